/**
 * Recordings in API tests: real audio files (fixtures made with ffmpeg: 2 seconds of a 440 Hz tone in each
 * container MediaRecorder writes, and 305 seconds of silence), and page uploads as a browser sends them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { App } from '../app.js';
import type { Browser } from './browser.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../modules/recordings/fixtures');

/** tone.webm, tone-live.webm (no Duration, as Chrome writes), tone.ogg, tone.m4a, tone-fragmented.m4a, long.webm */
export function audioFixture(name: string): Buffer {
  return fs.readFileSync(path.join(FIXTURES, name));
}

/** A WebM of the tone grown to `bytes` by an EBML Void element (still valid, still 2 seconds). */
export function paddedWebm(bytes: number): Buffer {
  const tone = audioFixture('tone.webm');
  const padding = bytes - tone.length - 9;
  const header = Buffer.alloc(9);
  header[0] = 0xec; // Void
  header[1] = 0x01; // an 8-byte size
  header.writeUIntBE(padding, 3, 6);
  return Buffer.concat([tone, header, Buffer.alloc(padding)]);
}

/** PUT (or GET, DELETE) with a browser's cookies and a raw body. */
export async function sendAudio(
  app: App,
  browser: Browser | null,
  method: 'PUT' | 'GET',
  url: string,
  body?: Buffer,
  type = 'audio/webm;codecs=opus',
  headers: Record<string, string> = {},
) {
  const cookie = browser
    ? [...browser.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ')
    : '';
  return app.inject({
    method,
    url,
    headers: {
      ...(body ? { 'content-type': type } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    ...(body ? { payload: body } : {}),
  });
}
