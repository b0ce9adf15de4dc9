/**
 * How each companion reads in a story: the words that make the bear a bear and Cosmic Defender a hero.
 * The templates never describe the companion themselves; they use these phrases (template-types.ts).
 */
import type { Companion } from '../shared/catalogue.js';

export interface CompanionVoice {
  /** Mid-sentence reference: 'the bear', 'Cosmic Defender'. */
  ref: string;
  /** A noun phrase introducing the companion. */
  intro: string;
  /** Past-tense verb phrase: how it moves. */
  moves: string;
  /** Past-tense verb phrase: its special, helpful act. */
  power: string;
  /** Noun phrase after a possessive: what you notice about it. */
  feature: string;
  /** Noun phrase: a sound it makes. */
  sound: string;
}

export const COMPANION_VOICES: Record<Companion, CompanionVoice> = {
  Bear: {
    ref: 'the bear',
    intro: 'a big, gentle bear with a honey-sweet smile',
    moves: 'ambled along on big, soft feet',
    power: 'wrapped everyone in a warm bear hug',
    feature: 'soft brown fur',
    sound: 'a low, happy rumble',
  },
  Fox: {
    ref: 'the fox',
    intro: 'a clever little fox with a tail like a paintbrush dipped in sunset',
    moves: 'trotted along, light as a whisper',
    power: 'sniffed out the safest path with a clever nose',
    feature: 'bushy orange tail',
    sound: 'a soft, yippy giggle',
  },
  Owl: {
    ref: 'the owl',
    intro: 'a wise old owl with round, moon-bright eyes',
    moves: 'glided along on silent, feathery wings',
    power: 'lit the way with two round, moon-bright eyes',
    feature: 'speckled feathers',
    sound: 'a soft, wise hoo-hoo',
  },
  Rabbit: {
    ref: 'the rabbit',
    intro: 'a bouncy rabbit with velvet ears and a button nose',
    moves: 'hopped along in happy little bounces',
    power: 'pricked up two velvet ears and heard the tiniest sound far away',
    feature: 'long velvet ears',
    sound: 'a tiny, happy squeak',
  },
  Elephant: {
    ref: 'the elephant',
    intro: 'a kind elephant with big flappy ears and a memory full of stories',
    moves: 'strolled along with slow, thumping steps',
    power: 'lifted the heavy things high with a strong, gentle trunk',
    feature: 'big flappy ears',
    sound: 'a cheerful little trumpet',
  },
  Giraffe: {
    ref: 'the giraffe',
    intro: 'a tall, friendly giraffe whose neck reached right up to the treetops',
    moves: 'strode along on long, wobbly legs',
    power: 'stretched up high to see the whole way ahead',
    feature: 'patchwork coat',
    sound: 'a soft, friendly hum',
  },
  Lion: {
    ref: 'the lion',
    intro: 'a gentle lion with a golden mane like the morning sun',
    moves: 'padded along, golden mane glowing softly',
    power: 'gave a warm, brave roar that made everyone feel safe',
    feature: 'golden mane',
    sound: 'a deep, purring rumble',
  },
  Penguin: {
    ref: 'the penguin',
    intro: 'a waddly penguin in a smart black-and-white coat',
    moves: 'waddled along, flippers out for balance',
    power: 'slid ahead on a shiny tummy to show the way',
    feature: 'smart black-and-white coat',
    sound: 'a chirpy little squawk',
  },
  Koala: {
    ref: 'the koala',
    intro: 'a sleepy koala with fluffy ears and the softest cuddle in the world',
    moves: 'clambered along slowly, never in a hurry',
    power: 'gave the calmest, cosiest cuddle there ever was',
    feature: 'fluffy grey ears',
    sound: 'a drowsy, contented murmur',
  },
  Tiger: {
    ref: 'the tiger',
    intro: 'a stripy tiger with a bright, playful grin',
    moves: 'bounded along in soft, silent leaps',
    power: 'leapt across in one great, graceful bound',
    feature: 'bold orange stripes',
    sound: 'a friendly, rumbly purr',
  },
  'Cosmic Defender': {
    ref: 'Cosmic Defender',
    intro: 'Cosmic Defender, a hero whose cape shimmered with tiny stars',
    moves: 'swooped low in a swirl of starlight',
    power: 'raised a glowing shield of starlight',
    feature: 'shimmering starry cape',
    sound: 'a soft hum like a faraway rocket',
  },
  'Lightning Warrior': {
    ref: 'Lightning Warrior',
    intro: 'Lightning Warrior, a speedy hero who crackled with friendly sparks',
    moves: 'zipped along in a flicker of light',
    power: 'lit up the dark with a gentle flash of lightning',
    feature: 'crackling blue boots',
    sound: 'a cheerful crackle and zap',
  },
  'Nature Guardian': {
    ref: 'Nature Guardian',
    intro: 'Nature Guardian, a hero in a cloak of leaves who could talk to trees and flowers',
    moves: 'stepped lightly along as flowers opened all around',
    power: 'asked the vines to weave a bridge of leaves',
    feature: 'cloak of living leaves',
    sound: 'a rustle like wind in the leaves',
  },
  'Time Traveler': {
    ref: 'Time Traveler',
    intro: 'Time Traveler, a hero with a ticking silver watch that could pause a moment',
    moves: 'appeared in a swirl of golden clock hands',
    power: 'paused the clock for one calm, quiet moment',
    feature: 'ticking silver watch',
    sound: 'a gentle tick-tock',
  },
  'Mind Master': {
    ref: 'Mind Master',
    intro: 'Mind Master, a thoughtful hero who could hear what hearts were feeling',
    moves: 'floated along, calm and thoughtful',
    power: 'sent out a calm, kind thought that made everyone feel brave',
    feature: 'glowing purple circlet',
    sound: 'a soft, thoughtful hum',
  },
  'Solar Knight': {
    ref: 'Solar Knight',
    intro: 'Solar Knight, a hero in armour that glowed like a sunrise',
    moves: 'marched along, armour glowing warm and gold',
    power: 'shone a warm beam of sunshine into the dark',
    feature: 'sun-gold armour',
    sound: 'a bright, ringing chime',
  },
  'Wind Rider': {
    ref: 'Wind Rider',
    intro: 'Wind Rider, a hero who surfed on the breeze',
    moves: 'whooshed along on a friendly breeze',
    power: 'called up a gentle wind to carry everyone along',
    feature: 'swirling silver scarf',
    sound: 'a soft whoosh like a sigh of wind',
  },
  'Crystal Protector': {
    ref: 'Crystal Protector',
    intro: 'Crystal Protector, a hero whose crystal shield sparkled with rainbows',
    moves: 'glided along in a shimmer of rainbow light',
    power: 'built a sparkling bridge of crystal',
    feature: 'rainbow crystal shield',
    sound: 'a tinkle like tiny bells',
  },
  'Shadow Ninja': {
    ref: 'Shadow Ninja',
    intro: 'Shadow Ninja, a quiet hero who moved as softly as a moonbeam',
    moves: 'slipped along as quietly as a shadow',
    power: 'found the hidden path through the shadows',
    feature: 'midnight-blue mask',
    sound: 'a soft, secret whistle',
  },
  'Star Voyager': {
    ref: 'Star Voyager',
    intro: 'Star Voyager, a hero who sailed between the stars in a little silver ship',
    moves: 'sailed along, steering by the stars',
    power: 'drew a shining map across the sky in stardust',
    feature: 'star-map compass',
    sound: 'a soft ping like a twinkling star',
  },
};
