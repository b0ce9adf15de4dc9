// Twenty more journeys, from the village to the snowy field: scenes on the way that serve any quest of any theme.

:: journey journey.c-hopscotch
setting: village
role: onward
energy: lively

{onward}<little:someone had chalked hopscotch on the cobbles.><6-9:someone had chalked a hopscotch grid on the village cobbles.><10-12:someone had chalked a hopscotch grid on the village cobbles, where three young hedgehogs were taking turns.>
<2-9:Three young hedgehogs were taking turns.>
"Your go!" they called.
<2-9:{name} threw a pebble, clack, onto number seven.><10-12:{name} threw a pebble, clack, onto number seven, then went hop, hop, jump, all the way up the squares[, {their} {hair} hair bobbing].>
<little:Hop, hop, jump!><6-9:Hop, hop, jump, {name} went, all the way up the squares[, {their} {hair} hair bobbing].>
{trait:obstacle} <little:On the way back, {name} stood on one foot. {They} picked up the pebble!><6-9:On the way back, {name} picked up the pebble, standing on one foot.><10-12:On the way back, balancing on one foot, {name} stooped for the pebble, wibbled, wobbled and stayed up!>
<little:Wibble, wobble... still up!><6-9:{name} wibbled and wobbled, and stayed up!>
The hedgehogs cheered, and so did {companion}.
<6-9:The chalk squares ran on down the lane, right out of the village.><little:The squares ran on down the lane.><10-12:The chalk squares ran on down the lane and right out of the village, so on {name} hopped, square by square, with {item}.>
<2-9:So on {name} hopped, square by square, with {item}.>

:: journey journey.c-stick-race
setting: river
role: onward
energy: lively

{onward}a little wooden bridge crossed the river.
<little:"Let's have a stick race," said {name}. {They} chose a long, thin stick.><grown:"Let's have a stick race," said {name}, and chose a long, thin stick.>
{Companion} chose a short, fat one.
<young:One, two, three, drop!><8-9:They counted to three and dropped them in together.><10-12:They counted to three together and let go at precisely the same moment, so that nobody could possibly call it unfair.>
Then they ran across to watch.
The fat stick bobbed out first, but where was {name's}?
{trait:obstacle} {name} looked hard, and spotted it, stuck in the reeds.
<grown:A ripple nudged it free, and out it spun, last but very pleased with itself.><little:Bob, bob, out it came!>
<little:Now they were over the bridge. The path was right there!><grown:The race had brought them over the bridge, right where the path went on.>
{item} {itemTell}.

:: journey journey.c-leaf-pile
setting: orchard
role: onward
picture: autumn
energy: lively

{onward}<2-9:the orchard was gold and red with autumn leaves.><10-12:the orchard was gold and red with autumn leaves, and under the biggest tree a stoat had raked them into a crackly heap.>
<little:Under the biggest tree, a stoat had made a crackly leaf heap.><6-9:Under the biggest tree, a stoat had raked them into a crackly heap.>
{trait:meet} <2-9:"Go on," said the stoat, with a wink.
"Everybody should jump in a leaf pile once."><10-12:"Go on," said the stoat with a wink; "everybody should jump in a leaf pile at least once.">
<2-9:{name} ran, and jumped.><10-12:{name} took a run and jumped, crunch, whoomph, and up flew the leaves like startled birds.>
<little:Crunch!
Whoomph!><6-9:Crunch, whoomph!
Up flew the leaves like startled birds.>
<2-9:{Companion} jumped in too.
Then {name} helped to rake the heap back up.><10-12:{Companion} jumped in too, and afterwards {name} helped to rake the heap back up.>
<6-9:Under where it had been lay a little brick path, leading out of the orchard.><little:Under the leaves was a little path!><10-12:Beneath where it had been lay a little brick path leading out of the orchard, and {name} followed it, with one small leaf still riding on {item}.>
<little:{name} trotted down it with {item}. One small leaf came too!><6-9:{name} followed it, with one small leaf still riding on {item}.>

:: journey journey.c-hide-and-seek
setting: forest
role: onward
energy: lively

{onward}<little:a young badger peeped out from behind a tree.><grown:a young badger peeped out from behind a pine tree.>
"Hide-and-seek?" he whispered.
"You count!"
{trait:meet} {name} covered {their} eyes and counted.
One, two, three... ten!
{name} looked behind a stump and under a fern.
No badger.
Then {name} spotted a black-and-white stripe poking out from under the bracken.
"Found you!"
<grown:Out tumbled the badger, giggling, with moss on his nose.><little:Out he tumbled, giggling.>
<8-9:Stripes, {name} decided, were not much use for hiding.><10-12:Stripes, {name} decided, were splendid for many things, but hiding under dark bracken was clearly not one of them.>
Then the badger showed them his secret track out of the forest.
<little:{Companion} {ability:guide}. {name} followed, with {item} safe.><grown:{Companion} {ability:guide}, and {name} followed, {item} safe {itemHeld}.>

:: journey journey.c-cloud-balls
setting: clouds
role: onward
energy: lively

{onward}<little:up in the clouds, little stars played a game.><6-9:up in the clouds, a crowd of little stars was having a game.><10-12:up in the clouds, a crowd of little stars was playing a game, scooping up handfuls of cloud and throwing them, puff!>
<2-9:They scooped up handfuls of cloud and threw them, puff!>
{trait:meet} "Catch!" they twinkled, and {name} caught one.
<little:It was soft as a marshmallow. And cool, like the other side of the pillow!><grown:It was soft as a marshmallow, and cool as the other side of the pillow.>
<little:Throw!
Puff!
Catch!><grown:Soon cloud-balls were flying everywhere, bursting into little puffs of mist.>
{Companion} {ability:fly,guide}.
<6-9:Then the stars lit a twinkling trail across the clouds, just the way they had to go.><little:The stars lit a trail for them.><10-12:Then the stars lit a twinkling trail across the clouds, just the way they had to go, so {name} brushed the mist off {item} and followed.>
<2-9:{name} brushed the mist off {item} and followed it.>

:: journey journey.c-leaping-fish
setting: waterfall
role: onward
energy: lively

{onward}<little:below the waterfall, silver fish were leaping. Up, up the water they jumped!><6-9:in the pool below the waterfall, silver fish were leaping up the tumbling water.><10-12:in the pool below the waterfall, silver fish were leaping up the tumbling water, though one small fish kept trying and falling back.>
<2-9:One small fish kept trying, and falling back.>
{trait:help} <2-9:{name} knelt on the bank and looked carefully.
Beside the big fall was a low, gentle step.><10-12:{name} knelt on the bank and looked carefully, and noticed a low, gentle step beside the big fall.>
"Try that one!" {name} called, pointing.
<grown:The small fish flicked its tail, leapt the step, and was off upstream.><little:Flick, leap, up it went!>
{Companion} {ability:guide}.
<6-9:Next to it ran a dry little path, up past the falls.><little:Next to it was a dry path up.><10-12:Next to it ran a dry little path up past the falls, and {item} {itemTell} as up they went.>
<little:{item} {itemTell}. Up they went!><6-9:{item} {itemTell}, and up they went.>

:: journey journey.c-pass-it-on
setting: harbour
role: onward
energy: lively

{onward}<little:mice in yellow hats stood on the jetty. They were unloading a fishing boat.><6-9:a line of mice in sou'westers stood along the jetty, unloading a fishing boat.><10-12:a line of mice in sou'westers was unloading a fishing boat along the jetty, swinging baskets of mussels from paw to paw and singing, "Pass it on!">
<little:"Pass it on!" they sang. Baskets swung from paw to paw.><6-9:"Pass it on!" they sang, swinging baskets of mussels from paw to paw.>
{trait:meet} <2-9:There was a gap in the line, just right for {name}.><10-12:There was a gap in the line, just the right size for {name}, who caught each basket and swung it on.>
<little:Swing!
Pass!
Swing!
Pass!><6-9:Swing and pass, {name} caught each basket and swung it on.>
<little:{name} took one handle of the biggest basket. {Companion} took the other.><grown:{name} took one handle of the biggest basket, and {companion} took the other.>
<6-9:The boat was sailing up the coast next, so the mice took {friends} along.><little:Then the mice gave them a boat ride.><10-12:The boat was sailing up the coast next, so the mice took {friends} along, and {name} held {item} tight the whole way.>
<2-9:{name} held {item} tight all the way.>

:: journey journey.c-ram-gateway
setting: farm
role: onward
energy: gentle

{onward}<little:a big woolly ram stood in the gateway. He would not budge!><6-9:a big woolly ram stood in the farm gateway, and would not budge.><10-12:a big woolly ram stood in the farm gateway and would not budge, not even when {name} gave him a very polite push.>
<2-9:{name} gave him a very polite push.
Nothing.
"Please may we pass?" asked {name}.
The ram just chewed.><10-12:"Please may we pass?" asked {name}, but the ram simply went on chewing.>
{trait:obstacle} <little:Then {name} had an idea. {They} sang softly, "{refrain}."><grown:Then {name} had an idea, and began to sing, softly, "{refrain}.">
<6-9:The ram's ears twitched, and his eyes went dreamy.
Then he ambled out of the way, humming.><little:The ram's ears twitched.
He swayed.
Then he stepped aside!><10-12:The ram's ears twitched and his eyes went dreamy, and then he ambled out of the way, humming contentedly.>
<2-9:"He only wanted a song," laughed {name}.><10-12:"All he wanted was a song," laughed {name}.>
{Companion} {ability:guide}.
<little:Through the gate they went, with {item}.><grown:Through the gate they went, with {item} {itemHeld}.>

:: journey journey.c-four-leaves
setting: meadow
role: aside
energy: gentle

{onward}<little:the meadow was thick with clover. A young grasshopper was hunting through the leaves.><grown:the meadow was thick with clover, and a young grasshopper was hunting through the leaves.>
<2-9:"I'm looking for a four-leaf clover," he said.
"They're lucky, but so hard to find."><10-12:He was searching for a four-leaf clover, he explained, because they were lucky but so hard to find.>
{trait:help} <2-9:{name} knelt down to help.
Three leaves.
Three again.><10-12:{name} knelt to help, finding three leaves, then three again.>
Then, under a daisy, {name} saw it: one, two, three, four!
<6-9:"You found it, so you keep it," said the grasshopper.><little:"You keep it," said the grasshopper.><10-12:"You found it, so you keep it," insisted the grasshopper, but {name} decided it could be lucky for {recipient}, and tucked it in beside {item}.>
<little:"Then it can be lucky for {recipient}," said {name}. {They} tucked it in beside {item}.><6-9:"Then it can be lucky for {recipient}," said {name}, and tucked it in beside {item}.>
{Companion} {ability:light,guide}.

:: journey journey.c-hiccups
setting: pond
role: aside
energy: gentle

{onward}<little:by the pond sat a little green frog. He had the hiccups!><6-9:at the edge of the pond sat a little green frog with the hiccups.><10-12:at the edge of the pond sat a little green frog with the hiccups, and every hic made him jump.>
<2-9:Hic!
Every hiccup made him jump.>
{trait:help} <2-9:"Hold your breath and count to ten," said {name}.><10-12:"Hold your breath and count to ten," suggested {name}, but the frog puffed out his cheeks, got as far as four, and, hic, off he hopped.>
<little:One, two... hic!><6-9:The frog puffed out his cheeks, got as far as four, and, hic, off he hopped.>
<2-9:"Sip some water," said {name}.
Glug... hic!
Then {name} showed him a long, slow, sleepy sigh.
The frog copied it, aaah.><10-12:Next {name} suggested sipping some water: glug... hic! Then {name} showed him a long, slow, sleepy sigh, and the frog copied it, aaah.>
<grown:They waited and waited, and not one hiccup came.><little:No more hiccups!>
<little:{Companion} {ability:hush,comfort}. {item} {itemTell}.><grown:{Companion} {ability:hush,comfort}, and {item} {itemTell}.>

:: journey journey.c-painted-stars
setting: treehouse
role: onward
energy: gentle

{onward}<little:a lamp glowed in a treehouse. A wood mouse was painting stars on the ceiling.><grown:a lamp glowed in a treehouse, where a wood mouse was painting stars on the ceiling.>
"Come up!" she called.
"I can't reach the last corner," said the mouse.
{Companion} {ability:carry,lift,guide}.
{trait:help} <little:{name} took the little brush. {They} painted one more star, with five careful points![ It had a dab of {colour}.]><grown:{name} took the little brush and painted one more star, five careful points[ and a dab of {colour}].>
<grown:Then the lamp went low, and the ceiling glowed like a tiny night sky.><little:The lamp went low.
The stars glowed!>
<8-9:It must be lovely, {name} thought, to fall asleep under a sky you had painted yourself.><10-12:It must be lovely, {name} thought, to drift off every night under stars you had painted with your own small brush.>
<grown:Through the window, she showed {name} a real star, hanging low over the path ahead.><little:The mouse pointed at a real star.>
<2-3:{name} climbed down with {item}.
The star stayed in sight.><4-12:{name} climbed down with {item}, keeping the star in sight.>

:: journey journey.c-bottle-note
setting: lighthouse
role: aside
energy: gentle

{onward}<little:on the rocks below the lighthouse, something glinted. Glint, glint, in the beam!><grown:on the rocks below the lighthouse, something glinted each time the beam swept past.>
<little:It was a little bottle in a rock pool. A note was curled inside!><grown:It was a little bottle in a rock pool, with a note curled inside.>
{trait:wonder} {name} fished it out.
Pop went the cork.
<grown:The note said, "Hello to whoever finds this.
Have a good night."><little:It said, "Hello!
Have a good night.">
On the back, {name} wrote, "Hello back, from {name}."
<little:Then {name} corked it and set it back in the pool. The tide would carry it off.><grown:Then {name} corked it and set it back in the pool, for the tide to carry off.>
{Companion} {ability:light,guide}.
{item} {itemTell}.
<8-9:Somewhere, some day, somebody would get a hello back.><10-12:Somewhere, some day, someone would uncork that bottle and find a hello waiting, from a traveller they would never meet.>

:: journey journey.c-snow-tracks
setting: snowfield
role: onward
energy: gentle

{onward}<2-9:the snowy field was criss-crossed with little tracks.
"Who went this way?" wondered {name}.><10-12:the snowy field was criss-crossed with little tracks, and {name} wondered who had gone that way.>
<2-9:Tiny arrows: a bird had hopped here.
Dots with a line between: a mouse, dragging its tail.
Two long prints and two short ones: a hare, bounding.><10-12:Tiny arrows meant a bird had hopped there, and dots with a line between were a mouse dragging its tail. Two long prints and two short ones were a bounding hare.>
{trait:wonder} {Companion} {ability:find,guide}.
<6-9:At the end of the hare's tracks sat the hare, as white as the snow.><little:At the end sat the hare, white as snow!><10-12:At the end of the hare's tracks sat the hare itself, as white as the snow, and it offered to lead them where the snow was firm.>
<2-9:"Follow me," said the hare, "I know where the snow is firm.">
<little:{name} stepped in the hare's tracks with {item}.[ Crunch went {their} {colour} wellies.]><grown:{name} stepped in the hare's tracks[ in {their} {colour} wellies], {item} held close.>

:: journey journey.c-hook-a-duck
setting: fair
role: onward
energy: gentle

{onward}<little:at the fair was a tub of water. Little wooden ducks bobbed round it.><6-9:at the fair, little wooden ducks were bobbing round a tub of water.><10-12:at the fair, little wooden ducks were bobbing round a tub of water, while a pig in a striped waistcoat called, "Hook a duck!">
<2-9:"Hook a duck!" called a pig in a striped waistcoat.>
<little:Dip.
Miss!
Dip.
Miss!><grown:Dip, miss!
Dip, miss!>
{trait:obstacle} <2-9:{name} kept very still, and dipped at just the right moment.
Hooked!><10-12:{name} kept perfectly still, dipped at exactly the right moment, and hooked one!>
<2-9:The prize was a wooden yo-yo[, painted {colour}].
{name} gave it to a small mouse who was watching, all eyes.><10-12:The prize was a wooden yo-yo[, painted {colour}], which {name} gave to a small mouse who had been watching, all eyes.>
<little:The mouse showed them the way out.><grown:The mouse squeaked with joy, and yo-ed ahead to show them their way out, through a gap behind the stalls.>
{Companion} gave {sound}.
Even {item} {itemTell}.

:: journey journey.c-lights-out
setting: hilltop
role: onward
energy: calm

{onward}<little:{name} looked down from the hilltop. There was the whole village, far below!><grown:from the top of the hill, {name} could see the whole village far below.>
Its windows glowed like a box of sweets.
{trait:rest} <little:{Friends} watched. The lights began to go out, one by one.><grown:As {friends} watched, the lights began to go out, one by one.>
<little:Blink.
Goodnight.
Blink.
Goodnight.><grown:A bedroom here, a kitchen there, and {name} whispered goodnight to each.>
Soon the very last village window went out too.
{Companion} {ability:warm,hush,comfort}.
<8-9:All those people, {name} thought, tucked up safe, and not one of them knew that someone had said goodnight.><10-12:All those people were tucked up safe, {name} thought, and not one of them knew that a passing traveller had wished them goodnight.>
<little:But far off, one light stayed on, low and steady. It was just the way they were going!><grown:But far off, one light stayed on, low and steady, just the way they were going.>
Quietly, {name} carried {item} towards it.

:: journey journey.c-dust-angel
setting: moon
role: onward
energy: calm

{onward}<little:on the moon, the dust was deep and soft. Like the inside of a pillow!><grown:on the moon, the dust was deep and soft, like the inside of a pillow.>
{name} lay down in it[, {their} {hair} hair fanning out].
{trait:rest} <grown:{name} swept {their} arms up and down, and {their} legs in and out, and the dust whispered, shhh, shhh.><little:Arms up.
Arms down.
Shhh, went the dust.>
Up stood {name}, and there was a moon angel.
{Companion} {ability:hush,comfort}.
<little:Overhead, the stars leaned close to look. Then they made a long line. It pointed the way on.><grown:Overhead, the stars leaned close to look, then settled into a long line, pointing the way on.>
<8-9:It was the quietest thing {name} had ever made.><10-12:Of everything {name} had ever made, it was easily the quietest, and it seemed to be smiling in the starlight.>
{name} floated softly along it with {item}.

:: journey journey.c-book-trolley
setting: library
role: onward
energy: calm

{onward}<little:an old mole was wheeling a trolley of books. Back to the shelves they went!><6-9:an old mole was wheeling a trolley of books back to the library shelves.><10-12:an old mole was wheeling a trolley of books back to the library shelves, murmuring, "Every book goes home at bedtime.">
<2-9:"Every book goes home at bedtime," he said softly.>
{trait:help} <2-9:{name} picked up a book about the sea.><10-12:{name} picked up a book about the sea, found the right shelf and slid it in.>
<6-9:{name} found the sea shelf and slid it in.><little:{name} found its place and slid it in.>
{Companion} {ability:lift,hush,comfort}.
<2-9:The last book gave a papery yawn as it settled in.><10-12:The last book gave a papery yawn as it settled into its place.>
<6-9:"You've saved me an hour," whispered the mole, and he showed {name} the back stairs, a secret way out.><little:The mole showed them the back stairs.><10-12:"You've saved me an hour," whispered the mole, and he showed {name} the back stairs, a secret way out, which {name} tiptoed down with {item}, yawning too.>
<2-9:{name} tiptoed down with {item}, yawning too.>

:: journey journey.c-shadow-puppets
setting: cave
role: aside
energy: calm

{onward}<little:deep in the cave, a grey wall shone softly.><grown:deep in the cave, a smooth grey wall shone softly in the dark.>
<little:In the stone was a curl, round and round. Like a flat snail shell!><grown:In the stone was a curl, round and round, like a snail shell pressed flat.>
<grown:"A fossil," whispered {companion}.
"A little sea creature lived here long ago, when this cave was under the sea."><little:"A fossil," whispered {companion}.
"From long, long ago.">
{trait:wonder} <little:{name} blew the dust off the curl. {They} traced it with one finger, slower and slower.[ {Their} {eyes} eyes half closed.]><grown:{name} blew the dust from the curl and traced it with one finger, slower and slower[, {their} {eyes} eyes half closed].>
<young:Round... and round... and in.>
{Companion} {ability:light,hush,guide}.
<8-9:The sea had gone, {name} thought, but the stone had kept its secret safe.><10-12:The sea had drained away long ago, {name} thought, but the stone had kept its little secret safe for all that time.>
Softly, {name} carried {item} on.

:: journey journey.c-bubble-blanket
setting: reef
role: aside
energy: calm

{onward}<little:on the reef, the fish were going to sleep. Breathing there was as easy as in bed.><grown:down on the reef, where breathing was as easy as in bed, the fish were going to sleep.>
<little:A blue-and-green fish blew a big bubble all round itself. Like a sleeping bag!><grown:A blue-and-green parrotfish was blowing a big, clear bubble all round itself, like a sleeping bag.>
"It keeps me cosy till morning," it mumbled.
{trait:rest} {name} watched it tuck in its fins and close its eyes.
<little:Snug and sleepy.>
{Companion} {ability:hush,comfort}.
<little:{name} checked {item}. Still safe! On {they} swam.><grown:{name} made sure {item} was still {itemHeld}, and swam on.>
<8-9:Everybody, {name} thought, likes something wrapped round them at night.><10-12:Everybody, {name} thought, even a fish at the bottom of the sea, liked something snug wrapped round them at night.>

:: journey journey.c-flag-folding
setting: castle
role: onward
energy: calm

{onward}<little:a mouse in a tin helmet lowered the flag.><grown:a mouse in a tin helmet was lowering the castle flag for the night.>
{Companion} {ability:lift,comfort}.
<2-9:Down, down it came.
"It's too big to fold on my own," the mouse yawned.><10-12:Down it came, and the mouse yawned that it was far too big to fold alone.>
{trait:help} <little:{name} took two corners. The mouse took the other two, on tiptoe.><grown:{name} took two corners, and the mouse took the other two, on tiptoe.>
<grown:In half, in half again, and again, until the great flag was a neat square.><little:Fold.
Fold.
Fold.
Small and neat!>
<6-9:From the battlements, {name} could see the path ahead, winding silver under the moon.><little:From up high, {name} saw the path ahead.><10-12:From the battlements, {name} could see the path ahead winding silver under the moon, and carried {item} softly down to it.>
<2-9:{name} carried {item} softly down to it.>
