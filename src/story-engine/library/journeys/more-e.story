// Twenty more journeys, one in each of twenty places: scenes on the way that serve any quest of any theme.

:: journey journey.e-footsteps
setting: village
role: onward
energy: lively

{onward}<little:on the green, young hedgehogs played a game.><grown:on the village green, some young hedgehogs were playing Grandmother's Footsteps.>
<2-9:One stood with her back turned, by the old pump.
"Come and play!" they whispered.><10-12:One stood with her back turned by the old pump, and the others beckoned, whispering, "Come and play!">
<2-9:{trait:meet} {name} crept forward, step, step, step.
The hedgehog spun round!><10-12:{trait:meet} {name} crept forward, step by careful step, until the hedgehog spun round!>
<6-9:Everyone froze, {name} too, wobbling on one leg.><10-12:Everyone froze, {name} included, wobbling on one leg, while {companion} froze in a wonderfully silly shape.><little:Freeze!
{name} wobbled on one leg.>
<2-9:{Companion} froze as well, in a very funny shape.>
<6-9:Twice more {name} crept and froze, then tapped her on the shoulder.><10-12:Twice more {name} crept and froze, then tapped her on the shoulder and laughed, "Got you!"><little:Creep, creep... tap!>
<2-9:"Got you!" laughed {name}.>
<6-9:Then the hedgehogs showed {name} their secret gap between two garden walls.><10-12:Delighted, the hedgehogs showed {name} their secret gap between two garden walls, and {name} squeezed through with {item}.><little:The hedgehogs showed them a secret gap.>
<2-9:{name} squeezed through with {item}.>

:: journey journey.e-beaver-branch
setting: river
role: onward
energy: lively

{onward}<little:a young beaver was dragging a long branch.><grown:a young beaver was dragging a long branch along the river bank.>
He was pulling it sideways, and it kept sticking in the reeds.
<little:Tug!
Stuck.
Tug!
Stuck again!>
{trait:obstacle}
"Turn it round," said {name}.
"Pointy end first!"
{name} and {companion} took hold, and round it swung.
<grown:It slid through the reeds like a needle through cloth.><little:Swish, through the reeds!>
<8-9:The beaver slapped his flat tail on the water, which is the beaver way of clapping.><10-12:The beaver slapped his flat tail on the water with a tremendous smack, which, among beavers, counts as a standing ovation.>
<grown:Where it had swished through, the reeds lay flat in a clear path along the bank.><little:The reeds lay flat.
A path!>
<little:{item} was still safe.[ But {name's} {colour} slippers were muddy now!]><grown:{item} was still safe {itemHeld}[, though {name's} {colour} slippers were muddy now].>

:: journey journey.e-egg-hunt
setting: farm
role: onward
energy: lively

{onward}<little:the hens had hidden their eggs in silly places.><6-9:the farm's hens had hidden their eggs in silly places.><10-12:the farm's hens had hidden their eggs in the most unlikely places imaginable.>
{trait:obstacle} {name} went hunting.
<6-9:One egg was in a flowerpot, and one was in a hat on the fence.><10-12:One egg turned up in a flowerpot and another in a hat on the fence, but the third had completely vanished.><little:One in a flowerpot!
One in a hat!>
<2-9:But the third was nowhere to be seen.>
{Companion} {ability:find,guide}.
<6-9:There it was, under the ear of the sleeping sheepdog!><10-12:There it was, tucked under the ear of the sleeping sheepdog, and {name} eased it out so gently that the dog never stirred.><little:Under the sleepy dog's ear!>
<2-9:{name} slid it out without waking the dog.>
<6-9:Then a hen clucked the way from the gatepost: left at the duck pond.><10-12:Then, from the gatepost, a grateful hen clucked directions: left at the duck pond.><little:The hen clucked the way to go.>
<little:{item} {itemTell}. Left they went!><grown:{item} {itemTell}, and left they went.>

:: journey journey.e-bouncy-castle
setting: fair
role: aside
energy: lively

{onward}<little:at the fair stood a bouncy castle. It was puffy and wobbly, with fat round towers!><grown:at the fair stood a bouncy castle, puffy and wobbly, with fat round towers.>
<little:Boing!
Boing!
Boing!>
<2-9:Everyone was bouncing, except one small vole, sitting in a corner.
"I'm too little," she squeaked.
"I keep falling over."><10-12:Everyone was bouncing except one small vole, huddled in a corner, who squeaked miserably that she was too little and kept falling over.>
<2-9:{trait:help} {name} bounced over, very gently, and held out both hands.><10-12:{trait:help} Bouncing over as gently as {they} could, {name} held out both hands.>
<grown:Together they did tiny bounces, then little bounces, then big ones, until the vole was laughing out loud.><little:Tiny bounce.
Little bounce.
Big bounce!>
{Companion} bounced too, and the whole castle wobbled like a jelly.
<little:At last they all tumbled out onto the grass. {item} {itemTell}.><grown:At last they all tumbled out onto the grass, and {item} {itemTell}.>

:: journey journey.e-sea-puff
setting: island
role: onward
energy: lively

{onward}<little:the path ran by a crack in the rocks.><6-9:the island path wound by a crack in the rocks.><10-12:the island path wound past a crack in the rocks, where every few breaths the sea puffed up, whoomph, flinging spray that pattered down again.>
<2-9:Every few breaths, the sea puffed up through it.
Whoomph!
Up shot the spray, and down it pattered.>
{trait:obstacle} <little:{name} ran for it too soon. Sprinkle, sprinkle![ Right on {their} {hair} hair.]><6-9:{name} ran for it too soon, and got sprinkled[ right on {their} {hair} hair].><10-12:{name} ran for it too soon and got sprinkled[ right on {their} {hair} hair], then shook off the drops like a wet puppy, laughing.>
<2-9:{name} shook off the drops like a wet puppy, laughing.
{name} had another go.
Too late!
Splosh!><10-12:{name} tried again, but hesitated a moment too long: splosh!>
<6-9:The third time, {name} watched and counted with the sea: "One, two, three... go!"><10-12:The third time, {name} watched patiently and counted the rhythm of the sea under {their} breath, and on "go" {name} and {companion} dashed past together.><little:Then {name} counted.
"One, two, three... go!">
<2-9:On "go!", {name} and {companion} dashed past together.
Not a drop had touched {item}.><10-12:Not a single drop touched {item}.>

:: journey journey.e-chess-knight
setting: castle
role: onward
energy: lively

{onward}<little:the castle yard was a giant chessboard. Black, white, black, white!><grown:the castle courtyard was a giant chessboard, black and white.>
"Help!" called a small wooden knight with a horse's head.
"I've lost my square, and I can only go in a zigzag!"
{trait:help} "Two squares forward, then one to the side," said {name}.
"Follow me!"
<little:Hop, hop, sideways!><grown:{name} hopped it out, and the knight clip-clopped behind, all the way to his square.>
{Companion} {ability:guide}.
<8-9:It was a very odd way to travel, but it had got the knight home.><10-12:Zigzagging was a peculiar way to get anywhere, {name} thought, but it had brought the knight home, which was all that mattered.>
<grown:From his square, the knight could see over the wall, and he told {name} which gate led on to {recipient}.><little:The knight showed them the gate for {recipient}.>

:: journey journey.e-tapping-mole
setting: meadow
role: onward
energy: lively

{onward}<little:in the meadow, a heap of earth popped up.><6-9:in the meadow, a little heap of earth popped up out of the grass.><10-12:in the meadow, a little heap of earth popped up, and a mole grumbled, "Wrong place again!">
<2-9:"Wrong place again!" grumbled a mole.>
<little:"I'm digging to the big flat stone. But I can't see the way!"><6-9:"I'm digging to the big flat stone, but I can't see the way."><10-12:"I'm digging to the big flat stone," the mole explained, "but underground I can't see the way.">
<2-9:{trait:help} {name} spotted the stone, far off across the grass.
"Follow my feet!" called {name}, and stamped along, tap, tap, tap.><10-12:{trait:help} Spotting the stone far off across the grass, {name} called, "Follow my feet!" and stamped towards it, tap, tap, tap.>
<6-9:Under the grass, the mole followed.><10-12:Beneath the grass the mole followed the vibrations, and {companion} stamped along too.><little:Tap, tap.
Pop!>
<2-9:{Companion} stamped too.
At the big stone, the mole popped up, waving.><10-12:At the big stone the mole popped up, waving, and from its top {name} could see over the grass to the path ahead.>
<6-9:Up on the stone, {name} could see over the grass to the path ahead.><little:From the stone, {name} saw the path.>
{item} {itemTell}.

:: journey journey.e-apple-star
setting: orchard
role: aside
energy: gentle

{onward}<little:an apple had fallen and split in two.><grown:in the orchard, a windfall apple had split in two on a stone.>
{name} picked up one half and gasped[, {their} {eyes} eyes wide].
<grown:Right in the middle, the pips sat in a little star, with five points.><little:Inside was a star, made of pips!>
{trait:wonder} "Every apple has a star inside," whispered {companion}.
"You just have to cut it the right way."
{name} wanted to plant one pip.
<little:{Companion} made a little hole in the earth. {name} dropped the pip in. Pat, pat!><grown:{Companion} made a little hole in the soft earth, and {name} dropped the pip in and patted it down.>
<8-9:One day, {name} thought, there might be a whole tree here, full of hidden stars.><10-12:One day, long after tonight, there might be a whole tree standing here, {name} thought, with a hidden star in every apple.>
{item} {itemTell}.

:: journey journey.e-spoon-wheel
setting: waterfall
role: onward
energy: gentle

{onward}<little:by the waterfall stood a water wheel. It was made of teaspoons!><6-9:by the waterfall, on a dry rock, stood a water wheel made of teaspoons.><10-12:by the waterfall, on a dry rock, stood an ingenious water wheel made of teaspoons.>
<6-9:Each spoon caught the spray and tipped, and a little bell went ting.><10-12:Each spoon was meant to tip in the spray and ring a little bell, but a water shrew sighed, "It's stopped."><little:Tip, turn, ting!>
<2-9:"It's stopped," sighed a water shrew.>
{trait:help}
<2-9:One spoon had slipped sideways, so {name} pushed it straight, click.><10-12:One spoon had slipped sideways, so {name} clicked it straight, and round went the wheel, ting went the bell, and the delighted shrew clapped.>
<6-9:Round went the wheel, ting went the bell, and the shrew clapped.><little:Ting!
The shrew clapped.>
<6-9:Then the shrew rang the bell three times, and a line of glow-worms lit up along the path ahead.><10-12:Then the shrew rang the bell three times, and a line of glow-worms lit up, one after another, along the path ahead.><little:Ting, ting, ting!
Glow-worms lit the path.>
<little:From {companion} came {sound}. {item} {itemTell}.><grown:{Companion} gave {sound}, and {item} {itemTell}.>

:: journey journey.e-window-box
setting: treehouse
role: onward
energy: gentle

{onward}<little:a treehouse sat in an old walnut tree. Its windows were dark.><grown:a treehouse sat in an old walnut tree, its windows dark.>
<2-9:A note hung on the ladder.><10-12:A note on the ladder explained that its owner had gone to Granny's, and asked for the sweet peas to be watered.>
<6-9:It said: GONE TO MY GRANNY'S.
PLEASE WATER MY SWEET PEAS.><little:It said: Please water my flowers.>
<2-9:The window box flowers were drooping.
{trait:help} {name} filled an acorn cup from the water butt.><10-12:{trait:help} Seeing them drooping in the window box, {name} filled an acorn cup from the water butt.>
{Companion} {ability:lift,guide}.
<6-9:{name} gave each flower a careful drink, and they lifted their heads.><10-12:One by one, {name} gave each flower a careful drink, and slowly they lifted their heads.><little:A drink for you.
A drink for you.>
<6-9:On the note was a little map to Granny's, and it ran the very way they were going.><10-12:On the note was a little map to Granny's, which ran the very way they were going.><little:The note had a map of the way on.>
{item} {itemTell}.

:: journey journey.e-bottle-ship
setting: harbour
role: onward
energy: gentle

{onward}<little:on the harbour wall sat an old walrus. A glass bottle sat on his knee.><grown:on the harbour wall sat an old walrus, with a glass bottle on his knee.>
Inside lay a tiny wooden ship, its masts folded flat.
"My flippers are too big to pull the thread," he sighed.
{Companion} {ability:hush,comfort}.
{trait:help} {name} took the end of the thread and pulled, very slowly.
<grown:One by one, the tiny masts rose up, with their little white sails.><little:Up came the masts, one, two, three!>
<8-9:A whole ship in a bottle, {name} thought, and {they} had helped it stand up tall.><10-12:It was astonishing to think that {name's} careful fingers had raised the sails of a whole ship, however small.>
<grown:Then the walrus pointed up: the moon was out, lighting the path.><little:Up there, the moon peeped out.>
{item} {itemTell} in its glow.

:: journey journey.e-yak-fringe
setting: mountain
role: onward
energy: gentle

{onward}<little:on the mountain path stood a shaggy yak. Her long fringe hung over her eyes!><6-9:on the mountain path stood a shaggy yak, her long fringe hanging right over her eyes.><10-12:on the mountain path stood a shaggy yak, her long fringe hanging so far over her eyes that she bumped into a boulder and politely apologised to it.>
<2-9:Bonk.
"Sorry," she said to a boulder.>
<2-9:{trait:help} "May I?" asked {name}, and the yak bent her big head down.><10-12:{trait:help} "May I?" asked {name}, and when the yak lowered her big head, {name} plaited her fringe and tied it back with a stalk of grass.>
<6-9:{name} twisted the long fringe into a plait and tied it back with a stalk of grass.><little:{name} tied her fringe back.>
<2-9:The yak blinked, and looked up.
"Stars!" she said.><10-12:The yak blinked, looked up and gazed at the stars in wonder.>
{Companion} {ability:warm,guide}.
<6-9:Now that she could see, the yak carried {name} up the steep path on her shaggy back.><10-12:Now that she could see, the grateful yak carried {name} up the steep path on her shaggy back.><little:Then the yak gave {name} a ride up.>
{item} {itemTell}.

:: journey journey.e-unread-book
setting: library
role: onward
energy: gentle

{onward}<little:on a library shelf sat a small, faded book.><grown:at the very end of a library shelf sat a small, faded book.>
"Nobody has ever read me," it sighed.
{trait:help} "Then I'll be first," said {name}, and sat down.
<grown:{name} read the first page out loud, all about a snail who wanted to see the sea.><little:{name} read it out loud.>
As {name} read, the pages began to glow.
<little:{Companion} listened, and laughed at the funny part.><grown:{Companion} listened, and gave {sound} at the funny part.>
<8-9:A story, {name} thought, is only half a story until somebody reads it.><10-12:A story, {name} thought, is only half alive until somebody reads it, and this one had been waiting very patiently indeed.>
<grown:By its glow, {name} spotted a little door, the way on.><little:Its glow showed a little door.>
<little:{name} put the book back, cover out. Through the door {they} went, with {item}.><grown:{name} put the book back, cover out, and went through with {item}.>

:: journey journey.e-star-fishing
setting: clouds
role: onward
energy: gentle

{onward}up in the clouds, three little stars sat fishing.
Their silver lines dangled through a gap in the clouds.
<little:"We're sending down dreams," said the smallest star. "But my line is tangled."><grown:"We're sending down dreams," said the smallest star, "but my line is tangled.">
{Companion} {ability:light,hush,guide}.
{trait:help} {name} sat down and picked at the knot, loop by loop.
<grown:At last the line came free, and down went a tiny dream.><little:Loop, loop, free!
Down went the dream.>
<8-9:Somewhere below, {name} thought, someone had just begun a lovely dream.><10-12:Somewhere far below, {name} thought, someone was turning over in bed and sliding gently into the dream {they} had just set free.>
<grown:Then the smallest star let down one more line, a silver way to the path below.><little:A star line showed the way down.>
{name} drifted down beside it with {item}.

:: journey journey.e-reed-lullaby
setting: pond
role: onward
energy: calm

{onward}<little:on the dark pond floated a mother grebe. Her chicks rode on her back!><grown:on the dark pond, a mother grebe floated with her chicks on her back.>
<8-9:A grebe is a water bird with a feathery crest.><10-12:A grebe is a water bird with a feathery crest and a knack for diving, vanishing and popping up somewhere else entirely.>
But the smallest chick would not settle.
It kept wriggling off, plip.
{trait:help} {name} found a hollow reed and blew across the top, very softly.
<grown:Out came a low note, like a sigh.><little:Hoooo, sang the reed.
Soft and low.>
The smallest chick snuggled into its mother's feathers and closed its eyes.
{Companion} {ability:hush,comfort}.
<grown:Then the mother grebe floated off to a gap in the reeds, where a little boardwalk led on.><little:The grebe showed them a boardwalk.>
Softly, {name} followed with {item}.

:: journey journey.e-night-sounds
setting: hilltop
role: onward
energy: calm

{onward}<little:on the hilltop, {name} sat in the cool grass. {They} closed {their} eyes to listen.><grown:on the hilltop, {name} sat in the cool grass and closed {their} eyes to listen.>
<2-9:Far away, a sheep said baa, just once.
A little train went clickety-clack along the valley.><10-12:Far away a sheep said baa, just once, and a little train went clickety-clack along the valley.>
A church clock struck, slow and deep.
{trait:rest} <6-9:{name} counted the sounds, and each was softer than the one before.><10-12:{name} counted the sounds, noticing that each was softer than the one before, until the quietest of all was {companion's} breathing, slow and warm.><little:Each sound was softer.>
<2-9:Last came the quietest sound: {companion's} breathing, slow and warm.
The clock had struck from just the way they were going.
Slowly, {name} took {item} on towards the sound.><10-12:The clock, {name} realised, had struck from exactly the way they were going, so {they} carried {item} slowly on towards the sound.>

:: journey journey.e-woodlouse-slipper
setting: forest
role: aside
energy: calm

{onward}<little:the forest floor was deep with moss. So soft and cool!><6-9:the forest floor was deep with moss, soft and cool.><10-12:the forest floor was deep with moss, so soft and cool that {name} slipped off {their}[ {colour}] slippers to feel it.>
<2-9:{name} slipped off {their}[ {colour}] slippers to feel it.>
<little:Squish, squash.
So soft!><grown:It was like walking on green velvet.>
{trait:rest} {name} walked slowly, counting steps.
<little:{name} went to put them back on. Something was in one toe!><6-9:When {name} went to put them back on, there was something in one toe.><10-12:When {name} went to put them back on, there was something in one toe: a woodlouse, rolled up like a tiny grey pea and fast asleep.>
<little:It was a woodlouse, rolled up like a tiny grey pea. Fast asleep!><6-9:It was a woodlouse, rolled up like a tiny grey pea, fast asleep.>
<6-9:{name} tipped it gently onto a leaf, and it did not even unroll.><10-12:{name} tipped it gently onto a leaf, and the sleepy creature did not even unroll.><little:{name} tipped it onto a leaf.
It slept on.>
{Companion} {ability:hush,comfort}.
<2-9:{name} whispered goodnight, and carried {item} softly on.><10-12:{name} whispered goodnight to the little sleeper and carried {item} softly on.>

:: journey journey.e-closing-anemones
setting: lighthouse
role: onward
energy: calm

{onward}<little:by the lighthouse, {name} found a rock pool. It was as still as glass.><grown:on the rocks by the lighthouse, {name} found a rock pool, still as glass.>
<6-9:Red and green sea anemones were folding up for the night.><10-12:Red and green sea anemones were folding up for the night, all except one, which could not close because a pebble had rolled into its middle.><little:Little red sea flowers were closing up.>
<little:But one could not close. A pebble had rolled into its middle!><6-9:But one could not close, for a pebble had rolled into its middle.>
<2-9:{trait:help} {name} lifted the pebble out, very gently.><10-12:{trait:help} {name} lifted the pebble out with great care, and at once the anemone folded up like a sleepy fist.>
<6-9:The anemone folded up like a sleepy fist.><little:It closed up, snug.>
{Companion} {ability:hush,guide}.
<6-9:The next sweep of the beam lit a row of flat rocks, like steps leading on.><10-12:The next sweep of the lighthouse beam lit a row of flat rocks, like steps leading on, and {name} tiptoed along them with {item}.><little:The beam lit flat rocks, like steps.>
<2-9:{name} tiptoed along them with {item}.>

:: journey journey.e-toad-spa
setting: cave
role: aside
energy: calm

{onward}<little:deep in the cave was a little warm pool. Curls of steam rose up from it.><grown:deep in the cave, a little pool of warm water breathed out curls of steam.>
<little:A row of toads in towels sat in it. Right up to their chins!><6-9:A row of toads in towels sat in it, up to their chins.><10-12:A row of toads in towels sat in it up to their chins, and the oldest one murmured drowsily, "Sit with us.">
<2-9:"Sit with us," murmured the oldest toad.>
{trait:rest} <little:{name} sat down at the edge. The steam made {their} cheeks rosy.><6-9:{name} sat down at the edge, and the steam made {their} cheeks rosy.><10-12:{name} sat down at the edge, where the steam turned {their} cheeks rosy, and it was as cosy as bath time.>
<6-9:It was as cosy as bath time.><little:Warm cheeks.
Sleepy eyes.>
{Companion} {ability:hush,comfort}.
<2-9:One by one, the toads began to yawn, and so did {name}.
Then, warm right through, {name} went on with {item}.><10-12:Yawns travelled along the row of toads one by one until {name} caught one too; then, warm right through, {they} went on with {item}.>

:: journey journey.e-sea-foam
setting: beach
role: aside
energy: calm

{onward}<little:each little wave left white foam on the beach.><grown:each little wave left a line of white foam along the beach.>
<2-9:{name} knelt and scooped some up.><10-12:{name} knelt and scooped some up; it was as light as nothing, and it fizzed softly in {their} hands.>
<6-9:It was as light as nothing, and it fizzed softly.><little:Soft, light foam.
Fizz, fizz.>
{trait:rest} {name} blew on it, gently.
<6-9:Tiny bubbles drifted up into the dark, and each one held a tiny, wobbly moon.><10-12:Tiny bubbles drifted up into the dark, each holding a tiny, wobbly moon, and one by one the little moons popped without a sound.><little:Up went tiny bubbles.
Each had a tiny moon!>
{Companion} {ability:hush,comfort}.
<2-9:One by one, the little moons popped, without a sound.>
<little:Slowly, {friends} walked on with {item}. Somewhere ahead waited {destination}.><grown:Slowly, {friends} walked on with {item}, towards {destination}.>
