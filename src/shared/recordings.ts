/**
 * A loved one's voice (docs/product.md §14): a story recorded page by page, by its owner or by someone the
 * owner invited, and played back with the pages turning. The limits, the audio types and the texts live here
 * once (the wire shapes in recording-contracts.ts); the server enforces them, the client answers early with
 * them.
 */
import { PAID_PLAN_TYPES, type PlanType } from './catalogue.js';

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
 * The types the recorder asks MediaRecorder for, best first (docs/decisions/019-recorded-voices.md): AAC in
 * MP4 plays in every browser we support, so it comes first wherever the browser can record it (Safari, Chrome
 * and Edge where the system has an AAC encoder); then Opus in WebM (Chrome, Edge, Firefox), then Opus in Ogg.
 * With none of them, whatever the browser records by default.
 */
export const RECORDING_TYPE_PREFERENCE = [
  'audio/mp4;codecs=mp4a.40.2',
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  // Last: Safari's MP4 is AAC, but Chromium without AAC answers true here and writes Opus in MP4, which
  // older Safari cannot play.
  'audio/mp4',
  'audio/webm',
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

/** Every recording of the account's stories, as sound files in one zip (the data export lists them). */
export { ACCOUNT_RECORDINGS_EXPORT_URL } from './recordings-paths.js';

/** The client's path of an invitation: /record/{token}. */
export const recordPath = (token: string) => `/record/${encodeURIComponent(token)}`;

/** A recorder's name as kept (trimmed), or null when it is empty or too long. */
export function recorderNameOf(text: string): string | null {
  const name = text.trim();
  return name.length >= 1 && name.length <= RECORDING_LIMITS.recorderNameMax ? name : null;
}

export const RECORDING_STATUSES = ['draft', 'ready'] as const;
