/**
 * The wire shapes of a loved one's voice (docs/product.md §14): requests and answers, as zod schemas the
 * server validates and serialises with. The client imports their types only (the limits and texts are in
 * recordings.ts, which carries no zod).
 */
import { z } from 'zod';
import { storyChildLook } from './api-contracts.js';
import { RECORDING_LIMITS, RECORDING_MESSAGES, RECORDING_STATUSES } from './recordings.js';
import { SCENE_PICTURES, SETTINGS } from './settings.js';

const isoDate = z.string();

export const recorderNameSchema = z
  .string({ error: RECORDING_MESSAGES.recorderName })
  .trim()
  .min(1, RECORDING_MESSAGES.recorderName)
  .max(RECORDING_LIMITS.recorderNameMax, RECORDING_MESSAGES.recorderName);

export const recordingPageResponse = z.object({
  /** 0-based, one per paragraph of the story. */
  page: z.number().int().nonnegative(),
  mimeType: z.string(),
  byteSize: z.number().int().nonnegative(),
  durationMs: z.number().int().nonnegative(),
  /** Where the audio is read; it changes when the page is recorded again. */
  url: z.string(),
});

export const recordingResponse = z.object({
  id: z.string(),
  recorderName: z.string(),
  /** A draft is still being recorded; a ready one plays. */
  status: z.enum(RECORDING_STATUSES),
  /** Whether the story's shared link plays it (the owner's choice). */
  shared: z.boolean(),
  /** Made through an invitation rather than by the owner. */
  invited: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
  pages: z.array(recordingPageResponse),
});
export type Recording = z.infer<typeof recordingResponse>;

export const storyRecordingsResponse = z.object({
  recordings: z.array(recordingResponse),
  /** The owner's view only: what the story's recordings take, and may take. */
  bytesUsed: z.number().int().nonnegative().nullable(),
  bytesAllowed: z.number().int().nonnegative(),
});
export type StoryRecordings = z.infer<typeof storyRecordingsResponse>;

export const startRecordingRequest = z.object({ recorderName: recorderNameSchema }).strict();

export const recordingPatchRequest = z
  .object({
    recorderName: recorderNameSchema.optional(),
    shared: z.boolean().optional(),
    /** 'ready' saves a draft once every page is recorded. */
    status: z.literal('ready').optional(),
  })
  .strict()
  .refine((p) => p.recorderName !== undefined || p.shared !== undefined || p.status !== undefined, {
    message: "Send recorderName, shared (true or false) or status 'ready'.",
  });

export const invitationResponse = z.object({
  id: z.string(),
  createdAt: isoDate,
  expiresAt: isoDate,
  /** Whoever opened it has begun recording (a draft). */
  started: z.boolean(),
  /** The link itself: only in the answer that made it (the server keeps its hash, never the link). */
  url: z.string().optional(),
});
export type RecordingInvitation = z.infer<typeof invitationResponse>;
export const invitationListResponse = z.array(invitationResponse);

/** What an invitation's link shows: the story as a book, and the recording under way. Nothing else. */
export const invitedStoryResponse = z.object({
  childName: z.string(),
  animal: z.string(),
  theme: z.string(),
  storyContent: z.string(),
  sceneSettings: z.array(z.enum(SETTINGS)),
  scenePictures: z.array(z.enum(SCENE_PICTURES).nullable()),
  childLook: storyChildLook.nullable(),
  /** Brothers and sisters in the story, drawn beside the child. */
  siblings: z.array(z.object({ name: z.string(), look: storyChildLook.nullable() })),
  expiresAt: isoDate,
  recording: recordingResponse.nullable(),
});
export type InvitedStory = z.infer<typeof invitedStoryResponse>;

/** An invitation's token: 256 random bits, base64url. */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
