import { COMPANIONS, THEMES } from '../../../../shared/catalogue';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { useStoryChildren } from '../api/get-story-children';
import { hasFilters, type LibraryFilters } from '../api/library-filters';

/**
 * Finding a story again (issue 32): a search over titles, names and the stories' words, and a choice of
 * child, theme and companion. The server does the narrowing, so a story many pages back is found too.
 */
export function LibraryFilterBar({
  filters,
  onChange,
}: {
  filters: LibraryFilters;
  onChange: (filters: LibraryFilters) => void;
}) {
  const children = useStoryChildren(true);
  const set = (change: Partial<LibraryFilters>) => onChange({ ...filters, ...change });
  // A child chosen from an address stays listed even before (or without) the list of names.
  const childNames = [...new Set([...(children.data ?? []), ...(filters.child ? [filters.child] : [])])];
  return (
    <form
      role="search"
      aria-label="Find a story"
      className="mt-8 grid gap-3 rounded-3xl border border-night-600/60 bg-night-900/60 p-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor="library-search" className="sr-only">
        Search your stories
      </label>
      <input
        id="library-search"
        type="search"
        value={filters.q ?? ''}
        onChange={(e) => set({ q: e.target.value })}
        maxLength={100}
        placeholder="Search titles, names and words"
        className={inputClasses}
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <FilterSelect
          label="Child"
          all="All children"
          value={filters.child}
          options={childNames}
          onChange={(child) => set({ child })}
        />
        <FilterSelect
          label="Theme"
          all="All themes"
          value={filters.theme}
          options={THEMES}
          onChange={(theme) => set({ theme: theme as LibraryFilters['theme'] })}
        />
        <FilterSelect
          label="Companion"
          all="All companions"
          value={filters.companion}
          options={COMPANIONS}
          onChange={(companion) => set({ companion: companion as LibraryFilters['companion'] })}
        />
      </div>
      {hasFilters(filters) && (
        <div className="text-right">
          <Button variant="ghost" size="sm" onClick={() => onChange({})}>
            Clear filters
          </Button>
        </div>
      )}
    </form>
  );
}

function FilterSelect({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  all: string;
  value: string | undefined;
  options: readonly string[];
  onChange: (value: string | undefined) => void;
}) {
  const id = `library-${label.toLowerCase()}`;
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
        className={cn(inputClasses, 'pr-2')}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
