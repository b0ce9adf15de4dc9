import { AuthForm } from '../../features/auth/components/auth-form';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function AuthPage() {
  useDocumentTitle('Sign in');
  return (
    // pt-24: a guest opening /auth (Sign Up) has the fixed top bar over the page's top; the logo stays clear.
    <main id="main" className="flex min-h-dvh items-center justify-center px-4 pt-24 pb-8">
      <AuthForm />
    </main>
  );
}
