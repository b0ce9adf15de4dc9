import { describe, expect, it } from 'vitest';
import { chooseRecordingType } from './use-voice-recorder';

/** What each browser's MediaRecorder.isTypeSupported answers (docs/decisions/019-recorded-voices.md). */
const browsers: Record<string, readonly string[]> = {
  // Safari records AAC in MP4 (and answers true to bare audio/mp4).
  safari: ['audio/mp4', 'audio/mp4;codecs=mp4a.40.2'],
  // Chrome with the system's AAC encoder.
  'chrome (AAC)': [
    'audio/mp4',
    'audio/mp4;codecs=mp4a.40.2',
    'audio/mp4;codecs=opus',
    'audio/webm',
    'audio/webm;codecs=opus',
  ],
  // Debian's Chromium: no AAC; bare audio/mp4 would be Opus in MP4, which older Safari cannot play.
  chromium: ['audio/mp4', 'audio/mp4;codecs=opus', 'audio/webm', 'audio/webm;codecs=opus'],
  firefox: ['audio/webm', 'audio/webm;codecs=opus', 'audio/ogg', 'audio/ogg;codecs=opus'],
  'something else': [],
};

describe('the type the recorder asks for', () => {
  it.each([
    ['safari', 'audio/mp4;codecs=mp4a.40.2'],
    ['chrome (AAC)', 'audio/mp4;codecs=mp4a.40.2'],
    ['chromium', 'audio/webm;codecs=opus'],
    ['firefox', 'audio/webm;codecs=opus'],
    ['something else', ''],
  ])('%s: %s', (browser, expected) => {
    expect(chooseRecordingType((type) => browsers[browser]!.includes(type))).toBe(expected);
  });
});
