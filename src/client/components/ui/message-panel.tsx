import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn';
import { buttonClasses } from './button';

/** A way on from a message: a link drawn as a button, a secondary one unless `primary`. */
export interface PanelLink {
  href: string;
  text: string;
  icon?: LucideIcon;
  primary?: boolean;
}

/**
 * A page-sized message: an invitation (an account or plan is needed), an empty state or a failure.
 * Its title is the page's heading unless `headingLevel` says otherwise. `actions` come first, then `links`.
 */
export function MessagePanel({
  icon,
  title,
  children,
  actions,
  links,
  headingLevel = 'h1',
  role,
  className,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  links?: readonly PanelLink[];
  headingLevel?: 'h1' | 'h2';
  /** 'alert' for failures that appear in place of content. */
  role?: 'alert' | 'status';
  className?: string;
}) {
  const Heading = headingLevel;
  return (
    <section
      role={role}
      aria-label={role ? undefined : title}
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-night-600/60 bg-night-900/80 px-5 py-10 text-center shadow-card sm:px-10',
        className,
      )}
    >
      <div className="companion-halo grid size-20 place-items-center rounded-full text-moon-400">{icon}</div>
      <Heading className="mt-5 text-2xl font-bold text-balance text-moon-300 sm:text-3xl">{title}</Heading>
      {children && <div className="mt-3 grid gap-3 text-lavender-200">{children}</div>}
      {(actions || links) && (
        <div className="mt-7 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          {actions}
          {links?.map(({ href, text, icon: Icon, primary }) => (
            <Link key={href} href={href} className={buttonClasses(primary ? 'primary' : 'secondary')}>
              {Icon && <Icon className="size-5" aria-hidden="true" />}
              {text}
            </Link>
          ))}
        </div>
      )}
    </section>
  );
}
