import { useSearch } from 'wouter';
import { Card } from '../../components/ui/card';
import { ResetPasswordForm } from '../../features/account/components/reset-password-form';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /reset-password?token=...: the mailed link lands here. */
export default function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4 py-8">
      <Card className="w-full max-w-md">
        <h1 className="text-center text-3xl font-bold text-moon-300">Choose a new password</h1>
        <p className="mt-2 mb-6 text-center text-lavender-200">
          Every device signed in to your account will be signed out.
        </p>
        <ResetPasswordForm token={token} />
      </Card>
    </main>
  );
}
