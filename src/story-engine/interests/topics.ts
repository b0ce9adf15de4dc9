/** Which category a topic belongs to, by the words in it. */
import type { InterestCategoryId } from './types.js';

/** Which category a topic belongs to, by its words; phrases first, then the order below. */
export const PHRASES: [RegExp, InterestCategoryId][] = [
  [/\b(climbing trees?|tree climbing|tree ?houses?)\b/, 'nature'],
  [/\b(horse ?riding|riding (horses|ponies)|pony (club|riding)|horses? and ponies)\b/, 'animals'],
  [/\b(rock ?pools?|rock ?pooling|sea ?(life|creatures?|animals?)|under ?the ?sea)\b/, 'sea'],
  [/\b(arts and crafts|making things|play ?doh|play ?dough)\b/, 'art'],
  [/\b(hide and seek|snakes and ladders|board games?|card games?|dungeons and dragons)\b/, 'games'],
  [/\b(fish and chips)\b/, 'cooking'],
  [/\b(rock music|rock and roll|pop music)\b/, 'music'],
  [/\b(bird ?watching)\b/, 'animals'],
];
export const TOPIC_WORDS: [RegExp, InterestCategoryId][] = [
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
