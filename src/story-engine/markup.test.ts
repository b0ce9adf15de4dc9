import { describe, expect, it } from 'vitest';
import {
  AGE_BANDS,
  MarkupError,
  MissingSlotError,
  parseMarkup,
  renderMarkup,
  slotsOf,
  type AgeBand,
} from './markup.js';

const render = (
  text: string,
  band: AgeBand = 'middle',
  values: Record<string, string | undefined> = {},
  choice = 0,
) =>
  renderMarkup(parseMarkup(text), {
    band,
    slot: (name) => (name in values ? values[name] : `<${name}>`),
    choose: () => choice,
  });

describe('library markup', () => {
  it('fills slots, keeps a detail only when its slots have values', () => {
    expect(render('Hi {name}.', 'middle', { name: 'Mia' })).toBe('Hi Mia.');
    expect(render('Boots[, the {colour} ones].', 'middle', { colour: 'red' })).toBe('Boots, the red ones.');
    expect(render('Boots[, the {colour} ones].', 'middle', { colour: undefined })).toBe('Boots.');
  });

  it('chooses text by age band', () => {
    const text = 'It was <little:quiet><grown:hushed and still>.<big: A big word.>';
    expect(render(text, 'little')).toBe('It was quiet.');
    expect(render(text, 'middle')).toBe('It was hushed and still.');
    expect(render(text, 'big')).toBe('It was hushed and still. A big word.');
    expect(render(text, 'toddler')).toBe('It was quiet.');
    expect(render(text, 'eldest')).toBe('It was hushed and still. A big word.');
  });

  it('takes ages in whole bands, so each of the five can have its own telling', () => {
    const text =
      '<2-3:A bear.><4-5:A brown bear.><6-9:A brown bear with a honey smile.><10-12:A bear, honey-slow.>';
    expect(AGE_BANDS.map((band) => render(text, band))).toEqual([
      'A bear.',
      'A brown bear.',
      'A brown bear with a honey smile.',
      'A brown bear with a honey smile.',
      'A bear, honey-slow.',
    ]);
    expect(render('<1-3:Hush.><4-12:All was quiet.>', 'toddler')).toBe('Hush.');
    expect(render('<1-3:Hush.><4-12:All was quiet.>', 'little')).toBe('All was quiet.');
    // A range that cuts a band in two is a writer's slip, not a silent guess.
    for (const bad of ['<3-5:x>', '<2-4:x>', '<5-12:x>', '<10-11:x>', '<9-8:x>', '<13-14:x>'])
      expect(() => parseMarkup(bad), bad).toThrow(/whole bands: 2-3, 4-5, 6-7, 8-9, 10-12/);
  });

  it('chooses one of several wordings', () => {
    expect(render('The {{moon|night sky}} was bright.', 'middle', {}, 1)).toBe('The night sky was bright.');
  });

  it('refuses malformed markup with the place of the mistake', () => {
    for (const bad of [
      'Hi {name',
      'a [b',
      '<tiny: x>',
      '<toddler: x>',
      '<little: x',
      '{{one}}',
      'a ] b',
      '{{a|b',
    ])
      expect(() => parseMarkup(bad), bad).toThrow(MarkupError);
  });

  it('a slot without a value outside a detail is a library bug', () => {
    expect(() => render('Hi {name}.', 'middle', { name: undefined })).toThrow(MissingSlotError);
  });

  it('lists the slots and whether they sit in a detail', () => {
    expect(slotsOf(parseMarkup('{name} [{hair}] <little:{ability:light,guide}>'))).toEqual([
      { name: 'name', arg: undefined, inDetail: false },
      { name: 'hair', arg: undefined, inDetail: true },
      { name: 'ability', arg: 'light,guide', inDetail: false },
    ]);
  });
});
