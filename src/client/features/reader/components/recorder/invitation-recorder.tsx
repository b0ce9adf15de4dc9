/**
 * An invitation to record (docs/product.md §14): whoever opens the link, with no account and no session, sees
 * the story as a book and reads it aloud page by page; the recording goes into the family's story. The link
 * shows this story and nothing else. The page (app/pages/record-page.tsx) loads this on demand.
 */
import { useQuery } from '@tanstack/react-query';
import { CloudMoon, Heart, Mic, MoonStar } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { pageScenePicture, pageSetting } from '../../../../../shared/media';
import { RECORDING_LIMITS, RECORDING_MESSAGES, recorderNameOf } from '../../../../../shared/recordings';
import type { Recording } from '../../../../../shared/recording-contracts';
import { storyParagraphs, storySentences } from '../../../../../shared/story-text';
import { Button } from '../../../../components/ui/button';
import { CompanionPicture } from '../../../../components/story/companion-picture';
import { ApiError } from '../../../../lib/api-client';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import {
  invitationTarget,
  invitedStoryQueryOptions,
  rememberedRecorderName,
  rememberRecorderName,
} from '../../api/recordings';
import type { BookPage } from '../book-pages';
import { TEXT_CLASSES } from '../book-page-parts';

const StoryRecorder = lazy(() => import('./story-recorder'));

export default function InvitationRecorder({ token }: { token: string }) {
  const invited = useQuery(invitedStoryQueryOptions(token));
  const [name, setName] = useState(() => invited.data?.recording?.recorderName ?? rememberedRecorderName());
  const [reader, setReader] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saved, setSaved] = useState<Recording | null>(null);
  const nameId = useId();
  const story = invited.data;
  useDocumentTitle(story ? `Read ${story.childName}'s story aloud` : 'Read a story aloud');

  const pages = useMemo<BookPage[]>(
    () =>
      story
        ? storyParagraphs(story.storyContent).map((paragraph, index) => ({
            sentences: storySentences(paragraph),
            setting: pageSetting(story, index),
            picture: pageScenePicture(story, index),
          }))
        : [],
    [story],
  );
  const target = useMemo(() => invitationTarget(token), [token]);

  if (invited.isPending) {
    return (
      <main id="main" className="px-4 pt-16 pb-24 text-center text-lavender-200" role="status">
        Opening the story...
      </main>
    );
  }
  if (invited.isError || !story) {
    const used = invited.error instanceof ApiError && invited.error.status === 410;
    return (
      <main id="main" className="px-4 pt-16 pb-24">
        <div className="mx-auto flex max-w-md flex-col items-center gap-4 text-center" role="alert">
          <CloudMoon className="size-14 text-lavender-300" aria-hidden="true" />
          <h1 className="text-3xl font-bold text-moon-300">
            {used ? 'Recording saved' : 'This link has ended'}
          </h1>
          <p className="text-lavender-200">
            {used
              ? RECORDING_MESSAGES.invitationUsed
              : invited.error instanceof ApiError && invited.error.status === 404
                ? RECORDING_MESSAGES.invitationInvalid
                : "The story couldn't be opened. Check the connection, then try again."}
          </p>
        </div>
      </main>
    );
  }

  const begin = () => {
    const parsed = recorderNameOf(name);
    if (!parsed) return setNameError(RECORDING_MESSAGES.recorderName);
    rememberRecorderName(parsed);
    setReader(parsed);
  };

  return (
    <main id="main" className="px-4 pt-10 pb-24 sm:px-6 sm:pt-14">
      <article className="mx-auto max-w-3xl" aria-labelledby="story-title">
        <header className="flex flex-col items-center text-center">
          <div className="companion-halo rounded-full p-1.5">
            <CompanionPicture name={story.animal} alt={story.animal} size={96} />
          </div>
          <h1 id="story-title" className="mt-4 text-3xl font-bold text-balance text-moon-300 sm:text-4xl">
            {story.childName}'s Magical Adventure
          </h1>
          <p className="mt-2 text-lavender-200">
            You're invited to read this bedtime story aloud for {story.childName}.
          </p>
        </header>

        {saved ? (
          <div className="mx-auto mt-8 flex max-w-md flex-col items-center gap-3 text-center" role="status">
            <Heart className="size-12 text-rose-300" aria-hidden="true" />
            <h2 className="text-2xl font-bold text-moon-300">Thank you, {saved.recorderName}!</h2>
            <p className="text-lavender-200">
              Your recording is saved in {story.childName}'s story. At bedtime, it plays with the pages
              turning.
            </p>
          </div>
        ) : reader ? (
          <Suspense fallback={<p className="mt-6 text-center text-lavender-200">Opening the recorder...</p>}>
            <StoryRecorder
              pages={pages}
              companion={story.animal}
              childName={story.childName}
              look={story.childLook}
              siblings={story.siblings}
              textClassName={TEXT_CLASSES.Medium}
              recorderName={reader}
              target={target}
              draft={story.recording}
              onSaved={setSaved}
              onClose={() => setReader(null)}
            />
          </Suspense>
        ) : (
          <div className="mx-auto mt-8 max-w-xl rounded-3xl border border-night-600/60 bg-night-900/90 p-5 sm:p-7">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-moon-300">
              <MoonStar className="size-5" aria-hidden="true" />
              How it works
            </h2>
            <ol className="mt-3 list-decimal space-y-1 pl-5 text-lavender-200">
              <li>Say who is reading (for example Grandma).</li>
              <li>
                Read each of the {pages.length} pages aloud as it shows; listen back, or record a page again.
              </li>
              <li>Save: the recording goes into the family's story. No account is needed.</li>
            </ol>
            <p className="mt-3 text-sm text-lavender-300">
              Your voice is kept with this story only, for the family who sent the link, and is never sent to
              any outside service. The link works once, until{' '}
              {new Date(story.expiresAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long' })}.
            </p>
            <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:items-end">
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
                  className="min-h-11 w-full rounded-2xl border border-night-600 bg-night-950 px-4 text-white placeholder:text-lavender-300/60 focus:border-moon-400"
                />
                {nameError && <p className="mt-1 text-sm text-rose-200">{nameError}</p>}
              </div>
              <Button onClick={begin}>
                <Mic className="size-5" aria-hidden="true" />
                {story.recording ? 'Go on recording' : 'Start recording'}
              </Button>
            </div>
          </div>
        )}
      </article>
    </main>
  );
}
