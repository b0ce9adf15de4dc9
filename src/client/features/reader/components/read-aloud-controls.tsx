import { Pause, Play, Square, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import type { ReadAloudStatus } from '../use-read-aloud';

/** The words shown where the browser cannot read aloud (no speech synthesis, or no voice). */
export const READ_ALOUD_UNAVAILABLE = "Reading aloud isn't available in this browser.";

export function ReadAloudControls({
  status,
  onPlay,
  onPause,
  onResume,
  onStop,
}: {
  status: ReadAloudStatus;
  onPlay: () => void;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
}) {
  // Play becomes Pause and Stop becomes Read aloud: the pressed button is replaced, so focus moves on to
  // the one that takes its place rather than falling to the page.
  const box = useRef<HTMLDivElement>(null);
  const main = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (hadFocus.current && (document.activeElement === document.body || !document.activeElement)) {
      main.current?.focus({ preventScroll: true });
    }
    hadFocus.current = false;
  }, [status]);
  const act = (action: () => void) => () => {
    hadFocus.current = box.current?.contains(document.activeElement) ?? false;
    action();
  };

  // While the browser lists its voices nothing is shown (its place is kept): a disabled button that then
  // turns into 'isn't available' only flickers.
  if (status === 'checking') return <span className="block h-11 w-36" aria-hidden="true" />;
  if (status === 'unavailable') {
    return (
      // As tall as the place kept while checking (and the buttons): the book under it does not move.
      <p role="status" className="flex min-h-11 items-center gap-2 text-sm text-lavender-200">
        <VolumeX className="size-5 shrink-0 text-lavender-300" aria-hidden="true" />
        {READ_ALOUD_UNAVAILABLE}
      </p>
    );
  }
  return (
    <div ref={box} role="group" aria-label="Reading aloud" className="flex items-center gap-2">
      {status === 'idle' ? (
        <Button ref={main} variant="secondary" onClick={act(onPlay)}>
          <Volume2 className="size-5" aria-hidden="true" />
          Read aloud
        </Button>
      ) : status === 'playing' ? (
        <Button ref={main} variant="secondary" onClick={act(onPause)}>
          <Pause className="size-5" aria-hidden="true" />
          Pause
        </Button>
      ) : (
        <Button ref={main} variant="secondary" onClick={act(onResume)}>
          <Play className="size-5" aria-hidden="true" />
          Resume
        </Button>
      )}
      {(status === 'playing' || status === 'paused') && (
        <Button variant="secondary" onClick={act(onStop)}>
          <Square className="size-4" aria-hidden="true" />
          Stop
        </Button>
      )}
    </div>
  );
}
