theme: any

// Endings every theme shares: a theme takes them once the child has heard its own.
// Home again, the quest remembered by name, sleep. No theme's value named: each must read right in any
// theme, with any quest and any companion. How to write for it: ../README.md.

:: ending shared.e.flannel
setting: bedroom

Back home, there was one last job before bed: grubby feet.
<little:{name} washed them with a warm flannel.
{Companion} held the[ {colour}] towel.><grown:{name} sat on the edge of the bed and washed them with a warm flannel, and {companion} held the[ {colour}] towel.>
<grown:Off came the dust of the long way, two blades of grass and one small, stubborn seed.><little:Wipe, wipe.
Clean toes!>
<little:"Such busy feet!" said {companion}.
"They went all the way to {recipient}."><grown:"Those feet went all the way to {recipient}," said {companion}.>
<8-9:{name} looked at them with new respect: only ordinary feet, but they had done a great deal tonight.><10-12:{name} looked at them with new respect: perfectly ordinary feet, yet tonight they had walked every step of an astonishing journey.>
<little:In went the clean feet, under the covers.
Soon {name} was fast asleep.><grown:Then the clean feet slid under the covers, and {name} was asleep before {their} toes were even warm.>

:: ending shared.e.knee-hills
setting: bedroom

<2-9:Under the[ {colour}] quilt, {name's} knees made two round hills.><10-12:Under the[ {colour}] quilt, {name's} knees rose like two rounded hills.>
<little:{name} walked two fingers over them.
Tap, tap, the way {friends} went tonight.><6-9:{name} walked two fingers over them, the way {friends} had gone tonight.><10-12:{name} walked two fingers across them, retracing the route {friends} had taken tonight.>
<6-9:Up one hill, down into the valley, up the other, and all the way to {recipient}.><little:Up, down, up, all the way to {recipient}.>
<2-9:{Companion} watched the fingers go.><10-12:Up one hill, down into the valley and up the other they went, all the way to {recipient}, while {companion} watched.>
<8-9:The fingers grew slower on the way back, as if they were tired too, which perhaps they were.><10-12:On the way back the fingers began to dawdle, as though the tiredness had spread to them too, which perhaps it had.>
<6-9:Halfway home, they stopped for a rest on top of a knee.><little:Then the fingers stopped.>
<2-9:They stayed there, and so did {name}, fast asleep.><10-12:Halfway home they stopped to rest on top of a knee, and there they stayed, and so did {name}, fast asleep.>

:: ending shared.e.i-spy
setting: bedroom

"I spy with my little eye," whispered {name}, "something beginning with D."
<2-9:"Dark?" said {companion}.>
<2-9:"Yes!"><10-12:"Dark?" guessed {companion} at once, which was, annoyingly, correct.>
<6-9:It is not easy to play I spy with the light off, but they tried.><little:The light was off.><10-12:I spy is surprisingly difficult with the light off, but they did their best.>
<grown:Next, {name} spied something that was not in the room at all: {recipient}, far away.><little:Then {name} spied {recipient}, far away.>
<2-9:"That's cheating," said {companion}, "but it's allowed tonight."><10-12:"That's cheating," said {companion}, "but just this once, it's allowed.">
<8-9:After that, the only thing {name} could spy was the inside of {their} own eyelids.><10-12:After that, the only thing {name} could spy was the dark inside {their} own eyelids, which turned out to be rather restful.>
<young:Yawn.>
<2-9:Soon {name} was asleep, and nobody won, and nobody minded.><10-12:Soon {name} was asleep; nobody had won, and nobody minded.>

:: ending shared.e.toy-choice
setting: bedroom

Every night, one toy got to sleep on the pillow.
Tonight it was {name's} turn to choose.
<grown:The knitted dinosaur?
The floppy dog with one long ear?
The sock monkey, who had waited all week?><little:The dinosaur?
The dog?
The monkey?>
<little:{name} chose the sock monkey.
It had never heard about {recipient}!><grown:{name} chose the sock monkey, because it had never heard about {recipient}.>
<little:So {name} whispered all about {item}.
{Companion} listened too.><grown:So {name} told it all about {item}, very quietly, with {companion} listening too.>
<8-9:The monkey did not say a word, which made it the best listener in the house.><10-12:The monkey never interrupted, never asked a question and never looked bored, which made it easily the best listener in the house.>
Halfway through the telling, the whispers stopped, and {name} was fast asleep.

:: ending shared.e.buttons
setting: bedroom

<2-9:In bed, {name} looked down.>
<little:The buttons on {their}[ {colour}] pyjamas were all wrong!
The top was crooked.><6-9:The buttons on {their}[ {colour}] pyjamas were done up wrong, one hole too high, so the top was crooked.><10-12:Once in bed, {name} glanced down and discovered that the buttons on {their}[ {colour}] pyjamas were done up one hole too high, so the top was crooked.>
<grown:"Did I go the whole way like this?" {name} asked.
"There and back," said {companion}, trying not to laugh.><little:"Oops!" said {name}.
{Companion} tried not to laugh.>
Nobody had noticed, not even {recipient}.
<little:{name} giggled and did them up again.
One button, two buttons, slower and slower.><grown:{name} giggled and did them up again, one button at a time, slower and slower.>
<8-9:It is hard to hurry with buttons when your eyes keep closing.><10-12:Buttons are fiddly at the best of times, and very nearly impossible when your eyelids keep drifting shut halfway through each one.>
<little:By the last button, {name} was yawning.
Then {they} was fast asleep.><grown:By the bottom button, {name} was yawning, and by the time the covers were up, {they} was asleep.>

:: ending shared.e.once-upon
setting: bedroom
closes: stopped-clock

"Tell me a story," murmured {name}, tucked up at last.
<little:"Once upon a time," said {companion}.
"There was a child called {name}[, with {hair} hair]."><6-9:"Once upon a time," said {companion}, "there was a child called {name}[, with {hair} hair].">
<2-9:{name} gave a sleepy grin.><10-12:"Once upon a time," said {companion}, "there was a child called {name}[, with {hair} hair]," and {name} gave a sleepy grin.>
<grown:"One night, that child took {item} to {recipient}, and on the way..."><little:"One night, {name} took {item} to {recipient}..."> <grown:But {companion} stopped there, for {name's} breathing had gone slow.><little:Then {companion} stopped.>
<8-9:It did not matter; {name} knew how this story ended, having been in it.><10-12:It did not matter: {name} knew exactly how this story ended, having been there for every bit of it.>
<grown:By the bed, the clock clicked and ticked again.><little:Click! The clock ticked again.>
"The end," whispered {companion}, but {name} was already asleep.

:: ending shared.e.radio
setting: bedroom
closes: apple-basket

<little:Downstairs, a radio was playing, very softly.
Murmur, clink.><grown:Downstairs, a radio murmured softly, and a cup clinked.>
<little:Someone had brought the apples in from the step.
The house smelled sweet.><grown:Someone had carried the basket of apples in from the step, and the whole house smelled sweet.>
<2-9:{name} liked falling asleep to the sound of someone still up.><10-12:{name} had always liked drifting off to the sound of someone still awake.>
<grown:It made the dark feel like a room with the door left open.><little:It felt snug.>
<2-9:{Companion} listened too, from the foot of the bed.>
<2-9:{name} lay thinking about {item} and {recipient}.><10-12:{Companion} listened too from the foot of the bed, while {name} lay thinking about {item} and {recipient}.>
<8-9:Somewhere out there, other radios were playing in other kitchens, and other children were drifting off to them.><10-12:{name} thought of all the other kitchens with murmuring radios, and all the other children drifting off to the same friendly sound.>
<little:The radio played on, soft and low.
{name} fell asleep between one song and the next.><grown:The radio played on, and {name} fell asleep between one song and the next.>

:: ending shared.e.treasures
setting: bedroom

Before climbing into bed, {name} turned out {their} pockets.
<little:Out came a feather, an acorn cup, a twig.
And a crumb of something!><grown:Out came a feather, an acorn cup, a tiny twig and a crumb of something.>
<grown:{name} laid them in a row on the windowsill, where the moon could see them.><little:Onto the windowsill they went, in a row.>
<grown:None of them was as special as {item}, but each one had been picked up somewhere along tonight's road.><little:Each one came from tonight's trip with {item}.>
{Companion} looked at them carefully and nodded.
<8-9:In the morning they would just be a feather and a twig and a crumb; tonight they were treasure.><10-12:By daylight they would be ordinary odds and ends again, but tonight each one still held a small piece of the journey.>
Then {name} snuggled down and fell asleep, feeling rich.

:: ending shared.e.rewind
setting: bedroom
closes: stopped-clock

With {their} eyes shut, {name} let the night run backwards.
<grown:Back from {recipient}, back along the winding way, back past every friend and puddle and gate.><little:Back from {recipient}.
Back along the way.>
Back home, back into the warm bed, back to the very beginning.
"And here we are," murmured {companion}, "just where it started."
<8-9:A night that ends exactly where it began, {name} thought, is like a ring: it has no loose ends.><10-12:A night that finishes exactly where it started, {name} thought drowsily, is like a ring: perfectly round, with no loose ends anywhere.>
<grown:By the bed, the clock clicked and began to tick again: the spare hour was used up.><little:Tick, tock, went the clock again.>
And there, at the very beginning, {name} fell asleep.

:: ending shared.e.kept-goodnight
setting: bedroom

<little:{Companion} gently closed {name's} fingers round something.
Nobody could see it!><6-9:{Companion} took {name's} hand and gently closed {their} fingers round something nobody could see.>
<2-9:"What is it?" whispered {name}.><10-12:{Companion} took {name's} hand and gently closed {their} fingers round something invisible, and {name} whispered, "What is it?">
<2-9:"A spare goodnight," said {companion}.>
<2-9:"In case you wake in the night and need one."><10-12:"A spare goodnight," said {companion}, "in case you wake in the night and find you need one.">
<grown:{name} held it tight, as carefully as {they} had carried {item} to {recipient}.><little:{name} held it tight, the way {they} held {item}.>
<8-9:It weighed nothing at all, and it was the most useful thing {name} owned.><10-12:It weighed nothing at all, yet {name} had a feeling it might be the most useful thing {they} had ever been given.>
<little:Bit by bit, {name's} hand went soft.
The goodnight stayed, and {name} slept.><grown:Bit by bit, {name's} grip grew looser, but the goodnight stayed where it was, and {name} slept.>

:: ending shared.e.aeroplane
setting: bedroom
closes: glass-of-water

<little:High above the roof flew a tiny aeroplane.
Blink red, blink green.><6-9:High above the roof, a tiny aeroplane crossed the sky, blinking red and green.><10-12:High above the roof, a tiny aeroplane was inching across the sky, its lights blinking red and green.>
{name} watched it from bed[, {their} {eyes} eyes following the lights].
<6-9:"Where's it going?" {name} asked.
"Going home," said {companion}.
"It's full of sleepy people with their shoes off."><little:"It's going home," said {companion}.><10-12:"Where's it going?" asked {name}, and {companion} replied, "Home, full of sleepy passengers who have kicked off their shoes.">
<2-9:{name} was home too, back from {recipient}.><10-12:{name} was home as well, safely back from {recipient}.>
<8-9:Everyone up there had been somewhere tonight, {name} thought, but nobody had been quite where {name} had been.><10-12:Everyone on board had been somewhere tonight, {name} thought with quiet pride, but none of them had carried {item} to {recipient}.>
<little:In the glass of water by the bed, the lights grew smaller.
Soon they were just stars, and {name} was asleep.><grown:In the glass of water by the bed, the little lights grew smaller and slower, until they were just stars, and {name} was asleep.>

:: ending shared.e.open-book
setting: bedroom

<little:{name} wanted to read just one page.[ It was the book about {interest}.]><grown:{name} wanted to read just one page[ of the book about {interest}] before sleep.>
<2-9:But the book was heavy, and the words began to wobble.><10-12:But the book felt heavier by the minute, and the words had begun to wobble.>
<6-9:They slid about on the page like ducks on a pond.><little:The words went wiggly.><10-12:They drifted about on the page like ducks on a pond.>
<2-9:{Companion} slipped a bookmark in and closed the book.>
<2-9:"For tomorrow," said {companion}.><10-12:{Companion} slipped a bookmark between the pages, closed the book and whispered, "For tomorrow.">
<little:{name} did not mind.
Tonight's story had been a good one.
It had {item} and {recipient} in it.><grown:{name} did not mind: tonight's story had been a good one, with {item} and {recipient} in it.>
<8-9:Books are patient; they wait exactly where you leave them.><10-12:That was the comforting thing about books: they never minded waiting, and they kept your place for as long as you needed.>
{name's} head sank into the pillow, and {they} was soon asleep.

:: ending shared.e.cat-wall
setting: bedroom
closes: glass-of-water

<little:From bed, {name} could see the garden wall.
Along it walked the cat from next door.><6-9:From bed, {name} could see the cat from next door walking along the garden wall, slow and proud.><10-12:From bed, {name} could see the garden wall, where the cat from next door was strolling along, slow and dignified.>
<little:Pad, pad, went its paws.>
<little:At the end, the cat sat down.
It tucked in its tail and closed its eyes.><grown:At the end, the cat sat down, tucked its tail round its paws, and closed its eyes.>
<6-9:"Even cats know when it's bedtime," said {companion}.><little:"Bedtime for cats," said {companion}.><10-12:"Even cats know when it's bedtime," observed {companion} softly.>
<grown:By the bed, the glass of water stood perfectly still.><little:The glass of water was still.>
<little:{name} thought of {recipient}.
Out came a yawn, as long as a cat's tail!><grown:{name} thought of {recipient}, and gave a yawn as long as a cat's tail.>
<8-9:The cat looked so comfortable on that narrow wall that the bed felt twice as cosy.><10-12:If a cat could be that content on a narrow, chilly wall, {name} reasoned, then a wide, warm bed was practically a palace.>
<2-9:Then {name} curled up too, just like the cat, and fell asleep.><10-12:Then {name} curled up too, exactly like the cat, and drifted off to sleep.>

:: ending shared.e.notebook
setting: bedroom

<grown:By the bed lay a little notebook, kept for writing down the best bit of every day.><little:By the bed was a little book, and a pencil.>
<2-9:{name} picked up the[ {colour}] pencil.>
<6-9:In slow, wiggly letters, {they} wrote: I took {item} to {recipient}.><little:{name} drew {item}.
{They} drew {recipient} too, with a big smile.><10-12:{name} picked up the[ {colour}] pencil, and in slow, wiggly letters {they} wrote: I took {item} to {recipient}.>
<little:{Companion} peeped over {name's} shoulder.
"Lovely!" said {companion}.><grown:{Companion} looked over {name's} shoulder and gave {sound}.>
<8-9:It was only one line, but one line was plenty to remember a whole night by.><10-12:It was only one line, but {name} knew it would be enough, even years from now, to bring the whole night back.>
<grown:The pencil slowed down, and then it stopped in the middle of a full stop.><little:Then the pencil stopped.>
<2-9:{Companion} put the book away, for {name} was fast asleep.><10-12:{Companion} quietly put the book away, because {name} was already fast asleep.>

:: ending shared.e.extra-blanket
setting: bedroom

<little:After the long night, {name} felt chilly.
Brr, right down to {their} toes!><grown:After the long night out, {name} was a little chilly, right down to {their} toes.>
<grown:So {companion} fetched the extra blanket from the bottom of the cupboard and spread it over the bed.
It was thick and old and smelled of lavender, and it pressed down like a long, warm hug.><little:{Companion} brought the big, thick blanket.
It was heavy and warm, like a hug.>
{name} burrowed down deep[, until only {their} {hair} hair showed].
<little:{name} thought of {recipient}.
Was {recipient} snug tonight too?><grown:{name} thought of {recipient}, and hoped {recipient} was snug tonight too.>
<8-9:Warmth came back slowly: first to {their} nose, then to {their} fingers, and last of all to {their} toes.><10-12:Warmth crept back one part at a time: first the nose, then the fingers, and last of all, rather reluctantly, the toes.>
Under the heavy blanket, {name} grew heavy too, and fell asleep.

:: ending shared.e.tuck-in
setting: bedroom

<2-9:{name} sat up with a sleepy idea.>
<2-9:"Tonight," {they} said, "it's your turn to be tucked in."><10-12:{name} sat up with a sleepy but excellent idea, and {they} announced, "Tonight, it's your turn to be tucked in.">
<2-9:{Companion} looked surprised, and then very pleased.><10-12:{Companion} looked surprised, and then thoroughly delighted.>
<grown:{name} spread the spare blanket[, the {colour} one,] over as much of {companion} as it would reach, and smoothed it flat.><little:{name} put the spare blanket over {companion}.
Pat, pat.>
<little:"Thank you for coming with me," said {name}.
"All the way to {recipient}!"><grown:"Thank you for coming all the way to {recipient} with me," said {name}.>
<2-9:"Thank you for taking me," said {companion}.><10-12:"Thank you for taking me," replied {companion} warmly.>
<8-9:It is a warm, strange feeling to look after someone who has been looking after you all night.><10-12:There is something strange and rather lovely about looking after someone who has spent the whole night looking after you.>
Then {name} climbed into {their} own bed and fell asleep first.

:: ending shared.e.soldiers
setting: bedroom
closes: apple-basket

"What shall we have for breakfast?" whispered {name}, tucked up tight.
<2-9:"Toast," said {companion}.>
<2-9:"And a boiled egg," said {name}, "with toast soldiers to dip in."><10-12:"Toast," suggested {companion}, and {name} added, "And a boiled egg, with toast soldiers to dip in.">
<6-9:{name} pictured the soldiers standing in a row, ready to march into the yolk.><little:Dip, dip!><10-12:{name} pictured the soldiers standing to attention in a row, ready to march bravely into the yolk.>
<little:"And we can talk about {recipient}," said {name}, more slowly.
"All through breakfast."><grown:"And we can talk about {recipient} all through breakfast," said {name}, more slowly now.>
<2-9:"All through breakfast," said {companion}.><10-12:"All through breakfast," agreed {companion} solemnly.>
<8-9:Planning a morning is a comfortable thing to do, when the night has gone well.><10-12:When a night has gone as well as this one, there is nothing more comfortable than lying in the dark and planning breakfast.>
"An apple from the basket," {name} mumbled, "or jam, or..."
<2-9:But {name} never did choose, because {they} was fast asleep.><10-12:But {name} never did reach a decision, because {they} was fast asleep.>

:: ending shared.e.muddle
setting: bedroom

<little:{name} was telling {companion} about the night.
But the words were getting sleepy.><6-9:{name} was telling {companion} about the night, but the words were getting sleepy.><10-12:{name} was telling {companion} all about the night, but the words were growing sleepier with every sentence.>
<little:"We took {recipient} to {item}," {name} mumbled.><grown:"And then we took {recipient} to {item}," {name} mumbled.>
<2-9:{Companion} smiled.>
<2-9:"I think it was the other way round."><10-12:{Companion} smiled and said gently, "I think it was the other way round.">
<2-9:"That's what I said," murmured {name}, eyes shut.><10-12:"That's exactly what I said," murmured {name}, eyes shut.>
<grown:Sleepy words are like that: they wander off and come back in the wrong order.><little:Sleepy words get all muddled.>
<8-9:It did not matter; the night had gone just right, even if the telling came out upside down.><10-12:It hardly mattered; the night itself had gone exactly right, even if the telling of it was coming out back to front.>
<2-9:"Near enough," whispered {companion}.>
<2-9:But {name} was fast asleep by then.><10-12:"Near enough," whispered {companion}, but {name} was fast asleep by then.>

:: ending shared.e.starfish
setting: bedroom

<2-9:In bed, {name} could not find the right way to lie.>
<2-9:First {they} tried a starfish, arms and legs flung wide.>
<2-9:Too sprawly.><10-12:In bed, {name} could not get comfortable: first {they} tried a starfish, arms and legs flung wide, but that was too sprawly.>
<2-9:Then a ball, curled up tight like a snail in its shell.>
<2-9:Too squashed.><10-12:Next came a ball, curled as tight as a snail in its shell, which was too squashed.>
<6-9:Then a plank, with both arms pressed to {their} sides.><little:Then a log.>
<2-9:Too stiff.><10-12:Then a plank, with both arms pressed to {their} sides, which proved far too rigid.>
<2-9:{Companion} tried very hard not to laugh.>
<2-9:Then {name} thought of {recipient}, and forgot all about shapes.><10-12:{Companion} tried very hard not to laugh, and then {name} thought of {recipient} and forgot all about shapes.>
<8-9:The right shape, it turned out, was whichever one you were in when you stopped trying.><10-12:The right shape, it turned out, could not be chosen at all; it was whichever one you were in when you stopped trying.>
And that was the shape {name} fell asleep in.

:: ending shared.e.blown-kiss
setting: bedroom

<little:Before bed, {name} went to the window.
Mwah!
A kiss flew out into the night, for {recipient}.><grown:Before lying down, {name} went to the window and blew a kiss out into the night, for {recipient}.>
<grown:"There it goes," said {companion}, "over the roof, over the trees, over the hill."><little:"Over the roof," said {companion}.
"Over the tree tops.">
<2-9:{name} climbed back into bed to wait.>
<2-9:"Nearly there," whispered {companion}, a little later.><10-12:{name} climbed back into bed to wait, and a little later {companion} whispered, "Nearly there.">
<8-9:It was a long way for a kiss to travel, but kisses are light, and they never get tired.><10-12:It was a long way for a kiss to go, {name} thought, but kisses weigh almost nothing and never need a rest.>
<2-9:"There," whispered {companion} at last.>
<2-9:"It has landed.">
<2-9:But {name} was already asleep, smiling.><10-12:"There," whispered {companion} at last, "it has landed," but {name} was already asleep, smiling.>

:: ending shared.e.raindrop-race
setting: bedroom

<little:Rain tapped on the bedroom window. Tap, tap.><6-9:A soft rain was tapping on the bedroom window.><10-12:Outside, a gentle rain was tapping against the bedroom window.>
<little:{name} picked one raindrop. {Companion} picked another.><6-9:{name} picked one raindrop, and {companion} picked another.><10-12:{name} chose one raindrop, and {companion} chose its neighbour.>
<little:"Ready, steady, go!" whispered {name}.><6-9:"Ready, steady, go," whispered {name}.><10-12:"Ready, steady, go," whispered {name}.>
<little:Slowly, slowly, down they slid.><6-9:Down they wobbled, stopping and starting.><10-12:The drops wobbled downwards, pausing and starting again.>
<little:Bump! They joined up into one big drop.><6-9:Halfway down, they bumped into each other and made one big drop.><10-12:Halfway down they collided and merged into a single fat drop.>
<little:"A draw!" said {companion}.><6-9:"A draw," said {companion}, "and a very fair one."><10-12:"A draw," declared {companion}, "and a perfectly fair one.">
<little:Was it raining on {recipient} too?><6-9:{name} wondered if the same rain was falling on {recipient}, far away.><10-12:{name} wondered whether the same rain was falling on {recipient}, far away.>
<8-9:Rain on the window is a fine thing to hear when you are warm inside.><10-12:Rain against the glass, {name} decided, is a fine sound, provided you are warm inside.>
<little:Tap, tap, went the rain. And {name} fell asleep.><6-9:The rain tapped on, softer and softer, and {name} fell asleep to it.><10-12:The rain tapped on, softer and softer, and {name} fell asleep listening to it.>

:: ending shared.e.countdown
setting: bedroom

<little:"Count me to sleep," said {name}, snuggling down.><6-9:"Will you count me to sleep?" asked {name}, snuggling down.><10-12:"Would you count me to sleep?" asked {name}, snuggling down.>
<little:"From ten," said {companion}. "Slowly."><6-9:"From ten," said {companion}, "very slowly."><10-12:"From ten," agreed {companion}, "and very slowly indeed.">
<little:Ten. Nine. Eight.><6-9:Ten, nine, eight.><10-12:Ten, nine, eight: each number softer than the last.>
<little:At seven, {name} thought of {item}.><6-9:At seven, {name} thought of {item}.><10-12:By seven, {name} was thinking about {item}.>
<little:At six, {name} thought of {recipient}.><6-9:At six, {name} thought of {recipient}, far away.><10-12:By six, {name's} thoughts had drifted to {recipient}, far away.>
<little:At five, {name's} eyes were shut.><6-9:At five, {name's} eyes were shut.><10-12:By five, {name's} eyelids had closed of their own accord.>
<little:At four, {name} breathed slow and deep.><6-9:At four, {name's} breathing had gone long and slow.><10-12:By four, {name's} breathing had grown long and slow.>
<8-9:{Companion} whispered the last numbers anyway, just in case.><10-12:{Companion} whispered the final numbers anyway, simply to be thorough.>
<little:"Three, two, one," whispered {companion}. But {name} was already fast asleep.><6-9:"Three, two, one," whispered {companion}, but {name} had been asleep since four.><10-12:"Three, two, one," whispered {companion}, but {name} had been asleep since four.>

:: ending shared.e.warm-milk
setting: bedroom

<little:A mug of warm milk sat by the bed.><6-9:A mug of warm milk stood by the bed, steaming gently.><10-12:A mug of warm milk stood by the bed, trailing a thread of steam.>
<little:{Companion} held it steady. Sip, sip.><6-9:{Companion} held it steady while {name} took small, slow sips.><10-12:{Companion} held it steady while {name} took small, careful sips.>
<little:Now {name} had a milk moustache!><6-9:When the mug came down, {name} had a white milk moustache.><10-12:When the mug came down, {name} was wearing a fine white milk moustache.>
<little:"Very smart," said {companion}, with a grin.><6-9:"Very smart," said {companion}, with a grin.><10-12:"Extremely distinguished," said {companion}, grinning.>
<little:{name} giggled and wiped it on a sleeve.><6-9:{name} giggled and wiped it away with a pyjama sleeve.><10-12:{name} giggled and wiped it away with a pyjama sleeve.>
<little:{name} thought of {item}, and {recipient}.><6-9:Then {name} lay back and thought of {item}, and of {recipient}.><10-12:Then {name} settled back against the pillow, thinking of {item} and {recipient}.>
<8-9:The warm milk seemed to go all the way down to {their} toes.><10-12:The warmth seemed to travel all the way down to {their} toes.>
<little:Warm inside, {name} fell asleep.><6-9:Warm inside and out, {name} fell asleep.><10-12:Warm inside and out, {name} drifted off to sleep.>

:: ending shared.e.sock-wriggle
setting: bedroom

<little:In bed, {name's} socks were still on!><6-9:Snug in bed, {name} found {their} socks were still on.><10-12:Snug in bed, {name} discovered that {their} socks were still on.>
<little:Wriggle, wriggle, went {their} toes.><6-9:{name} wriggled {their} toes to push them off.><10-12:{name} began wriggling {their} toes to work them off.>
<little:Off came one sock. Pop!><6-9:Off came one sock, pop, somewhere under the covers.><10-12:One sock came off with a pop and vanished under the covers.>
<little:The other one was stuck.><6-9:The other one was much more stubborn.><10-12:The other proved far more stubborn.>
<little:"You took {item} to {recipient}!" said {companion}. "You can do a sock!"><6-9:"Keep going," said {companion}, giggling. "You took {item} all the way to {recipient}. You can do a sock."><10-12:"Keep going," said {companion}, giggling. "You took {item} all the way to {recipient}; one sock is nothing.">
<little:Wriggle, pop! Off came the other sock.><6-9:One last wriggle, and pop: off it came.><10-12:One final wriggle, and pop: off it came.>
<8-9:Bare toes under cool sheets are a small, perfect kind of happiness.><10-12:Bare toes against cool sheets, {name} thought, are a small but perfect kind of happiness.>
<little:{name's} toes went still. Soon {name} was asleep.><6-9:{name's} toes stretched, then curled, then went still, and {name} was asleep.><10-12:{name's} toes stretched, curled, and finally went still, and {name} was asleep.>
