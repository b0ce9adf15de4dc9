// Leadership: the theme's openings, its quests (each followed by its set-ups and pay-offs), its scenes and its endings.
// How to write for it: ../README.md. The journeys every theme shares are in ../journeys.story.
theme: Leadership

// Openings: home at bedtime; the companion arrives. Quest-neutral.

:: opening leadership.o.1nwo3p
setting: bedroom
opens: toys-in-a-row

<little:The wind was busy tonight. Whirl, whirl went the leaves past the window.><6-9:The wind was busy tonight, chasing leaves past the window in little whirls.><10-12:While the wind chased leaves past the window in restless whirls, {name} lined up the toy animals on the shelf before bed, the smallest at the front.>
<little:Before bed, {name} lined up the toy animals. Smallest at the front!><6-9:Before bed, {name} lined up the toy animals on the shelf, smallest at the front.>
<grown:"There," {name} told them.
"Now nobody is stuck behind somebody tall."><little:"There," said {name}.
"Now you can all see.">
<2-9:Whoosh!
A gust rattled the glass, and the window swung open.><10-12:Then a sudden gust rattled the glass, the window swung open, and in with the leaves tumbled {companionIntro}[, and a leaf landed in {name's} {hair} hair].>
<little:In with the leaves tumbled {companionIntro}!><6-9:In with the leaves tumbled {companionIntro}[, and a leaf landed in {name's} {hair} hair].>
<8-9:{Companion} looked at the neat row of toys and nodded, as if {name} had passed a test without knowing there was one.><10-12:{Companion} studied the neat row of toys with quiet approval, as though {name} had passed a test {they} had never been told about.>
"I've come to the right house," said {companion}.

:: opening leadership.o.121l77c
setting: bedroom

<2-9:Plip.
Plop.
Plip.>
<little:Drip, drop went the rain on the windowsill. {name} lay in bed, counting the drops.><6-9:Rain was dripping from the gutter onto the windowsill, and {name} lay in bed counting the drops.><10-12:Plip, plop, plip: rain was dripping from the gutter onto the windowsill, and {name} lay in bed, drowsily counting the drops.>
<grown:At forty-two, the drops began to sound like tiny footsteps, and then like a knock.><little:Then the drips sounded like a knock.>
<little:{name} sat up and drew back the curtain.><6-9:{name} sat up and drew back the curtain[, the {colour} one with stars on].><10-12:{name} sat up and drew back the curtain[, the {colour} one with stars on], and there on the sill, holding a big leaf like an umbrella, sat {companionIntro}.>
<little:There on the sill sat {companionIntro}. {Companion} held a leaf like an umbrella!><6-9:There on the sill, holding a big leaf like an umbrella, sat {companionIntro}.>
<2-9:"Sorry to drip on your window," said {companion}.
"I was told you are good at helping others find their way."><10-12:"I apologise for dripping on your window," said {companion}, "but I was told you are good at helping others find their way.">

:: opening leadership.o.fsows7
setting: garden
picture: snow

<little:While {name} was in the bath, the first snow came!><6-9:The first snow of winter had come while {name} was in the bath.><10-12:The first snow of winter had arrived while {name} was in the bath, and now the whole garden glowed white under the moon.>
<2-9:Now the garden glowed white under the moon.>
<little:{name} pulled a coat over {their} pyjamas. Then out {they} went!><grown:{name} pulled a coat on over {their} pyjamas[ and a {colour} woolly hat on top], and stepped outside.>
<2-9:Crunch, crunch.>
<6-9:Across the lawn ran a line of big, round footprints, all the way to the shed.><10-12:Crunch, crunch went the snow, and across the lawn ran a line of big, round footprints, leading all the way to the shed.><little:Big footprints led to the shed.>
{name} followed them, putting {their} boots in every one.
<little:Behind the shed waited {companionIntro}.><grown:Behind the shed, shaking snow off, waited {companionIntro}.>
<8-9:The footprints had been a trail laid on purpose, and {name} had read it perfectly.><10-12:The footprints, {name} realised, had been laid on purpose, a message written in the snow for exactly the right reader.>

:: opening leadership.o.1mq95u1
setting: garden

<2-9:It was midsummer, and the sky would not get dark.><10-12:It was midsummer, and the sky stubbornly refused to get dark, so {name} sat on the back step in {their} pyjamas, watching the swifts[, {their} {eyes} eyes following the fastest one].>
<little:{name} sat on the back step, watching the swifts.><6-9:{name} sat on the back step in {their} pyjamas, watching the swifts[, {their} {eyes} eyes following the fastest one].>
<grown:They raced over the rooftops in a long, screaming line, and the one at the front kept glancing back to check on the others.><little:Swifts zoomed by in a long line.
Wheee!>
"The front one looks back a lot," said {name}.
<little:"Good leaders look back," said a voice from the roses.><6-9:"That's how you know it's a good leader," said a voice from under the roses.><10-12:"That's how you can tell it's a good leader," said a voice from under the roses, and out stepped {companionIntro}.>
<2-9:And out stepped {companionIntro}.>

:: opening leadership.o.1n3i16w
setting: bedroom

<little:{name} was nearly asleep. Then the bed rocked, like a boat!><6-9:{name} was nearly asleep when the bed gave a gentle rock, like a boat on water.><10-12:{name} was nearly asleep when the bed gave a gentle rock, like a boat on water.
Opening one eye, {name} discovered that the carpet had become a silver sea, and the bed was drifting steadily across it[, past {name's} {colour} slippers bobbing like two little boats].>
<6-9:{name} opened one eye.
The carpet had turned into a silver sea, and the bed was drifting out across it[, past {name's} {colour} slippers bobbing like two little boats].><little:The carpet was a sea!
The bed was a boat!>
<little:By the bed stood {companionIntro}. {Companion} held a little ship's wheel.><grown:At the foot of the bed stood {companionIntro}, holding a little wooden ship's wheel.>
<2-9:"Captain?" said {companion}, and held it out.
{name} took the wheel in both hands.><10-12:"Captain?" said {companion}, holding it out, and {name} took the wheel firmly in both hands.>
<8-9:It felt heavier than it looked, the way important things often do.><10-12:It felt heavier than it looked, {name} noticed, the way important things often do once they are actually in your hands.>
"Where to?" asked {name}.

:: opening leadership.o.1glzbmq
setting: bedroom

<little:The toy soldier on the shelf had never said a word.><grown:The toy soldier on the shelf had stood guard every night for years and never said a word.>
<2-9:Tonight, just as the light went out, he whispered, "Psst!
Visitor!"><10-12:Tonight, however, just as the light went out, he whispered urgently, "Psst! Visitor!">
<6-9:{name} sat up and looked where his little painted arm was pointing.
The wardrobe door was slowly creaking open.><10-12:{name} sat up and looked where his little painted arm was pointing: the wardrobe door was slowly creaking open, and out between the coats stepped {companionIntro}.><little:{name} sat up.
Creak!
The wardrobe door opened.>
<2-9:Out between the coats stepped {companionIntro}.
"Thank you, Sergeant," said {companion} to the soldier.
"You may stand easy now."><10-12:"Thank you, Sergeant," said {companion} to the soldier, with great seriousness; "you may stand easy now.">
{name} giggled[ into {their} {colour} pillow].

:: opening leadership.o.1g0la5q
setting: bedroom
opens: snails-crossing

<2-9:Peep-peep!
A tiny whistle sounded outside, like a very small train.
{name} knelt up on the bed to look.><10-12:Peep-peep! A tiny whistle sounded outside, like a very small and very determined train, and {name} knelt up on the bed to look.>
<grown:Down on the garden path, a row of snails was waiting at the edge of the lawn, as if someone ought to tell them when to cross.><little:Down below, some snails sat in a row, waiting.>
<little:Beside them stood {companionIntro}. {Companion} had a silver whistle!><grown:Beside them, with a silver whistle, stood {companionIntro}.>
<2-9:"They need somebody to say go," called {companion}.
"Would you?"><10-12:"They need somebody to tell them when to go," called {companion}; "would you?">
<8-9:It was a small job, but the snails were looking up at {name} as if it were the biggest job in the world.><10-12:It was only a small job, but the snails gazed up at {name} so hopefully that it suddenly felt like a very large one.>
<little:"Go!" called {name}. Off slid the snails, slow and shiny.><grown:"Ready, steady, go!" called {name}, and off slid the snails, slow and shiny.>

:: opening leadership.o.15xvga7
setting: bedroom

<little:The moon was so bright tonight. It made a silver path across the floor.><grown:The moon was so bright tonight that it laid a silver path across the bedroom floor.>
<2-9:{name} put one bare toe on it.
It felt cool, like the shallow end of a pool.[ The moonlight turned {name's} {hair} hair to silver.]><10-12:{name} dipped one bare toe into it, cautiously, and found it cool, like the shallow end of a swimming pool.[ The moonlight turned {name's} {hair} hair to silver.]>
<6-9:Then {name} saw that the path did not stop at the wall.
It went up the curtains and out into the sky.><little:The path went up, up, out of the window!><10-12:Then {name} noticed that the path did not stop at the wall at all, but climbed the curtains and out into the sky, and down it, soft as a moth, came {companionIntro}.>
<little:Softly, softly, down came {companionIntro}.><6-9:Down it came, soft as a moth, {companionIntro}.>
<little:"I followed the moonlight," said {companion}. "It led me straight to you."><grown:"I followed the moonlight," said {companion}, "and it led me straight to you.">

:: opening leadership.o.1t0t9n9
setting: bedroom

<2-9:A storm was grumbling far away, and rain drummed on the roof.
{name} was not scared, but the toys might be.><10-12:A storm was grumbling far away and rain drummed on the roof; {name} was not scared, but suspected that the toys might be.>
<grown:So {name} gathered them all into bed, the rag doll, the one-eyed dog and the woolly sheep[, and even a book about {interest}].><little:So {name} tucked all the toys in bed.>
<2-9:"It's only clouds bumping," {name} said.
"We're safe in here."
Flash!
A shape appeared at the window and tapped politely.
It was {companionIntro}, dripping wet.
"You looked after them beautifully," said {companion}.
"May I come in too?"><10-12:"It's only clouds bumping," {name} reassured them. "We're perfectly safe in here."
There was a flash, and a shape appeared at the window and tapped politely: {companionIntro}, dripping wet.
"You looked after them beautifully," said {companion}; "may I come in too?">

:: opening leadership.o.ybty07
setting: bedroom

<2-9:Hic!
{name} had the hiccups.
Hic!
Hic![ {name's} {hair} hair bounced with every hic.]><10-12:{name} had the hiccups, the stubborn, bouncing sort: hic, hic, hic![ {name's} {hair} hair bounced with every hic.]>
<grown:{name} tried holding {their} breath, and sipping water upside down, and counting to twenty, but nothing worked.><little:{name} held {their} breath.
Hic!
It did not work.>
<2-9:Then came a tap at the window, so sudden that {name} jumped.
There, waving, was {companionIntro}.
"Oh!" said {name}.
Then {they} waited.
No hic.
"They've gone!"
{name} laughed.><10-12:Then came a tap at the window, so sudden that {name} jumped, and there, waving cheerfully, was {companionIntro}.
"Oh!" said {name}, and waited, hardly daring to breathe; there was no hic.
"They've gone!" {name} laughed.>
<8-9:It was the first time {name} had been glad of a fright.><10-12:It was the first time {name} had ever been grateful for a fright, though {they} hoped it would also be the last.>
"Happy to help," said {companion}, with a bow.

:: opening leadership.o.1t90ico
setting: bedroom

<2-9:Today, {name} had been line leader at school.><10-12:Today, {name} had been line leader at school, which meant walking at the front all the way to the hall and back, and looking round at every corner to check that nobody was lost.>
<6-9:All the way to the hall and back, {name} had walked at the front, and at every corner {they} had looked round to check that nobody was lost.><little:{name} walked at the front and looked back at every corner.>
<little:Now, snug in bed, {name} was still smiling about it.><grown:Now, snug in bed[ in {their} {colour} pyjamas], {name} was still smiling about it.>
<2-9:Then the bedroom door creaked, and somebody peeped round it.
In came {companionIntro}.
"I hear you are good at the front," said {companion}.
"Could you lead the way tonight?"><10-12:Then the bedroom door creaked, somebody peeped round it, and in came {companionIntro}.
"I hear you are rather good at being at the front," said {companion}; "could you lead the way tonight?">

:: opening leadership.o.71spky
setting: garden
picture: blossom
opens: frogs-in-time

<little:Pink blossom drifted down from the cherry tree, like snow.[ Some caught in {name's} {hair} hair.]><6-9:It was a soft spring evening, and blossom was drifting down from the cherry tree like pink snow.[ Some of it caught in {name's} {hair} hair.]><10-12:It was a soft spring evening, and blossom was drifting down from the cherry tree like pink snow as {name} went out in {their} slippers to say goodnight to the garden.[ Some of it caught in {name's} {hair} hair.]>
<little:{name} went out in slippers to say goodnight to the garden.><6-9:{name} had gone out in {their} slippers to say goodnight to the garden.>
<grown:Down by the pond, the frogs were singing all at once, each one louder than the last, and none of them in time.><little:By the pond, the frogs were singing all at once.
Croak!
Croak!>
<2-9:{name} laughed.
"You need someone to count you in," {they} told them.
"They do!" said a voice.>
<little:Out of the reeds climbed {companionIntro}.><6-9:And out from the reeds climbed {companionIntro}.><10-12:{name} laughed. "What you need is someone to count you in," {they} told them.
"They certainly do!" agreed a voice, and out from the reeds climbed {companionIntro}.>

:: opening leadership.o.1hu4pf
setting: bedroom

<2-9:{name's} bedtime book was about a little ship's captain.><10-12:{name's} bedtime book was about a little ship's captain, and even after the light was out, it still lay open on the pillow.>
<little:The light was out. But the book still lay open on the pillow.><6-9:When the light was out, the book still lay open on the pillow.>
<grown:Slowly, a glow rose from the pages, and the painted waves began to move, swish, swash[, splashing a drop onto the {colour} quilt].><little:Then the book began to glow.
Swish, swash went the painted sea.>
Something was climbing out of the picture.
<little:Splash! There on the quilt stood {companionIntro}.><grown:It shook off a splash of painted sea, and there on the quilt stood {companionIntro}.>
<8-9:{name} touched the page, and found it perfectly dry.><10-12:{name} touched the page, half expecting wet fingers, and found it perfectly dry, which was somehow the strangest part of all.>
<2-9:"Ahoy," said {companion}.
"Ready for a voyage?"><10-12:"Ahoy," said {companion}; "are you ready for a voyage?">

:: opening leadership.o.ay5uoy
setting: garden

<little:The washing was still on the line. {name} went out to fetch the peg bag.><grown:The washing had been left on the line, and {name} had been sent out in {their} dressing gown[ and {colour} wellies] to bring in the peg bag.>
<grown:Sheets and socks and tea towels flapped and snapped in the breeze, and behind the biggest sheet, something was humming.><little:Flap, snap went the sheets.
Something behind them was humming.>
<2-9:{name} lifted a corner of the sheet.>
<little:Behind it stood {companionIntro}. {Companion} held two pegs!><6-9:Behind it, holding two pegs, stood {companionIntro}.><10-12:{name} lifted a corner of the sheet, and behind it, holding two pegs, stood {companionIntro}.>
<2-9:"I was helping," said {companion}.
"I think."><10-12:"I was helping," said {companion}, and then added, rather less certainly, "I think.">
<8-9:Three socks lay on the grass, which suggested the helping had not gone entirely to plan.><10-12:Three socks lay scattered on the grass behind {companion}, and {name} kindly decided not to ask how they had got there.>

// Quests: each names the thing carried, who it is for and where it goes; its set-ups and pay-offs follow it.

:: quest wren-crown
item: the little crown
itemFull: the Wren King's little golden crown
itemHeld: <little:on {their} thumb><grown:on {their} thumb, like a ring>
itemTell: <little:gave a golden wink><grown:gave a small golden wink>
recipient: the Wren King
destination: <little:the ivy tower><grown:the ivy tower of the old castle>
goal: take the little crown back to the Wren King
refrain: A little crown for a little king

:: setup leadership.wren-crown.s.nno39i
setting: garden

<2-9:Something was glinting in the bird bath.
{name} fished it out with two fingers[, {their} {eyes} eyes wide].>
<little:{name} had found {itemFull}! No bigger than a thimble!><6-9:It was {itemFull}, no bigger than a thimble!>
<2-9:{Companion} leaned in close to see.
A wren fluttered onto the fence.
"The king dropped it on his way home," she chirped.>
<little:"Tonight he leads the Midnight Meeting of the birds. Everyone will be waiting!"><6-9:"Tonight he leads the Midnight Meeting of all the birds, and everyone will be waiting."><10-12:Something was glinting in the bird bath, and {name} fished it out with two fingers[, {their} {eyes} eyes wide].
It was {itemFull}, no bigger than a thimble, and {companion} leaned in close to see.
A wren fluttered onto the fence. "The king dropped it on his way home," she chirped, "and tonight he leads the Midnight Meeting of all the birds, so everyone will be waiting.">
<grown:{name} slipped the crown onto {their} thumb, where it fitted like a ring.><little:It fitted on {name's} thumb, like a ring.>
<little:"Let's take it back to the king," said {name}. "Before midnight!"><grown:"Then let's {goal}," said {name}, "before midnight.">

:: setup leadership.wren-crown.s.1sm6wkg
setting: bedroom

Tap, tap, tap.
A tiny brown bird was knocking at the window with her beak.
It was a wren, puffed and worried.
<little:"The Wren King has lost his crown," she cried. "Now all the birds are arguing!"><grown:"The Wren King has lost his crown," she cried, "and now all the birds are arguing about who should be king instead!">
{name} looked round the room, while {companion} checked under the bed.
<grown:There, caught in the curtain tassel, something small was shining in the moonlight.><little:Something was shining on the curtain.>
It was {itemFull}.
<8-9:It was hard to believe that something so small could cause such a fuss.><10-12:It was hard to believe that something no bigger than a thimble could stir up such a flutter of trouble.>
"We'll {goal}," said {name}.
"Then the arguing can stop."

:: payoff leadership.wren-crown.p.yq6uzj
setting: castle

<little:They looked up at {destination}. Robins, sparrows and starlings all chattered at once!><grown:High on {destination}, birds were crowded along the wall: robins, sparrows and starlings, all chattering at once.>
<little:In the middle sat {recipient}, small and brown. Nobody was listening to him.><grown:In the middle sat {recipient}, small and brown, and nobody was listening to him.>
{name} climbed up, with {companion} treading softly behind.
{name} held out {item}.
<grown:The Wren King bowed his little head, and {name} set the crown on it, very gently.><little:{name} put it on his head, very gently.>
At once, the chatter stopped.
"Thank you," said the king.
<8-9:Then he leaned close and whispered, "The crown helps them see me.
But you are the one who came all this way."><10-12:Then he leaned close and murmured, "The crown helps them notice me, but coming all this way for someone else is what a real leader does."> "{refrain}," said {name}, smiling.

:: payoff leadership.wren-crown.p.1q1q0ap
setting: castle

<little:They climbed {destination}. At the top sat {recipient}, all alone.><6-9:At the top of {destination}, {recipient} sat alone.><10-12:At the top of {destination}, {recipient} sat alone, sighing, "Nobody listens to a king without a crown."
{name} held out {item}. "You don't need to be big to be a king," said {name}; "you need to listen to everyone, and you already do."
"That's perfectly true," said {companion} softly.>
<2-9:"Nobody listens to a king without a crown," he sighed.
{name} held out {item}.
"You don't need to be big to be a king," said {name}.
"You need to listen to everyone.
And you do."
"That's true," said {companion} softly.>
<grown:The Wren King looked at {name} and sat up a little taller.><little:The Wren King sat up tall.>
<little:He hopped onto {name's} sleeve and put on the crown. Then he sang!><grown:He hopped onto {name's}[ {colour}] sleeve, put on the crown and sang one bright trill.>
<2-9:From every tree, the birds came flying.><10-12:From every tree in sight, the birds came flying in answer.>

:: quest moonrise-lantern
item: the tin lantern
itemFull: the round tin lantern for the Moonrise Walk
itemHeld: <little:round {their} wrist><grown:on a loop round {their} wrist>
itemTell: flickered, warm and steady
recipient: Miss Teasel
destination: <little:the Bluebell Hill gate><grown:the old gate at the foot of Bluebell Hill>
goal: take the tin lantern to Miss Teasel
refrain: Lantern high, and all together

:: setup leadership.moonrise-lantern.s.1ic2keh
setting: bedroom

<little:On the windowsill sat {item}. It was polished till it shone.><grown:On the windowsill sat {itemFull}, polished till it shone[, with a {colour} ribbon tied round its handle].>
<2-9:Last week, {name} had made a promise.><10-12:Last week, Miss Teasel, the hedgehog teacher, had asked {name} to lead her hoglets up Bluebell Hill to watch the moon rise, and {name} had promised.>
<6-9:Miss Teasel, the hedgehog teacher, had asked, "Will you lead my hoglets up Bluebell Hill to watch the moon rise?"
And {name} had said yes.><little:{name} had promised to lead the baby hedgehogs up Bluebell Hill.>
<little:Now the moon was nearly up. Twelve little hedgehogs were waiting in the dark.><grown:Now the moon was nearly up, and twelve little hedgehogs would be waiting in the dark.>
<2-9:{Companion} held the lantern still, and {name} lit it.
Click!
"I said I would," {name} said.
"So let's {goal}."><10-12:{Companion} held the lantern steady while {name} lit it with a click. "I said I would," {name} said, "so let's {goal}.">

:: setup leadership.moonrise-lantern.s.132o2y4
setting: garden

<2-9:Scritch, scratch.
A young hedgehog squeezed under the garden gate, out of breath.
"Miss Teasel sent me," he puffed.>
<little:"All the baby hedgehogs are at the gate. They keep asking if you're coming!"><6-9:"All the baby hedgehogs are at the gate in their best scarves, and they keep asking if you're coming."><10-12:With a scritch and a scratch, a young hedgehog squeezed under the garden gate, quite out of breath. "Miss Teasel sent me," he puffed. "All the baby hedgehogs are at the gate in their best scarves, and they keep asking if you're coming.">
{name} remembered the promise: to lead the Moonrise Walk.
<grown:{name} ran to the shed, found {itemFull}, and rubbed it till it glowed.><little:{name} found {item} in the shed and lit it.>
<2-9:"Of course I'm coming," said {name}.
"So am I," said {companion}, already at the gate.
"Then let's {goal}," said {name}.><10-12:"Of course I'm coming," said {name}.
"So am I," said {companion}, who was already waiting at the gate, and {name} added, "Then let's {goal}.">

:: payoff leadership.moonrise-lantern.p.11u7m63
setting: hilltop

<little:There stood {recipient}, with twelve hoglets in a wriggly row.><6-9:At {destination} stood {recipient}, with twelve hoglets in a wriggly row.>
<2-9:"You came!" they squeaked.
{name} held up {item}.
"Everyone hold the paw in front," said {name}.
"And nobody goes faster than the smallest.">
<little:Up the hill they went, slow and steady. A long, twinkly line!><6-9:Up the hill they went, slow and steady, in a long, twinkly line.>
<2-9:{Companion} walked at the very back, so nobody was left behind.><10-12:At {destination} stood {recipient}, with twelve hoglets in a wriggly row, who squeaked with relief, "You came!"
{name} held up {item}. "Everyone hold the paw in front," said {name}, "and nobody goes faster than the smallest."
Up the hill they went, slow and steady, in a long, twinkly line, while {companion} walked at the very back so that nobody was left behind.>
<grown:Just as they reached the top, the moon rose over the trees, huge and gold[, and turned {name's} {hair} hair gold too].><little:At the top, up came the moon, big and gold.>
Twelve small gasps.
<8-9:Miss Teasel squeezed {name's} hand, and neither of them needed to say a word.><10-12:Miss Teasel squeezed {name's} hand, and they stood together in a silence that said more than any thank-you could.>

:: payoff leadership.moonrise-lantern.p.1k7awwb
setting: hilltop

<little:{recipient} was counting hoglets at the gate.><grown:{recipient} was counting hoglets at {destination}.>
<2-9:"Ten, eleven, twelve," she said.
"And one leader."
The smallest hoglet was hiding behind her, shy of the dark.
{Companion} whispered, "The dark is only the night, resting."
{name} knelt and held out {item}.
"Will you carry it at the front, with me?"><10-12:"Ten, eleven, twelve," she said, "and one leader," but the smallest hoglet was hiding behind her, shy of the dark.
{Companion} whispered, "The dark is only the night, resting," and {name} knelt and held out {item}. "Will you carry it at the front, with me?">
<grown:The little hedgehog's nose twitched, and she took it.><little:The little hedgehog took it in both paws.>
<little:Up Bluebell Hill they went, side by side. The moon rose to meet them.><grown:Up Bluebell Hill they went, side by side, and the moon rose to meet them.> "{refrain}!" sang the hoglets.

:: quest gosling-home
item: the little gosling
itemFull: a fluffy grey gosling called Sprout
itemHeld: <little:in {their} hood><grown:in the hood of {their} dressing gown>
itemTell: <little:gave a sleepy peep><grown:gave a sleepy little peep>
recipient: Old Greylag
destination: <little:the reed beds><grown:the reed beds at the river bend>
goal: take the little gosling home to Old Greylag
refrain: Follow the leader, all the way home

:: setup leadership.gosling-home.s.lnkrts
setting: garden

<little:At sunset, a line of geese flew over the house. Honk, honk!><grown:At sunset, a long line of geese had flown over the house, honking.>
<2-9:Now, in the dark garden, something went peep.
Under the rhubarb sat {itemFull}.><10-12:Now, in the dark garden, something went peep, and there under the rhubarb sat {itemFull}.>
<little:"I was at the back of the line," Sprout sniffed. "I got left behind."><grown:"I was at the very back of the line," Sprout sniffed, "and I got left behind.">
<2-9:{Companion} lifted a rhubarb leaf to let Sprout out.
{name} knew where the geese slept: by the river, with Old Greylag.><10-12:{Companion} lifted a rhubarb leaf to let Sprout out, and {name} thought hard, remembering that the geese slept by the river, with Old Greylag.>
<grown:{name} tucked Sprout gently into {their} warm hood.><little:{name} popped Sprout into {their} warm hood.>[ Sprout nibbled a strand of {name's} {hair} hair and went quiet.]
<2-9:"We'll {goal}," said {name}.
"You're with me now."><10-12:"We'll {goal}," said {name} reassuringly; "you're with me now.">

:: setup leadership.gosling-home.s.1d3jisn
setting: bedroom

<2-9:Peep!
Peep!
Something small and fluffy was bumping against the bedroom window.><10-12:Peep, peep! Something small and fluffy was bumping anxiously against the bedroom window.>
<little:{name} opened it. In tumbled {itemFull}, cold and shivery.><grown:{name} opened it, and in tumbled {itemFull}, windblown and shivery.>
{Companion} caught Sprout gently, before the poor thing hit the floor.
<little:"The wind pushed me out of the line," Sprout peeped. "The others flew on!"><grown:"The wind pushed me out of the line," Sprout peeped, "and the others flew on without me.">
<grown:Far away, by the river bend, the flock would be settling down to sleep, one short.><little:Far away, the flock was going to sleep, one short.>
<little:{name} tucked Sprout into {their} warm hood.><grown:{name} tucked Sprout into {their} warm hood[, with {their} {colour} scarf for a blanket].>
<2-9:"Don't worry," said {name}.
"We'll {goal}."><10-12:"Don't worry," said {name} steadily; "we'll {goal}.">

:: payoff leadership.gosling-home.p.lj53bv
setting: river

<little:Here were {destination}. The geese were going to sleep.><grown:In {destination}, the geese were settling down, heads tucked under wings.>
<little:Only one was still awake, counting. It was {recipient}.><grown:Only one was still awake, counting: {recipient}, at the front of the flock.>
<2-9:"Forty-one," she murmured.
"There should be forty-two."
Peep!
{item} poked out of {name's} hood.
"Sprout!"
Old Greylag came hurrying through the reeds.
{Companion} stepped aside to let her pass.><10-12:"Forty-one," she murmured anxiously; "there should be forty-two."
At that moment, with a peep, {item} poked out of {name's} hood.
"Sprout!" cried Old Greylag, hurrying through the reeds, and {companion} stepped aside to let her pass.>
<grown:{name} lifted Sprout out, and the gosling snuggled straight under the big grey wing.><little:{name} lifted Sprout out.
Snuggle!>
<2-9:"I should have looked back," said Old Greylag softly.
"Thank you for looking back for me."><10-12:"I should have looked back," said Old Greylag softly; "thank you for looking back for me.">

:: payoff leadership.gosling-home.p.15hk3o
setting: river

<little:They hurried to {destination}. The flock was honking, worried.><grown:At {destination}, the flock was honking in a worried ring.>
<2-9:"Sprout!
Sprout!"
At the front stood {recipient}, tall and grey.><10-12:"Sprout! Sprout!" they called, and at the front stood {recipient}, tall and grey.>
<little:{name} showed them {item}. The flock went quiet, then honked with joy!><grown:{name} held up {item}, and the whole flock went quiet, then burst into happy honks.>
<6-9:Old Greylag tucked Sprout under one wing and bowed her long neck to {name}.><little:Old Greylag bowed her long neck.><10-12:Old Greylag tucked Sprout under one wing and bowed her long neck to {name}, and {name} glanced at {companion}; both of them grinned.>
<2-9:{name} glanced at {companion}, and both of them grinned.>
<little:"From now on," she said, "the smallest flies right behind me."><grown:"From now on," she said, "the smallest flies right behind me, where I can see.">
<8-9:{name} thought that was exactly what a good leader ought to say.><10-12:{name} thought that was exactly what a good leader ought to say: not who is strongest, but who needs watching over.> "{refrain}," peeped Sprout.

:: quest star-badge
item: the star badge
itemFull: a star badge, stitched in yellow wool, for Nettle Vole
itemHeld: <little:in {their} pocket><grown:in a hanky in {their} pocket>
itemTell: <little:shone in the moonlight><grown:caught the moonlight and shone>
recipient: Nettle Vole
destination: <little:the watch house><grown:the watch house on the village green>
goal: give the star badge to Nettle Vole
refrain: Small and kind can lead the way

:: setup leadership.star-badge.s.cydut7
setting: kitchen

<little:At the kitchen table, {name} was sewing {item}. Just one point to go!><6-9:At the kitchen table, {name} was sewing the very last point of {itemFull}.><10-12:At the kitchen table, {name} was stitching the very last point of {itemFull}.>
<6-9:Tonight was Nettle's first night leading the Night Watch, the small animals who walk round the village checking that every lamp is lit and every gate is shut.><little:Tonight, Nettle would lead the Night Watch for the first time.><10-12:Tonight was Nettle's first night leading the Night Watch, the small animals who patrol the village checking that every lamp is lit and every gate is shut.>
<2-9:"But Nettle is worried," said {companion}.
"Nettle thinks leaders have to be big and loud."><10-12:"But Nettle is worried," said {companion}, "because Nettle believes leaders have to be big and loud.">
<2-9:{name} tied off the thread and snipped it[ with the {colour} scissors].
"Then Nettle needs this," {name} said.
"Let's {goal}."><10-12:{name} tied off the thread, snipped it[ with the {colour} scissors], and said, "Then Nettle needs this, so let's {goal}.">

:: setup leadership.star-badge.s.t9b240
setting: bedroom

<little:A note came under the bedroom door, in tiny, shaky writing.><grown:A note had been pushed under the bedroom door, in tiny, shaky writing.>
<2-9:"Dear {name}, tonight I must lead the Night Watch round the village.
But I am the smallest vole there is.
I don't think I can.
Love, Nettle."><10-12:"Dear {name}, tonight I must lead the Night Watch round the village, but I am the smallest vole there is, and I honestly don't think I can. Love, Nettle.">
{name} read it twice, and {companion} read it over {name's} shoulder.
<little:Then {name} took out {item}. {They} sewed the last stitch.><grown:Then {name} took out {itemFull} and sewed its last stitch.>
<grown:A badge would not make Nettle bigger, but it might help Nettle feel brave.><little:A badge might help Nettle feel brave.>
"Let's {goal}," said {name}.

:: payoff leadership.star-badge.p.lcn2a
setting: village

<little:A lamp glowed at {destination}. The Night Watch waited: two mice, a mole and a hedgehog.><grown:A lamp glowed outside {destination}, and by the door waited the Night Watch: two mice, a mole and a hedgehog.>
And there, in a helmet much too big, stood {recipient}, trembling.
{Companion} lifted the lamp from its hook so {name} could see.
<little:{name} knelt and pinned {item} on Nettle's coat.><grown:{name} knelt[ in {their} {colour} dressing gown] and pinned {item} on Nettle's coat.>
<grown:"You don't have to be big," {name} whispered.
"You just have to care about everyone, and you do."><little:"You don't have to be big," said {name}.
"Just kind.">
Nettle stood up straight.
"Night Watch," said Nettle, "follow me!"
<8-9:And they did, every one of them, all round the sleeping village.><10-12:And they did, every last one of them, marching proudly round the sleeping village behind the smallest leader it had ever had.>

:: payoff leadership.star-badge.p.1hkj4lb
setting: village

<2-9:Every window in the village was dark.>
<little:{recipient} was pacing up and down outside.><6-9:Outside {destination}, {recipient} was pacing up and down.>
<2-9:"What if nobody follows me?"
Nettle squeaked.
{name} held out {item}.
"Ask them kindly," said {name}, "and go first."
"We'll be right behind you," said {companion}.
Nettle pinned on the star and took a deep breath.
"Shall we go round?"
Nettle asked, in a small, clear voice.><10-12:Every window in the village was dark, and outside {destination}, {recipient} was pacing anxiously up and down. "What if nobody follows me?" Nettle squeaked.
{name} held out {item}. "Ask them kindly," said {name}, "and go first."
"We'll be right behind you," {companion} promised.
Nettle pinned on the star, took a deep breath, and asked in a small but perfectly clear voice, "Shall we go round?">
<grown:One by one, the watchers lined up, and off they went, lamps swinging.><little:One by one, they lined up behind.
Off they went!> "{refrain}," whispered {name}.

:: quest signpost-arrow
item: the wooden arrow
itemFull: the signpost's wooden arrow that said HOME
itemHeld: under {their} arm
itemTell: seemed to <little:point><grown:point the way all by itself>
recipient: Warden Mossop
destination: <little:Thistle Corner><grown:the crossroads at Thistle Corner>
goal: take the wooden arrow back to Warden Mossop
refrain: Point the way, and point it true

:: setup leadership.signpost-arrow.s.1c3xqod
setting: garden

<2-9:After the storm, the garden was full of twigs and leaves.><10-12:After the storm, the garden was littered with twigs and leaves, and under the hedge {name} found a painted arrow of wood, snapped cleanly in two.>
<little:Under the hedge, {name} found a wooden arrow. It was snapped in two!><6-9:Under the hedge, {name} found a painted arrow of wood, snapped in two.>
One half said HO and the other said ME.
<6-9:"That's {itemFull}," said {companion}.
"It belongs on the old signpost at Thistle Corner.
Without it, everyone out late tonight will take the wrong road."><10-12:"That's {itemFull}," said {companion}; "it belongs on the old signpost at Thistle Corner, and without it, everyone out late tonight will take the wrong road."><little:"It's from the old signpost," said {companion}.
"Without it, people will get lost!">
<little:{name} fetched glue and string. {They} mended {item} tight.><grown:{name} fetched glue and string[, the {colour} kind from the kitchen drawer,] and mended {item} tight.>
"Let's {goal}," said {name}.

:: setup leadership.signpost-arrow.s.i7hbd6
setting: kitchen

<2-9:Knock, knock.>
<little:At the kitchen door stood a damp mole. He held {item}, broken in half.><6-9:At the kitchen door stood a damp mole holding {itemFull}, broken in half.><10-12:There was a knock, and at the kitchen door stood a damp mole holding {itemFull}, broken in half.>
<2-9:"The wind snapped it off the signpost," said the mole.><10-12:"The wind snapped it off the signpost," said the mole, "and Warden Mossop is standing at the crossroads, pointing the way with his own paw, but his arms are getting tired.">
<little:"Warden Mossop is pointing the way with his own paw.><6-9:"Warden Mossop is standing at the crossroads, pointing the way with his own paw.>
<2-9:But his arms are getting tired.">
{name} found the glue, and {companion} fetched a clothes peg.
<grown:While it dried, {name} held the two halves together with the peg, and blew on it to help.><little:{name} glued it and held it with a peg.>
"Now let's {goal}," said {name}.

:: payoff leadership.signpost-arrow.p.1ebouto
setting: forest

<little:They came out at {destination}. An old badger stood by the signpost, one arm out.><grown:At {destination}, an old badger stood by the signpost with one arm stuck out.>
<2-9:"That way for home!" he was calling, very tired.
It was {recipient}.
{name} held up {item}.
"Oh, well done!" said the warden.><10-12:"That way for home!" he was calling wearily; it was {recipient}, and when {name} held up {item}, the warden exclaimed, "Oh, well done!">
<grown:{Companion} held the signpost still while {name} and the warden fitted the arrow back in place.><little:{Companion} held the signpost still.
In went the arrow.>
<grown:But before they fixed it tight, {name} stopped and checked the stars, because everyone would trust this arrow, so it had to be right.><little:{name} checked it pointed the right way.>
Tap, tap, and it was done.
<8-9:The arrow pointed home, true and steady, and {name} felt oddly proud of a piece of wood.><10-12:The arrow pointed home, true and steady, and {name} felt an unexpected pride in what was, after all, only a piece of wood.>

:: payoff leadership.signpost-arrow.p.sz7sad
setting: forest

<little:There was the signpost, with one arm missing.><6-9:The signpost at {destination} looked lopsided with one arm missing.><10-12:The signpost at {destination} looked lopsided with one arm missing, and beside it, {recipient} held up a lamp over a huddle of lost mice.>
<little:Beside it, {recipient} held up a lamp. Some lost mice huddled close.><6-9:Beside it, {recipient} held up a lamp, and some mice stood in a huddle, lost.>
{name} held up {item}, and the warden lifted {name} up.
<grown:{name} slotted the arrow in, turned it to point down the lane to the village, and pressed it firm.><little:In went the arrow.
Press, push, done!>
<2-9:"HOME," read the smallest mouse.
"This way!"
And off they went, waving.
{Companion} waved until the last little tail was gone. "{refrain}," said {name} softly.><10-12:"HOME," read the smallest mouse triumphantly; "this way!" And off they went, waving.
{Companion} waved until the very last little tail had disappeared down the lane, and "{refrain}," said {name} softly.>

:: quest acorn-message
item: the message acorn
itemFull: a hollow acorn with a rolled-up message inside
itemHeld: in {their} sock
itemTell: <little:gave a tiny rattle><grown:gave a tiny rattle, as if it had news>
recipient: Mayor Mouldiwarp
destination: <little:the Mayor's round door><grown:the Mayor's round door in the middle of the meadow>
goal: carry the message acorn to Mayor Mouldiwarp
refrain: Word for word, and all the way

:: setup leadership.acorn-message.s.1y1cjls
setting: bedroom

<2-9:Flutter, flutter.>
<little:A moth flew in at the open window. It carried {itemFull}.><6-9:A moth came in through the open window, carrying {itemFull}.>
<2-9:It dropped it on the pillow.
"From the Weather Frog on the hill," the moth puffed.
"It's for Mayor Mouldiwarp, and it's important.
But my wings are worn out."
{Companion} made the tired moth a soft place to rest.
{name} picked up the acorn.><10-12:With a weary flutter, a moth came in through the open window, carrying {itemFull}, and dropped it on the pillow.
"It's from the Weather Frog on the hill," the moth puffed, "for Mayor Mouldiwarp, and it's important, but my wings are quite worn out."
{Companion} made the exhausted moth a soft place to rest, and {name} picked up the acorn.>
<grown:It would have been easy to peek inside, but a message belongs to the one it is for.><little:{name} did not peek.
It was not for {them}.>
"We'll {goal}," said {name}.

:: setup leadership.acorn-message.s.1697d5e
setting: garden

<2-9:Plonk!
Something bounced off {name's} head onto the path.>
<little:It was {itemFull}. A squirrel leaned out of the apple tree.><6-9:It was {itemFull}, and a squirrel was leaning out of the apple tree.>
<2-9:"Sorry!" she called.
"It's a message for Mayor Mouldiwarp.
It must get there tonight, but I can't leave my babies."><10-12:Plonk! Something bounced off {name's} head onto the path: it was {itemFull}, and a squirrel was leaning out of the apple tree.
"Sorry!" she called. "It's a message for Mayor Mouldiwarp, and it must get there tonight, but I can't leave my babies.">
<grown:{name} rubbed {their} head and held the acorn up to {their} ear.
Something rattled inside, like a secret.><little:{name} shook it.
Rattle, rattle!>
<2-9:"Whatever it says, it sounds important," said {companion}.
{name} tucked it safely in {their} sock.
"We'll {goal}," {name} said.><10-12:"Whatever it says, it sounds important," said {companion}, so {name} tucked it safely into {their} sock. "We'll {goal}," {name} said.>

:: payoff leadership.acorn-message.p.16u3a4q
setting: meadow

<little:{name} knocked on the Mayor's round door.><grown:{name} knocked on {destination}.>
Out blinked {recipient}, an old mole in a nightcap.
{name} held out {item}.
"My eyes are too weak for small writing," said the Mayor.
"Would you read it out, loud and clear?"
<little:{Companion} held the message flat in the moonlight.><grown:{Companion} held the little message flat, so the moonlight fell on it.>
<little:{name} climbed onto a molehill and read: "Shooting stars tonight!><grown:{name} climbed onto a molehill[, {their} {hair} hair lit by the moon,] and read: "Shooting stars tonight!>
Wake everyone up to watch!"
<grown:Doors popped open all over the meadow, and out came moles, mice and voles in their dressing gowns.><little:Out came everyone, in dressing gowns!>
<8-9:Whoosh!
The first star streaked across the sky, and a hundred small faces looked up together.><10-12:Whoosh!
The first star streaked across the sky, and a hundred small faces tipped back together, as if the whole meadow had gasped at once.>

:: payoff leadership.acorn-message.p.105fpvq
setting: meadow

<little:The Mayor's round door opened, creak! Out peered {recipient}, rubbing sleepy eyes.><grown:{destination} opened with a creak, and out peered {recipient}, rubbing sleepy eyes.>
<2-9:{name} held out {item}.
The Mayor twisted off the cap and read the message.
"Oh my!><10-12:{name} held out {item}, and the Mayor twisted off the cap and read the message. "Oh my! The river is rising, so the water voles must sleep in the meadow tonight.">
<little:The river is rising! The water voles must sleep in the meadow tonight."><6-9:The river is rising, so the water voles must sleep in the meadow tonight.">
<grown:"Will you help me tell everyone, gently, so nobody is scared?" asked the Mayor.><little:"Will you help me tell everyone?" asked the Mayor.>
<2-9:So they went from door to door.
{Companion} knocked softly, and {name} explained, calm and kind.
Soon the meadow was full of snug, sleepy voles.><10-12:So they went from door to door, {companion} knocking softly and {name} explaining, calm and kind, until the meadow was full of snug, sleepy voles.>

:: quest willow-baton
item: the willow baton
itemFull: the Mill Pond Choir's old willow baton
itemHeld: <little:through {their} belt><grown:through the cord of {their} dressing gown>
itemTell: <little:twitched in time><grown:twitched, as if it were keeping time>
recipient: the Mill Pond Choir
destination: <little:the mill pond><grown:the mill pond under the willows>
goal: take the willow baton to the Mill Pond Choir
refrain: Up for high and down for low

:: setup leadership.willow-baton.s.8cc1mh
setting: garden

<little:On the garden step sat Maestro Natterjack, an old toad.><grown:On the garden step sat Maestro Natterjack, an old toad in a velvet waistcoat.>
<2-9:"For forty summers I have led the Mill Pond Choir," he croaked.
"But my hopping days are done."
He held out {itemFull}.
"Tonight they sing the Moon Song, and someone new must lead it.
Will you carry this to them?"><10-12:"For forty summers I have led the Mill Pond Choir," he croaked, "but my hopping days are done." He held out {itemFull}. "Tonight they sing the Moon Song, and someone new must lead it; will you carry this to them?">
<grown:{name} took the baton carefully and tucked it through {their} dressing-gown cord.><little:{name} took it very carefully.>
<2-9:{Companion} gave the old toad a small bow.
"We'll {goal}," {name} promised.><10-12:{Companion} gave the old toad a small, respectful bow, and "We'll {goal}," {name} promised.>

:: setup leadership.willow-baton.s.1kxn0rg
setting: bedroom

<little:On {name's} pillow lay a willow stick and a note.><grown:On {name's} pillow lay a thin stick of willow tied with a green ribbon, and a note in wobbly writing.>
<2-9:"Dear {name}, my hopping days are over.
Please take my baton to the choir tonight, for the Moon Song.
They will need a new leader.
Yours, Maestro Natterjack."
"A new leader," said {companion} softly.
"I wonder who it will be.">
<6-9:{name} picked up {item} and gave it a little wave.
It swished through the air, light as a feather.><10-12:"Dear {name}, my hopping days are over; please take my baton to the choir tonight for the Moon Song, because they will need a new leader. Yours, Maestro Natterjack."
"A new leader," said {companion} softly. "I wonder who it will be."
{name} picked up {item} and gave it an experimental wave; it swished through the air, light as a feather.><little:{name} gave {item} a wave.
Swish!>
"Let's {goal}," said {name}.

:: payoff leadership.willow-baton.p.1lxu41c
setting: pond

<little:They reached {destination}. The frogs croaked in a muddle.><grown:At {destination}, the frogs sat on their lily pads, croaking in a muddle.>
<2-9:"Who will lead us now?" they asked.
{name} held up {item}.
"Who should have it?"
Every frog pointed at a different frog.><10-12:"Who will lead us now?" they asked.
{name} held up {item} and asked who should have it, and every single frog pointed at a different frog.>
<grown:But {name} had noticed something: the smallest frog at the back had been tapping a steady beat on her lily pad all along.><little:But {name} had seen the smallest frog tapping a beat.>
<2-9:{name} gave her the baton.
{Companion} nodded at {name}, proud and pleased.><10-12:{name} gave her the baton, and {companion} nodded, proud and pleased.>
<little:Up it went. And {recipient} sang, all in time!><grown:Up it went, and {recipient} began to sing, all in time.>
<8-9:It was the sweetest Moon Song the pond had ever heard.><10-12:It was the sweetest Moon Song the pond had ever heard, and it had come from the one frog nobody else had thought to ask.>

:: payoff leadership.willow-baton.p.d3iv5m
setting: pond

<little:The moon rose over {destination}. {recipient} was waiting.><6-9:The moon was rising over {destination}, and {recipient} was waiting.><10-12:The moon was rising over {destination}, and {recipient} was waiting, but nobody wanted to go first. "You start us off," said the frogs.>
<2-9:But nobody wanted to go first.
"You start us off," said the frogs.>
So {name} lifted {item}. "{refrain}!"
<2-9:Up went the baton, and the frogs sang high.
Down it went, and they sang low.
{Companion} swayed gently to the song.><10-12:When the baton went up, the frogs sang high; when it came down, they sang low, and {companion} swayed gently to the song.>
<grown:Halfway through, {name} held it out to a young frog who had watched every move.><little:Then {name} gave the baton to a young frog.>
<2-9:"Your turn," said {name}.
The young frog beamed and led the choir on.><10-12:"Your turn," said {name}, and the young frog beamed and led the choir onwards.>
<8-9:Leading, {name} thought, was also knowing when to hand things on.><10-12:Leading, {name} thought, was also knowing when to step aside and hand things on, even while they are going well.>

:: quest cloud-horn
item: the silver horn
itemFull: the Cloud Shepherd's little silver horn
itemHeld: <little:round {their} neck><grown:on a cord round {their} neck>
itemTell: <little:gave a faraway toot><grown:gave a soft, faraway toot>
recipient: the Cloud Shepherd
destination: <little:the fold up high><grown:the fold at the top of the sky>
goal: take the silver horn to the Cloud Shepherd
refrain: One small toot, and home they come

:: setup leadership.cloud-horn.s.vqs0jz
setting: bedroom

<2-9:Out of the window, the night sky was in a muddle.>
<little:Little clouds drifted everywhere. Over the moon, into the trees!><6-9:Small clouds were drifting everywhere: over the moon, round the chimneys, even into the trees.>
<2-9:"The cloud lambs are lost," said {companion}.
"Their shepherd has dropped her horn, and she can't call them home."
On the windowsill lay {itemFull}.>
<6-9:It must have rolled all the way down a moonbeam.><10-12:Out of the window, the night sky was in a muddle, with small clouds drifting everywhere: over the moon, round the chimneys, even into the trees.
"The cloud lambs are lost," said {companion}; "their shepherd has dropped her horn, and she can't call them home."
On the windowsill lay {itemFull}, which must have rolled all the way down a moonbeam.><little:It had rolled down a moonbeam.>
<little:{name} hung it round {their} neck.><grown:{name} hung it round {their} neck[, where it shone against {their} {colour} pyjamas].>
<little:"Then let's take it back," said {name}. "And help call the lambs home."><grown:"Then we'll {goal}," said {name}, "and help call them home.">

:: setup leadership.cloud-horn.s.oemwuf
setting: garden

<2-9:"Hallo-o-o below!"
A voice floated down from the sky.
{name} looked up.
High on a cloud stood a tall, wispy figure with a crook.><10-12:"Hallo-o-o below!" A voice floated down from the sky, and when {name} looked up, there was a tall, wispy figure with a crook, standing high on a cloud.>
<little:"I've dropped my horn!" called the Cloud Shepherd. "My lambs are wandering off!"><grown:"I've dropped my horn," called the Cloud Shepherd, "and my lambs are wandering off!">
<little:{name} and {companion} searched the garden. Under the bench, behind the shed!><grown:{name} and {companion} searched the garden: under the bench, behind the shed, in the flower pots.>
<grown:At last, there among the cabbages, lay {itemFull}, shining like a new spoon.><little:There it was, in the cabbages!>
<2-9:"We'll {goal}," {name} called up.
"Wait for us!"><10-12:"We'll {goal}," {name} called up; "wait for us!">

:: payoff leadership.cloud-horn.p.17t0yvm
setting: clouds

<little:{recipient} waited by a gate made of mist.><grown:At {destination}, {recipient} was waiting by a gate made of mist.>
<2-9:"My horn!" she cried.
{name} held out {item}.
"You blow it," said the shepherd.
"Softly, now.
Lambs don't like a fuss."><10-12:"My horn!" she cried, as {name} held out {item}. "You blow it," said the shepherd, "but softly, now; lambs don't like a fuss.">
<little:{name} took a breath and blew. Toot, toot, as gently as a yawn.><grown:{name} took a breath and blew, toot, toot, as gently as a yawn.>
{Companion} opened the misty gate wide.
<grown:From all over the sky, the cloud lambs came drifting back, one by one, and in they went.><little:Back came the cloud lambs, one by one.>
<2-9:{name} counted them all.
Twenty, and not one missing.[ A wisp of cloud caught in {name's} {hair} hair, like a feather.]><10-12:{name} counted them all: twenty, and not one missing.[ A wisp of cloud caught in {name's} {hair} hair, like a feather.]>
<8-9:The sky was tidy again, and the moon shone clear.><10-12:The sky was neat and empty again, and the moon shone clear, as if someone had just wiped the window.>

:: payoff leadership.cloud-horn.p.9jnqe5
setting: clouds

<little:{recipient} sat alone by an empty fold.><grown:At {destination}, {recipient} sat alone by an empty fold.>
Far off, the lambs were still wandering.
<little:"I've called and called," croaked the shepherd. "Now my voice is gone."><grown:"I've called and called," the shepherd croaked, "and now my voice is gone.">
<2-9:{name} lifted {item} and blew.
TOOOT!
The lambs scattered even further.
"Oops," whispered {companion}.><10-12:{name} lifted {item} and blew a tremendous TOOOT, which only scattered the lambs even further. "Oops," whispered {companion}.>
<grown:{name} thought for a moment, then blew again, soft and slow, the way you might call a friend at bedtime.><little:So {name} blew again, soft and slow.
Toot.>
Back they came, drifting in a long, woolly line. "{refrain}," sang {name}.
<8-9:Loud, {name} learned, is not the same as strong.><10-12:Loud, {name} learned, is not at all the same as strong, and sometimes the gentlest call is the one that gets answered.>

:: quest meeting-pine-cone
item: the little pine cone
itemFull: the little pine cone from the Hedgerow Meeting
itemHeld: in {their} dressing-gown pocket
itemTell: <little:gave a dry rustle><grown:gave a small, dry rustle>
recipient: Mabel Hare
destination: <little:the Meeting Stump><grown:the Meeting Stump at the end of the hedgerow>
goal: take the little pine cone back to Mabel Hare
refrain: One at a time, and every voice heard

:: setup leadership.meeting-pine-cone.s.bird-table
setting: garden

<2-9:On the bird table sat something small and brown.
{name} picked it up[, {their} {eyes} eyes curious].
It was {itemFull}.><10-12:On the bird table sat something small and brown, and when {name} picked it up[, {their} {eyes} eyes curious], it turned out to be {itemFull}.>
<2-9:A hedgehog came puffing under the gate.
"A magpie flew off with it at teatime!" he said.><10-12:A hedgehog came puffing under the gate.
"A magpie flew off with it at teatime!" he panted.>
<6-9:"At the Hedgerow Meeting, only the one holding it may speak, and everyone else listens.
Without it, everybody talks at once."><little:"Whoever holds it may talk.
Everyone else listens."><10-12:"At the Hedgerow Meeting, only the one holding it may speak while everyone else listens; without it, everybody talks at once.">
<2-9:"What a muddle," said {companion}.
{name} tucked it into {their} pocket.><10-12:"What a muddle," said {companion}, as {name} tucked it safely into {their} pocket.>
<little:"Let's take it back to Mabel Hare," said {name}. "Then everyone gets a turn."><6-9:"Then let's {goal}," said {name}, "so everyone gets a turn."><10-12:"Then let's {goal}," said {name}, "so that everyone gets a proper turn.">

:: setup leadership.meeting-pine-cone.s.window-mouse
setting: bedroom

Tap, tap, tap.
A small wood mouse was knocking at the bedroom window.
{Companion} let her in out of the cold.
"Have you seen a pine cone?" she squeaked.
<little:"A magpie took it from the Hedgerow Meeting! Now everyone is talking at once!"><grown:"A magpie took it from the Hedgerow Meeting, and now everyone is talking at once!">
<grown:{name} looked round, and there on the windowsill, where the magpie must have dropped it, lay {itemFull}.><little:{name} looked round.
There it was, on the windowsill!
It was {itemFull}.>
<little:"Whoever holds it gets to speak," said the mouse. "Everyone else listens."><grown:"Whoever holds it gets to speak," said the mouse, "and everyone else listens.">
<8-9:It seemed a very small thing to make such a big difference.><10-12:It seemed a very small thing to make such a difference, but {name} could see how it might turn a squabble into a conversation.>
<little:"We'll {goal}," {name} promised.><grown:"We'll {goal}," said {name}[, {their} {hair} hair still rumpled from the pillow].>

:: payoff leadership.meeting-pine-cone.p.ring
setting: meadow

<little:Soon they were at {destination}. The animals sat in a ring, all talking at once!><grown:At {destination}, the animals sat in a ring, all talking at once.>
<2-9:"Call the new bridge Mossy Bridge!"
"No, Big Bridge!"
In the middle sat {recipient}, her long ears drooping.><10-12:Half wanted the new bridge called Mossy Bridge, half wanted Big Bridge, and in the middle sat {recipient}, ears drooping.>
{name} held out {item}.
<grown:Mabel Hare passed it straight back.
"You start us off," she said.><little:"You go first," said Mabel Hare.>
<little:{name} handed it to the smallest vole. The vole had not said a word.><grown:{name} took it, and handed it to the smallest vole, who had not said a word.>
<2-9:{Companion} gave the little vole a warm smile.
"Moonbeam Bridge," whispered the vole.
Everyone went quiet, then cheered.><10-12:{Companion} gave the little vole an encouraging smile. "Moonbeam Bridge," whispered the vole, and after a moment's astonished quiet, everyone cheered.>
<8-9:{name} felt a warm glow, the kind that comes from making room for someone.><10-12:{name} felt a warm glow, the particular kind that comes from making room for someone who has been waiting to be heard.>

:: payoff leadership.meeting-pine-cone.p.stump
setting: meadow

<little:At the stump, {recipient} was tapping her paw.><grown:At {destination}, {recipient} was tapping her paw.>
"Quiet, please!" she called, but nobody heard.
<little:{name} climbed onto the stump and held up {item}.><grown:{name} climbed onto the stump[ in {their} {colour} slippers] and held up {item}.>
{Companion} sat down at the front to listen.
Slowly, the chatter stopped.
"Whoever holds it speaks," said {name}, "and everyone else listens."
Then {name} gave it to Mabel Hare.
<grown:From paw to paw it went, and everyone had a turn, even the shy little shrew.><little:From paw to paw it went.
Everyone had a turn.>
"{refrain}," said Mabel Hare softly.
<8-9:It was a slow meeting, but it was the kindest the hedgerow had ever had.><10-12:It was a very slow meeting, {name} had to admit, but it was also the kindest the hedgerow had ever had.>

:: quest walking-rope
item: the walking rope
itemFull: the Buttercup Nursery's walking rope, with a loop for every little mouse
itemHeld: <little:coiled in {their} pocket><grown:coiled up in {their} pocket>
itemTell: <little:gave a happy wriggle><grown:gave a small, happy wriggle>
recipient: Miss Marigold
destination: <little:the Buttercup Nursery><grown:the Buttercup Nursery at the end of the village>
goal: take the walking rope back to Miss Marigold
refrain: Loop by loop, we all get home

:: setup leadership.walking-rope.s.picnic
setting: garden

<little:At teatime, the nursery mice had a picnic under the hedge.><6-9:At teatime, the nursery mice had come for a picnic under the hedge.><10-12:At teatime, the nursery mice had come for a picnic under the hedge, and now, in the moonlight, {name} noticed something they had left behind.>
<2-9:Now, in the moonlight, {name} saw something they had left behind.>
<little:It was {item}, with a loop for every mouse!><grown:It was {itemFull}.>
<6-9:"Miss Marigold walks the little ones home with it every night," said {companion}.
"Each mouse holds a loop, so nobody wanders off."><10-12:"Miss Marigold walks the little ones home with it every night," said {companion}; "each mouse holds a loop, so nobody wanders off."><little:"Each little mouse holds a loop," said {companion}.
"Then nobody gets lost.">
"And without it?" asked {name}.
"Twelve mice, going twelve different ways," said {companion}.
<little:{name} coiled the rope up neatly.><grown:{name} coiled the rope up neatly[ and tucked it in {their} {colour} dressing-gown pocket].>
"Then let's {goal}," said {name}.

:: setup leadership.walking-rope.s.toy-box
setting: bedroom

<little:{name} found a long rope in the toy box. It had little loops!><grown:In the toy box, {name} found a long rope with little loops all along it.>
<little:"That's {item}!" said {companion}.><6-9:"That's {itemFull}!" said {companion}.><10-12:"That's {itemFull}!" said {companion}. "You must have tidied it away by mistake when the nursery mice came to play.">
<little:"You tidied it away by mistake, when the mice came to play."><6-9:"You must have tidied it away by mistake when the nursery mice came to play.">
<grown:{name} pictured the little mice in their nightcaps, with nothing to hold on to, and Miss Marigold trying to count them.><little:{name} thought of the little mice, with nothing to hold.>
<2-9:"It was my mistake," said {name}[, pulling on {their} {colour} dressing gown].
"So I'll put it right.
Let's {goal}."><10-12:"It was my mistake," said {name}[, pulling on {their} {colour} dressing gown], "so it's up to me to put it right; let's {goal}.">

:: payoff leadership.walking-rope.p.at-the-back
setting: village

<little:Twelve little mice in nightcaps ran round in circles.><6-9:Outside {destination}, twelve little mice in nightcaps were running in circles.><10-12:Outside {destination}, twelve little mice in nightcaps were running in circles while {recipient} tried, without much success, to count them.>
<2-9:{recipient} was trying to count them.>
"Nine, ten... oh, stand still, please!"
<2-9:{name} uncoiled {item} and held it out.
Every mouse grabbed a loop.
Miss Marigold took the front, and {companion} took the middle.><10-12:{name} uncoiled {item} and held it out, and every mouse grabbed a loop; Miss Marigold took the front, and {companion} took the middle.
"Would you walk at the back?" she asked {name}. "It's the most important place of all, because from there you can see everyone.">
<6-9:"Would you walk at the back?" she asked {name}.
"It's the most important place.
From there, you can see everyone."><little:"Will you walk at the back?" she asked.
"Then you can see everyone.">
<little:So off they went, loop by loop. Every little mouse got home to bed.><grown:So off they went, loop by loop, and every little mouse got home to bed.>

:: payoff leadership.walking-rope.p.new-loop
setting: village

<little:{recipient} was waiting with her little ones.><grown:At {destination}, {recipient} was waiting with her little ones.>
<2-9:{name} held out {item}, and Miss Marigold squeaked with joy.
The mice lined up, and each one took a loop.
But the newest mouse had nothing to hold.>
<6-9:So {name} took the cord from {their} dressing gown and tied one more loop, next to {their} own hand.><little:So {name} tied one more loop.
Now everyone had one!>
<2-9:{Companion} held the rope while {name} tied the knot.><10-12:{name} held out {item}, and Miss Marigold squeaked with joy; the mice lined up and each took a loop, except the newest mouse, who had nothing to hold.
So {name} took the cord from {their} dressing gown and, while {companion} held the rope steady, tied one more loop, right next to {their} own hand.>
<little:"{refrain}," sang the mice. Off they went, yawning.><grown:"{refrain}," sang the mice, and off they went, yawning.>

:: quest swing-timer
item: the sand timer
itemFull: the little sand timer from the old swing in Beechnut Wood
itemHeld: in {their} pyjama pocket
itemTell: <little:trickled a little sand><grown:let a few grains trickle down>
recipient: Periwinkle Squirrel
destination: <little:the old swing><grown:the old swing in Beechnut Wood>
goal: take the sand timer back to Periwinkle Squirrel
refrain: Turn it over, take your turn

:: setup leadership.swing-timer.s.pockets
setting: kitchen

Before bed, {name} emptied {their} coat pockets onto the kitchen table.
Out came a shell, a button, and something that went trickle.
<little:It was {item}, from the old swing!><grown:It was {itemFull}!>
<grown:{name} must have brought it home by mistake after playing on the swing.><little:{name} had brought it home by mistake!>
"Oh dear," said {companion}.
"Everyone gets one swing while the sand runs down.
Without the timer, nobody knows when a turn is over."
<8-9:{name} could almost hear the squabbling from here.><10-12:{name} winced, imagining the swing right now, with everyone talking at once and nobody quite sure whose turn it was.>
<little:"Then let's take it back," said {name}. "And say sorry too."><grown:"Then let's {goal}," said {name}, "and say sorry too.">

:: setup leadership.swing-timer.s.young-squirrel
setting: bedroom

<little:A young squirrel crept in at the window. She held {item}.><6-9:A young squirrel crept in at the window, holding {itemFull}.><10-12:A young squirrel crept in at the window, holding {itemFull}, looking ashamed.>
<2-9:"I took it to have all the turns," she said.><10-12:"I took it to have all the turns," she confessed, "and now nobody will play with me, and I'm too shy to take it back.">
<little:"Now nobody will play with me. And I'm too shy to take it back."><6-9:"Now nobody will play with me, and I'm too shy to take it back.">
<grown:{name} sat down next to her[ on the {colour} rug].><little:{name} sat down next to her.>
<2-9:"Everyone makes mistakes," said {name}.
"The brave bit is putting them right."><10-12:"Everyone makes mistakes," said {name} gently; "the brave part is putting them right.">
<6-9:"Will you take it back for me, and say sorry?" she whispered.
"Tomorrow I'll say it myself."><10-12:"Will you take it back for me and say sorry?" she whispered. "Tomorrow I'll find the courage to say it myself."><little:"Will you say sorry for me?" she whispered.>
<2-9:"We will," said {companion}.
"Let's {goal}," said {name}.><10-12:"We will," said {companion}, and {name} nodded firmly. "Let's {goal}.">

:: payoff leadership.swing-timer.p.line
setting: forest

<2-9:At {destination}, young animals were squabbling.
"My turn!"
"No, mine!"
{recipient} sat on a root, worn out.><10-12:At {destination}, young animals were squabbling noisily over whose turn it was, and {recipient} sat on a root, utterly worn out.>
<little:"It's back, with a sorry," said {name}, holding out {item}.><grown:"It's back, and it comes with a sorry," said {name}, holding out {item}.>
"Shall we make a line?" said {name}.
<grown:Periwinkle turned the timer, and one by one the little ones swung high while the sand ran down.><little:One swing each, while the sand ran down.>
<2-9:{Companion} gave each one a gentle push.
{name} waited at the very end of the line.><10-12:{Companion} gave each one a gentle push, while {name} waited patiently at the very end of the line.>
<little:By {name's} turn, the moon was low. {They} swung slowly, while others yawned.><grown:By {name's} turn, the moon was low, and {they} swung slowly while others yawned.>

:: payoff leadership.swing-timer.p.fewest-turns
setting: forest

<little:At the old swing, {recipient} was pushing. Little animals argued!><6-9:At {destination}, {recipient} was pushing the swing, while little animals argued.><10-12:At {destination}, {recipient} was pushing the swing while a crowd of little animals squabbled.>
<little:"This comes with a sorry," said {name}. {They} handed her {item}.><6-9:"This comes with a sorry," said {name}, and gave her {item}.><10-12:"This comes with a sorry," said {name}, handing her {item}.>
<2-9:"Who goes first?" everyone asked, looking at {name}.
{name} thought for a moment.
"Whoever has had the fewest turns tonight."><10-12:"Who goes first?" everyone asked, turning to {name}, who thought for a moment and replied, "Whoever has had the fewest turns tonight.">
<6-9:That was a tiny dormouse, who had waited quietly all evening.><little:That was the tiny dormouse.
She had not had one yet.><10-12:That was a tiny dormouse, who had waited patiently all evening without complaint.>
<2-9:{Companion} helped her up onto the seat.
Periwinkle turned the timer over.
Swish, swoosh went the swing.><10-12:{Companion} helped her onto the seat, Periwinkle turned the timer over, and swish, swoosh went the swing.>
<little:"{refrain}," sang everyone. One by one, they grew sleepy.><6-9:"{refrain}," sang everyone, and one by one, they grew sleepy.><10-12:"{refrain}," sang everyone, and one by one, they grew drowsy.>

:: quest sandcastle-flag
item: the little flag
itemFull: the little paper flag on a lolly stick, with a shell painted on it
itemHeld: <little:in {their} pocket><grown:poking out of {their} pocket>
itemTell: <little:gave a brave flap><grown:gave a brave little flap>
recipient: Admiral Winkle
destination: <little:the Great Sandcastle><grown:the Great Sandcastle on Moonshell Beach>
goal: take the little flag to Admiral Winkle
refrain: Many claws, one castle

:: setup leadership.sandcastle-flag.s.painted-shell
setting: bedroom

<little:At teatime, {name} had made a little flag. It was a painted shell on a lolly stick.><6-9:At teatime, {name} had made a little flag: a painted shell on a lolly stick.><10-12:At teatime, {name} had made a little flag, a painted shell on a lolly stick, which now stood in a pot by the bed[, next to {their} {colour} pencils].>
<little:Now it stood in a pot by the bed.><6-9:Now it stood in a pot by the bed[, next to {their} {colour} pencils].>
<6-9:"That's just what Admiral Winkle needs," said {companion}.
"Every full moon, the young crabs build a Great Sandcastle, and the old turtle puts a flag on top."><little:"Admiral Winkle needs a flag," said {companion}.
"It goes on top of the Great Sandcastle."><10-12:"That's exactly what Admiral Winkle needs," said {companion}.
"Every full moon, the young crabs build a Great Sandcastle, and the old turtle places a flag on top.">
<little:"The tide took his old one," said {companion}. "Now nobody can agree!"><6-9:"The tide took his old one," said {companion}, "and now nobody can agree on anything."><10-12:"The tide carried his old one away," {companion} added, "and now nobody can agree on anything.">
<2-9:{name} tucked {item} into {their} pocket.
"Then let's {goal}," said {name}.><10-12:{name} tucked {item} into {their} pocket and said decisively, "Then let's {goal}.">

:: setup leadership.sandcastle-flag.s.salty-wind
setting: garden

A salty wind blew over the garden wall.
<little:Something small fluttered down. It caught in the rose bush.><grown:Something small came fluttering down with it and caught in the rose bush.>
{name} unhooked it carefully[, {their} {eyes} eyes wide].
<little:It was {item}, with a shell painted on it.><grown:It was {itemFull}.>
<grown:"That's Admiral Winkle's flag," said {companion}.
"Tonight the young crabs build the Great Sandcastle, and the old turtle always puts this flag on top."><little:"It's Admiral Winkle's flag," said {companion}.
"It goes on top of the sandcastle.">
<8-9:{name} had a feeling that a castle without its flag might turn into a very long argument.><10-12:{name} suspected that a castle without its flag might easily turn into a very long argument about whose castle it was.>
{name} slid it into {their} pocket, shell side out.
<little:"We'll {goal}," {they} said. "Before the moon is high!"><grown:"We'll {goal}," {they} said, "before the moon is high.">

:: payoff leadership.sandcastle-flag.p.one-castle
setting: beach

<little:They came to Moonshell Beach. But there was no great castle at all!><grown:At {destination}, there was no great castle at all.>
<2-9:There were six little towers, and six young crabs shouting.
"Mine's the best!"
"No, mine is!"
{recipient}, an old sea turtle, gave a weary sigh.><10-12:Instead there were six little towers and six young crabs, each shouting that theirs was the best, while {recipient}, an old sea turtle, gave a weary sigh.>
{name} had a thought.
<grown:"What if your tower is the gate, and yours is the lookout," said {name}, "and we join them all with a wall?"><little:"Let's join all the towers up," said {name}.>
<little:Soon every crab was digging the same moat. {Companion} dug too!><grown:Soon every crab was digging the same moat, and {companion} was digging too.>
<little:Then {name} gave {item} to the Admiral. Up it went!><grown:Then {name} gave {item} to the Admiral, and up it went.>

:: payoff leadership.sandcastle-flag.p.every-claw
setting: beach

<2-9:{destination} was finished at last.
{recipient} clapped his flippers when he saw {item}.
"Now, who will put it on top?" the old turtle asked.
"Me!" cried every young crab at once.><10-12:{destination} was finished at last, and {recipient} clapped his flippers when he saw {item}. "Now, who will put it on top?" the old turtle asked, and every young crab cried "Me!" at once.>
<grown:{name} raised both arms and waited until it was quiet.><little:{name} raised both arms and waited.>
"Everybody built it," said {name}, "so everybody can put it on."
<grown:Every crab took hold, claw beside claw.><little:Every crab held on, claw by claw.>
<2-9:{Companion} kept very still, so no sand would slip.
"Many claws, one castle," said the Admiral.
In went the flag, and the whole beach cheered.><10-12:{Companion} kept perfectly still, so that no sand would slip. "Many claws, one castle," said the Admiral, and in went the flag while the whole beach cheered.>

:: quest farm-football
item: the little football
itemFull: the little patched football with a star on it
itemHeld: tucked under {their} arm
itemTell: <little:gave a bouncy wobble><grown:gave a small, bouncy wobble>
recipient: Clementine the goat
destination: <little:the football field><grown:the football field behind Hayrick Farm>
goal: take the little football back to Clementine the goat
refrain: Everybody plays, and everybody counts

:: setup leadership.farm-football.s.over-the-hedge
setting: garden

Something came bouncing over the hedge and rolled to {name's} feet.
It was {itemFull}.
A small brown hen squeezed through the hedge after it, puffing.
<grown:"That's ours," she clucked.
"The farm animals play football by moonlight, and Clementine the goat looks after the ball."><little:"That's our football," she clucked.
"We play by moonlight.">
She looked down at her feet.
"Not that I ever get picked."
"I would pick you," said {companion} at once.
<8-9:{name} knew that feeling: standing at the edge, waiting for a name that never came.><10-12:{name} knew that feeling exactly: standing at the edge of the game, hoping to hear your name and hearing everyone else's instead.>
<little:"We'll take it back," said {name}. "And I'll see about the picking."><grown:"We'll {goal}," said {name}, "and I'll see about the picking.">

:: setup leadership.farm-football.s.under-the-bed
setting: bedroom

Something round was under the bed, and it was not a slipper.
<little:{name} reached in and rolled out {item}.><grown:{name} reached in and rolled out {itemFull}.>
"Oh, crumbs," said {name}.
<grown:"I borrowed this from the farm animals last week, and I promised to bring it straight back."><little:"I borrowed it from the farm.
I promised to take it back.">
"Tonight is their big moonlight match," said {companion}.
"Clementine the goat has been hunting for that ball everywhere."
<8-9:A promise, {name} thought, is not finished until it is kept.><10-12:A promise, {name} thought, is not finished when you make it but only when you keep it, and this one had waited long enough.>
<little:{name} tucked the ball under {their} arm.><grown:{name} tucked the ball under {their} arm[ and pulled on {their} {colour} jumper].>
"Let's {goal}, right now."

:: payoff leadership.farm-football.p.picking-teams
setting: farm

At {destination}, the farm animals were waiting.
<little:{recipient} trotted over and took {item}. She gave a happy bleat.><grown:{recipient} trotted over and took {item} with a grateful bleat.>
"Would you pick the teams?" she asked {name}.
The big animals stepped forward, sure they would be first.
But {name} looked past them, to the little ones at the edge.
"The duckling," said {name}.
"And the little hen, and the smallest piglet."
<grown:Then {name} mixed up each team, big ones and little ones.><little:Big and little, all mixed up.>
{Companion} cheered loudest for the little ones.
"Everybody plays, and everybody counts," said {name}.
<8-9:The little hen stood so tall that she nearly toppled over.><10-12:The little hen stood up so proudly that she nearly toppled over, and pretended afterwards that she had meant to.>

:: payoff leadership.farm-football.p.pass-to-everyone
setting: farm

{destination} was bright with moonlight.
<little:{name} rolled {item} to {recipient}. The game began!><grown:{name} rolled {item} to {recipient}, and the game began.>
<little:But the big animals never passed. The small ones never got a kick.><grown:But the big animals never passed, and the small ones never got a kick.>
<grown:{name} asked Clementine for one new rule.
"Before anyone scores, the ball must visit every player," said {name}.><little:{name} thought of a new rule.
"Everyone gets a kick before a goal," said {name}.>
So round it went, from paw to hoof to wing.
{Companion} kept count, so nobody was missed.
<grown:Last of all, it reached a small brown hen, who never usually got picked, and she tapped it into the goal.><little:Last of all, a small brown hen tapped it into the goal.>
<8-9:Everybody cheered, and {name} thought it was the best goal of the whole night.><10-12:Everybody cheered, and {name} decided it was the best goal of the night, not because it was clever but because everyone had helped.>

:: quest orchard-biscuits
item: the bag of biscuits
itemFull: the paper bag of honey biscuits for the Harvest Supper
itemHeld: <little:in {their} basket><grown:in the basket on {their} arm>
itemTell: <little:gave a crinkly rustle><grown:gave a crinkly, honey-sweet rustle>
recipient: Granny Bramley
destination: <little:the Harvest Supper><grown:the Harvest Supper under the oldest apple tree>
goal: take the bag of biscuits to Granny Bramley
refrain: One for you, and one for you

:: setup leadership.orchard-biscuits.s.note-on-the-gate
setting: garden

A note was tucked into the garden gate, in round, loopy writing.
<grown:"Dear {name}," it began.
"Tonight is the Harvest Supper in the orchard.
Please bring the honey biscuits, and be in charge of sharing them out.
Everybody listens to you.
Love, Granny Bramley."><little:"Please bring biscuits to the Harvest Supper," it said.
"And share them out fairly.
Love, Granny Bramley.">
The biscuits from teatime were waiting on the bench.
<little:{Companion} held out a basket. In went {item}.><grown:{Companion} held out a basket, and {name} put {itemFull} inside[, with a {colour} cloth on top].>
<8-9:Being in charge of biscuits sounded easy, but {name} had a feeling it might be harder than it looked.><10-12:Being in charge of biscuits sounded easy, but {name} suspected that sharing them out fairly might be the trickiest job of all.>
"Let's {goal}," said {name}.

:: setup leadership.orchard-biscuits.s.counting
setting: bedroom

<2-9:{name} sat on the bed with a paper bag, counting honey biscuits.
"Why are you counting?" asked {companion}.><10-12:{name} sat on the bed with a paper bag, counting honey biscuits, until {companion} asked, "Why are you counting?">
<6-9:"Granny Bramley asked me to share them out at the Harvest Supper," said {name}.
"Everyone in the orchard will come, and I want it to be fair."><10-12:"Granny Bramley asked me to share them out at the Harvest Supper," said {name}, "and since everyone in the orchard will come, I want it to be fair."><little:"I'm sharing them at the Harvest Supper," said {name}.
"It has to be fair.">
But how many would come?
{name} had no idea.
<8-9:It is hard to share fairly, {name} thought, when you don't know how many you are sharing with.><10-12:Sharing fairly, {name} thought, is a puzzle with a missing piece when you do not know how many you are sharing with.>
<little:Into a basket went {item}.><grown:{name} put {itemFull} in a basket on {their} arm.>
<little:"We'll take them to Granny Bramley," said {name}. "And count when we get there."><grown:"We'll {goal}," said {name}, "and count when we get there.">

:: payoff leadership.orchard-biscuits.p.ring
setting: orchard

<little:They arrived at {destination}. Every creature in the orchard had come!><grown:At {destination}, every creature in the orchard had come.>
<2-9:"Here come the biscuits!" called {recipient}.
{name} opened {item}, and everyone crowded round.><10-12:"Here come the biscuits!" called {recipient}, and when {name} opened {item}, everyone crowded round eagerly.>
<grown:"Sit in a ring, please," said {name}, "and I'll come round."><little:"Sit in a ring," said {name}.>
<little:"One for you, and one for you." All the way round {name} went!><grown:"One for you, and one for you," {name} said, all the way round.>
<grown:Back at the start, the bag was empty, with none left for {name}.><little:Soon the bag was empty.
None for {name}!>
<2-9:{name} only smiled.
"Fair and kind," whispered {companion}.><10-12:{name} only smiled, and {companion} whispered approvingly, "Fair and kind.">
<little:Then Granny Bramley broke her biscuit in two. {name} got the bigger half!><grown:Then Granny Bramley broke her biscuit in two and passed {name} the bigger half.>

:: payoff leadership.orchard-biscuits.p.late-mole
setting: orchard

<little:{recipient} had laid a long table, with leaf plates.><6-9:Under the oldest apple tree, {recipient} had laid a long table with leaf plates.><10-12:Under the oldest apple tree, {recipient} had laid a long table with leaf plates, and when {name} set {item} in the middle, paws reached in from every side.>
<little:{name} set {item} in the middle. Paws reached in!><6-9:{name} set {item} in the middle, and paws reached in.>
<6-9:"Wait," said {name} kindly.
"The smallest ones first, then the rest, and I'll go last."><little:"Smallest first," said {name}.
"I'll go last."><10-12:"Wait," said {name} kindly; "the smallest ones first, then the rest, and I'll go last.">
<2-9:Everybody had a biscuit, and so did {name}.><10-12:Everybody had a biscuit, including {name}.>
<little:Just then, a little mole puffed up, late. The bag was empty!><6-9:Just then, a little mole puffed up, late, and the bag was empty.><10-12:Just then, a little mole arrived, puffing and late, to find the bag empty.>
<2-9:{Companion} made room for the mole at the table.
{name} broke {their} own biscuit in two and gave the mole half.><10-12:{Companion} made room for the mole at the table, and {name} broke {their} own biscuit in two and offered the mole half.>
"That," whispered Granny Bramley, "is what a leader does."

:: quest reef-map
item: the map shell
itemFull: the flat white map shell, with every path of the reef scratched on it
itemHeld: in {their} cupped hands
itemTell: <little:gave a pearly shimmer><grown:gave a faint, pearly shimmer>
recipient: Octavia the octopus
destination: <little:the little reef school><grown:the little reef school under the pink coral>
goal: take the map shell back to Octavia the octopus
refrain: Follow the lines and find the way

:: setup leadership.reef-map.s.seaside-bucket
setting: bedroom

<little:{name} had brought home a bucket of shells from the beach.><6-9:{name} had brought home a bucket of shells from the beach that day.><10-12:{name} had brought home a bucket of shells from the beach that day, and now, in the moonlight, one of them was shimmering.>
<2-9:Now, in the moonlight, one of them was shimmering.>
<little:{name} lifted out a flat white shell. It was scratched with tiny lines.><grown:{name} lifted out a flat white shell, scratched all over with tiny lines.>
<6-9:"That's a map!" said {companion}.
"It belongs to Octavia the octopus, who teaches at the reef school.
She leads the little fish home by it every night."><10-12:"That's a map!" said {companion}. "It belongs to Octavia the octopus, who teaches at the reef school and leads the little fish home by it every night."><little:"That's Octavia's map," said {companion}.
"She leads the little fish home with it.">
{name} held {item} very carefully.
<little:"We must take it back to Octavia," said {name}.><grown:"We must {goal}," said {name}.>

:: setup leadership.reef-map.s.heron-snack
setting: garden

<little:A heron landed on the garden fence. In his beak was a flat white shell.><grown:A heron landed on the garden fence with a flat white shell in his beak.>
<2-9:"I picked this up by mistake," he said.
"I thought it was a snack."
He dropped it into {name's} hands.><10-12:"I picked this up by mistake," he admitted, "thinking it was a snack," and he dropped it into {name's} hands.>
<little:It was {item}! Every path of the reef was on it.><grown:It was {itemFull}.>
<6-9:"That's Octavia's," said the heron.
"She's the octopus who teaches the little fish, and leads them home with it.
But I can't swim that deep."><10-12:"That's Octavia's," said the heron; "she's the octopus who teaches the little fish and leads them home with it, but I can't possibly swim that deep."><little:"It belongs to Octavia the octopus," said the heron.
"I can't swim that deep.">
<2-9:"We can," said {companion}.>
<little:"We'll {goal}," {name} agreed.><6-9:"We'll {goal}," said {name}[, {their} {eyes} eyes shining].><10-12:"We can," said {companion} immediately, and "We'll {goal}," {name} agreed[, {their} {eyes} eyes shining].>

:: payoff leadership.reef-map.p.turns
setting: reef

<little:Down they swam to {destination}. The little fish were waiting.><6-9:At {destination}, the little fish were waiting.><10-12:At {destination}, the little fish were waiting, and {recipient} waved all eight arms in delight when she saw {item}.>
<little:{recipient} waved all eight arms. She saw {item}!><6-9:{recipient} waved all eight arms when she saw {item}.>
<2-9:"Now I can lead you home," she told the class.
"Could they learn to read it?" asked {name}.
"Then any of them could lead."><10-12:"Now I can lead you home," she told the class.
"Could they learn to read it too?" asked {name}. "Then any one of them could lead.">
<6-9:Octavia showed the little fish how the lines went: left at the coral, right at the big rock.><10-12:Patiently, Octavia showed the little fish how the lines went: left at the coral, and right at the big rock.><little:Octavia showed them the lines.
Left at the coral!
Right at the rock!>
<little:All the way home, each fish had a turn at the front.><6-9:All the way home, each little fish had a turn at the front.><10-12:All the way home, each little fish took a turn at the front, while {companion} swam at the back, cheering every new leader on.>
<2-9:{Companion} swam at the back, cheering each leader on.>

:: payoff leadership.reef-map.p.smallest-fish
setting: reef

<little:At the reef school, {recipient} was waiting.><grown:{recipient} was waiting at {destination}.>
<2-9:{name} held out {item}.
"Will you lead us home tonight?" asked Octavia.><10-12:{name} held out {item}, and Octavia asked hopefully, "Will you lead us home tonight?">
<little:{name} nearly said yes. Then {they} saw the smallest fish, staring at the map.><grown:{name} nearly said yes, then noticed the smallest fish staring at the map.>
<2-9:"I think she knows the way," said {name}.
The little fish blushed, then swam to the front.>
<6-9:{name} swam beside her, and only helped when she asked.><little:{name} swam beside her, every stroke.>
<2-9:{Companion} swam behind, keeping the class together.><10-12:"I think she knows the way," said {name}, and the little fish blushed, then swam bravely to the front.
{name} swam beside her, helping only when she asked, while {companion} swam behind, keeping the class together.>
<little:"{refrain}," she sang. The whole class followed her home.><grown:"{refrain}," she sang, and the whole class followed her home.>

// Scenes on the way: the theme's value in action, serving any of its quests.

:: scene leadership.c.1ef8qdc
setting: river
role: onward
energy: lively

{onward}<little:the river ran wide. A row of stepping stones crossed it.><grown:the river ran wide and chattering, and a row of stepping stones crossed it.>
<little:Five young water voles waited on the bank. They were too scared to try.><grown:On the bank, five young water voles were waiting, too nervous to try.>
{trait:obstacle} "I'll go first," said {name}, "and tell you which ones are safe."
<grown:{name} tested each stone with one careful foot.><little:Step, test.
Step, test.>
<2-9:"Not that one, it wobbles!
Use the flat one!"[ {name's} {colour} slippers got splashed, but {name} didn't mind.]
The voles hopped over behind {them}.><10-12:"Not that one, it wobbles; use the flat one!"[ {name's} {colour} slippers got splashed, but {name} didn't mind.]
One by one, the voles hopped carefully over behind {them}.>
<little:The smallest was still scared. {Companion} {ability:cross,comfort}.><grown:The smallest was still scared, so {companion} {ability:cross,comfort}.>
<little:On the far bank, {item} was safe.><grown:On the far bank, {item} {itemTell}.>

:: scene leadership.c.2rzmsb
setting: farm
role: onward
energy: lively

{onward}<little:the farmyard gate was open. Six piglets raced across the path!><grown:the farmyard gate was open, and six piglets were racing in circles, right across the path.>
"BACK TO THE STY!" shouted {name}.
The piglets only ran faster.
{trait:obstacle} <grown:So {name} stopped, took a breath, and tried something different.><little:So {name} stopped and had a think.>
<little:{name} crouched down low. "Who wants a bedtime story?" {they} said softly.><grown:{name} crouched down low[ in {their} muddy {colour} slippers] and said softly, "Who wants a bedtime story?">
Six pink snouts turned round at once.
{Companion} {ability:hush,guide}.
<little:In trotted the piglets, for the shortest story ever. It was all about {recipient}.><grown:In trotted the piglets for the shortest story ever, all about {recipient}.>
<8-9:A quiet voice, {name} noticed, is far easier to follow than a loud one.><10-12:A quiet voice, {name} noticed, is far easier to follow than a loud one, because people have to lean in to hear it.>
Now {name} could cross the yard with {item}.

:: scene leadership.c.1i8pw5a
setting: meadow
role: onward
energy: lively

{onward}<little:the meadow grass was tall and silver. Some young field mice came along.><grown:the meadow grass was tall and silver, and a gang of young field mice wanted to come along.>
"Follow me!" cried {name}, and off {they} ran[, {their} {hair} hair flying].
<grown:At the far side, {name} glanced back and stopped.
The mice were far behind, and the smallest had sat down, puffed out.><little:Then {name} looked back.
Oh!
The mice were far behind.>
{trait:help} {name} hurried back.
<2-9:"Sorry, I went too fast.
We'll go at your speed.">
<10-12:"Sorry, I went much too fast," {name} said; "we'll go at your speed.">
{Companion} {ability:warm,comfort}.
<2-9:After that, {name} looked back at every tussock.><10-12:After that, {name} made a point of looking back at every tussock.>
<little:The mice showed {name} their secret path. Soon {item} was over the meadow.><grown:The mice showed {name} their secret path, and {item} was soon over the meadow.>

:: scene leadership.c.12yk3jd
setting: snowfield
role: aside
energy: lively

{onward}<little:there was a perfect sledging hill.><grown:the snowy field sloped down into a perfect sledging hill.>
At the top, some young voles were squabbling over one tea-tray sledge.
"Me first!"
"No, me!"
{trait:meet} <grown:{name} held up a hand and waited for quiet.><little:{name} held up a hand.
Shh!>
"Smallest goes first," said {name}, "then the next smallest.
One go each, and round again."
Whoosh!
Down went the tiniest vole, squeaking with joy.[ Snowflakes settled on {name's} {hair} hair.]
<little:The others waited their turn. {Companion} {ability:warm,comfort}.><grown:While the others waited their turn, {companion} {ability:warm,comfort}.>
<8-9:Nobody had a longer go than anyone else, and somehow that made every go more fun.><10-12:Nobody had a longer go than anyone else, and, rather surprisingly, that seemed to make every single go more fun.>
<little:{name} checked that {item} was still safe.><grown:{name} checked that {item} was still safe {itemHeld}.>

:: scene leadership.c.3g48fe
setting: mountain
role: onward
energy: lively

{onward}<little:the mountain path was narrow. Whoosh went the wind!><grown:the mountain path was narrow, and the wind came whooshing round the rocks.>
A family of young goats had stopped halfway, bunched together and bleating.
{trait:obstacle} <grown:"Let's go in a line," said {name}, "close to the rock, eyes on the one in front."><little:"One line," said {name}.
"Close to the rock.">
<little:{name} went at the front, step by careful step.><grown:{name} went at the front, step by careful step[, {their} {hair} hair whipping about].>
<little:{Companion} took the back of the line. {Companion} {ability:comfort}.><grown:At the back of the line, {companion} {ability:comfort}.>
Whoosh went the wind, but the line held steady.
<8-9:At the top, the oldest goat nodded at {name}, the way grown-ups nod at someone they have decided to trust.><10-12:At the top, the oldest goat gave {name} a slow, deliberate nod, the kind that means someone has decided you can be trusted.>
<little:The goats showed {name} a quick way down. {item} {itemTell}.><grown:The goats showed {name} their quick way down, and {item} {itemTell}.>

:: scene leadership.c.1rck67s
setting: fair
role: onward
energy: lively

{onward}<little:the fair was all music and lanterns. Then, pop!><grown:the fair was a whirl of music and lanterns, when suddenly, pop!>
Every light went out, and the music stopped.
<grown:In the dark, little animals bumped into each other, calling for their mums.><little:It was dark!
Bump!
Squeak!
"Mum?">
{trait:obstacle} {name} climbed onto an upturned crate[, {their} {colour} dressing gown flapping].
"Everybody stand still," {name} called, loud and calm.
"Hold hands with whoever is next to you."
The bumping stopped.
{Companion} {ability:light,hush,comfort}.
<8-9:Every small face turned towards {name's} voice, waiting to hear what came next.><10-12:Every small face turned towards {name's} calm voice, and {name} felt the surprising weight of being the one they were listening to.>
<little:Soon every family was together. Out they went, {item} safe and sound.><grown:Soon every family was together, and they showed {name} the quickest way out, with {item} safe.>

:: scene leadership.c.1u3wer9
setting: castle
role: onward
energy: lively

{onward}<little:the castle mice were hanging a banner.><grown:in the castle courtyard, the mice were hanging a banner for a midnight feast.>
<2-9:But everyone was tugging at the same end!><10-12:But everyone was tugging at the same end, which was getting them precisely nowhere.>
{trait:help} {name} watched for a moment.
<little:Then {name} gave out jobs. Ropes for the climbers, ladder for the strong ones!><grown:Then {name} gave the climbers the ropes and the strong ones the ladder.>
<grown:The smallest mouse got the most important job of all: "Shout when it's straight!"><little:The smallest mouse got to shout.>
<little:"STRAIGHT!" squeaked the smallest.><grown:"STRAIGHT!" squeaked the smallest.[ The banner was {colour}, which {name} thought was the best colour of all.]>
<little:The top was very high. {Companion} {ability:lift,guide}.><grown:The top was very high, so {companion} {ability:lift,guide}.>
<little:Up went the banner! The mice showed {name} a shortcut to {recipient}.><grown:Up went the banner, and the mice showed {name} a shortcut to {recipient}.>

:: scene leadership.c.1k8r1x0
setting: jungle
role: onward
energy: lively

{onward}<little:the vine bridge had snapped!><grown:deep in the jungle, the vine bridge over the gully had snapped.>
A family of monkeys stared at the gap.
"Now what?" they chattered, and everyone looked at {name}.
{trait:obstacle} <grown:{name} did not have an answer, so {they} asked a question instead: "Has anyone got an idea?"><little:"Has anyone got an idea?" asked {name}.>
A tiny monkey at the back put up a paw.
"That fallen tree?"
It reached right across!
{Companion} {ability:cross,guide}.
<8-9:Not knowing the answer, {name} realised, was fine, as long as you knew who to ask.><10-12:Not knowing the answer, {name} realised, was perfectly all right, as long as you were willing to ask, and to listen to the smallest voice.>
<little:On the other side, {name} checked {item}. The monkeys waved them on.><grown:On the other side, {name} checked {item}, and the monkeys waved them on towards {destination}.>

:: scene leadership.c.1ke7hp
setting: beach
role: onward
energy: lively

{onward}<little:the beach was wide and silver. Little crabs wanted to follow {name}.><grown:the beach was wide and silver, and a crowd of little crabs wanted to follow {name} to the rock pools.>
But whenever {name} walked forwards, the crabs scuttled off sideways!
{trait:obstacle} <grown:{name} thought about it, then laughed, turned sideways, and began to shuffle along the sand like a crab.><little:So {name} walked sideways too.
Shuffle, shuffle!>
"Follow me!"
Click, click, click!
Every crab shuffled after {them} in a perfect line.[ {name's} {colour} slippers left funny sideways prints in the sand.]
<8-9:Sometimes, {name} realised, a leader has to walk the way the others walk.><10-12:Sometimes, {name} realised with a grin, a leader has to walk the way the others walk, even if that means sideways.>
{Companion} {ability:find,guide}.
<little:At the rock pools, the crabs clicked thank you. On they went, {item} and all!><grown:At the rock pools, the crabs clicked thanks and led {name} round the point, {item} and all.>

:: scene leadership.c.1q257o2
setting: waterfall
role: onward
energy: lively

{onward}<little:a leaf boat was spinning round.><grown:below the waterfall, a leaf boat was spinning round.>
<2-9:On board, two beetles were squabbling over the steering twig.
"I'm captain!"
"No, I am!"><10-12:On board, two beetles were squabbling over the steering twig, each insisting loudly that he was the captain.>
<little:It was too loud to think! {Companion} {ability:hush,comfort}.><grown:It was too loud to think, so {companion} {ability:hush,comfort}.>
{trait:meet} "What are you each best at?" asked {name}.
<2-9:One beetle knew the rocks.
The other knew the way home.><10-12:It turned out that one beetle knew the rocks, while the other knew the way home.>
<grown:"Then you steer past the rocks," said {name}, "and you steer home."><little:"Take turns," said {name}.>
<little:"Your path is past the ferns!" they called. {name} took it, with {item}.><grown:"Your path is past the ferns!" they called, sailing off, and {name} took it with {item}.>

:: scene leadership.c.ckubfg
setting: forest
role: onward
energy: gentle

{onward}<little:the path split three ways.><grown:under the tall pines, the path split three ways.>
<little:{name} was about to choose. Then a young hedgehog tugged {their} sleeve.><grown:{name} was about to choose when a young hedgehog tugged {their}[ {colour}] sleeve.>
<2-9:"I know the way," the hedgehog whispered.
"My grandma showed me."><10-12:"I know the way," the hedgehog whispered; "my grandma showed me.">
{trait:meet} <grown:{name} stepped aside with a smile.
"Then you lead," {name} said, "and we'll follow."><little:"Then you lead," said {name}, "and we'll follow.">
The hedgehog puffed up proudly and trotted ahead.
{Companion} {ability:light,comfort}.
<8-9:Walking at the back, {name} found, felt every bit as grand as walking at the front.><10-12:Walking at the back, {name} found, felt every bit as grand as walking at the front, and gave you a much better view.>
Soon the hedgehog pointed.
<little:"That way to {recipient}!"><grown:"That way to {destination}!">

:: scene leadership.c.10suy93
setting: village
role: aside
energy: gentle

{onward}<little:the young animals were planning a party.><grown:in the village square, the young animals were planning a party.>
<2-9:The loud ones talked and talked.
"Cake!"
"Races!"
"A band!"><10-12:The loud ones talked and talked, calling out for cake, races and a band.>
<little:But a little shrew sat on the well, saying nothing.><grown:But a little shrew sat on the edge of the well, saying nothing.>
{trait:meet} <grown:{name} waited for a gap, then asked the shrew, "What do you think?" and stayed quiet to listen.><little:"What do you think?"
{name} asked the shrew.>
<2-9:"Lanterns," whispered the shrew, "so the little ones aren't scared."
Everyone went quiet.
Then, "Yes!" they cried.><10-12:"Lanterns," whispered the shrew, "so the little ones aren't scared." Everyone went quiet for a moment, and then, "Yes!" they cried.>
{Companion} {ability:comfort}.
<8-9:The best idea, {name} thought, had come from the quietest voice.><10-12:The best idea of the evening, {name} thought, had come from the quietest voice, which was well worth remembering.>
<little:{name} went on to {recipient}, smiling.><grown:{name} went on towards {destination}, smiling.>

:: scene leadership.c.11b20bn
setting: orchard
role: aside
energy: gentle

{onward}<little:a little squirrel dragged a big basket. It was so full of apples, it wobbled!><6-9:in the orchard, a young squirrel was dragging a basket of apples so full that it wobbled at every step.><10-12:in the orchard, a young squirrel was dragging a basket of apples so full that it wobbled at every step, bump, bump, while the others scampered ahead carrying nothing.>
<2-9:Bump, bump.
The others scampered ahead, carrying nothing.>
<little:The little one looked ready to cry. {Companion} {ability:comfort}.><grown:The little one looked ready to cry, so {companion} {ability:comfort}.>
{trait:help} <2-9:"Let's share it out," said {name}.
"Two apples each, and I'll take some too."><10-12:"Let's share it out," suggested {name}: "two apples each, and I'll take some too.">
<6-9:Soon everyone had two apples, and the little one skipped along wearing the empty basket like a hat.><little:Soon everyone had two apples.
The little squirrel wore the basket like a hat!><10-12:Soon everyone had two apples, and the little one skipped happily along, wearing the empty basket like a hat.>
<little:{name} laughed. {item} {itemTell}.><grown:{name} laughed, and {item} {itemTell}.>

:: scene leadership.c.qq60pp
setting: library
role: aside
energy: gentle

{onward}<2-9:the library door stood open.><10-12:the library door stood open, and inside, a young mouse was putting books back on the shelves, all in a muddle.>
<little:Inside, a young mouse was putting books back. They were all in a muddle!><6-9:Inside, a young mouse was putting books back on the shelves, all in a muddle.>
"I'll never learn," she sighed.
{trait:help} {name} could have done it all in a flash.
<grown:Instead, {name} sat beside her and showed her the letters on each book.><little:Instead, {name} showed her the letters.
A, B, C.[ On the next shelf was a book about {interest}.]><grown:[ On the next shelf was a book about {interest}, and {name} slid it neatly into its place.]>
<2-9:"Now you try," said {name}.
The mouse tried, and then did a whole shelf on her own!><10-12:"Now you try," said {name}, and the mouse tried, and then sorted a whole shelf without any help.>
<little:The top shelf was high. {Companion} {ability:lift,comfort}.><grown:The top shelf was high, so {companion} {ability:lift,comfort}.>
<8-9:{name} felt prouder of that shelf than if {they} had done it alone.><10-12:{name} felt prouder of that one shelf than of any {they} could have done alone, because now the mouse knew how too.>
{item} {itemTell}.

:: scene leadership.c.19wyw1p
setting: treehouse
role: onward
energy: gentle

{onward}<little:an old oak had a treehouse. Its sign said: BIG SQUIRRELS ONLY.><grown:high in an old oak sat a treehouse with a chalk sign: BIG SQUIRRELS ONLY.>
<2-9:Two little squirrels sat below, looking up.
"Come and join our club!" the big ones called to {name}.><10-12:Two little squirrels sat below, gazing up wistfully, while the big ones called down to {name}, "Come and join our club!">
{trait:meet} <grown:{name} looked at the little ones, then back up.
"I'd love to," {name} said, "if everyone can come."><little:"Only if everyone can come," said {name}.>
<2-9:There was a long pause.><10-12:There was a long, uncomfortable pause.>
<little:Then the biggest squirrel rubbed out the sign! {Companion} {ability:lift,comfort}.><grown:Then the biggest squirrel rubbed out the sign, and {companion} {ability:lift,comfort}.>
<8-9:Saying it had felt wobbly, but {name} was glad.><10-12:Saying it out loud had made {name's} voice wobble, but {name} was glad {they} had spoken up, wobble and all.>
<little:From the top, {name} saw the way to {recipient}.><grown:From the top, {name} could see all the way to {destination}.>

:: scene leadership.c.131hwra
setting: pond
role: onward
energy: gentle

{onward}<little:the frogs wanted to cross. But the lily pads kept drifting apart!><grown:the frogs wanted to cross the pond, but the lily pads kept drifting apart.>
<2-9:A tiny newt tugged at {name's} sleeve.
"What if we tie them together with reeds?"><10-12:A tiny newt tugged at {name's} sleeve and suggested, a little shyly, "What if we tie them together with reeds?">
{trait:help} "Let's try it," said {name}.
{name} knotted the reeds while the newt showed where.
<little:Soon there was a bobbing green path. {Companion} {ability:cross,guide}.><grown:Soon there was a bobbing green path, and {companion} {ability:cross,guide}.>
<2-9:"Hooray for {name}!" croaked the frogs.
"No," said {name}.
"Hooray for Newt!
It was Newt's idea."
The newt went pink.><10-12:"Hooray for {name}!" croaked the frogs, but {name} shook {their} head. "No; hooray for Newt, because it was Newt's idea."
The newt went pink with pleasure.>
<little:Newt showed {name} the dry way round. On went {item}!><grown:Newt showed {name} the dry way round, and on went {item}.>

:: scene leadership.c.79gro6
setting: island
role: onward
energy: gentle

{onward}<little:some sandpipers wanted to follow {name}.><grown:on the little island, a family of sandpipers asked to follow {name} round to the far beach.>
"This way," said {name}, quite sure.
But the path ended at a wall of rock and the sea.
Everyone looked at {name}.
{trait:obstacle} <grown:{name's} cheeks went hot.
Then {name} laughed.
"Oops!
I got that wrong.
Does anybody know another way?"><little:"Oops!
I got it wrong," said {name}.
"Who knows the way?">
The littlest sandpiper did.
{Companion} {ability:comfort}.
<8-9:Saying oops out loud, {name} noticed, made everyone braver about their own mistakes.><10-12:Saying oops out loud, {name} noticed, had an unexpected effect: suddenly everyone seemed braver about their own mistakes.>
<little:Then on they went, to {recipient}.><grown:Soon they were back on the way to {destination}.>

:: scene leadership.c.v0r2jq
setting: clouds
role: aside
energy: gentle

{onward}<little:baby stars were learning to twinkle.><grown:up among the clouds, a class of baby stars was learning to twinkle.>
<little:But their teacher had dozed off. The stars flashed all at once!><grown:But their teacher had dozed off, and the stars were flashing all at once, like a muddle of torches.>
{trait:wonder} <2-9:"Watch me," said {name} softly, and blinked slowly: on, off, on.><10-12:"Watch me," said {name} softly, and blinked deliberately: on, off, on.>
<6-9:The baby stars copied, and soon the whole class was twinkling together, slow and soft[, a tiny star in each of {name's} {eyes} eyes].><little:The stars copied.
Twinkle, twinkle, slow and soft.><10-12:The baby stars copied, and soon the whole class was twinkling in unison, slow and soft[, a tiny star in each of {name's} {eyes} eyes], until {name} let each star take a turn at leading.>
<2-9:Then {name} let each star take a turn at leading.>
<little:{Companion} {ability:hush,comfort}. The teacher slept on.><grown:{Companion} {ability:hush,comfort}, so the teacher slept on.>
{item} {itemTell}.

:: scene leadership.c.1xwlsbl
setting: kitchen
role: onward
energy: gentle

{onward}<little:some mice had a midnight feast.><grown:in a glowing cottage kitchen, some mice had just had a midnight feast.>
<little:Now there was a mountain of washing-up. Nobody wanted to do it.><grown:Now there was a mountain of washing-up, and nobody wanted to do it.>
{trait:help} <little:Without a word, {name} filled the sink and began.><grown:Without a word, {name} rolled up {their} sleeves, filled the sink and began.>
Splish, splash.[ Bubbles popped on {name's} {colour} sleeves.]
<grown:One mouse picked up a tea towel.
Then another.
Soon they were all drying and singing.><little:Then one mouse helped.
Then two.
Then all!>
<little:The big pot hung on a high hook. {Companion} {ability:lift,comfort}.><grown:The big pot lived on a high hook, so {companion} {ability:lift,comfort}.>
<8-9:Nobody had been told to help; they had simply seen someone start.><10-12:Nobody had been told to help; they had simply watched someone start, and that turned out to be all the asking needed.>
<little:The oldest mouse had seen {recipient}. She showed {name} the way.><grown:The oldest mouse had seen {recipient} that evening, and showed {name} the way.>

:: scene leadership.c.1ioywxp
setting: reef
role: onward
energy: gentle

{onward}<little:the reef glowed green and gold.><grown:down on the reef, the water glowed green and gold.>
<little:A little seahorse was swimming hard. But the water pushed it back!><grown:A little seahorse was trying to swim against the current, but every time, it got pushed back.>
"I'll never reach my family," it bubbled.[ Little fish darted in and out of {name's} {hair} hair.]
{trait:help} <grown:{name} swam alongside and said, "Try again.
Little flicks, not big ones.
I'll stay right beside you."><little:"Try again," said {name}.
"I'm right here.">
<2-9:Flick, flick, flick.
This time the seahorse made it!><10-12:Flick, flick, flick went its tiny fins, and this time the seahorse made it.>
{Companion} {ability:light,guide}.
<8-9:{name} had not pushed or pulled; {name} had only believed, out loud.><10-12:{name} had not pushed or pulled at all; {they} had only believed in the seahorse, out loud, until the seahorse believed it too.>
<little:The seahorses showed {name} a calm way. On {they} swam with {item}!><grown:Then the seahorses showed {name} a calm channel, and on {they} swam with {item}.>

:: scene leadership.c.x5awtg
setting: desert
role: aside
energy: calm

{onward}<little:the desert was cool and still. The dunes were soft as pillows.><grown:the desert was cool and still, and the dunes lay soft as pillows.>
<little:A line of tiny desert mice hopped behind {name}. Slower and slower...><grown:A line of jerboas, tiny desert mice with long back legs, was hopping along behind {name}, slower and slower.>
<grown:The littlest one yawned so wide that it fell over sideways into the sand.><little:The littlest one yawned.
Flop!
Over it fell.>
{trait:rest} {name} stopped.
"Rest time," {name} said.
"We'll go on when the moon is higher."
<little:Everyone curled up in a sandy heap. {Companion} {ability:warm,hush,comfort}.><grown:Everyone curled up in a sandy heap, and {companion} {ability:warm,hush,comfort}.>
<8-9:Going on would have been quicker, but a leader looks after everyone, not just the path.><10-12:Pressing on would have been quicker, but a good leader, {name} knew, looks after the travellers as well as the journey.>
<little:{name} lay back and thought about {recipient}.><grown:{name} lay back[, {their} {hair} hair full of sand,] and thought about {recipient}.>

:: scene leadership.c.1rot93e
setting: cave
role: onward
energy: calm

{onward}<little:the crystals glowed a sleepy blue.><grown:the cave's crystals glowed a soft, sleepy blue[, and turned {name's} {hair} hair blue too].>
<little:A family of dormice followed {name}. Each held the tail in front.><grown:A family of dormice was following {name} through, each holding the tail in front.>
<2-9:At the far end, {name} counted.
One, two, three, four, five.><10-12:At the far end, {name} counted them: one, two, three, four, five.>
<grown:"Weren't there six?"
{name} whispered, and went back to look.><little:"Where is number six?" whispered {name}.>
{trait:rest} {Companion} {ability:light,find,guide}.
<2-9:There, curled in a hollow, the smallest dormouse was fast asleep.
{name} carried it out, as soft as a sock.
Six.><10-12:There, curled in a hollow, the smallest dormouse was fast asleep, so {name} carried it out, as soft as a sock: six.>
<8-9:Nobody had the heart to wake such a peaceful sleeper.><10-12:Nobody had the heart to wake such a peaceful sleeper, so the dormouse travelled the rest of the way without ever knowing it.>
<little:Out they came, much nearer to {recipient}.><grown:The cave came out beyond the hill, much nearer to {recipient}.>

:: scene leadership.c.ox1md9
setting: harbour
role: onward
energy: calm

{onward}<little:mist lay soft and grey. Five lost ducklings paddled round and round, peeping.><grown:mist lay soft and grey over the harbour, and five lost ducklings were paddling round in circles, peeping.>
{trait:rest} {name} knelt at the end of the jetty.
<grown:"Follow my voice," {name} called softly, and began to hum a sleepy tune, slow and steady.><little:"Follow my humming," {name} called.
Hum, hum, hum.>
One duckling paddled towards the sound.
Then another.
Then all five.
{Companion} {ability:light,comfort}.
<little:Soon they were tucked up by their mother. She showed {name} the path along the wall.><grown:Soon they were tucked up by their mother, who showed {name} the lamplit path along the wall.>
<8-9:{name} hummed the tune once more, quieter, just for the sea.><10-12:{name} hummed the tune once more, more quietly this time, not for anyone in particular, just for the sea.>
<little:{name} tiptoed along the wall with {item}.><grown:{name} tiptoed along the wall, {item} {itemHeld}.>

:: scene leadership.c.6x0s0f
setting: lighthouse
role: onward
energy: calm

{onward}the lighthouse stood dark on its rocks.
<little:Its lamp was dim and dusty. Out at sea, the little boats were waiting.><grown:Its lamp had grown dim and dusty, and out at sea, the little boats were waiting, unsure of the way.>
{name} climbed the twisty stairs, round and round.
{trait:help} <grown:At the top, {name} polished the great glass with {their}[ {colour}] sleeve, slowly, in big, round circles.><little:At the top, {name} polished the glass.
Rub, rub, rub.>
The light grew brighter and brighter.
{Companion} {ability:light,lift,guide}.
<8-9:One by one, the boats turned towards the beam, and {name} saw that leading can simply mean shining where others can see.><10-12:One by one, the boats turned towards the beam, and {name} understood that sometimes leading simply means shining steadily where others can see you.>
<little:Then {name} went quietly down with {item}. The beam lit the path ahead.><grown:Then {name} went quietly down with {item}, and the turning beam lit the path ahead.>

:: scene leadership.c.ezx5z7
setting: hilltop
role: onward
energy: calm

{onward}<little:{name} sat down to rest. The stars came out.><grown:on the hilltop, {name} sat down to rest on the cool grass while the stars came out[ and shone in {their} {eyes} eyes].>
{trait:rest} "What if I'm not a very good leader?"
{name} whispered.
{Companion} {ability:comfort}.
<grown:"Who came all this way for {recipient}?" asked {companion}.
"Who keeps checking that everyone is all right?"><little:"Who came so far for {recipient}?" asked {companion}.>
"Me," said {name}, and a small smile crept in.
<8-9:Only a kind leader, {name} realised, would even worry about that.><10-12:It dawned on {name} that only a leader who truly cared would stop to worry about being a good one at all.>
<little:{name} stood up. There lay the path to {recipient}, all silver.><grown:{name} stood up, and there below lay the path to {recipient}, silver in the starlight.>

:: scene leadership.c.ctnpu7
setting: moon
role: onward
energy: calm

{onward}<little:the moon was quiet and silver. Each step left a print in the dust.><grown:the moon was quiet and silver, and every step left a soft print in the dust[, {name's} small and {companion's} big].>
{name} turned to {companion}.
"Would you like to lead for a while?"
<little:{Companion} looked delighted. {Companion} {ability:guide}.><grown:{Companion} looked delighted, and {ability:guide}.>
{trait:wonder} <grown:Following was a lovely change.
Now {name} had time to look about, and spotted something a leader might miss.
A tiny signpost stood in the dust, its arrow pointing at {recipient}.><little:Following was lovely.
{name} looked and spotted a signpost.>
<8-9:Letting a friend go first, {name} decided, was a kind of leading too.><10-12:Letting a friend go first, {name} decided, was a kind of leading too, and a rather restful one.>
{item} {itemTell}.

:: scene leadership.c.uoq9ln
setting: river
role: onward
energy: calm

{onward}<little:a little raft waited by the river. On it sat a hen, a hedgehog and a snail.><grown:a flat little ferry raft waited at the river's edge, with three sleepy passengers: a hen, a hedgehog and a snail.>
The ferry mole was yawning too, too tired to push the pole.
{trait:help} "May I?" asked {name}.
<grown:{name} stepped aboard with {companion}, took the long pole and pushed off, slow and smooth, so that nobody would wake with a bump.><little:{name} and {companion} took the pole together.
Push, and glide.
Push, and glide.>
{Companion} {ability:hush,comfort}.
The water whispered past.
<8-9:Leading, {name} thought, could be as quiet as a raft sliding through the dark.><10-12:Leading, {name} thought, could be as quiet as a raft sliding through the dark, with nobody needing to raise their voice at all.>
<little:At the far bank, everybody was asleep. {item} {itemTell}.><grown:At the far bank, everybody was fast asleep, and {item} {itemTell}.>

:: scene leadership.c.qsbj8j
setting: orchard
role: aside
energy: calm

{onward}<little:some hedgehogs were napping on the leaves.><grown:under the apple trees, a family of hedgehogs had stopped for a nap on a bed of leaves.>
"Will you keep watch?" asked the mother hedgehog sleepily.
{name} nodded.
{trait:rest}[ A leaf drifted into {name's} {hair} hair, and {name} left it there.]
<grown:{name} sat very still while they snored, listening to the leaves rustle and the apples thud softly onto the grass.><little:{name} sat still.
Thud, went an apple.
Snore, went the hedgehogs.>
{Companion} {ability:warm,hush,comfort}.
<8-9:Keeping watch was a small job, but only someone trusted is asked to do it.><10-12:Keeping watch was a small job, {name} thought, but it is only ever given to someone the others are sure they can trust.>
<little:When the moon moved, {name} woke them gently. Then on {they} went, to {recipient}.><grown:When the moon slipped past the tallest tree, {name} woke them gently, one small nose at a time, and went on towards {destination}.>

// Endings: home again, the quest remembered by name, sleep.

:: ending leadership.e.lu9evq
setting: bedroom
closes: toys-in-a-row

<little:Home again, {name} checked the toys. Still in a row, smallest at the front!><grown:Home again, {name} checked the toys on the shelf: still in their row, smallest at the front, so they could all see the moon.>
Then {name} climbed into bed[ and pulled the {colour} quilt up high].
<grown:{Companion} tucked the covers round, and {name} thought of {recipient}, who would be tucked up by now too.><little:{Companion} pulled the covers up softly.
{name} thought of {recipient}, snug and safe.>
"Everyone's where they should be," {name} murmured.
<8-9:It was the best feeling of the whole night: nobody lost, and nobody left out.><10-12:It was the best feeling of the whole night, better even than the adventure: nobody lost, and nobody left out.>
{name's} eyes grew heavy, and soon {they} was asleep.

:: ending leadership.e.f72vpw
setting: bedroom

<2-9:Snug under the quilt, {name} gave a huge yawn.
"Was I a good leader tonight?"
{name} asked.
"You were," said {companion}.><10-12:Snug under the quilt, {name} gave an enormous yawn and asked, "Was I a good leader tonight?"
"You were," said {companion} at once.>
<little:"You cared about everyone. And you never forgot {recipient}."><grown:"You cared about everyone, and you never once forgot {recipient}.">
<grown:{name} smiled.
Leading, it turned out, was mostly about looking after others along the way.><little:{name} smiled a sleepy smile.>
<8-9:It was less about being at the front, and more about making sure everyone arrived.><10-12:It was less about being out in front, {name} thought drowsily, and more about making sure that everybody got there in the end.>
{Companion} dimmed the light, and {name} drifted off to sleep.

:: ending leadership.e.1q11z7y
setting: bedroom
closes: snails-crossing

<little:Back in bed, {name} counted the stars on the ceiling. A good leader counts heads!><grown:Back in bed, {name} looked up at the glow-in-the-dark stars on the ceiling and counted them, the way a good leader counts heads.>
<2-9:One, two, three... all there.
"And me," whispered {companion} from the foot of the bed.><10-12:One, two, three... all present and correct, until {companion} whispered from the foot of the bed, "And me.">
<grown:Far away, {recipient} was safe and happy too, and every snail was across the lawn, so the counting felt complete.><little:Far away, {recipient} was happy too. The snails were all across.>
<2-9:"Goodnight, stars," whispered {name}.
By seven, {name's} voice was slow.
By eight, it had stopped.><10-12:"Goodnight, stars," whispered {name}, but by seven {name's} voice had slowed, and by eight it had stopped altogether.>
<8-9:The stars glowed on, a small, faithful crowd keeping watch over a leader fast asleep.><10-12:The stars glowed on outside, a small and faithful crowd, keeping watch over a leader who had finally stopped counting.>

:: ending leadership.e.17sjkfa
setting: bedroom

<2-9:Tucked up tight, {name} gazed at the ceiling.
"Who will lead tomorrow?"
{name} wondered out loud.
"Maybe you," said {companion}.
"Maybe someone else.
Either way, you'll help everyone get there."><10-12:Tucked up tight, {name} gazed at the ceiling and wondered aloud, "Who will lead tomorrow?"
"Perhaps you," said {companion}, "or perhaps someone else; either way, you'll help everyone get there."
{name} liked that thought; it felt warm and comfortably round, like a hot-water bottle.>
<6-9:{name} liked that thought.
It felt warm and round, like a hot-water bottle.><little:{name} liked that.
It felt warm.>
<little:{name} thought of {item}. It was safe with {recipient} now.><grown:{name} thought once more of {item}, safe with {recipient} now.>
<8-9:Tomorrow could wait; tonight's journey was done, and done well.><10-12:Tomorrow could wait its turn; tonight's journey was finished, and finished well, which left nothing at all to worry about.>
Then came one last yawn, and sleep[, and dreams of {interest}].

:: ending leadership.e.141k43o
setting: bedroom
closes: snails-crossing

<little:{Companion} plumped the pillow. Up came the blanket, to {name's} chin.><grown:{Companion} plumped the pillow and pulled the blanket up to {name's} chin.>
"Even leaders need to rest," said {companion}.
{name} giggled sleepily.
<grown:Outside, the snails had crossed the lawn at last, in a long, neat line, each one waiting kindly for the next.><little:Outside, the snails had crossed the lawn at last.>
<little:Softly, {name} whispered, "{refrain}." Then {they} thought of {recipient}.><grown:Softly, much more softly than before, {name} whispered, "{refrain}," and thought of {recipient}.>
<8-9:The words felt different now, like a song that had found its way home.><10-12:The familiar words felt different now, {name} noticed, gentler and rounder, like a song that had found its way home at last.>
{name} watched the stars until they blurred, and then {they} was asleep.

:: ending leadership.e.4nydpo
setting: bedroom
closes: toys-in-a-row

The house was quiet, and everyone in it was asleep except {name}.
<grown:Like a captain on a ship at night, {name} listened: the tick of the clock, the hum of the fridge, the soft breathing of the house.><little:Like a ship's captain, {name} listened.
Tick went the clock.
Hum went the fridge.>
<little:On the shelf, the toys stood in their row.><6-9:On the shelf, the toys stood in their row, smallest at the front.>
<2-9:Far away, {recipient} was safe too.><10-12:On the shelf, the toys stood in their row, smallest at the front, and far away, {recipient} was safe too.>
{Companion} settled on the rug[ by {name's} {colour} slippers].
<2-9:"All's well," whispered {name}.
And the captain closed {their} eyes and slept.><10-12:"All's well," whispered {name}, and the captain closed {their} eyes at last and slept.>

:: ending leadership.e.1g2shjd
setting: bedroom

Back in bed, {name} wriggled down until only {their} nose poked out.
All night long, {name} had been looking out for others.
<grown:Now {companion} sat by the window, keeping watch, so that {name} could do nothing at all but rest.><little:Now {companion} kept watch instead.>
<little:{name} thought of {recipient}, and smiled.><grown:{name} thought of {item}, and of {recipient}, and smiled.>
<8-9:It was a lovely thing, {name} thought drowsily, to be looked after by someone you trust.><10-12:It was a lovely thing, {name} thought drowsily, to let go of every worry and be looked after by someone you trust completely.>
{name's} breathing slowed, soft and even, and sleep came.

:: ending leadership.e.8cykvq
setting: bedroom
closes: frogs-in-time

<little:The moon peeped in, like a lantern leading the stars.><grown:The moon peeped round the edge of the curtain, like a lantern at the front of a long line of stars.>
<little:{name} lay still and watched it.><grown:{name} lay still and watched it[ until it turned {their} {hair} hair to silver].>
<grown:Tonight {name} had been at the front and at the back, wherever someone needed {them}.><little:Tonight {name} had led the way.>
<little:The frogs sang together now.><grown:Down by the pond, even the frogs were singing together now.>
<2-9:"Goodnight, moon," {name} whispered.
"Look after {recipient} for me."><10-12:"Goodnight, moon," {name} whispered; "please look after {recipient} for me.">
<8-9:The moon did not answer, but it seemed to glow a little brighter, as if it had heard.><10-12:The moon did not answer, of course, but it seemed to glow a shade brighter, as though it had heard and quietly agreed.>
{Companion} gave a long, sleepy yawn, and {name's} eyes closed too.

:: ending leadership.e.mkwnyt
setting: bedroom

<2-9:{name's} feet were tired: good-tired, walked-a-long-way tired.><10-12:{name's} feet were tired, the good kind of tired that comes from a long walk, and {companion} tucked them under the warm quilt, one and then the other.>
<little:{Companion} tucked them under the warm quilt. One, then the other.><6-9:{Companion} tucked them under the warm quilt, one and then the other.>
<grown:"Those feet went a long way tonight," said {companion}, "and they always waited for the slow ones."><little:"Those feet went a long way tonight," said {companion}.>
<little:{name} remembered {item}. {They} wiggled {their} toes.><grown:{name} thought of {item}, and wiggled {their} toes[ under the {colour} blanket].>
<8-9:Small feet, {name} thought, can carry big things a very long way.><10-12:Small feet, {name} thought with a sleepy kind of pride, can carry big things a surprisingly long way.>
<2-9:The room was warm and dark.
With a long, slow sigh, {name} fell asleep.><10-12:The room was warm and dark, and with a long, slow sigh, {name} fell asleep.>

:: ending leadership.e.d5t2ko
setting: bedroom

<2-9:"Shall I tell you what happened tonight?" whispered {name}.
"Yes, please," said {companion}.
So {name} began.
"First there was {item}, and then..."><10-12:"Shall I tell you what happened tonight?" whispered {name}, and when {companion} said, "Yes, please," {name} began: "First there was {item}, and then...">
<grown:But the words came slower and slower, like a music box winding down.><little:But the words got slower.> "...and then {recipient}..."
<little:{name's} voice trailed off into a yawn. Then there was nothing more.><grown:{name's} voice trailed off into a yawn, and then there was nothing more.>
{Companion} smiled and finished the story in a whisper.
<8-9:It had a happy ending, of course.
All the best ones do.><10-12:It had a happy ending, of course, though the one who had earned it most was already fast asleep.>

:: ending leadership.e.6utes5
setting: bedroom
closes: frogs-in-time

<little:Outside, the night was settling down. Like a dog in its basket.><grown:Outside, the night was settling down at last, like a dog turning round in its basket.>
<6-9:The trees stopped swaying.
Down by the pond, the frogs were singing in time now.><10-12:The trees stopped swaying, and down by the pond the frogs were singing in time now, slow and sleepy.><little:The trees went still.
The frogs sang in time now.>
<2-9:{name} lay listening to the quiet.
"Is {recipient} asleep yet?"
{name} asked.><10-12:{name} lay listening to the quiet for a while, and then asked, "Is {recipient} asleep yet?">
"Fast asleep," said {companion}, "thanks to you."
<8-9:{name} felt the night close round the house like a pair of kind, cupped hands.><10-12:{name} felt the night close gently round the house, like a pair of kind, cupped hands holding something precious.>
Then {name} was asleep too.

:: ending leadership.e.1wwsq3u
setting: bedroom

<2-9:In bed at last, {name} had one more thing to ask.
"Will you hum something?"
So {companion} began to hum, low and slow.><10-12:In bed at last, {name} had one more request: "Will you hum something?" So {companion} began to hum, low and slow.>
<grown:All night, {name} had been the one out in front.
Now it was lovely just to follow, and the tune led the way, down and down into sleep.><little:Now {name} could just follow the tune, down into sleep.>
<little:{name} dreamed of {item} and {recipient}. What a long way!><grown:{name} thought of {item}, and {recipient}, and the whole long way there.>
<8-9:Following, {name} thought, is restful when the one in front is kind.><10-12:Following, {name} thought, is wonderfully restful when the one in front is kind and knows exactly where they are going.>
Goodnight, {name}.

:: ending leadership.e.1xverw
setting: bedroom

<little:The pillow was soft as a cloud. The covers were heavy and warm.><6-9:The pillow was soft as a cloud, and the covers were heavy and warm.>
<2-9:{name} yawned.
"Do you know the best bit of being a leader?"
{name} asked.
"What?" said {companion}.
"It isn't being at the front," said {name}.
"It's when everybody gets there."><10-12:The pillow was soft as a cloud and the covers were heavy and warm, so {name} yawned luxuriously before asking, "Do you know the best part of being a leader?"
"What?" said {companion}.
"It isn't being at the front," said {name} thoughtfully; "it's the moment when everybody gets there.">
<grown:{name} thought of {recipient}, and of {item}, safe at the end of the journey.><little:{name} was glad for {recipient}.>
<little:{Companion} smiled in the dark. {name} was already asleep.><grown:{Companion} smiled in the dark, but {name} was already asleep[, {their} {hair} hair spread across the pillow].>

:: ending leadership.e.1redxfq
setting: bedroom

<little:The adventure grew soft and blurry. And there was {name}, back under the covers.><grown:The adventure grew soft and blurry, like a chalk picture in the rain, and there was {name}, back under the covers.>
<2-9:{Companion} sat at the end of the bed, keeping watch.
"Did everyone get home?"
{name} asked sleepily.
"Every single one," said {companion}.
"And {item} got just where it was going."><10-12:{Companion} sat at the end of the bed, keeping watch, and {name} asked sleepily, "Did everyone get home?"
"Every single one," said {companion}, "and {item} arrived exactly where it was meant to go.">
<grown:{name} let out a long, happy sigh, and the whole house seemed to sigh too.><little:{name} gave a happy sigh.>
Then {name} snuggled down and slept.

:: ending leadership.e.follow-the-yawn
setting: bedroom

<little:Back in bed, {name} gave a great big yawn.><6-9:Back in bed, {name} gave a great big yawn, the biggest of the night.><10-12:Back in bed, {name} gave an enormous yawn, easily the biggest of the whole night.>
<little:Then {companion} yawned too, just the same.><6-9:A moment later, {companion} yawned too, in exactly the same way.><10-12:A moment later, {companion} yawned too, in precisely the same way, as if following orders.>
<2-9:"Follow the leader!" giggled {name}.><10-12:"Follow the leader," {name} giggled softly.>
<little:All night, {companion} had followed {name}. All the way to {destination}!><6-9:All night, {companion} had followed where {name} led, all the way to {destination}.><10-12:All night long, {companion} had followed wherever {name} led, all the way to {destination}, where {item} had reached {recipient} at last.>
<2-9:And {recipient} had {item} at last.>
<little:One more yawn. Then {name} led the way into sleep.><6-9:Then {name} led the way one last time, into sleep, and {companion} followed close behind.><10-12:Then {name} led the way one final time, straight into sleep, and {companion} followed close behind.>

:: ending leadership.e.smallest-voice
setting: bedroom

<little:All night, {name's} voice had been big and clear.><6-9:All night, {name's} voice had been clear and strong, showing the way.><10-12:All night, {name's} voice had been clear and strong, calling the way for others.>
<little:Now, in bed, it was tiny. "Goodnight," {name} whispered.><6-9:Now, tucked up in bed, {name} used {their} very smallest voice.
"Goodnight," {name} whispered.><10-12:Now, tucked up in bed, {name} chose {their} smallest voice and whispered, "Goodnight.">
<2-9:"Goodnight," whispered {companion}, just as small.><10-12:"Goodnight," {companion} whispered back, equally small and soft.>
<little:{name} thought of {recipient}, and of {item}. All safe now. Hush.><6-9:{name} thought of {recipient}, and of {item}, safe at {destination} now.><10-12:{name} thought of {recipient}, and of {item}, safe at {destination} now.>
<8-9:A leader, {name} thought, needs a big voice for the journey and a soft one at the end.><10-12:A leader, {name} thought drowsily, needed a clear voice for the journey and a gentle one for its end.>
<little:{name's} eyes closed. Sleep came, quiet as a whisper.><6-9:Then {name's} eyes closed, and sleep came in, quieter than any whisper.><10-12:Then {name's} eyes closed, and sleep arrived, quieter than the smallest whisper.>

:: ending leadership.e.ceiling-map
setting: bedroom

<little:{name} lay on {their} back in the dark.><6-9:{name} lay in bed, looking up at the dark ceiling.><10-12:{name} lay back in bed, gazing up at the shadowy ceiling.>
<little:Up went one finger. It drew the way to {destination}.><6-9:With one finger, {name} drew the way in the air, out of the window to {destination}.><10-12:With one finger, {name} traced the journey in the air: out through the window, along every winding path, to {destination}.>
<little:{Companion} watched the finger go. "You knew the way," {companion} whispered.><6-9:{Companion} followed the finger with sleepy eyes.
"You found the way there and back," {companion} whispered.><10-12:{Companion} followed the finger with sleepy eyes and whispered, "You found the way there and back.">
<little:At the end was {recipient}, with {item}.><6-9:At the very end was {recipient}, with {item} safe at last.><10-12:At the very end was {recipient}, with {item} safe at last.>
<little:Then the finger came home, back to bed.><6-9:Then the finger came all the way home and dropped onto the quilt.><10-12:Then the finger travelled home and dropped softly onto the quilt.>
<little:And {name} was fast asleep.><6-9:By then, {name} was fast asleep.><10-12:By the time it landed, {name} was fast asleep.>

:: ending leadership.e.your-turn
setting: bedroom

<2-9:Snug in bed, {name} rolled over to face {companion}.
"What was your favourite part tonight?"
{name} asked.><10-12:Snug in bed, {name} rolled over to face {companion} and asked, "What was your favourite part tonight?">
<little:{Companion} thought and thought.><6-9:{Companion} thought for a long, quiet moment.><10-12:{Companion} considered the question for a long, quiet moment.>
<little:"When {recipient} saw {item}!" said {companion}.><6-9:"The moment {recipient} saw {item}," said {companion}.><10-12:"The moment {recipient} saw {item}," said {companion} eventually.>
<little:{name} listened to every word.><6-9:{name} listened to every word, the way good leaders do.><10-12:{name} listened to every word, as good leaders do, without interrupting once.>
<little:Then it was {name's} turn. Out came a yawn!><6-9:Then it was {name's} turn, but the answer came out as a great big yawn.><10-12:Then it was {name's} turn to answer, but all that emerged was a long, luxurious yawn.>
<2-9:{Companion} smiled, and {name} fell asleep.><10-12:{Companion} smiled in the dark, and {name} fell asleep mid-thought.>
