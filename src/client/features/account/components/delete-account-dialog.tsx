import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ROUTES } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { onSubmitUnless } from '../../../lib/use-validated-form';
import { useDeleteAccount } from '../api/delete-account';
import { PasswordInput } from './password-input';

/** What deleting removes, said plainly before the password is asked for. */
export const WHAT_DELETION_REMOVES = [
  'your account: username, email address and password',
  "every child's character profile: names, ages, looks, traits and interests",
  'every story, its pictures and reading history; shared links stop working at once',
  'every recorded voice of your stories, from our storage too, and every invitation to record',
  'favourites, monthly counts and book orders',
  'your plan: a paid subscription is cancelled first, so nothing more is charged',
] as const;

/** Deletes the account after the password, once the parent has read what goes; loaded on demand. */
export default function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteAccount();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  function send() {
    if (!password) {
      setError('Please enter your password.');
      return;
    }
    setError(undefined);
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          toast({
            title: 'Account deleted',
            description: 'Your account and everything in it are gone. Sleep well.',
            variant: 'moonbeam-info',
          });
          navigate(ROUTES.auth);
        },
        onError: (e) => setError(errorMessage(e) ?? 'Please try again.'),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return;
        onOpenChange(next);
        if (!next) {
          setPassword('');
          setError(undefined);
        }
      }}
    >
      <DialogContent
        title="Delete your account?"
        description="This cannot be undone. Download your data first if you want to keep the stories."
      >
        <p className="font-semibold text-lavender-100">Deleting removes, for good:</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-relaxed text-lavender-200">
          {WHAT_DELETION_REMOVES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <form
          onSubmit={onSubmitUnless(remove.isPending, send)}
          noValidate
          className="mt-5 grid gap-4"
          aria-label="Delete account"
        >
          <PasswordInput
            id="delete-password"
            label="Your password, to confirm"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={error}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              type="button"
              onClick={() => onOpenChange(false)}
              disabled={remove.isPending}
            >
              Keep my account
            </Button>
            <SubmitButton
              className="bg-red-500 text-white hover:bg-red-400"
              pending={remove.isPending}
              icon={Trash2}
            >
              Delete my account
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
