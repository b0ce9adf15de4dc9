import { useState } from 'react';
import { AuthForm } from '../../features/auth/components/auth-form';
import { hasVisitedBefore } from '../../lib/storage';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function AuthPage() {
  useDocumentTitle('Sign in');
  // A device that never had a session sees what the product is beside the form (docs/product.md §2.9).
  const [firstVisit] = useState(() => !hasVisitedBefore());
  return (
    // pt-24: a guest opening /auth (Sign Up) has the fixed top bar over the page's top; the logo stays clear.
    <main id="main" className="flex min-h-dvh items-center justify-center px-4 pt-24 pb-8">
      <AuthForm firstVisit={firstVisit} />
    </main>
  );
}
