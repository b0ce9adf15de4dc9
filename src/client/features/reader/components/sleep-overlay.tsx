import { useEffect, useRef } from 'react';

/** The sleep timer ran out: the screen fades to black. A tap (or a key) brings the story back. */
export function SleepOverlay({ onWake }: { onWake: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus({ preventScroll: true });
  }, []);
  return (
    <button
      ref={button}
      type="button"
      data-sleep-overlay
      aria-label="The screen is asleep. Tap to wake it."
      onClick={onWake}
      className="sleep-overlay fixed inset-0 z-[80] cursor-default bg-black outline-none"
    />
  );
}
