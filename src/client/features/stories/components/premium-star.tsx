import { Lock, Star } from 'lucide-react';
import { Tooltip } from '../../../components/ui/tooltip';

/**
 * The mark on a premium option, with its tooltip (docs/product.md §2.4); screen readers hear the tooltip text.
 * `locked` (the visitor's plan lacks it): a lock and the word 'Premium', so the option looks locked before
 * anyone submits; it stays choosable, and the form says what choosing it means.
 */
export function PremiumStar({ tip, locked = false }: { tip: string; locked?: boolean }) {
  return (
    <Tooltip content={tip}>
      <span
        className="inline-flex shrink-0 items-center gap-1"
        data-premium-star=""
        data-locked={locked ? '' : undefined}
      >
        {locked ? (
          <>
            <span
              className="inline-flex items-center gap-1 rounded-full border border-moon-400/50 px-2 py-0.5 text-xs font-semibold text-moon-300"
              aria-hidden="true"
            >
              <Lock className="size-3" />
              Premium
            </span>
          </>
        ) : (
          <Star className="size-4 fill-moon-400 text-moon-400" aria-hidden="true" />
        )}
        <span className="sr-only">{tip}</span>
      </span>
    </Tooltip>
  );
}
