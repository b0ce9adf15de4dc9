import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Story } from '../../../../shared/api-contracts';
import type { ListPage } from '../../../lib/api-client';

/** A list of stories a page at a time (the library's sections). */
export type StoryPages = UseInfiniteQueryResult<InfiniteData<ListPage<Story>>>;

/**
 * The next page of a list, fetched as the reader scrolls near the end (and by the button, for keyboards
 * and for browsers that do not report scrolling).
 */
export function MoreStories({ query }: { query: StoryPages }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { fetchNextPage, isFetchingNextPage } = query;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [fetchNextPage, isFetchingNextPage]);
  return (
    <div ref={sentinel} className="mt-6 flex justify-center">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void fetchNextPage()}
        disabled={isFetchingNextPage}
        aria-busy={isFetchingNextPage}
      >
        {isFetchingNextPage ? 'Loading more stories...' : 'Show more stories'}
      </Button>
    </div>
  );
}
