/**
 * Understanding what a parent typed as a child's interest, so a story can build a scene around it and say
 * it as the parent would: 'horse' becomes 'horses' after "loved" and 'a horse' when one appears;
 * 'my cat Luna' becomes 'her cat Luna'; 'minecraft' becomes 'Minecraft'; 'Dinosaurs' (a capital from
 * typing) reads 'dinosaurs' mid-sentence; 'LEGO' and 'Peppa Pig' stay as typed.
 *
 * The rules, in the order they apply:
 * - Cleaning: markup characters, emoji (unless they are all there is: '🦄' means unicorns), quotes and
 *   sentence punctuation go; '&', '+' and '/' mean 'and'; "loves", "she likes", "is obsessed with" in
 *   front are dropped; "to draw" and "draw" become 'drawing'. Nothing typed can reach the story as markup.
 * - Several things ('cats and dogs', 'pink and purple', 'Lego, Minecraft and Roblox'): each is understood
 *   on its own, joined again as "a, b and c" (at most three); the first one with a category gives it.
 *   Names with 'and' in them ('Ben and Holly', 'hide and seek') stay whole.
 * - Names as their makers write them ('Minecraft', 'LEGO', 'Pokémon', 'PAW Patrol'); a parent's own
 *   way of writing the same name stays ('Lego').
 * - The child's own: 'my cat Luna' -> '{their} cat Luna' (a pet: its name and kind), 'my grandma Rose',
 *   'my big sister', 'grandma' -> '{their} grandma' (a person). 'my' or 'our' never reaches the story.
 * - Countable things: 'horse' and 'a horse' -> 'horses' (one: 'a horse'), with irregular plurals
 *   ('mouse' -> 'mice', 'wolf' -> 'wolves', 'sheep'), and with a word or two in front ('pink unicorn'
 *   -> 'pink unicorns', 'a pink unicorn').
 * - Capitals: a capital from typing goes ('Dinosaurs', 'Baking Cakes', 'DINOSAURS' -> lower case), an
 *   unknown capitalised word stays (it may be a name: 'Luna', 'Paris'); some things read with 'the'
 *   ('ocean' -> 'the ocean', 'piano' -> 'the piano').
 * - Very long text is cut to its first clause ('playing with toy trains in the garden every single day'
 *   -> 'playing with toy trains') or the thing it names; nothing usable, or only spaces, reads 'adventures'.
 */
import { takesAn } from '../prose.js';

export const INTEREST_CATEGORY_IDS = [
  'animals',
  'pet',
  'dinosaurs',
  'vehicles',
  'space',
  'sea',
  'fantasy',
  'sport',
  'dance',
  'music',
  'art',
  'building',
  'games',
  'books',
  'cooking',
  'nature',
  'science',
  'generic',
] as const;
export type InterestCategoryId = (typeof INTEREST_CATEGORY_IDS)[number];

export interface Interest {
  /** As the parent typed it, trimmed. */
  typed: string;
  category: InterestCategoryId;
  /** The interest as a topic, library markup fitting after "about" or "loved": 'horses', '{their} cat Luna'. */
  topic: string;
  /**
   * One of it, for countable things: 'a horse'. The categories whose scenes meet one (animals, dinosaurs,
   * vehicles, fantasy, sea) always have one that fits: 'the ocean' meets 'a dolphin', 'fossils' 'a dinosaur'.
   */
  one?: string;
  /** Many of it: 'horses'. */
  many?: string;
  /** A pet's or person's name ('Luna') and kind ('cat'). */
  petName?: string;
  petKind?: string;
  /** An animal's species word, singular, lower case: the engine keeps companions and side characters apart. */
  species?: string;
}

/** What a story says when nothing usable was typed. */
const FALLBACK_TOPIC = 'adventures';
/** A topic longer than this (in characters, '{their}' counted as typed) is cut back. */
const MAX_TOPIC = 48;
/** A part longer than this (in words) is reduced to its first clause or the thing it names. */
const MAX_WORDS = 6;

// ---------------------------------------------------------------------------------------------------------
// Words

/** The key a word or phrase is looked up by: lower case, no accents, dots or apostrophes, hyphens as spaces. */
function keyOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[-‐‑–_]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The regular English plural; irregular ones are listed with their nouns. */
export function regularPlural(word: string): string {
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

const withArticle = (noun: string) => `${takesAn(noun) ? 'an' : 'a'} ${noun}`;

interface Noun {
  one: string;
  many: string;
  category: InterestCategoryId;
  /** Fits {interestOne}/{interestMany} in its category's scenes (a creature, a vehicle, a being). */
  meets: boolean;
  /** For animals: the species word a companion may share ('kitten' -> 'cat'). */
  species?: string;
}

/** Every known noun by the key of its singular and of its plural. */
const NOUNS = new Map<string, { noun: Noun; plural: boolean }>();
/** Categories whose scenes meet one of the interest ({interestOne}, {interestMany}), and who they meet otherwise. */
const MEETS: Partial<Record<InterestCategoryId, [one: string, many: string]>> = {
  animals: ['animal', 'animals'],
  dinosaurs: ['dinosaur', 'dinosaurs'],
  vehicles: ['train', 'trains'],
  fantasy: ['wizard', 'wizards'],
  sea: ['dolphin', 'dolphins'],
};
/** Species words of the young or the fond: the companion they share a kind with. */
const SPECIES_OF: Record<string, string> = {
  kitten: 'cat',
  kitty: 'cat',
  puppy: 'dog',
  pup: 'dog',
  doggy: 'dog',
  bunny: 'rabbit',
  'lion cub': 'lion',
  'tiger cub': 'tiger',
  'bear cub': 'bear',
  'fox cub': 'fox',
  'baby elephant': 'elephant',
  'polar bear': 'bear',
};

/**
 * Registers nouns: 'horse' (plural 'horses'), 'mouse/mice' (irregular), '~shell' (a thing of the
 * category that does not fit its scenes' {interestOne}: the scenes meet the category's own instead).
 */
function nouns(category: InterestCategoryId, list: string): void {
  for (const raw of list.trim().split(/\s*,\s*/)) {
    if (!raw) continue;
    const meets = !raw.startsWith('~') && category in MEETS;
    const [one, many] = raw.replace(/^~/, '').split('/') as [string, string | undefined];
    const noun: Noun = { one, many: many ?? regularPlural(one), category, meets };
    if (meets && (category === 'animals' || category === 'sea')) {
      const species = SPECIES_OF[one.toLowerCase()] ?? one.toLowerCase();
      if (species) noun.species = species;
    }
    NOUNS.set(keyOf(noun.many), { noun, plural: true });
    NOUNS.set(keyOf(one), { noun, plural: false });
  }
}

nouns(
  'animals',
  `animal, horse, pony/ponies, foal, cat, kitten, kitty/kitties, dog, puppy/puppies, pup, rabbit, bunny/bunnies,
  hamster, guinea pig, gerbil, mouse/mice, rat, ferret, bird, parrot, budgie, duck, duckling, goose/geese, swan,
  chicken, chick, hen, cockerel, cow, calf/calves, bull, pig, piglet, sheep/sheep, goat, lamb, donkey/donkeys,
  llama, alpaca, deer/deer, reindeer/reindeer, moose/moose, fox/foxes, fox cub, wolf/wolves, bear, bear cub,
  polar bear, panda, red panda, koala, kangaroo, wallaby/wallabies, monkey/monkeys, gorilla, chimpanzee,
  orangutan, elephant, baby elephant, giraffe, zebra, lion, lion cub, tiger, tiger cub, cheetah, leopard,
  snow leopard, jaguar, hippo, rhino, crocodile, alligator, snake, lizard, gecko, bearded dragon, chameleon,
  axolotl, frog, toad, tadpole, turtle, tortoise, owl, eagle, hawk, falcon, robin, kingfisher, penguin,
  flamingo/flamingos, peacock, puffin, butterfly/butterflies, moth, bee, bumblebee, ladybird, beetle, spider,
  dragonfly/dragonflies, caterpillar, snail, slug, worm, ant, squirrel, hedgehog, badger, otter, beaver, mole,
  bat, sloth, meerkat, camel, lemur, raccoon, skunk, bison/bison, buffalo/buffaloes, ox/oxen, pet,
  stick insect`,
);
nouns(
  'sea',
  `dolphin, whale, killer whale, orca, shark, octopus/octopuses, squid/squid, seal, sea lion, walrus/walruses,
  crab, lobster, jellyfish/jellyfish, starfish/starfish, seahorse, fish/fish, goldfish/goldfish,
  clownfish/clownfish, stingray, narwhal, manatee, mermaid, merman/mermen, sea creature, ~shell, ~seashell,
  ~wave, ~rock pool`,
);
nouns(
  'dinosaurs',
  `dinosaur, dino, T-rex/T-rexes, triceratops/triceratops, stegosaurus/stegosauruses,
  diplodocus/diplodocuses, brachiosaurus/brachiosauruses, velociraptor, raptor, pterodactyl, pterosaur,
  ankylosaurus/ankylosauruses, spinosaurus/spinosauruses, iguanodon, parasaurolophus/parasaurolophuses,
  allosaurus/allosauruses, apatosaurus/apatosauruses, mammoth, woolly mammoth, ~fossil, ~dinosaur egg`,
);
nouns(
  'vehicles',
  `train, steam train, tank engine, engine, car, racing car, police car, sports car, truck, monster truck,
  dumper truck, lorry/lorries, bin lorry/bin lorries, bus/buses, double-decker bus/double-decker buses, tractor,
  digger, excavator, bulldozer, crane, cement mixer, fire engine, ambulance, taxi, van, camper van,
  plane, aeroplane, jet, helicopter, hot-air balloon, boat, ship, sailing boat, yacht, canoe, kayak,
  submarine, ferry/ferries, bike, bicycle, motorbike, tram, go-kart, vehicle`,
);
nouns('generic', `teddy/teddies, teddy bear, doll, toy, soft toy`);
nouns(
  'fantasy',
  `unicorn, dragon, fairy/fairies, princess/princesses, prince, knight, wizard, witch/witches, pirate,
  superhero/superheroes, monster, elf/elves, giant, troll, goblin, gnome, pixie, phoenix/phoenixes,
  pegasus/pegasuses, griffin, ogre, genie, ninja, king, queen, ghost, yeti/yetis, sorcerer, fairy godmother,
  magician`,
);
nouns(
  'space',
  `planet, star, astronaut, alien, comet, spaceship, rocket, galaxy/galaxies, shooting star, telescope`,
);
nouns('sport', `ball, goal, medal`);
nouns('art', `crayon, picture, sticker, pencil, felt-tip`);
nouns('building', `block, brick, den, sandcastle, castle, tower, fort, treehouse, marble run`);
nouns('games', `game, puzzle, jigsaw, card, board game, video game, marble, domino/dominoes`);
nouns('books', `book, story/stories, comic, poem, fairy tale`);
nouns(
  'cooking',
  `cake, cupcake, cookie, biscuit, pancake, muffin, doughnut, sandwich/sandwiches, pizza, strawberry/strawberries,
  banana, apple, sweet, ice cream, ice lolly/ice lollies, picnic`,
);
nouns(
  'nature',
  `flower, tree, leaf/leaves, rock, stone, pebble, crystal, gem, stick, rainbow, conker, acorn, seed, mushroom,
  toadstool, bug, insect, minibeast, cloud, puddle`,
);
nouns('music', `song, instrument`);
nouns('science', `robot, volcano/volcanoes, magnet, experiment, microscope, machine, skeleton`);

/** Other spellings of known nouns. */
const NOUN_ALIASES: Record<string, string> = {
  trex: 't rex',
  trexes: 't rexes',
  tyrannosaurus: 't rex',
  'tyrannosaurus rex': 't rex',
  tyrannosaur: 't rex',
  airplane: 'aeroplane',
  airplanes: 'aeroplanes',
  'fire truck': 'fire engine',
  'fire trucks': 'fire engines',
  octopi: 'octopuses',
  fishes: 'fish',
};

function lookupNoun(words: string): { noun: Noun; plural: boolean } | undefined {
  const key = keyOf(words);
  return NOUNS.get(NOUN_ALIASES[key] ?? key);
}

/** Names as their makers write them: [name, category, one, many]. Several spellings may share a name. */
const PROPER = new Map<string, { text: string; category: InterestCategoryId; one?: string; many?: string }>();
function proper(
  category: InterestCategoryId,
  text: string,
  aliases: string[] = [],
  meets?: [string, string],
) {
  const entry = { text, category, ...(meets ? { one: meets[0], many: meets[1] } : {}) };
  for (const key of [text, ...aliases]) PROPER.set(keyOf(key), entry);
}
const SUPERHERO: [string, string] = ['a superhero', 'superheroes'];
proper('building', 'Minecraft', ['mine craft']);
proper('building', 'LEGO', ['legos', 'lego bricks']);
proper('building', 'DUPLO');
proper('building', 'LEGO Friends');
proper('building', 'LEGO City');
proper('building', 'Ninjago');
proper('building', 'Playmobil');
proper('building', 'Meccano');
proper('building', 'Magna-Tiles', ['magnatiles', 'magna tiles', 'magnetic tiles']);
proper('building', 'Bob the Builder');
proper('games', 'Roblox');
proper('games', 'Pokémon', ['pokemon', 'pokémons', 'pokemons']);
proper('games', 'Pokémon cards', ['pokemon cards']);
proper('games', 'Mario', []);
proper('games', 'Super Mario', ['supermario']);
proper('games', 'Mario Kart', ['mariokart']);
proper('games', 'Sonic', ['sonic the hedgehog']);
proper('games', 'Fortnite');
proper('games', 'Nintendo');
proper('games', 'Nintendo Switch');
proper('games', 'Animal Crossing');
proper('games', 'Among Us');
proper('games', 'Zelda');
proper('games', 'Kirby');
proper('games', 'Pac-Man', ['pacman']);
proper('games', 'Tetris');
proper('games', 'UNO');
proper('games', 'Monopoly');
proper('games', 'Scrabble');
proper('games', 'Jenga');
proper('games', 'Beyblades', ['beyblade']);
proper('games', 'Nerf', ['nerf guns']);
proper('games', 'Xbox');
proper('games', 'PlayStation');
proper('games', 'iPad', ['ipads']);
proper('generic', 'YouTube');
proper('generic', 'Peppa Pig', ['peppa', 'peppa pigs']);
proper('generic', 'Bluey', ['bluey and bingo']);
proper('generic', 'PAW Patrol', ['pawpatrol', 'paw patroll']);
proper('generic', 'Hey Duggee', ['duggee']);
proper('generic', 'Ben and Holly', ["ben and holly's little kingdom"]);
proper('generic', 'Sarah and Duck');
proper('generic', 'Bing');
proper('generic', 'Teletubbies');
proper('generic', 'In the Night Garden');
proper('generic', 'Mr Tumble', ['mr tumble', 'something special']);
proper('generic', 'CBeebies');
proper('generic', 'Sesame Street');
proper('generic', 'Blippi');
proper('generic', "Gabby's Dollhouse", ['gabbys doll house', 'gabby dollhouse']);
proper('generic', 'Postman Pat');
proper('generic', 'Fireman Sam');
proper('generic', 'Toy Story');
proper('generic', 'Disney');
proper('generic', 'Pixar');
proper('generic', 'Moana');
proper('generic', 'Encanto');
proper('generic', 'Barbie', ['barbies']);
proper('generic', 'Sylvanian Families');
proper('generic', 'Hello Kitty');
proper('generic', 'Squishmallows', ['squishmallow']);
proper('generic', 'Hatchimals');
proper('generic', 'Polly Pocket');
proper('generic', 'Doctor Who', ['dr who']);
proper('generic', 'Christmas', ['xmas']);
proper('generic', 'Halloween');
proper('generic', 'Easter');
proper('generic', 'Diwali');
proper('generic', 'Eid');
proper('generic', 'Hanukkah', ['chanukah']);
proper('generic', 'Tonies', ['toniebox']);
proper('fantasy', 'Frozen', ['frozen 2'], ['an ice princess', 'ice princesses']);
proper('fantasy', 'Elsa', [], ['an ice princess', 'ice princesses']);
proper('fantasy', 'My Little Pony', ['my little ponies'], ['a little pony', 'little ponies']);
proper('fantasy', 'Spider-Man', ['spiderman', 'spidey'], SUPERHERO);
proper('fantasy', 'Batman', [], SUPERHERO);
proper('fantasy', 'Superman', [], SUPERHERO);
proper('fantasy', 'Wonder Woman', [], SUPERHERO);
proper('fantasy', 'Iron Man', ['ironman'], SUPERHERO);
proper('fantasy', 'the Hulk', ['hulk'], SUPERHERO);
proper('fantasy', 'Marvel', ['marvel superheroes'], SUPERHERO);
proper('fantasy', 'the Avengers', ['avengers'], SUPERHERO);
proper('fantasy', 'PJ Masks', ['pjmasks'], SUPERHERO);
proper('fantasy', 'Power Rangers', [], SUPERHERO);
proper('fantasy', 'Harry Potter', ['hogwarts', 'harry potter books'], ['a wizard', 'wizards']);
proper('books', 'Paddington', ['paddington bear']);
proper('books', 'The Gruffalo', ['gruffalo', 'the gruffalo']);
proper('books', "The Gruffalo's Child", ['gruffalos child']);
proper('books', 'Winnie-the-Pooh', ['winnie the pooh', 'pooh bear']);
proper('books', 'Peter Rabbit');
proper('books', 'The Very Hungry Caterpillar', ['hungry caterpillar', 'very hungry caterpillar']);
proper('books', 'Roald Dahl');
proper('books', 'Julia Donaldson');
proper('books', 'David Walliams');
proper('books', 'Dr Seuss', ['doctor seuss']);
proper('books', 'the Mr Men', ['mr men', 'mr men and little miss']);
proper('books', "Where's Wally", ['wheres wally']);
proper('books', 'Horrid Henry');
proper('books', 'Tom Gates');
proper('books', 'Dog Man', ['dogman']);
proper('books', 'Diary of a Wimpy Kid', ['wimpy kid']);
proper('books', 'The Worst Witch', ['worst witch']);
proper('books', 'Oi Frog', ['oi frog']);
proper('books', 'Alphablocks');
proper('science', 'Numberblocks', ['number blocks']);
proper('science', 'Octonauts');
proper('sea', 'Finding Nemo', ['nemo'], ['a little clownfish', 'clownfish']);
proper('sea', 'The Little Mermaid', ['little mermaid', 'ariel'], ['a mermaid', 'mermaids']);
proper('music', 'Baby Shark');
proper('music', 'CoComelon');
proper('music', 'K-pop', ['kpop']);
proper('music', 'Taylor Swift');
proper('space', 'Star Wars', ['starwars']);
proper('space', 'NASA');
proper('dinosaurs', 'Jurassic Park');
proper('dinosaurs', 'Jurassic World');
proper('dinosaurs', 'Gigantosaurus');
proper('dinosaurs', 'Dinosaur Train');
proper('vehicles', 'Hot Wheels', ['hotwheels'], ['a Hot Wheels car', 'Hot Wheels cars']);
proper(
  'vehicles',
  'Thomas the Tank Engine',
  ['thomas', 'thomas and friends', 'thomas the train'],
  ['a tank engine', 'tank engines'],
);
proper('vehicles', 'Brio', ['brio trains', 'brio train set'], ['a wooden train', 'wooden trains']);
proper('vehicles', 'Blaze and the Monster Machines', ['blaze'], ['a monster truck', 'monster trucks']);
proper('vehicles', 'Formula 1', ['formula one', 'f1'], ['a racing car', 'racing cars']);
proper('sport', 'Arsenal');
proper('sport', 'Chelsea');
proper('sport', 'Liverpool');
proper('sport', 'Tottenham', ['spurs']);
proper('sport', 'Manchester United', ['man united', 'man utd', 'man u']);
proper('sport', 'Manchester City', ['man city']);
proper('sport', 'Everton');
proper('sport', 'Celtic');
proper('sport', 'the Lionesses', ['lionesses']);
proper('sport', 'the Olympics', ['olympics']);
proper('art', 'Play-Doh', ['playdoh', 'play doh', 'playdough', 'play dough']);

/** Phrases with 'and' that are one thing, not two. */
const AND_PHRASES = [
  'arts and crafts',
  'hide and seek',
  'fish and chips',
  'snakes and ladders',
  'rock and roll',
  'cops and robbers',
  'knights and dragons',
  'dungeons and dragons',
  'salt and pepper',
  'bread and butter',
  'mr men and little miss',
];
for (const key of PROPER.keys()) if (key.includes(' and ')) AND_PHRASES.push(key);

/** The child's people: 'my grandma Rose', 'my big sister', 'grandma'. */
const PEOPLE =
  /^(mum|mummy|mam|mammy|mom|mommy|mama|mother|dad|daddy|dada|papa|father|grandma|granny|gran|grandmother|nan|nana|nanna|nanny|nonna|oma|grandad|granddad|grandpa|grandfather|grampa|gramps|grandpops|pops|opa|nonno|auntie|aunty|aunt|uncle|brother|sister|brothers|sisters|sibling|siblings|twin|cousin|cousins|friend|friends|best friend|best friends|teacher|family|godmother|godfather|stepmum|stepdad|step mum|step dad)$/;
/** Words in front of a person or a pet: 'my big sister', 'my fluffy cat'. */
const FOND =
  /^(big|little|baby|older|younger|twin|best|old|new|pet|fluffy|furry|lovely|cheeky|naughty|cute|tiny|fat|black|white|ginger|grey|gray|brown|tabby|golden|spotty|two|three|four)$/;
/** Kinds of pet, singular: 'my cat Luna'. */
const PET_KINDS =
  /^(cat|kitten|kitty|dog|puppy|pup|doggy|hamster|rabbit|bunny|guinea pig|pony|horse|foal|fish|goldfish|tortoise|turtle|terrapin|parrot|budgie|cockatiel|canary|gerbil|mouse|rat|chinchilla|degu|chicken|hen|duck|lizard|gecko|bearded dragon|snake|ferret|axolotl|stick insect|snail|frog|hedgehog|lamb|goat|donkey)$/;
/** Things that are the child's own but neither pet nor person: 'my teddy Mr Snuggles'. */
const TOY_KINDS =
  /^(teddy|teddy bear|doll|dolly|toy|blanket|blankie|bear|bunny|monkey|dinosaur|unicorn|comforter)$/;

/** Things read with 'the': 'loved the ocean', 'thinking of the piano'. */
const WITH_THE = new Set([
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
const THE_FORM: Record<string, string> = { drum: 'drums', snow: 'snow' };

/** Verbs a parent may type bare ('draw', 'to draw'): the story says 'drawing'. */
const VERB_ING: Record<string, string> = {
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
const BRITISH: Record<string, string> = {
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
function isCommon(word: string): boolean {
  const key = keyOf(word);
  if (COMMON.has(key) || NOUNS.has(key) || WITH_THE.has(key) || key in VERB_ING) return true;
  return /^[a-z]{3,}ing$/.test(key);
}

/** Words that end a part's useful text when it is too long. */
const STOPWORDS = new Set(
  `a an the and or of with about to for in on at from by my our his her their your its all any some lots is
  are was were be it that this these those very really so too when because but like especially which who
  every each most more much also just only then there here loves love likes like enjoys into`.split(/\s+/),
);

/** Which category a topic belongs to, by its words; phrases first, then the order below. */
const PHRASES: [RegExp, InterestCategoryId][] = [
  [/\b(climbing trees?|tree climbing|tree ?houses?)\b/, 'nature'],
  [/\b(horse ?riding|riding (horses|ponies)|pony (club|riding)|horses? and ponies)\b/, 'animals'],
  [/\b(rock ?pools?|rock ?pooling|sea ?(life|creatures?|animals?)|under ?the ?sea)\b/, 'sea'],
  [/\b(arts and crafts|making things|play ?doh|play ?dough)\b/, 'art'],
  [/\b(hide and seek|snakes and ladders|board games?|card games?|dungeons and dragons)\b/, 'games'],
  [/\b(fish and chips)\b/, 'cooking'],
  [/\b(rock music|rock and roll|pop music)\b/, 'music'],
  [/\b(bird ?watching)\b/, 'animals'],
];
const TOPIC_WORDS: [RegExp, InterestCategoryId][] = [
  [
    /\b(space|planets?|stars?|moon|rockets?|astronauts?|galax(y|ies)|universe|solar system|star wars|comets?|aliens?|spaceships?|astronomy|telescopes?|shooting stars?|nasa)\b/,
    'space',
  ],
  [
    /\b(sea|seas|ocean|oceans|beach|beaches|seaside|underwater|mermaids?|mermen|merman|shells?|seashells?|surfing|snorkell?ing|coral|reefs?|octonauts|lighthouses?)\b/,
    'sea',
  ],
  [/\b(dinosaurs?|dinos?|fossils?|t ?rex\w*|jurassic|prehistoric|pal(a)?eontology)\b/, 'dinosaurs'],
  [/\b(ballet|ballerinas?|danc\w*|disco|zumba)\b/, 'dance'],
  [
    /\b(music\w*|sing|singing|singer|songs?|piano|guitars?|drums?|drumming|violins?|recorders?|bands?|ukuleles?|flutes?|trumpets?|cello|keyboards?|choir|concerts?|k ?pop|karaoke|instruments?|orchestras?|xylophones?|harps?|opera|nursery rhymes?)\b/,
    'music',
  ],
  [
    /\b(draw\w*|paint\w*|colou?r\w*|crafts?|crafting|art|arts|artists?|glitter|stickers?|making things|sketch\w*|doodl\w*|pictures?|plasticine|clay|pottery|origami|knitting|sewing|crochet\w*|weaving|beads?|slime|collage)\b/,
    'art',
  ],
  [
    /\b(lego|duplo|blocks?|bricks|build\w*|minecraft|dens?|construct\w*|castles?|sandcastles?|forts?|marble runs?|meccano|magna ?tiles|towers?|playmobil)\b/,
    'building',
  ],
  [
    /\b(games?|gaming|gamer|roblox|pokemon|mario|sonic|fortnite|puzzles?|jigsaws?|chess|cards|nintendo|xbox|playstation|ipad|tablet|uno|monopoly|dominoes|marbles|nerf|quiz\w*|riddles?|treasure hunts?|among us|zelda)\b/,
    'games',
  ],
  [
    /\b(read\w*|books?|stories|story|storytelling|library|libraries|harry potter|comics?|poems?|poetry|writ\w*|authors?|phonics|gruffalo|paddington)\b/,
    'books',
  ],
  [
    /\b(bak\w*|cook\w*|cakes?|cupcakes?|cookies?|pancakes?|biscuits?|muffins?|pizzas?|chocolate|sweets|ice creams?|food|eating|snacks?|sandwiches|fruit|strawberr(y|ies)|chefs?|kitchens?|picnics?|smoothies?|doughnuts?|treats|tea parties|tea party)\b/,
    'cooking',
  ],
  [
    /\b(football|soccer|rugby|cricket|tennis|swim\w*|running|runner|gymnastics|gymnast|cycling|riding|skating|skateboard\w*|scooter\w*|climbing|karate|judo|taekwondo|martial arts|boxing|basketball|netball|hockey|golf|sports?|trampolin\w*|athletics|races?|racing|jumping|skipping|yoga|parkour|badminton|baseball|volleyball|rowing|kayaking|canoeing|skiing|snowboarding|diving|bmx|goals?|olympics|lionesses|ice skating|roller skating|sports day)\b/,
    'sport',
  ],
  [
    /\b(garden\w*|flowers?|trees?|nature|plants?|bugs?|insects?|minibeasts?|camping|leaves|forests?|woods|woodland|conkers?|rainbows?|weather|snow\w*|rain|puddles?|mud\w*|sticks?|rocks?|stones?|pebbles?|crystals?|gems?|seeds?|acorns?|mushrooms?|toadstools?|outdoors?|walks?|hiking|exploring|clouds?|sunshine|autumn|seasons?|ponds?|rivers?|mountains?|hills?)\b/,
    'nature',
  ],
  [
    /\b(science|scientists?|experiments?|robots?|robotics|maths|math|numbers?|counting|coding|computers?|magnets?|volcano\w*|invent\w*|chemistry|physics|electricity|machines?|microscopes?|technology|human body|skeletons?|bones|atoms?|potions?|shapes|clocks?|maps?|flags?|countries|geography|numberblocks)\b/,
    'science',
  ],
  [
    /\b(trains?|railways?|cars?|trucks?|tractors?|diggers?|planes?|aeroplanes?|airplanes?|vehicles?|boats?|ships?|buses|bus|lorr(y|ies)|fire engines?|fire ?fighters?|police|ambulances?|helicopters?|motorbikes?|bikes?|bicycles?|submarines?|wheels|engines?|cranes?|bulldozers?|excavators?|go ?karts?|transport|airports?|stations?|thomas)\b/,
    'vehicles',
  ],
  [
    /\b(unicorns?|dragons?|fairy|fairies|princess\w*|princes?|knights?|wizards?|magic\w*|witch\w*|pirates?|superheroes?|super heroes?|myths?|legends?|giants?|elves|elf|goblins?|trolls?|monsters?|ghosts?|spells?|wands?|phoenix|pegasus|ninjas?|kings?|queens?|crowns?|treasure)\b/,
    'fantasy',
  ],
  [/\b(animals?|pets?|horses?|ponies|zoo|zoos|farms?|safari|wildlife|vets?|birds?)\b/, 'animals'],
];

// ---------------------------------------------------------------------------------------------------------
// Cleaning

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
function clean(typed: string): string {
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

// ---------------------------------------------------------------------------------------------------------
// Understanding

interface Understood {
  topic: string;
  category: InterestCategoryId;
  one?: string;
  many?: string;
  petName?: string;
  petKind?: string;
  species?: string;
}

/** A name as a parent would write it: 'luna' -> 'Luna', 'mr whiskers' -> 'Mr Whiskers', 'LUNA' -> 'Luna'. */
function asName(words: readonly string[]): string {
  return words
    .map((w, i) => {
      if (i > 0 && /^(the|of|and|von|van|de)$/i.test(w)) return w.toLowerCase();
      if (w.length > 1 && w === w.toUpperCase() && /\p{L}{2}/u.test(w)) w = w.toLowerCase();
      return w.charAt(0).toUpperCase() + w.slice(1);
    })
    .join(' ');
}

/** The longest known name starting at word i, if any. */
function properAt(
  words: readonly string[],
  i: number,
): { length: number; text: string; category: InterestCategoryId; one?: string; many?: string } | undefined {
  for (let n = Math.min(6, words.length - i); n >= 1; n--) {
    const typedText = words.slice(i, i + n).join(' ');
    const entry = PROPER.get(keyOf(typedText));
    if (!entry) continue;
    // The parent's own way of writing a name stays when it is a way of writing it ('Lego' for 'LEGO');
    // all lower case or all capitals is typing, and the maker's way is used.
    const same = typedText.toLowerCase() === entry.text.toLowerCase();
    const typedStyle =
      typedText !== typedText.toLowerCase() &&
      (typedText !== typedText.toUpperCase() || entry.text === entry.text.toUpperCase());
    const text = same && typedStyle ? typedText : entry.text;
    return {
      length: n,
      text,
      category: entry.category,
      ...(entry.one ? { one: entry.one, many: entry.many! } : {}),
    };
  }
  return undefined;
}

/** Words said as the parent would, mid-sentence: names as their makers write them, typing capitals gone. */
function formatWords(words: readonly string[]): {
  text: string;
  propers: { category: InterestCategoryId; one?: string; many?: string }[];
} {
  const out: string[] = [];
  const propers: { category: InterestCategoryId; one?: string; many?: string }[] = [];
  for (let i = 0; i < words.length;) {
    const found = properAt(words, i);
    if (found) {
      out.push(found.text);
      propers.push(found);
      i += found.length;
      continue;
    }
    let word = words[i]!;
    const key = keyOf(word);
    if (/^(my|our)$/i.test(word)) word = i < words.length - 1 ? '{their}' : '';
    else if (BRITISH[key] && key === word.toLowerCase()) word = BRITISH[key]!;
    else if (word === 'i') word = 'I';
    else if (
      isCommon(word) &&
      (/^\p{Lu}[\p{Ll}'-]*$/u.test(word) ||
        (word.length > 1 && word === word.toUpperCase() && /\p{L}/u.test(word)))
    )
      word = BRITISH[key] ?? word.toLowerCase();
    if (word) out.push(word);
    i += 1;
  }
  return { text: out.join(' ').replace(/(\{their\} )+/g, '{their} '), propers };
}

/** The category of a topic by its words, the names in it, and the nouns in it. */
function categoryOf(text: string, propers: readonly { category: InterestCategoryId }[]): InterestCategoryId {
  const key = keyOf(text);
  for (const [pattern, category] of PHRASES) if (pattern.test(key)) return category;
  for (const [pattern, category] of TOPIC_WORDS) if (pattern.test(key)) return category;
  const words = key.split(' ');
  for (let i = 0; i < words.length; i++)
    for (let n = Math.min(3, words.length - i); n >= 1; n--) {
      const found = lookupNoun(words.slice(i, i + n).join(' '));
      if (found) return found.noun.category;
    }
  return propers.find((p) => p.category !== 'generic')?.category ?? 'generic';
}

/** One of it and many of it, for a category whose scenes meet one: the first fitting noun, or its own. */
function meetsOf(
  text: string,
  category: InterestCategoryId,
  propers: readonly { category: InterestCategoryId; one?: string; many?: string }[],
): Pick<Understood, 'one' | 'many' | 'species'> {
  const fallback = MEETS[category];
  if (!fallback) return {};
  const fromProper = propers.find((p) => p.category === category && p.one);
  if (fromProper) return { one: fromProper.one!, many: fromProper.many! };
  const words = keyOf(text).split(' ');
  for (let i = 0; i < words.length; i++)
    for (let n = Math.min(3, words.length - i); n >= 1; n--) {
      const found = lookupNoun(words.slice(i, i + n).join(' '));
      if (
        found &&
        found.noun.meets &&
        (found.noun.category === category || (category === 'sea' && found.noun.category === 'animals'))
      )
        return nounForms(found.noun);
    }
  return { one: withArticle(fallback[0]), many: fallback[1] };
}

function nounForms(noun: Noun, prefix = ''): Pick<Understood, 'one' | 'many' | 'species'> {
  const one = prefix ? `${prefix} ${noun.one}` : noun.one;
  return {
    one: withArticle(one),
    many: prefix ? `${prefix} ${noun.many}` : noun.many,
    ...(noun.species ? { species: noun.species } : {}),
  };
}

/** A word that may stand in front of a noun: 'pink unicorns', 'baby dragons', 'Disney princesses'. */
function canDescribe(word: string): boolean {
  const key = keyOf(word);
  if (!key || STOPWORDS.has(key) || key in VERB_ING || /^\d+$/.test(key)) return false;
  if (/^(one|two|three|four|five|six|seven|eight|nine|ten|lots|many|some|all|any|no)$/.test(key))
    return false;
  if (/ing$/.test(key) && !/^(flying|racing|sleeping|sparkling|talking|dancing|baby|king|magic)$/.test(key))
    return false;
  return /^[\p{L}'-]+$/u.test(word);
}

/** A known thing, alone or with a word or two in front: 'horse', 'the horses', 'pink unicorn'. */
function asNoun(words: readonly string[]): Understood | undefined {
  for (let k = 0; k < words.length && k <= 2; k++) {
    const found = lookupNoun(words.slice(k).join(' '));
    if (!found) continue;
    const prefixWords = words.slice(0, k);
    if (!prefixWords.every(canDescribe)) return undefined;
    const prefix = formatWords(prefixWords).text;
    const forms = nounForms(found.noun, prefix);
    const result: Understood = { topic: forms.many!, category: found.noun.category };
    if (found.noun.meets || !(found.noun.category in MEETS)) Object.assign(result, forms);
    else Object.assign(result, meetsOf('', found.noun.category, []));
    if (found.noun.species) result.species = found.noun.species;
    return result;
  }
  return undefined;
}

/** 'my cat Luna', 'my grandma rose', 'my big sister', 'our dogs', 'my lego': the child's own. */
function asOwn(rest: string): Understood {
  const words = rest.split(' ').filter((w) => !/^(called|named|who|is)$/i.test(w));
  // The kind: words a pet or person may have in front, then the kind itself (one word or two).
  let i = 0;
  while (i < words.length - 1 && FOND.test(keyOf(words[i]!)) && !/^\p{Lu}/u.test(words[i]!)) i++;
  for (const n of [3, 2, 1]) {
    if (i + n > words.length) continue;
    const kind = keyOf(words.slice(i, i + n).join(' '));
    const isPet = PET_KINDS.test(kind);
    if (!isPet && !PEOPLE.test(kind) && !TOY_KINDS.test(kind)) continue;
    const kindText = words
      .slice(0, i + n)
      .map((w) =>
        FOND.test(keyOf(w)) || keyOf(w) === kind || kind.includes(keyOf(w))
          ? (BRITISH[keyOf(w)] ?? keyOf(w))
          : w,
      )
      .join(' ');
    const nameWords = words.slice(i + n).filter((w) => !/^(the|a|an|my|our|his|her|their)$/i.test(w));
    const name = nameWords.length ? asName(nameWords) : undefined;
    const topic = `{their} ${kindText}${name ? ` ${name}` : ''}`;
    if (isPet) {
      const species = SPECIES_OF[kind] ?? lookupNoun(kind)?.noun.species ?? kind;
      return {
        topic,
        category: 'pet',
        petKind: kind,
        ...(name ? { petName: name } : {}),
        ...(species ? { species: species === 'goldfish' ? 'fish' : species } : {}),
      };
    }
    return { topic, category: 'generic', petKind: kind, ...(name ? { petName: name } : {}) };
  }
  // Anything else of theirs ('my bike', 'our chickens', 'my lego'): understood as itself, said as theirs.
  const { text, propers } = formatWords(words);
  const category = categoryOf(text, propers);
  const plain = asNoun(words);
  return {
    topic: `{their} ${text}`,
    category,
    ...(plain && plain.category === category
      ? { one: plain.one!, many: plain.many!, ...(plain.species ? { species: plain.species } : {}) }
      : meetsOf(text, category, propers)),
  };
}

/** A part that is too long: its first clause, or the thing it names, or its first few words. */
function shorten(words: string[]): string[] {
  if (words.length <= MAX_WORDS) return words;
  const firstClause: string[] = [];
  for (const w of words) {
    if (
      firstClause.length &&
      /^(because|but|when|especially|which|who|that|like|and|in|on|at|every|since|while|whenever|if|so)$/i.test(
        w,
      )
    )
      break;
    firstClause.push(w);
  }
  if (
    firstClause.length <= MAX_WORDS &&
    firstClause.length >= 1 &&
    !STOPWORDS.has(keyOf(firstClause[firstClause.length - 1]!))
  )
    return firstClause;
  // The first thing it names.
  for (let i = 0; i < words.length; i++) {
    const p = properAt(words, i);
    if (p) return words.slice(i, i + p.length);
    for (let n = Math.min(3, words.length - i); n >= 1; n--) {
      const found = lookupNoun(words.slice(i, i + n).join(' '));
      if (found) return found.noun.many.split(' ');
    }
  }
  const cut = words.slice(0, MAX_WORDS - 1);
  while (cut.length > 1 && STOPWORDS.has(keyOf(cut[cut.length - 1]!))) cut.pop();
  return cut;
}

/** The topic without a trailing '{their}' or full stop, however they follow each other. */
function endOnAWord(topic: string): string {
  let out = topic.trim();
  for (let before = ''; before !== out;) {
    before = out;
    out = out
      .replace(/(\{their\} ?)+$/, '')
      .trim()
      .replace(/[.!?;:]+$/, '')
      .trim();
  }
  return out;
}

/** One thing typed (no 'and'). */
function understandOne(part: string): Understood | undefined {
  let words = part.split(' ').filter(Boolean);
  if (!words.length) return undefined;
  words = shorten(words);
  const text0 = words.join(' ');

  // A name the makers write their way, typed whole: 'minecraft', 'LEGO', 'My Little Pony'.
  const whole = properAt(words, 0);
  if (whole && whole.length === words.length) {
    const category = whole.category;
    return {
      topic: whole.text,
      category,
      ...(whole.one ? { one: whole.one, many: whole.many! } : meetsOf('', category, [])),
    };
  }

  // The child's own.
  const owned = /^(my|our|his|her|their)\s+(.+)$/i.exec(text0);
  if (owned) return asOwn(owned[2]!);
  // The child's people, typed without 'my': 'grandma', 'grandma rose', 'big sister' ('Grandma Rose' is a name).
  const firstKey = keyOf(words[0]!);
  const twoKey = words.length > 1 ? keyOf(words.slice(0, 2).join(' ')) : '';
  if (
    /^\p{Ll}/u.test(words[0]!) &&
    (PEOPLE.test(firstKey) ||
      PEOPLE.test(twoKey) ||
      (FOND.test(firstKey) && PEOPLE.test(keyOf(words[1] ?? ''))))
  )
    return asOwn(text0);

  // 'a horse', 'the horses', 'horse', 'pink unicorn'.
  const article = /^(a|an|the|some)\s+/i.exec(text0);
  const bare = article ? words.slice(1) : words;
  const noun = bare.length ? asNoun(bare) : undefined;
  if (noun) return noun;

  // An activity typed as a verb: 'draw' -> 'drawing', 'play football' -> 'playing football'.
  const verb = VERB_ING[keyOf(words[0]!)];
  if (verb && !(words.length === 1 && lookupNoun(words[0]!))) words = [verb, ...words.slice(1)];
  // Things read with 'the': 'ocean' -> 'the ocean', 'piano' -> 'the piano'.
  if (words.length === 1 && WITH_THE.has(keyOf(words[0]!))) {
    const key = keyOf(words[0]!);
    words = ['the', THE_FORM[key] ?? key];
  }
  const { text, propers } = formatWords(words);
  const category = categoryOf(text, propers);
  return { topic: text, category, ...meetsOf(text, category, propers) };
}

/** Splits 'cats and dogs', 'Lego, Minecraft and Roblox' into parts, keeping 'Ben and Holly' whole. */
function partsOf(text: string): string[] {
  let protectedText = text;
  const lower = keyOf(text);
  for (const phrase of AND_PHRASES) {
    if (!lower.includes(phrase)) continue;
    const pattern = new RegExp(phrase.replace(/ and /g, '\\W+and\\W+').replace(/ /g, "[\\s'.-]*"), 'i');
    protectedText = protectedText.replace(pattern, (m) => m.replace(/\band\b/gi, '\uE000'));
  }
  return protectedText
    .split(/\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+/i)
    .map((p) => p.replace(/\uE000/g, 'and').trim())
    .filter((p) => /\p{L}|\p{N}/u.test(p));
}

/** A topic cut to its first words that fit; a word longer than the whole (a cat on the keyboard) is dropped. */
function fitLength(topic: string): string {
  const kept: string[] = [];
  for (const word of topic.split(' ')) {
    if ([...kept, word].join(' ').length > MAX_TOPIC) break;
    kept.push(word);
  }
  while (kept.length && (STOPWORDS.has(keyOf(kept[kept.length - 1]!)) || kept[kept.length - 1] === '{their}'))
    kept.pop();
  return kept.join(' ');
}

/** "a", "a and b", "a, b and c". */
function joinTopics(topics: readonly string[]): string {
  if (topics.length <= 1) return topics[0] ?? '';
  return `${topics.slice(0, -1).join(', ')} and ${topics[topics.length - 1]}`;
}

/** What the story makes of one typed interest. */
export function understandInterest(typedRaw: string): Interest {
  const typed = String(typedRaw ?? '')
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!,;:]+$/, '');
  const text = clean(typed);

  const seen = new Set<string>();
  const parts: Understood[] = [];
  for (const part of partsOf(text)) {
    // Each part ends like the whole does: without the full stop a parent typed ('dinosaurs., my').
    const understood = understandOne(part.replace(/[.!?;:]+$/, '').trim());
    // A topic ends on a word: no dangling 'their', no stop left over from words dropped after it.
    if (understood) understood.topic = endOnAWord(understood.topic);
    if (
      !understood ||
      !/[\p{L}\p{N}]/u.test(understood.topic.replace(/\{their\}/g, '')) ||
      seen.has(understood.topic.toLowerCase())
    )
      continue;
    seen.add(understood.topic.toLowerCase());
    parts.push(understood);
    if (parts.length === 3) break;
  }
  if (!parts.length) return { typed, category: 'generic', topic: FALLBACK_TOPIC };

  // The first part with a category gives it; the parts that share it give one and many.
  const lead = parts.find((p) => p.category !== 'generic') ?? parts[0]!;
  const category = lead.category;
  const same = parts.filter((p) => p.category === category && p.many);
  let topic = joinTopics(parts.map((p) => p.topic));
  if (topic.length > MAX_TOPIC)
    topic = parts.length > 1 ? joinTopics(parts.slice(0, 2).map((p) => p.topic)) : topic;
  if (topic.length > MAX_TOPIC) topic = lead.topic;
  if (topic.length > MAX_TOPIC) topic = fitLength(topic);
  if (!/[\p{L}\p{N}]/u.test(topic.replace(/\{their\}/g, '')))
    return { typed, category: 'generic', topic: FALLBACK_TOPIC };

  const interest: Interest = { typed, category, topic };
  if (lead.one) interest.one = lead.one;
  if (lead.many)
    interest.many =
      same.length > 1 && same.every((p) => p.many === p.topic)
        ? joinTopics(same.map((p) => p.many!))
        : lead.many;
  if (lead.petName) interest.petName = lead.petName;
  if (lead.petKind) interest.petKind = lead.petKind;
  if (lead.species) interest.species = lead.species;
  return interest;
}
