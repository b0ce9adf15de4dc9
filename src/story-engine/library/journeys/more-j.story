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
He wanted to catch the moon in his net!
Splash!
The moon broke into wobbly bits.><6-9:a young otter was splashing in the river shallows, trying to net the moon.
But each time, the moon on the water broke into wobbling silver pieces.><10-12:a young otter was splashing in the river shallows, trying to net the moon, but each time its reflection broke into wobbling silver pieces.>
{trait:help} <little:"We need a bucket," said {name}.
{Companion} {ability:find,guide}.><grown:"We need a bucket," said {name}, and {companion} {ability:find,guide}.>
<little:Still, still, still.
There in the middle sat the moon, round and whole.><6-9:{name} filled it from the river and held it still.
There in the middle sat the moon, round and whole.><10-12:{name} filled it from the river and held it perfectly still, and there in the middle sat the moon, round and whole.>
<2-9:"You caught it!" cried the otter.
"Now take it to light your way."><10-12:"You caught it!" cried the otter, and he told {name} to take it along to light the way.>
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

{onward}<2-9:under the apple trees, a partridge was calling, "Chirr-ick!"
"I've lost my chicks!" she cried.><10-12:under the apple trees, a partridge was calling "Chirr-ick!" in distress, because she had lost her chicks.>
{Companion} {ability:hush,comfort}.
{trait:help} In the quiet, {name} listened.
<young:Peep.
Peep, peep.>
<little:The peeping came from an old basket.
It was upside down in the grass.
Up went the basket.
Out ran seven chicks!><6-9:The peeping came from an old apple basket, upside down in the grass.
{name} tipped it up, gently, and out tumbled seven chicks, like brown pom-poms on legs.><10-12:The peeping came from an old apple basket lying upside down in the grass, and when {name} gently tipped it up, out tumbled seven chicks like brown pom-poms on legs.>
<little:"Take the gap by the pear tree," she said.
{name} slipped through it with {item}.><6-9:The partridge counted them twice, then nodded at {item}: "You'll want the gap by the pear tree. It's quicker."
{name} slipped through it with {item}.><10-12:The partridge counted them twice, then nodded at {item} and pointed out the quicker way, a gap by the pear tree, which {name} slipped gratefully through.>

:: journey journey.j-drifting-pad
setting: pond
role: onward
energy: calm

{onward}<little:a frog was asleep on a lily pad.
Snore... snore...
But the pad had come loose.
It was drifting away!><6-9:on the dark pond, a frog lay asleep on a lily pad, snoring softly.
But the pad had come loose, and it was drifting out into the middle.><10-12:on the dark pond, a frog lay snoring softly on a lily pad, unaware that the pad had come loose and was drifting out into the middle.>
<young:Drift, drift.>
{trait:help} <little:{name} found a long reed at the water's edge.
{name} hooked the pad.
Slowly, slowly, back it came.><6-9:{name} found a long reed at the water's edge.
{name} hooked the pad and drew it back slowly into the reeds.><10-12:{name} found a long reed at the water's edge, hooked the pad with it and drew it slowly back into the reeds.>
{Companion} {ability:hush,comfort}.
<little:The frog never woke.
In the reeds was a little wooden walkway.
Softly, {name} carried {item} along it.><6-9:The frog never woke.
There among the reeds, {name} found an old boardwalk, running the way they needed.
Softly, {name} carried {item} along it.><10-12:The frog never woke, and there among the reeds {name} found an old boardwalk running exactly the way they needed, which {name} followed softly with {item}.>

:: journey journey.j-tired-kite
setting: hilltop
role: onward
energy: calm

{onward}<little:on the hilltop, a kite was still flying.
Its string was tied to a post.
"I'm so tired of flying," it sighed.><6-9:on the hilltop, a forgotten kite was still flying, its string tied to a post.
"I'm so tired of flying," it sighed.><10-12:on the hilltop, a forgotten kite was still flying, its string tied to a post, and it sighed that it was very tired of flying.>
{trait:help} <little:{name} untied the string.
{They} wound it in, hand over hand, very slowly.><grown:{name} untied the string and wound it in, hand over hand, very slowly.>
<young:Down, down, down.>
<little:Down it came, soft as a leaf.
{name} laid its long tail over it, like a blanket.><6-9:The kite drifted down like a falling leaf.
{name} laid its long tail over it, like a blanket.><10-12:The kite drifted down like a falling leaf, and {name} laid its long tail over it like a blanket.>
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
{trait:help} <2-9:{name} stood still and listened for a bigger snuffle.
There it was, under the brambles.><10-12:{name} stood still and listened for a bigger snuffle, and soon heard one under the brambles.>
<6-9:{name} walked very slowly, so the little one could keep up, and there was its mother.><little:Slowly, slowly, {name} walked to the brambles.
There was its mum!><10-12:{name} walked very slowly so that the little one could keep up, and there, waiting, was its mother.>
<little:"Take our tunnel," she whispered.
So {name} crept through it with {item}.
Out the other side!><6-9:"Take our tunnel under the brambles," whispered the mother hedgehog. "It saves the long way round."
So {name} crept through it with {item}, and out the other side.><10-12:The mother hedgehog whispered that their tunnel under the brambles would save the long way round, so {name} crept through it with {item} and out the other side.>

:: journey journey.j-goat-bales
setting: farm
role: onward
energy: lively

{onward}<little:a cow lay asleep in the farm field.
Three young goats bounced on her back!><6-9:in the farm field, three young goats were bouncing on a sleeping cow's back.><10-12:in the farm field, three young goats were bouncing on a sleeping cow's back, and she mooed, "Off you get," without even opening her eyes.>
<young:Boing!
Boing!
Boing!>
<2-9:"Off you get," she mooed, eyes shut.>
{trait:help} <little:{name} pushed three bales of straw into a row.
They went right up to the gate.
"Who can jump all of them?" called {name}.><6-9:{name} pushed three small bales of straw into a row, right up to the field gate.
"Who can jump all of them?" called {name}.><10-12:{name} pushed three small bales of straw into a row right up to the field gate and called, "Who can jump all of them?">
<little:Over they went.
Up and over!
The cow gave a long, happy snore.><6-9:The goats bounced over, boing, boing, boing, and {name} jumped too.
The cow gave a long, happy snore.><10-12:The goats bounced over, boing, boing, boing, and {name} jumped too, while the cow gave a long, contented snore.>
<little:From the top bale, {name} climbed over the gate.
{Companion} came after.
{item} {itemTell}.><6-9:From the top bale, {name} climbed over the gate, onto the lane {they} needed.
{Companion} came after, and {item} {itemTell}.><10-12:From the last bale, {name} climbed over the gate onto the lane {they} needed, with {companion} close behind, and {item} {itemTell}.>

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
It was like a little shower.><6-9:beside the waterfall, a trickle ran off the rocks like a little shower.><10-12:beside the waterfall, a trickle ran off the rocks like a little shower, and a water vole was washing her babies under it.>
<little:A water vole was washing her babies under it.
But the smallest hid behind a stone.><6-9:A water vole was washing her babies under it, but the smallest was hiding behind a stone.><10-12:The smallest, however, was hiding behind a stone and squeaking that nobody was to wash his ears.>
<2-9:"Not my ears!" he squeaked.>
{trait:help} "I bet you can't catch a drop on your nose," said {name}.
<grown:Plip, a drop landed on his nose, then another, and soon he was under the trickle, laughing.><little:Plip!
A drop on his nose!
Then he was all wet, and laughing.>
{Companion} {ability:warm,comfort}.
<little:"Clean ears!" said his mother.[ Spray sparkled on {name's} {colour} sleeves.]
{name} waved goodbye to the clean little voles.
On {they} went with {item}.><6-9:"Clean ears!" said his mother.[ Spray sparkled on {name's} {colour} sleeves.]
{name} waved goodbye to the clean little voles and went on with {item}.><10-12:"Clean ears!" said his mother approvingly, and {name}[, spray sparkling on {their} {colour} sleeves,] waved goodbye to the clean little voles and went on with {item}.>

:: journey journey.j-nut-sort
setting: treehouse
role: onward
energy: gentle

{onward}<little:in a treehouse, a squirrel was sorting nuts.
But it was too dark to see!
"Which is which?" she sighed.><6-9:in a treehouse, a squirrel was sorting her winter nuts into jars in the dark.
"Which is which?" she sighed.><10-12:in a treehouse, a squirrel was sorting her winter nuts into jars in the dark, sighing that she could not tell which was which.>
{trait:help} {name} shut {their} eyes and felt them, one by one.
<little:"This one has a hat," said {name}.
"This one is round."
They sorted them all by feel.><6-9:"Acorns wear little hats," said {name}.
"Hazelnuts are round and smooth, and beechnuts have three corners."
They sorted them all by feel.><10-12:"Acorns wear little hats," explained {name}, "hazelnuts are round and smooth, and beechnuts have three corners," and together they sorted them all by feel.>
<little:Then {name} felt a little key!
"That opens my gate," said the squirrel.
"It's the quick way through the wood."><6-9:At the bottom of the sack, {name's} fingers found a little brass key.
"That opens my gate," said the squirrel.
"It's the quick way through the wood."><10-12:At the bottom of the sack, {name's} fingers found a little brass key, which, said the squirrel, opened her gate: the quick way through the wood.>
<little:{name} unlocked the gate.
Through went {name} and {companion}, with {item}.><grown:{name} unlocked it and went through with {item} and {companion}.>

:: journey journey.j-toucan-berries
setting: jungle
role: onward
energy: lively

{onward}<little:a toucan was in a muddle.><6-9:on the jungle floor, a toucan was in a muddle.><10-12:on the jungle floor, a toucan was in a muddle, because his beak was so big that every time he bent for a berry, he bonked the ground.>
<little:His beak was very, very big.
When he bent for a berry, he bonked the ground!><6-9:His beak was so big that every time he bent for a berry, he bonked the ground.>
<young:Bonk!>
{trait:help} <little:{name} picked up a berry and tossed it gently up.
Snap!
Missed!><6-9:{name} picked up a berry and tossed it gently up.
The toucan snapped, and missed.><10-12:{name} picked up a berry and tossed it gently upwards, but the toucan snapped and missed.>
<2-9:"Slow and low," said {name}, and tossed the next one just right.
Gulp!><10-12:"Slow and low," said {name}, and tossed the next one just right, straight into the toucan's beak with a gulp.>
<little:The toucan lifted the vines with his beak.
A path!
{name} and {companion} went on with {item}.><6-9:Full at last, the toucan used his big beak to lift aside a curtain of vines, and there was the path.
{name} and {companion} went on with {item}.><10-12:Full at last, the toucan used his big beak to lift aside a curtain of vines, revealing the path, and {name} and {companion} went on with {item}.>

:: journey journey.j-harbour-crane
setting: harbour
role: onward
energy: lively

{onward}<little:on the harbour wall stood a little crane.
In it sat a water vole in a hard hat.
"I can't see where to put this crate!" he called.><6-9:a water vole in a hard hat sat in a little crane on the harbour wall.
"I can't see where to put this crate!" he called.><10-12:a water vole in a hard hat sat in a little crane on the harbour wall, calling that he could not see where to put his crate.>
{trait:help} <little:{name} stood well back, by a painted square.
Wave, wave!
"Left a bit!"
Whoosh!
Too far!><6-9:{name} stood well back by a painted square on the jetty and waved.
"Left a bit!"
The crate swung left, too far.><10-12:{name} stood well back by a painted square on the jetty and waved the crate to the left, but it swung too far.>
<little:"Now down, slowly!"
Bump!
Right in the square!><6-9:"Now down, slowly!"
Down it came, bump, right in the middle of the square.><10-12:"Now down, slowly!" called {name}, and down it came, bump, right in the middle of the square.>
<little:The vole gave {name} a lantern.
By its light, {name} carried {item} on.
{Companion} walked close by.><6-9:The crate was full of lanterns, and the vole gave one to {name}.
By its light, {name} carried {item} along the dark harbour path, {companion} at {their} side.><10-12:The crate was full of lanterns, and by the light of the one the vole gave {them}, {name} carried {item} along the dark harbour path, {companion} at {their} side.>

:: journey journey.j-wobbly-jelly
setting: castle
role: aside
energy: lively

{onward}<little:a mole was carrying a great big jelly.
It was as big as a cushion!><grown:in the castle hall, a mole was carrying a jelly as big as a cushion.>
<young:Wibble-wobble, wibble-wobble!>[ The jelly was {colour}, {name's} favourite colour.]
"It won't keep still!" he puffed.
{trait:help} <little:{name} took the other side of the plate.
Step, wobble!
It slid to the edge!><6-9:{name} took the other side of the plate.
Every step made it wobble more, until it slid to the very edge.><10-12:{name} took the other side of the plate, but every step made the jelly wobble more, until it slid right to the edge.>
<little:"Stop!" said {name}.
"Step, and wait."
Step, wait.
Step, wait.><6-9:"Stop!" said {name}.
"Step, and wait."
Step and wait, step and wait, and the jelly settled to a gentle quiver.><10-12:"Stop," said {name}, "step, and wait," and so they went, step and wait, step and wait, until the jelly settled to a gentle quiver.>
{Companion} {ability:lift,guide}.
<2-9:Up onto the table it went, without a splat.
{item} {itemTell}.><10-12:Up onto the table it went without a single splat, and meanwhile {item} {itemTell}.>

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
It was grey and quiet, like a blanket.
From the foot of the tower came a deep, low sound.><6-9:a soft sea mist had crept round the lighthouse, grey and quiet as a blanket.
From the foot of the tower came a deep, low sound.><10-12:a soft sea mist had crept round the lighthouse, grey and quiet as a blanket, and from the foot of the tower came a deep, low sound.>
<young:Hooo-mmm.>
<2-9:"The foghorn," whispered {companion}.
"It tells the boats where the rocks are."><10-12:"That's the foghorn," whispered {companion}, "telling the boats where the rocks are.">
{trait:rest} {name} listened, and then hummed back, low and soft.
<little:Hooo-mmm, went the horn.
Hmmm, hummed {name}.
{name} kept the sound on one side.><6-9:The foghorn called again, and {name} answered, and each time they both sounded sleepier.
{name} kept the sound on {their} left, and the cliff path was easy to follow.><10-12:The foghorn called again and {name} answered, the two of them sounding sleepier each time, and by keeping the sound on {their} left, {name} found the cliff path easy to follow.>
<little:Slowly, {name} walked on with {item}.><grown:Slowly, {name} walked on through the soft grey with {item}.>

:: journey journey.j-first-lines
setting: library
role: onward
energy: gentle

{onward}<little:{name} went into the library.
The books began to whisper!><6-9:in the library, the books began to whisper as {name} went by.><10-12:in the library, the books began to whisper as {name} went by, each one murmuring its own first line.>
<6-9:Each one was saying its first line.>
"Once, there was a very small whale..."
"One day, the sun forgot to set..."
{trait:wonder} <grown:Then one thin book whispered, "Once, a child set out in the night to {goal}."><little:Then one little book whispered, "Once, a child called {name}...">
<little:{name} opened it.
A map of the way on!
{name} held {item} close.
{They} followed the map with {companion}.><6-9:{name} opened it, and on the next page a little map was drawing itself: the way on, and a tiny {name} walking it.
{name} held {item} closer and followed it with {companion}, ready for the next page.><10-12:{name} opened it to find a little map drawing itself on the next page, showing the way on and a tiny {name} walking it.
Holding {item} closer, {name} followed it with {companion}, ready for the next page.>

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
<2-9:A hungry bullfinch sat on the fence.
"There are berries under all that," he peeped.><10-12:A hungry bullfinch sat on the fence, peeping that there were berries somewhere under all that.>
{trait:help} <grown:{name} took a branch, carefully, because holly is prickly, and shook it.><little:{name} gave a branch a shake.>
<young:Flump!>
<grown:Down slid the snow, and in hopped the bullfinch to the red berries.><little:Down fell the snow.
Red berries!>
<little:There was a signpost too!
{name} and {companion} went where it pointed.
{item} was safe and snug.><6-9:The snow had been hiding something else, too: an old signpost, with one arm pointing across the field.
{name} and {companion} followed where it pointed, {item} safe {itemHeld}.><10-12:The snow had been hiding an old signpost too, with one arm pointing across the field, and {name} and {companion} followed it, {item} safe {itemHeld}.>

:: journey journey.j-wave-breaths
setting: beach
role: aside
energy: calm

{onward}<little:the tide was going out.
The sand was smooth and wet.
{name} walked along the edge, leaving a line of footprints.><6-9:the tide was going out, and the sand was smooth and wet.
{name} walked along the edge, leaving a line of footprints.><10-12:the tide was going out, and {name} walked along the smooth, wet sand at its edge, leaving a line of footprints.>
<young:Squish, squish, squish.>
{trait:rest} <little:Each one slowly filled with water.
It shone like a little silver bath.><grown:Each one slowly filled with water and shone like a little silver bath.>
<little:A tiny crab hopped into one.
Ahh.
Then a second crab came, looking left out.><6-9:Into the last one scuttled a tiny crab, turned round twice, and settled down.
Then a second crab came, looking left out.><10-12:Into the last one scuttled a tiny crab, which turned round twice and settled down, and then a second crab arrived, looking rather left out.>
<little:So {name} pressed one more footprint.
It was right beside the first crab's.><grown:So {name} pressed one more, deep and careful, right beside the first crab's.>
{Companion} {ability:hush,comfort}.
Softly, {name} carried {item} on along the shore.
