// Twenty more journeys, one in each of twenty places (set h): scenes on the way that serve any quest of any theme.

:: journey journey.h-bell-ringers
setting: village
energy: lively

{onward}six ropes hung down inside the village church, and five mice held five of them.
"Our sixth bell-ringer has a cold," said the smallest mouse.
{trait:meet} {name} took the sixth rope.
<grown:{name} pulled too soon, and clang went the bell!><little:Pull!
Clang!
Too soon!>
"Wait for your turn," squeaked the mouse.
<grown:So {name} counted to five, and pulled on six.><little:One, two, three, four, five... six!>
<little:Ding, dong, DONG!><grown:The rope lifted {name} onto tiptoe, and the goodnight bells rang out over the sleepy roofs.>
{Companion} {ability:guide}, and {item} {itemTell}.

:: journey journey.h-bonnet
setting: river
energy: lively

{onward}a little straw bonnet came bobbing down the river, spinning round and round.
"My best bonnet!" called a moorhen from the far bank.
{trait:obstacle} {name} ran along the bank beside it[, {their} {hair} hair flying], but the bonnet was faster.
<little:Run, run, run!
{name} held out a long stick.><grown:So {name} grabbed a long stick and ran ahead to a slow, shallow bend.>
<grown:Round the bend came the bonnet, and {name} hooked it by its ribbon, dripping but whole.><little:Hook!
Got it!>
The moorhen paddled over to fetch it, and put it on very proudly.
{Companion} {ability:guide}, and {item} {itemTell}.

:: journey journey.h-sack-race
setting: farm
energy: lively

{onward}three young calves stood in a row in the farmyard, each one in an old feed sack.
"Sack race!" they mooed.
"Get in!"
{trait:meet} {name} stepped into a sack and held the top up to {their} tummy.
<grown:On the very first hop, {name} toppled sideways into the straw.><little:Hop... flump!
Into the straw!>
{name} got up, laughing, and tried little jumps instead, boing, boing, boing.
<grown:One calf went the wrong way round the water trough.><little:The calves wobbled everywhere.>
<big:{name} came second, by a nose, and decided that was exactly the right place for a guest.>
Then {companion} {ability:guide}, and {item} {itemTell}.

:: journey journey.h-dodgems
setting: fair
energy: lively

{onward}at the fair, little round cars were zooming about on a shiny floor, bump!
"Dodgems!" said {name}[, {their} {eyes} eyes shining].
{Friends} squeezed into a red one.
{trait:obstacle} <grown:{name} turned the wheel, and the car went straight into a corner and stuck, buzzing.><little:Zoom... bonk!
Stuck!>
"Turn it the other way!" called a mole in goggles.
{name} turned the wheel back, and out they zoomed.
<little:Bump!
Wheee!><grown:They bumped the mole, and the mole bumped them back, and everybody laughed.>
{Companion} {ability:guide}, and {item} was still safe {itemHeld}.

:: journey journey.h-cork-float
setting: harbour
energy: lively

{onward}by the harbour steps, a seal pup was flicking a big cork float up with her nose.
"Catch!" she barked.
{trait:meet} {name} caught it with both hands, and threw it back.
<little:Flip!
Catch!
Throw!><grown:Flip, catch, throw, faster and faster.>
Then the float bounced off the wall and into a heap of fishing nets.
{Companion} {ability:find,guide}.
{name} tugged it free and tossed it high, and the pup caught it on the tip of her nose.
<big:{name} clapped, and the seal pup clapped her flippers too, slap, slap.>
{item} {itemTell}.

:: journey journey.h-juggling
setting: castle
energy: lively

{onward}in the castle's long hall, nine wooden skittles stood in a triangle.
"One go each!" squeaked a mouse, and rolled a ball to {name}.
{trait:obstacle} {name} bowled it hard and fast.
<grown:The ball wobbled off sideways and bumped into a suit of armour, clang!><little:Wobble... clang!
It hit the armour!>
The second ball knocked down just one skittle.
<grown:The third time, {name} crouched low and rolled it slow and straight.><little:Then {name} rolled it slow and straight.>
<young:Clatter, clatter, clatter!>
All nine fell down, and the mice cheered.
{Companion} {ability:guide}.
<big:Slow and straight, {name} decided, beat hard and fast nearly every time.>
{item} {itemTell}.

:: journey journey.h-sand-whirl
setting: desert
energy: lively

{onward}a little whirlwind came spinning over the desert, humming like a top.
It twirled round a cactus and snatched a lizard's tiny straw hat.
"Come back!" squeaked the lizard.
{trait:obstacle} {name} ran after it[, {their} {hair} hair whipping round], but it spun away, giggling.
Then {name} had an idea, and began to spin too, round and round.
<grown:The whirlwind stopped in surprise, and twirled beside {name}, as if nobody had ever danced with it before.><little:The whirlwind danced with {name}!>
Then it dropped the hat, right into {name's} hands.
{Companion} {ability:guide}, and {item} {itemTell}.

:: journey journey.h-lark-nest
setting: meadow
energy: gentle

{onward}in the long meadow grass, {name} nearly stepped on something.
It was a nest on the ground, with three speckled eggs inside.
A skylark fluttered down beside it.
"Nobody sees us down here," she peeped.
{trait:help} {name} gathered white stones from the path and set them in a ring round the nest, so everyone would see it.
<grown:The skylark settled onto her eggs and fluffed out her feathers.><little:The skylark sat on her eggs, snug.>
Then {companion} {ability:guide}, and they went the long way round.
<big:The ring of stones would say "careful" to everyone, {name} thought, without a single word.>
{item} was still safe {itemHeld}.

:: journey journey.h-wassail
setting: orchard
energy: gentle

{onward}in the orchard, a family of mice stood round the oldest apple tree, singing to it.
"It's a wassail," whispered the mother mouse.
"We sing so the tree grows good apples."
They were hanging toast in its branches, for the robins.
{trait:meet} "Would you hang the last piece?" asked the smallest mouse.
{name} stood on tiptoe, and {companion} {ability:lift,guide}.
Up went the toast, onto the highest twig[, next to a {colour} ribbon].
Then everyone sang, and the old tree creaked along.
<big:{name} had never sung to a tree before, and it felt surprisingly right.>
{item} {itemTell}.

:: journey journey.h-cloud-harp
setting: clouds
energy: gentle

{onward}up in the clouds, long thin wisps stretched from cloud to cloud, like the strings of a harp.
{trait:wonder} {name} ran one finger along them.
<little:Plink, plonk, plink!><grown:Plink, plonk, plink, and each string sang a different note.>
"Play something," said {companion}.
So {name} played "{refrain}", very carefully, one note at a time, and the clouds hummed it back.
Then {companion} {ability:fly,guide}.
<big:Far below, {name} thought, someone might hear it in their sleep and smile.>
{item} {itemTell}.

:: journey journey.h-firefly-jar
setting: treehouse
energy: gentle

{onward}in a treehouse window sat a jam jar of fireflies, blinking sadly.
"They light my room," said a mouse in a nightcap, "but they keep bumping on the glass."
{trait:help} {name} climbed the rope ladder, with {companion} close behind.
"I think they want to be out with the stars," said {name} gently.
The mouse nodded, and {name} unscrewed the lid.
<little:Blink, blink, out!
They glowed in the leaves.><grown:The fireflies floated out and settled in the leaves round her window, glowing softly.>
{Companion} {ability:hush,comfort}.
{item} {itemTell}.

:: journey journey.h-cairn
setting: mountain
energy: gentle

{onward}at a bend in the mountain path stood a little tower of stones, as tall as {name}.
"It's a cairn," said a marmot, sitting on a rock nearby.
"Every traveller adds a stone, so the next one knows the way."
{trait:wonder} {name} chose a smooth, speckled stone[ and rubbed it clean on {their} {colour} sleeve].
<grown:{name} set it on the very top, carefully, and the cairn stood a little taller.><little:{name} put it on top.
Click!
The tower was taller.>
<big:All those stones, {name} thought, and every one of them a traveller saying "this way" to someone they would never meet.>
{Companion} {ability:guide}.
"Now we're part of it," said {name}, and on they went with {item}.

:: journey journey.h-pop-up
setting: library
energy: gentle

{onward}on a low table in the library lay a big book called NIGHT SKY.
{name} opened it, and up popped a paper moon and a whole sky of paper stars!
{trait:help} But one little star had come unstuck, and lay flat and crumpled.
<grown:Very gently, {name} smoothed it out, dabbed its tab with paste from the desk, and pressed it back in place.><little:Dab, press, hold.
There!>
Now every star stood up together.
{Companion} {ability:light,guide}.
<big:{name} closed the book softly, feeling like someone who had mended a small piece of the sky.>
{item} {itemTell}.

:: journey journey.h-cave-pearls
setting: cave
energy: gentle

{onward}deep in the cave, three tunnels led off into the dark, and a young vole sat between them, sniffling.
"Which way is out?" she asked.
{Companion} {ability:light,comfort}.
{trait:help} {name} stood very still and waited.
<grown:Then {name} felt it: a cool breath of air on one cheek, smelling of grass and night.><little:A cool breeze touched {name's} cheek.
It smelled of grass!>
"Fresh air comes from outside," said {name}.
"Follow the breeze!"
<grown:They walked into it, slowly, until the stars peeped in at the cave's mouth.><little:They followed it, and there were the stars!>
<big:When you are lost, {name} thought, it helps to stand still and let the world tell you the way.>
{name} went on with {item}[, {their} {hair} hair still stirring in the breeze].

:: journey journey.h-willow-room
setting: pond
energy: calm

{onward}by the pond grew an old willow, its long branches trailing down like a green curtain.
{name} parted the leaves and stepped inside.
<grown:It was like a secret room, round and dim, with the pond lapping at one edge.><little:Inside was a secret green room.>
{trait:rest} {name} sat down on a root[, {their} {colour} slippers tucked up out of the wet].
<little:Swish, went the leaves.
A coot was asleep in there.><grown:A little coot was asleep in there already, snoring very softly.>
{Companion} {ability:hush,comfort}.
<big:In here, it felt as if time itself had stopped to rest.>
Softly, {name} slipped out with {item}, towards {destination}.

:: journey journey.h-grass-hollow
setting: hilltop
energy: calm

{onward}near the top of the hill, a hare was settling into a hollow in the grass.
"It's my form," she said.
"That's a hare's bed."
Right beside it was another hollow, just the right size.
{trait:rest} {name} lay down in it, and it fitted perfectly[, {their} {hair} hair on a pillow of clover].
<little:Snug.
So snug.><grown:The grass curved all round, keeping the wind off, and the stars looked down, close and kind.>
{Companion} {ability:warm,comfort}.
<big:Perhaps, {name} thought, the hollow had simply been waiting for someone.>
After a while, {name} got up slowly and carried {item} on.

:: journey journey.h-leaf-bed
setting: forest
picture: autumn
energy: calm

{onward}under a holly bush in the forest, a hedgehog was dragging dry leaves into a heap.
"My winter bed," he yawned.
"But I'm so sleepy, I can't finish it."
{trait:help} {name} gathered autumn leaves too, slowly, armful after armful, crackly and gold.
<young:Crunch, crunch.
Pat, pat.>
<grown:They heaped them up, round and deep, until the bed was as cosy as a nest.><little:Soon the bed was round and deep.>
The hedgehog crept inside and curled into a ball.
"Wake me in spring," he mumbled.
{Companion} {ability:hush,comfort}.
<big:{name} tiptoed away, thinking of the whole long winter the hedgehog would sleep through, warm and snug.>
{item} {itemTell}.

:: journey journey.h-sleeping-trout
setting: waterfall
energy: calm

{onward}below the waterfall, at the quiet end of the pool, the water was clear and still.
{name} sat on a mossy stone and looked in.
<grown:Just under the surface hung a speckled trout, its tail moving slowly, as if it were rocking.><little:A speckled fish was there.
Its tail went swish... swish.>
"Is it asleep?" whispered {name}.
"Fish sleep with their eyes open," whispered {companion}.
{trait:rest} {name} watched the tail, swish, swish, until {their} own breathing was slow too.
{Companion} {ability:hush,comfort}.
<big:It must be lovely, {name} thought, to be rocked to sleep by the water.>
Softly, {name} tiptoed away from the pool with {item}.

:: journey journey.h-last-boat
setting: lighthouse
energy: calm

{onward}below the lighthouse, the little fishing boats were coming home, their lamps bobbing on the dark sea.
{name} sat on the lighthouse step and counted them in[, {their} {colour} dressing gown wrapped snug].
<little:One, two, three, four...><grown:Each time the beam swept round, it found another one, chugging into the bay.>
{trait:rest} The last little boat was very slow.
{name} waited while the beam went round, once, twice, three times.
At last, there it was, chug... chug... safe inside the bay.
{Companion} {ability:light,guide}.
<big:Everyone who had been out on the sea tonight was home, and {name} thought that must be the best thing a lighthouse ever sees.>
{item} {itemTell}.

:: journey journey.h-coconut
setting: island
energy: calm

{onward}the little island was so small that {name} could walk all the way round it.
"Let's count the steps," whispered {name}.
<young:One, two, three...>
{trait:rest} <grown:Past the palm tree, past a sleeping crab, past a rock shaped like a teapot, and round.><little:Past the palm tree.
Past a sleeping crab.
Past a rock.>
{name} whispered goodnight to each one.
<grown:At twenty-nine steps, they were back where they had started, and the moon had moved a little across the sky.><little:Twenty-nine steps, and back again!>
{Companion} {ability:hush,comfort}.
<big:It felt good, {name} thought, to know a whole place all the way round, even a very small one.>
Softly, {name} carried {item} on towards {destination}.
