// Teamwork: the theme's openings, its quests (each followed by its set-ups and pay-offs), its scenes and its endings.
// How to write for it: ../README.md. The journeys every theme shares are in ../journeys.story.
theme: Teamwork

// Openings: home at bedtime; the companion arrives. Quest-neutral.

:: opening teamwork.o.1ym7dw7
setting: bedroom

<little:The toy box was full. The floor was fuller: bricks, cars, a drum, a dinosaur!><grown:The toy box was full, and the floor was fuller: bricks, cars, a drum, a dinosaur.>
<2-9:"Tidy up before bed," {name} had been told.><10-12:{name} had been firmly instructed to tidy up before bed.>
<grown:So {name} picked up one brick at a time, but the heap did not seem to get any smaller.><little:One brick.
Two bricks.
The heap was still big.>
<2-9:Then somebody else began to pick things up too.><10-12:Then somebody else began to help, and it was {companionIntro}[, holding {name's} {colour} car].>
<little:It was {companionIntro}.[ {Companion} held {name's} {colour} car.]><6-9:It was {companionIntro}[, holding {name's} {colour} car].>
<2-9:"Two tidy-uppers are quicker than one," said {companion}.
Clatter, clatter, into the box it all went.><10-12:"Two tidy-uppers are quicker than one," said {companion}, and with a cheerful clatter everything went into the box.>
<8-9:In no time the floor was clear, and {name} was surprised how much lighter a job felt once it was shared.><10-12:In no time the floor was clear, and {name} was astonished at how much lighter a job became once someone shared it.>

:: opening teamwork.o.1rn7aag
setting: bedroom

Plink, plink.
<little:Rain ran down the window. {name} knelt on the bed to watch.><grown:Rain was running down the window, and {name} knelt on the bed to watch.>
<grown:Two raindrops were racing down the glass, wiggling this way and that, until they bumped and joined into one big drop that zoomed to the bottom.><little:Two raindrops raced down.
Bump!
They joined up.
Zoom!>
"Together they're faster," said {name}.
"They are," said a voice outside.
<little:{name} rubbed a peephole in the misty glass.><grown:{name} rubbed a peephole in the misty glass[ with the sleeve of {their} {colour} pyjamas].>
<little:Looking in was {companionIntro}.><grown:Looking in, dripping and cheerful, was {companionIntro}.>
<8-9:It was exactly the sort of night, {name} thought, when something unexpected ought to happen.><10-12:It was exactly the sort of wet, whispery night, {name} thought, when something unexpected was practically bound to happen.>

:: opening teamwork.o.jp255n
setting: garden

<little:It was a warm summer evening. {name} was building a den.><grown:It was a warm summer evening, and {name} was building a den in the garden.>
<grown:But every time {name} pegged down one corner of the old sheet, the other corner flopped and the whole roof fell in.><little:But the sheet kept falling down.
Flump!>
"Hold that end," said a voice from behind the washing line.
<little:Out came {companionIntro}. "I'll take this corner!"><6-9:Out came {companionIntro}, and took the other corner.>
<2-9:Flap, tug, peg!><10-12:Out came {companionIntro}, who seized the other corner; a flap, a tug, a peg, and up went the den, square and snug[, with {name's} {colour} blanket for a floor].>
<little:Up went the den, square and snug!><6-9:Up went the den, square and snug[, with {name's} {colour} blanket for a floor].>
<2-9:"A den needs two builders," said {companion}.><10-12:"Every den needs two builders," {companion} observed.>

:: opening teamwork.o.1eavm2k
setting: bedroom
opens: helper-wanted

<2-9:The window was open a crack, because the night was warm.
Whoosh!><10-12:Because the night was warm, the window was open a crack, and through it whooshed a paper aeroplane, which sailed[ over the {colour} rug] and landed on {name's} pillow.>
<little:A paper plane sailed in. Bump! Right on {name's} pillow.><6-9:A paper aeroplane sailed in[ over the {colour} rug] and landed on {name's} pillow.>
<2-9:On one wing, in big wobbly letters, it said HELPER WANTED.
On the other it said MUST BE KIND.><10-12:One wing announced, in big wobbly letters, HELPER WANTED; the other added MUST BE KIND.>
<6-9:{name} was still wondering who had thrown it when a face popped up at the window.><little:Who threw it?
{name} looked up.>
<2-9:It was {companionIntro}.
"Did it land?" asked {companion}.
"Good.
You're just the helper I need."><10-12:{name} was still wondering who had thrown it when a face popped up at the window: it was {companionIntro}.
"Did it land?" asked {companion}. "Excellent. You're precisely the helper I need.">
<8-9:{name} had never been hired by an aeroplane before, and it felt rather grand.><10-12:{name} had never been offered a job by a paper aeroplane before, and it felt rather grand, if slightly unusual.>

:: opening teamwork.o.495l5h
setting: bedroom

<2-9:{name} was dreaming of a little wooden boat on a silver lake.
It had two oars, but there was only one {name}.><10-12:{name} was dreaming of a little wooden boat on a silver lake; it had two oars, but there was only one {name}.>
<grown:{name} pulled on one oar, and the boat went round in a slow, silly circle.><little:Row, row.
Round and round went the boat.>
<little:Then somebody sat down and took the other oar.><6-9:Then somebody sat down on the other seat and took the other oar.>
<2-9:Splash, splash, and the boat went straight!
{name} woke up smiling[ and pushed back {their} {hair} hair].><10-12:Then somebody sat down on the other seat and took the other oar, and with a splash, splash, the boat straightened out.
{name} woke up smiling[ and pushed back {their} {hair} hair]; the oars had vanished, but sitting at the end of the bed was {companionIntro}.>
<little:The oars were gone. But on the bed sat {companionIntro}!><6-9:The oars had gone, but sitting on the end of the bed was {companionIntro}.>

:: opening teamwork.o.1al74no
setting: bedroom
opens: toy-train

<2-9:Toot!
On the shelf, the wooden toy train gave a tiny whistle.
{name} sat up in bed.><10-12:On the shelf, the wooden toy train gave a tiny, unmistakable toot, and {name} sat bolt upright in bed.>
<little:The carriages rolled along and joined up.><6-9:The carriages rolled along and joined up[, even the {colour} one {name} had painted].>
<2-9:Click, click, click!><10-12:With a click, click, click, the carriages rolled along and coupled together[, even the {colour} one {name} had painted].>
<grown:Then the little engine puffed, and the whole train came chugging down the bookcase as if it were a staircase.><little:Chug, chug, down the bookcase it came.>
<little:In the last truck sat {companionIntro}.><6-9:Squashed into the very last truck sat {companionIntro}.>
<2-9:"It took every carriage to bring me," said {companion}, climbing out.><10-12:Squashed into the very last truck sat {companionIntro}, who climbed out and explained, "It took every carriage to bring me.">

:: opening teamwork.o.1hcihzq
setting: garden
picture: autumn

<2-9:It was autumn.
Before tea, {name} had raked the crunchy leaves into one enormous pile.[ {name's} {hair} hair still had a leaf in it.]><10-12:It was autumn, and before tea {name} had raked the crunchy leaves into one enormous pile.[ {name's} {hair} hair still had a leaf in it.]>
<grown:Now, in pyjamas and wellies, {name} crept out under the big orange moon to say goodnight to it.><little:Now {name} crept out to say goodnight to it.>
<2-9:Then the leaf pile sneezed.
Rustle, rustle, whumph!><10-12:Then the leaf pile sneezed, and with a rustle and a whumph, out popped {companionIntro}, wearing a leaf like a hat.>
<little:Out popped {companionIntro}. A leaf sat on top!><6-9:Out popped {companionIntro}, with a leaf on top.>
<2-9:"Lovely pile," said {companion}.
"Next time, call me.
Piles are twice the fun with two."><10-12:"Lovely pile," said {companion}. "Next time, call me; piles are twice the fun with two.">

:: opening teamwork.o.5z8xvc
setting: bedroom

<little:On the floor lay a jigsaw of the night sky.><grown:On the bedroom floor lay a jigsaw of the night sky, nearly finished.>
<2-9:{name} had worked on it all week.><10-12:{name} had worked on it all week, yet one piece was still missing, right in the middle, where the moon should be.>
<6-9:Only one piece was missing, right in the middle, where the moon should be.><little:One piece was missing.
The moon!>
<little:{name} looked under the bed and behind the curtains.><6-9:{name} looked under the bed and behind the curtains[, {their} {eyes} eyes searching every corner].>
<2-9:No moon.><10-12:{name} looked under the bed and behind the curtains[, {their} {eyes} eyes searching every corner], but found no moon.>
<little:Tap, tap at the window! Outside was {companionIntro}. {Companion} held up a round white piece.><grown:Then came a tap at the window, and there, holding up a round white piece, was {companionIntro}.>
<2-9:"I think this is yours," said {companion}.
Click!
It fitted perfectly.><10-12:"I think this is yours," said {companion}, and with a click it fitted perfectly.>
<8-9:A jigsaw is a lot like a team: every piece matters, even the plain ones at the edge.><10-12:A jigsaw, {name} reflected, is a lot like a team: every piece matters, even the plain ones at the edge.>

:: opening teamwork.o.4ma8c
setting: bedroom

<2-9:Knock, knock.
{name} was nearly asleep when the sound came from the window.
{name} sat up and knocked back on the headboard.
Knock, knock.
From outside came three knocks.><10-12:{name} was nearly asleep when a knock, knock came from the window.
Sitting up, {name} knocked back on the headboard, and from outside came three knocks in reply.>
<grown:{name} grinned and answered with three, and then the knocker tried four, very fast, as if it were a game.><little:Knock, knock, knock!
{name} knocked three too.>
<little:Then the window swung open. In jumped {companionIntro}!><grown:Then the window swung open, and in came {companionIntro}[, nearly landing on {name's} {colour} slippers].>
<2-9:"You knock very well," said {companion}.
"I can tell we'll make a good team."><10-12:"You knock very well," said {companion} approvingly, "and I can already tell we'll make an excellent team.">

:: opening teamwork.o.uz3ffv
setting: bedroom

<little:It was a hot summer night. {name} was too warm to sleep.><6-9:It was a hot summer night, and {name} was too warm to sleep.><10-12:It was a sultry summer night, far too warm for {name} to sleep.>
<2-9:Then, one by one, moths came drifting in: ten, twenty, more.><10-12:Then, one by one, moths came drifting through the window: ten, twenty, then dozens.>
<grown:They landed on the wall and shuffled about until, all together, they made the shape of a big, soft, dusty arrow.><little:They sat on the wall and made an arrow.>
<little:Where the arrow pointed was {companionIntro}.><6-9:Just outside the window, where the arrow pointed, was {companionIntro}.><10-12:Just outside the window, exactly where the arrow pointed, was {companionIntro}.>
<2-9:"Clever, aren't they?" said {companion}.><10-12:"Remarkably clever, aren't they?" murmured {companion} admiringly.>
"One moth is just a moth.
Fifty moths make a signpost."<little:[ One moth stayed on {name's} {colour} pillow.]><grown:[ One moth stayed behind on {name's} {colour} pillow, like a soft full stop.]>

:: opening teamwork.o.3ilmo3
setting: garden

<little:After supper, {name} went out for one last swing.><grown:After supper, {name} went out to the garden swing for one last go.>
<little:The sky was pink. The first star was peeping out.><grown:The sky was pink at the edges, and the first star was peeping out.>
<2-9:{name} kicked {their} legs, but the swing only wobbled.><10-12:{name} kicked {their} legs, but the swing only wobbled, because swinging high is hard when nobody is there to give the first push.>
<6-9:Swinging high is hard when nobody is there to give the first push.><little:It is hard to swing with no push.>
<2-9:Then came a gentle push from behind, and another.
Whee!
Up went {name}, nearly to the star[, {their} {hair} hair flying].
{name} looked back.
Pushing the swing was {companionIntro}.><10-12:Then came a gentle push from behind, and another, and up went {name}, nearly to the star[, {their} {hair} hair flying].
Glancing back, {name} saw who was pushing the swing: {companionIntro}.>
<8-9:The next push felt even better, because now {name} knew whose it was.><10-12:The next push felt better still, now that {name} knew whose it was.>

:: opening teamwork.o.1afbmuy
setting: bedroom
opens: snow-globe

<2-9:It was a cold winter night.><10-12:It was a cold winter night, and on the bedroom shelf, the snow globe began to shake all by itself.>
<little:The snow globe on the shelf shook all by itself.><6-9:On the bedroom shelf, the snow globe began to shake all by itself.>
<6-9:Snowflakes whirled round the tiny house inside it, until the glass was white all over.><10-12:Snowflakes whirled round the tiny house inside it until the glass was completely white.><little:Swirl, swirl went the snow inside.>
<2-9:Then, pop!><10-12:Then, with a pop, a puff of snow landed on the rug, and in the middle of it sat {companionIntro}.>
<little:Puff! Snow landed on the rug. In the middle sat {companionIntro}.><6-9:A puff of snow landed on the rug, and in the middle of it sat {companionIntro}.>
<2-9:"Brrr," said {companion}.
"It's snug in there, but much too small for two."><10-12:Shivering, {companion} explained that the snow globe was snug enough inside, but far too cramped for two.>
<little:{name} laughed and held out a blanket.><grown:{name} laughed and held out a blanket[, the {colour} one from the end of the bed].>

:: opening teamwork.o.1g72bjw
setting: bedroom

<2-9:{name} lay in bed, thinking about school.
Today the class had built a tower out of boxes.[ {name's} box had been painted {colour}, with windows.]><10-12:{name} lay in bed, thinking about school, where the class had built a tower out of boxes that day.[ {name's} box had been painted {colour}, with windows.]>
<grown:Everyone had wanted to put on the top box, everyone had pushed, and the whole tower had tumbled down with a crash.><little:Everyone pushed, and crash!
Down it fell.>
<2-9:"Towers are tricky," said a kind voice.><10-12:"Towers are tricky," said a kind voice, and at the foot of the bed sat {companionIntro}.>
<little:On the bed sat {companionIntro}.><6-9:At the foot of the bed sat {companionIntro}.>
<2-9:"So are teams.
Shall we practise?"
{name} sat up.><10-12:"So are teams," {companion} added. "Shall we practise?"
{name} sat up, interested.>
<8-9:It was odd how a day could feel wobbly, like the tower, until somebody kind came along to steady it.><10-12:It was odd, {name} thought, how a whole day could feel as wobbly as that tower until someone kind arrived to steady it.>

:: opening teamwork.o.gm1ugw
setting: bedroom

<2-9:Swish went the trees in the wind.
A string was tapping at the window.><10-12:The trees swished in the wind, and a string was tapping at the window.>
<2-9:{name} opened the window and caught it.[ The wind blew {name's} {hair} hair straight up on end.]><10-12:{name} flung the window open and caught it.[ The wind blew {name's} {hair} hair straight up on end.]>
<2-9:Tug!
Somebody was on the other end.><10-12:A firm tug told {name} that somebody was on the other end.>
<grown:{name} pulled gently, hand over hand, and the string came in and in, until a big kite swooped down out of the dark.><little:{name} pulled and pulled.
Down came a big kite.>
<little:Holding its tail was {companionIntro}.><6-9:Holding on to its tail was {companionIntro}.><10-12:Clinging to its tail, rather out of breath, was {companionIntro}.>
<2-9:"Thank you," puffed {companion}.
"Landing a kite takes two: one up there, and one down here."><10-12:"Landing a kite takes two," puffed {companion} gratefully, "one up there, and one down here.">

// Quests: each names the thing carried, who it is for and where it goes; its set-ups and pay-offs follow it.

:: quest ferry-bell
item: the brass bell
itemFull: the Night Ferry's little brass bell
itemHeld: in {their} dressing-gown pocket
itemTell: <little:gave a bright ding><grown:gave a small, bright ding>
recipient: Ferryman Newt
destination: <little:the ferry landing><grown:the ferry landing on the far bank>
goal: take the brass bell back to Ferryman Newt
refrain: One ring, and all pull together

:: setup teamwork.ferry-bell.s.elysd5
setting: garden

<2-9:Ding!
Something shiny lay on the garden path.
{name} picked it up.
It was {itemFull}!><10-12:Something shiny lay on the garden path, and when {name} picked it up, it gave a bright ding: it was {itemFull}.>
<grown:A magpie must have carried it off, because magpies love anything that shines.><little:A magpie had dropped it.>
<little:"The ferryman rings that bell," said {companion}. "Then the crew all pull together."><grown:"When the ferryman rings that bell, the whole crew pulls the ferry rope at once," said {companion}.>
<grown:"Without it, they all pull at different times, and the ferry just spins round."><little:"Without it, the ferry just spins.">
<little:{name} tucked the bell away in {their} pocket.><grown:{name} tucked the bell away[ in the pocket of {their} {colour} dressing gown].>
"Then we'll {goal}," {they} said.

:: setup teamwork.ferry-bell.s.1hfa93v
setting: bedroom

<little:A frog in a soggy cap hopped onto the windowsill.><grown:A frog in a soggy cap hopped onto the windowsill[ and stared at {name's} {colour} pyjamas].>
"I'm crew on the Night Ferry," he puffed.
<little:"Ferryman Newt dropped the bell in the river. It washed up in your pond."><grown:"Ferryman Newt dropped the bell in the river, and it washed up in your pond.">
<2-9:He held out {itemFull}.
"It's far too heavy for one frog."><10-12:He held out {itemFull}, adding, "It's far too heavy for one frog.">
<grown:{name} took it in both hands: heavy for a frog, but just right for a child.><little:For {name}, it was just right.>
{Companion} was already by the window, ready to go.
<2-9:"Hop home and tell the crew we're coming," said {name}.
"We'll {goal}."><10-12:"Hop home and tell the crew we're coming," said {name}, "and we'll {goal}.">
<8-9:The frog saluted so hard that his soggy cap fell off.><10-12:The frog saluted so smartly that his soggy cap flew off, rather spoiling the effect.>

:: payoff teamwork.ferry-bell.p.10mo2kn
setting: river

<little:At the landing, the ferry bumped the jetty.><grown:At {destination}, the ferry bumped against the jetty.>
<little:The crew tugged the rope, but all at different times.><grown:The crew of frogs and water voles were all tugging the rope at different times.>
<2-9:Tug.
Tug-tug.
Nothing.
"Here!" called {name}, holding up {item}.
{recipient} flicked a happy tail.
"Will you ring it for us?"
{name} rang it once, clear and bright.
Ding!
Every crew member grabbed the rope at the same moment.
Heave![ {name's} {hair} hair blew back in the river breeze.]><10-12:Tug, tug-tug, and nothing happened.
"Here!" called {name}, holding up {item}, and {recipient} flicked a delighted tail. "Will you ring it for us?"
{name} rang it once, ding, clear and bright, and every crew member grabbed the rope at the same moment and heaved.[ {name's} {hair} hair blew back in the river breeze.]>
<grown:The ferry slid smoothly out across the dark water, with {name} and {companion} pulling too.><little:{Companion} pulled the rope too.
Off slid the ferry, smooth as butter.>
<8-9:One ring, and a muddle had turned into a team.><10-12:A single ring, {name} thought, and a muddle of tugging had become a team.>

:: payoff teamwork.ferry-bell.p.1w5kylu
setting: river

<2-9:A small lamp glowed at {destination}.><10-12:A small lamp glowed at {destination}, and under it sat {recipient} with a crew of frogs and water voles, all watching the path.>
<little:Under it sat {recipient} and a crew of frogs and voles.><6-9:Under it sat {recipient} with a crew of frogs and water voles, all watching the path.>
<2-9:"No bell, no ferry," sighed the newt.
{name} held up {item}, and the crew cheered.><10-12:"No bell, no ferry," sighed the newt, but then {name} held up {item}, and the whole crew cheered.>
"You found it, so you ring it," said {recipient}.
<grown:So {name} stood at the front of the ferry, and {companion} took a place on the rope.><little:{name} stood at the front.
{Companion} took the rope with everyone.>
<2-9:Ding!
Heave!
Ding!
Heave!
Across the river they glided. "{refrain}," sang the crew.><10-12:Ding, heave, ding, heave: across the river they glided, while the crew sang, "{refrain}.">

:: quest village-quilt
item: the quilt square
itemFull: the last square of the Village Quilt, with a silver star stitched on it
itemHeld: <little:folded in {their} pocket><grown:in {their} pyjama pocket, folded flat>
itemTell: <little:fluttered one corner><grown:fluttered one soft, stitched corner>
recipient: Auntie Bramble
destination: <little:Auntie Bramble's cottage><grown:Auntie Bramble's cottage under the hedge>
goal: take the quilt square to Auntie Bramble
refrain: Stitch by stitch, and friend by friend

:: setup teamwork.village-quilt.s.o0lz2h
setting: bedroom

<little:By the bed lay a quilt square. It had a silver star on it.><6-9:On the bedside table lay {itemFull}.><10-12:On the bedside table lay {itemFull}, very nearly finished.>
<2-9:It was nearly finished.>
<grown:Auntie Bramble the hedgehog had knitted scarves for everyone last winter, so now the whole village was making her a quilt, one square each.><little:The whole village was making a quilt for Auntie Bramble.
One square each.>
<2-9:The mice had sewn theirs, and the moles, and the ducks.
Only {name's} square[, the {colour} one,] had a loose thread.><10-12:The mice had sewn theirs, and so had the moles and the ducks; only {name's} square[, the {colour} one,] still had a loose thread.>
<2-9:{Companion} held the corners flat while {name} sewed three last stitches.
"Done!" said {name}.
"Now let's {goal}."><10-12:{Companion} held the corners flat while {name} sewed three final stitches.
"Done," said {name} with satisfaction. "Now let's {goal}.">

:: setup teamwork.village-quilt.s.w3buah
setting: kitchen

<little:A mouse in a thimble hat scurried across the table. She was pulling {item}!><grown:A mouse in a thimble hat scurried across the kitchen table, pulling {itemFull}.>
<2-9:"Help!" she squeaked.
"It's the last square for Auntie Bramble's quilt.
Everyone made one!
But my paws are too small for the big needle."><10-12:"Help!" she squeaked. "It's the last square for Auntie Bramble's quilt, and everyone made one, but my paws are too small for the big needle.">
<grown:So {name} threaded the needle, the mouse held the thread out straight, and {companion} kept the square flat.><little:{name} sewed.
The mouse held the thread.
{Companion} kept the square flat.>
<little:In and out went the needle. At last the corner was done!><grown:In and out went the needle[ and its {colour} thread], until the last corner was done.>
"Now," said {name}, "we'll {goal}."

:: payoff teamwork.village-quilt.p.1b801h4
setting: village

<little:The round door of the cottage glowed with candlelight.><grown:The round door of {destination} glowed with candlelight.>
<2-9:{name} knocked, and {recipient} opened it.
On her table lay a big quilt.><10-12:{name} knocked, and {recipient} opened it; on her table lay a big quilt.>
<grown:There were mouse squares, mole squares and duck squares, and right in the middle was one empty gap.><little:It had one gap in the middle.>
<2-9:{name} took out {item} and laid it in the gap.
It fitted exactly.><10-12:{name} took out {item} and laid it in the gap, where it fitted exactly.>
<grown:Auntie Bramble sewed it in with quick little stitches, while {name} and {companion} held the edges.><little:{Friends} held the edges.
Stitch, stitch.
Done!>
"Every friend made a piece," she said, "and now it's whole."

:: payoff teamwork.village-quilt.p.1198hpl
setting: village

<little:Inside the cottage, the neighbours had squeezed in to wait. Mice, moles, and a duck!><grown:Inside {destination}, the neighbours had squeezed in to wait: mice on the shelves, moles by the fire, a duck in the doorway.>
"Here it is!" said {name}, holding up {item}.
{recipient} clapped her small paws and stitched it in.
Then everyone took hold of an edge, {companion} beside {name}.
<grown:On the count of three, they shook it out.
The quilt floated down over Auntie Bramble's armchair like a soft, bright cloud.><little:One, two, three, flap!
Down it floated.> "{refrain}," said Auntie Bramble, snuggling in.
<8-9:She looked at every square in turn, and knew exactly who had made each one.><10-12:She studied every square in turn, smiling, and knew exactly who had stitched each one, as surely as if they had signed it.>

:: quest star-net
item: the silver net
itemFull: the star-catchers' silver net, as light as a cobweb
itemHeld: <little:over {their} shoulder><grown:over {their} shoulder, rolled up tight>
itemTell: <little:shimmered like moonlight><grown:shimmered like moonlight on water>
recipient: Captain Whisk
destination: <little:Starfall Hill><grown:the top of Starfall Hill>
goal: take the silver net to Captain Whisk
refrain: Four corners make one net

:: setup teamwork.star-net.s.1awfxwz
setting: bedroom

Tonight the stars would fall, and {name} had been waiting all week.
<little:Under the bed lay {item}, wrapped in tissue. It was as light as a cobweb.><grown:Under the bed, wrapped in tissue paper, lay {itemFull}.>
<grown:Captain Whisk, the leader of the star-catcher mice, had left it there for safe keeping.><little:Captain Whisk the mouse had left it there.>
<little:"A net has four corners," the captain had said. "But we are only three."><grown:"A net has four corners," the captain had said, "but there are only three of us.">
<2-9:So {name} had made a promise.
{name} rolled the net over one shoulder[ of {their} {colour} dressing gown].><10-12:So {name} had made a promise, and now {name} rolled the net over one shoulder[ of {their} {colour} dressing gown].>
<2-9:"I'm the fourth," {name} told {companion}.
"Let's {goal}."><10-12:"I'm the fourth," {name} told {companion}, "so let's {goal}.">

:: setup teamwork.star-net.s.2cxq0j
setting: garden

<2-9:A tiny mouse in an acorn-cup helmet stood on the garden wall.
"Star-catcher Number Three, reporting!" she squeaked.
{Companion} saluted, very seriously.><10-12:On the garden wall stood a tiny mouse in an acorn-cup helmet, who squeaked, "Star-catcher Number Three, reporting!"
{Companion} saluted with great solemnity.>
"The stars fall at midnight.
Captain Whisk says don't forget the net, and don't forget your promise!"
<grown:{name} gasped and ran to the shed.
There on the door hung {itemFull}.><little:{name} ran to the shed.
There hung {itemFull}.>
"Four corners, four catchers," said the mouse, "and you're our fourth!"
<2-9:Off she dashed.
"Come on," said {name}[, pulling on {their} {colour} wellies].
"We have to {goal}."><10-12:Off she dashed, and {name} said[, pulling on {their} {colour} wellies], "Come on, we have to {goal}.">

:: payoff teamwork.star-net.p.1vzjkzb
setting: hilltop

<little:On Starfall Hill, three mice sat in the grass, looking up.><grown:At {destination}, three mice sat in the grass, looking up.>
"You came!" cried {recipient}.
<little:{name} unrolled {item}. Everyone took a corner: one, two, three mice, and {name}!><grown:{name} unrolled {item}, and everyone took a corner: one mouse, two mice, three mice, and {name}.>
<2-9:{Companion} stood in the middle and watched the sky.
"Left a bit!
Now back!"
Whoosh!
A tiny star fell, and plop, it landed softly in the net.><10-12:{Companion} stood in the middle, watching the sky and calling, "Left a bit, now back," until, with a whoosh, a tiny star fell and landed, plop, softly in the net.>
<grown:Then came another, and another, until the net glowed like a basket of fireflies.><little:Plop!
Plop!
More stars fell in.>[ They sparkled in {name's} {eyes} eyes.] "{refrain}," said the captain happily.

:: payoff teamwork.star-net.p.1cn7vpn
setting: hilltop

<little:The wind blew over Starfall Hill. The grass shone silver.><grown:The wind blew across {destination}, and the grass shone silver.>
<2-9:{recipient} saluted with one small paw.
"Star-catcher Number Four, you kept your promise!"
{name} shook out {item}.
Each catcher took a corner and pulled it tight.
Then they waited, very still.><10-12:{recipient} saluted with one small paw and declared, "Star-catcher Number Four, you kept your promise!"
{name} shook out {item}, each catcher took a corner and pulled it tight, and then they waited, perfectly still.>
"Here comes one," whispered {companion}.
<grown:A star came sliding down the sky like a drop of honey, and all four of them stepped left together, and caught it.><little:Down came a star.
Step, step, catch!>
<8-9:With three corners it would have slipped straight through; it needed every one of them, and that was the best part.><10-12:With only three corners it would have slipped straight through, and {name} liked knowing that it had needed every one of them.>
The star blinked at {name}, then floated home to the sky.

:: quest ant-home
item: the little ant
itemFull: a tiny lost ant called Dot
itemHeld: <little:on {their} sleeve><grown:on the cuff of {their} sleeve>
itemTell: waved two tiny feelers
recipient: the Ant Queen
destination: <little:the ant hill><grown:the ant hill by the old gate>
goal: take the little ant home to the Ant Queen
refrain: Left, right, side by side

:: setup teamwork.ant-home.s.1mk4sry
setting: garden

<2-9:A long line of ants was marching home across the garden path.
Left, right, left, right.
But one tiny ant was running round in circles.
It was {itemFull}.><10-12:A long line of ants was marching home across the garden path, left, right, left, right, but one tiny ant, {itemFull}, was running round in circles.>
<little:"I stopped to look at a ladybird," Dot sniffed. "Now my line has gone."><grown:"I stopped to look at a ladybird," Dot sniffed, "and now my line has gone.">
<little:{name} held out a finger, and Dot climbed on.><grown:{name} held out a finger, and Dot climbed on[, tiny against {their} {colour} sleeve].>
<grown:"Ants do everything as a team," said {companion}, "so Dot will be missing hers terribly."><little:"Dot needs her team," said {companion}.>
<little:"Don't worry, Dot," said {name}. "We'll {goal}."><grown:"Then we'll {goal}," said {name}.>

:: setup teamwork.ant-home.s.1iri3pj
setting: bedroom

<2-9:Something small was walking across {name's} pillow.
It was {itemFull}, crying tiny tears.[ {name's} {eyes} eyes had to squint to see her.]><10-12:Something small was walking across {name's} pillow: {itemFull}, crying tiny tears.[ {name's} {eyes} eyes had to squint to see her.]>
<little:"I was carrying a leaf with my sisters," she said. "The wind blew me in here."><grown:"I was carrying a leaf with my sisters," she said, "and the wind blew me in here.">
<grown:Her voice was as small as a crumb.
"Now there's a gap in the line, and nobody to hold my end of the leaf."><little:"Now my line has a gap," she sniffed.>
<grown:{name} held out a sleeve, and Dot climbed onto the cuff, light as a speck of dust.><little:Dot climbed onto {name's} sleeve.>
<2-9:"Don't worry," said {companion} gently.
"We'll {goal}," said {name}.><10-12:"Don't worry," said {companion} gently, and {name} added, "We'll {goal}.">

:: payoff teamwork.ant-home.p.18thxk6
setting: meadow

<little:At the ant hill, ants rushed about with tiny torches. "Dot!><grown:At {destination}, ants were rushing about with tiny torches, calling, "Dot!>
Dot!"
<little:{name} knelt down. {item} ran down {their} finger onto the sand.><grown:{name} knelt down[, {their} {hair} hair brushing the grass], and {item} ran down {their} finger onto the sand.>
A hundred ants cheered, and {companion} cheered with them.
<little:Then out came {recipient}, with a crown like a dewdrop.><grown:Then out came {recipient}, tall and shiny, with a crown like a dewdrop.>
<2-9:"Every ant matters," she said.
"When one is missing, the whole team feels it."><10-12:"Every ant matters," she said, "and when one is missing, the whole team feels it.">
<grown:The ants lifted Dot up high and carried her into the hill, singing.><little:The ants carried Dot in, singing.> "{refrain}," whispered {name}.

:: payoff teamwork.ant-home.p.1gugkkp
setting: meadow

<2-9:{destination} was very quiet.><10-12:{destination} was very quiet, and a line of worried ants stood outside, with a gap in the middle.>
<little:Outside stood a line of worried ants. There was a gap in the middle.><6-9:A line of worried ants stood outside, with a gap in the middle.>
{name} and {companion} crouched low.
<little:"I think this is yours," said {name}. {item} hopped into the gap.><grown:"I think this belongs to you," said {name}, and {item} hopped off into the gap.>
<2-9:The line was whole again!
{recipient} came out to look.><10-12:The line was whole again, and {recipient} came out to look.>
<grown:"Thank you for bringing her home," said the queen.
"A line with a gap in it is not really a line at all."><little:"Thank you," said the queen.
"Dot is home!">
Then all the ants marched in together, left, right, left, right.
<8-9:{name} watched until the very last one had gone inside, Dot's tiny feelers waving goodbye.><10-12:{name} stayed crouched in the grass until the last ant had marched inside, Dot's tiny feelers waving goodbye.>

:: quest cart-wheel
item: the little wheel
itemFull: the little wooden wheel from Farmer Barleycorn's cart
itemHeld: under {their} arm
itemTell: <little:gave a happy spin><grown:gave a happy little spin>
recipient: Farmer Barleycorn
destination: <little:the cornfield barn><grown:the little barn in the cornfield>
goal: take the mended wheel back to Farmer Barleycorn
refrain: Round and round, and all together

:: setup teamwork.cart-wheel.s.4m57od
setting: kitchen

<little:On the kitchen table sat a little wooden wheel.><6-9:On the kitchen table sat {itemFull}.>
<2-9:One spoke had snapped right in two.
"The harvest mice brought it," said {companion}.
"Their cart can't carry the corn home without it."><10-12:On the kitchen table sat {itemFull}, one spoke snapped clean in two.
"The harvest mice brought it," explained {companion}, "because their cart can't carry the corn home without it.">
<little:{name} found a straight twig and a ball of string.><grown:{name} found a straight twig and a ball of string[, {colour}, from the craft box].>
<grown:Mending it took two: {companion} held the wheel still, and {name} bound the twig in place, round and round, and tied a good tight knot.><little:{Companion} held it still.
{name} tied the string.
Round and round!>
<2-9:The wheel was whole again.
"Now," said {name}, "let's {goal}."><10-12:Once the wheel was whole again, {name} said, "Now let's {goal}.">

:: setup teamwork.cart-wheel.s.1hd2di3
setting: garden

<2-9:A harvest mouse came running across the garden.
"Our cart wheel broke!" she panted.
"The corn is all picked, and Farmer Barleycorn can't get it home."><10-12:A harvest mouse came hurrying across the garden, panting that her cart wheel had broken, so Farmer Barleycorn could not get the newly picked corn home.>
<little:She rolled {item} to {name's} feet.><6-9:She rolled {itemFull} to {name's} feet.>
<2-9:One spoke was cracked right through.><10-12:She rolled {itemFull} to {name's} feet; one spoke was cracked right through.>
<grown:{name} had an idea: a straight stick to hold it, and string to bind it.><little:{name} had an idea.
A stick and some string!>
<little:The mouse held the stick. {Companion} held the wheel. {name} tied the knots.><grown:The mouse held the stick, {companion} held the wheel, and {name} tied the knots[, {their} {eyes} eyes narrowed in concentration].>
"Now let's {goal}," said {name}.

:: payoff teamwork.cart-wheel.p.is1gwt
setting: farm

<little:By the barn stood a little cart, piled high with corn. It leaned to one side.><grown:Outside {destination} stood a little cart piled high with corn, leaning on one side.>
<2-9:{recipient} was waiting, whiskers drooping.
"My wheel!" he cried.
{name} rolled {item} across.><10-12:{recipient} was waiting, whiskers drooping, but when {name} rolled {item} across, he cried, "My wheel!">
<little:Then everyone lifted the cart. Mice in front, mice behind, and {companion} in the middle!><grown:Then everyone helped to lift the cart: mice at the front, mice at the back, and {companion} in the middle.>
<grown:{name} pushed the wheel onto its axle, and Farmer Barleycorn tapped in the peg.><little:On went the wheel.
Tap went the peg.>
<little:All the mice pulled together. Into the barn rolled the cart, creak, creak!><grown:All the mice pulled together, and the cart rolled into the barn, creak, creak, round and round.>

:: payoff teamwork.cart-wheel.p.1izupxc
setting: farm

<2-9:Lanterns glowed at {destination}.><10-12:Lanterns glowed at {destination}, where {recipient} and his harvest mice sat on a heap of corn, too tired to carry it.>
<little:{recipient} and his mice sat on a heap of corn. They were too tired to carry it.><6-9:{recipient} and his harvest mice sat on a heap of corn, too tired to carry it.>
<2-9:{name} held up {item}.
"Mended!"><10-12:{name} held up {item} and announced, "Mended!">
<little:The mice squeaked with joy. Together they fitted the wheel to the cart.><grown:The mice squeaked with joy, and together they fitted the wheel to the cart.>
Then {recipient} handed {name} the front rope.
"You pull, we'll push," he said.<little:[ There was a {colour} ribbon on the rope for {name}.]><grown:[ The mice had tied a {colour} ribbon to the rope, just for {name}.]>
<grown:So {name} pulled, the mice pushed, {companion} steadied the load, and the little cart rolled into the barn.><little:Pull, push, roll!
{Companion} helped the mice push.
In went the cart.> "{refrain}," sang the mice.

:: quest bridge-plan
item: the birch-bark plan
itemFull: the birch-bark plan for the new bridge
itemHeld: <little:inside {their} pyjama top><grown:inside {their} pyjama top, rolled up small>
itemTell: <little:gave a dry crackle><grown:gave a dry little crackle>
recipient: Alder Beaver
destination: <little:the half-built bridge><grown:the half-built bridge at Willow Bend>
goal: carry the birch-bark plan to Alder Beaver
refrain: Two halves make one bridge

:: setup teamwork.bridge-plan.s.nwqicc
setting: garden

<2-9:A beaver in a builder's hat waved from the garden gate.
"Message!" she called.><10-12:A beaver in a builder's hat waved from the garden gate, calling, "Message!">
<little:"My team is building half a bridge. Alder Beaver's team is building the other half.><grown:"My team is building half a bridge, and Alder Beaver's team is building the other half, from the far bank.>
But they haven't got the plan!"
She held out {itemFull}.
<grown:"If they don't follow it, the two halves won't meet.
I can't leave my team, and the river's too wide to shout across."><little:"Without it, the halves won't meet!">
{Companion} fetched the lantern.
{name} took the plan carefully.[ The beaver peered at {name's} {colour} pyjamas.
"Good.
Easy to spot in the dark."]
"We'll {goal}," {name} promised.

:: setup teamwork.bridge-plan.s.1xxfbze
setting: bedroom

Tap, tap.
<little:A duck was at the window. She had a roll of bark in her beak.><grown:A duck was at the window with a roll of bark in her beak.>
<little:It was {item}, covered in logs and arrows.><grown:It was {itemFull}, covered in drawings of logs and arrows.>
<grown:"The beavers on this bank drew it for the beavers on the far bank," the duck quacked, "but I'm a swimmer, not a walker, and the path goes over the hill."><little:"It's for the beavers on the far bank," quacked the duck.>
"Without it, the two halves will never meet," said {companion}.
"Then let's {goal}," said {name}.
<8-9:{name} unrolled it a little, just enough to see a small, careful drawing of a bridge with two halves meeting in the middle.><10-12:{name} unrolled it a little, just enough to glimpse a careful drawing of two half-bridges reaching out to meet in the middle.>

:: payoff teamwork.bridge-plan.p.akbi19
setting: river

<little:At Willow Bend, two half-bridges stuck out from the banks. They did not meet!><grown:At {destination}, two half-bridges stuck out from the banks, and they did not point at each other.>
<2-9:{recipient} was scratching his head.
"Message for you!" called {name}, and held up {item}.
"Aha!
A little to the left!"><10-12:{recipient} was scratching his head in bewilderment until {name} called, "Message for you!" and held up {item}.
"Aha," he exclaimed, "a little to the left!">
<little:Both teams set to work. {name} and {companion} passed the logs along.><grown:Both teams set to work, and {name} and {companion} passed the logs along.>
<grown:Mud was patted down, and slowly the two halves crept closer, until they met in the middle with a soft bump.><little:Closer, closer, bump!
The halves met.> "{refrain}," said {recipient}, grinning.

:: payoff teamwork.bridge-plan.p.hfq4hs
setting: river

The moon shone on {destination}.
<little:Beavers were busy on both banks. But nobody knew where to build next.><grown:Beavers were busy on both banks, but nobody knew where to build next.>
<little:{name} gave {item} to {recipient}. He spread it out on a flat stone.><grown:{name} gave {item} to {recipient}, who spread it out on a flat stone.>
"So that's the plan!"
He called it across the river, and the other team called back.
<grown:{name} helped to pass the sticks, and {companion} held the last log steady while beavers from both sides pressed it into place.><little:{name} passed sticks.
{Companion} held a big log steady.
In went the last log.>
<little:The bridge was done! {name} was the first to walk across.><grown:The bridge was done, and {name} was the first to walk across[ in {their} {colour} slippers].>
<8-9:Halfway over, {name} stopped and stamped, just to feel how firmly the two halves held each other.><10-12:Halfway over, {name} gave a deliberate stamp, partly to test it and partly for the pleasure of feeling the two halves hold.>

:: quest relay-lantern
item: the relay lantern
itemFull: the little lantern of the Night Lantern Run
itemHeld: <little:round {their} wrist><grown:on its loop round {their} wrist>
itemTell: glowed a little brighter
recipient: Granny Moth
destination: <little:the great lamp><grown:the great lamp in the village square>
goal: carry the relay lantern to Granny Moth
refrain: Hand to hand, the light goes on

:: setup teamwork.relay-lantern.s.15q0v0z
setting: garden

<little:Over the wall came a hedgehog, holding up a lantern.><6-9:Over the garden wall came a hedgehog with a little lantern held high.>
<2-9:"Lantern Run!" he panted.><10-12:Over the garden wall came a hedgehog with a little lantern held high, panting, "Lantern Run!">
<grown:"The light goes from friend to friend, all round the valley, to Granny Moth.
The frogs gave it to the mice, the mice gave it to me, and now it's your turn."><little:"The light goes from friend to friend, to Granny Moth.
Now it's your turn.">
<little:He hung {item} on {name's} wrist.><grown:He hung {itemFull} on {name's} wrist.>
<grown:The little flame flickered, as if it knew how many friends had carried it.><little:The flame flickered, warm and gold.>[ The light made {name's} {eyes} eyes shine.]
<2-9:{Companion} shaded the flame from the wind.
"Let's {goal}," said {name}.><10-12:{Companion} shaded the flame from the wind as {name} said, "Let's {goal}.">

:: setup teamwork.relay-lantern.s.1pbcxt9
setting: bedroom

<2-9:A soft glow bobbed past the window, up and down.
{Companion} spotted it first, and {name} opened the curtains.><10-12:A soft glow bobbed past the window, up and down; {companion} spotted it first, and {name} drew back the curtains.>
<little:A line of mice stood on the sill. The first one held {item}.><grown:A line of mice stood on the windowsill, and the first one held {itemFull}.>
<grown:"It's the Lantern Run," she whispered.
"Everyone carries the light a little way, and nobody carries it alone.
The next bit is yours."><little:"Everyone carries it a bit," she said.
"Now it's your turn.">
<2-9:She passed it across with care.><10-12:She passed it across with great care, and {name} slipped the loop round {their} wrist[, just above {their} {colour} pyjama cuff].>
<little:{name} slipped the loop round {their} wrist.><6-9:{name} slipped the loop round {their} wrist[, just above {their} {colour} pyjama cuff].>
"We'll {goal}," {name} promised.

:: payoff teamwork.relay-lantern.p.t1o5k7
setting: village

<2-9:The village square was full of creatures in their nightclothes, all waiting.
In the middle stood the great lamp, dark and cold.
Beside it, on a tall stool, sat {recipient}.><10-12:The village square was full of creatures in their nightclothes, all waiting, and in the middle stood the great lamp, dark and cold, with {recipient} beside it on a tall stool.>
<little:{Companion} cleared a path. {name} walked through the crowd with {item}.><grown:{Companion} cleared a path, and {name} walked through the crowd with {item}[, {their} {eyes} eyes shining in its light].>
<2-9:"From every friend in the valley," said Granny Moth softly.
She tipped its little flame to the great lamp.
Whoomph!><10-12:"From every friend in the valley," said Granny Moth softly, and she tipped its little flame to the great lamp, which caught with a whoomph.>
<grown:Golden light spilled over every face: frogs, mice, a hedgehog, and everyone who had carried it.><little:Light shone on every face.> "{refrain}," everyone sang.

:: payoff teamwork.relay-lantern.p.1wk7txi
setting: village

<little:By the great lamp waited {recipient}, her grey wings folded.><grown:At {destination}, {recipient} was waiting, her soft grey wings folded.>
"Here it comes!" someone shouted.
<little:Everyone who had carried the lantern was there. Frogs, mice, a hedgehog, a duck!><grown:Everyone who had carried the lantern that night was there to see: frogs, mice, a hedgehog, a duck.>
<2-9:{name} held out {item}.
"Do the last bit with me," said Granny Moth.><10-12:{name} held out {item}, and Granny Moth said, "Do the last bit with me.">
<grown:So {name} lifted the lantern, Granny Moth guided it with one wing, and together they lit the wick of the great lamp.><little:Together they lit the great lamp.
Glow!>
<2-9:The whole square turned gold.
{Companion} grinned at {name} in the golden light.><10-12:The whole square turned gold, and {companion} grinned at {name} in the warm light.>
<8-9:It was one small flame, but every single friend had helped to carry it there.><10-12:It was only one small flame, {name} thought, but it had passed through so many paws and hands to get here.>

:: quest golden-acorn
item: the golden acorn
itemFull: a golden acorn from the oldest oak in the wood
itemHeld: deep in {their} pocket
itemTell: <little:gave a happy gleam><grown:gave a warm, happy gleam>
recipient: Mrs Sorrel
destination: <little:the old mill field><grown:the empty field by the old mill>
goal: take the golden acorn to Mrs Sorrel
refrain: One small seed, and many friends

:: setup teamwork.golden-acorn.s.9rmf8x
setting: garden

<2-9:Plop!
Something fell from the sky into the garden.><10-12:With a plop, something fell from the sky into the garden.>
<little:It was a golden acorn, glowing softly!><grown:It was {itemFull}, glowing softly[ and turning {name's} {hair} hair to gold].>
<2-9:A squirrel was dangling from the washing line by a tangled tail.
"I was taking that to Mrs Sorrel!" the squirrel cried.><10-12:A squirrel was dangling from the washing line by a tangled tail, crying, "I was taking that to Mrs Sorrel!">
<little:"Tonight everyone is planting a new wood. The golden acorn goes in the middle."><grown:"Tonight everyone is planting a brand-new wood, and the golden acorn goes in the middle.">
<grown:{name} untangled the tail, while {companion} made sure the squirrel landed softly.><little:{name} untangled the tail.
{Companion} helped the squirrel down gently.>
<2-9:"You rest," said {name}.
"We'll {goal}."><10-12:"You rest," said {name}, "and we'll {goal}.">

:: setup teamwork.golden-acorn.s.7v4squ
setting: bedroom

On {name's} pillow lay a letter in big, muddy letters.
"Dear {name}," it said.
"Tonight we plant a new wood.
<little:The moles will dig. The ducks will water. The hedgehogs will pat the earth.><grown:The moles will dig, the ducks will water, and the hedgehogs will pat the earth.>
Will you bring the acorn?
Love, Mrs Sorrel."[ Under the name was a {colour} heart.]
<little:Tucked inside was {item}.><6-9:Tucked inside was {itemFull}.>
<6-9:It shone in the moonlight like a tiny lamp.><little:It shone like a tiny lamp.><10-12:Tucked inside was {itemFull}, which shone in the moonlight like a tiny lamp.>
"Everyone has a job," said {companion}, "and that one's ours."
"Then let's {goal}," said {name}.

:: payoff teamwork.golden-acorn.p.j2ajeb
setting: meadow

<little:The field was full of friends with spades and buckets.><grown:At {destination}, the moonlight showed a crowd with spades and buckets.>
<2-9:{recipient} the badger waved to {name} and {companion}.
"Here's our acorn!"><10-12:{recipient} the badger waved to {name} and {companion}, calling, "Here's our acorn!">
<2-9:The moles dug a neat little hole.><10-12:The moles dug a neat little hole, and {name} took out {item} and set it in, right in the middle.>
<little:{name} set {item} in, right in the middle.><6-9:{name} took out {item} and set it in, right in the middle.>
<2-9:The hedgehogs pushed the earth back, and the ducks tipped their buckets.
Splash!><10-12:The hedgehogs pushed the earth back, and the ducks tipped their buckets with a splash.>
<grown:Then everyone patted the soil together, paws and hands and webbed feet, until it was smooth and snug.><little:Pat, pat, pat.
All together.> "{refrain}," said Mrs Sorrel softly.[ {name's} {colour} slippers were muddy, and {name} didn't mind a bit.]

:: payoff teamwork.golden-acorn.p.28psnj
setting: meadow

<little:{recipient} was waiting in the field, leaning on a spade.><grown:{recipient} was waiting at {destination}, leaning on a spade.>
<grown:All round her were rows of tiny holes, each with a small brown acorn inside.><little:There were rows of little holes.>
<little:"The golden one goes in the middle," said the badger. "The others will grow round it."><grown:"The golden one goes in the middle," said the badger, "so the others can grow up round it.">
{name} knelt and put {item} in its place.
<grown:The moles covered it, the ducks watered it, and {companion} helped {name} pat it down.><little:Cover, water, pat.
{Friends} patted the soil flat.
Done!>
Then a tiny green shoot peeped up and unfolded one leaf.
<8-9:One day this would be a whole wood, and everyone here would be able to say: I helped plant that.><10-12:One day this would be a whole wood, and every one of them could point at it and proudly say: I helped plant that.>

:: quest maypole-ribbon
item: the golden ribbon
itemFull: the last golden ribbon for the Moonlight Maypole
itemHeld: <little:rolled in {their} pocket><grown:rolled up in {their} pocket>
itemTell: fluttered one shiny end
recipient: Primrose Hare
destination: <little:the maypole><grown:the maypole on the village green>
goal: take the golden ribbon to Primrose Hare
refrain: Over, under, round we go

:: setup teamwork.maypole-ribbon.s.fence
setting: garden

<2-9:Something shiny was fluttering on the garden fence.
{name} untangled it[, {their} {eyes} eyes wide].
It was {itemFull}!><10-12:Something shiny was fluttering on the garden fence, and when {name} untangled it[, {their} {eyes} eyes wide], it turned out to be {itemFull}.>
<grown:The wind had snatched it from the village green, where Primrose Hare was getting ready for the Moonlight Dance.><little:The wind had blown it all the way from the village green.>
"Every dancer holds one ribbon," said {companion}.
<little:"They skip round the pole, over and under. The ribbons make a plait."><grown:"They skip round the pole, over and under, and the ribbons make a plait.">
<grown:"Without this one, the whole dance will end up in a tangle."><little:"Without this one, the dance goes wrong.">
<2-9:{name} rolled it up carefully.
"Then we'll {goal}," {they} said.><10-12:{name} rolled it up carefully, and {they} said, "Then we'll {goal}.">

:: setup teamwork.maypole-ribbon.s.window
setting: bedroom

Tap, tap, tap.
A mouse in a daisy crown was knocking on the bedroom window.
<little:Behind her trailed {item}, in a long, shiny tangle.><grown:Behind her trailed {itemFull}, in a long, shiny tangle.>
<little:"It blew off the maypole," she puffed. "It's much too long for me.><grown:"It blew off the maypole," she puffed, "and it's much too long for me.>
I keep tripping over it!"
<grown:"Tonight is the Moonlight Dance, and every creature holds a ribbon, so Primrose Hare can't start without this one."><little:"The dance can't start without it," she said.>
<little:{Companion} held one end. {name} wound it into a neat roll.><grown:{Companion} held one end while {name} wound it into a neat roll[ and tucked it into {their} {colour} pyjama pocket].>
"We'll {goal}," said {name}.
<8-9:The mouse was so relieved that she did a little twirl on the windowsill, and nearly fell off.><10-12:The mouse was so relieved that she twirled on the windowsill, and {name} had to steady her with one finger.>

:: payoff teamwork.maypole-ribbon.p.green
setting: village

<little:Lanterns hung round the maypole. The dancers were waiting.><grown:Lanterns hung round {destination}, where the dancers were waiting.>
<2-9:Each one held a ribbon, but one was missing.
"There it is!" cried {recipient}.><10-12:Each one held a ribbon, but one was missing, until {recipient} cried, "There it is!">
<little:{name} took out {item}. Up a ladder hopped Primrose to tie it on.><grown:{name} took out {item}, and Primrose hopped up a ladder to tie it on.>
"You carried it," she said, "so you dance it."
<grown:Round they all went, {name} and {companion} too, over and under, over and under.><little:{Friends} danced round the pole too.
Skip, skip!
Over and under!>
Slowly the ribbons wove a shining plait down the pole.[ {name's} {hair} hair bounced with every skip.]
"{refrain}," everyone sang.

:: payoff teamwork.maypole-ribbon.p.plait
setting: village

<little:The moon shone on the maypole. The dancers stood in a ring.><grown:The moon shone on {destination}, where the dancers stood in a ring.>
{recipient} hurried over.
"My golden ribbon!
Now the dance can begin."
<little:{name} handed over {item}. She tied it on and gave the end back.><grown:{name} handed over {item}, and she tied it on and gave the end back to {name}.>
<grown:A frog played a little pipe, and everyone skipped, some one way and some the other, ducking under and stepping over.><little:A frog played a tune.
Everyone skipped, in and out.>
{Companion} danced beside {name}, and nobody got in a tangle.
<8-9:{name} looked up and could see exactly where the golden ribbon wove in and out of everyone else's.><10-12:Looking up, {name} could follow the golden ribbon exactly, weaving in and out of everyone else's until the pattern was complete.>
Then they all sat down on the grass, puffed and happy.

:: quest puppet-moon
item: the moon puppet
itemFull: the little moon puppet on its silver stick
itemHeld: <little:tucked in {their} belt><grown:tucked into {their} dressing-gown belt>
itemTell: <little:gave a silvery wink><grown:gave a small, silvery wink>
recipient: Uncle Fennel
destination: <little:the puppet theatre><grown:the puppet theatre in the hollow oak>
goal: take the moon puppet to Uncle Fennel
refrain: One hand each, and on with the show

:: setup teamwork.puppet-moon.s.shelf
setting: bedroom

<little:On the shelf sat {item}, drying on its silver stick.><grown:On the bedroom shelf, drying, sat {itemFull}.>
<little:{name} had painted its sleepy face that afternoon.><grown:{name} had painted its sleepy face that afternoon[, with a smile in {colour} paint].>
<grown:Tonight Uncle Fennel the hedgehog was putting on a puppet show, and everyone had a job: the mice would pull the curtain, the glow-worms would be the lights, and the frogs would do the voices.><little:Tonight was Uncle Fennel's puppet show.
The mice had the curtain.
The frogs had the voices.>
<2-9:"And you have the moon," said {companion}.
"The show ends when the moon comes up."
{name} touched the paint with one finger.
Dry!><10-12:"And you have the moon," said {companion}, "because the show ends when the moon comes up."
{name} touched the paint with one finger and found it dry.>
"Then let's {goal}," said {name}.

:: setup teamwork.puppet-moon.s.bench
setting: garden

<little:A frog in a spotty bow tie hopped by the bench.><grown:A frog in a spotty bow tie hopped about by the garden bench.>
<2-9:"Have you seen the moon?" he croaked.
{name} and {companion} both pointed up at the sky.
"Not that one!
The puppet one!"><10-12:"Have you seen the moon?" he croaked, and when {name} and {companion} both pointed up at the sky, he added hastily, "Not that one, the puppet one!">
<little:There, under the bench, lay {item}!><6-9:There, under the bench, lay {itemFull}.>
<6-9:"Uncle Fennel dropped it here," said the frog, "and the show can't end without it."><little:"Uncle Fennel dropped it," said the frog.
"The show needs it!"><10-12:"Uncle Fennel dropped it here," said the frog, pointing to {itemFull} beneath the bench, "and the show can't end without it.">
<6-9:"The mice do the curtain and I do the voices," he said.
"Will you do the moon?"><10-12:"The mice do the curtain and I do the voices," he explained, "so will you do the moon?"><little:"Will you hold the moon?" he asked.>
<2-9:"Yes, please," said {name}[, {their} {eyes} eyes shining].
"Let's {goal}."><10-12:"Yes, please," said {name}[, {their} {eyes} eyes shining], "let's {goal}.">

:: payoff teamwork.puppet-moon.p.curtain
setting: forest

<little:Glow-worms twinkled in the hollow oak. Baby hedgehogs sat on acorn cups.><grown:Glow-worms twinkled inside {destination}, where baby hedgehogs sat on acorn cups.>
<2-9:{recipient} peeped round the curtain.
"The moon!
Just in time!"><10-12:{recipient} peeped round the curtain and exclaimed, "The moon, and just in time!">
<little:{name} gave {item} to Uncle Fennel. He handed it straight back.><grown:{name} gave {item} to Uncle Fennel, who handed it straight back.>
"You brought it, so you raise it."
<grown:The mice pulled the curtain, the glow-worms shone brighter, the frogs did the voices, and at last {name} lifted the moon over the painted hills.><little:Swish went the curtain.
Glow went the glow-worms.
Up came the moon.>
<little:"{refrain}," whispered Uncle Fennel. {Companion} and the babies yawned.><grown:"{refrain}," whispered Uncle Fennel, as {companion} and the babies began to yawn.>

:: payoff teamwork.puppet-moon.p.wings
setting: forest

<little:At the puppet theatre, the show was nearly over.><grown:At {destination}, the show was nearly over.>
<little:The painted sun had set. The baby mice were yawning.><grown:The painted sun had set, and the baby mice in the front row were yawning.>
{recipient} was waiting behind the curtain, looking worried.
"We can't finish without a moon," he whispered.
{name} held out {item}.
<grown:Uncle Fennel held one end of the stick, {name} held the other, and {companion} held a glow-worm lamp.><little:Uncle Fennel held one end.
{name} held the other.
{Companion} held a little lamp.>
Slowly, slowly, the moon rose over the cardboard hills.[ It shone on {name's} {hair} hair.]
<8-9:It was only a paper moon, but it took three friends to lift it, and every baby in the front row fell asleep beneath it.><10-12:It was only a paper moon, but it took three to lift it, and not one baby mouse stayed awake to see it set.>

:: quest moonlight-cake
item: the sugar star
itemFull: the sugar star for the top of the Moonlight Cake
itemHeld: <little:in {their} pocket><grown:in a little paper box in {their} pocket>
itemTell: gave a sugary sparkle
recipient: Mrs Crumble
destination: <little:the long orchard table><grown:the long table in the old orchard>
goal: take the sugar star to Mrs Crumble
refrain: A bit from me, a bit from you

:: setup teamwork.moonlight-cake.s.icing
setting: kitchen

<little:On the table sat {item}.><6-9:On the kitchen table lay {itemFull}.>
<little:{name} had made it with icing and a star cutter.><6-9:{name} had made it after tea, with icing and a star-shaped cutter[ and a sprinkle of {colour} sugar].><10-12:On the kitchen table lay {itemFull}, which {name} had made after tea with icing and a star-shaped cutter[ and a sprinkle of {colour} sugar].>
<grown:Mrs Crumble the badger was baking a giant cake, and everyone was helping.
The hens gave eggs, the bees gave honey, and the mice brought flour, one thimble at a time.><little:Mrs Crumble was baking a big cake.
Eggs from the hens.
Honey from the bees.>
"And the star on top is from you," said {companion}.
<2-9:{name} laid it in a little paper box, very gently.
"Let's {goal}," said {name}.><10-12:{name} laid it very gently in a little paper box, then said, "Let's {goal}.">

:: setup teamwork.moonlight-cake.s.hen
setting: garden

<2-9:A small brown hen came clucking up the garden path.
"Mrs Crumble sent me," she said.><10-12:A small brown hen came clucking up the garden path and announced, "Mrs Crumble sent me.">
<grown:"The Moonlight Cake is baked.
We hens gave the eggs, the bees gave the honey, and the mice gave the flour.
But nobody has made the star for the top!"><little:"The cake is baked, but it has no star!">
<2-9:{name} had an idea.><10-12:{name} had an idea, and fetched a bowl of icing and a star-shaped cutter while {companion} held the bowl steady.>
<6-9:{name} fetched a bowl of icing and a star-shaped cutter, and {companion} held the bowl steady.><little:{name} fetched icing and a star cutter.
{Companion} held the bowl very still.
Press, lift, pop!>
<little:Soon there was a sugar star, sparkling in the lamplight.><grown:Soon there was {itemFull}, sparkling in the lamplight.>
"Now," said {name}, "let's {goal}."

:: payoff teamwork.moonlight-cake.p.lanterns
setting: orchard

<little:Lanterns swung in the apple trees above the long table.><grown:Lanterns swung in the apple trees above {destination}.>
On it stood the Moonlight Cake, smelling of honey.
<2-9:{recipient} the badger waved a wooden spoon.
"Here comes the star!"><10-12:{recipient} the badger waved a wooden spoon and announced, "Here comes the star!">
<little:{Companion} held the box. {name} opened it and gave her {item}.><grown:{Companion} held the little box while {name} opened it and gave her {item}.>
<little:Mrs Crumble lifted up the smallest mouse. The mouse set the star on top!><grown:Mrs Crumble lifted up the smallest mouse, who set the star on top.>
<grown:Then the hens passed the plates, the mice passed the forks, and {name} helped cut a slice for everyone.><little:Pass, pass, pass!
A slice for everyone.>
"{refrain}," hummed the bees.

:: payoff teamwork.moonlight-cake.p.slices
setting: orchard

<little:At the table sat the hens, the bees and the mice.><grown:At {destination}, the hens, the bees and the mice sat waiting.>
<2-9:But the top of the cake was bare.
{recipient} sighed.
"A Moonlight Cake needs a star."
{name} held out {item}.
"You put it on," said Mrs Crumble.
"You're the last helper."
{Companion} nudged {name} forward.><10-12:But the top of the cake was bare, and {recipient} sighed, "A Moonlight Cake needs a star."
{name} held out {item}, but Mrs Crumble said, "You put it on; you're the last helper," and {companion} nudged {name} forward.>
So {name} set it on top, right in the middle.[ It sparkled in {name's} {eyes} eyes.]
<grown:Eggs from the hens, honey from the bees, flour from the mice, and a star from {name}.><little:A bit from everyone!>
<8-9:Every slice, {name} thought, had a little of everyone in it.><10-12:Every slice, {name} thought contentedly, had a little of everyone baked into it.>
Then they all ate cake until the mice were yawning.

:: quest snowman-nose
item: the carrot
itemFull: a long orange carrot for the Great Snowman's nose
itemHeld: <little:in {their} pocket><grown:in {their} dressing-gown pocket, poking out at the top>
itemTell: <little:gave a cheerful bob><grown:gave a cheerful little bob>
recipient: Mr Frostwick
destination: <little:the wide snowy field><grown:the wide snowy field beyond the hills>
goal: take the carrot to Mr Frostwick
refrain: Big and small, we build it all

:: setup teamwork.snowman-nose.s.veg-patch
setting: garden
picture: none

<2-9:A stoat, white from nose to tail, hopped onto the garden wall.
"I'm Mr Frostwick," he said, bowing.><10-12:A stoat, white from nose to tail, hopped onto the garden wall and announced with a bow, "I'm Mr Frostwick.">
<grown:"Far over the hills, we're all building the Great Snowman.
The hares rolled the body and the voles rolled the head, but nobody has a nose for it."><little:"We're all building a big snowman.
But it has no nose!">
Off he dashed, to fetch more helpers.
<grown:In the vegetable patch, {name} tugged, with {companion} holding on behind, and up came {itemFull}.><little:{name} tugged.
{Companion} held on.
Up came {itemFull}.>
"{refrain}!" sang {name}.
"Quick, let's {goal}."

:: setup teamwork.snowman-nose.s.robin-buttons
setting: bedroom
picture: none

<little:Three robins landed on {name's} windowsill. Each had a black pebble in its beak.><grown:Three robins landed on {name's} windowsill, each with a shiny black pebble in its beak.>
"Buttons!" they chirped.
<grown:"They're for the Great Snowman, far over the hills.
Mr Frostwick is in charge, the hares are rolling and the voles are patting."><little:"For the Great Snowman.
Everybody is helping.">
"But nobody has a nose for it," sighed the smallest robin.
<little:{name} and {companion} tiptoed to the kitchen. They came back with a long orange carrot!><grown:{name} and {companion} tiptoed down to the kitchen, and came back with {itemFull}.[ It was almost as orange as {their} {colour} slippers.]>
<8-9:It felt good to be the one with exactly the right thing.><10-12:There was a particular satisfaction in having exactly the right thing at exactly the right moment.>
<2-9:"Leave it to us," {name} told the robins.
"We'll {goal}."><10-12:"Leave it to us," {name} assured the robins, "and we'll {goal}.">

:: payoff teamwork.snowman-nose.p.head-on
setting: snowfield

<little:At last, there was the snowy field, white and glittering.><grown:At last, there was {destination}, white and glittering.>
<little:The Great Snowman's body stood ready. His head lay in the snow beside it.><grown:The Great Snowman's body stood ready, with his head in the snow beside it.>
<2-9:{recipient} waved from a crowd of hares and voles.
"The nose!" he cried.><10-12:{recipient} waved from a crowd of hares and voles, crying, "The nose!">
<little:{name} pressed {item} into the snowy face.><grown:{name} knelt and pressed {item} into the middle of the snowy face.>
"Head on, everyone," called Mr Frostwick.
<grown:Paws, hands and {companion} all pushed together, and the head rolled up a ramp of snow and settled on top.><little:{Companion} pushed along with the hares.
One, two, three, roll!
Up went the head.>
"{refrain}!" cheered the hares.

:: payoff teamwork.snowman-nose.p.ring-of-paws
setting: snowfield

<little:The Great Snowman stood in the snowy field. He had no face!><grown:The Great Snowman stood in {destination}, with no face.>
{recipient} and the helpers were waiting beside him.
<grown:The robins pressed in pebble eyes and buttons, the hares gave two twig arms, and the voles wound a stripy scarf round his neck.><little:Pebble eyes and buttons from the robins.
Twig arms from the hares.
A scarf from the voles.>
Then everybody looked at {name}.
<little:{name} stepped up with {item}. In it went, right in the middle!><grown:{name} held up {item} and pressed it in, right in the middle.>
The snowman seemed to smile.
<8-9:Nobody could have made him alone, and perhaps that was why he looked so pleased.><10-12:Nobody could have built him alone, {name} thought, and perhaps that was exactly why he looked so thoroughly pleased.>
<little:Then they all held paws and hands in a ring. {Companion} stood next to {name}.><grown:Then they all held paws and hands in a ring around him, and {companion} stood next to {name}.[ Soft flakes drifted down onto {name's} {hair} hair.]>

:: quest tuning-fork
item: the tuning fork
itemFull: the Cave Choir's little silver tuning fork
itemHeld: in {their} pyjama pocket
itemTell: <little:hummed a silver note><grown:hummed one clear, silver note>
recipient: Mrs Minim
destination: <little:the Singing Cave><grown:the Singing Cave under Echo Hill>
goal: take the tuning fork to Mrs Minim
refrain: One note, and many voices

:: setup teamwork.tuning-fork.s.cricket-wall
setting: garden

<2-9:A cricket sat on the garden wall.
Chirrup, cheep, chorp!
Every note came out different.><10-12:A cricket sat on the garden wall, singing chirrup, cheep, chorp, with every note coming out different.>
<grown:"I'm in the Cave Choir," he sighed, "and Mrs Minim has lost the tuning fork that starts us on the same note."><little:"Our choir has lost its tuning fork," he sighed.>
<2-9:Then {name} spotted something shining by the gate.><10-12:Then {name} spotted something shining by the gate: {itemFull}, far too heavy for a cricket.>
<little:It was {item}, much too heavy for a cricket.><6-9:It was {itemFull}, far too heavy for a cricket.>
<2-9:{name} tapped it on the gatepost, and it sang one clear note.
{Companion} hummed the note back.><10-12:{name} tapped it on the gatepost, and it sang one clear note, which {companion} hummed back.>
"{refrain}," {name} sang softly.
"Now we'll {goal}."

:: setup teamwork.tuning-fork.s.bat-window
setting: bedroom

<little:A little bat fluttered in at the window. She was holding {item}.><grown:A little bat fluttered in through the open window, clutching {itemFull}.>
"Mrs Minim sent me," she squeaked.
<grown:"Tonight the Cave Choir sings its big song.
The bats sing high, the crickets sing in the middle and the toads sing low, but nobody can start without this."><little:"Bats sing high.
Toads sing low.
We need this to start.">
<2-9:The bat's wings were drooping with tiredness.
{name} tapped the fork gently on the bedpost.
Mmmm, it hummed[, and {name's} {eyes} eyes went wide].
"Fly home and rest," said {name}.
"{Companion} and I will {goal}."><10-12:The bat's wings were drooping with exhaustion, so {name} tapped the fork gently on the bedpost, and it hummed, mmmm[, and {name's} {eyes} eyes went wide].
"Fly home and rest," said {name}, "because {companion} and I will {goal}.">

:: payoff teamwork.tuning-fork.p.muddle
setting: cave

Inside {destination}, crystals glowed on the walls.
<little:The choir was all there. Bats up high, crickets on ledges, toads on the floor.><grown:The choir was all there: bats up high, crickets on the ledges, toads on the floor.>
<little:But every voice sang a different note. What a muddle!><grown:But every voice was on a different note, and it was a muddle.>
{Companion} tried not to giggle.
<2-9:{recipient} hopped over, and {name} gave her {item}.
She tapped it on a stone.
Mmmm.><10-12:{recipient} hopped over, and {name} gave her {item}, which she tapped on a stone: mmmm.>
<grown:The bats found the note, then the crickets, then the toads, and each began to sing their own part.><little:The bats found the note.
Then the crickets.
Then the toads.>
<8-9:High and low, the parts wove together into one song, bigger than any single voice.><10-12:High and low, the parts wove together into one song, far richer and bigger than any single voice could ever manage.>
"{refrain}," sang Mrs Minim softly.

:: payoff teamwork.tuning-fork.p.start-us-off
setting: cave

<little:{recipient} was waiting, a plump old toad in a velvet bow.><grown:{recipient} was waiting at {destination}, a plump old toad in a velvet bow.>
<2-9:"Oh, well done!" she croaked.
"Will you start us off?"><10-12:"Oh, well done!" she croaked, "and will you start us off?">
<little:{name} lifted {item} and tapped it, very gently.><6-9:{name} lifted {itemFull} and tapped it, very gently.>
<2-9:One clear note rang round the cave.><10-12:{name} lifted {itemFull} and tapped it, very gently, and one clear note rang round the cave.>
<grown:First the toads hummed it, low and deep, then the crickets joined in the middle, and last the bats, high and sweet.><little:Low went the toads.
The crickets came next.
High went the bats.>
{name} sang too, and so did {companion}.[ The crystals glowed {colour} as the song rose.]
<8-9:Alone, each voice was small; together, the whole cave seemed to hum.><10-12:On its own, each voice was small and thin; together, they made the whole cave hum.>

:: quest rainbow-parachute
item: the rainbow parachute
itemFull: the big rainbow play-parachute, folded up small
itemHeld: bundled under {their} arm
itemTell: rippled one silky edge
recipient: Auntie Marram
destination: <little:Cockle Bay><grown:the moonlit sands of Cockle Bay>
goal: take the rainbow parachute to Auntie Marram
refrain: Hold the edge and lift it high

:: setup teamwork.rainbow-parachute.s.toy-cupboard
setting: bedroom

<little:At the back of the toy cupboard, {name} found {item}.><grown:At the back of the toy cupboard, {name} found {itemFull}.>
<grown:Shaken out, it was round and silky, with every colour of the rainbow.><little:It had every colour of the rainbow.>
<2-9:"This needs lots of people," said {name}.
"You can't play parachutes on your own."
"Auntie Marram could help," said {companion}.><10-12:"This needs lots of people," said {name}, "because you can't play parachutes on your own."
"Auntie Marram could help," suggested {companion}.>
<grown:"She's an old grey seal, and tonight she's holding the Moonlight Games on the beach, with all the crabs and puffins and seal pups."><little:"She's an old grey seal.
Tonight there are games on the beach.">
<little:"Then we can {goal}," said {name}. "Everybody can hold the edge!"><grown:"Then let's {goal}," said {name}, "and everybody can hold the edge!">

:: setup teamwork.rainbow-parachute.s.puffin-shell
setting: garden

<little:A puffin waddled in at the gate. It dropped a shell at {name's} feet.><grown:A puffin waddled in through the garden gate and dropped a shell at {name's} feet.>
Scratched inside it were two words: GAMES TONIGHT.
"Auntie Marram the seal sent me," said the puffin.
<grown:"The parachute game needs lots of helpers round the edge, and she says you have the very best parachute."><little:"We need lots of helpers.
And we need your parachute!">
<2-9:{Companion} ran ahead to open the shed.><10-12:{Companion} ran ahead to open the shed, and {name}, grinning, fetched {itemFull} from it.[ It was almost as bright as {their} {colour} pyjamas.]>
<little:{name} grinned and fetched {item}.><6-9:{name} grinned and fetched {itemFull} from it.[ It was almost as bright as {their} {colour} pyjamas.]>
<8-9:{name} could already picture it, billowing up under the moon.><10-12:{name} could already picture it billowing up under the moon, ringed by eager helpers.>
<little:"We're off to {goal}," {they} said. "{refrain}!"><grown:"We'll {goal}," {they} told the puffin, and sang, "{refrain}!">

:: payoff teamwork.rainbow-parachute.p.rainbow-tent
setting: beach

<little:At Cockle Bay, the sea whispered in and out.><grown:At {destination}, the sea whispered in and out.>
<little:A crowd waited on the sand. Crabs, puffins, seal pups and one sleepy lobster!><grown:A crowd was waiting on the sand: crabs, puffins, seal pups and one sleepy lobster.>
<2-9:{recipient} clapped her flippers.
"Everyone take the edge!"><10-12:{recipient} clapped her flippers and called, "Everyone take the edge!">
<little:{name} shook out {item}. They spread it in a big circle.><grown:{name} shook out {item}, and they spread it out in a great wide circle.>
<2-9:{Companion} held the edge between a crab and a seal pup.
"One, two, three, lift!"><10-12:{Companion} held the edge between a crab and a seal pup as everyone counted, "One, two, three, lift!">
<grown:Up it billowed like a rainbow tent, and everybody ran underneath before it floated down.><little:Up it went!
Everyone ran under.>
"{refrain}," laughed Auntie Marram.

:: payoff teamwork.rainbow-parachute.p.soft-sky
setting: beach

<little:{recipient} was waiting, a big grey seal with kind eyes.><grown:{recipient} was waiting at {destination}, a big grey seal with kind, dark eyes.>
"Now the games can start," she said.
<little:{name} unfolded {item}. Everyone took hold: crabs, puffins and seal pups.><grown:{name} unfolded {itemFull}, and everyone took hold: crabs, puffins and seal pups.>
<little:At first the crabs lifted too soon. The puffins lifted too late. Flop!><grown:At first the crabs lifted too soon and the puffins too late, and it flopped.>
"Together," said {name}.
"After three," said {companion}, holding the edge tight.
<grown:This time every paw, claw, flipper and hand lifted at once, and the rainbow rose up, high and slow.><little:Lift!
Up rose the rainbow, high and slow.>
<8-9:Then they all lay underneath and watched it drift down over them like a soft, bright sky.><10-12:Then they all lay underneath and watched it drift slowly down over them, like a soft, bright sky that they had lifted up together.>

:: quest castle-mural
item: the paint pot
itemFull: the little pot of bright white paint from the shed
itemHeld: <little:in {their} cloth bag><grown:in the cloth bag on {their} wrist>
itemTell: <little:gave a creamy plop><grown:gave a small, creamy plop>
recipient: Sir Roderick
destination: <little:the long castle wall><grown:the long wall of the old castle>
goal: take the white paint to Sir Roderick
refrain: My bit, your bit, one big picture

:: setup teamwork.castle-mural.s.rook-fence
setting: garden

<2-9:A rook with paint on his beak landed on the fence.
"Caw!
Sir Roderick, at your service," he said.><10-12:A rook with paint on his beak landed on the fence, cawed, and announced, "Sir Roderick, at your service.">
<grown:"Tonight we're all painting one big picture on the old castle wall.
The moles paint hills, the ducks paint a river, and the mice paint flowers.><little:"Tonight we're painting the castle wall.
Everyone paints a bit.>
But we've run out of white, for the moon and the stars."
<2-9:{name} remembered {itemFull}.
Off flapped Sir Roderick for more brushes.><10-12:{name} remembered {itemFull} at once, and off flapped Sir Roderick to fetch more brushes.>
<little:"We'll {goal}," called {name}. "And paint a bit too!" said {companion}.><grown:"We'll {goal}," called {name}, and {companion} added, "And paint a bit too!">

:: setup teamwork.castle-mural.s.rocket-stars
setting: bedroom

<little:On {name's} windowsill stood {item}.><grown:On {name's} windowsill stood {itemFull}.>
<little:That afternoon, {name} had painted stars on a cardboard rocket.><grown:That afternoon, {name} had used it to paint stars on a cardboard rocket[ with {colour} fins].>
<2-9:Then a mouse with a blue-splashed tail climbed up.
"May we have some white?" she asked.><10-12:Then a mouse with a blue-splashed tail climbed up and asked politely, "May we have some white?">
<grown:"We're all painting the castle wall together.
Sir Roderick the rook says the picture can't be finished without a moon."><little:"We're painting the castle wall.
We need white for the moon.">
{name} picked up the pot, and {companion} opened the window wide.
<little:"We can {goal} now," said {name}. "{refrain}!"><grown:"We'll {goal}," said {name}, and sang, "{refrain}!">

:: payoff teamwork.castle-mural.p.step-back
setting: castle

<little:Lanterns hung along the castle wall. Moles, ducks and mice were busy painting.><grown:Lanterns hung along {destination}, where moles, ducks and mice were busy painting.>
<little:There were brown hills, a blue river and pink flowers. All in patches!><grown:There were brown hills, a blue river and pink flowers, all in patches.>
<2-9:{recipient} flapped down from a tower.
"The white!" he cawed.><10-12:{recipient} flapped down from a tower, cawing, "The white!">
<little:{name} opened {item}. {Companion} held it while everyone dipped a brush.><grown:{name} opened {item}, and {companion} held it while everyone dipped a brush.>
<grown:The mice dabbed stars, the ducks painted foam on the river, and {name} painted a big round moon.><little:Dab, dab went the stars.
{name} painted the moon.>
Then they all stepped back.
<8-9:Up close it had been patches; from here it was the whole valley, asleep under one moon.><10-12:Up close, it had been nothing but patches; from here, {name} could see the whole valley, sleeping peacefully under one round moon.>
"{refrain}," said Sir Roderick proudly.

:: payoff teamwork.castle-mural.p.one-stroke-each
setting: castle

<little:At the castle wall, the painters were waiting. Their painted sky had a big dark gap.><grown:At {destination}, the painters were waiting beside a big dark gap in their painted sky.>
<2-9:"Up close, it's all just blobs," said {recipient}.
"Come and look from over here."><10-12:"Up close, it's all just blobs," said {recipient}, "so come and look from over here.">
<2-9:{Companion} led the way, and {name} stood far back and gasped.
The blobs were hills and trees and a river, all fitting together.><10-12:{Companion} led the way, and {name}, standing far back, gasped: the blobs were hills and trees and a river, all fitting together.>
<little:{name} passed {item} to Sir Roderick.><grown:{name} handed over {itemFull}.>
<grown:Sir Roderick gave everyone a brush, and they painted the moon together, one stroke each, until it shone round and bright.><little:Everyone painted one stroke.
The moon shone round and bright.><little:[ {name's} stroke was in the middle, with a speck of {colour}.]><grown:[ {name's} stroke was right in the middle, with a speck of {colour} for luck.]>

// Scenes on the way: the theme's value in action, serving any of its quests.

:: scene teamwork.c.1unaqa6
setting: forest
role: onward
energy: lively

{onward}a stream ran right across the forest path.
A family of hedgehogs stood on the bank.
"We can't swim," sniffed the smallest.
<little:{name} tried to lift a fallen log. But it would not budge.><grown:{name} tried to lift a fallen log[, {their} {colour} slippers sliding in the mud], but it would not budge.>
{trait:obstacle} <grown:"It's a two-friend log," {name} decided, and {companion} took the other end.><little:"It needs two," said {name}.
{Companion} took the other end.>
"One, two, three, lift!"
Up it came, and down it went across the water.
Thump!
{Companion} {ability:cross,guide}.
<little:The hedgehogs trotted over, with {name} close behind. {item} {itemTell}.><grown:The hedgehogs trotted over, {name} close behind, and {item} {itemTell}.>
<8-9:Alone, {name} had just been somebody next to a log; together, they had been a bridge.><10-12:Alone, {name} had only been somebody standing beside a heavy log; with a friend at the other end, {they} had made a bridge.>

:: scene teamwork.c.1t95yp0
setting: beach
role: aside
energy: lively

{onward}the beach shone silver.
<little:Some crabs were building a sandcastle. But the tide was coming, and the towers slumped.><grown:Some crabs were building a sandcastle, but the tide was coming, and every tower slumped.>
{trait:obstacle} {name} made a plan.
<2-9:"You're the best diggers, so you dig the moat.
I'll pat the towers."><10-12:"You're the best diggers, so you dig the moat, and I'll pat the towers.">
<grown:The crabs dug, {name} patted, and the towers stood up tall and firm.><little:Dig, dig!
Pat, pat!><little:[ {name} told the crabs all about {interest}.]><grown:[ The crabs wanted to hear all about {interest} while they worked, so {name} told them.]>
<little:{Companion} {ability:fly,guide}. "Wave coming!" called {companion}.><grown:{Companion} {ability:fly,guide}, and called out when a wave came.>
<2-9:Splash!
The moat caught the water, and the castle stood.><10-12:With a splash the moat caught the water, and the castle stood firm.>
<8-9:Nobody had done everything, {name} noticed, but everybody had done the thing they were best at.><10-12:Nobody had done everything, {name} noticed, but everybody had done the one thing they were best at.>
{name} checked on {item}.
Still dry!

:: scene teamwork.c.18np257
setting: river
role: onward
energy: lively

{onward}<little:a raft of reeds came wobbling down the river. It was full of ducklings and one dizzy frog!><grown:a raft of reeds came wobbling down the river, full of ducklings and one dizzy frog.>
<little:Everyone crowded to one side to see the moon. The raft tipped!><grown:Everyone had crowded to one side to see the moon, and the raft was tipping.>
{trait:obstacle} {name} and {companion} hopped aboard together[, {their} {colour} pyjamas getting splashed].
"Half of you, come over this side!" called {name}.
<grown:Three ducklings waddled across, and slowly the raft settled flat.><little:Waddle, waddle, hop!
The raft went flat.>
{Companion} {ability:hush,comfort}.
"Now let's take turns to look," said {name}.
<8-9:A raft, it turned out, only stayed steady when everybody thought about everybody else.><10-12:A raft, it turned out, only stayed steady when everybody aboard thought about everybody else; so did most things, really.>
<little:The raft carried {name} and {item} downstream.><grown:The steady raft carried {name} and {item} a long way downstream, much nearer now.>

:: scene teamwork.c.1g65ya7
setting: orchard
role: onward
energy: lively

{onward}<little:some field mice were picking apples for a pie.><grown:in the orchard, some field mice were picking apples for a pie.>
Every mouse was running back and forth, bumping noses.
{trait:help} {name} had an idea.
"Let's stand in a line and pass them along!"
<grown:So they made a row, and the apples went from paw to paw to hand to paw.><little:Pass, pass, pass!
Plop, in the basket.>
{Companion} {ability:lift,guide}.
Soon the basket was full[, and {name's} {colour} pyjamas smelled of apples].
<8-9:It was funny, {name} thought, how standing still in a line was faster than all that running.><10-12:It was funny, {name} thought, how standing still in a line got the job done far faster than all that busy running about.>
<little:The basket went on a little cart. {name} rode along with {item}.><grown:The basket went on a little cart to the bottom of the orchard, and {name} rode along with {item}.>

:: scene teamwork.c.1aqq8c8
setting: snowfield
role: onward
energy: lively

{onward}the snowy field was perfect for building.
{name} wanted a snow fort, but the voles wanted a snow slide.
<2-9:"Fort!"
"Slide!"
Nobody built anything.><10-12:They argued, fort against slide, and nobody built anything at all.>
{trait:obstacle} Then {name} laughed.
<grown:"What if we build a fort with a slide down the back of it?"><little:"A fort with a slide!">
The voles packed the slide, and {name} built the walls.[ On top went a flag, {colour}, the best colour of all.]
<little:{name's} fingers got cold. {Companion} {ability:warm,comfort}.><grown:{name's} fingers got cold, so {companion} {ability:warm,comfort}.>
<little:The slide ran down the hill. Whee! Down zoomed {name} with {item}.><grown:The slide ran on down the hill, and {name} zoomed all the way down with {item}.>
<8-9:Two ideas had made one that was better than either.><10-12:Two squabbling ideas had become one, better than either alone.>

:: scene teamwork.c.i8sj0c
setting: fair
role: aside
energy: lively

{onward}<little:there was a fair, with a three-legged race!><grown:under the bunting at the fair, a three-legged race was about to start.>
A young badger had no partner.
{trait:meet} "I'll be your partner," said {name}.
<2-9:Bang!
Off they went, and down they fell.><10-12:At the bang, off they went, and down they fell.>
<grown:They fell again, because {name} stepped left just as the badger stepped right.><little:Up they got.
Bump!
Down again.>
{Companion} {ability:comfort}.
<2-9:"Let's count," said {name}.
"Inside, outside!"><10-12:{name} suggested that they count aloud: "Inside, outside!">
Now their legs moved together[, and {name's} {hair} hair flew out behind].
They didn't win, but they finished.
<8-9:Finishing together, {name} decided, was a sort of winning anyway.><10-12:Crossing the line together, {name} decided, was a sort of winning too.>
Then off they went towards {destination}.

:: scene teamwork.c.18gr0xy
setting: castle
role: onward
energy: lively

{onward}<little:the castle mice had a problem.><grown:up on the castle wall, the watch mice had a problem.>
<little:It was time to ring the night bell. But the rope was heavy!><grown:It was time to ring the night bell, but the rope was heavy.>
<grown:Five mice hung on it, and the bell did not even wobble.><little:Five mice hung on.
Nothing!>
{trait:help} "Room for one more?" asked {name}, and took hold too.
{Companion} grabbed hold as well.
"All together now, pull!"
DONG!
<little:The littlest mouse jumped. {Companion} {ability:hush,comfort}.><grown:The littlest mouse jumped at the noise, so {companion} {ability:hush,comfort}.>
<8-9:Not one of them could have rung it alone, not even the biggest.><10-12:Not one of them could have rung it alone, not even the biggest, and {name} found that comforting.>
<little:The mice cheered.[ One tried on {name's} {colour} slipper!]><grown:The mice cheered[, and one of them tried on {name's} {colour} slipper].>
<little:They lowered the drawbridge. Across went {name} with {item}!><grown:Then they lowered the drawbridge, so {name} could carry {item} straight across.>

:: scene teamwork.c.scqb0g
setting: mountain
role: onward
energy: lively

{onward}the mountain path was steep and slippery.
<grown:A family of marmots was trying to get down, and every few steps somebody slid on the loose stones.><little:Some marmots were trying to get down.
Slip, slide!>
{trait:obstacle} "Let's hold on to each other," said {name}.
<grown:So they made a chain, with {companion} at the back, all holding on.><little:They all held on in a long chain.>
<grown:Halfway down, the smallest marmot slipped, but the chain held, and up she popped again.><little:The smallest one slipped.
The chain held!>
{Companion} {ability:guide}.
<8-9:A chain is only as strong as everyone holding on, and tonight everyone held on.><10-12:A chain, {name} realised, is only as strong as everyone holding on, and tonight not a single paw or hand had let go.>
<little:{item} {itemTell}.><grown:At the bottom, {item} {itemTell}.>

:: scene teamwork.c.k42i8r
setting: waterfall
role: onward
energy: lively

{onward}<little:the waterfall roared. Nobody could hear a word!><grown:the waterfall roared so loudly that nobody could hear a word.>
<little:In the pool, a leaf boat full of beetles was spinning.><grown:In the pool below, a leaf boat full of beetles was spinning in a swirl.>
<little:Otters had thrown it a rope. But they couldn't hear when to pull.><grown:Some otters had thrown it a rope, but they could not hear when to pull.>
{trait:help} <grown:{name} climbed onto a rock and waved: one wave for ready, two for pull.><little:{name} stood on a rock and waved.
One wave, ready!
Two waves, pull!>
Heave!
The boat came free[, and spray soaked {name's} {hair} hair].
{Companion} {ability:cross,guide}.
<8-9:Sometimes a team needs a plan more than it needs muscles.><10-12:Sometimes, {name} realised, a team needs a clear plan far more than it needs strong muscles, especially when nobody can hear.>
<little:The otters showed {name} the mossy steps. Up {they} climbed with {item}.><grown:The otters showed {name} the mossy steps beside the falls, and up {they} climbed with {item}.>

:: scene teamwork.c.g7icop
setting: jungle
role: onward
energy: lively

{onward}<little:a vine bridge swung between two giant trees.><grown:in the jungle, a vine bridge swung between two giant trees.>
A troop of tree frogs was crossing, and {name} was counting them.
"Eight, nine, ten.
There should be eleven."
{trait:help} <grown:Nobody would go on without the last one, so everyone waited while {name} called into the leaves.><little:"We wait for everyone," said {name}.>
{Companion} {ability:find,guide}.
Under a big leaf sat the tiniest frog, fast asleep.
<8-9:A team is everybody, even the one who dozed off.><10-12:A team, {name} thought with a smile, meant everybody, even the one who had dozed off under a leaf at the worst possible moment.>
Across it hopped.<little:[ The frogs loved {name's} {colour} pyjamas.]><grown:[ The frogs thought {name's} {colour} pyjamas were a very fine colour for a frog.]>
<little:Then the frogs held the vines steady. Over went {name} with {item}, slow and careful.><grown:Then the frogs held the vines steady while {name} crossed with {item}, slow and careful.>

:: scene teamwork.c.z0rf6i
setting: pond
role: onward
energy: gentle

{onward}the pond was still and dark.
<little:A mother duck was calling. Her smallest duckling was lost in the reeds.><grown:A mother duck was calling for her smallest duckling, lost in the reeds.>
But her voice was soft, and the reeds were thick.
{trait:help} <little:"Let's all call together," said {name}.><grown:"Let's all call together," said {name}[, {their} {colour} slippers right at the water's edge].>
<grown:The frogs croaked, the moorhens clucked, {name} called, and the sound rolled across the water like one big voice.><little:Everyone called at once.
Quack!
Croak!
"This way!">
{Companion} {ability:fly,guide}.
Out of the reeds paddled the duckling, peeping.
<8-9:One voice had been too small, but lots of small voices together had been just big enough.><10-12:One voice on its own had been too small to carry, but lots of small voices together had been exactly big enough.>
<little:The mother duck had spotted {recipient}. She quacked the way.><grown:The mother duck had spotted {recipient} from the middle of the pond, and quacked the way.>

:: scene teamwork.c.1q4nk0l
setting: village
role: onward
energy: gentle

{onward}<little:an old hedgehog was lighting the village lamps.><grown:along the village street, an old hedgehog was lighting the lamps.>
His ladder wobbled.
{trait:help} "I'll hold it for you," said {name}, and gripped it tight.
<grown:Up went the hedgehog, steady as a stair, and one by one the lamps glowed gold.><little:Up he went.
Glow, glow, glow!>
At the last lamp, he smiled.
"Now you climb, and I'll hold."
{Companion} {ability:lift,comfort}.
So {name} lit the very last one[, {their} {eyes} eyes shining].
<8-9:Holding the ladder for someone, and then being held, made {name} feel taller.><10-12:Holding the ladder for someone, and then being steadied in return, made {name} feel taller than any ladder could.>
<little:The lamp's glow spilled down the lane, towards {recipient}.><grown:The last lamp's glow spilled down the lane out of the village, straight towards {recipient}.>

:: scene teamwork.c.13tjdml
setting: library
role: aside
energy: gentle

{onward}<little:in the library, a mouse read to baby mice.><grown:in the library, a mouse was reading a story to a crowd of baby mice.>
<little:But the book was huge. Every page was as big as a blanket!><grown:But the book was enormous, and every page was as big as a blanket.>
<grown:Each time she turned one, she vanished underneath it.><little:Each page flopped on top of her.
Whump!>[ It was a book about {interest}, and the mice loved it.]
{trait:help} "I'll take this corner," said {name}, "and you take that one."
<grown:Together, {name} and {companion} turned each page gently over.><little:Lift, and over.
The story went on.>
{Companion} {ability:hush,comfort}.
<8-9:It was the best kind of job: one that only worked with two.><10-12:It was the most satisfying kind of job, {name} thought: one that simply would not work unless there were two of you.>
<little:Soon the little ones were asleep. {name} tiptoed on with {item}.><grown:Soon the little ones were asleep, and {name} tiptoed on with {item}.>

:: scene teamwork.c.1uvrhdn
setting: clouds
role: onward
energy: gentle

{onward}<little:some geese flew by in a big V.><grown:among the clouds, a line of geese flew past in a big V.>
<2-9:The goose at the front looked very tired.
"The wind pushes hardest at the front," she panted.><10-12:The goose at the front looked exhausted, and she panted, "The wind pushes hardest at the front.">
{trait:help} <little:"Why not take turns?" called {name}.><grown:"Why not take turns?" called {name}[, {their} {hair} hair streaming in the wind].>
<grown:So the tired goose dropped back, and a fresh one took her place.><little:So a new goose went to the front.
Honk!>
{Companion} {ability:fly,guide}.
<8-9:The V flew on, faster than before, and every goose got a turn to rest.><10-12:The V flew on, faster than before, and every goose got a turn at the front and, more importantly, a turn to rest.>
"Fly at the back, where the air is easy," honked the geese.
<little:So {friends} followed behind. They got nearer to {recipient} with every flap.><grown:So {friends} followed in their gentle wake, nearer to {recipient} with every wingbeat.>

:: scene teamwork.c.duc6ye
setting: island
role: aside
energy: gentle

{onward}<little:otters were pulling a boat up the sand.><grown:on the little island, some otters were pulling their boat up the sand.>
<2-9:{name} took hold too.
Heave!
But {name's} hands slipped, and the boat slid back into the water.
Splash![ {name's} {colour} pyjamas got soaked.]><10-12:{name} took hold too and heaved, but {name's} hands slipped, and the boat slid back into the water with a splash.[ {name's} {colour} pyjamas got soaked.]>
{trait:obstacle} "Sorry," said {name}, going pink.
<grown:"Every team wobbles," said the biggest otter kindly.
"That's why there's more than one of us."><little:"Never mind," said the otter.
"All teams wobble.">
{Companion} {ability:comfort}.
<2-9:They all tried again, tighter this time.
Heave!
Up the beach came the boat.><10-12:They all tried again, tighter this time, and with one great heave, up the beach came the boat.>
<8-9:Saying sorry had felt like the hardest pull of all, and it had taken no time at all.><10-12:Saying sorry had felt like the hardest pull of all, {name} realised, yet it was over in a moment.>
The otters waved {name} off, with {item}.

:: scene teamwork.c.1p1xb43
setting: meadow
role: onward
energy: gentle

{onward}<little:a shrew was staring up at a thistle.><grown:in the meadow, a shrew was staring up at a thistle.>
Her kite string had wound round it in a terrible tangle.[ The kite was {colour}, with a long tail.]
"If I pull, it will tear!"
{trait:help} "Then let's not pull," said {name}.
"Let's unpick it together."
{Companion} {ability:lift,comfort}.
<grown:{name} and the shrew worked the loops free, taking turns to hold the string.><little:Loop by loop, the knot came free.>
Up flew the kite!
<8-9:Patience goes twice as far when two people share it.><10-12:Patience, {name} discovered, goes twice as far when two share it, and that tangle had needed every bit of it.>
<little:{name} and the shrew held the string together. The wind pulled them towards {recipient}!><grown:Holding the string together, {name} and the shrew let the wind tow them, skipping, right across the meadow towards {recipient}.>

:: scene teamwork.c.36s7he
setting: lighthouse
role: onward
energy: gentle

{onward}<little:some gulls were carrying buns to the lighthouse.><grown:at the foot of the lighthouse, some gulls were trying to carry a basket of buns up to the keeper's window.>
They flapped, the basket swung, and the buns fell out.<little:[ The gulls looked at {name's} {colour} dressing gown for crumbs.]><grown:[ The gulls eyed {name's} {colour} dressing gown, hoping its pockets were full of crumbs.]>
{trait:help} A small crab spoke up.
"What about the pulley?"
<grown:{name} tied the basket to the rope, and everyone pulled together, gulls and crab and all.><little:{name} tied on the basket.
Everyone pulled.>
Up went the basket, smooth and steady.
{Companion} {ability:light,guide}.
<8-9:The smallest voice had come up with the biggest idea.><10-12:It was the smallest voice of all, {name} noticed, that had come up with the biggest and most sensible idea.>
<grown:The keeper waved a thank-you and swung the great beam low, to light the dunes between {name} and {recipient}.><little:The big light showed where {recipient} was.>

:: scene teamwork.c.1tmk2a7
setting: reef
role: onward
energy: gentle

{onward}<little:an octopus was building a shell house.><grown:on the reef, an octopus was building a home out of shells.>
<little:She used all eight arms. But the shells kept tumbling down!><grown:She was using all eight arms at once, but the shells kept tumbling down.>
{trait:help} "Can we help?" asked {name}.
"I thought eight arms would be enough!"
<grown:So the octopus held the walls, {name} passed up the shells, and little fish nudged each one into place.><little:{name} passed shells.
The fish nudged them in.>
{Companion} {ability:find,guide}.[ {name} chose a {colour} one for the door.]
<8-9:Even eight arms, it turned out, work better with friends.><10-12:Even eight arms, it turned out, work better with a few friends, which must have been a surprise to the octopus.>
<little:The octopus pointed all eight arms one way. That was the path to {recipient}!><grown:The octopus pointed all eight arms the same way: that was the path to {recipient}.>

:: scene teamwork.c.1ktdnm1
setting: hilltop
role: onward
energy: gentle

{onward}<little:on the hill, moles were building a pine-cone tower.><grown:on the hilltop, some moles were building a pine-cone tower for watching stars.>
{trait:meet} "You're the tallest," they said.
"Will you put the top one on?"
So {name} did.
<little:"Hooray for {name}!" cried the moles. They gave {name} a daisy crown.[ It looked lovely on {name's} {hair} hair.]><grown:"Hooray for {name}!" cried the moles, and they gave {name} a daisy crown.[ It looked lovely on {name's} {hair} hair.]>
<little:But {name} took the crown apart. {They} gave a daisy to each mole.><grown:But {name} took the crown apart and gave a daisy to each of them.>
"We all built it," said {name}.
<grown:The moles wore their daisies proudly.><little:Every mole got a daisy.>
{Companion} {ability:light,guide}.
<8-9:Sharing the cheer, {name} found, made it twice as loud.><10-12:Sharing the cheer, {name} found, made it twice as loud and far nicer than a crown.>
<little:From the top, they saw the way to {recipient}.><grown:From the top, they could see the way to {destination}.>

:: scene teamwork.c.18s2fp8
setting: treehouse
role: onward
energy: gentle

{onward}<little:the squirrels were locked out of their treehouse!><grown:up in the old oak, the squirrels were locked out of their treehouse.>
Their key had dropped down a crack in the trunk.
Nobody's paw would fit.
At the back stood a tiny mouse, too shy to speak.
{trait:meet} {name} knelt beside her[, {their} {eyes} eyes kind].
"You're just the right size," {name} whispered.
{Companion} {ability:light,comfort}.
Down went the mouse, and up she came, holding the key high!
<8-9:The quietest one had turned out to be the one they needed most.><10-12:It was the quietest one of all, the one nobody had thought to ask, who had turned out to be needed most.>
<little:The same key opened a little gate. Behind it was a path to {recipient}.><grown:The same key opened a little gate at the foot of the oak, onto a hidden path towards {recipient}.>

:: scene teamwork.c.zlgazb
setting: cave
role: onward
energy: calm

{onward}<little:the cave was dark. Its crystals glowed only faintly.><grown:the cave was dark, and its crystals glowed only faintly.>
<little:Some mice were going through. They held a long piece of string.><grown:A family of mice was going through, holding a long piece of string.>
{trait:rest} "Let's all hold on," {name} whispered, "and count ourselves as we go."
<grown:So they walked slowly, one behind the other, and every few steps they counted softly.
Everyone answered every time.><little:"One.
Two.
Three.
Four."
Nobody got lost.>
Drip, drip went the water.[ {name's} {colour} slippers went pad, pad on the cold stone.]
{Companion} {ability:light,guide}.
<8-9:In the dark, each small voice felt like a hand on the shoulder.><10-12:In the dark, each small counting voice was as reassuring as a hand resting on your shoulder, telling you nobody was missing.>
<little:At the end, everyone was there. So was {item}!><grown:At the end, everyone was there, and so was {item}.>

:: scene teamwork.c.1k0prmg
setting: harbour
role: onward
energy: calm

{onward}<little:an old badger sat on the jetty. He was mending a net.><grown:in the quiet harbour, an old badger sat on the jetty, mending a fishing net.>
The hole was big, and his paws were cold.
{trait:help} "You show me, and I'll tie," said {name}.
<grown:So the badger held the net open, and {name} tied each knot, slow and careful.><little:He held the net.
{name} tied the knots.
Lap, lap went the water.>
{Companion} {ability:warm,comfort}.
Knot by knot, the hole closed.<little:[ {name} told the badger about {interest}.]><grown:[ The badger told {name} about the sea, and {name} told him all about {interest}.]>
<8-9:Two pairs of hands can make even a slow job feel short.><10-12:Two pairs of hands, {name} found, could make even the slowest and fiddliest job feel surprisingly short.>
"Good as new," said the badger.
<little:He made a net bag for {item}. Now it was safe all the way to {recipient}.><grown:With the spare twine, he knotted a little net bag to keep {item} safe on the way to {recipient}.>

:: scene teamwork.c.2meubk
setting: farm
role: aside
energy: calm

{onward}<little:a sheep was trying to wind some wool.><grown:in the sleepy farmyard, a sheep was trying to wind a ball of wool.>
<little:But she needed both hooves to hold it. She had none left to wind!><grown:But she needed both front hooves to hold the wool, and had none left to wind with.>
{trait:help} {name} sat on a hay bale.
"You hold, and I'll wind."
<grown:The sheep held her hooves apart, and {name} wound the wool round and round.><little:The sheep held.
{name} wound.
Round and round.>
{Companion} {ability:hush,comfort}.
<little:The ball grew fat and soft.[ It was {colour}, like {name's} socks!]><grown:The ball grew fat and soft[, almost as {colour} as {name's} socks].>
<8-9:It was a job for two, and two had done it, and the barn was very peaceful.><10-12:It was a job meant for two, and two had done it, and now the whole barn seemed to settle into a contented hush.>
{item} {itemTell}.

:: scene teamwork.c.1x5rzx8
setting: moon
role: aside
energy: calm

{onward}<little:the moon was grey and silver and still.><grown:on the moon, everything was grey and silver and still.>
<little:Moon moths were polishing it, so it would shine tomorrow.><grown:A crowd of moon moths was polishing it, so that it would shine tomorrow night.>
<grown:There was far too much moon for one moth, so each one had a small, round patch to rub.><little:Each moth rubbed one small patch.>
{trait:rest} "May I have a patch too?" asked {name}.
The moths gave {name} a soft cloth.
Rub, rub, slow and gentle.[ {name's} patch shone so brightly that {their} {eyes} eyes sparkled in it.]
{Companion} {ability:light,guide}.
<8-9:From up here, every little patch joined into one great, glowing face.><10-12:From up here, all those small, separate patches joined into one great glowing face, smiling calmly down at the sleeping world.>
<little:Far below, {recipient} was waiting. {item} {itemTell}.><grown:Far below, {recipient} was waiting, and {item} {itemTell}.>

:: scene teamwork.c.1sf166n
setting: desert
role: onward
energy: calm

{onward}<little:the desert was cool and silver. Every dune looked the same.><grown:the desert was cool and silver, and every dune looked the same.>
A family of desert mice had lost their way home.
{trait:help} <grown:"Let's each do one job," said {name} softly.
"One of you watch the bright star, one count the steps, and I'll look for the tall cactus by your door."><little:"One job each," said {name}.
"You watch the star. You count. I'll look for the big cactus.">
[{name's} {colour} slippers filled with sand, but {name} didn't mind. ]{Companion} {ability:guide}.
At last, there was the tall cactus.
<8-9:Nobody had known the whole way, but together they had known enough.><10-12:Nobody had known the whole way, {name} realised, but each of them had known a piece of it, and together that was enough.>
<little:Their grandmother showed {name} the star to follow to {recipient}.><grown:Their old grandmother showed {name} which star to follow to reach {recipient}.>

:: scene teamwork.c.11ed2d4
setting: forest
role: onward
energy: calm

{onward}<little:glow-worms lay in a long line by the path.><grown:deep in the forest, glow-worms lay in a long line beside the path.>
<grown:They were lighting the way for the moles coming home late, but halfway along there was a dark gap.><little:They lit the path.
But one light was missing.>
{trait:rest} {name} tiptoed closer and found the missing glow-worm, asleep under a leaf.
<grown:"Sorry," yawned the glow-worm.
"I only closed my eyes for a moment."><little:"Oops," she yawned.
"I fell asleep.">
Back she wriggled, glowing.[ Her light turned {name's} {hair} hair pale green.]
{Companion} {ability:hush,comfort}.
<8-9:Every light in the line mattered; {name} could see that now.><10-12:Every light in the line mattered, {name} understood now, because one small gap could leave a whole stretch of path dark.>
<little:The path shone from end to end. It lit the way for {name} and {item}.><grown:The path shone from end to end, lighting {name} and {item} all the way through the dark wood.>

:: scene teamwork.c.16k9v1v
setting: kitchen
role: aside
energy: calm

{onward}<little:{name} saw cocoa on a warm kitchen stove.><grown:through a round window, {name} saw a warm kitchen with cocoa on the stove.>
<2-9:Two young mice were squabbling over one wooden spoon.
"I want to stir!"
"No, me!"><10-12:Two young mice were squabbling over one wooden spoon, each insisting, "I want to stir!">
{trait:help} {name} tapped on the glass.
<2-9:"Why not take turns?
Ten stirs each, and the other adds the honey."><10-12:"Why not take turns, with ten stirs each while the other adds the honey?">
<grown:So the first mouse stirred ten slow stirs, the second dripped in the honey, and then they swapped.><little:Stir, stir.
Drip, drip.
Swap!>
{Companion} {ability:warm,comfort}.
<little:Soon there was cocoa for everyone.[ {name} got the {colour} cup.]><grown:Soon there was cocoa for everyone[, and {name} got the {colour} cup].>
<8-9:The spoon had not changed at all, only the way they shared it.><10-12:The spoon had not changed one bit, {name} noticed; only the way they shared it had.>
{name} sipped and thought of {recipient}.

:: scene teamwork.c.153l1we
setting: snowfield
role: aside
energy: calm

{onward}snow was falling softly on the snowy field.
<little:Some sparrows sat huddled in a ring, fluffed up like balls.><grown:A crowd of sparrows sat huddled in a ring, fluffed up like little balls.>
The ones outside were shivering.
{trait:rest} "Let's take turns in the middle," said {name} softly.
<grown:So every little while the sparrows shuffled round, and the cold ones moved into the warm.><little:Shuffle, shuffle.
Everyone took a turn in the warm.>
<little:{name} shuffled in too. {Companion} {ability:warm,comfort}.><grown:{name} shuffled in too, and {companion} {ability:warm,comfort}.>
Hush, hush went the snow.[ Flakes settled on {name's} {hair} hair like sugar.]
<8-9:Warmth, it seemed, was a thing that grew when you passed it round.><10-12:Warmth, it seemed, was one of those curious things that grew bigger, not smaller, each time you passed it round.>
<little:{name} kept {item} snug. The sparrows peeped goodnight.><grown:{item} was safe {itemHeld}, and the sparrows peeped goodnight.>

// Endings: home again, the quest remembered by name, sleep.

:: ending teamwork.e.l7fv7e
setting: bedroom

<2-9:Back home, {name} climbed into bed.><10-12:Back home, {name} climbed into bed, and {companion} tucked in one side of the quilt[, the {colour} one] while {name} tucked in the other.>
<little:{Companion} tucked in one side of the quilt. {name} tucked in the other.><6-9:{Companion} tucked in one side of the quilt[, the {colour} one], and {name} tucked in the other.>
"Even tucking in is better with two," said {companion}.
<grown:{name} giggled into the pillow, thinking of {recipient} and all the friends who had helped along the way.><little:{name} giggled, and thought of {recipient}.>
<8-9:It had been a night of many hands, and {name's} were tired in the nicest way.><10-12:It had been a night of many paws and hands, and {name's} own two were tired in the most satisfying way.>
Then {name's} eyes grew heavy, and {they} drifted off to sleep.

:: ending teamwork.e.emkb1n
setting: bedroom

<little:Snug in bed, {name} counted all the friends who had helped.><grown:Snug under the covers, {name} counted on {their} fingers all the friends who had helped tonight.>
<grown:One for the ones who pushed, one for the ones who pulled, and one for the ones who had a good idea at just the right moment.><little:One, two, three, four.
So many helpers!>
<2-9:"And one for you," {name} told {companion}.
"And one for you," said {companion}.
Far away, {recipient} was smiling.
{name} yawned, and the counting turned into dreaming.><10-12:"And one for you," {name} told {companion}, who answered, "And one for you."
Far away, {recipient} was smiling, and here, with one last yawn, {name} let the counting turn into dreaming.>

:: ending teamwork.e.dzl2yi
setting: bedroom
closes: helper-wanted

<little:{name's} slippers sat at the end of the bed. They were side by side, like {friends}.><grown:{name's} slippers sat side by side at the end of the bed[, {colour} and a bit muddy], just the way {friends} had walked all night.>
<grown:{Companion} dimmed the light and settled by the window, beside the paper aeroplane that said HELPER WANTED.><little:{Companion} sat by the paper aeroplane. HELPER WANTED, it said.>
<2-9:"We made a good team," whispered {name}.
"Helper found," said {companion}.><10-12:"We made a good team," whispered {name}, and {companion} replied, "Helper found.">
<2-9:Far away, {recipient} had {item} at last.>
<8-9:A thing carried by two arrives with twice the care.><10-12:Far away, {recipient} had {item} at last; something carried by two friends, {name} thought drowsily, arrives with twice the care.>
<little:{name} pulled up the covers. Sleep came, soft as a wave.><grown:{name} pulled up the covers and let sleep come, soft as a wave on a quiet shore.>

:: ending teamwork.e.1ygzhnh
setting: bedroom
closes: snow-globe

<little:The house was quiet, and the bed was warm. In the snow globe, the snow had settled.><grown:The house was quiet, the snow in the snow globe had settled, and the bed was warm.>
<little:{name} stroked the blanket and thought about its threads.><grown:{name} stroked the blanket[, the soft {colour} one,] and thought about its threads.>
<grown:On its own, one thread was only a wisp, but hundreds of them woven together could keep a child cosy all night.><little:One thread is thin.
Lots together make a blanket.>
<2-9:"Like a team," said {name} sleepily.
"Like tonight, for {recipient}."><10-12:"Like a team," said {name} sleepily, "or like tonight, for {recipient}.">
{Companion} gave {sound}.
<8-9:Everyone who had helped was a thread in tonight, and tonight had held together beautifully.><10-12:Everyone who had helped was a thread woven into tonight, {name} thought, and between them the night had held together beautifully.>
{name's} eyes closed, and sleep wrapped round {them} like the blanket.

:: ending teamwork.e.l0ze33
setting: bedroom

Home again, {name} wriggled down under the quilt.
"Tomorrow," {name} murmured, "can we build something else together?"
"Whatever you like," said {companion}.[ {name} had a few ideas about {interest}.]
<grown:{name} thought of {item}, and of {recipient}, and of every paw and hand that had helped tonight.><little:{name} smiled, thinking of {recipient}.>
<2-9:Outside, the stars blinked slowly.>
<8-9:Each star was alone up there, and yet together they made the whole sky.><10-12:Outside, the stars blinked slowly; each was far away from every other, {name} thought, and yet together they made the whole wide sky.>
{name} gave one enormous yawn and fell asleep.

:: ending teamwork.e.1rmop7d
setting: bedroom

<2-9:{name} lay in bed and listened.><10-12:{name} lay in bed and listened as {companion} breathed slowly, in and out, until soon {name} was breathing in time.>
<little:{Companion} breathed slowly, in and out. Soon {name} breathed in time.><6-9:{Companion} was breathing slowly, in and out, and soon {name} was breathing in time.>
<grown:It was like a song for two, with no words at all, only soft and slow.><little:In and out.
Slow and soft.>
"We're still a team," whispered {name}, "even when we're asleep."
<2-9:Somewhere, {recipient} was breathing slowly too.>
<8-9:The whole night seemed to be breathing together.><10-12:Somewhere, {recipient} was breathing slowly too, and the whole night, near and far, seemed to be breathing together.>
<2-9:In, and out.
In, and out.><10-12:In, and out; in, and out.>
Goodnight, {name}.

:: ending teamwork.e.g1jtmm
setting: bedroom
closes: snow-globe

<little:The moon shone on {name's} pillow, as if it had waited up.><grown:The moon was shining right onto {name's} pillow[ and {their} {hair} hair], as if it had waited up.>
"The moon helped too," said {name}.
"It lit the way."
"Everybody helped," said {companion}.
<little:On the shelf, the snow globe was still.><grown:On the shelf, the snow in the snow globe had settled round its tiny house.>
<grown:{name} thought about {recipient} and smiled a slow, sleepy smile, because nobody had done it alone, and that made it better.><little:{name} thought of {recipient}.
Nobody did it alone.>
<8-9:A job shared, {name} decided, was a job remembered by everyone.><10-12:A job shared, {name} decided sleepily, was a job that everyone who helped would remember.>
<little:The pillow was soft. {name} was asleep before the moon had moved.><grown:The pillow was soft, and {name} was asleep before the moon had moved an inch.>

:: ending teamwork.e.1q5zlaz
setting: bedroom

<little:Warm in bed, {name} thought about the night, like a jigsaw. The setting off, the friends, and {recipient} at the end.><6-9:Warm in bed, {name} thought about the night, like a jigsaw: the setting off, the friends on the way, and {recipient} at the end.><10-12:Warm in bed, {name} pictured the night as a finished jigsaw, the setting off, the friends on the way and {recipient} at the end, in which every piece had needed every other.>
<6-9:Every piece had needed every other piece, and now the picture was finished.><little:Every piece fitted.
The picture was done.>
<2-9:"Thank you for helping me," said {name}.
"Thank you for letting me help," said {companion}.><10-12:"Thank you for helping me," said {name}, and {companion} replied, "Thank you for letting me help.">
<8-9:That, {name} thought drowsily, was the whole secret of teamwork.><10-12:That, {name} thought drowsily, was the whole secret of teamwork: being glad to help, and glad to be helped.>
{name} smiled, snuggled down, and slept.

:: ending teamwork.e.1o1ai8p
setting: bedroom

Back in the bedroom, {name} held up a hand in the dark.
<little:"High five for teamwork," {name} whispered, very softly.><grown:"High five for teamwork," {name} whispered, very softly, so as not to wake the house.>
<2-9:{Companion} gave it the gentlest tap.><10-12:{Companion} answered it with the gentlest imaginable tap.>
<grown:{name} thought of {item}, safe with {recipient} now, and felt warm right down to {their} toes.><little:{name} thought of {item}, safe now.
Warm toes.
Warm heart.>
<8-9:It was the quietest high five in the world, and one of the best.><10-12:It was the quietest high five in history, barely a brush, yet it said everything it needed to.>
The room was dark and soft, and {name} drifted into sleep.

:: ending teamwork.e.9h70fl
setting: bedroom
closes: toy-train

<2-9:The house was settling down for the night.><10-12:The house was settling down for the night: the clock ticked, the pipes hummed, and on the shelf the wooden train gave one tiny toot.>
<little:The clock ticked. The pipes hummed. Toot went the little train on its shelf.><6-9:The clock ticked, the pipes hummed, and on the shelf the wooden train gave one tiny toot.>
<grown:It sounded like a little band, each one playing its own small part, quietly, together.><little:Tick, hum, toot.
A sleepy little band.>
{name} lay listening[, {their} {hair} hair spread on the pillow].
<2-9:"Everyone has a part," {name} murmured, thinking of {recipient}.
{Companion} nodded.
And soon {name's} breathing joined in, slow and soft, fast asleep.><10-12:"Everyone has a part," {name} murmured, thinking of {recipient}, and {companion} nodded.
Soon {name's} own breathing joined in, slow and soft, and {name} was fast asleep.>

:: ending teamwork.e.1x70htt
setting: bedroom
closes: toy-train

<little:All the toys sat on the shelf. The little train was back, every carriage joined up.><grown:All the toys were back on the shelf, sitting side by side, and the wooden train had puffed back up to its place, every carriage joined.>
<2-9:"They look like a team," whispered {name}.
"They are," said {companion}.
"They keep watch together."><10-12:"They look like a team," whispered {name}.
"They are," said {companion}, "and they keep watch together.">
<grown:{name} smiled, thinking of {recipient}, and of how good it felt when everybody helped.><little:{name} smiled at the thought of {recipient}.>
{Companion} tucked the blanket under {name's} chin.
<8-9:Being part of something was a very cosy feeling.><10-12:Belonging to something bigger, {name} thought, was a wonderfully cosy feeling.>
<2-9:Goodnight, toys.
Goodnight, moon.
Goodnight, {name}.><10-12:Goodnight, toys; goodnight, moon; goodnight, {name}.>

:: ending teamwork.e.n89rhu
setting: bedroom
closes: helper-wanted

<little:{Companion} sat on the windowsill, by the paper aeroplane.><grown:{Companion} sat on the windowsill beside the paper aeroplane[ and {name's} {colour} torch], and looked out at the night.>
<2-9:"Will you come back?" asked {name} sleepily.
"Whenever you need a teammate," said {companion}.
"Just send a paper aeroplane."><10-12:"Will you come back?" asked {name} sleepily, and {companion} promised, "Whenever you need a teammate: just send a paper aeroplane.">
<grown:{name} thought of {recipient}, far away and happy, and of everyone who had helped to make it so.><little:{name} thought of {recipient}, happy now.>
<8-9:It was a lovely thing to know: that help would come, and that {name} could be the help, too.><10-12:It was a comforting thing to know: that help would come when needed, and that {name} could be the help, too.>
<2-9:The pillow was cool and soft.
{name} closed {their} eyes, and sleep came.><10-12:The pillow was cool and soft, and as {name} closed {their} eyes, sleep came quietly in.>

:: ending teamwork.e.1fpy3op
setting: bedroom

<2-9:Tired legs, tired arms, tired eyes.
{name} flopped into bed[, {their} {hair} hair everywhere].><10-12:With tired legs, tired arms and tired eyes, {name} flopped into bed[, {their} {hair} hair everywhere].>
<2-9:"I'm tired all over," {they} said.
"So am I," said {companion}, with a yawn.
"That's the best thing about teamwork.
Everybody gets to be tired together."><10-12:"I'm tired all over," {they} said, and {companion} replied with a yawn, "So am I. That's the best thing about teamwork: everybody gets to be tired together.">
<2-9:{name} laughed a sleepy laugh.><10-12:{name} gave a sleepy laugh, knowing that somewhere out there {recipient} was tired too, and happy, and tucked up warm.>
<6-9:Somewhere out there, {recipient} was tired too, and happy, and tucked up warm.><little:{recipient} was tucked up warm too.>
<8-9:Shared tiredness felt more like a prize than a problem.><10-12:Shared tiredness, {name} decided, felt less like a problem than a prize.>
{name's} eyes closed.
Goodnight.

:: ending teamwork.e.sv2gbe
setting: bedroom

<little:In bed, {name} whispered, "{refrain}."><grown:Back in bed, {name} whispered softly into the pillow, "{refrain}.">
<6-9:{Companion} said it too, very softly, so that the two voices made one.><little:{Companion} said it too, softly.><10-12:{Companion} echoed it, very softly, so that the two voices blended into one.>
<little:Far away, {recipient} was asleep. {item} was right where it belonged.><grown:Far away, {recipient} was fast asleep, and {item} was right where it belonged.>
<2-9:{name} snuggled down[ under the {colour} blanket].><10-12:{name} snuggled down[ under the {colour} blanket], drowsy and contented.>
<8-9:Two voices, then one, then only the quiet, even breathing of sleep.><10-12:Two voices, then one, then nothing but the slow, even breathing of sleep.>
<young:Hush now.
Sleep now.>
Goodnight, {name}.

:: ending teamwork.e.team-name
setting: bedroom

<little:In bed, {name} had a sleepy question.><6-9:Snug in bed, {name} had one last, sleepy question.><10-12:Snug in bed, {name} had one final, drowsy question.>
<little:"What is our team called?"><6-9:"What's our team called?" {name} asked.><10-12:"What is our team actually called?" {name} asked.>
<little:{Companion} thought and thought. Hmm.><6-9:{Companion} thought about it for a long moment.><10-12:{Companion} gave the matter serious thought.>
<little:"The Night Team?" said {companion}.><6-9:"The Night Team?" said {companion}. "The Long Way Team?"><10-12:"The Night Team?" {companion} suggested. "Or perhaps the Long Way Team?">
<little:"The Sleepy Team," said {name}, yawning.><6-9:"The Sleepy Team," said {name}, with a yawn.><10-12:"I vote for the Sleepy Team," said {name}, halfway through a yawn.>
<little:That team took {item} to {recipient}!><6-9:It was a good name for a team that had taken {item} all the way to {recipient}.><10-12:It seemed a fitting name for a team that had carried {item} all the way to {recipient}.>
<8-9:And every team needs a rest, even a very good one.><10-12:Every team needs its rest, {name} reflected, and the hardest-working ones need it most.>
<little:So the Sleepy Team went to sleep.><6-9:So the Sleepy Team did what it did best, and fell fast asleep.><10-12:So the Sleepy Team did exactly what its name promised, and fell fast asleep.>

:: ending teamwork.e.half-sentences
setting: bedroom

<little:{name} was so sleepy. The words came out in halves.><6-9:{name} was so sleepy that {their} words were coming out in halves.><10-12:{name} was so drowsy that {their} sentences were coming out only half finished.>
<little:"Tonight we took," {name} began, and yawned.><6-9:"Tonight we took," {name} began, and stopped for a yawn.><10-12:"Tonight we carried," {name} began, and broke off for a yawn.>
<little:"{item}, to {recipient}," said {companion}.><6-9:"{item}, all the way to {recipient}," {companion} finished.><10-12:"{item}, all the way to {recipient}," {companion} finished helpfully.>
<little:"And the friends," {name} tried again.><6-9:"And all the friends," {name} tried again.><10-12:"And all the friends," {name} attempted once more.>
<little:"Who helped," said {companion}.><6-9:"Who helped us on the way," said {companion}.><10-12:"Who lent a hand along the way," {companion} supplied.>
<8-9:It was like carrying something big: one takes one end, and the other takes the other.><10-12:It was rather like carrying something awkward, {name} thought: one friend lifts each end, and between them it goes.>
<little:"And now," whispered {name}.><6-9:"And now," whispered {name}, very slowly.><10-12:"And now," whispered {name}, barely audible.>
<little:"Sleep," said {companion}. And {name} was asleep.><6-9:"Sleep," said {companion} softly, and {name} was asleep before the word was finished.><10-12:"Sleep," said {companion} softly, and {name} was asleep before the word was even finished.>

:: ending teamwork.e.good-at
setting: bedroom

<little:In the dark, {name} whispered a question.><6-9:In the dark, {name} whispered a question across the pillow.><10-12:In the dark, {name} whispered a question across the pillow.>
<little:"What was I good at tonight?"><6-9:"What was I best at tonight?" {name} asked.><10-12:"What was I best at tonight?" {name} wanted to know.>
<little:"Not giving up," said {companion}.><6-9:"Never giving up," said {companion}.><10-12:"Never once giving up," said {companion} without hesitation.>
<little:"What was I good at?" asked {companion}.><6-9:"And what was I good at?" asked {companion}.><10-12:"And what was I good at?" {companion} enquired.>
<little:"Finding the way," said {name}.><6-9:"Finding the way," said {name}, "and knowing when to wait."><10-12:"Finding the way," said {name}, "and knowing exactly when to wait for me.">
<little:Together, they got {item} to {recipient}.><6-9:Between them, they had got {item} all the way to {recipient}.><10-12:Between them, they had brought {item} all the way to {recipient}.>
<8-9:A team, {name} thought, is lots of different good things all pointing the same way.><10-12:A team, {name} decided, is simply a collection of different strengths all pointing the same way.>
<little:Then {name} was good at one more thing. Falling asleep!><6-9:Then {name} turned out to be good at one more thing: falling fast asleep.><10-12:Then {name} proved to be excellent at one more thing: falling fast asleep.>

:: ending teamwork.e.curtain-lamp
setting: bedroom

<little:There were two last jobs before sleep. Curtains and lamp!><6-9:There were two last jobs before sleep: the curtains and the lamp.><10-12:Two last jobs remained before sleep: the curtains, and the lamp.>
<little:{Companion} pulled the curtains. Swish!><6-9:{Companion} drew the curtains across, swish, swish.><10-12:{Companion} drew the curtains closed with a soft double swish.>
<little:{name} clicked off the lamp. Click!><6-9:{name} reached out and clicked off the lamp.><10-12:{name} stretched out an arm and clicked off the lamp.>
<little:"Teamwork," whispered {name}, very softly.><6-9:"Teamwork," whispered {name}, and {companion} chuckled in the dark.><10-12:"Teamwork," whispered {name}, and {companion} chuckled softly in the darkness.>
<little:{name} thought of {recipient}, with {item}. And all the helpers!><6-9:{name} thought of {recipient} with {item}, and of every helper on the way.><10-12:{name} pictured {recipient} with {item}, and remembered every helper along the way.>
<8-9:The dark felt different when you had made it together: not empty, but finished.><10-12:Darkness you have made together, {name} thought, feels less like something empty and more like something finished.>
<little:The room was dark and snug. Soon {name} was asleep.><6-9:The room was dark and snug, and soon {name} was fast asleep.><10-12:The room was dark and snug, and before long {name} was fast asleep.>
