import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { GUEST_RULES } from '../../../shared/catalogue';
import { PRODUCT_NAME } from '../../../shared/product';
import { RETENTION } from '../../../shared/retention';
import { ROUTES } from '../../../shared/routes';
import { useDocumentTitle } from '../../lib/use-document-title';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-xl font-bold text-moon-300">{title}</h2>
      <div className="mt-3 grid gap-3 leading-relaxed text-lavender-200">{children}</div>
    </section>
  );
}

const linkClasses = 'font-semibold text-moon-300 underline underline-offset-4';

/** /privacy: what is kept about a child and a parent, why, how long, who sees it (docs/product.md, "Accounts"). */
export default function PrivacyPage() {
  useDocumentTitle('Privacy');
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 pt-24 pb-16 sm:px-6 sm:pt-28">
      <h1 className="text-3xl font-bold text-moon-300">Privacy</h1>
      <p className="mt-3 text-lg leading-relaxed text-mist-100">
        {PRODUCT_NAME} keeps only what it needs to write your child&apos;s stories, for as long as you keep
        your account. No advertising, no third-party tracking, and nothing is sold.
      </p>

      <Part title="About your child">
        <p>
          When you make a character profile: the child&apos;s name, age, and, if you give them, gender, hair
          and eye colour, favourite colour, personality traits, interests and your notes. Each story keeps the
          child&apos;s name and age, the story itself, and the hair and eye colour for its pictures.
        </p>
        <p>
          <strong className="text-mist-100">Why:</strong> to write and draw stories about your child, and to
          remember which parts of stories they have heard so the next one is new.
        </p>
      </Part>

      <Part title="About you">
        <p>
          Your username, your email address and your password, kept only as a one-way hash nobody can read
          back. Your plan and whether its payment went through; card details go to the payment provider and
          never reach us. A random sign-in token for each device you use (stored scrambled), and how many
          stories you made each month.
        </p>
        <p>
          <strong className="text-mist-100">Why:</strong> to sign you in, to send a password reset link when
          you ask for one, to give you your plan, and to keep your stories and favourites for you.
        </p>
        <p>
          Trying it as a guest keeps a random guest id in a cookie and the stories you made with it; a guest
          session ends after {GUEST_RULES.sessionDays} days.
        </p>
      </Part>

      <Part title="Recorded voices">
        <p>
          When you, or someone you invite with a link, record a story aloud: the sound of each page, in the
          reader&apos;s own voice, the name you give the reader (for example Grandma), and each page&apos;s
          length and size. The voice is the reader&apos;s; the recording belongs to your story.
        </p>
        <p>
          <strong className="text-mist-100">Where:</strong> on our own server&apos;s storage (or the storage
          service our server is set up with), next to the story, and in your browser once played, for
          listening offline. It is never sent to any outside service: no speech recognition, no voice
          analysis, no AI. Someone you invite sees only that story, and their link works once, for 7 days.
        </p>
        <p>
          <strong className="text-mist-100">Who hears it:</strong> you; and anyone with the story&apos;s
          shared link only if you switch on &lsquo;Play it on the story&apos;s shared link&rsquo; for that
          recording.
        </p>
        <p>
          <strong className="text-mist-100">Deleting it:</strong> in the story, &lsquo;Record this
          story&rsquo; lists its recordings, each with Delete; deleting a page, a recording, the story or your
          account deletes the sound from our storage at once. Your data download lists every recording, and
          &lsquo;Download my recordings&rsquo; gives you the sound files themselves.
        </p>
      </Part>

      <Part title="How long">
        <p>
          For as long as you keep your account. A sign-in lasts 30 days unless you sign out; a password reset
          link works once, for {RETENTION.resetLinkMinutes} minutes. When you delete your account, everything
          above is removed at once, and a paid plan is cancelled first.
        </p>
      </Part>

      <Part title="What is deleted on its own">
        <p>
          A guest session ends {GUEST_RULES.sessionDays} days after it starts;{' '}
          {RETENTION.guestDaysAfterExpiry} days after that, it is deleted with the stories made in it, unless
          they were saved into an account. A sign-in is deleted when it ends, and a password reset link once
          it is used or has run out. Our server checks for these every hour.
        </p>
        <p>
          <strong className="text-mist-100">On this device:</strong> the app keeps the stories you open, their
          pictures and your plan so they read offline. Signing out, deleting your account, or a sign-in that
          has ended removes them from this device; the browser is told not to keep any other copy.
        </p>
      </Part>

      <Part title="Who sees it">
        <p>
          You. A story is seen by someone else only when you share its link. Our server&apos;s logs note each
          request (its address and path) to keep the service running; they hold no stories or profiles.
        </p>
        <p>
          There is no advertising and no third-party tracking or analytics: the pages load nothing from other
          sites, except Stripe&apos;s own payment page when you choose to pay. The only other companies that
          handle your details are the <strong className="text-mist-100">payment provider</strong> (Stripe,
          when you pay for a plan: your email address and payment) and the{' '}
          <strong className="text-mist-100">mail server</strong> that delivers our mails to you (your email
          address and the mail). Cookies are only the ones that keep you signed in or keep your guest session.
        </p>
      </Part>

      <Part title="See it, take it, delete it">
        <p>
          On your{' '}
          <Link href={ROUTES.account} className={linkClasses}>
            account page
          </Link>
          , <strong className="text-mist-100">Download my data</strong> gives you everything we keep as one
          file, and <strong className="text-mist-100">Delete account</strong> removes your account and
          everything in it, straight away.
        </p>
      </Part>
    </main>
  );
}
