/**
 * The one place the client talks HTTP (docs/product.md §7, §8.1). Every call sends cookies; bodies are JSON.
 * A non-OK answer is an ApiError whose message is '{status}: {body text or status text}'.
 */
import { NEXT_CURSOR_HEADER } from '../../shared/routes';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    /** The raw body text (a JSON `{ message }` from our server), or the status text when it was empty. */
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
  }

  /** The server's own words: `message` of a JSON body, else the body text. */
  get serverMessage(): string {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message;
      }
    } catch {
      // not JSON: the text itself is the message
    }
    return this.body;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text().catch(() => '')) || response.statusText;
  throw new ApiError(response.status, text);
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Sends a request and answers the OK response; a body (if any) goes as JSON. */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody
      ? { 'Content-Type': 'application/json', Accept: 'application/json' }
      : { Accept: 'application/json' },
    ...(hasBody ? { body: JSON.stringify(body) } : {}),
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * Sends a request whose answer has nothing the caller needs. Its body is still read: a response left
 * unread holds its connection's data open until it is collected.
 */
export async function apiSend(method: HttpMethod, url: string, body?: unknown): Promise<void> {
  const response = await apiRequest(method, url, body);
  await response.text();
}

/** Sends a request and answers its JSON body. */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  return (await response.json()) as T;
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** GET as JSON; with `on401: 'returnNull'` a 401 answers null instead of an error (docs/product.md §7). */
export async function getJson<T>(url: string, options: { on401: 'returnNull' }): Promise<T | null>;
export async function getJson<T>(url: string, options?: { on401?: 'throw' }): Promise<T>;
export async function getJson<T>(
  url: string,
  options: { on401?: UnauthorizedBehavior } = {},
): Promise<T | null> {
  const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  if (options.on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** One page of a list: its items, and the cursor of the next page (null at the end). */
export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** GET one page of a list (`?limit=`, `cursor`); the next page's cursor comes in `X-Next-Cursor`. */
export async function getPage<T>(url: string, cursor: string | null): Promise<ListPage<T>> {
  const target = cursor ? `${url}${url.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : url;
  const response = await fetch(target, { credentials: 'include', headers: { Accept: 'application/json' } });
  await throwIfNotOk(response);
  return {
    items: (await response.json()) as T[],
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER),
  };
}

/** The message to show a person for a failed call: the server's words when it gave any. */
export function errorMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.serverMessage || undefined;
  if (error instanceof Error) return error.message || undefined;
  return undefined;
}

/**
 * True when the server could not be reached (network down, proxy or gateway errors): the 'Story Cloud
 * Sleeping' case rather than a refusal.
 */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 502 || error.status === 503 || error.status === 504;
  return error instanceof TypeError;
}
