/**
 * The story library's text format (docs/decisions/017-story-library-as-text.md; how to write it:
 * ../README.md). A `.story` file is a list of blocks, each a header and a body:
 *
 *   // a comment line, anywhere
 *   theme: Kindness                      file fields: `key: value` lines before the first block
 *
 *   :: scene kindness.c.lantern-bridge   a block: `:: <kind> <name>`
 *   setting: meadow                      its fields, one `key: value` a line, right under the header
 *   energy: lively
 *                                        a blank line ends the header
 *   {onward}the grass was tall.          the body, as the block's kind reads it: prose (a line break
 *   "Hello," said {name}.                is a space) or lists (`label:` then `- item` lines)
 *
 * This module knows only that shape; what a kind means and which fields it has is load.ts's business.
 */

export interface SourceLine {
  line: number;
  text: string;
}

export interface StoryField {
  key: string;
  value: string;
  line: number;
}

export interface StoryBlock {
  kind: string;
  name: string;
  line: number;
  fields: StoryField[];
  /** Every line after the header up to the next block, comments left out, blank lines kept as ''. */
  body: SourceLine[];
}

export interface StoryDocument {
  file: string;
  fields: StoryField[];
  blocks: StoryBlock[];
}

/** A problem in the library's text, where a writer will find it. */
export interface LibraryProblem {
  file: string;
  /** 1-based; 0 when the problem is the file's as a whole. */
  line: number;
  message: string;
}

export const formatProblem = (p: LibraryProblem) => `${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`;

const HEADER = /^::\s*([a-z][a-z-]*)(?:\s+(.*?))?\s*$/;
const FIELD = /^([a-z][A-Za-z0-9-]*):\s+(\S.*?)\s*$/;
const COMMENT = /^\s*\/\//;

/** Splits a file into blocks; every line that fits nowhere is a problem naming its line. */
export function parseStoryFile(
  file: string,
  source: string,
): { document: StoryDocument; problems: LibraryProblem[] } {
  const problems: LibraryProblem[] = [];
  const document: StoryDocument = { file, fields: [], blocks: [] };
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  let block: StoryBlock | null = null;
  /** Still reading the block's fields (or the file's, before any block). */
  let inHeader = true;

  const addField = (fields: StoryField[], key: string, value: string, line: number) => {
    if (fields.some((f) => f.key === key)) problems.push({ file, line, message: `'${key}' is given twice` });
    else fields.push({ key, value, line });
  };

  lines.forEach((raw, index) => {
    const line = index + 1;
    const text = raw.trimEnd();
    if (COMMENT.test(text)) return;
    const header = text.startsWith('::') ? HEADER.exec(text) : null;
    if (text.startsWith('::')) {
      if (!header) {
        problems.push({
          file,
          line,
          message: 'a header is ":: <kind> <name>", e.g. ":: scene kindness.c.lantern"',
        });
        return;
      }
      block = { kind: header[1]!, name: header[2] ?? '', line, fields: [], body: [] };
      document.blocks.push(block);
      inHeader = true;
      return;
    }
    if (inHeader) {
      if (text === '') {
        if (block) inHeader = false;
        return;
      }
      const field = FIELD.exec(text);
      if (field) {
        addField(block ? block.fields : document.fields, field[1]!, field[2]!, line);
        return;
      }
      problems.push({
        file,
        line,
        message: block
          ? 'a blank line separates the header (`key: value` lines) from the text'
          : 'before the first ":: <kind> <name>" header, only `key: value` lines and comments',
      });
      if (block) inHeader = false;
      else return;
    }
    block!.body.push({ line, text });
  });
  return { document, problems };
}

/** A prose body: its lines, each trimmed, joined by single spaces; lineAt tells where a character came from. */
export interface Prose {
  text: string;
  /** The line a character offset of `text` is on (the block's header line when the body is empty). */
  lineAt(offset: number): number;
}

export function proseOf(block: StoryBlock): Prose {
  const starts: { offset: number; line: number }[] = [];
  let text = '';
  for (const { line, text: raw } of block.body) {
    const part = raw.trim();
    if (part === '') continue;
    if (text) text += ' ';
    starts.push({ offset: text.length, line });
    text += part;
  }
  return {
    text,
    lineAt(offset) {
      let found = block.line;
      for (const s of starts) if (s.offset <= offset) found = s.line;
      return found;
    },
  };
}

export interface ListItem {
  text: string;
  line: number;
}

const LIST_LABEL = /^([A-Za-z][\w -]*?):$/;

/**
 * A body of lists: `label:` on a line of its own, then one `- item` a line; a line indented under an item
 * carries it on (read as a space). Labels keep their order.
 */
export function listsOf(
  block: StoryBlock,
  file: string,
  problems: LibraryProblem[],
): Map<string, { line: number; items: ListItem[] }> {
  const lists = new Map<string, { line: number; items: ListItem[] }>();
  let current: { line: number; items: ListItem[] } | null = null;
  let last: ListItem | null = null;
  for (const { line, text } of block.body) {
    if (text === '') {
      last = null;
      continue;
    }
    const label = LIST_LABEL.exec(text);
    if (label) {
      const name = label[1]!;
      if (lists.has(name)) problems.push({ file, line, message: `the list '${name}' is given twice` });
      current = { line, items: [] };
      lists.set(name, current);
      last = null;
    } else if (text.startsWith('- ') && current) {
      last = { text: text.slice(2).trim(), line };
      current.items.push(last);
    } else if (/^\s/.test(text) && last) {
      last.text += ` ${text.trim()}`;
    } else {
      problems.push({
        file,
        line,
        message: current
          ? 'in a list, each line is "- item" (an indented line carries the item above on)'
          : 'a list starts with its label on a line of its own, e.g. "moves:"',
      });
    }
  }
  return lists;
}
