import { Star } from 'lucide-react';
import { Tooltip } from '../../../components/ui/tooltip';

/** The star on a premium option, with its tooltip (SPEC.md §2); screen readers hear the tooltip text. */
export function PremiumStar({ tip }: { tip: string }) {
  return (
    <Tooltip content={tip}>
      <span className="inline-flex shrink-0 items-center" data-premium-star="">
        <Star className="size-4 fill-moon-400 text-moon-400" aria-hidden="true" />
        <span className="sr-only">{tip}</span>
      </span>
    </Tooltip>
  );
}
