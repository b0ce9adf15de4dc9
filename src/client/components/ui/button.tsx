import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'quiet';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-moon-400 text-night-950 shadow-[0_0_24px_-6px_rgb(255_217_138/0.55)] hover:bg-moon-300 disabled:bg-moon-400/60',
  secondary:
    'border border-lavender-300/50 bg-night-800/70 text-lavender-200 hover:border-lavender-200 hover:bg-night-700 hover:text-white',
  ghost: 'text-lavender-200 hover:bg-night-800 hover:text-white',
  quiet: 'text-moon-300 underline decoration-moon-400/50 underline-offset-4 hover:decoration-moon-300',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-4 py-1.5 text-sm',
  md: 'min-h-11 px-5 py-2 text-base',
  lg: 'min-h-14 px-8 text-lg',
};

/** Classes of a button, for links that look like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full text-center leading-tight font-semibold transition-colors duration-200 disabled:cursor-not-allowed',
    variant !== 'quiet' && SIZES[size],
    VARIANTS[variant],
    extra,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
