/** Words a parent types around the interest: the child's people and pets, verbs, spellings, everyday words. */
import { NOUNS } from './nouns.js';
import { keyOf } from './words.js';

/** The child's people: 'my grandma Rose', 'my big sister', 'grandma'. */
export const PEOPLE =
  /^(mum|mummy|mam|mammy|mom|mommy|mama|mother|dad|daddy|dada|papa|father|grandma|granny|gran|grandmother|nan|nana|nanna|nanny|nonna|oma|grandad|granddad|grandpa|grandfather|grampa|gramps|grandpops|pops|opa|nonno|auntie|aunty|aunt|uncle|brother|sister|brothers|sisters|sibling|siblings|twin|cousin|cousins|friend|friends|best friend|best friends|teacher|family|godmother|godfather|stepmum|stepdad|step mum|step dad)$/;
/** Words in front of a person or a pet: 'my big sister', 'my fluffy cat'. */
export const FOND =
  /^(big|little|baby|older|younger|twin|best|old|new|pet|fluffy|furry|lovely|cheeky|naughty|cute|tiny|fat|black|white|ginger|grey|gray|brown|tabby|golden|spotty|two|three|four)$/;
/** Kinds of pet, singular: 'my cat Luna'. */
export const PET_KINDS =
  /^(cat|kitten|kitty|dog|puppy|pup|doggy|hamster|rabbit|bunny|guinea pig|pony|horse|foal|fish|goldfish|tortoise|turtle|terrapin|parrot|budgie|cockatiel|canary|gerbil|mouse|rat|chinchilla|degu|chicken|hen|duck|lizard|gecko|bearded dragon|snake|ferret|axolotl|stick insect|snail|frog|hedgehog|lamb|goat|donkey)$/;
/** Things that are the child's own but neither pet nor person: 'my teddy Mr Snuggles'. */
export const TOY_KINDS =
  /^(teddy|teddy bear|doll|dolly|toy|blanket|blankie|bear|bunny|monkey|dinosaur|unicorn|comforter)$/;

/** Things read with 'the': 'loved the ocean', 'thinking of the piano'. */
export const WITH_THE = new Set([
  'ocean',
  'sea',
  'seaside',
  'beach',
  'moon',
  'sky',
  'zoo',
  'farm',
  'park',
  'woods',
  'forest',
  'jungle',
  'countryside',
  'circus',
  'theatre',
  'cinema',
  'library',
  'garden',
  'snow',
  'piano',
  'guitar',
  'violin',
  'drums',
  'recorder',
  'cello',
  'flute',
  'trumpet',
  'ukulele',
  'keyboard',
  'harp',
  'xylophone',
  'saxophone',
  'clarinet',
  'trombone',
  'harmonica',
  'tambourine',
  'triangle',
  'drum',
]);
/** 'drum' reads as 'the drums'. */
export const THE_FORM: Record<string, string> = { drum: 'drums', snow: 'snow' };

/** Verbs a parent may type bare ('draw', 'to draw'): the story says 'drawing'. */
export const VERB_ING: Record<string, string> = {
  draw: 'drawing',
  paint: 'painting',
  colour: 'colouring',
  color: 'colouring',
  sing: 'singing',
  dance: 'dancing',
  swim: 'swimming',
  run: 'running',
  read: 'reading',
  write: 'writing',
  bake: 'baking',
  cook: 'cooking',
  build: 'building',
  climb: 'climbing',
  ride: 'riding',
  skate: 'skating',
  jump: 'jumping',
  play: 'playing',
  make: 'making',
  knit: 'knitting',
  sew: 'sewing',
  cycle: 'cycling',
  explore: 'exploring',
  camp: 'camping',
  dig: 'digging',
  hike: 'hiking',
  ski: 'skiing',
  surf: 'surfing',
  act: 'acting',
  feed: 'feeding',
  watch: 'watching',
  visit: 'visiting',
  collect: 'collecting',
  spot: 'spotting',
  catch: 'catching',
  learn: 'learning',
  travel: 'travelling',
  splash: 'splashing',
  craft: 'crafting',
  garden: 'gardening',
  code: 'coding',
  invent: 'inventing',
  sketch: 'sketching',
  doodle: 'doodling',
  kick: 'kicking',
  bounce: 'bouncing',
  tumble: 'tumbling',
  cuddle: 'cuddling',
  snuggle: 'snuggling',
};

/** British spellings of words a parent may type the American way. */
export const BRITISH: Record<string, string> = {
  color: 'colour',
  colors: 'colours',
  coloring: 'colouring',
  colored: 'coloured',
  favorite: 'favourite',
  theater: 'theatre',
  pajamas: 'pyjamas',
  airplane: 'aeroplane',
  airplanes: 'aeroplanes',
  math: 'maths',
  legos: 'LEGO',
  traveling: 'travelling',
  jewelry: 'jewellery',
  gray: 'grey',
};

/** Everyday words: a capital on one of them is from typing ('Baking', 'DINOSAURS'), not a name. */
const COMMON = new Set(
  `a an the and or of with about to for in on at from by my our his her their your its all any some lots
  playing making going being having doing watching feeding looking reading drawing painting
  art arts craft crafts music dance ballet sport sports science maths nature space sea ocean beach animals pets
  magic history geography weather snow rain sunshine seasons autumn winter spring summer outdoors
  origami yoga chess slime glitter stickers puzzles jigsaws toys dolls teddies teddy cuddles hugs games
  fashion makeup make-up nails hair dressing up dress-up costumes clothes shopping
  gardening camping fishing hiking cycling skating swimming climbing baking cooking singing dancing
  football rugby cricket tennis netball hockey golf gymnastics karate judo athletics trampolining
  films movies cartoons tv telly television bubbles balloons parties birthdays school nursery
  big little baby pink purple blue red green yellow orange black white grey brown gold silver rainbow`.split(
    /\s+/,
  ),
);
export function isCommon(word: string): boolean {
  const key = keyOf(word);
  if (COMMON.has(key) || NOUNS.has(key) || WITH_THE.has(key) || key in VERB_ING) return true;
  return /^[a-z]{3,}ing$/.test(key);
}

/** Words that end a part's useful text when it is too long. */
export const STOPWORDS = new Set(
  `a an the and or of with about to for in on at from by my our his her their your its all any some lots is
  are was were be it that this these those very really so too when because but like especially which who
  every each most more much also just only then there here loves love likes like enjoys into`.split(/\s+/),
);
