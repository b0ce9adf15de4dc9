import { UserPlus, X } from 'lucide-react';
import { MAX_SIBLINGS, type Gender } from '../../../../shared/catalogue';
import { Button } from '../../../components/ui/button';
import { FieldError, Input, inputClasses } from '../../../components/ui/field';
import { useCharacterProfiles } from '../../../lib/api/get-character-profiles';
import { cn } from '../../../lib/cn';
import { AgeOptions } from './child-chooser';

/** A brother or sister on the form: one of the account's profiles, or a name (age, gender) typed in. */
export interface SiblingRow {
  key: number;
  profileId: string | null;
  name: string;
  age: string;
  gender: Gender | '';
}

const TYPED = '';

/**
 * "Add a brother or sister": up to MAX_SIBLINGS more children in tonight's story, each named, with lines
 * of their own. A signed-in parent picks from their profiles or types a name; a guest types one.
 */
export function SiblingsField({
  rows,
  onChange,
  signedIn,
  childProfileId,
  errors,
}: {
  rows: readonly SiblingRow[];
  /** Each change as a function of the rows as they are then: two quick changes never undo each other. */
  onChange: (change: (rows: readonly SiblingRow[]) => SiblingRow[]) => void;
  signedIn: boolean;
  /** The profile the story is for: not offered again as a sibling. */
  childProfileId: string | null;
  /** An error per row, by key. */
  errors: Readonly<Record<number, string | undefined>>;
}) {
  const profiles = useCharacterProfiles(signedIn).data ?? [];
  const update = (key: number, change: Partial<SiblingRow>) =>
    onChange((now) => now.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const add = () => {
    let key = 0;
    onChange((now) => {
      key = Math.max(0, ...now.map((r) => r.key)) + 1;
      return [...now, { key, profileId: null, name: '', age: '', gender: '' }];
    });
    requestAnimationFrame(() => document.getElementById(`sibling-${key}-name`)?.focus());
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      {rows.map((row, i) => {
        const id = `sibling-${row.key}`;
        const error = errors[row.key];
        // A profile is offered once: not the story's child, not another row's.
        const offered = profiles.filter(
          (p) =>
            String(p.id) !== childProfileId && !rows.some((r) => r !== row && r.profileId === String(p.id)),
        );
        const label = row.name.trim() || `Brother or sister ${i + 1}`;
        return (
          <fieldset key={row.key} className="rounded-2xl border border-night-600 bg-night-950/50 p-3">
            <legend className="sr-only">{`Brother or sister ${i + 1}`}</legend>
            <div className="grid grid-cols-[1fr_auto] gap-3">
              {offered.length > 0 && (
                <div className="col-span-2">
                  <label htmlFor={`${id}-who`} className="mb-2 block font-semibold text-lavender-200">
                    Who?
                  </label>
                  <select
                    id={`${id}-who`}
                    value={row.profileId ?? TYPED}
                    onChange={(e) => {
                      const profile = profiles.find((p) => String(p.id) === e.target.value);
                      update(
                        row.key,
                        profile
                          ? { profileId: String(profile.id), name: profile.name }
                          : { profileId: null, name: '' },
                      );
                    }}
                    className={inputClasses}
                  >
                    <option value={TYPED}>Type a name</option>
                    {offered.map((p) => (
                      <option key={p.id} value={String(p.id)}>
                        {p.name}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              {row.profileId === null && (
                <>
                  <div>
                    <label htmlFor={`${id}-name`} className="mb-2 block font-semibold text-lavender-200">
                      Brother's or sister's name
                    </label>
                    <Input
                      id={`${id}-name`}
                      value={row.name}
                      onChange={(e) => update(row.key, { name: e.target.value })}
                      autoComplete="off"
                      autoCapitalize="words"
                      maxLength={30}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                    />
                  </div>
                  <div>
                    <label htmlFor={`${id}-age`} className="mb-2 block font-semibold text-lavender-200">
                      Age
                    </label>
                    <select
                      id={`${id}-age`}
                      value={row.age}
                      onChange={(e) => update(row.key, { age: e.target.value })}
                      className={cn(inputClasses, 'w-28 pr-2')}
                    >
                      <AgeOptions />
                    </select>
                  </div>
                  <div>
                    <label htmlFor={`${id}-gender`} className="mb-2 block font-semibold text-lavender-200">
                      Boy or girl?
                    </label>
                    <select
                      id={`${id}-gender`}
                      value={row.gender}
                      onChange={(e) => update(row.key, { gender: e.target.value as Gender | '' })}
                      className={inputClasses}
                    >
                      <option value="">Neither (they)</option>
                      <option value="Boy">Boy</option>
                      <option value="Girl">Girl</option>
                    </select>
                  </div>
                </>
              )}
              <div className="col-span-2 -mt-2 empty:hidden">
                <FieldError id={`${id}-error`}>{error}</FieldError>
              </div>
            </div>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => onChange((now) => now.filter((r) => r.key !== row.key))}
            >
              <X className="size-4" aria-hidden="true" />
              Remove {label}
            </Button>
          </fieldset>
        );
      })}
      {rows.length < MAX_SIBLINGS && (
        <div>
          <Button variant="secondary" size="sm" onClick={add}>
            <UserPlus className="size-4" aria-hidden="true" />
            Add a brother or sister
          </Button>
        </div>
      )}
    </div>
  );
}

/** The rows as the story request sends them: a profile by id, a typed child by name, age and gender. */
export function siblingsRequest(rows: readonly SiblingRow[]) {
  return rows.map((r) =>
    r.profileId
      ? { name: r.name, characterProfileId: r.profileId }
      : { name: r.name.trim(), age: r.age ? Number(r.age) : null, gender: r.gender || null },
  );
}
