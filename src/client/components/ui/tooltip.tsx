/**
 * A small tooltip: after 700 ms of hover or focus, at once if another closed less than 300 ms ago
 * (docs/product.md §9), above its trigger (below when there is no room), in a portal so scrolling lists do not clip
 * it. Written here rather than with Radix Tooltip to keep the positioning engine out of the first load.
 */
import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
} from 'react';
import { createPortal } from 'react-dom';

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

let lastClosedAt = -Infinity;
const GAP = 6;
const EDGE = 8;

export function Tooltip({
  content,
  children,
}: {
  content: string;
  /** One element; it gets aria-describedby while the tooltip shows. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}) {
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now();
      return false;
    });
    setPosition(null);
  }, []);

  const show = () => {
    clearTimeout(timer.current);
    const skip = performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    timer.current = setTimeout(() => setOpen(true), skip ? 0 : TOOLTIP_DELAY_MS);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey, true);
    window.addEventListener('scroll', hide, true);
    window.addEventListener('resize', hide);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      window.removeEventListener('scroll', hide, true);
      window.removeEventListener('resize', hide);
    };
  }, [open, hide]);

  useLayoutEffect(() => {
    if (!open || !anchor.current || !bubble.current) return;
    const target = anchor.current.getBoundingClientRect();
    const { width, height } = bubble.current.getBoundingClientRect();
    const left = Math.min(
      Math.max(EDGE, target.left + target.width / 2 - width / 2),
      window.innerWidth - EDGE - width,
    );
    const above = target.top - GAP - height;
    setPosition({ left, top: above >= EDGE ? above : target.bottom + GAP });
  }, [open]);

  return (
    <span
      ref={anchor}
      className="inline-flex"
      onPointerEnter={(e) => e.pointerType !== 'touch' && show()}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={show}
      onBlur={hide}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open &&
        createPortal(
          <div
            ref={bubble}
            id={id}
            role="tooltip"
            style={
              position
                ? { left: position.left, top: position.top }
                : { left: 0, top: 0, visibility: 'hidden' }
            }
            className="tooltip pointer-events-none fixed z-[70] max-w-64 rounded-xl border border-lavender-400/40 bg-night-800 px-3 py-2 text-sm text-mist-100 shadow-lg"
          >
            {content}
          </div>,
          document.body,
        )}
    </span>
  );
}
