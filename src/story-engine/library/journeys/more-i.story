// Twenty more journeys, one in each of twenty places (set i): scenes on the way that serve any quest of any theme.

:: journey journey.i-puddle-wellies
setting: village
role: onward
picture: none
energy: lively

{onward}<little:the village street was wet and shiny.
Puddles lay between the cobbles.><grown:the village street was shiny after the evening rain, and puddles lay between the cobbles.>
<2-9:Four ducklings in red wellies were jumping from puddle to puddle.><10-12:Four ducklings in red wellies were leaping from puddle to puddle, until the smallest one's welly stuck fast in the mud.>
<young:Splish, splosh, splash!>
<2-9:Then the smallest duckling's welly stuck fast in the mud.>
{trait:help} {name} took hold of the welly and pulled.
<little:Shlup!
Out it came.
"Follow us!" quacked the ducklings.><6-9:Out it came with a squelchy shlup, and the duckling tumbled out, giggling.
"We know the way out of the village," quacked the ducklings, "puddle by puddle!"><10-12:Out it came with a squelchy shlup, and as the duckling tumbled out giggling, the others quacked, "We know the way out of the village, puddle by puddle!">
<little:So {name} and {companion} jumped after them.
Splosh! {item} stayed up high and dry.><grown:So {name} and {companion} jumped after them, holding {item} high, all the way to the last cobble.>

:: journey journey.i-crayfish-belt
setting: river
role: aside
energy: lively

{onward}<little:the river bank was soft and grassy.
{name} sat down to rest.><grown:the river bank was low and grassy, so {name} sat down to rest.>
{name's}[ {colour}] dressing-gown belt trailed in the water.
Something gave a tug.
{trait:obstacle} {name} pulled, gently, and up came a little crayfish, hanging on tight.
"My worm!" it said, through a mouthful of belt.
<grown:"It's my dressing-gown belt," said {name}, trying not to laugh.><little:"It's my belt!" said {name}, laughing.>
{Companion} {ability:find,guide}.
In the reeds bobbed a ripe blackberry.
{name} held it out, and the crayfish let go at once.
<8-9:It was, {name} decided, the silliest tug-of-war anyone had ever won.><10-12:It was, {name} decided, the silliest tug-of-war in history, won not by pulling harder but by offering something tastier.>
<little:{item} {itemTell}.><grown:Meanwhile, {item} {itemTell}.>

:: journey journey.i-cricket-hush
setting: meadow
role: onward
energy: calm

{onward}<little:the meadow was full of crickets.
They sang in the dark grass.><grown:the meadow was full of crickets, singing in the dark grass.>
<young:Chirr, chirr, chirr.>
<little:But each time {name} came near, the nearest cricket stopped.
Where {name} walked, the song stopped.><6-9:But each time {name} came near, the nearest cricket stopped.
A little patch of silence followed {name} through the grass, wherever {they} went.><10-12:But each time {name} came near, the nearest cricket fell silent, so that a little patch of quiet followed {name} through the grass wherever {they} went.>
{trait:rest} <little:So {name} walked slower, and softer, and slower still.[ {Their} {colour} slippers hardly touched the ground.]><grown:So {name} walked slower, and softer, and slower still[, {their} {colour} slippers hardly touching the ground].>
{Companion} {ability:hush,guide}.
<little:Then the song went on ahead, like a path.
{name} held {item} close.
{They} followed the song across the meadow.><6-9:At last the crickets forgot to stop, and their song ran on ahead through the grass, like a path made of music.
{name} followed it across the meadow, {item} held close.><10-12:At last the crickets forgot to stop, and their song ran ahead like a path made of music, which {name} followed across the meadow with {item} held close.>

:: journey journey.i-bird-box
setting: orchard
role: onward
energy: gentle

{onward}<little:a bird box hung on an apple tree.
But the wind had blown its roof off!
A blue tit and her chicks looked out.
Brrr, so cold!><6-9:on an old apple tree hung a little wooden bird box, but the wind had blown its roof off.
Inside, a blue tit and her chicks were feeling the cold.><10-12:on an old apple tree hung a little wooden bird box, but the wind had blown its roof off, leaving a blue tit and her chicks shivering inside.>
{trait:help} {name} found the roof in the grass and brushed off the dew.
{Companion} {ability:lift,guide}.
<little:On went the roof, click.
Snug again!
From up there, {name} saw where {recipient} was.
It was nearer than {name} had thought.><6-9:{name} stood on tiptoe and fitted it back on, snug.
On tiptoe, {name} could see over the orchard wall, down the lane to where {recipient} would be.
It was nearer than {name} had thought.><10-12:{name} stood on tiptoe to fit it snugly back in place.
From up there, {name} could see over the orchard wall and down the lane to where {recipient} would be, and it was nearer than {they} had expected.>

:: journey journey.i-minnow-toes
setting: pond
role: onward
energy: calm

{onward}<little:the pond water was clear and cool.><grown:at the shallow end of the pond, the water was clear and cool.>
{name} sat on the bank and dipped {their} toes in.
<young:Wiggle, wiggle, toes!>
{trait:rest} Then {name} kept very still.
<grown:Out of the weed came tiny minnows, as thin as pencil lines, to nibble {name's} toes.><little:Tiny fish came to nibble {name's} toes.
Tickle, tickle!>
{Companion} {ability:hush,comfort}.
<8-9:It was the gentlest hello {name} had ever been given.><10-12:It was the gentlest, most ticklish hello {name} had ever been given, and it was very hard not to giggle.>
<grown:Then the minnows slipped off in a silver line along the shallows, round the pond.><little:Then the fish swam off in a silver line.>
<little:{name} lifted {their} feet out.
{They} followed the fish round with {item}.><grown:{name} lifted {their} feet out and followed them round with {item}.>

:: journey journey.i-windmill
setting: hilltop
role: onward
energy: lively

{onward}<little:on top of the hill stood a little windmill.
Its four white sails were still.
"The wind has dropped," squeaked a dormouse in a floury cap.><6-9:on top of the hill stood a little windmill, its four white sails quite still.
"The wind has dropped," squeaked a dormouse in a floury cap.><10-12:on top of the hill stood a little windmill, its four white sails quite still because, as a dormouse in a floury cap squeaked, the wind had dropped.>
{trait:obstacle} <2-9:{name} took hold of the lowest sail and pushed.
Not a wobble.
{name} pushed again, harder[, {their} {hair} hair falling in {their} eyes].><10-12:{name} took hold of the lowest sail and pushed, but it did not even wobble, so {name} pushed again, harder[, {their} {hair} hair falling in {their} eyes].>
<grown:Creak, creak, round went the sails, slowly and then faster, as the wind woke up and joined in.><little:Cree-eak!
Round went the sails.>
<little:The wind blew {friends} downhill.
Whoosh!
{name} held {item} tight.
The wind helped them along.><6-9:Now awake, the wind blew softly at their backs, pushing {friends} down the hill, the way they needed to go.
{name} held {item} tight and let the wind help.><10-12:Now wide awake, the wind blew softly at their backs, and {name} held {item} tight and let it push {friends} down the hill, exactly the way they needed to go.>

:: journey journey.i-deer-mist
setting: forest
role: onward
energy: calm

{onward}<little:the forest path came to a clearing.
It was silver with mist.
Deer were stepping out of the trees without a sound.><6-9:the forest path opened into a clearing, silver with mist.
Deer were stepping out of the trees without a sound.><10-12:the forest path opened into a clearing silvered with mist, where deer were stepping soundlessly out of the trees.>
{trait:rest} <little:"Be a tree," whispered {companion}.
{name} stood as still as a tree.><grown:"Be a tree," whispered {companion}, and {name} stood as still as a tree.>
<grown:The deer drifted past so close that {name} could hear them breathe.><little:Past came the deer, soft and slow.>
<grown:The smallest one sniffed {item}, touched {name's} hand with its cool nose, and followed the others into the mist.><little:The smallest deer sniffed {item}.
Then it went into the mist.>
<little:The deer had left a little trail.
{Friends} followed it softly, the way the deer had gone.><6-9:Where they had walked, a narrow trail showed through the mist.
{Friends} followed it softly, the way the deer had gone.><10-12:Where they had walked, a narrow trail showed through the mist, and {friends} followed it softly, the way the deer had gone.>

:: journey journey.i-bowing-sunflower
setting: farm
role: onward
picture: sunflowers
energy: gentle

{onward}<little:by the farm lane, the sunflowers were asleep.
Their big faces hung down.><grown:beside the farm lane, the sunflowers were asleep, their big faces bowed.>
<2-9:One had bent so low its head nearly touched the mud.
"Don't let it fall!" chirped the sparrows on its stalk.><10-12:One had bent so low that its head nearly touched the mud, and the sparrows perched on its stalk chirped anxiously for someone to stop it falling.>
{trait:help} {name} found a long stick and pushed it into the soft earth.
{Companion} {ability:lift,guide}.
<little:{name} tied it to the stick.
Up came its sleepy head!
Behind it was a hidden gate!><6-9:{name} tied it to the stick, and the great head lifted.
Behind it was a little gate it had been hiding, and a track going the right way.><10-12:When {name} tied it to the stick, the great head lifted, revealing a little gate it had been hiding and a track leading the right way.>
<little:{name} went through with {item}.[ A yellow petal was caught in {their} {hair} hair.]><grown:{name} went through with {item}[, a yellow petal caught in {their} {hair} hair].>

:: journey journey.i-raindrop-jump
setting: clouds
role: onward
energy: gentle

{onward}<little:raindrops stood in a line on a cloud.
They were going to jump down to the gardens.><grown:at the edge of a grey cloud, raindrops were lining up to jump down to the gardens.>
<2-9:One by one they hopped off, with a tiny "Whee!"
But the smallest raindrop held back, wobbling.><10-12:One by one they hopped off, each with a tiny "Whee!" except the smallest raindrop, which held back, wobbling nervously.>
{Companion} {ability:comfort}.
{trait:help} {name} knelt beside it[, {their} {hair} hair damp with cloud].
<little:"One, two, three, go!"
Plop, right on a daisy!><6-9:"One, two, three!" said {name}, and the little raindrop let go.
Down it fell, slow and shining, right onto a thirsty daisy.><10-12:"One, two, three!" said {name}, and the little raindrop let go, falling slow and shining right onto a thirsty daisy.>
<grown:Peeping over the edge after it, {name} spotted {destination} far below, nearer than ever.><little:{name} peeped over the edge.
There's {destination}!>

:: journey journey.i-newt-roof
setting: waterfall
role: onward
energy: calm

{onward}<little:by the waterfall were mossy rocks.
They had little hollows, like cupped hands.
In each one, a newt lay curled up, asleep.><6-9:beside the waterfall, the mossy rocks were full of little hollows, like cupped hands.
In each one, a newt lay curled up, asleep.><10-12:beside the waterfall, the mossy rocks were full of little hollows like cupped hands, and in each one a newt lay curled up, asleep.>
<little:One newt, two newts, three newts.>
But spray kept dripping onto the smallest one.
{trait:help} <little:{name} propped a fern leaf over the hollow.
A little roof!
Now the drips missed.><6-9:{name} propped a wide fern leaf over the hollow, like a little roof.
Now the drips ran off the fern instead.><10-12:{name} propped a wide fern leaf over the hollow like a little roof, so that the drips ran harmlessly off it instead.>
{Companion} {ability:hush,comfort}.
<little:Under a pale moonbow ran a little path.
{name} tiptoed along it with {item}.><6-9:In the spray hung a pale moonbow, and under its arch ran a narrow path, away from the water.
{name} tiptoed along it with {item}.><10-12:In the spray hung a pale moonbow, and {name} tiptoed with {item} along the narrow path that ran beneath its arch, away from the water.>

:: journey journey.i-hammock
setting: treehouse
role: aside
energy: calm

{onward}<little:below a treehouse hung a hammock.
In it, a family of dormice lay fast asleep.><grown:below a treehouse, a hammock hung between two low branches, and in it a family of dormice lay fast asleep.>
But the night breeze was swinging it far too hard.
<young:Swing, bump.
Swing, bump, bump.>
{trait:help} <little:{name} took hold of the edge.
{They} rocked it, slow and steady.[ The moon made {their} {hair} hair silver.]><grown:{name} took hold of the edge and rocked it instead, slow and steady[, {their} {hair} hair silver in the moonlight].>
<grown:Back and forth, back and forth, and {name} hummed a tune with no words at all.><little:Rock, rock.
Hmm, hum, hmm.>
The dormice stopped twitching and snuggled deeper.
{Companion} {ability:hush,comfort}.
<8-9:Rocking someone else to sleep, {name} found, was nearly as cosy as being rocked.><10-12:Rocking someone else to sleep, {name} found, was almost as soothing as being rocked, and {they} began to feel rather drowsy too.>
<little:Then {name} let go, very gently.
On went {name} with {item}.><grown:Then {name} let go, very gently, and carried {item} on.>

:: journey journey.i-puffer
setting: reef
role: onward
energy: lively

{onward}<little:a spotted fish peeped out of the coral.
Down here, breathing was as easy as in bed.><grown:down among the coral, where breathing was as easy as in bed, a little spotted fish peeped out.>
<little:{name} waved hello.
The fish puffed up, round as a balloon!><grown:{name} waved hello, and the surprised fish puffed up, round as a balloon!>
<little:Puff, puff!>
{trait:help} <2-9:{name} swam after it and caught it by its tail fin.
"Breathe out slowly," said {name}.><10-12:{name} swam after it, caught it gently by its tail fin and murmured, "Breathe out slowly.">
<grown:Out went the air, and the fish shrank back to its own small, spotted self.><little:Out went the air.
Small again!>
<little:"Come through my secret gap!" it said.
{name} and {companion} swam after it.
Through they went, with {item}.><6-9:"Come through my secret gap," it said, and wriggled into a hole in the coral.
{name} and {companion} swam after it with {item}, the short way through.><10-12:"Come through my secret gap," it said, wriggling into a hole in the coral, and {name} and {companion} swam after it with {item}, taking the short way through.>

:: journey journey.i-tide-steps
setting: harbour
role: onward
energy: gentle

{onward}<little:the tide was coming in at the harbour.
It crept up the steps, one by one.><grown:the tide was coming in at the harbour, creeping up the steps one by one.>
<little:Slosh, slosh.>
<2-9:A family of shore crabs was climbing ahead of it.
But the smallest crab could not get up the next step.><10-12:A family of shore crabs was climbing ahead of it, but the smallest crab could not manage the next step.>
{trait:help} <little:{name} held out a flat hand.
On scuttled the little crab.
Up, up, up he went!><6-9:{name} crouched and held out a flat hand, and the little crab scuttled on.
{name} carried him up to the top step.><10-12:{name} crouched and held out a flat hand, and once the little crab had scuttled aboard, {name} carried him carefully up to the top step.>
<little:"Take the top path," clicked the crabs.
So {name} and {companion} took the top path.
{item} stayed safe above the water.><6-9:"The top path goes all round the harbour," clicked the crabs, "and the tide never reaches it."
So {name} took it with {companion}, {item} high above the water.><10-12:The crabs clicked that the top path went all round the harbour, out of the tide's reach, so {name} took it with {companion}, {item} held high above the water.>

:: journey journey.i-pea
setting: castle
role: aside
energy: gentle

{onward}<little:in a castle bedroom sat a tiny mouse princess.
She was on top of twenty mattresses, wide awake!><grown:in a castle bedroom, a tiny mouse princess sat on top of twenty mattresses, wide awake.>
"I can't get to sleep," she sighed.
"Something is poking me."
{trait:help} {name} peeped under each mattress, one by one.
{Companion} {ability:find,guide}.
<grown:Under the very last mattress was one small, round, green pea.><little:At the bottom was a pea!
One little green pea.>
<little:{name} took it out.
The princess wriggled down with a happy sigh.><grown:{name} took it out, and the princess wriggled down with a happy sigh.>
<8-9:It seemed silly that something so small could keep anyone awake, but {name} knew it was true.><10-12:It seemed absurd that a single pea could keep anyone awake, but {name} remembered nights spoiled by one crumb in the bed.>
<little:"Thank you," she mumbled, half asleep.
{name} tiptoed out with {item}.><grown:"Thank you," she mumbled, already half asleep, and {name} tiptoed out with {item}.>

:: journey journey.i-shadow-tag
setting: moon
role: aside
energy: lively

{onward}<little:on the moon, the Earth shone very bright.
Everything had a sharp black shadow.><grown:on the moon, the Earth shone so brightly that everything had a sharp black shadow.>
<2-9:"Shadow tag!" said {name}.
"If I step on your shadow, you're it."><10-12:"Shadow tag!" said {name}, and explained the rules: whoever had their shadow stepped on would be it.>
<little:Off they bounced, in great, slow leaps.[ {name's} {hair} hair floated up.]
Leap, miss!
Leap, miss again!><6-9:Off they bounced, in great, slow leaps[, {name's} {hair} hair floating up at every one].
{name} missed, and missed again.><10-12:Off they bounced in great, slow leaps[, {name's} {hair} hair floating up at every one], but {name} missed, and then missed again.>
{trait:obstacle} <little:{name} watched carefully, and jumped a third time.
Landed on it!
"Tag!" {name} cried, laughing.><6-9:{name} watched carefully, and jumped a third time.
Down {name} came, right on the tip of {companion's} shadow.
"Tag!" {name} cried, laughing.><10-12:{name} watched carefully and jumped a third time, landing right on the tip of {companion's} shadow with a triumphant, laughing cry of "Tag!">
{Companion} {ability:fly,guide}.
<little:{item} was still safe and snug.
Boing, boing!
On to {destination}!><grown:{item} was still snug {itemHeld}, and on they bounced towards {destination}.>

:: journey journey.i-puffin-landing
setting: lighthouse
role: onward
energy: lively

{onward}<little:a young puffin was on the rocks.
He was learning to land!
Whoosh, in he came, head over tail!><6-9:on the rocks by the lighthouse, a young puffin was learning to land.
Whoosh, in he came, head over tail!><10-12:on the rocks by the lighthouse, a young puffin was learning to land, and whoosh, in he came, tumbling head over tail.>
<young:Flap, flap, bump, roll!>
{trait:help} <little:{name} piled soft, dry seaweed on the flattest rock.
Then {name} waved both arms to show him the way.[ {Their} {colour} sleeves flapped.]><6-9:{name} piled soft, dry seaweed on the flattest rock.
Then {name} waved both arms to show him the way in[, {their} {colour} sleeves flapping].><10-12:{name} piled soft, dry seaweed on the flattest rock, then waved both arms to show him the way in[, {their} {colour} sleeves flapping].>
<6-9:In came the puffin, slower this time, and landed, flump, right in the middle.><little:In came the puffin.
Flump, in the middle!><10-12:In came the puffin, more carefully this time, and landed softly in the middle.>
<6-9:"Now I'll land where your path starts!" he cried, and flump, he did, at the top of the cliff steps.><little:"Your path starts here!" he cried.><10-12:"Now I'll land where your path starts!" he cried, and so he did, settling with a flump at the top of the cliff steps.>
<little:{name} and {companion} hurried after him.
{They} held {item} tight.><grown:{name} and {companion} hurried after him with {item}.>

:: journey journey.i-date-stamp
setting: library
role: aside
energy: gentle

{onward}<little:at the library desk sat an old hedgehog.
Beside her was a tall pile of books.><grown:at the library desk, an old hedgehog sat beside a tall pile of books.>
"All these go out tomorrow," she said, "and every one needs stamping."
{trait:help} "May I help?" asked {name}.
<grown:She showed {name} the ink pad and the little stamp.><little:She showed {name} the stamp.>
Press, thunk!
Press, thunk, thunk!
{Companion} {ability:lift,guide}.
<grown:At the very end, the hedgehog let {name} stamp {their} own hand, too[, right beside {their} {colour} sleeve].><little:Then {name} stamped {their} own hand!>
It said: BACK WHEN YOU HAVE LOVED IT.
<8-9:{name} thought that was the best rule any library had ever had.><10-12:{name} decided it was the wisest rule any library had ever made, and privately resolved to follow it with every book.>
<little:Off they went again, with {item}.><grown:Off they went again, with {item} safe {itemHeld}.>

:: journey journey.i-swing-boat
setting: fair
role: aside
energy: lively

{onward}<little:at the fair stood a tall red pole.
At the top was a shiny bell.><grown:at the fair stood a tall red pole with a shiny bell at the top.>
<little:"Who can ring the bell?" called a mole.
He gave {name} a big, soft mallet.><grown:"Who can ring the bell?" called a mole, and gave {name} a big, soft mallet.>
{trait:obstacle} {name} brought it down on the wooden pad, bonk.
<grown:The little weight crept up a few inches, and slid back down.><little:Bonk!
The weight hardly moved.>
"Swing it right round," said the mole.
<grown:So {name} swung the mallet in a big, slow circle[, {their} {hair} hair flopping], and DING went the bell!><little:Round it came...
DING!>
{Companion} {ability:guide}.
<8-9:{name} felt ten feet tall, and none of it came from the mallet.><10-12:{name} felt about ten feet tall, and the pride of it had far more to do with trying again than with the mallet.>
{item} {itemTell}.

:: journey journey.i-old-hand
setting: cave
role: onward
energy: calm

{onward}<little:deep in the cave were old, old paintings.
They were red and brown.><grown:deep in the cave, the walls were covered in old, old paintings, red and brown.>
{Companion} {ability:light,guide}.
{name} saw horses and a great woolly mammoth, running across the rock.
Low down, near the floor, was a small painted hand.
{trait:wonder} {name} held {their} own hand up beside it.
It was exactly the same size.
<grown:Beside it, a line of tiny painted footprints went along the wall, towards the far opening.><little:Painted footprints went along the wall.>
<8-9:{name} wondered whether that child had been on a journey too, late one night, a very long time ago.><10-12:{name} felt a strange closeness to that long-ago child, and wondered whether they had been out travelling late one night too.>
<little:{name} whispered goodnight to the hand.
Then {they} followed the footprints with {item}.><grown:{name} whispered goodnight to the hand, and followed them with {item}.>

:: journey journey.i-hatchlings
setting: beach
role: onward
energy: gentle

{onward}<little:a limpet was trundling over the rocks.
"I can't find my spot," it sighed.><6-9:on the rocks at the end of the beach, a limpet was trundling along.
"I can't find my spot," it sighed.><10-12:on the rocks at the end of the beach, a limpet was trundling along, sighing that it could not find its spot.>
<grown:"Every limpet has its own spot on the rock," said {companion}.><little:"Limpets have their own spot," said {companion}.>
{trait:help} {name} looked closely[, {their} {eyes} eyes following every crack].
<little:There it was!
A little mark, just the shape of its shell.
The limpet settled in.
Click!><6-9:There it was: a little oval mark, just the shape of the shell.
The limpet trundled over and settled with a click.><10-12:There it was, a little oval mark exactly the shape of the shell, and the limpet trundled over and settled into it with a click.>
<little:The sea went back, and a sandy path opened.
{name} walked along it with {item}.><6-9:Below the rock, the tide was going out, and a strip of firm, shining sand opened along the bay.
{name} walked along it with {item}, the way wide and clear.><10-12:Below the rock, the ebbing tide had uncovered a strip of firm, shining sand along the bay, and {name} walked along it with {item}, the way wide and clear.>
