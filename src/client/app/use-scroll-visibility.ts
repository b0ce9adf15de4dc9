import { useEffect, useState } from 'react';

/** docs/product.md §9: the bar hides after scrolling down past 100 px and shows again within 10 px of the top. */
export const HIDE_AFTER_PX = 100;
export const ALWAYS_SHOW_WITHIN_PX = 10;

/** Visible on scrolling up or near the top; hidden on scrolling down past HIDE_AFTER_PX. */
export function nextVisibility(visible: boolean, lastY: number, y: number): boolean {
  if (y <= ALWAYS_SHOW_WITHIN_PX) return true;
  if (y > lastY && y > HIDE_AFTER_PX) return false;
  if (y < lastY) return true;
  return visible;
}

export function useScrollVisibility(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    // Not read at mount: reading scrollY there forced a layout in the page's first task (~70 ms on
    // Lighthouse's slowed phone). A page starts at its top; a restored scroll settles at the next event.
    let lastY = 0;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        const previous = lastY;
        lastY = y;
        setVisible((v) => nextVisibility(v, previous, y));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return visible;
}
