import { LoaderCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

/**
 * The one busy-while-sending button: a form's submit, or a dialog's confirm (`type="button"`). While
 * `pending` a spinner takes the icon's place and `pendingLabel`, if any, the label's. `keepsFocus` marks it
 * aria-disabled instead of disabled: a disabled button would drop the keyboard's focus mid-save.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  icon: Icon,
  keepsFocus,
  children,
  ...props
}: ButtonProps & {
  pending: boolean;
  pendingLabel?: ReactNode;
  icon?: LucideIcon;
  keepsFocus?: boolean;
}) {
  return (
    <Button
      type="submit"
      {...props}
      {...(keepsFocus ? { 'aria-disabled': pending } : { disabled: pending })}
      aria-busy={pending}
    >
      {pending ? (
        <LoaderCircle className="spin size-5" aria-hidden="true" />
      ) : (
        Icon && <Icon className="size-5" aria-hidden="true" />
      )}
      {(pending && pendingLabel) || children}
    </Button>
  );
}
