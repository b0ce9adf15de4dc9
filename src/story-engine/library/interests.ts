/**
 * Scenes and mentions built around a child's interests (voice-types.ts, interest-words.ts).
 *
 * A scene is a scene on the way of the story's quest like any other (it names the quest, the child acts,
 * the companion helps once), and its heart is the interest: a rock that is a sleeping stegosaurus, a
 * bridge drawn in moon-chalk that becomes real. How each slot reads, per category:
 * - {interest}: the topic as the parent typed it ('horses', 'Minecraft', 'her cat Luna', 'the ocean'):
 *   only in narration, after "loved", "about", "of" or "before/after" (never in the child's own speech:
 *   'her cat Luna' would be wrong in "I love ...").
 * - {interestOne} ('a horse', with its article) and {interestMany} ('horses'): animals, dinosaurs,
 *   vehicles, fantasy and sea, where the interest is always something one can meet ('the ocean' meets
 *   'a dolphin', 'magic' 'a wizard'); written so that a butterfly and a horse, a digger and a boat, a
 *   fairy and a superhero all fit.
 * - {pet} ('Luna', or 'her hamster' when no name was given) and {petKind} ('cat'): the pet category,
 *   {pet} in narration only.
 * - generic: anything at all ('origami', 'Peppa Pig', 'her grandma Rose', 'pink and purple'), so only
 *   "loved", "about", "of".
 * A mention is one sentence that fits any scene after its first sentence (Short stories).
 */
import { MORE_SCENES as MORE_A } from './more-interests/a.js';
import { MORE_SCENES as MORE_B } from './more-interests/b.js';
import { MORE_SCENES as MORE_GENERIC } from './more-interests/generic.js';
import type { InterestCategory } from './voice-types.js';

const WRITTEN: readonly InterestCategory[] = [
  // ---------------------------------------------------------------------------------------------------------
  {
    id: 'animals',
    scenes: [
      {
        setting: 'fair',
        energy: 'lively',
        text: `{onward}music tinkled from an old carousel at the edge of the fair. <grown:It was turning all by itself, with nobody riding it.><little:Round and round it went.> {name} looked closer and gasped. The seats were painted {interestMany}! {name} loved {interest} more than anything. {trait:wonder} {Companion} {ability:lift,guide}, and {name} climbed on. Up and down, round and round they went. When the music stopped, every painted head pointed the same way: towards {destination}.`,
      },
      {
        setting: 'meadow',
        energy: 'gentle',
        text: `{onward}a family of {interestMany} was fast asleep in the long grass. <little:Shh!> Only the smallest one was still awake. <grown:It was trembling, because it had never seen the dark before.><little:It was scared of the dark.> {name} knew all about {interest}. {trait:help} {name} sat down beside it and hummed a soft song. {Companion} {ability:hush,comfort}. Soon the little one was snoring with the rest. {name} checked that {item} was still safe {itemHeld}, and tiptoed on.`,
      },
      {
        setting: 'farm',
        energy: 'calm',
        text: `{onward}the big red barn stood dark and quiet. Inside, in the sweet-smelling hay, {interestMany} were settling down for the night. {name} had always loved {interest}. <grown:One by one the sleepy heads went down, and the barn filled with soft breathing.><little:One by one, they shut their eyes.> {interestOne} opened one eye and looked at {item}, as if to say goodnight. {Companion} {ability:hush,comfort}. "{refrain}," whispered {name}, and they slipped out into the night.`,
      },
      {
        setting: 'forest',
        energy: 'lively',
        text: `{onward}the trees grew close, and the path went dark. {Companion} {ability:light,guide}. A patch of moonlight fell on a wide tree trunk, and {name} had an idea. {name} curled {their} fingers and made a shadow on the bark. It was {interestOne}! {name} loved {interest}, so {they} got the shape just right. <grown:Then the shadow blinked, shook itself, and jumped off the bark!><little:Then the shadow jumped down!> Off it skipped through the dark trees, showing them the way to {destination}.`,
      },
      {
        setting: 'river',
        energy: 'gentle',
        text: `{onward}the river was too wide to jump. On the far bank, {interestMany} had come down to the water in the moonlight. {name} loved {interest}, and {they} waved both arms. <grown:"Hello!" {name} called softly. "We need to get across. Can you help?"><little:"Hello! Can you help?"> The {interestMany} showed {them} a shallow place, where smooth stones made a path. {trait:obstacle} {name} stepped carefully from stone to stone. {Companion} {ability:cross,guide}. "Thank you!" said {name}, holding {item} close.`,
      },
    ],
    mentions: [
      `{name} wondered whether {interestMany} were settling down to sleep somewhere too.`,
      `Just for a moment, {name} was sure {they} had seen {interestOne} peeping out to watch them go by.`,
      `{name} thought about {interest}, and {their} feet felt lighter.`,
      `<little:{name} thought of {interestMany} and smiled.><grown:If {name} listened very hard, {they} could almost hear {interestMany} saying goodnight.>`,
    ],
  },
  // ---------------------------------------------------------------------------------------------------------
  {
    id: 'pet',
    scenes: [
      {
        setting: 'fair',
        energy: 'lively',
        text: `{onward}a jolly badger was selling balloons at the fair, shaped like every pet you could think of. One was a {petKind}, and it looked just like {pet}! Whoosh! The wind tugged it loose, and up it floated. {trait:obstacle} {name} jumped and missed, then jumped again, higher. {Companion} {ability:lift,guide}. This time {name} caught the string! "Keep it," smiled the badger. So the balloon bobbed above them all the way towards {destination}.`,
      },
      {
        setting: 'pond',
        energy: 'gentle',
        text: `{onward}the pond was as still as a mirror. <grown:An old frog on a lily pad croaked that it was a wishing pond: it showed you the one you missed.><little:"Look in," croaked a frog.> {name} leaned over the water. There was {pet}, fast asleep at home, safe and snug! {name} loved {interest} so much that {their} heart gave a happy jump. {trait:wonder} "Goodnight," {name} whispered. {Companion} {ability:comfort}. Then {name} held {item} a little tighter, and they went on.`,
      },
      {
        setting: 'clouds',
        energy: 'calm',
        text: `{onward}the clouds were soft and slow, like pillows floating by. {name} lay back and watched them. One cloud was a boat, and one was a teapot. And one was a {petKind}, just like {pet} at bedtime, all soft and sleepy! {name} smiled, because {they} loved {interest} very much. <grown:The {petKind} cloud drifted gently on ahead, as if it knew the way.><little:The cloud drifted on.> {Companion} {ability:fly,guide}. They followed the cloud towards {destination}.`,
      },
      {
        setting: 'village',
        energy: 'gentle',
        text: `{onward}one shop window in the village was still lit. It was full of presents for pets: balls, bells, cosy beds and crunchy treats. <grown:"Choose one," squeaked the mouse in the apron, "for someone you love."><little:"Choose one," said a mouse.> {trait:wonder} {name} thought hard about {interest}. {Companion} {ability:find,guide}. At last {name} picked the present that was just right for a {petKind}, and the mouse wrapped it in a leaf. "{refrain}," hummed {name} as they set off again with {item}.`,
      },
    ],
    mentions: [
      `{name} wondered whether {pet} was fast asleep at home by now.`,
      `{name} thought of {interest} and smiled a warm, secret smile.`,
      `{pet} would love to hear all about this, {name} thought.`,
      `Somewhere at home, {name} knew, {pet} was keeping everything safe until morning.`,
    ],
  },
  // ---------------------------------------------------------------------------------------------------------
  {
    id: 'dinosaurs',
    scenes: [
      {
        setting: 'hilltop',
        energy: 'gentle',
        text: `{onward}there was a big grey rock on top of the hill. <little:Then the rock snored!><grown:{name} was about to climb it when the rock gave a long, rumbly snore.> It was not a rock at all. It was {interestOne}, fast asleep! {name} loved {interest}, and {they} could see it was cold: its blanket of moss had slipped off. {trait:help} {name} tugged and tugged at the heavy moss. {Companion} {ability:lift,warm,comfort}. Up went the moss, snug again. <big:The great creature sighed happily in its sleep.> {name} checked {item} and tiptoed on.`,
      },
      {
        setting: 'river',
        energy: 'lively',
        text: `{onward}the river rushed past, fast and deep. Splash! Splosh! Someone enormous was paddling in the shallows. It was {interestOne}! {name} loved {interest}, so {they} was not scared one bit. {trait:meet} "Excuse me," {name} called. "Please could you help us across?" <grown:The huge head swung round, and a friendly eye blinked.><little:It blinked and nodded.> {name} climbed up its long tail onto its back. {Companion} {ability:cross,guide}. On the far bank, {name} waved goodbye, with {item} still safe.`,
      },
      {
        setting: 'cave',
        energy: 'calm',
        text: `{onward}the cave was hushed and cool. {Companion} {ability:light,guide}. On the stone walls, someone long ago had painted {interestMany} in red and gold. {name} loved {interest}, and {they} touched one gently with a fingertip. <grown:The picture began to glow, then the next one, and the next, in a long, soft line.><little:Glow, glow, glow went the pictures.> <big:It was like a trail of sleepy lanterns, left there just for them.> The glowing pictures led the way out, towards {destination}.`,
      },
      {
        setting: 'jungle',
        energy: 'lively',
        text: `{onward}a big speckled egg rolled out from under a fern. Wobble, wobble, crack! Out popped {interestOne}, no bigger than a teapot. {name} loved {interest}, and {they} knew that babies need their mums. {trait:help} {name} spotted giant footprints in the mud. "This way!" {name} said. {Companion} {ability:find,guide}. At the end of the footprints was a huge, worried mother. She nuzzled her baby, then nodded the way to {destination}.`,
      },
      {
        setting: 'snowfield',
        energy: 'gentle',
        text: `{onward}the snow lay deep and sparkly. Something was sticking out of a snowdrift: a long, scaly tail. <little:It wiggled!><grown:It gave a sad little wiggle.> {name} loved {interest}, so {they} knew at once whose tail it was. {trait:help} {name} dug and dug with both hands. Out came {interestOne}, shivering and shy. {Companion} {ability:warm,comfort}. <big:Soon the shivering stopped, and a shy smile took its place.> Then it walked beside them through the snow, towards {destination}.`,
      },
    ],
    mentions: [
      `{name} wondered whether {interestMany} ever went on journeys at night.`,
      `For a moment, {name} was sure {they} heard the far-off stomp of {interestOne}, and grinned.`,
      `{name} thought of {interest}, and felt as big and brave as a mountain.`,
      `<little:Stomp, stomp! {name} walked like {interestOne}.><grown:{name} took a few giant, stompy steps, just like {interestOne}, and {companion} laughed.>`,
    ],
  },
  // ---------------------------------------------------------------------------------------------------------
  {
    id: 'vehicles',
    scenes: [
      {
        setting: 'village',
        energy: 'lively',
        text: `{onward}something came gliding down the quiet village street, its lights glowing softly. It was {interestOne}, made of shining moonlight! {name} loved {interest}, and {they} could hardly believe {their} eyes. A friendly horn went toot, toot, and a little door swung open, high up. {trait:meet} {Companion} {ability:lift,guide}, and {name} climbed aboard. <grown:Away they went, past sleeping houses and dark gardens.><little:Off they went, whoosh!> At the edge of the village it stopped, right at the path to {destination}.`,
      },
      {
        setting: 'forest',
        energy: 'lively',
        text: `{onward}there was a terrible noise of beeping and honking. Little toy {interestMany} had come alive, and they were stuck in a jam where four paths met. {name} loved {interest}, so {they} knew what to do. {trait:obstacle} {name} stood in the middle and waved: you go, then you, then you! {Companion} {ability:light,guide}. One by one the {interestMany} moved off, tooting thank you. The path they left clear led straight on towards {destination}.`,
      },
      {
        setting: 'meadow',
        energy: 'gentle',
        text: `{onward}a young mole was crying in the long grass. "I've lost my best toy," he sniffed. {trait:help} {name} searched on {their} hands and knees. {Companion} {ability:find,guide}. Then {name} lifted a dock leaf, and there it was! It was {interestOne}, a bit muddy but not broken. {name} loved {interest}, so {they} polished it on {their} sleeve until it shone. <grown:The mole hugged it tight, and his tears dried up.><little:The mole smiled and smiled.> Then {name} held {item} close, and they went on.`,
      },
      {
        setting: 'harbour',
        energy: 'calm',
        text: `{onward}there was a long, low shed by the water, where {interestMany} slept at night. {name} loved {interest}, and {they} peeped in through the door. <grown:They were all tucked up in a row, with their lights turned down low.><little:They were all asleep in a row.> One sleepy light blinked at {name}, as if to say goodnight. {Companion} {ability:hush,comfort}. "{refrain}," whispered {name}, very softly, and they tiptoed on with {item}.`,
      },
    ],
    mentions: [
      `Far away, {name} thought {they} could hear {interestOne} humming along in the night.`,
      `{name} thought of {interest}, and {their} feet went a little faster, like wheels.`,
      `<little:Beep, beep! went {name}, like {interestOne}.><grown:"Beep, beep!" {name} said under {their} breath, just like {interestOne}, and {companion} smiled.>`,
      `{name} wondered whether {interestMany} ever got sleepy at the end of a long day.`,
    ],
  },
  // ---------------------------------------------------------------------------------------------------------
  {
    id: 'space',
    scenes: [
      {
        setting: 'hilltop',
        energy: 'calm',
        text: `{onward}{name} and {companion} lay down in the soft grass on top of the hill. The whole sky was full of stars. {name} loved {interest}, so {they} knew the names of lots of stars, and pointed them out one by one. Then a shooting star slid across the sky. {trait:wonder} {name} closed {their} eyes and made a wish: that {item} would reach {recipient} safe and sound. {Companion} {ability:warm,comfort}.`,
      },
      {
        setting: 'moon',
        energy: 'lively',
        text: `{onward}a silver moonbeam reached down like a ladder. {name} climbed it, rung by rung. {Companion} {ability:fly,lift,guide}. Then they were standing on the moon! {name} loved {interest}, so {they} knew the moon hardly pulls you down at all. {name} gave a little jump. Boing! Up {they} floated, and slowly down again. <big:It was the strangest, lightest feeling in the world.> Far below, like a tiny toy, {name} could see {destination}. "That way!" {name} laughed.`,
      },
      {
        setting: 'meadow',
        energy: 'gentle',
        text: `{onward}something was glowing in the grass. It was a tiny star that had fallen from the sky! <grown:It flickered sadly, too small to climb back up on its own.><little:It wanted to go home.> {name} loved {interest}, and {they} knew a star belongs in the sky. {trait:help} {name} cupped it gently in {their} hands. {Companion} {ability:lift,fly,guide}. Up, up {name} reached, and let go. The star zoomed home and twinkled extra brightly, right above the path to {destination}.`,
      },
      {
        setting: 'desert',
        energy: 'lively',
        text: `{onward}a little silver spaceship was stuck in a sand dune. A small green alien peered out and waved all three arms. {name} loved {interest}, so {they} knew just what to do: a proper countdown! {trait:obstacle} "Five, four, three, two, one... push!" {Companion} {ability:lift,guide}. Whoosh! Up shot the spaceship, out of the sand. The alien flashed its lights, green and gold, to show the way to {destination}. Then it zoomed off to bed.`,
      },
    ],
    mentions: [
      `{name} looked up at the stars and thought about {interest}.`,
      `<little:{name} waved at the moon.><grown:{name} gave the moon a little wave, the way people who love {interest} do.>`,
      `Somewhere far above, {name} was sure, the planets were turning slowly and quietly in the dark.`,
      `{name} thought of {interest}, and the night sky felt like a friend.`,
    ],
  },
  // ---------------------------------------------------------------------------------------------------------
  {
    id: 'sea',
    scenes: [
      {
        setting: 'beach',
        energy: 'lively',
        text: `{onward}the waves came rolling up the sand, swish and hush. Then, splash! Out of the water leapt {interestOne}! {name} loved {interest} more than almost anything. {trait:meet} {name} laughed and splashed back, and soon they were both giggling. <grown:"We are on a journey," {name} explained at last, "and we have to hurry."><little:"We have to go now," said {name}.> {Companion} {ability:cross,guide}. Then a trail of glowing shells lit up along the shore, all the way towards {destination}.`,
      },
      {
        setting: 'lighthouse',
        energy: 'gentle',
        text: `{onward}the lighthouse lamp had gone out. Out at sea, {interestMany} were swimming round and round, lost in the dark. {name} loved {interest}, and {they} could not leave them lost. {trait:help} Up the curly stairs {name} climbed, all the way to the top. {Companion} {ability:light,guide}. {name} turned the big brass handle. Click! The lamp shone out over the water, and the {interestMany} found their way home. {name} checked that {item} was still safe, and felt glad and proud.`,
      },
      {
        setting: 'island',
        energy: 'calm',
        text: `{onward}on the little island was a rock pool, full of moonlight. In it sat {interestOne}, no bigger than {name's} thumb, singing a tiny song. <grown:It was a sea lullaby, so soft that the waves hushed to listen.><little:It was a sleepy song. Hush, hush.> {name} loved {interest}, and {they} knelt down to hear. {Companion} {ability:hush,comfort}. When the song ended, the tiny singer smiled at {item} and fell asleep.`,
      },
      {
        setting: 'harbour',
        energy: 'gentle',
        text: `{onward}a little rowing boat was waiting by the harbour wall. {name} climbed in and took the oars. <grown:Dip, pull, dip, pull, and the boat slid out over the silver water.><little:Dip, pull! Off went the boat.> Then {name} gasped. {interestMany} were swimming beside them, making silver ripples! {name} had always dreamed of {interest}. {trait:wonder} {Companion} {ability:cross,guide}. When the boat bumped the far jetty, the path to {destination} was right there.`,
      },
    ],
    mentions: [
      `{name} thought of {interest} and could almost hear the waves.`,
      `<little:Swish, hush, went the sea in {name's} head.><grown:Somewhere, {name} thought, {interestMany} were swimming through the dark, silver sea.>`,
      `{name} wondered what {interestOne} would say if it could see them now.`,
      `The night air smelled a little of salt, and {name} smiled, thinking of {interest}.`,
    ],
  },
  // ---------------------------------------------------------------------------------------------------------
  {
    id: 'fantasy',
    scenes: [
      {
        setting: 'castle',
        energy: 'lively',
        text: `{onward}on top of the castle wall sat {interestOne}, looking very glum. <grown:"I've forgotten the magic word," came a sad little voice, "and now nothing works!"><little:"I forgot the magic word," came a sad voice.> {name} loved {interest}, so {they} knew lots of magic words. {trait:help} {Companion} {ability:lift,guide}. Up on the wall, {name} tried them all. "Abracadabra!" Nothing. "Hocus pocus!" Nothing. Then {name} smiled. "Please?" Whoosh! Golden sparkles filled the air and lit the way to {destination}.`,
      },
      {
        setting: 'forest',
        energy: 'gentle',
        text: `{onward}in a ring of toadstools, {interestMany} were having a midnight picnic. {name} loved {interest}, and {they} could hardly believe it! One of them sat at the edge, all alone, with an empty plate. {trait:meet} {name} sat down beside the lonely one and shared the biscuit from {their} pocket. <grown:Soon everyone was passing plates and laughing together.><little:Soon everyone was laughing.> {Companion} gave {sound}. When it was time to go, they all waved as {name} set off again with {item}.`,
      },
      {
        setting: 'treehouse',
        energy: 'calm',
        text: `{onward}a lamp glowed in a treehouse. Inside, {interestOne} was tossing and turning, trying to get to sleep. "I just can't," came a yawn. {name} loved {interest}, and {they} knew exactly what helps. {trait:rest} {name} sat down and told a quiet story all about {item} and {recipient}. {Companion} {ability:hush,comfort}. <grown:Before the story was even finished, there was a long, happy sigh, and then a small snore.><little:Soon there was a tiny snore.> {name} tiptoed out.`,
      },
      {
        setting: 'snowfield',
        energy: 'lively',
        text: `{onward}snowballs were flying everywhere! {interestMany} were having a snowball fight in the snowy field. {name} loved {interest}, and {they} joined in at once. Whump! Whump! Then the smallest one slipped and started to cry. {trait:help} {name} stopped and helped the little one up. {Companion} {ability:warm,comfort}. "Let's build a snowman instead," said {name}. <grown:Everyone rolled and patted and laughed, and the snowman's stick arm pointed the way to {destination}.><little:The snowman pointed the way to {destination}.>`,
      },
    ],
    mentions: [
      `{name} thought of {interest}, and the night felt full of magic.`,
      `<little:Was that a sparkle? {name} smiled.><grown:For a moment, {name} was sure {they} saw a sparkle in the trees, the kind only {interestMany} leave behind.>`,
      `{name} wondered whether {interestOne} was out on an adventure tonight too.`,
      `{name} whispered a magic word, just in case, and thought about {interest}.`,
    ],
  },
  // ---------------------------------------------------------------------------------------------------------
  {
    id: 'sport',
    scenes: [
      {
        setting: 'meadow',
        energy: 'lively',
        text: `{onward}the frogs and the moles were having a race across the meadow. "Join in!" they called. {name} loved {interest}, so {they} lined up at once. Ready, steady, go! {name} ran like the wind, with {companion} right beside {them}. But near the end, {name} looked back. A snail was far behind, trying very hard. {trait:help} {name} went back, and they crossed the finish line together. Everybody cheered. And all the way, {name} had kept {item} safe.`,
      },
      {
        setting: 'river',
        energy: 'gentle',
        text: `{onward}a line of stepping stones crossed the river, wet and wobbly. {name} took a deep breath, the way {they} always did before {interest}. <little:Hop! Hop! Wobble!><grown:Hop, hop, then a wobble on the middle stone!> {Companion} {ability:cross,comfort}. {name} found {their} balance again. {trait:obstacle} One more hop, and another, and {name} was over. <big:{name} felt the warm, fizzy pride of doing something hard.> On the far bank, the path to {destination} was waiting.`,
      },
      {
        setting: 'hilltop',
        energy: 'calm',
        text: `{onward}the hilltop was quiet, and the stars were coming out. After {interest}, {name} always did slow, long stretches, so {they} showed {companion} how. <grown:Reach up to the stars. Touch your toes. Breathe in, and out, very slowly.><little:Reach up high. Touch your toes. Breathe.> They both wobbled and laughed. Then {name} gave a big yawn, and {companion} {ability:warm,comfort}. "{refrain}," {name} said softly, and they walked on towards {recipient}.`,
      },
      {
        setting: 'fair',
        energy: 'lively',
        text: `{onward}a hedgehog at the fair had a game: three beanbags, and a bucket far away. "Get one in, win a prize!" {name} loved {interest}, and {they} knew the secret of every game: stay calm and keep trying. {trait:obstacle} The first beanbag missed. The second bounced out! {name} breathed slowly and threw the third. Plop! Right in! {Companion} {ability:lift,guide}. The prize was a little map, and right in the middle was {destination}.`,
      },
    ],
    mentions: [
      `{name} thought about {interest}, and {their} legs felt strong and ready.`,
      `<little:{name} did a big stretch.><grown:{name} did a quick stretch, the way {they} always did before {interest}, and felt ready for anything.>`,
      `{name} told {companion} a little about {interest}, and {companion} listened, all ears.`,
      `{name} smiled, thinking of {interest}, and walked on with a little bounce.`,
    ],
  },
  // ---------------------------------------------------------------------------------------------------------
  {
    id: 'dance',
    scenes: [
      {
        setting: 'village',
        energy: 'lively',
        text: `{onward}a band of crickets was playing in the village square, but nobody was dancing. <grown:The crickets looked sadder and sadder, and the music got slower and slower.><little:The crickets looked sad.> {name} loved {interest}, so {they} stepped into the square and began to dance. {trait:meet} Twirl, skip, and hop! Soon the mice were dancing, and the hedgehogs, and even an old badger. {Companion} joined in with {sound}. Then they all danced to the edge of the village, on the way to {destination}.`,
      },
      {
        setting: 'pond',
        energy: 'gentle',
        text: `{onward}the pond had frozen over, smooth and shiny. The only way across was over the slippery ice. {name} loved {interest}, so {they} knew how to keep {their} balance: arms out, chin up. {trait:obstacle} Glide, glide, wobble, glide! {name} even spun in a little circle, just for fun. {Companion} {ability:cross,guide}. <grown:On the far side, a row of ducks clapped their wings.><little:The ducks clapped.> {name} took a bow, and checked {item}.`,
      },
      {
        setting: 'castle',
        energy: 'calm',
        text: `{onward}the castle ballroom was empty and full of moonlight. In the corner, a music box played a slow, sleepy tune. {name} loved {interest}, and {they} could not help dancing. <grown:{name} swayed and turned across the shining floor, slower and slower, as the tune wound down.><little:Sway, turn, slow. Sway, turn, slow.> {Companion} {ability:hush,comfort}. When the last note faded, {name} gave a sleepy bow, picked up {item}, and went on.`,
      },
      {
        setting: 'meadow',
        energy: 'gentle',
        text: `{onward}fireflies were dancing over the meadow, <grown:looping and swirling in the dark><little:round and round>. {name} loved {interest}, so {they} joined in, <grown:spinning and leaping><little:hop and spin>. {trait:wonder} The fireflies copied every step! Then {name} showed them a new step, and they all tried it, glowing brighter and brighter. {Companion} gave {sound}. <grown:At the end, the fireflies gathered into a shining arrow in the air.><little:Then they made an arrow.> It pointed straight towards {destination}.`,
      },
    ],
    mentions: [
      `{name} did a tiny twirl, thinking of {interest}.`,
      `<little:Skip, skip, twirl!><grown:{name} could not help a little skip and a twirl, the kind {they} did when thinking about {interest}.>`,
      `{name's} feet remembered {interest}, and went along in a happy rhythm.`,
      `{name} hummed a dancing tune, thinking of {interest}.`,
    ],
  },
  // ---------------------------------------------------------------------------------------------------------
  {
    id: 'music',
    scenes: [
      {
        setting: 'forest',
        energy: 'lively',
        text: `{onward}an old wooden door stood in the middle of the path. Carved on it were the words: Sing me a song. {name} loved {interest}, so {they} knew lots of tunes. {trait:obstacle} {name} sang the first one. The door creaked, but stayed shut. {name} tried another. Still shut! Then {name} sang {their} very own song, "{refrain}." <grown:Slowly, with a happy creak, the door swung open.><little:Creak! The door opened.> {Companion} gave {sound}, and through they went with {item}.`,
      },
      {
        setting: 'pond',
        energy: 'gentle',
        text: `{onward}the frogs were singing in the reeds, croak and ribbit, all in a row. But one little frog was silent. "I've lost my note," he whispered. {Companion} {ability:comfort}. {name} loved {interest}, so {they} listened carefully and hummed the missing note. {trait:help} The little frog tried it, once, twice, and then sang it out loud! <grown:The whole choir sounded just right at last, and {name} clapped.><little:Now the song was just right.> {name} held {item} close and walked on.`,
      },
      {
        setting: 'hilltop',
        energy: 'calm',
        text: `{onward}the wind was making soft music in the long grass on the hill. {name} sat down and listened. {name} loved {interest}, and {they} began to make up a lullaby, a slow, sleepy one for {recipient}. {trait:rest} <grown:{Companion} hummed along, low and warm, and the stars seemed to lean closer to listen.><little:Hum, hum, went {companion}.> {name} sang it once more, very softly, so {they} would not forget it.`,
      },
      {
        setting: 'village',
        energy: 'lively',
        text: `{onward}the village band of badgers had lost their drum! "We can't march without a beat," they grumbled. {name} loved {interest}, so {they} had an idea. {trait:obstacle} {name} borrowed a pan and two wooden spoons from a window sill, and tapped. Boom, tap! Boom, tap! <grown:The badgers grinned, lifted their trumpets, and off they all marched.><little:Off they marched!> {Companion} gave {sound}. The band led them right out of the village, on the way to {destination}.`,
      },
    ],
    mentions: [
      `{name} hummed a little tune, thinking of {interest}.`,
      `<little:La, la, la, sang {name}.><grown:{name} sang a few notes under {their} breath, the way people who love {interest} often do.>`,
      `The night had its own music, and {name}, who loved {interest}, listened to every note.`,
      `{name} tapped a beat on {their} knee and thought of {interest}.`,
    ],
  },
  // ---------------------------------------------------------------------------------------------------------
  {
    id: 'art',
    scenes: [
      {
        setting: 'river',
        energy: 'lively',
        text: `{onward}the river was too wide and too fast to cross. But on the bank lay a stick of chalk that glowed like the moon. {name} loved {interest}, and {they} had an idea. {Companion} {ability:light,guide}. {trait:obstacle} On a big flat rock, {name} drew a bridge. The first line was wobbly, so {they} tried again, slowly and carefully. <grown:Then the drawing shimmered and stretched, and a real bridge of moonlight reached across the water!><little:Then the bridge came true!> Across they went, with {item} safe.`,
      },
      {
        setting: 'garden',
        energy: 'gentle',
        text: `{onward}a grey moth sat on a garden wall, looking sad. "All the other moths have patterns," she sighed. {name} loved {interest}, so {they} knew just what to do. {Companion} {ability:light,comfort}. {trait:help} {name} dipped a finger in dew and crushed petals, and painted swirls of pink and gold on her wings. The moth fluttered her new wings and twirled. "Thank you!" Then she flew ahead, showing the way to {destination}.`,
      },
      {
        setting: 'cave',
        energy: 'calm',
        text: `{onward}the cave walls were covered in old pictures: stars, boats, fish and moons. {Companion} {ability:light,guide}. {name} loved {interest}, and {they} found a bare patch of stone. Very slowly, with a stick of soft charcoal, {name} drew {recipient}, and {item}, and a little path between them. <grown:The picture glowed a warm, sleepy gold, as if the cave was pleased.><little:The picture glowed.> <big:It felt like leaving a thank-you note for the future.>`,
      },
      {
        setting: 'meadow',
        energy: 'lively',
        text: `{onward}a gust of wind whooshed across the meadow. An old badger was painting there, and his pictures went flying! {name} loved {interest}, so {they} could not let them blow away. {trait:help} {name} ran and jumped and caught one, two, three. The last one sailed up high. {Companion} {ability:lift,fly,guide}. {name} jumped once more and caught it! "Thank you!" puffed the badger. He gave {name} the smallest picture. It was a painting of {destination}, just like a map.`,
      },
    ],
    mentions: [
      `{name} looked at the colours of the night and thought about {interest}.`,
      `<little:{name} drew a star in the air.><grown:With one finger, {name} drew a shape in the air, the way {they} did when thinking about {interest}.>`,
      `{name} noticed every colour of the night, because {they} loved {interest}.`,
      `{name} thought of {interest}, and decided to remember this picture forever.`,
    ],
  },
  // ---------------------------------------------------------------------------------------------------------
  {
    id: 'building',
    scenes: [
      {
        setting: 'river',
        energy: 'lively',
        text: `{onward}the little bridge over the stream had fallen down. {name} loved {interest}, so {they} knew how to build things: big pieces at the bottom and small pieces on top. {trait:obstacle} {name} rolled flat stones into the water, one by one. {Companion} {ability:lift,guide}. Together they heaved a heavy log across. {name} pushed in the last stone and stood on it. <grown:It held! The new bridge was strong and steady.><little:It held!> They crossed, with {item} safe.`,
      },
      {
        setting: 'forest',
        energy: 'gentle',
        text: `{onward}a hedgehog family was shivering under a bush. The wind had blown their house of leaves away! {name} loved {interest}, and {they} knew what to do. {trait:help} {name} leaned sticks together like a tent and tucked moss in all the gaps. {Companion} {ability:find,carry,guide}. Soon they had armfuls of dry leaves for the roof. <grown:When it was done, it was the cosiest den in the whole forest.><little:What a cosy den!> The hedgehogs snuggled in, and {name} went on towards {destination}.`,
      },
      {
        setting: 'beach',
        energy: 'calm',
        text: `{onward}the sand was cool and smooth in the moonlight. A tiny crab was yawning. "There's nowhere to sleep," she said. {name} loved {interest}, so {they} knelt down and began to build: a little sandcastle, with a tower and a crab-sized door. <grown:{name} patted the walls smooth, very gently, so they would not crumble.><little:Pat, pat, pat.> {Companion} {ability:hush,comfort}. The crab crept in and sighed. "Good luck with {item}," she whispered.`,
      },
      {
        setting: 'snowfield',
        energy: 'lively',
        text: `{onward}a high wall of snow blocked the way. It was too steep to climb! {name} loved {interest}, so {they} had a plan. {trait:obstacle} {name} packed the snow into blocks and stacked them up like giant steps. {Companion} {ability:lift,warm,guide}. The first step squished, so {name} pressed it harder. One step, two steps, three! <grown:From the top, they could see the way to {destination}, shining in the distance.><little:From the top they could see {destination}.>`,
      },
    ],
    mentions: [
      `{name} noticed how the stones fitted together, the way people who love {interest} do.`,
      `<little:{name} thought of {interest}.><grown:{name} thought of {interest}, and of all the things {they} would build tomorrow.>`,
      `{name} wondered whether {they} could build a tower this tall one day.`,
      `{name} smiled, thinking of {interest}, and looked at everything like a builder.`,
    ],
  },
  // ---------------------------------------------------------------------------------------------------------
  {
    id: 'games',
    scenes: [
      {
        setting: 'forest',
        energy: 'lively',
        text: `{onward}the path split into five, and every one looked the same. Then a mole popped up. "It's a game! Find the clues to the right path," he said. {name} loved {interest}, so {they} was good at spotting clues. {trait:obstacle} {name} found a feather, a pebble, and a muddy paw print. {Companion} {ability:find,guide}. "That one!" said {name}, and it was. <grown:The mole clapped, and the right path began to glow.><little:The path glowed.> It led all the way to {destination}.`,
      },
      {
        setting: 'castle',
        energy: 'gentle',
        text: `{onward}the castle door was locked with a puzzle: nine stone tiles to slide into a picture. {name} loved {interest}, and {they} never gave up on a puzzle. {trait:obstacle} {name} slid one tile, then another. Wrong! {Companion} {ability:light,guide}. {name} started again, more slowly this time. Click, click, click! The picture was of {recipient}, and the door swung open. <big:{name} felt the happy fizz of a hard thing finally done.>`,
      },
      {
        setting: 'treehouse',
        energy: 'calm',
        text: `{onward}they rested in a treehouse, high and quiet. {name} loved {interest}, but the best game at bedtime was a slow one. "I spy," said {name}, yawning, "something beginning with S." It was the stars. Then {companion} had a turn, and then {name} again, slower and slower. {Companion} {ability:warm,comfort}. "I spy," {name} whispered at last, "{item}." <grown:Then they climbed down, very softly, and went on.><little:Then off they went.>`,
      },
      {
        setting: 'meadow',
        energy: 'lively',
        text: `{onward}a path of big round stones crossed the meadow, and each one glowed a different colour. "Red, blue, red, blue," said {name}. "It's a pattern!" {name} loved {interest}, so {they} knew every good game has a pattern. {trait:obstacle} Hop on red, hop on blue! {name} missed one and had to start again, but the second time {they} got it right. {Companion} gave {sound}. "Level complete!" laughed {name}, and the last stone pointed to {destination}.`,
      },
    ],
    mentions: [
      `{name} thought of {interest}, and this felt like the best game of all.`,
      `<little:{name} looked for clues.><grown:{name} kept an eye out for clues, the way people who love {interest} always do.>`,
      `"Next level," {name} whispered to {companion}, grinning.`,
      `{name} smiled, thinking of {interest}, and felt ready for any puzzle.`,
    ],
  },
  // ---------------------------------------------------------------------------------------------------------
  {
    id: 'books',
    scenes: [
      {
        setting: 'library',
        energy: 'gentle',
        text: `{onward}a tall library stood in the dark with one window glowing. Inside, the shelves went up and up. {name} loved {interest}, and {they} sighed happily at all the books. {trait:wonder} Thump! A big blue book fell down and opened by itself. On the page was a map, with {destination} drawn in gold. {Companion} {ability:light,guide}. {name} read the words out loud, slowly and carefully. <grown:As {name} read, a golden line showed them the way.><little:A golden line showed the way.>`,
      },
      {
        setting: 'village',
        energy: 'calm',
        text: `{onward}a little bookshop was still open, run by a sleepy old mole. Some mouse children were waiting for their bedtime story, but the mole kept nodding off. {name} loved {interest}, so {they} picked up the book and read it out loud. {trait:help} <grown:{name} read slowly, in a soft voice, doing all the different voices.><little:{name} read softly.> {Companion} {ability:hush,comfort}. Soon the mice were asleep too. {name} put the book back and held {item} close.`,
      },
      {
        setting: 'castle',
        energy: 'lively',
        text: `{onward}a wind whooshed through the castle yard and blew the pages of a giant's storybook everywhere. "Oh no!" boomed the kind giant. "Now the story is all muddled!" {name} loved {interest}, so {they} knew every story needs a beginning, a middle and an end. {trait:help} {Companion} {ability:fly,lift,guide}. {name} gathered every page and put them in order. The giant beamed, and pointed the way to {destination}.`,
      },
      {
        setting: 'hilltop',
        energy: 'gentle',
        text: `{onward}a small hedgehog was standing by a signpost, looking puzzled. "I can't read it yet," she said. {name} loved {interest}, and {they} knew how to sound out words. {trait:help} "Let's read it together," said {name}, and pointed to each letter in turn. The hedgehog read one word on her own, and her face lit up! {Companion} gave {sound}. One arrow pointed home for the hedgehog, and the other pointed to {destination}.`,
      },
    ],
    mentions: [
      `{name} thought of {interest}, and felt as if {they} had stepped right into a story.`,
      `<little:This is like a book, thought {name}.><grown:This was just like the best part of a story, {name} thought, and {they} loved {interest}.>`,
      `{name} was already planning how to tell this story, one day, to someone who loved {interest} too.`,
      `{name} smiled, thinking of {interest}, and wondered what would happen on the next page.`,
    ],
  },
  // ---------------------------------------------------------------------------------------------------------
  {
    id: 'cooking',
    scenes: [
      {
        setting: 'kitchen',
        energy: 'gentle',
        text: `{onward}a little round door in the hillside was open, and a warm smell drifted out. In her cosy kitchen, Mrs Mole was staring at a flat cake. "It didn't rise," she sighed. {name} loved {interest}, so {they} knew the trick. {trait:help} "More eggs, and a little patience," said {name}. They baked it again together. {Companion} {ability:warm,guide}. Up it rose, golden and high! Mrs Mole wrapped a slice for {recipient}.`,
      },
      {
        setting: 'orchard',
        energy: 'lively',
        text: `{onward}the apples were ripe and shining in the moonlight. A hedgehog wanted to make an apple pie, but he could not reach. {name} loved {interest}, so {they} offered to help. {trait:help} {Companion} {ability:lift,guide}. {name} gave the branch a shake. Bump, bump, bump! Down fell the apples, and {name} caught them one by one. <grown:The hedgehog clapped and promised to save a slice of pie for {recipient}.><little:"Thank you!" said the hedgehog.> Then on they went, with {item}.`,
      },
      {
        setting: 'forest',
        energy: 'calm',
        text: `{onward}they sat down on a soft, mossy log to rest. {name} loved {interest}, and {they} had brought a little something: two biscuits, wrapped in a napkin. {name} gave one to {companion} and kept one. <grown:They nibbled slowly, listening to the trees whisper, while the moon peeped through the branches.><little:Nibble, nibble. The trees whispered.> {Companion} {ability:warm,comfort}. {name} left the crumbs for the mice, took up {item}, and went on.`,
      },
      {
        setting: 'fair',
        energy: 'lively',
        text: `{onward}a badger was flipping pancakes at the fair. "Flip one high and catch it, and you win a prize!" {name} loved {interest}, so {they} grabbed the pan. {trait:obstacle} The first pancake landed on the grass. The second landed on {companion's} head! Everyone laughed. The third one flipped high, turned over, and landed flat in the pan. The prize was a little lantern, just right for lighting the way to {destination}.`,
      },
    ],
    mentions: [
      `{name} thought of {interest}, and {their} tummy gave a little rumble.`,
      `<little:Mmm, thought {name}.><grown:{name} could almost smell something warm and sweet, the way the kitchen smelled when {they} thought of {interest}.>`,
      `{name} decided that one day {they} would make something delicious, all because of {interest}.`,
      `{name} smiled, thinking of {interest}, and of warm treats at home.`,
    ],
  },
  // ---------------------------------------------------------------------------------------------------------
  {
    id: 'nature',
    scenes: [
      {
        setting: 'forest',
        energy: 'lively',
        text: `{onward}the forest was dark and full of paths. Which way? {name} loved {interest}, so {they} noticed things other people missed. {trait:obstacle} There, on the ground, a line of ants was marching, and every ant carried a tiny glowing crumb. "Follow the ants!" said {name}. {Companion} {ability:light,guide}. <grown:Left, right, under a root and over a stone, the little line led them on.><little:Left, right, under, over!> It came out right on the way to {destination}.`,
      },
      {
        setting: 'garden',
        energy: 'gentle',
        text: `{onward}a moonflower in the garden was drooping, its petals shut tight. {name} loved {interest}, and {they} knew it needed a drink. {trait:help} {name} carried water from the pond in {their} cupped hands, once, twice, three times. {Companion} {ability:light,comfort}. Slowly the flower lifted its head. Then it opened wide, white and glowing like a little moon. <big:{name} felt a quiet, deep kind of happy.> It lit the path, and they went on with {item}.`,
      },
      {
        setting: 'meadow',
        energy: 'calm',
        text: `{onward}they lay down in the long, cool grass to listen. {name} loved {interest}, and {they} loved the sounds of nature at night. <grown:The crickets sang, a hedgehog snuffled, and the leaves whispered in the breeze.><little:Chirp, chirp. Snuffle. Whisper.> "That's a cricket," whispered {name}. "And that's the wind." {Companion} {ability:hush,comfort}. <big:The whole meadow seemed to breathe slowly, in and out.> Then {name} got up, held {item} close, and walked on softly.`,
      },
      {
        setting: 'orchard',
        energy: 'lively',
        text: `{onward}pitter, patter! A sudden rain shower swept over the orchard. {name} loved {interest}, so {they} knew the best place to shelter: under the biggest, leafiest tree. {trait:obstacle} "Quick, this way!" {name} called. {Companion} {ability:warm,guide}. They huddled together while the rain drummed on the leaves. Then it stopped, just like that. <grown:A moonlit rainbow arched across the sky, right over the path to {destination}.><little:Look! A rainbow, over the path to {destination}.>`,
      },
    ],
    mentions: [
      `{name} thought of {interest}, and noticed how many little things were awake in the night.`,
      `<little:{name} sniffed the flowers.><grown:{name} breathed in the smell of leaves and earth, the way {they} did when thinking about {interest}.>`,
      `{name} wondered which plants and creatures were going to sleep, and which were just waking up.`,
      `{name} smiled, thinking of {interest}, and listened to the trees.`,
    ],
  },
  // ---------------------------------------------------------------------------------------------------------
  {
    id: 'science',
    scenes: [
      {
        setting: 'mountain',
        energy: 'lively',
        text: `{onward}the path ran past a crack in the mountain. Whoosh! A jet of warm water shot up into the air, and then stopped. {name} loved {interest}, so {they} knew what to do: watch closely, and count. {trait:obstacle} Whoosh! {name} counted to ten. Whoosh again! "It goes every ten seconds," said {name}. {Companion} {ability:carry,guide}. Right after the next whoosh, they dashed past, safe and dry, on towards {destination}.`,
      },
      {
        setting: 'village',
        energy: 'gentle',
        text: `{onward}a little tin robot was standing still by the village well. Its lights had gone dim. {name} loved {interest}, and {they} wanted to know why. {trait:help} {name} looked all around it and found a tiny keyhole on its back. {Companion} {ability:find,guide}. Then {name} spotted the key, lying in the grass. Click, click, click! The robot's lights blinked on, bright and happy. "Beep! Thank you!" it said, and it pointed the way to {destination}.`,
      },
      {
        setting: 'cave',
        energy: 'calm',
        text: `{onward}the cave was dark, but its walls were full of crystals. {Companion} {ability:light,guide}. {name} loved {interest}, and {they} noticed something: the crystals shone where the light touched them. {trait:wonder} "They bounce the light," said {name}. {name} turned one crystal a little, then another. <grown:Soon soft beams of light were criss-crossing the cave, lighting the way out.><little:The light bounced. Now they could see.> {name} smiled and held {item} close.`,
      },
      {
        setting: 'pond',
        energy: 'gentle',
        text: `{onward}a ladybird was stuck on a lily pad in the middle of the pond. {name} loved {interest}, so {they} tried an experiment. {trait:help} {name} dropped in a pebble. It sank. A leaf floated. A twig floated too. "Leaves and twigs float," said {name}, and {they} tied them into a tiny raft. {Companion} watched, amazed. The raft sailed across, and the ladybird hopped on. <grown:She flew home with a happy buzz.><little:Home she flew!> {name} smiled and checked {item}.`,
      },
    ],
    mentions: [
      `{name} thought of {interest}, and wondered how the moon stayed up in the sky.`,
      `<little:Why? thought {name}.><grown:{name} noticed how the shadows moved, and asked {companion} why, the way people who love {interest} always do.>`,
      `{name} was already thinking of an experiment to try at home.`,
      `{name} smiled, thinking of {interest}, and looked at everything very closely.`,
    ],
  },
  // ---------------------------------------------------------------------------------------------------------
  {
    id: 'generic',
    scenes: [
      {
        setting: 'pond',
        energy: 'gentle',
        text: `{onward}a wishing well stood beside the pond, covered in ivy. "Look in," croaked a frog. "It shows the thing you love best." {name} leaned over. In the water, shining and clear, was a picture of {interest}. {trait:wonder} {name} smiled so widely that the water began to glow. <grown:The glow ran out of the well and along the ground, making a shining path.><little:The glow made a path.> {Companion} {ability:guide}. They followed the glow towards {destination}.`,
      },
      {
        setting: 'meadow',
        energy: 'lively',
        text: `{onward}a hedgehog was sitting all alone, with his prickles drooping. "I'm too sad to go home," he sniffed. {trait:help} "What would make you smile?" asked {name}. "Tell me about something you love," said the hedgehog. So {name} told him all about {interest}, waving {their} arms and laughing. {Companion} {ability:comfort}. <grown:By the end, the hedgehog was laughing too, and his prickles stood up proudly.><little:Soon the hedgehog was laughing too.> Then they all went on together, towards {destination}.`,
      },
      {
        setting: 'hilltop',
        energy: 'calm',
        text: `{onward}they stopped on the hilltop to look at the stars. {name} thought about {interest}, and <grown:something lovely happened><little:look>! <grown:The stars twinkled a little brighter, one after another, as if they liked that thought too.><little:The stars twinkled brighter.> {name} thought about {interest} again, and the stars twinkled again. {Companion} {ability:warm,comfort}. <big:It felt as if the whole sky was listening.> "{refrain}," whispered {name}, and they went on towards {recipient}.`,
      },
      {
        setting: 'forest',
        energy: 'gentle',
        text: `{onward}the path went into the darkest part of the forest. A glow-worm blinked at them. "These stones glow when you think of something happy," she said. {trait:obstacle} {name} thought of {interest}. The first stone lit up! {name} kept thinking of {interest}, and the next stone glowed, and the next. {Companion} {ability:guide}. <grown:Soon a whole path of warm, glowing stones stretched through the trees.><little:Glow, glow, glow!> It led them on towards {destination}.`,
      },
      {
        setting: 'village',
        energy: 'lively',
        text: `{onward}the village clock had stopped, and nobody knew how to start it. "It only ticks for a happy song," said a sleepy duck. {trait:obstacle} So {name} made up a song right there, a silly, bouncy song all about {interest}. {Companion} joined in with {sound}. <grown:Everyone in the square started clapping along.><little:Clap, clap!> Tick! Tock! The clock started again, and its hands pointed the way to {destination}. {name} laughed and held {item} tight.`,
      },
      {
        setting: 'treehouse',
        energy: 'calm',
        text: `{onward}a silver spider lived in a quiet treehouse, spinning dreams out of moonlight. "I'm making one for you," she said softly. "What shall I put in it?" {name} thought for a moment, and whispered {their} answer: {interest}. {trait:rest} The spider nodded and spun a soft, shining thread. {Companion} {ability:hush,comfort}. <grown:She tucked the finished dream into a tiny bag and gave it to {name}, for later.><little:"For later," she said.> Then they went on with {item}.`,
      },
    ],
    mentions: [
      `{name} thought of {interest} and smiled.`,
      `<little:{name} felt happy inside.><grown:Just thinking about {interest} made {name} feel warm inside, like a cup of cocoa.>`,
      `{name} told {companion} a little about {interest}, and {companion} listened closely.`,
      `{name} decided to remember every bit of tonight, to tell someone who loved {interest} too.`,
    ],
  },
];

/** Every category with its scenes, the later writing (more-interests/) added to the first. */
export const INTEREST_CATEGORIES: readonly InterestCategory[] = WRITTEN.map((category) => ({
  ...category,
  scenes: [
    ...category.scenes,
    ...(MORE_A[category.id] ?? []),
    ...(MORE_B[category.id] ?? []),
    ...(MORE_GENERIC[category.id] ?? []),
  ],
}));
