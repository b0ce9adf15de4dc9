/**
 * A loved one's voice (docs/product.md §14): the recordings of a story, and the calls that make them, for the
 * owner (by story) and for whoever holds an invitation's link (by its token). The recorder takes either as a
 * RecordingTarget, so one recorder serves both.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  InvitedStory,
  Recording,
  RecordingInvitation,
  StoryRecordings,
} from '../../../../shared/recording-contracts';
import { ApiError, apiJson, apiSend, getJson } from '../../../lib/api-client';

const storyBase = (storyId: string) => `/api/stories/${encodeURIComponent(storyId)}`;
const invitationBase = (token: string) => `/api/recording-invitations/${encodeURIComponent(token)}`;

export const recordingsQueryKey = (storyId: string) => ['story-recordings', storyId] as const;

export const storyRecordingsQueryOptions = (storyId: string) =>
  queryOptions({
    queryKey: recordingsQueryKey(storyId),
    queryFn: () => getJson<StoryRecordings>(`${storyBase(storyId)}/recordings`),
    // Offline, the service worker answers with the list kept when the story was last opened.
    networkMode: 'offlineFirst',
  });

export function useStoryRecordings(storyId: string) {
  return useQuery(storyRecordingsQueryOptions(storyId));
}

export const invitationsQueryKey = (storyId: string) => ['recording-invitations', storyId] as const;

export function useRecordingInvitations(storyId: string, enabled: boolean) {
  return useQuery({
    queryKey: invitationsQueryKey(storyId),
    queryFn: () => getJson<RecordingInvitation[]>(`${storyBase(storyId)}/recording-invitations`),
    enabled,
  });
}

/** Sends a page's audio as the browser recorded it, with the type it recorded. */
async function putAudio(url: string, audio: Blob): Promise<Recording> {
  const response = await fetch(url, {
    method: 'PUT',
    credentials: 'include',
    headers: { 'Content-Type': audio.type || 'application/octet-stream', Accept: 'application/json' },
    body: audio,
  });
  if (!response.ok) {
    throw new ApiError(response.status, (await response.text().catch(() => '')) || response.statusText);
  }
  return (await response.json()) as Recording;
}

/** Where a recorder sends its pages: the owner's story, or an invitation's link. */
export interface RecordingTarget {
  /** Begins a recording (or names it again) and answers it. */
  start(recorderName: string): Promise<Recording>;
  uploadPage(recordingId: string, page: number, audio: Blob): Promise<Recording>;
  /** Saves it: every page must be recorded. */
  finish(recordingId: string): Promise<Recording>;
}

export function ownerTarget(storyId: string): RecordingTarget {
  const base = `${storyBase(storyId)}/recordings`;
  return {
    start: (recorderName) => apiJson<Recording>('POST', base, { recorderName }),
    uploadPage: (id, page, audio) => putAudio(`${base}/${encodeURIComponent(id)}/pages/${page}`, audio),
    finish: (id) => apiJson<Recording>('PATCH', `${base}/${encodeURIComponent(id)}`, { status: 'ready' }),
  };
}

export function invitationTarget(token: string): RecordingTarget {
  const base = invitationBase(token);
  return {
    start: (recorderName) => apiJson<Recording>('POST', `${base}/recording`, { recorderName }),
    uploadPage: (_id, page, audio) => putAudio(`${base}/pages/${page}`, audio),
    finish: () => apiJson<Recording>('POST', `${base}/finish`),
  };
}

export const updateRecording = (
  storyId: string,
  id: string,
  patch: { shared?: boolean; recorderName?: string },
) => apiJson<Recording>('PATCH', `${storyBase(storyId)}/recordings/${encodeURIComponent(id)}`, patch);

export const deleteRecording = (storyId: string, id: string) =>
  apiSend('DELETE', `${storyBase(storyId)}/recordings/${encodeURIComponent(id)}`);

export const createInvitation = (storyId: string) =>
  apiJson<RecordingInvitation>('POST', `${storyBase(storyId)}/recording-invitations`);

export const revokeInvitation = (storyId: string, id: string) =>
  apiSend('DELETE', `${storyBase(storyId)}/recording-invitations/${encodeURIComponent(id)}`);

export const invitedStoryQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invited-story', token] as const,
    queryFn: () => getJson<InvitedStory>(invitationBase(token)),
    retry: false,
  });

const RECORDER_NAME_KEY = 'recorderName';

/** Who reads, asked once on this device (docs/product.md §14) and offered again next time. */
export function rememberedRecorderName(): string {
  try {
    return window.localStorage.getItem(RECORDER_NAME_KEY) ?? '';
  } catch {
    return '';
  }
}
export function rememberRecorderName(name: string): void {
  try {
    window.localStorage.setItem(RECORDER_NAME_KEY, name);
  } catch {
    // storage off: asked again next time
  }
}
