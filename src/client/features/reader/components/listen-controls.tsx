import { Headphones, Pause, Play, Square } from 'lucide-react';
import type { Recording } from '../../../../shared/recording-contracts';
import { Button } from '../../../components/ui/button';
import type { PlaybackStatus } from '../use-recording-playback';

/**
 * 'Listen to {recorder name}' for each saved recording the reader may hear (docs/product.md §14); while one
 * plays, pause, resume and stop, like reading aloud.
 */
export function ListenControls({
  recordings,
  playing,
  status,
  error,
  onListen,
  onPause,
  onResume,
  onStop,
}: {
  recordings: readonly Recording[];
  /** The recording being played, when one is. */
  playing: Recording | null;
  status: PlaybackStatus;
  error: string | null;
  onListen: (recording: Recording) => void;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
}) {
  if (recordings.length === 0) return null;
  if (playing && status !== 'idle') {
    return (
      <div
        role="group"
        aria-label={`Listening to ${playing.recorderName}`}
        className="flex items-center gap-2"
      >
        <span className="flex max-w-32 items-center gap-1.5 pl-2 text-sm font-semibold text-moon-300">
          <Headphones className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{playing.recorderName}</span>
        </span>
        {status === 'paused' ? (
          <Button variant="secondary" onClick={onResume}>
            <Play className="size-5" aria-hidden="true" />
            Resume
          </Button>
        ) : (
          <Button variant="secondary" onClick={onPause}>
            <Pause className="size-5" aria-hidden="true" />
            Pause
          </Button>
        )}
        <Button variant="secondary" onClick={onStop}>
          <Square className="size-4" aria-hidden="true" />
          Stop
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-2">
      <div role="group" aria-label="Recorded voices" className="flex flex-wrap justify-center gap-2">
        {recordings.map((recording) => (
          <Button key={recording.id} variant="secondary" onClick={() => onListen(recording)}>
            <Headphones className="size-5" aria-hidden="true" />
            Listen to {recording.recorderName}
          </Button>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-rose-200">
          {error}
        </p>
      )}
    </div>
  );
}
