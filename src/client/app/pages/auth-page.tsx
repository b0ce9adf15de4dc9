import { AuthForm } from '../../features/auth/components/auth-form';
import { useDocumentTitle } from '../../lib/use-document-title';

export function AuthPage() {
  useDocumentTitle('Sign in');
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4 py-8">
      <AuthForm />
    </main>
  );
}
