/** More interest scenes (see ../interests.ts for how each slot reads), by category id. */
import type { Scene } from '../types.js';

export const MORE_SCENES: Record<string, readonly Scene[]> = {
  generic: [
    // ------------------------------------------------------------------------------------------ lively
    {
      setting: 'jungle',
      energy: 'lively',
      text: `{onward}the jungle was noisy with parrots<grown:, red and green and gold>. "Tell us something new!" they squawked. {trait:meet} {Companion} {ability:lift,guide}. Up on a branch, {name} told the parrots all about {interest}. <grown:The parrots copied every word, but they got them all muddled up.><little:The parrots copied every word, all muddled up!> {name} laughed until {their} tummy hurt. <big:It was the silliest, happiest racket {name} had ever heard.> Off flew the parrots like a noisy rainbow, showing the way to {destination}.`,
    },
    {
      setting: 'fair',
      energy: 'lively',
      text: `{onward}a stoat at the fair was blowing bubbles with a giant hoop. "Think of something you love," he said, "and blow gently." {name} thought of {interest} and blew. Pop! Too hard. {trait:obstacle} {name} tried again, slow and soft. <grown:Out wobbled a bubble as big as a tent, shimmering with everything {name} loved about {interest}.><little:Out came a giant bubble. Wobble, wobble!> <big:It was like watching a daydream float by.> The wind blew it away! {Companion} {ability:fly,guide}. They chased it until it popped, right by the path to {destination}.`,
    },
    {
      setting: 'snowfield',
      energy: 'lively',
      text: `{onward}some otters were sliding down a snowy slope on their tummies, each one shouting a favourite thing. "Fish!" "Puddles!" "Mum!" "Your turn!" they called to {name}. {trait:meet} {name} lay on {their} tummy and pushed off. Whoosh! Down {they} went, shouting all about {interest} at the top of {their} voice. <grown:The otters cheered so loudly that snow slid off the trees.><little:Hooray!> {name} landed in a snowdrift, giggling. {Companion} {ability:warm,comfort}. <big:{name's} cheeks tingled, and {their} heart felt bright and fizzy.> {name} checked {item}: still safe {itemHeld}.`,
    },
    {
      setting: 'castle',
      energy: 'lively',
      text: `{onward}the wind had torn every flag from the castle towers. "And it's the castle's birthday tomorrow!" wailed a mouse in an apron. {trait:help} {name} found an old sheet and some paint, and made a bright new flag all about {interest}[, with splashes of {colour}]. The tower stairs were dark and twisty. {Companion} {ability:light,guide}. <grown:At the top, {name} tied on the flag and pulled the rope, hand over hand.><little:Pull, pull, pull!> Up went the flag, flapping proudly! <big:{name} felt a rush of pride, as big as the sky.> From up there, {name} could see {destination}.`,
    },
    {
      setting: 'river',
      energy: 'lively',
      text: `{onward}three mice in sailor hats were racing paper boats on the river. "Join in!" they squeaked. {name} folded a boat, and on its sail {they} drew a little picture all about {interest}. Off whizzed the boats into the dark. {Companion} {ability:light,guide}. There was {name's} boat, stuck on a rock! {trait:obstacle} {name} leaned out and blew on its sail, gently. <grown:It spun free and sailed past all the others!><little:Off it sailed. It won!> The mice cheered, and pointed the way to {destination}.`,
    },
    {
      setting: 'orchard',
      energy: 'lively',
      text: `{onward}a rope swing hung from the biggest apple tree. {name} climbed on and pushed off! With every swoop, {name} called out something {they} loved about {interest}. <grown:Higher and higher {name} went, until {their} toes touched the apples.><little:Whoosh! Up and up and up!> {trait:wonder} From the very top, {name} could see over the trees, all the way to {destination}! <big:For one floaty moment, {name} felt as tall as the trees.> Down {name} came, slower and slower, laughing, and {item} {itemTell}. {Companion} {ability:fly,guide}.`,
    },
    {
      setting: 'harbour',
      energy: 'lively',
      text: `{onward}the little post boat was leaving the harbour, with a gull at the wheel. "Last post!" he cried. Quick as a flash, {name} wrote a postcard all about {interest}, for everyone at home. Toot! Off went the boat! {trait:obstacle} {Companion} {ability:carry,guide}. At the end of the jetty, {name} threw the card like a paper dart. <grown:It swooped over the water and landed right in the gull's mailbag!><little:Whee! Right in the bag!> "Got it!" called the gull. <big:Tomorrow, someone at home would read it over breakfast and smile.> {name} cheered, and held {item} close.`,
    },
    {
      setting: 'moon',
      energy: 'lively',
      text: `{onward}the moon was covered in soft silver dust, as smooth as a new page. {Companion} {ability:light,guide}. Then {name} hopped and skipped and slid, drawing with {their} feet: a giant picture all about {interest}. Boing! One hop was too big, and up {name} floated. {trait:obstacle} {name} paddled like a swimmer, drifted down, and drew the very last line. <grown:It shone in the moonlight, big enough for the whole Earth to see.><little:The picture was so big! The stars could see it.> Then they bounced on towards {destination}.`,
    },
    // ------------------------------------------------------------------------------------------ gentle
    {
      setting: 'library',
      energy: 'gentle',
      text: `{onward}in the library, a mouse was dusting a huge book: The Book of Favourite Things. "Every visitor adds a page," she whispered. The lamps were low. {Companion} {ability:light,guide}. {trait:wonder} {name} turned the pages: a snail's page about rain, a frog's page about jumping. On the first blank page, {name} wrote all about {interest}, and drew pictures too. <grown:It got a little gold star, stamped with a smile.><little:Stamp! A gold star!> Then the mouse pointed the way to {destination}.`,
    },
    {
      setting: 'kitchen',
      energy: 'gentle',
      text: `{onward}warm light spilled from a tiny kitchen under a tree root. The mice had baked a party cake, but it was plain. "What shall we put on top?" they sighed. {trait:help} {name} picked up the icing bag and turned it into a cake all about {interest}[, with swirls of {colour}]. <grown:The first swirl went wobbly, so {name} went slower.><little:Squeeze, squeeze. Slow and careful.> Nobody could find the candles. {Companion} {ability:find,light,guide}. The mice squeaked with joy, and {item} {itemTell}.`,
    },
    {
      setting: 'beach',
      energy: 'gentle',
      text: `{onward}half a walnut shell had washed up on the sand, with a tiny note tucked inside. "Hello from over the sea!" it said. "What do you love?" {trait:wonder} {name} turned the note over and wrote back all about {interest}, in {their} best writing. {name} tucked it into the shell and paddled in to set it on the water. <grown:Brr! The sea was cold on {their} toes.><little:Brr! Cold toes!> {Companion} {ability:warm,comfort}. The little shell bobbed away towards the moon. <big:Somewhere, one day, someone would read it and smile.> {name} held {item} close.`,
    },
    {
      setting: 'mountain',
      energy: 'gentle',
      text: `{onward}halfway up the mountain stood a tall pile of stones. "Every traveller adds a stone," said a curly-horned ram, "for something they love." {name} searched among the pebbles. {Companion} {ability:find,light,guide}. {trait:wonder} At last {name} picked one up. It was smooth and speckled, and somehow it reminded {them} of {interest}. <grown:On tiptoe, {name} set it on the very top.><little:Up on tiptoe. Click! Right on top.> <big:It felt like leaving a little piece of {their} heart on the mountain.> The ram nodded, and showed them the path to {destination}.`,
    },
    {
      setting: 'lighthouse',
      energy: 'gentle',
      text: `{onward}the lighthouse stairs went round and round. {Companion} {ability:carry,guide}. At the top, a puffin in a woolly hat was minding the great lamp. "The little boats get lonely out there," she said. "Would you send them a message?" {trait:help} {name} opened and closed the lamp's shutter, flashing a long, happy message all about {interest}. Blink, blink, bli-i-ink! <grown:Far out at sea, one small light blinked back, then another, and another.><little:Out at sea, little lights blinked back!> <big:{name} had never known a message could feel so much like a hug.> {name} smiled, and held {item} a little closer.`,
    },
    {
      setting: 'desert',
      energy: 'gentle',
      text: `{onward}under the desert stars, a camel sat on a rug with a row of glowing lanterns. "They're not for sale," she said. "I swap them for stories." {trait:meet} {name} sat down and told the camel a story all about {interest}. <grown:She listened with her eyes half shut, and laughed in all the right places.><little:The camel listened and laughed.> "That is worth my brightest lantern," she said. <big:{name} had never been paid in light before, and it felt wonderfully grown-up.> It was chilly. {Companion} {ability:warm,comfort}. Off they went towards {destination}, the lantern swinging.`,
    },
    {
      setting: 'garden',
      energy: 'gentle',
      text: `{onward}a badger cub was peeping out from under the garden hedge, trembling. "It's my first night out," he whispered, "and it's so dark." {trait:help} {name} knelt beside him. "When I feel scared, I think of something I love," said {name}, and told him all about {interest}. "Now you try." The cub shut his eyes tight. "Beetles," he whispered, and smiled. "Crunchy beetles." {Companion} {ability:comfort}. <grown:Then the cub trotted off, brave as anything.><little:Off he trotted, brave as anything.> <big:Helping someone else be brave had made {name} feel braver too.> {name} waved, and went on with {item}.`,
    },
    {
      setting: 'village',
      energy: 'gentle',
      text: `{onward}a little puppet theatre stood in the village square, full of mice. But the hedgehog puppeteer had lost his voice. "Could you do the show?" he croaked. {trait:help} The mice were wriggly and noisy. {Companion} {ability:hush,light,comfort}. Then {name} slipped behind the red curtain with two old socks, and put on a show all about {interest}. <grown:The mice gasped and giggled, and clapped their tiny paws at the end.><little:Clap, clap, clap!> <big:{name's} cheeks glowed with the happy heat of making people laugh.> {name} took a bow, and {item} {itemTell}.`,
    },
    // -------------------------------------------------------------------------------------------- calm
    {
      setting: 'cave',
      energy: 'calm',
      text: `{onward}the cave was deep and dark and very still. {Companion} {ability:light,guide}. "Hello," whispered {name}. "Hello... hello... hello," the cave whispered back. {trait:rest} So {name} whispered something about {interest}, the nicest thing {they} could think of. <grown:The cave whispered it back, softer and softer, as if it were passing the words down to the sleepy stones.><little:The cave whispered it back. Softer. Softer.> <big:It felt like sharing a secret with the whole mountain.> {item} {itemTell}, as if it had heard too. {name} smiled and tiptoed on.`,
    },
    {
      setting: 'farm',
      energy: 'calm',
      text: `{onward}the farm was settling down for the night. {name} tiptoed along the fence. "Goodnight, hens. Goodnight, cows. Goodnight, old tractor." <grown:One by one, the farmhouse lights went out, and the barn gave a long, creaky sigh.><little:Creak, sigh, went the old barn.> <big:The whole world seemed to be tucking itself in.> {trait:rest} Last of all, {name} thought of {interest}, and whispered one more goodnight, the softest of all. {Companion} {ability:hush,comfort}. {item} {itemTell}. The path to {destination} lay silver in the moonlight.`,
    },
    {
      setting: 'waterfall',
      energy: 'calm',
      text: `{onward}behind the waterfall was a dry, hidden ledge, like a secret room with a silver curtain. They sat down to rest. {trait:rest} "Tell me about your favourite thing," said {companion}. So {name} talked all about {interest}, slowly and softly. <grown:"And mine," said {companion}, "is the sleepy sound of falling water."><little:"I love the sound of water," said {companion}.> {Companion} {ability:warm,comfort}. <big:Some things, {name} thought, are even better when you share them.> Then they slipped out along the ledge, with {item} still safe {itemHeld}.`,
    },
    {
      setting: 'island',
      energy: 'calm',
      text: `{onward}on the little island, an old hermit crab kept a shelf of glowing jars in a hollow rock. "Happy memories," she said. "They light the island at night." {trait:wonder} {name} chose an empty jar and whispered a happy memory of {interest} into it. <grown:Slowly the jar began to glow, warm and golden, like a sleepy little sun.><little:Glow, glow. A warm, gold light.> {name} put it on the shelf with the others. <big:{name} liked knowing that a little of tonight would keep shining here.> {Companion} {ability:hush,warm,comfort}. Then they set off again, thinking of {recipient}.`,
    },
    {
      setting: 'meadow',
      energy: 'calm',
      text: `{onward}the meadow was full of dandelion clocks, round and white, like tiny moons. {name} picked one very carefully. {trait:rest} <grown:{name} closed {their} eyes and made a slow, quiet wish about {interest}.><little:{name} made a wish about {interest}.> Then {they} blew. Whoo! The seeds floated up like tiny stars and drifted away over the grass. {Companion} {ability:hush,warm,comfort}. <big:Each seed, {name} thought, was carrying a little piece of the wish.> One seed floated ahead, slow and shining, towards {destination}. {name} followed it with {item}.`,
    },
    {
      setting: 'clouds',
      energy: 'calm',
      text: `{onward}up in the clouds, everything was soft and slow. A little cloud drifted beside them, plain and round. "Make me into something," it yawned. {trait:wonder} So {name} patted and pinched the cloud like soft dough. {They} made a cloud picture all about {interest}. <grown:The little cloud peeped at itself in the moonlight and gave a happy, puffy sigh.><little:The cloud gave a happy sigh. Puff!> {Companion} {ability:fly,guide}. Then the little cloud floated ahead like a pillow, towards {destination}.`,
    },
    {
      setting: 'reef',
      energy: 'calm',
      text: `{onward}down on the reef, the little fish were going to bed, each in a snug nook in the coral. But the smallest fish could not settle. "What shall I dream about?" it bubbled. {trait:rest} {name} whispered that {they} was going to dream of {interest}. "Then I'll dream of bubbles!" said the little fish, and it snuggled down. {Companion} {ability:hush,comfort}. <grown:All along the reef, the coral glowed softly, like a night-light.><little:The coral glowed. Sleep tight, fish.> {name} floated on, slow and sleepy, with {item}.`,
    },
    {
      setting: 'pond',
      energy: 'calm',
      text: `{onward}a long wooden boardwalk crossed the pond, between whispering reeds. {name} had an idea: one step for each thing {they} loved about {interest}. {trait:rest} So, step by step, {name} counted them softly. One... two... three... <grown:The frogs croaked along as if they were counting too, and the moon floated in the still water.><little:Croak, croak, went the frogs. Plip!> By ten, {name's} steps were slow and sleepy. <big:Counting happy things, {name} decided, was much better than counting sheep.> {Companion} {ability:carry,guide}. At the end of the boardwalk, the path to {destination} was waiting.`,
    },
  ],
};
