/**
 * Playing a recording (docs/product.md §14): page by page, each page's audio fetched whole (so the service
 * worker keeps it for offline, and no browser needs byte ranges) and the next one fetched while this one
 * plays; the book turns to each page as it begins. Pause and resume keep the place within the page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Recording } from '../../../shared/recording-contracts';

export type PlaybackStatus = 'idle' | 'loading' | 'playing' | 'paused';

/** Whether this browser plays the type a page was recorded in (a recording from another browser may not). */
export function canPlay(mimeType: string): boolean {
  if (typeof document === 'undefined') return false;
  const probe = document.createElement('audio');
  return probe.canPlayType(mimeType) !== '' || probe.canPlayType(mimeType.split(';')[0]!) !== '';
}

/** A tenth of a second of silence (8 kHz, 8-bit WAV): what the tap that starts playing plays. */
const SILENCE = (() => {
  const samples = 800;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) =>
    [...value].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 8000, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  bytes.fill(128, 44);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `data:audio/wav;base64,${btoa(binary)}`;
})();

export const CANNOT_PLAY_HERE =
  "This recording was made in a browser whose sound this one can't play. Try it in another browser.";
export const COULD_NOT_LOAD = "The recording couldn't be loaded. Check the connection, then try again.";

export function useRecordingPlayback({
  recording,
  onPageStart,
  onFinished,
}: {
  recording: Recording | null;
  onPageStart?: (page: number) => void;
  /** When the last page has played (not when stopped). */
  onFinished?: () => void;
}) {
  const [status, setStatus] = useState<PlaybackStatus>('idle');
  const [page, setPage] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const blobs = useRef(new Map<string, Promise<string>>());
  // Each play or stop begins a new run: what an earlier one was still loading is ignored.
  const run = useRef(0);
  const latest = useRef({ recording, onPageStart, onFinished });
  useEffect(() => {
    latest.current = { recording, onPageStart, onFinished };
  });

  const fetchPage = useCallback((url: string) => {
    let pending = blobs.current.get(url);
    if (!pending) {
      pending = fetch(url, { credentials: 'include' }).then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        return URL.createObjectURL(await response.blob());
      });
      pending.catch(() => blobs.current.delete(url));
      blobs.current.set(url, pending);
    }
    return pending;
  }, []);

  useEffect(() => {
    const kept = blobs.current;
    const runs = run;
    const element = audio;
    return () => {
      // Leaving the page: whatever was loading is ignored, and the sound stops.
      runs.current++;
      element.current?.pause();
      for (const pending of kept.values())
        void pending.then(
          (url) => URL.revokeObjectURL(url),
          () => undefined,
        );
      kept.clear();
    };
  }, []);

  const playPage = useCallback(
    async (index: number, id: number) => {
      const pages = latest.current.recording?.pages ?? [];
      const entry = pages.find((p) => p.page === index);
      if (!entry) {
        // No audio for this page (never, for a saved recording): the story has ended.
        run.current++;
        setStatus('idle');
        setPage(null);
        latest.current.onFinished?.();
        return;
      }
      const element = audio.current!;
      setPage(index);
      latest.current.onPageStart?.(index);
      setStatus('loading');
      let source: string;
      try {
        source = await fetchPage(entry.url);
      } catch {
        if (run.current !== id) return;
        setStatus('idle');
        setPage(null);
        setError(COULD_NOT_LOAD);
        return;
      }
      if (run.current !== id) return;
      element.onended = () => {
        if (run.current !== id) return;
        const next = pages.find((p) => p.page > index);
        if (next) void playPage(next.page, id);
        else {
          run.current++;
          setStatus('idle');
          setPage(null);
          latest.current.onFinished?.();
        }
      };
      element.src = source;
      try {
        await element.play();
      } catch {
        if (run.current !== id) return;
        setStatus('idle');
        setError(COULD_NOT_LOAD);
        return;
      }
      if (run.current !== id) return;
      setStatus('playing');
      // The next page is on its way while this one plays.
      const following = pages.find((p) => p.page > index);
      if (following) void fetchPage(following.url).catch(() => undefined);
    },
    [fetchPage],
  );

  /** Plays from a page on; `recording` when it was chosen in this very tap (the state follows). */
  const play = useCallback(
    (fromPage = 0, chosen?: Recording) => {
      if (chosen) latest.current = { ...latest.current, recording: chosen };
      const current = latest.current.recording;
      if (!current || current.pages.length === 0) return;
      if (!canPlay(current.pages[0]!.mimeType)) {
        setError(CANNOT_PLAY_HERE);
        return;
      }
      setError(null);
      // Phones let a page play sound only from a person's tap: the element is made and started (on a moment
      // of silence) in the tap itself, so it may go on to play each page after it.
      audio.current ??= new Audio();
      audio.current.onended = null;
      audio.current.src = SILENCE;
      void audio.current.play().catch(() => undefined);
      const id = ++run.current;
      const start = current.pages.find((p) => p.page >= fromPage) ?? current.pages[0]!;
      void playPage(start.page, id);
    },
    [playPage],
  );

  const pause = useCallback(() => {
    audio.current?.pause();
    setStatus((s) => (s === 'playing' || s === 'loading' ? 'paused' : s));
  }, []);

  const resume = useCallback(() => {
    const element = audio.current;
    if (!element) return;
    void element.play().then(
      () => setStatus('playing'),
      () => setError(COULD_NOT_LOAD),
    );
  }, []);

  const stop = useCallback(() => {
    run.current++;
    audio.current?.pause();
    setStatus('idle');
    setPage(null);
  }, []);

  return { status, page, error, play, pause, resume, stop };
}
