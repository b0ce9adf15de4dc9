// A wobbly tooth: it may still be wobbly, or it may have just come out. So every passage keeps to "the
// wobbly tooth" and says nothing that is true of only one (no "it will come out", no gap, no tooth fairy,
// whom not every family has). True either way: it feels strange and exciting, it shows in a smile, and a
// new tooth is growing underneath, a little every day.
:: moment wobbly-tooth

:: raise moment.wobbly-tooth.r.hand-mirror
setting: bedroom
opens: hand-mirror

<grown:{name} was holding a hand mirror up to the lamp, smiling into it, then frowning, then smiling again.><little:{name} smiled in the mirror.
Then frowned.
Then smiled again.>
It was all because of the wobbly tooth.
"Do I look funny?" {name} asked, and gave {companion} a big smile.
<grown:{Companion} looked very carefully, the way you look at something precious.><little:{Companion} looked very closely.>
<little:"You look like you," said {companion}.
"With a brand-new story in your smile."><grown:"You look like you," said {companion}, "with a brand-new story in your smile.">

:: raise moment.wobbly-tooth.r.one-more-question
setting: bedroom
opens: where-new-teeth-come-from

<little:In the bath, {name} had asked about the wobbly tooth.
Ten times, at least!><grown:In the bath, {name} had asked about the wobbly tooth at least ten times.>
But there was still one question left, and it would not wait.
"Where does the new tooth come from?
And how does it know when it's time?"
<8-9:It was a strange thought: part of {name} was changing all by itself, without anyone asking it to.><10-12:It was a peculiar thought: a little part of {name} had been busily changing all by itself, without anyone giving it permission.>
{Companion} thought about it carefully.
<little:"It's been growing underneath all along," said {companion}.
"A tiny bit every day, just like you."><grown:"It's been growing underneath all along," said {companion}, "a tiny bit every day, just like you.">

:: raise moment.wobbly-tooth.r.wobbly-feelings
setting: bedroom

{name} could not stop thinking about the wobbly tooth.
<little:It was the most exciting thing all day.
And the strangest.
And a tiny bit worrying too.><grown:It had been the most exciting thing all day, and the strangest, and a tiny bit worrying too.>
<grown:"It's like my mouth is doing something all on its own," said {name}, and pulled the covers up to {their} nose.><little:"It feels so funny," said {name}.>
{Companion} listened, then leaned in close.
"Wobbly tooth, wobbly feelings," said {companion} softly.
"Both are allowed."

:: raise moment.wobbly-tooth.r.curious-tongue
setting: bedroom

{name's} tongue kept going back to the wobbly tooth, all by itself.
"I can't stop it," {name} giggled.
"It just keeps going there!"
"Tongues are the most curious things," said {companion}, smiling.

:: raise moment.wobbly-tooth.r.since-tiny
setting: bedroom
opens: hand-mirror

{name} looked at the wobbly tooth in a hand mirror.
"It's been my tooth since I was tiny," {name} said softly.
<8-9:It was strange to feel proud and sad about the very same tooth.><10-12:It was strange to feel proud and a little wistful about the same tooth, as if an old friend were moving away.>
{Companion} nodded slowly.
"That tooth has helped with a lot of smiles," said {companion}.

:: raise moment.wobbly-tooth.r.taking-turns
setting: bedroom

{name} ran a finger along {their} teeth, thinking about the wobbly tooth.
"Will all of them go wobbly one day?" {name} whispered, eyes wide.
<little:"One at a time," said {companion}.
"Taking turns, over years and years."><grown:"One at a time," said {companion}, "taking turns, over years and years.">

:: raise moment.wobbly-tooth.r.might-sting
setting: bedroom

<2-9:{name} touched the wobbly tooth very gently.
"Will it hurt when it comes out?" {they} asked.><10-12:Touching the wobbly tooth very gently, {name} asked, "Will it hurt when it comes out?">
<little:"It might sting a bit," said {companion} honestly.
"Or you might hardly feel it.
Either way, it's over very quickly."><6-9:"It might sting a bit, or you might hardly feel it," said {companion} honestly.
"Either way, it's over very quickly."><10-12:"It might sting a little, or you might barely notice," {companion} answered honestly, "but either way, it's over very quickly.">
{name} nodded slowly.

:: raise moment.wobbly-tooth.r.no-races
setting: bedroom

<2-9:{name} flopped back on the pillow.
"My wobbly tooth is taking ages," {they} groaned.
"When will it come out?"><10-12:Flopping back on the pillow, {name} groaned, "My wobbly tooth is taking ages!">
<2-9:"Teeth don't have races," said {companion}.
"Each one takes its own time."
{name} giggled at the thought of racing teeth.><10-12:"Teeth don't have races," said {companion}, "so each one takes its own time," and {name} giggled at the thought of teeth in running shoes.>

:: rehearse moment.wobbly-tooth.h.ready-apple
setting: orchard
energy: gentle

{onward}<little:one last apple hung from a branch.
It wibbled and wobbled in the breeze.><grown:one last apple hung from a branch, wibbling and wobbling in the breeze.>
A piglet sat underneath, looking up.
"Shall I give it a tug?" she asked.
"Let's wait and see," said {name}.
<little:So {name}, the piglet and {companion} waited.
The breeze blew soft.><grown:So {name}, the piglet and {companion} waited, while the breeze blew soft.>
<grown:{name} checked that {item} was still safe {itemHeld}, and looked up again.><little:{name} checked {item}.
Still safe.>
Plop!
Down came the apple, all by itself, right into {name's} hands.
<8-9:Some things, {name} thought, let go when they are good and ready.><10-12:Some things, {name} thought, simply cannot be hurried: they let go when they are good and ready, and not a moment sooner.>
{name} gave it to the piglet, who cheered.

:: rehearse moment.wobbly-tooth.h.whistle-song
setting: pond
energy: calm

{onward}<little:the toads were singing by the pond.
Croak, croak, went their night song.><grown:the toads by the pond were singing their night song.>
<grown:A young crocodile was singing too, but his wobbly tooth made every S come out as a whistle.><little:A young crocodile sang too.
But his wobbly tooth made him whistle!>
<grown:The toads giggled, and the crocodile sank down until only his eyes showed.><little:The toads giggled.
The crocodile sank down low.>
{name} thought for a moment, then whispered to {companion}, who nodded.
Then {name} joined in, and whistled every S on purpose.
<grown:Soon the toads were whistling too, and up came the crocodile, laughing.><little:Soon everyone was whistling.
Up came the crocodile, laughing.>
<8-9:A song with whistles in it, {name} decided, was a better song altogether.><10-12:A song with whistles in it, {name} decided, was a better song altogether, especially when nobody could keep a straight face.>
<little:{name} whistled all the way round the pond.
{item} came too, safe and sound.><grown:{name} whistled all the way round the pond, with {item} safe {itemHeld}.>

:: rehearse moment.wobbly-tooth.h.two-grins
setting: fair
energy: gentle

{onward}<little:at the fair, a stork was taking pictures.
The stork had a big box camera.><grown:at the fair, a stork with a big box camera was taking pictures.>
A young hippo stood in front of it, mouth shut tight.
"I'm not smiling," she mumbled, "not with my wobbly tooth."
{name} stepped up beside her.
"Let's smile together," said {name}, and gave the biggest grin {they} had.
Behind the camera, {companion} pulled a very silly face.
The hippo peeped, then grinned too, wobbly tooth and all.
Flash!
<grown:In the picture were two friends and two enormous smiles.><little:Two big smiles!>
The hippo kept the picture.
On went {name} towards {recipient}, grinning.

:: rehearse moment.wobbly-tooth.h.biscuit-crumbs
setting: treehouse
energy: gentle

{onward}<little:a squirrel sat in the treehouse doorway.
She frowned at a crunchy biscuit.><grown:a squirrel sat in the treehouse doorway, frowning at a crunchy biscuit.>
"I've got a wobbly tooth," she mumbled, "and I can't crunch."
<grown:So {name} broke the biscuit into tiny crumbs, and the squirrel nibbled them on the other side.><little:So {name} broke the biscuit into tiny crumbs.
Nibble, nibble, went the squirrel.>
"Easy!" she said, and offered {companion} a crumb too.
{name} waved goodbye, and on they went with {item}.

:: rehearse moment.wobbly-tooth.h.book-of-smiles
setting: library
energy: calm

{onward}<little:a badger sat in the library.
She showed {name} her Book of Smiles.><grown:a badger at the library showed {name} her Book of Smiles.>
<little:{Companion} turned the pages.
Every picture had a wobbly tooth in it!><grown:{Companion} turned the pages, and every picture had a wobbly tooth in it.>
"Every grown-up had one once," said the badger.
"Would you like to be in it?"
<little:{name} smiled the biggest smile.
The badger drew it on the last page.><grown:{name} smiled the biggest smile, and the badger drew it on the last page.>
Then off went {name} with {item}.

:: close moment.wobbly-tooth.c.growing-smile
setting: bedroom
closes: hand-mirror

Back home, {name} climbed into bed and pulled the covers up high.
{Companion} settled close[ beside the {colour} slippers].
<grown:{name} thought of {recipient}, and of {item}, and of the whole long way there and back.><little:{name} thought of {recipient}, far away.>
Then {name} thought of tomorrow.
<grown:In the morning there would be breakfast, and the hand mirror, and a smile to check, growing up one tooth at a time.><little:Tomorrow the hand mirror would show a smile to check.>
"Goodnight, wobbly tooth," whispered {name}.
"Goodnight, {name}," said {companion}.
{name} smiled a sleepy smile and drifted off to sleep.

:: close moment.wobbly-tooth.c.somebody-to-tell
setting: bedroom
closes: where-new-teeth-come-from

Back home, {name} snuggled down in bed, warm from head to toe.
<little:{item} was just where {recipient} wanted it.
Now there was nothing left to do but rest.><grown:{item} was just where {recipient} wanted it, and there was nothing left to do but rest.>
<grown:{name} tucked the wobbly-tooth feeling away, like a secret under the pillow, to take out again in the morning.><little:{name} tucked the wobbly-tooth feeling under the pillow.>
<grown:Tomorrow there would be somebody to tell, even where new teeth come from.><little:Tomorrow there would be somebody to tell.
Even where new teeth come from!>
"What a lot of growing you're doing," said {companion}.
<little:{name} gave the biggest yawn, wobbly tooth and all.
Then {they} fell fast asleep.><grown:{name} gave the biggest yawn, wobbly tooth and all, and fell fast asleep.>

:: close moment.wobbly-tooth.c.thin-moon
setting: bedroom
closes: where-new-teeth-come-from

<little:Back home, the bedroom was dark.
The moon outside was a thin, silver smile.><grown:Back home, the bedroom was dark, and the moon outside was a thin, silver smile.>
<little:{name} wriggled under the covers and thought of {recipient}.
{item} was safe at last.><grown:{name} wriggled under the covers and thought of {recipient}, and of {item}, safe at last.>
<grown:Somewhere under {name's} smile, just as {companion} had said, a new tooth was getting ready, slow and steady, the way the moon grows round.><little:A new tooth was growing underneath.
Just as {companion} said!>
Tomorrow it would be a tiny bit bigger, and so would {name}.
<8-9:It was a strange, good feeling, to be growing even while fast asleep.><10-12:It was a strange and rather pleasing feeling, to know that {they} would keep on growing even while {they} was fast asleep.>
<2-3:{Companion} gave a soft, sleepy hum.><4-12:{Companion} gave {sound}.>
{name's} eyes closed, and {they} slept.

:: close moment.wobbly-tooth.c.grown-up-story
setting: bedroom

<little:Back home, {name} snuggled down.
{They} thought of {recipient} and {item}.><grown:Back home, {name} snuggled down, thinking of {recipient} and {item}.>
<little:Tomorrow {name} would ask a grown-up a question.
"What was your first wobbly tooth like?"><grown:Tomorrow {name} would ask a grown-up, "What was your first wobbly tooth like?">
<grown:Perhaps it had wobbled for weeks and weeks, or come out in an apple.><little:Perhaps it wobbled for weeks!>
"I'd like to hear that story too," said {companion}.
{name} gave one last yawn, and fell asleep.

:: close moment.wobbly-tooth.c.picture-tomorrow
setting: bedroom
closes: hand-mirror

Back home, {name} climbed into bed, and {companion} settled close.
Tomorrow, {name} decided, {they} would draw a picture of the whole night.
<little:There would be {item}, and {recipient}.
And {companion} too!><grown:There would be {item}, and {recipient}, and {companion}.>
<grown:And right in the middle, the smile from the hand mirror, wobbly tooth and all.><little:In the middle, the smile from the hand mirror.
Wobbly tooth and all!>
{name} was asleep before {they} had even chosen the first crayon.

:: close moment.wobbly-tooth.c.gentle-brush
setting: bedroom

<little:Back home, {name} snuggled down.
{They} thought of {item} and {recipient}.><grown:Back home, {name} snuggled down, thinking of {item} and {recipient}.>
Tomorrow morning, there would be teeth to brush.
<grown:{name} would go extra gently round the wobbly tooth, soft as a feather.><little:Gently round the wobbly tooth.>
"Gently does it," murmured {companion}.
{name} pulled the covers up to {their} chin.
Then {name's} eyes closed, and {they} slept.

:: close moment.wobbly-tooth.c.who-notices
setting: bedroom

<2-9:Back home, {name} yawned, and {companion} yawned too.><10-12:Back home, {name} gave an enormous yawn, and {companion} caught it and yawned too.>
<little:{name} thought of {item}.
It was with {recipient} now.><6-9:{name} thought of {item}, with {recipient} now, safe and sound.><10-12:{name} thought of {item}, safe and sound with {recipient} now.>
<little:Tomorrow, {name} would smile at everyone.
Who would notice the wobbly tooth?><6-9:Tomorrow {name} would smile at everyone, and count who noticed the wobbly tooth.><10-12:Tomorrow {name} planned to smile at everybody and count how many of them noticed the wobbly tooth.>
<little:"I noticed first," said {companion}.><grown:"I noticed first," said {companion}, with a grin.>
<2-9:{name} gave one more sleepy smile, and fell asleep.><10-12:{name} practised one more sleepy smile, and fell asleep.>

:: close moment.wobbly-tooth.c.since-that-tooth
setting: bedroom

<2-9:Back home, {name} snuggled down.
{Companion} settled close by.><10-12:Back home, {name} snuggled down while {companion} settled close by.>
<little:When the wobbly tooth first came, {name} was a baby.><6-9:When the wobbly tooth first came, {name} was only a tiny baby.><10-12:When the wobbly tooth first appeared, {name} had been a tiny baby who could neither walk nor talk.>
<little:{name} could not walk or talk then.><6-9:Back then, {name} could not even walk or talk.>
<little:But tonight, {name} took {item} to {recipient}.
All the way!><6-9:But tonight {name} had taken {item} all the way to {recipient}.><10-12:Yet tonight {name} had delivered {item} all the way to {recipient}.>
<little:Tomorrow, {name} would grow a tiny bit more.><6-9:Tomorrow there would be a little more growing, like every day.><10-12:Tomorrow would bring a little more growing, as every ordinary day did.>
<little:"What a lot that tooth has seen," said {companion}.><grown:"That tooth has seen a lot of growing," said {companion}.>
<2-9:{name} smiled a proud smile, and drifted off to sleep.><10-12:{name} smiled a proud, contented smile, and drifted off to sleep.>
