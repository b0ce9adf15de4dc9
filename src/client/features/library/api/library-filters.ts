import type { LibraryFilters } from '../../../../shared/api-contracts';

export type { LibraryFilters };

/** The filters as query parameters (only those set), for the API and for the library's own address. */
export function filterParams(filters: LibraryFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['q', 'child', 'theme', 'companion'] as const) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** The filters an address names (`/library?child=Maya`): a link or the back button keeps them. */
export function filtersFromSearch(search: string): LibraryFilters {
  const params = new URLSearchParams(search);
  const read = (key: string) => params.get(key) || undefined;
  return {
    q: read('q'),
    child: read('child'),
    theme: read('theme') as LibraryFilters['theme'],
    companion: read('companion') as LibraryFilters['companion'],
  };
}

export const hasFilters = (filters: LibraryFilters) => filterParams(filters).size > 0;

/** The list's address with its filters: `/api/stories/user?child=Maya`. */
export function filteredPath(path: string, filters: LibraryFilters): string {
  const query = filterParams(filters).toString();
  return query ? `${path}?${query}` : path;
}
