/**
 * Recording a story page by page (docs/product.md §14): the page on screen, a level meter and the time, pause,
 * stop, listen back, redo, and each page saved as soon as it is recorded (a closed tab loses one page at
 * most). Save when every page is done. The owner and an invited reader use the same recorder; only where
 * the pages go differs (RecordingTarget). Loaded on demand: no other page carries it.
 */
import { Check, ChevronLeft, ChevronRight, Mic, Pause, Play, RotateCcw, Square, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PageLook } from '../../../../../shared/media';
import type { Recording } from '../../../../../shared/recording-contracts';
import { Button } from '../../../../components/ui/button';
import { ApiError } from '../../../../lib/api-client';
import { cn } from '../../../../lib/cn';
import type { RecordingTarget } from '../../api/recordings';
import { BOOK_PAGE_CLASSES, PagePicture, pageTextClasses } from '../book-page-parts';
import type { BookPage } from '../book-pages';
import { StoryParagraph } from '../story-paragraph';
import { useVoiceRecorder, type FinishedTake } from './use-voice-recorder';

type PageSave =
  { state: 'saving' } | { state: 'saved' } | { state: 'failed'; message: string; take: FinishedTake };

const clockText = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

const messageOf = (error: unknown) =>
  error instanceof ApiError
    ? error.serverMessage
    : "The page couldn't be sent. Check the connection, then try again.";

export default function StoryRecorder({
  pages,
  companion,
  childName,
  look,
  siblings,
  textClassName,
  recorderName,
  target,
  draft,
  onSaved,
  onClose,
}: {
  pages: readonly BookPage[];
  companion: string;
  childName: string;
  look: PageLook | null;
  siblings?: readonly { name: string; look: PageLook | null }[] | undefined;
  textClassName: string;
  recorderName: string;
  target: RecordingTarget;
  /** A recording begun earlier, to go on with; else a new one begins. */
  draft: Recording | null;
  onSaved: (recording: Recording) => void;
  onClose: () => void;
}) {
  const [recording, setRecording] = useState<Recording | null>(draft);
  const [startError, setStartError] = useState<string | null>(null);
  const done = useMemo(() => new Set(recording?.pages.map((p) => p.page) ?? []), [recording]);
  const [page, setPage] = useState(() => {
    const first = pages.findIndex((_, i) => !draft?.pages.some((p) => p.page === i));
    return first < 0 ? 0 : first;
  });
  const [saves, setSaves] = useState<Record<number, PageSave>>({});
  const [takes, setTakes] = useState<Record<number, string>>({});
  const [finishing, setFinishing] = useState(false);
  const [finishError, setFinishError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The recorder opens where its page begins, the story's header scrolled away.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
  }, []);

  // The recording begins (is named) at once; an earlier draft is named again if the reader changed.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (draft && draft.recorderName === recorderName) return;
    target.start(recorderName).then(setRecording, (error: unknown) => setStartError(messageOf(error)));
  }, [draft, recorderName, target]);

  // Local takes are heard back from memory; they go when the recorder does.
  const takesRef = useRef(takes);
  useEffect(() => {
    takesRef.current = takes;
  });
  useEffect(() => () => Object.values(takesRef.current).forEach((url) => URL.revokeObjectURL(url)), []);

  const upload = async (at: number, take: FinishedTake) => {
    if (!recording) return;
    setSaves((s) => ({ ...s, [at]: { state: 'saving' } }));
    try {
      setRecording(await target.uploadPage(recording.id, at, take.audio));
      setSaves((s) => ({ ...s, [at]: { state: 'saved' } }));
    } catch (error) {
      setSaves((s) => ({ ...s, [at]: { state: 'failed', message: messageOf(error), take } }));
    }
  };

  const pageRef = useRef(page);
  useEffect(() => {
    pageRef.current = page;
  });
  const recorder = useVoiceRecorder({
    onTake: (take) => {
      const at = pageRef.current;
      setTakes((t) => {
        if (t[at]) URL.revokeObjectURL(t[at]);
        return { ...t, [at]: URL.createObjectURL(take.audio) };
      });
      void upload(at, take);
    },
  });
  const live = recorder.state === 'recording' || recorder.state === 'paused';

  // Listening back: the take just made, else the page as it was saved.
  const player = useRef<HTMLAudioElement | null>(null);
  const [listening, setListening] = useState(false);
  const heardUrl = takes[page] ?? recording?.pages.find((p) => p.page === page)?.url ?? null;
  const listen = () => {
    if (!heardUrl) return;
    if (listening) {
      player.current?.pause();
      setListening(false);
      return;
    }
    const audio = player.current ?? new Audio();
    player.current = audio;
    audio.onended = () => setListening(false);
    audio.onerror = () => setListening(false);
    audio.src = heardUrl;
    setListening(true);
    void audio.play().catch(() => setListening(false));
  };
  useEffect(() => {
    player.current?.pause();
    setListening(false);
  }, [page]);
  useEffect(() => () => player.current?.pause(), []);

  const goTo = (next: number) => {
    if (live || next < 0 || next >= pages.length) return;
    setPage(next);
    heading.current?.focus({ preventScroll: true });
  };

  const save = pages.length > 0 && pages.every((_, i) => done.has(i));
  const finish = async () => {
    if (!recording) return;
    setFinishing(true);
    setFinishError(null);
    try {
      onSaved(await target.finish(recording.id));
    } catch (error) {
      setFinishError(messageOf(error));
      setFinishing(false);
    }
  };

  const current = pages[page];
  const pageSave = saves[page];
  if (!current) return null;

  if (recorder.state === 'unsupported' || recorder.state === 'blocked' || startError) {
    return (
      <section
        aria-label="Recording the story"
        className="mt-6 rounded-3xl border border-night-600/60 bg-night-900/90 p-6 text-center"
      >
        <p role="alert" className="text-lavender-200">
          {startError ??
            (recorder.state === 'blocked'
              ? "The microphone isn't available: allow this site to use it in the browser's settings, then try again."
              : "This browser can't record sound. Try a recent Chrome, Safari, Firefox or Edge.")}
        </p>
        <div className="mt-4 flex justify-center gap-3">
          {recorder.state === 'blocked' && <Button onClick={() => void recorder.start()}>Try again</Button>}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section aria-label="Recording the story" data-recorder className="mt-6 scroll-mt-4">
      <div className="flex items-center justify-between gap-3">
        <h2
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-4 text-lg font-semibold text-moon-300 outline-none"
        >
          Recording page {page + 1} of {pages.length}
        </h2>
        <p className="text-sm text-lavender-200">
          Read by <span className="font-semibold text-white">{recorderName}</span>
        </p>
      </div>

      <ol aria-label="Pages" className="mt-3 flex flex-wrap gap-1.5">
        {pages.map((_, i) => (
          <li key={i}>
            <button
              type="button"
              onClick={() => goTo(i)}
              disabled={live}
              aria-current={i === page ? 'step' : undefined}
              aria-label={`Page ${i + 1}${done.has(i) ? ', recorded' : ''}`}
              className={cn(
                'inline-flex size-9 items-center justify-center rounded-full border text-sm font-semibold [font-variant-numeric:tabular-nums] transition-colors disabled:cursor-not-allowed',
                i === page
                  ? 'border-moon-400 bg-moon-400 text-night-950'
                  : done.has(i)
                    ? 'border-emerald-300/60 bg-emerald-900/40 text-emerald-100'
                    : 'border-night-600 bg-night-900 text-lavender-200 hover:bg-night-700',
              )}
            >
              {done.has(i) && i !== page ? <Check className="size-4" aria-hidden="true" /> : i + 1}
            </button>
          </li>
        ))}
      </ol>

      <div className={cn(BOOK_PAGE_CLASSES, 'mt-4 select-text')}>
        <PagePicture
          setting={current.setting}
          companion={companion}
          childName={childName}
          look={look}
          siblings={siblings}
        />
        <div className={pageTextClasses(textClassName)}>
          <StoryParagraph sentences={current.sentences} reading={-1} />
        </div>
      </div>

      {/* The microphone: level, time, and the buttons for this page. */}
      <div className="sticky bottom-3 z-30 mt-4 rounded-3xl border border-night-600 bg-night-900/95 px-4 py-3 shadow-[0_12px_40px_-12px_rgb(0_0_0/0.9)]">
        <div className="flex items-center gap-3">
          <span
            className={cn(
              'size-3 shrink-0 rounded-full',
              recorder.state === 'recording' ? 'animate-pulse bg-rose-400' : 'bg-night-600',
            )}
            aria-hidden="true"
          />
          <div
            role="meter"
            aria-label="Microphone level"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={0}
            className="h-3 flex-1 overflow-hidden rounded-full bg-night-700"
          >
            <div
              ref={recorder.meter}
              data-level-meter
              className="h-full origin-left rounded-full bg-gradient-to-r from-emerald-300 via-moon-400 to-rose-400 transition-transform duration-75"
              style={{ transform: 'scaleX(0)' }}
            />
          </div>
          <p
            className="w-24 text-right text-sm font-semibold text-lavender-200 [font-variant-numeric:tabular-nums]"
            aria-live="off"
          >
            {clockText(recorder.elapsedMs)} / 5:00
          </p>
        </div>

        <p role="status" className="mt-1 min-h-5 text-sm text-lavender-200">
          {recorder.state === 'asking'
            ? 'Asking for the microphone...'
            : recorder.state === 'recording'
              ? 'Recording: read the page aloud.'
              : recorder.state === 'paused'
                ? 'Paused.'
                : pageSave?.state === 'saving'
                  ? 'Saving this page...'
                  : pageSave?.state === 'failed'
                    ? pageSave.message
                    : done.has(page)
                      ? 'Page saved.'
                      : 'Press Record, then read the page aloud.'}
        </p>

        <div className="mt-2 flex flex-wrap items-center gap-2">
          {recorder.state === 'recording' ? (
            <>
              <Button variant="secondary" onClick={recorder.pause}>
                <Pause className="size-5" aria-hidden="true" />
                Pause
              </Button>
              <Button onClick={recorder.stop}>
                <Square className="size-4" aria-hidden="true" />
                Stop
              </Button>
            </>
          ) : recorder.state === 'paused' ? (
            <>
              <Button variant="secondary" onClick={recorder.resume}>
                <Mic className="size-5" aria-hidden="true" />
                Resume
              </Button>
              <Button onClick={recorder.stop}>
                <Square className="size-4" aria-hidden="true" />
                Stop
              </Button>
            </>
          ) : (
            <>
              <Button
                onClick={() => void recorder.start()}
                disabled={!recording || recorder.state === 'asking' || pageSave?.state === 'saving'}
              >
                {done.has(page) ? (
                  <RotateCcw className="size-5" aria-hidden="true" />
                ) : (
                  <Mic className="size-5" aria-hidden="true" />
                )}
                {done.has(page) ? 'Redo this page' : 'Record'}
              </Button>
              {heardUrl && (
                <Button variant="secondary" onClick={listen}>
                  {listening ? (
                    <Pause className="size-5" aria-hidden="true" />
                  ) : (
                    <Play className="size-5" aria-hidden="true" />
                  )}
                  {listening ? 'Stop listening' : 'Listen back'}
                </Button>
              )}
              {pageSave?.state === 'failed' && (
                <Button variant="secondary" onClick={() => void upload(page, pageSave.take)}>
                  Try again
                </Button>
              )}
            </>
          )}
        </div>
      </div>

      <div className="mt-3 flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={() => goTo(page - 1)} disabled={live || page === 0}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous page
        </Button>
        {page < pages.length - 1 ? (
          <Button variant="ghost" size="sm" onClick={() => goTo(page + 1)} disabled={live}>
            Next page
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        ) : null}
      </div>

      <div className="mt-5 flex flex-col items-center gap-3 text-center">
        <p className="text-sm text-lavender-200">
          {done.size} of {pages.length} pages recorded
        </p>
        {finishError && (
          <p role="alert" className="text-sm text-rose-200">
            {finishError}
          </p>
        )}
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={() => void finish()} disabled={!save || live || finishing}>
            <Check className="size-5" aria-hidden="true" />
            {finishing ? 'Saving...' : 'Save recording'}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={live}>
            <X className="size-5" aria-hidden="true" />
            Close
          </Button>
        </div>
        {!save && (
          <p className="text-xs text-lavender-300">
            Every page is kept as you go: you can close and come back.
          </p>
        )}
      </div>
    </section>
  );
}
