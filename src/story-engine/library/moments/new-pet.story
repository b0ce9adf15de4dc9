// New pet: the pet may be coming or just arrived, and it may be any animal, so it is always "the new pet"
// and never a kind (a cat, dog or rabbit would also name a companion's species).
:: moment new-pet

:: raise moment.new-pet.r.happy-fizz
setting: bedroom
opens: pet-nicknames

{name} could not keep still.
{They} wriggled, and fidgeted, and bounced.
<grown:"I keep thinking about the new pet," {name} said.
"My tummy has gone all fizzy, like lemonade.
I might call it Wiggles, or Captain Nibbles!"><little:"The new pet!" said {name}.
"My tummy is all fizzy!
I might call it Wiggles!">
<little:"Happy fizz is the very best kind," said {companion}.
{Companion} bounced too.><grown:"Happy fizz is the very best kind," said {companion}, and gave a little bounce too.>

:: raise moment.new-pet.r.will-it-like-me
setting: bedroom

{name} had been thinking hard about the new pet.
<grown:"What if the new pet doesn't like me?" {name} whispered.
"What if it hides, or wriggles away?"><little:"What if the new pet doesn't like me?" whispered {name}.>
{Companion} listened all the way to the end.
"Liking grows slowly, like a seed," said {companion}.
"And you have already planted yours."

:: raise moment.new-pet.r.everything-strange
setting: bedroom

<grown:{name} was thinking about how big a house must look to someone very small and very new.><little:{name} was thinking about the new pet.>
"Will the new pet be scared at our house?" {name} asked.
"Everything will be so strange."
"A little, at first," said {companion}.
"That's why it needs someone gentle, like you."
{name} thought about being gentle, and {their} hands went soft and still.

:: raise moment.new-pet.r.nicknames
setting: bedroom
opens: pet-nicknames

{name} was trying out nicknames for the new pet.
"Wiggles? Muffin? Captain Nibbles?"
{name} giggled, and {companion} giggled too.
<little:"The best pets get lots of names," said {companion}.><grown:"The best pets always end up with lots of names," said {companion}.>

:: raise moment.new-pet.r.counting-jobs
setting: bedroom
opens: pet-jobs

{name} counted on {their} fingers: fresh water, breakfast, supper, a clean home.
"What if I forget something?" {name} asked.
"Nobody looks after a pet all alone," said {companion}.
"The grown-ups will help you remember."

:: raise moment.new-pet.r.pet-talk
setting: bedroom

{name} lay thinking, chin in hands.
"How will I know what the new pet wants?" {name} asked.
"Pets talk with twitches and wiggles and little noises," said {companion}.
"Watch closely, and you'll soon understand."

:: raise moment.new-pet.r.still-learning
setting: bedroom

<2-9:{name} pulled the covers up and whispered a worry.
"What if the new pet is naughty?"><10-12:Pulling the covers up, {name} whispered a worry: "What if the new pet misbehaves?">
<2-9:"New pets get things wrong while they are learning," said {companion}.
"So do I.
So do you."><10-12:"New pets get things wrong while they are learning," said {companion}, "and so do I, and so do you.">
{name} smiled.

:: raise moment.new-pet.r.cuddle-kind
setting: bedroom

<2-9:{name} hugged {their} pillow tight.
"I'm going to cuddle the new pet all day long!"><10-12:Hugging {their} pillow tight, {name} announced, "I'm going to cuddle the new pet all day long!">
<little:"Some pets love cuddles," said {companion}.
"Some like to sit close by instead."><6-9:"Some pets love cuddles, and some like to sit close by instead," said {companion}.><10-12:"Some pets adore cuddles, and others prefer simply to sit close by," said {companion}.>
{name} gave the pillow a gentler squeeze.

:: raise moment.new-pet.r.own-spot
setting: bedroom

<2-9:{name} patted the end of the bed.
"Can the new pet sleep here, with me?"><10-12:Patting the end of the bed, {name} asked whether the new pet could sleep there.>
<2-9:"Most pets like a cosy spot of their own," said {companion}.><10-12:"Most pets prefer a snug, private spot of their own," said {companion}.>
<2-9:{name} wriggled down into {their} own cosy spot.
It was just the right size.><10-12:{name} burrowed into {their} own cosy spot, which was precisely the right size.>

:: rehearse moment.new-pet.h.flat-hand
setting: farm
energy: gentle

{onward}<little:there was a farm gate.
A shaggy brown donkey leaned over it.><grown:a shaggy brown donkey was leaning over the farm gate.>
<little:"She's friendly," said a hen on the fence.
The hen pushed a carrot along the rail.><grown:"She's friendly," said a hen on the fence, and pushed a carrot along the rail.>
"Hold your hand flat, like a plate."
{Companion} kept very still, so as not to startle the donkey.
{name} held out the carrot on a flat, steady palm.
<grown:Soft, whiskery lips tickled, and the carrot was gone.><little:Tickle, tickle!
The carrot was gone.>
<little:{name} giggled, and stroked the donkey's neck.
Slowly, the way the fur went.><grown:{name} giggled, and stroked the donkey's neck slowly, the way the fur went.>
<little:The donkey leaned in, warm and heavy.
Then on went {name}.
On to {destination}!><grown:The donkey leaned in, warm and heavy, and {name} went on towards {destination}.>

:: rehearse moment.new-pet.h.one-pinch
setting: pond
energy: calm

{onward}<little:the pond was still.
Goldfish drifted under the lily pads.><grown:the pond was still, and goldfish drifted under the lily pads.>
<little:"Supper time," croaked a frog.
The frog pushed a tiny pot of fish flakes to {name}.><grown:"Supper time," croaked a frog, and nudged a tiny pot of fish flakes towards {name}.>
{name} nearly tipped in the whole lot.
"Only a pinch!" said the frog.
"Their tummies are no bigger than their eyes."
So {name} took one small pinch and sprinkled it on the water.
<little:Up came the goldfish, pop, pop, pop!
The flakes were gone, and {companion} laughed softly.><grown:Up came the goldfish, pop, pop, pop, and {companion} laughed softly as the flakes vanished.>
<little:"Just right," said the frog.
And on went {name}, towards {recipient}.><grown:"Just right," said the frog, and {name} went on towards {recipient}.>

:: rehearse moment.new-pet.h.shy-tortoise
setting: village
energy: calm

{onward}a hedgehog family stood by their gate, looking worried.
<grown:"Our new tortoise is hiding," they whispered, "and he won't come out."><little:"Our new tortoise is hiding," they whispered.>
{name} wanted to knock on the shell and say hello.
<grown:Instead, {name} sat down on the path, close but not too close, and laid a dandelion leaf by the shell.><little:Instead, {name} sat down nearby.
{They} put a dandelion leaf by the shell.>
Then {name} waited, talking softly to {companion} about {recipient}.
Slowly, slowly, a wrinkly head came out.
<grown:Munch went the dandelion leaf, and {name's} smile grew and grew.><little:Munch, munch!
{name} smiled and smiled.>

:: rehearse moment.new-pet.h.cupped-hands
setting: library
energy: calm

{onward}<little:the library had a pet hamster.
It had climbed out onto the reading table.><grown:the library's pet hamster had climbed out onto the reading table.>
<grown:{name} made a cup of two hands and laid it flat on the table.><little:{name} made a cup with two hands, flat on the table.>
The hamster sniffed, and trotted right in.
Its whiskers tickled.
<little:{Companion} held the cage door open.
{name} carried the hamster back, low and slow.><grown:{Companion} held the cage door open, and {name} carried the hamster back, low and slow.>
Then on they went towards {recipient}.

:: rehearse moment.new-pet.h.popcorn
setting: orchard
energy: gentle

{onward}<little:a guinea pig sat in its run.
It was under the apple trees.><grown:a guinea pig sat in its run under the apple trees.>
{name} passed it a slice of apple through the wire.
Munch, munch, then up it jumped, four feet at once!
"That's popcorning," said a mouse on the fence.
"It means happy."
{Companion} laughed, and up it jumped again.
<little:{name} giggled.
On to {destination}!><grown:{name} giggled, and went on towards {destination}.>

:: close moment.new-pet.c.one-hello
setting: bedroom

Back home, {name} snuggled down, and {companion} settled close by.
<little:{name} thought of {recipient} with {item}.
It had all gone so well.><grown:{name} thought of {recipient} with {item}, and how well it had all gone.>
Then {they} thought about the new pet.
<grown:There would be lots of tomorrows for the two of them to get to know each other.><little:There would be lots of tomorrows.
Lots of time to say hello.>
"One hello at a time," whispered {companion}.
<grown:{name} yawned the biggest yawn of the whole night, and fell asleep.><little:{name} yawned a big yawn.
Then {name} fell asleep.>

:: close moment.new-pet.c.asleep-too
setting: bedroom
closes: pet-nicknames

Back home, the house was dark and quiet.
<little:{name} thought of {item}.
It was just where {recipient} wanted it.><grown:{name} thought of {item}, just where {recipient} wanted it.>
Somewhere, maybe very close by, the new pet was asleep too.
<grown:Perhaps it was curled up tight, or tucked in a corner, or dreaming whatever new pets dream.><little:Maybe it was curled up tight.
Maybe it was dreaming.>
"Sleep well, Wiggles," {name} whispered into the dark.
"Or Captain Nibbles."
{Companion}, at the foot of the bed, whispered it too.
Every tomorrow would bring the two of them a little closer.
<little:{name} closed {their} eyes.
Soon {they} was asleep too, as cosy as a new pet.><grown:{name} closed {their} eyes, and soon {they} was asleep too, curled up as cosy as a new pet.>

:: close moment.new-pet.c.gentle-hands
setting: bedroom
closes: pet-jobs

<little:Back home, {name} climbed into bed.
{They} looked at {their} hands in the dim light.><grown:Back home, {name} climbed into bed and looked at {their} hands in the dim light.>
<little:These hands had carried {item} to {recipient}.
They never once let go.><grown:These hands had carried {item} to {recipient}, and never once let go.>
<grown:Tomorrow they could be gentle hands for the new pet, and help with the jobs {name} had counted.><little:Tomorrow they could be gentle hands.
And help with the pet's jobs.>
{name} folded them together under the quilt, warm and still.
"Good hands," said {companion} softly.
<grown:The room grew quieter, and {name's} eyes grew heavier, until at last {they} was fast asleep.><little:{name's} eyes grew heavy.
Then {name} was asleep.>

:: close moment.new-pet.c.pets-breakfast
setting: bedroom
closes: pet-jobs

Back home, {name} snuggled down, with {companion} close by.
<little:{name} thought of {recipient} with {item}.
{They} smiled a sleepy smile.><grown:{name} thought of {recipient} with {item}, and smiled a sleepy smile.>
<grown:Tomorrow morning, {name} and a grown-up could start on the jobs {they} had counted, breakfast first.><little:Tomorrow, {name} could help feed the new pet.
Job number one!>
"Pets never forget who brings breakfast," whispered {companion}.
{name} yawned a slow, happy yawn, and fell asleep.

:: close moment.new-pet.c.voice-it-knows
setting: bedroom

Back home, {name} wriggled down into bed.
{item} was just where {recipient} wanted it now.
<grown:Tomorrow {name} could say good morning to the new pet in {their} softest voice.><little:Tomorrow {name} could say good morning, softly.>
<grown:Bit by bit, the new pet would learn that voice, and know it anywhere.><little:Soon the new pet would know {name's} voice.>
{Companion} knew that voice already.
"Good morning," {name} whispered once, to practise, and fell asleep.

:: close moment.new-pet.c.fridge-picture
setting: bedroom
closes: pet-nicknames

Back home, {name} tucked {their} feet under the quilt.
{recipient} had {item} at last.
<grown:Tomorrow {name} could draw the new pet for the fridge, with "Wiggles or Captain Nibbles?" underneath.><little:Tomorrow {name} could draw the new pet.
A big picture, for the fridge!
Wiggles, or Captain Nibbles?>
"Put me in it too," said {companion}.
<grown:{name} started drawing it in {their} head, and fell asleep halfway through.><little:{name} drew it in {their} head.
Then sleep came.>

:: close moment.new-pet.c.quiet-house
setting: bedroom

<2-9:Home again, {name} slid under the covers.
{Companion} settled in close.><10-12:Home again, {name} slid under the covers, and {companion} settled in close.>
<little:{item} was with {recipient} now.
Hooray!><6-9:{item} was with {recipient} now, just as it should be.><10-12:{item} was with {recipient} at last, exactly as it should be.>
<little:A new pet likes a quiet house at first.><6-9:A new pet likes a quiet house at first, while everything is strange.><10-12:A new pet appreciates a quiet house at first, while everything is still unfamiliar.>
<little:Tomorrow, {name} could walk softly.
And talk softly too.><6-9:Tomorrow {name} could walk softly and talk softly, to help it feel safe.><10-12:Tomorrow {name} could tread softly and speak softly, to help it feel safe.>
<2-9:"Like this," whispered {companion}, and {name} fell asleep, quiet as quiet.><10-12:"Like this," whispered {companion}, and {name} fell asleep, as quiet as could be.>

:: close moment.new-pet.c.twitch-and-wiggle
setting: bedroom

<2-9:Home again, {name} curled up in bed, with {companion} close by.><10-12:Home again, {name} curled up in bed, and {companion} settled close by.>
<little:{name} thought of {recipient}.
{item} had got there safely!><6-9:{name} thought of {recipient}, and of {item}, which had got there safely.><10-12:{name} thought of {recipient}, and of {item}, delivered safely.>
<little:The new pet can't talk with words.
It talks with twitches and wiggles.><6-9:The new pet would not talk in words, but in twitches and wiggles and little noises.><10-12:The new pet would never use words, only twitches, wiggles and mysterious noises.>
<little:Tomorrow, {name} could watch very closely.><6-9:Tomorrow {name} could watch closely, and start learning what each one meant.><10-12:Tomorrow {name} could observe it carefully and begin to understand what each signal meant.>
<little:"I'll watch too," said {companion}.><grown:"I'll watch with you," whispered {companion}.>
<little:{name's} nose gave a sleepy twitch.
Then {name} was asleep.><6-9:{name's} own nose gave one sleepy twitch, and then {name} was asleep.><10-12:{name's} own nose gave a single sleepy twitch, and then {name} was fast asleep.>
