import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { loadSchemas } from '../../../lib/load-schemas';
import { useChangePassword } from '../api/change-password';
import { fieldErrors } from '../form-errors';
import { PasswordInput } from './password-input';

type Field = 'currentPassword' | 'newPassword';

/** Changes the password; other devices are signed out, this one stays signed in. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [form, setForm] = useState({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending) return;
    const parsed = (await loadSchemas()).changePasswordInput.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error.issues));
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        setForm({ currentPassword: '', newPassword: '' });
        toast({
          title: 'Password changed',
          description: 'Any other device signed in to your account has been signed out.',
          variant: 'moonbeam-info',
        });
      },
      // A 400 is about the new password (too common); anything else (403) about the current one.
      onError: (error) =>
        setErrors({
          [error instanceof ApiError && error.status === 400 ? 'newPassword' : 'currentPassword']:
            errorMessage(error) ?? 'Please try again.',
        }),
    });
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4" aria-label="Change password">
      <PasswordInput
        id="change-current"
        label="Current password"
        autoComplete="current-password"
        value={form.currentPassword}
        onChange={(currentPassword) => setForm((f) => ({ ...f, currentPassword }))}
        error={errors.currentPassword}
      />
      <PasswordInput
        id="change-new"
        label="New password"
        autoComplete="new-password"
        value={form.newPassword}
        onChange={(newPassword) => setForm((f) => ({ ...f, newPassword }))}
        error={errors.newPassword}
      />
      <Button
        type="submit"
        variant="secondary"
        className="justify-self-start"
        disabled={change.isPending}
        aria-busy={change.isPending}
      >
        {change.isPending && <LoaderCircle className="spin size-5" aria-hidden="true" />}
        Change password
      </Button>
    </form>
  );
}
