/**
 * Component tests of forms: the app's providers around a part, and a fake server behind `fetch` that
 * records each request's method, path and JSON body. A reply can be held open, so that a test sees the
 * form while its request is on its way.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { resetToastsForTests, useToasts } from '../../components/ui/use-toast';

export interface Reply {
  status?: number;
  body?: unknown;
}
type Handler = (body: unknown) => Reply | Promise<Reply>;

export interface FakeApi {
  /** Every request, in order: 'POST /api/help' and its parsed body. */
  calls: { route: string; body: unknown }[];
  /** The bodies sent to one route. */
  bodies(route: string): unknown[];
}

/** Stubs `fetch`: each route ('POST /api/help') answers from its handler; any other answers 404. */
export function fakeApi(routes: Record<string, Handler | Reply>): FakeApi {
  const calls: FakeApi['calls'] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const route = `${init?.method ?? 'GET'} ${path}`;
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ route, body });
      const handler = routes[route];
      const reply = !handler
        ? { status: 404, body: { message: 'Not found' } }
        : typeof handler === 'function'
          ? await handler(body)
          : handler;
      return new Response(JSON.stringify(reply.body ?? {}), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { calls, bodies: (route) => calls.filter((c) => c.route === route).map((c) => c.body) };
}

/** A reply that waits for `release`: the form stays busy until then. */
export function heldReply(reply: Reply = {}) {
  let release!: () => void;
  const answered = new Promise<Reply>((resolve) => (release = () => resolve(reply)));
  return { handler: () => answered, release };
}

/** The toasts shown, as 'title: description' lines (toasts are outside the form, see use-toast.ts). */
function ToastLines() {
  return (
    <ul aria-label="Toasts">
      {useToasts().map((t) => (
        <li key={t.id}>{`${t.title}: ${t.description ?? ''}`}</li>
      ))}
    </ul>
  );
}

/** What the toasts say (found even while a modal dialog hides the rest of the page from the tree). */
/** Types `value` into the field labelled `label`, as a change event. */
export function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export function toastText(): string {
  return document.querySelector('[aria-label="Toasts"]')?.textContent ?? '';
}

/** Renders a part with a fresh query client (no retries) and a router at `path`. */
export function renderWithApp(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const location = memoryLocation({ path, record: true });
  const view = render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook}>
        {ui}
        <ToastLines />
      </Router>
    </QueryClientProvider>,
  );
  return { ...view, client, history: location.history };
}

/** For afterEach: unmounts, puts `fetch` back and forgets the toasts. */
export function cleanupApp() {
  cleanup();
  vi.unstubAllGlobals();
  resetToastsForTests();
}
