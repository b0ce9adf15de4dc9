// Courage: the theme's openings, its quests (each followed by its set-ups and pay-offs), its scenes and its endings.
// How to write for it: ../README.md. The journeys every theme shares are in ../journeys.story.
theme: Courage

// Openings: home at bedtime; the companion arrives. Quest-neutral.

:: opening courage.o.uwexi9
setting: bedroom
opens: dressing-gown-stranger

<2-9:The wind was up tonight.
It whistled down the chimney and rattled the window, whoo, whoo.
{name} lay very still.><10-12:The wind was up tonight, whistling down the chimney and rattling the window, while {name} lay deliberately still.>
<grown:On the back of the door, the dressing gown swayed, and in the dark it looked like a tall, lumpy stranger.><little:The dressing gown on the door looked like a giant.>
<2-9:{name} took one brave breath and sat up to look properly.
It was only a dressing gown after all.><10-12:{name} took one brave, steadying breath and sat up to look properly; it was, of course, only a dressing gown.>
<little:Then the window blew open. In tumbled {companionIntro}![ Flump, right on {name's} {colour} slippers.]><grown:Then the window blew open, and in tumbled {companionIntro}[, landing right on {name's} {colour} slippers].>
"That was a brave look," said {companion}.

:: opening courage.o.1mendok
setting: bedroom

All evening, thunder had grumbled over the rooftops.
<little:{name} had counted after each flash. One, two, three! Each time, the storm was further away.><grown:{name} had counted between the flashes, one, two, three, and each time the storm was further away.>
Now there was only the drip, drip of the gutter.
<grown:{name} lifted the curtain to look out at the shiny, washed-clean night.><little:{name} peeked out at the wet night.>
<little:On the windowsill sat {companionIntro}. Shake, shake went the raindrops!><grown:On the windowsill, shaking raindrops off, sat {companionIntro}.>
"I heard you counting," said {companion}.
"Shall we go and see what the storm left behind?"
<8-9:{name} had been wobbly all through the storm, and it felt good that somebody had heard the counting.><10-12:{name} had felt wobbly all through the storm, so it was a quiet relief to discover that somebody had been listening to the counting.>

:: opening courage.o.1ngae6m
setting: garden
picture: snow

Snow had been falling since teatime.
<little:Now the garden lay white and hushed. Every bush wore a soft, round hat!><grown:Now the garden lay white and hushed under the moon, and every bush wore a soft, round hat.>
<2-9:{name} had never been outside after bedtime.><10-12:Never before had {name} ventured outside after bedtime.>
<grown:The dark beyond the gate looked very deep indeed, but the snow was calling.><little:The dark looked big.
But the snow looked fun.>
<little:{name} pulled on boots[ and a {colour} bobble hat]. Then {they} opened the back door.><grown:{name} pulled on boots[ and a {colour} bobble hat] and opened the back door.>
Crunch, crunch.
<little:On the lawn stood {companionIntro}. Wave, wave!><grown:In the middle of the lawn, waving, stood {companionIntro}.>
<8-9:Somewhere a blackbird shook snow from a branch, and the whole garden seemed to hold its breath.><10-12:Somewhere a blackbird shook a little snow from a branch, and then the whole garden seemed to hold its breath, waiting to see what {name} would do.>

:: opening courage.o.1f3shbs
setting: bedroom

<2-9:Tap.
Tap-tap.
Something was knocking at the bedroom window.
{name} pulled the covers up to {their} nose.><10-12:Something tapped at the bedroom window, paused, and tapped again, so {name} pulled the covers up to {their} nose.>
<2-9:Tap-tap-tap.
"It's just the wind," {name} whispered, but the tapping did not stop.><10-12:"It's only the wind," {name} whispered, unconvinced, but the tapping continued, patient and insistent.>
<grown:So {name} slid out of bed, tiptoed across the cold floor, and pulled back the curtain.><little:So {name} got up and looked.>
<2-9:It wasn't a branch at all.><10-12:It wasn't a branch, as {name} had half hoped.>
<little:There at the glass was {companionIntro}! What a hopeful smile.><grown:There at the glass, smiling hopefully, was {companionIntro}.>
<8-9:{name} let out a long breath {they} had not known {they} was holding.><10-12:{name} let out a long breath {they} had not known {they} was holding, and felt a little foolish, and very glad.>

:: opening courage.o.i7va1s
setting: bedroom

{name} was just slipping into a dream.
<little:In the dream there was a round blue door. Behind it, someone was humming.><grown:In the dream there was a door, round and blue, and behind it someone was humming.>
<8-9:It was the kind of humming that made you feel you were expected.><10-12:It was the kind of humming that made you feel you were expected, as if someone had laid an extra place at the table.>
{name} wanted to open it, and also did not.
<grown:In the end, wondering won, and {name} turned the round brass handle.><little:Then {name} turned the handle.>
<little:Out stepped {companionIntro}! The dream came too, right into the bedroom.><grown:Out stepped {companionIntro}, and out stepped the dream, right into the bedroom.>
<2-9:{name} sat up, wide awake.
The door had gone, but the visitor was still there, smiling.><10-12:{name} sat up, suddenly wide awake; the door had vanished, but the visitor remained, smiling.>

:: opening courage.o.xfrnm6
setting: bedroom

The night-light made a small gold puddle on the rug.
<little:{name} was nearly asleep. Then the knitted mouse on the shelf whispered, "Psst!><grown:{name} was nearly asleep when the knitted mouse on the shelf whispered, "Psst!>
Someone's under the bed."
<2-9:{name's} heart went thump.><10-12:{name's} heart gave a single, heavy thump.>
<grown:It would have been easy to hide under the covers and wait for morning.><little:{name} wanted to hide.>
<2-9:Instead, {name} leaned over the edge of the bed and looked.
Two friendly eyes looked back.
Out wriggled {companionIntro}, a bit dusty.><10-12:Instead, {name} leaned over the edge of the bed and looked, and two friendly eyes looked back before {companionIntro} wriggled out, slightly dusty.>
"Hello," said {companion}.
"Thank you for looking."

:: opening courage.o.eocwy4
setting: garden

<little:It was too hot indoors. So tonight {name} was camping in the garden!><grown:It was too hot to sleep indoors, so tonight {name} was camping in the garden.>
<2-9:The tent glowed green from the torch inside.
Then something went rustle, rustle in the hedge.><10-12:The tent glowed green from the torch inside, until something in the hedge began to rustle, stopped, and rustled again.>
<grown:{name} held the torch tight and counted to three, because peeking is braver than wondering.><little:{name} counted to three.
Then {they} peeked.>
Out through the tent flap went the torch beam.
<little:It landed on {companionIntro}. {Companion} was trying so hard to be quiet!><grown:It landed on {companionIntro}, who was trying very hard to be quiet.>
<2-9:"Sorry," said {companion}.
"Hedges are noisy."><10-12:"Sorry," said {companion}, rather sheepishly. "Hedges are surprisingly noisy.">

:: opening courage.o.1rhf6p7
setting: bedroom
opens: swimming-lesson

Tomorrow was a big day: {name's} first swimming lesson.
<grown:The new swimming bag stood ready by the door[, bright {colour} with a zip], and {name} kept looking at it.><little:The swimming bag sat by the door.>
<little:A fluttery feeling hopped about in {their} tummy. Hop, hop, like a frog!><grown:A fluttery feeling hopped about in {their} tummy like a frog that could not sit still.>
<2-9:Then the picture on the wall began to glow.><10-12:Then, quite unexpectedly, the picture on the wall began to glow.>
<little:Out of the picture came {companionIntro}!><grown:Out of it, as if through a window, came {companionIntro}.>
<2-9:"I know that fluttery feeling," said {companion}.
"Let's take it on an adventure."><10-12:"I know that fluttery feeling," said {companion} sympathetically. "Let's take it on an adventure.">

:: opening courage.o.9g1a6u
setting: bedroom

<2-9:Click.
The night-light went out, and the room went dark all at once.
{name} held very still.><10-12:With a click, the night-light went out and the room plunged into darkness; {name} held perfectly still.>
<grown:Then, instead of calling out, {name} waited, and slowly the dark began to fill with shapes: the shelf, the chair, the curtains glowing silver at the edges.><little:{name} waited.
Slowly, the room came back: the shelf, the chair, the window.>
Moonlight was slipping in.
<8-9:The dark, {name} noticed, was not empty at all; it was only quieter than the day.><10-12:The dark, {name} noticed, was not empty at all; it was full of familiar things, only quieter and softer than they were by day.>
<little:Down a moonbeam slid {companionIntro}. Soft as a feather!><grown:Sliding down a moonbeam, soft as a feather, came {companionIntro}.>
<2-9:"You waited for your eyes," said {companion}.
"Clever.
Most people shout."><10-12:"You waited for your eyes," said {companion} approvingly. "Most people shout; that was clever.">

:: opening courage.o.o5c99a
setting: garden

<2-9:Far across the town, fireworks were popping: bang, crackle, fizz.
{name} did not like the bangs much.><10-12:Far across the town, fireworks were popping and crackling, and {name}, who had never much liked the bangs, frowned.>
<grown:So {name} stood in the garden in {their} coat, hands over {their} ears, and decided to watch just one.><little:{name} covered {their} ears and watched just one.>
<2-9:Up it went, and burst into a shower of gold.><10-12:Up it soared, bursting into a luminous shower of gold.>
<little:Something came floating down with the sparks. Flump! It landed in the leaves.><grown:Something came floating down with the sparks and landed in the leaf pile, flump.>
<little:It was {companionIntro}! Blink, blink. So pleased!><grown:It was {companionIntro}, blinking and very pleased.>
<2-9:"What a way to arrive!" said {companion}.><10-12:"What a spectacular way to arrive!" said {companion}.>

:: opening courage.o.14x965
setting: bedroom

<2-9:A thick fog had rolled in from the sea.><10-12:A thick, silent fog had rolled in from the sea.>
<little:It pressed on the window like grey wool. Far away, the foghorn called. Hooo, hooo!><grown:It pressed against the window like grey wool, and far away the foghorn called, hooo, hooo.>
<2-9:{name} did not like how the street had vanished.><10-12:{name} found it unsettling that the whole street had simply vanished.>
<grown:Still, {name} wiped a round peephole in the misty glass and looked out.><little:{name} wiped the glass and looked out.>
<2-9:Something was coming through the fog, slow and steady.><10-12:Something was approaching through the fog, slowly and steadily.>
<little:A shape, then a smile. Then {companionIntro}!><grown:A shape, then a smile, then {companionIntro}.>
<2-9:"There you are," said {companion}.
"I followed your window."><10-12:"There you are," said {companion} warmly. "I followed the glow of your window.">

:: opening courage.o.1ne5whx
setting: bedroom

<2-9:Tonight, for the very first time, the landing light was off.
{name} had asked for it that morning.><10-12:Tonight, for the very first time, the landing light was off, because {name} had asked for it that morning.>
<2-9:"I'm big enough now," {they} had said.
But the dark felt bigger than it had at breakfast.><10-12:"I'm big enough now," {they} had said confidently, but the dark felt considerably bigger than it had at breakfast.>
<grown:{name} lay listening to the house: the tick of the clock, the creak of the stairs, the hum of the fridge below.><little:Tick went the clock.
Creak went the stairs.>
<little:A soft glow came under the door. In came {companionIntro}!><grown:Then came a soft glow under the door, and in came {companionIntro}.>
"Big enough," said {companion}, "and brave enough too."

:: opening courage.o.41ms47
setting: garden
picture: rain
opens: frogs-sing-again

Warm spring rain was pattering on the garden.
<grown:{name} had heard the frogs singing from the pond, and could not resist pulling on wellies and a raincoat over {their} pyjamas.><little:The frogs were singing.
{name} put on wellies and went out.>
<2-9:It was darker out there than {name} expected.
Plip, plop went the rain.
The frogs went quiet.
{name} stood still too.><10-12:It was darker than {name} had expected, and as the rain plipped and plopped, the frogs fell silent; {name} stood still too.>
<little:Rustle! Out from the rhubarb stepped {companionIntro}.><grown:Then, from under the big rhubarb leaves, out stepped {companionIntro}.>
"They'll sing again soon," said {companion}.
"They're only shy, like someone who came out anyway."

:: opening courage.o.98hwwg
setting: bedroom

<little:The moon was full tonight. It made long shadows on {name's} wall.><grown:The moon was full tonight, and it threw long shadows across {name's} bedroom wall.>
<2-9:One shadow was very big, with a huge round head.
It moved.><10-12:One shadow was enormous, with a huge round head, and it moved.>
{name} held {their} breath[, {their} {eyes} eyes wide].
<grown:Then {name} did the bravest thing {they} could think of, and said, in a very small voice, "Hello?"><little:"Hello?" said {name}, very quietly.>
<2-9:"Oh, hello!" said the shadow.
It stepped into the moonlight, and it wasn't a shadow at all.
It was {companionIntro}.><10-12:"Oh, hello!" said the shadow, stepping into the moonlight, where it turned out not to be a shadow at all but {companionIntro}.>

// Quests: each names the thing carried, who it is for and where it goes; its set-ups and pay-offs follow it.

:: quest lighthouse-key
item: the brass key
itemFull: the Lighthouse Keeper's big brass key
itemHeld: <little:round {their} neck><grown:on a string round {their} neck>
itemTell: <little:gave a bright clink><grown:gave a small, bright clink>
recipient: the Lighthouse Keeper
destination: <little:the lighthouse><grown:the lighthouse on the rocks>
goal: take the brass key back to the Lighthouse Keeper
refrain: Step by step, and light by light

:: setup courage.lighthouse-key.s.h6bcnp
setting: garden

<2-9:Something glinted in the flower bed.
{name} bent and picked it up.
It was {itemFull}!><10-12:Something glinted in the flower bed; {name} bent to pick it up and found {itemFull}.>
<grown:A gull must have carried it off and dropped it on the way home.><little:A gull had dropped it there.>
<little:"The keeper needs that key," said {companion}. "It opens the door to the lamp."><grown:"Without that key, the keeper can't get up to the lamp," said {companion}.>
<2-9:Far away, the lighthouse stood dark on its rocks.
{name's} tummy gave a flip.
Then {they} threaded the key on a string.><10-12:Far away, the lighthouse stood dark on its rocks, and {name's} tummy flipped; then {they} threaded the key on a string.>
<little:"Let's {goal}," {they} said.><grown:"We have to {goal}," {they} said.>
"Tonight."

:: setup courage.lighthouse-key.s.134icbf
setting: bedroom

Tap, tap.
<little:A grey gull stood on the windowsill. Something shiny was in its beak!><grown:A grey gull stood on the windowsill with something shiny in its beak.>
<2-9:It dropped {itemFull} into {name's} hand.
"The keeper lost it on the sand," the gull squawked.><10-12:It dropped {itemFull} into {name's} hand and squawked, "The keeper lost it on the sand.">
"No key, no light!
And the little boats are out tonight."
<2-9:{name} looked at the dark sea beyond the rooftops.
It was a long way.
{Companion} came to the window and stood close beside {name}.><10-12:{name} looked at the dark sea beyond the rooftops, a long way off, and {companion} came to the window to stand close beside {name}.>
<grown:But the boats needed that light, and {name} knew it.><little:But the boats needed the light.>
<8-9:Somewhere out there, a small boat was bobbing in the dark, waiting for a light that had not come.><10-12:{name} pictured a small boat bobbing somewhere out there, its crew peering anxiously through the dark for a light that had not come.>
<little:"We'll {goal}," said {name}.><grown:"Then we'll {goal}," said {name}.>

:: payoff courage.lighthouse-key.p.1nsq3b2
setting: lighthouse

<little:{Friends} scrambled up to {destination}.><grown:At last {friends} scrambled up to {destination}.>
<2-9:There stood {recipient} in a woolly hat, holding a candle.
"My key!"
{recipient} cried.><10-12:There stood {recipient} in a woolly hat, holding a candle and crying, "My key!">
<2-9:{name} lifted {item} off the string and held it out.
Up the twisty stairs they all went, round and round.
Click went the lock.><10-12:{name} lifted {item} off the string and held it out, and up the twisty stairs they all went, round and round, until the lock clicked.>
<grown:The great lamp blazed, and a beam of gold swept out over the waves.><little:On came the big, bright lamp!>
<2-9:Far out at sea, a little boat tooted, toot-toot, thank you.><10-12:Far out at sea, a little boat tooted a grateful thank-you.>

:: payoff courage.lighthouse-key.p.6og1k1
setting: lighthouse

<2-9:The lighthouse was dark and tall against the stars.
{name} knocked, and {recipient} opened the door.
"You brought back {item}!"><10-12:The lighthouse stood dark and tall against the stars, and when {name} knocked, {recipient} opened the door and exclaimed, "You brought back {item}!">
<grown:The old keeper's eyes went bright and wet.><little:The keeper smiled.>
<2-9:"Will you turn it for me?
My hands are shaky tonight."><10-12:"My hands are shaky tonight; will you turn it for me?">
<2-9:{name} climbed a hundred stairs, with {companion} just behind.
At the top, {they} put the key in the lock and turned.
Clunk!
The lamp woke up and shone across the sea.><10-12:{name} climbed a hundred stairs with {companion} just behind, then fitted the key into the lock at the top and turned it. Clunk: the lamp woke up and shone across the sea.>
<8-9:Out on the water, every little boat could see the way home, because {name} had been brave enough to come.><10-12:Out on the water, every little boat could now find its way home, and not one of them would ever know it was because {name} had been brave enough to come.>

:: quest mole-blanket
item: the patchwork blanket
itemFull: Little Mole's patchwork blanket, soft as a cloud
itemHeld: folded over {their} arm
itemTell: flapped one soft corner
recipient: Little Mole
destination: <little:Little Mole's new burrow><grown:Little Mole's new burrow under the hill>
goal: take the patchwork blanket to Little Mole
refrain: A promise is a promise

:: setup courage.mole-blanket.s.1dvuy6w
setting: bedroom

<little:On the bed lay a soft, folded heap of squares.><grown:On the end of the bed lay a soft, folded heap of squares.>
It was {itemFull}!
<grown:Little Mole's family had moved to a new burrow today, and the blanket had been left behind.><little:Little Mole had moved house today.
The blanket got left behind.>
<2-9:"I promised I'd bring it," said {name}.
"Little Mole can't sleep in a new place without it."><10-12:"I promised I'd bring it," said {name}, "and Little Mole can't sleep in a new place without it.">
<2-9:The night was dark and wide.
{name} took a deep breath.
{Companion} took one too, right beside {name}.><10-12:The night was dark and wide, so {name} took a deep breath, and {companion}, right beside {name}, took one too.>
"A promise is a promise," {name} said.
"Let's {goal}."

:: setup courage.mole-blanket.s.jv4noe
setting: garden

<2-9:A worm poked its head out of the flower bed.
"Message from Little Mole," it said.><10-12:A worm poked its head out of the flower bed and announced, "Message from Little Mole.">
<little:"The new burrow is dark and strange. Little Mole can't sleep without that blanket!"><grown:"The new burrow is dark and strange, and Little Mole can't sleep without that blanket.">
<2-9:{name} gasped.
{They} had promised to bring it!><10-12:{name} gasped, because {they} had promised to bring it.>
<little:There on the garden bench lay {item}. Soft as a cloud!><6-9:There on the garden bench lay {itemFull}.><10-12:There, folded on the garden bench, lay {itemFull}.>
<2-9:{Companion} shook it out and passed it to {name}.><10-12:{Companion} shook it out and passed it carefully to {name}.>
<grown:The hill was far off, and the night was deep and dark.><little:The hill was far.
The night was dark.> "{refrain}," said {name}.
"We'll {goal} tonight."

:: payoff courage.mole-blanket.p.q0b3u3
setting: hilltop

<2-9:Under the hill, a round door sat among the roots.
{name} knocked softly.
A small pink nose peeped out, then two tiny paws.><10-12:Under the hill, a round door sat among the roots, and when {name} knocked softly, a small pink nose peeped out, then two tiny paws.>
<2-9:"Is it really you?" whispered {recipient}.
{name} held out {item}.><10-12:"Is it really you?" whispered {recipient}, as {name} held out {item}.>
<little:{recipient} buried a velvet face in it. What a happy sigh!><grown:{recipient} buried a velvet face in it and gave the happiest sigh.>
<grown:"Now the new burrow smells like home," said Little Mole, snuggling down.><little:"Now it smells like home," said Little Mole.>
"A promise is a promise," said {name}, and {companion} smiled.
<8-9:The long, dark walk had been worth every step.><10-12:The walk had been long and dark, and more than once {name} had wanted to turn back, but it had been worth every single step.>

:: payoff courage.mole-blanket.p.1ptd2vu
setting: hilltop

<little:{destination} was dark inside. And so quiet!><grown:{destination} was very dark inside, and very quiet.>
<2-9:"Little Mole?" called {name}.
A tiny voice answered from the deepest corner.><10-12:"Little Mole?" called {name}, and a tiny voice answered from the deepest corner.>
<little:"I was trying to be brave," sniffed {recipient}. "But it's hard without my blanket."><grown:"I was trying to be brave," sniffed {recipient}, "but it's hard without my blanket.">
<little:{name} crept in and tucked {item} round Little Mole. Snug!><grown:{name} crept in and tucked {item} round the small, shivering shoulders.>
<2-9:"I was scared too, on the way," {name} said.
"But we came anyway."><10-12:"I was scared too, on the way," admitted {name}, "but we came anyway.">
"We did," said {companion} softly, "together."
Little Mole smiled a sleepy smile.
<8-9:Sometimes, {name} thought, it is easier to be brave for someone else than for yourself.><10-12:Sometimes, {name} thought, it is easier to be brave for someone else than for yourself, which is a curious thing about courage.>

:: quest glow-worm-home
item: the little glow-worm
itemFull: a tiny lost glow-worm called Pip
itemHeld: on {their} shoulder
itemTell: <little:glowed a green hello><grown:glowed a soft green hello>
recipient: Mother Glow-worm
destination: <little:the glow-worm bank><grown:the glow-worm bank by the old mill>
goal: take the little glow-worm home to Mother Glow-worm
refrain: Little light, hold on tight

:: setup courage.glow-worm-home.s.150mw7k
setting: garden

<2-9:By the garden path, something tiny was glowing green.
It was {itemFull}, and Pip was crying.><10-12:By the garden path, something tiny was glowing green: {itemFull}, and Pip was crying.>
{Companion} bent low to listen.
<little:"I crawled too far," sniffed Pip. "Now I can't find the way."><grown:"I crawled too far, and now I can't find the way," sniffed Pip.>
"My light is so small, and the dark is so big."
<2-9:{name} felt like that about the dark sometimes.><10-12:{name} sometimes felt exactly the same about the dark.>
<grown:But Pip's light was flickering with worry, and somebody had to help.><little:But Pip needed help.>
<2-9:{name} held out a finger, and Pip climbed on.><10-12:{name} held out a steady finger, and Pip climbed aboard.>
"We'll {goal}," said {name}.

:: setup courage.glow-worm-home.s.xetscx
setting: bedroom

<2-9:A speck of green light bumped against the window.
Tap.
Tap.
{name} opened it, and in crawled {itemFull}.><10-12:A speck of green light bumped against the window, tap, tap, and when {name} opened it, in crawled {itemFull}.>
"Please help," said Pip, in a voice like a tiny bell.
"I'm lost.
<little:Mother Glow-worm lives by the old mill. But it's so dark out there."><grown:Mother Glow-worm lives by the old mill, but it's so dark out there.">
<2-9:It was dark.
It was big.
{They} felt a wobble inside.
{Companion} moved close to {name}, and that helped a little.><10-12:It was dark out there, and big, and {they} felt a wobble inside until {companion} moved close to {name}, which helped a little.>
<6-9:But Pip was even smaller, and much further from home.><little:But Pip was so small.><10-12:But Pip was even smaller, and much further from home, and that mattered more.>
<2-9:"I'll take you," said {name}.
"We'll {goal}."><10-12:"I'll take you," said {name} firmly. "We'll {goal}.">

:: payoff courage.glow-worm-home.p.1ahskr0
setting: river

<little:By the old mill, the grassy bank twinkled. A hundred green lights!><grown:By the old mill, the grassy bank was twinkling with a hundred green lights.>
<little:"Pip!" called a voice. Down through the grass hurried {recipient}.><grown:"Pip!" called a voice, and {recipient} came hurrying down through the grass.>
<little:{name} bent down gently. {item} slid off {their} shoulder, right beside its mother.><grown:{name} bent down gently, and {item} slid off {their} shoulder into the grass beside its mother.>
<little:{Companion} parted the long grass. The two glow-worms found each other.><grown:{Companion} parted the long grass so the two glow-worms could find each other.>
<grown:The two lights glowed so brightly together that the whole bank seemed to smile.><little:Two lights glowed side by side.>
<2-9:"You were so brave to come through the dark," said {recipient}.
"So was Pip," said {name}.><10-12:"You were so brave to come through the dark," said {recipient}, but {name} answered, "So was Pip.">
<8-9:{name} felt warm all through, as if some of Pip's glow had rubbed off.><10-12:{name} felt warm all through, as if a little of Pip's glow had rubbed off, and for a moment wondered whether {their} own cheeks were shining.>

:: payoff courage.glow-worm-home.p.1s0klsf
setting: river

<little:They came near {destination}. Pip glowed brighter and brighter!><grown:The closer they came to {destination}, the brighter Pip glowed.>
<little:Then green lights blinked on all along the bank. One, two, a hundred!><grown:Then, all along the bank, green lights blinked on: one, two, a hundred!>
<2-9:{recipient} came crawling out of the moss.
"My Pip!"><10-12:{recipient} came crawling out of the moss, crying, "My Pip!">
<little:{name} set {item} on a soft leaf. Pip snuggled close.><grown:{name} lowered {item} onto a soft leaf, and Pip snuggled close.>
<grown:Then the glow-worms did something wonderful: they glowed together and spelled out a word in the grass.><little:The glow-worms made a word with their lights.>
<2-9:It said BRAVE.
{Companion} read it out in a whisper, then looked at {name}.
{name} did not need to ask who it was for.><10-12:It said BRAVE; {companion} read it out in a whisper and looked at {name}, who did not need to ask who it was for.>

:: quest giant-scarf
item: the stripy scarf
itemFull: the long stripy scarf for the Gentle Giant
itemHeld: <little:rolled under {their} arm><grown:rolled up under {their} arm>
itemTell: fluttered its woolly ends
recipient: the Gentle Giant
destination: <little:the Gentle Giant's cottage><grown:the Gentle Giant's cottage on the mountain>
goal: give the stripy scarf to the Gentle Giant
refrain: Tall as a tree and kind as can be

:: setup courage.giant-scarf.s.105oi8
setting: kitchen

<little:On the kitchen table lay {item}. It was for the Gentle Giant.><grown:On the kitchen table lay {itemFull}.>
It was nearly done: one last row to knit.
<grown:Everyone said the giant on the mountain was grumpy, so nobody ever visited.><little:Nobody ever visited the giant.>
"But somebody should," said {name}, "and giants get cold necks too."
<2-9:Click, click went the needles.
{Companion} held the wool.
At last the scarf was finished, as long as a garden path.><10-12:The needles clicked busily while {companion} held the wool, until at last the scarf was finished, as long as a garden path.>
<little:"Now let's {goal}," said {name}. {Their} heart beat fast.><grown:"Now let's {goal}," said {name}, and {their} heart beat fast.>

:: setup courage.giant-scarf.s.kaqya5
setting: bedroom

<little:From the window, {name} could see a tiny light. It was the giant's cottage on the mountain!><grown:From the window, {name} could see the tiny light of the giant's cottage on the mountain.>
"A-TISHOO!"
The sneeze rattled every window in the street.
<2-9:"Poor giant," said {name}.
"Cold and all alone."><10-12:"Poor giant," said {name} sympathetically, "cold and all alone up there.">
<little:{They} pulled {item} out of the toy box. {They} tied on the last tassel, a bit wonky.><grown:{They} pulled {itemFull} out of the toy box and tied on the last woolly tassel, a bit wonky.>
<2-9:"Wonky is the best kind," said {companion}.><10-12:"Wonky is the best kind," said {companion} reassuringly.>
<grown:Giants were big, and this one was said to be grumpy.
But a cold is a cold.><little:Giants are big.
But this one was cold.>
"Let's {goal}," said {name}.

:: payoff courage.giant-scarf.p.1xf790v
setting: mountain

<2-9:The cottage door was as tall as a house.
{name} looked up, and up.
{Companion} stood just behind {name}.
Then {name} knocked, three brave knocks.><10-12:The cottage door was as tall as a house, and {name} looked up, and up, with {companion} standing just behind, before knocking three brave knocks.>
Boom, boom went the footsteps, and the door swung open.
<little:{recipient} peered down. What a red nose! What a surprised face!><grown:{recipient} peered down with a red nose and a huge, surprised face.>
<2-9:"For you," said {name}, holding up {item}.
"To keep you warm."><10-12:"For you," said {name}, holding up {item}, "to keep you warm.">
<grown:The giant wound the scarf round and round a great, long neck, and smiled a smile as wide as a bridge.><little:The giant put it on and smiled and smiled.>
"Nobody has ever knocked before," said the giant softly.

:: payoff courage.giant-scarf.p.1l35ro6
setting: mountain

<little:Here was {destination}. Smoke curled from its chimney.><grown:Smoke curled from the chimney of {destination}.>
<little:The knocker was far above {name's} head. So {companion} {ability:lift,comfort}.><grown:The knocker was far above {name's} head, so {companion} {ability:lift,comfort}.>
<2-9:Knock, knock!
"It's only me," called {name}, "with something for you."><10-12:{name} knocked twice and called, "It's only me, with something for you.">
<2-9:The door opened, and {recipient} knelt down.><10-12:The door opened, and {recipient} knelt down, curious.>
<grown:The giant held {item} as gently as an egg, then wrapped it round a great, chilly neck.><little:The giant put on the scarf.>
<2-9:"It's the warmest thing I've ever had," the giant whispered.><10-12:"It's the warmest thing I've ever been given," the giant whispered, deeply moved.>

:: quest otter-boat
item: the toy boat
itemFull: Little Otter's red toy boat
itemHeld: tucked under {their} arm
itemTell: <little:creaked its mended mast><grown:gave a creak from its mended mast>
recipient: Little Otter
destination: <little:Little Otter's house><grown:Little Otter's house on the river bank>
goal: take the toy boat back to Little Otter
refrain: Say it true, and say it brave

:: setup courage.otter-boat.s.ok6fks
setting: bedroom

On the shelf sat {itemFull}.
<little:{name} had borrowed it for bath time. Then, crack! The little mast had snapped.><grown:{name} had borrowed it for bath time, and then, crack, the little mast had snapped.>
<2-9:All day it had stayed hidden behind the books.><10-12:All day it had stayed guiltily hidden behind the books.>
<grown:Now a heavy, wriggly feeling sat in {name's} tummy and would not go away.><little:{name} felt wriggly inside.>
<2-9:"Shall we mend it?" asked {companion}.
With glue and a lolly stick, the mast stood up straight again.><10-12:"Shall we mend it?" asked {companion}, and with glue and a lolly stick the mast stood straight again.>
<little:"I have to take it back," said {name} quietly. "And tell the truth."><grown:"Now I have to {goal}," said {name} quietly, "and tell the truth.">

:: setup courage.otter-boat.s.1te7zn8
setting: kitchen

It was easy to fix, and hard to say.
<little:At the kitchen table, {name} mended {itemFull}. Sticky tape round the broken mast!><grown:At the kitchen table, {name} wound sticky tape round the broken mast of {itemFull}.>
<2-9:{Companion} held the lolly stick straight.><10-12:{Companion} held the lolly stick perfectly straight while the tape went on.>
<2-9:"There," said {name}.
"It looks nearly new.
Little Otter might never know."><10-12:"There," said {name}. "It looks nearly new; Little Otter might never even know.">
<2-9:Then {they} looked at the boat for a long time.><10-12:Then {they} looked at the boat for a long, thoughtful time.>
<grown:A mended boat was good, but a hidden secret would still feel broken.><little:But a secret still feels heavy.>
<2-9:"No," said {name}.><10-12:"No," said {name} firmly.>
<little:"I'll {goal}. And I'll say sorry."><6-9:"I'll {goal}, and I'll say sorry."><10-12:"I'll {goal}, and I'll apologise properly.">

:: payoff courage.otter-boat.p.5drd01
setting: river

<little:Down by the water was {destination}. It had a round door in the mud.><grown:{destination} had a round door in the mud.>
<2-9:{recipient} opened it, yawning.
{Companion} stayed a step behind, and let {name} speak.><10-12:{recipient} opened it, yawning, while {companion} stayed a step behind to let {name} speak.>
<2-9:{name's} knees felt wobbly, but {they} held out {item}.
"I broke the mast," {name} said.
"I'm sorry.
I mended it as well as I could."><10-12:{name's} knees felt wobbly, but {they} held out {item} and said, "I broke the mast, and I'm sorry; I mended it as well as I could.">
<grown:Little Otter turned the boat over, looked at the lolly-stick mast, and grinned a whiskery grin.><little:Little Otter looked, and then grinned.>
"It's better than before!
Thank you for telling me."
Together they floated it on the moonlit water, and it sailed beautifully.
<8-9:The truth had been heavy to carry, and now it was gone, light as a bubble.><10-12:The truth had been heavy to carry all that way, and now that it was said, it floated off as lightly as a bubble.>

:: payoff courage.otter-boat.p.1to6fiu
setting: river

<little:Slowly, they came near {destination}. {recipient} was sitting alone outside.><grown:Outside {destination}, {recipient} was sitting alone.>
<2-9:{name} sat down too, and {companion} sat on {name's} other side.
{Their} heart thumped hard.><10-12:{name} sat down too, with {companion} on {name's} other side, and {their} heart thumped hard.>
<little:"I have to tell you something," said {name}. {They} told it all. The snapped mast, the mending, the secret.><grown:"I have to tell you something," said {name}, and told it all: the snapped mast, the mending, the secret.>
<2-9:Then {name} gave back {item}.
Little Otter was quiet for a moment.
Then Little Otter laughed.><10-12:Then {name} gave back {item}, and Little Otter was quiet for a long moment before, unexpectedly, laughing.>
"I broke it once too, and never told anyone!
You're braver than me."
<grown:The two of them splashed it along the shallows, side by side.><little:Splash!
They sailed it together.>

:: quest frog-card
item: the folded card
itemFull: Grandpa Toad's folded card
itemHeld: in {their} pyjama pocket
itemTell: gave a papery rustle
recipient: Little Frog
destination: <little:Little Frog's lily pad><grown:Little Frog's lily pad by the willow>
goal: take the folded card to Little Frog
refrain: Hop and hope, and hop again

:: setup courage.frog-card.s.w0nzwx
setting: garden

Under the big rhubarb leaf sat Grandpa Toad, looking worried.
<little:"Little Frog does his first big jump at sunrise," he croaked.><grown:"My grandson, Little Frog, does his first big jump at sunrise," he croaked.>
"He is very scared.
<little:I wrote him a card. But my old legs are too slow."><grown:I wrote him a card, but my old legs are too slow to take it.">
<2-9:He held out {item}.
{Companion} leaned in to read the front over {name's} shoulder.
{name} thought about first times, and how scary they can be.><10-12:He held out {item}, and while {companion} leaned in to read the front over {name's} shoulder, {name} thought about first times, and how daunting they can be.>
<grown:Then {name} tucked the card away carefully.><little:{name} put the card away safely.>
"I'll carry it," {they} said.
<little:"We'll {goal}. Before the sun comes up!"><grown:"We'll {goal} before the sun comes up.">

:: setup courage.frog-card.s.vhik7f
setting: bedroom

<little:A snail was inching along the windowsill. It had a card on its back!><6-9:A snail was inching along the windowsill with a card on its back.><10-12:A weary snail was inching along the windowsill, a card balanced on its back.>
"Post," it puffed.
"For Little Frog, from Grandpa Toad.
<little:It must get there by sunrise. It took me a week to get this far!"><grown:It must get there by sunrise, and I've only come this far in a week.">
<2-9:{name} lifted {itemFull} off the snail's shell.><10-12:{name} carefully lifted {itemFull} off the snail's shell.>
<little:{Companion} gave the tired snail a lettuce leaf. Munch, munch!><6-9:{Companion} gave the tired snail a lettuce leaf for the way home.><10-12:{Companion} thoughtfully gave the exhausted snail a lettuce leaf for the journey home.>
<grown:Little Frog's pond was a long way off, out past the dark hedges and down the deep, dark lane.><little:The pond was far away, out in the dark.>
<2-9:"We'll {goal}," said {name}.
"Leave it to us."><10-12:"We'll {goal}," said {name} reassuringly; "leave it to us.">

:: payoff courage.frog-card.p.1wnlswl
setting: pond

On a lily pad by the willow sat {recipient}, shaking.
<2-9:"At sunrise I have to jump from the high rock," he croaked.
"What if I can't?"><10-12:"At sunrise I have to jump from the high rock," he croaked, "and what if I can't?">
<little:{name} took out {item} and read it. "Dear Little Frog, I was scared on my first jump too.><grown:{name} took out {item} and read it aloud: "Dear Little Frog, I was scared on my first jump too.>
I jumped anyway.
Love, Grandpa."
Little Frog read it twice.
<little:{Companion} sat quietly on the bank. There was no hurry.><grown:{Companion} sat quietly on the bank and let him take his time.>
<2-9:Then he sat up taller.><10-12:Then, gradually, he sat up taller.>
<grown:"If Grandpa was scared and still jumped," said Little Frog slowly, "then maybe I can too."><little:"Maybe I can too," said Little Frog.>
<8-9:Sometimes, {name} thought, the bravest words are the ones that say you were scared.><10-12:Sometimes, {name} thought, the bravest words of all are the ones that admit you were scared, because they help somebody else feel less alone.>

:: payoff courage.frog-card.p.3k36fv
setting: pond

At last {name} came to {destination}.
<little:{recipient} was practising little hops. Plip, plop! He looked very small.><grown:{recipient} was practising little hops for his first big jump, plip, plop, and looking very small.>
<2-9:{name} knelt on the bank and held out {item}.
"From your grandpa," {name} said.
Little Frog unfolded it with damp fingers.><10-12:{name} knelt on the bank and held out {item}, explaining, "From your grandpa," and Little Frog unfolded it with damp, nervous fingers.>
<grown:Inside, in wobbly old writing, it said: Being scared means you are about to be brave.><little:It said: Scared is where brave begins.>
<2-9:Little Frog read it, and breathed in, and jumped.
Splash!
Up he popped, grinning.><10-12:Little Frog read it, breathed in, and jumped; with a splash, up he popped, grinning.>
{Friends} clapped and cheered from the bank.
"I did it!"

:: quest fallen-star
item: the little star
itemFull: a little fallen star, warm as toast
itemHeld: in {their} dressing-gown pocket
itemTell: <little:gave a warm twinkle><grown:gave a warm little twinkle>
recipient: the Star Keeper
destination: the Star Keeper's hill
goal: take the little star back to the Star Keeper
refrain: Up and up, to where you shine

:: setup courage.fallen-star.s.13il9an
setting: garden

Whoosh!
<little:Something fell past the window. Plop! It landed in the garden.><grown:Something fell past the window and landed in the garden with a soft plop.>
<2-9:{name} ran out in {their} slippers.
There in the grass lay {itemFull}.><10-12:{name} ran out in {their} slippers and found, lying in the grass, {itemFull}.>
<2-9:"It's fallen out of the sky," said {companion}.
"Only the Star Keeper can hang it back up."><10-12:"It's fallen out of the sky," said {companion}, "and only the Star Keeper can hang it back up.">
<2-9:{name} looked up.
The sky was very high.><10-12:{name} looked up; the sky had never seemed so high.>
<6-9:{name} swallowed hard, then tucked the star into a pocket.><little:{name} tucked the star in a pocket.><10-12:{name} swallowed hard, then tucked the star carefully into a pocket.>
<little:"Let's take it back to the Star Keeper," {they} said. "All the way up!"><grown:"Then we'll {goal}," {they} said, "all the way up.">

:: setup courage.fallen-star.s.1820emj
setting: bedroom

<little:{name} was counting stars from bed. Then {they} saw a gap in the sky! Like a missing tooth.><grown:{name} was counting stars from bed when {they} saw a gap in the sky, like a missing tooth.>
<2-9:Then something glowed under the bed.
{name} peeked.><10-12:Then something began to glow under the bed, so {name} peeked.>
<little:It was {itemFull}, in the fluff!><6-9:It was {itemFull}, hiding in the fluff!><10-12:It was {itemFull}, hiding rather forlornly in the fluff.>
<2-9:"I slipped," it said in a tinkly voice.
"I'm scared I'll never get home."><10-12:"I slipped," it said in a tinkly voice, "and I'm scared I'll never get home.">
"Hush now," said {companion}, peeking under too.
<2-9:{name} was scared of high places, just a bit.><10-12:{name} was, if truth be told, a little scared of high places.>
<grown:But the little star was more scared, and that settled it.><little:But the star needed help.>
"We'll {goal}," said {name}.

:: payoff courage.fallen-star.p.1qozhr9
setting: hilltop

<little:At the very top of the hill stood {recipient}. The sky came down low. The Keeper had a long silver ladder.><grown:At the very top of the hill, where the sky came down low, stood {recipient} with a long silver ladder.>
<2-9:"You found it!"
{name} took out {item}, and it gave one bright blink.><10-12:"You found it!" exclaimed the Keeper, as {name} took out {item}, which gave one bright blink.>
"Would you like to hang it back yourself?" asked the Star Keeper.
<2-9:{name} looked up the tall, wobbly ladder.
{Companion} held the bottom of it steady.><10-12:{name} looked up the tall, wobbly ladder while {companion} held the bottom of it steady.>
<little:Then {name} climbed, one rung at a time. {They} hooked the star into its place.><grown:Then {name} climbed, one rung at a time, and hooked the star into its place.>
<grown:The sky had its star back, and the whole night looked complete again.><little:Twinkle!
The sky was whole again.>

:: payoff courage.fallen-star.p.4jd4wr
setting: hilltop

<little:{destination} was cold and windy. The stars looked close enough to touch!><grown:{destination} was cold and windy, and the stars seemed close enough to touch.>
<2-9:{recipient} sat by a little fire, mending a cloud.><10-12:{recipient} sat beside a little fire, patiently mending a cloud.>
<2-9:"Oh, my little one!"
{name} held out {item}, and the Star Keeper kissed it.><10-12:"Oh, my little one!" cried the Star Keeper, kissing {item} as soon as {name} held it out.>
<2-9:"Now it must be thrown back up," said the Star Keeper.
"Throw it, {name}.
Throw it high!"><10-12:"Now it must be thrown back up," said the Star Keeper. "Throw it high, {name}!">
<2-9:"You can do it," whispered {companion}.><10-12:"You can do it," whispered {companion} encouragingly.>
<2-9:{name} took a big breath and threw.
Up, up it sailed, and stuck fast in the sky.><10-12:{name} took a big breath and threw; up, up it sailed, and stuck fast in the sky.>
<8-9:{name} felt a shiver of pride, as bright as the star itself.><10-12:A shiver of pride ran through {name}, as bright and sharp as the little star now shining overhead.>

:: quest band-drum
item: the little drum
itemFull: the Midnight Band's little red drum
itemHeld: <little:at {their} side><grown:on a cord at {their} side>
itemTell: <little:went pum, pum, pum><grown:went pum, like a tiny heartbeat>
recipient: the Midnight Band
destination: <little:the bandstand><grown:the bandstand on the village green>
goal: take the little drum to the Midnight Band
refrain: Pum-pum, here we come

:: setup courage.band-drum.s.1uiohyy
setting: garden

<2-9:Pum!
Something round rolled in under the garden gate.
{name} picked it up.
It was {itemFull}!><10-12:Something round rolled in under the garden gate with a pum, and {name} picked it up: {itemFull}.>
<grown:Far away, a tune was floating over the rooftops, but it had no beat, and it kept stumbling.><little:Far away, a band was playing, but something was missing.>
"They can't play the midnight dance without their drum," said {companion}.
<2-9:{name} had never been out so late, or so far.><10-12:{name} had never before been out so late, or ventured so far.>
<8-9:But a band without a beat, {name} thought, was like a boat without a sail.><10-12:But a band without a beat, {name} thought, was like a boat without a sail: it might bob about bravely, but it would never get anywhere.>
<2-9:{They} hung the drum on a cord.
"Let's {goal}," {name} said.><10-12:{name} hung the drum on a cord and said, "Let's {goal}.">

:: setup courage.band-drum.s.t0pp74
setting: bedroom

<2-9:A mouse in a tiny red jacket climbed onto the pillow.
Behind her, on the rug, sat {itemFull}.><10-12:A mouse in a tiny red jacket climbed onto the pillow, while behind her, on the rug, sat {itemFull}.>
"I'm the drummer," she squeaked, "but I've hurt my paw.
<little:Could you take the drum to the band? And play it for us tonight?"><grown:Could you carry the drum to the band, and play it for us tonight?">
<2-9:{name} felt {their} cheeks go hot.
Play, in front of everyone?><10-12:{name} felt {their} cheeks go hot: play, in front of everyone?>
<grown:The thought made {their} knees feel like jelly, but the little mouse looked so hopeful.><little:That felt scary.
But the mouse looked so hopeful.>
<2-9:"I'll be right beside you," said {companion}.><10-12:"I'll be right beside you," promised {companion}.>
"Yes," said {name}.
"We'll {goal}."

:: payoff courage.band-drum.p.1gwo26r
setting: village

Lanterns hung all round {destination}.
<little:{recipient} was waiting. A frog with a fiddle! A hen with a horn! A mole with a flute!><grown:{recipient} was waiting: a frog with a fiddle, a hen with a horn, a mole with a flute.>
<2-9:"The drum!" they cheered.
{name} passed up {item}.><10-12:"The drum!" they cheered, as {name} passed up {item}.>
<2-9:"Will you play the first beat?" asked the frog.
Everyone looked at {name}.
{Their} hands shook.
{Companion} stood close at {name's} shoulder.><10-12:"Will you play the first beat?" asked the frog, and as everyone looked at {name}, {their} hands shook, though {companion} stood close at {name's} shoulder.>
<2-9:Then {name} lifted the stick.
Pum.
Pum-pum!
The band joined in, and the whole green began to dance.><10-12:Then {name} lifted the stick: pum, pum-pum, and the band joined in, until the whole green was dancing.>
<8-9:{name's} heart was still racing, but now it raced in time with the music.><10-12:{name's} heart was still racing, but it had stopped racing with nerves and started racing in time with the music.>

:: payoff courage.band-drum.p.hndir9
setting: village

The bandstand glowed with little lamps, and the players were tuning up.
"Where's our beat?" sighed the hen with the horn.
"Here!" called {name}, and {their} voice came out bigger than {they} expected.
<2-9:Up the steps went {name} with {item}.><10-12:Up the steps went {name}, carrying {item} carefully.>
<grown:The fiddle frog counted one, two, three, and {name} tapped the drum, soft at first, then bold and steady.><little:Pum, pum, pum went {name} on the drum.>
<2-9:{Companion} nodded along in time, smiling.><10-12:{Companion} nodded along in time, smiling encouragingly.>
<little:{recipient} played the sweetest tune. All the village windows opened to listen.><grown:{recipient} played the sweetest tune, and all the village windows opened to listen.>

:: quest deer-jam
item: the jam jar
itemFull: a jar of blackberry jam with a red checked lid
itemHeld: <little:in {their} basket><grown:in the little basket on {their} arm>
itemTell: <little:gave a sticky clink><grown:gave a small, sticky clink>
recipient: Mrs Dapple
destination: <little:Mrs Dapple's new cottage><grown:Mrs Dapple's new cottage in the wood>
goal: take the jar of blackberry jam to Mrs Dapple
refrain: Knock, knock, hello

:: setup courage.deer-jam.s.kitchen-jar
setting: kitchen

<little:On the kitchen table sat {item}. It had a red checked lid, and a bow!><grown:On the kitchen table sat {itemFull}, tied with a bow.>
<2-9:"Who is it for?" asked {companion}.
"For Mrs Dapple," said {name}.><10-12:"Who is it for?" asked {companion}, and {name} answered, "For Mrs Dapple.">
<grown:A shy deer had moved into the empty cottage in the wood, and nobody had knocked on her door yet.><little:Mrs Dapple the deer had just moved in.
Nobody had said hello.>
<2-9:{name} had seen her once, tall and quiet among the trees.
{Their} tummy did a little flip.
What if she didn't want visitors?><10-12:{name} had seen her once, tall and quiet among the trees, and {their} tummy did a little flip: what if she didn't want visitors?>
<8-9:Then again, {name} thought, perhaps she was wondering the very same thing about everyone else.><10-12:Then again, {name} thought, perhaps she was sitting alone in her new cottage, wondering the very same thing about everyone else.>
"{refrain}," {name} practised.
"Let's {goal}."

:: setup courage.deer-jam.s.hedgehog-news
setting: garden

<2-9:A hedgehog came puffing up the garden path.
"Have you heard?" she whispered.><10-12:A hedgehog came puffing up the garden path and whispered, "Have you heard?">
<little:"A deer called Mrs Dapple has moved in. Into the old cottage in the wood!"><grown:"A deer called Mrs Dapple has moved into the old cottage in the wood.">
<2-9:"Has anyone said hello?" asked {name}.
"Nobody dares.
She's ever so tall."><10-12:"Has anyone said hello?" asked {name}. "Nobody dares," admitted the hedgehog; "she's ever so tall.">
<2-9:"Well?" said {companion}, smiling at {name}.><10-12:"Well?" said {companion}, smiling meaningfully at {name}.>
<little:On the garden bench sat {item}. {name} looked at it.><grown:{name} looked at {itemFull}, waiting on the garden bench.>
<grown:Tall was only tall, {name} decided, and new was only new.><little:Tall is only tall, thought {name}.>
"We'll {goal}," {they} said.
"{refrain}."

:: payoff courage.deer-jam.p.green-door
setting: forest

<2-9:{destination} had a bright green door.
{name's} heart went thump, thump.
{They} lifted a hand and knocked three times.
{Companion} stood close beside {name}.><10-12:{destination} had a bright green door, and {name's} heart thumped as {they} lifted a hand and knocked three times, with {companion} close beside {name}.>
The door opened slowly, and there stood {recipient}, tall and shy.
"Hello," said {name}.
"We brought you {item}."
<grown:Mrs Dapple's big brown eyes went soft and shiny.><little:Mrs Dapple smiled a shy smile.>
<2-9:"I was too shy to knock on anybody's door," she said.
"Thank you for knocking on mine."><10-12:"I was too shy to knock on anybody's door," she admitted, "so thank you for knocking on mine.">
<grown:Soon the kettle sang, and there was toast and jam for everyone.><little:Then came toast and jam for everyone.>

:: payoff courage.deer-jam.p.round-window
setting: forest

<little:Through the trees was {destination}. A lamp glowed in its round window.><grown:A lamp glowed in the round window of {destination}.>
<2-9:On the doorstep, {name} took a big breath.
"{refrain}," {they} whispered, and knocked.
The door opened, and {recipient} peeped out.><10-12:On the doorstep, {name} took a big breath, whispered, "{refrain}," and knocked, and the door opened for {recipient} to peep out.>
<grown:{name} held up {item}, and the words came out in a rush: "Hello, I'm {name}, and this is for you."><little:"Hello!" said {name}.
"This is for you.">
<2-9:"My very first visitors," said Mrs Dapple.
"Will you come in?"><10-12:"My very first visitors," said Mrs Dapple, delighted. "Will you come in?">
<2-9:{Companion} let {name} step in first.><10-12:{Companion} politely let {name} step in first.>
<grown:So they sat by her fire, and the cottage did not feel new any more.><little:The cottage felt like home.>
<8-9:Being brave, {name} thought, had made a stranger into a neighbour.><10-12:Being brave for one short minute on a doorstep, {name} thought, had turned a stranger into a neighbour.>

:: quest fairy-wand
item: the little wand
itemFull: Queen Thistledown's little wand, with a silver star on the tip
itemHeld: behind {their} ear
itemTell: <little:gave a sparkly fizz><grown:gave a tiny fizz of sparkles>
recipient: Queen Thistledown
destination: <little:the fairy ring><grown:the fairy ring in the meadow>
goal: take the little wand back to Queen Thistledown
refrain: Stand up tall and say it clear

:: setup courage.fairy-wand.s.daisy-lawn
setting: garden

<2-9:Something was twinkling among the daisies on the lawn.
{name} knelt down to look.><10-12:Something was twinkling among the daisies on the lawn, so {name} knelt down to look.>
<little:It was {item}, with a silver star on the tip!><grown:It was {itemFull}!>
"Queen Thistledown must have dropped it," said {companion}.
<little:"Every night she waves it over the town. Sweet dreams float down to every bed."><grown:"Every night she waves it over the town, and sweet dreams float down to every bed.">
<grown:Without it, nobody would have a good dream tonight.><little:No wand, no sweet dreams!>
<2-9:{name} had never met a queen.
{Their} knees felt wobbly.
"{refrain}," {name} told {their} knees.><10-12:{name} had never met a queen, and {their} knees felt distinctly wobbly. "{refrain}," {name} told {their} knees sternly.>
"We'll {goal}."

:: setup courage.fairy-wand.s.dragonfly
setting: bedroom

<2-9:A silver dragonfly zipped in through the window.
"Please help!" she buzzed.
"The queen dropped her wand over your roof."><10-12:A silver dragonfly zipped in through the window, buzzing, "Please help! The queen dropped her wand over your roof.">
<little:There on the windowsill lay {item}. It had a silver star on the tip!><grown:There on the windowsill lay {itemFull}.>
<2-9:"You must give it back yourself," said the dragonfly.><10-12:"You must return it yourself," insisted the dragonfly.>
<little:"In the fairy ring, in front of everyone."><grown:"In the middle of the fairy ring, in front of the whole court.">
<grown:{name} thought of all those faces turning to look, and {their} cheeks went hot.><little:{name's} cheeks went hot.
So many faces!>
<2-9:{Companion} stood close by.
Then {name} picked up the wand.><10-12:With {companion} standing close by, {name} picked up the wand.>
"We'll {goal}," said {name}.

:: payoff courage.fairy-wand.p.toadstool-ring
setting: meadow

In the meadow, a ring of tiny toadstools glowed like lamps.
<little:Inside it, the whole fairy court was waiting. Every face turned to look at {name}.><grown:Inside it, the whole fairy court was waiting, and every face turned to look at {name}.>
<2-9:{name's} mouth went dry.
{Companion} waited outside the ring.><10-12:{name's} mouth went dry, and {companion} waited outside the ring.>
<grown:"{refrain}," {name} whispered, and stepped right into the ring.><little:{name} stepped into the ring.>
<2-9:{recipient} rose from her buttercup throne.
{name} held out {item}.
"Your wand, Your Majesty."><10-12:{recipient} rose from her buttercup throne, and {name} held out {item}: "Your wand, Your Majesty.">
The queen smiled, and the whole court cheered.
<grown:Then she waved the wand, and sweet dreams floated out over the town like dandelion seeds.><little:Swish!
Out floated sweet dreams for everyone.>

:: payoff courage.fairy-wand.p.slow-dance
setting: meadow

<little:At {destination}, the fairies danced slowly. Round and round, so sad.><grown:At {destination}, the fairies were dancing in a slow, sad circle.>
"The queen's wand is lost," they sighed.
<2-9:{name} stepped forward, then stopped.
{Their} voice felt very small.><10-12:{name} stepped forward, then stopped, because {their} voice felt very small.>
"Go on, I'm here," whispered {companion}.
<grown:But {recipient} was waiting, so {name} stood up tall and said it clear: "I've brought it back!"><little:Then {name} stood up tall.
"I've brought it back!">
<little:{name} held up {item}. It {itemTell}.><grown:{name} held up {item}, and it {itemTell}.>
"What a brave voice," said Queen Thistledown.
"Will you help me wave it?"
<2-9:So {name} and the queen held the wand together.
Swish!><10-12:So {name} and the queen held the wand together and swished.>
<8-9:Out over the rooftops drifted a thousand sweet dreams, and {name} felt sure that one of them had {their} name on it.><10-12:Out over the rooftops drifted a thousand sweet dreams, and {name} had a sneaking suspicion that one of them had {their} name on it.>

:: quest night-comb
item: the silver comb
itemFull: Mother Night's silver comb, with stars along its back
itemHeld: in {their} pyjama pocket
itemTell: <little:gave a starry shimmer><grown:gave a soft, starry shimmer>
recipient: Mother Night
destination: <little:Mother Night's cloud house><grown:Mother Night's house in the clouds>
goal: take the silver comb back to Mother Night
refrain: The dark is kind, the dark is warm

:: setup courage.night-comb.s.stardust-sill
setting: bedroom

<2-9:Tink!
Something landed on the windowsill in a little puff of stardust.><10-12:With a tink, something landed on the windowsill in a little puff of stardust.>
<little:{name} opened the window. There lay {itemFull}.><grown:{name} opened the window, and there lay {itemFull}.>
"Oh dear," said {companion}.
<little:"Every night Mother Night combs the clouds smooth. Then everyone sleeps softly.><grown:"Every night Mother Night combs the clouds smooth, so that everyone sleeps softly.>
She must have dropped it."
{name} looked out at the big, dark sky.
<grown:Mother Night lived right up there, in the very middle of the dark.><little:The dark was so big.>
<2-9:{name} gulped, and then nodded.><10-12:{name} gulped, then nodded resolutely.>
"We'll {goal}," {they} said.

:: setup courage.night-comb.s.tangled-clouds
setting: garden

<2-9:{name} looked up and frowned.
The clouds were all in tangles, like hair after a windy day.><10-12:{name} looked up and frowned, for the clouds were all in tangles, like hair after a windy day.>
<little:Down on the grass lay {item}. Stars ran along its back!><grown:Down on the grass lay {itemFull}.>
"Mother Night has lost it," said a sleepy snail.
<grown:"Without her comb, the clouds stay tangled, and everyone has wriggly dreams."><little:"No comb, no smooth clouds!">
<2-9:{name} had always thought the night was a bit scary.
But now the night needed help.
{Companion} came close.><10-12:{name} had always found the night a bit scary, but now the night needed help, and {companion} came close.>
<8-9:It was an odd feeling, being needed by something {name} had always been a little afraid of.><10-12:It was an odd, topsy-turvy feeling, being needed by the very thing {name} had always been a little afraid of.>
"{refrain}," {name} said bravely.
"Let's {goal}."

:: payoff courage.night-comb.p.midnight-door
setting: clouds

<little:They floated up to {destination}. Its door was as blue as midnight.><6-9:{destination} had a door as blue as midnight.><10-12:{destination} had a door as deeply blue as midnight itself.>
<2-9:{name} knocked, and the door opened.><10-12:{name} knocked, and the door swung slowly open.>
<little:Inside sat {recipient}, tall and dark. Her cloak was sewn with stars.><6-9:Inside sat {recipient}, tall and dark, in a cloak sewn with stars.><10-12:Inside sat {recipient}, tall and dark, wrapped in a cloak sewn with stars.>
<2-9:{name's} heart thumped.
{Companion} stayed near, quiet as a shadow.><10-12:{name's} heart thumped, but {companion} stayed near, quiet as a shadow.>
<2-9:Then Mother Night smiled a smile as gentle as a night-light.
"My comb!" she said softly.
{name} held out {item}.><10-12:Then Mother Night smiled a smile as gentle as a night-light. "My comb!" she said softly, as {name} held out {item}.>
<6-9:Mother Night combed the nearest cloud until it was smooth as milk.><little:Stroke, stroke.
The cloud went smooth.><10-12:Mother Night drew the comb through the nearest cloud until it lay as smooth as milk.>
<little:"{refrain}," said {name} softly. Now {they} knew it was true.><grown:"{refrain}," whispered {name}, and now {they} knew it was true.>

:: payoff courage.night-comb.p.first-cloud
setting: clouds

<little:At last they reached {destination}. The clouds were all in a tangle.><grown:At {destination}, the clouds lay in a tangle.>
<2-9:In the middle waited {recipient}.
She was very big and very dark, with eyes full of stars.><10-12:In the middle waited {recipient}, enormous and very dark, with eyes full of stars.>
<2-9:{name} took a deep breath and stepped closer.
{Companion} came one quiet step behind.><10-12:{name} took a deep breath and stepped closer, with {companion} one quiet step behind.>
<little:"I think this is yours," {name} said. {They} held up {item}.><grown:"I think this is yours," {name} said, and held up {item}.>
"You came through the dark to bring it," said Mother Night.
"Would you like to comb the first cloud?"
<grown:So {name} combed until every knot was gone, and the sky lay smooth.><little:Comb, comb.
The sky was smooth again.>
<8-9:The night, {name} realised, had never been something to fear; it was only someone kind, busy with her work.><10-12:The night, {name} realised with some astonishment, had never been anything to fear; it was only someone kind and rather tired, busy with her work.>

:: quest thunder-piglet
item: the rain stick
itemFull: a long rain stick painted with blue zigzags
itemHeld: <little:over {their} shoulder><grown:on a strap over {their} shoulder>
itemTell: <little:gave a soft shush><grown:gave a soft, pattering shush>
recipient: Parsnip the piglet
destination: <little:the pigsty><grown:the pigsty at Oakapple Farm>
goal: take the rain stick to Parsnip the piglet
refrain: Rumble, rumble, roll away

:: setup courage.thunder-piglet.s.under-covers
setting: bedroom

<2-9:Far away, the thunder grumbled.
{name} pulled the covers right up to {their} chin.><10-12:Far away, the thunder grumbled, and {name} pulled the covers right up to {their} chin.>
<grown:Then a sparrow landed on the windowsill, fluffed up with worry.><little:A sparrow landed on the sill, all puffed up.>
<2-9:"It's {recipient}," it chirped.
"He's hiding in the straw, shaking like a jelly."><10-12:"It's {recipient}," it chirped anxiously; "he's hiding in the straw, shaking like a jelly.">
<2-9:{name} didn't like thunder either.
"Lots of people don't," said {companion}.><10-12:{name} didn't much like thunder either, and {companion} said gently, "Lots of people don't.">
<grown:But on the shelf stood {itemFull}, which made the gentlest sound in the world.><little:But {name} had {itemFull}.
It made the softest sound.>
<little:{name} climbed out of bed.[ On went {their} {colour} dressing gown.]><grown:{name} climbed out of bed[ and put on {their} {colour} dressing gown].>
<little:"We should {goal}," {they} said. "Then he won't be scared alone."><grown:"Let's {goal}," {they} said, "so he isn't scared alone.">

:: setup courage.thunder-piglet.s.dripping-garden
setting: garden

The storm had rolled over the hills, but it was still muttering.
The garden dripped, and every leaf shone in the moonlight.
<little:{name} stood on the back step[ in {their} {colour} wellies]. {They} held {item}, with its blue zigzags.><grown:{name} stood on the back step[ in {their} {colour} wellies], holding {itemFull}.>
<grown:Tipped one way, it went shhhh, like soft and friendly weather; tipped back, it went shhhh again.><little:Tip it, and it went shhhh.>
A frog hopped out from under the rhubarb.
"Poor {recipient} is frightened of the grumbles," it croaked.
{Companion} bent to listen, then looked at {name}.
<8-9:{name} was a bit frightened of them too, but knowing that somebody smaller felt the same made {them} stand up straighter.><10-12:{name} was a bit frightened of the grumbles too, but knowing that somebody smaller felt exactly the same made {name} stand up a little straighter.>
"Then he needs this," said {name}, and set off down the path.

:: payoff courage.thunder-piglet.p.counting
setting: farm

<little:Into {destination} they tiptoed. A pink snout poked out of the straw.><grown:At {destination}, a pink snout poked out from a heap of straw.>
<2-9:"Is the storm coming closer?" whispered {recipient}.
Far off, the sky gave a flicker.><10-12:"Is the storm coming closer?" whispered {recipient}, just as the sky gave a faraway flicker.>
<2-9:{name's} tummy flipped, but {they} sat down in the straw anyway.
{Companion} sat down too.
"Let's count the rumbles," said {name}.><10-12:{name's} tummy flipped, but {they} sat down in the straw anyway, and so did {companion}. "Let's count the rumbles," suggested {name}.>
<6-9:Together they counted: one, two, three.
Rumble.
Next time, they counted all the way to six.><little:They counted to three.
Rumble.
Next time, they counted to six.><10-12:Together they counted, one, two, three, before the rumble came, and the next time they reached all the way to six.>
<2-9:"Six is more than three," said {name}.
"It's going away."><10-12:"Six is more than three," reasoned {name}, "so it's going away.">
<little:Then {name} tipped {item}. Shhhh! Parsnip crept out to listen.><6-9:Then {name} tipped {item}, shhhh, and Parsnip crept out to listen.><10-12:Then {name} tipped {item}, shhhh, and Parsnip crept cautiously out of the straw to listen.>

:: payoff courage.thunder-piglet.p.sing-along
setting: farm

Inside {destination}, the straw rustled and shook.
"Who's there?" squeaked a small voice.
"Only me," said {name}, although {their} own voice wobbled too.
<little:{name} found {recipient} curled up in the corner. {They} showed him {item}.><grown:{name} found {recipient} curled up in the corner, and showed him {item}.>
<grown:{name} tipped it slowly, and a hush like soft, gentle weather filled the pigsty, louder than the faraway grumbles.><little:{name} tipped it.
Shhhh, it went, soft and gentle.>
<little:"{refrain}," sang {name}. The little piglet joined in, and so did {companion}.><grown:"{refrain}," sang {name}, and the little piglet joined in, and so did {companion}.>
<8-9:Singing for somebody else, {name} found, was a good way of being brave for two.><10-12:Singing for somebody else, {name} discovered, was a clever way of being brave for two, because there was no room left over for being scared.>
Soon Parsnip was snoring, and the thunder had rolled away for good.

:: quest swallow-goodbye
item: the silver button
itemFull: a shiny silver button shaped like a heart
itemHeld: <little:in {their} pocket><grown:in a twist of tissue paper in {their} pocket>
itemTell: <little:gave a bright wink><grown:gave a small, bright wink>
recipient: Wisp the swallow
destination: <little:the harbour wall><grown:the harbour wall where the swallows gather>
goal: take the silver button to Wisp the swallow
refrain: Fly safe, and come back soon

:: setup courage.swallow-goodbye.s.empty-nest
setting: garden

<little:All summer, {recipient} had lived under the roof. Her nest was made of mud!><grown:All summer, {recipient} had lived in a little mud nest under the roof.>
Every morning she had swooped past {name's} window, chattering hello.
But tonight the nest was empty.
<grown:"The swallows are gathering down at the harbour," croaked the old toad.
"At sunrise they fly south for the winter."><little:"The swallows fly away at sunrise," croaked the old toad.>
<2-9:{name} felt a lump in {their} throat.
{Companion} stood quietly by.><10-12:{name} felt a lump in {their} throat, and {companion} stood quietly by.>
<grown:In {their} pocket was {itemFull}, saved all summer as a goodbye present.><little:{name} had a present for her.
It was {itemFull}.>
<8-9:It would be easier not to go, {name} thought, because then there would be no goodbye to say.><10-12:Part of {name} wanted to stay snugly at home, because if you never go, you never have to say the goodbye.>
"But then she'd never know I'll miss her," {name} said.

:: setup courage.swallow-goodbye.s.beads
setting: bedroom

Outside, the harbour lay silver in the moonlight.
<little:Along its wall sat a long row of swallows. Like beads on a string!><grown:Along its wall sat a long row of swallows, like beads on a string.>
"They're leaving at sunrise," said {companion}.
<grown:"{recipient} will be somewhere in that row."><little:"{recipient} is there too.">
<little:{name} opened the drawer. Out came {itemFull}.><grown:{name} opened the drawer and took out {itemFull}.>
<grown:It had been meant for the last day of summer, and now the last day had come.><little:It was a goodbye present.>
<2-9:{name's} chin wobbled.
"Goodbyes are hard," {name} whispered, wrapping the button in tissue paper.
"Let's go now, before I change my mind."><10-12:{name's} chin wobbled. "Goodbyes are hard," {name} whispered, wrapping the button carefully in tissue paper; "let's go now, before I change my mind.">

:: payoff courage.swallow-goodbye.p.row
setting: harbour

<little:They walked along {destination}. A hundred small birds sat shoulder to shoulder.><grown:At {destination}, a hundred small birds sat shoulder to shoulder in the moonlight.>
<2-9:One of them opened an eye and fluttered down.
It was {recipient}.
{name} held out {item}.><10-12:One of them opened an eye and fluttered down: it was {recipient}, and {name} held out {item}.>
"For your new nest," {name} said, "so you remember me."
<2-9:{Companion} edged closer.
Then came the hardest part.><10-12:{Companion} edged closer, because now came the hardest part.>
<grown:"I'll miss you," said {name}, and {their} voice wobbled, but {they} said it all the same.><little:"I'll miss you," said {name}, with a wobbly voice.>
"I'll miss you too," said Wisp, tucking the button under her wing.
"Look for me in the spring."
<8-9:Saying it out loud had been hard, and it had also made {name} feel lighter.><10-12:Saying it out loud had been one of the hardest things all night, and yet afterwards {name} felt lighter, not heavier.>

:: payoff courage.swallow-goodbye.p.quay
setting: harbour

<little:At the end of the quay sat {recipient}. She looked out to sea.><6-9:At the far end of the quay sat {recipient}, looking out to sea.><10-12:At the far end of the quay sat {recipient}, gazing silently out to sea.>
<2-9:For a moment {name} wanted to go home without a word.><10-12:For a moment {name} was tempted to slip home without a word.>
<grown:Instead, {name} walked the last few steps and sat down on the stones beside her.><little:Instead, {name} sat down beside her.>
"This is for you," {name} said, holding out {item}.
<little:"And so is this. Thank you for the summer. I'll miss you. Goodbye!"><grown:"And so is this: thank you for the summer, I'll miss you, and goodbye.">
<2-9:Wisp nuzzled {name's} cheek.
{Companion} got one too.><10-12:Wisp nuzzled {name's} cheek, and {companion} got a nuzzle too.>
"Every spring I'll look for your window first," she said.
"{refrain}," {name} whispered back.

:: quest creaky-knight
item: the little oil can
itemFull: a little oil can with a long, thin spout
itemHeld: <little:in {their} deep pocket><grown:in the deep pocket of {their} dressing gown>
itemTell: <little:went glug, glug><grown:gave a small, glugging slosh>
recipient: Sir Creakalot
destination: <little:Clankbury Castle><grown:Clankbury Castle on the hill>
goal: take the little oil can to Sir Creakalot
refrain: Find out what it really is

:: setup courage.creaky-knight.s.squeaky-gate
setting: garden

Creeeak... clank!
<little:The sound came rolling down from the castle on the hill. It came every night.><grown:The sound came rolling down from the castle on the hill, as it did every night.>
"Everyone says something scary lives up there," {name} whispered, shivering.
"Only an old knight called {recipient}," said {companion}.
"But nobody has been to look for years."
Then the garden gate swung in the breeze, without a single squeak.
<grown:Last week it had squeaked terribly, until {name} gave its hinges three drops from {itemFull}.><little:It used to squeak.
Then {name} oiled it.>
<8-9:A brave idea began to grow, small at first, and then too big to ignore.><10-12:A brave idea began to grow, no bigger than a seed at first, and then, quite suddenly, much too big for {name} to ignore.>
{name} looked up at the castle, and picked up the oil can.

:: setup courage.creaky-knight.s.bat-letter
setting: bedroom

Flitter, flutter!
<little:A little bat flew in at the window. Drop! A letter landed on the pillow.><grown:A little bat flew in at the window and dropped a letter on the pillow.>
The writing was very old and very curly.
<grown:"Dear Somebody, please bring oil.
My knees creak so loudly that everyone runs away.
Yours, {recipient}, of {destination}."><little:"Please bring oil," it said.
"My knees creak!
From {recipient}.">
{name} gulped.
<little:Every night {they} had heard that creaking. And every night {they} had hidden under the quilt.><grown:Every night {they} had heard that creaking from the hill, and hidden under the quilt.>
{Companion} read it again, out loud.
<little:On the sill sat {item}. It had a long, thin spout.><grown:On the sill sat {itemFull}.>
<8-9:A sound in the dark, {name} thought, might only be somebody who needed help.><10-12:A frightening sound in the dark, {name} thought slowly, might turn out to be only somebody who needed help.>
"We'll go and see," said {name}, very quietly.

:: payoff courage.creaky-knight.p.top-stair
setting: castle

<little:They crept into {destination}. The tower stairs wound up and up in the dark.><6-9:Inside {destination}, the tower stairs wound up and up in the dark.><10-12:Inside {destination}, the tower stairs wound up and up into the darkness.>
Creeeak... CLANK!
{name's} heart thumped, but {they} kept climbing, with {companion} close behind.
<grown:At the top, in a pool of moonlight, stood a very old knight in very old armour, trying to sit down.><little:At the top stood an old knight in old armour.>
<2-9:"Oh!" said {recipient}.
"A visitor!"><10-12:"Oh!" said {recipient}, astonished. "A visitor!">
<little:{name} gave {item} a squeeze. Drip, drip, drip, on each knee!><6-9:{name} held up {item} and gave each of his knees three drops.><10-12:{name} held up {item} and carefully gave each of his knees three drops.>
<grown:The knight bent his knees, once, twice, without a single squeak, and beamed.><little:Not one squeak!>
<2-9:"Now nobody needs to be scared of me," he said.><10-12:"Now nobody needs to be scared of me," he said, with evident relief.>

:: payoff courage.creaky-knight.p.great-hall
setting: castle

<little:They stepped inside {destination}. In the great hall, the clanking came closer.><grown:In the great hall of {destination}, the clanking was coming closer.>
<2-9:Clank... creak... clank.
{name} wanted very much to run.><10-12:At every clank and creak, {name} wanted very much to run.>
<2-9:Instead {they} stood still and called out, "Hello, who's there?"
{Companion} stood firm beside {name}, waiting.><10-12:Instead {they} stood still and called out, "Hello, who's there?" while {companion} stood firm beside {name}, waiting.>
<grown:Out of the shadows shuffled {recipient}, a knight so rusty he creaked with every step.><little:Out shuffled {recipient}, creaking with every step.>
<2-9:"You didn't run away," he said, amazed.
{name} held out {item} with both hands.><10-12:"You didn't run away," he said, amazed, and {name} held out {item} with both hands.>
<2-9:Glug, glug went the oil, into his elbows and knees.
Then Sir Creakalot danced a silent jig across the hall.><10-12:The oil glugged into his elbows and knees, and then Sir Creakalot danced a silent jig across the hall.>
<8-9:The thing in the dark, {name} thought, had only been lonely.><10-12:The thing in the dark, {name} thought, had never been scary at all; it had only been lonely, and a little rusty.>

:: quest carousel-handle
item: the winding handle
itemFull: the carousel's golden winding handle
itemHeld: <little:hooked on {their} belt><grown:hooked on {their} dressing-gown belt>
itemTell: <little:gave a jingly hum><grown:gave a faint, jingly hum>
recipient: Mr Whirligig
destination: <little:the carousel><grown:the carousel at the Midnight Fair>
goal: take the winding handle back to Mr Whirligig
refrain: Up and down and round we go

:: setup courage.carousel-handle.s.flower-bed
setting: garden

<2-9:Far off, the lights of the Midnight Fair twinkled on the hill.
But tonight its music had stopped.
Tink, tonk!
Something golden fell into the flower bed.><10-12:Far off, the lights of the Midnight Fair twinkled on the hill, though tonight its music had stopped. Tink, tonk: something golden fell into the flower bed.>
"That's {itemFull}," said {companion}.
<grown:"{recipient} winds the carousel with it; a jackdaw must have taken it for treasure."><little:"{recipient} needs it to wind the carousel.">
{name} bit {their} lip.
<grown:The carousel horses went so high and so fast that {name} had never dared to ride one.><little:{name} had never dared to ride the carousel.>
"But nobody can ride without this," {name} said.
<little:"So I'll {goal}. Even if my knees wobble!"><grown:"So I'll {goal}, even if my knees wobble.">

:: setup courage.carousel-handle.s.mouse-cap
setting: bedroom

<little:A mouse in a striped cap stood on the windowsill. She was holding {itemFull}.><grown:A mouse in a striped cap stood on the windowsill, holding {itemFull}.>
<little:"Please," she squeaked. "It fell off the carousel. I carried it as far as I could."><grown:"Please," she squeaked, "it fell off the carousel, and I carried it as far as I could.">
<grown:"My paws are tired, and {recipient} can't start the music without it," she sighed.><little:"{recipient} needs it," she sighed.>
<2-9:{name} took the handle.
It was warm, and it hummed very softly.
{Companion} leaned close to hear the hum.><10-12:{name} took the handle, which was warm and hummed very softly, so softly that {companion} leaned close to hear it.>
<grown:{name} had been to the fair before, but had always stood at the back, watching the painted horses whirl past.><little:{name} had only ever watched the carousel.>
<8-9:Watching was safe, but tonight somebody needed {name} to come closer.><10-12:Watching from the back was safe and easy, but tonight somebody needed {name} to step forward instead.>
"I'll bring it," {name} said.

:: payoff courage.carousel-handle.p.first-ride
setting: fair

At {destination}, the painted horses stood silent.
<little:Beside them sat {recipient}, a shaggy old sheepdog. He wore a striped waistcoat.><grown:Beside them sat {recipient}, a shaggy old sheepdog in a striped waistcoat.>
<2-9:{name} held out {item}, and his ears shot up.
"My handle!" he woofed, and wound it round.
The music started, and the horses rose and fell.><10-12:{name} held out {item}, and his ears shot up. "My handle!" he woofed, winding it round until the music started and the horses rose and fell.>
<2-9:"First ride for the one who brought it," said Mr Whirligig.
{name's} tummy went fluttery.
"I'll ride beside you," said {companion}.><10-12:"First ride for the one who brought it," announced Mr Whirligig, and {name's} tummy went fluttery until {companion} said, "I'll ride beside you.">
<grown:Then {name} chose a little grey horse, held the golden pole tight, and up and down {they} went.><little:{name} climbed on and held tight.
Up and down!>
<8-9:It felt, {name} thought, a lot like flying, and nothing at all like falling.><10-12:It felt, {name} thought, a great deal like flying, and nothing whatsoever like falling, which had been the worry all along.>

:: payoff courage.carousel-handle.p.slow-start
setting: fair

<little:{recipient} sat on the carousel steps. A queue of sleepy mice waited.><grown:{recipient} was sitting on the steps of {destination}, with a queue of sleepy mice.>
<2-9:"Here," said {name}, holding out {item}.
The old sheepdog's tail began to thump.><10-12:"Here," said {name}, holding out {item}, and the old sheepdog's tail began to thump.>
<2-9:"Will you wind it?" he asked.
{name} turned the handle, and the carousel began to play.><10-12:"Will you wind it?" he asked, so {name} turned the handle, and the carousel began to play.>
"Now, how about a ride?" said Mr Whirligig.
<grown:"Yes," said {name}, "but can we start very slowly?"><little:"Yes, please," said {name}, "but slowly!">
<2-9:"The bravest rides always start slowly," he said.><10-12:"The bravest rides always start slowly," he said, nodding wisely.>
<little:Round they went, slow and then faster. {name} laughed and waved to {companion}!><grown:Round they went, slow and then faster, and {name} laughed and waved to {companion} every time.>

// Scenes on the way: the theme's value in action, serving any of its quests.

:: scene courage.c.2k1oji
setting: forest
role: onward
energy: lively

{onward}a rope bridge swayed across a rushing stream.
<2-9:Its planks creaked, and the whole thing wobbled like jelly.
{name} gripped the rope and felt {their} knees go wibbly.><10-12:Its planks creaked and the whole thing wobbled like jelly, so {name} gripped the rope, feeling {their} knees turn distinctly unreliable.>
{trait:obstacle} "One plank at a time," {name} decided.
<little:{Companion} {ability:light,guide}. {name} counted out loud. One plank, two planks, three!><grown:{Companion} {ability:light,guide}, and {name} counted out loud: one plank, two planks, three.>
<grown:Halfway across, the bridge gave a big bounce, and instead of freezing, {name} laughed.><little:Boing!
The bridge bounced.
{name} laughed.>
<8-9:The stream below chattered as if it were daring {them} to look down, so {name} didn't.><10-12:The stream below chattered away as if daring {name} to look down, so {name} very sensibly looked straight ahead instead.>
<little:Over they went! {item} {itemTell}.><grown:On the far side, {item} {itemTell}.>

:: scene courage.c.1ua37wt
setting: orchard
role: onward
energy: lively

{onward}the apple trees threw long shadows.
<2-9:One shadow had spikes, and it was moving.
{Companion} stopped.
{name} stopped too.><10-12:One shadow had spikes, and it was moving, so {companion} stopped, and {name} stopped too.>
{trait:obstacle} <grown:"Let's find out what it is," whispered {name}, although {their} heart was thumping.><little:"Let's look," whispered {name}.
Thump, thump went {name's} heart.>
{Companion} {ability:light,find,guide}.
<2-9:Behind a trunk sat a hedgehog with three apples on its spines.
{name} pulled them off gently.><10-12:Behind a trunk sat a hedgehog with three apples stuck on its spines, and {name} gently pulled them off.>
<grown:"Thank you!" said the hedgehog, and nodded at a gap in the hedge, the quick way out of the orchard.><little:"Thank you!" said the hedgehog.
"Use my gap!">
<little:{name} squeezed through with {item}. Out onto the lane!><grown:{name} squeezed through with {item}, onto the lane beyond.>

:: scene courage.c.1r34778
setting: snowfield
role: onward
energy: lively

{onward}<little:the snowy field ended at a steep slope. The only way down was by sledge!><grown:the snowy field ended at a long, steep slope, and the only way down was by sledge.>
<grown:From the top, the bottom looked a very long way away, and very fast.><little:It was steep.
It was long.>
<little:{name's} fingers were cold and shaky. So {companion} {ability:warm,comfort}.><grown:{name's} fingers were cold and shaky, so {companion} {ability:warm,comfort}.>
{trait:obstacle} <little:{name} felt for {item}. Safe! Then {they} sat on the sledge and pushed off.><grown:{name} checked that {item} was safe {itemHeld}, sat on the sledge, and pushed off.>
<2-9:Whoosh!
Snow sprayed everywhere.
At the bottom, {name} tumbled out in a heap, laughing.><10-12:Whoosh: snow sprayed everywhere, and at the bottom {name} tumbled out in a heap, laughing helplessly.>
<8-9:The scary part, {name} noticed, had lasted one breath; the fun part was still fizzing.><10-12:The scary part, {name} noticed, had lasted exactly one breath, while the fun part was still fizzing away like lemonade.>

:: scene courage.c.aweyml
setting: jungle
role: onward
energy: lively

{onward}the jungle was thick with giant leaves.
<2-9:Suddenly, a huge ROAR shook the leaves.
{name} froze.><10-12:Suddenly, a huge ROAR shook the leaves, and {name} froze.>
<grown:It sounded like something enormous, with enormous teeth.><little:It sounded very big.>
{trait:obstacle} <little:But going round would take too long. {recipient} was waiting!><grown:But going round would take far too long, and {recipient} was waiting.>
<little:So {name} stepped closer. {Companion} {ability:find,guide}.><grown:So {name} stepped closer, and {companion} {ability:find,guide}.>
<little:Under a leaf sat a tiny green frog. What a big voice!><grown:Under a leaf sat a tiny green frog with a very big voice.>
<2-9:"Sorry," it croaked.
"I'm practising."
{name} laughed and laughed.><10-12:"Sorry," it croaked sheepishly, "I'm only practising," and {name} laughed and laughed.>
<8-9:It was hard to stay frightened of a frog the size of a thumb.><10-12:It was very hard to stay frightened of a frog the size of a thumb, especially one who apologised so politely.>

:: scene courage.c.1gk47x9
setting: waterfall
role: onward
energy: lively

{onward}the path ran right past a waterfall.
<little:The water thundered down like a great white curtain. The rocks were wet.
It was SO loud.
Splash, crash, splash!><6-9:The water thundered down like a great white curtain, and the rocks were damp.
The noise was so loud that {name} could feel it in {their} chest.><10-12:The water thundered down like a great white curtain over the damp rocks, so loudly that {name} could feel it rumbling in {their} chest.>
{trait:obstacle} {Companion} {ability:hush,comfort}.
<little:Then {name} put one hand on the rocky wall. On {they} stepped, far from the edge.
Step, step, through the misty spray! Out {they} came, damp and delighted. They still had {item}, too.><6-9:Then {name} put one hand on the rocky wall and stepped on, well away from the edge.
Step, step, through the misty spray, and out the other side, damp and delighted, with {item} still safe {itemHeld}.><10-12:Then, keeping one hand on the rocky wall, {name} stepped on, step by step, through the misty spray, well away from the edge, and came out the other side damp and delighted, with {item} still safe {itemHeld}.>

:: scene courage.c.syp5sl
setting: beach
role: onward
energy: lively

{onward}<little:the sand was wet and shining. The tide was coming in!><grown:the sand was wet and shining, and the tide was coming in.>
<2-9:Little waves were creeping over the path.><10-12:Little waves were creeping steadily over the path.>
<6-9:{name} decided to go now, before the path was gone.><little:"Quick!" said {name}.
"Let's go now."><10-12:{name} decided to go at once, before the path disappeared altogether.>
{Companion} {ability:fly,guide}.
{trait:obstacle} {name} ran along the sand, jumping each frilly wave as it came.
<2-9:Splash, hop!
Splash, hop!
Then a big one, as big as a rug!><10-12:Splash, hop, splash, hop, until along came a big one, as broad as a rug.>
<little:{name} reached the rocks, with wet feet and a huge grin. {item} was still dry!><grown:{name} reached the rocks with wet feet, a huge grin, and {item} still dry {itemHeld}.>

:: scene courage.c.mhvia9
setting: mountain
role: onward
energy: lively

{onward}<little:the mountain path grew narrow. Rock on one side, wind on the other!><grown:the mountain path grew narrow, with rock on one side and the wind on the other.>
<2-9:Whoosh!
The wind tugged at {name's} pyjamas[ and whipped {their} {hair} hair about].><10-12:With a whoosh, the wind tugged at {name's} pyjamas[ and whipped {their} {hair} hair about].>
{trait:obstacle} <grown:{name} wanted to turn back, but instead {they} pressed close to the rock and kept going.><little:{name} held on to the rock.
Step, and step again.>
{Companion} {ability:guide}.
<8-9:Each step felt like a small argument with the wind, and {name} won every one.><10-12:Each step felt like a small, stubborn argument with the wind, and {name}, to {their} own surprise, won every single one.>
<little:At the top, {name} patted {item}. The wind gave up. Off it went, to bother the clouds!><grown:At the top, {name} patted {item}, and the wind gave up and went off to bother some clouds.>

:: scene courage.c.19qk09n
setting: farm
role: aside
energy: lively

{onward}<little:three young goats were playing. They were on a tall stack of hay!><grown:three young goats were playing on a tall stack of hay bales.>
<2-9:"Jump off the top!" they called.
"We dare you!"
The stack was very high.
{name} felt squirmy inside.><10-12:"Jump off the top!" they called. "We dare you!" But the stack was very high, and {name} felt squirmy inside.>
{trait:meet} <6-9:Then {name} said, clearly and kindly, "No, thank you.
It isn't safe."><little:"No, thank you," said {name}.
"It's not safe."><10-12:Then {name} said, clearly and kindly, "No, thank you; it really isn't safe.">
<2-9:"I didn't want to either," sighed the smallest goat, stuck on top.><10-12:"I didn't want to either," sighed the smallest goat, who was stuck on top and rather relieved.>
<little:{Companion} {ability:lift,comfort}. Then they all played leapfrog in the straw!><6-9:{Companion} {ability:lift,comfort}, and they all played leapfrog in the straw instead.><10-12:{Companion} {ability:lift,comfort}, and they all played leapfrog in the straw instead, which was far more fun.>
<2-9:Then on to {destination}!><10-12:Then they set off again towards {destination}.>

:: scene courage.c.1t3u9su
setting: castle
role: onward
energy: lively

{onward}a castle stood with its drawbridge up.
<little:Outside waited a snail, two mice and a frog. They were too shy to ring the bell.><grown:Outside waited a snail, two mice and a frog, all too shy to ring the bell.>
<2-9:"You ring it," they kept saying.
"No, you!"><10-12:"You ring it," they kept insisting, "no, you!">
{trait:meet} Somebody had to go first, so {name} did.
<little:{Companion} {ability:lift,guide}. {name} gave the bell rope a pull.><grown:{Companion} {ability:lift,guide}, and {name} gave the bell rope a pull.>
<2-9:Dong!><10-12:The bell gave a deep, booming dong.>
<6-9:The drawbridge creaked down, and a goose in a helmet waved them in.><little:Down came the bridge!><10-12:The drawbridge creaked slowly down, and a goose in a helmet waved them graciously inside.>
<little:In went {name}, with {item}.><grown:In went {name}, with {item} safe {itemHeld}.>

:: scene courage.c.adwnmg
setting: pond
role: onward
energy: lively

{onward}<little:the path round the pond had frozen hard. It was the way to {recipient}!><grown:the path round the pond had frozen hard, and the way to {destination} lay right along it.>
<little:{name} stepped onto the icy path. Whoops! {Their} feet shot apart.><grown:{name} stepped onto the icy path, and at once {their} feet shot apart.>
<2-9:Bump!
The next try ended in a giggly heap.><10-12:Bump went {name}, and the next try ended in a giggly heap.>
{trait:obstacle} <grown:Some ducks waddled over in a line, and {name} held on to the last one.><little:The ducks made a line.
{name} held on.>
<little:{name's} fingers were freezing. So {companion} {ability:warm,comfort}.><grown:{name's} fingers were freezing, so {companion} {ability:warm,comfort}.>
<little:One wobbly step, then a steadier one. Soon {name} was sliding safely along!><grown:One wobbly step, then a steadier one, and soon {name} was sliding safely along, proud of trying again.>

:: scene courage.c.1yrbo9e
setting: village
role: onward
energy: gentle

{onward}the village lanes twisted and turned, all alike.
<2-9:Which way was {destination}?
An old badger in a nightcap was sweeping a doorstep.><10-12:Which way was {destination}, {name} wondered, as an old badger in a nightcap swept a doorstep nearby.>
<grown:Asking a stranger felt harder than it should, and {name's} cheeks went warm.><little:{name} felt shy.>
{trait:meet} But {name} walked over anyway.
"Excuse me, which way, please?"
<little:The badger smiled. He drew a map in the dust with his broom.><grown:The badger smiled and drew a map in the dust with the broom.>
"Left at the pump, right at the bakery."
<little:{Companion} {ability:light,guide}. Away they went!><grown:{Companion} {ability:light,guide}, and off they went.>
<8-9:Asking, {name} realised, was its own kind of brave.><10-12:Asking for help, {name} realised, was its own kind of brave, even if nobody ever sang songs about it.>

:: scene courage.c.119kl75
setting: meadow
role: aside
energy: gentle

{onward}the meadow was silver with moonlight.
<2-9:Some big, shiny beetles were laughing at a little snail.
"Slowcoach!" they jeered.
The snail hid in its shell.
{name} gulped, because the beetles were loud.><10-12:Some big, shiny beetles were jeering, "Slowcoach!" at a little snail, which had hidden in its shell, and {name} gulped, because the beetles were loud.>
{trait:help} <grown:But {name} stepped forward and said, kindly and clearly, "Please stop.
That isn't a nice thing to say."><little:"Please stop," said {name}.
"That's not kind.">
<2-9:The beetles shuffled their feet.
"Sorry," they mumbled.><10-12:The beetles shuffled their feet and mumbled, rather shamefaced, "Sorry.">
<little:{Companion} {ability:comfort}. The snail peeped out again.><grown:{Companion} {ability:comfort}, and the snail peeped out again.>
<8-9:{name's} voice had wobbled, but the words had come out straight.><10-12:{name's} voice had wobbled a little, but the words had come out straight and clear, and that was what mattered.>
<little:It waved an eye-stalk. On went {name}, with {item}.><grown:It waved an eye-stalk as {name} went on with {item}.>

:: scene courage.c.fpt3ev
setting: fair
role: aside
energy: gentle

{onward}<little:the fair was twinkling with lanterns. The carousel turned slowly.><grown:the fair was twinkling with lanterns, and the carousel was turning slowly.>
<2-9:Some young moths were playing tag round the lights.
{name} didn't know any of them.><10-12:Some young moths were playing tag round the lights, and {name} didn't know a single one of them.>
{trait:meet} <grown:For a while, {name} hovered by the candyfloss stall, feeling shy all over.><little:{name} stood and watched, feeling shy.>
Then, with one brave breath, {they} walked across.
"Hello.
Can I play?"
"Yes!" fluttered the smallest moth.
"You can be the moon!"
<8-9:Shy feelings, {name} found, shrink very fast once you have said hello.><10-12:Shy feelings, {name} found, are enormous before you say hello and surprisingly small afterwards.>
<little:{Companion} {ability:light,comfort}. They played and played. Then {name} remembered {recipient}, and waved goodbye.><grown:{Companion} {ability:light,comfort}, and they played until {name} remembered {recipient} and waved goodbye.>

:: scene courage.c.18k738l
setting: library
role: onward
energy: gentle

{onward}a library glowed in the night.
<2-9:At a round table sat a family of mice.
"Will you read us a story?" asked the littlest.
{name's} voice felt small and shy.><10-12:At a round table sat a family of mice, and when the littlest asked, "Will you read us a story?" {name's} voice suddenly felt small and shy.>
{trait:help} <grown:But {name} opened the book anyway and began to read, slowly at first, and then louder, doing all the voices.><little:But {name} read anyway, slow and then loud.>
<2-9:The mice squeaked with joy.><10-12:The mice squeaked with delight.>
{Companion} {ability:hush,comfort}.
<little:The mice said thank you with a map. It showed the way to {recipient}!><grown:To say thank you, the mice drew a map to {destination} on a bookmark.>

:: scene courage.c.1jes287
setting: treehouse
role: onward
energy: gentle

{onward}<little:a treehouse sat high in an old oak. A rope ladder hung down.><grown:a treehouse sat high in an old oak, with a rope ladder hanging down.>
<little:{name} climbed up to look for the way. There was {destination}, far off!><grown:{name} climbed up to look for the way to {destination}, and there it was, far off in the moonlight.>
<2-9:But going down looked much harder than coming up.><10-12:But going down, as is so often the way, looked much harder than coming up.>
{trait:obstacle} <grown:For a moment, {name} wanted to pretend everything was fine.><little:{name} felt stuck.>
Then, in a small voice, {they} called, "Can you help me, please?"
<little:{Companion} {ability:light,guide}. Rung by rung, {name} came down.><grown:{Companion} {ability:light,guide}, and rung by rung, {name} came down.>
<8-9:Saying "help" out loud, {name} found, took more courage than the climb.><10-12:Saying "help" out loud, {name} found, had taken more courage than the whole climb, and it had worked far better than pretending.>

:: scene courage.c.gcsgsg
setting: reef
role: onward
energy: gentle

{onward}<little:under the sea, the reef glowed pink and orange. Tiny fish flashed past like sparks!><grown:under the sea, the reef glowed pink and orange, and tiny fish flashed past like sparks.>
<grown:{name} could breathe down here as easily as in bed.><little:{name} could breathe in the sea!
Bubble, bubble.>
<little:A seahorse was stuck in a dark crack. It was tangled in old fishing line.><grown:A seahorse was stuck in a dark crack in the rock, tangled in old fishing line.>
{trait:help} The crack was deep and black.
{Companion} {ability:light,guide}.
<2-9:Carefully, {name} reached in and untangled the line.><10-12:Carefully and patiently, {name} reached in and untangled the line.>
<grown:The seahorse twirled free and whistled up a warm current that flowed the right way.><little:The seahorse twirled free.
It found them a warm current.>
<little:{Friends} drifted along it, light as leaves. On to {recipient}!><grown:{Friends} drifted along it towards {recipient}, light as leaves.>

:: scene courage.c.1mwjgl8
setting: island
role: onward
energy: gentle

{onward}<little:a spider had spun a web. It was right across the path!><grown:on the little island, a spider had spun a web between two palm trees, right across the path.>
<2-9:{Companion} stopped.
"Can I tell you a secret?" {companion} whispered.
"Spiders make me jumpy."><10-12:{Companion} stopped and whispered, "Can I tell you a secret? Spiders make me jumpy.">
{trait:help} "That's all right," {name} said.
"I'll go first."
<2-9:{They} ducked under the web and said, "Good evening."
The spider waved one of its eight legs.><10-12:{They} ducked under the web and said, "Good evening," and the spider politely waved one of its eight legs.>
<8-9:It felt strange, and rather good, to be the brave one for a change.><10-12:It felt strange, and rather wonderful, to be the one leading the way for a change while {companion} followed.>
<grown:Safely past, {companion} {ability:guide}.><little:Then {companion} came too.>
<little:On they went, with {item} safe.><grown:On they went, with {item} safe {itemHeld}.>

:: scene courage.c.1wrjxs4
setting: farm
role: onward
energy: gentle

{onward}the farmyard was asleep.
<2-9:Hurrying past the hen house, {name} bumped the water bowl.
Splosh!
Nobody had seen.><10-12:Hurrying past the hen house, {name} bumped the water bowl with a splosh, and nobody had seen.>
<little:{name} could just walk on, to {recipient}.><grown:{name} could just keep walking to {destination}.>
{trait:help} <grown:But a prickly feeling started in {their} tummy, so {name} knocked on the hen house door.><little:But {name} knocked on the hen house door.>
<2-9:"I'm sorry," {they} said.
"I tipped your water over."
"Thank you for owning up, dear," said the old hen.><10-12:"I'm sorry; I tipped your water over," {they} confessed, and the old hen said, "Thank you for owning up, dear.">
<little:{Companion} {ability:lift,guide}. Soon the bowl was full.><grown:{Companion} {ability:lift,guide}, and the bowl was soon full.>
Two gentle cows plodded over to walk them down the dark lane.

:: scene courage.c.3j27ah
setting: clouds
role: onward
energy: gentle

{onward}<little:little clouds floated up into the sky. Like stepping stones!><grown:a path of little clouds floated up into the sky like stepping stones.>
<2-9:Each one squished when {name} stood on it.><10-12:Each one squished softly underfoot when {name} stood on it.>
{trait:wonder} <grown:Looking down made {their} tummy swoop, because the world below was tiny and far away.><little:Down below, the world was tiny.
Gulp.>
<2-9:"Look out, not down," said {companion}.
So {name} looked out.
The moon was right there, round and bright.
Hop, squish!
Hop, squish!><10-12:"Look out, not down," advised {companion}, so {name} looked out, and there was the moon, round and bright. Hop, squish; hop, squish.>
{Companion} {ability:fly,guide}.
<little:With every cloud, {name} felt steadier. {item} {itemTell}.><grown:With every cloud, {name} felt steadier, and {item} {itemTell}.>

:: scene courage.c.18gdowh
setting: moon
role: aside
energy: gentle

{onward}a silver ladder stretched right up to the moon.
<2-9:The moon was grey and dusty, and very, very quiet.
{name} climbed to the last rung.><10-12:The moon was grey and dusty, and profoundly quiet, when {name} climbed to the last rung.>
<grown:Nobody {they} knew had ever stepped off here before.><little:Nobody had stepped here before.>
{trait:wonder} {name} took a breath and hopped down.
<2-9:Boing!
Up {they} floated, and landed softly, light as a feather.><10-12:Up {they} floated, weightless, and landed softly, light as a feather.>
Far away, the Earth hung in the sky like a blue marble.
<8-9:It looked small enough to hold, and full of everyone {name} loved.><10-12:It looked small enough to hold in one hand, and yet everyone {name} loved was somewhere on it, fast asleep.>
<little:{Companion} {ability:guide}. {name} bounced on with {item}.><grown:{Companion} {ability:guide}, and {name} bounced on with {item}.>

:: scene courage.c.f3qont
setting: forest
role: onward
energy: calm

{onward}the forest was deep and dark and still.
<2-9:All around, in the bushes, little eyes were shining.
Two here.
Four there.
{name} moved closer to {companion}.><10-12:All around, in the bushes, little eyes were shining, two here and four there, and {name} edged closer to {companion}.>
{trait:rest} <grown:Then {name} had a thought: perhaps the eyes were just curious, the way {they} was curious about them.><little:Maybe the eyes were just curious.>
"Hello, eyes," {name} whispered.
"Goodnight, eyes."
<8-9:The night felt less like a stranger now, and more like a neighbour.><10-12:The night felt less like a stranger now and more like a neighbour, one who had simply been too shy to say hello first.>
Slowly the eyes blinked back: mice, moths, a sleepy hedgehog.
{Companion} {ability:hush,comfort}.
<grown:The friendly eyes blinked along the path ahead, like tiny lamps, and {name} followed them softly with {item}.><little:{name} followed the blinking eyes with {item}.>

:: scene courage.c.t1b1mt
setting: harbour
role: onward
energy: calm

{onward}<little:a soft sea mist rolled over the harbour. The boats were just grey shapes.><grown:a soft sea mist rolled over the harbour, so thick that the boats became grey shapes.>
{name} could hardly see {their} own hand.
{trait:rest} <grown:Instead of hurrying, {name} stood still, breathed in slowly, and listened.><little:{name} stood still and listened.>
<2-9:Ding.
Ding.
A bell on a buoy was ringing, slow and steady.
"That way," said {name}.><10-12:Somewhere a bell on a buoy was ringing, ding, ding, slow and steady, and {name} said, "That way.">
<little:{Companion} {ability:guide}. They followed the bell, step by careful step. Soon the mist was gone.><grown:{Companion} {ability:guide}, and they followed the bell, step by careful step, until the mist thinned.>
<little:{item} {itemTell}. Well done!><grown:{item} {itemTell}, as if to say well done.>

:: scene courage.c.1rs1u69
setting: hilltop
role: aside
energy: calm

{onward}<little:{name} stood on the grassy hill. The whole town was tucked up under the stars!><grown:from the top of the grassy hill, {name} could see the whole town, tucked up under the stars.>
<2-9:Somewhere down there was home.
A homesick feeling crept into {their} chest.><10-12:Somewhere down there was home, and a homesick feeling crept quietly into {their} chest.>
{trait:rest} {name} almost kept it secret.
<grown:Then {they} said quietly, "I miss my bed."><little:"I miss my bed," said {name}.>
<2-9:{Companion} did not laugh.
"Thank you for telling me.
That was brave."><10-12:{Companion} did not laugh, but said, "Thank you for telling me; that was brave.">
{Companion} {ability:comfort}.
<8-9:Saying the sad thing out loud had made it smaller, somehow.><10-12:Saying the sad thing out loud had made it smaller somehow, as if words could fold a big feeling into a pocket-sized one.>
<2-9:Together they found {name's} window, small and yellow, and waved.
Then on they went to {destination}.><10-12:Together they found {name's} window, small and yellow, and waved, before going on to {destination}.>

:: scene courage.c.jupwwp
setting: cave
role: onward
energy: calm

{onward}<little:the cave was cool and quiet. Its crystals glowed a sleepy blue.><grown:the cave was cool and quiet, and its crystals glowed a sleepy blue.>
<2-9:A baby bat hung upside down, shivering.
"I don't like the dark," it squeaked.
{name} didn't like it much either.
But the bat was even smaller.><10-12:A baby bat hung upside down, shivering, and squeaked, "I don't like the dark." {name} didn't much like it either, but the bat was even smaller.>
{trait:help} "Let's name the sounds," {name} said softly.
"That's water dripping.
That's the wind."
<6-9:"And that," said {name}, "is my tummy rumbling."
The bat giggled.><little:The bat giggled.><10-12:"And that," said {name}, "is my tummy rumbling," which made the bat giggle.>
{Companion} {ability:light,comfort}.
<8-9:The dark did not seem nearly so big once its sounds had names.><10-12:The dark did not seem nearly so big once its sounds had names, and {name} wondered why nobody had thought of that before.>
<grown:"The wind knows the way out," yawned the bat, and {name} tiptoed after the breeze with {item}.><little:"Follow the wind," yawned the bat.
{name} followed it with {item}.>

:: scene courage.c.1pnol4h
setting: desert
role: onward
energy: calm

{onward}<little:the desert was wide and cool. The dunes rolled away like sleeping waves.><grown:the desert was wide and cool, and the dunes rolled away like sleeping waves.>
<2-9:The path had vanished under the sand.
Which way now?><10-12:The path had vanished under the sand, and which way to go was anybody's guess.>
<2-9:{name} looked at {companion}, but {companion} only smiled.
"You choose," said {companion}.><10-12:{name} looked at {companion}, but {companion} only smiled and said, "You choose.">
{trait:rest} {name} looked up.
One bright star hung low over the dunes.
<grown:{name} thought hard, then pointed, and felt brave just for deciding.><little:"That way," said {name}.>
<little:{Companion} {ability:fly,guide}. It was the right way to {recipient}!><grown:{Companion} {ability:fly,guide}, and it was the right way to {destination} after all.>
<8-9:Choosing without being sure had felt like stepping down a stair in the dark, and the stair had been there.><10-12:Choosing without being sure had felt like stepping down a stair in the dark, and the stair, to everyone's quiet relief, had been there after all.>

:: scene courage.c.1ar8erm
setting: river
role: onward
energy: calm

{onward}<little:a little boat was bobbing on the river. Bob, bob!><grown:a little rowing boat was bobbing on the dark river.>
<little:The water slid past, black and shiny. Nobody could see the bottom.><grown:The water slid past, black and shiny, and nobody could see the bottom.>
<2-9:{name} stepped in carefully and sat still.><10-12:{name} stepped in carefully and sat perfectly still.>
{trait:rest} <grown:A heron nodded, and pushed them off with one long leg.><little:A heron pushed them off.>
Splish, splosh went the oars.
<little:{name} sang softly, to feel braver. "{refrain}."><grown:To feel braver, {name} began to sing softly, "{refrain}.">
{Companion} {ability:hush,comfort}.
<little:Slowly, they crossed to the far bank. {item} came too.><grown:Slowly, the boat and the song and {item} crossed to the far bank.>

:: scene courage.c.xnpxhy
setting: meadow
role: aside
energy: calm

{onward}<little:tiny lights were crossing the path. It was a line of mice with lanterns! They were going home to bed.><grown:a ribbon of tiny lights was crossing the path: a line of mice with lanterns, going home to bed.>
"Shh," whispered {companion}, and {name} knelt down.
<2-9:A big, soft moth landed right on {their} nose.
It tickled!><10-12:A big, soft moth landed right on {their} nose, and it tickled outrageously.>
{trait:rest} <grown:{name} wanted to sneeze, and squirm, and flap, but {they} stayed as still as a stone.><little:{name} stayed as still as a stone.>
<2-9:At last the mice were gone, and so was the moth.><10-12:At last the mice had gone, and so, eventually, had the moth.>
{Companion} {ability:hush,comfort}.
<2-9:{name} let out a long, slow breath.
Even {item} seemed to have been keeping still.><10-12:{name} let out a long, slow breath; even {item} seemed to have been keeping still.>

:: scene courage.c.x40yk3
setting: orchard
role: onward
energy: calm

{onward}under the apple trees, {name} stopped to rest.
Then {they} gasped.
<little:{item} was gone!><grown:{item} was not {itemHeld}!>
{name's} heart began to race.
{trait:rest} <grown:But instead of running about in a panic, {name} sat down, took three slow breaths, and thought back along the path.><little:{name} took three slow breaths.
Think, think.>
<2-9:"The stile," {they} said.
"I climbed over the stile."><10-12:"The stile," {they} said slowly. "I climbed over the stile.">
{Companion} {ability:find,light,guide}.
<little:There by the stile lay {item}. Safe and sound!><grown:And there in the grass by the stile lay {item}, safe and sound.>
<8-9:Staying calm, {name} decided, was a quiet sort of courage.><10-12:Staying calm when everything felt wobbly, {name} decided, was a quiet sort of courage, the kind nobody sees, but one that works remarkably well.>

// Endings: home again, the quest remembered by name, sleep.

:: ending courage.e.1157fvd
setting: bedroom

<little:Back home, {name} climbed into bed. {Companion} tucked the covers in, snug as a parcel.><grown:Back home, {name} climbed into bed, and {companion} tucked the covers in, snug as a parcel.>
<2-9:"You were brave tonight," said {companion}.
{name} thought about it.><10-12:"You were brave tonight," said {companion}, and {name} considered this carefully.>
<little:There had been wobbly bits and scary bits. But {they} had kept going!><grown:There had been wobbly bits and scary bits, and {they} had kept going anyway.>
<2-9:Somewhere, {recipient} was smiling because of that.><10-12:Somewhere, {recipient} was smiling precisely because of that.>
<grown:The thought felt warm inside, like cocoa on a cold day.><little:That felt warm, like cocoa.>
<8-9:Brave, {name} thought, is not a feeling; it is something you do while you are feeling scared.><10-12:Brave, {name} thought, is not really a feeling at all; it is something you choose to do while you are still feeling scared.>
{name's} eyes closed slowly, and sleep came softly down.

:: ending courage.e.y30r7k
setting: bedroom
closes: swimming-lesson

<little:The bedroom looked just the same. The books, the chair, the swimming bag by the door![ The bag was {colour}.]><grown:The bedroom looked just the same: the books, the chair, the swimming bag by the door[, bright {colour} with a zip].>
<2-9:But the fluttery feeling had gone, and {name} felt taller inside.><10-12:Yet the fluttery feeling had gone, and {name} felt unmistakably taller on the inside.>
<grown:"Being brave is funny," {name} murmured.
"It starts very small, and then it grows."><little:"Brave starts small," said {name}.
"Then it grows.">
"Just like you," said {companion}.
<little:{name} thought of {item} and {recipient}. {They} smiled.><grown:{name} thought of {item} and {recipient}, and smiled.>
<little:Then came a yawn as big as a hippo's! Off {name} drifted, to sleep.><6-9:Then came a yawn as big as a hippo's, and {name} drifted off to sleep.><10-12:Then came a yawn of truly hippo-sized proportions, and {name} drifted gratefully off to sleep.>

:: ending courage.e.13qh2rl
setting: bedroom
closes: dressing-gown-stranger

<2-9:Warm and heavy under the quilt, {name} gave a long, slow yawn.
"Will I still be brave tomorrow?" {they} whispered.><10-12:Warm and heavy under the quilt, {name} gave a long, unhurried yawn before whispering, "Will I still be brave tomorrow?">
"You were brave before I came," said {companion}.
"I only helped you notice."
<little:{name} thought of {item}. It was safe where it belonged now.><grown:{name} thought of {item}, safe where it belonged now.>
<8-9:Courage, it turned out, was not the same as never being scared.><10-12:Courage, it turned out, was not the same as never being scared; it was being scared and noticing that you could still go on.>
<grown:The room was dark, but it was a kind dark, and the dressing gown on the door was only a dressing gown.><little:The dark was kind. The dressing gown was just a dressing gown.>
Goodnight, brave {name}.

:: ending courage.e.tu593b
setting: bedroom

<little:Teeth brushed. One last sip of water. Then {name} wriggled down under the covers.><grown:Teeth brushed, one last sip of water, and {name} wriggled down under the covers.>
{Companion} settled on the rug[ beside {name's} {colour} slippers]. <little:{name} whispered the words again, very softly now. "{refrain}."><grown:"{refrain}," whispered {name}, just as {they} had said it all night, but very softly now.>
<grown:Far away, {recipient} was thinking of {name}, and the whole wide night felt gentle and safe.><little:Far away, {recipient} was smiling.>
<2-9:{name's} breathing slowed.
{Their} toes went still.
And sleep drifted down like snow.><10-12:{name's} breathing slowed, {their} toes went still, and sleep drifted down like snow.>

:: ending courage.e.ieob31
setting: bedroom
closes: frogs-sing-again

<little:Snug in bed, {name} listened to the house settle. A creak, a tick, a sigh.><grown:Snug in bed, {name} listened to the house settle: a creak, a tick, a sigh.>
"Were you ever scared tonight?" asked {companion}.
<2-9:"Lots of times," said {name}, with a yawn.
"But I kept going, for {recipient}."><10-12:"Lots of times," admitted {name}, yawning enormously, "but I kept going anyway, for {recipient}.">
<2-9:"That," said {companion}, "is exactly what brave looks like."><10-12:"That," said {companion}, "is precisely what courage looks like.">
{name} smiled into the pillow.
<grown:Outside, down by the pond, the frogs had begun to sing again.><little:Down by the pond, the frogs sang again.>
{name's} eyes closed, and {they} slept.

:: ending courage.e.bjmn96
setting: bedroom

<little:{Friends} reached the bedroom window. The moon had pulled a cloud up to its chin!><grown:By the time {friends} reached the bedroom window, the moon had pulled a cloud up to its chin.>
{name} curled up in bed[, {their} {hair} hair spread across the pillow].
"Thank you for being brave with me," {name} said.
<little:"Thank you for being brave with me," said {companion}. {Friends} laughed softly.><grown:"Thank you for being brave with me," said {companion}, and {friends} laughed softly.>
<2-9:{name} thought of {item}, and of {recipient}.><10-12:{name} thought contentedly of {item}, and of {recipient}.>
<6-9:Then, with one more tiny step, {name} tiptoed into sleep.><little:Then {name} fell asleep.><10-12:Then, with one final, careful step, {name} tiptoed into sleep.>

:: ending courage.e.s7qh5d
setting: bedroom

<little:Every good adventure ends back home, in a warm bed. The curtains were drawn.><grown:Every good adventure ends back home, in a warm bed, with the curtains drawn.>
<little:{name} felt tired in the nicest way. Heavy, happy tired.><grown:{name} felt tired in the nicest way, the heavy, happy kind of tired.>
<2-9:"I'm proud of you," said {companion}.
"I'm proud of me too," whispered {name}.><10-12:"I'm proud of you," said {companion}, and {name} whispered, "I'm proud of me too.">
<grown:{recipient} had {item} now, and it had taken real courage to get it there.><little:{recipient} had {item} now.>
<little:The stars outside blinked slowly. Once, twice, three times. {name} was fast asleep.><grown:The stars outside blinked slowly, once, twice, and by the third blink, {name} was fast asleep.>

:: ending courage.e.dfq3qq
setting: bedroom

<2-9:{name} lay in bed and counted brave things on {their} fingers.
One for setting out.
One for the dark bits.
One for the wobbly bits.
One for reaching {recipient} at last.><10-12:{name} lay in bed counting brave things on {their} fingers: one for setting out, one for the dark bits, one for the wobbly bits, and one for reaching {recipient} at last.>
"That's a whole handful," said {companion}, tucking the blanket close.
<grown:{name} curled the brave hand under {their} cheek and felt it grow warm and heavy.><little:{name} tucked the hand under {their} cheek.>
<8-9:It was only a small hand, but it had done big things tonight.><10-12:It was only a small hand, but it had held on tight and done big things tonight, and it had certainly earned its rest.>
{name's} eyes closed.
Goodnight, brave hand.
Goodnight, {name}.

:: ending courage.e.192as2m
setting: bedroom
closes: frogs-sing-again

<2-9:Rain was falling, soft and steady on the roof.
Down at the pond, the frogs were singing again.
{name} was warm in bed, and {companion} was warm beside {them}.><10-12:Rain pattered on the roof, down at the pond the frogs were singing again, and {name} lay warm in bed with {companion} warm beside {them}.>
<grown:It was strange to think that only a little while ago, {name} had been out there in the big, wide night.><little:The big night was outside.
{name} was inside, warm.>
<2-9:"Can {recipient} hear the rain too?"
{name} asked.
"I expect so," said {companion}.
"And smiling."><10-12:"Can {recipient} hear the rain too?" {name} wondered aloud, and {companion} replied, "I expect so, and smiling.">
<8-9:Out there the night had seemed so huge; now it was only a soft sound on the roof.><10-12:Out there the night had seemed so huge and wide; from in here it had shrunk to nothing more than a soft sound on the roof.>
{name} listened to the rain until listening turned into dreaming.

:: ending courage.e.1i663ia
setting: bedroom

<2-9:The house was asleep.
{name} climbed into bed, and the pillow was cool and soft.><10-12:The whole house was asleep by the time {name} climbed into bed, where the pillow was cool and soft.>
{Companion} gave {sound}.
<grown:{name} thought about the whole night, but mostly about {item}, and the moment it reached {recipient}.><little:{name} thought of {item}, and {recipient}.>
<2-9:"I did it," {name} whispered.
"You did," said {companion}.
"Now sleep, brave heart."><10-12:"I did it," whispered {name}, and {companion} answered, "You did; now sleep, brave heart.">
And {name} did.

:: ending courage.e.36pls7
setting: bedroom
closes: dressing-gown-stranger

<2-9:Back in bed, {name} looked round the room.
The corner that sometimes looked shadowy only looked sleepy now.><10-12:Back in bed, {name} looked round the room and noticed that the corner which sometimes seemed shadowy only looked sleepy now.>
<grown:Even the dressing gown on the door looked like a dressing gown, and nothing more.><little:The dressing gown was just a dressing gown.
The dark was soft.>
<little:{Companion} smiled. "The dark is just the day with its eyes shut."><grown:"The dark is just the day with its eyes shut," said {companion}.>
<2-9:{name} liked that.><10-12:{name} found that a comforting thought.>
<little:{They} thought of {recipient}, far away in the same dark. It felt cosy.><grown:{They} thought of {recipient}, far away in the same dark, and felt close.>
With a sigh, {name} shut {their} eyes too, and slept.

:: ending courage.e.fpzyju
setting: bedroom

<2-9:{Companion} drew the curtains, and the room went soft and dim.
{name} snuggled down, heavy and warm.><10-12:{Companion} drew the curtains, the room went soft and dim, and {name} snuggled down, heavy and warm.>
<2-9:"Listen," whispered {companion}.
{name} listened.
There was only the hush of the night.><10-12:"Listen," whispered {companion}; {name} listened, and heard only the hush of the night.>
<little:{name} could almost hear it, far away. {item} {itemTell}.><grown:But {name} could almost hear it, far away: {item} {itemTell}.>
<8-9:It felt like a thank-you, carried all the way home on the dark.><10-12:It felt like a thank-you, carried all the way home across the dark, meant for {name} and nobody else.>
<grown:{name} smiled, yawned, and slid into a dream.><little:{name} yawned.
Then came dreams.>

:: ending courage.e.18yugjd
setting: bedroom
closes: swimming-lesson

<little:Home at last, {name} wriggled under the quilt.[ Up came the {colour} blanket, to {their} chin.]><grown:Home at last, {name} wriggled under the quilt[ and pulled the {colour} blanket up to {their} chin].>
<little:"Tomorrow is swimming," {name} said sleepily. "I might be scared again."><grown:"Tomorrow is my swimming lesson," {name} said sleepily, "and I might be scared again.">
<2-9:"Probably," said {companion}.
"And you'll know what to do."
{name} did know.><10-12:"Probably," agreed {companion}, "and you'll know what to do," which, {name} realised, was perfectly true.>
<8-9:Courage, it seemed, was less like a coat you put on and more like a muscle that grew each time you used it.><10-12:Courage, it seemed, was not a coat you could put on when needed but something more like a muscle, growing a little stronger each time you used it.>
<little:First a breath, then one small step. Just like tonight, for {recipient}!><grown:First a breath, and then one small step, the way it had gone for {recipient} tonight.>
<grown:The stars blinked slowly outside, and by the third blink {name} was asleep.><little:The stars blinked.
{name} was asleep.>

:: ending courage.e.yaxffo
setting: bedroom

The bedroom was warm, and the night outside was kind.
<little:{Companion} settled by the window to keep watch. Good friends do that.><grown:{Companion} settled by the window to keep watch, the way good friends do.>
<2-9:{name} yawned a huge yawn.
"Is {recipient} happy now?" {they} asked.><10-12:{name} yawned enormously and asked, "Is {recipient} happy now?">
<2-9:"Very happy," said {companion}.
"Because you were brave enough to go."><10-12:"Very happy," said {companion}, "because you were brave enough to go.">
<grown:{name} let {their} eyes close, and the pillow felt as soft as a cloud.><little:{name's} eyes closed.
Sleep came.>
<8-9:Outside, the stars kept watch too, and every one of them seemed to know {name's} name.><10-12:Outside, the stars kept watch too, and {name} drowsily imagined every one of them whispering {their} name to the next.>

:: ending courage.e.slow-heart
setting: bedroom

<little:{name} lay very still in bed. {Companion} lay still too.><6-9:{name} lay very still in bed, and {companion} lay still beside {them}.><10-12:{name} lay perfectly still in bed, with {companion} resting quietly beside {them}.>
<little:Earlier, {name's} heart went thump, thump, thump!><6-9:Earlier tonight, {name's} heart had gone thump, thump, thump, fast and loud.><10-12:Earlier tonight, {name's} heart had pounded away, thump, thump, thump, fast and loud.>
<little:Now it went slow and soft, like sleepy steps.><6-9:Now it went slow and soft, like footsteps walking home.><10-12:Now it beat slowly and softly, like unhurried footsteps walking home.>
<little:"Brave heart," whispered {companion}.
"It got {item} to {recipient}."><6-9:"That heart did a brave thing tonight," whispered {companion}.
"It got {item} all the way to {recipient}."><10-12:"That heart did something brave tonight," whispered {companion}, "and it brought {item} all the way to {recipient}.">
<little:Slow and soft, it rocked {name} to sleep.><6-9:Slow and soft, slow and soft, it carried {name} off to sleep.><10-12:Slow and soft, slow and soft, it carried {name} gently away into sleep.>

:: ending courage.e.far-away-story
setting: bedroom

<little:{name} snuggled down in bed. {Companion} snuggled down too.><6-9:{name} snuggled down under the quilt.
{Companion} curled up at the foot of the bed.><10-12:{name} burrowed down under the quilt, while {companion} settled comfortably at the foot of the bed.>
<little:"Listen," whispered {companion}. "{recipient} is telling a story."><6-9:"Far away," whispered {companion}, "{recipient} is telling a story."><10-12:"Somewhere far away," whispered {companion}, "{recipient} is telling a story about tonight.">
<little:"It's about {item}. And a brave child who brought it."><6-9:"It's about {item}, and a child who was brave enough to bring it."><10-12:"It's about {item}, and a child who found the courage to bring it all that way.">
<little:{name} smiled a big smile. {They} knew that child!><6-9:{name} smiled into the pillow.
{They} knew who that child was.><10-12:{name} smiled into the pillow, knowing precisely who that child was.>
<little:The story went on and on. But {name} was asleep.><6-9:The story went on, far away.
But {name} was already asleep.><10-12:The story went on and on somewhere far away, but by then {name} was fast asleep.>

:: ending courage.e.wobbly-knees
setting: bedroom

<little:Under the quilt, {name's} knees were warm and still.><6-9:Under the quilt, {name's} knees were warm and still.><10-12:Beneath the quilt, {name's} knees were finally still.>
<little:Tonight they had wobbled. Wibble, wobble!><6-9:Tonight they had wobbled more than once, like jelly on a plate.><10-12:More than once tonight they had trembled like jelly on a plate.>
<little:But {name} went on anyway. All the way to {destination}!><6-9:But {name} had gone on anyway, all the way to {destination}.><10-12:Yet {name} had carried on regardless, all the way to {destination}.>
<little:And {item} was with {recipient} now.><6-9:And now {item} was with {recipient}, where it should be.><10-12:And now {item} was with {recipient}, where it ought to be.>
<little:"Good knees," said {companion}, patting the quilt.><6-9:"Wobbly knees still go a long way," said {companion}, patting the quilt.><10-12:"Wobbly knees can travel remarkably far," said {companion}, patting the quilt.>
<little:Then the good knees slept, and so did {name}.><6-9:Then the good knees curled up, and so did {name}, fast asleep.><10-12:Then the good knees curled up, and so did the rest of {name}, asleep.>

:: ending courage.e.brave-folded
setting: bedroom

<little:{name} lay in bed, warm and sleepy.><6-9:{name} lay in bed, warm and sleepy, with the quilt up to {their} nose.><10-12:{name} lay in bed, drowsy and warm, the quilt pulled right up to {their} nose.>
<little:{They} thought about tonight. {item}. {recipient}. The long way.><6-9:{They} thought about tonight: {item}, {recipient}, and the long way in between.><10-12:{They} thought back over the night: {item}, {recipient}, and the long way in between.>
<little:{name} folded the brave feeling up small. Under the pillow it went.><6-9:Then {name} pretended to fold up the brave feeling, small and neat, and tuck it under the pillow.><10-12:Then {name} pretended to fold the brave feeling up small and neat, and slipped it under the pillow for safekeeping.>
<little:"For next time," whispered {companion}. "Brave keeps."><6-9:"For next time," whispered {companion}.
"Brave keeps very well."><10-12:"For next time," whispered {companion}, "because courage keeps remarkably well.">
<little:{name's} head sank onto the pillow, and {they} slept.><6-9:{name} laid {their} head down on top of it, and slept.><10-12:{name} rested {their} head on top of it, and was soon asleep.>
