import { useState, type FormEvent } from 'react';
import { loadSchemas } from './load-schemas';

type Schemas = Awaited<ReturnType<typeof loadSchemas>>;
type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };
/** What a shared schema answers; `safeParse` never throws. */
interface Parser<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
}

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/**
 * A form's values and its fields' errors, checked with the shared schemas (loaded on demand, see
 * load-schemas.ts). The first field in error, in the order of `initial`'s keys, takes the focus: `target`
 * names its element.
 */
export function useValidatedForm<V extends object>(
  initial: V | (() => V),
  target: (field: keyof V) => HTMLElement | null | undefined,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});

  /** Marks the fields and moves the focus to the first; answers whether there was any. */
  const show = (next: FieldErrors<V>) => {
    setErrors(next);
    const first = (Object.keys(values) as (keyof V)[]).find((field) => next[field]);
    if (first) target(first)?.focus();
    return first !== undefined;
  };

  return {
    values,
    errors,
    setValues,
    setErrors,
    show,
    /** A field's new value; its error goes with the old one. */
    set<K extends keyof V>(field: K, value: V[K]) {
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    },
    /**
     * The input checked by a shared schema: its data, or null once the first message of each field is
     * shown. Throws when the schemas cannot load; the form says so in its own words.
     */
    async check<T>(schema: (schemas: Schemas) => Parser<T>, input: unknown = values): Promise<T | null> {
      const parsed = schema(await loadSchemas()).safeParse(input);
      if (parsed.success) {
        setErrors({});
        return parsed.data;
      }
      const next: FieldErrors<V> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof V] ??= issue.message;
      show(next);
      return null;
    },
  };
}

/** A form's submit handler: no page load, and no second send while the first is on its way. */
export function onSubmitUnless(pending: boolean, send: () => unknown) {
  return (event: FormEvent) => {
    event.preventDefault();
    if (!pending) void send();
  };
}
