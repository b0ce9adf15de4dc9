// Sharing: the theme's openings, its quests (each followed by its set-ups and pay-offs), its scenes and its endings.
// How to write for it: ../README.md. The journeys every theme shares are in ../journeys.story.
theme: Sharing

// Openings: home at bedtime; the companion arrives. Quest-neutral.

:: opening sharing.o.o1crjb
setting: bedroom

<2-9:Plip, plop, plip.
Rain was tapping on {name's} window, soft as fingertips.><10-12:Rain tapped at {name's} window, plip, plop, plip, as softly as fingertips.>
<grown:{name} lay snug under the covers, watching the drops race each other down the glass[, {their} {eyes} eyes following the winner].><little:{name} lay snug in bed.>
<2-9:Then one tap sounded different.
Knock, knock!
{name} pulled back the curtain.><10-12:Then one tap sounded different, a deliberate knock, and when {name} drew back the curtain, there on the windowsill, thoroughly dripping, was {companionIntro}.>
<little:On the sill stood {companionIntro}. Drip, drip!><6-9:On the windowsill, dripping wet, stood {companionIntro}.>
<8-9:Even soaking wet, {companion} looked perfectly at home there.><10-12:Even drenched, {companion} looked entirely at home there.>
{name} opened the window wide.
<little:"Come in out of the rain," {they} said. {They} made room on the rug.><grown:"Come in out of the rain," {they} said, and made room on the rug.>

:: opening sharing.o.1j7ser6
setting: bedroom

<2-9:The first snow of winter was falling.
Big flakes drifted past the window like feathers from a pillow fight.
{name} pressed {their} nose to the cold glass[, {their} {eyes} eyes wide].><10-12:The first snow of winter was falling, big flakes drifting past the window like feathers from a pillow fight, and {name} pressed {their} nose against the icy glass[, {their} {eyes} eyes wide with astonishment].>
<grown:Down in the garden, a line of footprints looped across the white lawn, round the swing and right up to the house.><little:Footprints ran across the snow, up to the house.>
<8-9:The whole world looked brand new, as if it had been wrapped up in paper overnight.><10-12:The whole world looked brand new, as though it had been wrapped in tissue paper overnight.>
<2-9:Tap, tap.><10-12:Something tapped twice, and there on the windowsill, dusted white from top to toe, was {companionIntro}.>
<little:On the sill sat {companionIntro}. Snow from top to toe!><6-9:There on the windowsill, dusted white from top to toe, was {companionIntro}.>
"It's a snow night," whispered {companion}.
"Come and see."

:: opening sharing.o.1uqlfyn
setting: bedroom

<2-9:Whoo-oo, sang the wind round the chimney.><10-12:Whoo-oo, sang the wind, circling the chimney enthusiastically.>
<little:The curtains puffed in and out. Red leaves danced across the floor.><6-9:The curtains puffed in and out, and red leaves skittered across the bedroom floor.><10-12:The curtains billowed in and out, and crimson leaves skittered across the bedroom floor.>
<little:{name} sat up in bed and hugged {their} knees.[ {Their} {hair} hair was all tangled.]><grown:{name} sat up in bed[, {their} {hair} hair tangled from the pillow,] and hugged {their} knees.>
<little:In tumbled {companionIntro}. Light as a leaf!><6-9:In through the window, light as a leaf, tumbled {companionIntro}.>
<6-9:The wind set {companion} gently down on the rug, then shut the window with a cheeky bang.><little:Bang!
The window shut.><10-12:In through the window, weightless as a leaf, tumbled {companionIntro}, and the wind deposited {companion} gently on the rug before shutting the window with a distinctly cheeky bang.>
<8-9:It was the kind of wild autumn night when anything at all might happen.><10-12:It was the sort of wild, restless autumn night when anything at all might happen.>
<2-9:"What a blowy night," said {companion}, shaking off a leaf.
"Just right for a journey."><10-12:"What a blustery night," remarked {companion}, shaking off a stray leaf. "Perfect for a journey.">

:: opening sharing.o.ly2m05
setting: garden

<little:It was too hot to sleep indoors. So {name} was camping in the garden!><grown:It was far too hot to sleep indoors, so tonight {name} was camping in the back garden.>
<grown:The little tent glowed green in the dusk, and the grass smelled warm and sweet.><little:The tent was green and snug.>
<little:{name} had brought two pillows, just in case.[ {Their} sleeping bag was {colour}.]><grown:{name} had brought two pillows, just in case[, and {their} {colour} sleeping bag was unrolled and ready].>
<2-9:Then the tent flap rustled.
Zzzip!><10-12:Then the tent flap rustled, the zip purred open, and in poked the inquisitive head of {companionIntro}.>
<little:In poked a head. It belonged to {companionIntro}!><6-9:In poked the head of {companionIntro}.>
<2-9:{name} shuffled over and patted the second pillow.
"I saved this one for you," {they} said.><10-12:Shuffling sideways, {name} patted the spare pillow, and {they} said, "I saved this one especially for you.">
<8-9:A tent for one, it turned out, could hold two quite easily, as long as both of them wanted it to.><10-12:A tent meant for one, {name} discovered, could hold two quite comfortably, as long as neither of them minded a few elbows.>

:: opening sharing.o.24qanf
setting: bedroom

<2-9:{name} could not get to sleep, so {they} counted sheep.
One woolly sheep jumped the fence, then two, then three.
Boing, boing, boing.><10-12:{name} could not get to sleep, so {they} resorted to counting sheep: one woolly sheep bounded over the fence, then a second, then a third.>
<6-9:Each one gave a polite little bow before it hopped over.><10-12:Each gave a courteous little bow before it hopped across.>
<2-9:But the fourth was not a sheep at all.><10-12:The fourth, however, was not a sheep at all: over the fence sailed {companionIntro}, who landed with an undignified bump on the bed.>
<little:Over the fence sailed {companionIntro}. Bump, onto the bed!><6-9:Over the fence sailed {companionIntro}, and landed with a bump on the bed.>
<2-9:"Sorry," said {companion}.
"The sheep kindly let me go first."
{name} laughed and kicked off the covers[, the {colour} ones].><10-12:"Sorry," said {companion}, only slightly embarrassed. "The sheep kindly let me go first."
{name} laughed and kicked off the covers[, the {colour} ones], sleep forgotten.>

:: opening sharing.o.ocot7b
setting: bedroom
opens: dinosaur-on-the-shelf

<little:Above {name's} bed sat a knitted dinosaur. It had one button eye.><grown:On the shelf above {name's} bed sat a knitted dinosaur with one button eye.>
<2-9:It had never said a word.
Tonight, though, as the landing light clicked off, it whispered, "Psst!
Someone's here to see you."
{name} sat up[, {their} {hair} hair sticking up at the back].><10-12:It had never uttered a word, yet tonight, as the landing light clicked off, it whispered, "Psst, someone's here to see you."
{name} sat bolt upright[, {their} {hair} hair sticking up at the back].>
<little:The wardrobe glowed. Out strolled {companionIntro}.><6-9:A soft glow spread from the wardrobe, and out stepped {companionIntro}.><10-12:A soft, luminous glow spread from the wardrobe, and out stepped {companionIntro}.>
<8-9:The dinosaur looked very pleased, as though it had planned the whole thing.><10-12:The dinosaur looked thoroughly pleased with itself, as though it had arranged the entire visit.>
<2-9:"Thank you for keeping watch," said {companion}.><10-12:"Thank you for keeping such faithful watch," said {companion}.>
<6-9:The button eye gave the smallest, proudest wink.><little:The dinosaur winked.><10-12:The button eye responded with the smallest, proudest wink imaginable.>

:: opening sharing.o.1vl8szm
setting: bedroom

<2-9:The moon was full tonight.><10-12:The moon was full tonight, and a long silver beam lay across the bedroom floor like a ribbon, stretching from the window right up to {name's} bed.>
<6-9:A long silver beam lay across the bedroom floor, from the window right up to {name's} bed, like a ribbon.><little:A silver moonbeam lay on the floor.>
<little:{name} watched it from the pillow.[ {Their} {hair} hair shone silver.]><grown:{name} watched it from the pillow[, {their} {hair} hair silver in its light].>
<little:Then somebody came walking down the moonbeam. Step, step, step, like stairs!><6-9:Then somebody came walking down the moonbeam, step by careful step, as if it were a staircase.>
<2-9:It was {companionIntro}.><10-12:Somebody was walking down the moonbeam, placing each foot with great care as though descending a staircase, and it was {companionIntro}.>
<2-9:"The moon lent me its path," said {companion}.
"The moon is good at sharing.
Shall we see where the path goes?"><10-12:"The moon lent me its path," explained {companion}. "It has always been remarkably generous. Shall we discover where the path leads?">

:: opening sharing.o.s4gnbv
setting: bedroom
opens: bedtime-book

<little:{name's} bedtime book lay open on the quilt.[ It was about {interest}.]><grown:{name's} bedtime book[ about {interest}] lay open on the quilt at the very last page.>
<2-9:In the picture, a little path wound away into blue hills.><10-12:In the final picture, a narrow path wound away into distant blue hills.>
<grown:{name} traced it with one finger, and the paper felt warm, like a wall in the sun.><little:{name} touched the path.
It felt warm.>
<2-9:Then the picture rippled like a pond.><10-12:Then the picture shimmered and rippled like a pond, and out of the page climbed {companionIntro}, stepping neatly onto the quilt.>
<little:Out of the page climbed {companionIntro}!><6-9:Out of the page climbed {companionIntro}, who stepped down onto the quilt.>
<2-9:"Thank you," said {companion}.
"I've waited ages for someone to share a story with."><10-12:"Thank you," said {companion} warmly. "I've been waiting ages for someone to share a story with.">

:: opening sharing.o.1541nft
setting: bedroom

<little:By {name's} bed sat some milk and one ginger biscuit.><6-9:A glass of milk and one ginger biscuit sat on {name's} bedside table.><10-12:A glass of milk and a solitary ginger biscuit waited on {name's} bedside table.>
<2-9:Snap!
{name} broke the biscuit in two.><10-12:With a satisfying snap, {name} broke the biscuit in two.>
<6-9:One half for now, and one half for later, or for somebody else.><little:Two halves.
One for later.><10-12:One half was for now; the other was for later, or perhaps for somebody else.>
<2-9:Then came a soft knock at the window.><10-12:Then came a soft knock at the window, and there on the sill, looking hopeful, stood {companionIntro}.>
<little:On the sill stood {companionIntro}. What a hopeful face!><6-9:Standing on the sill, looking very hopeful, was {companionIntro}.>
<2-9:"Is that half for me?" asked {companion}.
"It is now," said {name}, and handed it over.
Crunch, crunch, went {friends}.><10-12:"Is that half for me?" enquired {companion}.
"It is now," said {name}, handing it over, and {friends} crunched in contented harmony.>

:: opening sharing.o.87bcvi
setting: garden

<little:{name} said goodnight to the garden from the back step.[ {Their} {hair} hair was still damp from the bath.]><grown:{name} was saying goodnight to the garden from the back step[, {their} {hair} hair still damp from the bath].>
<6-9:The roses were asleep, the swing was still, and the sky was thick with stars.><little:The stars were out.><10-12:The roses were asleep, the swing hung motionless, and the sky was crowded with stars.>
<2-9:Then one star came loose.
Whoosh!
It tumbled over the fence, and the vegetable patch lit up gold.><10-12:Then, with a whoosh, one star came loose and tumbled over the fence, turning the entire vegetable patch gold.>
<little:Among the cabbages stood {companionIntro}.><6-9:In the middle of the cabbages stood {companionIntro}.>
<2-9:Stardust sparkled on {companion's} {feature}.
"Good evening," said {companion}.
"I came the quick way."><10-12:In the middle of the cabbages stood {companionIntro}, stardust still glittering on {companion's} {feature}.
"Good evening," said {companion}, with impeccable politeness. "I came the quick way.">

:: opening sharing.o.5o8hdp
setting: bedroom

<little:After bath time, one big bubble floated up the stairs.><grown:After bath time, one big bubble had floated all the way up the stairs.>
<2-9:It bobbed into {name's} bedroom, round and wobbly and shining with rainbows.><10-12:It bobbed into {name's} bedroom, trembling and iridescent, shimmering with miniature rainbows.>
<little:{name} held {their} breath as it drifted over the bed.[ {Their} {eyes} eyes were as round as buttons.]><grown:{name} held {their} breath[, {their} {eyes} eyes wide,] as it drifted over the bed.>
<2-9:Pop!><10-12:With a soft pop it vanished, and where it had been stood {companionIntro}, blinking and rather soapy.>
<little:And there was {companionIntro}! So soapy!><6-9:Where the bubble had been stood {companionIntro}, blinking and rather soapy.>
<grown:"Excuse the bubbles," said {companion}, shaking off a few.
"It was the only way up."><little:"Hello!" said {companion}.>
<8-9:{name} was laughing too much to say anything sensible, so {they} simply held out the bath towel.><10-12:{name} was laughing far too hard to manage a proper welcome, so {they} simply offered the bath towel instead.>

:: opening sharing.o.jfeqts
setting: bedroom

<2-9:Under the covers, {name} was making shadow animals with {their}[ {colour}] torch.
A duck.
A snail.
A rather wobbly crocodile.><10-12:Under the covers, {name} was making shadow animals with {their}[ {colour}] torch: a duck, a snail and a rather wobbly crocodile.>
<little:Then a new shadow came on the wall. {name} had not made it!><grown:Then a new shadow appeared on the wall, one {name} had not made at all.>
It grew bigger, and clearer, and then it waved.
<2-9:{name} peeped out from under the quilt.><10-12:{name} peeped out from under the quilt, and there at the foot of the bed sat {companionIntro}.>
<little:On the bed sat {companionIntro}.><6-9:At the foot of the bed sat {companionIntro}.>
<8-9:The torch beam trembled, not with fear but with pure delight.><10-12:The torch beam trembled, not with fear but with sudden, astonished delight.>
"Nice crocodile," said {companion}.

:: opening sharing.o.14l2pvh
setting: garden

<little:Ting-a-ling went the wind chime by the back door. But there was no wind at all!><grown:The wind chime by the back door was ringing, ting-a-ling, though there was no wind at all.>
<2-9:{name} tiptoed out onto the cool grass[ in {their} {colour} slippers].
The whole garden was blue with moonlight.><10-12:{name} tiptoed out onto the cool grass[ in {their} {colour} slippers], where the whole garden lay blue with moonlight.>
<little:By the bird table was {companionIntro}. {Companion} was sharing crumbs with a sleepy sparrow.><grown:Beside the bird table stood {companionIntro}, sharing the last crumbs with a sleepy sparrow.>
<2-9:"Sorry about the chime," said {companion}.
"I bumped it on the way in."><10-12:"Sorry about the chime," said {companion}, a little sheepishly. "I bumped it on the way in.">
<8-9:It was hard not to like someone who shared crumbs with a sparrow.><10-12:Anyone who shared supper with a sparrow, {name} decided, was bound to be excellent company.>
<grown:The sparrow fluffed up its feathers, full and happy, and went to sleep.><little:The sparrow went to sleep.>

:: opening sharing.o.efz7hj
setting: bedroom
opens: paper-aeroplane

<2-9:Something white came gliding in through the open window.
It looped once round the lampshade and landed on {name's} pillow.
A paper aeroplane!><10-12:Something white glided in through the open window, looped once round the lampshade and landed on {name's} pillow: a paper aeroplane.>
<little:On one wing were four big, wobbly words. LOOK OUT OF THE WINDOW.><grown:On one wing, in big wobbly letters, were four words: LOOK OUT OF THE WINDOW.>
<8-9:Something told {name} that this was not an ordinary night.><10-12:A small, excited flutter told {name} that this was no ordinary night.>
{name} hopped out of bed and looked.
<little:On the lawn was {companionIntro}. {Companion} waved up at {them}.><grown:Down on the moonlit lawn, waving up at {them}, was {companionIntro}.>
<grown:{name} waved back so hard that {their} whole arm ached, then crept down the stairs as quietly as a mouse.><little:{name} waved back, then crept downstairs.>

// Quests: each names the thing carried, who it is for and where it goes; its set-ups and pay-offs follow it.

:: quest travelling-storybook
item: the storybook
itemFull: the travelling storybook with the patchwork cover
itemHeld: under {their} arm
itemTell: <little:fluttered its pages><grown:gave a soft flutter of pages>
recipient: Old Badger
destination: Old Badger's burrow
goal: take the storybook to Old Badger
refrain: Pass it on, pass it on

:: setup sharing.travelling-storybook.s.1g19t5h
setting: garden

<2-9:On the lawn lay something square and damp with dew.
{name} picked it up.
It was {itemFull}!><10-12:On the lawn lay something square and damp with dew, and when {name} picked it up, it turned out to be {itemFull}.>
<grown:Inside the cover were lots of names: Hedgehog, Mole, Duck, Mouse.><little:Inside were lots of names.>
<2-9:"Everyone in the wood shares this book," said {companion}.
"One night each, then they pass it on."><10-12:"Everyone in the wood shares this book," explained {companion}, "one night each, and then they pass it on.">
<grown:The last name was Old Badger's, but the wind had snatched the book away before his turn came.><little:Next was Old Badger.
But the wind took it.>
<little:{name} hugged it tight. "We'll {goal}! {refrain}!"><grown:"Then we'll {goal}," said {name}[, hugging it to {their} {colour} pyjamas]. "{refrain}!">

:: setup sharing.travelling-storybook.s.1qqhle1
setting: bedroom

<2-9:Tap, tap.
A small hedgehog was knocking at the window.
In her arms was {itemFull}.><10-12:A small hedgehog was knocking at the window, tap, tap, with {itemFull} in her arms.>
<2-9:"This book goes all round the wood," she panted.
"Everybody shares it, one night each.
Tonight it's Old Badger's turn."><10-12:"This book goes all round the wood," she panted. "Everybody shares it, one night each, and tonight it's Old Badger's turn.">
<grown:She looked down at her short legs.
"But his burrow is so far, and I'm so slow."><little:She sighed.
Her legs were too short.>
<2-9:{name} took the book gently.
{Companion} read the names over {name's} shoulder.><10-12:{name} took the book gently, and {companion} read the names over {name's} shoulder.>
<8-9:A book that belonged to everybody at once seemed like a very fine sort of book.><10-12:{name} liked the idea of a book that belonged to everybody at once and grew a little more loved with every borrower.>
<little:"We'll {goal}," {they} said. "{refrain}," sang the hedgehog. Off she trundled to bed.><grown:"We'll {goal}," {they} said. "{refrain}," sang the hedgehog, and trundled off to bed.>

:: payoff sharing.travelling-storybook.p.7glefi
setting: forest

<little:Under the beech tree, a round door stood open. Warm light spilled out.><grown:Under the beech tree, a round door stood open, and warm light spilled out.>
<little:{recipient} sat on the step in his slippers. He peered down the path.><grown:{recipient} sat on the step in his slippers, peering down the path.>
"My turn!" he cried, when he saw {item}.
<little:{name} put {item} into his big paws.><grown:{name} put {itemFull} into his big paws.>
<grown:Old Badger stroked the patchwork cover as if it were a sleeping kitten.><little:He stroked it gently.>
<2-9:"Will you stay for the first page?" he asked.
{Companion} was already sitting down.><10-12:"Will you stay for the first page?" he asked, though {companion} was already sitting down.>
<little:So they all squeezed onto the step. Old Badger read aloud, slow and crackly.><grown:So they all squeezed onto the step, and Old Badger read aloud in his slow, crackly voice.>
<8-9:Even the beech leaves seemed to lean down to listen.><10-12:Even the beech leaves seemed to lean lower to listen, not one rustling until the page turned.>

:: payoff sharing.travelling-storybook.p.1w6158j
setting: forest

At last they reached {destination}.
<little:A lamp glowed in the little round window. {recipient} sat beside it, looking at the path.><grown:A lamp glowed in the little round window, and {recipient} sat beside it, gazing at the empty path.>
"I thought the book wasn't coming this week," he said softly.
<2-9:{name} held out {item}.
Old Badger's whiskers trembled.
{Companion} held the lamp closer so he could see the page.><10-12:{name} held out {item}, and Old Badger's whiskers trembled as {companion} held the lamp closer so that he could see the page.>
<grown:He turned to the back page, where all the names were, and wrote one more at the very bottom in careful, curly letters: {name}.><little:He wrote one more name in it: {name}.>
"Now you share it too," he said. "{refrain}."

:: quest promised-paintbox
item: the paintbox
itemFull: the little tin paintbox with twelve bright colours
itemHeld: in {their} dressing-gown pocket
itemTell: gave a tiny rattle
recipient: Pip the dormouse
destination: <little:Pip's willow nest><grown:Pip's nest in the willow>
goal: take the paintbox to Pip the dormouse
refrain: A promise is a promise

:: setup sharing.promised-paintbox.s.1h69i79
setting: bedroom

<2-9:On the shelf, something rattled.
It was {itemFull}.
{name} stopped still and remembered.><10-12:On the shelf, {itemFull} rattled, and {name} stopped quite still, remembering.>
<6-9:That afternoon, a dormouse called Pip had watched {them} painting through the garden hedge.><little:Pip the dormouse had watched {them} paint.>
<2-9:Pip had nothing to paint with but mud.
[{name's} favourite, the {colour} paint, was nearly used up. ] "You can share my paints," {name} had said.
"I promise."><10-12:That afternoon, a dormouse called Pip had watched {them} painting through the garden hedge, rather wistfully, since Pip had nothing to paint with but mud.
[{name's} favourite, the {colour} paint, was nearly used up. ] "You can share my paints, I promise," {name} had said.>
<grown:Then came teatime, and bathtime, and the promise had slipped away like soap.><little:Then {name} forgot.>
{Companion} sat up, wide awake, ready to come along.
"We must {goal} tonight," said {name}. "{refrain}."

:: setup sharing.promised-paintbox.s.n8js8a
setting: garden

<2-9:A tiny voice squeaked from the garden hedge.
"Excuse me!
Did you forget?"
It was Pip the dormouse, holding a blank white leaf.
"You said you would share your paints."
{name's} cheeks went pink.
{They} had forgotten!><10-12:"Excuse me, did you forget?" squeaked a tiny voice from the garden hedge, and there was Pip the dormouse, holding a blank white leaf.
"You said you would share your paints," Pip reminded {name}, whose cheeks went pink, because {they} had forgotten.>
<grown:{name} ran back indoors and fetched {itemFull}.><little:{name} ran in for {item}.>
<2-9:But Pip had already scampered home.
"Bring it to my willow tree!" came a faraway squeak.><10-12:But Pip had already scampered home, and a faraway squeak called, "Bring it to my willow tree!">
{Companion} pointed towards the squeak.
"We'll {goal} now," said {name}. "{refrain}."

:: payoff sharing.promised-paintbox.p.1daf472
setting: river

<little:By the river, the willow dipped its green hair in the water.><grown:Down by the river, the old willow dipped its long green hair in the water.>
<little:High in its trunk was a round hole. In it sat {recipient}, with a big white leaf.><grown:High in its trunk was a round hole, and in the hole sat {recipient}, waiting with a big white leaf.>
<2-9:{name} opened {itemFull}.
Twelve colours gleamed like sweets.><10-12:{name} opened {itemFull}, and twelve colours gleamed like sweets.>
<2-9:"Which one first?" asked Pip, paws shaking.
"Let's share them all," said {name}.
{Companion} held the leaf flat against the bark for them.><10-12:"Which one first?" asked Pip, paws trembling with excitement.
"Let's share them all," said {name}, while {companion} held the leaf flat against the bark.>
[{name} chose {colour} first, of course. ]<grown:Soon the leaf had a purple moon on it, and blue stars, and two friends, painted side by side.><little:Soon there was a moon, and stars, and two friends.>
<8-9:A promise kept, {name} thought, felt even better than a promise made.><10-12:Making a promise had been easy, {name} reflected, but keeping it felt far better.>

:: payoff sharing.promised-paintbox.p.cuxw5v
setting: river

<little:Pip had waited all evening. Out of {destination} poked a little nose.><grown:Pip had been waiting all evening, nose poking out of {destination}.>
"You came!" squeaked {recipient}.
<little:{name} set {item} on a root. They opened it together.><grown:{name} set {item} down on a root, and they opened it together.>
<2-9:Dip, swish.
Dip, swish.
Pip painted the moon, round and yellow.
{name} painted Pip, whiskers and all.><10-12:Dip, swish, dip, swish: Pip painted the moon, round and yellow, while {name} painted Pip, whiskers and all.>
<grown:Then Pip took the brush, very carefully, and painted {companion} too, a little wobbly round the edges.><little:Then Pip painted {companion}.>
"You kept your promise," said Pip. "{refrain}," said {name}, smiling.

:: quest baby-wren
item: the baby wren
itemFull: a baby wren, no bigger than a walnut
itemHeld: in {their} woolly hat
itemTell: <little:gave a sleepy cheep><grown:gave a tiny, sleepy cheep>
recipient: Mother Wren
destination: <little:the wrens' nest><grown:the wrens' nest in the castle wall>
goal: carry the baby wren home to Mother Wren
refrain: Safe and snug, nearly home

:: setup sharing.baby-wren.s.1gyzf1n
setting: garden

<2-9:Cheep.
Cheep.
The sound came from under the rose bush.><10-12:A faint cheep, cheep was coming from under the rose bush.>
<little:There in the grass sat a baby wren, shivering.><6-9:There in the grass sat {itemFull}, shivering.>
<6-9:It had tumbled out of its nest and could not find the way back.><little:It was lost.><10-12:There in the grass sat {itemFull}, shivering; it had tumbled out of its nest and could not find the way back.>
<little:{name} took {their}[ {colour}] woolly hat. {They} made it into a soft bed.><grown:{name} took {their}[ {colour}] woolly hat from its peg and made it into a soft, round bed.>
"You can share my hat," {they} whispered.
<8-9:Funny, {name} thought, how giving something away could make you feel warmer.><10-12:It was curious, {name} thought, that giving away {their} hat should leave {them} feeling warmer rather than colder.>
"This little one lives in the old castle wall," said {companion}.
"Then we'll {goal}," said {name}. "{refrain}."

:: setup sharing.baby-wren.s.1ulzdtr
setting: bedroom

<2-9:Tik, tik, tik.
Something tiny was tapping at the window.
{name} pulled back the curtain.><10-12:Something tiny was tapping at the window, tik, tik, tik, so {name} pulled back the curtain.>
<little:On the sill sat a baby wren, all puffed up and cold.><6-9:On the sill sat {itemFull}, puffed up against the cold.>
<6-9:It had flown too far on its first flight, and now it was too tired to fly home.><little:It was too tired to fly home.><10-12:On the sill sat {itemFull}, puffed up against the cold; it had flown too far on its first flight and was now too exhausted to fly home.>
<little:{name} lifted it in, light as a feather. {They} tucked it into {their}[ {colour}] woolly hat.><grown:{name} lifted it in, light as a dandelion clock, and tucked it into {their}[ {colour}] woolly hat.>
"Its mother will be worried," said {companion}.
"Then we'll {goal}," said {name}. "{refrain}."

:: payoff sharing.baby-wren.p.2umrcj
setting: castle

<little:High in the castle wall was a nest. It was like a little round pocket.><grown:High in the old castle wall, among the ivy, was a nest like a little round pocket.>
Out peeped {recipient}, feathers ruffled with worry.
<little:She saw {item}, and oh, how she sang! The ivy shook.><grown:When she saw {item}, she sang so loudly that the ivy shook.>
<little:{Companion} held {name} steady. {name} lifted the hat to the nest.><grown:{Companion} held {name} steady, and {name} lifted the hat up to the nest.>
<2-9:Hop!
The baby wren was home, squeezed in beside three brothers and sisters.
"Keep the hat," said {name}.
"It's big enough to share."><10-12:With a hop, the baby wren was home, squeezed in beside three other fluffy nestlings.
"Keep the hat," said {name}, "because it's big enough to share.">
<grown:So all four little wrens snuggled into it, four fluffy heads in a row.><little:Four fluffy heads popped up.>

:: payoff sharing.baby-wren.p.q8w1bb
setting: castle

<2-9:At last they came to {destination}.><10-12:At last they came to {destination}, tall and dark except for one crack that glowed softly among the ivy.>
<little:It was tall and dark. But one crack glowed in the ivy.><6-9:It was tall and dark, but one crack glowed softly among the ivy.>
<2-9:{recipient} came fluttering out.
"My baby!" she sang.><10-12:{recipient} came fluttering out, singing, "My baby!">
<little:{name} held up the woolly hat. Cheep! {item} hopped into the nest.><grown:{name} held up the woolly hat, and {item} gave one happy cheep and hopped into the nest.>
<grown:Mother Wren tucked it under her wing, then plucked one tiny brown feather and dropped it into {name's} hand.><little:Mother Wren gave {name} a tiny feather.>
<2-9:She bowed her little head to {companion}, too.
"One for you," she sang softly.
"Good things are for sharing."><10-12:She bowed her little head to {companion}, too, and sang softly, "One for you. Good things are for sharing.">

:: quest honey-cake
item: the honey cake
itemFull: a round honey cake, golden and sticky
itemHeld: <little:in {their} basket><grown:in the basket on {their} arm>
itemTell: smelled warm and sweet
recipient: Granny Hedgehog
destination: <little:Granny Hedgehog's party><grown:Granny Hedgehog's party in the orchard>
goal: take the honey cake to Granny Hedgehog's party
refrain: Enough for everyone

:: setup sharing.honey-cake.s.4jotx5
setting: kitchen

<2-9:Down in the kitchen, something smelled wonderful.
On the table sat {itemFull}.><10-12:Down in the kitchen, something smelled wonderful, for on the table sat {itemFull}.>
<little:{name} had baked it that afternoon. It needed just one thing: a cherry on top!><grown:{name} had baked it that afternoon, and now it needed just one thing: a cherry on top.>
<2-9:{name} pressed it in, right in the middle.
"Finished!"><10-12:{name} pressed it in, right in the middle, and declared, "Finished!">
<grown:Tonight Granny Hedgehog was having a birthday party in the orchard, and every guest would bring something to share.><little:Granny Hedgehog was having a party.> {companion} sniffed the cake.
"Is it big enough?" "{refrain}," said {name}, and packed it into a basket.
"Let's {goal}."

:: setup sharing.honey-cake.s.12i1z94
setting: garden

<little:A leaf came twirling into the garden. It said: "Granny Hedgehog's party tonight!
Bring something to share."><grown:A leaf came twirling down into the garden, with spidery writing on it: "Granny Hedgehog's birthday party, tonight in the orchard.
Please bring something to share.">
<2-9:{name} knew just the thing.><10-12:{name} knew exactly the thing: on the kitchen windowsill sat {itemFull}, cooling in the breeze.>
<little:On the windowsill sat {item}, cooling in the breeze.><6-9:On the kitchen windowsill sat {itemFull}, cooling in the breeze.>
<little:{name} poured on one last spoonful of honey. Now it shone!><6-9:{name} fetched it and poured one last spoonful of honey over the top, until it shone.><10-12:{name} fetched it and poured one last spoonful of honey over the top, until it shone and was finally finished.>
<2-9:Now it was finished.
"Will it go round?" asked {companion}. "{refrain}," said {name}.
"Come on.
Let's {goal}."><10-12:"Will it go round?" asked {companion}.
"{refrain}," said {name}. "Come on, let's {goal}.">

:: payoff sharing.honey-cake.p.adltsh
setting: orchard

<little:Lanterns hung in the apple trees. The orchard was full of guests: mice and moles, frogs and snails!><grown:Lanterns hung from the apple trees, and the orchard was full of guests: mice and moles, frogs and snails, and one very tall heron.>
In the middle, in her best spotty shawl, sat {recipient}.
<2-9:"Happy birthday!" said {name}, and held out {item}.
Granny Hedgehog clapped her little paws.><10-12:"Happy birthday!" said {name}, holding out {item}, and Granny Hedgehog clapped her little paws in delight.>
<grown:She cut the cake into thin slices, one for every guest, and there was still one slice left over.><little:She cut a slice for everyone.>
<2-9:{Companion} carried the plates round, one guest at a time.
"For you," she said, and gave it to {name}. "{refrain}."><10-12:{Companion} carried the plates round, one guest at a time, and the last slice Granny Hedgehog gave to {name}, saying, "For you. {refrain}.">

:: payoff sharing.honey-cake.p.1jqqb7n
setting: orchard

<little:At {destination}, the plates were nearly empty.><grown:At {destination}, a long table stood under the trees, but the plates were nearly empty.>
<2-9:A few crumbs.
One acorn.
Half a blackberry.
"Oh dear," sighed {recipient}.
"I do hope there's enough."><10-12:All that remained were a few crumbs, one acorn and half a blackberry.
"Oh dear," sighed {recipient}, "I do hope there's enough.">
<little:Then {name} lifted the cloth from the basket. There sat {item}!><grown:Then {name} lifted the cloth from the basket, and there sat {itemFull}.>
Everyone cheered!
<grown:Granny Hedgehog cut it into slices, thin and fair, and passed them round the table.><little:Granny Hedgehog cut it up and passed it round.>
Every guest had some, even {companion}. "{refrain}," said Granny Hedgehog, with a happy sigh.

:: quest frog-music-box
item: the music box
itemFull: Grandpa Frog's little music box with the painted lid
itemHeld: wrapped in {their} scarf
itemTell: <little:played a tinkly note><grown:played a tiny, tinkly note>
recipient: Grandpa Frog
destination: Grandpa Frog's millpond
goal: take the music box back to Grandpa Frog
refrain: One song for the whole pond

:: setup sharing.frog-music-box.s.1c9px5o
setting: garden

<2-9:Something was glinting in the flower bed.
{name} knelt and picked it up.><10-12:Something was glinting in the flower bed, so {name} knelt and picked it up.>
<little:It was {itemFull}. But its lid hung loose, and it would not play.><grown:It was {itemFull}, but its lid hung loose, and it would not play.>
"Oh no," said {companion}.
<little:"Every night Grandpa Frog winds it up. The whole pond falls asleep to its song."><grown:"Every night Grandpa Frog winds it up, and the whole pond falls asleep to its song.">
<2-9:{name} pressed the little hinge back, gently, gently, until it clicked.
Then {they} turned the key.
Ting-a-ling!><10-12:{name} eased the little hinge back, gently, gently, until it clicked; then {they} turned the key, and out came a bright ting-a-ling.>
"Now let's {goal}," said {name}. "{refrain}."

:: setup sharing.frog-music-box.s.1h8zmu8
setting: kitchen

<little:That afternoon, Grandpa Frog had hopped to the back door. He was sad and croaky.><grown:That afternoon, Grandpa Frog had hopped to the back door, sad and croaky.>
<grown:The key of his painted music box had snapped, and the pond's goodnight song had gone quiet.><little:His music box was broken.>
<little:Now it sat on the kitchen table. {name} had made it a new key from a paper clip!><grown:Now it sat on the kitchen table, with a new key that {name} had made from a bent paper clip.>
<2-9:{Companion} leaned across the table to listen.
{name} gave {item} a turn.
Ting, ting, ting-a-ling!
Out came the song, as sweet as ever.><10-12:{Companion} leaned across the table to listen as {name} gave {item} a turn, and out came the song, ting, ting, ting-a-ling, as sweet as ever.>
"Now let's {goal}," said {name}. "{refrain}."

:: payoff sharing.frog-music-box.p.1nba3pt
setting: pond

<2-9:The millpond lay still and silver.><10-12:The millpond lay still and silver, and on every lily pad sat a frog, not one of them asleep.>
<little:On every lily pad sat a frog. Not one was asleep!><6-9:On every lily pad sat a frog, and not one of them was asleep.>
<grown:They had waited all evening for their song.><little:They were waiting for their song.>
On the biggest pad sat {recipient}, looking sad.
{Companion} whispered to the nearest frogs that help had come.
<2-9:{name} held out {itemFull}.
Grandpa Frog wound the key.
Ting, ting, ting-a-ling!><10-12:{name} held out {itemFull}, and Grandpa Frog wound the key: ting, ting, ting-a-ling.>
<little:The song floated over the water. All round the pond, eyes began to close. "{refrain}," whispered Grandpa Frog.><grown:The song floated over the water, and all round the pond, eyes began to close. "{refrain}," whispered Grandpa Frog.>
"Thank you."

:: payoff sharing.frog-music-box.p.1iozcjc
setting: pond

<little:"Ribbit?" came a hopeful voice. Out hopped {recipient}, onto the biggest lily pad.><grown:"Ribbit?" came a hopeful voice across {destination}, and {recipient} hopped out onto the biggest lily pad.>
<little:He saw {item}. His eyes went as round as bubbles!><grown:When he saw {item}, his eyes went as round as bubbles.>
"You brought it back!"
<2-9:{name} set it down and let Grandpa Frog turn the key.
Out came the song, soft as moonlight.><10-12:{name} set it down and let Grandpa Frog turn the key, and out came the song, as soft as moonlight.>
<grown:Heads popped up all over the pond: frogs, newts, a sleepy moorhen and a family of ducklings.><little:Up popped frogs, and newts, and ducklings.>
{Companion} sat beside {name}, and they all listened together. "{refrain}," said Grandpa Frog happily.

:: quest keeper-invitation
item: the invitation
itemFull: an invitation with a gold star on the front
itemHeld: in {their} pyjama pocket
itemTell: <little:gave a papery rustle><grown:gave a soft, papery rustle>
recipient: the Lighthouse Keeper
destination: <little:the lighthouse><grown:the lighthouse on the rocks>
goal: give the invitation to the Lighthouse Keeper
refrain: Always room for one more

:: setup sharing.keeper-invitation.s.1kdqq0y
setting: kitchen

{name} sat at the kitchen table with a pencil and a card.
<little:Tomorrow was the village Moonlight Supper. Everyone would share their food.><grown:Tomorrow the village was having a Moonlight Supper, where everyone shared their food.>
<2-9:"Who hasn't been asked?" wondered {companion}.
{name} thought hard.><10-12:"Who hasn't been asked?" wondered {companion}, and {name} thought hard.>
"The Lighthouse Keeper!
<little:He shares his light with the boats. But nobody ever asks him to tea!"><grown:He shares his light with the boats every night, but nobody ever asks him to tea.">
<little:So {name} wrote[ in {colour} crayon]: Please come to our supper.><grown:So {name} wrote, slowly and carefully[ in {colour} crayon]: Please come to our supper.>
{refrain}.
<grown:A gold star on the front, and {item} was ready.><little:Then a gold star!>
"Let's {goal}," said {name}.

:: setup sharing.keeper-invitation.s.1gq32xi
setting: garden

<little:Up the path waddled a duck. She had a bag over her wing.><grown:A duck came waddling up the path with a bag over her wing.>
<little:"Post!" she quacked. She held out {itemFull}.><grown:"Post!" she quacked, and held out {itemFull}.>
"It's for the Lighthouse Keeper, out on the rocks.
<little:The whole village is sharing a supper tomorrow. Nobody has ever asked him!"><grown:The whole village is sharing a supper tomorrow, and nobody has ever asked him before.">
<grown:She looked down at her tired orange feet.
"It's much too far for these."><little:Then she sighed.
Her feet were too tired.>
<2-9:{Companion} looked out towards the far-off lighthouse.
{name} tucked it safely away.><10-12:{Companion} gazed out towards the distant lighthouse while {name} tucked it safely away.>
"We'll {goal}," {they} said. "{refrain}!"

:: payoff sharing.keeper-invitation.p.q641mb
setting: lighthouse

<little:The lighthouse stood tall on the rocks. Its great lamp turned, swish, swish, across the sea.><grown:The lighthouse stood tall on the rocks, its great lamp turning, swish, swish, across the sea.>
<little:{name} knocked on the little red door. Knock, knock![ The sea wind blew {their} {hair} hair.]><grown:{name} knocked on the little red door[, {their} {hair} hair blowing in the sea wind].>
{Companion} waited on the wet step beside {name}.
<little:Creak! There stood {recipient} with a mug of cocoa.><grown:It creaked open, and there stood {recipient} in a woolly jumper, holding a mug of cocoa.>
<2-9:"Visitors?" he said.
"Nobody visits me."
{name} held out {item}.
He opened it slowly and read it twice.><10-12:"Visitors?" he said, astonished. "Nobody visits me."
{name} held out {item}, and he opened it slowly and read it twice.>
<8-9:All those years he had shared his light with every passing boat, and at last something was being shared with him.><10-12:For years he had kept his light burning for every passing boat, and at last somebody had come to share something with him.>
<grown:Then his eyes went shiny, and a smile spread right across his whiskery face.><little:Then he smiled a big smile.>
"For me?" he whispered. "{refrain}," said {name}.

:: payoff sharing.keeper-invitation.p.a7jpb7
setting: lighthouse

<little:Up the twisty stairs they climbed, round and round, to the top.><grown:Up the twisty stairs of {destination} they climbed, round and round, to the top.>
<2-9:{recipient} was polishing the great lamp.
{name} gave him {itemFull}.><10-12:{recipient} was polishing the great lamp when {name} handed him {itemFull}.>
<2-9:He read it out loud and laughed a big, surprised laugh.
"A supper!
For me!"
{Companion} laughed too, because a laugh like that was catching.><10-12:He read it aloud and let out a big, astonished laugh. "A supper, for me!"
{Companion} laughed too, because a laugh like that was infectious.>
<grown:The Keeper said he would bring his famous fish pie, with enough for the whole village.><little:The Keeper would bring a big fish pie to share.>
<little:Then he swung the lamp. Its beam wrote a bright YES across the sky!><grown:Then he swung the lamp, and its beam wrote a bright YES across the sky.>

:: quest mole-night-light
item: the night-light
itemFull: the little moon-shaped night-light from beside the bed
itemHeld: cupped in {their} hands
itemTell: <little:glowed soft and yellow><grown:glowed a soft, sleepy yellow>
recipient: Little Mole
destination: Little Mole's burrow
goal: lend the night-light to Little Mole
refrain: A little light to share

:: setup sharing.mole-night-light.s.1y2abvf
setting: bedroom

<2-9:On the shelf by the bed glowed {item}.><10-12:On the shelf by the bed glowed {item}, which had kept the dark friendly every night for as long as {name} could remember.>
<6-9:It had kept the dark friendly every night for as long as {name} could remember.><little:It kept the dark friendly.>
"Little Mole can't sleep," said {companion} softly.
<little:"Down in the burrow, the dark is very deep. Little Mole is scared of it."><grown:"Down in the burrow, the dark is very deep, and Little Mole is scared of it.">
{name} thought about the dark with no night-light at all.
<8-9:It was a big thing to lend, and {name} knew it.><10-12:It was a big thing to lend, and {name} felt the small reluctance that comes before something brave.>
<little:Then {they} lifted the little moon from the shelf.[ {They} held it in {their} {colour} sleeve.]><grown:Then {they} lifted the little moon from the shelf[ with {their} {colour} sleeve pulled over {their} fingers].>
"Let's {goal}," said {name}.
"Just until the dark feels friendly.
{refrain}."

:: setup sharing.mole-night-light.s.1ew17ug
setting: garden

<2-9:At the bottom of the garden, a molehill wobbled.
Out popped a pink nose and two tiny paws.
{Companion} leaned down to listen.
"Excuse me," said a small voice.
"I'm Little Mole.
I see a glow at your window every night.
My burrow is so dark that I can't sleep."
{name} knew that glow.
It was {itemFull}.
Little Mole yawned and dived back down the tunnel.
{name} ran to fetch the light.><10-12:At the bottom of the garden, a molehill wobbled, and out popped a pink nose and two tiny paws.
{Companion} leaned down to listen as a small voice said, "Excuse me, I'm Little Mole. Every night I see a glow at your window, but my burrow is so dark that I can't sleep."
{name} recognised that glow at once: it was {itemFull}.
Little Mole yawned and dived back down the tunnel, while {name} hurried to fetch the light.>
"Let's {goal}," {they} said. "{refrain}."

:: payoff sharing.mole-night-light.p.16fjn1v
setting: meadow

<little:In the meadow was a neat little molehill with a round door.><grown:In the middle of the meadow was a neat little molehill with a round door.>
{name} knelt and peered in[, {their} {eyes} eyes wide in the dark].
<2-9:"Little Mole?
It's us."
A muffled voice came up from the dark.
"Is that a light?"
{name} passed {item} down into the tunnel.
{Companion} held {name's} sleeve, so {name} could reach right in.><10-12:"Little Mole? It's us," {name} called softly, and a muffled voice floated up from the dark: "Is that a light?"
{name} passed {item} down into the tunnel, while {companion} held {name's} sleeve so that {name} could reach right in.>
At once the whole burrow glowed yellow, and {recipient} blinked.
<6-9:"Oh," breathed Little Mole.
"It isn't scary at all now.
It's lovely."><10-12:"Oh," breathed Little Mole, "it isn't scary at all now; it's lovely."><little:"Oh!
It's lovely now," said Little Mole.>
"Keep it as long as you need," said {name}. "{refrain}."

:: payoff sharing.mole-night-light.p.1svf7ax
setting: meadow

<little:{recipient} sat on top of the molehill, wrapped in a blanket. The burrow was too dark to go down.><grown:{recipient} was sitting on top of the molehill, wrapped in a blanket, too scared to go down.>
<2-9:{name} held out {itemFull}.
Its glow spilled down the tunnel, and the dark changed.><10-12:{name} held out {itemFull}, and as its glow spilled down the tunnel, the dark was transformed.>
<grown:Now the roots looked like curtains, the pebbles shone like jewels, and the burrow was a cosy little room.><little:Roots like curtains.
Pebbles like jewels.>
<2-9:Little Mole crept down, curled up and yawned.
{Companion} yawned too, and {name} laughed softly.><10-12:Little Mole crept down, curled up and yawned, which made {companion} yawn too, and {name} laughed softly.>
"I'll give it back when I'm braver," said Little Mole.
"No hurry," said {name}. "{refrain}."

:: quest hen-seashell
item: the seashell
itemFull: a pink seashell that still held the sound of the sea
itemHeld: <little:round {their} neck><grown:on a string round {their} neck>
itemTell: hummed like faraway waves
recipient: Hattie Hen
destination: <little:Hattie Hen's farm><grown:Hattie Hen's farm on the hill>
goal: share the sound of the sea with Hattie Hen
refrain: Hush, hush, here comes the sea

:: setup sharing.hen-seashell.s.7gtyrm
setting: bedroom

<little:On {name's} windowsill sat a pink seashell. It held the sound of the sea!><grown:On {name's} windowsill sat {itemFull}.>
<2-9:{name} held it to {their} ear[, tucking back {their} {hair} hair].
Hush, hush, went the sea inside.><10-12:{name} held it to {their} ear[, tucking back {their} {hair} hair], and inside it the sea went hush, hush.>
"Hattie Hen has never heard the sea," said {companion}.
<little:"She lives on a farm, far from the sea. She wonders what waves sound like."><grown:"She lives on a farm, far from any beach, and she wonders what waves sound like.">
<2-9:The shell was {name's} very best treasure.
But a sound like that was too lovely not to share.
{name} threaded it onto a string.><10-12:The shell was {name's} most precious treasure, but a sound like that was far too lovely not to share, so {name} threaded it onto a string.>
"Let's {goal}," {they} said.

:: setup sharing.hen-seashell.s.163pins
setting: garden

<little:A postcard lay on the garden step. Its stamp was a hen's footprint!><grown:A postcard lay on the garden step, with a hen's footprint for a stamp.>
<6-9:The writing was wobbly: "Dear {name}, you told me about the sea.
What does it sound like?
I have never heard it.
Love from Hattie Hen."><little:The writing was wobbly: "What does the sea sound like?
Love, Hattie Hen."><10-12:The wobbly writing said, "Dear {name}, you told me about the sea, which I have never heard; what does it sound like? Love from Hattie Hen.">
<2-9:{Companion} read it too, over {name's} shoulder.
{name} knew just what to do.><10-12:{Companion} read it too, over {name's} shoulder, and {name} knew exactly what to do.>
<little:{name} ran to fetch {item}. {They} hung it on a string.><grown:{name} ran to fetch {itemFull} and hung it on a string.>
<8-9:Some things are too big to post, {name} thought, but they can still be shared.><10-12:The sea was too big for an envelope, {name} thought, but a little of its sound might travel.>
"Let's {goal}," said {name}. "{refrain}."

:: payoff sharing.hen-seashell.p.18mtt6m
setting: farm

The farmyard was quiet, and the hens were roosting in a row.
<2-9:At the very end sat {recipient}, with one eye open.
"Is that you?" she clucked.
{name} held {item} to her feathery ear.
Hattie Hen listened, very still.
{Companion} hardly dared to breathe.
Hush, hush.><10-12:At the very end sat {recipient}, one eye open, and she clucked, "Is that you?"
{name} held {item} to her feathery ear, and Hattie Hen listened, perfectly still, while {companion} hardly dared to breathe: hush, hush.>
<grown:"So that's the sea," she whispered.
"It sounds like the wind in the hay, only bluer."><little:"So that's the sea!" she whispered.>
<little:Then every hen wanted a turn. {name} passed the shell down the row, ear to ear. "{refrain}," they clucked softly.><grown:Then every hen wanted a turn, and {name} passed the shell down the row, from ear to feathery ear. "{refrain}," they clucked softly.>

:: payoff sharing.hen-seashell.p.1ms2t4n
setting: farm

<little:Up they went, past the sleeping cows. Up to {destination}!><grown:Up they went, past the sleeping cows, to {destination}.>
<2-9:{recipient}, in her nightcap, opened the little door.
"Visitors, at this hour?" she clucked.
{name} lifted {item} from {their} neck and hung it round Hattie's.
She held it to her ear.
Hush, hush, shhh.
Her eyes grew wide.><10-12:{recipient}, in her nightcap, opened the little door and clucked, "Visitors, at this hour?"
{name} lifted {item} from {their} neck and hung it round Hattie's, and as she held it to her ear, hush, hush, shhh, her eyes grew wide.>
{name} glanced at {companion}, and they both grinned.
<grown:"Waves," she breathed.
"Real waves, right here on my farm."><little:"Waves!" she breathed.>
<2-9:"You can keep it," said {name}.
"Then you can hear the sea every night."><10-12:"You can keep it," said {name}, "so that you can hear the sea every night.">
<8-9:Giving away {their} best treasure felt strange for a moment, and then it felt wonderful.><10-12:For a moment, giving away {their} best treasure left a small hollow feeling, and then, quite suddenly, something warmer filled it.>

:: quest squirrel-hazelnuts
item: the bag of hazelnuts
itemFull: a little cloth bag of hazelnuts from the garden hedge
itemHeld: <little:round {their} wrist><grown:on a loop round {their} wrist>
itemTell: <little:gave a nutty rattle><grown:gave a cheerful, nutty rattle>
recipient: Mrs Tuft
destination: <little:Mrs Tuft's treetop nest><grown:Mrs Tuft's drey in the tall beech>
goal: share the hazelnuts with Mrs Tuft
refrain: Some for you and some for me

:: setup sharing.squirrel-hazelnuts.s.garden-bench
setting: garden

<little:On the garden bench sat a little bag of hazelnuts.><grown:On the garden bench sat {itemFull}.>
<2-9:Then a sad voice came from the wall.><10-12:Then a mournful voice came from the wall: it was a red squirrel called Mrs Tuft, clutching an empty basket.>
<6-9:It was a red squirrel called Mrs Tuft, with an empty basket.><little:It was Mrs Tuft the squirrel.
Her basket was empty.>
<little:"I buried all my nuts," she sighed. "Now I can't remember where!"><grown:"I buried all my nuts," she sighed, "and now I can't remember where.">
<2-9:Off she scampered, back to her tree.
{name} looked at the bag.
{Companion} looked at it too.
It held far more than one person needed.><10-12:Once she had scampered back to her tree, {name} and {companion} looked thoughtfully at the bag, which held far more than one person could possibly need.>
"We'll {goal}," said {name}.
"{refrain}."

:: setup sharing.squirrel-hazelnuts.s.counting-table
setting: kitchen

{name} was counting hazelnuts at the kitchen table: forty-one, forty-two, forty-three!
<grown:Soon there was {itemFull}, full right up to the top.><little:{item} was full to the top.>
Tap, tap at the window.
A blackbird hopped onto the sill.
{Companion} opened the window so he could speak.
"Mrs Tuft the squirrel has lost her winter store," he chirped.
"The wind blew her larder right out of the tree."
<8-9:{name} looked at the heap of nuts and felt a small tug, the kind that comes just before a good idea.><10-12:{name} looked at the carefully counted heap and felt a small, definite tug, the kind that always arrives just before a good idea.>
{name} tied the bag shut with a loop.
"We'll {goal}," {they} said. "{refrain}."

:: payoff sharing.squirrel-hazelnuts.p.beech-roots
setting: forest

At the foot of the tall beech, {name} called softly.
<little:A bushy red tail appeared. Down came {recipient}, head first, with an empty basket.><grown:A bushy red tail appeared, and down came {recipient}, head first, with an empty basket.>
"Is it really for me?" she asked.
<little:{name} untied {item}. {They} poured half into her basket.><grown:{name} untied {item} and poured half the nuts into her basket.>
<2-9:{Companion} held the basket steady.
"{refrain}," said {name}.
Mrs Tuft's whiskers quivered with joy.><10-12:{Companion} held the basket steady, and when {name} said, "{refrain}," Mrs Tuft's whiskers quivered with joy.>
<grown:Then she fetched her little nutcracker, and they sat on a root together, cracking and munching.><little:Crack, crunch!
They munched together.>
<grown:At last Mrs Tuft yawned and curled up in her tail.><little:Then Mrs Tuft yawned.>

:: payoff sharing.squirrel-hazelnuts.p.empty-larder
setting: forest

<little:A lamp glowed in {destination}.><grown:A lamp glowed high up in {destination}.>
<2-9:{recipient} let down a little basket on a string.
{name} held up {item}.
"These are for sharing," {they} called.><10-12:{recipient} let down a little basket on a string, and {name} held up {item} as {they} called, "These are for sharing.">
<little:Up went the basket. "One for me," counted Mrs Tuft. "One for {name}, one for {companion}. And round again!"><grown:Up went the basket, and Mrs Tuft counted the nuts out: one for her, one for {name}, one for {companion}, and round again.>
<grown:Then, with a twinkle, she put some aside for the mice next door.><little:Then some for the mice next door!>
<2-9:Down came the basket again, with {name's} share inside.
"{refrain}," sang Mrs Tuft softly.><10-12:Down came the basket again with {name's} share inside, while Mrs Tuft sang softly, "{refrain}.">

:: quest lamb-rope
item: the skipping rope
itemFull: the skipping rope with red wooden handles
itemHeld: looped over {their} shoulder
itemTell: <little:gave a happy swish><grown:gave a happy little swish>
recipient: Dot the lamb
destination: <little:the lambs' field><grown:the lambs' field at Honeysuckle Farm>
goal: share the skipping rope with Dot the lamb
refrain: Turn it round and jump right in

:: setup sharing.lamb-rope.s.back-door
setting: garden

<little:By the back door hung {itemFull}.><grown:In the moonlit garden, {itemFull} hung by the back door.>
<2-9:{name} remembered that afternoon.><10-12:{name} remembered that afternoon, when a small woolly face had watched wistfully over the fence while {they} skipped on the path.>
<6-9:While {they} skipped on the path, a small woolly face had watched over the fence, wishing.><little:A little lamb had watched {them} skip.>
<2-9:It was Dot the lamb.
"I've never skipped with a rope," she had said shyly.><10-12:It was Dot the lamb, who had said shyly, "I've never skipped with a rope.">
"She looked as if she wanted a go," said {companion}.
<8-9:A rope that only ever skipped one person, {name} thought, was only half a rope.><10-12:A skipping rope that only ever turned for one person, {name} reflected, was really only doing half of its job.>
{name} lifted it down and looped it over {their} shoulder.
"Let's {goal}," said {name}. "{refrain}!"

:: setup sharing.lamb-rope.s.straw-rope
setting: bedroom

<2-9:Baa!
A bleat floated in through the window.
{name} looked out.><10-12:A plaintive bleat floated in through the window, and {name} looked out.>
<little:Up the lane, the lambs tried to skip with a straw.><6-9:Up the lane, the lambs were trying to skip with a long piece of straw.>
<2-9:It kept snapping, and the smallest lamb, Dot, kept missing her turn.
{name} looked at the toy box.
On top lay {itemFull}.><10-12:Up the lane, the lambs were attempting to skip with a long piece of straw, but it kept snapping, and the smallest lamb, Dot, kept missing her turn.
{name} glanced at the toy box, where {itemFull} lay on top.>
<6-9:It was {name's} favourite thing, and it had never been lent to anyone.><little:It was {name's} favourite.>
<2-9:{Companion} stayed close, saying nothing.><10-12:It was {name's} favourite thing and had never been lent to anyone, so {companion} stayed close, tactfully saying nothing.>
"Let's {goal}," said {name}. "{refrain}."

:: payoff sharing.lamb-rope.p.moonlit-field
setting: farm

<little:{destination} was silver with moonlight. The lambs were still awake!><grown:{destination} was silver with moonlight, and the lambs were still awake.>
<2-9:{recipient} came bouncing over the grass.
"Hello, hello!" she bleated.
{name} unlooped {item}.><10-12:{recipient} came bouncing over the grass, bleating, "Hello, hello!" as {name} unlooped {item}.>
<little:{name} held one handle. {Companion} held the other. Round it went!><grown:{name} held one handle, {companion} held the other, and round it went.>
<2-9:"{refrain}!" called {name}.
Dot jumped in.><10-12:"{refrain}!" called {name}, and Dot jumped in.>
<grown:One, two, three, four, she skipped, ears flapping, and then every lamb in the field wanted a turn.><little:Hop, hop, hop!
Then every lamb had a turn.>
<grown:When at last they all flopped down in the grass, Dot snuggled sleepily against {name's} knee.><little:Then they all flopped down, sleepy and puffed.>

:: payoff sharing.lamb-rope.p.field-gate
setting: farm

<little:By the gate, the lambs huddled round a snapped straw.><grown:At {destination}, the lambs were huddled by the gate round a snapped straw.>
"It broke again," sighed {recipient}.
<2-9:{name} held out {item}.
"This one won't break," {they} said.
"And it's for sharing."><10-12:{name} held out {item}. "This one won't break," {they} said, "and it's for sharing.">
<grown:Two big sheep took the handles and turned it slowly, and the lambs jumped in, one at a time, then two at a time.><little:Swish, swish went the rope.
In jumped the lambs!>
<2-9:Dot skipped the longest of all.
{Companion} counted her jumps, all the way to twenty.><10-12:Dot skipped the longest of all, while {companion} counted her jumps, all the way to twenty.>
"Keep it here," said {name}, "so everyone can have a turn."
<8-9:Giving away a favourite thing felt strange and bright, like the first step into cool water.><10-12:Giving away a favourite thing felt strange and bright at once, like stepping into cool water and finding it lovely after all.>

:: quest hare-seeds
item: the seed packet
itemFull: a little paper packet of poppy seeds
itemHeld: in {their} pyjama pocket
itemTell: <little:gave a whispery shake><grown:gave a soft, whispery shake>
recipient: Mr Hollyhock
destination: <little:Mr Hollyhock's garden><grown:Mr Hollyhock's bare little garden at the edge of the village>
goal: share the poppy seeds with Mr Hollyhock
refrain: Share a seed and grow a friend

:: setup sharing.hare-seeds.s.poppy-heads
setting: garden

<little:The old poppy heads rattled like tiny pepper pots.><grown:In the corner of the garden, the old poppy heads rattled like tiny pepper pots.>
<2-9:{name} tipped one, and out poured hundreds of tiny black seeds.
"That's far too many for one garden," said {companion}.><10-12:{name} tipped one, and out poured hundreds of tiny black seeds, far too many, as {companion} remarked, for one garden.>
<little:{name} thought of Mr Hollyhock, the old hare.><6-9:{name} thought of Mr Hollyhock, the old hare at the edge of the village.>
<6-9:His garden was just bare brown earth, and the bees never stopped there.><little:His garden had no flowers at all.><10-12:{name} thought of Mr Hollyhock, the old hare at the edge of the village, whose garden was just bare brown earth where the bees never stopped.>
<little:Soon {name} had a packet of seeds, and a plan.><grown:Soon {name} had {itemFull}, and a plan.>
"Let's {goal}," {they} said. "{refrain}."

:: setup sharing.hare-seeds.s.seed-tin
setting: kitchen

<2-9:On the kitchen shelf sat the old seed tin.><10-12:On the kitchen shelf sat the old seed tin, and inside it, when {name} lifted the lid, lay {itemFull}, saved from last summer.>
<little:{name} lifted the lid. Inside was a packet of poppy seeds!><6-9:{name} lifted the lid and found {itemFull}, saved from last summer.>
<little:"Mr Hollyhock the hare has no flowers," said {companion}.><6-9:"Mr Hollyhock the hare says nothing grows in his garden," said {companion}.><10-12:"Mr Hollyhock the hare says nothing grows in his garden," said {companion}, "and that the bees fly straight past.">
<2-9:"He says the bees fly straight past.">
<grown:{name} thought of the bare brown earth at the edge of the village, and the old hare leaning on his spade.><little:{name} thought of the bare brown garden.>
There were plenty of seeds, more than enough for two gardens.
"Let's {goal}," said {name}. "{refrain}!"

:: payoff sharing.hare-seeds.p.cottage-step
setting: village

<2-9:A lamp still glowed in Mr Hollyhock's window.
{recipient} sat on his step, gazing at the bare earth.
{name} held out {item}.
"These are for you," {they} said.
"We had too many for one garden."
Mr Hollyhock's long ears stood straight up.
{Companion} fetched a watering can.><10-12:A lamp still glowed in Mr Hollyhock's window, and {recipient} sat on his step, gazing at the bare earth.
{name} held out {item}. "These are for you," {they} said, "because we had far too many for one garden."
Mr Hollyhock's long ears stood straight up in astonishment, and {companion} fetched a watering can.>
<grown:Together they scattered the seeds, and Mr Hollyhock raked the soil smooth.><little:Sprinkle, sprinkle went the seeds.>
<little:"When they flower," he said, "I'll share them with every bee!"><grown:"When they flower," he said, "I'll share them with every bee in the village.">
"{refrain}," said {name}, with a yawn.

:: payoff sharing.hare-seeds.p.first-shoots
setting: village

<little:Mr Hollyhock's garden was just brown earth under the moon.><grown:{destination} was just brown earth under the moon.>
<2-9:{recipient} opened his door in a nightcap.
{name} held out {item}.
"Some of our seeds," {name} said.
"To share."
Mr Hollyhock's whiskers trembled.><10-12:{recipient} opened his door in a nightcap, and {name} held out {item}. "Some of our seeds," {name} said, "to share."
Mr Hollyhock's whiskers trembled with emotion.>
<grown:They knelt side by side, pressed the seeds into the soft earth, and watered them gently.><little:They planted every seed.
Pat, pat, pat.>
<little:Tiny green shoots peeped up. One, then ten, then a hundred!><grown:As the moon watched, tiny green shoots peeped up, one, then ten, then a hundred.>
<2-9:"Look!" whispered {companion}, pointing.
"{refrain}," whispered Mr Hollyhock, smiling.><10-12:"Look!" whispered {companion}, pointing, and Mr Hollyhock, smiling, whispered, "{refrain}.">

:: quest bubble-pot
item: the bubble pot
itemFull: a little pot of rainbow bubble mixture with a wire wand
itemHeld: <little:tucked in {their} pocket><grown:tucked in {their} dressing-gown pocket>
itemTell: <little:gave a soapy slosh><grown:gave a soft, soapy slosh>
recipient: Nipper the crab
destination: <little:Nipper's rock pool><grown:Nipper's rock pool by the harbour wall>
goal: share the bubbles with Nipper the crab
refrain: Blow a bubble, share a bubble

:: setup sharing.bubble-pot.s.over-the-fence
setting: garden

<2-9:Out in the moonlit garden, {name} was blowing bubbles.><10-12:Out in the moonlit garden, {name} was blowing bubbles, and one as big as an apple wobbled up over the fence, shining with rainbows.>
<6-9:A bubble as big as an apple wobbled up over the fence, shining with rainbows.><little:Up floated a big, round bubble.>
It sailed away towards the harbour.[ {name's} {eyes} eyes followed it all the way.]
<2-9:"Nipper the crab watches your bubbles every night," said {companion}.><10-12:"Nipper the crab watches your bubbles every night," said {companion}, "because crabs can only blow tiny, frothy bubbles, and he longs to blow a big one.">
<6-9:"Crabs can only blow tiny, frothy bubbles, and he longs to blow a big one."><little:"His own bubbles are tiny and frothy.">
<little:{name} screwed the lid tight on {item}.><grown:{name} screwed the lid tight on {itemFull}.>
<little:"Tonight we'll {goal}," {name} decided. "{refrain}!"><grown:"Tonight we'll {goal}," {name} decided, and sang, "{refrain}!">

:: setup sharing.bubble-pot.s.gull-note
setting: bedroom

Tap, tap, went a yellow beak on the window.
A seagull stood on the sill with a scrap of paper.
<grown:On it, in tiny, wobbly writing, were the words: "How do you blow the big shiny bubbles?
Mine are all froth.
From Nipper the crab, down at the harbour."><little:It said: "How do you blow big bubbles?
From Nipper the crab.">
{Companion} read the note again and chuckled at the wobbly letters.
<little:{name} smiled and reached for {item}.[ It sat by {their} {colour} hairbrush.]><grown:{name} smiled and reached for {itemFull} on the bedside table[, next to {their} {colour} hairbrush].>
<8-9:Telling Nipper how would be kind, {name} thought, but letting him try would be kinder still.><10-12:{name} could simply write back with instructions, {they} thought, but it would be far kinder to let Nipper have a proper go.>
"We'll {goal}," {they} told the gull.

:: payoff sharing.bubble-pot.p.first-bubble
setting: harbour

Down by the harbour wall, the boats bobbed on the dark water.
<little:In a little rock pool sat {recipient}. He blew froth that popped at once.><grown:In a little rock pool sat {recipient}, blowing froth that popped at once.>
<2-9:Blip, blip, blip.
{name} knelt and unscrewed {item}.
"Your turn," {they} said, holding out the wand.
"Blow very softly, like a whisper."
Nipper puffed.><10-12:Blip, blip, blip went the froth as {name} knelt and unscrewed {item}.
"Your turn," {they} said, offering the wand. "Blow very softly, like a whisper."
Nipper puffed, very carefully, and out came a bubble, round and wobbly, which floated up past the harbour lamps.>
<6-9:Out came a bubble, round and wobbly, and it floated up past the harbour lamps.><little:Out came a big, round bubble!>
<2-9:"Look at it go!" whispered {companion}.
"I did it!" cried Nipper.><10-12:"Look at it go!" whispered {companion}, as Nipper cried, "I did it!">
<little:"{refrain}," laughed {name}. {They} dipped the wand again.><grown:"{refrain}," laughed {name}, and dipped the wand again.>

:: payoff sharing.bubble-pot.p.whole-harbour
setting: harbour

<little:A row of small faces was waiting by the rock pool.><grown:At {destination}, a row of small faces was waiting.>
There were three crabs, a sleepy seal pup and two puffin chicks.
At the front sat {recipient}.
<little:Out of {their} pocket came {item}. Everybody lined up!><grown:Out of {their} pocket came {itemFull}, and everybody lined up.>
{Companion} helped the puffins hold the wand.
<grown:The seal pup blew one long bubble.
The puffins blew a pair of twins, and Nipper blew the biggest of all.><little:The seal blew one.
The puffins blew two.
Nipper blew the biggest!>[ One bubble landed on {name's} {hair} hair and stayed there, shining.]
<8-9:Soon the whole harbour shimmered, and nobody could tell whose bubble was whose, which was the best part.><10-12:Soon the whole harbour shimmered with bubbles, and nobody could tell whose was whose, which, {name} thought, was exactly the point.>
"More!" called Nipper, and the wand went round again.

:: quest picnic-rug
item: the picnic rug
itemFull: the big tartan picnic rug with the woolly fringe
itemHeld: folded over {their} arm
itemTell: flapped one fringed corner
recipient: Mr Pemberton
destination: <little:Lark Hill><grown:the top of Lark Hill>
goal: share the picnic rug with Mr Pemberton
refrain: Shuffle up, shuffle in

:: setup sharing.picnic-rug.s.wet-grass
setting: garden

<little:The grass was cold with dew. Soon {name's} slippers were soaked!><grown:The grass in the garden was cold with dew, and {name's} slippers were soon soaked through.>
<2-9:"Brr," said {name}.
"Imagine sitting on that all night."
"Mr Pemberton does," said {companion}.><10-12:"Brr," said {name}, "imagine sitting on that all night."
"Mr Pemberton does," {companion} pointed out.>
<grown:"He's a very old tortoise, and on every clear night he walks up Lark Hill to watch the stars from the damp grass."><little:"He's an old tortoise.
He watches the stars on Lark Hill.
The grass there is wet and cold.">
<little:{name} ran indoors and came back with {item}.><grown:{name} ran indoors and came back with {itemFull}.>
<little:"Let's {goal} together," {they} said. Then {they} sang softly, "{refrain}."><grown:"Let's {goal}," {they} said, and sang under {their} breath, "{refrain}.">

:: setup sharing.picnic-rug.s.den-floor
setting: bedroom

<2-9:{name} had built a den on the bedroom floor.><10-12:{name} had built a den on the bedroom floor, with a sheet for the roof and {itemFull} for the carpet.>
<little:A sheet made the roof. {item} made the carpet.><6-9:A sheet made the roof, and {itemFull} made the carpet.>
<2-9:Then a field mouse tapped on the window.
{Companion} crawled out of the den to open it.><10-12:Then a field mouse tapped on the window, and {companion} crawled out of the den to open it.>
<grown:"Mr Pemberton the tortoise sent me," said the mouse.
"We're watching the stars on Lark Hill, but the grass is too wet to sit on."><little:"We're watching the stars on Lark Hill," she said.
"But the grass is too wet to sit on.">
{name} looked at the den.
<8-9:It was a very good den, and taking it apart made {name} sigh, just a little.><10-12:It was an excellent den, possibly {their} finest ever, and {name} gave one small, reluctant sigh before taking it apart.>
<little:Then {name} folded up the rug.[ Fluff stuck to {their} {colour} pyjamas!]><grown:Then {name} folded up the rug[, {their} {colour} pyjamas covered in woolly fluff].>
"We'll {goal} right now," said {name}.

:: payoff sharing.picnic-rug.p.room-for-all
setting: hilltop

<little:On the hilltop, the stars were out, as thick as sugar.><grown:At {destination}, the stars were out, as thick as sugar.>
<little:{recipient} sat on the wet grass, head pulled in. Beside him shivered a row of mice.><grown:{recipient} sat on the wet grass with his head pulled in, and a row of mice shivered beside him.>
{name} shook out {item} and spread it wide.
"Come and sit," said {name}.
{Companion} shuffled to the very edge to make more room.
Wriggle, wriggle, budge along.
<grown:On came the old tortoise, then the mice, then a hedgehog who had been hiding in the heather.><little:On came the tortoise.
On came the mice.
On came a hedgehog!>
<8-9:The rug had been made for a picnic for two, but tonight it stretched to fit everyone.><10-12:The rug had been woven for a picnic for two, but tonight, with everyone tucked close, it somehow made room for them all.>
"{refrain}," said Mr Pemberton happily.

:: payoff sharing.picnic-rug.p.counting-stars
setting: hilltop

<little:{recipient} was waiting on the hill, his old head tipped back.><grown:{recipient} was waiting at {destination}, his old head tipped back.>
"Is that a rug?" he asked, blinking slowly.
<little:{name} laid {item} on the grass.><grown:{name} laid {itemFull} on the grass.>
<2-9:{Companion} helped {name} tuck the corners flat.
Mr Pemberton climbed on slowly and let out a happy sigh.><10-12:{Companion} helped {name} tuck the corners flat, and Mr Pemberton climbed on slowly, letting out a contented sigh.>
<grown:Then the voles came, and two sleepy frogs, until the rug was full.><little:Then came the voles, and two frogs.
Now the rug was full.>
<little:They lay side by side and counted stars. {name} lost count at nine![ {Their} {hair} hair spread on the rug.]><grown:They lay side by side and counted stars, and {name} lost count at nine[, {their} {hair} hair spread on the tartan].>
"Best seats on the whole hill," murmured the old tortoise.

:: quest kaleidoscope
item: the kaleidoscope
itemFull: the little brass kaleidoscope full of coloured glass
itemHeld: <little:buttoned in {their} pocket><grown:buttoned into {their} pyjama pocket>
itemTell: <little:gave a glassy clink><grown:gave a tiny, glassy clink>
recipient: Tippet the bat
destination: <little:Tippet's treehouse><grown:Tippet's treehouse in the old sycamore>
goal: share the kaleidoscope with Tippet the bat
refrain: Twist and look, and share the view

:: setup sharing.kaleidoscope.s.bedtime-patterns
setting: bedroom

<little:{name} lay in bed, peeping through {item}.><grown:{name} lay in bed, peeping through {itemFull}.>
<2-9:Twist, and there was a star of red and gold.
Twist again, and it became a flower of green and blue.><10-12:One twist produced a star of red and gold; another turned it into a flower of green and blue.>
<grown:"Tippet the bat would love that," said {companion} softly.
"She hurt her wing, so she must rest in her treehouse all week and can't fly anywhere."><little:"Tippet the bat has a sore wing," said {companion}.
"She must stay at home all week.">
<2-9:{name} turned the little brass tube over in {their} hands.
"{refrain}," {name} whispered to it.
"Let's {goal} tonight."><10-12:{name} turned the little brass tube over thoughtfully in {their} hands, then whispered to it, "{refrain}. Let's {goal} tonight.">

:: setup sharing.kaleidoscope.s.washing-line
setting: garden

Something small was hanging upside down from the washing line.
It was a young bat.
{Companion} bent sideways to see him the right way up.
"My big sister Tippet hurt her wing," he squeaked.
<grown:"She has to rest in the treehouse until it mends, and every night feels long and dull."><little:"She has to stay in, and she's bored.">
<little:{name} thought hard. Then {they} ran indoors for {item}.><grown:{name} thought hard, then ran indoors for {itemFull}.>
<8-9:It was the one toy {name} never let anybody else hold, but Tippet needed it more.><10-12:Nobody else had ever been allowed to hold it, but {name} realised that Tippet, stuck indoors, needed it far more.>[ Its coloured glass flashed {colour} in the moonlight.]
"We'll {goal}," {they} promised.
The little bat flapped off to tell her.

:: payoff sharing.kaleidoscope.p.first-look
setting: treehouse

<2-9:{destination} sat low in the branches.
{name} climbed the rope ladder while {companion} held it steady.><10-12:{destination} sat low in the branches, and {name} climbed the rope ladder while {companion} held it steady.>
<little:{recipient} hung from a beam. Her sore wing was in a leaf sling.><grown:{recipient} hung from a beam, her sore wing folded in a leaf sling.>
<2-9:{name} held {item} up to Tippet's eye.
"Turn the end," {name} whispered.
Clickety-click went the coloured glass.><10-12:{name} held {item} up to Tippet's eye. "Turn the end," {name} whispered, and clickety-click went the coloured glass.>
<6-9:"Oh!" gasped Tippet.
"It's like a whole night of fireworks."><10-12:Tippet gasped and declared that it was like a whole night of fireworks.><little:"Oh!" gasped Tippet.
"Stars and flowers!">
<little:"We can share it," said {name}. Then {they} sang, "{refrain}."><grown:"We can share it," said {name}, and sang, "{refrain}.">
So they took turns, click by click, until the moon was high.

:: payoff sharing.kaleidoscope.p.keep-it
setting: treehouse

<little:The treehouse was quiet. One small lamp was glowing.><grown:{destination} was quiet, and one small lamp was glowing.>
{recipient} hung by her toes, looking very bored.
"Nothing to see," she sighed, "only the same old beam."
{name} gave her {itemFull}.
{Companion} showed her where to put her eye.
Tippet peeped in and gave it a twist.
<grown:Her little face lit up, and she told them everything she saw: a moth, a starfish, a castle made of jam.><little:Her little face lit up.
"A moth!
A castle!">
"Keep it until your wing is better," said {name}.
<8-9:{name} would miss it, a little, but the look on Tippet's face was worth far more.><10-12:{name} would miss it, of course, but watching Tippet's boredom vanish in a single twist was worth every minute of missing it.>

:: quest cocoa-flask
item: the flask of cocoa
itemFull: a little flask of warm cocoa, with a cup for a lid
itemHeld: <little:in {their} satchel><grown:in the satchel on {their} back>
itemTell: <little:gave a chocolatey slosh><grown:gave a warm, chocolatey slosh>
recipient: Grandpa Whistle
destination: <little:Grandpa Whistle's burrow><grown:Grandpa Whistle's burrow among the mountain rocks>
goal: share the cocoa with Grandpa Whistle
refrain: Pour a little, share a little

:: setup sharing.cocoa-flask.s.last-cup
setting: bedroom

<little:On the bedside table stood {item}.><grown:On the bedside table stood {itemFull}.>
<little:{name} reached for it. Then a thin whistle floated in through the window.><grown:{name} was just reaching for it when a thin whistle floated in through the window.>
Wheee-oo.
"That's Grandpa Whistle," said {companion}.
<grown:"He's an old marmot.
All the other marmots are fast asleep, but he's too cold to drop off."><little:"He's an old marmot.
He's too cold to sleep.">
{name} drew {their} hand back without taking a single sip.
<8-9:Warmth was meant for sharing, {name} decided, especially with someone shivering.><10-12:Cocoa was lovely, {name} decided, but knowing an old marmot was warm at last would be lovelier still.>
<little:"We'll {goal} before it cools," {they} said. "{refrain}."><grown:"We'll {goal} before it cools," {they} said, and sang softly, "{refrain}.">

:: setup sharing.cocoa-flask.s.goat-visitor
setting: garden

A young goat came clip-clopping up the garden path, puffing hard.
"I've come down from the mountain," she said.
<grown:"Grandpa Whistle the marmot can't get to sleep.
His burrow is chilly, and all his family are already dreaming."><little:"Grandpa Whistle can't sleep.
His burrow is too chilly.">
{name} thought of something warm and sweet.
<little:{name} hurried to the kitchen and back with {item}.[ It was wrapped in {their} {colour} scarf.]><grown:{name} hurried to the kitchen and back again, holding {itemFull}.[ It was wrapped in {their} {colour} scarf to keep it warm.]>
<2-9:{Companion} was already at the gate, ready to go.
"Come on, let's {goal}," said {name}.><10-12:{Companion} was already waiting at the gate, so {name} said, "Come on, let's {goal}.">

:: payoff sharing.cocoa-flask.p.sip-for-sip
setting: mountain

<2-9:The mountain air was cold.><10-12:The mountain air was bitterly cold, and at {destination}, a round door stood open.>
<little:Among the mountain rocks, a round door stood open.><6-9:At {destination}, a round door stood open.>
Inside sat {recipient}, wrapped in a blanket of moss, shivering.
<2-9:{name} unscrewed {item} and poured a cupful.
"This one is yours," {they} said.
{Companion} tucked the moss blanket round him.
Grandpa Whistle sipped, and his whiskers stopped shaking.><10-12:{name} unscrewed {item} and poured a cupful. "This one is yours," {they} said, while {companion} tucked the moss blanket round him.
Grandpa Whistle sipped, and gradually his whiskers stopped shaking.>
<grown:"Now you have some," he said, and passed the cup back, so they shared it, sip for sip.><little:A sip for him.
A sip for {name}.>
<little:"{refrain}," he whistled softly. His eyes began to close.><grown:"{refrain}," he whistled softly, and his eyes began to close.>

:: payoff sharing.cocoa-flask.p.family-row
setting: mountain

{destination} was dark and still.
A family of marmots lay asleep in a row.
Only {recipient} was awake, rubbing his cold paws.
{Companion} pulled the door to against the cold.
<little:{name} knelt and opened {item}.><grown:{name} knelt and opened {itemFull}.>
Out curled a wisp of chocolate steam.
{name} filled the cup, and Grandpa Whistle wrapped both paws round it.
"Warm at last," he sighed.
<grown:Then he snuggled in beside his sleeping family, gave one tiny whistle, and was fast asleep.><little:He snuggled in with his family.
One tiny whistle, and he was asleep.>
<8-9:{name} tiptoed out, warm all over, as if {they} had drunk the whole flask.><10-12:{name} tiptoed out, warm all the way through, which was odd, considering the cocoa had gone to somebody else.>

// Scenes on the way: the theme's value in action, serving any of its quests.

:: scene sharing.c.18dpw2u
setting: meadow
role: onward
energy: lively

{onward}the meadow grass swished in the moonlight.
<little:In the clover sat nine field mice. They had just one strawberry to share.><grown:In a ring of clover sat nine field mice, with one strawberry between them.>
<grown:"It will never go round," sighed the oldest mouse.><little:"Not enough!" squeaked the mice.>
{trait:help} <little:{Companion} {ability:find,guide}. There in the clover lay a sharp little shell!><grown:{Companion} {ability:find,guide}, and there in the clover lay a sharp little shell.>
<little:{name} cut the strawberry into nine tiny pieces. Snip, snip!><grown:{name} used it to cut the strawberry into nine tiny pieces[, {their} {hair} hair tumbling forward].>
<grown:The smallest mouse gave half of hers back.><little:The smallest mouse shared hers back.>
<8-9:It was the tiniest, juiciest taste of strawberry in history.><10-12:Each piece was barely a mouthful, yet everyone agreed it was the juiciest taste of strawberry in the history of the meadow.>
<little:The mice showed {name} a secret run. Off {they} went with {item}!><grown:Then the mice led {name} along their secret run, straight through the tall grass with {item}.>

:: scene sharing.c.1lxwa9r
setting: orchard
role: onward
energy: lively

{onward}the orchard trees creaked in the breeze.
Two young squirrels were tugging at the very last pear.
"Mine!"
"No, mine!"
{trait:obstacle} {name} stepped between them[, {their} {eyes} eyes twinkling].
"One of you cuts it," {they} said, "and the other picks first."
<grown:The first squirrel cut so carefully that the halves came out the same.><little:Snip!
Two halves, just the same.>
<8-9:It is hard to stay cross with someone when you are both munching.><10-12:It is remarkably difficult to stay cross with someone, {name} noticed, when both of you have your mouths full of pear.>
{Companion} {ability:fly,lift,guide}.
<little:From the treetop, the squirrels could see the whole orchard.><grown:From the top of the tree, the squirrels could see the whole orchard.>
<little:"This way to {recipient}!" they called. They pointed past the trees.><grown:"That way to {recipient}!" they called, pointing past the last row of trees.>

:: scene sharing.c.142q0vi
setting: river
role: aside
energy: lively

{onward}an old rope swing hung over the river.
<2-9:{name} gave {item} to {companion} to mind.
Then whoosh!><10-12:{name} handed {item} to {companion} for safekeeping, then launched off with a whoosh.>
<little:Out over the water {they} swung, and back again![ {Their} {hair} hair streamed out.]><grown:Out over the water {they} swung, and back again[, {their} {hair} hair streaming].>
<2-9:"Um, excuse me?" said a small voice.
Three water voles were waiting on the bank.
{name's} cheeks went pink.
"Sorry!
I forgot you were there."><10-12:"Um, excuse me?" said a small voice, and {name} saw three water voles waiting patiently on the bank.
{name's} cheeks went pink. "Sorry, I completely forgot you were there.">
{trait:help} <little:The littlest vole was scared. {Companion} {ability:comfort,guide}.><grown:The littlest vole was scared, so {companion} {ability:comfort,guide}.>
<grown:After that, everyone had five swings each, and the cheering was as good as the swinging.><little:Five swings each.
Hooray!>

:: scene sharing.c.ungzu6
setting: pond
role: onward
energy: lively

{onward}the pond was as still as glass.
<little:One big toad sat alone on the biggest lily pad. Six little toads shivered on a log.><grown:One big toad sat alone on the biggest lily pad, while six little toads shivered on a log.>
"There's no room," croaked the big toad.
{trait:obstacle} "If everyone tucks in their toes," said {name}, "there's room to share."
<grown:One by one, the little toads hopped on, and the pad held.><little:Hop, hop, hop!
The pad wobbled, but it held.>
<8-9:There is often more room than anyone thinks, once everyone decides to make it.><10-12:There is usually more room than anyone expects, {name} thought, once everybody stops guarding their own patch and starts budging up.>
{Companion} {ability:cross,guide}.
<little:The big toad was friendly now. "Take the bulrush path to {recipient}!" he croaked.><grown:The big toad, friendly now, croaked that the bulrush path was the quickest way to {recipient}.>

:: scene sharing.c.1aje3ov
setting: beach
role: onward
energy: lively

{onward}the beach shone silver.
<2-9:Five little crabs were building five little castles.
Swoosh!
A wave came, and they all melted away.><10-12:Five little crabs were building five little castles, until, with a swoosh, a wave came and melted them all away.>
<little:The crabs were cross.>
{trait:obstacle} "Let's share," said {name}.
"Five little castles can make one big one."
Scoop, pat, scoop, pat!
<little:The castle grew tall, with a moat.[ Its flag was a {colour} shell.]><grown:The castle grew tall, with a moat[ and a {colour} shell for a flag].>
<little:{Companion} {ability:carry,lift,guide}. {name} put the top tower on.><grown:{Companion} {ability:carry,lift,guide}, and {name} put the top tower on.>
The next wave came, and the castle stood.
<little:The crabs cheered. They led {name} and {item} across the bay.><grown:Cheering, the crabs led {name} and {item} along the firm sand, far across the bay.>

:: scene sharing.c.1885zli
setting: fair
role: aside
energy: lively

{onward}the fair glowed with lanterns.
One stall sold jars of giggles and bags of breezes.
"No money here," said the stoat behind the stall.
"You pay by sharing something."
{trait:meet} {name} shared {their} best joke.
"Why did the biscuit go to the doctor?
It felt crummy!"
<little:The stoat laughed so hard she got the hiccups! {Companion} {ability:hush,comfort}.><grown:The stoat laughed so hard that she got the hiccups, so {companion} {ability:hush,comfort}.>
<8-9:{name} had a feeling that the joke had been worth more than the jar.><10-12:{name} suspected that a good laugh, hiccups and all, had been worth considerably more than the jar.>
<little:Off went {name} with {item}. And a jar of giggles!><grown:Off went {name} with {item} and a jar of giggles.>

:: scene sharing.c.chocsv
setting: castle
role: aside
energy: lively

{onward}bang!
<2-9:Fizz!
Whee!
Fireworks burst over the castle in gold and green.><10-12:Fizz and whee went the fireworks, bursting over the castle in gold and green.>
<little:{name} had the best spot at the window.[ Sparks shone in {their} {eyes} eyes.]><grown:{name} had the best spot at the window[, sparks shining in {their} {eyes} eyes].>
<2-9:Behind {them}, a little hedgehog hopped up and down.
"I can't see!"><10-12:Behind {them}, a little hedgehog was hopping up and down, complaining, "I can't see!">
{trait:help} {name} shuffled over and lifted the hedgehog onto the sill.
"There's room for two noses," {they} said.
<little:Every bang made the hedgehog jump. {Companion} {ability:hush,comfort}.><grown:Every bang made the hedgehog jump, so {companion} {ability:hush,comfort}.>
<grown:"Ooooh!" they said together.><little:Pop!
"Ooooh!" they said.>
<little:{item} {itemTell}. It liked the fireworks too!><grown:{item} {itemTell}, as if it liked the fireworks too.>

:: scene sharing.c.1wqppct
setting: mountain
role: onward
energy: lively

{onward}the mountain path grew steep and rocky.
A line of mice stood at the foot of a tall rock.
Their rope was too short!
<grown:"We'll have to go the long way round," sighed the leader.><little:"Oh no," sighed the mice.>
{trait:obstacle} {name} untied {their}[ {colour}] dressing-gown belt and knotted it onto the rope.
Now it reached!
<8-9:It was only a belt, but tonight it was a bridge.><10-12:It was only an ordinary dressing-gown belt, but tonight, knotted to a rope, it had become a kind of bridge.>
{Companion} {ability:light,guide}.
One by one, the mice scrambled up.
<little:Up {name} scrambled after them. The shortcut saved {item} the long way round!><grown:Up {name} scrambled after them, and the mice's shortcut saved {item} the whole long way round.>

:: scene sharing.c.ljhnyl
setting: jungle
role: onward
picture: rain
energy: lively

{onward}<little:the jungle was warm and leafy. Chirp, chirp!><grown:the jungle was hot and green and full of chirps.>
<2-9:Then, whoosh, the rain came.
Drops as big as grapes drummed on every leaf.><10-12:Then, with a whoosh, the rain arrived, drops as big as grapes drumming on every leaf.>
<2-9:{name} held up a fallen leaf as big as an umbrella.
A hummingbird no bigger than a thumb was getting soaked.><10-12:{name} held up a fallen leaf as big as an umbrella and noticed a hummingbird no bigger than a thumb getting soaked.>
{trait:help} <little:{name} held the leaf over the bird. The rain fell on {them} instead.><grown:{name} held the leaf over the bird, and let the rain fall on {them} instead.>
[{name's} {hair} hair dripped, but {they} didn't mind. ]{Companion} {ability:hush,comfort}.
<little:Then the hummingbird zipped ahead, out of the rain. {name} followed, with {item} dry as toast.><grown:Then the hummingbird zipped ahead to where the rain stopped, and {name} followed, {item} dry as toast.>

:: scene sharing.c.b49u9d
setting: forest
role: onward
energy: lively

{onward}the forest floor was crunchy with leaves.
<little:Under a bramble bush, {name} found the perfect den. It had a mossy floor.><grown:Under a bramble bush, {name} found the perfect den, with a mossy floor.>
<little:"This is MY den," {name} said. Then in peeped a weasel, a beetle and a toad.><grown:"This is MY den," {name} said, just as a weasel, a beetle and a toad peeped in.>
Their faces fell.
{trait:meet} "Actually," said {name}, "it's OUR den."
[{name's} {colour} scarf made a curtain for the door.]
<8-9:A den with nobody else in it, {name} realised, was just a hole under a bush.><10-12:A den was only as good as the company inside it, {name} realised; empty, it was just a hole under a bush.>
{Companion} {ability:warm,comfort}.
<little:Together they made up a secret password. {name} chose "{refrain}".><grown:Together they made up a secret password, and {name} chose "{refrain}".>
<little:The toad had seen {recipient} that evening. He drew the way in the moss with one toe.><grown:The toad had seen {recipient} that evening, and drew the way in the moss with one toe.>

:: scene sharing.c.1xhe33h
setting: harbour
role: onward
energy: gentle

{onward}boats bobbed and clinked in the little harbour.
Along the jetty came a puffin, tugging a heavy basket of shrimps.
"My chicks are waiting for supper," she panted.
{trait:help} {name} took one handle.
"Let's share the load," {they} said.
<grown:With a handle each, the basket felt as light as feathers.><little:Now it was light!>
[{name's} {colour} slippers went slap, slap on the wet boards. ]<little:In the boat, the chicks were peeping with cold. {Companion} {ability:warm,comfort}.><grown:In the boat, the chicks were peeping with cold, so {companion} {ability:warm,comfort}.>
<little:"Hop in," said the puffin. "We'll row you nearer to {recipient}."><grown:"Hop in," said the puffin, "and we'll row you over to the far quay, nearer to {recipient}.">
<8-9:{name} grinned, surprised how light a heavy thing becomes when two people carry it.><10-12:{name} grinned, wondering whether most heavy things were like that basket: only really heavy when you carried them alone.>

:: scene sharing.c.n8stoi
setting: kitchen
role: aside
energy: gentle

{onward}a cottage door stood open.
Round the table sat a toad and three hungry mice.
"We've each got only one small thing," said the toad.
"It's not enough for supper."
{trait:help} "Then let's put it all in one pot!" said {name}.
In went a carrot, a mushroom and some peas.
{name} stirred[, humming a song about {interest}].
<little:The mice were shivering. {Companion} {ability:warm,comfort}.><grown:The mice were shivering, so {companion} {ability:warm,comfort}.>
<little:Soon the soup bubbled. A bowl for everyone, and a flask for {recipient}!><grown:Soon the soup bubbled, and there was a bowl for everyone, and a flask for {recipient}.>
<8-9:One small thing each had turned into a feast.><10-12:A carrot, a mushroom and a few peas should never have made a feast, but somehow, all together, they did.>

:: scene sharing.c.bzm53q
setting: desert
role: onward
energy: gentle

{onward}<little:the desert sand was still warm. The stars were huge!><grown:the desert sand was still warm from the day, and the stars were huge.>
<2-9:A little beetle was trudging up a dune, slower and slower.
"So thirsty," it whispered.><10-12:A little beetle was trudging up a dune, slower and slower, whispering, "So thirsty.">
{name} still had {their}[ {colour}] water bottle.
{trait:help} {name} knelt and poured a few drops into the cap.
<2-9:"Now you have some," it said.
So they shared the rest, sip by sip.><10-12:"Now you have some," it insisted, so they shared the rest, sip by sip.>
{Companion} {ability:guide,comfort}.
<little:The beetle knew every dune. It led {name} and {item} the easy way.><grown:The beetle knew every dune, and led {name} and {item} the easy way, between the tallest ones.>

:: scene sharing.c.mn1lzy
setting: waterfall
role: onward
energy: gentle

{onward}<little:the waterfall tumbled into a rocky pool. Roar, hush, roar!><grown:the waterfall tumbled into a rocky pool with a roar and a hush.>
<little:At the edge, {name} found a pebble. It glowed like a tiny moon!><grown:At the edge, {name} found a pebble that glowed like a tiny moon.>
An otter pup popped up.
"Can I hold it?"
{name's} fingers curled tight.
Sharing it felt wobbly inside.
{Companion} {ability:comfort,guide}.
{trait:help} Slowly, {name} held out the pebble.
The pup cradled it like an egg, then gave it back.
<8-9:Somehow the pebble glowed even brighter than before.><10-12:{name} could have sworn the pebble glowed a little brighter after that, as if being shared had done it good.>
<little:{name} held the pebble high. It lit the dark path to {recipient}.><grown:Held high, the glowing pebble lit every step of the dark path to {recipient}.>

:: scene sharing.c.1e429ma
setting: snowfield
role: onward
energy: gentle

{onward}the snowy field sparkled under the stars.
<2-9:By a snowdrift sat a small shrew, blowing on its paws.
"I'm so cold," the shrew whispered.><10-12:By a snowdrift sat a small shrew, blowing on its paws and whispering, "I'm so cold.">
{name} looked at {their} two warm mittens[, the {colour} ones].
{trait:help} Then {name} pulled one off and held it out.
<2-9:The mitten was so big that both the shrew's paws fitted inside.
"One each!" said {name}.><10-12:The mitten was so big that both the shrew's paws fitted inside, and {name} said, "One each!">
{Companion} {ability:warm,comfort}.
<8-9:{name's} bare hand tingled in the cold, but {their} heart felt toasty.><10-12:{name's} bare hand tingled in the frosty air, yet somewhere inside {they} felt warmer than any mitten could have made {them}.>
<little:Warm at last, the shrew showed them a path by the hedge. There, {item} was safe from the wind.><grown:Warm at last, the shrew showed them a sheltered track along the hedge, where {item} kept out of the wind.>

:: scene sharing.c.qhl8zg
setting: treehouse
role: onward
energy: gentle

{onward}<little:up in a treehouse lived a magpie. She had a box of buttons.><grown:up in a treehouse lived a magpie with a box of buttons.>
"All mine," she said, but she sounded lonely.
{trait:meet} <2-9:"Could we borrow four buttons?" called {name}.
"I know a game."><10-12:"Could we borrow four buttons?" called {name}; "I know a game.">
<grown:The magpie thought about it, then dropped four buttons into {name's} hand.><little:Plink!
Down came four buttons.>
{name} showed her how to flick them into an acorn cup.
[The {colour} button was {name's} favourite.]
<2-9:{Companion} {ability:comfort,guide}.
Soon the magpie was sharing every button she had.><10-12:{Companion} {ability:comfort,guide}, and soon the magpie was sharing every button she had.>
<little:"And I know where {recipient} is," she said. She pointed the way.><grown:"And I know where {recipient} is," she said, pointing the way from her window.>

:: scene sharing.c.18tkwq6
setting: garden
role: aside
energy: gentle

{onward}<little:behind a wall lay a sleepy rose garden. In the middle was a wishing well.><grown:behind an old stone wall lay a garden of sleeping roses, with a wishing well in the middle.>
<2-9:A harvest mouse was searching the grass.
"I've lost my wishing penny," she sniffed.><10-12:A harvest mouse was searching the grass, sniffing, "I've lost my wishing penny.">
{name} had just one shiny penny[, warm from {their} {colour} pocket].
{trait:help} <2-9:"Let's share my wish," {they} said.
"We'll drop it in together."
Plink!
The water sparkled.><10-12:"Let's share my wish," {they} said; "we'll drop it in together," and with a plink the water sparkled.>
{Companion} {ability:hush,comfort}.
<2-9:Neither of them told their wish, because that is the rule.
But {name's} had something to do with {recipient}.><10-12:Neither of them told their wish, because that is the rule, but {name's} had something to do with {recipient}.>

:: scene sharing.c.xy0tek
setting: hilltop
role: onward
energy: gentle

{onward}<little:a young hare was flying a kite. It was shaped like a fish![ It had a {colour} tail.]><grown:up on the windy hilltop, a young hare was flying a kite shaped like a fish[, with a {colour} tail].>
<2-9:{name} longed to hold the string.
"Mine!" nearly popped out, but {name} caught the word just in time.><10-12:{name} longed to hold the string so badly that "Mine!" nearly popped out, but {name} caught the word just in time.>
{trait:meet} "That kite is amazing," {they} said instead.
"May I have a turn, please?"
<2-9:The hare beamed.
"Of course!
Hold it with me."><10-12:The hare beamed and said, "Of course, hold it with me.">
<grown:Side by side they flew it, higher than ever.><little:Up, up went the fish!>
{Companion} {ability:fly,guide}.
<little:The kite's long tail streamed over the hill. It pointed the way to {recipient}!><grown:The kite's long tail streamed out over the hill, towards {recipient}, like a bright finger.>

:: scene sharing.c.1w4jndv
setting: farm
role: onward
energy: gentle

{onward}<2-9:behind the red barn, pumpkins glowed like lanterns.
An old goat sat among them, sighing.
"I grew far too many!"><10-12:behind the red barn, pumpkins glowed like lanterns, and among them sat an old goat, sighing, "I grew far too many!">
{trait:help} "Let's share them out!" said {name}.
<little:The lane was long and dark. {Companion} {ability:light,guide}.><grown:The lane was long and dark, so {companion} {ability:light,guide}.>
<little:{name} rolled a pumpkin to every door. One for the ducks, one for the hedgehogs. One for the old toad!><grown:{name} rolled a pumpkin to every door: one for the ducks, one for the hedgehogs, one for the lonely old toad.>
Back came pies and daisies.
<little:Now a pumpkin glowed on every doorstep. They lit the lane to {recipient}.><grown:Now a pumpkin glowed on every doorstep, lighting the long lane to {recipient}.>

:: scene sharing.c.19kpmbd
setting: pond
role: onward
energy: gentle

{onward}a duckling by the pond was trying to whistle.
Pfff!
<little:{name} wanted to hurry on to {recipient}. But the duckling looked so hopeful.><grown:{name} wanted to hurry on to {recipient}, but the duckling looked so hopeful.>
{trait:help} <little:So {name} sat down on the bank. {They} shared something precious: time.><grown:So {name} sat down on the bank[, {their} {colour} slippers dangling over the water,] and shared something precious: time.>
<2-9:"Small, round beak, and blow softly," {they} said.
Pfff.
Pfff.
Wheeee!><10-12:"Small, round beak, and blow softly," {they} said, and after two more pfffs came a triumphant wheeee.>
<little:The duckling whistled so loudly! A moorhen fell off a log.><grown:The duckling whistled so loudly that a moorhen fell off a log.>
<little:The moorhen looked cross. {Companion} {ability:comfort,guide}.><grown:The moorhen looked cross, so {companion} {ability:comfort,guide}.>
<little:Now the duckling whistled at each bend. It showed {name} the way!><grown:Now the duckling whistled at each bend of the path, to show {name} the way.>

:: scene sharing.c.1n52tu0
setting: library
role: onward
energy: calm

{onward}<little:the library was hushed. Its tall shelves rose into the dark.><grown:the library was hushed, its tall shelves rising into the dark.>
<2-9:Two small mice were tugging at the same book.
"I want it!"
"No, I want it!"><10-12:Two small mice were tugging at the same book, squeaking, "I want it!" and "No, I want it!">
{trait:rest} <2-9:{name} sat down between them.
"I'll read it aloud, to everyone at once," {they} whispered.><10-12:{name} sat down between them and whispered, "I'll read it aloud, to everyone at once.">
<little:So {name} read aloud, soft and slow. The mice leaned in close.><grown:So {name} read aloud, soft and slow, while the mice leaned in close.>
[It was a book about {interest}, which made it even better. ]{Companion} {ability:hush,comfort}.
<2-9:By the last page, both mice were yawning.><10-12:By the last page both mice were yawning, and they showed {name} a little door behind the shelves, opening onto the road to {recipient}.>
<6-9:They showed {name} a little door behind the shelves, opening onto the road to {recipient}.><little:A little door led on to {recipient}.>

:: scene sharing.c.ztrcxe
setting: moon
role: aside
energy: calm

{onward}the moon was silver and very quiet.
Soft grey dust puffed up at every step.
{name} found a brass telescope lying by a crater.
<little:Through it, the Earth looked like a blue marble.[ {name's} {eyes} eyes grew big.]><grown:Through it, the Earth looked like a blue marble with white swirls[, and {name's} {eyes} eyes went wide].>
A small star sprite peeped out, twinkling shyly.
{trait:meet} "Would you like a look?"
{name} asked, and held it out.
The sprite gasped.
They took turns, slow and quiet.
<8-9:Sharing the view somehow made it twice as beautiful.><10-12:Oddly enough, {name} enjoyed the sprite's turns nearly as much as {their} own, just for the look of wonder on its face.>
{Companion} {ability:warm,comfort}.
Somewhere down on that blue Earth was {recipient}, waiting.

:: scene sharing.c.93ecnx
setting: island
role: aside
energy: calm

{onward}<little:on an island, the waves lapped, soft as breathing.><grown:on a little island in a silver sea, the waves lapped, soft as breathing.>
Then the water began to glow.
Tiny blue lights sparkled in every ripple.
{trait:wonder} It was so lovely that {name} almost kept it a secret.
Then {they} thought of the sleepy crabs on the shore.
"Wake up," {name} whispered.
"Come and see."
They all crept down and gazed together.
[The blue light danced on {name's} {colour} pyjamas. ]<8-9:A wonder shared, {name} decided, was a wonder doubled.><10-12:A wonder kept secret would have been lovely, {name} decided, but a wonder shared with sleepy crabs was twice as bright.>
{Companion} {ability:hush,comfort}.
Even {item} {itemTell}.

:: scene sharing.c.q3x5je
setting: village
role: onward
energy: calm

{onward}every window in the village glowed with a candle.
All but one, where an old tortoise sighed, "My candle went out."
A mouse next door held up her candle, then stopped.
"If I share my flame, will mine get smaller?"
{trait:help} "Let's see," said {name}, and held the tortoise's candle steady.
The new flame bloomed, and the mouse's was just as bright.
{Companion} {ability:warm,comfort}.
[The candlelight turned {name's} {hair} hair to gold. ]<8-9:Light, {name} decided, grows when you give it away.><10-12:So light was one of those rare things, {name} realised, that grows rather than shrinks when you give some away.>
<little:From the new flame, the tortoise lit a lantern. It lit the road for {name} and {item}.><grown:From the new flame, the tortoise lit a lantern to light the dark road ahead for {name} and {item}.>

:: scene sharing.c.1xjdr2v
setting: clouds
role: onward
energy: calm

{onward}<2-9:the clouds were piled up like soft white pillows.
Nearby sat the Wind, puffing slowly.><10-12:the clouds were piled up like soft white pillows, and nearby sat the Wind, puffing slowly.>
<little:"I've blown all day," sighed the Wind. "There's nowhere soft to rest."><grown:"I've blown all day," sighed the Wind, "and there's nowhere soft to rest.">
{name} had found the softest cloud of all, round like a nest.
{trait:rest} <2-9:{name} shuffled over.
"Share mine," {they} said.><10-12:{name} shuffled over and said, "Share mine.">
<little:The Wind curled up beside {them}.[ It ruffled {their} {hair} hair.] Its breathing grew slow and soft.><grown:The Wind curled up beside {them}[ and gently ruffled {their} {hair} hair], and its breathing grew slow.>
{Companion} {ability:hush,comfort}.
<little:Rested at last, the Wind puffed their cloud along. {item} was nearer to {recipient} now!><grown:Rested at last, the Wind puffed their cloud slowly on, carrying {item} nearer to {recipient}.>

:: scene sharing.c.ientgi
setting: cave
role: onward
energy: calm

{onward}inside the cave, crystals glowed soft pink and green.
<2-9:{name} sang a bedtime song, and the cave sang it back.
Then a glow-worm hummed along, then a row of sleepy bats.><10-12:{name} sang a bedtime song, and the cave echoed it back, joined first by a humming glow-worm and then by a row of sleepy bats.>
{trait:wonder} <grown:The song grew bigger and bigger, until the whole cave was singing.><little:The song grew and grew.>
[{name's} {eyes} eyes shone pink and green. ]{Companion} {ability:hush,comfort}.
<2-9:"It's still my song," whispered {name}, "but now it belongs to everyone."
The last words were "{refrain}."><10-12:"It's still my song," whispered {name}, "but now it belongs to everyone," and its last words were "{refrain}.">
<little:Still humming, the glow-worm floated ahead. It lit the tunnel out towards {recipient}.><grown:Still humming, the glow-worm floated ahead to light the tunnel out towards {recipient}.>

:: scene sharing.c.1lcj0gr
setting: river
role: onward
energy: calm

{onward}the river slid by, slow and dark and shining.
<2-9:{Friends} drifted along on a wide, flat leaf.
On a stone sat a snail, looking tired.><10-12:{Friends} drifted along on a wide, flat leaf, past a stone where a weary snail sat.>
<little:"I'm going downstream," said the snail. "But it takes me all night!"><grown:"I'm going downstream," said the snail, "but it takes me all night.">
{trait:meet} {name} held out a hand.
<2-9:"Come with us.
There's room on our leaf."><10-12:"Come with us; there's room on our leaf.">
The snail climbed aboard and settled on {name's} knee.
[{name} whispered to the snail about {interest}. ]{Companion} {ability:cross,guide}.
<little:Together they floated on towards {recipient}. The stars slid past overhead.><grown:Together they floated on towards {recipient}, with the stars sliding past overhead.>

:: scene sharing.c.15cbnc7
setting: meadow
role: aside
energy: calm

{onward}<little:{friends} sat on a log to rest.><grown:{friends} sat down on a log to rest.>
<little:Fireflies drifted by like slow sparks.[ One landed in {name's} {hair} hair.]><grown:Fireflies drifted by like slow sparks[, and one settled in {name's} {hair} hair].>
<2-9:{name} found one oat biscuit in {their} pocket.
Snap!
It broke in two, but one piece was much bigger.><10-12:{name} found one oat biscuit in {their} pocket, but when it snapped in two, one piece was much bigger than the other.>
{trait:rest} <little:{name} thought for a long moment. Then {they} gave the big piece to {companion}.><grown:{name} thought for a long moment, then gave the big piece to {companion}.>
{Companion} broke off a corner and gave it back.
<little:{Companion} {ability:warm,comfort}.><grown:Then {companion} {ability:warm,comfort}.>
<little:They munched side by side. {item} {itemTell}.><grown:They munched side by side, and {item} {itemTell}.>
<8-9:Somehow half a biscuit tasted better than a whole one.><10-12:Somehow a lopsided half of a biscuit tasted better than a whole one.>

// Endings: home again, the quest remembered by name, sleep.

:: ending sharing.e.1v5y312
setting: bedroom

<little:Home again, {name} climbed into bed. {They} left half the pillow for {companion}.><grown:Home again, {name} climbed into bed[ in {their} {colour} pyjamas] and left half the pillow for {companion}.>
<2-9:"Thank you for sharing your night with me," said {companion}.
"Thank you for sharing yours," whispered {name}.><10-12:"Thank you for sharing your night with me," said {companion}, and {name} whispered, "Thank you for sharing yours.">
<6-9:The bed was only made for one, but tonight it seemed just right for two.><little:The bed was snug for two.><10-12:The bed had only ever been meant for one, yet tonight it seemed exactly right for two.>
<2-9:{name} thought of {recipient}, far away and fast asleep.><10-12:{name} thought fondly of {recipient}, far away now and already asleep.>
<little:The clock ticked. The moon kept watch. And {name} drifted off to sleep.><6-9:The clock ticked, the moon kept watch, and {name} drifted gently off to sleep.><10-12:The clock ticked, the moon kept its patient watch, and {name} drifted gently off to sleep.>

:: ending sharing.e.gl2cox
setting: bedroom
closes: dinosaur-on-the-shelf

<little:The bedroom was dark and warm. The knitted dinosaur winked its button eye.><grown:The bedroom was dark and warm, and on the shelf the knitted dinosaur gave one sleepy wink of its button eye.>
<little:Through the curtains, {name} could see hundreds of stars. They all shared one big sky!><grown:Through the gap in the curtains, {name} could see the stars, hundreds of them, all sharing one big sky without a single squabble.>
<little:Under that same sky was {recipient}, safe and sound.><grown:Somewhere under that same sky was {recipient}, tucked up safe and sound.>
<little:{Companion} settled at the end of the bed.><grown:{Companion} settled at the end of the bed[, next to {name's} {colour} dressing gown].>
<8-9:{name} felt the quiet, full feeling that comes after a day of giving.><10-12:{name} felt quietly contented, with the full, peaceful sort of tiredness that only comes after a night spent giving things away.>
"Goodnight, stars," murmured {name}.
Then {their} eyes closed, and sleep came softly in.

:: ending sharing.e.oncghs
setting: bedroom
closes: paper-aeroplane

The house was fast asleep, and even the kettle seemed to snore.
<2-9:{name} parked the paper aeroplane by the bed.
{They} slid under the blanket, and {companion} settled close.
"Will you share a song with me?"
{name} asked.><10-12:{name} parked the paper aeroplane by the bed and slid under the blanket, and once {companion} had settled close, {name} asked, "Will you share a song with me?">
<little:So {companion} hummed the first half of a sleepy tune. {name} hummed the second half, thinking of {recipient}.><grown:So {companion} hummed the first half of a slow, sleepy tune, and {name} hummed the second half, thinking of {recipient}.>
<grown:Together the halves made something lovely, floating round the room like a feather that never quite lands.><little:The two halves made one soft song.>
<2-9:By the last note, {name} was asleep.><10-12:Long before the final note, {name} was asleep.>

:: ending sharing.e.to56py
setting: bedroom

<2-9:Tucked up in bed, {name} counted the night's good things.><10-12:Tucked up in bed, {name} drowsily counted the night's good things.>
One: {recipient}, happy at last.
Two: all the friends along the way.
<little:Three was going to be {companion}. But {name} never got to three.><6-9:Three was going to be {companion}, but {name} never quite got to three.>
<6-9:{their} hand lay still on the quilt, and {their} breathing grew slow and deep.><little:{name} was too sleepy.>
<10-12:Three was going to be {companion}, but {name} never quite reached it, because {their} hand lay still on the quilt and {their} breathing had grown slow and deep.>
<8-9:{Companion} smiled, knowing exactly what number three would have been.><10-12:{Companion} smiled, knowing perfectly well what number three would have been.>
"Goodnight," whispered {companion}, and pulled the covers up to {their} chin.

:: ending sharing.e.tmsrds
setting: bedroom

<2-9:Back under {their} own warm quilt, {name} gave a great big yawn.
"Sharing is funny," {name} murmured.
"You give something away, and somehow you end up with more."
"More friends," said {companion}.
"More smiles.
More stories to tell."><10-12:Back under {their} own warm quilt, {name} gave an enormous, luxurious yawn.
"Sharing is a curious thing," {name} murmured. "You give something away, and somehow you end up with more."
"More friends," agreed {companion}, "more smiles, and more stories to tell.">
<2-9:{name} thought of {recipient}, smiling somewhere in the dark.><10-12:{name} thought of {recipient}, smiling somewhere out in the dark, while the landing light drew a thin gold line beneath the door.>
<6-9:The landing light made a thin gold line under the door.><little:The house was quiet.>
{name's} eyes fluttered once, twice, and closed.

:: ending sharing.e.69zrqb
setting: bedroom
closes: bedtime-book

<little:Slowly, the night grew soft at the edges.><grown:Slowly, the night grew soft at the edges, like a painting left out in the rain.>
<little:{name} could feel the bed again. The pillow. The bedtime book on the quilt.><grown:{name} could feel the bed again, and the pillow, and the bedtime book lying open on the covers[, the {colour} ones].>
<2-9:{Companion} was still there, by the window.
"Will you share another adventure with me tomorrow?"
{name} asked.
"I'll save you half of everything," said {companion}.><10-12:{Companion} was still there by the window, and {name} asked, "Will you share another adventure with me tomorrow?"
"I'll save you half of everything," promised {companion}.>
<little:{name} smiled, thinking of {recipient}. Then sleep tiptoed in like a cat onto a cushion.><grown:{name} smiled, thinking of {recipient}, and sleep came tiptoeing in like a cat onto a cushion.>

:: ending sharing.e.5h84he
setting: bedroom

<little:{name} lay with {their} cheek on the cool side of the pillow.[ {Their} {hair} hair spread out like a fan.]><grown:{name} lay in bed with {their} cheek on the cool side of the pillow[, {their} {hair} hair spread out like a fan].>
<2-9:{Companion} lay curled up on the rug, breathing slow and deep.
In, out.
In, out.><10-12:{Companion} lay curled up on the rug, breathing slowly and deeply: in, out, in, out.>
<little:{name} breathed in time with {companion}. Slow and soft, like waves on the shore.><grown:{name} breathed in time, and {friends} shared the same slow rhythm, like waves on a quiet shore.>
<8-9:It was the easiest thing in the world to share, and one of the best.><10-12:Of all the things {name} had shared that night, breathing in time was the simplest, and perhaps the most peaceful.>
<2-9:The last thing {name} thought about was {recipient}.
In, out.
And then {name} was asleep.><10-12:The last thing {name} thought about was {recipient}; then, between one breath and the next, {name} was asleep.>

:: ending sharing.e.1og0tvq
setting: bedroom

<little:Outside, the garden was asleep. The roses, the swing, the snails, all asleep.><grown:Outside, the garden was asleep: the roses, the swing, the snails under the flowerpots.>
<2-9:Inside, {name} was nearly asleep too.><10-12:Inside, {name} was nearly asleep, drowsy and comfortable.>
<little:{Companion} tucked the blanket right up to {their} chin.><grown:{Companion} tucked the blanket right up to {their} chin[ and smoothed back a wisp of {hair} hair].>
<2-9:"Did we do it?" mumbled {name}.
"We did," said {companion}. "{recipient} will remember tonight for a long, long time."><10-12:"Did we really do it?" mumbled {name}, and {companion} answered, "We did. {recipient} will remember tonight for a long, long time.">
<2-9:{name} smiled a slow, sleepy smile, and {their} eyes closed.><10-12:{name} smiled a slow, contented smile, and {their} eyelids gently closed.>

:: ending sharing.e.ofs58k
setting: bedroom

<little:{name's} bed was warm from the hot-water bottle. There was a warm spot left at the bottom.><grown:{name's} bed was warm from the hot-water bottle, with a warm spot left over at the bottom.>
<2-9:{Companion} curled up in it, just right.
"You're good at sharing," said {companion}.
"So are you," said {name}, with a yawn.><10-12:{Companion} curled up in it, finding it exactly the right size.
"You're very good at sharing," observed {companion}, and {name} replied, with a yawn, "So are you.">
<6-9:Far off, the whole world was dreaming by now, and it felt calm and kind.><little:The world felt calm and kind.><10-12:By now the whole wide world was dreaming, and it felt unusually calm and kind.>
<2-9:{name} thought of {recipient} one last time.><10-12:{name} thought of {recipient} one last time; then the yawn became a sigh, and the sigh became a dream.>
<little:The yawn turned into a sigh. The sigh turned into a dream.><6-9:Then the yawn turned into a sigh, and the sigh turned into a dream.>

:: ending sharing.e.5az6ap
setting: bedroom
closes: dinosaur-on-the-shelf

<little:The bedroom was just as {name} had left it. On the shelf, the knitted dinosaur kept watch.><grown:The bedroom was just as {name} had left it, and on the shelf the knitted dinosaur was still keeping watch with its one button eye.>
<little:{name} climbed in, and {companion} settled down close by. "{refrain}," {name} whispered into the pillow.><grown:{name} climbed in, and {companion} settled down close by. "{refrain}," {name} whispered, one last time, very softly.>
<2-9:{Companion} whispered it back.
And far away, {recipient} was dreaming.><10-12:{Companion} whispered it back, and far away, {recipient} was already dreaming.>
<8-9:The words seemed to float out of the window and into the night, to keep everyone company.><10-12:The words seemed to drift out through the window and away into the dark, keeping company with anyone still awake.>
{name's} eyelids grew heavy as honey, and soon {they} slept.

:: ending sharing.e.5v5vse
setting: bedroom
closes: paper-aeroplane

<little:The moon peeped in at the window. It shone on the paper aeroplane by the bed.><grown:The moon peeped in at the window and poured soft silver over the quilt[, {name's} {hair} hair] and the paper aeroplane by the bed.>
The same moon was shining on {recipient}, far away.
<grown:It shone on every burrow, nest and rooftop in between, sharing its light with everyone and keeping none for itself.><little:It shone on everyone.>
<2-9:{Companion} gave a big yawn, and so did {name}.
"Goodnight, moon," {name} whispered.><10-12:{Companion} gave an enormous yawn, and so did {name}, who whispered, "Goodnight, moon.">
The silver light stayed, gentle and still, until {name} was fast asleep.

:: ending sharing.e.dh0v2t
setting: bedroom

In bed, warm as toast, {name} thought about tomorrow.
<grown:Tomorrow {they} might share {their} crayons, or {their} swing, or the last strawberry.><little:Tomorrow {name} might share some crayons.>
But that was tomorrow.
<little:Tonight there was only the soft pillow and the quiet dark. And {companion}, keeping watch.><grown:Tonight there was only the soft pillow[, the {colour} blanket], the quiet dark, and {companion} keeping watch.>
And {recipient}, far away, was asleep and happy.
<8-9:{name} felt a small glow inside, the kind you only get from giving something away.><10-12:Inside, {name} felt a small, steady glow, the particular kind of warmth that only comes from having given something away.>
{name's} eyes closed, and {they} drifted into a dream.

:: ending sharing.e.1dv5vf9
setting: bedroom
closes: bedtime-book

<little:{Companion} tucked {name} in. Then {companion} stood by the bedtime book.><6-9:{Companion} tucked {name} in, then stood by the bedtime book, still open on the quilt.><10-12:{Companion} tucked {name} in, then went to stand by the bedtime book, still lying open on the quilt.>
<2-9:"Time for me to go," said {companion} softly.
"Will you come back?" asked {name}, with a yawn.
"Whenever you need a friend to share the night with."><10-12:"Time for me to go," said {companion} softly, and when {name} yawned, "Will you come back?" {companion} answered, "Whenever you need a friend to share the night with.">
<little:{name} snuggled down, thinking of {recipient}. What a long, happy way home!><6-9:{name} snuggled down, thinking of {recipient} and the long, happy way home.><10-12:{name} snuggled down, remembering {recipient} and the long, contented journey home.>
<6-9:By the time the picture in the book had stopped rippling, {name} was fast asleep.><little:Soon {name} was asleep.><10-12:Long before the picture in the book had stopped rippling, {name} was fast asleep.>

:: ending sharing.e.1wjgsop
setting: bedroom

<little:The house made its small night sounds. Tick went the clock. Creak went the stairs. Hum went the fridge.><grown:The house made its small night sounds: the tick of the clock, the creak of the stairs, the hum of the fridge.>
<2-9:{name} listened from deep under the covers.
{Companion} lay close, warm and still[, by {name's} {colour} slippers].
"Do you think {recipient} is asleep?" whispered {name}.
"I'm sure of it," said {companion}.
"Just like you will be, very soon."
{name} smiled, and sleep came, soft as a blanket.><10-12:{name} listened from deep beneath the covers, while {companion} lay close, warm and perfectly still[, beside {name's} {colour} slippers].
"Do you think {recipient} is asleep yet?" whispered {name}, and {companion}, quite certain of it, murmured, "Just as you will be, very soon."
{name} smiled, and sleep came, as soft as a drawn-up blanket.>

:: ending sharing.e.same-dream
setting: bedroom

<little:{name} was nearly asleep in bed. But {they} had one more idea.><6-9:{name} was nearly asleep, but {they} had one more idea.><10-12:{name} was almost asleep, but there was still room for one last idea.>
<little:"Let's have the same dream," {name} whispered.><6-9:"Let's share a dream tonight," {name} whispered. "The very same one."><10-12:"Let's share a dream tonight," {name} whispered, "the very same one.">
<little:"Yes!" said {companion}. "What shall be in it?"><6-9:"Good idea," said {companion}. "What shall we put in it?"><10-12:"A splendid idea," said {companion}. "What shall we put in it?">
<little:{name} chose {recipient}, and a warm wind.><6-9:{name} chose {recipient}, and {item}, and a soft, warm wind to fly on.><10-12:{name} chose {recipient}, and {item}, and a soft, warm wind to glide on.>
<little:{Companion} chose a big round moon.><6-9:{Companion} chose a big, round moon to light the way.><10-12:{Companion} contributed a large, round moon to light the way.>
<8-9:A dream for two, {name} thought, would have twice as much room in it.><10-12:A dream built for two, {name} thought, ought to be twice as roomy as a dream for one.>
<little:"See you there," whispered {companion}. And {name} fell asleep.><6-9:"See you there," whispered {companion}, and {name} fell asleep to go and find it.><10-12:"See you there," whispered {companion}, and {name} fell asleep to go and find it.>

:: ending sharing.e.best-bits
setting: bedroom

<little:"What was your best bit?" asked {name}, snug in bed.><6-9:"What was your best bit of tonight?" asked {name}, snug under the covers.><10-12:"What was your favourite part of tonight?" asked {name}, snug beneath the covers.>
<little:"You go first," said {companion}.><6-9:"You go first," said {companion}.><10-12:"You go first," said {companion} politely.>
<little:{name} had a think. "When {recipient} smiled!"><6-9:{name} thought hard. "When {recipient} saw {item}."><10-12:{name} considered it carefully. "The moment {recipient} saw {item}.">
<little:"Mine too!" said {companion}.><6-9:"That's my best bit too," said {companion}, surprised.><10-12:"That is exactly my favourite part as well," said {companion}, surprised.>
<little:So now they had one best bit, for two.><6-9:So there was one best bit, and two friends to keep it.><10-12:So there was a single favourite moment, and two friends to keep it.>
<8-9:A funny thing about a best bit: when you share it, it does not get smaller, it gets bigger.><10-12:Oddly enough, a favourite moment does not shrink when two friends share it; if anything, it grows.>
<little:{name} held on to it, warm and bright. Then {name} fell asleep, smiling.><6-9:{name} held on to the best bit, warm and bright, and fell asleep smiling.><10-12:{name} held on to it, warm and bright, and fell asleep still smiling.>

:: ending sharing.e.empty-hands
setting: bedroom

<little:In bed, {name} held up {their} two hands. Look!><6-9:In bed, {name} held up {their} hands in the dim light.><10-12:In bed, {name} held up {their} hands in the dim light and studied them.>
<little:Empty! {item} was with {recipient} now.><6-9:They were empty, for {item} was with {recipient} now.><10-12:They were empty now, because {item} was with {recipient}.>
<little:"Empty hands," said {name}. "But they feel full."><6-9:"My hands are empty," said {name}, "but they feel full."><10-12:"My hands are empty," said {name} slowly, "but somehow they feel full.">
<little:{Companion} held one of them.><6-9:{Companion} took one of them and held it.><10-12:{Companion} took one of them and held it gently.>
<little:"Full of tonight," said {companion}.><6-9:"Full of tonight," said {companion}.><10-12:"That will be tonight," said {companion}, "filling them up.">
<8-9:Giving something away leaves a space, and the space fills up with something warmer.><10-12:Giving something away leaves a space behind, {name} thought, and the space fills up with something warmer.>
<little:{name's} fingers curled up, soft and warm. Then {name} fell fast asleep.><6-9:Soon {name's} fingers curled up loosely, and {name} was asleep.><10-12:Soon {name's} fingers curled loosely, and {name} was asleep.>

:: ending sharing.e.yawn-pass
setting: bedroom

<little:Tucked up in bed, {name} gave a big yawn. Aaah!><6-9:Snug in bed, {name} gave a great big yawn.><10-12:Snug in bed, {name} gave a great, wide yawn.>
<little:{Companion} caught it, and yawned too.><6-9:{Companion} caught it at once and yawned one back.><10-12:{Companion} caught it immediately and passed one straight back.>
<little:Then {name} yawned again. Back and forth!><6-9:Back it went to {name}, then over to {companion} again.><10-12:Back it travelled to {name}, then across to {companion} once more.>
<little:"Yawns are for sharing," said {companion}.><6-9:"Yawns are the easiest thing in the world to share," said {companion}.><10-12:"A yawn," observed {companion}, "is the easiest thing in the world to share.">
<little:Was {recipient} yawning too, far away?><6-9:{name} wondered if {recipient} was yawning too, far away.><10-12:{name} wondered whether {recipient} was yawning too, somewhere far away.>
<8-9:Perhaps a yawn could travel all the way there, passed from window to window.><10-12:Perhaps a yawn could travel all that way, {name} thought, passed along from window to window through the sleeping night.>
<little:The yawns got slower and slower. Then {name} was asleep.><6-9:The yawns grew slower and slower, until the last one turned into sleep.><10-12:The yawns grew slower and further apart, until the last one simply turned into sleep.>
