// Twenty more journeys, from the meadow to the fair: scenes on the way that serve any quest of any theme.

:: journey journey.a-grass-maze
setting: meadow
role: onward
energy: lively

{onward}<little:someone had cut a maze in the long grass.><grown:someone had mown a maze into the long meadow grass.>
In the middle, a shrew was running in circles.
"I've been round seven times!" she puffed.
{trait:obstacle} {name} looked up and spotted the moon.
<little:"Keep the moon on our left," said {name}. "Then we'll find the way out."><grown:"Keep the moon on our left," said {name}, "and we'll find the way out.">
{Companion} {ability:fly,find,guide}.
<grown:Left, right, and out they popped, the shrew close behind.><little:Out they popped!>
<8-9:A maze, {name} decided, was only a puzzle waiting for someone to look up.><10-12:A maze, {name} decided, was only a puzzle, and most puzzles got easier the moment you stopped staring at your feet.>
<little:{item} was safe. The moon was still on their left.><grown:{item} was safe {itemHeld}, and the moon was still on their left.>

:: journey journey.a-dew-web
setting: meadow
role: onward
energy: calm

{onward}the meadow was still and wet with dew.
Between two tall stalks hung a spider's web, round as a wheel.
<grown:Every thread was strung with tiny drops, and each drop held a little piece of the moon.><little:Each drop shone like a tiny moon.>
A small spider sat in the middle.
"Goodnight," she whispered, and tucked in her legs.
{trait:rest} <little:{name} stepped slowly round the web. Not one thread broke.><grown:{name} stepped slowly round the web, so as not to break a single thread.>
{Companion} {ability:hush,guide}.
<8-9:It was far too lovely to spoil.><10-12:It was far too lovely to spoil, and it had clearly taken the spider all evening to make.>
Past the web, shining drops marked a thin path.
{name} followed it softly, with {item}.

:: journey journey.a-log-tunnel
setting: forest
role: onward
energy: gentle

{onward}<little:a hollow old tree lay across the path. It was like a tunnel!><grown:a hollow old tree lay across the forest path, like a tunnel.>
{name} crawled in on hands and knees[, {their} {colour} dressing gown trailing].
<young:Shuffle, shuffle.>
Halfway along, {name} bumped noses with a mole coming the other way.
"Oh!" said the mole.
"Oh, hello!" said {name}.
{trait:meet} "You go first," said {name} kindly, and shuffled back out to wait.
<grown:The mole trundled past with a bow and a tiny lamp on his hat.><little:The mole said thank you.>
{Companion} {ability:guide}.
<8-9:Being kind, {name} thought, sometimes just means going backwards for a bit.><10-12:Being kind, {name} reflected, sometimes means nothing grander than shuffling backwards out of a log so that someone else can go first.>
<little:Out they came! {item} {itemTell}.><grown:Out at the far end, {item} {itemTell}.>

:: journey journey.a-moon-stripes
setting: forest
role: onward
energy: calm

{onward}<little:the moon shone down between the tall pines. It made long, pale stripes.><grown:the moon shone down between the tall pines in long, pale stripes.>
<young:Light, dark.
Light, dark.>
{name} walked slowly from stripe to stripe, counting.
{trait:rest} <grown:On the ninth stripe, {name} noticed that a patch of bark had two feathery feelers.
It was a moth, grey and brown like the tree, fast asleep.><little:On one tree, a grey moth was asleep.
It looked just like the bark.>
"Sleep tight," whispered {name}.
{Companion} {ability:hush,guide}.
<8-9:The forest, {name} thought, must be full of sleepers that only slow walkers ever see.><10-12:The forest must be full of sleepers like that, {name} thought, hidden in plain sight from anyone in too much of a hurry.>
<grown:Ahead, the pale stripes lay across the path like the rungs of a silver ladder.><little:The stripes lit the path ahead.>
Stripe by stripe, {name} followed them, {item} held close.

:: journey journey.a-skimming
setting: river
role: onward
energy: lively

{onward}<little:a young frog sat on the bank, throwing pebbles.><6-9:a young frog sat on the river bank, throwing pebbles.><10-12:a young frog sat on the river bank, throwing pebbles that sank, one after another, with a gloomy plop.>
<2-9:Plop!
It sank.
"I want to make them skip," he sighed.
{trait:help} "You need a flat one," said {name}, and knelt down beside him.><10-12:"I want to make them skip," he sighed. {trait:help} Kneeling beside him, {name} explained that the secret was a flat one.>
{Companion} {ability:find,guide}.
<6-9:{name} showed the frog how to flick it low, and skip, skip, skip, it bounced away.><little:Flick!
Skip, skip, skip!><10-12:{name} showed the frog how to flick it low, and skip, skip, skip, it bounced away; the frog tried, managed one proud skip, and croaked, "I did it!">
<2-9:The frog tried.
One skip!
"I did it!" he croaked.>
<6-9:As a thank-you, he showed them a little footbridge hidden in the reeds.><little:He showed them a hidden bridge.><10-12:In gratitude, he showed them a little footbridge hidden in the reeds, and {name} crossed it with {item} held close.>
<2-9:{name} crossed with {item} held close.>

:: journey journey.a-vole-doors
setting: river
role: onward
energy: gentle

{onward}<little:little round doors dotted the river bank. Water voles lived there.><6-9:little round doors dotted the river bank, where the water voles lived.><10-12:little round doors dotted the river bank, the snug front doors of the water voles.>
<young:Clinkety-clink!>
<little:One tiny milk bottle had tipped over. It was rolling to the water!><6-9:One tiny milk bottle had tipped over and was rolling towards the water.><10-12:One tiny milk bottle had toppled over and was trundling towards the water.>
{trait:help} <little:{name} caught it just in time. Back on its step it went.><6-9:{name} caught it just in time and stood it back on its step.><10-12:{name} caught it just in time and set it back on its step, whereupon a sleepy vole in a nightcap peeped out.>
<2-9:Out peeped a sleepy vole in a nightcap.>
<6-9:"Thank you, dear," she yawned, and gave {name} a warm oatcake.><little:"Thank you," she yawned.><10-12:"Thank you, dear," she yawned, pressing a warm oatcake into {name's} hands.>
{Companion} {ability:guide}.
<6-9:When {name} asked the way, she pointed a sleepy paw at a path through the ferns.><little:She pointed to a path in the ferns.><10-12:When {name} asked the way, she pointed a drowsy paw at a path through the ferns, and {name} set off up it with {item}.>
<2-9:Up the ferny path went {name}, with {item}.>

:: journey journey.a-pond-skaters
setting: pond
role: onward
energy: lively

{onward}<little:pond skaters were racing on the dark pond.><6-9:out on the dark pond, the pond skaters were having a race.><10-12:out on the dark pond, the pond skaters were having a race, whizzing over the water, though nobody seemed sure where it ought to end.>
<young:Zip!
Zoom!
Zip!>
<6-9:They whizzed over the water, but where should the race end?><little:But where did the race end?>
{trait:help} <little:{name} knelt on the bank and held out a long reed. It just touched the water.><6-9:{name} knelt on the bank and held out a long reed, just touching the water.><10-12:{name} knelt on the bank and held out a long reed until its tip just touched the water, calling, "Here's the finishing line!">
<2-9:"Here's the finishing line!" {they} called.>
{Companion} {ability:light,guide}.
<6-9:The smallest skater won by a whisker, right at the tip of the reed.><little:The smallest one won!><10-12:The smallest skater won by a whisker, right at the tip of the reed, and then the whole team zipped ahead to show the dry way round the pond.>
<little:Then the skaters zipped ahead. They showed the dry way round the pond.><6-9:Then the skaters zipped ahead to show the dry way round the pond.>
<little:{name} hurried after them. {item} {itemTell}.><grown:{name} hurried after them, and {item} {itemTell}.>

:: journey journey.a-yawns
setting: pond
role: aside
energy: calm

{onward}the pond was dark and very still.
On a lily pad, an old toad gave an enormous yawn.
<young:Yaaawn!>
<little:Then a duck yawned too. Then a frog, then a little newt.><grown:Then a duck in the reeds yawned too, then a frog, then a little newt.>
{trait:rest} <grown:The yawn went all the way round the pond, from one sleepy creature to the next, until it reached {companion}.><little:The yawn went all round the pond.>
Then {name} yawned too[, and rubbed {their} {eyes} eyes].
{Companion} {ability:warm,comfort}.
<8-9:Yawns, {name} decided, were the one thing everybody was happy to share.><10-12:Yawns, {name} decided, were the most generous things in the world: everyone passed them on, and nobody ever ran out.>
<little:Quietly, {name} carried {item} on. Yawn! Then on towards {destination}.><grown:Quietly, {name} carried {item} on towards {destination}.>

:: journey journey.a-prickly-apples
setting: orchard
role: onward
energy: gentle

{onward}<little:under the apple trees, a hedgehog was hurrying along. Three apples were stuck on his prickles!><grown:under the apple trees, a hedgehog was hurrying along with three apples stuck on his prickles.>
"I only rolled over once," he sighed.
<young:Prickle, prickle, stuck!>
{Companion} {ability:comfort}.
{trait:help} <little:{name} knelt down, very gently. Off came one apple, then two, then three.><grown:{name} knelt down and, very gently, eased off one apple, then two, then three.>
<grown:The hedgehog shook his prickles and did a happy wiggle, light as a leaf again.><little:The hedgehog did a happy wiggle.>
"Take one for {recipient}," he said.
<8-9:It was hard to be cross, {name} thought, with apples that had only wanted a ride.><10-12:Nobody could be cross with those apples, {name} thought; they had only fancied a ride on the prickliest cart in the orchard.>
<grown:Then he led them to a gap in the hedge that only hedgehogs knew, and out onto the path ahead.><little:Then he showed them a secret hedgehog gap.>

:: journey journey.a-hive-hum
setting: orchard
role: aside
energy: calm

{onward}<little:at the bottom of the orchard stood three beehives. They were white in the moonlight.><grown:at the bottom of the orchard stood three beehives, white in the moonlight.>
The bees were all inside, tucked up for the night.
<young:Hmmm.
Hmmm.>
{trait:rest} <little:{name} put one ear near a hive. Not touching, just listening.><grown:{name} put one ear close to the nearest hive, not touching, and listened.>
<grown:From inside came a warm, soft hum, like a whole village humming the same lullaby.><little:Inside, the bees hummed, soft and warm.>
"They're singing each other to sleep," whispered {name}.
{Companion} {ability:hush,comfort}.
<8-9:The hum seemed to get inside {name} too, slow and golden as honey.><10-12:The hum seemed to seep right into {name}, slow and golden as honey, until even {their} thoughts began to go drowsy.>
<little:Then, very quietly, {name} carried {item} on. Hum, hum, all the way to {destination}.><grown:Then, very quietly, {name} carried {item} on towards {destination}.>

:: journey journey.a-big-carrot
setting: farm
role: onward
energy: lively

{onward}<little:in the vegetable patch, a piglet tugged a carrot.><6-9:in the farm's vegetable patch, a piglet was tugging at a carrot top.><10-12:in the farm's vegetable patch, a piglet was tugging at a carrot top and puffing, "It won't come up!">
<2-9:"It won't come up!" she puffed.>
{trait:help} <little:{name} took hold of the piglet. A hen took hold of {name}. They all pulled!><6-9:{name} took hold of the piglet, a hen took hold of {name}, and they all pulled.><10-12:{name} took hold of the piglet and a hen took hold of {name}, but the carrot refused to budge until {companion} took hold at the very end.>
<2-9:The carrot didn't move an inch.
Then {companion} took hold at the very end.>
<6-9:Heave!
Out popped the carrot, and everyone sat down with a bump.><little:Heave!
Pop!
Bump!><10-12:With one mighty heave, out popped the carrot, and everyone sat down with a bump.>
<6-9:To say thank you, the hen led them down between the bean rows and out by the gate.><little:The hen led them through the beans.><10-12:To say thank you, the hen led them down between the bean rows and out by the gate, and off {name} went, {item} safe {itemHeld}.>
<little:Off {name} went, with {item} safe.><6-9:Off {name} went, {item} safe {itemHeld}.>

:: journey journey.a-sleeping-horse
setting: farm
role: aside
energy: calm

{onward}<little:an old horse stood in the stable door. She was asleep on her feet!><grown:an old carthorse stood in the stable door, asleep on her feet.>
<young:Snore... snuffle.>
"Horses can sleep standing up," whispered {companion}.
{trait:wonder} <little:{name} stroked the horse's velvet nose, very softly.[ {Their} {colour} sleeve brushed the long mane.]><grown:{name} stroked the horse's velvet nose, very softly[, {their} {colour} sleeve brushing the long mane].>
<grown:The horse opened one sleepy eye and breathed out a long, warm breath that smelled of hay.
Then the eye closed again.><little:The horse's breath was warm and hay-sweet.>
{Companion} {ability:hush,comfort}.
<8-9:{name} tried to imagine sleeping standing up, and decided that a bed was much nicer.><10-12:{name} tried to imagine sleeping standing up, and came to the firm conclusion that beds were one of the best inventions ever.>
<little:Then {name} tiptoed on with {item}. Next stop, {destination}!><grown:Then {name} tiptoed on with {item}, towards {destination}.>

:: journey journey.a-bunting
setting: village
role: onward
energy: gentle

{onward}<2-9:the village was getting ready for a party tomorrow.><10-12:the village was getting ready for tomorrow's party, and by a lamp post stood an old badger holding a long string of bunting.>
<little:An old badger stood by a lamp post. He held a long string of flags.><6-9:An old badger stood by a lamp post with a long string of bunting.>
<2-9:"The other end goes across the street," he sighed.
{trait:help} {name} carried the other end over the cobbles.><10-12:"The other end goes across the street," he sighed. {trait:help} {name} carried it over the cobbles while {companion} held up the middle, then hooked the end neatly onto the lamp post.>
<little:{Companion} held up the middle. {name} hooked the end on the lamp post.><6-9:{Companion} held up the middle, and {name} hooked the end onto the lamp post.>
<little:Up went the flags!>[ One little flag was {colour}.]
<2-9:"Just right," said the badger.><10-12:"Just right," said the badger, and he added that the lane by the bakery was the quickest way out of the village, so {name} set off down it with {item}.>
<6-9:"Take the lane by the bakery," he added.
"It's the quickest way out of the village."><little:"Go by the bakery," he said.>
<2-9:Down the bakery lane went {name}, with {item}.>

:: journey journey.a-cobbler
setting: village
role: onward
energy: calm

{onward}<little:a little shoe shop still had its lamp lit.><grown:at the end of the lane, a cobbler's shop still had its lamp lit.>
Inside, an old mouse was mending tiny shoes.
{trait:meet} The mouse looked up and pointed at {name's} slipper.
Its strap had come loose.
"Sit down a minute," she said.
<grown:Stitch, stitch, went her needle, slow and sure, while the clock ticked.><little:Stitch, stitch, went the needle.
The clock went tick, tock.>
{Companion} {ability:hush,comfort}.
<8-9:It was a shop, {name} thought, where nothing was ever in a hurry.><10-12:It was the sort of shop, {name} thought, where the clock ticked more slowly than anywhere else and nobody minded at all.>
"There," said the mouse.
<little:"Walk softly now. Off to {destination}!"><grown:"Now you can walk softly all the way to {destination}.">

:: journey journey.a-roly-poly
setting: hilltop
role: onward
energy: lively

{onward}<little:a long slope ran down from the hilltop. It was smooth as a slide!><6-9:a long, gentle slope ran down from the hilltop, smooth as a slide.><10-12:a long, gentle slope ran down from the hilltop, smooth as a slide, so {name} handed {item} to {companion} for safekeeping and lay down on the grass.>
<little:{name} gave {item} to {companion} to mind. Then {they} lay down on the grass.><6-9:{name} gave {item} to {companion} to mind, and lay down on the grass.>
<young:Roly-poly, roly-poly!>
<grown:Over and over {name} went, grass and stars and grass and stars, all the way to the bottom.><little:Down went {name}, over and over!>
{trait:wonder} <2-9:{name} lay giggling while the sky spun round.><10-12:{name} lay there giggling while the sky wheeled dizzily overhead.>
<little:{Companion} came down after, with {item}.><6-9:{Companion} came down after, and {item} went back {itemHeld}.><10-12:{Companion} came down after, {item} went back {itemHeld}, and it turned out to be the quickest way down, too, because the path to {recipient} began right there.>
<6-9:It was the quickest way down, too, and the path to {recipient} began right there.><little:And there, at the bottom, was the path.>

:: journey journey.a-cloud-shapes
setting: hilltop
role: onward
energy: gentle

{onward}<little:{friends} lay back on the hilltop grass. Clouds drifted past the moon.><grown:on the hilltop, {friends} lay back on the grass to watch the clouds drift past the moon.>
<grown:The clouds were slow and silver-edged, and every one looked like something.><little:The clouds drifted by, slow and silver.>
"That one's a sheep," said {name}.
"And that one's a teapot!"
{trait:wonder} [{name's} {eyes} eyes followed each one across the sky.]
Then came a cloud that looked just like {item}.
<little:It drifted off the way they had to go. So {name} got up and followed.><grown:It drifted slowly off the very way they had to go, so {name} got up and followed.>
{Companion} {ability:fly,guide}.
<8-9:Clouds, {name} thought, were like stories that changed while you were still telling them.><10-12:Clouds, {name} thought, were rather like stories: they kept changing into something new while you were still in the middle of them.>

:: journey journey.a-basket-lift
setting: treehouse
role: onward
energy: lively

{onward}<little:a basket hung on a rope from a treehouse.><6-9:a basket hung on a long rope from a treehouse in a beech tree.><10-12:a basket hung on a long rope from a treehouse in a beech tree, and beside it stood a tortoise in a party hat.>
<2-9:At the bottom stood a tortoise in a party hat.>
"There's a party up there," she sighed, "but I can't climb."
{trait:help} <2-9:"Hop in!" said {name}.><10-12:"Hop in!" said {name}; the tortoise clambered aboard, and {name} hauled on the rope with {companion}.>
<little:The tortoise climbed in. {name} and {companion} pulled the rope.><6-9:The tortoise climbed in, and {name} pulled on the rope with {companion}.>
<young:Wobble, wobble, up!>
<6-9:At the top, the squirrels lifted her out, party hat and all.><little:The squirrels cheered!><10-12:At the top, the squirrels lifted her out, party hat and all, and then, seeing far over the trees, called down, "Over the stream, then left at the big rock!">
<little:The squirrels could see far over the trees. "Over the stream," they called. "Then left at the big rock!"><6-9:The squirrels could see far over the trees, and they called down, "Over the stream, then left at the big rock!">
{name} hurried on with {item}.

:: journey journey.a-acorn-chimes
setting: treehouse
role: onward
energy: gentle

{onward}<little:wind chimes hung below a treehouse. They were made of acorn cups!><6-9:wind chimes made of acorn cups hung below a treehouse in an old oak.><10-12:wind chimes carved from acorn cups dangled below a treehouse in an old oak.>
<little:Tinkle, clink, tinkle.>
<2-9:A dormouse leaned out of the window.
"Everyone who passes hangs one thing," she called.><10-12:A dormouse leaned out of the window to explain the custom: "Everyone who passes hangs one thing.">
{Companion} {ability:find,guide}.
<2-9:There in the grass lay a lost button[, {colour} and shiny].
{name} stood on tiptoe and tied it on.><10-12:There in the grass lay a lost button[, {colour} and shiny], which {name} tied on, standing on tiptoe.>
<6-9:The next puff of wind made it sing.><little:Clink, sang the button!><10-12:The next puff of wind set it singing along with the others.>
{trait:wonder}
<grown:"Follow the chimes," called the dormouse, "and you won't lose the path."><little:"Follow the chimes!" called the dormouse.>
<little:{item} {itemTell}. They followed the chimes.><grown:{item} {itemTell}, and off they went.>

:: journey journey.a-helter-skelter
setting: fair
role: onward
energy: lively

{onward}<little:a helter-skelter stood at the fair. It was a tall tower with a twisty slide!><grown:a helter-skelter stood at the fair, a tall striped tower with a slide curling round the outside.>
{name} and {companion} climbed the stairs inside together.
At the top, a magpie handed out mats to sit on.
{trait:obstacle} {name} held {item} tight, took a breath, and pushed off.
<grown:Round and round {name} whizzed, faster and faster, and out onto a heap of cushions.><little:Wheee!
Round and down!
Flump!>
{Companion} came whizzing after[ and landed by {name's} {colour} slippers].
<8-9:{name's} tummy seemed to have stayed at the top, and it took a moment to catch up.><10-12:{name's} stomach seemed to have been left at the top of the tower, and it arrived a moment later, slightly out of breath.>
<grown:The cushions lay right by the fair's back gate, and beyond it the lane ran on towards {recipient}.><little:Out of the back gate they went.>

:: journey journey.a-music-boxes
setting: fair
role: aside
energy: gentle

{onward}<little:a little stall at the fair sold music boxes.><grown:a little stall at the fair was full of music boxes.>
Each one had a tiny dancer on top.
"Wind one up," said a goose in spectacles.
{trait:wonder} {name} chose the smallest box.
Its key was stiff, so {name} turned it slowly, click, click, click.
{Companion} {ability:hush,comfort}.
<grown:In the hush, a little swan began to turn to a tune as soft as a whisper.><little:A little swan turned.
The box played, soft and sweet.>
<8-9:{name} hummed along, and the tune fitted "{refrain}" exactly.><10-12:{name} hummed along and found, with delight, that the words of "{refrain}" fitted the little tune exactly.>
<little:{item} {itemTell}. It wanted to dance too!><grown:{item} {itemTell}, as if it wanted to dance as well.>
