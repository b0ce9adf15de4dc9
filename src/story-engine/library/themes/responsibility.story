// Responsibility: the theme's openings, its quests (each followed by its set-ups and pay-offs), its scenes and its endings.
// How to write for it: ../README.md. The journeys every theme shares are in ../journeys.story.
theme: Responsibility

// Openings: home at bedtime; the companion arrives. Quest-neutral.

:: opening responsibility.o.c424s4
setting: bedroom
opens: pot-on-the-sill

<2-9:The autumn wind was blowing leaves past the window, whirl, whirl.><10-12:The autumn wind was sending leaves whirling past the window in restless spirals.>
<little:On the windowsill sat a little pot. In it grew one green shoot.><grown:On the windowsill sat a little pot[, painted {colour},] with one green shoot in it.>
<little:{name} had promised to look after it. Every night, {they} gave it a drink.><6-9:{name} had promised to look after it, so every night before bed, {they} gave it a drink.><10-12:{name} had promised to look after it, so every night before bed, {they} gave it a drink.>
<6-9:Tonight {name} nearly forgot, and climbed back out of bed to do it.><little:Tonight {name} nearly forgot.
But not quite.><10-12:Tonight {name} nearly forgot, and climbed reluctantly back out of bed to do it.>
Drip, drip.
<little:Swirl went the leaves at the glass. In with them blew {companionIntro}.><grown:A swirl of leaves tapped the glass, and in with them blew {companionIntro}.>
<2-9:"What a good gardener," said {companion}.><10-12:"What a dependable gardener," said {companion} approvingly.>

:: opening responsibility.o.87xz9z
setting: bedroom

<2-9:Rain was drumming on the roof, pitter, patter.><10-12:Rain was drumming steadily on the roof with a soft, companionable pitter-patter.>
<little:Feeding Bubbles the goldfish was {name's} job. {name} never missed a night.><grown:Feeding Bubbles the goldfish was {name's} job, and {name} had not missed a single night.>
<2-9:One pinch of flakes, not two.><10-12:One careful pinch of flakes, never two, since goldfish never know when to stop.>
<little:Bubbles blew a happy bubble.[ He swam round the {colour} castle.]><grown:Bubbles blew a happy bubble[ and swam a loop round the {colour} castle].>
<grown:Then the water in the bowl began to shimmer and swirl, and a face that was definitely not a goldfish looked out of it.><little:Then the water began to swirl and shimmer.>
<little:Out climbed {companionIntro}. Not one bit wet!><grown:Out climbed {companionIntro}, not one bit wet.>
<8-9:Bubbles, who had seen a great deal from that bowl, did not even look surprised.><10-12:Bubbles gave the visitor one calm, unbothered look, as though this happened most nights.>
"I hear you remember things," said {companion}.

:: opening responsibility.o.1j6sqvw
setting: bedroom

<little:Toys all over the bedroom floor! Blocks, crayons, a knitted duck and a farm of animals.><grown:The bedroom floor was covered in toys: blocks, crayons, a knitted duck[, a book about {interest}] and a whole farm of plastic animals.>
<2-9:"Bedtime," said {name}, "but tidy-up time first."
One by one, every toy went back to its place.><10-12:"Bedtime," said {name}, "but tidy-up time first," and one by one every toy went back to its proper place.>
<grown:The very last was the knitted duck, and as {name} tucked it into the basket, it whispered, "Thank you.
Now look in the toy box."><little:The knitted duck whispered, "Thank you!
Look in the toy box.">
<2-9:{name} lifted the lid.
Out climbed {companionIntro}, blinking and stretching.><10-12:When {name} lifted the lid, out climbed {companionIntro}, blinking and stretching.>
<8-9:The room looked so neat that even the moon seemed to approve.><10-12:A bedroom looked strangely bigger with everything in its place, and the moon seemed to agree.>

:: opening responsibility.o.mbf1mo
setting: garden

<2-9:On summer evenings, the hens were {name's} to look after.><10-12:On summer evenings, looking after the hens was {name's} particular responsibility.>
<little:{name} counted them up the little ramp.[ {Their} {hair} hair shone gold.]><grown:{name} counted them up the little ramp[, {their} {hair} hair gold in the evening light].>
<2-9:"One, two, three.
Good."
But then came a fourth, much too big for the door.
Bump!><10-12:"One, two, three; good," {name} murmured, but then a fourth shape, far too big for the door, bumped against the frame.>
<grown:{name} knelt down and peered into the hen house, and there, wedged in the straw with a feather on top, was {companionIntro}.><little:{name} looked inside.
It was {companionIntro}!>
<2-9:The hens clucked crossly.
"Sorry," said {companion}, squeezing out backwards.
"I was only waiting for you."><10-12:The hens clucked indignantly as {companion} squeezed out backwards, apologising: "I was only waiting for you.">

:: opening responsibility.o.1m4as09
setting: bedroom

<little:Snow had fallen all afternoon. Outside, the world was white and still.><grown:Snow had fallen all afternoon, and the world outside was white and hushed.>
<little:Before bed, {name} opened the window a crack. Out went a saucer of crumbs for the birds.><grown:Before bed, {name} opened the window a crack[, pulled a {colour} jumper over {their} pyjamas,] and put out a saucer of crumbs for the birds, as {they} did every snowy night.>
<grown:The cold air smelled of frost and pine trees.><little:Brr!
The air was cold and fresh.>
<2-9:Then something landed on the windowsill with a soft crunch.
It wasn't a bird.><10-12:Then something landed on the windowsill with a soft crunch, and it was definitely not a bird.>
<little:It was {companionIntro}, all snowy!><grown:It was {companionIntro}, dusted all over with snow.>
<2-9:"Any crumbs left?" asked {companion}.><10-12:"Any crumbs left over?" asked {companion} hopefully.>

:: opening responsibility.o.kqov69
setting: bedroom

<2-9:Above {name's} bed, the ceiling was covered in glow-in-the-dark stars.><10-12:Above {name's} bed, the ceiling was scattered with glow-in-the-dark stars.>
<little:That morning, one star fell down. {name} stuck it right back up.><grown:That morning one had fallen down, and {name} had stuck it right back in its place.>
<grown:Now, as {name} drifted towards a dream, the stars began, very slowly, to move.><little:{name} was nearly asleep.
Then the stars moved!>
<little:Down the wall they slid, one by one. They made a shining heap on the rug.[ The glow shone in {name's} {eyes} eyes.]><grown:They slid down the wall, one by one, into a shining heap on the rug.[ The glow shone in {name's} {eyes} eyes.]>
<8-9:It was like watching a picture being drawn in light.><10-12:It was like watching someone draw a picture in light.>
<2-9:Out of the glow stepped {companionIntro}.
Back up went the stars.
"Thank you for putting my star back," said {companion}.><10-12:Out of the glow stepped {companionIntro}, and as the stars drifted back up to the ceiling, {companion} said, "Thank you for putting my star back.">

:: opening responsibility.o.yz9a92
setting: bedroom

Granny was staying the night.
<grown:Granny was a very light sleeper, so {name} brushed {their} teeth without a splash and shut the door without a bang.><little:Shh!
Granny was asleep.
{name} was as quiet as a mouse.>
<2-9:Tiptoe, tiptoe, over the squeaky floorboard[ in {colour} socks].><10-12:{name} tiptoed deliberately over the squeaky floorboard[ in {colour} socks].>
<2-9:Then, tap, tap, came a sound at the window.
{name} opened it very, very quietly.
Outside was {companionIntro}.><10-12:Then something tapped at the window, and when {name} eased it open, as silently as possible, there outside was {companionIntro}.>
<2-9:"Shh," whispered {name}.
"Shh," whispered {companion}, even more quietly.><10-12:"Shh," whispered {name}, and {companion} whispered back, "Shh," even more quietly.>

:: opening responsibility.o.nszvpk
setting: garden

<2-9:Drip, drop went the gutters.>
<little:In bed, {name} remembered something. {Their}[ {colour}] bike was out on the lawn, getting wet!><6-9:{name} was in bed when {they} remembered: {their} bike[, the {colour} one,] was still out on the lawn, getting wet.><10-12:The gutters were dripping when {name}, already in bed, suddenly remembered that {their} bike[, the {colour} one,] was still out on the lawn, getting wet.>
<2-9:It was {name's} bike, so it was {name's} job.><10-12:It was {name's} bike, so rescuing it was {name's} job.>
<grown:{name} pulled wellies on over {their} pyjamas and went out into the wet dark.><little:On went the wellies.
Out went {name}.>
<2-9:Squelch, squelch.>
<little:{They} wheeled the bike into the shed. There, among the flowerpots, was {companionIntro}.><6-9:{They} wheeled the bike into the shed, and there, among the flowerpots, was {companionIntro}.><10-12:Squelching across the lawn, {they} wheeled the bike into the shed, and there, among the flowerpots, was {companionIntro}.>
<2-9:"Good thinking," said {companion}.
"I was sheltering."><10-12:"Good thinking," said {companion}; "I was sheltering here myself.">

:: opening responsibility.o.ytgsw4
setting: bedroom

<2-9:On the back of the bedroom door hung {name's} jobs chart.
Make the bed: tick.
Lay the table: tick.
Socks in the wash: tick.><10-12:On the back of the bedroom door hung {name's} jobs chart, where making the bed, laying the table and putting socks in the wash had all been ticked.>
<little:Tonight {name} stuck on the very last star. The whole chart was full!><grown:Tonight {name} stuck on the very last star[, a shiny {colour} one], and the whole chart was full.>
<grown:The last star gave a wink, then another, then began to glow so brightly that the whole room turned silver.><little:The star winked.
Then it glowed and glowed!>
<2-9:Out of the light stepped {companionIntro}.
"A full chart," said {companion}.
"That calls for an adventure."><10-12:Out of the light stepped {companionIntro}, who said, "A full chart definitely calls for an adventure.">

:: opening responsibility.o.15oavgd
setting: bedroom
opens: button-the-kitten

<2-9:The kitten from next door was staying the night.
His name was Button, and {name} had promised to look after him.><10-12:Button, the kitten from next door, was staying the night, and {name} had solemnly promised to look after him.>
<grown:{name} had filled his water bowl, shaken out his blanket and tucked his toy mouse beside him.><little:Water: done.
Blanket: done.
Toy mouse: done.>
<little:Button curled up at the foot of the bed. Purr, purr, like a tiny engine.><grown:Button curled up at the foot of the bed[ on {name's} {colour} blanket] and purred like a tiny engine.>
<2-9:Then he sat up, ears pointing at the window.><10-12:Then he sat up abruptly, both ears pointing at the window.>
<little:{name} pulled back the curtain. There was {companionIntro}!><grown:{name} pulled back the curtain, and there was {companionIntro}.>
<2-9:Button yawned.
Clearly, this was a friend.><10-12:Button merely yawned, which clearly meant this was a friend.>

:: opening responsibility.o.6dhijr
setting: bedroom

<2-9:It was the first frosty night of winter.><10-12:It was the first properly frosty night of winter.>
<little:{name} set {their} slippers side by side. Dressing gown on the hook. Book on the shelf.><grown:{name} set {their}[ {colour}] slippers side by side, hung {their} dressing gown on its hook, and put the library book back on the shelf.>
<grown:On the window, the frost had drawn ferns and feathers and tiny silver stars.><little:The frost had drawn pictures on the window.>
<2-9:{name} breathed on the glass and drew a smiley face.
The smiley face smiled back!><10-12:{name} breathed on the glass and drew a smiley face, which, unexpectedly, smiled back.>
<little:Then the glass went warm and misty. Through it came {companionIntro}.><grown:Then the glass went warm and misty, and through it came {companionIntro}.>
<8-9:It was as if the frost had been keeping a secret all evening.><10-12:It was as if the frost had been keeping a secret all evening, waiting for someone to say hello.>

:: opening responsibility.o.xv4m4q
setting: garden

<little:Whoosh went the wind. The washing was still on the line!><grown:The wind was getting up, and the washing was still on the line.>
<2-9:{name} had said {they} would bring it in before bed.
One sock, two socks, a[ {colour}] shirt, a towel.><10-12:{name} had promised to bring it in before bed, so in came one sock, two socks, a[ {colour}] shirt and a towel.>
<grown:The last big sheet flapped and billowed like a sail.><little:Flap, flap went the last big sheet.>
<little:Then the sheet gave a great big bulge. Out tumbled {companionIntro}!><grown:Then the sheet gave a great bulge, and out from behind it stepped {companionIntro}.>
<2-9:"Sorry," said {companion}.
"I was hiding from the wind."
Together they folded the sheet, corner to corner.><10-12:"Sorry," said {companion}, "I was hiding from the wind," and together they folded the sheet neatly, corner to corner.>

:: opening responsibility.o.cvcjgo
setting: bedroom
opens: torch-in-the-drawer

<2-9:Click.
All the lights went out at once.
A power cut!><10-12:With a click, every light went out at once: a power cut.>
<little:But {name} always put the torch back. Top drawer, on the left!><grown:But {name} knew just where the torch lived: top drawer, on the left, because {they} always put it back.>
<grown:{name} felt along the drawer, found the cold handle, and pressed the button.><little:Feel, find, click!>
<2-9:A round beam of light jumped onto the wall.><10-12:A round, bright beam of light leapt onto the wall.>
<little:There, like a picture, was {companionIntro}!><grown:And there in the middle of it, like a picture in a frame, was {companionIntro}.>
<8-9:Tidying up had never before led to anything quite so exciting.><10-12:Putting things back had always seemed the dull part, but tonight it led somewhere astonishing.>
<2-9:"Good aim," said {companion}, blinking.><10-12:"Good aim," said {companion}, blinking in the glare.>

:: opening responsibility.o.1xaldqk
setting: bedroom

<little:{name's} school bag was packed and ready by the door.><grown:{name's} school bag[ with the {colour} keyring] was packed and ready by the door.>
<2-9:Reading book, water bottle, a drawing for the teacher.
Nobody had even had to ask.><10-12:Reading book, water bottle, a drawing for the teacher: all packed without anyone needing to ask.>
<grown:{name} climbed into bed, feeling pleased.
Just then, the wardrobe door creaked open all by itself.><little:Then the wardrobe door creaked open.
Creak!>
<2-9:The coat hangers jingled.><10-12:The coat hangers jingled like tuneless bells.>
<little:Out wriggled {companionIntro}. {Companion} was tangled in a scarf!><grown:Out stepped {companionIntro}, tangled up in a scarf.>
"I hear," said {companion}, "that somebody here gets things done."

// Quests: each names the thing carried, who it is for and where it goes; its set-ups and pay-offs follow it.

:: quest clock-key
item: the clock key
itemFull: the little silver key that winds the village clock
itemHeld: <little:round {their} wrist><grown:on a ribbon round {their} wrist>
itemTell: <little:gave a bright glint><grown:gave a small, bright glint>
recipient: Tock the clockmaker
destination: <little:the clock tower><grown:the clock tower in the village square>
goal: take the clock key back to Tock the clockmaker
refrain: Tick, tock, back to the clock

:: setup responsibility.clock-key.s.10zxtbf
setting: garden

<2-9:Something was shining by the garden gate.
{name} bent down and picked it up.><10-12:Something was shining by the garden gate, so {name} bent down and picked it up.>
<little:It was a little key with a paper tag. It said: PLEASE RETURN TO TOCK.><grown:It was a little key with a paper tag: PLEASE RETURN TO TOCK, CLOCK TOWER.>
<little:"That's {item}!" said {companion}.><grown:"That's {itemFull}!" said {companion}.>
<grown:"Without it, the whole village will sleep right through the morning."><little:"The clock needs it!">
<2-9:For one moment, {name} wanted to keep the pretty key.
Then {they} shook {their} head.
"It isn't mine," {name} said.
"We'll {goal}."><10-12:For one tempting moment, {name} wanted to keep the pretty key; then {they} shook {their} head firmly. "It isn't mine," {name} said, "so we'll {goal}.">
<2-9:{They} tied it on a ribbon[ of {colour} wool].><10-12:{They} tied it carefully on a ribbon[ of {colour} wool] for safekeeping.>

:: setup responsibility.clock-key.s.1s9jckx
setting: bedroom

<2-9:Bong... bong... bo-ong.><10-12:Bong... bong... bo-ong, went the distant chimes.>
<little:The village clock went slower and slower, like a yawn.><grown:Far away, the village clock was striking slower and slower, like a yawn.>
<2-9:Then it stopped.
A moth tapped at the window.><10-12:Then it stopped altogether, and a moth tapped at the window.>
<2-9:"Tock the clockmaker flew past and dropped the key," she whispered.
"It fell in your window box."><10-12:"Tock the clockmaker flew past and dropped the key," she whispered, "and it fell into your window box.">
<little:{name} felt among the flowers. There it was: {itemFull}!><grown:{name} felt about among the flowers[, {their} {hair} hair falling over {their} eyes], and there it was: {itemFull}.>
<grown:"If nobody winds the clock, the whole village will oversleep," said {companion}.><little:"The clock needs it," said {companion}.>
<8-9:{name} did not stop to think whose job it was; {they} had found it, so now it was {their} job.><10-12:{name} did not waste a moment wondering whose job it was: whoever finds something that matters should carry it.>
<little:"Then we'll take it back to {recipient}," said {name}.><grown:"Then we'll {goal}," said {name}.>

:: payoff responsibility.clock-key.p.9jb4j3
setting: village

<little:At last, there was {destination}. It was dark and quiet.><grown:There at last stood {destination}, tall and dark and silent.>
<little:From the top window hung {recipient}, upside down. He was a small bat, and very worried.><grown:From the top window hung {recipient}, a small brown bat in a waistcoat, upside down and very worried.>
<2-9:"My key!"
Tock squeaked, when {name} held up {item}.
Up the winding stairs they all went, round and round.><10-12:"My key!" Tock squeaked, when {name} held up {item}, and up the winding stairs they all went, round and round.>
"Would you like to wind it?" asked Tock.
<little:{Companion} gave {name} a nod that said, "Go on."><grown:{Companion} gave {name} a little nod, as if to say, "Go on.">
<6-9:{name} turned the key, counting out loud, all the way to twelve.><little:{name} turned the key.
One, two, three, all the way to twelve!><10-12:{name} turned the key steadily, counting out loud, all the way to twelve, until the clock answered: tick, tock, tick.>
<2-9:Tick.
Tock.
Tick.>
<8-9:{name} felt the steady beat come through {their} fingers, like a heart {they} had helped to start again.><10-12:{name} felt each steady beat through {their} fingertips with quiet wonder, as though {they} had helped a heart begin again.>

:: payoff responsibility.clock-key.p.1gz07n1
setting: village

<little:The door of {destination} was open. Inside, {recipient} flapped round and round.><grown:The door of {destination} stood open, and {recipient} was flapping in circles inside, peering under every cog.>
"Here it is," said {name}, holding out {item}.
<2-9:Tock stopped in mid-air.
"You brought it all this way?
Most people would keep such a shiny key."
"It wasn't mine," said {name}.
{Companion} looked at {name} with quiet pride.><10-12:Tock stopped in mid-air, astonished: "You brought it all this way? Most people would keep such a shiny key." "It wasn't mine," said {name} simply, and {companion} looked at {name} with quiet pride.>
<grown:Tock fitted the key into the great clock, and together they wound it until the wheels began to whirr and hum.><little:Click, whirr!
The clock woke up.>
<2-9:BONG!
The bell rang out, loud and proud.><10-12:BONG went the bell, ringing out loud and proud across the rooftops.>
<8-9:In the morning the whole village would wake up on time, and only three of them would know why.><10-12:In the morning the whole village would wake on time without a second thought, and only three of them would know why.>

:: quest duck-umbrella
item: the spotty umbrella
itemFull: Mrs Puddle's spotty umbrella
itemHeld: tucked under {their} arm
itemTell: <little:gave a little flap><grown:gave a little flap, as if it wanted to open>
recipient: Mrs Puddle
destination: <little:Mrs Puddle's houseboat><grown:Mrs Puddle's houseboat on the millstream>
goal: take the spotty umbrella back to Mrs Puddle
refrain: What I borrow, I bring back

:: setup responsibility.duck-umbrella.s.19ifbhc
setting: bedroom

<little:By the door stood {itemFull}. It was still a bit wet.><grown:By the bedroom door stood {itemFull}, still a little damp.>
<little:That afternoon, {name} got caught in the rain. Mrs Puddle the duck had lent it to {them}.><grown:That afternoon, a shower had caught {name} by the millstream, and Mrs Puddle the duck had lent it.>
<2-9:"Bring it back tonight, dear," she had quacked.
"I shall need it in the morning."><10-12:"Bring it back tonight, dear," she had quacked, "because I shall need it in the morning.">
<6-9:Now the bed was warm, and a small, sleepy voice inside said, "Tomorrow will do."><little:The bed was warm.
"Tomorrow will do," thought {name}.><10-12:Now the bed was warm, and a small, persuasive voice inside {name} murmured, "Tomorrow will do.">
<2-9:{Companion} yawned too, and waited for {name} to decide.><10-12:{Companion} yawned as well, and waited patiently for {name} to decide.>
But {name} had said tonight. <little:"{refrain}," said {name}, sitting up.><grown:"{refrain}," {name} said, sitting up[, {their} {hair} hair sticking up at the back].>
"Let's {goal}."

:: setup responsibility.duck-umbrella.s.tg7pdp
setting: kitchen

<little:On the kitchen hook hung {itemFull}. Its handle was a duck's head!><grown:On the hook by the kitchen door hung {itemFull}: white spots on red, with a handle shaped like a duck's head.>
<6-9:{name} had borrowed it on Saturday and promised to bring it back on Sunday.
It was Sunday now, and Sunday was nearly over.><little:{name} had promised to give it back today.
Today was nearly over!><10-12:{name} had borrowed it on Saturday and promised to return it on Sunday, and Sunday was now nearly over.>
<2-9:"Oh no," said {name}.
"I forgot."><10-12:"Oh no," said {name}, dismayed; "I forgot.">
<8-9:A promise, {name} thought, keeps on counting even when you forget it.><10-12:A promise, {name} realised with a guilty pang, keeps counting even when you forget it.>
"There's still time before midnight," said {companion}.
{name} lifted it down[ and zipped up {their} {colour} raincoat].
"Then let's {goal}.
{refrain}."

:: payoff responsibility.duck-umbrella.p.v623xa
setting: river
picture: rain

<little:By the bank was {destination}. It was blue, with flowerpots on top.><grown:Moored by the bank was {destination}, painted blue, with flowerpots on the roof.>
<little:{recipient} was pacing up and down in a very tall hat.><grown:{recipient} was pacing up and down the deck in a very tall hat.>
<2-9:"My umbrella!" she quacked.
"Borrowed umbrellas hardly ever come home."
{name} handed over {item}.
"I promised," {name} said.><10-12:"My umbrella!" she quacked; "borrowed umbrellas hardly ever come home." {name} handed over {item}, explaining simply, "I promised.">
<2-9:Plip.
Plip.
The first raindrops were falling[ on {name's} {hair} hair].><10-12:Plip, plip: the first raindrops were beginning to fall[ on {name's} {hair} hair].>
<2-9:{Companion} looked up at the clouds and laughed softly.
Mrs Puddle popped it open over her hat, just in time.><10-12:{Companion} glanced up at the clouds and laughed softly as Mrs Puddle popped it open over her hat, just in time.>
<grown:"Ducks don't mind the rain," she said, "but this hat minds very much indeed."><little:"My hat stays dry!" she laughed.>

:: payoff responsibility.duck-umbrella.p.11e4tqb
setting: river

<little:A lamp glowed at {destination}.><grown:A lamp glowed in the round window of {destination}.>
<2-9:{name} knocked on the little door, tap, tap.
{recipient} opened it in her fluffy slippers.><10-12:{name} knocked on the little door, tap, tap, and {recipient} opened it in her fluffy slippers.>
<grown:{name} held out {item}, neatly rolled, with its strap done up just as it had been lent.><little:{name} held out {item}, neatly rolled up.>
<2-9:"Why, it's tidier than when I lent it!" said Mrs Puddle.
"You may borrow anything of mine, any time."
{Companion} and {name} shared a happy look.><10-12:"Why, it's tidier than when I lent it!" said Mrs Puddle; "you may borrow anything of mine, any time," and {companion} and {name} exchanged a delighted look.>
<8-9:{name} glowed, because being trusted felt even better than being thanked.><10-12:{name} glowed, realising that being trusted felt even better than being thanked.>
<little:Then she made them warm pondweed tea. It was nicer than it sounds!><grown:Then she made them both a cup of warm pondweed tea, which was nicer than it sounds.>

:: quest tadpole-home
item: the little tadpole
itemFull: a wriggly little tadpole, far from home
itemHeld: <little:in its jam jar><grown:in a jam jar of pond water>
itemTell: did <little:a happy wiggle><grown:a tiny, happy wiggle>
recipient: Mother Frog
destination: <little:the lily pond><grown:the lily pond at the bottom of the hill>
goal: take the little tadpole home to the lily pond
refrain: Back to the pond where you belong

:: setup responsibility.tadpole-home.s.am0j2v
setting: garden
picture: none

<2-9:After the rain, a puddle shone on the garden path.
Something tiny was wriggling about in it.
It was {itemFull}!><10-12:After the rain, a puddle shone on the garden path, and wriggling about in it was {itemFull}.>
<grown:The storm must have washed it all the way down the lane from the lily pond, and now the puddle was drying up fast.><little:The puddle was drying up fast.>
<2-9:"Poor little thing," said {companion}.><10-12:"Poor little thing," said {companion} sympathetically.>
<little:{name} ran for a jam jar and filled it with rainwater. In went the tadpole, gently, gently.><grown:{name}[, in {colour} wellies,] ran for a jam jar, filled it with rainwater, and scooped the tadpole in, gently, gently.>
<2-9:"It's up to us now," {name} said.
"We'll {goal}."><10-12:"It's up to us now," {name} said decisively; "we'll {goal}.">

:: setup responsibility.tadpole-home.s.udzbn6
setting: bedroom

<little:On the windowsill sat a jam jar. In it swam {itemFull}.><grown:On the windowsill sat a jam jar, and in it swam {itemFull}.>
<little:{name} had brought it home from the lily pond. {They} wanted to watch it grow legs.><grown:{name} had brought it home from the lily pond last week, to watch it grow legs.>
<little:Tonight it swam round and round, nose to the glass.><6-9:But tonight it was swimming slowly round and round, nose to the glass.><10-12:But tonight it was circling the jar slowly, again and again, its nose pressed to the glass.>
{Companion} leaned closer to watch it with {name}.
<grown:"It's missing its pond," said {name} quietly.
"A jar is too small for growing up in."><little:"It misses its pond," said {name}.>[ {name's} {eyes} eyes went a little shiny.]
<8-9:{name} had wanted to keep it very much, and that made the next part harder.><10-12:{name} had wanted to keep it more than {they} liked to admit, which made the next part harder.>
<2-9:"I brought it here," said {name}, "so I should take it back.
We'll {goal}."><10-12:"I brought it here," said {name}, "so I should take it back; we'll {goal}.">

:: payoff responsibility.tadpole-home.p.1auqruy
setting: pond

<little:The lily pond shone silver under the moon. Ribbit, ribbit, sang the frogs.><grown:The lily pond lay silver under the moon, and the frogs were singing.>
On the biggest lily pad sat {recipient}, counting her tadpoles.
"Ninety-eight, ninety-nine," she croaked, and then she saw the jar.
<little:{name} knelt at the edge and tipped it, slowly, slowly.><grown:{name} knelt at the edge[ in {their} {colour} pyjamas] and tipped it, slowly, slowly.>
<2-9:Out swam {item}, straight to its brothers and sisters.><10-12:Out swam {item}, darting straight to the rest of its family.>
<2-9:{Companion} whispered the last number along with her.
"A hundred!" cried Mother Frog.><10-12:{Companion} whispered the last number along with her, and Mother Frog cried, "A hundred!">
<6-9:"Everyone is home at last, and now I can sleep."><little:"All home!"><10-12:"Everyone is home at last," she sighed happily, "and now I can sleep.">
<8-9:{name} looked at the empty jar and did not feel sad at all; it was the right kind of empty.><10-12:{name} looked at the empty jar and felt no sadness at all; it was empty in exactly the right way.>

:: payoff responsibility.tadpole-home.p.6ci3fp
setting: pond

<little:Down the hill was {destination}. The reeds whispered, and fireflies blinked.><grown:By the edge of {destination}, the reeds whispered and fireflies blinked over the water.>
<2-9:{recipient} hopped down to the bank.
"Is that one of mine?" she croaked.><10-12:{recipient} hopped down to the bank and croaked, "Is that one of mine?">
<2-9:{name} nodded and lowered the jar into the shallows.
{Companion} held the reeds aside for {name}.
Out swam {item}.><10-12:{name} nodded and lowered the jar into the shallows while {companion} held the reeds aside, and out swam {item}.>
<2-9:It turned once, as if to say thank you, then darted away.><10-12:It turned once, as if to say thank you, then darted away into the dark water.>
<grown:"You looked after it well," said Mother Frog.
"By summer it will have legs."><little:"Thank you," said Mother Frog.
"It will have legs soon."> "{refrain}," {name} whispered.

:: quest mouse-lantern
item: the paper lantern
itemFull: the paper lantern with a moon cut in its side
itemHeld: on its little stick
itemTell: <little:rustled like a moth><grown:rustled like a moth's wings>
recipient: Poppy Mouse
destination: <little:Poppy's round nest><grown:Poppy's round nest in the cornfield>
goal: take the paper lantern to Poppy Mouse
refrain: Little lantern, glow and go

:: setup responsibility.mouse-lantern.s.7x3lqt
setting: bedroom

<little:On {name's} desk lay {item}. A moon was cut in its side. But it was only half done.><grown:On {name's} desk lay {itemFull}, only half finished.>
<grown:{name} had promised to make it for Poppy Mouse, who was much too small for scissors, in time for the Lantern Walk.><little:It was for Poppy Mouse, for the Lantern Walk.>
<little:There was still a handle to fix. And an edge to glue.><grown:But there was still a handle to fix and an edge to glue.>
<2-9:{name} yawned.
It would be so easy to stop.><10-12:{name} yawned, thinking how very easy it would be to stop.>
<little:"I said I would," said {name}, and picked up the glue.><grown:"I said I would," {name} said, and picked up the glue[ and {their} {colour} pen].>
<2-9:{Companion} held the corners flat while {name} worked.
Snip.
Fold.
Press.><10-12:{Companion} held the corners flat while {name} worked: snip, fold, press.>
<8-9:Finishing, {name} decided, was the part that made a promise real.><10-12:Starting had been exciting, {name} decided, but finishing was what made a promise real.>
"Done!
Now let's {goal}."

:: setup responsibility.mouse-lantern.s.1fnhmqn
setting: kitchen

<little:On the kitchen table lay paper, glue and round scissors.><grown:On the kitchen table lay paper, glue and a pair of round-ended scissors.>
<little:There, nearly done, was {item}. It had a moon cut in its side.><grown:And there, nearly done, was {itemFull}.>
<6-9:It was a present for Poppy Mouse, whose own lantern had blown away in the wind, just before the Lantern Walk.><little:It was a present for Poppy Mouse, for the Lantern Walk.><10-12:It was a present for Poppy Mouse, whose own lantern had been snatched away by the wind just before the Lantern Walk.>
<2-9:"Just the glow-stone to go," said {name}.
{Companion} held the paper steady, and {name} tucked the glow-stone inside.><10-12:"Just the glow-stone to go," said {name}, and while {companion} held the paper steady, {name} tucked it carefully inside.>
<little:The moon in its side lit up, round and gold.[ Round its edge were little {colour} stars.]><grown:The moon in its side lit up, round and gold.[ Round its edge, {name} had painted little {colour} stars.]>
<8-9:It was a little lopsided, but it had been made with care, and that showed.><10-12:It leaned a little to one side, but every fold had been made with care, and that showed more than the wobble.>
"Now," said {name}, "let's {goal}."

:: payoff responsibility.mouse-lantern.p.12jhwv6
setting: farm

<little:There, swaying between two stalks, was {destination}. Snug as a ball of string!><grown:There, swaying between two tall stalks, was {destination}, snug as a ball of string.>
<2-9:A tiny face peeped out.
It was {recipient}, in her nightcap.
"Is it... is it for me?" she squeaked.><10-12:A tiny face peeped out: {recipient}, in her nightcap, who squeaked, "Is it... is it for me?">
{name} held up {item}, and Poppy's whiskers trembled.
<6-9:Far away, little lights were already bobbing along: the Lantern Walk was beginning.><little:Far away, little lights were bobbing along.><10-12:In the distance, little lights were already bobbing along: the Lantern Walk was beginning.>
<2-9:"Come on," said {name}.
"There's still time."
{Companion} helped Poppy down.><10-12:"Come on," said {name}, "there's still time," and {companion} helped Poppy down.>
<little:Poppy held her lantern high and scampered off. It glowed all the way.><grown:Poppy held her lantern high and scampered off to join them, glowing all the way.>

:: payoff responsibility.mouse-lantern.p.1t60eu
setting: farm

<little:At the edge of the cornfield, mice stood waiting with lanterns.><grown:At the edge of the cornfield, a line of mice stood waiting with their lanterns for the Lantern Walk.>
<2-9:Only one mouse had nothing to hold.
It was {recipient}, trying hard not to look sad.><10-12:Only one mouse had nothing to hold: {recipient}, trying bravely not to look disappointed.>
<little:{name} knelt down and held out {item}.[ {Their} {hair} hair shone in the lantern light.]><grown:{name} knelt down and held out {item}[, {their} {hair} hair shining in the lantern light].>
<2-9:"I made it just for you," {name} said.
Poppy gasped.
Behind {name}, {companion} beamed.><10-12:"I made it just for you," {name} said, and as Poppy gasped, {companion} beamed behind {name}.>
<grown:She held it up, and the paper moon shone out over the corn like a tiny harvest moon.><little:She held it up.
The moon glowed gold.>
<8-9:{name} had made lots of things before, but never anything that mattered quite so much to someone.><10-12:{name} had made plenty of things before, but never anything that mattered this much to someone else.>
<little:Then off went the Lantern Walk. Poppy was at the very front!><grown:Then the Lantern Walk set off, and Poppy walked at the very front.>

:: quest hedgehog-teacup
item: the blue teacup
itemFull: Mrs Prickle's blue teacup
itemHeld: <little:wrapped in {their} hanky><grown:wrapped in a hanky in {their} pocket>
itemTell: <little:gave a careful clink><grown:gave a tiny, careful clink>
recipient: Mrs Prickle
destination: <little:Mrs Prickle's cottage><grown:Mrs Prickle's cottage under the holly bush>
goal: take the blue teacup back to Mrs Prickle
refrain: Crack and glue, good as new

:: setup responsibility.hedgehog-teacup.s.1p3qyen
setting: kitchen

On the kitchen table lay two pieces of {itemFull}.
<little:That afternoon, {name} had tea with Mrs Prickle the hedgehog. {name's} elbow knocked the cup off the table.><grown:That afternoon, at tea with Mrs Prickle the hedgehog, {name's} elbow had knocked it off the table.>
<2-9:Crack!>
<6-9:Mrs Prickle had said it didn't matter, but {name} had seen her face, and it did.><little:Mrs Prickle said it was fine.
But {name} could tell.><10-12:It had cracked in two, and although Mrs Prickle had said it didn't matter, {name} had seen her face, and it did.>
<2-9:"I broke it," said {name}, "so I'll mend it."
{Companion} held the pieces together while the glue dried.><10-12:"I broke it," said {name}, "so I'll mend it," and {companion} held the pieces together while the glue dried.>
<8-9:A thin line ran round the cup now, like a river on a map.><10-12:A thin line ran round the cup now, like a river on a map.> "{refrain}," said {name}.
"Let's {goal}."

:: setup responsibility.hedgehog-teacup.s.173e2yr
setting: bedroom

<little:In a drawer, wrapped in a sock, was {itemFull}.><grown:At the back of a drawer, wrapped in a sock, was {itemFull}.>
<2-9:It had a crack, and the crack was {name's} fault.><10-12:It had a crack, and the crack was entirely {name's} fault.>
<grown:{name} had knocked it over at Mrs Prickle's tea party and carried it home without a word.><little:{name} had knocked it over, and said nothing.>
<2-9:All week, that hidden cup had felt heavier than a rock.
Tonight {name} took it out.><10-12:All week, the hidden cup had felt heavier than a rock, and tonight {name} finally took it out.>
"I'm going to mend it," {name} told {companion}, "and say sorry."
<little:A dab of glue, a long, careful hold. The two halves stuck fast!><grown:A dab of glue, a long, careful hold, and the two halves stuck fast.>
"Now let's {goal}."

:: payoff responsibility.hedgehog-teacup.p.1vq5e6u
setting: forest

<2-9:A round window glowed in the dark.><10-12:A round window glowed warmly in the dark.>
<little:{name} knocked at {destination}. {recipient} opened the door, with her prickles in curlers!><grown:{name} knocked at {destination}, and {recipient} opened the door with her prickles in curlers.>
<2-9:"I broke your teacup," said {name}, all in one breath.
"I'm sorry.
I mended it as well as I could."
{Companion} stood close behind {name}.><10-12:"I broke your teacup," said {name}, all in one breath, "and I'm sorry; I mended it as well as I could," while {companion} stood close behind.>
<little:{name} unwrapped {item} and held it out.><grown:{name} unwrapped {item}[ from the {colour} hanky] and held it out.>
<grown:Mrs Prickle turned it in the lamplight, and the mended line shone like a thread of gold.><little:Mrs Prickle looked at the shiny mended line.>
<2-9:"Now it has a story," she said softly.
"That makes it my favourite."><10-12:"Now it has a story," she said softly, "and that makes it my favourite.">
<8-9:The sorry had been hard to say, and worth every word.><10-12:Saying sorry had been the hardest part, and {name} was glad {they} had not skipped it.>

:: payoff responsibility.hedgehog-teacup.p.1kcklpo
setting: forest

<little:In {destination}, the table was set. One cup, two cups, and a gap where the third should go.><grown:Inside {destination}, the table was laid: one cup, two cups, and a gap where the third should be.>
<2-9:{recipient} sighed at the gap.
{name} glanced at {companion}, then took a big breath.><10-12:{recipient} sighed at the gap, and {name}, after a glance at {companion}, took a deep breath.>
<2-9:"It was me who broke it," {they} said.
"I'm sorry, and I've mended it."
{name} set {item} down in the gap.><10-12:"It was me who broke it," {they} said; "I'm sorry, and I've mended it," and {name} set {item} down in the gap.>
<grown:"Thank you for coming to put it right," she said softly.><little:"Thank you," she said softly.>
<2-9:Then she poured three cups of blackberry tea.
{name} drank from the blue one.><10-12:Then she poured three cups of blackberry tea, and {name} drank from the blue one, crack and all.>

:: quest shepherd-feather
item: the golden feather
itemFull: the weather cockerel's golden feather
itemHeld: tucked behind {their} ear
itemTell: <little:gave a little flutter><grown:fluttered, as if it could feel the weather coming>
recipient: the Night Shepherd
destination: <little:the Night Shepherd's hut><grown:the Night Shepherd's hut on Thistle Hill>
goal: carry the golden feather to the Night Shepherd
refrain: Feather, feather, tell the weather

:: setup responsibility.shepherd-feather.s.1pvby7l
setting: garden
picture: none

<2-9:On the church roof, the weather cockerel was spinning round.
"Help!" it creaked, like a rusty gate.><10-12:On the church roof, the weather cockerel was spinning frantically, creaking like a rusty gate: "Help!">
<little:"Snow is coming! The Night Shepherd's lambs are still out on the hill!"><grown:"Snow is coming, and the Night Shepherd's lambs are still out on the hill!">
<little:Down twirled a feather, and {name} caught it!><grown:A feather came twirling down, and {name} caught it[ in {their} {colour} mitten].>
<grown:It was {itemFull}, and on it, in tiny writing, it said: SNOW BEFORE MORNING.
BRING THE LAMBS IN.><little:It was {itemFull}.
It said: SNOW TONIGHT.
BRING THE LAMBS IN.>
<2-9:"I can't leave my pole," creaked the cockerel.
{Companion} looked up at the cockerel, then at {name}.
"I can," said {name}.
"We'll {goal}."><10-12:"I can't leave my pole," creaked the cockerel, and {companion} looked from the cockerel to {name}. "I can," said {name}; "we'll {goal}.">

:: setup responsibility.shepherd-feather.s.1m15731
setting: bedroom

<little:A cold wind pushed at the window. The sky smelled of snow.><grown:A cold wind was pushing at the window, and the sky smelled of snow.>
<2-9:Something gold tapped the glass.
{name} opened the window, and in floated {itemFull}.
On it were the words: SNOW BEFORE MORNING.
BRING THE LAMBS IN.><10-12:Something gold tapped the glass, and when {name} opened the window, in floated {itemFull}, bearing the words: SNOW BEFORE MORNING. BRING THE LAMBS IN.>
<grown:On the church roof, the weather cockerel was pointing its beak at Thistle Hill.><little:On the church roof, the weather cockerel pointed at the hill.>
<little:"A message is a job," said {companion}. "And this one is yours."><grown:"A message is a job," said {companion}, "and this one is yours.">
<little:{name} tucked the feather behind {their} ear.[ It shone in {their} {hair} hair.]><grown:{name} tucked the feather behind {their} ear[, where it shone against {their} {hair} hair].>
"Then we'll {goal}, fast."

:: payoff responsibility.shepherd-feather.p.ezgmu7
setting: hilltop
picture: snow

<little:On the hilltop stood {destination}. One candle glowed in the window.><grown:Up on the hilltop stood {destination}, one candle in its window.>
<little:Out came {recipient}, a shaggy old sheepdog in a cloak.><grown:Out came {recipient}, a shaggy old sheepdog in a woolly cloak.>
<2-9:{name} held out {item}, and the sheepdog read it slowly.
"Snow?
Tonight?"
Just then, the first flake landed on her nose.[ Another caught in {name's} {hair} hair.]
"Quick, then!"><10-12:{name} held out {item}, and the sheepdog read it slowly: "Snow? Tonight?" At that very moment the first flake landed on her nose,[ another caught in {name's} {hair} hair,] and she said, "Quick, then!">
<grown:{name} opened the gate of the fold, and in trotted the lambs, all ten of them.><little:In came the lambs, one, two, three, all the way to ten.>
<2-9:{Companion} stood by the wall to keep the lambs together.
The last lamb skipped inside just as the snow began to fall.><10-12:{Companion} stood by the wall to keep the lambs together, and the last one skipped inside just as the snow began to fall.>
<8-9:A message, {name} thought, is only words until somebody carries it.><10-12:A message, {name} thought, is only words until somebody cares enough to carry it.>

:: payoff responsibility.shepherd-feather.p.1r2734c
setting: hilltop
picture: snow

<little:Snowflakes swirled in the wind. At last, here was {destination}.><grown:The wind was already white with snowflakes when they reached {destination}.>
<little:The door flew open. Out came {recipient}, a shaggy old sheepdog with a lantern.><grown:The door flew open, and out came {recipient}, a shaggy old sheepdog with a lantern.>
<little:"A message from the weather cockerel!" said {name}. {They} passed over {item}.><grown:"A message from the weather cockerel," said {name}, and held out {item}.>
<2-9:The sheepdog read it, and her ears shot up.
"Snow!
My lambs!"><10-12:The sheepdog read it, and her ears shot up: "Snow! My lambs!">
<grown:Together they hurried down the field, calling softly, and the lambs came trotting in.><little:Together they called the lambs in, one by one.>
<2-9:Click went the gate, and {companion} checked the latch twice.
Inside, the lambs snuggled down, warm as toast.><10-12:Click went the gate, and once {companion} had checked the latch twice, the lambs snuggled down inside, warm as toast.>
<8-9:Outside, the snow fell and fell, and not a single lamb was out in it.><10-12:Outside, the snow went on falling, soft and thick, and to {name's} deep relief, not one lamb was out in it.>

:: quest pony-apple
item: the red apple
itemFull: Clover's bedtime apple, the reddest one in the bowl
itemHeld: in {their} dressing-gown pocket
itemTell: smelled sweet and crisp
recipient: Clover the pony
destination: <little:Clover's stable><grown:Clover's stable at the end of the lane>
goal: take the red apple to Clover the pony
refrain: One red apple, every night

:: setup responsibility.pony-apple.s.7dswte
setting: bedroom

<2-9:{name} was nearly asleep when {they} sat bolt upright.
"Clover's apple!"
Every night, {name} took Clover the pony her bedtime apple.><10-12:{name} was nearly asleep when {they} sat bolt upright: "Clover's apple!" Every night, without fail, {name} took Clover the pony her bedtime apple.>
<little:It was {name's} very own job. {They} had never missed a night.><grown:It was {name's} very own job, and {they} had never missed a night.>
<grown:But tonight there had been a bath, and a story, and somehow the apple had been forgotten.><little:But tonight {name} had forgotten!>
<2-9:"She'll be waiting," said {name}.
{Companion} was already at the door, ready to come too.><10-12:"She'll be waiting," said {name}, but {companion} was already at the door, ready to come too.>
<little:{They} hopped out of bed and fetched {item}.><grown:{They} hopped out of bed[, pulled on {their} {colour} dressing gown,] and fetched {itemFull}.>
<8-9:It was only a small job, but small jobs are the ones people count on most.><10-12:It was only a small job, but {name} had noticed that the small jobs are the ones people quietly count on most.>
"Let's {goal}," said {name}.

:: setup responsibility.pony-apple.s.1knovvw
setting: kitchen

<little:In the kitchen, {name} reached for {item}. It was the reddest in the bowl!><grown:In the kitchen, {name} reached for {itemFull}.>
{name} had polished it on {their}[ {colour}] sleeve until it shone.
<6-9:Ever since Clover the pony had come to live at the end of the lane, her bedtime apple had been {name's} very own job.><little:Taking Clover her apple was {name's} job.><10-12:Ever since Clover the pony had come to live at the end of the lane, delivering her bedtime apple had been {name's} particular responsibility.>
<2-9:"Even on rainy nights?" asked {companion}.
"Even on rainy nights," said {name}.
"And snowy ones.
She waits for me."><10-12:"Even on rainy nights?" asked {companion}. "Even on rainy nights," said {name}, "and snowy ones, because she waits for me.">
<2-9:{name} slipped the apple into a pocket. "{refrain}," {they} sang.
"Let's {goal}."><10-12:{name} slipped the apple carefully into a pocket and sang, "{refrain}," adding, "Let's {goal}.">

:: payoff responsibility.pony-apple.p.1j64zs2
setting: farm

<little:They reached the door of {destination}. The top half of the door was open.><grown:At {destination}, the top half of the door was open.>
<2-9:Out poked a long, soft nose.
It was {recipient}, waiting just as she always did.><10-12:Out poked a long, soft nose belonging to {recipient}, who was waiting just as she always did.>
<little:"Here you are," said {name}. {They} held out {item} on a flat hand.><grown:"Here you are," said {name}, and held out {item} on a flat hand, the way {they} had been shown.>
<2-9:Crunch!
The big, juicy crunch made {companion} laugh.><10-12:The apple vanished with such a big, juicy crunch that {companion} laughed.>
<grown:Clover munched it slowly, then blew a warm, grassy breath into {name's}[ {hair}] hair.><little:Munch, munch!
Clover blew a warm, happy breath.>
<8-9:It was the same small job as every other night, and that was exactly what made it matter.><10-12:It was the same small job as every other night, and that sameness was exactly what made it matter.>
<little:At last she gave a sleepy whinny. Then she lay down in her straw.><grown:At last she gave a sleepy whinny and lay down in her straw.>

:: payoff responsibility.pony-apple.p.1fwsn31
setting: farm

<little:The lane was dark. But a lantern glowed at Clover's stable.><grown:The lane was dark, but a lantern glowed at {destination}.>
<2-9:{recipient} stood very still, looking out into the night.
When she saw {name}, she stamped and whinnied.
{Companion} hung back by the gate.><10-12:{recipient} stood very still, gazing out into the night, but when she saw {name} she stamped and whinnied, while {companion} hung back by the gate.>
<2-9:"I know, it's late," said {name}.
"But here I am, just like every night."><10-12:"I know it's late," said {name}, "but here I am, just like every night.">
<little:{name} held {item} on a flat hand. Clover ate it in three crunchy bites!><grown:{name} held out {item}, and Clover crunched it up in three bites.>
<grown:Then she rested her heavy head on {name's} shoulder, and her eyes began to close.><little:Then she rested her head on {name's} shoulder.> "{refrain}," whispered {name}.
"Goodnight, Clover."

:: quest oak-seedling
item: the oak seedling
itemFull: the little oak tree {name} had grown from an acorn
itemHeld: in its yoghurt pot
itemTell: <little:waved its small leaves><grown:waved its two small leaves>
recipient: the Wood Warden
destination: <little:the Acorn Wood clearing><grown:the clearing in Acorn Wood>
goal: plant the oak seedling in Acorn Wood
refrain: Roots go down, and leaves grow up

:: setup responsibility.oak-seedling.s.jqdajc
setting: bedroom

<little:On the windowsill grew {item}. {name} had grown it from an acorn!><grown:In a yoghurt pot on the windowsill grew {itemFull}.[ The pot had {name's} name on it in {colour} letters.]>
<little:Now it had a stem and two leaves. Roots poked out of the bottom!><6-9:Now it had a stem, two leaves, and roots poking out of the bottom!><10-12:Now it had a sturdy stem, two leaves, and roots poking out of the bottom.>
<6-9:"It's too big for a pot," said {companion}.
"An oak tree wants the whole sky."><little:"It's too big for a pot now," said {companion}.><10-12:"It's far too big for a pot," said {companion}; "an oak tree wants the whole sky.">
<little:{name} remembered the Wood Warden. Acorn Wood had a gap, where the old oak fell.><grown:{name} remembered the Wood Warden, and the gap in Acorn Wood where the old oak had fallen.>
<little:"I grew it," said {name}. "So I must find it a home.><grown:"I grew it," said {name}, "so it's up to me to find it a home.>
Let's {goal}."

:: setup responsibility.oak-seedling.s.eogon1
setting: garden

By the back step, {name} knelt beside a yoghurt pot.
<little:In it grew {item}. {name} had watered it every day.><grown:In it grew {itemFull}, watered every day[ and told stories about {interest}].>
<grown:A note had come, in muddy pawprints: THE WOOD NEEDS A NEW OAK.
FROM THE WOOD WARDEN.><little:A note had come: THE WOOD NEEDS A NEW OAK TREE.>
<2-9:{name} looked at the small tree for a long time.
{Companion} sat down next to {name}.><10-12:{name} looked at the small tree for a long time, and {companion} sat down quietly alongside.>
<little:It was hard to give it away. {They} had looked after it so well.><6-9:It was hard to give away something {they} had looked after so well.><10-12:It was surprisingly hard to give away something {they} had looked after so faithfully.>
<8-9:But looking after something, {name} realised, means wanting what is best for it.><10-12:But looking after something properly, {name} realised, means wanting what is best for it, even if that means letting go.> "{refrain}," {name} said softly.
"Let's {goal}."

:: payoff responsibility.oak-seedling.p.xaebk7
setting: forest

<little:In Acorn Wood was an empty space. The old oak used to stand there.><grown:In Acorn Wood, an empty space showed where the old oak had stood.>
<2-9:{recipient}, a grey badger with a spade, was waiting.><10-12:{recipient}, a grey badger with a spade, was waiting patiently.>
<little:Together they dug a hole. {Companion} carried away the stones.><grown:Together they dug a hole in the soft earth, and {companion} carried away the stones.>
<little:{name} lifted {item} out of its pot. In it went, gently.><6-9:{name} lifted {item} out of its pot and set it in gently.><10-12:{name} eased {item} out of its pot and settled it gently in the hole.>
<2-9:Pat, pat went the soil.>
<6-9:A drink from the stream, and the two small leaves stood up straighter.><little:{name} gave it a drink.><10-12:Pat, pat went the soil, and after a drink from the stream, the two small leaves stood up noticeably straighter.>
<little:"It will grow so big!" said the Warden. "And it will always be yours."><grown:"One day it will be the biggest tree in the wood," said the Wood Warden, "and it will always be yours.">

:: payoff responsibility.oak-seedling.p.z055ip
setting: forest

<little:They came into {destination}. Moonlight fell where the old oak used to be.><grown:At {destination}, moonlight fell where the old oak used to be.>
<2-9:{recipient}, a grey badger, leaned on a spade.
"I saved the best spot for it," the Warden said.><10-12:{recipient}, a grey badger, leaned on a spade and said, "I saved the best spot for it.">
<little:{name} knelt and planted {item}. Pat, pat went the earth.><grown:{name} knelt and planted {item}, pressing the earth down[ until {their} {colour} pyjamas were muddy at the knees].>
{Companion} leaned in to see the two small leaves.
<grown:A hedgehog came to watch, and a row of sleepy beetles.><little:A hedgehog came to watch, and a mouse.> "{refrain}," {name} whispered<grown: to the little tree>.
<8-9:One day, children not yet born would climb this tree, and none of them would know it had begun in a yoghurt pot.><10-12:One day, children not yet born would climb this tree, and not one of them would guess it had started life in a yoghurt pot.>
"I'll keep an eye on it," said the badger, "until you visit."

:: quest beetle-stone
item: the striped stone
itemFull: the little striped stone, smooth as an egg
itemHeld: <little:in {their} dressing-gown pocket><grown:in the pocket of {their} dressing gown>
itemTell: felt cool and smooth
recipient: Grandma Beetle
destination: <little:the beetles' home><grown:the beetles' home by the brook>
goal: take the striped stone back to Grandma Beetle
refrain: Little stone, back home you go

:: setup responsibility.beetle-stone.s.windowsill
setting: bedroom

On the windowsill sat {itemFull}.
<grown:{name} had found it by the brook and carried it home.><little:{name} had found it by the brook and brought it home.>
<2-9:Tap, tap.
A tiny black beetle was climbing up the glass, puffing.
{Companion} leaned close to listen.><10-12:Something tapped at the glass: a tiny black beetle was climbing up it, puffing, and {companion} leaned close to listen.>
<2-9:"Excuse me," she said politely.
"That stone is our roof."><10-12:"Excuse me," she said politely, "but that stone is our roof.">
<grown:"Grandma Beetle and the little ones live under it, and now dew drips on their beds."><little:"Now the dew drips on our beds!">
{name's} cheeks went pink[ under {their} {hair} hair].
<2-9:"I didn't know," said {name}.
"But I took it, so I'll put it back.
We'll {goal}."><10-12:"I didn't know," said {name}, "but I took it, so I'll put it back; we'll {goal}.">

:: setup responsibility.beetle-stone.s.treasures
setting: garden

<little:On the back step, {name} polished {item}. It was smooth as an egg.><grown:On the back step, {name} was polishing {itemFull}.>
<little:{name} had found it by the brook.><grown:{name} had brought it home from the brook[ in the pocket of {their} {colour} coat].>
<grown:A line of tiny beetles came marching up the path, looking for something.><little:Along came a line of tiny beetles, looking everywhere.>
<2-9:"We're looking for our roof," said the first one.
"It's smooth and striped, and too heavy for us."><10-12:"We're looking for our roof," said the first one; "it's smooth and striped, and far too heavy for us.">
<6-9:It was a lovely treasure, but a roof mattered more.><little:It was a very pretty stone.
But it was their roof.><10-12:It was a lovely treasure, but {name} understood that a roof mattered more.>
"It's Grandma Beetle's home," said {companion} gently.
<little:"I took it," said {name}. "So I'll put it back.><grown:"I took it," said {name}, "so it's my job to put it back.>
Let's {goal}."

:: payoff responsibility.beetle-stone.p.hollow
setting: river

At {destination}, the water chattered softly.
<little:By a mossy hollow sat {recipient} and her grandchildren.><grown:On the bank, by a hollow in the moss, sat {recipient} and her grandchildren.>
"Our roof!" cried the little beetles.
<little:{name} set {item} back over the hollow.><grown:{name} set {item} back over the hollow, just where it had been.>
<grown:It fitted exactly, as if the bank had been keeping its place.><little:It fitted just right.>
<2-9:One by one, the little beetles scuttled underneath.
{Companion} kept very still to watch.><10-12:One by one, the little beetles scuttled underneath, while {companion} kept very still to watch.>
<2-9:"Snug again," said Grandma Beetle.
"Thank you for bringing it home."><10-12:"Snug again," sighed Grandma Beetle; "thank you for bringing it home.">
<8-9:{name} thought the stone looked even prettier here, where it belonged, than it ever could on a shelf.><10-12:Here, where it belonged, the stone looked lovelier than it ever could on a shelf, as if it had finally stopped waiting.>
"{refrain}," whispered {name}.

:: payoff responsibility.beetle-stone.p.dock-leaf
setting: river

<little:At {destination} waited {recipient}. She wore a dock-leaf shawl.><grown:{recipient} was waiting at {destination}, wrapped in a dock-leaf shawl.>
<grown:Her grandchildren were huddled beside her under a dandelion, which was not much of a roof at all.><little:The little beetles were under a dandelion.
Drip!>
<2-9:"I'm sorry I took your roof," said {name}.
"I thought it was just a stone."
"Most people do," said Grandma Beetle kindly.
{Companion} lifted the dandelion aside.><10-12:"I'm sorry I took your roof," said {name}; "I thought it was just a stone." "Most people do," said Grandma Beetle kindly, as {companion} lifted the dandelion aside.>
<little:Gently, {name} set {item} down over the little hollow.><grown:{name} set {item} down gently over the little hollow[, {their} {colour} sleeve brushing the moss].>
<2-9:In scuttled the beetles, all nine of them.>
<6-9:Soon nine tiny snores were coming from under the stone.><little:Soon there were tiny snores.><10-12:In scuttled all nine beetles, and soon nine tiny snores were coming from under the stone.>
<8-9:It was a small thing to carry, {name} thought, but it had been a whole home to someone.><10-12:It had been a small thing to carry, {name} thought, but for nine beetles it was a whole home.>

:: quest mole-glasses
item: the glasses case
itemFull: Grandpa Tumbledown's glasses case, with his reading glasses inside
itemHeld: zipped inside {their} pocket
itemTell: gave a tiny click
recipient: Grandpa Tumbledown
destination: <little:the little hedge burrow><grown:the little burrow under the hawthorn hedge>
goal: take the glasses case back to Grandpa Tumbledown
refrain: Click it shut, and home it goes

:: setup responsibility.mole-glasses.s.coat
setting: bedroom

<little:{name} hung up {their} coat. Something in the pocket went click!><grown:{name} was hanging up {their} coat[, the {colour} one,] when something in the pocket went click.>
<2-9:It was {itemFull}!>
<6-9:At the fair that afternoon, Grandpa Tumbledown the mole had gone on the swings.
He had asked {name} to mind it for him.><little:At the fair, Grandpa Tumbledown the mole went on the swings. He asked {name} to mind it.><10-12:It was {itemFull}, which Grandpa Tumbledown the mole had asked {name} to mind at the fair that afternoon while he went on the swings.>
<2-9:"And I forgot to give it back," said {name}.><10-12:"And I forgot to give it back," said {name}, dismayed.>
<grown:"Every night he reads his grandchildren a story," said {companion}, "and without his glasses, the words go all fuzzy."><little:"He can't read without it," said {companion}.>
<8-9:{name} felt a hot little prickle of guilt, and then something better: the wish to put it right.><10-12:{name} felt a hot prickle of guilt, and then, close behind it, something far more useful: a firm wish to put things right.>
<little:"Then we'll take it back right now," said {name}.><grown:"Then we'll {goal}, right now," said {name}.>

:: setup responsibility.mole-glasses.s.door
setting: kitchen

<2-9:Knock, knock.
At the kitchen door stood a little mole in a nightcap.
"Please, is Grandpa's glasses case here?" he asked.
"He can't read us our story without it."><10-12:There was a knock, and at the kitchen door stood a little mole in a nightcap, asking anxiously, "Please, is Grandpa's glasses case here? He can't read us our story without it.">
<2-9:{name} gasped and ran to {their} coat.
{Companion} kept the little mole company.><10-12:{name} gasped and ran to {their} coat, while {companion} kept the little mole company.>
<little:There in the pocket was {item}!><grown:There in the pocket was {itemFull}.>
<grown:{name} had been minding it at the fair, and it had come home by mistake.><little:{name} had been minding it at the fair.>
"Tell him it's coming," said {name}[, pulling on {their} {colour} wellies].
<little:"I was minding it. So we'll take it back."><grown:"I was minding it, so we'll {goal}.">

:: payoff responsibility.mole-glasses.p.storybook
setting: meadow

<little:They crossed the meadow to {destination}. Its little round door glowed.><grown:A little round door glowed at {destination}.>
<little:Three young moles sat in bed. {recipient} held a storybook upside down!><grown:Inside, three young moles sat in bed, and {recipient} was holding a storybook upside down.>
<2-9:"I'm sorry," said {name}.
"I was minding this, and I forgot to give it back."
{name} held out {item}.
Click!><10-12:"I'm sorry," said {name}, holding out {item}; "I was minding this, and I forgot to give it back.">
<2-9:Grandpa Tumbledown put on his glasses and blinked.
"Thank you for bringing them back," he said.><10-12:Grandpa Tumbledown put on his glasses, blinked, and said gratefully, "Thank you for bringing them back.">
<grown:Then he turned the book the right way up and read, while {name} and {companion} listened from the rug.><little:Then he read the story.
{Friends} listened on the rug.>
<8-9:Minding something, {name} thought, lasts right up until it is safely home.><10-12:Minding something, {name} thought, does not stop when the fun ends; it lasts until the thing is safely home.>

:: payoff responsibility.mole-glasses.p.doorstep
setting: meadow

<little:They came up the path to {destination}. {recipient} sat outside, squinting at the stars.><grown:At {destination}, {recipient} was sitting on his doorstep, squinting at the stars.>
<2-9:"Is that you, {name}?" he said.
"Everything is fuzzy tonight."><10-12:"Is that you, {name}?" he asked; "everything is fuzzy tonight.">
"It's me, with {companion}," said {name}, "and we've brought your glasses."
<2-9:{name} put {item} into his paws.
He popped on his glasses and beamed.><10-12:{name} put {item} into his paws, and he popped on his glasses and beamed.>
<6-9:"You kept them very safe," he said.
"Not a single scratch."><little:"Not a scratch!" he said.><10-12:"You kept them very safe," he said; "not a single scratch.">
<grown:Then he went inside to read his grandchildren the longest story he knew.><little:Then he read his grandchildren a story.>
<little:"{refrain}," said {name}, yawning.><grown:"{refrain}," whispered {name} at the door[, {their} {eyes} eyes growing heavy].>

:: quest mouse-strawberry
item: the first strawberry
itemFull: the very first strawberry of the summer
itemHeld: <little:in {their} little basket><grown:in a little basket on {their} arm>
itemTell: smelled sweet and sunny
recipient: Mrs Marjoram
destination: <little:the little round house><grown:the little round house in the old orchard wall>
goal: take the first strawberry to Mrs Marjoram
refrain: Red and ripe, and not for me

:: setup responsibility.mouse-strawberry.s.back-door
setting: garden

By the back door sat Mrs Marjoram's strawberry pot.
<grown:Mrs Marjoram the field mouse had gone to stay with her sister for a week, and {name} had promised to water her strawberries every single day.><little:Mrs Marjoram the mouse was away.
{name} had watered her strawberries every day.>
<little:Now, under a leaf, hung {item}. It was red and ripe!><grown:Now, under a leaf, hung {itemFull}, red and ripe.>
<2-9:{name's} tummy rumbled.
It looked delicious.
{Companion's} tummy rumbled too.><10-12:It looked so delicious that {name's} tummy rumbled, and so did {companion's}.>
<little:"{refrain}," {name} sang. {They} picked it very carefully.><grown:"{refrain}," {name} sang, and picked it very carefully.>
<8-9:Looking after something properly, {name} thought, meant looking after it right to the end.><10-12:Looking after something properly, {name} thought, meant keeping at it right to the end, even when the end looked delicious.>
<2-9:"Mrs Marjoram comes home tonight," said {name}.
"Let's {goal}."><10-12:"Mrs Marjoram comes home tonight," said {name}; "let's {goal}.">

:: setup responsibility.mouse-strawberry.s.windowsill
setting: kitchen

On the kitchen windowsill stood Mrs Marjoram's strawberry pot.
<grown:{name} had promised to look after it all week while she was away, with a drink of water every morning.><little:{name} had said {they} would water it each day.>
<little:And today, there it was: {item}!><grown:Today, at last, there was {itemFull}!>
<6-9:"Mrs Marjoram has waited all year for that one," said {companion}.
"She comes home tonight."><little:"Mrs Marjoram comes home tonight," said {companion}.><10-12:"Mrs Marjoram has waited all year for that one," said {companion}, "and she comes home tonight.">
<little:{name} picked it and laid it in a little basket.><grown:{name} picked it and laid it in a little basket on a bed of leaves[, with a {colour} ribbon on the handle].>
<2-9:It smelled so sweet, but {name} didn't even take a nibble.
"Let's {goal}," said {name}.><10-12:It smelled wonderfully sweet, but {name} resisted even a nibble and said, "Let's {goal}.">

:: payoff responsibility.mouse-strawberry.p.suitcase
setting: orchard

<little:Into the orchard they went, to {destination}. A little light shone in the window.><grown:A little light shone in the window of {destination}.>
<2-9:{recipient} opened the door, still in her travelling shawl.
"Is my strawberry pot all right?" she asked.><10-12:{recipient} opened the door, still in her travelling shawl, and asked anxiously, "Is my strawberry pot all right?">
"Better than all right," said {name}, and held out {item}.
<2-9:Mrs Marjoram's whiskers trembled.
"The very first one!
And you didn't eat it."
"It was yours," said {name}.><10-12:Mrs Marjoram's whiskers trembled: "The very first one, and you didn't eat it!" "It was yours," said {name} simply.>
<grown:So Mrs Marjoram cut it into three, a piece each for her, {name} and {companion}, because a first strawberry tastes best when it is shared.><little:She cut it into three.
One for her, {name} and {companion}!>
<8-9:It was the sweetest strawberry {name} had ever tasted, perhaps because {they} had waited for it.><10-12:It was the sweetest strawberry {name} had ever tasted, and {they} suspected the waiting had something to do with it.>

:: payoff responsibility.mouse-strawberry.p.doorstep
setting: orchard

<little:They walked to {destination}. {recipient} sat on the doorstep, just home.><grown:At {destination}, {recipient} was sitting on her doorstep beside her suitcase, just home.>
<2-9:"I missed my garden so much," she sighed.
{Companion} stepped back to let {name} go first.><10-12:"I missed my garden so much," she sighed, and {companion} stepped back to let {name} go first.>
<2-9:{name} knelt down and held out the little basket.
In it, on a bed of leaves, lay {item}.><10-12:{name} knelt down and held out the little basket, in which, on a bed of leaves, lay {item}.>
<grown:Mrs Marjoram sniffed it with her eyes shut.><little:Mrs Marjoram sniffed it.
Mmm!>
<2-9:"You looked after my strawberries every day," she said.
"I can tell."><10-12:"You looked after my strawberries every day," she said; "I can tell.">
"I promised," said {name}[, {their} {hair} hair silver in the moonlight].
<8-9:Keeping a promise, {name} found, felt even better than a strawberry tastes.><10-12:Keeping a promise all week, {name} discovered, left a sweetness that outlasted any strawberry.>
Then Mrs Marjoram waved goodnight under the stars.

:: quest stick-insect
item: the stick insect
itemFull: Spindle, the class stick insect, in his little mesh house
itemHeld: <little:in his mesh house><grown:in his little mesh house>
itemTell: waved one thin leg
recipient: Catkin the dormouse
destination: <little:Catkin's treehouse><grown:Catkin's treehouse in the old chestnut tree>
goal: take the stick insect to Catkin the dormouse
refrain: Fresh leaves and gentle hands

:: setup responsibility.stick-insect.s.list
setting: bedroom

<little:On {name's} drawers sat Spindle, the class stick insect.><grown:On {name's} chest of drawers sat {itemFull}.>
<2-9:All week, it had been {name's} turn to look after him.><10-12:All week, looking after him had been {name's} responsibility.>
<grown:Every morning there were fresh leaves and a spray of water, and every night a goodnight look.><little:Fresh leaves every morning.
A spray of water.
A goodnight look.>
<little:Now the week was over. It was Catkin the dormouse's turn.><grown:Now the week was over, and it was the turn of Catkin the dormouse.>
<little:{name} wrote down all that Spindle needed. Then Catkin would know too.><grown:{name} wrote down everything Spindle needed[ in {colour} pencil], so that Catkin would know too.>
<2-9:{Companion} read over {name's} shoulder and added: "Close the lid!"><10-12:{Companion} read over {name's} shoulder and added one final, important instruction: "Close the lid!">
<8-9:{name} would miss him, but a class pet belongs to the whole class.><10-12:{name} would miss him more than {they} had expected, but a class pet belongs to everybody.>
"Let's {goal}," {name} said.

:: setup responsibility.stick-insect.s.bramble
setting: garden

<little:Out by the hedge, {name} picked bramble leaves. Mind the prickles!><grown:Out by the hedge, {name} was picking bramble leaves, keeping clear of the prickles.>
<little:They were for Spindle, the class stick insect.><grown:They were for {itemFull}.>
<grown:All week, {name} had been in charge of the class stick insect, and not one morning had been missed.><little:All week, {name} had looked after Spindle.
Not one day missed!>
<little:Spindle was hard to spot among his twigs. But one thin leg waved!><grown:Spindle was hard to spot among his twigs, but one thin leg gave a wave.>
<6-9:"Tonight he goes to Catkin the dormouse," said {companion}.
"It's her turn next."><little:"Tonight it's Catkin's turn," said {companion}.><10-12:"Tonight he goes to Catkin the dormouse," said {companion}, "because it is her turn next.">
<8-9:Handing him over properly, {name} decided, was the last part of the job.><10-12:Handing him over properly, {name} decided, was not the end of the job but its most careful part.>
<little:"Then let's {goal}," said {name}. "With fresh leaves for the way!"><grown:"Let's {goal}," said {name}, "with fresh leaves for the journey.">

:: payoff responsibility.stick-insect.p.list
setting: treehouse

<little:A rope ladder hung from {destination}. Under it waited {recipient}, wringing her tiny paws.><grown:A rope ladder hung down from {destination}, and at the bottom waited {recipient}, wringing her tiny paws.>
"But what if I get it wrong?" she squeaked.
<little:{name} handed over {item}. Then {name} wrote down all Spindle needed.><grown:{name} handed over {item}, then wrote down all Spindle needed.>
<2-9:"You won't," {name} said.
"It's all written down."
"And you can always ask us," added {companion}.><10-12:"You won't," {name} said reassuringly, "because it's all written down," and {companion} added, "You can always ask us.">
<6-9:Catkin read it out slowly: "Fresh bramble leaves every morning.
A little spray of water.
Always close the lid."><little:"Fresh leaves.
A little water.
Close the lid," read Catkin.><10-12:Catkin read it out slowly: "Fresh bramble leaves every morning, a little spray of water, and always close the lid.">
Then she read it again, and tucked it under her arm.
<8-9:Handing a job on carefully, {name} realised, was part of doing it well.><10-12:Passing a job on carefully, {name} realised, is part of doing it well.>

:: payoff responsibility.stick-insect.p.old-skin
setting: treehouse

<little:Under {destination} waited {recipient}. She had a basket of fresh leaves.><grown:Under {destination}, {recipient} was waiting with a basket of fresh bramble leaves.>
<2-9:{name} set {item} down on a root, very gently.
"Look," {name} whispered.><10-12:{name} set {item} down on a root, very gently, and whispered, "Look.">
<6-9:Beside Spindle lay a thin, see-through copy of him.
He had grown so well that he had wriggled out of his old skin.><little:Next to Spindle lay his old skin.
He had grown too big for it!><10-12:Beside Spindle lay a thin, see-through copy of him, because he had grown so well that he had wriggled right out of his old skin.>
<2-9:"He's bigger!" gasped Catkin.
{Companion} held the old skin up to the moon.
"You must have looked after him beautifully."><10-12:"He's bigger!" gasped Catkin, and as {companion} held the old skin up to the moon, she added, "You must have looked after him beautifully.">
<8-9:{name} felt proud in a quiet, steady way, the way a gardener feels about a tall tree.><10-12:{name} felt a quiet, steady pride, like a gardener looking up at a tall tree.>
"Now it's your turn," said {name}. "{refrain}."

:: quest library-book
item: the library book
itemFull: the big blue library book about whales
itemHeld: in {their} book bag
itemTell: <little:gave a papery sigh><grown:gave a soft, papery sigh>
recipient: Mrs Inkwell
destination: <little:the windmill library><grown:the little library in the old windmill>
goal: take the library book back to Mrs Inkwell
refrain: Back on time, and back with care

:: setup responsibility.library-book.s.date-stamp
setting: bedroom

<little:{name} read the very last page of {item}. What a good book!><grown:{name} turned the very last page of {itemFull} and sighed happily.>
<2-9:Then {they} peeked at the date stamped inside the cover.
It was today's date!><10-12:Then {they} peeked at the date stamped inside the cover and discovered, with a jolt, that it was today's.>
<6-9:"Someone else is waiting for that book," said {companion}.
"A little mole has had her name on the list for weeks."><little:"Someone is waiting for it," said {companion}.><10-12:"Someone else is waiting for that book," said {companion}; "a little mole has had her name on the list for weeks.">
<grown:It would be easy to wait until tomorrow, but the little mole would be so disappointed.><little:Tomorrow would be too late.>
<8-9:Borrowing something, {name} thought, is a promise with a date on it.><10-12:Borrowing a book, {name} thought, is really a promise with a date written on it.>
<2-9:{name} slid the book into {their} bag[, the {colour} one].
"Let's {goal}," {name} said.><10-12:{name} slid the book into {their} bag[, the {colour} one,] and said, "Let's {goal}.">

:: setup responsibility.library-book.s.den
setting: garden

<little:In the den, {name} was reading by torchlight.><grown:In the den at the bottom of the garden, {name} was reading by torchlight.>
<little:All week, {name} had looked after {item} very carefully.><grown:All week, {name} had looked after {itemFull} very carefully.>
<grown:No folded corners, no sticky fingers, and a proper bookmark[, a {colour} one].><little:No folded pages.
No sticky fingers.>
<2-9:Swoosh!
A bat swooped past and dropped a little card on the grass.
{Companion} picked it up and held it in the torchlight.><10-12:With a swoosh, a bat swooped past and dropped a little card on the grass, which {companion} picked up and held in the torchlight.>
<grown:It said: DUE BACK TONIGHT, PLEASE.
FROM MRS INKWELL.><little:It said: DUE BACK TONIGHT.>
<8-9:Nobody would notice if it came back a day late, except the next reader, and {name} decided that was enough.><10-12:Nobody else would notice if it came back a day late, except the next reader, and {name} decided that one reader was reason enough.>
"Then let's {goal}," said {name}. "{refrain}."

:: payoff responsibility.library-book.p.just-in-time
setting: library

<little:There stood {destination}. Its sails turned slowly in the night wind.><grown:The sails of {destination} turned slowly in the night wind.>
<little:Inside was {recipient}, an old tortoise in a shawl. She was about to lock up.><grown:Inside, {recipient}, an old tortoise in a knitted shawl, was just about to lock up.>
<2-9:"Wait, please!" called {name}, and held up {item}.
{Companion} held the door open.><10-12:"Wait, please!" called {name}, holding up {item}, while {companion} held the door open.>
<grown:Mrs Inkwell checked the date, then every page, slowly, the way tortoises do everything.><little:Mrs Inkwell checked every page.
Slowly, slowly.>
<2-9:"On time, and not one folded corner," she said.
Thump went her stamp.><10-12:"On time, and not one folded corner," she said approvingly, and thump went her stamp.>
<little:Then she gave it to a little mole in a nightcap. She had waited for weeks!><grown:Then she handed it straight to a little mole in a nightcap, who had been waiting for weeks.>
<8-9:{name} liked knowing that the book's next adventure had already begun.><10-12:{name} liked the thought that the book's next adventure was beginning already, in a different pair of paws.>

:: payoff responsibility.library-book.p.shelf
setting: library

<little:Inside, the shelves curled round and round, right up to the top.><grown:Inside {destination}, the shelves curled round and round, right up to the top.>
{recipient} peered over her spectacles at {item}.
<6-9:"Back on the right night, with its cover clean and its pages flat," she said.
"You are a very good borrower."><little:"Back on time, and clean!" she said.><10-12:"Back on the right night, with its cover clean and its pages flat," she said; "you are a very good borrower.">
<little:She let {name} slide it back into its gap on the shelf.><grown:She let {name} slide it back into its own gap on the shelf[, next to a book about {interest}].>
<2-9:It fitted exactly, ready for the next reader.
{Friends} stood back to look at it, side by side.><10-12:It fitted exactly, ready for the next reader, and {friends} stood back side by side to admire it.>
<8-9:A gap on a shelf, {name} thought, is really a space kept for someone coming back.><10-12:A gap on a shelf, {name} thought, is not empty at all, only a space kept patiently for someone coming back.>
"Next time," said Mrs Inkwell, "you may borrow two."

:: quest watchman-honey
item: the honey jar
itemFull: a jar of golden honey, for a croaky voice
itemHeld: <little:in {their} satchel><grown:in the satchel on {their} shoulder>
itemTell: smelled of summer flowers
recipient: Tolly the watchman
destination: <little:the castle gatehouse><grown:the gatehouse of the castle on the hill>
goal: take the honey jar to Tolly the watchman
refrain: Ten o'clock, and all is well

:: setup responsibility.watchman-honey.s.hive
setting: garden

<2-9:By the beehive, a sleepy bee was buzzing in circles.><10-12:By the beehive, a drowsy bee was buzzing in slow, bewildered circles.>
"Please," she hummed, "will you run an errand?
Tolly the watchman has lost his voice.
<grown:Every night he calls out the hours from the castle.
Tonight he can only croak."><little:Every night he calls out from the castle.
Tonight he can only croak.">
<little:She pointed a tiny leg at {item}.><grown:She pointed a tiny leg at {itemFull}.>
<2-9:"It's far too heavy for bees."
"We can do that," said {companion}, "can't we, {name}?"><10-12:"It's far too heavy for bees," she explained, and {companion} said, "We can do that, can't we, {name}?">
{name} picked it up with both hands[, {their} {hair} hair falling forward].
<2-9:"I'll {goal}," {name} said.
"I promise."><10-12:"I'll {goal}," {name} said; "I promise.">

:: setup responsibility.watchman-honey.s.croak
setting: bedroom

<little:{name's} eyes were closing. Then a call came from the castle on the hill.><grown:{name} was nearly asleep when a call came from the castle on the hill.>
"Eight o'... croak... and all is... croak!"
<6-9:It was Tolly the watchman, who calls out the hours every night.
But tonight his voice was as creaky as an old gate.><little:It was Tolly the watchman.
His voice had gone creaky.><10-12:It was Tolly the watchman, who calls out the hours every night, but tonight his voice was as creaky as an old gate.>
<little:Then {name} saw something on the windowsill. There sat {item}!><grown:Then {name} spotted something on the windowsill: {itemFull}.>
<2-9:A label was tied round it.
FOR TOLLY, PLEASE.
FROM THE BEES.><10-12:Tied round it was a label addressed to Tolly, politely, from the bees.>
"An errand," said {companion}, "and it has come to you."
<8-9:{name} could have rolled over and left it for someone else, but nobody else was awake.><10-12:{name} could easily have rolled over and left it for somebody else, except that nobody else seemed to be awake.>
"Then we'll {goal}," said {name}.

:: payoff responsibility.watchman-honey.p.spoonful
setting: castle

<little:Up they went to {destination}. {recipient} sat hunched on a bench.><grown:At {destination}, {recipient} sat hunched on a bench.>
<little:He was an old badger in a long blue coat. He tried to say hello.><grown:He was an old badger in a long blue coat, and he tried to say hello.>
<2-9:"Croak," was all that came out.
{name} held out {item}.
{Companion} twisted the lid off for him.><10-12:"Croak," was all that came out, so {name} held out {item} and {companion} twisted the lid off for him.>
<grown:Tolly stirred a spoonful into warm water from his flask and sipped it slowly.><little:Tolly had a spoonful.
Then another.>
<2-9:Then he cleared his throat.
"{refrain}!"><10-12:Then he cleared his throat and called, "{refrain}!">
<6-9:The call rolled out over the sleeping roofs, round and clear.><little:His voice was back!><10-12:The call rolled out over the sleeping roofs, round and resonant.>
<8-9:{name} felt the quiet pride of an errand carried all the way to the end.><10-12:{name} felt the quiet pride of an errand carried all the way, not just most of it.>

:: payoff responsibility.watchman-honey.p.call
setting: castle

<little:They rushed up to {destination}. Inside, {recipient} paced up and down.><grown:Inside {destination}, {recipient} was pacing up and down with his lantern.>
<2-9:When {name} held up {item}, his eyes lit up.
"Thank you," he croaked.
"But honey takes a little while to work.
Who will call the hour?"><10-12:When {name} held up {item}, his eyes lit up. "Thank you," he croaked, "but honey takes a little while to work, so who will call the hour?">
<2-9:{name} stood up very straight.
"I will, if you show me how."
{Companion} held Tolly's lantern up high.><10-12:{name} stood up very straight and said, "I will, if you show me how," while {companion} held Tolly's lantern up high.>
<grown:So {name} stood at the gate and called: "{refrain}!"><little:"{refrain}!" called {name}.>
Down in the village, the windows went dark, one by one.
<8-9:Everyone could sleep now, because someone had said all was well, and meant it.><10-12:Everyone could sleep soundly now, because someone had said all was well, and that someone was {name}.>

:: quest crab-sorry
item: the sorry card
itemFull: the sorry card with a sandcastle on the front
itemHeld: folded in {their} pocket
itemTell: <little:gave a hopeful rustle><grown:gave a small, hopeful rustle>
recipient: Crispin the crab
destination: <little:Crispin's rock pool><grown:Crispin's rock pool at the end of the beach>
goal: take the sorry card to Crispin the crab
refrain: Say sorry, then make it right

:: setup responsibility.crab-sorry.s.cant-sleep
setting: bedroom

{name} lay awake, tossing and turning.
<little:{name} shut {their} eyes. But all {they} could see was Crispin the crab's sad face.><grown:Every time {they} closed {their} eyes, {they} saw Crispin the crab's sad face.>
<grown:At the beach today, Crispin had asked to help with the sandcastle, and {name} had said, "No, you'll knock it down."><little:Today Crispin asked to help with the sandcastle.
{name} said no.>
<2-9:Crispin had scuttled away without a word.
"I was unkind," {name} told {companion}.
"I said it, so I'm the one who should put it right."><10-12:Crispin had scuttled away without a word. "I was unkind," {name} admitted to {companion}, "and since I said it, I'm the one who should put it right.">
<little:On the bedside table lay {item}, ready.><grown:On the bedside table lay {itemFull}, ready.>
"Let's {goal}," {they} said, "tonight."

:: setup responsibility.crab-sorry.s.bucket
setting: garden

<little:On the garden wall sat {name's} seaside bucket, still sandy.><grown:On the garden wall sat {name's} seaside bucket, still sandy from the beach.>
<little:{name} looked at it. A small, heavy feeling sat inside {them}.><grown:{name} looked at it, and a small, heavy feeling sat down inside {them}.>
<6-9:That afternoon, {name} had told Crispin the crab he was too clumsy to help with the sandcastle.
Crispin had just gone sideways, slowly, back to his rock pool.><little:{name} had told Crispin he couldn't help.
Crispin went away, very slowly.><10-12:That afternoon, {name} had told Crispin the crab he was too clumsy to help with the sandcastle, and Crispin had gone sideways, slowly, back to his rock pool.>
<little:{name} unfolded {item}.[ It was coloured in {colour} crayon.]><grown:{name} unfolded {itemFull}[, coloured in {colour} crayon].>
<grown:Inside it said: SORRY, CRISPIN.
PLEASE BUILD WITH ME.><little:It said: SORRY, CRISPIN.>
"{refrain}," said {companion}.
"Let's {goal}," said {name}.

:: payoff responsibility.crab-sorry.p.moat
setting: beach

<little:Whoosh went the waves, and hush. The moon shone on Crispin's rock pool.><grown:The waves went whoosh and hush, and the moon shone on {destination}.>
<2-9:{recipient} was sitting on a rock, all on his own.
{name} knelt down and held out {item}.><10-12:{recipient} was sitting on a rock, all on his own, so {name} knelt down and held out {item}.>
<2-9:"I'm sorry I wouldn't let you help," {name} said.
"That was unkind of me."
{Companion} waited a little way off.><10-12:"I'm sorry I wouldn't let you help," {name} said; "that was unkind of me," while {companion} waited a little way off.>
<little:Crispin read the card slowly. Then he clicked his claws.><grown:Crispin read the card slowly, then gave a little click of his claws.>
<6-9:"Shall we build another sandcastle?" he asked.
"I'm very good at moats."><little:"Let's build another one," he said.
"I'm good at moats!"><10-12:"Shall we build another sandcastle?" he asked; "I'm very good at moats.">
And he was.
<8-9:The sorry had been hard to say, but it had turned a sad day right round.><10-12:Saying sorry had made {name's} cheeks burn at the time, but it had turned the whole sad business the right way up again.>

:: payoff responsibility.crab-sorry.p.sideways
setting: beach

<little:A little crab peeped out from under a rock. Then he ducked back in!><grown:At {destination}, a little crab peeped out from under a rock, then ducked back in.>
<2-9:It was {recipient}.
"It's only me," said {name} softly.
"I've come to say sorry."><10-12:It was {recipient}, so {name} said softly, "It's only me; I've come to say sorry.">
<2-9:{name} laid {item} on a flat stone and waited.
{Companion} sat on the sand beside {name}, quiet and patient.><10-12:{name} laid {item} on a flat stone and waited, with {companion} sitting quiet and patient on the sand alongside.>
<grown:Slowly, sideways, Crispin came out and read it in the moonlight.
Then he read it again.><little:Out came Crispin, sideways.
He read the card, and read it again.>
<2-9:"You came all this way to tell me?" he said.
"Friends again?"><10-12:"You came all this way to tell me?" he said wonderingly; "friends again?">
"Friends again," said {name}[, {their} {hair} hair lifting in the sea breeze].
<8-9:Putting things right, {name} found, felt lighter than anything {they} had ever carried.><10-12:Putting things right, {name} discovered, felt like setting down a heavy bag {they} had not even noticed {they} was carrying.>

// Scenes on the way: the theme's value in action, serving any of its quests.

:: scene responsibility.c.190woec
setting: castle
role: onward
energy: lively

{onward}water was trickling down the castle steps.
High in a tower, somebody had left a bath tap running.
<grown:The water was creeping towards the great hall.><little:Splosh!
It was everywhere.>
"It isn't our tap," said {companion}.
"No," said {name}, "but we're the ones who noticed."
{trait:obstacle} <little:Up the twisty stairs {name} ran, splish, splosh!><grown:Up the twisty stairs {name} ran, splish, splosh[, {their} {colour} slippers soaking wet].>
{Companion} {ability:light,guide}.
{name} turned the stiff tap with both hands until it squeaked shut.
<8-9:Down below, the great hall stayed dry, and nobody ever knew how close it had come.><10-12:Down below, the great hall stayed dry, and {name} felt a secret satisfaction that nobody would ever know how close it had come.>
<grown:From the tower window, {name} spotted the moonlit lane that led on to {recipient}.><little:{name} saw the lane to {recipient}.>

:: scene responsibility.c.1u21kca
setting: harbour
role: onward
energy: lively

{onward}<little:the harbour boats were tied up.
All but one.
One little green boat had slipped its rope. Bump, bump, away it drifted!><6-9:the harbour boats were tied up for the night.
All but one.
A little green rowing boat had slipped its rope and was drifting away, bump, bump.><10-12:the harbour boats were moored for the night, all except one: a little green rowing boat had slipped its rope and was drifting away, bump, bump.>
{trait:obstacle} "It'll float out to sea!" cried {name}.
{Companion} {ability:cross,lift,guide}.
<little:{name} grabbed the rope and pulled hard. Then {they} tied it to the jetty, good and tight.><grown:{name} grabbed the trailing rope, pulled hard, and tied it to the jetty with a good, tight knot[, just like the ones on {their} {colour} trainers].>
<2-9:Up popped a sleepy otter, whose boat it was.><10-12:Up popped a sleepy otter, the boat's owner, whose thank-you was a ride in the green boat across the harbour to the steps nearest {recipient}.>
<6-9:Her thank-you was a ride in the green boat, across the harbour to the steps nearest {recipient}.><little:She rowed them across, nearer to {recipient}.>

:: scene responsibility.c.1ni2dhk
setting: orchard
role: onward
energy: lively

{onward}<little:the orchard path ran downhill. {name} ran too!><grown:the orchard path ran downhill, and {name} ran with it.>
Faster, faster... bump!
Over went a little wheelbarrow, and apples rolled off in every direction.
"My apples!" cried a vole.
{trait:obstacle} "That was me," said {name} straight away.
"I'm sorry.
I'll pick them all up."
{Companion} {ability:find,guide}.
Soon the wheelbarrow was full again.[ Grass stains ran all down {name's} {colour} pyjamas.]
<8-9:Saying sorry was a good start; picking up every apple made it true.><10-12:Saying sorry had been a good start, {name} thought, but picking up every last apple was what made the sorry true.>
<grown:"Through there is quicker," said the vole, pointing to a gap in the hedge.><little:The vole showed them a gap in the hedge.>
<little:So {name} squeezed through with {item}. Out {they} came, much further along!><grown:So {name} squeezed through with {item}, and came out much further along the lane.>

:: scene responsibility.c.wm85vh
setting: beach
role: onward
energy: lively

{onward}<little:the beach was full of litter. Bottle tops, crisp packets, tangles of string!
And the tide was coming in.><6-9:the moonlit beach was dotted with litter: a bottle top, a crisp packet, a tangle of string.
And the tide was coming in.><10-12:the moonlit beach was dotted with litter, a bottle top, a crisp packet, a tangle of string, and the tide was creeping in.>
<grown:"If the waves take those, the fish will think they're food," said {name}.><little:"The sea will take them," said {name}.>
{trait:help} <2-9:It wasn't {name's} litter, but it was {name's} beach tonight.
{They} raced the waves up and down[, {their} {hair} hair flying].><10-12:It wasn't {name's} litter, but tonight it was {name's} beach, so {they} raced the waves up and down[, {their} {hair} hair flying].>
{Companion} {ability:light,find,guide}.
<2-9:Under the last tangle of string lay a fallen signpost.><10-12:Under the last tangle of string lay a fallen signpost, and when {name} stood it up, its painted arrow showed which way to run with {item}.>
<little:{name} stood it up. Its arrow showed the way to go with {item}.><6-9:{name} stood it up, and its painted arrow showed which way to run with {item}.>

:: scene responsibility.c.1emxe7j
setting: jungle
role: onward
energy: lively

{onward}<little:the jungle went chirp and croak.><grown:the jungle was full of chirps and croaks.>
Thump!
Something small landed on {name's} shoulders.
It was a baby monkey, giggling.
"Ride!
Ride!" he squeaked, and tugged at {name's} ears[ and {their} {hair} hair].
{trait:meet} <grown:It was fun, but high above, a mother monkey was calling and calling.><little:Then {name} heard his mum calling.>
{Companion} {ability:lift,guide}.
Gently, {name} handed him back to his mother.
<8-9:Helping someone home, {name} thought, means all the way home.><10-12:Helping someone home, {name} thought, means taking them all the way, right up to the arms that are waiting for them.>
She swung ahead to show them a secret path through the creepers.
<little:Out they came in no time, {item} and all!><grown:It led them out of the tangle in no time, {item} and all.>

:: scene responsibility.c.p8bz93
setting: fair
role: aside
energy: lively

{onward}<little:the fair glowed with lanterns. Everyone needed a hand!><grown:the fair was bright with lanterns, and everyone needed a hand.>
"Hold my balloons?" asked a hedgehog.
"Turn the big wheel?" called a mole.
"Count my prizes?" squeaked a dormouse.
{name} said yes, yes and yes, then spun like a top.
{trait:obstacle} <grown:"I said yes too fast," said {name}.
"I can do one job properly, but not three."><little:"I can only do one job well," said {name}.>
{Companion} {ability:hush,comfort}.
<little:The others soon found new helpers. And {name} counted every prize twice.><grown:The others soon found new helpers, and {name} counted every prize twice[, even the little {colour} whistles].>
<8-9:Sometimes the most helpful word is a kind, honest "not this time".><10-12:Sometimes, {name} realised, the most helpful answer is a kind, honest "not this time", even when you would rather say yes.>
<little:Now, off to {destination}!><grown:Then the path led on to {destination}.>

:: scene responsibility.c.edj4d7
setting: snowfield
role: onward
energy: lively

{onward}<little:the snowy field went down, down, down.><6-9:the snowy field sloped down, long and steep.><10-12:the snowy field sloped away, long and steep, and a stoat at the top lent them her wooden sledge, calling, "Just leave it at the bottom.">
<2-9:A stoat at the top lent them her wooden sledge.
"Just leave it at the bottom," she called.>
<little:Down they flew, whoosh! Snow sprayed like sugar.><grown:Down they flew, with snow spraying like sugar[ and {name's} {colour} scarf streaming behind].>
{trait:wonder} <6-9:Looking back, {name} saw what a long climb it was for a very small stoat.><little:The hill was big.
The stoat was small.><10-12:Looking back, {name} realised what a long climb it was for so small a stoat, and pulled the sledge back up.>
<2-9:So {name} pulled the sledge back up.>
{Companion} {ability:warm,comfort}.
<2-9:"Nobody ever brings it back!" said the stoat.
"Keep it for the far slope!"><10-12:"Nobody ever brings it back!" said the stoat, delighted; "keep it for the far slope!">
Off they whizzed again with {item}, nearer with every bump.

:: scene responsibility.c.qpo06m
setting: river
role: onward
energy: lively

{onward}<2-9:the river rushed past the beavers' dam.><10-12:the river rushed past the beavers' dam, where a stick had popped out and water was squirting through the hole while the beavers slept.>
<little:A stick had popped out. Whoosh! Water squirted through the hole.><6-9:A stick had popped out, and water was squirting through the hole, whoosh!>
<2-9:The beavers were all asleep.>
{trait:obstacle} <little:The hole might get bigger!>
<little:{name} pushed a stick and some mud into the gap.><grown:{name} pushed a stick and a handful of mud into the gap[, muddying {their} {colour} sleeves].>
{Companion} {ability:lift,guide}.
<2-9:Then {name} knocked on the lodge to tell the beavers.
"Thank you," they yawned.
"We'll mend it properly."><10-12:Then {name} knocked on the lodge to tell the beavers, who yawned, "Thank you; we'll mend it properly.">
<grown:The biggest beaver showed them a footbridge, and over they went, safe and dry.><little:The beavers showed them a little bridge.>
<little:Over the water went {item}, safe and dry.><grown:Safe across the water, {item} {itemTell}.>

:: scene responsibility.c.fxefcp
setting: clouds
role: onward
energy: lively

{onward}<little:two rain sprites rolled up a rainbow.><grown:up in the clouds, two rain sprites were rolling up a rainbow like a stripy rug.>
"Could you hold this end?" they called.
"Don't let go!"
{name} held on tight[, {their} {hair} hair whipping about].
{trait:obstacle} <grown:A cheeky cloud tickled {their} toes, but {name} did not let go.><little:Tug, tug!
{name} held on.>
{Companion} {ability:fly,lift,comfort}.
At last the rainbow was rolled up.
<8-9:Holding on, it turned out, was a whole job all by itself.><10-12:Holding on had sounded like the easy part, but it turned out to be a whole job all by itself, and a tiring one.>
<grown:To say thank you, the sprites unrolled one stripe into a long, shiny slide.><little:The sprites made a rainbow slide.>
<little:Down slid {friends}, whoosh! They landed softly, much closer to {recipient}.><grown:Down slid {friends}, whoosh, landing softly on a hill below, much closer to {recipient}.>

:: scene responsibility.c.10iawf2
setting: village
role: onward
energy: lively

{onward}<little:the baker's cart had tipped over. Loaves rolled down the street, bumpety-bump!><grown:at the top of the steep village street, the baker's cart had tipped, and loaves rolled down the cobbles, bumpety-bump!>
{trait:help} <2-9:{name} ran after them.><10-12:{name} dashed after them and caught every one of the six warm loaves[ in {their} {colour} jumper].>
<little:One, two, three, four, five, six warm loaves, caught!><6-9:One, two, three, four, five, six warm loaves, caught[ in {name's} {colour} jumper]!>
{Companion} {ability:find,guide}.
<grown:They smelled delicious, but {name} carried them all back.><little:Yum!
But {name} took them all back.>
<2-9:"Six!" said the baker, a round little badger.
"You can be trusted."><10-12:"Six!" exclaimed the baker, a round little badger; "you can be trusted.">
<little:"Help me right my cart," said the badger. "Then I'll give you and {item} a ride!"><grown:"Help me right my cart," said the badger, "and I'll take you and {item} to the end of the village.">

:: scene responsibility.c.1a8dm8r
setting: meadow
role: onward
energy: gentle

{onward}<little:a gate led into the meadow. A sign said: PLEASE SHUT THE GATE.
SHEEP ABOUT.><6-9:a wooden gate led into the meadow, with a sign: PLEASE SHUT THE GATE.
SHEEP ABOUT.><10-12:a wooden gate led into the meadow, with a sign that read: PLEASE SHUT THE GATE. SHEEP ABOUT.>
{Friends} went through into the long, silver grass.[ Moonlight turned {name's} {hair} hair silver too.]
<6-9:Halfway across, {name} stopped.
Was the gate shut?><10-12:Halfway across, {name} stopped, suddenly unsure whether the gate was shut.><little:Then {name} stopped.
"Did I shut the gate?">
{trait:obstacle} <little:It was a long way back. And {recipient} was the other way!><grown:It was a long way back, and {destination} was the other way.>
<2-9:But back {name} went.
The gate was wide open!
{name} shut it tight.><10-12:But back {name} went, and found the gate wide open, so {they} shut it tight.>
{Companion} {ability:light,guide}.
<grown:A grateful sheep showed them a track straight across the meadow, much quicker than the path.><little:A sheep showed them a quick track.>

:: scene responsibility.c.avh79l
setting: forest
role: onward
energy: gentle

{onward}<little:the path went the long way.><grown:the forest path curled the long way round.>
<2-9:Straight through the ferns there was a shortcut, much quicker.><10-12:Straight through the ferns lay a much quicker shortcut, but a little sign stood there, written in acorn ink: PLEASE KEEP TO THE PATH. BABY TREES GROWING.>
<little:But a little sign said: PLEASE KEEP TO THE PATH.
BABY TREES GROWING.><6-9:But a little sign stood there, written in acorn ink: PLEASE KEEP TO THE PATH.
BABY TREES GROWING.>
{trait:obstacle} <2-9:{name} looked closely[, {their} {eyes} eyes wide].
Tiny green shoots were poking up everywhere, no bigger than a thumb.><10-12:Looking closely[, {their} {eyes} eyes wide], {name} saw tiny green shoots poking up everywhere, none bigger than a thumb.>
"The long way, then," said {name}.
{Companion} {ability:light,guide}.
<grown:A hedgehog gardener peeped out and woke the glow-worms, so {item} went the long way round, lit green and safe.><little:A hedgehog woke the glow-worms for {item}.>

:: scene responsibility.c.1edmwnp
setting: farm
role: aside
energy: gentle

{onward}<little:there was a little table. On it were eggs and a tin.><grown:by the farm gate stood a little table with eggs and a tin.>
A sign said: EGGS, ONE PENNY.
PLEASE PAY IN THE TIN.
<little:But the wind had knocked the tin over. Pennies lay all over the lane!><grown:But the wind had knocked the tin over, and pennies lay all over the lane.>
Nobody was watching.
{trait:help} {name} knelt and picked them up, one by one.
Clink, clink, clink!
{Companion} {ability:find,light,guide}.
The very last penny was hiding in a puddle.
<grown:Then {name} pressed the lid on tight.><little:Then {name} shut the lid.>
<8-9:Honest, {name} thought, is what you are when nobody is looking.><10-12:Being honest, {name} thought, is mostly about what you do when nobody is looking, right down to the last muddy penny.>
<little:Off they went to {recipient}.><grown:On they went to {destination}.>

:: scene responsibility.c.11blkf8
setting: mountain
role: onward
energy: gentle

{onward}<little:a baby goat sat on a rock. Maa, maa!><grown:high on the mountain path, a baby goat sat on a rock, bleating.>
"Mum said to wait here," he sniffed, "but it's getting dark."
{trait:meet} <grown:{name} wanted to hurry on, for {destination} was still far away.><little:{name} wanted to hurry on to {recipient}.>
Instead, {name} sat down beside him.
"We'll wait with you," {name} said.
{Companion} {ability:warm,comfort}.
<little:They counted stars. Then, clip-clop, down came his mother!><grown:They counted stars[ and talked about {interest}] until, clip-clop, his mother came down the path.>
<8-9:Keeping someone company is a small job, and a very big kindness.><10-12:Keeping someone company while they wait is only a small job, {name} thought, but it can be a very large kindness.>
<grown:The mother goat knew an easy path down, and led them towards {recipient}.><little:The mother goat knew an easy path.>

:: scene responsibility.c.1kddadz
setting: treehouse
role: onward
energy: gentle

{onward}<little:a rope ladder hung from a treehouse.><grown:a rope ladder hung down from a treehouse in an oak.>
<little:{name} began to climb. Where was {destination}?
Halfway up, {they} saw that one rope was frayed and thin.><6-9:{name} began to climb, to look out for {destination}.
Halfway up, {they} saw that one rope was frayed and thin.><10-12:{name} began to climb, to look out for {destination}, but halfway up {they} noticed that one rope was frayed and worryingly thin.>
{trait:obstacle} {Companion} {ability:carry,lift,guide}.
<grown:Safe on the ground again, {name} called up, "Hello?
Your ladder is wearing out!"><little:"Hello?" called {name}.
"Your ladder is breaking!">
<2-9:A red squirrel poked her head out.
Together they tied on a brand-new rope.><10-12:A red squirrel poked her head out, and together they tied on a brand-new rope.>
<grown:Then, from the very top, {name} could see the whole way on, winding in the moonlight.><little:From the top, {name} saw the way!>

:: scene responsibility.c.1ys4vwk
setting: reef
role: aside
energy: gentle

{onward}<little:shells led down under the sea.><grown:a path of shells led down under the sea.>
<little:In this dream, {name} could breathe like a fish! And {item} stayed safe.><grown:In this dream, {name} could breathe like a fish, and {item} stayed safe {itemHeld}.>
<little:The reef was a garden of coral. Pink and orange and purple!><grown:The reef was a garden of coral, pink and orange and purple[, with one fan the exact {colour} of {name's} favourite jumper].>
{trait:wonder} {name} wanted to touch every bit of it.
"Careful," bubbled a striped fish.
"Coral is alive.
One touch can hurt it."
<grown:So {name} swam slowly, arms tucked in, and looked with {their} eyes instead of {their} hands.><little:So {name} looked, but did not touch.>
{Companion} {ability:light,guide}.
<8-9:It was strange how much more you could see when you were being careful.><10-12:It was strange, {name} thought, how much more there was to see once you stopped reaching out to touch everything.>
Slowly, gently, {name} swam on.

:: scene responsibility.c.12zyk6e
setting: island
role: aside
energy: gentle

{onward}<little:there was a rocky island. Seal pups lay waiting for supper.><grown:on a rocky little island, a row of seal pups lay waiting for supper.>
Their mother had to go fishing, so she gave {name} a bucket.
"One fish each, please!"
<grown:But the pups all looked alike, and they all said, "Not me!
I haven't had one!"><little:But all the pups said, "Not me!">
{trait:help} {name} had an idea.
Each pup who had a fish got a shell to hold.
Soon every pup had a fish, and nobody had two.
{Companion} {ability:hush,comfort}.
<8-9:Being fair, {name} found, takes a bit of cleverness.><10-12:Being fair, {name} discovered, takes a surprising amount of cleverness, and a little patience with very hungry pups.>
<little:Off they went again, to {recipient}.><grown:Then they set off for {destination}.>

:: scene responsibility.c.1htdvyu
setting: library
role: onward
energy: gentle

{onward}<little:the library was quiet. The books glowed softly.><grown:the library was hushed, and the books glowed softly on their shelves.>
<little:{name} found a big book of maps. Where was {destination}?><grown:{name} found a big book of maps[, right next to a book about {interest}], and looked up the way to {destination}.>
There it was, on page twelve!
{trait:wonder} <grown:It would be easy to leave the book lying on the table.><little:{name} could just leave it on the table.>
<little:But a card said: PLEASE PUT ME BACK.><grown:But a little card on the shelf said: PLEASE PUT ME BACK WHERE YOU FOUND ME.>
{Companion} {ability:light,lift,guide}.
{name} slid the book back into its gap.
<8-9:A library only works when everybody does their small part.><10-12:A library only works, {name} thought, when every single reader does a small part, even late at night when nobody would notice.>
The shelf gave a happy, dusty sigh.

:: scene responsibility.c.b8882r
setting: desert
role: onward
energy: gentle

{onward}the desert was wide and silver.
<grown:The only path was a line of little stone piles.
Every traveller added one stone, to show the way for the next.
But the last pile had toppled over.><little:Little piles of stones showed the way.
But one pile had fallen down.>
{trait:help} <grown:{name} stacked the stones up again, straight and steady, and then added one smooth pebble of {their} own.><little:{name} built it up again, and added a stone.>
{Companion} {ability:fly,guide}.
<8-9:Somebody, some night, would come this way lost, and {name's} stone would help them home.><10-12:Some night, somebody would come this way lost and worried, and {name's} small stone would help to guide them safely home.>
<grown:Beside it, {name} could see the next pile, and the next, a line of little stone guards leading on towards {recipient}.><little:Now the stones led on to {recipient}.>

:: scene responsibility.c.sicqfg
setting: pond
role: onward
energy: gentle

{onward}the pond was dark and still.
A moorhen paddled up in a fluster.
"Please mind my chicks while I fetch supper.
There are five."
{trait:help} "Yes," said {name}, and began to count.
One, two, three, four... four?
{name} counted again.
Still four!
{Companion} {ability:light,find,guide}.
Then {name} spotted a tiny black fluffball, asleep under a lily leaf.
Five!
<little:"All five!" said {name}.>
<8-9:It was a lot to be trusted with, and {name} had not looked away once.><10-12:Looking after five chicks at once was a great deal to be trusted with, and {name} was proud not to have looked away once.>
<grown:When the moorhen came back, she led them along a dry path through the reeds, towards {recipient}.><little:The moorhen knew a dry path to {recipient}.>

:: scene responsibility.c.1300j1m
setting: cave
role: onward
energy: calm

{onward}<little:the cave was cool and dim. Drip, drop went the water.><grown:the cave was cool and dim, and somewhere water went drip, drop.>
<little:High above, hundreds of bats hung upside down, fast asleep.><grown:High above, hundreds of bats hung upside down, fast asleep, like folded umbrellas.>
A sign said: HUSH.
BATS SLEEPING.
{trait:rest} <grown:{name} put a finger to {their} lips and tiptoed, so softly that even {their}[ {colour}] slippers were silent.><little:Tiptoe, tiptoe.
Shh.>
{Companion} {ability:hush,comfort}.
<grown:One small bat opened an eye and pointed a sleepy wing at a far, silver glow.><little:One little bat pointed the way out.>
<8-9:Being quiet for someone else is a gift they never see you give.><10-12:Being quiet for someone else, {name} thought, is a kind of present they never even see you give.>
<little:Step by step, {name} followed the glow. Out {they} went into the night, with {item}.><grown:Step by soft step, {name} followed the glow, and carried {item} out into the night.>

:: scene responsibility.c.7w43xk
setting: hilltop
role: onward
energy: calm

{onward}<little:{friends} sat down to rest.><grown:at the top of the hill, {friends} sat down to rest.>
The grass was cool, and the stars felt close.
{trait:rest} <grown:When it was time to go, {name} did what careful travellers do, and looked all round, twice.><little:Before leaving, {name} looked all round.
Twice.>
One slipper, two slippers[, both {colour}].
One dressing gown.
{item}, still {itemHeld}.
And one good friend.
"Everything," said {name}.
{Companion} {ability:warm,comfort}.
<8-9:It is a small habit, looking back before you go, but it saves a great many tears.><10-12:Looking round before you leave is only a small habit, {name} thought, but it must have saved travellers a great many tears.>
Then slowly, down the other side, they went.

:: scene responsibility.c.1fxoe2w
setting: waterfall
role: onward
energy: calm

{onward}<little:a mossy path went past the waterfall. Splash, splash!><grown:a mossy path wound past the waterfall, and the stones were wet with spray.>
<little:In the moonlight, {name} saw snails. Dozens of them!><grown:In the moonlight, {name} saw snails, dozens of them, out for a stroll.>
{trait:rest} <grown:One careless step would go crunch, so {name} slowed right down.><little:{name} went slowly, slowly, watching every step.>
<little:In the middle sat the smallest snail of all.><grown:In the very middle of the path sat the smallest snail of all.>
<little:Gently, {name} lifted it onto a soft fern.><grown:{name} lifted it gently onto a soft fern[, {their} {hair} hair damp with spray].>
{Companion} {ability:light,guide}.
<8-9:The waterfall roared on, but all {name} could hear was {their} own careful feet.><10-12:The waterfall thundered on beside them, yet {name} was concentrating so hard on {their} careful feet that it seemed almost quiet.>
<grown:Their silver trails glowed, marking the driest stones past the spray.><little:Silver snail trails showed the dry stones.>
{name} followed them softly, holding {item} close.

:: scene responsibility.c.t25wdv
setting: moon
role: aside
energy: calm

{onward}<little:the moon was silver and still. Its dust was soft as flour.><grown:the moon was silver and still, and its dust was as soft as flour.>
{name} drew a big smiley face in it with one finger.
{trait:wonder} "There's no wind on the moon," said {companion}.
"Marks stay here for a million years."
<grown:{name} looked at the smiley face, and then at the smooth, perfect moon all around.><little:{name} looked at the smooth, silver moon.>
Gently, {name} brushed the dust flat again.
{Companion} {ability:guide}.
<8-9:Some places are loveliest when you leave them just as you found them.><10-12:Some places, {name} thought, are at their loveliest when you leave them exactly as you found them, for the next visitor to wonder at.>
<little:Far below, the blue Earth glowed. There, {recipient} was waiting.><grown:Far below, the blue Earth glowed, and somewhere on it {recipient} was waiting.>

:: scene responsibility.c.4imwsq
setting: lighthouse
role: onward
energy: calm

{onward}<little:the lighthouse stood on the rocks. But its light was dim.><grown:the lighthouse stood on the rocks, but its light looked dim and cloudy.>
<little:The keeper, an old walrus, was asleep in her chair.><grown:The keeper, an old walrus in a woolly jumper, was asleep in her chair.>
<grown:Sea spray had left a salty crust all over the great glass.><little:The glass was salty.
The light was dim.>
{trait:help} <little:{name} found a cloth. Round and round {they} wiped, slow and careful.><grown:{name} found a cloth[, rolled up {their} {colour} sleeves] and wiped, round and round, slow and careful.>
{Companion} {ability:lift,guide}.
Bit by bit, the beam shone out, clear and gold.
<8-9:Far out at sea, a little boat could see the rocks now, and turned safely for home.><10-12:Far out at sea, a little boat saw the rocks in time and turned for home, its crew never knowing who had cleaned the glass.>
<grown:As the beam swept round, it lit the cliff path leading on to {recipient}.><little:Sweep went the light, right over to {recipient}.>

:: scene responsibility.c.1geujnh
setting: kitchen
role: aside
energy: calm

{onward}a cottage kitchen glowed by the lane.
<little:A kind old mole gave them warm milk in spotty mugs.><grown:A kind old mole gave them warm milk in two spotty mugs[, and {name's} had a {colour} stripe].>
{trait:rest} <grown:When the mugs were empty, {name} carried them to the sink, washed them in warm, bubbly water, and dried them on the tea towel.><little:Then {name} washed the mugs.
Swish, swish.>
{Companion} {ability:lift,comfort}.
The mugs went back on their hooks.
"Well!" said the mole.
"Most visitors leave me the washing-up."
<8-9:It was such a small thing, and it made the old mole smile all evening.><10-12:It was such a small thing to do, {name} thought, and yet it kept the old mole smiling for the rest of the evening.>
<little:Warm and full, {name} set off again for {recipient}.><grown:Warm and full, {name} set off again towards {destination}.>

:: scene responsibility.c.79rxdj
setting: snowfield
role: onward
energy: calm

{onward}<little:snowflakes drifted down, soft and slow.><grown:snowflakes drifted down over the deep, snowy field.>
On a post by the hedge hung an empty bird feeder.
Three small birds sat beside it, puffed up and waiting.
{trait:help} <little:{name} found the seed tin. {They} filled the feeder right up![ Snowflakes settled on {name's} {hair} hair.]><grown:{name} found the seed tin under the post and filled the feeder to the top.[ Snowflakes settled on {name's} {hair} hair.]>
<grown:Then {name} cracked the ice on the water dish, so the birds could drink.><little:Tap, tap.
{name} cracked the ice for them.>
{Companion} {ability:warm,comfort}.
<8-9:{name} hoped someone would fill it again tomorrow, and the day after that.><10-12:{name} hoped that someone would come and fill it again tomorrow, and the day after that, because thirsty birds cannot wait for spring.>
<grown:Then the smallest bird flitted ahead, post to post, showing them the way through the snow.><little:Flit, flit!
A bird led the way.>
Slowly, {name} followed with {item}.

:: scene responsibility.c.gqq6hm
setting: beach
role: aside
energy: calm

{onward}<little:the beach was quiet. Hush, hush, went the waves.><grown:the beach lay quiet under the moon, and the waves went hush, hush.>
<little:Near the dunes, {name} saw a little dip in the sand. Flipper marks led to it.><grown:Near the dunes, {name} saw a little dip in the sand, with flipper marks leading to it.>
<grown:"A turtle has laid her eggs there," whispered {companion}.
"In the morning, people might walk right over it."><little:"Turtle eggs," whispered {companion}.>
{trait:help} {Companion} {ability:light,find,guide}.
<little:So {name} gathered shells. {They} laid them round the nest, like a little fence.><grown:So {name} gathered shells[, pink ones and {colour} ones,] and laid them in a ring all round the nest, like a little fence.>
<8-9:Nobody had asked {name} to do it, and that was the best part.><10-12:Nobody had asked {name} to do it, which was exactly what made it feel so worth doing.>
Then, softly, {name} walked on with {item}.

// Endings: home again, the quest remembered by name, sleep.

:: ending responsibility.e.iegh8u
setting: bedroom
closes: pot-on-the-sill

<2-9:Back in the bedroom, {name} set {their}[ {colour}] slippers side by side.
{Companion} hung the dressing gown on its hook.
On the sill, the green shoot stood tall in its pot.
Far away, {recipient} was tucked up too.><10-12:Back in the bedroom, {name} set {their}[ {colour}] slippers side by side while {companion} hung the dressing gown on its hook. On the sill the green shoot stood tall in its pot, and far away, {recipient} was tucked up too.>
<grown:"A place for everything," said {companion}, "and everything in its place."><little:"All in the right place," said {companion}.>
{name} smiled a sleepy smile.
<8-9:There is a special kind of tired that comes from a job done properly, and {name} had it now.><10-12:There is a special, contented tiredness that comes only from a job done properly, and {name} felt it now.>
Then {name} curled up small, and slept.

:: ending responsibility.e.1p44bc3
setting: bedroom

<little:{name} snuggled down under the covers, warm to the toes.><grown:{name} snuggled down under the[ {colour}] covers, warm to the tips of {their} toes.>
<2-9:"You did what you said you would," said {companion}.
"That's why {recipient} could count on you."><10-12:"You did what you said you would," said {companion}, "and that is why {recipient} could rely on you.">
<grown:{name} held on to those words like a smooth, warm pebble in a pocket.><little:Those words felt warm, like a pebble in a pocket.>
<8-9:Being trusted, {name} thought, was like growing a little taller on the inside.><10-12:Being trusted, {name} thought, was like growing taller on the inside, where no ruler could reach.>
<2-9:The room grew dim and soft.
{name} yawned, turned over, and drifted off to sleep.><10-12:As the room grew dim and soft, {name} yawned, turned over, and drifted peacefully off to sleep.>

:: ending responsibility.e.10pytb1
setting: bedroom

<little:Home again, {name} climbed into bed. Up came the quilt, high and snug.><grown:Home again, {name} climbed into bed and pulled the[ {colour}] quilt up high.>
<2-9:"Job done," {name} murmured.
"Job done," said {companion}.><10-12:"Job done," {name} murmured, and {companion} echoed softly, "Job done.">
<grown:{name} thought of {recipient}, and of {item}, and of the long way there and back.><little:{name} remembered {recipient}.>
<little:It had been a big job for someone small. But it was done, and done properly.><6-9:It had been a big job for one small person, but it was done, and done properly.><10-12:It had been a demanding job for one small person, but it was finished, and finished properly.>
<2-9:{name's} breathing slowed.
{Their} hands went still on the pillow.
And sleep came in quietly, like someone who knew the way.><10-12:{name's} breathing slowed, {their} hands went still on the pillow, and sleep came in quietly, like someone who knew the way.>

:: ending responsibility.e.1ns9z34
setting: bedroom
closes: torch-in-the-drawer

<little:The night-light was working again. The torch went back in its drawer.><grown:The power was back, the night-light made a small gold circle on the rug, and the torch was home in its drawer: top drawer, on the left.>
{Companion} settled by the window to keep watch.[ The little light made {name's} {eyes} eyes look golden.]
<2-9:"You looked after everything tonight," said {companion}.
"Now it's my turn to look after you."><10-12:"You looked after everything tonight," said {companion}; "now it is my turn to look after you.">
<grown:{name} thought of {recipient}, fast asleep somewhere under the same wide sky.><little:Somewhere, {recipient} was asleep too.>
<8-9:It felt good to hand the watching over to someone else.><10-12:After a night of looking after things, it was a relief to let someone else keep watch.>
{name} let {their} eyes close, and slept.

:: ending responsibility.e.1e7jos5
setting: bedroom
closes: pot-on-the-sill

<grown:Back in the bedroom, {name} gave the green shoot on the windowsill one last sip of water.><little:At home, {name} gave the green shoot a sip.>
<little:"Goodnight, little shoot," {they} whispered[ to the {colour} pot]. Then {they} climbed into bed.><grown:"Goodnight, little shoot," {they} whispered[ to the {colour} pot], and climbed into bed.>
<6-9:Somewhere, {recipient} was smiling.
Some good things only happen when somebody bothers.><little:Somewhere, {recipient} was smiling.><10-12:Somewhere, {recipient} was smiling, because some good things only happen when somebody bothers to do them.>
{Companion} tucked the blanket in tight.
<little:Outside, the stars came out one by one, like little lamps.><6-9:Outside, the stars came out one by one, like a row of little lamps.><10-12:Outside, the stars appeared one by one, like a row of little lamps being lit.>
<2-9:{name's} eyelids grew heavy, and {they} fell asleep.><10-12:{name's} eyelids grew heavier and heavier until {they} fell asleep.>

:: ending responsibility.e.1yn9663
setting: bedroom

<2-9:Rain began to patter on the roof as {name} climbed into bed.
Pitter, patter, pitter.><10-12:Rain began to patter gently on the roof as {name} climbed into bed.>
<2-9:"Is {recipient} warm and dry?"
{name} asked.><10-12:"Is {recipient} warm and dry?" {name} wondered aloud.>
<2-9:"Warm and dry and fast asleep," said {companion}, "thanks to you."><10-12:"Warm, dry and fast asleep," {companion} replied, "entirely thanks to you.">
<6-9:{name} listened to the rain and felt glad, in a quiet, deep-down way.><little:{name} felt glad inside.><10-12:{name} listened to the rain and felt a quiet, deep-down gladness.>
<8-9:Some jobs are over the moment you finish them; others go on being good all night long.><10-12:Some jobs end the moment you finish them, {name} thought drowsily; others go on doing good all night.>
<little:The rain went on, soft and steady. {name's} breathing slowed, and {they} was asleep.><6-9:The rain went on, soft and steady, and {name's} breathing slowed with it, until {they} was asleep.><10-12:The rain went on, soft and steady, and {name's} breathing slowed to match it, until {they} was asleep.>

:: ending responsibility.e.14ghkco
setting: bedroom

<little:{name} was tucked up in bed. The house was very still.><6-9:{name} was tucked up in bed[ under {their} {colour} blanket], and the house was very still.><10-12:{name} was tucked up in bed[ under {their} {colour} blanket], and the whole house was perfectly still.>
<little:Only the clock in the hall went tick, tock, slow and steady. "{refrain}," {name} whispered, very softly.><6-9:Only the clock in the hall went tick, tock, slow and steady. "{refrain}," {name} whispered, one last time, very softly.><10-12:Only the clock in the hall kept time, slow and patient. "{refrain}," {name} whispered, one last time, very softly.>
{Companion} smiled in the dark.
<grown:{name} thought of {recipient}, far away, and of how the night had gone just as it should.><little:{name} wished {recipient} goodnight.>
<8-9:The words felt different now, like a song that had found its ending.><10-12:The old words felt different now, like a song that had found its proper ending.>
<2-9:{name's} eyes closed.
Tick, tock.
Goodnight.><10-12:{name's} eyes closed to the clock's slow tick, tock. Goodnight.>

:: ending responsibility.e.1rvpt31
setting: bedroom

<2-9:Snug under the covers, {name} gave an enormous yawn.
"What will my job be tomorrow?" {they} asked.><10-12:Snug under the covers, {name} gave an enormous yawn and asked, "What will my job be tomorrow?">
<2-9:"Sleeping first," said {companion}.
"That's tonight's very last job, and it's an important one."><10-12:"Sleeping comes first," said {companion}, "since that is tonight's very last job, and an important one.">
{name} giggled.[ Maybe tomorrow there would be time for {interest}, too.]
<grown:{They} thought of {item} and {recipient}, and of how good it felt to have done the job properly.><little:Job done for {recipient}!>
<2-9:Then {name} did the last job beautifully.
{They} closed {their} eyes, and slept.><10-12:Then {name} did the last job beautifully: {they} closed {their} eyes, and slept.>

:: ending responsibility.e.m41acm
setting: bedroom
closes: button-the-kitten

Downstairs, a door clicked and a light went off.
<grown:Somebody was checking the house was safe, the way {name} had looked after {item}.><little:Someone was locking up.>
<6-9:It was a warm feeling, to know that everybody was looking after everybody.><little:Everyone was safe and snug.><10-12:It was a warm, reassuring feeling to know that everybody was looking after everybody.>
<2-9:At the end of the bed, Button was still curled up, purring.
{Companion} curled up beside him.
Far away, {recipient} was sleeping soundly too.><10-12:At the end of the bed Button was still curled up and purring, so {companion} curled up beside him, and far away, {recipient} was sleeping soundly too.>
<8-9:Looking after things, {name} thought, is like a chain: every link holds on to the next.><10-12:Looking after things, {name} thought sleepily, is like a chain in which every link holds on to the next.>
{name's} eyes closed, and {they} drifted into dreams.

:: ending responsibility.e.13xzl90
setting: bedroom

<little:In bed at last, {name} wriggled down. Only {their} nose peeped out!><grown:In bed at last, {name} wriggled down until only {their} nose peeped out[ from under the {colour} quilt].>
<2-9:"Who looks after you?"
{name} asked.
{Companion} thought about it.><10-12:"Who looks after you?" {name} asked, and {companion} considered the question carefully.>
<little:"Tonight, you do," said {companion}. "You're so good at looking after things."><6-9:"Tonight," said {companion}, "a friend who is very good at looking after things."><10-12:"Tonight," said {companion}, "a friend who is remarkably good at looking after things.">
<2-9:{name} smiled.>
<6-9:{recipient} was happy now, and it was {name} who had made it so.><little:{recipient} was happy now.><10-12:{name} smiled, knowing that {recipient} was contented now, and that it was {name} who had made it so.>
<8-9:It was a big thought for such a sleepy head, and {name} let it rest there.><10-12:It was rather a large thought for such a sleepy head, so {name} simply let it rest there.>
<2-9:{name's} eyes grew heavy, and {they} fell asleep.><10-12:{name's} eyelids grew heavier, and before long {they} had drifted into sleep.>

:: ending responsibility.e.nn9jqw
setting: bedroom
closes: button-the-kitten

<little:The moon peeped in through the curtains, round and bright. It was keeping watch, like a night watchman.[ It turned {name's} {hair} hair silver.]><grown:Through a gap in the curtains, the moon looked in, like a night watchman on his rounds.[ It turned {name's} {hair} hair silver on the pillow.]>
<2-9:At the foot of the bed, Button purred in his sleep.
"The moon can look after him now," said {companion}.
"You can stop."><10-12:At the foot of the bed, Button purred in his sleep. "The moon can look after him now," said {companion}, "so you can stop.">
<little:{name} said goodnight to {recipient}, inside {their} head. Then {they} let all the jobs go.><grown:{name} said goodnight to {recipient}, inside {their} head, and let all the jobs go.>
<6-9:{name's} arms went heavy, and {their} legs went heavy, and the pillow was as soft as a cloud.><little:Heavy arms.
Heavy legs.
Soft pillow.><10-12:{name's} arms grew heavy, then {their} legs, and the pillow felt as soft as a cloud.>
<8-9:Letting go, {name} found, was easy when the work was done.><10-12:Letting go, {name} discovered, was surprisingly easy once the work was properly finished.>
{name} was asleep before the moon had moved an inch.

:: ending responsibility.e.17pd1tv
setting: bedroom
closes: torch-in-the-drawer

<2-9:{name} put the torch back: top drawer, on the left.
Then {they} lay in the dark and listened.
The house was quiet.><10-12:{name} put the torch back where it lived, top drawer on the left, then lay in the dark and listened; the house was perfectly quiet.>
<grown:But somewhere, far away, {recipient} was whispering {name's} name, soft and grateful, before falling asleep.><little:Far away, {recipient} was thinking of {name}.>
{Companion} gave {sound}.
<little:{name} thought of {item}, safe at last.[ Then {name} thought of {interest}. And then of nothing at all.]><grown:{name} thought of {item}, and the moment it had reached the end of its journey.[ Then {name} thought of {interest} for a while, and then of nothing at all.]>
<8-9:It is a fine thing to be thought of kindly in the dark.><10-12:It is a fine thing, {name} thought, to be remembered kindly by someone far away in the dark.>
With a small, happy sigh, {name} fell asleep.

:: ending responsibility.e.50iq75
setting: bedroom

<little:The stars were out. One seemed to wink right at {name}!><6-9:The stars were out, and one of them seemed to wink right at {name}.><10-12:The stars were out, and one of them seemed to be winking deliberately at {name}.>
<2-9:"It knows," whispered {companion}.
"Knows what?" asked {name}.
"That you kept your word."><10-12:"It knows," whispered {companion}, "that you kept your word.">
<2-9:{name} pictured {recipient}, and smiled into the pillow.><10-12:{name} pictured {recipient} and smiled contentedly into the pillow.>
<6-9:The quilt was warm, the dark was soft, and there was nothing left to do but rest.><little:There was nothing left to do but rest.><10-12:The quilt was warm, the darkness was soft, and there was nothing left to do but rest.>
<8-9:A promise kept, {name} thought, is a bit like a star: small, but it shines a long way.><10-12:A promise kept, {name} thought, is like a star: it looks small from here, but its light travels a long way.>
<2-9:Down came sleep, as soft as a feather.><10-12:Down came sleep, as soft and unhurried as a falling feather.>

:: ending responsibility.e.197jy5l
setting: bedroom

<little:Tucked in, {name} made a sleepy promise. Tomorrow {they} would make the bed, without being asked!><grown:Tucked in, {name} made one small, sleepy promise: tomorrow {they} would make the bed[ and tidy {their} {colour} pencils] without being asked.>
<2-9:{Companion} chuckled.
"You and your promises."
"I like keeping them," said {name}, yawning.><10-12:"You and your promises," chuckled {companion}, and {name} replied, yawning, "I like keeping them.">
<6-9:Tonight's job for {recipient} was done.
Tomorrow's could wait until tomorrow.><little:{recipient} could count on {name}.><10-12:Tonight's job for {recipient} was done, and tomorrow's could wait until tomorrow.>
<8-9:It felt good to be someone who could be counted on.><10-12:It felt good, in a deep and settled way, to be someone others could count on.>
<little:{name's} eyes closed. {They} slept deep and easy, with nothing left undone.><grown:{name's} eyes closed, and {they} slept the deep, easy sleep of someone with nothing left undone.>

:: ending responsibility.e.folded-clothes
setting: bedroom

<little:Before bed, {name} folded tomorrow's clothes. One jumper, one pair of trousers.><6-9:Before bed, {name} folded the clothes for the morning into a neat pile on the chair.><10-12:Before climbing into bed, {name} folded tomorrow's clothes into a tidy pile on the chair.>
<little:{Companion} did the socks. Roll, roll, pat!><6-9:{Companion} did the socks. Each pair was rolled into a soft little ball.><10-12:{Companion} took charge of the socks, rolling each pair into a soft, round bundle.>
<little:{name} had looked after {item} all night. Socks were easy after that!><6-9:{name} had looked after {item} all the way to {recipient}. A pile of socks was easy after that!><10-12:After looking after {item} all the way to {recipient}, a pile of socks hardly counted as a job.>
<little:"All ready for the morning," said {companion}.><6-9:"All ready for the morning," said {companion}, and patted the pile flat.><10-12:"Everything ready for the morning," said {companion}, smoothing the top of the pile.>
<8-9:In the morning, {name} would find it all waiting, thanks to the {name} of tonight.><10-12:Tomorrow's {name} would wake to find everything waiting, and would probably never think to thank tonight's {name}.>
<little:Then {name} climbed in. Yawn! Soon {they} was asleep.><6-9:Then {name} climbed into bed, gave one big yawn, and was soon asleep.><10-12:Then {name} climbed into bed, gave one enormous yawn, and was asleep within moments.>

:: ending responsibility.e.report
setting: bedroom

<little:{name} was tucked up tight in bed.><6-9:{name} was tucked up tight, and {companion} sat on the end of the bed.><10-12:{name} lay tucked up tight, and {companion} settled on the end of the bed.>
<little:"Report, please!" said {companion}, like a captain.><6-9:"Report, please," said {companion}, in a captain's voice.><10-12:"Report, please," said {companion}, in a solemn, captain-like voice.>
<little:"One: I took {item} to {recipient}," said {name}.><6-9:"One: {item}, carried all the way to {recipient}," said {name}.><10-12:"Item one: {item}, carried all the way to {recipient}," reported {name}.>
<little:"Two: teeth brushed. Three: very sleepy!"><6-9:"Two: teeth brushed. Three: one very sleepy helper."><10-12:"Item two: teeth brushed. Item three: one extremely sleepy helper.">
<little:{Companion} gave a salute. "Well done. Off duty now!"><6-9:{Companion} gave a little salute. "Report received. You are off duty."><10-12:{Companion} gave a small, smart salute and said, "Report received; you are officially off duty.">
<8-9:Being off duty felt soft and loose, like taking off a heavy coat.><10-12:Going off duty, {name} discovered, felt like shrugging off a heavy coat.>
<little:{name} saluted back. Then {they} was fast asleep.><6-9:{name} tried to salute back, but {their} hand only got halfway before {they} was asleep.><10-12:{name} tried to return the salute, but {their} hand only made it halfway before {they} was asleep.>

:: ending responsibility.e.light-as-air
setting: bedroom

<little:{name} lay in bed, arms out wide on the quilt.><6-9:{name} lay in bed with {their} arms flopped out wide on the quilt.><10-12:{name} lay in bed with {their} arms flung wide across the quilt.>
<little:"I feel light," {name} said. "Light as a feather!"><6-9:"I feel so light," said {name}. "Like a feather."><10-12:"I feel peculiarly light," {name} remarked, "almost like a feather.">
<little:"That's because the job is done," said {companion}.><6-9:"That's because the job is finished," said {companion}.><10-12:"That is what a finished job feels like," {companion} explained.>
<little:All night, {name} had looked after {item}. Now it was with {recipient}.><6-9:All night, {name} had carried {item}, and the care of it, all the way to {recipient}.><10-12:All night, {name} had carried {item} to {recipient}, and the care of it as well, which weighed rather more.>
<6-9:Now {name} could put the care down too.><10-12:Now, at last, {name} could set the care down too.>
<8-9:Looking after something is heavier than it looks, and putting it down is lighter than anything.><10-12:Looking after something weighs more than it appears to, {name} thought, and setting it down is lighter than anything.>
<little:Light as a feather, {name} floated off to sleep.><6-9:Light as a feather, {name} drifted off to sleep.><10-12:As light as a feather, {name} drifted down into sleep.>

:: ending responsibility.e.no-fuss
setting: bedroom

<little:The room was dark and quiet. The quilt was warm.><6-9:The room was dark and quiet, and the quilt was warm.><10-12:The room was dark and hushed, and the quilt was warm.>
<little:{Companion} did not make a fuss.><6-9:{Companion} did not make a fuss, or even say "Well done."><10-12:{Companion} made no fuss at all, and did not even say "Well done.">
<little:{name} did not need it.><6-9:{name} did not need it.><10-12:{name} found that {they} did not need it.>
<little:But deep down, {name} knew. {item} was with {recipient}, all because of {name}.><6-9:{name} knew that {item} had reached {recipient}, and that {name's} own two hands had taken it there.><10-12:{name} knew that {item} had reached {recipient}, and that it was {name's} own two hands that had carried it there.>
<8-9:Some things feel best when nobody makes a fuss of them.><10-12:Some things, {name} thought, feel best when nobody makes a fuss of them at all.>
<little:{Companion} just settled close by, quiet and warm.><6-9:{Companion} just settled down close by, quiet and warm.><10-12:{Companion} simply settled down close by, quiet and warm.>
<little:And {name} slept, warm and sure.><6-9:And {name} fell asleep, warm and quietly sure.><10-12:And {name} fell asleep, warm and quietly certain.>
