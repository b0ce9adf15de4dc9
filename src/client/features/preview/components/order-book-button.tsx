import { BookOpen } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { Story } from '../../../../shared/api-contracts';
import { Button } from '../../../components/ui/button';

const OrderBookDialog = lazy(() => import('./order-book-dialog'));

/** The story page's "Order Physical Copy": the dialog's code loads on the first hover or focus. */
export function OrderBookButton({ story }: { story: Story }) {
  const [ordering, setOrdering] = useState(false);
  const orderButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={orderButton}
        variant="secondary"
        onClick={() => setOrdering(true)}
        onPointerEnter={preloadOrderDialog}
        onFocus={preloadOrderDialog}
      >
        <BookOpen className="size-5" aria-hidden="true" />
        Order Physical Copy
      </Button>
      {ordering && (
        <Suspense fallback={null}>
          <OrderBookDialog
            story={story}
            open={ordering}
            onOpenChange={setOrdering}
            returnFocusTo={orderButton}
          />
        </Suspense>
      )}
    </>
  );
}

function preloadOrderDialog() {
  void import('./order-book-dialog');
}
