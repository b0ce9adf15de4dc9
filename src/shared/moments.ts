/**
 * Life moments (DECISIONS §10): something happening for the child that tonight's story meets gently. The
 * closed catalogue: the server accepts only these ids, the form shows them as chips, and the library
 * (src/story-engine/library/moments/<id>.story) has each one's passages: raised after the opening,
 * rehearsed in a scene on the way, closed by an ending about tomorrow.
 */
export const MOMENTS = [
  'first-day-at-school',
  'new-baby',
  'moving-house',
  'doctor-visit',
  'dentist-visit',
  'wobbly-tooth',
  'afraid-of-the-dark',
  'first-sleepover',
  'new-pet',
  'missing-someone',
  'birthday-tomorrow',
  'bad-dream',
] as const;
export type Moment = (typeof MOMENTS)[number];

/** What a chip on the form says: short, in a parent's words. */
export const MOMENT_LABELS: Record<Moment, string> = {
  'first-day-at-school': 'First day at school or nursery',
  'new-baby': 'A new baby in the family',
  'moving-house': 'Moving house',
  'doctor-visit': 'Going to the doctor',
  'dentist-visit': 'Going to the dentist',
  'wobbly-tooth': 'A wobbly tooth',
  'afraid-of-the-dark': 'Afraid of the dark',
  'first-sleepover': 'A first sleepover',
  'new-pet': 'A new pet',
  'missing-someone': 'Missing someone who is away',
  'birthday-tomorrow': 'Birthday tomorrow',
  'bad-dream': 'A bad dream last night',
};

export const isMoment = (value: unknown): value is Moment =>
  typeof value === 'string' && (MOMENTS as readonly string[]).includes(value);
