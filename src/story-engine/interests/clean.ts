/** A typed interest made safe and plain: no markup, emoji, quotes, sentence punctuation or lead-in. */
import { PEOPLE, PET_KINDS } from './vocabulary.js';
import { keyOf } from './words.js';

/** Emoji a parent may type for an interest, when that is all they typed. */
const EMOJI: [RegExp, string][] = [
  [/🦄/u, 'unicorns'],
  [/🐴|🐎|🏇/u, 'horses'],
  [/🐶|🐕|🐩/u, 'dogs'],
  [/🐱|🐈/u, 'cats'],
  [/🐰|🐇/u, 'rabbits'],
  [/🦊/u, 'foxes'],
  [/🐻/u, 'bears'],
  [/🐼/u, 'pandas'],
  [/🦁/u, 'lions'],
  [/🐯|🐅/u, 'tigers'],
  [/🐘/u, 'elephants'],
  [/🦒/u, 'giraffes'],
  [/🐧/u, 'penguins'],
  [/🐨/u, 'koalas'],
  [/🦉/u, 'owls'],
  [/🐸/u, 'frogs'],
  [/🐢/u, 'turtles'],
  [/🐍/u, 'snakes'],
  [/🦋/u, 'butterflies'],
  [/🐝/u, 'bees'],
  [/🐞/u, 'ladybirds'],
  [/🐛/u, 'caterpillars'],
  [/🐬/u, 'dolphins'],
  [/🐳|🐋/u, 'whales'],
  [/🦈/u, 'sharks'],
  [/🐙/u, 'octopuses'],
  [/🐠|🐟|🐡/u, 'fish'],
  [/🦀/u, 'crabs'],
  [/🦕/u, 'dinosaurs'],
  [/🦖/u, 'T-rex'],
  [/🐉|🐲/u, 'dragons'],
  [/🧜/u, 'mermaids'],
  [/🧚/u, 'fairies'],
  [/👸/u, 'princesses'],
  [/🧙/u, 'wizards'],
  [/🏴‍☠️|☠/u, 'pirates'],
  [/🦸/u, 'superheroes'],
  [/🤖/u, 'robots'],
  [/👽|🛸/u, 'aliens'],
  [/🚀/u, 'rockets'],
  [/🪐/u, 'planets'],
  [/🌙|🌛|🌜|🌕/u, 'the moon'],
  [/⭐|🌟|✨/u, 'stars'],
  [/🌈/u, 'rainbows'],
  [/🌸|🌺|🌻|🌷|🌼|🌹|💐/u, 'flowers'],
  [/🌳|🌲|🌴/u, 'trees'],
  [/🍂|🍁/u, 'leaves'],
  [/🚂|🚆|🚃|🚄/u, 'trains'],
  [/🚗|🚙|🏎/u, 'cars'],
  [/🚒/u, 'fire engines'],
  [/🚜/u, 'tractors'],
  [/🚌/u, 'buses'],
  [/✈|🛩/u, 'aeroplanes'],
  [/🚁/u, 'helicopters'],
  [/⛵|🚤|🛶/u, 'boats'],
  [/🚢/u, 'ships'],
  [/🚲/u, 'bikes'],
  [/⚽/u, 'football'],
  [/🏀/u, 'basketball'],
  [/🎾/u, 'tennis'],
  [/🏊/u, 'swimming'],
  [/🤸/u, 'gymnastics'],
  [/🩰/u, 'ballet'],
  [/💃|🕺/u, 'dancing'],
  [/🎤/u, 'singing'],
  [/🎹/u, 'the piano'],
  [/🥁/u, 'the drums'],
  [/🎸/u, 'the guitar'],
  [/🎻/u, 'the violin'],
  [/🎵|🎶|🎼/u, 'music'],
  [/🎨|🖌/u, 'painting'],
  [/🖍|✏|🖊/u, 'drawing'],
  [/📚|📖/u, 'books'],
  [/🧁/u, 'cupcakes'],
  [/🎂|🍰/u, 'cakes'],
  [/🍪/u, 'biscuits'],
  [/🍕/u, 'pizza'],
  [/🧩/u, 'puzzles'],
  [/🎮|🕹/u, 'video games'],
  [/🏰/u, 'castles'],
  [/🌊/u, 'the sea'],
  [/🐚/u, 'shells'],
  [/🏖/u, 'the beach'],
  [/🔬|🧪|⚗/u, 'science'],
  [/🌋/u, 'volcanoes'],
  [/❄|⛄|☃/u, 'snow'],
];
/** Emoji and what joins and modifies them: flags, skin tones, tags, joiners, variation selectors, keycaps. */
const PICTOGRAPHS =
  /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|[\u{1F3FB}-\u{1F3FF}]|[\u{E0020}-\u{E007F}]|[\u200B-\u200F]|\u2060|\uFE0E|\uFE0F|\u20E3/gu;

/** The words the emoji in a text stand for, in order. */
function emojiWords(text: string): string[] {
  const found: { at: number; word: string }[] = [];
  for (const [pattern, word] of EMOJI) {
    const global = new RegExp(pattern.source, 'gu');
    for (const m of text.matchAll(global)) found.push({ at: m.index ?? 0, word });
  }
  found.sort((a, b) => a.at - b.at);
  return [...new Set(found.map((f) => f.word))];
}

/** What a parent says in front of the interest itself: "loves", "she is obsessed with", "anything about". */
const LEAD_IN =
  /^((she|he|they|i|we)('s| is| are)?\s+)?((really|absolutely|just|totally|also|simply)\s+)*((loves?|likes?|enjoys?|adores?|prefers?|is into|are into|into|obsessed with|is obsessed with|mad about|crazy about|nuts about|is mad about|is crazy about|keen on|fond of|a fan of|fan of|anything to do with|anything with|anything about|anything|everything about|everything|all things|all about|lots of)\s+)+/i;

/** A typed text made safe and plain: no markup, emoji, quotes, sentence punctuation or lead-in. */
export function clean(typed: string): string {
  let text = typed.slice(0, 400).normalize('NFC');
  // Control characters and the library's markup characters never reach a story.
  text = text.replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu, (c) => (/[\u200d]/.test(c) ? c : ' '));
  text = text.replace(/[{}[\]<>|\\^`~=*_#@$%]/g, ' ');
  const hasLetters = /\p{L}/u.test(text.replace(PICTOGRAPHS, ''));
  if (!hasLetters) return emojiWords(text).slice(0, 3).join(' and ');
  text = text.replace(PICTOGRAPHS, ' ');
  text = text
    .replace(/[“”„"«»]/g, ' ')
    .replace(/[‘’`]/g, "'")
    .replace(/(^|\s)'+|'+(\s|$)/g, '$1$2')
    .replace(/\s*[&+]\s*/g, ' and ')
    .replace(/\s*\/\s*/g, ' and ')
    .replace(/\s+[-–—]+\s+/g, ', ')
    .replace(/\b(Mr|Mrs|Ms|Dr|St)\./g, '$1')
    .replace(/\bt\.\s*rex/gi, 'T-rex')
    .replace(/\.{2,}|…/g, ', ')
    .replace(/[!?;:]+/g, ', ')
    .replace(/\.(?=\s|$)/g, ', ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[,.\s'-]+|[,.\s'-]+$/g, '');
  // "Luna (my cat)" is 'my cat Luna'; any other aside is dropped.
  const aside = /^(.+?)\s*\((.*?)\)?\s*$/.exec(text);
  if (aside) {
    const [, outer, inner] = aside as unknown as [string, string, string];
    const innerKind = inner.replace(/^(my|our|her|his|their)\s+/i, '').toLowerCase();
    text = PET_KINDS.test(innerKind) || PEOPLE.test(innerKind) ? `my ${innerKind} ${outer}` : outer;
  }
  text = text.replace(/[()]/g, ' ');
  // "Luna, my cat" and "Luna my cat" are 'my cat Luna' too.
  const named = /^(\p{Lu}[\p{L}'-]*(?: \p{Lu}[\p{L}'-]*)?),? (my|our) ([\p{Ll} ]+)$/u.exec(text);
  if (named && (PET_KINDS.test(keyOf(named[3]!)) || PEOPLE.test(keyOf(named[3]!))))
    text = `my ${named[3]} ${named[1]}`;
  for (let i = 0; i < 3; i++) text = text.replace(LEAD_IN, '');
  text = text.replace(/^to\s+(?=\S)/i, '');
  text = text.replace(/,?\s*\b(etc|and so on|and more|and stuff|and things)\b\s*$/i, '');
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[,.\s'-]+|[,.\s'-]+$/g, '')
    .trim();
}
