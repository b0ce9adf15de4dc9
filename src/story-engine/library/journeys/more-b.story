// Twenty more journeys, from the beach to the cave: scenes on the way that serve any quest of any theme.

:: journey journey.b-seaweed-skipping
setting: beach
role: onward
energy: lively

{onward}<little:two birds on the beach turned a skipping rope. It was made of seaweed!><6-9:two oystercatchers on the beach were turning a skipping rope made of seaweed.><10-12:two oystercatchers on the beach were turning a seaweed skipping rope and calling, "Jump in!">
<little:Swish, swash went the rope.>
<2-9:"Jump in!" they called.>
{trait:meet}
<2-9:{name} jumped in, and tripped at once.><10-12:{name} jumped in and tripped at once, and the second time the seaweed wrapped round {their} ankles like a slippery sock.>
<little:The second time, the seaweed wrapped round {their} ankles. Like a slippery sock!><6-9:The second time, the seaweed wrapped round {their} ankles like a slippery sock.>
<little:{Companion} kept time. "One, two, one, two." {name} listened for the beat.><grown:{Companion} kept time, "One, two, one, two," and {name} listened for the beat.>
The third time, {name} jumped and jumped, ten whole skips![ {name's} {hair} hair bounced with every one.]
<6-9:Then the birds flew ahead to show {name} the firm sand, where running was easy.><little:The birds showed {name} the firm sand.><10-12:Then the birds flew ahead to show {name} the firm sand, where running was easy, and {name}, puffed and happy, raced along it with {item}.>
<2-9:Puffed and happy, {name} ran along it with {item}.>

:: journey journey.b-sea-glass
setting: beach
role: onward
energy: calm

{onward}<little:the tide was going out. The beach was very still.><6-9:the tide was going out, and the beach was very still.><10-12:the tide was going out, leaving the beach hushed and still.>
<little:At the water's edge, {name} found some green sea glass. The waves had worn it smooth.><grown:At the water's edge, {name} picked up a piece of green sea glass, worn smooth by the waves.>
<6-9:{name} held it up to the moon, and it glowed like a tiny green lantern.><little:{name} held it up.
It glowed, soft and green.><10-12:When {name} held it up to the moon, it glowed like a tiny green lantern.>[ Its glow shone in {name's} {eyes} eyes.]
{trait:rest}
<6-9:In its glow, {name} spotted a row of flat stones leading up the beach.><little:Its glow showed a row of flat stones.><10-12:In its glow, {name} spotted a row of flat stones leading up the beach, and left the glass on the first one for the next traveller.>
<2-9:{name} left the glass on the first one, for the next traveller.>
{Companion} {ability:hush,comfort}.
<2-3:{name} held {item} tight.
Step, step, over the stones!><4-9:Then, slowly, {name} stepped from stone to stone with {item}.><10-12:Then, unhurried, {name} stepped from stone to stone with {item}.>

:: journey journey.b-loose-rope
setting: harbour
role: onward
energy: lively

{onward}<little:the wind tugged at the boats in the harbour.><6-9:the wind was tugging at the little boats in the harbour.><10-12:the wind was tugging at the little boats in the harbour when a cormorant called from the jetty, "Help! The green boat's rope has come undone!">
<2-9:"Help!" called a cormorant from the jetty.
"The green boat's rope has come undone!">
{trait:obstacle}
{name} ran and stamped on the end of it, just in time.[ {name's} {hair} hair whipped about in the wind.]
<little:{Companion} took hold too. Together they pulled the boat back in.><grown:{Companion} took hold too, and together they pulled the boat back in.>
<6-9:The cormorant showed {name} a sailor's knot: round, over, under and through.><little:Round, over, under, through.
Tight!><10-12:After showing {name} a sailor's knot, round, over, under and through, the cormorant rowed {friends} across the harbour in the green boat to the path on the far side.>
<6-9:Then he rowed {friends} across the harbour in the green boat, to the path on the far side.><little:Then he rowed them across.>
Not one splash touched {item}.

:: journey journey.b-boat-name
setting: harbour
role: aside
energy: gentle

{onward}<little:a brand-new rowing boat sat in the harbour.><grown:a brand-new rowing boat sat at the end of the harbour.>
A family of water voles stood round it, scratching their heads.
{trait:meet}
"She needs a name," said the smallest vole, "but we can't agree."
"What about Dipper?" said {name}.
"Because the oars go dip, dip, dip."
<grown:The voles clapped, and the smallest one painted the name on the side[ in {colour} letters].><little:The voles clapped.
The smallest vole painted the name on.>
<little:{Companion} answered with {sound}. That meant it was a very good name.><grown:{Companion} gave {sound}, which meant it was a very good name.>
<8-9:{name} hoped the little boat would carry the voles somewhere wonderful one day.><10-12:{name} hoped Dipper would carry the voles somewhere wonderful one day, and that now and then they would remember who had named her.>
<little:On they went with {item}. Next stop, {destination}!><grown:On they went towards {destination}, with {item}.>

:: journey journey.b-turtle-itch
setting: island
role: onward
energy: gentle

{onward}<little:an old sea turtle lay wriggling on the sand.><6-9:an old sea turtle lay on the island's warm sand, wriggling.><10-12:an old sea turtle lay wriggling on the island's warm sand, sighing that her shell itched right where she couldn't reach.>
<2-9:"My shell itches," she sighed, "right where I can't reach.">
{trait:help}
<2-9:{name} scratched it with a soft palm leaf, round and round.
"Left a bit," said the turtle.
"Up a bit.
Ahhh, just there!"><10-12:{name} scratched it with a soft palm leaf, round and round, while the turtle gave directions: "Left a bit. Up a bit. Ahhh, just there!">
<6-9:"That's the best scratch in the whole world," she sighed.><little:"Best scratch ever!" she said.><10-12:"That's the finest scratch in the whole world," she sighed blissfully.>
<little:{Companion} made {sound}. The turtle chuckled.><grown:{Companion} gave {sound}, and she chuckled.>
<6-9:Then she carried {friends} along the sand on her back, smooth as a rocking chair.><little:Then she gave them a ride.><10-12:Then she carried {friends} along the sand on her back, smooth as a rocking chair, and stopped at the island path with {item} still safe.>
<2-9:She stopped at the island path, with {item} still safe.>

:: journey journey.b-lagoon-rays
setting: island
role: onward
energy: calm

{onward}<little:behind the little island lay a lagoon. It was warm and still, and clear as glass.><grown:behind the little island lay a lagoon, warm and still and clear as glass.>
{name} lay on the sand and looked in.
<grown:Flat grey rays glided by underneath, slowly flapping their wide fins, like kites in a dream.><little:Flat grey rays went gliding by.
Flap... glide.
Flap... glide.>
{trait:rest}
{name} counted them, one, two, three, each number slower than the last.
{Companion} {ability:hush,comfort}.
<8-9:They never hurried, {name} noticed, and they never seemed to need to.><10-12:The rays never hurried, {name} noticed, and yet they always seemed to arrive exactly where they meant to be.>
<grown:The last ray sent silver rings to the far shore, where a little sandy path began.><little:The rings spread to a sandy path.>
{name} sat up, yawned, and took it softly, with {item}.

:: journey journey.b-wind-the-lamp
setting: lighthouse
role: aside
energy: lively

{onward}<little:the lighthouse beam went round slower and slower. Then it stopped!><grown:the lighthouse beam was going round slower, and slower, and then it stopped.>
Far out at sea, a little boat gave a puzzled toot.
{trait:obstacle}
Just inside the door was a big brass handle marked WIND ME.
{name} took it with both hands and turned.
<grown:Creak, clunk, round it went, stiff at first, then easier.><little:Creak, clunk!
Round it went.>
{Companion} pushed too.
<little:High above, the great beam swept across the sea again.><grown:Then, high above, the great beam began to sweep across the sea again.>
<8-9:For one whole minute, {name} had been the keeper of the night sea.><10-12:For one whole minute, {name} had kept the night sea safe, and the pride of it glowed on long after the handle stopped.>
<little:Toot, toot, went the little boat! {item} {itemTell}.><grown:The little boat tooted a happy toot, and {item} {itemTell}.>

:: journey journey.b-sleeping-seals
setting: lighthouse
role: aside
energy: calm

{onward}<little:below the lighthouse, seals lay sleeping on the rocks.><grown:below the lighthouse, the flat rocks were covered in sleeping seals.>
<grown:They lay like big grey cushions, and now and then one gave a long, whiffly snore.><little:Big grey seals, fast asleep.
Snore... whiffle.>
The beam swept slowly over them, and away.[ For a moment it lit up {name's} {hair} hair.]
{trait:rest}
<2-3:{name} tiptoed along the path, {item} close and quiet.><4-12:{name} tiptoed along the path, keeping {item} close and quiet.>
<little:A seal pup lifted its head and blinked at {name}. Then it gave a big yawn.><grown:A seal pup lifted its head, blinked at {name}, and gave an enormous yawn.>
{name} yawned too.
{Companion} {ability:hush,comfort}.
<8-9:Each time the beam passed, it seemed to tuck the seals in a little more.><10-12:Each time the beam slid over them, it seemed to tuck the seals in tighter, like a parent checking on a sleeping house.>
<little:{Friends} went on, softly. On to {destination}.><grown:Softly, {friends} went on towards {destination}.>

:: journey journey.b-pika-hay
setting: mountain
role: onward
energy: lively

{onward}<little:up on the mountain, the wind came whooshing. Round the rocks it blew!><6-9:up on the mountain, a gust of wind came whooshing round the rocks.><10-12:up on the mountain, a gust of wind came whooshing round the rocks and sent little bundles of dry grass flying.>
<2-9:Away flew little bundles of dry grass.>
<little:"Our hay!" squeaked a pika. It was round, with big round ears.><grown:"Our hay!" squeaked a pika, a round little creature with big round ears.>
{trait:help}
<little:{name} ran and caught the bundles. One, two, three, four![ {Their} {hair} hair blew everywhere.]><grown:{name} ran and caught the bundles, one, two, three, four[, {their} {hair} hair blowing everywhere].>
{Companion} {ability:find,lift,guide}.
<6-9:Soon every bundle was back in the pikas' store under a flat stone.><little:Back went the hay, safe and dry.><10-12:Once every bundle was back in the pikas' store under a flat stone, the oldest pika showed them a path between the rocks, sheltered from the wind.>
<6-9:Then the oldest pika showed them a path between the rocks, out of the wind.><little:The pikas showed them a sheltered path.>
{name} climbed it, {item} safe from the gusts.

:: journey journey.b-white-bird
setting: mountain
role: aside
energy: gentle

{onward}<little:on the mountain, snow lay between the rocks.><grown:on the mountain, snow lay in patches between the rocks.>
Something went cheep, but {name} could not see anyone.
{trait:wonder}
Then {name} spotted two small black eyes, and a little black beak.
<little:It was a little bird, as white as the snow!><middle:It was a little mountain bird, as white as the snow around it.><8-9:It was a ptarmigan, a mountain bird whose feathers turn white in winter to match the snow.><10-12:It was a ptarmigan, a mountain bird that trades its brown summer feathers for white ones each winter, to vanish into the snow.>
"I've lost my family," it peeped.
{Companion} {ability:warm,comfort}.
{name} cupped {their} hands and called, "Cheep, cheep!"
A big white bird came hurrying from behind a rock.
<8-9:Being hard to see is clever on a snowy mountain, {name} thought, but not when you are lost.><10-12:Being nearly invisible is clever on a snowy mountain, {name} thought, but rather a nuisance when your family is looking for you.>
<little:{name} waved goodbye to them both. On {they} went with {item}.><grown:{name} waved goodbye to them both and went on with {item}.>

:: journey journey.b-cloud-race
setting: clouds
role: onward
energy: lively

{onward}<little:up in the clouds, there was a race! The breezes pushed little clouds along.><6-9:up in the clouds, the night breezes were racing little clouds.><10-12:up in the clouds, the night breezes were racing little clouds, but one small cloud had no breeze to push it and was falling behind.>
<little:One small cloud had no breeze to push it. It was left behind.><6-9:One small cloud had no breeze to push it, and was left behind.>
{trait:help}
<little:{name} filled {their} cheeks with air. Then {they} blew and blew!><6-9:{name} filled {their} cheeks with air and blew, as hard as {they} could.><10-12:{name} filled {their} cheeks and blew as hard as {they} could, until the little cloud wobbled, bobbed and then zoomed.>
<6-9:The little cloud wobbled, bobbed, then zoomed.><little:Phoo!
Off zoomed the little cloud.>
<little:{Companion} blew too. The small cloud won, by a whisker!><grown:{Companion} blew too, and the small cloud crossed the line first, by a whisker!>
<grown:Then it floated back, soft as a sofa, and carried {friends} their way across the sky, {item} and all.><little:Then it gave them a ride, {item} and all.>

:: journey journey.b-cloud-quilt
setting: clouds
role: onward
energy: calm

{onward}<little:the clouds drew together, slow and soft. Like a quilt over the world!><grown:the clouds were drawing together, slow and soft, like a quilt pulled up over the world.>
<little:Pull, tuck.
Pull, tuck.>
One corner had come loose and was flapping in the breeze.
{trait:rest}
<little:{name} took hold of it and tucked it in. Just like tucking in a bed!><grown:{name} took hold of it and tucked it in, the way a grown-up tucks in a bed.>
<grown:Below, the sleeping towns glowed soft and blurry, like night-lights.><little:Below, little lights glowed.>
{Companion} {ability:hush,guide}.
<8-9:Somewhere underneath, {name} thought, children were sleeping a little more soundly now.><10-12:Somewhere underneath, {name} thought with a glow of satisfaction, children were sleeping more soundly, without ever knowing why.>
<grown:Through one small gap, {name} glimpsed the lights of {destination}.><little:Through a gap, {name} saw where they were going.>
Yawning, {friends} drifted towards them with {item}.

:: journey journey.b-moon-hare
setting: moon
role: onward
energy: gentle

{onward}<little:in a moon crater sat a silver hare. She had a big wooden bowl.><6-9:in a round crater on the moon sat a silver hare, with a big wooden bowl.><10-12:in a round crater on the moon sat a silver hare, thumping away with a little wooden mallet in a big wooden bowl.>
<2-9:Thump, thump, went her little wooden mallet.
"Moon cakes," she said.
"Want to help?"><10-12:"Moon cakes," she explained. "Would you like to help?">
{trait:meet}
{name} stirred and patted, and the hare pressed stars into each cake.[ One cake even had a {colour} star, just for {name}.]
<little:{Companion} tried a crumb. Yum!><grown:{Companion} tried a crumb and gave {sound}.>
<little:Then the hare pointed her mallet at some little craters. They were like stepping stones!><6-9:Then the hare pointed her mallet at a row of little craters, like stepping stones.><10-12:Then, pointing her mallet at a row of little craters like stepping stones, the hare said they were the quickest way across the moon.>
<2-9:"That's the quickest way across the moon," she said.
{name} hopped from one to the next, {item} held tight.><10-12:{name} hopped from crater to crater, {item} held tight.>

:: journey journey.b-earthlight
setting: moon
role: aside
energy: calm

{onward}<little:{name} sat down on the moon to rest.><grown:on the quiet side of the moon, {name} sat down on the rim of a crater to rest.>
The moon dust was soft and grey, like flour.
High above hung the Earth, blue and white and glowing.
{trait:rest}
<grown:{name} looked for home, and found it: a tiny patch of land, and somewhere on it, {their} own bedroom window.><little:There was home, far, far away.>
<8-9:From up here, all of {name's} favourite people fitted inside one small blue ball.><10-12:It was an astonishing thought: from up here, every single person {name} loved could be covered by the tip of one finger.>[ The earthlight shone in {name's} {eyes} eyes.]
{Companion} {ability:hush,comfort}.
{name} held {item} and whispered, "Goodnight, Earth."
<little:Then, slowly, {friends} got up. Time to go on to {destination}.><grown:Then, slowly, {friends} got up and went on towards {destination}.>

:: journey journey.b-ring-tilting
setting: castle
role: onward
energy: lively

{onward}<little:in the castle yard, a weasel was practising. It wanted to be a knight!><6-9:in the castle yard, a weasel was practising to be a squire.><10-12:in the castle yard, a weasel training to be a squire was aiming at a silver ring hung from the archway.>
<2-9:A silver ring hung from the archway.>
<little:"Catch it on your pole!" said the weasel. It gave {name} a hobby horse and a broom handle.><grown:"Catch it on your pole!" said the weasel, handing {name} a hobby horse and a broom handle.>
{trait:obstacle}
<2-9:{name} galloped, clip-clop, and missed.><10-12:{name} galloped off, clip-clop, and missed completely.>
{Companion} {ability:hush,guide}.
<grown:{name} galloped again, slowly this time, eyes on the ring, and clink, it slid onto the pole!><little:Slowly now... clink!
The ring was on the pole!>
<6-9:Bowing low, the weasel opened the back gate, the short way out.><little:The weasel opened the back gate.><10-12:Bowing low, the weasel opened the back gate, the short way out, and {name} rode through it, clip-clop, with {item}.>
<2-9:Clip-clop, {name} rode through it with {item}.>

:: journey journey.b-coloured-light
setting: castle
role: onward
energy: gentle

{onward}<little:in the castle, moonlight shone through a coloured window. It made puddles of red and gold.><6-9:in the castle, moonlight shone through a coloured window, making puddles of red and gold.><10-12:in the castle, moonlight shone through a coloured window, making puddles of red and gold for some mice to hop between.>
<2-9:Some mice were hopping from colour to colour.>
"I want to be gold," sighed the smallest.
{trait:help} {name} held out a flat hand, and she climbed on.
{Companion} {ability:lift,guide}.
<grown:Up into the gold she went, shining like a tiny crown.><little:Up she went, into the gold.
She shone!>[ Beside her glowed a {colour} patch, {name's} favourite.]
<little:Up there, she spotted a door at the end of the hall. It was open a crack.><6-9:Up there, she spotted a door at the end of the hall, open a crack.><10-12:From up there, she spotted a door standing ajar at the end of the hall and squeaked, "That's the way," so {name} took it with {item}.>
<little:"That's the way," she squeaked. {name} took it with {item}.><6-9:"That's the way," she squeaked, and {name} took it with {item}.>

:: journey journey.b-runaway-letters
setting: library
role: onward
energy: lively

{onward}<little:a picture book lay open on the library floor. Its letters were running away!><grown:in the library, a picture book lay open on the floor, and its letters were running away!>
<little:Off ran the letters, A, B, C!>[ The book was all about {interest}.]
{trait:obstacle}
<2-9:{name} crawled after them, herding them back into their words.
But the little z was missing.><10-12:{name} crawled after them, herding them back into their words, but the little z had vanished.>
{Companion} {ability:find,guide}.
<little:There it was, asleep under a chair! {name} tucked it in at the end of the story.><grown:There it was, asleep under a chair, and {name} tucked it in at the end of the story.>
<6-9:Then the spare commas lined up on the carpet in an arrow, pointing to a side door.><little:Some commas made an arrow to a door.><10-12:Then the spare commas lined up on the carpet in an arrow pointing to a side door, and {name} hurried through it with {item}.>
<2-9:Through it {name} hurried, with {item}.>

:: journey journey.b-page-turner
setting: library
role: onward
energy: gentle

{onward}<little:in the library, a mouse sat reading. A firefly gave her light.><6-9:in a corner of the library, a mouse sat reading by the light of a firefly.><10-12:in a corner of the library, a mouse sat reading by the light of a firefly, though every page was as heavy as a door.>
<2-9:But every page was as heavy as a door.>
"I've been stuck on page nine since Tuesday," she sighed.
{trait:help}
<2-9:{name} sat down beside her and turned the page.><10-12:{name} sat down beside her and turned the page, and together they read about a paper ship until the mouse giggled.>
<6-9:They read about a paper ship, and the mouse giggled.><little:They read and read.
The mouse giggled.>
{Companion} {ability:light,hush,guide}.
<2-9:In return, the firefly lit the dark stairs down to the door.><10-12:In return, the firefly lit the dark stairs down to the door, and {name}, promising to come back for the ending, followed its glow with {item}.>
<little:"I'll come back for the ending," said {name}. {They} followed the light with {item}.><6-9:"I'll come back for the ending," said {name}, and followed it with {item}.>

:: journey journey.b-baby-bat
setting: cave
role: onward
energy: gentle

{onward}<little:deep in the cave, bats hung from the roof. They looked like tiny folded umbrellas.><6-9:deep in the cave, hundreds of bats hung from the roof like tiny folded umbrellas.><10-12:deep in the cave, hundreds of bats hung from the roof like tiny folded umbrellas, but one baby bat sat alone on the mossy floor.>
<2-9:On the mossy floor sat one baby bat, all alone.>
"I fell," it squeaked, "and I can't fly up."
{Companion} {ability:comfort}.
{trait:help}
<2-9:{name} held it up high on one hand.><10-12:{name} raised it high on one flat hand, and with a flutter it flew up to its mother, who folded it under her wing.>
<6-9:With a flutter, it flew up to its mother, who folded it under her wing.><little:Flutter, flutter, up!
Home to its mum.>
<6-9:"That way out," squeaked its mother, and her echo ran off down a side tunnel.><little:The mother bat squeaked the way out.><10-12:"That way out," squeaked its mother, her echo running off down a side tunnel, and a smiling {name} carried {item} out into the night.>
<2-9:Smiling, {name} carried {item} out into the night.>

:: journey journey.b-cave-breath
setting: cave
role: onward
energy: calm

{onward}<little:the cave was dim and hushed. It seemed to breathe, slow and sleepy.><grown:the cave was dim and hushed, and it seemed to be breathing, slow and sleepy.>
<little:Whooo... shhh.
Whooo... shhh.><6-9:In came a long, slow whooo, and out went a soft shhh.><10-12:In came a long, slow whooo, and out went a soft shhh, so {name} followed the sound to a crack in the rock.>
<2-9:{name} followed the sound to a crack in the rock.>
<little:It was only the wind, sighing in and out.[ It lifted {their} {hair} hair and let it fall.]><grown:It was only the wind, sighing in and out of the hill[, lifting {their} {hair} hair and letting it fall].>
{trait:rest}
{Companion} {ability:hush,comfort}.
<2-3:Where the wind came in, there had to be a way out.
On tiptoe, {name} followed the cool air, holding {item}.><4-9:Where the wind came in, there had to be a way out.
On tiptoe, {name} followed the cool air, {item} held close.><10-12:Where the wind came in, {name} reasoned, there had to be a way out, so {they} tiptoed after the cool air, {item} held close.>
