// Twenty more journeys, one in each of twenty places: scenes on the way that serve any quest of any theme.

:: journey journey.f-post-round
setting: village
energy: lively

{onward}a tortoise postman was plodding down the village street with a bulging bag.
"So many letters," he puffed, "and such slow legs!"
"I'll help," said {name}.
{trait:help}
<grown:The postman read out each address, and {name} ran to the right door[, {their} {hair} hair bouncing].><little:"Number three!" called the postman.
{name} ran to the door.>
Snap, snap, went the letterboxes.
But where was Number Nine?
It was hidden behind a curtain of ivy.
{Companion} {ability:find,guide}.
<big:In the morning, every house would find a surprise on the mat.>
{item} was still safe {itemHeld}.

:: journey journey.f-silver-eels
setting: river
energy: gentle

{onward}a long silver ribbon was wriggling down the river, just under the water.
<grown:It was eels, hundreds of them, slipping past one after another.><little:It was eels, lots and lots of eels!>
"We're going to the sea," they whispered, "far, far away."
One small eel had its tail caught in a tangle of weed by the bank.
{Companion} {ability:light,find,guide}.
{trait:help}
{name} knelt down[, {their} {hair} hair falling forward,] and pulled the weed apart<grown:, strand by strand>.
The little eel wriggled free and slid after the others.
<big:Everyone was on a journey tonight, {name} thought, even the eels.>
"Good luck," called {name}, holding {item} close.

:: journey journey.f-grass-cradle
setting: meadow
energy: gentle

{onward}in the meadow, a harvest mouse had woven a nest between three tall stalks of grass.
It was as round as a ball, but the breeze kept tugging one stalk away.
<little:Sway, sway, wobble!>
"My babies are asleep in there," squeaked the mouse.
{trait:help}
{name} held the stalks together, very gently, while the mouse wove them tight with fresh grass.
<grown:Over, under, over, went her tiny paws, as quick as knitting.><little:Over, under, over.>
{Companion} {ability:hush,comfort}.
Now the nest swayed softly, like a cradle.
<big:{name} let go one finger at a time, and the nest held.>
{item} {itemTell}.

:: journey journey.f-straw-boots
setting: orchard
energy: calm

{onward}at the edge of the orchard, an old mole was tucking straw round the youngest apple trees.
"The nights are getting colder," she said.
"The little ones need their boots on."
{trait:help}
{name} gathered armfuls of straw and tucked each little tree in, snug as a sock.
<little:Tuck, tuck, pat.>
<grown:The last tree only came up to {name's} knee.><little:The last tree was tiny.>
"Goodnight, little tree," whispered {name}.
{Companion} {ability:warm,hush,comfort}.
<big:{name} hoped it would grow up to be the biggest tree in the orchard.>
The little tree's leaves rustled softly, as if it were already asleep, and {name} carried {item} quietly on.

:: journey journey.f-feather-sail
setting: pond
energy: gentle

{onward}a ladybird sat in a walnut-shell boat at the edge of the pond, looking glum.
"The wind took my sail," he sighed, "and now I can't get home."
{trait:help}
{name} looked all along the bank.
{Companion} {ability:find,guide}.
There, caught in the reeds, was a white feather.
<grown:{name} stood it up in the little boat, like a mast and a sail in one.><little:{name} stuck it in the boat.
A sail!>
A puff of breeze filled it, and off the ladybird went, waving all six legs.
<little:Bob, bob, bob.>
<big:{name} watched until the little boat was only a speck on the silver water.>
{item} {itemTell}.

:: journey journey.f-holey-stone
setting: hilltop
energy: calm

{onward}on top of the hill stood an old stone, taller than a door, with a round hole right through the middle.
{name} leaned against it, and it was still warm from the day.[ The warmth crept through {their} {colour} dressing gown.]
<little:Warm stone.
Cool grass.>
{trait:rest}
Then {name} knelt up and peeped through the hole.
<grown:There, in a perfect circle, lay the way ahead, with {destination} at the end of it.><little:Through the hole, far away, was {destination}.>
{Companion} {ability:warm,hush,comfort}.
<big:It was like a picture of tomorrow that someone had framed just for {them}.>
{name} yawned, and {item} {itemTell}.
Slowly, they went on down the hill.

:: journey journey.f-pine-cone-catch
setting: forest
energy: lively

{onward}a pine cone went plonk on the forest path, then another, plonk!
"Sorry!" called a young squirrel, high in a pine.
"They keep slipping!"
{trait:help}
"Drop them to me," said {name}, and held out {their}[ {colour}] pyjama top like a basket.
<grown:{name} caught one, missed one, and then caught five in a row.><little:Catch!
Miss!
Catch, catch, catch!>
One had rolled under the ferns.
{Companion} {ability:find,guide}.
<grown:Then {name} tossed them back up, and the squirrel gave a squeaky cheer.><little:Back up they went.
Hooray!>
{item} {itemTell}.

:: journey journey.f-soft-bell
setting: farm
energy: gentle

{onward}in the farm's warm barn, a young calf stood by a bucket of milk, looking puzzled.
"I don't know how to drink from a bucket," she mooed.
{trait:help} {name} dipped two fingers in the milk and held them out.
<grown:The calf sucked them at once, with a rough, tickly tongue.><little:Slurp!
Her tongue was tickly!>
<grown:Then {name} slowly lowered {their} hand into the bucket, and the calf's nose followed it down.><little:Down went {name's} hand.
Down went the calf's nose.>
Slurp, slurp, slurp!
<big:{name} slipped {their} fingers out, and the calf never noticed.>
{Companion} {ability:hush,guide}.
{name} wiped {their} fingers on the straw and went on with {item}.

:: journey journey.f-little-rumble
setting: clouds
energy: lively

{onward}a very small grey cloud was bobbing among the big white ones.
"I'm a thundercloud," it said.
It huffed and puffed, and out came a tiny "pip".
The big clouds giggled, and the little cloud went pink.
{Companion} {ability:comfort}.
{trait:help}
"Try it like a drum," said {name}, and patted {their} tummy: pat-a-pat, pat-a-pat, boom.
<grown:The little cloud copied, and at last a soft, round rumble rolled out, like a cat purring.><little:The cloud tried.
Rrrumble!>
<big:The little cloud puffed up so proudly that it was nearly twice the size.>
It rumbled goodbye all the way across the sky, and {item} {itemTell}.

:: journey journey.f-runaway-dough
setting: kitchen
energy: lively

{onward}in a cottage kitchen, a hedgehog in a nightcap was calling, "Quick!
It's getting away!"
It was bread dough!
<grown:It had puffed up right out of its bowl and was sliding off the table.><little:It had puffed up out of its bowl!
Slide, slide!>
{trait:help}
{name} ran in and caught it, soft and squidgy.
<grown:Then {name} squashed it down, punch, punch, as the hedgehog showed.><little:Punch, punch!>
The dough gave one last wriggle.
{Companion} {ability:hush,comfort}.
"Rolls for breakfast," said the hedgehog, with a floury, prickly hug[ that left flour in {name's} {hair} hair].
{item} {itemTell}.

:: journey journey.f-tree-scarf
setting: treehouse
energy: calm

{onward}at the foot of a treehouse ladder stood a row of tiny slippers, two by two.
The dormice who lived up there were all in bed.
But one small slipper had tumbled into the grass.
{trait:help} {Companion} {ability:find,guide}.
<grown:{name} brushed off the dew and set it back beside its partner, toes to the ladder[, {their} {hair} hair falling forward].><little:{name} put it back beside the other one.
Now they were a pair.>
From high above came a tiny, sleepy snore.
<big:In the morning, someone small would step into both slippers and never know one had been lost.>
Softly, {name} carried {item} on.

:: journey journey.f-seahorse-row
setting: reef
energy: gentle

{onward}down on the reef, where breathing was as easy as in bed, a big, gentle fish lay with its mouth wide open.
Tiny striped shrimps were cleaning its teeth.
<grown:"Bedtime teeth," it said, without closing its mouth, so it came out as "Beh-ti' tee'."><little:"Bedtime teeth!" it said.>
{trait:meet} {name} giggled, and the fish winked.
But the shrimps could not reach the top teeth.
<grown:So {name} lifted them up one by one on a fingertip, until every tooth was shining.><little:{name} lifted the shrimps up.
Shiny teeth!>
{Companion} {ability:guide}.
<big:{name} decided never to grumble about brushing again.>
{name} swam on with {item}.

:: journey journey.f-rope-cushion
setting: harbour
energy: calm

{onward}in the harbour, every boat was asleep except one small green one.
Bump, went its side against the wall.
<little:Bump.
Bump.>
"It can't get comfy," said a mouse in a fisherman's jumper.
{trait:help}
{name} found a fat, round cushion of old rope lying on the jetty.
<grown:{name} lowered it on its string, so that it hung between the little boat and the wall.><little:{name} hung it by the boat.>
The next wave came.
No bump, only a soft hush.
{Companion} {ability:hush,comfort}.
<big:The little boat rocked, and rocked, and was still.>
{name} carried {item} softly on.

:: journey journey.f-partner-mouse
setting: castle
energy: lively

{onward}in the castle's great hall, the mice were practising for a ball, twirling in pairs.
<little:Skip, twirl, bow!>
One small mouse stood by the wall with no one to dance with.
{trait:meet}
{name} bowed, very low[, {their} {hair} hair flopping forward], and held out a hand.
"May I?"
<grown:The mouse giggled and took {name's} little finger, and off they went: step, step, spin, and step, step, spin.><little:Step, step, spin!>
Once {name} spun the wrong way and bumped into {companion}.
Everyone laughed, and {name} laughed hardest of all.
<big:Dancing badly with a friend, {name} decided, was far better than dancing well alone.>
Then {companion} {ability:guide}, with {item} safe.

:: journey journey.f-moon-rover
setting: moon
energy: gentle

{onward}on the moon, a little robot on six wheels sat in a dark crater.
<grown:Its lights were dim, and its wheels only went whirr, very slowly.><little:Whirr... went its wheels.
Beep?>
{trait:help}
"It needs the light," said {name}, and pushed it up the dusty slope[, {their} {colour} slippers puffing up moon dust].
{Companion} {ability:light,comfort}.
<grown:At the top, the light touched it, and blink, blink, beep!><little:Blink, blink, beep!>
It spun round once, which must mean thank you.
<big:It had been up here on its own for years, taking pictures of the stars, and {name} hoped it had liked the company.>
Then {name} checked on {item}, and they bounced on towards {destination}.

:: journey journey.f-weather-book
setting: lighthouse
energy: calm

{onward}on a bench by the lighthouse door lay a big book marked WEATHER.
A note said: PLEASE WRITE IN TONIGHT'S.
{trait:wonder}
<grown:{name} licked a finger and held it up: a soft wind, from the sea.
Then {name} looked at the water, flat and slow, and at the sky, full of stars.><little:{name} held up a wet finger.
A soft wind.
A flat sea.
Lots of stars.>
{name} wrote it all down in {their} best writing: CALM.
SOFT WIND.
SLEEPY SEA.
{Companion} {ability:light,guide}.
<big:Whoever came next would know that someone had kept watch for a little while.>
Then {name} closed the book softly and carried {item} on towards {destination}.

:: journey journey.f-ticklish-books
setting: library
energy: gentle

{onward}in a quiet corner of the library, one shelf was thick with dust.
<little:A-a-atishoo!><grown:The books on it were sneezing, a-a-atishoo, one after another.>
{trait:help}
{name} found a feather duster on a hook and began to dust, very gently.
<grown:But the books were ticklish!
They wriggled and giggled, and a fat dictionary fell open, laughing.><little:The books giggled.
Tee-hee!
They were ticklish!>
One shy book had hidden behind the others.
{Companion} {ability:find,guide}.
Soon every book was clean and shining[, and one of them was all about {interest}].
<big:{name} decided that being ticklish was the nicest thing {they} knew about books.>
{item} {itemTell}, and on they went.

:: journey journey.f-runaway-horse
setting: fair
energy: lively

{onward}at the fair, a painted horse had hopped off the carousel and was trotting round the stalls, jingling.
{trait:obstacle}
{name} ran after it, but the horse only trotted faster.
So {name} stopped and called, "Would you like to see the fair first?"
The horse nodded its wooden head.
<grown:Off they ran together[, {their} {hair} hair flying], past the lanterns and the big wheel and the coconut stall.><little:Off they ran, past all the lights!>
{Companion} {ability:guide}.
At last it hopped back onto its pole, and the carousel began to turn.
{item} {itemTell}.

:: journey journey.f-moon-window
setting: cave
energy: calm

{onward}deep in the cave, a moonbeam came down through a hole in the roof, like a lamp left on.
{name} sat down in it[, {their} {eyes} eyes half closed].
<little:Shh.
Moonlight.>
{trait:rest}
A snail crept up to the edge, cold and damp.
{name} shuffled over to make room for it in the light.
<grown:Slowly, the patch of light slid along the floor, and they slid along with it.><little:Slowly, the light slid along the floor.>
{Companion} {ability:hush,comfort}.
<big:It was the smallest room the moon had ever lit, {name} thought, and the quietest.>
When the light reached the wall, {name} whispered goodnight to the snail and carried {item} softly on.

:: journey journey.f-sand-river
setting: beach
energy: lively

{onward}on the beach, the tide had left a little silver fish in a pool.
<little:Flip, flop!>
"The sea is too far," it gulped.
{trait:help}
"Then we'll make you a way," said {name}.
But which way was the shortest?
{Companion} {ability:find,guide}.
<grown:{name} dug a little river from the pool to the waves, scoop, scoop.><little:Dig, dig, dig!
A little river!>
<grown:Out ran the water, and the fish swam with it, splash, into the sea.><little:Down swam the fish.
Splash!>
<big:{name} had never built a river before, and it felt rather grand.>
{name} brushed off the sand[ from {their} {colour} sleeves], and {item} {itemTell}.

