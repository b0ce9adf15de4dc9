/**
 * A typed-in child's look, remembered on this device under the child's name (docs/decisions/
 * 025-child-looks.md): a guest's children have no profile, so the look comes back when the name is typed
 * again. Kept in local storage as `childLooks` ({ 'mia': { skinTone, ... } }), at most MAX_REMEMBERED
 * children, the most recent last. What is read back is checked against the closed lists.
 */
import { EYE_COLORS, HAIR_COLORS } from '../../../shared/catalogue';
import { HAIR_STYLES, SKIN_TONES } from '../../../shared/looks';
import type { LookChoice } from '../../components/child-look/look-picker';

export const LOOKS_KEY = 'childLooks';
export const MAX_REMEMBERED = 12;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const childKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

function readAll(storage: Store | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(LOOKS_KEY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | '' =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : '';

/** The look remembered for this name, or null. */
export function rememberedLook(name: string, storage: Store | null = browserStorage()): LookChoice | null {
  const key = childKey(name);
  if (key === '') return null;
  const saved = readAll(storage)[key];
  if (!saved || typeof saved !== 'object') return null;
  const look = saved as Record<string, unknown>;
  return {
    skinTone: oneOf(SKIN_TONES, look.skinTone),
    hairStyle: oneOf(HAIR_STYLES, look.hairStyle),
    hairColor: oneOf(HAIR_COLORS, look.hairColor),
    eyeColor: oneOf(EYE_COLORS, look.eyeColor),
    glasses: look.glasses === true,
  };
}

/** Remembers (or, for an empty look, forgets) this child's look. */
export function rememberLook(name: string, look: LookChoice, storage: Store | null = browserStorage()): void {
  const key = childKey(name);
  if (key === '' || !storage) return;
  const all = readAll(storage);
  delete all[key];
  const empty = !look.skinTone && !look.hairStyle && !look.hairColor && !look.eyeColor && !look.glasses;
  if (!empty) all[key] = look;
  const kept = Object.fromEntries(Object.entries(all).slice(-MAX_REMEMBERED));
  try {
    storage.setItem(LOOKS_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or disabled: the look is simply not remembered.
  }
}
