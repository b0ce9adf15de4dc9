import { Card } from '../../components/ui/card';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /forgot-password: a reset link by email. */
export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4 py-8">
      <Card className="w-full max-w-md">
        <h1 className="text-center text-3xl font-bold text-moon-300">Forgot your password?</h1>
        <p className="mt-2 mb-6 text-center text-lavender-200">
          Tell us the email address of your account and we will send a link to choose a new one.
        </p>
        <ForgotPasswordForm />
      </Card>
    </main>
  );
}
