// Learning: the theme's openings, its quests (each followed by its set-ups and pay-offs), its scenes and its endings.
// How to write for it: ../README.md. The journeys every theme shares are in ../journeys.story.
theme: Learning

// Openings: home at bedtime; the companion arrives. Quest-neutral.

:: opening learning.o.1xin043
setting: bedroom
opens: moon-follows-the-car

<2-9:The landing light was off.
But {name} had a question that would not go to sleep.><10-12:Although the landing light was off, {name} had a question that stubbornly refused to go to sleep.>
<2-9:"Why does the moon follow our car?"
{name} whispered[, {their} {eyes} eyes wide open].><10-12:"Why does the moon follow our car?" {name} whispered[, {their} {eyes} eyes wide open].>
<6-9:The ceiling did not know, and neither did the teddy on the shelf.><little:Nobody knew.
Not even Teddy.><10-12:The ceiling had no idea, and neither did the teddy on the shelf.>
<2-9:Tap, tap.>
<little:On the sill sat {companionIntro}. Moonlight all around!><6-9:On the windowsill, in a puddle of moonlight, sat {companionIntro}.><10-12:Something tapped twice at the glass, and there on the windowsill, in a puddle of moonlight, sat {companionIntro}.>
<2-9:"What a good question," said {companion}.
"Questions are like keys.
Shall we see what this one opens?"><10-12:"What an excellent question," said {companion}. "Questions are like keys; shall we see what this one unlocks?">
<8-9:{name} threw back the covers, wide awake with wondering.><10-12:{name} threw back the covers, suddenly far too curious for sleep.>

:: opening learning.o.b6ocj6
setting: bedroom

<2-9:On the bedside table lay a book {name} had never seen before.
Its cover shimmered like a soap bubble[, {colour} and silver].><10-12:On the bedside table lay an unfamiliar book whose cover shimmered like a soap bubble[, {colour} and silver].>
<grown:When {name} opened it, the pages lit up, and a small voice inside said, "Hello, curious one!"><little:{name} opened it.
The pages lit up!>
<little:Out climbed {companionIntro}!><grown:Out of the golden light climbed {companionIntro}.>
<little:"This book is full of things to learn," said {companion}.><grown:"This book is full of things you don't know yet," said {companion}.>
<2-9:"Isn't that exciting?"
{name} nodded so hard that the pillow bounced.><10-12:"Isn't that exciting?" it added, and {name} nodded so enthusiastically that the pillow bounced.>
<8-9:Not knowing things, {name} thought, had never sounded so much like a treasure hunt.><10-12:Not knowing things had always seemed a nuisance, but tonight, {name} thought, it sounded like the first clue in a treasure hunt.>

:: opening learning.o.1423l78
setting: bedroom

<little:{name} was counting sheep to fall asleep. But the sheep would not stand still!><6-9:{name} was counting sheep to fall asleep, but the sheep would not stand still.><10-12:{name} was counting sheep to fall asleep, but the sheep were being thoroughly uncooperative.>
<2-9:"Seven, eight... wait, where did eight go?"
Eight was hiding behind nine.
Ten had wandered off for a snack.><10-12:"Seven, eight... wait, where did eight go?" Eight was hiding behind nine, while ten had wandered off for a snack.>
<6-9:{name} sighed and started again from one, because that is what you do when counting goes wobbly.><little:{name} sighed.
"One, two..."><10-12:{name} sighed and patiently started again from one, because that is what you do when counting goes wobbly.>
<2-9:A soft chuckle came from the foot of the bed.><10-12:A soft, amused chuckle drifted up from the foot of the bed.>
<little:There sat {companionIntro}.><grown:There sat {companionIntro}[, right on {name's} {colour} blanket].>
<little:"Counting gets easier with practice," said {companion}. "And with sheep that stay put!"><6-9:"Counting gets easier with practice," said {companion}, "and with sheep that stay put."><10-12:"Counting gets easier with practice," remarked {companion}, "and considerably easier with sheep that stay put.">

:: opening learning.o.1su6acm
setting: garden
opens: where-snails-go

<little:After tea, {name} had found a snail by the back step. {They} drew it, shell and all[, in {colour} crayon].><grown:After tea, {name} had found a snail by the back step and drawn it, spiral shell and all[, in {colour} crayon].>
<2-9:Now, in pyjamas and wellies, {name} crept out for one last look.><10-12:Now, in pyjamas and wellies, {name} tiptoed out for one last, irresistible look.>
<grown:The lawn was silver with snail trails, criss-crossing like a map that nobody had read yet.><little:Silver snail trails shone on the grass.>
<2-9:"Where do they all go at night?"
{name} wondered.><10-12:"Where do they all disappear to at night?" {name} wondered.>
<little:Something rustled by the flowerpots. Out crept {companionIntro}!><6-9:Something rustled by the flowerpots, and out stepped {companionIntro}.><10-12:Something rustled by the flowerpots, and out stepped {companionIntro}, who asked, "Shall we find out?">
<2-9:"Shall we find out?" said {companion}.>
<8-9:It was the kind of question that made the whole night feel bigger.><10-12:It was the sort of question that made the garden seem larger, as if whole countries hid under its leaves.>

:: opening learning.o.14cg0r5
setting: bedroom

<2-9:Rain was drumming on the roof, pitter-pat, pitter-pat.
{name} lay snug under the covers and listened.><10-12:Rain was drumming on the roof, and {name} lay snug under the covers, listening to its pitter-pat.>
<2-9:"Where does rain come from?"
{name} asked the dark.><10-12:"Where does rain actually come from?" {name} asked the dark.>
<grown:The dark did not answer, but the lid of the toy box creaked slowly open.><little:Creak!
Up went the toy box lid.>
<little:Out climbed {companionIntro}.[ A {colour} crayon was stuck to one foot!]><grown:Out climbed {companionIntro}[, with a {colour} crayon stuck to one foot].>
<2-9:"From the clouds," said {companion}.
"But seeing is better than being told.
Shall we go and look?"><10-12:"From the clouds," said {companion}, "but seeing is always better than being told, so shall we go and look?">
<8-9:Somewhere above the roof, {name} thought, the whole sky was busy making weather.><10-12:Somewhere above the roof, {name} thought, the sky was busy making weather like an enormous, invisible kitchen.>

:: opening learning.o.9qi1rb
setting: bedroom

<2-9:All day, {name} had practised writing {their} name.
The first go was wobbly.
The second go ran off the edge of the paper.><10-12:All day, {name} had practised writing {their} name; the first attempt was wobbly, and the second ran clean off the edge of the paper.>
<little:The third go was just right![ It was in {colour} pencil, with a star on top.]><grown:The third go was just right[, in {colour} pencil, with a star on top].>
<grown:Now, on the bedside table, the letters began to glow like tiny lamps.><little:Now the letters began to glow in the dark.>
<2-9:{name} sat up.><10-12:{name} sat up, astonished.>
<little:Something moved behind the last letter. Out peeped {companionIntro}!><grown:From behind the very last letter stepped {companionIntro}.>
<2-9:"I could see your name from the sky," said {companion}.
"Letters shine when you work hard on them."><10-12:"I could see your name from the sky," said {companion}, "because letters shine when someone has worked patiently on them.">

:: opening learning.o.w6q6mc
setting: garden

<little:The wind was playing in the garden. It swirled the last leaves off the tree.><6-9:The wind was playing in the garden, swirling the last leaves off the big tree.><10-12:The wind was playing in the garden, swirling the last stubborn leaves off the big tree.>
<2-9:Whoosh!
Down they spun.>
<little:{name} watched from the back step in {their} dressing gown.><6-9:{name} watched from the back step in {their} dressing gown[ and {colour} slippers].><10-12:As the leaves spun down in lazy spirals, {name} watched from the back step in {their} dressing gown[ and {colour} slippers].>
<2-9:"Why do trees let go of their leaves?"
{name} asked.><10-12:"Why do trees let go of their leaves?" {name} asked, genuinely puzzled.>
<6-9:Before anyone could answer, a great gust sent the leaf pile flying, and out of it tumbled {companionIntro}.><little:Whoosh!
Up flew the leaves! Out tumbled {companionIntro}.><10-12:Before anyone could answer, a tremendous gust sent the leaf pile flying, and out of it tumbled {companionIntro}.>
<little:"They are getting ready for a long winter rest," said {companion}.><6-9:"They are getting ready for a long winter rest," said {companion}, shaking off a leaf.><10-12:"They are preparing for a long winter rest," explained {companion}, shaking off a leaf, "rather like you.">
<2-9:"A bit like you.">

:: opening learning.o.ql1djc
setting: bedroom

<little:On {name's} shelf sat a globe. It was the whole world, blue and green![ A {colour} sticker showed home.]><grown:On {name's} shelf sat a globe, the whole round world in blue and green[, with a {colour} sticker on home].>
<2-9:Tonight it began to turn all by itself.>
<6-9:{name} watched the oceans whirl past, and the mountains, and places with names too long to say.><little:Round went the world, round and round!><10-12:Tonight, untouched by anyone, it began to turn, and {name} watched oceans whirl past, then mountains, then places with names too long to pronounce.>
<2-9:Then, with a soft click, it stopped.>
<little:Down climbed {companionIntro}!><6-9:Down from the very top, where the snow is, climbed {companionIntro}.><10-12:Then, with a soft click, it stopped, and down from the very top, where the snow is, climbed {companionIntro}.>
<2-9:"I've come a long way round," said {companion}.
"Would you like to see some of it?"><10-12:"I've come a long way round," said {companion}; "would you care to see some of it?">
<8-9:{name} had never felt so small, or so curious.><10-12:Beside the whole wide world, {name} felt wonderfully small, and more curious than ever.>

:: opening learning.o.w3y70m
setting: bedroom

<2-9:{name's} eyes were heavy, and a dream was just beginning.
In the dream, a little bell rang: ting-a-ling.><10-12:{name's} eyes were heavy, and in the dream that was just beginning, a little bell rang: ting-a-ling.>
<grown:It was the bell of the Moonlight School, where nobody has to sit still and every question wins a gold star.><little:It was the bell for Moonlight School.
Questions win stars there!>
<2-9:{name} sat up in bed, and the dream came too.><10-12:{name} sat up in bed, and rather surprisingly, the dream came too.>
<little:On the rug stood {companionIntro}. What a tiny school cap!><grown:On the rug, straightening a tiny[ {colour}] school cap, stood {companionIntro}.>
<2-9:"Lessons are outside tonight," said {companion}.
"The whole night is our classroom."><10-12:"Lessons are outside tonight," announced {companion}, "because the whole enormous night is our classroom.">

:: opening learning.o.kydunp
setting: bedroom

<little:Today {name} had learned to read the clock on the wall.[ It was {colour}, with a smiley face.]><grown:Today {name} had learned to read the clock on the bedroom wall[, the {colour} one with a smiley face].>
<2-9:Big hand, little hand.
Tick, tock.>
<6-9:Now, in the dark, {name} peeked at it one last time, just to be sure: eight o'clock, bedtime.><little:Eight o'clock.
Bedtime.><10-12:Now, in the dark, {name} peeked at it one last time, just to be certain: big hand, little hand, eight o'clock, bedtime.>
<little:But then the hands gave a wiggle. Round they spun, to a time not on any clock!><6-9:But then the hands gave a wiggle and spun round to a time that is not on any clock at all.><10-12:But then the hands gave a wiggle and spun round to a time that appears on no ordinary clock.>
<little:Out came {companionIntro}!><grown:Out from behind it climbed {companionIntro}.>
<2-9:"Quarter past magic," said {companion}.
"My favourite time."><10-12:"Quarter past magic," said {companion} contentedly, "my favourite time.">
<8-9:Some things, {name} decided, are not in any lesson.><10-12:Some things, {name} decided, would never be taught at school.>

:: opening learning.o.cxxtws
setting: garden

<2-9:It was too warm for sleeping.[ {name's} {hair} hair was still damp from the bath.]
{name} lay on a blanket in the garden, looking up.><10-12:On an evening far too warm for sleeping, {name} lay on a blanket in the garden, gazing upwards.[ {name's} {hair} hair was still damp from the bath.]>
<grown:That evening, {name} had learned that the Plough is seven stars in the shape of a saucepan, and now {they} was hunting for it.><little:{name} was looking for a saucepan made of stars.>
<2-9:"Found it!"
One, two, three, four made the pan.
Five, six, seven made the handle.><10-12:"Found it!" Four stars made the pan and three more the handle, just as {name} had been told.>
<little:Then an eighth star slid down the sky. Plop! It landed by the rose bush.><grown:Then an eighth star slid down the sky and landed by the rose bush, plop.>
<2-9:It was {companionIntro}.
"Good counting," said {companion}.><10-12:It was {companionIntro}, who remarked approvingly, "Good counting.">

:: opening learning.o.1r75sa
setting: bedroom

<little:The first snow of winter was falling, soft and slow.><grown:The first snow of winter was falling past the window, soft and slow.>
<little:{name} pressed {their} nose to the cold glass.><grown:{name} pressed {their} nose to the cold glass[, {their} {hair} hair glowing in the lamplight].>
<6-9:At school, {name} had learned that every snowflake has six points, and that no two are ever the same.><little:Every snowflake has six points!><10-12:At school, {name} had learned that every snowflake has six points, and that no two are ever exactly identical.>
<little:{name} counted the points on one: one, two, three, four, five, six!><6-9:{name} counted the points on one that stuck: one, two, three, four, five, six.><10-12:{name} carefully counted the points on one that stuck: one, two, three, four, five, six.>
<2-9:Then a finger wrote on the frosty glass from outside: HELLO.><10-12:Then, from the outside, a finger slowly traced a word on the frosty glass: HELLO.>
<little:In the snow stood {companionIntro}.><grown:Down in the snow stood {companionIntro}.>
<8-9:The letters were a bit back to front, but {name} did not mind one bit.><10-12:The letters were back to front, which was fair enough, since they had been written from the wrong side.>

:: opening learning.o.7nleva
setting: bedroom

<2-9:{name's} night-light threw little stars across the ceiling[, {colour} and gold].><10-12:{name's} night-light scattered tiny stars across the ceiling[, {colour} and gold].>
<little:{name} joined them up with one finger. A kite, a cup, a wobbly fish!><grown:{name} lay on {their} back and joined them up with one finger: a kite, a cup, a wobbly fish.>
<6-9:Long ago, people drew pictures in the stars just like this.><little:People draw pictures with the stars.><10-12:Long ago, people drew pictures in the stars exactly like this, and gave them names.>
<2-9:"And that one is a snail in a hat," {name} decided.
One of the stars gave a wink.><10-12:"And that one is a snail in a hat," {name} decided, and one of the stars winked.>
<little:Down it floated. On the pillow was {companionIntro}!><grown:Down it floated, and there on the pillow was {companionIntro}.>
<2-9:"A snail in a hat," said {companion}.
"I like it."><10-12:"A snail in a hat," said {companion} thoughtfully, "is an excellent idea.">

:: opening learning.o.rmyq2m
setting: garden
opens: moon-patches

<2-9:The moon was so bright tonight that the garden had shadows.><10-12:Tonight the moon was so luminous that every plant cast a shadow.>
<little:{name} had made a telescope from a cardboard tube.[ It had {colour} tape round the middle.]><grown:{name} had made a telescope out of a cardboard tube[ with {colour} tape round the middle].>
<grown:Through it, the moon looked nearer, and {name} could see grey patches on it, like the shape of a face.><little:Through it, the moon had a face!>
<2-9:"Are those mountains?"
{name} whispered.
"Let's find out," said a voice.><10-12:"Are those mountains?" {name} whispered, and a voice replied, "Let's find out.">
<little:On the wall sat {companionIntro}. {Companion} was looking up too!><grown:Sitting on the garden wall, gazing up as well, was {companionIntro}.>
<8-9:{name} decided that a question asked out loud was already halfway to an adventure.><10-12:A question kept inside stays a question, {name} thought, but one asked aloud might become an adventure.>

// Quests: each names the thing carried, who it is for and where it goes; its set-ups and pay-offs follow it.

:: quest alphabet-letter
item: the letter B
itemFull: the big red wooden letter B from the Alphabet Tree
itemHeld: in {their} dressing-gown pocket
itemTell: <little:gave a wooden knock><grown:gave a small wooden knock>
recipient: Miss Hazel
destination: the Alphabet Tree
goal: hang the letter B back on the Alphabet Tree
refrain: A, B, C, and back to the tree

:: setup learning.alphabet-letter.s.knzn5p
setting: garden

<2-9:Something red lay in the flower bed, half hidden by a leaf.
{name} picked it up.
It was {itemFull}!><10-12:Something red lay in the flower bed, half hidden by a leaf, and when {name} picked it up, it turned out to be {itemFull}.>
<grown:The wind must have blown it all the way from the wood, where Miss Hazel teaches the little animals their letters.><little:The wind had blown it from the wood.>
<2-9:"Without a B, nobody can spell bee," said {companion}.
"Or bath.
Or even bedtime!"
{name} gasped.><10-12:"Without a B, nobody can spell bee," said {companion}, "or bath, or even bedtime," and {name} gasped.>
<little:"We must take it back to {destination}!" {they} said.><grown:"Then we must {goal}," {they} said[, tucking {their} {hair} hair behind one ear].>
"Before the first lesson."

:: setup learning.alphabet-letter.s.19qflj
setting: bedroom

<2-9:Tap, tap!
A mouse in a tiny school cap was knocking at the window.><10-12:A mouse in a tiny school cap was tapping urgently at the window.>
<2-9:"Please help," she squeaked.
"The wind blew our B off {destination}, onto your roof."><10-12:"Please help," she squeaked; "the wind blew our B off {destination} and onto your roof.">
<little:{Companion} opened the window. On the sill lay {item}!><grown:{Companion} opened the window, and there on the sill lay {itemFull}.>
<2-9:It was bigger than the mouse!><10-12:It was, rather awkwardly, bigger than the mouse.>
<grown:"{recipient} can't teach the alphabet with a gap in it," the mouse said.><little:"We can't learn our letters without it!">
{name} held the B tight.
<little:"Leave it to us," {they} said.><grown:"Leave it to us," {they} said[, pushing {their} {hair} hair out of {their} eyes].>
"We'll {goal}."

:: payoff learning.alphabet-letter.p.q5xvte
setting: forest

<little:In a clearing stood {destination}. Wooden letters hung on it, clack, clack!><grown:In a clearing stood {destination}, its branches hung with wooden letters that clacked in the breeze.>
<little:Underneath waited {recipient}, a hedgehog in little glasses. Her sleepy pupils sat in a row.><grown:Underneath waited {recipient}, a hedgehog in half-moon glasses, with a row of sleepy pupils.>
<2-9:There was a gap after A, right before C.
{Companion} held the lowest branch still.><10-12:There was an obvious gap after A, right before C, so {companion} held the lowest branch steady.>
<little:{name} reached up high. {They} hung {item} back in its place!><grown:{name} reached up[ on the tips of {their} {colour} slippers] and hung {item} back in its place.>
"A, B, C!" cheered the class.
<6-9:Miss Hazel pointed to three letters, and the smallest mouse sounded them out: "B...
E...
D.
Bed!"><little:"B-E-D," read the smallest mouse.
"Bed!"><10-12:Miss Hazel pointed to three letters, and the smallest mouse sounded them out, slowly and triumphantly: "B, E, D... bed!">
<8-9:{name} felt as proud as if {they} had learned to read all over again.><10-12:{name} glowed with pride, almost as if {they} had learned to read all over again.>

:: payoff learning.alphabet-letter.p.zgregr
setting: forest

<little:{destination} glowed with lanterns. Every letter hung in its place, all but one.><grown:{destination} glowed with lanterns, and every letter hung in its place, all but one.>
"Is that our B?" cried {recipient}, hurrying over.
<little:Up went {item}! "Hooray!" cheered the mice and moles and hedgehogs.><grown:{name} held up {item}, and a whole class of mice and moles and hedgehogs cheered.>
<grown:Miss Hazel lifted {name} onto a tree stump, so {they} could hang it on the lowest branch.><little:{name} hung it back on the tree.>
"Now," said Miss Hazel, "will you lead the alphabet song?"
So {name} did, pointing to each letter, from A to Z.
{Companion} sang along, always a beat behind.[ {name} even made up a verse about {interest}.]
<8-9:It was the first time {name} had ever been the teacher, and it felt wonderful.><10-12:It was the first time {name} had ever been the teacher, and {they} found it a little nerve-racking and completely wonderful.>

:: quest shrew-slate
item: the chalk slate
itemFull: the little chalk slate with the wooden frame
itemHeld: tucked under {their} arm
itemTell: <little:gave a little squeak><grown:gave a faint little squeak>
recipient: Tilly Shrew
destination: Tilly's teapot house
goal: take the chalk slate to Tilly Shrew
refrain: Say the sound and draw the shape

:: setup learning.shrew-slate.s.jj1dh6
setting: bedroom

On {name's} shelf sat {itemFull}.
<little:Last week, {recipient} had a question. "Will you teach me to write my name?"><grown:Last week, {recipient} had asked, in a very small voice, "Will you teach me to write my name?">
And {name} had promised.[ {name} had even found some {colour} chalk for the lesson.]
<grown:Every day since, {name} had practised on the slate: a tall T, a thin I, two straight L's and a Y like a little tree.><little:{name} had practised.
T, I, L, L, Y.>
<2-9:"Tonight's the night," said {companion}.
{name} tucked the slate under {their} arm.><10-12:"Tonight's the night," said {companion}, and {name} tucked the slate firmly under {their} arm.>
<2-9:"I said I would," {they} said, "so I will.
Let's {goal}."><10-12:"I said I would," {they} said, "so I will; let's {goal}.">

:: setup learning.shrew-slate.s.1pgzi0w
setting: kitchen

<little:{name} was writing on {item}[ in {colour} chalk]. T, I, L, L, Y!><grown:At the kitchen table, {name} was writing five big letters[ in {colour} chalk] on {itemFull}: T, I, L, L, Y.>
<2-9:Beside it lay a note.>
<6-9:A grown-up shrew had written, "Don't forget tonight!" and {recipient} had signed it with a tiny paw print, because she could not write her name.
Not yet.><little:It was signed with a paw print.
Tilly could not write yet.><10-12:Beside it lay a note from a grown-up shrew, "Don't forget tonight!", which {recipient} had signed with a tiny paw print, because she could not yet write her name.>
{name} had promised to teach her.
<8-9:Teaching, {name} thought, was like carrying a lamp so that someone else could see.><10-12:Teaching, {name} thought, was like holding up a lamp so that somebody else could find their own way.>
<2-9:"Come on," {name} said to {companion}.
"We have to {goal}."><10-12:"Come on," {name} said to {companion}; "we have to {goal}.">

:: payoff learning.shrew-slate.p.yw7vu2
setting: meadow

<little:Deep in the long grass stood {destination}. It was an old blue teapot!><grown:Deep in the long grass stood {destination}: an old blue teapot with a round door.>
<2-9:{recipient} popped out of the spout, whiskers twitching.
"You came!"><10-12:{recipient} popped out of the spout, whiskers twitching with excitement: "You came!">
<little:{name} knelt down and held out {item}. "{refrain}," {name} said.><grown:{name} knelt down[, {their} {hair} hair falling forward,] and held out {item}. "{refrain}," {name} said.>
<6-9:Tilly held the chalk in both paws.
T was easy.
I was easy.
The L's leaned a bit, and the Y came out like a bendy twig.><little:T, I, L, L, Y.
The Y wobbled.><10-12:Tilly gripped the chalk in both paws; T and I were easy, but the L's leaned a little, and the Y came out like a bendy twig.>
<2-9:But there it was: TILLY.
"That's me!" squeaked Tilly, and she hugged the slate.
{name} and {companion} cheered softly.><10-12:But there it unmistakably was, TILLY, and as she hugged the slate, squeaking "That's me!", {name} and {companion} cheered softly.>

:: payoff learning.shrew-slate.p.jzuu0w
setting: meadow

<little:{recipient} was waiting on the teapot lid. Bounce, bounce, bounce!><grown:{recipient} was waiting on the lid of the old blue teapot, bouncing up and down.>
<2-9:"I've been practising in the mud!" she squeaked.
{name} sat down in the grass and gave her {item}.><10-12:"I've been practising in the mud!" she squeaked, as {name} sat down in the grass and handed her {item}.>
<6-9:Tilly wrote slowly, her tongue poking out, saying each sound as she drew it: "T...
I...
L...
L...
Y."><little:"T...
I...
L...
L...
Y," said Tilly, slowly.><10-12:Tilly wrote slowly, her tongue poking out in concentration, saying each sound as she drew it: "T, I, L, L, Y.">
<2-9:Then she looked up.
"Can I keep the slate?"
"It's yours," said {name}.
"You earned it," added {companion}.><10-12:Then she looked up and asked whether she might keep the slate. "It's yours," said {name}, and {companion} added, "You earned it.">
<8-9:Under her name, Tilly drew a small, careful heart, and {name} knew exactly who it was for.><10-12:Then Tilly drew a small, lopsided heart beneath her name, and {name} knew exactly who it was for.>

:: quest turtle-home
item: the little turtle
itemFull: a baby sea turtle, no bigger than a biscuit
itemHeld: in {their} seaside bucket
itemTell: paddled its tiny flippers
recipient: Grandmother Turtle
destination: Turtle Bay
goal: take the little turtle down to the sea
refrain: Follow the moon down to the sea

:: setup learning.turtle-home.s.1svx6vf
setting: garden

<2-9:By the garden gate, something tiny was crawling through the grass.
It was {itemFull}!><10-12:By the garden gate, something tiny was crawling through the grass: {itemFull}.>
<grown:It was heading straight for the bright kitchen window, which was quite the wrong way.><little:It was going the wrong way!>
<2-9:"Baby turtles follow the brightest light," said {companion}.>
<little:"It should follow the moon on the sea. Our lamps muddled it."><6-9:"It should be the moon on the sea, but our lamps muddled it."><10-12:"Baby turtles follow the brightest light," explained {companion}; "it should be the moon on the sea, but our lamps muddled it.">
<8-9:{name} had never thought a lamp could make someone lost.><10-12:{name} had always thought of lamps as helpful, so it was startling that one could lead someone astray.>
<little:{name} filled the seaside bucket with water. {They} lifted the turtle in.><grown:{name} filled the seaside bucket[, the {colour} one,] with water and lifted the turtle in.>
<2-9:"Then we'll {goal}," {they} said. "{recipient} will be waiting."><10-12:"Then we'll {goal}," {they} said, "because {recipient} will be waiting.">

:: setup learning.turtle-home.s.1yk42xr
setting: bedroom

<2-9:Scritch, scratch.
Something was crawling across the bedroom floor, towards the night-light.
It was {itemFull}!><10-12:Something went scritch, scratch across the bedroom floor, crawling towards the night-light, and it was {itemFull}.>
<grown:Then {name} remembered something from a book: baby turtles find the sea by following the moon.><little:{name} remembered.
Turtles follow the moon!>
<2-9:So {name} switched off the night-light.
At once, the turtle turned round to face the moonlit window.><10-12:So {name} switched off the night-light, and at once the turtle turned round to face the moonlit window.>
<2-9:"It's looking for the sea," said {companion}. "{recipient} must be waiting at {destination}."><10-12:"It's looking for the sea," said {companion}, "and {recipient} must be waiting at {destination}.">
<little:{name} fetched the seaside bucket.[ It was {colour}, with a crab on it.]><grown:{name} fetched the seaside bucket[, the {colour} one with a crab on it].>
"Let's {goal}," {they} said.

:: payoff learning.turtle-home.p.11z8mi8
setting: beach

<2-9:At last the path opened onto {destination}.><10-12:At last the winding path opened onto {destination}.>
<little:The moon laid a silver road across the water. The waves went hush, hush.><grown:The moon laid a silver road across the water, and the waves went hush, hush[, and the breeze lifted {name's} {hair} hair].>
<little:{name} tipped the bucket gently. Out slid {item}, onto the cool sand.><grown:{name} tipped the bucket gently, and {item} slid onto the cool sand.>
<grown:It lifted its tiny head, looked at the moon's silver road, and set off, flip-flap, straight down to the waves.><little:Flip, flap!
Down to the sea it went.>
<little:{Companion} walked beside the little turtle. All the way to the sea!><grown:{Companion} walked beside the little turtle, all the way to the water's edge.>
<2-9:In the shallows, {recipient} was waiting.
"Thank you for knowing our way," she said.><10-12:In the shallows, {recipient} was waiting, and she said gratefully, "Thank you for knowing our way.">
<8-9:{name} watched the two shells bob away together, until they were only moonlight.><10-12:{name} watched the two shells bob away side by side until they were indistinguishable from the moonlight.>

:: payoff learning.turtle-home.p.1fjwnfx
setting: beach

<2-9:{destination} was dark and quiet.>
<little:"Let's turn off every light," whispered {companion}. "Then the moon is the brightest thing."><6-9:"Let's turn off every light," whispered {companion}, "so the moon is the brightest thing."><10-12:{destination} was dark and quiet, and {companion} whispered, "Let's turn off every light, so the moon is the brightest thing.">
<2-9:{name} nodded.>
<little:Then {they} set {item} on the sand, facing the sea.><6-9:Then {they} set {item} down on the sand, facing the sea.><10-12:Nodding, {name} set {item} down on the sand, facing the sea.>
<6-9:For a moment it did not move.
Then it saw the shining water, and off it scurried, as fast as four tiny flippers could go.><little:Off it went, scurry, scurry!><10-12:For a moment it did not move; then it noticed the shining water and scurried off as fast as four tiny flippers could go.>
<2-9:A great, kind head rose out of the waves.
It was {recipient}.><10-12:A great, kind head rose out of the waves: it was {recipient}.>
<little:"Home at last," she said. The little turtle swam to her side.><6-9:"Home at last," she said, and the little turtle swam to her side.><10-12:"Home at last," she said, and the little turtle swam contentedly to her side.>

:: quest heron-book
item: the wonder book
itemFull: the Book of Wonders that {name} had made
itemHeld: <little:in {their} arms><grown:in the crook of {their} arm>
itemTell: rustled its painted pages
recipient: Old Heron
destination: <little:the old pine tree><grown:the old pine by the marsh>
goal: give the wonder book to Old Heron
refrain: One more wonder, one more page

:: setup learning.heron-book.s.e0zuqh
setting: bedroom

<little:All week, {name} had found one new wonder a day. {They} put each one in {item}.><grown:All week, {name} had found one new wonder a day and put it in {itemFull}.>
<6-9:There was a feather, a pressed daisy, a drawing of a spider's web, and a note that said: A snail carries its house everywhere.><little:A feather.
A daisy.
A snail, drawn with care.><10-12:There was a feather, a pressed daisy, a careful drawing of a spider's web, and a note explaining that a snail carries its house everywhere.>
<2-9:It was a present for {recipient}.><10-12:It was all intended as a present for {recipient}.>
<little:"She can't fly far any more," {name} told {companion}. "So I'm bringing the world to her."><grown:"She can't fly far any more," {name} told {companion}, "so I'm bringing the world to her.">
[On the cover, in {colour} letters, it said: WONDERS.]
<2-9:Tonight {name} added the very last wonder: a picture of the moon.
"Finished!
Now we can {goal}."><10-12:Tonight {name} added the very last wonder, a picture of the moon, and announced, "Finished! Now we can {goal}.">

:: setup learning.heron-book.s.1saphuv
setting: kitchen

<little:{name} was gluing the last page into {item}.><grown:At the kitchen table, {name} was gluing the last page into {itemFull}.>
<2-9:Snip, snip, dab.><10-12:Snip, snip went the scissors, then came a careful dab of glue.>
<grown:Each page held something {name} had found out that week: how a spider spins, why leaves change colour, where the rain comes from.>[ There was even a page about {interest}.]<little:Each page had a wonder on it.> "{recipient} will love it," said {companion}.
<8-9:Old Heron had lived by the marsh all her life, and her old wings were too stiff now to fly anywhere new.><10-12:Old Heron had spent her life by the marsh; her wings were too stiff for exploring, but her mind was not.>
<2-9:{name} smoothed the cover flat.
"There.
Let's {goal} tonight," {name} said.><10-12:{name} smoothed the cover flat and said, "There; let's {goal} tonight.">

:: payoff learning.heron-book.p.18bnzug
setting: pond

<little:In the reeds stood {recipient}, on one long leg.><grown:In the reeds below {destination} stood {recipient}, on one long leg.>
"Is that for me?" she asked softly.
<little:{name} opened {item} on a flat stone. {They} turned the pages one by one.><grown:{name} opened {item} on a flat stone and turned the pages one by one.>
<little:{Companion} kept the pages flat in the breeze.><grown:{Companion} kept the pages flat when the breeze tried to turn them.>
<6-9:The heron bent her long neck over every page: a feather, a daisy, a spider's web, the moon.><little:A feather.
A daisy.
A web.
The moon.><10-12:The heron bent her long neck over every page in turn: a feather, a daisy, a spider's web, the moon.>
<little:"I have lived here fifty years," said Old Heron. "I never knew half of these!"><grown:"I have lived in this marsh for fifty years," said Old Heron, "and I never knew half of these.">
<8-9:{name} had not known that grown-ups could still be surprised, and it made {them} very happy.><10-12:{name} had never realised that grown-ups could still be surprised by things, and it was an unexpectedly cheering discovery.>

:: payoff learning.heron-book.p.8sb9br
setting: pond

<little:{recipient} peered down from a nest in the old pine.><grown:{recipient} peered down from a nest high in {destination}.>
<2-9:"Would you read it to me?" she asked.
"My eyes are old."
So {name} sat on a root and read {item} aloud.><10-12:"Would you read it to me?" she asked, "for my eyes are old," so {name} sat on a root and read {item} aloud.>
<grown:Old Heron listened with her eyes closed, as if each wonder were a little window she could see through.><little:Old Heron shut her eyes and listened.>
<2-9:Then she opened them.
"Now I'll tell you a wonder," she said.
"Herons stand on one leg to keep the other one warm."><10-12:Then she opened them and said, "Now I'll tell you a wonder: herons stand on one leg to keep the other one warm.">
<2-9:{name} laughed.
What a wonder!
{Companion} tried it too, and wobbled.><10-12:{name} laughed at such a wonder, and {companion} tried it too, wobbling comically.>

:: quest counting-frame
item: the counting frame
itemFull: Nutmeg Squirrel's wooden counting frame
itemHeld: <little:over {their} shoulder><grown:on a strap over {their} shoulder>
itemTell: <little:went clickety-click><grown:gave a clickety-click of beads>
recipient: Nutmeg Squirrel
destination: <little:the beech tree nest><grown:the nest in the tall beech tree>
goal: take the mended counting frame back to Nutmeg Squirrel
refrain: Ten in a row, and on we go

:: setup learning.counting-frame.s.1806639
setting: bedroom

<2-9:Clatter, patter, clatter!
Something had dropped through the open window.><10-12:With a clatter and a patter, something dropped through the open window.>
<little:On the rug lay {itemFull}. Its beads had rolled everywhere!><grown:On the rug lay {itemFull}, and its beads had rolled everywhere.>
<6-9:A note was tied to it: "Please can you mend this?
I must count my nuts for winter.
Love, Nutmeg."><little:A note said: "Please mend it.
Love, Nutmeg."><10-12:A note tied to it asked politely whether it could be mended, because Nutmeg needed to count her nuts for winter.>
<little:{name} hunted under the bed and behind the chair. Bead after bead!><grown:{name} hunted under the bed and behind the chair[ and inside {their} {colour} slippers] until every bead was found.>
<2-9:{Companion} checked by the door and found the last two.
Then {they} threaded them back on, counting.
Ten on each row.
"Done!" said {name}.
"Now let's {goal}."><10-12:{Companion} checked by the door and found the last two, and then {name} threaded them back on, carefully counting ten to each row. "Done!" said {name}; "now let's {goal}.">

:: setup learning.counting-frame.s.kbr4f8
setting: garden

On the garden fence sat {recipient}, crying into her tail.
<little:Beside her lay {item}. Its wire had snapped, and the beads were everywhere.><grown:Beside her lay {item}, with a snapped wire and beads all over the lawn.>
<2-9:"I need it to count my nuts for winter," she sniffed.
{Companion} sat close beside Nutmeg.><10-12:"I need it to count my nuts for winter," she sniffed miserably, and {companion} sat close beside her for comfort.>
<grown:{name} found the beads in the grass, one by one, and mended the wire with {their}[ {colour}] hair clip.><little:{name} found the beads and fixed the wire.>
<2-9:"Ten on each row," {name} counted.
It was mended, but far too heavy for a squirrel to carry.><10-12:"Ten on each row," {name} counted; the frame was mended, but far too heavy for a squirrel to carry.>
<2-9:"Don't worry," said {name}.
"We'll {goal}."><10-12:"Don't worry," said {name} reassuringly; "we'll {goal}.">

:: payoff learning.counting-frame.p.zjt50b
setting: forest

<little:{recipient} was waiting beside a big heap of nuts.><grown:At {destination}, {recipient} was waiting beside a big heap of nuts.>
<2-9:{name} climbed up and set down {item}.
"Will you help me count?" asked Nutmeg.
{Companion} passed the nuts along, one at a time.><10-12:{name} climbed up and set down {item}, and when Nutmeg asked for help with the counting, {companion} passed the nuts along one at a time.>
<6-9:Click, click, click went the beads.
Every time a row was full, they said "Ten!" and began the next one.><little:Click, click!
Ten, and ten, and ten.><10-12:Click, click, click went the beads, and every time a row was full, they announced "Ten!" and began the next.>
<2-9:Soon there were nine full rows and three beads more.
"Ninety-three nuts!" cried Nutmeg.
"Enough for the whole winter!"><10-12:Soon there were nine full rows and three beads more, and Nutmeg cried, "Ninety-three nuts: enough for the whole winter!">
<8-9:{name} felt a warm glow: the mending had mattered.><10-12:{name} felt a warm glow: all that careful mending had genuinely mattered.>

:: payoff learning.counting-frame.p.1vlkkpt
setting: forest

<2-9:"My counting frame!">
<little:{recipient} leapt down from the tree. Round she spun, with joy!><6-9:{recipient} leapt down from {destination} and spun round with joy.><10-12:"My counting frame!" cried {recipient}, leaping down from {destination} and spinning round with joy.>
<little:{name} gave back {item}. Nutmeg gave the beads a happy shake.><grown:{name} held out {item}, and Nutmeg gave the beads a happy shake.>
<6-9:Then she showed {name} a trick: "Count the full rows in tens, then add the little ones on the end."><little:"Count in tens," said Nutmeg.
"It's quicker!"><10-12:Then she showed {name} a useful trick: "Count the full rows in tens, then add the little ones on the end.">
<2-9:{Companion} whispered the numbers along with {name}.
Ten, twenty, thirty, forty, and two more.
"Forty-two nuts," said {name}.
"You need a few more."><10-12:{Companion} whispered the numbers along with {name}: ten, twenty, thirty, forty, and two more. "Forty-two nuts," said {name}; "you need a few more.">
<2-9:Nutmeg laughed.
"Then tomorrow I'll gather more.
Now I know!"><10-12:Nutmeg laughed and said, "Then tomorrow I'll gather more, now that I know!">

:: quest seal-bottle
item: the green bottle
itemFull: a green glass bottle with a letter rolled up inside
itemHeld: <little:in {their} big pocket><grown:in the big pocket of {their} dressing gown>
itemTell: <little:gave a glassy clink><grown:gave a soft, glassy clink>
recipient: Grandpa Seal
destination: Seal Rock
goal: carry the green bottle to Grandpa Seal
refrain: Over the sea and all the way

:: setup learning.seal-bottle.s.112l6k
setting: bedroom

<little:Clatter! A gull landed on the windowsill. It dropped something green.><grown:A gull landed on the windowsill with a clatter and dropped something green.>
<2-9:It was {itemFull}.
"Found it floating," said the gull.
"Can't read.
Can you?"><10-12:It was {itemFull}, and the gull explained, "Found it floating, but I can't read; can you?">
<2-9:On the bottle was a label in careful, wobbly writing.
{name} sounded it out slowly: "F-or...
For.
Grand-pa.
Seal."><10-12:On the bottle was a label in careful, wobbly writing, and {name} sounded it out slowly: "For... Grand-pa... Seal.">
<grown:The gull nodded wisely, as if it had known all along.><little:"Clever!" said the gull.> "{recipient} lives on {destination}," said {companion}.
"Then we'll {goal}," said {name}.

:: setup learning.seal-bottle.s.tg94rm
setting: garden

<2-9:Pop!>
<little:A mole poked its head up through the lawn. It held a green bottle with a letter inside!><6-9:A mole poked its head up through the lawn, holding {itemFull}.><10-12:With a soft pop, a mole poked its head up through the lawn, clutching {itemFull}.>
<2-9:"Post for {recipient}," puffed the mole.>
<little:"But I only go under the ground. {destination} is over the sea!"><6-9:"But I only go under the ground, and {destination} is over the sea."><10-12:"Post for {recipient}," puffed the mole, "but I only travel underground, and {destination} is over the sea.">
Inside the glass, {name} could see the rolled-up letter.
<grown:On the outside, someone had written in big, careful capitals: MY FIRST LETTER.><little:It said: MY FIRST LETTER.>
<2-9:"Someone has just learned to write," said {companion}.
"That's too special to get lost."><10-12:"Someone has just learned to write," said {companion}, "and that is far too special to get lost.">
<2-9:{name} took the bottle gently.
"We'll {goal}," {they} said.><10-12:{name} took the bottle gently and said, "We'll {goal}.">

:: payoff learning.seal-bottle.p.ikmwqa
setting: island

<little:Out on {destination}, {recipient} lay in the moonlight. His grey whiskers glinted.><grown:Out on {destination}, {recipient} lay in the moonlight, his grey whiskers glinting.>
<2-9:{name} held out {item}.
"For you," {name} said.
The old seal pulled out the letter with one flipper.><10-12:"For you," said {name}, holding out {item}, and the old seal drew out the letter with one flipper.>
<grown:It said, in big, wobbly letters: DEAR GRANDPA, I CAN WRITE NOW.
I LOVE YOU.
FROM PEBBLE.><little:It said: DEAR GRANDPA, I CAN WRITE NOW.
LOVE, PEBBLE.>
{Companion} stayed quiet, so the old seal could take his time.
<2-9:"My little Pebble," whispered Grandpa Seal.
"She wrote it on her own!"><10-12:"My little Pebble," whispered Grandpa Seal, astonished; "she wrote it on her own!">
<8-9:He read it three times, and each time his smile grew a little wider.><10-12:He read it three times, as if to make sure the words would stay put, smiling wider each time.>

:: payoff learning.seal-bottle.p.1wczkln
setting: island

{recipient} was sitting on {destination}, gazing out to sea.
<little:"Post for you!" called {friends} together. {name} waved {item}.><grown:"Post for you!" called {friends} together, and {name} held up {item}.>
<2-9:Grandpa Seal unrolled the letter, then frowned.
"My eyes are old," he said.
"Will you read it to me?"><10-12:Grandpa Seal unrolled the letter, then frowned apologetically: "My eyes are old; will you read it to me?">
<6-9:So {name} read it out, slowly and carefully, sounding out the trickiest word.><little:So {name} read it out, slowly.><10-12:So {name} read it aloud, slowly and carefully, sounding out the trickiest word.>
"Dear Grandpa.
I can write now.
I miss you.
Love, Pebble."
<8-9:The old seal laughed, and cried a little, and laughed again.><10-12:The old seal laughed, cried a little, and laughed again, the way you do when happiness arrives all at once.>
<little:"She learned to write," he said. "And now I know she misses me."><grown:"She learned to write," he said, "and now I know she misses me.">

:: quest moon-seed
item: the moon seed
itemFull: a moon seed, round and silver as a pearl
itemHeld: in {their} pyjama pocket
itemTell: <little:gave a silver glow><grown:gave a tiny silver glow>
recipient: the Night Gardener
destination: <little:the Night Gardener's garden><grown:the Night Gardener's garden on the hill>
goal: plant the moon seed in the Night Gardener's garden
refrain: Dark and deep, then up to the light

:: setup learning.moon-seed.s.m2mdgz
setting: bedroom

<little:On the windowsill lay a silver moon seed. It had a label tied on.><grown:On the windowsill lay {itemFull}, with a label tied on.>
<little:{name} read it out loud. "Please plant me before the moon goes down."><grown:{name} read it out loud: "Please plant me before the moon goes down.">
<grown:Underneath, in tiny writing, it said: "I only grow in the garden of {recipient}, where the soil is full of starlight."><little:It said, "I only grow in the Night Gardener's garden.">
<2-9:"Seeds need the right place to grow," said {companion}.
{name} slipped the seed into a pocket[ of {their} {colour} pyjamas].><10-12:"Seeds need exactly the right place to grow," said {companion}, so {name} slipped the seed into a pocket[ of {their} {colour} pyjamas].>
<little:"We'll plant it in the Night Gardener's garden!" {they} said. "{refrain}."><grown:"Then we'll {goal}," {they} said. "{refrain}.">

:: setup learning.moon-seed.s.1r4ugn9
setting: garden

<2-9:A trail of silver dust was glowing across the lawn.><10-12:A trail of silver dust glimmered faintly across the lawn.>
<little:{name} followed it to the gate. There at the end lay a moon seed!><grown:{name} followed it to the gate, and there, at the very end, lay {itemFull}.>
<6-9:"{recipient} must have dropped it on the way home," said {companion}.
"Moon seeds only grow in one garden, on the hill."><little:"The Night Gardener dropped it," said {companion}.><10-12:"{recipient} must have dropped it on the way home," said {companion}, "and moon seeds only grow in one garden, on the hill.">
<2-9:{name} picked it up.
It was still warm, like a pebble in the sun.[ Its glow shone on {name's} {hair} hair like frost.]><10-12:{name} picked it up and found it still warm, like a pebble in the sun.[ Its glow shone on {name's} {hair} hair like frost.]>
<8-9:It seemed a very small thing to hold a whole flower inside it.><10-12:It seemed astonishing that something so small could keep a whole flower folded up inside.>
<little:"We'll plant it in the Night Gardener's garden," {name} said. "Before the moon goes down!"><grown:"Then we'll {goal}," {name} said, "before the moon goes down.">

:: payoff learning.moon-seed.p.kzxypj
setting: garden

<little:Behind a mossy wall lay {destination}. Its flowers only open at night!><grown:Behind a mossy wall lay {destination}, full of flowers that only open at night.>
<2-9:{recipient} was waiting with a lantern and a trowel.
"Would you like to plant {item} yourself?"><10-12:{recipient} was waiting with a lantern and a trowel, and asked, "Would you like to plant {item} yourself?">
<little:{name} made a hole as deep as a finger. In went the seed. Pat, pat!><grown:{name} made a hole as deep as a finger, dropped the seed in and patted the soil.>
<grown:Then {name} gave it a drink from the watering can, just enough and not too much.><little:Then a drink of water.
Drip, drip.>
<2-9:{Companion} held the lantern low, and they waited.
Slowly, a silver shoot uncurled and opened into a moonflower.><10-12:{Companion} held the lantern low while they waited, until slowly a silver shoot uncurled and opened into a moonflower.>
<8-9:Growing, {name} saw, is mostly waiting, and trusting.><10-12:Growing, {name} realised, was mostly patience: doing your part, then trusting the rest.>

:: payoff learning.moon-seed.p.e7i69f
setting: garden

<little:{recipient} knelt by an empty flower bed.><grown:At {destination}, {recipient} knelt by an empty flower bed.>
<2-9:"What does a seed need?" she asked.
{name} thought hard.><10-12:"What does a seed need?" she asked, and {name} thought hard.>
<2-9:"Dark soil to sleep in," {they} said.
"A drink of water.
And time."
"Clever," said the Night Gardener.><10-12:"Dark soil to sleep in," {they} said, "a drink of water, and time," and the Night Gardener nodded: "Clever.">
<2-9:So {name} planted {item}, deep in the dark.
{Companion} watched the soil without blinking.><10-12:So {name} planted {item}, deep in the dark, while {companion} watched the soil without blinking.>
<6-9:Nothing happened, and nothing happened, and then a tiny silver leaf poked up and waved.><little:Wait, wait... pop!
A silver leaf!><10-12:For a long while nothing happened, and then a tiny silver leaf poked up and waved.>
<8-9:{name} thought the seed had been brave, going down into the dark to find its way up.><10-12:It struck {name} that the seed had been rather brave, going down into the dark to find its way up.>

:: quest question-jar
item: the question jar
itemFull: the big jam jar of questions
itemHeld: in {their} cloth bag
itemTell: <little:gave a papery rustle><grown:gave a rustle of folded paper>
recipient: the Book Moth
destination: the Lantern Library
goal: bring the question jar to the Book Moth
refrain: Every question is a key

:: setup learning.question-jar.s.1us2ydd
setting: garden

<little:By the gate, the mice had left a big jar of questions. It was stuffed with paper scraps.><grown:By the garden gate, the mice had left {itemFull}, stuffed with folded scraps of paper.>
<6-9:Each scrap had a question on it, in tiny mouse writing: Why is the sea salty?
Where does the wind sleep?
Why do cats purr?><little:Why is the sea salty?
Where does the wind sleep?><10-12:Each scrap held a question in tiny mouse writing: why is the sea salty, where does the wind sleep, and why do cats purr?>
<2-9:A note said: "For {recipient}, please.
We are too small to carry it."[ {name} added one question, about {interest}.]><10-12:A note explained: "For {recipient}, please, because we are too small to carry it."[ {name} added one question, about {interest}.]>
<2-9:"The Book Moth looks after {destination}," said {companion}.
"She knows where every answer lives."
{name} lifted the jar.
"Let's {goal}," {they} said.><10-12:"The Book Moth looks after {destination}," said {companion}, "and she knows where every answer lives." {name} lifted the jar and said, "Let's {goal}.">

:: setup learning.question-jar.s.2t3upe
setting: bedroom

<little:All week, {name} wrote down every question. In they went, into {item}!><grown:All week, whenever {name} wondered something, {they} wrote it down and dropped it into {itemFull}.>
Why is the sky blue?
Do fish sleep?[ There were lots about {interest}, too.]
<grown:By tonight, the jar was so full that the lid would hardly close.><little:Now the jar was full to the top!>
<2-9:"I know just who can help," said {companion}. "{recipient}, at {destination}.
She has a book for every question."
{name} hugged the jar.
"Let's {goal}," {they} said.><10-12:"I know exactly who can help," said {companion}: "{recipient}, at {destination}, who has a book for every question." {name} hugged the jar and said, "Let's {goal}.">
<8-9:{name} could not decide which was more exciting: the answers, or the asking.><10-12:{name} could not decide which was more exciting: finding the answers, or having so many questions to ask.>

:: payoff learning.question-jar.p.111uenk
setting: library

<little:{destination} glowed with a hundred little lanterns. The shelves went up and up!><grown:{destination} glowed with a hundred little lanterns, and the shelves went up and up.>
<2-9:On the top shelf sat {recipient}, silver-winged, in tiny spectacles.
{name} opened {item}.><10-12:On the top shelf sat {recipient}, silver-winged and wearing tiny spectacles, and {name} opened {item}.>
<grown:The Book Moth unfolded the first question, fluttered away, and came back with just the right book.><little:Flutter, flutter!
She found a book for every question.>
<2-9:{Companion} stacked each finished book in a neat pile.
At the very end, one question was left: Where do dreams go?><10-12:{Companion} stacked each finished book in a neat pile, until at the very end only one question remained: where do dreams go?>
<2-9:"Nobody knows yet," said the Book Moth.
"Keep that one.
Someone has to find out."><10-12:"Nobody knows yet," said the Book Moth, "so keep that one; someone has to find out.">

:: payoff learning.question-jar.p.sz7whb
setting: library

<2-9:"Questions!" cried {recipient}, fluttering down from the tallest shelf.
"My favourite thing."><10-12:"Questions!" cried {recipient}, fluttering down from the tallest shelf; "my favourite thing.">
<little:{name} took the lid off {item}. The moth read the first one aloud.><grown:{name} held out {item}, and the moth read the first one aloud.>
"Why is the sea salty?"
<6-9:"Shall we find out together?" she said, and showed {name} how to look it up in the big blue book, by the first letter of the word.><little:"Let's look it up," said the moth.
"S for sea."><10-12:"Shall we find out together?" she suggested, and showed {name} how to look it up in the enormous blue book, alphabetically, by the first letter.>
<little:{name} found the page with no help at all!><grown:{name} found the page without any help[, {their} {eyes} eyes racing along the lines].>
<little:{Companion} held the big book open. {name} read the answer out.><6-9:{Companion} held the big book open while {name} read the answer out.><10-12:{Companion} held the heavy book open while {name} read the explanation aloud.>
<8-9:Finding an answer yourself, {name} discovered, felt twice as good as being told it.><10-12:Finding an answer yourself, {name} discovered, was like reaching a hilltop on your own feet.>

:: quest magnifying-glass
item: the magnifying glass
itemFull: Professor Burdock's magnifying glass with the brass handle
itemHeld: <little:in {their} top pocket><grown:in the top pocket of {their} pyjamas>
itemTell: <little:gave a bright wink><grown:gave a round, bright wink>
recipient: Professor Burdock
destination: <little:the Tiny Museum><grown:the Tiny Museum in the hollow log>
goal: take the magnifying glass back to Professor Burdock
refrain: Look close, and closer still

:: setup learning.magnifying-glass.s.daisy
setting: garden

<2-9:Something round was shining in the grass.
{name} picked it up.
It was {itemFull}!><10-12:Something round was shining in the grass, and when {name} picked it up, it turned out to be {itemFull}.>
<6-9:{name} held it over a daisy, and the yellow middle grew big.
It was not one flower at all, but hundreds of tiny ones.><little:{name} looked at a daisy through it.
The middle was full of tiny flowers!><10-12:When {name} held it over a daisy, the yellow middle swelled, revealing not one flower at all but hundreds of tiny ones.>
A label on the handle said: Please return to {recipient}.
<2-9:"He studies tiny things," said {companion}.
"He can't do his work without it."><10-12:"He studies tiny things," said {companion}, "and cannot work without it.">
<8-9:{name} had walked past a thousand daisies and never once looked closely.><10-12:{name} must have walked past a thousand daisies without once suspecting that each one was really a crowd.>
"Then let's {goal}," said {name}. "{refrain}."

:: setup learning.magnifying-glass.s.sugar
setting: kitchen

<2-9:A tiny voice was calling from the kitchen table.
"Help!
Over here, by the sugar bowl!"><10-12:A tiny voice was calling urgently from the kitchen table: "Help! Over here, by the sugar bowl!">
<little:A woodlouse in a little waistcoat was pushing {item}.><grown:A woodlouse in a little waistcoat was pushing {itemFull}.>
<little:"{recipient} lent it to me," he puffed. "To look at the sugar.><grown:"{recipient} lent it to me," he puffed, "to look at the sugar.>
Now I can't carry it home."
<2-9:{Companion} helped the woodlouse onto a spoon to rest.><10-12:{Companion} helped the exhausted woodlouse onto a spoon to rest.>
<grown:{name} peeped through the glass, and gasped.
Every grain was a tiny, sparkling block, like a box made of glass.><little:{name} looked at the sugar.
Every grain sparkled like glass!>[ {name's} {eyes} eyes blinked, once, twice.]
<8-9:The whole world, {name} thought, was full of secrets too small to see.><10-12:It made {name} wonder how many other ordinary things were secretly astonishing, if only you looked closely enough.>
"We'll {goal}," said {name}.

:: payoff learning.magnifying-glass.p.feather
setting: forest

<little:Inside the museum, little shelves ran all the way round.><grown:Inside {destination}, little shelves ran all the way round.>
<grown:On them sat an acorn cup, a snail shell no bigger than a pea, and a wren's feather, each neatly labelled.><little:There was an acorn cup.
There was a tiny shell.
There was a feather.>
<2-9:{recipient}, an old beetle in a velvet coat, was squinting hard.
"My glass!" he cried, when {name} held out {item}.><10-12:{recipient}, an old beetle in a velvet coat, was squinting hard, but "My glass!" he cried, when {name} held out {item}.>
<2-9:He held it over the feather.
{Companion} leaned in to look.
"Look, {name}.
Tiny hooks, holding it together like a zip!"><10-12:He held it over the feather as {companion} leaned in to look. "Look, {name}: tiny hooks, holding it together like a zip!">
<8-9:{name} knew {they} would never look at a feather in quite the same way again.><10-12:{name} had a feeling that every feather {they} found from now on would seem a little more remarkable than before.>
<2-9:"Thank you," said the old beetle.
"Now I can see the world again."><10-12:"Thank you," said the old beetle; "now I can see the world properly again.">

:: payoff learning.magnifying-glass.p.fingertip
setting: forest

<little:{recipient} was peering out of the museum door.><grown:{recipient} was waiting at the door of {destination}, peering out.>
"Is that my glass?" the old beetle asked.
<little:{name} gave him {item}. He hugged it with all six legs!><grown:{name} gave him {item}, and he hugged it with all six legs.>
"Now, what shall we look at first?"
<6-9:{name} held the glass over {their} own fingertip.
There were swirls and loops, like a tiny maze.><little:{name} looked at {their} finger.
Swirls, like a tiny maze!><10-12:{name} held the glass over {their} own fingertip and discovered swirls and loops, like a tiny maze.>
{Companion} bent close and whispered, "Ooh."
<little:"Nobody else has swirls like those," said {recipient}.><6-9:"Nobody else in the whole world has swirls like those," said {recipient}.><10-12:"Nobody else in the whole world has swirls like those," said {recipient}; "that is the rarest thing I have seen all year.">
<2-9:"That's the rarest thing I've seen all year.">
<8-9:{name} had carried them around {their} whole life, every single day, without ever knowing.><10-12:It was extraordinary to think that {name} had carried those tiny mazes around every single day without once noticing them.>

:: quest blackbird-whistle
item: the tin whistle
itemFull: a little tin whistle that plays the blackbird's song
itemHeld: <little:round {their} neck><grown:on a string round {their} neck>
itemTell: <little:gave a tiny toot><grown:gave a tiny, breathy toot>
recipient: Merle the blackbird
destination: <little:the blackbirds' nest><grown:the blackbirds' nest in the old pear tree>
goal: take the tin whistle to Merle the blackbird
refrain: Whistle low and whistle high

:: setup learning.blackbird-whistle.s.label
setting: bedroom

<2-9:Toot!
A tiny sound came from the windowsill.><10-12:A tiny toot came from the windowsill.>
<little:There lay a little tin whistle. It had a label in wobbly writing.><grown:There lay {itemFull}, with a label in wobbly writing.>
{name} read it out: "For Merle.
Play it slowly.
Love, Grandpa."
<6-9:"Merle is a young blackbird," said {companion}.
"She is learning the morning song, so she can sing it at sunrise with the grown-up birds."><little:"Merle is a baby blackbird," said {companion}.
"She is learning to sing."><10-12:"Merle is a young blackbird," said {companion}, "who is learning the morning song, so that she can sing it at sunrise with the grown-up birds.">
<little:{name} blew into the whistle. Low, high, high, and a twirl!><grown:{name} blew into the whistle: low, high, high, and a twirl at the end.>
<8-9:It sounded just like the blackbird that sang on the chimney every morning.><10-12:It sounded exactly like the blackbird on the chimney whose song {name} usually heard half asleep.>
<2-9:"{refrain}," sang {name}.
"Let's {goal}."><10-12:"{refrain}," sang {name}; "let's {goal}.">

:: setup learning.blackbird-whistle.s.fence
setting: garden

<little:On the fence sat an old blackbird. His wings were droopy.><grown:On the garden fence sat an old blackbird with a grey beak and droopy wings.>
<little:"I'm Merle's grandpa," he puffed. He dropped {item} into {name's} hand.><grown:"I'm Merle's grandpa," he puffed, and dropped {itemFull} into {name's} hand.>
<6-9:"Merle is learning the morning song, but she keeps forgetting the tune.
This whistle plays it, note by note."><little:"Merle is learning to sing.
This plays her song."><10-12:"Merle is learning the morning song, but she keeps forgetting the tune, and this whistle plays it, note by note.">
"But my old wings can't fly that far tonight," he sighed.
{Companion} listened while {name} blew one note, then another.[ The tune made {name's} {eyes} eyes shine.]
<8-9:{name} liked the idea of a grandpa passing on a song, the way grandpas pass on stories.><10-12:{name} liked the thought of a song being handed down in a family, like a favourite story or a treasured old scarf.>
<2-9:"We'll {goal}," {they} said.
"She can practise before bed."><10-12:"We'll {goal}," {they} said, "so that she can practise before bed.">

:: payoff learning.blackbird-whistle.p.twirl
setting: orchard

<little:In the pear tree, a young blackbird was hopping about.><grown:In {destination}, a young blackbird was hopping about, muttering.>
<2-9:"Low, high... no.
High, low... oh dear!"
It was {recipient}.><10-12:"Low, high... no; high, low... oh dear!" It was {recipient}, thoroughly muddled.>
<little:"Your grandpa sent this," said {name}. Then {they} played the tune on {item}, nice and slowly.><grown:"Your grandpa sent this," said {name}, and played the tune on {item}, nice and slowly.>
<6-9:Merle put her head on one side and listened, then sang it back, a little wobbly.><little:Merle listened.
Then she sang it back.><10-12:Merle tilted her head and listened, then sang it back, a little wobbly.>
<2-9:{Companion} nodded along to every note.
"Again," said {name}.
The second time, it was nearly right.><10-12:{Companion} nodded along to every note, and when {name} said, "Again," the second attempt was very nearly right.>
<little:The third time, it was perfect! She added a twirl of her own.><grown:The third time, it was perfect, and she added a twirl all of her own.>
<8-9:Every blackbird, {name} found out, sings the family tune with a little twist that is only theirs.><10-12:Every blackbird, {name} learned, sings the family tune with a twist of its own, which seemed a very sensible arrangement.>

:: payoff learning.blackbird-whistle.p.together
setting: orchard

<little:{recipient} sat on the edge of the nest. Her feathers were all puffed up.><grown:At {destination}, {recipient} sat on the edge, her feathers all puffed up.>
<2-9:"I'll never learn it," she sighed.
"From your grandpa," said {name}, holding out {item}.
"Everyone had to learn it once," {they} said.><10-12:"I'll never learn it," she sighed, so {name} held out {item}, saying, "From your grandpa; everyone had to learn it once.">
<6-9:So {name} played the song, one note at a time, and Merle copied, one note at a time.><little:Toot, went the whistle.
Tweet, went Merle.><10-12:So {name} played the song one note at a time, and Merle patiently copied each one.>
<2-9:{Companion} listened from below.
By the end, whistle and blackbird sounded the same.><10-12:{Companion} listened from below, and by the end, whistle and blackbird sounded identical.>
<2-9:"I can do it!" sang Merle.
Then she tucked her head under her wing, ready for the morning.><10-12:"I can do it!" sang Merle triumphantly, and then she tucked her head under her wing, ready for the morning.>

:: quest rainbow-crystal
item: the rainbow crystal
itemFull: a little rainbow crystal, clear as a drop of water
itemHeld: in {their} cupped hands
itemTell: <little:sparkled like a rainbow><grown:sparkled red and yellow and blue>
recipient: Puff the cloud
destination: <little:the Cloud Meadow><grown:the Cloud Meadow above the hill>
goal: carry the rainbow crystal up to Puff the cloud
refrain: Red and yellow, green and blue

:: setup learning.rainbow-crystal.s.moonbeam
setting: bedroom

<little:Moonlight lay across the windowsill. In it sat a little crystal, clear as water.><grown:A beam of moonlight lay across the windowsill, and in it sat {itemFull}.>
<2-9:It threw a tiny rainbow across the wall.><10-12:It scattered a tiny rainbow across the wall.>
<grown:There were seven colours: red, orange, yellow, green, blue, indigo and violet.><little:Red, yellow, green and blue!>
<little:A note was tied round it. "For Puff, who is learning to make rainbows."><grown:A note was tied round it: "For Puff, who is learning to make rainbows.">
<2-9:"Puff is the littlest cloud," said {companion}.
"She lives in {destination}."><10-12:"Puff is the littlest cloud," said {companion}, "and she lives in {destination}.">
<8-9:{name} wondered how a clear, plain crystal could be hiding so many colours.><10-12:It puzzled {name} that something so clear and plain could be hiding seven colours.>
"Let's {goal}," said {name}.

:: setup learning.rainbow-crystal.s.swallow
setting: garden

<little:A swallow landed on the washing line. Something shiny was in her beak!><6-9:A swallow landed on the washing line with something shiny in her beak.><10-12:A swallow landed on the washing line carrying something shiny in her beak: {itemFull}.>
<2-9:It was {itemFull}.>
<grown:"It's for Puff, the littlest cloud," she twittered.
"In the morning she makes her very first rainbow, and this will show her how."><little:"It's for Puff, the littlest cloud," she said.
"It will help her make a rainbow.">
<2-9:"But tonight I fly south for the winter," she said.
{name} held the crystal up to the kitchen window.><10-12:"But tonight I fly south for the winter," she explained, so {name} held the crystal up to the kitchen window.>
<little:Colours spilled across the grass.[ A red stripe landed on {name's} {colour} slippers.]><grown:Colours spilled across the grass[, and one red stripe landed on {name's} {colour} slippers].>
{Companion} touched a blue stripe and laughed softly.
<8-9:It was like finding a whole rainbow folded up inside a drop of water.><10-12:It felt like discovering a whole rainbow folded up inside something no bigger than a drop of water.>
"We'll {goal}," said {name}.

:: payoff learning.rainbow-crystal.p.mist
setting: clouds

<2-9:In {destination}, the clouds were soft.
{recipient} was trying hard to make a rainbow.
She huffed and puffed, but all she made was grey mist.><10-12:In {destination}, among the soft clouds, {recipient} was trying hard to make a rainbow, but however much she huffed and puffed, all she made was grey mist.>
{name} held up {item} in the moonlight.
<grown:Out spilled the colours: red, orange, yellow, green and blue.><little:Out came the colours!
Red, yellow, green, blue.>
<2-9:"The colours were hiding in the light all along," said {name}.
"Your tiny drops can split it too, just like this."><10-12:"The colours were hiding in the light all along," said {name}, "and your tiny drops can split it too, just like this.">
<2-9:"No hurry," whispered {companion}.
Puff tried again.
Slowly, a pale arch of colours shone out.
"I did it!" she whispered.><10-12:"No hurry," whispered {companion}, so Puff tried again, and slowly a pale arch of colours shone out. "I did it!" she whispered.>

:: payoff learning.rainbow-crystal.p.pillow
setting: clouds

<little:At the edge of the meadow sat {recipient}. She was no bigger than a pillow!><grown:At the edge of {destination} sat {recipient}, no bigger than a pillow.>
<little:"Tomorrow I make my first rainbow," she sighed. "And I don't know how!"><grown:"Tomorrow I make my first rainbow," she sighed, "and I don't know how.">
<2-9:{name} gave her {item}.
"Hold it up to the light," {they} said.
{Companion} pointed to the moon.><10-12:{name} gave her {item}, saying, "Hold it up to the light," and {companion} pointed helpfully to the moon.>
<2-9:Puff did, and colours fell across the clouds in stripes.
"{refrain}," counted Puff.><10-12:Puff did, and colours fell across the clouds in stripes while she counted, "{refrain}.">
<grown:"So the colours were inside the light the whole time!"><little:"The colours were in the light!" she cried.>
<8-9:{name} loved the moment when a puzzle suddenly clicked, like a key in a lock.><10-12:{name} loved that moment when a puzzle clicks into place, as neatly as a key in a lock.>
<little:Then Puff tucked the crystal into her softest corner. She yawned and closed her eyes.><grown:Then Puff tucked the crystal into her softest corner, yawned, and closed her eyes.>

:: quest goat-shell
item: the spiral shell
itemFull: a pink spiral shell with the sound of the sea inside
itemHeld: wrapped in {their} scarf
itemTell: <little:whooshed like the sea><grown:gave a faraway whoosh, like waves>
recipient: Bilberry the goat
destination: <little:the goats' high meadow><grown:the goats' pasture under the snowy peak>
goal: carry the spiral shell up to Bilberry the goat
refrain: Hold it close and hear the sea

:: setup learning.goat-shell.s.swift
setting: bedroom

<2-9:A swift landed on the windowsill with a note in her beak.
{name} unfolded it and read the big, careful letters.
WHAT IS THE SEA LIKE?
I HAVE NEVER SEEN IT.
FROM BILBERRY.><10-12:A swift landed on the windowsill with a note in her beak, and {name} unfolded it to read the big, careful letters: WHAT IS THE SEA LIKE? I HAVE NEVER SEEN IT. FROM BILBERRY.>
<6-9:"Bilberry is a young goat who lives up on the mountain," said {companion}.
"The sea is much too far away for her to visit."><little:"Bilberry lives on a mountain," said {companion}.
"The sea is far away."><10-12:"Bilberry is a young goat who lives up on the mountain," said {companion}, "and the sea is much too far away for her to visit.">
{name} looked up at the shelf.
<little:There sat a pink spiral shell!><grown:There sat {itemFull}[, beside {their} {colour} bucket].>
<8-9:You cannot post a whole sea, {name} thought, but you might carry the sound of one.><10-12:If Bilberry could not go to the sea, {name} reasoned, then perhaps a little of the sea could go to Bilberry.>
"Let's {goal}," said {name}.

:: setup learning.goat-shell.s.skylark
setting: garden

<little:{name} was digging in the sandpit. A skylark landed on the fence.><grown:{name} was digging in the sandpit when a skylark landed on the fence.>
<2-9:"I've flown down from the mountain," she sang.>
<6-9:"Bilberry, the littlest goat up there, keeps asking what the sea sounds like."><little:"Bilberry the goat wants to know what the sea sounds like."><10-12:"I've flown down from the mountain," she sang, "because Bilberry, the littlest goat up there, keeps asking what the sea sounds like.">
<2-9:"You'll think of something," said {companion}.
{name} thought hard.><10-12:"You'll think of something," said {companion} encouragingly, and {name} thought hard.>
<little:Then {they} dug up a spiral shell, like buried treasure!><grown:Then {they} dug up {itemFull}, buried there like treasure.>
<6-9:{name} held it to {their} ear: whoosh... whoosh... like faraway waves.><little:Whoosh... whoosh.
Waves!><10-12:{name} held it to {their} ear and heard a whoosh like faraway waves. "We'll {goal}," said {name}. "{refrain}.">
<2-9:"We'll {goal}," said {name}. "{refrain}.">

:: payoff learning.goat-shell.p.listen
setting: mountain

<little:Over the rocks skipped a little white goat. Ting-a-ling!><grown:Up in {destination}, a little white goat came skipping over the rocks, ting-a-ling.>
<2-9:It was {recipient}, with a bell round her neck.
"Did you bring the sea?" she bleated.
"We did," said {companion}, "in a shell."><10-12:It was {recipient}, with a bell round her neck, bleating eagerly, "Did you bring the sea?" "We did," said {companion}, "in a shell.">
{name} unwrapped {item} and held it to Bilberry's ear.
<grown:Bilberry stood still, her eyes as round as buttons.><little:Bilberry stood very still.
Her eyes went round.>
<2-9:"Whoosh," she whispered.
"Is that what waves say?"><10-12:"Whoosh," she whispered in wonder; "is that what waves say?">
<grown:"All day and all night," said {name}, "and when they go out, they leave shells like this on the sand."><little:"All day and all night," said {name}.>
<8-9:{name} had never thought of the sea as a secret, but to Bilberry it was the biggest secret in the world.><10-12:{name} had always taken the sea for granted, but to Bilberry it was a marvel she had only ever been able to imagine.>

:: payoff learning.goat-shell.p.hooves
setting: mountain

<little:Under the snowy peak, the grass was short and sweet.><grown:At {destination}, the grass was short and sweet.>
<little:{recipient} trotted down to meet them. Click, click went her hooves.><grown:{recipient} trotted down to meet them, her hooves clicking on the stones.>
<2-9:{name} held out {item}.
"A sea snail used to live in this," {name} explained.
"Listen: you can hear the waves."><10-12:{name} held out {item} and explained, "A sea snail used to live in this; listen, and you can hear the waves.">
<8-9:{name} knew the waves were really the shell catching the quiet noises all around, but up here it sounded just like the sea.><10-12:Strictly speaking, the shell only caught the quiet sounds around it, {name} knew, but up here that was close enough to the sea.>
<2-9:Bilberry listened a long time, and smiled.
{Companion} had a listen too, eyes shut.><10-12:Bilberry listened for a long time and smiled, and {companion} had a listen too, eyes shut.>
<grown:"Now I'll teach you something," she said, and showed {name} the soft pads under her hooves, which stop her slipping.><little:"My turn," said Bilberry.
"My hooves have grippy pads!">
"Now we all know something new," said {name}.

:: quest centipede-laces
item: the lacing card
itemFull: the shoe-shaped lacing card with the long red lace
itemHeld: <little:tucked in {their} belt><grown:tucked in the belt of {their} dressing gown>
itemTell: <little:swung its red lace><grown:swung its long red lace>
recipient: Millicent Centipede
destination: <little:Millicent's crooked house><grown:Millicent's crooked house at the end of the village>
goal: take the lacing card to Millicent Centipede
refrain: Loop it, swoop it, pull it tight

:: setup learning.centipede-laces.s.pillow
setting: bedroom

<little:All week, {name} had practised bows on {item}.><grown:All week, {name} had practised bows on {itemFull}.>
<6-9:The first ones flopped, and the next came undone.
But this morning, {name} had tied {their} own shoes alone.><little:Flop went the first bows.
But today {name} tied {their} own shoes!><10-12:The first ones flopped and the next came undone, but this morning {name} had finally tied {their} own shoes without help.>
<2-9:Tonight a note in wriggly writing lay on the pillow.>
<6-9:"Please will you teach me to tie bows?
I have a hundred feet, and my boots fall off.
Love, Millicent."><little:"Please teach me bows!
I have a hundred feet.
Love, Millicent."><10-12:Tonight a note in wriggly writing lay on the pillow: Millicent, who had a hundred feet and boots that kept falling off, wanted to learn to tie bows.>
<2-9:{name} laughed until {their} toes wiggled[ under the {colour} quilt].
"A hundred boots!" said {companion}.><10-12:{name} laughed until {their} toes wiggled[ under the {colour} quilt], and {companion} marvelled, "A hundred boots!">
"Let's {goal}," {they} said. "{refrain}."

:: setup learning.centipede-laces.s.footprints
setting: garden

<2-9:A line of tiny muddy footprints ran up the garden path.
{name} crouched down to count them, but there were far too many.><10-12:A line of tiny muddy footprints ran up the garden path, and when {name} crouched down to count them, there were far too many.>
<little:At the end, on the back step, was a chalk message.><grown:At the end, written in chalk on the back step, was a message.>
TOO MANY LACES!
PLEASE HELP!
M.
<6-9:"That's Millicent Centipede," said {companion}.
"She has a hundred feet, and she can't tie a single bow."><little:"That's Millicent," said {companion}.
"A hundred feet, and not one bow!"><10-12:"That's Millicent Centipede," said {companion}; "she has a hundred feet, and she can't tie a single bow.">
<little:{name} ran inside and came back with {item}.><grown:{name} ran inside and came back with {itemFull}.>
<grown:"This is how I learned," {name} said.><little:"I learned on this," said {name}.>
<8-9:Teaching someone else, {name} suspected, was the surest way to find out whether you really knew a thing.><10-12:There is no better test of whether you really know something, {name} suspected, than trying to explain it to a centipede.>
"Let's {goal}."

:: payoff learning.centipede-laces.p.three-tries
setting: village

<little:A lamp glowed in Millicent's window. On the step stood a long row of little boots.><grown:A lamp was lit in the window of {destination}, and a long row of little boots stood on the step.>
<little:{recipient} peeped round the door. Her laces trailed behind like spaghetti!><grown:{recipient} peeped round the door, her laces trailing behind her like spaghetti.>
{name} sat on the step and held up {item}.
"Watch," {name} said. "{refrain}."
<6-9:Millicent tried.
Her first bow flopped.
Her second came undone.><little:Her first bow flopped.
Her second came undone.><10-12:Millicent tried, but her first bow flopped and her second came undone.>
<2-9:"My bows did that too," said {name}.
"Try again."
The third bow held, neat and tight.
{Companion} let out a quiet cheer.><10-12:"My bows did that too," said {name}; "try again." The third bow held, neat and tight, and {companion} let out a quiet cheer.>
<8-9:{name} knew exactly how that felt: the moment when something impossible quietly turns easy.><10-12:{name} remembered that feeling well: the moment when something impossible turns, without any fuss, into something easy.>

:: payoff learning.centipede-laces.p.hundred-bows
setting: village

<little:Outside Millicent's house, a hundred little boots stood in a row.><grown:Outside {destination}, a hundred little boots stood in a row.>
<2-9:{recipient} sat on the doorstep in a terrible tangle.
"I've tied my laces to each other!" she groaned.><10-12:{recipient} sat on the doorstep in a terrible tangle, groaning, "I've tied my laces to each other!">
<2-9:{name} and {companion} untangled her, one lace at a time.
Then {name} gave her {item} to practise on.><10-12:{name} and {companion} untangled her patiently, one lace at a time, and then {name} gave her {item} to practise on.>
<6-9:Loop, swoop, pull.
Millicent went slowly, with her tongue poking out, one boot at a time.><little:Loop, swoop, pull.
One boot at a time.><10-12:Loop, swoop, pull: Millicent went slowly, tongue poking out in concentration, one boot at a time.>
Before long, a hundred bows sat in a neat row.
<little:"I did it!" cried Millicent. She danced a hundred-footed jig!><grown:"I did it!" cried Millicent, and she danced a hundred-footed jig[ round {name's} {colour} slippers].>
<8-9:{name} had only shown her once; the other ninety-nine bows were all her own work.><10-12:{name} had shown her only once; the other ninety-nine bows were all Millicent's own, which made {name} prouder still.>

:: quest moon-wheel
item: the moon wheel
itemFull: the paper moon wheel that shows the moon's shapes
itemHeld: <little:inside {their} pyjama top><grown:tucked inside {their} pyjama top>
itemTell: <little:turned all by itself><grown:turned a notch all by itself>
recipient: Humbug the hedgehog
destination: <little:the old gorse bush><grown:the old gorse bush on Moonwatch Hill>
goal: take the moon wheel to Humbug the hedgehog
refrain: Thin moon, round moon, back it comes

:: setup learning.moon-wheel.s.split-pin
setting: bedroom

<little:At school, {name} had made a paper moon wheel.><grown:At school, {name} had made {itemFull}.>
<little:It was two paper circles, joined with a pin.[ {They} had coloured it {colour} and silver.]><grown:It was two paper circles, joined with a split pin[ and coloured in {colour} and silver].>
<grown:When you turned the top circle, a little window showed the moon growing fat, then thin again.><little:Turn it, and the moon grows fat.
Turn it more, and it goes thin.>
<2-9:Tap, tap.
A moth was fluttering at the glass.
{Companion} let her in.><10-12:A moth was tapping and fluttering at the glass, so {companion} let her in.>
<6-9:"Humbug the hedgehog is so worried," she said.
"The moon gets thinner every night, and he thinks it's going away for ever."><little:"Humbug the hedgehog is worried," she said.
"He thinks the moon is going away."><10-12:"Humbug the hedgehog is terribly worried," she said, "because the moon gets thinner every night, and he thinks it is going away for ever.">
<2-9:"This will show him," said {name}.
"Let's {goal}."><10-12:"This will show him," said {name}; "let's {goal}.">

:: setup learning.moon-wheel.s.fingernail
setting: garden

<little:Only a thin slice of moon hung over the garden. It looked like a silver fingernail.><grown:Only a thin slice of moon hung over the garden, like a silver fingernail.>
<little:{name} looked up at it from the swing. Then something rustled under the hedge.><grown:{name} was looking up at it from the swing when something rustled under the hedge.>
It was a hedgehog, no bigger than a teacup.
<6-9:"Please, where has the rest of the moon gone?" she asked.
"My cousin Humbug is so worried that he can't sleep."><little:"Where has the moon gone?" she asked.
"Humbug is so worried!"><10-12:"Please, where has the rest of the moon gone?" she asked, "because my cousin Humbug is so worried that he can't sleep.">
<2-9:{name} smiled, because {they} knew the answer.><10-12:{name} smiled, because for once {they} knew the answer.>
<little:From {their} school bag, {name} fetched {item}.><grown:From {their} school bag, {name} fetched {itemFull}.>
<8-9:It felt good to know something that could make a worry smaller.><10-12:It was a fine feeling, {name} thought, to know a fact that could tuck a worry away.>
<little:"We'll take it to Humbug!" {name} told {companion}.><grown:"We'll {goal}," {name} told {companion}.>

:: payoff learning.moon-wheel.p.prickly-ball
setting: hilltop

<little:{recipient} was curled up in a tight, prickly ball.><grown:Outside {destination}, {recipient} was curled up in a tight, prickly ball.>
<2-9:"The moon is nearly all gone," he sniffed.
{name} sat down beside him and held out {item}.><10-12:"The moon is nearly all gone," he sniffed, so {name} sat down beside him and held out {item}.>
<grown:"Watch," said {name}, and turned the paper wheel slowly: thin, then half, then big and round, then thin again.><little:Turn, turn.
Thin moon, half moon, round moon!>
<2-9:"It always comes back," said {name}.
"Every single month."
{Companion} sat on his other side, warm and close.
Humbug uncurled, one prickle at a time.><10-12:"It always comes back," said {name}, "every single month," and with {companion} warm and close on his other side, Humbug uncurled, one prickle at a time.>
<8-9:Understanding how something works, {name} realised, can shrink a worry right down.><10-12:Once you understand how something works, {name} realised, a worry shrinks to the size of a pea.>
"{refrain}," said Humbug, and smiled.

:: payoff learning.moon-wheel.p.old-moon
setting: hilltop

<little:{recipient} sat on a mossy stone. He stared sadly at the thin moon.><grown:At {destination}, {recipient} sat on a mossy stone, staring sadly at the thin moon.>
<2-9:{name} gave him {item}.
"Turn it," {name} said.><10-12:{name} gave him {item} and said, "Turn it.">
<little:Humbug turned it. In the little window, the moon grew and grew. Now it was round!><grown:Humbug turned it, and in a little window on the wheel, the moon grew, bit by bit, until it was round.>
<grown:"Now look up, very carefully," said {name}.
Beside the bright sliver, the rest of the moon was still there, faint and grey, resting in the shadow.><little:"Now look up," said {name}.
The rest of the moon was there, faint and grey!>
<2-9:{Companion} pointed, so Humbug could find it too.
"It never went away," whispered Humbug.><10-12:{Companion} pointed, so that Humbug could find it too, and he whispered in amazement, "It never went away.">
<8-9:The moon was always whole, {name} knew; the sun simply lit a different part of it each night.><10-12:The moon was always whole, {name} knew; the sun just lit a different slice each night, like a torch moving round a ball.>

:: quest ferret-juggling
item: the juggling ball
itemFull: a bright juggling ball with red and yellow stripes
itemHeld: <little:in {their} hood><grown:in the hood of {their} dressing gown>
itemTell: gave a little bounce
recipient: Fidget the ferret
destination: <little:the jugglers' tent><grown:the jugglers' tent at the fair>
goal: take the juggling ball to Fidget the ferret
refrain: Toss, catch, and toss again

:: setup learning.ferret-juggling.s.over-the-hedge
setting: garden

<2-9:Boing!>
<little:Something bounced over the hedge. It rolled right to {name's} feet!><6-9:Something bounced over the hedge and rolled across the lawn, right to {name's} feet.><10-12:With a boing, something bounced over the hedge and rolled across the lawn, right to {name's} feet: {itemFull}.>
<2-9:It was {itemFull}.>
<grown:From over the hill came the music of the fair, and a small, squeaky voice.
"My ball!
I was learning to juggle three, and it flew right out of my paws!"><little:"My ball!" squeaked a faraway voice.
"It flew away!">
<2-9:"That's Fidget the ferret," said {companion}.
"She practises in {destination} every night."><10-12:"That's Fidget the ferret," said {companion}, "who practises in {destination} every night.">
<little:{name} tossed the ball up and caught it. Up and down!><6-9:{name} tossed the ball up and caught it[, {their} {eyes} eyes on it all the way].><10-12:{name} tossed the ball up and caught it deftly[, {their} {eyes} eyes on it all the way].>
"Let's {goal}," {they} said.

:: setup learning.ferret-juggling.s.paper-dart
setting: bedroom

<2-9:All week, {name} had been learning to juggle, bit by bit.>
<6-9:First one ball, from hand to hand.
Then two, one up and one across.
Three was still too tricky.><little:One ball, hand to hand.
Then two.
Not three, not yet!><10-12:All week, {name} had been learning to juggle, bit by bit: first one ball, from hand to hand, then two, one up and one across, though three was still too tricky.>
<2-9:Whizz!
A paper dart flew in at the window.><10-12:Suddenly a paper dart came whizzing in at the window.>
<6-9:"I've lost a juggling ball," it said.
"Could I borrow one of yours?
From Fidget the ferret."><little:"I've lost a ball," it said.
"Please may I borrow one?
From Fidget."><10-12:"I've lost a juggling ball," it said; "could I borrow one of yours? From Fidget the ferret.">
<2-9:{Companion} tipped out the juggling balls.>
<little:{name} picked out a stripy juggling ball, the bounciest one.><6-9:{name} picked out {itemFull}, the bounciest one.><10-12:When {companion} tipped out the juggling balls, {name} chose {itemFull}, the bounciest of them all.>
"Let's {goal}," {name} said. "{refrain}."

:: payoff learning.ferret-juggling.p.turnip
setting: fair

<little:In the tent, {recipient} juggled two balls and a turnip!><grown:Inside {destination}, under a roof of stripes and stars, {recipient} was juggling two balls and a turnip.>
<2-9:Bump!
Down came the turnip.
{name} held out {item}, and Fidget's whiskers quivered.><10-12:Bump, down came the turnip, and when {name} held out {item}, Fidget's whiskers quivered.>
<6-9:"Try it in little steps," said {name}.
"One ball first, then two, and then all three."><little:"Little steps," said {name}.
"One, then two, then three."><10-12:"Try it in little steps," said {name}: "one ball first, then two, and then all three.">
<2-9:Fidget tried, and dropped everything.
{Companion} gathered up the balls and handed them back.
She tried again, and caught two.
The third time, all three went round and round like a wheel.
"I'm juggling!" she squeaked.><10-12:Fidget tried and dropped everything, so {companion} gathered up the balls and handed them back. On her second attempt she caught two, and the third time all three went round like a wheel. "I'm juggling!" she squeaked.>

:: payoff learning.ferret-juggling.p.stand-still
setting: fair

<little:{recipient} was waiting outside the tent. Hop, hop, from foot to foot!><grown:{recipient} was waiting outside {destination}, hopping from foot to foot.>
"Quick, quick!" she said.
<little:{name} gave her {item}. At once she threw all three up!><grown:{name} gave her {item}, and at once she threw all three up.>
<2-9:Bounce, bounce, bounce!
{Companion} fetched them from under the benches.><10-12:Bounce, bounce, bounce they went, and {companion} fetched them from under the benches.>
<6-9:"Here's a trick I learned," said {name}.
"Stand still, and watch the top of each throw, not your paws."><little:"Stand still," said {name}.
"Watch the top."><10-12:"Here's a trick I learned," said {name}: "stand still, and watch the top of each throw, not your paws.">
<2-9:Fidget stood as still as a ferret can, which is not very.
Up, across, and catch.
Up, across, and catch.><10-12:Fidget stood as still as a ferret can, which is not very, and then: up, across, and catch; up, across, and catch.>
<8-9:Nobody learns a trick just by hearing it, {name} thought; you learn it with your hands, one try at a time.><10-12:Nobody ever learned to juggle just by listening, {name} thought; it had to settle into your hands, one patient throw at a time.>
"{refrain}," sang Fidget.

// Scenes on the way: the theme's value in action, serving any of its quests.

:: scene learning.c.1l4gkpe
setting: river
role: onward
energy: lively

{onward}<little:the river was wide and chattering. There was no bridge at all!><grown:the river was wide and chattering, and there was no bridge at all.>
<little:{name} decided to build one out of flat stones.><grown:{name} decided to build one out of flat stones[, rolling up the legs of {their} {colour} pyjamas first].>
The first bridge wobbled and fell in.
Splash!
The second slid away.
{trait:obstacle} <grown:{name} sat on the bank and thought hard about what each tumble had shown {them}.><little:{name} sat down for a think.>
"Big stones at the bottom," {they} said, "and small ones on top!"
{Companion} {ability:lift,guide}.
<little:This time the bridge held firm. {name} carried {item} across, toes dry!><grown:This time the bridge held firm, and {name} carried {item} across without wetting a toe.>
<8-9:Every wobble, {name} realised, had been a lesson in disguise.><10-12:Every wobble and splash, {name} realised, had secretly been teaching {them} something, even while it felt like failing.>

:: scene learning.c.128tkf4
setting: mountain
role: onward
energy: lively

{onward}<little:the mountain path ran by a tall grey cliff.><grown:the mountain path ran along the foot of a great grey cliff.>
<2-9:"Hello!" called {name}.
"Hello... hello... hello!" called the cliff.
"Who's copying me?"><10-12:"Hello!" called {name}, and the great cliff called back, "Hello, hello, hello!"
"Who's copying me?" {name} demanded.>
{trait:wonder} <6-9:{name} clapped once, and the clap came back, smaller, from the rock.><little:Clap!
Clap... clap... came back.><10-12:{name} clapped once, and the clap returned, fainter, from the rock.>
<2-9:"It's bouncing!" said {name}.><10-12:"It's bouncing back!" said {name}.>
<little:So {name} sang, "{refrain}!" Back it came from the whole mountain.><grown:So {name} sang, "{refrain}!" and the whole mountain sang it back.>
<2-9:But from one dark spot, no echo came at all.
"Nothing to bounce off," said {name}.
"A way through!"><10-12:But from one dark spot no echo came at all. "Nothing to bounce off," {name} realised, "so that's a way through!">
{Companion} {ability:guide}.
<2-9:The pass led on towards {recipient}.><10-12:The hidden pass led on towards {recipient}.>

:: scene learning.c.12f1yn
setting: clouds
role: onward
energy: lively

{onward}<little:the clouds were soft and springy. A cloud-maker in a woolly coat was making rain.><grown:the clouds were soft and springy, and a cloud-maker in a woolly grey coat was busy making rain.>
<2-9:"Want to try?" she asked.><10-12:"Would you like to try?" she asked, explaining that first you warm a little water, then let it float up high and cool.>
<6-9:"First warm a little water, then let it float up high and cool."><little:"Warm it, lift it, cool it.">
<2-9:{name} tried.><10-12:{name} tried, and a puff of mist rose, wobbled, and sneezed a tiny shower all over {companion}[ and {name's} {hair} hair].>
<little:A puff of mist rose and wobbled. It sneezed a tiny shower all over {companion}!><6-9:A puff of mist rose, wobbled, and sneezed a tiny shower all over {companion}[ and {name's} {hair} hair].>
<2-9:Atishoo!
Everyone laughed.><10-12:Atishoo! Everyone burst out laughing.>
{trait:wonder} {Companion} {ability:fly,guide}.
<2-9:"So that's where rain comes from," said {name}.><10-12:"So that's where rain really comes from," said {name}.>
<2-9:"That cloud is going your way," said the cloud-maker.
{Friends} rode it on, {item} safe aboard.><10-12:"That cloud is travelling your way," said the cloud-maker, so {friends} rode it onwards, {item} safe aboard.>

:: scene learning.c.1if7wln
setting: castle
role: onward
energy: lively

{onward}the castle gate was shut tight.
<little:Above it floated three glowing letters. T, C and A.><grown:Above it, three glowing letters floated in the dark: T, C and A.>
"Make an animal," creaked the gate, "and in you come."
"Tac?" tried {name}.
The gate stayed shut.
"Act?"
"That's not an animal," creaked the gate.
{trait:obstacle} <grown:Then, from somewhere inside the castle, came a sleepy purr, and {name} grinned[, {their} {eyes} eyes twinkling].><little:Then {name} heard a purr.
Purrrr.>
"C, A, T.
Cat!"
Clank!
Down came the drawbridge over the moat.
<little:{Companion} {ability:cross,guide}. They marched across with {item}.><grown:{Companion} {ability:cross,guide}, and they marched across with {item}.>
<8-9:A clue, {name} thought, is just the world giving you a hint.><10-12:A clue, {name} decided, was simply the world being helpful in a quiet way, for anyone who happened to be listening.>

:: scene learning.c.1yaagms
setting: farm
role: onward
energy: lively

{onward}the farmyard was noisy.
Quack!
Quack!
<little:Six ducks were stuck behind the gate. Their pond was on the other side!><grown:Six ducks were stuck behind the gate, and their pond was on the other side.>
{name} pushed the gate.
It did not move.
{name} pulled it.
Nothing.
{trait:obstacle} <grown:So {name} stopped pushing and pulling, and bent down to look very closely instead[, {their} {hair} hair flopping over {their} eyes].><little:So {name} stopped and looked closely.>
{Companion} {ability:light,guide}.
There, under the top bar, was a little metal latch.
Lift, click, swing!
Out waddled the ducks, one, two, three, four, five, six.
<8-9:Looking, {name} thought, is sometimes cleverer than pushing.><10-12:Sometimes, {name} thought, the clever thing was not to push harder but to stop and look more carefully.>
After them went {name} with {item}, onto the lane beyond.

:: scene learning.c.ofr93g
setting: jungle
role: onward
energy: lively

{onward}<little:the jungle was green and steamy. The trees were full of parrots!><grown:the jungle was green and steamy, and the trees were full of parrots.>
Every time {name} spoke, the parrots copied.
"Hello!"
"HELLO!"
"Which way to {destination}?"
"WHICH WAY?
WHICH WAY?"
{trait:meet} <grown:{name} had an idea: why not teach them something kind?><little:{name} had an idea.
Teach them something kind!>
"Thank you," said {name}, slowly and clearly.
"THANK YOU!" sang the parrots.
"Goodnight!"
"GOODNIGHT!"
<little:{Companion} {ability:hush,comfort}. Soon the whole jungle whispered goodnight.><grown:{Companion} {ability:hush,comfort}, and soon the whole jungle was whispering goodnight.>
<8-9:{name} felt like the teacher of the noisiest, happiest class in the world.><10-12:{name} felt like the teacher of the loudest, most enthusiastic class in the world, and quite possibly the most colourful too.>
<little:In the hush, {name} heard a stream. Down {they} went with {item}, out of the trees.><grown:In the hush, {name} heard a stream, and followed it downhill, out of the trees, with {item}.>

:: scene learning.c.1fmq0bp
setting: moon
role: onward
energy: lively

{onward}<little:the moon was grey and dusty. Every step was a giant, floaty hop!><grown:the moon was grey and dusty, and every step turned into a giant, floaty hop.>
<2-9:Boing!><10-12:Boing! {name} bounced higher than a house and landed as softly as a falling leaf.>
<little:{name} bounced higher than a house! Down {they} came, soft as a leaf.><6-9:{name} bounced higher than a house and landed as soft as a leaf.>
{trait:wonder} <2-9:"Why am I so bouncy here?"><10-12:"Why am I so bouncy here?" {name} wondered.>
<6-9:{name} dropped a pebble and watched.
It drifted down, as slow as a dream.><little:{name} dropped a pebble.
Down it floated, slow, slow.><10-12:{name} dropped a pebble and watched it drift down, as slowly as a dream.>
<2-9:"The moon is much smaller than the Earth," said {companion}.
"So it pulls more gently!" said {name}.><10-12:"The moon is much smaller than the Earth," said {companion}, and {name} realised, "So it pulls more gently!">
{Companion} {ability:guide}.
<little:One gentle hop took {name} right over a wide crater. {They} held {item} tight.><grown:One gentle hop took {name} right over a wide crater, {item} held tight[ and {name's} {hair} hair floating up like seaweed].>

:: scene learning.c.1gsd46l
setting: treehouse
role: onward
energy: lively

{onward}a treehouse sat high in an old oak.
<little:At the bottom stood a dormouse with a basket of blackberries. It was too heavy to carry up the ladder.><grown:At the bottom, a dormouse was trying to carry a basket of blackberries up the ladder.>
Plop!
A berry fell out.
{trait:help} {Companion} {ability:light,guide}.
{name} spotted a little wheel at the top, with a rope.
<grown:{name} hooked the basket on one end and pulled the other, and up it rose, smooth as a lift.><little:{name} pulled the rope.
Up went the basket!>
"A pulley!" cried the dormouse.
<8-9:A wheel and a rope, {name} thought, could make anyone strong.><10-12:It was astonishing, {name} thought, that a simple wheel and a length of rope could make even a dormouse strong.>
<little:"Behind my tree is the quick way," said the dormouse. Soon {name} was through the wood with {item}.><grown:"Behind my tree is the quick way," said the dormouse, and {name} was soon through the wood with {item}.>

:: scene learning.c.7339st
setting: fair
role: aside
energy: lively

{onward}<2-9:the fair was bright with lanterns.
At the hoopla stall, a hedgehog called, "Three rings a go!"><10-12:the fair was bright with lanterns, and at the hoopla stall a hedgehog was calling, "Three rings a go!">
<2-9:{name} threw the first ring hard.
Whizz!
Right over the pegs.><10-12:{name} threw the first ring hard, and whizz, it sailed right over the pegs.>
<2-9:The second went softly.
Plop!
Too short.><10-12:The second went too gently and landed, plop, well short.>
{trait:obstacle} {Companion} {ability:hush,comfort}.
<6-9:{name} took a breath and thought about the two misses: one too hard, one too soft.><little:Too hard.
Too soft.
Hmm.><10-12:{name} took a breath and considered the two misses: one too hard, one too soft.>
<2-9:The third ring went just right.
Ping!><10-12:The third ring went exactly right: ping!>
<little:{name} won a paper windmill! {They} gave it to a little mouse with no rings left.><6-9:{name} won a paper windmill[ with {colour} sails] and gave it to a small mouse with no rings left.><10-12:{name} won a paper windmill[ with {colour} sails] and promptly gave it to a small mouse who had no rings left.>
Then off they went with {item}.

:: scene learning.c.kmrwhc
setting: snowfield
role: onward
energy: lively

{onward}<little:the snowy field sloped down to the fir trees. A sledge waited at the top.><grown:the snowy field sloped down to a row of fir trees, and a sledge waited at the top.>
Whoosh!
{name} zoomed off, straight into a snowdrift.
Flump!
{Companion} {ability:comfort}.
{trait:obstacle} Up {name} got, snowy from {their}[ {colour}] hat to {their} toes.
<grown:On the second go, {name} noticed the sledge turned when {they} leaned: lean left to go left, lean right to go right.><little:Lean left, go left.
Lean right, go right!>
The third run was perfect, zigzag all the way down.
<8-9:{name's} cheeks were pink, and {their} head was full of a brand-new skill.><10-12:{name's} cheeks were pink with cold, and {name} felt the particular pride of having worked something out without being told.>
<little:Now the hill was behind them. {item} {itemTell}.><grown:Now the hill was behind them, and {item} {itemTell}.>

:: scene learning.c.b5y6qq
setting: kitchen
role: aside
energy: gentle

{onward}<2-9:a cottage kitchen glowed warm and yellow.
An old badger in a flowery apron was making pancakes.><10-12:a cottage kitchen glowed warm and yellow, where an old badger in a flowery apron was making pancakes.>
<2-9:"Would you crack the eggs, dear?"
{name} had never cracked an egg before.><10-12:"Would you crack the eggs, dear?" the badger asked, though {name} had never cracked an egg before.>
{trait:help} <2-9:The first one squashed in {their} hand.
Squelch!
The second went in, shell and all.><10-12:The first one squelched in {their} hand, and the second went in, shell and all.>
{Companion} {ability:comfort}.
<6-9:{name} fished the shell out with a spoon and thought.
"Tap it on the edge," {they} said, "then open it gently, like a little door."><little:"Tap, then open gently," said {name}.><10-12:{name} fished the shell out with a spoon and thought carefully.
"Tap it on the edge," {they} said, "then open it gently, like a little door.">
<2-9:The third egg plopped in, perfect.><10-12:The third egg plopped neatly into the bowl, perfect.>[ {name} pushed {their} {hair} hair back with a floury hand.]
And {item} {itemTell}.

:: scene learning.c.5230z7
setting: lighthouse
role: onward
energy: gentle

{onward}<little:a striped lighthouse stood on the rocks. Its great lamp turned and turned.><grown:a striped lighthouse stood on the rocks, its great lamp turning.>
A cheerful old gull let {name} climb up to see.
"Count the flashes," said the gull.
Flash, flash, flash, dark.
{trait:wonder} <grown:Far away, another lighthouse went flash, dark, flash, dark.><little:Far away, another one blinked: flash, dark, flash.>
{Companion} {ability:fly,guide}.
<little:"Every lighthouse has its own pattern," said {name}. "So sailors know which is which!"><grown:"Every lighthouse has its own pattern," said {name}[, {their} {eyes} eyes shining], "so sailors know which is which!">
<8-9:It was as if the sea had its own secret alphabet, written in light.><10-12:It was as though the sea had its own secret alphabet, spelled out in light for anyone who knew how to read it.>
<little:"Keep the flash-dark one on your left," said the gull. "Then you'll find the way."><grown:"Keep the flash-dark one on your left," said the gull, "and you'll find the way.">
<little:Down went {name} with {item}. The blinking light stayed on {their} left.><grown:Down went {name} with {item}, the blinking light on {their} left.>

:: scene learning.c.thx2ho
setting: pond
role: onward
energy: gentle

{onward}<little:sleepy ducklings sat in a row on a log.><grown:at the edge of the pond, a row of sleepy ducklings sat on a log.>
"Will you read us a story?" they peeped.[ It was a story about {interest}.]
{trait:help} {name} began bravely, but then came a very long word.
<grown:{name} sounded it out, one piece at a time: "Croc... o... dile.
Crocodile!"><little:"Croc-o-dile.
Crocodile!">
The ducklings quacked with joy.
<8-9:Slow reading, {name} decided, was still reading, and nobody had minded the wait.><10-12:Slow reading, {name} decided, was still perfectly good reading, and the ducklings had clearly thought the crocodile worth waiting for.>
<little:{Companion} {ability:hush,comfort}. One by one, the ducklings dozed off.><grown:{Companion} {ability:hush,comfort}, and one by one the ducklings dozed off.>
<little:Their mother showed {name} a little bridge. Over went {item}, softly.><grown:Their mother showed {name} a little bridge over the stream, and over went {item}, softly.>

:: scene learning.c.9ksvg1
setting: forest
role: aside
energy: gentle

{onward}<little:{friends} found an old tree stump. It was as wide as a table!><grown:deep in the forest, {friends} found an old tree stump as wide as a kitchen table.>
{name} ran a finger round its rings.
{trait:wonder} <little:"A tree grows one new ring every year," said {companion}. "Like a birthday!"><grown:"A tree grows one new ring every year," said {companion}, "like a birthday.">
{Companion} {ability:light,guide}.
<grown:So {name} began counting from the very middle, ring by ring, all the way out to the bark.><little:So {name} counted, ring by ring.>
"Fifty-three!"
{name} said at last.
"That's a lot of birthdays!"
<8-9:All those years, the tree had been growing quietly, one ring at a time, and nobody had noticed.><10-12:For fifty-three years the tree had grown without any fuss at all, one patient ring at a time, and nobody had noticed.>
{name} patted the stump and set off again with {item}.

:: scene learning.c.jgnbab
setting: village
role: onward
energy: gentle

{onward}<little:in the village square stood a clock tower. Its clock had stopped!><grown:in the village square stood a clock tower, and its clock had stopped.>
<little:"The whole village will wake up late!" squeaked a mouse.><grown:"The whole village will wake up late!" squeaked a mouse in a waistcoat.>
{trait:help} {name} thought of the clock at home.
<grown:"The moon is right above the church," said {name}, "so it's midnight.
Both hands should point straight up."><little:"Both hands straight up," said {name}.
"Midnight!">
<little:{Companion} {ability:lift,guide}. {name} pushed the big hand round to twelve.><grown:{Companion} {ability:lift,guide}, and {name} pushed the big hand round to twelve.>
Tick, tock!
<8-9:Knowing something, {name} found, is even better when it helps someone.><10-12:Reading a clock had seemed an ordinary skill at home, but tonight it had saved a whole village from oversleeping.>
"Off to {recipient}?" asked the mouse, spotting {item}.
"Bakery Lane is quickest."

:: scene learning.c.1f6l62h
setting: meadow
role: onward
energy: gentle

{onward}<2-9:the meadow was full of fireflies playing a game.
They blinked a pattern, and {name} had to clap it back.><10-12:the meadow was full of fireflies playing a game: they blinked a pattern, and {name} had to clap it back.>
<2-9:Blink, blink, dark, blink.
Clap, clap, pause, clap.><10-12:Blink, blink, dark, blink; clap, clap, pause, clap.>
<2-9:But the next pattern was long, and {name's} claps got muddled.><10-12:But the next pattern was longer, and {name's} claps became hopelessly muddled.>
{trait:obstacle} {Companion} {ability:comfort}.
<6-9:"I'll learn it in little pieces," {name} decided: first one bit, then the next, then both together.><little:"One little bit at a time," said {name}.><10-12:"I'll learn it in little pieces," {name} decided: first one section, then the next, then both together.>
Clap, clap, pause, clap, clap, clap!
<little:The fireflies flashed like cheering. Then they made a glowing line for {name} and {item}.><6-9:The fireflies flashed like cheering, then made a glowing line across the meadow for {name} to follow with {item}.><10-12:The fireflies flashed like applause, then formed a glowing line across the meadow for {name} to follow with {item}.>

:: scene learning.c.m1txlo
setting: island
role: aside
energy: gentle

{onward}on the little island lay a brown, hairy coconut.
{name} gave it a shake.
Slosh!
{trait:wonder} "How did a palm tree get out here?"
{name} wondered.
<grown:{name} looked at the coconut, then at the sea.><little:{name} looked at the sea.
Then at the coconut.>
"It floated!"
{name} said.
"A coconut is a seed with its own boat!"
So {name} chose another coconut to send off.
<little:{Companion} {ability:lift,guide}. {name} gave it a push into the waves.><grown:{Companion} {ability:lift,guide}, and {name} gave it a push into the waves.>
Off it bobbed to find an island of its own.
<8-9:{name} liked to think of it, bobbing on through the night, looking for somewhere to grow.><10-12:{name} liked to imagine it drifting patiently across the dark sea until, one fine morning, it washed up somewhere new to grow.>
{item} {itemTell}.

:: scene learning.c.q1hwg3
setting: harbour
role: onward
energy: gentle

{onward}<little:a young otter had a bucket and a game.><6-9:down at the harbour, a young otter had a bucket and a game.><10-12:down at the harbour, a young otter had a bucket and an intriguing game.>
<2-9:"Sink or float?" she asked.
The pebble sank, just as {name} guessed.
Plonk!><10-12:First she dropped in a pebble, and it sank, plonk, just as {name} had guessed.>
<2-9:Surely the big apple would sink too.
But no, it bobbed up like a boat!><10-12:Surely the big apple would sink too, but no: it bobbed up like a boat!>
{trait:wonder} <2-9:"I got it wrong!"
{name} laughed.><10-12:"I got it wrong!" {name} laughed.>
<6-9:"That's the best bit," said the otter.><little:"Wrong guesses find surprises," said the otter.><10-12:"That's the best bit," said the otter, "because wrong guesses lead to surprises.">
{Companion} {ability:find,guide}.
<little:Then the otter showed {name} a walkway across the harbour. It bobbed like the apple!><6-9:Then the otter showed {name} a walkway across the harbour, bobbing like the apple.><10-12:Then the otter showed {name} a floating walkway across the harbour, bobbing like the apple.>
<2-9:{name} crossed it with {item}, holding the rail.><10-12:{name} crossed it carefully with {item}, holding the rail.>

:: scene learning.c.qaqn6u
setting: waterfall
role: onward
energy: gentle

{onward}<little:the waterfall tumbled into a rocky pool. The air was full of spray.><grown:the waterfall tumbled into a rocky pool, and the air was full of spray.>
<little:Then {name} saw it: a pale arch of colours in the mist![ The spray made {name's} {hair} hair sparkle.]><grown:Then {name} saw it: a pale arch of colours, shining in the mist.[ The spray made {name's} {hair} hair sparkle.]>
{trait:wonder} "A rainbow?
At night?"
<grown:"A moonbow," said {companion}.
"Moonlight shines through the drops and splits into colours."><little:"A moonbow," said {companion}.
"Moonlight and water.">
{name} counted the colours, all six.
{Companion} {ability:cross,guide}.
<little:{name} wrote the new word on a wet stone: MOONBOW.><grown:{name} wrote the new word on a wet stone with one finger: MOONBOW.>
<8-9:It was, {name} decided, the most delicious word of the night.><10-12:It was, {name} decided, the most delicious word of the whole night, the kind you want to say again just to taste it.>
<little:By its glow, {name} carried {item} on along the path.><grown:By its glow, {name} carried {item} along a path leading on, away from the spray.>

:: scene learning.c.1lx5mr0
setting: orchard
role: aside
energy: gentle

{onward}<little:a small caterpillar sighed under an apple tree.><6-9:in the orchard, under an apple tree, a small caterpillar was sighing.><10-12:in the orchard, under an apple tree, a small caterpillar was sighing, "The butterflies can all fly, and I can only crawl.">
<2-9:"The butterflies can all fly, and I can only crawl.">
{trait:help} {name} sat down beside it.
<6-9:"I used to find buttons really tricky," {name} said.
"Now I can do them all, even the little ones on my[ {colour}] cardigan."><little:"Buttons were hard for me once," said {name}.
"Not now!"><10-12:"I used to find buttons really tricky," {name} admitted, "but now I can manage them all, even the little ones on my[ {colour}] cardigan.">
{Companion} {ability:comfort}.
<2-9:"Every butterfly was a caterpillar first," said {name}.><10-12:"Every butterfly was a caterpillar first," {name} pointed out.>
<2-9:"So I'm not behind," said the caterpillar slowly.
"I'm just still learning."><10-12:"So I'm not behind," said the caterpillar slowly; "I'm simply still learning.">
"Me too," said {name}, and set off again with {item}.

:: scene learning.c.mjqp8
setting: desert
role: onward
energy: calm

{onward}<little:the desert was wide and cool. The dunes rolled away like sleeping waves.><grown:the desert was wide and cool, and the dunes rolled away like sleeping waves.>
There was no path at all.
{trait:rest} <grown:{name} looked up and searched the sky for seven stars in the shape of a saucepan.><little:{name} looked up for the star saucepan.>
There it was.
<grown:"Follow the two stars at the end of the pan," {name} whispered, "and they point to the North Star."><little:"Follow the pan to the North Star," {name} whispered.>
And there it shone, steady and bright.
{Companion} {ability:guide}.
<little:Slowly, under that one quiet star, they walked on. Next stop: {destination}!><grown:Slowly, under that one quiet star, they walked on towards {destination}.>
<8-9:A star that never moves, {name} thought, is like a friend who always waits for you.><10-12:A star that stays put while the whole sky turns, {name} thought, is rather like a friend who always waits for you.>

:: scene learning.c.2zeqdt
setting: cave
role: onward
energy: calm

{onward}<little:the cave was cool and hushed. Its crystals glowed a sleepy blue.><grown:the cave was cool and hushed, and its crystals glowed a sleepy blue.>
Plink... plink.
Water dripped from a long stone icicle on the roof.
{trait:rest} {name} caught the next drop on a finger.
Cold![ The blue light glinted in {name's} {eyes} eyes.]
<grown:"That stone grows one drip at a time," said {companion}.
"It took a thousand years to grow this long."><little:"It grows one drip at a time," said {companion}.>
{name} counted the drips, slow and soft: one... two... three.
{Companion} {ability:light,guide}.
<8-9:It even had a grand name, stalactite, and {name} whispered it twice to remember it.><10-12:It even had a grand name, stalactite, which {name} whispered twice under {their} breath, determined to remember it in the morning.>
<little:The drips made a tiny stream. {name} followed it out of the cave with {item}.><grown:The drips made a tiny stream, and {name} followed it softly out of the cave with {item}.>

:: scene learning.c.jrmh5m
setting: hilltop
role: aside
energy: calm

{onward}<little:the hilltop was round and grassy. The stars were so close!><grown:the hilltop was round and grassy, and the stars were close enough to touch.>
<little:{name} lay back in the cool grass.><grown:{name} lay back in the cool grass[, {their} {hair} hair spread out like a fan].>
{trait:rest} <grown:The sky was like a giant dot-to-dot, waiting for someone to join it up.><little:The stars were like a dot-to-dot.>
So {name} joined up six quiet stars with one finger.
"That's {item}," {they} said, "up in the sky."
{Companion} {ability:warm,comfort}.
<8-9:Nobody had ever seen that picture before; {name} had made it up, and it would be there every night.><10-12:Nobody had ever seen that picture before, {name} thought with quiet pride, and now it would be up there every clear night.>
<little:{Friends} lay there, naming stars. Soon the grass was wet with dew.><grown:{Friends} lay there, naming stars, until the grass grew wet with dew.>

:: scene learning.c.1kqlrjx
setting: meadow
role: onward
energy: calm

{onward}<little:pale flowers were opening, slow as yawns.><grown:at the edge of the meadow, pale flowers were opening, slow as yawns.>
{name} stopped.
"Aren't flowers meant to close at night?"
{trait:wonder} A soft grey moth came drifting down and dipped into one.
Then another came, and another.[ One landed on {name's} {colour} sleeve.]
<grown:{name} watched, and worked it out: these flowers stayed awake for night-time visitors.><little:{name} watched and watched.
The flowers were for the moths!>
{Companion} {ability:hush,comfort}.
<little:{name} tiptoed past the moths with {item}. The pale flowers showed the way, row after row.><grown:{name} tiptoed past the moths' supper with {item}, and the pale flowers showed the way on, glimmering row after row.>
<8-9:The night, {name} realised, was wide awake in all sorts of quiet ways.><10-12:The night, {name} realised, was not really asleep at all; it was simply busy in ways too quiet for daytime people to notice.>

:: scene learning.c.17xphk5
setting: forest
role: onward
energy: calm

{onward}the forest was dark and still.
<little:{name} stood quietly and listened.><grown:{name} stood quietly and listened[, {their} {colour} dressing-gown cord in one hand].>
{trait:rest} <grown:At first it sounded like nothing at all.
Then, one by one, the sounds came: a rustle, a drip, a soft snuffle, a creak.><little:Rustle.
Drip.
Snuffle.
Creak.>
{name} named each one in a whisper.
"Leaves.
The stream.
A hedgehog.
An old branch."
{Companion} {ability:hush,guide}.
<8-9:Listening, {name} found, was a way of learning with your eyes closed.><10-12:Listening properly, {name} found, was a way of learning about a place without even opening your eyes, like reading in the dark.>
<little:The path ran beside the stream. {name} followed its sound with {item}.><grown:The path ran beside the stream, so {name} followed its sound through the dark with {item}.>

:: scene learning.c.llal92
setting: harbour
role: onward
energy: calm

{onward}<little:the harbour was quiet. The boats nodded by the jetty.><grown:the harbour was quiet, and the boats nodded by the jetty.>
An old mouse sailor sat mending nets by lantern light.
"Want to learn a knot?" she asked.
{trait:rest} <grown:She taught {name} a rhyme: "Make a loop, go round the post, back through the loop, and pull it close."><little:"Loop, round, back through, pull," she sang softly.>
{name's} first knot slid undone.
The second held.
<8-9:A rhyme, {name} noticed, was a clever way to remember things.><10-12:A rhyme, {name} noticed, was a clever trick for remembering, because the words held on to each other like hands.>
{Companion} {ability:hush,comfort}.
The gangplank to the far jetty was flapping loose.
<little:{name} tied it fast with the new knot. Across {they} went with {item}!><grown:{name} tied it fast with the new knot, and crossed with {item}.>

:: scene learning.c.t7ch5q
setting: moon
role: aside
energy: calm

{onward}<little:the moon was quiet and grey. From there, {name} could see the Earth. It looked like a big blue marble!><grown:the moon was quiet and grey, and from it {name} could see the Earth, hanging in the sky like a big blue marble.>
Half of it was bright, and half was dark.
{trait:wonder} "Why is it half and half?"
{name} whispered.
<grown:Then {name} worked it out: the sunny half was day, and the dark half was night.
Somewhere on the bright side, children were just waking up.><little:One half was day.
One half was night!>
{Companion} {ability:warm,comfort}.
<little:{name} found the dark half, where home was. {recipient} was waiting there too.><grown:{name} found the dark half, where home was, and where {recipient} was waiting too.>
<8-9:It was strange, and lovely, to see the whole world at once, half sleeping and half waking.><10-12:It was strange and wonderful to see the whole world at once, half of it yawning into bed and half of it getting up.>

:: scene learning.c.92nk2r
setting: snowfield
role: onward
energy: calm

{onward}<little:the snowy field lay smooth and silent.><grown:the snowy field lay smooth and silent under the moon.>
Across it ran lines of little footprints.
{trait:rest} {name} knelt down[ in {their} {colour} wellies] to read them.
<grown:Three thin toes: a bird.
Tiny dots and a line: a mouse, dragging its tail.
Small round pads: a hedgehog, going home.><little:A bird.
A mouse.
A hedgehog.>
{Companion} {ability:light,guide}.
<little:The hedgehog prints led to a snug hole. Inside, something snored softly.><grown:The hedgehog prints led to a snug hole, and from inside came a soft snore.>
<little:Then {name} found a badger's wide track. {They} walked in it with {item}, across the snow.><grown:Then {name} found a badger's wide, firm track, and walked in it with {item} across the deep snow.>
<8-9:The snow was like a book, and the whole night had written in it.><10-12:The snow was like the page of a book, {name} thought, and every creature out tonight had written a line of its own.>

// Endings: home again, the quest remembered by name, sleep.

:: ending learning.e.djylsj
setting: bedroom
closes: moon-follows-the-car

<little:Back home, {name} snuggled down under the warm covers.><grown:Back home, {name} snuggled down under the warm covers[ in {their} {colour} pyjamas].>
<2-9:"I found out so many things tonight," {name} yawned.><10-12:"I found out so many things tonight," {name} said, yawning enormously.>
<6-9:{Companion} tucked the blanket in snugly.
"Now you know why the moon follows the car: it's too far away to leave behind."><little:"The moon is far away," said {companion}. "That's why it follows the car."><10-12:{Companion} tucked the blanket in and murmured, "Now you know why the moon follows the car: it is too far away to leave behind.">
<little:{item} was safe with {recipient}.><6-9:{name} thought of {recipient}, and of {item}, safe where it belonged now.><10-12:{name} thought of {recipient}, and of {item}, which was now safely back where it belonged.>
<8-9:Every question, {name} thought, was like a pebble waiting to be turned over.><10-12:Every question, {name} thought drowsily, was a pebble with something hidden underneath.>
<little:Outside, the stars blinked slower and slower. So did {name's} eyes, until they stayed shut.><6-9:Outside, the stars blinked slower and slower, and so did {name's} eyes, until they stayed shut.><10-12:Outside, the stars blinked more and more slowly, and so did {name's} eyes, until they stayed shut.>

:: ending learning.e.13my6u2
setting: bedroom
closes: where-snails-go

<little:Tucked up tight, {name} felt full of new things.><6-9:Tucked up tight, {name} felt full of new things[, from stars to {interest}].><10-12:Tucked up tight, {name} felt pleasantly full of new discoveries[, from stars to {interest}].>
<6-9:It was like a rucksack packed with treasures.
"While you sleep," whispered {companion}, "your brain tidies up everything you learned today."><little:"While you sleep, your head tidies up," said {companion}.><10-12:It felt like a rucksack crammed with treasures, and {companion} whispered, "While you sleep, your brain quietly tidies up everything you learned today.">
<grown:{name} pictured tiny librarians in slippers, sorting the night onto shelves: the path, {recipient}, and the snails, who roam at night and hide by day.><little:Tiny helpers tidied up: the path, {recipient}, the snails.
Snails go exploring at night!>
<little:{name's} eyes grew heavy, and the tidying began.><6-9:It was such a cosy thought.
{name's} eyes grew heavy, and the tidying began.><10-12:It was such a comforting thought that {name's} eyes grew heavy, and the tidying began.>

:: ending learning.e.142ip9n
setting: bedroom

<little:Snug under the covers, {name} had time for one last count.><grown:Snug under the covers, {name} had room for one last bit of counting.>
<2-9:"Backwards this time," whispered {companion}.
Ten, nine, eight...><10-12:"Backwards this time," whispered {companion}: ten, nine, eight...>
<6-9:{name's} voice grew softer with every number, and the room filled with a gentle hush.><little:Softer and softer.><10-12:{name's} voice grew softer with every number, and a gentle, velvety hush filled the room.>
<2-9:Seven, six, five...
{name} thought of {item}, and smiled.
Four, three...><10-12:Seven, six, five... {name} thought of {item} and smiled contentedly. Four, three...>
<8-9:Somewhere far away, {recipient} was fast asleep already, dreaming.><10-12:Somewhere far away, {recipient} was already asleep, so it seemed perfectly reasonable to follow.>
Two... one... and {name} was asleep before anyone could say zero.

:: ending learning.e.12z8d99
setting: bedroom

<little:The curtains were open just a crack. Through the gap shone one bright star.><grown:The curtains were open just a crack, and through the gap one bright star was shining.>
<2-9:"I wonder how far away it is," {name} murmured.><10-12:"I wonder how far away it is," {name} murmured drowsily.>
<2-9:"Keep wondering," said {companion}.
"That's how all finding out begins."><10-12:"Keep wondering," said {companion}, "because that is how every bit of finding out begins.">
<little:{name} thought of {recipient}, and all {they} had found out.><grown:{name} thought of {recipient}, and of everything {they} had found out on the way.>
<6-9:The star twinkled, as if it had heard, and {name's} eyes grew heavy[ under {their} {hair} fringe].><little:Twinkle, went the star.><10-12:The star twinkled, almost as if it had overheard, and {name's} eyes grew heavy[ under {their} {hair} fringe].>
<2-9:{name} gave a slow, happy yawn and floated off to sleep.><10-12:{name} gave a slow, contented yawn and drifted peacefully off to sleep.>

:: ending learning.e.65tciy
setting: bedroom
closes: where-snails-go

<little:Snails roam at night. Now {name} knew!><6-9:Now {name} knew: snails roam all night, and hide by day.>
<2-9:So {name} whispered a new question into the pillow, for tomorrow.><10-12:Now {name} knew where snails go at night (everywhere, then under pots by day), so when the lamp went out, {name} whispered one new question into the pillow, for tomorrow.>
<6-9:It was about {recipient}, and it could wait till morning.><little:It was about {recipient}.><10-12:It was about {recipient}, and could wait until morning.>
<2-9:"Good questions like to wait under pillows," said {companion}.><10-12:"Good questions are happy to wait under pillows," said {companion}.>
<8-9:Questions, {name} thought, were a bit like seeds: you tuck them in, and in the morning something has grown.><10-12:A question, {name} thought, was like a seed: you tucked it in at night and hoped it had sprouted by breakfast.>
<2-9:{name} yawned.
{Companion} yawned.><10-12:{name} yawned, and so, inevitably, did {companion}.>
<6-9:Then there was only the slow, soft sound of sleeping.><little:Then all was still, and sleep came.><10-12:Then there was only the soft sound of sleeping.>

:: ending learning.e.3qf0zl
setting: bedroom

<2-9:Rain began to patter on the roof, soft and steady.
{name} lay warm in bed and listened.><10-12:Rain began to patter on the roof, soft and steady, while {name} lay warm in bed and listened.>
<grown:Far away, the same rain was falling on {recipient}, and on every roof and field in between.><little:Pitter-pat.
Rain fell on {recipient} too.>
<2-9:"It's the same rain," {name} said sleepily.
"All over the world."
"All over the world," said {companion}.><10-12:"It's the same rain all over the world," {name} said sleepily, and {companion} agreed.>
<8-9:It made the world feel smaller, and kinder, somehow.><10-12:Somehow the thought made the enormous world feel smaller and kinder, like one shared umbrella.>
<2-9:{name} listened until the patter turned into a dream.><10-12:{name} listened until, gradually, the patter dissolved into a dream.>

:: ending learning.e.1q0di1k
setting: bedroom

<little:Home again, {name} curled up in bed. {Companion} pulled the quilt right up to {their} chin.><grown:Home again, {name} curled up in bed, and {companion} pulled the quilt right up to {their} chin.>
<6-9:"Tonight I learned things nobody told me," said {name}.
"I found them out myself."><little:"I found things out," said {name}.
"On my own!"><10-12:"Tonight I learned things nobody told me," said {name} proudly; "I worked them out entirely by myself.">
<2-9:"You did," said {companion}.><10-12:"You certainly did," agreed {companion}.>
<little:Somewhere, {recipient} was smiling too. {name} smiled a sleepy smile back.><grown:Somewhere, {recipient} was smiling too, and {name} smiled a sleepy smile back.>
<8-9:Learning, {name} decided, was less like being filled up and more like a door swinging open.><10-12:Learning, {name} decided, was less like filling a jug than like a door quietly swinging open.>
<2-9:Then {name's} eyes closed, and the night tucked {them} in.><10-12:Then {name's} eyes closed, and the night tucked {them} in gently.>

:: ending learning.e.k5lu4w
setting: bedroom

<little:The bedroom was dark and warm. The books on the shelf stood in a sleepy row.[ At the very end sat the one about {interest}.]><grown:The bedroom was dark and warm, and the books on the shelf stood in a sleepy row.[ At the very end sat the one about {interest}.]>
<2-9:"Each one is full of things to find out," whispered {companion}.
"They'll still be there tomorrow."><10-12:"Each one is full of things to discover," whispered {companion}, "and they will wait patiently for you until tomorrow.">
<little:{name} thought about tonight: {item}. The long, long way. And {recipient} at the end!><grown:{name} thought about tonight: {item}, and the long way to {destination}, and {recipient} at the end of it.>
<6-9:It felt like a whole new story, and {name} had been inside it.><little:It was like a story!><10-12:It had felt like a whole new story, with {name} right in the middle of it.>
<8-9:One day, {name} thought, {they} might write it down.><10-12:One day, {name} thought sleepily, {they} might write it all down.>
<2-9:{name} gave a last, slow yawn and fell asleep.><10-12:{name} gave one last, unhurried yawn and drifted into sleep.>

:: ending learning.e.xf6cgr
setting: bedroom

<little:{name} wriggled down under the quilt.><grown:{name} wriggled down under the quilt[ and pulled the {colour} blanket up to {their} chin].>
<little:{Companion} settled on the rug. "{refrain}," {name} whispered, very softly.><grown:{Companion} settled on the rug. "{refrain}," {name} whispered, one last time, very softly.>
<grown:Far away, {recipient} was thinking of {name}, and the whole wide night felt gentle and full of wonder.><little:Far away, {recipient} smiled.>
<2-9:{name's} breathing grew slow and deep.
{Their} fingers uncurled on the pillow.
And sleep came in, as quiet as a snowflake.><10-12:{name's} breathing grew slow and deep, {their} fingers uncurled on the pillow, and sleep drifted in, as quiet as a snowflake.>

:: ending learning.e.16mx3tp
setting: bedroom

<2-9:Snug in bed, {name} gave a huge yawn.
"Can I ask one more question?"
"Just one," said {companion}.><10-12:Snug in bed, {name} yawned hugely and asked whether there was time for one more question; "Just one," said {companion}.>
So {name} asked, "Is {recipient} asleep now?"
"Fast asleep," said {companion}, "and dreaming about you."
<6-9:{name} smiled into the pillow.
A question that ended in a dream was the very best kind.><little:{name} smiled.
What a good answer.><10-12:{name} smiled into the pillow: a question that ended in a dream was the very best kind.>
<8-9:There would be a thousand more questions tomorrow, and every one of them could wait.><10-12:There would be a thousand more questions tomorrow, but for once {name} was content to let them wait.>
{name's} eyes closed, and stayed closed.

:: ending learning.e.e13ufc
setting: bedroom
closes: moon-follows-the-car

<little:The moon peeped in. It was so far away, it followed them home.><6-9:The moon peeped round the curtain, so far away that it had followed them home.><10-12:The moon peeped round the curtain, so far away that it had followed them home, just as it follows the car.>
<grown:Under that same moon, {recipient} was asleep, and {item} was where it belonged.><little:{recipient} was asleep under the same moon.>
<2-9:"Does the moon know everything?"
{name} asked sleepily.><10-12:"Does the moon know absolutely everything?" {name} asked sleepily.>
<2-9:"Not everything," said {companion}.
"It's still learning, like all of us."><10-12:"Not everything," said {companion}; "it's still learning, just like the rest of us.">
<8-9:{name} liked the idea of the moon at its lessons, wondering about the dark.><10-12:{name} liked the idea of the moon still at its lessons, quietly wondering about the dark.>
{name} smiled, yawned, and let sleep come softly in.

:: ending learning.e.exputv
setting: bedroom

<2-9:Warm and heavy under the covers, {name} made a sleepy plan.><10-12:Warm and heavy under the covers, {name} began to make a drowsy plan.>
<little:"Tomorrow I'll find out why grass is green," {name} mumbled. "And where bees sleep!"[ And all about {interest}, too, {name} thought.]><6-9:"Tomorrow I'll find out why grass is green," {name} mumbled, "and where bees sleep."[ And all about {interest}, too, {name} thought.]><10-12:"Tomorrow I'll find out why grass is green," {name} mumbled, "and where bees go to sleep."[ And all about {interest}, too, {name} thought.]>
<6-9:"Good plan," said {companion}.
"But first, the most important lesson of all: how to fall asleep."><little:"First, sleep," said {companion}.><10-12:"An excellent plan," said {companion}, "but first comes the most important lesson of all: how to fall asleep.">
<little:{name} remembered {recipient}, and {item}. What a long, lovely way home!><6-9:{name} remembered {recipient}, and {item}, and the long, lovely way home.><10-12:{name} remembered {recipient}, and {item}, and the long, winding way home.>
<8-9:Tomorrow would bring its own questions, and that was the best part.><10-12:Tomorrow would bring new questions, {name} thought contentedly, and that was the best part.>
Then {name's} eyes closed, and the last lesson began.

:: ending learning.e.1rja3y7
setting: bedroom
closes: moon-patches

<2-9:The house was quiet now.
Tick went the clock on the landing.><10-12:The house had grown quiet, apart from the patient tick of the clock on the landing.>
{name} curled up small[, {their} {hair} hair spread on the pillow].
<grown:{name} was thinking of all the things {they} knew now: the moon's grey patches, for one, were wide, flat plains with mountains round them.><little:{name} knew new things now. The moon's grey patches were flat plains!> "{recipient} would be proud of you," whispered {companion}.
{name} smiled a sleepy smile.
<8-9:It felt good to be a little cleverer than at bedtime, and a great deal sleepier.><10-12:{name} was definitely a little wiser than at bedtime, and a great deal sleepier, which seemed a very fair exchange.>
Goodnight, {name}.
Sleep well.

:: ending learning.e.102hmz8
setting: bedroom
closes: moon-patches

<2-9:The curtains were drawn, and the bedroom was soft and dim.
{name} snuggled down.><10-12:The curtains were drawn, the bedroom was soft and dim, and {name} snuggled gratefully down.>
<grown:In {name's} head, the whole night was gently settling, like snow in a snow globe: the path, the moon's grey plains and mountains, and {recipient} at the end.><little:The whole night settled like snow, even the moon's flat grey plains.> "{item} got there safely," {name} said with a yawn.
<2-9:"Because of you," said {companion}.><10-12:"Because of you," {companion} replied warmly.>
<8-9:{name} had not just carried it there; {they} had learned something new at every step.><10-12:{name} had not merely carried it there; the journey had taught {them} something at every step.>
Then sleep came, soft and sure.

:: ending learning.e.drowsy-word
setting: bedroom

<little:Back in bed, {name} had a question. "Is there a word for sleepy-cosy?"><6-9:Back in bed, {name} had one more question.
"Is there a word for feeling this sleepy?"><10-12:Back in bed, {name} wondered aloud whether there was a proper word for feeling this pleasantly sleepy.>
<2-9:"Drowsy," said {companion}.><10-12:"Drowsy," said {companion}, "is the word you're looking for.">
<little:{name} said it slowly. Drow-sy. It was a soft word.><6-9:{name} tried it out, very slowly: drow-sy.
It was a soft, heavy word, just right for the end of the night.><10-12:{name} tried it out slowly and found it a soft, heavy word, exactly right for the end of a long night.>
<little:{name} thought of {item}, and of {recipient}. What a night!><6-9:{name} thought of {item}, and {recipient}, and all the new things found out on the way.><10-12:{name} thought of {item}, of {recipient}, and of every new thing discovered along the way.>
<little:Now {name} was drowsy. Then {they} was asleep.><6-9:Now {name} knew the word, and felt it too: drowsy, drowsier, asleep.><10-12:Now {name} knew the word and felt it too: drowsy, then drowsier, and then, quite simply, asleep.>

:: ending learning.e.know-now
setting: bedroom

<little:{Companion} tucked the quilt round {name}, snug and warm. "What do you know now?" {companion} asked.><6-9:{Companion} tucked the quilt round {name}[ and smoothed the {colour} pillow].
"What do you know now that you didn't know at bedtime?"><10-12:{Companion} tucked the quilt round {name}[ and smoothed the {colour} pillow], then enquired softly, "What do you know now that you didn't know at bedtime?">
<little:{name} thought hard. "I know the way to {destination}! And {recipient} has {item} now."><6-9:{name} thought about it.
"I know the way to {destination}," {name} said, "and I know {recipient} has {item} now."><10-12:{name} considered this carefully. "I know the way to {destination} and back again," {name} said, "and I know that {recipient} has {item} at last.">
<2-9:"That's a lot of knowing," said {companion}.><10-12:"That's a remarkable amount of knowing for one night," said {companion}.>
<little:{name} nodded and yawned. Then {they} fell fast asleep.><6-9:{name} nodded, and the nod turned into a yawn, and the yawn turned into sleep.><10-12:{name} nodded, the nod became a yawn, and the yawn, very gently, dissolved into sleep.>

:: ending learning.e.quiet-sounds
setting: bedroom

<little:The light was off. {name} lay still and listened.><6-9:With the light off, {name} lay very still and listened.><10-12:With the light off, {name} lay perfectly still and listened.>
<little:Creak went the stairs. Shh went the wind.><6-9:Creak went the stairs.
Shh went the wind on the window.><10-12:There was a creak as the old stairs settled, and a soft shh of wind against the window.>
<little:And there was {companion}, breathing slow and deep.><6-9:And there was {companion}, breathing slow and deep at the foot of the bed.><10-12:{Companion} was breathing slowly and deeply at the foot of the bed.>
<little:{recipient} was far away, with {item}. Maybe listening too!><6-9:Far away, {recipient} was maybe listening too, with {item} close by.><10-12:Far away, perhaps {recipient} was listening to the same night, with {item} close by.>
<8-9:Even a quiet room, {name} thought, is full of things to notice.><10-12:Even the quietest room, {name} realised, was full of things to notice.>
<little:The sounds got softer and softer. Then {name} was asleep.><6-9:The sounds grew softer and further apart, until {name} was asleep.><10-12:Gradually the sounds grew fainter and further apart, until {name} was fast asleep.>

:: ending learning.e.not-everything
setting: bedroom

<little:{name} snuggled down, warm and heavy and sleepy.><6-9:{name} snuggled down, warm and heavy and nearly asleep.>
<2-9:"I didn't know everything tonight," {name} said.><10-12:{name} snuggled down, warm and heavy, and admitted, "I didn't know everything tonight.">
<little:"Nobody knows everything," said {companion}. "Not even me."><6-9:"Nobody knows everything," said {companion}.
"Not even me.
That's what makes finding out such fun."><10-12:"Nobody knows everything," said {companion}, "not even me, and that is exactly what makes finding out such fun.">
<little:But {item} got to {recipient}. And {name} found out lots on the way!><6-9:All the same, {item} had reached {recipient}, and {name} had found out lots on the way.><10-12:All the same, {item} had reached {recipient} safely, and {name} had discovered a remarkable amount along the way, one question at a time.>
<little:{name} smiled a proud smile, and sleep came softly.><6-9:{name} smiled a small, proud smile, and sleep came softly in.><10-12:{name} smiled a small, proud smile as sleep crept softly in.>
