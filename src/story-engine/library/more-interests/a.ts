/** More interest scenes (see ../interests.ts for how each slot reads), by category id. */
import type { Scene } from '../types.js';

export const MORE_SCENES: Record<string, readonly Scene[]> = {
  // ---------------------------------------------------------------------------------------------------------
  animals: [
    {
      setting: 'treehouse',
      energy: 'lively',
      text: `{onward}laughter spilled out of a treehouse high in an oak. But its rope ladder was far too short. {Companion} {ability:lift,carry,guide}. Inside, some mice were playing a guessing game. "Act out an animal," they squeaked, "and we'll guess!" {trait:meet} {name} loved {interest}, so {they} jumped up at once. Without a word, {name} moved just like {interestOne}. <grown:The mice guessed before {name} had even finished.><little:The mice guessed it!> <big:It was the best kind of showing off: the kind that makes everybody laugh.> Then the mice showed them a shortcut to {destination}.`,
    },
    {
      setting: 'jungle',
      energy: 'gentle',
      text: `{onward}the jungle was warm and dripping, and the path had vanished. {trait:obstacle} But {name} loved {interest}, so {they} knew how to follow a trail. A bent fern. A nibbled flower. A gap in the leaves. <grown:"Someone came this way," {name} whispered.><little:"Someone went this way," whispered {name}.> {Companion} {ability:find,guide}. At the end of the trail, in a pool of moonlight, was {interestOne}. It blinked at {name} with friendly eyes, then led them through the leaves towards {destination}.`,
    },
    {
      setting: 'garden',
      energy: 'gentle',
      text: `{onward}at the bottom of the garden grew a bramble patch, thick with thorns. Something was caught in it, wriggling. It was {interestOne}! {name} loved {interest}, so {they} knew what to do. Move slowly. Speak softly. {trait:help} "Keep still," {name} whispered. <grown:One by one, {name} gently lifted the prickly stems away.><little:Gently, gently, {name} moved the thorns.> {Companion} {ability:hush,comfort}. At last it was free! <big:{name} felt the quiet pride of a careful job done well.> It gave {name} a grateful look. Then it followed them towards {destination}.`,
    },
    {
      setting: 'orchard',
      energy: 'calm',
      text: `{onward}the orchard was silver and still, and blossom drifted down like snow. {name} sat down to rest. Between the trees, {interestOne} was peeping out! {name} loved {interest}, so {they} knew the secret. Keep very still, and wait. {trait:rest} <grown:Little by little, it came closer, until it was near enough to touch.><little:Still, still. Closer, closer.> {Companion} {ability:hush,comfort}. For a long time, they just looked at each other. <big:It felt like being trusted with a secret.> Then {name} whispered goodnight and walked on softly with {item}.`,
    },
  ],
  // ---------------------------------------------------------------------------------------------------------
  pet: [
    {
      setting: 'snowfield',
      energy: 'lively',
      text: `{onward}the snow was deep and soft, perfect for building. {name} was missing {pet}, so {they} had an idea. <grown:{name} rolled and patted and shaped, until there sat a snow {petKind}, just like {pet}.><little:Pat, pat, pat! {name} made a snow {petKind}.> {name's} fingers were cold. {Companion} {ability:warm,comfort}. Then the snow {petKind} gave a wiggle and slid off down the hill! {trait:obstacle} "Come back!" laughed {name}, whizzing after it on {their} tummy. At the bottom it sat waiting, right on the path to {destination}.`,
    },
    {
      setting: 'fair',
      energy: 'gentle',
      text: `{onward}there was a pet show at the fair. Mice had brought snails, and a frog had a shiny beetle. "Where is your pet?" asked the judge, a hen in a hat. {trait:meet} "At home, asleep," said {name}, climbing shyly onto the little stage. {Companion} {ability:comfort}. Then {name} told everyone about {pet}. <grown:The mice said "Ooh!" in all the right places.><little:"Ooh!" said the mice.> {name} won a rosette for the Most Loved Pet, and wore it all the way to {destination}.`,
    },
    {
      setting: 'village',
      energy: 'gentle',
      text: `{onward}at the end of the village stood the tiniest post office, lit by one candle. "Night post!" called a pigeon in a blue cap. "Delivered by morning, to anyone!" {trait:meet} {name} thought of {pet}, fast asleep at home. {Companion} {ability:light,guide}. On a leaf, {name} wrote: "Goodnight. I'll be home soon. Love from {name}." <grown:Then {they} drew a heart, and a little {petKind} for anyone who could not read.><little:Then {they} drew a heart.> Off flew the pigeon, and on went {name}, towards {destination}.`,
    },
    {
      setting: 'harbour',
      energy: 'calm',
      text: `{onward}the boats creaked softly in the harbour. In a coil of rope sat a fluffy puffin chick, wide awake. "Mum's out fishing," it peeped, "and I can't sleep." {name} knew what helped {pet} settle at night: a soft voice, a slow song and someone close by. {trait:rest} So {name} sat down and sang the sleepy song from home. {Companion} {ability:hush,comfort}. <grown:The chick's eyes grew heavy, and its fluffy head drooped.><little:Yawn. Nod. Snore.> <big:Being far from home, {name} found, felt smaller when you shared a little of it.> {name} tiptoed on with {item}.`,
    },
  ],
  // ---------------------------------------------------------------------------------------------------------
  dinosaurs: [
    {
      setting: 'waterfall',
      energy: 'lively',
      text: `{onward}the waterfall thundered into its pool. HIC! The whole ground shook. Standing in the spray was {interestOne}, with the biggest hiccups ever! {name} loved {interest}, but {they} had never seen hiccups like these. {trait:help} "Hold your breath!" called {name}. HIC! "Drink some water!" HIC! Then {name} had a better idea. "BOO!" <grown:The great creature jumped, blinked and waited. No more hiccups!><little:Jump! Blink. No more hiccups!> {Companion} {ability:hush,comfort}. A huge, grateful nose nudged them on towards {destination}.`,
    },
    {
      setting: 'mountain',
      energy: 'gentle',
      text: `{onward}the mountain path ran along a high cliff. "Squeak! Squeak!" On a ledge sat {interestOne}, a very young one, trying to roar. "I can only squeak," it sniffed. {Companion} {ability:comfort}. {name} loved {interest}, so {they} knew a real roar starts deep in your tummy. {trait:help} "Like this," said {name}. "ROAR!" <grown:The mountain roared back, ROAR, roar, roar, all down the valley.><little:Roar, roar, roar, went the mountain.> The little one tried. "Squ... ROAR!" The echo rolled all the way to {destination}.`,
    },
    {
      setting: 'pond',
      energy: 'calm',
      text: `{onward}at the edge of the pond lay a long, grassy hill. Then the hill breathed out, slow and warm. It was {interestOne}, the oldest in the world! {name} loved {interest}, and {they} had so many questions. {trait:wonder} "What was it like, long ago?" {name} whispered. <grown:In a voice like far-off thunder, the old one told of giant ferns and warm rain.><little:"Big ferns," it rumbled. "Warm rain."> {Companion} {ability:hush,comfort}. <big:{name} listened, and the night felt a million years deep.> At last the great head nodded slowly towards {destination}.`,
    },
    {
      setting: 'desert',
      energy: 'calm',
      text: `{onward}the desert sand was cool under the stars. In a flat rock, {name} found a footprint, bigger than a bath. {name} loved {interest}, so {they} knew at once. {interestOne} had made it, long, long ago! {trait:wonder} {name} climbed in and lay down. It was just the right size for a rest. <grown:Above twinkled the same stars that once shone down on {interestMany}.><little:Twinkle, twinkle, went the stars.> {Companion} {ability:warm,comfort}. <big:It made {name} feel very small and very lucky.> More footprints led away across the sand, towards {destination}.`,
    },
  ],
  // ---------------------------------------------------------------------------------------------------------
  vehicles: [
    {
      setting: 'snowfield',
      energy: 'lively',
      text: `{onward}at the top of the snowy slope stood a row of funny-shaped sledges. {name} loved {interest}, so {they} chose the one shaped like {interestOne}. {trait:obstacle} It was steep, but {name} held on tight and pushed off. Whoosh! <grown:A bump! A rock! A snowman! {name} leaned left, then right, steering like the real thing.><little:Bump! Lean left! Lean right!> At the bottom, {name} tumbled into a cold drift, laughing. {Companion} {ability:warm,comfort}. It had stopped right on the path to {destination}.`,
    },
    {
      setting: 'kitchen',
      energy: 'gentle',
      text: `{onward}in a warm little kitchen, three mice were staring at a huge cake. "It's too heavy to carry to the party!" they squeaked. {name} loved {interest}, so {they} had an idea, but it needed bits and bobs. {trait:help} {Companion} {ability:find,guide}. <grown:From a matchbox, bottle tops and a cork, {name} built {interestOne}, just right for mice.><little:Click, clack! {name} built {interestOne} for the mice.> The mice loaded the cake and pulled it away. <big:{name} glowed with the feeling of making something truly useful.> Then {name} went on towards {destination}.`,
    },
    {
      setting: 'forest',
      energy: 'gentle',
      text: `{onward}in a clearing in the forest, some moles had been busy. There, shining with fresh paint, stood {interestOne}! {name} loved {interest}, so {they} walked round it twice. {trait:wonder} "It needs a name," said the moles. "Will you choose?" {name} thought hard. "{{Moonbeam|Starlight|Bluebell}}," {they} said at last. But where was the silver paint? {Companion} {ability:find,guide}. <grown:{name} painted it on in curly silver letters.><little:{name} painted it on. Hooray!> Then the moles waved them on towards {destination}.`,
    },
    {
      setting: 'hilltop',
      energy: 'calm',
      text: `{onward}they lay on their backs on the hilltop and looked up. {name} loved {interest}, and all at once {they} saw something. <grown:One star for the front, one for the back, and two bright ones for the lights. It was {interestOne}, drawn in stars!><little:Look! It was {interestOne}, made of stars!> {trait:wonder} {name} traced it slowly with one finger. {Companion} {ability:warm,comfort}. <big:{name} wondered who else, far away, was looking up at the very same shape.> As they watched, it slid slowly across the sky. It stopped right above {destination}.`,
    },
  ],
  // ---------------------------------------------------------------------------------------------------------
  space: [
    {
      setting: 'clouds',
      energy: 'lively',
      text: `{onward}up among the clouds, something bright came whizzing past, trailing a long, sparkly tail. {name} loved {interest}, so {they} knew at once what it was: a comet! {trait:meet} "Can we have a ride?" {name} called. The comet slowed, just a little. {Companion} {ability:fly,carry,guide}. {name} grabbed hold of the glittering tail. <grown:Whoosh! Round the clouds they zoomed, loop-the-loop, while {name} leaned this way and that to steer.><little:Whoosh! Zoom! Loop-the-loop!> At last it stopped, right above {destination}.`,
    },
    {
      setting: 'fair',
      energy: 'lively',
      text: `{onward}at the fair, some moles were launching paper rockets with a stamp pump, but every one flopped over in a heap. {name} loved {interest}, so {they} knew what a rocket needs: a pointy nose and straight fins. {trait:obstacle} {name} folded one carefully. Stamp! It looped into a hedge. {Companion} {ability:find,guide}. {name} fixed the fins. Stamp! WHOOSH! <grown:Up, up it went, and burst into silver sparkles.><little:Up, up, up! Pop! Sparkles!> They drifted down like a trail towards {destination}.`,
    },
    {
      setting: 'library',
      energy: 'calm',
      text: `{onward}at the top of the library was a round, quiet room with a big brass telescope. {name} loved {interest}, so {they} knew how to use it. Shut one eye. Turn the knob slowly. {Companion} {ability:hush,comfort}. <grown:At first everything was blurry. Then, with one tiny turn, a planet swam into view, wearing rings like a hat brim.><little:Blurry, blurry... then a planet with rings!> {trait:wonder} "Saturn," {name} breathed. <big:It was so far away, and yet there it was, close enough to wish on.> Then {name} tipped it down, and there was {destination}.`,
    },
    {
      setting: 'lighthouse',
      energy: 'calm',
      text: `{onward}the lighthouse had a little balcony, high above the dark sea. Low in the sky hung a row of bright dots. {name} loved {interest}, so {they} knew: planets, lined up like beads on a string! {trait:rest} Softly, {name} said goodnight to each one. <grown:"Goodnight, Mars, dusty and red. Goodnight, Jupiter, big and stripy. Goodnight, Saturn, with your rings."><little:"Goodnight, Mars. Goodnight, Saturn."> {Companion} {ability:warm,comfort}. The planets twinkled back. Then, with {item} safe {itemHeld}, {name} went down the winding stairs.`,
    },
  ],
  // ---------------------------------------------------------------------------------------------------------
  sea: [
    {
      setting: 'reef',
      energy: 'lively',
      text: `{onward}down on the reef, the water was warm and bright with coral. <grown:A silver bubble round {name's} head let {them} breathe, easy as anything.><little:A big bubble let {name} breathe. Blub!> {interestMany} were playing hide-and-seek! {name} loved {interest}, so {they} joined in. {trait:meet} "Ten, nine, eight..." One hid behind an anchor, and one under pink coral. {Companion} {ability:find,guide}. A flick of a tail gave the last one away! "Next time, you hide!" they giggled, as {name} swam on towards {destination}.`,
    },
    {
      setting: 'cave',
      energy: 'gentle',
      text: `{onward}the tide had gone out of the sea cave, leaving one glowing pool. In it, {interestOne} was swimming in worried circles. "The sea went away without me," came a small voice. {name} loved {interest}, so {they} knew the tide always comes back. {trait:help} "I'll wait with you," said {name}. {Companion} {ability:light,comfort}. <grown:They sang songs until at last the sea came creeping back.><little:They waited. Then, swish! The sea came back.> The little one splashed off home, and {name} went on towards {destination}.`,
    },
    {
      setting: 'island',
      energy: 'calm',
      text: `{onward}by the little island, a big pink shell was floating. It was just right for one. Up popped {interestOne}, smiling. {name} loved {interest} more than anything. {trait:wonder} {name} climbed into the shell, and {their} new friend pulled it gently along. <grown:The sea was so still that the stars shone up from below.><little:Slowly, slowly, they went.> {Companion} {ability:hush,comfort}. <big:{name} wished the ride could last all night.> At last, bump! The shell reached the sand, by the path to {destination}.`,
    },
    {
      setting: 'beach',
      energy: 'calm',
      text: `{onward}the beach was quiet, and the waves whispered in and out. In the sand lay a big, curly shell, pink inside like a sunset. {name} loved {interest}, so {they} held it to {their} ear. {trait:wonder} <grown:There was the sea, swish and hush, and under it, very faint, {interestMany} were singing a sleepy song.><little:Swish, hush... and a tiny, sleepy song.> {Companion} {ability:hush,comfort}. They listened until it faded. Then {name} put it back<grown: for someone else>, and walked on towards {destination}.`,
    },
  ],
  // ---------------------------------------------------------------------------------------------------------
  fantasy: [
    {
      setting: 'meadow',
      energy: 'lively',
      text: `{onward}dandelion fluff was floating all over the meadow. "A... a... ATCHOO!" Sparkles burst across the grass. There sat {interestOne}, sneezing and sneezing! Every sneeze did something silly. <grown:A snail turned pink, and a daisy began to sing.><little:A snail turned pink!> {name} loved {interest}, but {they} had never seen sneezes like these. {trait:help} "It's the fluff!" said {name}. "This way!" {Companion} {ability:guide}. Out on the short grass, the sneezing stopped. One last tiny atchoo sent sparkles dancing towards {destination}.`,
    },
    {
      setting: 'farm',
      energy: 'gentle',
      text: `{onward}the farmyard was in a flap. Hens squawked, geese honked, and the pigs hid in the straw. In the middle of it all stood {interestOne}, looking lost. {name} loved {interest}, so {they} was not scared at all. {trait:meet} "Hello," said {name}. "Are you lost?" "Very," came a shy voice. {Companion} {ability:hush,comfort}. <grown:Soon everyone was chatting like old friends.><little:Soon everyone was friends.> The way home for the visitor went past {destination}, so they all set off together.`,
    },
    {
      setting: 'river',
      energy: 'gentle',
      text: `{onward}a little stone bridge crossed the river. In the middle sat {interestOne}, with a lantern. "To cross my bridge, answer my riddle!" came a cheerful voice. {name} loved {interest}, so {they} knew all about riddles. {trait:obstacle} "What gets wetter and wetter the more it dries?" <grown:{name} thought of bath time, and what comes after.><little:{name} thought of bath time.> "A towel!" {name} cried. "Quite right!" laughed the voice. {Companion} {ability:cross,guide}. The lantern lit the way on to {destination}.`,
    },
    {
      setting: 'clouds',
      energy: 'calm',
      text: `{onward}high in the clouds was a soft, quiet hollow. In it, {interestMany} were fast asleep. Every snore sent up a tiny star: puff, twinkle, puff. {name} loved {interest}, and {they} could have watched them all night. {trait:rest} But the path went right through the middle. <grown:So {name} tiptoed between the sleepers, so softly that nobody stirred.><little:Tiptoe, tiptoe. Shh!> {Companion} {ability:hush,comfort}. <big:{name} felt like the keeper of a very gentle secret.> At the far edge, one sleeper opened an eye. It smiled, and nodded towards {destination}.`,
    },
  ],
  // ---------------------------------------------------------------------------------------------------------
  sport: [
    {
      setting: 'village',
      energy: 'lively',
      text: `{onward}under the lamps on the village green, some young mice were playing a ball game. "We're one short!" they called. {name} loved {interest}. This was not quite the same, but {they} joined in. {trait:meet} Kick, run, pass! The ball bounced into a flower bed. {Companion} {ability:find,guide}. Near the end, {name} could have scored. <grown:Instead, {they} passed to the smallest mouse, who had never scored.><little:But {name} passed to the smallest mouse.> Goal! <big:A good pass, {name} decided, could feel even better than a goal.> Everyone cheered {name} on towards {destination}.`,
    },
    {
      setting: 'castle',
      energy: 'lively',
      text: `{onward}in the castle courtyard stood an obstacle course: a rope swing, a log and a tunnel of barrels. "Get round, and the gate will open!" called a badger with a whistle. {name} loved {interest}, so {they} knew how to start: a stretch, a shake, a big breath. {trait:obstacle} Swing! Then came the log, over a muddy ditch. {Companion} {ability:cross,guide}. <grown:Wobble... balance! Then {name} wriggled through the barrels.><little:Wobble... balance! Wriggle, wriggle, out!> Peep! The gate swung open onto the road to {destination}.`,
    },
    {
      setting: 'garden',
      energy: 'gentle',
      text: `{onward}on the garden lawn, a young hedgehog was trying to do a forward roll. He tucked, wobbled and flopped over sideways. "I'll never do it," he sniffed. {Companion} {ability:comfort}. {name} loved {interest}, so {they} knew a secret. Everyone wobbles at first, even the best. {trait:help} "Chin on your chest," said {name}, "and try again." Flop! "Again!" <grown:On the third try, he rolled right over, neat as a ball.><little:Roll! He did it!> Then off he rolled, towards {destination}.`,
    },
    {
      setting: 'orchard',
      energy: 'calm',
      text: `{onward}under the apple trees, they sat down for a rest. {name's} legs felt heavy and happy, the way they did after {interest}. {trait:rest} The best teams look after each other. And all night, {companion} had looked after {name}. So {name} made a medal from a golden leaf and a blade of grass. <grown:"For the best teammate," {name} said, and hung it round {companion's} neck.><little:"For you," said {name}.> {Companion} {ability:warm,comfort}. <big:It was a wobbly medal, but {name} had never given a truer one.> Side by side, they walked on towards {destination}.`,
    },
  ],
  // ---------------------------------------------------------------------------------------------------------
  dance: [
    {
      setting: 'beach',
      energy: 'lively',
      text: `{onward}on the moonlit beach, a row of crabs was dancing sideways, click, clack! "Can you dance sideways?" they asked. {name} loved {interest}, so {they} could dance any way at all. Side, side, clap! {trait:meet} Then {name} showed them a twirl. <grown:The crabs tried it, spun round and fell over in a giggling heap.><little:Spin! Flop! The crabs giggled.> Then a big wave came rushing in. {Companion} {ability:carry,lift,guide}. Everyone skipped back, laughing, and the crabs waved their claws towards {destination}.`,
    },
    {
      setting: 'farm',
      energy: 'lively',
      text: `{onward}the barn doors were open, and a squeezebox wheezed a merry tune. It was a barn dance, but what a muddle! Pigs went left, sheep went right, and hens bumped into everyone. {Companion} {ability:hush,comfort}. {name} loved {interest}, so {they} knew what to do. {trait:help} From a hay bale, {name} called slowly: "Step, step, clap! Now turn!" <grown:Slowly at first, then faster, the whole barn went round and round.><little:Step, step, clap! Round and round!> Then the sheep showed them the way to {destination}.`,
    },
    {
      setting: 'pond',
      energy: 'gentle',
      text: `{onward}among the reeds stood a young flamingo, pink as a sweet. She was trying to stand on one leg, wobbling terribly. "I keep falling over," she sighed. {Companion} {ability:comfort}. {name} loved {interest}, so {they} knew the secret of balancing. {trait:help} "Look at one spot," said {name}, "tummy tight, and wings out wide." {name} stood on one leg too. Wobble... still! <grown:The flamingo stood as steady as a lamp post.><little:She did it! Hooray!> Then she pointed a wing towards {destination}.`,
    },
    {
      setting: 'moon',
      energy: 'calm',
      text: `{onward}the moon was silver and silent, and its dust was as soft as flour. {name} loved {interest}, and up here, every step floated. {trait:wonder} {name} pointed {their} toes and began to dance. <grown:One step took as long as a yawn, and one little leap drifted up, up, and slowly, slowly down.><little:Step... float... down.> For the last step, {name} reached for {companion}. {Companion} {ability:carry,lift,comfort}. <big:It was the slowest, dreamiest dance in the whole world.> Then {name} took a bow to the sleeping Earth, and floated on with {item}.`,
    },
  ],
};
