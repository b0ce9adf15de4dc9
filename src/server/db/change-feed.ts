/**
 * Tells every instance that something it may remember has changed (docs/security.md, several instances):
 * a session ended, a story's sharing changed. Each instance keeps short-lived memories of live sessions
 * and shared stories to spare the database; a change published here reaches the others through
 * PostgreSQL's LISTEN/NOTIFY within a few milliseconds, instead of when their memory runs out.
 *
 * On the embedded database there is one process, so the feed is local. On PostgreSQL, while the listening
 * connection is down, nothing can be heard: subscribers are told to forget everything ('*') when it is
 * back, so a change made meanwhile is never remembered past the outage.
 */
import type { Client, Pool } from 'pg';

export type ChangeListener = (topic: string) => void;

export interface ChangeFeed {
  /** Tells this instance at once, and the others as soon as the database delivers it. */
  publish(topic: string): Promise<void>;
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

/** The topic that means "forget everything you remember". */
export const EVERYTHING = '*';

const CHANNEL = 'bedtime_changes';

class Listeners {
  private readonly all = new Set<ChangeListener>();
  add(listener: ChangeListener): () => void {
    this.all.add(listener);
    return () => this.all.delete(listener);
  }
  tell(topic: string): void {
    for (const listener of this.all) listener(topic);
  }
}

export function localChangeFeed(): ChangeFeed {
  const listeners = new Listeners();
  return {
    async publish(topic) {
      listeners.tell(topic);
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {},
  };
}

export async function postgresChangeFeed(
  databaseUrl: string,
  pool: Pool,
  options: { retryMs?: number; onError?: (error: unknown) => void } = {},
): Promise<ChangeFeed> {
  const listeners = new Listeners();
  const retryMs = options.retryMs ?? 1_000;
  let client: Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  // Loaded here, not at start-up: a server on the embedded database never needs the PostgreSQL driver.
  const { default: pg } = await import('pg');

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) listeners.tell(message.payload);
    });
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = null;
      if (error) options.onError?.(error);
      next.removeAllListeners('error');
      next.on('error', () => {});
      void next.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void reconnect(), retryMs);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      // Not listening yet, so `lost` leaves it alone: end it here (its 'error' listener stays).
      void next.end().catch(() => {});
      throw error;
    }
    client = next;
  }

  async function reconnect(): Promise<void> {
    try {
      await connect();
      // Changes published while we could not hear them: forget everything remembered.
      listeners.tell(EVERYTHING);
    } catch (error) {
      options.onError?.(error);
      if (!closed) retry = setTimeout(() => void reconnect(), retryMs);
    }
  }

  await connect();
  return {
    async publish(topic) {
      listeners.tell(topic);
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, topic]);
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
