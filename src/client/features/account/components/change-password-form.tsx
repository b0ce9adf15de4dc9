import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { onSubmitUnless, useValidatedForm } from '../../../lib/use-validated-form';
import { useChangePassword } from '../api/change-password';
import { PasswordInput } from './password-input';

const FIELD_IDS = { currentPassword: 'change-current', newPassword: 'change-new' } as const;

/** Changes the password; other devices are signed out, this one stays signed in. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { values, errors, setValues, setErrors, set, check } = useValidatedForm(
    { currentPassword: '', newPassword: '' },
    (field) => document.getElementById(FIELD_IDS[field]),
  );

  async function send() {
    const input = await check((s) => s.changePasswordInput);
    if (!input) return;
    change.mutate(input, {
      onSuccess: () => {
        setValues({ currentPassword: '', newPassword: '' });
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
    <form
      onSubmit={onSubmitUnless(change.isPending, send)}
      noValidate
      className="grid gap-4"
      aria-label="Change password"
    >
      <PasswordInput
        id={FIELD_IDS.currentPassword}
        label="Current password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={(value) => set('currentPassword', value)}
        error={errors.currentPassword}
      />
      <PasswordInput
        id={FIELD_IDS.newPassword}
        label="New password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={(value) => set('newPassword', value)}
        error={errors.newPassword}
      />
      <SubmitButton variant="secondary" className="justify-self-start" pending={change.isPending}>
        Change password
      </SubmitButton>
    </form>
  );
}
