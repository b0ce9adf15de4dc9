// Birthday tomorrow: tomorrow is the child's birthday. Promise nothing a family may not have (a party,
// presents, a cake, candles): those come only as the child's own hopes, or as the creatures' own party.
// What is true: tomorrow is the birthday, the child will be a year older, and someone will say happy birthday.
:: moment birthday-tomorrow

// Raises: straight after the companion has arrived in the bedroom. The child raises it; the companion
// answers with one warm, true line. No journey yet, no quest.

:: raise moment.birthday-tomorrow.r.one-more-sleep
setting: bedroom
opens: best-t-shirt

{name} held up one finger.
"Guess what?
Only one more sleep!"
{Their} best T-shirt lay ready on the bed.
<grown:Tomorrow was {name's} birthday, and the excitement fizzed down to {their} toes.><little:Tomorrow was {name's} birthday!
Fizz, fizz, fizz!>
"I'm much too excited to sleep," said {name}.
<2-3:{Companion} gave a happy little laugh.><4-12:{Companion} gave {sound}.>
"The night before a birthday is the fizziest night of all."

:: raise moment.birthday-tomorrow.r.older-hands
setting: bedroom

{name} was sitting very still, looking at {their} hands.
"Tomorrow's my birthday," {name} said slowly.
<grown:"I'll be a whole year older.
Do you think I'll feel different when I wake up?"><little:"Will I feel different?">
{Companion} looked at {name's} hands too, turning them over gently.
<little:"You'll still be you," said {companion}.
"Just with one more year of being you."><grown:"You'll still be you," said {companion}, "with one more year of being you.">

:: raise moment.birthday-tomorrow.r.where-to-look
setting: bedroom

{name} should have been excited, because tomorrow was {their} birthday.
And {they} was excited.
But there was a wobbly feeling too.
<grown:"When everybody sings to me, I never know where to look," {name} said, and hid {their} face in {their} hands.><little:"I don't like it when they all sing," said {name}.
{They} hid behind {their} hands.>
{Companion} waited until one eye peeped out.
"Lots of people feel shy when they're sung to," said {companion}.
"It's a lot of love, all at once."

// Short raisings (a Short story's): 3-4 sentences.

:: raise moment.birthday-tomorrow.r.dont-tell-the-night
setting: bedroom

{name} leaned very close, and whispered.
"Shh!
<little:Tomorrow's my birthday.
Don't tell the night, or it might go slowly."><grown:Tomorrow's my birthday, but don't tell the night, or it might go slowly.">
{Companion} nodded, very seriously.
"Not a word," whispered {companion}.

:: raise moment.birthday-tomorrow.r.is-it-yet
setting: bedroom

{name} squeezed {their} eyes shut, tight as tight.
Then one eye popped open.
"Is it my birthday yet?"
"Not yet," said {companion}.
"But the night is bringing it, all the way to morning."

:: raise moment.birthday-tomorrow.r.best-t-shirt
setting: bedroom
opens: best-t-shirt

{name} had laid {their} best T-shirt at the end of the bed.
"I'm wearing that tomorrow," {name} said, "all day, because it's my birthday."
{Companion} patted it gently.
"It looks ready for a birthday," said {companion}.

:: raise moment.birthday-tomorrow.r.at-midnight
setting: bedroom

<2-9:{name} yawned, then sat straight up again.
"What if my birthday starts while I'm asleep?
I'll miss the beginning!"
"It does start in the night," said {companion}.
"Very quietly, at midnight.
Then it waits for you to wake up."><10-12:{name} yawned, then sat bolt upright again.
"What if my birthday starts while I'm asleep, and I miss the beginning?"
"It does start in the night, very quietly, at midnight," said {companion}, "and then it waits patiently for you to wake up.">

:: raise moment.birthday-tomorrow.r.share-mine
setting: bedroom

<2-9:"Do you have a birthday?" {name} asked.
{Companion} thought for a long moment.
"I don't think I do."
"Then you can share mine tomorrow," said {name}.
{Companion} looked very pleased.
"Just a small corner of it, please."><10-12:"Do you have a birthday?" {name} asked, and {companion} considered it a long while before admitting, "I don't think I do."
"Then you can share mine tomorrow," {name} offered, and {companion}, looking delighted, requested only a small corner of it.>

// Rehearses: a scene on the way (never the bedroom), serving the quest. The child tries a bit of a
// birthday (being sung to, a wish, a wonky cake) and finds it is alright.

:: rehearse moment.birthday-tomorrow.h.grasshopper-song
setting: meadow
energy: gentle

{onward}the long grass was full of grasshoppers.
<little:Chirp, chirp, chirp!>
"Is it somebody's birthday tomorrow?" chirped the biggest one.
<little:{name} nodded.
The whole meadow sang Happy Birthday, and {companion} too!><grown:{name} nodded, and the whole meadow began to sing Happy Birthday, {companion} too.>
<grown:It was tiny and scratchy and loud, and {name's} cheeks went warm.
For a moment, {name} did not know where to look.><little:{name's} cheeks went pink.>
Then {name} smiled, listened to the end, and said, "Thank you."
<8-9:Being sung to, {name} decided, was like standing in sunshine.><10-12:Being sung to, {name} decided, was embarrassing and wonderful at once, rather like stepping out of the shade into warm sunshine.>
<little:{item} {itemTell}.
It wanted to join in!><grown:{item} {itemTell}, as if it wanted to join in.>

:: rehearse moment.birthday-tomorrow.h.wonky-cake
setting: village
energy: gentle

{onward}<little:there was a party in the village square.
It was a small grey donkey's birthday!><grown:in the village square, a small grey donkey was having a birthday party.>
<little:But the cake had come out wonky.
It leaned like a sleepy hat.><grown:But the cake had come out wonky, and it leaned like a sleepy hat.>
"It's all wrong," sniffed the donkey.
{name} tried a crumb, and so did {companion}.
"It's lovely," said {name}, and it really was.
<grown:Soon everyone was eating wonky cake and laughing, the donkey loudest of all.><little:Soon everyone was eating cake.
The donkey laughed and laughed.>
<8-9:{name} began to think that wonky cake might be the best kind.><10-12:{name} began to suspect that wonky cake might be the best kind of all, since it always came with a story attached.>
{name} waved goodbye and went on with {item}.

:: rehearse moment.birthday-tomorrow.h.practice-wish
setting: hilltop
energy: calm

{onward}<little:the hilltop was quiet.
The stars came out, one by one.><grown:the hilltop was quiet, and the stars were coming out one by one.>
{name} sat down in the soft grass.
<8-9:From up here, {name} could look back over the whole year since {their} last birthday.><10-12:From up here, {name} could look back over the whole year since {their} last birthday, astonished at how much had happened.>
"I'm going to practise my birthday wish," {name} whispered.
{Companion} looked the other way, so as not to peek.
{name} shut {their} eyes tight, thought of something, and kept it secret.
Then {name} took a big breath and blew at the sky, whoosh!
<little:A small cloud drifted over the brightest star.
Just like a candle, blown out!><grown:A small cloud drifted over the brightest star, just as if it had been blown out.>
{name} giggled, and went on with {item}.

// Short rehearsals (a Short story's): 4-6 sentences.

:: rehearse moment.birthday-tomorrow.h.chalk-marks
setting: orchard
energy: calm

{onward}<little:there stood a very old tree.
It had chalk lines up its trunk.><grown:the oldest tree in the orchard had chalk lines up its trunk.>
"Birthday marks," said a squirrel, "to show how we grow."
{name} stood very straight against the trunk.
{Companion} watched the squirrel chalk a line above {name's} head.
"That's you, the night before your birthday," she said.
{name} touched it, and went on with {item}.

:: rehearse moment.birthday-tomorrow.h.shell-row
setting: beach
energy: gentle

{onward}<little:a small crab sat on the moonlit sand.
She was laying shells in a row.><grown:a small crab was laying shells in a row on the moonlit sand.>
"One for every birthday," she said.
<grown:{name} knelt and made a row too, one shell for each birthday.><little:{name} made a row too.
One shell for each birthday.>
{Companion} found a pink shell, and {name} added it, for tomorrow.
The crab clapped her claws.
{name} smiled, and went on with {item}.

// Closes: the story's last paragraph. Home, the quest remembered, a true thought about the birthday
// tomorrow, at most one gentle line from the companion, and sleep.

:: close moment.birthday-tomorrow.c.almost-birthday
setting: bedroom
closes: best-t-shirt

<2-9:Back home, {name} snuggled down under the covers.
{Companion} curled up beside the best T-shirt, ready for morning.><10-12:Back home, {name} snuggled down under the covers, while {companion} curled up beside the best T-shirt, ready for the morning.>
<little:{name} thought of {recipient}.
And of {item}, safe where it belonged now.><6-9:{name} thought of {recipient}, and of {item}, safe where it belonged now.><10-12:{name} thought of {recipient}, and of {item}, safe where it belonged now, and then {their} thoughts wandered towards tomorrow.>
<2-9:Then {name} thought about tomorrow.>
<6-9:This was the very last sleep before {their} birthday.
When {name} woke up, the birthday would be here.><little:One last sleep.
Then it would be {name's} birthday!><10-12:This was the very last sleep before {their} birthday, which would be waiting the moment {name} woke.>
"Happy almost-birthday," whispered {companion}.
<2-9:{name} smiled a sleepy smile[, {their} {hair} hair soft on the pillow].
And the last sleep began.><10-12:{name} smiled a sleepy smile[, {their} {hair} hair soft on the pillow], and the last sleep began.>

:: close moment.birthday-tomorrow.c.first-happy-birthday
setting: bedroom

<little:Home again, {name} climbed into bed.
The pillow was cool and soft.><grown:Home again, {name} climbed into bed, and the pillow was cool and soft.>
Tonight, {item} had reached {recipient}, safe and sound.
<grown:Tomorrow would be a different sort of day: {name's} own birthday.><little:Tomorrow was {name's} birthday!>
In the morning, someone would say, "Happy birthday!"
<8-9:{name} wondered who would be the very first.><10-12:{name} wondered, with a small flutter of excitement, who would be the very first to say it.>
"Sleep now," murmured {companion}, "and then it will be morning."
<grown:{name} yawned a long, slow, birthday-eve yawn.><little:{name} gave a big yawn.>
{Their} eyes closed, and {they} drifted off to sleep.

:: close moment.birthday-tomorrow.c.fastest-way
setting: bedroom

<2-9:Back in bed, {name} was much too excited to close {their} eyes.
{recipient} had {item} now.><10-12:Back in bed, {name} was far too excited to close {their} eyes.
{recipient} had {item} now, which was a satisfying thought, but tomorrow was an even fizzier one.>
<6-9:That was a happy thought, but tomorrow was an even fizzier one.><little:And tomorrow was {name's} birthday!>
<2-9:"Sleep is the quickest way to tomorrow," whispered {companion}.
So {name} lay very still and listened.><10-12:"Sleep is the quickest way to tomorrow," whispered {companion}, so {name} lay perfectly still and listened.>
<6-9:The house was quiet, and a whole new year was waiting on the other side of the night.><little:The house was quiet.
The night was soft.><10-12:The house was silent, and a whole new year was waiting patiently on the other side of the night.>
<2-9:{name's} eyes grew heavy.>
<6-9:{They} tried to keep them open a little longer, but sleep was quicker.><little:Then they closed.>
<2-9:And {name} was fast asleep.><10-12:{name's} eyes grew heavy, and although {they} tried to keep them open a little longer, sleep was quicker, and soon {name} was fast asleep.>

:: close moment.birthday-tomorrow.c.good-way-to-end
setting: bedroom

<little:Home again, {name} lay warm in bed.
{Companion} tucked the covers round.><6-9:Home again, {name} lay warm in bed, and {companion} tucked the covers round {them}.><10-12:Home again, {name} lay warm in bed while {companion} tucked the covers round {them}.>
<little:A whole year of being this age was nearly done.><6-9:A whole year of being this age was very nearly over.><10-12:A whole year of being this age was very nearly finished.>
<little:What a way to finish it!
{item}, all the way to {recipient}.><6-9:And what a way to finish it: {item}, carried all the way to {recipient}.><10-12:What a splendid way to end it: {item}, carried all the way to {recipient}.>
<little:Tomorrow, a new year would begin.
And {name} would be at the very start!><6-9:Tomorrow a new year would begin, with {name} right at the start.><10-12:Tomorrow a brand-new year would begin, with {name} standing right at its beginning.>
<little:"A good year," murmured {companion}.
"And a new one coming."><grown:"A good year," murmured {companion}, "and a new one coming.">
<2-9:{name} let {their} eyes close, and fell asleep.><10-12:Contentedly, {name} let {their} eyes close, and fell asleep.>

// Short closes (a Short story's): 5-7 sentences.

:: close moment.birthday-tomorrow.c.same-bed-older
setting: bedroom

<2-9:Back home, {name} climbed into bed, and {companion} curled up close.><10-12:Back home, {name} climbed into bed beside {companion}, thinking of {item}, just where {recipient} wanted it.>
<little:{name} thought of {item}.
It was just where {recipient} wanted it.><6-9:{name} thought of {item}, just where {recipient} wanted it.>
<2-9:Tonight was the last night of being this age.><10-12:Tonight was the final night of being this particular age, and in the morning {name} would wake up a whole year older, in this very same bed.>
<6-9:In the morning, {name} would wake up a whole year older, in this very same bed.><little:In the morning, {name} would be one year older!>
{name} smiled at the thought, and drifted off to sleep.

:: close moment.birthday-tomorrow.c.whole-day
setting: bedroom

<2-9:Home again, {name} snuggled down, warm and heavy.
{Companion} settled at the end of the bed.><10-12:Home again, {name} snuggled down, warm and heavy, while {companion} settled at the end of the bed.>
<2-9:Tonight had been for {item} and {recipient}.
But tomorrow would be {name's} own.><10-12:Tonight had belonged entirely to {item} and {recipient}, but tomorrow would be {name's} very own.>
<6-9:The whole day, from breakfast right through to bedtime, would be {name's} birthday.><little:All day long, it would be {name's} birthday!><10-12:The entire day, from breakfast right through to bedtime, would be {name's} birthday.>
"Every minute of it," whispered {companion}.
{name} smiled, and fell fast asleep.

:: close moment.birthday-tomorrow.c.say-it-out-loud
setting: bedroom
closes: best-t-shirt

<2-9:Back home, {name} wriggled down.
{Companion} curled up by the best T-shirt.
{item} was just where {recipient} wanted it now.><10-12:Back home, {name} wriggled down while {companion} curled up by the best T-shirt; {item} was exactly where {recipient} wanted it.>
<2-9:Then {name} tried a tiny whisper, to hear how it sounded.><10-12:Then {name} experimented with a tiny whisper, to hear how it sounded.>
"It's my birthday."
<6-9:Not yet, but in the morning {name} could say it out loud.><little:In the morning, {name} could say it out loud!><10-12:Not yet, admittedly, but in the morning {name} could announce it aloud.>
{name} smiled into the pillow, and fell fast asleep.

:: close moment.birthday-tomorrow.c.one-more-finger
setting: bedroom

<little:Back home, {name} snuggled down.
{Companion} curled up close.><6-9:Back home, {name} snuggled down, and {companion} curled up close.><10-12:Back home, {name} snuggled down beside {companion}.>
<little:{item} was where it belonged, with {recipient}.><6-9:{item} was with {recipient} now, just where it belonged.><10-12:{item} was with {recipient} now, exactly where it belonged.>
<little:{name} counted {their} birthdays on {their} fingers.
Then {name} held up one more.><6-9:{name} counted {their} birthdays on {their} fingers, and then held up one more.><10-12:Solemnly, {name} counted {their} birthdays on {their} fingers, then raised one extra finger.>
"That one's for tomorrow," {name} whispered.
<little:{Companion} counted it too, very seriously.><6-9:{Companion} counted it too, very seriously.><10-12:{Companion} considered it very seriously, and counted it too.>
<little:{name} tucked that hand under the pillow.
And {name} fell asleep.><6-9:{name} tucked that hand under the pillow, and fell asleep.><10-12:Tucking that hand carefully under the pillow, {name} fell asleep.>
