/** More interest scenes (see ../interests.ts for how each slot reads), by category id. */
import type { Scene } from '../types.js';

export const MORE_SCENES: Record<string, readonly Scene[]> = {
  // ---------------------------------------------------------------------------------------------------------
  music: [
    {
      setting: 'desert',
      energy: 'lively',
      text: `{onward}the sand dunes rose and fell like big golden waves. {name} sat on top of one and pushed off. Whoosh! As {they} slid, the dune began to hum, low and deep. {name} loved {interest}, so {they} listened hard. <grown:The next dune hummed a higher note, and the next one higher still.><little:The next dune sang a higher note.> <big:It was like sliding down the keys of a giant, sandy piano.> {trait:wonder} "Let's play a tune!" {name} laughed. {Companion} {ability:carry,lift,guide}. Slide, hum, climb, slide! From the last dune, {name} could see {destination}.`,
    },
    {
      setting: 'jungle',
      energy: 'lively',
      text: `{onward}the jungle leaves were so big that the path had vanished. High in the trees, a bird sang three bright notes: dee, da, doo. {name} loved {interest}, so {they} sang them back. The bird answered from further on. {trait:obstacle} Sing, answer, sing, answer: {name} followed the song. <grown:Once {name} sang a wrong note, so the bird sang it again, slower.><little:Oops, a wrong note! {name} tried again.> {Companion} {ability:fly,guide}. At the last answer, the leaves parted on the way to {destination}.`,
    },
    {
      setting: 'lighthouse',
      energy: 'gentle',
      text: `{onward}an old foghorn sat on the lighthouse rocks, calling out to sea. Hooo. Hooo. It only knew one note. <grown:"The boats think I'm grumpy," it sighed.><little:"Nobody toots back," it sighed.> {name} loved {interest}, so {they} had an idea. {trait:help} {Companion} {ability:lift,comfort}. "Try a long note, then two short ones," {name} whispered into the horn. "Like a happy hello." Hooo, hoo-hoo! Out at sea, the little boats tooted back. {name} checked {item} and went on, humming.`,
    },
    {
      setting: 'cave',
      energy: 'calm',
      text: `{onward}the cave was cool and hushed. Drip, drop, went the water into little pools on the floor. {Companion} {ability:light,guide}. {name} loved {interest}, so {they} stopped to listen. Every pool made a different note: a deep plonk, a middle plink, a tiny ting. {trait:rest} <grown:{name} sat very still and let the drips play their slow, sleepy tune, humming along under {their} breath.><little:Plonk, plink, ting. {name} hummed along.> <big:It was the quietest music {name} had ever heard, and somehow the loveliest.> Then {name} held {item} close and tiptoed on, so as not to spoil the song.`,
    },
  ],
  // ---------------------------------------------------------------------------------------------------------
  art: [
    {
      setting: 'fair',
      energy: 'lively',
      text: `{onward}the face painter at the fair, an old stoat, had dozed off in his chair. A queue of little creatures waited, sniffling. {Companion} {ability:comfort}. {name} loved {interest}, so {they} knew what to do. Out came the brushes! {trait:help} A star for a mouse! Stripes for a frog! Red spots for a shy little beetle! <grown:Each one ran to the mirror, giggling.><little:Everyone giggled.> The stoat woke up and beamed. "What a painter! Safe travels to {destination}!"`,
    },
    {
      setting: 'snowfield',
      energy: 'lively',
      text: `{onward}the snowy field was like a giant white page. A lost goose flew round and round above. "I can't see where to land!" she honked. {name} loved {interest}, and {they} had an idea. {trait:obstacle} Stamp, stamp, stamp! {name} tramped a huge circle in the snow, with a nest in the middle. {Companion} {ability:light,hush,comfort}. Honk! Down came the goose, right into the nest. <big:{name} glowed with pride: a picture had helped someone find home.> {item} {itemTell}, as if it liked the picture too.`,
    },
    {
      setting: 'library',
      energy: 'gentle',
      text: `{onward}an old hedgehog sat in a corner of the library, writing a book. "I can't do the pictures," she sighed. "My paws shake too much." {name} loved {interest}, so {they} sat down to help. {trait:help} <grown:The hedgehog read each page aloud, and {name} made a picture for it: a boat, a storm, a sleepy whale.><little:{name} made a boat, a storm, a whale.> {Companion} {ability:light,hush,comfort}. On the last page, the hedgehog asked for a picture of {item}. <grown:{name} took extra care with that one.><little:{name} made it with care.>`,
    },
    {
      setting: 'beach',
      energy: 'calm',
      text: `{onward}the tide had gone out, and the wet sand was smooth, like a clean page. {name} loved {interest}, and {their} hands always wanted to make something. So {they} picked up a shell and drew: home, and {companion}, and {item}, and a curly path to {destination}. <grown:Then the waves crept up, hush, hush, and gently washed the picture away.><little:Hush, hush. The sea took it away.> {trait:rest} {Companion} {ability:warm,comfort}. "The sea wants to show the fish," {name} whispered. <big:Some pictures, {name} thought, are for keeping, and some are for giving away.>`,
    },
  ],
  // ---------------------------------------------------------------------------------------------------------
  building: [
    {
      setting: 'farm',
      energy: 'lively',
      text: `{onward}the farmyard fence had blown down, and the chicks were running off. "My babies!" clucked the hen. {name} loved {interest}, so {they} knew how to build things strong. {trait:obstacle} {name} stood the posts up and laid the rails across. It wobbled! So {name} added a slanting stick. "Triangles don't wobble," {they} said. {Companion} {ability:find,lift,guide}. <grown:One by one, the chicks were popped back inside.><little:In hopped the chicks!> <big:The mended fence was stronger than before, and {name} felt quietly proud.> On they went, towards {destination}.`,
    },
    {
      setting: 'orchard',
      energy: 'gentle',
      text: `{onward}a stone wall ran between the apple trees, and part of it had tumbled down. "Our front door is gone!" squeaked a wood mouse. {name} loved {interest}, so {they} knew a builder's secret. {trait:help} "Never put a stone on top of a gap," said {name}. "Put it across, like a bridge." {Companion} {ability:lift,comfort}. <grown:Stone by stone, the wall grew, with a tiny door at the bottom.><little:Up went the wall, with a tiny door.> The mice waved as {name} went on with {item}.`,
    },
    {
      setting: 'mountain',
      energy: 'calm',
      text: `{onward}the mountain path faded away among the rocks. {Companion} {ability:find,guide}. {name} loved {interest}, and {they} wanted to help whoever came next. So {name} built a little tower of stones, the way walkers do. {trait:rest} A flat stone at the bottom, then a smaller one, then a smaller one still. <grown:Each stone was turned and settled until it sat quite still.><little:Turn, settle. Still!> <big:Now anyone who passed in the dark would know the way.> Then {name} went on towards {destination}.`,
    },
    {
      setting: 'treehouse',
      energy: 'calm',
      text: `{onward}<grown:a mother squirrel in the treehouse was trying to settle her babies, but they kept bouncing.><little:in the treehouse, the baby squirrels would not settle.> "It's too big in here," yawned the smallest. {name} loved {interest}, so {they} knew just what they needed: a den! {trait:help} <grown:{name} put an old blanket over two chairs and tucked cushions underneath.><little:{name} put a blanket over two chairs.> Books held the corners down. {Companion} {ability:hush,comfort}. The babies crawled in and curled up. "Sweet dreams," whispered {name}, and climbed down softly with {item}.`,
    },
  ],
  // ---------------------------------------------------------------------------------------------------------
  games: [
    {
      setting: 'garden',
      energy: 'lively',
      text: `{onward}a maze of dark hedges filled the old garden, and every turn looked the same. {trait:obstacle} {name} loved {interest}, so {they} knew a trick for mazes: keep one hand on the wall. {name} put {their} hand on the leafy hedge and walked. <grown:Twice they came to a dead end, and twice {name} just followed the hedge round.><little:A dead end! Round they went.> <big:Mazes, {name} knew, are only tricky until you learn their secret.> {Companion} {ability:light,guide}. Then, pop! They were out. "We did it!" laughed {name}. Ahead lay the way to {destination}.`,
    },
    {
      setting: 'moon',
      energy: 'lively',
      text: `{onward}someone had drawn a hopscotch game in the moon dust. {name} loved {interest}, and {they} could never walk past a game. On the moon, every hop was a giant, floaty one! Hop, and {name} sailed right over square two. Hop, and {they} floated up, up, up! {trait:obstacle} {Companion} {ability:lift,carry,comfort}. <grown:So {name} tried tiny, gentle hops instead, and landed on every square.><little:Tiny hops now. One, two, three!> At square ten, {name} took a bow, checked {item}, and bounced on.`,
    },
    {
      setting: 'reef',
      energy: 'gentle',
      text: `{onward}clam shells lay open on the sand of the reef, each with a pearl inside. "Let's play pairs!" bubbled a crab. "Find two the same, and you can pass." Snap! The shells all shut. {name} loved {interest}, and {they} was good at remembering. {trait:obstacle} Tap: pink. Tap: blue. Snap! But {name} remembered where the pink one was. <grown:Pair by pair, the shells opened, until a path ran between them.><little:Open, open! A path!> {Companion} {ability:cross,guide}. "Good luck with {item}!" bubbled the crab.`,
    },
    {
      setting: 'river',
      energy: 'calm',
      text: `{onward}a moorhen sat on a flat stone by the dark river, scratching lines in the mud with a twig. "Noughts and crosses," she yawned. "One game before bed?" {name} loved {interest}, so {they} sat right down. {trait:meet} {name} drew a cross. The moorhen drew a nought. <grown:Cross, nought, cross, nought, slower and slower, until every square was full.><little:Cross, nought. Slower and slower.> "Nobody won," said {name}. "Everybody won," yawned the moorhen. {Companion} {ability:warm,comfort}. <big:It was the sleepiest game {name} had ever played.> Then {name} checked {item} and went on.`,
    },
  ],
  // ---------------------------------------------------------------------------------------------------------
  books: [
    {
      setting: 'clouds',
      energy: 'lively',
      text: `{onward}the clouds were bouncy, and letters were tumbling past like snowflakes. "They blew out of my book!" cried a sparrow. {name} loved {interest}, so {they} knew a book needs all its letters. {trait:help} {name} bounced from cloud to cloud, catching an A, a T and a wriggly S. {Companion} {ability:fly,lift,comfort}. <grown:Back in the book, the letters slid into their words.><little:Back went the letters.> The sparrow turned the pages and read out the way to {destination}.`,
    },
    {
      setting: 'village',
      energy: 'gentle',
      text: `{onward}a hedgehog was putting on a puppet show in the village square, for a row of young frogs. Halfway through, he stopped. "I've lost the last page! I don't know how it ends!" The frogs groaned. {name} loved {interest}, so {they} knew how good stories end. {trait:help} {name} made the puppets find their way home, say sorry, and hug. <big:Every good story, {name} thought, should end with everyone safe and warm.> {Companion} {ability:comfort}. <grown:The frogs cheered and stamped their feet.><little:Hooray!> {name} took a bow and went on with {item}.`,
    },
    {
      setting: 'forest',
      energy: 'gentle',
      text: `{onward}a young badger sat on a tree stump with a pencil and a blank page. "I want to write a story," she said, "but I can't think how to start." {name} loved {interest}, so {they} knew the best start of all. {trait:help} "Once upon a time," said {name}. The badger wrote it down, then grinned. "Once upon a time, there was a child carrying {item}!" {name} laughed. {Companion} {ability:light,guide}. <grown:The badger was still scribbling as they walked on.><little:Scribble, scribble, went the badger.>`,
    },
    {
      setting: 'harbour',
      energy: 'calm',
      text: `{onward}the little boats in the harbour were rocking gently, fast asleep. Each had a name painted on its side. {name} loved {interest}, so {they} read them out softly. Dozy Daisy. Sea Pea. Little Dipper. {trait:rest} <grown:For every boat, {name} whispered a tiny story about where it had sailed today.><little:{name} told each boat a tiny story.> {Companion} {ability:hush,comfort}. The last boat was called Sweet Dreams. "{refrain}," whispered {name}, and they tiptoed on with {item}.`,
    },
  ],
  // ---------------------------------------------------------------------------------------------------------
  cooking: [
    {
      setting: 'castle',
      energy: 'lively',
      text: `{onward}a midnight feast was nearly ready in the castle hall. Crash! The cook, a busy duck, dropped the big cake. "The feast is ruined!" she quacked. {Companion} {ability:comfort}. {name} loved {interest}, so {they} knew what to do. {trait:obstacle} {name} scooped the crumbs into a glass bowl, with berries, custard and cream. "Now it's a trifle!" {they} said. <grown:Everyone had a spoonful. Delicious!><little:Yum!> <big:Sometimes, {name} thought, a mistake is just the start of a new recipe.> Then the duck showed them the way to {destination}.`,
    },
    {
      setting: 'kitchen',
      energy: 'gentle',
      text: `{onward}a warm light glowed in the bakery kitchen. The baker, a plump hedgehog, had nodded off by a lump of dough. "The bread won't be ready by morning," she mumbled. {name} loved {interest}, so {they} knew what to do. {trait:help} Push, fold, turn! Push, fold, turn! {name} kneaded the dough and shaped it into rolls. {Companion} {ability:warm,comfort}. Soon the rolls puffed up, round and golden. The baker gave {name} one for the way to {destination}.`,
    },
    {
      setting: 'meadow',
      energy: 'gentle',
      text: `{onward}some field mice in the meadow had strawberries, crumbs and cream, but no idea what to make. {name} loved {interest}, so {they} had an idea. {trait:help} "Tiny tarts!" said {name}. "We just need tiny cases." {Companion} {ability:find,guide}. Soon there was a pile of acorn cups. {name} filled each one with crumbs, cream and a strawberry. <grown:They were just the right size for a mouse.><little:Just mouse-sized!> The mice waved {name} off towards {destination}.`,
    },
    {
      setting: 'hilltop',
      energy: 'calm',
      text: `{onward}a little campfire crackled on the hilltop. Some moles sat round it, toasting teacakes on long sticks. "Join us," they said. {name} loved {interest}, so {they} knew how to toast a teacake: hold it high, turn it slowly, and wait. {trait:rest} <grown:Slowly, slowly, the teacakes turned golden, and {name} spread them with honey and shared them round.><little:The teacakes went golden. Mmm.> {Companion} {ability:warm,comfort}. <big:The stars came out one by one, as if they could smell the teacakes too.> Then {name} said goodnight and went on with {item}.`,
    },
  ],
  // ---------------------------------------------------------------------------------------------------------
  nature: [
    {
      setting: 'forest',
      energy: 'lively',
      text: `{onward}the forest paths crossed and crossed again. Which way now? {name} loved {interest}, so {they} knew the trees here like old friends. {trait:obstacle} "An oak has the strongest branches," said {name}. "Let's climb up and look." The lowest branch was high. {Companion} {ability:lift,carry,comfort}. <grown:Then, hands here, feet there, {name} climbed higher and higher.><little:Up, up, {name} climbed!> From the top, the forest looked like a dark green blanket. And there, far off, was {destination}!`,
    },
    {
      setting: 'pond',
      energy: 'gentle',
      text: `{onward}the lane to the pond was full of toads. "We're going home to the pond," croaked one. {name} loved {interest}, and {they} spotted a problem. A deep ditch ran beside the lane, and the smallest toads kept tumbling in. {Companion} {ability:find,comfort}. {trait:help} {name} laid a flat piece of bark into the ditch, like a ramp. Up the ramp the little toads clambered, and plop, plop, into the pond. <big:So the toads were on a night journey too, {name} thought, just like {companion} and {name}.> {name} smiled and checked {item}.`,
    },
    {
      setting: 'waterfall',
      energy: 'gentle',
      text: `{onward}beside the waterfall, the reeds were wet with spray. On one reed clung a brown shell, and it was splitting open. {name} loved {interest}, so {they} knew to keep very still. {trait:wonder} Out crept a dragonfly, crumpled and damp. Slowly, its wings unfolded, like tiny glass windows. {Companion} {ability:hush,comfort}. <grown:Then the dragonfly shimmered green and blue, and zipped off into the night.><little:Then, zip! Off it flew.> <big:{name} felt lucky, as if the night had shared a secret.> {name} checked {item} and went on.`,
    },
    {
      setting: 'meadow',
      energy: 'calm',
      text: `{onward}the meadow flowers had closed up for the night. {name} loved {interest}, so {they} looked closely. Inside a poppy was something fuzzy. It was a bumblebee, fast asleep! <grown:She had stayed out too late, and curled up right where she was.><little:She was having a nap.> {trait:rest} <grown:"She'll fly home when the sun warms her," whispered {name}.><little:"Sleep well, bee," whispered {name}.> {Companion} {ability:hush,comfort}. {name} tucked a leaf over the poppy like a tiny blanket. Then {name} tiptoed on with {item}.`,
    },
  ],
  // ---------------------------------------------------------------------------------------------------------
  science: [
    {
      setting: 'mountain',
      energy: 'lively',
      text: `{onward}a boulder had rolled down the mountain, right in front of a mole's door. "I can't get out!" came a small voice. {name} loved {interest}, so {they} knew a trick: a lever! First {they} needed a long branch. {Companion} {ability:find,guide}. {trait:obstacle} {name} pushed the branch under the boulder, with a rock under the middle. {name} pressed down hard. Creak, rumble, roll! Out popped the mole. <big:It amazed {name} that one long branch could move something so heavy.> "Good luck with {item}!" she called.`,
    },
    {
      setting: 'village',
      energy: 'gentle',
      text: `{onward}<grown:two young mice lived in attics on opposite sides of the village lane.><little:two mice lived on each side of the village lane.> They wanted to say goodnight, but shouting would wake the street. {name} loved {interest}, and {they} knew that sound can travel along a string. {trait:help} <grown:{name} tied a long string between two cocoa tins and tossed one up to each window.><little:{name} tied a string to two tins. Up they went!> {Companion} {ability:hush,comfort}. "Goodnight," whispered one mouse into a tin. "Goodnight," came the tiny answer. {name} smiled and went on with {item}.`,
    },
    {
      setting: 'island',
      energy: 'calm',
      text: `{onward}a path of stones led from the island across the sea, but the water covered it. {name} sat on the sand to wait. {name} loved {interest}, so {they} knew the tide would soon go out. <grown:The moon pulls the sea to and fro, like a slow swing.> {trait:rest} <grown:Little by little, the water slid back, and out came the stones.><little:Slowly, the sea went back.> {Companion} {ability:hush,comfort}. <big:{name} liked to think the moon was helping them too.> Then they walked across the stones, towards {destination}.`,
    },
    {
      setting: 'snowfield',
      energy: 'calm',
      text: `{onward}at the edge of the snowy field, steam rose from a round pool. Three ducks floated in it, warm and sleepy. {name} loved {interest}, so {they} knew why. "The rocks deep down are hot, like inside a volcano," {name} said. "They warm the water." {trait:wonder} {name} dipped {their} cold toes in. Ahh! {Companion} {ability:warm,hush,comfort}. <grown:Snowflakes drifted down and melted before they touched the water.><little:Snowflakes fell and melted.> Then {name} dried {their} toes, checked {item}, and went on.`,
    },
  ],
};
