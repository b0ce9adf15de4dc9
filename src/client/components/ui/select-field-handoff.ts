/**
 * What the picker's stand-in (select-field.tsx) and the real list (select-field-impl.tsx) both need: their
 * props and the hand-off between them. Its own module, so neither of the two imports the other.
 */
import type { ReactNode, Ref } from 'react';

export interface SelectOption {
  value: string;
  /** Typed to jump to the option, and its name for people. */
  textValue: string;
  /** What the option and, once chosen, the trigger show. */
  label: ReactNode;
  /** Shown only in the list (a premium star, a hint). */
  extra?: ReactNode;
}

export interface SelectOptionGroup {
  label?: string;
  options: readonly SelectOption[];
}

export interface SelectFieldProps {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder: string;
  groups: readonly SelectOptionGroup[];
  invalid?: boolean;
  describedBy?: string | undefined;
  triggerRef?: Ref<HTMLButtonElement> | undefined;
}

/** What the stand-in asked for before the list arrived: open it, give it focus. */
export const handoff = { open: new Set<string>(), focused: new Set<string>() };
