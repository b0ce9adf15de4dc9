// Twenty more journeys, one in each of twenty places (set i): scenes on the way that serve any quest of any theme.

:: journey journey.i-puddle-wellies
setting: village
picture: none
energy: lively

{onward}the village street was shiny after the evening rain, and puddles lay between the cobbles.
Four ducklings in red wellies were jumping from puddle to puddle.
<young:Splish, splosh, splash!>
Then the smallest duckling's welly stuck fast in the mud.
"I'm stuck!" she peeped.
{Companion} {ability:comfort}.
{trait:help} {name} took hold of the welly and pulled.
<grown:Out it came with a squelchy shlup, and the duckling tumbled out, giggling.><little:Shlup!
Out it came.>
"Jump with us!" cried the ducklings, so {name} did, holding {item} high and dry.

:: journey journey.i-crayfish-belt
setting: river
energy: lively

{onward}the river bank was low and grassy, so {name} sat down to rest.
{name's}[ {colour}] dressing-gown belt trailed in the water.
Something gave a tug.
{trait:obstacle} {name} pulled, gently, and up came a little crayfish, hanging on tight.
"My worm!" it said, through a mouthful of belt.
<grown:"It's my dressing-gown belt," said {name}, trying not to laugh.><little:"It's my belt!" said {name}, laughing.>
{Companion} {ability:find,guide}.
In the reeds bobbed a ripe blackberry.
{name} held it out, and the crayfish let go at once.
<big:It was, {name} decided, the silliest tug-of-war anyone had ever won.>
Meanwhile, {item} {itemTell}.

:: journey journey.i-cricket-hush
setting: meadow
energy: calm

{onward}the meadow was full of crickets, singing in the dark grass.
<young:Chirr, chirr, chirr.>
But each time {name} came near, the nearest cricket stopped.
<grown:A little patch of silence followed {name} through the grass, wherever {they} went.><little:Where {name} walked, the song stopped.>
{trait:rest} So {name} walked slower, and softer, and slower still[, {their} {colour} slippers hardly touching the ground].
{Companion} {ability:hush,guide}.
At last the crickets forgot to stop, and their song closed round {friends} like a warm blanket.
<big:It felt like being let in on a secret, just for being gentle enough.>
{item} {itemTell}, and on they drifted towards {destination}.

:: journey journey.i-bird-box
setting: orchard
energy: gentle

{onward}on an old apple tree hung a little wooden bird box, but the wind had blown its roof off.
<grown:Inside, a blue tit and her chicks were blinking up at the stars, feeling the cold.><little:A blue tit and her chicks looked out.
Brrr, so cold!>
"Our roof!" she cheeped.
{trait:help} {name} found the roof in the grass and brushed off the dew.
{Companion} {ability:lift,guide}.
<grown:{name} stood on tiptoe and fitted it back on, snug, and the chicks stopped shivering at once.><little:On went the roof, click.
Snug again!>
<big:A roof is such an ordinary thing, {name} thought, until you haven't got one.>
{name} went on through the orchard with {item}[, {their} {hair} hair full of apple leaves].

:: journey journey.i-minnow-toes
setting: pond
energy: calm

{onward}at the shallow end of the pond, the water was clear and cool.
{name} sat on the bank and dipped {their} toes in.
<young:Wiggle, wiggle, toes!>
{trait:rest} Then {name} kept very still.
<grown:Out of the weed came a shoal of tiny minnows, as thin as pencil lines, and they nibbled at {name's} toes.><little:Tiny fish came to nibble {name's} toes.
Tickle, tickle, tickle!>
{name} tried very hard not to giggle.
{Companion} {ability:hush,comfort}.
<big:It was the gentlest hello {name} had ever been given.>
At last {name} lifted {their} feet out, slowly, and carried {item} on towards {destination}.

:: journey journey.i-windmill
setting: hilltop
energy: lively

{onward}on top of the hill stood a little windmill, its four white sails quite still.
"The wind has dropped," squeaked a dormouse in a floury cap, "and there's no flour for the morning bread!"
{trait:obstacle} {name} took hold of the lowest sail and pushed.
It did not budge an inch.
{name} pushed again, harder[, {their} {hair} hair falling in {their} eyes].
{Companion} {ability:lift,guide}.
<grown:Creak, creak, round went the sails, slowly and then faster, as the wind woke up and joined in.><little:Cree-eak!
Round went the sails.
Whirr, whirr!>
The dormouse cheered, and {item} {itemTell}.

:: journey journey.i-deer-mist
setting: forest
energy: calm

{onward}the forest path opened into a clearing, silver with mist.
Deer were stepping out of the trees without a sound.
{trait:rest} "Be a tree," whispered {companion}, and {name} stood as still as a tree.
<grown:The deer drifted past so close that {name} could hear them breathing, soft and warm.><little:Past came the deer, soft and slow.>
<grown:The smallest one sniffed {item}, touched {name's} hand with its cool nose, and followed the others into the mist.><little:The smallest deer sniffed {item}.
Then it went into the mist.>
{Companion} {ability:hush,guide}.
<big:{name} let out a long, slow breath, and the forest seemed to breathe out too.>
{Friends} went on, quieter than before.

:: journey journey.i-bowing-sunflower
setting: farm
picture: sunflowers
energy: gentle

{onward}beside the farm lane, the sunflowers were asleep, their big faces bowed.
One had bent so low its head nearly touched the mud.
"Don't let it fall!" chirped the sparrows on its stalk.
{trait:help} {name} found a long stick and pushed it into the soft earth.
{Companion} {ability:lift,guide}.
<grown:Then {name} tied the sunflower to the stick with string, and the great head lifted a little.><little:{name} tied it to the stick.
Up came its sleepy head!>
The sparrows fluffed up happily, and {name} went on with {item}[, a yellow petal caught in {their} {hair} hair].

:: journey journey.i-raindrop-jump
setting: clouds
energy: gentle

{onward}at the edge of a grey cloud, raindrops were lining up to jump down to the gardens.
One by one they hopped off, with a tiny "Whee!"
But the smallest raindrop held back, wobbling.
"It's a long way down," it whispered.
{Companion} {ability:comfort}.
{trait:help} {name} knelt beside it[, {their} {hair} hair damp with cloud].
"Let's count together."
<little:One, two, three, go!><grown:"One, two, three!" said {name}, and the little raindrop let go.>
<grown:Down it fell, slow and shining, right onto a thirsty daisy.><little:Plop, right on a daisy!>
{item} {itemTell}, as if it had held its breath too.

:: journey journey.i-newt-roof
setting: waterfall
energy: calm

{onward}beside the waterfall, the mossy rocks were full of little hollows, like cupped hands.
In each one, a newt lay curled up, asleep.
<little:One newt, two newts, three newts.
Shh, sleepy newts.>
But spray kept dripping onto the smallest one.
{trait:help} {name} picked a wide fern leaf and propped it over the hollow, like a little roof.
<grown:The drips ran off the fern instead, and the small newt sighed and curled up tighter.><little:Now the drips missed.
The newt sighed.>
{Companion} {ability:hush,comfort}.
<big:The roar of the water went on and on, but down here among the moss it sounded almost like a lullaby.>
{name} tiptoed away with {item}, on towards {destination}.

:: journey journey.i-hammock
setting: treehouse
energy: calm

{onward}below a treehouse, a hammock hung between two low branches, and in it a family of dormice lay fast asleep.
But the night breeze was swinging it far too hard.
<young:Swing, bump.
Swing, bump, bump.>
{trait:help} {name} took hold of the edge and rocked it instead, slow and steady[, {their} {hair} hair silver in the moonlight].
<grown:Back and forth, back and forth, and {name} hummed a tune with no words at all.><little:Rock, rock.
Hmm, hum, hmm.>
The dormice stopped twitching and snuggled deeper.
{Companion} {ability:hush,comfort}.
<big:Rocking someone else to sleep, {name} found, was nearly as cosy as being rocked.>
Then {name} let go, very gently, and carried {item} on.

:: journey journey.i-puffer
setting: reef
energy: lively

{onward}down among the coral, where breathing was as easy as in bed, a little spotted fish peeped out.
{name} waved hello, and the surprised fish puffed up, round as a balloon!
<little:Puff, puff!>
Up it floated.
"I always do this," it mumbled.
{trait:help} {name} swam after it and caught it by its tail fin.
"Breathe out slowly," said {name}.
<grown:Out went the air, and the fish shrank back to its own small, spotted self.><little:Out went the air.
Small again!>
{Companion} {ability:guide}.
The little fish waved goodbye, and {item} {itemTell}.

:: journey journey.i-tide-steps
setting: harbour
energy: gentle

{onward}the tide was coming in at the harbour, creeping up the steps one by one.
<little:Slosh, slosh.>
A family of shore crabs was climbing ahead of it.
But the smallest crab could not get up the next step.
"Wait for me!" he clicked.
{trait:help} {name} crouched and held out a flat hand, and the little crab scuttled on.
<grown:{name} carried him up to the top step, where the others were waving their claws.><little:Up, up, up he went!
The crabs all waved.>
{Companion} {ability:light,guide}.
"Safe travels," clicked the crabs, and {name} went on with {item}[, {their} {colour} slippers dry].

:: journey journey.i-pea
setting: castle
energy: gentle

{onward}in a castle bedroom, a tiny mouse princess sat on top of twenty mattresses, wide awake.
"I can't get to sleep," she sighed.
"Something is poking me."
{trait:help} {name} peeped under each mattress, one by one.
{Companion} {ability:find,guide}.
<grown:Under the very last mattress was one small, round, green pea.><little:At the bottom was a pea!
One little green pea.>
{name} took it out, and the princess wriggled down with a happy sigh.
<big:It seemed silly that something so small could keep anyone awake, but {name} knew it was true.>
"Thank you," she mumbled, already half asleep, and {name} tiptoed out with {item}.

:: journey journey.i-shadow-tag
setting: moon
energy: lively

{onward}on the moon, the Earth shone so brightly that everything had a sharp black shadow.
"Shadow tag!" said {name}.
"If I step on your shadow, you're it."
Off they bounced, in great, slow leaps[, {name's} {hair} hair floating up at every one].
<little:Leap, miss!
Leap, miss again!><grown:{name} missed, and missed again.>
{trait:obstacle} {name} watched carefully, and jumped a third time.
<grown:Down {name} came, right on the tip of {companion's} shadow.><little:Landed on it!>
"Tag!" {name} cried, laughing.
{Companion} {ability:fly,guide}.
{item} was still snug {itemHeld}, and on they bounced towards {destination}.

:: journey journey.i-puffin-landing
setting: lighthouse
energy: lively

{onward}on the rocks by the lighthouse, a young puffin was learning to land.
Whoosh, in he came, far too fast, head over tail!
<young:Flap, flap, bump, roll!>
"Every time," he sighed.
{trait:help} {name} gathered armfuls of soft, dry seaweed and piled it on the flattest rock.
Then {name} waved both arms to show him the way in[, {their} {colour} sleeves flapping].
{Companion} {ability:light,guide}.
<grown:In came the puffin, slower this time, and landed, flump, right in the middle.><little:In came the puffin.
Flump, in the middle!>
"I did it!" he cried, and {item} {itemTell}.

:: journey journey.i-date-stamp
setting: library
energy: gentle

{onward}at the library desk, an old hedgehog sat beside a tall pile of books.
"All these go out tomorrow," she said, "and every one needs stamping."
{trait:help} "May I help?" asked {name}.
<grown:She showed {name} the ink pad and the little stamp.><little:She showed {name} the stamp.>
Press, thunk!
Press, thunk, thunk!
{Companion} {ability:lift,guide}.
<grown:At the very end, the hedgehog let {name} stamp {their} own hand, too[, right beside {their} {colour} sleeve].><little:Then {name} stamped {their} own hand!>
It said: BACK WHEN YOU HAVE LOVED IT.
<big:{name} thought that was the best rule any library had ever had.>
Off they went again, with {item} safe {itemHeld}.

:: journey journey.i-swing-boat
setting: fair
energy: lively

{onward}at the fair stood a tall red pole with a shiny bell at the top.
"Who can ring the bell?" called a mole, and gave {name} a big, soft mallet.
{trait:obstacle} {name} brought it down on the wooden pad, bonk.
<grown:The little weight crept up a few inches, and slid back down.><little:Bonk!
The weight hardly moved.>
"Swing it right round," said the mole.
<grown:So {name} swung the mallet in a big, slow circle[, {their} {hair} hair flopping], and DING went the bell!><little:Round it came...
DING!>
{Companion} {ability:guide}.
<big:{name} felt ten feet tall, and none of it came from the mallet.>
{item} {itemTell}.

:: journey journey.i-old-hand
setting: cave
energy: calm

{onward}deep in the cave, the walls were covered in old, old paintings, red and brown.
{Companion} {ability:light,guide}.
In the soft light, {name} saw horses and a great woolly mammoth, running across the rock.
Low down, near the floor, was a small painted hand.
{trait:wonder} {name} held {their} own hand up beside it.
It was exactly the same size.
<grown:"A child made that," whispered {companion}, "long, long ago."><little:"A child made that," whispered {companion}.>
<big:{name} wondered whether that child had been on a journey too, late one night, a very long time ago.>
{name} whispered goodnight to the little hand, and carried {item} softly on towards {destination}.

:: journey journey.i-hatchlings
setting: beach
energy: gentle

{onward}on the rocks at the end of the beach, a limpet was trundling along, its pointed shell wobbling.
"I can't find my spot," it sighed.
<grown:"Every limpet has its own spot on the rock," said {companion}.><little:"Limpets have their own spot," said {companion}.>
{trait:help} {name} looked closely[, {their} {eyes} eyes following every crack].
{Companion} {ability:find,guide}.
There it was: a little oval mark, just the shape of the shell.
<grown:The limpet trundled over, turned a tiny bit, and settled with a click.><little:The limpet settled in.
Click!>
{name} went on along the sand with {item}.
