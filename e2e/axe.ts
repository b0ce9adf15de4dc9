/** axe-core on the page as it stands, with the rules the first evening's specs use. */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectNoAxeViolations(
  page: Page,
  screen: string,
  configure: (axe: AxeBuilder) => AxeBuilder = (axe) => axe,
) {
  const results = await configure(new AxeBuilder({ page }))
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, screen).toEqual([]);
}
