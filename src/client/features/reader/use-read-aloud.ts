/**
 * Read aloud with the browser's own speech synthesis (docs/product.md, "The reader"): no network, no server.
 * The story is spoken a sentence at a time: each sentence's `end` lights and speaks the next, so the
 * highlight, the pages and a resume follow every voice, also those that send no `boundary` events.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { storySentences } from '../../../shared/story-text';

/** Slower than conversation: a bedtime pace (the 'Bedtime' speed, the default). */
export const READING_RATE = 0.85;
/** How long to wait for the browser to list its voices before saying it has none. */
export const VOICE_WAIT_MS = 2500;

export type ReadAloudStatus = 'checking' | 'unavailable' | 'idle' | 'playing' | 'paused';

export interface ReadingPosition {
  paragraph: number;
  sentence: number;
}

export interface VoiceOption {
  id: string;
  label: string;
  voice: SpeechSynthesisVoice;
}

function speechApi() {
  if (typeof window === 'undefined') return null;
  const synth = window.speechSynthesis as SpeechSynthesis | undefined;
  const Utterance = window.SpeechSynthesisUtterance as typeof SpeechSynthesisUtterance | undefined;
  return synth && Utterance ? { synth, Utterance } : null;
}

/** The voices worth offering: the English ones when there are any (the stories are in English), else all. */
export function voiceOptions(voices: readonly SpeechSynthesisVoice[]): VoiceOption[] {
  const english = voices.filter((v) => v.lang.toLowerCase().startsWith('en'));
  return (english.length > 0 ? english : voices).map((voice) => ({
    id: voice.voiceURI || voice.name,
    label: `${voice.name} (${voice.lang})`,
    voice,
  }));
}

/**
 * The remembered voice when it is still here; else one on the device (no network: a voice from the
 * browser's servers may also cut long paragraphs short), the browser's default first, then a British one
 * (the stories are in British English); else any, in the same order.
 */
export function pickVoice(options: readonly VoiceOption[], remembered: string | null): VoiceOption | null {
  const british = (o: VoiceOption) => o.voice.lang.toLowerCase().replace('_', '-') === 'en-gb';
  const local = options.filter((o) => o.voice.localService);
  const best = (list: readonly VoiceOption[]) =>
    list.find((o) => o.voice.default) ?? list.find(british) ?? list[0];
  return options.find((o) => o.id === remembered) ?? best(local) ?? best(options) ?? null;
}

export function useReadAloud({
  paragraphs,
  voiceId,
  rate = READING_RATE,
  onParagraphStart,
  onFinished,
}: {
  paragraphs: readonly string[];
  voiceId: string | null;
  /** The speech rate (the reader's chosen speed). */
  rate?: number;
  /** Called as each paragraph begins (book mode turns to its page). */
  onParagraphStart?: (paragraph: number) => void;
  /** Called when the last paragraph has been read (not when stopped). */
  onFinished?: () => void;
}) {
  const api = useMemo(speechApi, []);
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => api?.synth.getVoices() ?? []);
  const [waited, setWaited] = useState(false);
  const [failed, setFailed] = useState(false);
  const [playing, setPlaying] = useState<'playing' | 'paused' | null>(null);
  const [position, setPosition] = useState<ReadingPosition | null>(null);

  const sentences = useMemo(() => paragraphs.map(storySentences), [paragraphs]);
  const options = useMemo(() => voiceOptions(voices), [voices]);
  const selected = pickVoice(options, voiceId);

  // Each start or stop begins a new reading: events of an earlier one (a cancelled utterance still reports
  // its end) are ignored.
  const reading = useRef(0);
  // Chrome stops sending events for an utterance nobody holds on to.
  const current = useRef<SpeechSynthesisUtterance | null>(null);
  const latest = useRef({
    paragraphs,
    sentences,
    voice: selected?.voice ?? null,
    rate,
    onParagraphStart,
    onFinished,
  });
  useEffect(() => {
    latest.current = {
      paragraphs,
      sentences,
      voice: selected?.voice ?? null,
      rate,
      onParagraphStart,
      onFinished,
    };
  });

  useEffect(() => {
    if (!api) return;
    const update = () => setVoices(api.synth.getVoices());
    api.synth.addEventListener?.('voiceschanged', update);
    const timer = setTimeout(() => {
      update();
      setWaited(true);
    }, VOICE_WAIT_MS);
    return () => {
      api.synth.removeEventListener?.('voiceschanged', update);
      clearTimeout(timer);
    };
  }, [api]);

  // Leaving the page stops the voice.
  useEffect(
    () => () => {
      reading.current++;
      api?.synth.cancel();
    },
    [api],
  );

  // Where reading is, for pause and resume (state for rendering, a ref for the callbacks).
  const at = useRef<ReadingPosition | null>(null);
  const moveTo = useCallback((next: ReadingPosition | null) => {
    at.current = next;
    setPosition((shown) =>
      shown && next && shown.paragraph === next.paragraph && shown.sentence === next.sentence ? shown : next,
    );
  }, []);

  /**
   * Speaks one sentence, then the next, page after page. One utterance a sentence: the highlight, the page
   * and a resume follow the voice from its `end` events alone, which every voice sends (many send no
   * `boundary`: espeak-ng on Linux, many Android voices).
   */
  const speak = useCallback(
    (paragraph: number, sentence: number, id: number) => {
      if (!api) return;
      const { sentences: split, voice, rate } = latest.current;
      const text = split[paragraph]?.[sentence]?.text ?? '';
      const utterance = new api.Utterance(text);
      utterance.rate = rate;
      if (voice) {
        utterance.voice = voice;
        utterance.lang = voice.lang;
      }
      const live = () => reading.current === id;
      utterance.addEventListener('end', () => {
        if (!live()) return;
        const all = latest.current.sentences;
        if (sentence + 1 < (all[paragraph]?.length ?? 0)) {
          speak(paragraph, sentence + 1, id);
        } else if (paragraph + 1 < all.length) {
          speak(paragraph + 1, 0, id);
        } else {
          reading.current++;
          current.current = null;
          setPlaying(null);
          moveTo(null);
          latest.current.onFinished?.();
        }
      });
      utterance.addEventListener('error', (event) => {
        if (!live() || event.error === 'interrupted' || event.error === 'canceled') return;
        // No voice could speak (Chromium without a speech service says 'synthesis-failed').
        reading.current++;
        setPlaying(null);
        moveTo(null);
        setFailed(true);
      });
      current.current = utterance;
      const newPage = at.current?.paragraph !== paragraph || sentence === 0;
      moveTo({ paragraph, sentence });
      if (newPage) latest.current.onParagraphStart?.(paragraph);
      api.synth.speak(utterance);
    },
    [api, moveTo],
  );

  const play = useCallback(
    (fromParagraph = 0) => {
      if (!api) return;
      const id = ++reading.current;
      api.synth.cancel();
      setPlaying('playing');
      at.current = null;
      speak(Math.min(Math.max(fromParagraph, 0), latest.current.paragraphs.length - 1), 0, id);
    },
    [api, speak],
  );

  // Pausing cancels and resuming speaks again from the start of the sentence that was being read: the same
  // on every browser (Chrome on Android cannot resume a paused voice), and a child hears the sentence whole.
  const pause = useCallback(() => {
    reading.current++;
    current.current = null;
    api?.synth.cancel();
    setPlaying('paused');
  }, [api]);

  const resume = useCallback(() => {
    const from = at.current;
    if (!api || !from) return;
    const id = ++reading.current;
    api.synth.cancel();
    setPlaying('playing');
    speak(from.paragraph, from.sentence, id);
  }, [api, speak]);

  const stop = useCallback(() => {
    reading.current++;
    current.current = null;
    api?.synth.cancel();
    setPlaying(null);
    moveTo(null);
  }, [api, moveTo]);

  const status: ReadAloudStatus =
    !api || failed || (waited && options.length === 0)
      ? 'unavailable'
      : options.length === 0
        ? 'checking'
        : (playing ?? 'idle');

  return { status, position, voices: options, voice: selected, play, pause, resume, stop };
}
