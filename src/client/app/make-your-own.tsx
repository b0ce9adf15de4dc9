import { MoonStar, WandSparkles } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../components/ui/button';

/**
 * The one quiet invitation under a shared story for whoever did not make it: a visitor with no session is
 * invited to sign up, a family with a session of its own goes home to make one.
 */
export function MakeYourOwn({ href }: { href: string }) {
  return (
    <aside
      aria-label="Make a story of your own"
      className="mx-auto mt-12 flex max-w-xl flex-col items-center gap-3 rounded-3xl border border-night-600/50 bg-night-900/60 px-5 py-6 text-center"
    >
      <MoonStar className="size-7 text-moon-400" aria-hidden="true" />
      <p className="text-lavender-200">
        Someone shared this bedtime story with you. You can make one for your own little one, free.
      </p>
      <Link href={href} className={buttonClasses('secondary', 'md')}>
        <WandSparkles className="size-5" aria-hidden="true" />
        Make your own story
      </Link>
    </aside>
  );
}
