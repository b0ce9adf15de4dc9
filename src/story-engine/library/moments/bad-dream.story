// A bad dream last night. What the dream was about is never told, and nothing in these passages is
// frightening: a dream is something that ends, that can't follow you out of sleep, that can be given a new
// ending, and after it the morning comes. Nobody promises it won't come back; tomorrow is still the
// hopeful thing.
:: moment bad-dream

:: raise moment.bad-dream.r.stays-behind
setting: bedroom

<2-9:{name} did not want to close {their} eyes tonight.
"I had a bad dream last night," {name} said quietly.
"What if it comes back?"><10-12:{name} did not want to close {their} eyes tonight.
"I had a bad dream last night," {name} said quietly, "and what if it comes back?">
<grown:"Bad dreams can feel very real, and that's horrid," said {companion}.
"But a dream can't follow you out of your sleep, and that one is all finished."><little:"That sounds horrid," said {companion}.
"But that dream is all finished now.">

:: raise moment.bad-dream.r.even-me
setting: bedroom
opens: safe-nest

{name} sat in a nest of covers, eyes very wide open.
<grown:Last night a bad dream had woken {name} up with a thumping heart.
A little bit of that feeling had stayed all day, like a pebble in a shoe.><little:Last night, a bad dream woke {name} up.>
<2-9:"I don't want to dream tonight," {name} whispered.
"Everybody has bad dreams sometimes, even me," said {companion} gently.
"And I'm right here."><10-12:"I don't want to dream tonight," {name} whispered.
"Everybody has bad dreams sometimes, even me," said {companion} gently, "and I'm right here.">

:: raise moment.bad-dream.r.telling-helps
setting: bedroom

{name} was excited about the night, and a tiny bit worried too.
<grown:Something from last night was still bothering {name}, just a little, the way a bumped knee still bothers you the next day.><little:Something from last night still bothered {name}.>
<2-9:"Do you ever have bad dreams?" asked {name}.
"I had one last night."
"Sometimes," said {companion}.><10-12:"I had a bad dream last night," {name} confided.
"Do you ever have them?"
"Sometimes," said {companion}, "and it always helps me to tell somebody, the way you just told me.">
<little:"Telling somebody always helps me.
And you just told me!"><6-9:"It always helps me to tell somebody, the way you just told me.">

:: raise moment.bad-dream.r.safe-nest
setting: bedroom
opens: safe-nest

<2-9:Last night, a bad dream had woken {name} up.><10-12:Because a bad dream had woken {name} last night, tonight {they} tucked the covers in tight, right up to {their} nose.>
<little:So tonight {name} tucked the covers in tight.
Right up to {their} nose!><6-9:So tonight {name} tucked the covers in tight, right up to {their} nose.>
<2-9:"I'm making a safe nest," said {name}.
"A very good nest," said {companion}, settling close.><10-12:"I'm making a safe nest," {name} explained, and {companion}, settling close, agreed it was a very good one.>

:: raise moment.bad-dream.r.awake-now
setting: bedroom

<2-9:"Why do bad dreams come?" asked {name}.
"I had one last night, and I keep thinking about it."
"Nobody knows for sure," said {companion} gently.
"But you're awake now, and warm, and safe in your own bed."><10-12:"Why do bad dreams come?" asked {name}.
"I had one last night, and I can't stop thinking about it."
"Nobody knows for certain," said {companion} gently, "but you're awake now, warm and safe in your own bed.">

:: raise moment.bad-dream.r.footprints
setting: bedroom

<2-9:Last night, a bad dream had woken {name} up.
"I can hardly remember it now," {name} whispered.
"Only the wobbly feeling."><10-12:A bad dream had woken {name} last night, but now {they} whispered, "I can hardly remember it, only the wobbly feeling.">
<grown:"Dreams fade, like footprints on the sand when the sea comes in," said {companion} softly.><little:"Dreams fade, like footprints in the sand," said {companion} softly.>

:: raise moment.bad-dream.r.night-light
setting: bedroom

<2-9:{name} looked at the night-light for a long time.
"I had a bad dream last night," {name} said.
"It's gone now," said {companion} softly.
"Dreams always go, and the morning always comes."><10-12:{name} watched the night-light for a long while before saying, "I had a bad dream last night."
"It's gone now," said {companion} softly, "because dreams always go, and the morning always comes.">

:: raise moment.bad-dream.r.not-telling
setting: bedroom

<2-9:{name} hugged {their} knees tight.
"I had a bad dream last night," {name} said.
"But I don't want to talk about it."
"You don't have to," said {companion}.
{Companion} sat close and said nothing more.
That was just right.><10-12:Hugging {their} knees tightly, {name} admitted, "I had a bad dream last night, but I'd rather not talk about it."
"You don't have to," said {companion}, settling alongside without another word, which was precisely what {name} needed.>

:: rehearse moment.bad-dream.h.new-ending
setting: treehouse
energy: gentle

{onward}<little:a lamp glowed in a treehouse.
In it sat a small squirrel, sniffling.><grown:a lamp glowed in a treehouse, where a small squirrel sat sniffling.>
<grown:"I had a bad dream," she whispered, "and I can't stop thinking about it."><little:"I had a bad dream," she whispered.>
{trait:help}
{name} knew that feeling, so {they} climbed up and sat beside her.
{Companion} sat down on her other side.
"Let's give it a new ending," said {name}.
<grown:So they made one up: everybody in the dream got a party hat and some cake.><little:In the new ending, everyone got cake!>
The squirrel giggled, and so did {name}.
<8-9:The dream seemed smaller now, like something you could fold up and put away in a drawer.><10-12:{name} felt a flicker of relief: the dream had shrunk to something you could fold up and put away in a drawer.>
<little:Then down they climbed with {item}.
On to {destination}!><grown:Then down they climbed with {item}, on towards {destination}.>

:: rehearse moment.bad-dream.h.calf-in-the-straw
setting: farm
energy: calm

{onward}<little:the farm was asleep.
But one small calf was wide awake in the straw.><grown:the farm was asleep, all but one small calf, wide awake in the straw.>
<grown:"I had a bad dream," she mooed softly, "and I don't want to lie down."><little:"I had a bad dream," she mooed.>
<2-9:{name} climbed over the gate and sat beside her.
"You're awake now," said {name}.
"It's all finished."><10-12:{name} climbed over the gate, sat down beside her and said, "You're awake now, and it's all finished.">
<grown:Then {name} breathed in slowly and out slowly, and the calf and {companion} breathed along.><little:In and out, breathed {name}.
In and out, breathed the calf, and {companion} too.>
Bit by bit, she lay down, and her eyes began to close.
<little:{name} tiptoed away, feeling steadier too.
{item} was safe {itemHeld}.><grown:{name} tiptoed away with {item} still safe {itemHeld}, feeling steadier too.>

:: rehearse moment.bad-dream.h.cloud-shapes
setting: clouds
energy: gentle

{onward}<little:the clouds were piled up high.
They were soft, like pillows.><grown:the clouds were piled up high and soft, like pillows.>
One big grey cloud drifted by in a lumpy, grumpy shape.
<little:{name} did not like it one bit.
Nor did {companion}.><grown:{name} did not like the look of it at all, and nor did {companion}.>
So {name} took a big breath and blew, long and slow.
<grown:A lump turned into an ear, a bump turned into a nose, and soon the grumpy cloud was a sleepy sheep, yawning.><little:A lump became an ear.
A bump became a nose.
Now it was a sleepy sheep!>
<8-9:Clouds never keep the same shape for long, {name} thought, and nor do dreams; they drift along, and then they are gone.><10-12:Clouds never keep the same shape for long, {name} reflected, and neither do dreams; they drift, change, and quietly disappear.>
<little:{name} laughed and held {item} close.
On they went, towards {recipient}.><grown:{name} laughed, held {item} close, and went on towards {recipient}.>

:: rehearse moment.bad-dream.h.close-the-book
setting: library
energy: calm

{onward}<little:a small hippo sat between the shelves.
He stared at a big book.><grown:a small hippo sat between the shelves, staring at a big book.>
"This page is too scary," he whispered.
Gently, {name} closed the book, and the scary page was gone.
<8-9:A dream was a bit like that, {name} thought: when you wake up, the book closes.><10-12:A dream was rather like that, {name} thought: however strange the page, waking up closes the book.>
<little:Then {companion} found a new book, all about a picnic.
They read it together.><grown:Then {companion} found a new book about a picnic, and they all read it together.>
<little:{item} {itemTell}.
It liked picnics too!><grown:{item} {itemTell}, as if it liked picnics too.>

:: rehearse moment.bad-dream.h.five-things
setting: kitchen
energy: calm

{onward}<little:there was a glowing cottage kitchen.
In it sat a piglet in pyjamas.><grown:a piglet in pyjamas sat in a glowing cottage kitchen.>
<2-9:"I had a bad dream," she whispered.
"Let's find five things we can see," said {name}.><10-12:"I had a bad dream," she whispered, so {name} suggested finding five things they could see.>
<2-9:{Companion} pointed first: a teapot.
A spoon, a ticking clock, a rug, a jug.><10-12:{Companion} pointed first at a teapot, and then came a spoon, a ticking clock, a rug and a jug.>
<little:By the jug, the piglet was smiling.
On went {name}, with {item}.><grown:When they got to the jug, the piglet was smiling, and {name} went on with {item}.>

:: close moment.bad-dream.c.good-things
setting: bedroom

Back home, {name} snuggled down under the covers.
<little:"Let's fill your head with good things," said {companion}.><grown:"Let's fill your head with good things before you sleep," said {companion}.>
<2-9:So {name} thought of them, one by one.><10-12:So {name} thought of them one by one: how happy {recipient} had been, how {item} had come safely all the way, and every friendly face along the path.>
<6-9:How happy {recipient} had been.
How {item} had come safe all the way.
Every friendly face along the path.><little:{recipient}, smiling.
{item}, safe.
Friends on the path.>
<little:Tomorrow there would be more good things.
Daylight, breakfast, and somebody to tell about tonight.><grown:Tomorrow there would be more good things: daylight, and breakfast, and somebody to tell all about tonight.>
<little:{name's} head was full of good things.
There was no room for anything else!><grown:{name's} head was so full of good things that there was hardly room for anything else.>
Slowly, softly, {name} drifted off to sleep.

:: close moment.bad-dream.c.cool-side
setting: bedroom
closes: safe-nest

Back home, {name} tucked {their} nest of covers tight again.
Then {name} turned the pillow over to the cool side.
<grown:A fresh side for a fresh night.><little:It was cool and fresh.>
<little:{name} thought about {recipient}, and {item}.
What a long way there and back!><grown:{name} thought about {recipient}, and {item}, and the long way there and back.>
<8-9:Last night's dream was far behind now, a little further with every minute, like a town you have driven away from.><10-12:Last night's dream was far behind now, shrinking with every minute, like a town seen from the back window of a car.>
"I'm right here," whispered {companion}.
<little:Tomorrow would be a brand-new day.
It was already on its way.><grown:Tomorrow would be a brand-new day, and it was already on its way.>
{name's} breathing grew slow and soft.
With one last wriggle, {name} was asleep.

:: close moment.bad-dream.c.morning-comes
setting: bedroom

<2-9:Back home, the bedroom was warm and still.
{name} remembered something true.><10-12:Back home in the warm, still bedroom, {name} remembered something true.>
<grown:Last night's dream had ended, the way every dream ends, and then the morning had come.><little:Last night's dream had ended.
Then morning came.>
<grown:Tonight would end the same way.
Morning would come, and breakfast, and {name} would wake up, warm in bed.><little:Tonight would end with morning too.
{name} would wake up, warm in bed.>
<little:But first, sleep.
One last happy thought: {recipient} with {item}.><grown:But first there was sleep, and one last happy thought of {recipient} with {item}.>
{Companion} {ability:hush,comfort}.
{name} gave a long, slow yawn and fell asleep.

:: close moment.bad-dream.c.steady-heart
setting: bedroom
closes: safe-nest

Back home, {name} lay still in {their} nest of covers.
{Companion} was close, warm and quiet.
{name} put a hand on {their} chest.
Thump, thump, went {their} heart, slow and steady.
<8-9:A bad dream can make a heart race; tonight it was taking its time, like someone strolling home.><10-12:A bad dream can set a heart racing, but tonight it was in no hurry at all, like someone strolling home on a warm evening.>
<little:Tomorrow, {name} could draw it all.
{recipient} and {item} could go in the middle.><grown:Tomorrow, {name} could draw it all, with {recipient} and {item} right in the middle.>
Slower and softer went the thump, thump, until {name} was asleep.

:: close moment.bad-dream.c.picnic-on-the-moon
setting: bedroom

<little:Back home, {name} snuggled down.
"What shall we dream about?" asked {companion}.><grown:Back home, {name} snuggled down, and {companion} asked, "What shall we dream about?">
<little:{name} chose {recipient}, smiling, and {item}.
And a picnic on the moon!><grown:{name} chose {recipient}, smiling, and {item}, and a picnic on the moon.>
<grown:Dreams don't always listen, but it was lovely to ask.><little:What a lovely dream that would be.>
<2-9:Tomorrow, {name} could have a picnic, moon or no moon.
{name} closed {their} eyes and drifted off to find it.><10-12:Tomorrow {name} could have a real picnic, moon or no moon, but for now {they} closed {their} eyes and drifted off to find this one.>

:: close moment.bad-dream.c.clink-of-a-cup
setting: bedroom

<2-9:Back home, {name} lay snug in bed.
From the next room came the clink of a cup.><10-12:As {name} lay snug in bed back home, the clink of a cup came from the next room.>
<2-9:Somebody was close by, just a call away.
And {companion} was closer still.><10-12:Somebody was close by, just a call away, and {companion} was closer still.>
<little:{name} thought of {recipient}.
{recipient} had {item} at last!><grown:{name} thought of {recipient}, happy with {item} at last.>
<2-9:Tomorrow, {name} would find that somebody for a good-morning hug.
Listening to the quiet house, {name} drifted off to sleep.><10-12:Tomorrow {name} would find that somebody for a good-morning hug, but for now, listening to the quiet house, {name} drifted off to sleep.>

:: close moment.bad-dream.c.whisper-it-over
setting: bedroom

<little:Back home, {name} curled up in bed.
"Let's tell tonight again," whispered {companion}.><6-9:Back home, {name} curled up in bed.
"Let's tell tonight again, quietly," whispered {companion}.><10-12:Back home, {name} curled up in bed, and {companion} suggested, in a whisper, retelling the whole of tonight.>
<little:So {name} told it, very softly.
{item}.
The way to {destination}.
And {recipient}, at the end.><6-9:So {name} told it, very softly.
There was {item}, and the way to {destination}.
And there was {recipient}, at the end.><10-12:So {name} retold it very softly: {item}, the journey to {destination}, and {recipient} at the end.>
<little:It made a lovely story.
Just right for the dark.><6-9:It made a quiet story, just right for the dark.><10-12:It made a gentle, peaceful story, exactly right for the dark.>
<little:Tomorrow, {name} could tell it out loud.
At breakfast!><6-9:Tomorrow {name} could tell it out loud, over breakfast.><10-12:Tomorrow, in daylight, {name} could tell it properly, out loud, over breakfast.>
<little:The whisper grew slow and soft.
Then {name} was asleep.><6-9:{name's} whisper grew slower and softer, and then {name} was asleep.><10-12:Gradually {name's} whisper grew slower and softer, until {they} was asleep.>

:: close moment.bad-dream.c.by-breakfast
setting: bedroom

<little:Back home, {name} lay snug and warm.
{Companion} settled close.><6-9:Back home, {name} lay snug under the covers, with {companion} settled close.><10-12:Back home, {name} lay snug under the covers, with {companion} settled alongside.>
<little:Dreams don't stay long.
Most are gone by breakfast.><6-9:Dreams never stay long, and most are gone by breakfast.><10-12:Dreams seldom linger; most have melted away by breakfast, like mist on a window.>
<little:But tonight would stay.
{item}, and {recipient}, and the way home.><6-9:But tonight would still be there in the morning: {item}, {recipient}, and the long way home.><10-12:Tonight, however, would still be there to remember in the morning: {item}, {recipient}, and the long way home.>
"That one's a keeper," murmured {companion}.
<2-9:{name} smiled, and slid softly into sleep.><10-12:Smiling, {name} drifted off to sleep.>
