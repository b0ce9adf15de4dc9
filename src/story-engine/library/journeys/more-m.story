// Twenty more journeys, one in each of twenty places (set m): scenes on the way that serve any quest of any theme.

:: journey journey.m-sign-painter
setting: village
energy: gentle

{onward}by the village gate, a shrew on a stepladder was painting a sign.
"WEL-COM," read {name}.
"Where's the E?"
"Oh dear," squeaked the shrew.
"And now there's no room left!"
{trait:help} "Paint a little one on top," said {name}, "like a hat."
{Companion} {ability:light,lift,guide}.
<grown:{name} held the ladder steady while a small E went on top, and the shrew laughed till her whiskers shook.><little:{name} held the ladder.
Up went a little E, like a hat!>
[A blob of white paint dripped onto {name's} {colour} slipper, but {name} didn't mind.]
<big:It wasn't the sign the shrew had planned, {name} thought, but it was a much friendlier one.>
With a wave, {name} set off again with {item}.

:: journey journey.m-water-boatmen
setting: river
energy: lively

{onward}on a still bend of the river, six water boatmen were rowing a leaf like a boat.
<grown:They were little bugs with legs like oars, but they all rowed at different times.><little:They were tiny bugs with legs like oars.>
Round and round spun the leaf.
{trait:obstacle} {name} knelt on the bank and clapped: "In, out!"
Too fast, and their legs tangled.
Too slow, and they yawned.
<grown:The third time, {name} clapped just right, and the leaf shot off like an arrow.><little:Clap, in!
Clap, out!
Whoosh went the leaf!>
{Companion} gave {sound}.
<big:Sometimes, {name} thought, what a team needs most is someone to keep the beat.>
{item} {itemTell}.

:: journey journey.m-ladybird-spots
setting: meadow
energy: gentle

{onward}on a tall stalk of meadow grass sat a ladybird, looking cross.
"I'm trying to count my spots," she said, "but I can't see my own back!"
{trait:help} {name} crouched down for a good look.
{Companion} {ability:light,find,guide}.
<little:One, two, three.
Four, five, six, seven!><grown:"One, two, three," counted {name}, very slowly, "four, five, six... seven!">
"Seven!" cried the ladybird, and opened her wings to show off.
"That's the best number there is."
<big:{name} thought it was funny how some things are easier to see for somebody else.>
She flew off, spots and all, and {name} went on through the grass with {item}[, {their} {colour} slippers wet with dew].

:: journey journey.m-see-saw
setting: orchard
energy: lively

{onward}under the apple trees, someone had made a see-saw from a plank and a fallen log.
<grown:Three little hedgehogs sat on one end, and their big, round dad sat on the other.><little:Three little hedgehogs sat on one end.
Their big, round dad sat on the other.>
Down went his end, thump, and up went the little ones, legs kicking.
"We're stuck up here!" they squeaked.
{Companion} {ability:comfort}.
{trait:help} {name} reached up, pulled their end gently down, and sat on it too[, {their} {hair} hair bouncing with every bump].
<young:Up, down!
Up, down!>
<big:A see-saw, {name} decided, always needs exactly one more friend than you think.>
At last {name} hopped off and checked on {item}.

:: journey journey.m-air-house
setting: pond
energy: calm

{onward}at the edge of the pond, {name} lay down to look into the clear water.
<grown:A tiny spider was building a house down there, out of bubbles of air, inside a little bell of silk.><little:A tiny spider lived under the water.
It made a house of silver bubbles.>
But the ripples kept rocking its reed.
{trait:rest} {name} held the reed still with one finger[, {their} {eyes} eyes close to the water].
{Companion} {ability:hush,comfort}.
At last the bell was full, and the spider curled up inside, like a pearl.
<big:It must be the quietest bedroom in the world, {name} thought.>
Quiet as the water, {name} slipped away with {item}.

:: journey journey.m-gorse-fleece
setting: hilltop
energy: gentle

{onward}on the hilltop, a young sheep had caught her wool in a gorse bush.
<grown:The gorse was prickly and gold, and its flowers smelled of coconut.><little:The bush was prickly.>
"Baa-aa," she said sadly.
{Companion} {ability:comfort}.
{trait:help} {name} unhooked her wool, one tuft at a time, slowly and carefully.
The sheep trotted off, light as a cloud.
<grown:{name} left the last tuft on the bush, for a bird to line her nest with.><little:{name} left a tuft for the birds.>
<big:Nothing, {name} thought, needs to be wasted on a hill like this.>
{name} brushed a prickle off {their}[ {colour}] sleeve, and they walked on with {item}.

:: journey journey.m-tits-in-a-row
setting: forest
energy: calm

{onward}on a low forest branch, nine long-tailed tits slept in a row, squeezed tight for warmth.
They looked like fluffy beads on a string.
But the smallest one, at the end, kept nodding off and slipping.
{trait:help} "Make room in the middle," whispered {name}, soft as a breath.
<grown:The two in the middle shuffled apart, and the smallest one hopped into the warm gap.><little:Shuffle, shuffle.
In hopped the smallest one.>
{Companion} {ability:hush,comfort}.
<big:Everyone, {name} thought, should have a turn in the warm middle.>
On tiptoe, {name} crept past with {item}, towards {destination}.

:: journey journey.m-cow-moon
setting: farm
energy: lively

{onward}in the farm field, a young cow was jumping at the sky.
Boing!
Thump.
"I want to jump over the moon," she puffed, "like the cow in the song!"
{trait:obstacle} {name} looked up at the moon, and then down at the water trough.
There was the moon again, floating in the water.
"Try this one," said {name}.
<grown:The cow took a run and sailed right over the trough.><little:Run, run, jump!
Over she went!>
"I did it!" she mooed.
{Companion} gave {sound}.
<big:It wasn't quite the real moon, {name} thought, but a jump is a jump.>
{item} {itemTell}.

:: journey journey.m-cloud-pillows
setting: clouds
energy: calm

{onward}up in the clouds, three grey moths were filling pillowcases with soft scoops of cloud.
[One pillowcase was {colour}, {name's} favourite colour.]
"Every pillow down there needs a bit of sky," whispered the smallest.
{trait:rest} {name} scooped up an armful of cloud, cool and light, and pushed it gently in.
<grown:The pillow puffed up, plump and soft, and smelled of clean washing.><little:Pat, pat!
The pillow was plump and soft.>
{Companion} {ability:hush,comfort}.
The moths let it float down, slowly, towards a sleeping town.
<big:{name} wondered whose head would rest on it tonight, and hoped they would have good dreams.>
On they floated with {item}, towards {destination}.

:: journey journey.m-kingfisher
setting: waterfall
energy: lively

{onward}below the waterfall, a young kingfisher was practising his dive into the pool.
Splat!
He landed flat on his tummy.
"Belly-flop again!" he spluttered.
{Companion} {ability:comfort}.
{trait:help} "Be pointy," said {name}, hands together like an arrow.
Splosh!
Better, but his wings stuck out.
"Wings in," said {name}, tucking {their} elbows in to show him.
<grown:The third time, he folded up as neat as a dart, and went in with the smallest plip.><little:The third time: plip!
Perfect!>
<big:Teaching someone, {name} found, felt almost as good as flying.>
{name} laughed[, spray sparkling in {their} {hair} hair,] and went on with {item}.

:: journey journey.m-swing
setting: treehouse
energy: lively

{onward}a young squirrel sat on a swing below a treehouse, quite still.
"I want to go high," she said, "but I don't know how."
{trait:help} {name} gave her a gentle push, but the swing soon slowed down.
"Legs out going forward," said {name}, "and tucked in coming back."
<grown:Out went the little legs, and in, a bit late, then just right.><little:Legs out!
Legs in!>
Higher and higher she went, past the treehouse window.
{Companion} gave {sound}.
<big:It felt good to give someone a push, {name} thought, and then watch them not need it any more.>
"Thank you!" called the squirrel, and {name} walked on with {item}.

:: journey journey.m-parrot-goodnight
setting: jungle
energy: calm

{onward}across the jungle path marched a line of ants, each holding up a piece of leaf like a tiny green sail.
"Home to bed," puffed the last ant, whose leaf was the biggest.
<grown:But every puff of breeze spun her round.><little:Puff!
Round she spun.>
{trait:help} {name} knelt and cupped a hand round her leaf, like a wall against the wind.
<grown:Step by step, she walked home in its shelter, to a hole under a root.><little:Step by step, she marched home.>
{Companion} {ability:hush,guide}.
<big:The last green sail went underground, and the path was still.>
Softly, {name} carried {item} on through the warm dark.

:: journey journey.m-little-boat
setting: harbour
energy: calm

{onward}on the harbour jetty stood a stack of lobster pots, and in the bottom one, a little octopus lay asleep.
<grown:As {name} watched, it turned pink, then sandy, then speckled, then pink again.><little:Pink... then sandy... then pink again.>
"It's dreaming," whispered {companion}.
The pot was drying out in the night breeze, though.
{trait:help} {name} lifted it, slow and steady, and set it in a rock pool by the steps.
<grown:The octopus turned a soft, happy blue, and curled up tighter.><little:It turned soft blue.>
{Companion} {ability:hush,comfort}.
<big:{name} wondered what an octopus dreamed about, and decided it was probably eight kinds of cake.>
Softly, {name} went on with {item}.

:: journey journey.m-shields
setting: castle
energy: gentle

{onward}in the castle's long hall, a mouse squire was painting a shield for every traveller.
There was a tower on one, and a bee on another.
"What shall I paint on yours?" asked the mouse.
{trait:meet} "My friend, please," said {name}, "and {item}."
<grown:So the mouse painted {companion} in the middle, big and brave, and {item} in one corner[, all on {colour}].><little:The mouse painted them both.>
{Companion} stood very still, trying not to wiggle.
"It will hang here, so the castle remembers you," said the mouse.
<big:{name} liked the idea of being remembered by a castle.>
Then {companion} {ability:guide}.

:: journey journey.m-moon-polish
setting: moon
energy: gentle

{onward}on the moon, an old tortoise in a woolly hat was polishing the ground with a soft cloth.
"If nobody keeps the moon shiny," she said, "the children down there won't see it."
{trait:help} {name} took a cloth and rubbed a dusty grey patch, round and round.
<grown:Slowly, the grey turned to silver, then to a soft glow.><little:Rub, rub.
Shine!>
Far below, a little window lit up, and a tiny face looked out.
"They've seen it," whispered the tortoise.
{Companion} {ability:fly,guide}.
<big:{name} wondered whether {they} had ever looked up from bed and seen a patch that someone else had polished.>
On they bounced with {item}.

:: journey journey.m-runaway-light
setting: lighthouse
energy: lively

{onward}at the lighthouse, a little piece of the beam had come loose.
It went skipping over the rocks like a puppy, flick, flash!
{trait:obstacle} {name} ran after it, but it skipped away every time.
So {name} crouched down, very still, and held out cupped hands.
<grown:The little light crept closer and hopped right in, warm and tickly.><little:In it hopped.
Warm and tickly!>
{Companion} {ability:fly,lift,carry,guide}.
Up it went, back to the lamp, and the beam swept round whole again.
<big:It turned out that the quickest way to catch something was to stop chasing it.>
{item} {itemTell}.

:: journey journey.m-bookends
setting: library
energy: gentle

{onward}on a library shelf, two stone hedgehogs sat at each end of a row of books, holding them up.
They were bookends.
But they had slid apart, and the books had flopped over like sleepy dominoes.
<young:Flop, flop, flop.>
{Companion} {ability:lift,find,guide}.
{trait:help} {name} stood the books up, one by one, and pushed the bookends in, nice and snug.
[One was a book about {interest}, so {name} put it right in the middle.]
<grown:"Much better," sighed the books, in small, papery voices.><little:"Thank you," whispered the books.>
<big:Even a shelf, {name} thought, needs someone at each end to lean on.>
{name} gave the row a last pat and went on with {item}.

:: journey journey.m-tug-of-war
setting: fair
energy: lively

{onward}at the fair, a fat rope lay across the grass, and there was a tug-of-war.
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
<big:Nobody minded who had won, {name} noticed, as long as everyone was laughing.>
Then {name} picked the straw out of {their}[ {hair}] hair, checked on {item}, and went on.

:: journey journey.m-goose-arrow
setting: snowfield
energy: gentle

{onward}high over the snowy field, a line of geese was circling and honking.
"Where's the lake?" they called.
"Everything's white!"
{Companion} {ability:fly,find,guide}.
{trait:help} "Let's draw them an arrow," said {name}, "big enough to see from the sky."
<grown:{name} stamped a long line through the snow, then the two sides of the point.><little:Stamp, stamp, stamp!
A big, big arrow.>
The geese saw it, honked, and turned towards the lake.
<big:{name} liked the thought of writing something for someone who would only ever read it from the sky.>
{item} was still safe {itemHeld}[, and {name's} {colour} mittens were white with snow].

:: journey journey.m-beach-huts
setting: beach
energy: calm

{onward}at the top of the beach stood a row of little huts, painted pink, blue and yellow.
Behind every door, someone was asleep.
But the last door had come unhooked, and it swung in the breeze.
<little:Bang!
Creak.
Bang!>
{trait:help} {name} tiptoed along the row, caught the door, and hooked it shut, very gently.
<grown:In the blue hut, a gull stopped fidgeting, and in the yellow one, some crabs sighed.><little:A gull sighed.
Some crabs sighed.
Shh.>
{Companion} {ability:hush,comfort}.
<big:{name} liked thinking of all those little doors, with all those sleepers safe behind them.>
On tiptoe, {name} left them to their dreams and went on with {item}.
