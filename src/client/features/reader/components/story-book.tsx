/**
 * The reader (docs/product.md, "The reader"): the story as a picture book or one scrolling page, read aloud
 * by the browser, with night controls. Loaded lazily by the story page, so the first load of every other page
 * does not carry it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { BookOpen, Mic, MoonStar, ScrollText } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Story } from '../../../../shared/api-contracts';
import type { Recording } from '../../../../shared/recording-contracts';
import { pageScenePicture, pageSetting } from '../../../../shared/media';
import { storyParagraphs, storySentences } from '../../../../shared/story-text';
import { cn } from '../../../lib/cn';
import { SPEECH_RATES, useReaderPreferences, type ReaderMode } from '../reader-preferences';
import { ownerTarget, recordingsQueryKey, useStoryRecordings } from '../api/recordings';
import { useReadAloud } from '../use-read-aloud';
import { useRecordingPlayback } from '../use-recording-playback';
import { useCountdown, useSleepTimer } from '../use-sleep-timer';
import { useWakeLock } from '../use-wake-lock';
import '../reader.css';
import { TEXT_CLASSES } from './book-page-parts';
import { BookPages, type BookPage } from './book-pages';
import { ListenControls } from './listen-controls';
import { NightControls } from './night-controls';
import { ReadAloudControls } from './read-aloud-controls';
import { ScrollPages } from './scroll-pages';
import { SleepOverlay } from './sleep-overlay';

// The owner's voices panel and the recorder load when asked for (docs/product.md §14): most readers never do.
const VoicesPanel = lazy(() => import('./voices-panel'));
const StoryRecorder = lazy(() => import('./recorder/story-recorder'));

/** With the timer at 'the end of the story', how long the last page stays lit when nobody reads aloud. */
export const END_OF_STORY_DWELL_MS = 60_000;

export default function StoryBook({ story }: { story: Story }) {
  const [preferences, setPreferences] = useReaderPreferences();
  const [page, setPage] = useState(0);
  const [nightOpen, setNightOpen] = useState(false);
  const [voicesOpen, setVoicesOpen] = useState(false);
  const [recorder, setRecorder] = useState<{ name: string; draft: Recording | null } | null>(null);
  const [listeningTo, setListeningTo] = useState<Recording | null>(null);
  const voicesId = useId();
  const queryClient = useQueryClient();
  const [endInView, setEndInView] = useState(false);
  const nightId = useId();
  const ending = useRef<HTMLDivElement>(null);
  const nightButton = useRef<HTMLButtonElement>(null);

  const paragraphs = useMemo(() => storyParagraphs(story.storyContent), [story.storyContent]);
  const pages = useMemo<BookPage[]>(
    () =>
      paragraphs.map((paragraph, index) => ({
        sentences: storySentences(paragraph),
        setting: pageSetting(story, index),
        picture: pageScenePicture(story, index),
      })),
    [paragraphs, story],
  );

  const sleep = useSleepTimer();
  const countdown = useCountdown(sleep.endsAt);
  const readAloud = useReadAloud({
    paragraphs,
    voiceId: preferences.voice,
    rate: SPEECH_RATES[preferences.speed],
    // In book mode the pages turn by themselves as reading moves on.
    onParagraphStart: setPage,
    onFinished: sleep.storyEnded,
  });
  // A loved one's voice: the saved recordings this reader may hear, played page by page.
  const recordings = useStoryRecordings(story.id);
  const playable = useMemo(
    () => (recordings.data?.recordings ?? []).filter((r) => r.status === 'ready' && r.pages.length > 0),
    [recordings.data],
  );
  const playback = useRecordingPlayback({
    recording: listeningTo,
    onPageStart: setPage,
    onFinished: sleep.storyEnded,
  });
  const listening = playback.status !== 'idle';
  const reading = readAloud.status === 'playing' || readAloud.status === 'paused' || listening;
  useWakeLock(
    readAloud.status === 'playing' || playback.status === 'playing' || playback.status === 'loading',
  );

  const { stop } = readAloud;
  const stopListening = playback.stop;
  useEffect(() => {
    if (!sleep.asleep) return;
    stop();
    stopListening();
  }, [sleep.asleep, stop, stopListening]);
  const listen = (recording: Recording) => {
    readAloud.stop();
    setListeningTo(recording);
    playback.play(preferences.mode === 'book' ? page : 0, recording);
  };

  // Candle light warms the whole screen, not only the page.
  useEffect(() => {
    if (!preferences.candle) return;
    document.documentElement.dataset.palette = 'candle';
    return () => {
      delete document.documentElement.dataset.palette;
    };
  }, [preferences.candle]);

  // 'At the end of the story' without reading aloud: once the ending has been on screen a while.
  const mode = preferences.mode;
  useEffect(() => {
    const node = ending.current;
    if (!node || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(([entry]) => setEndInView(Boolean(entry?.isIntersecting)));
    observer.observe(node);
    return () => observer.disconnect();
  }, [mode, page]);
  const { storyEnded } = sleep;
  const atEnd = endInView && (mode === 'scroll' || page === pages.length - 1);
  useEffect(() => {
    if (!atEnd || reading || sleep.choice !== 'end') return;
    const timer = setTimeout(storyEnded, END_OF_STORY_DWELL_MS);
    return () => clearTimeout(timer);
  }, [atEnd, reading, sleep.choice, storyEnded]);

  const turnTo = (next: number) => {
    setPage(next);
    if (listening) playback.play(next);
    else if (reading) readAloud.play(next);
  };
  const setMode = (next: ReaderMode) => setPreferences({ mode: next });
  // Awake again: focus goes back where the timer is set (the overlay that held it is gone).
  const wake = () => {
    sleep.wake();
    requestAnimationFrame(() =>
      (document.getElementById(`${nightId}-sleep`) ?? nightButton.current)?.focus({ preventScroll: true }),
    );
  };

  const textClassName = TEXT_CLASSES[preferences.textSize];
  const theEnd = (
    // data-in-view: the ending has been seen, so 'At the end of the story' is counting (tests wait for it).
    <div ref={ending} data-story-end data-in-view={endInView || undefined} className="mt-10 text-center">
      <p className="text-2xl text-moon-400" aria-hidden="true">
        ✦ ✦ ✦
      </p>
      <p className="font-story text-lg text-lavender-200 italic">The End. Sweet dreams.</p>
    </div>
  );

  if (recorder) {
    return (
      <div data-reader-mode="record" data-text-size={preferences.textSize}>
        <Suspense fallback={<p className="mt-6 text-center text-lavender-200">Opening the recorder...</p>}>
          <StoryRecorder
            pages={pages}
            companion={story.animal}
            childName={story.childName}
            look={story.childLook}
            siblings={story.siblings}
            textClassName={textClassName}
            recorderName={recorder.name}
            target={ownerTarget(story.id)}
            draft={recorder.draft}
            onSaved={() => {
              setRecorder(null);
              void queryClient.invalidateQueries({ queryKey: recordingsQueryKey(story.id) });
            }}
            onClose={() => {
              setRecorder(null);
              void queryClient.invalidateQueries({ queryKey: recordingsQueryKey(story.id) });
            }}
          />
        </Suspense>
      </div>
    );
  }

  return (
    <div data-reader-mode={mode} data-text-size={preferences.textSize}>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3 sm:mt-8">
        {/* Two rows on a phone (how to read, then read aloud), one on a wider screen. */}
        <div className="flex items-center gap-3">
          <div
            role="group"
            aria-label="Reading mode"
            className="inline-flex rounded-full border border-night-600 bg-night-900/80 p-1"
          >
            <ModeButton pressed={mode === 'book'} onClick={() => setMode('book')}>
              <BookOpen className="size-5" aria-hidden="true" />
              Book
            </ModeButton>
            <ModeButton pressed={mode === 'scroll'} onClick={() => setMode('scroll')}>
              <ScrollText className="size-5" aria-hidden="true" />
              Scroll
            </ModeButton>
          </div>
          <button
            ref={nightButton}
            type="button"
            aria-label="Night controls"
            aria-expanded={nightOpen}
            aria-controls={nightId}
            onClick={() => setNightOpen((open) => !open)}
            className={cn(
              'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 font-semibold transition-colors',
              nightOpen
                ? 'border-moon-400/70 bg-night-700 text-moon-300'
                : 'border-lavender-300/50 bg-night-800/70 text-lavender-200 hover:bg-night-700 hover:text-white',
            )}
          >
            <MoonStar className="size-5" aria-hidden="true" />
            Night
          </button>
          {/* The sleep timer runs on once the panel is closed: a small sign that it does. */}
          {!nightOpen && sleep.choice !== 'off' && (
            <span
              data-testid="sleep-countdown"
              className="inline-flex min-h-9 items-center rounded-full border border-night-600 px-3 text-sm text-lavender-200"
            >
              {countdown === null ? 'Sleep at the end' : `Sleep in ${countdown}`}
            </span>
          )}
        </div>
        {story.isOwner && !reading && (
          <button
            type="button"
            aria-expanded={voicesOpen}
            aria-controls={voicesId}
            onClick={() => setVoicesOpen((open) => !open)}
            className={cn(
              'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 font-semibold transition-colors',
              voicesOpen
                ? 'border-moon-400/70 bg-night-700 text-moon-300'
                : 'border-lavender-300/50 bg-night-800/70 text-lavender-200 hover:bg-night-700 hover:text-white',
            )}
          >
            <Mic className="size-5" aria-hidden="true" />
            Record this story
          </button>
        )}
        {/* While reading aloud the controls float at the bottom of the screen, in reach as the text
            scrolls and the pages turn; their place in the toolbar is kept so nothing jumps. */}
        {reading && <div className="h-11 w-40" aria-hidden="true" />}
        <div
          className={cn(
            reading &&
              'fixed inset-x-0 bottom-4 z-40 flex justify-center px-4 pb-[env(safe-area-inset-bottom)]',
            // Above the page-turn buttons, which stay at the bottom of a phone's screen (reader.css).
            reading && mode === 'book' && 'reading-bar-over-pages',
          )}
        >
          <div
            className={cn(
              reading &&
                'rounded-full border border-night-600 bg-night-900/95 p-1.5 shadow-[0_12px_40px_-12px_rgb(0_0_0/0.9)]',
            )}
          >
            {!listening && (
              <ReadAloudControls
                status={readAloud.status}
                onPlay={() => {
                  playback.stop();
                  readAloud.play(mode === 'book' ? page : 0);
                }}
                onPause={readAloud.pause}
                onResume={readAloud.resume}
                onStop={readAloud.stop}
              />
            )}
            {listening && (
              <ListenControls
                recordings={playable}
                playing={listeningTo}
                status={playback.status}
                error={playback.error}
                onListen={listen}
                onPause={playback.pause}
                onResume={playback.resume}
                onStop={playback.stop}
              />
            )}
          </div>
        </div>
      </div>

      {!reading && playable.length > 0 && (
        <div className="mt-3 flex justify-center">
          <ListenControls
            recordings={playable}
            playing={null}
            status="idle"
            error={playback.error}
            onListen={listen}
            onPause={playback.pause}
            onResume={playback.resume}
            onStop={playback.stop}
          />
        </div>
      )}

      {voicesOpen && story.isOwner && !reading && (
        <Suspense fallback={null}>
          <VoicesPanel
            id={voicesId}
            story={story}
            pageCount={pages.length}
            recordings={recordings.data}
            onRecord={(name, draft) => {
              setVoicesOpen(false);
              setRecorder({ name, draft });
            }}
          />
        </Suspense>
      )}

      {nightOpen && (
        <NightControls
          id={nightId}
          preferences={preferences}
          onChange={setPreferences}
          sleepChoice={sleep.choice}
          onSleepChoice={sleep.setChoice}
          voices={readAloud.voices}
          voiceId={readAloud.voice?.id ?? null}
        />
      )}

      {mode === 'book' ? (
        <BookPages
          pages={pages}
          page={page}
          onTurn={turnTo}
          companion={story.animal}
          childName={story.childName}
          look={story.childLook}
          siblings={story.siblings}
          reading={!listening && readAloud.position?.paragraph === page ? readAloud.position.sentence : -1}
          textClassName={textClassName}
          ending={theEnd}
        />
      ) : (
        <ScrollPages
          pages={pages}
          startAt={page}
          position={readAloud.position}
          textClassName={textClassName}
          ending={theEnd}
          companion={story.animal}
          childName={story.childName}
          look={story.childLook}
          siblings={story.siblings}
        />
      )}

      {/* Room below the last lines while the controls float over the bottom of the screen. */}
      {reading && <div className="h-28" aria-hidden="true" />}
      {preferences.dimmer > 0 && (
        <div
          data-reader-dimmer
          aria-hidden="true"
          className="pointer-events-none fixed inset-0 z-[45] bg-black"
          style={{ opacity: preferences.dimmer / 100 }}
        />
      )}
      {sleep.asleep && <SleepOverlay onWake={wake} />}
    </div>
  );
}

function ModeButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-10 items-center gap-2 rounded-full px-3.5 font-semibold transition-colors',
        pressed ? 'bg-moon-400 text-night-950' : 'text-lavender-200 hover:bg-night-700 hover:text-white',
      )}
    >
      {children}
    </button>
  );
}
