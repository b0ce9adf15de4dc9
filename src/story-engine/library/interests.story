// Scenes and mentions built around a child's interests. A child's typed interest is matched to a category
// (src/story-engine/interests/), then one of its scenes is told around it in Medium and Long stories, and
// one of its mentions in Short ones.
//
// A scene is a scene on the way of the story's quest like any other (it names the quest, the child acts,
// the companion helps once), and its heart is the interest: a rock that is a sleeping stegosaurus, a
// bridge drawn in moon-chalk that becomes real. How each slot reads, per category:
// - {interest}: the topic as the parent typed it ('horses', 'Minecraft', 'her cat Luna', 'the ocean'):
//   only in narration, after "loved", "about", "of" or "before/after" (never in the child's own speech:
//   'her cat Luna' would be wrong in "I love ...").
// - {interestOne} ('a horse', with its article) and {interestMany} ('horses'): animals, dinosaurs,
//   vehicles, fantasy and sea, where the interest is always something one can meet ('the ocean' meets
//   'a dolphin', 'magic' 'a wizard'); written so that a butterfly and a horse, a digger and a boat, a
//   fairy and a superhero all fit.
// - {pet} ('Luna', or 'her hamster' when no name was given) and {petKind} ('cat'): the pet category,
//   {pet} in narration only.
// - generic: anything at all ('origami', 'Peppa Pig', 'her grandma Rose', 'pink and purple'), so only
//   "loved", "about", "of".
// A mention is one sentence that fits anywhere early in a scene (Short stories; engine/personal.ts).
//
// Each ':: category' block holds its mentions; its scenes follow it as ':: interest' blocks.

:: category animals

mentions:
- <little:{name} wondered if {interestMany} were sleepy too.><grown:{name} wondered whether {interestMany} were settling down to sleep somewhere too.>
- <little:Just then, {name} was sure {they} saw {interestOne} peep out!><grown:Just for a moment, {name} was sure {they} had seen {interestOne} peeping out to watch them go by.>
- {name} thought about {interest}, and {their} feet felt lighter.
- <little:{name} thought of {interestMany} and smiled.><grown:If {name} listened very hard, {they} could almost hear {interestMany} saying goodnight.>

:: interest i.animals.sjftrd
setting: fair
role: onward
energy: lively

{onward}<little:music tinkled from an old carousel.><grown:music tinkled from an old carousel at the edge of the fair.>
<grown:It was turning all by itself, with nobody riding it.><little:Round and round it went.>
{name} looked closer and gasped.
The seats were painted {interestMany}!
{name} loved {interest} more than anything.
{trait:wonder} <little:{Companion} {ability:lift,guide}. Up climbed {name}!><grown:{Companion} {ability:lift,guide}, and {name} climbed on.>
Up and down, round and round they went.
<little:The music stopped. Every head pointed the same way. Towards {destination}!><grown:When the music stopped, every painted head pointed the same way: towards {destination}.>

:: interest i.animals.1ijj8qb
setting: meadow
role: aside
energy: gentle

{onward}<little:{interestMany} lay asleep in the long grass.><grown:a family of {interestMany} was fast asleep in the long grass.>
<little:Shh!>
Only the smallest one was still awake.
<grown:It was trembling, because it had never seen the dark before.><little:It was scared of the dark.>
{name} knew all about {interest}.
{trait:help} {name} sat down beside it and hummed a soft song.
{Companion} {ability:hush,comfort}.
Soon the little one was snoring with the rest.
<little:{name} checked on {item}. Still safe! Tiptoe, tiptoe, on {they} went.><grown:{name} checked that {item} was still safe {itemHeld}, and tiptoed on.>

:: interest i.animals.1cjb0tp
setting: farm
role: aside
energy: calm

{onward}the big red barn stood dark and quiet.
<little:Inside, {interestMany} were settling down in the hay.><grown:Inside, in the sweet-smelling hay, {interestMany} were settling down for the night.>
{name} had always loved {interest}.
<grown:One by one the sleepy heads went down, and the barn filled with soft breathing.><little:One by one, they shut their eyes.>
<little:{interestOne} opened one eye. It peeped at {item}, as if to say goodnight.><grown:{interestOne} opened one eye and looked at {item}, as if to say goodnight.>
{Companion} {ability:hush,comfort}. <little:"{refrain}," {name} told the barn. Out they slipped, into the night.><grown:"{refrain}," whispered {name}, and they slipped out into the night.>

:: interest i.animals.1is6hz6
setting: forest
role: onward
energy: lively

{onward}the trees grew close, and the path went dark.
{Companion} {ability:light,guide}.
<little:Moonlight fell on a big tree trunk. {name} had an idea!><grown:A patch of moonlight fell on a wide tree trunk, and {name} had an idea.>
{name} curled {their} fingers and made a shadow on the bark.
It was {interestOne}!
{name} loved {interest}, so {they} got the shape just right.
<grown:Then the shadow blinked, shook itself, and jumped off the bark!><little:Then the shadow jumped down!>
<little:Off it skipped, and they followed. Left at the log, and out near {recipient}!><grown:Off it skipped between the dark trees, and they followed it, left at the hollow log and out near {recipient}.>

:: interest i.animals.frz0nt
setting: river
role: onward
energy: gentle

{onward}the river was too wide to jump.
<little:On the far bank, {interestMany} stood by the water.><grown:On the far bank, {interestMany} had come down to the water in the moonlight.>
{name} loved {interest}, and {they} waved both arms.
<grown:"Hello!"
{name} called softly.
"We need to get across.
Can you help?"><little:"Hello!
Can you help?">
<little:The {interestMany} showed {them} a path of stones.><grown:The {interestMany} showed {them} a shallow place, where smooth stones made a path.>
{trait:obstacle} {name} stepped carefully from stone to stone.
{Companion} {ability:cross,guide}.
"Thank you!" said {name}, holding {item} close.

:: interest i.animals.6hk51b
setting: treehouse
role: onward
energy: lively

{onward}<little:laughter spilled from a treehouse in an oak.><grown:laughter spilled out of a treehouse high in an oak.>
But its rope ladder was far too short.
{Companion} {ability:lift,carry,guide}.
Inside, some mice were playing a guessing game.
"Act out an animal," they squeaked, "and we'll guess!"
{trait:meet} {name} loved {interest}, so {they} jumped up at once.
Without a word, {name} moved just like {interestOne}.
<grown:The mice guessed before {name} had even finished.><little:The mice guessed it!>
<8-9:It was the best kind of showing off: the kind that makes everybody laugh.><10-12:It was the very best kind of showing off, {name} decided: the kind where everybody ends up laughing, including you.>
<little:The mice let down a rope. Down went {name} with {item}!><grown:Then the mice let down a knotted rope, and down went {name} with {item}.>

:: interest i.animals.p4s2zw
setting: jungle
role: onward
energy: gentle

{onward}<little:the jungle was warm and wet. Drip, drip! And the path was gone.><grown:the jungle was warm and dripping, and the path had vanished.>
{trait:obstacle} <little:But {name} loved {interest}. {name} knew how to follow a trail!><grown:But {name} loved {interest}, so {they} knew how to follow a trail.>
A bent fern.
A nibbled flower.
A gap in the leaves.
<grown:"Someone came this way," {name} whispered.><little:"Someone went this way," whispered {name}.>
{Companion} {ability:find,guide}.
<little:At the end of the trail was {interestOne}!><grown:At the end of the trail, in a pool of moonlight, was {interestOne}.>
<little:It blinked at {name} with kind eyes, and led the way. On, on, to {destination}!><grown:It blinked at {name} with friendly eyes, then led them through the leaves towards {destination}.>

:: interest i.animals.hy0x1b
setting: garden
role: onward
energy: gentle

{onward}<little:there was a bramble patch, all prickly thorns.><grown:at the bottom of the garden grew a bramble patch, thick with thorns.>
Something was caught in it, wriggling.
It was {interestOne}!
{name} loved {interest}, and knew just how to help.
Move slowly.
Speak softly.
{trait:help} "Keep still," {name} whispered.
<grown:One by one, {name} gently lifted the prickly stems away.><little:Gently, gently, {name} moved the thorns.>
{Companion} {ability:hush,comfort}.
At last it was free!
<8-9:{name} felt the quiet pride of a careful job done well.><10-12:{name} felt the quiet, steady pride that comes from doing a fiddly job slowly, carefully and exactly right.>
<grown:Then it led them along its own secret way under the thorns, and out the other side, much nearer to {recipient}.><little:It led them out, on towards {recipient}.>

:: interest i.animals.1gz3cf3
setting: orchard
role: onward
picture: blossom
energy: calm

{onward}<little:the orchard was silver and still. Blossom floated down.><grown:the orchard was silver and still, and blossom drifted down like snow.>
Between the trees, {interestOne} was peeping out!
{name} loved {interest}, so {they} knew the secret.
Keep very still, and wait.
{trait:rest} <grown:Little by little, it came closer, until it was near enough to touch.><little:Still, still.
Closer, closer.>
{Companion} {ability:hush,comfort}.
<8-9:It felt like being trusted with a secret.><10-12:Being allowed so close felt like being trusted with a precious secret, the kind you keep without ever being asked to.>
<grown:Then it turned and went slowly off between the trees, looking back for them.><little:Then it led the way, slow and soft.>
<little:{name} followed with {item}, out through the orchard gate.><grown:{name} followed with {item}, to the orchard gate and the quiet path beyond.>

:: category pet

mentions:
- {name} wondered whether {pet} was fast asleep at home by now.
- {name} thought of {interest} and smiled a warm, secret smile.
- {pet} would love to hear all about this, {name} thought.
- <little:At home, {pet} was keeping everything safe till morning.><grown:Somewhere at home, {name} knew, {pet} was keeping everything safe until morning.>

:: interest i.pet.1pwz4rv
setting: fair
role: onward
energy: lively

{onward}<little:a jolly badger was selling balloons. Every one was a pet!><grown:a jolly badger was selling balloons at the fair, shaped like every kind of pet.>
One was a {petKind}, and it looked just like {pet}!
Whoosh!
The wind tugged it loose, and up it floated.
{trait:obstacle} {name} jumped and missed, then jumped again, higher.
{Companion} {ability:lift,guide}.
This time {name} caught the string!
"Keep it," smiled the badger.
<grown:The breeze pulled the balloon over the busy stalls, and {name} followed it out of the far gate, onto the road to {recipient}.><little:{name} followed it out, towards {recipient}.>

:: interest i.pet.1hrpfxg
setting: pond
role: onward
energy: gentle

{onward}the pond was as still as a mirror.
<grown:An old frog on a lily pad croaked that it was a wishing pond: it showed you the one you missed.><little:"Look in," croaked a frog.>
{name} leaned over the water.
There was {pet}, fast asleep at home!
{name} loved {interest}, and {their} heart gave a happy jump.
{trait:wonder} "Goodnight," {name} whispered.
{Companion} {ability:comfort}.
Then {name} held up {item} and asked, "Which way now?"
<grown:Ripples ran across the pond, all towards one gap in the reeds: the way on.><little:The ripples all went one way.>

:: interest i.pet.vtfexm
setting: clouds
role: onward
energy: calm

{onward}<little:the clouds were soft and slow, like pillows.><grown:the clouds were soft and slow, like pillows floating by.>
{name} lay back and watched them.
One cloud was a boat, and one was a teapot.
<little:And one was a {petKind}, just like {pet}! All soft and sleepy.><grown:And one was a {petKind}, just like {pet} at bedtime, all soft and sleepy!>
{name} smiled, because {they} loved {interest} very much.
<grown:The {petKind} cloud drifted gently on ahead, as if it knew the way.><little:The cloud drifted on.>
{Companion} {ability:fly,guide}.
They followed the cloud, nearer and nearer to {recipient}.

:: interest i.pet.7x2cxg
setting: village
role: onward
energy: gentle

{onward}one shop window in the village was still lit.
It was full of presents for pets: balls, bells and cosy beds.
<grown:"Choose one," squeaked the mouse in the apron, "for someone you love."><little:"Choose one," said a mouse.>
{trait:wonder} {name} thought hard about {interest}.
{Companion} {ability:find,guide}.
At last {name} picked a present just right for a {petKind}.
<little:The mouse looked at {item}. "Who is that for?" {name} told her.><grown:"And who is that for?" asked the mouse, nodding at {item}.>
<grown:When {name} told her, she drew a map to {recipient} on the paper bag.><little:She drew a map on the bag.>

:: interest i.pet.t5s47j
setting: snowfield
role: onward
energy: lively

{onward}the snow was deep and soft, perfect for building.
{name} was missing {pet}, so {they} had an idea.
<grown:{name} rolled and patted and shaped, until there sat a snow {petKind}, just like {pet}.><little:Pat, pat, pat!
{name} made a snow {petKind}.>
{name's} fingers were cold.
{Companion} {ability:warm,comfort}.
<little:Then the snow {petKind} wiggled. Whee! Off it slid, down the hill!><grown:Then the snow {petKind} gave a wiggle and slid off down the hill!>
{trait:obstacle} "Come back!" laughed {name}, whizzing after it on {their} tummy.
<little:At the bottom it sat and waited. Now {recipient} was nearer!><grown:At the bottom it sat waiting, a whole hill nearer to {recipient}.>

:: interest i.pet.1n26afe
setting: fair
role: aside
energy: gentle

{onward}there was a pet show at the fair.
Mice had brought snails, and a frog had a shiny beetle.
"Where is your pet?" asked the judge, a hen in a hat.
{trait:meet} "At home, asleep," said {name}, climbing shyly onto the little stage.
{Companion} {ability:comfort}.
Then {name} told everyone about {pet}.
<grown:The mice said "Ooh!" in all the right places.><little:"Ooh!" said the mice.>
<little:{name} won a rosette for the Most Loved Pet! {name} wore it proudly. Next, {destination}!><grown:{name} won a rosette for the Most Loved Pet, and wore it all the way to {destination}.>

:: interest i.pet.1ty0ta
setting: village
role: onward
energy: gentle

{onward}<little:a tiny post office glowed with one candle.><grown:at the end of the village stood the tiniest post office, lit by one candle.>
"Night post!" called a pigeon in a blue cap.
{trait:meet} {name} thought of {pet}, fast asleep at home.
{Companion} {ability:light,guide}.
On a leaf, {name} wrote: "Goodnight.
I'll be home soon.
Love from {name}."
<grown:Then {they} drew a heart and a little {petKind}.><little:Then {they} drew a heart.>
"I fly past {recipient} on my rounds," cooed the pigeon.
<little:Off it flew! {Friends} followed the blue cap, out of the village.><grown:Off it flew, and {friends} followed the little blue cap out of the village.>

:: interest i.pet.tj2jab
setting: harbour
role: aside
energy: calm

{onward}the boats creaked softly in the harbour.
In a coil of rope sat a fluffy puffin chick, wide awake.
"Mum's out fishing," it peeped, "and I can't sleep."
<little:{name} knew what helped {pet} sleep. A soft voice. A slow song. Someone close by.><grown:{name} knew what helped {pet} settle at night: a soft voice, a slow song and someone close by.>
{trait:rest} So {name} sat down and sang the sleepy song from home.
{Companion} {ability:hush,comfort}.
<grown:The chick's eyes grew heavy, and its fluffy head drooped.><little:Yawn.
Nod.
Snore.>
<8-9:Being far from home, {name} found, felt smaller when you shared a little of it.><10-12:Being far from home, {name} discovered, felt much smaller when you shared a little piece of it with someone who needed it.>
{name} tiptoed on with {item}.

:: category dinosaurs

mentions:
- {name} wondered whether {interestMany} ever went on journeys at night.
- <little:{name} heard a far-off stomp. Was it {interestOne}?><grown:For a moment, {name} was sure {they} heard the far-off stomp of {interestOne}, and grinned.>
- <little:{name} thought of {interest}. {name} felt big and brave!><grown:{name} thought of {interest}, and felt as big and brave as a mountain.>
- <little:Stomp, stomp! {name} walked like {interestOne}.><grown:{name} took a few giant, stompy steps, just like {interestOne}, and {companion} laughed.>

:: interest i.dinosaurs.ky1nbn
setting: hilltop
role: aside
energy: gentle

{onward}<little:a big grey rock sat on the hilltop.><grown:there was a big grey rock on top of the hill.>
<little:Then the rock snored!><grown:{name} was about to climb it when the rock gave a long, rumbly snore.>
It was not a rock at all.
It was {interestOne}, fast asleep!
<little:{name} loved {interest}. {name} could see it was cold. Its moss blanket had slipped off!><grown:{name} loved {interest}, and {they} could see it was cold: its blanket of moss had slipped off.>
{trait:help} {name} tugged and tugged at the heavy moss.
{Companion} {ability:lift,warm,comfort}.
Up went the moss, snug again.
<8-9:The great creature sighed happily in its sleep.><10-12:The great creature gave a long, contented sigh in its sleep, and {name} could not help feeling rather pleased.>
{name} checked {item} and tiptoed on.

:: interest i.dinosaurs.jnaklm
setting: river
role: onward
energy: lively

{onward}the river rushed past, fast and deep.
Splash!
Splosh!
Someone enormous was paddling in the shallows.
It was {interestOne}!
{name} loved {interest}, so {they} was not scared one bit.
{trait:meet} "Excuse me," {name} called.
"Please could you help us across?"
<grown:The huge head swung round, and a friendly eye blinked.><little:It blinked and nodded.>
{name} climbed up its long tail onto its back.
{Companion} {ability:cross,guide}.
<little:On the far bank, {name} waved goodbye. {item} was still safe!><grown:On the far bank, {name} waved goodbye, with {item} still safe.>

:: interest i.dinosaurs.e7hm5z
setting: cave
role: onward
energy: calm

{onward}the cave was hushed and cool.
{Companion} {ability:light,guide}.
<little:Long ago, someone had painted {interestMany} on the walls.><grown:On the stone walls, someone long ago had painted {interestMany} in red and gold.>
{name} loved {interest}, and {they} touched one gently with a fingertip.
<grown:The picture began to glow, then the next one, and the next, in a long, soft line.><little:Glow, glow, glow went the pictures.>
<8-9:It was like a trail of sleepy lanterns, left there just for them.><10-12:It was like a trail of sleepy lanterns, lit long ago by someone who had somehow known {friends} would need them.>
<little:The glowing pictures led the way out. On towards {destination}!><grown:The glowing pictures led the way out, towards {destination}.>

:: interest i.dinosaurs.197am91
setting: jungle
role: onward
energy: lively

{onward}<little:an egg rolled out from under a fern. A big, speckled one!><grown:a big speckled egg rolled out from under a fern.>
Wobble, wobble, crack!
Out popped {interestOne}, no bigger than a teapot.
{name} loved {interest}, and {they} knew that babies need their mums.
{trait:help} {name} spotted giant footprints in the mud.
"This way!"
{name} said.
{Companion} {ability:find,guide}.
At the end of the footprints was a huge, worried mother.
<little:She nuzzled her baby. Then she nodded the way to {recipient}.><grown:She nuzzled her baby, then nodded towards {recipient}, past the tallest ferns.>

:: interest i.dinosaurs.jkmp49
setting: snowfield
role: onward
energy: gentle

{onward}the snow lay deep and sparkly.
Something was sticking out of a snowdrift: a long, scaly tail.
<little:It wiggled!><grown:It gave a sad little wiggle.>
{name} loved {interest}, so {they} knew at once whose tail it was.
{trait:help} {name} dug and dug with both hands.
Out came {interestOne}, shivering and shy.
{Companion} {ability:warm,comfort}.
<8-9:Soon the shivering stopped, and a shy smile took its place.><10-12:Little by little the shivering eased, and a shy, grateful smile crept in to take its place.>
<grown:Then it stomped ahead through the deepest drifts, and its big feet pressed a path that {name} could walk in easily, {item} and all.><little:Stomp, stomp!
It made a path for {name} and {item}.>

:: interest i.dinosaurs.z7to32
setting: waterfall
role: onward
energy: lively

{onward}the waterfall thundered into its pool.
HIC!
Standing in the spray was {interestOne}, with the biggest hiccups ever!
{name} loved {interest}, but {they} had never seen hiccups like these.
{trait:help} "Hold your breath!" called {name}.
HIC!
"Drink some water!"
HIC!
Then {name} had a better idea.
"BOO!"
<grown:The great creature jumped, blinked and waited.
No more hiccups!><little:Jump!
Blink.
No more hiccups!>
{Companion} {ability:hush,comfort}.
<grown:Then it laid its long tail over the stream below the pool, a bridge for {name} and {item}.><little:Its tail made a bridge.
Over went {name} with {item}!>

:: interest i.dinosaurs.5wozi1
setting: mountain
role: aside
energy: gentle

{onward}the mountain path ran along a high cliff.
"Squeak!
Squeak!"
<little:On a ledge sat {interestOne}, a very young one. It was trying to roar!><grown:On a ledge sat {interestOne}, a very young one, trying to roar.>
"I can only squeak," it sniffed.
{Companion} {ability:comfort}.
<little:{name} loved {interest}. {name} knew a real roar starts in your tummy.><grown:{name} loved {interest}, so {they} knew a real roar starts deep in your tummy.>
{trait:help} "Like this," said {name}.
"ROAR!"
<grown:The mountain roared back, ROAR, roar, roar, all down the valley.><little:Roar, roar, roar, went the mountain.>
The little one tried.
"Squ...
ROAR!"
<little:The echo rolled on and on. Far away to {destination}!><grown:The echo rolled all the way to {destination}.>

:: interest i.dinosaurs.8i7qx1
setting: pond
role: onward
picture: none
energy: calm

{onward}<little:by the pond lay a long, grassy hill.><grown:at the edge of the pond lay a long, grassy hill.>
Then the hill breathed out, slow and warm.
It was {interestOne}, the oldest in the world!
{name} loved {interest}, and {they} had so many questions.
{trait:wonder} "What was it like, long ago?"
{name} whispered.
<grown:In a voice like far-off thunder, the old one told of giant ferns and warm rain.><little:"Big ferns," it rumbled.
"Warm rain.">
{Companion} {ability:hush,comfort}.
<8-9:{name} listened, and the night felt a million years deep.><10-12:{name} listened without moving, and the night seemed to stretch back a million years, deep and warm and green.>
<little:At last the great head nodded, slow and kind. That way was {destination}!><grown:At last the great head nodded slowly towards {destination}.>

:: interest i.dinosaurs.1w3cue8
setting: desert
role: onward
energy: calm

{onward}the desert sand was cool under the stars.
In a flat rock, {name} found a footprint, bigger than a bath.
{name} loved {interest}, so {they} knew at once.
{interestOne} had made it, long, long ago!
{trait:wonder} {name} climbed in and lay down.
It was just the right size for a rest.
<grown:Above twinkled the same stars that once shone down on {interestMany}.><little:Twinkle, twinkle, went the stars.>
{Companion} {ability:warm,comfort}.
<8-9:It made {name} feel very small and very lucky.><10-12:It made {name} feel very small, and astonishingly lucky, to be lying exactly where a giant had once stood.>
<little:More footprints led away across the sand. Just the right way! {name} followed with {item}.><grown:More footprints led away across the sand, going just where {name} and {item} were going.>

:: category vehicles

mentions:
- <little:{name} could hear {interestOne} humming far away.><grown:Far away, {name} thought {they} could hear {interestOne} humming along in the night.>
- <little:{name} pictured {interest}. {Their} feet went faster, like wheels!><grown:{name} thought of {interest}, and {their} feet went a little faster, like wheels.>
- <little:{name} went beep, beep, like {interestOne}.><grown:"Beep, beep!" {name} said under {their} breath, just like {interestOne}, and {companion} smiled.>
- <little:Did {interestMany} get sleepy too, {name} wondered.><grown:{name} wondered whether {interestMany} ever got sleepy at the end of a long day.>

:: interest i.vehicles.ruzj90
setting: village
role: onward
energy: lively

{onward}<little:something came gliding down the street. Its lights glowed softly.><grown:something came gliding down the quiet village street, its lights glowing softly.>
It was {interestOne}, made of shining moonlight!
{name} loved {interest}, and {they} could hardly believe {their} eyes.
<little:A friendly horn went toot, toot! A little door swung open.><grown:A friendly horn went toot, toot, and a little door swung open, high up.>
{trait:meet} <little:{Companion} {ability:lift,guide}. Up and in climbed {name}!><grown:{Companion} {ability:lift,guide}, and {name} climbed aboard.>
<grown:Away they went, past sleeping houses and dark gardens.><little:Off they went, whoosh!>
<little:At the edge of the village, it stopped. {recipient} was near now!><grown:At the edge of the village it stopped, and {recipient} was only a short walk away.>

:: interest i.vehicles.1s31g1x
setting: forest
role: onward
energy: lively

{onward}there was a terrible noise of beeping and honking.
<little:Little toy {interestMany} had come alive! They were all stuck in a jam.><grown:Little toy {interestMany} had come alive, and they were stuck in a jam where four paths met.>
{name} loved {interest}, and knew how to clear a jam.
{trait:obstacle} <little:{name} stood in the middle and waved. You go! Then you! Then you!><grown:{name} stood in the middle and waved: you go, then you, then you!>
{Companion} {ability:light,guide}.
One by one the {interestMany} moved off, tooting thank you.
<little:Now the path was clear. On went {name} with {item}!><grown:The path they left clear led straight on, and {name} took it with {item}.>

:: interest i.vehicles.1qu6v01
setting: meadow
role: aside
energy: gentle

{onward}a young mole was crying in the long grass.
"I've lost my best toy," he sniffed.
{trait:help} {name} searched on {their} hands and knees.
{Companion} {ability:find,guide}.
Then {name} lifted a dock leaf, and there it was!
It was {interestOne}, a bit muddy but not broken.
<little:Oh, {name} did love {interest}! {name} polished it on {their} sleeve. Shiny!><grown:{name} loved {interest}, so {they} polished it on {their} sleeve until it shone.>
<grown:The mole hugged it tight, and his tears dried up.><little:The mole smiled and smiled.>
Then {name} held {item} close, and they went on.

:: interest i.vehicles.1w9jxk4
setting: harbour
role: onward
energy: calm

{onward}<little:a long, low shed stood by the water. {interestMany} slept inside.><grown:there was a long, low shed by the water, where {interestMany} slept at night.>
{name} loved {interest}, and {they} peeped in through the door.
<grown:They were all tucked up in a row, with their lights turned down low.><little:They were all asleep in a row.>
<grown:One sleepy light blinked at {name}, then shone out along the dark jetty, lighting the boards to the very end.><little:One light shone out along the jetty.>
{Companion} {ability:hush,comfort}. <little:"{refrain}," {name} said, very low. Along the jetty they tiptoed, with {item}.><grown:"{refrain}," whispered {name}, very softly, and they tiptoed along it with {item}.>

:: interest i.vehicles.sgyg86
setting: snowfield
role: onward
energy: lively

{onward}<little:funny sledges stood on the snowy slope.><grown:at the top of the snowy slope stood a row of funny-shaped sledges.>
<little:{name} could never get enough of {interest}. {name} chose the one like {interestOne}!><grown:{name} loved {interest}, so {they} chose the one shaped like {interestOne}.>
{trait:obstacle} It was steep, but {name} held on tight and pushed off.
Whoosh!
<grown:A bump!
A rock!
A snowman!
{name} leaned left, then right, steering like the real thing.><little:Bump!
Lean left!
Lean right!>
At the bottom, {name} tumbled into a cold drift, laughing.
{Companion} {ability:warm,comfort}.
<little:It had stopped right on the path. And {item} was safe!><grown:It had stopped right on the path ahead, and {item} had not even wobbled.>

:: interest i.vehicles.1mf37eo
setting: kitchen
role: aside
energy: gentle

{onward}<little:there was a warm little kitchen. Three mice stared at a huge cake.><grown:in a warm little kitchen, three mice were staring at a huge cake.>
"It's too heavy to carry to the party!" they squeaked.
<little:{name} loved {interest}, so {they} had an idea! But it needed bits and bobs.><grown:{name} loved {interest}, so {they} had an idea, but it needed bits and bobs.>
{trait:help} {Companion} {ability:find,guide}.
<grown:From a matchbox, bottle tops and a cork, {name} built {interestOne}, just right for mice.><little:Click, clack!
{name} built {interestOne} for the mice.>
The mice loaded the cake and pulled it away.
<8-9:{name} glowed with the feeling of making something truly useful.><10-12:{name} glowed with a particular kind of satisfaction, the sort that only comes from building something that actually works.>
<little:Off went {name}. On towards {destination}!><grown:Then {name} went on towards {destination}.>

:: interest i.vehicles.16tf0b
setting: forest
role: onward
energy: gentle

{onward}<little:in a clearing, some moles had been busy.><grown:in a clearing in the forest, some moles had been busy.>
There, in shiny new paint, stood {interestOne}!
{name} loved {interest}, so {they} walked round it twice.
{trait:wonder} "It needs a name," said the moles.
"Will you choose?"
{name} thought hard. "{{Moonbeam|Starlight|Bluebell}}," {they} said at last.
But where was the silver paint?
{Companion} {ability:find,guide}.
<grown:{name} painted it on in curly silver letters.><little:{name} painted it on.
Hooray!>
<little:The moles gave {friends} the very first ride! {item} sat on the front seat.><grown:For its first trip, the moles drove {friends} through the forest, {item} on the front seat.>

:: interest i.vehicles.lacim8
setting: hilltop
role: onward
energy: calm

{onward}<little:they lay on the hilltop and looked up.><grown:they lay on their backs on the hilltop and looked up.>
{name} loved {interest}, and all at once {they} saw something.
<grown:One star for the front, one for the back, and two bright ones for the lights.
It was {interestOne}, drawn in stars!><little:Look!
It was {interestOne}, made of stars!>
{trait:wonder} {name} traced it slowly with one finger.
{Companion} {ability:warm,comfort}.
<8-9:{name} wondered who else, far away, was looking up at the very same shape.><10-12:{name} wondered who else, somewhere far away, might be gazing up at the very same shape and feeling just as pleased.>
As they watched, it slid slowly across the sky.
<little:It stopped. Right above {destination}!><grown:It stopped right above {destination}.>

:: category space

mentions:
- {name} looked up at the stars and thought about {interest}.
- <little:{name} waved at the moon.><grown:{name} gave the moon a little wave, the way people who love {interest} do.>
- <little:{name} thought of the planets, turning slowly in the dark.><grown:Somewhere far above, {name} was sure, the planets were turning slowly and quietly in the dark.>
- <little:{name} thought of {interest}. The night sky felt like a friend.><grown:{name} thought of {interest}, and the night sky felt like a friend.>

:: interest i.space.kzauc4
setting: hilltop
role: aside
energy: calm

{onward}<little:{name} and {companion} lay in the soft grass.><grown:{name} and {companion} lay down in the soft grass on top of the hill.>
The whole sky was full of stars.
<little:{name} loved {interest}, so {they} knew lots of stars. {name} pointed to each one.><grown:{name} loved {interest}, so {they} knew the names of lots of stars, and pointed them out one by one.>
Then a shooting star slid across the sky.
{trait:wonder} <little:{name} shut {their} eyes and wished. Please let {item} get to {recipient}!><grown:{name} closed {their} eyes and made a wish: that {item} would reach {recipient} safe and sound.>
{Companion} {ability:warm,comfort}.

:: interest i.space.tvutj1
setting: moon
role: onward
energy: lively

{onward}a silver moonbeam reached down like a ladder.
{name} climbed it, rung by rung.
{Companion} {ability:fly,lift,guide}.
Then they were standing on the moon!
<little:{name} had learned all about {interest}. {name} knew you feel light on the moon!><grown:{name} loved {interest}, so {they} knew the moon hardly pulls you down at all.>
{name} gave a little jump.
Boing!
Up {they} floated, and slowly down again.
<8-9:It was the strangest, lightest feeling in the world.><10-12:It was the strangest, lightest feeling in the world, as if somebody had quietly borrowed most of {name's} weight.>
<little:{name} looked down. Far below was {destination}!><grown:Far below, like a tiny toy, {name} could see {destination}.>
"That way!"
{name} laughed.

:: interest i.space.13fh5wk
setting: meadow
role: onward
energy: gentle

{onward}something was glowing in the grass.
It was a tiny star that had fallen from the sky!
<grown:It flickered sadly, too small to climb back up on its own.><little:It wanted to go home.>
<little:How {name} loved {interest}! {name} knew a star belongs in the sky.><grown:{name} loved {interest}, and {they} knew a star belongs in the sky.>
{trait:help} {name} cupped it gently in {their} hands.
{Companion} {ability:lift,fly,guide}.
Up, up {name} reached, and let go.
<little:The star zoomed home. Twinkle, twinkle! It shone over the lane to {recipient}.><grown:The star zoomed home and twinkled extra brightly, right above the lane that led to {recipient}.>

:: interest i.space.1evfqit
setting: desert
role: onward
energy: lively

{onward}<little:a silver spaceship was stuck in the sand.><grown:a little silver spaceship was stuck in a sand dune.>
A small green alien peered out and waved all three arms.
<little:{name} loved {interest}, so {they} knew what to do. A countdown!><grown:{name} loved {interest}, so {they} knew just what to do: a proper countdown!>
{trait:obstacle} "Five, four, three, two, one... push!"
{Companion} {ability:lift,guide}.
Whoosh!
Up shot the spaceship, out of the sand.
<little:The alien flashed its lights, green and gold. They pointed the way to {recipient}.><grown:The alien flashed its lights, green and gold, like arrows pointing towards {recipient}.>
Then it zoomed off to bed.

:: interest i.space.7wf4dn
setting: clouds
role: onward
energy: lively

{onward}<little:up in the clouds, something bright whizzed past. It had a long, sparkly tail!><grown:up among the clouds, something bright came whizzing past, trailing a long, sparkly tail.>
<little:{name} loved {interest}, so {they} knew what it was. A comet!><grown:{name} loved {interest}, so {they} knew at once what it was: a comet!>
{trait:meet} "Can we have a ride?"
{name} called.
The comet slowed, just a little.
{Companion} {ability:fly,carry,guide}.
{name} grabbed hold of the glittering tail.
<grown:Whoosh!
Round the clouds they zoomed, loop-the-loop, while {name} leaned this way and that to steer.><little:Whoosh!
Zoom!
Loop-the-loop!>
<little:At last it slowed down. There below was {destination}!><grown:At last it stopped, right above {destination}.>

:: interest i.space.7h6hl
setting: fair
role: onward
energy: lively

{onward}<little:at the fair, moles were launching paper rockets. Stamp! But every one flopped over.><grown:at the fair, some moles were launching paper rockets with a stamp pump, but every one flopped over in a heap.>
<little:{name} could talk about {interest} all day. {name} knew a rocket needs a pointy nose and straight fins.><grown:{name} loved {interest}, so {they} knew what a rocket needs: a pointy nose and straight fins.>
{trait:obstacle} {name} folded one carefully.
Stamp!
It looped into a hedge.
{Companion} {ability:find,guide}.
{name} fixed the fins.
Stamp!
WHOOSH!
<grown:Up, up it went, and burst into silver sparkles.><little:Up, up, up!
Pop!
Sparkles!>
<little:They drifted down in a glittering line. {name} followed it with {item}.><grown:They drifted down in a glittering line, and {name} walked along it with {item}.>

:: interest i.space.1j4ru9u
setting: library
role: onward
energy: calm

{onward}<little:the library had a round, quiet room. In it stood a big brass telescope.><grown:at the top of the library was a round, quiet room with a big brass telescope.>
{name} loved {interest}, so {they} knew how to use it.
Shut one eye.
Turn the knob slowly.
{Companion} {ability:hush,comfort}.
<grown:At first everything was blurry.
Then, with one tiny turn, a planet swam into view, wearing rings like a hat brim.><little:Blurry, blurry... then a planet with rings!>
{trait:wonder} "Saturn," {name} breathed.
<8-9:It was so far away, and yet there it was, close enough to wish on.><10-12:It was unimaginably far away, {name} knew, and yet there it hung in the glass, close enough to wish on.>
<little:Then {name} tipped it down. In the glass was {destination}!><grown:Then {name} tipped it down, and there was {destination}.>

:: interest i.space.1xw437u
setting: lighthouse
role: aside
energy: calm

{onward}<little:the lighthouse had a little balcony. Below was the dark sea.><grown:the lighthouse had a little balcony, high above the dark sea.>
Low in the sky hung a row of bright dots.
<little:{name} often dreamed of {interest}. {name} knew those dots were planets, lined up like beads!><grown:{name} loved {interest}, so {they} knew: planets, lined up like beads on a string!>
{trait:rest} Softly, {name} said goodnight to each one.
<grown:"Goodnight, Mars, dusty and red.
Goodnight, Jupiter, big and stripy.
Goodnight, Saturn, with your rings."><little:"Goodnight, Mars.
Goodnight, Saturn.">
{Companion} {ability:warm,comfort}.
The planets twinkled back.
<little:{name} held {item} safe. Then down, down the winding stairs went {name}.><grown:Then, with {item} safe {itemHeld}, {name} went down the winding stairs.>

:: category sea

mentions:
- {name} thought of {interest} and could almost hear the waves.
- <little:Swish, hush, went the sea in {name's} head.><grown:Somewhere, {name} thought, {interestMany} were swimming through the dark, silver sea.>
- <little:{name} smiled. What would {interestOne} say now?><grown:{name} wondered what {interestOne} would say if it could see them now.>
- <little:The air smelled of salt. {name} smiled and thought of {interest}.><grown:The night air smelled a little of salt, and {name} smiled, thinking of {interest}.>

:: interest i.sea.ke30ym
setting: beach
role: onward
energy: lively

{onward}<little:the waves rolled up the sand. Swish! Hush!><grown:the waves came rolling up the sand, swish and hush.>
Then, splash!
Out of the water leapt {interestOne}!
{name} loved {interest} more than almost anything.
{trait:meet} {name} laughed and splashed back, and soon they were both giggling.
<grown:"We are on a journey," {name} explained at last, "and we have to hurry."><little:"We have to go now," said {name}.>
{Companion} {ability:cross,guide}.
<little:Then glowing shells lit up along the shore. They led all the way to {recipient}!><grown:Then a trail of glowing shells lit up along the shore, round the bay and up to {recipient}.>

:: interest i.sea.n1uct5
setting: lighthouse
role: onward
energy: gentle

{onward}the lighthouse lamp had gone out.
<little:Out at sea, {interestMany} swam round and round. They were lost!><grown:Out at sea, {interestMany} were swimming round and round, lost in the dark.>
{name} loved {interest}, and {they} could not leave them lost.
{trait:help} Up the curly stairs {name} climbed.
{Companion} {ability:light,guide}.
{name} turned the big brass handle.
Click!
The lamp shone out, and the {interestMany} found their way home.
<grown:Then its beam swept over the land, and lit up a sandy path along the bay, towards {recipient}.><little:The beam swept on, over to {recipient}.>

:: interest i.sea.el96nq
setting: island
role: aside
energy: calm

{onward}<little:on the island was a rock pool. It was full of moonlight.><grown:on the little island was a rock pool, full of moonlight.>
<little:In it sat {interestOne}, as small as {name's} thumb. It was singing a tiny song.><grown:In it sat {interestOne}, no bigger than {name's} thumb, singing a tiny song.>
<grown:It was a sea lullaby, so soft that the waves hushed to listen.><little:It was a sleepy song.
Hush, hush.>
{name} loved {interest}, and {they} knelt down to hear.
{Companion} {ability:hush,comfort}.
<little:The song ended. The tiny singer smiled at {item}, and fell asleep.><grown:When the song ended, the tiny singer smiled at {item} and fell asleep.>

:: interest i.sea.pr1g5t
setting: harbour
role: onward
energy: gentle

{onward}<little:a rowing boat waited by the harbour wall.><grown:a little rowing boat was waiting by the harbour wall.>
{name} climbed in and took the oars.
<grown:Dip, pull, dip, pull, and the boat slid out over the silver water.><little:Dip, pull!
Off went the boat.>
Then {name} gasped.
{interestMany} were swimming beside them, making silver ripples!
{name} had always dreamed of {interest}.
{trait:wonder} {Companion} {ability:cross,guide}.
<little:Bump! The boat reached the far jetty. Now, off to {destination}!><grown:When the boat bumped the far jetty, the path to {destination} was right there.>

:: interest i.sea.1u80wwu
setting: reef
role: onward
energy: lively

{onward}<little:the reef was warm and bright with coral.><grown:down on the reef, the water was warm and bright with coral.>
<grown:A silver bubble round {name's} head let {them} breathe.><little:A big bubble let {name} breathe.
Blub!>
{interestMany} were playing hide-and-seek!
{name} loved {interest}, so {they} joined in.
{trait:meet} "Ten, nine, eight..."
One hid behind an anchor.
{Companion} {ability:find,guide}.
A flick of a tail gave the last one away!
"Next time, you hide!" they giggled.
<grown:Then they showed {name} their best hiding place: a gap in the coral that came out much nearer to {recipient}.><little:Their hiding place was a shortcut to {recipient}!>

:: interest i.sea.p27q3h
setting: cave
role: onward
energy: gentle

{onward}<little:the sea had gone out of the cave. Just one glowing pool was left.><grown:the tide had gone out of the sea cave, leaving one glowing pool.>
In it, {interestOne} was swimming in worried circles.
"The sea went away without me!" it sniffed.
{name} loved {interest}, so {they} knew the tide always comes back.
{trait:help} "I'll wait with you," said {name}.
{Companion} {ability:light,comfort}.
<grown:They sang until the sea crept back.><little:They waited.
Then, swish!
The sea came back.>
<grown:Before it swam home, it showed {name} some dry steps at the back of the cave, up and out with {item}.><little:Up the dry steps went {name} and {item}.>

:: interest i.sea.4nqb48
setting: island
role: onward
energy: calm

{onward}<little:a big pink shell floated by the island.><grown:by the little island, a big pink shell was floating.>
It was just right for one.
Up popped {interestOne}, smiling.
{name} loved {interest} more than anything.
{trait:wonder} <little:{name} climbed into the shell. {Their} new friend pulled it gently along.><grown:{name} climbed into the shell, and {their} new friend pulled it gently along.>
<grown:The sea was so still that the stars shone up from below.><little:Slowly, slowly, they went.>
{Companion} {ability:hush,comfort}.
<8-9:{name} wished the ride could last all night.><10-12:{name} secretly wished the ride could last all night, gliding on and on over the starry water.>
At last, bump!
<little:The shell reached the sand. This way to {destination}!><grown:The shell reached the sand, by the path to {destination}.>

:: interest i.sea.194tild
setting: beach
role: aside
energy: calm

{onward}<little:the beach was quiet. The waves whispered in and out.><grown:the beach was quiet, and the waves whispered in and out.>
<little:In the sand lay a big, curly shell. It was pink inside!><grown:In the sand lay a big, curly shell, pink inside like a sunset.>
{name} loved {interest}, so {they} held it to {their} ear.
{trait:wonder} <grown:There was the sea, swish and hush, and under it, very faint, {interestMany} were singing a sleepy song.><little:Swish, hush... and a tiny, sleepy song.>
{Companion} {ability:hush,comfort}.
They listened until it faded.
<little:{name} put the shell back. Then off to {destination}!><grown:Then {name} put it back for someone else, and walked on towards {destination}.>

:: category fantasy

mentions:
- {name} thought of {interest}, and the night felt full of magic.
- <little:Was that a sparkle? {name} smiled.><grown:For a moment, {name} was sure {they} saw a sparkle in the trees, the kind only {interestMany} leave behind.>
- {name} wondered whether {interestOne} was out on an adventure tonight too.
- <little:{name} whispered a magic word, just in case. {They} thought of {interest}.><grown:{name} whispered a magic word, just in case, and thought about {interest}.>

:: interest i.fantasy.1297yu5
setting: castle
role: onward
energy: lively

{onward}<little:on the castle wall sat {interestOne}. It looked so sad.><grown:on top of the castle wall sat {interestOne}, looking very glum.>
<grown:"I've forgotten the magic word," came a sad little voice, "and now nothing works!"><little:"I forgot the magic word," came a sad voice.>
{name} loved {interest}, so {they} knew lots of magic words.
{trait:help} {Companion} {ability:lift,guide}.
Up on the wall, {name} tried them all.
"Abracadabra!"
Nothing.
"Hocus pocus!"
Nothing.
Then {name} smiled.
"Please?"
Whoosh!
<little:Golden sparkles filled the air! They lit a path for {item}, down the hill.><grown:Golden sparkles filled the air and lit a shining path for {item}, down the castle hill.>

:: interest i.fantasy.179y70r
setting: forest
role: aside
energy: gentle

{onward}<little:{interestMany} were having a midnight picnic. It was in a ring of toadstools!><grown:in a ring of toadstools, {interestMany} were having a midnight picnic.>
{name} loved {interest}, and {they} could hardly believe it!
<little:One of them sat all alone. Its plate was empty.><grown:One of them sat at the edge, all alone, with an empty plate.>
{trait:meet} <little:{name} sat down beside it. {They} shared {their} biscuit.><grown:{name} sat down beside the lonely one and shared the biscuit from {their} pocket.>
<grown:Soon everyone was passing plates and laughing together.><little:Soon everyone was laughing.>
{Companion} gave {sound}.
<little:Then it was time to go. They all waved as {name} set off with {item}.><grown:When it was time to go, they all waved as {name} set off again with {item}.>

:: interest i.fantasy.qk2pul
setting: treehouse
role: aside
energy: calm

{onward}a lamp glowed in a treehouse.
Inside, {interestOne} was tossing and turning, trying to get to sleep.
"I just can't," came a yawn.
{name} loved {interest}, and {they} knew exactly what helps.
{trait:rest} <little:{name} told a quiet story. It was about {item} and {recipient}.><grown:{name} sat down and told a quiet story all about {item} and {recipient}.>
{Companion} {ability:hush,comfort}.
<grown:Before the story was even finished, there was a long, happy sigh, and then a small snore.><little:Soon there was a tiny snore.>
{name} tiptoed out.

:: interest i.fantasy.jcqro6
setting: snowfield
role: onward
energy: lively

{onward}snowballs were flying everywhere!
{interestMany} were having a snowball fight in the snowy field.
{name} loved {interest}, and {they} joined in at once.
Whump!
Whump!
Then the smallest one slipped and started to cry.
{trait:help} {name} stopped and helped the little one up.
{Companion} {ability:warm,comfort}.
"Let's build a snowman instead," said {name}.
<grown:Everyone rolled and patted and laughed, and the snowman's stick arm pointed the way to {destination}.><little:Everyone built the snowman. Its stick arm pointed the way. Off to {destination}!>

:: interest i.fantasy.1d2pncx
setting: meadow
role: onward
energy: lively

{onward}dandelion fluff was floating all over the meadow.
"A... a...
ATCHOO!"
Sparkles burst across the grass.
There sat {interestOne}, sneezing and sneezing!
Every sneeze did something silly, like turning a snail pink.
{name} loved {interest}, but {they} had never seen sneezes like these.
{trait:help} "It's the fluff!" said {name}.
"This way!"
{Companion} {ability:guide}.
Out on the short grass, the sneezing stopped.
<grown:To say thank you, it gave one careful sneeze, and the tall grass parted into a path towards {recipient}.><little:Atchoo!
The grass opened up, right to {recipient}.>

:: interest i.fantasy.183wok8
setting: farm
role: onward
energy: gentle

{onward}the farmyard was in a flap.
Hens squawked, geese honked, and the pigs hid in the straw.
In the middle of it all stood {interestOne}, looking lost.
{name} loved {interest}, so {they} was not scared at all.
{trait:meet} "Hello," said {name}.
"Are you lost?"
"Very," came a shy voice.
{Companion} {ability:hush,comfort}.
<grown:Soon everyone was chatting like old friends.><little:Soon everyone was friends.>
<little:The visitor knew the way to {recipient}!><grown:The visitor had passed {recipient} on the way, and remembered every turn.>
So off they went, with their new friend in front.

:: interest i.fantasy.4koxkg
setting: river
role: onward
energy: gentle

{onward}a little stone bridge crossed the river.
In the middle sat {interestOne}, with a lantern.
"To cross my bridge, answer my riddle!" came a cheerful voice.
{name} loved {interest}, so {they} knew all about riddles.
{trait:obstacle} "What gets wetter and wetter the more it dries?"
<grown:{name} thought of bath time, and what comes after.><little:{name} thought of bath time.>
"A towel!"
{name} cried.
"Quite right!" laughed the voice.
{Companion} {ability:cross,guide}.
<little:The lantern lit the far bank. The path went on, towards {recipient}.><grown:The lantern lit the far bank, and the path beyond it, on towards {recipient}.>

:: interest i.fantasy.jqnjbu
setting: clouds
role: onward
energy: calm

{onward}high in the clouds was a soft, quiet hollow.
In it, {interestMany} were fast asleep.
Every snore sent up a tiny star: puff, twinkle, puff.
{name} loved {interest}, and {they} could have watched them all night.
{trait:rest} But the path went right through the middle.
<grown:So {name} tiptoed between the sleepers, so softly that nobody stirred.><little:Tiptoe, tiptoe.
Shh!>
{Companion} {ability:hush,comfort}.
<8-9:{name} felt like the keeper of a very gentle secret.><10-12:With every careful step, {name} felt more like the keeper of a gentle secret that only the stars were in on.>
At the far edge, one sleeper opened an eye.
<little:It smiled and nodded. That way to {destination}!><grown:It smiled, and nodded towards {destination}.>

:: category sport

mentions:
- {name} thought about {interest}, and {their} legs felt strong and ready.
- <little:{name} did a big stretch.><grown:{name} did a quick stretch, the way {they} always did before {interest}, and felt ready for anything.>
- <little:{name} told {companion} all about {interest}. {Companion} listened.><grown:{name} told {companion} a little about {interest}, and {companion} listened, all ears.>
- {name} smiled, thinking of {interest}, and walked on with a little bounce.

:: interest i.sport.1s19roj
setting: meadow
role: onward
energy: lively

{onward}<little:the frogs and moles were having a race!><grown:the frogs and the moles were having a race across the meadow.>
"Join in!" they called.
{name} loved {interest}, so {they} lined up at once.
Ready, steady, go!
{name} ran like the wind, with {companion} right beside {them}.
But near the end, {name} looked back.
A snail was far behind, trying very hard.
{trait:help} {name} went back, and they crossed the finish line together.
Everybody cheered.
<grown:The finish line was the far gate of the meadow, so the race had brought {name} and {item} right across in no time.><little:The race took {name} and {item} right across!>

:: interest i.sport.sk6ud5
setting: river
role: onward
energy: gentle

{onward}<little:stepping stones crossed the river. They were wet and wobbly!><grown:a line of stepping stones crossed the river, wet and wobbly.>
<2-3:{name} took a deep breath, just like before {interest}.><4-12:{name} took a deep breath, the way {they} always did before {interest}.>
<little:Hop!
Hop!
Wobble!><grown:Hop, hop, then a wobble on the middle stone!>
{Companion} {ability:cross,comfort}.
{name} found {their} balance again.
{trait:obstacle} One more hop, and another, and {name} was over.
<8-9:{name} felt the warm, fizzy pride of doing something hard.><10-12:{name} felt the warm, fizzy pride of doing something hard, made all the sweeter by that wobble in the middle.>
On the far bank, the path to {recipient} was waiting.

:: interest i.sport.x7vn7l
setting: hilltop
role: aside
energy: calm

{onward}<little:the hilltop was quiet. The stars were coming out.><grown:the hilltop was quiet, and the stars were coming out.>
<little:{name} always did slow stretches after {interest}. {name} showed {companion} how.><grown:After {interest}, {name} always did slow, long stretches, so {they} showed {companion} how.>
<grown:Reach up to the stars.
Touch your toes.
Breathe in, and out, very slowly.><little:Reach up high.
Touch your toes.
Breathe.>
They both wobbled and laughed.
<little:{name} gave a big yawn. {Companion} {ability:warm,comfort}. "{refrain}," {name} said softly. On they walked, towards {recipient}.><grown:Then {name} gave a big yawn, and {companion} {ability:warm,comfort}. "{refrain}," {name} said softly, and they walked on towards {recipient}.>

:: interest i.sport.me7nn7
setting: fair
role: onward
energy: lively

{onward}<little:a hedgehog at the fair had a game. Three beanbags, and a bucket far away!><grown:a hedgehog at the fair had a game: three beanbags, and a bucket far away.>
"Get one in, win a prize!"
<little:Nobody loved {interest} more than {name}! {name} knew the secret: stay calm and keep trying.><grown:{name} loved {interest}, and {they} knew the secret of every game: stay calm and keep trying.>
{trait:obstacle} The first beanbag missed.
The second bounced out!
{name} breathed slowly and threw the third.
Plop!
Right in!
{Companion} {ability:lift,guide}.
<little:The prize was a little map! On it was {destination}.><grown:The prize was a little map, and right in the middle was {destination}.>

:: interest i.sport.chfprw
setting: village
role: onward
energy: lively

{onward}<little:some young mice were playing ball. The lamps on the green were lit.><grown:under the lamps on the village green, some young mice were playing a ball game.>
"We're one short!" they called.
{name} loved {interest}.
This was not quite the same, but {they} joined in.
{trait:meet} Kick, run, pass!
{Companion} {ability:find,guide}.
Near the end, {name} could have scored.
<grown:Instead, {they} passed to the smallest mouse, who had never scored.><little:But {name} passed to the smallest mouse.>
Goal!
<8-9:A good pass, {name} decided, could feel even better than a goal.><10-12:A good pass, {name} decided, could feel even better than a goal, especially when it meant someone else got to cheer.>
<grown:Then the mice lit their lamps and walked {friends} to the end of the green, where the lane to {recipient} began.><little:The mice lit the lane to {recipient}.>

:: interest i.sport.6hkvof
setting: castle
role: onward
energy: lively

{onward}<little:in the castle yard was an obstacle course. A swing, a log, and barrels!><grown:in the castle courtyard stood an obstacle course: a rope swing, a log and a tunnel of barrels.>
<little:A badger blew a whistle. "Get round, and the gate will open!"><grown:"Get round, and the gate will open!" called a badger with a whistle.>
<little:{name} loved {interest}, so {they} knew how to start. Stretch! Shake! Big breath!><grown:{name} loved {interest}, so {they} knew how to start: a stretch, a shake, a big breath.>
{trait:obstacle} Swing!
Then came the log, over a muddy ditch.
{Companion} {ability:cross,guide}.
<grown:Wobble... balance!
Then {name} wriggled through the barrels.><little:Wobble... balance!
Wriggle, wriggle, out!>
Peep!
<little:The gate swung open. Through it went {name} with {item}!><grown:The gate swung open onto the road beyond, and through it went {name} with {item}.>

:: interest i.sport.bi3888
setting: garden
role: onward
energy: gentle

{onward}<little:a young hedgehog was on the lawn. He was trying to do a roly-poly!><grown:on the garden lawn, a young hedgehog was trying to do a forward roll.>
He tucked, wobbled and flopped over sideways.
"I'll never do it," he sniffed.
{Companion} {ability:comfort}.
{name} loved {interest}, so {they} knew everyone wobbles at first.
{trait:help} "Chin on your chest," said {name}, "and try again."
Flop!
<grown:On the third try, he rolled right over, neat as a ball.><little:Roll!
He did it!>
<grown:Then he showed them his way out of the garden: a gate behind the ivy, and the quick road to {recipient}.><little:He showed them a gate to {recipient}.>

:: interest i.sport.8fyp3p
setting: orchard
role: aside
energy: calm

{onward}<little:they sat down under the apple trees.><grown:under the apple trees, they sat down for a rest.>
<2-3:{name's} legs felt heavy and happy, like after {interest}.><4-12:{name's} legs felt heavy and happy, the way they did after {interest}.>
{trait:rest} The best teams look after each other.
And all night, {companion} had looked after {name}.
<little:So {name} made a medal from a golden leaf.><grown:So {name} made a medal from a golden leaf and a blade of grass.>
<grown:"For the best teammate," {name} said, and hung it round {companion's} neck.><little:"For you," said {name}.>
{Companion} {ability:warm,comfort}.
<8-9:It was a wobbly medal, but {name} had never given a truer one.><10-12:It was a lopsided medal that would hardly last the night, but {name} had never given anything that meant more.>
<little:Side by side they walked on, step by step. Towards {destination}!><grown:Side by side, they walked on towards {destination}.>

:: category dance

mentions:
- {name} did a tiny twirl, thinking of {interest}.
- <little:Skip, skip, twirl!><grown:{name} could not help a little skip and a twirl, the kind {they} did when thinking about {interest}.>
- {name's} feet remembered {interest}, and went along in a happy rhythm.
- {name} hummed a dancing tune, thinking of {interest}.

:: interest i.dance.9qs1hp
setting: village
role: onward
energy: lively

{onward}<little:crickets were playing music in the square. But nobody danced!><grown:a band of crickets was playing in the village square, but nobody was dancing.>
<grown:The crickets looked sadder and sadder, and the music got slower and slower.><little:The crickets looked sad.>
<little:{name} adored {interest}. So {they} stepped into the square and danced!><grown:{name} loved {interest}, so {they} stepped into the square and began to dance.>
{trait:meet} Twirl, skip, and hop!
<little:Soon the mice were dancing. And the hedgehogs! And an old badger!><grown:Soon the mice were dancing, and the hedgehogs, and even an old badger.>
{Companion} joined in with {sound}.
<little:Then they all danced to the edge of the village. {recipient} was not far now!><grown:Then they all danced to the edge of the village, a good way nearer to {recipient}.>

:: interest i.dance.19kwgiq
setting: pond
role: onward
energy: gentle

{onward}<little:the pond had frozen over, smooth and shiny. But the ice was too thin!><grown:the pond had frozen over, smooth and shiny, but the ice was far too thin to stand on.>
<little:The only way on was round the edge. The bank was narrow and frosty.><grown:The only way on was round the edge, along a narrow, frosty bank.>
<little:{name} loved {interest}, so {they} knew how to balance. Arms out, chin up!><grown:{name} loved {interest}, so {they} knew how to keep {their} balance: arms out, chin up.>
{trait:obstacle} Step, step, wobble, step!
{name} even spun in a little circle, just for fun.
{Companion} {ability:cross,guide}.
<grown:At the end of the bank, a row of ducks clapped their wings.><little:The ducks clapped.>
{name} took a bow, and checked {item}.

:: interest i.dance.vql5x2
setting: castle
role: aside
energy: calm

{onward}the castle ballroom was empty and full of moonlight.
In the corner, a music box played a slow, sleepy tune.
{name} loved {interest}, and {they} could not help dancing.
<grown:{name} swayed and turned across the shining floor, slower and slower, as the tune wound down.><little:Sway, turn, slow.
Sway, turn, slow.>
{Companion} {ability:hush,comfort}.
<little:The last note faded. {name} gave a sleepy bow. Then on {they} went with {item}.><grown:When the last note faded, {name} gave a sleepy bow, picked up {item}, and went on.>

:: interest i.dance.p85vpi
setting: meadow
role: onward
energy: gentle

{onward}fireflies were dancing over the meadow, <grown:looping and swirling in the dark><little:round and round>.
{name} loved {interest}, so {they} joined in, <grown:spinning and leaping><little:hop and spin>.
{trait:wonder} The fireflies copied every step!
<little:Then {name} showed them a new step. They all tried it, glowing brighter and brighter!><grown:Then {name} showed them a new step, and they all tried it, glowing brighter and brighter.>
{Companion} gave {sound}.
<grown:At the end, the fireflies gathered into a shining arrow in the air.><little:Then they made an arrow.>
<little:It pointed to {destination}.><grown:It pointed straight towards {destination}.>

:: interest i.dance.1ab67hd
setting: beach
role: onward
energy: lively

{onward}<little:crabs were dancing sideways on the beach. Click, clack!><grown:on the moonlit beach, a row of crabs was dancing sideways, click, clack!>
"Can you dance sideways?" they asked.
<2-3:{name} loved {interest}.
{They} could dance any way at all!><4-12:{name} loved {interest}, so {they} could dance any way at all.>
Side, side, clap!
{trait:meet} Then {name} showed them a twirl.
<grown:The crabs tried it, spun round and fell over in a giggling heap.><little:Spin!
Flop!
The crabs giggled.>
Then a big wave came rushing in.
{Companion} {ability:carry,lift,guide}.
<grown:Side, side, clap, the crabs led {friends} round the rocks to a dry path, {item} safe and sound.><little:Side, side, clap, with {item} safe!>

:: interest i.dance.8ggh4a
setting: farm
role: onward
energy: lively

{onward}<little:the barn doors were open. A squeezebox played a merry tune.><grown:the barn doors were open, and a squeezebox wheezed a merry tune.>
It was a barn dance, but what a muddle!
Pigs went left, sheep went right, and hens bumped into everyone.
{Companion} {ability:hush,comfort}.
<2-3:{name} loved {interest}.
{They} knew just how to sort out a muddle!><4-12:{name} loved {interest}, and knew how to sort out a muddle.>
{trait:help} From a hay bale, {name} called slowly: "Step, step, clap!
Now turn!"
<grown:Slowly, then faster, the whole barn went round and round.><little:Step, step, clap!
Round and round!>
<little:Then the sheep led them, still in step. Step, clap, all the way to {recipient}!><grown:Then the sheep, still in step, led them over the fields to {recipient}.>

:: interest i.dance.1n4a97q
setting: pond
role: onward
energy: gentle

{onward}<little:a young flamingo stood in the reeds. She was pink as a sweet!><grown:among the reeds stood a young flamingo, pink as a sweet.>
She was trying to stand on one leg, wobbling terribly.
"I keep falling over," she sighed.
{Companion} {ability:comfort}.
{name} loved {interest}, so {they} knew the secret of balancing.
{trait:help} "Look at one spot," said {name}, "tummy tight, and wings out wide."
{name} stood on one leg too.
Wobble... still!
<grown:The flamingo stood as steady as a lamp post.><little:She did it!
Hooray!>
<little:Then she pointed a wing at a dry path. It went on to {recipient}.><grown:Then she pointed a wing at a dry path through the reeds, on to {recipient}.>

:: interest i.dance.1qydweo
setting: moon
role: aside
energy: calm

{onward}<little:the moon was silver and silent. Its dust was soft as flour.><grown:the moon was silver and silent, and its dust was as soft as flour.>
{name} loved {interest}, and up here, every step floated.
{trait:wonder} {name} pointed {their} toes and began to dance.
<grown:One step took as long as a yawn, and one little leap drifted up, up, and slowly, slowly down.><little:Step... float... down.>
For the last step, {name} reached for {companion}.
{Companion} {ability:carry,lift,comfort}.
<8-9:It was the slowest, dreamiest dance in the whole world.><10-12:It was the slowest, dreamiest dance in the whole world, and quite possibly the first ever danced so far from home.>
<little:Then {name} bowed to the sleeping Earth. On {they} floated, with {item}.><grown:Then {name} took a bow to the sleeping Earth, and floated on with {item}.>

:: category music

mentions:
- {name} hummed a little tune, thinking of {interest}.
- <little:La, la, la, sang {name}.><grown:{name} sang a few notes under {their} breath, the way people who love {interest} often do.>
- <little:{name}, who loved {interest}, went quiet. {name} listened to the music of the night.><grown:The night had its own music, and {name}, who loved {interest}, listened to every note.>
- {name} tapped a beat on {their} knee and thought of {interest}.

:: interest i.music.1jnoc0k
setting: forest
role: onward
energy: lively

{onward}<little:an old wooden door stood on the path.><grown:an old wooden door stood in the middle of the path.>
Carved on it were the words: Sing me a song.
{name} loved {interest}, so {they} knew lots of tunes.
{trait:obstacle} {name} sang the first one.
The door creaked, but stayed shut.
{name} tried another.
Still shut!
<little:Then {name} sang {their} very own song. "{refrain}."><grown:Then {name} sang {their} very own song, "{refrain}.">
<grown:Slowly, with a happy creak, the door swung open.><little:Creak!
The door opened.>
<little:{Companion} let out {sound}. Through they went with {item}!><grown:{Companion} gave {sound}, and through they went with {item}.>

:: interest i.music.2fl55u
setting: pond
role: onward
energy: gentle

{onward}<little:the frogs were singing in the reeds. Croak! Ribbit!><grown:the frogs were singing in the reeds, croak and ribbit, all in a row.>
But one little frog was silent.
"I've lost my note," he whispered.
{Companion} {ability:comfort}.
<little:{name} practised {interest} every day. {name} listened, and hummed the missing note.><grown:{name} loved {interest}, so {they} listened carefully and hummed the missing note.>
{trait:help} <little:The little frog tried it. Once, twice... then out loud!><grown:The little frog tried it, once, twice, and then sang it out loud!>
<grown:Then the frogs sang {name} across the stepping stones, one note for each stone, so {name} knew just where to step with {item}.><little:Croak, step!
Croak, step!
Safe across went {name} and {item}.>

:: interest i.music.3b0a3z
setting: hilltop
role: aside
energy: calm

{onward}<little:the wind was singing in the grass. Hush, hush.><grown:the wind was making soft music in the long grass on the hill.>
{name} sat down and listened.
<little:{name} thought of {interest} and smiled. {name} made up a sleepy lullaby for {recipient}.><grown:{name} loved {interest}, and {they} began to make up a lullaby, a slow, sleepy one for {recipient}.>
{trait:rest} <grown:{Companion} hummed along, low and warm, and the stars seemed to lean closer to listen.><little:Hum, hum, went {companion}.>
<little:{name} sang it once more, very softly. {They} must not forget it!><grown:{name} sang it once more, very softly, so {they} would not forget it.>

:: interest i.music.btaerg
setting: village
role: onward
energy: lively

{onward}the village band of badgers had lost their drum!
"We can't march without a beat," they grumbled.
<little:{name} loved {interest}, and {they} had an idea.><grown:{name} loved {interest}, {{and {they} had an idea|and that gave {them} an idea|and all at once {they} knew what to do}}.>
{trait:obstacle} <little:{name} borrowed a pan and two wooden spoons, and tapped.><grown:{name} borrowed a pan and two wooden spoons from a window sill, and tapped.>
Boom, tap!
Boom, tap!
<grown:The badgers grinned, lifted their trumpets, and off they all marched.><little:Off they marched!>
{Companion} gave {sound}.
<little:The band marched them out of the village. {item} bounced along in time!><grown:The band marched them right out of the village, with {item} bouncing along in time.>

:: interest i.music.av4zhp
setting: desert
role: onward
energy: lively

{onward}<little:the sand dunes were like big golden waves.><grown:the sand dunes rose and fell like big golden waves.>
{name} sat on top of one and pushed off.
Whoosh!
As {they} slid, the dune began to hum, low and deep.
{name} loved {interest}, so {they} listened hard.
<grown:The next dune hummed a higher note, and the next one higher still.><little:The next dune sang a higher note.>
<8-9:It was like sliding down the keys of a giant, sandy piano.><10-12:It was like sliding down the keys of an enormous, sandy piano that somebody had left out under the stars.>
{trait:wonder} "Let's play a tune!"
{name} laughed.
{Companion} {ability:carry,lift,guide}.
Slide, hum, climb, slide!
<little:From the last dune, {name} looked. Far off lay {destination}.><grown:From the last dune, {name} could see {destination}.>

:: interest i.music.i0reh9
setting: jungle
role: onward
energy: lively

{onward}<little:the jungle leaves were so big! The path had gone.><grown:the jungle leaves were so big that the path had vanished.>
<little:High in the trees, a bird sang. Dee, da, doo!><grown:High in the trees, a bird sang three bright notes: dee, da, doo.>
{name} loved {interest}, so {they} sang them back.
The bird answered from further on.
{trait:obstacle} Sing, answer, sing, answer: {name} followed the song.
<grown:Once {name} sang a wrong note, so the bird sang it again, slower.><little:Oops, a wrong note!
{name} tried again.>
{Companion} {ability:fly,guide}.
<little:At last the leaves parted. There was the path! {recipient} was close now.><grown:At the last answer, the leaves parted, and there was the lost path, closer to {recipient} than ever.>

:: interest i.music.1ewavif
setting: lighthouse
role: aside
energy: gentle

{onward}<little:an old foghorn sat on the rocks. It called out to sea.><grown:an old foghorn sat on the lighthouse rocks, calling out to sea.>
Hooo.
Hooo.
It only knew one note.
<grown:"The boats think I'm grumpy," it sighed.><little:"Nobody toots back," it sighed.>
<little:{name} loved {interest}, and {they} had an idea.><grown:{name} loved {interest}, {{and {they} had an idea|and that gave {them} an idea|and all at once {they} knew what to do}}.>
{trait:help} {Companion} {ability:lift,comfort}.
<little:"Try a long note, then two short ones," whispered {name}.><grown:"Try a long note, then two short ones," {name} whispered into the horn.>
"Like a happy hello."
Hooo, hoo-hoo!
Out at sea, the little boats tooted back.
{name} checked {item} and went on, humming.

:: interest i.music.12whnf4
setting: cave
role: onward
energy: calm

{onward}the cave was cool and hushed.
Drip, drop, went the water into little pools on the floor.
{Companion} {ability:light,guide}.
{name} loved {interest}, so {they} stopped to listen.
<little:Every pool made a different note. A deep plonk. A plink. A tiny ting!><grown:Every pool made a different note: a deep plonk, a middle plink, a tiny ting.>
{trait:rest} <grown:{name} sat very still and hummed along under {their} breath.><little:Plonk, plink, ting.
{name} hummed along.>
<8-9:It was the quietest music {name} had ever heard, and somehow the loveliest.><10-12:It was the quietest music {name} had ever heard, and somehow the loveliest, as if the cave were humming in its sleep.>
The tiniest ting came from further along.
<grown:{name} followed it softly with {item}, and found the far end of the cave, open to the stars.><little:{name} tiptoed after the ting with {item}.>

:: category art

mentions:
- {name} looked at the colours of the night and thought about {interest}.
- <little:{name} drew a star in the air.><grown:With one finger, {name} drew a shape in the air, the way {they} did when thinking about {interest}.>
- {name} noticed every colour of the night, because {they} loved {interest}.
- {name} thought of {interest}, and decided to remember this picture forever.

:: interest i.art.12y8yd9
setting: river
role: onward
energy: lively

{onward}<little:the river was too wide to cross. And too fast!><grown:the river was too wide and too fast to cross.>
<little:But on the bank lay a stick of chalk. It glowed like the moon!><grown:But on the bank lay a stick of chalk that glowed like the moon.>
<little:{name} loved {interest}, and had an idea.><grown:{name} loved {interest}, {{and {they} had an idea|and that gave {them} an idea|and all at once {they} knew what to do}}.>
{Companion} {ability:light,guide}.
{trait:obstacle} On a big flat rock, {name} drew a bridge.
The first line was wobbly, so {they} tried again, slowly and carefully.
<grown:Then the drawing shimmered and stretched, and a real bridge of moonlight reached across the water!><little:Then the bridge came true!>
Across they went, with {item} safe.

:: interest i.art.17sokhs
setting: garden
role: onward
energy: gentle

{onward}<little:a grey moth sat on the wall. She looked sad.><grown:a grey moth sat on a garden wall, looking sad.>
"All the other moths have patterns," she sighed.
{name} loved {interest}, so {they} knew just what to do.
{Companion} {ability:light,comfort}.
{trait:help} <little:{name} dipped a finger in dew and petals. {They} painted swirls on her wings, pink and gold!><grown:{name} dipped a finger in dew and crushed petals, and painted swirls of pink and gold on her wings.>
The moth fluttered her new wings and twirled.
"Thank you!"
<little:Then off she flew, her wings glowing. She showed the way to {recipient}!><grown:Then she flew ahead, her new wings glowing, over the wall in the direction of {recipient}.>

:: interest i.art.1s2ua4f
setting: cave
role: aside
energy: calm

{onward}<little:the cave walls were full of old pictures. Stars, boats, fish and moons!><grown:the cave walls were covered in old pictures: stars, boats, fish and moons.>
{Companion} {ability:light,guide}.
{name} loved {interest}, and {they} found a bare patch of stone.
<little:Slowly, with soft charcoal, {name} drew {recipient}. Then {item}. Then a little path between them.><grown:Very slowly, with a stick of soft charcoal, {name} drew {recipient}, and {item}, and a little path between them.>
<grown:The picture glowed a warm, sleepy gold, as if the cave was pleased.><little:The picture glowed.>
<8-9:It felt like leaving a thank-you note for the future.><10-12:It felt like leaving a thank-you note for the future, for whoever came exploring here with a lantern long after tonight.>

:: interest i.art.5yh84h
setting: meadow
role: onward
energy: lively

{onward}a gust of wind whooshed across the meadow.
An old badger was painting there, and his pictures went flying!
{name} loved {interest}, so {they} could not let them blow away.
{trait:help} {name} ran and jumped and caught one, two, three.
The last one sailed up high.
{Companion} {ability:lift,fly,guide}.
{name} jumped once more and caught it!
"Thank you!" puffed the badger.
He gave {name} the smallest picture.
<little:It was a painting, just like a map. It showed {destination}!><grown:It was a painting of {destination}, just like a map.>

:: interest i.art.ih570r
setting: fair
role: onward
energy: lively

{onward}<little:an old stoat painted faces at the fair. But he had dozed off!><grown:the face painter at the fair, an old stoat, had dozed off in his chair.>
A queue of little creatures waited, sniffling.
{Companion} {ability:comfort}.
{name} loved {interest}, and {their} fingers itched to help.
{trait:help} A star for a mouse!
Stripes for a frog!
<grown:Each one ran to the mirror, giggling.><little:Everyone giggled.>
The stoat woke up and beamed.
"What a painter!" he said.
<grown:Then, on the back of {name's} hand, he painted a tiny golden map, with a star where {recipient} would be.><little:He painted a tiny map to {recipient}.>

:: interest i.art.z1tqw2
setting: snowfield
role: onward
energy: lively

{onward}the snowy field was like a giant white page.
A lost goose was circling above.
"I can't see where to land!" she honked.
<little:{name} loved {interest}, and knew what to do.><grown:{name} loved {interest}, {{and {they} had an idea|and that gave {them} an idea|and all at once {they} knew what to do}}.>
{trait:obstacle} Stamp, stamp, stamp!
<little:{name} tramped a huge circle in the snow. A nest in the middle!><grown:{name} tramped a huge circle in the snow, with a nest in the middle.>
{Companion} {ability:light,hush,comfort}.
Down came the goose, right into the nest.
"I saw {recipient} from the sky," she honked.
"Keep the brightest star ahead, and you can't go wrong."

:: interest i.art.ed1feo
setting: library
role: onward
energy: gentle

{onward}<little:an old hedgehog sat in the library. She was writing a book.><grown:an old hedgehog sat in a corner of the library, writing a book.>
"I can't do the pictures," she sighed.
{name} loved {interest}, so {they} sat down to help.
{trait:help} <grown:The hedgehog read each page aloud, and {name} made a picture for it: a boat, a storm, a sleepy whale.><little:{name} made a boat, a storm, a whale.>
{Companion} {ability:light,hush,comfort}.
On the last page, {name} drew {item}.
<little:"That's for {recipient}!" said the hedgehog. "I know the way."><grown:"Why, that's for {recipient}," said the hedgehog, "and I know the way.">
<grown:Under the picture, she wrote down every turn.><little:She wrote down the way.>

:: interest i.art.wq4h7y
setting: beach
role: aside
energy: calm

{onward}<little:the tide had gone out. The wet sand was smooth, like a clean page.><grown:the tide had gone out, and the wet sand was smooth, like a clean page.>
{name} loved {interest}, and {their} hands always wanted to make something.
<little:So {they} picked up a shell and drew. Home! {Companion}! {item}! A path to {destination}!><grown:So {they} picked up a shell and drew: home, and {companion}, and {item}, and a curly path to {destination}.>
<grown:Then the waves crept up, hush, hush, and gently washed the picture away.><little:Hush, hush.
The sea took it away.>
{trait:rest} {Companion} {ability:warm,comfort}.
"The sea wants to show the fish," {name} whispered.
<8-9:Some pictures, {name} thought, are for keeping, and some are for giving away.><10-12:Some pictures, {name} thought, are for keeping and some for giving, and it felt generous to let the sea have this one.>

:: category building

mentions:
- <little:{name} knew all about {interest}. {name} saw how the stones fitted together.><grown:{name} noticed how the stones fitted together, the way people who love {interest} do.>
- <little:{name} remembered {interest} at home.><grown:{name} thought of {interest}, and of all the things {they} would build tomorrow.>
- {name} wondered whether {they} could build a tower this tall one day.
- <little:{name} smiled, thinking of {interest}. {name} looked at everything like a builder!><grown:{name} smiled, thinking of {interest}, and looked at everything like a builder.>

:: interest i.building.6v35wi
setting: river
role: onward
energy: lively

{onward}the little bridge over the stream had fallen down.
<little:{name} loved {interest}, so {they} knew how to build. Big at the bottom, small on top!><grown:{name} loved {interest}, so {they} knew how to build things: big pieces at the bottom and small pieces on top.>
{trait:obstacle} {name} rolled flat stones into the water, one by one.
{Companion} {ability:lift,guide}.
Together they heaved a heavy log across.
{name} pushed in the last stone and stood on it.
<grown:It held!
The new bridge was strong and steady.><little:It held!>
They crossed, with {item} safe.

:: interest i.building.wmq0x8
setting: forest
role: onward
energy: gentle

{onward}a hedgehog family was shivering under a bush.
The wind had blown their house of leaves away!
{name} loved {interest}, and {they} knew what to do.
{trait:help} <little:{name} leaned sticks together like a tent. In the gaps went soft moss.><grown:{name} leaned sticks together like a tent and tucked moss in all the gaps.>
{Companion} {ability:find,carry,guide}.
<grown:Soon it was the cosiest den in the whole forest.><little:What a cosy den!>
The hedgehogs snuggled in.
<grown:There were sticks to spare, so {name} laid them across the boggy bit of path ahead, and over they went, {item} and all.><little:Spare sticks made a path for {item}.>

:: interest i.building.bspsjn
setting: beach
role: aside
energy: calm

{onward}the sand was cool and smooth in the moonlight.
A tiny crab was yawning.
"There's nowhere to sleep," she said.
<little:{name} loved {interest}, so {they} knelt down to build. A little sandcastle, with a tower and a tiny door!><grown:{name} loved {interest}, so {they} knelt down and began to build: a little sandcastle, with a tower and a crab-sized door.>
<grown:{name} patted the walls smooth, very gently, so they would not crumble.><little:Pat, pat, pat.>
{Companion} {ability:hush,comfort}.
The crab crept in and sighed.
"Good luck with {item}," she whispered.

:: interest i.building.1trqugv
setting: snowfield
role: onward
energy: lively

{onward}a high wall of snow blocked the way.
It was too steep to climb!
{name} loved {interest}, so {they} had a plan.
{trait:obstacle} <little:{name} packed the snow into blocks. Up went the blocks, like giant steps!><grown:{name} packed the snow into blocks and stacked them up like giant steps.>
{Companion} {ability:lift,warm,guide}.
The first step squished, so {name} pressed it harder.
One step, two steps, three!
<grown:From the top, they could see the way to {destination}, shining in the distance.><little:They climbed to the top. Look! Far away shone {destination}.>

:: interest i.building.1qd2pzl
setting: farm
role: onward
energy: lively

{onward}<little:the farmyard fence had blown down. The chicks were running off!><grown:the farmyard fence had blown down, and the chicks were running off.>
"My babies!" clucked the hen.
{name} loved {interest}, so {they} knew how to build things strong.
{trait:obstacle} {name} stood the posts up and laid the rails across.
It wobbled!
So {name} added a slanting stick.
"Triangles don't wobble," {they} said.
{Companion} {ability:find,lift,guide}.
<grown:One by one, the chicks were popped back inside.><little:In hopped the chicks!>
<grown:In the last gap, {name} hung a gate of sticks that opened onto the fields, towards {recipient}.><little:A new gate opened towards {recipient}!>

:: interest i.building.1x2ckhx
setting: orchard
role: onward
energy: gentle

{onward}<little:a stone wall ran between the apple trees. Part of it had fallen!><grown:a stone wall ran between the apple trees, and part of it had tumbled down.>
"Our front door is gone!" squeaked a wood mouse.
{name} loved {interest}, so {they} knew a builder's secret.
{trait:help} "Lay each stone across a gap, like a bridge," said {name}.
{Companion} {ability:lift,comfort}.
<grown:Stone by stone, the wall grew, with a tiny new door.><little:Up went the wall, with a tiny door.>
<grown:Then {name} added two stones sticking out like steps, and climbed over with {item} to the path beyond.><little:Two stone steps, and over went {item}!>

:: interest i.building.9w1ueo
setting: mountain
role: onward
energy: calm

{onward}the mountain path faded away among the rocks.
{Companion} {ability:find,guide}.
{name} loved {interest}, and {they} spotted a tumbled pile of stones.
<little:It had been a little tower. Walkers build them to show the way.><grown:It had been a little tower, the kind walkers build to mark the way.>
So {name} built it up again.
{trait:rest} <little:A flat stone at the bottom. Then a smaller one. Then a tiny one on top.><grown:A flat stone at the bottom, then a smaller one, then a smaller one still.>
<grown:Beside it, {name} could see the next little tower, and the next, a quiet line of stones leading on towards {recipient}.><little:More little towers led up to {recipient}.>

:: interest i.building.16nj3wz
setting: treehouse
role: aside
energy: calm

{onward}<grown:a mother squirrel in the treehouse was trying to settle her babies, but they kept bouncing.><little:in the treehouse, the baby squirrels would not settle.>
"It's too big in here," yawned the smallest.
<little:{name} loved {interest}, so {they} knew what they needed. A den!><grown:{name} loved {interest}, so {they} knew just what they needed: a den!>
{trait:help} <grown:{name} put an old blanket over two chairs and tucked cushions underneath.><little:{name} put a blanket over two chairs.>
Books held the corners down.
{Companion} {ability:hush,comfort}.
The babies crawled in and curled up.
"Sweet dreams," whispered {name}, and climbed down softly with {item}.

:: category games

mentions:
- <little:{name} thought back to {interest}. This was the best game of all!><grown:{name} thought of {interest}, and this felt like the best game of all.>
- <little:{name} looked for clues.><grown:{name} kept an eye out for clues, the way people who love {interest} always do.>
- "Next level," {name} whispered to {companion}, grinning.
- {name} smiled, thinking of {interest}, and felt ready for any puzzle.

:: interest i.games.vnk4z6
setting: forest
role: onward
energy: lively

{onward}<little:the path split into five. They all looked the same!><grown:the path split into five, and every one looked the same.>
Then a mole popped up.
"It's a game!
Find the clues to the right path," he said.
{name} loved {interest}, so {they} was good at spotting clues.
{trait:obstacle} {name} found a feather, a pebble, and a muddy paw print.
{Companion} {ability:find,guide}.
"That one!" said {name}, and it was.
<grown:The mole clapped, and the right path began to glow.><little:The path glowed.>
<little:It led on through the trees. And {item} {itemTell}!><grown:It led on through the trees, and {item} {itemTell}.>

:: interest i.games.97eugx
setting: castle
role: onward
energy: gentle

{onward}<little:the castle door was locked with a puzzle. Nine tiles had to slide into a picture.><grown:the castle door was locked with a puzzle: nine stone tiles to slide into a picture.>
{name} loved {interest}, and {they} never gave up on a puzzle.
{trait:obstacle} {name} slid one tile, then another.
Wrong!
{Companion} {ability:light,guide}.
{name} started again, more slowly this time.
Click, click, click!
The picture was of {recipient}, and the door swung open.
<8-9:{name} felt the happy fizz of a hard thing finally done.><10-12:{name} felt the happy fizz of a hard thing finally done, and decided the wrong tries had been part of the answer.>

:: interest i.games.mpx26u
setting: treehouse
role: onward
energy: calm

{onward}they rested in a treehouse, high and quiet.
<little:{name} enjoyed {interest} very much. But at bedtime, the best game was a slow one.><grown:{name} loved {interest}, but the best game at bedtime was a slow one.>
"I spy," said {name}, "something beginning with S."
It was the stars.
<little:Then {companion} had a turn. Then {name} again, slower and slower.><grown:Then {companion} had a turn, and then {name} again, slower and slower.>
{Companion} {ability:warm,comfort}.
"I spy," {name} whispered at last, "something beginning with L."
<little:It was a light, far off through the leaves. It was on the path to {recipient}!><grown:It was a light, far off through the leaves, where the path to {recipient} went.>
Softly, they climbed down and went towards it.

:: interest i.games.1mawcke
setting: meadow
role: onward
energy: lively

{onward}<little:big round stones crossed the meadow. Each one glowed a different colour!><grown:a path of big round stones crossed the meadow, and each one glowed a different colour.>
"Red, blue, red, blue," said {name}.
"It's a pattern!"
<little:{name} was a whizz at {interest}. {name} knew every good game has a pattern.><grown:{name} loved {interest}, so {they} knew every good game has a pattern.>
{trait:obstacle} Hop on red, hop on blue!
<little:{name} missed one and had to start again. The second time, {they} got it right!><grown:{name} missed one and had to start again, but the second time {they} got it right.>
{Companion} gave {sound}.
<little:"Level complete!" laughed {name}. The last stone pointed the way. Now for {destination}!><grown:"Level complete!" laughed {name}, and the last stone pointed to {destination}.>

:: interest i.games.8huqls
setting: garden
role: onward
energy: lively

{onward}<little:a maze of dark hedges filled the garden. Every turn looked the same!><grown:a maze of dark hedges filled the old garden, and every turn looked the same.>
{trait:obstacle} <little:{name} loved {interest}, so {they} knew a maze trick. Keep one hand on the wall!><grown:{name} loved {interest}, so {they} knew a trick for mazes: keep one hand on the wall.>
{name} put {their} hand on the leafy hedge and walked.
<grown:Twice they came to a dead end, and twice {name} just followed the hedge round.><little:A dead end!
Round they went.>
<8-9:Mazes, {name} knew, are only tricky until you learn their secret.><10-12:Mazes, {name} knew, are only tricky until you learn their secret, and after that they are mostly a pleasant walk.>
{Companion} {ability:light,guide}.
Then, pop!
They were out.
"We did it!" laughed {name}.
<little:Ahead ran the lane to {recipient}. Straight and clear!><grown:Ahead, straight and clear, ran the lane that led to {recipient}.>

:: interest i.games.1u7uosv
setting: moon
role: aside
energy: lively

{onward}<little:someone had drawn hopscotch in the moon dust.><grown:someone had drawn a hopscotch game in the moon dust.>
{name} loved {interest}, and {they} could never walk past a game.
On the moon, every hop was a giant, floaty one!
Hop, and {name} sailed right over square two.
Hop, and {they} floated up, up, up!
{trait:obstacle} {Companion} {ability:lift,carry,comfort}.
<grown:So {name} tried tiny, gentle hops instead, and landed on every square.><little:Tiny hops now.
One, two, three!>
<little:At square ten, {name} took a bow. {item} was safe, so on {they} bounced!><grown:At square ten, {name} took a bow, checked {item}, and bounced on.>

:: interest i.games.1xm4pof
setting: reef
role: onward
energy: gentle

{onward}<little:clam shells lay open on the reef. Each had a pearl inside!><grown:clam shells lay open on the sand of the reef, each with a pearl inside.>
"Let's play pairs!" bubbled a crab.
"Find two the same, and you can pass."
Snap!
The shells all shut.
{name} loved {interest}, and {they} was good at remembering.
{trait:obstacle} Tap: pink.
Tap: blue.
Snap!
But {name} remembered where the pink one was.
<grown:Pair by pair, the shells opened, until a path ran between them.><little:Open, open!
A path!>
{Companion} {ability:cross,guide}.
"Good luck with {item}!" bubbled the crab.

:: interest i.games.phhwh
setting: river
role: aside
energy: calm

{onward}<little:a moorhen sat by the dark river. She scratched lines in the mud with a twig.><grown:a moorhen sat on a flat stone by the dark river, scratching lines in the mud with a twig.>
"Noughts and crosses," she yawned.
"One game before bed?"
{name} loved {interest}, so {they} sat right down.
{trait:meet} {name} drew a cross.
The moorhen drew a nought.
<grown:Cross, nought, cross, nought, slower and slower, until every square was full.><little:Cross, nought.
Slower and slower.>
"Nobody won," said {name}.
"Everybody won," yawned the moorhen.
{Companion} {ability:warm,comfort}.
<8-9:It was the sleepiest game {name} had ever played.><10-12:It was the sleepiest game {name} had ever played, so unhurried that the moorhen's eyes kept closing between turns.>
Then {name} checked {item} and went on.

:: category books

mentions:
- <little:Just like {interest}, thought {name}. It felt like stepping into a story!><grown:{name} thought of {interest}, and felt as if {they} had stepped right into a story.>
- <little:This is like a book, thought {name}.><grown:This was just like the best part of a story, {name} thought, and {they} loved {interest}.>
- <little:It made {name} think of {interest}. One day, {they} would tell this story too!><grown:{name} was already planning how to tell this story, one day, to someone who loved {interest} too.>
- <little:Thinking of {interest} made {name} smile. What would happen on the next page?><grown:{name} smiled, thinking of {interest}, and wondered what would happen on the next page.>

:: interest i.books.1ttirf3
setting: library
role: onward
energy: gentle

{onward}<little:a tall library stood in the dark. One window glowed.><grown:a tall library stood in the dark with one window glowing.>
Inside, the shelves went up and up.
{name} loved {interest}, and {they} sighed happily at all the books.
{trait:wonder} Thump!
A big blue book fell down and opened by itself.
<little:On the page was a golden map. It showed {destination}!><grown:On the page was a map, with {destination} drawn in gold.>
{Companion} {ability:light,guide}.
{name} read the words out loud, slowly and carefully.
<grown:As {name} read, a golden line showed them the way.><little:A golden line showed the way.>

:: interest i.books.14tqp9w
setting: village
role: onward
energy: calm

{onward}<little:a little bookshop was still open. A sleepy old mole ran it.><grown:a little bookshop was still open, run by a sleepy old mole.>
Some mouse children wanted a story, but the mole kept nodding off.
<little:{name} was a big fan of {interest}. {name} picked up the book and read it aloud.><grown:{name} loved {interest}, so {they} picked up the book and read it out loud.>
{trait:help} <grown:{name} read slowly, in a soft voice.><little:{name} read softly.>
{Companion} {ability:hush,comfort}.
Soon the mice were asleep too.
<grown:The old mole woke with a yawn and opened the door: the stars were out.><little:Outside, the stars were out.>
Their soft light fell on {item} all the way.

:: interest i.books.1pwya9n
setting: castle
role: onward
energy: lively

{onward}<little:a wind whooshed through the castle yard. The pages of a giant's book blew everywhere!><grown:a wind whooshed through the castle yard and blew the pages of a giant's storybook everywhere.>
"Oh no!" boomed the kind giant.
"Now the story is all muddled!"
<little:Good thing {name} liked {interest}! {name} knew a story needs a start, a middle and an end.><grown:{name} loved {interest}, so {they} knew every story needs a beginning, a middle and an end.>
{trait:help} {Companion} {ability:fly,lift,guide}.
{name} gathered every page and put them in order.
<little:The giant beamed. One long finger pointed the way to {recipient}.><grown:The giant beamed, and with one long finger pointed the way to {recipient}.>

:: interest i.books.10hhc2l
setting: hilltop
role: onward
energy: gentle

{onward}<little:a small hedgehog stood by a signpost. She looked puzzled.><grown:a small hedgehog was standing by a signpost, looking puzzled.>
"I can't read it yet," she said.
{name} loved {interest}, and {they} knew how to sound out words.
{trait:help} <little:"Let's read it together," said {name}. {They} pointed to each letter.><grown:"Let's read it together," said {name}, and pointed to each letter in turn.>
<little:The hedgehog read one word on her own. Her face lit up!><grown:The hedgehog read one word on her own, and her face lit up!>
{Companion} gave {sound}.
<little:One arrow pointed to the hedgehog's home. The other? To {destination}!><grown:One arrow pointed home for the hedgehog, and the other pointed to {destination}.>

:: interest i.books.1bvl7m1
setting: clouds
role: onward
energy: lively

{onward}<little:the clouds were bouncy. Letters tumbled past like snowflakes!><grown:the clouds were bouncy, and letters were tumbling past like snowflakes.>
"They blew out of my book!" cried a sparrow.
<little:{name} cared about {interest} so much. {name} knew a book needs all its letters.><grown:{name} loved {interest}, so {they} knew a book needs all its letters.>
{trait:help} <little:{name} bounced from cloud to cloud. Catch! An A, a T and a wriggly S!><grown:{name} bounced from cloud to cloud, catching an A, a T and a wriggly S.>
{Companion} {ability:fly,lift,comfort}.
<grown:Back in the book, the letters slid into their words.><little:Back went the letters.>
<little:The sparrow turned the pages and read out the way. Onwards, to {destination}!><grown:The sparrow turned the pages and read out the way to {destination}.>

:: interest i.books.piihlp
setting: village
role: aside
energy: gentle

{onward}<little:a hedgehog was putting on a puppet show. A row of young frogs watched.><grown:a hedgehog was putting on a puppet show in the village square, for a row of young frogs.>
Halfway through, he stopped.
"I've lost the last page!
I don't know how it ends!"
The frogs groaned.
{name} loved {interest}, so {they} knew how good stories end.
{trait:help} {name} made the puppets find their way home, say sorry, and hug.
<8-9:Every good story, {name} thought, should end with everyone safe and warm.><10-12:Every good story, {name} thought, deserves an ending where everyone is safe and warm, however much trouble came before.>
{Companion} {ability:comfort}.
<grown:The frogs cheered and stamped their feet.><little:Hooray!>
{name} took a bow and went on with {item}.

:: interest i.books.1ogr11e
setting: forest
role: onward
energy: gentle

{onward}<little:a young badger sat on a tree stump. She had a pencil and a blank page.><grown:a young badger sat on a tree stump with a pencil and a blank page.>
<little:"I want to write a story," she said. "But how do I start?"><grown:"I want to write a story," she said, "but how do I start?">
{name} loved {interest}, so {they} knew the best start of all.
{trait:help} "Once upon a time," said {name}.
<little:The badger grinned and wrote it down. "Once upon a time, a child carried {item}."><grown:The badger grinned and wrote, "Once upon a time, there was a child carrying {item}.">
{Companion} {ability:light,guide}.
<little:"Next, the child takes the badger path," said the badger.><grown:"Next, the child takes the badger path past the holly," said the badger.>
"It's quicker!"
So they did.

:: interest i.books.1f82zwl
setting: harbour
role: aside
energy: calm

{onward}<little:the little boats were rocking gently, fast asleep.><grown:the little boats in the harbour were rocking gently, fast asleep.>
Each had a name painted on its side.
{name} loved {interest}, so {they} read them out softly.
Dozy Daisy.
Sea Pea.
Little Dipper.
{trait:rest} <grown:For every boat, {name} whispered a tiny story about where it had sailed today.><little:{name} told each boat a tiny story.>
{Companion} {ability:hush,comfort}.
The last boat was called Sweet Dreams. <little:"{refrain}," {name} breathed softly. Then they tiptoed on with {item}.><grown:"{refrain}," whispered {name}, and they tiptoed on with {item}.>

:: category cooking

mentions:
- {name} thought of {interest}, and {their} tummy gave a little rumble.
- <little:Mmm, thought {name}.><grown:{name} could almost smell something warm and sweet, the way the kitchen smelled when {they} thought of {interest}.>
- <little:{name} was mad about {interest}. One day, {they} would make something yummy!><grown:{name} decided that one day {they} would make something delicious, all because of {interest}.>
- {name} smiled, thinking of {interest}, and of warm treats at home.

:: interest i.cooking.ly6bq0
setting: kitchen
role: onward
energy: gentle

{onward}<2-3:a round door in the hill was open. A warm smell drifted out.><4-5:a little round door in the hill was open. A warm smell drifted out.><grown:a little round door in the hillside was open, and a warm smell drifted out.>
In her cosy kitchen, Mrs Mole was staring at a flat cake.
"It didn't rise," she sighed.
{name} loved {interest}, so {they} knew the trick.
{trait:help} "More eggs, and a little patience," said {name}.
{Companion} {ability:warm,guide}.
Up it rose, golden and high!
Mrs Mole wrapped a slice for {recipient}.
"Take my tunnel," she said.
"It comes out on the far side of the hill."

:: interest i.cooking.bh149q
setting: orchard
role: onward
energy: lively

{onward}the apples were ripe and shining in the moonlight.
<little:A hedgehog wanted to make an apple pie. But he could not reach!><grown:A hedgehog wanted to make an apple pie, but he could not reach.>
{name} loved {interest}, so {they} offered to help.
{trait:help} {Companion} {ability:lift,guide}.
{name} climbed onto a low branch and gave it a shake.
Bump, bump, bump!
Down fell the apples.
<grown:The hedgehog clapped and promised to save a slice of pie for {recipient}.><little:"Pie for {recipient}!" said the hedgehog.>
<little:From the branch, {name} spotted a gate in the wall. The way on!><grown:From the branch, {name} had spotted a gate in the far wall: the way on.>

:: interest i.cooking.jvru0s
setting: forest
role: aside
energy: calm

{onward}<little:they rested on a soft, mossy log.><grown:they sat down on a soft, mossy log to rest.>
<little:{name} liked {interest} best of all. {name} had brought two biscuits, wrapped in a napkin.><grown:{name} loved {interest}, and {they} had brought a little something: two biscuits, wrapped in a napkin.>
{name} gave one to {companion} and kept one.
<grown:They nibbled slowly, listening to the trees whisper, while the moon peeped through the branches.><little:Nibble, nibble.
The trees whispered.>
{Companion} {ability:warm,comfort}.
<little:{name} left the crumbs for the mice. Then on {they} went with {item}.><grown:{name} left the crumbs for the mice, took up {item}, and went on.>

:: interest i.cooking.1k9tuzb
setting: fair
role: onward
energy: lively

{onward}a badger was flipping pancakes at the fair.
"Flip one high and catch it, and you win a prize!"
{name} loved {interest}, so {they} grabbed the pan.
{trait:obstacle} The first pancake landed on the grass.
The second landed on {companion's} head!
Everyone laughed.
<little:The third one flipped high. Over it turned... plop, in the pan!><grown:The third one flipped high, turned over, and landed flat in the pan.>
<little:The prize was a warm pancake! And a ride on the badger's cart, towards {recipient}.><grown:The prize was a warm pancake, and a ride on the badger's cart, right out of the fair towards {recipient}.>

:: interest i.cooking.wxbdx1
setting: castle
role: onward
energy: lively

{onward}<little:it was nearly time for a midnight feast!><grown:a midnight feast was nearly ready in the castle hall.>
Crash!
The cook, a busy duck, dropped the big cake.
"The feast is ruined!" she quacked.
{Companion} {ability:comfort}.
<2-3:{name} loved {interest}.
A dropped cake was no trouble at all!><4-12:{name} loved {interest}, and a dropped cake was no trouble at all.>
{trait:obstacle} <little:{name} scooped the crumbs into a bowl. Then berries, custard and cream!><grown:{name} scooped the crumbs into a glass bowl, with berries, custard and cream.>
"Now it's a trifle!" {they} said.
<grown:Everyone had a spoonful.
Delicious!><little:Yum!>
<8-9:Sometimes, {name} thought, a mistake is just the start of a new recipe.><10-12:Sometimes, {name} thought, a mistake is really the first step of a new recipe that nobody had thought of yet.>
<little:Then the duck showed them the back stairs. The quickest way to {recipient}!><grown:Then the duck showed them the back stairs, the quickest way on to {recipient}.>

:: interest i.cooking.1bfi7o2
setting: kitchen
role: onward
energy: gentle

{onward}a warm light glowed in the bakery kitchen.
<little:The baker was a plump hedgehog. She had nodded off by her dough.><grown:The baker, a plump hedgehog, had nodded off by a lump of dough.>
"The bread won't be ready by morning," she mumbled.
{name} loved {interest}, and knew exactly how bread was made.
{trait:help} Push, fold, turn!
{name} kneaded the dough and shaped it into rolls.
{Companion} {ability:warm,comfort}.
Soon the rolls puffed up, golden.
<grown:The baker woke, loaded her cart, and gave {friends} a bumpy ride on the flour sacks, with {item} on {name's} lap.><little:They rode in the bread cart towards {recipient}.>

:: interest i.cooking.1xwmg4e
setting: meadow
role: onward
energy: gentle

{onward}<little:some field mice had strawberries, crumbs and cream. But what to make?><grown:some field mice in the meadow had strawberries, crumbs and cream, but no idea what to make.>
<little:{name} loved {interest}. That gave {them} an idea!><grown:{name} loved {interest}, {{and {they} had an idea|and that gave {them} an idea|and all at once {they} knew what to do}}.>
{trait:help} "Tiny tarts!" said {name}.
{Companion} {ability:find,guide}.
{name} filled acorn cups with crumbs, cream and strawberries.
<little:The smallest mouse rode on {name's} shoulder. It called out the way to {recipient}.><grown:Then the smallest mouse rode on {name's} shoulder, calling out the quickest way to {recipient}.>
"Left at the thistle!
Right at the stone!"

:: interest i.cooking.1cmwl98
setting: hilltop
role: aside
energy: calm

{onward}a little campfire crackled on the hilltop.
Some moles sat round it, toasting teacakes on long sticks.
"Join us," they said.
<little:{name} loved {interest}, so {they} knew how to toast a teacake. Hold it high. Turn it slowly. Wait.><grown:{name} loved {interest}, so {they} knew how to toast a teacake: hold it high, turn it slowly, and wait.>
{trait:rest} <grown:Slowly, slowly, the teacakes turned golden, and {name} spread them with honey and shared them round.><little:The teacakes went golden.
Mmm.>
{Companion} {ability:warm,comfort}.
<8-9:The stars came out one by one, as if they could smell the teacakes too.><10-12:One by one the stars came out, as if the smell of toasted teacakes had drifted up and tempted them.>
Then {name} said goodnight and went on with {item}.

:: category nature

mentions:
- <little:{name} looked all around for {interest}. So many little things were awake!><grown:{name} thought of {interest}, and noticed how many little things were awake in the night.>
- <little:{name} sniffed the flowers.><grown:{name} breathed in the smell of leaves and earth, the way {they} did when thinking about {interest}.>
- <little:{name} wondered who was going to sleep. And who was waking up?><grown:{name} wondered which plants and creatures were going to sleep, and which were just waking up.>
- {name} smiled, thinking of {interest}, and listened to the trees.

:: interest i.nature.6kt1ms
setting: forest
role: onward
energy: lively

{onward}the forest was dark and full of paths.
Which way?
{name} loved {interest}, so {they} noticed things other people missed.
{trait:obstacle} <little:There, on the ground, a line of ants was marching. Each ant carried a tiny glowing crumb!><grown:There, on the ground, a line of ants was marching, and every ant carried a tiny glowing crumb.>
"Follow the ants!" said {name}.
{Companion} {ability:light,guide}.
<grown:Left, right, under a root and over a stone, the little line led them on.><little:Left, right, under, over!>
<little:It came out at the edge of the forest. {recipient} was much nearer now!><grown:It came out at the edge of the forest, with {recipient} much nearer now.>

:: interest i.nature.cvs61r
setting: garden
role: onward
energy: gentle

{onward}<little:a moonflower was drooping. Its petals were shut tight.><grown:a moonflower in the garden was drooping, its petals shut tight.>
{name} loved {interest}, and {they} knew it needed a drink.
{trait:help} <little:{name} carried water from the pond in {their} hands. Once, twice, three times!><grown:{name} carried water from the pond in {their} cupped hands, once, twice, three times.>
{Companion} {ability:light,comfort}.
Slowly the flower lifted its head.
Then it opened wide, white and glowing like a little moon.
<8-9:{name} felt a quiet, deep kind of happy.><10-12:{name} felt a quiet, deep kind of happiness, the sort that comes from helping something that could not ask for help.>
It lit the path, and they went on with {item}.

:: interest i.nature.1lt6v8s
setting: meadow
role: onward
energy: calm

{onward}<little:they lay in the cool grass to listen.><grown:they lay down in the long, cool grass to listen.>
<little:Out here, {name} felt close to {interest}. {name} loved the sounds of the night, too.><grown:{name} loved {interest}, and {they} loved the sounds of nature at night.>
<grown:The crickets sang, a hedgehog snuffled, and the leaves whispered in the breeze.><little:Chirp, chirp.
Snuffle.
Whisper.>
"That's a cricket," whispered {name}.
"And that's water, running under a bridge."
{Companion} {ability:hush,comfort}.
<8-9:The whole meadow seemed to breathe slowly, in and out.><10-12:The whole meadow seemed to breathe slowly in and out, and soon {name's} own breathing was keeping time with it.>
<grown:Then {name} got up, held {item} close, and followed the sound softly to a little wooden bridge, and over.><little:{name} took {item} over the bridge.>

:: interest i.nature.oetkou
setting: orchard
role: onward
picture: rain
energy: lively

{onward}pitter, patter!
A sudden rain shower swept over the orchard.
<little:{name} loved {interest}, so {they} knew where to shelter. Under the biggest, leafiest tree!><grown:{name} loved {interest}, so {they} knew the best place to shelter: under the biggest, leafiest tree.>
{trait:obstacle} "Quick, this way!"
{name} called.
{Companion} {ability:warm,guide}.
They huddled together while the rain drummed on the leaves.
Then it stopped, just like that.
<grown:A moonlit rainbow arched across the sky, right over the path to {destination}.><little:Look!
A rainbow! It pointed to {destination}.>

:: interest i.nature.se12l4
setting: forest
role: onward
energy: lively

{onward}the forest paths crossed and crossed again.
Which way now?
<little:{name} had always loved {interest}. {name} knew the trees like old friends.><grown:{name} loved {interest}, so {they} knew the trees here like old friends.>
{trait:obstacle} "An oak has the strongest branches," said {name}.
"Let's climb up and look."
The lowest branch was high.
{Companion} {ability:lift,carry,comfort}.
<grown:Then, hands here, feet there, {name} climbed higher and higher.><little:Up, up, {name} climbed!>
From the top, the forest looked like a dark green blanket.
<little:Look! Far off was {destination}!><grown:And there, far off, was {destination}!>

:: interest i.nature.1nh2yd9
setting: pond
role: aside
energy: gentle

{onward}the lane to the pond was full of toads.
"We're going home to the pond," croaked one.
{name} loved {interest}, and {they} spotted a problem.
<little:A deep ditch ran beside the lane. The smallest toads kept tumbling in!><grown:A deep ditch ran beside the lane, and the smallest toads kept tumbling in.>
{Companion} {ability:find,comfort}.
{trait:help} <little:{name} laid a flat piece of bark in the ditch. A ramp!><grown:{name} laid a flat piece of bark into the ditch, like a ramp.>
<little:Up the ramp the little toads climbed. Plop, plop, into the pond!><grown:Up the ramp the little toads clambered, and plop, plop, into the pond.>
<8-9:So the toads were on a night journey too, {name} thought, just like {companion} and {name}.><10-12:So the toads had a night journey of their own, {name} realised, just like {friends}, with home waiting at the end.>
{name} smiled and checked {item}.

:: interest i.nature.e4uqy0
setting: waterfall
role: onward
energy: gentle

{onward}beside the waterfall, the reeds were wet with spray.
On one reed clung a brown shell, and it was splitting open.
{name} loved {interest}, so {they} knew to keep very still.
{trait:wonder} Out crept a dragonfly, crumpled and damp.
Slowly, its wings unfolded, like tiny glass windows.
{Companion} {ability:hush,comfort}.
<grown:Then the dragonfly shimmered green and blue, and zipped off along the stream.><little:Then, zip!
Off it flew.>
<grown:{name} followed its glimmer with {item}, down the stream and away from the roaring water.><little:Off went {name} after it, with {item}.>

:: interest i.nature.pm9f98
setting: meadow
role: aside
energy: calm

{onward}the meadow flowers had closed up for the night.
{name} loved {interest}, so {they} looked closely.
Inside a poppy was something fuzzy.
It was a bumblebee, fast asleep!
<grown:She had stayed out too late, and curled up right where she was.><little:She was having a nap.>
{trait:rest} <grown:"She'll fly home when the sun warms her," whispered {name}.><little:"Sleep well, bee," whispered {name}.>
{Companion} {ability:hush,comfort}.
{name} tucked a leaf over the poppy like a tiny blanket.
Then {name} tiptoed on with {item}.

:: category science

mentions:
- <little:Thinking of {interest}, {name} looked up. How did the moon stay up there?><grown:{name} thought of {interest}, and wondered how the moon stayed up in the sky.>
- <little:{name} wondered why.><grown:{name} noticed how the shadows moved, and asked {companion} why, the way people who love {interest} always do.>
- {name} was already thinking of an experiment to try at home.
- {name} smiled, thinking of {interest}, and looked at everything very closely.

:: interest i.science.11dpiq8
setting: mountain
role: onward
energy: lively

{onward}the path ran past a crack in the mountain.
Whoosh!
<little:A jet of warm water shot up into the air! Then it stopped.><grown:A jet of warm water shot up into the air, and then stopped.>
<little:{name} loved {interest}, so {they} knew what to do. Watch, and count!><grown:{name} loved {interest}, so {they} knew what to do: watch closely, and count.>
{trait:obstacle} Whoosh!
{name} counted to ten.
Whoosh again!
"It goes every ten seconds," said {name}.
{Companion} {ability:carry,guide}.
<little:After the next whoosh, they dashed past. Safe and dry, with {item}!><grown:Right after the next whoosh, they dashed past, safe and dry, with {item} held tight.>

:: interest i.science.1msived
setting: village
role: onward
energy: gentle

{onward}<little:a little tin robot stood by the well.><grown:a little tin robot was standing still by the village well.>
Its lights had gone dim.
{name} loved {interest}, and {they} wanted to know why.
{trait:help} <little:{name} looked all around it. There was a tiny keyhole on its back!><grown:{name} looked all around it and found a tiny keyhole on its back.>
{Companion} {ability:find,guide}.
Then {name} spotted the key, lying in the grass.
Click, click, click!
The robot's lights blinked on, bright and happy.
"Beep!
<little:Thank you!" it said. Its tin arm pointed to {recipient}.><grown:Thank you!" it said, and its little tin arm pointed towards {recipient}.>

:: interest i.science.1yd6xtk
setting: cave
role: onward
energy: calm

{onward}<little:the cave was dark. But its walls were full of crystals!><grown:the cave was dark, but its walls were full of crystals.>
{Companion} {ability:light,guide}.
<little:{name} loved {interest}, and {they} noticed something. The crystals shone in the light!><grown:{name} loved {interest}, and {they} noticed something: the crystals shone where the light touched them.>
{trait:wonder} "They bounce the light," said {name}.
{name} turned one crystal a little, then another.
<grown:Soon soft beams of light were criss-crossing the cave, lighting the way out.><little:The light bounced.
Now they could see.>
{name} smiled and held {item} close.

:: interest i.science.gqnqw1
setting: pond
role: aside
energy: gentle

{onward}<little:a ladybird was stuck on a lily pad. It was in the middle of the pond!><grown:a ladybird was stuck on a lily pad in the middle of the pond.>
{name} loved {interest}, so {they} tried an experiment.
{trait:help} {name} dropped in a pebble.
It sank.
A leaf floated.
A twig floated too.
<little:"Leaves and twigs float," said {name}. {name} tied them into a tiny raft.><grown:"Leaves and twigs float," said {name}, and {they} tied them into a tiny raft.>
{Companion} watched, amazed.
The raft sailed across, and the ladybird hopped on.
<grown:She flew home with a happy buzz.><little:Home she flew!>
{name} smiled and checked {item}.

:: interest i.science.1xdocbs
setting: mountain
role: onward
energy: lively

{onward}<little:a boulder had rolled down the mountain. It stopped right in front of a mole's door!><grown:a boulder had rolled down the mountain, across the path and right in front of a mole's door.>
"I can't get out!" came a small voice.
{name} loved {interest}, so {they} knew a trick: a lever!
{Companion} {ability:find,guide}.
{trait:obstacle} <little:{name} pushed a long branch under the boulder. A rock went under the middle.><grown:{name} pushed a long branch under the boulder, with a rock under the middle.>
{name} pressed down hard.
Creak, rumble, roll!
Out popped the mole.
<8-9:It amazed {name} that one long branch could move something so heavy.><10-12:It astonished {name} that one long branch and one small rock could shift something so enormously heavy.>
<little:The boulder was gone! The path was clear again for {item}.><grown:With the boulder gone, the mountain path was clear again for {item}.>

:: interest i.science.44yfht
setting: village
role: aside
energy: gentle

{onward}<grown:two young mice lived in attics on opposite sides of the village lane.><little:two mice lived on either side of the lane.>
They wanted to say goodnight, but shouting would wake the street.
<little:{name} was curious about {interest}. {name} knew sound can travel along a string!><grown:{name} loved {interest}, and {they} knew that sound can travel along a string.>
{trait:help} <grown:{name} tied a long string between two cocoa tins and tossed one up to each window.><little:{name} tied a string to two tins.
Up they went!>
{Companion} {ability:hush,comfort}.
"Goodnight," whispered one mouse into a tin.
"Goodnight," came the tiny answer.
{name} smiled and went on with {item}.

:: interest i.science.lzo1v6
setting: island
role: onward
energy: calm

{onward}<little:a path of stones led across the sea. But the water covered it!><grown:a path of stones led from the island across the sea, but the water covered it.>
{name} sat on the sand to wait.
{name} loved {interest}, so {they} knew the tide would soon go out.
<grown:The moon pulls the sea to and fro, like a slow swing.>
{trait:rest} <grown:Little by little, the water slid back, and out came the stones.><little:Slowly, the sea went back.>
{Companion} {ability:hush,comfort}.
<8-9:{name} liked to think the moon was helping them too.><10-12:{name} liked to think the moon was quietly helping them too, drawing the water aside like a curtain so they could pass.>
<little:Then they walked across the stones. Step, step, nearer to {recipient}!><grown:Then they walked across the stones, nearer to {recipient} with every step.>

:: interest i.science.1fqdgyi
setting: snowfield
role: onward
energy: calm

{onward}<little:steam rose from a warm, round pool.><grown:at the edge of the snowy field, steam rose from a round pool.>
Three ducks floated in it, warm and sleepy.
{name} loved {interest}, so {they} knew why.
"The rocks deep down are hot, like inside a volcano," {name} said.
{trait:wonder} {name} dipped {their} cold toes in.
{Companion} {ability:warm,hush,comfort}.
<grown:Then {name} followed the warm trickle from the pool: it had melted a soft green path through the deep snow.><little:Warm water had melted a path.>
It was much easier than wading, and {item} stayed snug.

:: category generic

mentions:
- {name} thought of {interest} and smiled.
- <little:{name} felt happy inside.><grown:Just thinking about {interest} made {name} feel warm inside, like a cup of cocoa.>
- <little:{name} told {companion} all about {interest}. {Companion} listened closely.><grown:{name} told {companion} a little about {interest}, and {companion} listened closely.>
- <little:{name} would remember tonight, and tell someone who loved {interest}.><grown:{name} decided to remember every bit of tonight, to tell someone who loved {interest} too.>

:: interest i.generic.g04fyz
setting: pond
role: onward
energy: gentle

{onward}<little:a wishing well stood by the pond. Ivy grew all over it.><grown:a wishing well stood beside the pond, covered in ivy.>
"Look in," croaked a frog.
"It shows the thing you love best."
{name} leaned over.
<little:In the water was a picture of {interest}!><grown:In the water, shining and clear, was a picture of {interest}.>
{trait:wonder} {name} smiled so widely that the water began to glow.
<grown:The glow ran out of the well and along the ground, making a shining path.><little:The glow made a path.>
{Companion} {ability:guide}.
They followed the glow, with {item} held close.

:: interest i.generic.fni6ec
setting: meadow
role: onward
energy: lively

{onward}<little:a hedgehog sat all alone. His prickles drooped.><grown:a hedgehog was sitting all alone, with his prickles drooping.>
"I'm too sad to go home," he sniffed.
{trait:help} "What would make you smile?" asked {name}.
"Tell me about something you love," said the hedgehog.
<little:So {name} told him all about {interest}. {name} waved {their} arms and laughed!><grown:So {name} told him all about {interest}, waving {their} arms and laughing.>
{Companion} {ability:comfort}.
<grown:By the end, the hedgehog was laughing too, and his prickles stood up proudly.><little:Soon the hedgehog was laughing too.>
<grown:His way home ran towards {recipient} too, so he trotted in front, snuffling out the easiest path.><little:He trotted in front, towards {recipient}.>

:: interest i.generic.78xe75
setting: hilltop
role: onward
energy: calm

{onward}<little:they stopped on the hilltop. Look at the stars!><grown:they stopped on the hilltop to look at the stars.>
{name} thought about {interest}, and <grown:something lovely happened><little:look>!
<grown:The stars twinkled a little brighter, one after another, as if they liked that thought too.><little:The stars twinkled brighter.>
{name} thought about {interest} again, and the stars twinkled again.
{Companion} {ability:warm,comfort}.
<grown:Then the brightest stars made a long, twinkly line, pointing down the far side of the hill.><little:The bright stars made a line.> <little:Softly, {name} sang, "{refrain}." They followed the line, towards {recipient}.><grown:"{refrain}," whispered {name}, and they followed the line, towards {recipient}.>

:: interest i.generic.1h8czdy
setting: forest
role: onward
energy: gentle

{onward}<little:the path went deep into the dark forest.><grown:the path went into the darkest part of the forest.>
A glow-worm blinked at them.
"These stones glow when you think of something happy," she said.
{trait:obstacle} {name} thought of {interest}.
The first stone lit up!
<little:{name} kept thinking of {interest}. The next stone glowed, and the next!><grown:{name} kept thinking of {interest}, and the next stone glowed, and the next.>
{Companion} {ability:guide}.
<grown:Soon a whole path of warm, glowing stones stretched through the trees.><little:Glow, glow, glow!>
<little:Stone by glowing stone, it led them through the dark. {name} kept {item} snug.><grown:Stone by glowing stone, it led them through the dark with {item}.>

:: interest i.generic.1tjn1yk
setting: village
role: onward
energy: lively

{onward}<little:the village clock had stopped. Nobody knew how to start it!><grown:the village clock had stopped, and nobody knew how to start it.>
"It only ticks for a happy song," said a sleepy duck.
{trait:obstacle} <little:So {name} made up a song. A silly, bouncy song about {interest}!><grown:So {name} made up a song right there, a silly, bouncy song all about {interest}.>
{Companion} joined in with {sound}.
<grown:Everyone in the square started clapping along.><little:Clap, clap!>
Tick!
Tock!
<little:The clock started again! Its hands pointed the way. To {destination}!><grown:The clock started again, and its hands pointed the way to {destination}.>
{name} laughed and held {item} tight.

:: interest i.generic.rr095p
setting: treehouse
role: onward
energy: calm

{onward}<little:a silver spider lived in a quiet treehouse. She spun dreams out of moonlight.><grown:a silver spider lived in a quiet treehouse, spinning dreams out of moonlight.>
"I'm making one for you," she said softly.
"What shall I put in it?"
{name} whispered {their} answer: {interest}.
{trait:rest} <little:The spider spun it. She tucked it in a tiny bag, for later.><grown:The spider spun it and tucked it into a tiny bag, for later.>
{Companion} {ability:hush,comfort}.
<grown:Last of all, she spun a shining thread from the door, down through the dark trees.><little:Then she spun a shining thread.>
<little:Step by soft step, {name} followed it with {item}. It never led them wrong.><grown:Step by soft step, {name} followed it with {item}, and it never once led them wrong.>

:: interest i.generic.18yc5sx
setting: jungle
role: onward
energy: lively

{onward}the jungle was noisy with parrots<grown:, red and green and gold>.
"Tell us something new!" they squawked.
{trait:meet} {Companion} {ability:lift,guide}.
<little:{name} sat on a branch. {They} told the parrots all about {interest}!><grown:Up on a branch, {name} told the parrots all about {interest}.>
<grown:The parrots copied every word, but they got them all muddled up.><little:The parrots copied every word, all muddled up!>
{name} laughed until {their} tummy hurt.
<8-9:It was the silliest, happiest racket {name} had ever heard.><10-12:It was the silliest, happiest racket {name} had ever heard, and somehow the muddled words made {interest} sound even better.>
<little:Off flew the parrots, like a noisy rainbow! {name} followed them towards {recipient}.><grown:Off flew the parrots like a noisy rainbow, and {name} followed their racket towards {recipient}.>

:: interest i.generic.rce00w
setting: fair
role: onward
energy: lively

{onward}<little:a stoat was blowing bubbles. He had a giant hoop!><grown:a stoat at the fair was blowing bubbles with a giant hoop.>
"Think of something you love," he said, "and blow gently."
{name} thought of {interest} and blew.
Pop!
Too hard.
{trait:obstacle} {name} tried again, slow and soft.
<grown:Out wobbled a bubble as big as a tent, shimmering with everything {name} loved about {interest}.><little:Out came a giant bubble.
Wobble, wobble!>
<8-9:It was like watching a daydream float by.><10-12:It was like watching a daydream drift past, close enough to touch and far too delicate to hold.>
The wind blew it away!
{Companion} {ability:fly,guide}.
<little:They chased it until it popped. Pop! Right by the path to {destination}!><grown:They chased it until it popped, right by the path to {destination}.>

:: interest i.generic.18c8xc0
setting: snowfield
role: onward
energy: lively

{onward}<little:otters were sliding on their tummies. Each one shouted a favourite thing!><grown:some otters were sliding down a snowy slope on their tummies, each one shouting a favourite thing.>
"Fish!"
"Puddles!"
"Your turn!" they called to {name}.
{trait:meet} {name} lay on {their} tummy and pushed off.
Whoosh!
<little:Down {they} went, shouting all about {interest}!><grown:Down {they} went, shouting all about {interest} at the top of {their} voice.>
{name} landed in a snowdrift at the bottom, giggling.
{Companion} {ability:warm,comfort}.
<8-9:{name's} cheeks tingled, and {their} heart felt bright and fizzy.><10-12:{name's} cheeks tingled with cold, and {their} heart felt bright and fizzy, like lemonade the moment the bottle is opened.>
<little:The long hill was done in one whoosh! And {item} was still safe.><grown:The long hill was done in one whoosh, and {item} was still safe {itemHeld}.>

:: interest i.generic.1vka3tg
setting: castle
role: onward
energy: lively

{onward}<little:the wind had blown away every castle flag.><grown:the wind had torn every flag from the castle towers.>
"And it's the castle's birthday tomorrow!" wailed a mouse in an apron.
{trait:help} <little:{name} found an old sheet and some paint. {They} made a flag all about {interest}![ It had splashes of {colour}.]><grown:{name} found an old sheet and some paint, and made a bright new flag all about {interest}[, with splashes of {colour}].>
The tower stairs were dark and twisty.
{Companion} {ability:light,guide}.
<grown:At the top, {name} tied on the flag and pulled the rope, hand over hand.><little:Pull, pull, pull!>
Up went the flag, flapping proudly!
<8-9:{name} felt a rush of pride, as big as the sky.><10-12:A rush of pride swept through {name}, as big as the sky and every bit as bright as the new flag.>
<little:{name} looked out. Far away was {destination}!><grown:From up there, {name} could see {destination}.>

:: interest i.generic.1cy4kzj
setting: river
role: onward
energy: lively

{onward}<little:three mice were racing paper boats. They wore sailor hats!><grown:three mice in sailor hats were racing paper boats on the river.>
"Join in!" they squeaked.
<little:{name} folded a boat. On its sail, {they} drew a picture of {interest}.><grown:{name} folded a boat, and on its sail {they} drew a little picture all about {interest}.>
Off whizzed the boats into the dark.
{Companion} {ability:light,guide}.
There was {name's} boat, stuck on a rock!
{trait:obstacle} {name} leaned out and blew on its sail, gently.
<grown:It spun free and sailed past all the others!><little:Off it sailed.
It won!>
The mice cheered, and pointed the way downstream, towards {recipient}.

:: interest i.generic.1swa49w
setting: orchard
role: onward
energy: lively

{onward}a rope swing hung from the biggest apple tree.
{name} climbed on and pushed off!
<little:Swoop! {name} shouted out what {they} loved about {interest}.><grown:With every swoop, {name} called out something {they} loved about {interest}.>
<grown:Higher and higher {name} went, until {their} toes touched the apples.><little:Whoosh!
Up and up and up!>
{trait:wonder} <little:{name} could see over the trees. Way over there was {destination}!><grown:From the very top, {name} could see over the trees, all the way to {destination}!>
<8-9:For one floaty moment, {name} felt as tall as the trees.><10-12:For one floaty moment at the top, {name} felt as tall as the trees and very nearly able to fly.>
<little:Down {name} came, slower and slower, laughing. And {item} {itemTell}!><grown:Down {name} came, slower and slower, laughing, and {item} {itemTell}.>
{Companion} {ability:fly,guide}.

:: interest i.generic.1a25tgk
setting: harbour
role: onward
energy: lively

{onward}<little:the little post boat was leaving. A gull was at the wheel!><grown:the little post boat was leaving the harbour, with a gull at the wheel.>
"Last post!" he cried.
<little:{name} wrote a postcard home, all about {interest}.><grown:{name} wrote a postcard all about {interest}, for everyone at home.>
{trait:obstacle} {Companion} {ability:carry,guide}.
<little:{name} ran to the end of the jetty. {They} threw the card like a paper dart!><grown:At the end of the jetty, {name} threw the card like a paper dart.>
<grown:It swooped over the water and landed right in the gull's mailbag!><little:Whee!
Right in the bag!>
Then the gull spotted {item}.
"For {recipient}?" he called back.
"Follow the harbour wall right to the end, it's quickest!"

:: interest i.generic.s4ydri
setting: moon
role: aside
energy: lively

{onward}<little:the moon was covered in soft silver dust. It was smooth as a new page.><grown:the moon was covered in soft silver dust, as smooth as a new page.>
{Companion} {ability:light,guide}.
<little:Then {name} hopped and skipped and slid. {They} drew with {their} feet! A giant picture, all about {interest}.><grown:Then {name} hopped and skipped and slid, drawing with {their} feet: a giant picture all about {interest}.>
Boing!
One hop was too big, and up {name} floated.
{trait:obstacle} <little:{name} paddled like a swimmer, and drifted down. {They} drew the very last line.><grown:{name} paddled like a swimmer, drifted down, and drew the very last line.>
<grown:It shone in the moonlight, big enough for the whole Earth to see.><little:The picture was so big!
The stars could see it.>
<little:Then off they bounced. Boing! Boing! Onwards, to {destination}!><grown:Then they bounced on towards {destination}.>

:: interest i.generic.ks9zev
setting: library
role: onward
energy: gentle

{onward}<little:a mouse was dusting a huge book. It was The Book of Favourite Things!><grown:in the library, a mouse was dusting a huge book: The Book of Favourite Things.>
"Every visitor adds a page," she whispered.
The lamps were low.
{Companion} {ability:light,guide}.
{trait:wonder} <little:{name} turned the pages. A snail's page about rain! A frog's page about jumping!><grown:{name} turned the pages: a snail's page about rain, a frog's page about jumping.>
<little:On a blank page, {name} wrote all about {interest}. {name} drew pictures too!><grown:On the first blank page, {name} wrote all about {interest}, and drew pictures too.>
<grown:It got a little gold star, stamped with a smile.><little:Stamp!
A gold star!>
Then the mouse pointed out the quickest way to {recipient}.

:: interest i.generic.mzn407
setting: kitchen
role: aside
energy: gentle

{onward}<little:warm light spilled from a tiny kitchen.><grown:warm light spilled from a tiny kitchen under a tree root.>
The mice had baked a party cake, but it was plain.
"What shall we put on top?" they sighed.
{trait:help} <little:{name} picked up the icing bag. Soon it was a cake all about {interest}![ It had swirls of {colour}.]><grown:{name} picked up the icing bag and turned it into a cake all about {interest}[, with swirls of {colour}].>
<grown:The first swirl went wobbly, so {name} went slower.><little:Squeeze, squeeze.
Slow and careful.>
Nobody could find the candles.
{Companion} {ability:find,light,guide}.
<little:The mice squeaked with joy! And {item} {itemTell}.><grown:The mice squeaked with joy, and {item} {itemTell}.>

:: interest i.generic.1p2nymo
setting: beach
role: aside
energy: gentle

{onward}<little:a walnut shell had washed up. Inside was a tiny note!><grown:half a walnut shell had washed up on the sand, with a tiny note tucked inside.>
"Hello from over the sea!" it said.
"What do you love?"
{trait:wonder} <little:{name} turned the note over. {They} wrote back, all about {interest}.><grown:{name} turned the note over and wrote back all about {interest}, in {their} best writing.>
<little:{name} tucked it into the shell. Then {they} paddled in, and set it on the water.><grown:{name} tucked it into the shell and paddled in to set it on the water.>
<grown:Brr!
The sea was cold on {their} toes.><little:Brr!
Cold toes!>
{Companion} {ability:warm,comfort}.
The little shell bobbed away towards the moon.
<8-9:Somewhere, one day, someone would read it and smile.><10-12:Somewhere, one day, someone would unfold that note and smile, and {name} rather liked not knowing who it would be.>
{name} held {item} close.

:: interest i.generic.1l6ti61
setting: mountain
role: onward
energy: gentle

{onward}<little:they came to a tall pile of stones.><grown:halfway up the mountain stood a tall pile of stones.>
<little:"Every traveller adds a stone," said a ram. "For something they love."><grown:"Every traveller adds a stone," said a curly-horned ram, "for something they love.">
{name} searched among the pebbles.
{Companion} {ability:find,light,guide}.
{trait:wonder} At last {name} picked one up.
<little:It was smooth and speckled. It made {them} think of {interest}!><grown:It was smooth and speckled, and somehow it reminded {them} of {interest}.>
<grown:On tiptoe, {name} set it on the very top.><little:Up on tiptoe.
Click!
Right on top.>
<8-9:It felt like leaving a little piece of {their} heart on the mountain.><10-12:It felt like leaving a small piece of {their} heart up on the mountain, among all the other travellers' loves.>
<little:The ram nodded. This way to {destination}!><grown:The ram nodded, and showed them the path to {destination}.>

:: interest i.generic.1bfriwm
setting: lighthouse
role: aside
energy: gentle

{onward}the lighthouse stairs went round and round.
{Companion} {ability:carry,guide}.
<little:At the top was a puffin in a woolly hat. She minded the great lamp.><grown:At the top, a puffin in a woolly hat was minding the great lamp.>
"The little boats get lonely out there," she said.
"Would you send them a message?"
{trait:help} <little:{name} opened and closed the lamp's shutter. {They} flashed a happy message about {interest}!><grown:{name} opened and closed the lamp's shutter, flashing a long, happy message all about {interest}.>
Blink, blink, bli-i-ink!
<grown:Far out at sea, one small light blinked back, then another, and another.><little:Out at sea, little lights blinked back!>
<8-9:{name} had never known a message could feel so much like a hug.><10-12:{name} had never known that a few blinks of light across dark water could feel so much like a hug.>
{name} smiled, and held {item} a little closer.

:: interest i.generic.s2p445
setting: desert
role: onward
energy: gentle

{onward}<little:a camel sat on a rug. Around her glowed a row of lanterns!><grown:under the desert stars, a camel sat on a rug with a row of glowing lanterns.>
"They're not for sale," she said.
"I swap them for stories."
{trait:meet} <little:{name} sat down. {They} told the camel a story about {interest}.><grown:{name} sat down and told the camel a story all about {interest}.>
<grown:She listened with her eyes half shut, and laughed in all the right places.><little:The camel listened and laughed.>
"That is worth my brightest lantern," she said.
<8-9:{name} had never been paid in light before, and it felt wonderfully grown-up.><10-12:{name} had never been paid in light before, and it felt wonderfully grown-up, like being a real storyteller at last.>
It was chilly.
{Companion} {ability:warm,comfort}.
<little:Off they went, the lantern swinging. It lit the sandy path for {item}.><grown:Off they went, the lantern swinging, lighting the sandy path for {item}.>

:: interest i.generic.11veayg
setting: garden
role: aside
energy: gentle

{onward}<little:a badger cub peeped out from under the hedge. He was trembling.><grown:a badger cub was peeping out from under the garden hedge, trembling.>
"It's my first night out," he whispered, "and it's so dark."
{trait:help} {name} knelt beside him.
<little:"When I'm scared, I think of something I love," said {name}. {They} told him all about {interest}.><grown:"When I feel scared, I think of something I love," said {name}, and told him all about {interest}.>
"Now you try."
The cub shut his eyes tight.
"Beetles," he whispered, and smiled.
"Crunchy beetles."
{Companion} {ability:comfort}.
<grown:Then the cub trotted off, brave as anything.><little:Off he trotted, brave as anything.>
<8-9:Helping someone else be brave had made {name} feel braver too.><10-12:It was curious, {name} thought, how helping someone else feel brave had made {them} a little braver too.>
{name} waved, and went on with {item}.

:: interest i.generic.7p0o9a
setting: village
role: aside
energy: gentle

{onward}<little:a little puppet theatre stood in the square. It was full of mice!><grown:a little puppet theatre stood in the village square, full of mice.>
But the hedgehog puppeteer had lost his voice.
"Could you do the show?" he croaked.
{trait:help} The mice were wriggly and noisy.
{Companion} {ability:hush,light,comfort}.
<little:{name} slipped behind the red curtain with two old socks. {They} put on a show about {interest}!><grown:Then {name} slipped behind the red curtain with two old socks, and put on a show all about {interest}.>
<grown:The mice gasped and giggled, and clapped their tiny paws at the end.><little:Clap, clap, clap!>
<8-9:{name's} cheeks glowed with the happy heat of making people laugh.><10-12:{name's} cheeks glowed with the happy heat of making an audience laugh, even one that was small, furry and extremely wriggly.>
<little:{name} took a bow. And {item} {itemTell}.><grown:{name} took a bow, and {item} {itemTell}.>

:: interest i.generic.1qntg2q
setting: cave
role: aside
energy: calm

{onward}the cave was deep and dark and very still.
{Companion} {ability:light,guide}.
"Hello," whispered {name}.
"Hello... hello... hello," the cave whispered back.
{trait:rest} <little:So {name} whispered about {interest}. It was the nicest thing {they} knew!><grown:So {name} whispered something about {interest}, the nicest thing {they} could think of.>
<grown:The cave whispered it back, softer and softer, as if it were passing the words down to the sleepy stones.><little:The cave whispered it back.
Softer.
Softer.>
<8-9:It felt like sharing a secret with the whole mountain.><10-12:It felt like sharing a secret with the whole mountain, and {name} had a feeling mountains were very good at keeping secrets.>
<little:{item} {itemTell}. Had it heard too?><grown:{item} {itemTell}, as if it had heard too.>
{name} smiled and tiptoed on.

:: interest i.generic.t34rqj
setting: farm
role: aside
energy: calm

{onward}the farm was settling down for the night.
{name} tiptoed along the fence.
"Goodnight, hens.
Goodnight, cows.
Goodnight, old tractor."
<grown:One by one, the farmhouse lights went out, and the barn gave a long, creaky sigh.><little:Creak, sigh, went the old barn.>
<8-9:The whole world seemed to be tucking itself in.><10-12:The whole world seemed to be tucking itself in, slowly and contentedly, one sleepy creature at a time.>
{trait:rest} <little:Last of all, {name} thought of {interest}. {name} whispered one more goodnight, very softly.><grown:Last of all, {name} thought of {interest}, and whispered one more goodnight, the softest of all.>
{Companion} {ability:hush,comfort}.
{item} {itemTell}.
<little:The path shone silver. It led to {destination}.><grown:The path to {destination} lay silver in the moonlight.>

:: interest i.generic.1wl45b8
setting: waterfall
role: aside
energy: calm

{onward}<little:beside the waterfall was a dry, mossy hollow. It was like a secret room!><grown:beside the waterfall was a dry, mossy hollow, like a secret room looking out at a silver curtain.>
They sat down to rest.
{trait:rest} "Tell me about your favourite thing," said {companion}.
So {name} talked all about {interest}, slowly and softly.
<grown:"And mine," said {companion}, "is the sleepy sound of falling water."><little:"I love the sound of water," said {companion}.>
{Companion} {ability:warm,comfort}.
<8-9:Some things, {name} thought, are even better when you share them.><10-12:Some things, {name} thought, grow even better when you share them, especially with a friend who shares something back.>
<little:Then they slipped out along the ledge. And {item} came too, safe and snug.><grown:Then they slipped out along the ledge, with {item} still safe {itemHeld}.>

:: interest i.generic.1hz1qe1
setting: island
role: onward
energy: calm

{onward}<little:an old hermit crab lived in a hollow rock. She kept a shelf of glowing jars!><grown:on the little island, an old hermit crab kept a shelf of glowing jars in a hollow rock.>
"Happy memories," she said.
"They light the island at night."
{trait:wonder} <little:{name} chose an empty jar. {They} whispered a happy memory of {interest} into it.><grown:{name} chose an empty jar and whispered a happy memory of {interest} into it.>
<grown:Slowly the jar began to glow, warm and golden.><little:Glow, glow.
A warm, gold light.>
{Companion} {ability:hush,warm,comfort}.
"Take it for the dark part," said the crab.
<little:By its light, {name} found the sandy path. {They} thought of {recipient}.><grown:By its light, {name} found the sandy path across the island, thinking of {recipient}.>

:: interest i.generic.1qzzvwv
setting: meadow
role: onward
energy: calm

{onward}<little:the meadow was full of dandelion clocks. They were like tiny moons!><grown:the meadow was full of dandelion clocks, round and white, like tiny moons.>
{name} picked one very carefully.
{trait:rest} <grown:{name} closed {their} eyes and made a slow, quiet wish about {interest}.><little:{name} made a wish about {interest}.>
Then {they} blew.
Whoo!
<little:The seeds floated up like tiny stars. Away they drifted!><grown:The seeds floated up like tiny stars and drifted away over the grass.>
{Companion} {ability:hush,warm,comfort}.
<8-9:Each seed, {name} thought, was carrying a little piece of the wish.><10-12:Each seed, {name} thought, was carrying a tiny piece of the wish away on the breeze, to plant it somewhere new.>
<little:One seed floated ahead, slow and shining. Towards {destination}!><grown:One seed floated ahead, slow and shining, towards {destination}.>
{name} followed it with {item}.

:: interest i.generic.8r794d
setting: clouds
role: onward
energy: calm

{onward}up in the clouds, everything was soft and slow.
A little cloud drifted beside them, plain and round.
"Make me into something," it yawned.
{trait:wonder} So {name} patted and pinched the cloud like soft dough.
{They} made a cloud picture all about {interest}.
<grown:The little cloud peeped at itself in the moonlight and gave a happy, puffy sigh.><little:The cloud gave a happy sigh.
Puff!>
{Companion} {ability:fly,guide}.
<little:It floated ahead like a pillow, towards {recipient}.><grown:Then the little cloud floated ahead like a pillow, towards {recipient}.>

:: interest i.generic.18a4ord
setting: reef
role: onward
energy: calm

{onward}<little:the little fish were going to bed. Each had a nook in the coral.><grown:down on the reef, the little fish were going to bed, each in a nook in the coral.>
But the smallest fish could not settle.
"What shall I dream about?" it bubbled.
{trait:rest} {name} whispered that {they} was going to dream of {interest}.
"Then I'll dream of bubbles!" it said, and snuggled down.
{Companion} {ability:hush,comfort}.
<grown:Then the coral glowed like a row of night-lights, lighting a path between the sleeping fish.><little:The coral glowed in a row.
Sleep tight, fish.>
{name} floated along it, slow and sleepy, with {item}.

:: interest i.generic.1xk2jc0
setting: pond
role: onward
energy: calm

{onward}<little:a wooden boardwalk crossed the pond. The reeds whispered.><grown:a long wooden boardwalk crossed the pond, between whispering reeds.>
<little:{name} had an idea. One step for each thing {they} loved about {interest}!><grown:{name} had an idea: one step for each thing {they} loved about {interest}.>
{trait:rest} So, step by step, {name} counted them softly.
One... two... three...
<grown:The frogs croaked along as if they were counting too, and the moon floated in the still water.><little:Croak, croak, went the frogs.
Plip!>
By ten, {name's} steps were slow and sleepy.
<8-9:Counting happy things, {name} decided, was much better than counting sheep.><10-12:Counting happy things, {name} decided, was far better than counting sheep, and much more likely to bring good dreams.>
{Companion} {ability:carry,guide}.
<little:At the end of the boardwalk was a path. It wound away to {destination}.><grown:At the end of the boardwalk, the path to {destination} was waiting.>
