/**
 * The little language the story library is written in (src/story-engine/library/README.md):
 *
 *   {slot} {slot:arg}    a value: the child's name, the companion, the quest's thing, ...
 *   [ ... ]              a detail of the child (looks, colour, interest): kept only when every detail slot
 *                        inside it has a value, otherwise dropped whole
 *   <2-3: ...>           text for some ages only, given as whole bands (2-3, 4-5, 6-7, 8-9, 10-12; a 1-year-old
 *                        hears 2-3): <2-3: ...>, <4-12: ...>, <10-12: ...>. The older names stand for ranges:
 *                        <little: ...> 2-5, <middle: ...> 6-7, <big: ...> 8-12, <young: ...> 2-7, <grown: ...>
 *                        6-12
 *   {{a|b|c}}            one of several wordings, chosen per story
 *
 * Parsing is strict (an unclosed bracket is an error with its position), so a typo in the library fails
 * its tests instead of reaching a child.
 */

/** Five age bands that read differently (issue 28): 1-3, 4-5, 6-7, 8-9 and 10-12. */
export const AGE_BANDS = ['toddler', 'little', 'middle', 'big', 'eldest'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** The ages of each band, once (an older child is told as 12, a younger one as 1). */
export const AGE_BAND_AGES: Record<AgeBand, { from: number; to: number }> = {
  toddler: { from: 1, to: 3 },
  little: { from: 4, to: 5 },
  middle: { from: 6, to: 7 },
  big: { from: 8, to: 9 },
  eldest: { from: 10, to: 12 },
};

/** The bands that hear the lines for 8-12 (`<big: ...>`). */
export const OLDER_BANDS: readonly AgeBand[] = ['big', 'eldest'];

/** The names a writer may use for a range of bands (the library as first written had three bands). */
export const BAND_SEGMENTS: Record<string, readonly AgeBand[]> = {
  little: ['toddler', 'little'],
  middle: ['middle'],
  big: OLDER_BANDS,
  young: ['toddler', 'little', 'middle'],
  grown: ['middle', 'big', 'eldest'],
};

/** The bands of an age range written in the library ('4-12'), or undefined when it does not follow them. */
export function bandsOfRange(range: string): readonly AgeBand[] | undefined {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(range);
  if (!match) return undefined;
  const from = Number(match[1]);
  const to = Number(match[2]);
  const first = AGE_BANDS.findIndex((b) => AGE_BAND_AGES[b].from === from || (b === 'toddler' && from === 2));
  const last = AGE_BANDS.findIndex((b) => AGE_BAND_AGES[b].to === to);
  if (first < 0 || last < first) return undefined;
  return AGE_BANDS.slice(first, last + 1);
}

export type MarkupNode =
  | { kind: 'text'; text: string }
  | { kind: 'slot'; name: string; arg: string | undefined }
  | { kind: 'detail'; body: MarkupNode[] }
  | { kind: 'band'; bands: readonly AgeBand[]; body: MarkupNode[] }
  | { kind: 'variants'; options: MarkupNode[][] };

export class MarkupError extends Error {
  override name = 'MarkupError';
  constructor(
    /** What is wrong, without the place: 'unclosed ['. */
    readonly problem: string,
    /** The character it was found at. */
    readonly position: number,
    context: string,
  ) {
    super(`${problem} at ${position}: …${context}…`);
  }
}

type Closer = ']' | '>' | '}}' | '|}}' | null;

/** A slot and a band's opening, matched where the parser stands (sticky). */
const SLOT = /\{([A-Za-z]+[0-9]?(?:'s)?)(?::([a-z,]+))?\}/y;
const BAND = /<([a-z]+|\d{1,2}-\d{1,2}):/y;
const SPECIAL = /[{}[\]<>|]/g;

/** Parses library text; throws MarkupError naming the position of a malformed construct. */
export function parseMarkup(source: string): MarkupNode[] {
  let pos = 0;

  const fail = (message: string): never => {
    throw new MarkupError(message, pos, source.slice(Math.max(0, pos - 30), pos + 30));
  };

  /** Parses until the closer (consumed) or the end; for variants, until '|' or '}}'. */
  function sequence(closer: Closer): { nodes: MarkupNode[]; ended: string } {
    const nodes: MarkupNode[] = [];
    let text = '';
    const flush = () => {
      if (text) nodes.push({ kind: 'text', text });
      text = '';
    };
    // `at(x)`: the text at pos starts with x (no copy of the rest: a library's worth of passages is parsed at
    // every start).
    const at = (x: string) => source.startsWith(x, pos);
    while (pos < source.length) {
      if (closer === '|}}' && at('}}')) {
        flush();
        pos += 2;
        return { nodes, ended: '}}' };
      }
      if (closer === '|}}' && at('|')) {
        flush();
        pos += 1;
        return { nodes, ended: '|' };
      }
      if (closer === ']' && at(']')) {
        flush();
        pos += 1;
        return { nodes, ended: ']' };
      }
      if (closer === '>' && at('>')) {
        flush();
        pos += 1;
        return { nodes, ended: '>' };
      }
      if (at('{{')) {
        flush();
        pos += 2;
        const options: MarkupNode[][] = [];
        for (;;) {
          const option = sequence('|}}');
          options.push(option.nodes);
          if (option.ended === '}}') break;
          if (option.ended !== '|') fail('unclosed {{');
        }
        if (options.length < 2) fail('{{ }} needs at least two wordings separated by |');
        nodes.push({ kind: 'variants', options });
        continue;
      }
      if (at('{')) {
        flush();
        SLOT.lastIndex = pos;
        const match = SLOT.exec(source);
        if (!match) fail('malformed {slot}');
        nodes.push({ kind: 'slot', name: match![1]!, arg: match![2] });
        pos += match![0].length;
        continue;
      }
      if (at('[')) {
        flush();
        pos += 1;
        const inner = sequence(']');
        if (inner.ended !== ']') fail('unclosed [');
        nodes.push({ kind: 'detail', body: inner.nodes });
        continue;
      }
      if (at('<')) {
        flush();
        BAND.lastIndex = pos;
        const match = BAND.exec(source);
        const bands = match ? (BAND_SEGMENTS[match[1]!] ?? bandsOfRange(match[1]!)) : undefined;
        if (!bands)
          fail(
            'malformed <ages: ...> (whole bands: 2-3, 4-5, 6-7, 8-9, 10-12, such as <2-3: ...> or <4-12: ...>; or little, middle, big, young, grown)',
          );
        pos += match![0].length;
        const inner = sequence('>');
        if (inner.ended !== '>') fail('unclosed <');
        nodes.push({ kind: 'band', bands: bands!, body: inner.nodes });
        continue;
      }
      const c = source[pos]!;
      if (c === '}' || c === ']' || c === '>' || (c === '|' && closer !== '|}}')) fail(`stray ${c}`);
      // Plain text up to the next character that may open or close something.
      SPECIAL.lastIndex = pos + 1;
      const next = SPECIAL.exec(source)?.index ?? source.length;
      text += source.slice(pos, next);
      pos = next;
    }
    flush();
    if (closer !== null) fail(`missing ${closer === '|}}' ? '}}' : closer}`);
    return { nodes, ended: '' };
  }

  return sequence(null).nodes;
}

/** Every slot used in the nodes, with whether it sits inside a [detail] segment. */
export function slotsOf(
  nodes: readonly MarkupNode[],
  inDetail = false,
): { name: string; arg: string | undefined; inDetail: boolean }[] {
  const out: { name: string; arg: string | undefined; inDetail: boolean }[] = [];
  for (const node of nodes) {
    if (node.kind === 'slot') out.push({ name: node.name, arg: node.arg, inDetail });
    else if (node.kind === 'detail') out.push(...slotsOf(node.body, true));
    else if (node.kind === 'band') out.push(...slotsOf(node.body, inDetail));
    else if (node.kind === 'variants')
      for (const option of node.options) out.push(...slotsOf(option, inDetail));
  }
  return out;
}

export interface RenderContext {
  band: AgeBand;
  /** A slot's text; undefined when it has no value (a detail the profile does not give). */
  slot(name: string, arg: string | undefined): string | undefined;
  /** Which of n wordings to use. */
  choose(n: number): number;
  /** The library's own words as this listener hears them (plain words for the youngest); slots are not. */
  say?: (text: string) => string;
  /** false: every [detail] segment is dropped (a young child's sentence that a detail made too long). */
  details?: boolean;
}

/** Thrown when a slot outside a [detail] segment has no value: a library bug, caught by its tests. */
export class MissingSlotError extends Error {
  override name = 'MissingSlotError';
}

function renderNodes(
  nodes: readonly MarkupNode[],
  ctx: RenderContext,
  inDetail: boolean,
): string | undefined {
  let out = '';
  for (const node of nodes) {
    switch (node.kind) {
      case 'text':
        out += ctx.say ? ctx.say(node.text) : node.text;
        break;
      case 'slot': {
        const value = ctx.slot(node.name, node.arg);
        if (value === undefined) {
          if (inDetail) return undefined;
          throw new MissingSlotError(`{${node.name}${node.arg ? `:${node.arg}` : ''}} has no value`);
        }
        out += value;
        break;
      }
      case 'detail': {
        if (ctx.details === false) break;
        const inner = renderNodes(node.body, ctx, true);
        if (inner !== undefined) out += inner;
        break;
      }
      case 'band': {
        if (!node.bands.includes(ctx.band)) break;
        const inner = renderNodes(node.body, ctx, inDetail);
        if (inner === undefined) return undefined;
        out += inner;
        break;
      }
      case 'variants': {
        const inner = renderNodes(node.options[ctx.choose(node.options.length)]!, ctx, inDetail);
        if (inner === undefined) return undefined;
        out += inner;
        break;
      }
    }
  }
  return out;
}

/** Renders parsed markup to raw text (tidy it with tidyProse). */
export function renderMarkup(nodes: readonly MarkupNode[], ctx: RenderContext): string {
  return renderNodes(nodes, ctx, false) ?? '';
}
