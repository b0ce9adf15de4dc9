import { Link, useLocation } from 'wouter';
import { passwordTooCommon } from '../../../../shared/messages';
import { ROUTES } from '../../../../shared/routes';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { onSubmitUnless, useValidatedForm } from '../../../lib/use-validated-form';
import { useResetPassword } from '../api/password-reset';
import { PasswordInput } from './password-input';

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
  const { values, errors, set, show, check } = useValidatedForm({ password: '', confirm: '' }, (field) =>
    document.getElementById(`reset-${field}`),
  );

  async function send() {
    const input = await check((s) => s.resetPasswordInput, { token, password: values.password });
    if (!input) return;
    if (values.confirm !== values.password) {
      show({ confirm: 'The two passwords are not the same.' });
      return;
    }
    reset.mutate(input, {
      onSuccess: (answer) => {
        toast({ title: 'Password set', description: answer.message, variant: 'moonbeam-info' });
        navigate(ROUTES.auth);
      },
    });
  }

  // A password the server refuses (one of the most common) is written under the field; the link still works.
  const serverMessage = reset.isError ? (errorMessage(reset.error) ?? 'Please try again.') : undefined;
  const aboutPassword = serverMessage === passwordTooCommon;

  if (!token) {
    return (
      <p className="text-lavender-200">
        This page needs the link from the mail we sent. <AskForNewLink />
      </p>
    );
  }
  return (
    <form
      onSubmit={onSubmitUnless(reset.isPending, send)}
      noValidate
      className="grid gap-4"
      aria-label="Choose a new password"
    >
      <PasswordInput
        id="reset-password"
        label="New password"
        autoComplete="new-password"
        value={values.password}
        onChange={(value) => set('password', value)}
        error={errors.password ?? (aboutPassword ? serverMessage : undefined)}
      />
      <PasswordInput
        id="reset-confirm"
        label="New password, once more"
        autoComplete="new-password"
        value={values.confirm}
        onChange={(value) => set('confirm', value)}
        error={errors.confirm}
      />
      {serverMessage && !aboutPassword && (
        <p role="alert" className="text-sm font-medium text-red-300">
          {serverMessage} <AskForNewLink />
        </p>
      )}
      <SubmitButton size="lg" pending={reset.isPending}>
        Set new password
      </SubmitButton>
    </form>
  );
}
