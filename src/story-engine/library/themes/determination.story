// Determination: the theme's openings, its quests (each followed by its set-ups and pay-offs), its scenes and its endings.
// How to write for it: ../README.md. The journeys every theme shares are in ../journeys.story.
theme: Determination

// Openings: home at bedtime; the companion arrives. Quest-neutral.

:: opening determination.o.1x76pfy
setting: bedroom

<2-9:Pitter, patter went the rain on the window.><10-12:Rain pattered against the window while {name} did up the buttons on {their}[ {colour}] pyjamas, determined to manage without any help.>
<little:{name} did up {their} pyjama buttons, with no help at all.><6-9:{name} was doing up the buttons on {their}[ {colour}] pyjamas without any help.>
<6-9:But at the bottom, one button was left over, with no hole to go in.><little:Oh no!
One button was left over.><10-12:At the bottom, though, one button was left over, stranded with no hole to go in.>
<2-9:{name} undid them all and started again, from the top.
This time every button found its own hole.><10-12:Patiently, {name} undid every one and started again from the top, and this time each button found its proper hole.>
"There," said a voice from the windowsill.
<little:There sat {companionIntro}, dripping a little.><6-9:Sitting there, dripping a little, was {companionIntro}.><10-12:Perched there, dripping slightly onto the paintwork, was {companionIntro}.>
"I like someone who starts again," said {companion}.

:: opening determination.o.2rvprw
setting: bedroom

<2-9:Far away, thunder was grumbling.><10-12:While thunder grumbled somewhere far away, {name} was building the tallest tower of blocks in the world[, with a {colour} block saved for the top].>
<little:{name} was building the tallest tower of blocks in the world!><6-9:{name} was building the tallest tower of blocks in the world[, with a {colour} block saved for the top].>
<2-9:Rumble!
The floor shook, and the tower went crash.><10-12:Then came a rumble that shook the floor, and the whole tower crashed down.>
<6-9:{name} sat back on {their} heels and sighed.
Then {they} started again, with the biggest blocks at the bottom this time.><little:{name} sighed.
Then {name} started again.><10-12:{name} sat back on {their} heels with a long sigh, then started again, wiser now, with the biggest blocks at the bottom.>
<2-9:Rumble!
The new tower wobbled, but it stayed up.
Tap, tap, went something at the window.><10-12:At the next rumble the new tower swayed but stayed up, and something tapped at the window.>
<little:Peering in and clapping was {companionIntro}.><6-9:Peering in and clapping, with raindrops dripping off, was {companionIntro}.><10-12:Peering in and applauding, with raindrops dripping off, was {companionIntro}.>

:: opening determination.o.srebbn
setting: bedroom

<2-9:Snow was falling outside, thick and slow.
{name} was counting the flakes, to help {them} get sleepy.><10-12:Snow was drifting down outside, thick and unhurried, and {name} was counting the flakes in the hope of getting sleepy.>
<2-9:"Fifty-one, fifty-two... um."><10-12:"Fifty-one, fifty-two... um," murmured {name}, who had lost count for the third time.>
<6-9:{They} had lost count for the third time, so {they} went back to one and began again.><little:Back to one!><10-12:With a patient sigh, {name} went back to one and began again.>
"Ninety-nine... one hundred!"
<2-9:The hundredth snowflake was much bigger than all the others.><10-12:The hundredth snowflake was considerably bigger than all the others.>
<little:It landed on the windowsill and shook itself. It was {companionIntro}!><6-9:It landed on the windowsill, shook itself, and turned out to be {companionIntro}.><10-12:It settled on the windowsill, shook itself briskly, and turned out to be {companionIntro}.>
<8-9:Well, thought {name}, that was worth counting for.><10-12:Well, thought {name}, that had been worth every lost count.>

:: opening determination.o.48c4j
setting: bedroom
opens: new-shoes-bow

<little:New shoes sat by the bed, ready for the morning.><6-9:New shoes[ with {colour} laces] sat by the bed, ready for the morning.><10-12:New shoes[ with {colour} laces] sat by the bed, ready for the morning, and {name} had been practising the laces all evening.>
<2-9:{name} had practised the laces all evening.
Loop, swoop and pull... and the bow slid apart.><10-12:Loop, swoop and pull... and the bow slid apart, just as it had before.>
<6-9:Loop, swoop and pull again... apart again.
{name} took a breath and went very slowly.><little:Apart again!
Slowly now.><10-12:{name} took a steadying breath and went deliberately slowly this time.>
<2-9:Loop.
Swoop.
Pull.
A bow!
A real, wonky bow!><10-12:Loop, swoop, pull: a bow, a real one, wonky but undeniably tied!>
<little:Then the moonlight on the floor grew bright, like a path. Along it walked {companionIntro}.><6-9:Just then, the moonlight on the floor grew bright, like a path, and along it walked {companionIntro}.><10-12:Just then the moonlight on the floor brightened into a silvery path, and along it walked {companionIntro}.>
"I heard someone was learning something hard," said {companion}.

:: opening determination.o.i45vrw
setting: garden
opens: bean-shoot

<little:All week, {name} had watered the bean in its pot.><6-9:Every evening for a week, {name} had watered the bean in its pot by the back door.><10-12:Every evening for a week, {name} had watered the bean in its pot by the back door, and every evening the soil stayed stubbornly bare.>
<2-9:Every evening, nothing.>
<grown:Tonight {name} went out[ in {their} {colour} wellies] with the watering can, just in case.><little:Tonight {name} went out to look again.>
<little:And there it was: a tiny green shoot! It curled like a question mark.><6-9:And there it was: a tiny green shoot, curled like a question mark.><10-12:And there it was: a tiny green shoot, curled like a question mark.>
"You kept going," {name} whispered to the bean.
<2-9:"So did you," said a voice.
Behind the bean canes stood {companionIntro}.><10-12:"So did you," said a voice, and {name} turned to find {companionIntro} behind the bean canes.>
<8-9:It was surprising how much one small green shoot could feel like a prize.><10-12:It was surprising how a shoot no bigger than a fingernail could feel like a prize.>

:: opening determination.o.1o28ard
setting: bedroom

<little:It was a frosty night. {name's} breath made the window misty.><6-9:It was a frosty night, and {name's} breath made the window go misty.><10-12:It was a frosty night, and {name's} breath clouded the window, so {name} wrote {their} name in the mist with one finger.>
<2-9:{name} wrote {their} name in the mist with one finger.
The first letter came out back to front.><10-12:Annoyingly, the first letter came out back to front.>
<6-9:{name} wiped it away and tried again, slowly, saying each letter out loud.><little:Wipe, wipe.
Try again.><10-12:{name} wiped it away and tried again, slowly, saying each letter aloud, and this time every one faced the right way.>
<2-9:This time every letter was the right way round.
Then, through the letters, a face peeped in.
It was {companionIntro}, reading very carefully.
"What a good name," said {companion}.
"So neatly done."><10-12:Then, through the letters, a face peeped in: it was {companionIntro}, reading with great care.
"What a good name," said {companion}, "and so neatly done.">

:: opening determination.o.zcr6r6
setting: garden

<2-9:It was a long summer evening, and the sky was still pink.><10-12:On a long summer evening, with the sky still pink, {name} was learning to ride {their} bike[, the {colour} one,] without the little wheels.>
<little:{name} was learning to ride {their} bike without little wheels.><6-9:{name} was learning to ride {their} bike[, the {colour} one,] without the little wheels.>
<6-9:Wobble, wobble, bump, onto the soft grass.
Up again.
Wobble, wobble, bump.><little:Wobble, wobble, bump!><10-12:Wobble, wobble, bump: every attempt ended on the soft grass.>
<2-9:"One more go," said {name}, and pushed off hard.
Three pedals!
Four!
Five!><10-12:"One more go," {name} said firmly, pushing off hard: three pedals, then four, then five!>
<little:Clapping at the gate was {companionIntro}.><6-9:Leaning on the garden gate, clapping, was {companionIntro}.><10-12:Leaning on the garden gate and clapping was {companionIntro}.>
<2-9:"That was five," said {companion}.
"Yesterday it was two."><10-12:"That was five," said {companion}, "and yesterday it was only two.">
<8-9:{name} hadn't been counting, but somebody had.><10-12:{name} hadn't been keeping count, but somebody else, it seemed, had.>

:: opening determination.o.1c73tsl
setting: bedroom

<2-9:Hic!
{name} had the hiccups, and they would not go away.
Hic!><10-12:Hic! {name} had the hiccups, and they were stubbornly refusing to go away.>
<6-9:{name} tried holding {their} breath.
Hic!
{They} tried sipping water very slowly.
Hic!><10-12:{name} tried holding {their} breath, then sipping water very slowly, but neither worked.><little:{name} held {their} breath.
Hic!
{name} sipped water.
Hic!>
<2-9:"Right," said {name}, very seriously, and counted backwards from ten.
"Three, two, one..."
Silence.
The hiccups had gone!><10-12:"Right," said {name}, with great seriousness, and counted slowly backwards from ten.
When {they} reached one, there was silence; the hiccups had gone!>
<little:Then the wardrobe door creaked open. Out stepped {companionIntro}.><grown:Then the wardrobe door creaked open, and out stepped {companionIntro}.>
<2-9:"Well done," said {companion}.
"I was waiting for a quiet moment."><10-12:"Well done," said {companion}, who had apparently been waiting politely for a quiet moment.>

:: opening determination.o.ba3a9j
setting: bedroom

<2-9:{name} was sinking into a dream.><10-12:As {name} sank into a dream, a staircase made of stars appeared, climbing up and up into the dark.>
<little:In the dream, a staircase of stars went up and up.><6-9:In the dream there was a staircase made of stars, going up and up into the dark.>
<6-9:Each step was a little higher than the last, and {name's} legs were tired, but {name} wanted to see the top.><little:Up and up it went.
{name} climbed and climbed.><10-12:Each step was a little higher than the last, and {name's} legs ached, but {name} was determined to see the top.>
<2-9:One more step.
One more.[ Starlight glittered in {name's} {hair} hair.]><10-12:One more step, then one more[, with starlight glittering in {name's} {hair} hair].>
<little:At the very top was {companionIntro}.><grown:At the very top, waiting, was {companionIntro}.>
<2-9:"You came all the way up," said {companion}.
"Good.
I knew you would."><10-12:"You came all the way up," said {companion}, "which is good, because I knew you would.">
<8-9:Somehow {name} had known it too, right from the bottom step.><10-12:Somehow {name} had known it too, even when {their} legs had not been so sure.>

:: opening determination.o.187fcco
setting: bedroom
opens: teddy-stays-put

<little:Every night, Teddy fell off the end of the bed. Every night, {name} put him back.><grown:Every night, Teddy[ in his {colour} scarf] fell off the end of the bed, and every night {name} put him back.>
<grown:Tonight he fell off three times, and three times {name} leaned down into the dark to find him.><little:Tonight he fell three times.
Three times {name} picked him up.>
<2-9:"Thank you for never giving up on me," Teddy whispered.
{name} sat up.
Teddy never talked!
"Look," whispered Teddy, pointing one soft paw at the window.><10-12:"Thank you for never giving up on me," Teddy whispered, and {name} sat bolt upright, because Teddy had never said a word before.
"Look," he whispered, pointing one soft paw towards the window.>
<little:There, waving, was {companionIntro}.><grown:There, waving through the glass, was {companionIntro}.>

:: opening determination.o.vmged7
setting: garden
picture: autumn

<little:{name} had raked up the leaves. Then the wind blew them all away again!><grown:Just before bed, the autumn wind blew all {name's} raked-up leaves across the garden again.>
<2-9:Whoosh!>
<grown:So {name} raked them up once more, slowly, heap by heap, until the pile was as tall as the garden bench.><little:Rake, rake, rake.
A big pile again!>
<2-9:Then the pile wriggled.><10-12:Then, quite unexpectedly, the pile began to wriggle.>
<little:Leaves flew up like orange birds. Out popped {companionIntro}!><grown:Leaves flew up like orange birds[ and landed in {name's} {hair} hair], and out popped {companionIntro}.>
<2-9:"What a good pile," said {companion}.
"I couldn't resist."><10-12:"What a good pile," said {companion}, who evidently couldn't resist.>
<8-9:{name} laughed, because it really had been a very good pile.><10-12:{name} laughed, because it really had been an excellent pile.>

:: opening determination.o.1abbglv
setting: bedroom

<2-9:It was too hot to sleep, and the window was wide open.><10-12:It was far too hot to sleep, so the window was wide open, and {name} was attempting to hop on one leg all the way round the bed.>
<little:{name} was trying to hop on one leg, right round the bed.><6-9:{name} was trying to hop on one leg all the way round the bed.>
<6-9:First {they} wobbled over at the corner.
Then {they} bumped into the chair.><little:Hop, hop, wobble!
Hop, hop, bump!><2-9:[ {name's} {hair} hair flew up with every hop.]><10-12:First {they} toppled over at the corner, then {they} collided with the chair[, {their} {hair} hair flying up with every hop].>
<little:The third time, {name} held {their} arms out like wings. Round {they} hopped, with no wobble!><grown:The third time, {name} held {their} arms out wide, like wings, and hopped right round without a wobble.>
<2-9:Clap, clap, clap!
Someone was cheering at the open window.
It was {companionIntro}.><10-12:Applause broke out at the open window, where {companionIntro} was cheering enthusiastically.>
"What a champion hop!" said {companion}.

:: opening determination.o.1j04miy
setting: bedroom

<little:The sky was clear. {name} looked through a toy telescope for the brightest star.><grown:The sky was clear, and {name} was looking out through a toy telescope, hunting for the brightest star.>
<grown:{They} found a street lamp, a chimney pot, and the edge of the moon, but no star.><little:A lamp.
A chimney.
The moon.
No star.>
<2-9:{name} kept looking[ with one {eyes} eye], slowly, from left to right.
There!
A star, bright as a button.
Then the star began to grow.
It was coming closer!><10-12:{name} kept searching patiently[ with one {eyes} eye], sweeping from left to right, until there it was: a star, bright as a button.
Then, astonishingly, the star began to grow, because it was coming closer.>
<little:It swooped down to the windowsill. It was not a star at all!><6-9:It swooped right down to the windowsill, and it was not a star at all.><10-12:It swooped right down to the windowsill, and it was not a star at all; it was {companionIntro}.>
<2-9:It was {companionIntro}.>

:: opening determination.o.17pcjrj
setting: garden

<2-9:In the garden hedge, a blackbird was building a nest.
Twig after twig she tucked in, and twig after twig fell out.><10-12:In the garden hedge, a blackbird was building a nest, but for every twig she tucked in, another one fell out.>
<grown:{name} watched from the back step[ in {their} {colour} dressing gown], wondering if she would ever give up.><little:Would she give up?
{name} watched.>
<2-9:She didn't.>
<little:One more twig, one more. At last the nest was round and snug.><6-9:One more twig, one more, and at last the nest was round and snug.><10-12:She never did give up: one more twig, one more, until at last the nest was round and snug.>
<2-9:"Good for her," whispered {name}.
"And good for you, for watching to the end," said a voice.
Sitting on the fence was {companionIntro}.><10-12:"Good for her," whispered {name}.
"And good for you, for watching patiently to the end," said a voice, and there on the fence sat {companionIntro}.>

// Quests: each names the thing carried, who it is for and where it goes; its set-ups and pay-offs follow it.

:: quest snail-home
item: the baby snail
itemFull: a baby snail called Inch, no bigger than a button
itemHeld: on {their} shoulder
itemTell: <little:waved its tiny horns><grown:waved its two tiny horns>
recipient: Mother Snail
destination: Mother Snail's mossy wall
goal: take the baby snail home to Mother Snail
refrain: Slow and steady, all the way home

:: setup determination.snail-home.s.cg133b
setting: garden

<2-9:The garden path was wet and shiny.
Something tiny was crawling along it.
It was {itemFull}.
"I've been going all day," said Inch, in a tiny voice.
"But home is so far."
{Companion} bent down low to hear.><10-12:Something tiny was crawling along the wet, shiny garden path: it was {itemFull}.
{Companion} bent down low to hear Inch's tiny voice: "I've been going all day, but home is so far.">
<grown:Inch had crawled across the whole lawn, and home was still far away.><little:Inch was tired.
But Inch kept going.>
<2-9:{name} knelt down and held out one finger.><10-12:{name} knelt and offered one finger, like a bridge.>
<little:Inch climbed on, and up to {their} shoulder.><grown:Inch climbed on, and up to {their} shoulder[, just under {their} {hair} hair].>
<2-9:"We'll {goal}," said {name}.
"You don't have to do it alone."><10-12:"We'll {goal}," said {name}, "because you don't have to do it alone.">

:: setup determination.snail-home.s.jn96hx
setting: bedroom

<2-9:Something moved on the window.
{Companion} pointed, and {name} looked closer.
A tiny snail was climbing the wet glass.
It slid down.
It climbed again.
It slid down again.><10-12:Something moved on the window, and when {companion} pointed, {name} looked closer.
A tiny snail was climbing the wet glass, sliding down, and stubbornly climbing again.>
<grown:Each try left a thin silver trail, like a snail's way of saying, "I'm still trying."><little:Each try left a silver line.>
<little:{name} opened the window. In came {item}, called Inch.><grown:{name} opened the window, and in came {itemFull}.>
<2-9:"The wind blew me off our wall," said Inch.
"I'm trying to get back to {recipient}."
{name} counted the trails.
Nine!
"Nine tries," said {name}.
"Let's make the tenth one together."><10-12:"The wind blew me off our wall," Inch explained, "and I'm trying to get back to {recipient}."
{name} counted the silvery trails, all nine of them.
"Nine tries," said {name}, "so let's make the tenth one together.">

:: payoff determination.snail-home.p.1vfyr9g
setting: orchard

<little:At the end of the orchard stood an old stone wall. It was soft with moss.><grown:At the end of the orchard stood an old stone wall, green and soft with moss.>
<2-9:A big snail was looking up and down it, calling, "Inch!
Inch!"
It was {recipient}.><10-12:{recipient} was searching anxiously up and down it, calling, "Inch! Inch!">
<little:{name} lifted {item} off {their} shoulder. {They} set it on the moss.><grown:{name} lifted {item} gently off {their} shoulder and set it on the moss[ beside a {colour} flower].>
<grown:Inch slid straight to its mother, and their two shells touched with a tiny tap, like a hug.><little:Tap!
Two shells touched, like a hug.>
<little:"You came all that way," said Mother Snail. She smiled at {name} and {companion}.><grown:"You came all that way," said Mother Snail, looking from {name} to {companion}.>
<2-9:"Slow and steady," said {name}.
"All the way home."><10-12:"Slow and steady," said {name}, "all the way home.">
<8-9:For a snail, {name} thought, it must have been the longest journey in the world.><10-12:For a snail, {name} thought, it must have felt like the longest journey imaginable.>

:: payoff determination.snail-home.p.10heerz
setting: orchard

<little:The moon was low when they reached {destination}.><grown:The moon was low by the time they reached {destination}.>
<2-9:Every stone had a snail on it, fast asleep, except one.
{recipient} was wide awake, watching the path.
"I knew someone would bring my Inch back," she said.
{name} held out {item}.
"Off you go, Inch," whispered {companion}.><10-12:Every stone had a snail on it, fast asleep, except one: {recipient} was wide awake, anxiously watching the path.
"I knew someone would bring my Inch back," she said.
{name} held out {item} while {companion} whispered encouragingly, "Off you go, Inch.">
<little:Inch waved its horns. Slow and steady, it crawled home onto the moss.><grown:Inch waved its horns and crawled home, slow and steady, onto the warm moss.>
<grown:Then, very quietly, the whole wall woke up to say thank you, with a hundred tiny horns waving in the moonlight.><little:A hundred tiny horns waved thank you.>
<8-9:{name} had never been thanked by a whole wall before, and it was a very good feeling.><10-12:{name} had never been thanked by an entire wall before, and it was wonderful.>

:: quest jigsaw-piece
item: the jigsaw piece
itemFull: the last piece of Grandpa Nettle's jigsaw, with the moon on it
itemHeld: in {their} pyjama pocket
itemTell: <little:gave a silver gleam><grown:gave a tiny silver gleam>
recipient: Grandpa Nettle
destination: <little:Grandpa Nettle's cottage><grown:Grandpa Nettle's cottage in the wood>
goal: take the jigsaw piece back to Grandpa Nettle
refrain: One last piece to make it whole

:: setup determination.jigsaw-piece.s.u8cpgy
setting: bedroom

A small brown moth landed on {name's} pillow with a note: HELP!
GRANDPA NETTLE'S JIGSAW PIECE BLEW AWAY.
<grown:He had worked on it for a whole year, and now the moon was missing.><little:Now his jigsaw had no moon.>
<2-9:{name} began to look, and {companion} helped.
Under the bed?
No.
In the[ {colour}] slippers?
No.><10-12:{name} began searching, with {companion} helping, but it was not under the bed, nor in the[ {colour}] slippers.>
<6-9:In the toy box, behind the books?
No, and no.><little:In the toy box?
No!><10-12:It was not in the toy box, nor behind the books.>
<2-9:{name} kept looking.
There it was, stuck to a sock!><10-12:{name} kept looking doggedly until at last, there it was, stuck to a sock!>
<little:It was {item}, with the moon on it!><grown:It was {itemFull}.>
"Now we'll {goal}," said {name}.

:: setup determination.jigsaw-piece.s.1pfjngr
setting: garden

<little:Out in the garden, something flat was caught in the hedge.><grown:Out in the garden, something small and flat was caught in the hedge.>
{name} wriggled an arm in and pulled it out.
<little:It was {item}! The moon was on it.><grown:It was {itemFull}!>
<grown:"Grandpa Nettle has done his jigsaw every night for a whole year," said {companion}.
"A thousand pieces, and this is the only one left."><little:"Grandpa Nettle has one piece left to do," said {companion}.
"This one!">
His cottage was far away, deep in the wood.
<8-9:A whole year of patient work was waiting for one small piece of card.><10-12:A whole year of patient work was waiting on one small piece of card.>
{name} tucked it safely away.
<little:"Then we'll take it back," {they} said. "So he can finish!"><grown:"Then we'll {goal}," {they} said, "so he can finish.">

:: payoff determination.jigsaw-piece.p.gekr7o
setting: forest

<2-9:A window glowed between the trees.
It was {destination}.><10-12:A window glowed between the trees; it was {destination}.>
<little:Inside, {companion} spotted an old badger at a jigsaw.><grown:Inside, {companion} spotted an old badger at a table covered in jigsaw.>
<2-9:The whole night sky was there, except for one hole.><10-12:The whole night sky was there, except for one conspicuous hole.>
<little:"Grandpa Nettle?" said {name}, and held out {item}.><grown:"Grandpa Nettle?" said {name}[, {their} {hair} hair full of twigs from the wood], and held out {item}.>
<grown:The old badger's paws shook a little as he took it.
He turned it round once, twice, and pressed it in.><little:He pressed it in.>
<2-9:Click!
The jigsaw moon shone, and the picture was finished.
"A whole year," whispered {recipient}.
"And you brought me the very last bit."><10-12:With a click, the jigsaw moon shone out, and the picture was complete.
"A whole year," whispered {recipient}, "and you brought me the very last bit.">

:: payoff determination.jigsaw-piece.p.m10vtl
setting: forest

<little:The door of {destination} stood open. {recipient} was searching under the rug!><grown:The door of {destination} stood open, and {recipient} was on his hands and knees, still searching under the rug.>
<2-9:"It must be somewhere," he kept saying.
"I won't give up."><10-12:"It must be somewhere," he kept muttering, "and I won't give up.">
<little:"You don't have to look any more," said {name}. {They} took out {item}.><grown:"You don't have to look any more," said {name}, and took out {item}.>
<grown:Grandpa Nettle looked at it, then at {name}, and then he laughed a great, happy badger laugh.><little:Grandpa Nettle laughed and laughed.>
<2-9:"Would you put it in for me?" he asked.
So {name} did, while {companion} held the lamp close.
Click.><10-12:"Would you put it in for me?" he asked, so {name} did, while {companion} held the lamp close.>
<8-9:The last piece was home, and a whole year of trying was finished in one small click.><10-12:The last piece was home, and a whole year of patient trying had ended in one small, deeply satisfying click.>

:: quest snowdrop-promise
item: the snowdrop
itemFull: the first snowdrop of the year, in a tiny pot
itemHeld: <little:in {their} pocket><grown:in its tiny pot in {their} dressing-gown pocket>
itemTell: <little:nodded its white head><grown:nodded its small white head>
recipient: Old Juniper
destination: <little:Old Juniper's leafy bed><grown:Old Juniper's bed of leaves on Frost Hill>
goal: take the first snowdrop to Old Juniper
refrain: Up through the snow, and on we go

:: setup determination.snowdrop-promise.s.17hh6ki
setting: garden
picture: none

<2-9:All winter, {name} had checked the flower bed[ in {their} {colour} wellies].
Nothing.
Nothing.
Still nothing.><10-12:All winter, {name} had checked the flower bed[ in {their} {colour} wellies], and every time there had been nothing at all.>
<little:But tonight, a tiny white flower pushed up through the frost!><grown:But tonight, in the moonlight, a tiny white flower had pushed up through the frost.>
<grown:{name} lifted it out very gently and potted it.
It was {itemFull}.><little:It was the first snowdrop of the year!
{name} put it in a pot.>
<2-9:"Do you remember the promise?" asked {companion}.
{name} did.><10-12:"Do you remember the promise?" asked {companion}, and {name} certainly did.>
<grown:Last autumn, Old Juniper the tortoise had yawned, "Wake me with the first snowdrop, so I know spring is coming."><little:Old Juniper had said, "Wake me with the first snowdrop.">
"Let's {goal}," said {name}.

:: setup determination.snowdrop-promise.s.l229b0
setting: kitchen

<little:On the kitchen windowsill stood {item}, in its tiny pot.><grown:On the kitchen windowsill stood {itemFull}.>
<little:{name} had watched it for weeks. Tonight it opened!><grown:{name} had watched it for weeks, through frost and sleet, and tonight it opened.>
<grown:Last autumn, {name} had made a promise to Old Juniper, the sleepy tortoise on the hill: "When the first snowdrop comes, I'll bring it to wake you."><little:{name} had promised Old Juniper the first snowdrop.>
<2-9:The hill was far, and snow was falling.
{name} pulled on {their} dressing gown[ and {their} {colour} mittens].
{Companion} held out {name's} scarf.
"A promise is still a promise," {they} said.
"Let's {goal}."><10-12:The hill was far, and snow was falling, so {name} pulled on {their} dressing gown[ and {their} {colour} mittens].
{Companion} held out {name's} scarf.
"A promise is still a promise," {they} said firmly, "so let's {goal}.">

:: payoff determination.snowdrop-promise.p.1pvnmtz
setting: hilltop
picture: snow

<little:At the top of Frost Hill lay a round brown shell.><grown:At the top of Frost Hill, under a blanket of leaves, lay a round brown shell.>
<little:Snore.
Snore.><grown:From inside came a slow, sleepy snore.>
<little:{name} knelt down and held up {item}.><grown:{name} knelt down[ in {their} {colour} dressing gown] and held up {item}.>
<2-9:"Old Juniper," {they} whispered.
"It's here.
Spring is coming."
A wrinkly head poked out, blinking.
{Companion} kept very still, so as not to startle him.
{recipient} looked at the snowdrop for a long time.><10-12:"Old Juniper," {they} whispered, "it's here; spring is coming," and a wrinkly head poked out, blinking.
{Companion} kept very still, so as not to startle him, while {recipient} gazed at the snowdrop for a long time.>
<little:"You kept your promise," he said. "All the way up the hill in the snow."><grown:"You kept your promise," he said, "all the way up the hill in the snow.">
<8-9:{name} felt warm from the inside out, even with cold toes.><10-12:{name} felt warm from the inside out, despite {their} frozen toes.>

:: payoff determination.snowdrop-promise.p.vkh0lg
setting: hilltop
picture: snow

<little:{destination} was covered in snow. In the middle was a small round hump.><grown:{destination} was covered in snow, and in the middle was a small round hump.>
<2-9:{name} and {companion} brushed the snow away and found a shell.
Tap, tap.
"Old Juniper?
I've brought it."
Slowly, slowly, {recipient} put out his head.
{name} set {item} down right in front of his nose.><10-12:{name} and {companion} brushed the snow away, found a shell, and tapped on it gently.
"Old Juniper? I've brought it."
Very slowly, {recipient} put out his head, and {name} set {item} down right in front of his nose.>
<grown:The old tortoise breathed in its small, cold, green smell and smiled a very old smile.><little:He sniffed it, and smiled.>
<2-9:"Then spring is on its way," he said.
"Thank you, every one of you, for coming all this way."><10-12:"Then spring is on its way," he said, "and thank you, every one of you, for coming all this way.">

:: quest giant-daisy-chain
item: the daisy chain
itemFull: the longest daisy chain in the world, made for a giant
itemHeld: looped round {their} neck
itemTell: <little:swung its white flowers><grown:swung its little white flowers>
recipient: Hobb the giant
destination: <little:Hobb's cloud cottage><grown:Hobb's cottage above the clouds>
goal: give the daisy chain to Hobb the giant
refrain: One more daisy, one more link

:: setup determination.giant-daisy-chain.s.yig1ga
setting: garden

<2-9:The daisy chain was as long as the garden path.
{name} had been making it since teatime[, humming a song about {interest}].
Make a slit, thread the stalk, pull gently.><10-12:The daisy chain was already as long as the garden path, for {name} had been making it since teatime[, humming a song about {interest}].
Make a slit, thread the stalk, pull gently; over and over again.>
<little:Snap!
Oh no.
Try again.><grown:Stalks snapped, and once the whole chain broke, but {name} joined it up again.>
<2-9:"Ninety-nine," counted {companion}.
"One hundred!" cried {name}.><10-12:"Ninety-nine," counted {companion}, and {name} cried triumphantly, "One hundred!">
<little:It was finished: the longest daisy chain in the world!><grown:It was finished: {itemFull}.>
<grown:It was for Hobb, the giant above the clouds, because giants hardly ever get presents.><little:It was for Hobb.
Giants never get presents.>
<2-9:{name} looped it round {their} neck.
"Now let's {goal}," {they} said.><10-12:{name} looped it round {their} neck and said, "Now let's {goal}.">

:: setup determination.giant-daisy-chain.s.bd5u4n
setting: bedroom

<little:A huge shadow passed over the house. A kind face peeped down through the clouds.><grown:A huge shadow passed over the house, and a kind face peeped down through the clouds.>
<2-9:"That was Hobb the giant," said {companion}.
"He's lonely up there.
Nobody ever gives giants presents."
{name} had an idea.
On the windowsill lay a daisy chain[ tied with a {colour} ribbon].><10-12:"That was Hobb the giant," said {companion}, "and he's lonely up there, because nobody ever gives giants presents."
That gave {name} an idea, for on the windowsill lay a daisy chain[ tied with a {colour} ribbon].>
<grown:It was far too short for a giant, so {name} kept going, daisy after daisy, long after {their} fingers were tired.><little:It was too short.
So {name} added more, and more.>
<little:In the end, it was long enough for a giant!><grown:In the end, it was {itemFull}.>
"Now we'll {goal}," said {name}.

:: payoff determination.giant-daisy-chain.p.1g8qfrs
setting: clouds

<little:Up above the clouds stood a giant's cottage. {recipient} sat on the step, all alone.><grown:Up above the clouds stood a cottage as tall as a church, and {recipient} sat on the step, all alone.>
<grown:He looked down at his two small visitors with great, surprised eyes.><little:He looked very surprised.>
<little:{name} lifted off {item}. {Companion} held up the long end.><grown:{name} lifted off {item}, and {companion} held up the long end.>
<little:It had seemed so long on the way. But for a giant it was just right.><grown:It had seemed so long on the way, but for a giant it was just right.>
<2-9:Hobb bent his great head, and {name} hung it round his neck.
"A present," said Hobb softly.
"For me?"><10-12:Hobb bent his great head, and {name} hung it round his neck.
"A present," said Hobb softly, "for me?">
<8-9:He touched each daisy with one huge fingertip, as if counting them, and he did not stop smiling.><10-12:He touched each daisy with one enormous fingertip, gently, as if counting them, and his smile simply would not stop.>

:: payoff determination.giant-daisy-chain.p.bdmm8n
setting: clouds

<little:The door of {destination} was so tall! {name} knocked with a slipper.><grown:The door of {destination} was so tall that {name} had to knock with a slipper[, a {colour} one].>
<2-9:Bang, bang!
{recipient} opened it and peered around, then down.
"Oh!
Hello, little one."
{name} held up {item}.
"We made it for you," said {name}.
"Daisy by daisy," added {companion}.
Hobb sat down so carefully that the clouds hardly wobbled.
{name} climbed onto his knee and hung the chain round his neck.><10-12:At the knock, {recipient} opened the door and peered around, then down, in surprise: "Oh, hello, little one."
Holding up {item}, {name} explained, "We made it for you," and {companion} added, "Daisy by daisy."
Hobb sat down so carefully that the clouds hardly wobbled, and {name} climbed onto his knee to hang the chain round his neck.>
<grown:It fitted perfectly, and the giant laughed a warm laugh that rolled round the sky like happy thunder.><little:It fitted!
Hobb laughed like happy thunder.>

:: quest clockwork-bird
item: the clockwork bird
itemFull: Pepper Mouse's little clockwork bird, mended at last
itemHeld: <little:wrapped in {their} hanky><grown:wrapped in a hanky in {their} pocket>
itemTell: <little:went whirr and chirp><grown:gave a tiny whirr and a chirp>
recipient: Pepper Mouse
destination: <little:Pepper Mouse's house><grown:Pepper Mouse's house behind the village bakery>
goal: take the clockwork bird back to Pepper Mouse
refrain: Wind it up and try again

:: setup determination.clockwork-bird.s.ekbhc5
setting: bedroom

<little:On the windowsill sat a tin bird. A note on its leg said: PLEASE MEND ME.><grown:On the windowsill sat a tin bird with a note tied to its leg: PLEASE MEND ME.>
LOVE, PEPPER MOUSE.
<2-9:{name} turned its little key.
Nothing.><10-12:{name} turned its little key, but nothing happened.>
<grown:{name} opened the tiny door in its tummy and saw a spring that had slipped.><little:Inside, a tiny spring had slipped.>
<2-9:{name} pushed it back with a[ {colour}] hair clip.
Boing!
It jumped out.
{Companion} caught it.
{name} tried again.
Boing!
"Once more," said {name}, very carefully.
Click.
Whirr!
Chirp!
It was {itemFull}.
"Now let's {goal}," said {name}.><10-12:{name} pushed it back with a[ {colour}] hair clip, but it boinged straight out, and {companion} caught it; the second try went the same way.
"Once more," said {name}, very carefully, and this time: click, whirr, chirp!
It was {itemFull}.
"Now let's {goal}," said {name}.>

:: setup determination.clockwork-bird.s.yasajn
setting: kitchen

<little:At the kitchen table, {name} was mending a tin bird. Its wing was broken.><grown:At the kitchen table, {name} was mending a tin bird with a broken wing.>
<little:It belonged to Pepper Mouse. It had not sung for a week.><grown:It belonged to Pepper Mouse, and it had not sung for a week.>
<6-9:The first time, the glue was too runny, and the wing slid off.
The second time, {name} let go too soon.><10-12:The first time, the glue was too runny and the wing slid off; the second time, {name} let go too soon.><little:The wing fell off.
Then it fell off again.>
<little:The third time, {name} held the wing very still. {Companion} counted to a hundred.><grown:The third time, {name} held the wing still[, thinking about {interest},] while {companion} counted to a hundred.>
<2-9:It stuck!
{name} wound the key, and out came a chirp.
It was {itemFull}.><10-12:It stuck at last, and when {name} wound the key, out came a chirp: it was {itemFull}.>
"Let's {goal}," said {name}.

:: payoff determination.clockwork-bird.p.1no2o8l
setting: village

<2-9:Behind the village bakery was a tiny round door with a bell.
{name} rang it.
Out came {recipient}, in a nightcap, with flour on her nose.><10-12:Behind the village bakery was a tiny round door with a bell, and when {name} rang it, out came {recipient}, in a nightcap, with flour on her nose.>
"Did you mend it?" she asked, hardly daring to hope.
{name} unwrapped {item} and turned the key.
Whirr, click, and then a song: cheep, cheep, tweedle-dee![ {name's} {eyes} eyes shone.]
<grown:Pepper Mouse clapped her paws and danced right there on the doorstep.><little:Pepper Mouse danced on the doorstep.>
<little:"I tried for a whole week," she said. She smiled up at {name} and {companion}.><6-9:"I tried for a whole week," she said, smiling up at {name} and {companion}.>
<2-9:"You tried one more time than me."><10-12:"I tried for a whole week," she said, smiling up at {name} and {companion}, "but you tried one more time than me.">

:: payoff determination.clockwork-bird.p.dsopi0
setting: village

<little:The village was asleep. But a light was on at Pepper Mouse's house.><grown:The village was asleep, but a light was still on at {destination}.>
<2-9:{recipient} was sitting at her window, looking sad.
{name} tapped on the glass and held up {item}.
Pepper Mouse's whiskers shot up.
She opened the window, and {name} wound the little key.
The bird flapped its tin wings and sang, clear and bright.
{Companion} and {name} shared a look and a smile.><10-12:{recipient} was sitting at her window, looking forlorn, until {name} tapped on the glass and held up {item}, and her whiskers shot up in astonishment.
She opened the window, {name} wound the little key, and the bird flapped its tin wings and sang, clear and bright.
{Companion} and {name} exchanged a delighted smile.>
<grown:All along the street, windows opened, and sleepy faces leaned out to listen.><little:Everyone leaned out to listen.>
<8-9:Sometimes, {name} thought, a mended thing sings even sweeter than a new one.><10-12:Sometimes, {name} thought, a mended thing sings even sweeter than a new one.>

:: quest north-wind-message
item: the little scroll
itemFull: a little scroll from the swallows, tied with blue thread
itemHeld: tucked behind {their} ear
itemTell: fluttered its blue thread
recipient: the North Wind
destination: <little:the North Wind's cave><grown:the North Wind's cave at the top of the mountain>
goal: carry the little scroll to the North Wind
refrain: Head down, heart up, into the wind

:: setup determination.north-wind-message.s.s92111
setting: garden

<2-9:A swallow landed on the washing line, puffing.>
<little:In her beak was {item}, tied with blue thread.><6-9:In her beak was {itemFull}.><10-12:A swallow landed on the washing line, out of breath, carrying {itemFull} in her beak.>
<6-9:"It's for the North Wind," she panted.
"Our babies are too small to fly south yet.
We need her to wait one more week."><10-12:"It's for the North Wind," she panted, "because our babies are too small to fly south yet, and we need her to wait one more week."><little:"It's for the North Wind," she said.
"It asks her to wait for our babies.">
<2-9:"Why don't you take it?" asked {name}.
"I've tried three times," said the swallow.
"She blows me back every time."><10-12:"Why don't you take it?" asked {name}.
"I've tried three times," said the swallow wearily, "and she blows me back every time.">
{name} tucked the scroll behind {their} ear[, under {their} {hair} hair].
<little:"Then we'll {goal}," said {name}. {Companion} nodded at once.><grown:"Then we'll {goal}," said {name}, and {companion} nodded at once.>

:: setup determination.north-wind-message.s.75tfoi
setting: bedroom

<2-9:Tap, tap.>
<little:A swallow was at the window. She held {item}.><6-9:A swallow was at the window, holding {itemFull}.><10-12:Something tapped at the window: a swallow, holding {itemFull}.>
<2-9:Up in the nest under the roof, five tiny swallows were peeping.><10-12:Up in the nest under the roof, five tiny swallows were peeping anxiously.>
<grown:"They're not strong enough to fly far yet," said their mother.
"If the North Wind comes too soon, we can't go."><little:"They are too small to fly far yet," said their mother.>
The scroll said, in tiny writing: PLEASE WAIT ONE MORE WEEK.
<little:"The North Wind lives up the mountain," said {companion}.><6-9:"The North Wind lives at the top of the mountain," said {companion}.>
<2-9:"It's a long, windy climb."
{name} nodded[, {their} {eyes} eyes serious].
"Then we'll {goal}."><10-12:"The North Wind lives at the top of the mountain," said {companion}, "and it's a long, windy climb."
{name} nodded[, {their} {eyes} eyes serious], and said, "Then we'll {goal}.">

:: payoff determination.north-wind-message.p.y0ixoh
setting: mountain

<little:At the top of the mountain was a cave. Out came a great, cold WHOOSH!><grown:At the top of the mountain was a cave, and out of it came a great, cold WHOOSH.>
<little:{name} and {companion} leaned into the wind. Head down, heart up, on they went.><grown:{name} and {companion} leaned into the wind and walked on, head down, heart up[, {name's} {hair} hair streaming behind].>
<2-9:"Who's there?" roared {recipient}.
"A message," called {name}, holding out {item}.><10-12:"Who's there?" roared {recipient}, and {name} called back bravely, "A message," holding out {item}.>
<6-9:The wind swirled round the scroll, unrolled it, and read it.
Then, slowly, the roaring softened to a sigh.><little:The wind read it.
Then the wind went soft.><10-12:The wind swirled round the scroll, unrolled it and read it, and slowly the roaring softened to a sigh.>
<2-9:"One more week," said the North Wind.>
<little:"For the little swallows. And for you, who walked all this way up."><6-9:"For the little swallows, and for you, who walked all the way up into my face."><10-12:"One more week," said the North Wind, "for the little swallows, and for you, who walked all the way up into my face.">

:: payoff determination.north-wind-message.p.1f7iouc
setting: mountain

<little:The cave was hung with icicles. Inside, the North Wind snored cold little snores.><grown:{destination} was hung with icicles, and the North Wind was inside, snoring cold little snores.>
<little:{name} tiptoed in, with {companion} close behind. {They} held up {item}.><grown:{name} tiptoed in, {companion} close behind, and held up {item}.>
<grown:{recipient} woke with a puff that nearly blew {name} over, but {name} planted both feet and held on to the scroll.><little:Whoosh!
But {name} held on.>
"You kept your feet," said the North Wind, sounding pleased.
<2-9:She read the message.
"Very well.
I'll wait a week.
Then I'll blow gently, and carry the swallows south on my back."><10-12:She read the message carefully.
"Very well, I'll wait a week," she said, "and then I'll blow gently, and carry the swallows south on my back.">
<8-9:Even the wildest wind, {name} thought, can listen when someone doesn't give up.><10-12:Even the wildest wind, {name} thought, will listen when someone refuses to give up.>

:: quest bat-balloon
item: the red balloon
itemFull: a big red balloon for Tuppence the bat
itemHeld: <little:tied round {their} wrist><grown:on its string round {their} wrist>
itemTell: <little:bobbed and bounced><grown:bobbed and bounced on its string>
recipient: Tuppence the bat
destination: <little:Tuppence's old barn><grown:the old barn where Tuppence lives>
goal: take the red balloon to Tuppence the bat
refrain: Hold on tight, all through the night

:: setup determination.bat-balloon.s.31iu5t
setting: garden

<2-9:A red balloon came drifting over the garden fence, low and slow.
A label hung from its string: FOR TUPPENCE.
WELL DONE FOR FLYING!
{name} jumped for the string[ in {their} {colour} slippers] and missed.
{They} jumped again and missed again.><10-12:A red balloon came drifting over the garden fence, low and slow, with a label on its string: FOR TUPPENCE. WELL DONE FOR FLYING!
{name} jumped for the string[ in {their} {colour} slippers] and missed, then jumped again and missed again.>
<grown:The third time, {name} took a run-up and caught it with the very tips of {their} fingers.><little:Jump!
Got it!>
<2-9:It was {itemFull}.
"Tuppence has been learning to fly all summer," said {companion}.
"Bump, bump, bump.
And tonight she did it!"><10-12:It was {itemFull}.
"Tuppence has been learning to fly all summer, bumping into everything," said {companion}, "and tonight she finally did it!">
"Then let's {goal}," said {name}.

:: setup determination.bat-balloon.s.54w3cj
setting: bedroom

<2-9:{name} was blowing up a balloon.
Pfff.
Pfff.
It stayed small and wrinkly.><10-12:{name} was blowing up a balloon, but however hard {they} puffed, it stayed small and wrinkly.>
<grown:{name's} cheeks went pink, then red, and {they} had to stop and get {their} breath back.><little:Puff!
Puff!
Still small.>
<little:But {name} kept going, breath after breath. At last it was big, round and shiny!><grown:But {name} kept going, breath after breath, until it was {itemFull}, round and shiny.>
<little:"Tuppence fell and fell all summer," said {name}. "And last night she flew!"><grown:"Tuppence fell and fell all summer," said {name}, "and last night she flew!">
<2-9:{Companion} tied on a string.
"A present for a flyer who never gave up," said {companion}.><10-12:{Companion} tied on a string, remarking, "A present for a flyer who never gave up.">
"Let's {goal}," said {name}.

:: payoff determination.bat-balloon.p.1r9aph1
setting: farm

<little:The old barn stood dark against the stars. Inside, little bats were swooping.><grown:The old barn stood dark against the stars, and inside, little bats were swooping.>
<2-9:One small bat was doing loop-the-loops, wobbly but proud.
It was {recipient}!
{name} untied {item} and held it up.><10-12:One small bat was doing loop-the-loops, wobbly but proud: it was {recipient}, and {name} untied {item} and held it up.>
"Well done for flying!" called {name} and {companion}.
<grown:Tuppence swooped down, took the string in her tiny feet, and flew round and round the rafters with the balloon bobbing behind her.><little:Tuppence took the string and flew round and round.>
<2-9:"I fell a hundred times," she squeaked.
"And you got up a hundred times," said {name}.><10-12:"I fell a hundred times," she squeaked breathlessly.
"And you got up a hundred times," {name} pointed out.>

:: payoff determination.bat-balloon.p.1pch5pq
setting: farm

<little:They came to {destination}. A party was on, up in the rafters!><grown:At {destination}, a party was going on up in the rafters.>
<2-9:There were cobweb streamers, nectar buns and happy squeaking.><10-12:There were cobweb streamers, nectar buns and a great deal of happy squeaking.>
<little:{recipient} hung upside down from a beam. She was too shy to join in.><grown:{recipient} hung upside down from a beam, too shy to join in.>
<little:{Companion} held the ladder steady. {name} climbed up and tied {item} beside her.><grown:{Companion} held the ladder steady, and {name} climbed up and tied {item} to the beam beside her.>
<grown:The balloon floated up, Tuppence hung down, and they touched noses.
Tuppence giggled.><little:The balloon went up.
Tuppence hung down.
Boop!
Noses.>
<2-9:"Hooray for Tuppence!" cried everyone.>
<little:So she let go and flew a loop, just to show them.><6-9:So she let go of the beam and flew a loop, just to show them.><10-12:"Hooray for Tuppence!" cried everyone, so she let go of the beam and flew a triumphant loop, just to show them.>

:: quest spider-thread
item: the silver thread
itemFull: a reel of silver thread, spun from moonlight
itemHeld: <little:in {their} pocket><grown:wound on its reel in {their} pocket>
itemTell: glinted in the moonlight
recipient: Old Silkie
destination: <little:Old Silkie's web><grown:Old Silkie's web by the castle gate>
goal: take the silver thread to Old Silkie
refrain: Try again, and spin it strong

:: setup determination.spider-thread.s.glslql
setting: garden

On the gate, a little spider was fixing her web.
<little:"Old Silkie has built her web six times!" she sighed.><grown:"Old Silkie by the castle gate has built her web six times this week," she sighed.>
<2-9:"Her thread is worn out, but she won't give up."
{Companion} pointed at the hedge.
A moonbeam was shining through it, fine as thread.><10-12:"Her thread is worn out, but she won't give up."
{Companion} pointed at the hedge, where a moonbeam was shining through, as fine as thread.>
<grown:{name} fetched an empty cotton reel and began to wind the moonbeam round it, turn after turn.><little:{name} wound it round a cotton reel.
Round and round.>
<little:Soon the reel was full of moonlight thread!><grown:When the reel was full, it was {itemFull}.>
"Now let's {goal}," said {name}.

:: setup determination.spider-thread.s.12i4qu4
setting: bedroom

A spider came down from the ceiling on a thin, thin thread.
<grown:"Message from Old Silkie," she said.
"Her web by the castle gate keeps breaking.
She's built it seven times, but her thread is too thin now."><little:"Old Silkie's web keeps breaking," she said.
"Her thread is too thin.">
<little:On the windowsill, the moon had left a present. It was {itemFull}!><grown:On the windowsill, the moon had left a present: {itemFull}.>
It shone like frost[ and twinkled in {name's} {eyes} eyes].
"It's the strongest thread there is," said {companion}.
<8-9:Seven tries, {name} thought; that was a spider who really meant it.><10-12:Seven tries, {name} thought admiringly; that was a truly determined spider.>
"Let's {goal}," said {name}.

:: payoff determination.spider-thread.p.1c2b5w2
setting: castle

<little:By the castle gate hung a broken web. In the middle sat {recipient}, mending it.><grown:By the castle gate hung a broken web, and in the middle sat {recipient}, mending it yet again.>
<2-9:"Nearly," she muttered.
"Nearly."
Snap!><10-12:"Nearly," she muttered, "nearly," and then, with a snap, the thread broke again.>
<little:{name} held out {item}. {Companion} unwound the first long strand.><grown:{name} held out {item}, and {companion} unwound the first long strand.>
<2-9:Old Silkie's eight eyes went wide.><10-12:All eight of Old Silkie's eyes widened in wonder.>
<grown:She spun and spun, and the new web grew across the gate, round after round, shining like a silver wheel.><little:She spun and spun.
The web shone like silver.>
<2-9:"It won't break now," said Old Silkie.
"Not with moonlight in it, and not with friends like you."><10-12:"It won't break now," said Old Silkie, "not with moonlight in it, and not with friends like you.">
<8-9:{name} thought it was the most beautiful thing anyone had ever made by not giving up.><10-12:{name} thought it was the loveliest thing {they} had ever seen, made beautiful by not giving up.>

:: payoff determination.spider-thread.p.13vj26c
setting: castle

<little:At {destination}, the wind blew hard.><grown:At {destination}, the wind was blowing hard.>
<2-9:{recipient} was clinging to one last thread.
"I'll try again," she said, "and again."><10-12:{recipient} was clinging to one last thread, muttering determinedly, "I'll try again, and again.">
<little:{name} took out {item}. {They} tied one end to the gate, tight.><grown:{name} took out {item} and tied one end to the gate, tight.>
<2-9:Old Silkie ran across with the other end.
Together they spun: in, out, round and round.
{Companion} stood between them and the wind.><10-12:Old Silkie scurried across with the other end, and together they spun, in, out, round and round, while {companion} stood sheltering them from the wind.>
<grown:When the wind blew again, the web held, strong enough to catch the moon's reflection.><little:Whoosh went the wind.
The web held!>
<little:"We did it," said Old Silkie. {name} grinned.><grown:"We did it," said Old Silkie, and {name} grinned[, {their} {eyes} eyes bright].>

:: quest mole-spade
item: the little spade
itemFull: a little red-handled spade, just the right size for a mole
itemHeld: <little:tucked in {their} belt><grown:tucked in the belt of {their} dressing gown>
itemTell: <little:gave a bright clink><grown:gave a small, bright clink>
recipient: Digby Mole
destination: <little:the big molehill><grown:the big molehill in the middle of the meadow>
goal: take the little spade to Digby Mole
refrain: Dig a little, then a little more

:: setup determination.mole-spade.s.flowerpot
setting: bedroom

<2-9:The flowerpot on the windowsill wobbled.
Out popped a beetle with a muddy note.
{Companion} read it over {name's} shoulder.><10-12:The flowerpot on the windowsill wobbled, and out popped a beetle with a muddy note, which {companion} read over {name's} shoulder.>
<little:"Dear {name}, I have dug for a month, up towards the stars.><grown:"Dear {name}, for a month I have dug up towards the sky, to see the stars.>
I am nearly at the top, but my spade has worn out.
Love, Digby Mole."
<6-9:All those nights of digging!
{name} could not let Digby stop now.><10-12:After all those nights of digging, {name} could not possibly let Digby stop now.><little:"He can't stop now," said {name}.>
<little:In the doll's house garden was a little spade. Just right for a mole!><grown:In the doll's house garden was {itemFull}.>
"Let's {goal}," said {name}.

:: setup determination.mole-spade.s.sandpit
setting: garden

<2-9:A pink nose poked out of the lawn.
"My brother Digby wants to see the stars," said a little mole.><10-12:A pink nose poked out of the lawn, and a little mole explained, "Digby wants to see the stars.>
<little:"He has dug for a whole month. But his spade snapped."><grown:"He has dug up and up for a whole month, but his spade snapped.">
{name} remembered a tiny spade, lost in the sandpit all summer.
<grown:{name} dug with both hands: sand, more sand, a button, and still more sand.><little:Dig, dig.
Sand.
More sand.>
<2-9:{Companion} held the bucket.
{name} did not stop[, even with sand in {their} {hair} hair].
Clink!><10-12:{Companion} held the bucket, and {name} refused to stop[, even with sand in {their} {hair} hair], until at last there was a clink!>
<little:There it was: {item}!><grown:There it was: {itemFull}.>
"Now we'll {goal}," said {name}.

:: payoff determination.mole-spade.p.first-stars
setting: meadow

<little:From deep in the molehill came a small voice.><grown:At {destination}, a small voice came from deep inside.>
<2-9:"Is someone there?"
"It's {name}," came the answer.
"I've brought you a spade."
{name} slid {item} down the hole.
Scrape, scrape, scrape.><10-12:"Is someone there?"
"It's {name}," came the answer, "and I've brought you a spade."
{name} slid {item} down the hole, and a busy scraping began.>
<grown:The molehill trembled, and then, pop, out came a pink nose, then whiskers, then a velvety mole, blinking up at the sky.><little:Pop!
Out came {recipient}.>
<2-9:"Oh," whispered Digby.
"So that's what stars look like."><10-12:"Oh," whispered Digby, awestruck, "so that's what stars look like.">
<little:{Friends} lay in the grass beside him. {name} showed him the brightest stars.><grown:{Friends} lay in the grass beside him, and {name} showed him the brightest ones, until his eyes began to close.>

:: payoff determination.mole-spade.p.nearly-gave-up
setting: meadow

<little:Down in his tunnel sat {recipient}, rubbing his sore paws.><grown:{recipient} was sitting at the bottom of his tunnel under {destination}, rubbing his sore paws.>
<2-9:"I nearly gave up tonight," he called up.><10-12:"I very nearly gave up tonight," he called up wearily.>
<little:{name} knelt and passed {item} down to him.><grown:{name} knelt[ in {their} {colour} dressing gown] and passed {item} down to him.>
<little:"{refrain}," said {name} and {companion}.><grown:"{refrain}," said {name} and {companion} together.>
<grown:Scrape went the spade, then a shower of earth, and a pink nose came up into the moonlight.><little:Scrape, scrape.
Up came a pink nose!>
<2-9:Digby looked up, and up, and up, at the stars.
"I'm so glad I kept going," he said softly.><10-12:Digby gazed up, and up, and up, at the stars, and said softly, "I'm so glad I kept going.">
<8-9:A whole sky of stars was waiting, and it had been worth every scrape.><10-12:A whole sky of stars had been waiting, and it had been worth every scrape.>

:: quest breeze-windmill
item: the paper windmill
itemFull: a paper windmill with four bright sails, on a thin green stick
itemHeld: <little:in {their} top pocket><grown:tucked in the top pocket of {their} pyjamas>
itemTell: gave a little spin
recipient: Little Breeze
destination: <little:Dandelion Hill><grown:the top of Dandelion Hill>
goal: take the paper windmill to Little Breeze
refrain: Puff and puff, and round it goes

:: setup determination.breeze-windmill.s.curtain
setting: bedroom

<2-9:The curtain gave the tiniest flutter.
"Sorry," said a small, whispery voice.
"I'm Little Breeze, the smallest wind in the sky.
I try and try, but nothing ever moves."><10-12:The curtain gave the tiniest flutter, and a small, whispery voice apologised.
"I'm Little Breeze, the smallest wind in the sky, and however hard I try, nothing ever moves.">
<grown:Then she drifted sadly out of the window, towards Dandelion Hill.><little:Then she drifted sadly away.>
<2-9:{name} had an idea: a paper windmill!
{Companion} found some paper.><10-12:{name} had an idea, a paper windmill, and {companion} found some paper.>
<grown:The first one tore, and the second one stuck, but {name} folded a third, very carefully.><little:{name} folded one.
Rip!
{name} folded another.>
<little:At last, there was {item}, with four bright sails!><grown:At last, there was {itemFull}.>
"Let's {goal}," said {name}.

:: setup determination.breeze-windmill.s.dandelion
setting: garden

<2-9:In the garden, a dandelion clock was swaying very slightly.
"Puff," said a tiny voice.
"Puff!"
Not one seed flew away.
{Companion} crouched down to look.
"I'm Little Breeze," the voice sighed.><10-12:In the garden, a dandelion clock was swaying very slightly while a tiny voice said, "Puff, puff!" but not one seed flew away.
{Companion} crouched down to look, and the voice sighed, "I'm Little Breeze.">
<little:"Every night I practise. But I'm too small to be a real wind."><grown:"Every night I practise, but I'm too small to be a real wind.">
<grown:{name} fetched {itemFull}, the one {name} had made after three tries that afternoon.><little:{name} fetched {item}, with its four bright sails.>
But Little Breeze had already drifted off, back to her hill.
<8-9:{name} knew exactly how it felt to keep trying and see nothing happen.><10-12:{name} knew exactly how it felt to keep trying while nothing seemed to happen.>
<little:"Come on, let's {goal}," said {name}.><grown:"Let's {goal}," said {name}[, {their} {eyes} eyes bright].>

:: payoff determination.breeze-windmill.p.hilltop
setting: hilltop

<2-9:At {destination}, the grass was silver and still.
{recipient} was curled in a hollow, very quiet.
{name} pushed {item} into the ground beside her.
{Companion} knelt down to keep the stick straight.
"Try now," {name} said.
Puff.
The windmill wobbled.
"Again," said {name}.><10-12:At {destination}, the grass was silver and still, and {recipient} was curled in a hollow, very quiet.
{name} pushed {item} into the ground beside her, while {companion} knelt to keep the stick straight.
"Try now," {name} said, and at Little Breeze's first puff the windmill wobbled.
"Again," {name} urged.>
<grown:Little Breeze took her biggest breath and puffed, and the paper sails went round, and round, and round.><little:Puff!
Round went the sails!>
"I did it!" she cried.
<little:She puffed softly all night. The windmill hummed like a lullaby.><grown:She puffed softly all night after that, and the windmill hummed like a lullaby.>

:: payoff determination.breeze-windmill.p.harebells
setting: hilltop

<little:{recipient} was waiting at {destination}. She was trying to ring the harebells.><grown:{recipient} was waiting at {destination}, trying to ring the harebells.>
<2-9:Not one of them moved.><10-12:Not one of them so much as trembled.>
<little:{name} held up {item}.><grown:{name} held up {item}[ in the moonlight, its sails {colour} and bright].>
<2-9:"Blow on this," said {name}.
Little Breeze puffed.
Nothing.
She puffed again.
A wobble!><10-12:"Blow on this," said {name}, so Little Breeze puffed, but nothing happened; she puffed again, and the sails wobbled!>
<little:{name} sang out, "{refrain}." {Companion} joined in.><grown:"{refrain}," sang {name}, and {companion} joined in.>
<grown:Little Breeze puffed once more, and the sails spun so fast that the dandelion clocks all let go, and floated off like tiny stars.><little:Whirr!
The sails spun round and round.>
<8-9:Little Breeze had been a real wind all along; she had only needed to see it.><10-12:Little Breeze had been a real wind all along; she had simply needed proof.>

:: quest quince-gingerbread
item: the gingerbread heart
itemFull: a gingerbread heart with white icing round the edge
itemHeld: <little:in {their} pocket><grown:wrapped in a napkin in {their} pocket>
itemTell: <little:gave a spicy smell><grown:gave off a warm, spicy smell>
recipient: Grandma Quince
destination: <little:Grandma Quince's cottage><grown:Grandma Quince's cottage on the village green>
goal: take the gingerbread heart to Grandma Quince
refrain: Stir it, bake it, try again

:: setup determination.quince-gingerbread.s.icing
setting: kitchen

On the kitchen table lay a gingerbread heart.
<little:It was for Grandma Quince. She had baked for everyone's birthday for fifty years.><grown:It was for Grandma Quince, who had baked for everyone's birthday for fifty years.>
<grown:But today was her birthday, and nobody ever baked for her.><little:Today it was her birthday.>
<2-9:{Companion} kept the plate from sliding.
{name} squeezed the icing bag.
Splodge!
{name} wiped it off and tried again.
Wobble!><10-12:While {companion} kept the plate from sliding, {name} squeezed the icing bag, and out came a splodge.
{name} wiped it off and tried again, but the line wobbled.>
<grown:The third time, {name} went slowly, with {their} tongue poking out, all the way round.><little:Slowly, slowly, all the way round.>
It was {itemFull}.
<little:"Let's {goal}," said {name}. "Before her birthday ends!"><grown:"Let's {goal}," said {name}, "before her birthday ends.">

:: setup determination.quince-gingerbread.s.tin
setting: bedroom

<2-9:{name} could not sleep.>
<little:On the shelf sat a tin. In the tin was {item}.><6-9:On the shelf sat a tin, and in the tin was {itemFull}.><10-12:{name} could not sleep for thinking of the tin on the shelf, and what was inside it: {itemFull}.>
<grown:It had taken four tries: one was too crumbly, one was too flat, one broke in half, and then, at last, one was perfect.><little:It had taken four tries to make.>
<little:It was a present for Grandma Quince. She always baked for everyone else.><grown:It was a present for Grandma Quince, who always baked for everyone else.>
<2-9:"Her birthday ends at midnight," said {companion}.
{name} sat up[ and pulled on {their} {colour} slippers].
"Then we'll {goal} now," said {name}.><10-12:"Her birthday ends at midnight," {companion} reminded {name}, who sat up at once[ and pulled on {their} {colour} slippers].
"Then we'll {goal} now.">

:: payoff determination.quince-gingerbread.p.cocoa
setting: village

<2-9:A light was on at {destination}.
Inside, {recipient} sat alone with a cup of cocoa.
{name} knocked, and the little old dormouse opened the door.><10-12:A light was on at {destination}, where {recipient} sat alone with a cup of cocoa.
When {name} knocked, the little old dormouse opened the door.>
"Happy birthday," said {name}, and held out {item}.
<grown:Grandma Quince turned it over in her floury paws and looked at the icing, wobbly at one side.><little:Grandma Quince looked at the wobbly icing.>
<2-9:"You made this?" she whispered to {friends}.
"For me?"
"It took a few tries," said {name}.><10-12:"You made this, for me?" she whispered to {friends}, and {name} admitted, "It took a few tries.">
<little:"Those are the very best kind," said Grandma Quince. She held it close.><grown:"Those are the very best kind," said Grandma Quince, and held it close, her eyes shining.>

:: payoff determination.quince-gingerbread.p.mantelpiece
setting: village

<little:{recipient} was still baking bread.><grown:At {destination}, {recipient} was still baking bread.>
{name} tapped on the window and held up {item}.
<grown:Grandma Quince wiped her paws and came to the door.><little:Grandma Quince came to the door.>
"Happy birthday!" sang {friends}.
<little:"Fifty years of baking," said Grandma Quince softly. "And nobody ever baked for me."><grown:"Fifty years of baking," said Grandma Quince softly, "and nobody ever baked for me.">
<little:She set the heart on the mantelpiece. It shone in the firelight.><grown:She set the heart on the mantelpiece, where it shone in the firelight.>
<2-9:"It's too lovely to eat," she said.><10-12:"It's far too lovely to eat," she declared.>
<little:"{refrain}," hummed {name}. Grandma Quince laughed a happy laugh.><grown:"{refrain}," hummed {name}, and Grandma Quince laughed a happy, sleepy laugh.>

:: quest tadpole-medal
item: the shiny medal
itemFull: a shiny medal on a long blue ribbon
itemHeld: round {their} neck
itemTell: <little:swung and twinkled><grown:swung and twinkled on its ribbon>
recipient: Wriggle the tadpole
destination: <little:Willow Pond's reedy corner><grown:the reedy corner of Willow Pond>
goal: take the shiny medal to Wriggle the tadpole
refrain: Swish your tail and keep on going

:: setup determination.tadpole-medal.s.judge
setting: bedroom

<2-9:A frog sat on the windowsill, shaking her head.
"I was the judge of the Great Pond Race today," she croaked.><10-12:A frog sat on the windowsill, shaking her head, and croaked, "I was the judge of the Great Pond Race today.">
<grown:"Little Wriggle the tadpole was still swimming long after we had all gone home."><little:"Little Wriggle the tadpole came last," she said.
"Very, very last.">
<2-9:"Did he stop?" asked {name}.
"Not once," said the frog.
{Companion} fetched the scissors.><10-12:"Did he stop?" asked {name}.
"Not once," said the frog, and {companion} fetched the scissors.>
<grown:So {name} cut a circle of shiny paper.
The first came out wonky, but the second was perfectly round.><little:Snip, snip.
Wonky!
Snip, snip.
Round!>
At last there was {itemFull}.
"Let's {goal}," said {name}.

:: setup determination.tadpole-medal.s.long-grass
setting: garden

Something shiny fell into the long grass.
<little:"Please give it to Wriggle!" called a moorhen.><grown:"Please give it to Wriggle!" called a moorhen, flapping home to her chicks.>
<grown:Wriggle the tadpole had swum in the Great Pond Race, so slowly the stars were out before he finished.><little:Wriggle the tadpole was the slowest in the race.
But he got to the end.>
{name} hunted through the grass[ in {their} {colour} wellies], tuft by tuft.
<grown:{Their} knees got wet, but {name} did not stop.><little:Still nothing.
{name} peered under every leaf.>
<2-9:A glint!>
<little:There, caught on a dandelion, was {item}.><6-9:There, caught on a dandelion, was {itemFull}.><10-12:At last something glinted: there, caught on a dandelion, was {itemFull}.>
<little:"He never stopped, so we won't either," said {name}. {Companion} agreed.><grown:"He never stopped, so neither will we," said {name}, and {companion} agreed.>
"Let's {goal}."

:: payoff determination.tadpole-medal.p.reed
setting: pond

<little:Soon they found {destination}. The water was dark and still.><grown:In {destination}, the water was dark and still.>
<2-9:One small tadpole swam slow circles alone.
"I did finish," he was telling the reeds.
"I really did."
It was {recipient}.><10-12:One small tadpole was swimming slow, solitary circles and telling the reeds, "I did finish, I really did."
It was {recipient}.>
<little:{name} knelt on the bank and held up {item}.><grown:{name} knelt on the bank and lifted {item} over {their} head.>
<grown:A tadpole has no neck for a medal, so {name} hung the ribbon on a reed, just above his nose.><little:{name} hung it on a reed, just above him.>
<2-9:{Companion} held the reed still.
Wriggle swished his tail so fast that the water fizzed.><10-12:{Companion} held the reed still, and Wriggle swished his tail so fast that the water fizzed.>
"A medal for me?"
"For finishing," said {name}.
<8-9:Coming last, {name} thought, was still a kind of arriving.><10-12:Coming last, {name} thought, was still arriving, and perhaps the bravest kind.>

:: payoff determination.tadpole-medal.p.cheer
setting: pond

<2-9:The big frogs of Willow Pond were asleep on their lily pads.
Only {recipient} was awake, floating sadly by the reeds.><10-12:The big frogs of Willow Pond were asleep on their lily pads; only {recipient} was awake, floating forlornly by the reeds.>
"Nobody saw me finish," he whispered.
<little:"We believe you," said {name}. {They} held out {item}.><grown:"We believe you," said {name}, and held out {item}[, which twinkled in {their} {eyes} eyes].>
Then {name} clapped, and {companion} cheered.
<grown:One by one, the frogs woke up and began to croak, until the whole pond was cheering for its smallest swimmer.><little:The frogs woke up.
Croak, croak, hooray!>
<2-9:Wriggle did a wobbly somersault of joy.
"{refrain}," he sang.><10-12:Wriggle did a wobbly somersault of joy and sang, "{refrain}.">

:: quest mouse-parasol
item: the paper parasol
itemFull: a tiny striped paper parasol
itemHeld: <little:folded in {their} pocket><grown:in {their} pyjama pocket, folded shut>
itemTell: <little:popped open and shut><grown:popped open and shut again, like a tiny flower>
recipient: Nimble the mouse
destination: <little:the fairground tightrope><grown:the tightrope at the edge of the fair>
goal: take the paper parasol to Nimble the mouse
refrain: Tip and toe, and on you go

:: setup determination.mouse-parasol.s.poster
setting: bedroom

A poster blew against the window and stuck there.
TONIGHT AT THE FAIR: NIMBLE THE MOUSE WALKS THE TIGHTROPE!
<grown:Underneath, someone had written in tiny pencil: "Fell off nine times this week.
Still trying!"><little:Underneath it said: "Fell off nine times.
Still trying!">
<little:"She always lands in the soft net," said {companion}. "And she always climbs back up."><grown:"She always lands in the soft net," said {companion}, "and she always climbs back up.">
<2-9:"A parasol would help her balance," said {name}.><10-12:"A parasol would help her balance," {name} suggested thoughtfully.>
<grown:{name} folded a paper parasol, but it flopped, so {name} tried smaller folds.><little:{name} folded some paper.
It flopped over!
Smaller folds, then.>
At last it was {itemFull}.
"Let's {goal}," said {name}.

:: setup determination.mouse-parasol.s.ringmaster
setting: garden

A hedgehog in a tall red hat peered over the garden gate.
<grown:"Tonight Nimble the mouse walks the tightrope at our fair," he said.
"She has tumbled into the net nine times this week, but she won't give up."><little:"Nimble the mouse walks the tightrope tonight," he said.
"She keeps falling, but she won't give up.">
<2-9:"And now her parasol has blown away," he sighed.
{name} looked under the hedge.
Not there.
{Companion} looked in the bird bath.
Not there either.><10-12:"And now her parasol has blown away," he sighed.
{name} searched under the hedge, and {companion} looked in the bird bath, but it was in neither place.>
<grown:Then {name} spotted something striped, caught in the rose bush[, as bright as {their} {colour} slippers].><little:Then, in the rose bush, something striped!>
It was {itemFull}.
"We'll {goal}," said {name}.

:: payoff determination.mouse-parasol.p.tenth-try
setting: fair

<little:At the edge of the fair hung a tightrope. Under it was a soft net.><grown:At the edge of the fair, a tightrope hung low between two striped poles, with a soft net underneath.>
<2-9:A crowd of voles and hedgehogs waited below.
On the little platform stood {recipient}, her knees knocking.><10-12:A crowd of voles and hedgehogs waited below, and on the little platform stood {recipient}, her knees knocking.>
{name} handed up {item}, and Nimble opened it wide.
<grown:Step, wobble, step she went, tilting the parasol left and right to keep steady.><little:Step.
Wobble.
Step.>
<2-9:Halfway, she wobbled hard, and held on.
{Companion} held {name's} hand tight.
Then she reached the far pole!><10-12:Halfway, she wobbled badly but held on, while {companion} held {name's} hand tight, and then she reached the far pole!>
"Ten tries," Nimble squeaked, "and the tenth one worked!"

:: payoff determination.mouse-parasol.p.net
setting: fair

<2-9:{recipient} was sitting in the safety net, rubbing her nose.
"Fell again," she sighed, "but I'll try once more."
{name} took out {item} and opened it for her.
"Hold this up, and go slowly," said {name}.><10-12:{recipient} was sitting in the safety net, rubbing her nose and sighing, "Fell again, but I'll try once more."
{name} took out {item}, opened it for her, and advised, "Hold this up, and go slowly.">
{Companion} steadied the pole, and Nimble climbed back to the start.
<grown:This time, whenever she tipped one way, she tipped the parasol the other, and came back to the middle.><little:Tip this way.
Tip that way.
Steady!>
<2-9:Step by step she crossed.><10-12:Step by careful step, she crossed.>
<little:"{refrain}," called {name}. Nimble laughed and twirled her parasol.><grown:"{refrain}," called {name}, and Nimble laughed and twirled her parasol.>

:: quest bookworm-bookmark
item: the ribbon bookmark
itemFull: a red ribbon bookmark with an acorn tied on the end
itemHeld: <little:tucked in {their} pocket><grown:tucked in {their} dressing-gown pocket>
itemTell: <little:swung its little acorn><grown:swung its little acorn to and fro>
recipient: Bertie Bookworm
destination: <little:the old library><grown:the old library at the top of the village>
goal: take the ribbon bookmark to Bertie Bookworm
refrain: Page by page, and word by word

:: setup determination.bookworm-bookmark.s.beetle
setting: bedroom

<little:{name} was reading in bed when the book slid shut.
"Just like poor Bertie," said a beetle in tiny spectacles.
"Bertie Bookworm reads a very big book.
Every night he loses his page."
{Companion} found an acorn on the windowsill.
{name} tied it to a ribbon.
Slip!
Tie it again.><6-9:{name} was reading in bed when the book slid shut.
"Just like poor Bertie," said a beetle in tiny spectacles on the bookshelf.
"Bertie Bookworm reads the library's biggest book, a page a night.
But it flops shut while he sleeps, and he loses his page."
{Companion} found an acorn on the windowsill.
{name} tied it to a red ribbon, and when it slipped off, {name} tied it again.><10-12:{name} was reading in bed when the book slid shut, and a beetle in tiny spectacles on the bookshelf sighed, "Just like poor Bertie.
Bertie Bookworm reads the library's biggest book, a page a night, but it flops shut while he sleeps, and he loses his page."
{Companion} found an acorn on the windowsill, and {name} tied it to a red ribbon, patiently tying it again when it slipped off.>
<little:Now it was {item}, with an acorn on the end.><grown:Now it was {itemFull}.>
"Let's {goal}," said {name}.

:: setup determination.bookworm-bookmark.s.cardigan
setting: garden

<2-9:A mouse in a cardigan hurried up the path.
"I look after the old library," she puffed.><10-12:A mouse in a cardigan hurried up the path, puffing, "I look after the old library.">
<grown:"Bertie Bookworm has nearly read our biggest book.
But it keeps snapping shut, and he loses his page."><little:"Bertie Bookworm has nearly read our biggest book.
But he keeps losing his page.">
<8-9:Hunting for the same page every night, {name} thought, would make most readers give up.><10-12:Hunting for the same page every night, {name} thought, would defeat most readers.>
<little:{name} had a book on the garden bench. In it was a red ribbon bookmark, with an acorn!><grown:{name} had been reading on the garden bench, and in that book was {itemFull}.>
<2-9:{name} remembered the page and pulled the bookmark out.
"Bertie needs this more than I do," said {name}.
{Companion} was at the gate already.><10-12:{name} memorised the page and pulled the bookmark out.
"Bertie needs this more than I do," said {name}, and {companion} was already waiting at the gate.>
"Let's {goal}," said {name}.

:: payoff determination.bookworm-bookmark.p.the-end
setting: library

<little:They tiptoed into {destination}. One lamp was still lit.><grown:At {destination}, one lamp was still lit.>
<little:Under it lay the biggest book {name} had ever seen!><grown:Under it lay the biggest book {name} had ever seen, open near the end.>
<2-9:A small pink worm in a woolly hat crawled along the lines.
It was {recipient}.
"This page," he said, "and then the last one."
{Companion} turned the lamp towards the page.><10-12:A small pink worm in a woolly hat was crawling along the lines: it was {recipient}.
"This page," he said, "and then the last one," so {companion} turned the lamp towards it.>
<little:{name} laid {item} across the page. Now it could never get lost!><grown:{name} laid {item} across the page, so it could never get lost again.>
<grown:Then Bertie read the last page aloud, all the way to THE END.><little:Bertie read the last page.
THE END!>
<2-9:"Every single page," he whispered.><10-12:"Every single page," he whispered, with deep satisfaction.>

:: payoff determination.bookworm-bookmark.p.heavy-cover
setting: library

<little:Inside, {recipient} was pushing at a huge book.><grown:Inside {destination}, {recipient} was pushing at the cover of a huge book.>
"It shut again," he puffed, "and now I've lost my page."
<little:{Companion} lifted the heavy cover. {name} and Bertie turned the pages, one by one.><grown:{Companion} lifted the heavy cover, and {name} and Bertie turned the pages, one by one.>
<grown:It took a long time, but at last Bertie squeaked, "There!"><little:Turn, turn, turn.
"There!" squeaked Bertie.>
<2-9:{name} laid {item} across the page[, {their} {eyes} eyes shining].
"Now your page will wait for you," said {name}.><10-12:{name} laid {item} across the page[, {their} {eyes} eyes shining], and said, "Now your page will wait for you.">
<little:"{refrain}," said Bertie happily. He curled up by the acorn.><grown:"{refrain}," said Bertie happily, and curled up beside the acorn.>

:: quest meerkat-telescope
item: the tiny telescope
itemFull: a brass telescope no longer than a pencil
itemHeld: tucked into {their} sock
itemTell: <little:glinted like a star><grown:glinted like a little star>
recipient: Teeter the meerkat
destination: <little:the meerkats' lookout rock><grown:the meerkats' lookout rock in the desert>
goal: take the tiny telescope to Teeter the meerkat
refrain: Tall and still, tall and still

:: setup determination.meerkat-telescope.s.lizard
setting: bedroom

A little lizard scuttled onto the windowsill, dusty from the desert.
<grown:"Teeter the meerkat wants to be a lookout," it said.
"Lookouts stand tall and still, watching over everyone, but she always wobbles and topples over."><little:"Teeter the meerkat wants to be a lookout," it said.
"But she wobbles and falls over.">
<2-9:"Does she give up?" asked {companion}.
"Never," said the lizard.
"Tomorrow is her very first turn."
{name} remembered the telescope in the toy box.><10-12:"Does she give up?" asked {companion}.
"Never," said the lizard, "and tomorrow is her very first turn."
{name} suddenly remembered the telescope in the toy box.>
<grown:It was stuck, but {name} twisted and twisted until it slid open.><little:It was stuck.
Twist, twist, squeak!
Open!>
It was {itemFull}.
"Let's {goal}," said {name}.

:: setup determination.meerkat-telescope.s.one-leg
setting: garden

<2-9:On the garden path, {name} was practising standing on one leg.
Wobble.
Hop.><10-12:On the garden path, {name} was practising standing on one leg, but kept wobbling and having to hop.>
<grown:{name} tried again, with {their} arms out, looking at one star so as not to tip.><little:Arms out.
Eyes on a star.
Steady now!>
"You'd make a good meerkat," said {companion}.
<grown:{Companion} told {name} about Teeter the meerkat, who wanted to be a lookout, but toppled every time, and always got up again.><little:Then {companion} told {name} about Teeter the meerkat.
Teeter wanted to be a lookout.
Teeter kept falling over.
But she never stopped trying.>
<little:{name} ran inside and came back with {item}.><grown:{name} ran inside and came back with {itemFull}.>
<2-9:"This will help her," said {name}.
"Let's {goal}."><10-12:"This will help her," said {name}, "so let's {goal}.">

:: payoff determination.meerkat-telescope.p.whole-desert
setting: desert

The desert was cool and silver under the moon.
<little:On the lookout rock, a small meerkat stood on tiptoe.><grown:On top of {destination}, a small meerkat was standing on tiptoe.>
<2-9:It was {recipient}, practising.
She wobbled, tipped and slid down with a bump.
"Again," she muttered, and climbed back up.
{Companion} stood below, ready to catch her.
{name} held up {item}.
"Every lookout needs one of these."><10-12:It was {recipient}, practising; she wobbled, tipped and slid down with a bump, then muttered, "Again," and climbed back up.
While {companion} stood below, ready to catch her, {name} held up {item}.
"Every lookout needs one of these.">
<grown:Teeter put it to her eye and stood up tall, so busy looking that she forgot to wobble.><little:Teeter looked through it.
She stood tall.
No wobble!>
"I can see the whole desert!" she whispered.

:: payoff determination.meerkat-telescope.p.first-watch
setting: desert

<little:By the lookout rock, the meerkats slept in one furry heap.><grown:At the foot of the lookout rock, the meerkat family was asleep in one furry heap.>
Only {recipient} was awake, up on the rock, wobbling.
"Tomorrow is my first watch," she said, "and I still topple."
{name} passed her {item}.
<grown:Teeter held it to one eye and found a bright, faraway star to look at.
Then she stood tall and still for as long as a whole song.><little:Teeter looked at a star.
She stood very still!>
<little:{name} whispered, "{refrain}." {Companion} whispered it back.><grown:"{refrain}," whispered {name}, and {companion} whispered it back.>
Down below, her family smiled in their sleep.
<8-9:{name} thought that every wobble had been getting Teeter ready for this.><10-12:{name} thought that every wobble had quietly been preparing Teeter for this.>

// Scenes on the way: the theme's value in action, serving any of its quests.

:: scene determination.c.a2810q
setting: mountain
role: onward
energy: lively

{onward}<little:the path was loose and rattly.><grown:the mountain path turned into loose, rattly stones.>
<2-9:{name} climbed three steps up and slid two steps back.
Clatter, clatter!><10-12:{name} climbed three steps up and slid, clattering, two steps back.>
<grown:{name} tried again, faster this time, and slid right back down in a shower of pebbles.><little:Whoosh!
Down {they} slid again.>
{trait:obstacle} <2-9:Then {name} had an idea.
"Let's not go straight up.
Let's zigzag, like a goat."
Side to side, back and forth, up they went.><10-12:Then {name} had an idea: "Let's not go straight up; let's zigzag, like a goat."
Side to side, back and forth, up they went, slowly but surely.>
{Companion} {ability:light,guide}.
<little:At the top, {name} checked on {item}. Still safe!><grown:At the top, {name} checked that {item} was still safe {itemHeld}.>
<8-9:The long way round, {name} decided, was sometimes the quickest way up.><10-12:The long way round, {name} decided, was sometimes, surprisingly, the quickest way up.>

:: scene determination.c.1c0fih2
setting: snowfield
role: onward
energy: lively

{onward}<little:deep snow blocked the path. It was taller than {name}!><grown:a wall of snow lay right across the path, deep and soft and taller than {name}.>
<little:Push!
The snow did not move.><grown:{name} tried to climb over it, but sank in up to {their} middle with a soft flump.>
{trait:obstacle} <little:"Then we'll go through," said {name}. And {they} began to dig.><grown:"Then we'll go through," said {name}, and began to dig, scoop after scoop.>
<grown:It was slow, and {their} fingers tingled with cold, but the tunnel grew.><little:Scoop, scoop, scoop.>
{Companion} {ability:warm,comfort}.
<2-9:Pop!>
<little:Out came {name} on the other side, laughing.><grown:Out came {name} on the other side[ with snow in {their} {hair} hair], laughing.>
{item} {itemTell}.
<8-9:Every scoop had been small, but together they had made a tunnel.><10-12:Every scoop had been small, but added together they had made a tunnel.>

:: scene determination.c.b51app
setting: beach
role: onward
energy: lively

{onward}<little:rock pools shone in the moonlight.><grown:the rocks at the end of the beach were full of pools, shining in the moonlight.>
<2-9:One gap was very wide.
{name} jumped.
Splash!
One foot landed in the water.><10-12:One gap was very wide, and when {name} jumped, one foot landed in the water with a splash.>
<grown:{name} climbed out, shook off the drips, and tried again.
Splash!
Too short again.><little:Splash!
Too short again.>
{trait:obstacle} <2-9:"A run-up," said {name}, and walked back five big steps.
Then {they} ran and leapt.
Up, over, and down on the far rock!><10-12:"A run-up," {name} decided, and walked back five big steps, then ran and leapt: up, over, and down on the far rock!>
{Companion} {ability:light,guide}.
"Next stop, {recipient}!" said {name}, wiggling a wet[ {colour}] slipper.

:: scene determination.c.1p12wse
setting: farm
role: onward
energy: lively

{onward}<little:there was a tall wooden gate.><grown:the farm track ended at a tall wooden gate.>
<2-9:{name} pushed it.
It did not budge.
{name} pulled it.
Still nothing.><10-12:{name} pushed it, but it did not budge; {name} pulled it, and still nothing happened.>
<grown:{name} pushed with a shoulder and pulled with both hands, puffing and red in the face, and the gate just creaked.><little:Push!
Pull!
Creak.>
{trait:obstacle} <2-9:"Let's look at it properly," said {name}.><10-12:"Let's look at it properly," {name} said thoughtfully.>
{Companion} {ability:light,find,guide}.
<2-9:There, on the post, was a little sign: PLEASE SLIDE.
{name} giggled and slid the gate sideways.
It rolled open!><10-12:There, on the post, was a little sign: PLEASE SLIDE. {name} giggled and slid the gate sideways, and it rolled smoothly open.>
<8-9:Trying harder hadn't worked, but trying differently had.><10-12:Trying harder hadn't worked, {name} noticed, but trying differently had.>
<little:Through they went, with {item} safe.><grown:On they went, with {item} still {itemHeld}.>

:: scene determination.c.1tkpgjv
setting: fair
role: onward
energy: lively

{onward}<little:there was a sign. HOOK THE GOLDEN DUCK AND WIN A MAP!><grown:at the fair, a sign said: HOOK THE GOLDEN DUCK AND WIN A MAP.>
<2-9:Little ducks bobbed round and round.
{name} took the rod.
Swish!
The hook swung wide.><10-12:Little ducks bobbed round and round, and when {name} took the rod, the hook swung wide with a swish.>
<grown:Next time, quick as a flash, the hook bonked a pink duck on the head.><little:Bonk!
Wrong duck!>
{Companion} {ability:hush,comfort}.
{trait:obstacle} <2-9:"Slow," {name} told the rod.><10-12:"Slowly," {name} told the rod firmly.>
<little:{They} held it very still, and waited...><grown:{They} held it very still[, {their} {eyes} eyes fixed on the gold], and waited...>
<2-9:Click!
Up came the golden duck.><10-12:With a click, up came the golden duck.>
<little:Under it was a tiny map. It showed the way to {recipient}!><grown:Under it was a tiny map, with a path drawn all the way to {destination}.>

:: scene determination.c.l1ri3x
setting: jungle
role: onward
energy: lively

{onward}<little:vines hung over the jungle path.><grown:the jungle path was hidden behind a curtain of vines.>
<2-9:{name} pushed into them, and boing!
The vines bounced {them} straight back out.><10-12:{name} pushed into them, and the springy vines bounced {them} straight back out.>
<grown:{name} tried to wriggle through instead, and got tangled up like a parcel.><little:{name} wriggled.
Tangled!>
{trait:obstacle} <2-9:{name} untangled, took a breath, and looked.><10-12:{name} untangled, took a steadying breath, and studied the vines carefully.>
<little:This time, {they} parted the vines gently, like curtains. Through {they} went!><grown:This time, instead of pushing, {they} parted the vines gently, like curtains, and stepped through sideways.>
{Companion} {ability:lift,guide}.
<little:"Slow and careful," said {name}.><grown:"Slow and careful," said {name}[, pulling a leaf out of {their} {hair} hair].>
{item} {itemTell}.
<8-9:Pushing hard had only made the jungle push back.><10-12:Pushing had only made the jungle push back; gentleness was cleverer.>

:: scene determination.c.1uf7cb4
setting: castle
role: onward
energy: lively

{onward}<little:the way went up a castle tower. A hundred steps!><grown:the way went up through a castle: a hundred steps round its tallest tower, then out across a high stone bridge.>
<little:Up, up, up!><grown:{name} ran up the first twenty, puffed up the next ten, and then {their} legs went wobbly.>
{trait:obstacle} <2-9:"Too many," panted {name}.
Then {they} had an idea: "Ten steps, then a rest."><10-12:"Too many," panted {name}, until {they} had an idea: "Ten steps, then a rest.">
{Companion} {ability:light,guide}.
<2-9:Ten, rest.
Ten, rest.><10-12:So it was ten steps and a rest, then ten more and another rest.>
<grown:The little windows showed the stars, then the moon, then the sleepy countryside.><little:Ten more.
Ten more.>
<2-9:The top!><10-12:At last they reached the top!>
{item} {itemTell}.
<8-9:A hundred steps, {name} realised, was only ten lots of ten.><10-12:A hundred steps, {name} realised, was merely ten lots of ten.>

:: scene determination.c.15a34j5
setting: treehouse
role: onward
energy: lively

{onward}<little:a rope ladder led to a treehouse.><grown:the path went up a rope ladder to a treehouse.>
<2-9:The ladder twisted as soon as {name} stepped on it.><10-12:The ladder twisted wildly the moment {name} stepped on it.>
<little:Round {they} spun, and flump, into the leaves!><grown:Round {they} spun, and flump, into the leaves[, which stuck all over {their} {colour} pyjamas]!>
<grown:{name} had another go, and spun again, laughing.><little:Spin!
Flump!
Again!>
{trait:obstacle} <2-9:{name} looked hard at the ladder.
"Maybe from the side," {they} said.><10-12:{name} studied the ladder carefully and said, "Maybe from the side.">
{Companion} {ability:lift,guide}.
<little:Feet on the edges, up went {name}. The ladder stayed still!><grown:Feet on the edges of the rungs, up went {name}, and the ladder stayed still.>
<little:At the top, {item} was safe.><grown:At the top, {item} {itemTell}.>
<8-9:It was the same ladder; {name} had simply found its secret.><10-12:It was the same ladder; {name} had simply worked out its secret.>

:: scene determination.c.1biasz6
setting: clouds
role: onward
energy: lively

{onward}<little:clouds drifted past like fluffy boats. {name} had to jump from one to the next!><grown:the clouds drifted past like slow, fluffy boats, and the only way on was to jump from one to the next.>
<2-9:{name} jumped too soon.
Plop!
{They} landed back on the same cloud.><10-12:{name} jumped too soon and landed, plop, back on the same cloud.>
<grown:Next {name} jumped too late, and the cloud floated off, and {name} bounced on the very edge with a squeak.><little:Too late!
Boing!>
{trait:obstacle} "Wait for it," {name} whispered.
{Companion} {ability:fly,guide}.
<2-9:The cloud came closer... closer...
"Now!"><10-12:The cloud drifted closer and closer, until {name} whispered, "Now!">
<little:{name} jumped, and landed in the middle. Soft as a pillow!><grown:{name} jumped and landed right in the middle, soft as a pillow[, {their} {hair} hair puffing up like candyfloss].>
{item} {itemTell}.
<8-9:Waiting for the right moment, it turned out, was part of trying.><10-12:Waiting for the right moment, {name} discovered, was part of trying.>

:: scene determination.c.1br33xp
setting: waterfall
role: onward
energy: lively

{onward}<little:the path climbed beside the waterfall.><grown:the path climbed up beside the waterfall, over wet, shiny rocks.>
<2-9:Whoosh went the water.
Swish went {name's} slippers, sliding right off the first rock.><10-12:The water whooshed down beside them, and {name's} slippers slid right off the first rock.>
<grown:{name} had a second go and slipped again, landing on {their} bottom with a splash and a giggle.><little:Slip!
Bump!
Splash!>
{trait:obstacle} <little:So {name} took off {their} slippers.><grown:So {name} took off {their} slippers[, the {colour} ones,] and tucked them under {their} arm.>
<2-9:Bare toes gripped much better.><10-12:Bare toes, it turned out, gripped much better.>
{Companion} {ability:light,guide}.
<little:Step by careful step, {name} climbed to the top. And {they} still had {item}!><grown:Step by careful step, {name} climbed to the top, with {item} still {itemHeld}.>

:: scene determination.c.8vzb6i
setting: village
role: aside
energy: gentle

{onward}<little:there was a step. Ants were carrying a crumb up it.><grown:outside the village bakery, a line of ants was carrying a crumb up the step.>
<2-9:The crumb was much bigger than they were.><10-12:The crumb was enormous compared with the ants.>
<little:Up, up... tumble!><grown:Halfway up, it tumbled down again, and the ants simply went back for it.>
<2-9:They tried again, and again.><10-12:They tried again, and again, without a single complaint.>
{trait:help} <little:{name} found a lolly stick. {They} laid it on the step, like a ramp.><grown:{name} found a lolly stick[ in {their} {colour} dressing-gown pocket] and laid it against the step, like a ramp.>
{Companion} {ability:light,comfort}.
<2-9:Up went the crumb, smooth as anything.><10-12:Up went the crumb, as smoothly as anything.>
<little:"They never gave up," said {name}. {They} touched {item}, still safe.><grown:"They never gave up," said {name}, and touched {item}, still {itemHeld}.>
<8-9:{name} decided to be a bit more like an ant tonight.><10-12:{name} decided, quite seriously, to be more like an ant tonight.>

:: scene determination.c.12v63sh
setting: orchard
role: onward
energy: gentle

{onward}<little:an old blackbird sat in a tree.><grown:an old blackbird sat in an apple tree.>
<little:"Which way to {recipient}?" asked {name}.><grown:"Which way to {destination}?" asked {name}.>
<grown:"I'll tell you," said the blackbird, "if you whistle me a tune."><little:"Whistle to me first," said the blackbird.>
<2-9:{name} couldn't whistle.><10-12:The trouble was that {name} couldn't whistle.>
{trait:meet} <2-9:{They} held a blade of grass between {their} thumbs and blew.
Pfff.><10-12:{They} held a blade of grass between {their} thumbs and blew, but only a feeble pfff came out.>
<grown:Then a squeak, like a mouse with hiccups.><little:Squeak!>
<2-9:{name} kept trying.
At last, a real, clear whistle![ {name's} {eyes} eyes lit up.]><10-12:{name} kept trying until at last a real, clear whistle rang out[, and {name's} {eyes} eyes lit up].>
{Companion} {ability:hush,comfort}.
The blackbird sang back, and pointed the way with its beak.

:: scene determination.c.1tm00em
setting: library
role: onward
energy: gentle

{onward}<little:a big map book lay open.><grown:in the library, a big map book lay open on a stand.>
<little:One page showed the way to {recipient}.><grown:One page showed the way to {destination}.>
<2-9:Under the picture was a long, hard word.><10-12:Under the picture was a long and difficult word.>
<grown:{name} frowned at it.
The letters seemed to wriggle like worms.><little:The word was long.
The letters wriggled.>[ It was longer than any word in {name's} book about {interest}.]
{trait:obstacle} <2-9:"I'll do it one sound at a time," said {name}.
"Th... un... der..."><10-12:"I'll do it one sound at a time," {name} decided: "Th... un... der...">
{Companion} {ability:light,hush,comfort}.
<2-9:"Thun-der...
Thunderbridge!"><10-12:"Thun-der... Thunderbridge!">
<grown:It was the name of the bridge they needed to cross, and {name} had read it all alone.><little:{name} had read it all alone!>
<8-9:A long word, {name} found, was only short sounds standing close together.><10-12:A long word, {name} found, was only short sounds standing close together.>

:: scene determination.c.sr7dak
setting: kitchen
role: onward
energy: gentle

{onward}a cottage kitchen door stood open.
<little:Inside, an old dormouse looked up at a honey jar.><grown:Inside, an old dormouse was looking up at a honey jar on the top shelf.>
{Companion} {ability:lift,comfort}.
But the lid was stuck fast.
{trait:help} <2-9:{name} twisted it.
Stuck.
{They} tried with a tea towel.
Still stuck.><10-12:{name} twisted it, then tried with a tea towel, but it remained stubbornly stuck.>
<grown:Then {name} had a third idea: warm water over the lid, and a tap, tap, tap with a spoon.><little:Warm water.
Tap, tap, tap!>
<2-9:One more twist... pop!
The dormouse pointed to white stones glowing along the lane outside.
"They lead to {recipient}," she said.><10-12:One more twist, and the lid came off with a pop!
The delighted dormouse pointed to white stones glowing along the lane outside, and said, "They lead to {recipient}.">

:: scene determination.c.91gt7w
setting: harbour
role: onward
energy: gentle

{onward}<little:a little boat went bump, bump.><grown:a little boat was bumping against the harbour wall.>
<little:Its rope had come loose. The sailor mouse's paws were too cold to tie it.><grown:Its rope had come loose, and the sailor mouse's paws were too cold to tie it.>
<2-9:"Over, under, round and through," she said.
"Can you do it?"><10-12:"Over, under, round and through," she explained hopefully. "Can you manage it?">
{trait:help} <2-9:{name} tried, and the knot fell apart.><10-12:{name} tried, but the knot promptly fell apart.>
<grown:The second knot came out like a heap of spaghetti.><little:Again!
A big tangle.>
{Companion} {ability:warm,comfort}.
<2-9:The third time, {name} went slowly: over, under, round and through.
It held!><10-12:The third time, {name} went slowly, over, under, round and through, and this time it held!>
<grown:The mouse's boat was crossing the harbour anyway, so {name} climbed aboard with {item}.><little:{name} sailed across with {item}.>

:: scene determination.c.j8pri6
setting: meadow
role: onward
energy: gentle

{onward}<little:the meadow was dark. The path was hard to see.><grown:the meadow was dark, and the path was hard to see.>
<little:"Fireflies could light the way to {recipient}!" said {name}. {They} reached for one.><grown:"If only a firefly would light the way to {destination}," said {name}, and reached for one.>
<2-9:Blink!
Gone.><10-12:It blinked, and was gone.>
<grown:{name} tried another, and another, but they danced away every time.><little:Grab!
Gone again.>
{trait:wonder} <little:So {name} sat in the grass and held out one hand. Still as still.><grown:So {name} sat down in the grass and held out one hand, still as still.>
{Companion} {ability:hush,comfort}.
<little:Slowly, one firefly came, then three, then ten! They landed on {name's} fingers.><grown:Slowly, one firefly came, then three, then ten, and landed on {name's} fingers[ and in {their} {hair} hair].>
<8-9:Some things come only when you stop chasing them.><10-12:Some things arrive only when you stop chasing them.>
<2-9:Together they lit the path like tiny lamps.><10-12:Together they lit the path like a string of tiny lamps.>

:: scene determination.c.4u99m9
setting: island
role: onward
energy: gentle

{onward}<little:the path ended on an island. {recipient} was across the water!><grown:the path ended on a little island, and the way to {destination} lay across the water.>
<2-9:{name} tied some driftwood together with reeds to make a raft.><10-12:{name} lashed some driftwood together with reeds to make a raft.>
<grown:It floated for one moment, then fell apart with a splosh.><little:Splosh!
It fell apart.>
{trait:obstacle} Raft number two had tighter knots, but it tipped right over.
<grown:The third time, {name} put a big flat plank in the middle and tied every knot twice.><little:The third raft had a big flat plank.>
{Companion} {ability:lift,guide}.
<2-9:It floated, steady as a table!><10-12:This one floated, as steady as a kitchen table!>
<8-9:Two rafts had sunk, but each one had taught {name} something the third one needed.><10-12:Two rafts had sunk, but neither had been wasted, because each had taught {name} something the third one needed.>

:: scene determination.c.1j2n3nn
setting: river
role: onward
energy: gentle

{onward}<little:a bell hung across the river. A sign said: RING FOR THE FERRY.><grown:across the river hung a little bell on a post, with a sign: RING FOR THE FERRY.>
<2-9:"I'll skip a stone at it," said {name}.
Plop.
It sank.><10-12:"I'll skip a stone at it," said {name}, but the first one sank with a plop.>
{Companion} {ability:find,guide}.
<2-9:Soon {name} had a pile of flat pebbles.
Plop.
Skip, plop!><10-12:Soon {name} had a pile of flat pebbles, but the next one sank too, and the one after skipped only once.>
{trait:obstacle} <grown:{name} flicked the next one low and fast, like waving goodbye.><little:Flick!
Low and fast.>
<2-9:Skip, skip, skip...
DING!><10-12:Skip, skip, skip... and the bell rang out with a DING!>
<little:A big green frog came paddling on a lily pad. He would carry them to {recipient}.><grown:A big green frog came paddling over on a lily pad, ready to carry them on towards {recipient}.>

:: scene determination.c.1a5c7za
setting: lighthouse
role: onward
energy: gentle

{onward}<little:a young gull was trying to fly.><grown:on the lighthouse balcony, a young gull was trying to fly.>
<2-9:Flap, hop, bump.
"I'll never do it," it sniffed.><10-12:It flapped, hopped and bumped down, and sniffed, "I'll never do it.">
{Companion} {ability:comfort}.
{trait:help} <2-9:"Let's try together," said {name}.
"One, two, three, flap!"><10-12:"Let's try together," said {name} encouragingly. "One, two, three, flap!">
<little:{name} flapped {their} arms too.><grown:{name} flapped {their} arms too[, {their} {hair} hair blowing in the sea wind].>
<2-9:The gull flapped, and bumped down.
"Again," said {name}.><10-12:The gull flapped, and bumped down again, but {name} simply said, "Again.">
<grown:On the third try, a puff of sea wind caught the gull, and up it went, round the great lamp and out over the waves.><little:Whoosh!
Up went the gull!>
<grown:From up high, the gull spied where {recipient} would be, and swooped ahead as a guide.><little:The gull flew ahead towards {recipient}.>

:: scene determination.c.tvxz1d
setting: desert
role: onward
energy: gentle

{onward}<little:there stood an old stone well.><grown:in the cool, silver desert stood an old stone well.>
Three little desert mice sat beside it, very thirsty.
{trait:help} <2-9:{name} began to pull up the bucket, hand over hand.
It was heavy!><10-12:{name} began to pull up the bucket, hand over hand, and it was surprisingly heavy.>
<grown:{name's} arms ached, so {they} stopped, held on tight, took a breath, and pulled again.><little:Pull.
Rest.
Pull again.>
{Companion} {ability:lift,guide}.
<2-9:Up came the bucket at last, full of cool, starry water.
The mice drank and drank.><10-12:Up came the bucket at last, brimming with cool, starry water, and the mice drank gratefully.>
<grown:Then they pattered ahead along the old camel path, hard and flat under the sand, heading towards {recipient}.><little:Then they led {name} towards {recipient}.>
<8-9:{name's} arms were tired, but it was a proud sort of tired.><10-12:{name's} arms ached, but it was a proud sort of ache.>

:: scene determination.c.3jdsws
setting: forest
role: aside
energy: calm

{onward}<little:the forest was dark and hushed. {name's} legs were very tired.><grown:the forest was dark and hushed, and {name's} legs were very tired.>
<little:"I can't go any further," {name} sighed. {They} sat on a mossy log.><grown:"I can't go any further," {name} sighed, and sat down on a mossy log.>
{trait:rest} {Companion} {ability:warm,comfort}.
<grown:For a while they just listened: a leaf falling, a stream trickling, a mouse settling into its nest.><little:Drip went a stream.
Rustle went a leaf.>
<2-9:"Resting isn't stopping," said {companion} softly.
"It's getting ready."><10-12:"Resting isn't stopping," said {companion} softly, "it's getting ready.">
<grown:Little by little, {name's} legs felt springy again.><little:Soon {name's} legs felt better.>
<2-9:{name} stood up, thought of {recipient}, and walked on.><10-12:Eventually {name} stood up, thought of {recipient}, and walked on.>
<8-9:The forest seemed to nod, as if it had known all along.><10-12:The forest seemed to nod, as though it had known all along.>

:: scene determination.c.hmfcq5
setting: hilltop
role: onward
energy: calm

{onward}<little:the path went over a hilltop. It was still a long way!><grown:the path went over a hilltop, and from there {name} could see how far there was still to go.>
<little:Far away under the stars was {recipient}.><grown:{destination} looked tiny, far away under the stars.>
<2-9:"I can't do it," {name} said quietly.><10-12:"I can't do it," {name} admitted quietly.>
{trait:rest} {Companion} {ability:comfort}.
<2-9:Then {companion} asked, "Can't do it, or can't do it yet?"
{name} thought about that little word.
Yet.><10-12:Then {companion} asked gently, "Can't do it, or can't do it yet?" and {name} considered that little word: yet.>
<grown:It made the long way feel possible, one step at a time.><little:It felt better.>
<8-9:Yet was a small word, but it had a door in it.><10-12:Yet was a small word, but it had a door in it, standing open.>
<little:{name} took a deep breath. Then {they} started down the hill.><grown:{name} took a deep breath of cool night air[, thinking of {interest}], and started down the hill.>

:: scene determination.c.1o3ci28
setting: cave
role: aside
energy: calm

{onward}the cave was quiet and cool.
<2-9:Drip.
Drip.
Drip.><10-12:Somewhere, water dripped, slow and steady.>
<little:Stone icicles hung from the roof. Stone towers rose from the floor.><grown:From the roof hung long stone icicles, and from the floor rose stone towers to meet them.>
{trait:wonder} <little:"How did they get so big?" whispered {name}.><grown:"How did they get so big?" whispered {name}[, {their} {eyes} eyes following one drop all the way down].>
<little:"One drop at a time," said {companion}. "For thousands of years."><grown:"One drop at a time," said {companion}, "for thousands and thousands of years.">
{Companion} {ability:light,hush,comfort}.
<grown:{name} watched one drop fall, and thought how tiny it was, and how tall the towers had grown anyway.><little:One tiny drop.
One tall tower.>
<8-9:It was the most patient thing {name} had ever seen.><10-12:It was the most patient thing {name} had ever seen.>
Then, as softly as a drip, {name} carried {item} on.

:: scene determination.c.9uhhn
setting: moon
role: aside
energy: calm

{onward}<little:the moon was grey and very still.><grown:the moon was grey and silver and very, very still.>
<2-9:{name} was tired, and stopped to look back.><10-12:{name} was weary, and paused to look back.>
<little:Behind {them}, a long line of footprints went back and back.><grown:Behind {them}, in the soft moon dust, was a long line of footprints, all the way from the edge of the sky.>
{trait:rest} <2-9:"Did I walk all that?"
{name} whispered.
"Every step," said {companion}.><10-12:"Did I walk all that?" {name} whispered in amazement.
"Every step," said {companion}.>
<grown:On the moon there is no wind, so footprints stay there for ever and ever.><little:Moon footprints stay for ever.>
{Companion} {ability:warm,comfort}.
<8-9:{name} felt the tiredness turn into something warmer: pride.><10-12:{name} felt the tiredness slowly turn into something warmer: pride.>
<little:Then {name} turned round again, towards {recipient}.><grown:Then {name} turned round again, towards {destination}.>

:: scene determination.c.1rv86sq
setting: pond
role: onward
energy: calm

{onward}<little:a little boat waited on the pond.><grown:a rowing boat waited at the edge of the big, still pond.>
<little:{name} climbed in with {item}, and began to paddle.><grown:{name} climbed in, with {item} {itemHeld}, and began to paddle.>
<2-9:Dip, pull.
Dip, pull.><10-12:Dip and pull, dip and pull, went the paddles.>
<grown:It was a long way across, and soon {name's} arms felt heavy and slow.><little:{name's} arms got tired.>
{trait:rest} <little:So {name} sang softly: "{refrain}."><grown:So {name} began to sing softly, in time with the paddles: "{refrain}.">
{Companion} {ability:hush,comfort}.
<grown:The song made a rhythm, and the rhythm carried {name's} arms along, stroke by stroke, to the far bank.><little:Stroke by stroke, they reached the far bank.>

:: scene determination.c.1a6sztk
setting: snowfield
role: onward
energy: calm

{onward}<little:snow covered the field like a blanket. The path was gone!><grown:snow had covered the snowy field like a thick white blanket, and the path was gone.>
<grown:But {name} knew there were flat stones under there, leading right across.><little:But the stones were under there.>
{trait:rest} <2-9:{name} knelt and brushed the snow away with {their}[ {colour}] sleeve.
There was the first stone!
Brush, brush.
The second.
Brush, brush.
The third.><10-12:{name} knelt and brushed the snow away with {their}[ {colour}] sleeve, uncovering the first stone, then the second, then the third.>
<grown:It was slow work, but every stone showed the way to the next.><little:Stone by stone.>
{Companion} {ability:warm,comfort}.
<8-9:There was something peaceful about it, like counting sheep.><10-12:There was something peaceful about the slow work, like counting sheep.>
<little:{name} brushed a path, all the way. Now they could reach {recipient}!><grown:Stone by stone, {name} brushed a path towards {destination}.>

:: scene determination.c.c4zq2l
setting: orchard
role: aside
energy: calm

{onward}<little:the orchard was dark and sleepy. The wind was cold.><grown:the orchard was dark and sleepy, and the wind was cold[ and tugged at {name's} {hair} hair].>
<2-9:{name} stopped under an apple tree.
"Maybe we should go home," {they} said, in a small voice.><10-12:{name} stopped under an apple tree and said, in a small voice, "Maybe we should go home.">
{trait:rest} {Companion} {ability:comfort}.
<2-9:"We can, if you want to," said {companion}.
{name} thought about home, warm and close.
Then {they} thought of {recipient}.><10-12:"We can, if you want to," said {companion}, and {name} thought about home, warm and close, and then about {recipient}.>
<grown:{name} felt for {item}, still {itemHeld}, and {their} chin went up.><little:{name} felt for {item}.
Then {name} stood up tall.>
<2-9:"No," said {name}.
"We're going on."><10-12:"No," said {name} firmly, "we're going on.">
<8-9:Deciding felt like putting on a warm coat.><10-12:Deciding felt like buttoning up a warm coat.>

:: scene determination.c.mg9jk1
setting: fair
role: aside
energy: calm

{onward}<little:the fair was closing. Its lanterns were dimming.><grown:the fair was closing, and its lanterns were dimming.>
Three little hedgehogs sat on the carousel, hoping for one last ride.
<little:"It needs winding," yawned the old stoat. "And my arms are tired."><grown:"It needs winding," yawned the old stoat who ran it, "and my arms are tired.">
{trait:help} <2-9:{name} took the big handle and turned it.
Creak, round.
Creak, round.><10-12:{name} took the big handle and turned it, creak and round, creak and round.>
<grown:It was slow, heavy work, but {name} kept on turning.><little:Round and round and round.>
{Companion} {ability:hush,comfort}.
<little:Then, tinkle, tinkle, the music began. Round went the horses, gently.><grown:Then, tinkle by tinkle, the music began, soft as a lullaby, and the horses went gently round.>
<2-9:{name} waved, and carried {item} on.><10-12:{name} waved goodbye, and carried {item} onward.>

// Endings: home again, the quest remembered by name, sleep.

:: ending determination.e.n7zgan
setting: bedroom
closes: teddy-stays-put

<little:Back in bed, {name's} legs felt heavy and warm. It was a good kind of tired.><grown:Back in bed, {name's} legs felt heavy and warm, the good kind of tired that comes from going a long way.>
<little:{Companion} tucked the[ {colour}] quilt up. Teddy stayed put, for once.><grown:{Companion} tucked the[ {colour}] quilt up to {their} chin, and at the end of the bed, Teddy stayed put for once.>
<grown:"You kept going," said {companion}, "even when it was hard."><little:"You kept going," said {companion}.>
{name} thought of {recipient}, and smiled a sleepy smile.
<8-9:It had been a long way, but every step had been worth it.><10-12:It had been much further than {name} had expected, but every step had been worth it.>
<2-9:Outside, the stars blinked slowly.
{name's} eyes closed, and {they} was asleep.><10-12:Outside, the stars blinked slowly, as if they too were drowsy, and {name's} eyes closed; {they} was asleep.>

:: ending determination.e.18wpctn
setting: bedroom
closes: new-shoes-bow

<little:Home again, {name} looked at the slippers by the new shoes.><grown:Home again, {name} looked down at the slippers, next to the new shoes with their wonky bow.>
<2-9:They were dusty and damp, with bits of leaf stuck to them.><10-12:They were dusty and damp, with fragments of leaf clinging to them.>
<grown:They had been a very long way tonight, and so had {name}.><little:They had been a long way.>
<2-9:"Good slippers," said {name}, with a yawn.
"Good feet."
{Companion} laughed softly.><10-12:"Good slippers," said {name}, yawning enormously, "and good feet," which made {companion} laugh softly.>
{name} thought of {item}, safe with {recipient} now.
<8-9:Tomorrow it would be the new shoes' turn, but {name} would remember every step of this one.><10-12:Tomorrow it would be the new shoes' turn, but the memory of every step tonight would last far longer.>
<2-9:Then {name} snuggled down and drifted off to sleep.><10-12:Then {name} snuggled down and drifted contentedly off to sleep.>

:: ending determination.e.16tet1q
setting: bedroom

<little:{name} whispered the words: "{refrain}."><grown:Snug under the covers[, {their} {hair} hair spread on the pillow], {name} whispered the words one last time, very softly: "{refrain}.">
<6-9:{Companion} whispered them too, even more softly.
Soon they were hardly words at all, just a warm hum in the dark.><little:{Companion} whispered them too.
Hum, hum.><10-12:{Companion} echoed them even more softly, until they were hardly words at all, just a warm hum in the dark.>
Far away, {recipient} was thinking of {name}.
<8-9:Some words, {name} thought, are like a rope you can hold on to in the dark.><10-12:Some words, {name} thought sleepily, are like a rope you can hold on to in the dark.>
{name's} breathing grew slow and deep, and soon {name} was asleep.

:: ending determination.e.17m6eyn
setting: bedroom
closes: new-shoes-bow

<2-9:{Companion} drew the curtains, and the room went soft and dim.><10-12:{Companion} drew the curtains, and the room settled into a soft, comfortable dimness.>
<2-9:"What will you try tomorrow?" asked {companion}.
{name} yawned and looked at the new shoes.
"A double bow," {they} said.
"Something I can't do yet."><10-12:"What will you try tomorrow?" asked {companion}.
{name} yawned, looking at the new shoes. "A double bow," {they} said, "something I can't do yet.">
<6-9:"Good," said {companion}.
"You already know the secret: try, and rest, and try again."><little:"Good," said {companion}.
"Try, rest, try again."><10-12:"Good," said {companion}, "because you already know the secret: try, rest, and try again.">
<little:{name} thought of {item} and {recipient}. How far they had come!><6-9:{name} thought of {item} and {recipient}, and how far they had come.><10-12:{name} thought of {item} and {recipient}, and marvelled at how far they had come.>
<little:Then {name's} eyes closed. Sleep came in like a tide.><6-9:Then {name's} eyes closed on their own, and sleep came in like a tide.><10-12:Then {name's} eyes closed of their own accord, and sleep came flowing in like a tide.>

:: ending determination.e.ql84yb
setting: bedroom
closes: bean-shoot

<2-9:Rain had started to fall, soft on the roof.
By the back door, it was watering the bean shoot too.><10-12:Rain had begun to patter softly on the roof, and on the bean shoot by the back door, while {name} lay warm in bed with {companion} curled up close by.>
<little:{name} was warm in bed. {Companion} curled up close by.><6-9:{name} was warm in bed, and {companion} was curled up close by.>
<grown:Out there in the wet, dark night, {recipient} was happy, and that was because {name} had not given up.><little:{recipient} was happy now.
{name} had kept going.>
<2-9:"Did I really go all that way?"
{name} murmured.><10-12:"Did I really go all that way?" {name} murmured drowsily.>
"Every step of it," said {companion}.
<8-9:{name} felt proud, in a quiet, sleepy sort of way.><10-12:{name} felt proud, in a quiet, glowing, sleepy sort of way.>
{name} smiled, and the rain sang {them} to sleep.

:: ending determination.e.okz16a
setting: bedroom

"You never gave up once," said {companion}, tucking the blanket in.
<2-9:{name} thought about it.
"I nearly did," {they} said.
"Once or twice."
"That's the best kind of not giving up," said {companion}.
"The nearly kind."><10-12:{name} considered this carefully before admitting, "I nearly did, once or twice."
"That's the best kind of not giving up," said {companion}, "the nearly kind.">
<6-9:{name} liked that.
{They} thought of {item}, and of {recipient}, and felt proud and sleepy all at once.><little:{name} thought of {item}, and felt proud and sleepy.><10-12:{name} liked that, and thinking of {item} and of {recipient}, {they} felt proud and sleepy all at once.>
<8-9:Nearly stopping, and then going on anyway, was the part {name} would remember.><10-12:Nearly stopping, then going on anyway, was the part worth remembering.>
With a big yawn, {name} fell asleep.

:: ending determination.e.1lkc89
setting: bedroom
closes: bean-shoot

<little:The moon looked in, round and kind. It shone on the bean shoot too.><grown:The moon looked in at the window, round and kind, the same moon that shone on the little bean shoot by the back door.>
<6-9:It seemed to have watched the whole journey.
Perhaps it had seen {name} slipping and trying, stopping and starting, all the way to {recipient}.><little:Maybe it saw it all, all the way to {recipient}.><10-12:It seemed to have watched the whole journey, and perhaps it had seen {name} slipping and trying, stopping and starting, all the way to {recipient}.>
<2-9:"Goodnight, moon," whispered {name}.
{Companion} gave {sound}.><10-12:"Goodnight, moon," whispered {name}, and {companion} gave {sound}.>
<8-9:The quiet in the room felt like a reward.><10-12:The quiet in the room felt like a well-earned reward.>
{name's} eyelids grew heavy, like doors swinging slowly shut, and {name} slept.

:: ending determination.e.1dpe6hd
setting: bedroom

<2-9:Back in bed, {name} lay still and thought about steps.
One step, then another, then another.
That was how {name} had reached {recipient}.><10-12:Back in bed, {name} lay still and thought about steps: one step, then another, then another, which was exactly how {name} had reached {recipient}.>
<6-9:"And it's how you get to sleep," whispered {companion}.
"One breath, then another."><little:"Sleep is like that too," whispered {companion}.
"One breath, then another."><10-12:"And it's how you get to sleep, too," whispered {companion}, "one breath, then another.">
<2-9:{name} tried it.
One breath.
Another.
Another.><10-12:{name} tried it, breathing slowly in and out, again and again.>
<8-9:It was the easiest journey of the whole night.><10-12:After so much trying, it was the easiest journey of the night.>
And before the tenth breath, {name} was fast asleep.

:: ending determination.e.1fgpyk4
setting: bedroom

<little:{name} snuggled down and tried very hard to sleep.><grown:{name} snuggled down[ under the {colour} blanket] and tried very hard to go to sleep.>
<2-9:Eyes squeezed shut.
Still awake!><10-12:{They} squeezed {their} eyes shut, but remained stubbornly awake.>
<6-9:{name} tried harder, squeezing so tight that {their} nose wrinkled up.><little:Squeeze!
Still awake.><10-12:{name} tried even harder, squeezing so tightly that {their} nose wrinkled up, until {companion} chuckled.>
<2-9:{Companion} chuckled.
"Sleep is the one thing that doesn't like trying," {companion} whispered.
"Just let go."
So {name} stopped trying.><10-12:"Sleep is the one thing that doesn't like trying," {companion} whispered, "so just let go."
For once in that whole determined night, {name} stopped trying.>
<little:{They} thought of {item} and {recipient}. {Their} toes went warm.><6-9:{They} thought of {item}, and of {recipient}, and {their} toes went warm.><10-12:Instead {they} thought of {item}, and of {recipient}, and gradually {their} toes grew warm.>
<2-9:And sleep came, all on its own.><10-12:And sleep arrived, entirely on its own.>

:: ending determination.e.1cn23rq
setting: bedroom
closes: teddy-stays-put

<little:Home again! Teddy was still on the end of the bed.><grown:Home again, and the bedroom was just as they had left it: the books, the chair, and Teddy[ in his {colour} scarf], still on the end of the bed.>
<2-9:But {name} felt different, like someone {recipient} could count on.><10-12:{name}, however, felt different: like someone {recipient} could count on, someone who finished things and kept going.>
<6-9:{name} felt like someone who finishes things, someone who keeps going.><little:{name} felt like a keep-going sort of person.>
<2-9:{Companion} settled at the foot of the bed.
"Goodnight, keep-goer," {companion} said.
{name} smiled at the new word.><10-12:Settling at the foot of the bed, {companion} murmured, "Goodnight, keep-goer," and {name} smiled at the new word.>
<8-9:It was a word worth keeping.><10-12:It was a word worth living up to, {name} decided sleepily.>
Then {name} yawned, rolled over, and slept.

:: ending determination.e.19nwfi4
setting: bedroom

<little:Warm and heavy, {name} lay listening to the house. Gurgle went the pipes. Tick went the clock.><grown:Warm and heavy, {name} lay in bed listening to the house: the gurgle of the pipes, the sigh of the wind, the tick of the clock.>
<grown:It had been a long night of trying, and now there was nothing left to try.><little:No more trying tonight.
Just resting.>
"Is {recipient} happy?" asked {name}.
<2-9:"Very," said {companion}.
"Because you didn't stop."><10-12:"Very," said {companion}, "because you didn't stop.">
<8-9:{name} let the words settle over {them} like a blanket.><10-12:{name} let the words settle over {them}, warmer than any blanket.>
<2-9:{name's} eyes closed.
The clock ticked on, slow and steady, and {name} slept.><10-12:{name's} eyes closed, and while the clock ticked on, slow and steady, {name} slept.>

:: ending determination.e.aho6w6
setting: bedroom

<2-9:The bedroom was dark and warm.
{Companion} curled up on the rug with a long, sleepy sigh.><10-12:In the dark, warm bedroom, {companion} curled up on the rug with a long, contented sigh.>
"You were strong tonight," whispered {companion}.
<2-9:"Not strong like lifting," said {name}.
"Strong like keeping going?"><10-12:"Not strong like lifting," said {name} thoughtfully, "but strong like keeping going?">
<2-9:"That's the best kind," said {companion}.><10-12:"That's the best kind of all," agreed {companion}.>
<grown:{name} thought of {item}, and how it had come all that long way, and {their} heart felt full and quiet.><little:{name} thought of {item}.
{name's} heart felt full.>
<8-9:Strong, {name} decided, came in more than one shape.><10-12:Strong, {name} decided, came in more than one shape, not all of them visible.>
<2-9:Then sleep came softly down.><10-12:Then sleep descended, soft and unhurried.>

:: ending determination.e.1cab6ot
setting: bedroom

{name} was nearly asleep when {companion} whispered, "Are you dreaming yet?"
<2-9:"Not yet," mumbled {name}.
"But nearly."><10-12:"Not yet," mumbled {name}, "but nearly.">
<grown:Behind {their} closed eyes, {name} could still see the path, and {destination} at the end of it, and {recipient} smiling.><little:{name} could still see {recipient}, smiling.>
"Yet," said {companion}, "is a very good word."
<8-9:It was the word that had carried {name} all the way there.><10-12:It was the small word that had carried {name} all the way there.>
And before {companion} had finished smiling, {name} was dreaming.

:: ending determination.e.14vf12n
setting: bedroom

<little:Home at last, {name} climbed into bed. One knee, the other knee, then a big roll!><grown:Home at last, {name} climbed into bed: one knee, then the other, then a big roll under the covers.>
<grown:It was the very last climb of the night, and by far the easiest.><little:The last climb.
The easiest one!>
<2-9:{Companion} tucked the quilt in all round.><10-12:{Companion} tucked the quilt in all round and said, "Well done, for {recipient}, and for every try.">
<little:"Well done," said {companion}. "For {recipient}, and for every try."><6-9:"Well done," said {companion}, "for {recipient}, and for every try.">
{name} yawned so wide that {companion} yawned too.
<8-9:Somewhere far off, {item} was exactly where it belonged.><10-12:Somewhere far off, {item} was exactly where it belonged.>
Then the room went still, and {name} drifted into dreams.

:: ending determination.e.quilt-hill
setting: bedroom

<little:{name's} knees made a hill under the quilt.><6-9:Tucked up in bed, {name} bent {their} knees, and the quilt made a little hill.><10-12:Tucked up in bed, {name} drew up {their} knees, and the quilt rose into a soft hill.>
<little:"Tonight's hard bits were bigger," said {companion}.><6-9:"Tonight's hard bits were much bigger," said {companion}.><10-12:"Tonight's difficult bits were far bigger," remarked {companion}.>
<little:"You got over them all." And {item} got to {destination}!><6-9:"And you got over every one, all the way to {destination}."><10-12:"And you climbed over every one, all the way to {destination}.">
<little:{name} smiled. The hard bits looked small now. {recipient} was happy!><6-9:{name} smiled. From a warm bed, the hard bits looked small, but making {recipient} happy still looked big.><10-12:{name} smiled, because from a warm bed the hard bits looked small, while making {recipient} happy still seemed enormous.>
<little:{name} let the little hill go flat. Then {they} fell asleep.><6-9:{name} stretched out {their} legs, the hill went flat, and {name} fell asleep.><10-12:{name} stretched out {their} legs until the hill flattened, and fell asleep.>

:: ending determination.e.finished-word
setting: bedroom

<little:The room was quiet. {Companion} sat close by the pillow.><6-9:The room was quiet.
{Companion} sat close by the pillow.><10-12:The room was quiet, and {companion} kept watch beside the pillow.>
<little:"Finished," whispered {name}. {They} liked that word.><6-9:"Finished," whispered {name}.
It was a round, warm word, like a pebble.><10-12:"Finished," whispered {name}, testing the word; it felt round and warm, like a smooth pebble.>
<little:{item} was at {destination}. {recipient} was happy.><6-9:{item} was at {destination}, and {recipient} was happy.
The long job was done.><10-12:{item} had reached {destination}, {recipient} was happy, and the long task was complete.>
<little:"Every bit," said {companion}. "Even the tricky bits."><6-9:"Every last bit," said {companion}, "even the tricky middle."><10-12:"Every last bit," agreed {companion}, "even the tricky middle, where most people stop.">
<little:Then {name} finished the day too, and slept.><6-9:Then {name} finished one last thing, the busy day, and fell asleep.><10-12:Then {name} finished the long, busy day as well, and fell asleep.>

:: ending determination.e.new-hard-things
setting: bedroom

<little:Snug in bed, {name} gave a big yawn. {Companion} settled close.><6-9:Snug in bed, {name} gave a big, slow yawn, and {companion} settled on the end of the bed.><10-12:Snug in bed, {name} gave a long, slow yawn, while {companion} settled at the end of the bed.>
<little:Tomorrow there might be new hard things.><6-9:Tomorrow there might be new hard things to do, {name} thought.><10-12:Tomorrow would probably bring new difficult things, {name} thought.>
<little:{name} didn't mind. {item} got to {recipient}, didn't it?><6-9:{name} did not mind.
Tonight had been hard too, and {item} had still got all the way to {recipient}.><10-12:{name} did not mind in the least: tonight had been difficult too, and {item} had still reached {recipient}.>
<little:{Companion} gave {sound}. It sounded just like yes.><6-9:{Companion} gave {sound}, which sounded very much like "Yes, you can."><10-12:{Companion} gave {sound}, which sounded remarkably like agreement.>
<little:Tomorrow could wait. {name} was asleep.><6-9:Tomorrow could wait until morning, and {name} fell asleep.><10-12:Tomorrow could wait until morning; {name} was already asleep.>

:: ending determination.e.resting-hands
setting: bedroom

<little:{name} lay in bed. {They} looked at {their} two hands.><6-9:{name} lay in bed and opened and shut {their} hands, very slowly.><10-12:{name} lay in bed, slowly flexing {their} fingers open and closed.>
<little:They had held on tight all night long.><6-9:All night they had held on tight, and not once had they let go.><10-12:All night long they had held on tenaciously, and not once had they let go.>
<little:They got {item} to {recipient}!><6-9:They had got {item} all the way to {recipient}.><10-12:Those hands had brought {item} all the way to {recipient}.>
<little:"They can rest now," said {companion}. In they went, under the warm quilt.><6-9:"They can rest now," said {companion}, and tucked them under the quilt, one and then the other.><10-12:"They have certainly earned a rest," said {companion}, tucking them beneath the quilt, first one and then the other.>
<little:Warm hands, warm heart. Soon {name} was asleep.><6-9:Warm hands, a warm heart, and soon {name} was asleep.><10-12:With warm hands and a contented heart, {name} was soon asleep.>
