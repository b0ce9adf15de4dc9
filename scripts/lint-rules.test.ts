/**
 * The import rules of eslint.config.js fail on a deliberate violation of each, and let the allowed form
 * through: server layers (a route never calls a repository; a module uses another only through its
 * index.ts) and the client's zones (a feature never imports another feature).
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The import rules the code breaks, linted as if it were the file at `filePath`. */
async function broken(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .map((m) => m.ruleId ?? m.message)
    .filter((rule) => rule.endsWith('restricted-imports'));
}

describe('the import rules', () => {
  it('a route calls its service, never a repository (a row type is allowed)', async () => {
    const at = 'src/server/modules/stories/stories.routes.ts';
    expect(await broken(`import { storiesRepo } from './stories.repo.js';\nstoriesRepo;\n`, at)).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
    expect(
      await broken(`import type { StoryRow } from './stories.repo.js';\nexport type R = StoryRow;\n`, at),
    ).toEqual([]);
    expect(
      await broken(`import { storiesService } from './stories.service.js';\nstoriesService;\n`, at),
    ).toEqual([]);
  });

  it('a module uses another only through its index.ts', async () => {
    const at = 'src/server/modules/preview/preview.service.ts';
    expect(
      await broken(`import { storiesRepo } from '../stories/stories.repo.js';\nstoriesRepo;\n`, at),
    ).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(
      await broken(`import { planService } from '../billing/plan.service.js';\nplanService;\n`, at),
    ).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(await broken(`import { findStory } from '../stories/index.js';\nfindStory;\n`, at)).toEqual([]);
  });

  it('a client feature never imports another feature', async () => {
    const at = 'src/client/features/library/components/story-library.tsx';
    expect(
      await broken(`import { StoryForm } from '../../stories/components/story-form';\nStoryForm;\n`, at),
    ).toEqual(['no-restricted-imports']);
  });
});
