import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { MESSAGES } from '../../../../shared/messages';
import { ROUTES } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { loadSchemas } from '../../../lib/load-schemas';
import { useResetPassword } from '../api/password-reset';
import { fieldErrors } from '../form-errors';
import { PasswordInput } from './password-input';

type Field = 'password' | 'confirm';

/** Back to the forgot-password page, for a link that is missing, used or expired. */
function AskForNewLink() {
  return (
    <Link href={ROUTES.forgotPassword} className="font-semibold text-moon-300 underline underline-offset-4">
      Ask for a new link
    </Link>
  );
}

/** Sets a new password from the mailed link's token. */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const [, navigate] = useLocation();
  const [form, setForm] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (reset.isPending) return;
    const parsed = (await loadSchemas()).resetPasswordInput.safeParse({ token, password: form.password });
    const next: Partial<Record<Field, string>> = parsed.success
      ? {}
      : fieldErrors<Field>(parsed.error.issues);
    if (!next.password && form.confirm !== form.password)
      next.confirm = 'The two passwords are not the same.';
    setErrors(next);
    if (!parsed.success || next.password || next.confirm) return;
    reset.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast({ title: 'Password set', description: answer.message, variant: 'moonbeam-info' });
        navigate(ROUTES.auth);
      },
    });
  }

  // A password the server refuses (one of the most common) is written under the field; the link still works.
  const serverMessage = reset.isError ? (errorMessage(reset.error) ?? 'Please try again.') : undefined;
  const aboutPassword = serverMessage === MESSAGES.passwordTooCommon;

  if (!token) {
    return (
      <p className="text-lavender-200">
        This page needs the link from the mail we sent. <AskForNewLink />
      </p>
    );
  }
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="grid gap-4"
      aria-label="Choose a new password"
    >
      <PasswordInput
        id="reset-password"
        label="New password"
        autoComplete="new-password"
        value={form.password}
        onChange={(password) => setForm((f) => ({ ...f, password }))}
        error={errors.password ?? (aboutPassword ? serverMessage : undefined)}
      />
      <PasswordInput
        id="reset-confirm"
        label="New password, once more"
        autoComplete="new-password"
        value={form.confirm}
        onChange={(confirm) => setForm((f) => ({ ...f, confirm }))}
        error={errors.confirm}
      />
      {serverMessage && !aboutPassword && (
        <p role="alert" className="text-sm font-medium text-red-300">
          {serverMessage} <AskForNewLink />
        </p>
      )}
      <Button type="submit" size="lg" disabled={reset.isPending} aria-busy={reset.isPending}>
        {reset.isPending && <LoaderCircle className="spin size-5" aria-hidden="true" />}
        Set new password
      </Button>
    </form>
  );
}
