/// <reference lib="dom" />
/**
 * Every child drawn as themselves (issue 29, docs/decisions/025-child-looks.md): the story form's look
 * step, remembered on the device, and a story for three different children at a phone's width, whose
 * screenshots go to docs/screenshots/child-look-*.png.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { asGuest, fillStoryForm, settled, submitStory } from './helpers.js';

const dir = path.resolve(import.meta.dirname, '../docs/screenshots');
test.use({ viewport: { width: 390, height: 844 } });

const book = (page: Page) => page.getByRole('region', { name: 'Story pages' });

test('a guest chooses the look in a few taps; the pictures draw it, and the device remembers it', async ({
  page,
}) => {
  await asGuest(page);
  // The swatches cover their visually hidden radios, as a label does: a tap on the drawing chooses it.
  await page.getByText('What do they look like?').click();
  const look = page.locator('details');
  await look.getByRole('radio', { name: 'Deep brown skin' }).check({ force: true });
  await look.getByRole('radio', { name: 'Coily hair, an afro' }).check({ force: true });
  await look.getByRole('radio', { name: 'Black hair' }).check({ force: true });
  await look.getByRole('radio', { name: 'Brown eyes' }).check({ force: true });
  await look.getByRole('checkbox', { name: 'Wears glasses' }).check({ force: true });
  await settled(page);
  await expectNoAxeViolations(page, 'the look step at 390 px');
  await page.screenshot({ path: path.join(dir, 'child-look-step-390.png'), fullPage: true });

  await fillStoryForm(page, { childName: 'Amara', animal: /^Owl/, theme: /^Friendship/, length: /^Short/ });
  await submitStory(page);
  const picture = book(page).getByRole('img');
  await expect(picture).toHaveAttribute(
    'src',
    /skinTone=tone-8&hairStyle=coily&hairColor=Black&eyeColor=Brown&glasses=true/,
  );

  // Another child's name starts with no look; Amara's comes back.
  await page.goto('/');
  const name = page.getByLabel("Child's name");
  await name.fill('Leo');
  await page.getByText('What do they look like?').click();
  await expect(page.getByRole('radio', { name: 'Skin tone not given' })).toBeChecked();
  await name.fill('amara');
  await expect(page.getByRole('radio', { name: 'Deep brown skin' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Coily hair, an afro' })).toBeChecked();
});

const CHILDREN = [
  {
    childName: 'Mohammed',
    childLook: {
      skinTone: 'tone-6',
      hairStyle: 'cropped',
      hairColor: 'Black',
      eyeColor: 'Brown',
      glasses: false,
    },
  },
  {
    childName: 'Isla',
    childLook: {
      skinTone: 'tone-1',
      hairStyle: 'braids',
      hairColor: 'Red',
      eyeColor: 'Green',
      glasses: true,
    },
  },
  { childName: 'Sam', childLook: null },
] as const;

test('a story for three different children: each is drawn as themselves, none is guessed', async ({
  page,
}) => {
  const guestSessionId = await asGuest(page);
  const pictures: string[] = [];
  for (const child of CHILDREN) {
    const response = await page.request.post('/api/stories', {
      data: { ...child, animal: 'Owl', theme: 'Kindness', length: 'Short', guestSessionId },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await page.goto(`/story/${id}`);
    const picture = book(page).getByRole('img');
    await expect(picture).toBeVisible();
    const src = (await picture.getAttribute('src'))!;
    pictures.push(src);
    const svg = await (await page.request.get(src)).text();
    if (child.childLook) expect(src).toContain(`skinTone=${child.childLook.skinTone}`);
    else expect(src).not.toContain('skinTone');
    expect(svg).toContain('<svg');
    await settled(page);
    await page.screenshot({ path: path.join(dir, `child-look-${child.childName.toLowerCase()}-390.png`) });
  }
  expect(new Set(pictures).size).toBe(3);
});
