import { LoaderCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

/** A dialog's destructive confirm: rose, busy while the deletion is on its way ('Deleting...'). */
export function DeleteButton({
  pending,
  onClick,
  icon: Icon,
  children,
}: {
  pending: boolean;
  onClick: () => void;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Button
      onClick={onClick}
      aria-busy={pending}
      aria-disabled={pending}
      className="bg-rose-300 text-rose-950 shadow-none hover:bg-rose-200 aria-disabled:opacity-80"
    >
      {pending ? (
        <LoaderCircle className="spin size-5" aria-hidden="true" />
      ) : (
        <Icon className="size-5" aria-hidden="true" />
      )}
      {pending ? 'Deleting...' : children}
    </Button>
  );
}
