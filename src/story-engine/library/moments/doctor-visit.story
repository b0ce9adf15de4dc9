// Going to the doctor: tomorrow the child sees the doctor. We do not know why (a check-up, a cough, a
// jab), so nothing here names a reason, an illness or a needle: only what nearly every visit has (a
// waiting room, looking in ears, listening to the chest, "say aah", a grown-up alongside). Nothing
// promises it won't hurt.
:: moment doctor-visit

:: raise moment.doctor-visit.r.toy-patients
setting: bedroom
opens: toys-on-pillow

{name's} toys sat in a row along the pillow.
<grown:{name} was listening to each one through a cardboard tube.><little:{name} listened to each one with a tube.>
"I'm going to the doctor's tomorrow," said {name}.
"So I'm practising."
<grown:Then {name} put the tube down and said, more quietly, "I don't really know what the doctor will do."><little:Then {name} said, very quietly, "What will the doctor do?">
{Companion} looked along the row of toys.
"Lots of looking and listening," said {companion}, "just like you."

:: raise moment.doctor-visit.r.good-questions
setting: bedroom

{name} could not get comfy.
<grown:{name} turned one way, then the other, then sat up with the covers round {their} shoulders.><little:{name} wriggled this way and that way.>
"Tomorrow I'm going to the doctor's," {name} said.
"Will the doctor's hands be cold?
Will it take a long time?
What if I don't know what to say?"
{Companion} listened to every question.
<little:"Those are just the right things to ask," said {companion}.><grown:"Those are just the right things to ask the doctor," said {companion} softly.>

:: raise moment.doctor-visit.r.heartbeat
setting: bedroom

{name} lay very quietly, with one hand on {their} chest.
Thump, thump, went something under {their} fingers.
"That's my heart," {name} whispered.
"The doctor might listen to it tomorrow.
I feel a bit wobbly about going."
<8-9:It was a funny thing, to feel wobbly about something that had not even happened yet.><10-12:It was a curious thing, {name} thought, that a feeling could turn up a whole day before the thing it was about.>
{Companion} leaned close and listened too.
<little:"It sounds like a good, brave heart," said {companion}.
"Wobbly feelings and all."><grown:"It sounds like a good, brave heart to me," said {companion}, "wobbly feelings and all.">

:: raise moment.doctor-visit.r.blanket-twist
setting: bedroom
opens: toys-on-pillow

{name's} toys sat along the pillow.
{name} twisted the blanket round and round.
<little:"I'm going to the doctor's tomorrow," {name} said.
"My tummy feels fluttery."><grown:"I'm going to the doctor's tomorrow," {name} said, "and my tummy feels fluttery.">
{Companion} settled close.
"Fluttery tummies are allowed," said {companion}, "and so are cuddles."

:: raise moment.doctor-visit.r.what-if-tears
setting: bedroom

"What if I cry at the doctor's tomorrow?" {name} whispered.
{Companion} thought about it for a while.
<little:"Someone who loves you will hold you close," said {companion}.
"And the tears will dry."><grown:"Then someone who loves you will hold you close," said {companion}, "and the tears will dry.">

:: raise moment.doctor-visit.r.waiting-room
setting: bedroom

{name} drummed {their} fingers on the blanket, tap, tap, tap.
"At the doctor's tomorrow there's a waiting room first," {name} said.
"And I'm not very good at waiting."
"Nor me," said {companion}, drumming along until {name} giggled.

:: raise moment.doctor-visit.r.even-doctors
setting: bedroom

<2-9:"Do doctors ever go to the doctor's?" asked {name}.
"Yes, when they need to," said {companion}.
"We all go now and then.
Babies, grown-ups, and even doctors."
{name} thought of a doctor saying "Aah!", and giggled.><10-12:"Do doctors ever go to the doctor's?" asked {name}.
"Yes, when they need to," said {companion}, "because everybody goes sometimes: babies, grown-ups, even doctors."
{name} pictured a doctor perched in the patient's chair, and giggled.>

:: raise moment.doctor-visit.r.go-anyway
setting: bedroom

<2-9:{name} pressed {their} face into the pillow.
"I don't want to go tomorrow," said a muffled voice.
"Not to the doctor's."
"That's all right," said {companion} gently.
"You can feel like that and go anyway.
That's a grown-up sort of brave."><10-12:{name} pressed {their} face into the pillow, and a muffled voice said, "I don't want to go to the doctor's tomorrow."
"That's all right," said {companion} gently, "you can feel like that and still go, which is grown-up bravery.">

:: rehearse moment.doctor-visit.h.fawn-ears
setting: forest
energy: gentle

{onward}<little:a lantern glowed by a tree stump.
The stump had a round door!><grown:a lantern glowed by a round door in a tree stump.>
<little:Inside was a stork doctor, and a little fawn.
The stork wanted to look in the fawn's ears.
But the fawn kept hiding!><grown:Inside, a stork doctor wanted to look in a fawn's ears, but the fawn kept hiding.>
"I'll hold your hoof," said {name}.
<grown:So the stork peeped gently into each soft ear with a tiny torch.><little:The stork peeped in with a tiny torch.>
"Is that all?" said the fawn.
Then {name} had a turn, while {companion} watched from the doorway.
<grown:It felt a bit funny, and then it was done.><little:It felt funny.
Then it was done.>
<little:{item} was still safe.
And on they went.><grown:{item} was still safe {itemHeld}, and on they went.>

:: rehearse moment.doctor-visit.h.say-aah
setting: village
energy: gentle

{onward}six piglets were waiting outside the village nurse's cottage.
One by one, they went in, opened wide and said, "Aaah!"
But the smallest piglet hid behind the door.
"I'll go first," said {name}.
<grown:{name} opened wide and said the biggest "Aaah!" the village had ever heard.><little:{name} opened wide.
"Aaah!">
The nurse, a kind old sheep, peeped in with her little light.
"Lovely," she said.
<little:The smallest piglet giggled.
{Companion} gave her a nod.
Then the piglet had a go too!><grown:The smallest piglet giggled, and when {companion} gave her a nod, she had a go too.>
<little:Then off went {name}.
Off to {destination}!><grown:Then off went {name}, towards {destination}.>

:: rehearse moment.doctor-visit.h.listening-tube
setting: river
energy: calm

{onward}<little:there was a slow, quiet river.
A gentle hippo sat in the shallows.><grown:a gentle hippo sat in the shallows of the slow, quiet river.>
Round the hippo's neck hung a doctor's listening tube.
"I listen to the fishes' hearts," she said softly.
"Would you like to hear yours?"
<grown:{name} nodded, and the hippo pressed the cool, round end to {name's} chest.><little:The cool, round end touched {name's} chest.>
"Ooh, chilly," {name} giggled.
Then {name} had a listen, and let {companion} have one too.
Ba-dum, ba-dum, ba-dum.
<8-9:It was strange and wonderful, that steady little drum that had been there all along.><10-12:It was strange and rather wonderful, that steady little drum, quietly keeping time all along, day and night, without being asked.>
<little:{item} was safe, and {name} walked on, smiling.><grown:With {item} safe {itemHeld}, {name} walked on, smiling.>

:: rehearse moment.doctor-visit.h.height-marks
setting: treehouse
energy: gentle

{onward}<little:a ladder went up to a treehouse.
Pencil marks climbed the big trunk.><grown:pencil marks climbed the big trunk by the treehouse ladder.>
A squirrel doctor was measuring the young squirrels.
<grown:"Your turn," she said, and {name} stood against the bark, heels down, very tall and very still.><little:"Your turn," she said.
{name} stood very tall and very still.>
Scritch, went the pencil.
"A fine, tall mark," said the doctor, and {companion} nodded proudly.
{name} carried {item} on, still smiling about that tall mark.

:: rehearse moment.doctor-visit.h.tickly-tummy
setting: beach
energy: gentle

{onward}<little:an old seal doctor sat on the cool sand.
Gently, she pressed a pup's tummy with one flipper.><grown:an old seal doctor sat on the cool sand, pressing a pup's tummy with one gentle flipper.>
"Tickly!" giggled the pup.
"Your turn?" asked the doctor.
<grown:{name} lay down on the sand, and the flipper pressed softly here, and here.><little:{name} lay down.
Press, press!>
"Tickly!" laughed {name}, and {companion} laughed too.
<little:On they went, {item} safe and sound.><grown:On they went, {item} safe {itemHeld}.>

:: close moment.doctor-visit.c.hand-to-hold
setting: bedroom

<little:Back home, {name} climbed into bed.
{Companion} tucked the covers in close.><grown:Back home, {name} climbed into bed, and {companion} tucked the covers in close.>
<grown:It had been a long way to {recipient} and back, and {name's} legs felt warm and heavy.><little:It was a long way to {recipient} and back.>
"Tomorrow is the doctor's," {name} murmured.
<little:A grown-up would be there the whole time.
There would be a hand to hold.><grown:A grown-up would be there the whole time, with a hand to hold whenever {name} wanted it.>
{name} practised, curling one small hand round a corner of the blanket.
"I'll be thinking of you," said {companion}.
<grown:The moon looked kindly in at the window.><little:The moon looked in.>
{name's} eyes closed, and {they} drifted off to sleep.

:: close moment.doctor-visit.c.toy-to-take
setting: bedroom
closes: toys-on-pillow

<little:Back home, {name} snuggled under the covers.
The room was soft and dim.><grown:Back home, {name} snuggled under the covers, and the room was soft and dim.>
<little:{name} thought of {item}, and smiled.
It was just where {recipient} wanted it.><grown:{name} thought of {item}, just where {recipient} wanted it, and smiled.>
<little:Then {name} chose a toy from the pillow.
It could come to the doctor's tomorrow.><grown:Then {name} looked along the toys on the pillow and chose one to take to the doctor's tomorrow.>
<grown:It was the softest one, the one that was best at being held tight.><little:It was the softest one.
The best one for a cuddle.>
"You can come too," {name} whispered to it.
<little:{Companion} nodded.
A very good choice!><grown:{Companion} gave {sound}, as if that was a very good choice.>
{name} tucked the toy in close.
And soon they were both fast asleep, nose to nose.

:: close moment.doctor-visit.c.whole-day
setting: bedroom

Back home, {name} wriggled down into bed[ under the {colour} blanket].
{Companion} settled close, warm and quiet.
"I wonder if {recipient} is asleep yet," {name} whispered.
Then {name} thought about tomorrow.
First there would be the doctor's, with its looking and its listening.
<grown:And after that, the rest of the day would still be there, the same as always: lunch, and playing, and a bath, and bed.><little:Then lunch.
Then playing.
Then a bath, and bed.>
<8-9:The doctor's was only one small part of a whole long day, and somehow that made it feel smaller.><10-12:Seen like that, the doctor's was only one small part of a long, ordinary day, which made it feel far more manageable.>
"One step at a time," said {companion}.
{name} gave a slow, sleepy smile, and sleep came softly in.

:: close moment.doctor-visit.c.news-for-the-doctor
setting: bedroom

Back home, {name} snuggled down under the covers.
"Tomorrow I'll tell the doctor about {recipient}," {name} whispered.
<grown:"And about {item}, and the whole long way."><little:"And about {item}.">
Doctors often chat while they look and listen.
"That will be a very good story," said {companion}.
{name's} eyes closed, and sleep came softly.

:: close moment.doctor-visit.c.big-breaths
setting: bedroom

Back home, {name} climbed into bed, thinking of {recipient}.
<grown:Tomorrow, while the doctor listened, {name} might be asked for big, slow breaths.><little:Tomorrow the doctor might say, "Big breaths, please.">
So {name} practised.
In, slow and deep.
Out, slow and soft.
{Companion} breathed along, warm and close.
By the third big breath, {name} was fast asleep.

:: close moment.doctor-visit.c.clothes-on-chair
setting: bedroom
closes: toys-on-pillow

Back home, {name} climbed into bed, thinking of {recipient}.
On the chair lay tomorrow's clothes, folded ready for the doctor's.
Socks on top, and one toy from the pillow, coming too.
<little:Tomorrow they would go with {name}.
All the way there, and all the way home.><grown:Tomorrow they would go with {name}, all the way there and all the way home again.>
"Goodnight, socks," whispered {companion}.
{name} smiled, and was soon asleep.

:: close moment.doctor-visit.c.listening-ears
setting: bedroom

<2-9:Back home, {name} lay very still and listened.><10-12:Back home, {name} lay perfectly still, listening.>
<little:The house was quiet.
{Companion} breathed slow and soft.><6-9:The house was quiet, and {companion} breathed slow and soft.><10-12:The house was silent except for {companion's} slow, soft breathing.>
<little:{name's} ears had heard so much tonight.
To {destination} and back!><6-9:{name's} ears had heard a whole journey tonight, to {destination} and home.><10-12:{name's} ears had listened to an entire journey tonight, to {destination} and home again.>
And now {recipient} had {item}.
<little:Tomorrow, the doctor might peep in {name's} ears.
With a tiny light!><6-9:Tomorrow the doctor might peep into {name's} ears with a tiny light.><10-12:Tomorrow the doctor might peer into {name's} ears with a tiny light.>
"Good ears for a good listener," whispered {companion}.
<little:{name} listened a little longer.
Then {they} was asleep.><6-9:{name} listened to the quiet a moment more, then fell asleep.><10-12:{name} listened to the silence a moment longer, then drifted into sleep.>

:: close moment.doctor-visit.c.practice-yawn
setting: bedroom

<2-9:Back home, {companion} tucked {name} in.><10-12:Back home, {companion} tucked {name} snugly in.>
<little:{recipient} had {item}, safe and sound.><6-9:{name} was glad that {recipient} had {item}.><10-12:{name} was delighted that {item} had reached {recipient}.>
<2-9:Then {name} gave a great big "aah" of a yawn.><10-12:Then {name} gave an enormous, wide-open "aah" of a yawn.>
<little:"That's how to say it at the doctor's," whispered {companion}.><6-9:"That's how to say it at the doctor's," whispered {companion}.><10-12:"That's precisely how to say it at the doctor's," whispered {companion}.>
<little:Tomorrow, the doctor might ask for an "aah".
Then the doctor could peep inside!><6-9:Tomorrow the doctor might ask for an "aah", to peep at {name's} throat.><10-12:Tomorrow the doctor might request an "aah", to examine {name's} throat.>
<2-9:With one last, small "aah", {name} fell asleep.><10-12:With one final, drowsy "aah", {name} drifted into sleep.>
