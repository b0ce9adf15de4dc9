/**
 * Recordings across instances (docs/product.md §14): two server processes sharing one PostgreSQL and one
 * S3-compatible store (s3rver in this process), as production runs them behind a load balancer. A page saved
 * through one plays through the other; an invitation made on one records through the other; the clean-up
 * runs on both at once; a story deleted through one leaves nothing in the bucket.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storyParagraphs } from '../../shared/story-text.js';
import { audioFixture } from '../test-support/recordings.js';
import { startTestS3, type TestS3 } from '../test-support/s3-server.js';
import { startServerProcess, type ServerProcess } from '../test-support/server-process.js';
import { describeWith } from '../test-support/services.js';
import { freshPostgresDatabase, postgresUrl, type FreshDatabase } from './support.js';

/** A browser for a real server: keeps its cookies, sends JSON or audio. */
class Visitor {
  readonly cookies = new Map<string, string>();
  constructor(public baseUrl: string) {}
  async send(method: string, path: string, body?: unknown, type?: string) {
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: BodyInit | undefined;
    if (Buffer.isBuffer(body)) {
      headers['content-type'] = type ?? 'audio/webm';
      payload = new Uint8Array(body);
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(new URL(path, this.baseUrl), { method, headers, body: payload });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      bytes,
      json: () => JSON.parse(bytes.toString()),
    };
  }
}

describeWith(postgresUrl, 'TEST_DATABASE_URL')(
  'recordings on two instances sharing PostgreSQL and S3 (needs TEST_DATABASE_URL)',
  { timeout: 180_000 },
  () => {
    let database: FreshDatabase;
    let s3: TestS3;
    let a: ServerProcess;
    let b: ServerProcess;

    beforeAll(async () => {
      database = await freshPostgresDatabase(postgresUrl!, 'voices');
      s3 = await startTestS3();
      const env = { DATABASE_URL: database.url, RATE_LIMIT_REGISTER_PER_HOUR: '1000', ...s3.env };
      [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      await Promise.all([a.ready(), b.ready()]);
    });
    afterAll(async () => {
      for (const server of [a, b]) {
        if (server && server.child.exitCode === null) {
          server.child.kill('SIGTERM');
          await server.exited;
        }
      }
      await s3?.stop();
      await database?.drop();
    });

    /** The plan a completed payment gives, written straight into the shared database. */
    async function grantStandard(userId: number) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await client.query(
          `INSERT INTO subscriptions (user_id, provider, plan_type) VALUES ($1, 'demo', 'STANDARD')`,
          [userId],
        );
      } finally {
        await client.end();
      }
    }

    it('a recording saved through one instance plays through the other, and an invitation made on one records on the other', async () => {
      const owner = new Visitor(a.url);
      const username = `voices_${Math.random().toString(36).slice(2, 8)}`;
      const user = await owner.send('POST', '/api/register', {
        username,
        password: 'correct horse battery',
        email: `${username}@example.com`,
      });
      expect(user.status).toBe(201);
      await grantStandard(user.json().id);
      const story = (
        await owner.send('POST', '/api/stories', {
          childName: 'Noor',
          animal: 'Owl',
          theme: 'Family',
          length: 'Short',
        })
      ).json();
      const pages = storyParagraphs(story.storyContent).length;

      // Started on A, recorded page by page alternating A and B, saved on B.
      const recording = (
        await owner.send('POST', `/api/stories/${story.id}/recordings`, { recorderName: 'Grandma' })
      ).json();
      for (let page = 0; page < pages; page++) {
        owner.baseUrl = page % 2 ? b.url : a.url;
        const res = await owner.send(
          'PUT',
          `/api/stories/${story.id}/recordings/${recording.id}/pages/${page}`,
          audioFixture('tone.webm'),
          'audio/webm;codecs=opus',
        );
        expect(res.status, res.bytes.toString()).toBe(200);
      }
      owner.baseUrl = b.url;
      expect(
        (
          await owner.send('PATCH', `/api/stories/${story.id}/recordings/${recording.id}`, {
            status: 'ready',
          })
        ).status,
      ).toBe(200);

      // Every page plays through either instance, byte for byte.
      for (const server of [a, b]) {
        owner.baseUrl = server.url;
        const list = (await owner.send('GET', `/api/stories/${story.id}/recordings`)).json();
        expect(list.recordings[0]).toMatchObject({ status: 'ready', recorderName: 'Grandma' });
        for (const page of list.recordings[0].pages) {
          const audio = await owner.send('GET', page.url);
          expect(audio.status).toBe(200);
          expect(audio.type).toBe('audio/webm;codecs=opus');
          expect(audio.bytes.equals(audioFixture('tone.webm'))).toBe(true);
        }
      }

      // An invitation made on A, opened and recorded on B, in Safari's MP4.
      owner.baseUrl = a.url;
      const invitation = (await owner.send('POST', `/api/stories/${story.id}/recording-invitations`)).json();
      const token = new URL(invitation.url).pathname.split('/')[2]!;
      const grandpa = new Visitor(b.url);
      expect((await grandpa.send('GET', `/api/recording-invitations/${token}`)).status).toBe(200);
      await grandpa.send('POST', `/api/recording-invitations/${token}/recording`, {
        recorderName: 'Grandpa',
      });
      for (let page = 0; page < pages; page++) {
        grandpa.baseUrl = page % 2 ? a.url : b.url;
        const res = await grandpa.send(
          'PUT',
          `/api/recording-invitations/${token}/pages/${page}`,
          audioFixture('tone-fragmented.m4a'),
          'audio/mp4',
        );
        expect(res.status, res.bytes.toString()).toBe(200);
      }
      expect((await grandpa.send('POST', `/api/recording-invitations/${token}/finish`)).status).toBe(200);
      owner.baseUrl = b.url;
      const both = (await owner.send('GET', `/api/stories/${story.id}/recordings`)).json().recordings;
      expect(
        both.map((r: { recorderName: string; status: string }) => `${r.recorderName} ${r.status}`).sort(),
      ).toEqual(['Grandma ready', 'Grandpa ready']);

      // Deleted through A: the bucket holds none of its audio for either instance.
      owner.baseUrl = a.url;
      expect((await owner.send('DELETE', `/api/stories/${story.id}`)).status).toBe(204);
      const { s3Store } = await import('../modules/recordings/store/s3-store.js');
      const store = s3Store({
        endpoint: s3.url,
        bucket: s3.bucket,
        region: 'us-east-1',
        forcePathStyle: true,
        accessKeyId: s3.env.S3_ACCESS_KEY_ID!,
        secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY!,
      });
      expect(await store.list('recordings/')).toEqual([]);
      store.close();
      owner.baseUrl = b.url;
      const audioUrl = both[0].pages[0].url;
      expect((await owner.send('GET', audioUrl)).status).toBe(404);
    });
  },
);
