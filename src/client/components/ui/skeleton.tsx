import type { CSSProperties } from 'react';
import { cn } from '../../lib/cn';

export function Skeleton({ className, style }: { className?: string; style?: CSSProperties }) {
  return (
    <div
      aria-hidden="true"
      style={style}
      className={cn(
        'skeleton bg-night-700/60',
        className?.includes('rounded-') ? '' : 'rounded-xl',
        className,
      )}
    />
  );
}
