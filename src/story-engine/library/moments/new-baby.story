// New baby: the baby may still be coming or may have just arrived, so every line says "the new baby" and
// reads right either way (no birth, no hospital, no "when the baby comes").
:: moment new-baby

:: raise moment.new-baby.r.tiny-socks
setting: bedroom
opens: practised-hello

<grown:{name} pulled something small out of {their} pocket: a pair of tiny socks.
They were the new baby's, and they fitted right over two of {name's} fingers.><little:{name} had a pair of tiny socks.
They were for the new baby.
They fitted on two fingers!>
{name} made them walk along, tip, tap, and whispered, "Hello, baby."
<grown:"Everybody keeps talking about the new baby," {name} said quietly.
"I don't know if I feel happy or cross or both."><little:"Everybody talks about the baby," said {name}.
"I feel happy and cross.">
"Both is allowed," said {companion} softly.

:: raise moment.new-baby.r.practice-faces
setting: bedroom
opens: practised-hello

{name} had a question, and it would not go to sleep.
"What does a new baby actually do all day?"
"Sleeps, mostly, and looks at faces," said {companion}.
"Babies love faces best of all."
<grown:So {name} tried out a kind face, a surprised face and a very silly face with {their} tongue out.><little:So {name} tried a kind face.
Then a silly one!>
<8-9:It seemed important to have a good one ready.><10-12:It seemed important to have a good one ready, {name} thought, because first impressions matter, even to somebody very small.>
"Hello, baby," {name} practised, in {their} softest voice.

:: raise moment.new-baby.r.small-as-a-bean
setting: bedroom

{name} curled up small, knees to chin, as small as a bean.
<grown:"I'm being the baby," came a muffled voice.
"Babies get carried everywhere, and everybody looks at them."><little:"I'm the baby now," said {name}.
"Babies get carried.">
Then {name} uncurled a little and peeped out.
<grown:"I'm too big to be the baby, aren't I?"><little:"I'm too big, aren't I?">
<little:"Even big ones need cuddles," said {companion}.
Then came a long, long cuddle.><grown:"Even big ones need cuddles," said {companion}, and gave {name} a long one.>

:: raise moment.new-baby.r.baby-photo
setting: bedroom

<little:{name} held up a photo of a tiny baby.
The baby wore a woolly hat.><grown:{name} held up a photo of a tiny baby in a woolly hat.>
"That was me," said {name}.
"Was I as small as the new baby?"
"Just as small," said {companion}, "and just as wrinkly."

:: raise moment.new-baby.r.big-one
setting: bedroom

<little:{name} sat up tall.
"With the new baby, I'm the big one!"><grown:"With the new baby, I'm the big one," said {name}, sitting up tall.>
Then {name} frowned.
"What do big ones do?"
<little:"Just what you do now," said {companion}.
"With someone small watching, amazed."><grown:"Just what you do now," said {companion}, "with someone small watching, amazed.">

:: raise moment.new-baby.r.first-present
setting: bedroom
opens: present-for-baby

{name} was choosing a present for the new baby.
A rattle, a squeaky duck, or a soft old blanket?
"How do you choose for someone so new?"
"Choose the one you loved first," said {companion}.
{name} knew at once.


:: raise moment.new-baby.r.whisper-forever
setting: bedroom

<2-9:{name} had heard that new babies need lots of quiet.
"Will I have to whisper forever?" {name} whispered.
"Only while the baby sleeps," {companion} whispered back.
"Babies like happy voices too."
{name} giggled, a little bit loud.><10-12:{name} had heard that new babies need plenty of quiet.
"Will I have to whisper forever?" {name} whispered anxiously.
"Only while the baby sleeps," {companion} whispered back.
"Babies enjoy cheerful voices too."
{name} giggled, slightly too loudly.>

:: raise moment.new-baby.r.how-babies-talk
setting: bedroom

<2-9:{name} practised putting {their} hands over {their} ears.
"Do new babies cry a lot?"
"Crying is how babies talk," said {companion}.
{name} took {their} hands down.
"What do they say?"
"Hungry, or sleepy, or hold me."><10-12:{name} tried clamping {their} hands over {their} ears.
"Do new babies cry a lot?"
"Crying is how babies communicate," said {companion}.
Curious, {name} lowered {their} hands.
"What are they saying?"
"I'm hungry, I'm sleepy, or please hold me.">

:: raise moment.new-baby.r.not-yet
setting: bedroom

<2-9:{name} counted on {their} fingers.
"The new baby can't talk, or walk, or even sit up."
"Or say my name!"
"Not yet," said {companion}.
"Babies learn new things all the time."><10-12:{name} counted off on {their} fingers everything the new baby couldn't do.
"It can't talk, or walk, or even sit up, or say my name."
"Not yet," said {companion}, "but babies are always discovering something new.">

:: rehearse moment.new-baby.h.otter-pup
setting: river
energy: calm

{onward}<little:a mother otter sat on the river bank.
She was rocking a brand-new pup.><grown:a mother otter sat on the river bank, rocking a brand-new pup.>
<little:The pup was crying a thin, squeaky cry.
It would not stop.><grown:The pup was crying a thin, squeaky cry, and it would not stop.>
"May I try?" whispered {name}.
<little:{They} knelt down and hummed, soft and low.
Just the way {they} liked to be sung to.><grown:{They} knelt down and hummed, the way {they} liked to be sung to.>
{Companion} joined in, very low and soft.
<little:Then {name} held out one finger.
A tiny paw curled round it and held on.><grown:Then {name} held out one finger, and a tiny paw curled round it and held on.>
<little:The crying stopped.><grown:Little by little, the crying stopped.>
<8-9:It was surprising how strong such a small paw could be.><10-12:It was astonishing how firmly such a tiny paw could hold on, as if it had already decided to trust {name}.>
<little:"Thank you," yawned the mother otter.
Then on went {name}.
On to {destination}.><grown:"Thank you," yawned the mother otter, and on went {name} to {destination}.>

:: rehearse moment.new-baby.h.harvest-nest
setting: meadow
energy: gentle

{onward}<little:a little nest swung between two stalks.
It was like a ball of woven grass.><grown:a nest like a ball of woven grass swung between two stalks.>
"Shh," whispered a harvest mouse, "the new baby is asleep."
<little:So {name} tiptoed past, slow as a snail.
{Companion} came just behind.><grown:So {name} tiptoed past, slow as a snail, with {companion} just behind.>
<little:Then crack went a twig!
The nest gave a small, cross squeak.><grown:Then crack went a twig, and the nest gave a small, cross squeak.>
<grown:{name's} cheeks went hot.><little:Oh dear!>
"Babies wake up all the time," said the mouse kindly.
"Just give the stalk a rock."
<little:So {name} rocked it gently.
The squeak became a tiny snore.
Then {name} tiptoed on towards {recipient}.><grown:So {name} rocked it gently until the squeak became a tiny snore, and then tiptoed on towards {recipient}.>

:: rehearse moment.new-baby.h.copy-chick
setting: farm
energy: gentle

{onward}a small cheep came from the sleeping farmyard.
<grown:A brand-new chick, fluffy as a dandelion clock, had wandered out of the hen house.><little:A tiny chick had come out of the hen house.>
When {name} took a step, the chick took a step.
<little:When {name} hopped, the chick hopped.
It fell over, and got up again!><grown:When {name} hopped, the chick hopped, and fell over, and got up again.>
<grown:"Babies learn by watching the big ones," clucked the mother hen.><little:"Babies copy the big ones," clucked the hen.>
So {name} walked the chick home, with slow steps for small feet.
{Companion} held the hen house door open.
<little:Then {name} set off, feeling a little taller.
Off to {destination}!><grown:Then {name} set off for {destination}, feeling a little taller.>

:: rehearse moment.new-baby.h.room-in-the-nest
setting: orchard
energy: gentle

{onward}a squirrel sat on an apple branch, tail drooping.
<little:"There's a new baby in our nest," it sniffed.
"And no room left."><grown:"There's a new baby in our nest," it sniffed, "and no room left.">
<grown:{name} peeped in and found a gap by the baby.><little:{name} peeped in.
There was a little gap by the baby!>
<grown:The squirrel squeezed in, and the baby curled its tail over them both.><little:In squeezed the squirrel.
The baby curled its tail over them both.>
<little:{Friends} shared a smile.
On they tiptoed.
On to {destination}.><grown:{Friends} shared a smile and tiptoed on towards {destination}.>

:: rehearse moment.new-baby.h.crinkle-book
setting: library
energy: calm

{onward}the library was hushed.
Then came a bump, and another bump.
A baby mole was pulling books off the shelves.
<grown:{name} found a soft cloth book with crinkly pages, and held it out.><little:{name} found a soft book with crinkly pages.>
Crinkle, crinkle!
The baby mole forgot the shelves at once.
<little:{Companion} passed the books back.
{name} tidied them away.
Then on they tiptoed, towards {recipient}.><grown:{Companion} passed the books back, {name} tidied them away, and on they tiptoed towards {recipient}.>

:: close moment.new-baby.c.lots-of-tomorrows
setting: bedroom
closes: practised-hello

Back home, {name} snuggled down under the covers.
{item} was with {recipient} now, safe and sound.
<grown:{name} lay looking at the ceiling and thought of all the things there were to show a new baby.><little:{name} thought of things to show the new baby.>
The moon.
The very best puddle for jumping in.
And first of all, a soft "Hello, baby."
<grown:The new baby would be small for a long while, and there would be lots and lots of tomorrows to show it everything.><little:There would be lots of tomorrows for that.>
"Lucky baby," whispered {companion}.
{name} smiled, and yawned, and fell asleep thinking of puddles.

:: close moment.new-baby.c.just-as-much
setting: bedroom
closes: present-for-baby

Back home, {name} climbed into bed, warm and glad.
{They} thought of {recipient} with {item}, and smiled.
<grown:Tomorrow there might be lots of fuss about the new baby, and a present ready to give.><little:Tomorrow there might be baby fuss.
The present would be ready.>
<grown:But tomorrow {name} would still have {their} own bed, {their} own name and {their} own favourite song.><little:But {name} would still be {name}.>
<grown:And everyone who loved {name} today would love {them} tomorrow, just as much.><little:And {name} would still be loved, just as much.>
"Just as much," said {companion}, tucking the covers close.
<8-9:{name} thought of all the cuddles there had ever been, and how they never ran out.><10-12:{name} thought of all the cuddles there had ever been, and felt a quiet relief that cuddles never seem to run out.>
{name's} eyes closed, and sleep came softly in.

:: close moment.new-baby.c.lullaby-kept
setting: bedroom
closes: practised-hello

<little:Back home, {name} climbed into bed.
{They} pulled the covers up to {their} chin.><grown:Back home, {name} climbed into bed and pulled the covers up to {their} chin.>
<little:Far away, {recipient} had {item} now.
All was well.><grown:Far away, {recipient} had {item} now, and all was well.>
<grown:"{refrain}," {name} sang, very softly, the way you sing to someone small.><little:"{refrain}," sang {name}, very softly.>
<grown:Sung that softly, it sounded like a lullaby, and {name} decided to keep it for the new baby.><little:Sung softly, it was a lullaby.
{name} would keep it for the new baby.>
<grown:Tomorrow {name} could practise it again, and the soft "Hello, baby" too.><little:{name} could sing it again tomorrow.
And practise "Hello, baby" too.>
"Lovely," whispered {companion}.
<grown:{name} hummed it once more, slower and slower, and somewhere in the middle fell asleep.><little:{name} hummed it once more, slow and soft.
And then {name} was asleep.>

:: close moment.new-baby.c.first-smile
setting: bedroom
closes: present-for-baby

Back home, {name} snuggled down, with {companion} close by.
<little:{name} thought of {item}.
It was just where {recipient} wanted it.><grown:{name} thought of {item}, just where {recipient} wanted it.>
<grown:Babies learn to smile by watching faces, and soon the new baby would smile too.><little:Soon the new baby would learn to smile.>
<grown:Tomorrow {name} would have {their} best smile ready, and the present too, just in case.><little:{name} would have a smile ready.
And the present!>
{name} was still smiling when {they} fell asleep.

:: close moment.new-baby.c.tell-the-baby
setting: bedroom

Back home, {name} climbed into bed.
<little:{They} had carried {item} to {recipient}.
All the way!><grown:{They} had carried {item} all the way to {recipient}.>
Tomorrow {name} could tell the new baby all about it.
{Companion} could do the funny voices.
<grown:Babies don't know words yet, but they love a voice they know.><little:Babies love a voice they know.>
<grown:{name} began telling it in {their} head, and fell asleep long before the end.><little:{name} began the story in {their} head.
But sleep came first.>

:: close moment.new-baby.c.cushion-arm
setting: bedroom

Back home, {name} snuggled down.
{They} thought of {recipient}, holding {item} so carefully.
<grown:Soon {name} could hold the new baby too, on the sofa, with a cushion under {their} arm and a grown-up close by.><little:Soon {name} could hold the new baby too.
A cushion under {their} arm.
A grown-up close by.>
"Gently does it," murmured {companion}.
<grown:{name} curled an arm round the pillow, just to practise, and fell asleep.><little:{name} hugged the pillow, just to practise.
Then {name} fell asleep.>

:: close moment.new-baby.c.tiny-hand
setting: bedroom

<2-9:Home again, {name} snuggled down, with {companion} close by.><10-12:Home again, {name} snuggled down, and {companion} settled close by.>
<little:{recipient} had {item} now.
The long way was done.><6-9:{recipient} had {item} now, and the long way was done.><10-12:{recipient} had {item} at last, and the long journey was over.>
<little:A new baby's hand is very tiny.
But it can hold on tight.><6-9:A new baby's hand is very tiny, but it can hold on tight.><10-12:A new baby's hand is astonishingly tiny, yet it can grip surprisingly tightly.>
<little:One day soon, it might hold {name's} finger.><6-9:One day soon, it might hold on to {name's} finger.><10-12:One day soon, it might curl round {name's} finger and refuse to let go.>
<2-9:{Companion} gave {name's} finger a soft squeeze, and {name} fell asleep.><10-12:{Companion} gave {name's} finger a gentle squeeze, just to practise, and {name} fell asleep.>

:: close moment.new-baby.c.learning-to-sleep
setting: bedroom

<2-9:Home again, {name} wriggled down into bed.
{Companion} settled close by.><10-12:Home again, {name} wriggled down into bed while {companion} settled close by.>
<little:{name} thought of {item}.
It was safe with {recipient}.><6-9:{name} thought of {recipient}, who had {item} safe at last.><10-12:{name} thought of {item}, delivered safely to {recipient}.>
<little:"New babies wake up lots," said {companion}.
"They are still learning to sleep."><6-9:"New babies wake up lots," said {companion}.
"They're still learning how to sleep."><10-12:"New babies wake up a great deal," {companion} explained, "because they're still learning how to sleep.">
<little:{name} was good at sleeping now.><6-9:{name} had been learning for years, and was good at it now.><10-12:{name} had been practising for years, and was rather accomplished by now.>
<little:One day, {name} could show the new baby how.><6-9:One day, {name} could show the new baby how it was done.><10-12:One day, perhaps, {name} could teach the new baby the knack.>
<little:{name} closed {their} eyes to show how.
Then {name} fell fast asleep.><6-9:So {name} closed {their} eyes to show just how, and fell fast asleep.><10-12:So {name} closed {their} eyes to demonstrate, and fell fast asleep.>
