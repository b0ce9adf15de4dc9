// Kindness: the theme's openings, its quests (each followed by its set-ups and pay-offs), its scenes and its endings.
// How to write for it: ../README.md. The journeys every theme shares are in ../journeys.story.
theme: Kindness

// Openings: home at bedtime; the companion arrives. Quest-neutral.

:: opening kindness.o.1q3th1n
setting: bedroom

<2-9:The evening was soft and blue.
{name} was watering the plants on the windowsill.><10-12:In the soft blue evening, {name} was watering the plants along the windowsill, one careful pot at a time.>
"Goodnight, little leaves," {they} whispered<grown:, and gave each pot a gentle pat>.
<2-9:Then something tapped on the glass.><10-12:Something tapped on the glass, and there, peering in and glowing in the last pink light of the sunset, was {companionIntro}.>
<6-9:Peeping in, glowing in the last pink light of the sunset, was {companionIntro}.><little:Tap, tap!
There at the window was {companionIntro}.>
<2-9:"I heard you say goodnight to those leaves," said {companion}.
"Someone out there needs a kind friend tonight.
Will you come?"><10-12:"I heard you wish those leaves goodnight," said {companion}, "and someone out there needs that sort of kindness tonight; will you come?">
<little:{name} put the watering can down. Clunk![ {They} pushed back {their} {hair} fringe.]><6-9:{name} put the watering can down with a clunk[ and pushed back {their} {hair} fringe].><10-12:{name} set the watering can down with a decisive clunk[ and pushed back {their} {hair} fringe].>

:: opening kindness.o.7tyll7
setting: bedroom

<little:Rain was pattering on the roof.><6-9:Rain was pattering on the roof as {name} climbed into bed.><10-12:Rain drummed steadily on the roof as {name} climbed into bed, and {name} was nearly asleep when a small knock came at the window.>
<little:Pitter, patter, pitter, patter.>
<2-9:{name} was nearly asleep when a small knock came at the window.
Knock, knock.
{name} pulled back the curtain.><10-12:{name} drew back the curtain, and there, with raindrops sliding off like beads, stood {companionIntro}.>
<6-9:There, with raindrops sliding off like beads, stood {companionIntro}.><little:There stood {companionIntro}, dripping wet.>
"May I come in?" asked {companion}.
<little:{name} opened the window wide. {They} fetched a towel[, the fluffy {colour} one].><6-9:{name} opened the window wide and fetched a towel at once[, the fluffy {colour} one].><10-12:{name} flung the window wide and fetched a towel at once[, the fluffy {colour} one].>
<8-9:Looking after a visitor who had come through the rain seemed the most natural thing in the world.><10-12:{name} did not even stop to think; looking after a visitor who had come through the rain seemed the most natural thing in the world.>
<2-9:"Thank you," said {companion}.
"I knew I had found the right window."><10-12:"Thank you," said {companion}, with obvious relief; "I knew I had found the right window.">

:: opening kindness.o.1m54ot
setting: bedroom
opens: heart-on-the-glass

<2-9:It was the first snowy night of winter.
Frost had drawn silver ferns on {name's} window.><10-12:On the first snowy night of winter, frost had drawn delicate silver ferns across {name's} window.>
<6-9:{name} breathed on the glass and drew a small heart in the mist.><10-12:{name} breathed on the glass and traced a small heart in the mist, and through the heart, something moved in the garden.><little:{name} drew a heart on the glass.>
<2-9:Through the heart, something moved in the garden.>
<little:Soft footprints crossed the snowy lawn. Right up to the window!><6-9:Soft footprints were crossing the white lawn, all the way to the window.><10-12:Soft footprints were crossing the white lawn, all the way to the window, and at the end of them, with snowflakes settling like sugar, stood {companionIntro}.>
<6-9:At the end of them, with snowflakes settling like sugar, stood {companionIntro}.><little:By the window stood {companionIntro}!>
<2-9:"I saw your heart on the glass," said {companion}.
"Tonight, someone needs a kind one."><10-12:"I saw the heart you drew on the glass," said {companion}, "and tonight, someone out there badly needs a kind one.">
[{name's} {eyes} eyes shone.]

:: opening kindness.o.kmx4me
setting: bedroom

<2-9:Outside, the autumn wind was playing with the leaves.
Whoosh!
They whirled past {name's} window, red and gold and brown.
Then the leaf pile in the garden shook.><10-12:Outside, the autumn wind was playing games with the leaves, sending them whirling past {name's} window in flurries of red and gold and brown.
Then the leaf pile in the garden shivered, and out of it climbed {companionIntro}, with a crunchy brown leaf perched on top like a hat.>
<6-9:Out of it climbed {companionIntro}, with a crunchy brown leaf stuck on top like a hat.><little:Out popped {companionIntro}. What a funny leaf hat!>
<little:"You have a leaf on your head," said {name} kindly. {They} brushed it off.[ There was a leaf in {name's} {hair} hair too!]><grown:"You have a leaf on your head," said {name} kindly, and brushed it off.[ There was a leaf in {name's} {hair} hair too!]>
<8-9:It was such a small thing to do, but {companion} looked at {name} as if it were a great gift.><10-12:It was such a small thing to do, yet {companion} looked at {name} with such gratitude that it might have been a treasure.>
<2-9:"Thank you," said {companion}.
"You are just the friend I hoped to find."><10-12:"Thank you," said {companion} warmly; "you are exactly the friend I was hoping to find.">

:: opening kindness.o.5atux2
setting: bedroom

<2-9:{name} snuggled down under the duvet and closed {their} eyes.
Soon a dream began.><10-12:{name} snuggled down under the duvet, closed {their} eyes, and soon a dream began.>
<grown:The ceiling opened like a flower, and the stars came floating down to say hello.><little:The ceiling opened like a flower.
Down came the stars!>
<2-9:One star was bigger than the rest.><10-12:One star, larger than the rest, drifted to the end of the bed, glowed, and turned into {companionIntro}.>
<little:It floated to the end of the bed. Glow! It turned into {companionIntro}.><6-9:It floated to the end of the bed, glowed, and turned into {companionIntro}.>
<2-9:"Hello, {name}," said {companion}.><10-12:"Hello, {name}," said {companion}. "Tonight the whole of Dreamland is searching for kind hearts, and I came looking for yours.">
<2-9:"Tonight all of Dreamland is looking for kind hearts.>
<6-9:I came looking for yours."><little:Will you come?">
<8-9:Inside the dream, {name} sat up, wide awake and ready for whatever the night might ask.><10-12:Inside the dream, {name} sat up, suddenly wide awake, curious and quite ready for whatever the night might ask of a kind heart.>

:: opening kindness.o.6dqvgd
setting: bedroom

<2-9:The house was quiet.><10-12:The house was quiet, and on the shelf sat {name's} old rag doll[ in her {colour} dress], the one with the button eyes.>
<little:On the shelf sat {name's} old rag doll, with button eyes.[ Her dress was {colour}.]><6-9:On the shelf sat {name's} old rag doll[ in her {colour} dress], the one with button eyes.>
<2-9:Suddenly the doll whispered, "Psst!
{name}!
Someone is coming!"
{name} sat up in bed.><10-12:Suddenly the doll whispered, "Psst, {name}! Someone is coming!" and {name} sat bolt upright in bed.>
<6-9:A soft light was spreading under the door, warm as toast.><10-12:A soft light, warm as toast, was spreading beneath the door, which creaked slowly open, and in came {companionIntro}.><little:A light shone under the door.>
<little:The door creaked open. In came {companionIntro}!><6-9:The door creaked open, and in came {companionIntro}.>
<2-9:"Good evening," said {companion}, with a bow to the doll.
"There is kindness to be done tonight.
Are you ready?"><10-12:"Good evening," said {companion}, with a courteous bow to the doll. "There is kindness to be done tonight; are you ready?">

:: opening kindness.o.dw31ln
setting: bedroom

<2-9:The night-light made a round, gold glow on the bedroom wall.
{name} liked making shadow shapes in it.
A bird.
A snail.
A dog with floppy ears.><10-12:The night-light cast a round, golden glow on the bedroom wall, and {name} liked making shadow shapes in it: a bird, a snail, a dog with floppy ears.>
<6-9:But then a new shadow appeared, one that {name} had not made at all.><10-12:But then a new shadow appeared, one that {name} had certainly not made, and it grew and stretched and stepped right out of the wall: {companionIntro}.><little:Then came a shadow {name} had not made!>
<2-9:It grew, and stretched, and stepped right out of the wall.
It was {companionIntro}.
"Don't be scared," said {companion} gently.
"Someone needs help tonight, and I hear you are kind."><10-12:"Please don't be alarmed," said {companion} gently. "Someone needs help tonight, and I hear you are exactly the kind of person to give it.">

:: opening kindness.o.1wluzo9
setting: bedroom

<2-9:It had been a wobbly sort of day.
A spilled drink at lunch.
A tumble in the playground.><10-12:It had been a wobbly sort of day, with a spilled drink at lunch and a tumble in the playground, so bedtime felt like a long, warm sigh of relief.>
<6-9:So bedtime felt like a big, warm sigh.><little:Bedtime felt good.>
<2-9:{name} pulled the covers up to {their} nose.
"Tough day?" asked a friendly voice.><10-12:{name} had just pulled the covers up to {their} nose when a friendly voice asked, "Tough day?">
<little:There on the bed sat {companionIntro}.><grown:Sitting at the end of the bed was {companionIntro}.>
<grown:"Let's go somewhere lovely," said {companion}, "and be kind to everyone we meet on the way.
Including you."><little:"Let's be kind tonight," said {companion}.
"Kind to you, too.">
<2-9:{name} smiled.
That sounded just right.><10-12:{name} smiled, because that sounded exactly right.>

:: opening kindness.o.1bomqhd
setting: bedroom

<little:{name's} little cousin looked sad at supper. So {name} gave away the last biscuit.><grown:After supper, {name} had given the very last biscuit to {their} little cousin, who looked sad.>
<2-9:Nobody had seen.
Or so {name} thought.
At bedtime, a gentle glow filled the corner of the room.><10-12:Nobody had noticed, or so {name} believed, until at bedtime a gentle glow filled the corner of the room, and in the middle of it, smiling, stood {companionIntro}.>
<6-9:In the middle of the glow, smiling, stood {companionIntro}.><little:In the glow was {companionIntro}.>
"I saw what you did with that biscuit," said {companion}.
<grown:"A kindness like that deserves an adventure."><little:"That was kind.">
<2-9:{name} went pink[ right up to {their} {hair} hair].
An adventure sounded even better than a biscuit.><10-12:{name} went pink[ right up to {their} {hair} hair], though secretly an adventure sounded even better than a biscuit.>

:: opening kindness.o.1wthk90
setting: bedroom

<little:The moon was so bright tonight! It made a silver path on the floor.><6-9:The moon was so bright tonight that it laid a silver path across the bedroom floor.><10-12:The moon was so bright tonight that it laid a silver path across the bedroom floor, running from the window to the bed as straight as a ribbon.>
<6-9:It ran from the window to the bed, as straight as a ribbon.><little:It shone like a ribbon.>
<little:{name} dangled {their} toes over the bed.[ Wiggle, wiggle, went {their} {colour} socks.]><grown:{name} dangled {their} toes over the edge of the bed[ and wiggled them in {their} {colour} socks].>
<2-9:Something was walking along the path of moonlight.><10-12:Something was walking along that path of moonlight, step by silver step, and it was {companionIntro}.>
<6-9:Step by silver step, here came {companionIntro}.><little:Here came {companionIntro}!>
<2-9:"Hello, {name}," said {companion}.
"The moon told me you have a kind heart.
Someone needs one tonight.
Will you come?"><10-12:"Hello, {name}," said {companion}. "The moon tells me you have a kind heart, and someone needs one tonight; will you come?">

:: opening kindness.o.frcwgj
setting: garden
opens: wish-for-a-friend

<little:{name} lay on a blanket in the garden. Up above were the stars.><grown:{name} was lying on a blanket in the garden, looking up at the stars.>
<little:{name} had a plan. "If I see a shooting star, I won't wish for a toy.><6-9:"If I see a shooting star," {name} decided, "I won't wish for a toy[, or for {interest}].><10-12:"If I see a shooting star," {name} decided, "I won't waste the wish on a toy[, or on {interest}]; I'll wish that everyone has a friend tonight.">
<2-9:I'll wish that everyone has a friend tonight."
Whoosh!>
<little:A star zipped across the sky. Bump! It landed by the shed.><6-9:A star zipped across the sky and landed by the shed with a soft bump.><10-12:With a whoosh, a star zipped across the sky and landed beside the shed with a soft bump, and out of the sparkle stepped {companionIntro}.>
<6-9:Out of the sparkle stepped {companionIntro}.><little:Out of the sparkle came {companionIntro}.>
<2-9:"What a kind wish," said {companion}.
"Shall we go and make it come true?"><10-12:"What a generous wish," said {companion}; "shall we go and see about making it come true?">

:: opening kindness.o.1b1w45z
setting: garden
opens: crumbs-for-the-birds

<little:Before bed, {name} tiptoed into the garden.[ {They} wore {their} {colour} slippers.]><6-9:Before bed, {name} tiptoed into the garden in {their} slippers[, the {colour} ones].><10-12:Before bed, {name} tiptoed into the garden in {their} slippers[, the {colour} ones], carrying a saucer of crumbs for the birds.>
<6-9:{name} was carrying a saucer of crumbs for the birds.><little:{name} had crumbs for the birds.>
<2-9:"Goodnight, birds," {name} whispered, and set the saucer on the wall.
Someone was watching.><10-12:"Goodnight, birds," {name} whispered, setting the saucer on the wall, quite unaware that someone was watching.>
<little:There on the shed sat {companionIntro}.><grown:On top of the shed sat {companionIntro}.>
<2-9:"You feed the birds every night," said {companion}.><10-12:"You feed the birds every night," said {companion}, "even when it's bitterly cold and nobody ever says thank you."
{name} shrugged, a little embarrassed. "Birds get hungry.">
<6-9:"Even when it's cold, and nobody says thank you." {name} shrugged.><little:"That is kind." {name} shrugged.>
<2-9:"Birds get hungry.">
"Then you're just the friend I need," said {companion}.

:: opening kindness.o.1u268rs
setting: garden

<2-9:Tonight was special.
{name} was sleeping out in a tent in the garden!><10-12:Tonight was special, because {name} was sleeping out in a tent at the bottom of the garden.>
<grown:The torch made a yellow circle on the canvas, and the grass smelled of summer.><little:The torch glowed.
The grass smelled sweet.>
<2-9:Then came a gentle scratching at the tent flap.><10-12:Then came a gentle scratching at the tent flap, and when {name} unzipped it, just a crack, {companionIntro} was peeping in.>
<little:Scritch, scratch.>
<2-9:{name} unzipped it, just a crack.
Peeping in was {companionIntro}.
"Sorry to wake you," said {companion}.
"A friend of mine needs help, and I need someone kind."><10-12:"I'm sorry to disturb you," said {companion}, "but a friend of mine needs help, and I need someone kind.">
<little:{name} pulled on {their}[ {colour}] jumper. Out {they} crawled, into the starlight!><grown:{name} pulled on {their} jumper[, the {colour} one,] and crawled out into the starlight.>

:: opening kindness.o.1u4wczf
setting: bedroom

<2-9:After bath time, one last bubble floated into {name's} bedroom.><10-12:After bath time, one last bubble drifted into {name's} bedroom, as big as an orange and shimmering pink and green.>
<little:It was as big as an orange! It shimmered pink and green.><6-9:It was as big as an orange, and it shimmered pink and green.>
<grown:{name} cupped {their} hands under it, very gently, so it would not burst.><little:{name} caught it, gently.>
<little:Pop!><grown:Then, with the tiniest pop,> out of the bubble stepped {companionIntro}.
<2-9:"Thank you for catching me so kindly," said {companion}.
"Most people just pop bubbles.
You were gentle.><10-12:"Thank you for catching me so kindly," said {companion}. "Most people simply pop bubbles without a thought, but you were gentle.>
<8-9:And tonight, gentle is exactly what someone needs."><10-12:And tonight, gentle is exactly what someone out there needs, more than anything else in the world."><young:Someone needs gentle tonight.">

// Quests: each names the thing carried, who it is for and where it goes; its set-ups and pay-offs follow it.

:: quest hedgehog-mitten
item: the red mitten
itemFull: Hattie Hedgehog's little red mitten
itemHeld: in {their} pyjama pocket
itemTell: <little:gave a woolly wiggle><grown:gave a warm, woolly wiggle>
recipient: Hattie Hedgehog
destination: <little:Hattie's house><grown:Hattie's house under the hawthorn hedge>
goal: take the red mitten back to Hattie Hedgehog
refrain: One red mitten, all the way home

:: setup kindness.hedgehog-mitten.s.1s1885i
setting: garden

<2-9:Out on the garden path lay something small and red.
{name} picked it up.
It was a tiny woolly mitten, no bigger than a thumb.><10-12:Out on the garden path lay something small and red, and when {name} picked it up, it turned out to be a tiny woolly mitten, no bigger than a thumb.>
"That's {itemFull}!" said {companion}.
<6-9:"She dropped it on her way home.
Tonight is frosty, and one of her paws will be cold."><10-12:"She dropped it on her way home, and tonight is frosty, so one of her paws will be bitterly cold."><little:"Her paw will be cold tonight.">
{name} blew on the mitten to warm it.
<little:"We must {goal}," {they} said. {They} tucked it in {their} pyjama pocket.><grown:"Then we must {goal}," {they} said, and tucked it into {their} pyjama pocket.>
<8-9:It was only a small thing, but small things matter a great deal when you are small.><10-12:It was only a mitten, but {name} knew that small things matter a great deal when you are small yourself.>

:: setup kindness.hedgehog-mitten.s.1esvtj5
setting: bedroom

<2-9:On {name's} windowsill sat a tiny red mitten.><10-12:On {name's} windowsill sat a tiny red mitten, which {name} had found by a hedge that afternoon, not knowing whose it was.>
<little:{name} had found it by a hedge that afternoon.><6-9:{name} had found it by a hedge that afternoon, not knowing whose it was.>
<little:{Companion} looked at it. Then came {sound}.><grown:{Companion} looked at it and gave {sound}.>
<2-9:"I know who this belongs to," said {companion}.
"It's {itemFull}.><10-12:"I know who this belongs to," said {companion}. "It's {itemFull}, and she has been searching all day, with one cold paw tucked under her chin.">
<6-9:She has been searching all day, with one cold paw tucked under her chin."><little:She is looking for it, with one cold paw.">
{name} thought about that cold little paw.
<little:"Let's {goal} now," {they} said. Pop! Into {their} pocket it went.><grown:"Let's {goal}," {they} said, and popped it into {their} pyjama pocket.>

:: payoff kindness.hedgehog-mitten.p.wmy4ya
setting: orchard

<little:Under the hawthorn hedge was a small round door.><6-9:At the bottom of the orchard, under the hawthorn hedge, was a small round door.><10-12:At the bottom of the orchard, under the hawthorn hedge, was a small round door, and {name} knocked softly.>
<2-9:{name} knocked softly.>
<little:{Companion} waited a step behind, very politely.><grown:{Companion} waited a step behind, so as not to crowd the little door.>
<2-9:Out peeped {recipient}, with one bare paw tucked under her chin.
"Is this yours?" asked {name}, and held out {item}.
"My mitten!" squeaked Hattie.><10-12:Out peeped {recipient}, with one bare paw tucked under her chin. "Is this yours?" asked {name}, holding out {item}, and Hattie squeaked with delight, "My mitten!">
<grown:She wriggled it on and waved her warm paw at the moon.><little:On it went.
A warm paw at last!>
<8-9:Then she gave {name} a very careful hug, because hedgehogs are prickly, and the kindest hugs are gentle ones.><10-12:Then she gave {name} a very careful hug, leaning in sideways so as not to prickle, which is the thoughtful way hedgehogs do it.>
<2-9:"Thank you," she said.
"Now both my paws are cosy."><10-12:"Thank you," she said; "now both my paws are beautifully cosy.">

:: payoff kindness.hedgehog-mitten.p.uwqol4
setting: orchard

<2-9:Under the hawthorn hedge, by the orchard wall, sat {recipient}.><10-12:Under the hawthorn hedge, by the orchard wall, sat {recipient}, looking thoroughly glum, with one red mitten on and her other paw tucked deep in her prickles.>
<little:She had one red mitten on. Her other paw was cold!><6-9:She had one red mitten on, and her other paw was tucked deep in her prickles.>
<2-9:She looked very glum.>
{name} knelt down beside her, and {companion} sat close by.
<little:"I think this is yours," {they} said. {They} gave her {item}.><grown:"I think we found something of yours," {they} said, and gave her {item}.>
<6-9:Hattie's eyes went round.
She pulled the mitten on, then clapped her two warm paws together.><little:On it went.
Clap, clap!><10-12:Hattie's eyes went round; she pulled the mitten on, then clapped her two warm paws together, pat, pat, in the soft red wool.
"A matching pair again!" she laughed, quite overcome; "oh, thank you, kind friend.">
<2-9:Pat, pat, went the soft red wool.
"A pair again!" she laughed.
"Oh, thank you, kind friend.">

:: quest tortoise-story
item: the storybook
itemFull: the little green storybook with a moon on the cover
itemHeld: tucked under {their} arm
itemTell: <little:gave a papery rustle><grown:gave a soft, papery rustle>
recipient: Grandpa Tortoise
destination: <little:Grandpa Tortoise's cottage><grown:Grandpa Tortoise's cottage by the river>
goal: read the storybook to Grandpa Tortoise
refrain: A promise is a promise

:: setup kindness.tortoise-story.s.ep785p
setting: bedroom

<little:On {name's} bedside table lay {item}. It had a moon on the cover.><grown:On {name's} bedside table lay {itemFull}.>
<2-9:That morning, {name} had made a promise to old Grandpa Tortoise.><10-12:That morning, {name} had made a promise to old Grandpa Tortoise, whose eyes were too tired for reading now and who missed his stories very much: "I'll come tonight and read to you.">
<6-9:His eyes were too tired for reading now, and he missed his stories very much.><little:His eyes were too tired to read.>
<2-9:"I'll come tonight and read to you," {name} had said.>
Now it was dark, and {companion} was here.
<little:{name} tucked the book under {their} arm.[ It had a {colour} bookmark.] "{refrain}," {they} said.><grown:{name} picked up the book[, with its {colour} bookmark,] and tucked it under {their} arm. "{refrain}," {they} said.>
"Will you help me {goal}?"
<8-9:Some promises are easy to forget at bedtime, but {name} was not that kind of friend.><10-12:Some promises slip away easily at bedtime, when the pillow is soft and the dark is cosy, but {name} was not that kind of friend.>

:: setup kindness.tortoise-story.s.plbca2
setting: garden

<2-9:A snail came sliding up the garden path, slow and shiny.
On its shell was a leaf with a message.><10-12:A snail came sliding up the garden path, slow and shiny, carrying a leaf on its shell with a message written on it.>
<grown:The writing was wobbly, as if someone very old had written it.><little:The writing was wobbly.>
<2-9:"Dear {name}," read {companion}.
"I cannot sleep.
Do you remember your promise?
Love, Grandpa Tortoise."
{name} gasped.
A story!
{name} had promised him a story!><10-12:"Dear {name}," read {companion}. "I cannot sleep; do you remember your promise? Love, Grandpa Tortoise."
{name} gasped, suddenly remembering the promised story.>
<little:{name} ran inside for {item}. {They} tucked it under {their} arm.><grown:{name} ran inside for {itemFull} and tucked it under {their} arm.>
<2-9:"Let's go and {goal}," {they} said.
"Right now."><10-12:"Let's go and {goal}," {they} said firmly, "right now.">

:: payoff kindness.tortoise-story.p.xxcvhv
setting: river

<little:By the river stood a little cottage. A lamp glowed in the window.><grown:By the river stood a little cottage with a lamp in the window.>
<2-9:Inside, {recipient} sat in his rocking chair, wide awake.
"You came!" he said.><10-12:Inside, {recipient} sat in his rocking chair, wide awake, and exclaimed, "You came!">
<little:{name} climbed onto the footstool and opened {item}.[ {Their} {colour} slippers dangled.]><grown:{name} climbed onto the footstool[ in {their} {colour} slippers] and opened {item}.>
<6-9:{name} read in a slow, soft voice, turning each page with care.><little:{name} read softly, page by page.>
<2-9:{Companion} settled on the rug to listen.
By the last page, Grandpa Tortoise was smiling with his eyes shut.
"I'll leave the book here," whispered {name}.
"For next time."><10-12:{name} read in a slow, soft voice, turning each page with care, while {companion} settled on the rug to listen.
By the last page, Grandpa Tortoise was smiling with his eyes shut. "I'll leave the book here," whispered {name}, "for next time.">
<8-9:A promise kept, {name} thought, feels warm all the way through.><10-12:A promise kept, {name} thought, leaves a warm feeling that lasts much longer than the effort it took to keep it.>

:: payoff kindness.tortoise-story.p.f66sug
setting: river

<little:{recipient} was waiting on his porch by the river. He was wrapped in a tartan blanket.><grown:{recipient} was waiting on his porch by the river, wrapped in a tartan blanket.>
<2-9:"I knew you would come," he said.
"You promised."><10-12:"I knew you would come," he said contentedly, "because you promised.">
<little:{name} sat beside him and opened {item}.><grown:{name} sat beside him and opened {itemFull}.>
<grown:The river hummed along, and {companion} leaned close to listen.><little:The river hummed.
{Companion} listened.>
<2-9:{name} read every word and did all the voices.[ {name} even added a bit about {interest}.]
Grandpa Tortoise laughed his slow, creaky laugh.><10-12:{name} read every word and did all the voices, while Grandpa Tortoise laughed his slow, creaky laugh.[ {name} even added a bit about {interest}.]>
<grown:Then he yawned the biggest yawn a tortoise has ever yawned.><little:Then he yawned.>
<little:{name} left the book on his knee. He fell asleep, smiling.><grown:{name} left the book on his knee, and he fell asleep with a smile.>

:: quest duckling-home
item: the little duckling
itemFull: the smallest duckling from Moon Pond
itemHeld: <little:snug in {their} hood><grown:snug in the hood of {their} dressing gown>
itemTell: <little:gave a sleepy peep><grown:gave a sleepy little peep>
recipient: Mother Duck
destination: <little:the Moon Pond nest><grown:the nest in the reeds of Moon Pond>
goal: carry the little duckling home to Mother Duck
refrain: Hush, little duckling, nearly home

:: setup kindness.duckling-home.s.1qazq10
setting: garden

<2-9:Under a big rhubarb leaf in the garden, something went peep.
{name} lifted the leaf.
There sat {itemFull}, all alone and shivering.><10-12:Under a big rhubarb leaf in the garden, something went peep, and when {name} lifted the leaf, there sat {itemFull}, all alone and shivering.>
<grown:She must have waddled a very long way from the pond.><little:She was lost.>
<2-9:"Peep," she said, very small.
{Companion} bent down for a closer look.
{name} scooped her up in two gentle hands.
"Don't worry," {they} whispered.
"We will {goal}."><10-12:"Peep," she said, very small, and while {companion} bent down for a closer look, {name} scooped her up in two gentle hands. "Don't worry," {they} whispered; "we will {goal}.">
<8-9:She was so light, it was like holding a warm and worried dandelion.><10-12:She weighed almost nothing at all, and holding her was like cupping a warm, anxious dandelion in the palm of your hand.>
<little:{name} tucked her into {their}[ {colour}] dressing-gown hood. Snug and dry!><grown:{name} tucked her into the hood of {their}[ {colour}] dressing gown, where it was snug and dry.>

:: setup kindness.duckling-home.s.11o24ui
setting: bedroom

<2-9:Tap, tap, tap.>
<little:Something small was knocking on {name's} window.><6-9:Something small was knocking on {name's} window with a tiny orange beak.><10-12:Something small was tapping on {name's} window with a tiny orange beak, and when {name} opened it, in tumbled a fluffy yellow duckling.>
<2-9:{name} opened it, and in tumbled a fluffy yellow duckling.>
"It's {itemFull}," said {companion}.
<grown:"She followed a moth and got lost, and now Mother Duck is calling and calling for her."><little:"She is lost.
Her mum is calling.">
<2-9:The duckling's beak wobbled.
{name} held her close[ against {their} {colour} pyjamas].
"I'll take you home," {they} said softly.
"We'll {goal} tonight."
Then {name} tucked her into the hood of {their} dressing gown.><10-12:The duckling's beak wobbled, so {name} held her close[ against {their} {colour} pyjamas].
"I'll take you home," {they} said softly; "we'll {goal} tonight." Then {name} tucked her snugly into the hood of {their} dressing gown.>

:: payoff kindness.duckling-home.p.ehavfw
setting: pond

<2-9:The reeds of Moon Pond whispered in the dark.
Then a worried voice called, "Quack?
Quack?"
It was {recipient}, paddling round in circles.><10-12:The reeds of Moon Pond whispered in the dark, until a worried voice called, "Quack? Quack?" and there was {recipient}, paddling round in anxious circles.>
<little:{name} knelt by the water. {Companion} held the reeds aside.><grown:{name} knelt at the edge of the water, and {companion} held the reeds aside.>
Gently, {name} lifted {item} out of {their} hood.
<little:Peep!
Quack!
Splash!><grown:The duckling gave one happy peep and tumbled into the water with a splash.>
{recipient} tucked her under a warm wing.[ A yellow smudge of fluff was left on {name's} {colour} pyjamas.]
<2-9:"Thank you," she said.
"You carried her so gently."><10-12:"Thank you," she said gratefully; "you carried her so very gently.">
<8-9:{name} felt a glow, as if some of the duckling's warmth had stayed behind.><10-12:{name} felt a gentle glow, as if a little of the duckling's warmth had stayed behind in {their} hands.>

:: payoff kindness.duckling-home.p.1lal9k2
setting: pond

<2-9:In the reeds of Moon Pond was a round little nest.
Five ducklings were asleep in it, and one space was empty.
{recipient} sat beside it, not sleeping at all.><10-12:In the reeds of Moon Pond was a round little nest where five ducklings lay asleep beside one empty space, and {recipient} sat next to it, not sleeping at all.>
<little:{name} tiptoed up, with {companion} close behind. {They} set {item} in the empty space.><grown:{name} tiptoed up, with {companion} close behind, and set {item} down in the empty space.>
<6-9:Six ducklings now, all in a fuzzy row.><little:Six ducklings.
All home.><10-12:Now there were six ducklings in a fuzzy row, and {recipient} counted them twice, just to be certain.
Then she bowed her head gracefully to {name}. "Thank you, kind one," she whispered; "now I can sleep too.">
<2-9:{recipient} counted them twice, just to be sure.
Then she bowed her head to {name}.
"Thank you, kind one," she whispered.
"Now I can sleep too.">

:: quest keeper-birthday
item: the birthday card
itemFull: the birthday card with a painted boat on the front
itemHeld: <little:inside {their} pyjama top><grown:tucked inside {their} pyjama top>
itemTell: <little:gave a crinkly flutter><grown:gave a crinkly little flutter>
recipient: the Lighthouse Keeper
destination: <little:the Gull Rock lighthouse><grown:the lighthouse on Gull Rock>
goal: give the birthday card to the Lighthouse Keeper
refrain: Happy birthday, dear Keeper

:: setup kindness.keeper-birthday.s.16q7lb5
setting: kitchen

<little:On the kitchen table lay a card {name} had painted. It had a little boat on a blue sea.[ The sails were {colour}.]><grown:On the kitchen table lay a card that {name} had painted that afternoon: a little boat on a blue sea[, with {colour} sails].>
<2-9:"Who is it for?" asked {companion}.
{name} didn't know yet.><10-12:"Who is it for?" asked {companion}, but {name} didn't know yet.>
<6-9:"Today is the Lighthouse Keeper's birthday," said {companion}.
"He keeps every boat safe, every night, but nobody has remembered."><10-12:"Today is the Lighthouse Keeper's birthday," said {companion}; "he keeps every boat safe, every single night, but nobody has remembered."><little:"It's the Lighthouse Keeper's birthday," said {companion}.
"Nobody remembered.">
{name} picked up a pen and wrote HAPPY BIRTHDAY in big letters.
<little:Now it was {item}!><grown:Now it was {itemFull}.>
"Let's {goal}," said {name}.

:: setup kindness.keeper-birthday.s.awfysp
setting: bedroom

<2-9:Far away over the sea, a light was blinking.
On, off.
On, off.
"That's the lighthouse on Gull Rock," said {companion}.
"The keeper is there all alone tonight.
And it's his birthday."
{name} frowned.
Nobody should be alone on their birthday.><10-12:Far away over the sea, a light was blinking steadily on and off, on and off.
"That's the lighthouse on Gull Rock," said {companion}, "and the keeper is there all alone tonight, even though it's his birthday."
{name} frowned, because nobody should have to spend their birthday alone.>
<grown:{name} found some crayons and a piece of card, and drew a little boat on the front.><little:{name} got some crayons and drew a boat.>[ The sails were {colour}, of course.]
<little:{name} had made {item}!><grown:Now it was {itemFull}.>
<little:"Let's {goal} tonight," said {name}. "Before his birthday ends!"><grown:"We'll {goal}," said {name}, "before his birthday ends.">

:: payoff kindness.keeper-birthday.p.ad8e3z
setting: lighthouse

<little:The lighthouse on Gull Rock stood tall and stripy. Its lamp went round and round.><grown:The lighthouse on Gull Rock stood tall and stripy, its lamp turning round and round.>
<little:{name} climbed the winding stairs, up, up, up.[ The sea wind blew {their} {hair} hair wild.]><grown:{name} climbed the winding stairs to the top[, {their} {hair} hair blown wild by the sea wind].>
{recipient} was polishing the great lamp, alone.
"Happy birthday!" said {name}, and held out {item}.
The keeper stared.
<grown:Slowly, a smile spread across his weathered face, like sunrise over the sea.><little:Then he smiled a big, slow smile.>
"Somebody remembered," he said softly.
{Companion} hummed a birthday song, low and warm.
He stood the card by the lamp, where it glowed all night.
<8-9:{name} understood then that a small card can be a very big thing.><10-12:{name} understood then that a small card can be a very big thing, especially to someone who spends every night alone, keeping others safe.>

:: payoff kindness.keeper-birthday.p.p05wzx
setting: lighthouse

<little:Up at the top, the great lamp went round and round.><6-9:At the top of the lighthouse, the great lamp went round and round.><10-12:At the top of the lighthouse, the great lamp turned slowly round and round, while {recipient} ate his supper alone: one cold potato.>
<2-9:{recipient} was eating his supper alone: one cold potato.>
<2-9:{name} and {companion} burst in singing, "Happy birthday, dear Keeper!"><10-12:{name} and {companion} burst in singing, "Happy birthday, dear Keeper!" and {name} presented him with {itemFull}.>
<little:{name} gave him {item}.><6-9:{name} gave him {itemFull}.>
<6-9:The old keeper read every word twice, then wiped his eyes with a spotty hanky.><little:He read it twice.
He wiped his eyes.><10-12:The old keeper read every word twice, then dabbed his eyes with a spotty handkerchief.>
<2-9:"Nobody has sent me a card for years," he said.><10-12:"Nobody has sent me a card for years," he confessed, his voice a little unsteady.>
<6-9:Then they all shared the potato, which somehow tasted like birthday cake.><little:They shared his supper.
It tasted like cake!><10-12:Then they all shared the potato, which, mysteriously, tasted exactly like birthday cake.>

:: quest otter-teddy
item: the teddy
itemFull: Olive Otter's favourite teddy
itemHeld: <little:in {their} arms><grown:in the crook of {their} arm>
itemTell: seemed to <little:smile><grown:smile its stitched smile>
recipient: Olive Otter
destination: <little:Olive's den><grown:Olive's den by the waterfall>
goal: take the mended teddy home to Olive Otter
refrain: Stitch by stitch, and home again

:: setup kindness.otter-teddy.s.hnq43m
setting: bedroom

<2-9:{Companion} had brought something in from the night.>
<little:It was a small, soggy teddy. One ear was hanging by a thread!><6-9:It was a small, soggy teddy, with one ear hanging by a thread.>
<2-9:"I found it by the river," said {companion}.
"It's {itemFull}.
She can't sleep without it."><10-12:{Companion} had brought something in from the night: a small, soggy teddy, with one ear hanging by a thread.
"I found it by the river," said {companion}; "it's {itemFull}, and she can't sleep without it.">
{name} fetched the sewing tin[ and a reel of {colour} thread].
<6-9:With a big, blunt needle and tiny, careful stitches, {name} sewed the ear back on.><little:In, out, in, out went the needle.><10-12:With a big, blunt needle and tiny, careful stitches, {name} sewed the ear back on, and the teddy looked much happier.>
<2-9:The teddy looked much happier.>
<little:"Now let's {goal}," said {name}. {They} held it close.><grown:"Now we can {goal}," said {name}, and held it close.>

:: setup kindness.otter-teddy.s.6pzdb4
setting: kitchen

On the kitchen table sat {itemFull}.
It had fallen in the river, and one arm had come loose.
<grown:"Olive Otter has cried all evening," said {companion}.
"She has hugged that teddy every night since she was tiny."><little:"Olive Otter is so sad," said {companion}.>
{name} found a needle and some thread[ in {their} favourite {colour}].
Stitch, stitch, stitch.
{Companion} held the teddy still while {name} worked.
<8-9:It took three tries to get the arm on straight, but {name} did not give up.><10-12:It took three patient attempts to get the arm sitting straight, but {name} was determined that Olive's teddy would wave properly again.>
At last, the teddy could wave again.
"Let's {goal}," said {name}.

:: payoff kindness.otter-teddy.p.141ogn6
setting: waterfall

<little:Beside the waterfall was a small, snug den.><grown:Beside the waterfall, in a snug cave out of the spray, was a small den.>
<2-9:A wet nose poked out.
It was {recipient}, with red, sleepy eyes.
{name} held out {item}.
"He's mended," {they} said.
"Look, as good as new."><10-12:A wet nose poked out, and there was {recipient}, with red, sleepy eyes.
{name} held out {item}. "He's mended," {they} said; "look, he's as good as new.">
<6-9:Olive squeaked, grabbed the teddy, and rolled over and over with him on the wet rocks.><little:Squeak!
Olive hugged him tight.>
<2-9:"You fixed him!" she cried.
"You made him better!"
{name} and {companion} shared a happy look.><10-12:Olive squeaked with delight, seized the teddy, and rolled over and over with him on the wet rocks. "You fixed him!" she cried; "you made him better!"
{name} and {companion} exchanged a happy, satisfied look.>
<8-9:{name} felt proud, not of the stitches, but of the smile.><10-12:{name} felt a quiet pride, not in the wobbly stitches, but in the smile they had brought back to Olive's face.>

:: payoff kindness.otter-teddy.p.pqcjkb
setting: waterfall

<2-9:The waterfall splashed and sparkled.
On a rock at the bottom sat {recipient}, all alone, sniffing.
"I lost my teddy," she said.><10-12:Where the waterfall splashed and sparkled, {recipient} sat on a rock at the bottom, all alone and sniffing miserably. "I lost my teddy," she said.>
<little:{name} crouched down and smiled. {Companion} sat on the rock too.><grown:{name} crouched down and smiled, and {companion} sat down on the rock too.>
<2-9:"We found him.
And we fixed him."
Out came {itemFull}, with neat new stitches.><10-12:"We found him, and we fixed him," said {name}, bringing out {itemFull}, with neat new stitches.>
<grown:Olive held him up to the moon to look, then pressed her nose to his nose.><little:Olive gave him a nose kiss.>
"Thank you," she whispered.
<little:Then she curled up with her teddy. Soon she was asleep.><grown:Then she curled up with her teddy and was asleep in a moment.>

:: quest giant-letter
item: the thank-you letter
itemFull: the thank-you letter with a red heart on the front
itemHeld: in {their} dressing-gown pocket
itemTell: <little:gave a happy crackle><grown:gave a happy little crackle>
recipient: the Kind Giant
destination: <little:the Kind Giant's castle><grown:the Kind Giant's castle on the hill>
goal: carry the thank-you letter to the Kind Giant
refrain: Kind words travel far

:: setup kindness.giant-letter.s.o8vjfv
setting: garden

<little:Up the path ran a tiny mouse. He had a postman's cap!><6-9:A tiny mouse in a postman's cap came running up the garden path.><10-12:A tiny mouse in a postman's cap came running up the garden path, dragging an envelope twice his size.>
<2-9:He was dragging an envelope twice his size.
"Please help," he puffed.
"This is {itemFull}.
The whole village wrote it for the Kind Giant.><10-12:"Please help," he puffed. "This is {itemFull}, which the whole village wrote for the Kind Giant.>
<6-9:Every night he mends our roofs while we sleep, and nobody has ever thanked him.
But my legs are too short for the long road."><10-12:Every night he mends our roofs while we sleep, and nobody has ever thanked him, but my legs are far too short for the long road."><little:He helps us every night.
But my legs are too short to take it.">
{Companion} nodded at {name}, and {name} took the letter gently.
"We'll {goal}," {they} said.

:: setup kindness.giant-letter.s.1xinzxc
setting: bedroom

<2-9:{name} knew a secret.><10-12:{name} knew a secret: every night, while the village slept, the Kind Giant went about mending things, a wobbly gate here, a leaky roof or a broken swing there.>
<little:Every night, while everyone slept, the Kind Giant mended things.><6-9:Every night, while the village slept, the Kind Giant went about mending things.>
<2-9:A wobbly gate.
A leaky roof.
A broken swing.>
<6-9:Nobody ever saw him, so nobody ever thanked him.><10-12:Nobody ever saw him, so nobody had ever thought to thank him.><little:Nobody ever said thank you.>
<little:So {name} sat up in bed and wrote a letter.[ {They} used a {colour} pencil.]><grown:So {name} sat up in bed and wrote a letter in {their} best writing[, with a {colour} pencil].>
<2-9:"Thank you for everything," it said.
On the front, {name} drew a big red heart.><10-12:"Thank you for everything," it said, and on the front {name} drew a big red heart.>
<little:"That's {item} done!" said {companion}.><grown:"That's {itemFull}," said {companion}.>
"Now let's {goal}."

:: payoff kindness.giant-letter.p.1gaek9t
setting: castle

<little:The Kind Giant's castle was so tall! Its flags tickled the clouds.><grown:The Kind Giant's castle was so tall that its flags tickled the clouds.>
<2-9:{name} and {companion} knocked on the great front door.><10-12:When {name} and {companion} knocked on the great front door, it swung slowly open, and there stood {recipient}, holding a hammer as big as a tree.[ {name's} {eyes} eyes were level with his bootlaces.]>
<little:It swung open. There stood {recipient}! His hammer was as big as a tree.[ {name's} {eyes} eyes were level with his bootlaces.]><6-9:It swung open, and there stood {recipient}, holding a hammer as big as a tree.[ {name's} {eyes} eyes were level with his bootlaces.]>
<2-9:"A visitor?" he rumbled.
{name} held up {item}.
"This is for you.
To say thank you.">
<6-9:The giant opened it with two huge fingertips and read it slowly.><little:He read it slowly.>
<2-9:A tear as big as a bucket rolled down his cheek.
"Nobody ever thanked me before," he said.
"Thank you for thanking me."><10-12:"A visitor?" he rumbled, and {name} held up {item}. "This is for you, to say thank you."
The giant opened it with two huge fingertips and read it slowly, and a tear as big as a bucket rolled down his cheek.
"Nobody has ever thanked me before," he said, his voice wobbling; "thank you for thanking me.">

:: payoff kindness.giant-letter.p.1ofdmkw
setting: castle

<little:The Kind Giant sat on his castle steps. He was mending a tiny teacup.><6-9:Up on the hill, the Kind Giant was sitting on his castle steps, mending a tiny teacup with a tiny brush.><10-12:Up on the hill, the Kind Giant was sitting on his castle steps, mending a tiny teacup with a tiny brush, and he looked up as {name} came near.>
<2-9:He looked up as {name} came near.>
"Hello, little one," said {recipient}.
<little:{name} handed him {item}.><grown:{name} gave him {itemFull}.>
<grown:The giant read it once, then twice, then held it to his heart.><little:He read it.
He held it to his heart.>
<2-9:{Companion} smiled up at the giant, and his cheeks went pink.
"Is this really for me?" he asked.><10-12:{Companion} smiled up at the giant, whose cheeks went pink. "Is this really for me?" he asked, hardly daring to believe it.>
<8-9:"Every word," said {name}.
"Kind words are meant to be said out loud, not only thought."><10-12:"Every word," said {name}. "Kind words are meant to be said out loud, because a kind thought that nobody hears cannot warm anyone.">
Then the giant laughed, so gently that not a single leaf fell.

:: quest frog-invitation
item: the golden invitation
itemFull: the golden invitation to the Midsummer Picnic
itemHeld: <little:in {their} top pocket><grown:in the top pocket of {their} pyjamas>
itemTell: <little:glinted gold and bright><grown:glinted gold in the dark>
recipient: Fern Frog
destination: <little:the old stone well><grown:the old stone well behind the farm>
goal: give the golden invitation to Fern Frog
refrain: There's room for everyone

:: setup kindness.frog-invitation.s.hxbfvo
setting: garden

<2-9:Tomorrow was the Midsummer Picnic.
Everyone was asked to come.
Well, nearly everyone.
"Nobody asked Fern Frog," said {companion} quietly.
"She lives all alone in the old stone well.
Everyone forgets her."
{name} thought how sad that would feel.><10-12:Tomorrow was the Midsummer Picnic, and everyone had been invited; well, nearly everyone.
"Nobody asked Fern Frog," said {companion} quietly. "She lives all alone in the old stone well, and everyone forgets her."
{name} imagined how lonely that would feel.>
<6-9:Then {name} took a spare golden card.
On it, {they} wrote FERN FROG in careful letters.><10-12:Then {name} took a spare golden card and wrote FERN FROG on it in careful letters.><little:{name} wrote FERN FROG on a golden card.>[ {They} added a {colour} flower in the corner.]
Now it was {itemFull}.
"Let's {goal}," said {name}. "{refrain}."

:: setup kindness.frog-invitation.s.1bx253s
setting: bedroom

<2-9:{Companion} was holding one golden card.
"It's an invitation to the Midsummer Picnic," {companion} explained.
"I've delivered all the others.
But this one has no name on it.><10-12:{Companion} was holding a single golden card. "It's an invitation to the Midsummer Picnic," {companion} explained. "I've delivered all the others, but this one has no name on it.>
<6-9:It was meant for Fern Frog, who lives in the old stone well.
Nobody remembered to write her name."><10-12:It was meant for Fern Frog, who lives in the old stone well, but nobody remembered to write her name."><little:It's for Fern Frog.">
<little:{name} found a pencil[ and a {colour} crayon]. {They} wrote the name, big and clear.><grown:{name} found a pencil[ and a {colour} crayon] and wrote it, big and clear.>
<2-9:"There," {they} said.
"Now it's {itemFull}.
Let's {goal}."><10-12:"There," {they} said; "now it's {itemFull}, so let's {goal}.">

:: payoff kindness.frog-invitation.p.poq30w
setting: farm

<little:Behind the farm was the old stone well. A crooked apple tree stood over it.><grown:Behind the farm, under a crooked apple tree, was the old stone well.>
<2-9:"Hello?" called {name}.
"Hello-ello-ello," said the echo.
{Companion} leaned over the old stones to look down.
Then a small green face peeped over the edge.
It was {recipient}.
{name} held out {item}.
"This is for you.
You're invited to the picnic."
Fern stared.
"Me?
Really me?"><10-12:"Hello?" called {name}, and "Hello-ello-ello," answered the echo, while {companion} leaned over the old stones to look down.
Then a small green face peeped over the edge; it was {recipient}, and {name} held out {item}. "This is for you: you're invited to the picnic."
Fern stared in disbelief. "Me? Really me?">
<6-9:She hopped so high with joy that she nearly bounced right out of the well.><little:Boing!
She hopped for joy.><10-12:She hopped so high with joy that she nearly bounced right out of the well. "Nobody has ever invited me before," she said.>
<2-9:"Nobody ever asked me before," she said.>
<8-9:{name} decided, right then, that nobody should ever be forgotten again.><10-12:{name} decided, right then and there, that from now on nobody should ever be left off a list again, not if {name} could help it.>

:: payoff kindness.frog-invitation.p.1hlqvh4
setting: farm

<little:{recipient} sat on the edge of the old well. She looked at the lit windows.><6-9:{recipient} was sitting on the rim of the old well, watching the farm's lit windows.><10-12:{recipient} was sitting on the rim of the old well, watching the farm's lit windows and looking very small.>
<2-9:She looked very small.>
<little:{name} sat on one side. {Companion} sat on the other.><grown:{name} sat down beside her, and {companion} sat on her other side.>
<little:"We brought you something," said {name}. {They} put {item} in her lap.><grown:"We brought you something," said {name}, and gave her {itemFull}.>
<grown:Fern turned it over, as if it might be a mistake.><little:Fern looked at it.
Was it really for her?>
<2-9:"It's got my name on," she whispered.
"It has," said {name}.
"There's room for everyone.
We'll save you a seat next to us."[ {name} even promised to tell her all about {interest}.]><10-12:"It's got my name on," she whispered.
"It has," said {name}; "there's room for everyone, and we'll save you a seat next to us."[ {name} even promised to tell her all about {interest}.]>
Fern gave a croak of pure happiness.

:: quest mole-nightlight
item: the star night-light
itemFull: the little glass star night-light
itemHeld: in {their} little rucksack
itemTell: glowed through the cloth
recipient: Milly Mole
destination: <little:Milly's burrow><grown:Milly's burrow under the meadow>
goal: take the star night-light to Milly Mole
refrain: A little light to share

:: setup kindness.mole-nightlight.s.1n6u1vy
setting: bedroom

<2-9:"Listen," said {companion}.
Far away, under the meadow, someone small was crying.
"That's Milly Mole," said {companion}.
"She's afraid of the dark, even though moles live in it!"
{name} looked at {itemFull} on the bedside table.
{name} loved that little star[ almost as much as {interest}].>
<6-9:But {name} thought of Milly Mole, crying in a dark tunnel, and made up {their} mind.><little:But Milly was scared.>
<2-9:{name} popped the star into {their} little rucksack.><10-12:"Listen," said {companion}, and far away, under the meadow, someone small was crying. "That's Milly Mole," {companion} explained. "She's afraid of the dark, even though moles live in it!"
{name} looked at {itemFull} on the bedside table, a little star that {name} loved[ almost as much as {interest}].
But {name} thought of Milly Mole, crying in a dark tunnel, made up {their} mind, and popped the star into {their} little rucksack.>
"Let's {goal}," {they} said. "{refrain}."

:: setup kindness.mole-nightlight.s.1w9v1hn
setting: garden

In the garden, a small molehill was wobbling.
Out poked a pink nose, and then came a sniffle.
<grown:"I'm Milly Mole's big brother," said a voice.
"Milly cries every night.
The tunnels are too dark for her."><little:"Milly Mole is scared of the dark," said a voice.>
{name} thought for a moment.
<little:{name} ran inside. Back {they} came with {item} in {their} rucksack.><grown:Then {name} ran inside and came back with {itemFull}, tucked in {their} little rucksack.>
<8-9:It was hard to give away something you loved, but it felt right.><10-12:It was hard to give away something you loved, and {name} hesitated for a moment, but deep down it felt exactly right.>
<little:"We will {goal}," said {name}. {Companion} nodded.><grown:"We'll {goal}," said {name}, and {companion} nodded.>

:: payoff kindness.mole-nightlight.p.o1zkdu
setting: meadow

<2-9:Deep in the long grass was a small round hole.
This was the door to {destination}.><10-12:Deep in the long grass was a small round hole, which was the door to {destination}.>
{name} knelt down[, {their} {hair} hair brushing the grass,] and called softly.
<2-9:Out crept {recipient}, trembling.
{Companion} whispered a soft hello.
{name} took out {item} and set it down.>
<6-9:It glowed warm and gold, and the dark burrow filled with soft light.><little:It glowed warm and gold.>
<2-9:Milly's eyes went wide.
"For me?"
"For you," said {name}.
"Now the dark is a friendly kind of dark."
Milly snuggled down beside the light and smiled.><10-12:Out crept {recipient}, trembling, and while {companion} whispered a soft hello, {name} took out {item} and set it down.
It glowed warm and gold, the dark burrow filled with gentle light, and Milly's eyes went wide. "For me?"
"For you," said {name}; "now the dark can be a friendly kind of dark."
Milly snuggled down beside the light and smiled contentedly.>

:: payoff kindness.mole-nightlight.p.132hmd2
setting: meadow

<little:Down a tunnel under the meadow, {name} found {recipient}. She was curled in a ball, crying softly.><grown:Down a tunnel under the meadow, {name} found {recipient} curled in a ball, crying softly.>
"Don't be scared," {name} whispered.
"I've brought you something."
Out of the rucksack came {item}.
<grown:Its gold glow filled the tunnel, and the scary shadows turned into friendly shapes: a snail, a flower, a star.><little:Gold light!
The shadows looked friendly now.>
Milly stopped crying and touched it with one pink paw.
{Companion} gave {name} a proud little nod.
"It's yours now," said {name}.
<8-9:Giving it away felt like giving away a piece of sunshine, and somehow {name} felt brighter too.><10-12:Giving it away felt like handing over a piece of sunshine, and the strange thing was that {name} felt brighter afterwards, not dimmer.>

:: quest mouse-glasses
item: the red glasses case
itemFull: Mrs Bobbin's reading glasses in their little red case
itemHeld: <little:zipped in {their} pocket><grown:zipped into {their} coat pocket>
itemTell: <little:gave a snappy click><grown:gave a small, snappy click>
recipient: Mrs Bobbin
destination: <little:Mrs Bobbin's sewing shop><grown:Mrs Bobbin's sewing shop by the village green>
goal: take the red glasses case back to Mrs Bobbin
refrain: Little glasses, safe and sound

:: setup kindness.mouse-glasses.s.garden-gate
setting: garden

<2-9:By the garden gate, something red lay in the grass.
{name} picked it up, and it opened with a click.
Inside were two tiny round lenses.><10-12:By the garden gate, something red lay in the grass, and when {name} picked it up, it opened with a click to reveal two tiny round lenses.>
<little:"Those are Mrs Bobbin's glasses!" said {companion}.><grown:"That's {itemFull}!" said {companion}.>
<2-9:"She's the kind old mouse who mends everybody's clothes.><10-12:"She's the kind old mouse who mends everybody's clothes, and without her glasses she can't even see to thread a needle.">
<6-9:Without her glasses, she can't even see to thread a needle."><little:She can't sew without them.">
{name} thought of all the buttons Mrs Bobbin had sewn on.[ One was on {name's} {colour} coat.]
<little:"We must take it back to Mrs Bobbin," said {name}. Zip! Into {their} coat pocket it went.><grown:"Then we must {goal}," said {name}, and zipped the case into {their} coat pocket.>

:: setup kindness.mouse-glasses.s.back-door
setting: kitchen

<2-9:A note was pinned to the kitchen door.><10-12:A note was pinned to the kitchen door, its letters big and wobbly, as if the writer could not see well.>
<6-9:The letters were big and wobbly, as if the writer could not see well.><little:The letters were big and wobbly.>
"Lost: my reading glasses, in a little red case.
Please help.
Love, {recipient}."
{Companion} leaned over {name's} shoulder to read it too.
<2-9:{name} ran to the windowsill.
There sat a little red case, found on the path that morning.
Yes, it was {itemFull}!><10-12:{name} ran straight to the windowsill, where a little red case sat, found on the path that morning; sure enough, it was {itemFull}.>
<8-9:Mrs Bobbin had sewn up half the holes in the village, and now it was someone else's turn to help her.><10-12:Mrs Bobbin had mended half the holes in the village over the years, and {name} thought it was high time someone returned the favour.>
"Let's {goal}," said {name}.
"{refrain}."

:: payoff kindness.mouse-glasses.p.lit-window
setting: village

<2-9:Down the sleepy street, one window still glowed.
It was {destination}.><10-12:Down the sleepy street, only one window still glowed, and it belonged to {destination}.>
<little:Inside sat {recipient}, with a needle right up to her nose. She sighed.><grown:Inside, {recipient} was holding a needle right up to her nose, squinting and sighing.>
<little:{name} tapped on the door. {Companion} peeped in at the window.><grown:{name} tapped on the door, and {companion} peeped in at the window.>
<2-9:"We found these," said {name}, and held out {item}.><10-12:"We found these," said {name}, holding out {item}, and Mrs Bobbin put on her glasses and blinked. "Oh, I can see again!" she cried.>
<young:Click!>
<2-9:Mrs Bobbin put on her glasses and blinked.
"Oh, I can see again!" she cried.>
<grown:She threaded her needle first time, zip, and laughed for joy.><little:Zip!
In went the thread.>
"Thank you, dear," said Mrs Bobbin.
<8-9:{name} thought of every button Mrs Bobbin had sewn on for someone else, and was glad to give a little kindness back.><10-12:{name} thought of all the buttons Mrs Bobbin had sewn on for other people, and felt glad to have stitched a little kindness back in return.>

:: payoff kindness.mouse-glasses.p.mending-heap
setting: village

<little:They opened the door of {destination}.><6-9:The bell over the door of {destination} went ting.><10-12:The bell over the door of {destination} went ting, and inside, {recipient} sat by a heap of mending, her paws idle in her lap.>
<young:Ting-a-ling!>
<little:{recipient} sat by a big heap of mending. She looked sad.><6-9:{recipient} sat by a heap of mending, her paws in her lap.>
<little:"I can't see to sew," she said sadly. "And it's all needed by morning!"><grown:"I can't see to sew," she said sadly, "and everyone needs their things by morning.">
<2-9:{name} put {item} into her paw.
She clicked it open, and her whiskers quivered.
"My glasses!"><10-12:{name} put {item} into her paw, and when she clicked it open, her whiskers quivered. "My glasses!">
<grown:She put them on, looked at {name}, and smiled the widest smile in the village.><little:On they went.
What a smile!>
<little:{name} and {companion} passed her the pins. Soon all the mending was done!><grown:Then {name} and {companion} passed her the pins until all the mending was done.>

:: quest linnet-wool
item: the ball of wool
itemFull: the little ball of soft yellow wool
itemHeld: <little:in {their} pocket><grown:in {their} pocket, soft as a kitten>
itemTell: <little:gave a woolly bounce><grown:gave a soft, woolly bounce>
recipient: Mrs Linnet
destination: <little:Mrs Linnet's new nest><grown:Mrs Linnet's new nest in the apple tree>
goal: take the ball of wool to Mrs Linnet
refrain: Snug as a bug in a woolly nest

:: setup kindness.linnet-wool.s.prickly-twigs
setting: garden

<little:Hop, hop! A small brown bird was in the garden.><grown:In the garden, a small brown bird was hopping about in the dusk.>
"That's {recipient}," said {companion}.
<little:"She's building a nest for her eggs. But she has nothing soft for it."><grown:"She's building a nest for her eggs, but she can't find anything soft to line it with.">
<grown:Every scrap of moss had been taken, and the twigs were hard and prickly.><little:The twigs were all prickly.>
Then off she flew, home to her tree.
{name} thought for a moment.
<little:{name} ran inside. Back {they} came with {itemFull}!><grown:Then {name} ran inside and came back with {itemFull}.>
<8-9:{name} had been saving it for something special, and this, {name} decided, was special.><10-12:{name} had been saving it for something special, and after a moment's thought decided that a nest full of eggs was as special as anything could be.>
<little:"Let's {goal}," {they} said.[ {They} tucked {their} {hair} hair behind {their} ear.]><grown:"Let's {goal}," {they} said[, tucking a strand of {hair} hair behind {their} ear].>

:: setup kindness.linnet-wool.s.windowsill
setting: bedroom

<2-9:Tap, tap, went something at the window.
A small brown bird was sitting on the sill.
"I'm {recipient}," she said.
"My new nest is nearly ready, but it's all prickly twigs.><10-12:Something went tap, tap at the window, where a small brown bird was sitting on the sill. "I'm {recipient}," she said. "My new nest is nearly ready, but it's all prickly twigs, and my eggs will need something soft and warm to lie on.">
<6-9:My eggs will need something soft and warm to lie on."><little:My eggs need a soft bed.">
Then she flew off into the dark before {name} could answer.
<2-9:{name} looked at the knitting basket in the corner.
On top sat {itemFull}.><10-12:{name} looked at the knitting basket in the corner, where {itemFull} sat on top.>
<8-9:{name} had been saving it for a new scarf, but eggs needed it much more.><10-12:{name} had been saving it for a new scarf, but a scarf could wait, and a clutch of eggs could not.>
<little:"We can {goal}," said {name}. {Companion} agreed at once.><grown:"We can {goal}," said {name}, and {companion} agreed at once.>

:: payoff kindness.linnet-wool.p.golden-cup
setting: orchard

<little:In the orchard was {destination}.><grown:At last they came to {destination}.>
<2-9:It sat on a low branch, a ring of bare, prickly twigs.
{recipient} peeped over the edge.
"For your nest," said {name}, and held up {item}.
{Companion} kept the loose end from rolling away.><10-12:It sat on a low branch, a ring of bare, prickly twigs, and {recipient} peeped over the edge.
"For your nest," said {name}, holding up {item}, while {companion} kept the loose end from rolling away.>
<young:Tweet!>
Mrs Linnet pulled out a yellow strand, then another, and another.
<grown:She wove them round and round, until the nest was as soft and golden as a buttercup.><little:Round and round.
Soft and warm!>
<2-9:"Now my eggs will be cosy," she sang.
"Thank you, kind one."><10-12:"Now my eggs will be cosy," she sang; "thank you, kind one.">
<8-9:{name} watched her settle, and felt as warm as the nest looked.><10-12:{name} watched her settle into the golden wool with a contented little wriggle, and felt just as warm as the nest looked.>

:: payoff kindness.linnet-wool.p.low-branch
setting: orchard

The orchard was quiet and dark.
<little:They found {destination}. It was just bare twigs!><grown:On a low branch, {destination} was still just bare twigs.>
{recipient} sat in it, fluffed up and fidgeting.
<young:Wriggle, wriggle.>
"We've brought you something soft," whispered {name}[, {their} {eyes} eyes shining].
<little:{name} unwound {item}, bit by bit. {Companion} passed each strand up.><grown:{name} unwound {item}, a little at a time, and {companion} passed each strand up to Mrs Linnet.>
<grown:By the end, the nest looked like a small golden cup.><little:Now the nest was golden.>
Mrs Linnet settled down and sighed a happy sigh.
"Snug as a bug in a woolly nest," she murmured.
<8-9:There was no wool left at all, and {name} could not think of a better place for it.><10-12:There was not a single strand of wool left, and {name} could not imagine a better use for it anywhere in the world.>

:: quest cow-pillow
item: the lavender pillow
itemFull: the little lavender pillow with a moon stitched on it
itemHeld: tucked under {their} arm
itemTell: <little:puffed a sleepy smell><grown:puffed out a sleepy smell of lavender>
recipient: Buttercup the cow
destination: <little:Buttercup's barn><grown:Buttercup's barn at the bottom of the hill>
goal: take the lavender pillow to Buttercup the cow
refrain: Lavender, lavender, sleepy and sweet

:: setup kindness.cow-pillow.s.lavender-bush
setting: garden

<2-9:The lavender in the garden smelled sweet and sleepy.
Far away, across the fields, came a long, tired moo.><10-12:The lavender in the garden smelled sweet and sleepy, and from far away across the fields came a long, weary moo.>
<young:Moo-oo-oo.>
<2-9:"That's {recipient}," said {companion}.><10-12:"That's {recipient}," said {companion}. "She's very old now, her bones ache, and she simply can't get to sleep.">
<little:"She's very old now, and her bones ache. She can't get to sleep."><6-9:"She's very old now, and her bones ache, and she can't get to sleep.">
{name} looked at the lavender and had an idea.
<grown:{name} picked a big handful and stuffed it into a little bag[ made from an old {colour} sock], then stitched up the end.><little:{name} picked some and sewed it into a little bag.>
<little:Now it was {item}! {name} stitched a moon on it.><grown:Now it was {itemFull}.>
"Let's {goal}," said {name}.

:: setup kindness.cow-pillow.s.last-stitch
setting: kitchen

<little:At the kitchen table, {name} was sewing {item}. It had a moon on it.><6-9:At the kitchen table, {name} was sewing the last corner of {itemFull}.><10-12:At the kitchen table, {name} was sewing the last corner of {itemFull}, which was stuffed with lavender from the garden, dried in the sun all week.>
<6-9:Inside was lavender from the garden, dried in the sun all week.><little:It was full of lavender.
Sniff!
Mmm.>
<2-9:"Who is it for?" asked {companion}.
"For {recipient}," said {name}.><10-12:"Who is it for?" asked {companion}.
"For {recipient}," said {name}. "She's so old that her bones ache in the straw, and she can't get to sleep.">
<6-9:"She's so old that her bones ache in the straw, and she can't get to sleep."><little:"She can't get to sleep.">
<8-9:It had taken all week to make, and {name} did not mind giving it away one bit.><10-12:It had taken a whole week of careful stitching, yet {name} did not mind giving it away in the slightest.>
<2-9:{name} tucked the pillow under {their} arm.
"Let's {goal}," {they} said.
"{refrain}."><10-12:{name} tucked the pillow under {their} arm. "Let's {goal}," {they} said, and added softly, "{refrain}.">

:: payoff kindness.cow-pillow.p.straw-bed
setting: farm

<2-9:Across the farmyard stood {destination}.
Inside, in the straw, lay {recipient}, wide awake.
"I just can't get comfy," she sighed.><10-12:Across the farmyard stood {destination}, and inside, in the straw, lay {recipient}, wide awake. "I just can't get comfortable," she sighed.>
{name} tiptoed in and slipped {item} under her chin.
<young:Sniff, sniff.>
<2-9:The old cow breathed in, slow and deep.><10-12:The old cow breathed in, slow and deep, until her eyes grew heavy and her long lashes fluttered down like two sleepy moths.>
<6-9:Her eyes grew heavy, and her long lashes fluttered down like two sleepy moths.><little:Her eyes began to close.>
"Thank you, little one," she murmured.
<little:"Lavender, lavender, sleepy and sweet," sang {name}. {Companion} swayed in time.><grown:"Lavender, lavender, sleepy and sweet," sang {name}, and {companion} swayed in time.>
The old cow was asleep before the song was done.

:: payoff kindness.cow-pillow.p.lantern-barn
setting: farm

<little:The farm was dark. They crossed to {destination}. A lantern glowed inside.><grown:The farm was dark, but a lantern glowed in {destination}.>
{recipient} was standing up, shifting from hoof to hoof.
<young:Shuffle, shuffle.>
"Every night my old bones ache," she said.
{name} held out {item}.
<little:"We made this for you," {they} said.[ {Their} {hair} hair was full of straw.]><grown:"We made this for you," {they} said[, {their} {hair} hair full of straw].>
<grown:Buttercup sniffed it, and a slow smile spread across her face.><little:Sniff, sniff.
Buttercup smiled.>
<little:{Companion} plumped up the straw. Buttercup lay down, with the pillow under her cheek.><grown:{Companion} plumped up the straw, and Buttercup lay down with the pillow under her cheek.>
<8-9:Sometimes, {name} thought, the kindest gift of all is rest.><10-12:Sometimes, {name} thought, the kindest gift of all is simply a good night's rest, especially for someone who has gone without it for a long time.>
Soon the only sound in the barn was a big, warm snore.

:: quest dormouse-bracelet
item: the friendship bracelet
itemFull: the friendship bracelet woven from three bright threads
itemHeld: on {their} wrist
itemTell: <little:gave a cheerful jiggle><grown:gave a cheerful little jiggle>
recipient: Tibby Dormouse
destination: <little:Tibby's new home><grown:Tibby's new home under the old beech tree>
goal: give the friendship bracelet to Tibby Dormouse
refrain: A new friend for a new home

:: setup kindness.dormouse-bracelet.s.last-knot
setting: bedroom

<little:{name} sat up in bed. {They} tied the last knot in a bracelet.><6-9:{name} was sitting up in bed, tying the very last knot in a bracelet.><10-12:{name} was sitting up in bed, tying the very last knot in a bracelet that had three bright threads[, and one of them was {colour}].>
<2-9:It had three bright threads[, and one of them was {colour}].>
"Who will wear it?" asked {companion}.
"I don't know yet," said {name}.
<grown:"A little dormouse called Tibby moved into the wood today," said {companion}.
"She sat on her new doorstep all afternoon, and nobody came to say hello."><little:"A new dormouse came to the wood today," said {companion}.
"Nobody said hello to her.">
<8-9:Being new, {name} thought, must be like walking into a room where nobody looks up.><10-12:Being new, {name} thought, must be like walking into a crowded room where everyone is busy and nobody looks up to say hello.>
<2-9:{name} held up {itemFull}.
"It's for Tibby," {name} decided.
"We'll {goal} tonight."><10-12:{name} held up {itemFull}. "It's for Tibby," {name} decided; "we'll {goal} tonight.">

:: setup kindness.dormouse-bracelet.s.leaf-note
setting: garden

<2-9:A leaf came skipping across the garden and stuck to {name's} slipper.><10-12:A leaf came skipping across the garden and stuck to {name's} slipper, and there was tiny writing on it, which {name} read out to {companion}.>
<little:There was tiny writing on it. {name} read it to {companion}.><6-9:There was tiny writing on it, and {name} read it out to {companion}.>
<6-9:"My name is Tibby Dormouse.
We moved into the old beech tree today, and I know nobody.
Will somebody be my friend?"><10-12:"My name is Tibby Dormouse. We moved into the old beech tree today, and I don't know anybody; will somebody be my friend?"><little:"I am Tibby Dormouse.
I am new here.
Will somebody be my friend?">
<little:{name} looked at {item} on {their} wrist.><6-9:{name} looked at {itemFull} on {their} wrist.><10-12:{name} looked at {itemFull} on {their} wrist, made for a friend {they} had not yet met.>
<2-9:{name} had made it for a friend {they} had not met yet.>
"{refrain}," {name} said softly.
"Let's {goal}."

:: payoff kindness.dormouse-bracelet.p.doorstep
setting: forest

<little:Under the old beech tree, a tiny round door stood open. Boxes were piled outside.><6-9:Under the old beech tree, a tiny round door stood open, with boxes piled outside.><10-12:Under the old beech tree, a tiny round door stood open, with boxes piled outside, and on the step sat {recipient}, hugging her tail anxiously.>
<2-9:On the step sat {recipient}, hugging her tail.
"Hello there," said {name} gently.
"Are you Tibby?"
She nodded, too shy to speak.
{Companion} gave her a friendly wave.
{name} held out {item}.
"I made this for a new friend," {they} said.
"And I think that's you."><10-12:"Hello there," said {name} gently. "Are you Tibby?"
She nodded, far too shy to speak, and {companion} gave her a friendly wave.
{name} held out {item}. "I made this for a new friend," {they} said, "and I have a feeling that's you.">
<6-9:Tibby wound it twice round her tiny wrist and held it up to the moon.><little:Round her wrist it went, twice.><10-12:Tibby wound it twice round her tiny wrist and held it up to the moonlight, admiring it. "My first friend here," she whispered.>
<2-9:"My first friend here," she whispered.>
<8-9:A new place, {name} saw, only needs one kind face to start feeling like home.><10-12:A strange new place, {name} saw, only needs one kind face in it to begin, very slowly, to feel like home.>

:: payoff kindness.dormouse-bracelet.p.neighbours
setting: forest

<little:They walked up to {destination}. A lamp glowed in one round window.><grown:At {destination}, a lamp glowed in one round window.>
{name} knocked, and {recipient} peeped out, her whiskers trembling.
<little:"We've come to say welcome," said {name}. {They} slipped {item} onto her wrist.><grown:"We've come to say welcome," said {name}, and slipped {item} onto her wrist.>
<2-9:"For me?" gasped Tibby.
"Just for you," said {companion}.
Then {name} had an idea.><10-12:"For me?" gasped Tibby.
"Just for you," said {companion}, and at that moment {name} had an idea.>
<grown:{name} knocked on the next tree, and the next, until a hedgehog, two wood mice and a squirrel came out.><little:{name} knocked on the next tree.
Rat-a-tat!
Out came the neighbours, one by one.>
<2-9:"A new friend for a new home," said {name}.
Soon Tibby was chattering with them all.><10-12:"A new friend for a new home," said {name}, and before long Tibby was chattering happily with every one of them.>

:: quest hare-soup
item: the flask of soup
itemFull: the little flask of carrot soup, wrapped in a tea towel
itemHeld: tucked inside {their} coat
itemTell: <little:gave a warm slosh><grown:gave a warm little slosh>
recipient: Mrs Snowberry
destination: <little:Mrs Snowberry's burrow><grown:Mrs Snowberry's burrow at the edge of the snowy field>
goal: take the flask of soup to Mrs Snowberry
refrain: Sip by sip, and soon feel better

:: setup kindness.hare-soup.s.far-sneeze
setting: bedroom

<2-9:From far away, across the fields, came a very small sneeze.
"Aaa-choo!"
"That's {recipient}," said {companion}.><10-12:From far away, across the fields, came a very small but very heartfelt sneeze: "Aaa-choo!"
"That's {recipient}," said {companion}, "an old hare who lives at the edge of the snowy field; she has a dreadful cold, and she's too poorly to find her supper.">
<6-9:"She's an old hare who lives at the edge of the snowy field.
She has a dreadful cold, and she's too poorly to find her supper."><little:"She's an old hare with a bad cold.
She can't go out for her supper.">
<little:{name} remembered something. {They} tiptoed down to fetch {item}.><grown:{name} remembered something in the kitchen, and tiptoed down to fetch {itemFull}.>
<little:{They} pulled on {their}[ {colour}] coat and tucked the flask inside.><grown:{They} pulled on {their} coat[, the {colour} one,] and tucked the flask inside.>
"We'll {goal}," said {name}.

:: setup kindness.hare-soup.s.hedgehog-gate
setting: garden

<2-9:A hedgehog was waiting by the garden gate.
"Have you heard about {recipient}?" he asked.
"She's got a streaming cold.><10-12:A hedgehog was waiting by the garden gate. "Have you heard about {recipient}?" he asked. "She's got a streaming cold; her nose is red, her ears are droopy, and her cupboard is bare.">
<6-9:Her nose is red, her ears are droopy, and her cupboard is bare."><little:Her nose is red.
Her cupboard is bare.">
<2-9:"Poor Mrs Snowberry," said {name}.
"What would help?"><10-12:"Poor Mrs Snowberry," said {name}, frowning thoughtfully. "What would help?">
<little:{name} thought hard, then ran inside. {Companion} stayed with the hedgehog.><grown:{name} thought hard, then ran inside, and {companion} kept the hedgehog company.>
<little:Back {name} came with {item}, in a tea towel.><grown:Back {name} came with {itemFull}.>
<8-9:It was only soup, but {name} knew that soup made with care can warm far more than a tummy.><10-12:It was only soup, but {name} knew that soup made with care can warm far more than a tummy; it can warm a whole gloomy day.>
{name} tucked it inside {their} coat[ and wound {their} {colour} scarf round].
<little:"Quick, let's {goal}," {they} said. "While it's hot!"><grown:"Let's {goal} while it's hot," {they} said.>

:: payoff kindness.hare-soup.p.snowdrift-door
setting: snowfield

<little:At the edge of the snowy field was a snowdrift. Out peeped a round little door!><grown:At the edge of the snowy field, a round little door peeped out of a snowdrift.>
From behind it came a sniff, then a sneeze.
<little:{name} knocked gently. Out came {recipient}, in a woolly shawl. Her nose was pink as a strawberry!><grown:{name} knocked gently, and out came {recipient} in a woolly shawl, her nose as pink as a strawberry.>
"We've brought you some soup," said {name}.
<little:{name} unscrewed {item}. {Companion} held the cup. Pour, pour!><grown:{name} unscrewed {item}, and {companion} held the cup while {name} poured.>
<grown:Mrs Snowberry held the cup in both paws and sipped it, while the steam curled round her whiskers.><little:Sip, sip.
Mmm, soup!>
"Warm right down to my toes," she sighed.
<8-9:{name} watched the pink come back into her cheeks and felt warm too, without a single sip.><10-12:{name} watched the colour creep back into her cheeks and felt warm too, which was rather remarkable, since {name} had not had a single sip.>

:: payoff kindness.hare-soup.p.extra-blanket
setting: snowfield

<little:{recipient} was curled up inside her burrow. She was too tired even to sniff.><6-9:{recipient} was curled up just inside her burrow, too tired even to sniff.><10-12:{recipient} lay curled up just inside her burrow, too exhausted even to sniff.>
<little:{name} crept in and knelt beside her.[ Snowflakes melted in {their} {hair} hair.]><6-9:{name} crept in and knelt beside her[, snowflakes melting in {their} {hair} hair].><10-12:{name} crept in and knelt beside her[, snowflakes melting in {their} {hair} hair], then opened {item}, poured a little into a cup, and blew on it carefully so it would not scald.>
<little:{name} opened {item}. {They} poured some into a cup. Blow, blow, not too hot!><6-9:{name} opened {item}, poured a little into a cup, and blew on it so it would not be too hot.>
"Sip by sip, and soon feel better," said {name}.
<little:Mrs Snowberry sipped once, then twice. Then she drank it all up!><6-9:Mrs Snowberry sipped once, then twice, then all the way to the bottom.><10-12:Mrs Snowberry sipped once, then twice, and then all the way to the bottom, while {companion} found an extra blanket and {name} tucked it round her long, droopy ears.>
<6-9:{Companion} found an extra blanket, and {name} tucked it round her long, droopy ears.><little:{Companion} found a warm blanket.
{name} tucked it round her ears.>
<2-9:"Nobody has looked after me for ages," she murmured.
"We have now," said {name}.><10-12:"Nobody has looked after me for ages," she murmured, and {name} answered gently, "Well, we have now.">

:: quest gull-posy
item: the posy
itemFull: the little posy of garden flowers, tied up with string
itemHeld: in {their} top pocket
itemTell: <little:nodded its sleepy heads><grown:nodded its sleepy little heads>
recipient: Mr Squall the gull
destination: <little:Mr Squall's rock><grown:Mr Squall's rock at the far end of the beach>
goal: give the posy to Mr Squall the gull
refrain: A flower for every frown

:: setup kindness.gull-posy.s.closing-flowers
setting: garden

<little:The garden flowers were closing up for the night.[ {name's} {colour} slippers were wet with dew.]><grown:The flowers in the garden were closing up for the night[, and {name's} {colour} slippers were wet with dew].>
<little:"Do you know Mr Squall the gull?" asked {companion}. "He lives at the end of the beach."><grown:"Do you know Mr Squall, the gull at the end of the beach?" asked {companion}.>
<6-9:He squawked at anyone who came near his rock, so everybody kept away.><little:He squawked at everyone, so everyone kept away.><10-12:He squawked at anyone who came near his rock, so everybody kept well away, but {companion} said thoughtfully, "I think he squawks because he's lonely."
So {name} picked a daisy, a marigold and a sprig of lavender, which together made {itemFull}.>
<2-9:"I think he squawks because he's lonely," said {companion}.
So {name} picked a daisy, a marigold and a sprig of lavender.>
<little:Now {name} had {item}, tied up with string.><6-9:Now {name} had {itemFull}.>
"{refrain}," {name} said.
"Let's {goal}."

:: setup kindness.gull-posy.s.seaside-shell
setting: bedroom

<little:On {name's} windowsill sat a seaside shell. Next to it was a jar of flowers.><grown:On {name's} windowsill sat a shell from the seaside, next to a jam jar of flowers.>
<2-9:{name} picked up the shell and remembered the beach.><10-12:{name} picked up the shell and remembered the beach, where, at the far end, a big grey gull on a rock all alone had squawked, "Go away! Shoo!" and everyone had run off, laughing.>
<6-9:At the far end, on a rock all alone, a big grey gull had squawked, "Go away!
Shoo!"
Everyone had run off, laughing.><little:A grumpy gull had squawked, "Go away!"
Everyone ran off.>
"That was Mr Squall," said {companion}.
<8-9:{name} remembered how the gull had watched them go, and how small he had looked afterwards.><10-12:{name} remembered how the gull had watched everyone go, and how small and lonely he had looked on his rock afterwards.>
<2-9:"I don't think he's grumpy," said {name} slowly.
"I think he's lonely."><10-12:"I don't think he's grumpy," said {name} slowly; "I think he's lonely.">
<little:So {name} tied the flowers with string. Now {item} was ready!><grown:So {name} tied the flowers together with string, and {item} was ready.>
"We'll {goal}," {they} said.

:: payoff kindness.gull-posy.p.go-away
setting: beach

<little:Alone on a rock sat {recipient}.><grown:Alone on a rock at the end of the beach sat {recipient}.>
"Squawk, go away!" he shouted, flapping his wings.
<little:{name} did not go away. {They} sat down on the sand and held out {item}.><grown:{name} did not go away, but sat down on the sand[ in {their} {colour} slippers] and held out {item}.>
<2-9:"I picked these for you," said {name}.
{Companion} sat down a little way off.
Mr Squall stopped flapping.><10-12:"I picked these for you," said {name}, while {companion} sat down a little way off, and Mr Squall slowly stopped flapping.>
<grown:"Nobody has ever brought me anything," he said, and his voice went small.><little:"For me?" he said, very softly.>
He tucked the posy into a crack in his rock.
"Perhaps you could stay a while," he mumbled, and so they did.

:: payoff kindness.gull-posy.p.sneeze-laugh
setting: beach

<little:Hush, hush, went the waves. {recipient} sat glaring out to sea.><grown:The waves were hushing on the sand, and {recipient} sat glaring out to sea.>
<2-9:Far along the beach, the other gulls were squabbling and laughing.
{name} walked up to his rock.
"Shoo!" he grumbled, without turning round.><10-12:Far along the beach, the other gulls were squabbling and laughing, and when {name} walked up to his rock, he grumbled, "Shoo!" without even turning round.>
<grown:{name} held {item} up, right in front of his beak.><little:{name} held the flowers under his beak.>
<little:Mr Squall sniffed. Then he sneezed! A-CHOO! His feathers fluffed right up.><grown:Mr Squall sniffed, and then he sneezed so hard that his feathers fluffed up.>
<little:{name} giggled. {Companion} chuckled. And then, so did Mr Squall!><grown:{name} giggled, {companion} chuckled, and then, to everybody's surprise, so did Mr Squall.>
<8-9:Grumpy on the outside, {name} thought, and as soft as a feather underneath.><10-12:Grumpy on the outside, {name} thought, and as soft as a feather underneath, like quite a lot of people, if you take the time to look.>
<little:"{refrain}," said {name}. This time the old gull really smiled.><grown:"{refrain}," said {name}, and this time the old gull really smiled.>

:: quest fair-balloon
item: the red balloon
itemFull: the round red balloon on a long, curly string
itemHeld: <little:tied round {their} wrist><grown:tied gently round {their} wrist>
itemTell: <little:bobbed on its string><grown:bobbed happily on its string>
recipient: Noodle the shrew
destination: <little:the carousel><grown:the carousel at the Moonlight Fair>
goal: give the red balloon to Noodle the shrew
refrain: Hold on tight, little balloon

:: setup kindness.fair-balloon.s.bedpost
setting: bedroom

<little:Tied to {name's} bed was {item}. Bob, bob, it went in the dark.><grown:Tied to the end of {name's} bed, bobbing in the dark, was {itemFull}.>
<grown:"There's a little shrew called Noodle at the Moonlight Fair," said {companion}.
"Her balloon slipped off her paw and floated away."><little:"A little shrew called Noodle lost her balloon," said {companion}.
"It floated away at the fair.">
<2-9:"Is she sad?" asked {name}.
"She's sitting on the carousel steps, and she can't stop crying."><10-12:"Is she very sad?" asked {name}, and {companion} explained that Noodle was sitting on the carousel steps, quite unable to stop crying.>
<2-9:{name} looked at the balloon for a long moment.
Then {name} untied it and wound the string round {their} wrist.
"I've had mine all day," {they} said.
"Let's {goal}."><10-12:{name} looked at the balloon for a long, thoughtful moment, then untied it and wound the string carefully round {their} wrist.
"I've had mine all day," {they} said; "let's {goal}.">

:: setup kindness.fair-balloon.s.moth-news
setting: garden

<little:{name} took {item} into the garden, to show the stars.><grown:{name} had taken {itemFull} out into the garden to show the stars.>
A moth came fluttering over the hedge.
"Oh, what a lovely balloon," she sighed.
"Little Noodle had one just like it at the fair tonight.
<grown:But the wind tugged it off her paw, and now it's only a red dot among the stars."><little:But the wind took it away.
Now it's up with the stars.">
<little:{name} and {companion} looked up at the sky. Then {name} looked at {their} own balloon.><grown:{name} and {companion} looked up at the sky, and then {name} looked at {their} own balloon.>
<8-9:It would have been easy to hold on tight, but {name} kept thinking of a small shrew looking up at an empty sky.><10-12:It would have been easy to hold on tight and say nothing, but {name} kept imagining a small shrew gazing up at an empty sky.>
<little:"We'll {goal}," said {name}.[ {They} tied the string round {their} {colour} sleeve.]><grown:"We'll {goal}," said {name}[, tying the string round {their} {colour} sleeve].>

:: payoff kindness.fair-balloon.p.carousel-steps
setting: fair

The Moonlight Fair twinkled with lanterns, and the carousel went slowly round.
<little:On its bottom step sat {recipient}. She looked up at the empty sky.><grown:On its bottom step sat {recipient}, looking up at the empty sky.>
{name} knelt beside her and held out {item}.
"It's for you," {they} said.
Noodle's eyes went as round as buttons.
<grown:The balloon was nearly as big as she was, so {name} tied its string to a little painted horse.><little:{name} tied it to a painted horse.>
"Now it can go round with you," said {name}.
<little:Round and round went Noodle, waving to {friends}. Her balloon bobbed above her.><grown:Round and round went Noodle, waving to {friends}, with the balloon bobbing above her.>
<8-9:{name} had thought that giving it away would feel like losing something, but it felt like finding something instead.><10-12:{name} had expected that giving it away would feel like losing something, but, surprisingly, it felt much more like finding something instead.>

:: payoff kindness.fair-balloon.p.closing-time
setting: fair

<little:The Moonlight Fair was closing. The lanterns went out, one by one.><grown:The Moonlight Fair was closing, and the lanterns were going out one by one.>
<2-9:By the gate, {recipient} was trailing home behind her mother.
"Wait for us!" called {name}, running with {companion} to the gate.
{name} untied {item} and held it out.
"But it's yours," Noodle whispered.><10-12:By the gate, {recipient} was trailing home behind her mother, until {name} called, "Wait for us!" and ran with {companion} to the gate.
{name} untied {item} and held it out. "But it's yours," Noodle whispered, bewildered.>
"It's yours now," said {name}[, {their} {eyes} eyes shining].
<grown:Noodle wound the string round and round her paw, so that this balloon would never get away.><little:Noodle wound the string round her paw.
Round it went, and round.>
<2-9:"Hold on tight, little balloon," she told it.
Then she skipped all the way home, smiling up at it.><10-12:"Hold on tight, little balloon," she told it, and then she skipped all the way home, smiling up at it.>

// Scenes on the way: the theme's value in action, serving any of its quests.

:: scene kindness.c.qaj560
setting: orchard
role: onward
energy: lively

{onward}<2-9:the orchard sloped down a steep little hill.
A squirrel had tripped, and her apples were rolling away!><10-12:the orchard sloped down a steep little hill, where a squirrel had tripped and sent her apples bouncing away, faster and faster.>
<little:Bump, bump, bump!><6-9:Down they bounced, faster and faster.>
{trait:help} <little:{name} raced ahead[, {their} {hair} hair flying]. {They} held out {their} dressing gown like a net!><grown:{name} raced ahead[, {their} {hair} hair flying,] and held out {their} dressing gown like a net.>
In went the apples.
{Companion} {ability:find,guide}.
<2-9:The squirrel had a tip for {name}.
"Take the gap under the crooked tree," she said.
"It cuts off the whole long hill."><10-12:The grateful squirrel had a tip for {name}: "Take the gap under the crooked tree, because it cuts off the whole long hill.">
<little:{name} wriggled through with {item}. The path ran straight on!><grown:{name} wriggled through with {item}, and the path ran straight on from there.>

:: scene kindness.c.jo3cxk
setting: river
role: onward
energy: lively

{onward}<2-9:the river ran fast and chattery.><10-12:the river ran fast and chattery, and in the middle of it a mouse in a walnut boat was spinning round and round in a swirl of water.>
<little:In the middle, a mouse in a walnut boat was spinning!><6-9:In the middle, a mouse in a walnut boat was spinning round and round in a swirl of water!>
<little:Round and round!>
"Help!" he squeaked.
"My oar fell in!"
{trait:obstacle} <little:{name} hopped onto a stone. {They} held out a long stick.><grown:{name} hopped onto the nearest stone[ in {their} {colour} slippers] and held out a long stick.>
{Companion} {ability:cross,lift,guide}.
<2-9:The mouse grabbed it, and {name} pulled the boat to the bank.
"Use the flat stones," said the dizzy mouse.
"They go right across."
{name} crossed them one by one, keeping {item} dry.><10-12:The mouse grabbed it, and {name} hauled the boat to the bank, where the dizzy mouse pointed out that the flat stones went right across; {name} crossed them one by one, keeping {item} dry.>

:: scene kindness.c.1mys02v
setting: farm
role: onward
energy: lively

{onward}<2-9:the farmyard gate was swinging open.
Five fluffy chicks had run out into the lane!><10-12:the farmyard gate was swinging open, and five fluffy chicks had scampered out into the lane.>
<little:Cheep!
Cheep!
Cheep!>
<2-9:"My babies!" clucked an old hen.
Chasing would only scare them.><10-12:"My babies!" clucked an old hen, but {name} could see that chasing would only scare them.>
<8-9:Patience, {name} knew, was the kinder way.><10-12:Patience, {name} knew, was the kinder way, even if it meant staying very still while the chicks made up their minds.>
{trait:help} So {name} crouched low, hands out.
"Here, chick, chick," {they} called softly.
One by one, four chicks came running[, cheeping round {name's} {colour} slippers].
{Companion} {ability:find,guide}.
<2-9:The fifth was asleep in a welly boot!
"The back gate is quicker, dear," clucked the hen.><10-12:The fifth was fast asleep in a welly boot. "The back gate is quicker, dear," clucked the hen.>
<little:So out {name} went, with {item}. Five chicks cheeped goodbye!><grown:So out {name} went, with {item} {itemHeld} and five chicks cheeping goodbye.>

:: scene kindness.c.us6y95
setting: fair
role: aside
energy: lively

{onward}the fair was all lights and music.
<2-9:At the hoopla stall, a small vole was throwing rings.
Miss.
Miss.
Miss.><10-12:At the hoopla stall, a small vole was throwing rings and missing every single time, his ears drooping lower with each throw.>
<6-9:His ears drooped lower with every throw.><little:He looked so sad.>
{name} had a go too[, with bright {colour} rings].
<little:Clink!
A win!><grown:The third ring landed, clink, on a toy boat.>
{trait:help} {name} gave the prize straight to the vole.
"For me?" he squeaked.
{Companion} {ability:lift,guide}.
Now the vole could see the whole fair.
<8-9:Winning had been fun, but giving the prize away felt even better.><10-12:Winning had been fun, but giving the prize away had felt even better, which {name} found slightly surprising.>
Then {name} patted {item}, and off they went.

:: scene kindness.c.1edn9yj
setting: beach
role: onward
energy: lively

{onward}<2-9:the tide had gone far out.
On the wet sand lay a starfish, drying in the wind.
"Too far from the sea," it whispered.><10-12:the tide had gone far out, leaving a starfish stranded on the wet sand, drying in the wind. "Too far from the sea," it whispered.>
{trait:help} <little:{name} scooped it up, gentle as a soap bubble. Then {they} ran![ {They} chatted about {interest}, to keep it calm.]><grown:{name} scooped it up, gentle as a soap bubble, and ran[, chatting about {interest} to keep it calm].>
{Companion} {ability:find,guide}.
<2-9:Into a cool rock pool went the starfish, plop!
It waved all five arms, which is a lot of waving.
Then it pointed along the shore.><10-12:Into a cool rock pool went the starfish, plop, and it waved all five arms, which is a great deal of waving, before pointing along the shore.>
"The firm sand will get you round the point quickest."
{name} held {item} close and hurried that way.

:: scene kindness.c.1xqvmxn
setting: waterfall
role: onward
energy: lively

{onward}the waterfall roared, and spray flew everywhere.
<little:Whoosh!
Splish!>
On a slippery rock, a tiny newt was trying to climb.
Up, slip.
Up, slip.
<grown:Each time he nearly reached the top, the spray washed him down.><little:He kept sliding down.>
{trait:obstacle} {name} gathered flat pebbles and built him a staircase, step by step.
<8-9:It was slow, cold work, but every pebble helped.><10-12:It was slow, chilly work in the spray, and {name} shivered more than once, but every pebble made the climb a little easier.>
{Companion} {ability:lift,guide}.
Up went the newt, right to the top.
The steps worked for {name} too, well away from the spray.
<little:Up {name} climbed with {item}. There was a dry path leading on!><grown:Up {name} climbed with {item}, and found a dry path leading on.>

:: scene kindness.c.18veyed
setting: harbour
role: onward
energy: lively

{onward}<2-9:boats were bobbing in the little harbour.
One had slipped its rope and was drifting out to sea!
"My ferry!" cried Captain Puffin, flapping on the jetty.><10-12:boats were bobbing in the little harbour, but one had slipped its rope and was drifting out to sea. "My ferry!" cried Captain Puffin, flapping anxiously on the jetty.>
{trait:obstacle} <little:{name} lay flat on the boards. {They} stretched out {their} arm, far, far![ {Their} {hair} hair dangled over the water.]><grown:{name} lay flat on the boards[, {their} {hair} hair dangling over the water,] and stretched out {their} arm.>
<grown:{name's} fingers caught the wet rope just in time.><little:Got it!>
{Companion} {ability:lift,guide}.
<2-9:Together they tied it tight.
"Thanks, shipmate!" called Captain Puffin.
"Hop aboard for the other side!"><10-12:Together they tied it tight, and Captain Puffin called, "Thanks, shipmate! Hop aboard for the other side!">
<little:{name} rode at the front with {item}. Chug, chug, went the boat!><grown:{name} rode in the bow with {item}, and the far shore came chugging closer.>

:: scene kindness.c.18303tx
setting: mountain
role: onward
energy: lively

{onward}<2-9:the mountain path zigzagged between the rocks.
Atchoo!
Behind a boulder sat a little dragon.><10-12:the mountain path zigzagged between the rocks, and behind a boulder, with a tremendous atchoo, sat a little dragon.>
<6-9:All the goats had run away from the sparks.><little:Everyone had run away.><10-12:All the goats had fled from the sparks, but not {name}.>
<2-9:But not {name}.>
{trait:meet} <8-9:It must be lonely, {name} thought, to be the one everyone runs from.><10-12:It must be terribly lonely, {name} thought, to be the one that everyone runs away from, just because of a sneeze.>
<little:{They} walked right up. "Bless you!" {they} said. {They} held out a hanky[, {their} best {colour} one].><grown:{They} walked right up, said "Bless you!" and held out a hanky[, {their} best {colour} one].>
{Companion} {ability:warm,comfort}.
<2-9:The dragon blew its nose with a honk.
"Nobody says bless you to a dragon," it sniffed.
"I do," said {name}.><10-12:The dragon blew its nose with a honk. "Nobody ever says bless you to a dragon," it sniffed.
"I do," said {name} simply.>
<little:The dragon led them over the pass. Atchoo! Its sparks lit the way.><grown:The dragon led them over the pass, sneezing warm sparks to light the way.>
Then the path ran down towards {recipient}.

:: scene kindness.c.1dd0lvs
setting: clouds
role: onward
energy: lively

{onward}<little:up in the clouds, it was soft and bouncy. Like giant pillows!><grown:up in the clouds, everything was soft and bouncy, like giant pillows.>
<little:Boing!
Boing!>
<2-9:Cloud lambs were nibbling the fluffiest bits.
One small lamb had come loose and was floating away, bleating!><10-12:Cloud lambs were nibbling the fluffiest bits, but one small lamb had come loose and was floating away, bleating pitifully.>
{trait:obstacle} <little:{name} untied {their} dressing-gown cord. {They} made a loop.><grown:{name} untied the cord of {their} dressing gown[, the {colour} one,] and made a loop.>
<2-9:Whirl, whirl, throw!>
<6-9:The loop landed round the lamb's fluffy middle.><10-12:{name} whirled it round and threw, and the loop landed neatly round the lamb's fluffy middle.><little:Got it!>
{Companion} {ability:fly,guide}.
<2-9:Back to its mother it went.
"Hop along the grey clouds," she baaed.
"They're firm, and they go your way."><10-12:Back to its mother it went, and she baaed gratefully, "Hop along the grey clouds; they're firm, and they go your way.">
<little:Boing, boing! {name} bounced from cloud to cloud with {item}.><grown:{name} bounced from cloud to cloud, with {item} held safe.>

:: scene kindness.c.4z9joq
setting: jungle
role: onward
energy: lively

{onward}<little:the jungle was hot and green. Big leaves hung down.><grown:under the big jungle leaves, it was hot and green.>
<little:High on a branch, a young parrot was flapping. Her foot was stuck in a vine!><6-9:High on a branch, a young parrot was flapping, her foot tangled in a vine!><10-12:High on a branch, a young parrot was flapping frantically, her foot tangled in a vine that only grew tighter the more she struggled.>
<little:Squawk!
Squawk!><6-9:The more she flapped, the tighter it got.>
{trait:help} {name} climbed up the roots.
"Keep still," {they} said softly.
{Companion} {ability:hush,comfort}.
<little:Then {name} untwisted the vine, one loop at a time.><grown:Then {name} untwisted the vine, one loop at a time[, {their} {eyes} eyes fixed on every twist].>
<2-9:Up flew the parrot to the treetops.
"Straight on past the big red flower!" she called down.><10-12:Up flew the parrot to the treetops, calling down, "Straight on past the big red flower!">
<little:Off went {name} with {item}. Soon they were out of the jungle.><grown:Off went {name} with {item}, and soon the jungle thinned.>

:: scene kindness.c.1yi74kz
setting: meadow
role: onward
energy: gentle

{onward}<little:the meadow flowers were fast asleep.><grown:the meadow flowers were all closed up for the night.>
<2-9:On a clover leaf sat a bumblebee, too tired to buzz.><10-12:On a clover leaf sat a bumblebee, too tired even to buzz, because she had stayed out too late and now the air was cold.>
<6-9:She had stayed out too late, and now the air was cold.><little:She was so cold.>
{trait:help} {name} knelt down slowly.
<little:In {their} pocket was a sugar lump. It was for the way.><grown:In {their} pocket was a sugar lump, a treat for the long way.>
{name} crumbled one corner into a drop of dew.
{Companion} {ability:warm,comfort}.
<2-9:The bee sipped and sipped.
Bzzz!
"Follow me!" she buzzed.><10-12:The bee sipped and sipped until, with a grateful bzzz, she buzzed, "Follow me!">
<little:{name} followed her with {item}. Soon they were across the meadow.><grown:{name} trailed her with {item}, and soon the sleeping meadow was crossed.>

:: scene kindness.c.1pyowh4
setting: treehouse
role: aside
energy: gentle

{onward}<little:a treehouse sat high in an old tree. A lantern hung by its ladder.><grown:a treehouse sat high in an old tree, a lantern by its rope ladder.>
<2-9:Round the lantern fluttered a grey moth.
"I wish I were a butterfly," she sighed.
"I'm so plain."><10-12:Round the lantern fluttered a grey moth, who sighed, "I wish I were a butterfly; I'm so plain.">
{trait:meet} {name} climbed up for a closer look.
{Companion} {ability:light,guide}.
<little:In the light, the moth's wings shone like silver fur.[ {name's} {eyes} eyes sparkled.]><grown:In the light, the moth's wings shone like soft silver fur[, and {name's} {eyes} eyes went wide].>
<2-9:"You're not plain," said {name}.
"You're the colour of moonlight."><10-12:"You're not plain at all," said {name}; "you're the colour of moonlight.">
<8-9:Sometimes someone only needs help to see what was there all along.><10-12:Sometimes, {name} thought, a friend only needs a little help to see the beauty that was there all along.>
The moth danced a happy loop round {item}.

:: scene kindness.c.147c3uo
setting: village
role: aside
energy: gentle

{onward}<little:every window in the village was dark. Nobody was awake.><6-9:every window in the village was dark, and everyone was asleep.><10-12:every window in the village was dark and everyone was asleep, which gave {name} an idea.>
<2-9:{name} had an idea.>
<6-9:{Friends} crept from door to door.
On every step they left a surprise: a shiny pebble, a daisy, a kind note[ with a {colour} heart].><little:On each step, {name} left a surprise.
A pebble.
A daisy.
A note.><10-12:{Friends} crept from door to door, leaving a surprise on every step: a shiny pebble, a daisy, a kind note[ with a {colour} heart].>
{Companion} {ability:hush,guide}.
<2-9:Creeping was harder than it looked!><10-12:Creeping silently, it turned out, was harder than it looked.>
{trait:help} <little:In the morning, everyone would wake up smiling. But who did it? Nobody would know!><6-9:In the morning, everyone would wake up smiling, and nobody would know who to thank.><10-12:In the morning, everyone would wake up smiling, and nobody would ever discover whom to thank.>
<little:"That's the best part," whispered {name}. {item} {itemTell}.><grown:"That's the best part," whispered {name}, and {item} {itemTell}.>

:: scene kindness.c.usgwxf
setting: kitchen
role: onward
energy: gentle

{onward}<little:a light was on in a cottage kitchen. Mrs Mouse was baking buns.><grown:a light was on in a cottage kitchen, where Mrs Mouse was baking buns.>
<grown:There was flour on her nose, and she hadn't sat down all day.><little:She looked so tired.>
"I bake for everybody," she sighed, "but nobody bakes for me."
{trait:help} <little:{name} pulled out a chair for her. Then {they} made her a cup of tea.><grown:{name} pulled out a chair for her and made her a cup of tea.>
<8-9:Funny, {name} thought, how the busiest helpers are so often the last to be helped.><10-12:Funny, {name} thought, how the busiest helpers are so often the very last to be helped, as if everyone assumes they never get tired.>
{Companion} {ability:warm,guide}.
Mrs Mouse sipped and smiled.
[They chatted about {interest}.]
<little:She wrapped a bun for {recipient}. Then she pointed to the white pebbles by her wall.><grown:She wrapped a bun for {recipient}, and pointed to the white pebbles along her garden wall.>
"They shine in the moonlight, all down the lane," she said.

:: scene kindness.c.xnxusb
setting: forest
role: onward
energy: gentle

{onward}<2-9:the path ran under tall, dark pines.
A badger stood in the way.
"Go away!
Go round!" he grumbled.><10-12:the path ran under tall, dark pines, and a badger stood squarely in the way. "Go away! Go round!" he grumbled.>
{trait:meet} {name} did not grumble back.
<2-9:"You sound sad," {they} said gently.
"Is something wrong?"><10-12:"You sound sad," {they} said gently; "is something wrong?">
<8-9:Grumpiness, {name} had noticed, was often just hurt wearing a frown.><10-12:Grumpiness, {name} had noticed, was very often just hurt wearing a frown, hoping somebody would look underneath it.>
He held up one paw.
A thorn was stuck in it!
{Companion} {ability:hush,comfort}.
{name} pulled the thorn out, quick and careful.
"Sorry I was grumpy," said the badger.
<little:He bowed, and let them pass. Off they went to {recipient}!><grown:He bowed, and let them pass on to {destination}.>

:: scene kindness.c.1jze18x
setting: desert
role: onward
energy: gentle

{onward}<little:the desert sand glowed silver. What a big round moon!><grown:the desert sand glowed silver under a huge round moon.>
All alone stood a tall cactus.
"Everyone gets hugs," it sighed, "but not me."
{trait:meet} A cactus hug would be very prickly.
So {name} gave it a careful high five with one fingertip.
Tap!
<8-9:Kindness, {name} realised, could be as careful as a fingertip.><10-12:Kindness, {name} realised, did not always need a big hug; sometimes it could be as small and careful as a fingertip.>
{Companion} {ability:comfort}.
<grown:The cactus was so pleased that a pink flower popped open on top.><little:Pop!
A pink flower opened on top.>
"Head for the twin rocks," it said.
"The way out is just beyond."
<little:{name} set off with {item}. Step by step, nearer to {recipient}!><grown:{name} set off with {item}, nearer to {recipient} with every step.>

:: scene kindness.c.10nigjs
setting: pond
role: aside
energy: gentle

{onward}<little:the pond lay still. Its lily pads were like green plates.><grown:the pond lay still, with lily pads like green plates.>
Along the edge, a snail was sliding very slowly.
Everyone else rushed past her<grown:: the beetles, the water boatmen, even the wind>.
{trait:rest} {name} slowed right down.
<little:{name} walked beside the snail, one tiny step at a time. {recipient} could wait a little.><grown:{name} walked beside the snail, one tiny step at a time, even though {recipient} was waiting.>
[They talked about {interest} the whole way.]
{Companion} {ability:light,guide}.
It took ages.
<little:"Nobody ever walked at my speed before!" said the snail. She was so proud.><grown:"Nobody has ever walked at my speed before," said the snail, shiny and proud.>
<8-9:{name} found that going slowly had been a kind of gift.><10-12:{name} realised that going slowly, which had seemed to take for ever, had turned out to be a gift for both of them.>

:: scene kindness.c.eytyn8
setting: island
role: onward
energy: gentle

{onward}<little:across the water lay a tiny island. It had one palm tree and silver sand.><grown:across the water lay a tiny island: one palm tree and a ring of silver sand.>
<2-9:A hermit crab sat crying by some empty shells.
"My shell is too small!"><10-12:A hermit crab sat crying beside a heap of empty shells. "My shell has grown too small!">
{trait:help} {name} held up shell after shell.
<2-9:Too big.
Too heavy.><10-12:One was too big, and the next was far too heavy.>
{Companion} {ability:find,guide}.
<little:Then {name} spotted a smooth white one.[ It had a {colour} swirl inside.]><grown:Then {name} spotted a smooth white one[, with a swirl of {colour} inside].>
In crept the crab.
<little:"Just right!" he cried. Then he called the ferry turtle to carry them over.><grown:"Just right!" he cried, and called the ferry turtle to carry them over.>
<grown:Soon {friends} were gliding across the calm water, with {item} safe and dry.><little:Off they rode, {item} and all.>

:: scene kindness.c.738c1f
setting: library
role: onward
energy: gentle

{onward}<little:a door opened into a quiet library. The books glowed softly.><grown:a door opened into a hushed library, with tall shelves and softly glowing books.>
<2-9:A young dormouse was trying to read.><10-12:A young dormouse was trying to read, but she kept getting stuck on the long words, and two bigger mice were sniggering.>
<6-9:She kept getting stuck on the long words, and two bigger mice were sniggering.><little:The words were hard.
Two mice laughed at her.>
{trait:help} {name} sat down beside her.
"Let's read it together," {they} said.
{Companion} {ability:light,guide}.
<2-9:C-A-T.
Cat!
The dormouse read a whole page, whiskers quivering with pride.><10-12:C-A-T: cat! Before long the dormouse had read a whole page, whiskers quivering with pride.>
[It was a book about {interest}.]
<2-9:The bigger mice clapped.
As thanks, the dormouse traced the quickest way on a map.><10-12:The bigger mice clapped, rather sheepishly, and as thanks the dormouse traced the quickest way on a map.>
{name} tucked {item} closer and went that way.

:: scene kindness.c.1cjefns
setting: reef
role: aside
energy: gentle

{onward}<little:down on the reef, the fish were dancing.><grown:down on the reef, in soft green light, the fish were having a dance.>
Everybody twirled, except one small seahorse, hiding in the seaweed.
{trait:meet} {name} swam over[, {their} {hair} hair floating up like seaweed].
"I'm not a good dancer either," said {name}.
"Let's be not-good together!"
The seahorse laughed a stream of bubbles.
<8-9:Joining in, it turned out, mattered far more than getting the steps right.><10-12:Joining in, it turned out, mattered far more than getting the steps right, and nobody on the reef was counting anyway.>
{Companion} {ability:comfort}.
<grown:Soon the two not-good dancers were having more fun than anyone on the reef.><little:Soon they were the happiest dancers there.>
Even {item} {itemTell}.

:: scene kindness.c.1s4j1ca
setting: hilltop
role: onward
energy: calm

{onward}<little:the path climbed to a quiet hilltop. Up, up, close to the sky!><6-9:the path climbed to a quiet hilltop, close to the sky.><10-12:the path climbed to a quiet hilltop, close to the sky, where one little star shone dimmer than all the rest.>
<2-9:Above it, one little star shone dimmer than the rest.>
<2-9:"I'm not as bright as the others," it sighed.><10-12:"I'm not as bright as the others," it sighed wistfully.>
{trait:wonder} {name} looked up[, {their} {eyes} eyes shining back at the star].
<2-9:"But you twinkle in the friendliest way," {they} said.
"I'd know you anywhere."><10-12:"But you twinkle in the friendliest way," {they} said; "I'd recognise you anywhere.">
{Companion} {ability:fly,guide}.
<little:With every kind word, the star grew brighter. Now it lit the path down the hill!><6-9:With every kind word, the star grew brighter, until it lit the path down the far side of the hill.><10-12:With every kind word, the star grew brighter, until it illuminated the path down the far side of the hill.>
<6-9:Slowly, carefully, {name} followed its light with {item}.><little:Twinkle!
{name} walked in its light with {item}.><10-12:Slowly and carefully, {name} followed its light, holding {item}.>

:: scene kindness.c.1edpt8s
setting: moon
role: aside
energy: calm

{onward}everything on the moon was grey and silver.
The Earth hung above like a blue marble.
On a crater's edge sat a moon beetle, counting craters alone.
{trait:rest} <little:{name} sat down in the soft moon dust beside him.[ {Their} {colour} slippers left small prints.]><grown:{name} sat down in the soft moon dust beside him[, {their} {colour} slippers leaving small prints].>
{Companion} {ability:warm,comfort}.
"One," whispered {name}.
"Two," said the beetle.
"Three," said {name}.
They counted slowly, together, and the beetle's shell began to shine.
<8-9:Company, {name} realised, can be the quietest kind of gift.><10-12:Company, {name} realised, can be the quietest kind of gift, and sometimes it is the one that is needed most.>
<little:{name} held {item} snug. {They} kept on counting, softer and softer.><grown:{name} held {item} close and kept on counting, softer and softer.>

:: scene kindness.c.pkd7bo
setting: snowfield
role: onward
energy: calm

{onward}<2-9:the snowy field was hushed and white.
Every footstep went crunch.
On a fence sat three hungry robins, puffed up like round buns.><10-12:the snowy field was hushed and white, every footstep went crunch, and on a fence sat three hungry robins, puffed up like round buns.>
{trait:help} <little:{name} shook the snow off a holly bush. Down tumbled red berries!><grown:{name} shook the snow off a holly bush, and red berries tumbled down.>
<little:Then {name} stood as still as a snowman.[ Snowflakes settled on {their} {hair} hair.]><grown:Then {name} stood as still as a snowman[, snowflakes settling on {their} {hair} hair].>
{Companion} {ability:warm,comfort}.
<2-9:The robins hopped down to feast.><10-12:The robins hopped down to feast, and their soft chirps sounded exactly like thank you.>
<6-9:Their soft chirps sounded just like thank you.><little:Cheep, cheep.
Thank you!>
Then they flew ahead along the fence, waiting at every post.
<little:{name} followed, post by post. {They} carried {item} across the snow.><grown:{name} followed, post by post, carrying {item} across the white field.>

:: scene kindness.c.1gf1l76
setting: cave
role: onward
energy: calm

{onward}<2-9:the cave glowed with soft blue crystals.
Drip.
Drip.
Drip.><10-12:the cave glowed with soft blue crystals, and somewhere water dripped, steady as a clock.>
<little:A baby bat hung from the roof, upside down. She was wide awake!><6-9:Hanging from the roof was a baby bat, upside down and wide awake.>
<2-9:"The drips are too loud," she squeaked.
"I can't sleep."><10-12:Hanging from the roof was a baby bat, upside down and wide awake. "The drips are too loud," she squeaked; "I can't sleep.">
{trait:rest} <little:{name} sat on a smooth rock. {They} hummed, low and slow.[ It was a made-up song about {interest}.]><grown:{name} sat on a smooth rock and began to hum, low and slow[, a made-up song about {interest}].>
{Companion} {ability:hush,comfort}.
<grown:The baby bat's eyes grew heavy, and she folded her wings.><little:Her eyes closed.
Shh.>
"Left at the big crystal is the way out," she mumbled.
<little:{name} carried {item} that way. Out into the cool night air!><grown:{name} carried {item} that way, into the cool night air.>

:: scene kindness.c.1ytvjm7
setting: meadow
role: onward
energy: calm

{onward}<little:the meadow was dark and warm. Fireflies drifted over the grass.><6-9:the meadow was dark and warm, and fireflies drifted over the grass.><10-12:the meadow was dark and warm, and fireflies drifted over the grass until {name} caught one in a jam jar.>
<2-9:{name} caught one in a jam jar.
But inside the jar, the little light went dim and lonely.><10-12:Inside the jar, however, the little light grew dim and lonely.>
{trait:wonder} <2-9:{name} looked at it for a long moment.
Then off came the lid.><10-12:{name} considered it for a long moment, then unscrewed the lid.>
<2-9:Out floated the firefly, and a hundred more joined it.><10-12:Out floated the firefly, and a hundred more rose to join it.>
{Companion} {ability:fly,guide}.
<little:Slow and golden, the fireflies danced round {name}.[ They turned {their} {hair} hair to gold.] They lit the way to {recipient}.><grown:Slow and golden, the fireflies danced round {name}[, turning {their} {hair} hair to gold], lighting the way to {destination}.>

:: scene kindness.c.142kniu
setting: beach
role: onward
energy: calm

{onward}<2-9:the waves were whispering on a silver beach.
Hush, hush.>
<little:An old sea turtle lay on the sand. She was too tired to go on.><6-9:An old sea turtle lay on the sand, too tired to go on.><10-12:the waves were whispering hush, hush on a silver beach, where an old sea turtle lay on the sand, too tired to go on.>
{trait:help} <little:{name} cupped {their} hands and carried cool sea water. Trip after trip, {they} wet her dry shell.><grown:{name} cupped {their} hands and carried cool sea water, trip after trip, to wet her dry shell.>
<8-9:It was slow, patient work, and {name} did not mind at all.><10-12:It was slow, patient work, and the moon climbed higher while {name} carried, but {name} did not mind in the least.>
{Companion} {ability:hush,comfort}.
<2-9:The turtle opened one wise eye.
"Thank you," she said.
"Where are you going so late?"
"To {goal}," said {name}.
"Follow the white shells," she murmured, and slept.
So {name} did, shell by pale shell.><10-12:The turtle opened one wise eye. "Thank you," she said; "where are you going so late?"
"To {goal}," said {name}.
"Follow the white shells," she murmured, and slept; so {name} did, shell by pale shell.>

:: scene kindness.c.gdygii
setting: farm
role: aside
energy: calm

{onward}<little:the red barn was warm and dim. It smelled of hay.><grown:the red barn was warm and dim, and smelled of hay.>
In the last stall stood an old grey donkey.
"I used to carry everyone's shopping," she said.
"Now I'm slow, and nobody visits."
{trait:help} <little:{name} brushed her mane. Then {they} scratched her ears, just the right spot!><grown:{name} brushed her mane and scratched her ears, in exactly the right spot.>
<8-9:Being slow, {name} thought, should never mean being forgotten.><10-12:Being slow, {name} thought, should never mean being forgotten, not after years of carrying everyone else's shopping.>
{Companion} {ability:warm,comfort}.
[Then {name} tied a {colour} bow in her mane.]
The donkey sighed and leaned her head on {name's} shoulder.
"What a lovely visit," she murmured.
"{recipient} is lucky to have you."

:: scene kindness.c.1izyx4l
setting: pond
role: onward
energy: calm

{onward}<little:mist lay on the water, like a grey blanket.><grown:mist lay on the water like a soft grey blanket.>
<2-9:A tall heron stood in the shallows, all alone, on one leg.
"Are you lonely?" asked {name}.
"A little," said the heron.><10-12:A tall heron stood in the shallows, all alone, on one leg. "Are you lonely?" asked {name}.
"A little," the heron admitted.>
{trait:rest} So {name} stood beside the heron, on one leg too.
Wobble, wobble.
{Companion} {ability:hush,comfort}.
<little:Together they watched the moon in the still pond. Not a word, not a sound.><grown:They watched the moon in the still pond together, saying nothing at all.>
Then the heron stretched tall.
<little:"There's a light past the mist," she whispered. "It's on the way to {recipient}."><grown:"There's a light beyond the mist," she whispered, "on the way to {recipient}.">
{name} tiptoed towards it.

// Endings: home again, the quest remembered by name, sleep.

:: ending kindness.e.vjnyft
setting: bedroom

<2-9:Back in bed, {name} wriggled down under the warm covers.
{Companion} settled on the rug[ beside {name's} {colour} slippers].><10-12:Back in bed, {name} wriggled down under the warm covers while {companion} settled on the rug[ beside {name's} {colour} slippers].>
<little:Far away, {item} was just where it belonged. It was with {recipient}.><grown:Far away, {item} was exactly where it belonged, with {recipient}.>
<2-9:"We did it," whispered {name}.
"We did," said {companion}.><10-12:"We did it," whispered {name}, and {companion} softly agreed.>
<8-9:It was a quiet, glowing sort of feeling, the kind that lasts all night.><10-12:It was a quiet, glowing sort of contentment, the kind that settles in and stays warm all night long.><young:It felt warm and good.>
<2-9:{name's} eyes grew heavy, and {they} drifted off to sleep.><10-12:{name's} eyelids grew heavy, and {they} drifted contentedly into sleep.>

:: ending kindness.e.1s7piem
setting: bedroom

<2-9:The house was quiet when they came home.><10-12:The house was quiet when they came home; {name} climbed into bed, and {companion} tucked the blanket in, nice and snug.[ {name's} {hair} hair spread across the pillow.]>
<little:Into bed hopped {name}. {Companion} tucked the blanket in, nice and snug.[ {name's} {hair} hair spread across the pillow.]><6-9:{name} climbed into bed, and {companion} tucked the blanket in, nice and snug.[ {name's} {hair} hair spread across the pillow.]>
<2-9:"Thank you for being kind tonight," said {companion}.
"To {recipient}, and to everyone on the way."
{name} smiled a sleepy smile.><10-12:"Thank you for being so kind tonight," said {companion}, "to {recipient}, and to everyone we met along the way."
{name} smiled a sleepy smile, thinking that kindness was the cosiest feeling of all.>
<6-9:Kindness, {name} thought, was the cosiest feeling of all.><little:Being kind felt cosy.>
<2-9:"Goodnight," whispered {companion}.
"Goodnight," murmured {name}, and fell asleep.><10-12:"Goodnight," whispered {companion}, and {name} murmured a drowsy goodnight in return before falling asleep.>

:: ending kindness.e.1dkvja8
setting: bedroom
closes: wish-for-a-friend

<little:The moon was low and golden. {name} and {companion} came home, quiet as mice.><grown:The moon was low and golden when {name} and {companion} came home, quiet as mice.>
<2-9:{name} slipped under the covers.
"Did we do enough kind things?"
{name} asked.
"Every kind thing is enough," said {companion}.><10-12:{name} slipped under the covers and asked, a little uncertainly, "Did we do enough kind things?"
"Every kind thing is enough," said {companion}; "each one makes the world a little gentler.">
<6-9:"Each one makes the world a little softer."><little:"Each one counts.">
<little:{name} thought of {recipient}. The star wish had come true.><grown:{name} thought of {recipient}, smiling somewhere in the dark: the shooting-star wish had come true.>
<little:{name} yawned a yawn as big as the sky. Snuggle, snuggle, asleep.><grown:With a yawn as big as the sky, {name} snuggled into the pillow and was asleep.>

:: ending kindness.e.b9lrs4
setting: bedroom

<little:Home again, {name} snuggled down under the duvet.[ Up it came to {their} {hair} fringe.]><grown:Home again, {name} snuggled down under the duvet[ and pulled it up to {their} {hair} fringe].>
<2-9:The room was dark and warm.><10-12:The room was dark and warm, and {companion} curled up at the end of the bed, breathing slow and deep.>
<little:{Companion} curled up at the end of the bed. Breathe in, breathe out.><6-9:{Companion} curled up at the end of the bed, breathing slow and deep.>
{name} thought about {recipient}<grown:, and about every small kindness on the way>. <little:{name} whispered the words one last time. "{refrain}."><grown:"{refrain}," {name} whispered, very softly, one last time.>
<2-9:Then {name's} eyes closed, and {they} went to sleep.><10-12:Then {name's} eyes closed, and {they} slipped gratefully into sleep.>

:: ending kindness.e.1lss4mm
setting: bedroom

<2-9:Back in bed, {name} was not quite sleepy yet.
"Let's count kind things," said {companion}, "instead of sheep."><10-12:Back in bed, {name} was not quite sleepy yet, so {companion} suggested counting kind things instead of sheep.>
One: a helping hand.
Two: a friendly word.
Three: {recipient}, smiling.
<6-9:Four: a thank-you that came back like an echo.><little:Four: a hug.><10-12:Four: a thank-you that came back like an echo, and by five {name} was yawning.>
<2-9:By five, {name} was yawning.>
<6-9:By six, {name} had lost count, and it didn't matter one bit.><little:By six, {name} forgot to count.><10-12:By six, {name} had lost count entirely, which did not matter in the slightest, and soon {they} was fast asleep.>
<2-9:Soon {they} was fast asleep.>

:: ending kindness.e.cibjq
setting: bedroom
closes: heart-on-the-glass

<little:{name} and {companion} came back in through the window. Bump! They landed on the bed.><6-9:{name} and {companion} came back in through the bedroom window and landed on the bed with a soft bump.><10-12:{name} and {companion} came back in through the window and landed softly on the bed; the heart {name} had drawn was still faint on the glass, and the stars twinkled slowly, as stars do very late.>
<little:The little heart was still on the glass. The stars twinkled slowly now.><6-9:The heart {name} had drawn was still there, faint on the glass, and the stars twinkled slowly now.>
{Companion} {ability:hush,comfort}.
<2-9:Somewhere out there, {recipient} was thinking of {name}.>
<8-9:The thought was as warm as a hand held in the dark.><10-12:Somewhere out there, {recipient} was thinking of {name}, and the thought was as warm and steady as a hand held in the dark.>
<little:{name} yawned. {They} sank into sleep, like a pebble in a pond.><grown:{name} yawned, and sank into sleep like a pebble into a warm pond.>

:: ending kindness.e.1hbj3af
setting: bedroom
closes: crumbs-for-the-birds

<2-9:The house was still.
Out on the wall, the crumbs waited for the morning birds.><10-12:The house was still, and out on the garden wall the crumbs waited for the morning birds.>
<little:{name} lay in bed, eyes half closed. {They} thought about {recipient}.><grown:{name} lay in bed with {their}[ {eyes}] eyes half closed, thinking about {recipient}.>
<grown:Kindness was a funny thing, {name} thought.
The more you gave away, the more you seemed to have.><little:Being kind felt warm inside.>
<2-9:{Companion} stayed close by the bed.
"Goodnight, kind heart," whispered {companion}.
But {name} was already asleep.><10-12:{Companion} stayed close by the bed and whispered, "Goodnight, kind heart," but {name} was already asleep.>

:: ending kindness.e.1i17rg6
setting: bedroom
closes: crumbs-for-the-birds

<2-9:Back home, the bedroom felt extra cosy.><10-12:Back home, the bedroom felt especially cosy, and {name} curled up small[ under the {colour} blanket], like a cat in a basket.>
<little:{name} curled up small, like a cat in a basket.><6-9:{name} curled up small[ under the {colour} blanket], like a cat in a basket.>
<little:{Companion} sat by the window. Outside, the crumbs waited for the birds.><grown:{Companion} sat by the window, watching the saucer of crumbs on the wall.>
<2-9:{name} remembered how happy {recipient} had been.><10-12:{name} remembered how delighted {recipient} had been, and the happy feeling lingered, warm as a mug of cocoa.>
<6-9:The happy feeling was still there, warm as a mug of cocoa.><little:It felt warm, like cocoa.>
{name} gave one last, long yawn.
{Companion} hummed a soft, low tune, and {name} fell fast asleep.

:: ending kindness.e.82q8hm
setting: bedroom

<2-9:Home at last.
{name} slipped into bed, and the pillow was cool and soft.><10-12:Home at last, {name} slipped into bed, where the pillow was cool and soft.>
{name} closed {their} eyes and saw {recipient} again, smiling.
<grown:The whole night floated past like the pages of a picture book, slower and slower.><little:Like pages in a book.>
<8-9:Every page, {name} noticed, had a kindness on it somewhere.><10-12:Every page, {name} noticed drowsily, had a kindness tucked into it somewhere, like a pressed flower.>
<2-9:{Companion} gave {sound}.
"Sweet dreams," said {companion}.[ Maybe there would be {interest} in them.]
And {name} was already dreaming.><10-12:{Companion} gave {sound} and murmured, "Sweet dreams."[ Maybe there would be {interest} in them.] But {name} was already dreaming.>

:: ending kindness.e.14f8l4h
setting: bedroom
closes: heart-on-the-glass

<2-9:Back in {their} own bed, {name} said goodnight to everything.
Goodnight, moon.
Goodnight, little heart on the glass.
Goodnight, dear friend.
And goodnight to {recipient}, far away.><10-12:Back in {their} own bed, {name} said goodnight to everything in turn: to the moon, to the little heart on the window glass, to a dear friend close by, and to {recipient}, far away.>
<grown:The curtains stirred, and the house breathed softly, in and out.><little:The curtains stirred.
Shh.>
<little:{Companion} made {sound}. It was the quietest one yet.><grown:{Companion} gave {sound}, the quietest one yet.>
{name's} eyes closed, and {they} slept.

:: ending kindness.e.11nvodt
setting: bedroom

<2-9:Tucked up in bed, {name} was thinking.
"Tomorrow," {name} whispered, "I'm going to be kind to someone new."
"I know you will," said {companion}.
"You were so good to {recipient} tonight."><10-12:Tucked up in bed, {name} was thinking. "Tomorrow," {name} whispered, "I'm going to be kind to someone new."
"I know you will," said {companion}, "after the way you looked after {recipient} tonight.">
<young:It made {them} feel warm all over.><8-9:Kindness, {name} decided, was like a muscle: it grew stronger every time you used it.><10-12:Kindness, {name} decided, was rather like a muscle: the more often you used it, the stronger and easier it became.>
<2-9:{name} smiled, yawned, and snuggled down.
Soon {they} was fast asleep.><10-12:{name} smiled, yawned, and snuggled down, and before long {they} was fast asleep.>

:: ending kindness.e.lys4d0
setting: bedroom

<2-9:Outside, a soft rain had started.
Pitter, patter on the roof.><10-12:Outside, a soft rain had begun to patter gently and steadily on the roof.>
<little:{name} was warm and dry in bed. {Companion} was curled up close.><6-9:{name} was warm and dry in bed[ under the {colour} quilt], and {companion} was curled up close.><10-12:{name} was warm and dry in bed[ under the {colour} quilt], with {companion} curled up close, and hoped with all {their} heart that {recipient} was just as warm and snug.>
<2-9:{name} hoped {recipient} was warm and snug too.>
<grown:The rain sang a slow, sleepy song, and {name} listened until the song and the dream were the same thing.><little:The rain sang a sleepy song.>
Goodnight, {name}.
Goodnight.

:: ending kindness.e.fbfsrx
setting: bedroom
closes: wish-for-a-friend

<2-9:{Companion} stayed until {name} was tucked in[ under the {colour} blanket].
"Will you be here in the morning?"
{name} asked.
"I'll be in your dreams," said {companion}.
"And so will {recipient}."
{name} smiled.><10-12:{Companion} stayed until {name} was tucked in[ under the {colour} blanket], and {name} asked drowsily, "Will you be here in the morning?"
"I'll be in your dreams," said {companion}, "and so will {recipient}," which made {name} smile.>
<grown:The wish on the shooting star had come true: tonight, {recipient} had a friend.><little:The star wish came true. {recipient} had a friend!>
<little:{name} gave a big yawn and hugged the pillow. Off {they} drifted, to sleep.><grown:{name} gave a big yawn, hugged the pillow, and drifted off to sleep.>

:: ending kindness.e.emunvx
setting: bedroom

<2-9:Back in bed, {name} looked at {their} empty hands and smiled.
A little while ago, those hands had carried {item}.
Now it was safe with {recipient}.><10-12:Back in bed, {name} looked at {their} empty hands and smiled; only a little while ago they had carried {item}, and now it was safe with {recipient}.>
At the foot of the bed, {companion} was already yawning.
<grown:Empty hands, {name} thought, can feel very full.><little:Empty hands.
Full heart.>
<2-9:The room went soft and dark.><10-12:The room grew soft and dark around them.>
{name} yawned, tucked {their} hands under the pillow, and fell asleep.

:: ending kindness.e.far-window
setting: bedroom

<little:Home again, {name} knelt up on the bed. {Companion} looked out too.><6-9:Home again, {name} knelt up on the bed to look out.
{Companion} looked out too.><10-12:Home again, {name} knelt up on the bed to gaze through the window, and {companion} leaned in close.>
<little:Far away, past the dark trees, was {destination}.><6-9:Far away, past the dark trees and sleeping fields, was {destination}.><10-12:Somewhere beyond the dark trees and sleeping fields lay {destination}, hidden by the night.>
<little:{name} pictured {recipient}, all tucked up. {item} was close by.><6-9:{name} pictured {recipient} tucked up there, with {item} close by.><10-12:{name} pictured {recipient} tucked up there, with {item} close at hand, and felt a small, bright warmth.>
<2-9:"Somebody over there is smiling in their sleep," said {companion}.><10-12:"Somebody over there is smiling in their sleep, thanks to you," murmured {companion}.>
<little:{name} lay down. {They} smiled too, and fell asleep.><6-9:{name} lay back down, smiling too, and was soon fast asleep.><10-12:{name} lay back down, smiling as well, and was soon fast asleep.>

:: ending kindness.e.shared-quilt
setting: bedroom

<little:{name} climbed into bed. The quilt was big and warm.><6-9:{name} climbed into bed, and the quilt was big and warm.><10-12:{name} climbed into bed, under a quilt that was wide and wonderfully warm.>
<little:Up went one corner. "There's room for you," said {name}.><6-9:{name} held up one corner. "There's room for you too," {name} said.><10-12:At once {name} lifted one corner: "There's room under here for you too.">
<little:{Companion} snuggled in at the edge.><6-9:{Companion} snuggled in at the very edge, warm and close.><10-12:{Companion} settled in at the very edge and gave {sound}.>
<little:{name} thought of {recipient}, and of {item}.><6-9:{name} thought of {recipient}, and of {item}, far away and safe now.><10-12:{name} thought of {recipient} and of {item}, far away and safe now.>
<little:The quilt felt even warmer now.><6-9:Funny, {name} thought: sharing made the quilt feel warmer, not smaller.><10-12:Curiously, {name} reflected, sharing had made the quilt feel warmer rather than smaller.>
<little:{name} yawned. Soon {they} was asleep.><6-9:{name} gave a yawn, and soon {they} was asleep.><10-12:{name} gave a long, unhurried yawn and was soon sound asleep.>

:: ending kindness.e.tucking-turn
setting: bedroom

<little:Back home, it was {name's} turn to help. {Companion} got tucked in first, nice and tight!><6-9:Back home, it was {name's} turn to do the tucking in.
{Companion} went first, with the softest cushion[ and the {colour} blanket].><10-12:Back home, {name} announced it was {their} turn to do the tucking in, and {companion} went first, with the softest cushion[ and the {colour} blanket].>
<2-9:"Snug?" asked {name}.
"Very snug," said {companion}.><10-12:"Snug enough?" asked {name}, and {companion} declared it the most comfortable spot in the whole house.>
<little:Then {name} hopped into {their} own bed too.><6-9:Then {name} climbed into {their} own bed[, {their} {hair} hair all messy from the night].><10-12:Only then did {name} climb into {their} own bed[, {their} {hair} hair tousled from the night].>
<little:Far away, {recipient} had {item} now. Everyone was cosy.><6-9:Far away, {recipient} had {item}, and everyone {name} cared about was cosy.><10-12:Far away, {recipient} had {item}, and everyone {name} cared about was cosy at last, which was precisely how a night ought to end.>
<little:{name's} eyes closed. Sleep came softly.><6-9:{name's} eyes closed, and sleep came softly in.><10-12:{name's} eyes closed, and sleep crept softly in.>

:: ending kindness.e.moon-stripe
setting: bedroom

<little:Back in bed, {name} saw a stripe of moonlight. It lay across the floor.><6-9:Back in bed, {name} watched a thin stripe of moonlight lying across the floor.><10-12:Back in bed, {name} watched a stripe of moonlight lying across the floor like a silver ribbon.>
<little:It was only small. But the whole room looked softer.><6-9:It was only a small light, but it made the whole room look softer.><10-12:It was only a small light, yet somehow it made the entire room look gentler.>
<2-9:"Small things can light up a lot," said {companion}.><10-12:"Small things can light up a great deal," murmured {companion}.>
<little:{name} thought of {item}. {recipient} had been so glad!><6-9:{name} thought of {item}, and of how glad {recipient} had been.><10-12:{name} thought of {item}, and of how glad {recipient} had been: a small thing too, whose glow had reached a long way.>
<little:{Companion} lay down by the bed. {name's} eyes closed, and {they} fell asleep.><6-9:{Companion} lay down beside the bed, and {name's} eyes slowly closed until {they} was asleep.><10-12:{Companion} settled beside the bed, and {name's} eyes closed until {they} was sound asleep.>
