// Twenty more journeys, one in each of twenty places (set j): scenes on the way that serve any quest of any theme.

:: journey journey.j-pancake-race
setting: village
role: onward
energy: lively

{onward}<little:down the village street ran hens in aprons.
Each one had a frying pan!><grown:a row of hens in aprons came running down the village street, each with a frying pan.>
<little:"The pancake race!" clucked the last hen.
She gave {name} a spare pan[ with a {colour} handle].><grown:"The pancake race!" clucked the last hen, and gave {name} a spare pan[ with a {colour} handle].>
{trait:meet} <grown:{name} ran and flipped, and the cold pancake landed, flop, right on {their} head.><little:Flip!
Flop!
On {name's} head!>
<grown:The next flip turned over once and dropped back into the pan, pat.><little:Flip!
Pat!
In the pan!>
<grown:The finish line was at the far end of the village, right where the lane to {recipient} began.><little:The finish was by the lane they needed!>
<little:{name} gave back the pan.
Off ran {name} with {item}.
{Companion} puffed along behind.><grown:{name} gave back the pan and ran on with {item}, {companion} puffing behind.>
<8-9:{name} came last, but with the only pancake that had been on somebody's head, and the hens agreed that was a kind of winning.><10-12:{name} came last, but the hens agreed that the only pancake to ride on somebody's head deserved a special prize.>

:: journey journey.j-moon-bucket
setting: river
role: onward
energy: lively

{onward}<little:a young otter was splashing in the river.
He wanted to catch the moon in his net!><grown:a young otter was splashing in the river shallows, trying to net the moon.>
<grown:But each time, the moon on the water broke into wobbling silver pieces.><little:Splash!
The moon broke into wobbly bits.>
{trait:help} <little:"We need a bucket," said {name}.
{Companion} {ability:find,guide}.><grown:"We need a bucket," said {name}, and {companion} {ability:find,guide}.>
<grown:{name} filled it from the river and held it still.><little:Still, still, still.>
There in the middle sat the moon, round and whole.
"You caught it!" cried the otter.
"Now take it to light your way."
<little:So {name} carried {item} and the bucket-moon.
The bank shone silver.><grown:So {name} carried {item} and the bucket-moon along the bank, lit silver.>

:: journey journey.j-buttercup-chin
setting: meadow
role: aside
energy: gentle

{onward}<little:the meadow was full of buttercups.
They were gold, even in the moonlight.><grown:the meadow was speckled with buttercups, gold even by moonlight.>
<grown:{name} held one under {companion's} chin, and a little golden glow shone there.><little:{name} held a buttercup under {companion's} chin.
Glow!>
"You like butter!" laughed {name}.
A small vole poked her nose out of the grass.
{trait:meet} "Me next, please!" she squeaked.
<grown:Her chin glowed gold too, and she squeaked with delight.><little:Her chin glowed gold too.>
<little:Then the vole held one up for {name}.[ The glow shone on {their} {colour} pyjamas.]><grown:Then the vole held one up for {name}[, and the glow shone on {their} {colour} pyjamas].>
"Everybody likes butter," she said wisely.
<8-9:It was a silly old game, {name} thought, and somehow it made the whole meadow feel friendly.><10-12:It was a silly old game that proved nothing at all, {name} thought, yet somehow it made the whole meadow feel like friends.>
{Companion} {ability:guide}.
{item} {itemTell}.

:: journey journey.j-partridge-basket
setting: orchard
role: onward
energy: gentle

{onward}under the apple trees, a partridge was calling, "Chirr-ick!"
"I've lost my chicks!" she cried.
{Companion} {ability:hush,comfort}.
{trait:help} In the quiet, {name} listened.
<young:Peep.
Peep, peep.>
<little:The peeping came from an old basket.
It was upside down in the grass.><grown:The peeping came from an old apple basket, upside down in the grass.>
<grown:{name} tipped it up, gently, and out tumbled seven chicks, like brown pom-poms on legs.><little:Up went the basket.
Out ran seven chicks!>
<grown:The partridge counted them twice, then nodded at {item}: "You'll want the gap by the pear tree. It's quicker."><little:"Take the gap by the pear tree," she said.>
{name} slipped through it with {item}.

:: journey journey.j-drifting-pad
setting: pond
role: onward
energy: calm

{onward}<little:a frog was asleep on a lily pad.
Snore... snore...><grown:on the dark pond, a frog lay asleep on a lily pad, snoring softly.>
<little:But the pad had come loose.
It was drifting away!><grown:But the pad had come loose, and it was drifting out into the middle.>
<young:Drift, drift.>
{trait:help} {name} found a long reed at the water's edge.
<grown:{name} hooked the pad and drew it back slowly into the reeds.><little:{name} hooked the pad.
Slowly, slowly, back it came.>
{Companion} {ability:hush,comfort}.
The frog never woke.
<grown:There among the reeds, {name} found an old boardwalk, running the way they needed.><little:In the reeds was a little wooden walkway.>
Softly, {name} carried {item} along it.

:: journey journey.j-tired-kite
setting: hilltop
role: onward
energy: calm

{onward}<little:on the hilltop, a kite was still flying.
Its string was tied to a post.><grown:on the hilltop, a forgotten kite was still flying, its string tied to a post.>
"I'm so tired of flying," it sighed.
{trait:help} <little:{name} untied the string.
{They} wound it in, hand over hand, very slowly.><grown:{name} untied the string and wound it in, hand over hand, very slowly.>
<young:Down, down, down.>
<grown:The kite drifted down like a falling leaf.><little:Down it came, soft as a leaf.>
{name} laid its long tail over it, like a blanket.
<grown:"From up there I could see {destination}," it whispered, "just down the far side of the hill."><little:"Go down the far side," whispered the kite.>
<little:{name} and {companion} tiptoed down with {item}.><grown:Then {name} and {companion} tiptoed down the far side with {item}.>

:: journey journey.j-nightjar
setting: forest
role: onward
energy: calm

{onward}<little:a baby hedgehog trotted after {name's}[ {colour}] slippers.
Sniff, sniff!><grown:on the forest path, a baby hedgehog was trotting after {name's}[ {colour}] slippers, sniffing them.>
<young:Snuffle, snuffle, trot.>
<grown:"It thinks your slippers are two more hedgehogs," whispered {companion}.><little:"It thinks your slippers are hedgehogs!" whispered {companion}.>
{trait:help} {name} stood still and listened for a bigger snuffle.
There it was, under the brambles.
<grown:{name} walked very slowly, so the little one could keep up, and there was its mother.><little:Slowly, slowly, {name} walked to the brambles.
There was its mum!>
<grown:"Take our tunnel under the brambles," whispered the mother hedgehog. "It saves the long way round."><little:"Take our tunnel," she whispered.>
<little:So {name} crept through it with {item}.
Out the other side!><grown:So {name} crept through it with {item}, and out the other side.>

:: journey journey.j-goat-bales
setting: farm
role: onward
energy: lively

{onward}<little:a cow lay asleep in the farm field.
Three young goats bounced on her back!><grown:in the farm field, three young goats were bouncing on a sleeping cow's back.>
<young:Boing!
Boing!
Boing!>
"Off you get," she mooed, eyes shut.
{trait:help} <little:{name} pushed three bales of straw into a row.
They went right up to the gate.><grown:{name} pushed three small bales of straw into a row, right up to the field gate.>
"Who can jump all of them?" called {name}.
<grown:The goats bounced over, boing, boing, boing, and {name} jumped too.><little:Over they went.
Up and over!>
The cow gave a long, happy snore.
<grown:From the top bale, {name} climbed over the gate, onto the lane {they} needed.><little:From the top bale, {name} climbed over the gate.>
<little:{Companion} came after.
{item} {itemTell}.><grown:{Companion} came after, and {item} {itemTell}.>

:: journey journey.j-cuckoo-clock
setting: kitchen
role: aside
energy: calm

{onward}<little:on a kitchen wall hung a wooden clock.
It had a little door at the top.><grown:on a cottage kitchen wall hung a wooden clock with a little door at the top.>
<young:Tick, tock.>
Out popped a cuckoo, and gave an enormous yawn.
"I'm too sleepy to call nine," it said.
{trait:help} "Then call softly," whispered {name}, "and I'll count with you."
<grown:So the cuckoo whispered, and {name} counted under {their} breath, softer and softer, all the way to nine.><little:"Cuckoo," whispered the bird.
One... two... three... all the way to nine.>
The little door clicked shut.
{Companion} {ability:hush,comfort}.
<8-9:{name} had never heard a clock go to sleep before.><10-12:{name} had never heard a clock fall asleep before, and it was oddly comforting to know that even clocks got tired.>
Then {name} tiptoed out with {item}.

:: journey journey.j-vole-bath
setting: waterfall
role: aside
energy: gentle

{onward}<little:by the waterfall, water trickled off the rocks.
It was like a little shower.><grown:beside the waterfall, a trickle ran off the rocks like a little shower.>
<little:A water vole was washing her babies under it.
But the smallest hid behind a stone.><grown:A water vole was washing her babies under it, but the smallest was hiding behind a stone.>
"Not my ears!" he squeaked.
{trait:help} "I bet you can't catch a drop on your nose," said {name}.
<grown:Plip, a drop landed on his nose, then another, and soon he was under the trickle, laughing.><little:Plip!
A drop on his nose!
Then he was all wet, and laughing.>
{Companion} {ability:warm,comfort}.
"Clean ears!" said his mother.[ Spray sparkled on {name's} {colour} sleeves.]
<little:{name} waved goodbye to the clean little voles.
On {they} went with {item}.><grown:{name} waved goodbye to the clean little voles and went on with {item}.>

:: journey journey.j-nut-sort
setting: treehouse
role: onward
energy: gentle

{onward}<little:in a treehouse, a squirrel was sorting nuts.
But it was too dark to see!><grown:in a treehouse, a squirrel was sorting her winter nuts into jars in the dark.>
"Which is which?" she sighed.
{trait:help} {name} shut {their} eyes and felt them, one by one.
<grown:"Acorns wear little hats," said {name}.
"Hazelnuts are round and smooth, and beechnuts have three corners."><little:"This one has a hat," said {name}.
"This one is round.">
They sorted them all by feel.
<grown:At the bottom of the sack, {name's} fingers found a little brass key.><little:Then {name} felt a little key!>
"That opens my gate," said the squirrel.
"It's the quick way through the wood."
<little:{name} unlocked the gate.
Through went {name} and {companion}, with {item}.><grown:{name} unlocked it and went through with {item} and {companion}.>

:: journey journey.j-toucan-berries
setting: jungle
role: onward
energy: lively

{onward}<little:a toucan was in a muddle.><grown:on the jungle floor, a toucan was in a muddle.>
<little:His beak was very, very big.
When he bent for a berry, he bonked the ground!><grown:His beak was so big that every time he bent for a berry, he bonked the ground.>
<young:Bonk!>
{trait:help} {name} picked up a berry and tossed it gently up.
<grown:The toucan snapped, and missed.><little:Snap!
Missed!>
"Slow and low," said {name}, and tossed the next one just right.
Gulp!
<grown:Full at last, the toucan used his big beak to lift aside a curtain of vines, and there was the path.><little:The toucan lifted the vines with his beak.
A path!>
{name} and {companion} went on with {item}.

:: journey journey.j-harbour-crane
setting: harbour
role: onward
energy: lively

{onward}<little:on the harbour wall stood a little crane.
In it sat a water vole in a hard hat.><grown:a water vole in a hard hat sat in a little crane on the harbour wall.>
"I can't see where to put this crate!" he called.
{trait:help} <little:{name} stood well back, by a painted square.
Wave, wave!><grown:{name} stood well back by a painted square on the jetty and waved.>
"Left a bit!"
<grown:The crate swung left, too far.><little:Whoosh!
Too far!>
"Now down, slowly!"
<grown:Down it came, bump, right in the middle of the square.><little:Bump!
Right in the square!>
<grown:The crate was full of lanterns, and the vole gave one to {name}.><little:The vole gave {name} a lantern.>
<little:By its light, {name} carried {item} on.
{Companion} walked close by.><grown:By its light, {name} carried {item} along the dark harbour path, {companion} at {their} side.>

:: journey journey.j-wobbly-jelly
setting: castle
role: aside
energy: lively

{onward}<little:a mole was carrying a great big jelly.
It was as big as a cushion!><grown:in the castle hall, a mole was carrying a jelly as big as a cushion.>
<young:Wibble-wobble, wibble-wobble!>[ The jelly was {colour}, {name's} favourite colour.]
"It won't keep still!" he puffed.
{trait:help} {name} took the other side of the plate.
<grown:Every step made it wobble more, until it slid to the very edge.><little:Step, wobble!
It slid to the edge!>
"Stop!" said {name}.
"Step, and wait."
<grown:Step and wait, step and wait, and the jelly settled to a gentle quiver.><little:Step, wait.
Step, wait.>
{Companion} {ability:lift,guide}.
Up onto the table it went, without a splat.
{item} {itemTell}.

:: journey journey.j-blue-feet
setting: island
role: onward
energy: gentle

{onward}<little:on the island rocks stood a seabird.
He had bright blue feet!><grown:on the rocks of a little island stood a seabird with bright blue feet.>
He lifted one foot, then the other, and turned in a circle.
<young:Step, step, turn.>
"It's my dance," he said, "but nobody ever dances it back."
{trait:meet} So {name} lifted one foot, then the other, and turned too.
<grown:The bird whistled with joy, and off he danced across the rocks.><little:The bird whistled with joy.>
<little:{name} danced after him with {item}.
{Companion} danced too.
Step, step, wobble!><grown:{name} and {companion} danced after him with {item}, a little out of time.>
<grown:It led over the rocks to a little jetty, just where the way went on.><little:The dance led to a little jetty.>
<8-9:A dance, {name} decided, is only really finished when somebody dances it back.><10-12:A dance, {name} decided, is a little like a question: it is only really finished when somebody dances back an answer.>

:: journey journey.j-foghorn
setting: lighthouse
role: onward
energy: calm

{onward}<little:a soft sea mist lay round the lighthouse.
It was grey and quiet, like a blanket.><grown:a soft sea mist had crept round the lighthouse, grey and quiet as a blanket.>
From the foot of the tower came a deep, low sound.
<young:Hooo-mmm.>
"The foghorn," whispered {companion}.
"It tells the boats where the rocks are."
{trait:rest} {name} listened, and then hummed back, low and soft.
<grown:The foghorn called again, and {name} answered, and each time they both sounded sleepier.><little:Hooo-mmm, went the horn.
Hmmm, hummed {name}.>
<grown:{name} kept the sound on {their} left, and the cliff path was easy to follow.><little:{name} kept the sound on one side.>
<little:Slowly, {name} walked on with {item}.><grown:Slowly, {name} walked on through the soft grey with {item}.>

:: journey journey.j-first-lines
setting: library
role: onward
energy: gentle

{onward}<little:{name} went into the library.
The books began to whisper!><grown:in the library, the books began to whisper as {name} went by.>
<grown:Each one was saying its first line.>
"Once, there was a very small whale..."
"One day, the sun forgot to set..."
{trait:wonder} <grown:Then one thin book whispered, "Once, a child set out in the night to {goal}."><little:Then one little book whispered, "Once, a child called {name}...">
<grown:{name} opened it, and on the next page a little map was drawing itself: the way on, and a tiny {name} walking it.><little:{name} opened it.
A map of the way on!>
<little:{name} held {item} close.
{They} followed the map with {companion}.><grown:{name} held {item} closer and followed it with {companion}, ready for the next page.>

:: journey journey.j-swingboats
setting: fair
role: aside
energy: lively

{onward}<little:at the fair hung a row of painted swingboats.><grown:at the fair, a row of painted swingboats hung from a tall frame.>
<little:A badger in a bowler hat was there.
He helped {friends} into the red one.><grown:A badger in a bowler hat helped {friends} into the red one.>
{trait:meet} <grown:They both pulled the rope at once, and the boat only jerked and wobbled.><little:Pull!
Jerk, wobble.>
"Take turns!" called the badger.
<grown:So {name} pulled, then {companion} pulled, and the boat swung forward and back, a little higher each time.><little:Pull, swing!
Pull, swing!
Whee!>[ {name's} {hair} hair streamed out behind.]
<8-9:Not too high, and not too low: {name} thought it was exactly the right height for laughing.><10-12:It was not too high and not too low, {name} decided, but precisely the right height for laughing without feeling wobbly.>
<little:The boat slowed down.
{Companion} {ability:guide}.
{item} {itemTell}.><grown:When the boat slowed, {companion} {ability:guide}, and {item} {itemTell}.>

:: journey journey.j-bullfinch-holly
setting: snowfield
role: onward
energy: gentle

{onward}<little:by the snowy field stood a holly bush.
It was heavy with snow.><grown:at the edge of the snowy field stood a holly bush, heavy with snow.>
A hungry bullfinch sat on the fence.
"There are berries under all that," he peeped.
{trait:help} <grown:{name} took a branch, carefully, because holly is prickly, and shook it.><little:{name} gave a branch a shake.>
<young:Flump!>
<grown:Down slid the snow, and in hopped the bullfinch to the red berries.><little:Down fell the snow.
Red berries!>
<grown:The snow had been hiding something else, too: an old signpost, with one arm pointing across the field.><little:There was a signpost too!>
<little:{name} and {companion} went where it pointed.
{item} was safe and snug.><grown:{name} and {companion} followed where it pointed, {item} safe {itemHeld}.>

:: journey journey.j-wave-breaths
setting: beach
role: aside
energy: calm

{onward}<little:the tide was going out.
The sand was smooth and wet.><grown:the tide was going out, and the sand was smooth and wet.>
{name} walked along the edge, leaving a line of footprints.
<young:Squish, squish, squish.>
{trait:rest} <little:Each one slowly filled with water.
It shone like a little silver bath.><grown:Each one slowly filled with water and shone like a little silver bath.>
<grown:Into the last one scuttled a tiny crab, turned round twice, and settled down.><little:A tiny crab hopped into one.
Ahh.>
Then a second crab came, looking left out.
<little:So {name} pressed one more footprint.
It was right beside the first crab's.><grown:So {name} pressed one more, deep and careful, right beside the first crab's.>
{Companion} {ability:hush,comfort}.
Softly, {name} carried {item} on along the shore.
