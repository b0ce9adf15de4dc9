/**
 * The things a child may love that one can count, per category, with their plurals ('horse', 'mouse/mice';
 * '~shell' is a thing of the category its scenes do not meet), the species a companion may share, and
 * other spellings.
 */
import type { InterestCategoryId } from './types.js';
import { keyOf, regularPlural } from './words.js';

export interface Noun {
  one: string;
  many: string;
  category: InterestCategoryId;
  /** Fits {interestOne}/{interestMany} in its category's scenes (a creature, a vehicle, a being). */
  meets: boolean;
  /** For animals: the species word a companion may share ('kitten' -> 'cat'). */
  species?: string;
}

/** Every known noun by the key of its singular and of its plural. */
export const NOUNS = new Map<string, { noun: Noun; plural: boolean }>();
/** Categories whose scenes meet one of the interest ({interestOne}, {interestMany}), and who they meet otherwise. */
export const MEETS: Partial<Record<InterestCategoryId, [one: string, many: string]>> = {
  animals: ['animal', 'animals'],
  dinosaurs: ['dinosaur', 'dinosaurs'],
  vehicles: ['train', 'trains'],
  fantasy: ['wizard', 'wizards'],
  sea: ['dolphin', 'dolphins'],
};
/** Species words of the young or the fond: the companion they share a kind with. */
export const SPECIES_OF: Record<string, string> = {
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

export function lookupNoun(words: string): { noun: Noun; plural: boolean } | undefined {
  const key = keyOf(words);
  return NOUNS.get(NOUN_ALIASES[key] ?? key);
}
