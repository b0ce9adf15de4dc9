// Twenty more journeys, one in each of twenty places (set n): scenes on the way that serve any quest of any theme.

:: journey journey.n-cheese-wheel
setting: village
role: onward
energy: lively

{onward}<little:the village street ran down a steep hill.
It had cobbles and crooked chimneys.><grown:the village street ran steeply downhill, all cobbles and crooked chimneys.>
<2-9:At the top, a mouse in an apron squeaked.
"My cheese!"><10-12:"My cheese!" squeaked a mouse in an apron at the top, as her round cheese went rolling down the hill, bumpety-bump, towards the duck pond.>
<6-9:Her round cheese was rolling down the hill, bumpety-bump, towards the duck pond.><little:Her big round cheese was rolling away!
Bumpety, bumpety, bump!>
{trait:help} <little:{name} raced after it.[ {Their} {hair} hair bounced.]
{Companion} raced along too!><grown:{name} raced after it[, {their} {hair} hair bouncing], with {companion} racing alongside.>
<grown:Just at the water's edge, {name} got in front of it and stopped it with both hands, flump!><little:Flump!
{name} stopped it just in time.>
<6-9:Puffing up, the mouse pointed {name} to a lane by the pond: the quick way on.><10-12:Puffing up behind, the grateful mouse pointed {name} towards a lane beside the pond, the quickest way on.><little:The mouse knew a quick lane.>
<little:{name} ran down it.
{item} {itemTell}.><grown:{name} ran down it, and {item} {itemTell}.>

:: journey journey.n-leaky-dam
setting: river
role: onward
energy: lively

{onward}<little:a beaver had built a dam across the river.
It was made of sticks and mud.><grown:a beaver's dam of sticks and mud stretched across the river.>
<2-9:Water was spurting through a hole, whoosh, all over the river path!
"A leak!" cried the beaver.><10-12:Water was spurting through a hole, whoosh, all over the river path, and the beaver cried, "A leak!">
{trait:obstacle} <2-9:{name} pressed a handful of mud into the hole.><10-12:{name} pressed a handful of mud into the hole, but, squelch, squirt, out it popped again.>
<little:Squelch!
Squirt!
Out it popped.><6-9:Squelch, squirt, and out it popped again.>
<2-9:{name} tried again: moss first, then mud.
{Companion} held it there, firm and steady.
The water stopped.><10-12:{name} tried again, moss first and then mud, while {companion} held it firmly in place until the water stopped.>
<grown:The beaver slapped her tail on the river, smack, which is beaver for well done.><little:Smack went the beaver's tail.
Well done!>
<little:Soon the path was dry again.
On {name} went with {item}.><grown:Soon the path was dry again, and on {name} went with {item}.>

:: journey journey.n-seed-trail
setting: meadow
role: onward
energy: gentle

{onward}<little:tiny seeds lay across the path.><grown:a line of tiny seeds lay across the meadow path.>
<2-9:{name} followed them to a shrew with a basket.
Out of a hole in it dropped another seed, plip.><10-12:{name} followed them to a shrew with a basket, just as another seed dropped, plip, out of a hole in the bottom.>
{trait:help} <little:{Companion} held the basket still.
{name} folded a leaf over the hole.><grown:{Companion} held the basket still, and {name} folded a dock leaf over the hole.>
<2-9:"Thank you," said the shrew.
"But leave the others where they fell.
Next summer they'll be a path of flowers."><10-12:"Thank you," said the shrew, "but leave the others where they fell, because next summer they'll be a path of flowers.">
<little:"They'll lead you to the stile," she said.
That was just the way {name} needed!><grown:"They'll lead you to the stile," she added: just the way {name} needed.>
<little:{name} walked beside them with {item}.
Tiptoe, tiptoe, past next summer's flowers.><grown:{name} walked beside them with {item}, careful not to tread on next summer.>

:: journey journey.n-apple-door
setting: orchard
role: onward
energy: gentle

{onward}<little:in the grass lay an apple.
It had a tiny door!><grown:in the orchard grass lay a fallen apple with a tiny door.>
<2-9:Out peeped a beetle in a nightcap.
"The wind blew my house off the tree," he yawned.><10-12:Out peeped a beetle in a nightcap, who yawned, "The wind blew my house off the tree.">
{trait:help} <2-9:{name} carried the apple gently, so the beetle would not roll about.
{Companion} cleared a spot under the old tree.><10-12:{name} carried the apple gently, so the beetle would not roll about, while {companion} cleared a spot under the old tree.>
<6-9:{name} set the apple there, its door facing the moon.><10-12:{name} set the apple down with its door facing the moon, and the beetle said, "Much better," and shut his door, click.><little:{name} set it down there.>
<2-9:"Much better," said the beetle, and shut his door, click.>
<little:"Take the gap in the wall!" he called through the keyhole.><grown:"The gap in the wall saves a long walk," he called through the keyhole.>
{name} squeezed through, {item} and all.

:: journey journey.n-moonbathing
setting: pond
role: aside
energy: calm

{onward}<little:an old terrapin lay on a flat stone.
Her eyes were shut, and she was smiling.><grown:by the pond, an old terrapin lay on a flat stone with her eyes closed, smiling.>
"Moonbathing," she said, without opening them.
"It's like sunbathing, only cooler."
{trait:rest} <little:{name} lay down on the next stone.[ {Their} {hair} hair spread out like a fan.]><grown:{name} lay down on the next stone[, {their} {hair} hair spread out like a fan].>
It was smooth and flat and just the right size.
<little:Flat stone.
Soft moon.
Ahh.><grown:The moon poured down, silver and soft, and the reeds whispered, and the water lapped at the edge.>
{Companion} {ability:hush,comfort}.
<8-9:{name} had never felt so silver and so sleepy at the same time.><10-12:{name} had never felt so silver and so sleepy at once, as if the moonlight were soaking in and slowing everything down.>
<little:Then {name} got up slowly.
{They} went on with {item}.><grown:Then {name} got up slowly, checked on {item}, and went on.>

:: journey journey.n-chalk-horse
setting: hilltop
role: onward
energy: gentle

{onward}<little:on the hill lay a great white chalk horse.
It was as long as a street!><grown:on the side of the hill lay a great white horse, drawn in chalk, as long as a street.>
<2-9:Three mice were weeding round its head.
"Its eye has grown over," they squeaked.
"It can't see the stars."><10-12:Three mice were weeding round its head, squeaking that its eye had grown over, so it could no longer see the stars.>
{trait:help} <little:{name} knelt and pulled too, tuft after tuft.><grown:{name} knelt and pulled too, tuft after tuft[, {their} {colour} sleeves pushed up].>
<6-9:The white eye shone clear, and the horse seemed to gaze at the sky.><10-12:The white eye shone clear, and the horse seemed to gaze at the sky, while the mice explained that its nose pointed to the gentlest way down.><little:Then the white eye shone.
The horse could see the stars!>
<2-9:"Its nose points to the gentlest way down," squeaked the mice.>
<little:{Friends} followed it down.
{item} {itemTell}.><grown:{Friends} followed it down, and {item} {itemTell}, as if it had seen the stars too.>

:: journey journey.n-dipper
setting: waterfall
role: aside
energy: gentle

{onward}<little:a small brown bird bobbed on a rock.
It had a white bib.><grown:below the waterfall, a small brown bird with a white bib bobbed on a rock.>
<young:Bob, bob, bob.>
Then it hopped into the pool and walked right under the water!
{trait:wonder} <little:{name} knelt on the bank and peered in.><grown:{name} knelt on the bank[, {their} {colour} sleeves damp with spray,] and peered in.>
<grown:There it was, strolling along the stony bottom, turning over pebbles for its supper.><little:It was walking on the bottom!>
<2-9:Up it popped, and gave {name} a cheerful bob.
"A dipper," said {companion}.><10-12:When it popped up again and gave {name} a cheerful bob, {companion} explained that it was a dipper.>
<little:{name} checked on {item}.
Not one drop had touched it!><grown:{name} checked on {item}: not a drop of spray had touched it.>
{Companion} {ability:guide}.

:: journey journey.n-decorator-crab
setting: reef
role: aside
energy: gentle

{onward}<little:down on the reef, {name} could breathe easily.
A little crab was putting weed on its shell.><grown:down on the reef, where {name} could breathe as easily as on land, a little crab was decorating its shell with weed.>
<little:"I dress up to hide," it said.
"But I can't reach my back."><grown:"I dress up to hide," it said, "but I can't reach my back.">
{trait:help} <little:{name} chose a frilly pink sponge.
{They} pressed it on, like a hat.><grown:{name} chose a frilly pink sponge and pressed it gently on, like a hat.>
<6-9:Then came a curl of green weed and a tiny white shell, until the crab looked just like the reef.><10-12:Then came a curl of green weed and a tiny white shell, until the crab blended so perfectly with the reef that it giggled, "Where did I go?"><little:Pat, pat.
Now the crab looked like the reef!>
<2-9:"Where did I go?" giggled the crab.>
<little:{Companion} {ability:guide}.
{name} swam on with {item}.><grown:{Companion} {ability:guide}, and {name} swam on with {item}.>

:: journey journey.n-knots
setting: harbour
role: onward
energy: gentle

{onward}<little:an old otter sat in a little boat.
He was teaching knots.><grown:on a little boat in the harbour sat an old otter, teaching knots.>
<2-9:A row of young otters held bits of rope.
The smallest had tied his rope round his own tail.><10-12:A row of young otters held bits of rope, and the smallest had somehow tied his rope round his own tail.>
{trait:help} {name} knelt down and untangled it, loop by loop.
<grown:Then {name} taught him a rhyme: "Up through the hole, round the tree, and back down the hole."><little:Then {they} taught him a rhyme.
"Up through the hole, round the tree, back down the hole!">
<6-9:He tried it, and there was a perfect loop.><10-12:He tried it, and there, to his delight, was a perfect loop.><little:The little otter tried it.
A perfect loop!>
<6-9:"Clever paws," said the old otter, and rowed {friends} across the harbour, the short way.><10-12:"Clever paws," said the old otter, and rowed {friends} across the harbour the short way, {name} holding {item} all the way over.><little:The old otter rowed {friends} across.>
<2-9:{name} held {item} all the way over.>

:: journey journey.n-globe
setting: library
role: aside
energy: gentle

{onward}<little:in the library stood a great old globe.
It was as tall as {name}!><grown:in the library stood a great old globe, as tall as {name}.>
A vole with a knapsack was walking along its middle.
{trait:meet} "I'm walking round the whole world," said the vole.
{name} smiled and turned the globe for her, very gently.
<little:Round and round went the world.><grown:Seas and mountains rolled by under the vole's feet.>
"I've been round twice!" she squeaked.
Then {name} found home on the globe, a tiny dot, and pointed.
<8-9:It looked so small, and yet it was the biggest place in the world to {name}.><10-12:It seemed strange that home could shrink to one tiny dot, when to {name} it was the biggest place in the whole world.>
<little:{Companion} {ability:guide}.
{item} was safe and sound.><grown:Then {companion} {ability:guide}, with {item} safe {itemHeld}.>

:: journey journey.n-welly-throw
setting: fair
role: onward
energy: lively

{onward}<little:at the fair, three animals were throwing a welly.
A hare, a goose and a hedgehog!
Who could throw it furthest?><grown:at the fair, a hare, a goose and a hedgehog were seeing who could throw a welly furthest.>
"Your go!" honked the goose.
{trait:obstacle} {name} swung the welly and let go.
<young:Whoosh!>
<grown:It flew backwards, onto the goose's head.><little:Oops!
It landed on the goose.>
The second went straight up, and {companion} ducked, laughing.
<grown:The third time, {name} swung it low and slow, and away it sailed, further than anyone's.><little:The third time, away it flew, far, far!>
<8-9:The goose, still wearing the first welly, cheered loudest of all.><10-12:The goose, still wearing the first welly like a slightly crooked hat, cheered louder than anyone, which was very generous of her.>
<little:It had landed by a little gate.
That was where the path went on!><grown:It had landed by a little gate, right where the path went on.>
<little:{name} tossed the welly back.
Then {they} hurried through with {item}.><grown:{name} tossed the welly back and hurried through with {item}.>

:: journey journey.n-apple-roll
setting: farm
role: onward
energy: lively

{onward}<little:five piglets squealed round an empty trough.><grown:on the farm, five piglets were squealing round an empty trough.>
<young:Oink!
Squeal!
Oink!>
<little:{name} found a bucket of apples by the gate.
{Companion} tipped them in.><grown:{name} found a bucket of windfalls by the gate, and {companion} tipped them in.>
<2-9:But the big piglets pushed and shoved.
The smallest could not get near.><10-12:But the big piglets pushed and shoved so much that the smallest could not get anywhere near.>
{trait:help} <little:{name} took the last apple and crouched down.
Roll, roll, right to the little one's nose!><6-9:{name} took the last apple, crouched down, and rolled it across the straw to the little one's nose.><10-12:Taking the last apple, {name} crouched down and rolled it carefully across the straw, right up to the little one's nose.>
<grown:Crunch!
The happiest crunch on the farm.><little:Crunch!
Yum!>
<6-9:The little one, full at last, nudged aside a loose plank in the fence.><10-12:The little one, full at last, nudged aside a loose plank in the fence, and {name} wriggled through the gap with {item}.><little:The piglet found a gap for {name}.>
<2-9:{name} wriggled through the gap with {item}.>

:: journey journey.n-cloud-puppy
setting: clouds
role: onward
energy: lively

{onward}<little:a small puff of cloud came bounding over.
It was just like a puppy!><6-9:up in the clouds, a small puff of cloud came bounding over, like a puppy.><10-12:up in the clouds, a small puff of cloud came bounding over like a puppy, wagging so hard that dewdrops fell, pitter-pat.>
<2-9:It wagged, and dewdrops fell, pitter-pat.>
{trait:meet} <2-9:{name} scooped up some cloud and threw it.
Back it came, wagging.
{Companion} threw the next, higher still.><10-12:{name} scooped up a handful of cloud and threw it, and back the puppy came, wagging, so {companion} threw the next one higher still.>
<2-9:A far-off cloud rumbled, and the puppy pricked up its ears.
"Home you go," said {name}, and off it bounded.><10-12:When a far-off cloud rumbled and the puppy pricked up its ears, {name} said, "Home you go," and off it bounded.>
<grown:Its wagging tail swept the mist aside, and there lay the way on, clear as glass.><little:Its tail swept the mist away.>
<little:{item} was still safe, only a little damp.><grown:{item} was still safe {itemHeld}, only a little damp.>

:: journey journey.n-deckchair
setting: beach
role: aside
energy: lively

{onward}<little:on the beach was a big grey walrus.
He wanted to sit in a striped deckchair.><grown:on the beach, a big grey walrus was trying to sit in a striped deckchair.>
<2-9:Every time he sat down, it folded flat.><10-12:Every time he sat down, it folded flat, and a muffled "Oh, bother" came from underneath.>
<young:Snap!
Flump!>
<2-9:"Oh, bother," he said from underneath.>
{trait:help} <2-9:{name} set the chair up, but it snapped flat again.><10-12:{name} set the chair up, but it snapped flat again, and the second time it went up back to front.>
<6-9:The second time, it went up back to front.><little:Then it went back to front!>
<little:The third time, {name} clicked the bar in place.
Click!><6-9:The third time, {name} clicked the bar into the notch at the back.><10-12:The third time, {name} clicked the bar firmly into the notch at the back, and when the walrus eased into it, very slowly, it held.>
<6-9:The walrus sat down, very slowly, and it held.><little:The walrus sat.
It held!>
<little:"Ahh," he sighed.
{item} {itemTell}.><grown:"Ahh," he sighed, and {item} {itemTell}.>
{Companion} {ability:guide}.

:: journey journey.n-acorn-run
setting: treehouse
role: aside
energy: lively

{onward}<little:a twisty run wound down from a treehouse.
It was made of hollow stems.><grown:from a treehouse in a chestnut tree, a twisty run of hollow stems wound down to the ground.>
<2-9:"Our acorn run!" called two squirrels from the window.
Rattle, rattle, down came an acorn.><10-12:"Our acorn run!" called two squirrels from the window, and rattle, rattle, down came an acorn.>
{trait:meet} <2-9:{name} ran to catch it at the bottom[, {their} {hair} hair flying].><10-12:{name} ran to catch it at the bottom[, {their} {hair} hair flying], but it shot out of the end and sailed clean over {name's} head.>
<6-9:But it shot out of the end and sailed right over {name's} head.><little:Whoosh!
Right over {name's} head!>
<little:The next time, {name} crouched low and cupped both hands.
Plop! Caught it!><6-9:The next time, {name} crouched low, cupped both hands, and caught it, plop!><10-12:The next time, {name} crouched low with both hands cupped, and the acorn dropped neatly into them, plop, to cheers from the squirrels.>
<little:The squirrels cheered.
{Companion} {ability:guide}.><6-9:The squirrels cheered, and {companion} {ability:guide}.><10-12:{Companion} {ability:guide}.>
{item} {itemTell}.

:: journey journey.n-knot-hole
setting: forest
role: onward
energy: calm

{onward}<little:in the forest, the night breeze was whistling.
It blew through a hole in an old tree.><grown:in the forest, the night breeze was whistling through a knot-hole in an old beech.>
<young:Whee-ooo.>
<2-9:Just above it, a wood mouse peeped out of her nest.
"The whistle keeps waking my baby," she whispered.><10-12:Just above it, a wood mouse peeped out of her nest and whispered, "The whistle keeps waking my baby.">
{trait:help} <2-9:{name} pressed a soft handful of moss into the hole.
The whistle stopped.
{Companion} leaned close to the trunk and listened.><10-12:{name} pressed a soft handful of moss into the hole, and when the whistle stopped, {companion} leaned close to the trunk to listen.>
<grown:Now there was only a tiny mouse snore.><little:Shh.
Now there was only a tiny snore.>
<grown:In the hush, {name} heard a stream chuckling ahead, and knew it would lead them on.><little:Now {name} could hear a stream ahead.>
<little:{name} followed the sound with {item}.><grown:{name} followed the sound with {item}, among the sleeping trees.>

:: journey journey.n-lamp-blinks
setting: lighthouse
role: onward
energy: calm

{onward}<little:by the lighthouse sat the keeper, a grey seal.
She had a woolly hat and a hand lamp.><grown:at the foot of the lighthouse sat the keeper, a grey seal in a woolly hat, with a hand lamp.>
"Every night I blink goodnight to the boats," she said.
"Would you like a turn?"
{trait:meet} {name} pressed the lamp's button, slowly.
<young:Blink.
Blink.
Blink.>
{Companion} counted the blinks in a whisper.
Far out at sea, a little boat blinked back.
<8-9:It felt like saying goodnight to people {name} would never meet, and liking them anyway.><10-12:It felt like saying goodnight to strangers {name} would never meet, and discovering that you could be fond of them all the same.>
<little:Last of all, a window on the shore blinked back.
It was warm and yellow.><grown:Last of all, a window along the shore blinked back, warm and yellow.>
<little:"That light is on your way," said the seal.
So {name} walked towards it with {item}.><grown:"That light is on your way," said the seal, so {name} walked towards it with {item}.>

:: journey journey.n-winter-butterflies
setting: cave
role: onward
energy: calm

{onward}<little:the cave walls looked covered in dry leaves.><6-9:deep in the cave, the walls were covered in what looked like dark, dry leaves.><10-12:deep in the cave, the walls were covered in what looked like dark, dry leaves, but were really butterflies, wings folded, fast asleep.>
<2-9:But they were butterflies, wings folded, fast asleep.>
"They sleep here all winter," whispered {companion}.
{trait:wonder} {name} looked closer[, {their} {eyes} eyes getting used to the dark].
<little:One butterfly opened its wings, just once.
They were red and blue, like a peacock's feather!><6-9:One butterfly opened its wings, just once, and they were patterned red and blue, like a peacock's feather.><10-12:One butterfly opened its wings just once, patterned red and blue like a peacock's feather, then folded them again and went back to sleep.>
<2-9:Then it folded them again and went back to sleep.>
<young:Shh.
Sleep tight.>
<grown:Every sleeping head, {name} noticed, pointed the same way, towards a breath of cool night air.><little:Every head pointed one way.>
<little:{name} tiptoed that way with {item}.
Out under the stars!><grown:{name} tiptoed that way with {item}, out under the stars.>

:: journey journey.n-camel-kneel
setting: desert
role: onward
energy: calm

{onward}<little:camels lay down in a row to sleep.><grown:in the desert, a row of camels was lying down to sleep.>
<2-9:But the smallest stood wobbling on knobbly legs.
"I can't fold up," he said.><10-12:But the smallest stood wobbling on knobbly legs, sighing, "I can't fold up.">
{trait:help} <2-9:{name} watched the big ones closely.
"Front knees first," whispered {name}, "then the back."><10-12:{name} studied the big ones closely, then whispered, "Front knees first, then the back.">
<2-9:{Companion} lay down slowly, front knees first.><10-12:To demonstrate, {companion} lay down slowly, front knees first.>
<grown:The little camel tried, bump, bump, and settled in the sand with a happy sigh.><little:Bump, bump, flump!
Down went the little camel.>
<grown:Sheltered by the row, the sand lay still, and the path showed clear again.><little:Now the path showed clear.>
<little:{name} rested by the little camel.
Then {they} went on with {item}.><grown:After a rest by the little camel, {name} went on with {item}.>

:: journey journey.n-moon-spinning
setting: castle
role: onward
energy: calm

{onward}<little:a spinning wheel went whirr, whirr.><grown:in a round room of the castle, a spinning wheel went whirr, whirr.>
<2-9:An old stoat in a shawl was spinning moonlight into pale wool.
"Moonlight wool keeps dreams warm," she murmured.><10-12:An old stoat in a shawl was spinning moonlight into pale wool, murmuring that moonlight wool keeps dreams warm.>
{trait:rest} <little:{name} sat on a stool and held the wool.
The stoat wound it round and round.><grown:{name} sat on a stool and held the wool while the stoat wound it.>
<grown:The wheel turned slower, and slower, and the stoat's eyes began to close.><little:Slower, slower.
The stoat's eyes closed.>
<grown:Before they shut, she gave {name} the thread's end, and it unwound ahead, glowing, down the stair.><little:The thread glowed and led the way.>
<2-9:{Companion} tucked the stoat's shawl snug.
Winding up the thread, {name} carried {item} out.><10-12:{Companion} tucked the stoat's shawl snugly round her, and {name}, winding up the thread, carried {item} out.>
