// Twenty more journeys, one in each of twenty places (set g): scenes on the way that serve any quest of any theme.

:: journey journey.g-creeping-game
setting: village
role: onward
energy: lively

{onward}<little:by the village pump stood three voles. They had tiny watering cans.><grown:by the old iron pump in the village, three voles stood waiting with tiny watering cans.>
"The handle's too stiff for us," sighed the smallest.
<2-9:{trait:help} {name} took the long handle and pumped, up and down.><10-12:{trait:help} {name} took the long handle and pumped it up and down, creaking and clunking, until out gushed the water with a whoosh, filling every can.>
<young:Creak... clunk.>
<6-9:Then, WHOOSH, out gushed the water, filling every can.><little:WHOOSH!
Water everywhere!>
<6-9:"Come down our back lane," said the smallest vole, "because it's quicker, and we water it all the way."><10-12:"Come down our back lane," said the smallest vole happily; "it's quicker, and we water it all the way."><little:"Come down our lane," said the voles.>
{Companion} {ability:guide}.
<little:So {name} followed the splishing cans, with {item} safe.><grown:So {name} followed the splishing cans along the gardens, with {item} safe {itemHeld}.>

:: journey journey.g-heron-leg
setting: river
role: onward
energy: gentle

{onward}<little:by the river, a heron stood on one leg. She was trying to sleep.><grown:on the river bank, a young heron was trying to sleep on one leg.>
But she kept wobbling.
Wobble, wobble, splash!
{trait:help} <little:"Let's try together," said {name}. {They} stood on one leg too![ One {colour} slipper was in the air.]><grown:"Let's try together," said {name}, and stood on one leg too[, one {colour} slipper in the air].>
<grown:"Look at one still thing," said {name}, "and breathe slowly."><little:"Look at the moon," said {name}.>
So they all looked at the moon, and breathed.
<grown:The heron stopped wobbling, and before she tucked her head under her wing, she pointed her beak downstream.><little:The heron stopped wobbling.
She pointed her beak.>
"The easy path is past the alder," she murmured.
<8-9:Standing still, {name} discovered, is much easier when somebody is wobbling beside you.><10-12:Standing still, {name} discovered, is far easier when somebody beside you is wobbling too, because then it turns into a game.>
<little:{name} put {their} foot down. Then {they} tiptoed on with {item} and {companion}.><grown:{name} put {their} foot down and tiptoed that way with {item} and {companion}.>

:: journey journey.g-green-sea
setting: meadow
role: onward
energy: calm

{onward}<little:a soft wind came over the meadow. The long grass moved in waves.><grown:a soft wind came over the meadow, and the long grass moved in waves.>
<little:Shhh, went the grass.>
<grown:Each wave turned the grass silver as it bent, and dark as it rose, like the sea at night.><little:Silver, then dark.
Silver, then dark.>
{trait:rest} <little:{name} lay down in the grass to listen.[ {Their} {hair} hair filled with grass seeds.]><grown:{name} lay down in the grass to listen[, {their} {hair} hair full of grass seeds].>
{Companion} {ability:hush,comfort}.
<8-9:It was a sea you could lie in without getting wet, {name} thought, and it hummed the same song as the real one.><10-12:Lying there, {name} felt like a small boat adrift on a sea that sang like the real one but never got anybody wet.>
<grown:When {name} sat up, every wave of grass was bending the same way, like a soft green arrow.><little:All the grass leaned one way, like an arrow.>
<little:That way went {name}, holding {item}. There was the path again!><grown:{name} followed where it pointed, and found the path again, with {item} held close.>

:: journey journey.g-apple-bobbing
setting: orchard
role: aside
energy: lively

{onward}<little:under the apple trees, field mice bobbed for apples. The apples floated in a tin bath.><grown:under the apple trees, some field mice were bobbing for apples in a tin bath.>
"Your turn!" they squeaked.
{trait:meet} <little:{name} knelt down, hands behind {their} back. {They} tried to bite an apple!><grown:{name} knelt down, hands behind {their} back, and tried to bite an apple.>
<grown:Bonk, went {name's} nose, and away the apple bobbed.><little:Bonk!
It bobbed away.>
The second time, it spun round like a top.
<little:The third time, {name} nudged it against the side. Crunch, got it!><grown:The third time, {name} nudged it against the side and, crunch, got it!>
<grown:The mice cheered, and {name's} chin dripped[ onto {their} {colour} pyjamas].><little:"Hooray!" squeaked the mice.>
{Companion} {ability:guide}.
<8-9:Wet chins, {name} decided, were a small price for the best apple in the orchard.><10-12:A wet chin and a bonked nose, {name} decided, were a perfectly fair price for the best apple in the whole orchard.>
<little:{item} was still safe and dry.><grown:{item} was still safe and dry {itemHeld}.>

:: journey journey.g-toad-spectacles
setting: pond
role: onward
energy: gentle

{onward}<little:an old toad sat by the pond, peering about.><grown:an old toad sat at the edge of the pond, peering about.>
"I've lost my spectacles," he croaked.
{trait:help}
{Companion} {ability:find,guide}.
<grown:Something glinted: two little round lenses, hooked on a reed by the water.><little:Something glinted in the reeds: his spectacles!>
<little:{name} polished them on {their}[ {colour}] pyjamas. The toad put them on.><grown:{name} polished them on {their}[ {colour}] pyjamas, and the toad put them on.>
"Why, there's the moon," he said, "and {item}!"
<grown:Then he pointed a webbed hand across the water: "And the quick way to {recipient} is past those bulrushes."><little:"Go past the bulrushes," he croaked.>
<8-9:Sometimes, {name} thought, the best help is simply a second pair of eyes.><10-12:Sometimes, {name} thought, the most useful help is not strength or cleverness at all, but simply a second pair of eyes.>
So {name} went round by the bulrushes.

:: journey journey.g-hare-leapfrog
setting: hilltop
role: onward
energy: lively

{onward}<little:on the hilltop, three young hares were playing leapfrog.><grown:on the hilltop, three young hares were playing leapfrog in the moonlight.>
"Be our frog!" they called.
{trait:meet} <little:So {name} crouched down small. Boing, boing, boing, over went the hares!><grown:So {name} crouched down small, and boing, boing, boing, over went the hares.>
<grown:Over the smallest hare {name} went, easily, and over the middle one, just.><little:Over the small one!
Over the middle one!>
But the biggest hare was very big indeed.
<little:{name} landed in a giggling heap beside him.[ {Their} {hair} hair was full of grass.]><grown:{name} landed in a giggling heap beside him[, {their} {hair} hair full of grass].>
<8-9:Some games, {name} decided, are best when nobody quite wins.><10-12:Some games, {name} decided, are at their very best when nobody quite wins and everybody ends up grass-stained and laughing.>
<grown:"Now race us!" called the hares, and they bounded down the far side of the hill, the quickest way off it.><little:"Race us down!" called the hares.>
{name} and {companion} ran after them, {item} held tight.

:: journey journey.g-honeysuckle
setting: forest
role: onward
energy: calm

{onward}a sweet smell drifted along the forest path.
<little:It came from a honeysuckle on an old tree. Its pale flowers were open.><grown:It came from a honeysuckle on an old tree, its pale flowers open to the night.>
<little:Sniff.
Mmm.>
Soft grey moths hovered round it, sipping, their wings a blur.
{trait:rest} <little:{name} stood very still. One moth settled on {their}[ {colour}] sleeve to rest.><grown:{name} stood very still, and one moth settled on {their}[ {colour}] sleeve to rest.>
{Companion} {ability:hush,comfort}.
<8-9:{name} wondered whether moths dreamed of honeysuckle, the way children dream of cake.><10-12:{name} wondered whether moths dreamed of honeysuckle the way children dream of birthday cake, sweet and enormous and just out of reach.>
<grown:Then the moth floated off down the dark path, its pale wings showing the way between the trees.><little:The moth flew off along the path.>
<little:{name} followed the little pale wings with {item}. Step, step, quiet step.><grown:{name} followed the little pale wings, step by quiet step, with {item}.>

:: journey journey.g-midnight-cockerel
setting: farm
role: onward
energy: lively

{onward}<little:a young cockerel had hopped onto the henhouse roof.><grown:on the farm, a young cockerel had hopped onto the henhouse roof.>
"The sun is up!" he cried, puffing out his chest.
But it was only the big, round moon.
{trait:obstacle} "Wait!" called {name}, running across the yard.
"That's the moon," {name} whispered[, {their} {hair} hair all windblown].
"Everyone is still asleep."
<grown:The cockerel let his breath out in a tiny, embarrassed squeak.><little:"Oops," peeped the cockerel.>
<8-9:{name} could hardly blame him; it was a very bright moon.><10-12:{name} could hardly blame him; it was an unusually bright moon, and from a henhouse roof it must have looked just like morning.>
<grown:"I can see far from up here," he whispered, and pointed a wing over the barn, towards {destination}.><little:He pointed a wing over the barn.>
<little:{name} took a quick look at {item}. Then {they} hurried that way with {companion}.><grown:{name} checked on {item} and hurried that way with {companion}.>

:: journey journey.g-resting-geese
setting: clouds
role: onward
energy: calm

{onward}<little:grey geese were sleeping on a wide, flat cloud.><grown:on a wide, flat cloud, a flock of grey geese had stopped to sleep.>
"We're flying a long way," murmured the leader, with one eye open.
<little:Shh.
Geese asleep.>
{trait:rest} {name} tiptoed between them, so softly that not one feather stirred.
<little:"You'll fly better after a sleep," whispered {name}. The smallest goose tucked its head under its wing.><grown:"You'll fly better after a sleep," whispered {name} to the smallest goose, and it tucked its head under its wing.>
{Companion} {ability:hush,comfort}.
<8-9:Everyone on a long journey, {name} thought, needs somewhere soft to stop for a while.><10-12:Everyone on a long journey, {name} thought, whether they travel by wing or by foot, needs somewhere soft to stop for a while.>
<grown:Then the leader nodded at a row of small clouds, like stepping stones across the sky.><little:The leader nodded at some small clouds.>
Quietly, {name} carried {item} across them.

:: journey journey.g-beetle-eddy
setting: waterfall
role: onward
energy: gentle

{onward}<little:below the waterfall, the pool swirled round and round.><grown:below the waterfall, the pool swirled in a slow circle.>
A green beetle was riding round on a leaf.
"I'm dizzy!" it called.
{trait:help} {name} knelt at the edge and held out a long stick.
<grown:The first time the leaf came by, {name} missed.
The second time, it spun away.><little:Oops, missed!
Missed again!>
<little:The third time, {name} held the stick still. The beetle climbed on!><grown:The third time, {name} held the stick still, and the beetle climbed on.>
{Companion} {ability:warm,comfort}.
<8-9:Patience, {name} thought, is mostly waiting for the water to bring things back round.><10-12:Patience, {name} realised, is mostly a matter of holding still and trusting the water to bring things back round again.>
<grown:"The dry way round is up those mossy steps," said the beetle.><little:"Go up the mossy steps," said the beetle.>
{name} climbed them carefully with {item}.

:: journey journey.g-upside-down-story
setting: treehouse
role: aside
energy: gentle

{onward}<little:three baby bats hung from a treehouse beam. They were waiting for a story.><grown:in a treehouse, three baby bats hung from a beam, waiting for a story.>
Their granny had nodded off in her chair.
{trait:help} "I'll do it," whispered {name}.
<grown:{name} turned the book upside down, so the bats could see the pictures the right way up.><little:{name} turned the book upside down for the bats.>
"Once upon a time," {name} began, "there was a sleepy little bat..."
{Companion} {ability:light,hush,guide}.
<grown:By the last page, three small snores came from the beam.><little:Soon, three small snores came from the beam.>
<8-9:It was the first story {name} had ever told upside down, and it seemed to work just as well.><10-12:{name} had never read a story upside down before, and judging by the snores, it had been a great success.>
<little:{name} closed the book. {item} {itemTell}.><grown:{name} closed the book, and {item} {itemTell}.>

:: journey journey.g-chameleon
setting: jungle
role: aside
energy: gentle

{onward}<little:on a jungle branch sat a chameleon. She was as green as a leaf!><grown:on a jungle branch sat a chameleon, as green as the leaf beside her.>
"Watch," she said, and stepped onto a red flower.
<grown:Slowly, like ink soaking into paper, she turned red to match the petals.><little:Blink!
She turned red!>
{trait:wonder} Then she crept onto {name's} sleeve.
<grown:She turned the soft colour of {name's} pyjamas[, and then a little bit {colour}, just to be friendly].><little:She turned the colour of {name's} pyjamas!>
{name} laughed very softly.
{Companion} {ability:guide}.
<8-9:{name} wondered what colour a chameleon turned when it felt happy, and decided it was probably this one.><10-12:If chameleons changed colour with their feelings too, {name} thought, then this particular shade must be the colour of being content.>
<little:{name} set her back on the green leaf. Then off {they} tiptoed with {item}.><grown:{name} set her back on the green leaf and went on with {item}.>

:: journey journey.g-sideways-race
setting: harbour
role: aside
energy: lively

{onward}<little:by the harbour, crabs lined up for a race.><grown:along the harbour path, a row of crabs was lining up for a race.>
"Ready, steady, scuttle!" called a gull.
Off they went, click, clack, sideways!
{trait:meet} "Come on!" the crabs called to {name}.
<little:So {name} raced too, sideways, arms out like claws.[ {Their} {colour} slippers went shuffle, shuffle.]><grown:So {name} raced too, sideways, arms out like claws[, {their} {colour} slippers going shuffle, shuffle].>
<grown:It was harder than it looked, and {name} kept going forwards by mistake.><little:Sideways is hard!
{name} giggled and giggled.>
The smallest crab won, and {name} came a happy last.
<8-9:Coming last, {name} discovered, is not so bad when you have laughed the whole way.><10-12:Coming last, {name} discovered, is hardly a disappointment at all when you have laughed from the starting line to the finish.>
{Companion} {ability:guide}.
<little:{item} had stayed safe the whole way.><grown:{item} had stayed safe {itemHeld} the whole way.>

:: journey journey.g-sleepy-paintings
setting: castle
role: onward
energy: calm

{onward}<little:in the castle hung paintings of kings and queens.><grown:in the castle's long gallery hung paintings of kings and queens.>
Their painted eyes were drooping.
{trait:rest} <little:"Goodnight, Your Majesty," whispered {name} to the first king. His painted eyes closed.><grown:"Goodnight, Your Majesty," whispered {name} to the first king, and his painted eyes closed.>
<grown:{name} said goodnight down the row, and one by one they nodded off.><little:Goodnight, queen.
Goodnight, prince.
One by one, they slept.>
<grown:The last painting was of a small dog on a cushion, already snoring.><little:A painted dog was snoring already.>
{Companion} {ability:hush,comfort}.
<8-9:Even very grand people, {name} thought, need someone to say goodnight to them.><10-12:Even kings and queens, {name} thought, however grand they look in their golden frames, need somebody to wish them goodnight.>
<grown:"Take the garden door," murmured the last queen, eyes shut.><little:"Go out by the garden door," said a queen.>
<little:{name} slipped through it with {item}. Into the moonlit garden!><grown:{name} slipped through it with {item}, into the moonlit garden beyond.>

:: journey journey.g-slow-catch
setting: moon
role: onward
energy: lively

{onward}<little:on the moon, a young hedgehog was playing catch. He wore a glass helmet!><grown:on the moon, a young hedgehog in a glass helmet was playing catch.>
"Catch!" he called, and threw the ball to {name}.
<grown:Up it floated, so slowly that {name} could count to ten.><little:Up it went, slowly.
Catch!>
{trait:wonder} {name} threw it back, hard.
<grown:It sailed over the hedgehog, over a crater, and onto a hill!><little:Whoosh!
Over a crater!>
<little:Boing, boing, they bounced after it.[ {name's} {hair} hair floated up with every bounce.]><grown:Boing, boing, they bounced after it[, {name's} {hair} hair floating up with every bounce].>
{Companion} {ability:find,guide}.
<grown:From that hilltop, {name} could see the whole way ahead.><little:From the hill, {name} saw the way ahead.>
<8-9:On the moon, {name} decided, even a bad throw turns into a great one.><10-12:On the moon, {name} decided, even a hopeless throw could turn into a triumph, which seemed a very generous arrangement.>
<2-3:{name} tucked {item} in.
Boing, down the other side!><4-12:{name} tucked {item} in and bounced down the other side.>

:: journey journey.g-snail-stairs
setting: lighthouse
role: onward
energy: gentle

{onward}<little:below the lighthouse sat a young cormorant. He held his wings out to dry. Like washing on a line!><grown:on a rock below the lighthouse, a young cormorant held his wings out wide to dry, like washing on a line.>
But the breeze kept folding them shut.
{trait:help} <little:{name} stood in front of him, arms out wide. That kept the breeze off!><grown:{name} stood in front of him with {their} arms out wide, to keep the breeze off.>
<grown:This time, his wings stayed open.><little:Out went his wings.
They stayed!>
{Companion} {ability:warm,comfort}.
<8-9:{name's} arms ached, but {they} held on until the cormorant felt as dry as toast.><10-12:{name's} arms began to ache, but {they} stubbornly held them out until the cormorant announced he felt as dry as toast.>
<grown:Then he flew ahead and landed where a path ran safely round the point, above the spray.><little:Then he flew ahead to a safe path.>
<2-3:{name} followed with {item}.
The waves stayed far below.><4-12:{name} followed with {item}, and the waves stayed far below.>

:: journey journey.g-full-stop
setting: library
role: onward
energy: calm

{onward}<little:in the library, a lamp still glowed.><grown:in the library, a lamp still glowed over a reading table.>
On an open book of poems lay a tiny mouse, fast asleep.
<grown:She was curled up like a furry full stop at the end of a line.><little:She was curled up in a little ball.>
{trait:rest} <little:{name} whispered the last line of the poem. "And all the world is sleeping."><grown:{name} whispered the last line of the poem: "And all the world is sleeping.">
<little:Then {name} turned the lamp down low.[ {They} tucked a {colour} ribbon beside her, like a blanket.]><grown:Then {name} turned the lamp down low[, and tucked a {colour} ribbon beside her, like a blanket].>
<8-9:Some poems, {name} thought, are best finished by a whisper.><10-12:Some poems, {name} thought, are meant to be finished in a whisper, especially when someone small is sleeping on the page.>
<grown:The low glow showed a little door between the shelves, left open for night walkers.><little:The glow showed a little door.>
<little:{name} and {companion} tiptoed through it with {item}. Out into the night!><grown:{name} and {companion} tiptoed through it with {item}, out into the night.>

:: journey journey.g-face-paint
setting: fair
role: aside
energy: gentle

{onward}<little:at the fair, a mouse packed up her stall. She painted faces!><grown:at the fair, a mouse in a paint-spotted apron was packing up her face-painting stall.>
"Just time for one more," she said, and dipped a tiny brush.
{trait:meet} <grown:{name} asked for a moon, and the mouse painted a silver one on {their} cheek, cool and tickly.><little:Tickle, tickle!
A silver moon on {name's} cheek!>
Then {name} borrowed the brush.
<grown:Very carefully, {name} painted a little star in the middle of {companion's} forehead[, with a dot of {colour} at its centre].><little:{name} painted a star on {companion's} forehead.>
{Companion} went cross-eyed trying to see it.
<8-9:A face, {name} decided, always looks friendlier with a star on it, even a very serious one.><10-12:A face, {name} decided, always looks friendlier with a star on it, especially a face trying so hard to see its own forehead.>
<little:{Companion} {ability:guide}. {item} {itemTell}.><grown:{Companion} {ability:guide}, and {item} {itemTell}.>

:: journey journey.g-snow-whisper
setting: snowfield
role: onward
energy: calm

{onward}<little:snow was falling on the field. It hardly made a sound.><grown:snow was falling on the field, so softly that it hardly made a sound.>
{trait:rest} {name} stood very still and listened.
<young:Hush.>
<grown:There it was: a tiny, papery whisper, like the pages of an old book.><little:There it was: a tiny whisper.>
<little:On the fence, a sparrow fluffed up into a round ball. Then it shut its eyes.><grown:On the fence, a sparrow fluffed into a round ball of feathers and shut its eyes.>
{Companion} {ability:warm,comfort}.
<8-9:It was the quietest sound {name} had ever listened to on purpose.><10-12:It was the faintest sound {name} had ever listened to on purpose, and somehow it made the whole field feel even quieter.>
<grown:All along the fence, the posts wore little white caps, like a row of candles leading across the field.><little:The snowy posts made a line across the field.>
Slowly, {name} walked beside them with {item}, counting posts.

:: journey journey.g-sand-hoppers
setting: beach
role: aside
energy: lively

{onward}<little:a long heap of seaweed lay along the beach.><grown:a long heap of seaweed lay along the beach, where the tide had left it.>
{trait:wonder} {name} lifted one corner to peep underneath.
<grown:Boing, boing!
Hundreds of tiny sand-hoppers sprang into the air, tickling {name's} ankles.><little:Boing, boing!
Tiny hoppers jumped everywhere!>
<little:{name} laughed and hopped about[ in {their} {colour} slippers]. {They} didn't squash a single one!><grown:{name} laughed and hopped about[ in {their} {colour} slippers], trying not to squash a single one.>
Then {name} laid the seaweed back down, gently, like a blanket.
<grown:"That's their house," said {name}, "and it's nearly bedtime."><little:"Back to bed, hoppers," said {name}.>
<8-9:A whole busy town had been hiding under one heap of seaweed, and {name} had nearly walked straight past it.><10-12:It amazed {name} that a whole bustling town had been hiding under one heap of seaweed, and {they} had almost walked straight past.>
<little:{Companion} {ability:guide}. {item} {itemTell}.><grown:{Companion} {ability:guide}, and {item} {itemTell}.>
