import { describe, expect, it } from 'vitest';
import { canRecordVoices, normaliseAudioType, recorderNameOf } from './recordings.js';

describe('normaliseAudioType', () => {
  it('keeps the container and its codecs, lower-cased and without spaces', () => {
    expect(normaliseAudioType('audio/webm;codecs=opus')).toEqual({
      container: 'audio/webm',
      type: 'audio/webm;codecs=opus',
    });
    expect(normaliseAudioType('Audio/MP4; codecs="mp4a.40.2"')).toEqual({
      container: 'audio/mp4',
      type: 'audio/mp4;codecs=mp4a.40.2',
    });
    expect(normaliseAudioType('audio/ogg')).toEqual({ container: 'audio/ogg', type: 'audio/ogg' });
  });

  it('refuses any other type or parameter', () => {
    for (const declared of [
      '',
      'audio/wav',
      'video/webm',
      'audio/webm;charset=utf-8',
      'audio/webm;codecs=<x>',
      'text/plain',
    ]) {
      expect(normaliseAudioType(declared), declared).toBeNull();
    }
  });
});

describe('who may record, and as whom', () => {
  it('Standard and Premium record; Free does not', () => {
    expect([canRecordVoices('FREE'), canRecordVoices('STANDARD'), canRecordVoices('PREMIUM')]).toEqual([
      false,
      true,
      true,
    ]);
  });
  it("a reader's name: 1 to 40 characters, trimmed", () => {
    expect(recorderNameOf('  Grandma ')).toBe('Grandma');
    expect(recorderNameOf('   ')).toBeNull();
    expect(recorderNameOf('x'.repeat(41))).toBeNull();
  });
});
