import { Pause, Play, Square, Volume2, VolumeX } from 'lucide-react';
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
  if (status === 'unavailable') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-lavender-200">
        <VolumeX className="size-5 shrink-0 text-lavender-300" aria-hidden="true" />
        {READ_ALOUD_UNAVAILABLE}
      </p>
    );
  }
  if (status === 'idle' || status === 'checking') {
    return (
      <Button variant="secondary" onClick={onPlay} disabled={status === 'checking'}>
        <Volume2 className="size-5" aria-hidden="true" />
        Read aloud
      </Button>
    );
  }
  return (
    <div role="group" aria-label="Reading aloud" className="flex items-center gap-2">
      {status === 'playing' ? (
        <Button variant="secondary" onClick={onPause}>
          <Pause className="size-5" aria-hidden="true" />
          Pause
        </Button>
      ) : (
        <Button variant="secondary" onClick={onResume}>
          <Play className="size-5" aria-hidden="true" />
          Resume
        </Button>
      )}
      <Button variant="secondary" onClick={onStop}>
        <Square className="size-4" aria-hidden="true" />
        Stop
      </Button>
    </div>
  );
}
