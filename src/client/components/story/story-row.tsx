import { BookOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Story } from '../../../shared/api-contracts';
import { storyPath } from '../../../shared/routes';
import { CompanionPicture } from './companion-picture';

/**
 * One story in a short list on home or in the library (recent stories, favourites, the ones saved on this
 * device): its companion, its title as a link, what the list says of it under the title, and a book to tap.
 * Offline the book is only a sign (`readLink` false): the title is the one way in.
 */
export function StoryRow({
  story,
  about,
  readLink = true,
  children,
}: {
  story: Pick<Story, 'id' | 'title' | 'animal'>;
  /** A line under the title: when it was made, its theme. */
  about?: ReactNode;
  readLink?: boolean;
  /** More actions, after the book (delete). */
  children?: ReactNode;
}) {
  const title = (
    <Link
      href={storyPath(story.id)}
      className="font-semibold break-words text-mist-100 underline-offset-4 hover:text-moon-300 hover:underline"
    >
      {story.title}
    </Link>
  );
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-night-600/50 bg-night-950/40 p-2 pr-1">
      <CompanionPicture name={story.animal} size={44} />
      <div className="min-w-0 flex-1">
        {title}
        {about && <p className="text-sm text-lavender-300">{about}</p>}
      </div>
      {readLink ? (
        <Link
          href={storyPath(story.id)}
          aria-label={`Read ${story.title}`}
          className="grid size-11 shrink-0 place-items-center rounded-full text-moon-300 hover:bg-night-800"
        >
          <BookOpen className="size-5" aria-hidden="true" />
        </Link>
      ) : (
        <BookOpen className="mr-2 size-5 shrink-0 text-moon-300" aria-hidden="true" />
      )}
      {children}
    </li>
  );
}
