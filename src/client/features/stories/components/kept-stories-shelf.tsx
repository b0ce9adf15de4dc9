import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Story } from '../../../../shared/api-contracts';
import { Card } from '../../../components/ui/card';
import { StoryRow } from '../../../components/story/story-row';
import { PRIVATE_CACHE, useOnline } from '../../../lib/offline';

/**
 * Offline, the stories saved on this device (each opened once here): a shelf on home and in the library,
 * so a parent in airplane mode finds tonight's story without a network.
 */
export function KeptStoriesShelf() {
  const online = useOnline();
  const [stories, setStories] = useState<Story[] | null>(null);
  useEffect(() => {
    if (online) return;
    let live = true;
    void keptStories().then((kept) => live && setStories(kept));
    return () => {
      live = false;
    };
  }, [online]);
  if (online || stories === null) return null;
  return (
    <section aria-labelledby="kept-heading">
      <Card>
        <h2 id="kept-heading" className="flex items-center gap-2 text-xl font-bold text-moon-300">
          <WifiOff className="size-5" aria-hidden="true" />
          Saved on this device
        </h2>
        {stories.length === 0 ? (
          <p className="mt-3 text-lavender-200">
            No stories are saved on this device yet. A story opened once with a network reads again here
            without one.
          </p>
        ) : (
          <ul className="mt-4 grid gap-2">
            {stories.map((story) => (
              <StoryRow
                key={story.id}
                story={{ ...story, title: story.title || `${story.childName}'s Magical Adventure` }}
                readLink={false}
              />
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}

const STORY_READ = /\/api\/stories\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stories kept on this device for reading offline, newest first. */
async function keptStories(): Promise<Story[]> {
  if (!('caches' in window)) return [];
  try {
    if (!(await caches.has(PRIVATE_CACHE))) return [];
    const cache = await caches.open(PRIVATE_CACHE);
    const requests = (await cache.keys()).filter((r) => STORY_READ.test(new URL(r.url).pathname));
    const stories = await Promise.all(
      requests.map(async (r) => {
        try {
          return (await (await cache.match(r))?.json()) as Story;
        } catch {
          return null;
        }
      }),
    );
    return stories
      .filter((s): s is Story => s !== null && typeof s?.id === 'string')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  } catch {
    return [];
  }
}
