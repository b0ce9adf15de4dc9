// Twenty more journeys, one in each of twenty places (set k): scenes on the way that serve any quest of any theme.

:: journey journey.k-village-sheep
setting: village
role: onward
energy: lively

{onward}<little:sheep were all over the village street!
They were blocking the way.><6-9:a flock of sheep had wandered into the village street, blocking the way!><10-12:a flock of sheep had wandered into the village street, blocking the way completely.>
<2-9:One was nibbling a window box.
One was fast asleep on a doorstep.><10-12:One was nibbling a window box, while another had fallen fast asleep on a doorstep.>
{trait:obstacle} <2-9:"Shoo, back home!" called {name}, but the sheep only said, "Baa."
Then {name} thought of something.><10-12:"Shoo, back home!" called {name}, but the sheep only answered, "Baa," so {name} thought of something cleverer.>
<6-9:{name} held out some sweet clover and walked slowly to the field gate.><10-12:{name} held out a bunch of sweet clover and walked slowly to the field gate, and one by one the sheep followed.><little:{name} picked some sweet clover.
{They} held it out by the field gate.>
<young:Trot, trot, trot.>
<6-9:One by one, the sheep followed.><little:The sheep followed, one by one.>
{Companion} held the field gate open, counting them in.
<little:Click went the gate.
Off trotted {name} with {item}.
The street was clear at last!><grown:Click went the gate, and off trotted {name} with {item}, down a street clear at last.>

:: journey journey.k-shrew-train
setting: river
role: onward
energy: gentle

{onward}<little:along the river bank came a mother shrew.
Behind her came a line of babies.><grown:along the river bank came a mother shrew with a line of babies.>
<little:Each baby held the tail in front.
They made a little train!><grown:Each baby held the tail of the one in front, like a little train.>
<young:Choo, choo, squeak!>
But the smallest, at the back, had let go.
{trait:help} <little:{name} knelt down.
Gently, {they} nudged it forward with one finger.><grown:{name} knelt down[, {their} {colour} sleeve brushing the grass,] and nudged it forward with one finger.>
It found the tail in front and held on tight.
<grown:"All aboard," whispered {name}, and the shrew train pattered away along the bank.><little:Off went the shrew train!>
<8-9:{name} thought it must be lovely to always have someone just in front to hold on to.><10-12:It must be a comfort, {name} thought, always to have someone just in front to hold on to, wherever the path led.>
<little:{Companion} held the tall rushes apart.
{name} followed the shrews with {item}.
It was a secret shortcut!><grown:{Companion} held the tall rushes apart, and {name} followed the shrews with {item} along their secret shortcut.>

:: journey journey.k-burrs
setting: meadow
role: aside
energy: lively

{onward}<little:tall plants grew in the meadow.
They were covered in round, prickly burrs.><grown:a patch of tall burdock grew in the meadow, covered in round, prickly burrs.>
<2-9:"Race you!" said {name}, and ran straight through it.><10-12:"Race you!" cried {name}, and dashed straight through the middle of it.>
<young:Swish, swish, stick!>
{trait:obstacle} <6-9:Out the other side came {name}, with burrs stuck all over {their} pyjamas, and {companion} looked like a hedgehog!><10-12:Out the other side came {name}, bristling with burrs, and {companion} looked so like a hedgehog that {name} laughed until {they} had to sit down.><little:Burrs stuck everywhere!
{Companion} looked like a hedgehog!>
<2-9:{name} laughed so much that {they} had to sit down.>
<little:Then {name} picked them off, one by one.
{They} made a little burr hedgehog on a stone!><grown:Then {name} picked them off, one by one[, even the ones in {their} {hair} hair], and made a little burr hedgehog on a stone.>
{Companion} {ability:guide}.
<2-9:{name} checked {item}: not a single burr.><10-12:{name} checked {item} and was relieved to find not a single burr.>

:: journey journey.k-apple-store
setting: orchard
role: onward
energy: calm

{onward}<little:at the orchard's edge stood a little wooden hut.
The apples slept inside.><grown:at the orchard's edge stood a little wooden hut, where the apples slept.>
<young:Sniff.
Mmm, apples.>
Rows of them lay on the shelves, not one touching another.
An old vole was wrapping each one in paper for winter.
{trait:help} {name} wrapped one too, softly, like tucking in a baby.
{Companion} passed the papers, one by one.
<grown:Then another, and another, until the vole was yawning.><little:Then one more.
All done.>
<8-9:It was the tidiest, sleepiest room {name} had ever stood in.><10-12:It was the tidiest, sleepiest room {name} had ever seen, smelling so sweetly of apples that it was hard to leave.>
<grown:The vole opened the door, and out drifted fireflies to light the lane.><little:Blink, blink, up rose the fireflies.>
<little:By their glow, {name} carried {item} on.
One quiet step, then another.><grown:By their glow, {name} carried {item} on, one quiet step at a time.>

:: journey journey.k-pond-dipping
setting: pond
role: aside
energy: lively

{onward}<little:by the pond lay a net and a sign.
It said: PLEASE PUT EVERYONE BACK.><grown:at the edge of the pond lay a net and a sign: PLEASE PUT EVERYONE BACK.>
{trait:wonder} <2-9:{name} knelt on the bank and swished the net.><10-12:{name} knelt on the bank and swished the net through the water, catching first a water snail, then a shiny, zooming beetle.>
<6-9:First came a water snail, then a shiny, zooming beetle.><little:First, a snail!
Then a zooming beetle!>
<2-9:On the third dip, the net was very heavy.
Out climbed a big, grumpy frog.><10-12:On the third dip the net came up surprisingly heavy, and out clambered a large, indignant frog.>
<2-9:"Do you mind?" it croaked.
"I was asleep!"><10-12:"Do you mind?" it croaked crossly. "I was asleep!">
<2-9:{name} said sorry and tipped them all gently back.><10-12:{name} apologised and tipped every one of them gently back.>
<little:The frog went back to sleep.
{item} {itemTell}.><grown:The frog went back to sleep, and {item} {itemTell}.>
{Companion} {ability:guide}.

:: journey journey.k-lost-glove
setting: hilltop
role: onward
energy: gentle

{onward}<little:on the hilltop path lay a tiny knitted glove.
It was just right for a mouse's paw.><grown:on the hilltop path lay a tiny knitted glove, just the size of a mouse's paw.>
"Someone will be missing that," said {name}.
{trait:help}
<2-9:{name} carried it to the signpost at the top of the hill.><10-12:{name} carried it carefully up to the signpost at the top of the hill.>
<little:{name} reached up on tiptoe.
{Companion} {ability:lift,guide}.><grown:{name} reached up on tiptoe, and {companion} {ability:lift,guide}.>
<6-9:Up went the glove, onto the signpost's arm, where anyone could see it.><10-12:Up went the glove onto the signpost's arm, where its owner was sure to spot it.><little:Up it went, onto the signpost, where everyone could see it.>
<6-9:Its other arm, {name} noticed, said {recipient} in small, neat letters.><10-12:Its other arm, {name} noticed with delight, pointed to {recipient} in small, neat letters.><little:Its other arm said: to {recipient}!>
<little:{item} {itemTell}.
So they went that way.><grown:{item} {itemTell}, and they went that way.>

:: journey journey.k-piglet-line
setting: forest
role: onward
energy: lively

{onward}<little:down the forest path trotted stripy piglets.
Trot, trot, trot!><6-9:a line of stripy wild piglets came trotting down the forest path.><10-12:a line of stripy wild piglets came trotting down the forest path, grunting, "Follow-my-leader!">
<2-9:"Follow-my-leader!" they grunted.>
{trait:meet} {name} joined on, with {companion} last of all.
<2-9:Over the log, hop!
Under the fern, duck!
Round the stump, twirl!><10-12:They hopped over a log, ducked beneath a fern and twirled round a stump.>
<2-9:But after all that twirling, nobody knew the way home.
{name} heard a big, rumbly snore.><10-12:After so much twirling, nobody could remember the way home, until {name} caught the sound of a deep, rumbling snore.>
<6-9:{name} led the line to it: a bristly mother, fast asleep in the leaves.><10-12:{name} led the line to it: a bristly mother, fast asleep in the leaves, and the piglets snuggled in beside her.><little:There was their mother, fast asleep!>
<2-9:The piglets snuggled in.>
<grown:"The badger track behind me is the shortest cut," grunted their mother.><little:"Take the badger track," grunted their mother.>
<little:{name} said thank you.
Then {they} hurried along it with {item}.><grown:{name} thanked her and hurried along it with {item}.>

:: journey journey.k-hatching
setting: farm
role: aside
energy: gentle

{onward}<little:something in the barn went tap, tap, tap.><grown:in a corner of the farm's old barn, something in the straw went tap, tap, tap.>
{name} crouched down to peep[, {their} {hair} hair full of hay].
In a nest lay one speckled egg, and it was rocking.
The hen had hopped off for a drink.
{trait:help} "I'll fetch her," whispered {name}, and hurried to the water trough.
<grown:The hen came bustling back, just in time to see a tiny wet beak poke through the shell.><little:Back came the hen.
Crack!
Out poked a little beak!>
"Peep," said the chick.
{Companion} {ability:warm,hush,comfort}.
<8-9:{name} had never seen anything so new before, and stood very still, just to look.><10-12:{name} had never seen anything so completely new, only a few breaths old, and stood perfectly still in wonder.>
{item} {itemTell}.

:: journey journey.k-moon-cradle
setting: clouds
role: onward
energy: calm

{onward}<little:a new moon hung low in the clouds.
It was curved like a cradle.><grown:among the clouds, a thin new moon hung low, curved like a cradle.>
{name} stepped in, and {companion} settled beside {them}.
<little:Rock... rock... rock.>
<grown:The moon rocked gently, and the clouds drifted past, soft and slow.><little:The moon rocked to and fro.>
{trait:rest} <little:{name} held {item} close.
{They} counted stars: one, and two, and three.><grown:{name} held {item} close and counted stars, one, and two, and three.>
<grown:The three stars made a row, pointing across the clouds the way {name} had to go.><little:The three stars pointed the way.>
{Companion} {ability:hush,comfort}.
<8-9:{name} wondered if the moon rocked like this every night, with nobody in it.><10-12:{name} wondered whether the moon rocked like this every night with nobody in it, and felt glad it had company tonight.>
<little:At last {name} stepped out, yawning.
{They} went where the stars pointed.><grown:At last {name} stepped out, yawning, and went where the three stars pointed.>

:: journey journey.k-toadlets
setting: waterfall
role: onward
energy: lively

{onward}<little:below the waterfall, an otter pup dived and dived.><6-9:below the waterfall, an otter pup was diving and diving.><10-12:below the waterfall, an otter pup was diving again and again into the pool.>
<young:Splash!
Pop!
Splash!>
<little:"I've dropped my best pebble!" she squeaked.
"It has a white stripe!"><grown:"I've dropped my best pebble," she squeaked, "the one with a white stripe!">
{trait:obstacle} <2-9:{name} peered into the pool.><10-12:{name} peered into the pool, where hundreds of pebbles wobbled in the ripples.>
<6-9:Hundreds of pebbles wobbled in the ripples.><little:So many pebbles!>
<2-9:{Companion} kept still, so the ripples would settle.
Then {name} spotted a white line.><10-12:{Companion} kept perfectly still so that the ripples would settle, and at last {name} spotted a thin white line.>
"There!" {name} pointed, and down went the otter.
<6-9:Up she came, with the pebble on her tummy.><10-12:Up she bobbed with the pebble on her tummy, calling, "Take the fern path!"><little:Up she came!>
<6-9:"Take the fern path," she called.><little:"Dry path, by the fern!" she called.>
<little:Up the fern path scrambled {name}.
{item} {itemTell}.><grown:Up the fern path scrambled {name}, and {item} {itemTell}.>

:: journey journey.k-tree-rings
setting: treehouse
role: onward
energy: calm

{onward}<little:in a treehouse was a round table.
It was a slice of an old tree!><6-9:in a treehouse, the table was a round slice of an old tree.><10-12:in a treehouse, the table was a round slice of an ancient tree, and a sleepy squirrel explained that each ring was one year.>
<2-9:"Each ring is one year," said a sleepy squirrel.>
{trait:rest} <little:{name} traced the rings with one finger.[ {Their} {eyes} eyes grew heavy.]><grown:{name} traced the rings with one finger, from the middle out[, {their} {eyes} eyes growing heavy].>
<young:One... two... three...>
<grown:The rings went round like ripples, and the counting slowed.><little:Round went the rings.>
<2-9:{Companion} was yawning by thirty.
Somewhere past forty, {name} yawned.><10-12:{Companion} was yawning by thirty, and somewhere past forty {name} gave an enormous yawn as well.>
"Nobody gets further," said the squirrel.
<grown:From the window, the squirrel pointed out the path to {recipient}, pale in the moonlight.><little:"There's your path," said the squirrel.>
<little:Heavy-eyed, {name} climbed down with {item}.
Off {they} went.><grown:Heavy-eyed, {name} climbed down with {item} and set off.>

:: journey journey.k-cold-lizard
setting: desert
role: onward
energy: gentle

{onward}<little:a little lizard lay on the cool sand.><grown:in the desert, a little lizard lay on the cool sand.>
"Too chilly," she whispered.
"I can't even wiggle."
{Companion} sat close to keep the breeze off her.
{trait:help} {name} felt the rocks nearby.
The big flat one was still warm from the sun.
<grown:{name} let the lizard climb onto {their} hand, and set her on the warm rock.><little:{name} carried her to the warm rock.>
Soon her tail wiggled, then all of her.
<8-9:{name} had not known that a whole rock could remember the sun.><10-12:{name} had never realised that a rock could keep the day's sunshine inside it, like a hot-water bottle made of stone.>
"Thank you! Follow the flat rocks," she said.
"They're warm all the way."
<little:{name} hopped over the warm rocks with {item}.
Hop, hop, hop!><grown:{name} hopped from warm rock to warm rock, holding {item}.>

:: journey journey.k-gull-row
setting: harbour
role: onward
energy: calm

{onward}<little:big numbers were painted on the harbour wall.
The tide went down, and showed them one by one.><grown:big numbers were painted up the harbour wall, and the falling tide showed them one by one.>
"I'm staying up till the one," yawned a young crab.
{trait:rest} <2-9:{name} sat down beside him to wait.><10-12:{name} sat down beside him to wait, but by the time the two appeared, the crab was fast asleep.>
<young:Four... three...>
<2-9:By two, the crab was asleep.>
<little:{name} laid some seaweed over him, like a blanket.
Then {friends} kept watch.><grown:{name} laid a strand of seaweed over him, and {friends} kept watch side by side.>
<6-9:When the one peeped out at last, {name} whispered it to him.><10-12:When the one peeped out at last, {name} whispered it to him; below it, the tide had left a firm, sandy path.><little:"One," whispered {name}.>
<6-9:Below it, the tide had left a firm, sandy path.><little:The tide had left a sandy path.>
<little:{name} carried {item} along it.
Round the sleeping harbour they went.><grown:{name} carried {item} along it, round the sleeping harbour.>

:: journey journey.k-duster-slide
setting: castle
role: onward
energy: lively

{onward}<little:in the castle, a mouse was polishing the floor.
She had dusters on her feet!><grown:in the castle, a mouse was polishing the long hall floor with dusters on her feet.>
"Want to help?" she squeaked, and gave {name} two dusters.
{trait:obstacle} <2-9:{name} tied them on and pushed off.><10-12:{name} tied them on and pushed off, and went whoosh, wobble, flump, straight down!>
<6-9:Whoosh, wobble, flump, down {they} went!><little:Whoosh!
Wobble!
Flump!>
<2-9:{Companion} pulled {name} up, laughing.
{name} tried again, knees bent, arms wide.><10-12:Laughing, {companion} pulled {name} up, and {name} tried again with knees bent and arms wide.>
<6-9:This time {name} slid all the way to the far door.><10-12:This time {name} glided gracefully all the way to the far door, and the delighted mouse declared the floor shiny as a mirror.><little:This time {name} slid right to the door!>
<2-9:"Shiny as a mirror!" squeaked the mouse.>
<little:Out through that door went {name}.
{item} {itemTell}.><grown:Out through that door went {name}, the hall crossed in one whoosh, and {item} {itemTell}.>

:: journey journey.k-feather-fall
setting: moon
role: aside
energy: calm

{onward}<little:on the moon, {name} found a little white feather.
It was from {their} pillow!><grown:on the moon, {name} found a little white feather from {their} pillow, caught on {their} sleeve.>
{name} picked up a moon pebble too.
"Which will land first?" asked {companion}.
{trait:wonder} {name} held them up high and let go of both at once.
<grown:Down they drifted, side by side, slow as a yawn.><little:Down they went, slowly, side by side.>
Puff.
They landed in the dust together, at the very same moment.
<8-9:There is no air on the moon to hold a feather up, so everything falls in the same slow way.><10-12:With no air on the moon to hold a feather up, {name} realised, a feather falls exactly like a pebble.>
{Companion} {ability:hush,comfort}.
<little:Yawning, {name} tucked the feather away.
On {they} went with {item}.><grown:Yawning, {name} tucked the feather away and carried {item} on.>

:: journey journey.k-crab-lighthouse
setting: lighthouse
role: onward
energy: gentle

{onward}<little:some crabs had built a tiny lighthouse.
It was just their size!><grown:at the foot of the lighthouse, some crabs had built a tiny lighthouse of their own.>
<little:"But it has no light," sighed the smallest crab.
"Our babies get lost."><grown:"But it has no light," sighed the smallest crab, "and our babies get lost.">
{trait:help} {name} looked about and spotted a glow-worm, shining green on the seaweed.
"Would you be their light?" {name} asked.
{Companion} waited, hardly breathing, for the answer.
<grown:The glow-worm crawled up and settled on top, glowing.><little:Up crawled the glow-worm, to the very top.
Glow!>
<8-9:It was not a big light, {name} thought, but for a crab it was exactly big enough.><10-12:It was not a big light, {name} thought, but a light need only be as big as the creatures it guides home.>
The crabs waved their claws.
<grown:Its small green glow lit the dry rocks round the lighthouse.><little:The green glow lit the rocks ahead.>
Step by step, {name} carried {item} across them.

:: journey journey.k-pressed-violet
setting: library
role: aside
energy: calm

{onward}<little:the library cushions were all squashed flat.
It had been a busy day.><grown:in the story corner of the library, the cushions lay squashed flat after a busy day.>
<grown:Tomorrow, lots of small listeners would sit on them, and flat cushions are no good for listening.><little:Tomorrow was story time.>
{trait:help} {name} picked up the first cushion and plumped it.
<young:Pat, pat, puff!>
<little:Then the next, and the next.
Soon there was a soft, round ring of them.><grown:Then the next, and the next, until there was a soft, round ring of them.>
<grown:On the last one, a dormouse was already asleep, so {name} plumped round her, very gently.><little:A dormouse slept on the last one.
{name} let her be.>
{Companion} {ability:hush,comfort}.
<8-9:{name} liked thinking of tomorrow's listeners, sinking into cushions that someone had fluffed for them in the night.><10-12:{name} liked picturing tomorrow's listeners sinking into plump cushions, never guessing that someone had come in the night to fluff them.>
{name} tiptoed on with {item}.

:: journey journey.k-snail-carousel
setting: fair
role: onward
energy: gentle

{onward}<little:at the fair stood a big carousel.
Beside it was a tiny one!><6-9:beside the big carousel at the fair stood a tiny one.><10-12:beside the big carousel at the fair stood a tiny one, whose riders were snails perched on painted beetles.>
<2-9:Its riders were snails, on painted beetles.
But the mouse who turned the handle had fallen asleep.
"Just one more go round?" asked the smallest snail.><10-12:Sadly, the mouse who turned the handle had dozed off, and the smallest snail asked hopefully, "Just one more go round?">
{trait:help} {name} took the handle and turned it, slowly.
<little:Round... and round... and round.>
<grown:The carousel creaked round, its music tinkling, very slow, which suited snails perfectly.><little:Tinkle, tinkle, went the music.>
<2-9:{Companion} swayed in time, just as slowly.
"Wheee," said the snails, very slowly.><10-12:{Companion} swayed in time, just as slowly, while the snails gave a long, contented "Wheee.">
<grown:The tinkling woke the mouse, and she showed {name} a loose board in the fence.><little:The mouse woke and showed {name} a loose board.>
{name} slipped through with {item}.

:: journey journey.k-clap-crystals
setting: cave
role: onward
energy: lively

{onward}<little:deep in the cave, the crystals were dark.
{name} could not see the way!><grown:deep in the cave, the crystals were dark, and {name} could not see the way on.>
<2-9:{name} gave a clap.><10-12:When {name} tried a single clap, a crystal lit up bright blue, then slowly faded.>
<young:Clap!
Flash!>
<2-9:A crystal lit up, bright blue, then faded.>
{trait:obstacle} <2-9:{name} clapped twice, and two crystals flashed, pink and gold!><10-12:Two claps made two crystals flash pink and gold, so {name} clapped and stamped until the cave sparkled like a party.>
<6-9:{name} clapped and stamped, and the cave sparkled like a party.><little:Clap, stamp, clap!
Sparkle!>
<2-9:Then {name} tried clap, clap, stamp.><10-12:Then {name} tried a pattern, clap, clap, stamp, and a line of crystals lit up one by one, right to the far end.>
<little:A line of crystals lit up, one by one.
Right to the far end!><6-9:A line of crystals lit up, one by one, right to the far end.>
{Companion} {ability:light,guide}.
<little:Out they came.
{item} {itemTell}.><grown:Out they came, and {item} {itemTell}.>

:: journey journey.k-seal-pup
setting: beach
role: aside
energy: gentle

{onward}<little:on the beach lay a fluffy white seal pup.
It was crying for its mother.><grown:on the beach, a fluffy white seal pup lay alone on the sand, crying for its mother.>
{name} wanted to run over and cuddle it, but stopped.
{trait:meet} "Its mother might be shy," {name} whispered.
"Let's wait."
<grown:So {friends} sat quietly behind a rock and watched the waves.><little:So they sat behind a rock, very quiet.>
Then a round, dark head popped up out of the sea.
<grown:The mother seal humped up the sand, and the pup snuggled close.><little:Mum was back!
Snuggle.>
{Companion} {ability:hush,comfort}.
<8-9:Sometimes, {name} thought, helping means knowing when to wait.><10-12:Sometimes, {name} thought, the kindest help is knowing when to hold back and wait, even when you long to rush in.>
<little:{item} {itemTell}.[ {name's} {eyes} eyes were shining.]><grown:{item} {itemTell}[, and {name's} {eyes} eyes were shining].>
