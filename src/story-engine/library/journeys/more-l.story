// Twenty more journeys, one in each of twenty places (set l): scenes on the way that serve any quest of any theme.

:: journey journey.l-well-bucket
setting: village
role: onward
energy: gentle

{onward}<2-9:in the village street stood an old stone well.
"Hello-o-o?" called a small voice from deep inside.><10-12:in the village street stood an old stone well, and from somewhere deep inside, a small voice called, "Hello-o-o?">
{trait:help} <2-9:{name} and {companion} wound the handle together, creak, creak.
Up came the bucket, and in it sat a small green frog.><10-12:{name} and {companion} wound the creaking handle together until up came the bucket, with a small green frog sitting in it.>
<2-9:"I only ever see a little round piece of sky," it croaked.><10-12:"I only ever see a little round piece of sky," it croaked, gazing at the stars in such wonder that it forgot to shut its mouth.>
<6-9:It gazed at all the stars, and forgot to shut its mouth.><little:"So many stars!" it gasped.>
<grown:"Down there I hear everyone," it croaked, "and they all say the bakery lane is quickest."><little:"Take the bakery lane," it croaked.>
<little:{name} wound it gently home.
Then {they} took that lane with {item}.><grown:{name} wound it gently home, then took that lane with {item}.>

:: journey journey.l-rolling-log
setting: river
role: onward
energy: lively

{onward}<little:a swan was gliding down the river.
Three babies rode on her back!><6-9:a swan was gliding down the river with three cygnets on her back.><10-12:a swan was gliding serenely down the river, carrying three cygnets on her back.>
<grown:But one cygnet slid off, like a child on a slide.><little:Whee... splosh!
One slid off!>
{trait:help} <2-9:{name} knelt, scooped it up, and put it back.><10-12:{name} knelt by the water, scooped it up and settled it back in place.>
<6-9:Splosh, off slid another.><10-12:Splosh, off slid another, and {companion} fished that one out.><little:Splosh!
Another one!>
<2-9:{Companion} fished that one out.>
<2-9:"They're doing it on purpose!" laughed {name}.
"Lift your wings at the back," {name} told the swan.><10-12:"They're doing it on purpose!" laughed {name}, and told the swan to lift her wings at the back.>
<6-9:Up went her wings, and all three cygnets stayed on, snug and cross.><10-12:Up went her wings, and all three cygnets stayed aboard, snug but rather indignant.><little:Up went her wings.
Now they stayed on!>
<grown:The swan led {name} to a footbridge by the willows, and {name} crossed it with {item}.><little:The swan found {name} a bridge.
{name} crossed it, holding {item}.>

:: journey journey.l-caterpillar-story
setting: meadow
role: aside
energy: gentle

{onward}<little:a green caterpillar hung from a grass stalk.><6-9:in the meadow, a green caterpillar hung from a stalk of grass.><10-12:in the meadow, a green caterpillar dangled from a stalk of grass, yawning, "I'm spinning my sleeping bag, but it takes ages.">
<2-9:"I'm spinning my sleeping bag," it yawned, "but it takes ages.">
{trait:meet} "I'll tell you a story while you spin," said {name}.
<little:So {name} told it a story.
All about {destination}!><6-9:So {name} told it all about the way to {destination}.><10-12:So {name} described the whole way to {destination}, and the caterpillar spun and listened until only its sleepy face peeped out.>
<6-9:The caterpillar spun and listened until only its sleepy face peeped out.><little:Spin, spin.
Soon only its face peeped out.>
<2-9:"When I wake up, I'll have wings," it mumbled.
"Does your story end happily?"><10-12:"When I wake up, I'll have wings," it mumbled drowsily. "Does your story have a happy ending?">
"It will," said {name}, holding {item} close.
{Companion} {ability:guide}.

:: journey journey.l-orchard-swing
setting: orchard
role: onward
energy: calm

{onward}<little:an old apple tree had a wooden swing.><grown:from the oldest apple tree in the orchard hung a wooden swing.>
<little:{name} sat on it with {item}.><grown:{name} sat on it, with {item} safe {itemHeld}.>
{trait:rest} {Companion} gave the gentlest push.
<grown:Forward went {name}, up towards the moon, and back into the dark leaves, a little slower each time.><little:Swing... and back.
Up to the moon, and back.>
<grown:At the top of each swing, {name} could see over the wall to a quiet path, winding towards {recipient}.><little:Over the wall was a quiet path.>
<8-9:It was the kind of slow that makes your thoughts go soft at the edges.><10-12:It was the kind of slowness that lets your thoughts go soft at the edges, like a chalk drawing smudged by a sleeve.>
At last the swing stopped by itself, and {name} sat very still.
Then {name} slid off and took that path.

:: journey journey.l-old-carp
setting: pond
role: onward
energy: calm

{onward}<little:something big and gold rose slowly.
Up, up, out of the dark pond.><6-9:something big and golden rose slowly out of the dark pond.><10-12:something big and golden rose slowly out of the dark pond: an old carp, older than anyone could remember.>
<2-9:It was an old carp, older than anyone knew.>
<young:Plup.>
It blew one round bubble, with a tiny moon inside.
{trait:wonder} "Goodnight, old fish," whispered {name}[, {their} {eyes} eyes wide].
{Companion} whispered goodnight too, even more softly.
<grown:The carp looked at {name} with one calm eye, then sank back into the deep.><little:The carp blinked.
Then down it went, slow and deep.>
<2-9:The ripples spread, softer and softer, and the pond was still.><10-12:As the ripples faded and the pond grew still, {name} saw that its great tail had swept the reeds apart, revealing a narrow path round the water.>
<6-9:Its great tail had swept the reeds apart, showing a narrow path round the water.><little:Its tail parted the reeds.
There was a path!>
{name} took it, holding {item} close.

:: journey journey.l-moonrise
setting: hilltop
role: onward
energy: calm

{onward}<little:on the hilltop, {name} sat down in the grass.
{They} waited for the moon.><grown:on the hilltop, {name} sat down in the grass to wait for the moon.>
<young:Wait.
Wait.
There!>
A golden edge peeped over the far hills.
{trait:wonder} <grown:It rose slowly, huge and orange at first, then smaller and paler as it climbed, until it was round and white.><little:Up it came, big and gold.
Then it went small and white.>
"It's putting on its nightie," whispered {name}.
{Companion} {ability:warm,hush,comfort}.
<8-9:Watching something happen slowly, {name} decided, was a kind of rest.><10-12:Watching something happen very slowly, {name} decided, was a kind of rest, because there was nothing to do but wait and wonder.>
<grown:By its silver light, {name} could see the path at last, running down the far side of the hill.><little:Now the path shone silver.>
{name} held {item} close and followed it down.

:: journey journey.l-badger-bedding
setting: forest
role: onward
energy: gentle

{onward}<little:a wood mouse lived under a beech tree.
She had just swept her new home.><grown:among the roots of a beech tree, a wood mouse had just swept her brand-new home.>
"Everyone who visits has muddy feet!" she sighed.
{trait:help} <little:{name} found some thick, springy moss.
{Companion} carried it over.><grown:{name} found a patch of thick, springy moss, and {companion} carried it over.>
<grown:{name} laid it outside her door, soft as a bath mat.><little:{name} laid some moss by her door.
A doormat!>
<grown:Along came a beetle, and wiped one, two, three, four, five, six feet.><little:A beetle wiped all six feet.>
<8-9:Then a snail slid across it very slowly, and the mouse laughed and said that counted.><10-12:Then a snail slid slowly across it, and the mouse laughed and declared that one long foot counted perfectly well.>
"Perfect," said the mouse.
<grown:The beetle knew a shortcut under the beech roots, and was going the same way.><little:The beetle knew a shortcut!>
{name} followed its six clean feet, with {item}.

:: journey journey.l-bucket-pig
setting: farm
role: onward
energy: lively

{onward}<little:in the farmyard trotted a young pig.
A bucket was stuck on its head!><6-9:in the farmyard, a young pig trotted about with a bucket stuck on its head.><10-12:in the farmyard, a young pig was trotting about with a bucket stuck on its head, squealing, "I only wanted the porridge!">
<young:Clang!
Bonk!>
<2-9:"I only wanted the porridge!" it squealed.>
{trait:obstacle} <2-9:{name} tugged at the bucket, but the pig wriggled too much.><10-12:{name} tugged at the bucket, but the pig wriggled far too much to budge it.>
<2-9:"Stand still, like a statue," said {name}.
{Companion} showed how, still as a post.><10-12:"Stand still, like a statue," said {name}, and {companion} demonstrated, as motionless as a post.>
<grown:The pig froze, and {name} twisted the bucket until off it came with a pop.><little:Twist, twist... pop!
Off it came!>
"Hop on," grunted the pig, "I'm going your way."
<grown:{name} rode to the far gate on its back, and {item} {itemTell}.><little:Trot, trot, to the far gate!
{item} {itemTell}.>

:: journey journey.l-whisper-puffs
setting: clouds
role: onward
energy: calm

{onward}<little:up in the clouds, the air was very still.
A whisper could hang in it!><grown:up in the clouds, the air was so still that a whisper could hang in it.>
<little:{name} whispered "Hello."
The word floated out, a little white puff!><grown:When {name} whispered "Hello," the word floated out as a little white puff.>
<young:Puff!
Float.>
{trait:wonder} <little:Then {name} whispered, "{refrain}."><grown:Then {name} whispered, very softly, "{refrain}.">
<grown:The words drifted away in a row, like tiny sheep, towards {destination}.><little:Away floated the words.
Off to {destination}!>
<8-9:It was nice to think of them getting there first, to say that {name} was on the way.><10-12:{name} liked the thought of those small words arriving first, like messengers sent ahead to announce that help was on its way.>
{Companion} {ability:hush,guide}.
<little:{name} held {item} close.
{They} followed them, slow and quiet.><grown:{name} held {item} close and followed them, slow and quiet.>

:: journey journey.l-caddis-coat
setting: waterfall
role: aside
energy: gentle

{onward}<little:in a still pool, a tiny grub crawled along.
It wore a coat of pebbles!><grown:in a still pool below the waterfall, a tiny grub crawled along in a coat of pebbles.>
<2-9:"A caddis grub," said {companion}.
"It builds its own coat of stones."><10-12:"That's a caddis grub," explained {companion}, "and it builds its own coat out of stones.">
{trait:help} <little:But there was a gap in it.
{name} found a pebble as tiny as a grain of rice.><grown:There was a gap in it, so {name} found the tiniest pebble, no bigger than a grain of rice.>
<6-9:{name} set it down gently in front of the grub.><10-12:{name} set it down gently in front of the grub, which tucked it into the gap with great precision.><little:Plip!
In went the pebble.>
<2-9:The grub tucked it into the gap, just so.>
<little:{item} {itemTell}.
It was cheering the grub on!><grown:{item} {itemTell}, as if to cheer the grub on.>
{Companion} {ability:guide}.

:: journey journey.l-pillow-feathers
setting: treehouse
role: onward
energy: lively

{onward}<little:four young hedgehogs were in a treehouse.
They were having a pillow fight!><grown:four young hedgehogs were having a pillow fight in a treehouse.>
<young:Flump!
Whump!>
<2-9:One pillow had popped on a prickle, and feathers were everywhere.
"We'll be in trouble!" squeaked the biggest.><10-12:One pillow had burst on a prickle, filling the air with feathers, and the biggest hedgehog squeaked, "We'll be in trouble!">
{trait:obstacle} <little:{name} climbed the rope ladder, {companion} close behind.
{They} held the pillowcase open wide.><grown:{name} climbed the rope ladder, {companion} close behind, and held the pillowcase open wide.>
<6-9:Everyone snatched at the drifting feathers, and in they went.><10-12:Everyone snatched at the drifting feathers and stuffed them in, and then {name} tied a firm knot in the top.><little:Grab, grab!
In went the feathers.>
<2-9:{name} tied a knot in the top.>
<little:"Take our slide down," said the biggest.
"It lands right by the path."><grown:"Take our slide down," said the biggest, "it lands right by the path.">
Whee! {name} whizzed down the slide, holding {item} tight.

:: journey journey.l-fish-shapes
setting: reef
role: aside
energy: lively

{onward}<little:down on the reef, {name} could breathe easily.
Tiny silver fish were trying to make a star.><6-9:down on the reef, where {name} could breathe as easily as at home, tiny silver fish were trying to make a star.><10-12:down on the reef, where {name} could breathe as easily as at home, tiny silver fish were trying to make a star but kept bumping noses.>
<2-9:But they kept bumping noses.>
{trait:meet} <2-9:{name} drew a star in the sand with one finger.
"Find a place on the lines," said {name}.><10-12:{name} traced a star in the sand with one finger and told the fish, "Find a place on the lines.">
<grown:The fish darted and wiggled and swapped, and all at once, a silver star glittered in the water.><little:Dart, wiggle, swap...
A silver star!>
<2-9:Next came a boat, then a whale.
Then they swam a glittering circle round {item}.><10-12:Next they made a boat, then a whale, and finally they swam a glittering circle round {item}.>
{Companion} {ability:guide}.

:: journey journey.l-otter-paws
setting: harbour
role: onward
energy: gentle

{onward}<little:between the boats, sea otters floated on their backs.
They were holding paws.><grown:between the sleeping boats, a family of sea otters floated on their backs, holding paws.>
<little:Bob, bob.
Float, float.>
<little:But the smallest had let go in its sleep.
It was drifting away!><grown:But the smallest had let go in its sleep, and was drifting away.>
{trait:help} {name} held out a ribbon of seaweed.
<grown:The little otter found it and held on, and {name} drew it gently home.><little:The little otter held on.
{name} pulled it gently back.>
Its mother wrapped the seaweed round her paw, still asleep.
{name} and {companion} swapped a quiet smile.
<8-9:Everybody, {name} thought, sleeps better holding on to someone.><10-12:Otters, children and probably everybody else, {name} thought, sleep more soundly with somebody to hold on to in the dark.>
<grown:The father otter woke and swam ahead, showing {name} the steps to the harbour path.><little:Dad otter swam ahead to the steps.>
{name} tiptoed after him with {item}.

:: journey journey.l-larder-key
setting: castle
role: onward
energy: lively

{onward}<little:a jackdaw hopped round the castle courtyard.
It had a key in its beak!><grown:a jackdaw was hopping round the castle courtyard with a key in its beak.>
"My larder key!" puffed the cook, a goose in an apron.
{trait:obstacle} <grown:{name} ran left, and the jackdaw hopped right; {name} ran right, and it hopped left.><little:Left!
Right!
The jackdaw hopped away.>
<2-9:Jackdaws love shiny things.
So {name} held up a shiny bottle top.
"Swap?"><10-12:Remembering that jackdaws love shiny things, {name} held up a shiny bottle top and asked, "Swap?">
<little:Down fell the key, and {companion} caught it.
Off flew the jackdaw!><grown:Down fell the key, {companion} caught it, and off flew the jackdaw.>
<6-9:The goose unlocked the larder, and its back door opened onto the road.><10-12:Gratefully, the goose unlocked the larder, whose back door opened conveniently onto the road.><little:The larder had a back door to the road!>
<little:{name} stepped out with {item}.
The night air was cool.><grown:{name} stepped out into the cool night with {item}.>

:: journey journey.l-long-horn
setting: mountain
role: onward
energy: lively

{onward}<little:on the mountain sat an old goat.
Beside her was a horn, longer than a bed!><grown:on the mountain, an old goat sat beside a horn longer than a bed.>
<little:"It calls the little goats home," she sighed.
"But I've lost my puff."><grown:"It calls the little goats home," she sighed, "but I've lost my puff.">
{Companion} held up the horn's far end.
{trait:obstacle} <2-9:{name} took a big breath and blew.><10-12:{name} took an enormous breath and blew.>
<young:Pffff!>
<6-9:The first time, only a hiss came out; the second, a wobbly squawk.><10-12:The first time only a hiss came out, and the second time a wobbly squawk, so the third time {name} blew slowly and steadily.><little:Then came a squawk!>
<2-9:The third time, {name} blew slowly.>
<young:Hooo-ooom!>
<grown:A deep note rolled round the peaks, and the little goats skipped down a hidden track.><little:Home came the little goats, down a hidden track!>
<2-9:"Follow their track," said the goat.
{name} began the climb, holding {item}.><10-12:"Follow their track," said the goat, so {name} began the climb, holding {item} carefully.>

:: journey journey.l-whale-beam
setting: lighthouse
role: onward
energy: calm

{onward}<little:a small brown moth was chasing the light.><grown:beside the lighthouse, a small brown moth was chasing the beam.>
"I can never catch it," it puffed, "and I'm so tired."
{trait:help} {name} held out one finger, and the moth landed on it.
{name} pointed up at the moon.
{Companion} looked up too, without a sound.
<grown:"That light never runs away," whispered {name}.><little:"Look at that one," whispered {name}.>
<grown:The moth gazed up, and its wings folded, like a book closing.><little:The moth's wings folded shut.>
<8-9:Some lights are for chasing, {name} thought, and some are for resting under.><10-12:Some lights are for chasing, {name} thought, and some, like the patient old moon, are simply for resting under.>
"The sea-pink path is quickest," murmured the moth, and slept.
<little:{name} laid it among the flowers.
Then {they} went that way with {item}.><grown:{name} laid it among the flowers and went that way with {item}.>

:: journey journey.l-shadow-show
setting: library
role: aside
energy: gentle

{onward}<little:a lamp shone on a white sheet.
It hung between two library shelves.><grown:in the library, a lamp shone on a white sheet hung between two shelves.>
Three mice in nightgowns sat waiting for a puppet show.
"But our puppets are lost," sighed the smallest.
{trait:meet} {name} held up {their} hands in the lamplight.
<grown:A shadow bird flapped across the sheet, then a snail crept by, then a duck that quacked, because {name} quacked too.><little:Flap, a bird!
Creep, a snail!
Quack, a duck!>
The mice squeaked and clapped.
<8-9:Making someone laugh, {name} thought, is a bit like giving them a present.><10-12:Making someone laugh, {name} thought, is rather like giving a present, except that it costs nothing and you get one back.>
<little:{item} {itemTell}.
It wanted a turn too!><grown:{item} {itemTell}, as if it wanted a turn.>
{Companion} {ability:guide}.

:: journey journey.l-clockwork-race
setting: fair
role: aside
energy: lively

{onward}<little:clockwork mice were lined up at the fair.
Ready, steady...><6-9:at the fair, clockwork mice were lined up on a wooden track.><10-12:at the fair, clockwork mice were lined up on a wooden track, and a stoat with a stopwatch called, "Wind one up!">
<2-9:"Wind one up!" called a stoat with a stopwatch.>
{trait:obstacle} {name} turned a key, click, click, and let go.
<grown:But {name's} mouse whizzed in circles, then went backwards, and everybody laughed.><little:Whirr!
Round and round, and backwards!>
<2-9:{name} peered at the mouse.
The little tin tail was bent.
{name} straightened it gently and wound it again.><10-12:Peering closely at the mouse, {name} noticed that its little tin tail was bent, so {they} straightened it gently and wound it again.>
<young:Zoom!>
<grown:This time it raced straight down the track and crossed the line first.><little:It won!>
{name} skipped away with {item}.
{Companion} {ability:guide}.

:: journey journey.l-dresser-cups
setting: kitchen
role: aside
energy: calm

{onward}<little:a dormouse peeped out of a teapot.
The teapot sat on the kitchen shelf.><grown:in a cottage kitchen, a dormouse peeped out of the teapot on the shelf.>
<2-9:"The cups keep jingling," she yawned.
On the dresser, teacups hung on hooks, clinking in every draught.><10-12:"The cups keep jingling," she yawned, and {name} saw why: on the dresser, teacups hung on hooks, clinking in every draught.>
<little:Clink.
Tink.>
{trait:help} {name} found the one that hung crooked and set it straight.
<grown:One by one the cups went still, until the only sound was the clock on the wall, ticking slow and low.><little:Then the cups were quiet.>
{Companion} {ability:hush,comfort}.
<little:The dormouse was asleep before {name} reached the door.
{item} {itemTell}.><grown:The dormouse was asleep before {name} reached the door, and {item} {itemTell}.>

:: journey journey.l-pelican-pouch
setting: island
role: onward
energy: gentle

{onward}<little:on the little island stood a pelican.
Its great beak was full to the brim.><grown:on the little island stood a pelican, its great beak full to the brim.>
<little:It had scooped up too much sea.
It could not lift its head!><grown:It had scooped up too much sea, and could not lift its head.>
{trait:help} "Tip it, like a teapot," said {name}, bending forward to show how.
<grown:The pelican leaned over, and out poured the water, with one surprised little fish.><little:Whoosh!
Out poured the water, and one little fish!>
{Companion} caught the fish and let it go.
The pelican clacked its beak, much lighter.
<8-9:Sometimes, {name} thought, the best help is just a good idea.><10-12:It was satisfying, {name} thought, to help without lifting anything heavier than a good idea.>
"Follow the driftwood posts," it said.
"They mark the dry way."
<little:From post to post went {name}, with {item}.
Giggle, giggle!><grown:From post to post went {name}, giggling, with {item}.>
