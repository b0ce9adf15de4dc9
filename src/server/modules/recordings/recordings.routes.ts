import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_RECORDINGS_EXPORT_URL,
  AUDIO_CONTAINERS,
  RECORDING_LIMITS,
  type AudioContainer,
} from '../../../shared/recordings.js';
import {
  invitationListResponse,
  invitationResponse,
  invitedStoryResponse,
  recordingPatchRequest,
  recordingResponse,
  startRecordingRequest,
  storyRecordingsResponse,
} from '../../../shared/recording-contracts.js';
import { HttpError } from '../../http/errors.js';
import { matchesEtag } from '../../http/conditional-get.js';
import type { PageAudio, RecordingsService } from './recordings.service.js';
import { ZIP_MAX_BYTES, ZipWriter } from './zip-writer.js';

// Any text: an id that is not one answers 404 like an unknown one.
const story = z.object({ id: z.string() });
const recording = story.extend({ recordingId: z.string() });
const recordingPage = recording.extend({ page: z.string() });
const invitation = story.extend({ invitationId: z.string() });
const token = z.object({ token: z.string() });
const tokenPage = token.extend({ page: z.string() });

/**
 * Page uploads are the one place a mutation carries audio rather than JSON (http/request-guards.ts lets
 * `audio/*` through to these paths only; a form cannot send it cross-site without the browser asking first).
 */
export const AUDIO_UPLOAD_PATHS =
  /^\/api\/(stories\/[^/]+\/recordings\/[^/]+|recording-invitations\/[^/]+)\/pages\/[^/]+$/;

/**
 * One page's audio: its recorded type, kept by no HTTP cache (`no-store`: a loved one's voice is not left on a
 * device after logout, and a recording withdrawn from a shared link stops playing there at once), and byte
 * ranges, which Safari asks for before it plays anything.
 */
function sendAudio(request: FastifyRequest, reply: FastifyReply, audio: PageAudio) {
  reply
    .header('Cache-Control', 'no-store')
    .header('ETag', audio.etag)
    .header('Accept-Ranges', 'bytes')
    .header('Content-Disposition', 'inline');
  if (matchesEtag(request.headers['if-none-match'], [audio.etag])) return reply.status(304).send();
  reply.type(audio.mimeType);
  const size = audio.body.length;
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(request.headers.range ?? '').trim());
  if (!request.headers.range) return reply.send(audio.body);
  let start = range?.[1] ? Number(range[1]) : NaN;
  let end = range?.[2] ? Number(range[2]) : size - 1;
  if (range && !range[1] && range[2]) {
    start = Math.max(0, size - Number(range[2])); // the last N bytes
    end = size - 1;
  }
  if (!range || Number.isNaN(start) || start >= size || end < start) {
    return reply.status(416).header('Content-Range', `bytes */${size}`).send();
  }
  end = Math.min(end, size - 1);
  return reply
    .status(206)
    .header('Content-Range', `bytes ${start}-${end}/${size}`)
    .send(audio.body.subarray(start, end + 1));
}

/** A name a zip keeps as it is: letters, digits, spaces and a few marks. */
const safeName = (text: string) =>
  text
    .replace(/[^\p{L}\p{N} '_-]/gu, '')
    .trim()
    .slice(0, 60) || 'recording';

export function recordingsRoutes(app: FastifyInstance, recordings: RecordingsService): void {
  app.register(async (scope) => {
    // The page body arrives whole, up to a page's limit; anything larger is refused before it is read.
    scope.addContentTypeParser(
      /^audio\//i,
      { parseAs: 'buffer', bodyLimit: RECORDING_LIMITS.pageMaxBytes },
      (_request, body, done) => done(null, body),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const uploadLimit = { bodyLimit: RECORDING_LIMITS.pageMaxBytes };
    const audioBody = (request: FastifyRequest) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new HttpError(
          415,
          `Send the page's audio as the request body, with its type (${Object.keys(AUDIO_CONTAINERS).join(', ')}).`,
        );
      }
      return request.body;
    };

    // 'anyone': the story's owner, or anyone the story is shared with (the service decides, 404 otherwise).
    r.get(
      '/api/stories/:id/recordings',
      { config: { caller: 'anyone' }, schema: { params: story, response: { 200: storyRecordingsResponse } } },
      async (request) => recordings.list(request.actor, request.params.id),
    );

    r.post(
      '/api/stories/:id/recordings',
      {
        config: { caller: 'owner' },
        schema: { params: story, body: startRecordingRequest, response: { 201: recordingResponse } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await recordings.start(request.actor, request.params.id, request.body.recorderName)),
    );

    r.patch(
      '/api/stories/:id/recordings/:recordingId',
      {
        config: { caller: 'owner' },
        schema: { params: recording, body: recordingPatchRequest, response: { 200: recordingResponse } },
      },
      async (request) =>
        recordings.update(request.actor, request.params.id, request.params.recordingId, request.body),
    );

    r.delete(
      '/api/stories/:id/recordings/:recordingId',
      { config: { caller: 'owner' }, schema: { params: recording } },
      async (request, reply) => {
        await recordings.remove(request.actor, request.params.id, request.params.recordingId);
        return reply.status(204).send();
      },
    );

    r.put(
      '/api/stories/:id/recordings/:recordingId/pages/:page',
      {
        config: { caller: 'owner' },
        ...uploadLimit,
        schema: { params: recordingPage, response: { 200: recordingResponse } },
      },
      async (request) => {
        const { id, recordingId, page } = request.params;
        return recordings.uploadPage(
          request.actor,
          id,
          recordingId,
          page,
          request.headers['content-type'],
          audioBody(request),
        );
      },
    );

    // 'anyone': as the list above, the owner or anyone the story is shared with.
    r.get(
      '/api/stories/:id/recordings/:recordingId/pages/:page',
      { config: { caller: 'anyone' }, schema: { params: recordingPage } },
      async (request, reply) => {
        const { id, recordingId, page } = request.params;
        return sendAudio(request, reply, await recordings.pageAudio(request.actor, id, recordingId, page));
      },
    );

    r.delete(
      '/api/stories/:id/recordings/:recordingId/pages/:page',
      { config: { caller: 'owner' }, schema: { params: recordingPage } },
      async (request, reply) => {
        const { id, recordingId, page } = request.params;
        await recordings.removePage(request.actor, id, recordingId, page);
        return reply.status(204).send();
      },
    );

    // ---------- invitations: the owner ----------
    r.post(
      '/api/stories/:id/recording-invitations',
      { config: { caller: 'owner' }, schema: { params: story, response: { 201: invitationResponse } } },
      async (request, reply) =>
        reply.status(201).send(await recordings.invite(request.actor, request.params.id)),
    );

    r.get(
      '/api/stories/:id/recording-invitations',
      { config: { caller: 'owner' }, schema: { params: story, response: { 200: invitationListResponse } } },
      async (request) => recordings.invitations(request.actor, request.params.id),
    );

    r.delete(
      '/api/stories/:id/recording-invitations/:invitationId',
      { config: { caller: 'owner' }, schema: { params: invitation } },
      async (request, reply) => {
        await recordings.revoke(request.actor, request.params.id, request.params.invitationId);
        return reply.status(204).send();
      },
    );

    // ---------- invitations: whoever holds the link (the token is the credential; no session needed) ----------
    r.get(
      '/api/recording-invitations/:token',
      { config: { caller: 'anyone' }, schema: { params: token, response: { 200: invitedStoryResponse } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return recordings.invitedStory(request.params.token);
      },
    );

    r.post(
      '/api/recording-invitations/:token/recording',
      {
        config: { caller: 'anyone' },
        schema: { params: token, body: startRecordingRequest, response: { 200: recordingResponse } },
      },
      async (request) => recordings.startInvited(request.params.token, request.body.recorderName),
    );

    r.put(
      '/api/recording-invitations/:token/pages/:page',
      {
        config: { caller: 'anyone' },
        ...uploadLimit,
        schema: { params: tokenPage, response: { 200: recordingResponse } },
      },
      async (request) =>
        recordings.uploadInvited(
          request.params.token,
          request.params.page,
          request.headers['content-type'],
          audioBody(request),
        ),
    );

    r.get(
      '/api/recording-invitations/:token/pages/:page',
      { config: { caller: 'anyone' }, schema: { params: tokenPage } },
      async (request, reply) =>
        sendAudio(
          request,
          reply,
          await recordings.invitedPageAudio(request.params.token, request.params.page),
        ),
    );

    r.post(
      '/api/recording-invitations/:token/finish',
      { config: { caller: 'anyone' }, schema: { params: token, response: { 200: recordingResponse } } },
      async (request) => recordings.finishInvited(request.params.token),
    );

    // ---------- the account's recordings, as one download ----------
    r.get(ACCOUNT_RECORDINGS_EXPORT_URL, { config: { caller: 'user' } }, async (request, reply) => {
      const user = request.actor.requireUser();
      const archive = await recordings.forArchive(user.id);
      if (archive.bytes > ZIP_MAX_BYTES) {
        throw new HttpError(
          413,
          'Your recordings are too many for one download: delete some, then try again.',
        );
      }
      const out = new PassThrough();
      const zip = new ZipWriter((chunk) => out.write(chunk));
      void (async () => {
        try {
          const listing = archive.recordings.map((r) => ({
            storyId: r.row.storyId,
            story: r.title,
            ...r.response,
          }));
          zip.add('recordings.json', Buffer.from(JSON.stringify(listing, null, 2)), new Date());
          for (const { row, title } of archive.recordings) {
            const folder = `${safeName(title)} (${row.storyId.slice(0, 8)})/${safeName(row.recorderName)} (${row.id.slice(0, 8)})`;
            for (const page of row.pages) {
              const audio = await archive.read(page);
              const extension =
                AUDIO_CONTAINERS[page.mimeType.split(';')[0] as AudioContainer]?.extension ?? 'audio';
              zip.add(
                `${folder}/page-${String(page.page + 1).padStart(2, '0')}.${extension}`,
                audio.body,
                page.createdAt,
              );
            }
          }
          zip.finish();
          out.end();
        } catch (error) {
          request.log.warn({ err: error }, 'recordings download cut short');
          out.destroy(error as Error);
        }
      })();
      const day = new Date().toISOString().slice(0, 10);
      const safeUser = user.username.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 50) || 'account';
      return reply
        .type('application/zip')
        .header(
          'Content-Disposition',
          `attachment; filename="moonlit-tales-${safeUser}-recordings-${day}.zip"`,
        )
        .header('Cache-Control', 'no-store')
        .send(out);
    });
  });
}
