import { Link } from 'wouter';
import { GUEST_RULES, PLANS } from '../../../shared/catalogue';
import { PRODUCT_NAME } from '../../../shared/product';
import { ROUTES } from '../../../shared/routes';
import { ContactForm } from '../../features/help/components/contact-form';
import { useAuth } from '../../lib/auth/auth-context';
import { usePlan } from '../../lib/plan/use-plan';
import { useDocumentTitle } from '../../lib/use-document-title';

const QUESTIONS: { q: string; a: string }[] = [
  {
    q: 'How do I make tonight’s story quickly?',
    a: `Home remembers last night's child, friend, theme and length: tap 'Another story for …' and the story is made at once. The first time, type a name and tap create.`,
  },
  {
    q: 'Read aloud says it isn’t available, or stops.',
    a: 'Reading aloud uses the voices of your own browser or device. Some browsers have none; on a phone, check that the device has a text-to-speech voice installed. The Night controls let you choose the voice and the speed.',
  },
  {
    q: 'Can we read without a network?',
    a: 'Yes: every story opened once on this device reads again offline, pictures and all. Offline, home and the library show the stories saved on the device.',
  },
  {
    q: 'When do my stories come back each month?',
    a: `On the first of each month (UTC). Guests and Free accounts have ${GUEST_RULES.monthlyStoryLimit} a month, Standard ${PLANS.STANDARD.monthlyStoryLimit}, Premium unlimited.`,
  },
  {
    q: 'Is anything about my child sent to an AI?',
    a: `No. ${PRODUCT_NAME} writes every story and draws every picture itself; nothing about your child goes to any outside service.`,
  },
  {
    q: 'How do I change or cancel my plan?',
    a: 'On your Account page, under your plan. A downgrade or a cancellation takes effect at the end of the paid month.',
  },
];

/** /help: common questions and a way to write to us (docs/product.md, "Help"). */
export default function HelpPage() {
  useDocumentTitle('Help');
  const { user } = useAuth();
  const { plan } = usePlan();
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 pt-24 pb-16 sm:px-6 sm:pt-28">
      <h1 className="text-3xl font-bold text-moon-300">Help</h1>
      <p className="mt-3 text-lg text-mist-100">
        Answers to what parents ask most, and a way to write to us.
      </p>
      <section aria-labelledby="questions-heading" className="mt-8">
        <h2 id="questions-heading" className="text-xl font-bold text-moon-300">
          Common questions
        </h2>
        <div className="mt-3 grid gap-2">
          {QUESTIONS.map(({ q, a }) => (
            <details key={q} className="rounded-2xl border border-night-600/60 bg-night-900/70 p-4">
              <summary className="cursor-pointer font-semibold text-mist-100">{q}</summary>
              <p className="mt-2 leading-relaxed text-lavender-200">{a}</p>
            </details>
          ))}
        </div>
      </section>
      <section aria-labelledby="contact-heading" className="mt-10">
        <h2 id="contact-heading" className="text-xl font-bold text-moon-300">
          Write to us
        </h2>
        <p className="mt-2 mb-4 text-lavender-200">
          We answer by email. See also{' '}
          <Link href={ROUTES.privacy} className="font-semibold text-moon-300 underline underline-offset-4">
            what we keep
          </Link>
          .
        </p>
        <ContactForm email={user?.email ?? ''} premium={user !== null && plan === 'PREMIUM'} />
      </section>
    </main>
  );
}
