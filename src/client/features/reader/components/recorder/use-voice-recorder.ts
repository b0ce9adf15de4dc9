/**
 * The microphone, for one page at a time (docs/product.md §14): MediaRecorder in the type every supported
 * browser can play back where the browser can record it (RECORDING_TYPE_PREFERENCE,
 * docs/decisions/019-recorded-voices.md), pause and resume, a level meter, and a stop at 5 minutes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { RECORDING_LIMITS, RECORDING_TYPE_PREFERENCE } from '../../../../../shared/recordings';

export type RecorderState = 'idle' | 'asking' | 'recording' | 'paused' | 'blocked' | 'unsupported';

/** The first type of the preference list this browser records, or '' for its own default. */
export function chooseRecordingType(
  isTypeSupported: (type: string) => boolean = (type) => MediaRecorder.isTypeSupported(type),
): string {
  return RECORDING_TYPE_PREFERENCE.find((type) => isTypeSupported(type)) ?? '';
}

export function canRecordHere(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder !== 'undefined' &&
    Boolean(navigator.mediaDevices?.getUserMedia)
  );
}

export interface FinishedTake {
  audio: Blob;
  durationMs: number;
}

/**
 * `meter` is drawn straight from the microphone on every frame (no re-render): give it an element whose
 * width shows the level. `onTake` gets each page's audio when recording stops.
 */
export function useVoiceRecorder({ onTake }: { onTake: (take: FinishedTake) => void }) {
  const [state, setState] = useState<RecorderState>(() => (canRecordHere() ? 'idle' : 'unsupported'));
  const [elapsedMs, setElapsedMs] = useState(0);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const audioContext = useRef<AudioContext | null>(null);
  const meter = useRef<HTMLDivElement | null>(null);
  const frame = useRef(0);
  // Time recorded so far: the running stretch's start, and what earlier stretches (before a pause) added.
  const clock = useRef({ since: 0, before: 0 });
  const latestOnTake = useRef(onTake);
  useEffect(() => {
    latestOnTake.current = onTake;
  });

  const elapsed = () =>
    clock.current.before + (clock.current.since ? performance.now() - clock.current.since : 0);

  const releaseMicrophone = useCallback(() => {
    cancelAnimationFrame(frame.current);
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    void audioContext.current?.close().catch(() => undefined);
    audioContext.current = null;
    if (meter.current) meter.current.style.transform = 'scaleX(0)';
  }, []);

  useEffect(
    () => () => {
      if (recorder.current && recorder.current.state !== 'inactive') {
        recorder.current.ondataavailable = null;
        recorder.current.onstop = null;
        recorder.current.stop();
      }
      releaseMicrophone();
    },
    [releaseMicrophone],
  );

  /** The level meter and the clock, every frame while the microphone is open. */
  const watch = useCallback((analyser: AnalyserNode) => {
    const samples = new Uint8Array(analyser.fftSize);
    const tick = () => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const s of samples) sum += ((s - 128) / 128) ** 2;
      const level = Math.min(1, Math.sqrt(sum / samples.length) * 4);
      const node = meter.current;
      if (node) {
        node.style.transform = `scaleX(${recorder.current?.state === 'recording' ? level : 0})`;
        node.parentElement?.setAttribute('aria-valuenow', String(Math.round(level * 100)));
      }
      const ms = elapsed();
      setElapsedMs(Math.floor(ms / 250) * 250);
      if (ms >= RECORDING_LIMITS.pageMaxMs && recorder.current?.state === 'recording')
        recorder.current.stop();
      frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
  }, []);

  const start = useCallback(async () => {
    if (!canRecordHere()) return setState('unsupported');
    setState('asking');
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      });
    } catch {
      return setState('blocked');
    }
    stream.current = media;
    const type = chooseRecordingType();
    const take = new MediaRecorder(media, type ? { mimeType: type } : {});
    const chunks: Blob[] = [];
    take.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    take.onstop = () => {
      const durationMs = elapsed();
      clock.current = { since: 0, before: 0 };
      releaseMicrophone();
      setState('idle');
      setElapsedMs(0);
      recorder.current = null;
      // The type the browser actually recorded (Safari: audio/mp4; Chrome: audio/webm;codecs=opus).
      const audio = new Blob(chunks, { type: take.mimeType || chunks[0]?.type || type });
      if (audio.size > 0) latestOnTake.current({ audio, durationMs });
    };
    recorder.current = take;
    try {
      const context = new AudioContext();
      audioContext.current = context;
      const analyser = context.createAnalyser();
      analyser.fftSize = 1024;
      context.createMediaStreamSource(media).connect(analyser);
      watch(analyser);
    } catch {
      // No meter: the recording itself still works.
    }
    clock.current = { since: performance.now(), before: 0 };
    // A chunk a second: a long page is not held as one piece, and little is lost if the tab is closed.
    take.start(1000);
    setState('recording');
  }, [releaseMicrophone, watch]);

  const pause = useCallback(() => {
    const take = recorder.current;
    if (take?.state !== 'recording') return;
    take.pause();
    clock.current = { since: 0, before: elapsed() };
    setState('paused');
  }, []);

  const resume = useCallback(() => {
    const take = recorder.current;
    if (take?.state !== 'paused') return;
    take.resume();
    clock.current = { ...clock.current, since: performance.now() };
    setState('recording');
  }, []);

  const stop = useCallback(() => {
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  }, []);

  return { state, elapsedMs, meter, start, pause, resume, stop };
}
