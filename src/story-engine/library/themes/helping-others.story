// Helping Others: the theme's openings, its quests (each followed by its set-ups and pay-offs), its scenes and its endings.
// How to write for it: ../README.md. The journeys every theme shares are in ../journeys.story.
theme: Helping Others

// Openings: home at bedtime; the companion arrives. Quest-neutral.

:: opening helping-others.o.1ysehna
setting: bedroom

<2-9:The autumn wind was blowing hard tonight.>
<little:Whoo!
Whoo!><6-9:It whooshed round the chimney and rattled the garden gate.><10-12:The autumn wind was blowing hard tonight, whooshing round the chimney and rattling the garden gate.>
<little:Before bed, {name} had helped bring the washing in.[ {Their} {colour} socks were still warm.]><grown:Before bed, {name} had helped bring the washing in[, and {their} {colour} socks were still warm from the line].>
<2-9:Now {name} was tucked up tight.
Then the wind dropped, and something knocked at the window.><10-12:Now {name} was tucked up tight, and just as the wind dropped, something knocked at the window.>
<grown:There, with leaves swirling all around, stood {companionIntro}.><little:There stood {companionIntro}.>
<2-9:"I saw you helping," said {companion}.
"Somebody out there needs a helper too.
Will you come?"><10-12:"I saw you helping," said {companion}. "Somebody out there needs a helper too; will you come?">

:: opening helping-others.o.11oogoa
setting: bedroom

<little:Rain drummed on the roof. One drop fell through a crack.><grown:Rain was drumming on the roof, and one drop kept falling from a crack in the ceiling.>
<2-9:Plip!
Plip!>
<little:{name} fetched a bucket and set it underneath.><6-9:{name} fetched the mop bucket[ in {their} {colour} pyjamas] and set it underneath.><10-12:Plip, plip, it went, until {name} fetched the mop bucket[ in {their} {colour} pyjamas] and set it underneath.>
<grown:Plink, went the next drop, safe in the bucket, and {name} gave a small, pleased nod.><little:Plink!
Got it.>
<2-9:Then came a different sound.
Tap, tap, at the window.><10-12:Then came a different sound altogether: a tap, tap, at the window.>
<grown:Outside, under a big dripping umbrella, stood {companionIntro}.><little:Outside stood {companionIntro}.>
<2-9:"You're good at fixing things," said {companion}.
"Somebody needs you tonight."><10-12:"You're good at fixing things," said {companion}, "and somebody needs you tonight.">

:: opening helping-others.o.nblljy
setting: garden

<little:It was a long summer evening. {name} was filling the bird bath.><grown:It was a long, light summer evening, and {name} was still out in the garden, filling the bird bath.>
<2-9:The birds had been hot and thirsty all day.><10-12:The birds had been hot and thirsty all day, and the moment the water splashed in, a blackbird hopped down to drink.>
<little:Splish, splash!><6-9:Splish, splash!
A blackbird hopped down at once to drink.>
<little:The bean poles rustled. Out walked {companionIntro}.><grown:Then the bean poles rustled, and out from among the leaves stepped {companionIntro}.>
<2-9:"That was kind," said {companion}.>
<6-9:"The birds will sleep better now.
And there's more helping to be done tonight, if you'd like to come."><10-12:"That was kind," said {companion}. "The birds will sleep better now, and there's more helping to be done tonight, if you'd like to come."><little:"There is more helping to do tonight.
Will you come?">
{name} nodded[ so hard that {their} {hair} hair bounced].

:: opening helping-others.o.163m5mq
setting: bedroom

<2-9:{name's} eyes closed, and a dream began.>
<6-9:The bed rocked gently, and the bedroom floor turned into a calm blue sea.><10-12:The moment {name's} eyes closed, a dream began: the bed rocked gently, and the bedroom floor turned into a calm blue sea.><little:The bed rocked.
The floor turned into the sea.>
<2-9:Splash, splash!
Something was swimming alongside.
Up climbed {companionIntro}, dripping and smiling.><10-12:Something was splashing alongside, and a moment later up climbed {companionIntro}, dripping and smiling.>
"Ahoy, {name}!" said {companion}.
<grown:"I'm looking for a helper with a good heart.
Somebody is waiting for one tonight."><little:"I need a helper.
Will you come?">
<8-9:Even inside the dream, {name} knew the answer straight away.><10-12:Even half asleep and deep inside a dream, {name} did not need a single moment to think about the answer.>
"Yes," said {name}, and held on tight.

:: opening helping-others.o.9gu51k
setting: bedroom
opens: toy-robot

<little:On the shelf sat {name's} old toy robot.><grown:On the shelf sat {name's} old toy robot[, the one with {colour} buttons].>
<2-9:That evening, {name} had mended its wobbly wheel with sticky tape.
Suddenly the robot's eyes blinked on.><10-12:That evening, {name} had mended its wobbly wheel with sticky tape, and now, quite suddenly, the robot's eyes blinked on.>
"Beep!
Thank you for fixing me," it whispered.
"Now quick, look out of the window!"
<grown:Coming up the garden path, clear in the moonlight, was {companionIntro}.><little:Up the path came {companionIntro}.>
<8-9:The robot beeped proudly, as if it had arranged the whole thing.><10-12:The robot gave a proud little beep, exactly as though it had arranged the whole evening by itself and expected some credit.>
"Somebody needs a helper," said {companion}.
"Are you ready?"

:: opening helping-others.o.tspj0q
setting: bedroom
opens: mr-fenwick-path

<2-9:The first snow of winter was falling, soft and slow.
{name} pressed {their} nose to the cold window[, {their} {eyes} eyes wide].><10-12:The first snow of winter was falling, soft and slow, and {name} pressed {their} nose to the cold window[, {their} {eyes} eyes wide].>
<grown:Next door, old Mr Fenwick was sweeping his path, puffing little clouds of breath.><little:Next door, old Mr Fenwick was sweeping the snow.>
"I'll help him tomorrow," {name} decided.
<2-9:Crunch, crunch!
Footprints came across the white lawn, right up to the window.><10-12:Then, with a steady crunch, a line of footprints came across the white lawn, right up to the window.>
<grown:At the end of them, dusted with snowflakes, stood {companionIntro}.><little:And there stood {companionIntro}!>
<2-9:"Tomorrow is good," said {companion}.
"But somebody needs a helper tonight."><10-12:"Tomorrow is good," said {companion}, "but somebody needs a helper tonight.">

:: opening helping-others.o.1rw9c12
setting: bedroom

<little:{name} snuggled down. Then a paper plane flew in the window.><6-9:Just as {name} snuggled down, a paper aeroplane flew in through the open window.><10-12:Just as {name} snuggled down, a paper aeroplane swooped in through the open window and landed neatly on the pillow.>
<2-9:Whoosh!
It landed right on the pillow.>
<grown:Along its wing, in silver pencil, someone had written: "Helper wanted.
Kind hands only."><little:On its wing it said: "Helper wanted!">
<2-9:{name} looked at {their} own two hands[ and wiggled {their} fingers].
They seemed kind enough.><10-12:{name} looked thoughtfully at {their} own two hands[ and wiggled {their} fingers]; they seemed kind enough.>
At the window, waving, was {companionIntro}.
<2-9:"Did you get my message?" asked {companion}.
"I did," said {name}, already out of bed.><10-12:"Did you get my message?" asked {companion}. "I did," said {name}, who was already halfway out of bed.>

:: opening helping-others.o.iw18ms
setting: bedroom

<2-9:The night-light by {name's} bed began to blink.
On, off.
On, off.
On, on, off.><10-12:The night-light by {name's} bed began to blink in a curious pattern: on, off, on, off, on, on, off.>
<grown:It looked like a message, the way ships flash their lights to each other across the sea.><little:Blink, blink.
A secret message!>
{name} sat up to watch.[ {name's} {eyes} eyes blinked too.]
<little:The light glowed brighter and brighter. Out of the glow came {companionIntro}!><grown:The light glowed brighter and brighter, until out of the glow stepped {companionIntro}.>
"Sorry to wake you," said {companion}.
<grown:"I've been flashing for a helper all over town, and yours was the only light that flashed back."><little:"I need a helper, and your light said yes!">

:: opening helping-others.o.wv92vh
setting: garden

<little:On warm nights, {name} watched the fireflies from the back step.><6-9:On warm nights, {name} liked to sit on the back step and watch the fireflies.><10-12:On warm nights, {name} liked to sit on the back step and watch the fireflies, but tonight they were doing something entirely new.>
<2-9:Tonight they were doing something new.>
<grown:They gathered together in the dark and blinked out letters in the air: H, E, L, P.><little:They made letters in the air.
H.
E.
L.
P.>
"Help?" whispered {name}.
"Who needs help?"
<little:Behind the apple tree stood {companionIntro}.><grown:From behind the apple tree stepped {companionIntro}.>
<2-9:"Lots of little someones," said {companion}.>
<6-9:"The fireflies said you would come if they asked."><10-12:"Lots of little someones," said {companion}, "and the fireflies were certain you would come if they asked."><little:"The fireflies knew you'd come.">
[{name's} {eyes} eyes shone.]

:: opening helping-others.o.10lp5oo
setting: garden

<2-9:Every evening, {name} helped to shut the hens in their little house.
Tonight the last hen, Nutmeg, would not go in.><10-12:Every evening, {name} helped to shut the hens in their little house, but tonight the last hen, Nutmeg, flatly refused to go in.>
<little:Cluck!
Cluck!
Flap!><grown:She clucked and flapped and ran round the apple tree, twice.>
<little:So {name} laid a trail of corn, grain by grain. At last Nutmeg hopped inside.><grown:So {name} laid a trail of corn[ along the path, past {their} {colour} wellies], grain by grain, and at last she hopped inside.>
<2-9:Click, went the latch.
"Well done," said a voice.
At the garden gate stood {companionIntro}.><10-12:The latch clicked shut, and a voice said, "Well done." At the garden gate stood {companionIntro}.>
<6-9:"You were so patient," said {companion}.
"That's just what somebody needs tonight."><10-12:"You were so patient," said {companion}, "and patience is exactly what somebody needs tonight."><little:"Somebody needs you tonight," said {companion}.>

:: opening helping-others.o.ovy0ye
setting: bedroom

<little:It was spring. The cherry tree by {name's} window was pink with blossom.><6-9:It was spring, and the cherry tree outside {name's} window was covered in pink blossom.><10-12:It was spring, and the cherry tree outside {name's} window was covered in pink blossom; one twig kept tapping on the glass.>
<2-9:Tap, tap, went a twig on the glass.>
{name} opened the window[, and a petal landed in {their} {hair} hair].
<6-9:The branch dipped low, and someone came climbing along it, as lightly as a breeze.><10-12:The branch dipped low, and along it, as lightly as a breeze, came {companionIntro}.><little:Along the branch came someone.>
<2-9:It was {companionIntro}.>
"Hello," said {companion}, shaking off the petals.
<grown:"I've come to ask a favour.
Somebody needs a helper tonight, and I thought of you."><little:"Somebody needs a helper.
Will you come?">

:: opening helping-others.o.1pzljcj
setting: bedroom

<little:The light went out. A soft glow shone at the end of the bed.><grown:Once the light was out, a soft glow appeared at the end of {name's} bed.>
<little:It came from a map. Holding the map was {companionIntro}.><grown:It came from a map, and holding the map was {companionIntro}.>
<grown:All across the map, tiny lights were twinkling, over hills and rivers and little rooftops.><little:Tiny lights blinked all over it.>
<little:"Each light is somebody who needs a helper," said {companion}.><grown:"Each light is somebody who could use a helper tonight," said {companion}.>
{name} sat up.
<8-9:Suddenly {their} eyes did not feel sleepy at all.><10-12:Suddenly {their} eyes felt wide awake, as if all those tiny lights had switched something on inside {them} too.>
<2-9:One light was blinking brighter than the rest.
"Let's start there," said {name}.><10-12:One light was blinking more insistently than the rest, so {name} pointed to it and said, "Let's start there.">

:: opening helping-others.o.1etv1c0
setting: bedroom

<little:{name} was lining up {their} slippers. Then a small voice said, "Excuse me."><grown:{name} was lining up {their} slippers[, the {colour} ones,] by the bed when a small voice said, "Excuse me.">
<2-9:On the windowsill sat a dusty brown moth.
"I've brought a friend," she said.><10-12:On the windowsill sat a dusty brown moth, who announced, rather grandly, "I've brought a friend.">
<grown:Behind her, peering in through the glass, was {companionIntro}.><little:Behind her was {companionIntro}.>
<little:"The moth says you're a great helper," said {companion}.><grown:"The moth says you're the most helpful person in the whole street," said {companion}.>
<8-9:{name} felt warm right to the tips of {their} ears.><10-12:{name} felt a rush of shy pleasure that spread all the way to the tips of {their} ears, turning them pink.>
<2-9:"Somebody needs you tonight.
Will you come?"><10-12:"Somebody needs you tonight; will you come?">

:: opening helping-others.o.1ct796g
setting: bedroom

<little:It was the night of the harvest moon. It was big and orange.><6-9:It was the night of the harvest moon, big and orange, hanging low over the rooftops.><10-12:It was the night of the harvest moon, which hung low over the rooftops, so big and orange and close that {name} could see the soft grey shapes on its face.>
<6-9:It was so close that {name} could see the soft grey shapes on its face.><little:It looked close enough to touch.>
"It looks like it's smiling," said {name}.[ Moonlight silvered {name's} {hair} hair.]
<little:Then a shape came along the lane, closer and closer. It stopped under the window.><6-9:Then a shape came along the moonlit lane, closer and closer, until it stopped under the window.><10-12:Then a shape came along the moonlit lane, closer and closer, until it stopped under the window: it was {companionIntro}.>
<2-9:It was {companionIntro}.>
<2-9:"The moon sent me," said {companion}.>
<6-9:"She says you're a helper.
And tonight, a helper is needed."><10-12:"The moon sent me," said {companion}. "She says you're a helper, and tonight a helper is needed."><little:"She says you're a helper.
We need one tonight.">

// Quests: each names the thing carried, who it is for and where it goes; its set-ups and pay-offs follow it.

:: quest goat-bell
item: the copper bell
itemFull: Nanny Goat's little copper bell on its blue ribbon
itemHeld: in {their} dressing-gown pocket
itemTell: <little:gave a muffled clink><grown:gave a tiny, muffled clink>
recipient: Nanny Goat
destination: <little:Nanny Goat's mountain hut><grown:Nanny Goat's hut high on the mountain>
goal: take the copper bell back to Nanny Goat
refrain: Ting-a-ling, the bell is going home

:: setup helping-others.goat-bell.s.vyg99v
setting: garden

<2-9:Something was shining by the garden gate.
{name} picked it up.
It was a bell on a blue ribbon!><10-12:Something was shining by the garden gate, and when {name} picked it up, it turned out to be a bell on a blue ribbon.>
<little:Ting-a-ling!><grown:When {name} shook it, it sang, ting-a-ling, clear and bright.>
<little:"That's Nanny Goat's bell," said {companion}.><grown:"That's {itemFull}," said {companion}.>
<grown:"She rings it every night, so her little ones can follow her home up the mountain.
Without it, they'll be lost in the dark."><little:"Her little ones follow it home.
Without it, they'll get lost.">
{name} closed {their} hand round the bell to keep it quiet.
<little:"Come on," {they} said. "We must {goal}."><grown:"Then we must {goal}," {they} said.>

:: setup helping-others.goat-bell.s.84xvf7
setting: bedroom

A magpie landed on {name's} windowsill with something shiny in her beak.
"Found it on the hill path," she croaked.
"It's {itemFull}.
<grown:She rings it at night so her little ones can find their way home, and tonight they're wandering all over the mountain."><little:Her little ones need it to find their way home.">
<2-9:{Companion} leaned out beside {name} to listen.
Far away, small voices were calling.>
<little:Maa!
Maa!><6-9:"Maa!
Maa!" they bleated, lost and worried.><10-12:{Companion} leaned out beside {name} to listen, and from far away came small, lost voices, bleating, "Maa! Maa!">
<2-9:{name} tucked the bell into {their} dressing-gown pocket.
"Let's {goal}, quickly," {they} said.><10-12:{name} tucked the bell into {their} dressing-gown pocket and said, "Let's {goal}, quickly.">

:: payoff helping-others.goat-bell.p.1w8xsqf
setting: mountain

High on the mountain, outside a little stone hut, stood {recipient}.
"Where are you, my little ones?" she called into the dark.
<little:{name} tied {item} round Nanny Goat's neck.><grown:{name} took out {itemFull} and tied it round Nanny Goat's neck.>
Then the old goat shook her head.
<little:Ting-a-ling!
Ting-a-ling!><grown:Ting-a-ling!
The bell rang out, clear as a star, all down the mountainside.>
<little:Out of the shadows came three little goats. Trip-trap, trip-trap!><grown:Out of the shadows came three little goats, trip-trap, trip-trap, following the sound.>
{Companion} steadied the smallest one over the last rock.
<8-9:{name} counted them in, one, two, three, and felt the worry lift off the mountain like mist.><10-12:{name} counted them in, one, two, three, and felt the whole mountain breathe out, as the worry drifted away like morning mist.>
"Thank you," said Nanny Goat.
"Now everyone is home."

:: payoff helping-others.goat-bell.p.1b4fo7n
setting: mountain

<little:{recipient} sat on her step, looking into the dark.><grown:{recipient} was sitting on the step of her hut, high on the mountain, staring out into the dark.>
"My little ones are somewhere down there," she said.
<little:{name} lifted {item} high.><grown:{name} held up {item}[, its ribbon fluttering against {their} {colour} sleeve].>
"Let's ring it together," {they} said.
<grown:{name} rang it once, and Nanny Goat rang it twice, and the sound rolled down the mountain like a silver ball.><little:Ting!
Ting-a-ling!>
<2-9:{Companion} stood close to {name}, listening hard.
Then came an answer: "Maa!
Maa!"><10-12:{Companion} stood close to {name}, listening hard, until at last an answer came drifting up: "Maa! Maa!">
Up the path skipped her little ones<grown:, straight into her arms>.
<8-9:{name} thought a bell had never sounded so much like the word "home".><10-12:{name} thought that no bell in the world had ever sounded so much like the word "home" as that one did.>

:: quest toad-moonflower
item: the little watering can
itemFull: the little green watering can with the sprinkly spout
itemHeld: hooked over {their} arm
itemTell: <little:gave a cool slosh><grown:gave a cool little slosh>
recipient: Grandad Toad
destination: <little:Grandad Toad's garden><grown:Grandad Toad's garden by the pond>
goal: water Grandad Toad's moonflower
refrain: Every drop for the moonflower

:: setup helping-others.toad-moonflower.s.1c1zcwr
setting: bedroom

<little:On {name's} windowsill stood {item}. It was full to the top.><grown:On {name's} windowsill stood {itemFull}, filled right to the top.>
That morning, {name} had made a promise.
<grown:Grandad Toad was stuck in bed with a sniffly cold, and his moonflower was thirsty.
It opens only one night a year, and that night was tonight.><little:Grandad Toad was poorly in bed.
His moonflower was thirsty.>
<2-9:"I'll water it for you," {name} had said.
Now the moon was up.
{name} hooked the can over {their} arm.><10-12:"I'll water it for you," {name} had said, and now that the moon was up, {name} hooked the can over {their} arm.>
<8-9:It was only a small promise, but small promises matter most to someone who is stuck in bed.><10-12:It was only a small promise, but to someone stuck in bed, {name} knew, small promises mattered more than anything.>
"Will you help me {goal}?" {they} asked.
"Of course," said {companion}, already at the door.

:: setup helping-others.toad-moonflower.s.rdnik3
setting: garden

<2-9:A frog hopped into the garden, puffing.
"Message from Grandad Toad!" it croaked.><10-12:A frog hopped into the garden, out of breath, and croaked, "Message from Grandad Toad!">
<grown:"His cold is worse, and he can't get out of bed.
He says, please don't forget your promise."><little:"He is poorly in bed.
Don't forget your promise!">
<little:{Companion} looked at {name}. {name} clapped a hand to {their} mouth.><grown:{Companion} looked at {name}, and {name} clapped a hand to {their} mouth.>
<2-9:The moonflower!>
<6-9:It would open tonight, for the only time this year, and the ground around it was as dry as toast.><10-12:The moonflower would open tonight, for the only time this year, and the ground around it was as dry as toast.><little:It would open tonight, and it needed a drink.>
<little:{name} filled {item} at the tap.><grown:{name} filled {itemFull} at the outside tap[ and pulled on {their} {colour} wellies].>
"Let's {goal}," {they} said. "{refrain}."

:: payoff helping-others.toad-moonflower.p.1vcur6r
setting: pond

<little:By the pond stood a tall plant with one fat bud.><grown:In the small garden by the pond stood a tall plant with one fat, closed bud.>
<little:At his window sat {recipient}, wrapped in a blanket, watching.><grown:At the window of a cottage nearby sat {recipient}, wrapped in a blanket, watching.>
<2-9:{Companion} held back the drooping leaves.
{name} tipped up {item}.><10-12:{Companion} held back the drooping leaves while {name} tipped up {item}.>
<little:Slosh!
Splash!
Drip!><6-9:Slosh, splash, drip, drip!
The cool water soaked into the dry earth.><10-12:Cool water sloshed and splashed and soaked into the dry earth.>
<2-9:The leaves lifted.
The bud trembled.><10-12:The leaves lifted, and the bud began to tremble.>
<little:Slowly, slowly, it opened into a big white flower. It glowed like a little moon.><grown:Then, slowly, it opened into a great white flower, glowing like a little moon.>
<little:"You kept your promise," called Grandad Toad. He sniffled and laughed.><grown:"You kept your promise," called Grandad Toad, and his sniffles sounded like laughing.>

:: payoff helping-others.toad-moonflower.p.4emxr1
setting: pond

<little:{recipient} sat up in bed. He had a hanky and a hot drink.><grown:{recipient} was sitting up in bed by his window, with a hanky and a hot drink.>
"I knew you'd come," he croaked.
Down in the garden by the pond, the moonflower drooped.
<little:{name} watered it with {item}. Every last drop!><grown:{name} tipped up {itemFull} and gave it every last drop.>
<grown:Then everyone held their breath: {name}, {companion}, and Grandad Toad at his window.><little:{Friends} held their breath.
Shh.>
Pop!
The white petals opened wide, as bright as the moon.
<8-9:Grandad Toad wiped his eyes and said it was only his cold, though {name} knew it wasn't.><10-12:Grandad Toad dabbed his eyes with his hanky and blamed his cold, and {name} was kind enough not to argue.>
"Thank you for keeping your promise," he said.

:: quest ladybird-home
item: the little ladybird
itemFull: Dot, the littlest ladybird from the wild rose
itemHeld: <little:snug in {their} pocket><grown:in a snug matchbox in {their} pocket>
itemTell: <little:gave a tickly wiggle><grown:gave a small, tickly wiggle>
recipient: Mother Ladybird
destination: <little:the wild rose><grown:the wild rose by the castle wall>
goal: carry the little ladybird home to Mother Ladybird
refrain: Ladybird, ladybird, nearly home

:: setup helping-others.ladybird-home.s.1xwq50
setting: bedroom

Something tiny was walking across {name's} pillow.
<little:Tickle, tickle!><grown:Tickle, tickle, went six little legs.>
<little:It was a ladybird, red with black spots.><grown:It was a ladybird, red with black spots[, as shiny as {name's} {colour} buttons].>
"That's {itemFull}," said {companion}.
<grown:"She got caught in the rain, and now her wings are too wet to fly.
Her home is by the castle wall."><little:"Her wings are too wet to fly.
She can't get home.">
{name} found an empty matchbox and lined it with a tissue.
<8-9:It seemed a very long way for someone so small.><10-12:The castle wall seemed an enormously long way for someone small enough to sit on the tip of a finger.>
"We'll {goal}," {they} said softly.

:: setup helping-others.ladybird-home.s.acprj3
setting: garden
picture: none

<2-9:After the rain, the garden sparkled.
On a dripping dandelion leaf sat a tiny ladybird, all alone.><10-12:After the rain the garden sparkled, and on a dripping dandelion leaf sat a tiny ladybird, all alone.>
<6-9:Her wings were soaked.
Each time she tried to fly, she went plop, back onto the leaf.><little:Her wings were wet.
She could not fly.
Plop!><10-12:Her wings were so soaked that each time she tried to fly, she went plop, straight back onto the leaf.>
<2-9:"It's {itemFull}," said {companion}.
"Mother Ladybird will be looking everywhere."><10-12:"It's {itemFull}," said {companion}, "and Mother Ladybird will be looking everywhere.">
{name} held out one finger, and the ladybird climbed on.
<little:{name} made her a matchbox bed. A petal was her blanket.><grown:Then {name} made her a bed in a matchbox, with a petal for a blanket.>
<2-9:"We'll {goal}," {name} whispered.
"Tonight."><10-12:"We'll {goal}," {name} whispered, "tonight.">

:: payoff helping-others.ladybird-home.p.c7xpj0
setting: castle

<little:A wild rose grew up the castle wall. Its leaves were dotted with ladybirds!><grown:A wild rose grew up the old castle wall, and its leaves were dotted with ladybirds, like red beads.>
One of them was pacing up and down a leaf.
That was {recipient}.
<little:{name} opened the matchbox. {Companion} leaned in close.><grown:{name} opened the matchbox, and {companion} leaned in close, hardly daring to breathe.>
Out crawled {item}, dry and warm now.
<grown:She opened her spotty wings, gave them a shake, and flew, whirr, for the first time that night.><little:Whirr!
She flew!>
Straight to her mother she went.
Mother Ladybird tapped her feelers on {name's} finger.
<8-9:It was the smallest thank-you in the world, and one of the biggest {name} had ever had.><10-12:It was the tiniest thank-you imaginable, hardly more than a tickle, and yet it was one of the biggest {name} had ever received.>

:: payoff helping-others.ladybird-home.p.1vvxxa
setting: castle

<2-9:Under the castle wall, the wild rose smelled sweet.
"Dot?
Dot?" called a tiny voice.
It was {recipient}, calling from the top of a rose leaf.><10-12:Under the castle wall, where the wild rose smelled sweet, a tiny voice was calling, "Dot? Dot?" It was {recipient}, perched on the top of a rose leaf.>
<little:"She's here!" said {name}. {They} set {item} down beside her.><grown:"She's here!" said {name}, and set {item} down on the leaf beside her.>
<grown:The two ladybirds touched feelers, again and again, as if they were counting each other's spots.><little:Tap, tap, went their feelers.
A ladybird hug!>
"Thank you for carrying her so gently," said Mother Ladybird.
<8-9:Seven spots, six legs and one small heart, all safely home.><10-12:Seven spots, six legs and one small, brave heart, all safely home at last, and {name} could not stop smiling.>
{name} closed the empty matchbox, and {companion} gave a happy sigh.

:: quest robin-birdhouse
item: the little birdhouse
itemFull: the little wooden birdhouse with the red roof
itemHeld: under {their} arm
itemTell: <little:gave a wooden creak><grown:gave a small, wooden creak>
recipient: Mrs Robin
destination: <little:the holly tree><grown:the holly tree on the village green>
goal: take the little birdhouse to Mrs Robin
refrain: A little house for a little bird

:: setup helping-others.robin-birdhouse.s.u1gt6i
setting: kitchen

<little:On the table sat a birdhouse. {name} had made it all week.><grown:On the kitchen table sat a birdhouse that {name} had been making all week.>
<2-9:It had four walls and a round door[ painted {colour}].
It only needed its roof painted.><10-12:It had four walls and a round door[ painted {colour}], and it only needed its roof painted.>
<grown:{name} painted the last board bright red and blew on it until it was dry.><little:Swish, swish went the brush.
Red!>
<2-9:"Who is it for?" asked {companion}.
"Mrs Robin," said {name}.><10-12:"Who is it for?" asked {companion}, and {name} answered, "Mrs Robin.">
<little:"The storm blew her nest away. She has nowhere to sleep."><grown:"The storm blew her nest out of the holly tree, and she has nowhere to sleep.">
Now it was finished: {itemFull}.
"Let's {goal}," said {name}.

:: setup helping-others.robin-birdhouse.s.1aj9v98
setting: garden

<2-9:In the garden shed, a birdhouse stood on the workbench.
It had walls and a round door, but no roof yet.><10-12:In the garden shed, a birdhouse stood on the workbench; it had walls and a round door, but no roof yet.>
<2-9:"The storm blew Mrs Robin's nest away," said {companion}.
"She's been sleeping under a leaf."><10-12:"The storm blew Mrs Robin's nest away," said {companion}, "and ever since, she's been sleeping under a leaf.">
<2-9:{name} picked up the glue.
Dab, dab, dab.>
<6-9:{companion} held the boards steady while {name} stuck them on, one by one, and painted them red.><10-12:{name} picked up the glue, and {companion} held the boards steady while {name} dabbed them on, one by one, and painted them red.><little:On went the roof.
Then red paint!>
Now it was {itemFull}.
<8-9:It was a little crooked, but every wobbly bit had been made with care.><10-12:It leaned a little to one side, admittedly, but every crooked corner had been glued with care, and that was what counted.>
"Let's {goal}," said {name}.

:: payoff helping-others.robin-birdhouse.p.1rfrnm0
setting: village

<2-9:In the middle of the village green stood the old holly tree.
On its lowest branch sat {recipient}, fluffed up against the cold.><10-12:In the middle of the village green stood the old holly tree, and on its lowest branch sat {recipient}, fluffed up against the cold.>
{Companion} pointed to a strong twig, out of the wind.
<little:{name} reached up high and hung {item} there.><grown:{name} reached up as high as {they} could and hung {item} there.>
<grown:Mrs Robin hopped closer, peered in through the round door, and then popped inside.><little:Hop, hop.
In she went!>
<2-9:Her little red face looked out of the door.
"A roof!" she sang.
"A real roof!"><10-12:Her little red face appeared at the door, and she sang, "A roof! A real roof!">
<8-9:{name} thought a home-made house given with love must be better than any perfect one.><10-12:Watching her, {name} decided that a slightly crooked house made with love was worth more than the most perfect one in any shop.>

:: payoff helping-others.robin-birdhouse.p.1w9rsi
setting: village

<little:The village green was quiet. The holly tree shone dark and glossy.><grown:The village green was quiet, and the holly tree shone dark and glossy.>
<2-9:"Tsip?" said a small voice.
There was {recipient}, hiding under a leaf.><10-12:"Tsip?" said a small voice, and there was {recipient}, hiding under a leaf.>
<2-9:{name} held up {itemFull}.
"This is for you," {they} said.
{Companion} gathered a little moss from the roots.><10-12:{name} held up {itemFull}. "This is for you," {they} said, while {companion} gathered a little moss from the roots.>
<grown:{name} hung the house on a branch and tucked the moss inside for a bed.><little:Up it went.
In went the soft moss.>
<2-9:Mrs Robin hopped in, turned round three times, and settled down.
Only her beak peeped out.><10-12:Mrs Robin hopped in, turned round three times, and settled down until only her beak peeped out.>
<2-9:"Goodnight," she twittered sleepily.
"And thank you."><10-12:"Goodnight," she twittered sleepily, "and thank you.">

:: quest cricket-fiddle
item: the tiny fiddle
itemFull: Fiddler Cricket's tiny fiddle, no bigger than a leaf
itemHeld: <little:in {their} top pocket><grown:in the top pocket of {their} pyjamas>
itemTell: <little:hummed a sweet note><grown:hummed one soft, sweet note>
recipient: Fiddler Cricket
destination: <little:the flat stone><grown:the flat stone in the middle of the meadow>
goal: bring the mended fiddle back to Fiddler Cricket
refrain: Every night needs a song

:: setup helping-others.cricket-fiddle.s.2854cu
setting: bedroom

<2-9:The night was far too quiet.>
<6-9:No chirping came from the meadow, and no cricket song drifted in at the window.><10-12:The night was far too quiet: no chirping came from the meadow, and no cricket song drifted in at the window.><little:No chirp.
No song.
Just quiet.>
Then {companion} held out something tiny, found by the garden gate.
<little:"It's Fiddler Cricket's fiddle," said {companion}.><grown:"It's {itemFull}," said {companion}.>
<2-9:"Its string has snapped.
The whole meadow is awake, waiting for a song."><10-12:"Its string has snapped, and the whole meadow is lying awake, waiting for a song.">
{name} took one thread from the sewing box[, a {colour} one].
<6-9:Very carefully, {they} tied it on and pulled it tight.><10-12:Very carefully, {they} tied it on and pulled it tight, and it gave a bright twang.><little:Tie, pull, tight!>
<2-9:Twang!>
"Now let's {goal}," said {name}.

:: setup helping-others.cricket-fiddle.s.1qet9gq
setting: garden

<2-9:Under the garden bench lay something tiny and brown.
{name} picked it up.><10-12:Under the garden bench lay something tiny and brown, and when {name} picked it up, it turned out to be a fiddle, no bigger than a leaf, with a broken string.>
<little:It was a fiddle, as small as a leaf. Its string was broken.><6-9:It was a fiddle, no bigger than a leaf, with a broken string.>
<little:"That's Fiddler Cricket's fiddle," said {companion}.><grown:"It's {itemFull}," said {companion}.>
<grown:"He plays the meadow to sleep every night.
Tonight, the meadow is wide awake."><little:"He plays every night.
Tonight, there is no song.">
<2-9:{name} thought hard.>
<little:Then {they} tied on a new string of fine thread. Snug and tight!><6-9:Then {they} fetched the finest thread in the house and tied a new string, snug and tight.><10-12:{name} thought hard, then fetched the finest thread in the house and tied a new string, snug and tight.>
<little:Twang!><6-9:Twang!
It sang a clear, sweet note.><10-12:When {name} plucked it, it sang a clear, sweet note.>
"Let's {goal}," said {name}.

:: payoff helping-others.cricket-fiddle.p.1f8vfba
setting: meadow

<little:In the middle of the meadow was a flat stone. On it sat {recipient}, chin in his hands.><grown:In the middle of the meadow was a big flat stone, and on it sat {recipient}, with his chin in his hands.>
All around him, the meadow creatures were yawning but not sleeping.
{name} knelt down and held out {item}.
"We mended it," {they} said.
{Companion} sat down in the grass beside {name}, ready to listen.
<grown:The cricket tucked it under his chin, lifted his bow, and played.><little:He lifted his bow.
He played.>
Oh, what a tune!
It was soft and slow and silver.
One by one, the mice and beetles and moths closed their eyes.
<8-9:{name} had never heard a thank-you sung before.><10-12:{name} had been thanked in plenty of ways before, but never once with a whole tune, played softly under the stars.>

:: payoff helping-others.cricket-fiddle.p.mrn4jq
setting: meadow

<2-9:"Is that my fiddle?" cried a tiny voice from the flat stone.
It was {recipient}, hopping up and down.><10-12:"Is that my fiddle?" cried a tiny voice, and there on the flat stone was {recipient}, hopping up and down.>
<2-9:{name} held out {item}, as good as new.
He played one note.><10-12:{name} held out {item}, as good as new, and he played one careful note.>
<little:Twang!>
<little:Then another, and another. Out poured a whole song, sweet and light.><grown:Then another, and another, and then a whole song came pouring out, as sweet as honey and as light as moonlight on the grass.>
"Will you dance?" asked the cricket.
<little:So {name} and {companion} danced slowly in the long grass. The meadow fell asleep around them.><grown:So {name} and {companion} danced slowly in the long grass[, {name's} {hair} hair full of grass seeds], while the meadow fell asleep around them.>

:: quest goose-letter
item: the last letter
itemFull: the last letter in the Post Pigeon's bag, with a feather for a stamp
itemHeld: inside {their} pyjama top
itemTell: <little:crinkled like a whisper><grown:crinkled, as if it were whispering>
recipient: Mrs Goose
destination: <little:Mrs Goose's cottage><grown:Mrs Goose's cottage at the end of the farm lane>
goal: deliver the last letter to Mrs Goose
refrain: Not one letter left behind

:: setup helping-others.goose-letter.s.e8fee1
setting: bedroom

<little:A tired pigeon in a postman's cap slept on the sill.><grown:A tired grey pigeon in a postman's cap was asleep on {name's} windowsill.>
<6-9:He woke with a start.><10-12:He woke with a start and sighed, "Oh, my sore wing."><little:The pigeon woke up.>
<2-9:"Oh, my sore wing," he sighed.>
<2-9:"I'm the Post Pigeon.
I can't fly another inch."><10-12:"I'm the Post Pigeon, and I can't fly another inch.">
<little:He held out {item}. It had a feather for a stamp.><grown:He held out {itemFull}.>
<grown:"It's for Mrs Goose, from her goslings, who flew far away over the sea.
She has waited all winter for news."><little:"It's for Mrs Goose, from her goslings far away.">
<2-9:{Companion} tucked a sock round him like a blanket.
"You rest," said {name}.
"We'll {goal}."><10-12:{Companion} tucked a sock round him like a blanket. "You rest," said {name}, "and we'll {goal}.">

:: setup helping-others.goose-letter.s.2lza6d
setting: garden

A grey pigeon in a postman's cap landed on the garden wall.
<little:"They call me the Post Pigeon. My wing is too sore to fly.><6-9:"I'm the Post Pigeon, and my wing is too sore to go on.><10-12:"I'm the Post Pigeon, and my wing is too sore to go on, but there's one letter left to deliver.">
<2-9:But there's one letter left.">
<little:Out came {item}, with a feather for a stamp.><grown:Out came {itemFull}.>
<grown:"It's for Mrs Goose.
Her goslings flew far away for the winter, and she longs for news."><little:"Mrs Goose's goslings sent it from far away.">
<2-9:"She lives down the farm lane," said {companion}.
{name} held out both hands.><10-12:"She lives down the farm lane," said {companion}, and {name} held out both hands to take it.>
"We'll {goal}," {they} said. "{refrain}."

:: payoff helping-others.goose-letter.p.7gzxd
setting: farm

<2-9:At the end of the farm lane stood a small white cottage.>
<little:A lamp was lit. At the window sat {recipient}, looking at the sky.><6-9:A lamp was still lit, and at the window sat {recipient}, looking out at the empty sky.><10-12:At the end of the farm lane stood a small white cottage where a lamp was still lit, and at the window sat {recipient}, gazing out at the empty sky.>
<2-9:{Companion} waited at the gate, and {name} knocked softly.
"Post!" {they} called, and held out {item}.><10-12:{Companion} waited at the gate while {name} knocked softly, then called, "Post!" and held out {item}.>
<grown:Mrs Goose opened it with trembling feathers and read it twice, honking softly.><little:Mrs Goose opened it.
She read it twice.>
<2-9:"They're safe," she said.
"They're happy, and they'll fly home in the spring."><10-12:"They're safe," she said, "and happy, and they'll fly home in the spring.">
<8-9:{name} watched the worry slide off her like rain off a roof.><10-12:{name} watched all that waiting and worrying slide off her, like rain running off a roof, until only relief was left.>
<2-9:She tucked the letter under her wing to keep.
"Thank you, and please thank the Post Pigeon for me."><10-12:She tucked the letter under her wing to treasure. "Thank you," she said, "and please thank the Post Pigeon for me.">

:: payoff helping-others.goose-letter.p.4xu72o
setting: farm

<little:{recipient} was waiting by her gate.><6-9:{recipient} was waiting by her gate at the end of the farm lane.><10-12:{recipient} was waiting by her gate at the end of the farm lane, and she sighed, "No post tonight, I suppose.">
<2-9:"No post tonight, I suppose," she sighed.>
<little:"Yes, there is!" said {name}. {They} gave her {item}.><grown:"Yes, there is!" said {name}, and gave her {itemFull}.>
<2-9:Mrs Goose honked so loudly that a cow woke up.[ {name} nearly dropped {their} {colour} torch!]><10-12:Mrs Goose honked so joyfully that a cow woke up in the next field.[ {name} nearly dropped {their} {colour} torch!]>
<little:She read it aloud. "Dear Mum, we are warm and well. We miss you."><grown:She read it aloud: "Dear Mum, we are warm and well, and we miss you.">
<grown:Her eyes shone like two wet pebbles.><little:Her eyes shone.>
<2-9:She hugged {name} and {companion} with both wings.
"Thank you, and hug the Post Pigeon for me."><10-12:She hugged {name} and {companion} with both wings. "Thank you," she said, "and please hug the Post Pigeon for me.">

:: quest painter-brush
item: the golden paintbrush
itemFull: the Sunrise Painter's golden paintbrush
itemHeld: <little:tucked behind {their} ear><grown:tucked behind {their} ear, like a real painter>
itemTell: <little:left a golden streak><grown:left a tiny streak of gold in the air>
recipient: the Sunrise Painter
destination: <little:Sunrise Hill><grown:the top of Sunrise Hill>
goal: take the golden paintbrush back to the Sunrise Painter
refrain: Pink for the morning, gold for the sun

:: setup helping-others.painter-brush.s.ki4py1
setting: garden

<little:Plop! Something fell out of the sky into the flower bed.><grown:Something fell out of the sky and landed in the flower bed with a soft plop.>
<2-9:It glowed like a sunbeam.
{name} picked it up.
It was a paintbrush, and its tip was dripping gold!><10-12:It glowed like a sunbeam, and {name} picked it up to find a paintbrush whose tip was dripping gold.>
"That's {itemFull}," said {companion}.
<grown:"Every morning she paints the sunrise: pink, then orange, then gold.
Without her brush, tomorrow's sky will be grey."><little:"She paints the sunrise.
Without it, the sky will be grey.">
{name} tucked the brush behind {their} ear.
<little:"Quick, before morning!" {they} said. "We'll {goal}."><grown:"Then we'll {goal}," {they} said, "before morning comes.">

:: setup helping-others.painter-brush.s.k5rwf9
setting: bedroom

<2-9:A worried little cloud was bumping against {name's} window.
"Have you seen a paintbrush?" it puffed.><10-12:A worried little cloud was bumping against {name's} window, puffing, "Have you seen a paintbrush?">
<2-9:"I bumped into the Sunrise Painter, and she dropped it.
Now she can't find it anywhere!"><10-12:"I bumped into the Sunrise Painter, and she dropped it, and now she can't find it anywhere!">
<2-9:{name} looked down.
A golden glow lay on the lawn.><10-12:{name} looked down and saw a golden glow lying on the lawn.>
<grown:{name} ran down in {their} slippers, picked it up, and held it up to the moon.><little:{name} ran and picked it up.>
<2-9:"It's {itemFull}," said {companion}.
"No brush, no sunrise."><10-12:"It's {itemFull}," said {companion}, "and without it, there will be no sunrise.">
<little:{name} tucked it behind {their} ear. "Let's {goal}!"><grown:"Then let's {goal}," said {name}, and tucked it behind {their} ear.>

:: payoff helping-others.painter-brush.p.8sy3v3
setting: hilltop

<little:On top of Sunrise Hill sat {recipient}. She had paint on her nose!><grown:On top of Sunrise Hill sat {recipient}, an old lady with paint on her nose and a row of paint pots ready for the morning.>
"My brush!" she cried, as {name} held out {item}.
She dipped it in the pink pot and gave {name} a wink.
"Would you like to paint a practice cloud?"
{Companion} watched, smiling, as {name} dipped the brush.
<grown:{name} swept the brush across the dark sky, and a small pink cloud appeared[, with a streak of {colour} in it].><little:Swish!
A little pink cloud!>
<8-9:Tomorrow's sunrise, {name} realised, would have a little bit of {them} in it.><10-12:Tomorrow morning, {name} realised with a thrill, people would gaze up at a sunrise that had a little of {them} in it.>

:: payoff helping-others.painter-brush.p.5chtfw
setting: hilltop

<little:On Sunrise Hill stood pots of pink and orange paint. {recipient} was searching everywhere.><grown:At the top of Sunrise Hill, among pots of pink and orange paint, {recipient} was searching under every bush.>
<2-9:{Companion} spotted her first and pointed.
"Is this what you're looking for?" asked {name}.><10-12:{Companion} spotted her first and pointed, and {name} asked, "Is this what you're looking for?">
<2-9:She spun round.
"My golden brush!
I thought morning would never come!"
{name} gave her {item}.><10-12:She spun round. "My golden brush! I was afraid morning would never come!" she cried, as {name} gave her {item}.>
<grown:She swished it once, and a streak of gold shone across the dark sky, then faded, waiting for the dawn.><little:Swish!
A line of gold shone, then faded.>
<2-9:"Tomorrow's sunrise," she said, "will be the best I've ever painted.
And I'll paint it for you."><10-12:"Tomorrow's sunrise," she said, "will be the best I've ever painted, and I'll paint it especially for you.">

:: quest nightingale-honey
item: the honey pot
itemFull: the little honey pot with a spoon tied to the lid
itemHeld: <little:in {their} arms><grown:in the crook of {their} arm>
itemTell: smelled warm and sweet
recipient: Nell the nightingale
destination: <little:Nell's nest><grown:Nell's nest at the edge of the forest>
goal: carry the honey pot to Nell the nightingale
refrain: A spoon of honey for a song

:: setup helping-others.nightingale-honey.s.f04omg
setting: kitchen

<little:{name} climbed onto a stool to reach the top shelf.><grown:In the kitchen, {name} climbed onto a stool[ in {their} {colour} socks] to reach the top shelf.>
<2-9:"What are you looking for?" asked {companion}.
"Honey," said {name}.><10-12:"What are you looking for?" asked {companion}, and {name} said, "Honey.">
<grown:"Nell the nightingale sings the whole forest to sleep, but today she lost her voice.
When my throat is sore, honey always helps."><little:"Nell the nightingale has a sore throat.
Honey helps.">
<little:{name} found {item} and hugged it close.><grown:{name} found {itemFull} and hugged it close.>
<2-9:"Let's {goal}," {they} said.
"Then the forest can sleep again."><10-12:"Let's {goal}," {they} said, "and then the forest can sleep again.">

:: setup helping-others.nightingale-honey.s.1xjs1x8
setting: garden

<2-9:The garden was quiet.
Too quiet.
"Listen," said {companion}.
"Nell the nightingale isn't singing."><10-12:The garden was quiet, far too quiet, and {companion} said, "Listen: Nell the nightingale isn't singing.">
<little:From the forest came a tiny croak. Then a cough!><grown:From the edge of the forest came a tiny croak, then a cough.>
<grown:"She has a sore throat," said {companion}, "and nobody in the forest can fall asleep without her song."><little:"She has a sore throat," said {companion}.>
<2-9:{name} knew just what to do.>
<little:{They} ran inside and came back with {item}.><6-9:{They} ran inside and came back with {itemFull}.><10-12:{name} knew exactly what to do, and ran inside to fetch {itemFull}.>
<2-9:"Honey always helps my throat," said {name}.
"Let's {goal}."><10-12:"Honey always helps my throat," said {name}, "so let's {goal}.">

:: payoff helping-others.nightingale-honey.p.1xd15tv
setting: forest

<little:In a nest of moss sat {recipient}. She had a tiny scarf on.><grown:At the edge of the forest, in a nest of twigs and moss, sat {recipient}, with a tiny scarf round her neck.>
"Hello," she whispered, in a voice as rough as sandpaper.
{name} opened {item} and held out a spoonful.
Nell sipped.
Then she sipped again.
{Companion} waited quietly beside {name}.
<grown:She cleared her throat, fluffed her feathers, and began to sing.><little:Then she sang!>
<little:Her song floated up through the trees, silver and slow. All over the forest, eyes closed.><grown:Her song rose up through the trees, silver and slow, and all over the forest, creatures sighed and closed their eyes.>
<8-9:{name} felt the song settle over {them} like a soft blanket.><10-12:{name} felt the song settle gently over {them}, as light and warm as a blanket, and found {their} own eyes growing heavy.>

:: payoff helping-others.nightingale-honey.p.h2ziix
setting: forest

<little:Nell's nest was in a thorny bush.><grown:Nell's nest sat in a thorny bush at the edge of the forest.>
<2-9:{recipient} peeped out and gave a croaky cough.
"Sorry," she rasped.
"No song tonight."><10-12:{recipient} peeped out and gave a croaky cough. "Sorry," she rasped, "but there's no song tonight.">
<little:"Try this," said {name}. {They} gave her a spoonful of honey.><grown:"Try this," said {name}[, {their} {eyes} eyes hopeful], and gave her a spoonful from {itemFull}.>
{Companion} whispered, "Slowly does it."
<grown:The warm honey slid down, and Nell's eyes went wide.><little:Her eyes went wide.>
<2-9:Out came one clear note, then a whole tumbling song.
"My voice is back!" she sang.><10-12:Out came one clear note, then a whole tumbling song, and she sang, "My voice is back!">
<grown:All round the forest, sleepy eyes began to close.><little:The forest went to sleep.>

:: quest scarecrow-warm
item: the hot-water bottle
itemFull: the hot-water bottle in its woolly cover, still warm from bed
itemHeld: hugged against {their} tummy
itemTell: <little:gave a warm glug><grown:gave a warm, gurgly glug>
recipient: Mr Turnip the scarecrow
destination: <little:the turnip field><grown:the turnip field at the top of the lane>
goal: take the hot-water bottle to Mr Turnip
refrain: Warm and snug, the whole night long

:: setup helping-others.scarecrow-warm.s.toes
setting: bedroom

<little:{name's} toes were toasty, tucked against {their} hot-water bottle.><grown:{name's} toes were toasty, tucked against {their} hot-water bottle[ with the {colour} cover].>
<2-9:Then {companion} pointed out of the window.>
<little:Far away in the turnip field stood {recipient}.><6-9:Far away, in {destination}, stood {recipient}.><10-12:Then {companion} pointed out of the window: far away, in {destination}, stood {recipient}.>
<grown:His straw was shivering, and his old coat flapped in the chilly wind.><little:He was shivering!>
"He keeps watch out there all night," said {companion}.
<little:{name} pulled out {item} and hugged it tight.><grown:{name} pulled out {itemFull}, and hugged it tight.>
"We'll {goal}," {they} said.
<8-9:{name's} toes would be cold for a while, but {they} did not mind one bit.><10-12:{name's} toes would be chilly for a while without it, but that seemed a very small price for a scarecrow's warm night.>

:: setup helping-others.scarecrow-warm.s.crow
setting: garden

<2-9:Caw!
A small black crow landed on the garden fence, all fluffed up.
"Please help," it croaked.><10-12:With a hoarse caw, a small black crow landed on the garden fence, all fluffed up, and croaked, "Please help.">
<little:"{recipient} is shivering in the wind. His straw is all of a tremble!"><grown:"{recipient} is shivering in the wind, and his straw is all of a tremble.">
<grown:"He's our friend," said the crow.
"He tells us stories all night long."><little:"He's our friend," said the crow.>
<2-9:{name} thought hard.>
<little:Then {they} ran inside and came back with {item}.><6-9:Then {they} ran inside and came back with {itemFull}.><10-12:{name} thought hard, then ran inside and came back with {itemFull}.>
<2-9:"We'll {goal}," said {name}.
{Companion} fetched a lantern for the dark lane.><10-12:"We'll {goal}," said {name}, while {companion} fetched a lantern for the dark lane.>

:: payoff helping-others.scarecrow-warm.p.bucket
setting: farm

<little:There in the field stood {recipient}. He was shivering!><grown:In {destination}, {recipient} stood on his pole, shivering.>
His turnip head drooped, and his straw fingers were cold.
"Brrr," he whispered.
"Who's there?"
<2-9:{Companion} held an upturned bucket steady.
{name} climbed up and tucked {item} inside his old coat.><10-12:While {companion} held an upturned bucket steady, {name} climbed up and tucked {item} inside his old coat.>
<grown:Slowly, the warmth spread through his straw, right down to his boots.><little:Slowly, he grew warm.>
<2-9:His turnip face smiled a big, crooked smile.
"Now I can keep watch all night," he sighed.><10-12:His turnip face creased into a big, crooked smile, and he sighed, "Now I can keep watch all night.">
<8-9:{name} thought there was no better feeling than warming somebody else up.><10-12:There was no feeling quite like it, {name} thought: warming somebody else up seemed to warm you right through as well.>
Two little crows came and snuggled on his arms.

:: payoff helping-others.scarecrow-warm.p.buttons
setting: farm

<little:The wind whistled across the turnip field.><grown:The wind whistled across {destination}.>
{recipient} was shivering so hard that his hat wobbled.
<2-9:{name} held up {item}.
"It's mine," {they} said, "but you need it more tonight."><10-12:{name} held up {item}. "It's mine," {they} said, "but tonight you need it more than I do.">
<grown:{name} tucked it inside Mr Turnip's coat and did up the buttons, one by one.><little:{name} tucked it inside his coat.
Button, button, button.>
<2-9:Mr Turnip stopped shivering.
"I'm warm right down to my boots," he said.><10-12:Mr Turnip stopped shivering at last and said contentedly, "I'm warm right down to my boots.">
<little:So {name} and {companion} stayed a while. They watched the stars come out.><grown:So {name} and {companion} stayed with him a while[, {name's} {hair} hair lifting in the breeze], watching the stars come out over the sleeping farm.>

:: quest bumble-lavender
item: the lavender pot
itemFull: a little pot of lavender, purple and sweet
itemHeld: <little:in {their} basket><grown:in the basket on {their} arm>
itemTell: <little:nodded its purple flowers><grown:nodded its sleepy purple flowers>
recipient: Granny Bumble
destination: <little:Granny Bumble's nest><grown:Granny Bumble's nest at the bottom of the orchard>
goal: take the lavender pot to Granny Bumble
refrain: Hum, hum, the lavender's come

:: setup helping-others.bumble-lavender.s.trowel
setting: garden

<2-9:In {name's} garden grew a big lavender bush.
Tonight a young bumblebee was buzzing sadly among its flowers.><10-12:In {name's} garden grew a big lavender bush, and tonight a young bumblebee was buzzing sadly among its flowers.>
<2-9:"It's my granny," it said.
"The wind blew her lavender away.
Now she has nowhere soft to sleep."><10-12:"It's my granny," it said. "The wind blew her lavender away, and now she has nowhere soft to sleep.">
<grown:"{recipient} sleeps in a lavender flower every night," said {companion}, "and she is too old to fly far."><little:"She is too old to fly far," said {companion}.>
<little:{name} dug up a little plant and put it in a pot.><6-9:{name} dug up a little plant[ with {their} {colour} trowel] and popped it in a flowerpot.><10-12:{name} dug up a little plant[ with {their} {colour} trowel] and popped it in a flowerpot, and now it was {itemFull}.>
<2-9:Now it was {itemFull}.>
<little:{name} popped it in a basket. "Now we can {goal}," {they} said.><grown:"We'll {goal}," said {name}, and set it in a basket.>

:: setup helping-others.bumble-lavender.s.windowsill
setting: kitchen

<little:On the windowsill stood {itemFull}.><grown:On the kitchen windowsill stood {itemFull}.>
<little:{name} had grown it, and watered it every day.><grown:{name} had grown it from a tiny cutting, and watered it every day.>
Tonight a bumblebee was bumping softly on the glass.
"Excuse me," she buzzed.
<grown:"My granny's lavender blew away in the wind, and she can't sleep without a flower to curl up in."><little:"My granny has no flower to sleep in.">
{name} looked at the little plant.
It was {their} favourite.
{Companion} said nothing, and waited for {name} to decide.
<8-9:Giving it away would be hard, but keeping it while someone had no bed would be harder.><10-12:Giving it away would be hard, {name} knew, but keeping it while someone's granny had nowhere to sleep would be much harder.>
{name} set it in a basket.
"We'll {goal}," {they} said.

:: payoff helping-others.bumble-lavender.p.apple-tree
setting: orchard

<little:By Granny Bumble's nest, the grass was flat and bare.><grown:At {destination}, the grass was flat and bare.>
<little:{recipient} sat on a leaf, too tired even to buzz.><grown:{recipient} sat on a leaf, her fur all ruffled, too tired even to buzz.>
<2-9:{name} knelt down and set {item} right beside her door.
{Companion} kept still, so as not to startle her.><10-12:{name} knelt down and set {item} right beside her door, while {companion} kept perfectly still, so as not to startle her.>
<2-9:Granny Bumble lifted her head and sniffed.
"Lavender," she hummed.><10-12:Granny Bumble lifted her head, sniffed, and hummed, "Lavender.">
<grown:Slowly, she climbed the tallest stalk and curled up inside a purple flower.><little:Up she climbed.
She curled up in a flower.>
"Just right," she murmured.
<little:Her hum grew softer and slower. Hum, hum, went the whole orchard.><grown:Her hum grew softer and slower, until the whole orchard seemed to hum with her.>

:: payoff helping-others.bumble-lavender.p.purple-dreams
setting: orchard

The moon was up, and everything was silver and still.
<little:A small, furry bee sat all alone on a fallen apple.><grown:Outside {destination}, a small, furry bee sat all alone on a fallen apple.>
<2-9:"Who's that?" she buzzed sleepily.
{name} held out {item}.
"For you," {they} said.
"A new bed."><10-12:"Who's that?" she buzzed sleepily, and {name} held out {item}. "For you," {they} said, "a new bed.">
<grown:{recipient} buzzed three happy circles round {name's} head[, tickling {their} {hair} hair].><little:Bzz, bzz, bzz!
Round and round flew {recipient}.>
<little:{name} set the pot down by her door. She crawled into the fattest flower.><grown:{name} set the pot down by her door, and she chose the fattest flower and crawled inside.>
<2-9:"Thank you, little helpers," she hummed to {name} and {companion}.
"I'll dream purple dreams tonight."><10-12:"Thank you, little helpers," she hummed to {name} and {companion}; "I'll dream purple dreams tonight.">

:: quest baker-spoon
item: the wooden spoon
itemFull: Mr Crumb's big wooden mixing spoon
itemHeld: <little:in {their} pocket><grown:in {their} pocket, handle poking out>
itemTell: smelled of warm bread
recipient: Mr Crumb the baker
destination: <little:the little bakery><grown:the little bakery in the middle of the village>
goal: take the wooden spoon back to Mr Crumb the baker
refrain: Stir it slow and watch it grow

:: setup helping-others.baker-spoon.s.teatime
setting: kitchen

On the kitchen table lay {itemFull}.
<grown:Mr Crumb had brought round a loaf that afternoon, stayed for a cup of tea, and gone home without his spoon.><little:Mr Crumb had left it behind at teatime.>
"Oh dear," said {companion}.
<grown:"He bakes all night, so the whole village has warm bread for breakfast.
He can't mix a single loaf without that spoon."><little:"He bakes the bread at night.
He needs his spoon!">
<2-9:{name} sniffed it.
It smelled of warm bread and cinnamon.><10-12:{name} sniffed it; it still smelled faintly of warm bread and cinnamon.>
<little:"Breakfast needs bread," {they} said. "We'll {goal}."><grown:"We'll {goal}," {they} said, "so nobody has an empty plate at breakfast.">

:: setup helping-others.baker-spoon.s.flower-bed
setting: garden

<little:Up the path ran a small, floury mouse. She left white footprints!><grown:A small, floury mouse came running up the garden path, leaving white footprints.>
<2-9:"Have you seen a spoon?" she squeaked.><10-12:"Have you seen a spoon?" she squeaked anxiously.>
<little:"Mr Crumb the baker has lost his. The bread won't mix itself!"><grown:"Mr Crumb the baker has lost his, and the bread won't mix itself!">
<little:{Companion} searched under the hedge. {name} looked all round.><6-9:{Companion} searched under the hedge, and {name} looked all round[, {their} {eyes} eyes sharp].><10-12:{Companion} searched under the hedge while {name} looked all round[, {their} {eyes} eyes sharp], until there, sticking out of the flower bed, was {itemFull}!>
<little:There in the flower bed was {itemFull}!><6-9:There, sticking out of the flower bed, was {itemFull}!>
<6-9:It must have fallen out of Mr Crumb's basket.><little:It must have fallen out of his basket.><10-12:It must have tumbled out of Mr Crumb's basket.>
{name} tucked it into {their} pocket.
<little:"Quick, before the ovens get cold!" said {name}. "We'll {goal}."><grown:"We'll {goal}," said {name}, "before the ovens get cold.">

:: payoff helping-others.baker-spoon.p.star-roll
setting: village

One window in the sleeping village still glowed gold.
It was {destination}.
<little:Inside was {recipient}, a round, floury badger. He was stirring a huge bowl of dough with a tiny teaspoon!><grown:Inside, {recipient}, a round, floury badger, was stirring a huge bowl of dough with a tiny teaspoon.>
"Puff, puff," he panted.
{name} handed him {item}, and {companion} floured the table.
<grown:Stir, stir, stir went the big spoon, and soon the dough was soft and round.><little:Stir, stir, stir!>
Mr Crumb let {name} shape the last roll into a little star.
"That one's for your breakfast," said Mr Crumb.
<8-9:Tomorrow, {name} thought, the whole village would eat bread that {they} had helped to make.><10-12:In the morning, {name} thought with quiet pride, the whole sleepy village would be eating bread that {they} had helped to make.>

:: payoff helping-others.baker-spoon.p.warm-milk
setting: village

<little:The bakery door stood open. Warm air puffed out.><grown:The door of {destination} stood open, and warm air puffed out.>
<little:"Is that...?" said {recipient}. He peeped over a mountain of dough.><grown:"Is that...?" said {recipient}, peeping over a mountain of dough.>
<2-9:{name} held up {item}.
"My spoon!" he cried, and did a little floury dance.><10-12:When {name} held up {item}, he cried, "My spoon!" and did a little floury dance.>
<6-9:He mixed, and {name} helped to knead the soft dough.><10-12:He mixed, {name} helped to knead the soft dough, and at last the loaves went into the oven.><little:Push, fold, push!
{name} helped to knead the dough.>
<2-9:Into the oven went the loaves.>
<little:"Now we wait," said Mr Crumb. He poured {name} and {companion} warm milk.><grown:"Now we wait," said Mr Crumb, and poured {name} and {companion} a cup of warm milk.>
<6-9:Soon the whole village smelled of bread, and sleepers smiled in their dreams.><10-12:Soon the warm smell of baking bread drifted through the whole village, and sleepers smiled in their dreams.><little:Soon the village smelled of bread.>

:: quest doctor-pump
item: the bicycle pump
itemFull: the little bicycle pump with the bendy hose
itemHeld: tucked under {their} arm
itemTell: <little:gave a wheezy puff><grown:gave a small, wheezy puff>
recipient: Doctor Mallow
destination: <little:Doctor Mallow's cottage><grown:Doctor Mallow's cottage on the riverbank>
goal: take the bicycle pump to Doctor Mallow
refrain: Puff and pump, and off she goes

:: setup helping-others.doctor-pump.s.shed-nail
setting: garden

A young hedgehog came hurrying up the garden path.
"Doctor Mallow's bicycle has a flat tyre!" he panted.
<grown:{recipient} was the water vole who looked after poorly creatures along the river.
She went everywhere by bicycle.><little:Doctor Mallow made poorly animals well.
She went by bike.>
"Tomorrow she has nine visits," said the hedgehog.
{name} knew just what was needed.
{Companion} carried the lantern to the shed.
<little:{name} lifted {item} down from its nail.><grown:{name} lifted {itemFull} down from its nail.>
<8-9:{name} liked the thought of helping the one who always helps everybody else.><10-12:There was something especially satisfying, {name} thought, about helping the one who spent every day helping everybody else.>
<little:"We'll {goal}," said {name}. "Then she can ride in the morning."><grown:"We'll {goal}," said {name}, "so she can ride in the morning.">

:: setup helping-others.doctor-pump.s.football
setting: bedroom

<little:{name} had pumped up {their} football with {item}.><grown:That afternoon, {name} had pumped up {their} football with {itemFull}.>
<2-9:Then, through the open window, came a sad little ring: ting, ting.><10-12:Then, through the open window, came a forlorn little ring: ting, ting.>
<grown:Far off on the river path, {recipient} was pushing her bicycle, and its front tyre was as flat as a pancake.><little:Doctor Mallow was pushing her bicycle.
Its tyre was flat!>
<2-9:"That's the water vole who visits everyone who's poorly," said {companion}.
"She'll never get round them all on foot."><10-12:"That's the water vole who visits everyone who's poorly," said {companion}, "and she'll never get round them all on foot.">
<2-9:{name} picked up the pump[ and pulled on {their} {colour} jumper].
"Then we'd better {goal}," {they} said.><10-12:{name} picked up the pump[, pulled on {their} {colour} jumper] and said, "Then we'd better {goal}.">

:: payoff helping-others.doctor-pump.p.nine-visits
setting: river

<little:Outside her cottage sat {recipient}. She looked sadly at her bicycle.><grown:Outside {destination}, {recipient} sat on her doorstep, looking sadly at her bicycle.>
Her doctor's bag stood ready by the door.
"Nine visits," she sighed, "and no way to get there."
"Yes, there is," said {name}, and held up {item}.
{Companion} kept the bicycle upright.
{name} fixed the hose to the tyre and began to push.
<little:Push, puff, push!><grown:Puff, puff, puff went the pump, and slowly the tyre grew round and firm.>
Doctor Mallow gave it a squeeze and smiled.
"Good as new," she said.
<8-9:{name} pictured tomorrow: the doctor whizzing along the river path, and nine poorly creatures feeling better, all because of one small pump.><10-12:{name} pictured the morning: the doctor whizzing along the river path to nine poorly creatures, all thanks to one small, ordinary pump.>

:: payoff helping-others.doctor-pump.p.taking-turns
setting: river

<little:{recipient} was sticking a tiny patch on her tyre.><grown:Outside {destination}, {recipient} was sticking a tiny patch on her tyre.>
"Patching is easy," she said, "but I haven't got a pump."
<2-9:{name} passed her {item}.
"We can take turns," {they} said.><10-12:{name} passed her {item} and said, "We can take turns.">
<grown:First {name} pumped, then Doctor Mallow, then {name} again, puffing and laughing.><little:Pump, pump!
Now your turn!>
<2-9:{Companion} counted the puffs.
At last the tyre was hard and round.><10-12:{Companion} counted the puffs until at last the tyre was hard and round.>
<2-9:The doctor rang her bell and rode a wobbly, happy circle.
"Now I can visit everyone," she called.><10-12:The doctor rang her bell, rode a wobbly, happy circle, and called, "Now I can visit everyone.">
"{refrain}!" laughed {name}.

:: quest bunting-feeder
item: the pine-cone feeder
itemFull: the pine cone rolled in honey and seeds, with a string to hang it by
itemHeld: <little:in {their} pocket><grown:in a paper bag in {their} pocket>
itemTell: <little:rustled in its bag><grown:rustled in its paper bag>
recipient: Mrs Bunting
destination: <little:the old hawthorn tree><grown:the old hawthorn in the middle of the snowy field>
goal: hang the pine-cone feeder for Mrs Bunting
refrain: Peck, peck, a winter feast

:: setup helping-others.bunting-feeder.s.fence-post
setting: garden
picture: snow

Snow lay deep and smooth all over the garden.
<little:Crunch, crunch, went {name's} slippers.><grown:{name's} slippers went crunch, crunch down the path[, leaving prints beside the {colour} flowerpots].>
<little:On the fence post sat a little brown bird. She was fluffed up like a ball.><grown:On the fence post sat a little brown bird, fluffed up like a ball.>
<2-9:{Companion} came close to hear her.
"I'm {recipient}," she chirped.><10-12:{Companion} came close to hear her as she chirped, "I'm {recipient}.">
"The snow has hidden every seed, and my family is so hungry."
<6-9:On the kitchen windowsill was {itemFull}.><10-12:On the kitchen windowsill was {itemFull}, and into a paper bag it went.><little:On the windowsill was a pine cone, rolled in honey and seeds.>
<2-9:Into a paper bag it went.>
"We must {goal}," {they} said.

:: setup helping-others.bunting-feeder.s.window-tap
setting: bedroom

Something was tapping on {name's} window.
<little:It was {recipient}, a tiny brown bird. Snowflakes sat on her wings.><grown:It was {recipient}, a tiny brown bird with snowflakes on her wings.>
{Companion} opened the window, and the little bird hopped in.
"Please help," she peeped.
<grown:"We've pecked and pecked, but the snow is too deep, and my little ones haven't eaten since breakfast."><little:"We're so hungry," she peeped.
"The seeds are under the snow.">
<little:{name} ran to the kitchen. {They} came back with {item}.><grown:{name} hopped out of bed and came back from the kitchen with {itemFull}.>
<8-9:It had been meant for the garden birds tomorrow, but tonight somebody needed it more.><10-12:It had been meant for the garden birds tomorrow, but {name} decided without hesitating that tonight somebody needed it more.>
"You'll have it tonight," said {name}.
"We're off to {goal}."

:: payoff helping-others.bunting-feeder.p.lowest-branch
setting: snowfield

<little:The old hawthorn was bare and white. On it sat little brown birds, shivering.><grown:At {destination}, the branches were bare and white, and on them sat a row of little brown birds, fluffed up and shivering.>
{recipient} fluttered down to meet {name}.
{Companion} bent the lowest branch down a little.
{name} tied {item} to it with a bow.
<little:Swing, swing!><grown:It swung gently, sweet and sticky and full of seeds.>
Peck!
Peck-a-peck!
<grown:In no time, every bird was pecking away, and their feathers puffed out, warm and round.><little:Soon every tummy was full.>
"Thank you," chirped Mrs Bunting.
<8-9:{name} stood back and watched a dozen tiny suppers being eaten, and felt warm right through, in spite of the cold.><10-12:{name} stood back to watch a dozen tiny suppers disappear, and felt a glow of warmth that the cold could not touch.>

:: payoff helping-others.bunting-feeder.p.thank-you-song
setting: snowfield

<little:The snow sparkled under the moon. The old hawthorn stood dark against the white.><grown:The snow sparkled under the moon, and {destination} stood dark against the white.>
<little:{recipient} waited on a twig with three little ones.><grown:{recipient} was waiting on a twig, with three little ones beside her.>
"Did you bring it?" she peeped.
<little:{name} hung {item} on a low twig. Even the smallest bird could reach!><grown:{name} hung {item} on a low twig, where even the smallest bird could reach.>
<little:Peck, peck, yum!><grown:The little ones hopped over and pecked, and chirruped, and pecked again.>
Then the birds sang a thank-you song, thin and sweet.
<8-9:{name} had never been thanked by a whole choir before.><10-12:A whole choir, singing just for {them}: it was the kind of thank-you {name} wanted to remember for ever.>
<little:"{refrain}," sang {name} softly. {Companion} hummed along.><grown:"{refrain}," sang {name} softly[, {their} {eyes} eyes shining], and {companion} hummed along.>

:: quest squirrel-basket
item: the little basket
itemFull: the little wicker basket on its long, long rope
itemHeld: <little:over {their} shoulder><grown:over {their} shoulder, rope and all>
itemTell: <little:swayed to and fro><grown:swayed to and fro on its rope>
recipient: Mr Russet
destination: <little:the tall pine tree><grown:the tall pine at the edge of the forest>
goal: take the little basket to Mr Russet
refrain: Up it goes, and down it comes

:: setup helping-others.squirrel-basket.s.shed-bench
setting: garden

<little:In the shed, {name} was busy with a basket and a rope.><6-9:In the garden shed, {name} was busy with a basket and a long rope.><10-12:In the garden shed, {name} was busy with a basket and a long rope, and {companion} asked, "What are you making?">
<2-9:"What are you making?" asked {companion}.>
<6-9:"This is for {recipient}," said {name}.
"His knees are too stiff now to climb up and down his tree with his shopping."><10-12:"This is for {recipient}," said {name}, "because his knees are too stiff now to climb up and down his tree with his shopping."><little:"It's for Mr Russet," said {name}.
"His knees are stiff and sore.">
<2-9:{name} tied the last knot, a big double one.><10-12:{name} tied the last knot, a big double one, then hung on the rope with both hands to test it, and it held.>
<little:Pull hard!
The rope held tight!><6-9:Then {name} hung on the rope with both hands, and it held.>
<little:Now it was ready: a basket on a long, long rope.><grown:Now it was ready: {itemFull}.>
<8-9:It was only a basket, but it might make every single day a little easier for an old squirrel.><10-12:It was only a basket on a rope, but for an old squirrel with stiff knees it might make every day easier.>
"Let's {goal} tonight," said {name}.

:: setup helping-others.squirrel-basket.s.teddy-lift
setting: bedroom

<2-9:From {name's} window, the tall pine was dark against the stars.
Halfway up the trunk, something small was climbing very slowly.><10-12:From {name's} window, the tall pine was dark against the stars, and halfway up its trunk something small was climbing very slowly.>
<little:It was {recipient}, the old squirrel. He had a bag of nuts in his mouth.><6-9:It was {recipient}, the old squirrel, with a bag of nuts in his mouth.><10-12:It was {recipient}, the old squirrel, with a bag of nuts in his mouth, stopping to rest, climbing a little, then resting again.>
<6-9:He stopped to rest, and climbed a little, and stopped to rest again.><little:Climb, rest.
Climb, rest.>
<2-9:"Poor Mr Russet," whispered {companion}.
{name} thought of something.><10-12:"Poor Mr Russet," whispered {companion}, and {name} had an idea.>
<little:From under the bed came {item}. It had a long, long rope.><6-9:From under the bed came {itemFull}.><10-12:From under the bed came {itemFull}, which was usually for hauling teddies up to the top bunk.>
<6-9:It was for hauling teddies up to the top bunk.><little:It was for lifting teddies.>
"We'll {goal} tonight," {they} said.

:: payoff helping-others.squirrel-basket.p.string-down
setting: forest

<little:High in the tall pine, {recipient} peeped out of his door.><grown:High in {destination}, {recipient} peeped out of his round front door.>
"Catch hold!" he called, and let down a long string.
<little:{name} tied the string to the rope. Paw over paw, Mr Russet pulled it up.><grown:{name} tied the string to the end of the rope, and Mr Russet pulled it up, paw over paw.>
<little:{Companion} passed {name} three hazelnuts. {name} popped them into {item}.><grown:{Companion} passed {name} three hazelnuts, and {name} popped them into {item}.>
<little:Up, up went the nuts!><grown:Mr Russet pulled, and up it swung to his door, without him taking a single step.>
<little:"Up it goes, and down it comes!" laughed the old squirrel.><grown:"Up it goes, and down it comes!" laughed the old squirrel, and let it down again.>
<8-9:{name} could tell that being able to do things for yourself matters, however old you are.><10-12:Watching him, {name} understood that being able to manage things on your own mattered a great deal, however old you happened to be.>

:: payoff helping-others.squirrel-basket.p.acorn-supper
setting: forest

<little:Under the tall pine sat {recipient}, rubbing his knees. By him was a heap of acorns.><grown:Under {destination}, {recipient} sat on a root by a heap of acorns, rubbing his knees.>
"My supper," he sighed, "and it all has to go up."
<2-9:{Companion} rolled the acorns over, and {name} filled {item}.
"Just take the end of the rope," {they} said.><10-12:{Companion} rolled the acorns over, and {name} filled {item}, then said, "Just take the end of the rope.">
<grown:So Mr Russet climbed up with just the rope, and then he pulled.><little:Up climbed Mr Russet, with just the rope.>
<2-9:Up rose his supper, right to his door.><10-12:Up rose his supper, steadily and smoothly, right to his front door.>
<little:"{refrain}!" called {name}. Down came the empty basket.><grown:"{refrain}!" called {name}, as the empty basket came back down.>

:: quest monkey-plaster
item: the tin of plasters
itemFull: the little tin of spotty plasters from the bathroom cupboard
itemHeld: zipped inside {their} pocket
itemTell: <little:gave a tinny rattle><grown:gave a small, tinny rattle>
recipient: Mango the monkey
destination: <little:the big fig tree><grown:the big fig tree in the jungle>
goal: take the tin of plasters to Mango the monkey
refrain: Gently, gently, better soon

:: setup helping-others.monkey-plaster.s.parrot-news
setting: bedroom

<2-9:A bright green parrot landed on {name's} windowsill, all out of breath.
"Message from the jungle!" she squawked.><10-12:A bright green parrot landed on {name's} windowsill, quite out of breath, and squawked, "Message from the jungle!">
<grown:"Little Mango fell off the vine swing and scraped her knee, and there isn't a single plaster in the whole jungle."><little:"Mango has hurt her knee!
There are no plasters in the jungle!">
<2-9:{name} knew how that felt.>
<6-9:Only last week, {name} had tripped, and a plaster had helped.><10-12:{name} knew exactly how that felt, because only last week {name} had tripped, and a plaster had helped.><little:A plaster always helped {name}.>
{Companion} was already looking at {name}, ready to go.
<little:{name} tiptoed to the bathroom for {item}.><grown:{name} tiptoed to the bathroom for {itemFull}.>
<little:"Hurry," {they} whispered. "We'll {goal}."><grown:"Come on, we'll {goal}," {they} said.>

:: setup helping-others.monkey-plaster.s.far-cry
setting: garden

<2-9:The garden was quiet under the stars.
Then, from very far away, came a small, sad cry.><10-12:The garden was quiet under the stars until, from very far away, came a small, sad cry.>
<little:"Ooh, ooh, ow!"><grown:"Ooh, ooh, ow!" it went, over the hills and far away.>
"Poor {recipient}," said {companion}.
<little:"She hurt her knee in the vines. She's too upset to sleep."><grown:"She's hurt her knee, swinging in the vines, and she's too upset to sleep.">
<little:{name} thought of {their} own bumped knees.><grown:{name} thought of {their} own bumped knees[ from learning to ride {their} {colour} scooter].>
<8-9:Some hurts, {name} thought, need a plaster, and some need a friend; most need a bit of both.><10-12:Some hurts, {name} thought, needed a plaster and some needed a friend, but most, in {their} experience, needed a bit of both.>
<little:{name} ran inside and fetched {item}.><grown:{name} ran inside and fetched {itemFull}.>
<little:"Let's {goal}," {name} said. "Quick as we can!"><grown:"Let's {goal}, quick as we can," said {name}.>

:: payoff helping-others.monkey-plaster.p.spotty-choice
setting: jungle

<little:Under the big fig tree sat {recipient}. She was on her mother's lap, sniffing.><grown:Under {destination}, {recipient} sat on her mother's lap, sniffing.>
{name} knelt and opened {item}.
"Which one would you like?" {they} asked.
<grown:Mango peeped in: there were red spots, blue spots, and one with yellow stars.><little:Red spots, blue spots, yellow stars!>
She chose the stars.
{Companion} sat close to Mango, quiet and kind.
<little:"Gently, gently," said {name}. {They} smoothed it on, soft as a feather.><grown:"Gently, gently," said {name}, and smoothed it on, as softly as a feather.>
<grown:Mango looked at her knee, then wiggled it, then smiled through the last of her tears.><little:Wiggle, wiggle.
Mango smiled.>
"It feels better already," she said.
<8-9:The plaster was only a little bit of the magic, {name} knew; the rest was someone kind kneeling beside you.><10-12:The plaster was only a small part of the magic, {name} realised; the bigger part was having someone kind kneel down beside you.>

:: payoff helping-others.monkey-plaster.p.toy-monkey
setting: jungle

<little:{recipient} peeped down from the big fig tree.><grown:{recipient} peeped down from the lowest branch of {destination}.>
"Did you bring a plaster?" she asked softly.
{name} held up {item} and gave it a shake.
<little:Rattle, rattle, shake!>
Mango climbed down and held out her knee.
<little:{name} put on a plaster. Then {they} gave it a blow for luck.><grown:{name} put on a plaster and gave it a little blow for luck.>
<grown:Then Mango held up her toy monkey, which had a sore knee too.><little:Her toy monkey needed one too!>
<little:So {name} gave the toy a plaster too. "Better soon," {they} said.><grown:So {name} gave the toy a plaster as well, and said, "Better soon.">
{Companion} laughed softly, and Mango laughed too.
<8-9:Mango hugged her toy and yawned, and {name} could see the hurt turning into sleepiness.><10-12:Mango hugged her toy and gave an enormous yawn, and {name} could almost watch the hurt melting away into sleepiness.>

// Scenes on the way: the theme's value in action, serving any of its quests.

:: scene helping-others.c.4xutnm
setting: village
role: onward
energy: lively

{onward}the village street was in a terrible muddle.
<grown:The wind had blown Mrs Pennyworth's washing off the line, and now it was everywhere.><little:Whoosh!
The wind took the washing!>
<little:Socks in the hedge! A shirt on the postbox! A nightie on the weathervane!><grown:There were socks in the hedge, a shirt on the postbox, and a nightie on the weathervane.>
Mrs Pennyworth, a small round hedgehog, was wringing her paws.
{trait:help} <little:{name} ran up and down, gathering socks.><grown:{name} ran up and down[, {their} {hair} hair whipping in the wind], gathering socks.>
{Companion} {ability:lift,fly,guide}.
Down came the nightie, last of all.
<8-9:Mrs Pennyworth laughed so hard that her prickles shook.><10-12:Mrs Pennyworth laughed until her prickles shook, and {name} could not help laughing too at the sight of that nightie.>
<little:Mrs Pennyworth pointed to her stile. Over went {name} with {item}!><grown:Mrs Pennyworth pointed to her stile across the fields, and over went {name} with {item}.>

:: scene helping-others.c.129fura
setting: fair
role: onward
energy: lively

{onward}the fair was all music and coloured lights.
<little:By the carousel, a mouse was selling balloons. The wind tugged at them all.><grown:By the carousel, a little mouse was selling balloons, and the wind was tugging at every one.>
<little:Tug, tug!
Up, up!><grown:The strings slipped through her tiny paws, one, two, three!>
"My balloons!" she squeaked.
{trait:obstacle} <little:{name} jumped and grabbed the strings!><grown:{name} jumped and grabbed a handful of strings[, red and yellow and {colour}].>
{Companion} {ability:lift,fly,guide}.
Soon every balloon was back.
<8-9:{name} tied them to the stall with a double knot, so the wind could not steal them again.><10-12:{name} tied them firmly to the stall with a double knot, determined that the wind would not get a second chance.>
<little:"Through that gate for {recipient}!" squeaked the mouse.><grown:"The gate by the coconut shy is your way to {recipient}," squeaked the mouse.>

:: scene helping-others.c.x4nbqh
setting: beach
role: onward
energy: lively

{onward}<little:the beach was silver. The tide was creeping in.><grown:the beach was silver, and the tide was creeping in.>
<little:Swoosh!
Swoosh!>
<2-9:A family of crabs lived in a sandcastle by the waves.
"The sea will wash our home away!" cried the littlest crab.><10-12:A family of crabs lived in a sandcastle by the waves, and the littlest crab cried, "The sea will wash our home away!">
{trait:help} <little:{name} knelt down and dug a moat.><grown:{name} knelt down[ in {their} {colour} pyjamas] and began to dig a moat.>
{Companion} {ability:find,guide}.
There lay a cockle shell, just right for scooping.
<6-9:Scoop, scoop!
The next wave swirled round the moat, and the castle stayed dry.><10-12:Scoop by scoop, the moat grew deeper, and when the next wave swirled round it, the castle stayed dry.><little:Scoop, scoop!
The castle was safe!>
<little:The crabs showed {name} a path above the tide. {item} would stay dry.><grown:The crabs showed {name} a path above the tide, where {item} would stay dry.>

:: scene helping-others.c.bxsddk
setting: snowfield
role: onward
energy: lively

{onward}<little:the snowy field sloped down to a hedge.><grown:the snowy field sloped down to a hedge, smooth and white.>
<little:Some mice were sledging on a tea tray. Now it was whizzing off on its own!><grown:A family of mice had been sledging on a tea tray, but now it was whizzing downhill on its own!>
<little:Whizz!
Whoosh!>
<2-9:"Our sledge!" squeaked the littlest mouse.><10-12:"Our sledge!" squeaked the littlest mouse in dismay.>
{trait:obstacle} <little:{name} raced after it, slipping and sliding. {They} grabbed the string just in time!><6-9:{name} raced after it, slipping and sliding[ in {their} {colour} slippers], and grabbed the string just before the hedge.><10-12:{name} raced after it, slipping and sliding[ in {their} {colour} slippers], and caught hold of the string just before the hedge.>
{Companion} {ability:carry,guide}.
<6-9:"One ride with us!" begged the mice, so down they all whizzed together.><little:Then they all rode down together.
Wheee!><10-12:"One ride with us!" begged the mice, so down they all whizzed together, shrieking with delight.>
<little:Then the mice showed {name} their run under the hedge. It was just big enough for {name} and {item}.><6-9:Then the mice showed {name} their run under the hedge, just big enough for a child and {item}.><10-12:Afterwards the mice showed {name} their run under the hedge, just big enough for a child and {item}.>

:: scene helping-others.c.14qzema
setting: treehouse
role: onward
energy: lively

{onward}<little:an old oak held a treehouse. But its rope ladder had snapped!><grown:an old oak held a treehouse in its branches, but the rope ladder had snapped in two.>
<2-9:Two squirrel twins peeped out of the window.
"We can't get down for supper!" they wailed.><10-12:Two squirrel twins peeped out of the window and wailed, "We can't get down for supper!">
{trait:help} <little:{name} tied the broken ends with a big double knot.><grown:{name} tied the broken ends together with a big double knot, just like shoelaces[ on {their} {colour} trainers].>
<8-9:{name} tugged it twice, hard, to be sure it would hold.><10-12:{name} tugged it twice, hard, because a knot that looks strong and a knot that is strong are not the same thing.>
{Companion} {ability:lift,fly,guide}.
<grown:Up went the ladder, hooked on tight, and down scrambled the twins, whoosh, whoosh.><little:Down came the twins!>
<little:"This way to {recipient}!" called the twins. They showed {name} a plank across the ditch.><grown:"This way to {recipient}!" they called, and raced ahead to show {name} a plank across the ditch.>

:: scene helping-others.c.wcarj
setting: waterfall
role: onward
energy: lively

{onward}<little:by the waterfall stood a little mill. Its wooden wheel turned in the spray.><grown:beside the waterfall stood a little mill, with a wooden wheel that turned in the spray.>
But tonight a branch had jammed it fast.
<grown:"No turning wheel, no flour," said three floury mice, "and no bread tomorrow."><little:"No wheel, no bread!" cried three mice.>
{trait:obstacle}[ Spray glittered in {name's} {hair} hair.]
<2-9:{name} found a long stick and hooked the branch.
Pull, pull!><10-12:{name} found a long stick, hooked the branch, and pulled as hard as possible.>
{Companion} {ability:lift,cross,guide}.
<little:Creak!
Splosh!
The wheel turned!><grown:Creak, splosh!
The branch came free, and the wheel turned.>
The mice cheered.
<little:Then they showed {name} the miller's track. {item} stayed dry.><grown:Then they showed {name} the miller's track, which ran on out of the spray, and {item} stayed dry.>

:: scene helping-others.c.9e8y1m
setting: jungle
role: onward
energy: lively

{onward}<little:the jungle was hot and green. Whistles came from everywhere!><grown:the jungle was hot and green and full of whistles.>
<little:Across the path marched a line of ants. Each carried a leaf like a flag.><grown:Across the path marched a line of ants, each carrying a leaf like a little green flag.>
But the biggest leaf was stuck under a root.
<little:Push!
Puff!
Stuck.>
{Companion} {ability:light,guide}.
{trait:help} {name} pushed a stick under the root and leaned on it.
<2-9:Up it came!
"Pull!" called {name}, and out slid the leaf.><10-12:Up came the root, just enough, and when {name} called, "Pull!", out slid the leaf.>
<grown:A hundred tiny voices cheered, like soft rain.><little:Hooray!>
<grown:Then the ants marched on, and their little green flags showed {name} the path through the ferns to {recipient}.><little:{name} followed their flags to {recipient}.>

:: scene helping-others.c.1360yvi
setting: farm
role: onward
energy: lively

{onward}<little:the farmyard was quiet. A pig lay very still in a muddy puddle.><grown:the farmyard was quiet, except for a pig lying very still in a muddy puddle.>
<2-9:{name} ran over.
"Are you stuck?"><10-12:{name} hurried over, asking anxiously, "Are you stuck?">
<2-9:The pig opened one eye.
"Stuck?
No, dear.
This is my bath."><10-12:The pig opened one eye. "Stuck? No, dear, this is my bath.">
{name} laughed.
<8-9:Next time, {name} decided, helping would start with a question.><10-12:Next time, {name} decided, slightly pink, helping would start with a question rather than a rescue.>
"Do you need anything?" {they} asked.
"Well," said the pig, "I've got an itch I can't reach."
{trait:help} {Companion} {ability:find,guide}.
An old broom!
Scritch, scratch went {name}, and the pig sighed happily.[ Only a little mud got on {name's} {colour} pyjamas.]
<2-9:"Good luck with {item}," grunted the pig.
"My back gate saves a long walk."><10-12:"Good luck with {item}," grunted the pig, "and do use my back gate, because it saves a long walk.">

:: scene helping-others.c.lqn6re
setting: castle
role: onward
energy: lively

{onward}<little:the castle stood on its hill. Flags flew on every tower.><grown:the castle stood on its hill, with flags on every tower.>
<2-9:Clank!
Clank!
HIC!
In the great hall, an old suit of armour had the hiccups.><10-12:Clank, clank, HIC! In the great hall, an old suit of armour had a terrible case of the hiccups.>
<little:Hic!
Clank!
Hic!>
"Nobody in the castle can sleep!" it groaned.
{trait:help} {name} tried everything.
<grown:Count to ten.
Hold your breath.
Stand on one leg.><little:Count to ten.
Hold your breath.>
HIC!
<little:Then {name} had an idea. {They} crept round behind the armour and shouted, "BOO!"><grown:Then {name} had an idea, crept round behind the armour[, {their} {eyes} eyes twinkling], and shouted, "BOO!">
{Companion} {ability:hush,comfort}.
"They've gone!" whispered the armour.
<8-9:{name} had never been thanked so politely by a suit of armour before.><10-12:{name} had never been thanked so politely by a suit of armour before, and suspected {they} never would be again.>
<little:The armour opened the side gate. Out went {name} and {item}, the quick way down.><grown:The armour opened the side gate, the quick way down for {name} and {item}.>

:: scene helping-others.c.vbc4n
setting: mountain
role: onward
energy: lively

{onward}the mountain path zigzagged up between the rocks.
A boulder had rolled across a marmot's front door.
<grown:"My babies are inside," cried the marmot, "and I can't get in!"><little:"My babies are inside!" cried the marmot.>
{name} pushed.
It didn't budge.
{trait:obstacle} So {name} called out, "Can anybody help?"
Out came more marmots, two beetles and a very small snail.
"One, two, three, PUSH!"
Away rolled the boulder.
{Companion} {ability:comfort}.
<8-9:Asking for help, {name} realised, is a kind of helping too.><10-12:Asking for help, {name} realised, was not giving up at all; it was simply another, rather clever, kind of helping.>
<little:The path round the mountain was clear. On went {name} with {item}.><grown:With the boulder gone, the path round the mountain was clear, for {name} and {item} too.>

:: scene helping-others.c.41abk5
setting: library
role: onward
energy: gentle

{onward}<little:the library was tall and hushed. Its books glowed softly.><grown:the library was tall and hushed, full of softly glowing books.>
<2-9:But one shelf had tipped over!
A bookworm in round spectacles peered at the heap.><10-12:But one shelf had tipped over, and a bookworm in round spectacles was peering at the heap.>
<2-9:"I can't lift them," he sighed.
"I'm only a worm."><10-12:"I can't lift them," he sighed, "because I'm only a worm.">
{trait:help} {name} picked up the books and put them back, A, B, C.<little:[ One was about {interest}, so {name} put it at the front.]><grown:[ One was all about {interest}, so {name} put it where it was easy to find.]>
{Companion} {ability:lift,guide}.
<6-9:Up went the heavy ones, and the thin ones slid in beside them.><little:Up went the big books.><10-12:Up went the heavy volumes, and the thin ones slid in neatly beside them.>
<little:The bookworm opened a map. Wriggle, wriggle, he showed the way to {recipient}.><grown:Then the bookworm opened a map and wriggled along it, from the library door to {recipient}.>

:: scene helping-others.c.9ajvgw
setting: reef
role: aside
energy: gentle

{onward}<little:the path ran down under the sea. The reef was pink and orange!><grown:the path ran down under the sea, where the reef was pink and orange and full of bubbles.>
<little:Blub, blub, blub.>
<2-9:An octopus was tidying her garden after a storm.
"I've got eight arms," she sighed, "and it still isn't enough!"><10-12:An octopus was tidying her garden after a storm, sighing, "I've got eight arms, and it still isn't enough!">
{trait:help} <little:{name} swam over and untangled the seaweed, strand by strand.><grown:{name} swam over and untangled the seaweed, strand by strand[, {their} {hair} hair floating up like weed].>
<2-9:{Companion} {ability:find,guide}.
Out of a sleepy clam popped the last lost shell.><10-12:{Companion} {ability:find,guide}, and out of a sleepy clam popped the last lost shell.>
<6-9:"Ten arms are better than eight," laughed the octopus, counting {name's} two.><little:"Ten arms!" she laughed.><10-12:"Ten arms are better than eight," laughed the octopus, counting {name's} two as well.>
<little:{name} patted {item}, safe and sound.><grown:{item} was still safe {itemHeld}.>

:: scene helping-others.c.ykrne2
setting: orchard
role: onward
energy: gentle

{onward}the orchard smelled of ripe apples.
<little:Old Mrs Bristle the squirrel looked up at the apples.><grown:Old Mrs Bristle the squirrel was looking up at the last red apples.>
"I pick those myself every year," she said.
"But my knees are wobbly now."
{name} could have climbed up.
Instead, {name} held the ladder, nice and firm.
{trait:help} <grown:Up went Mrs Bristle, one careful rung at a time, and picked every apple on her own.><little:Up went Mrs Bristle.
Pick, pick!>
{Companion} {ability:lift,guide}.
<8-9:Sometimes, {name} thought, the best help is holding the ladder, not climbing it.><10-12:Sometimes, {name} thought, the most useful help was to hold the ladder steady and let someone else do the climbing.>
<little:"Through the far gate for {recipient}!" called Mrs Bristle.><grown:From the top, Mrs Bristle called down, "Through the far gate for {recipient}!">

:: scene helping-others.c.1hnrvyg
setting: pond
role: onward
energy: gentle

{onward}<little:the pond was still and dark. Lily pads floated like green plates.><grown:the pond was still and dark, with lily pads like green plates.>
<little:Old Uncle Newt wanted to visit his sister. But the lily pads had drifted apart.><grown:Old Uncle Newt wanted to visit his sister across the water, but the lily pads had drifted apart.>
<2-9:"My legs aren't as springy as they were," he said.><10-12:"My legs aren't as springy as they used to be," he admitted.>
{trait:help} <little:{name} nudged the lily pads together with a reed. A bridge!><grown:{name} found a long reed and nudged the lily pads together, one by one, into a bridge.>
{Companion} {ability:cross,guide}.
<6-9:Plip, plop, plip!
Across went Uncle Newt, pad by pad.><little:Plip, plop!
Across he went.><10-12:Plip, plop, plip, across went Uncle Newt, pad by careful pad.>
<little:His sister waved a lantern from the far bank. It lit the way to {recipient}.><grown:His sister waved a lantern from the far bank, and it lit {name's} way to {recipient} too.>

:: scene helping-others.c.11dsv29
setting: meadow
role: onward
energy: gentle

{onward}the meadow grass swished in the breeze.
<little:A family of harvest mice was moving house. Each one carried something!><grown:A family of harvest mice was moving house, each mouse carrying something: a thimble, an acorn cup.>
<2-9:But their cotton-reel clock was far too heavy.><10-12:But their cotton-reel clock was far too heavy for them.>
<little:Heave!
Puff!
Stuck.>
{trait:help} <2-9:"I'll carry it," said {name}, "if you show me the way."
"Left!
No, the other left!" squeaked the mice.><10-12:"I'll carry it," said {name}, "if you show me the way," and the mice squeaked directions: "Left! No, the other left!">
{Companion} {ability:light,guide}.
<grown:At the new nest, {name} set the clock down so gently that it didn't miss a tick.><little:Down went the clock.
Tick, tock.>[ The mice wanted to hear all about {interest}.]
<little:The new nest was over the meadow. Now {name} and {item} were across too!><grown:The new nest was over the meadow, so {name} and {item} were across too.>

:: scene helping-others.c.epjg85
setting: garden
role: onward
energy: gentle

{onward}a garden gate creaked open.
<2-9:In a shed window, a spider was staring at her web.>
<6-9:The wind had torn it right down the middle.><10-12:In a shed window, a spider was staring gloomily at her web, which the wind had torn right down the middle.><little:It was torn in half.>
{trait:help} <little:"I can hold the ends," said {name}. {They} held one silky thread very still.><grown:"I can hold the ends while you mend it," said {name}, and held one silky thread very still.>
{Companion} {ability:light,hush,guide}.
<2-9:Zip, zip!
The spider ran to and fro, weaving.
Soon the web glittered with dew, whole again.><10-12:Zip, zip went the spider, running to and fro, weaving busily, until the web glittered with dew, whole again.>
<2-9:To say thank you, she tied a silver thread round {name's} wrist.
"It will tug you towards {recipient}," said the spider.><10-12:To say thank you, she tied a silver thread round {name's} wrist and explained, "It will tug you towards {recipient}.">

:: scene helping-others.c.16crihz
setting: village
role: aside
energy: gentle

{onward}<little:Mrs Finch was painting her fence sunshine yellow.><grown:at the end of the village, Mrs Finch was painting her fence sunshine yellow.>
<2-9:"Can I help?" asked {name}.
All went well, until {name} stepped back and knocked the pot over.
Splosh!><10-12:"Can I help?" asked {name}, and all went well until {name} stepped back and knocked the pot over with a splosh.>
{trait:obstacle} <grown:{name's} face went as pink as a strawberry.
"I'm so sorry!"><little:"Oh no!
Sorry!" said {name}.>
{Companion} {ability:comfort}.
<2-9:Then Mrs Finch laughed.
The yellow puddle was shaped just like a duck!><10-12:Then Mrs Finch laughed, because the yellow puddle was shaped exactly like a duck.>
So they painted a row of ducks along the path.[ There was even a yellow duck on {name's} {colour} slipper.]
<little:"The best mistake ever!" said Mrs Finch. {item} {itemTell}.><grown:"The best mistake ever," said Mrs Finch, and {item} {itemTell}.>

:: scene helping-others.c.1cu6mjw
setting: island
role: aside
energy: gentle

{onward}<little:a little island lay in the sea. It had one palm tree and soft sand.><grown:a little island lay in the silver sea, with one palm tree and a curve of soft sand.>
<grown:All over it, baby turtles were hatching and scrambling out.><little:Out popped baby turtles!>
<little:But they crawled the wrong way, towards a fisherman's lamp.><grown:But they were crawling the wrong way, towards the lamp in a fisherman's hut.>
{trait:help} {name} knocked on the door.
"Please could you put your lamp out?
The babies think it's the moon."
Click!
{Companion} {ability:hush,guide}.
<little:Scuttle, scuttle, splash!><grown:Now every little turtle turned round and scuttled down to the sea.>
<8-9:{name} felt {their} heart go out to sea with the very last one.><10-12:As the smallest turtle paddled off into the silver water, {name} felt {their} heart go bobbing out to sea along with it.>
On went {name} with {item}.

:: scene helping-others.c.1he2ajf
setting: forest
role: onward
energy: gentle

{onward}<little:deep in the forest stood a tall stag. He looked a bit silly.><6-9:deep in the forest stood a tall stag, looking very embarrassed.><10-12:deep in the forest stood a tall stag, looking thoroughly embarrassed, with a string of fairy lights tangled round his antlers.>
<2-9:A string of fairy lights was tangled round his antlers.>
<little:Blink, blink!><grown:Every time he shook his head, they flashed.>
"I was hanging them up for the party," he said.
{trait:help} <little:"Hold still," said {name}. {They} untangled them, loop by loop.><grown:"Hold still," said {name}, and untangled them, loop by loop[, {their} {eyes} eyes fixed on every knot].>
{Companion} {ability:lift,guide}.
<6-9:Soon the lights hung high in the pines, twinkling like a birthday cake.><little:Up went the lights.
Twinkle!><10-12:Soon the lights hung high in the pines, twinkling like candles on a birthday cake, and the path to {destination} was bright all the way.>
<little:The path to {recipient} shone bright.><6-9:The path to {destination} was bright all the way.>

:: scene helping-others.c.1mkd835
setting: clouds
role: onward
energy: gentle

{onward}<little:the clouds were soft and white. But one little grey cloud dripped rainy tears.><grown:high in the clouds, everything was soft and white, except one small grey cloud, dripping raindrops like tears.>
"I'm a thundercloud," he sniffed, "and when I rumble, everyone runs away."
{trait:meet} {name} sat down beside him.
"Try a small rumble," {they} said.
"Like a purr."
<little:Rrrrrr.><grown:The little cloud tried.
Rrrrrr, he went, as soft as a cat by the fire.>
{Companion} {ability:hush,comfort}.
[{name's} {hair} hair was full of cloud fluff.]
<8-9:Slowly, the little cloud turned silver at the edges.><10-12:Slowly, shyly, the little cloud began to turn silver round the edges, which is what happens, it seems, when a cloud feels better.>
<little:The little cloud gave {friends} a soft ride. {name} hugged {item} tight.><grown:The little cloud gave {friends} a soft ride over the next valley, and {name} held {item} close.>

:: scene helping-others.c.fvt7jk
setting: orchard
role: aside
picture: autumn
energy: calm

{onward}<little:fallen leaves lay thick and crackly.><grown:under the apple trees, fallen leaves lay thick and crackly.>
<little:A hedgehog was making a bed. But a breeze kept blowing it away.><grown:A hedgehog was making a bed, but every time the pile grew, a breeze blew it away.>
<little:Whoosh!
Gone again.>
<2-9:"I only want to be cosy," he yawned.><10-12:"I only want to be cosy," he yawned wearily.>
{trait:help} <little:{name} heaped the softest leaves behind a root. The breeze couldn't reach!><grown:{name} gathered the softest leaves[, with a leaf caught in {their} {hair} hair,] and heaped them behind a root, where the breeze couldn't reach.>
{Companion} {ability:warm,comfort}.
<6-9:{name} tucked the last leaf over him like a blanket.><little:One last leaf, like a blanket.><10-12:{name} tucked the last leaf over him like a blanket, and a small, happy snore came from the pile.>
<2-9:A small, happy snore came from the pile.>
<2-9:{name} tiptoed away with {item}.><10-12:Smiling, {name} tiptoed away with {item}.>

:: scene helping-others.c.ftat1b
setting: harbour
role: aside
energy: calm

{onward}the harbour boats rocked gently by the wall.
<little:On the corner stood an old red postbox. It gave a long sigh.><grown:On the corner stood an old red postbox, and it gave a long, tinny sigh.>
<grown:"Nobody posts letters any more," it said, "and I get lonely in the evenings."><little:"I'm lonely," said the postbox.>
There was nothing to mend.
{trait:rest} <little:So {name} sat on the wall and listened. The postbox talked and talked.[ {name} told it about {interest}.]><grown:So {name} sat on the harbour wall and listened, while the postbox talked about birthday cards and a parcel that once hummed.[ {name} told it all about {interest}, too.]>
{Companion} {ability:hush,comfort}.
<8-9:Listening, {name} found, is a kind of help too: maybe the quietest kind.><10-12:Listening, {name} discovered, was a kind of help as well, perhaps the quietest kind there is, and often the one most needed.>
"Thank you," said the postbox.
"Say hello to {recipient}."

:: scene helping-others.c.1r4m18
setting: moon
role: onward
energy: calm

{onward}<little:the moon was silver and still. The Earth hung above like a blue marble.><grown:everything on the moon was silver and still, and the Earth hung above like a blue marble.[ It shone in {name's} {eyes} eyes.]>
<2-9:A moon mouse was sweeping the dusty path.
Swish, swish.><10-12:A moon mouse was sweeping the dusty path, swish, swish.>
<grown:"Visitors slip on the dust," she said, "but it's such a long path."><little:"It's such a long path," she sighed.>
{trait:rest} {name} found a second broom and swept beside her, slow and steady.
{Companion} {ability:light,guide}.
<6-9:Side by side they swept, until the path shone.><little:Swish, swish!><10-12:Side by side they swept, until the whole path gleamed.>
<2-9:"Two brooms make short work," said the mouse.><10-12:"Two brooms make short work," said the mouse contentedly.>
<little:Now the path shone, all the way to {recipient}.><grown:Now the path shone smooth and silver ahead of {name}, all the way on towards {recipient}.>

:: scene helping-others.c.1m54nrj
setting: desert
role: onward
energy: calm

{onward}<little:the desert was cool and quiet. The sand glowed under the stars.><grown:the desert was cool and quiet, and the sand glowed pale under the stars.>
<little:On a dune, a little jerboa turned this way and that.><grown:On a dune sat a little jerboa, turning this way and that.>
"I've lost my way home," she whispered.
"Every dune looks the same."
{trait:help} {name} looked up.
"Let's ask the stars," {they} said.
{Companion} {ability:fly,guide}.
<grown:Together they found the brightest star, and the jerboa remembered: her burrow was right underneath it.><little:There was the brightest star.
Home was under it!>
Off hopped the jerboa.
<8-9:The stars, {name} thought, must be the oldest helpers of all.><10-12:The stars, {name} thought, must be the oldest helpers of all, patiently showing travellers the way home long before anyone drew a map.>
<little:Then {name} found {their} own star. It shone the way to {recipient}.><grown:Then {name} found a star of {their} own, low and steady, shining over the last stretch to {recipient}.>

:: scene helping-others.c.1vuzsjx
setting: lighthouse
role: aside
energy: calm

{onward}<little:the lighthouse stood on its rocks. Its great lamp turned slowly.><grown:the lighthouse stood tall on its rocks, its great lamp turning slowly.>
<2-9:Against the glass fluttered a cloud of tired moths.
"We can't stop," sighed one.
"The light is too bright to leave."><10-12:Against the glass fluttered a cloud of exhausted moths, and one of them sighed, "We can't stop; the light is too bright to leave.">
{trait:help} <little:{name} climbed the stairs and opened a window. The moon shone soft and low.><grown:{name} climbed the winding stairs and opened a window on the far side, where the moon shone soft and low.>
{Companion} {ability:hush,guide}.
<grown:One by one, the moths drifted out into the moonlight and settled down to sleep.><little:Out flew the moths.
Then they slept.>
{name} closed the window softly and held {item} close.

:: scene helping-others.c.txp034
setting: cave
role: aside
energy: calm

{onward}<little:a cave glowed with soft blue crystals.><grown:a cave opened in the hillside, glowing with soft blue crystals.>
Just inside sat a small porcupine, shivering.
<little:{name} came close. The porcupine curled up tight, prickles out!><grown:When {name} came close, the porcupine curled up tight, every prickle pointing out.>
"I don't want any help," she squeaked.
{trait:meet} <little:So {name} sat a little way off. {They} made a nest from {their} scarf, and waited.><grown:So {name} sat down a little way off, folded {their} scarf[, the {colour} one,] into a nest, set it down halfway, and waited.>
{Companion} {ability:warm,comfort}.
<grown:Bit by bit, the porcupine uncurled, sniffed the scarf, and crept inside.><little:Slowly, the porcupine crept in.>
<8-9:Some helping, {name} thought, means waiting until someone is ready.><10-12:Some helping, {name} thought, meant being patient enough to wait until someone was ready to be helped.>
Then {name} tiptoed on with {item}.

:: scene helping-others.c.dn21p2
setting: kitchen
role: onward
energy: calm

{onward}a light glowed in a cottage kitchen.
<little:By the stove sat old Mr Pimm the vole. He was trying to sew on a button.><grown:By the stove sat old Mr Pimm the vole, trying to sew a button onto a tiny waistcoat.>
But his eyes were tired, and the thread kept missing the needle.
"Could I try?" asked {name}.
{trait:help} <grown:{name's} fingers were small and steady, and on the second go, the thread slipped through.><little:In went the thread!>
{Companion} {ability:warm,comfort}.
The kettle sang softly while Mr Pimm sewed.
<8-9:"Everyone is good at something," he said, "and tonight, your something was just what I needed."><10-12:"Everyone is good at something," he murmured, "and tonight, as it happens, your something was exactly what a tired old vole needed.">
<grown:Then he called his grandson, who knew the dark lane, to walk {name} towards {recipient}.><little:His grandson walked them on to {recipient}.>

:: scene helping-others.c.jdufzb
setting: hilltop
role: onward
energy: calm

{onward}a grassy hill rose up under the stars.
<2-9:At the bottom sat a snail, gazing up.
"I've always wanted to see the view from the top," she said.
"But it would take me a week."><10-12:At the bottom sat a snail, gazing up wistfully. "I've always wanted to see the view from the top," she said, "but it would take me a week.">
<little:So {name} carried her up on a big flat leaf. Slowly, carefully.><grown:So {name} carried her up on a big, flat leaf, slowly and carefully.>
{Companion} {ability:light,guide}.
<grown:There they sat[, the breeze lifting {name's} {hair} hair], looking out over the sleeping fields far below.><little:They sat and looked.
So many stars!>
{trait:wonder} "Oh," breathed the snail.
"It's better than I dreamed."
<little:{name} could see the way to {recipient}.><grown:Far off, {name} could see the way to {destination}.>

// Endings: home again, the quest remembered by name, sleep.

:: ending helping-others.e.19r3add
setting: bedroom

<2-9:Back in bed, {name} wriggled down under the covers.
{Companion} settled on the rug[ by {name's} {colour} slippers].><10-12:Back in bed, {name} wriggled down under the covers while {companion} settled on the rug[ by {name's} {colour} slippers].>
<2-9:"Was it hard work, all that helping?" asked {companion}.
{name} thought about it.><10-12:"Was it hard work, all that helping?" asked {companion}, and {name} considered the question carefully.>
<2-9:"A bit," {they} said.
"But it's the good kind of tired."><10-12:"A bit," {they} said, "but it's the good kind of tired.">
<6-9:Far away, {recipient} was happy tonight, and that was worth every step.><little:{recipient} was happy now.><10-12:Far away, {recipient} was happy tonight, which made every step worthwhile, and {name} gave a long, slow yawn as {their} eyes closed.>
<2-9:{name} gave a long, slow yawn, and {their} eyes closed.>

:: ending helping-others.e.1rmrqct
setting: bedroom

<little:{name} lay in bed and looked at {their} two hands.><6-9:{name} lay in bed and looked at {their} two hands in the moonlight.><10-12:{name} lay in bed and looked at {their} two hands in the moonlight; tonight they had carried {item}, and helped, and waved, and held on tight.>
<little:Tonight they had carried {item}. They had helped and waved and held on tight.><6-9:Tonight they had carried {item}, and helped, and waved, and held on tight.>
<grown:Now they were tired hands, ready to be tucked under the pillow.><little:Now they were sleepy hands.>
<2-9:"Goodnight, hands," whispered {name}.
"Thank you for helping."><10-12:"Goodnight, hands," whispered {name}, "and thank you for all your helping.">
<2-9:{Companion} gave {sound}.
{name} smiled, and drifted off to sleep.><10-12:{Companion} gave {sound}, and {name} smiled and drifted off to sleep.>

:: ending helping-others.e.1k6egr8
setting: bedroom
closes: mr-fenwick-path

<little:Snuggled in bed, {name} made a helping list for tomorrow.><grown:Snuggled under the covers, {name} began a list of helping to do tomorrow.>
<grown:Sweep Mr Fenwick's path.
Feed the birds.
Say something kind to anyone who looks sad.>[ Tell someone all about {interest}.]<little:Sweep Mr Fenwick's path.
Feed the birds.>
<2-9:Somewhere around number four, the yawns began.><10-12:Somewhere around number four, the yawns began, each one longer than the last.>
<little:"A lovely list," said {companion}. "But first comes sleep."><grown:"That's a lovely list," said {companion}, "but the first thing on it is sleep.">
<little:{name} thought of {recipient}, and smiled. The list floated away into dreams.><grown:{name} thought of {recipient}, smiled, and let the list float away into dreams.>

:: ending helping-others.e.1bn4bgh
setting: bedroom
closes: toy-robot

<2-9:Home again, the house was dark and still.
{name} climbed into bed and listened.><10-12:Home again, the house was dark and still, and {name} climbed into bed to listen.>
<little:Everyone was asleep. The birds, the fish, the robot, and the street.><grown:Everyone was asleep: the birds in their nests, the fish in the pond, the robot on its shelf, and the whole street.>
<grown:Far away, {recipient} was sleeping too, and so was every creature they had helped along the way.><little:{recipient} was asleep too.>
{Companion} tucked the blanket in snug.
<8-9:It was a good feeling, knowing that so many others were resting easier tonight.><10-12:It was a quiet, contented feeling, knowing that because of tonight, so many others were resting a little easier.>
{name's} eyes closed, and soon {they} was asleep as well.

:: ending helping-others.e.16a5n1k
setting: bedroom
closes: toy-robot

<2-9:{Companion} waited until {name} was tucked up tight.
"Thank you for helping tonight," said {companion}.
"You helped {recipient}, and everyone on the way."><10-12:Once {name} was tucked up tight, {companion} said quietly, "Thank you for helping tonight; you helped {recipient}, and everyone on the way.">
<2-9:"You helped too," said {name} sleepily.
"That's the best bit," said {companion}.
"Helping is better together."><10-12:"You helped too," said {name} sleepily. "That's the best bit," said {companion}, "because helping is always better together.">
<grown:The night-light glowed, the mended robot blinked on its shelf, and {name's} breathing grew slow and soft.><little:On the shelf, the robot blinked.
Shh.>
Soon {name} was fast asleep.

:: ending helping-others.e.1or9kaw
setting: bedroom

<little:Back in bed, {name} had a funny feeling inside.><grown:Back under the warm covers, {name} had a funny feeling, right in the middle.>
<2-9:It was warm and glowy, like a little lamp switched on inside.><10-12:It was warm and glowing, as though a little lamp had been switched on somewhere inside.>
"That's the helping feeling," said {companion}.
"It comes after you help someone."
{name} thought of {recipient}, and the glow grew brighter.
<8-9:It was the kind of warmth that no blanket could give.><10-12:It was a particular kind of warmth, {name} decided, the sort that no blanket or hot-water bottle could ever quite manage.>
<little:The little lamp glowed as {name} drifted off to sleep.><grown:The little lamp stayed lit, soft and gold, as {name} drifted off to sleep.>

:: ending helping-others.e.1mpigq6
setting: bedroom

<2-9:Outside, the wind hummed round the chimney.>
<little:Inside, {name} was warm in bed. {Companion} curled up close.><6-9:Inside, {name} was warm in bed[ under the {colour} quilt], with {companion} curled up close, breathing slow and deep.><10-12:Outside, the wind hummed round the chimney, but inside, {name} was warm in bed[ under the {colour} quilt], with {companion} curled up close, breathing slow and deep.>
<grown:{name} hoped {recipient} was warm and cosy too, tucked up somewhere safe.><little:Was {recipient} cosy too?
Yes.>
<8-9:The wind could blow all it liked; everyone who mattered tonight was safe.><10-12:The wind could huff and hum as much as it liked, {name} thought contentedly; everyone who mattered tonight was safe and warm.>
{name} snuggled down, and the wind sang {them} to sleep.

:: ending helping-others.e.oimy64
setting: bedroom

<little:{name} lay still and counted the night, like beads.><grown:{name} lay very still and counted the night, like beads on a string.>
<6-9:The moonlit path.
Every creature helped along the way.
And last of all, {recipient}, smiling.><10-12:First came the moonlit path, then every creature helped along the way, and last of all, {recipient}, smiling.><little:The path.
The helping.
{recipient}, smiling.>
<2-9:The beads went by slower and slower.
{Companion} gave {sound}.><10-12:The beads went by slower and slower, and {companion} gave {sound}.>
And before the last bead was counted, {name} was asleep.

:: ending helping-others.e.gvuuq1
setting: bedroom

Tucked up in bed, {name} whispered the words one last time. "{refrain}."
<2-9:Now they were quiet and slow, like a lullaby.
{Companion} hummed them back, softer still.><10-12:Now they were quiet and slow, like a lullaby, and {companion} hummed them back, softer still.>
<grown:Out in the night, {recipient} was safe and happy, and there was nothing left to do but rest.><little:{recipient} was happy.
Time to rest.>
<little:{name's} eyelids drooped, and {they} fell asleep.><grown:{name's} eyelids drooped[, {their} {hair} hair spread across the pillow], and {they} fell asleep.>

:: ending helping-others.e.ftkg03
setting: bedroom

<little:"Even helpers need to rest," said {companion}. {Companion} tucked in {name's} toes.><6-9:"Even helpers need to rest," said {companion}, tucking the blanket round {name's} toes.><10-12:"Even helpers need to rest," said {companion}, tucking the blanket round {name's} toes, "especially helpers.">
<2-9:"Especially helpers.">
{name} gave a yawn as big as the moon.
<grown:Tonight {name} had carried {item} all the way to {recipient}, and helped so many others on the way.><little:{item} was safe with {recipient} now.>
<little:Now the busy hands were still. The busy feet were warm.><grown:Now the busy hands were still, and the busy feet were warm[ in {their} {colour} socks].>
{name} closed {their} eyes, and slept.

:: ending helping-others.e.1n7sqel
setting: bedroom
closes: mr-fenwick-path

<2-9:{name} lay in bed, warm and heavy and still.
Tomorrow would come, with breakfast and toothbrushes.
There was Mr Fenwick's snowy path to sweep, too.><10-12:{name} lay in bed, warm and heavy and still, knowing that tomorrow would come with breakfast and toothbrushes, and Mr Fenwick's snowy path to sweep.>
<little:But tonight, {name} had helped {recipient}. That would stay.><grown:But tonight, {name} had helped {recipient}, and that would stay.>
<grown:It would stay like a pebble in a pocket, smooth and safe, to hold whenever {they} liked.><little:It would stay, like a pebble in a pocket.>
<2-9:{Companion} gave {sound}.
{name} smiled, yawned, and slept.><10-12:{Companion} gave {sound}, and {name} smiled, yawned, and slept.>

:: ending helping-others.e.1n53km1
setting: bedroom

<2-9:Back in bed, {name} looked out at the stars.
Tonight they seemed to twinkle brighter, as if they had been watching.><10-12:Back in bed, {name} looked out at the stars, which seemed to twinkle more brightly tonight, as if they had been watching.>
<2-9:"Do you think they saw us helping?" whispered {name}.
"I'm sure of it," said {companion}.
"Stars notice everything."[ {name's} {eyes} eyes were full of stars.]><10-12:"Do you think they saw us helping?" whispered {name}. "I'm sure of it," said {companion}, "because stars notice everything."[ {name's} {eyes} eyes were full of stars.]>
<2-9:{name} thought of {recipient}, safe and happy at last.>
<6-9:Then {name} rolled over, pulled up the covers, and let the stars keep watch.><10-12:{name} thought of {recipient}, safe and happy at last, then rolled over, pulled up the covers, and let the stars keep watch.><little:The stars kept watch.>
Soon {they} was fast asleep.

:: ending helping-others.e.f77ruw
setting: bedroom

<little:{Companion} drew the curtains to keep the moon out.><6-9:{Companion} drew the curtains, so the moon would not shine in {name's} eyes.><10-12:{Companion} drew the curtains, so the moon would not shine in {name's} eyes. "There," said {companion}, "now it's my turn to help you.">
<2-9:"There," said {companion}.
"Now it's my turn to help you.">
<2-9:{name} smiled.>
<6-9:After a whole night of helping, it felt lovely to be the one who was looked after.><10-12:{name} smiled; after a whole night of helping, it felt lovely to be the one who was looked after.><little:It felt lovely to be helped.>
<8-9:Helping, {name} thought, goes round and round, like a wheel.><10-12:Helping, {name} thought drowsily, seemed to go round and round like a wheel, and tonight it had come all the way back.>
<little:{name} thought of {recipient} one last time. Then {they} fell asleep.><grown:{name} thought of {recipient} one last time, then let {their} eyes close, and fell asleep.>

:: ending helping-others.e.soq3kg
setting: bedroom

The bedroom was dark and warm[, and {name's} {colour} blanket was soft].
<2-9:{name} breathed in, slow and deep, and breathed out.
In, and out.><10-12:{name} breathed in, slow and deep, and breathed out, again and again.>
<grown:With each breath, the night grew softer: the moonlit path, the helping, and {recipient}, smiling at last.><little:In, and out.
{recipient} was happy.>
<2-9:{Companion} breathed slowly too, in time with {name}.
And somewhere between one breath and the next, {name} fell asleep.><10-12:{Companion} breathed slowly too, in perfect time with {name}, and somewhere between one breath and the next, {name} fell asleep.>

:: ending helping-others.e.ripples
setting: bedroom

<little:{name} lay still and thought about {item}.
One day, maybe {recipient} would help someone else.
And that someone would help another.><6-9:{name} lay still in the dark, thinking about {item}.
One day, maybe {recipient} would help someone else.
And then that someone would help another, and another.><10-12:{name} lay perfectly still in the darkness, thinking about {item} and the long journey it had made.
Perhaps one day {recipient} would help somebody else, {name} thought, and that somebody would help another, and so on.>
<little:"Like ripples on a pond," said {companion}.
{Companion} drew the rings in the air.
Wider, and wider, and wider.><6-9:"Like ripples on a pond," said {companion}.
{Companion} drew slow rings in the air.
Wider, and wider, and wider.><10-12:"Like ripples spreading across a pond," murmured {companion}, tracing slow circles in the air, each one wider than the last.>
<little:{name} watched them, and fell asleep.><6-9:{name} watched the rings until {their} eyes closed, and {they} fell asleep.><10-12:{name} watched the invisible circles widening until {their} eyes closed and sleep arrived.>

:: ending helping-others.e.sunrise-thought
setting: bedroom

<little:{name} snuggled down, thinking about morning.
Soon the sun would come up.
It would shine on {destination}.><6-9:{name} snuggled down, thinking about the morning.
Soon the sun would come up over {destination}.><10-12:{name} snuggled down, imagining the morning, when the sun would rise over {destination}.>
<little:{recipient} would wake and remember {item}.><6-9:{recipient} would wake up and remember the night {name} came with {item}.><10-12:{recipient} would wake and remember the night that {name} arrived with {item}.>
<little:{Companion} gave a slow, sleepy nod.
"You'll still be dreaming," said {companion}.><6-9:{companion} gave a slow, sleepy nod.
"And you'll still be dreaming when it does," said {companion}.><10-12:"And you'll still be dreaming when it does," {companion} murmured, with a slow, drowsy nod.>
<little:{name} smiled, and {their} eyes closed.
And soon {name} was fast asleep.><6-9:{name} smiled, closed {their} eyes, and was soon fast asleep.><10-12:{name} smiled, closed {their} eyes, and within moments was deeply asleep.>

:: ending helping-others.e.finger-path
setting: bedroom

<little:With one finger, {name} drew the night in the air.
Out to {destination}, wiggle, wiggle.
A little star for {recipient}.
Then all the way back home.><6-9:With one finger, {name} drew the night's path in the air.
Out it wiggled, all the way to {destination}.
There, {name} drew a little star for {recipient}.
Then it wiggled back home.><10-12:With one finger, {name} traced the night's journey in the air, out along the way to {destination}.
There {name} added a small star for {recipient}, then brought the path home.>
<little:{Companion} drew it too, slow and careful.
Such a long way, just to help!><6-9:{companion} drew it too, slow and careful.
It was a long way to go, just to help.><10-12:{companion} followed, slowly and carefully.
It had been a long way to travel simply to help somebody, but worth every wiggle.>
<little:The finger got slower and slower.
At last it stopped, right on the pillow.
And {name} was fast asleep.><6-9:{name's} finger slowed, and stopped on the pillow.
By then, {name} was fast asleep.><10-12:{name's} finger drifted more slowly until it rested on the pillow, and {name} was fast asleep.>

:: ending helping-others.e.heavy-eyelids
setting: bedroom

<little:Tonight {name} had carried {item} a long way.
Now {name's} eyelids felt heavy.
Heavier than {item}!><6-9:Tonight, {name} had carried {item} to {destination}.
Now {name's} eyelids felt heavier than {item} had ever been.><10-12:Tonight {name} had carried {item} all the way to {destination}, yet now {name's} eyelids felt heavier than {item} had ever been.>
<little:"Shall I help carry them?" asked {companion}.
That made {name} giggle.
"Nobody can carry eyelids!"><6-9:"Shall I help you carry them?" asked {companion}, very seriously.
{name} giggled into the pillow.
"Nobody can carry eyelids!"><10-12:"Shall I help you carry them?" asked {companion}, with perfect seriousness.
{name} giggled into the pillow.
"Nobody can carry eyelids!">
<little:"Then let them close," said {companion}.
So {name} let them close, and fell asleep.><6-9:"Then the best help is to let them close," said {companion}.
So {name} let them close, and fell asleep still smiling.><10-12:"Then the most helpful thing," said {companion}, "is simply to let them close."
So {name} let them close, and drifted into sleep still smiling.>
