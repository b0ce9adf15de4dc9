/**
 * A loved one's voice (docs/product.md §14): recordings of a story, page by page, made by its owner (Standard
 * or Premium) or through an invitation link; played by the owner, and by the story's shared link when the
 * owner chose so.
 *
 * A page is saved so that nothing is ever half saved and no audio is ever lost track of
 * (docs/decisions/019-recorded-voices.md): the upload is journalled, the object written, then one transaction
 * checks the story's room again (its row locked), records the page and clears the journal. A crash between
 * leaves a journalled object that the clean-up removes a day later; audio whose page is gone is journalled by
 * a trigger and removed after the change commits, or by the clean-up.
 */
import crypto from 'node:crypto';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages.js';
import {
  AUDIO_CONTAINERS,
  canRecordVoices,
  normaliseAudioType,
  RECORDING_LIMITS,
  RECORDING_MESSAGES,
  recordPath,
} from '../../../shared/recordings.js';
import {
  invitationTokenSchema,
  type InvitedStory,
  type Recording,
  type RecordingInvitation,
  type StoryRecordings,
} from '../../../shared/recording-contracts.js';
import { storyPictures, storySettings } from '../../../shared/settings.js';
import { storyParagraphs } from '../../../shared/story-text.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors.js';
import { planService } from '../billing/index.js';
import { findStory, ownsStory, toStoryResponse, type StoryRow } from '../stories/index.js';
import { audioDurationMs, sniffContainer } from './audio-file.js';
import {
  recordingsRepo,
  type InvitationRow,
  type RecordingPageRow,
  type RecordingWithPages,
} from './recordings.repo.js';
import { RecordingStoreError, type RecordingStore } from './store/recording-store.js';

interface Log {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

export interface RecordingsOptions {
  store: RecordingStore;
  /** Where browsers reach the product: invitation links start with it. */
  publicUrl: string;
  log: Log;
}

/** An upload journalled this long ago and never committed was cut off by a crash: its object goes. */
export const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;
/** Used or expired invitations, and drafts left through them, are kept this long, then removed. */
export const FINISHED_INVITATION_KEEP_MS = 24 * 60 * 60 * 1000;

const uuid = z.uuid();
const DAY_MS = 24 * 60 * 60 * 1000;

export const hashInvitationToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The audio's key in the store: random, holding no id of a story or a person. */
const objectKeyOf = (extension: string) => `recordings/${crypto.randomUUID()}.${extension}`;
/** The version part of a page's URL: the object's own id, so a page recorded again has a new URL. */
const versionOf = (objectKey: string) => objectKey.slice('recordings/'.length, 'recordings/'.length + 36);

/** Who reads a recording's audio: the URLs they are given differ. */
type Audience = { kind: 'story'; storyId: string } | { kind: 'invitation'; token: string };

function toRecordingResponse(row: RecordingWithPages, audience: Audience): Recording {
  const base =
    audience.kind === 'story'
      ? `/api/stories/${audience.storyId}/recordings/${row.id}/pages`
      : `/api/recording-invitations/${audience.token}/pages`;
  return {
    id: row.id,
    recorderName: row.recorderName,
    status: row.status as Recording['status'],
    shared: row.shared,
    invited: row.invitationId !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    pages: row.pages.map((p) => ({
      page: p.page,
      mimeType: p.mimeType,
      byteSize: p.byteSize,
      durationMs: p.durationMs,
      url: `${base}/${p.page}?v=${versionOf(p.objectKey)}`,
    })),
  };
}

/** A page of audio as it is served. */
export interface PageAudio {
  body: Buffer;
  mimeType: string;
  etag: string;
}

/** Where a page upload is going, once its caller was checked. */
interface UploadTarget {
  story: StoryRow;
  recordingId: string;
  /** Set for an upload through an invitation: checked again inside the transaction. */
  invitationId?: string;
}

export function recordingsService(db: Database, clock: Clock, options: RecordingsOptions) {
  const { store, log } = options;
  const repo = recordingsRepo(db);

  const unavailable = () => new HttpError(503, RECORDING_MESSAGES.storageUnavailable);

  async function storyOf(id: string): Promise<StoryRow | undefined> {
    return uuid.safeParse(id).success ? findStory(db, id) : undefined;
  }

  async function isOwner(actor: Actor, story: StoryRow): Promise<boolean> {
    const guest = story.userId === null ? await actor.guest(null, { expired: 'absent' }) : null;
    return ownsStory(story, { userId: actor.user?.id, guestSessionId: guest?.id });
  }

  /** The story when the caller owns it; else 404 (nobody learns a private story exists). */
  async function ownedStory(actor: Actor, id: string): Promise<StoryRow> {
    const story = await storyOf(id);
    if (!story || !(await isOwner(actor, story))) throw notFound(MESSAGES.storyNotFound);
    return story;
  }

  /** Recording needs the owner's account on Standard or Premium (a guest's story never). */
  async function ownerMayRecord(story: StoryRow): Promise<boolean> {
    if (story.userId === null) return false;
    return canRecordVoices(await planService(db).currentPlan(story.userId, clock.now()));
  }

  async function requireRecordingPlan(story: StoryRow): Promise<void> {
    if (!(await ownerMayRecord(story))) throw forbidden(RECORDING_MESSAGES.needsPlan);
  }

  const pageCountOf = (story: StoryRow) => storyParagraphs(story.storyContent).length;

  function pageIndex(story: StoryRow, raw: string): number {
    const page = /^\d{1,3}$/.test(raw) ? Number(raw) : -1;
    if (page < 0 || page >= pageCountOf(story)) throw notFound(RECORDING_MESSAGES.noSuchPage);
    return page;
  }

  async function ownedRecording(story: StoryRow, recordingId: string): Promise<RecordingWithPages> {
    const recording = uuid.safeParse(recordingId).success
      ? await repo.find(recordingId, story.id)
      : undefined;
    if (!recording) throw notFound(RECORDING_MESSAGES.recordingNotFound);
    return recording;
  }

  /** Removes an object nobody refers to and its journal line; on failure the clean-up will. */
  async function discard(objectKey: string): Promise<void> {
    try {
      await store.delete(objectKey);
      await repo.forgetJournal([objectKey]);
    } catch (error) {
      log.warn({ err: error }, 'recordings: an object is left for the clean-up');
    }
  }

  /**
   * Removes from the store every object journalled for deletion, and uploads a crash cut off (older than
   * STALE_UPLOAD_MS). Safe on several instances at once: deleting an object twice is harmless, and a key is
   * never used again.
   */
  async function purge(): Promise<number> {
    let removed = 0;
    const staleBefore = new Date(clock.now().getTime() - STALE_UPLOAD_MS);
    for (;;) {
      const keys = await repo.objectsToRemove(staleBefore, 100);
      const done: string[] = [];
      for (const key of keys) {
        // A key is journalled only while no page names it; the check costs little and guards the audio.
        if (await repo.isReferenced(key)) {
          done.push(key);
          continue;
        }
        await store.delete(key);
        done.push(key);
      }
      await repo.forgetJournal(done);
      removed += done.length;
      if (keys.length < 100) return removed;
    }
  }

  /** purge() after a change committed: its failure never fails the change (the clean-up retries). */
  async function purgeSoon(): Promise<void> {
    try {
      await purge();
    } catch (error) {
      log.warn({ err: error }, 'recordings: audio left for the clean-up');
    }
  }

  /** Checks a page's audio, writes it, then records it: see the module's comment. */
  async function savePage(
    target: UploadTarget,
    page: number,
    declaredType: string | undefined,
    body: Buffer,
  ): Promise<void> {
    const declared = normaliseAudioType(declaredType ?? '');
    if (!declared) throw new HttpError(415, RECORDING_MESSAGES.notAudio);
    if (body.length === 0) throw badRequest(RECORDING_MESSAGES.emptyRecording);
    if (body.length > RECORDING_LIMITS.pageMaxBytes)
      throw new HttpError(413, RECORDING_MESSAGES.pageTooLarge);
    if (sniffContainer(body) !== declared.container)
      throw new HttpError(415, RECORDING_MESSAGES.notWhatItSays);
    const durationMs = audioDurationMs(declared.container, body);
    if (durationMs === null) throw new HttpError(422, RECORDING_MESSAGES.unreadable);
    if (durationMs > RECORDING_LIMITS.pageMaxMs + RECORDING_LIMITS.durationToleranceMs)
      throw new HttpError(413, RECORDING_MESSAGES.pageTooLong);
    const except = { recordingId: target.recordingId, page };
    // Asked before writing anything (a full story costs no upload), and again under the story's lock.
    if ((await repo.storyBytes(target.story.id, except)) + body.length > RECORDING_LIMITS.storyMaxBytes)
      throw new HttpError(413, RECORDING_MESSAGES.storyFull);

    const objectKey = objectKeyOf(AUDIO_CONTAINERS[declared.container].extension);
    const now = clock.now();
    await repo.journalUpload(objectKey, now);
    try {
      await store.put(objectKey, body, declared.type);
    } catch (error) {
      await discard(objectKey);
      if (error instanceof RecordingStoreError) {
        log.warn({ err: error }, 'recordings: a page could not be stored');
        throw unavailable();
      }
      throw error;
    }
    try {
      await db.transaction(async (tx) => {
        const r = recordingsRepo(tx);
        if (!(await r.lockStory(target.story.id))) throw notFound(MESSAGES.storyNotFound);
        if (target.invitationId) {
          const invitation = await r.invitationForUpdate(target.invitationId);
          if (!invitation || !invitationOpen(invitation, now))
            throw notFound(RECORDING_MESSAGES.invitationInvalid);
        }
        if (!(await r.find(target.recordingId, target.story.id)))
          throw notFound(RECORDING_MESSAGES.recordingNotFound);
        if ((await r.storyBytes(target.story.id, except)) + body.length > RECORDING_LIMITS.storyMaxBytes)
          throw new HttpError(413, RECORDING_MESSAGES.storyFull);
        await r.putPage({
          recordingId: target.recordingId,
          page,
          objectKey,
          mimeType: declared.type,
          byteSize: body.length,
          durationMs,
          createdAt: now,
        });
        await r.forgetJournal([objectKey]);
        await r.update(target.recordingId, { updatedAt: now });
      });
    } catch (error) {
      await discard(objectKey);
      throw error;
    }
    // The page's earlier audio, if it was recorded again.
    await purgeSoon();
  }

  async function readAudio(page: RecordingPageRow | undefined): Promise<PageAudio> {
    if (!page) throw notFound(RECORDING_MESSAGES.recordingNotFound);
    let stored;
    try {
      stored = await store.get(page.objectKey);
    } catch (error) {
      log.warn({ err: error }, 'recordings: a page could not be read');
      throw unavailable();
    }
    if (!stored) throw notFound(RECORDING_MESSAGES.recordingNotFound);
    return { body: stored.body, mimeType: page.mimeType, etag: `"${versionOf(page.objectKey)}"` };
  }

  function missingPages(story: StoryRow, recording: RecordingWithPages): number[] {
    const have = new Set(recording.pages.map((p) => p.page));
    const missing: number[] = [];
    for (let i = 0; i < pageCountOf(story); i++) if (!have.has(i)) missing.push(i + 1);
    return missing;
  }

  const invitationOpen = (invitation: InvitationRow, now: Date) =>
    invitation.usedAt === null && invitation.expiresAt > now;

  /** The invitation a link's token names, open, with its story; else 404 (410 once it was used). */
  async function openInvitation(token: string): Promise<{ invitation: InvitationRow; story: StoryRow }> {
    const invitation = invitationTokenSchema.safeParse(token).success
      ? await repo.invitationByTokenHash(hashInvitationToken(token))
      : undefined;
    const now = clock.now();
    if (invitation?.usedAt) throw new HttpError(410, RECORDING_MESSAGES.invitationUsed);
    if (!invitation || !invitationOpen(invitation, now)) throw notFound(RECORDING_MESSAGES.invitationInvalid);
    const story = await findStory(db, invitation.storyId);
    // The owner's plan may have ended since: the link stops working, and says no more than that.
    if (!story || !(await ownerMayRecord(story))) throw notFound(RECORDING_MESSAGES.invitationInvalid);
    return { invitation, story };
  }

  async function invitationResponse(row: InvitationRow): Promise<RecordingInvitation> {
    return {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      started: (await repo.findByInvitation(row.id)) !== undefined,
    };
  }

  return {
    purge,
    /** purge() that never fails: for after a story or an account is deleted (the clean-up retries). */
    purgeRemoved: purgeSoon,

    /**
     * The clean-up, run now and then by every instance (app.ts): audio left by crashes and deletions, and
     * invitations over for a day with the drafts left through them.
     */
    async sweep(): Promise<{ objects: number; invitations: number }> {
      const before = new Date(clock.now().getTime() - FINISHED_INVITATION_KEEP_MS);
      const invitations = await db.transaction((tx) => recordingsRepo(tx).removeFinishedInvitations(before));
      return { objects: await purge(), invitations };
    },

    /** The owner: every recording (drafts too) and the room used; anyone else, on a shared story, the shared ones. */
    async list(actor: Actor, storyId: string): Promise<StoryRecordings> {
      const story = await storyOf(storyId);
      if (!story) throw notFound(MESSAGES.storyNotFound);
      const owner = await isOwner(actor, story);
      if (!owner && !story.isPublic) throw notFound(MESSAGES.storyNotFound);
      const rows = await repo.listForStory(story.id);
      const shown = owner ? rows : rows.filter((r) => r.status === 'ready' && r.shared);
      return {
        recordings: shown.map((r) => toRecordingResponse(r, { kind: 'story', storyId: story.id })),
        bytesUsed: owner ? rows.flatMap((r) => r.pages).reduce((sum, p) => sum + p.byteSize, 0) : null,
        bytesAllowed: RECORDING_LIMITS.storyMaxBytes,
      };
    },

    async start(actor: Actor, storyId: string, recorderName: string): Promise<Recording> {
      const story = await ownedStory(actor, storyId);
      await requireRecordingPlan(story);
      const row = await db.transaction(async (tx) => {
        const r = recordingsRepo(tx);
        await r.lockStory(story.id);
        if ((await r.listForStory(story.id)).length >= RECORDING_LIMITS.recordingsPerStory)
          throw conflict(RECORDING_MESSAGES.tooManyRecordings);
        const now = clock.now();
        return r.insert({ storyId: story.id, recorderName, createdAt: now, updatedAt: now });
      });
      return toRecordingResponse({ ...row, pages: [] }, { kind: 'story', storyId: story.id });
    },

    async update(
      actor: Actor,
      storyId: string,
      recordingId: string,
      patch: {
        recorderName?: string | undefined;
        shared?: boolean | undefined;
        status?: 'ready' | undefined;
      },
    ): Promise<Recording> {
      const story = await ownedStory(actor, storyId);
      const recording = await ownedRecording(story, recordingId);
      if (patch.status === 'ready' && recording.status !== 'ready') {
        const missing = missingPages(story, recording);
        if (missing.length) throw badRequest(RECORDING_MESSAGES.missingPages(missing));
      }
      await repo.update(recording.id, {
        ...(patch.recorderName !== undefined ? { recorderName: patch.recorderName } : {}),
        ...(patch.shared !== undefined ? { shared: patch.shared } : {}),
        ...(patch.status ? { status: patch.status } : {}),
        updatedAt: clock.now(),
      });
      return toRecordingResponse((await repo.find(recording.id, story.id))!, {
        kind: 'story',
        storyId: story.id,
      });
    },

    async remove(actor: Actor, storyId: string, recordingId: string): Promise<void> {
      const story = await ownedStory(actor, storyId);
      const recording = await ownedRecording(story, recordingId);
      await repo.remove(recording.id);
      await purgeSoon();
    },

    async uploadPage(
      actor: Actor,
      storyId: string,
      recordingId: string,
      rawPage: string,
      declaredType: string | undefined,
      body: Buffer,
    ): Promise<Recording> {
      const story = await ownedStory(actor, storyId);
      await requireRecordingPlan(story);
      const recording = await ownedRecording(story, recordingId);
      await savePage({ story, recordingId: recording.id }, pageIndex(story, rawPage), declaredType, body);
      return toRecordingResponse((await repo.find(recording.id, story.id))!, {
        kind: 'story',
        storyId: story.id,
      });
    },

    async removePage(actor: Actor, storyId: string, recordingId: string, rawPage: string): Promise<void> {
      const story = await ownedStory(actor, storyId);
      const recording = await ownedRecording(story, recordingId);
      const page = pageIndex(story, rawPage);
      if (!(await repo.removePage(recording.id, page))) throw notFound(RECORDING_MESSAGES.recordingNotFound);
      // A saved recording with a page gone is a draft again: it never plays with a hole in it.
      await repo.update(recording.id, { status: 'draft', updatedAt: clock.now() });
      await purgeSoon();
    },

    /** The owner hears every page; anyone else a ready, shared recording of a shared story. */
    async pageAudio(actor: Actor, storyId: string, recordingId: string, rawPage: string): Promise<PageAudio> {
      const story = await storyOf(storyId);
      if (!story) throw notFound(MESSAGES.storyNotFound);
      const owner = await isOwner(actor, story);
      if (!owner && !story.isPublic) throw notFound(MESSAGES.storyNotFound);
      const recording = await ownedRecording(story, recordingId);
      if (!owner && !(recording.status === 'ready' && recording.shared))
        throw notFound(RECORDING_MESSAGES.recordingNotFound);
      return readAudio(recording.pages.find((p) => p.page === pageIndex(story, rawPage)));
    },

    // ---------- invitations: the owner ----------
    async invite(actor: Actor, storyId: string): Promise<RecordingInvitation> {
      const story = await ownedStory(actor, storyId);
      await requireRecordingPlan(story);
      const token = crypto.randomBytes(32).toString('base64url');
      const row = await db.transaction(async (tx) => {
        const r = recordingsRepo(tx);
        await r.lockStory(story.id);
        const now = clock.now();
        if ((await r.openInvitations(story.id, now)).length >= RECORDING_LIMITS.openInvitationsMax)
          throw conflict(RECORDING_MESSAGES.tooManyInvitations);
        return r.insertInvitation({
          storyId: story.id,
          tokenHash: hashInvitationToken(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + RECORDING_LIMITS.invitationDays * DAY_MS),
        });
      });
      return { ...(await invitationResponse(row)), url: `${options.publicUrl}${recordPath(token)}` };
    },

    async invitations(actor: Actor, storyId: string): Promise<RecordingInvitation[]> {
      const story = await ownedStory(actor, storyId);
      const rows = await repo.openInvitations(story.id, clock.now());
      return Promise.all(rows.map(invitationResponse));
    },

    /** Withdraws an invitation: its link stops working, and a draft begun through it goes. */
    async revoke(actor: Actor, storyId: string, invitationId: string): Promise<void> {
      const story = await ownedStory(actor, storyId);
      if (!uuid.safeParse(invitationId).success) throw notFound(RECORDING_MESSAGES.invitationInvalid);
      const removed = await db.transaction(async (tx) => {
        const r = recordingsRepo(tx);
        const draft = await r.findByInvitation(invitationId);
        if (draft?.status === 'draft' && draft.storyId === story.id) await r.remove(draft.id);
        return r.removeInvitation(invitationId, story.id);
      });
      if (!removed) throw notFound(RECORDING_MESSAGES.invitationInvalid);
      await purgeSoon();
    },

    // ---------- invitations: whoever holds the link ----------
    /** The story as a book, and the recording under way through this link: nothing else of the account. */
    async invitedStory(token: string): Promise<InvitedStory> {
      const { invitation, story } = await openInvitation(token);
      const recording = await repo.findByInvitation(invitation.id);
      const asVisitor = toStoryResponse(story, false);
      return {
        childName: story.childName,
        animal: story.animal,
        theme: story.theme,
        storyContent: story.storyContent,
        sceneSettings: storySettings(story.settings, story.theme, pageCountOf(story)),
        scenePictures: storyPictures(story.settings, pageCountOf(story)),
        childLook: asVisitor.childLook,
        siblings: asVisitor.siblings,
        expiresAt: invitation.expiresAt.toISOString(),
        recording: recording ? toRecordingResponse(recording, { kind: 'invitation', token }) : null,
      };
    },

    /** Begins (or renames) the recording made through this link. */
    async startInvited(token: string, recorderName: string): Promise<Recording> {
      const { invitation, story } = await openInvitation(token);
      const existing = await repo.findByInvitation(invitation.id);
      if (existing) {
        await repo.update(existing.id, { recorderName, updatedAt: clock.now() });
      } else {
        await db.transaction(async (tx) => {
          const r = recordingsRepo(tx);
          await r.lockStory(story.id);
          if (await r.findByInvitation(invitation.id)) return;
          if ((await r.listForStory(story.id)).length >= RECORDING_LIMITS.recordingsPerStory)
            throw conflict(RECORDING_MESSAGES.tooManyRecordings);
          const now = clock.now();
          await r.insert({
            storyId: story.id,
            recorderName,
            invitationId: invitation.id,
            createdAt: now,
            updatedAt: now,
          });
        });
      }
      return toRecordingResponse((await repo.findByInvitation(invitation.id))!, {
        kind: 'invitation',
        token,
      });
    },

    async uploadInvited(
      token: string,
      rawPage: string,
      declaredType: string | undefined,
      body: Buffer,
    ): Promise<Recording> {
      const { invitation, story } = await openInvitation(token);
      const recording = await repo.findByInvitation(invitation.id);
      if (!recording) throw notFound(RECORDING_MESSAGES.recordingNotFound);
      await savePage(
        { story, recordingId: recording.id, invitationId: invitation.id },
        pageIndex(story, rawPage),
        declaredType,
        body,
      );
      return toRecordingResponse((await repo.findByInvitation(invitation.id))!, {
        kind: 'invitation',
        token,
      });
    },

    async invitedPageAudio(token: string, rawPage: string): Promise<PageAudio> {
      const { invitation, story } = await openInvitation(token);
      const recording = await repo.findByInvitation(invitation.id);
      return readAudio(recording?.pages.find((p) => p.page === pageIndex(story, rawPage)));
    },

    /** Saves the recording into the owner's story; the link is used up. */
    async finishInvited(token: string): Promise<Recording> {
      const { invitation, story } = await openInvitation(token);
      const recording = await repo.findByInvitation(invitation.id);
      if (!recording) throw notFound(RECORDING_MESSAGES.recordingNotFound);
      const missing = missingPages(story, recording);
      if (missing.length) throw badRequest(RECORDING_MESSAGES.missingPages(missing));
      await db.transaction(async (tx) => {
        const r = recordingsRepo(tx);
        const now = clock.now();
        const current = await r.invitationForUpdate(invitation.id);
        if (!current || !invitationOpen(current, now)) throw notFound(RECORDING_MESSAGES.invitationInvalid);
        await r.update(recording.id, { status: 'ready', updatedAt: now });
        await r.markInvitationUsed(invitation.id, now);
      });
      log.info({ storyId: story.id }, 'recordings: an invited recording was saved');
      return toRecordingResponse((await repo.findByInvitation(invitation.id))!, {
        kind: 'invitation',
        token,
      });
    },

    // ---------- the account ----------
    /** Every recording of the user's stories, listed for the export (the audio is its own download). */
    async forExport(userId: number) {
      const rows = await repo.listForStories(await repo.storyIdsOfUser(userId));
      return rows.map((r) => ({
        storyId: r.storyId,
        ...toRecordingResponse(r, { kind: 'story', storyId: r.storyId }),
      }));
    },

    /** The user's recordings, and a reader of each page's audio, one at a time (the recordings download). */
    async forArchive(userId: number) {
      const storyIds = await repo.storyIdsOfUser(userId);
      const rows = await repo.listForStories(storyIds);
      const titles = new Map<string, string>();
      for (const id of new Set(rows.map((r) => r.storyId))) {
        const story = await findStory(db, id);
        if (story) titles.set(id, `${story.childName}'s Magical Adventure`);
      }
      return {
        recordings: rows.map((r) => ({
          row: r,
          title: titles.get(r.storyId) ?? r.storyId,
          response: toRecordingResponse(r, { kind: 'story', storyId: r.storyId }),
        })),
        bytes: rows.flatMap((r) => r.pages).reduce((sum, p) => sum + p.byteSize, 0),
        read: (page: RecordingPageRow) => readAudio(page),
      };
    },
  };
}
export type RecordingsService = ReturnType<typeof recordingsService>;
