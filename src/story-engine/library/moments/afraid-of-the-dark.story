// Afraid of the dark. The dark is made friendly and familiar: it hides things for a while and changes
// none of them, it is full of small lights and ordinary sounds, and the morning always comes back.
// Nothing lives in it but ordinary creatures getting ready for bed; nothing frightening is ever named,
// not even to say it is not there. The companion does not light the dark away: the child finds it is alright.
:: moment afraid-of-the-dark

:: raise moment.afraid-of-the-dark.r.big-light
setting: bedroom

<2-9:{name} had something to say, and {they} said it in a whisper.
"I don't like it when the big light goes off.><10-12:In a small whisper, {name} admitted, "I don't like it when the big light goes off, because everything turns grey and strange, and I can't tell what's what.">
<6-9:Everything goes grey and funny, and I can't tell what's what."><little:I can't see what's what.">
<2-9:{Companion} listened to every word, and did not laugh.
"Lots of people feel like that," said {companion} gently.><10-12:{Companion} listened to every word without laughing.
"Lots of people feel like that," said {companion} gently, "but the dark only hides things for a while; it never changes them.">
<6-9:"The dark hides things for a while, but it never changes them."><little:"The dark hides things, but it never changes them.">

:: raise moment.afraid-of-the-dark.r.other-side
setting: bedroom
opens: first-star

<grown:{name} looked out at the night, so big and so black.><little:{name} looked at the big, black night.>
<2-9:"Where does all the light go at night?" {name} asked.
{Companion} came and sat close.><10-12:"Where does all the light go at night?" {name} asked, and {companion} came to sit close.>
<6-9:"It's on the other side of the world, waking the children there," said {companion}.
"And every morning, it comes back to you."><10-12:"It's on the other side of the world, waking the children there," said {companion}, "and every morning it travels back to you."><little:"It's far away, waking other children up," said {companion}.
"In the morning, it comes back to you.">
<2-9:Then {name} spotted one small star in the window.
"That little bit stayed," {name} whispered.><10-12:Just then {name} spotted one small star in the window and whispered, "That little bit stayed behind.">

:: raise moment.afraid-of-the-dark.r.friend-in-it
setting: bedroom

{name} wanted to be brave about the dark.
<grown:{name} also wanted every light in the house switched on, all at once, and left on until morning.><little:{name} also wanted every light on, all night long.>
<little:"It's a bit dark tonight," said {name}.
{They} tried to sound as if {they} didn't mind.><grown:"It's a bit dark tonight," said {name}, as if {they} didn't mind one bit.>
But the words came out a little wobbly.
<little:{Companion} spoke softly.
"The dark is much nicer with a friend in it."><grown:"The dark is much nicer with a friend in it," said {companion} softly.>
<8-9:It was alright, {name} thought, to feel brave and wobbly at the very same time.><10-12:Perhaps, {name} thought, you could be brave and wobbly at once, and perhaps that was what being brave really meant.>

:: raise moment.afraid-of-the-dark.r.big-and-gentle
setting: bedroom

<2-9:{name} held the blanket tight, right up to {their} chin.
"The dark is so big, and I'm so small," {name} whispered.><10-12:Clutching the blanket right up to {their} chin, {name} whispered, "The dark is so big, and I'm so small.">
<2-9:"Big things can be gentle too," said {companion}.
"Like the sky, and a whale, and a great big hug."><10-12:"Big things can be gentle too," said {companion}, "like the sky, or a whale, or an enormous hug.">

:: raise moment.afraid-of-the-dark.r.tuck-the-world-in
setting: bedroom
opens: first-star

"What is the dark, anyway?" whispered {name}, peeping over the covers.
<grown:"It's only the night, come to tuck the whole world in," said {companion}.><little:"It's the night, tucking everyone in," said {companion}.>
<2-9:"Even me?" asked {name}.
"Especially you," said {companion}.
In the window, one small star peeped back.><10-12:"Even me?" asked {name}.
"Especially you," said {companion}, and in the window one small star peeped back.>

:: raise moment.afraid-of-the-dark.r.good-for-growing
setting: bedroom

<2-9:{name} peeped over the covers at the dark room.
"Why is the night so dark?" {name} whispered.><10-12:Peeping over the covers at the dark room, {name} whispered, "Why is the night so dark?">
<2-9:"Dark is good for growing," said {companion}.><10-12:"Dark is good for growing," said {companion}.
"Seeds sprout in the dark soil, and you do a great deal of growing while you sleep.">
<6-9:"Seeds sprout in the dark soil, and you do lots of growing while you sleep."><little:"Seeds grow in the dark, and so do you.">

:: raise moment.afraid-of-the-dark.r.hand-to-hold
setting: bedroom

<2-9:{name} reached a hand into the dark.
"Are you still there?"
"Right here," said {companion}, and held it.><10-12:Reaching a hand into the dark, {name} whispered, "Are you still there?"
"Right here," said {companion}, taking it.>
<little:"The dark can hide lots of things.
But not a friend you're holding."><6-9:"The dark can hide lots of things, but not a friend you're holding."><10-12:"The dark can conceal all sorts of things, but never a friend you're holding.">
<2-9:{name} held on tight, a little braver.><10-12:Gripping tightly, {name} felt a little braver.>

:: raise moment.afraid-of-the-dark.r.night-is-morning
setting: bedroom

<2-9:{name} frowned at the dark window.
"Does anybody like the dark?"><10-12:Frowning at the dark window, {name} wondered, "Does anybody like the dark?">
<little:"Lots of creatures do," said {companion}.
"Hedgehogs and bats wake up when it gets dark.
For them, night-time is morning!"><6-9:"Lots of creatures do," said {companion}.
"Hedgehogs and bats wake up when it gets dark, because for them, night-time is morning."><10-12:"Plenty of creatures do," said {companion}.
"Hedgehogs and bats wake up when it gets dark, because for them, night-time is morning.">
<2-9:{name} pictured a hedgehog yawning, and giggled.><10-12:{name} imagined a hedgehog yawning, and chuckled.>

:: rehearse moment.afraid-of-the-dark.h.count-to-twenty
setting: forest
energy: calm

{onward}<little:the trees grew close.
The forest was very dark indeed.><grown:the trees grew close, and the forest was very dark indeed.>
<grown:At first {name} could not see a thing, not even {their} own hand.><little:{name} could not see a thing.>
So {name} stood very still and counted slowly to twenty.
{Companion} waited quietly, and {name} counted to twenty again.
<grown:Bit by bit, the dark grew softer.
Out of it came tree trunks, and a twisty path, and a pale, round stone.><little:Bit by bit, the dark grew soft.
Out came the trees.
Out came the path.>
<8-9:None of it was new; it had been there all along, waiting for {name's} eyes to catch up.><10-12:None of it was new, {name} realised; it had been there all along, patiently waiting for {their} eyes to catch up.>
<little:{name} checked on {item}.
Still safe!
On {name} walked, towards {recipient}.><grown:{name} checked that {item} was still safe {itemHeld}, and walked on towards {recipient}.>

:: rehearse moment.afraid-of-the-dark.h.badger-stars
setting: hilltop
energy: gentle

{onward}<little:a young badger sat on the hilltop.
Her paws were over her eyes.><grown:a young badger sat on the hilltop with her paws over her eyes.>
"It's too dark to look," she whispered.
{trait:help}
<little:{name} lay back on the cool grass.
{They} looked up and began to count.><grown:{name} lay back on the cool grass, looked straight up, and began to count.>
<grown:One star, two stars, ten stars, too many to count!><little:One star.
Two stars.
Ten stars!>
Slowly, the badger peeped out, and then she lay down too.
<8-9:The darker the sky, {name} noticed, the more stars came out to keep it company.><10-12:It was curious, {name} noticed: the darker the sky grew, the more stars appeared, as if to keep it company.>
"I never knew the dark had all this in it," she whispered.
<little:{name} held {item} close.
On went {friends}.
On to {destination}!><grown:{name} held {item} close, and {friends} went on towards {destination}.>

:: rehearse moment.afraid-of-the-dark.h.night-noises
setting: pond
energy: calm

{onward}<little:the pond lay dark and still.
It was full of small night sounds.><grown:the pond lay dark and still, full of small night-time sounds.>
Plip!
<6-9:{name} listened hard and made a guess: "A fish, coming up to look at the moon."><10-12:{name} listened hard and guessed: "A fish, rising to look at the moon."><little:"A fish!" guessed {name}.>
<little:{Companion} leaned closer to look.
Yes!
Silver rings spread across the water.><grown:{Companion} leaned closer to look, and sure enough, silver rings spread out across the water.>
<2-9:Rustle, rustle went the reeds, and a moorhen gave one sleepy cluck.><10-12:The reeds rustled, and a moorhen gave one sleepy cluck; every sound, {name} realised, was simply somebody getting ready for bed.>
<6-9:Every sound, {name} found, was just somebody getting ready for bed.><little:Every sound was someone going to bed.>
<little:Then {item} {itemTell}.
It seemed to say, "Me too."><grown:Then {item} {itemTell}, as if to say, "Me too.">
{name} giggled, and walked on towards {recipient}.

:: rehearse moment.afraid-of-the-dark.h.moon-shadow
setting: beach
energy: gentle

{onward}<little:the moon shone bright on the beach.
{name} had a shadow!><grown:the moon was so bright on the beach that {name} had a shadow.>
<2-9:It walked when {name} walked, and stopped when {name} stopped.
{Companion} pointed, and {name} waved, and the shadow waved back.><10-12:It walked when {name} walked and stopped when {name} stopped, and when {companion} pointed and {name} waved, the shadow waved back.>
<grown:It was only {name}, drawn in dark on the silver sand.><little:It was only {name's} own shadow.>
<little:{name} laughed and held {item} close.
On they went, towards {recipient}.><grown:{name} laughed, held {item} close, and went on towards {recipient}.>

:: rehearse moment.afraid-of-the-dark.h.hand-on-the-wall
setting: cave
energy: calm

{onward}<little:the path ran into a dim cave.
A mole was waiting there.><grown:the path ran into a dim cave, where a mole was waiting.>
<2-9:"Follow me," she said.
"One hand on the wall, like this."><10-12:"Follow me," she said, "with one hand on the wall, like this.">
<little:{name} followed, one hand on the cool rock.
{Companion} came close behind.><grown:{name} followed, one hand on the cool rock, with {companion} close behind.>
<grown:Soon crystals glimmered on the walls, and there was the way out.><little:Soon little crystals twinkled, and there was the way out.>
<little:{item} was still safe.
It was {itemHeld}.><grown:{item} was still safe {itemHeld}.>

:: close moment.afraid-of-the-dark.c.all-still-there
setting: bedroom

Back home, the bedroom was dark and quiet.
{name} looked round slowly, one thing at a time.
<grown:The chair was still a chair, the door was still a door, and the dressing gown was only a dressing gown.><little:Chair.
Door.
Dressing gown.
All still there.>
<8-9:The dark had hidden them for a while, the way a blanket hides your toes, but it hadn't changed a single thing.><10-12:The dark had only borrowed them for a while, the way a blanket hides your toes, and handed them all back unchanged.>
<little:{name} thought of {recipient}.
Far away, in the very same dark.><grown:{name} thought of {recipient}, somewhere out in the very same dark.>
<little:In the morning, the sun would come back.
It would find everything just where {name} left it.><grown:In the morning, the sun would find everything just where {name} had left it.>
"Goodnight, room," whispered {companion}.
<little:"Goodnight, room," whispered {name}.
And {they} was asleep before the words were done.><grown:"Goodnight, room," whispered {name}, and {they} was asleep before the words were finished.>

:: close moment.afraid-of-the-dark.c.house-sounds
setting: bedroom

Back home in bed, {name} lay still and listened to the dark.
The house had its own night sounds.
<grown:The wind brushed the window, and a car swished by, far away.
Then came a creak, as the house settled down to sleep.><little:Swish went a car, far away.
Creak went the house, settling down.>
{Companion} listened too, and nodded at each one.
They were the same friendly sounds as every night.
<8-9:The dark, {name} thought, was only home with the lights turned off.><10-12:The dark, {name} thought, was nothing more mysterious than home with the lights off, and home was the friendliest place {they} knew.>
Far away, {recipient} had {item} at last.
<grown:Tomorrow night the dark would come again, and {name} would know it a little better.><little:Tomorrow, the dark would come again, soft and kind.>
{name's} eyes closed, and {they} was fast asleep.

:: close moment.afraid-of-the-dark.c.little-lights
setting: bedroom
closes: first-star

Back home, {name} snuggled down and looked up at the window.
The dark outside was not empty at all.
There was the first star, still shining, and now another star.
There was a window, glowing far away.
And there was the moon, keeping watch over the rooftops.
<grown:Somewhere out in all that dark, {recipient} had {item} at last.><little:Far away, {recipient} had {item} now.>
<8-9:The night was big, {name} thought, but it was sewn all over with small, steady lights.><10-12:The night was enormous, {name} thought, but it was stitched all over with small, steady lights, like a carefully made quilt.>
Tomorrow night, {name} would look for that same first star again.
{Companion} settled down close by, warm and heavy.
<little:{name} counted the little lights.
One, two, three...
Before four, {they} was asleep.><grown:{name} counted the little lights, one, two, three, and somewhere before four, {they} was asleep.>

:: close moment.afraid-of-the-dark.c.blanket-den
setting: bedroom

<little:Back home, {name} pulled the covers over {their} head.
Just for a moment!><grown:Back home, {name} pulled the covers over {their} head, just for a moment.>
It was dark under there, warm and snug, like a den.
<8-9:The snuggest places were always a little dark, {name} thought: nests, and burrows, and dens.><10-12:It struck {name} that the snuggest places were nearly always a little dark: nests, and burrows, and dens, and beds.>
<little:{name} peeped out and thought of {recipient}.
{recipient} had {item} at last.><grown:{name} peeped out and thought of {recipient}, with {item} at last.>
<little:Tomorrow, {name} and {companion} could build a real den.
A blanket over two chairs!><grown:Tomorrow, {name} and {companion} could build a real den, with a blanket over two chairs.>
Then {name} curled up small and fell asleep.

:: close moment.afraid-of-the-dark.c.the-dark-bits
setting: bedroom
closes: first-star

<2-9:Back home, {name} snuggled down, and the light clicked off.
The first star still shone in the window.><10-12:Back home, {name} snuggled down as the light clicked off, and the first star still shone in the window.>
Side by side, {friends} thought about the night.
<grown:{name} had taken {item} to {recipient}, right through the dark, and home again.><little:{name} took {item} to {recipient}.
All the way, in the dark!>
<2-9:Tomorrow, {name} would tell everyone, starting with the dark bits.
{name} smiled into the dark and fell asleep.><10-12:Tomorrow {name} would tell everyone, starting with the dark bits; {they} smiled into the dark at the thought, and fell asleep.>

:: close moment.afraid-of-the-dark.c.own-dark
setting: bedroom

<2-9:Back home, {name} snuggled down in the dark.
{name} closed {their} eyes, and it was dark in there too.><10-12:Back home, {name} snuggled down in the dark and closed {their} eyes, and it was dark in there too.>
<grown:That dark was {name's} very own, full of pictures.><little:That dark was {name's} own, full of pictures.>
<little:There was {recipient}, smiling.
There was {item}, safe at last.
And there was {companion}, right beside {name}.><grown:There was {recipient}, smiling, and {item}, safe at last, and {companion}, right beside {name}.>
<2-9:Tomorrow there would be new ones.
{name} watched them drift by and fell asleep.><10-12:Tomorrow there would be new ones, but for now {name} watched these drift by until sleep came.>

:: close moment.afraid-of-the-dark.c.same-dark
setting: bedroom

<little:Back home, {name} curled up in the dark.
{Companion} lay close by.><6-9:Back home, {name} curled up in the dark, and {companion} lay close by.><10-12:Back home, {name} settled into the dark beside {companion}.>
<little:The dark had come along tonight.
All the way to {destination}, and home!><6-9:Tonight the dark had gone everywhere with {name}, to {destination} and home.><10-12:Tonight the dark had accompanied {name} everywhere, to {destination} and back, without a single word.>
<little:It never did a thing, except come along.
And {item} had reached {recipient}.><6-9:It had not done anything at all, except come along.
And {item} had reached {recipient}.><10-12:It had done absolutely nothing, {name} realised, except keep {them} company while {item} reached {recipient}.>
<little:Tomorrow night, the same dark would come back.
The very same one!><6-9:Tomorrow night the same dark would come back, the very same one as tonight.><10-12:Tomorrow night that same dark would return, familiar now, and perfectly ordinary.>
"An old friend," murmured {companion}.
{name} yawned into the soft, friendly dark, and fell asleep.

:: close moment.afraid-of-the-dark.c.eyes-get-used
setting: bedroom

<little:Back home, {name} lay in the dark.
At first, there was nothing to see.><6-9:Back home, {name} lay in the dark, and at first there was nothing to see.><10-12:Back home, {name} lay in a darkness so deep that at first nothing showed at all.>
<little:{Companion} waited close by.
Slowly, the room came back.
Window, door, chair!><6-9:{Companion} waited close by, and slowly the room came back: window, door, chair.><10-12:{Companion} waited patiently until, gradually, the room reappeared: window, door, chair.>
<little:Eyes learn the dark, bit by bit.><6-9:Eyes get used to the dark, bit by bit.><10-12:Eyes always adjust to the dark, given patience.>
{item} was with {recipient} now, far away.
<2-9:Tomorrow night, {name} would watch the room come back again.
Then {name} fell asleep.><10-12:Tomorrow night {name} would watch the room return again, but tonight {they} simply fell asleep.>
