// Adventure: the theme's openings, its quests (each followed by its set-ups and pay-offs), its scenes and its endings.
// How to write for it: ../README.md. The journeys every theme shares are in ../journeys.story.
theme: Adventure

// Openings: home at bedtime; the companion arrives. Quest-neutral.

:: opening adventure.o.1ps8d7o
setting: bedroom
opens: explorer-wanted-note

Whoosh!
<little:A paper plane flew in at the window. It landed on {name's} pillow.><grown:A paper aeroplane sailed in through the open window and landed on {name's} pillow.>
<2-9:{name} unfolded it.
In big, wobbly letters it said: EXPLORER WANTED.
BRING SLIPPERS.><10-12:{name} unfolded it and read, in big, wobbly capitals: EXPLORER WANTED. BRING SLIPPERS.>
<grown:{name} read it twice, then looked out at the dark garden, where something was waving from behind the apple tree.><little:Something was waving in the garden.>
It was {companionIntro}.
<2-9:"Did you get my note?" called {companion}.
{name} was already pulling on {their} slippers[, the {colour} ones].><10-12:"Did you get my note?" called {companion}, though {name} was already pulling on {their} slippers[, the {colour} ones].>
<8-9:Nobody had ever called {name} an explorer before, but the word fitted like a good coat.><10-12:Nobody had ever called {name} an explorer before, yet the word fitted at once, as snugly as a favourite coat.>

:: opening adventure.o.1netri9
setting: garden
picture: snow

<2-9:The first snow of winter had fallen after tea.
Now the garden lay smooth and white, without a single footprint.><10-12:The first snow of winter had fallen after tea, and now the garden lay smooth and white, without a single footprint.>
<little:{name} stood at the back door in {their} boots.><grown:{name} stood at the back door in {their} boots[ and a {colour} bobble hat].>
<grown:Somebody had to make the very first footprints, so {name} took one big step, crunch, and then another.><little:Crunch!
{name} made the first footprint.
Crunch!>
<little:Somebody was building an arch of snow, pat, pat, pat.><grown:At the end of the lawn, somebody was building an arch out of snow.>
It was {companionIntro}.
<2-9:"Every adventure needs a way in," said {companion}.
"Shall we go through?"><10-12:"Every adventure needs a proper entrance," explained {companion}. "Shall we go through?">

:: opening adventure.o.1cak5e9
setting: bedroom

<2-9:The toy boat on the shelf had never said a word.><10-12:The toy boat on the shelf had never, in living memory, said a word.>
<little:Click went the lamp. Then a tiny voice whispered, "Ahoy!"><grown:But tonight, as {name} switched off the lamp, a tiny voice whispered, "Ahoy!">
{name} sat up[, {their} {eyes} eyes wide in the dark].
<little:The little sail puffed out. But there was no wind!><grown:The boat's little sail was puffing out, though there was no wind at all.>
<grown:Then the rug began to ripple like the sea, and something came paddling across it.><little:The rug rippled like the sea.
Something paddled across.
Splish, splash!>
It was {companionIntro}, dripping and smiling.
<2-9:"The boat heard there was an adventure tonight," said {companion}.
"It wants you to go."><10-12:"The boat heard there was an adventure tonight," explained {companion}, "and it particularly wants you to go.">

:: opening adventure.o.1uexpe7
setting: bedroom

<little:{name} was dreaming of a ship[ and {interest}].><grown:{name} was dreaming of a ship[, and of {interest}, all mixed up together].>
<little:The ship rocked on a big green sea. Rock, rock, rock.><grown:The ship had patched sails and a lookout at the top of the mast, and it rocked on a wide green sea.>
<grown:When {name's} eyes opened, the rocking went on, because the whole bed was bobbing gently, like a boat at anchor.><little:Then {name} woke up.
The bed was still rocking!>
<little:At the window stood {companionIntro}.><grown:At the foot of the bed, gazing out of the window, stood {companionIntro}.>
<2-9:"Land ahoy," whispered {companion}.
"Land, and a whole night full of places to go."><10-12:"Land ahoy," whispered {companion}, "and a whole night full of places to go.">
<8-9:{name} could not tell where the dream stopped and the adventure began.><10-12:{name} honestly could not have said where the dream ended and the adventure began, and {they} decided it did not matter.>

:: opening adventure.o.qqypx2
setting: bedroom

<2-9:It was midsummer, and the sky would not get dark.><10-12:It was midsummer, and the sky stubbornly refused to get dark.>
<little:At bedtime it was still light. A blackbird sang on the roof.><grown:At nine o'clock it was still pale blue, and a blackbird was singing on the roof.>
<little:{name} lay in bed, wide awake.><grown:{name} lay in bed, wide awake[, {their} {hair} hair sticking up in tufts].>
<grown:"How can anybody sleep when it's still daytime?"
{name} asked the ceiling.><little:"I can't sleep!" said {name}.
"It's still light!">
<2-9:"Nobody can," said a voice.
Sitting on the windowsill was {companionIntro}.><10-12:"Nobody can," said a voice, and there on the windowsill sat {companionIntro}.>
<2-9:"On the longest day, the night comes late," said {companion}.
"So let's go out and meet it."><10-12:"On the longest day, the night arrives late," said {companion}, "so let's go out and meet it halfway.">

:: opening adventure.o.1dpg543
setting: bedroom
opens: leaf-map

<2-9:The autumn wind was busy tonight.
It rattled the window and sent leaves flying past, red and gold.
One leaf stuck flat to the glass.><10-12:The autumn wind was busy tonight, rattling the window and sending leaves flying past, red and gold, until one stuck flat to the glass.>
<grown:Thin lines ran across it like roads, as if somebody had drawn a map on purpose.><little:Its lines looked like roads on a map!>
<little:{name} opened the window to look.[ The wind tugged at {their} {hair} hair.]><grown:{name} opened the window to look closer[, and the wind tugged at {their} {hair} hair].>
<little:In blew the leaf. In blew {companionIntro}!><grown:In blew the leaf, and in blew {companionIntro}.>
<2-9:"That leaf is a map," said {companion}.
"Coming?"><10-12:"That leaf is a map," said {companion} matter-of-factly. "Coming?">

:: opening adventure.o.1sg5f28
setting: garden

<little:The moon was big and orange, like a lantern.><grown:The harvest moon was huge and orange, hanging low over the garden like a lantern.>
<little:{name} came out[ in {colour} wellies] to say goodnight.><grown:{name} had come out[ in {their} {colour} wellies] to say goodnight to it.>
<little:Then {name} saw a long string. It hung down from the sky!><grown:Then {name} saw a long string dangling down from the sky, right over the vegetable patch.>
<grown:{name} gave it a gentle tug, and far above, something tugged back.><little:{name} tugged it.
Something tugged back!>
<little:Down the string slid {companionIntro}. Flump, into the lettuces!><grown:Down the string slid {companionIntro}, and landed in the lettuces.>
<2-9:"You found the moon's kite string," said {companion}.
"That means tonight is for exploring."><10-12:"You found the moon's kite string," said {companion}, "which means tonight is for exploring.">

:: opening adventure.o.1v8x9yc
setting: bedroom

<2-9:All evening the rain had drummed on the roof.
Now there was only drip, drip from the gutter.
{name} pulled back the[ {colour}] curtain.><10-12:All evening the rain had drummed on the roof, but now there was only a drip from the gutter as {name} pulled back the[ {colour}] curtain.>
<grown:On the windowsill lay a puddle, and in the puddle shone stars, although the sky was still thick with cloud.><little:In a puddle on the sill were stars!
But the sky was all cloudy.>
<2-9:{name} touched the water.
Plip!><10-12:Cautiously, {name} touched the water.>
<little:The stars swirled. Out climbed {companionIntro}!><grown:The stars swirled, and out of the puddle climbed {companionIntro}, not even wet.>
<2-9:"The sky is hiding tonight," said {companion}.
"But it left us a door."><10-12:"The sky is hiding tonight," said {companion}, "but it considerately left us a door.">

:: opening adventure.o.xu7i88
setting: bedroom
opens: mountain-book

<little:{name} was reading a book about mountains.[ It had a {colour} cover.]><grown:{name} was reading a book about faraway mountains[, the one with the {colour} cover].>
<2-9:On one page, snowy peaks poked up into the clouds.
Then a cold little breeze puffed out of the page.
It smelled of pine trees and fresh snow.><10-12:On one page, snowy peaks rose into the clouds, and then a cold little breeze puffed out of the page, smelling of pine trees and fresh snow.>
<grown:The pages fluttered, the lamp flickered, and the book opened wider and wider, like a door.><little:Flap, flap!
The book opened like a door.>
Out stepped {companionIntro}, brushing off snowflakes.
"Nobody has ever explored the back of this book," said {companion}.
"Shall we start somewhere closer?"

:: opening adventure.o.13olokm
setting: bedroom

<2-9:The night-light had just clicked on when something bumped against the window.
Bump, bump.
{name} peeped out.><10-12:The night-light had just clicked on when something bumped twice against the window, so {name} peeped out.>
<little:There hung a little hot-air balloon, striped like a sweet.><grown:There hung a hot-air balloon no bigger than a bathtub, striped like a sweet.>
<grown:Leaning out of its basket, waving a pencil, was {companionIntro}.><little:In its basket sat {companionIntro}, waving.>
<little:"The night is full of new places," called {companion}.><grown:"The night is full of places nobody has put on a map," called {companion}.>
"Will you help me find them?"
<little:{name} jumped out of bed, quick as a wink.><grown:{name} was out of bed before the balloon had stopped bobbing[, grabbing {their} {colour} dressing gown on the way].>

:: opening adventure.o.1le601x
setting: bedroom

Teeth brushed, story read, light out.
<little:But the wardrobe door was open a crack. Puff, puff, came a warm breeze.><grown:But the wardrobe door was open a crack, and a warm breeze was puffing out.>
<2-9:It smelled of salt and seaweed.><10-12:It smelled unmistakably of salt and seaweed.>
<grown:{name} listened, and from somewhere behind the coats came the hush, hush of faraway waves.><little:Hush, hush, went faraway waves.>
<little:Creak! Out stepped {companionIntro}. {Companion's} feet were all sandy.><grown:Then the wardrobe door creaked wide, and out stepped {companionIntro}, with sand on both feet.>
<2-9:"Sorry about the sand," said {companion}.
"It's a long way from the sea to here."><10-12:"Sorry about the sand," said {companion}; "it's a surprisingly long way from the sea to here.">

:: opening adventure.o.1obvcia
setting: bedroom

<little:On {name's} desk stood a globe, blue and green.[ Next to it was a drawing of {interest}.]><grown:On {name's} desk[, next to a drawing of {interest},] stood a globe, blue and green, with all the countries of the world on it.>
<2-9:Tonight it began to turn on its own.
Round and round it spun, faster and faster.
Whirr!><10-12:Tonight it began to turn entirely on its own, spinning faster and faster with a busy whirr.>
<grown:Then it stopped with a click, and a tiny light blinked on somewhere far away, like a lamp in a window.><little:Click!
It stopped.
A tiny light blinked on.>
<2-9:"Somebody needs an explorer," said a voice from the doorway.
It was {companionIntro}.><10-12:"Somebody needs an explorer," said a voice from the doorway, and there stood {companionIntro}.>
<8-9:The world had never looked so big, or so close.><10-12:It was an astonishing thought: the world had never seemed so enormous, and yet, somehow, it had never felt so close.>

:: opening adventure.o.1d2oomu
setting: garden
picture: sunflowers

<little:At sunset, {name} went to say goodnight to the sunflowers.><grown:In the last light of the evening, {name} went out to say goodnight to the sunflowers.>
<2-9:All day they had turned to follow the sun.><10-12:All day they had turned obediently to follow the sun.>
<grown:But now the tallest one had turned the other way, and its big, seedy face was pointing at the faraway hills.><little:But the tallest one was looking at the hills.>
<little:"What can it see?" wondered {name}.><grown:"What can it see?" wondered {name}[, pushing {their} {hair} hair out of {their} eyes].>
<2-9:"Adventure," said a voice behind the bean poles.><10-12:"Adventure," answered a voice from somewhere behind the bean poles.>
<little:Out came {companionIntro}. A bean leaf was stuck on one ear!><grown:Out came {companionIntro}, with a bean leaf stuck on one ear.>
<2-9:"Sunflowers always know," said {companion}.><10-12:"Sunflowers always know these things," said {companion} wisely.>

:: opening adventure.o.vicke1
setting: bedroom

<2-9:{name} was meant to be asleep.
Instead, {they} was under the covers with a torch[, reading about {interest}].><10-12:{name} was meant to be asleep, but instead {they} was under the covers with a torch[, reading about {interest}].>
<2-9:Then, across the dark street, a light began to blink.
Long, short, short.
Long, short, short.><10-12:Then, across the dark street, a light began to blink in a careful pattern: long, short, short; long, short, short.>
<grown:{name} crept to the window and flashed the torch back: short, long, short.><little:{name} flashed the torch back.
Blink, blink!>
<2-9:The far light went out.
A moment later, something tapped on the glass.
It was {companionIntro}.><10-12:The far light went out, and a moment later something tapped on the glass: it was {companionIntro}.>
<2-9:"You answered!" said {companion}.
"Only explorers answer."><10-12:"You answered!" said {companion} delightedly. "Only true explorers ever answer.">

// Quests: each names the thing carried, who it is for and where it goes; its set-ups and pay-offs follow it.

:: quest dragon-home
item: the baby dragon
itemFull: a baby dragon no bigger than a teacup
itemHeld: <little:in {their} hood><grown:in the hood of {their} dressing gown>
itemTell: <little:puffed a smoke ring><grown:puffed a tiny, warm smoke ring>
recipient: Mother Dragon
destination: <little:the dragons' cave><grown:the dragons' cave on Smoky Mountain>
goal: take the baby dragon home to Mother Dragon
refrain: Puff and hop, right to the top

:: setup adventure.dragon-home.s.3rt6ew
setting: garden

<2-9:Plink, splash!
Something was splashing about in the bird bath.><10-12:Something was splashing noisily about in the bird bath.>
<little:{name} tiptoed over to look. {Companion} tiptoed after.><grown:{name} tiptoed across the wet grass[ in {their} {colour} slippers] to look, and {companion} tiptoed after.>
<little:It was {itemFull}!><grown:It was {itemFull}, with wings like two green leaves.>
<grown:"I was practising my flying," it hiccupped, "and I flew too far."><little:"I flew too far," it hiccupped.>
<2-9:Far away, a mountain puffed smoke like a sleepy chimney.
"Home," said the baby dragon, in a very small voice.><10-12:Far away, a mountain puffed smoke like a sleepy chimney, and the baby dragon said, in a very small voice, "Home.">
<2-9:{name} held open the hood of {their} dressing gown.
"Climb in," {they} said.
"We'll {goal}."><10-12:{name} held open the hood of {their} dressing gown and said, "Climb in; we'll {goal}.">
<8-9:{name} had looked at that mountain a hundred times, and never once dreamed of climbing it.><10-12:{name} had gazed at that mountain a hundred times from this very garden, never once imagining {they} would one night climb it.>

:: setup adventure.dragon-home.s.1xrrkvv
setting: bedroom

<2-9:Hic!
A puff of smoke came out of the sock drawer.
{name} pulled it open, very slowly.><10-12:With a small hic, a puff of smoke came out of the sock drawer, and {name} pulled it open, very slowly.>
<little:In the socks was {itemFull}.><grown:Curled up in the warm socks was {itemFull}.>
<grown:"I rode a cloud for fun," it sniffed, "and it blew me right away from home."><little:"A cloud blew me away," it sniffed.>
"It lives up on Smoky Mountain," said {companion}. "{recipient} will be looking everywhere."
<2-9:{name} looked out at the dark hills.
Then {they} pulled on {their} slippers[, the {colour} ones].><10-12:{name} looked out at the dark hills, then pulled on {their} slippers[, the {colour} ones].>
<2-9:"We'll {goal}," said {name}.
"Tonight."><10-12:"We'll {goal}," said {name} decisively, "tonight.">

:: payoff adventure.dragon-home.p.10ckyjt
setting: mountain

Near the top of Smoky Mountain, a great round doorway glowed orange.
Inside, something huge and green lifted a worried head.
<grown:It was {recipient}, as big as a bus, with eyes like two warm lamps.><little:It was {recipient}.
She was as big as a bus!>
{item} tumbled out of the hood and scampered to her.
<little:Mother Dragon curled her tail round her baby. She purred like a kettle.><grown:Mother Dragon wrapped her tail round her baby and purred like a kettle.>
<little:{name} and {companion} could not stop smiling.><grown:{name} and {companion} shared a look, and neither of them could stop smiling.>
<little:"Thank you, explorer," she rumbled.><grown:"Thank you, explorer," she rumbled[, and her warm breath ruffled {name's} {hair} hair].>
<8-9:{name} had never been called an explorer by a dragon before, and {they} liked it very much.><10-12:Being called an explorer by a dragon, {name} decided, was an honour worth remembering, and {they} stood a little taller for it.>

:: payoff adventure.dragon-home.p.rnwpij
setting: cave

<little:They went into {destination}. It was warm as toast!><grown:Inside {destination}, the rocks were as warm as toast.>
<2-9:"Mummy?" squeaked a small voice from the hood.
From the dark came a rumble, then a gentle glow.
{Companion} stayed close to {name}.><10-12:"Mummy?" squeaked a small voice from the hood. From the dark came an answering rumble, then a gentle glow, and {companion} stayed close to {name}.>
{recipient} was curled round an empty nest, crying smoky tears.
<grown:{name} lifted out {item} and set it down in the nest, under its mother's chin.><little:{name} put {item} in the nest.>
<2-9:Puff!
Puff!
Two happy smoke rings rose up and joined together.><10-12:Two happy smoke rings puffed up into the air and joined together.>
<2-9:"You climbed all this way," said Mother Dragon softly.
"You must be a real adventurer."><10-12:"You climbed all this way," said Mother Dragon softly; "you must be a real adventurer.">

:: quest captain-compass
item: the brass compass
itemFull: Captain Barnacle's little brass compass
itemHeld: in {their} dressing-gown pocket
itemTell: <little:gave a tiny tick><grown:gave a tiny tick, pointing the way>
recipient: Captain Barnacle
destination: <little:Captain Barnacle's ship><grown:Captain Barnacle's ship in the harbour>
goal: take the brass compass back to Captain Barnacle
refrain: North or south, we'll find the way

:: setup adventure.captain-compass.s.8dsp49
setting: garden

<2-9:Something was shining in the sandpit.
{name} dug it out with both hands.
It was {itemFull}, still ticking.><10-12:Something was shining in the sandpit; {name} dug it out with both hands and found {itemFull}, still ticking.>
On the back, in tiny letters, it said: Sail far, come home.
<6-9:"The Captain sails at sunrise, to look for an island nobody has ever found," said {companion}.
"He'll need that."><little:"The Captain sails at sunrise," said {companion}.
"He needs it."><10-12:"The Captain sails at sunrise to search for an island nobody has ever found," said {companion}, "and he'll need that.">
{name} rubbed off the sand with {their}[ {colour}] sleeve.
<little:"We must {goal}," {they} said. "Before the sun comes up!"><grown:"Then we must {goal}," {they} said, "before the sun comes up.">

:: setup adventure.captain-compass.s.lq4211
setting: bedroom

<2-9:Toot-toot!
Far away, down at the harbour, a ship's horn was calling.><10-12:Far away, down at the harbour, a ship's horn was calling, toot-toot.>
<little:{name} ran to the window.><grown:{name} ran to the window[, {their} {hair} hair still messy from the pillow].>
On the sill sat a wet little crab, waving one claw.
<little:"I found this in the sea," it puffed. It showed them {itemFull}.><grown:"I fished this out of the sea," it puffed, pushing {itemFull} across the sill.>
<2-9:"But my legs are so small!"
{name} looked at the long road down to the sea.><10-12:"But my legs are so small!" it added, and {name} looked at the long road down to the sea.>
<grown:It was further than {name} had ever been without a grown-up.><little:It was a long way.>
<8-9:But somewhere down there, an old sailor could not sail.><10-12:But somewhere down there an old sailor was stuck in harbour, and that, {name} realised, mattered far more than the distance.>
{name} looked at {companion}, who nodded.
"We'll {goal}," said {name}.

:: payoff adventure.captain-compass.p.1qr86hl
setting: harbour

Down in the harbour, one ship still had its lamps lit.
On deck, {recipient} was searching every corner, his big moustache drooping.
<2-9:"Ahoy!" called {name}, and held up {item}.
The old walrus gasped.
"My compass!
Come aboard, shipmate!"><10-12:"Ahoy!" called {name}, holding up {item}, and the old walrus gasped, "My compass! Come aboard, shipmate!">
{Companion} followed {name} up the gangplank and onto the creaking deck.
<grown:He hung it on its hook by the wheel, and the needle swung round and pointed out to sea.><little:He hung it up.
The needle pointed out to sea.>
<little:"I sail at sunrise," said the Captain. "I shall name an island after you!"><grown:"I sail at sunrise to find a new island," said the Captain, "and I shall name it after you.">
<8-9:{name} felt a shiver of delight, to think of a place on a map with {their} own name on it.><10-12:{name} felt a shiver of delight at the thought of a faraway island, marked on a map with {their} very own name.>

:: payoff adventure.captain-compass.p.1yiafpp
setting: harbour

The big ship was creaking gently by the jetty, ready to sail.
<little:On deck sat {recipient}, looking at a blank map.><grown:On deck, {recipient} sat on a barrel, staring at a blank map.>
"No compass, no voyage," he sighed.
{name} walked up the gangplank and held out {item}.
<grown:The old walrus turned it over in his flipper, and his whiskers began to twitch with joy.><little:The old walrus smiled and smiled.>
"You found your way here without it," he told {friends}.
"That makes you true sailors."
He rang the ship's bell: ding, ding!
<8-9:Out past the harbour wall, the sea lay waiting, full of islands nobody had named yet.><10-12:Beyond the harbour wall the dark sea lay patient and waiting, scattered with islands that nobody had yet found, let alone named.>

:: quest peak-flag
item: the little flag
itemFull: Old Tumble's little red flag
itemHeld: <little:tucked in {their} belt><grown:tucked in the belt of {their} dressing gown>
itemTell: <little:gave a brave flutter><grown:gave a brave little flutter>
recipient: Old Tumble
destination: <little:Whistle Peak><grown:the top of Whistle Peak>
goal: carry the little flag to the top of Whistle Peak
refrain: Up we go, where the high winds blow

:: setup adventure.peak-flag.s.12mr1tl
setting: garden

<little:Over the wall leaned an old goat with a long white beard.><grown:Over the garden wall leaned a very old goat with a long white beard.>
<little:It was {recipient}. He had climbed every mountain but one.><grown:It was {recipient}, who had climbed every mountain in the land but one.>
<2-9:"My knees are too creaky now," he said.
"But you promised, remember?"
He held out {itemFull}.><10-12:"My knees are too creaky now," he said, holding out {itemFull}, "but you promised, remember?">
<2-9:{Companion} leaned over the wall to look.
Far off, Whistle Peak stood sharp against the stars.><10-12:{Companion} leaned over the wall to look, while far off, Whistle Peak stood sharp against the stars.>
<grown:{name} remembered the promise, made one sunny afternoon with a handshake and a hoof-shake.><little:{name} remembered the promise.>
<little:"We'll do it," said {name}. "We'll {goal}."><grown:"We'll {goal}," said {name}.>
"Tonight."

:: setup adventure.peak-flag.s.1rj840f
setting: bedroom

<little:On {name's} pillow lay {itemFull}, and a note.><grown:On {name's} pillow lay {itemFull}, with a note in wobbly writing.>
<little:"Dear {name}, take my flag up Whistle Peak, like you promised.><grown:"Dear {name}, you promised to take my flag up Whistle Peak one day.>
Tonight the sky is clear.
Love, {recipient}."
{Companion} read the note over {name's} shoulder.
{name} ran to the window.
<grown:Far away, the peak poked up into the stars, the only mountain the old goat had never climbed.><little:There was Whistle Peak, far away.>
<little:"I did promise," said {name}. {They} tucked the flag in {their} belt.><grown:"I did promise," said {name}, and tucked the flag into {their}[ {colour}] dressing-gown belt.>
<8-9:A promise made on a sunny day still counted on a dark night.><10-12:A promise made lightly on a sunny afternoon, {name} realised, still counted on a dark night; that was rather the point of promises.>
"We'll {goal}."

:: payoff adventure.peak-flag.p.1196w6f
setting: mountain

At last, there was nowhere higher to climb.
<little:{name} stood on {destination}. Whoo, whoo, whistled the wind.><grown:{name} stood on {destination}[, {their} {hair} hair whipping about], and the wind whistled all around, just like its name.>
<little:{They} pushed {item} into a crack in the rock.><grown:{They} pulled out {item} and pushed it deep into a crack in the rock.>
<2-9:Flap, flap!
It flew out bold and red.
Far below, a tiny lantern waved from a cottage window.
That was {recipient}, watching.
{Companion} pointed, and {friends} waved back together.><10-12:It flapped out, bold and red, and far below, a tiny lantern waved from a cottage window: {recipient}, watching. {Companion} pointed, and {friends} waved back together.>
<grown:"You kept your promise," the wind seemed to whistle, all the way down the mountain.><little:The wind whistled, "Well done!">
<8-9:{name} felt taller than the mountain itself.><10-12:With the flag snapping above {them}, {name} felt a pride so tall it seemed to reach right past the mountaintop.>

:: payoff adventure.peak-flag.p.y8f6xi
setting: mountain

The last few steps were the steepest.
<little:And at the very top sat {recipient}!><grown:And there, sitting on a rock at the very top, was {recipient}!>
<little:"I came the slow way," he puffed, grinning.><grown:"I came the slow way round, with lots of rests," he puffed, grinning.>
"I wanted to see this."
<2-9:{Companion} helped the old goat up.
{name} held out {item}.><10-12:{Companion} helped the old goat to his feet, and {name} held out {item}.>
<2-9:"You do it," said the old goat.
"It was your promise."><10-12:"You do it," said the old goat, "because it was your promise.">
<little:So {name} planted the flag on {destination}. Together they watched it flutter.><grown:So {name} planted the flag on {destination}, and together they watched it flutter.>
<grown:"Every mountain now," said Old Tumble, wiping his eyes.
"Every single one."><little:"Thank you," said Old Tumble softly.>

:: quest map-maker-gift
item: the rolled-up map
itemFull: a brand-new map of every secret path, drawn in crayon
itemHeld: tucked under {their} arm
itemTell: gave a papery crinkle
recipient: the old Map-Maker
destination: <little:the Map-Maker's windmill><grown:the Map-Maker's windmill on the hill>
goal: give the rolled-up map to the old Map-Maker
refrain: Every path and every hill

:: setup adventure.map-maker-gift.s.mpu67b
setting: bedroom

<little:On the floor lay a crayon map of every secret path.><grown:On the bedroom floor lay {itemFull}, nearly finished.>
<little:{name} drew the wood, the pond, and the twisty lane.><grown:{name} had drawn it all week: the wood, the pond, the twisty lane[, and in the margin, a tiny picture of {interest}].>
<grown:It was a present for {recipient}, who had drawn maps all his life but could not walk far any more.><little:It was for {recipient}.
He could not walk far now.>
<2-9:Only one corner was still empty.
{name} drew a tiny house there, with a window and a bed.><10-12:Only one corner was still empty, so {name} drew a tiny house there, with a window and a bed.>
"That's us," {name} told {companion}, and rolled the map up tight.
"Let's {goal}."

:: setup adventure.map-maker-gift.s.14whzmn
setting: kitchen

<little:{name} coloured the last blue river on the map.
{Companion} held the crayons.><6-9:At the kitchen table, {name} coloured in the last blue river on {itemFull}.
{Companion} held the crayons.><10-12:At the kitchen table, while {companion} held the crayons, {name} coloured in the last blue river on {itemFull}.>
<grown:"The old Map-Maker's eyes are too tired for exploring now," said {name}, "so I've drawn him everything he's missing."><little:"The Map-Maker can't go exploring now," said {name}.
"So I drew it all for him.">
<little:There was the hill, the wood, and a dotted path.
"He'll feel as if he's been everywhere," said {companion}.><6-9:There was the hill, the wood, and a dotted line showing the way.
"He'll feel as if he's been everywhere," said {companion}.><10-12:There was the hill, the wood, and a dotted line showing the way, so that, as {companion} said, he would feel he had been everywhere.>
<2-9:{name} signed it[ in {colour} crayon] and tied it up with string.
"Then let's {goal} tonight."><10-12:{name} signed it[ in {colour} crayon], tied it up with string and said, "Then let's {goal} tonight.">

:: payoff adventure.map-maker-gift.p.auspg6
setting: hilltop

<little:There was {destination}. Its sails turned slowly.><grown:The sails of {destination} turned slowly against the stars.>
<little:Inside, {recipient} sat by the fire.><grown:Inside, {recipient} sat by the fire, peering at an old, faded map.>
{name} held out {item}.
The old hedgehog unrolled it, and his spectacles slid down his nose.
"The wood!
The pond!
And a path I've never seen!"
<grown:He traced every line with one careful claw, as if his own feet were walking it.><little:He traced each path with his claw.>
<little:{Companion} knelt by the fire and watched him smile.><grown:{Companion} knelt by the fire too, and watched the old hedgehog's face light up.>
"Now I've been exploring too," he whispered.
<8-9:{name} understood then that a map could carry a whole adventure to someone who could not go.><10-12:Watching him, {name} understood that a good map could carry a whole adventure to someone who could no longer go exploring.>

:: payoff adventure.map-maker-gift.p.1gmasqd
setting: hilltop

<2-9:Creak, creak went the windmill's sails.
{name} knocked, and {recipient} opened the door, blinking.
"Visitors, at this hour?"
{name} gave him {item}.><10-12:The windmill's sails creaked overhead as {name} knocked, and {recipient} opened the door, blinking. "Visitors, at this hour?" he asked, as {name} gave him {item}.>
<little:He spread it on the table. {Companion} held the corners down.><grown:He spread it across the table, and {companion} helped to hold down the corners with four teacups.>
<2-9:Then he laughed.
"Look, you've even drawn my windmill!"><10-12:Then he laughed delightedly: "Look, you've even drawn my windmill!">
<grown:He pinned the map on his wall, right in the middle, between the mountains of the north and the islands of the south.><little:He pinned it on his wall, right in the middle.>
<2-9:"The best map I own," said the Map-Maker.><10-12:"It's the finest map I own," declared the Map-Maker.>

:: quest newt-sail
item: the patched sail
itemFull: Skipper Newt's little sail, patched with a star
itemHeld: <little:folded in {their} pocket><grown:in {their} pocket, folded small>
itemTell: gave a hopeful flap
recipient: Skipper Newt
destination: <little:Skipper Newt's boat><grown:Skipper Newt's boat on Lily Lake>
goal: take the patched sail back to Skipper Newt
refrain: Fill the sail, and off we go

:: setup adventure.newt-sail.s.8bttpd
setting: garden

After the storm, something tiny was flapping on the rose bush.
{name} unhooked it carefully.
<little:It was a sail as small as a hanky. It had a big hole!><grown:It was a sail, no bigger than a hanky, with a hole torn right through.>
"That's Skipper Newt's," said {companion}.
"He can't sail without it."
<grown:{name} fetched a plaster from the bathroom, one with yellow stars on it, and pressed it over the hole.><little:{name} stuck a star plaster on the hole.>
Now it was {itemFull}.
<8-9:It was not exactly new, but it looked ready for anything.><10-12:It was not exactly new any more, but with its starry patch it looked braver somehow, and ready for anything.>
"Let's {goal}," said {name}.

:: setup adventure.newt-sail.s.2d304q
setting: bedroom

Bzzz!
<little:A dragonfly zipped in at the window. It was carrying something.><grown:A dragonfly zipped in through the open window, carrying something in its legs.>
<2-9:It was a tiny sail, ripped nearly in two.
"Skipper Newt sends this," buzzed the dragonfly.
"He wants to sail round Lily Lake tonight, but look!"><10-12:It was a tiny sail, ripped nearly in two, and the dragonfly buzzed, "Skipper Newt sends this; he wants to sail round Lily Lake tonight, but look!">
<2-9:{name} looked at the rip.
{Companion} fetched the sewing tin and held it open.><10-12:{name} studied the rip while {companion} fetched the sewing tin and held it open.>
<grown:Then {name} cut a star from an old sock[, a {colour} one,] and stitched it on with big, careful stitches.><little:So {name} sewed a sock star on it.>
Now it was {itemFull}.
"We'll {goal}," said {name}.

:: payoff adventure.newt-sail.p.1emrd5k
setting: pond

<little:On Lily Lake bobbed a tiny walnut-shell boat.><grown:At the edge of Lily Lake bobbed a boat made from half a walnut shell.>
<little:In it sat {recipient} in a tiny blue cap. His mast had no sail.><grown:In it sat {recipient}, in a tiny blue cap, staring sadly at a bare mast.>
<2-9:"Ahoy, Skipper!" called {name}, and held out {item}.
The little newt tied it on with quick, damp fingers.
{Companion} held the walnut boat steady against the reeds.><10-12:"Ahoy, Skipper!" called {name}, holding out {item}, and the little newt tied it on with quick, damp fingers while {companion} held the walnut boat steady against the reeds.>
<2-9:A breeze came, and the sail puffed out, star and all.><10-12:A breeze arrived, and the sail puffed out proudly, star and all.>
<grown:"Anchors up!" cried Skipper Newt, and off he sailed, round and round the lily pads.><little:Off sailed Skipper Newt, round the lily pads!>
<2-9:"Best sail on the lake," he called.><10-12:"Best sail on the whole lake," he called delightedly.>

:: payoff adventure.newt-sail.p.ybjupt
setting: pond

<little:{recipient} sat on a lily pad, chin in his hands.><grown:{recipient} was sitting on a lily pad beside his boat, chin in his hands.>
<2-9:Then he saw {item}.
"My sail!"><10-12:Then he spotted {item} and cried, "My sail!">
<little:{name} knelt by the water. {They} helped him tie it to the mast.><grown:{name} knelt by the water[, {their} {colour} dressing gown trailing in the reeds,] and helped him tie it to the mast.>
"Will you be my crew?" asked the little newt.
<little:{name} blew into the sail, whoosh! Off skimmed the boat.><grown:So {name} blew gently into the sail, whoosh, and the boat skimmed off across the water.>
<little:{Companion} blew too, and the boat went faster.><grown:{Companion} laughed softly and blew too, and the little boat went faster still.>
<grown:The lily pads bobbed, the frogs cheered, and the star on the sail shone in the moonlight.><little:The frogs cheered.
The star shone.>
<8-9:It was the smallest voyage in the world, and one of the happiest.><10-12:It was probably the smallest voyage ever made, {name} thought, and quite possibly the happiest one, too.>

:: quest seal-bottle
item: the glass bottle
itemFull: a green glass bottle with a message inside
itemHeld: <little:in {their} arms><grown:in the crook of {their} arm>
itemTell: <little:gave a bright clink><grown:gave a small, bright clink>
recipient: Pearl the seal
destination: <little:the seal rocks><grown:the seal rocks past the lighthouse>
goal: take the glass bottle to Pearl the seal
refrain: Safe and sound, the whole way round

:: setup adventure.seal-bottle.s.9yu6dd
setting: bedroom

<little:On the windowsill sat {name's} shells. And there was {itemFull}!><grown:On the windowsill sat the shells {name} had found on the beach that day, and {itemFull}.>
<little:{name} held it up to the lamp.><grown:{name} held it up to the lamp[, and the glass made {their} {eyes} eyes look green].>
<2-9:Inside was a curly note.
"To {recipient}, at the seal rocks.
From Skerry," it said.><10-12:Inside was a curly note addressed "To {recipient}, at the seal rocks. From Skerry.">
{Companion} nodded.
"Skerry is Pearl's little brother.
He swam away to explore the world."
<6-9:"Then she must be waiting and waiting for news," said {name}.><little:"She must miss him," said {name}.><10-12:"Then she must be waiting and waiting for news," said {name} thoughtfully.>
<2-9:{They} held the bottle tight.
"We'll {goal}."><10-12:{They} held the bottle tight and said, "We'll {goal}.">

:: setup adventure.seal-bottle.s.jgtaca
setting: garden

<little:The garden ran down to the sea. The waves were full of moonlight.><grown:The garden ran right down to the sea, and tonight the waves were full of moonlight.>
<2-9:Clink!
Something rolled up onto the pebbles.
{name} ran down[ in {their} {colour} slippers] and picked it up.
It was {itemFull}.><10-12:Something clinked onto the pebbles, and {name} ran down[ in {their} {colour} slippers] to pick it up: {itemFull}.>
<2-9:The note said: "Dear Pearl, I am safe.
I have found an island of singing shells.
Love, Skerry."><10-12:The note inside said: "Dear Pearl, I am safe, and I have found an island of singing shells. Love, Skerry.">
<6-9:"Oh dear," said {companion}.
"The waves have brought it to the wrong shore."><little:"Wrong beach!" said {companion}.><10-12:"Oh dear," said {companion}, "the waves have delivered it to entirely the wrong shore.">
<2-9:{name} dried the bottle on {their} sleeve.
"Then we'll {goal}," {they} said.><10-12:{name} dried the bottle on {their} sleeve and said, "Then we'll {goal}.">

:: payoff adventure.seal-bottle.p.1jm6hpa
setting: lighthouse

Past the striped lighthouse, the seal rocks shone wet in its beam.
<little:On the highest rock sat {recipient}, looking out to sea.><grown:On the highest rock sat {recipient}, looking out to sea, as she did every night.>
<little:{name} climbed up beside her. {They} held out {item}.><grown:{name} climbed up beside her[, {their} {hair} hair salty with spray,] and held out {item}.>
Pearl pulled out the note with her teeth and read it.
<little:{Companion} sat close by and waited.><grown:{Companion} sat close by on the wet rock and waited while she read.>
<2-9:Then she clapped her flippers, slap, slap, slap!><10-12:Then she clapped her flippers together, slap, slap, slap, in pure delight.>
<6-9:"He's safe," she sang.
"My little explorer is safe!"
Her song rang out over the waves.><little:"He's safe!" she sang.><10-12:"He's safe," she sang, "my little explorer is safe!" and her song rang out over the waves.>
<8-9:How strange, {name} thought, that a few words on a scrap of paper could matter so much.><10-12:How strange, {name} thought, that a few scribbled words on a scrap of paper could carry so much relief across the sea.>

:: payoff adventure.seal-bottle.p.1th37jj
setting: beach

<2-9:The seal rocks were slippery with seaweed.><10-12:The seal rocks were slick and glistening with seaweed.>
<little:"Who's there?" barked a voice. Out slid {recipient}!><grown:"Who's there?" barked a voice, and {recipient} slid out of the dark water.>
<2-9:{name} held up {item}.
"A message," {name} said, "from Skerry."><10-12:{name} held up {item} and explained, "A message, from Skerry.">
<2-9:Pearl stared from {name} to {companion} and back again.
Then she read it, once, twice, three times.><10-12:Pearl stared from {name} to {companion} and back again, then read it once, twice, three times.>
<grown:"An island of singing shells!" she laughed, and rolled over and over on the rock for joy.><little:She laughed and rolled for joy.>
<2-9:"That's just like him.
Thank you, thank you."
Far out at sea, it seemed, someone was singing back.><10-12:"That's just like him," she said; "thank you, thank you." Far out at sea, it seemed, someone was singing back.>

:: quest moonflower-seed
item: the silver seed
itemFull: the very last seed of the Moonflower
itemHeld: <little:in {their} pocket><grown:in a matchbox in {their} pocket>
itemTell: <little:gave a warm glow><grown:gave a faint, warm glow>
recipient: the Moth Queen
destination: the Moth Queen's meadow
goal: plant the silver seed in the Moth Queen's meadow
refrain: Plant it where the moonlight falls

:: setup adventure.moonflower-seed.s.xwmqk
setting: garden

<2-9:A soft, dusty moth landed on {name's} hand.
The moth was holding something tiny and silver.><10-12:A soft, dusty moth landed on {name's} hand, holding something tiny and silver.>
"Please," she whispered, "this is {itemFull}.
<little:It must be planted tonight, or it will never grow."><grown:It must be planted tonight, under the full moon, or it will never grow.">
<6-9:"Why can't you plant it?" asked {name}.
"It's far too heavy for me," sighed the moth.><little:"It's too heavy for me," sighed the moth.><10-12:"Why can't you plant it yourself?" asked {name}, and the moth sighed, "It's far too heavy for me.">
<2-9:{Companion} nodded at {name} at once.><10-12:{Companion} nodded at {name} without hesitation.>
<little:{name} found an empty matchbox. {They} laid the seed inside, like a tiny bed.><grown:{name} found an empty matchbox[, the one {they} kept {colour} beads in,] and laid the seed inside, like a tiny bed.>
"We'll {goal}," {they} said.

:: setup adventure.moonflower-seed.s.10h56he
setting: bedroom

Something was glowing on the bedroom carpet, like a dropped star.
{name} picked it up[, and it lit {their} {hair} hair silver].
It was a seed, silver and warm.
<grown:Moths were gathering at the window, dozens of them, tapping softly on the glass.><little:Tap, tap.
Moths were at the window.>
"That's {itemFull}," whispered {companion}. "{recipient} has been searching everywhere for it."
{name} slid it into a matchbox and shut the lid gently.
<little:"Come on," {they} said. "Let's {goal}."><grown:"Then let's {goal}," {they} said.>
<2-9:The moths fluttered for joy.><10-12:At that, the moths fluttered joyfully against the glass.>

:: payoff adventure.moonflower-seed.p.c8m6m4
setting: meadow

{destination} was grey and bare.
<little:In the middle waited {recipient}. Her wings were as wide as a book.><grown:In the middle waited {recipient}, with wings as wide as a book.>
"You brought it," she breathed.
<2-9:{name} knelt and dug a little hole with {their} fingers.
In went {item}.><10-12:{name} knelt and dug a little hole with {their} fingers, and in went {item}.>
<2-9:{name} patted the earth and whispered, "Grow."
{Friends} waited, and for a moment, nothing happened.><10-12:{name} patted the earth and whispered, "Grow," and then {friends} waited, and for a moment nothing happened at all.>
<little:Up pushed a shoot, and a bud. Then pop, a big white flower opened, glowing!><grown:Then up pushed a shoot, and a bud, and then, slow as a sunrise, a great white flower opened and glowed like a lamp.>
<2-9:Moths came from everywhere to dance.><10-12:Moths came fluttering from every direction to dance around it.>

:: payoff adventure.moonflower-seed.p.1sdcbf8
setting: meadow

<little:The moths waited at the edge of {destination}. They were silent as snow.><grown:At the edge of {destination}, the moths were waiting in their hundreds, silent as snow.>
<little:{recipient} fluttered down onto {name's} shoulder.><grown:{recipient} fluttered down onto {name's} shoulder[, soft wings tickling {their} {hair} hair].>
<2-9:"Would you plant it for us?" she asked.
"Where the moonlight falls."
{Companion} helped {name} to look.><10-12:"Would you plant it for us, where the moonlight falls?" she asked, and {companion} helped {name} to search.>
<little:{name} found the brightest moonlight. {They} planted {item} right there.><grown:{name} found the brightest patch of moonlight and planted {item} right in the middle.>
<6-9:Everyone held their breath.
Then a silver shoot curled up out of the ground and opened into a flower as white as the moon.><little:Up came a shoot.
Out came a white flower!><10-12:Everyone held their breath until a silver shoot curled up out of the ground and opened into a flower as white as the moon.>
The moths danced round it, like snowflakes falling upwards.

:: quest night-library-book
item: the blue book
itemFull: the big blue Book of Faraway Places
itemHeld: <little:inside {their} dressing gown><grown:tucked inside {their} dressing gown>
itemTell: fluttered its pages
recipient: Mrs Quill
destination: <little:the Night Library><grown:the Night Library at the top of the clock tower>
goal: take the blue book back to Mrs Quill
refrain: Page by page and mile by mile

:: setup adventure.night-library-book.s.1kkrd8
setting: bedroom

<little:{name} loved {itemFull}. {They} read it by torchlight, under the covers.
Now the card inside said: Please return by midnight.><6-9:{name} had read {itemFull} three times, by torchlight, under the covers[, always wishing it had a page about {interest}].
Now the card inside said: Please return by midnight.><10-12:{name} had read {itemFull} three times, by torchlight, under the covers[, always wishing it had a page about {interest}], but now the card inside said: Please return by midnight.>
<grown:"{recipient} is the librarian at the Night Library," said {companion}, "and a snail has been waiting all week to borrow it next."><little:"A snail is waiting to read it next," said {companion}.>
<2-9:{name} looked at the clock.
It was a long way to the clock tower.><10-12:{name} glanced at the clock; it was a long way to the clock tower.>
<little:"Let's {goal}," {they} said. "Right now!"><grown:"Then let's {goal}," {they} said, "right now.">

:: setup adventure.night-library-book.s.1jj4pj
setting: garden

<little:A snail was climbing the gate. It had a library card on its shell!><grown:A snail was climbing the garden gate with a library card on its shell.>
<2-9:"Excuse me," it said.
"Have you finished {itemFull}?
I've been waiting weeks to borrow it."><10-12:"Excuse me," it said politely, "but have you finished {itemFull}? I've been waiting weeks to borrow it.">
<2-9:{name} gasped.
The book was due back tonight!><10-12:{name} gasped, because the book was due back tonight.>
<grown:It had to reach {recipient} at the Night Library by midnight, to be stamped for the next reader.><little:Tick, tock.
Midnight was coming!>
<little:{name} ran inside to fetch it.[ Slap, slap went {their} {colour} slippers.]><grown:{name} ran inside to fetch it[, {their} {colour} slippers slapping on the path].>
{Companion} held the gate open.
<little:"We'll {goal}," {name} called. "Then it's your turn!"><grown:"We'll {goal} right now," {name} called, "and then it's your turn.">

:: payoff adventure.night-library-book.p.msgo25
setting: library

<little:Up, up, up the winding stairs went {name}. At the top was the Night Library.><grown:Up the winding stairs went {name}, to {destination}.>
<2-9:Bookshelves curved round the walls, and lamps glowed like honey.
Behind the desk sat {recipient}, a porcupine in tiny spectacles.><10-12:Bookshelves curved round the walls, lamps glowed like honey, and behind the desk sat {recipient}, a porcupine in tiny spectacles.>
<2-9:"Just in time for the snail!" she said.
{name} handed over {item}, and Mrs Quill stamped it, thump.><10-12:"Just in time for the snail!" she said, as {name} handed over {item}, and she stamped it with a satisfying thump.>
<6-9:"Did you like it?" she asked.
"I loved it," said {name}.
"It made me want to go everywhere."><little:"Did you like it?" she asked.
"I loved it!" said {name}.><10-12:"Did you like it?" she asked, and {name} replied, "I loved it; it made me want to go everywhere.">
"{name} read me the best bits twice," said {companion}.
"That," said Mrs Quill, smiling, "is what it's for."

:: payoff adventure.night-library-book.p.100l5to
setting: library

Bong!
<little:The clock was striking twelve! {name} pushed open the library door.><grown:The clock began to strike twelve just as {name} pushed open the door of {destination}.>
{recipient} looked up from her desk, her quills all a-bristle.
<2-9:"Is that...?" she began.
{name} put {item} on the desk.><10-12:"Is that...?" she began, as {name} put {item} on the desk.>
<little:{name} and {companion} both let out a long breath. Phew!><grown:{Companion} caught {name's} eye, and they both let out a long breath.>
<2-9:Bong, bong.><10-12:The clock struck on: bong, bong.>
<little:"Back on the very last stroke," said Mrs Quill. "Well done, explorer!"><grown:"Returned on the very last stroke," said Mrs Quill, "by a true explorer.">
<grown:She let {name} stamp the card for the snail, and stuck a tiny silver star beside {their} name.><little:Now the snail could have it.
She gave {name} a silver star.>
<8-9:Of all the faraway places in that book, {name} thought, this tower was not a bad one to have reached.><10-12:The book was full of faraway places, {name} thought, but this tower, reached on the very last stroke, was hard to beat.>

:: quest crystal-cave
item: the glow crystal
itemFull: the little blue glow crystal from the Crystal Cave
itemHeld: <little:wrapped in {their} hanky><grown:wrapped in a hanky in {their} pocket>
itemTell: <little:gave a blue twinkle><grown:gave a soft blue twinkle>
recipient: Grandpa Gecko
destination: <little:the Crystal Cave><grown:the Crystal Cave under Glimmer Hill>
goal: take the glow crystal back to Grandpa Gecko
refrain: Down we go, where the crystals glow

:: setup adventure.crystal-cave.s.rockery
setting: garden

<2-9:Down by the garden wall, something was glowing among the stones.
{name} crouched down[ in {their} {colour} slippers] to look.
It was a tiny blue stone, shining like a night-light.><10-12:Down by the garden wall, something was glowing among the stones, and when {name} crouched down[ in {their} {colour} slippers] to look, {they} found a tiny blue stone, shining like a night-light.>
<little:"That's {item}," said {companion}.><grown:"That's {itemFull}," said {companion}.>
<grown:"{recipient} sets it in the roof of the cave every night, so the cave creatures can find their beds.
A magpie must have carried it off."><little:"It lights the cave at night.
A magpie took it!">
<2-9:{name} thought of the dark cave under Glimmer Hill.
{They} wrapped the crystal in a hanky.
"We'll {goal}," {they} said.><10-12:{name} thought of the dark cave under Glimmer Hill, then wrapped the crystal in a hanky and said, "We'll {goal}.">
<8-9:It would be {name's} very first time inside a real cave, and {their} heart gave a little skip.><10-12:{name} had never set foot inside a real cave before, and {their} heart gave an eager little skip at the thought.>

:: setup adventure.crystal-cave.s.shelf
setting: bedroom

<2-9:That afternoon, {name} had found a blue stone on the hill path.
Now it was glowing on the shelf[, next to {their} {colour} torch].><10-12:That afternoon, {name} had found a blue stone on the hill path, and now it was glowing on the shelf[, next to {their} {colour} torch].>
<2-9:Tap, tap!
A small brown beetle was knocking at the window.><10-12:A small brown beetle was tapping politely at the window.>
"Excuse me," said the beetle.
"That's {itemFull}.
<grown:{recipient} keeps it in the cave roof, like a lamp, and tonight nobody can find their bed."><little:It's the cave's lamp.
Tonight the cave is dark.">
<2-9:{name's} cheeks went pink.
"You didn't know," said {companion} gently.><10-12:{name's} cheeks went pink, but {companion} said gently, "You didn't know.">
<8-9:Explorers, {name} remembered, leave things where they find them.><10-12:Real explorers, {name} remembered with a pang, leave things where they find them, however beautiful those things might be.>
{They} wrapped the stone in a hanky.
<little:"Let's {goal}," said {name}. "Right now."><grown:"Then we'll {goal}," said {name}, "right now.">

:: payoff adventure.crystal-cave.p.roof
setting: cave

<2-9:Inside {destination}, it was dark and hushed.
"Hello?" whispered {name}.><10-12:Inside {destination}, it was dark and hushed, and {name} whispered, "Hello?">
<little:Tap, tap, tap! Along the wall came {recipient}, a little green lizard.><grown:Tap, tap, tap went tiny feet, and along the wall came {recipient}, a little green lizard with a crinkly smile.>
<2-9:"Have you come far?" he asked.
{name} unwrapped {item} and held it out.><10-12:"Have you come far?" he asked, as {name} unwrapped {item} and held it out.>
<grown:Grandpa Gecko's eyes went round, and he ran up the wall and pressed it into a hollow in the roof.><little:Up the wall ran Grandpa Gecko.
He pressed it into the roof.>
Ping!
<little:Blue light spilled everywhere. A thousand crystals twinkled like stars.><grown:Soft blue light spilled everywhere, and a thousand little crystals twinkled back, like stars.>
{Friends} shared an amazed look.
<8-9:{name} stood in the middle of it all, feeling like the very first explorer ever to see it.><10-12:{name} stood in the middle of it all, with the astonishing feeling of being the very first explorer to see it.>

:: payoff adventure.crystal-cave.p.hollow
setting: cave

<little:They went deep into {destination}. "Who's there?" said a little voice.><grown:Deep in {destination}, a little voice said, "Who's there?">
<little:It was {recipient}, with a row of cave crickets.><grown:It was {recipient}, on a rock, with a row of cave crickets.>
<2-9:"We can't find our beds without our light," he sighed.
{name} held out {item}.><10-12:"We can't find our beds without our light," he sighed, so {name} held out {item}.>
<grown:Grandpa Gecko pointed up to a hollow in the low roof, and {name} set the crystal in it, very gently.><little:{name} reached up and set it in the roof.>
<2-9:Ping!
The whole cave glowed blue, as soft as moonlight.
{Companion} tucked in the sleepiest cricket.><10-12:With a ping, the whole cave glowed blue, as soft as moonlight, and {companion} tucked in the sleepiest cricket.>
<little:"Thank you, explorer," said Grandpa Gecko. Off hopped the crickets to bed.><grown:"Thank you, explorer," said Grandpa Gecko, and the crickets hopped off to bed.>

:: quest camel-stars
item: the star chart
itemFull: Old Sandy's star chart of the desert sky
itemHeld: <little:rolled under {their} arm><grown:rolled up under {their} arm>
itemTell: <little:gave a papery rustle><grown:gave a soft, papery rustle>
recipient: Old Sandy the camel
destination: <little:the oasis><grown:the oasis beyond the sand dunes>
goal: take the star chart back to Old Sandy the camel
refrain: Follow the stars across the sand

:: setup adventure.camel-stars.s.warm-wind
setting: garden

A warm wind blew into the garden, and it smelled of sand.
<little:It dropped a roll of paper at {name's} feet.><grown:It dropped a roll of paper right at {name's} feet[, next to {their} {colour} wellies].>
<2-9:{name} unrolled it.
It was covered in stars, every one drawn in gold.><10-12:{name} unrolled it and found it covered in stars, every one drawn in gold.>
"That's {itemFull}," said {companion}.
<grown:"Every night he carries the little desert mice home across the dunes, by the stars.
Without his chart, they're stuck at the oasis."><little:"He carries the desert mice home by the stars.
Without it, they're stuck.">
<2-9:{name} rolled it up tight.><10-12:{name} rolled it up again, carefully and tightly.>
<little:"Let's go," {they} said. "We'll {goal}."><grown:"We'll {goal}," {they} said.>

:: setup adventure.camel-stars.s.sill
setting: bedroom

<2-9:Scritch, scratch!
A tiny desert mouse was hopping about on the windowsill.
It was dragging {itemFull}.><10-12:A tiny desert mouse was hopping about on the windowsill, scritch, scratch, dragging {itemFull} behind it.>
"Old Sandy dropped it in the wind," it squeaked.
<grown:"He carries us home across the dunes every night, but without it, every star looks the same.
We're all waiting at the oasis."><little:"He can't find the way without it.
We're all waiting!">
{name} lifted the chart gently and rolled it up.
<2-9:"Hop home and tell them help is coming," {they} said.
{Companion} waved the little mouse off.
"We'll {goal}."><10-12:"Hop home and tell them help is coming," {they} said, and as {companion} waved the little mouse off, {name} added, "We'll {goal}.">
<8-9:{name} had never crossed a desert before, but {they} had always wanted to.><10-12:{name} had never crossed a desert, though {they} had secretly longed to ever since seeing one in a picture book.>

:: payoff adventure.camel-stars.p.homeward
setting: desert

<little:At last they reached {destination}. Palm trees stood round a silver pool.><grown:At last they reached {destination}, where palm trees stood round a silver pool.>
<little:Beside it knelt {recipient}. Desert mice waited on his back.
"So many stars," he sighed, "and I don't know which is which."><6-9:Beside it knelt {recipient}, with desert mice waiting on his back.
"So many stars," he sighed, "and I don't know which is which."><10-12:Beside it knelt {recipient}, desert mice waiting on his back, sighing, "So many stars, and I don't know which is which.">
<2-9:{name} unrolled {item} on the sand.
{Companion} held its curling corners flat.><10-12:{name} unrolled {item} on the sand, and {companion} held its curling corners flat.>
<grown:Together they matched the golden stars to the real ones, until {name} found the brightest: the Homeward Star.><little:{name} pointed to the brightest star.>
<2-9:"That's the one," said Old Sandy.
And off he swayed across the moonlit sand, while {name} waved goodbye.><10-12:"That's the one," said Old Sandy, and off he swayed across the moonlit sand while {name} waved goodbye.>

:: payoff adventure.camel-stars.p.pool
setting: desert

<little:Here was {destination}. Palm trees rustled over a still pool.><grown:At {destination}, palm trees rustled over a still pool.>
<little:{recipient} lay beside it. Desert mice snuggled on his back.><grown:{recipient} lay beside it, with desert mice snuggled along his back.>
<2-9:{name} held out {item}.
"My star chart!" he rumbled.
"Read it for me," said Old Sandy.
"My eyes are tired."><10-12:When {name} held out {item}, he rumbled happily, "My star chart! Read it for me; my eyes are tired.">
<little:So {name} sat beside him and traced the golden lines.><grown:So {name} sat beside him[, {their} {hair} hair silver in the starlight,] and traced the golden lines.>
<2-9:"There," said {name}, pointing.
"That way is home."
{Companion} lifted the smallest mouse to see.><10-12:"That way is home," said {name}, pointing, while {companion} lifted the smallest mouse so it could see.>
<grown:Old Sandy stood up, slow and gentle, so no mouse would slip, and set off into the night.><little:Up stood Old Sandy, slow and gentle.
Off he went, home.>

:: quest comet-tail
item: the comet's tail
itemFull: Little Comet's long, sparkly tail
itemHeld: <little:folded in {their} pocket><grown:folded small in {their} dressing-gown pocket>
itemTell: <little:fizzed with sparkles><grown:gave a fizz of silver sparkles>
recipient: Little Comet
destination: <little:the moon's far side><grown:the far side of the moon>
goal: take the comet's tail back to Little Comet
refrain: Zoom, zoom, over the moon

:: setup adventure.comet-tail.s.washing-line
setting: garden

<2-9:Whizz!
Something streaked over the rooftops, fizzing like a sparkler.><10-12:Something streaked over the rooftops with a whizz, fizzing like a sparkler.>
<little:Down floated a long, glittery ribbon. It landed on the washing line!><grown:Then a long, glittery ribbon came floating down and landed on the washing line.>
<2-9:{name} ran out[ in {their} {colour} slippers] and lifted it down.
It was warm, and it fizzed with tiny sparkles.><10-12:{name} ran out[ in {their} {colour} slippers] and lifted it down, and found it warm and fizzing with tiny sparkles.>
"That's {itemFull}," said {companion}.
<6-9:"He zoomed too low, and it caught on a chimney pot.
Now he's waiting on {destination}, and he can't zoom anywhere without it."><little:"It caught on a chimney.
He can't zoom without it."><10-12:"He zoomed too low and it caught on a chimney pot, so now he's stranded on {destination}, unable to zoom anywhere without it.">
<2-9:{name} folded it up small.
"We'll {goal}," {they} said.><10-12:{name} folded it up small and said, "We'll {goal}.">

:: setup adventure.comet-tail.s.curtain-rail
setting: bedroom

<2-9:{name} woke up, because the bedroom was twinkling.><10-12:{name} woke up because, quite unexpectedly, the bedroom was twinkling.>
<little:On the curtain rail hung a shimmery ribbon. Fizz, fizz went its silver sparks.><grown:Caught on the curtain rail was a long, shimmering ribbon, fizzing with silver sparks.>
<grown:{name} climbed onto the chair[ in {their} {colour} socks] and unhooked it, and it tickled like sherbet.><little:{name} unhooked it.
It tickled!>
"That's {itemFull}," said {companion}.
<little:Far away by the moon blinked a tiny light. It had no tail at all.><grown:Far away by the moon, a tiny light was blinking, plain and round, with no tail at all.>
<2-9:"That's him," said {companion}.
"He's waiting on {destination}."
{name} folded the tail up small.
"Then we'll {goal}," {they} said.><10-12:"That's him," said {companion}, "waiting on {destination}." {name} folded the tail up small and said, "Then we'll {goal}.">

:: payoff adventure.comet-tail.p.crater
setting: moon

On {destination}, everything was silver and still.
<little:In a crater sat {recipient}, round and glowing.><grown:In the middle of a crater sat {recipient}, round and glowing, like a lamp.>
Without his tail, he looked like any other star.
{name} unfolded {item}, and it fizzed with joy.
{Companion} held the other end off the dust.
<grown:{name} tied it on with a careful bow, and Little Comet wiggled round to see.><little:{name} tied it on with a bow.>
Whoosh!
Up he zoomed, loop the loop, round the moon.
<grown:His tail streamed out, writing THANK YOU across the sky in silver.><little:His tail wrote THANK YOU in the sky.>
<8-9:{name} knew {they} would never again see a shooting star without smiling.><10-12:From now on, {name} knew, every shooting star would look like a friend waving, and {they} would never see one without smiling.>

:: payoff adventure.comet-tail.p.double-knot
setting: moon

<2-9:On {destination}, the stars felt very close.
On a grey rock sat {recipient}, glowing softly.
"Is that my tail?" he asked.
{name} held out {item}.><10-12:On {destination}, the stars felt very close, and on a grey rock sat {recipient}, glowing softly. "Is that my tail?" he asked hopefully, as {name} held out {item}.>
<2-9:"Will you tie it on?" asked Little Comet.
"I haven't got any hands!"><10-12:"Will you tie it on?" asked Little Comet, slightly embarrassed. "I haven't got any hands.">
<2-9:So {name} tied it on with a double knot, just like shoelaces.
{Companion} checked the knot: good and tight.
Fizz!
Little Comet shone from head to tail.><10-12:So {name} tied it on with a double knot, just like shoelaces, and {companion} checked it was good and tight. With a fizz, Little Comet shone from head to tail.>
<grown:"Look for me tomorrow night," he said, "and I'll loop just for you."><little:"Look for me tomorrow night," he said.>
Then he zoomed away into the dark.

:: quest explorer-hat
item: the explorer's hat
itemFull: Professor Dawdle's battered old explorer's hat
itemHeld: on {their} head
itemTell: <little:wiggled its parrot feather><grown:gave a wiggle of its parrot feather>
recipient: Professor Dawdle
destination: <little:Professor Dawdle's hammock><grown:Professor Dawdle's hammock in the jungle>
goal: take the explorer's hat back to Professor Dawdle
refrain: Over the roots and under the vines

:: setup adventure.explorer-hat.s.gnome
setting: garden

<2-9:The stone gnome by the garden pond was wearing a hat tonight.
It had never worn a hat in its life.><10-12:The stone gnome by the garden pond was wearing a hat tonight, although it had never worn one in its life.>
{name} lifted it off and peeped inside.
<grown:In spidery green ink, somebody had written: Please return to {recipient}, the jungle. No hurry.><little:It said: Please return to {recipient}.
No hurry.>
"It's {itemFull}," said {companion}.
<little:"He's a sloth. It would take him a hundred years to fetch it!"><grown:"He's a sloth, so it would take him a hundred years to fetch it.">
<little:{name} tried it on. It slid right down over {their} nose!><grown:{name} tried it on, and it slid right down over {their} nose[ and squashed {their} {hair} hair flat].>
<8-9:It smelled of warm leaves and of places {name} had only ever seen in books.><10-12:It smelled faintly of warm, damp leaves, and of faraway places {name} had only ever visited in the pages of books.>
<little:"The hat can go to him," said {name}.><grown:"Then the hat can go to him," said {name}, pushing up the brim.>

:: setup adventure.explorer-hat.s.parrot
setting: bedroom

<2-9:Flap, flap, flump!
A bright green parrot tumbled in at the window.
In her claws she held {itemFull}.><10-12:With a flap and a flump, a bright green parrot tumbled in at the window, holding {itemFull} in her claws.>
<grown:"The wind snatched it off his head," she panted, "and I chased it over three hills and a sea."><little:"The wind blew it away," she panted.
"I chased it all this way!">
<little:"{recipient} is the slowest explorer in the jungle. He needs that hat!"><grown:"{recipient} is the slowest explorer in the jungle, and he never explores without that hat.">
<little:{name} put it on. It felt like the start of a story.><grown:{name} put it on[ over {their} {hair} hair], and it felt like the start of a story.>
<2-9:"You have a rest," {name} told the parrot.
{Companion} fetched her a cushion.
"I'll {goal}."><10-12:"You have a rest," {name} told the parrot, while {companion} fetched her a cushion. "I'll {goal}.">

:: payoff adventure.explorer-hat.p.night-flower
setting: jungle

<2-9:Deep in the jungle, a hammock of vines swung between two trees.
In it lay {recipient}, a sloth with a long, slow smile.><10-12:Deep in the jungle, a hammock of vines swung between two trees, and in it lay {recipient}, a sloth with a long, slow smile.>
<2-9:"Is... that... my... hat?" he asked.
{name} set {item} gently on his furry head.><10-12:"Is... that... my... hat?" he asked, very slowly, and {name} set {item} gently on his furry head.>
<grown:Slowly, the Professor pointed one long claw at a fat green bud.><little:The Professor pointed at a fat green bud.>
"I've waited a hundred years to see it open," he whispered.
<2-9:{Friends} knelt by the bud to wait.
Then, with a soft little pop, it did.><10-12:{Friends} knelt by the bud to wait, until, with a soft little pop, it did.>
<grown:Out unfolded a flower as big as a plate, glowing pale gold in the dark.><little:Out came a flower, big and gold!>
<8-9:No map in the world had that flower on it, and {name} had been there to see it bloom.><10-12:No map in the world showed that flower, {name} realised, and yet {they} had been there at the very moment it bloomed.>

:: payoff adventure.explorer-hat.p.low-branch
setting: jungle

<little:Along a low branch, something grey and shaggy was inching slowly.><grown:Along a low branch beside the path, something grey and shaggy was inching very slowly.>
It was {recipient}, on his way to look for his hat.
"I set off last Tuesday," he said.
"I'd have caught up with it by next summer."
{name} laughed[, {their} {eyes} eyes shining], and held up {item}.
<grown:The Professor put it on with a long, happy sigh, and tipped it to {name} like a proper old explorer.><little:On went the hat.
He tipped it, ever so slowly.>
<little:"You came so fast," he told {name} and {companion}.><grown:"You came so fast," he said, looking from {name} to {companion} in wonder.>
"You must be the speediest explorers in the world."
<8-9:{name} had never been called speedy by anybody before, and decided to keep the word for ever.><10-12:Nobody had ever called {name} speedy before, and being called it by a sloth seemed a compliment worth keeping for ever.>

:: quest maze-thread
item: the golden thread
itemFull: Lord Fanfare's ball of golden thread, bright as a sunbeam
itemHeld: <little:in {their} pyjama pocket><grown:in the pocket of {their} pyjamas>
itemTell: <little:gave a happy bounce><grown:gave a small, eager bounce>
recipient: Lord Fanfare
destination: <little:the castle maze><grown:the maze at Turnabout Castle>
goal: take the ball of golden thread back to Lord Fanfare
refrain: Left, then right, by golden light

:: setup adventure.maze-thread.s.kitten
setting: garden

<little:Under the bench, a striped kitten was patting something shiny.><grown:Under the garden bench, a striped kitten was patting something round and shiny.>
Pat, pat, roll!
<little:It rolled across the lawn to {name's} feet.><grown:It bounced across the lawn and stopped right at {name's} feet[, beside {their} {colour} slippers].>
<little:"That's {item}," said {companion}.><grown:"That's {itemFull}," said {companion}.>
<grown:"{recipient} is the castle peacock.
Every night he lays that thread through his maze, so that nobody who goes in can get lost."><little:"{recipient} needs it for his maze.
It shows the way through.">
<8-9:{name} had always wondered what it would be like to walk through a real maze, in the dark.><10-12:{name} had always wondered what it would feel like to wander the winding paths of a real maze, by starlight.>
"Sorry, kitten," said {name}, and slipped the ball into {their} pocket.
"This one has a long way to go home."

:: setup adventure.maze-thread.s.follow
setting: bedroom

<2-9:A thin golden thread lay across the bedroom floor.
It came in at the window and vanished under the bed.
{name} picked up the end by the window and began to wind.><10-12:A thin golden thread lay across the bedroom floor, coming in at the window and vanishing under the bed, so {name} picked up the end by the window and began to wind.>
<grown:Round the chair and over the toy box {name} went, until the thread was a ball as big as an apple.><little:Wind, wind, wind!
Soon it was a ball as big as an apple.>
<little:"That looks like {item}," said {companion}.
"{recipient} will be looking for it."><6-9:"That looks like {itemFull}," said {companion}.
"It must have unrolled all the way from the castle maze, and {recipient} will be missing it."><10-12:"That looks like {itemFull}," said {companion}; "it must have unrolled all the way from the castle maze, and {recipient} will be missing it.">
"Then it's going home tonight," {name} said.

:: payoff adventure.maze-thread.p.gate
setting: castle

<little:They found their way to {destination}. {recipient} the peacock paced at the gate.><6-9:{recipient} the peacock was pacing at the gate of {destination}.><10-12:{recipient} the peacock was pacing anxiously at the gate of {destination}.>
<little:{name} held out {item}. "My thread!" he cried.><grown:"My thread!" he cried, as {name} held out {item}.>
"Will you lay it with me?"
<little:He tied one end to the gate. In went {name}, unrolling as {they} went.><grown:He tied one end to the gate, and {name} led the way in, unrolling as {they} went.>
<2-9:{Companion} kept the thread straight.><10-12:{Companion} kept the thread straight and untangled behind them.>
<grown:At every corner {name} stopped, looked and chose: left, then right, then right again.><little:Left, then right, then right again.>
At last they reached the middle, where a fountain held the moon.
<6-9:Behind them, the thread shone back to the gate.><little:The thread shone all the way back.><10-12:Behind them, the thread glimmered all the way back to the gate.>

:: payoff adventure.maze-thread.p.lost-keeper
setting: castle

<little:Honk, honk! A sad peacock honk came from deep in the maze.
"I'm stuck in the middle," called {recipient}.
"Without my thread, even I get lost!"><6-9:From deep inside {destination} came a peacock's sad honk.
"I'm stuck in the middle," called {recipient}.
"Without my thread, even I get lost!"><10-12:From deep inside {destination} came a peacock's sad honk, and {recipient} called, "I'm stuck in the middle; without my thread, even I get lost!">
<little:{name} spotted a blue-green feather. {Companion} spotted another!><grown:Then {name} spotted a blue-green feather on the path, and {companion} spotted another.>
<grown:{name} followed them round every bend, to a fountain where the peacock sat, looking glum.><little:{name} followed the feathers, one by one.
There was the peacock!>
<little:{name} pulled out {item}.
Together they unrolled it, all the way out.><6-9:{name} pulled out {item}.
He tied it to the fountain, and together they unrolled it all the way out.><10-12:{name} pulled out {item}, and the peacock tied it to the fountain so that together they could unroll it all the way out.>
<little:"You found me," he said. He spread his tail like a fan of stars.><grown:"You found me," he said, and spread his tail like a fan of stars.>

:: quest night-train
item: the guard's whistle
itemFull: the Night Train's silver whistle on its long red ribbon
itemHeld: <little:round {their} neck><grown:on a ribbon round {their} neck>
itemTell: <little:gave a tiny peep><grown:gave a tiny, breathy peep>
recipient: Mr Stilts
destination: <little:the little station><grown:the little station at the edge of the village>
goal: take the guard's whistle back to Mr Stilts
refrain: Clickety-clack, there and back

:: setup adventure.night-train.s.suitcases
setting: garden

<little:A family of hedgehogs waited at the gate. Each had a tiny suitcase.><grown:A family of hedgehogs was waiting at the garden gate, each one holding a tiny suitcase.>
<little:"We're off to the seaside," said the mother hedgehog. "On the Night Train!"><grown:"We're off to the seaside on the Night Train," said the mother hedgehog.>
"But the train can't leave!"
<grown:"{recipient}, the guard, dropped his whistle as he flew home," said the smallest hedgehog, "and no train goes anywhere without a whistle."><little:"The guard lost his whistle," said the smallest one.>
{name} looked down at the vegetable patch.
<little:There in the cabbages lay {item}!><grown:There in the cabbages lay {itemFull}.>
{Companion} held back the cabbage leaves.
<8-9:{name} had never seen a train at night, and the thought of one waiting in the dark made {their} heart skip.><10-12:{name} had never seen a train at night, and picturing one waiting in the dark for its whistle made {their} heart skip.>
"Leave that whistle to us," said {name}.

:: setup adventure.night-train.s.pigeon
setting: bedroom

<little:From the window, {name} could see the little station.><grown:From the bedroom window, {name} could see {destination}.>
<2-9:A little blue train stood there, lit up, not moving.
Coo, coo!><10-12:A little blue train stood there, lit up but motionless, and then came a soft coo, coo.>
<little:A pigeon in a postman's cap landed on the sill. It had {item}!><grown:A pigeon in a postman's cap landed on the sill with {itemFull}.>
<grown:"Special delivery for {recipient}, the guard," it yawned, "but my wings won't do one more flap tonight."><little:"This is for the guard," it yawned.
"My wings are too tired.">
<2-9:Off it fluttered to bed.
{name} hung the whistle round {their} neck[, over {their} {colour} pyjamas].><10-12:Off it fluttered to bed, and {name} hung the whistle round {their} neck[, over {their} {colour} pyjamas].>
<little:"That train is waiting for us," {name} told {companion}.><grown:"That train is waiting for us," {name} told {companion}, who was at the door.>

:: payoff adventure.night-train.p.first-peep
setting: village

<little:At the station, a blue train hummed. It glowed like the moon.><grown:At {destination}, a blue train was humming on the rails, glowing like the moon.>
<little:Along the platform paced {recipient}. He was a tall stork in a cap.><grown:Along the platform paced {recipient}, a tall stork in a peaked cap.>
"My whistle!" he said, as {name} held out {item}.
<2-9:"Would you like to blow it?"
{Companion} gave a small nod: go on.><10-12:"Would you like to blow it?" he asked, and {companion} gave a small, encouraging nod.>
<2-9:{name} took the biggest breath of {their} life.
Peeeep!><10-12:{name} took the biggest breath of {their} life and blew: peeeep!>
<grown:The doors slid shut, the carriages gave a shiver, and the Night Train rolled away into the dark.><little:Clickety-clack, off went the train!>
Hedgehogs and mice waved from every window.
<8-9:One day, {name} decided, {they} would be on that train too, heading somewhere new.><10-12:Watching the last lit window disappear, {name} made a quiet decision: one day {they} would be aboard that train, heading somewhere new.>

:: payoff adventure.night-train.p.ticket
setting: village

<little:It was nearly midnight. The Night Train was still waiting.><grown:The station clock said nearly midnight, and the Night Train was still waiting.>
<grown:Sleepy faces peered out of its windows: hedgehogs with tiny suitcases, three ducks with buckets and spades.><little:Ducks and hedgehogs peered out of the windows.>
<2-9:{recipient} was searching under every bench.
{name} held up {item}.><10-12:{recipient} was searching under every bench until {name} held up {item}.>
<little:The stork clattered his beak for joy. Then he blew, peeeep!
Off rolled the train with a hum and a rattle.><6-9:The tall stork gave a happy clatter of his beak, and blew one long, silvery note.
Off rolled the train with a hum and a rattle.><10-12:The tall stork gave a happy clatter of his beak and blew one long, silvery note, and off rolled the train with a hum and a rattle.>
<little:Mr Stilts gave {name} and {companion} a golden ticket each.
"For one ride, anywhere you like," he said, "whenever you're ready."><6-9:Then Mr Stilts gave {name} and {companion} a tiny golden ticket each.
"For one ride, anywhere you like," he said, "whenever you're ready."><10-12:Then Mr Stilts presented {name} and {companion} with a tiny golden ticket each: "For one ride, anywhere you like, whenever you're ready.">

:: quest flurry-sledge
item: the little sledge
itemFull: Aunt Flurry's little sledge with silver runners
itemHeld: under {their} arm
itemTell: <little:gave a tiny creak><grown:gave a tiny creak of its runners>
recipient: Aunt Flurry
destination: <little:Aunt Flurry's igloo><grown:Aunt Flurry's igloo at the edge of the snowy field>
goal: take the little sledge back to Aunt Flurry
refrain: Swish and slide, side by side

:: setup adventure.flurry-sledge.s.frosty-path
setting: garden

Bumpity-bump!
<little:Something skidded down the frosty path. Bump! It hit the back step.><grown:Something came skidding down the frosty garden path and stopped against the back step.>
<little:It was {item}, all furry with frost.><grown:It was {itemFull}, all furry with frost.>
"That belongs to {recipient}, the stoat," said {companion}.
<grown:"Every night her runners leave ribbons of coloured light that float up into the sky."><little:"Every night it paints lights in the sky.">
<little:{name} looked up. The sky over the hills was dark tonight.><grown:{name} looked up, but the sky over the hills was plain and dark tonight.>
<8-9:{name} had read about the Northern Lights, but had never once seen them.><10-12:{name} had read all about the Northern Lights, but had never imagined that a sky could simply lose them.>
<little:"Let's {goal}," {name} decided. "The sky needs its lights!"><grown:"Let's {goal}," said {name}, "and get the sky shining again.">

:: setup adventure.flurry-sledge.s.icy-gust
setting: bedroom

An icy gust blew the curtains wide.
<little:Swish! Something slid under the bed.><grown:Something slid across the floor with a swish and stopped under the bed.>
{name} crawled under to look[, {their} {hair} hair full of fluff].
<little:It was {item}, still cold to touch.><grown:It was {itemFull}, still cold to touch.>
<grown:"{recipient} went further north than anyone," said {companion}, "and now she paints the sky every night with that."><little:"{recipient} paints the sky with it," said {companion}.>
{name} pressed {their} nose to the window.
"I've always wanted to see the Northern Lights," {name} whispered.
<8-9:Far away, a whole sky was waiting to be coloured in.><10-12:Somewhere far to the north, {name} thought, a whole sky was waiting, patient and dark, for someone to colour it in again.>
<little:"Let's carry it home," {they} said. "All the way to the frozen north!"><grown:"So let's carry it home," {they} said, "all the way to the frozen north.">

:: payoff adventure.flurry-sledge.p.ribbons
setting: snowfield

<little:By the snowy field stood a little round igloo. It glowed blue inside.><grown:At the edge of the snowy field stood a little round igloo, glowing blue from inside.>
<little:Out popped {recipient}, a small white stoat.><grown:Out popped {recipient}, a small white stoat with a black tip to her tail.>
"You found it!" she squeaked, and hugged {item}.
"Hop on behind me, explorer."
<grown:So {name} sat on the back, {companion} walked close beside, and down the long, gentle slope they slid.><little:{name} hopped on behind.
{Companion} walked close beside the sledge.
Down the gentle slope they slid.>
Behind the runners rose ribbons of green and violet light.
<grown:Up and up they floated, until the whole sky was rippling like a curtain.><little:The whole sky danced with colours.>
<8-9:{name} had seen pictures of the Northern Lights, but never dreamed of being the one who made them.><10-12:{name} had seen photographs of the Northern Lights, but never in {their} wildest dreams imagined being the one who painted them.>

:: payoff adventure.flurry-sledge.p.first-line
setting: snowfield

<little:The igloo sat all alone under a dark sky.><grown:{destination} sat all alone under a dark, empty sky.>
"You brought it back!" cried {recipient}, her whiskers white with frost.
<2-9:{name} set {item} down on the smooth snow.
"Would you like to paint the first line?" asked Aunt Flurry.
So {name} pulled the sledge slowly across the field.><10-12:{name} set {item} down on the smooth snow, and Aunt Flurry asked, "Would you like to paint the first line?" So {name} pulled the sledge slowly across the field.>
<grown:Where the runners went, a line of green light curled up into the sky, then another.><little:Up curled a line of green light!>
<2-9:"Oh, look," whispered {companion}.><10-12:"Oh, look," whispered {companion}, enchanted.>
<little:"Now me," said Aunt Flurry. Off she swished, painting purple and pink.><grown:"Now me," said Aunt Flurry, and off she swished, painting purple and pink.>
<8-9:{name} stood in the snow with {their} head tipped back, watching the sky fill up with colour.><10-12:{name} stood in the snow with {their} head tipped back, watching the colours unroll across the sky, and quite forgot to feel cold.>

// Scenes on the way: the theme's value in action, serving any of its quests.

:: scene adventure.c.10n2ktf
setting: river
role: onward
energy: lively

{onward}the path stopped at a chattering stream.
<little:The little bridge was gone. The water was too wide to jump!><grown:The little bridge had washed away, and the water was too wide to jump.>
{trait:obstacle} {name} looked up and down the bank.
<2-9:There, in the long grass, lay a fallen log.
"We can make our own bridge!" {they} said.><10-12:There, in the long grass, lay a fallen log, and {they} said excitedly, "We can make our own bridge!">
<little:{Companion} {ability:lift,guide}. {name} pushed the log right across.><grown:{Companion} {ability:lift,guide}, and {name} pushed and steered until the log reached the far bank.>
<grown:Then {name} walked across with arms out wide, like a tightrope walker[, {their} {colour} dressing gown flapping].><little:Wibble, wobble, over went {name}!>
<8-9:It felt wonderful to cross a bridge nobody else in the world had ever used.><10-12:There was a particular pride, {name} discovered, in crossing a bridge that nobody else in the world had ever walked over.>
<little:{item} {itemTell}.><grown:On the far side, {item} {itemTell}.>

:: scene adventure.c.z6729
setting: jungle
role: onward
energy: lively

{onward}<little:there was a jungle. Leaves and vines were everywhere!><grown:the jungle was a tangle of giant leaves and dangling vines.>
<little:A muddy ditch blocked the way to {recipient}.><grown:A deep, muddy gully cut right across the way to {recipient}.>
{trait:obstacle} <grown:{name} chose the thickest vine and gave it three hard tugs, the way real explorers do.><little:{name} grabbed a vine.
Tug, tug, tug!>
The vine held.
{Companion} {ability:cross,guide}.
<2-9:Then {name} ran, and jumped, and swung.
Wheee!><10-12:Then {name} ran, jumped and swung, with a long, delighted wheee.>
<little:Right over the ditch {they} flew! Flump, into soft leaves.><grown:Right over the gully {they} flew, and landed in a heap of soft leaves[, {their} {hair} hair full of petals].>
<2-9:High above, the parrots flapped and cheered.><10-12:High above, the parrots flapped and cheered their approval.>

:: scene adventure.c.1oq3juy
setting: desert
role: onward
energy: lively

{onward}the desert dunes rolled away like giant, sandy waves.
<little:{name} sat on a big flat leaf at the top.><grown:{name} found a big flat leaf at the top of one and sat on it.>
Whoosh!
<little:Down {they} slid, all the way to the bottom!><grown:Down {they} slid[, {their} {hair} hair flying], all the way to the bottom.>
<2-3:There sat a desert mouse with long legs and a lantern.><4-5:There sat a jerboa, a tiny desert mouse with a lantern.><grown:There sat a jerboa, a tiny desert mouse with long legs and a lantern.>
{trait:meet} <grown:"Another explorer!" said the jerboa, hopping with delight.
"Where are you heading?"><little:"Hello, explorer!" said the jerboa.
Hop, hop!>
<2-9:"To find {recipient}," said {name}.
The jerboa pointed to one low, bright star.
"Follow that one," it said.
"It never wanders."><10-12:"To find {recipient}," said {name}, and the jerboa pointed to one low, bright star. "Follow that one," it advised; "it never wanders.">
{Companion} {ability:fly,guide}.

:: scene adventure.c.3vbkum
setting: snowfield
role: onward
energy: lively

{onward}<little:the snow was deep and soft. Across it ran big round footprints.><grown:the snowy field was deep and soft, and across it ran a line of enormous round footprints.>
<grown:Instead of turning back, {name} followed them, crunch by crunch, to find out who had made them.><little:{name} followed them.
Crunch, crunch.>
{trait:meet} <little:Behind a snowdrift stood a badger. He had tennis rackets on his feet!><grown:Behind a snowdrift stood a badger with two tennis rackets strapped to his back feet.>
<2-9:"Snowshoes!" he said proudly.
"I've a spare pair."><10-12:"Snowshoes!" he announced proudly, "and I've a spare pair.">
<little:{name} strapped them on. Flump, flump, over the deep snow!><grown:{name} strapped them on[ over {their} {colour} slippers] and stomped off, flump, flump, right over the deep snow.>
<little:{Companion} {ability:warm,guide}. {item} {itemTell}.><grown:{Companion} {ability:warm,guide}, and {item} {itemTell}.>

:: scene adventure.c.bh2d2g
setting: waterfall
role: onward
energy: lively

{onward}<little:the waterfall thundered. The spray made {name's} cheeks tingle.><grown:the waterfall thundered into its pool, and the spray made {name's} cheeks tingle.>
<2-9:The path seemed to stop at the water's edge.><10-12:The path seemed to stop abruptly at the water's edge.>
{trait:obstacle} <little:Then {name} saw mossy steps, winding up beside the falls.><grown:Then {name} noticed something: wide, mossy steps winding up beside the falls, well away from the spray.>
<grown:"A secret path," {name} whispered.
"I think it goes all the way round to the other side."><little:"A secret path!" said {name}.>
{Companion} {ability:light,guide}.
<little:They climbed the dry steps, up and over. {item} was {itemHeld}.><grown:Together they climbed the dry steps, past the roaring water, and came down on the far side[, {their} {hair} hair sparkling with mist], with {item} still safe {itemHeld}.>
<8-9:Nobody on the ordinary path would ever know that the waterfall had a secret staircase.><10-12:Anyone keeping to the ordinary path would never guess that the waterfall had a secret staircase, and {name} rather liked knowing.>

:: scene adventure.c.44f0u0
setting: mountain
role: onward
energy: lively

{onward}<little:the mountain path was all loose stones.><grown:the mountain path turned into loose grey stones that slid and rattled underfoot.>
<2-9:Clatter, clatter!
With every step, {name} slid back again.><10-12:The stones clattered, and with every step, {name} slid back again.>
{trait:obstacle} <grown:Then {name} remembered how mountain goats climb: not straight up, but zig to the left and zag to the right.><little:"Zig and zag!" said {name}.
"Like a goat!">
So up {they} went, zig, zag, zig, and the stones stayed still.
{Companion} {ability:lift,guide}.
<8-9:It was slower, but slow was far better than sliding.><10-12:It was slower, certainly, but {name} had discovered that slow and steady beat fast and sliding every single time.>
At the top, {name} patted {item}. "{refrain}," {they} puffed.

:: scene adventure.c.1olxd2t
setting: beach
role: onward
energy: lively

{onward}the beach was silver under the moon.
<2-9:In the wet sand, somebody had drawn a big X.><10-12:In the wet sand, somebody had drawn an enormous X.>
{trait:wonder} "X marks the spot!" said {name}, and began to dig.
<2-9:Scoop, scoop!><10-12:{name} scooped and scooped.>
{Companion} {ability:find,guide}.
<2-9:Under the sand was a little tin box.><10-12:Buried under the sand lay a little tin box.>
<grown:Inside, instead of gold, lay a shell and a note: Explorers' shortcut, this way.><little:Inside were a shell and a note.>
<2-9:An arrow on the note pointed up through the dunes.><10-12:An arrow on the note pointed helpfully up through the dunes.>
<little:{name} kept the shell. Then {they} took the shortcut with {item}.><grown:{name} kept the shell and took the shortcut with {item}, skipping the long bend of the bay.>

:: scene adventure.c.12hw7dc
setting: castle
role: onward
energy: lively

{onward}<little:a castle stood on a hill. Its big door was shut tight.><grown:a castle stood on a hill, and its great door was shut tight.>
<little:On the door was a riddle. What has a face and two hands, but no legs?><grown:Carved into the wood was a riddle: What has a face and two hands, but no arms and no legs?>
{trait:obstacle} {Companion} {ability:light,guide}.
<grown:{name} read the riddle twice, then thought about faces, and hands, and all the things at home that have them.><little:{name} thought, and thought.>
<2-9:"A clock!" cried {name}[, {their} {eyes} eyes lighting up].
Creak!
The door swung open.><10-12:"A clock!" cried {name}[, {their} {eyes} eyes lighting up], and with a creak, the door swung open.>
<little:Inside, a hundred clocks went tick, tock. Through the hall lay the way to {recipient}.><grown:Inside, a hundred clocks were ticking, and straight through the hall lay the way to {destination}.>

:: scene adventure.c.916mi4
setting: clouds
role: onward
energy: lively

{onward}<little:a little cloud floated down, so {name} climbed on.><grown:a little cloud floated down and waited, so {name} climbed on.>
<2-9:Up it rose!><10-12:Up it rose, gently and surprisingly steadily.>
<little:Oh no! It drifted the wrong way, away from {recipient}.><6-9:But then it began to drift the wrong way, away from {recipient}.><10-12:But then, worryingly, it began to drift the wrong way, away from {recipient}.>
{trait:obstacle} <grown:"How do you steer a cloud?" wondered {name}.
Then {they} had an idea, puffed out {their} cheeks, and blew.><little:{name} puffed out {their} cheeks and blew.
Whoo!>
<2-9:Slowly, the cloud turned.
{name} blew again, and it turned some more.><10-12:Slowly, the cloud turned, and when {name} blew again, it turned some more.>
{Companion} {ability:fly,guide}.
<little:Soon they were sailing the right way. {item} was {itemHeld}.><grown:Soon they were sailing the right way[, {their} {hair} hair streaming out behind], with {item} {itemHeld}.>

:: scene adventure.c.1cn10bv
setting: fair
role: onward
energy: lively

{onward}<little:music tinkled from a fair. The way through was the Hall of Mirrors!
A hundred children looked back at {name}. Tall ones, short ones, wiggly ones!><6-9:music tinkled from a fair, and the only way through was the Hall of Mirrors.
Inside, a hundred children in[ {colour}] pyjamas looked back at {name}: tall ones, short ones, and wiggly ones!><10-12:music tinkled from a fair, and the only way through was the Hall of Mirrors, where a hundred children in[ {colour}] pyjamas stared back at {name}: tall ones, short ones and wiggly ones.>
{trait:obstacle} <grown:Every turn looked the same, so {name} put one hand on the wall and kept it there, which is how explorers find their way out of a maze.><little:{name} put one hand on the wall and kept walking.>
{Companion} {ability:comfort}.
<little:Left, right, left again, and out they came, laughing!
{item} {itemTell}.><6-9:Left, right, left again, and out they came into the cool night air, laughing.
{item} {itemTell}.><10-12:Left, right, left again, and out they came into the cool night air, laughing, while {item} {itemTell}.>

:: scene adventure.c.zmfjtm
setting: forest
role: onward
energy: gentle

{onward}<little:deep in the forest stood an old signpost.><grown:deep in the forest stood an old signpost with three arms.>
<2-9:One said To the Moon.
One said To Yesterday.
One said This Way for Puddles.><10-12:One said To the Moon, one said To Yesterday, and one said This Way for Puddles.>
{trait:obstacle} <grown:Not one of them was any use, and for a moment {name} did not know which way to turn.><little:Which way now?
{name} did not know.>
<2-9:Then {name} spotted a fourth arm, lying in the ferns.
{They} brushed off the leaves.><10-12:Then {name} spotted a fourth arm lying in the ferns and brushed off the leaves.>
<2-3:It said: To {recipient}!><4-12:It said: To {destination}!>
<little:{Companion} {ability:lift,guide}. {name} pushed the sign back, pointing the right way.><grown:{Companion} {ability:lift,guide}, and {name} pushed it back into place, pointing the right way.>
<8-9:Now the next traveller would not be lost either.><10-12:It was satisfying to think that the next traveller to come this way, whoever they were, would not be lost either.>

:: scene adventure.c.15wq2og
setting: pond
role: aside
energy: gentle

{onward}<little:the path stopped at tall reeds.><grown:the path ended at a wall of tall reeds by the pond.>
<2-9:"Oops," said {name}.
"Wrong way."><10-12:"Oops," said {name}, "wrong way.">
<little:Then {name} saw a soft blue glow in the reeds.><grown:But just as they turned round, {name} noticed a soft blue glow, low down between the stems.>
{trait:wonder} <grown:{name} crouched, parted the reeds like curtains, and gasped.><little:{name} peeped through.
Oh!>
There lay a hidden pool, where water lilies glowed like lanterns.
{Companion} {ability:cross,guide}.
<little:"A wrong turn that was just right!" said {name}. {They} held {item} close.><grown:"A wrong turn that was exactly right," said {name}[, {their} {hair} hair tinted blue by the glow], holding {item} close.>
<8-9:Some of the best places, {name} decided, can only be found by getting lost first.><10-12:Some of the loveliest places, {name} decided, can only be found by taking a wrong turn first and paying attention afterwards.>

:: scene adventure.c.1ypntcu
setting: treehouse
role: onward
energy: gentle

{onward}<little:an old oak held a treehouse. A rope ladder hung down.><grown:an old oak held a treehouse in its arms, with a rope ladder dangling down.>
<2-9:"Best view in the land!" called a woodpecker from the top.><10-12:"Best view in the land!" called a woodpecker cheerfully from somewhere near the top.>
{trait:meet} {name} climbed up, rung by rung[, {their} {colour} slippers gripping tight].
<grown:From the lookout, the whole land lay spread out like a patchwork quilt: the river, the woods, the hills.><little:From the top, {name} could see everything!>
<little:"There's the way to {recipient}!" said {name}.><6-9:"There it is!" said {name}, pointing the way to {destination}.><10-12:"There it is!" exclaimed {name}, pointing out the way to {destination}.>
{Companion} {ability:fly,guide}.
<little:Down a slippery pole they went, whizz, bump!><grown:Then down a slippery pole they went, whizz, bump, and on their way.>

:: scene adventure.c.1k6s66y
setting: orchard
role: aside
energy: gentle

{onward}<little:the trees were heavy with apples. One held a nest.><grown:the orchard trees were heavy with apples, and one held a nest on its lowest branch.>
Inside lay three blue eggs, smooth as pebbles.
{trait:wonder} <grown:{name} longed to hold one, just for a moment, but a small brown bird was watching from the next tree, all fluffed up with worry.><little:{name} wanted to touch one.
But a little bird looked worried.>
<2-9:So {name} stepped back.
"We're only looking," {they} whispered.
The bird settled, happy again.><10-12:So {name} stepped back and whispered, "We're only looking," and the bird settled, content again.>
{Companion} {ability:hush,comfort}.
<8-9:Explorers, {name} thought, find things; they don't have to take them.><10-12:A real explorer, {name} decided, could find something precious and leave it exactly where it belonged, and feel richer for it.>
Quietly, {name} carried {item} on.

:: scene adventure.c.1hwbq0q
setting: reef
role: onward
energy: gentle

{onward}<little:a glass bubble took {name} under the sea.><grown:a big glass bubble carried {name} down under the sea, to the reef.>
<little:Pink coral waved. Tiny fish flickered past like sparks.><grown:Pink coral waved, and tiny fish flickered past like sparks[, and {name's} {eyes} eyes grew wide].>
<2-9:But one little striped fish was swimming in circles.
"I've lost my shoal," it bubbled.><10-12:But one little striped fish was swimming in anxious circles, bubbling, "I've lost my shoal.">
{trait:help} {name} thought hard.
<2-9:"Fish like light," {they} said.
"Let's make some."><10-12:"Fish like light," {they} reasoned, "so let's make some.">
{Companion} {ability:light,guide}.
<grown:Out of the dark swam the whole striped shoal.><little:Out swam all the other fish!>
<grown:Then the happy shoal nudged the bubble through a secret gap in the coral.><little:Nudge, nudge went the fish.>
<little:Up bobbed the bubble, nearer to {recipient}.><grown:The bubble bobbed up by the shore, much nearer to {recipient}.>

:: scene adventure.c.ilcr0e
setting: village
role: onward
picture: none
energy: gentle

{onward}<little:the village was asleep. But a mouse with a postbag was scratching her head.><grown:the village was asleep, except for a mouse with a postbag, scratching her head.>
<2-9:"The rain washed the numbers off the doors," she squeaked.
"Where does Number Seven live?"><10-12:"The rain washed the numbers off the doors," she squeaked, "so where does Number Seven live?">
{trait:help} <grown:{name} walked slowly along the little houses, looking closely at every door, the way explorers look for clues.><little:{name} looked at every door, one by one.>
There, half hidden under the ivy, was a tiny 7!
<little:{Companion} {ability:lift,guide}. The letter dropped through the slot.><grown:{Companion} {ability:lift,guide}, and the letter dropped through the slot.>
<little:"Thank you!" said the mouse. She showed them a quick way to {recipient}.><grown:"Thank you!" said the mouse, and led them down a secret alley, the quickest way to {recipient}.>

:: scene adventure.c.1wzhrhj
setting: library
role: onward
energy: gentle

{onward}a library stood open all night.
<little:On the top shelf sat a very big book. It had its own ladder!><grown:On the top shelf sat a book so big it had its own ladder.>
{trait:meet} "That's the Book of Every Road," said a little shrew.
"Would you like to look?"
{Companion} {ability:lift,guide}.
<grown:{name} turned the heavy pages[, past a whole chapter about {interest},] and traced the way with one finger: over the hill, round the lake, and on to {destination}.><little:{name} found the page.
There was the way to {recipient}!>
<little:"Thank you," said {name}. {item} {itemTell}.><grown:"Thank you," said {name}, and {item} {itemTell}.>
<8-9:Knowing the way felt like carrying a lantern inside.><10-12:Knowing the way, {name} found, was like carrying a small lantern inside {them}, warm and steady however dark the road became.>

:: scene adventure.c.1xpel0x
setting: farm
role: onward
energy: gentle

{onward}<little:three ducklings were jumping at the farm gate.><grown:by the farm gate, three ducklings were jumping up and down.>
<2-9:"What's on the other side?" they quacked.
"We've never, ever seen!"><10-12:"What's on the other side?" they quacked, "because we've never, ever seen.">
{trait:meet} {name} had often wondered that too.
<little:{Companion} {ability:lift,guide}. {name} held each duckling up to peep over.><grown:{Companion} {ability:lift,guide}, and {name} held each duckling up to peep over.>
<6-9:"A hill!"
"A path!"
"The whole wide world!" they cried.><little:"The whole world!" they quacked.
Flap, flap!><10-12:"A hill! A path! The whole wide world!" they cried, astonished by everything at once.>
<2-9:"One day you'll explore it," said {name}.><10-12:"One day you'll explore it yourselves," {name} promised them.>
<little:Their mother quacked her thanks. Clip-clop! The carthorse gave {name} and {item} a ride.><grown:Their mother quacked her thanks and called the old carthorse, who carried {name} and {item} right across the farm to the far gate.>

:: scene adventure.c.rdeila
setting: island
role: onward
energy: gentle

{onward}<little:a little round island sat by the shore. It had one palm tree.><grown:a small, round island sat close to the shore, with one palm tree on top.>
<2-9:{name} stepped onto it[ in {their} {colour} slippers].
It was warm.
Then the island breathed: in, and out.><10-12:{name} stepped onto it[ in {their} {colour} slippers] and found it warm, and then, unmistakably, the island breathed: in, and out.>
{trait:wonder} {Companion} {ability:light,guide}.
<grown:{name} crouched down and looked closely: under a dusting of sand were the great green plates of a shell.><little:{name} looked closer.
It was a shell!
A giant turtle!>
<2-9:"Goodness," yawned a sleepy voice.
"Going my way?"><10-12:"Goodness," yawned a sleepy voice, "are you going my way?">
<little:Paddle, paddle, slow and steady. The turtle took them to {recipient}.><grown:And the turtle paddled them off, slow and steady, towards {recipient}.>

:: scene adventure.c.i5xh72
setting: meadow
role: aside
energy: gentle

{onward}the meadow grass was long and silvery.
{Companion} {ability:find,guide}.
<little:In a mossy bank was a door. It was as small as a jam jar!><grown:In a mossy bank was a door no taller than a jam jar.>
{trait:wonder} {name} knelt and knocked politely.
<little:The door swung open. Whoosh! {name} shrank, small as a thimble!
Daisies were tall as trees!
A ladybird gave them a ride.><6-9:The door swung open, and whoosh, {name} shrank, small as a thimble[, {colour} slippers and all]!
Now the daisies were as tall as trees, and a ladybird offered them a ride.><10-12:The door swung open, and whoosh, {name} shrank to the size of a thimble[, {colour} slippers and all], so that the daisies towered like trees and a passing ladybird offered them a ride.>
<little:Bump, bump, over petals and under leaves they went.
Pop! {name} was big again. {They} checked on {item}.><6-9:Bump, bump, over petals and under leaves they went.
At the far side, {name} popped back to size and checked on {item}.><10-12:Bump, bump, they went, over petals and under leaves, until at the far side {name} popped back to size and checked on {item}.>

:: scene adventure.c.n8ayfy
setting: hilltop
role: onward
energy: calm

{onward}<little:on top of the hill stood an old telescope.><grown:on top of the grassy hill stood a very old telescope, pointing at the night.>
{name} climbed onto the stool and looked through.
{trait:wonder} <grown:Every star had a name beside it in tiny silver letters, all except one small, shy star near the edge.><little:Every star had a name.
All but one.>
"You found it," whispered {companion}, "so you may name it."
<little:{name} thought and thought. Then {they} whispered a name.><grown:{name} thought for a long moment, then whispered a name[ that had something to do with {interest}].>
<2-9:The little star twinkled twice.><10-12:The little star twinkled twice, as if pleased.>
<8-9:Now there would always be one star in the sky that belonged to {name}.><10-12:It was a wonderful, dizzying thought: among all those millions, there would now always be one small star that belonged to {name}.>
{Companion} {ability:fly,guide}.
<little:The new star shone the way to {recipient}.><grown:The new star hung right over {destination}, like a lamp left on.>

:: scene adventure.c.1cfn9j1
setting: forest
role: onward
energy: calm

{onward}<little:a soft white fog crept in. {name} could hardly see {companion}!><grown:a soft white fog crept between the trees, until {name} could hardly see {companion}, even close by.>
{trait:rest} <grown:"Let's listen instead of looking," {name} whispered, and {friends} stood very still.><little:"Let's listen," whispered {name}.
Shh.>
Drip, went the leaves[ onto {name's} {hair} hair].
<2-9:Far off, something tinkled, like tiny bells.
{name} followed the sound, one slow step at a time.><10-12:Far off, something tinkled like tiny bells, and {name} followed the sound, one slow step at a time.>
{Companion} {ability:hush,guide}.
<little:Out of the fog came a tree of wind chimes. Beyond it lay the path to {recipient}.><grown:Out of the fog came a tree hung with wind chimes, and beyond it, the path on towards {recipient}.>
<8-9:{name's} ears, it turned out, were as good as any map.><10-12:It turned out that {name's} ears, given a quiet moment and a little patience, were every bit as good as a map.>

:: scene adventure.c.dqyie
setting: cave
role: aside
energy: calm

{onward}the cave was cool and quiet.
<little:{Companion} {ability:light,guide}. There were paintings on the walls: moons, stars and boats!><grown:{Companion} {ability:light,guide}, and the walls came alive with paintings: moons, stars, boats, and little people walking.>
<grown:"Explorers painted these, long, long ago," whispered {name}, and touched one gently.><little:"Old explorers drew these," whispered {name}.>
{trait:wonder} Beside the paintings were handprints, dozens of them, big and small.
<2-9:{name} pressed {their} own hand next to the smallest one.
It fitted just right.><10-12:{name} pressed {their} own hand next to the smallest one, and it fitted perfectly.>
<8-9:For a moment, it felt as if all those explorers were walking beside {them}.><10-12:For one long moment it felt as if all those explorers from long ago were walking quietly beside {them}, glad of the company.>
<little:Softly, {name} carried {item} on.><grown:Softly, {name} carried {item} on, towards {destination}.>

:: scene adventure.c.1lwv2aa
setting: beach
role: onward
energy: calm

{onward}<little:a sandy path ran across the bay. But the sea covered it, lap, lap, lap.><grown:a sandy path ran across the bay to the rocks, but the sea was covering it, lapping softly back and forth.>
<2-9:"The tide will go out soon," said {companion}.
"We just have to wait."><10-12:"The tide will go out soon," said {companion}, "so we just have to wait.">
{trait:rest} <grown:Waiting was not {name's} favourite thing, but {they} sat on a smooth rock and counted the waves, slow and silver.><little:So {name} sat and counted waves.
Swish.
Swoosh.>
{Companion} {ability:hush,comfort}.
<little:Slowly, the water slid away. There was the path, shining and wet!><grown:Slowly, the water slid away, and there was the path, shining and wet.>
{name} checked on {item}, and off they went.
<8-9:Waiting, it turned out, could be part of an adventure too.><10-12:Waiting, {name} discovered with some surprise, could be part of an adventure too, as long as you had waves to count.>

:: scene adventure.c.12nxcjd
setting: mountain
role: aside
energy: calm

{onward}<little:halfway up the mountain, {name's} legs felt like jelly.><grown:halfway up the mountain, {name's} legs began to feel like jelly.>
<little:"Let's rest," said {companion}. They sat on a flat rock[ and talked about {interest}].><grown:"Let's rest," said {companion}, and they sat on a flat rock[ and talked about {interest}].>
{trait:rest} <grown:From up there, {name} could see the whole winding path, all the way back down to the twinkling lights of home.><little:{name} looked back.
There was home, tiny and twinkly!>
"Look how far we've come," {name} said softly.
{Companion} {ability:warm,comfort}.
<8-9:The top did not seem nearly so far, now that {name} could see the bottom.><10-12:Oddly, the top seemed much closer once {name} had looked back and seen how far {they} had already climbed.>
<little:Then off they set again, towards {recipient}.><grown:Then, rested, they set off again towards {destination}.>

:: scene adventure.c.11lx47f
setting: river
role: onward
energy: calm

{onward}<little:a raft was tied to the bank. {name} and {companion} climbed on. The slow river carried them along.><grown:a raft of driftwood was tied to the bank, so {name} and {companion} climbed aboard and let the slow river carry them.>
<grown:Frogs sang from the lily pads, and the moon floated along beside them in the water, keeping them company.><little:Croak, sang the frogs.
The moon floated beside them.>
{trait:rest} <little:The river split in two. {name} trailed a hand in the water and thought.
"This way," {they} said at last, and chose the narrow one.><6-9:Where the river split in two, {name} trailed a hand in the cool water[, {their} {colour} sleeve rolled up,] and thought.
"This way," {they} said at last, and chose the narrow one.><10-12:Where the river split in two, {name} trailed a hand in the cool water[, {their} {colour} sleeve rolled up,] and considered, until at last {they} chose the narrow one: "This way.">
{Companion} {ability:hush,guide}.
<little:The raft turned and drifted on towards {recipient}.><grown:The raft turned gently, and drifted on towards {destination}.>

:: scene adventure.c.132yxwc
setting: moon
role: aside
energy: calm

{onward}<little:the moon was silver, and very, very quiet.><grown:the moon was grey and silver and very, very quiet.>
Every step was slow and floaty, like walking on a bouncy bed.
{trait:wonder} <grown:{name} looked back at {their} footprints, and {companion} whispered that on the moon, footprints stay for ever.><little:{name's} footprints would stay there for ever.>
<2-9:Far away hung the Earth, blue and round.
{name} found the tiny spot where home would be, and waved.><10-12:Far away hung the Earth, blue and round, and {name} found the tiny spot where home would be, and waved.>
{Companion} {ability:guide}.
Then, holding {item} close, {name} floated slowly on.
<8-9:One day, another explorer might find those footprints and wonder who had made them.><10-12:{name} liked to think that one day another explorer might come across those footprints and wonder who on earth had made them.>

:: scene adventure.c.1gx21im
setting: lighthouse
role: onward
energy: calm

{onward}<little:a striped lighthouse stood on the rocks. Its door was open.><grown:a striped lighthouse stood on the rocks, and its door was open.>
<2-9:{name} climbed the winding stairs, round and round, counting softly.
At the top, the great lamp turned, slow as a yawn.><10-12:{name} climbed the winding stairs, round and round, counting softly, to the top, where the great lamp turned, slow as a yawn.>
<grown:Each time its beam swept over the land, {name} saw a little more of the way: the bay, the dunes, the dark hills beyond.><little:Swoosh went the light.
There was the way!>
{trait:rest} <little:{name} drew the path on the glass with one finger. It went all the way to {recipient}.><grown:{name} breathed on the glass and drew the path with one finger, all the way to {destination}.>
{Companion} {ability:hush,comfort}.
<8-9:It was like watching the night draw its own map.><10-12:It was like watching the night slowly draw its own map, one patient sweep of light at a time.>

// Endings: home again, the quest remembered by name, sleep.

:: ending adventure.e.qxajes
setting: bedroom
closes: explorer-wanted-note

<little:{name} wriggled down in bed. Only {their} nose peeped out!><grown:Back in bed, {name} wriggled down[ under the {colour} quilt] until only {their} nose peeped out.>
<grown:{Companion} propped the paper aeroplane, EXPLORER WANTED, against {name's} slippers, ready for the next adventure.><little:The paper plane waited by the slippers.>
"Where did we go tonight?" whispered {companion}.
<2-9:"Everywhere," said {name}, with a yawn.
{They} thought of {recipient}, and smiled.><10-12:"Everywhere," yawned {name}, smiling at the thought of {recipient}.>
<8-9:The world was enormous, {name} thought, but it had a bed in it, and the bed was exactly the right size.><10-12:The world was enormous, {name} thought drowsily, but somewhere in the middle of it was a bed that was exactly the right size.>
<little:Then {their} eyes closed. Sleep came in like a slow, soft tide.><grown:Then {their} eyes closed, and sleep came in like a slow, soft tide.>

:: ending adventure.e.vtqp6i
setting: bedroom

<2-9:Tucked up tight, {name} tried counting sheep.
But the sheep kept turning into adventures.
One secret path.
Two tall mountains.
Three splashy puddles.><10-12:Tucked up tight, {name} tried counting sheep, but the sheep kept stubbornly turning into adventures: one secret path, two tall mountains, three splashy puddles.>
<grown:And {recipient}, happy at last, all because of one small explorer.><little:And {recipient}, happy at last.>
<2-9:{Companion} chuckled softly from the end of the bed.
"That's the best way to fall asleep," {companion} whispered.><10-12:{Companion} chuckled softly from the end of the bed and whispered, "That's the very best way to fall asleep.">
Four.
Five.
<little:{name's} counting grew slower and slower. Somewhere round six, {they} was fast asleep.><grown:{name's} counting grew slower and slower, and somewhere round six, {they} was fast asleep.>

:: ending adventure.e.pq6hkk
setting: bedroom
closes: leaf-map

<little:The leaf map lay on the sill. In bed, {name} drew a new map in the air.><grown:With the leaf map safe on the windowsill, {name} lay in bed and drew a new map in the air with one finger.>
<2-9:"Here's our house," {they} murmured.
"And here's the way we went, all wiggly."><10-12:"Here's our house," {they} murmured, "and here's the way we went, wiggling all over the place.">
<grown:"And here," said {companion}, tapping the very middle, "is where you made {recipient} smile."><little:"And here is where {recipient} smiled," said {companion}.>
<little:{name} kept the map safe inside {their} head.><grown:{name} folded the map up small inside {their} head, and kept it there.>
<8-9:Some maps, {name} decided, are best kept where nobody can ever lose them.><10-12:Some maps, {name} decided, half asleep, are far too precious for paper, and are best kept where nobody can ever lose them.>
Then, with a long, slow yawn, the explorer fell asleep.

:: ending adventure.e.18ss2e0
setting: bedroom
closes: explorer-wanted-note

<little:{Companion} set the paper plane by the lamp. "Explorers need a home," {companion} said.><grown:"Every explorer needs a home to come back to," said {companion}, setting the paper aeroplane by the lamp.>
<2-9:{name} snuggled into the pillow.><10-12:{name} snuggled gratefully into the pillow.>
<little:The bed was warm. The room was dim. The night was huge and kind.><grown:The bed was warm, the room was dim, and the night outside was huge and kind.>
<grown:Somewhere out there, {recipient} was settling down to sleep as well.><little:Far away, {recipient} was sleeping too.>
<2-9:"Will you come exploring again?" mumbled {name}.
"Always," said {companion}.><10-12:"Will you come exploring again?" mumbled {name}, and {companion} answered, without hesitation, "Always.">
{name's} eyes closed, and the great explorer drifted off to sleep.

:: ending adventure.e.1muttrb
setting: bedroom

The house was quiet.
<little:{name} climbed into bed. {Companion} tucked the covers in.><grown:{name} climbed into bed[, {their} {hair} hair still ruffled by the wind], and {companion} tucked the covers in.>
<grown:It was strange to think that only a little while ago, they had been so far away, with {item}.><little:They had gone so far with {item}!>
<little:Now there was only the clock. Tick, tock, in the soft, warm dark.><grown:Now there was only the tick of the clock and the soft, warm dark.>
<2-9:"Thank you for exploring with me," whispered {name}.
"Thank you for choosing the way," said {companion}.><10-12:"Thank you for exploring with me," whispered {name}, and {companion} replied, "Thank you for choosing the way.">
And then, at last, {name} fell asleep.

:: ending adventure.e.16z61kx
setting: bedroom

<little:From bed, {name} could see the dark hills.><grown:From bed, {name} could see the dark hills through the gap in the curtains.>
<2-9:Tonight {name} had been out there, over those hills and beyond.
Now the hills looked small and sleepy.><10-12:Tonight {name} had travelled out there, over those hills and beyond, yet now they looked small and sleepy.>
<little:{Companion} gave a long, slow yawn.><grown:At the foot of the bed, {companion} gave a long, slow yawn.>
<grown:{name} thought of {recipient}, far away on the other side, and gave a little wave.><little:{name} waved to {recipient}, far away.>
"Goodnight, hills," {they} whispered.
"Goodnight, sky."
<8-9:It felt good to know that the world was wide, and that home was right here in the middle of it.><10-12:It was a deep, quiet comfort to know that the world was wide, and that home sat snugly in the very middle of it.>
<little:{name's} eyes grew heavy, and closed.><grown:{name's} eyes grew heavy, and closed[, {their} {hair} hair spread over the pillow].>

:: ending adventure.e.mdjo41
setting: bedroom

Moonlight lay across the bed like a silver blanket.
<little:{name} pulled the real blanket up too, just to be sure.><grown:{name} pulled the real blanket up too[, the {colour} one], just to be sure.>
<grown:{Companion} curled up close, warm and still, and the house breathed slowly all around them.><little:{Companion} curled up close.
The house was still.>
<2-9:"Do you think {recipient} is smiling?"
{name} asked, very softly.
"I know so," said {companion}.
{name} smiled too.><10-12:"Do you think {recipient} is smiling?" {name} asked, very softly, and when {companion} said, "I know so," {name} smiled too.>
<8-9:It had been a small thing to do, and also a very big one.><10-12:It had been only a small thing to do, {name} thought sleepily, and yet to {recipient} it must have felt enormous.>
Then {they} closed {their} eyes and drifted into dreams.

:: ending adventure.e.r93fxw
setting: bedroom
closes: mountain-book

"Where shall we go next time?" whispered {name}, eyes already half shut.
<little:"The back of the mountain book," said {companion}.
"But not tonight.
Tonight is for sleeping."><6-9:"The back of the mountain book, where nobody has ever been," said {companion}.
"But not tonight.
Tonight is for sleeping."><10-12:"The back of the mountain book, where nobody has ever been," said {companion}, "but not tonight; tonight is for sleeping.">
<little:{name} thought about {item} and {recipient}. And about the long, winding way.><grown:{name} thought about {item}, and about {recipient}, and about the long, winding way.>
<grown:It had been the best sort of adventure: the kind that ends with everyone exactly where they belong.><little:Now everyone was where they belonged.>
{name} let out a long, slow breath, and slept.

:: ending adventure.e.1wmegco
setting: bedroom

<little:The bedroom felt small and snug, like a nest.><grown:After all those wide, wild places, the bedroom felt small and snug, like a nest.>
<little:{name} listened. Creak went the stairs. Hum went the fridge. Whoo went the wind.><grown:{name} listened: the creak of the stairs, the hum of the fridge, the wind in the chimney.>
Home sounds.
<grown:Far away, {recipient} was listening to home sounds too, tonight, because of {name}.><little:Far away, {recipient} was happy too.>
<8-9:Going far had been wonderful; coming home, {name} found, was wonderful too.><10-12:Travelling so far had been wonderful, but coming home again, {name} found, was a different kind of wonderful, quieter and warmer.>
{Companion} yawned, and {name} yawned, and then they were both asleep.

:: ending adventure.e.xbhkxh
setting: bedroom

<little:{name's} legs felt heavy. It was the good kind of heavy.><grown:{name's} legs felt heavy, the good kind of heavy that comes from going a long way.>
"How far did we go?" {they} asked.
<2-9:"About a hundred miles," said {companion}, "and a few hops."
{name} laughed sleepily.
Every one of those miles had been for {recipient}.><10-12:"About a hundred miles," said {companion}, "and a few hops," and {name} laughed sleepily, knowing that every one of those miles had been for {recipient}.>
<grown:{Companion} tucked the quilt round {name's} tired toes[ in {their} {colour} socks], one at a time.><little:{Companion} tucked in {name's} tired toes.>
<8-9:It was the kind of tired that felt like a prize.><10-12:It was the best kind of tired, the kind you earn honestly, and it felt almost like being handed a prize.>
One more yawn, and {name} was asleep.

:: ending adventure.e.1o0drbb
setting: bedroom

<little:Tucked in at last, {name} whispered softly. "{refrain}."><grown:Tucked in at last, {name} whispered the words of the night one more time: "{refrain}.">
<2-9:But now they came out soft and slow, like a lullaby.
{Companion} hummed them back.><10-12:But now they came out soft and slow, like a lullaby, and {companion} hummed them gently back.>
<grown:Far away, {recipient} was safe and happy, and the whole long way lay quiet under the stars.><little:Far away, {recipient} was happy.>
<8-9:Even the longest adventure can fit inside one night, if you hold it carefully.><10-12:Even the longest adventure, it seemed, could fit inside a single night, provided you held it carefully enough.>
{name's} eyes closed before the last note had faded.

:: ending adventure.e.1vvtnn8
setting: bedroom
closes: leaf-map

<little:The leaf map lay on the sill. Outside, stars twinkled like pins on a map.><grown:The leaf map lay on the sill, and beyond it the stars twinkled like pins on a great map of the sky.>
<grown:Each one marked a place still waiting to be explored: an island, a mountain, a forest nobody had named.><little:Each star was a place to explore.>
<2-9:"Not tonight," whispered {name}, snuggling down.
"Tonight I've been far enough."><10-12:"Not tonight," whispered {name}, snuggling down contentedly. "Tonight I've travelled quite far enough.">
<little:{name} thought of {recipient}. {item} was safe where it belonged.><grown:{name} thought of {recipient}, and of {item}, safe where it belonged.>
<2-9:{Companion} gave {sound}.
And the small explorer fell fast asleep.><10-12:{Companion} gave {sound}, and the small explorer fell fast asleep.>

:: ending adventure.e.rdgzc9
setting: bedroom
closes: mountain-book

<little:{Companion} kept watch from the windowsill, like a lookout.><grown:{Companion} settled on the windowsill to keep watch, like a lookout at the top of a mast.>
"All's well," {companion} whispered.
<little:{name} smiled into the pillow, thinking of {recipient}.><grown:{name} smiled into the pillow[, {their} {hair} hair tumbling over it], thinking of {recipient}.>
<grown:Everything was where it should be: the mountain book shut on the shelf, and one tired explorer tucked up tight.><little:The mountain book was shut. Everything was where it should be.>
<8-9:The night was still full of adventures, but they could wait until tomorrow; they always would.><10-12:The night was still full of adventures, of course, but they would wait patiently until tomorrow, the way good adventures always do.>
{name's} breathing grew slow and deep, and {they} drifted off to sleep.

:: ending adventure.e.b70abd
setting: bedroom

{name} began to tell {companion} all about it, in a whisper.
"And then we went... and then {recipient}... and then..."
<2-9:The words came slower and slower, like a music box winding down.><10-12:The words came slower and slower, like a music box gradually winding down.>
<grown:{Companion} did not mind one bit, because {companion} had been there for every single step.><little:{Companion} listened and smiled.>
<8-9:Some stories are too big to finish in one go, and that is fine, because there is always tomorrow.><10-12:Some stories are far too big to tell in one go, which is perfectly all right, since tomorrow can finish them.>
Somewhere in the middle of the best bit, {name} fell asleep.

:: ending adventure.e.slipper-harbour
setting: bedroom

<little:{name's} slippers sat by the bed. They looked like two little boats, home in harbour.><6-9:{name's} slippers sat by the bed, like two small boats home in harbour.><10-12:{name's} slippers rested beside the bed, like two small boats moored safely in harbour.>
<little:{Companion} tucked the quilt in tight.><6-9:{Companion} tucked the quilt in tight, the way sailors tie up a boat.><10-12:{Companion} tucked the quilt in firmly, the way sailors secure a boat for the night.>
<little:{name} thought of {destination}, far away now. {recipient} was smiling.><6-9:{name} thought of {destination}, far across the dark, and {recipient}, smiling tonight.><10-12:{name} pictured {destination}, distant now across the darkness, and {recipient}, smiling tonight.>
<little:"Where next?" whispered {companion}.
"Somewhere new," said {name}.><6-9:"Where shall we sail next?" whispered {companion}.
"Somewhere with a name I can't spell," mumbled {name}.><10-12:"Where shall we sail next?" whispered {companion}, and {name} mumbled, "Somewhere I can't even pronounce yet.">
<little:Then the little harbour went still. {name} slept.><6-9:Then the whole harbour went still, and {name} drifted off to sleep.><10-12:Then the whole harbour grew still, and {name} drifted into sleep.>

:: ending adventure.e.pillow-island
setting: bedroom

<little:The bed was a warm little island. The quilt was a soft sea.><6-9:The bed was a warm little island, and the quilt was a soft sea.><10-12:The bed was a warm island now, and the quilt around it a soft sea.>
<little:{Companion} curled up on the rug by the shore.><6-9:{Companion} curled up on the rug by the shore.><10-12:{Companion} settled on the rug beside the shore.>
<little:Far past the sea was {destination}. {name} had been there!><6-9:Far beyond that sea lay {destination}.
Tonight {name} had been there.><10-12:Beyond that sea lay {destination}, and tonight {name} had travelled there.>
<little:{name} had carried {item} so far! All for {recipient}.><6-9:{name} had carried {item} all that way, for {recipient}.><10-12:{name} had carried {item} every mile, for {recipient}.>
<little:Tonight's places were safe inside {name} now. Like shells in a pocket.><6-9:Tonight's places were tucked inside {name} now, like shells in a pocket.><10-12:Every place {name} had discovered was tucked inside now, like shells in a pocket.>
<little:The soft sea rocked. {name} fell asleep.><6-9:The soft sea rocked the little island, and {name} fell asleep.><10-12:The soft sea rocked the island, and {name} fell asleep.>

:: ending adventure.e.best-bit
setting: bedroom

<little:{name} lay in bed, eyes half shut. {Companion} patted the pillow.><6-9:{name} lay in bed, eyes half shut, while {companion} smoothed the pillow.><10-12:{name} lay in bed, eyes half closed, while {companion} smoothed the pillow.>
<little:"What was the best bit?" asked {companion}.><6-9:"Which was the best bit?" asked {companion}.
"The going, or the getting there?"><10-12:"Which was best," asked {companion} softly, "setting off, or arriving?">
<little:{name} thought of the long way, and {item}. And {destination} at the end!><6-9:{name} thought about the long way, {item}, and {destination} at the end.><10-12:{name} turned over the long way, {item} and {destination}, and could not possibly choose.>
<little:"Every bit," {they} said.><6-9:"Every bit," {they} said at last.><10-12:"Every single bit," {they} said at last.>
<little:"A real adventure, then," said {companion}.><6-9:"Then it was a real adventure," said {companion}.><10-12:"Then it was a genuine adventure," said {companion}, sounding satisfied.>
<little:{name} smiled. Then {they} was asleep.><6-9:{name} smiled, and the smile was still there when {they} fell asleep.><10-12:{name} smiled, and the smile lingered long after {they} had fallen asleep.>

:: ending adventure.e.way-back
setting: bedroom

<little:{name} lay still and went over the way home.><6-9:Snug in bed, {name} went over the way home in {their} head.><10-12:Snug in bed, {name} slowly retraced the journey in {their} head.>
<little:Back from {destination}. Back through the night. Back to bed.><6-9:Back from {destination}, back through the dark, back to this warm bed.><10-12:Back from {destination}, through the vast, dark night, to this bed.>
<little:{Companion} snuggled close. "I was there too," {companion} whispered.><6-9:{Companion} snuggled close. "I saw it all," {companion} whispered.><10-12:{Companion} snuggled closer and whispered, "I witnessed every moment.">
<little:{recipient} was happy. {item} had got there!><6-9:{recipient} was happy, and {item} had got where it was going.><10-12:{recipient} was happy, and {item} had arrived where it was meant to be.>
<little:Knowing the way home felt good.><6-9:Knowing the way home made the wide world feel friendly.><10-12:Knowing the way home, {name} thought, made the enormous world friendly.>
<little:At the end of the way was sleep.><6-9:And at the end of the way, sleep was waiting.><10-12:At the very end of the road home, sleep was waiting.>
