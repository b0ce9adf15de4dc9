/** Names as their makers write them ('Minecraft', 'LEGO', 'PAW Patrol'), and phrases with 'and' in them. */
import type { InterestCategoryId } from './types.js';
import { keyOf } from './words.js';

/** Names as their makers write them: [name, category, one, many]. Several spellings may share a name. */
export const PROPER = new Map<
  string,
  { text: string; category: InterestCategoryId; one?: string; many?: string }
>();
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
export const AND_PHRASES = [
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
