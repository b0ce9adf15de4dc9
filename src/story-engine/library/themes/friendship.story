// Friendship: the theme's openings, its quests (each followed by its set-ups and pay-offs), its scenes and its endings.
// How to write for it: ../README.md. The journeys every theme shares are in ../journeys.story.
theme: Friendship

// Openings: home at bedtime; the companion arrives. Quest-neutral.

:: opening friendship.o.18ye481
setting: bedroom

<2-9:Rain was tapping on the window.><10-12:Rain was tapping at the window in a soft, uneven rhythm.>
<little:Plip, plop, plip!><6-9:Plip, plop, plip, it went, like tiny fingers playing a tune.>
<little:{name} drew a smiley face in the misty glass.><6-9:{name} knelt up on the bed and drew a smiley face in the misty glass.><10-12:{name} knelt up on the bed to draw a smiley face in the misty glass, and, quite unexpectedly, a face on the other side smiled back.>
<2-9:Then, on the other side of the glass, a face smiled back!>
<little:There, in the rain, was {companionIntro}! Shake, shake went the raindrops.><6-9:It was {companionIntro}, shaking off the raindrops.><10-12:It was {companionIntro}, shaking off the raindrops as {name} swung the window wide.>
<2-9:{name} opened the window wide.>
<2-9:"Hello, friend," said {companion}.
"The rain has nearly stopped.
Will you come out with me?"><10-12:"Hello, friend," said {companion}. "The rain has nearly stopped, and the whole night smells freshly washed; will you come out with me?">
[{name} was already pulling on {their} {colour} wellies.]

:: opening friendship.o.1lv3x5k
setting: bedroom

<2-9:The first snow of winter was falling, slow and soft.
{name} could not sleep a wink.><10-12:The first snow of winter was drifting down, and {name} was far too restless to sleep.>
<6-9:Every time {their} eyes closed, they popped open again to check that the snow was still there.><10-12:Whenever {their} eyes closed, they sprang open again to check on the snow.><little:{name} kept peeping out.
Still snowing!>
<2-9:Then, crunch, something landed on the snowy windowsill.><10-12:Then, with a muffled crunch, something landed on the windowsill.>
<little:There stood {companionIntro}. Snow sat on top, like icing![ Snowflakes caught in {name's} {hair} hair.]><grown:There stood {companionIntro}, with snow on top like icing on a bun.[ Snowflakes caught in {name's} {hair} hair as {they} opened the window.]>
<2-9:"I knew you'd be awake," said {companion}.
"Wrap up warm, my friend.
Tonight is a night for going out."><10-12:"I knew you'd be awake," said {companion}. "Wrap up warm, my friend; this night is too good to waste indoors.">
<8-9:{name} grinned; some friends seem to know exactly what you are thinking.><10-12:{name} grinned, secretly delighted; it is a rare thing to have a friend who knows what you are thinking before you say it.>

:: opening friendship.o.195f1mn
setting: bedroom

<2-9:Outside, the autumn wind was having a party.><10-12:Outside, the autumn wind was throwing a boisterous party, rattling the window and flinging red and gold leaves past.>
<young:Whoosh!
Whoo-oosh!>
<2-9:It rattled the window and sent leaves spinning past, red and gold.
{name} watched from under the covers[, {their} {eyes} eyes wide].
Suddenly the window blew open, and in whirled a shower of leaves.><10-12:{name} watched from under the covers[, {their} {eyes} eyes wide], until suddenly the window burst open and a shower of leaves came whirling in.>
<little:Bump! On the rug landed {companionIntro}.><6-9:Right in the middle of them, landing on the rug, was {companionIntro}.><10-12:Right in the middle of them, landing on the rug, was {companionIntro}.>
<6-9:"What a wind!" laughed {companion}, picking a leaf off {name's} pillow.
"It blew me right to your window."><10-12:"What a wind!" laughed {companion}, plucking a leaf off {name's} pillow. "It blew me right to your window."><little:"Hello!" said {companion}.
"The wind blew me in!">
<8-9:Somehow, the wild night felt friendlier already.><10-12:It was strange how the wild night felt friendlier already, as if the wind had only been blowing so hard to bring {companion} here.>

:: opening friendship.o.ni8bg3
setting: bedroom

<2-9:{name} closed {their} eyes, and a dream began straight away.
The bed rocked gently, like a boat on a calm sea.><10-12:The moment {name} closed {their} eyes, a dream began, and the bed started to rock gently, like a boat on a calm sea.>
<little:The ceiling turned into a sky full of stars.[ The biggest star was {colour}.]><6-9:The ceiling melted into a sky full of stars[, and the biggest star of all was {colour}].><10-12:The ceiling melted away into a sky crowded with stars[, and the biggest, brightest star of all was {colour}].>
<6-9:Down from the stars, on a rope of moonlight, came {companionIntro}.><10-12:Down from them, sliding along a rope of moonlight, came {companionIntro}.><little:Down came {companionIntro}.>
<little:"There you are," said {companion}, and sat on the bed.><6-9:"There you are," said {companion}, settling on the end of the bed.><10-12:"There you are," said {companion}, settling on the end of the bed. "I searched the whole sky for you; someone needs a friend tonight, and you were the first person I thought of.">
<2-9:"I looked for you all over the sky.
Someone needs a friend tonight, and I thought of you first.">
<8-9:{name} felt a warm glow.
It is a fine thing, to be the one a friend thinks of first.><10-12:A warm glow spread through {name}, the quiet pride of being the very first person a friend thinks of when it matters.>

:: opening friendship.o.zgjiwl
setting: bedroom
opens: button-on-the-shelf

<2-9:The house was quiet.>
<little:On the shelf sat Button, {name's} old toy mouse. One of his eyes was a bit wonky.><6-9:On the shelf sat Button, {name's} old knitted mouse, with one eye sewn on a bit crooked.><10-12:The house was quiet, and on the shelf sat Button, {name's} old knitted mouse, with one crooked eye that made him look puzzled.>
<6-9:Just as {name} was drifting off, Button seemed to whisper, "Don't go to sleep yet.
Someone's coming."><10-12:Just as {name} was drifting off, Button seemed to whisper, "Don't go to sleep yet; someone's coming," and {name} lay perfectly still, holding {their} breath.><little:"Wait," whispered Button.
"Someone's coming!">
<2-9:{name} held {their} breath.>
<little:The wardrobe door creaked open. Out stepped {companionIntro}!><grown:The wardrobe door creaked open, and out stepped {companionIntro}.>
<2-9:"Button told you, did he?" said {companion} with a wink.
"Good.
I could do with a friend tonight."><10-12:"Button told you, did he?" said {companion} with a wink. "Good; I could do with a friend tonight.">

:: opening friendship.o.1rdw1sl
setting: bedroom

<2-9:The moon was full and round tonight.>
<little:It shone right across {name's} floor[ and the {colour} rug].><6-9:It laid a path of silver light right across {name's} bedroom floor[, over the {colour} rug and up onto the bed].><10-12:The full moon laid a path of silver light right across {name's} bedroom floor[, over the {colour} rug and up onto the bed].>
<little:A path of moonlight!>
<2-9:{name} sat up to look.><10-12:{name} sat up to look, and saw someone walking along the moonbeam, soft and slow, as if it were a bridge from the sky: it was {companionIntro}.>
<little:Someone was walking along the moonbeam, step by step.><6-9:Someone was walking along the moonbeam, soft and slow, as if it were a bridge from the sky.>
<2-9:It was {companionIntro}.
"May I come in?" asked {companion} politely.
{name} patted the covers.
"Friends never need to ask," {they} said.><10-12:"May I come in?" asked {companion}, very politely, and {name} patted the covers in welcome. "Friends never need to ask," {they} said.>

:: opening friendship.o.1fx464h
setting: garden

<2-9:It was a warm summer night, far too light for sleeping.>
<little:{name} sat on the back step in {their}[ {colour}] pyjamas. Just for five minutes!><6-9:{name} was allowed to sit on the back step in {their}[ {colour}] pyjamas, just for five minutes.><10-12:It was a warm summer night, far too light for sleeping, so {name} had been allowed to sit on the back step in {their}[ {colour}] pyjamas for exactly five minutes.>
<6-9:One by one, fireflies blinked on above the lavender, like tiny lamps.><10-12:One by one, fireflies flickered on above the lavender like tiny, drifting lamps.><little:Blink, blink!
Fireflies!>
<little:The fireflies flew to the gate. And there stood {companionIntro}!><grown:Then the fireflies all flew to the gate, and there, in their glow, stood {companionIntro}.>
"I hoped you'd still be up," whispered {companion}.
"Will you come on a little journey with me?"

:: opening friendship.o.1gzjadc
setting: bedroom

<2-9:{name} had the hiccups.><10-12:{name} had the hiccups, the stubborn bedtime sort that refuse to leave.>
<young:Hic!
Hic!
Hic!>[ Every hic made {their} {hair} hair bounce.]
<2-9:{name} tried holding {their} breath. {they} tried a sip of water.
Nothing worked.><10-12:{name} tried holding {their} breath and sipping water, but nothing worked.>
<6-9:Then there was a soft bump at the window, and in climbed {companionIntro}.><10-12:Then came a soft bump at the window, and in climbed {companionIntro}; {name} was so startled that the hiccups stopped at once.><little:Bump!
In came {companionIntro}.>
<2-9:{name} was so surprised that the hiccups stopped at once.
"Oh dear," said {companion}.
"Did I make you jump?"
"Yes," laughed {name}, "and thank you!
You chased my hiccups away."><10-12:"Oh dear," said {companion}. "Did I make you jump?" "Yes," laughed {name}, "and thank you, because you've chased my hiccups clean away.">
<8-9:It is handy, having a friend who turns up at exactly the right moment.><10-12:It is remarkably handy, {name} thought, to have a friend whose timing is so perfect that even hiccups give up.>

:: opening friendship.o.1uqluwg
setting: bedroom
opens: wobbly-tooth

<2-9:{name's} front tooth was wobbly, and {name} could not stop wiggling it.><10-12:{name's} front tooth was wobbly, and {name} found it impossible to stop wiggling it.>
<young:Wiggle, wobble, wiggle.>
<2-9:Then came a soft knock at the bedroom door.
"Knock, knock," said a voice.><10-12:Then a voice at the bedroom door said, rather mysteriously, "Knock, knock.">
"Who's there?" giggled {name}.
"A friend."
"A friend who?"
"A friend who has come to take you out under the stars!"
<little:The door swung open. There stood {companionIntro}!><6-9:The door swung open, and there stood {companionIntro}.><10-12:The door swung open, and there, looking pleased with the joke, stood {companionIntro}.>
<6-9:{name} laughed so much that {they} forgot all about the wobbly tooth.><10-12:{name} laughed so hard that the wobbly tooth was completely forgotten.><little:{name} laughed and laughed.>

:: opening friendship.o.pacomv
setting: bedroom

<little:Bath time was over. But one bubble floated up, up, up the stairs!><6-9:Bath time was over, but one last bubble had floated all the way upstairs.><10-12:Bath time was over, but one last bubble had drifted all the way upstairs, and now it bobbed past {name's} nose[, shining {colour} in the lamplight].>
<2-9:It bobbed past {name's} nose[ and shone {colour} in the lamplight].>
<little:Pop!><6-9:{name} reached out one finger, and pop!><10-12:{name} reached out one curious finger, and the bubble vanished with a tiny pop.>
<little:And out popped {companionIntro}! What a soapy smell!><grown:Where the bubble had been stood {companionIntro}, blinking and smelling of soap.>
<little:"Bless you," said {name}. {Companion} laughed.><6-9:"Bless you," said {name}, because it was the only thing {they} could think of. {companion} laughed.><10-12:"Bless you," said {name}, since nothing more sensible came to mind, and {companion} laughed.>
<2-9:"Thank you, my friend.
Now, find your slippers.
We have somewhere to be."><10-12:"Thank you, my friend. Now, find your slippers, because we have somewhere to be.">

:: opening friendship.o.zazzs
setting: bedroom

<little:{name's} night-light made[ {colour}] shapes on the wall. A boat, a star, a tree.><grown:{name's} night-light made soft[ {colour}] shapes on the wall: a boat, a star, a tree.>
<6-9:{name} liked to watch them and make up stories.><10-12:{name} liked to watch them and invent stories about where they were going.><little:{name} liked to watch them.>
<2-9:Tonight there was a new shape.
It was big and friendly, and it waved!
{name} waved back.><10-12:Tonight there was a new shape, large and unmistakably friendly, and when it waved, {name} waved back.>
<little:The shadow stepped right off the wall. Now it was {companionIntro}!><grown:The shadow stepped right off the wall and became {companionIntro}.>
<2-9:"I hope I didn't scare you," said {companion}.
"Not one bit," said {name}.
"Shadows are just friends I haven't met yet."><10-12:"I hope I didn't scare you," said {companion}. "Not in the slightest," said {name}, "because shadows are only friends I haven't met yet.">

:: opening friendship.o.rh0i08
setting: garden

<little:Tonight {name} was sleeping in a tent in the garden!><6-9:{name} was camping in the garden tonight, in a little tent by the apple tree.><10-12:{name} was camping in the garden tonight, in a little tent beneath the apple tree, where the torch made a warm, round glow against the damp, cool grass outside.>
<6-9:The torch made a warm, round glow, and the grass outside was damp and cool.><little:The torch glowed.
The grass was cool.>
<2-9:Something rustled by the flower bed.><10-12:Then something rustled by the flower bed, and {name} unzipped the door a cautious crack to peep out.>
<young:Rustle, rustle.>
<2-9:{name} unzipped the door a crack and peeped out.>
There, by the roses, sat {companionIntro}.
<2-9:"Room for one more?" asked {companion}.
{name} shuffled over[ on {their} {colour} sleeping bag].
"Always," {they} said.><10-12:"Room for one more?" asked {companion}, and {name} shuffled over[ on {their} {colour} sleeping bag]. "Always," {they} said.>

:: opening friendship.o.qtzl19
setting: garden

<2-9:After tea, the sky turned pink, then purple, then deep night blue.><10-12:After tea, the sky deepened from pink to purple to deep night blue.>
<little:{name's}[ {colour}] skipping rope was still out on the lawn.><grown:{name} should have been in bed, but {their}[ {colour}] skipping rope was still out on the lawn.>
<little:Out {they} went, in slippers.><6-9:{name} crept out to fetch it, slippers whispering on the path.><10-12:{name} crept out to fetch it, slippers whispering on the path, and noticed that the old swing was creaking gently all by itself.>
<2-9:The old swing was creaking all by itself.>
<little:Then {name} saw who was on it. Swinging there was {companionIntro}!><grown:Then {name} saw who was sitting on it: {companionIntro}!>
<2-9:"Sorry," said {companion}, hopping off.
"I couldn't resist.
Shall we go on an adventure instead?"><10-12:"Sorry," said {companion}, hopping off sheepishly. "I couldn't resist; shall we go on an adventure instead?">

:: opening friendship.o.439nvw
setting: bedroom
opens: fallen-out-at-school

<2-9:It had been a muddly sort of day.>
<little:At school, {name} and a friend had got cross. Now bedtime felt lonely.><6-9:{name} had fallen out with a friend at school, and now bedtime felt lonely.[ Not even thinking about {interest} had helped.]><10-12:It had been a muddled, uncomfortable sort of day: {name} had fallen out with a friend at school, and now bedtime felt lonely.[ Not even thinking about {interest} had helped.]>
<grown:{name} hugged the pillow and looked at the stars, wishing the day could start again.><little:{name} hugged the pillow tight.>
<2-9:A gentle tap came at the window.
Outside, waiting patiently, was {companionIntro}.><10-12:Then came a gentle tap at the window, and outside, waiting patiently, was {companionIntro}.>
"I thought you might want a friend tonight," said {companion} softly.
<8-9:{name} smiled for the first time since lunch.
Sometimes a friend simply knows.><10-12:{name} smiled for the first time since lunch, surprised at how much lighter everything felt; sometimes a friend simply knows.>
"Come on," said {companion}.
"Tomorrow you can make it right."

// Quests: each names the thing carried, who it is for and where it goes; its set-ups and pay-offs follow it.

:: quest hedgehog-scarf
item: the red scarf
itemFull: Pip the hedgehog's red woolly scarf
itemHeld: <little:in {their} coat pocket><grown:folded in {their} coat pocket>
itemTell: waved one woolly tassel
recipient: Pip the hedgehog
destination: <little:Pip's house><grown:Pip's house under the hawthorn hedge>
goal: take the red scarf home to Pip
refrain: One red scarf for one small friend

:: setup friendship.hedgehog-scarf.s.7oxo5d
setting: garden

Down in the garden, something red was caught on the gate.
{name} ran to look[, {their} {colour} slippers crunching on the frost].
It was {itemFull}!
<grown:Pip's grandma had knitted it, and Pip wore it everywhere, even in summer.><little:Pip loved that scarf.>
"Pip must have dropped it this afternoon," said {companion}.
{name} looked at the frosty grass, white and crunchy.
<young:Brrr!><8-9:{name} pictured Pip curled up in the cold, with nothing soft round that prickly little neck.><10-12:{name} could not stop imagining Pip tucked in a frosty corner somewhere, with nothing soft between that prickly little neck and the cold.>
"Pip will be cold tonight," said {name}, folding it carefully.
"We must {goal}."

:: setup friendship.hedgehog-scarf.s.1tbqdnb
setting: bedroom

<2-9:"Listen," said {companion}.
Far away, on the night wind, came a tiny sneeze.><10-12:"Listen," said {companion}, and far away, carried on the night wind, came a tiny sneeze.>
<young:A-choo!>
<2-9:"That's Pip the hedgehog!" said {name}.
Then {name} saw something hanging over {their} chair.
It was {itemFull}.><10-12:"That's Pip the hedgehog!" said {name}, and then {name} noticed something hanging over {their} chair: {itemFull}.>
<grown:Pip had left it behind after tea, when {name} and Pip had played snap on the kitchen floor.><little:Pip had left it at teatime.>
<little:"No wonder Pip is sneezing," said {name}. {They} put the scarf in {their} pocket.[ On went {their} {colour} hat.]><grown:"No wonder Pip is sneezing," said {name}. {they} folded the scarf into {their} coat pocket[ and pulled on {their} {colour} hat].>
"Come on.
We have to {goal}."

:: payoff friendship.hedgehog-scarf.p.ihuqmn
setting: forest

<2-9:At last they came to {destination}.
Under the roots was a round green door.
{name} knocked softly.><10-12:At last they came to {destination}, where a round green door was tucked beneath the roots, and {name} knocked softly.>
<young:Tap, tap.>
<2-9:Out came {recipient}, sniffing and shivering.
"My scarf!" cried Pip.><10-12:Out came {recipient}, sniffing and shivering, and cried, "My scarf!">
<little:{name} wound {item} twice round Pip's neck. Then {they} tied a bow[ with {their} {colour} ribbon].><grown:{name} wound {item} twice round Pip's neck and tied a bow[ with {their} {colour} hair ribbon].>
<grown:Pip snuggled down into the wool until only two bright eyes and a pointy nose peeped out.><little:Pip was warm at last.>
<little:"You came just for me?" whispered Pip. {name} and {companion} nodded.><grown:"You came all this way, just for me?" whispered Pip, looking from {name} to {companion}.>
<2-9:{name} smiled.
"You would have done the same for me."><10-12:{name} smiled and said simply, "You would have done the same for me.">

:: payoff friendship.hedgehog-scarf.p.300luy
setting: meadow

<little:Under the hedge lay {recipient}, curled up tight. Brrr, so cold!><grown:Under the hawthorn hedge, {recipient} was curled in a tight, prickly ball, trying to keep warm.>
<2-9:"Pip," whispered {name}.
"Look what we found."
A nose poked out, then two sleepy eyes.><10-12:"Pip," whispered {name}, "look what we found," and a nose poked out, followed by two sleepy eyes.>
<2-9:{Companion} bent down and said hello, very softly.
{name} held out {item}.><10-12:{Companion} bent down and said hello, very softly, as {name} held out {item}.>
<grown:Pip uncurled at once and wrapped it round and round, until the little hedgehog was more scarf than prickles.><little:Pip wrapped it round and round.>
"I thought it was lost for ever," said Pip.
<8-9:{name} felt warm right through, as if the scarf had gone round two necks instead of one.><10-12:{name} felt warm right through, which was curious, considering that it was Pip wearing the scarf and not {name}.>
"Friends find things," said {name}.

:: quest mole-stars
item: the spyglass
itemFull: the little brass spyglass with a star on its lid
itemHeld: tucked under {their} arm
itemTell: <little:gave a golden glint><grown:gave a friendly golden glint>
recipient: Old Mole
destination: <little:Old Mole's hill><grown:the top of Old Mole's hill>
goal: bring the spyglass to Old Mole
refrain: A promise is a promise

:: setup friendship.mole-stars.s.jlv7wf
setting: bedroom

<2-9:{name} looked out of the window and gasped[, {their} {eyes} eyes wide].
Tiny lights were streaking across the sky.><10-12:{name} looked out of the window and gasped[, {their} {eyes} eyes wide]: tiny lights were streaking across the sky.>
<2-9:"Shooting stars!" said {companion}.
Then {name} remembered something important.><10-12:"Shooting stars!" said {companion}, and at that moment {name} remembered something important.>
<grown:Back in the summer, Old Mole had sighed, "My eyes are too small for stars.
I have never seen a shooting star in my whole life."><little:Old Mole had never seen a shooting star.>
And {name} had made a promise.
<little:{name} took down {item}. It had a star on its lid!><grown:{name} took down {itemFull}.>
<2-9:"We have to {goal}," {they} said.
"Tonight.
I promised."><10-12:"We have to {goal}," {they} said, "tonight, because I promised.">
<8-9:A promise to a friend, {name} knew, counts most when it is hard to keep.><10-12:A promise to a friend, {name} knew, counts most on the nights when it would be far easier to stay snug in bed.>

:: setup friendship.mole-stars.s.1l6ux
setting: garden

<little:On the path lay a leaf with words on it: "Stars tonight!><grown:On the garden path lay a leaf, with words scratched on it: "Stars tonight!>
Don't forget.
Love, {recipient}."
<2-9:{name} smiled.
How could {they} forget?><10-12:{name} smiled, for how could {they} forget?>
<grown:Back in the summer, {name} had promised to show Old Mole the shooting stars through {itemFull}.><little:{name} had promised to bring {item} to Old Mole.>
Moles have tiny eyes, and they can't see far.
<8-9:Old Mole must have been counting the days.><10-12:{name} imagined Old Mole scratching a mark for every day since the summer, waiting patiently for tonight.>
<2-9:{name} fetched the spyglass and tucked it under {their} arm.
"Come on," {they} said to {companion}.
"A promise is a promise."><10-12:{name} fetched the spyglass and tucked it under {their} arm. "Come on," {they} said to {companion}, "a promise is a promise.">

:: payoff friendship.mole-stars.p.c42zec
setting: hilltop

<little:At {destination}, {recipient} was waiting. Snug in a blanket!><grown:At {destination}, {recipient} was waiting, wrapped in a blanket.>
"You came!" said Old Mole.
"I knew you would."
{Companion} pointed up at the brightest patch of sky.
<little:{name} held {item} steady. Old Mole put one small eye to it.><grown:{name} held {item} steady, and Old Mole pressed one small eye to it.>
<young:Whoosh!
A shooting star!><8-9:Just then a shooting star streaked across the sky, trailing silver like a thread through dark cloth.><10-12:At that very moment a shooting star slid across the sky, drawing a silver thread through the dark as neatly as a needle through cloth.>
<grown:Then came another, and another.>
"Oh," breathed Old Mole.
"Oh, how beautiful."[ {name's} {eyes} eyes were shining too.]
<2-9:"Keep the spyglass," said {name}.
"Then you can see the stars every night."><10-12:"Keep the spyglass," said {name}, "so that you can see the stars every night.">

:: payoff friendship.mole-stars.p.yigny6
setting: hilltop

<little:Up they came to {destination}. A small, velvety mole was going down a hole.><grown:At {destination}, a small, velvety figure was climbing back into a hole.>
<2-9:"They forgot," {recipient} was mumbling.
"Never mind."><10-12:"They forgot," {recipient} was mumbling; "never mind.">
<2-9:"Wait!" called {name}, puffing up the last steep bit.
"We didn't forget!"
{Companion} hurried up right behind {name}.><10-12:"Wait!" called {name}, puffing up the last steep bit with {companion} close behind. "We didn't forget!">
<grown:Old Mole's whiskers quivered with joy.>
<little:{name} set {item} on a flat stone. "Look through here, Old Mole!"><grown:{name} set {item} on a flat stone and helped Old Mole peer through.>
<young:Three stars fell at once!><8-9:Three stars fell at once, like a wish, and a wish, and a wish.><10-12:Three stars fell at once, as if the sky had been saving them up especially, like a wish, and a wish, and a wish.>
<2-9:"Keep it," said {name}.
"A promise is a promise."><10-12:"Keep it," said {name}, "because a promise is a promise.">
Old Mole held {name's} hand for a long, long time.

:: quest dormouse-home
item: the little dormouse
itemFull: Nutmeg, the tiny, sleepy dormouse
itemHeld: <little:curled in {their} pocket><grown:curled up in {their} dressing-gown pocket>
itemTell: <little:gave a sleepy squeak><grown:gave a small, sleepy squeak>
recipient: Mother Dormouse
destination: <little:the mossy nest><grown:the mossy nest in the old hazel tree>
goal: carry the little dormouse home to Mother Dormouse
refrain: Soft and slow, and home we go

:: setup friendship.dormouse-home.s.pphysj
setting: bedroom

Something was rustling in {name's}[ {colour}] slipper.
<young:Rustle, rustle.
Squeak!>
<2-9:{name} peeped inside.>
<little:Fast asleep in the toe was {itemFull}.><6-9:Curled up in the toe, fast asleep, was {itemFull}.><10-12:{name} peeped inside, and there, curled up in the toe and fast asleep, was {itemFull}.>
<grown:It was no bigger than a plum, with a tail as fluffy as a feather.><little:It was tiny and warm.>
<2-9:"This little one is lost," whispered {companion}.
"Dormice live in the hazel trees, far from here."><10-12:"This little one is lost," whispered {companion}, "because dormice live in the hazel trees, far from here.">
<little:{name} lifted it out, gently, gently. Into {their} pocket it went.><grown:{name} lifted it out, as gently as {they} could, and tucked it into {their} pocket.>
<little:"Let's {goal}," {name} whispered.><grown:"We must {goal}," {name} said softly.>

:: setup friendship.dormouse-home.s.lhx1lb
setting: garden

Beside the garden path, {name} heard a tiny cry.
<young:Squeak!
Squeak!>
<little:Under a dock leaf sat {itemFull}. Shiver, shiver!><grown:Under a dock leaf sat {itemFull}, shivering and blinking.>
<grown:The wind must have blown the little thing right out of its nest and over the hedge.><little:The wind had blown it far from home.>
"I want my mummy," squeaked the dormouse.
<little:{name} scooped it up. Into {their} warm pocket it went.><grown:{name} scooped it up and tucked it into {their} dressing-gown pocket, where it was warm.>
<8-9:Its heart was beating fast, like a tiny drum.><10-12:Through the pocket, {name} could feel its frightened heart pattering away, as quick and light as a tiny drum.>
"Let's {goal}," {name} said. {companion} nodded.

:: payoff friendship.dormouse-home.p.bhyqfe
setting: forest

<little:High in the hazel tree was a mossy nest. A worried face peeped out.><grown:High in the old hazel tree, a worried face peered out of a mossy nest.>
<2-9:It was {recipient}.
"Nutmeg!" she cried.
{Companion} held the branch steady.><10-12:It was {recipient}, who cried, "Nutmeg!" as {companion} held the branch steady.>
<little:Very gently, {name} held up {item}.><grown:{name} lifted {item} out of {their} pocket, very gently, and held it up.>
<grown:Nutmeg scrambled into the nest and snuggled against her mother's warm, round tummy.><little:In hopped Nutmeg.
Home at last!>
<2-9:"Thank you," whispered Mother Dormouse.
"You have been a true friend to my little one."><10-12:"Thank you," whispered Mother Dormouse; "you have been a true friend to my little one.">
<8-9:{name} watched them for a moment, feeling full to the brim.><10-12:{name} watched them for a moment, so full of quiet contentment that there seemed hardly room for any other feeling.>
Nutmeg yawned and gave {name} one sleepy wave.

:: payoff friendship.dormouse-home.p.xabzll
setting: forest

<little:They came to {destination}. But it was empty!><grown:At {destination}, the nest was empty.>
<2-9:"Oh no," said {name}.
Then a small voice came through the trees: "Nutmeg!
Nutmeg!"
It was {recipient}, searching every branch.><10-12:"Oh no," said {name}, but then a small voice came through the trees, calling, "Nutmeg! Nutmeg!" It was {recipient}, searching every branch.>
"Over here!" called {name} and {companion} together.
<little:Mother Dormouse ran along a twig. {name} passed her {item}.><grown:Mother Dormouse came running along a twig, and {name} held out {item}.>
<grown:There was so much hugging and squeaking that the hazel leaves shook.><little:Hug, hug!
Squeak, squeak!>
<2-9:"I will never forget you," said Mother Dormouse.
"Nutmeg has a friend for life."><10-12:"I will never forget you," said Mother Dormouse; "Nutmeg has a friend for life.">

:: quest giant-crown
item: the paper crown
itemFull: the golden paper crown with seven stars
itemHeld: looped over {their} arm
itemTell: <little:rustled its paper stars><grown:rustled its seven paper stars>
recipient: the kind giant
destination: <little:the giant's cottage><grown:the giant's cottage by the waterfall>
goal: take the paper crown to the kind giant
refrain: Happy birthday, big friend

:: setup friendship.giant-crown.s.19e5xti
setting: kitchen

<little:On the kitchen table lay {item}. It was golden, with seven stars.><grown:Down in the kitchen, {itemFull} lay on the table.>
Well, nearly.
It had six stars and one empty space.
{name} had made it for {recipient}, whose birthday was tomorrow.
<grown:Nobody ever remembered the giant's birthday, because he lived all alone, and people were shy of someone so big.><little:Nobody ever remembered the giant's birthday.>
{Companion} passed {name} the glue pot.
<little:{name} glued on the last star[, a {colour} one]. Press, press!><grown:{name} glued on the last star[, a {colour} one,] and pressed it down hard.>
"Done!" {they} said.
"Let's {goal}."
<8-9:Nobody, {name} thought, is too big to feel forgotten.><10-12:Nobody, {name} thought, is too big to feel forgotten; perhaps being so enormous only made it lonelier.>

:: setup friendship.giant-crown.s.ku3ytl
setting: bedroom

{name} had one job left before sleep: finishing the present.
<little:On {their} knees lay {item}. It needed one last star.><grown:On {their} knees lay {itemFull}, waiting for its last star.>
[{name} coloured that star {colour}, for luck.] {companion} held the glue pot very still.
<2-9:"There," said {name}.
"Finished!"><10-12:"There," said {name}, holding it up to admire. "Finished!">
<grown:It was the kind giant's birthday tomorrow, and nobody had sent him a single card.><little:Nobody had sent the giant a card.>
<2-9:{name} hopped out of bed.
"Come on," {they} said.
"We have to {goal} tonight."><10-12:{name} hopped out of bed. "Come on," {they} said, "we have to {goal} tonight.">

:: payoff friendship.giant-crown.p.cm46us
setting: waterfall

<2-9:At last they came to {destination}.
Its round door was as tall as a house.
{name} knocked.><10-12:At last they came to {destination}, whose round door was as tall as a house, and {name} knocked.>
<young:Knock, knock, knock!>
<2-9:{Companion} stood on tiptoe to look up.
The door opened, and {recipient} bent down, down, down.><10-12:{Companion} stood on tiptoe to look up as the door opened and {recipient} bent down, and down, and down.>
<2-9:"Happy birthday!" called {name}, holding up {item}.
The giant's eyes went wide and shiny.><10-12:"Happy birthday!" called {name}, holding up {item}, and the giant's eyes went wide and shiny.>
<grown:He set the tiny crown on top of his enormous head, where it looked like a daisy on a hill.><little:It looked tiny on his big head!>
<2-9:"My first crown," he whispered.
"And my first birthday friend."><10-12:"My first crown," he whispered, "and my very first birthday friend.">
<8-9:The best presents, {name} decided, are the ones that say: I remembered you.><10-12:The best presents, {name} decided, are not the biggest or the shiniest, but the ones that quietly say: I remembered you.>

:: payoff friendship.giant-crown.p.12y18tv
setting: waterfall

<little:By the waterfall sat {recipient}, feet in the pool. He looked sad.><6-9:Outside {destination}, {recipient} sat by the pool with his feet in the water, looking glum.><10-12:Outside {destination}, {recipient} sat glumly by the pool, his enormous feet dangling in the water.>
<2-9:"Nobody remembers a giant's birthday," he sighed.
"We did!" said {name}.><10-12:"Nobody remembers a giant's birthday," he sighed, but {name} called out, "We did!">
<young:Surprise!>
<little:{Companion} stood close by, in case of a wobble.><6-9:{Companion} stood close by the rock, ready in case of a wobble.><10-12:With {companion} standing close by the rock in case of a wobble, {name} climbed up[, {their} {hair} hair wet with spray,] and held out {item}.>
<little:{name} climbed onto a rock and held up {item}.[ {Their} {hair} hair was wet with spray.]><6-9:{name} climbed onto a rock[, {their} {hair} hair wet with spray,] and held up {item}.>
<little:The giant bent his head, down, down. {name} set the crown on top.><6-9:The giant bent his head, very carefully, and {name} set the crown right on top.><10-12:The giant lowered his head with great care, and {name} set the crown right on top.>
<6-9:He laughed a great rumbling laugh, and the waterfall seemed to laugh along with him.><little:He laughed and laughed.><10-12:He let out a great rumbling laugh, and the waterfall seemed to laugh along with him.>
"Happy birthday, big friend," sang {name}.

:: quest otter-boat
item: the wooden boat
itemFull: Little Otter's wooden boat with its brand-new sail
itemHeld: <little:tucked in {their} arms><grown:tucked in the crook of {their} arm>
itemTell: <little:flapped its patched sail><grown:flapped its little patched sail>
recipient: Little Otter
destination: <little:Little Otter's den><grown:Little Otter's den at the river bend>
goal: take the wooden boat back to Little Otter
refrain: Mended with care, and home again

:: setup friendship.otter-boat.s.vjui9e
setting: bedroom

<little:On {name's} table[, by {their} {colour} torch,] sat {item}. It was Little Otter's.><grown:On {name's} bedside table[, next to {their} {colour} torch,] sat {itemFull}.>
<grown:Little Otter had lent it to {name} for bath time, and the mast had snapped with a horrible crack.><little:Crack!
It had broken in the bath.>
<grown:{name} had made a new mast from a lolly stick, and a new sail from a hanky.><little:Now it had a lolly-stick mast and a hanky sail.>
It wasn't quite the same.
"I should tell Little Otter," said {name} slowly, "and say sorry."
<8-9:{name's} tummy fluttered, but owning up felt better than hiding it.><10-12:{name's} tummy fluttered with nerves, but {name} knew that owning up would feel far better than carrying a secret around.>
"That's brave," said {companion}.
"Let's {goal} together."

:: setup friendship.otter-boat.s.k3tk8n
setting: kitchen

<little:{name} and {companion} were busy at the kitchen table.><grown:At the kitchen table, {name} and {companion} were busy with glue and string.>
<grown:Little Otter's boat had broken while {name} was playing with it, and now they were mending it as well as they could.><little:Little Otter's boat was broken.
Glue!
String!>
<grown:A lolly stick made a new mast, and a hanky made a fine new sail.><little:A lolly stick for a mast.
A hanky for a sail.>
<little:At last, {item} stood up straight again!><grown:At last, {itemFull} stood up straight again.>
"It's not perfect," said {name}.
"But I'll tell Little Otter the truth."
<8-9:Being honest with a friend, {name} thought, takes a little courage and a lot of care.><10-12:Being honest with a friend, {name} thought, takes a little courage and a lot of care, especially when the truth is a broken mast.>
<little:"Then off we go," said {companion}. "Let's {goal}!"><grown:"Then let's {goal}," said {companion}.>

:: payoff friendship.otter-boat.p.1atps4b
setting: river

<little:Soon they reached {destination}. {recipient} was splashing about. Splish, splash!><grown:At {destination}, {recipient} was splashing in the shallows.>
{Companion} stayed close beside {name}.
<little:{name} took a deep breath.[ {They} shut {their} {eyes} eyes tight.]><grown:{name} took a deep breath[ and squeezed {their} {eyes} eyes shut for a second].>
<2-9:"I broke your boat," {they} said.
"I'm sorry.
I mended it as well as I could."
{name} held out {item}.><10-12:"I broke your boat," {they} said, holding out {item}, "and I'm truly sorry; I mended it as well as I could.">
<little:Little Otter turned it over. A lolly-stick mast! A hanky sail!><grown:Little Otter turned it over, looking at the lolly-stick mast and the hanky sail.>
<2-9:"I love it even more now," said Little Otter.
"It has a story!"><10-12:"I love it even more now," said Little Otter, "because now it has a story!">
<grown:Then the two of them set it sailing, and it bobbed down the river, proud as a ship.><little:Off it sailed.
Bob, bob!>

:: payoff friendship.otter-boat.p.gwho2j
setting: river

By the river bend, {recipient} peeped out of the den.
"What's wrong?" asked Little Otter, seeing {name's} worried face.
<2-9:{Companion} gave {name} a brave little smile.
{name} held out {item}.><10-12:{Companion} gave {name} an encouraging smile, and {name} held out {item}.>
<2-9:"The mast broke.
It was my fault, and I'm so sorry."><10-12:"The mast broke, and it was my fault; I'm so sorry.">
<2-9:Little Otter was quiet for a moment.
Then Little Otter hugged {name} tight.><10-12:Little Otter was quiet for a long moment, and then hugged {name} tight.>
<grown:"Thank you for telling me," said Little Otter.
"A boat is easy to mend.
A good friend is harder to find."><little:"Thank you for telling me," said Little Otter.>
<8-9:{name} felt a weight lift, as light as the little sail.><10-12:Relief washed over {name}, and the worry carried all that way lifted off as lightly as the little sail.>

:: quest tortoise-letter
item: the blue letter
itemFull: Old Tortoise's letter in its blue envelope
itemHeld: <little:inside {their} pyjama top><grown:tucked inside {their} pyjama top>
itemTell: <little:crinkled with kind words><grown:crinkled, full of kind words>
recipient: the lighthouse keeper
destination: <little:the lighthouse><grown:the lighthouse on the rocks>
goal: carry the blue letter to the lighthouse keeper
refrain: Near or far, a friend is a friend

:: setup friendship.tortoise-letter.s.16qj1v9
setting: garden

At the garden gate, someone was waiting, very patiently.
<little:It was Old Tortoise! On that old brown shell sat {item}.><grown:It was Old Tortoise, with {item} balanced on that old brown shell.>
"I need a favour, young friend," said Old Tortoise.
<grown:"The lighthouse keeper and I have been friends for sixty years.
I write every winter, but my legs are too slow for the journey now."><little:"It is for my oldest friend.
My legs are too slow.">
<little:{Companion} lifted down {item}, carefully, carefully. Into {name's} hands it went.><grown:{Companion} lifted {item} down carefully and gave it to {name}.>
"We'll {goal}," said {name}.
"Tonight."
<8-9:Sixty years of friendship: to {name}, that sounded like for ever, in the best way.><10-12:Sixty years of friendship: {name} tried to imagine it and could not, except that it sounded like for ever, in the very best way.>
Old Tortoise smiled a long, slow smile.

:: setup friendship.tortoise-letter.s.t5xgzv
setting: bedroom

<2-9:Something slid under {name's} bedroom door.><10-12:Something slid under {name's} bedroom door with a papery whisper.>
<young:Swish!>
<little:{name} picked up {itemFull}. A note was tied on with string.><grown:It was {itemFull}, with a note tied on with string.>
<little:"Please take this to my friend, {recipient}," said the note.><grown:"Please take this to my dear friend, {recipient}," said the note.>
"I am too slow to go myself.
Love, Old Tortoise."
<grown:The envelope smelled of lettuce, and it was covered in careful, wobbly writing.><little:It had wobbly writing on it.>
<2-9:"Some friends live far apart," said {companion}.
"Shall we help them feel close?"><10-12:"Some friends live far apart," said {companion}; "shall we help them feel close?">
{name} nodded and tucked the letter safely away.

:: payoff friendship.tortoise-letter.p.1kf2oey
setting: lighthouse

<little:They climbed the rocks to {destination}. Its great lamp went round and round.><grown:The great lamp at the top of {destination} was turning slowly.>
{name} knocked on the little door at the bottom.
<little:Out came {recipient}, in a woolly hat. What a kind face!><grown:Out came {recipient}, with a woolly hat and a kind, salty face.>
<little:{Companion} stood by {name}, smiling up at the keeper.><grown:{Companion} stood beside {name} on the step, smiling up at the keeper.>
"This is from Old Tortoise," said {name}, holding out {item}.
The keeper's face lit up brighter than the lamp.
<grown:The keeper read the letter twice, then held it close.><little:The keeper read it, and smiled.>
"Sixty years," said the keeper softly, "and still my best friend."
<8-9:Some friendships, {name} thought, are like lighthouses: they keep shining, however far away you are.><10-12:Some friendships, {name} thought, are like lighthouses: they go on shining steadily through every dark night, however far apart the friends may be.>

:: payoff friendship.tortoise-letter.p.1mdinht
setting: lighthouse

<little:{recipient} sat outside {destination}. The keeper looked out to sea.><grown:{recipient} was sitting on the step of {destination}, looking out to sea.>
<2-9:"No letter this year," the keeper sighed.
"Perhaps my old friend has forgotten me."><10-12:"No letter this year," the keeper sighed; "perhaps my old friend has forgotten me.">
<2-9:"Never!" said {name}, hurrying up the rocks with {companion}.
{name} held out {item}.><10-12:"Never!" said {name}, hurrying up the rocks with {companion} and holding out {item}.>
<little:Inside was a daisy and a picture of two friends. One slow, one tall!><grown:Inside was a pressed daisy and a drawing of two friends, one slow and one tall.>
<grown:The keeper laughed, and wiped one eye, and laughed again.><little:The keeper laughed and laughed.>
"Near or far," said the keeper, "a friend is a friend."

:: quest badger-invitation
item: the yellow invitation
itemFull: the yellow invitation to the Moonlight Picnic
itemHeld: in {their} top pocket
itemTell: <little:peeped out, bright yellow><grown:peeped out, bright as a buttercup>
recipient: Bo the badger
destination: <little:Bo's new home><grown:Bo's new home at the edge of the wood>
goal: give the yellow invitation to Bo the badger
refrain: There is always room for one more

:: setup friendship.badger-invitation.s.1bgguut
setting: kitchen

<2-9:At the kitchen table, {name} was thinking hard.
Tomorrow was the Moonlight Picnic, and everyone in the wood was going.
Everyone except {recipient}.><10-12:At the kitchen table, {name} was thinking hard: tomorrow was the Moonlight Picnic, and everyone in the wood was going except {recipient}.>
<6-9:Bo had only moved in last week and was too shy to say hello, so nobody had thought to ask.><little:Bo was new and shy.
Nobody had asked Bo.><10-12:Bo had only moved in last week and was too shy to say hello, so it had simply occurred to nobody to ask.>
<little:"That's not fair," said {name}. {They} wrote PLEASE COME on a yellow card[ in {colour} pen].><6-9:"That's not fair," said {name}. {they} took a yellow card and wrote PLEASE COME in {their} best letters[ with {their} {colour} pen].><10-12:"That's not fair," said {name}, and wrote PLEASE COME on a yellow card in {their} very best letters[ with {their} {colour} pen].>
<2-9:Now it was {itemFull}.
{Companion} read it over {name's} shoulder and smiled.><10-12:Now it was {itemFull}, and {companion} read it over {name's} shoulder and smiled.>
<little:"Let's take it to Bo tonight," said {name}.><6-9:"Let's go tonight," said {name}, "so Bo has something to look forward to."><10-12:"Let's go tonight," {name} decided, "so that Bo has something to look forward to.">

:: setup friendship.badger-invitation.s.1sqzgfk
setting: bedroom

<2-9:"There's a new neighbour in the wood," said {companion}.
"A shy little badger called Bo.
Every evening, Bo sits alone and watches the others play."><10-12:"There's a new neighbour in the wood," said {companion}, "a shy little badger called Bo, who sits alone every evening and watches the others play.">
<2-9:{name} thought about being new.>
<6-9:{name} remembered {their} first day at school, and the friend who had said, "Come and sit with me."><10-12:{name} thought about being new, and remembered {their} first day at school, and the friend who had said, "Come and sit with me."><little:Being new can feel lonely.>
<little:{name} got out {their} crayons[ and {their} {colour} pen]. {They} made {itemFull}!><grown:{name} found {their} crayons[ and {their} best {colour} pen] and made {itemFull}.>
<little:"To {destination}!" {they} said.><grown:"Let's take it to {destination}," {they} said.>
"Right now."

:: payoff friendship.badger-invitation.p.119zfr
setting: forest

<little:At last they got to {destination}. A black-and-white nose peeped out from behind a log.><6-9:At {destination}, a black-and-white nose poked out from behind a log.><10-12:At {destination}, a black-and-white nose poked out from behind a log: it was {recipient}.>
<2-9:It was {recipient}.>
<little:{Companion} stayed back a bit. Bo was shy.><grown:{Companion} kept back a little, so as not to frighten a shy badger.>
<2-9:"Hello, Bo," said {name} gently.
"This is for you."
{name} held out {item}.><10-12:"Hello, Bo," said {name} gently, holding out {item}. "This is for you.">
Bo read it once, then twice.[ One claw traced the {colour} letters.]
<2-9:"For me?
Really?"
"Really," said {name}.
"There is always room for one more."><10-12:"For me? Really?" "Really," said {name}, "because there is always room for one more.">
<grown:Bo's whiskers twitched, and then Bo smiled the biggest smile the wood had ever seen.><little:Bo smiled and smiled.>
<8-9:Being asked, {name} thought, can feel like being handed the key to a door you thought was locked.><10-12:Being invited, {name} thought, must feel like being handed the key to a door you had quietly decided would always stay locked.>

:: payoff friendship.badger-invitation.p.3n2oag
setting: forest

<little:They found {destination} in the wood. {recipient} sat all alone, drawing circles in the dust.><grown:{recipient} was sitting alone outside {destination}, drawing circles in the dust with one claw.>
<2-9:{name} sat down beside Bo.
"Hello.
I'm {name}."
Bo looked up shyly.><10-12:{name} sat down beside Bo and said, "Hello, I'm {name}," and Bo looked up shyly.>
<2-9:{name} held out {item}.
"We'd love you to come," {they} said.
Bo opened it very slowly, as if it might fly away.><10-12:{name} held out {item}. "We'd love you to come," {they} said, and Bo opened it very slowly, as if it might fly away.>
<grown:"Nobody has ever invited me anywhere before," Bo whispered.><little:"Nobody ever asked me before," said Bo.>
"Well, we're asking now," said {name}, and {companion} nodded.
Bo laughed, a small, surprised, happy laugh.

:: quest duck-posy
item: the little posy
itemFull: the little posy of primroses and daisies
itemHeld: <little:in {their} basket><grown:in the basket on {their} arm>
itemTell: <little:nodded its yellow heads><grown:nodded its yellow flower heads>
recipient: Dilly Duck
destination: <little:Dilly's reedy nest><grown:Dilly's nest among the reeds>
goal: take the little posy to Dilly Duck
refrain: Get well soon, dear Dilly Duck

:: setup friendship.duck-posy.s.8fc5h9
setting: garden

<2-9:The garden smelled of spring.
{name} was picking primroses by moonlight, one by one.><10-12:The garden smelled of spring, and {name} was picking primroses by moonlight, one by one.>
[The moon made {name's} {hair} hair silver.]
<2-9:"Who are those for?" asked {companion}.
"For Dilly Duck," said {name}.
"Dilly has a cold."><10-12:"Who are those for?" asked {companion}. "For Dilly Duck," said {name}, "because Dilly has a cold.">
<grown:Poor Dilly had been stuck in her nest all week, sneezing, with nobody to play with.><little:Poor Dilly was stuck in bed.>
<little:{name} added three daisies and tied them with string. What a pretty posy!><grown:{name} added three daisies and tied {itemFull} with a bit of string.>
<8-9:A visit, {name} thought, is a kind of medicine too.><10-12:A visit, {name} thought, is a kind of medicine too, and a good deal nicer to swallow than the spoonful sort.>
<little:"I'll {goal}," {they} said. Into the basket it went.><grown:"Let's {goal}," {they} said, laying it in a basket.>

:: setup friendship.duck-posy.s.aoeq8h
setting: kitchen

<2-9:A note had come through the letterbox.
{name} read it at the kitchen table.
The first word was ACHOO!
The note was from {recipient}.><10-12:A note from {recipient} had come through the letterbox, and when {name} read it at the kitchen table, the very first word was ACHOO!>
<2-9:"I have a cold," it said.
"I miss my friends."><10-12:"I have a cold," it said, "and I miss my friends.">
<grown:{name} could almost hear the sniff.><little:Poor Dilly!>
<little:{name} ran out and picked the best flowers. {They} made {itemFull}.><grown:{name} ran out to the garden, picked the best flowers and made {itemFull}.>
<2-9:"Dilly must be lonely," said {name}.
"Let's {goal} tonight."><10-12:"Dilly must be lonely," said {name}, "so let's {goal} tonight.">
<little:{name} laid the posy in a basket. {Companion} held it steady.><grown:While {name} laid the posy in a basket, {companion} held it steady.>

:: payoff friendship.duck-posy.p.xmmlb4
setting: pond

<little:{recipient} was tucked up in {destination}. Her beak was very red!><grown:In {destination}, {recipient} was tucked up under a leaf blanket, with a very red beak.>
<young:A-a-achoo!>
"Get well soon, Dilly," said {name}, holding out {item}.
Dilly sniffed the primroses, then sneezed, then laughed.
<grown:"You came all this way just to see me?" she quacked, and her eyes went bright and happy.><little:"You came to see me!" quacked Dilly.>
<little:{name} and {companion} sat by the nest. {name} told Dilly all about the journey[, and about {interest}].><grown:{name} sat by the nest with {companion} and told Dilly all about the journey[, and all about {interest}, too].>
<8-9:For the whole story, Dilly forgot to sneeze even once.><10-12:Dilly listened so closely to the whole story that she forgot to sneeze even once, and only remembered when it was over.>

:: payoff friendship.duck-posy.p.1fu1r2d
setting: pond

<little:Swish, swish went the reeds. {name} tiptoed up to {destination}.><grown:The reeds whispered as {name} tiptoed up to {destination}.>
{recipient} was fast asleep, snoring little duck snores.
<young:Quack-zzz.
Quack-zzz.>
<2-9:{Companion} tiptoed even more quietly than {name}.
{name} didn't wake her.><10-12:{Companion} tiptoed even more quietly than {name}, and neither of them wanted to wake her.>
<little:Instead, {name} laid {item} by the nest. Shh!><grown:Instead, {name} laid {item} by the nest, where Dilly would see it first thing.>
<2-9:Just then, one eye opened.
"Is that for me?"
Dilly croaked.
"From your friends," whispered {name}.><10-12:Just then, one eye opened. "Is that for me?" Dilly croaked, and {name} whispered, "From your friends.">
<grown:Dilly tucked the flowers under her wing and fell asleep again, smiling.><little:Dilly smiled and went back to sleep.>

:: quest hare-bracelet
item: the friendship bracelet
itemFull: the friendship bracelet with three blue beads
itemHeld: looped round {their} wrist
itemTell: <little:clinked its tiny beads><grown:gave a tiny clink of beads>
recipient: Marigold Hare
destination: <little:Marigold's new home><grown:Marigold's new home over the hill>
goal: take the friendship bracelet to Marigold Hare
refrain: Far away, but still my friend

:: setup friendship.hare-bracelet.s.last-knot
setting: bedroom

{recipient} was {name's} best friend.
<grown:But last week, Marigold had moved away to a new home, far over the hill.><little:Now Marigold lived far over the hill.>
<grown:Before she went, {friends} had started a bracelet together, one knot each, turn and turn about.><little:They had made a bracelet together.>
Tonight, {name} tied the very last knot[ with {their} {colour} thread].
There it was: {itemFull}.
{name} slipped it round {their} wrist.
"Marigold will be missing you," said {companion} gently.
"Then we'll {goal}," said {name}.
<8-9:A friend who moves away, {name} thought, is still a friend; the walk is just a little longer.><10-12:A friend who moves away, {name} thought, is still every bit a friend; it is only the walk between you that grows longer.>

:: setup friendship.hare-bracelet.s.leaf-note
setting: garden

<2-9:A leaf fluttered over the garden wall and landed at {name's} feet.
On it, in wobbly letters, was a message.><10-12:A leaf fluttered over the garden wall and landed at {name's} feet, and on it, in wobbly letters, was a message.>
"I miss you.
My new home is nice, but I have no friends here yet.
Love, {recipient}."
"She misses you," said {companion} softly.
<little:{name} looked down at {itemFull}. Finished at last![ The last knot was {colour}.]><grown:{name} looked down at {itemFull}, finished at last[ with a {colour} knot].>
<6-9:{name} and Marigold had started it together, before she moved away.><10-12:{name} and Marigold had started it together, before she moved away, and now {name} slipped it carefully round {their} wrist.><little:They had made it together.>
<2-9:{name} slipped it round {their} wrist.>
"Let's {goal}," {they} said.
"{refrain}."

:: payoff friendship.hare-bracelet.p.long-grass
setting: meadow

<little:At last, there was {destination}. {recipient} sat all on her own in the long grass.><grown:In the long grass outside {destination}, {recipient} sat all on her own.>
<2-9:Her long ears drooped.
Then she saw who was coming.><10-12:Her long ears drooped, until she saw who was coming.>
"{name}!" she cried, and bounded over, <grown:so fast that she nearly knocked {name} flat.><little:boing, boing, boing!>
{Companion} laughed and stepped out of the way.
<little:{name} tied {item} round Marigold's paw.><grown:{name} slipped {item} off {their} wrist and tied it round Marigold's paw.>
<grown:She looked at the three blue beads, and her nose went pink.><little:Three blue beads.
She loved it.>
<2-9:"Now I can take you everywhere," she whispered.
"Far away, but still my friend," said {name}.><10-12:"Now I can take you everywhere," she whispered, and {name} answered, "Far away, but still my friend.">

:: payoff friendship.hare-bracelet.p.round-door
setting: hilltop

<little:At last they came to {destination}. It was a snug little house!><grown:At last they came to {destination}, a snug little house dug into the hillside.>
<young:Knock, knock.>
The door opened, and there stood {recipient} in her nightcap.
"You came all this way?" she gasped.
<2-9:"Of course," said {name}.
"Friends don't stop being friends."
"Not ever," agreed {companion}.
{name} held out {item}.><10-12:"Of course," said {name}, "friends don't stop being friends." "Not ever," agreed {companion}, as {name} held out {item}.>
<grown:Marigold put it on at once and shook her paw, just to hear the beads clink.><little:On it went.
Clink, clink!>
<8-9:All at once, the long way between their two homes felt like no way at all.><10-12:All at once, the long way between their two homes seemed to shrink to nothing, as if the hill had politely stepped aside.>
<2-9:"Come again soon," said Marigold.
"Every Saturday," promised {name}.><10-12:"Come again soon," said Marigold, and {name} promised, "Every Saturday.">

:: quest squirrel-marble
item: the blue marble
itemFull: the blue glass marble with a silver swirl inside
itemHeld: in {their} pyjama pocket
itemTell: <little:gave a cheerful clink><grown:gave a small, cheerful clink>
recipient: Pickle the squirrel
destination: <little:Pickle's treetop nest><grown:Pickle's nest at the top of the beech tree>
goal: take the blue marble back to Pickle the squirrel
refrain: Sorry, and friends again

:: setup friendship.squirrel-marble.s.under-pillow
setting: bedroom

{name} could not get comfy.
<little:Under the pillow was {item}. It had a silver swirl inside.><grown:Under the pillow was {itemFull}.>
<little:{name} and {recipient} had found it by the pond.><grown:That afternoon, {name} and {recipient} had found it together by the pond.>
<grown:Then they had squabbled over whose turn it was, and {name} had marched home with it, cross and hot-cheeked.><little:Then they had a squabble.
"Mine!"
"No, mine!">
Now the marble felt cold and heavy.
"I miss Pickle," said {name} in a small voice.
<little:"Let's take it back to Pickle," said {companion}. "And say sorry."><grown:"Then let's {goal}," said {companion}, "and say sorry.">
{name} nodded and popped it into {their} pyjama pocket.
<8-9:Saying sorry first is hard, {name} knew, and that is what makes it brave.><10-12:Saying sorry first is the hardest part, {name} knew, because you have to do it without knowing what the other person will say.>

:: setup friendship.squirrel-marble.s.bird-table
setting: garden

<2-9:In the garden, the bird table was empty.>
<6-9:Every evening, {recipient} came to share the crumbs with {name}, but not tonight.><10-12:In the garden, the bird table was empty; every evening, {recipient} came to share the crumbs with {name}, but not tonight.><little:Pickle always came at teatime.
Not tonight.>
<2-9:{name} knew why.>
<little:They had squabbled over turns. {name} had kept {item}.><6-9:They had squabbled over turns, and {name} had kept {itemFull}.><10-12:{name} knew exactly why: they had squabbled over turns, and {name} had kept {itemFull}.>
{name} took the marble out and looked at the silver swirl.
<8-9:It did not look nearly so pretty without a friend to share it with.><10-12:Somehow the swirl looked duller than it had by the pond, as if half its shine had belonged to Pickle.>
<2-9:"A marble is only a marble," said {name}.
"But a friend is a friend."><10-12:"A marble is only a marble," said {name} slowly, "but a friend is a friend.">
<little:"Shall we take it back to Pickle?" asked {companion}.><grown:"Shall we {goal}?" asked {companion}.>
"Yes," said {name}.
"{refrain}."

:: payoff friendship.squirrel-marble.p.beech-roots
setting: forest

<little:{name} looked up, up, up. High up was {destination}!><grown:{name} tipped back {their} head and looked up at {destination}.>
<2-9:"Pickle?" {they} called softly.
"It's me."><10-12:"Pickle? It's me," {they} called softly.>
{Companion} waited at the foot of the tree.
<little:A bushy tail twitched. {recipient} peeped out!><grown:A bushy tail twitched, and {recipient} peeped over the edge of the nest.>
<2-9:"I'm sorry," said {name}.
"It was your turn, really."
{name} held up {item}.><10-12:"I'm sorry," said {name}, holding up {item}. "It was your turn, really.">
<grown:Pickle scampered down the trunk and stopped nose to nose with {name}.><little:Down came Pickle, scamper, scamper!>
<2-9:"I'm sorry too," said Pickle.
"Let's share it, and take turns."><10-12:"I'm sorry too," said Pickle, "so let's share it, and take turns.">
<8-9:The squabble melted away like frost in the morning sun.><10-12:The squabble melted away like frost in the morning sun, and {name} could hardly remember why it had seemed so important.>
"Sorry, and friends again," they said, both at once.

:: payoff friendship.squirrel-marble.p.slow-climb
setting: forest

<little:Deep in the wood, {name} stopped. Just ahead was {destination}.><grown:Deep in the wood, {name} found {destination} and stopped.>
<2-9:A small face peeped out, then quickly hid again.
{Companion} whispered, "Try again, gently."><10-12:A small face peeped out, then quickly hid again, and {companion} whispered, "Try again, gently.">
"Pickle," called {name}, "I've brought the marble back."
Slowly, {recipient} crept down the trunk[, tail low].
<2-9:{name} put {item} in Pickle's paw.
"Sorry," {they} said.
"I should have shared."><10-12:{name} put {item} in Pickle's paw and said, "I'm sorry; I should have shared.">
<grown:"I don't want it on my own," said Pickle.
"It's no fun without you."><little:"Only if we share," said Pickle.>
<young:Hug!><8-9:Then came a hug, a little awkward and very squeezy, the best kind.><10-12:Then came a hug, slightly awkward and extremely squeezy, which is exactly the kind that follows a proper making-up.>
"Friends again?" asked {name}.
"Friends again," said Pickle.

:: quest lamb-gingerbread
item: the gingerbread star
itemFull: the big gingerbread star with white icing round the edge
itemHeld: <little:wrapped in {their} hanky><grown:wrapped in a hanky in {their} pocket>
itemTell: smelled warm and spicy
recipient: Dumpling the lamb
destination: <little:Dumpling's field><grown:Dumpling's field behind the farm>
goal: share the gingerbread star with Dumpling the lamb
refrain: Half for you and half for me

:: setup friendship.lamb-gingerbread.s.warm-oven
setting: kitchen

<2-9:The kitchen smelled of ginger and warm sugar.><10-12:The whole kitchen smelled deliciously of ginger and warm sugar.>
<little:On the table lay {item}. It was still warm from the oven!><grown:On the table lay {itemFull}, still warm from the oven.>
<little:{name} had made it, with a little help.[ It had {colour} sprinkles on top.]><grown:{name} had made it, with just a little help[ and a {colour} sprinkle on top].>
<grown:It was the biggest, best biscuit {name} had ever baked, far too good to eat alone.><little:It was big and golden.>
<2-9:"Who will you share it with?" asked {companion}.
{name} knew at once.><10-12:"Who will you share it with?" asked {companion}, and {name} knew at once.>
<2-9:"{recipient}," {they} said.
"Dumpling always shares her clover with me."><10-12:"{recipient}," {they} said, "because Dumpling always shares her clover with me.">
<8-9:Good things, {name} thought, taste twice as good when they are shared.><10-12:Good things, {name} thought, somehow taste twice as good when shared, which means that sharing is really a very clever trick.>
{name} wrapped the star in a hanky.
"Let's {goal}."

:: setup friendship.lamb-gingerbread.s.far-bleat
setting: garden

<2-9:Far away across the fields came a small, sad bleat.><10-12:From far away across the fields came a small, forlorn bleat.>
<young:Baa!>
<2-9:"That's {recipient}," said {name}.
"She missed the baking today."><10-12:"That's {recipient}," said {name}, "and she missed all the baking today.">
<grown:Dumpling had wanted to come and help, but lambs have to stay in their field at teatime.><little:Dumpling had to stay in her field.>
<little:So {name} had saved the very best one: {item}.><grown:So {name} had saved the very best one: {itemFull}.>
<2-9:{Companion} fetched a clean hanky.>
<little:{name} wrapped the star up and put it in {their} pocket.[ On went {their} {colour} jumper.]><6-9:{name} wrapped the star up and put it in {their} pocket[, then pulled on {their} {colour} jumper].><10-12:{companion} fetched a clean hanky, and {name} wrapped the star in it and tucked it into {their} pocket[, then pulled on {their} {colour} jumper].>
"We'll {goal}," said {name}.
"{refrain}."

:: payoff friendship.lamb-gingerbread.p.woolly-heap
setting: farm

<little:In {destination}, the sheep were all asleep. What a woolly heap!><grown:In {destination}, the sheep were all asleep in a woolly heap.>
All except {recipient}, wide awake by the gate.
<2-9:"Hello, Dumpling," whispered {name}.
"I brought you something."><10-12:"Hello, Dumpling," whispered {name}, "I've brought you something.">
{name} unwrapped {item} and broke it carefully in two.
<young:Snap!>
<2-9:"Half for you and half for me," said {name}.
{Companion} got the crumbs, and said they were the best bit.><10-12:"Half for you and half for me," said {name}, while {companion} got the crumbs and insisted they were the best bit.>
<grown:They sat and nibbled, crumb by crumb, while the stars came out.><little:Nibble, nibble.
Yum!>
<little:"It tastes of friends," said Dumpling. She licked a crumb off her nose.><grown:"It tastes of friends," said Dumpling, and licked the last crumb off her nose.>

:: payoff friendship.lamb-gingerbread.p.moonlit-fence
setting: farm

The moon shone down on {destination}.
{recipient} came skipping to the fence, her little tail wagging.
<young:Baa, baa!>
"Guess what we brought," said {name}[, {their} {eyes} eyes twinkling].
Out came {item}, wrapped in its hanky.
<grown:Dumpling sniffed the icing, and her eyes went wide and round.><little:Sniff, sniff.
Oh!>
{name} snapped it in half and held out the bigger piece.
"Half for you, and half for me," {name} said.
<8-9:Dumpling nibbled slowly, to make it last, and saved the very last crumb for {companion}.><10-12:Dumpling nibbled with great care, making every bite last as long as possible, and solemnly saved the very last crumb for {companion}.>
Under the stars, the three friends munched happily.

:: quest puffin-pebble
item: the lucky pebble
itemFull: the smooth white lucky pebble with a hole right through it
itemHeld: in {their} dressing-gown pocket
itemTell: clicked against a button
recipient: Humphrey the puffin
destination: <little:Humphrey's island burrow><grown:Humphrey's burrow on Puffin Island>
goal: give the lucky pebble to Humphrey the puffin
refrain: Wings out, and a friend beside you

:: setup friendship.puffin-pebble.s.windowsill-note
setting: bedroom

<2-9:{name's} lucky pebble lived on the windowsill, in a row of shells.>
<6-9:It had gone to school in {their} pocket on the first day.><10-12:{name's} lucky pebble lived on the windowsill in a row of shells; it had gone to school in {their} pocket on the very first day.><little:It had gone to school on the first day.>
Tonight a note was tucked under it.
"Tomorrow is my first big flight, out over the sea.
My tummy is full of butterflies.
Your friend, {recipient}."
"Poor Humphrey," said {companion} softly.
<little:{name} closed {their} hand round {item}.><grown:{name} closed {their} hand round {itemFull}.>
<8-9:{name} remembered that first morning at school, and how much braver a small stone in a pocket had made {them} feel.><10-12:{name} remembered that first morning at school, the nervous walk to the gate, and how a small stone in a pocket had made all the difference.>
<2-9:"Humphrey needs it more than I do now," said {name}.
"So tonight we'll {goal}."><10-12:"Humphrey needs it more than I do now," said {name}, "so tonight we'll {goal}.">

:: setup friendship.puffin-pebble.s.rockery
setting: garden

Out in the garden, the wind smelled of the sea.
"A perfect flying wind," said {companion}.
"{recipient} makes his first big flight tomorrow."
<grown:The little puffin had flapped and flapped on the grassy slope, but his orange feet would not leave the ground.><little:Humphrey had flapped and flapped.
His feet stayed down.>
<little:Under a flat stone was {name's} secret hiding place. In it lay {item}.><grown:Under a flat stone in the rockery, in {their} secret hiding place, lay {itemFull}.>
<8-9:Everyone needs a bit of luck, {name} thought, and a friend to hand it over.><10-12:Everyone needs a bit of luck now and then, {name} thought, and luck works best when a friend is the one who hands it over.>
<little:{name} dropped it in {their} pocket.[ {They} did up {their} {colour} buttons.]><grown:{name} dropped it into {their} dressing-gown pocket[ and did up {their} {colour} buttons].>
<little:"Time to {goal}," {they} said.><grown:"We're going to {goal}," {they} said.>

:: payoff friendship.puffin-pebble.p.burrow-step
setting: island

<2-9:The grass at {destination} was soft.>
<little:There sat {recipient}, looking at the dark sea. He gave a small, wobbly sigh.><6-9:{recipient} sat there, gazing at the dark sea with a small, wobbly sigh.><10-12:On the soft grass at {destination}, {recipient} sat gazing at the dark sea with a small, wobbly sigh.>
{name} sat down beside him and brought out {item}.
<little:"This was lucky for me at school," {they} said.><6-9:"This was lucky for me on my first day at school," {they} said.><10-12:"This was lucky for me on my first day at school," {they} said, "so now it can be lucky for you.">
<2-9:"Now it can be lucky for you.">
<grown:Humphrey peeped through the hole, and his orange feet did a happy shuffle.><little:Humphrey's orange feet did a happy shuffle.>
<2-9:"Will you watch me fly?" he asked.
"We'll be there," said {companion}.
"Every flap," said {name}.><10-12:"Will you watch me fly?" he asked. "We'll be there," said {companion}, and {name} added, "Every flap.">
"{refrain}."

:: payoff friendship.puffin-pebble.p.practice-flap
setting: island

<2-9:The moon was bright over {destination}.
{recipient} was practising on the soft grass.><10-12:The moon was bright over {destination}, where {recipient} was practising on the soft grass.>
<little:Hop, flap, bump!><grown:Hop, flap, flap, and bump: down he came on his round white tummy.>
<2-9:"I'll never do it," he sighed.
"Everyone bumps at first," said {companion} kindly.><10-12:"I'll never do it," he sighed, but {companion} said kindly, "Everyone bumps at first.">
<2-9:{name} tucked {item} under Humphrey's wing.
"Hold this, and think of me," said {name}.
"I'll be on the beach tomorrow, cheering."><10-12:{name} tucked {item} under Humphrey's wing. "Hold this, and think of me," said {name}; "I'll be on the beach tomorrow, cheering.">
Humphrey took a deep breath[, and {name's} {eyes} eyes never left him].
<grown:This time he flapped a little harder, and for one whole second his feet left the grass.><little:Flap, flap, flap!
Up he went, just a little!>
"I flew!" he squeaked.
<8-9:Courage grows fastest, {name} thought, when somebody believes in you.><10-12:Courage grows fastest, {name} thought, when somebody believes in you, even before you quite believe in yourself.>

:: quest thrush-song
item: the song sheet
itemFull: the words of Piper's new song, in {name's} best handwriting
itemHeld: <little:folded in {their} pocket><grown:folded small in {their} pocket>
itemTell: gave a papery rustle
recipient: Piper the thrush
destination: <little:Piper's treehouse><grown:the treehouse in Piper's oak>
goal: take the song words to Piper the thrush
refrain: You and me, and the old oak tree

:: setup friendship.thrush-song.s.last-line
setting: bedroom

<little:{name} was climbing out of bed. Then, pop!><grown:{name} was climbing out of bed when the last line popped into {their} head.>
<little:Aha, got it!
The last line!><grown:{name} sat straight up, wide awake again.>
<grown:All week, {recipient} had whistled a new tune at the window, and {name} had been making up the words.><little:Piper had a tune.
{name} was making the words.>
<2-9:Only the last line had been missing.><10-12:Only the last line had stubbornly refused to come.>
<little:Click went the lamp. {name} wrote it down[ in {colour} pencil].><grown:{name} switched on the lamp and wrote it down[ in {their} {colour} pencil].>
<little:At last, {item} was done!><grown:So at last it was done: {itemFull}.>
<8-9:A tune and its words, {name} thought, were like two friends: each one better with the other.><10-12:A tune and its words, {name} thought, were rather like two friends: each perfectly fine alone, but far better side by side.>
"Piper will be waiting," said {companion}.
<little:"Let's {goal}," {name} cried. "Right now!"><grown:"Then let's {goal} right now," said {name}.>

:: setup friendship.thrush-song.s.hedge-whistle
setting: garden

<little:On the garden bench, {name} read {item}. It was Piper's new song.><grown:On the garden bench, {name} read through {itemFull}.>
Then, from over the hedge, came a clear, sweet whistle.
<little:Tweedle-dee, tweedle-doo!><grown:It was their tune, and only {recipient} could whistle it like that.>
"Piper is practising," said {companion}.
<grown:Piper had made up the tune on her own, but she could not find the words, so {name} had promised to write them.><little:Piper had the tune.
{name} had the words.>
<8-9:Together, {name} thought, they had made something neither of them could have made alone.><10-12:Together, {name} realised with a flush of pride, they had made something that neither of them could ever have made alone.>
{name} folded the paper small and tucked it away.
<little:"Come on!" {they} said. "Let's {goal}."><grown:"Come on, let's {goal}," {they} said.>

:: payoff friendship.thrush-song.p.first-sing
setting: treehouse

<little:Up ahead was {destination}. Its rope ladder swung in the breeze.><grown:The rope ladder of {destination} swung gently in the breeze.>
<2-9:{name} climbed it, with {companion} close behind.
On the treehouse roof sat {recipient}, small and speckled.><10-12:{name} climbed it, with {companion} close behind, and found {recipient} sitting on the treehouse roof, small and speckled.>
"Did you finish it?" she chirped.
<little:{name} unfolded {item} and smoothed it flat.><grown:{name} unfolded {item} and smoothed it flat[ on the knee of {their} {colour} pyjamas].>
Piper whistled the tune, and {name} sang the words.
<little:La, la, lee!><grown:The song floated up through the leaves and out over the sleeping wood.>
<little:Last of all came: "{refrain}."><grown:At the very end came the last line: "{refrain}.">
<8-9:{name} had never heard the old oak so quiet, as if the whole tree were listening.><10-12:{name} had never known the old oak so quiet; every leaf seemed to be holding still, as if the whole tree were listening.>
"It's our song now," said Piper happily.

:: payoff friendship.thrush-song.p.window-duet
setting: treehouse

<little:{recipient} was waiting at {destination}. Her feathers were fluffed up. Brrr!><grown:{recipient} was waiting on the windowsill of {destination}, her speckled feathers fluffed against the chill.>
"You're here!" she trilled.
"I was afraid the words were too hard to find."
"They were hard," said {name}, "but I found them."
{name} waved {item} in the air.
<grown:Piper hopped onto {name's} shoulder to read it, and her little claws tickled.><little:Piper hopped onto {name's} shoulder.
Tickly claws!>
<little:Then they sang it together, very softly. Shh, the wood was asleep.><grown:Then they sang it through together, softly, so as not to wake the wood.>
{Companion} kept time, nodding along.
<8-9:Piper's voice was high and bright, and {name's} was soft and low, and somehow the two fitted perfectly.><10-12:Piper's voice was high and bright, and {name's} was soft and low, and they fitted together as neatly as the two halves of a walnut shell.>
"Tomorrow," whispered Piper, "we'll sing it for everyone."

:: quest woodpecker-conker
item: the shiny conker
itemFull: the biggest, shiniest conker from the old chestnut tree
itemHeld: <little:in {their} pyjama pocket><grown:in the pocket of {their} pyjama top>
itemTell: <little:gave a hopeful wobble><grown:gave a small, hopeful wobble>
recipient: Tapper the woodpecker
destination: <little:the fallen chestnut tree><grown:the fallen chestnut tree at the end of the orchard>
goal: plant the shiny conker with Tapper the woodpecker
refrain: Small today, and tall one day

:: setup friendship.woodpecker-conker.s.conker-tin
setting: bedroom

On {name's} shelf stood an old tin, full of conkers.
<grown:{name} had gathered them last year under the old chestnut tree, while {recipient} drummed hello from the branches above.><little:They came from Tapper's tree.
Tapper was {name's} friend.>
But last week, a great wind had blown the old tree down.
"Tapper hasn't drummed once since," said {companion} quietly.
<little:{name} tipped out the tin and chose {item}.><grown:{name} tipped out the tin and chose {itemFull}.>
<8-9:A fallen tree cannot be mended, {name} thought, but a new one can be started.><10-12:A fallen tree cannot be mended, {name} thought, however much you wish it, but a new one can always be started.>
<little:{name} slipped it into {their} pocket.[ Then {they} put on {their} {colour} dressing gown.]><grown:{name} slipped it into {their} pocket[ and pulled on {their} {colour} dressing gown].>
<little:"We can {goal}," {they} said. "A brand-new tree!"><grown:"We'll {goal}," {they} said, "and start a brand-new tree.">

:: setup friendship.woodpecker-conker.s.no-drumming
setting: garden

The garden was much too quiet.
<grown:Every morning, {recipient} had drummed on the old chestnut tree: rat-a-tat-tat, good morning!><little:Tapper always drummed in the morning.
Rat-a-tat-tat!>
But last week the wind had blown his tree down.
{Companion} missed the morning drumming.
{name} thought of Tapper, all alone by his fallen tree.
Then {name} remembered the flowerpot by the back door.
<little:In it, kept safe all year, was {item}.><grown:In it, kept safe all year, was {itemFull}.>
<8-9:Sad days, {name} thought, are exactly when friends should turn up.><10-12:Sad days, {name} thought, are exactly when friends should turn up, even when nobody quite knows the right thing to say.>
"{refrain}," said {name}, holding it up.
"We're going to {goal}."

:: payoff friendship.woodpecker-conker.p.stump-seat
setting: orchard

<little:There lay {destination}. {recipient} sat on the stump. His red cap drooped.><grown:At {destination}, {recipient} sat on the stump, his red cap drooping.>
"I miss my tree," he said.
<2-9:{name} sat down beside Tapper and showed him {item}.
"This came from your tree," {they} said.
"Shall we plant it together?"><10-12:{name} sat down beside Tapper and showed him {item}. "This came from your tree," {they} explained, "so shall we plant it together?">
<2-9:{Companion} pointed to a soft patch of earth.>
<6-9:They dug a little hole there, and Tapper pushed the conker in with his beak.><10-12:{companion} pointed to a soft patch of earth, and there they dug a little hole, and Tapper pushed the conker in with his beak.><little:Dig a little hole.
In went the conker.
Pat it down.>
<2-9:"It will take years to grow," said Tapper.
"Then I'll watch it with you," said {name}, "every week."><10-12:"It will take years to grow," said Tapper doubtfully. "Then I'll watch it with you," said {name}, "every single week.">

:: payoff friendship.woodpecker-conker.p.slow-drum
setting: orchard

<little:The moon shone bright. It shone on {destination}.><grown:The moon was shining over {destination}.>
Through the dark came a slow, sad tap, tap, tap.
It was {recipient}, all alone on the trunk.
"Tapper," called {name}, "we've brought you something."
<little:Down fluttered Tapper. {name} showed him {item}. So shiny!><grown:Tapper fluttered down, and {name} held up {item}, glossy in the moonlight.>
<grown:Tapper turned it over with his beak, and his eyes looked bright.><little:Tapper's eyes went bright.>
{Companion} pointed out a sheltered spot.
Together they planted it right beside the old stump.
<8-9:{name} patted the earth down, and Tapper drummed a quick, happy rat-a-tat on the trunk, the first in a week.><10-12:{name} patted the earth down firmly, and Tapper drummed a quick, joyful rat-a-tat on the old trunk, the first cheerful drumming in a whole week.>
"Small today," said {name}.
"And tall one day," said Tapper.

:: quest donkey-carrot
item: the crunchy carrot
itemFull: the biggest, crunchiest carrot from the vegetable patch
itemHeld: <little:in {their} coat pocket><grown:in {their} coat pocket, leaves and all>
itemTell: <little:waggled its green top><grown:waggled its feathery green top>
recipient: Jasper the donkey
destination: <little:Jasper's stable><grown:Jasper's stable behind the sand dunes>
goal: take the crunchy carrot to Jasper the donkey
refrain: Still friends, whatever happens

:: setup friendship.donkey-carrot.s.sunhat-hook
setting: bedroom

<little:On the door hung {name's} sunhat. It had a big donkey bite in it!><grown:On the hook behind the door hung {name's} sunhat, with a big, donkey-shaped bite out of its brim.>
<grown:That afternoon at the seaside, {recipient} had nibbled it while {name} stroked his nose.><little:Jasper had nibbled it at the seaside.
Munch!>
<2-9:Everybody had laughed, except Jasper.>
<6-9:He had hung his head and would not even look at {name}.><10-12:Everybody had laughed except Jasper, who had hung his head and refused even to look at {name}.><little:Jasper had hung his head.>
<2-9:"He thinks you're cross," said {companion}.
"I'm not cross one bit," said {name}.><10-12:"He thinks you're cross," said {companion}, but {name} was not cross in the slightest.>
<little:In the beach bag was {item}, saved for Jasper.><grown:In the beach bag was {itemFull}, saved for Jasper.>
<little:"I'll {goal}," {they} decided. "Then he'll know I'm not cross."><grown:"Let's {goal}," {they} said, "so he knows.">

:: setup friendship.donkey-carrot.s.veg-patch
setting: garden

<little:By moonlight, {name} tugged at {item}.><grown:By moonlight, {name} pulled up {itemFull}.>
<little:Pull, pull, pop!><grown:{name} pulled and pulled, and out it came with a pop, covered in earth.>
<2-9:"Who's that big one for?" asked {companion}.
"It's for {recipient}," said {name}.><10-12:"Who's that big one for?" asked {companion}, and {name} explained, "It's for {recipient}.">
<grown:"Today he ate half my sunhat by mistake, and now he's too embarrassed to look at me."><little:"He nibbled my sunhat today.
Now he feels bad.">
<2-9:"Your best hat?" said {companion}.
"Yes," said {name}, "but Jasper is my best donkey."><10-12:"Your best hat?" said {companion}, surprised. "Yes," said {name}, "but Jasper is my best donkey.">
<8-9:Being forgiven, {name} knew, feels like putting down something very heavy.><10-12:Being forgiven, {name} knew, feels like finally putting down something heavy that you have been carrying for far too long.>
<2-9:{name} brushed off the earth.
"Right, let's {goal} tonight."><10-12:{name} brushed off the earth and said firmly, "Right, let's {goal} tonight.">

:: payoff friendship.donkey-carrot.p.stable-corner
setting: beach

<2-9:{destination} smelled of hay and the sea.
Inside, {recipient} stood in the corner, ears drooping.><10-12:{destination} smelled of hay and the sea, and inside, {recipient} stood in the corner with his ears drooping.>
"Jasper, it's only me," said {name} softly.
<2-9:"I'm sorry about your hat," he mumbled, not turning round.
"It looked so tasty."><10-12:"I'm sorry about your hat," he mumbled, not turning round; "it looked so tasty.">
<little:{name} had to giggle.><6-9:{name} giggled, and one long ear twitched.><10-12:{name} giggled, and one long ear twitched, while {companion} tried hard to hide a smile.>
<2-9:{Companion} hid a smile too.>
<2-9:Then {name} held out {item} on a flat hand.
"I'm not cross," {they} said.><10-12:Then {name} held out {item} on a flat hand and said gently, "I'm not cross.">
"{refrain}."
<grown:Jasper turned round, crunched the carrot in three bites, and rested his nose on {name's} shoulder.><little:Crunch, munch, crunch!
Jasper gave {name} a nuzzle.>

:: payoff friendship.donkey-carrot.p.stable-door
setting: beach

<little:Soon they came to {destination}. {recipient} looked out over the door.><grown:At {destination}, {recipient} was looking out over his stable door.>
Seeing {name}, he ducked out of sight.
<2-9:"Don't hide," called {name}.
"Look what I've brought you."><10-12:"There's no need to hide," called {name}. "Look what I've brought you.">
<2-9:Up came one grey ear, then another, then a worried face.
{Companion} gave a friendly smile.><10-12:Up came one grey ear, then another, then a worried face, and {companion} gave it a friendly, encouraging smile.>
<little:{name} showed him {item}.[ The moon shone on {their} {hair} hair.]><grown:{name} showed him {item}[, the moon shining on {their} {hair} hair].>
<2-9:"You're not cross?" asked Jasper.
"Not even a tiny bit," said {name}.
"It's only a hat, and you're my friend."><10-12:"You're not cross?" asked Jasper anxiously. "Not even slightly," said {name}; "it's only a hat, and you're my friend.">
<little:Chomp!
Hee-haw, hee-haw!><grown:Jasper took the carrot gently, crunched it up, and gave the happiest hee-haw the beach had ever heard.>
<8-9:Some things, {name} thought, are much easier to mend than they look.><10-12:Some things, {name} thought, are much easier to mend than they look, especially when both friends would like them mended.>

// Scenes on the way: the theme's value in action, serving any of its quests.

:: scene friendship.c.wzxsl5
setting: fair
role: onward
energy: lively

{onward}the fair was still awake, all bunting and lanterns.
<grown:The helter-skelter twisted up towards the stars.><little:Round and round went the carousel.>
At the bottom stood a small mouse, looking up and up.
"I want a go," the mouse whispered, "but not on my own."
{trait:help} "Then come with me," said {name}. {companion} {ability:carry,lift,guide}.
<little:At the top, the mouse sat on {name's} lap. {name} held {item} tight.><grown:At the top, {name} sat the mouse on {their} lap[ on a {colour} mat] and held {item} tight.>
<grown:From up there, the whole way ahead lay spread out like a map.><little:From the top, {name} saw the way.>
<young:Whoosh!
Down they went!><8-9:Down they whizzed, laughing all the way.
Scary things, {name} thought, shrink by half when a friend comes too.><10-12:Down they whizzed, shrieking with laughter, and {name} noticed that scary things seem to shrink by half when a friend comes along.>

:: scene friendship.c.slpoi
setting: farm
role: onward
energy: lively

{onward}the farm was full of squawking.
<young:Cluck!
Squawk!>
<2-9:In the red barn, two hens were flapping.
Both wanted the top perch.
"Mine!"
"No, mine!"><10-12:In the red barn, two hens were flapping furiously, because both wanted the top perch: "Mine!" "No, mine!">
{trait:obstacle} {name} had an idea.
"What if there were two top perches, side by side?"
<little:{name} found a plank. {Companion} {ability:lift,comfort}.><grown:{name} found a plank, and {companion} {ability:lift,comfort}.>
<grown:Up went a second perch, and the hens settled down, wing to wing.><little:Up hopped the hens, wing to wing.>[ One last feather drifted down into {name's} {hair} hair.]
<grown:Then both hens pointed a wing at the track behind the barn, which cut a whole corner off the walk to {recipient}.><little:The hens pointed to a quick track to {recipient}.>

:: scene friendship.c.11xyu6r
setting: beach
role: onward
energy: lively

{onward}the beach was silver under the moon.
Some crabs had built a sandcastle with shell windows.
<young:Then, whoosh!
A big wave!><8-9:Then a big wave came curling in, and the castle slumped into the sea.><10-12:Then a big wave came curling in, slow and unstoppable, and the proud little castle slumped sideways into the sea.>
The smallest crab began to cry.
{trait:help} {name} held {item} out of the splash and knelt down.
"We'll build a new one," {they} said, "together, and further up." {companion} {ability:find,guide}.
Soon there were shells for every window.
<grown:The new castle stood by the boardwalk, which ran on, dry and smooth, the way {name} was going.><little:It stood by the very path {name} needed!>
<little:The smallest crab clicked happily.[ {name's} {hair} hair was full of sand!]><grown:The smallest crab clicked happily[, and {name's} {hair} hair was full of sand].>

:: scene friendship.c.1d90as1
setting: mountain
role: onward
energy: lively

{onward}<little:the mountain slope was white and smooth. Everyone was racing sledges!><grown:the mountain slope was white and smooth, and everyone was racing sledges.>
<young:Whee!
Whoosh!>
<little:{name} zoomed into the lead[ on a {colour} sledge]. {item} was safe {itemHeld}.><grown:{name} zoomed into the lead[ on a {colour} sledge], with {item} {itemHeld}.>
<2-9:Then came a bump and a bleat.
A little goat had tumbled off into the snow.><10-12:Then came a bump and a bleat: a little goat had tumbled off into the snow.>
{trait:help} {name} could have kept going.
Instead, {they} dug in {their} heels and stopped.
"Hop on," said {name}. {companion} {ability:warm,comfort}.
<grown:They came last, laughing, and the little goat showed {name} a path that saved a long climb.><little:They came last, laughing.>
<8-9:A race is soon forgotten, but a friend who stops for you is not.><10-12:A race is soon forgotten, {name} thought, but nobody ever forgets the friend who stopped for them.>

:: scene friendship.c.4klrts
setting: forest
role: onward
energy: lively

{onward}<little:the forest was dark. The fireflies were playing follow-the-leader!><6-9:the forest was dark, and the fireflies were playing follow-the-leader.><10-12:the forest was dark, and the fireflies were playing follow-the-leader, with the big firefly always in front and the smallest always at the back.>
<little:Blink, blink!>
<little:The big firefly always led. The smallest was always at the back.><6-9:The big firefly always led, and the smallest was always at the back.>
"I never get a turn," sighed the little firefly.
{trait:meet} <2-9:"Let's take turns," said {name}.
"You lead now!"><10-12:"Let's take turns," said {name}, "so you lead now!">
<little:The little light was very small. So {companion} {ability:light,guide}.><6-9:The little light was very small, so {companion} {ability:light,guide}.><10-12:The little light was very faint, so {companion} {ability:light,guide}.>
<6-9:Round a mossy stump they went, under a fern and over a log.[ Once, the little firefly rested in {name's} {hair} hair, like a shining clip.]><little:Round a stump, under a fern, over a log!><10-12:Round a mossy stump they wound, under a fern and over a log[, and once the little firefly rested in {name's} {hair} hair like a shining clip].>
<little:The little firefly led them out of the wood. Now for {recipient}!><6-9:The little firefly's game had led them right through the dark wood and out the other side, a good step nearer {recipient}.><10-12:By the end of the game, the little firefly had led them right through the dark wood and out the other side, a good step nearer {recipient}.>

:: scene friendship.c.nd7hzs
setting: orchard
role: onward
energy: lively

{onward}<little:the orchard was full of apples. Some mice were playing catch!><grown:the orchard was full of windfall apples, and some mice were playing catch.>
<little:Throw!
Catch!
Thump!>
A tiny shrew kept missing.
Each time, the apple bowled the shrew right over. {companion} {ability:comfort}.
{trait:obstacle} Then {name} thought of something.
<2-9:"Let's roll it instead," {they} said.
So everyone sat in a ring and rolled it.><10-12:"Let's roll it instead," {they} suggested, so everyone sat in a ring and rolled it gently from paw to paw.>
<grown:Now the shrew could stop it every time, with a very big grin.><little:Now the shrew caught it every time!>
<little:"This way!" squeaked the shrew. Roll went the apple, to a gap in the wall.><grown:"This way!" squeaked the shrew, and rolled the apple to a gap in the wall.>
{name} squeezed through after it with {item}.

:: scene friendship.c.qljwwj
setting: castle
role: onward
energy: lively

{onward}<little:the castle stood on its hill. Flags flew on every tower!><6-9:the castle stood on its hill, with flags on every tower.><10-12:the castle stood on its hill, with flags on every tower, and inside, the mice were playing hide-and-seek.>
<2-9:Inside, the mice were playing hide-and-seek.>
<little:Ready or not!>
<2-9:Everyone was found, except the smallest mouse.[ {name} looked behind every {colour} banner.]
The others wanted to give up.><10-12:Everyone had been found except the smallest mouse, and the others wanted to give up.[ {name} looked behind every {colour} banner.]>
{trait:obstacle} <2-9:"No," said {name}.
"Friends don't stop looking."><10-12:"No," said {name} firmly, "friends don't stop looking.">
So {companion} {ability:find,guide}.
<2-9:Inside an old helmet was the little mouse, stuck and sniffling.
{name} tipped the helmet, and out tumbled the mouse, into a hug.><10-12:Wedged inside an old helmet was the little mouse, stuck and sniffling, so {name} tipped it until out tumbled the mouse, straight into a hug.>
<little:The little mouse showed them a back door. {item} {itemTell}.><grown:The little mouse showed them a back door out, and {item} {itemTell}.>

:: scene friendship.c.hokj0g
setting: treehouse
role: onward
energy: lively

{onward}a treehouse was tucked high in an old tree.
<2-9:A sign on the rope ladder said SQUIRRELS ONLY.
At the bottom, a little vole sighed.
"I wish I could go up."><10-12:A sign on the rope ladder said SQUIRRELS ONLY, and at the bottom a little vole sighed, "I wish I could go up.">
{trait:meet} {name} climbed the ladder.
"Can friends come too?" {they} asked the squirrels.
<grown:Then the squirrels rubbed out ONLY and wrote AND FRIENDS.><little:The squirrels wrote AND FRIENDS.>
<little:Up came the vole. {Companion} {ability:lift,guide}. "{recipient} would love this," said {name}, joining the feast.><grown:Up came the vole, and {companion} {ability:lift,guide}. "{recipient} would love this," said {name}, joining the feast.>
"I know a short way, by the mossy bank," said the vole.

:: scene friendship.c.1xtyl9l
setting: harbour
role: onward
energy: lively

{onward}the harbour was full of little bobbing boats.
In the smallest boat sat two mice, each with one oar.
They had fallen out, so each rowed a different way.
<young:Round and round they spun!><8-9:Round and round the little boat spun, going nowhere at all.><10-12:Round and round the little boat spun, going nowhere at all, while each mouse insisted that the other was rowing wrong.>
{trait:obstacle} {name} leaned out from the jetty.
"Try rowing together!" {they} called.
<little:Then {companion} {ability:hush,comfort}. The squabbling stopped.><grown:Then {companion} {ability:hush,comfort}, and the squabbling stopped.>
<little:"One, two," said the mice. Off shot the boat, straight as an arrow!><grown:"One, two," said the mice, and off shot the boat, straight as an arrow.>
<little:They showed {name} the way out, to {recipient}.><grown:They rowed ahead to show {name} the harbour gate, the way out to {recipient}.>

:: scene friendship.c.zertmb
setting: jungle
role: onward
energy: lively

{onward}<little:the jungle was warm and green. Chatter, chatter!><grown:the jungle was warm and green and full of chatter.>
<little:Swing!
Swoosh!
Squawk!>
<2-9:The monkeys were playing tag in the vines.
High above, a sloth hung from a branch.
"Nobody ever picks me," said the sloth.
"I'm too slow."><10-12:The monkeys were playing tag in the vines, while high above them a sloth hung from a branch and sighed, "Nobody ever picks me, because I'm too slow.">
{trait:meet} <little:{Companion} {ability:lift,carry,guide}. Up {name} climbed, beside the sloth.><grown:{companion} {ability:lift,carry,guide}, and {name} climbed up beside the sloth.>
"Then let's play slow-motion tag!" said {name}.
<grown:Soon everyone was creeping through the vines, and the sloth was the best by miles.><little:Slow, slow, slow!
The sloth won!>
<little:"I can see the way to {recipient}!" said the sloth. It pointed, slowly, slowly.><grown:"I can see the way to {recipient} from here," said the sloth, pointing slowly.>

:: scene friendship.c.lim4au
setting: meadow
role: onward
energy: gentle

{onward}the meadow was humming.
<young:Chirrup, chirrup!>
<2-9:The crickets were having a concert in the long grass.
One small cricket stood trembling.><10-12:The crickets were holding a concert in the long grass, and one small cricket stood trembling.>
"It's my turn to sing alone," he whispered, "and I'm scared."
{trait:help} <2-9:{name} knelt beside him.
"I'll hum along," {they} said.><10-12:{name} knelt beside him and said, "I'll hum along.">[ {they} picked a tune about {interest}.]
{Companion} {ability:hush,comfort}.
The cricket took a deep breath and sang, <grown:thin at first, then clear and sweet as a bell.><little:sweet as a bell.>
<little:Then the crickets chirped the way. {name} followed the tune to {recipient}.><6-9:Afterwards, the crickets chirped the way across the meadow, and {name} followed the tune towards {recipient}.><10-12:Afterwards the crickets chirped out the way across the meadow, and {name} followed their tune towards {recipient}.>

:: scene friendship.c.1qyjy4h
setting: river
role: onward
energy: gentle

{onward}<little:the river was wide and chattering. There were stepping stones!><grown:the river was wide and chattering, with stepping stones across.>
<young:Hop, hop, hop!>
Halfway over, a frog landed right beside {name}.
<grown:SPLASH!
Cold river water soaked {name} from top to toe[, and {their} {hair} hair dripped like a mop].><little:SPLASH!
All wet!>
"Oh no, I'm so sorry!" croaked the frog.
{trait:obstacle} {name} could have been cross.
<2-9:Instead, {they} laughed.
"That's all right.
Now we're both wet!"><10-12:Instead, {they} laughed. "That's all right; now we're both wet!">
<little:Luckily, {item} had stayed dry. {Companion} {ability:warm,comfort}.><grown:Luckily, {item} had stayed dry, and {companion} {ability:warm,comfort}.>
<grown:The frog was so glad that he hopped ahead, showing them the safest stones.><little:The frog showed them the way across.>

:: scene friendship.c.d37k6s
setting: village
role: aside
energy: gentle

{onward}the village was going to sleep.
One by one, the windows went dark.
<little:But in the last cottage, an old hen sat alone. A candle glowed beside her.><grown:But in the last cottage, an old hen sat alone by a candle.>
Nobody had knocked on her door all week.
{trait:meet} {name} tapped on the glass.
<2-9:"Goodnight!" {they} called.
The old hen opened her window.
"Why, hello!
Nobody ever says goodnight to me."><10-12:"Goodnight!" {they} called, and the old hen opened her window in surprise. "Why, hello! Nobody ever says goodnight to me.">
Then {companion} {ability:light,comfort}.
{name} told her all about {recipient}.
<8-9:She listened with her head on one side, smiling.><10-12:She listened with her head on one side, smiling, as if a goodnight visitor were the best thing that had happened all week.>
<little:"Goodnight again," said {name}. The old hen waved and waved.><grown:"Goodnight again," said {name}, and the old hen waved till the lane turned.>

:: scene friendship.c.1sp51xg
setting: library
role: aside
energy: gentle

{onward}the library was all tall shelves and glowing books.
<young:Shh!
Hush!>
In a corner, a bookworm in tiny glasses was reading all alone.
{name} tiptoed closer.
"What's your book about?" {they} whispered.
The bookworm looked up, shy and pleased.
"Nobody ever asks me that," it said.
{trait:meet} {companion} {ability:light,comfort}.
They read a whole page together.[ Then they talked about {interest}.]
<8-9:Sharing a story, {name} found, is a quick way to make a friend.><10-12:Sharing a story, {name} discovered, is one of the quickest ways to make a friend, even with someone who lives inside a book.>
<little:"Thank you for asking," said the bookworm. "Good luck finding {recipient}!"><grown:"Good luck finding {recipient}," said the bookworm, "and thank you for asking.">

:: scene friendship.c.1kovll8
setting: island
role: onward
energy: gentle

{onward}a little island sat in the silver sea.
<2-9:In its one palm tree sat a green parrot.
"Go away!" squawked the parrot.><10-12:In its one palm tree sat a green parrot, who squawked, "Go away!" the moment it saw them.>
{trait:meet} {name} thought for a moment.
Maybe nobody had ever said anything else to it. <little:{Companion} {ability:fly,lift,carry,guide}. {name} sat on the branch.><grown:{companion} {ability:fly,lift,carry,guide}, and {name} sat on the branch.>
"Hello, friend," said {name} kindly.
<grown:The parrot tilted its head.
"Hello, friend?" it tried.><little:"Hello, friend!" said the parrot.>
<grown:Then the parrot flew ahead, calling "Hello, friend!" at every turn, and {name} followed the calls right across the island with {item}.><little:The parrot led them on to {recipient}.>

:: scene friendship.c.2dhuom
setting: clouds
role: onward
energy: gentle

{onward}<little:the path climbed up into the clouds. So soft, like pillows!><grown:the path climbed up into the clouds, soft and white as pillows.>
<little:Bounce, bounce!>
<2-9:The clouds were all fluffy and smiling, except one small grey one.
"Nobody plays with me," it rumbled.
"They say I'm too gloomy."><10-12:The clouds were all fluffy and smiling, except one small grey one, which rumbled, "Nobody plays with me, because they say I'm too gloomy.">
{trait:meet} {name} sat down right beside it.
<2-9:"I like grey," {they} said.
"Grey is cosy, like a jumper."><10-12:"I like grey," {they} said; "grey is cosy, like a favourite jumper.">
The little cloud sniffed, and a soft shower fell. {companion} {ability:fly,comfort}.
<little:Then came a rainbow![ It had a {colour} stripe, just for {name}.] It made a shining slope down to the path.><grown:Then came a rainbow[, with an extra stripe of {colour} just for {name}], a shining slope down to the path below.>
{name} walked down it with {item}, step by bright step.
<8-9:Sometimes the grumpiest cloud only needs someone to sit with it.><10-12:Sometimes, {name} thought, the grumpiest cloud in the sky only needs someone willing to sit beside it for a while.>

:: scene friendship.c.qorjop
setting: cave
role: onward
energy: gentle

{onward}a cave glowed with crystals, pink and blue.
<2-9:Deep inside, a little bat was hiding.
"Don't tell anyone," she whispered, "but I'm scared of the dark."><10-12:Deep inside, a little bat was hiding, and she whispered, "Don't tell anyone, but I'm scared of the dark.">
{trait:help} {name} didn't laugh.
<2-9:"I like a night-light too," {they} whispered.
"Lots of us do."><10-12:"I like a night-light too," {they} whispered, "and lots of us do.">
Gently, {companion} {ability:light,comfort}.
The little bat peeped out.[ The crystals glowed {colour}, like a night-light just for her.]
<grown:Brave now, she flew ahead from crystal to crystal, showing them the way through.><little:She showed them the way through.>
"Will you remember me?" she asked.
<little:"Every time I see a night-light," said {name}. Then on to {recipient}!><grown:"Every time I see a night-light," promised {name}, and went on towards {destination}.>

:: scene friendship.c.1q7m83o
setting: desert
role: onward
energy: gentle

{onward}the desert sand was cool under the stars.
<little:Swish, swish.>
<2-9:A tall cactus stood all alone.
"Nobody comes near me," it sighed.
"I'm too prickly."><10-12:A tall cactus stood all alone, and it sighed, "Nobody comes near me, because I'm too prickly.">
{trait:meet} {name} sat down beside it, careful of the spines.
"I like you as you are," {they} said. {companion} {ability:find,guide}.
<little:Under a rock was some water. {name} gave the cactus a drink.><grown:Under a rock was some water, and {name} gave the cactus a drink.>
<6-9:Pop!
A tiny pink flower opened at the top.><10-12:With a soft pop, a tiny pink flower opened at the top.><little:Pop!
A pink flower!>
<little:The cactus pointed one arm. "That way to {recipient}!"><grown:The cactus pointed one arm towards {destination}.>

:: scene friendship.c.olrj9j
setting: waterfall
role: onward
energy: gentle

{onward}<little:the waterfall roared into its pool. Whoosh! Above it was a narrow footbridge.><grown:the waterfall roared into its pool, and a narrow footbridge crossed the stream above.>
<2-9:Two goats had met in the middle.
"I was here first!"
"No, I was!"><10-12:Two goats had met in the middle, and neither would budge: "I was here first!" "No, I was!">
{trait:obstacle} <little:{name} had an idea. "One of you, kneel down!" {they} called. "The other can step over!"><grown:{name} called out, "What if one of you kneels down, and the other steps over?">
<6-9:The older goat knelt, and the younger one stepped carefully over.><10-12:One goat knelt, and the other stepped carefully over.><little:Down knelt one goat.
Over stepped the other.>
"Thank you," said the young goat.
"After you next time," said the old one. {companion} {ability:cross,guide}.
<little:Then {name} crossed too, holding {item} close.><grown:Then {name} crossed too, one hand on the rail and {item} held close.>

:: scene friendship.c.1ub38kb
setting: reef
role: aside
energy: gentle

{onward}the path ran down into the sea.
<little:{name} stepped into a big bubble. {Companion} {ability:cross,guide}.><6-9:{name} stepped into a big bubble, and {companion} {ability:cross,guide}.><10-12:{name} stepped into a big, wobbling bubble, and {companion} {ability:cross,guide}.>
<2-9:Down they floated to the reef.><10-12:Down they drifted to the reef, where an octopus was hiding in a crack, turning pink, then blue, then green.>
<little:Bubble, bubble, blub!>
<little:An octopus was hiding in a crack. Pink, then blue, then green!><6-9:An octopus was hiding in a crack, turning pink, then blue, then green.>
"I change colour when I'm shy," she mumbled.
{trait:wonder} <2-9:{name} watched the colours ripple[, {their} {eyes} eyes wide].
"That's the most beautiful thing I've ever seen," {they} said.><10-12:{name} watched the colours ripple[, {their} {eyes} eyes wide,] and said, "That's the most beautiful thing I've ever seen.">
<little:The octopus turned a happy gold and waved all eight arms. On went {name}, towards {recipient}.><6-9:The octopus turned a happy gold and waved all eight arms as {name} floated on towards {destination}.><10-12:The octopus flushed a happy gold and waved all eight arms as {name} floated on towards {destination}.>

:: scene friendship.c.1ijfgby
setting: hilltop
role: aside
energy: calm

{onward}<little:the hilltop was quiet and high. So close to the stars!><grown:the hilltop was quiet and high, close to the stars.>
{name} and {companion} lay down on the cool grass.
<young:Twinkle, twinkle.>
Then a star slipped across the sky.
<grown:It left a thin silver line, like a pencil mark.>
"Quick, make a wish," whispered {companion}.
{trait:wonder} {name} could have wished for anything at all.
<8-9:A pony, perhaps, or a cake as tall as a door[, or a wish about {interest}].><10-12:A pony, perhaps, or a cake as tall as a door, or a bedroom that tidied itself[, or a wish about {interest}].>
<little:But {name} wished for {recipient} instead. A happy night, and a happy morning!><grown:But {name} wished for {recipient} instead: a happy night, and a happy morning.> {companion} {ability:warm,comfort}.
<8-9:A wish for a friend, {name} decided, was the best kind of wish.><10-12:A wish for a friend, {name} decided, was the best kind of wish, because it made two people happy instead of one.>

:: scene friendship.c.jz7ju0
setting: snowfield
role: onward
energy: calm

{onward}the snowy field lay still and white.
<2-9:Soft flakes were drifting down.><10-12:Soft flakes were drifting down through the hush.>
<young:Hush, hush, snow.>[ They settled in {name's} {hair} hair like tiny stars.]
<2-9:In the middle stood a snowman, all alone, with a crooked smile.><10-12:In the middle stood a solitary snowman with a crooked smile.>
{trait:rest} "Nobody should be on their own all night," said {name}.
<little:So {name} rolled a snowball, then another. A friend for the snowman!><6-9:So {name} rolled a small snowball, then another, and made the snowman a friend.><10-12:So {name} rolled one small snowball, then another, and made the snowman a friend, with pebble eyes and one twig arm pointing to a gap in the far hedge.>
<6-9:It had pebble eyes and one twig arm, pointing to a gap in the far hedge.><little:Its twig arm pointed to a gap!> {companion} {ability:warm,comfort}.
<little:{name} tucked {item} close. Through the gap {they} went, slow and soft.><6-9:Then {name} tucked {item} close and went through the gap, slow and soft.><10-12:Then {name} tucked {item} close and slipped through the gap, slowly and softly.>

:: scene friendship.c.rjnomx
setting: pond
role: onward
energy: calm

{onward}<little:the pond was dark and still. The moon floated in it.><grown:the pond was dark and still, with the moon floating in it.>
<little:Plip.
Plop.>
An old heron stood on one leg in the reeds.
"I just like company," said the heron, "while I watch the water."
{trait:rest} So {name} stood on one leg too, as still as {they} could.
{companion} {ability:hush,comfort}.
<8-9:Some friends, {name} thought, are the ones you can be quiet with.><10-12:Some friends, {name} thought, are the ones you can be quiet with, without either of you wondering what to say next.>
<little:At last the heron pointed a wing at some flat stones. The dry way on!><grown:At last the heron lifted a wing towards the flat stones round the pond, the dry way on.>
<little:Softly, {name} said, "{refrain}." Then on {they} went, towards {recipient}.><grown:Then {name} whispered, "{refrain}," and went quietly on towards {recipient}.>

:: scene friendship.c.1ws5am3
setting: moon
role: aside
energy: calm

{onward}<little:a moonbeam made a silver ladder. Up, up to the moon!><grown:a moonbeam made a silver ladder up to the moon.>
It was quiet and still up there.
<young:Hop, float, hop.>
Every step left a footprint in the soft grey dust.
"There's no wind up here," said {companion}.
"Footprints stay for ever."
{trait:wonder} {name} knew just what to do.
<little:With one finger, {they} wrote in the dust. Names of friends!><grown:With one finger, {they} wrote the names of {their} friends in the dust.>
The first name was {recipient}.
<8-9:Then came {name's} friends from home,[ then {interest},] and last of all, very neatly, {companion}.><10-12:After that came {name's} friends from home, one after another,[ then {interest},] and last of all, written with particular care, {companion}.> {companion} {ability:light,comfort}.
The letters glimmered in the starlight.
<8-9:Now, whenever {name} looked up at the moon, those names would be there, looking back.><10-12:Now, whenever {name} looked up at the moon, those names would be there, looking back, though nobody else on Earth would know it.>

:: scene friendship.c.146jjkg
setting: forest
role: aside
energy: calm

{onward}the forest was dark and soft with moss.
<2-9:Under a fern sat a very old toad.
"Would you like to hear a story?" asked the toad.
"It's rather long."><10-12:Under a fern sat a very old toad, who asked, a little shyly, "Would you like to hear a story? It's rather long.">
{trait:rest} {name} thought of {recipient}, far ahead.
But the toad looked so hopeful that {name} sat down.[ Perhaps, {name} thought, it would be a story about {interest}.]
<grown:It was about a leaf that blew across the world to the sea, slow as a summer afternoon.><little:It was about a leaf.
It was very, very slow.> {companion} {ability:hush,comfort}.
"Nobody has listened so well for years," said the toad.

:: scene friendship.c.jehwtz
setting: kitchen
role: onward
energy: calm

{onward}<little:a tiny door stood open. It was in the roots of a tree!><6-9:a tiny door stood open in the roots of a tree.><10-12:a tiny door stood open in the roots of a tree, and inside was a little kitchen with a stove and a teapot.>
<2-9:Inside was a little kitchen, with a stove and a teapot.>
Two old mice sat at the table, sipping cocoa.
"Friends for fifty years," said one, "and cocoa every night."
{trait:rest} <little:They poured {name} a thimble of cocoa too.[ The cup was {colour}.]><6-9:They poured {name} a thimble of cocoa too[, in a cup painted {colour}].><10-12:They poured {name} a thimble of cocoa too[, in a cup painted {colour}], and it tasted of cinnamon.>
<6-9:It tasted of cinnamon.><little:Mmm, warm and sweet.> {companion} {ability:warm,comfort}.
<2-9:{name} washed all the cups, so the old friends could rest.><10-12:Afterwards {name} washed all the cups, so that the old friends could rest.>
<little:"Our path goes to {recipient}," said one. "It has lights all the way!"><grown:"Our garden path comes out near {recipient}," said one, "and it's lit all the way.">

:: scene friendship.c.q11skv
setting: meadow
role: onward
energy: calm

{onward}the meadow was dark and full of sleepy flowers.
<little:A little moth fluttered slower and slower. It landed on {name's}[ {colour}] sleeve.><6-9:A little moth fluttered slower and slower, and landed on {name's}[ {colour}] sleeve.><10-12:A little moth fluttered slower and slower, and at last landed on {name's}[ {colour}] sleeve.>
<2-9:"Sorry," the moth puffed.
"My wings are so tired."><10-12:"Sorry," the moth puffed, "but my wings are so tired.">
{trait:help} "Rest as long as you like," said {name}, and walked very gently. {companion} {ability:hush,comfort}.
<6-9:The moth folded its dusty wings and rode along, light as a petal.><little:The moth had a little rest.><10-12:The moth folded its dusty wings and rode along, light as a petal, whispering, "Thank you, friend.">
<2-9:"Thank you, friend," it whispered.>
<little:The moth showed {name} a dry little path. {name} went that way, with {item}.><6-9:At the meadow's edge, the moth fluttered ahead along a dry little path, the way {name} and {item} needed to go.><10-12:At the meadow's edge, the moth fluttered ahead along a dry little path, exactly the way {name} and {item} needed to go.>

:: scene friendship.c.vtb92t
setting: beach
role: aside
energy: calm

{onward}the beach was quiet, and the waves were whispering.
<young:Shhh, shhh.>
{name} and {companion} walked along the edge of the sea.
{name} looked back at their footprints, side by side.
{trait:rest} All night, {companion} had stayed close, never once rushing ahead.[ The sea breeze lifted {name's} {hair} hair.]
<grown:{name} leaned against {companion} and listened to the sea breathing in and out.>
"Thank you for being my friend," said {name}. {companion} {ability:comfort}. <little:On they went to {recipient}, singing in whispers. "{refrain}."><grown:"{refrain}," they sang in whispers, together, on their road to {recipient}.>
<8-9:It was the quietest, happiest song {name} had ever sung.><10-12:It was the quietest song {name} had ever sung, and somehow also the happiest, which made no sense at all but was true.>

// Endings: home again, the quest remembered by name, sleep.

:: ending friendship.e.16bbsrq
setting: bedroom

<2-9:Home again, and everything was still.
{name} climbed into bed, and {companion} tucked the covers up snug.><10-12:Home again, where everything was still, {name} climbed into bed, and {companion} tucked the covers up snug.>
<young:Snug as a bug.>
<2-9:Far away, {recipient} was settling down to sleep as well.>
<6-9:{name} pictured it: a yawn, a stretch, and a happy sigh.><10-12:Far away, {recipient} was settling down to sleep as well, and {name} could picture it exactly: a yawn, a stretch, and a contented sigh.><little:Yawn, stretch, sigh.>
"We did a good thing tonight," whispered {name}.
"We did," said {companion}.
<8-9:It is a fine feeling to fall asleep knowing that somebody, somewhere, is glad you are their friend.><10-12:It is a fine, contented feeling to fall asleep knowing that somewhere out in the dark, somebody is glad you are their friend.>
{name's} eyes closed, and {they} drifted into a deep, warm sleep.

:: ending friendship.e.1feubpg
setting: bedroom

<2-9:The bedroom was warm and dim when they tiptoed back in.>
<little:{name} climbed into bed. {Companion} pulled the blanket up to {their} chin.><6-9:{name} climbed into bed, and {companion} pulled the blanket up to {their} chin.><10-12:The bedroom was warm and dim when they tiptoed back in, and once {name} had climbed into bed, {companion} pulled the blanket up to {their} chin.>
"Thank you for coming with me," whispered {name}.
"Thank you for asking," said {companion}.
<grown:{name} thought of {item}, safe now with {recipient}, just where it belonged.><little:{item} was safe now, with {recipient}.>
<8-9:The night had been long, but every step of it had been worth taking.><10-12:The night had been long and {name's} legs were pleasantly tired, but every single step of it had been worth taking.>
<2-9:{name's} eyelids grew heavy, and sleep came softly in.><10-12:{name's} eyelids grew heavy, and sleep came softly in, like a slow and gentle tide.>

:: ending friendship.e.18ortyt
setting: bedroom

<2-9:Back home, the moon was peeping through the curtains.>
<6-9:It was the same moon that was shining on {recipient}, far away.><10-12:Back home, the moon was peeping through the curtains, the very same moon that was shining on {recipient}, far away.><little:It was shining on {recipient} too.>
<2-9:{name} liked that.><10-12:{name} found that comforting; friends can be far apart and still share one moon.>
<little:Friends can be far apart and still share one moon. {Companion} curled up close[ on the {colour} blanket]. Then came {sound}.><6-9:Friends can be far apart and still share one moon. {companion} curled up close[ on the {colour} blanket] and gave {sound}.><10-12:{companion} curled up close[ on the {colour} blanket] and gave {sound}.>
<young:Hush now.>
<little:"Goodnight, moon," whispered {name}. Then {they} whispered goodnight to {recipient}, too.><grown:"Goodnight, moon," whispered {name}, and then {they} whispered goodnight to {recipient}, too.>
<8-9:The words floated out of the window like tiny balloons.><10-12:The words seemed to float out of the window like tiny balloons, drifting across the dark to wherever {recipient} was sleeping.>
And {name} was asleep before the next star blinked.

:: ending friendship.e.lojveu
setting: bedroom
closes: fallen-out-at-school

<little:Off went the lamp. But {name} could not get to sleep.><6-9:Once the lamp was off, {name} could not get to sleep straight away.><10-12:Once the lamp was off, {name} could not get to sleep straight away, so {name} counted friends instead of sheep.>
<2-9:So {name} counted friends instead of sheep.>
<little:There was {recipient}. And all the new friends from the way!><6-9:There was {recipient}, and all the new friends from the way.><10-12:There was {recipient}, and all the new friends from the way, and of course {companion}, already snoring gently on the end of the bed.>
<6-9:And, of course, {companion}, already snoring gently on the end of the bed.><little:And {companion}, of course.>
And the friend from school, friends again tomorrow.
<8-9:The list kept growing, which is the best thing about a list of friends.><10-12:The list kept on growing, which, {name} decided, is the nicest thing a list can do.>
Somewhere around number seven, {name} fell fast asleep.

:: ending friendship.e.1wzc3se
setting: bedroom
closes: button-on-the-shelf

<little:{Companion} kept watch by the window. So did Button, on the shelf.><6-9:{companion} kept watch by the window, and so did Button, on the shelf.><10-12:{companion} kept watch by the window, and so did Button on his shelf, one crooked eye open.>
<little:{name} lay in bed, warm as toast.[ {Their} {hair} hair was spread on the pillow.]><6-9:{name} lay in bed, warm as toast[, {their} {hair} hair spread over the pillow].><10-12:{name} lay in bed, warm as toast[, {their} {hair} hair spread over the pillow], and asked softly, "Will {recipient} be all right now?">
<2-9:"Will {recipient} be all right now?"
{name} asked.>
<2-9:"Thanks to you, yes," said {companion}.><10-12:"Thanks to you, yes," said {companion}, with quiet certainty.>
<grown:{name} smiled a slow, sleepy smile and let {their} eyes close.><little:{name} smiled and closed {their} eyes.>
<little:Outside, the wind hummed a lullaby. Soon {name} was dreaming.><grown:Outside, the wind hummed a lullaby in the trees, and soon {name} was dreaming.>

:: ending friendship.e.1xy3wr8
setting: bedroom

<little:Tucked up in bed, {name} said the words once more.><grown:Tucked up in bed at last, {name} said the words one more time.> "{refrain}."
<6-9:{companion} said them too, a little more quietly.><10-12:{companion} repeated them, a little more quietly.><little:{companion} said them too.>
<little:Then {name} said them in a whisper. {Companion} said them in a whisper of a whisper.><grown:Then {name} said them in a whisper, and {companion} said them in a whisper of a whisper.>
<8-9:By the end, the words were hardly more than breathing.><10-12:By the end, the words had worn so soft and thin that they were hardly more than breathing.>
<2-9:{name} thought of {recipient}, happy tonight.><10-12:{name} thought of {recipient}, happy tonight, with deep satisfaction.>
<young:Yawn.>
<2-9:And then there were no more words at all, only sleep.><10-12:And then there were no more words at all, only the slow rhythm of sleep.>

:: ending friendship.e.sfchk9
setting: bedroom

Home in bed[, in {their} {colour} pyjamas], {name} listened to the house.
<young:Tick, tock, went the clock.><8-9:The clock ticked on the landing, the pipes gurgled, and a floorboard creaked and settled.><10-12:The clock ticked on the landing, the pipes gave a sleepy gurgle, and somewhere a floorboard creaked and settled, like the house getting comfortable.>
<2-9:Everything was just where it should be.><10-12:Everything, {name} realised, was exactly where it belonged.>
<little:Tonight, {item} had gone where it should be. To {recipient}! {companion} gave a great big yawn, and so did {name}.><6-9:Tonight, {item} had gone where it should be, too: to {recipient}. {companion} gave a great big yawn, and so did {name}.><10-12:Tonight, {item} had gone where it belonged as well, to {recipient}; {companion} gave an enormous yawn, and so did {name}.>
<little:Sleepy time.><grown:The covers were warm, the pillow was cool, and it was the perfect time for sleep.>
{name's} eyes closed, and {they} slept.

:: ending friendship.e.15o4u9o
setting: bedroom

<little:Under the covers, {name} could see {companion's} {feature}.><grown:Back under the covers[, {their} {hair} hair all tangled from the wind], {name} could just see {companion's} {feature} in the dark.>
<2-9:It was good to have a friend close by.><10-12:It was deeply reassuring to have a friend close by.>
"Best friends?" whispered {name}.
"Best friends," said {companion}.
<2-9:{name} thought of {recipient}, who had a friend tonight too.><10-12:{name} thought of {recipient}, who, thanks to tonight, had a friend as well.>
<grown:Friends, {name} decided, are like blankets: you can never really have too many.><little:Friends are cosy, like blankets.>
<young:Yawn!
Snuggle!>
<2-9:And with a happy sigh, {name} fell asleep.><10-12:With a contented sigh, {name} drifted off to sleep.>

:: ending friendship.e.1ef7rlm
setting: bedroom

<2-9:As soon as {name's} head touched the pillow, a dream began.
It was the night all over again, but softer.><10-12:As soon as {name's} head touched the pillow, a dream began, and it was the whole night all over again, only softer.>
<grown:In the dream, {name} walked the whole way once more, past every place and every new friend.[ There was even a bit of {interest} in it, the way there is in dreams.]><little:{name} dreamed of the journey.>
<little:At the end of the dream was {recipient}, waving.><grown:At the end of the dream was {recipient}, smiling and waving.> {companion} was there too, of course.
<8-9:Good nights, {name} thought, have a way of coming back as good dreams.><10-12:Good nights, {name} thought drowsily, have a lovely habit of coming back as good dreams, only softer round the edges.>
<little:Outside, the stars kept watch. {name} slept all night long.><grown:Outside the window, the stars kept watch, and {name} slept soundly until morning.>

:: ending friendship.e.1cgqeby
setting: bedroom
closes: wobbly-tooth

<2-9:{name's} night-light glowed soft[ and {colour}] by the bed. {companion} gave {sound}.><10-12:{name's} night-light cast a soft[, {colour}] glow beside the bed, and {companion} gave {sound}.>
"Do you think {recipient} is asleep?" whispered {name}.
"Fast asleep," said {companion}, "and smiling."
<grown:{name} smiled too, a wobbly-toothed smile, and pulled the covers up to {their} nose.><little:{name} smiled a wobbly-tooth smile.>
<8-9:It had been a long way, there and back, and every step had been worth it.><10-12:It had been a long way, there and back, and {name} felt the good sort of tiredness that comes from a job properly finished.>
<young:Yawn.>
<2-9:Slowly, {name's} eyes closed, and {they} fell asleep.><10-12:Slowly, {name's} eyes closed, and {they} drifted into a deep, peaceful sleep.>

:: ending friendship.e.1oxqgev
setting: bedroom
closes: wobbly-tooth

<2-9:Back in bed, {name} felt warm from the inside out.>
<6-9:It was a special kind of warm, the kind that comes from being a good friend.><10-12:Back in bed, {name} felt warm from the inside out, with the particular warmth that comes from being a good friend.><little:It was a happy, cosy feeling.>
<little:{name} thought of {recipient}. Wiggle went the wobbly tooth!><grown:{name} thought about {recipient}, and about {item}, and wiggled the wobbly tooth, and smiled.>
<2-9:"We did it," {name} whispered. {companion} nodded, already half asleep.><10-12:"We did it," {name} whispered, and {companion} nodded, already half asleep.>
<young:Snore, snore.>
<8-9:{name} listened to them both breathing, slow and slow, until it was hard to tell whose breath was whose.><10-12:{name} lay listening to the breathing in the room, slower and softer, until it was impossible to tell whose breath was whose.>
And soon {name} was asleep too.

:: ending friendship.e.iw76xk
setting: bedroom
closes: button-on-the-shelf

<2-9:Someone peeped round the bedroom door to check on {name}.>
<6-9:All they saw was a sleepy child, tucked up tight, and the curtains stirring gently.><10-12:Someone peeped round the bedroom door to check on {name}, but all they saw was a sleepy child, tucked up tight, and the curtains stirring gently.><little:All was quiet.>
<little:They didn't see {companion} in the shadows.><6-9:They didn't see {companion}, hidden in the shadows.>
<little:They didn't know about {recipient}, or {item}. Only Button on the shelf knew!><6-9:They didn't know about {recipient}, or {item}, or the long way there and back; only Button on the shelf knew.><10-12:They didn't notice {companion}, hidden in the shadows, and knew nothing about {recipient}, or {item}, or the long way there and back; only Button on the shelf knew.>
<8-9:Some adventures are secrets, kept between friends.><10-12:Some adventures, {name} thought contentedly, are best kept as secrets, shared only between the friends who were there.>
{name} smiled with {their}[ {eyes}] eyes closed.
<young:Shh.>
<2-9:"Goodnight," whispered the voice at the door.
And {name}, already dreaming, slept on.><10-12:"Goodnight," whispered the voice at the door, but {name}, already dreaming, slept peacefully on.>

:: ending friendship.e.gz1grg
setting: bedroom
closes: fallen-out-at-school

<little:Back in bed, {name} stretched {their} toes. Down, down to the cool sheets.><grown:Back in bed, {name} stretched {their} toes down to the cool end of the sheets.>
<2-9:It had been a big night.[ Tomorrow there would be breakfast, and {interest}, and friends.]><10-12:It had been a long and eventful night.[ Tomorrow would bring breakfast, and {interest}, and friends.]>
<little:{name} thought of {recipient}, so happy with {item}.><6-9:{name} thought of {recipient}, and the smile when {item} arrived.><10-12:{name} thought of {recipient}, and of the delighted smile when {item} arrived.>
"Tomorrow," whispered {name}, "I'll make it up with my friend at school."
"I know you will," said {companion}.
<grown:{name} smiled, and the smile stayed, even as {their} eyes grew heavy.><little:{name} smiled a sleepy smile.>
<young:Yawn!>
<2-9:Warm and safe, {name} let sleep come.><10-12:Warm and safe, {name} stopped resisting and let sleep come.>

:: ending friendship.e.1by570x
setting: bedroom

<2-9:Back in the bedroom, {companion} held the covers open for {name}.>
<6-9:{name} wriggled underneath, toes still cold from the night air.><10-12:Back in the bedroom, {companion} held the covers open, and {name} wriggled underneath, toes still cold from the night air.><little:In {they} hopped, under the covers.>
<2-9:"Will you come again?" asked {name}.
"Whenever a friend needs us," said {companion}.
{name} thought of {recipient} and smiled.><10-12:"Will you come again?" asked {name}. "Whenever a friend needs us," said {companion}, and {name} thought of {recipient} and smiled.>
<8-9:One small kindness, {name} thought, had made the whole night glow.><10-12:One small kindness, {name} thought, had made the whole night glow, the way a single lamp can warm an entire room.> <little:{Companion} stayed while {name's} breathing grew slow. Soon {name} was fast asleep.><grown:{companion} stayed until {name's} breathing grew slow and deep, and {name} was fast asleep.>

:: ending friendship.e.whisper-story
setting: bedroom

<little:"Tell me tonight, like a story," whispered {name}.
So {companion} told it, soft and slow.><6-9:"Tell me tonight, like a story," whispered {name}, eyes already shut.
So {companion} told it, low and slow.><10-12:With {their} eyes already shut, {name} whispered, "Tell me tonight, like a story," so {companion} told it, low and unhurried.>
<little:"Once upon a time, {name} carried {item}.
All the way to {destination}.
And {recipient} was so glad.
A friend went too, every step."><6-9:"Once upon a time, {name} carried {item} a long, long way.
All the way to {destination}.
{recipient} was very glad.
And a good friend went too, every single step."><10-12:"Once upon a time, {name} carried {item} all the way to {destination}, where {recipient} was overjoyed.
And a loyal friend walked alongside, every single step of the way.">
<little:{Companion} stopped and listened.
{name} was asleep before the end.><6-9:{companion} stopped and listened.
{name} was asleep before the story was over.><10-12:{companion} paused and listened, because {name} had fallen asleep long before the story reached its ending.>

:: ending friendship.e.side-by-side
setting: bedroom

<little:The night-light made soft shadows on the wall.
There was {name's} shadow, cosy in bed.
And there was {companion's} shadow, close beside it.><6-9:The night-light threw soft shadows on the bedroom wall.
There was {name's} shadow, cosy in bed.
And there was {companion's} shadow, right beside it.><10-12:The night-light cast soft shadows across the bedroom wall: {name's}, cosy beneath the covers, and {companion's}, right beside it.>
<little:{Companion} gave a little wave.
{name} waved back, and so did {their} shadow.><6-9:{companion} gave a little wave, and the shadow waved too.
{name} waved back, smiling.><10-12:{companion} gave a little wave, the shadow waved too, and {name} waved back, grinning.>
<little:{name} thought of {recipient}.
A friend had remembered {recipient} tonight.><6-9:{name} thought of {recipient}, who knew tonight that a friend had remembered.><10-12:{name} thought of {recipient}, who knew tonight, because of {item}, that a friend had remembered.>
<little:Slowly, the shadows grew still.
And {name} fell asleep.><6-9:Side by side, the shadows grew still, and {name} fell asleep.><10-12:Gradually the shadows settled, side by side, and {name} drifted into sleep.>

:: ending friendship.e.reaching-hand
setting: bedroom

<little:The lamp was off, and the room was dark.
{name} reached out a hand.><6-9:The lamp was off, and the room was soft and dark.
{name} reached out a hand, just to check.><10-12:With the lamp switched off, the room was soft and dark, so {name} reached out a hand, just to check.>
<little:{name's} fingers found {companion's} {feature}.
{Companion} had not gone anywhere.><6-9:{name's} fingers found {companion's} {feature}.
{companion} had not gone anywhere, and was not going to.><10-12:{name's} fingers found {companion's} {feature}; {companion} had not gone anywhere, and had no intention of going.>
<little:{name} thought about {recipient} and {item}.
Did {recipient} have a friend close by too?><6-9:{name} thought of {item}, and hoped {recipient} had a friend close by tonight, too.><10-12:{name} thought of {item}, and hoped that {recipient} had a friend close by tonight as well, one as dependable as this.>
<little:{name's} hand grew heavy.
Soon {name} was fast asleep.><6-9:{name's} hand grew heavy and still, and soon {name} was fast asleep.><10-12:{name's} hand grew heavy and motionless, and before long {name} was fast asleep.>

:: ending friendship.e.sleepy-giggle
setting: bedroom

<little:{name} was nearly asleep.
Then {name} thought of {recipient} and {item}.
A happy giggle popped out!><6-9:{name} was almost asleep when a happy thought came.
It was {recipient}, seeing {item} at last.
A giggle slipped out, then another.><10-12:{name} was almost asleep when a happy memory surfaced: the moment {recipient} saw {item}.>
<little:Then {companion} giggled too.
Giggles are like that, with friends.><6-9:{companion} giggled too.
Giggles are catching, between friends.><10-12:A giggle slipped out, then another, and {companion} began giggling as well, because giggles are always contagious between friends.>
<little:The giggles got smaller and smaller.
Soon they were just smiles.
{Companion} gave {sound}.
Then {name} was fast asleep.><6-9:The giggles got smaller and softer, until they were only smiles.
Then {name} was fast asleep.><10-12:Gradually the giggles dwindled into smiles, and the smiles into slow, steady breathing, until {name} was fast asleep.>
