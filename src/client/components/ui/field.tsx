import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const inputClasses =
  'block w-full min-h-12 rounded-2xl border border-night-600 bg-night-950/70 px-4 text-base text-mist-100 placeholder:text-lavender-300/80 transition-colors hover:border-lavender-400/70 focus-visible:border-moon-400 aria-[invalid=true]:border-red-400';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses, className)} {...props} />;
}

export function FieldLabel({
  htmlFor,
  id,
  children,
}: {
  htmlFor?: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} id={id} className="mb-2 block font-semibold text-lavender-200">
      {children}
    </label>
  );
}

/** A field's error, in red under the field (docs/product.md §2.4). */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-2 text-sm font-medium text-red-300" role="alert">
      {children}
    </p>
  );
}
