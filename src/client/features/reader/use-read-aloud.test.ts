import { describe, expect, it } from 'vitest';
import { pickVoice, voiceOptions } from './use-read-aloud';

const voice = (name: string, lang: string, isDefault = false, localService = true) =>
  ({ name, lang, voiceURI: `uri:${name}`, default: isDefault, localService }) as SpeechSynthesisVoice;

describe('the voice picker', () => {
  const voices = [voice('Amélie', 'fr-FR', true), voice('Daniel', 'en-GB'), voice('Samantha', 'en-US')];

  it('offers the English voices when there are some, else every voice', () => {
    expect(voiceOptions(voices).map((o) => o.label)).toEqual(['Daniel (en-GB)', 'Samantha (en-US)']);
    expect(voiceOptions([voices[0]!]).map((o) => o.id)).toEqual(['uri:Amélie']);
    expect(voiceOptions([])).toEqual([]);
  });

  it('keeps the remembered voice, else the default, a British one, or the first', () => {
    const options = voiceOptions(voices);
    expect(pickVoice(options, 'uri:Samantha')?.id).toBe('uri:Samantha');
    expect(pickVoice(options, 'uri:gone')?.id).toBe('uri:Daniel');
    expect(pickVoice(voiceOptions([voice('A', 'en-US'), voice('B', 'en-US', true)]), null)?.id).toBe('uri:B');
    expect(pickVoice(voiceOptions([voice('A', 'en-US'), voice('C', 'en-AU')]), null)?.id).toBe('uri:A');
    expect(pickVoice([], null)).toBeNull();
  });

  it('prefers a voice on the device to one from the network', () => {
    const options = voiceOptions([voice('Google UK', 'en-GB', true, false), voice('Local US', 'en-US')]);
    expect(pickVoice(options, null)?.id).toBe('uri:Local US');
    expect(pickVoice(voiceOptions([voice('Google UK', 'en-GB', false, false)]), null)?.id).toBe(
      'uri:Google UK',
    );
    // A network voice chosen by hand is kept.
    expect(pickVoice(options, 'uri:Google UK')?.id).toBe('uri:Google UK');
  });
});
