import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, parsePreferences, stepTextSize } from './reader-preferences';

describe('reader preferences', () => {
  it('defaults to book mode, medium text, no candle, no dimmer, the browser voice', () => {
    expect(parsePreferences(null)).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences('not json')).toEqual(DEFAULT_PREFERENCES);
    expect(DEFAULT_PREFERENCES.mode).toBe('book');
  });

  it('keeps valid fields and drops the rest', () => {
    expect(
      parsePreferences(
        JSON.stringify({
          mode: 'scroll',
          textSize: 'Huge',
          candle: true,
          dimmer: 43,
          voice: 'Kate',
          speed: 'Slow',
        }),
      ),
    ).toEqual({ mode: 'scroll', textSize: 'Medium', candle: true, dimmer: 40, voice: 'Kate', speed: 'Slow' });
    expect(parsePreferences(JSON.stringify({ speed: 'Warp' })).speed).toBe('Bedtime');
    expect(parsePreferences(JSON.stringify({ dimmer: 500, candle: 'yes' }))).toMatchObject({
      dimmer: 70,
      candle: false,
    });
  });

  it('steps the text size within its steps', () => {
    expect(stepTextSize('Medium', 1)).toBe('Large');
    expect(stepTextSize('Extra large', 1)).toBe('Extra large');
    expect(stepTextSize('Small', -1)).toBe('Small');
  });
});
