import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { drainConnections, registerLastAnswers } from './graceful-stop.js';

type Answer = { status: number; connection: string | undefined; reused: boolean } | { error: string };

function get(agent: http.Agent, port: number, path: string): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          reused: req.reusedSocket,
        }),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

async function server() {
  let stopping = false;
  let release: () => void = () => {};
  const app = Fastify();
  registerLastAnswers(app, () => stopping);
  app.get('/quick', async () => ({ ok: true }));
  // Answers when the test says so: a request in flight across the stop.
  app.get('/slow', () => new Promise((resolve) => (release = () => resolve({ ok: true }))));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, port, stop: () => (stopping = true), release: () => release() };
}

describe('a graceful stop', () => {
  it('says Connection: close on every answer once stopping, and not before', async () => {
    const { app, stop } = await server();
    expect((await app.inject('/quick')).headers.connection).not.toBe('close');
    stop();
    expect((await app.inject('/quick')).headers.connection).toBe('close');
    await app.close();
  });

  it('answers a request on an idle kept-alive connection and the one in flight, refuses new connections, then ends', async () => {
    const { app, port, stop, release } = await server();
    const idle = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const busy = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect(await get(idle, port, '/quick')).toMatchObject({ status: 200, reused: false });
    const inFlight = get(busy, port, '/slow');
    await new Promise<void>((resolve) => app.server.once('request', () => resolve()));

    stop();
    let drained = false;
    const draining = drainConnections(app.server, 60_000).then(() => (drained = true));
    // The idle connection is still there for one more request, answered with Connection: close.
    expect(await get(idle, port, '/quick')).toEqual({ status: 200, connection: 'close', reused: true });
    // A new connection is refused.
    expect(await get(new http.Agent(), port, '/quick')).toEqual({ error: 'ECONNREFUSED' });
    expect(drained).toBe(false);
    release();
    expect(await inFlight).toEqual({ status: 200, connection: 'close', reused: false });
    // Every connection closed after its last answer: the drain ends without waiting out the idle window.
    await draining;
    await app.close();
    idle.destroy();
    busy.destroy();
  });

  it('closes a connection nobody uses once the idle window has passed', async () => {
    const { app, port, stop } = await server();
    const idle = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await get(idle, port, '/quick');
    stop();
    // Resolves once the idle connection was closed (else it would wait for the 72 s keep-alive timeout).
    await drainConnections(app.server, 10);
    expect(app.server.listening).toBe(false);
    await app.close();
    idle.destroy();
  });
});
