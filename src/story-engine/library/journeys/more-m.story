// Twenty more journeys, one in each of twenty places (set m): scenes on the way that serve any quest of any theme.

:: journey journey.m-sign-painter
setting: village
role: onward
energy: gentle

{onward}<little:by the village gate was a shrew.
She was up a ladder, painting a sign.><grown:by the village gate, a shrew on a stepladder was painting a sign.>
"WEL-COM," read {name}.
"Where's the E?"
"Oh dear," squeaked the shrew.
"And there's no room left!"
{trait:help} "Paint a little one on top," said {name}, "like a hat."
{Companion} held up the paint pot.
<grown:{name} held the ladder steady while a small E went on top, and the shrew laughed till her whiskers shook.><little:{name} held the ladder.
Up went a little E, like a hat!>
<little:[Plop! White paint dripped on {name's} {colour} slipper. {name} didn't mind.]><grown:[A blob of white paint dripped onto {name's} {colour} slipper, but {name} didn't mind.]>
<8-9:It wasn't the sign the shrew had planned, {name} thought, but it was a much friendlier one.><10-12:It was not the sign the shrew had planned, {name} thought, but mistakes mended kindly often turn out friendlier than perfect things.>
<grown:Then the shrew painted an arrow showing the road to {recipient}.><little:Then she painted an arrow for {name}.>
<little:With a wave, {name} set off with {item}.><grown:With a wave, {name} set off that way with {item}.>

:: journey journey.m-water-boatmen
setting: river
role: aside
energy: lively

{onward}<little:a leaf floated on the still river.
Six water boatmen were rowing it like a boat!><grown:on a still bend of the river, six water boatmen were rowing a leaf like a boat.>
<grown:They were little bugs with legs like oars, but they all rowed at different times.><little:They were tiny bugs with legs like oars.>
Round and round spun the leaf.
{trait:obstacle} {name} knelt on the bank and clapped: "In, out!"
Too fast, and their legs tangled.
Too slow, and they yawned.
<grown:The third time, {name} clapped just right, and the leaf shot off like an arrow.><little:Clap, in!
Clap, out!
Whoosh went the leaf!>
{Companion} gave {sound}.
<8-9:Sometimes, {name} thought, what a team needs most is someone to keep the beat.><10-12:A team can have plenty of legs, {name} thought, and still need someone on the bank to keep the beat.>
{item} {itemTell}.

:: journey journey.m-ladybird-spots
setting: meadow
role: aside
energy: gentle

{onward}<little:a ladybird sat on a tall grass stalk.
She looked very cross.><grown:on a tall stalk of meadow grass sat a ladybird, looking cross.>
<little:"I'm trying to count my spots," she said.
"But I can't see my own back!"><grown:"I'm trying to count my spots," she said, "but I can't see my own back!">
{trait:help} {name} crouched down for a good look.
{Companion} {ability:light,find,guide}.
<little:One, two, three.
Four, five, six, seven!><grown:"One, two, three," counted {name}, very slowly, "four, five, six... seven!">
"Seven!" cried the ladybird, and opened her wings to show off.
"That's the best number there is."
<8-9:{name} thought it was funny how some things are easier to see for somebody else.><10-12:It was funny, {name} thought, how the things on your own back are always the hardest for you to see.>
<little:She flew off, spots and all.
{name} went on through the grass with {item}.[ {Their} {colour} slippers were wet with dew.]><grown:She flew off, spots and all, and {name} went on through the grass with {item}[, {their} {colour} slippers wet with dew].>

:: journey journey.m-see-saw
setting: orchard
role: aside
energy: lively

{onward}<little:under the apple trees was a see-saw.
It was a plank on a fallen log.><grown:under the apple trees, someone had made a see-saw from a plank and a fallen log.>
<grown:Three little hedgehogs sat on one end, and their big, round dad sat on the other.><little:Three little hedgehogs sat on one end.
Their big, round dad sat on the other.>
<little:Down went his end, thump!
Up went the little ones, legs kicking.><grown:Down went his end, thump, and up went the little ones, legs kicking.>
"We're stuck up here!" they squeaked.
{Companion} {ability:comfort}.
{trait:help} <little:{name} reached up and pulled the little ones down.
Then {name} sat on the end with them![ Bounce went {name's} {hair} hair.]><grown:{name} reached up, pulled their end gently down, and sat on it too[, {their} {hair} hair bouncing with every bump].>
<young:Up, down!
Up, down!>
<8-9:A see-saw, {name} decided, always needs exactly one more friend than you think.><10-12:A see-saw, {name} decided, is really a lesson in balance, and it nearly always needs one more friend than you expect.>
<little:At last {name} hopped off.
{They} checked on {item}.><grown:At last {name} hopped off and checked on {item}.>

:: journey journey.m-air-house
setting: pond
role: aside
energy: calm

{onward}<little:{name} lay down by the pond.
The water was very clear.><grown:at the edge of the pond, {name} lay down to look into the clear water.>
<grown:A tiny spider was building a house down there, out of bubbles of air, inside a little bell of silk.><little:A tiny spider lived under the water.
It made a house of silver bubbles.>
But the ripples kept rocking its reed.
{trait:rest} <little:{name} held the reed still with one finger.><grown:{name} held the reed still with one finger[, {their} {eyes} eyes close to the water].>
{Companion} {ability:hush,comfort}.
<little:At last the bubble house was full.
The spider curled up inside, like a pearl.><grown:At last the bell was full, and the spider curled up inside, like a pearl.>
<8-9:It must be the quietest bedroom in the world, {name} thought.><10-12:It must be the quietest bedroom in the world, {name} thought, a silver room of air with the whole pond for a blanket.>
<little:{name} slipped away with {item}.
Quiet as the water.><grown:Quiet as the water, {name} slipped away with {item}.>

:: journey journey.m-gorse-fleece
setting: hilltop
role: onward
energy: gentle

{onward}<little:on the hilltop, a young sheep was stuck.
Her wool was caught in a bush!><grown:on the hilltop, a young sheep had caught her wool in a gorse bush.>
<grown:The gorse was prickly and gold, and its flowers smelled of coconut.><little:The bush was prickly.>
"Baa-aa," she said sadly.
{Companion} held the prickliest branches back.
{trait:help} {name} unhooked her wool, one tuft at a time, very carefully.
The sheep trotted off along a track, light as a cloud.
<grown:{name} left the last tuft on the bush, for a bird's nest.><little:{name} left a tuft for the birds.>
<8-9:Nothing, {name} thought, needs to be wasted on a hill like this.><10-12:On a hill like this, {name} thought, nothing needs to be wasted; even a tuft of wool can become somebody's home.>
<grown:{name} brushed a prickle off {their}[ {colour}] sleeve and followed her track with {item}, the easy way over the hill.><little:{name} followed her track with {item}.>

:: journey journey.m-tits-in-a-row
setting: forest
role: onward
energy: calm

{onward}<little:nine little birds slept on a low branch.
They sat in a row, squeezed up tight.><grown:on a low forest branch, nine long-tailed tits slept in a row, squeezed tight.>
They looked like fluffy beads on a string.
But the smallest, at the end, kept slipping.
{trait:help} "Make room in the middle," whispered {name}, soft as a breath.
<grown:The two in the middle shuffled apart, and the smallest one hopped into the warm gap.><little:Shuffle, shuffle.
In hopped the smallest one.>
{Companion} held the branch still, so no one wobbled.
<8-9:Everyone, {name} thought, should have a turn in the warm middle.><10-12:Everyone, {name} thought, deserves a turn in the warm middle now and then, especially the smallest one who always ends up at the edge.>
<grown:Now moonlight slipped through onto a narrow path {name} had not seen.><little:Moonlight showed a little path.>
On tiptoe, {name} crept along it with {item}.

:: journey journey.m-cow-moon
setting: farm
role: aside
energy: lively

{onward}<little:a young cow was jumping at the sky.><grown:in the farm field, a young cow was jumping at the sky.>
Boing!
Thump.
<little:"I want to jump over the moon," she puffed.
"Like the cow in the song!"><grown:"I want to jump over the moon," she puffed, "like the cow in the song!">
{trait:obstacle} <little:{name} looked up at the moon.
Then {they} looked down at the water trough.><grown:{name} looked up at the moon, and then down at the water trough.>
There was the moon again, floating in the water.
"Try this one," said {name}.
<grown:The cow took a run and sailed right over the trough.><little:Run, run, jump!
Over she went!>
"I did it!" she mooed.
{Companion} gave {sound}.
<8-9:It wasn't quite the real moon, {name} thought, but a jump is a jump.><10-12:It was not exactly the real moon, {name} thought, but the cow's delight was entirely real, and that was what mattered.>
{item} {itemTell}.

:: journey journey.m-cloud-pillows
setting: clouds
role: onward
energy: calm

{onward}<little:up in the clouds were three grey moths.
They were filling pillowcases with cloud!><grown:up in the clouds, three grey moths were filling pillowcases with soft scoops of cloud.>
[One pillowcase was {colour}, {name's} favourite colour.]
"Every pillow down there needs a bit of sky," whispered the smallest.
{trait:rest} <little:{name} scooped up an armful of cloud.
It was cool and light.
{They} pushed it gently in.><grown:{name} scooped up an armful of cloud, cool and light, and pushed it gently in.>
<grown:The pillow puffed up, plump and soft, and smelled of clean washing.><little:Pat, pat!
The pillow was plump and soft.>
The moths let it float down, slowly, towards a sleeping town.
<8-9:{name} wondered whose head would rest on it tonight, and hoped they would have good dreams.><10-12:{name} wondered whose head would sink into it tonight, and hoped that a little of the sky's quiet would drift into their dreams.>
<grown:Then the smallest moth gave {friends} a spare pillow, and they rode it on their way through the clouds, holding {item}.><little:{Friends} rode away on a pillow!
They held {item} tight.>

:: journey journey.m-kingfisher
setting: waterfall
role: onward
energy: lively

{onward}<little:a young kingfisher was learning to dive.><grown:below the waterfall, a young kingfisher was practising his dive into the pool.>
Splat!
"Belly-flop again!" he spluttered.
{trait:help} "Be pointy," said {name}, hands together like an arrow.
Splosh!
Better, but his wings stuck out.
"Wings in," said {name}, tucking {their} elbows in to show him.
<grown:The third time, he folded up neat as a dart and went in with a tiny plip.><little:The third time: plip!
Perfect!>
{Companion} gave a cheer from the rocks.
<8-9:Teaching someone, {name} found, felt almost as good as flying.><10-12:Helping someone learn, {name} found, gave a lift almost as good as flying, though {they} had never left the ground.>
"Follow the blue!" called the kingfisher, and zipped off like a spark.
<little:{name} laughed and ran after him with {item}.><grown:{name} laughed[, spray sparkling in {their} {hair} hair,] and ran after him with {item}.>

:: journey journey.m-swing
setting: treehouse
role: onward
energy: lively

{onward}<little:below a treehouse, a squirrel sat on a swing.
She sat quite still.><grown:a young squirrel sat on a swing below a treehouse, quite still.>
"I want to go high," she said, "but I don't know how."
{trait:help} {name} gave her a gentle push, but the swing soon slowed.
"Legs out going forward," said {name}, "and tucked in coming back."
<grown:Out went the little legs, and in, a bit late, then just right.><little:Legs out!
Legs in!>
Higher and higher she went, and {companion} whooped.
<8-9:It felt good to give someone a push, {name} thought, and then watch them not need it any more.><10-12:There was a special kind of pride, {name} discovered, in giving someone a push and then watching them not need you any more.>
<grown:"Thank you!" called the squirrel, tossing {name} some glow-moss for the dark wood ahead.><little:The squirrel gave {name} some glowing moss.>
<little:{name} went on with {item}.
The moss glowed green.><grown:By its green light, {name} went on with {item}.>

:: journey journey.m-parrot-goodnight
setting: jungle
role: onward
energy: calm

{onward}<little:a line of ants marched across the path.
Each one carried a leaf, like a green sail.><grown:across the jungle path marched a line of ants, each carrying a leaf like a green sail.>
"Home to bed," puffed the last ant.
<grown:But every puff of breeze spun her round.><little:Puff!
Round she spun.>
{trait:help} <little:{name} knelt and cupped a hand round her leaf.
It was like a wall against the wind.><grown:{name} knelt and cupped a hand round her leaf, like a wall against the wind.>
{Companion} knelt opposite, making a second wall.
<grown:Step by step, the ant walked home between them, to a hole under a root.><little:Step by step, the ant marched home.>
<8-9:The last green sail went underground, and the path was still.><10-12:The last green sail slipped underground, and the jungle path fell so still that {name} could hear the leaves breathing.>
The ants had left a thin, bare trail through the ferns.
<little:{name} followed it with {item}.
The dark was soft and warm.><grown:{name} followed it through the warm dark with {item}.>

:: journey journey.m-little-boat
setting: harbour
role: onward
energy: calm

{onward}<little:on the jetty stood a stack of lobster pots.
In the bottom one, a little octopus lay asleep.><grown:on the harbour jetty stood a stack of lobster pots, and in the bottom one, a little octopus lay asleep.>
Pink... then sandy... then pink again.
"It's dreaming," whispered {companion}.
The pot was drying out in the night breeze, though.
{trait:help} <little:{name} lifted it, slow and steady.
{They} set it in a rock pool by the steps.><grown:{name} lifted it, slow and steady, and set it in a rock pool by the steps.>
<grown:The octopus turned a soft, happy blue, and curled up tighter.><little:It turned soft blue.>
<8-9:{name} wondered what an octopus dreamed about, and decided it was probably eight kinds of cake.><10-12:{name} wondered what an octopus dreamed about, and decided it must be something colourful, since its dreams kept showing on the outside.>
<grown:Beside the pool, steps led up to the harbour road, just where {name} needed to go.><little:Steps led up to the road.>
{name} climbed them quietly, holding {item}.

:: journey journey.m-shields
setting: castle
role: onward
energy: gentle

{onward}<little:in the castle hall, a mouse was painting shields.
There was one for every traveller.><6-9:in the castle's long hall, a mouse squire was painting a shield for every traveller.><10-12:in the castle's long hall, a mouse squire was painting a shield for every traveller, with a tower on one and a bee on another.>
<2-9:There was a tower on one, and a bee on another.>
<2-9:"What shall I paint on yours?" asked the mouse.><10-12:"And what shall I paint on yours?" the mouse enquired politely.>
{trait:meet} "My friend, please," said {name}, "and {item}."
<grown:So the mouse painted {companion} in the middle, big and brave, and {item} in one corner[, all on {colour}].><little:The mouse painted {companion} and {item}.>
<little:"Show it at the side gate," said the mouse.
"It's the short way through."><6-9:"Show it at the side gate," said the mouse, "for the short way through."><10-12:"Show it at the side gate," the mouse advised, "and they'll let you take the short way through.">
<6-9:The toad on guard saw the shield and swung the gate wide.><10-12:The toad on guard took one look at the shield and swung the gate wide open.><little:The toad let them through.>

:: journey journey.m-moon-polish
setting: moon
role: onward
energy: gentle

{onward}<little:an old tortoise was polishing the moon!
She had a cloth and a woolly hat.><grown:on the moon, an old tortoise in a woolly hat was polishing the ground with a cloth.>
<little:"The moon must be shiny," she said.
"Then the children down there can see it."><grown:"If nobody keeps the moon shiny," she said, "the children down there won't see it.">
{trait:help} <little:{name} and {companion} took a cloth each.
Round and round they rubbed.><grown:{name} and {companion} took a cloth each and rubbed, round and round.>
<grown:Slowly, the grey turned to silver, then to a soft glow.><little:Rub, rub.
Shine!>
Far below, a tiny face looked up from a window.
"They've seen it," whispered the tortoise.
<8-9:{name} wondered whether {they} had ever looked up from bed and seen a patch that someone else had polished.><10-12:{name} wondered whether, on some ordinary night at home, {they} had looked up at a patch of moon that somebody had polished.>
<grown:The shine ran on ahead, a silver track across the dust.><little:The shine made a silver path.>
On they bounced along it with {item}.

:: journey journey.m-runaway-light
setting: lighthouse
role: onward
energy: lively

{onward}<little:a piece of the lighthouse beam came loose.><grown:at the lighthouse, a little piece of the beam had come loose.>
It went skipping over the rocks, flick, flash!
{trait:obstacle} {name} ran after it, but it skipped away.
So {name} crouched down, very still, and held out cupped hands.
<grown:The little light crept closer and hopped right in.><little:In it hopped.
Warm and tickly!>
{Companion} {ability:fly,lift,carry,guide}.
<little:Up it went, back to the lamp.
The beam swept round, whole again.><grown:Up it went, back to the lamp, and the beam swept round whole again.>
<8-9:It turned out that the quickest way to catch something was to stop chasing it.><10-12:It turned out, rather surprisingly, that the quickest way to catch something shy was to stop chasing it altogether and simply wait.>
<grown:Sweep after sweep, the beam lit the shore path ahead, and {name} hurried along it with {item}.><little:The beam lit the path.
{name} hurried along with {item}.>

:: journey journey.m-bookends
setting: library
role: onward
energy: gentle

{onward}<little:on a library shelf sat two stone hedgehogs.
They held up a row of books.><grown:on a library shelf, two stone hedgehogs held up a row of books.>
<little:But they had slid apart.
The books flopped over, flop, flop, flop!><grown:But they had slid apart, and the books had flopped over like sleepy dominoes.>
{trait:help} <little:{name} stood the books up, one by one.
{They} pushed the hedgehogs in, nice and snug.><grown:{name} stood the books up, one by one, and pushed the bookends in, nice and snug.>
{Companion} steadied the other end of the row.
<little:[One book was about {interest}. {name} put it in the middle.]><grown:[One was a book about {interest}, so {name} put it right in the middle.]>
<grown:"Much better," sighed the books, in small, papery voices.><little:"Thank you," whispered the books.>
<8-9:Even a shelf, {name} thought, needs someone at each end to lean on.><10-12:Even a shelf of books, {name} thought, stands up straighter with someone dependable at each end to lean on.>
<grown:Now that the books stood tall, a low door showed behind them: the library's back way out.><little:Behind the books was a little door!>
<little:{name} gave the row a last pat.
Then {they} ducked through with {item}.><grown:{name} gave the row a last pat and ducked through with {item}.>

:: journey journey.m-tug-of-war
setting: fair
role: aside
energy: lively

{onward}<little:at the fair, there was a tug-of-war!
A fat rope lay across the grass.><grown:at the fair, a fat rope lay across the grass, and there was a tug-of-war.>
On one end pulled six hedgehogs.
On the other pulled six small mice, and they were losing.
"Help!" they squeaked.
{trait:meet} {name} took the end of the rope behind the smallest mouse.
"Heave!" cried {name}.
<grown:Heave went the mice, and heave went {name}, until everyone fell over in the straw with a bump.><little:Heave!
Heave!
Bump!
Everyone fell in the straw.>
{Companion} {ability:comfort}.
<8-9:Nobody minded who had won, {name} noticed, as long as everyone was laughing.><10-12:Nobody seemed to mind who had won, {name} noticed; ending up in a laughing heap was prize enough for everyone.>
<little:Then {name} picked the straw out of {their}[ {hair}] hair.
On {they} went with {item}.><grown:Then {name} picked the straw out of {their}[ {hair}] hair, checked on {item}, and went on.>

:: journey journey.m-goose-arrow
setting: snowfield
role: onward
energy: gentle

{onward}<little:geese flew round and round in the sky.
Honk, honk!><grown:high over the snowy field, a line of geese was circling and honking.>
"Where's the lake?" they called.
"Everything's white!"
{trait:help} <little:"Let's draw them an arrow," said {name}.
"A big one they can see from the sky!"><grown:"Let's draw them an arrow," said {name}, "big enough to see from the sky.">
<grown:{name} stamped a long line through the snow, then the two sides of the point.><little:Stamp, stamp, stamp!
A big, big arrow.>
{Companion} stood at the tip and waved up.
The geese saw it, honked, and turned towards the lake.
<8-9:{name} liked the thought of writing something for someone who would only ever read it from the sky.><10-12:It was a peculiar, pleasing thought: {name} had written a message that could only ever be read by someone flying high overhead.>
<grown:The lead goose honked the way on: through the gap in the far hedge.><little:"Gap in the hedge!" honked the lead goose.>
<little:{name} stamped off towards it with {item}.[ {Their} {colour} mittens were white with snow.]><grown:{name} stamped off towards it with {item}[, {their} {colour} mittens white with snow].>

:: journey journey.m-beach-huts
setting: beach
role: onward
energy: calm

{onward}<little:little beach huts stood in a row.
They were pink, blue and yellow.><grown:at the top of the beach stood a row of little huts, painted pink, blue and yellow.>
<2-9:Behind every door, someone was asleep.
But the last door had come unhooked, and swung in the breeze.><10-12:Behind every door someone lay asleep, but the last door had come unhooked and was swinging in the breeze.>
<little:Bang!
Creak.
Bang!>
{trait:help} <2-9:{name} tiptoed along the row, caught the door, and hooked it shut.
{Companion} checked the hook twice.><10-12:{name} tiptoed along the row, caught the door and hooked it shut, and {companion} checked the hook twice to be certain.>
<grown:A gull stopped fidgeting, and some crabs sighed.><little:A gull sighed.
Some crabs sighed.
Shh.>
<grown:Now the door was shut, {name} saw the boardwalk it had hidden, running over the dunes.><little:Behind it was a wooden path!>
<little:On tiptoe, {name} left the sleepers.
{They} crossed the dunes with {item}.><grown:On tiptoe, {name} left the sleepers and crossed the dunes with {item}.>
