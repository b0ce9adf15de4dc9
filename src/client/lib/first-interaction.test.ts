import { describe, expect, it, vi } from 'vitest';

describe('afterFirstInteraction', () => {
  it('waits for the first touch of the page, runs each waiting task once, then runs new ones at once', async () => {
    vi.resetModules();
    const { afterFirstInteraction } = await import('./first-interaction');
    const a = vi.fn();
    const b = vi.fn();
    const cancelled = vi.fn();
    afterFirstInteraction(a);
    afterFirstInteraction(b);
    afterFirstInteraction(cancelled)();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('load'));
    expect(a).not.toHaveBeenCalled();

    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(a).toHaveBeenCalledTimes(1);

    const later = vi.fn();
    afterFirstInteraction(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('counts a key or a touch too, but not a focus (pages move focus themselves)', async () => {
    vi.resetModules();
    const focused = vi.fn();
    (await import('./first-interaction')).afterFirstInteraction(focused);
    window.dispatchEvent(new FocusEvent('focusin'));
    expect(focused).not.toHaveBeenCalled();
    for (const event of [new KeyboardEvent('keydown', { key: 'Tab' }), new Event('touchstart')]) {
      vi.resetModules();
      const { afterFirstInteraction } = await import('./first-interaction');
      const run = vi.fn();
      afterFirstInteraction(run);
      window.dispatchEvent(event);
      expect(run, event.type).toHaveBeenCalledTimes(1);
    }
  });
});
