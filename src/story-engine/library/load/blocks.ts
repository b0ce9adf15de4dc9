/**
 * Reading one block of a `.story` file into its typed value: its fields checked against a piece of the
 * schema, its prose or its lists checked as markup, and every problem at the line that has it.
 */
import type { z } from 'zod';
import { MarkupError, parseMarkup, type MarkupNode } from '../../markup.js';
import { slotProblems } from '../../slots/judge.js';
import type { TextPlace } from '../../slots/registry.js';
import type { SourcePlaces } from './places.js';
import { listsOf, proseOf, type LibraryProblem, type ListItem, type StoryBlock } from './story-format.js';

export class BlockReader {
  constructor(
    readonly file: string,
    readonly problems: LibraryProblem[],
    readonly places: SourcePlaces,
    /** Every text parsed, for the engine to compile without parsing it again. */
    readonly parsed: Map<string, MarkupNode[]>,
  ) {}

  problem(line: number, message: string): void {
    this.problems.push({ file: this.file, line, message });
  }

  /** Library markup at a place, parsed, and its slots judged (slots/judge.ts). */
  markup(text: string, lineAt: (offset: number) => number, place: TextPlace): void {
    try {
      let nodes = this.parsed.get(text);
      if (!nodes) this.parsed.set(text, (nodes = parseMarkup(text)));
      for (const p of slotProblems(nodes, place))
        this.problem(lineAt(Math.max(0, text.indexOf(p.written))), p.message);
    } catch (error) {
      if (!(error instanceof MarkupError)) throw error;
      this.problem(
        lineAt(error.position),
        `${error.problem}: …${text.slice(Math.max(0, error.position - 30), error.position + 30)}…`,
      );
    }
  }

  /** The block's prose, one text; empty when it has none. */
  prose(block: StoryBlock, place: TextPlace): string {
    const prose = proseOf(block);
    this.markup(prose.text, prose.lineAt, place);
    return prose.text;
  }

  /** The block's lists by label; a label it does not know is a problem. */
  lists(
    block: StoryBlock,
    labels: readonly string[],
    placeOf: (label: string) => TextPlace,
  ): Map<string, ListItem[]> {
    const found = listsOf(block, this.file, this.problems);
    const out = new Map<string, ListItem[]>();
    for (const [label, list] of found) {
      if (!labels.includes(label)) {
        this.problem(list.line, `unknown list '${label}:' in a ${block.kind} (${labels.join(', ')})`);
        continue;
      }
      for (const item of list.items) this.markup(item.text, () => item.line, placeOf(label));
      out.set(label, list.items);
    }
    return out;
  }

  /** Texts of a list, remembering each one's line. */
  texts(items: readonly ListItem[] | undefined): string[] {
    const list = (items ?? []).map((i) => i.text);
    this.places.setItems(
      list,
      (items ?? []).map((i) => ({ file: this.file, line: i.line })),
    );
    return list;
  }

  /** The block's fields as an object (with `extra` values such as its id and text). */
  fieldValues(block: StoryBlock, extra: Record<string, unknown> = {}): Record<string, unknown> {
    return { ...extra, ...Object.fromEntries(block.fields.map((f) => [f.key, f.value])) };
  }

  /**
   * A value checked against its schema; each problem at its field's line (or the `lines` given for other
   * keys), else at the block's header. Undefined when it does not fit.
   */
  check<T extends z.ZodType>(
    schema: T,
    value: unknown,
    block: StoryBlock,
    lines: Record<string, number> = {},
  ): z.infer<T> | undefined {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const lineOf = (key: string) => lines[key] ?? block.fields.find((f) => f.key === key)?.line ?? block.line;
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) this.problem(lineOf(key), `'${key}' is not a field of a ${block.kind}`);
        continue;
      }
      const path = issue.path.map(String);
      let line = block.line;
      for (let n = path.length; n > 0; n--) {
        const key = path.slice(0, n).join('.');
        if (lines[key] !== undefined || block.fields.some((f) => f.key === key)) {
          line = lineOf(key);
          break;
        }
      }
      const what = path.length ? `${path.join('.')}: ` : '';
      this.problem(line, `${what}${issue.message}`);
    }
    return undefined;
  }
}
