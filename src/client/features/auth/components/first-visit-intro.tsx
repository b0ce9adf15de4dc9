import { BookOpen, ShieldCheck, Sparkles, WandSparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { pagePictureUrl } from '../../../../shared/media';
import { PRODUCT_NAME } from '../../../../shared/product';

/** A page of a real story, drawn by the product itself (docs/product.md §4.7). */
const SAMPLE_PICTURE = pagePictureUrl('meadow', 'Owl');
const SAMPLE_TEXT =
  '“One more step, and one more star,” whispered Owl, and Maya held the little red mitten tight as the meadow began to glow.';

const STEPS: { icon: ReactNode; text: string }[] = [
  {
    icon: <Sparkles className="size-5" aria-hidden="true" />,
    text: "Type your child's name. A friend, a theme and a length are chosen already; change them if you like.",
  },
  {
    icon: <WandSparkles className="size-5" aria-hidden="true" />,
    text: 'Tap once: a new story with a little quest, written for them, with a picture on every page.',
  },
  {
    icon: <BookOpen className="size-5" aria-hidden="true" />,
    text: 'Read it together, or let it read itself aloud, page by page, as the lights go down.',
  },
];

/**
 * What a first visit to `/auth` sees beside the sign-in form (docs/product.md §2.9): what the product is,
 * a sample page, three steps and the promise about the child's details. `guest` is the 'Continue as Guest'
 * action, placed high so it is in view on a phone.
 */
export function FirstVisitIntro({ guest }: { guest: ReactNode }) {
  return (
    <section aria-labelledby="intro-heading" className="flex flex-col gap-6">
      <div className="text-center lg:text-left">
        <h2 id="intro-heading" className="text-3xl font-bold text-balance text-moon-300 sm:text-4xl">
          A bedtime story written for your child, tonight
        </h2>
        <p className="mt-2 text-lavender-200">
          {PRODUCT_NAME} makes a new picture-book story starring your child, to read aloud at bedtime.
        </p>
      </div>
      {guest}
      <figure className="overflow-hidden rounded-3xl border border-night-600/60 bg-night-900/80">
        <img
          src={SAMPLE_PICTURE}
          alt="A sample page: a child and an owl in a moonlit meadow"
          width={480}
          height={300}
          className="aspect-[8/5] w-full bg-night-800 object-cover"
          decoding="async"
        />
        <figcaption className="px-5 py-4 font-story text-lg leading-relaxed text-mist-100">
          {SAMPLE_TEXT}
        </figcaption>
      </figure>
      <ol className="grid gap-3" aria-label="How it works">
        {STEPS.map((step, index) => (
          <li key={index} className="flex items-start gap-3 text-lavender-200">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-night-800 text-moon-300">
              {step.icon}
            </span>
            <span className="pt-1.5">
              <span className="sr-only">Step {index + 1}: </span>
              {step.text}
            </span>
          </li>
        ))}
      </ol>
      <p className="flex items-start gap-3 rounded-2xl border border-moon-400/30 bg-night-800/60 p-4 text-mist-100">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-moon-300" aria-hidden="true" />
        <span>
          Nothing about your child is sent to any AI or outside service: {PRODUCT_NAME} writes every story and
          draws every picture itself.
        </span>
      </p>
    </section>
  );
}
