import { describe, expect, it } from 'vitest';
import { keyBelongsToControl, keyTurn, pageLabel, swipeTurn, turnPage } from './page-turn';

describe('page turns', () => {
  it('a sideways swipe turns the page, a short or vertical one does not', () => {
    expect(swipeTurn(-120, 10)).toBe('next');
    expect(swipeTurn(120, -20)).toBe('previous');
    expect(swipeTurn(-30, 0)).toBeNull();
    expect(swipeTurn(-80, 90)).toBeNull();
  });

  it('arrow keys turn pages; other keys do not', () => {
    expect(keyTurn('ArrowRight')).toBe('next');
    expect(keyTurn('ArrowLeft')).toBe('previous');
    expect(keyTurn('PageDown')).toBe('next');
    expect(keyTurn('Enter')).toBeNull();
  });

  it('stays within the book', () => {
    expect(turnPage(0, 'previous', 5)).toBe(0);
    expect(turnPage(0, 'next', 5)).toBe(1);
    expect(turnPage(4, 'next', 5)).toBe(4);
    expect(turnPage(0, 'next', 0)).toBe(0);
  });

  it('leaves keys pressed in a field or a slider alone', () => {
    document.body.innerHTML =
      '<input id="range" type="range"><div role="listbox"><span id="option">x</span></div><button id="b">b</button>';
    expect(keyBelongsToControl(document.getElementById('range'))).toBe(true);
    expect(keyBelongsToControl(document.getElementById('option'))).toBe(true);
    expect(keyBelongsToControl(document.getElementById('b'))).toBe(false);
    expect(keyBelongsToControl(null)).toBe(false);
  });

  it('names the page for the indicator', () => {
    expect(pageLabel(1, 7)).toBe('Page 2 of 7');
  });
});
