import { LoaderCircle, MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { FieldError, FieldLabel, Input } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { loadSchemas } from '../../../lib/load-schemas';
import { usePasswordResetOffered } from '../../../lib/api/get-password-reset-offered';
import { useRequestPasswordReset } from '../api/password-reset';

/** Asks for a reset link by email; answers the same whether or not the address is known. */
export function ForgotPasswordForm() {
  const offered = usePasswordResetOffered();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (request.isPending) return;
    const parsed = (await loadSchemas()).forgotPasswordInput.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById('forgot-email')?.focus();
      return;
    }
    setError(undefined);
    request.mutate(parsed.data, { onError: (e) => setError(errorMessage(e) ?? 'Please try again.') });
  }

  if (!offered) {
    return (
      <p className="text-lavender-200">
        This server cannot send mail, so a password cannot be reset by email here. Please ask whoever runs it
        for help.
      </p>
    );
  }
  if (request.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <MailCheck className="size-10 text-moon-300" aria-hidden="true" />
        <p className="text-lg text-mist-100">{request.data.message}</p>
        <p className="text-sm text-lavender-200">
          Nothing arrived? Check the spam folder, or try again in a few minutes.
        </p>
        <Link href={ROUTES.auth} className="font-semibold text-moon-300 underline underline-offset-4">
          Back to sign in
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4" aria-label="Forgot password">
      <div>
        <FieldLabel htmlFor="forgot-email">Email</FieldLabel>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'forgot-email-error' : undefined}
        />
        <FieldError id="forgot-email-error">{error}</FieldError>
      </div>
      <Button type="submit" size="lg" disabled={request.isPending} aria-busy={request.isPending}>
        {request.isPending && <LoaderCircle className="spin size-5" aria-hidden="true" />}
        Send me a link
      </Button>
    </form>
  );
}
