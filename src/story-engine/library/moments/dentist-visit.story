// Going to the dentist: tomorrow the child has a check-up. Only what a check-up really has: a chair
// that tips back slowly, a bright light, "open wide", a little mirror, counting teeth, maybe a sticker.
// Nothing promises it won't hurt, and nothing names a filling or a drill.
:: moment dentist-visit

:: raise moment.dentist-visit.r.counting-teeth
setting: bedroom
opens: counting-teeth

{name} was counting teeth with the tip of {their} tongue.
<grown:One, two, three along the top, and then {name} lost count and had to start again.><little:One, two, three.
Oops!
Start again.>
"The dentist is going to count them tomorrow," {name} said.
"What if I've got the wrong number?"
{Companion} smiled a slow, kind smile.
"There's no such thing as the wrong number," said {companion}.
"There's only yours."

:: raise moment.dentist-visit.r.tipping-chair
setting: bedroom

{name} sat on the edge of the bed, swinging {their} feet.
"Tomorrow I'm going to the dentist," {name} said.
<little:"Somebody told me the chair tips right back.
And there's a big, bright light."><grown:"Somebody told me the chair tips right back, and there's a big, bright light.">
<grown:{name} could not decide whether that sounded fun or scary.><little:Was that fun, or scary?>
<8-9:Maybe, {name} thought, it could be a bit of both at once.><10-12:Perhaps, {name} thought, it could be a bit of both at once, like the fluttery moment at the top of a slide.>
{Companion} sat down close beside {them}.
<little:"Fun and scary can sit side by side," said {companion}.
"Just like us."><grown:"Fun and scary can sit side by side," said {companion}, "just like us.">

:: raise moment.dentist-visit.r.widest-smile
setting: bedroom

{name} gave {companion} the widest smile in the whole world.
<little:"I brushed for ages!
The dentist is looking at my teeth tomorrow!"><grown:"I brushed for ages, because the dentist is looking at my teeth tomorrow!">
Then the smile wobbled, just a little.
<grown:"What if the dentist finds something wrong?" {name} asked.><little:"What if something's wrong?" {name} asked.>
"Then the dentist will know just how to help," said {companion}.
"Looking after smiles is what dentists do."

:: raise moment.dentist-visit.r.great-big-yawn
setting: bedroom

{name} began a great big yawn, and stopped halfway, mouth wide open.
<grown:"That's how wide I have to open at the dentist's tomorrow," {name} said.><little:"I have to open this wide at the dentist's tomorrow," {name} said.>
"Will it feel funny?"
"A bit funny, maybe," said {companion}, "but you've just practised beautifully."

:: raise moment.dentist-visit.r.little-mirror
setting: bedroom
opens: counting-teeth

{name} had one more thing to ask.
"At the dentist's tomorrow, what's the little mirror for?"
<little:"For peeping round corners," said {companion}.
"At the teeth right at the back."><grown:"For peeping round corners," said {companion}, "at the teeth right at the back.">
{name} found them with {their} tongue and counted, one, two, three.

:: raise moment.dentist-visit.r.sneeze
setting: bedroom

"Atchoo!" {name} sneezed, a tiny sneeze.
<little:"What if I sneeze at the dentist's?" {name} asked.
"With my mouth wide open?"><grown:"What if I sneeze at the dentist's tomorrow," {name} asked, "with my mouth wide open?">
{Companion} tried hard not to giggle.
"Then the dentist would say 'Bless you,' and wait," said {companion}.

:: raise moment.dentist-visit.r.mask-and-eyes
setting: bedroom

<2-9:{name} pulled the covers up over {their} nose, like a mask.
"The dentist might wear one of these," {name} said.
"Why?"
"To keep germs away from everybody," said {companion}.
"But look at the eyes above it.
Eyes can smile too."><10-12:{name} pulled the covers up over {their} nose like a mask, the kind a dentist might wear, and asked why dentists wore them.
"To keep germs away from everybody," said {companion}, "but watch the eyes above it, because eyes can smile too.">

:: raise moment.dentist-visit.r.thumbs-up
setting: bedroom

<2-9:"What if the dentist asks me something?" said {name}.
"I won't be able to answer!"
"Dentists are used to that," said {companion}.
"A nod will do, or a thumbs up."
{name} tried a thumbs up, and {companion} nodded back.><10-12:{name} wondered what would happen if the dentist asked a question while {their} mouth was occupied.
"Dentists are used to that," said {companion}; "a nod will do, or a thumbs up."
{name} experimented with one, and {companion} nodded back approvingly.>

:: rehearse moment.dentist-visit.h.piglet-first
setting: village
energy: gentle

{onward}a shop sign showed a big white tooth.
<little:A piglet sat on the step.
"It's my first time at the dentist," she whispered.><grown:On the step, a piglet whispered, "It's my first time at the dentist.">
"I'll go first," said {name}.
<grown:Inside, the big chair tipped back slowly, and a bright lamp shone down.><little:The chair tipped back, slowly.
A bright light shone.>
<little:"Open wide," said the hippo dentist.
The hippo counted {name's} teeth with a tiny mirror.><grown:"Open wide," said the hippo dentist, and counted {name's} teeth with a tiny mirror.>
Then it was the piglet's turn, and {name} held her trotter.
"Is that all?" she said.
<little:A sticker each, and one for {companion} too!
Then off {friends} went to find {recipient}.><grown:A sticker each, {companion} included, and then off {friends} went to find {recipient}.>

:: rehearse moment.dentist-visit.h.crocodile-moat
setting: castle
energy: calm

{onward}<little:an old crocodile lay in the castle moat.
He looked glum.><grown:an old crocodile lay in the castle moat, looking glum.>
"I'm meant to have my teeth checked," he sighed, "but I'm shy."
"Let's practise," said {name}, "and I'll be the dentist."
"Open wide, please!"
The crocodile opened very, very wide.
{Companion} peeped in over {name's} shoulder.
<grown:By moonlight, {name} counted his teeth, top and bottom, and lost count at forty-two.><little:{name} counted the teeth.
One, two, three, four, so many!>
"All lovely and shiny," said {name}.
<little:The crocodile grinned a long, proud grin.
On went {name}, with {item}.><grown:The crocodile grinned a long, proud grin, and {name} went on with {item}.>

:: rehearse moment.dentist-visit.h.reef-shrimps
setting: reef
energy: calm

{onward}<little:a big spotted fish floated on the reef.
Its mouth was wide open!><grown:down on the reef, a big spotted fish floated with its mouth wide open.>
Tiny shrimps were cleaning its teeth.
"Doesn't that feel funny?" {name} whispered.
<little:"A bit," said the fish, with its mouth still open.
"So I count to ten."><grown:"A bit," said the fish, without closing its mouth, "so I count to ten.">
<little:{name} opened wide too.
{Companion} counted: one, two, three, all the way to ten.><grown:{name} opened wide too, and {companion} counted aloud: one, two, three, all the way to ten.>
<grown:Keeping still was easier than {name} had thought.><little:Keeping still was easy.>
The fish closed its mouth with a happy gulp.
{name} swam on, holding {item} close.

:: rehearse moment.dentist-visit.h.deckchair-stars
setting: harbour
energy: calm

{onward}<little:an otter had set out a striped deckchair.
A lantern hung over the harbour jetty.><grown:an otter had set a striped deckchair on the harbour jetty, under a hanging lantern.>
"Let's play dentists," he said.
<grown:{name} lay back, and the deckchair tipped slowly, until there was nothing to see but stars.><little:{name} lay back.
The chair tipped.
Stars!>
"Open wide," said the otter, while {companion} held the lantern low.
<little:Then on went {name}, with {item}.
On to {destination}!><grown:Then {name} carried {item} on towards {destination}.>

:: rehearse moment.dentist-visit.h.beaver-pool
setting: waterfall
energy: gentle

{onward}<little:a beaver looked into the still pool.
He was admiring his own smile.><grown:a beaver was admiring his smile in the pool below the waterfall.>
"My dentist says my teeth are the shiniest anywhere," he said.
"Show me yours!"
<little:{name} knelt by {companion}, where the water was still.
Then {they} opened wide.><grown:{name} knelt by {companion} where the water was still, and opened wide.>
<grown:There were {name's} own teeth, just as a dentist would see them.><little:There were {name's} teeth!>
{name} grinned, and carried {item} on.

:: close moment.dentist-visit.c.moon-lamp
setting: bedroom

<little:Back home, {name} climbed into bed.
{Companion} drew the curtains nearly shut.><grown:Back home, {name} climbed into bed, and {companion} drew the curtains nearly shut.>
<grown:A stripe of moonlight lay across the pillow, and {name} thought of {recipient}, far away under the same moon.><little:The moon peeped in.
{name} thought of {recipient}.>
<grown:Tomorrow at the dentist's there would be a bright light too, and a chair that tipped back slowly, and someone saying, "Open wide."><little:Tomorrow the dentist would say, "Open wide!">
{name} opened wide, just once, to practise.
Then {they} giggled and shut it again.
"Goodnight, bright smile," said {companion}.
{name} smiled, and yawned, and fell fast asleep.

:: close moment.dentist-visit.c.counting-sheep
setting: bedroom
closes: counting-teeth

<little:Back home, {name} snuggled down.[ The {colour} blanket came up to {their} chin.]><grown:Back home, {name} snuggled down[ with the {colour} blanket up to {their} chin].>
The journey to {recipient} already felt like a dream.
"I'm not sleepy," {name} yawned, which was not quite true.
"Try counting," said {companion}.
<little:So {name} counted teeth again, not sheep.
Slowly, with the tip of {their} tongue.><grown:So {name} counted teeth again instead of sheep, slowly, with the tip of {their} tongue.>
<grown:Tomorrow the dentist would count them too, with a little mirror and a bright light.><little:Tomorrow the dentist would count them too.>
One, two, three, four.
Somewhere around seven, {name} was fast asleep.

:: close moment.dentist-visit.c.one-small-step
setting: bedroom

Back home, the bedroom was warm and the house was quiet.
<little:{name} curled up, thinking of {item} and {recipient}.
The whole long way, one step at a time!><grown:{name} curled up, thinking of {item} and {recipient}, and of the whole long way, walked one step at a time.>
<grown:The visit to the dentist tomorrow would be like that too: one small step, and then the next.
The door, the chair, the light, the little mirror.><little:Tomorrow would go step by step too.
The door.
The chair.
The light.>
And then it would be done, and {name} would come home again.
<2-3:{Companion} snuggled in close.><4-12:{Companion} gave {sound}.>
{name's} breathing grew slow and even, and sleep came.

:: close moment.dentist-visit.c.sticker-wondering
setting: bedroom

<little:Back home, {name} curled up under the covers.
{name} thought of {recipient}.><grown:Back home, {name} curled up under the covers, thinking of {recipient}.>
<grown:At the dentist's tomorrow, there might be a sticker at the end.><little:Tomorrow there might be a sticker!>
{name} wondered what it would be.
A star, perhaps, or a smiling tooth.
"Something sparkly," yawned {companion}.
{name} was asleep before {they} could decide.

:: close moment.dentist-visit.c.teeth-tucked-in
setting: bedroom
closes: counting-teeth

Back home, {name} slid into bed, thinking of {item}.
{name} gave {their} teeth one last count with {their} tongue.
<grown:Then the teeth settled down in two neat rows, tucked up for the night.><little:{name's} teeth were all tucked up too.>
Tomorrow the dentist would say hello to every one of them.
"Goodnight, teeth," whispered {name}.
<2-3:"Goodnight, teeth," said {companion} too.><4-12:{Companion} gave {sound}.>
And {name} was asleep.

:: close moment.dentist-visit.c.little-trip
setting: bedroom

<little:Back home, {name} curled up.
What a long, long way to {recipient} and back!><grown:Back home, {name} curled up, thinking of the long, long way to {recipient} and back.>
<little:Tomorrow's trip to the dentist was little, next to that.><grown:Tomorrow's trip to the dentist would be a little one next to that.>
There and back, with a check-up in the middle.
"A little trip for a big traveller," said {companion}.
{name} smiled, and yawned, and fell asleep.

:: close moment.dentist-visit.c.ceiling-wondering
setting: bedroom

<little:Back home, {name} lay back on the pillow.
{name} looked up at the ceiling.><6-9:Back home, {name} lay back on the pillow, looking up.><10-12:Back home, {name} lay back against the pillow and gazed thoughtfully upwards.>
<2-9:{Companion} lay back too.><10-12:{Companion} reclined alongside.>
<little:{name} thought of {item}, with {recipient} now.><6-9:{name} thought of {item}, safe with {recipient}.><10-12:{name} thought about {item}, safe with {recipient} now.>
<little:Tomorrow, the dentist's chair would tip back.
{name} would look up, just like this.><6-9:Tomorrow, when the dentist's chair tipped back, {name} would look up just like this.><10-12:Tomorrow, as the dentist's chair tilted slowly back, {name} would be looking at the ceiling exactly like this.>
<little:What would be on the dentist's ceiling?><6-9:What would there be to see up there?><10-12:{name} wondered what interesting things might decorate the dentist's ceiling.>
"Perhaps a painted star," said {companion}.
<little:{name} was still wondering when sleep came.><6-9:{name} was still wondering when sleep tipped {them} gently away.><10-12:{name} was still wondering when sleep arrived and tipped {them} gently away.>

:: close moment.dentist-visit.c.smile-up-close
setting: bedroom

<little:Back home, {name} hopped into bed.
{name} was still smiling about {recipient} and {item}.><6-9:Back home, {name} climbed into bed, still smiling about {recipient} and {item}.><10-12:Back home, {name} climbed into bed, still smiling at the thought of {recipient} with {item}.>
<little:{Companion} smiled back, very wide.><6-9:{Companion} smiled back, very wide.><10-12:{Companion} returned the smile, enormously wide.>
<little:Tomorrow, the dentist would see that smile.
Up close, with a little mirror!><6-9:Tomorrow the dentist would see that smile up close, with a little mirror.><10-12:Tomorrow the dentist would examine that very smile up close, with a tiny mirror and a bright light.>
<little:"A good smile to take along," whispered {companion}.><6-9:"A good smile to take along," whispered {companion}.><10-12:"A wonderful smile to take along," whispered {companion}.>
<little:{name} kept smiling, all the way into sleep.><6-9:{name} kept it on, all the way into sleep.><10-12:{name} kept it on, all the way down into sleep.>
