theme: any

// Openings every theme shares, taken once a theme's own have been heard. Each reads right in any theme
// and before any quest: home at bedtime, the companion arrives, the night invites them out. No value named.

:: opening shared.o.headlights
setting: bedroom

<little:Brrm, brrm, went the cars outside.
Stripes of light slid over {name's} ceiling.><6-9:Every time a car went by, a stripe of light slid across {name's} ceiling.><10-12:Whenever a car passed, a pale stripe of light crept across {name's} ceiling.>
<little:Swoosh!
Then dark again.><6-9:It swooshed from corner to corner, and then the room was dark again.><10-12:It swept from corner to corner and vanished, leaving the room darker than before.>
<2-9:{name} counted them[, {their} {eyes} eyes following each one].
One stripe did not slide away.
It stopped over the bed and glowed.><10-12:{name} counted them[, {their} {eyes} eyes following each one], until one stripe refused to slide away and settled over the bed, glowing.>
<little:Down it slid {companionIntro}.
Wheee!><6-9:Down it, as if on a slide, came {companionIntro}.><10-12:Down it, as if it were a playground slide, came {companionIntro}.>
<2-9:"Nobody comes down the car lights," said {name}.><10-12:"Nobody comes down car lights," said {name}, astonished.>
<2-9:"Somebody does tonight," said {companion}.
"Coming out?"><10-12:"Somebody does tonight," said {companion} gravely, "so are you coming out?">

:: opening shared.o.hole-stone
setting: bedroom

<2-9:On {name's} windowsill sat a row of pebbles from the beach.
One had a hole right through the middle.><10-12:Along {name's} windowsill lay a row of beach pebbles, one with a hole worn clean through its middle.>
<6-9:People say a stone like that shows you hidden things.><10-12:People say a stone like that lets you glimpse things that would rather stay hidden.><little:It was a peeping stone.>
<2-9:{name} held it to one eye and looked out at the garden.
Through the hole, something waved.><10-12:{name} held it to one eye and peered out at the garden, where something, quite distinctly, was waving.>
<little:Who was by the bird table?
It was {companionIntro}!><6-9:There, by the bird table, stood {companionIntro}.><10-12:There, half-hidden behind the bird table, stood {companionIntro}.>
<8-9:{name} laughed; it was not a very good hiding place.><10-12:{name} could not help laughing: as hiding places went, a bird table was not a very clever one.>
<2-9:"Good eyes!" called {companion}.
"Come on down!"><10-12:"Sharp eyes," called {companion} approvingly, "now come on down!">

:: opening shared.o.star-plaster
setting: bedroom

<2-9:{name} had grazed a knee at the park[ on the {colour} slide].
Now it had a plaster with a tiny yellow star on it.><10-12:{name} had grazed a knee at the park[ on the {colour} slide], and now it wore a plaster with a tiny yellow star.>
<little:{name} patted it.><6-9:{name} patted it and said goodnight to the knee.><10-12:{name} patted it and, feeling slightly silly, wished the knee goodnight.>
<2-9:Then the star gave a twinkle.
Another twinkle answered from the window.
On the sill sat {companionIntro}.><10-12:At once the star twinkled, and an answering twinkle came from the window, where {companionIntro} sat on the sill.>
<2-9:"How is the knee?" asked {companion}.
"Much better," said {name}.
"Then it can come out with us tonight," said {companion}.><10-12:"How is the knee?" asked {companion}, and when {name} said it was much better, {companion} declared, "Then it can come out with us tonight.">

:: opening shared.o.odd-socks
setting: bedroom

{name's} feet were cold, so tonight {they} was wearing bed socks.
<2-9:But the socks did not match.
One was spotty, and one was stripy[, {colour} and white].><10-12:The socks did not match in the slightest: one was spotty and the other stripy[, {colour} and white].>
<little:Spots and stripes!><6-9:{name} wiggled both feet, spots and stripes.><10-12:{name} wiggled both feet, admiring the spots and stripes.>
<2-9:"I like those," said a voice from the doorway.>
<little:There stood {companionIntro}.
{Companion} looked at the socks and smiled.><6-9:There stood {companionIntro}, looking at the socks with great interest.><10-12:"I rather like those," remarked a voice, and there in the doorway stood {companionIntro}, studying the socks with enormous interest.>
<2-9:"Spots for walking, and stripes for tiptoeing," said {companion}.>
<2-9:"Keep them on.
We may need both tonight."><10-12:"Spots for walking and stripes for tiptoeing," explained {companion}, "so keep them on, because I suspect we may need both tonight.">

:: opening shared.o.cool-pillow
setting: bedroom

<2-9:It was a hot, sticky night, and the window was wide open.
{name} turned the pillow over[, pushing {their} {hair} hair off {their} forehead].><10-12:On that hot, sticky night, with the window flung wide open, {name} turned the pillow over[, pushing {their} {hair} hair off {their} forehead].>
<little:Flip!
Ahh.><6-9:For a moment it was cool, and then it was warm again.><10-12:For one blissful moment it was cool, and then, stubbornly, it was warm again.>
<2-9:Then a breeze came in, smelling of cut grass.>
<little:Whoosh, up went the curtains!
Behind them stood {companionIntro}.><6-9:The curtains lifted like a sail, and behind them stood {companionIntro}.><10-12:At last a breeze drifted in, smelling of freshly cut grass; the curtains billowed like a sail, and behind them stood {companionIntro}.>
<2-9:"I brought the breeze," said {companion}.>
<2-9:"It's cooler out under the stars.
Come and feel it."><10-12:"I brought the breeze," said {companion}, "and it's even cooler out under the stars, so come and feel it.">

:: opening shared.o.ice-cream-van
setting: bedroom

<2-9:Far away, an ice-cream van was playing its tune.><10-12:In the distance, an ice-cream van was playing its jingle.>
<young:Dee, dee, dum, dee, dee, dee.><8-9:The last van of the day was going home, a little out of tune.><10-12:It was the last van of the day, trundling home with its tune gone slightly wobbly, as if it was tired too.>
<2-9:{name} hummed along under the sheet[, tapping {their} {colour} pillow].><10-12:{name} hummed along drowsily under the sheet[, tapping {their} {colour} pillow].>
<little:Then the van stopped.
But the humming went on!><6-9:Then the van went quiet, but the humming went on, just outside the window.><10-12:Eventually the van fell silent, yet the humming carried on, just outside the window.>
<little:Hum, hum, hum.
On the wall sat {companionIntro}.><6-9:On the garden wall, humming away, sat {companionIntro}.><10-12:On the garden wall, still humming contentedly, sat {companionIntro}.>
"Sorry, that tune got stuck," said {companion}.
<2-9:"It's much too nice a night for indoors.
Shall we go out?"><10-12:"It's far too lovely a night for indoors, so shall we go out?">

:: opening shared.o.lighthouse
setting: bedroom

<2-9:This week, {name} was sleeping in a holiday room by the sea.
Across the bay, a lighthouse beam swept round and round.><10-12:This week {name} was sleeping in a holiday room by the sea, and across the bay a lighthouse beam swept round and round.>
<little:Light, then dark.
Light, then dark.><6-9:Light, then dark, over the bed and the wall[ and {name's} {colour} bucket].>
<2-9:{name} counted the flashes, slower and slower.><10-12:Light, then dark, it washed over the bed and the wall[ and {name's} {colour} bucket], and {name} counted the flashes ever more drowsily.>
<little:On the fifth flash, someone waved at the window.
It was {companionIntro}!><6-9:On the fifth flash, the beam lit up the window, and there, waving, was {companionIntro}.><10-12:On the fifth flash, the beam lit up the window, and there, waving, was {companionIntro}.>
<2-9:"The sea is calm and silver tonight," said {companion}.
"Will you come out and see?"><10-12:"The sea is calm and silver tonight," said {companion}, "so will you come out and see it?">

:: opening shared.o.big-yawn
setting: bedroom

<2-9:{name} yawned the biggest yawn of the whole day.><10-12:{name} gave the most enormous yawn of the entire day.>
<young:Aaah-ooom!>
<little:It was so big, the teddy yawned too!><6-9:It was such a big yawn that the teddy on the pillow seemed to yawn too.><10-12:It was such a tremendous yawn that the teddy on the pillow seemed to catch it.>
<6-9:Then, from behind the curtain, came another yawn, the biggest of the lot.><10-12:Then, from behind the curtain, came an answering yawn, the grandest of them all.><little:Then the curtain yawned!>
<2-9:That made {name} giggle.
"Is somebody there?"><10-12:{name} could not help giggling, and whispered, "Is somebody there?">
<little:Out came {companionIntro}, blinking.><6-9:Out from behind the curtain came {companionIntro}, blinking.><10-12:Out from behind the curtain, blinking sheepishly, came {companionIntro}.>
<2-9:"Yawns are catching," said {companion}.
"But the night has only just started.
Let's go out before they send us to sleep."><10-12:"Yawns are catching," admitted {companion}, "but the night has only just begun, so let's go out before they send us to sleep.">

:: opening shared.o.big-box
setting: bedroom

<2-9:The new washing machine had come in an enormous box.>
<little:Now it stood in {name's} room.
It had a door in one side.><6-9:Now it stood in {name's} room, with a door cut in one side.><10-12:The new washing machine had arrived in an enormous cardboard box, which now stood in {name's} room with a door cut into one side.>
<little:It was a rocket!><6-9:It was a rocket, of course[, painted {colour}].><10-12:It was, quite obviously, a rocket[, painted {colour}].>
<2-9:When the lamp went off, a small, polite knock came from inside.
{name} lifted the flap.><10-12:When the lamp went off, a small, polite knock sounded from inside, so {name} lifted the flap.>
<little:Out popped {companionIntro}!><6-9:Out of the box, somehow, unfolded {companionIntro}.><10-12:Out of the box, quite impossibly, unfolded {companionIntro}.>
<2-9:"Lovely box," said {companion}, stretching.>
<2-9:"A bit small inside, though.
Shall we go out by the window?"><10-12:"Lovely box," said {companion}, stretching, "though a little cramped inside, so shall we go out by the window?">

:: opening shared.o.radiator
setting: bedroom

<2-9:It was a cold, clear winter night.
The radiator ticked as it cooled down.><10-12:It was a cold, clear winter night, and the radiator ticked to itself as it cooled.>
<young:Tink.
Tonk.
Tink.><8-9:It sounded like a slow clock that had forgotten how to count.><10-12:It sounded like a slow, patient clock that kept losing count and had to start all over again.>
<2-9:Then came a new sound: tap-tap-tap.
That was not the radiator.><10-12:Then came a different sound, a brisk tap-tap-tap, which was definitely not the radiator.>
<little:Someone waited on the frosty windowsill.
It was {companionIntro}!
Puff, puff, went little white clouds of breath.><6-9:On the frosty windowsill waited {companionIntro}, breathing little white clouds.><10-12:On the windowsill, glittering with frost, waited {companionIntro}, breathing small white clouds.>
{name} eased the window open[ and pulled on {their} {colour} jumper].
<2-9:"Wrap up warm," said {companion}.
"The stars are extra sharp tonight."><10-12:"Wrap up warm," advised {companion}, "because the stars are especially sharp tonight.">

:: opening shared.o.ladybird
setting: bedroom

<2-9:A ladybird had come in on {name's} sleeve.
Now it was climbing the curtain.>
<little:Up, up, up it went.><6-9:Up it went, one tiny step at a time.><10-12:A ladybird had hitched a ride on {name's} sleeve, and now it was climbing the curtain, one determined step at a time.>
<2-9:{name} lay on the pillow and watched[, {their} {eyes} eyes getting heavy].
At the top, it flew off and landed on the window.><10-12:{name} lay back and watched its slow progress[, {their} {eyes} eyes growing heavy], until at the top it flew off and landed on the window.>
<little:Outside stood {companionIntro}, smiling in.><grown:On the other side stood {companionIntro}, smiling in.>
<2-9:"It showed me your window," said {companion}.
"Spring nights are short.
Let's not miss this one."><10-12:"It showed me your window," explained {companion}, "and spring nights are short, so let's not miss this one.">

:: opening shared.o.conkers
setting: bedroom

<2-9:{name} had come home with both pockets full of conkers.
Now they stood in a row on the windowsill.><10-12:{name} had come home with both pockets bulging with conkers, and now they stood in a neat row on the windowsill.>
<little:Shiny conkers, all in a row.><6-9:Each one shone like a new shoe.>
<2-9:Then the smallest conker rolled off the end.
Tap, tap, tap, it rolled to the open window.><10-12:Each one gleamed like a freshly polished shoe; then the smallest rolled off the end and went tap, tap, tapping along the sill towards the open window.>
<little:In climbed {companionIntro}!><6-9:There, just climbing in, was {companionIntro}.><10-12:There, halfway through climbing in, was {companionIntro}.>
<2-9:"A fine conker," said {companion}, passing it back.><10-12:"A splendid conker," said {companion}, handing it back.>
"<little:Outside is even better.><6-9:But there's something even better outside tonight.><10-12:But there's something better still waiting outside tonight.>
Come and look."[ {name} grabbed {their} {colour} dressing gown.]

:: opening shared.o.extra-hour
setting: bedroom
opens: stopped-clock

<2-9:Tonight the clocks were going back.><10-12:Tonight was the night the clocks went back.>
<grown:That meant an extra hour, tucked into the night like a spare sock.><little:There would be an extra hour in the night!>
<2-9:{name} lay awake, wondering where it came from.><10-12:{name} lay awake, puzzling over where it came from.>
<8-9:Was it new, or saved up from the summer?><10-12:Was it a brand-new hour, {name} wondered, or one the summer had saved up and was only now giving back?>
<2-9:Then the clock by the bed gave a tiny click, and stopped.><10-12:Then the clock by the bed gave a tiny click and, quite deliberately, stopped.>
<little:The window swung open.
In stepped {companionIntro}.><6-9:The window swung softly open, and in stepped {companionIntro}.><10-12:Without a sound the window swung open, and in stepped {companionIntro}.>
<2-9:"Nobody is using this hour," said {companion}.
"It would be a shame to sleep through it.
Shall we?"><10-12:"Nobody is using this hour," observed {companion}, "and it would be a shame to sleep through it, so shall we?">

:: opening shared.o.water-glass
setting: bedroom
opens: glass-of-water

<2-9:A glass of water stood by {name's} bed.
Then the water began to shiver.><10-12:Beside {name's} bed stood a glass of water, and all at once the water began to shiver.>
<young:Ripple, ripple.><8-9:Little rings spread across it, as if someone were coming up the stairs on tiptoe.><10-12:Faint rings trembled across the surface, the way they do when someone is trying hard to creep upstairs without a sound.>
<2-9:{name} sat up to see[, {their} {hair} hair all over the place].><10-12:{name} sat up to investigate[, {their} {hair} hair sticking out everywhere].>
<little:Creak, went the door.
In crept {companionIntro}, on tiptoe.><6-9:The door opened slowly, and in crept {companionIntro}, on tiptoe.><10-12:The door opened inch by inch, and in crept {companionIntro}, on exaggerated tiptoe.>
"Sorry," whispered {companion}.
<little:"I'm bad at tiptoes."><grown:"I'm not very good at creeping.">
<2-9:{name} tried not to giggle.><10-12:{name} tried hard not to giggle.>
<little:"Let's go out," whispered {companion}.
"Shh!"><6-9:"Let's go out, as quiet as mice," whispered {companion}.><10-12:"Let's go out, as quietly as mice," whispered {companion} conspiratorially.>

:: opening shared.o.slippers
setting: bedroom

<2-9:Every night, {name} left {their} slippers side by side under the bed.
But tonight they were not there.><10-12:Every night {name} left {their} slippers neatly side by side under the bed, but tonight, mysteriously, they were missing.>
<6-9:They were over by the window, toes pointing out at the night[, as if the {colour} slippers wanted to see the stars].><10-12:They had wandered over to the window, toes pointing out at the night[, as if the {colour} slippers longed to see the stars].><little:They were by the window!>
<2-9:"Who did that?" said {name}.>
<little:"I did," said {companionIntro}.
{Companion} leaned in at the window.><6-9:"I did," said {companionIntro}, leaning in at the window.><10-12:"Who moved those?" asked {name}, puzzled, and {companionIntro}, leaning in at the window, admitted, "I did.">
<2-9:"Your slippers looked as if they wanted to go out.
So do I.
Shall we?"><10-12:"Your slippers looked as though they wanted to go out, and so, to be honest, do I; shall we?">

:: opening shared.o.chalk-door
setting: garden

<little:{name} had drawn a chalk door on the garden wall.[ It had a {colour} handle.]><grown:That afternoon, {name} had drawn a door in chalk on the garden wall[, with a {colour} handle].>
<2-9:At bedtime, {name} came out in pyjamas for one last look.><10-12:At bedtime, {name} slipped out in pyjamas for one last admiring look.>
<6-9:It had a round window, a letterbox and a number seven.><10-12:It had a round window, a letterbox and a splendid number seven.><little:It was a good door.>
<2-9:{name} knocked on it.
From the other side came a knock back!
Over the wall popped {companionIntro}.><10-12:When {name} knocked on it, a knock came back from the other side, and over the wall popped {companionIntro}.>
<2-9:"You drew a door, so I came to it," said {companion}.
"But the gate is quicker.
Are you coming?"><10-12:"You drew a door, so naturally I came to it," said {companion}, "but the gate is quicker, so are you coming?">

:: opening shared.o.dandelion
setting: garden

<little:At sunset, {name} found a dandelion clock on the lawn.><6-9:In the last of the light, {name} found a dandelion clock on the lawn.><10-12:In the last of the evening light, {name} discovered a dandelion clock on the lawn.>
<2-9:"What time is it?" {name} asked it, and blew.><10-12:"What time is it?" {name} asked it politely, and blew.>
<little:Puff!
Puff!
Puff!
Away went the seeds.><grown:Puff, one o'clock; puff, two o'clock; and on the third puff the seeds all flew.>
<2-9:They sailed up over the hedge like tiny umbrellas.>
<little:One floated back down.
It landed on {companionIntro}!><6-9:One floated back down and landed on {companionIntro}.><10-12:They sailed away over the hedge like a fleet of tiny parachutes, but one drifted lazily back down and settled on {companionIntro}.>
<2-9:"Three o'clock," said {companion}.
"That's the time for going out, if you ask a dandelion."><10-12:"Three o'clock," announced {companion}, "which, if you ask a dandelion, is precisely the time for going out.">

:: opening shared.o.crickets
setting: garden

<2-9:The long grass by the shed was full of crickets.><10-12:The long grass beside the shed was alive with crickets.>
<young:Chirrup, chirrup, chirrup.><8-9:It sounded as if the whole lawn was softly ticking.><10-12:It sounded as if the whole lawn were ticking, like a drawer full of tiny watches that disagreed about the time.>
<2-9:{name} sat on the wall in {their}[ {colour}] pyjamas, listening.><10-12:{name} sat on the garden wall in {their}[ {colour}] pyjamas, listening intently.>
<little:Then came a new sound.
It was {sound}!><6-9:Then a new sound joined the song: {sound}.><10-12:Then an unfamiliar sound joined the song, {sound}, which was certainly not a cricket.>
<2-9:That was not a cricket!>
<little:Rustle, rustle, went the long grass.
Up rose {companionIntro}.
There were grass seeds all over {companion}!><6-9:Up out of the long grass rose {companionIntro}, covered in grass seeds.><10-12:Up out of the long grass rose {companionIntro}, speckled with grass seeds.>
<2-9:"I was practising," said {companion}.
"The crickets are better at it.
Come and hear the rest of the night?"><10-12:"I was practising," explained {companion}, "but the crickets are better at it, so will you come and hear the rest of the night?">

:: opening shared.o.hedgehog-dish
setting: garden

<2-9:On warm evenings, {name} put out water for the hedgehogs.><10-12:On warm evenings, {name} put out a dish of water for the hedgehogs.>
<little:Tonight {name} carried the dish to the hedge.[ {Their} {colour} slippers got wet with dew.]><6-9:Tonight {name} carried the dish to the hedge[, {their} {colour} slippers damp with dew].><10-12:Tonight {name} carried the dish carefully to the hedge[, {their} {colour} slippers damp with dew].>
<little:Slosh!><6-9:Only a little slopped over the side.><10-12:Only a little slopped over the rim, and {name} crouched down to wait.>
<2-9:{name} crouched down to wait.>
<young:Sniff, snuffle.>
<little:Out from the leaves came a small prickly nose.
Lap, lap, it took a drink.><6-9:A small prickly nose came out from under the leaves and took a drink.><10-12:An inquisitive prickly nose emerged from the leaves and took a drink.>
<2-9:"Shh," whispered someone.
Just behind {name} crouched {companionIntro}.><10-12:"Shh," whispered someone, and {name} turned to find {companionIntro} crouching just behind.>
<2-9:"The whole garden is up and about tonight," whispered {companion}.
"Shall we go too?"><10-12:"The whole garden is up and about tonight," whispered {companion}, "so shall we go too?">

:: opening shared.o.windfalls
setting: garden
opens: apple-basket

<2-9:Thump!
An apple dropped from the old tree and rolled across the lawn.><10-12:With a soft thump, an apple dropped from the old tree and rolled across the lawn.>
<little:{name} was out with a basket, picking up apples.[ The sunset made {their} {hair} hair pink.]><grown:{name} had come out at dusk with a basket to gather the windfalls[, {their} {hair} hair pink in the sunset].>
<little:Red ones and green ones.><6-9:They smelled as sweet as jam.><10-12:They smelled as sweet as jam; then one apple came rolling back by itself, and behind it, in the tree's shadow, stood {companionIntro}.>
<2-9:Then an apple came rolling back, all by itself.>
<little:Who rolled it back?
It was {companionIntro}!><6-9:Behind it, under the tree, stood {companionIntro}.>
<2-9:"You missed one," said {companion}.>
<2-9:"Leave the basket on the step.
The moon is up, and the gate is open."><10-12:"You missed one," said {companion}, "but leave the basket on the step; the moon is up, and the gate is open.">
