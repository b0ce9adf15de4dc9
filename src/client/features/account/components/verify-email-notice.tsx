import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useResendVerification } from '../api/verify-email';

/**
 * On the account page while the address is unverified: it gets no mail but the verification, not even a
 * password reset link (docs/decisions/029-accounts-by-email.md). "Send again" mails a new link.
 */
export function VerifyEmailNotice({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <div
      role="status"
      className="mt-4 rounded-xl border border-moon-300/40 bg-night-800/60 p-4 text-lavender-200"
    >
      <p>
        Please confirm <strong className="break-all text-mist-100">{email}</strong> with the link we mailed to
        it. Until then we send it nothing else, not even a link to reset your password.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Send again'}
        </Button>
        {resend.isSuccess && <span>{resend.data.message}</span>}
        {resend.isError && <span role="alert">{errorMessage(resend.error) ?? 'Please try again.'}</span>}
      </div>
    </div>
  );
}
