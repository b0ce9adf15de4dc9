/**
 * A loved one's voice (docs/product.md §14): a story recorded page by page, by its owner or by someone the
 * owner invited, and played back with the pages turning. The limits, the audio types, the texts and the wire
 * shapes live here once; the server enforces them, the client answers early with them.
 */
import { z } from 'zod';
import { EYE_COLORS, HAIR_COLORS, PAID_PLAN_TYPES, type PlanType } from './catalogue.js';
import { SETTINGS } from './settings.js';

export const RECORDING_LIMITS = {
  /** A page's recording: at most 5 minutes... */
  pageMaxMs: 5 * 60 * 1000,
  /** ...and at most 10 MB (5 minutes at 256 kbit/s; a phone records speech at 32-128). */
  pageMaxBytes: 10 * 1024 * 1024,
  /** Every recording of one story together. */
  storyMaxBytes: 40 * 1024 * 1024,
  /** A container's own timing may run a little past the recorder's clock. */
  durationToleranceMs: 2000,
  recorderNameMax: 40,
  /** An invitation to record works this long, once. */
  invitationDays: 7,
  /** Open invitations a story may have at once. */
  openInvitationsMax: 10,
  /** Recordings (drafts included) a story may have. */
  recordingsPerStory: 10,
} as const;

/** Recording needs Standard or Premium (docs/product.md §14): a paid plan. */
export function canRecordVoices(plan: PlanType): boolean {
  return (PAID_PLAN_TYPES as readonly PlanType[]).includes(plan);
}

/**
 * The containers MediaRecorder writes: Chrome, Edge and Firefox WebM or Ogg with Opus, Safari (and Chrome
 * where it can) MP4 with AAC. Each is checked by its first bytes too.
 */
export const AUDIO_CONTAINERS = {
  'audio/webm': { extension: 'webm' },
  'audio/mp4': { extension: 'm4a' },
  'audio/ogg': { extension: 'ogg' },
} as const;
export type AudioContainer = keyof typeof AUDIO_CONTAINERS;
export const AUDIO_TYPES = Object.keys(AUDIO_CONTAINERS) as AudioContainer[];

/**
 * The types the recorder asks MediaRecorder for, best first (docs/decisions/017-recorded-voices.md): AAC in
 * MP4 plays in every browser we support, so it comes first wherever the browser can record it; then Opus in
 * WebM (Chrome, Edge, Firefox, and Safari from 17), then Opus in Ogg (Firefox). With none of them, whatever the
 * browser records by default.
 */
export const RECORDING_TYPE_PREFERENCE = [
  'audio/mp4;codecs=mp4a.40.2',
  'audio/mp4',
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/ogg;codecs=opus',
] as const;

/**
 * A declared audio type as stored: its container and, optionally, `codecs`, lower-cased and without
 * spaces ('audio/webm;codecs=opus'); null for anything else.
 */
export function normaliseAudioType(declared: string): { container: AudioContainer; type: string } | null {
  const [base = '', ...params] = declared.toLowerCase().split(';');
  const container = base.trim();
  if (!(AUDIO_TYPES as string[]).includes(container)) return null;
  let codecs: string | null = null;
  for (const param of params) {
    const [key = '', value = ''] = param.split('=').map((p) => p.trim());
    if (key === '' && value === '') continue;
    if (key !== 'codecs' || !/^"?[a-z0-9.,\s-]{1,60}"?$/.test(value)) return null;
    codecs = value.replace(/["\s]/g, '');
  }
  return {
    container: container as AudioContainer,
    type: codecs ? `${container};codecs=${codecs}` : container,
  };
}

export const RECORDING_MESSAGES = {
  needsPlan:
    'Recording your own voice is part of the Standard and Premium plans. Upgrade to record this story.',
  notAudio:
    'Only sound recordings can be saved here (WebM, Ogg or MP4 audio). Record the page again in this browser.',
  notWhatItSays:
    "This file is not the kind of recording it says it is, so it wasn't saved. Record the page again.",
  unreadable: "This recording couldn't be read, so it wasn't saved. Record the page again.",
  pageTooLong: 'A page can be at most 5 minutes long. Record it again, a little shorter.',
  pageTooLarge: 'A page can be at most 10 MB. Record it again, a little shorter.',
  storyFull:
    'This story has no room for more recordings (40 MB in all). Delete a recording or a page to make room.',
  noSuchPage: 'This story has no such page.',
  recordingNotFound: 'Recording not found',
  emptyRecording: 'This recording is empty: record the page again.',
  missingPages: (pages: number[]) =>
    `Record every page before saving: ${pages.length === 1 ? 'page' : 'pages'} ${pages.join(', ')} ${pages.length === 1 ? 'is' : 'are'} still to do.`,
  invitationInvalid: 'This invitation to record is not valid: it may have been used, withdrawn or expired.',
  invitationUsed: 'This recording has been saved and sent. Thank you!',
  tooManyInvitations: 'This story already has 10 open invitations. Withdraw one before making another.',
  tooManyRecordings: 'This story already has 10 recordings. Delete one before making another.',
  recorderName: 'Say who is reading, in up to 40 characters (for example Grandma).',
  storageUnavailable: "Recordings can't be saved or played just now. Please try again in a little while.",
} as const;

// ---------- wire shapes ----------
const isoDate = z.string();

export const recorderNameSchema = z
  .string({ error: RECORDING_MESSAGES.recorderName })
  .trim()
  .min(1, RECORDING_MESSAGES.recorderName)
  .max(RECORDING_LIMITS.recorderNameMax, RECORDING_MESSAGES.recorderName);

export const RECORDING_STATUSES = ['draft', 'ready'] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];

export const recordingPageResponse = z.object({
  /** 0-based, one per paragraph of the story. */
  page: z.number().int().nonnegative(),
  mimeType: z.string(),
  byteSize: z.number().int().nonnegative(),
  durationMs: z.number().int().nonnegative(),
  /** Where the audio is read; it changes when the page is recorded again. */
  url: z.string(),
});
export type RecordingPage = z.infer<typeof recordingPageResponse>;

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
  childLook: z
    .object({ hairColor: z.enum(HAIR_COLORS).nullable(), eyeColor: z.enum(EYE_COLORS).nullable() })
    .nullable(),
  expiresAt: isoDate,
  recording: recordingResponse.nullable(),
});
export type InvitedStory = z.infer<typeof invitedStoryResponse>;

/** An invitation's token: 256 random bits, base64url. */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** The client's path of an invitation: /record/{token}. */
export const recordPath = (token: string) => `/record/${encodeURIComponent(token)}`;
