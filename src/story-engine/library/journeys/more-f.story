// Twenty more journeys, one in each of twenty places: scenes on the way that serve any quest of any theme.

:: journey journey.f-post-round
setting: village
role: onward
energy: lively

{onward}<little:a tortoise postman was plodding down the street. His bag was very full!><grown:a tortoise postman was plodding down the village street with a bulging bag.>
"So many letters," he puffed, "and such slow legs!"
{trait:help}
<6-9:The postman read out each address, and {name} ran to the right door[, {their} {hair} hair bouncing].><10-12:The postman read out each address, and {name} dashed to the right door[, {their} {hair} hair bouncing], even Number Nine, which was hidden behind a curtain of ivy.><little:"Number three!" called the postman.
{name} ran to the door.>
<2-9:Number Nine was hidden behind a curtain of ivy.>
{Companion} {ability:find,guide}.
<little:"Is that for someone special?" asked the postman. He peered at {item}.><6-9:"Is that for someone special?" asked the postman, peering at {item}.><10-12:"Is that for someone special?" asked the postman, peering curiously at {item}.>
<6-9:"I know every lane," he said, and pointed them down a quiet one that ran straight to {recipient}.><10-12:"I know every lane," he said, and directed them down a quiet one that ran straight to {recipient}.><little:"This lane is quicker," he said.>

:: journey journey.f-silver-eels
setting: river
role: onward
energy: gentle

{onward}<little:a silver ribbon was wriggling down the river. It was just under the water.><grown:a silver ribbon was wriggling down the river, just under the water.>
<6-9:It was eels, hundreds of them.><10-12:It was eels, hundreds of them, and one small eel had become caught in a tangle of weed.><little:It was eels, lots and lots of eels!>
<2-9:One small eel was caught in a tangle of weed.>
{Companion} {ability:light,find,guide}.
{trait:help}
<little:{name} knelt down and pulled the weed apart.[ {Their} {hair} hair fell forward.]><6-9:{name} knelt down[, {their} {hair} hair falling forward,] and pulled the weed apart.><10-12:{name} knelt down[, {their} {hair} hair falling forward,] and patiently teased the weed apart.>
<6-9:The little eel wriggled free and swam a silver loop round a row of flat stones, where the river was shallow.><10-12:The little eel wriggled free and swam a silver loop round a row of flat stones, where the river ran shallow.><little:The eel swam round some flat stones.>
<2-9:"A way across!" said {name}.
Holding {item} close, {name} stepped from stone to stone.><10-12:Realising it was a way across, {name} held {item} close and stepped carefully from stone to stone.>

:: journey journey.f-grass-cradle
setting: meadow
role: aside
energy: gentle

{onward}<little:a harvest mouse had made a nest. It hung between three tall stalks of grass.><grown:in the meadow, a harvest mouse had woven a nest between three tall stalks of grass.>
<little:It was as round as a ball. But the breeze kept tugging one stalk away!><grown:It was as round as a ball, but the breeze kept tugging one stalk away.>
<little:Sway, sway, wobble!>
"My babies are asleep in there," squeaked the mouse.
{trait:help}
<little:{name} held the stalks together, very gently. The mouse wove them tight with fresh grass.><grown:{name} held the stalks together, very gently, while the mouse wove them tight with fresh grass.>
<grown:Over, under, over, went her tiny paws, as quick as knitting.><little:Over, under, over.>
{Companion} {ability:hush,comfort}.
Now the nest swayed softly, like a cradle.
<8-9:{name} let go one finger at a time, and the nest held.><10-12:Holding {their} breath, {name} let go one finger at a time, and felt a rush of relief when the little nest held firm.>
{item} {itemTell}.

:: journey journey.f-straw-boots
setting: orchard
role: onward
energy: calm

{onward}<little:an old mole was busy. She tucked straw round the young apple trees.><6-9:at the edge of the orchard, an old mole was tucking straw round the youngest apple trees.><10-12:at the edge of the orchard, an old mole was tucking straw round the youngest apple trees, like blankets.>
<2-9:"The nights are getting colder," she said.><10-12:"The nights are getting colder," she explained.>
{trait:help}
<little:{name} gathered armfuls of straw. {They} tucked each little tree in, snug as a sock.><6-9:{name} gathered armfuls of straw and tucked each little tree in, snug as a sock.><10-12:{name} gathered armfuls of straw and tucked each little tree in, snug as a sock, whispering, "Goodnight, little trees.">
<little:Tuck, tuck, pat.>
<2-9:"Goodnight, little trees," whispered {name}.>
{Companion} {ability:warm,hush,comfort}.
<6-9:The mole looked at {item} and nodded, as if she knew just where it was going.><10-12:The mole studied {item} and nodded, as if she understood exactly where it was going.><little:The mole nodded at {item}.>
<little:Then she pointed her trowel at a gap in the hedge. A quiet path ran on from there.><grown:Then she pointed her trowel at a gap in the far hedge, where a quiet path ran on.>

:: journey journey.f-feather-sail
setting: pond
role: onward
energy: gentle

{onward}<little:a ladybird sat in a walnut-shell boat. It bobbed at the edge of the pond.><6-9:a ladybird sat in a walnut-shell boat at the edge of the pond.><10-12:a ladybird sat forlornly in a walnut-shell boat at the edge of the pond, sighing, "The wind took my sail.">
<2-9:"The wind took my sail," he sighed.>
{trait:help}
{Companion} {ability:find,guide}.
<2-9:There, caught in the reeds, was a white feather.><10-12:There, caught in the reeds, was a white feather, and {name} stood it up in the little boat to make a mast and a sail in one.>
<6-9:{name} stood it up in the little boat, like a mast and a sail in one.><little:{name} stuck it in the boat.
A sail!>
<6-9:Off sailed the ladybird to a footbridge at the end of the pond, and he waved all six legs at it.><10-12:Off sailed the ladybird, proudly, towards a footbridge at the end of the pond, waving all six legs at it.><little:He waved from a little bridge.>
<little:It was just the way on! {name} carried {item} over.><grown:It was just the way on, so {name} carried {item} over.>

:: journey journey.f-holey-stone
setting: hilltop
role: onward
energy: calm

{onward}<little:on the hilltop stood an old stone. It was taller than a door! It had a round hole in the middle!><grown:on top of the hill stood an old stone, taller than a door, with a round hole right through the middle.>
{name} leaned against it, and it was still warm from the day.[ The warmth crept through {their} {colour} dressing gown.]
<little:Warm stone.
Cool grass.>
{trait:rest}
Then {name} knelt up and peeped through the hole.
<grown:There, in a perfect circle, lay the way ahead, with {destination} at the end of it.><little:There was {destination}!>
{Companion} {ability:warm,hush,comfort}.
<8-9:It was like a picture of tomorrow that someone had framed just for {them}.><10-12:It was like a picture of the road ahead that someone had framed in stone, just for {them}, and left on the hilltop.>
{name} yawned, and {item} {itemTell}.
Slowly, they went on down the hill.

:: journey journey.f-pine-cone-catch
setting: forest
role: onward
energy: lively

{onward}<little:a pine cone went plonk on the path. Then another, plonk!><6-9:a pine cone went plonk on the forest path, then another, plonk!><10-12:a pine cone went plonk on the forest path, then another, and a young squirrel high in a pine called down an apology.>
<2-9:"Sorry!" called a young squirrel, high in a pine.>
{trait:help}
<little:"Drop them to me," said {name}. {They} held out {their}[ {colour}] pyjama top, like a basket.><grown:"Drop them to me," said {name}, and held out {their}[ {colour}] pyjama top like a basket.>
<6-9:{name} caught one, missed one, and then caught five in a row.><10-12:{name} caught one, missed one, and then caught five in a row, though one escaped and rolled under the ferns.><little:Catch!
Miss!
Catch, catch, catch!>
<2-9:One had rolled under the ferns.>
{Companion} {ability:find,guide}.
<6-9:Up they went again, and from her treetop the squirrel called down, "Past the fallen pine, then straight on!"><10-12:Up went the pine cones again, and from her treetop the grateful squirrel called down directions: past the fallen pine, then straight on.><little:"Straight on!" called the squirrel.>
{name} held {item} tight and ran.

:: journey journey.f-soft-bell
setting: farm
role: aside
energy: gentle

{onward}<little:in the warm barn stood a young calf. She looked at a bucket of milk, puzzled.><grown:in the farm's warm barn, a young calf stood by a bucket of milk, looking puzzled.>
"I don't know how to drink from a bucket," she mooed.
{trait:help} {name} dipped two fingers in the milk and held them out.
<grown:The calf sucked them at once, with a rough, tickly tongue.><little:Slurp!
Her tongue was tickly!>
<grown:Then {name} slowly lowered {their} hand into the bucket, and the calf's nose followed it down.><little:Down went {name's} hand.
Down went the calf's nose.>
Slurp, slurp, slurp!
<8-9:{name} slipped {their} fingers out, and the calf never noticed.><10-12:Very gradually {name} slipped {their} fingers out, and the calf went on drinking, far too busy to notice the trick.>
{Companion} {ability:hush,guide}.
<little:{name} wiped {their} fingers on the straw. On {they} went with {item}.><grown:{name} wiped {their} fingers on the straw and went on with {item}.>

:: journey journey.f-little-rumble
setting: clouds
role: onward
energy: lively

{onward}<little:a small grey cloud bobbed among the white ones.><grown:a very small grey cloud was bobbing among the big white ones.>
<2-9:"I'm a thundercloud," it said.
It huffed and puffed, and out came a tiny "pip".><10-12:"I'm a thundercloud," it announced, but when it huffed and puffed, all that came out was a tiny "pip".>
{Companion} {ability:comfort}.
{trait:help}
<little:"Try it like a drum," said {name}. {They} patted {their} tummy. Pat-a-pat, boom!><grown:"Try it like a drum," said {name}, and patted {their} tummy: pat-a-pat, boom.>
<6-9:The little cloud copied, and at last a soft, round rumble rolled out.><10-12:The little cloud copied carefully, and at last a soft, round rumble rolled out of it.><little:The cloud tried.
Rrrumble!>
<6-9:"Climb on," it rumbled proudly, "and I'll carry you over the gap."><10-12:"Climb on," it rumbled proudly, "and I'll carry you over the gap," so {name} settled on its soft back with {item}, and they drifted across.><little:"Climb on!" it rumbled.>
<little:So {name} sat on its soft back with {item}. Across they drifted!><6-9:So {name} sat on its soft back with {item}, and they drifted across.>

:: journey journey.f-runaway-dough
setting: kitchen
role: aside
energy: lively

{onward}<little:in a cottage kitchen, a hedgehog called out,><grown:in a cottage kitchen, a hedgehog in a nightcap was calling,> "Quick!
It's getting away!"
<2-9:It was bread dough!><10-12:It was bread dough, which had puffed up right out of its bowl and was sliding off the table.>
<6-9:It had puffed up right out of its bowl and was sliding off the table.><little:It had puffed up out of its bowl!
Slide, slide!>
{trait:help}
<2-9:{name} ran in and caught it, soft and squidgy.><10-12:{name} ran in and caught it, soft and squidgy, then punched it down, punch, punch, exactly as the hedgehog demonstrated.>
<6-9:Then {name} squashed it down, punch, punch, as the hedgehog showed.><little:Punch, punch!>
<2-9:The dough gave one last wriggle.><10-12:The dough gave one last, half-hearted wriggle.>
{Companion} {ability:hush,comfort}.
<little:"Rolls for breakfast," said the hedgehog. Then a floury, prickly hug![ Flour got in {name's} {hair} hair.]><6-9:"Rolls for breakfast," said the hedgehog, with a floury, prickly hug[ that left flour in {name's} {hair} hair].><10-12:"Rolls for breakfast," announced the hedgehog contentedly, and gave {name} a floury, prickly hug[ that left flour in {their} {hair} hair].>
{item} {itemTell}.

:: journey journey.f-tree-scarf
setting: treehouse
role: onward
energy: calm

{onward}<little:by a treehouse ladder stood tiny slippers. Two by two!><6-9:at the foot of a treehouse ladder stood a row of tiny slippers, two by two.><10-12:at the foot of a treehouse ladder stood a neat row of tiny slippers, two by two, except for one small slipper that had tumbled into the grass.>
<2-9:But one small slipper had tumbled into the grass.>
{trait:help} {Companion} {ability:find,guide}.
<6-9:{name} brushed off the dew and set it back beside its partner[, {their} {hair} hair falling forward].><10-12:{name} brushed off the dew and set it back beside its partner[, {their} {hair} hair falling forward], while from high above came a tiny, sleepy snore.><little:{name} put it back beside the other one.>
<2-9:From high above came a tiny, sleepy snore.>
<grown:Beside the ladder hung a thimble lantern, with a note: FOR LATE WALKERS.><little:A tiny lantern hung by the ladder.>
<2-9:{name} lifted it down, and its glow lit the dark path ahead.
Softly, {name} carried {item} on.><10-12:{name} lifted it down, and by its gentle glow {they} carried {item} softly along the dark path ahead.>

:: journey journey.f-seahorse-row
setting: reef
role: onward
energy: gentle

{onward}<little:on the reef, a big, gentle fish lay still. Its mouth was wide open!><grown:down on the reef, where breathing was as easy as in bed, a big, gentle fish lay with its mouth wide open.>
<2-9:Tiny striped shrimps were cleaning its teeth.><10-12:Tiny striped shrimps were busily cleaning its teeth, like very small dentists.>
{trait:meet}
<2-9:But the shrimps could not reach the top teeth.><10-12:The shrimps could not reach the top teeth, though, so {name} lifted them up on a fingertip until every tooth gleamed.>
<6-9:So {name} lifted them up on a fingertip, until every tooth shone.><little:{name} lifted the shrimps up.
Shiny teeth!>
<2-9:"I know a quick way through," said the fish.><10-12:"I know a quick way through," said the grateful fish.>
{Companion} {ability:light,guide}.
<little:So {name} swam after its big tail, with {item}. Through a coral arch they went!><grown:So {name} swam after its big tail, with {item} held close, through an arch of coral.>

:: journey journey.f-rope-cushion
setting: harbour
role: onward
energy: calm

{onward}<little:in the harbour, every boat was asleep. All but one small green one!><6-9:in the harbour, every boat was asleep except one small green one.><10-12:in the harbour, every boat was asleep except one small green one, whose side kept bumping against the wall.>
<2-9:Bump, went its side against the wall.>
"It can't get comfy," said a mouse in a fisherman's jumper.
{trait:help}
<6-9:{name} hung an old rope cushion between the little boat and the wall.><10-12:{name} hung an old rope cushion between the little boat and the wall, and instead of a bump there was only a soft hush.><little:{name} hung a rope cushion by the boat.>
<2-9:No more bump, only a soft hush.>
{Companion} {ability:hush,comfort}.
<6-9:The mouse lifted his lamp to show them some steps, the quiet way round the harbour.><10-12:The mouse lifted his lamp to reveal some steps, the quiet way round the harbour, and {name} climbed them slowly, {item} safe {itemHeld}.><little:The mouse showed them some quiet steps.>
<little:{name} climbed them slowly, with {item} safe.><6-9:{name} climbed them slowly, {item} safe {itemHeld}.>

:: journey journey.f-partner-mouse
setting: castle
role: onward
energy: lively

{onward}<little:in the castle hall, mice danced in pairs.><6-9:in the castle's great hall, the mice were dancing in pairs.><10-12:in the castle's great hall, the mice were dancing in pairs, but one small mouse had no one to dance with.>
<2-9:One small mouse had no one to dance with.>
{trait:meet}
<little:{name} bowed, very low, and held out a hand.[ {Their} {hair} hair flopped forward.]><grown:{name} bowed, very low[, {their} {hair} hair flopping forward], and held out a hand.>
<grown:The mouse giggled and took {name's} little finger, and off they went: step, step, spin.><little:Step, step, spin!>
<2-9:Once {name} spun the wrong way into {companion}, and everyone laughed.><10-12:Once {name} spun the wrong way and bumped into {companion}, and the whole hall dissolved into laughter.>
<6-9:The last spin took them to a little arched door, and the mice waved them through.><10-12:The last spin brought them to a little arched door, where the mice waved them through into a passage leading out of the castle.><little:The last spin reached a little door.>
<little:Beyond it, a passage ran out of the castle. It was the way {item} had to go!><6-9:Beyond it, a passage ran out of the castle, the very way {item} had to go.><10-12:It was the very way {item} had to go.>

:: journey journey.f-moon-rover
setting: moon
role: onward
energy: gentle

{onward}<little:on the moon sat a little robot. It had six wheels. It was in a dark crater.><6-9:on the moon, a little robot on six wheels sat in a dark crater.><10-12:on the moon, a little robot on six wheels sat stranded in a dark crater, its lights dim and its wheels only going whirr.>
<6-9:Its lights were dim, and its wheels only went whirr.><little:Whirr... went its wheels.
Beep?>
{trait:help}
<little:"It needs the light," said {name}. {They} pushed it up the dusty slope.[ {Their} {colour} slippers puffed up moon dust.]><grown:"It needs the light," said {name}, and pushed it up the dusty slope[, {their} {colour} slippers puffing up moon dust].>
{Companion} {ability:light,comfort}.
<2-9:At the top, blink, blink, beep!><10-12:At the top it went blink, blink, beep, spun round once in delight, and shone its lamp on a smooth track between the craters.>
<6-9:It spun round once, then shone its lamp on a smooth track between the craters.><little:Its lamp lit a smooth track.>
<little:{name} held on to {item}. Then they bounced along it, the easy way!><grown:{name} checked on {item}, and they bounced along it, the easy way across.>

:: journey journey.f-weather-book
setting: lighthouse
role: onward
energy: calm

{onward}<little:by the lighthouse door lay a big book. It said WEATHER.><6-9:on a bench by the lighthouse door lay a big book marked WEATHER.><10-12:on a bench by the lighthouse door lay a big book marked WEATHER, and a note asking for tonight's weather to be written in.>
<2-9:A note said: PLEASE WRITE IN TONIGHT'S.>
{trait:wonder}
<6-9:{name} licked a finger and held it up: a soft wind, from the sea.><10-12:Like a proper weather watcher, {name} licked a finger and held it up to feel a soft wind from the sea.><little:{name} held up a wet finger.
A soft wind.>
<2-9:{name} wrote it down in {their} best writing: CALM.
SOFT WIND.
SLEEPY SEA.><10-12:In {their} best handwriting, {name} recorded it: CALM, SOFT WIND, SLEEPY SEA.>
{Companion} {ability:light,guide}.
<6-9:In the back of the book was a map of the cliff path, with {recipient} marked in pencil at the far end.><10-12:In the back of the book was a map of the cliff path, with {recipient} pencilled in at the far end.><little:At the back was a little map.>
<little:{name} traced it with a finger. Then off {they} went with {item}.><grown:{name} traced it with a finger, then set off with {item}.>

:: journey journey.f-ticklish-books
setting: library
role: aside
energy: gentle

{onward}<little:in the library, one shelf was thick with dust.><grown:in a quiet corner of the library, one shelf was thick with dust.>
<little:A-a-atishoo!><grown:The books on it were sneezing, a-a-atishoo, one after another.>
{trait:help}
<little:{name} found a feather duster. {They} began to dust, very gently.><grown:{name} found a feather duster on a hook and began to dust, very gently.>
<grown:But the books were ticklish!
They wriggled and giggled, and a fat dictionary fell open, laughing.><little:The books giggled.
Tee-hee!
They were ticklish!>
One shy book had hidden behind the others.
{Companion} {ability:find,guide}.
<little:Soon every book was clean and shining.[ One was all about {interest}!]><grown:Soon every book was clean and shining[, and one of them was all about {interest}].>
<8-9:{name} decided that being ticklish was the nicest thing {they} knew about books.><10-12:Of all the things {name} knew about books, {they} decided, being ticklish was easily the most delightful.>
<little:{item} {itemTell}. On they went!><grown:{item} {itemTell}, and on they went.>

:: journey journey.f-runaway-horse
setting: fair
role: onward
energy: lively

{onward}<little:a painted horse had hopped off the carousel! Jingle, jingle, round the stalls it trotted.><grown:at the fair, a painted horse had hopped off the carousel and was trotting round the stalls, jingling.>
{trait:obstacle}
<2-9:{name} ran after it, but the horse only trotted faster.><10-12:{name} ran after it, but the horse only trotted faster, so {name} stopped chasing and called instead, "Would you like to see the fair first?">
<little:So {name} stopped and called out. "Would you like to see the fair first?"><6-9:So {name} stopped and called, "Would you like to see the fair first?">
<6-9:Off they ran together[, {their} {hair} hair flying], past the lanterns.><10-12:Off they ran together[, {their} {hair} hair flying], past the glowing lanterns.><little:Off they ran, past all the lights!>
{Companion} {ability:guide}.
<6-9:At the back gate, the horse nodded at {item}, then at the lane beyond.><10-12:At the back gate, the horse nodded at {item} and then at the lane beyond, neighing, "That's your way," before trotting contentedly back to its pole.><little:At a gate, the horse nodded at {item}.>
<2-9:"That's your way," it neighed, and trotted back to its pole.>

:: journey journey.f-moon-window
setting: cave
role: onward
energy: calm

{onward}<little:in the cave, a moonbeam shone through the roof. It was like a lamp left on.><6-9:deep in the cave, a moonbeam came down through a hole in the roof, like a lamp left on.><10-12:deep in the cave, a moonbeam came down through a hole in the roof like a lamp left on, and {name} sat down in it[, {their} {eyes} eyes half closed].>
<2-9:{name} sat down in it[, {their} {eyes} eyes half closed].>
<little:Shh.
Moonlight.>
{trait:rest}
<2-9:A snail crept up, and {name} shuffled over to make room.><10-12:When a snail crept up, {name} shuffled over to make room, and as the patch of light slid slowly along the floor, they slid along with it.>
<6-9:Slowly, the patch of light slid along the floor, and they slid along with it.><little:Slowly, the light slid along the floor.>
{Companion} {ability:hush,comfort}.
<6-9:At the far wall, it showed a low tunnel, with night air breathing softly through.><10-12:At the far wall, the moonlight revealed a low tunnel, with night air breathing softly through it.><little:It found a little tunnel.
The way out!>
<little:{name} whispered goodnight to the snail. Then {they} carried {item} softly through.><grown:{name} whispered goodnight to the snail and carried {item} softly through.>

:: journey journey.f-sand-river
setting: beach
role: aside
energy: lively

{onward}<little:a little silver fish was stuck in a pool.><grown:on the beach, the tide had left a little silver fish in a pool.>
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
<8-9:{name} had never built a river before, and it felt rather grand.><10-12:{name} had never built a river before, and it gave {them} a grand, important feeling, like an engineer in a very small country.>
<little:{name} brushed off the sand.[ It was all over {their} {colour} sleeves.] {item} {itemTell}.><grown:{name} brushed off the sand[ from {their} {colour} sleeves], and {item} {itemTell}.>

