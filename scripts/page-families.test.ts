import { describe, expect, it } from 'vitest';
import { familyChunks, iconsNamedIn, type ChunkingContext } from './page-families.js';

describe('iconsNamedIn', () => {
  it("names lucide's icon files from a module's imports", () => {
    const code = `import { MoonStar, Share2, type LucideIcon } from "lucide-react";\nimport { X as Close } from 'lucide-react';\nimport { useState } from 'react';`;
    expect(iconsNamedIn(code)).toEqual(['moon-star', 'share-2', 'x']);
    expect(iconsNamedIn(null)).toEqual([]);
  });
});

describe('familyChunks', () => {
  // main -> shared-entry; pages a, b (family one) share helper and an icon; c (family two) shares helper
  // with a and names an icon no other page does; the entry's icon stays with the entry.
  const icon = (name: string) => `/repo/node_modules/lucide-react/dist/esm/icons/${name}.js`;
  const graph: Record<string, { importedIds: string[]; code: string | null }> = {
    '/repo/main.tsx': { importedIds: ['/repo/entry-lib.ts'], code: "import { House } from 'lucide-react';" },
    '/repo/entry-lib.ts': { importedIds: [], code: '' },
    '/repo/pages/a-page.tsx': {
      importedIds: ['/repo/helper.ts', '/repo/entry-lib.ts', '/repo/only-a.ts'],
      code: "import { Crown, House } from 'lucide-react';",
    },
    '/repo/pages/b-page.tsx': {
      importedIds: ['/repo/helper.ts'],
      code: "import { Crown } from 'lucide-react';",
    },
    '/repo/pages/c-page.tsx': { importedIds: ['/repo/helper.ts', '/repo/form.ts'], code: '' },
    '/repo/helper.ts': { importedIds: [], code: '' },
    '/repo/only-a.ts': { importedIds: [], code: '' },
    '/repo/form.ts': { importedIds: [], code: "import { Check } from 'lucide-react';" },
  };
  const ctx: ChunkingContext = { getModuleInfo: (id) => graph[id] ?? null };
  const chunkOf = familyChunks(ctx, {
    entry: '/repo/main.tsx',
    pagesDir: '/repo/pages',
    families: { one: ['a-page', 'b-page'], two: ['c-page'] },
  });

  it("puts what two pages share into the first family's chunk, icons too", () => {
    expect(chunkOf('/repo/helper.ts')).toBe('one');
    expect(chunkOf(icon('crown'))).toBe('one');
  });

  it("leaves the entry's modules and icons, a page's own modules and unknown ones to Rolldown", () => {
    expect(chunkOf('/repo/entry-lib.ts')).toBeNull();
    expect(chunkOf(icon('house'))).toBeNull();
    expect(chunkOf('/repo/only-a.ts')).toBeNull();
    expect(chunkOf('/repo/form.ts')).toBeNull();
    expect(chunkOf('/repo/pages/a-page.tsx')).toBeNull();
    expect(chunkOf(icon('heart'))).toBeNull();
    // One page alone names it: it stays with that page, and the family's other pages do not load it.
    expect(chunkOf(icon('check'))).toBeNull();
  });
});
