// Family: the theme's openings, its quests (each followed by its set-ups and pay-offs), its scenes and its endings.
// How to write for it: ../README.md. The journeys every theme shares are in ../journeys.story.
theme: Family

// Openings: home at bedtime; the companion arrives. Quest-neutral.

:: opening family.o.1j2e42s
setting: bedroom

<2-9:Rain had pattered down all evening.><10-12:Rain had pattered down all evening, and by the back door stood a row of wet boots: big ones, middle ones, and {name's} small ones at the end.>
<little:Plip, plop, plip.>
<little:By the back door stood a row of wet boots. Big ones, middle ones, and {name's} small ones!><6-9:By the back door stood a row of wet boots: big ones, middle ones, and {name's} small ones at the end.>
<grown:Now {name} was tucked up warm, listening to the drips from the gutter.><little:Now {name} was warm in bed.>
<2-9:Then came a new sound.
Tap, tap, on the glass!><10-12:Then came a new sound, a gentle tapping on the glass.>
<grown:Out on the windowsill, dripping and smiling, sat {companionIntro}.><little:There sat {companionIntro}, dripping wet.>
<2-9:"Hello, {name}," said {companion}.
"A family out there needs a helper tonight.
Will you come?"[ {name} reached for {their} {colour} dressing gown at once.]><10-12:"Hello, {name}," said {companion} quietly.
"There's a family out there who need a helper tonight; will you come?"[ {name} was already reaching for {their} {colour} dressing gown.]>

:: opening family.o.16q0n86
setting: bedroom
opens: photo-by-bed

By {name's} bed stood a photo in a frame.
<grown:It showed a picnic, with everyone squashed onto one blanket, squinting in the sun.><little:It showed the whole family on a picnic.>
<8-9:Somebody's elbow was in somebody else's sandwich, and everybody was laughing.><10-12:Somebody's elbow had landed in somebody else's sandwich, and nobody minded.>[ In the photo, {name's} {hair} hair was sticking up in the wind.]
"Goodnight, everyone," {name} whispered to it, as always.
<little:Then the photo began to glow!><grown:But tonight the photo began to glow, soft and gold.>
Out of the frame stepped {companionIntro}.
"What a lovely family," said {companion}.
<grown:"Tonight another family needs a hand.
Shall we go?"><little:"Now, shall we go and help a family?">

:: opening family.o.16datcf
setting: bedroom
opens: goodnight-song

<2-9:Every night, someone in {name's} family sang the same goodnight song.><10-12:Every night, someone in {name's} family sang the same goodnight song, an old, old song passed down from grandparent to grown-up to child.>
<6-9:It was an old, old song, passed down from grandparent to grown-up to child.><little:It was a very old song.>
<2-9:Tonight, the last note floated out through the open window.><10-12:Tonight the last note floated out through the open window, but the song didn't stop, because somebody outside was humming it!>
<little:La, la, la.>
<2-9:But the song didn't stop.
Somebody outside was humming it!
{name} tiptoed to the window[ in {their} {colour} socks].
Humming on the sill sat {companionIntro}.
"I know that song," said {companion}.
"Will you come out with me?
Someone needs us tonight."><10-12:Curious, {name} tiptoed to the window[ in {their} {colour} socks], and there, humming on the sill, sat {companionIntro}.
"I know that song," said {companion}, "and I know someone who needs us tonight, so will you come out with me?">

:: opening family.o.1jdrflk
setting: bedroom

<2-9:{name's} quilt was made of patches from old, loved things.><10-12:{name's} quilt was stitched together from patches of old, much-loved things.
There was a square from a grandparent's shirt, another from a baby blanket, and another from a cousin's party dress.>
<6-9:There was a square from a grandparent's shirt, a square from a baby blanket and a square from a cousin's party dress.><little:One patch was from a shirt.
One was from a baby blanket.><2-9:[ One bright patch was {colour}, just for {name}.]><10-12:[ One bright patch was {colour}, chosen especially for {name}.]>
<2-9:Tonight, as {name} snuggled down, one patch began to ripple like water.
Out of it climbed {companionIntro}.
"Every patch has a family story," said {companion}.><10-12:Tonight, as {name} snuggled down, one patch began to ripple like water, and out of it climbed {companionIntro}.>
<6-9:"Tonight, let's go and help with somebody else's."><little:"Let's go and help a family."><10-12:"Every patch has a family story," said {companion}, "so tonight, let's go and help with somebody else's.">

:: opening family.o.14mlhv
setting: garden
picture: sunflowers

<grown:It was a long summer evening, too light for sleeping.
{name} was out in the garden in {their} pyjamas, watering the sunflowers.><little:It was a summer night.
{name} was watering the sunflowers.>
<grown:Everyone in the family had planted one, and they stood in a row by the fence, tallest to smallest.><little:There was one sunflower for everyone in the family.>
<2-9:Splish, splash went the watering can[, the {colour} one].
Then the smallest sunflower rustled.
Out peeped {companionIntro}.
"Put the can down," said {companion}.
"There's a family job to do tonight."><10-12:The watering can[, the {colour} one,] went splish, splash, until the smallest sunflower rustled and out peeped {companionIntro}.
"Put the can down," said {companion}, "because there's a family job to do tonight.">

:: opening family.o.19p7lh0
setting: bedroom

Snow was falling past {name's} window, soft and slow.
<grown:Someone had warmed {name's} pyjamas on the radiator, and the hot-water bottle was tucked right down by {their} toes.><little:{name's} pyjamas were warm.
{name's} toes were cosy.>
<2-9:Then the snow outside began to swirl.><10-12:Then the snow outside began to swirl and spin, until it turned into {companionIntro}, with snowflakes still settling on top.>
<6-9:It spun and whirled, and turned into {companionIntro}, with snowflakes still settling on top.><little:Whoosh!
It turned into {companionIntro}!>
<2-9:"Brr," said {companion}, smiling.
"Not everyone is as cosy as you tonight.
Shall we go and help?"[ {name's} {eyes} eyes sparkled.]><10-12:"Brr," said {companion} with a smile.
"Not everyone is as cosy as you tonight; shall we go and help?"[ {name's} {eyes} eyes sparkled eagerly.]>

:: opening family.o.18j60y
setting: bedroom

<2-9:{name} closed {their} eyes, and a dream began.>
<6-9:The bed became a little boat[ with a {colour} sail], and the carpet became a calm blue sea.><10-12:As {name} closed {their} eyes, a dream began, in which the bed became a little boat[ with a {colour} sail] and the carpet an immense, calm blue sea.><little:The bed was a boat.
The carpet was the sea!>
<2-9:Swish, swish, went the waves against the bedposts.><10-12:Waves swished against the bedposts as something paddled steadily across the sea towards the boat: it was {companionIntro}.>
<6-9:Something was paddling across the sea towards the boat.><little:Something was coming.>
<2-9:It was {companionIntro}.
"Ahoy, {name}!" called {companion}.
"A family out there needs help tonight.
Will you sail with me?"><10-12:"Ahoy, {name}!" called {companion}.
"A family out there needs help tonight; will you sail with me?">
<8-9:In the dream, {name} felt brave and wide awake, and ready for anything the night might bring.><10-12:In the dream, {name} felt brave and clear-headed, the way you do when you know exactly where you are needed.>

:: opening family.o.evumz9
setting: bedroom

<little:On {name's} shelf sat a very old teddy. One ear was sewn back on.[ It wore a {colour} scarf.]><grown:On {name's} shelf sat a very old teddy, with one ear sewn back on[ and a {colour} scarf].>
<grown:Long ago, before {name} was born, it had belonged to someone else in the family.><little:Someone in the family had loved it first.>
<2-9:Tonight, in the dark, the teddy whispered.
"Psst!
{name}!
Somebody's at the window."
{name} sat up.><10-12:Tonight, in the dark, the teddy whispered, "Psst, {name}, somebody's at the window," and {name} sat up.>
<little:Knock, knock!><6-9:There was a soft knock on the glass.><10-12:There was a soft knock on the glass, and outside stood {companionIntro}.>
<2-9:Outside stood {companionIntro}.
"Good evening," said {companion}, with a wave to the teddy.
"There's a family job to do tonight.
Are you ready?"><10-12:"Good evening," said {companion}, waving politely to the teddy.
"There's a family job to do tonight; are you ready?">

:: opening family.o.ej4pcm
setting: garden

<2-9:At the end of the garden hung an old wooden swing.><10-12:At the end of the garden hung an old wooden swing, built long ago by someone in {name's} family, and every child since had swung on it.>
<6-9:Someone in {name's} family had built it long ago, and every child since had swung on it.><little:Everyone in the family loved it.>
<2-9:{name} went out to say goodnight to it, as always.
Then the swing began to move all on its own.
Creak, creak.
Sitting on it, swinging gently, was {companionIntro}.
"Hello, {name}," said {companion}, and hopped off.
"A family out there could use a friend like you.
Coming?"[ The warm breeze ruffled {name's} {hair} hair.]><10-12:{name} went out to say goodnight to it, as always, when the swing began to creak and move all on its own.
Sitting on it, swinging gently, was {companionIntro}.
"Hello, {name}," said {companion}, hopping off.
"A family out there could use a friend like you; are you coming?"[ The warm breeze ruffled {name's} {hair} hair.]>

:: opening family.o.oaewx9
setting: bedroom
opens: secret-knock

<2-9:{name's} family had a secret knock.>
<6-9:Knock-knock, wait, knock.
It meant "It's me, and I love you."><little:Knock-knock... knock!
It meant "I love you."><10-12:{name's} family had a secret knock, knock-knock, wait, knock, which meant "It's me, and I love you.">
<2-9:Tonight, just as {name} was drifting off, the secret knock came again.
But it came from the window![ {name's} {eyes} eyes opened very wide.]><10-12:Tonight, just as {name} was drifting off, the secret knock came again, but this time it came from the window![ {name's} {eyes} eyes opened very wide.]>
<6-9:Waiting on the windowsill, looking very pleased, was {companionIntro}.><10-12:Waiting on the windowsill, looking remarkably pleased, was {companionIntro}.><little:There sat {companionIntro}!>
<2-9:"How do you know our knock?" asked {name}.><10-12:"How do you know our knock?" asked {name}, astonished.>
<2-9:"I heard it on my way past," said {companion}.
"It's the friendliest knock in the street.
Put your slippers on.
Someone needs us tonight."><10-12:"I heard it on my way past," said {companion}, "and it's the friendliest knock in the street.
Put your slippers on, because someone needs us tonight.">

:: opening family.o.1jl7uer
setting: bedroom
opens: height-chart

<2-9:On the back of {name's} bedroom door was a height chart.>
<6-9:It had pencil lines for everyone in the family, with names and dates, and {name's} line was the newest.><10-12:On the back of {name's} bedroom door hung a height chart, with pencilled lines, names and dates for everyone in the family; {name's} line was the newest.><little:It had a pencil line for everyone in the family.>
<little:Tonight the moon shone right on it.[ It shone on the {colour} star by {name's} line.]><grown:Tonight the moon shone right on it[, and on the tiny {colour} star someone had drawn by {name's} line].>
<little:Then a new shape stood by the chart, very straight and tall.><6-9:Then a new shape stood beside the chart, standing very straight and tall.><10-12:Then a new shape appeared beside the chart, standing very straight and tall: it was {companionIntro}.>
<2-9:It was {companionIntro}.
"Do I get a line too?" asked {companion}, with a wink.
{name} laughed.><10-12:"Do I get a line too?" asked {companion} with a wink, and {name} laughed.>
<6-9:"Later," said {companion}.
"Tonight there's another family to help."><little:"Now let's go and help a family," said {companion}.><10-12:"Later," said {companion}, "because tonight there's another family to help.">

:: opening family.o.sd0kin
setting: bedroom

<2-9:The bedroom door was open just a crack.><10-12:The bedroom door was open just a crack, and a stripe of yellow light lay across the floor from the landing, where the family always left the lamp on.>
<6-9:A stripe of yellow light lay across the floor from the landing, where the family always left the lamp on.><little:A stripe of light came in from the landing.>
<2-9:Downstairs, someone was washing up and humming.
{name} liked those sounds.[ {name} lay still, {their} {hair} hair spread on the pillow.]><10-12:Downstairs, someone was washing up and humming, and {name} liked those ordinary, comforting sounds.[ {name} lay still, {their} {hair} hair spread on the pillow.]>
<little:Then something came walking along the stripe of light.><grown:Then something came walking along the stripe of light, as careful as a tightrope walker.>
<little:Step, step, step.>
It was {companionIntro}.
<2-9:"Shh," said {companion}.
"There's someone we can help tonight.
Are you ready?"><10-12:"Shh," said {companion}, "there's someone we can help tonight, if you're ready.">

:: opening family.o.waof83
setting: garden

<little:When {name} was a baby, {their} family planted a little tree.><grown:When {name} was a baby, {their} family had planted a little tree in the garden.>
<grown:Now it was taller than the shed, and every year they measured it on {name's} birthday.><little:Now it was tall.
It grew as {name} grew.>
Tonight, {name} went out to say goodnight to it.[ An old {colour} ribbon still hung from its lowest branch.]
<2-9:The branches rustled.><10-12:The branches rustled mysteriously, and down climbed {companionIntro}.>
<little:Rustle, rustle!>
<2-9:Down climbed {companionIntro}.
"This is a very fine tree," said {companion}.>
<6-9:"It has been listening to your family for years.
Tonight, another family needs us."><little:"Come on.
A family needs us."><10-12:"This is a very fine tree," said {companion}, "and it has been listening to your family for years.
Tonight, though, another family needs us.">
<8-9:{name} put one hand on the rough bark, as if to say goodbye for a little while.><10-12:{name} rested one hand on the rough bark, as if bidding an old friend goodbye for a while.>

:: opening family.o.1ixzdvi
setting: bedroom

<2-9:Someone who loved {name} very much had rung up to say goodnight.><10-12:Someone who loved {name} very much had telephoned to say goodnight, with a suggestion: "Look at the moon before you sleep, and I'll be looking at it too.">
<6-9:"Look at the moon before you sleep," they had said.
"I'll be looking at it too."><little:"Look at the moon," they said.
"I will too.">
<2-9:So {name} knelt at the window and looked.
The moon was big and round.[ It filled {name's} {eyes} eyes with silver.]
Then something came whizzing down a moonbeam.
Whee!
It was {companionIntro}.
"I saw you thinking about someone you love," said {companion}.
"Shall we go and help a family tonight?"><10-12:So {name} knelt at the window and gazed at the moon, enormous and round[, filling {name's} {eyes} eyes with silver].
Then something came whizzing down a moonbeam, and it turned out to be {companionIntro}.
"I saw you thinking about someone you love," said {companion}, "so shall we go and help a family tonight?">

// Quests: each names the thing carried, who it is for and where it goes; its set-ups and pay-offs follow it.

:: quest mouse-thimble
item: the silver thimble
itemFull: Granny Mouse's silver thimble
itemHeld: in {their} dressing-gown pocket
itemTell: <little:gave a tiny wink><grown:gave a tiny wink of light>
recipient: Granny Mouse
destination: <little:Granny Mouse's cottage><grown:Granny Mouse's cottage in the hedge bank>
goal: take the silver thimble back to Granny Mouse
refrain: Small and shiny, safe and sound

:: setup family.mouse-thimble.s.5tqpd9
setting: garden

Out on the garden path, something tiny was shining in the moonlight.
<little:Twinkle!>
<2-9:{name} crouched down[ in {their} {colour} slippers] and picked it up.
It was a silver thimble, no bigger than a pea.
"That's {itemFull}!" said {companion}.><10-12:{name} crouched down[ in {their} {colour} slippers] and picked up a silver thimble, no bigger than a pea.
"That's {itemFull}!" exclaimed {companion}.>
<grown:"She is sewing a quilt for her grandchildren, with a square for every single one.
Without her thimble, the needle pricks her finger."><little:"She is sewing a quilt for her family.">
<2-9:{name} tucked the thimble into {their} dressing-gown pocket. "{refrain}," {they} said.
"Let's {goal}."><10-12:{name} tucked the thimble into {their} dressing-gown pocket and said, "{refrain}. Let's {goal}.">
<8-9:It seemed a very small thing to be so important, but {name} knew that small things often are.><10-12:It seemed a very small thing to matter so much, but the smallest things often matter most.>

:: setup family.mouse-thimble.s.2a3kge
setting: bedroom

<little:A small mouse popped out from behind the wardrobe. She was in a big hurry!><grown:A small mouse popped out from behind the wardrobe in a big hurry.>
<2-9:"Please help!" she squeaked.
"I borrowed {itemFull} to sew on a button.
I forgot to give it back!"><10-12:"Please help!" she squeaked. "I borrowed {itemFull} to sew on a button, and I forgot to give it back!">
<grown:She held it up, and it shone like a tiny moon.><little:It shone like a tiny moon.>
<2-9:"Granny can't finish our quilt without it.
But I must be in bed by moonrise."
{Companion} looked at the thimble, then at {name}, and nodded.><10-12:"Granny can't finish our quilt without it, but I must be in bed by moonrise."
{Companion} looked thoughtfully at the thimble, then at {name}, and nodded.>
<little:{name} knelt down and held out a hand.><grown:{name} knelt down[, {their} {hair} hair falling forward,] and held out a hand.>
<2-9:"Don't worry," {they} said.
"We'll {goal}."><10-12:"Don't worry," {they} said reassuringly, "we'll {goal}.">

:: payoff family.mouse-thimble.p.aw8hfl
setting: meadow

<little:In the hedge bank was a round green door.><grown:At the edge of the meadow, tucked in the hedge bank, was a round green door.>
<2-9:{name} knocked, tap, tap.
Out peeped {recipient} in a frilly nightcap.><10-12:When {name} knocked, out peeped {recipient} in a frilly nightcap.>
<little:Behind her lay a patchwork quilt, almost finished.[ One square was as {colour} as {name's} slippers.]><grown:Behind her lay a patchwork quilt, almost finished[, with one square as {colour} as {name's} slippers].>
<2-9:{name} held out {item}.
"My thimble!" she cried.><10-12:{name} held out {item}, and she cried, "My thimble!">
<grown:She popped it on her finger, and with six quick stitches the last square was sewn in place.><little:Stitch, stitch, stitch!
The quilt was done.>
<8-9:Every square was a different grandchild's favourite colour, and together they made something warmer than any one of them alone.><10-12:Each square was a different grandchild's favourite colour, and stitched together they made something far warmer than any single square.>
<2-9:{recipient} looked from {name} to {companion} and beamed.
"Thank you, my dears," she said.
"Now my whole family is in it."><10-12:{recipient} looked from {name} to {companion} and beamed.
"Thank you, my dears," she said, "because now my whole family is in it.">

:: payoff family.mouse-thimble.p.13t3rsj
setting: kitchen

<little:Inside, a tiny kettle was singing.><grown:Inside {destination}, a tiny kettle was singing.>
<2-9:{recipient} sat by the stove, squinting and sighing.
"Oh, where can it be?" she said.><10-12:{recipient} sat by the stove, squinting and sighing, "Oh, where can it be?">
<little:{Companion} stayed by the door. {name} stepped in and opened {their} hand.><grown:{Companion} stayed by the door while {name} stepped in and opened {their} hand.>
<2-9:There lay {itemFull}, shining.
"Oh, my dear!"><10-12:There lay {itemFull}, shining, and she exclaimed, "Oh, my dear!">
<grown:Granny Mouse put it on and sewed the last square, quick as a wink.><little:On it went.
Stitch, stitch, done!>
<2-9:Then she tapped one plain square in the corner.
"That one is for you, {name}," she said.
"Anyone who helps my family is part of it."><10-12:Then she tapped one plain square in the corner.
"That one is for you, {name}," she said, "because anyone who helps my family is part of it.">

:: quest badger-moonstone
item: the moonstone
itemFull: Conker Badger's birthday moonstone
itemHeld: in {their} pyjama pocket
itemTell: <little:glowed milky white><grown:glowed a soft, milky white>
recipient: Tansy Badger
destination: <little:the badgers' sett><grown:the badgers' sett under the beech tree>
goal: keep Conker's promise to Tansy Badger
refrain: A promise is a promise

:: setup family.badger-moonstone.s.3sigpv
setting: garden

<2-9:Atishoo!
A sneeze came from the garden wall.><10-12:A tremendous sneeze came from the garden wall.>
<little:There sat a young badger in a blanket. What a red nose!><grown:There sat a young badger in a blanket, with a very red nose.>
"I'm Conker," he sniffed.
"It's my little sister Tansy's birthday tonight.
<grown:I promised her this, but Granny says I must stay in bed with my cold."><little:I promised her this.
But I have a cold.">
<little:In his paw was a round white stone. It shone, soft and white.><grown:In his paw was a round white stone, glowing like a tiny moon.>
<2-9:{Companion} leaned close to see it glow.
It was {itemFull}.><10-12:{Companion} leaned close to see it glow; it was {itemFull}.>
<2-9:{name} held out {their} hand. "{refrain}," {they} said.
"We'll {goal}."><10-12:{name} held out {their} hand and said, "{refrain}. We'll {goal}.">

:: setup family.badger-moonstone.s.bzgmzw
setting: bedroom

<2-9:{Companion} was holding something round and white.
It glowed like a tiny moon.
"This is {itemFull}," said {companion}.><10-12:{Companion} was holding something round and white that glowed like a tiny moon.
"This is {itemFull}," {companion} explained.>
<grown:"He found it for his little sister, Tansy, and promised she would have it on her birthday.
Tonight is her birthday, but Conker is tucked up at his granny's with a cold."><little:"He promised it to his little sister, Tansy.
But he is ill in bed.">
<2-9:{name} thought about Tansy, waiting and waiting.
[{name's} {eyes} eyes were serious.]><10-12:{name} thought about Tansy, waiting and waiting[, and {their} {eyes} eyes grew serious].>
"Then we must {goal}," {they} said.
<8-9:Keeping someone else's promise felt like being trusted with something precious.><10-12:Keeping someone else's promise felt like being trusted with something precious and fragile.>

:: payoff family.badger-moonstone.p.14d452l
setting: forest

<little:Under the beech tree, a small striped face peeped out.><grown:Under the beech tree, a small striped face was peeping out of the sett.>
<2-9:"Is Conker coming?" asked {recipient}.
"He promised."><10-12:"Is Conker coming?" asked {recipient} anxiously, "because he promised.">
{name} knelt down[, {their} {colour} dressing gown brushing the moss].
"He has a cold," {they} said gently, "but he didn't forget."
Out came {item}, glowing soft and white.
<little:Oh!
Tansy gasped.><grown:Tansy held it in both paws, and her whole face lit up.>
{Companion} smiled at {name} over the top of Tansy's head.
<8-9:It was not just a stone, {name} realised; it was a brother thinking of his sister, all the way across the wood.><10-12:It was not really a stone at all, {name} realised; it was a brother's love, carried all the way across the wood.> "{refrain}," whispered Tansy, and hugged it tight.

:: payoff family.badger-moonstone.p.5tqtwn
setting: forest

<little:Inside the sett, the badgers were having a birthday supper.><grown:Inside {destination}, the badgers were having a birthday supper.>
<2-9:There were worm pies and blackberry jelly, but {recipient} wasn't eating.
She kept looking at Conker's empty chair.
Then {name} stepped in with {itemFull}.
"Happy birthday, from your big brother," {they} said.
{Companion} pointed to Conker's empty chair.><10-12:There were worm pies and blackberry jelly, but {recipient} wasn't eating; she kept glancing at Conker's empty chair, until {name} stepped in with {itemFull}.
"Happy birthday, from Conker," {they} said, and {companion} pointed to his empty chair.>
<grown:Tansy set the moonstone on Conker's chair, and it shone there all evening, like a little piece of him.><little:Tansy put it on Conker's chair.
It glowed all night.>
<2-9:"Tell him it's the best present ever," she said.
"And tell him to get better soon."><10-12:"Tell him it's the best present ever," she said, "and tell him to get better soon.">

:: quest hedgehog-home
item: the baby hedgehog
itemFull: a baby hedgehog no bigger than a plum
itemHeld: in {their} woolly hat
itemTell: <little:gave a snuffly sneeze><grown:gave a tiny, snuffly sneeze>
recipient: Mother Hedgehog
destination: <little:the hedgehogs' nest><grown:the hedgehogs' nest under the bramble bush>
goal: carry the baby hedgehog home to Mother Hedgehog
refrain: Curl up small, we're nearly home

:: setup family.hedgehog-home.s.17992mf
setting: garden

<2-9:Under the garden bench, something was squeaking.
Eek, eek.
{name} knelt down to look.><10-12:Under the garden bench, something was squeaking, so {name} knelt down to look.>
<little:It was a baby hedgehog, curled up tight and crying.><grown:It was {itemFull}, curled up tight and crying.>
<grown:"He followed a beetle too far," said {companion}, "and now he can't find his way home."><little:"He is lost," said {companion}.>
<2-9:"His mum will be counting her babies," said {name}.
"One, two, three, four, and no five."><10-12:"His mum will be counting her babies," said {name}, "one, two, three, four, and no five.">
<little:{name} lifted him gently into {their} woolly hat.><grown:{name} lifted him ever so gently into {their} woolly hat[, the {colour} one].>
<2-9:"Don't cry," {they} whispered.
"We'll {goal}."><10-12:"Don't cry," {they} whispered soothingly, "we'll {goal}.">

:: setup family.hedgehog-home.s.1fhbdg7
setting: bedroom

<2-9:{name} went to put on {their} slippers, and stopped.
One slipper was prickly!><10-12:{name} went to put on {their} slippers, and stopped, because one slipper was unexpectedly prickly.>
<little:Sniff, sniff.
Snuffle!>
<little:Inside it was a baby hedgehog, fast asleep!><grown:Inside it was {itemFull}, fast asleep.>
<grown:"He must have crept in from the garden," said {companion}.
"His mother will be looking everywhere."><little:"He is lost," said {companion}.
"His mum will miss him.">
<8-9:{name} imagined a mother counting her babies in the dark and coming up one short, and {their} heart gave a squeeze.><10-12:{name} pictured a mother somewhere counting her babies in the dark and coming up one short, and felt a sharp pang of sympathy.>
<2-9:{name} tucked him into {their} woolly hat.
"We'll {goal}," {they} said.><10-12:{name} tucked him carefully into {their} woolly hat and said, "We'll {goal}.">

:: payoff family.hedgehog-home.p.1kajdiu
setting: forest

<little:Under the bramble bush was a nest of leaves. In it were four baby hedgehogs in a row.><grown:Under the bramble bush was a nest of leaves, and in it were four baby hedgehogs in a row.>
<2-9:{recipient} was counting them.
"One, two, three, four," she said, and her nose drooped.
"Where is my five?"
{Companion} gave {name} a small nod.
{name} knelt down and lifted {item} out of {their} hat.><10-12:{recipient} was counting them, "One, two, three, four," and her nose drooped. "Where is my five?"
At a small nod from {companion}, {name} knelt down and lifted {item} out of {their} hat.>
<little:Snuffle, snuffle.
Home!><grown:The little one tumbled into the nest and snuggled into the end of the row.>
"Five!" cried {recipient}.
<8-9:She counted them again, and again, as if she could never hear the number often enough.><10-12:She counted them again, and then once more, as if five had suddenly become the loveliest number in the world.>
<2-9:"Thank you," she said.
"Now we are all here."><10-12:"Thank you," she said contentedly. "Now we are all here.">

:: payoff family.hedgehog-home.p.1s4g89l
setting: garden

<little:At the bottom of the garden stood the bramble bush. Out came a worried voice.><grown:At the bottom of the old garden stood the bramble bush, and out of it came a worried voice.>
"Where are you, my smallest?"
<little:{name} lifted {item} from {their} hat. {They} set him on the grass.><grown:{name} lifted {item} from {their} hat and set him on the grass[ beside {their} {colour} slippers].>
<2-9:The baby hedgehog sniffed the air.
Then he ran, patter, patter, straight to {recipient}.><10-12:The baby hedgehog sniffed the air, then pattered straight to {recipient}.>
<grown:She wrapped him up in her soft tummy, and four more little noses poked out to say hello.><little:She hugged him close.
Four more noses poked out.>
<2-9:"Thank you," she said to {name} and {companion}.
"A family isn't whole until everyone is home."><10-12:"Thank you," she said to {name} and {companion}, "because a family isn't whole until everyone is home.">

:: quest otter-necklace
item: the shell necklace
itemFull: the otter pups' shell necklace for Grandma Otter
itemHeld: looped round {their} wrist
itemTell: clicked, shell against shell
recipient: Grandma Otter
destination: <little:Grandma Otter's den><grown:Grandma Otter's den under the willow roots>
goal: finish the shell necklace and take it to Grandma Otter
refrain: One shell from every little paw

:: setup family.otter-necklace.s.3lhnwp
setting: garden

<2-9:Six wet otter pups scampered across the garden.
The biggest was holding a string of shells.
"It's for Grandma's birthday," she said.
"We each found one shell."><10-12:Six wet otter pups scampered across the garden, and the biggest was holding a string of shells.
"It's for Grandma's birthday," she explained, "and we each found one shell.">
<grown:The smallest pup opened her paw.
Inside was one tiny pink shell.><little:The smallest pup had one more shell.
Pink and tiny.>[ She tugged at {name's} {colour} sleeve.]
<2-9:"Mine isn't on yet, and we have to go to bed."
{Companion} bent down to see the little pink shell.><10-12:"Mine isn't on yet, and we have to go to bed," she said, as {companion} bent down to see the little pink shell.>
<little:{name} took {item} and the pink shell.><grown:{name} took {itemFull} and the pink shell.>
<little:"We'll finish it for Grandma Otter," {they} promised. "{refrain}."><grown:"We will {goal}," {they} promised. "{refrain}.">

:: setup family.otter-necklace.s.s4bxka
setting: bedroom

<2-9:On {name's} windowsill lay a string of shells, wet from the river.
A note was tied to it in wobbly writing: FOR GRANDMA OTTER.
NEARLY DONE.
"It's {itemFull}," said {companion}.
"The pups fell asleep before they finished it."
There was one gap left on the string.
Beside the note lay the last shell, small and pink.><10-12:On {name's} windowsill lay a string of shells, still wet from the river, with a note tied on in wobbly writing: FOR GRANDMA OTTER. NEARLY DONE.
"It's {itemFull}," said {companion}, "but the pups fell asleep before they finished it."
There was one gap left on the string, and beside the note lay the last shell, small and pink.>
<8-9:{name} could picture the littlest pup, trying so hard to stay awake for her turn.><10-12:{name} could picture the littlest pup, eyelids drooping, determined to stay awake for her turn.>
{name} looped the necklace round {their} wrist.
<little:"We'll finish it and take it to Grandma Otter," {they} said.><grown:"Then we'll {goal}," {they} said.>

:: payoff family.otter-necklace.p.ydjb0x
setting: river

<little:Under the willow roots sat {recipient} in her shawl.><grown:Under the willow roots, by the dark river, {recipient} was sitting up in her shawl.>
<2-9:"Visitors, so late?" she said.
{name} held out {item}.
"It's from your grandchildren," {they} said.
"One shell from every little paw.
But it isn't quite finished."
{Companion} held the two ends of the string quite still.
Carefully, {name} threaded on the little pink shell and tied a knot.><10-12:"Visitors, so late?" she said in surprise.
{name} held out {item}, explaining, "It's from your grandchildren, one shell from every little paw, but it isn't quite finished."
While {companion} held the two ends of the string quite still, {name} carefully threaded on the little pink shell and tied a knot.>
<little:Click!
All done.><grown:The last shell clicked into its place, and the necklace was whole.>
<2-9:Grandma Otter put it on.
"Six shells," she said softly.
"Every one of them loved."><10-12:Grandma Otter put it on and said softly, "Six shells, and every one of them loved.">

:: payoff family.otter-necklace.p.nc0aot
setting: river

<little:The river sang softly past the willow roots.><grown:The river was singing softly past {destination}.>
{recipient} peered out, her whiskers silver in the moonlight.
"We came to see you," said {companion} warmly.
<little:"A present from the pups," said {name}. {They} showed her {item}.><grown:"A present from the pups," said {name}, and held up {item}.>
<little:Then {name} found the little pink shell. {They} threaded it on, right in the middle.><grown:Then {name} found the little pink shell[ in the pocket of {their} {colour} dressing gown] and threaded it on, right in the middle.>
<grown:"That one is from the littlest," {name} explained.
"She wanted to be here."><little:"That one is from the littlest.">
<2-9:Grandma Otter held the necklace to her heart. "{refrain}," she said.
"What a lucky grandma I am."><10-12:Grandma Otter held the necklace to her heart and murmured, "{refrain}. What a lucky grandma I am.">

:: quest vole-chime
item: the cradle chime
itemFull: Baby Vole's little cradle chime
itemHeld: <little:in {their} basket><grown:in the basket on {their} arm>
itemTell: <little:gave a silvery tinkle><grown:gave a soft, silvery tinkle>
recipient: Baby Vole
destination: <little:the voles' little house><grown:the voles' little house by the stream>
goal: take the mended chime home to Baby Vole
refrain: Ting-a-ling, sleepy thing

:: setup family.vole-chime.s.6i78yy
setting: bedroom

<2-9:The wind blew something through the open window.
It landed on the bed with a sad little clink.><10-12:The wind blew something through the open window, and it landed on the bed with a sad little clink.>
<little:It was a tangle of acorn cups and tiny bells. The string was broken.><grown:It was a tangle of acorn cups and tiny bells on a broken string.>
"Oh dear," said {companion}.
"That's {itemFull}.
<grown:Without it, the baby cries all night, and the whole vole family stays awake."><little:Without it, the baby can't sleep.">
<little:{name} tied the string together with a hair ribbon.><grown:{name} sat down and tied the string together with a hair ribbon[, the {colour} one].>
<2-9:Ting-a-ling!
"It works," said {name}.
"Now let's {goal}."><10-12:It rang out, ting-a-ling, and {name} said with satisfaction, "It works, so now let's {goal}.">

:: setup family.vole-chime.s.144do2l
setting: kitchen

A tiny knock came at the kitchen door.
<little:There stood Father Vole in his dressing gown. He held {itemFull}.><grown:There stood Father Vole, in his dressing gown, holding {itemFull}.>
<little:Its string had snapped. The little bells rolled about in his paws.><grown:Its string had snapped, and the little bells rolled about in his paws.>
<grown:"Baby Vole won't sleep without it," he yawned, "and none of us have slept for two nights.
But my paws are all thumbs."><little:"Baby won't sleep," he yawned.
"Can you fix it?">
<2-9:{Companion} gathered up the runaway bells and held them ready.
{name} sat at the kitchen table and tied three strong knots.
Ting-a-ling!><10-12:{Companion} gathered up the runaway bells and held them ready while {name} sat at the kitchen table and tied three strong knots, until the chime rang out again.>
<8-9:Father Vole looked so tired that {name} decided at once to carry it home for him.><10-12:Father Vole was swaying with tiredness, so {name} decided at once to carry it home for him.>
"We'll {goal}," {they} said.

:: payoff family.vole-chime.p.10l18w8
setting: river

<2-9:Even from the stream, they could hear the crying.
Waa!
Waa!><10-12:Even from the stream, they could hear the wailing.>
<little:The whole vole family was awake: Mum, Dad, four big brothers. And {recipient}, red in the face!><grown:Inside {destination}, the whole vole family was awake: Mum, Dad, four big brothers and {recipient}, red in the face.>
<little:{name} hung {item} on its hook. Tap!><grown:{name} hung {item} on its hook and gave it a tap.>
<little:Ting-a-ling.
Ting-a-ling.><grown:Ting-a-ling, it sang, soft as falling rain.>
<2-9:The crying stopped.
{Companion} and {name} looked at each other and held their breath.
Baby Vole's eyes grew heavy, and then they closed.><10-12:The crying stopped, and {companion} and {name} exchanged a glance and held their breath as Baby Vole's eyes grew heavy, and then closed.>
<8-9:One by one, the tired family sank down where they stood, asleep in a warm, furry heap.><10-12:One by one, the exhausted family sank down where they stood, a warm and gently snoring heap.>
"Thank you," whispered Mother Vole.

:: payoff family.vole-chime.p.17fv2bb
setting: river

<little:{recipient} was wide awake in a walnut-shell cradle.><grown:In the little house by the stream, {recipient} was wide awake in a walnut-shell cradle.>
<2-9:Four big brothers were taking turns to rock it.
"We've tried everything," they yawned.><10-12:Four sleepy young voles were taking turns to rock it, yawning, "We've tried everything.">
<little:{Companion} smiled and stepped aside for {name}.><grown:{Companion} smiled at the sleepy brothers and stepped aside to let {name} through.>
<little:{name} tiptoed in and hung {item} on its hook.><grown:{name} tiptoed in and lifted {itemFull} up to its hook.>
Then {name} blew on it, very gently[, {their} {colour} sleeve falling back].
Ting-a-ling.
<grown:The baby stopped wriggling and listened, with round, surprised eyes.><little:The baby listened.> "{refrain}," sang {name} softly.
<grown:Baby Vole gave one small yawn, and then the big brothers yawned too.><little:Yawn!
Yawn!
Everyone yawned.>

:: quest beaver-pebble
item: the painted pebble
itemFull: Papa Beaver's painted pebble
itemHeld: deep in {their} pocket
itemTell: felt <little:warm and friendly><grown:warm, like a hand to hold>
recipient: Little Beaver
destination: <little:the beavers' lodge><grown:the beavers' lodge on the millpond>
goal: carry Papa Beaver's message home to Little Beaver
refrain: A heart and a moon, I'll be home soon

:: setup family.beaver-pebble.s.tydpgn
setting: garden

<2-9:At the garden gate stood a tired beaver with muddy paws.
"I'm Papa Beaver," he said.><10-12:At the garden gate stood a tired beaver with muddy paws.
"I'm Papa Beaver," he said wearily.>
<grown:"I'm building a bridge far up the river, and can't get home for a while.
My little one misses me."><little:"I work far away.
My little one misses me.">
He held out a smooth, flat pebble.
<little:On it was a red heart and a round white moon.><grown:On it he had painted a red heart and a round white moon.>
{Companion} bent close to look.
<little:Papa Beaver smiled. "It means: {refrain}."><grown:"That means: {refrain}," said Papa Beaver.>
<2-9:"Will you {goal}?"
{name} nodded and took {itemFull}.><10-12:"Will you {goal}?" he asked, and {name} nodded and took {itemFull}.>

:: setup family.beaver-pebble.s.2ydfav
setting: bedroom

<2-9:Plink!
Something dropped onto the windowsill.
A kingfisher was perched outside, bright as a jewel.><10-12:Something dropped onto the windowsill with a plink, and outside perched a kingfisher, bright as a jewel.>
<little:"I carry the post on the river," she said. "But tonight I have eggs to keep warm."><grown:"I carry the post on the river," she said, "but I have eggs to keep warm tonight.">
She nudged a flat pebble to {name}.
<grown:On it someone had painted a red heart and a round white moon.><little:On it was a red heart and a white moon.>
<2-9:"It's {itemFull}," said {companion}.
"He's working far away.
It means: {refrain}."><10-12:"It's {itemFull}," said {companion}, "and he's working far away. It means: {refrain}.">
<8-9:{name} thought how far a message could travel, when it was carrying love.><10-12:{name} marvelled at how far a message could travel when it carried love.>
"I'll {goal}," said {name}.

:: payoff family.beaver-pebble.p.15658j
setting: pond

<little:At last they came to {destination}. It was a round house of sticks and mud.><grown:At last they came to {destination}, a round house of sticks and mud.>
{recipient} was sitting on the roof, looking at the sky.[ {name's} {colour} slippers were muddy from the bank.]
"Papa's been gone for ages," he sniffed.
<little:{name} sat down beside him. {Companion} sat close on his other side.><grown:{name} sat down beside him, and {companion} sat close on his other side.>
<2-9:Out came {item}.
"A heart," said Little Beaver slowly, "and a moon."><10-12:Out came {item}, and Little Beaver said slowly, "A heart, and a moon.">
<little:{name} smiled. "It means: {refrain}."><grown:"It means: {refrain}," said {name}.>
<grown:Little Beaver looked up.
The moon was nearly round already.><little:He looked up.
The moon was nearly round!>
<8-9:For the first time in days, waiting felt like something with an end.><10-12:For the first time in days, the waiting had an end he could see.>
He held the pebble tight and smiled.

:: payoff family.beaver-pebble.p.rq01pj
setting: pond

<little:Inside the lodge, Mama Beaver was tucking {recipient} into bed.><grown:Inside {destination}, Mama Beaver was tucking {recipient} into bed.>
<2-9:"When is Papa coming home?" he asked, for the hundredth time.
{Companion} smiled from the doorway.><10-12:"When is Papa coming home?" he asked, for the hundredth time, while {companion} smiled from the doorway.>
<little:{name} knelt by the bed. {They} put {item} in his paw.><grown:{name} knelt by the bed and put {itemFull} in his paw.>
<2-9:He traced the heart with one claw.><10-12:He traced the heart thoughtfully with one claw.>
<grown:"A heart and a moon," said Mama Beaver, smiling.
"That's Papa's way of saying he'll be home when the moon is round."><little:"That's from Papa," said Mama Beaver. "{refrain}," whispered {recipient}. He put the pebble under his pillow.><grown: "{refrain}," whispered {recipient}, and put the pebble under his pillow.>

:: quest snail-picture
item: the family picture
itemFull: the snails' family picture for Great-Granny Snail
itemHeld: under {their} arm
itemTell: <little:rustled like a whisper><grown:rustled like a whisper from home>
recipient: Great-Granny Snail
destination: <little:Great-Granny Snail's house><grown:Great-Granny Snail's house under the rhubarb leaves>
goal: take the family picture to Great-Granny Snail
refrain: Near or far, we're family

:: setup family.snail-picture.s.14l1uh8
setting: garden

<2-9:On the garden wall, the snail family was having a party.
"We've made something for Great-Granny," said a little snail.><10-12:On the garden wall, the snail family was having a party, and a little snail said, "We've made something for Great-Granny.">
<grown:"She lives at the far end of the garden.
For a snail, that would take a year."><little:"She lives too far for snails to go.">
<2-9:They showed {name} a big leaf.
On it, in shiny silver trails, they had drawn every face.
{Companion} smiled at the tiniest face.><10-12:They showed {name} a big leaf on which, in shiny silver trails, they had drawn every face, and {companion} smiled at the tiniest one.>
It was {itemFull}. "{refrain}," said the little snail.
<2-9:{name} rolled it up gently.
"We'll {goal}," {they} said.><10-12:{name} rolled it up gently and said, "We'll {goal}.">

:: setup family.snail-picture.s.1agky1u
setting: bedroom

<2-9:A big green leaf was lying on {name's} pillow.
It shimmered with silver lines.><10-12:A big green leaf, shimmering with silver lines, was lying on {name's} pillow.>
<grown:When {name} held it up to the moonlight, the lines turned into faces: dozens and dozens of smiling snails.><little:In the moonlight, the lines were faces.
Lots of smiling snails!>
<2-9:"That's {itemFull}," said {companion}.
"She is too old to come to the family parties now.
The little ones drew it so she can see them all."><10-12:"That's {itemFull}," said {companion}. "She is too old to come to the family parties now, so the little ones drew it for her to see them all.">
<8-9:{name} thought how long it must have taken, one slow silver line at a time.><10-12:{name} pictured the little snails drawing it, one slow silver line at a time.>
"Let's {goal}," said {name}.

:: payoff family.snail-picture.p.1tsyk34
setting: garden

<2-9:Under the great rhubarb leaves, the garden was green and dim.
There sat {recipient}, with a shell as old as the wall.
Her eyes came out slowly on their stalks.
{Companion} kept very still.><10-12:Under the great rhubarb leaves, where the garden was green and dim, sat {recipient}, with a shell as old as the wall.
Her eyes came out slowly on their stalks, while {companion} kept very still.>
<little:{name} unrolled {item} in front of her.><grown:{name} unrolled {item} in front of her[ and smoothed it flat with {their} {colour} sleeve].>
<little:Oh!
Look at all the faces!><grown:The old snail looked at every face and said every name out loud.>
<2-9:"There's Tilly, and the twins, and baby Fern," she said.
Then she saw the middle.
There, in shiny silver, was a snail with a shawl.
"That's me," she whispered.
"They put me in the middle."><10-12:"There's Tilly, and the twins, and baby Fern," she said, until she noticed the middle, where a snail with a shawl was drawn in shiny silver.
"That's me," she whispered. "They put me in the middle.">

:: payoff family.snail-picture.p.pfxrnx
setting: garden

<little:At last, {name} ducked under a rhubarb leaf. It was as big as an umbrella!><grown:At last, {name} ducked under a rhubarb leaf as big as an umbrella.>
<2-9:Inside, {destination} was cool and quiet.
{recipient} was resting, all alone.><10-12:Inside, {destination} was cool and quiet, and {recipient} was resting, all alone.>
<little:"Your family sent you this," said {name}. Out came {item}.><grown:"Your family sent you this," said {name}, and held up {item}.>
<grown:The old snail gazed at it for a long time, with her eyes shining.><little:She looked and looked.>
<little:{Companion} sat quietly beside {name}, and let her look and look.><grown:{Companion} sat quietly beside {name} and let her look for as long as she liked.>
"Near or far," she said softly, "we're family."
<8-9:She asked {name} to hang it where she could see it from her bed, so the whole family would be the last thing she saw each night.
{name} did.><10-12:She asked {name} to hang it opposite her bed, so that every night her whole family would be the last thing she saw.
{name} did, and straightened it twice, just to be sure.><young:{name} hung it up where she could see it.>

:: quest sun-jar
item: the jar of sunshine
itemFull: the Sun's jar of sunshine for her little sister, the Moon
itemHeld: <little:in {their} arms><grown:in the crook of {their} arm>
itemTell: <little:glowed like a buttercup><grown:glowed like a warm buttercup>
recipient: the Moon
destination: <little:Moonbeam Hill><grown:the top of Moonbeam Hill>
goal: carry the jar of sunshine up to the Moon
refrain: From big sister Sun, with love

:: setup family.sun-jar.s.kjwfth
setting: garden

<2-9:Just as the sun went down, something rolled down the last sunbeam.
Bump!
It landed in the flower bed.
It was a jam jar full of golden light.><10-12:Just as the sun went down, something rolled down the last sunbeam and landed with a bump in the flower bed: a jam jar full of golden light.>
<little:It glowed like honey.>
A label said: FOR MY LITTLE SISTER.
KEEP WARM.
<little:"It's from the Sun, for her sister, the Moon," said {companion}.><grown:"It's {itemFull}," said {companion}.>
<grown:"The Sun sends one every night, so the Moon won't be cold up there.
This one must have slipped."><little:"It keeps the Moon warm.
It slipped!">
<2-9:{name} picked it up.
It was as warm as cocoa.><10-12:{name} picked it up, and found it was as warm as cocoa.>
"Let's {goal}," {they} said.

:: setup family.sun-jar.s.gogaec
setting: bedroom

The sun was sinking, big and orange, outside {name's} window.
"Psst," said the Sun.
"Can you help me?
I must go to bed on the far side of the world.
<grown:My little sister the Moon is waking up, and we never meet."><little:My sister the Moon is waking up.
We never meet.">
<2-9:The Sun held out a jar of golden light.
{Companion} blinked at the bright glow.><10-12:The Sun held out a jar of golden light, and {companion} blinked at the brilliant glow.>
<little:It was a jar of sunshine, for the Moon.><grown:It was {itemFull}.>
<8-9:{name} thought about sisters who love each other and only ever pass in the sky.><10-12:{name} felt wistful about two who loved each other yet only passed in the sky.>
"I'll {goal}," said {name}. "{refrain}," said the Sun, and sank away.

:: payoff family.sun-jar.p.1x4mwv0
setting: hilltop

<little:On the hilltop, the grass was silver. The sky was very close.><grown:On {destination}, the grass was silver and the sky was very close.>
<2-9:Slowly, {recipient} came sailing down, low and round and pale.
"Oh," she said, and shivered.
{Companion} stood close beside {name} as the Moon came near.
{name} stood on tiptoe and held up {item}.
"From big sister Sun, with love," {they} said.><10-12:Slowly, {recipient} came sailing down, low and round and pale, and shivered.
As the Moon came near, {companion} stood close beside {name}, who stood on tiptoe and held up {item}.
"From the Sun, with love," {they} said.>
<little:Pop!
Off came the lid.><grown:The Moon opened the lid, and warm golden light spilled all around her.>
She glowed brighter and brighter.[ The golden light made {name's} {hair} hair shine like a sunflower.]
"My sister never forgets," said the Moon.
<8-9:{name} thought it was the warmest light {they} had ever seen, even though it came from so far away.><10-12:It was the warmest light {name} had ever seen, which seemed remarkable for something sent from the other side of the world.>

:: payoff family.sun-jar.p.afw88x
setting: hilltop

<little:On the hilltop, {name} and {companion} waited and waited.><grown:At {destination}, {name} and {companion} waited and waited.>
<little:Then {recipient} leaned down out of the sky. So close!><grown:Then {recipient} leaned down out of the sky, close enough to touch.>
{name} lifted up {item}.
<little:The Moon held it to her cheek. A warm glow spread over her face.><grown:The Moon held it to her cheek, and a warm glow spread over her face.>
<grown:"Every night she sends me one," said the Moon, "and every night I wish I could say thank you."><little:"I wish I could thank my sister," said the Moon.>
<2-9:"She knows," said {name}.
"That's why she sends one."><10-12:"She knows," {name} said gently, "and that's why she sends one.">
<8-9:The Moon smiled a slow, silver smile, and for a moment it looked just like a sister's.><10-12:The Moon smiled a slow, silver smile, and for a moment {name} could see the family likeness quite clearly.>

:: quest swan-lullaby
item: the lullaby leaf
itemFull: Grandma Swan's lullaby, in her own careful writing
itemHeld: <little:rolled in {their} pocket><grown:rolled up in {their} dressing-gown pocket>
itemTell: <little:hummed a tiny tune><grown:hummed a tiny, far-off tune>
recipient: Mother Swan
destination: <little:the swans' nest><grown:the swans' nest at the end of the lake>
goal: take Grandma Swan's lullaby to Mother Swan
refrain: Fold your wings and tuck your heads

:: setup family.swan-lullaby.s.lawn
setting: garden

<2-9:A great white swan came gliding down onto the lawn.
"I'm Grandma Swan," she puffed.><10-12:A great white swan came gliding down onto the lawn, puffing, "I'm Grandma Swan.">
<grown:"My daughter has five new babies, and tonight she wants to sing them the lullaby I sang to her.
But she can't remember the words."><little:"My daughter has new babies.
She has forgotten our lullaby.">
<2-9:She held out a big ivy leaf.
It was {itemFull}.
"My old wings are too tired to fly any further tonight."
{Companion} read the first line with {name}.><10-12:She held out a big ivy leaf; it was {itemFull}.
"My old wings are too tired to fly any further tonight," she admitted, and {companion} read the first line with {name}.>
<8-9:{name} wondered who had been the very first to sing {their} own family's bedtime songs.><10-12:It made {name} wonder who had first sung {their} own family's bedtime songs.>
<little:{name} rolled up the leaf and tucked it away.><grown:{name} rolled up the leaf[ and tucked it into {their} {colour} dressing gown].>
"We'll {goal}," {they} said.

:: setup family.swan-lullaby.s.pillow
setting: bedroom

<little:A big ivy leaf blew in through the window. It landed on {name's} pillow.><grown:A big ivy leaf blew in through the window and landed on {name's} pillow.>
<2-9:Faint music was coming from it.
"That's {itemFull}," said {companion}.><10-12:Faint music was coming from it, and {companion} said, "That's {itemFull}.">
<grown:"Her daughter, {recipient}, has just had five fluffy babies.
She wants to sing them the old family lullaby, but she has forgotten the words."><little:"Mother Swan has new babies.
She forgot the words of her lullaby.">
{name} read the first line out loud. "{refrain}."
<8-9:It was a song that had been passed from mother to baby for longer than anyone could remember.><10-12:The song had passed from mother to baby for longer than anyone remembered, {name} thought, like an heirloom you could hum.>
"Then we must {goal}," said {name}.

:: payoff family.swan-lullaby.p.words
setting: pond

<little:At the nest, five fluffy babies were wide awake.><grown:At {destination}, five fluffy babies were wide awake.>
<2-9:{recipient} was humming, but the tune kept running out of words.
"Oh, what comes next?" she sighed.
{name} unrolled {item} and held it up.
{Companion} held the other end flat.><10-12:{recipient} was humming, but the tune kept running out of words, and she sighed, "Oh, what comes next?"
{name} unrolled {item} and held it up, while {companion} held the other end flat.>
<grown:Mother Swan read it, and began to sing.><little:Mother Swan read it.
Then she sang.>
"{refrain}..."
<little:One by one, the babies folded their wings. They tucked in their heads.><grown:One by one, the babies folded their wings and tucked in their heads.>
<little:"My mother sang me this," whispered {recipient}. "And her mother sang it to her."><grown:"My mother sang me this," whispered {recipient}, "and her mother sang it to her.">

:: payoff family.swan-lullaby.p.verse
setting: pond

<little:The lake was still. The moon lay on it like a silver plate.><grown:The lake was still, and the moon lay on it like a silver plate.>
<little:In the nest, {recipient} was rocking her babies under one wing.><grown:In {destination}, {recipient} was rocking her babies under one wing.>
<2-9:"I only remember the tune," she said sadly.
"The words have gone."><10-12:"I only remember the tune," she said sadly, "because the words have gone.">
<little:{name} knelt down and opened {item}.><grown:{name} knelt down[, {their} {hair} hair shining in the moonlight,] and opened {item}.>
"Your mum sent them," {they} said.
<grown:So they sang it together, {name} and Mother Swan, over the sleepy nest.><little:So they sang it together, soft and low.>
<2-9:{Companion} hummed along, very low, under the words.
By the last line, every baby was asleep.><10-12:{Companion} hummed along, very low, beneath the words, and by the last line every baby was asleep.>
<8-9:Then Mother Swan made up a new verse, just for her babies, so that one day they could sing it to theirs.><10-12:Then Mother Swan added a verse of her own, so the song would be slightly longer when her babies passed it on.>

:: quest squirrel-peg
item: the name peg
itemFull: a little wooden peg with BUTTON painted on it
itemHeld: <little:in {their} front pocket><grown:in the front pocket of {their} dressing gown>
itemTell: seemed to <little:stand tall><grown:sit up a little straighter>
recipient: Button the harvest mouse
destination: <little:the squirrels' house><grown:the squirrels' house in the old oak>
goal: put up Button's peg by the squirrels' door
refrain: One more peg by the family door

:: setup family.squirrel-peg.s.gate
setting: garden

At the garden gate stood Mother Squirrel, hiding something behind her back.
"Can you keep a secret?" she whispered.
<grown:"Last spring, a harvest mouse called Button came to live with us.
She's family now, but she has no peg by the door."><little:"Button the mouse lives with us now.
She is part of our family.">
<2-9:She held out {itemFull}.
"Will you put it up, as a surprise?"
"We're good at surprises," whispered {companion}.><10-12:She held out {itemFull} and asked, "Will you put it up, as a surprise?"
"We're excellent at surprises," whispered {companion}.>
<2-9:{name} smiled and tucked the peg away[ in {their} {colour} dressing gown].
"We'll {goal}," said {name}. "{refrain}."><10-12:{name} smiled, tucked the peg away[ in {their} {colour} dressing gown], and said, "We'll {goal}. {refrain}.">

:: setup family.squirrel-peg.s.paint
setting: kitchen

<little:At the kitchen table, {name} was painting a little wooden peg.><grown:At the kitchen table, {name} was painting a little wooden peg[ in {colour} paint].>
<grown:{Companion} had told {name} all about Button, a harvest mouse who had come to live with the squirrels in the old oak.><little:It was for Button, a little mouse.
She lives with the squirrels.>
<little:"They each have a name peg by the door," said {companion}.><grown:"They each have a peg by the door, with their name on," said {companion}.>
<2-9:"But not Button.
Not yet."
B, U, T, T, O, N.
{name} painted the last letter and blew on it.
It was {itemFull}.><10-12:"But not Button, not yet."
B, U, T, T, O, N: {name} painted the last letter and blew on it, and there was {itemFull}.>
<8-9:{name} knew how good it felt to see your own name in its own place.><10-12:{name} knew the quiet, settled feeling of seeing your own name in its own place.>
"Let's {goal}," {name} said.

:: payoff family.squirrel-peg.p.row
setting: forest

At last they reached {destination}.
<little:By the front door hung a row of pegs. MUM, DAD, ACORN and TWIG.><grown:Beside the round front door hung a row of pegs: MUM, DAD, ACORN and TWIG.>
<2-9:At the end of the row there was a gap.
"Just the right spot," whispered {companion}.
{name} took out {item} and pushed it in.
Tap, tap.><10-12:At the end of the row there was a gap, which {companion} whispered was just the right spot, so {name} took out {item} and tapped it firmly in.>
<little:The door opened. Out came {recipient} in her nightie!><grown:The door opened, and out came {recipient} in her nightie.>
<grown:She saw her name, and stood very still.
"Is that... me?"><little:She saw her name.
"Is that me?">
<2-9:"It's you," said Mother Squirrel, and scooped her up.
"It always was."><10-12:"It's you," said Mother Squirrel, scooping her up, "and it always was.">
<8-9:{name} thought a family was not about who looked alike, but about who kept a place for you.><10-12:A family, {name} thought, was not about who looked alike, but about who saved a place for you.>

:: payoff family.squirrel-peg.p.cocoa
setting: forest

<little:Inside, the squirrels were having cocoa round the table.><grown:Inside {destination}, the squirrels were having cocoa round the table.>
<2-9:{recipient}, the smallest, sat at the end.
{name} knocked and held up {item}.
"This is for your row of pegs," said {name}.
{Companion} stopped the door from banging.><10-12:{recipient}, the smallest, was sitting at the end when {name} knocked and held up {item}.
"This is for your row of pegs," {name} explained, while {companion} stopped the door from banging.>
<grown:Together they hung it by the door, just right for a small harvest mouse.><little:They hung it by the door.
Low down, just right for Button.>
<2-9:Then Button hung her tiny coat on it, all on her own.
"{refrain}," sang the squirrels.><10-12:Then Button hung her tiny coat on it, all on her own, and the squirrels sang, "{refrain}.">
<8-9:Button did not say anything at all, but her whiskers trembled, and she beamed and beamed.><10-12:Button said nothing, but her whiskers trembled and her smile grew almost too big for her.>
Then everyone went up to bed, Button too.

:: quest hare-top
item: the spinning top
itemFull: a red spinning top with a sorry note tied on
itemHeld: in {their} hand
itemTell: <little:gave a happy wobble><grown:gave a tiny, happy wobble>
recipient: Hopscotch the hare
destination: <little:the hares' cosy hollow><grown:the hares' cosy hollow in the long grass>
goal: take the spinning top home to Hopscotch
refrain: Spin it round and start again

:: setup family.hare-top.s.gate
setting: garden

<2-9:At the garden gate sat a young hare with long, droopy ears.
"I'm Barley," he said softly.><10-12:At the garden gate sat a young hare with long, droopy ears, who said softly, "I'm Barley.">
<grown:"Today my little sister Hopscotch wanted a go on my spinning top, and I shouted 'Mine!' and wouldn't share.
She cried all the way home."><little:"I wouldn't share my top with my sister.
She cried.">
<little:"Now I'm at Grandma's for the night," he sniffed. "I can't say sorry till morning."><grown:"Now I'm at Grandma's for the night," he sniffed, "so I can't say sorry till morning.">
{Companion} sat down next to Barley and listened.
<little:Barley held out {item}. A sorry note was tied on.><grown:Barley held out {itemFull}.>
"Will you {goal}?"
<8-9:{name} knew that feeling: a squabble sitting in your tummy like a cold stone.><10-12:{name} recognised that feeling: an unfinished squabble sitting in your stomach like a cold stone.>
<2-9:"Of course," said {name}.><10-12:"Of course," said {name} without hesitation.>

:: setup family.hare-top.s.sill
setting: bedroom

<2-9:Something was spinning on {name's} windowsill, round and round.
It wobbled, and stopped.
It was {itemFull}.><10-12:Something was spinning on {name's} windowsill, round and round, until it wobbled and stopped: it was {itemFull}.>
<2-9:{name} read the note out loud: "Dear Hopscotch, sorry I wouldn't share.
You can have the first go.
Love, Barley."><10-12:{name} read the note aloud: "Dear Hopscotch, sorry I wouldn't share; you can have the first go. Love, Barley.">
<grown:"Barley and Hopscotch are brother and sister hares," said {companion}.
"Brothers and sisters squabble sometimes."><little:"Barley and his sister had a squabble," said {companion}.>
<little:"And then they make up," said {name}.><grown:"And then they make up," said {name}[, pushing {their} {hair} hair out of {their} eyes].>
<8-9:{name} knew all about squabbles, and about making up afterwards.><10-12:{name} knew a good deal about squabbles, and about the relief of making up.>
"Let's {goal}."

:: payoff family.hare-top.p.twirl
setting: meadow

<little:{recipient} lay curled up in the long grass. Her nose was still pink from crying.><grown:In {destination}, {recipient} lay curled up, her nose still pink from crying.>
<2-9:{name} sat down beside her and held out {item}.
"It's from Barley," {they} said.
Hopscotch read the note, and her ears went up.><10-12:{name} sat down beside her and held out {item}, explaining, "It's from Barley," and as Hopscotch read the note, her ears went up.>
<grown:She set the top on a flat stone and gave it a twirl.
Round it went, red and bright.><little:Twirl!
Round and round it went.>
{Companion} laughed softly to see it spin.
<2-9:"I'm sorry too," said Hopscotch.
"I pulled his ear."><10-12:"I'm sorry too," admitted Hopscotch, "because I pulled his ear.">
<8-9:It was funny, {name} thought, how one sorry so often brings another.><10-12:It was funny, {name} thought, how one sorry so often coaxes out another.>
Then she yawned, with the top tucked under her chin.

:: payoff family.hare-top.p.first-go
setting: meadow

<little:Mother Hare was waiting outside the hollow.><grown:Mother Hare was waiting outside {destination}.>
<2-9:"Hopscotch won't settle," she whispered.
"She's still sad about the squabble."
{Companion} stayed with Mother Hare, and {name} tiptoed in.
{name} put {item} down beside {recipient}.><10-12:"Hopscotch won't settle," she whispered, "because she's still sad about the squabble."
{Companion} stayed with Mother Hare, while {name} tiptoed in and put {item} down beside {recipient}.>
<grown:Hopscotch read the note, then read it again, and her whiskers twitched into a smile.><little:Hopscotch read the note.
She smiled.>
"When Barley comes home," she said, "I'll give him the first go."
<2-9:Mother Hare laughed.
"That's my family," she said. "{refrain}."><10-12:Mother Hare laughed and said, "That's my family. {refrain}.">
Then Hopscotch snuggled down and closed her eyes.

:: quest foal-hat
item: the tiny woolly hat
itemFull: a tiny woolly hat with two holes for long ears
itemHeld: <little:inside {their} dressing gown><grown:tucked inside {their} dressing gown>
itemTell: felt <little:soft and warm><grown:soft and warm, like a hug from far away>
recipient: Biscuit the foal
destination: <little:the donkeys' stable><grown:the donkeys' stable at the end of the farm track>
goal: take Grandma Donkey's woolly hat to Biscuit the foal
refrain: Welcome, little one, to the family

:: setup family.foal-hat.s.gate
setting: garden

<little:An old grey donkey stood at the garden gate, puffing a little.><grown:An old grey donkey was standing at the garden gate, puffing a little.>
"I'm Grandma Donkey," she said.
<grown:"This morning, my very first grandchild was born on the farm over the hill.
His name is Biscuit."><little:"My first grandchild was born today.
His name is Biscuit.">
<grown:"I've knitted him a hat," she sighed, "but my old knees are too stiff to walk so far tonight."><little:"I made him a hat," she sighed.
"But my knees are too stiff to walk there.">
<little:She held out {item}, with holes for long ears!><grown:She held out {itemFull}.>
<little:{name} and {companion} laughed at the ear holes. So did Grandma Donkey!><grown:{name} and {companion} laughed at the ear holes, and Grandma Donkey laughed too.>
<8-9:{name} could tell that every stitch had been knitted with love, and a lot of hoping.><10-12:{name} could tell that every stitch had been knitted with love, and considerable hope.>
<little:"We'll take it to Biscuit," said {name}. {They} tucked it away.><grown:"We'll {goal}," said {name}[, and tucked it inside {their} {colour} dressing gown].>

:: setup family.foal-hat.s.parcel
setting: bedroom

<2-9:A sleepy pigeon tapped on the window with a soft parcel.
"Special delivery," it cooed, "for a brand-new donkey."
{name} untied the string.><10-12:A sleepy pigeon tapped on the window with a soft parcel, cooing, "Special delivery, for a brand-new donkey," and {name} untied the string.>
<little:Inside was {itemFull}. There was a note in wobbly writing, too.><grown:Inside was {itemFull}, and a note in wobbly writing.>
<grown:"For Biscuit, born today.
From Grandma, who lives too far away to come tonight."><little:"For Biscuit, from Grandma," {name} read.>
<grown:"His grandma must have knitted every evening since the spring," said {companion}.><little:"His grandma made it," said {companion}.>
{name} poked two fingers through the ear holes and wiggled them.
<8-9:Somewhere, {name} thought, a grandma was hoping very hard that it would fit.><10-12:Somewhere far away, {name} thought, a grandma was hoping she had measured the ears correctly.>
"Let's {goal}," said {name}.

:: payoff family.foal-hat.p.wobbly-legs
setting: farm

<little:In the stable, the straw was deep and gold.><grown:In {destination}, the straw was deep and gold.>
<little:Mother Donkey stood by the manger. Beside her, on wobbly legs, stood {recipient}.><grown:Mother Donkey stood by the manger, and beside her, on wobbly legs, stood {recipient}.>
<2-9:"Who's that?" he asked.
"Friends of your grandma's," said {companion}.
{name} knelt and held up {item}.
"Your grandma made it," said {name}.><10-12:"Who's that?" he asked.
"Friends of your grandma's," said {companion}, and {name} knelt, held up {item}, and explained, "Your grandma made it.">
<grown:{name} pulled it gently over his head, and his ears popped through the holes.><little:On it went.
Pop, pop, went his ears!>
<2-9:Mother Donkey's eyes went shiny.><10-12:Mother Donkey's eyes grew shiny with happiness.>
<little:"She knitted one just like it for me," she said. "When I was small."><grown:"She knitted one just like it for me," she said, "when I was small.">

:: payoff family.foal-hat.p.stable-door
setting: farm

<little:The whole donkey family was peeping over the stable door.><grown:At {destination}, the whole donkey family was peeping over the half-door.>
<little:Uncles, aunts, a cousin and Father Donkey all smiled at the baby.><grown:Uncles, aunts, a cousin and Father Donkey were all smiling at the newest one.>
<2-9:In the straw lay {recipient}, with cold little ears.
{Companion} stepped in beside {name}.
{name} took out {item}.><10-12:In the straw lay {recipient}, with cold little ears, so {name} stepped in with {companion} and took out {item}.>
"From Grandma Donkey," said {name}[, {their} {eyes} eyes bright].
<grown:The hat fitted perfectly, and Biscuit gave a small, surprised hee-haw.><little:It fitted!
"Hee-haw!" said Biscuit.>
"{refrain}," said Father Donkey softly.
<8-9:{name} thought of Grandma Donkey far away, and knew that part of her was right here in the stable.><10-12:Grandma Donkey might be far away, {name} thought, but in every careful stitch of that hat, part of her was right here.>
Then Biscuit snuggled down in his new hat.

:: quest rook-music-box
item: the little music box
itemFull: the music box from Grandma and Grandpa Rook's wedding
itemHeld: <little:in {their} pocket><grown:wrapped in a woolly sock in {their} pocket>
itemTell: <little:gave a tinkly note><grown:gave a soft, tinkly note>
recipient: Grandma Rook
destination: <little:the rooks' big nest><grown:the rooks' big nest on the old castle wall>
goal: take the little music box to Grandma Rook
refrain: One, two, three, and round we go

:: setup family.rook-music-box.s.fence
setting: garden

<2-9:Five young rooks sat on the garden fence, whispering.
"Shh, it's a surprise," said the biggest.><10-12:Five young rooks sat on the garden fence, whispering, until the biggest said, "Shh, it's a surprise.">
<grown:"Grandma and Grandpa Rook have been married fifty years tonight.
At their wedding, they danced to a little music box."><little:"Grandma and Grandpa Rook got married fifty years ago.
They danced to a music box.">
<little:"We mended it," said the smallest. She held out {item}.><grown:"We mended it," said the smallest, and held out {itemFull}.>
<grown:"We're too young to fly there in the dark."><little:"We can't fly in the dark yet.">
<2-9:{name} turned the key, and out came a sweet old tune.
{Companion} swayed to the tune, and the rooks giggled.><10-12:When {name} turned the key, out came a sweet old tune, and {companion} swayed along so comically that the rooks giggled.>
"We'll {goal}," said {name}.

:: setup family.rook-music-box.s.windowsill
setting: bedroom

<2-9:Something on the windowsill was playing a slow, sweet tune.
Underneath it was a note.><10-12:Something on the windowsill was playing a slow, sweet tune, and underneath it was a note.>
<grown:"For Grandma and Grandpa Rook, fifty years married," {name} read.
"Love from all the grandchildren."><little:"For Grandma and Grandpa Rook," {name} read.>
<little:"It's their wedding music box," said {companion}.><grown:"It's {itemFull}," said {companion}.>
<grown:"The grandchildren found it in the attic, broken, and mended it with their own beaks.
But they're too little to fly so far at night."><little:"The grandchildren mended it.
But they are too little to fly there.">
<8-9:{name} wondered what it would be like to dance with someone for fifty years.><10-12:{name} tried to imagine dancing with the same partner for fifty years.>
<little:{name} wrapped it in a woolly sock and tucked it away.><grown:{name} wrapped it in a woolly sock[, a {colour} one,] and tucked it away.>
"Let's {goal}," said {name}.

:: payoff family.rook-music-box.p.wedding-dance
setting: castle

<little:{recipient} and Grandpa Rook sat in their nest. They looked at the stars.><grown:High on the old castle wall, {recipient} and Grandpa Rook sat in their nest, looking at the stars.>
<2-9:"Fifty years," said Grandpa Rook.
"And we haven't danced since our wedding."
{name} unwrapped {item} and turned its key.><10-12:"Fifty years," said Grandpa Rook, "and we haven't danced since our wedding."
So {name} unwrapped {item} and turned its key.>
<grown:Out came the wedding tune, tinkly and sweet, just as it had sounded fifty years ago.><little:Tinkle, tinkle, went the wedding tune.>
<2-9:Grandma Rook put a wing to her beak.
"Our song!"
{Companion} caught {name's} eye and smiled.
Grandpa Rook bowed low.
"May I?"><10-12:Grandma Rook put a wing to her beak and exclaimed, "Our song!"
{Companion} caught {name's} eye and smiled as Grandpa Rook bowed low and asked, "May I?">
<grown:And the two old rooks danced along the castle wall in the moonlight.><little:And the two old rooks danced.>

:: payoff family.rook-music-box.p.forgot
setting: castle

<little:{recipient} sat in the big nest. Grandpa Rook dozed beside her.><grown:{recipient} sat in {destination}, with Grandpa Rook dozing beside her.>
<2-9:"He's forgotten what day it is," she sighed.
{name} held out {item}.
"From your grandchildren," {they} said.><10-12:"He's forgotten what day it is," she sighed, so {name} held out {item} and said, "From your grandchildren.">
<grown:Grandma Rook turned the key, and the tune floated out like a ribbon.><little:She turned the key.
Out floated the tune.>
<2-9:Grandpa Rook opened one eye, then both.
"Our wedding song!" he croaked.
"I never forgot, my dear."
{Companion} whispered to {name}, "He remembered all along."><10-12:Grandpa Rook opened one eye, then both, and croaked, "Our wedding song! I never forgot, my dear."
{Companion} whispered to {name}, "He remembered all along.">
<little:"{refrain}," counted Grandma Rook. They danced, wing in wing.><grown:"{refrain}," counted Grandma Rook, and they danced, wing in wing.>
<8-9:{name} thought that fifty years looked a lot like two old friends being silly together.><10-12:Fifty years of marriage, {name} decided, looked surprisingly like two old friends being delightfully silly together in a nest.>

:: quest fawn-kiss
item: the walnut shell
itemFull: a walnut shell with a goodnight kiss inside
itemHeld: <little:buttoned in {their} pocket><grown:buttoned into {their} pyjama pocket>
itemTell: felt <little:warm and cuddly><grown:as warm as a cuddle>
recipient: Speckle the fawn
destination: <little:Granny Deer's hollow><grown:Granny Deer's hollow at the edge of the orchard>
goal: carry Mother Deer's goodnight kiss to Speckle the fawn
refrain: Tucked up small and sent with love

:: setup family.fawn-kiss.s.gate
setting: garden

<2-9:A deer with soft brown eyes was standing by the garden gate.
"I'm Mother Deer," she whispered.><10-12:A deer with soft brown eyes was standing by the garden gate, and she whispered, "I'm Mother Deer.">
<grown:"My Speckle is at her granny's tonight, for the first time.
She was so excited that she went without her goodnight kiss."><little:"Speckle is at her granny's tonight.
She forgot her goodnight kiss!">
<2-9:{Companion} found an empty walnut shell under the hedge.
Mother Deer kissed the inside of it, and {name} snapped it shut.
It was {itemFull}.><10-12:{Companion} found an empty walnut shell under the hedge, Mother Deer kissed the inside of it, and {name} snapped it shut: it was {itemFull}.>
<grown:"I can't leave her little brother," said Mother Deer.><little:"I can't leave her brother," said Mother Deer.>
<2-9:"Then we'll help," said {name}.
"We'll {goal}."><10-12:"Then we'll help," said {name}, "and we'll {goal}.">

:: setup family.fawn-kiss.s.robin
setting: bedroom

<2-9:{name} was almost asleep when a robin pecked at the window.
In its beak was a walnut shell.
"From Mother Deer," it chirped.><10-12:{name} was almost asleep when a robin pecked at the window, a walnut shell in its beak, and chirped, "From Mother Deer.">
<grown:"Little Speckle is staying at Granny Deer's for the first time, and she has gone without her goodnight kiss.
So her mum kissed this shell and shut it tight."><little:"Speckle is at her granny's.
She has no goodnight kiss!">
"It's {itemFull}," said {companion}.
<8-9:{name} knew exactly how big a small goodnight kiss could be.><10-12:{name} knew that a goodnight kiss, however small, could matter enormously.>
<2-9:{name} held it in both hands.
It was as warm as toast.><10-12:{name} held it in both hands; it was as warm as toast.>
<little:"Let's take the kiss to Speckle!" said {name}.><grown:"Let's {goal}," said {name}.>

:: payoff family.fawn-kiss.p.two-kisses
setting: orchard

<little:Under the last apple trees lay Granny Deer's hollow. It was soft with ferns.><grown:Under the last apple trees lay {destination}, soft with ferns.>
<little:{recipient} was curled up there. Granny Deer nuzzled her ears.><grown:{recipient} was curled up there, while Granny Deer nuzzled her ears.>
"I love it here," sniffed Speckle, "but I miss my mum."
<2-9:{Companion} lay down in the ferns beside her.
{name} knelt in the ferns and opened {item}.><10-12:{Companion} lay down in the ferns beside her while {name} knelt and opened {item}.>
<grown:Out floated the kiss, soft as a petal, and landed on Speckle's nose.><little:Out came the kiss.
Smack!
Right on Speckle's nose.>
<2-9:"That's Mum's!" said Speckle.
Granny Deer kissed the top of her head.
"And that one is mine," she said.><10-12:"That's Mum's!" said Speckle, and Granny Deer kissed the top of her head and said, "And that one is mine.">
<8-9:One kiss from far and one from near, {name} thought, and both full of the same love.><10-12:One kiss from far away and one from close by, {name} thought, both made of the same love.>

:: payoff family.fawn-kiss.p.one-back
setting: orchard

<little:{recipient} stood at the edge of the orchard. She looked towards home.><grown:{recipient} stood at the edge of the orchard, looking towards home.>
"Granny's lovely," she whispered, "but I can't sleep."
{name} knelt beside her, and {companion} settled close by.
<2-9:{name} opened {item}.
"From your mum," said {name}.><10-12:{name} opened {item} and said gently, "From your mum.">
<grown:A warm kiss landed on Speckle's nose, and she giggled.
Then she had an idea.><little:A kiss landed on Speckle's nose.
Speckle giggled.>
<grown:She kissed the inside of the shell, and {name} shut it again.
"I'll give Mum this one tomorrow," she said.><little:Then Speckle kissed the shell too.
"One for Mum, tomorrow!" she said.>
<little:"{refrain}," said Granny Deer. She tucked her into the ferns.><grown:"{refrain}," said Granny Deer, and tucked her into the ferns.>

:: quest gull-invitation
item: the invitation
itemFull: a painted invitation to the gulls' family picnic
itemHeld: tucked inside {their} sleeve
itemTell: <little:gave a papery rustle><grown:gave a papery little rustle>
recipient: Great-Aunt Gull
destination: <little:Great-Aunt Gull's island nest><grown:Great-Aunt Gull's nest on the little island>
goal: take the invitation to Great-Aunt Gull
refrain: Oldest and littlest, all together

:: setup family.gull-invitation.s.path
setting: garden

<grown:Three young gulls came waddling up the garden path, brown and speckled.><little:Up the path waddled three young gulls.>
<grown:"Tomorrow is our family picnic," said the first.
"Everyone is coming, except Great-Aunt Gull."><little:"Tomorrow is our family picnic," said the first.
"But Great-Aunt Gull isn't coming.">
"She's the oldest of us all," said the second.
<grown:"She lives alone on the little island, and thinks we've forgotten her."><little:"She thinks we forgot her.">
The third held out {itemFull}.
<grown:"We can't fly that far yet, and she must have it tonight."><little:"We can't fly that far yet.">
<2-9:"She'll love it," said {companion}.
{name} tucked it into {their} sleeve.
"We'll {goal}," said {name}.><10-12:"She'll love it," said {companion}, and {name} tucked it into {their} sleeve, promising, "We'll {goal}.">

:: setup family.gull-invitation.s.paper-bird
setting: bedroom

<little:A paper bird glided in through the window. It landed on {name's} quilt.><grown:A paper bird glided in through the window and landed on {name's} quilt.>
<little:{name} unfolded it. It was an invitation to the gulls' family picnic!><grown:When {name} unfolded it, it was {itemFull}.>
<2-9:PLEASE COME, it said.
IT IS NOT A FAMILY PICNIC WITHOUT YOU.><10-12:PLEASE COME, it said; IT IS NOT A FAMILY PICNIC WITHOUT YOU.>
<grown:A row of painted gulls held wings, and at the end stood one in a woolly shawl.><little:There was a row of painted gulls, holding wings.>
<2-9:"It blew off course," said {companion}.><10-12:"It must have blown off course," said {companion}.>
<grown:"Great-Aunt Gull lives alone on the little island, and she hasn't been to a family picnic for years."><little:"Great-Aunt Gull lives all alone.">
<8-9:{name} imagined being the oldest in a family, and wondering if anyone still wanted you there.><10-12:{name} imagined living far from your family and wondering if anyone still wanted you there.>
"Then let's {goal}," said {name}.

:: payoff family.gull-invitation.p.misty-eyes
setting: island

<2-9:On the little island, the sea was sighing.
Beside her nest, {recipient} sat alone, looking across the water.
"Hello, dears," she said in a creaky voice.
"Nobody comes out this far any more."
{Companion} said a warm hello.><10-12:On the little island, where the sea was sighing, {recipient} sat alone beside her nest, gazing across the water.
"Hello, dears," she said in a creaky voice, "nobody comes out this far any more," and {companion} said a warm hello.>
<little:{name} slid {item} out of {their} sleeve. {They} gave it to her.><grown:{name} slid {item} out of {their} sleeve and gave it to her.>
<grown:Great-Aunt Gull read it once, then twice, and her old eyes went misty.><little:Great-Aunt Gull read it.
Her eyes went misty.>
<2-9:"They want me?" she whispered.
"Most of all," said {name}.><10-12:"They want me?" she whispered, and {name} answered, "Most of all.">
<little:"Then I'll fly over at sunrise," said Great-Aunt Gull. "Slowly, but I'll be there."><grown:"Then I'll fly over at sunrise," said Great-Aunt Gull, "slowly, but I'll be there.">

:: payoff family.gull-invitation.p.shawl
setting: island

<little:On the little island, an old gull was sleeping. Her head was under her wing.><grown:On the little island, in a nest of sea pinks, an old gull was sleeping with her head under her wing.>
<little:"Hello?" whispered {name}. Out came a white head in a woolly shawl.><grown:"Hello?" whispered {name}, and out came a white head in a faded woolly shawl.>
<2-9:It was {recipient}.
"We've brought you something," said {companion} softly.><10-12:It was {recipient}, and {companion} said softly, "We've brought you something.">
<little:{name} held out {item}.[ The sea breeze blew {their} {hair} hair.]><grown:{name} held out {item}[, and {their} {hair} hair blew about in the sea breeze].>
<grown:The old gull unrolled it, and her face crinkled into a smile at a row of painted gulls.><little:On it was a row of painted gulls.
Great-Aunt Gull smiled.>
<2-9:"There's me, at the end," she said.
"They remembered my shawl."><10-12:"There's me, at the end," she said, "and they remembered my shawl.">
<8-9:Being remembered, {name} thought, might be the best present of all.><10-12:Being remembered, {name} thought, might be the finest present of all.>
<2-9:"{refrain}," the old gull read.
"And I'll be there tomorrow."><10-12:"{refrain}," the old gull read, "and I'll be there tomorrow.">

// Scenes on the way: the theme's value in action, serving any of its quests.

:: scene family.c.6rk8mv
setting: farm
role: onward
energy: lively

{onward}the farmyard was quiet, except for one worried hen.
<grown:Mother Hen was counting her chicks, and she kept getting to nine.><little:Mother Hen was counting her chicks.
"Nine!
Where is ten?">
<2-9:"Cheep!" came a tiny voice.
The tenth chick was stuck on top of the haystack.><10-12:A tiny "cheep!" revealed that the tenth chick was stuck on top of the haystack.>
{trait:help} <little:{name} climbed the bales and reached out. {Companion} {ability:lift,comfort}.><grown:{name} climbed the bales[, {their} {colour} slippers slipping on the straw,] and reached out. {companion} {ability:lift,comfort}.>
<2-9:Down came the chick, safe under its mother's wing.
"Ten!" clucked Mother Hen.
"Nobody gets left behind in this family."><10-12:Down came the chick, safe under its mother's wing, and Mother Hen clucked, "Ten! Nobody gets left behind in this family.">
<little:From up there, {name} spotted the lane ahead. Off {they} went with {item}!><grown:From up there, {name} had spotted the lane ahead, and off {they} went, {item} and all.>

:: scene family.c.psi2oz
setting: river
role: onward
energy: lively

{onward}a line of stepping stones crossed the river.
<little:Hop, hop, hop!>
<2-9:A duck family was hopping over.
But the smallest duckling had stopped in the middle.><10-12:A duck family was hopping across, but the smallest duckling had stopped, stranded, in the middle.>
<grown:The next stone was a big jump away, and the water went gurgle, gurgle.><little:The next stone was too far.>
{trait:obstacle} "I'll go first," said {name}. {companion} {ability:cross,guide}.
<little:{name} crouched on the far stone and held out both hands.><grown:{name} crouched on the far stone[, {their} {hair} hair blowing in the breeze,] and held out both hands.>
<2-9:"Jump!
I'll catch you!"
The duckling jumped, and {name} caught it.><10-12:"Jump, and I'll catch you!" {name} called, and when the duckling jumped, {name} caught it.>
<8-9:The whole duck family cheered and flapped, as if the littlest had crossed an ocean.><10-12:The duck family cheered and flapped as though their littlest had crossed an ocean.>
<grown:Now everyone was over the river, {name} and {item} too, and the path ran on up the far bank.><little:Everyone was across, {item} too!>

:: scene family.c.18jq8rd
setting: orchard
role: onward
energy: lively

{onward}<little:ripe apples hung in the orchard. The air smelled sweet.><grown:ripe apples hung in the orchard, and the air smelled sweet.>
<2-9:Under the biggest tree, two piglets were squabbling.
"Mine!"
"No, mine!"><10-12:Under the biggest tree, two piglets were squabbling noisily: "Mine!" "No, mine!">
<grown:They both wanted the same rosy apple.><little:They both wanted one red apple.>
{trait:obstacle} <2-9:{name} had an idea.><10-12:Then {name} had a sensible idea.>
<little:"What if you share it?" {they} said. {They} twisted the apple into two halves.><grown:"What if you share it?" {they} said, and twisted the apple into two halves.>
<little:Crack!
One half each.>[ Juice dribbled down {name's} {colour} sleeve.]
<little:{Companion} {ability:find,guide}. There in the long grass lay three more apples!><grown:Then {companion} {ability:find,guide}, and there, in the long grass, lay three more windfalls.>
<8-9:By the time the piglets had munched them all, neither could remember what the squabble had been about.><10-12:By the last apple, the piglets had forgotten the squabble completely; squabbles rarely survive a good supper.>
<grown:"What a pair!" smiled Mother Pig, and she let {name} and {item} out by her back gate, the quick way on.><little:Mother Pig opened her back gate.
Off went {name} and {item}!>

:: scene family.c.1ai0ecw
setting: pond
role: onward
energy: lively

{onward}the wind was blowing across the pond.
<2-9:Whoosh!>
<grown:It was pushing the frog family's lily pads apart.><little:It pushed the frogs' lily pads apart.>
<2-9:Granny Frog drifted one way.
The baby drifted the other.
"Ribbit!
Come back!"><10-12:Granny Frog drifted one way and the baby the other, croaking anxiously, "Come back!">
{trait:help} <2-9:{name}[ rolled up {their} {colour} pyjama sleeves and] grabbed a long reed.
One by one, {they} hooked the pads and pulled them close.><10-12:{name}[ rolled up {their} {colour} pyjama sleeves,] grabbed a long reed, and one by one hooked the pads and pulled them close.>
<little:The baby frog was crying. {Companion} {ability:comfort}.><grown:The baby frog was crying, so {companion} {ability:comfort}.>
<2-9:Soon every pad was touching again.
"Thank you!" croaked Granny Frog.><10-12:Soon every pad was touching again, and Granny Frog croaked gratefully, "Thank you!">
<grown:She showed {name} a dry path round the edge of the pond, straight on towards {recipient}.><little:A dry path led round the pond to {recipient}.>

:: scene family.c.1bgo2gh
setting: fair
role: onward
energy: lively

{onward}there was a fair, lit up with lanterns.
<grown:By the candyfloss stall stood a little shrew in a spotty scarf, blinking and lost.><little:A little shrew stood all alone.
He was lost.>
<2-9:"I can't see my family," he sniffed.
"Shrews can't see very far."><10-12:"I can't see my family," he sniffed, "and shrews can't see very far.">
{trait:meet} <2-9:{name} lifted him up onto {their} shoulder.><10-12:{name} lifted him carefully onto {their} shoulder.>
"Look for a wave," {they} said. {companion} {ability:fly,find,guide}.
There, by the helter-skelter, a whole row of shrews was waving![ The lantern light turned {name's} {hair} hair to gold.]
<8-9:His family swept him into a hug so big it was more like a heap.><10-12:His family swept him into a hug so enormous and enthusiastic that it was really more of a heap.>
<grown:The shrews showed {name} a gap behind the helter-skelter, out of the fair, and {they} hurried through with {item}.><little:The shrews showed {name} a way out.
Off went {name} with {item}.>

:: scene family.c.1kmwre1
setting: waterfall
role: onward
energy: lively

{onward}the waterfall crashed and splashed into a rocky pool.
<little:Splish!
Splash!
Crash!>
<2-9:A newt family was picnicking on the rocks.
But the littlest newt's leaf boat was spinning away!><10-12:A newt family was picnicking on the rocks, but the littlest newt's leaf boat was spinning away!>
"Come back!" cried his mother. {companion} {ability:light,guide}.
{trait:obstacle} {name} found a long stick and stretched out over the water.[ Spray speckled {their} {colour} pyjamas.]
<grown:Once, twice, {name} missed.
The third time, the stick caught the leaf.><little:Miss!
Miss!
Then, got it!>
<2-9:In came the boat.><10-12:Gently, in came the boat.>
<little:Mother Newt hugged her little one. Then she showed {name} dry steps up the falls.><grown:Mother Newt hugged her little one, then showed {name} dry steps up beside the falls.>
Up went {name} with {item}, safe from the spray.

:: scene family.c.15h6gkh
setting: snowfield
role: onward
energy: lively

{onward}a snowy field sparkled under the stars.
<little:A stoat family was building a snow family. There was a tiny one for the baby.><grown:A stoat family was building a snow family, with a tiny one for the baby.>
<grown:But the tiny one's head kept rolling away down the slope.><little:But the baby snowman's head kept rolling away!>
<2-9:Roll, roll, roll!>
{trait:obstacle} <little:{name} slid after it. {Companion} {ability:carry,guide}. {name} caught the snowball at the bottom!><grown:{name} slid after it[, snowflakes catching in {their} {hair} hair]. {companion} {ability:carry,guide}, and {name} caught the snowball at the bottom.>
<grown:This time {name} pressed it on firmly.><little:{name} pressed it on tight.
Pat, pat!>
<2-9:"Now nobody's missing," said the stoats.><10-12:"Now nobody's missing," said the stoats contentedly.>
<grown:The slide had left {name} at the foot of the field, the very way {they} was going, with {item} safe.><little:And {name} was nearer {recipient} now!>

:: scene family.c.z0ji8o
setting: meadow
role: onward
energy: lively

{onward}<little:a cricket family was having a jumping race.><grown:in the long meadow grass, a cricket family was having a jumping race.>
<2-9:Boing!
Boing!
Every time, the littlest cricket came last.><10-12:Boing, boing, they went, but every time the littlest cricket came last.>
<grown:Her feelers drooped lower every time.><little:Her legs were too short.
She was sad.>
{trait:help} <little:{name} knelt down in the grass.><grown:{name} knelt down in the grass[, {their} {eyes} eyes level with the littlest cricket's].>
<2-9:"What if you all jump together, holding hands?"
So the crickets lined up and held on.
"One, two, three, jump!"
Up went the whole family, and down they landed together.><10-12:"What if you all jump together, holding hands?" {name} suggested.
So the crickets lined up and held on, and at "One, two, three, jump!" up went the whole family, landing together.>
<8-9:Nobody won and everybody won, and the littlest laughed loudest of all.><10-12:Nobody won and everybody won, which suited the crickets perfectly, and the littlest laughed loudest.>
{Companion} {ability:light,comfort}.
<2-9:Boing, boing!>
<little:The crickets showed them a trail. It led straight towards {recipient}!><grown:The crickets showed them a trail through the grass, straight towards {recipient}.>

:: scene family.c.1lyyir6
setting: village
role: onward
energy: lively

{onward}the village street was cobbled and quiet.
A goose family was pushing a handcart full of pies.
<grown:"They're for Granny Goose's birthday," honked Father Goose, "and we're late!"><little:"For Granny Goose's party!" honked Father Goose.>
<2-9:Then, clunk!
One wheel dropped into a puddle and stuck fast.><10-12:Then, with a clunk, one wheel dropped into a puddle and stuck fast.>
<little:The goslings began to cry. {Companion} {ability:comfort}.[ The smallest gosling held on to {name's} {colour} dressing gown.]><grown:The goslings began to cry, so {companion} {ability:comfort}.[ The smallest gosling held on to {name's} {colour} dressing gown.]>
{trait:obstacle} <2-9:Then {name} had an idea.
"Everybody together!
One, two, three, push!"
Out it rolled with a squelch!><10-12:Then {name} had an idea: "Everybody together! One, two, three, push!" and out the cart rolled with a squelch.>
<8-9:The geese honked so loudly that three bedroom windows lit up along the street.><10-12:The geese honked with such relief that three bedroom windows lit up along the street.>
<2-9:"Ride with us, we're going your way!" honked Father Goose.
So {name} rode among the pies, holding {item} steady.><10-12:"Ride with us, we're going your way!" honked Father Goose, so {name} rode among the pies, holding {item} steady.>

:: scene family.c.tnzuf7
setting: harbour
role: onward
energy: lively

{onward}little boats bobbed in the harbour, clink, clink.
In the smallest boat sat a mole family in their best clothes.
<grown:"We're sailing to Auntie's wedding on the island," said Mother Mole, "but the wind blew our sail away!"><little:"Our sail blew away!" said Mother Mole.
"And Auntie's wedding is tonight!">
{trait:help} {name} found a hanky[, the {colour} one with spots].
"Will this do?" {they} asked. {companion} {ability:cross,guide}.
<2-9:Then {name} tied the hanky to the mast.
The wind filled it.
Whoosh!><10-12:Then {name} tied the hanky to the mast, and with a whoosh the wind filled it.>
<little:"Take the steps by the blue boat!" called Mother Mole. Off she sailed.><grown:"The steps by the blue boat are your way up!" called Mother Mole, sailing off.>
{name} climbed them with {item}, two at a time.

:: scene family.c.jig8pm
setting: lighthouse
role: onward
energy: gentle

{onward}a striped lighthouse stood on the rocks.
At the top, the keeper was polishing the great lamp.
<grown:"My son is out fishing tonight," she said.
"I keep the light bright, so he can always find his way home."><little:"My son is at sea," she said.
"The light helps him find home.">
<2-9:But her arms were tired.><10-12:But her arms were weary from polishing.>
{trait:help} "Let me help," said {name}, and rubbed the glass until it squeaked. {companion} {ability:light,comfort}.[ The great beam swept round and lit up {name's} {hair} hair.]
Far out at sea, a little boat blinked its lamp back.
<8-9:{name} thought of the light on the landing at home, left on every night, and understood it at last.><10-12:{name} thought of the landing light at home, left glowing every single night, and suddenly understood exactly what it was for.>
<grown:The beam swept inland, lighting the road ahead, and {name} went down the stairs with {item}.><little:The beam lit the road ahead.
Down went {name} with {item}.>

:: scene family.c.mcrcbs
setting: beach
role: onward
energy: gentle

{onward}the beach was silver under the moon.
A hermit crab was scuttling from shell to shell.
<grown:This one was too tight.
That one was too wobbly.><little:Too tight!
Too wobbly!>
<little:"I need a new home," she sighed. "Close to my family in the rock pool."><grown:"I need a new home," she sighed, "close to my family in the rock pool.">
{trait:help} <little:{name} searched along the sand. {Companion} {ability:find,guide}.><grown:{name} searched along the sand[ in {their} {colour} slippers], and {companion} {ability:find,guide}.>
<2-9:By the rock pool lay a speckled shell.
In climbed the crab.
"Just right!"><10-12:By the rock pool lay a speckled shell, and in climbed the crab, declaring, "Just right!">
<8-9:It was not really the shell that made it home, {name} thought.
It was who lived next door.><10-12:The shell was only a shell, {name} thought; what made it a home was the family living just next door.>
<2-3:Her family pointed to a path through the dunes. {item} was safe and sound.><4-5:Her family pointed to a path through the dunes. {item} {itemTell}.><grown:Her family pointed to a path through the dunes, and {item} {itemTell}.>

:: scene family.c.12gdcs0
setting: library
role: aside
energy: gentle

{onward}there was a library where every book glowed.
<2-9:One fat book lay open on a table.
It was a family recipe book, full of different handwriting.><10-12:One fat book lay open on a table: a family recipe book, full of different handwriting.>
<grown:"Add more honey," said one note.
"Not THAT much honey!" said another, in a different hand.><little:"More honey!" said one note.
"Not THAT much!" said another.>
{name} laughed out loud.
{trait:wonder} <8-9:Grandparents, aunts and cousins had all written in it over the years, and the recipe had grown better with every note.><10-12:Grandparents, aunts and cousins had scribbled in it for years, politely arguing about honey, and the recipe had improved with every note.>
{name} picked up a pencil and added one more: Add a hug.[ On the next shelf glowed a book all about {interest}.] {companion} {ability:light,guide}.
On they went, with {item} safe.

:: scene family.c.1cu2b1l
setting: treehouse
role: onward
energy: gentle

{onward}up in a big old tree was a treehouse.
Inside, three squirrel cousins were painting a sign for the door.
<grown:The first said NO GROWN-UPS, until they remembered who baked the nut cakes.
The next said NO BABIES.><little:First it said NO GROWN-UPS.
Then NO BABIES.>
At the bottom of the ladder, the baby squirrel began to cry. {companion} {ability:comfort}.
{trait:meet} <little:"What about this?" said {name}. {They} painted: EVERYONE WELCOME![ The letters were big and {colour}.]><grown:"What about this?" said {name}, and painted: EVERYONE WELCOME[ in big {colour} letters].>
<2-9:Up scrambled the baby, beaming, and the cousins cheered.
"Which way is {recipient}?" asked {name}.
The cousins pointed over the treetops.
"Not far now!"><10-12:Up scrambled the baby, beaming, and the cousins cheered.
When {name} asked which way {recipient} was, the cousins pointed over the treetops: "Not far now!">

:: scene family.c.t3mnr0
setting: kitchen
role: aside
energy: gentle

{onward}<little:a window glowed in the hillside. It was as big as a barn door!><grown:a window as big as a barn door glowed in the hillside.>
Inside, a kind giant family was getting ready for Grandma Giant's birthday.
<little:Then the smallest giant tripped.
Splat!
Down went the cake!><grown:Then the smallest giant tripped, and the birthday cake went splat on the floor.>
His lip wobbled. {companion} {ability:comfort}.
{trait:help} <2-9:{name} scooped up a handful.
"Do you know what this is now?" {they} said.
"It's a birthday crumble!"><10-12:{name} scooped up a handful and said, "Do you know what this is now? It's a birthday crumble!">
<grown:Into a bowl it went, and Grandma Giant laughed until the teacups rattled.><little:Grandma Giant laughed and laughed.>
{name} kept {item} well away from the crumbs.[ The crumbs on {name's} {colour} sleeves were another matter.]

:: scene family.c.14bew3l
setting: forest
role: aside
energy: gentle

{onward}<little:a family of hares sat round a tiny campfire.><grown:in a clearing in the pine forest, a family of hares sat round a tiny campfire.>
Old Grandma Hare was telling a story.
<grown:"In our family, the oldest tells the story," she explained, "and the youngest chooses the ending."><little:"I tell the story," said Grandma Hare.
"The youngest picks the end.">
<2-9:But tonight the youngest was too shy.
"You choose," she whispered to {name}.><10-12:But tonight the littlest hare was too shy, and whispered to {name}, "You choose.">
{trait:meet}[ The firelight danced in {name's} {eyes} eyes.]
<2-9:{name} thought hard.
"And then everybody went home and had pancakes."
The hares cheered.><10-12:{name} thought hard, then announced, "And then everybody went home and had pancakes," and the hares cheered.>
<little:The youngest was shivering. {Companion} {ability:warm,comfort}.><grown:The youngest was shivering, so {companion} {ability:warm,comfort}.>
<little:{recipient} would like that ending too, {name} thought.><grown:{name} thought that {recipient} would have liked that ending too.>

:: scene family.c.1xjkc6l
setting: hilltop
role: onward
energy: gentle

{onward}<little:a small moth sat alone on a stone.><grown:on a grassy hilltop, a small moth sat alone on a stone.>
<2-9:"My nana lives over seven hills," she sighed.
"I miss her."><10-12:"My nana lives over seven hills," she sighed, "and I miss her.">
{trait:help} <little:{name} sat down beside her.[ The moth crept onto {their} {colour} sleeve.]><grown:{name} sat down beside her[, and the moth crept onto {their} {colour} sleeve].>
<2-9:"Look up," said {name}.
"The moon can see you and your nana.
Maybe your nana is looking at it right now."><10-12:"Look up," said {name}. "The moon can see you and your nana, and perhaps your nana is looking at it right now.">
<grown:The little moth gazed up at the moon, and her wings fluttered.><little:The moth looked up at the moon.>
Together, they waved. {companion} {ability:fly,comfort}.
<8-9:It was the sort of thing {name's} own family said, and up here it felt completely true.><10-12:It was exactly what {name's} own family would say, and up here it felt perfectly true.>
<grown:"Thank you," said the moth, and she flew ahead to show a pale path down towards {recipient}.><little:"Thank you," said the moth.
She flew ahead, down the hill after {recipient}.>

:: scene family.c.dt5srw
setting: clouds
role: onward
energy: gentle

{onward}a staircase of mist led up into the clouds.
<little:Up there, a cloud family was hanging lanterns. There was one for everyone they loved.><grown:Up there, a cloud family was hanging lanterns, one for every person they loved.>
<grown:Some were for cousins far across the ocean.><little:Some were for ones far, far away.>
<2-9:"Why hang lanterns for people who aren't here?" asked {name}.
"Because they're still family," said the littlest cloud.
"The light finds them in their dreams."><10-12:"Why hang lanterns for people who aren't here?" asked {name}.
"Because they're still family," explained the littlest cloud, "and the light finds them in their dreams.">
{trait:wonder} <little:{name} hung a lantern for everyone at home. And one for {recipient}!><grown:{name} hung one more lantern[, a {colour} one,] for everyone at home, and one for {recipient}.>
<little:{Companion} {ability:fly,guide}. The clouds hung lanterns down the misty stair for {name}.><grown:{Companion} {ability:fly,guide}, and the clouds hung lanterns down the misty stair, so {name} could find the way.>

:: scene family.c.1d1196v
setting: castle
role: onward
energy: gentle

{onward}an old castle stood on the hill.
<2-9:In its tallest tower lived a family of bats.><10-12:In its tallest tower lived a family of bats, who slept upside down in a row, except the littlest, who kept falling.>
<6-9:They slept upside down in a row, except the littlest, who kept falling.
Bump!><little:They slept upside down.
But the littlest kept falling.
Bump!>
"I can't do it," he cried. {companion} {ability:comfort}.[ He hid his face in {name's} {colour} sleeve.]
{trait:help} <little:{name} found a low beam, just right for small feet. {They} lifted him up to it.><6-9:{name} found a low beam, just right for small feet, and lifted him up to it.><10-12:{name} found a lower beam, just right for small feet, and lifted him carefully onto it.>
<grown:Then his whole family hung beside him.><little:Then his family hung on the low beam with him.>
<2-9:"We sleep together," said Mother Bat, "wherever that is."><10-12:"We sleep together," Mother Bat explained, "wherever that happens to be.">
<little:Then she showed {name} a little back stair. It was a quicker way to {recipient}!><6-9:Then she showed {name} a little back stair, a quicker way on to {recipient}.><10-12:Then she pointed {name} to a narrow back stair, a quicker way on to {recipient}.>

:: scene family.c.1607xk0
setting: mountain
role: onward
energy: gentle

{onward}the mountain path was steep and winding.
<little:A goat family was climbing it. At the back came Grandpa Goat, slow and stiff.><grown:A goat family was climbing it, and at the back came Grandpa Goat, slow and stiff.>
<grown:The young goats kept racing ahead.><little:The kids raced ahead.
Tap, tap went their hooves.>
{trait:rest} <2-9:{name} slowed down and walked beside Grandpa Goat.><10-12:{name} deliberately slowed down and walked beside Grandpa Goat.>
<little:Slowly, {name} saw things the racers missed. Like a star in a puddle![ {name} told Grandpa Goat all about {interest}. He listened to every word.]><grown:At his speed, {name} saw things the racers missed, like a star in a puddle.[ {name} told Grandpa Goat all about {interest}, and he listened to every word.]>
<8-9:One by one, the young goats crept back, curious, and the whole family went on at Grandpa's pace.><10-12:One by one the young goats drifted back, curious about what they had missed, and the family went on at Grandpa's pace.>
At the fork, Grandpa Goat showed {name} a gentler path, shorter too. {companion} {ability:guide}.
<little:{name} held {item} close. "{refrain}," {they} hummed.><grown:"{refrain}," hummed {name}, step by slow step, with {item} held close.>

:: scene family.c.wp94vf
setting: river
role: aside
energy: calm

{onward}the river was slow and silver.
<little:On a mossy log sat Grandpa Toad and his granddaughter. Each had a string.><grown:On a mossy log sat Grandpa Toad and his granddaughter, each with a string.>
<grown:They were fishing for the moon's reflection, as they did every night.><little:They were fishing for the moon in the water.>
<2-9:"Do you ever catch it?" whispered {name}.
"Never," said Grandpa Toad.
"That isn't the point.
The point is sitting together."><10-12:"Do you ever catch it?" whispered {name}.
"Never," said Grandpa Toad, "but that isn't the point; the point is sitting together.">
{trait:rest} <2-9:{name} sat down on the log too.><10-12:So {name} sat down on the log beside them.>
<little:Plip, went the water.>[ The moon's reflection wobbled by {name's} {colour} slippers.] {companion} {ability:hush,comfort}.
<2-9:For a long while, nobody spoke at all.><10-12:For a long, peaceful while, nobody spoke at all.>
<little:Then {name} checked on {item}. Softly, they went on.><grown:Then {name} checked on {item}, and they went softly on.>

:: scene family.c.17p7j5i
setting: meadow
role: onward
energy: calm

{onward}the meadow was dark and full of tiny lights.
<2-9:A firefly family was blinking softly.
But the biggest firefly had no glow at all.><10-12:A firefly family was blinking softly, but the biggest firefly had no glow at all.>
<grown:"I've lit the way for everyone all night," it yawned.><little:"I'm too tired to glow," it yawned.>
{trait:help} {name} held out a drop of dew on a clover leaf. {companion} {ability:warm,comfort}.
Then the little fireflies glowed extra bright, all around their tired grown-up.[ The glow made {name's} {eyes} eyes shine.]
<8-9:Even the ones who look after everybody, {name} thought, need looking after sometimes.><10-12:Even those who look after everybody, {name} thought, need looking after now and then.>
<little:Then the fireflies drifted ahead in a blinking line. They lit the path for {name} and {item}.><grown:Then the fireflies drifted ahead in a soft, blinking line, lighting the path for {name} and {item}.>

:: scene family.c.j71ulh
setting: farm
role: onward
energy: calm

{onward}<little:sheep were sleeping in the field. They were round and woolly in the moonlight.><grown:sheep were sleeping in the field, round and woolly in the moonlight.>
<2-9:A lamb stood among them, lost.><10-12:A lamb stood among them, quite lost.>
<grown:"They all look the same in the dark," it whispered.
"Which one is my mum?"><little:"Which one is my mum?" it whispered.>
{trait:help} "Listen," said {name} softly.
"You'll know her voice." {companion} {ability:hush,comfort}.
<2-9:"Baa," called the lamb.
From across the field came one sleepy answer.
"Baa."><10-12:"Baa," called the lamb, and from across the field came one sleepy answer: "Baa.">
<little:The lamb trotted straight to her and snuggled in.><grown:The lamb trotted straight to her[, brushing past {name's} {colour} pyjamas,] and snuggled in.>
<8-9:{name} thought that {their} own family's voices would be easy to find too, even in the dark.><10-12:{name} was certain {they} would know {their} own family's voices too, anywhere at all, even with {their} eyes shut.>
<grown:The mother sheep nodded to a gate in the far wall, and {name} tiptoed off, {item} tucked close.><little:Through the gate went {name} and {item}.>

:: scene family.c.r8wdmq
setting: harbour
role: onward
energy: calm

{onward}the harbour was asleep, and the boats creaked softly.
<little:Creak... creak...>
<2-9:Along the jetty, a seal family lay in a long, sleepy row.
One more pup came flopping up, but there was no room.><10-12:Along the jetty, a seal family lay in a long, sleepy row, and when one more pup came flopping up, there was no room.>
{trait:help} <2-9:{name} tapped the nearest seal.
"Could everyone shuffle up?"><10-12:{name} tapped the nearest seal and asked politely, "Could everyone shuffle up?">
<grown:With sleepy grunts, the seals shuffled along, until there was a space.><little:Shuffle, shuffle.
A space!>
The pup flopped in[ and sniffed {name's} {colour} slippers]. {companion} {ability:hush,comfort}.
"There's always room for one more," murmured the mother seal.
<little:She nodded at the lamps along the wall. {name} followed them on towards {recipient}.><grown:She nodded at the lamps along the wall, and {name} followed them on towards {recipient}.>

:: scene family.c.758onv
setting: orchard
role: aside
energy: calm

{onward}<little:a family of dormice slept under an apple tree. Their nest was soft thistledown.><grown:under the roots of the oldest apple tree, a family of dormice was asleep in a nest of thistledown.>
All except the smallest.
<grown:Her eyes were wide open, and she was counting the stars through the branches.><little:She was wide awake.>
"I can't get to sleep," she whispered.
{trait:rest} <little:{name} knelt down and sang a goodnight song from home. Low and slow.><grown:{name} knelt down and sang a goodnight song from home, very low and slow.>
<little:La, la, la.>[ Then {name} whispered a story about {interest}, very quietly.] {companion} {ability:hush,comfort}.
<grown:The little dormouse's eyes grew heavy, then heavier, then closed.><little:Her eyes closed.>
<8-9:A song from home, {name} realised, could travel anywhere and still feel like home.><10-12:A song from home, {name} realised, was a piece of home you could carry anywhere.>
<2-3:{name} kept {item} safe.><4-5:{item} {itemTell}.><grown:{item} {itemTell}.>

:: scene family.c.13p55a8
setting: village
role: aside
energy: calm

{onward}the village was getting ready for bed.
<grown:One by one, the windows glowed yellow, and {name} could see the families inside.><little:The windows glowed.
Families were inside.>
<2-9:In one, a grandpa was reading to twins.
In the next, two mums were rocking a baby.><10-12:In one, a grandpa was reading to twins; in the next, two mums were rocking a baby.>
<little:In a third, a big brother helped his sister find her teddy.><grown:Upstairs in a third, a big brother was helping his little sister find her teddy.>
{trait:wonder} {companion} {ability:hush,guide}.
From every window came the same soft words: "Goodnight.
I love you."[ {name's} {eyes} eyes shone.]
{name} whispered it too, for {recipient}.

:: scene family.c.195f3mv
setting: beach
role: aside
energy: calm

{onward}<little:{name} lay back on the cool sand. The stars seemed very close.><grown:{name} lay back on the cool sand[, {their} {hair} hair spread out like a fan], and the stars seemed very close.>
A family of stars twinkled in the shape of a kite.
<grown:But the littlest star kept twinkling a moment too late.><little:But the littlest star kept getting it wrong.>
<2-9:"Sorry," she said, in a tiny voice.
"Never mind," said her big sister star.
"We always keep your place."><10-12:"Sorry," she said, in a tiny voice.
"Never mind," said the biggest star kindly, "we always keep your place.">
{trait:wonder} {name} counted for her, softly: "One, two, twinkle!"
<grown:This time, the whole kite shone at once.><little:Twinkle!
All together.> {companion} {ability:warm,comfort}. <little:{name} thought of {recipient}. "{refrain}," {they} whispered.><grown:"{refrain}," {name} whispered, thinking of {recipient}.>

:: scene family.c.gmbjwt
setting: island
role: onward
energy: calm

{onward}a small island sat in a silver sea.
In a clifftop burrow, two puffin parents were keeping their egg warm.
<grown:One sat on the egg while the other went fishing.
Then they swapped, so nobody got too tired.><little:They took turns.
One sat.
One fished.
Swap!>
{trait:wonder}[ The sea wind tugged at {name's} {hair} hair.]
{name} found a soft feather and tucked it round the egg. {companion} {ability:warm,comfort}.
<2-9:From the egg came a tiny sound.
Tap.
Tap.
Tap.><10-12:From the egg came a tiny sound: tap, tap, tap.>
"That's our little one," whispered the puffins, "saying goodnight."
<little:A puffin showed {name} the gentle path down. Off {they} crept with {item}.><grown:A puffin showed {name} the gentle path down, and off {they} crept with {item}.>

// Endings: home again, the quest remembered by name, sleep.

:: ending family.e.1hf3k7n
setting: bedroom
closes: goodnight-song

Back in bed, {name} listened to the small sounds of home.
<grown:A creak on the stairs, the soft tick of the hall clock, and someone humming the goodnight song.><little:Creak.
Tick, tock.
Hum, hum, the goodnight song.>
<little:"Those are the sounds of being looked after," whispered {companion}.><grown:"Those are the sounds of being looked after," whispered {companion}, curling up at the end of the bed.>
Somewhere across the dark, {recipient} was happy tonight.
<8-9:Families were everywhere, {name} thought: in burrows and nests and houses just like this one.><10-12:Families were everywhere, {name} thought drowsily: in burrows, nests and houses like this one.>
{name's} eyes closed, and sleep came softly.

:: ending family.e.1jehgxz
setting: bedroom
closes: photo-by-bed

<little:{name} wriggled down under the covers. {They} said goodnight to everyone, one by one.><grown:{name} wriggled down under the covers and began to say goodnight to everyone, one by one.>
<grown:Goodnight to everyone in this house.
Goodnight to the picnic photo by the bed.
Goodnight to {recipient}.><little:Goodnight, house.
Goodnight, photo.
Goodnight, {recipient}.>[ Goodnight, even, to {interest}.]
"Goodnight, {name}," said {companion} softly.
<8-9:It felt like pulling a big, warm blanket over the whole wide world.><10-12:Saying goodnight to everyone felt like drawing a vast, warm blanket over the whole world.>
{name} smiled, and {their} eyes were already closing.

:: ending family.e.81t8gx
setting: bedroom

<2-9:The bedroom door opened just a crack.
A grown-up peeped in, the way grown-ups do before their own bedtime.
"Still awake?" came a whisper.
"Nearly asleep," murmured {name}.><10-12:The bedroom door opened just a crack, and a grown-up peeped in, the way grown-ups always do before their own bedtime.
"Still awake?" came a whisper, and {name} murmured, "Nearly asleep.">
<little:A soft kiss landed on {their} forehead. The covers were tucked in once more.><grown:A soft kiss landed on {their} forehead[, just below {their} {hair} fringe], and the covers were tucked in once more.>
<6-9:From the windowsill, {companion} watched and smiled.><little:{companion} smiled.>
<little:{name} thought of {recipient} and {item}. {They} smiled too.><6-9:{name} thought of {recipient}, and of {item}, and smiled too.><10-12:From the windowsill {companion} watched, smiling, and {name} thought of {recipient}, and of {item}, and smiled too.>
<2-9:Then sleep came, warm and soft.><10-12:Then sleep arrived, warm and unhurried.>

:: ending family.e.z7gf5s
setting: bedroom

Home again, {name} climbed into bed.
<grown:The landing light made its yellow stripe across the floor, just as it always did.><little:The landing light was on, like always.>
<little:"Your family leaves it on for you," said {companion}. "So you can find your way home."><grown:"Your family leaves it on for you," said {companion}, "so you can always find your way home.">
<2-9:{name} yawned.
Tonight, {name} had helped {item} find its way too.><10-12:{name} yawned, remembering that tonight {they} had helped {item} find its way too.>
<8-9:Every light left on, {name} thought sleepily, was somebody saying: come home safe.><10-12:Every light left on, {name} thought sleepily, was somebody saying, without words, come home safe.>
{name} snuggled down, and the house breathed slow and quiet all around.

:: ending family.e.sevf00
setting: bedroom

<2-9:Snug in bed, {name} pulled the covers up to {their} chin. {companion} settled on the rug, warm and sleepy.><10-12:Snug in bed, {name} pulled the covers up to {their} chin, while {companion} settled on the rug, warm and drowsy.>
"Do you think {recipient} is happy?" asked {name}.
<2-9:"Very happy," said {companion}.
"Because of you."><10-12:"Very happy," said {companion}, "and it's because of you.">
<grown:{name} smiled a slow, sleepy smile.[ {name} thought about {interest} for a moment, and then about nothing at all.]><little:{name} smiled.[ {name} thought about {interest}. Then about nothing at all.]>
<8-9:It was a good feeling, {name} thought, to have made a difference to somebody's family.><10-12:There was a quiet satisfaction, {name} thought, in making a real difference to somebody's family.>
<little:Yawn!><6-9:Then came one enormous yawn, and {name's} eyes closed.><10-12:Then came one enormous yawn, {name's} eyes closed, and soon {name} was fast asleep.>
<2-9:Soon {name} was fast asleep.>

:: ending family.e.4jaak9
setting: bedroom
closes: photo-by-bed

<little:By the bed, a family photo smiled back at {name}.><grown:On the table by the bed, a family photo smiled back at {name}.>
<little:Everyone was in it, squashed together.[ There was {name} in the middle, {hair} hair sticking up!]><grown:Everyone was in it, squashed together[, and there was {name}, {hair} hair sticking up, right in the middle].>
"Goodnight, everyone," {name} whispered, the same as always.
<grown:Then {name} thought of {recipient}, and of all the families out there in the dark.><little:Then {name} thought of {recipient}.>
<8-9:Big ones and small ones, near ones and far ones, and every one of them full of love.><10-12:Big families and small ones, near and far, {name} thought, and every single one of them held together by love.> {companion} gave {sound}.
{name's} eyes fluttered, and closed, and sleep came.

:: ending family.e.1k0g70k
setting: bedroom

<2-9:Back home, the house was quiet and warm.><10-12:Back home, the whole house was quiet, warm and peaceful.>
<little:{name} climbed into bed and snuggled down. "{refrain}," {they} whispered.><grown:{name} climbed into bed and snuggled down. "{refrain}," {they} whispered, one last time.>
<grown:{companion} whispered it too, very softly, like a lullaby.><little:{companion} said it too, softly.>
<2-9:Far away, {recipient} was happy too.[ The moonlight made {name's} {hair} hair silver on the pillow.]><10-12:Far away, {recipient} was contented too.[ The moonlight turned {name's} {hair} hair silver on the pillow.]>
<8-9:It had been a long night, and a good one.><10-12:It had been a long night, and a thoroughly good one, well worth remembering.>
<2-9:Slowly, {name's} eyes closed, and {they} drifted off to sleep.><10-12:Gradually {name's} eyes closed, and {they} drifted peacefully off to sleep.>

:: ending family.e.1ewwg2f
setting: bedroom
closes: height-chart

<little:{name} drew a line for {companion} on the height chart. Then {they} climbed into bed.><grown:{name} pencilled a line for {companion} on the height chart at last, then climbed into bed.>
<grown:Tonight, {name} felt taller than the pencil line said.><little:{name} felt taller tonight.>
<2-9:"Helping a family does that," said {companion}, with a wink.><10-12:"Helping a family has that effect," said {companion}, with a knowing wink.>
<little:{name} laughed into the pillow.><grown:{name} laughed into the pillow[, thinking of the little {colour} star someone had drawn beside {their} line].>
<8-9:Growing, {name} thought, was not only about inches.><10-12:Growing, {name} thought, was not only measured in inches.>
<little:{recipient} would be smiling tonight. {name} was sure of it.><grown:{recipient} would be smiling tonight, {name} was sure of it.>
<little:Then came a big, sleepy yawn. {name} was asleep before it was finished!><grown:Then came a big, sleepy yawn, and {name} was asleep before the yawn was finished.>

:: ending family.e.5aqxhp
setting: bedroom
closes: secret-knock

Under the covers, {name} tapped the family's secret knock on the headboard.
Knock-knock, knock.
<grown:Somewhere downstairs, somebody tapped it back, very softly.><little:Downstairs, somebody knocked back!>
"I love you too," {name} whispered. {companion} curled up close[ on {name's} {colour} blanket], warm and heavy.
<little:{name} remembered {recipient}. It felt good to belong to someone.><grown:{name} remembered {recipient}, and how good it felt to belong to someone.>
<8-9:Everybody should have a knock like that, {name} thought.><10-12:Everybody ought to have a secret knock like that, {name} thought.>
Then {name's} eyes closed, and sleep came.

:: ending family.e.1xzlcig
setting: bedroom
closes: goodnight-song

{name} slipped back into bed.
Downstairs, somebody was humming the family's goodnight song.
<little:Hum, hum, hum.>
{name} hummed along under {their} breath, slower and slower. {companion} hummed too, deep and soft.
<grown:{name} thought about {recipient}, and hoped that everyone had a goodnight song to fall asleep to.><little:{name} thought about {recipient}.>
<8-9:The tune wrapped round the room like a warm scarf.><10-12:The tune wound slowly round the room like a warm, familiar scarf.>
Before the song was over, {name} was fast asleep.

:: ending family.e.dfmils
setting: bedroom

<2-9:Tucked up at last, {name} looked out of the window.
The stars were twinkling, all together.><10-12:Tucked up at last, {name} gazed out of the window, where the stars were twinkling together.>
<grown:Somewhere out there was {recipient}, with {item}, just where it belonged.><little:{recipient} was out there, happy.>
<little:"Goodnight," {name} whispered to them all. {Companion} settled down with {sound}.><grown:"Goodnight," {name} whispered to them all. {companion} gave {sound} and settled down.>
<8-9:The world felt smaller and kinder than it had that morning.><10-12:Somehow the world felt smaller and kinder than it had that morning.>
{name's} eyelids grew heavy, and sleep came, soft as snow.

:: ending family.e.ousxr5
setting: bedroom

<2-9:Back in bed, {name's} toes found the warm spot at the bottom.><10-12:Back in bed, {name's} toes discovered the warm spot at the bottom.>
<grown:Someone had plumped the pillow, and the blanket smelled of home.><little:The pillow was soft.
The blanket smelled of home.> {companion} curled up at the end of the bed<grown:[, by {name's} {colour} slippers]>.
<2-9:"We did it," {name} murmured. "{recipient} is happy."
"You did it," said {companion}.><10-12:"We did it," {name} murmured contentedly. "{recipient} is happy."
"You did it," {companion} corrected gently.>
<8-9:{name} felt full to the brim, the way you do after a good supper.><10-12:{name} felt full to the brim, as if after a good supper, only warmer.>
<2-9:{name} yawned, and snuggled, and slept.><10-12:{name} yawned, snuggled deeper, and slept.>

:: ending family.e.171g99t
setting: bedroom

{name} was home, under the covers, with {companion} close by.
<grown:Outside, the night was still and deep, and the garden was silver.><little:The night was still.>
<2-9:{name} pictured {recipient}'s happy face, and smiled.
"Will you stay till I'm asleep?"
{name} asked.
"Always," said {companion}.><10-12:{name} pictured {recipient}'s happy face and smiled, then asked drowsily, "Will you stay till I'm asleep?"
"Always," {companion} promised.>
<8-9:There is a special kind of tired that comes after a kind night's work, and {name} had it now.><10-12:There is a particular kind of tiredness that comes after a night of helping, and {name} was wrapped snugly in it now.>
{name's} breathing grew slow and deep, and soon {they} was dreaming.

:: ending family.e.1idd8wt
setting: bedroom

At the window, {companion} turned to say goodnight.
"Will you come back?" asked {name}, already half asleep.
<little:"Whenever a family needs a helper," said {companion}. "And whenever you need me."><grown:"Whenever a family needs a helper," said {companion}, "and whenever you need me.">
<grown:{name} thought of {recipient}, and of how one small job had made a whole family glad.><little:{name} thought of {recipient}.
Everyone was happy.>
<8-9:Being part of a family, {name} decided, meant being part of something bigger than one house or one night.><10-12:Being part of a family, {name} decided, meant belonging to something far bigger than one house, stretching out in every direction.>
{name} yawned a huge, happy yawn, and fell asleep.

:: ending family.e.pillow-dip
setting: bedroom

<little:{name} climbed into bed.
The pillow still had a little dip in it.
It was just the shape of {name's} head.><6-9:{name} climbed into bed.
The pillow still had a dip in it, the shape of {name's} head.><10-12:{name} climbed into bed and found a small hollow still in the pillow, exactly the shape of {name's} head.>
<little:"It waited for you," said {companion}.
"Home keeps a place for you."><6-9:"It waited for you," said {companion}, plumping up the corners.
"Home always keeps a place for you."><10-12:"It has been waiting for you," said {companion}, "because home always keeps a place for you.">
<little:{item} had found its place tonight, too.><6-9:{item} had found its place tonight, too, at {destination}.><10-12:{item}, too, had found its proper place tonight at {destination}.>
<little:{name} snuggled into the dip.
{Companion} gave {sound}.
Then {name} was fast asleep.><6-9:{name} snuggled into the dip.
{Companion} gave {sound}, and soon {name} was fast asleep.><10-12:{name} settled into the hollow, {companion} gave {sound}, and {name} was soon peacefully asleep.>

:: ending family.e.breakfast-news
setting: bedroom

<little:{name} lay in bed, warm and still.
{They} had so much to tell at breakfast!><6-9:{name} lay in bed, warm and still, thinking about breakfast.
There would be so much to tell the family!><10-12:{name} lay in bed, warm and still, thinking about breakfast and how much there would be to tell the family.>
<little:All about {item}.
All about {recipient}.
All about the long way to {destination}.><6-9:All about {item}, and {recipient}, and the long way to {destination}.><10-12:{name} would describe everything: {item}, {recipient}, and the winding way to {destination}.>
<little:"What will you tell first?" asked {companion}.
{name} gave a sleepy smile.
"The bit where we came home."><6-9:"Which part will you tell first?" asked {companion}.
{name} gave a sleepy smile.
"The part where we came home."><10-12:"Which part will you tell first?" asked {companion}, and {name} gave a drowsy smile.
"The part where we came home.">
<little:Then {name's} eyes closed.
Sleep came, soft and slow.><6-9:But {name's} eyes were closing, and sleep was already here.><10-12:But the telling would have to wait, because sleep had quietly arrived.>

:: ending family.e.tucked-corners
setting: bedroom

<little:{name} showed {companion} the family tuck-in.
One side, then the other side.
Then a pat on the top!><6-9:{name} showed {companion} the family's proper tuck-in.
One side, the other side, and a pat on top.><10-12:{name} taught {companion} the family's proper tuck-in: first one side, then the other, and finally a gentle pat on top.>
<little:{Companion} tried it on {name}, very carefully.
"Just right," said {name}.><6-9:{companion} tried it on {name}, slowly, and the pat was just right.><10-12:{companion} practised it on {name} with enormous care, and the pat on top was precisely right.>
<little:{name} thought of {recipient}.
Was someone tucking in {recipient} too?><6-9:{name} thought of {item}, delivered at last.
Was somebody tucking in {recipient} tonight, too?><10-12:{name} thought of {item}, delivered safely at last, and wondered whether somebody was tucking in {recipient} tonight as well.>
<little:Warm and snug, {name} fell asleep.><6-9:Warm and snug, {name} let {their} eyes close, and fell asleep.><10-12:Snug and warm beneath the tight covers, {name} let {their} eyes close and drifted into sleep.>

:: ending family.e.blown-kiss
setting: bedroom

<little:{name} sat up in bed.
{They} blew kisses at the window.><6-9:Before lying down, {name} sat up and blew three kisses at the window.><10-12:Before lying down, {name} sat up in bed and blew three kisses towards the window.>
<little:One for {recipient}.
One for {item}.
One for everyone asleep in the house.><6-9:One was for {recipient}.
One was for {item}.
And one was for everyone asleep in the house.><10-12:The first was for {recipient}, the second for {item}, and the third for everyone sleeping peacefully in the house.>
<little:Then {name} blew one more.
{Companion} caught it, and kept it.><6-9:Then {name} blew one more, just for {companion}, who caught it carefully and kept it.><10-12:Then {name} blew one more, especially for {companion}, who caught it with great care and kept it.>
<little:{name} lay back down, smiling.
Soon {they} was fast asleep.><6-9:{name} lay back down, smiling, and sleep came, warm and deep.><10-12:{name} lay back against the pillow, still smiling, and sleep arrived, warm and deep.>
