/** Which way a gesture or a key turns the book's pages: pure, so it is tested without a browser. */

export type PageTurn = 'next' | 'previous';

/** A swipe shorter than this (CSS pixels) is a tap or a wobble, not a page turn. */
export const SWIPE_MIN_PX = 48;

/**
 * A pointer moved by (dx, dy) between down and up: a mostly sideways swipe turns the page (to the left for
 * the next one, as in a paper book); a mostly vertical one is scrolling.
 */
export function swipeTurn(dx: number, dy: number): PageTurn | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** Arrow keys, Page Up/Down (presenters' clickers) turn pages. */
export function keyTurn(key: string): PageTurn | null {
  if (key === 'ArrowRight' || key === 'PageDown') return 'next';
  if (key === 'ArrowLeft' || key === 'PageUp') return 'previous';
  return null;
}

/** The page a turn leads to, staying within the book. */
export function turnPage(page: number, turn: PageTurn, pageCount: number): number {
  const next = turn === 'next' ? page + 1 : page - 1;
  return Math.min(Math.max(next, 0), Math.max(pageCount - 1, 0));
}

/** Where a key press must not turn pages: it belongs to a field, a slider or an open list. */
export function keyBelongsToControl(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return (
    target.closest(
      'input, textarea, select, [contenteditable="true"], [role="slider"], [role="combobox"], [role="listbox"], [role="dialog"]',
    ) !== null
  );
}

/** 'Page 2 of 7' */
export function pageLabel(page: number, pageCount: number): string {
  return `Page ${page + 1} of ${pageCount}`;
}
