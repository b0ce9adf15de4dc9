import { useState } from 'react';
import { companionImageUrl } from '../../../shared/media';
import { cn } from '../../lib/cn';

/** The companion's portrait; its initial on a moonlit disc if the picture cannot load. */
export function CompanionPicture({
  name,
  alt = '',
  className,
  size,
}: {
  name: string;
  /** Empty when the name is written beside the picture. */
  alt?: string;
  className?: string;
  size: number;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === name) {
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        style={{ width: size, height: size, fontSize: size * 0.42 }}
        className={cn(
          'grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-night-600 to-night-800 font-bold text-moon-300',
          className,
        )}
      >
        {name.charAt(0)}
      </span>
    );
  }
  return (
    <img
      src={companionImageUrl(name)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(name)}
      className={cn('shrink-0 rounded-full bg-night-800 object-cover', className)}
    />
  );
}
