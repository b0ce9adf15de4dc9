// Twenty more journeys, one in each of twenty places (set h): scenes on the way that serve any quest of any theme.

:: journey journey.h-bell-ringers
setting: village
role: onward
energy: lively

{onward}<little:six ropes hung in the village church.
Five mice held five of them.><grown:six ropes hung down inside the village church, and five mice held five of them.>
"Our sixth bell-ringer has a cold," said the smallest mouse.
{trait:meet} {name} took the sixth rope.
<little:Pull!
Clang!
Too soon!
"Wait for your turn," squeaked the mouse.><6-9:{name} pulled too soon, and clang went the bell!
"Wait for your turn," squeaked the mouse.><10-12:{name} pulled too early and the bell clanged out of turn, which made the smallest mouse squeak, "Wait for your turn.">
<little:One, two, three, four, five... six!><6-9:So {name} counted to five, and pulled on six.>
<little:Ding, dong, DONG!>
<little:Outside, the lane lamps blinked on.><6-9:Outside, as if the bells had woken them, the lamps along the lane blinked on, one after another.><10-12:So {name} counted carefully to five and pulled on six, and outside, as if the peal had woken them, the lamps along the lane blinked on one after another.>
<little:{name} and {companion} followed the lamps.
They carried {item} from light to light.><grown:{name} and {companion} followed them with {item}, from one pool of light to the next.>

:: journey journey.h-bonnet
setting: river
role: onward
energy: lively

{onward}<2-9:a little straw bonnet came bobbing down the river.
"My best bonnet!" called a moorhen from the far bank.><10-12:a little straw bonnet came bobbing down the river, and a moorhen on the far bank cried out that it was her best one.>
{trait:obstacle} <little:{name} ran along the bank.
But the bonnet was faster!
Run, run, run!
{name} held out a long stick.><6-9:{name} ran along the bank beside it[, {their} {hair} hair flying], but the bonnet was faster.
So {name} grabbed a long stick and ran ahead to a slow, shallow bend.><10-12:{name} raced along the bank beside it[, {their} {hair} hair flying], but the current was quicker, so {name} grabbed a long stick and hurried ahead to a slow, shallow bend.>
<little:Hook!
Got it!
The moorhen put it on very proudly.><6-9:Round the bend came the bonnet, and {name} hooked it by its ribbon.
The moorhen put it on very proudly.><10-12:When the bonnet swirled round the bend, {name} hooked it by its ribbon, and the moorhen proudly put it back on.>
<little:{Friends} had run a long, long way!
{name} patted {item}, puffed and pleased.><6-9:All that running had carried {friends} a long way downstream, much nearer to {recipient}.
{name} patted {item}, puffed and pleased.><10-12:All that running had carried {friends} a long way downstream, much nearer to {recipient}, and {name} patted {item}, breathless and pleased.>

:: journey journey.h-sack-race
setting: farm
role: aside
energy: lively

{onward}<little:three calves stood in the farmyard.
Each one was in a sack!><grown:three young calves stood in a row in the farmyard, each one in an old feed sack.>
"Sack race!" they mooed.
"Get in!"
{trait:meet} <little:{name} stepped into a sack.
{They} held it up to {their} tummy.><grown:{name} stepped into a sack and held the top up to {their} tummy.>
<grown:On the very first hop, {name} toppled sideways into the straw.><little:Hop... flump!
Into the straw!>
{name} got up, laughing, and tried little jumps instead, boing, boing, boing.
<grown:One calf went the wrong way round the water trough.><little:The calves wobbled everywhere.>
<8-9:{name} came second, by a nose, and decided that was exactly the right place for a guest.><10-12:{name} came second by a nose, which {they} decided was exactly the polite place for a guest to finish.>
<little:{Companion} {ability:guide}.
{item} {itemTell}.><grown:Then {companion} {ability:guide}, and {item} {itemTell}.>

:: journey journey.h-dodgems
setting: fair
role: onward
energy: lively

{onward}<little:little round cars zoomed about the fair.
Bump!><grown:at the fair, little round cars were zooming about on a shiny floor, bump!>
<2-9:"Dodgems!" said {name}[, {their} {eyes} eyes shining].
{Friends} squeezed into a red one.><10-12:"Dodgems!" said {name}[, {their} {eyes} eyes shining], and {friends} squeezed together into a little red car.>
{trait:obstacle} <little:Zoom... bonk!
Stuck!
{name} turned the wheel the other way, and out they zoomed.><6-9:{name} turned the wheel, and the car went straight into a corner and stuck, buzzing.
{name} turned the wheel the other way, and out they zoomed.><10-12:{name's} first turn of the wheel sent the car straight into a corner, where it stuck, buzzing, until {name} steered the other way and out they zoomed.>
<little:Bump!
Wheee!
They stopped by the back gate.><6-9:They bumped a mole in goggles, and he bumped them back, and everybody laughed.
The ride stopped with their car right by the fair's back gate.><10-12:They bumped a mole in goggles, who cheerfully bumped them back, and when the ride ended, their car had come to rest right beside the fair's back gate.>
<little:{Friends} hopped out with {item}.><grown:{Friends} hopped out with {item}, the whole fair behind them.>

:: journey journey.h-cork-float
setting: harbour
role: onward
energy: lively

{onward}<little:a seal pup was playing by the harbour.
Flick! Up went a cork float, off her nose.><grown:by the harbour steps, a seal pup was flicking a big cork float up with her nose.>
"Catch!" she barked.
{trait:meet} <little:{name} caught it with both hands, and threw it back.
Flip!
Catch!
Throw!><6-9:{name} caught it with both hands, and threw it back.
Flip, catch, throw, faster and faster.><10-12:{name} caught it with both hands and threw it back, and soon the two of them were playing flip, catch, throw, faster and faster.>
<little:{name} tossed it high.
The pup caught it on her nose!
"Follow me!" barked the pup.><6-9:{name} tossed it high, and the pup caught it on the tip of her nose.
"Follow me!" she barked, and swam along beside the wall to the steps up to the cliff path.><10-12:When {name} tossed it high, the pup caught it neatly on her nose, then swam off along the wall towards the steps up to the cliff path, barking, "Follow me!">
<little:{name} ran after her with {item}.
{Companion} was close behind.><grown:{name} ran along the wall after her, {item} held tight and {companion} close behind.>

:: journey journey.h-juggling
setting: castle
role: aside
energy: lively

{onward}<little:in the castle hall stood nine wooden skittles.><grown:in the castle's long hall, nine wooden skittles stood in a triangle.>
"One go each!" squeaked a mouse, and rolled a ball to {name}.
{trait:obstacle} {name} bowled it hard and fast.
<grown:The ball wobbled off sideways and bumped into a suit of armour, clang!><little:Wobble... clang!
It hit the armour!>
The second ball knocked down just one skittle.
<grown:The third time, {name} crouched low and rolled it slow and straight.><little:Then {name} rolled it slow and straight.>
<young:Clatter, clatter, clatter!>
All nine fell down, and the mice cheered.
{Companion} {ability:guide}.
<8-9:Slow and straight, {name} decided, beat hard and fast nearly every time.><10-12:Slow and straight, {name} decided, beat hard and fast nearly every time, which was worth remembering for more than skittles.>
{item} {itemTell}.

:: journey journey.h-sand-whirl
setting: desert
role: onward
energy: lively

{onward}<little:a little whirlwind came spinning over the desert.
It hummed like a spinning top.
It twirled round a cactus and snatched a lizard's tiny straw hat.><6-9:a little whirlwind came spinning over the desert, humming like a top.
It twirled round a cactus and snatched a lizard's tiny straw hat.><10-12:a little whirlwind came spinning over the desert, humming like a top, then twirled round a cactus and snatched a lizard's tiny straw hat.>
{trait:obstacle} <little:{name} ran after it.
But it spun away, giggling!
Then {name} began to spin too, round and round.><6-9:{name} ran after it[, {their} {hair} hair whipping round], but it spun away, giggling.
Then {name} began to spin too, round and round.><10-12:{name} ran after it[, {their} {hair} hair whipping round], but it spun away, giggling, so {name} had an idea and began to spin too, round and round.>
<little:The whirlwind danced with {name}!
Then it dropped the hat, right into {name's} hands.><6-9:The whirlwind stopped in surprise, and twirled beside {name}.
Then it dropped the hat, right into {name's} hands.><10-12:Astonished, the whirlwind stopped and twirled companionably beside {name}, then dropped the hat right into {name's} hands.>
<little:It swept a smooth path over the dunes.
{name} gave the lizard its hat.
Off went {name} and {companion}, with {item}.><6-9:Off it spun, sweeping a smooth path over the dunes, towards {destination}.
{name} gave the lizard its hat and followed the path with {item} and {companion}.><10-12:Off it spun, sweeping a smooth path over the dunes towards {destination}, and {name} gave the lizard its hat and followed the path with {item} and {companion}.>

:: journey journey.h-lark-nest
setting: meadow
role: onward
energy: gentle

{onward}<little:{name} nearly stepped on something in the grass.><grown:in the long meadow grass, {name} nearly stepped on something.>
It was a nest with three speckled eggs.
A skylark fluttered down beside it.
"Nobody sees us down here," she peeped.
{trait:help} <little:{name} set white stones round the nest.
Now everyone would see it!><grown:{name} set a ring of white stones round the nest, so everyone would see it.>
<grown:The skylark rose up and up, singing, and from high above she called down where the path went on.><little:The skylark flew up high and sang.
"That way!" she called.>
<8-9:The ring of stones would say "careful" to everyone, {name} thought, without a single word.><10-12:The ring of stones would whisper "careful" to every passing foot, {name} thought, without needing to say a single word.>
{Companion} {ability:guide}.
<little:{name} took that path with {item}.><grown:{name} took that path, {item} still safe {itemHeld}.>

:: journey journey.h-wassail
setting: orchard
role: aside
energy: gentle

{onward}<little:a mouse family stood round an old apple tree.
They were singing to it!><grown:in the orchard, a family of mice stood round the oldest apple tree, singing to it.>
"It's a wassail," whispered the mother mouse.
"We sing so the tree grows good apples."
They were hanging toast in its branches, for the robins.
{trait:meet} "Would you hang the last piece?" asked the smallest mouse.
<little:{name} stood on tiptoe.
{Companion} {ability:lift,guide}.><grown:{name} stood on tiptoe, and {companion} {ability:lift,guide}.>
<little:Up went the toast, onto the highest twig![ A {colour} ribbon fluttered there too.]><grown:Up went the toast, onto the highest twig[, next to a {colour} ribbon].>
Then everyone sang, and the old tree creaked along.
<8-9:{name} had never sung to a tree before, and it felt surprisingly right.><10-12:{name} had never sung to a tree before, and was surprised how natural it felt, as if trees had always liked a song.>
{item} {itemTell}.

:: journey journey.h-cloud-harp
setting: clouds
role: onward
energy: gentle

{onward}<little:long thin wisps stretched from cloud to cloud.
They were like the strings of a harp.><grown:up in the clouds, long thin wisps stretched from cloud to cloud, like the strings of a harp.>
{trait:wonder} {name} ran one finger along them.
<little:Plink, plonk, plink!><grown:Plink, plonk, plink, and each string sang a different note.>
"Play something," said {companion}.
<little:So {name} played "{refrain}".
Hmmm, the clouds hummed it back.><grown:So {name} played "{refrain}", very carefully, one note at a time, and the clouds hummed it back.>
<grown:As they hummed, the clouds drifted close together and made a soft, wide bridge across the sky.><little:The clouds drifted into a soft bridge.>
<8-9:Far below, {name} thought, someone might hear it in their sleep and smile.><10-12:Far below, {name} thought, someone might catch a faint thread of that tune in their sleep and smile without waking.>
{name} walked over it with {item}, humming too.

:: journey journey.h-firefly-jar
setting: treehouse
role: onward
energy: gentle

{onward}<little:in a treehouse window sat a jar of fireflies.
Blink... blink... so sad.
"They light my room," said a mouse in a nightcap.
"But they bump on the glass."><6-9:in a treehouse window sat a jam jar of fireflies, blinking sadly.
"They light my room," said a mouse in a nightcap, "but they bump on the glass."><10-12:in a treehouse window sat a jam jar of fireflies, blinking forlornly, and a mouse in a nightcap explained, "They light my room, but they bump on the glass.">
{trait:help} {name} climbed the rope ladder, {companion} close behind.
<little:"They want to be out with the stars," said {name}.
The mouse nodded, and {name} unscrewed the lid.
Blink, blink, out!><6-9:"I think they want to be out with the stars," said {name} gently.
The mouse nodded, and {name} unscrewed the lid.
The fireflies floated out, glowing softly.><10-12:"I think they want to be out with the stars," said {name} gently, and when the mouse nodded, {name} unscrewed the lid and the fireflies floated out, glowing softly.>
<little:The rest lit up the path below.
{name} climbed down with {item}.
{They} followed the glow.><6-9:Some drifted down to line the dark path below, like a string of tiny lamps.
{name} climbed down and followed their glow with {item}.><10-12:Some drifted down to line the dark path below like a string of tiny lamps, and {name} climbed down and followed their glow with {item}.>

:: journey journey.h-cairn
setting: mountain
role: onward
energy: gentle

{onward}<little:a little stone tower stood by the path.
It was as tall as {name}!><grown:at a bend in the mountain path stood a little tower of stones, as tall as {name}.>
"It's a cairn," said a marmot, sitting on a rock nearby.
"Every traveller adds a stone, so the next one knows the way."
{trait:wonder} <little:{name} chose a smooth, speckled stone.[ {They} rubbed it clean on {their} {colour} sleeve.]><grown:{name} chose a smooth, speckled stone[ and rubbed it clean on {their} {colour} sleeve].>
<grown:{name} set it on the very top, carefully, and the cairn stood a little taller.><little:{name} put it on top.
Click!
The tower was taller.>
<8-9:All those stones, {name} thought, and every one of them a traveller saying "this way" to someone they would never meet.><10-12:Each of those stones, {name} thought, was a quiet kindness from a traveller to a stranger, piled up over who knew how many years.>
{Companion} {ability:guide}.
<little:"Now we're part of it," said {name}.
On they went with {item}.><grown:"Now we're part of it," said {name}, and on they went with {item}.>

:: journey journey.h-pop-up
setting: library
role: aside
energy: gentle

{onward}<little:in the library lay a big book.
It was called NIGHT SKY.><grown:on a low table in the library lay a big book called NIGHT SKY.>
<little:{name} opened it.
Pop! Up came a paper moon and paper stars!><grown:{name} opened it, and up popped a paper moon and a whole sky of paper stars!>
{trait:help} But one little star had come unstuck, and lay flat and crumpled.
<grown:Very gently, {name} smoothed it out, dabbed its tab with paste from the desk, and pressed it back in place.><little:Dab, press, hold.
There!>
Now every star stood up together.
{Companion} {ability:light,guide}.
<8-9:{name} closed the book softly, feeling like someone who had mended a small piece of the sky.><10-12:{name} closed the book softly, with the odd, pleasant feeling of having mended a small corner of the sky.>
{item} {itemTell}.

:: journey journey.h-cave-pearls
setting: cave
role: onward
energy: gentle

{onward}<little:deep in the cave were three dark tunnels.
A young vole sat between them, sniffling.><grown:deep in the cave, three tunnels led off into the dark, and a young vole sat between them, sniffling.>
"Which way is out?" she asked.
{Companion} {ability:light,comfort}.
{trait:help} {name} stood very still and waited.
<grown:Then {name} felt it: a cool breath of air on one cheek, smelling of grass and night.><little:A cool breeze touched {name's} cheek.
It smelled of grass!>
"Fresh air comes from outside," said {name}.
"Follow the breeze!"
<grown:They walked into it, slowly, until the stars peeped in at the cave's mouth.><little:They followed it, and there were the stars!>
<8-9:When you are lost, {name} thought, it helps to stand still and let the world tell you the way.><10-12:When you are lost, {name} thought, the wisest thing is often to stand still and let the world show you the way.>
<little:{name} went on with {item}.[ The breeze stirred {their} {hair} hair.]><grown:{name} went on with {item}[, {their} {hair} hair still stirring in the breeze].>

:: journey journey.h-willow-room
setting: pond
role: onward
energy: calm

{onward}<little:by the pond grew an old willow tree.
Its long branches hung down like a green curtain.><grown:by the pond grew an old willow, its long branches trailing down like a green curtain.>
{name} parted the leaves and stepped inside.
<grown:It was like a secret room, round and dim.><little:Inside was a secret green room.>
{trait:rest} <little:{name} sat down on a root.[ {They} tucked up {their} {colour} slippers.]><grown:{name} sat down on a root[, {their} {colour} slippers tucked up out of the wet].>
<little:Swish, went the leaves.><grown:A little coot was asleep in there already, snoring very softly.>
{Companion} {ability:hush,comfort}.
<8-9:In here, it felt as if time itself had stopped to rest.><10-12:Inside the green room, time itself seemed to have sat down on a root beside them for a rest.>
<grown:On the far side, the curtain parted onto a quiet path that {name} had never seen.><little:At the back was a hidden path.>
Softly, {name} slipped out that way with {item}.

:: journey journey.h-grass-hollow
setting: hilltop
role: aside
energy: calm

{onward}<little:on the hill, a hare was snuggling down.
She lay in a hollow in the grass.><grown:near the top of the hill, a hare was settling into a hollow in the grass.>
"It's my form," she said.
"That's a hare's bed."
Right beside it was another hollow, just the right size.
{trait:rest} <little:{name} lay down in it.
It fitted just right![ {Their} {hair} hair lay on soft clover.]><grown:{name} lay down in it, and it fitted perfectly[, {their} {hair} hair on a pillow of clover].>
<little:Snug.
So snug.><grown:The grass curved all round, keeping the wind off, and the stars looked down, close and kind.>
{Companion} {ability:warm,comfort}.
<8-9:Perhaps, {name} thought, the hollow had simply been waiting for someone.><10-12:Perhaps, {name} thought, the hollow had been waiting patiently all along for someone exactly this size to come and fill it.>
<little:Then, slowly, {name} carried {item} on.><grown:After a while, {name} got up slowly and carried {item} on.>

:: journey journey.h-leaf-bed
setting: forest
role: aside
picture: autumn
energy: calm

{onward}<little:a hedgehog was busy under a holly bush.
He dragged dry leaves into a heap.><grown:under a holly bush in the forest, a hedgehog was dragging dry leaves into a heap.>
"My winter bed," he yawned.
"But I'm so sleepy, I can't finish it."
{trait:help} {name} gathered autumn leaves too, slowly, armful after armful, crackly and gold.
<young:Crunch, crunch.
Pat, pat.>
<grown:They heaped them up, round and deep, until the bed was as cosy as a nest.><little:Soon the bed was round and deep.>
The hedgehog crept inside and curled into a ball.
"Wake me in spring," he mumbled.
{Companion} {ability:hush,comfort}.
<8-9:{name} tiptoed away, thinking of the whole long winter the hedgehog would sleep through, warm and snug.><10-12:{name} tiptoed away, thinking with a touch of envy of the hedgehog sleeping warm and snug through the whole long winter.>
{item} {itemTell}.

:: journey journey.h-sleeping-trout
setting: waterfall
role: onward
energy: calm

{onward}<little:below the waterfall, the pool was quiet.
The water was clear and still.
{name} sat on a mossy stone and looked in.><6-9:below the waterfall, at the quiet end of the pool, the water was clear and still.
{name} sat on a mossy stone and looked in.><10-12:below the waterfall, at the quiet end of the pool, the water lay clear and still, and {name} sat on a mossy stone to look in.>
<6-9:Just under the surface hung a speckled trout, its tail rocking slowly.><little:A speckled fish was there.
Its tail went swish... swish.><10-12:Just beneath the surface hung a speckled trout, its tail rocking slowly.>
{trait:rest} <little:{name} watched the tail, swish, swish.
Soon {name} was breathing slowly too.><6-9:{name} watched the tail, swish, swish, until {their} own breathing was slow too.><10-12:{name} watched the tail sway, swish, swish, until {their} own breathing had slowed to match it.>
{Companion} {ability:hush,comfort}.
<little:In the water, a star shone over the path.
{name} got up quietly.
{They} carried {item} towards the star.><6-9:Then the still water showed the sky, with one bright star over the path ahead.
{name} got up quietly and carried {item} towards it.><10-12:Then the still water mirrored the sky, with one bright star shining over the path ahead, and {name} got up quietly and carried {item} towards it.>

:: journey journey.h-last-boat
setting: lighthouse
role: onward
energy: calm

{onward}<little:the little fishing boats were coming home.
Their lamps bobbed on the dark sea.><grown:below the lighthouse, the little fishing boats were coming home, their lamps bobbing on the dark sea.>
<little:{name} sat on the lighthouse step to count them.[ {Their} {colour} dressing gown was snug.]
One, two, three, four...><6-9:{name} sat on the lighthouse step and counted them in[, {their} {colour} dressing gown wrapped snug].
One, two, three, four, chugging into the bay.><10-12:{name} sat on the lighthouse step[, {their} {colour} dressing gown wrapped snug,] and counted them in as they chugged into the bay: one, two, three, four.>
{trait:rest} <little:The last little boat was very slow.
Chug... chug... into the bay it came.><6-9:The last little boat was very slow, but at last it chugged safe into the bay.><10-12:The last little boat was the slowest of all, but eventually it chugged safely into the bay.>
<little:"Is that for {recipient}?" called the old otter.
He nodded at {item}.
He pointed along the shore.><6-9:"Is that for {recipient}?" called the old otter at the tiller, nodding at {item}.
"I passed that way at sunset," he said, and pointed a paw along the shore.><10-12:The old otter at the tiller nodded at {item} and called, "Is that for {recipient}? I passed that way at sunset," pointing a paw along the shore.>
{name} and {companion} set off that way, slow and sure.

:: journey journey.h-coconut
setting: island
role: onward
energy: calm

{onward}<little:the little island was very, very small.
{name} could walk all the way round it!
"Let's count the steps," whispered {name}.><6-9:the little island was so small that {name} could walk all the way round it.
"Let's count the steps," whispered {name}.><10-12:the little island was so small that {name} could walk all the way round it, and {they} whispered, "Let's count the steps.">
<young:One, two, three...>
{trait:rest} <little:Past the palm tree.
Past a sleeping crab.
{name} whispered goodnight to each one.><6-9:Past the palm tree, past a sleeping crab, past a rock shaped like a teapot, and round.
{name} whispered goodnight to each one.><10-12:Past the palm tree, past a sleeping crab and past a rock shaped like a teapot they went, and {name} whispered goodnight to each one.>
<little:At the jetty, an old turtle was waiting.
"Over to the far shore?" he yawned.><6-9:At twenty-nine steps, by a tiny jetty, an old turtle was waiting with a little ferry.
"Over to the far shore?" he yawned.><10-12:At twenty-nine steps, beside a tiny jetty, an old turtle was waiting with a little ferry, and he yawned, "Over to the far shore?">
<little:{name} stepped aboard with {item}.
Slowly, {friends} glided across.><grown:{name} stepped aboard with {item}, and {friends} glided slowly across.>
