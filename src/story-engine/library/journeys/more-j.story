// Twenty more journeys, one in each of twenty places (set j): scenes on the way that serve any quest of any theme.

:: journey journey.j-pancake-race
setting: village
energy: lively

{onward}a row of hens in aprons came running down the village street, each with a frying pan.
"The pancake race!" clucked the last hen, and gave {name} a spare pan[ with a {colour} handle].
{trait:meet} <grown:{name} ran and flipped, and the cold pancake landed, flop, right on {their} head.><little:Flip!
Flop!
On {name's} head!>
<grown:The second flip went sideways, and {companion} caught it just in time.><little:Flip again!
Whoops, sideways!>
<grown:The third flip turned over once and dropped back into the pan, pat.><little:Flip!
Pat!
In the pan!>
<young:Hooray!>
The hens cheered, and {item} {itemTell}.
{Companion} {ability:guide}.
<big:{name} came last, but with the only pancake that had been on somebody's head, and the hens agreed that was a kind of winning.>

:: journey journey.j-moon-bucket
setting: river
energy: lively

{onward}a young otter was splashing in the river shallows, trying to net the moon.
<grown:But each time, the moon on the water broke into wobbling silver pieces.><little:Splash!
The moon broke into wobbly bits.>
{trait:help} {name} looked up at the sky and smiled.
"We need a bucket," said {name}, and {companion} {ability:find,guide}.
<grown:{name} filled the bucket from the river and held it very still.><little:{name} filled the bucket with water.
Still, still, still.>
There in the middle sat the moon, round and whole.
"You caught it!" cried the otter, turning a somersault.
<big:The real moon was still up in the sky, of course, but this one was exactly the right size for an otter.>
{item} {itemTell}[, and the little moon shone in {name's} {eyes} eyes].

:: journey journey.j-buttercup-chin
setting: meadow
energy: gentle

{onward}the meadow was speckled with buttercups, gold even by moonlight.
<grown:{name} held one under {companion's} chin, and a little golden glow shone there.><little:{name} held a buttercup under {companion's} chin.
Glow!>
"You like butter!" laughed {name}.
A small vole poked her nose out of the grass.
{trait:meet} "Me next, please!" she squeaked.
<grown:Her chin glowed gold too, and she squeaked with delight.><little:Her chin glowed gold too.>
Then the vole held one up for {name}[, and the glow shone on {their} {colour} pyjamas].
"Everybody likes butter," she said wisely.
<big:It was a silly old game, {name} thought, and somehow it made the whole meadow feel friendly.>
{Companion} {ability:guide}.
{item} {itemTell}.

:: journey journey.j-partridge-basket
setting: orchard
energy: gentle

{onward}under the apple trees, a partridge was running to and fro, calling, "Chirr-ick!"
"I've lost my chicks!" she cried.
{Companion} {ability:hush,comfort}.
{trait:help} In the quiet, {name} listened.
<young:Peep.
Peep, peep.>
The peeping came from an old apple basket, upside down in the grass.
<grown:{name} tipped it up, gently, and out tumbled seven chicks, like brown pom-poms on legs.><little:Up went the basket.
Out ran seven chicks!>
"There you are!" cried the partridge, and counted them twice.
<big:A basket, {name} decided, is a wonderful place to hide and a very poor place to get out of.>
{name} picked a leaf off {item}[ and out of {their} {hair} hair], and walked on.

:: journey journey.j-drifting-pad
setting: pond
energy: calm

{onward}on the dark pond, a frog lay asleep on a lily pad, snoring softly.
But the pad had come loose, and it was drifting out into the middle.
<young:Drift, drift.>
{trait:help} {name} found a long reed at the water's edge.
<grown:Kneeling on the bank, {name} hooked the pad, drew it back slowly, and tucked it among the reeds.><little:{name} hooked the pad.
Slowly, slowly, back it came.>
{Companion} {ability:hush,comfort}.
The frog never woke.
<big:It would never know it had nearly gone on a journey of its own.>
Softly, {name} went on towards {destination} with {item}[, {their} {hair} hair damp with the night air].

:: journey journey.j-tired-kite
setting: hilltop
energy: calm

{onward}on the hilltop, a forgotten kite was still flying, its string tied to a post.
"I'm so tired of flying," it sighed.
{trait:help} {name} untied the string and wound it in, hand over hand, very slowly.
<young:Down, down, down.>
<grown:The kite drifted down like a falling leaf and lay in the grass with a papery sigh.><little:Down it came, soft as a leaf.>
{name} laid its long tail over it, like a blanket[, {their} {hair} hair stirring in the breeze].
{Companion} {ability:hush,comfort}.
<big:Even a kite, {name} thought, must be glad to come down at the end of a long day.>
Then {name} tiptoed on down the hill with {item}.

:: journey journey.j-nightjar
setting: forest
energy: calm

{onward}on the forest path, a baby hedgehog was trotting after {name's}[ {colour}] slippers, sniffing them.
<young:Snuffle, snuffle, trot.>
<grown:"It thinks your slippers are two more hedgehogs," whispered {companion}.><little:"It thinks your slippers are hedgehogs!" whispered {companion}.>
{trait:help} {name} stood still and listened for a bigger snuffle.
There it was, under the brambles.
<grown:{name} walked very slowly, so the little one could keep up, and there was its mother.><little:Slowly, slowly, {name} walked to the brambles.
There was its mum!>
The baby tucked in beside her with a sleepy sigh.
{Companion} {ability:hush,guide}.
With {item} held close, {name} went softly on.

:: journey journey.j-goat-bales
setting: farm
energy: lively

{onward}in the farm field, three young goats were bouncing on a sleeping cow's back.
<young:Boing!
Boing!
Boing!>
"Off you get," she mooed, without opening her eyes.
{trait:help} {name} pushed three small bales of straw into a row.
"Who can jump all of them?" called {name}.
<grown:The goats bounced over, boing, boing, boing, again and again, and {name} jumped too[, {their} {colour} dressing gown flying].><little:Over they went.
Up and over!
{name} jumped too!>
{Companion} {ability:hush,comfort}, and the cow gave a long, happy snore.
<big:Sometimes, {name} thought, the kindest way to stop a game is to start a better one somewhere else.>
{item} {itemTell}.

:: journey journey.j-cuckoo-clock
setting: kitchen
energy: calm

{onward}on a cottage kitchen wall hung a wooden clock with a little door at the top.
<young:Tick, tock.>
Out popped a cuckoo, and gave an enormous yawn.
"I'm too sleepy to call nine," it said.
{trait:help} "Then call softly," whispered {name}, "and I'll count with you."
<grown:So the cuckoo whispered, and {name} counted under {their} breath, softer and softer, all the way to nine.><little:"Cuckoo," whispered the bird.
One... two... three... all the way to nine.>
The little door clicked shut.
{Companion} {ability:hush,comfort}.
<big:{name} had never heard a clock go to sleep before.>
Then {name} tiptoed out with {item}.

:: journey journey.j-vole-bath
setting: waterfall
energy: gentle

{onward}beside the waterfall, a trickle ran off the rocks like a little shower.
A water vole was washing her babies under it, but the smallest was hiding behind a stone.
"Not my ears!" he squeaked.
{trait:help} "I bet you can't catch a drop on your nose," said {name}.
<grown:Plip, a drop landed on his nose, then another, and soon he was under the trickle, laughing.><little:Plip!
A drop on his nose!
Then he was all wet, and laughing.>
{Companion} {ability:warm,comfort}.
"Clean ears!" said his mother.[ Spray sparkled on {name's} {colour} sleeves.]
{name} waved goodbye to the clean little voles and went on with {item}.

:: journey journey.j-nut-sort
setting: treehouse
energy: gentle

{onward}in a treehouse, a squirrel was sorting her winter nuts into jars in the dark.
"Which is which?" she sighed.
{Companion} {ability:comfort}.
{trait:help} {name} shut {their} eyes and felt them, one by one.
<grown:"Acorns wear little hats," said {name}.
"Hazelnuts are round and smooth, and beechnuts have three corners."><little:"This one has a hat," said {name}.
"This one is round.">
So they sorted them all by feel, until every jar was full.
In the morning, she would find not one nut in the wrong jar.
<big:{name} had never known that fingers could see, a little, if you let them.>
{item} {itemTell}.

:: journey journey.j-toucan-berries
setting: jungle
energy: lively

{onward}on the jungle floor, a toucan was in a muddle.
His beak was so big that every time he bent for a berry, he bonked the ground.
<young:Bonk!>
{trait:help} {name} picked up a berry and tossed it gently up.
<grown:The toucan snapped, and missed.><little:Snap!
Missed!>
"Slow and low," said {name}, and tossed the next one just right.
Gulp!
{Companion} {ability:find,guide}, and soon there was a heap of berries.
Toss, gulp, toss, gulp!
Then on they went with {item}[, and berry juice on {name's} {colour} sleeve].

:: journey journey.j-harbour-crane
setting: harbour
energy: lively

{onward}a water vole in a hard hat sat in a little crane on the harbour wall.
A crate swung from its hook.
"I can't see where to put it!" he called.
{trait:help} {name} stood well back by a painted square on the jetty and waved.
"Left a bit!"
<grown:The crate swung left, too far.><little:Whoosh!
Too far!>
"Back a bit!
Now down, slowly!"
<grown:Down it came, bump, right in the middle of the square.><little:Bump!
Right in the square!>
<big:{name} had never told a crane what to do before, and it felt rather grand.>
The vole tooted the crane's horn, and {item} {itemTell}.
Then {companion} {ability:light,guide}.

:: journey journey.j-wobbly-jelly
setting: castle
energy: lively

{onward}in the castle hall, a mole was carrying a jelly as big as a cushion.
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
energy: gentle

{onward}on the rocks of a little island stood a seabird with bright blue feet.
He lifted one foot, then the other, and turned in a circle.
<young:Step, step, turn.>
"It's my dance," he said, "but nobody ever dances it back."
{trait:meet} So {name} lifted one foot, then the other, and turned too.
<grown:The bird whistled with joy, and they danced it again together.><little:The bird whistled with joy.>[ {name's} {colour} slippers looked almost as bright as his feet.]
Even {companion} joined in, a little out of time.
<big:A dance, {name} decided, is only really finished when somebody dances it back.>
At last {name} waved goodbye with one more slow step, and went on with {item}.

:: journey journey.j-foghorn
setting: lighthouse
energy: calm

{onward}a soft sea mist had crept round the lighthouse, grey and quiet as a blanket.
From the foot of the tower came a deep, low sound.
<young:Hooo-mmm.>
"The foghorn," whispered {companion}.
"It tells the boats where the rocks are."
{trait:rest} {name} listened, and then hummed back, low and soft.
<grown:The foghorn called again, and {name} answered, and each time they both sounded sleepier.><little:Hooo-mmm, went the horn.
Hmmm, hummed {name}.>
{Companion} {ability:light,guide}.
<big:It was the kind of talk that needed no words at all.>[ The mist made {name's} {hair} hair curl at the ends.]
Slowly, {name} walked on into the soft grey with {item}.

:: journey journey.j-first-lines
setting: library
energy: gentle

{onward}in the library, the books began to whisper as {name} went by.
<grown:Each one was saying its first line.>
"Once, there was a very small whale..."
"One day, the sun forgot to set..."
{trait:wonder} <grown:Then one thin book whispered, "Once, a child set out in the night to {goal}."><little:Then one little book whispered, "Once, a child called {name}...">
<grown:{name} opened it, and after that first line, every page was empty.><little:{name} opened it.
The pages were empty!>
"It's still being written," whispered {companion}.
<big:{name} slid it back onto the shelf very carefully, as if it might wake.>
<grown:Then {companion} {ability:light,guide}, and {name} held {item} closer, ready for the next page.><little:{Companion} {ability:light,guide}.
{name} hugged {item} close.>

:: journey journey.j-swingboats
setting: fair
energy: lively

{onward}at the fair, a row of painted swingboats hung from a tall frame.
A badger in a bowler hat helped {friends} into the red one.
{trait:meet} <grown:They both pulled the rope at once, and the boat only jerked and wobbled.><little:Pull!
Jerk, wobble.>
"Take turns!" called the badger.
<grown:So {name} pulled, then {companion} pulled, and the boat swung forward and back, a little higher each time.><little:Pull, swing!
Pull, swing!
Whee!>[ {name's} {hair} hair streamed out behind.]
<big:Not too high, and not too low: {name} thought it was exactly the right height for laughing.>
When the boat slowed, {companion} {ability:guide}, and {item} {itemTell}.

:: journey journey.j-bullfinch-holly
setting: snowfield
energy: gentle

{onward}at the edge of the snowy field stood a holly bush, heavy with snow.
A hungry bullfinch sat on the fence.
"There are berries under all that," he peeped.
{trait:help} <grown:{name} took a branch, carefully, because holly is prickly, and gave it a shake.><little:{name} gave a branch a shake.>
<young:Flump!>
<grown:Down slid the snow, and there were the berries, red and shining, and in hopped the bullfinch.><little:Down fell the snow.
Red berries!>
{name's} fingers were cold now[, and so were {their} {colour} sleeves].
{Companion} {ability:warm,comfort}.
{item} {itemTell}.

:: journey journey.j-wave-breaths
setting: beach
energy: calm

{onward}the tide was going out, and the sand was smooth and wet.
{name} walked along the edge, leaving a line of footprints.
<young:Squish, squish, squish.>
{trait:rest} Each one slowly filled with water and shone like a little silver bath.
<grown:Into the last one scuttled a tiny crab, turned round twice, and settled down.><little:A tiny crab hopped into one.
Ahh.>
Then a second crab came, looking left out.
So {name} pressed one more, deep and careful, right beside the first crab's.
{Companion} {ability:hush,comfort}.
Softly, {name} carried {item} on along the shore.
