import { MoonStar } from 'lucide-react';
import { Link } from 'wouter';
import { ROUTES } from '../../shared/routes';
import { buttonClasses } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[80vh] max-w-lg flex-col items-center justify-center gap-4 px-6 pt-16 text-center"
    >
      <MoonStar className="moon-glow size-16 text-moon-400" aria-hidden="true" />
      <h1 className="text-3xl font-bold text-moon-300">Page Not Found</h1>
      <p className="text-lavender-200">This page drifted off to dreamland. Let's find our way back.</p>
      <Link href={ROUTES.home} className={buttonClasses('primary')}>
        Back to Home
      </Link>
    </main>
  );
}
