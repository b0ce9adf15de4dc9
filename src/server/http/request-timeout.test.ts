/**
 * A stalled or trickled request is cut after REQUEST_TIMEOUT_SECONDS (issue 26: they held a socket for
 * over 150 s, and 908 of them took the server down at 1,024 descriptors). Needs a listening server: inject
 * has no socket to trickle on.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ env: { REQUEST_TIMEOUT_SECONDS: '1' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

/**
 * Opens a raw connection, sends `head`, then one byte of `trickle` a second; resolves with what the server
 * sent back once it closed the connection.
 */
function trickle(head: string, body: string): Promise<{ answer: string; bytesSent: number }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let bytesSent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (bytesSent < body.length && socket.writable) socket.write(body[bytesSent++]!);
      }, 1000);
    });
    socket.on('data', (d) => (answer += d.toString()));
    socket.on('error', () => {}); // a reset after the answer is the server's right
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, bytesSent });
    });
    socket.setTimeout(15_000, () => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`the server kept the trickled request open; got so far: ${answer}`));
    });
  });
}

describe('a request that does not arrive in time', () => {
  it('a body sent a byte a second is answered 408 and its connection closed', async () => {
    const body = JSON.stringify({ username: 'slow_parent', password: 'x'.repeat(60) });
    const { answer, bytesSent } = await trickle(
      'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(bytesSent).toBeLessThan(body.length);
    // The server still answers everyone else.
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
  }, 20_000);

  it('headers sent a byte a second are answered 408 too', async () => {
    const { answer } = await trickle(
      'GET /healthz HTTP/1.1\r\n',
      'Host: 127.0.0.1\r\nX-Slow: ' + 'a'.repeat(40),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 20_000);

  it('a connection that sends nothing at all is closed too', async () => {
    const { answer } = await trickle('', '');
    expect(answer).not.toMatch(/^HTTP\/1\.1 2/);
  }, 20_000);
});
