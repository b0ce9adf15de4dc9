import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** A soft, moonlit panel. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-3xl border border-night-600/60 bg-night-900/80 p-5 shadow-card [backdrop-filter:blur(8px)] sm:p-7',
        className,
      )}
      {...props}
    />
  );
}
