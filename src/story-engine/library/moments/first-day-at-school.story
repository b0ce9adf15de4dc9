// First day at school (or nursery: say <little:nursery><grown:school> where it is the child's own).
// The big day may be tomorrow or a few nights away, and the child may hear this moment several nights
// running: say "soon", never "tomorrow", about the first day itself.
:: moment first-day-at-school

// Raises: straight after the companion has arrived in the bedroom. The child raises it; the companion
// answers with one warm, true line. No journey yet, no quest.

:: raise moment.first-day-at-school.r.new-shoes
setting: bedroom
opens: new-shoes

<little:{name} looked at the shiny new shoes by the door.><grown:{name} looked across the room at the shiny new shoes by the door.>
"I start <little:nursery><grown:school> soon," {name} said in a small voice.
<grown:"I want to go, and I don't want to go, both at once."><little:"I want to go.
And I don't.">
{Companion} sat down beside the shoes and looked at them too.
<little:"Two feelings can sit side by side," said {companion}.
"Like two shoes."><grown:"Two feelings can sit side by side, like two shoes," said {companion}.>

:: raise moment.first-day-at-school.r.questions
setting: bedroom
opens: new-shoes

{name's} new shoes stood ready by the door.
{name} had a head full of questions tonight.
<grown:"Where will I hang my coat at school?
What if I can't find the toilet?
What if nobody knows my name?"><little:"Where will my coat go at nursery?
Will they know my name?">
{Companion} listened to every question.
"Every new child there will have questions too," said {companion}.
<8-9:{name} had not thought of that, and it made the questions feel a little less lonely.><10-12:{name} had not thought of that, and it was a relief to imagine a whole roomful of children wondering the same things.>

:: raise moment.first-day-at-school.r.bounce-and-stop
setting: bedroom

Suddenly {name} was bouncing on the bed.
Boing, boing, boing!
"I'm going to <little:nursery><grown:school> soon!"
<grown:Then the bounces got smaller and slower, until {name} sat quite still with {their} knees hugged tight.><little:Then the bounces slowed down, and stopped.>
"What if I miss home?" {name} whispered.
{Companion} came and sat close.
<little:"Home will be right here," said {companion}.
"Waiting for you, all day long."><grown:"Home will be right here, waiting for you, all day long," said {companion}.>

// Short raisings (a Short story's): 3-4 sentences.

:: raise moment.first-day-at-school.r.goodbye-wave
setting: bedroom

<grown:{name} stood at the window, practising a goodbye wave.><little:{name} stood at the window, waving goodbye.>
"That's for the <little:nursery><grown:school> door," said {name}.
"Goodbyes are the wobbly bit."
<grown:"After every goodbye at the door comes a hello at home time," said {companion}.><little:"After goodbye comes hello," said {companion}.>

:: raise moment.first-day-at-school.r.what-all-day
setting: bedroom

{name} lay on {their} tummy, chin in {their} hands.
"What do you actually do all day at <little:nursery><grown:school>?
<grown:Paint?
Sing?
Play in the sand?"><little:Paint?
Sing?">
<little:"A bit of everything, I think," said {companion}.
"With a snack in the middle!"><grown:"A bit of everything, I think," said {companion}, "with a snack somewhere in the middle.">

:: raise moment.first-day-at-school.r.half-drawn-door
setting: bedroom

{name} was drawing {their} <little:nursery><grown:school>, but the crayon kept stopping.
"I don't know what it looks like inside," {name} said.
{Companion} looked at the half-drawn door.
"Soon you'll see, and then you can finish it," said {companion}.

:: raise moment.first-day-at-school.r.big-children
setting: bedroom

<2-9:{name} stretched one arm up high.
"Some children at <little:nursery><grown:school> are this big," {name} said.
"Much bigger than me."
"Every one of them had a first day once," said {companion}.
"They were the new ones, then."><10-12:{name} stretched one arm as high as it would reach, to demonstrate how enormous some of the older children at school were.
"Every one of them had a first day once," {companion} pointed out, "when they were the newcomers.">

:: raise moment.first-day-at-school.r.checking-bag
setting: bedroom

<2-9:{name} peeped into {their} bag for <little:nursery><grown:school>, then zipped it up again.
"Just checking," said {name}.
It was the fourth check tonight.
"It's all still there," said {companion}.
"Ready when you are."><10-12:{name} inspected {their} school bag and zipped it up again, for the fourth time that evening, explaining, "Just checking."
"Everything's still there," {companion} confirmed, "ready whenever you are.">

// Rehearses: a scene on the way (never the bedroom), serving the quest. The child does something that
// is like the first day, and finds it is alright.

:: rehearse moment.first-day-at-school.h.peg-for-a-cap
setting: forest
energy: gentle

{onward}<little:under a big beech tree was Acorn Class.
Tiny pegs stood in a row in its bark.><grown:under a big beech tree was Acorn Class, with a row of tiny pegs in its bark.>
<grown:It was a little sparrow's first day, and he stood there in a too-big cap, looking lost.><little:A little sparrow stood there, looking lost.
It was his first day.>
"Where does my cap go?" he whispered.
{Companion} and {name} looked along the row together.
<little:{name} knelt and found the one empty peg.
A leaf was drawn beside it.><grown:{name} knelt and found the one empty peg, with a leaf drawn beside it.>
<grown:"That one's yours," said {name}, and hung the cap up.><little:{name} hung the cap up.>
The sparrow hopped inside, standing a little taller.
{name} walked on with {item}, feeling a little taller too.

:: rehearse moment.first-day-at-school.h.hello-hippo
setting: river
energy: calm

{onward}<little:a young hippo sat on the quiet riverbank.
She was all alone.><grown:on the quiet riverbank, a young hippo sat all alone.>
"Everyone here has a friend already," she sighed.
<little:{Companion} waited a little way back.
That gave her room.><grown:{Companion} waited a little way back, so as not to crowd her.>
{name} sat down on the cool mud beside her.
"Hello," said {name}.
"I'm {name}.
What's your name?"
<little:"I'm Plum," said the hippo shyly.
Her ears gave a happy wiggle.><grown:"I'm Plum," said the hippo shyly, and her ears gave a happy wiggle.>
<8-9:One hello, and now there were two friends on the bank.><10-12:It had taken only one small hello, {name} thought, and now there were two friends on the bank instead of one.>
Plum waved and waved as {name} went on with {item}.

:: rehearse moment.first-day-at-school.h.story-carpet
setting: village
energy: gentle

{onward}<little:the sleepy village had a small nursery.
One window was still glowing.><grown:a small school in the sleepy village still had one window glowing.>
A kind stork inside saw them and waved them in.
"New friends often come for a look first," she said.
<grown:There were little chairs, paint pots, picture books and a soft carpet for story time.><little:Little chairs.
Paint pots.
Books!>
{name} sat down on the story carpet, just to see.
It was soft, and it smelled of crayons.
{Companion} tried out a tiny chair, which made {name} giggle.
<8-9:A place felt friendlier, somehow, once you had sat in it.><10-12:It was odd, {name} thought, how a strange room grew friendlier the moment you had actually sat down in it.>
Then {name} said thank you, and went on with {item}.

// Short rehearsals (a Short story's): 4-6 sentences.

:: rehearse moment.first-day-at-school.h.register
setting: pond
energy: gentle

{onward}<little:by the pond sat a kind old toad.
The toad had round glasses, and was calling names.><grown:by the pond, a kind old toad in round glasses was calling the register.>
"Splosh? Wriggle? Little Bubble?"
Every tadpole called "Here!" except the smallest, who only blew a bubble.
"And our visitor?" asked the toad, and {companion} nudged {name}.
"Here!" said {name}, and it was easy.
<little:"Here," squeaked Little Bubble.
And on went {name} with {item}, smiling.><grown:"Here," squeaked Little Bubble, and {name} went on with {item}, smiling.>

:: rehearse moment.first-day-at-school.h.home-time
setting: harbour
energy: calm

{onward}<little:the little boats were coming home to harbour.
One by one by one.><grown:the little boats were coming home to harbour, one by one.>
The smallest came last, after its first day at sea.
A beaver on the jetty threw {name} a rope.
<little:{name} caught it and looped it round the post.
{Companion} held the boat.><grown:{name} caught it and looped it round the post, while {companion} held the boat.>
"Home time," said the beaver, patting the boat.
Then {name} went on with {item}.

// Closes: the story's last paragraph. Home, the quest remembered, a true thought about the days to come,
// at most one gentle line from the companion, and sleep.

:: close moment.first-day-at-school.c.peg-with-name
setting: bedroom
closes: new-shoes

Back home, {name} wriggled down under the warm covers.
{Companion} settled on the rug[ beside {name's} {colour} slippers].
<little:{name} thought of {recipient}.
And of {item}, safe where it belonged now.><grown:{name} thought of {recipient}, and of {item}, safe where it belonged now.>
Then {their} thoughts wandered off to <little:nursery><grown:school>.
<grown:Somewhere a peg with {name's} name was waiting for {their} coat.><little:Somewhere, a peg was waiting just for {name}.>
By the door, the new shoes were waiting too.
<little:"The big day will come," whispered {companion}.
"One sleep at a time."><grown:"The big day will come one sleep at a time," whispered {companion}.>
{name} gave a long, slow yawn.
And the first of those sleeps began.

:: close moment.first-day-at-school.c.same-bed
setting: bedroom
closes: new-shoes

Home again, {name} climbed into bed, heavy and warm.
{Companion} tucked the quilt in, snug as a parcel.
<grown:{item} had gone all the way to {recipient} tonight.><little:{item} was with {recipient} now.>
Then {name} thought about <little:nursery><grown:school>.
The new shoes would walk {name} there, and back again.
<grown:At the end of every school day there would be home, and this same soft bed.><little:After nursery, there would be home.
And this same bed.>
"Right here," murmured {companion}.
{name} patted the pillow, once, twice.
Then {their} eyes closed, and {they} slept.

:: close moment.first-day-at-school.c.all-the-new-children
setting: bedroom

Back home, the bedroom was dim and quiet.
<little:{name} snuggled down.
{Companion} curled up at the end of the bed.><grown:{name} snuggled down, and {companion} curled up at the end of the bed.>
{item} was with {recipient} now.
<little:{name} thought about all the other new children.
They were tucked up in bed tonight too.><grown:{name} thought about all the other new children, tucked up in their own beds tonight.>
<grown:Some of them were excited, some were wobbly, and some were a bit of both, just like {name}.><little:Some were excited.
Some were wobbly.
Just like {name}.>
<8-9:Soon they would all be new together, which is much less lonely than being new alone.><10-12:Soon they would all be new together, and being new together, {name} decided, was a far cosier thing than being new alone.>
"Perhaps one of them is yawning too," whispered {companion}.
{name} yawned a great big yawn, and fell fast asleep.

:: close moment.first-day-at-school.c.there-and-home
setting: bedroom

<little:Home again, {name} lay cosy in bed.
{Companion} settled close.><6-9:Home again, {name} lay warm in bed, with {companion} close.><10-12:Home again, {name} lay warm in bed, with {companion} settled comfortably close.>
<little:Tonight {name} had gone somewhere new.
All the way to {destination}!><6-9:Tonight {name} had gone somewhere new: all the way to {destination}.><10-12:Tonight {name} had ventured somewhere completely new: {destination}.>
<little:{recipient} had {item} now.
Then {name} came home.><6-9:{item} was with {recipient} now, and then {name} had come home.><10-12:{item} had reached {recipient}, and afterwards {name} had found the way home.>
<little:Soon nursery would be somewhere new too.
And afterwards, home again!><6-9:Soon school would be somewhere new too, and afterwards, home again.><10-12:Soon school would be somewhere new as well, and afterwards {name} would come home again, exactly like tonight.>
"You're good at coming home," murmured {companion}.
<little:{name} gave a small, proud yawn.
Soon {name} was asleep.><6-9:{name} gave a small, proud yawn, and was soon asleep.><10-12:{name} gave a small, satisfied yawn, and was soon asleep.>

// Short closes (a Short story's): 5-7 sentences.

:: close moment.first-day-at-school.c.one-at-a-time
setting: bedroom

Back home, {name} tucked both hands under the pillow.
{Companion} curled up close by.
<little:{name} thought of {item}.
It was just where {recipient} wanted it.><grown:{name} thought of {item}, just where {recipient} wanted it.>
<little:Nursery was coming soon.
But {name} did not have to be brave all at once.><grown:School was coming soon, but {name} did not have to be brave all at once.>
<grown:Just one morning, one door, one hello.><little:One door.
One hello.>
"One at a time," whispered {companion}.
And {name} fell asleep.

:: close moment.first-day-at-school.c.one-sleep-bigger
setting: bedroom

Home again, {name} stretched out long in bed.
{Companion} settled on the rug.
<little:{name} thought of {recipient}.
And of {item}, just where it belonged.><grown:{name} thought of {recipient}, and of {item}, just where it belonged.>
Every sleep brought <little:nursery><grown:school> a little nearer.
<grown:And every sleep, {name} grew a tiny bit bigger too.><little:And every sleep, {name} grew a tiny bit.>
"Even tonight," murmured {companion}.
{name} wiggled {their} toes, and fell asleep.

:: close moment.first-day-at-school.c.wet-painting
setting: bedroom

Back home, {name} curled up under the covers.
{Companion} settled at the foot of the bed.
<little:{name} thought of {item}.
It was just where {recipient} wanted it.><grown:{name} thought of {item}, just where {recipient} wanted it.>
<grown:Soon, after a day at school, {name} might carry home a painting, still a little wet.><little:Soon {name} might bring a painting home from nursery.
A wet one!>
"Bring it to show me," whispered {companion}.
{name} smiled, and fell asleep.

:: close moment.first-day-at-school.c.learn-your-name
setting: bedroom

<little:Back home, {name} wriggled down.
{Companion} curled up close.><6-9:Back home, {name} wriggled down, and {companion} curled up close.><10-12:Back home, {name} snuggled down, and {companion} curled up comfortably close.>
<little:{name} thought of {item}.
Safe with {recipient} now!><6-9:{name} thought of {item}, safe and sound with {recipient}.><10-12:{name} thought contentedly of {item}, safe with {recipient} now.>
<little:Soon, at nursery, a kind grown-up would be there to say hello.><6-9:Soon, at school, there would be a kind grown-up to say hello.><10-12:Soon, at school, a kind grown-up would be waiting to welcome every new arrival.>
<2-9:"And to learn your name," whispered {companion}.><10-12:"And to learn your name," {companion} whispered reassuringly.>
<little:{name} whispered {their} own name, once.
Then {name} fell asleep.><6-9:{name} whispered {their} own name once, to practise, and then fell asleep.><10-12:{name} whispered {their} own name once, for practice, and drifted off to sleep.>
