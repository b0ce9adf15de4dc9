/// <reference lib="dom" />
/**
 * A stand-in for the Web Speech API at the page boundary. Chromium here has no voices without a speech
 * service, so the reader's read-aloud is driven through the same events a real voice sends: the test fires
 * `boundary` (with charIndex, unless the voice sends none) and `end` on the utterance being spoken, and reads
 * what the page asked to speak. Also a stand-in Screen Wake Lock that counts locks held.
 *
 * Installed with page.addInitScript(installFakeSpeech, options): the function runs in the page, so it uses
 * nothing from this module.
 */

export interface FakeSpeechOptions {
  /** Voices the browser lists; empty for a browser without any. */
  voices: { name: string; lang: string; voiceURI: string; default: boolean }[];
  /**
   * False for a voice that sends no `boundary` events (espeak-ng through speech-dispatcher on Linux, many
   * Android voices): `boundary()` then sends nothing, as such a voice would.
   */
  boundaries?: boolean;
}

export interface SpokenUtterance {
  text: string;
  rate: number;
  voice: string | null;
}

export interface FakeSpeechControl {
  spoken: SpokenUtterance[];
  paused: boolean;
  /** Screen wake locks held now. */
  wakeLocks: number;
  boundary(charIndex: number): void;
  end(): void;
}

export const VOICES: FakeSpeechOptions['voices'] = [
  { name: 'Moon Voice', lang: 'en-GB', voiceURI: 'moon-voice', default: true },
  { name: 'Star Voice', lang: 'en-US', voiceURI: 'star-voice', default: false },
  { name: 'Voix de Lune', lang: 'fr-FR', voiceURI: 'voix-de-lune', default: false },
];

export function installFakeSpeech({ voices, boundaries = true }: FakeSpeechOptions): void {
  type Utterance = EventTarget & { text: string; rate: number; voice: { voiceURI: string } | null };
  const fire = (utterance: Utterance | null, type: string, props: Record<string, unknown> = {}) => {
    if (!utterance) return;
    const event = new Event(type);
    Object.assign(event, { charIndex: 0, charLength: 0, name: 'word', utterance, ...props });
    utterance.dispatchEvent(event);
  };
  let current: Utterance | null = null;
  const control = {
    spoken: [] as { text: string; rate: number; voice: string | null }[],
    paused: false,
    wakeLocks: 0,
    boundary(charIndex: number) {
      if (boundaries) fire(current, 'boundary', { charIndex });
    },
    end() {
      const done = current;
      current = null;
      fire(done, 'end', { charIndex: done?.text.length ?? 0 });
    },
  };

  class FakeUtterance extends EventTarget {
    text: string;
    rate = 1;
    pitch = 1;
    volume = 1;
    lang = '';
    voice: { voiceURI: string } | null = null;
    constructor(text = '') {
      super();
      this.text = text;
    }
  }

  class FakeSynthesis extends EventTarget {
    get speaking() {
      return current !== null;
    }
    get paused() {
      return control.paused;
    }
    get pending() {
      return false;
    }
    getVoices() {
      return voices.map((v) => ({ ...v, localService: true }));
    }
    speak(utterance: Utterance) {
      control.spoken.push({
        text: utterance.text,
        rate: utterance.rate,
        voice: utterance.voice?.voiceURI ?? null,
      });
      current = utterance;
      if (voices.length === 0) {
        setTimeout(() => fire(utterance, 'error', { error: 'synthesis-failed' }), 0);
        return;
      }
      setTimeout(() => fire(utterance, 'start'), 0);
    }
    cancel() {
      const cancelled = current;
      current = null;
      control.paused = false;
      fire(cancelled, 'error', { error: 'interrupted' });
    }
    pause() {
      control.paused = true;
    }
    resume() {
      control.paused = false;
    }
  }

  Object.defineProperty(window, 'speechSynthesis', { value: new FakeSynthesis(), configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: () => {
        control.wakeLocks++;
        let released = false;
        return Promise.resolve({
          release: () => {
            if (!released) control.wakeLocks--;
            released = true;
            return Promise.resolve();
          },
        });
      },
    },
  });
  (window as unknown as { fakeSpeech: typeof control }).fakeSpeech = control;
}
