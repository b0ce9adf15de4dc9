// Missing someone who is away. Who it is and why they are away is never said (a parent travelling, a
// grandparent far off): only "someone {name} loved was far away". Nothing hints they won't come back, and
// nothing promises when they will. What is true: the missing is love, it can sit alongside a happy day,
// the same sky is over both of them, and tomorrow there are pictures to draw and things to tell.
:: moment missing-someone

:: raise moment.missing-someone.r.what-loving-does
setting: bedroom
opens: old-jumper

{name} was very still tonight, hugging a soft old jumper.
It belonged to someone far away.
<grown:Bedtime felt too quiet without them.>
"I miss them," said {name}, in a very small voice.
{Companion} sat close and listened.
<grown:"Missing is how love feels when someone is far away," said {companion} softly.><little:"Missing someone means you love them," said {companion} softly.>

:: raise moment.missing-someone.r.same-sky
setting: bedroom
opens: same-moon

{name} kept looking out at the night sky.
<grown:Somewhere out past the rooftops and the hills, someone {name} loved was far away tonight.><little:Someone {name} loved was far away.>
"Do you think they can see the same sky?" {name} asked.
<8-9:{name} wanted the answer to be yes more than {they} wanted almost anything.><10-12:{name} held {their} breath a little, because {they} wanted the answer to be yes more than almost anything in the world.>
<little:"The very same sky," said {companion}.
"With the very same moon in it."><grown:"The very same sky," said {companion}, "with the very same moon in it.">

:: raise moment.missing-someone.r.both-at-once
setting: bedroom

All day, {name} had been busy and bouncy.
<little:But now it was bedtime, and everything was quiet.
{name} was missing someone far away.><grown:But now it was bedtime, everything was quiet, and {name} was missing someone far away.>
"I had a happy day, and I feel sad too," said {name}.
"Is that allowed?"
"Of course it is," said {companion}.
"Hearts are big enough for both."

:: raise moment.missing-someone.r.soft-old-jumper
setting: bedroom
opens: old-jumper

<little:{name} was cuddling a soft old jumper.
It belonged to someone far away.><grown:{name} was cuddling a soft old jumper that belonged to someone far away.>
It still smelled a little of them.
"I wish they were here to say goodnight," said {name}.
"Of course you do," said {companion} gently, and stayed close.

:: raise moment.missing-someone.r.jigsaw-piece
setting: bedroom

Someone {name} loved was far away, and bedtime felt different without them.
"It's like a jigsaw with one piece missing," said {name}.
<grown:"That piece is still theirs, and it will always fit," said {companion} softly.><little:"That piece is still theirs," said {companion} softly.>

:: raise moment.missing-someone.r.right-now
setting: bedroom
opens: same-moon

{name} lay very still, thinking about someone far away.
"What are they doing right now?" {name} wondered out loud.
<grown:"Maybe brushing their teeth, or looking out of a window at the moon," said {companion}.><little:"Maybe looking at the moon," said {companion}.>
"And maybe wondering about you."


:: raise moment.missing-someone.r.heavy-tummy
setting: bedroom

<little:{name} lay with a hand on {their} tummy.
{They} missed someone far away.><6-9:{name} lay with a hand on {their} tummy, thinking of someone far away.>
<2-9:"There's a heavy feeling in here," said {name}.
"That's the missing," said {companion} softly.
"It's heavy because it's full of love."><10-12:{name} lay with one hand pressed to {their} tummy, thinking of someone far away.
"There's a heavy feeling in here," {name} murmured.
"That's the missing," said {companion} gently, "and it weighs so much because it's full of love.">

:: raise moment.missing-someone.r.which-way
setting: bedroom

<2-9:{name} missed someone far away.
"Which way is far away?" asked {name}.>
<little:{Their} finger pointed at the window.
Then the door.
Then the ceiling, just in case!><6-9:{Their} finger pointed at the window, the door and the ceiling, just in case.>
<2-9:"Any way will do," said {companion}.
"Love doesn't need a map."><10-12:{name} missed someone far away, and wondered which direction far away actually was.
{They} pointed at the window, the door and the ceiling, just to be certain.
"Any direction will do," said {companion}, "because love never needs a map.">

:: raise moment.missing-someone.r.kicked-covers
setting: bedroom

<2-9:{name} kicked the covers, hard.
"It's not fair," said {name}.
"Someone I love is far away!"
"Missing can come out cross sometimes," said {companion}.
"Kick away."
So {name} gave one more kick, a very small one.><10-12:{name} gave the covers an indignant kick.
"It isn't fair that someone I love is far away," {name} grumbled.
"Missing sometimes comes out as crossness," said {companion}.
"Go on, kick away."
One last kick followed, a considerably smaller one.>

:: rehearse moment.missing-someone.h.shell-necklace
setting: harbour
energy: gentle

{onward}boats bobbed in the little harbour.
<grown:At the end of the jetty sat a young puffin, looking out to sea.><little:A young puffin sat on the jetty, looking out to sea.>
{trait:meet}
<grown:"My big sister is far away over the water, and I miss her," said the puffin.><little:"I miss my big sister," said the puffin.
"She is far away.">
{name} knew exactly how that felt.
<grown:So {name} sat beside him, and together they made a shell necklace, pink and white.><little:So they made a shell necklace together.>
{Companion} held each shell while {name} threaded it.
"I'll keep it to show her," said the puffin, sitting up taller.
<little:{name} felt a little lighter too.
{item} {itemTell}.><grown:{name} felt a little lighter too, and {item} {itemTell}.>

:: rehearse moment.missing-someone.h.wave-from-the-hill
setting: hilltop
energy: calm

{onward}<little:the hilltop was high.
The sky was very wide.><grown:the hilltop was high, and the sky was very wide.>
<grown:{name} could see a long way: rooftops, dark fields, and lights twinkling far off.><little:{name} could see a long, long way.>
<grown:Somewhere out past all of them, far away, was someone {name} loved.><little:Someone {name} loved was out there, far away.>
<little:{name} lifted one hand and waved, big and slow.
That wave was for someone far away.><grown:{name} lifted one hand and waved, big and slow, out towards that someone.>
Then {name} blew a kiss, for good measure.
<8-9:The missing was still there, but it felt warmer now, like a jumper that has been on the radiator.><10-12:The missing had not gone, {name} noticed, but it had softened into something warmer, like a jumper left on the radiator.>
<little:{item} was still safe.
On went {friends}, towards {recipient}.><grown:{item} was still safe {itemHeld}, and {friends} went on towards {recipient}.>

:: rehearse moment.missing-someone.h.tell-me-about-them
setting: river
energy: gentle

{onward}<little:a water vole sat on a stepping stone.
She was washing her whiskers.><grown:a water vole sat on a stepping stone, washing her whiskers.>
<grown:"You look as if you're thinking about someone," she said.><little:"Are you thinking of someone?" she asked.>
"Someone far away," said {name}.
"Tell me about them," said the vole.
<grown:So {name} told her about the best hugs and the silliest jokes.><little:So {name} told her all the happy things.>
{Companion} listened too, and laughed at the jokes.
<grown:By the end, {name} was smiling, and the missing felt softer round the edges.><little:By the end, {name} was smiling.>
<little:Then {name} hopped across the stones with {item}.
Hop, hop!
On to {destination}!><grown:Then {name} hopped across the stones with {item}, on towards {destination}.>

:: rehearse moment.missing-someone.h.behind-a-thumb
setting: moon
energy: calm

{onward}<little:the path climbed to the silent moon.
The Earth shone, round and blue.><grown:the path climbed to the silent moon, and the Earth shone round and blue.>
<little:{name} held up one thumb.
{Companion} watched the whole Earth hide behind it!><grown:{name} held up one thumb, and {companion} watched the whole Earth hide behind it.>
<grown:Everyone {name} loved was on there, somewhere, all at once, even someone far away.><little:Everyone {name} loved was on there, all at once.>
{name} lowered {their} thumb, and there they all were again.
{item} {itemTell}.

:: rehearse moment.missing-someone.h.village-postbox
setting: village
energy: gentle

{onward}<little:a squirrel stood on tiptoe by the postbox.
She had a letter.><grown:a squirrel with a letter stood on tiptoe by the postbox.>
"It's for my grandad, far away," she said, "but I can't reach."
<little:{name} lifted her up, and {companion} held the flap.
She pushed the letter in.><grown:{name} lifted her up, {companion} held the flap, and she pushed the letter in.>
Flump!
"Now he'll know I'm thinking of him," she said.
<little:{name} held {item} close.
And {they} thought of someone far away too.><grown:{name} held {item} close and thought of someone far away too.>

:: close moment.missing-someone.c.send-a-goodnight
setting: bedroom
closes: old-jumper

Back home, {name} climbed into bed, hugging the soft old jumper close.
<little:{name} thought of {recipient}, happy now.
{recipient} had {item} at last.><grown:{name} thought of {recipient}, happy now, with {item} at last.>
Then {name} thought of someone far away.
"Send them a goodnight," whispered {companion}.
So {name} whispered it, very softly, into the dark: "Goodnight. I love you."
<8-9:The words were small, but {name} could almost feel them going, over the rooftops and far away.><10-12:The words were small, but {name} could almost feel them setting off over the rooftops and fields to find the right person.>
<grown:Tomorrow {name} could draw a picture for someone special, with everything from tonight in it.><little:Tomorrow, {name} could draw them a picture.>
{name's} eyes grew heavy, and {they} drifted off to sleep.

:: close moment.missing-someone.c.long-string
setting: bedroom
closes: same-moon

Back home, {name} snuggled down in the warm, quiet dark.
<grown:Missing someone, {name} thought, was like a long, long piece of string, stretching all the way from {their} heart to someone far away.><little:Missing felt like a long, long string.
It went all the way to someone far away.>
However far it stretched, it never broke.
<8-9:It tugged a little, now and then, but that was only love, saying it was still there.><10-12:Now and then it gave a little tug, but that, {name} understood, was only love, checking that both ends still held.>
<grown:{name} thought of {recipient}, and of {item}, safe at the end of its journey.><little:{name} thought of {recipient}, and {item}, safe now.>
<little:Tomorrow was a whole new day.
There would be pictures to draw, and hugs to save up.><grown:Tomorrow was a whole new day, with pictures to draw and hugs to save up.>
{Companion} hummed softly.
The same moon shone on each end of the string.
With the string held gently in {their} heart, {name} fell asleep.

:: close moment.missing-someone.c.so-much-to-tell
setting: bedroom

Back home, {name} lay in bed, full to the brim with tonight.
There was so much to tell someone far away.
<grown:About {item}, and the long way there, and how happy {recipient} had been at the end of it.><little:About {item}.
About {recipient}.
About the whole long way.>
<8-9:Saving it all up felt like carrying a present that would be just as good whenever it was unwrapped.><10-12:Saving it all up was like carrying the rare kind of present that stays just as exciting however long it waits.>
<little:Tomorrow, {name} could start telling it.
In a picture, or a letter, or a call.><grown:Tomorrow, {name} could start telling it, in a picture, or a letter, or a call.>
"What a story it will be," murmured {companion}.
{name} smiled, and thought of the very first words {they} would say.
<little:Then {name's} eyes closed.
{They} fell asleep in the middle of the thought.><grown:Then {name's} eyes closed, and {they} fell asleep in the middle of the thought.>

:: close moment.missing-someone.c.humming-tune
setting: bedroom
closes: same-moon

<little:Back home, {name} curled up and thought of {recipient}.
{recipient} had {item} at last.><grown:Back home, {name} curled up and thought of {recipient}, happy with {item} at last.>
<little:Then {name} hummed a tune up to the moon.
The same moon shone on someone far away.><grown:Then {name} hummed to the moon, the same moon someone far away could see.>
<grown:It felt a little like holding hands.><little:Hum, hum, hum.>
{Companion} knew the tune, and hummed it too.
Tomorrow, {name} could sing it out loud.
Halfway through the last hum, {name} fell asleep.

:: close moment.missing-someone.c.picture-behind-eyes
setting: bedroom

<little:Back home, {name} lay in bed, thinking of {recipient}.
{recipient} had {item} at last!><grown:Back home, {name} lay in bed and thought of {recipient} with {item}, happy at last.>
Then {name} closed {their} eyes and pictured someone far away, smiling.
<grown:{name} could see every bit of their face, clear as anything.><little:{name} could see their face, clear as anything.>
<8-9:Being far apart could not fade that picture; {name} kept it safe, right behind {their} eyes.><10-12:No number of miles could fade that picture; {name} kept it tucked safely behind {their} eyes, always close at hand.>
{Companion} stayed close and quiet.
Tomorrow, it would still be there, whenever {name} wanted it.
Smiling back, {name} fell asleep.

:: close moment.missing-someone.c.kiss-in-a-hand
setting: bedroom
closes: old-jumper

<little:Back home, {name} hugged the old jumper.
{recipient} had {item} at last.><grown:Back home, {name} curled up round the old jumper and thought of {recipient} with {item}.>
Then {name} kissed {their} hand and closed it round the kiss.
<grown:It was for someone far away, kept till {name} could give it.><little:It was for someone far away.>
"A safe place," whispered {companion}.
Tomorrow, {name} could carry it all day.
Holding it tight, {name} fell asleep.

:: close moment.missing-someone.c.both-feelings
setting: bedroom

<2-9:Back home, {name} lay in the warm dark, with {companion} close.><10-12:Back home, {name} lay in the warm dark with {companion} close beside {them}.>
<little:{recipient} had {item} now.
What a happy night!><6-9:{recipient} had {item} now, and what a happy night it had been.><10-12:{recipient} had {item} at last, and the whole night had turned out to be a happy one.>
<little:{name} still missed someone far away, too.
Happy and missing, both at once.><6-9:And {name} still missed someone far away: happy and missing, both at once.><10-12:Yet {name} still missed someone far away, and the happiness and the missing sat together quite comfortably.>
<little:Tomorrow might feel like that too.
That would be alright.><6-9:Tomorrow might feel like that too, and that would be alright.><10-12:Tomorrow might feel that way as well, and that would be perfectly alright.>
<2-9:{Companion} gave a slow, sleepy nod, and {name} fell asleep.><10-12:{Companion} gave a slow, sleepy nod of agreement, and {name} fell asleep.>

:: close moment.missing-someone.c.treasure-box
setting: bedroom

<2-9:Back home, {name} tucked {their} toes under the covers.
{Companion} settled down close by.><10-12:Back home, {name} tucked {their} toes under the covers while {companion} settled down close by.>
<little:{name} thought of {item}.
Now {recipient} had it!><6-9:{name} thought of how glad {recipient} had looked with {item}.><10-12:{name} pictured how delighted {recipient} had looked with {item}.>
<little:Tomorrow, {name} could find a treasure for someone far away.
A shiny stone, or a feather!><6-9:Tomorrow, {name} could find a treasure for someone far away: a shiny stone, or a feather.><10-12:Tomorrow {name} would hunt for a small treasure for someone far away, perhaps a polished pebble or a stripy feather.>
<little:It would go in a special box, kept safe.><6-9:It would go in a special box, kept safe just for them.><10-12:It would go into a special box, kept safe for them alone.>
<little:"A box of thinking-of-you," said {companion}.><grown:"A whole box of thinking-of-you," said {companion} softly.>
<2-9:{name} smiled, shut {their} eyes, and was soon asleep.><10-12:Still smiling, {name} shut {their} eyes and was soon asleep.>
