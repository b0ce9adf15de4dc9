// First sleepover: soon the child will sleep a night away from home for the first time. Whose house it is
// is never said (a friend's, a cousin's, a grandparent's), nor when ("soon"): it may be a few nights away.
:: moment first-sleepover

// Raises: straight after the companion has arrived in the bedroom. The child raises it; the companion
// answers with one warm, true line. No journey yet, no quest.

:: raise moment.first-sleepover.r.packed-bag
setting: bedroom
opens: sleepover-bag

<2-9:{name} had packed {their} bag for the sleepover three times already.><10-12:Three times already, {name} had packed {their} sleepover bag: pyjamas, toothbrush, and the softest cuddly toy, squashed in on top.>
<little:Pyjamas.
Toothbrush.
Cuddly toy.><6-9:Pyjamas, toothbrush, and the softest cuddly toy, squashed in on top.>
<little:"What if I wake up and it's not my room?" asked {name}.><6-9:"What if I wake up in the night and it isn't my room?" {name} asked.><10-12:"What if I wake up in the night and it isn't my room?" {name} asked, and {companion} considered that carefully for a moment.>
<2-9:{Companion} thought about that for a moment.>
<little:"New rooms feel strange at first," said {companion}.
"Then they start to feel friendly."><6-9:"New rooms feel strange at first, and then they start to feel friendly," said {companion}.><10-12:"New rooms always feel strange at first," said {companion}, "and then, little by little, they start to feel friendly.">

:: raise moment.first-sleepover.r.fizzy-questions
setting: bedroom

<2-9:{name} was far too fizzy to lie down.
"At a sleepover, do you sleep in a sleeping bag?
Do you have a midnight feast?><10-12:{name} was far too fizzy to lie down.
"At a sleepover, do you sleep in a sleeping bag, and have a midnight feast?>
<little:Do you whisper in the dark?"><grown:Do you really whisper in the dark and try not to giggle?">
<2-9:{Companion} smiled.
"I don't know," said {companion}.
"You'll have to tell me all about it."><10-12:{Companion} smiled and admitted, "I don't know, so you'll have to tell me all about it.">

:: raise moment.first-sleepover.r.not-sure-now
setting: bedroom

<2-9:{name} had gone very quiet.
"I said yes to the sleepover," {name} said at last.
"But now I'm not sure."><10-12:{name} had gone very quiet, and at last {they} said, "I said yes to the sleepover, but now I'm not sure.">
<little:{name} liked {their} own bed best.><6-9:{name} liked {their} own bed, and {their} own pillow, and the way goodnight always went at home.><10-12:{name} liked {their} own bed, {their} own pillow, and the familiar way goodnight always went at home.>
<2-9:{Companion} looked out at the night sky for a while.><10-12:{Companion} gazed out at the night sky for a while.>
<little:"The same stars will shine on you there too," said {companion}.><grown:"The same stars will be shining over you there too," said {companion} softly.>

// Short raisings (a Short story's): 3-4 sentences.

:: raise moment.first-sleepover.r.which-cuddly
setting: bedroom
opens: sleepover-bag

<2-9:{name} sat up with a cuddly toy in each hand.
"Only one fits in my bag for the sleepover," {name} sighed.><10-12:{name} sat up with a cuddly toy in each hand and sighed, "Only one fits in my bag for the sleepover.">
<2-9:{Companion} looked at them both very seriously.
"The other one can keep your pillow warm," said {companion}.><10-12:{Companion} studied them both very seriously, then suggested, "The other one can keep your pillow warm.">

:: raise moment.first-sleepover.r.want-to-come-home
setting: bedroom

<2-9:{name} sat hugging {their} knees.
"What if I'm at the sleepover, and I want to come home?" {name} whispered.><10-12:Hugging {their} knees, {name} whispered, "What if I'm at the sleepover, and I want to come home?">
{Companion} came closer.
<little:"Then you tell a grown-up there," said {companion}.
"They will help."><grown:"Then you tell a grown-up there, and they will help," said {companion}.>

:: raise moment.first-sleepover.r.different-breakfast
setting: bedroom

<2-9:{name} frowned up at the ceiling.
"What if breakfast is different at the sleepover?
Different cereal, in a different bowl?"><10-12:{name} frowned up at the ceiling and wondered, "What if breakfast is different at the sleepover, with different cereal in a different bowl?">
<little:"You can say yes please, or no thank you," said {companion}.><grown:"Then you can say yes please, or no thank you, just like at home," said {companion}.>

:: raise moment.first-sleepover.r.awake-all-night
setting: bedroom

<2-9:{name} bounced on the bed.
"At the sleepover, I'm going to stay awake all night!"><10-12:Bouncing on the mattress, {name} declared, "At the sleepover, I intend to stay awake all night!">
<2-9:"It's called a sleepover," said {companion}.
"There's a lot of sleep in it."><10-12:{Companion} pointed out, "It's called a sleepover, so sleeping is rather the point.">
{name} laughed, and the laugh turned into a yawn.

:: raise moment.first-sleepover.r.way-to-the-loo
setting: bedroom

<2-9:{name} sat up suddenly.><10-12:Sitting up abruptly, {name} asked, "What if I need the loo in the night at the sleepover, and can't find the way?">
<little:"What if I need the loo in the night?
I won't know the way at the sleepover!"><6-9:"What if I need the loo in the night at the sleepover?
I won't know the way!">
<little:"Ask a grown-up there to show you," said {companion}.
"Before bed."><6-9:"You can ask a grown-up there to show you before bed," said {companion}.><10-12:"You can ask a grown-up there to show you before bed," said {companion}, and {name} nodded, reassured.>
<2-9:{name} nodded.
That was a good plan.>

// Rehearses: a scene on the way (never the bedroom), serving the quest. The child does something that
// is like a night away, and finds it is alright.

:: rehearse moment.first-sleepover.h.straw-bed
setting: farm
energy: gentle

{onward}<little:the big barn was full of sleepy piglets.
They lay nose to tail in the straw.><grown:the big barn was full of sleepy piglets, nose to tail in the straw.>
<2-9:"It's our first sleepover!" squeaked the smallest one.
"Come and try our bed!"
{name} lay down in the straw.><10-12:"It's our first sleepover, so come and try our bed!" squeaked the smallest one, and {name} lay down in the straw.>
<grown:It was prickly, and it smelled of hay, and it was not one bit like home.><little:It was prickly.
It smelled of hay.>
<2-9:{name} wriggled and turned, and found a snug little hollow.
"Oh, it's nice," said {name}, surprised.><10-12:After much wriggling and turning, {name} found a snug little hollow and admitted, surprised, "Oh, it's nice.">
<2-9:{Companion}, in the next hollow, was already yawning.
Then {name} climbed out and tiptoed on with {item}.><10-12:{Companion}, curled in the neighbouring hollow, was already yawning, but {name} climbed out and tiptoed onward with {item}.>

:: rehearse moment.first-sleepover.h.door-ajar
setting: island
energy: calm

{onward}<little:a puffin chick was at her first sleepover.
She was in her friend's burrow.><grown:a puffin chick was sleeping over in her friend's burrow, for the very first time.>
But she could not sleep.
"It's too dark in here," she peeped.
{Companion} looked at {name}, and {name} had an idea.
<grown:{name} knelt by the burrow's little round door and opened it, just a crack.
A thin line of starlight reached all the way in.><little:{name} opened the little door a crack.
In came the starlight.>
"Better?" whispered {name}.
"Better," yawned the chick.
<8-9:{name} tucked that idea away, just in case.><10-12:{name} tucked that idea carefully away, just in case {their} own first sleepover happened to have a dark room too.>
<little:Then {name} carried {item} on, softly.
On to {destination}.><grown:Then {name} carried {item} on, softly, towards {destination}.>

:: rehearse moment.first-sleepover.h.midnight-feast
setting: treehouse
energy: gentle

{onward}<little:a lantern glowed in a treehouse.
Inside, somebody was giggling.><grown:a lantern glowed in a treehouse, and there was giggling inside.>
<little:Four young squirrels in pyjamas sat in a ring.
It was a midnight feast!><grown:Four young squirrels in pyjamas sat in a ring, having a midnight feast.>
"Come in!" they whispered.
"There's room."
<little:{name} climbed up and sat in the ring.
{item} came too, safe and sound.><grown:{name} climbed up and sat in the ring, with {item} safe {itemHeld}.>
There were nuts and berries, and {companion} passed them round.
Then {name} told a funny story by torchlight.
Everybody giggled, and nobody could stop.
<8-9:So this was what a sleepover felt like from the inside.><10-12:So this, {name} realised with a grin, was a sleepover from the inside: crumbs, whispers, and laughing until your sides ached.>

// Short rehearsals (a Short story's): 4-6 sentences.

:: rehearse moment.first-sleepover.h.duck-goodnight
setting: pond
energy: calm

{onward}<little:by the pond, some ducks were saying goodnight.
They did it the duck way.><grown:by the pond, a family of ducks was saying goodnight, the duck way.>
<2-9:"Goodnight, reeds!
Goodnight, stars!"
"Say it with us," they quacked to {name}.><10-12:"Goodnight, reeds, goodnight, stars!" they chorused, and then they invited {name}, "Say it with us.">
<little:It was not like goodnight at home.
It felt funny at first.><6-9:It was not how goodnight went at home, and it felt funny at first.><10-12:It was nothing like the way goodnight went at home, and at first it felt peculiar.>
<2-9:"Goodnight, reeds," said {name}, and then it felt friendly.
"Goodnight, stars," added {companion}.><10-12:"Goodnight, reeds," said {name}, and it suddenly felt friendly, while {companion} added, "Goodnight, stars.">
<2-9:Then {name} tiptoed on with {item}.><10-12:Then, holding {item} carefully, {name} tiptoed onward.>

:: rehearse moment.first-sleepover.h.new-sounds
setting: lighthouse
energy: calm

{onward}the lighthouse stood quiet, its lamp turning slowly.
<little:{name} sat on its stone step to listen.
{Companion} sat one step down.><grown:{name} sat on its stone step to listen, {companion} one step down.>
Every sound was new.
<little:Hum went the lamp.
Shush went the sea.
Creak went the old door.><grown:Hum went the lamp, shush went the sea, and creak went the old door.>
<grown:{name} listened until the sounds were not strange any more, only the lighthouse's own.><little:Soon they were friendly sounds.>
<8-9:A new house at night would have its own sounds too, {name} thought.><10-12:A new house would have its own night sounds too, {name} thought, strange only until {they} had listened properly.>
Then on went {name}, with {item}.

// Closes: the story's last paragraph. Home, the quest remembered, a true thought about the night away
// and the morning after, at most one gentle line from the companion, and sleep.

:: close moment.first-sleepover.c.own-pillow
setting: bedroom
closes: sleepover-bag

<2-9:Back home, {name} climbed into bed and looked around.><10-12:Back home, {name} climbed into bed and looked around at {their} own pillow, {their} own ceiling, and the same curtains at the window.>
<little:There was {their} own pillow, and {their} own ceiling.
There were the same curtains at the window.><6-9:There was {their} own pillow, {their} own ceiling, and the same curtains at the window.>
<little:{name} thought of {item}.
It was just where {recipient} wanted it.><grown:{name} thought of {item}, just where {recipient} wanted it.>
<6-9:Soon {name} would pick up the sleepover bag and, for one night, sleep somewhere different.><10-12:Soon {name} would pick up the sleepover bag and sleep somewhere different for one night, but the very next day this bed would be here again, just the same, waiting for {them}.><little:Soon {name} would take the sleepover bag.
Then {name} would sleep somewhere new.>
<6-9:And the very next day this bed would still be here, just the same, waiting for {them}.><little:Then {name} would come home.
This bed would be waiting.>
<2-9:"It will keep your place," murmured {companion}.
{name} smiled into the pillow.
Then {their} eyes closed, and {they} slept.><10-12:"It will keep your place," murmured {companion}, and {name} smiled into the pillow until {their} eyes closed and {they} slept.>

:: close moment.first-sleepover.c.morning-after
setting: bedroom

<little:Home again, {name} snuggled down under the covers.[ {They} pulled the {colour} blanket up to {their} chin.]><6-9:Home again, {name} snuggled down under the covers[ and pulled the {colour} blanket up to {their} chin].><10-12:Home again, {name} snuggled down under the covers[ and pulled the {colour} blanket up to {their} chin], while {companion} curled up at the end of the bed.>
<2-9:{Companion} curled up at the end of the bed.>
<little:{name} thought of {recipient}.
And of {item}, right where it belonged.><6-9:{name} thought of {recipient}, and of {item}, right where it belonged.><10-12:{name} thought of {recipient}, and of {item}, right where it belonged, and then about the sleepover.>
<2-9:Then {name} thought about the sleepover.>
<6-9:A sleepover is only one night long.
Then comes the morning, and breakfast, and the way home.><10-12:A sleepover lasts only a single night, and afterwards comes the morning, with breakfast and the journey home.><little:After the sleepover comes morning.
Then home again.>
<2-9:"And a story to tell me," whispered {companion}.
{name} gave a sleepy smile.><10-12:"And a story to tell me," whispered {companion}, and {name} gave a sleepy smile.>
Soon {name's} breathing grew slow and deep, and {they} was fast asleep.

:: close moment.first-sleepover.c.good-at-coming-home
setting: bedroom

Home at last, {name} climbed into bed.
The bedroom was warm and quiet.
<little:Tonight {name} had been far away, across the dark.
{They} had taken {item} to {recipient}.><grown:Tonight {name} had been far away, out across the dark to {recipient} with {item}.>
And now {they} was home again, safe and sound.
<grown:A sleepover would be like that: a night somewhere else, and then home, with a story to tell.><little:A sleepover would be like that.
Away, then home.>
"You're good at coming home," whispered {companion}.
<8-9:{name} thought that was probably true, and the thought felt warm.><10-12:{name} thought that was probably true, and the thought settled over {them} as warmly as the covers.>
{name} yawned, rolled over, and drifted off to sleep.

// Short closes (a Short story's): 5-7 sentences.

:: close moment.first-sleepover.c.two-beds
setting: bedroom

<2-9:Home again, {name} patted the pillow and lay down.
{Companion} curled up at the end of the bed.><10-12:Home again, {name} patted the pillow and lay down, while {companion} curled up at the end of the bed.>
<little:{name} thought of {item}.
It was just where {recipient} wanted it.><grown:{name} thought of {item}, just where {recipient} wanted it.>
<6-9:After the sleepover, {name} would know two beds: this one, and one more.><10-12:After the sleepover, {name} would be acquainted with two beds: this familiar one, and another.><little:Soon {name} would try a new bed.
Just for one night!>
<2-9:"Lucky you," murmured {companion}.
{name} smiled, and was soon asleep.><10-12:"Lucky you," murmured {companion}, and {name} smiled and was soon asleep.>

:: close moment.first-sleepover.c.home-in-a-bag
setting: bedroom
closes: sleepover-bag

<2-9:Back home, {name} wriggled down in {their} pyjamas.
{Companion} settled close by.><10-12:Back home, {name} wriggled down in {their} pyjamas while {companion} settled close by.>
<little:{name} thought of {recipient}.
And of {item}, safe where it belonged.><grown:{name} thought of {recipient}, and of {item}, safe where it belonged.>
<little:These same pyjamas would go in the sleepover bag too.
Folded small, on top!><6-9:These same pyjamas would go in the sleepover bag too, folded small on top.><10-12:These same pyjamas would travel in the sleepover bag too, folded small on top, and {name} liked that: a little bit of home, coming along.>
<6-9:{name} liked that: a little bit of home, coming along.><little:A bit of home, coming too.>
{name} gave a cosy yawn, and fell asleep.

:: close moment.first-sleepover.c.sleep-knows-the-way
setting: bedroom

<2-9:Home again, {name} snuggled down, warm and drowsy.
{Companion} yawned a big, soft yawn.><10-12:Home again, {name} snuggled down, warm and drowsy, and {companion} yawned an enormous, soft yawn.>
<little:{name} thought of {item}.
It was just where {recipient} wanted it.><grown:{name} thought of {item}, just where {recipient} wanted it.>
<6-9:Soon {name} would sleep in a different bed, under a different roof.><10-12:Soon {name} would sleep in an unfamiliar bed, under a different roof, but {companion} whispered, "Sleep knows the way there too."><little:Soon {name} would sleep somewhere new.>
<2-9:"Sleep knows the way there too," whispered {companion}.>
<2-9:And, right on time, sleep came and found {name}.><10-12:And, punctual as ever, sleep came and found {name}.>

:: close moment.first-sleepover.c.whispered-joke
setting: bedroom

<2-9:Home again, {name} lay in the dark bedroom.
{Companion} settled close by.><10-12:Home again, {name} lay in the darkened bedroom, with {companion} settled comfortably nearby.>
<little:{name} thought of {item}.
{recipient} had it safe now.><6-9:{name} thought of {item}, handed safely to {recipient}.><10-12:{name} thought of {item}, handed safely to {recipient} at last.>
<little:Then {name} whispered a silly joke.
{Companion} giggled very quietly.><6-9:Then {name} whispered a silly joke, and {companion} giggled as quietly as possible.><10-12:Then {name} whispered a ridiculous joke, and {companion} muffled a giggle in the pillow.>
<little:At the sleepover, there might be whispers too.
And giggles in the dark!><6-9:At the sleepover there might be whispers like this, and giggles in the dark.><10-12:At the sleepover there might be whispering just like this, and giggling once the light went out.>
<little:"Keep some jokes for then," said {companion}.><grown:"Keep a few jokes for the sleepover," whispered {companion}.>
<2-9:{name} gave one last tiny giggle, and fell asleep.><10-12:{name} let out one last tiny giggle and fell fast asleep.>

:: close moment.first-sleepover.c.welcome-home-hug
setting: bedroom

<little:Home again, {name} hugged {companion} goodnight.><6-9:Home again and tucked in bed, {name} gave {companion} a goodnight hug.><10-12:Home again and tucked in bed, {name} wrapped {companion} in an enormous goodnight hug.>
<little:{item} was with {recipient} now.
All done!><6-9:{item} was with {recipient} now, and the night's journey was done.><10-12:{item} was with {recipient} at last, and the night's long journey was over.>
<little:After the sleepover, {name} would come home.
There would be a big welcome-home hug.><6-9:After the sleepover, {name} would come home, and there would be a big welcome-home hug.><10-12:After the sleepover, {name} would come home again to a welcome-home hug, the kind that squeezes out every story at once.>
<little:"Save one for me," said {companion}.><grown:"Save one for me," murmured {companion}.>
<2-9:{name} smiled, snuggled down, and fell asleep.><10-12:{name} smiled, burrowed down, and was asleep within moments.>
