import { useId } from 'react';
import { cn } from '../../../lib/cn';

/** Paint for the catalogue's hair and eye colours (docs/product.md §3.1); an unknown name falls back to brown. */
const HAIR: Record<string, string> = {
  Blonde: '#f2cf74',
  Brown: '#7b4a2b',
  Black: '#262231',
  Red: '#c4472f',
  Auburn: '#8f3a22',
  Gray: '#a3a7b3',
  White: '#f1f1f4',
  Blue: '#4f7fdc',
  Pink: '#f39ac2',
  Purple: '#9561d6',
  Green: '#4dab6d',
};
const EYES: Record<string, string> = {
  Brown: '#6b3d1f',
  Blue: '#2f7de1',
  Green: '#2c9a58',
  Hazel: '#8d6d2f',
  Gray: '#7f8a99',
  Amber: '#d58b12',
  Violet: '#8353e6',
};

export const hairPaint = (hair: string) => HAIR[hair] ?? HAIR.Brown!;
export const eyePaint = (eyes: string) => EYES[eyes] ?? EYES.Brown!;

/**
 * A small sleepy-time portrait in the profile's hair and eye colours, in pyjamas. Decorative: the name
 * and the colours are always written beside it.
 */
export function ChildAvatar({
  hairColor,
  eyeColor,
  gender,
  size = 64,
  className,
}: {
  hairColor: string;
  eyeColor: string;
  gender: string;
  size?: number;
  className?: string;
}) {
  const hair = hairPaint(hairColor);
  const eyes = eyePaint(eyeColor);
  const longHair = gender === 'Girl';
  const clip = useId();
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={cn('shrink-0 rounded-full', className)}
      data-hair={hairColor}
      data-eyes={eyeColor}
    >
      <clipPath id={clip}>
        <circle cx="32" cy="32" r="32" />
      </clipPath>
      <g clipPath={`url(#${clip})`}>
        <circle cx="32" cy="32" r="32" fill="#1d2550" />
        <circle cx="32" cy="30" r="26" fill="#ffd98a" opacity="0.12" />
        {longHair && (
          <path
            d="M15 33C15 17 23 10.5 32 10.5S49 17 49 33L50.5 51C46 53.5 41 52 41 52H23S18 53.5 13.5 51Z"
            fill={hair}
          />
        )}
        {/* Pyjamas with a moon-gold collar. */}
        <path d="M12 64C12 53 20.5 47 32 47S52 53 52 64Z" fill="#a996f5" />
        <path d="M25.5 47.8 32 54l6.5-6.2C36.5 47.3 34.3 47 32 47s-4.5.3-6.5.8Z" fill="#ffd98a" />
        <rect x="28.5" y="41" width="7" height="8" rx="3" fill="#eab98e" />
        <circle cx="32" cy="32" r="14" fill="#f1c59c" />
        <circle cx="17.8" cy="33" r="2.6" fill="#eab98e" />
        <circle cx="46.2" cy="33" r="2.6" fill="#eab98e" />
        {/* Hair over the forehead: a soft fringe. */}
        <path
          d={
            longHair
              ? 'M17.5 31C17 19.5 24 14 32 14s15 5.5 14.5 17c-2.5-5-6.5-7.5-11-8-1.5 2.4-4.5 3.8-8 4-3.3.2-6.4 1.4-10 4Z'
              : 'M17.6 31.5C16.6 19.6 23.6 14 32 14c8.6 0 15.6 5.6 14.4 17.5-1.6-4.6-4.6-7.6-8.4-8.6-2 2-6 3-10.4 2.8-3.8 0-7.6 2-10 5.8Z'
          }
          fill={hair}
        />
        {!longHair && <path d="M30 14.5c1.2-3 4.2-4.6 7-4-1.6 1.4-2.4 3-2.6 4.6Z" fill={hair} />}
        <circle cx="26.6" cy="33.4" r="2.9" fill={eyes} />
        <circle cx="37.4" cy="33.4" r="2.9" fill={eyes} />
        <circle cx="27.5" cy="32.4" r="0.95" fill="#fff" />
        <circle cx="38.3" cy="32.4" r="0.95" fill="#fff" />
        <circle cx="23.3" cy="38" r="2.1" fill="#f58fa8" opacity="0.45" />
        <circle cx="40.7" cy="38" r="2.1" fill="#f58fa8" opacity="0.45" />
        <path
          d="M28.6 39.4q3.4 2.8 6.8 0"
          fill="none"
          stroke="#8a4636"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
      </g>
    </svg>
  );
}
