import { ACCOUNT_RECORDINGS_EXPORT_URL } from '../../../shared/recordings-paths';
import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { PLANS } from '../../../shared/catalogue';
import { ROUTES } from '../../../shared/routes';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ACCOUNT_EXPORT_URL } from '../../features/account/api/delete-account';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { VerifyEmailNotice } from '../../features/account/components/verify-email-notice';
import { useAuth } from '../../lib/auth/auth-context';
import { ManagePlanButton } from '../../features/billing/components/manage-plan-button';
import { useSubscriptionStatus } from '../../lib/plan/get-subscription-status';
import { usePlan } from '../../lib/plan/use-plan';
import { useDocumentTitle } from '../../lib/use-document-title';

const DeleteAccountDialog = lazy(() => import('../../features/account/components/delete-account-dialog'));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="text-xl font-bold text-moon-300">{title}</h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

// A paid plan's dates and changes: shown once the plan's status has arrived, so its code comes with it
// (outside the first load of the pages that share this family's chunk, sign-in among them).
const PlanSchedule = lazy(() =>
  import('../../features/billing/components/plan-schedule').then((m) => ({ default: m.PlanSchedule })),
);

/** /account: who you are here, your plan, your password, your data (docs/product.md, "Accounts"). */
export default function AccountPage() {
  useDocumentTitle('Your Account');
  const { user } = useAuth();
  const { plan } = usePlan();
  const status = useSubscriptionStatus(user?.id ?? null);
  const [deleting, setDeleting] = useState(false);
  if (!user) return null;
  const since = new Date(user.createdAt).toLocaleDateString(undefined, { dateStyle: 'long' });
  return (
    <main id="main" className="mx-auto grid max-w-2xl gap-6 px-4 pt-24 pb-16 sm:px-6 sm:pt-28">
      <h1 className="text-3xl font-bold text-moon-300">Your Account</h1>

      <Section title="You">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-lavender-200">
          <dt className="font-semibold">Username</dt>
          <dd className="break-all text-mist-100">{user.username}</dd>
          <dt className="font-semibold">Email</dt>
          <dd className="break-all text-mist-100">{user.email}</dd>
          <dt className="font-semibold">Member since</dt>
          <dd className="text-mist-100">{since}</dd>
        </dl>
        {!user.emailVerified && <VerifyEmailNotice email={user.email} />}
      </Section>

      <Section title="Your plan">
        <p className="text-lavender-200">
          You are on the <strong className="text-mist-100">{PLANS[plan].name}</strong> plan.
        </p>
        <Suspense fallback={null}>
          <PlanSchedule status={status.data} />
        </Suspense>
        <div className="mt-4 flex flex-wrap gap-3">
          {plan === 'FREE' ? (
            <Link href={ROUTES.subscription} className={buttonClasses('secondary')}>
              See plans
            </Link>
          ) : (
            <>
              <Link href={ROUTES.subscription} className={buttonClasses('secondary')}>
                Change plan
              </Link>
              <ManagePlanButton />
            </>
          )}
        </div>
      </Section>

      <Section title="Password">
        <ChangePasswordForm />
      </Section>

      <Section title="Your data">
        <p className="text-lavender-200">
          Download everything we keep about you and your children as one file (JSON): your account, profiles,
          stories, favourites, reading history, recordings, plans and orders; and the recorded voices of your
          stories as sound files.
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <a href={ACCOUNT_EXPORT_URL} download className={buttonClasses('secondary')}>
            <Download className="size-5" aria-hidden="true" />
            Download my data
          </a>
          <a href={ACCOUNT_RECORDINGS_EXPORT_URL} download className={buttonClasses('secondary')}>
            <Download className="size-5" aria-hidden="true" />
            Download my recordings
          </a>
          <Link
            href={ROUTES.privacy}
            className="inline-flex items-center gap-2 font-semibold text-moon-300 underline underline-offset-4"
          >
            <ShieldCheck className="size-5" aria-hidden="true" />
            How we look after it
          </Link>
          <Link
            href={ROUTES.help}
            className="inline-flex items-center gap-2 font-semibold text-moon-300 underline underline-offset-4"
          >
            Help and support
          </Link>
        </div>
      </Section>

      <Section title="Delete account">
        <p className="text-lavender-200">
          Removes your account and everything in it straight away. A paid plan is cancelled first.
        </p>
        <Button
          variant="secondary"
          className="mt-4 border-red-400/60 text-red-200"
          onClick={() => setDeleting(true)}
        >
          <Trash2 className="size-5" aria-hidden="true" />
          Delete account…
        </Button>
      </Section>
      {deleting && (
        <Suspense fallback={null}>
          <DeleteAccountDialog open onOpenChange={setDeleting} />
        </Suspense>
      )}
    </main>
  );
}
