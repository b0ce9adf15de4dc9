/**
 * The owner's voices (docs/product.md §14): record the story, invite someone to record it, and keep what was
 * recorded (play it on the shared link or not, delete it). A plan without recordings says so, and why.
 * Loaded on demand when the owner opens it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Copy, Link2, Mic, Share2, Trash2, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { Story } from '../../../../shared/api-contracts';
import {
  canRecordVoices,
  RECORDING_LIMITS,
  RECORDING_MESSAGES,
  recorderNameOf,
} from '../../../../shared/recordings';
import type { Recording, StoryRecordings } from '../../../../shared/recording-contracts';
import { authPath, ROUTES } from '../../../../shared/routes';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { usePlan } from '../../../lib/plan/use-plan';
import {
  createInvitation,
  deleteRecording,
  invitationsQueryKey,
  recordingsQueryKey,
  rememberedRecorderName,
  rememberRecorderName,
  revokeInvitation,
  updateRecording,
  useRecordingInvitations,
} from '../api/recordings';

const panelClasses = 'mt-4 rounded-3xl border border-night-600/60 bg-night-900/90 p-4 text-left sm:p-6';
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
const errorText = (error: unknown) =>
  error instanceof ApiError ? error.serverMessage : 'Something went wrong. Please try again.';

export default function VoicesPanel({
  id,
  story,
  pageCount,
  recordings,
  onRecord,
}: {
  id: string;
  story: Story;
  pageCount: number;
  recordings: StoryRecordings | undefined;
  /** Opens the recorder for this reader, going on with a draft of theirs if there is one. */
  onRecord: (recorderName: string, draft: Recording | null) => void;
}) {
  const { plan, audience, isLoading } = usePlan();
  if (isLoading) return <div id={id} className={panelClasses} aria-busy="true" />;
  if (!canRecordVoices(plan)) {
    const guest = audience.kind === 'guest';
    return (
      <div id={id} role="group" aria-label="Record this story" className={panelClasses}>
        <h2 className="text-lg font-semibold text-moon-300">Read it in your own voice</h2>
        <p className="mt-2 text-lavender-200">
          {guest
            ? 'Recording this story, page by page, for bedtimes when you are away needs an account on the Standard or Premium plan.'
            : RECORDING_MESSAGES.needsPlan}
        </p>
        <p className="mt-1 text-sm text-lavender-300">
          A grandparent can record it too, from a link you send. Recordings stay with the story and are never
          sent to any outside service.
        </p>
        <Link
          href={guest ? authPath({ signup: true, next: `/story/${story.id}` }) : ROUTES.subscription}
          className={buttonClasses('primary', 'md', 'mt-4')}
        >
          {guest ? 'Create an account' : 'See Plans'}
        </Link>
      </div>
    );
  }
  return (
    <VoicesOfPaidPlan
      id={id}
      story={story}
      pageCount={pageCount}
      recordings={recordings}
      onRecord={onRecord}
    />
  );
}

function VoicesOfPaidPlan({
  id,
  story,
  pageCount,
  recordings,
  onRecord,
}: {
  id: string;
  story: Story;
  pageCount: number;
  recordings: StoryRecordings | undefined;
  onRecord: (recorderName: string, draft: Recording | null) => void;
}) {
  const nameId = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState(rememberedRecorderName);
  const [asking, setAsking] = useState(() => rememberedRecorderName() === '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [newLink, setNewLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const invitations = useRecordingInvitations(story.id, true);
  const list = recordings?.recordings ?? [];

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: recordingsQueryKey(story.id) });
    void queryClient.invalidateQueries({ queryKey: invitationsQueryKey(story.id) });
  };
  const act = async (action: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(errorText(error));
    }
    refresh();
  };

  const begin = () => {
    const parsed = recorderNameOf(name);
    if (!parsed) return setNameError(RECORDING_MESSAGES.recorderName);
    rememberRecorderName(parsed);
    const draft = list.find((r) => !r.invited && r.status === 'draft' && r.recorderName === parsed) ?? null;
    onRecord(parsed, draft);
  };

  const invite = () =>
    act(async () => {
      const made = await createInvitation(story.id);
      setNewLink(made.url ?? null);
      setCopied(false);
    });

  const shareLink = async (url: string) => {
    const text = `Would you read ${story.childName}'s bedtime story aloud? Record it here: ${url}`;
    if (navigator.share) {
      await navigator.share({ title: 'Read a bedtime story aloud', text, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => setProblem('Unable to copy the link. Please copy it from the box.'),
    );
  };

  return (
    <div id={id} role="group" aria-label="Record this story" className={panelClasses}>
      <h2 className="text-lg font-semibold text-moon-300">Read it in your own voice</h2>
      <p className="mt-1 text-sm text-lavender-200">
        Record each page aloud; at bedtime, 'Listen to ...' plays it with the pages turning. At most 5 minutes
        a page.
      </p>

      <div className="mt-4">
        {asking ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1">
              <label htmlFor={nameId} className="mb-1 block text-sm font-semibold text-lavender-200">
                Who is reading?
              </label>
              <input
                id={nameId}
                value={name}
                maxLength={RECORDING_LIMITS.recorderNameMax}
                placeholder="Grandma"
                autoComplete="off"
                onChange={(event) => {
                  setName(event.target.value);
                  setNameError(null);
                }}
                onKeyDown={(event) => event.key === 'Enter' && begin()}
                aria-invalid={nameError !== null}
                aria-describedby={nameError ? `${nameId}-error` : undefined}
                className="min-h-11 w-full rounded-2xl border border-night-600 bg-night-950 px-4 text-white placeholder:text-lavender-300/60 focus:border-moon-400"
              />
              {nameError && (
                <p id={`${nameId}-error`} className="mt-1 text-sm text-rose-200">
                  {nameError}
                </p>
              )}
            </div>
            <Button onClick={begin}>
              <Mic className="size-5" aria-hidden="true" />
              Start recording
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={begin}>
              <Mic className="size-5" aria-hidden="true" />
              Start recording
            </Button>
            <p className="text-sm text-lavender-200">
              Reading as <span className="font-semibold text-white">{name}</span>{' '}
              <button type="button" className={buttonClasses('quiet')} onClick={() => setAsking(true)}>
                change
              </button>
            </p>
          </div>
        )}
      </div>

      {list.length > 0 && (
        <ul aria-label="Recordings" className="mt-5 grid gap-2">
          {list.map((recording) => (
            <li key={recording.id} className="rounded-2xl border border-night-700 bg-night-950/60 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-white">
                  {recording.recorderName}
                  <span className="ml-2 text-sm font-normal text-lavender-300">
                    {recording.status === 'ready'
                      ? 'Saved'
                      : `Being recorded: ${recording.pages.length} of ${pageCount} pages`}
                    {recording.invited ? ' • by invitation' : ''}
                  </span>
                </p>
                {confirming === recording.id ? (
                  <span className="flex items-center gap-2">
                    <Button
                      size="sm"
                      onClick={() =>
                        act(() => deleteRecording(story.id, recording.id)).then(() => setConfirming(null))
                      }
                    >
                      Delete {recording.recorderName}'s recording
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                      Keep it
                    </Button>
                  </span>
                ) : (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete ${recording.recorderName}'s recording`}
                    onClick={() => setConfirming(recording.id)}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    Delete
                  </Button>
                )}
              </div>
              {recording.status === 'draft' && !recording.invited && (
                <Button
                  size="sm"
                  variant="quiet"
                  className="mt-1"
                  onClick={() => onRecord(recording.recorderName, recording)}
                >
                  Go on recording
                </Button>
              )}
              {recording.status === 'ready' && (
                <label className="mt-2 flex items-center gap-2 text-sm text-lavender-200">
                  <input
                    type="checkbox"
                    className="size-5 accent-moon-400"
                    checked={recording.shared}
                    onChange={(event) =>
                      void act(() =>
                        updateRecording(story.id, recording.id, { shared: event.target.checked }),
                      )
                    }
                  />
                  Play it on the story's shared link
                </label>
              )}
            </li>
          ))}
        </ul>
      )}
      {recordings?.bytesUsed != null && recordings.bytesUsed > 0 && (
        <p className="mt-2 text-xs text-lavender-300">
          {megabytes(recordings.bytesUsed)} of {megabytes(recordings.bytesAllowed)} used by this story's
          recordings
        </p>
      )}

      <div className="mt-6 border-t border-night-700 pt-4">
        <h3 className="font-semibold text-moon-300">Invite someone to record</h3>
        <p className="mt-1 text-sm text-lavender-200">
          A grandparent, or a parent away from home, opens the link on their own device and reads the story
          aloud; no account needed. It works once, for 7 days. They see this story and nothing else.
        </p>
        <Button variant="secondary" className="mt-3" onClick={() => void invite()}>
          <UserPlus className="size-5" aria-hidden="true" />
          Make an invitation link
        </Button>
        {newLink && (
          <div className="mt-3 grid gap-2">
            <label className="text-sm font-semibold text-lavender-200">
              Invitation link
              <input
                readOnly
                value={newLink}
                onFocus={(event) => event.target.select()}
                className="mt-1 min-h-11 w-full rounded-2xl border border-night-600 bg-night-950 px-4 text-sm text-white"
              />
            </label>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => void shareLink(newLink)}>
                {typeof navigator !== 'undefined' && 'share' in navigator ? (
                  <Share2 className="size-4" aria-hidden="true" />
                ) : (
                  <Copy className="size-4" aria-hidden="true" />
                )}
                {copied
                  ? 'Link Copied!'
                  : typeof navigator !== 'undefined' && 'share' in navigator
                    ? 'Share link'
                    : 'Copy link'}
              </Button>
            </div>
            <p className="text-xs text-lavender-300">
              The link is shown only now: copy it before you close this.
            </p>
          </div>
        )}
        {(invitations.data?.length ?? 0) > 0 && (
          <ul aria-label="Open invitations" className="mt-3 grid gap-2">
            {invitations.data!.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-night-700 bg-night-950/60 p-3 text-sm text-lavender-200"
              >
                <span className="flex items-center gap-2">
                  <Link2 className="size-4 text-lavender-300" aria-hidden="true" />
                  {invitation.started ? 'Being recorded' : 'Not opened yet'}, until{' '}
                  {new Date(invitation.expiresAt).toLocaleDateString('en-GB', {
                    day: 'numeric',
                    month: 'long',
                  })}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => void act(() => revokeInvitation(story.id, invitation.id))}
                >
                  Withdraw
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {problem && (
        <p role="alert" className="mt-3 text-sm text-rose-200">
          {problem}
        </p>
      )}
    </div>
  );
}
