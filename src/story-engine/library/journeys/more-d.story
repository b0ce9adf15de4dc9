// Twenty more journeys, one in each of twenty places: scenes on the way that serve any quest of any theme.

:: journey journey.d-milk-cart
setting: village
role: onward
energy: lively

{onward}<little:a milk cart came rattling down the street. A goat in a flat cap pulled it.><grown:a milk cart came rattling down the village street, pulled by a goat in a flat cap.>
<young:Clink, clank, clink!>
<2-9:Bump!
One wheel stuck fast between two cobbles.><10-12:Then, with a bump, one wheel stuck fast between two cobbles.>
{trait:obstacle} <2-9:{name} put both hands on the back of the cart and pushed.
Stuck!><10-12:{name} put both hands on the back of the cart and pushed, but it stayed stuck.>
"One, two, three, push!" called {name}, and {companion} pushed too.[ {name's} {hair} hair flopped over {their} eyes.]
<grown:Out popped the wheel, and off went the cart, clinking merrily.><little:Pop!
Off it went.>
<6-9:At the corner, the goat waved them up beside the bottles, for the cart was going their way.><little:Then the goat gave them a ride!><10-12:At the corner, the goat waved them up beside the bottles, for the cart was going their way, and {item} {itemTell} at every clink.>
<2-9:{item} {itemTell} at every clink.>

:: journey journey.d-river-basket
setting: river
role: onward
energy: gentle

{onward}<little:a string stretched over the river. On it hung a tiny basket.><6-9:a tiny basket hung on a string across the river.><10-12:a tiny basket hung on a string across the river, and along it came, trundling over the water to {name}.>
<6-9:Along it came, trundling over the water to {name}.><little:Over the water it came.>
Inside was a blackberry, and a note: FOR A TRAVELLER.
{trait:meet} <little:{name} ate the blackberry. {They} waved to some mice on the far bank.><6-9:{name} ate the blackberry, and waved to a family of mice on the far bank.><10-12:{name} ate the blackberry and waved to a family of mice on the far bank, then sent the basket back with a sprig of mint.>
<2-9:In went a sprig of mint, and back went the basket.>
<grown:Back came the basket once more, with a map on a leaf: the little bridge was just round the bend.><little:Then came a map to the bridge!>
{Companion} {ability:guide}.
{item} {itemTell}.

:: journey journey.d-puffballs
setting: meadow
role: onward
energy: lively

{onward}<little:the meadow was dotted with round white puffballs. Like lost tennis balls!><grown:the meadow was dotted with round white puffballs, like lost tennis balls.>
A young hare hopped onto one.
POOF!
Up went a little brown cloud, like a sneeze.
"Your turn!" he called.
{trait:meet} {name} jumped onto the next one.
POOF!
POOF, POOF, POOF!
<grown:The last one was the biggest of all, and it went off with such a POOF that {companion} sneezed.><little:{Companion} sneezed.
Atishoo!>
<8-9:It was the silliest game {name} had ever played, and quite possibly the best.><10-12:It was without doubt the silliest game {name} had ever played, and quite possibly the best, though {companion} might not agree.>
<little:{name} laughed and brushed the dust off {item}.[ And off {their} {colour} dressing gown too!]><grown:{name} brushed the dust off {item}[ and {their} {colour} dressing gown], laughing.>
<little:Then the hare bounded ahead, POOF by POOF. He showed them the way across.><grown:Then the hare bounded ahead, POOF by POOF, to show them the way across the meadow.>

:: journey journey.d-apron-pocket
setting: orchard
role: aside
energy: calm

{onward}<little:an apron hung on a ladder in the orchard.><grown:an apple picker's apron hung on a ladder in the orchard.>
Its pocket was moving, up and down.<little:
What was in it?>
{name} took a peep.
<grown:Four harvest mice lay curled up inside, like peas in a pod.><little:Four little mice, fast asleep!>
A cool breeze blew, and the smallest mouse shivered.
{trait:help} <little:{name} folded the apron over the pocket. Like a blanket!><grown:{name} folded the top of the apron down over the pocket, like a blanket.>
<grown:The shivering stopped, and four tiny snores came from inside.><little:Snore, snore, snore, snore.>
{Companion} {ability:hush,comfort}.
<8-9:{name} hoped the apple pickers would look in the pocket before they put it on.><10-12:{name} sincerely hoped the apple pickers would think to peep into the pocket before tying the apron on in the morning.>
Then, on tiptoe, {name} carried {item} on.

:: journey journey.d-diving-frogs
setting: pond
role: onward
energy: lively

{onward}<little:some frogs sat on a log by the pond. They were having a diving contest!><grown:on a log by the pond, a row of frogs was having a diving contest.>
"We need a judge!" they croaked.
{trait:meet} <little:{name} sat down on the bank, with {item} safe.><grown:{name} sat down on the bank, with {item} safe {itemHeld}.>
Boing, plop, went the first frog.
"Eight!" called {name}.
<grown:Then the smallest frog bounced, tumbled, and landed flat on its tummy.><little:Then the smallest frog fell flat.>
SPLOSH!
<grown:Water went all over {companion}.><little:Everybody was soaked, even {companion}!>
"Ten!" laughed {name}[, dripping from {their} {hair} hair to {their} toes].
"Ten for the biggest splash!"
<8-9:The smallest frog puffed up so proudly that it nearly floated away.><10-12:The smallest frog swelled with such pride at its score that it looked in real danger of floating off like a balloon.>
<grown:Proud as anything, the little frog hopped ahead to show them the path round the pond.><little:The frog showed them the path round.>

:: journey journey.d-beetle-view
setting: hilltop
role: onward
energy: gentle

{onward}a little black beetle was trudging up the hill.
"I've climbed all week to see the view," he puffed.
{trait:help} <little:{name} held out a hand, flat as a step. The beetle climbed on.><grown:{name} held out a hand, flat as a step, and the beetle climbed on.>
Up they went, all the way to the top.
<grown:There lay the whole world, silver and sleeping.><little:There was the whole world, asleep.>
"Oh," whispered the beetle[ from {name's} {colour} sleeve].
"It's even bigger than I thought."
{Companion} {ability:fly,guide}.
<8-9:{name} had seen views before, but never one so well as through somebody else's eyes.><10-12:{name} had seen plenty of views, but never one so fine as this, shared with someone who had climbed all week for it.>
Then {name} set him down gently.
<grown:From up here, {name} could see the whole way to {recipient}, every bend of it.><little:There was the way to {recipient}!>

:: journey journey.d-old-oak
setting: forest
role: aside
energy: calm

{onward}<little:deep in the forest stood the oldest oak. It was as wide as a house!><grown:deep in the forest stood the oldest oak of all, as wide as a house.>
{trait:wonder} <little:{name} tried to hug it. {Their} arms reached only a little way!><grown:{name} put {their} arms round it, but they reached only a little way.>
{Companion} came to help, and still they could not meet.
<grown:"It's so old," whispered {name}, pressing an ear to the bark.><little:"It's so old," whispered {name}.>
<grown:Deep inside came a slow creak, like someone old, breathing in sleep.><little:Creak... creak.
Like breathing.>
{Companion} {ability:hush,comfort}.
<8-9:{name} thought of all the children who might have hugged this tree, long ago, and all the ones still to come.><10-12:{name} pictured the children who had hugged this tree over hundreds of years, and felt like one link in a very long chain.>
<little:"Goodnight, old tree," whispered {name}. On {they} went, quietly, with {item}.><grown:"Goodnight, old tree," whispered {name}, and went on quietly with {item}.>

:: journey journey.d-wheelbarrow
setting: farm
role: onward
energy: lively

{onward}<little:in the farmyard, three piglets sat in a wheelbarrow.><grown:in the farmyard, three piglets were sitting in a wheelbarrow.>
"Push us!" they squealed.
{trait:meet} {name} took the handles and lifted.
Oof!
Piglets are heavier than they look.
<grown:{name} pushed them round the yard, bumpity-bump, past the sleepy cows and round the water trough.><little:Bumpity-bump, round the yard!>
<grown:Then {name} tipped them gently into a heap of soft straw.><little:Tip!
Into the straw they rolled.>
<8-9:"Again tomorrow?" begged the piglets, and {name} promised.><10-12:"Again tomorrow?" begged the piglets, and {name} promised, though {they} privately hoped tomorrow's piglets would be slightly lighter.>
<grown:To say thank you, the piglets pushed open the back gate of the farmyard, which saved a long walk round.><little:The piglets opened the back gate.>
<little:{item} {itemTell}. {Companion} {ability:guide}.><grown:{item} {itemTell}, and {companion} {ability:guide}.>

:: journey journey.d-swifts
setting: clouds
role: aside
energy: gentle

{onward}<little:up on the clouds, {name} saw some swifts. They flew round and round, eyes closed.><grown:up on the clouds, {name} saw a flock of swifts circling slowly round and round, eyes closed.>
<grown:"They're asleep," whispered {companion}.
"Swifts can sleep while they fly."><little:"They're asleep," whispered {companion}.>
{trait:wonder} One small swift had drifted away, and woke with a start.
"Where is everybody?" it peeped.
"Just there," said {name} softly, and pointed[ with {their} {colour} sleeve].
{Companion} {ability:fly,guide}.
<grown:The little swift tucked back in among the others, and went round and round again, fast asleep.><little:Back flew the little swift, asleep again.>
<8-9:{name} wondered what it would be like to dream in the middle of the sky.><10-12:{name} wondered what swifts dreamed about, and whether, just once in a while, they dreamed of lying perfectly still.>
<little:{item} was snug and safe.><grown:{item} was snug and safe {itemHeld}.>

:: journey journey.d-big-shush
setting: waterfall
role: onward
energy: calm

{onward}<little:beside the waterfall sat a little frog. His hands were over his ears!><grown:beside the waterfall sat a little frog with his hands over his ears.>
"It's too loud," he grumbled.
{trait:rest} {name} sat down beside him on the mossy stone.[ Spray beaded on {name's} {colour} sleeve.]
"Listen again," whispered {name}.
"It's saying shhh."
<young:Shhhhh.
Shhhhh.>
<grown:They listened together, and the roar became one long, soft shush.>
{Companion} {ability:hush,comfort}.
The frog's eyes began to droop.
<8-9:A sound can change, {name} thought, just because you listen to it differently.><10-12:It was remarkable, {name} thought, how a sound could change completely without getting any quieter, just because you listened to it differently.>
<grown:Just before they closed, he mumbled that the old stone bridge was only a little way downstream.><little:"The bridge is down there," he mumbled.>
Quietly, {name} tiptoed down to it with {item}.

:: journey journey.d-tin-can
setting: treehouse
role: onward
energy: calm

{onward}<little:a tin can hung on a string. It came from a treehouse!><6-9:at the foot of a treehouse, a tin can hung on a long string.><10-12:at the foot of a treehouse, a tin can hung on a long string that ran up through the branches.>
<2-9:The string ran up through the branches.>
{trait:wonder} {name} picked up the can and whispered, "Hello?"
<grown:"Hello," came a tiny, sleepy voice.
"I'm a squirrel, and I'm in bed."><little:"Hello," said a sleepy squirrel.>
<2-9:"Goodnight," whispered {name}.
"Night-night," yawned the squirrel.
"Follow my string; it's the short way through the trees."><10-12:"Goodnight," whispered {name}, and the squirrel yawned, "Night-night. Follow my string; it's the short way through the trees.">
<grown:Then, down the string, came a soft snore.><little:Snore... snore.>
{Companion} {ability:hush,comfort}.
<little:{name} hung up the can. Then {they} followed the string with {item}.><grown:{name} hung up the can and walked on beneath the string with {item}.>

:: journey journey.d-gecko-course
setting: jungle
role: onward
energy: lively

{onward}<little:the jungle path dipped under roots and over logs. It was like a giant's obstacle course!><grown:the jungle path dipped under roots and over logs, like a giant's obstacle course.>
On a leaf sat a gecko with a tiny stopwatch.
"Ready, steady, go!" he cried.
{trait:obstacle} "Under!" called the gecko.
{name} crawled beneath a twisty root.
"Over!"
{name} scrambled over a mossy log.
"Through!"
<little:{name} squeezed through a hollow trunk.[ {Their} {colour} dressing gown caught on a twig.]><grown:{name} squeezed through a hollow trunk[, {their} {colour} dressing gown catching on a twig].>
"Jump!"
Right over a muddy puddle!
{Companion} {ability:cross,guide}.
"A jungle record!" cried the gecko.
<8-9:{name} was out of breath and very pleased, and {item} had not a speck of mud on it.><10-12:{name} was breathless and rather proud, and best of all, {item} had come through the whole course without a single speck of mud.><young:{item} was still clean!>

:: journey journey.d-crab-pot
setting: harbour
role: onward
energy: gentle

{onward}<little:on the harbour wall sat a wicker pot. Something inside went tap, tap, tap.><grown:on the harbour wall sat a wicker pot, and something inside went tap, tap, tap.>
It was a little green crab, going round and round.
"I walked in," it said crossly, "and now I can't get out!"
{trait:help} {name} lifted the lid and tipped the pot gently on its side.
<grown:The crab edged out sideways.><little:Out came the crab.>
{Companion} {ability:guide}.
<8-9:Everybody gets stuck somewhere now and then, {name} thought.><10-12:Everybody walks into a muddle now and then, {name} thought, and it always helps when somebody kind comes along to lift the lid.>
<grown:"Follow me," it said, and it scuttled along the wall ahead of them, showing the safe way round the harbour.><little:Scuttle, scuttle!
It showed them the way round.>
<little:Round they went, {item} and all.><grown:{item} was safe and sound {itemHeld}.>

:: journey journey.d-cupped-water
setting: desert
role: onward
energy: gentle

{onward}<little:in the desert, a pool shone under palm trees.><grown:in the desert, a little pool shone between the palm trees.>
A jerboa sat at its edge.
"I'm thirsty," she sighed, "but the bank is too steep."
{trait:help} <grown:{name} knelt and scooped water into {their} cupped hands.><little:{name} scooped up water in {their} hands.>
<grown:The jerboa drank in tiny sips, her whiskers tickling {name's} fingers.><little:Sip, sip.
The jerboa's whiskers tickled!>
<grown:Then she bounced away like a very small kangaroo.><little:Then off bounced the jerboa.>
{Companion} {ability:guide}.
<8-9:It was the smallest drink {name} had ever given anyone, and somehow it felt like a big thing.><10-12:It was only a handful of water, the smallest drink {name} had ever given, yet it felt surprisingly important.>
<grown:Her little tracks led off between the dunes, along a firm path through the sand.><little:Her tracks showed a firm path.>
{name} dried {their} hands and followed them with {item}.

:: journey journey.d-drawbridge
setting: castle
role: onward
energy: calm

{onward}<little:the castle drawbridge was up for the night. Two white swans slept on the moat.><grown:the castle's drawbridge was up for the night, and two white swans slept on the moat.>
A sleepy old toad sat by the winch.
<grown:"I'll let you in," he whispered, "but it squeaks, and it might wake the swans."><little:"Shh," he whispered.
"Don't wake the swans.">
{trait:rest} <little:So {name} helped him turn the handle. Slowly, slowly, a tiny bit at a time.><grown:So {name} helped him turn the handle, slowly, slowly, a tiny bit at a time.>
<grown:Down came the drawbridge, with only a sigh.><little:Down it came.
Not one squeak.>
{Companion} {ability:hush,guide}.
<8-9:The swans never stirred, and {name} felt quietly proud of that.><10-12:The swans slept on without so much as a ruffled feather, and {name} felt a quiet, private pride about that.>
<little:On tiptoe, {friends} crossed over with {item}.><grown:On tiptoe, {friends} crossed over, with {item} held close.>

:: journey journey.d-crater-jump
setting: moon
role: onward
energy: lively

{onward}<little:a wide moon crater lay across the way.><grown:on the moon, a wide crater lay right across the way.>
{trait:obstacle} "Everything is lighter on the moon," said {companion}.
"Even you."
<2-3:{name} held {item} tight.
A run-up, and a jump!><4-12:So {name} held {item} tight, took a run-up, and jumped!>
<grown:Up {name} floated, slow as a soap bubble, right out over the crater.><little:Up, up, slow as a bubble!>
Down in the crater, a family of moon-mice looked up and cheered.
Bump!
<little:{name} landed on the far side. Puff went the grey dust![ {Their} {hair} hair floated down last of all.]><grown:{name} landed on the far side in a soft puff of grey dust[, {their} {hair} hair floating down last of all].>
{Companion} came floating over after {them}.
<8-9:It was, {name} decided, the finest long jump in the history of the moon.><10-12:It was, {name} decided, the finest long jump in the history of the moon, though admittedly there had not been many.>

:: journey journey.d-gull-chick
setting: lighthouse
role: aside
energy: calm

{onward}<little:by the lighthouse sat a fluffy grey gull chick. Its nest was made of seaweed.><grown:at the foot of the lighthouse sat a fluffy grey gull chick in a nest of seaweed.>
Every time the great beam swept round, its eyes popped open.
<little:Light, blink.
Dark, blink.>
"I can't sleep," it peeped.
{trait:help} <grown:{name} built a little wall of pebbles round the nest, to shade its eyes.><little:{name} built a little wall of pebbles.>
<grown:The beam passed over the top, and the chick stayed snug in the shadow.><little:The light went over the top.>
{Companion} {ability:hush,comfort}.
<8-9:Now the chick had its own small piece of night.><10-12:Now the chick had its own small piece of night to sleep in, carefully walled off from the busy beam.>
<little:The chick tucked its head under its wing. {name} carried {item} softly on.><grown:The chick tucked its head under its wing, and {name} carried {item} softly on.>

:: journey journey.d-word-spider
setting: library
role: onward
energy: gentle

{onward}<little:in the library sat a small, shy spider. She sat on top of a big book.><grown:on top of a big dictionary in the library sat a small, shy spider.>
"I learn one new word every night," she said.
"Have you got one for me?"
{trait:wonder} {name} thought hard, then whispered a favourite word: "Cosy."
<grown:The spider smiled, and spun it in silver thread across the corner of the shelf: C, O, S, Y.><little:The spider spun it in silver thread.
C, O, S, Y!>
{Companion} {ability:light,guide}.
<8-9:Anyone who passed it tonight, {name} thought, would feel just a little bit cosier.><10-12:Anyone passing that shelf tonight, {name} thought, would feel a little cosier, thanks to one silver word they might never notice.>
<grown:Then she spun a long line from the shelf to the door.><little:She spun a thread to the door.>
<2-3:{name} waved goodbye.
{They} followed the thread out with {item}.><4-12:{name} waved goodbye, and followed the thread out with {item}.>

:: journey journey.d-teacups
setting: fair
role: onward
energy: lively

{onward}<little:at the fair, giant teacups spun on a saucer.><grown:at the fair, giant teacups were spinning on a giant saucer.>
{trait:wonder} <little:{name} turned the wheel in the middle. The cup began to whirl!><6-9:{name} turned the wheel in the middle, and the cup began to whirl.><10-12:{name} turned the wheel in the middle, and the cup began to whirl, faster and faster, until the lanterns whizzed past in stripes.>
<little:Spin, spin, whirl!>
<6-9:Faster and faster, the lanterns whizzed past in stripes.>
<2-9:{name} turned it back, and the cup slowed, and stopped.><10-12:{name} turned it back until the cup slowed and stopped, but when they stepped out, the whole fair seemed to wobble, and so did {companion}.>
<6-9:When they stepped out, the whole fair seemed to wobble, and so did {companion}.><little:Wibble, wobble!
{Companion} was dizzy too!>[ {name's} {hair} hair stuck out sideways.]
<little:A ferret in a bow tie showed them the quiet gate. Out they went, onto the path.><6-9:A ferret in a bow tie showed them out by the quiet gate, where the path went on.><10-12:A ferret in a bow tie showed them out by the quiet gate, where the path went on, with {item} still safe {itemHeld} and not a bit dizzy.>
<little:{item} was safe, and not a bit dizzy.><6-9:{item} was safe {itemHeld}, and not a bit dizzy.>

:: journey journey.d-pebble-tower
setting: beach
role: aside
energy: gentle

{onward}<little:on the beach, a little turnstone bird was busy. She was building a pebble tower.><grown:on the beach, a little turnstone bird was building a tower of pebbles.>
<young:Clack, clack.>
<little:"It's a lighthouse for the crabs," she said. "But it needs a top."><grown:"It's a lighthouse for the crabs," she said, "but it needs a top.">
{trait:help} {name} looked along the shore for the flattest pebble of all.
<grown:Then, holding {their} breath, {name} set it on top, very, very gently.><little:{name} set it on top, very gently.>
The tower wobbled.
<little:Wibble... wobble...>
It stayed!
<grown:The turnstone hopped for joy, and some crabs came out to look.><little:"Hooray!" cheeped the turnstone.>
{Companion} {ability:guide}.
<8-9:It was only a small tower, {name} thought, but it had taken two of them to finish it.><10-12:It was only a small tower, {name} thought, but the best things often take two, one to start them and one to finish.>
{item} {itemTell}.[ {name's} {colour} slippers were full of sand.]
