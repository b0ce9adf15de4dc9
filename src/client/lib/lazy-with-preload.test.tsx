import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

function Greeting({ name }: { name: string }) {
  return <p>Goodnight, {name}</p>;
}

afterEach(cleanup);

describe('lazyWithPreload', () => {
  it('draws code loaded before the render at once, without its fallback', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const part = lazyWithPreload(load);
    expect(await part.preload()).toBe(Greeting);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <part.Component name="Mia" />
      </Suspense>,
    );
    // Synchronously, in the first commit: no fallback shown, so React holds nothing back afterwards.
    expect(screen.getByText('Goodnight, Mia')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends on code not loaded yet, and loads it once however often it is asked for', async () => {
    let resolve!: (module: { default: typeof Greeting }) => void;
    const load = vi.fn(() => new Promise<{ default: typeof Greeting }>((r) => (resolve = r)));
    const part = lazyWithPreload(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <part.Component name="Noah" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    void part.preload();
    await act(async () => resolve({ default: Greeting }));
    expect(await screen.findByText('Goodnight, Noah')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Greeting });
    const part = lazyWithPreload(load);
    await expect(part.preload()).rejects.toThrow('offline');
    expect(await part.preload()).toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
