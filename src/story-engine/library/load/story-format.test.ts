import { describe, expect, it } from 'vitest';
import { formatProblem, listsOf, parseStoryFile, proseOf, type LibraryProblem } from './story-format.js';

const FILE = [
  '// A theme file',
  'theme: Kindness',
  '',
  ':: scene kindness.c.lantern',
  'setting: meadow',
  'energy: lively',
  '',
  '{onward}the grass was tall.',
  '<grown:It swished.',
  '  It whispered.>',
  '// a note for writers',
  '"Is it far?" asked {name}.',
  '',
  ':: companion Cosmic Defender',
  'ref: Cosmic Defender',
  '',
  'moves:',
  '- zoomed ahead',
  '- floated on,',
  '  soft as a cloud',
  '',
  'ability light:',
  '- shone a light',
].join('\n');

describe('the .story format', () => {
  const { document, problems } = parseStoryFile('themes/kindness.story', FILE);

  it('reads file fields, blocks, their fields and their bodies with line numbers', () => {
    expect(problems).toEqual([]);
    expect(document.fields).toEqual([{ key: 'theme', value: 'Kindness', line: 2 }]);
    expect(document.blocks.map((b) => [b.kind, b.name, b.line])).toEqual([
      ['scene', 'kindness.c.lantern', 4],
      ['companion', 'Cosmic Defender', 14],
    ]);
    expect(document.blocks[0]!.fields).toEqual([
      { key: 'setting', value: 'meadow', line: 5 },
      { key: 'energy', value: 'lively', line: 6 },
    ]);
  });

  it('reads prose with a line break as a space, and tells which line a character came from', () => {
    const prose = proseOf(document.blocks[0]!);
    expect(prose.text).toBe(
      '{onward}the grass was tall. <grown:It swished. It whispered.> "Is it far?" asked {name}.',
    );
    expect(prose.lineAt(0)).toBe(8);
    expect(prose.lineAt(prose.text.indexOf('whispered'))).toBe(10);
    expect(prose.lineAt(prose.text.indexOf('asked'))).toBe(12);
  });

  it('reads lists by label, an indented line carrying its item on', () => {
    const found: LibraryProblem[] = [];
    const lists = listsOf(document.blocks[1]!, 'companions.story', found);
    expect(found).toEqual([]);
    expect([...lists.keys()]).toEqual(['moves', 'ability light']);
    expect(lists.get('moves')!.items).toEqual([
      { text: 'zoomed ahead', line: 18 },
      { text: 'floated on, soft as a cloud', line: 19 },
    ]);
  });

  it('names the file and line of every line that fits nowhere', () => {
    const broken = [
      'not a field',
      ':: 12 bad',
      ':: scene ok.id',
      'setting: pond',
      'Text right under the header.',
      '',
      ':: trait Brave',
      '',
      'meet',
      '- a line',
    ].join('\n');
    const found = parseStoryFile('traits.story', broken);
    expect(found.problems.map(formatProblem)).toEqual([
      'traits.story:1: before the first ":: <kind> <name>" header, only `key: value` lines and comments',
      'traits.story:2: a header is ":: <kind> <name>", e.g. ":: scene kindness.c.lantern"',
      'traits.story:5: a blank line separates the header (`key: value` lines) from the text',
    ]);
    const problems: LibraryProblem[] = [];
    listsOf(found.document.blocks[1]!, 'traits.story', problems);
    expect(problems.map(formatProblem)).toEqual([
      'traits.story:9: a list starts with its label on a line of its own, e.g. "moves:"',
      'traits.story:10: a list starts with its label on a line of its own, e.g. "moves:"',
    ]);
  });

  it('refuses a field given twice', () => {
    const found = parseStoryFile('x.story', ':: scene a\nsetting: pond\nsetting: river\n');
    expect(found.problems.map(formatProblem)).toEqual(["x.story:3: 'setting' is given twice"]);
  });
});
