theme: any

// Openings every theme shares, taken once a theme's own have been heard. Each reads right in any theme
// and before any quest: home at bedtime, the companion arrives, the night invites them out. No value named.

:: opening shared.o.headlights
setting: bedroom

<little:Brrm, brrm, went the cars outside.
Stripes of light slid over {name's} ceiling.><grown:Every time a car went by, a stripe of light slid across {name's} ceiling.>
<little:Swoosh!
Then dark again.><grown:It swooshed from corner to corner, and then the room was dark again.>
{name} counted them[, {their} {eyes} eyes following each one].
One stripe did not slide away.
It stopped over the bed and glowed.
<little:Down it slid {companionIntro}.
Wheee!><grown:Down it, as if on a slide, came {companionIntro}.>
"Nobody comes down the car lights," said {name}.
"Somebody does tonight," said {companion}.
"Coming out?"

:: opening shared.o.hole-stone
setting: bedroom

On {name's} windowsill sat a row of pebbles from the beach.
One had a hole right through the middle.
<grown:People say a stone like that shows you hidden things.><little:It was a peeping stone.>
{name} held it to one eye and looked out at the garden.
Through the hole, something waved.
<little:Who was by the bird table?
It was {companionIntro}!><grown:There, by the bird table, stood {companionIntro}.>
<8-9:{name} laughed; it was not a very good hiding place.><10-12:{name} could not help laughing: as hiding places went, a bird table was not a very clever one.>
"Good eyes!" called {companion}.
"Come on down!"

:: opening shared.o.star-plaster
setting: bedroom

{name} had grazed a knee at the park[ on the {colour} slide].
Now it had a plaster with a tiny yellow star on it.
<little:{name} patted it.><grown:{name} patted it and said goodnight to the knee.>
Then the star gave a twinkle.
Another twinkle answered from the window.
On the sill sat {companionIntro}.
"How is the knee?" asked {companion}.
"Much better," said {name}.
"Then it can come out with us tonight," said {companion}.

:: opening shared.o.odd-socks
setting: bedroom

{name's} feet were cold, so tonight {they} was wearing bed socks.
But the socks did not match.
One was spotty, and one was stripy[, {colour} and white].
<little:Spots and stripes!><grown:{name} wiggled both feet, spots and stripes.>
"I like those," said a voice from the doorway.
<little:There stood {companionIntro}.
{Companion} looked at the socks and smiled.><grown:There stood {companionIntro}, looking at the socks with great interest.>
"Spots for walking, and stripes for tiptoeing," said {companion}.
"Keep them on.
We may need both tonight."

:: opening shared.o.cool-pillow
setting: bedroom

It was a hot, sticky night, and the window was wide open.
{name} turned the pillow over[, pushing {their} {hair} hair off {their} forehead].
<little:Flip!
Ahh.><grown:For a moment it was cool, and then it was warm again.>
Then a breeze came in, smelling of cut grass.
<little:Whoosh, up went the curtains!
Behind them stood {companionIntro}.><grown:The curtains lifted like a sail, and behind them stood {companionIntro}.>
"I brought the breeze," said {companion}.
"It's cooler out under the stars.
Come and feel it."

:: opening shared.o.ice-cream-van
setting: bedroom

Far away, an ice-cream van was playing its tune.
<young:Dee, dee, dum, dee, dee, dee.><8-9:The last van of the day was going home, a little out of tune.><10-12:It was the last van of the day, trundling home with its tune gone slightly wobbly, as if it was tired too.>
{name} hummed along under the sheet[, tapping {their} {colour} pillow].
<little:Then the van stopped.
But the humming went on!><grown:Then the van went quiet, but the humming went on, just outside the window.>
<little:Hum, hum, hum.
On the wall sat {companionIntro}.><grown:On the garden wall, humming away, sat {companionIntro}.>
"Sorry, that tune got stuck," said {companion}.
"It's much too nice a night for indoors.
Shall we go out?"

:: opening shared.o.lighthouse
setting: bedroom

This week, {name} was sleeping in a holiday room by the sea.
Across the bay, a lighthouse beam swept round and round.
<little:Light, then dark.
Light, then dark.><grown:Light, then dark, over the bed and the wall[ and {name's} {colour} bucket].>
{name} counted the flashes, slower and slower.
<little:On the fifth flash, someone waved at the window.
It was {companionIntro}!><grown:On the fifth flash, the beam lit up the window, and there, waving, was {companionIntro}.>
"The sea is calm and silver tonight," said {companion}.
"Will you come out and see?"

:: opening shared.o.big-yawn
setting: bedroom

{name} yawned the biggest yawn of the whole day.
<young:Aaah-ooom!>
<little:It was so big, the teddy yawned too!><grown:It was such a big yawn that the teddy on the pillow seemed to yawn too.>
<grown:Then, from behind the curtain, came another yawn, the biggest of the lot.><little:Then the curtain yawned!>
That made {name} giggle.
"Is somebody there?"
<little:Out came {companionIntro}, blinking.><grown:Out from behind the curtain came {companionIntro}, blinking.>
"Yawns are catching," said {companion}.
"But the night has only just started.
Let's go out before they send us to sleep."

:: opening shared.o.big-box
setting: bedroom

The new washing machine had come in an enormous box.
<little:Now it stood in {name's} room.
It had a door in one side.><grown:Now it stood in {name's} room, with a door cut in one side.>
<little:It was a rocket!><grown:It was a rocket, of course[, painted {colour}].>
When the lamp went off, a small, polite knock came from inside.
{name} lifted the flap.
<little:Out popped {companionIntro}!><grown:Out of the box, somehow, unfolded {companionIntro}.>
"Lovely box," said {companion}, stretching.
"A bit small inside, though.
Shall we go out by the window?"

:: opening shared.o.radiator
setting: bedroom

It was a cold, clear winter night.
The radiator ticked as it cooled down.
<young:Tink.
Tonk.
Tink.><8-9:It sounded like a slow clock that had forgotten how to count.><10-12:It sounded like a slow, patient clock that kept losing count and had to start all over again.>
Then came a new sound: tap-tap-tap.
That was not the radiator.
<little:Someone waited on the frosty windowsill.
It was {companionIntro}!
Puff, puff, went little white clouds of breath.><grown:On the frosty windowsill waited {companionIntro}, breathing little white clouds.>
{name} eased the window open[ and pulled on {their} {colour} jumper].
"Wrap up warm," said {companion}.
"The stars are extra sharp tonight."

:: opening shared.o.ladybird
setting: bedroom

A ladybird had come in on {name's} sleeve.
Now it was climbing the curtain.
<little:Up, up, up it went.><grown:Up it went, one tiny step at a time.>
{name} lay on the pillow and watched[, {their} {eyes} eyes getting heavy].
At the top, it flew off and landed on the window.
<little:Outside stood {companionIntro}, smiling in.><grown:On the other side stood {companionIntro}, smiling in.>
"It showed me your window," said {companion}.
"Spring nights are short.
Let's not miss this one."

:: opening shared.o.conkers
setting: bedroom

{name} had come home with both pockets full of conkers.
Now they stood in a row on the windowsill.
<little:Shiny conkers, all in a row.><grown:Each one shone like a new shoe.>
Then the smallest conker rolled off the end.
Tap, tap, tap, it rolled to the open window.
<little:In climbed {companionIntro}!><grown:There, just climbing in, was {companionIntro}.>
"A fine conker," said {companion}, passing it back.
"<little:Outside is even better.><grown:But there's something even better outside tonight.>
Come and look."[ {name} grabbed {their} {colour} dressing gown.]

:: opening shared.o.extra-hour
setting: bedroom

Tonight the clocks were going back.
<grown:That meant an extra hour, tucked into the night like a spare sock.><little:There would be an extra hour in the night!>
{name} lay awake, wondering where it came from.
<8-9:Was it new, or saved up from the summer?><10-12:Was it a brand-new hour, {name} wondered, or one the summer had saved up and was only now giving back?>
Then the clock by the bed gave a tiny click, and stopped.
<little:The window swung open.
In stepped {companionIntro}.><grown:The window swung softly open, and in stepped {companionIntro}.>
"Nobody is using this hour," said {companion}.
"It would be a shame to sleep through it.
Shall we?"

:: opening shared.o.water-glass
setting: bedroom

A glass of water stood by {name's} bed.
Then the water began to shiver.
<young:Ripple, ripple.><8-9:Little rings spread across it, as if someone were coming up the stairs on tiptoe.><10-12:Faint rings trembled across the surface, the way they do when someone is trying hard to creep upstairs without a sound.>
{name} sat up to see[, {their} {hair} hair all over the place].
<little:Creak, went the door.
In crept {companionIntro}, on tiptoe.><grown:The door opened slowly, and in crept {companionIntro}, on tiptoe.>
"Sorry," whispered {companion}.
<little:"I'm bad at tiptoes."><grown:"I'm not very good at creeping.">
{name} tried not to giggle.
<little:"Let's go out," whispered {companion}.
"Shh!"><grown:"Let's go out, as quiet as mice," whispered {companion}.>

:: opening shared.o.slippers
setting: bedroom

Every night, {name} left {their} slippers side by side under the bed.
But tonight they were not there.
<grown:They were over by the window, toes pointing out at the night[, as if the {colour} slippers wanted to see the stars].><little:They were by the window!>
"Who did that?" said {name}.
<little:"I did," said {companionIntro}.
{Companion} leaned in at the window.><grown:"I did," said {companionIntro}, leaning in at the window.>
"Your slippers looked as if they wanted to go out.
So do I.
Shall we?"

:: opening shared.o.chalk-door
setting: garden

<little:{name} had drawn a chalk door on the garden wall.[ It had a {colour} handle.]><grown:That afternoon, {name} had drawn a door in chalk on the garden wall[, with a {colour} handle].>
At bedtime, {name} came out in pyjamas for one last look.
<grown:It had a round window, a letterbox and a number seven.><little:It was a good door.>
{name} knocked on it.
From the other side came a knock back!
Over the wall popped {companionIntro}.
"You drew a door, so I came to it," said {companion}.
"But the gate is quicker.
Are you coming?"

:: opening shared.o.dandelion
setting: garden

<little:At sunset, {name} found a dandelion clock on the lawn.><grown:In the last of the light, {name} found a dandelion clock on the lawn.>
"What time is it?" {name} asked it, and blew.
<little:Puff!
Puff!
Puff!
Away went the seeds.><grown:Puff, one o'clock; puff, two o'clock; and on the third puff the seeds all flew.>
They sailed up over the hedge like tiny umbrellas.
<little:One floated back down.
It landed on {companionIntro}!><grown:One floated back down and landed on {companionIntro}.>
"Three o'clock," said {companion}.
"That's the time for going out, if you ask a dandelion."

:: opening shared.o.crickets
setting: garden

The long grass by the shed was full of crickets.
<young:Chirrup, chirrup, chirrup.><8-9:It sounded as if the whole lawn was softly ticking.><10-12:It sounded as if the whole lawn were ticking, like a drawer full of tiny watches that disagreed about the time.>
{name} sat on the wall in {their}[ {colour}] pyjamas, listening.
<little:Then came a new sound.
It was {sound}!><grown:Then a new sound joined the song: {sound}.>
That was not a cricket!
<little:Rustle, rustle, went the long grass.
Up rose {companionIntro}.
There were grass seeds all over {companion}!><grown:Up out of the long grass rose {companionIntro}, covered in grass seeds.>
"I was practising," said {companion}.
"The crickets are better at it.
Come and hear the rest of the night?"

:: opening shared.o.hedgehog-dish
setting: garden

On warm evenings, {name} put out water for the hedgehogs.
<little:Tonight {name} carried the dish to the hedge.[ {Their} {colour} slippers got wet with dew.]><grown:Tonight {name} carried the dish to the hedge[, {their} {colour} slippers damp with dew].>
<little:Slosh!><grown:Only a little slopped over the side.>
{name} crouched down to wait.
<young:Sniff, snuffle.>
<little:Out from the leaves came a small prickly nose.
Lap, lap, it took a drink.><grown:A small prickly nose came out from under the leaves and took a drink.>
"Shh," whispered someone.
Just behind {name} crouched {companionIntro}.
"The whole garden is up and about tonight," whispered {companion}.
"Shall we go too?"

:: opening shared.o.windfalls
setting: garden

Thump!
An apple dropped from the old tree and rolled across the lawn.
<little:{name} was out with a basket, picking up apples.[ The sunset made {their} {hair} hair pink.]><grown:{name} had come out at dusk with a basket to gather the windfalls[, {their} {hair} hair pink in the sunset].>
<little:Red ones and green ones.><grown:They smelled as sweet as jam.>
Then an apple came rolling back, all by itself.
<little:Who rolled it back?
It was {companionIntro}!><grown:Behind it, under the tree, stood {companionIntro}.>
"You missed one," said {companion}.
"Leave the basket on the step.
The moon is up, and the gate is open."
