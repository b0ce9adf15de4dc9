import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { ROUTES } from '../../../shared/routes';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useVerifyEmail } from '../../features/account/api/verify-email';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /verify-email?token=...: the mailed link lands here and the page uses it once (a POST: a mail scanner
 * that only fetches the page proves nothing). docs/decisions/029-accounts-by-email.md.
 */
export default function VerifyEmailPage() {
  useDocumentTitle('Confirm your email address');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const verify = useVerifyEmail();
  const { user } = useAuth();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  let body;
  if (!token) {
    body = <p className="text-lavender-200">This page needs the link from the mail we sent.</p>;
  } else if (verify.isSuccess) {
    body = <p className="text-lavender-200">{verify.data.message}</p>;
  } else if (verify.isError) {
    body = (
      <p role="alert" className="text-lavender-200">
        {errorMessage(verify.error) ?? 'Please try again.'}
      </p>
    );
  } else {
    body = (
      <p className="flex items-center justify-center gap-2 text-lavender-200" role="status">
        <LoaderCircle className="size-5 spin" aria-hidden="true" />
        Confirming your email address...
      </p>
    );
  }

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4 py-8">
      <Card className="w-full max-w-md text-center">
        <h1 className="mb-4 text-3xl font-bold text-moon-300">Confirm your email address</h1>
        {body}
        {!verify.isPending && (
          <Link href={user ? ROUTES.account : ROUTES.auth} className={`mt-6 ${buttonClasses('secondary')}`}>
            {user ? 'Go to your account' : 'Sign in'}
          </Link>
        )}
      </Card>
    </main>
  );
}
