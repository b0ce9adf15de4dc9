// Journeys: scenes on the way that serve any quest of any theme, shared by every theme's stories.
// A journey names the quest only by its slots ({item}, {recipient}, {destination}), since any quest may
// be on its way. How to write for it: README.md.

// Written with Friendship.

:: journey journey.qeg7ot
setting: meadow
role: onward
energy: gentle

{onward}<2-9:the meadow was silver with dandelion clocks.><10-12:the meadow lay silver in the moonlight, crowded with dandelion clocks.>
<young:Puff!
Float!>
<2-9:{name} picked one and blew[, {their} {eyes} eyes shining].><10-12:{name} picked one and blew[, {their} {eyes} eyes shining], and the seeds rose like tiny parachutes, all drifting towards {destination}.>
<6-9:The seeds floated up like tiny parachutes, and they all drifted the same way: towards {destination}.><little:Whoosh, to {destination}!>
{trait:wonder} "They're showing us the way," said {name}. {companion} {ability:fly,guide}.
<2-9:The seeds were right.><10-12:The seeds were right, as it turned out; {name} checked that {item} was still safe {itemHeld} and followed them through the grass.>
<little:{name} patted {item}. Still safe! They followed the seeds, swish, swish.><6-9:{name} checked that {item} was still safe {itemHeld}, and followed them through the grass.>
<8-9:It felt as if the whole meadow wanted them to get there.><10-12:It was hard not to feel that the whole meadow was on their side tonight, quietly nudging them along.>

:: journey journey.13d1hqe
setting: river
role: onward
energy: lively

{onward}<2-9:the river ran fast and chattering over the rocks.
A row of stepping stones crossed it, round and wet.><10-12:the river ran fast and chattering over the rocks, and a row of round, glistening stepping stones crossed it.>
<2-9:"Let's count them," said {name}.><10-12:"Let's count them," suggested {name}, and managed one, two, three, four before wobbling alarmingly on the fifth.>
<little:One, two, three, wobble!><6-9:One, two, three, four, and on the fifth stone, {name} wobbled!>
<2-9:{trait:obstacle} {name} held out {their} arms, found {their} balance and tried again. {companion} {ability:cross,guide}.><10-12:{trait:obstacle} Holding out {their} arms, {name} found {their} balance and tried again, more carefully this time. {companion} {ability:cross,guide}.>
<little:On the far bank, {name} felt for {item}. Was it safe?><6-9:On the far bank, {name} checked that {item} was still safe {itemHeld}.><10-12:On the far bank, {name} anxiously checked that {item} was still safe {itemHeld}, and it was.>
<2-9:It was!>
<8-9:{name} let out a breath {they} hadn't known {they} was holding.><10-12:{name} let out a long, shaky breath of relief, and only then noticed how tightly {they} had been holding it.>

:: journey journey.1ybbh3g
setting: forest
role: onward
energy: calm

{onward}<2-9:the forest was hushed and deep.
Tall pines stood close together, and the air smelled of moss.><10-12:the forest was hushed and deep, its pines standing shoulder to shoulder in the mossy air.>
<young:Tiptoe, tiptoe.>
<little:The whole forest was asleep. The birds were in their nests. The mice were in their holes.><6-9:Everyone was sleeping: the birds in their nests, the mice in their holes.><10-12:Every creature was asleep, birds in their nests and mice in their burrows.>
<2-9:{trait:rest} {name} walked very softly, so as not to wake anyone. {companion} {ability:light,guide}.><10-12:{trait:rest} {name} placed each foot with deliberate care, unwilling to wake a single sleeper. {companion} {ability:light,guide}.>
<6-9:An old pine creaked, as if to say, "This way."><little:Creak, said a tree.
This way!><10-12:An ancient pine creaked, as if murmuring, "This way.">
{item} {itemTell}.
<2-9:They followed the creaks, and the forest let them through.><10-12:They followed the creaking, and the forest, patient and generous, let them through.>

:: journey journey.14bw15t
setting: village
role: onward
energy: gentle

{onward}<little:a little village lay sleeping. Its windows were warm and yellow.><6-9:a little village lay sleeping, its windows warm and yellow.><10-12:a small village lay sleeping, its windows glowing a drowsy, buttery yellow.>
<little:Sniff, sniff.
Mmm!>
<little:Fresh bread, from the bakery! A mouse in a floury apron waved from the door.><6-9:The smell of fresh bread came from the bakery, where a mouse in a floury apron waved from the door.><10-12:The irresistible smell of fresh bread drifted from the bakery, where a mouse in a floury apron waved from the doorway.>
<2-9:"Going far?" she asked.
"To {destination}," said {name}.><10-12:"Going far?" she asked, and {name} explained they were bound for {destination}.>
<2-9:{trait:meet} The baker gave {them} two warm rolls[, wrapped in {colour} paper].
"Thank you kindly," said {name}.><10-12:{trait:meet} The baker gave {them} two warm rolls[, wrapped in {colour} paper], and {name} thanked her gratefully.>
<6-9:"Take the alley by the pump," she added.
"It cuts off the whole hill."><little:"Go by the pump," she said.><10-12:"Take the alley by the pump," she added; "it saves you climbing the whole hill.">
<little:{Companion} {ability:find,guide}. Down the alley they ran, and out of the village!><grown:{Companion} {ability:find,guide}, and the alley took them out of the village in no time.>

:: journey journey.18arymk
setting: hilltop
role: onward
energy: lively

{onward}<2-9:the hilltop was windy.><10-12:the hilltop was wild and restless with wind.>
<young:Whoosh!
Whoo-oosh!>
<little:The wind tugged at {name's} pyjamas. It whistled in {their} ears.[ It blew {their} {hair} hair all about.]><6-9:The wind tugged at {name's} pyjamas and whistled in {their} ears[, and it blew {their} {hair} hair every which way].><10-12:The wind tugged insistently at {name's} pyjamas and whistled in {their} ears[, tossing {their} {hair} hair in every direction].>
<2-9:{trait:obstacle} {name} leaned into it and kept going, step by step. {companion} {ability:fly,guide}.><10-12:{trait:obstacle} {name} leaned stubbornly into it and kept going, step by determined step. {companion} {ability:fly,guide}.>
<2-9:"Look!" said {name}.><10-12:"Look!" cried {name}, pointing; {destination} was just visible on the horizon.>
<little:Far away was {destination}.><6-9:Far away, {destination} was just in sight.>
<6-9:{name} checked that {item} was still safe {itemHeld}, and laughed into the wind.><little:Nearly there!><10-12:{name} checked that {item} was safe {itemHeld}, and laughed into the wind.>

:: journey journey.7xph1w
setting: snowfield
role: onward
energy: gentle

{onward}<little:the snowy field was smooth and new. Not one footprint!><6-9:the snowy field was smooth and new, without a single footprint.><10-12:the snowfield stretched smooth and untouched, without a single footprint.>
<young:Crunch, crunch, crunch.>
<2-9:{name} made the very first ones[, in {their} {colour} wellies].><10-12:{name} made the very first ones[ in {their} {colour} wellies], with an explorer's quiet satisfaction.>
<little:{trait:wonder} Snowflakes drifted down on {their} sleeves. Each one was a tiny star.><6-9:{trait:wonder} Snowflakes drifted down and landed on {their} sleeves, each one a tiny star.><10-12:{trait:wonder} Snowflakes settled on {their} sleeves, each one a perfect, intricate star.>
<6-9:{name} caught one on {their} tongue.
It tasted of cold and nothing, which is the best taste of all. {companion} {ability:warm,guide}.><little:{name} caught one.
Cold! {companion} {ability:warm,guide}.><10-12:{name} caught one on {their} tongue; it tasted of cold and nothing, which is arguably the best taste of all. {companion} {ability:warm,guide}.>
<2-9:Then {name} spotted little wooden posts peeping out of the snow.><10-12:Then {name} noticed little wooden posts peeping out of the snow at regular intervals.>
<little:"They mark the path," said {name}. {item} {itemTell}.><6-9:"They mark the path," said {name}, and {item} {itemTell}.><10-12:"They must mark the path," {name} realised, and {item} {itemTell}.>

:: journey journey.1unoivt
setting: beach
role: aside
energy: calm

{onward}<2-9:the beach was wide and quiet under the moon.><10-12:the beach lay wide and silent beneath the moon.>
<young:Swoosh.
Shhh.
Swoosh.>
<2-9:The little waves came in and went out again, slow as breathing.><10-12:Small waves crept in and withdrew again, as slow and regular as a sleeper's breathing.>
<little:{trait:rest} {name} found a shell, smooth and pink inside. Into {their} pocket it went! {companion} {ability:light,guide}.><6-9:{trait:rest} {name} picked up a shell, smooth and pink inside, and put it in {their} pocket for later. {companion} {ability:light,guide}.><10-12:{trait:rest} {name} picked up a shell, smooth and blushing pink inside, and tucked it into {their} pocket for later. {companion} {ability:light,guide}.>
<2-9:The wet sand shone like glass.><10-12:The wet sand gleamed like glass, and far along the shore the way to {destination} unwound like a ribbon of silver.>
<little:The shore was a silver ribbon. It led to {destination}.><6-9:Far along the shore, the way to {destination} was a ribbon of silver.>
<little:"{refrain}," whispered the waves.><grown:The waves seemed to whisper, "{refrain}.">

:: journey journey.18z4f9f
setting: orchard
role: onward
energy: gentle

{onward}<little:the orchard was full of old apple trees. Their branches bent low.><6-9:the orchard was full of old apple trees, their branches bent low.><10-12:the orchard was crowded with ancient apple trees, their branches bowed low and heavy.>
<young:Plop!
An apple fell.>
<2-9:Under the trees, a blackbird was hopping about, looking hungry.><10-12:Under the trees, a blackbird was hopping about, looking decidedly hungry.>
<little:{trait:help} {name} picked up the apple and rubbed it shiny. Roll, roll, to the blackbird!><6-9:{trait:help} {name} picked up the apple, rubbed it on {their} sleeve, and rolled it gently to the blackbird.><10-12:{trait:help} {name} picked up the fallen apple, polished it on {their} sleeve, and rolled it carefully towards the blackbird.>
<little:Peck, peck!
Thank you!> {companion} {ability:lift,guide}.
<2-9:Down came two more apples, for later.
"There's a gap by the beehives," sang the blackbird.><10-12:Down came two more apples for later, and the grateful blackbird sang, "There's a gap by the beehives.">
<little:Through the gap they went, with {item}.><grown:Through the gap they went, with {item} {itemHeld}.>

:: journey journey.ng4cft
setting: clouds
role: onward
energy: lively

{onward}<2-9:a staircase of clouds led up into the sky.><10-12:an extraordinary staircase of clouds led up into the sky.>
<young:Boing!
Boing!
Boing!>
<2-9:Each step was soft and springy, like a bouncy castle.><10-12:Each step gave softly underfoot and sprang back again, as springy as a trampoline.>
<2-9:{name} bounced up, higher and higher, laughing[, {their} {hair} hair flying].><10-12:{name} bounded upwards, higher and higher, laughing breathlessly[, {their} {hair} hair flying].>
{trait:wonder} <grown:At the top, the clouds spread out like a great white field, and the stars felt close enough to touch.><little:At the top, the stars were so close!> {companion} {ability:fly,carry,guide}.
<little:{name} could see {destination}!><6-9:From up here, {name} could see the whole way to {destination}.><10-12:From this height, {name} could trace the entire route to {destination}.>
<little:{item} {itemTell}. It was excited too!><6-9:{item} {itemTell}, as if it were excited too.><10-12:{item} {itemTell}, as though it shared their excitement.>

:: journey journey.1neox42
setting: farm
role: onward
energy: calm

{onward}<2-9:the farm was fast asleep.
The cows and sheep were soft, sleepy heaps in the field.><10-12:the farm was fast asleep, its cows and sheep nothing more than soft, drowsy heaps in the field.>
<little:Moo, said a sleepy cow.>
<2-9:One small lamb was still awake, bleating for its mother.><10-12:Only one small lamb was still awake, bleating forlornly for its mother.>
<2-9:{trait:help} {name} found the mother sheep and led the lamb to her side. {companion} {ability:hush,comfort}.><10-12:{trait:help} {name} searched until {they} found the mother sheep, then gently guided the lamb to her side. {companion} {ability:hush,comfort}.>
<grown:The whole farm sighed and settled, and the only sound was the creak of the old weathervane.><little:All was quiet again.>
<little:The mother sheep nodded at a stile. That was the way out!><6-9:The mother sheep nodded towards a stile: the way out of the farm.><10-12:The mother sheep nodded gratefully towards a stile, and {name} climbed over it quietly, holding {item} close.>
<2-9:{name} climbed over it softly, with {item} held close.>

// Written with Kindness.

:: journey journey.aup1of
setting: river
role: onward
energy: lively

{onward}<little:the river was wide. Stepping stones crossed it.><6-9:the river was wide, and a line of stepping stones crossed it.><10-12:the river was broad, and {name} counted seven stepping stones across it.>
<2-9:{name} counted them.
Seven!>
<little:Hop, hop, hop!><grown:{name} hopped from stone to stone, arms out wide like a tightrope walker.>
<2-9:On the fifth stone, {their}[ {colour}] slipper wobbled.><10-12:On the fifth stone, {their}[ {colour}] slipper wobbled precariously.>
{trait:obstacle} {Companion} {ability:cross,guide}.
<2-9:{name} took a deep breath and jumped again.><10-12:{name} took a deep, steadying breath and jumped again.>
<little:Splash went the water! But not a drop touched {item}.><6-9:Splash went the water, but not a drop touched {item}.><10-12:The water splashed up all around them, but not a single drop touched {item}.>
<2-9:"Two more," called {companion}.><10-12:"Only two more," called {companion} encouragingly, and moments later they were across, laughing with relief on the other bank.>
<little:One, two, and they were across.><6-9:One, two, and they were across, laughing on the other bank.>

:: journey journey.1bqt8th
setting: forest
role: onward
energy: gentle

{onward}<2-9:the forest was dark, but not for long.
Along the path, little mushrooms began to glow, like lamps being lit.><10-12:the forest was dark, but not for long: along the path, one after another, little mushrooms began to glow like lamps being lit.>
<little:Blink, blink, blink.>
<2-9:{trait:wonder} "They're showing us the way," whispered {name}.
{Companion} {ability:light,guide}.><10-12:{trait:wonder} "I think they're showing us the way," whispered {name}, enchanted. {Companion} {ability:light,guide}.>
<little:{name} stepped carefully round each one. Not one got squashed!><6-9:{name} stepped carefully round each mushroom, so as not to squash a single one.><10-12:{name} stepped round each luminous mushroom, careful not to squash a single one.>
<6-9:A family of mice peeped out from under the biggest cap and waved.><little:Some mice waved hello.><10-12:A family of mice peeped shyly out from under the largest cap and waved.>
<little:And {item} was snug as ever. {recipient} was not far now.><grown:{item} was still safe {itemHeld}, and the way to {recipient} felt shorter now.>

:: journey journey.rrj91e
setting: clouds
role: onward
energy: gentle

{onward}<little:a small cloud drifted down, soft as a pillow. It waited.><6-9:a small cloud drifted down, soft as a pillow, and waited.><10-12:a small cloud drifted down, soft as a pillow, and waited patiently beside them.>
<little:{name} climbed on.><6-9:{name} climbed on, and {companion} climbed on too.><10-12:{name} climbed aboard, {companion} followed, and together they floated gently upwards.[ The wind lifted {name's} {hair} hair.]>
<2-9:Up and up they floated.[ The wind lifted {name's} {hair} hair.]>
<6-9:Below them, the whole world was asleep: rooftops, rivers and tiny dark trees.><little:Below, the world was asleep.><10-12:Far below, the whole world was sleeping: rooftops, winding rivers and tiny dark trees.>
<2-9:{trait:wonder} {name} kept {item} safe and peeped over the edge.
{Companion} {ability:fly,guide}.><10-12:{trait:wonder} Keeping {item} safe, {name} peeped curiously over the edge. {Companion} {ability:fly,guide}.>
<little:The cloud turned, slow as a yawn. It carried them over the sleeping hills.><grown:The cloud turned, slow as a yawn, and carried them a long way on, over the sleeping hills.>

:: journey journey.8thu9r
setting: meadow
role: aside
energy: gentle

{onward}<little:the meadow was full of dandelion clocks. They were round and white, like tiny moons.><6-9:the meadow was full of dandelion clocks, round and white like tiny moons.><10-12:the meadow was scattered with dandelion clocks, round and pale as miniature moons.>
<2-9:{name} picked one.
"Make a wish," said {companion}.><10-12:{name} picked one, and {companion} suggested, "Make a wish.">
<2-9:{name} thought hard.[ {They} could have wished for {interest}.]><10-12:{name} thought hard[ and was tempted to wish for {interest}], but in the end {they} wished for {recipient} to have a happy night, and blew.>
<little:{name} wished {recipient} a happy night. Then {name} blew.><6-9:Then {name} wished for {recipient} to have a happy night, and blew.>
<2-9:Whoosh!
The seeds floated up like a hundred tiny umbrellas.><10-12:Whoosh! The seeds soared up like a hundred tiny umbrellas.>
{trait:wonder} {Companion} {ability:fly,guide}.
<8-9:Wishes for other people, {name} decided, must be the lightest kind, because they fly the furthest.><10-12:Wishes made for other people, {name} decided, must be the lightest kind of all, which would explain why they travel so far.><young:Up, up, up went the wish.>

:: journey journey.1529ual
setting: beach
role: onward
energy: lively

{onward}<little:the beach was wide and silver. The waves came rushing up the sand.><6-9:the beach was wide and silver, and the waves came rushing up the sand.><10-12:the beach was broad and silver, and the waves came rushing eagerly up the sand.>
<2-9:Whoosh!
{name} ran away from a wave, laughing.
Then {name} ran after it as it slid back.><10-12:Whoosh! {name} fled from a wave, laughing, then chased it as it slid obligingly back.>
<little:In, out.
In, out.>
<2-9:{trait:wonder} Here came a big wave, bigger than the rest!><10-12:{trait:wonder} Then came an enormous wave, bigger than all the rest!>
<little:{Companion} {ability:carry,lift,guide}. {item} stayed perfectly dry!><grown:{Companion} {ability:carry,lift,guide}, and {item} stayed perfectly dry.>
<6-9:Behind them, two trails of footprints ran side by side along the sand.><little:Two trails of footprints.><10-12:Behind them, two trails of footprints wandered companionably side by side along the sand.>
<2-9:On they went along the shore, nearer with every step.><10-12:On they travelled along the shoreline, a little nearer with every step.>

:: journey journey.13q5d0b
setting: village
role: onward
energy: gentle

{onward}<little:the village street was cobbled and quiet. One window glowed orange.><6-9:the village street was cobbled and quiet, and one window glowed orange.><10-12:the cobbled village street was quiet, and only one window glowed orange: the bakery's.>
<2-9:It was the bakery.>
<2-9:A round little hen[ in a {colour} apron] waved them in.
"You look like travellers," she clucked.
"Have a warm bun for the road."><10-12:A plump hen[ in a {colour} apron] beckoned them inside and clucked, "You look like travellers; have a warm bun for the road.">
{trait:meet} <little:"Thank you!" said {name}, and shared the bun with {companion}.><6-9:{name} said thank you, and broke the bun in half to share with {companion}.><10-12:{name} thanked her warmly and broke the bun in half to share with {companion}; it was sticky and still warm.>
<6-9:It was sticky and still warm.><little:Yum!
Sticky and warm.>
<little:"I'll put a candle in my window," said the hen.><6-9:"I'll set a candle in my window, to light the lane," said the hen.><10-12:"I'll set a candle in my window to light the lane," said the hen, and all along the lane the cobbles gleamed gold.>
<6-9:All down the lane, the cobbles shone gold.><little:The lane lit up.>
{item} {itemTell}.

:: journey journey.1qur50k
setting: hilltop
role: aside
energy: calm

{onward}<little:the hilltop was round and grassy. The sky was full of stars.><6-9:the hilltop was round and grassy, and the sky was full of stars.><10-12:the hilltop was round and grassy, and the sky was crowded with stars.>
<2-9:{name} and {companion} sat down to rest.><10-12:{name} and {companion} sat down to rest, grateful for the pause.>
<grown:The grass was cool, the wind was soft, and far below, a few windows still glowed.><little:The grass was cool.
The wind was soft.>
<2-9:{trait:rest} {name} checked on {item}.
It was safe, {itemHeld}.><10-12:{trait:rest} {name} checked on {item}, which was perfectly safe {itemHeld}.>
{Companion} {ability:warm,comfort}.
<2-9:The stars blinked slowly, as if they were getting sleepy too.><10-12:The stars blinked slowly and heavily, as though they too were growing drowsy.>
<8-9:{destination} could wait a few more breaths.><10-12:{destination} had waited this long, {name} reasoned, so it would hardly mind waiting a few more quiet breaths.>

:: journey journey.z8e0o9
setting: snowfield
role: onward
energy: lively

{onward}<2-9:snow began to fall, soft and fat and slow.><10-12:snow began to fall in soft, fat flakes that took their time.>
<little:Flip, flop, flake.>
<2-9:{name} stuck out {their} tongue and caught a snowflake.
Cold![ More snowflakes sparkled in {name's} {hair} hair.]><10-12:{name} stuck out {their} tongue and caught a snowflake, which was astonishingly cold.[ More snowflakes sparkled in {name's} {hair} hair.]>
<2-9:{trait:wonder} The snowy field sloped gently down, smooth and white.
"Slide?" asked {companion}.
Whee!><10-12:{trait:wonder} The snowy field sloped gently downwards, smooth and inviting, and {companion} asked hopefully, "Slide?">
<little:Down they went, side by side. Flump! They landed in a soft heap.><6-9:Down they went, side by side, and landed in a soft heap at the bottom.><10-12:Down they whizzed, side by side, and landed in a soft, breathless heap at the bottom.>
{Companion} {ability:warm,comfort}.
<grown:{name} brushed the snow off {item} and laughed, because the slide had saved them the whole long walk down.><little:{name} brushed the snow off {item}.
That was quick!>
<8-9:Even a long journey, {name} thought, is better with someone to laugh with.><10-12:A long journey, {name} thought, gets noticeably shorter when there is someone beside you who laughs at the same things.>

:: journey journey.o5ihgk
setting: fair
role: onward
energy: lively

{onward}<2-9:music drifted over the hedge.
It was a fair, with bunting and lanterns and a golden carousel!><10-12:music drifted over the hedge from a fair, complete with bunting, lanterns and a golden carousel.>
<2-9:"Just one ride," said {companion}.
{name} chose a painted horse[ with a {colour} saddle].><10-12:"Just one ride," said {companion}, and {name} chose a painted horse[ with a {colour} saddle].>
<little:Up, down, round and round!><grown:Up and down they went, round and round, while the lanterns spun past like fireflies.>
{trait:wonder} <little:{name} held on tight with one hand. The other held {item}.><6-9:{name} held on with one hand and kept the other on {item}.><10-12:{name} held on with one hand and kept the other protectively on {item}.>
<little:The music stopped. The carousel mole pointed to a gate with lanterns.><grown:When the music stopped, the carousel mole pointed to a gate strung with lanterns.>
<2-9:"Quickest way out for travellers," she said, and through it they went.><10-12:"The quickest way out for travellers," she explained, and through it they went.>

:: journey journey.nxag51
setting: harbour
role: onward
energy: calm

{onward}<little:a little boat was waiting at the harbour. It rocked by the jetty.><6-9:a little boat was waiting at the harbour, rocking by the jetty.><10-12:a little boat was waiting at the harbour, rocking gently against the jetty.>
<2-9:An old badger in a woolly hat waved them aboard.
"Hop in," she said.
"The sea is sleepy tonight."><10-12:An elderly badger in a woolly hat waved them aboard. "Hop in," she said; "the sea is feeling sleepy tonight.">
<2-9:{name} sat at the front with {item}.><10-12:{name} settled at the front of the boat, with {item} safely beside {them}.>
<grown:The oars went dip and splash, dip and splash, and the harbour lights grew small behind them.><little:Dip, splash.
Dip, splash.>
{trait:rest} {Companion} {ability:hush,comfort}.
<8-9:The rocking of the boat felt like a lullaby the sea had been humming for ever.><10-12:The rocking felt like a lullaby the sea had been humming to itself for thousands of years, long before there were boats.>
<little:"Nearly there," said the badger. She pointed to {destination}.><grown:"Nearly there," said the badger, pointing the way to {destination}.>

// Written with Courage.

:: journey journey.1doftok
setting: meadow
role: onward
energy: gentle

{onward}<little:the meadow was full of fireflies. They blinked like tiny lanterns.><grown:the meadow was full of fireflies, blinking on and off like tiny lanterns.>
<2-9:One landed on {name's} finger and stayed there, glowing.><10-12:One landed on {name's} finger and lingered there, glowing contentedly.>
{trait:wonder} <grown:{name} held very still and looked closely: its light was warm and green, like a pea made of sunshine.><little:Blink, blink.
It glowed green.>
<little:"Which way to {destination}?"><6-9:"Will you show us the way to {destination}?"><10-12:"Would you mind showing us the way to {destination}?" {name} asked politely.>
<2-9:{name} asked.>
<little:The firefly blinked twice and floated off. All the others followed. What a glowing path!><grown:The firefly blinked twice and floated off, and all the others followed, making a glowing path through the grass.>
{Companion} {ability:guide}.

:: journey journey.1wrlamo
setting: river
role: onward
energy: lively

{onward}<2-9:the river was chattering over its stones.><10-12:the river was chattering busily over its stones, full of its own news.>
<little:A mother duck was quacking in a fluster. Her ducklings would not follow her!><grown:A mother duck was quacking in a fluster, because her ducklings would not follow her across.>
<2-9:{trait:help} {name} had an idea.
{They} hopped from stone to stone, calling, "Come on, ducklings!
This way!"><10-12:{trait:help} {name} had an idea: {they} hopped from stone to stone, calling, "Come on, ducklings, this way!">
<2-9:One, two, three, four, five little ducklings paddled after.><10-12:One, two, three, four, five little ducklings paddled obediently after {them}.>
<grown:The mother duck counted them twice, just to be sure, and then gave a very grateful quack.><little:"Thank you!" quacked the mother duck.>
{Companion} {ability:cross,guide}.
<8-9:Five small, wet, cheeping reasons to feel pleased.><10-12:Five small, damp, cheeping reasons to feel proud were paddling behind their mother now, and {name} could not stop smiling.>
<little:Over they went! {item} {itemTell}.><grown:On the far bank, {item} {itemTell}.>

:: journey journey.d7qv67
setting: farm
role: onward
energy: gentle

{onward}<2-9:the farm lay quiet under the moon.
In the middle of the path sat a brown egg, all alone.><10-12:the farm lay quiet under the moon, and in the middle of the path sat a solitary brown egg.>
<2-9:A hen peered down from the fence.
"It rolled away," she clucked, "and I can't carry it back."><10-12:A hen peered anxiously down from the fence and clucked, "It rolled away, and I can't carry it back.">
<2-9:{trait:help} {name} picked up the egg as gently as if it were glass.
{Companion} went alongside to the nest, ready to catch it.><10-12:{trait:help} {name} picked up the egg as gently as if it were made of glass, while {companion} walked alongside to the nest, ready to catch it.>
<2-9:The hen sat on it.
"Thank you!
Now take the path behind my henhouse," she said.
"It's the short way."><10-12:The hen settled contentedly on top of it. "Thank you! Now take the path behind my henhouse," she said; "it's the short way.">
{name} took the path behind the henhouse with {item}.

:: journey journey.reu0qs
setting: snowfield
role: onward
energy: lively

{onward}<2-9:snowflakes were drifting down over the snowy field.
{name} caught one on {their} tongue.
Cold!><10-12:snowflakes were drifting down over the snowy field, and {name} caught one on {their} tongue, startled by how cold it was.>
{trait:wonder} <little:Then {they} ran and slid. Whee! Right up to a snowman with a carrot nose.><6-9:Then {they} ran and slid, whee, all the way to a snowman with a carrot nose.><10-12:Then {they} ran and slid, exhilarated, all the way to a snowman with a carrot nose.>
<2-9:As they passed, the snowman winked.><10-12:As they passed, the snowman winked and asked in a crunchy voice, "Off to {destination}? That way, past the fence!">
<little:It spoke in a crunchy voice. "Off to {destination}?"><6-9:"Off to {destination}?" it asked in a crunchy voice.>
<2-9:"That way, past the fence!">
<grown:{name} laughed, said thank you, and tucked a fallen leaf into its scarf as a present.><little:"Thank you!" said {name}.>
<little:{Companion} {ability:warm,guide}. Off they went!><grown:{Companion} {ability:warm,guide}, and off they went.>

:: journey journey.zo8yeb
setting: clouds
role: onward
energy: lively

{onward}<little:the clouds were soft and springy. Just like a bouncy castle!><6-9:the clouds were soft and springy, like a giant bouncy castle.><10-12:the clouds were soft and surprisingly springy underfoot.>
<2-9:Boing!
{name} bounced so high that {they} nearly touched a star.><10-12:Boing! {name} bounced so high that {they} nearly brushed a star with {their} fingertips.>
{trait:wonder} <grown:A passing raincloud grumbled that some people were trying to sleep, so {name} bounced more quietly after that, on tiptoe.><little:"Shh," said a sleepy raincloud.
So {name} bounced softly.>
{Companion} {ability:fly,guide}.
<grown:Pleased, the raincloud rolled aside, and there below lay the road they needed, bright in the moonlight.><little:The raincloud moved.
There was the road!>
<little:{name} patted {item}. Still safe! Boing, boing, on {they} bounced.><grown:{name} checked that {item} was still safe {itemHeld}, and bounced on.>
<8-9:It was hard to feel small when you were standing on the sky.><10-12:It was difficult to feel small or unimportant, {name} found, when the sky itself was holding you up.>

:: journey journey.4kg391
setting: harbour
role: aside
energy: calm

{onward}<2-9:the little harbour was asleep.><10-12:the little harbour was fast asleep.>
<little:Boats bobbed by the jetty. Creak went the ropes. Lap, lap went the water.><grown:Boats bobbed by the jetty, their ropes creaking, and the water went lap, lap against the wall.>
{trait:rest} <grown:An old tabby cat sat on a lobster pot, watching the moon wobble in the water.><little:An old cat sat watching the moon in the water.>
<2-9:"Evening," said the cat.
"Going far?"
"To {destination}," said {name}.
The cat nodded slowly.><10-12:"Evening. Going far?" asked the cat, and when {name} said they were bound for {destination}, it nodded slowly.>
<2-9:"Then mind the third step.
It's slippy."
{name} minded it.><10-12:"Then mind the third step; it's slippy," it advised, and {name} minded it.>
{Companion} {ability:light,guide}.
<8-9:Behind them, the harbour settled back into its creaky, salty sleep.><10-12:Behind them, the harbour sighed and settled back into its creaky, salty sleep, as if nobody had passed through at all.>

:: journey journey.5tek28
setting: forest
role: aside
energy: calm

{onward}<little:the path passed a big beech tree. Badgers lived under it.><6-9:the path passed a badger sett under a great beech tree.><10-12:the path wound past a badger sett hidden beneath a magnificent beech tree.>
<2-9:From inside came the softest snoring.
{name} put a finger to {their} lips.><10-12:From inside came the gentlest of snores, and {name} put a finger to {their} lips.>
{trait:rest} <little:Very slowly, {friends} tiptoed past. Not a leaf rustled.><grown:Very slowly, {friends} tiptoed past, so quietly that not a leaf rustled.>
<6-9:{name} even kept {item} close, so that it would not make a sound.><little:Tiptoe, tiptoe.><10-12:{name} even held {item} close, determined that it should not make a sound.>
<2-9:The snoring went on, slow and happy.><10-12:The snoring continued, slow and contented.>
<8-9:Even the moon seemed to be tiptoeing.><10-12:Even the moon seemed to be creeping across the sky with care, as though it did not want to wake anyone either.>
{Companion} {ability:hush,guide}.
<little:Soft as moss, they walked on. Creep, creep, to {destination}.><grown:Then they walked on, soft as moss, towards {destination}.>

:: journey journey.9czeo4
setting: hilltop
role: onward
energy: calm

{onward}<little:the hilltop was wide and open. The sky was full of stars.><6-9:the hilltop was wide and open, and the whole sky was full of stars.><10-12:the hilltop was wide and open beneath a sky entirely crowded with stars.>
<2-9:{trait:wonder} Then a shooting star streaked past, silver and quick.
"Make a wish!" said {companion}.><10-12:{trait:wonder} Then a shooting star streaked past, silver and swift, and {companion} said, "Make a wish!">
<grown:{name} shut {their} eyes and wished that {item} would reach {destination} safe and sound.><little:{name} shut {their} eyes tight. "Please let {item} get there safe!">
{Companion} {ability:warm,comfort}.
<grown:When {name} opened {their} eyes, the star's silver trail still pointed down the far side of the hill.><little:Its trail pointed down the hill.>
<2-9:"That way," whispered {name}, and down they went.><10-12:"That way," whispered {name} decisively, and down the hillside they went.>

:: journey journey.1ygmwz8
setting: village
role: onward
energy: gentle

{onward}<little:in the village street, a window glowed. A baker mouse was pulling bread from the oven.><grown:in the village street, behind one window, a baker mouse was pulling bread from the oven.>
<2-9:The smell of warm loaves drifted out.
{name's} tummy rumbled.><10-12:The smell of warm loaves drifted out, and {name's} stomach rumbled hopefully.>
<2-9:{trait:meet} The mouse opened the window.
"Hungry travellers?" she said, and handed out two warm rolls.><10-12:{trait:meet} The mouse opened the window. "Hungry travellers?" she enquired, and handed out two warm rolls.>
<2-9:"Thank you," said {name}, with {their} best smile.><10-12:"Thank you," said {name}, with {their} most grateful smile.>
<2-9:"My bread cart is just leaving," she added.
"Hop on the back."><10-12:"My bread cart is just leaving," she added; "hop on the back.">
<2-9:{Companion} helped {name} climb up among the loaves.><10-12:{Companion} helped {name} clamber up among the fragrant loaves.>
<grown:They ate as they rode, bumping gently out of the village, and {item} {itemTell}.><little:Bump, bump!
{item} {itemTell}.>

:: journey journey.1900r1r
setting: beach
role: onward
energy: gentle

{onward}<little:the beach was pale in the moonlight. Hush, hush, whispered the waves.><grown:the beach was pale in the moonlight, and the waves whispered, hush, hush.>
<2-9:A hermit crab was looking sadly at its shell.
"Too small," it sighed.
"I've grown."><10-12:A hermit crab was gazing mournfully at its shell. "It's too small," it sighed; "I've grown.">
{trait:help} <little:{Companion} {ability:light,guide}. {name} looked along the sand. There was a shell, pink and swirly!><grown:{Companion} {ability:light,guide}, and {name} searched along the tideline until {they} found a shell that was just right, pink and swirly.>
<2-9:The crab tried it on and did a happy little dance.><10-12:The crab tried it on and performed a delighted little dance.>
<6-9:"Perfect," said the crab.
"The dune path will take you up off the beach."><little:"Perfect!" said the crab.
"Go through the dunes!"><10-12:"Perfect," declared the crab; "the dune path will take you up off the beach.">
<little:Soon {name} was climbing the dunes with {item}.><grown:Soon {name} was climbing through the whispering dune grass with {item}.>

// Written with Sharing.

:: journey journey.j2ty1m
setting: forest
role: onward
energy: gentle

{onward}<2-9:the forest path wound between tall pines.><10-12:the forest path wound between tall, solemn pines.>
<little:It was dark, but not scary. Blink, blink! Fireflies lit up, one by one.><6-9:It was dark, but not scary: fireflies blinked on, one by one, like lamps strung in a row.><10-12:It was dark, but not frightening: fireflies blinked on, one by one, like lanterns strung in a row.>
{trait:wonder} <little:{name} followed them, step by step.[ Tiny lights danced in {their} {hair} hair.]><grown:{name} followed them, step by step[, {their} {hair} hair speckled with their light].>
{Companion} {ability:guide,comfort}.
<2-9:On a stump sat a hedgehog, who pointed with a twitchy nose.><10-12:On a stump sat a hedgehog, who pointed helpfully with its twitchy nose and snuffled, "That way to {destination}.">
<little:"Go that way," it snuffled. "To {destination}!"><6-9:"That way to {destination}," it snuffled.>
<little:{name} felt for {item}. Still safe! Off they went.><6-9:{name} checked that {item} was still safe {itemHeld}, and walked on.><10-12:{name} checked that {item} was still safe {itemHeld}, and walked on gratefully.>

:: journey journey.1oafp3q
setting: meadow
role: onward
energy: lively

{onward}<little:dandelion clocks filled the meadow. They shone silver in the moonlight.><grown:the meadow was full of dandelion clocks, silver in the moonlight.>
<2-9:Whoosh!><10-12:Whoosh! A sudden gust of wind swept through, and a thousand seeds went sailing up like tiny parachutes.>
<little:A gust of wind came. Up went a thousand seeds, like tiny parachutes!><6-9:A gust of wind came, and a thousand seeds went sailing up like tiny parachutes.>
<2-9:{name} laughed and ran after them, holding {item} close.><10-12:Laughing, {name} chased after them, holding {item} carefully close.>
{trait:wonder} <6-9:The seeds all floated the same way, towards {destination}, as if they knew.><little:The seeds all flew the same way.><10-12:The seeds all floated in the same direction, towards {destination}, as if they somehow knew.>
{Companion} {ability:fly,guide}.
"Follow the seeds!" called {name}[, {their} {colour} dressing gown flapping].
<8-9:It felt like the whole meadow was showing them the way.><10-12:It was as if the meadow had decided to help, and had sent every one of its seeds ahead as a guide.>

:: journey journey.1e4m53k
setting: river
role: onward
energy: lively

{onward}<2-9:the river chattered over its stepping stones.
Hop, skip, hop!><10-12:the river chattered over its stepping stones, and {name} went hop, skip, hop across them, arms out wide[, {their} {hair} hair bouncing].>
<little:{name} went from stone to stone, arms out wide.[ {Their} {hair} hair bounced.]><6-9:{name} went from stone to stone, arms out wide[, {their} {hair} hair bouncing].>
<2-9:One stone wobbled.><10-12:Halfway across, one stone wobbled unexpectedly.>
<2-9:{trait:obstacle} {name} stopped, took a deep breath, and tried the next one instead.
It was as steady as a step.><10-12:{trait:obstacle} {name} paused, took a deep breath, and tried the next one instead, which was as steady as a step.>
{Companion} {ability:cross,guide}.
<2-9:On the far bank, {name} checked {item}.><10-12:On the far bank, {name} checked that {item} was still safe {itemHeld}, then sang, "{refrain}," as they went on.>
<little:Still safe! {name} sang out, "{refrain}." Away they went.><6-9:Still safe {itemHeld}! "{refrain}," {name} sang, and on they went.>

:: journey journey.1iy68wg
setting: hilltop
role: onward
energy: calm

{onward}<little:the hilltop was high and grassy. The sky felt close enough to touch.><grown:the hilltop was high and grassy, and the sky felt close enough to touch.>
<little:{name} lay back to look.[ {Their} {eyes} eyes filled with stars.]><grown:{name} lay back for a moment to look[, {their} {eyes} eyes full of stars].>
<2-9:Then a shooting star streaked across, silver and quick.><10-12:Then a shooting star streaked across the darkness, silver and swift.>
<2-3:{trait:wonder} "Make a wish," whispered {companion}.
{name} shut {their} eyes tight.
A wish for {recipient}!><4-9:{trait:wonder} "Make a wish," whispered {companion}.
{name} closed {their} eyes and wished, very hard, for {recipient}.><10-12:{trait:wonder} "Make a wish," whispered {companion}, so {name} closed {their} eyes and wished, with tremendous concentration, for {recipient}.>
<8-9:It seemed a good thing to spend a wish on someone else.><10-12:A wish is a precious thing to have, {name} thought, and spending it on someone else felt exactly right.>
{Companion} {ability:light,guide}.
<little:Just below, old stone steps led down to the path. They were mossy and wide.><grown:Just below, old stone steps, mossy and wide, led gently down to the path.>

:: journey journey.ng2o9q
setting: village
role: onward
energy: gentle

{onward}<little:the village was asleep. Only the bakery window glowed gold.><grown:the village was asleep, except for one bakery window glowing gold.>
<2-9:A mole in a floury apron leaned out.><10-12:A mole in a floury apron leaned out and, remarking that they looked as if they had come a long way, gave {name} a warm bun.>
<little:"You've come a long way," she said. She gave {name} a warm bun.><6-9:"You look as if you've come a long way," she said, and gave {name} a warm bun.>
<2-9:{trait:meet} {name} said thank you and broke off a piece for {companion}.><10-12:{trait:meet} {name} thanked her and broke off a generous piece for {companion}.>
<grown:It tasted of butter and honey and being looked after.><little:Yum!
It was warm and sweet.>
<2-9:"Where are you off to?" asked the mole.
"To {destination}," said {name}.
"Then past the well and turn left," she said kindly.><10-12:When the mole asked where they were heading, {name} said, "To {destination}," and she replied kindly, "Then past the well and turn left.">

:: journey journey.w3y53u
setting: snowfield
role: onward
energy: gentle

{onward}<2-9:snow began to fall, soft and slow.
Every flake was different: a star, a feather, a lace flower.><10-12:snow began to fall, soft and slow, and every flake was different: a star, a feather, a delicate flower of lace.>
<little:{name} caught one on {their} sleeve and looked closely.[ {Their} {eyes} eyes shone.]><grown:{name} caught one on {their} sleeve and looked closely[, {their} {eyes} eyes wide].>
{trait:wonder} <little:Behind them were two lines of footprints. One big, one small.><grown:Behind them, two lines of footprints wound back the way they had come, one big and one small.>
<little:{Companion} {ability:warm,comfort}. {name} kept {item} snug and dry.><grown:{Companion} {ability:warm,comfort}, and {name} kept {item} snug and dry.>
<grown:Then {name} noticed small, neat tracks leading across the field to a gate.
"Whoever made these knew the way," said {name}, and followed them out onto the open hillside.><little:Small tracks led to a gate.
{name} followed them out.>

:: journey journey.1m8kgko
setting: clouds
role: onward
energy: lively

{onward}<2-9:they climbed up and up, onto the clouds.><10-12:they climbed up and up, onto clouds as soft and springy as the biggest bed in the world.>
<little:The clouds were soft and springy. Like the biggest bed in the world!><6-9:The clouds were soft and springy, like the biggest bed in the world.>
<2-9:Boing!
{name} bounced once, twice, three times[, {their} {hair} hair flying].><10-12:{name} bounced once, twice, three times, with growing confidence[, {their} {hair} hair flying].>
<2-9:{trait:wonder} Then there was a gap between two clouds, too wide to jump.><10-12:{trait:wonder} Then they reached a gap between two clouds that was far too wide to jump.>
{Companion} {ability:carry,cross,guide}.
<6-9:From up here, {destination} looked as small as a toy.><little:Everything below looked tiny.><10-12:From such a height, {destination} looked no bigger than a toy.>
<little:{name} held {item} tight. {They} waved at the sleeping world below.><grown:{name} held {item} tight and waved down at the sleeping world.>
<8-9:Nobody down there knew they were being waved at, which made it even more fun.><10-12:Not a single person down there knew they were being waved at, which made it a delicious kind of secret.>

:: journey journey.1ujrb4t
setting: beach
role: onward
energy: calm

{onward}<2-9:the beach was silver and quiet.
Little waves crept up the sand and slid away again, hush, hush.><10-12:the beach was silver and quiet, and little waves crept up the sand and slid away again, murmuring hush, hush.>
<2-9:{name} walked along the edge[, {their} {colour} slippers in one hand].><10-12:{name} wandered along the water's edge[, {their} {colour} slippers dangling from one hand].>
{trait:rest} <little:A small crab scuttled up. It set a pearly shell at {name's} feet. A present! Off it hurried.><6-9:A small crab scuttled up, set a pearly shell down at {name's} feet like a present, and hurried off.><10-12:A small crab scuttled up, solemnly set a pearly shell at {name's} feet like a gift, and hurried away.>
{Companion} {ability:light,guide}.
<6-9:Then a silver path shone across the sand, all the way to {destination}.><little:A silver path shone on the sand.><10-12:Then a silver path shone across the sand towards {destination}, and {name}, whispering "Thank you," followed it with {item}.>
<2-9:"Thank you," whispered {name}, and followed it with {item}.>

:: journey journey.586rwq
setting: orchard
role: aside
energy: gentle

{onward}<little:the orchard was full of old apple trees. Their branches bent low.><6-9:the orchard was full of old apple trees, their branches bent low.><10-12:the orchard was full of gnarled old apple trees, their branches bowed low.>
<little:A sleepy blackbird wanted the last apple. It was on a high twig.><6-9:A sleepy blackbird was trying to reach the last apple on a high twig.><10-12:A sleepy blackbird was hopping and flapping, trying in vain to reach the last apple on a high twig.>
<2-9:Hop, flap, hop.>
{trait:help} <little:{name} stood on tiptoe. {Companion} {ability:lift,fly,guide}.><grown:{name} stood on tiptoe, and {companion} {ability:lift,fly,guide}.>
<2-9:Down came the apple, right into the blackbird's nest.><10-12:Down came the apple, landing neatly in the blackbird's nest.>
<little:The blackbird sang a thank-you song. It followed them down the path.><6-9:The blackbird sang a thank-you song that followed them all the way down the path.><10-12:The delighted blackbird sang a thank-you song that accompanied them all the way down the path.>
<little:{item} {itemTell}. It liked the song too!><grown:{item} {itemTell}, as if it had enjoyed the song too.>

:: journey journey.14tt0a5
setting: cave
role: aside
energy: calm

{onward}<2-9:a cave opened in the hillside.
Inside, water dripped from a roof of crystals.><10-12:a cave opened in the hillside, and inside, water dripped from a ceiling of crystals.>
<2-9:Drip.
Drop.
Plink.><10-12:Drip, drop, plink: each drip played a different note, like the keys of a glass piano.>
<little:Each drip played a different note. Like a glass piano!><6-9:Each drip played a different note, like the keys of a glass piano.>
[The crystals sparkled in {name's} {eyes} eyes.]
<2-9:{trait:wonder} {name} listened, then hummed along, very softly.><10-12:{trait:wonder} {name} listened, entranced, then hummed along very softly.>
{Companion} {ability:light,guide}.
<little:At the far end, the stars shone on the path. It showed the way to {destination}. "{refrain}," {name} called softly. The cave whispered it back.><grown:At the far end, the stars shone again over the path to {destination}. "{refrain}," {name} whispered, and the cave whispered it back.>

// Written with Learning.

:: journey journey.1ivdjfv
setting: waterfall
role: onward
energy: gentle

{onward}<little:the path went right past the waterfall. It ran along a dry ledge of rock.><6-9:the path went right past the waterfall, on a wide, dry ledge of rock.><10-12:the path ran right beside the waterfall, along a wide and reassuringly dry ledge of rock.>
<2-9:On one side, a curtain of water roared.
On the other, the rock was mossy.><10-12:On one side a curtain of water thundered; on the other, the rock was soft with moss.>
{trait:wonder} <grown:Through the spray, the moon looked wobbly and silver, like a coin at the bottom of a well.><little:Whoosh went the water.
The moon looked wobbly.>
<little:A little dipper bird bobbed on a stone. It showed them the dry way.><6-9:A little dipper bird bobbed on a stone and showed them the dry way.><10-12:A little dipper bird bobbed on a stone and showed them the driest route, and {name} called out a grateful thank-you[, {their} {hair} hair damp with spray].>
<2-9:"Thank you!" called {name}[, {their} {hair} hair damp with spray].>
{Companion} {ability:guide}.
<little:Out they came on the other side. {item} was still safe!><6-9:Out they came on the other side, and {item} was still safe {itemHeld}.><10-12:They emerged on the other side, and {item} was still perfectly safe {itemHeld}.>

:: journey journey.1rv2awm
setting: island
role: aside
energy: calm

{onward}<little:a little island rose out of the silver sea. One palm tree leaned over the sand.><6-9:a little island rose out of the silver sea, with one palm tree leaning over the sand.><10-12:a little island rose out of the silver sea, and {name} sat down to rest beneath its single leaning palm tree.>
<2-9:{name} sat down under it to rest.>
{trait:rest} <little:The waves came in and went out. Hush, hush, like the sea breathing.><grown:The waves came in and went out, hush and hush, like the sea breathing.>
<grown:A small crab sidled past, waved one claw politely, and dug itself into the sand for the night.><little:A crab waved a claw.
Then it dug into the sand.
Night, night!>
{Companion} {ability:hush,comfort}.
<8-9:It felt as if the whole sea was saying goodnight.><10-12:It felt as if the whole sea was murmuring goodnight, one slow wave at a time, to everything on the island.>
<little:{name} stood up. {item} {itemTell}.><6-9:When {name} stood up again, {item} {itemTell}.><10-12:When {name} eventually stood up again, {item} {itemTell}, as if to say it was time to go on to {destination}.>
<little:Now on to {destination}!><6-9:It was time to go on to {destination}.>

:: journey journey.1hqk1l2
setting: desert
role: onward
energy: calm

{onward}<little:the desert was cool and hushed. The sand glowed pale under the stars.><grown:the desert was cool and hushed, and the sand glowed pale under the stars.>
<little:Beside a rock grew a cactus. It had one bud, fat and closed.><grown:Beside a rock grew a cactus with a single bud, fat and closed.>
{trait:wonder} <little:{name} watched. It opened, petal by petal. A great white flower!><grown:As {name} watched, it opened, petal by petal, into a great white flower.>
<6-9:"It only blooms one night a year," whispered {companion}.
"And you were here for it."><little:"Just one night a year," whispered {companion}.><10-12:"It blooms only one night a year," whispered {companion}, "and you happened to be here for it.">
<6-9:In the flower's pale glow, a path of flat stones showed across the sand.><little:Its glow showed a path of stones.><10-12:In the flower's pale glow, a path of flat stones became visible across the sand.>
<8-9:Some wonders, {name} thought, don't wait for you; you just have to be there.><10-12:Some wonders, {name} thought, wait for nobody; the only trick is being in the right place on the right night.>
<little:{name} stepped from stone to stone with {item}. No sinking!><6-9:{name} stepped from stone to stone with {item}, and never sank once.><10-12:{name} stepped carefully from stone to stone with {item}, and never sank once.>

:: journey journey.1vek3h2
setting: jungle
role: onward
picture: rain
energy: lively

{onward}<little:the jungle was green and dripping. The leaves were as big as umbrellas!><grown:the jungle was green and dripping, with leaves as big as umbrellas.>
<2-9:Plip, plop, plip!
A warm rain began to fall.><10-12:Plip, plop, plip: a warm, heavy rain began to fall.>
{trait:meet} [Raindrops glittered in {name's} {hair} hair.]
<little:Under the biggest leaf sat a little tree frog. It was as bright as a sweet!><6-9:Under the biggest leaf sat a little tree frog, as bright as a sweet.><10-12:Under the biggest leaf sat a little tree frog, as bright as a sweet, who called out, "Come in!">
<2-9:"Come in!" it called.>
<grown:{name} and {companion} squeezed in, and the rain drummed on the leaf above them like fingers on a table.><little:{Friends} squeezed in, nice and dry.
Drum, drum went the rain on the leaf.>
<little:The rain stopped. The frog showed them a tunnel through the ferns.><6-9:When the rain stopped, the frog showed them a tunnel through the ferns.><10-12:When the rain stopped, the frog showed them a tunnel through the ferns and croaked, "It comes out on your path," so {name} ran through with {item}.>
<little:"It comes out on your path," it croaked. {name} ran through with {item}.><6-9:"It comes out on your path," it croaked, and {name} ran through with {item}.>

:: journey journey.lwwp66
setting: mountain
role: onward
energy: lively

{onward}<2-9:the mountain path went up and up in zigzags.><10-12:the mountain path zigzagged steeply upwards.>
<2-9:Near the top, a mountain goat with curly horns came clattering down.
Clip, clop, clip!><10-12:Near the top, a mountain goat with curly horns came clattering down, clip, clop, clip.>
<2-9:"Going up?" it called.
"Step where I stepped, and you won't slip!"><10-12:"Going up?" it called; "step where I stepped, and you won't slip!">
<2-9:{trait:meet} {name} followed the goat's hoofprints, step by step.><10-12:{trait:meet} {name} followed the goat's hoofprints precisely, step by careful step.>
<grown:Little stones skittered away under {their} feet, but the goat's way was always firm.><little:Zig, zag.
Zig, zag.
Up and up!>
{Companion} {ability:lift,guide}.
<little:At the top! {name} could see {destination}.><grown:At the top, {name} could see all the way to {destination}.>
<8-9:The world looked tidy from up here, like a map someone had just finished drawing.><10-12:From up here the whole world looked astonishingly tidy, like a map that someone had just finished colouring in with great care.>

:: journey journey.xbmsft
setting: castle
role: onward
energy: gentle

{onward}<2-9:a castle stood on a hill.><10-12:a castle stood on a hill, and at its gate stood a night guard: a small hedgehog in a shiny helmet much too big for him.>
<little:At the gate stood a guard. It was a small hedgehog. His shiny helmet was much too big!><6-9:At the gate stood a night guard: a small hedgehog in a shiny helmet much too big for him.>
<2-9:Clonk!
It slid down over his eyes.><10-12:With a clonk, the helmet slid down over his eyes.>
<2-9:{trait:help} {name} stuffed some soft moss inside the helmet, so it fitted snugly.><10-12:{trait:help} {name} thoughtfully stuffed some soft moss inside the helmet, so that it fitted snugly.>
<6-9:"Much better!" said the hedgehog, peering out proudly.
"Now I can see who comes and goes."><little:"I can see!" the hedgehog cheered.><10-12:"Much better!" said the hedgehog, peering out proudly; "now I can see who comes and goes," and he waved them through with a bow.>
<2-9:He waved them through with a bow.>
<little:{Companion} {ability:guide}. {name} carried {item} across the castle yard.><grown:{Companion} {ability:guide}, and {name} carried {item} across the castle yard.>

:: journey journey.1g657n2
setting: treehouse
role: onward
energy: calm

{onward}<little:a treehouse glowed high in an old oak.><grown:a treehouse glowed in the branches of an old oak.>
<2-9:A family of wrens waved from the window.
"Come up and rest," they twittered.[ The smallest wren wore a {colour} scarf.]><10-12:A family of wrens waved from the window and twittered, "Come up and rest."[ The smallest wren wore a {colour} scarf.]>
{Companion} {ability:lift,guide}.
<2-9:{trait:rest} Inside, the cushions were made of thistledown.><10-12:{trait:rest} Inside, the cushions were stuffed with thistledown, and the wrens poured warm honey milk into cups no bigger than thimbles.>
<6-9:The wrens poured warm honey milk into cups no bigger than thimbles.><little:Warm milk.
Soft cushions.
Ahh.>
<8-9:For a little while, the whole journey could wait.><10-12:For a little while, {name} let the journey wait, and it felt wonderful not to be going anywhere at all.>
<little:Time to go! The smallest wren flew ahead, singing. {name} followed her song.><grown:When it was time to go, the smallest wren flew ahead, singing, so {name} could follow her song.>
<grown:Through the dark wood {name} went, carrying {item} after that bright little tune.><little:The wren's song led {name} and {item} on.>

:: journey journey.5ihlqt
setting: pond
role: onward
energy: gentle

{onward}<little:the pond lay still. The moon floated in the middle.><grown:the pond lay still, with the moon floating in the middle.>
<little:A moorhen was building her nest. But one long reed was stuck in the mud.><grown:A moorhen was building her nest, but one long reed was stuck fast in the mud.>
{trait:help} <little:{name} crouched and tugged, gently, gently. Slurp! Out it came.><grown:{name} crouched at the edge and tugged, gently, gently, until it came free with a slurp.>
<grown:The moorhen tucked it into her nest and gave a pleased little cluck.><little:"Thank you," clucked the moorhen.>
<little:{Companion} {ability:cross,guide}. Over the lily pads they went, hop, hop, hop!><grown:{Companion} {ability:cross,guide}, and they crossed the water on the lily pads, hop, hop, hop.>
<8-9:Small kindnesses, {name} thought, weigh nothing at all to carry.><10-12:Small kindnesses, {name} thought, are the easiest things in the world to carry, because they make you feel lighter afterwards.>
<little:Safe and dry, {item} {itemTell}.><grown:Safe {itemHeld}, {item} {itemTell}.>

:: journey journey.1ccky52
setting: kitchen
role: onward
energy: calm

{onward}<little:a little cottage stood by the lane. Its kitchen window glowed orange.><6-9:a little cottage stood by the lane, its kitchen window glowing orange.><10-12:a little cottage stood beside the lane, its kitchen window glowing orange.>
<little:The door opened. A kind old hen in a shawl looked out.><6-9:The door opened, and a kind old hen in a shawl looked out.><10-12:The door opened, and a kind old hen in a shawl looked out and, seeing travellers, invited them in to warm their toes.>
<2-9:"Travellers!
Come and warm your toes.">
{trait:meet} <little:Inside, the kettle sang. The teapot wore a knitted hat!><grown:Inside, the kettle sang on the stove, and the teapot wore a knitted hat.>
<grown:The hen poured two mugs of warm milk, and {name} held {their} mug in both hands[, {their} {colour} socks steaming by the stove].><little:Warm milk.
Warm toes.
Mmm.>
{Companion} {ability:warm,comfort}.
<little:The hen smiled. "Off to {destination}?"><6-9:"Off to {destination}?" asked the hen.><10-12:Hearing they were bound for {destination}, the hen nodded: "Then keep to the lane, and you can't go wrong.">
<2-9:"Then keep to the lane, and you can't go wrong.">

:: journey journey.921t9p
setting: reef
role: onward
energy: lively

{onward}<little:a path of shells led down under the waves. At the bottom was a coral reef, pink and gold.><6-9:a path of shells led down under the waves to a coral reef, pink and gold.><10-12:a path of shells led down beneath the waves to a coral reef, glowing pink and gold.>
<grown:Somehow, in this dream, {name} could breathe as easily as a fish.><little:Bubble, bubble!
{name} could breathe like a fish!>
{trait:wonder} <little:Whoosh! Tiny blue fish swam round {them}. {item} was safe in a silver bubble. It {itemTell}.><grown:A shoal of tiny blue fish whooshed round {them}, and {item} {itemTell}, safe inside a silver bubble.>
<2-9:A little crab was stuck on its back, legs waving.
{name} flipped it over, gently.
"Thank you!" it bubbled.[ Bubbles caught in {name's} {hair} hair like pearls.]><10-12:A little crab was stuck on its back, legs waving helplessly, until {name} gently flipped it over and it bubbled a grateful "Thank you!"[ Bubbles caught in {name's} {hair} hair like pearls.]>
{Companion} {ability:guide}.
<2-9:"Follow those bubbles up to your path," said the crab.><10-12:"Follow those bubbles up to your path," the crab advised.>

// Written with Family.

:: journey journey.1euad8i
setting: forest
role: onward
energy: gentle

{onward}<2-9:the path split in two under the tall pines.><10-12:the path divided in two beneath the tall pines, where an old wooden signpost lay on the ground, toppled by the wind.>
<little:An old signpost lay on the ground. The wind had knocked it down.><6-9:An old wooden signpost lay on the ground, knocked down by the wind.>
<2-9:{trait:obstacle} {name} lifted it up and brushed off the moss.><10-12:{trait:obstacle} {name} heaved it upright and carefully brushed off the moss.>
<grown:The letters were faded, but one arm still pointed the way to {destination}.><little:It pointed to {destination}!>
<little:"Others will need this too," said {name}. {They} pushed the post back into the earth.><grown:"Other travellers will need this too," said {name}, and pushed the post firmly back into the earth.>
<little:Thump, thump.>
<little:{Companion} {ability:guide}.><grown:Then {companion} {ability:guide}.>
<8-9:It was a small thing, {name} thought, but small things are how strangers look after each other.><10-12:It was only a small thing, {name} thought, but small things are how strangers who never meet manage to look after each other.>[ {name's} {colour} slippers were muddy now, but {they} didn't mind.]

:: journey journey.1enma27
setting: meadow
role: onward
picture: rain
energy: lively

{onward}<2-9:big raindrops were falling on the meadow.><10-12:fat raindrops were falling on the meadow, plip, plop, plip.>
<little:Plip!
Plop!
Splash!><6-9:Plip, plop!>
<little:{name} ran to a mushroom as big as an umbrella. {They} ducked under it.><grown:{name} ran for a mushroom as big as an umbrella and ducked underneath.>
<2-9:{Companion} crouched in close, dripping and laughing.
A beetle was there already, and a damp ladybird.
Then came a bee with soggy wings.
"Room for one more?"><10-12:{Companion} crouched in close, dripping and laughing, beside a beetle and a damp ladybird who had arrived first. Then a bee with soggy wings buzzed up: "Room for one more?">
<2-9:{trait:meet} {name} squeezed up to make space.><10-12:{trait:meet} {name} obligingly squeezed up to make space.>
<grown:They all waited, listening to the rain drum on the roof, until the last drop fell.><little:Drum, drum, went the rain.
Then it stopped.>
<2-9:"Go by the hedge," buzzed the bee, "it's the driest way."
So they did, and {item} stayed dry.><10-12:"Go by the hedge," buzzed the bee, "it's the driest way," so they did, and {item} stayed perfectly dry.>

:: journey journey.1sqzazr
setting: river
role: onward
energy: lively

{onward}<little:the river was wide and quick. There was no bridge!><6-9:the river was wide and quick, and there was no bridge.><10-12:the river was wide and swift, with no bridge in sight.>
<6-9:Tied to a willow was a little raft, with a sign: PLEASE TIE ME UP AFTER.><little:There was a little raft, with a long pole.><10-12:A little raft, tied to a willow, bore a polite notice: PLEASE TIE ME UP AFTER.>
{trait:obstacle} {name} climbed aboard beside {companion}, and they pushed off together.
<2-9:Swish, swish![ Spray splashed {name's} {colour} pyjamas.]
Where could they land? {companion} {ability:light,find,guide}.
Bump!><10-12:The pole swished as they glided across[, splashing {name's} {colour} pyjamas]. To find a landing place, {companion} {ability:light,find,guide}, and they bumped against the bank.>
<little:At the far bank, {name} tied the raft up neatly. It was ready for the next traveller.><6-9:At the far bank, {name} tied the raft up neatly for the next traveller.><10-12:{name} tied the raft up neatly for the next traveller.>
<little:{item} {itemTell}. "{refrain}," said {name}. On they went.><6-9:{item} {itemTell}. "{refrain}," said {name}, and on they went.><10-12:{item} {itemTell}, and with a contented "{refrain}," {name} went on.>

:: journey journey.nyl4pw
setting: cave
role: onward
energy: gentle

{onward}<little:the way went into a cave. Crystals glittered on the walls like frozen stars.><grown:the way went into a cave, where crystals glittered on the walls like frozen stars.>
<little:Drip... drip... drip.> {companion} {ability:light,guide}.
<2-9:"Hello!" called {name}.
"Hello, hello, hello," sang the cave.[ The crystals made tiny rainbows in {name's} {eyes} eyes.]><10-12:"Hello!" called {name}, and the cave sang back, "Hello, hello, hello."[ The crystals made tiny rainbows in {name's} {eyes} eyes.]>
{trait:wonder} <little:{name} laughed. Then {they} whispered, "{refrain}."><6-9:{name} laughed, and then whispered, "{refrain}."><10-12:{name} laughed, then whispered, "{refrain}," and the cave whispered it back, softly, over and over.>
<6-9:The cave whispered it back, softly, over and over.><little:The cave whispered it back.
Again and again.>
<8-9:It was strange and lovely to hear your own words come home to you like that.><10-12:It gave {name} a curious, happy shiver to hear {their} own words come back, a little softer than {they} had sent them.>
<grown:Then {name} felt a cool breeze on {their} cheek and followed it, because a breeze comes from the way out.><little:{name} followed the cool breeze.>
<little:At the far end, starlight was waiting. {item} {itemTell}.><grown:At the far end, starlight was waiting, and {item} {itemTell}.>

:: journey journey.alu1cm
setting: hilltop
role: aside
energy: calm

{onward}<little:at the top of the hill, {name} sat down. Time to rest.><grown:at the top of the hill, {name} sat down to rest.>
<2-9:The grass was cool, and the sky was huge.><10-12:The grass was cool, and the sky seemed enormous.>
<little:Hush.
Hush.>
<2-9:Then a shooting star streaked across the dark.
Whoosh!><10-12:Then, with a silent whoosh, a shooting star streaked across the darkness.>
<2-9:{trait:wonder} {name} closed {their} eyes and made a wish.><10-12:{trait:wonder} {name} closed {their} eyes and made a wish, not for a toy or a treat, but for {recipient}.>
<6-9:It wasn't a wish for a toy, or a treat.
It was a wish for {recipient}.><little:It was a wish for {recipient}.> {companion} {ability:warm,comfort}.
<8-9:Some wishes are for yourself, {name} thought, but the best ones are for somebody else.><10-12:{name} suspected that a wish for somebody else counts double: once when you make it, and again when it comes true.>
<little:[{name} thought about {interest}, and about home.]><grown:[{name} thought about {interest}, and about home, and about nothing much at all.]>
<little:After a while, they went on. Slow and quiet now.><grown:After a while, they got up and went on, slower now, and quiet.>

:: journey journey.17udzuf
setting: snowfield
role: onward
energy: lively

{onward}<little:snow lay deep across the field. It came up to {name's} knees!><6-9:snow lay deep across the field, right up to {name's} knees.><10-12:snow lay deep across the field, crunching right up to {name's} knees.>
<2-9:Crunch, crunch!>
<grown:Behind {name}, a tiny wood mouse was trying to follow, but the snow was far too deep for such small legs.><little:A tiny mouse could not get through the snow.>
<2-9:{trait:help} So {name} stamped a path, stomp, stomp, stomp, all the way across.><10-12:{trait:help} So {name} stamped out a path, stomp, stomp, stomp, all the way across the field.>
<2-9:The mouse scurried along it, squeaking thank you. {companion} {ability:warm,comfort}.><10-12:The mouse scurried gratefully along it, squeaking its thanks. {companion} {ability:warm,comfort}.>
<8-9:Looking back, {name} saw the path winding behind them like a ribbon, ready for anyone who needed it.><10-12:Looking back, {name} saw the trodden path curling behind them like a ribbon, left ready for any small creature who came next.>
<little:At the far side, the mouse led them along the wall. The snow was thin there.><grown:At the far side, the mouse led them along the wall, where the snow was thin and the walking easy.>
<little:Not a snowflake had touched {item}!><6-9:{item} was still safe {itemHeld}.><10-12:Throughout it all, {item} had stayed safe {itemHeld}.>

:: journey journey.62d70a
setting: orchard
role: onward
energy: gentle

{onward}<2-9:a squirrel was digging under every apple tree.
"I buried my acorns," she wailed, "and I've forgotten where!"><10-12:a squirrel was digging frantically under every apple tree, wailing, "I buried my acorns, and I've forgotten where!">
{trait:help} {name} knelt down to help. {companion} {ability:find,guide}.
<grown:Under the third tree, {name's} fingers touched something smooth: a whole heap of acorns, tucked in the roots.><little:Under the third tree, {name} found them!
A whole heap!>
<2-9:The squirrel hugged {name's} thumb[ and admired {their} {colour} dressing gown].
"How can I thank you?"><10-12:The squirrel hugged {name's} thumb[ and admired {their} {colour} dressing gown], asking, "How can I possibly thank you?">
<little:{name} smiled. "Which way to {destination}?"><6-9:"Which way to {destination}?" asked {name}.><10-12:"Which way to {destination}?" asked {name}, and the squirrel pointed with her bushy tail: "Straight on, past the old gate.">
<2-9:The squirrel pointed with her bushy tail.
"Straight on, past the old gate.">

:: journey journey.v8o2uj
setting: beach
role: onward
energy: calm

{onward}<little:the tide had gone out. The wet sand shone like a mirror.><grown:the tide had gone out, and the wet sand shone like a mirror.>
<little:Shh, went the waves.
Shh.>
<2-9:Near the water lay a starfish, stranded and dry.><10-12:Near the water lay a starfish, stranded and slowly drying out.>
{trait:help} <little:{name} picked it up, very gently. {They} carried it to the sea.><grown:{name} picked it up, very gently, and carried it to the edge of the sea.>
<grown:A small wave came and lifted it, and the starfish waved one arm as it floated away.><little:A wave came.
Away went the starfish, waving.> {companion} {ability:hush,comfort}.
<grown:From the water's edge, {name} could see what the dunes had hidden: a quiet path, curling up from the sand.><little:From there, {name} saw a quiet path.>
<8-9:The whole beach seemed to breathe slowly in and out with the waves.><10-12:The whole beach seemed to be breathing with the waves, slowly in and slowly out, like someone settling down to sleep.>
<2-9:{name} walked softly up it, with {item}.><10-12:Carrying {item}, {name} walked softly up it.>

:: journey journey.1dpa00x
setting: village
role: onward
energy: gentle

{onward}<little:in the village, an old lamplighter was at work. She lit the lamps, one by one.><6-9:in the village, an old lamplighter was lighting the street lamps, one by one.><10-12:in the village, an elderly lamplighter was patiently lighting the street lamps, one by one.>
<little:Click, glow.
Click, glow.>
<little:But her hands were cold. The last lamp was up a tall ladder.><6-9:But her hands were cold, and the last lamp was at the top of a tall ladder.><10-12:However, her fingers were chilly, and the last lamp stood at the top of a very tall ladder.> {companion} {ability:warm,comfort}.
{trait:help} <little:"I'll do that one," said {name}. Up {they} climbed with the long match.><6-9:"I'll do that one," said {name}, and climbed up with the long match.><10-12:"I'll do that one," {name} volunteered, and climbed carefully up with the long match.>
<2-9:The last lamp glowed gold.><10-12:The last lamp flickered, then glowed gold.>
<6-9:"Thank you, dear," said the lamplighter.
"Now the whole street can see its way home."><little:"Thank you," said the lamplighter.
"Now everyone can see."><10-12:"Thank you, dear," said the lamplighter; "now the whole street can see its way home.">
<2-9:She smiled at {item}.
"And that lamp lights your road out of the village."><10-12:She smiled at {item} and added, "And that lamp lights your road out of the village.">

:: journey journey.1vvd5by
setting: pond
role: aside
energy: calm

{onward}<2-9:the pond was as still as glass.><10-12:the pond was as still and smooth as glass.>
<little:Mist curled over the water. The water lilies were closing for the night.><6-9:Mist curled over the water, and the water lilies were closing up for the night.><10-12:Mist curled over the water, and the water lilies were folding their petals for the night.>
<little:Close, little lilies.
Close.>
<2-9:In the reeds, a heron stood on one leg, fast asleep.><10-12:Among the reeds, a heron stood balanced on one leg, fast asleep.>
{trait:rest} <little:{name} tiptoed past on tippy toes. Nobody woke up.><grown:{name} tiptoed past on the very tips of {their} toes, so as not to wake it.> {companion} {ability:hush,guide}.
<6-9:Not a ripple.
Not a sound.
Only a sleepy frog, going plop.><little:Shh.
Plop, went a frog.><10-12:There was not a ripple or a sound, except for a sleepy frog going plop.>[ Mist beaded on {name's} {hair} hair like tiny pearls.]
<2-9:Softly, softly, {name} carried {item} on.><10-12:Softly, {name} carried {item} onwards.>

// Written with Adventure.

:: journey journey.gmjvs9
setting: waterfall
role: onward
energy: gentle

{onward}<little:a waterfall tumbled into a rocky pool. The moon shone through its spray.><grown:a waterfall tumbled into a rocky pool, and the moon shone right through its spray.>
{trait:wonder} <grown:There, arching over the water, was a rainbow made of moonlight, silver and pale pink and the softest blue.><little:Look!
A rainbow, made of moonlight!>
"A moonbow," whispered {companion}.
"Hardly anyone ever sees one."
<little:{name} walked under it, slowly.[ {Their} {eyes} eyes were wide.] {item} {itemTell}.><grown:{name} walked right under it, slowly[, {their} {eyes} eyes wide], and {item} {itemTell}.>
<little:Under the moonbow, flat, dry rocks crossed the pool.><grown:Where the moonbow touched down, a row of flat, dry rocks crossed the pool.>
{Companion} {ability:cross,guide}.
{name} stepped over them, one at a time.
<8-9:{name} decided to remember every colour exactly, to tell somebody one day.><10-12:{name} stored every colour carefully away, ready for the day {they} would describe them to someone who had never seen a moonbow.>

:: journey journey.9sw2a8
setting: desert
role: onward
energy: calm

{onward}<little:the desert was cool and still. The dunes lay in long, soft curves.><6-9:the desert was cool and still, and the dunes lay in long, soft curves.><10-12:the desert was cool and still, its dunes lying in long, gentle curves.>
<little:The wind blew. The sand began to sing, low and deep.><6-9:When the wind blew, the sand began to sing a low, deep hum.><10-12:Whenever the wind blew, the sand began to sing, a low, resonant hum.>
{trait:rest} <grown:{name} sat down at the top of a dune to listen, and felt the song buzz gently through the sand.><little:Hmmm, sang the sand.
{name} sat and listened.>
<2-9:An old camel knelt nearby, listening too.><10-12:An elderly camel knelt nearby, listening just as intently.>
{Companion} {ability:hush,comfort}.
<2-9:Then the camel nodded at its back.><10-12:Then the camel nodded at its back and rumbled, "Going your way?" before carrying {friends} and {item} slowly over the next three dunes.>
<6-9:"Going your way?" it rumbled, and carried {friends} and {item} slowly over the next three dunes.><little:Off they rode, with {item}!>

:: journey journey.1dbaj3q
setting: jungle
role: onward
picture: rain
energy: lively

{onward}in the jungle, the rain came all at once.
Pitter-patter, then WHOOSH!
<little:{name} grabbed a leaf as big as an umbrella. {They} held it over {their} head.[ {Their} {hair} hair stayed dry.]><grown:{name} grabbed a leaf as big as an umbrella and held it over {their} head[ to keep {their} {hair} hair dry].>
{trait:obstacle} <grown:A tiny red frog hopped underneath too, and then a beetle, and then a very polite snail, until the leaf was crowded and everybody was laughing.><little:A frog hopped under.
Then a beetle.
Then a snail!>
{Companion} {ability:warm,comfort}.
When the rain stopped, every leaf sparkled like glass.
<little:The beetle led them round the puddles. {item} stayed dry!><grown:The beetle led them round the deepest puddles, and {item} stayed dry all the way.>

:: journey journey.ney1o8
setting: lighthouse
role: onward
energy: gentle

{onward}<little:the lighthouse stood tall on the rocks. Its beam swept across the sea.><grown:the lighthouse stood tall on the rocks, and its beam swept round across the sea.>
<2-9:Each time the light passed, {name} saw something new.
A boat.
A buoy.
And then, leaping silver in the beam, a family of dolphins!><10-12:Each time the light passed, {name} glimpsed something new: first a boat, then a buoy, and then, leaping silver in the beam, a family of dolphins.>
{trait:wonder} <6-9:They jumped in a row, as if dancing for the lighthouse.><little:Splash!
Splash!
Splash!
Three dolphins jumped.><10-12:They leapt in a graceful row, as if performing a dance for the lighthouse.>
<little:{name} waved with both arms.[ {Their} {eyes} eyes shone.] {Companion} waved just as hard.><grown:{name} waved with both arms[, {their} {eyes} eyes shining], and {companion} waved just as hard.>
<2-9:The dolphins clicked goodbye and swam off.><10-12:The dolphins clicked a cheerful goodbye and swam away.>
<grown:In the next sweep of light, {name} saw a grassy path curving round the bay, and followed it with {item}.><little:The light showed a path.
{name} took {item} along it.>

:: journey journey.172byw1
setting: treehouse
role: onward
energy: gentle

{onward}<little:under a big old tree sat a young squirrel. His kite was stuck up by a treehouse.><grown:at the foot of a big old tree, a young squirrel was staring up at his kite, tangled by a treehouse.>
<2-9:"My brand-new kite," he sniffed.><10-12:"My brand-new kite," he sniffed miserably.>
{trait:help} <little:{name} climbed the rope ladder to the treehouse. {They} leaned out of the window.><grown:{name} climbed the rope ladder to the treehouse and leaned out of its window.>
{Companion} {ability:lift,guide}.
<grown:Gently, {name} untangled the string, and down floated the kite into the squirrel's arms.><little:{name} untangled it.
Down floated the kite!>
<2-9:"Thank you!" he called.><10-12:"Thank you!" he called delightedly, and from the window {name} could see the path ahead, winding clear of the wood.>
<6-9:From the window, {name} could see the path ahead, winding clear of the wood.><little:From up high, {name} saw the way.>
<2-9:Down {they} climbed with {item}.><10-12:Then, holding {item} securely, {they} climbed back down.>

:: journey journey.16ck0fg
setting: pond
role: aside
energy: calm

{onward}<little:the pond lay still and dark. The moon floated in the middle, like a lily pad of light.><grown:the pond lay still and dark, with the moon floating in the middle like a lily pad made of light.>
All round the edge, frogs were singing, slow and low.
{trait:rest} <grown:It was their goodnight song, and it went ribbit, and rum, and ribbit again, softer each time.><little:Ribbit.
Rum.
Ribbit.
Softer and softer.>
<little:{name} sat on the bank to listen. {item} {itemTell}.><grown:{name} sat on the bank to listen, and {item} {itemTell}.>
{Companion} {ability:hush,comfort}.
<8-9:It was the kind of song that made you want to whisper, even when you didn't have to.><10-12:It was the kind of song that made you lower your voice without meaning to, as if the whole pond were a library.>
<little:Then they tiptoed on, very quietly. Tiptoe, tiptoe, to {destination}.><grown:Then, very quietly, they tiptoed on towards {destination}.>

:: journey journey.1u4tt0c
setting: castle
role: aside
energy: lively

{onward}<little:a castle's doors stood open. Inside, a big stone staircase curled down from the tower.><grown:a castle's doors stood open, and inside, a great stone staircase curled down from the tallest tower.>
<2-9:Its banister was long and shiny.><10-12:Its banister was long, polished and irresistibly shiny.>
<2-9:{trait:wonder} "I've always wanted to do this," said {name}.><10-12:{trait:wonder} "I've always wanted to do this," confessed {name}.>
{Companion} {ability:lift,guide}.
<grown:{name} checked that {item} was safe {itemHeld}, sat on the banister, and let go.><little:{name} sat on the banister.
Whee!>
<little:Round and round {they} whizzed. Flump! {They} landed on a cushion.><6-9:Round and round {they} whizzed, and landed on a cushion at the bottom, flump!><10-12:Round and round {they} whizzed, faster and faster, and landed on a cushion at the bottom with a flump.>
<little:Then out through the gate they went. The road to {destination} lay ahead.><grown:Then out through the gate they went, towards {destination}.>

:: journey journey.q7fxw7
setting: mountain
role: onward
energy: calm

{onward}<little:the mountain air was cold and clear. The valley below was full of mist.><grown:high on the mountain, the air was cold and clear, and the valley below was full of mist.>
<2-9:"Hello," whispered {name}.
"Hello, hello, hello," whispered the mountain back.><10-12:"Hello," whispered {name}, and the mountain whispered back, "Hello, hello, hello.">
{trait:wonder} <grown:{name} laughed softly, and the mountain laughed softly too, all the way down into the valley.><little:{name} laughed.
The mountain laughed too.>
{Companion} {ability:warm,comfort}.
<little:Then {name} whispered where they were going. "To {destination}."><grown:Then, in the quietest voice of all, {name} told the mountain where they were going: "To {destination}.">
<grown:And the mountain whispered it back from the path on the left, so that was the way they went.><little:The echo came from the left.
That way!>

:: journey journey.977820
setting: library
role: onward
energy: lively

{onward}<little:the library shelves went up, up, up!><6-9:the library shelves went up and up into the dark.><10-12:the library shelves towered up into the dark, and a ladder on little wheels leaned against them.>
<2-9:A ladder on little wheels leaned against them.>
<2-9:{trait:wonder} {name} climbed on, and {companion} gave it a push.
Whoosh!><10-12:{trait:wonder} {name} climbed on, and {companion} gave it an enthusiastic push.>
<little:Along the shelves they rolled. Past books about whales and volcanoes![ Past books about {interest}!] And past a book that was snoring!><grown:Along the shelves they rolled, past books about whales, books about volcanoes[, books about {interest}], and one book that was snoring.>
<grown:The ladder stopped, bump, beside a window, and below it {name} saw the lane they needed, running right past the library door.><little:Bump!
It stopped by a window.
There was the lane!>
{Companion} {ability:guide}.
<little:{name} climbed down. {item} {itemTell}.><grown:{name} climbed down, and {item} {itemTell}.>

:: journey journey.1ofw4ug
setting: island
role: onward
energy: lively

{onward}<little:on a tiny island, a crab built a sandcastle. The tide was creeping closer.><grown:on a tiny island, a crab was building a sandcastle, and the tide was creeping closer.>
<2-9:"It'll wash my castle away!" she cried.><10-12:"It'll wash my castle away!" she cried in dismay.>
{trait:help} {Companion} {ability:find,guide}.
<little:{name} built a wall of sand and shells. Pat, pat, pat!><6-9:{name} built a wall of sand and shells between the castle and the sea.><10-12:{name} built a protective wall of sand and shells between the castle and the sea.>
<2-9:In came a wave, and stopped at the wall.
"Hooray!" said the crab, clicking her claws.
"Now leave by the rocks, where the tide never reaches."><10-12:In came a wave, which stopped obediently at the wall. "Hooray!" said the crab, clicking her claws; "now leave by the rocks, where the tide never reaches.">
<little:With {item} safe, {name} did.><6-9:With {item} safe {itemHeld}, {name} did.><10-12:With {item} safe {itemHeld}, {name} gratefully followed her advice.>

// Written with Helping Others.

:: journey journey.sedmsh
setting: waterfall
role: onward
energy: gentle

{onward}<little:the path led right past the waterfall. The bank was wide and mossy.><grown:the path led right past the waterfall, along a wide, mossy bank.>
<little:Whoosh!
Roar!
Splash!><grown:On one side it roared and sparkled; on the other, the rock was cool and mossy.>
<2-9:{name} walked carefully, keeping {item} safe from the spray.><10-12:{name} walked cautiously, shielding {item} from the spray.>
{trait:wonder} <little:At the far end, the moon shone through the spray. And look, a rainbow!><6-9:At the far end, the moon shone through the spray, and a rainbow appeared.><10-12:At the far end, the moon shone through the spray, and a moonbow appeared, silver and pale pink, arching right over the path.>
<2-9:A moonbow!>
<6-9:It was silver and pale pink, and it arched right over the path.><little:A silver rainbow!>
<8-9:{name} wished {they} could fold it up and keep it.><10-12:{name} wished {they} could fold it up like a silk scarf and keep it in a drawer, for grey days.>[ Spray sparkled in {name's} {hair} hair.]
{Companion} {ability:guide}.
<2-9:Out they stepped onto the far path, dry and safe.><10-12:Out they stepped onto the far path, perfectly dry and safe.>

:: journey journey.49w36t
setting: lighthouse
role: onward
energy: calm

{onward}<little:the path ran along the rocks. Above stood a tall lighthouse.><grown:the path ran along the rocks below a tall lighthouse.>
Every few breaths, its beam swept round, slow and golden.
<little:Light.
Dark.
Light.
Dark.>
<2-9:{name} walked when the light came and waited when it went.><10-12:{name} walked whenever the light came and waited patiently whenever it went.>
{trait:rest} {Companion} {ability:light,guide}.
<little:Far out at sea, a little boat blinked its lamp. Thank you, it said!><grown:Far out at sea, a little boat blinked its lamp back, as if to say thank you.>
<6-9:{name} kept {item} close and counted the sweeps, slower and slower.><little:One, two, three.><10-12:{name} kept {item} close and counted the sweeps, which seemed to grow slower and slower.>
<8-9:The lighthouse, {name} thought, helped people it would never even meet.><10-12:The lighthouse, {name} thought, spent every night helping people it would never meet, and it never once asked for thanks.>
<little:Sweep by sweep, {item} came nearer to {recipient}.><grown:Sweep by sweep, the rocky path brought {item} nearer to {recipient}.>

:: journey journey.1on32xl
setting: mountain
role: onward
energy: lively

{onward}<little:the mountain path climbed higher and higher. Past rocks, past little streams.><grown:the mountain path climbed higher and higher, past rocks and little streams.>
<little:At the top, {name} cupped {their} hands and shouted, "Hello!"[ {Their} {hair} hair blew about.]><grown:At the top of the pass, {name} cupped {their} hands[, {their} {hair} hair blowing,] and shouted, "Hello!">
<little:Hello-lo-lo!><6-9:"Hello-lo-lo!" the mountains called back, all down the valley.><10-12:"Hello-lo-lo!" the mountains called back, the echo tumbling all down the valley.>
{trait:wonder} <little:"We're coming!" shouted {name}. The echo ran ahead. Off to {destination}!><grown:"We're coming!" shouted {name}, and the echo ran on ahead, like a messenger racing to {destination}.>
<2-9:The wind was cold up here.><10-12:Up here the wind was bitingly cold.>
{Companion} {ability:warm,guide}.
<little:{name} gave {item} a pat. Still safe! Down the other side they went.><6-9:{name} checked that {item} was still safe, and they started down the other side.><10-12:{name} checked that {item} was still safe, and they began the long descent on the other side.>

:: journey journey.mrn1xt
setting: desert
role: onward
energy: calm

{onward}<little:the desert stretched out, silver and wide. {name} had never seen so many stars!><grown:the desert stretched out, silver and wide, under more stars than {name} had ever seen.>
<2-9:The sand was cool now, and soft as flour.><10-12:The sand had cooled, and felt as soft and powdery as flour.>
<little:Shh, shh, went the sand.>
<2-9:{name} sat at the top of a dune and slid slowly down.><10-12:{name} sat at the top of a dune and slid slowly, luxuriously down.>
<grown:The dune hummed a low, deep note, like a giant humming in its sleep.><little:Hmmm, hummed the dune.>
<2-9:{trait:wonder} A line of beetles trundled past like a tiny train.><10-12:{trait:wonder} A line of beetles trundled past in single file, like a miniature train.>
{Companion} {ability:guide}.
<little:{name} brushed the sand off {item}. Then {they} followed the beetle tracks.><grown:{name} brushed the sand off {item} and followed the beetle tracks, which knew the way across.>

:: journey journey.2v1mvy
setting: jungle
role: onward
picture: rain
energy: lively

{onward}<2-9:the jungle was warm and dripping.
Suddenly a rain shower came whooshing through the leaves.><10-12:the jungle was warm and dripping when, quite suddenly, a rain shower came whooshing through the leaves.>
<little:Splish!
Splash!
Drip!>
<little:{name} grabbed the biggest leaf. Up it went, like an umbrella! It kept {item} dry, and {companion} too.><grown:{name} grabbed the biggest leaf {they} could find and held it up like an umbrella, over {item} and {companion} too.>[ Raindrops bounced off {name's} {colour} sleeves.]
{trait:wonder} <grown:Under the next leaf, a row of little tree frogs was sheltering, their eyes shining like red beads.><little:Little frogs hid there too.>
<2-9:The frogs croaked a cheerful song.><10-12:The frogs croaked a cheerful, rather tuneless song.>
{Companion} {ability:guide}.
<little:The rain stopped. Everything sparkled! {item} was as dry as toast.><grown:When the rain stopped, everything sparkled, and {item} was as dry as toast.>

:: journey journey.126zp1
setting: moon
role: aside
energy: gentle

{onward}<little:the path went up, up, up, to the moon!><6-9:the path went all the way up to the moon.><10-12:the path climbed all the way up to the moon, where everything was silver and quiet and the Earth hung in the sky like a big blue ball.>
<little:Everything was silver and quiet. The Earth hung in the sky like a big blue ball.><6-9:Everything was silver and quiet, and the Earth hung in the sky like a big blue ball.>
<2-9:{name} took one step and floated.><10-12:{name} took one step and floated; after that, every step was a slow, soft bounce, high enough to tickle the stars.>
<little:Boing!
Float!
Boing!><6-9:Every step was a slow, soft bounce, high enough to tickle the stars.>
<2-3:{trait:wonder} {name} held {item} tight.
No floating away![ {name's} {eyes} eyes shone.]><4-9:{trait:wonder} {name} held {item} tight, so it would not float away.[ {name's} {eyes} eyes shone.]><10-12:{trait:wonder} {name} held {item} tightly, so that it could not drift away.[ {name's} {eyes} eyes shone.]>
{Companion} {ability:fly,guide}.
<little:Behind them were two trails of footprints. Side by side, in the moon dust.><grown:Behind them, two trails of footprints lay side by side in the moon dust.>
<8-9:They would stay there for a thousand years, {name} thought, because there is no wind on the moon.><10-12:With no wind on the moon to smooth them away, {name} realised, those footprints might still be there in a thousand years.>
<little:On they bounced. Each hop took them nearer {destination}.><grown:On they bounced, towards {destination}.>

:: journey journey.1ciol8k
setting: treehouse
role: onward
energy: lively

{onward}<little:high in the trees was a village of treehouses. Wobbly rope bridges joined them.><grown:high in the trees was a village of treehouses, joined by wobbly rope bridges.>
<2-9:Little lanterns hung from every branch.><10-12:Little lanterns dangled from every branch, glowing like ripe fruit.>
<2-9:{name} stepped onto the first bridge.
It swayed.><10-12:{name} stepped onto the first bridge, which swayed alarmingly.>
<little:Wibble, wobble!>
{trait:obstacle} <little:{name} held the rope and took a breath. Then across {they} went, one step at a time.><grown:{name} held the rope rail, took a breath, and walked across, one step at a time.>
{Companion} {ability:cross,guide}.
<grown:On the other side, a family of dormice was having supper, and they all waved their spoons.><little:Some dormice waved hello.>
<little:Not one wobble for {item}! From the last tree, a rope ladder led down to the lane.><grown:{item} was still safe {itemHeld}, and from the last tree a rope ladder led down to the lane below.>

:: journey journey.3io7m6
setting: pond
role: onward
energy: calm

{onward}<little:the pond was as still as a mirror. The moon lay on it like a silver plate.><grown:the pond was as still as a mirror, and the moon lay on it like a silver plate.>
<little:A big lily leaf floated by the bank. It was just right for a boat!><grown:A big lily leaf floated by the bank, just the right size for a boat.>
{name} climbed aboard[ in {their} {colour} slippers], holding {item}.
{Companion} {ability:cross,guide}.
<little:Drift, drift, drift.><grown:They drifted slowly across, past sleeping ducks with their heads tucked under their wings.>
{trait:rest} A frog on a lily pad croaked a slow, deep "Goodnight."
<8-9:{name} whispered it back, so as not to wake the ducks.><10-12:{name} whispered it back very softly, because answering one goodnight by waking a pondful of ducks would hardly be polite.>
<little:On the far bank, the path was waiting. It would take them to {destination}.><grown:On the far bank, the way to {destination} was waiting.>

:: journey journey.6sm7gt
setting: castle
role: onward
energy: gentle

{onward}<2-9:the road led straight through an old castle.><10-12:the road led straight through an ancient castle, whose great hall was dark, with suits of armour standing along the walls like sleepy guards.>
<little:The great hall was dark. Suits of armour stood along the walls, like sleepy guards.><6-9:The great hall was dark, and suits of armour stood along the walls like sleepy guards.>
<little:Tiptoe, tiptoe.>
<2-9:{trait:wonder} Behind a tapestry, {name} found a little wooden door.
"A secret passage!" {they} whispered.><10-12:{trait:wonder} Behind a faded tapestry, {name} discovered a little wooden door and whispered, "A secret passage!">
{Companion} {ability:light,guide}.
<grown:The passage wound down and down, past a mouse asleep in a teacup bed, and out on the far side of the hill.><little:Down and down it went, and out the other side.>
<2-9:What a shortcut!>
<little:No long way round! {item} {itemTell}.><6-9:It saved them the whole long way round, and {item} {itemTell}.><10-12:It was a magnificent shortcut, saving them the whole long way round, and {item} {itemTell}.>

:: journey journey.sfnnkm
setting: library
role: onward
energy: gentle

{onward}<little:the way led through an old library. The books glowed softly on their shelves.><grown:the way led through an old library, where the books glowed softly on their shelves.>
<2-9:One big book lay open on a table.
{name} peeped in.><10-12:One enormous book lay open on a table, and {name} peeped inside.>
<6-9:The pictures were moving!
A painted river flowed across the page, and a painted path wound beside it.><little:The pictures moved!><10-12:To {name's} astonishment, the pictures were moving: a painted river flowed across the page, and a painted path wound beside it.>
<2-9:{trait:wonder} "It's a map," whispered {name}.><10-12:{trait:wonder} "It's a map," whispered {name}, "and it shows the way to {destination}!">
<little:"It goes to {destination}!"><6-9:"It shows the way to {destination}!">[ There was even a page about {interest}.]
{Companion} {ability:guide}.
<little:{name} traced the path with one finger. {They} patted {item}, and closed the book gently.><grown:{name} traced the path with one finger, checked on {item}, and closed the book very gently.>

// Written with Teamwork.

:: journey journey.igg4ou
setting: meadow
role: onward
energy: calm

{onward}<little:the meadow was full of flowers. They were closed up tight for the night.><grown:the meadow was full of flowers, all closed up tight for the night.>
<grown:But as {name} walked by, one opened, then another, pale and glowing like little moons.><little:Then, pop, pop!
They opened, one by one, like tiny moons.>
{trait:wonder} <grown:"Moonflowers," whispered {companion}.
"They open for travellers on a good errand."><little:"Moonflowers," whispered {companion}.
"They open for kind travellers.">
<little:{name} walked slowly. {They} didn't want to miss a single one![ {Their} {colour} slippers brushed the petals.]><grown:{name} walked slowly[, {their} {colour} slippers brushing the petals], so as not to miss a single one.>
{Companion} {ability:hush,guide}.
<8-9:It felt like being thanked by the whole meadow before anything had even been done.><10-12:It was like being thanked in advance by the whole meadow, which made {name} all the more determined to deserve it.>
<little:The glowing flowers made a path through the dark. {name} followed it with {item}.><grown:Ahead, the glowing flowers made a path through the dark, and {name} followed it with {item}.>

:: journey journey.134qzw
setting: beach
role: onward
energy: lively

{onward}<2-9:the waves on the beach were glowing!><10-12:the waves on the beach were glowing, and each time one broke, it sparkled blue, like a spill of tiny stars.>
<little:Each time one broke, it sparkled blue. Like tiny stars!><6-9:Each time one broke, it sparkled blue, like a spill of tiny stars.>
<2-9:{trait:wonder} {name} ran down to the edge and stamped.
Splash!
Blue sparks flew up round {their} ankles.[ {name's} {hair} hair was full of sea spray.]><10-12:{trait:wonder} {name} ran down to the water's edge and stamped, and blue sparks flew up round {their} ankles.[ {name's} {hair} hair was full of sea spray.]>
<grown:{name} stamped again, and again, laughing, until a trail of glowing footprints ran all along the sand.><little:Stamp, splash, sparkle!
{name} laughed and laughed.>
{Companion} {ability:guide}.
<8-9:It was the kind of magic that nobody would believe in the morning, so {name} looked extra hard.><10-12:Nobody would believe a word of it in the morning, {name} suspected, so {they} looked extra hard, to remember every spark.>
<grown:On the dark shore ahead, every stamp lit the next few steps, so {name} never once lost the way, and {item} {itemTell}.><little:Stamp, glow!
{name} and {item} never got lost.>

:: journey journey.1exg2el
setting: village
role: onward
energy: gentle

{onward}<little:the village lane was empty. Only a snail was crossing, very slowly.><grown:the village lane was empty, except for one snail, crossing very slowly.>
<grown:A wide crack in the cobbles lay in its way, as deep as a ditch to a snail.><little:A big crack was in the way.>
{trait:help} <little:{name} knelt and laid a flat leaf across the crack. A tiny bridge!><grown:{name} knelt and laid a flat leaf across the crack, like a tiny bridge.>
<grown:The snail slid over it, leaving a shining silver trail, and nodded its thanks.><little:The snail slid over.
Thank you!>
"Follow the lane with the blue door," it said, very slowly indeed.
{Companion} {ability:light,guide}.
<8-9:It had been a very small kindness, but to the snail it had been a whole bridge.><10-12:A leaf was nothing much to {name}, but to someone the size of a snail, it had been a proper bridge.>
<2-9:Down the blue-door lane went {name}, with {item}.><10-12:Down the blue-door lane went {name}, carrying {item} carefully.>

:: journey journey.104ivq9
setting: waterfall
role: aside
energy: calm

{onward}<little:by the waterfall, the spray hung in the air. It was like silver dust.><grown:by the waterfall, the spray hung in the air like fine silver dust.>
<2-9:And in the spray was a rainbow made of moonlight!><10-12:And in the spray hung a rainbow made of moonlight, pale and soft, with colours like the inside of a shell, arching right over the rocky pool.>
<6-9:It was pale and soft, with colours like the inside of a shell, and it arched right over the rocky pool.><little:A moon rainbow!
Soft and pale.>
<2-9:{trait:wonder} "A moonbow," said {companion}.
"Hardly anyone sees one."><10-12:{trait:wonder} "A moonbow," said {companion} quietly; "hardly anyone ever sees one.">
<little:{name} stood still and looked for a long time.[ {Their} {eyes} eyes were full of colours.]><grown:{name} stood still and looked for a long time[, {their} {eyes} eyes full of colours].>
{Companion} {ability:guide}.
<little:Then on they went, with {item}.><6-9:Then on they went, with {item} {itemHeld}.><10-12:Eventually they went on, with {item} {itemHeld}.>

:: journey journey.pcy13x
setting: desert
role: aside
picture: none
energy: calm

{onward}<little:out in the desert stood a tall cactus. It was all alone under the stars.><grown:out in the desert, a tall cactus stood alone under the stars.>
<2-9:As {name} passed, a bud on top began to open.><10-12:As {name} passed, a bud at the very top began, unhurriedly, to open.>
<grown:Slowly, slowly, it unfolded into a huge white flower that smelled of honey and rain.><little:It opened into a big white flower.
It smelled sweet.>
<2-9:{trait:wonder} "It only flowers one night a year," whispered {companion}.
"We're lucky."><10-12:{trait:wonder} "It flowers only one night a year," whispered {companion}; "we're lucky.">
{name} breathed in the sweet smell[, {their} {eyes} eyes wide].
{Companion} {ability:light,guide}.
<8-9:Some wonders only happen if you are out walking at exactly the right time.><10-12:{name} felt astonishingly lucky: a whole year of nights, and they had happened to walk past on this one.>
<little:On they walked over the cool sand. Away to {destination}!><grown:Then they walked on over the cool sand towards {destination}.>

:: journey journey.1h9715r
setting: treehouse
role: onward
energy: gentle

{onward}<little:a rope ladder hung down from a treehouse. A squirrel with a telescope waved from the top.><6-9:a rope ladder hung down from a treehouse, and a squirrel with a telescope waved from the top.><10-12:a rope ladder hung down from a treehouse, where a squirrel with a telescope waved from the top and called, "Come up and look!">
<2-9:"Come up and look!">
<2-9:{name} climbed up, rung by rung.><10-12:{name} climbed up, rung by careful rung.>
{trait:meet} <grown:Through the telescope, the whole night came close: the craters on the moon, a sleeping village, and, far away, the road ahead.><little:Through the telescope, {name} saw the moon, and the way to go.>
<2-9:"Not far now," said the squirrel kindly.><10-12:"You're not far now," the squirrel said encouragingly.>
{Companion} {ability:lift,guide}.
<little:"Thank you!" said {name}. Then down {they} climbed, with {item}.><grown:{name} said thank you, checked on {item}, and climbed back down.>

:: journey journey.mt114t
setting: river
role: onward
energy: lively

{onward}<2-9:a row of stepping stones crossed the wide river.
But as {name} stepped on the first one, it yawned!
The stones were turtles, having a nap.><10-12:a row of stepping stones crossed the wide river, but as {name} stepped on the first one, it yawned: the stones were turtles, having a nap.>
<2-9:{trait:meet} "Sorry!" whispered {name}.
"May we cross?"
"Go on, then," the turtles mumbled, "but gently."><10-12:{trait:meet} {name} whispered an apology and asked politely whether they might cross. "Go on, then," the turtles mumbled drowsily, "but gently.">
<grown:So {name} hopped from shell to shell, light as a leaf, and said thank you to every single one.><little:Hop, hop, hop.
"Thank you!
Thank you!">
{Companion} {ability:cross,guide}.
<8-9:The last turtle was already snoring again before {name} reached the bank.><10-12:Turtles, {name} decided, must be the champion nappers of the river: the last one was snoring again before {they} even reached the bank.>
<little:Safe across! {item} {itemTell}.><grown:On the far side, {item} {itemTell}.>

:: journey journey.hrrdnv
setting: orchard
role: aside
picture: blossom
energy: gentle

{onward}<little:in the orchard, the old apple trees whispered. Shh, shh, went the breeze.><6-9:in the orchard, the old apple trees were whispering in the breeze.><10-12:in the orchard, the ancient apple trees were murmuring together in the breeze.>
<2-9:{name} stopped under the biggest one.><10-12:{name} paused beneath the largest of them.>
<6-9:"It looks tired," {name} said, and patted its rough, wrinkly bark, the way you might pat an old friend.><little:{name} patted its rough old bark.><10-12:"It looks weary," {name} observed, and patted its rough, wrinkled bark, the way you might comfort an elderly friend.>
<little:The tree gave a creak, like a sigh. Down came pink blossom!><6-9:The tree gave a creak, like a sigh, and shook down a shower of pink blossom.><10-12:The tree creaked, like a contented sigh, and shook down a shower of pink blossom.>
<little:It landed on {name's} shoulders like soft snow.[ It landed in {their} {hair} hair too.]><6-9:It landed on {name's} shoulders[ and in {their} {hair} hair] like soft snow.><10-12:The petals settled on {name's} shoulders[ and in {their} {hair} hair] like soft, fragrant snow.>
{trait:wonder} {Companion} {ability:guide}.
<little:{item} {itemTell}. It had noticed too!><grown:{item} {itemTell}, as if it had noticed too.>

:: journey journey.r47lbo
setting: pond
role: onward
energy: calm

{onward}<little:the pond was very still. The whole sky lay inside it.><6-9:the pond was so still that the whole sky lay inside it.><10-12:the pond was so still that the whole sky lay inside it, with stars below as well as above.>
<2-9:Stars below, stars above.>
<2-9:{trait:wonder} {name} knelt at the edge and touched the water with one finger.><10-12:{trait:wonder} {name} knelt at the edge and touched the water with one cautious finger.>
<grown:The stars wobbled, ripples spread out in rings, and then, slowly, everything was still again.><little:Plip!
The stars wobbled.
Then they were still.>
[{name's} reflection looked up, {hair} hair and all.]
<2-9:A frog on a lily pad blinked sleepily.
"Going far?" it croaked.
"To {destination}," said {name}.><10-12:A frog on a lily pad blinked sleepily and croaked, "Going far?" and {name} replied, "To {destination}.">
{Companion} {ability:hush,guide}.
<2-9:"Then cross at the stile by the willow," said the frog sleepily.><10-12:"Then cross at the stile by the willow," advised the frog drowsily.>

:: journey journey.1uwrivh
setting: mountain
role: aside
energy: lively

{onward}<little:the mountain air was cold and clear. They were up so high!><grown:high on the mountain, the air was cold and clear.>
{name} cupped {their} hands and called, "Hello!"
<grown:"Hello, hello, hello," answered the mountain, softer each time, as if it were passing the word along from peak to peak.><little:"Hello, hello," the mountain called back.>
<2-9:{trait:wonder} "{refrain}!" called {name}.
Back came the echo, all round the peaks.><10-12:{trait:wonder} "{refrain}!" called {name}, and back came the echo, rolling all round the peaks.>
{Companion} {ability:warm,guide}.
<8-9:It was as if the mountains had joined in, one by one, to cheer them on.><10-12:It was as if the mountains, one after another, had decided to join the journey too, at least with their voices.>
<little:Then they went on, with {item}.><6-9:Then they went on, with {item} {itemHeld}.><10-12:Then they continued on their way, with {item} {itemHeld}.>

// Written with Responsibility.

:: journey journey.1slgok
setting: fair
role: onward
energy: lively

{onward}<little:a fair was still turning in the night. Its big wheel was covered in tiny lights.><grown:a fair was still turning in the night, with a big wheel covered in tiny lights.>
<2-9:A mouse in a cap waved them into a seat.
Up, up, up they went, creak, creak!><10-12:A mouse in a cap waved them into a seat, and up, up, up they went, the wheel creaking rhythmically.>
{trait:wonder} <little:At the top, the whole world lay below. Rooftops, rivers and hills, all silver!><grown:At the top, the whole world lay below: rooftops and rivers and hills, all silver.>[ The wind tugged at {name's} {hair} hair.]
<2-9:"Look!" said {name}, pointing.><10-12:"Look!" said {name}, pointing to where the way to {destination} wound over the distant hills like a ribbon.>
<little:Far away, a path wound over the hills. That was the way to {destination}!><6-9:Far away, the way to {destination} wound over the hills like a ribbon.>
{Companion} {ability:fly,guide}.
<grown:"Now we know the way," said {name}, as the wheel swung gently down.><little:Down, down, down they came.>
<8-9:From up there, even the long way looked short.><10-12:From up there even the long way looked short, which was encouraging, although {name} suspected it would feel longer on foot.>

:: journey journey.11y8l36
setting: orchard
role: onward
picture: blossom
energy: lively

{onward}<little:the orchard was in blossom. Every tree was white and pink.><grown:the orchard was in blossom, every tree white and pink.>
<2-9:Then the wind blew, whoosh!
Petals came swirling down like warm snow.><10-12:Then the wind blew, whoosh, and petals came swirling down like warm snow.>
{trait:wonder} <little:{name} spun round and round, trying to catch them.[ They stuck in {their} {hair} hair.]><6-9:{name} spun round and round, trying to catch them[, and they stuck in {their} {hair} hair].><10-12:{name} spun round and round, trying to catch them, one, two, ten, a hundred[, until they stuck in {their} {hair} hair].>
<2-9:One, two, ten, a hundred!>
<grown:A family of hedgehogs came out to dance in them too, twirling and sneezing.><little:Some hedgehogs came out to dance too.
Atishoo!>
{Companion} {ability:guide}.
<little:The wind settled. The hedgehogs trotted to a gate, hidden in the hedge.><grown:When the wind settled, the hedgehogs trotted ahead to the orchard's back gate, hidden in the hedge.>
<2-9:{name} brushed the petals off {item} and slipped through it.><10-12:{name} brushed the petals off {item} and slipped quietly through it.>

:: journey journey.uq2r48
setting: farm
role: onward
energy: lively

{onward}<little:in the cabbage patch, a scarecrow waved his arms.><grown:in the farm's cabbage patch, a scarecrow was waving his arms.>
<2-9:"My hat!" he cried.
"The wind has stolen my hat!"><10-12:"My hat!" he cried despairingly; "the wind has stolen my hat!">
<2-9:There it went, bowling across the field like a wheel.><10-12:There it went, bowling across the field like a runaway wheel.>
<2-9:{trait:help} {name} ran after it[, {their} {colour} dressing gown flapping], round the haystack!><10-12:{trait:help} {name} raced after it[, {their} {colour} dressing gown flapping], all the way round the haystack.>
{Companion} {ability:carry,guide}.
{name} caught the hat just before it reached the duck pond.
<6-9:The scarecrow put it back on at a very smart angle.><little:The scarecrow put it back on.
"Thank you!"><10-12:The scarecrow replaced it at an extremely distinguished angle.>
<2-9:"I can see the whole valley from here," he said.
"Your way is just past the pond."><10-12:"I can see the whole valley from here," he said gratefully, "and your way is just past the pond.">
<2-9:Off ran {name} with {item}.><10-12:Off ran {name}, clutching {item}.>

:: journey journey.1pg2gso
setting: harbour
role: onward
energy: gentle

{onward}<little:the harbour was full of little boats. They were rocking to sleep.><grown:the harbour was full of little boats, all rocking to sleep.>
<little:On the jetty sat an old puffin with a squeezebox. It played a slow, wheezy tune.><grown:On the jetty sat an old puffin with a squeezebox, playing a slow, wheezy tune.>
{trait:meet} <grown:The boats swayed in time, and their lanterns swung to and fro.><little:The boats swayed.
The lanterns swung.>
<little:The puffin stopped playing. "Looking for {destination}?"><6-9:"Off to {destination}?" said the puffin.><10-12:"Off to {destination}?" enquired the puffin. "Then take the sea wall, and here's a tune for the road.">
<2-9:"Then take the sea wall, and here's a tune for the road.">
{name} listened, tapping {their} foot[ in its {colour} slipper].
{Companion} {ability:hush,comfort}.
<8-9:It was the kind of tune you carry with you long after the music stops.><10-12:It was the kind of tune that slips into your pocket without asking and is still there, humming, miles later.>
<2-9:Then they went on along the sea wall, humming.><10-12:Then they continued along the sea wall, humming contentedly.>

:: journey journey.n4nyor
setting: island
role: aside
energy: gentle

{onward}<little:a little island rose from the sea. It was covered in lost things! Odd socks, a kite, a shoe, a teaspoon.><grown:a little island rose from the sea, covered in lost things: odd socks, a kite, a shoe, a teaspoon.>
<little:"Lost things wash up here," said a crab. It wore a bottle-top hat!><grown:"This is where lost things wash up," said a crab in a bottle-top hat.>
{trait:wonder} <6-9:{name} picked up a mitten[, {colour} and woolly,] and laughed.
It looked exactly like one {they} had lost last winter.><little:{name} found a mitten {they} had lost!><10-12:{name} picked up a mitten[, {colour} and woolly,] and laughed, because it looked exactly like one {they} had lost last winter.>
<2-9:"Keep it," said the crab.
"Lost things like being found."><10-12:"Keep it," said the crab; "lost things like being found.">
{Companion} {ability:find,guide}.
<2-9:{name} held {item} a little closer.
Nothing else was getting lost tonight.><10-12:{name} held {item} a little closer, determined that nothing else would get lost tonight.>

:: journey journey.7fphte
setting: mountain
role: onward
energy: gentle

{onward}halfway up the mountain stood a tiny stone hut.
A lamp glowed in the open doorway.
Inside was a fire and a big book.
<grown:The book was full of names and drawings from everyone who had rested there: a beetle, a goat, three voles, even a giant.><little:It was full of names and drawings.>
{trait:wonder} <little:{name} wrote {their} name at the bottom[ in {colour} crayon]. Then {they} drew {companion} beside it.><grown:{name} wrote {their} own name at the bottom[ in {colour} crayon], and drew {companion} beside it.>
<8-9:It felt good to be part of such a long list of travellers.><10-12:{name} felt a small glow of pride at joining such a long, odd and friendly list of travellers, giant and all.>
Someone had written underneath: THE WAY DOWN IS BY THE STREAM.
<little:Down they went beside the stream, with {item}.><grown:Down they went beside the stream, {item} safe {itemHeld}.>

:: journey journey.ce89eg
setting: moon
role: onward
energy: gentle

{onward}<2-9:the moon was grey and dusty and wonderfully bouncy.
Boing!><10-12:the moon was grey and dusty and wonderfully bouncy, boing, boing.>
<2-9:A mouse with a knapsack came bouncing past.
"Have you seen the cheese?" she asked.
"Everyone says the moon is made of cheese."><10-12:A mouse with a knapsack came bouncing past and asked hopefully, "Have you seen the cheese? Everyone says the moon is made of cheese.">
{trait:meet} <grown:{name} had to tell her, as kindly as possible, that it was only rock and dust.><little:"It's only dust," said {name} kindly.>
{Companion} nodded gently: it was true.
<little:She looked so sad! So {name} gave her a biscuit from {their} pocket.><grown:She looked so sad that {name} gave her the biscuit from {their} pocket.>
<2-9:"Even better than cheese!" she squeaked.
"Follow me, I know the bounciest way across."><10-12:"Even better than cheese!" she squeaked delightedly; "follow me, I know the bounciest way across.">
{name} held {item} tight and bounced after her.

:: journey journey.lhxee1
setting: kitchen
role: onward
energy: calm

{onward}<little:a cottage door stood open. Inside was a warm, empty kitchen.><grown:a cottage door stood open, and inside was a warm, empty kitchen.>
<2-9:The kettle hummed on the stove.><10-12:The kettle hummed contentedly on the stove.>
<little:On the table sat a tray of ginger biscuits. A note said: FOR TRAVELLERS.><grown:On the table sat a tray of ginger biscuits with a note: FOR TRAVELLERS.>
PLEASE TAKE ONE.
{trait:rest} <grown:{name} took just one, and drew a thank-you smile in the flour on the table.><little:{name} took just one.
Crunch!
Then {name} drew a smile to say thank you.>
{Companion} {ability:hush,comfort}.
<little:An arrow on the note pointed to the back door.><grown:On the back of the note, an arrow pointed to the back door.>
<8-9:It was the cosiest place {name} had ever been in without meeting anyone at all.><10-12:It was curious to feel so thoroughly welcome in a place where {name} had not met a single soul.>
<2-3:Then, warm inside, {name} tiptoed out with {item}.><4-12:Then, warm inside, {name} tiptoed out through it with {item}.>

:: journey journey.1hkqhfb
setting: reef
role: aside
energy: calm

{onward}<2-9:a path of shells led under the waves.
In this dream, breathing underwater was easy.><10-12:a path of shells led under the waves, where, in this dream, breathing underwater was perfectly easy.>
<little:By the reef lay a whale, fast asleep. It hummed a slow, deep song.><6-9:By the reef lay a whale, fast asleep, humming a slow, deep song.><10-12:By the reef lay a whale, fast asleep, humming a slow, deep song: hmmm, hmmm.>
<2-9:Hmmm, hmmm.>
{trait:rest} {name} floated close and listened[, {their} {hair} hair drifting like seaweed].
<grown:The song went right through the water and right through {name}, like the purr of a giant cat.><little:The song was deep and soft.>
<2-9:Little fish slept by its fins.><10-12:Little fish slept peacefully in the shelter of its fins.>
{Companion} {ability:hush,guide}.
<little:They swam on, very quietly. Glide, glide, towards {destination}.><grown:Quietly, so as not to wake anyone, they swam on towards {destination}.>

:: journey journey.16ysu3l
setting: jungle
role: aside
energy: calm

{onward}<2-9:the jungle was warm and dark.><10-12:the jungle was warm and dark, and from a branch hung a sloth, so unhurried that moss grew on her fur.>
<little:From a branch hung a sloth. Moss grew on her fur, she was so slow!><6-9:From a branch hung a sloth, so slow that moss grew on her fur.>
<2-9:"Where are you going in such a hurry?" she asked, very slowly.
"To {destination}," said {name}.
"Ah," said the sloth.
"Then rest here first."><10-12:"Where are you going in such a hurry?" she asked, very slowly, and when {name} said, "To {destination}," she replied, "Ah, then rest here first.">
{trait:rest} <little:{name} lay in a hammock of vines for a while.[ {They} thought about {interest}.]><grown:{name} lay in a hammock of vines for a while[, thinking about {interest}].>
<grown:The sloth hummed, the leaves dripped, and {name's} whole body went soft and slow.><little:Drip, drip, hum.
Everything felt slow.>
{Companion} {ability:hush,comfort}.
<8-9:Resting, {name} decided, was part of the journey too.><10-12:Resting, {name} decided, was not time wasted at all; it was a part of the journey, just a slower part.>
<2-9:Then, slowly, they went on.><10-12:Then, slowly and a little reluctantly, they went on.>

// Written with Leadership.

:: journey journey.15ub2rv
setting: fair
role: aside
energy: lively

{onward}<little:at the edge of the fair stood a tent. It was full of wobbly mirrors!><6-9:at the edge of the fair stood a tent full of wobbly mirrors.><10-12:at the edge of the fair stood a tent full of wobbly mirrors, and {name} stepped curiously inside.>
<2-9:{name} stepped inside.>
<6-9:In the first mirror, {name} was as tall as a lamp post.
In the next, {they} was as round as a pumpkin, and in the next, as wiggly as a worm.><little:Ha!
A tall {name}!
A round {name}!
A wiggly {name}!><10-12:In the first mirror {name} was as tall as a lamp post; in the next, {they} was as round as a pumpkin, and in the next, as wiggly as a worm.>[ In one, {name's} {hair} hair stood straight up!]
{trait:wonder} <little:{name} laughed so hard {they} had to sit down! {Companion} pulled faces too.><grown:{name} laughed so hard that {they} had to sit down, and {companion} pulled faces too.>
<8-9:In the very last mirror, {name} looked just like {name}, and somehow that was the best one of all.><10-12:In the very last mirror {name} looked exactly like {name} again, and after all that wobbling, it was a surprising relief.>
<little:Then {name} checked {item}. Ready for {destination}!><grown:Then {name} checked {item}, and on they went to {destination}.>

:: journey journey.1rt0ui7
setting: moon
role: aside
energy: gentle

{onward}the path of moonbeams ended on the moon itself.
Everything was silver and hushed.
<little:{name} gave a little jump. Up {they} floated, like a dandelion seed.><grown:{name} gave a little jump and floated up, up, and slowly down, like a dandelion seed.>
<little:Boing... float... land.>
{trait:wonder} <grown:In the soft grey dust, {name} drew a big smiley face, so that anyone who came this way would know a friend had passed by.><little:{name} drew a smiley face in the dust.>
<8-9:It would still be there in a hundred years, because nothing on the moon ever blows away.><10-12:{name} liked the thought of some future traveller, years and years from now, finding that smile waiting for them in the dust.>
<little:{Companion} {ability:guide}. {name} bounced on. Boing, boing, to {destination}!><grown:{Companion} {ability:guide}, and {name} bounced on towards {destination}.>

:: journey journey.upjzeq
setting: reef
role: onward
energy: gentle

{onward}<little:the path went down under the waves. {name} could breathe as easily as in bed.><grown:the path went down under the waves, where {name} could breathe as easily as in bed.>
<little:Bubble, bubble, bubble.>
<little:Round the reef drifted tiny jellyfish. Each one glowed like a paper lantern.><grown:Round the reef drifted a parade of tiny jellyfish, each one glowing like a paper lantern.>
{trait:wonder} <grown:They floated so close that {name} could see the little lights pulse inside them, pink and blue and gold.><little:Pink, blue, gold.
Glow, glow, glow.>[ One was {colour}, {name's} favourite colour.]
<little:One stopped beside {item}. Hello! Then it drifted on.><grown:One stopped beside {item}, as if to say hello, and then drifted on.>
{Companion} {ability:light,guide}.
<8-9:It felt like being part of a secret festival that only the sea knew about.><10-12:It felt like stumbling into a secret festival that the sea held every night, with no one but the fish invited.>
<little:Then they all drifted ahead in a glowing line. They lit the way through the reef.><grown:Then they all drifted on ahead in a glowing line, to light the way through the dark reef.>

:: journey journey.t10ka
setting: kitchen
role: aside
energy: calm

{onward}<little:a cottage door stood open. By the warm stove, an old mouse slept in her rocking chair.><grown:a cottage door stood open, and inside, by the warm stove, an old mouse had fallen asleep in her rocking chair.>
Her knitting was sliding off her lap.
{trait:help} <grown:{name} tiptoed in, caught the knitting before it fell, and laid a shawl softly over her shoulders.><little:{name} tiptoed in and tucked a shawl round her.>
The kettle ticked as it cooled.
{Companion} {ability:hush,comfort}.
<8-9:She would never know who had done it, and {name} thought that was rather nice.><10-12:She would wake up warm and never know who to thank, and {name} decided that was the nicest kind of secret.>
<little:Then they slipped out. Click went the door. {name} carried {item} on into the night.><grown:Then they slipped out, click went the door, and {name} carried {item} on into the night.>

:: journey journey.231sld
setting: harbour
role: onward
energy: gentle

{onward}<little:in the harbour, two otters pulled up a net. Heave, ho!><grown:down in the harbour, two otters were hauling up a fishing net.>
But it wasn't full of fish.
It was full of sea-sparkles, twinkling like spilt stars!
{trait:wonder} <little:"We catch them every night," said one otter. "Then we let them go, to light the boats home."><grown:"We catch them every night," said one otter, "and let them go again, to light the boats home.">
{Companion} held the heavy net steady.
<grown:The otters let {name} open the net, and the sparkles poured out over the water in a shimmering, spreading glow.><little:{name} opened the net.
Whoosh!
Out they swam, glowing.>[ The glow danced in {name's} {eyes} eyes.]
<8-9:The whole harbour lit up, soft as a night-light.><10-12:The whole harbour brightened into a soft, wavering glow, like a night-light left on for every boat still out at sea.>
<little:Now the harbour path shone softly too. Along it went {name}, with {item}.><grown:Now the path round the harbour wall shone softly too, and {name} followed it with {item}.>

:: journey journey.d9stvh
setting: farm
role: aside
energy: lively

{onward}<little:in the farm field, the lambs were wide awake. Boing, boing! They bounced in the moonlight, like popcorn.><grown:in the farm field, the lambs were wide awake and bouncing in the moonlight, boing, boing, like popcorn in a pan.>
<2-9:"Play with us!" they bleated.><10-12:"Play with us!" they bleated hopefully.>
<2-9:{trait:meet} {name} bounced too, and {companion} joined in.[ A lamb nibbled the cord of {name's} {colour} dressing gown.]><10-12:{trait:meet} {name} bounced along with them, and {companion} joined in enthusiastically.[ A lamb nibbled the cord of {name's} {colour} dressing gown.]>
<grown:They played chase, and leapfrog, and a game where everyone had to freeze like a statue, until the lambs were puffed out and giggly.><little:They played chase.
Then leapfrog.
Then they flopped.>
<little:On the way out, {name} shut the gate. Click! No lamb would wander off now.><grown:On the way out, {name} shut the gate, click, so no lamb would wander off.>
<8-9:Fun is lovely, {name} thought, and so is leaving things safe behind you.><10-12:Fun is wonderful, {name} thought, but there is a quieter sort of pleasure in leaving everything safe behind you.>
{item} {itemTell}.

:: journey journey.1yvc5w9
setting: island
role: aside
energy: calm

{onward}<little:on a little island, the tide had gone out. It left a row of rock pools.><grown:on a little island, the tide had gone out and left a row of rock pools.>
<2-9:{name} knelt to look in the first.><10-12:{name} knelt to look into the first and found the moon, round and white, floating in the water.>
<6-9:There was the moon, round and white, floating in the water.
In the next pool was another moon, and in the next, another.><little:A moon was in the pool!
And another!
And another!><10-12:In the next pool was another moon, and in the next, yet another.>
{trait:wonder} {name} counted seven moons before looking up and laughing.
<2-9:{Companion} smiled and pointed up at the real one.
There was only ever one, of course.><10-12:{Companion} smiled and pointed up at the real one, since there was only ever one, of course.>
<8-9:But seven felt nicer, somehow, on a night like this.><10-12:Still, on a night as magical as this one, {name} decided that seven moons seemed far more reasonable.>
<2-9:A crab waved a sleepy claw.><10-12:A crab waved a sleepy claw as {name} checked {item} and tiptoed on towards {destination}.>
<little:{name} checked {item}. Tiptoe, tiptoe, to {destination}.><6-9:{name} checked {item}, and tiptoed on towards {destination}.>

:: journey journey.1wbaz5e
setting: cave
role: onward
energy: calm

{onward}<little:a cave opened in the hill. A quiet river ran through it.><grown:a cave opened in the hill, and through it ran a quiet underground river.>
<2-9:A little boat was tied to a rock, so {name} climbed in.><10-12:A little boat was moored to a rock, so {name} climbed carefully in.>
<grown:As they floated deeper in, the roof began to twinkle with glow-worms, hundreds and hundreds of them, like a sky made just for the cave.><little:Up above, glow-worms twinkled.
Like stars!>
<2-9:{trait:wonder} Plip, went the water.
Plop.><10-12:{trait:wonder} Plip, plop, went the water, echoing softly.>
{Companion} {ability:hush,guide}.
<8-9:In the hush, {name} could hear {their} own heart, slow and happy.><10-12:In the deep hush {name} could hear {their} own heart, beating slow and steady, as contented as the drip of the water.>
<little:Bump! The boat came ashore. {item} {itemTell}.><grown:At the far end, the boat bumped gently ashore, and {item} {itemTell}.>

:: journey journey.1b78dtl
setting: library
role: onward
energy: lively

{onward}<little:in the old library, the books had woken up. They were flying like birds!><grown:in the old library, the books had woken up and were flying round the room like birds!>
<2-9:Flap, flap, flutter.[ One of the books was about {interest}!]><10-12:Their pages flapped and fluttered noisily.[ One of the books was about {interest}!]>
{trait:wonder} <grown:A big atlas swooped so low that {name} had to duck, and a little book of poems landed right on {their} head.><little:Swoop!
{name} ducked.
Plop!
A little book landed on {their} head.>
<little:{name} laughed and held out {their} arms. Down fluttered the books, like tame pigeons.><grown:{name} laughed and held out {their} arms, and the books fluttered down and settled like tame pigeons.>
<little:The last one fell open at a map. A star marked {destination}.><grown:The last one fell open at a map with {destination} on it, marked with a tiny star.>
{Companion} {ability:light,guide}.
<8-9:It was as if the library had known where they were going all along.><10-12:It was as if the library had known all along where they were going, and had only been waiting to be asked.>

:: journey journey.1dfgbgi
setting: castle
role: onward
energy: gentle

{onward}<little:a castle stood on the hill. On its drawbridge stood a very small knight. He was a tortoise, with a thimble for a helmet!><grown:a castle stood on the hill, and on its drawbridge stood a very small knight: a tortoise with a thimble for a helmet.>
<2-9:"Halt!" he squeaked.
"Answer my riddle to cross.
What has a neck but no head?"><10-12:"Halt!" he squeaked importantly. "Answer my riddle to cross: what has a neck but no head?">
{trait:meet} <grown:{name} thought hard, tapping {their} chin, while {companion} tried very hard not to help.><little:{name} thought and thought.
Hmm.
{Companion} kept quiet and let {name} think.>
<2-9:"A bottle!" said {name}.
"Correct!" cried the knight.><10-12:"A bottle!" said {name}, and the knight cried, "Correct!">
<8-9:Then {name} told him a brand-new riddle to keep, and he wrote it on his shell with a stub of chalk.><10-12:In return, {name} offered a brand-new riddle for his collection, and the knight chalked it carefully onto his shell, looking thoroughly delighted.>
<little:The knight bowed low. Over the drawbridge they went, with {item}.><grown:The knight bowed low, and over the drawbridge they went, with {item} safe {itemHeld}.>

// Written with Determination.

:: journey journey.1lsrsma
setting: clouds
role: onward
energy: gentle

{onward}<little:up in the clouds was a little star. It was taking the cloud-sheep home.><grown:up among the clouds, a little star was herding the cloud-sheep home for the night.>
<little:One small cloud-sheep had drifted away. It was stuck on the tip of the moon!><grown:One small cloud-sheep had drifted away and was stuck on the tip of the moon.>
{trait:help} "Come on, little cloud," called {name} softly[, waving {their} {colour} sleeve].
<6-9:The cloud-sheep wobbled, let go of the moon, and floated down to {name}, soft and cool as a pillow.><little:Down it floated, soft as a pillow.><10-12:The cloud-sheep wobbled uncertainly, let go of the moon, and floated down to {name}, as soft and cool as a pillow.>
{Companion} {ability:fly,guide}.
<little:The star twinkled thank you. Then it shone brighter over the cloud path.><6-9:The star twinkled thank you, then shone a little brighter over the cloud path ahead.><10-12:The star twinkled its gratitude, then shone a little more brightly over the cloud path ahead.>
{item} {itemTell}.

:: journey journey.1b74pdd
setting: orchard
role: aside
energy: calm

{onward}<little:the moon was caught in the tallest apple tree!><6-9:the moon had got caught in the top of the tallest apple tree in the orchard.><10-12:the moon seemed to have got caught in the top of the tallest apple tree in the orchard.>
<2-9:Or so it seemed.>
{trait:wonder} <grown:It hung there among the branches, round and pale, like the biggest apple of all.><little:It looked like a big silver apple!>
<2-9:"Shall I pick it?" whispered {name}, reaching up.><10-12:"Shall I pick it?" whispered {name}, reaching up mischievously.>
{Companion} {ability:lift,comfort}.
<little:But as they walked on, the moon slipped free. Up it floated, into the sky.><grown:But as they walked on, the moon slipped free and floated back up into the sky.>
<8-9:It had only been resting, the way everyone does on a long night.><10-12:It had only stopped for a rest, {name} supposed, which seemed perfectly sensible for anyone with a whole night to cross.>
<little:{name} laughed. {item} {itemTell}.><grown:{name} laughed, and {item} {itemTell}.>

:: journey journey.104crbr
setting: farm
role: aside
energy: calm

{onward}<little:the farm was asleep. But one small lamb stood by the fence, wide awake.><grown:the farm was asleep, all but one small lamb, who stood by the fence looking wide awake.>
<2-9:"I can't get to sleep," it bleated.><10-12:"I can't get to sleep," it bleated miserably.>
<2-9:{trait:help} "Let's count sheep," said {name}.
So they did.><10-12:{trait:help} "Let's count sheep," suggested {name}, so that is exactly what they did.>
<little:One big sheep hopped over the fence in its sleep. Then two, then three!><6-9:One big sheep hopped over the fence in its sleep, then two, then three.><10-12:One enormous sheep hopped dreamily over the fence in its sleep, then two, then three.>
<grown:By the time they got to nine, the lamb's eyes were drooping, and by ten it was curled up in the straw.><little:Nine... ten... the lamb was asleep.>
{Companion} {ability:hush,comfort}.
<little:{name} tiptoed on, with {item} safe.><6-9:{name} tiptoed on, with {item} safe {itemHeld}.><10-12:Then {name} tiptoed onwards, with {item} safe {itemHeld}.>

:: journey journey.1h1pm7k
setting: river
role: aside
energy: lively

{onward}<little:by the river, water voles were sliding. Down the muddy bank they went!><grown:by the river, a family of water voles was sliding down a muddy bank.>
<2-9:Wheee!
Splash!
"Come and try!" they called.><10-12:With squeals and splashes, they called, "Come and try!">
{trait:meet} <little:{name} sat at the top. Whoosh, down {they} went! Splash![ {Their} {hair} hair got soaked.]><grown:{name} sat at the top, and whoosh, down {they} went, with a splash at the bottom[ that soaked {their} {hair} hair].>
<grown:The voles laughed their squeaky laughs and showed {name} the best stones for climbing out.><little:The voles laughed.
What fun!>
{Companion} {ability:warm,comfort}.
<8-9:It was the kind of silly moment that makes a long journey feel shorter.><10-12:Sometimes, {name} thought, the silliest part of a journey turns out to be the part you remember best.>
<little:Was {item} wet? No! Still safe!><grown:{name} checked that {item} was still safe {itemHeld}.>

:: journey journey.1htvbfy
setting: meadow
role: aside
energy: calm

{onward}<little:in the meadow, a bumblebee slept in a bluebell.><grown:in the meadow, a fat bumblebee had fallen asleep inside a bluebell.>
Only its fuzzy bottom stuck out.
Bzzz... snore.
{trait:wonder} <grown:{name} bent down very close and whispered, "Goodnight, bee," so softly that the bee didn't even stir.><little:"Goodnight, bee," whispered {name}.>
{Companion} {ability:hush,comfort}.
<8-9:The whole meadow seemed to hold its breath, so as not to wake it.><10-12:The whole meadow seemed to be holding its breath, and even the grass leaned away politely so as not to disturb the bee.>
<little:They tiptoed past with {item}. This way to {destination}.><grown:On tiptoe, they carried {item} past, towards {destination}.>

:: journey journey.1kl1qpc
setting: mountain
role: onward
picture: none
energy: gentle

{onward}<little:the mountain path was dotted with puddles. In every puddle sat a shining star.><grown:the mountain path was dotted with rain puddles, and in every puddle sat one shining star.>
{trait:wonder} <grown:{name} hopped from puddle to puddle, splash, splash, and each star wobbled and broke into sparkles, then came back together again.><little:Hop!
Splash!
Each star wobbled, then shone again.>
"Star-hopping," said {name}.
<little:"To {destination}!"><grown:"All the way to {destination}!">
{Companion} {ability:light,guide}.
<8-9:It felt like walking on the sky itself.><10-12:With a star under every step, it felt like walking across the sky itself, which does not happen every night.>
<little:The puddles ran up the path in a line. The stars showed {name} where to step.><grown:The puddles ran in a line up the path, so the stars showed {name} exactly where to step.>
<little:Step by step, {item} stayed safe.><grown:{item} was still safe {itemHeld}.>

:: journey journey.hejyox
setting: lighthouse
role: aside
energy: lively

{onward}<little:out on the rocks, a lighthouse beam swept round. Round and round, over the sea.><grown:out on the rocks, the lighthouse beam swept round and round over the sea.>
<2-9:Each time it passed, something sparkled in it.><10-12:Each time it passed, something sparkled in it: flying fish, leaping out of the waves and through the light, silver and quick, before splashing back down.>
<6-9:Flying fish!
They leapt out of the waves and flew through the light, silver and quick, then splashed back down.><little:Fish!
Flying fish, in the light!>
<2-9:{trait:wonder} {name} counted them.
Four, five, six!><10-12:{trait:wonder} {name} counted them eagerly, four, five, six, until counting became impossible.>
<little:One flew so close it splashed {name's} toes![ {Their} {eyes} eyes went round.]><grown:One flew so close that it splashed {name's} toes[ and made {their} {eyes} eyes go round].>
{Companion} {ability:light,guide}.
<little:"Good luck!" the fish seemed to say. Then away they flashed. {Friends} went on to {destination}.><6-9:"Good luck getting to {destination}!" the fish seemed to say, as they flashed away.><10-12:As they flashed away, the fish seemed to be wishing them luck on the way to {destination}.>

:: journey journey.p660ut
setting: snowfield
role: onward
energy: gentle

{onward}<little:by the snowy field stood a fence. Icicles hung all along it, long and shiny.><grown:at the edge of the snowy field stood a fence hung with icicles, like the pipes of an organ.>
<2-9:{name} tapped one[ with a {colour} mitten].
Ting!
{trait:wonder} Then another.
Tong!><10-12:{name} tapped one[ with a {colour} mitten], and it rang, ting! {trait:wonder} Then {name} tapped another: tong!>
<6-9:{name} tapped all along the fence, and the icicles played a tinkly little tune.><little:Ting, tong, ting!
A tune!><10-12:{name} tapped all along the fence, and the icicles played a delicate, tinkling melody.>
{Companion} {ability:warm,comfort}.
<2-9:A robin hopped onto the fence to listen, head on one side.><10-12:A robin hopped onto the fence to listen, its head tilted to one side.>
<little:Then the robin hopped to a gap in the fence. There was the path!><grown:Then the robin hopped along to a gap in the fence, where the path went on.>
<2-9:{name} followed with {item}, humming the icicle tune.><10-12:{name} followed with {item}, humming the icicle melody.>

:: journey journey.1i5jyyy
setting: reef
role: onward
energy: gentle

{onward}<little:by the bright coral, an octopus floated by. It was soft and pink and curious.><grown:down among the bright corals of the reef, an octopus came floating by, soft and pink and curious.>
<grown:In this dream, {name} could breathe under the water as easily as in bed.><little:Bubble, bubble!
{name} could breathe down here.>[ {name's} {hair} hair floated like seaweed.]
<2-9:{trait:meet} "Where are you going?" asked the octopus.
"To {destination}," said {name}.><10-12:{trait:meet} "Where are you going?" asked the octopus, and {name} explained, "To {destination}.">
<little:"Then you'll need a hug for the way," said the octopus. Eight gentle hugs, all at once!><grown:"Then you'll need a hug for the way," said the octopus, and gave {name} eight gentle hugs at once.>
{Companion} {ability:cross,guide}.
<8-9:Eight hugs, {name} thought, was exactly the right number.><10-12:Eight hugs at once, {name} decided, was a great deal better than one, and possibly the best arrangement anyone had ever thought of.>
<little:Then the octopus pointed all eight arms the same way. Now they would not get lost!><grown:Then the octopus pointed all eight arms the same way, just to be sure they would not get lost.>

:: journey journey.5pc5sq
setting: village
role: aside
energy: gentle

{onward}<little:in the village, washing lines crossed the street.><grown:between the little houses of the village, washing lines were strung across the street.>
<little:Tiny clothes hung on them. Mouse socks, hedgehog vests, a duckling's bobble hat!><grown:Tiny clothes hung on them: mouse socks, hedgehog vests, a duckling's bobble hat.>
<2-9:One sock had blown down into a puddle.><10-12:One sock had blown down and landed, rather forlornly, in a puddle.>
{trait:help} <little:{name} picked it up and squeezed it out. Then {they} pegged it back on the line.[ It hung next to a tiny {colour} scarf.]><grown:{name} picked it up, squeezed it out, and pegged it back on the line[, next to a tiny {colour} scarf].>
<grown:Then the breeze came along, and all the little clothes waved, as if they were saying thank you.><little:All the little clothes waved thank you.>
{Companion} {ability:light,guide}.
<little:A quick pat for {item}. Still safe! Off they went.><6-9:{name} checked that {item} was still safe {itemHeld}, and walked on.><10-12:{name} checked that {item} was still safe {itemHeld}, and walked on, feeling quietly useful.>
