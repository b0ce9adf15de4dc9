import { MailCheck } from 'lucide-react';
import { Link } from 'wouter';
import { ROUTES } from '../../../../shared/routes';
import { FieldError, FieldLabel, Input } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { usePasswordResetOffered } from '../../../lib/api/get-password-reset-offered';
import { onSubmitUnless, useValidatedForm } from '../../../lib/use-validated-form';
import { useRequestPasswordReset } from '../api/password-reset';

/** Asks for a reset link by email; answers the same whether or not the address is known. */
export function ForgotPasswordForm() {
  const offered = usePasswordResetOffered();
  const request = useRequestPasswordReset();
  const { values, errors, setErrors, set, check } = useValidatedForm({ email: '' }, () =>
    document.getElementById('forgot-email'),
  );
  const error = errors.email;

  async function send() {
    const input = await check((s) => s.forgotPasswordInput);
    if (input)
      request.mutate(input, { onError: (e) => setErrors({ email: errorMessage(e) ?? 'Please try again.' }) });
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
    <form
      onSubmit={onSubmitUnless(request.isPending, send)}
      noValidate
      className="grid gap-4"
      aria-label="Forgot password"
    >
      <div>
        <FieldLabel htmlFor="forgot-email">Email</FieldLabel>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'forgot-email-error' : undefined}
        />
        <FieldError id="forgot-email-error">{error}</FieldError>
      </div>
      <SubmitButton size="lg" pending={request.isPending}>
        Send me a link
      </SubmitButton>
    </form>
  );
}
