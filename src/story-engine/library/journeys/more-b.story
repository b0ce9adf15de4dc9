// Twenty more journeys, from the beach to the cave: scenes on the way that serve any quest of any theme.

:: journey journey.b-seaweed-skipping
setting: beach
energy: lively

{onward}two oystercatchers on the beach were turning a skipping rope made of seaweed.
<grown:Their orange beaks bobbed as it went round, swish, swash.><little:Swish, swash went the rope.>
"Jump in!" they called.
{trait:meet}
{name} jumped in, and tripped at once.
The second time, the seaweed wrapped round {their} ankles like a slippery sock.
{Companion} kept time, "One, two, one, two," and {name} listened for the beat.
The third time, {name} jumped and jumped, ten whole skips![ {name's} {hair} hair bounced with every one.]
<big:The birds whistled so loudly that a sleepy crab poked out to see who had won.>
Puffed and happy, {name} ran on with {item}, towards {destination}.

:: journey journey.b-sea-glass
setting: beach
energy: calm

{onward}the tide was going out, slow and sleepy, and the beach was very still.
At the water's edge, {name} picked up something small and shiny.
It was a piece of green sea glass, worn smooth by the waves.
<grown:{name} held it up to the moon, and it glowed like a tiny green lantern.><little:{name} held it up.
It glowed, soft and green.>[ Its glow shone in {name's} {eyes} eyes.]
{trait:rest}
<big:It had been part of a bottle once, {name} thought, and the sea had spent years making it gentle.>
{name} laid it on a flat rock, for the next traveller to find.
{Companion} {ability:hush,comfort}.
Then, slowly, {name} walked on towards {destination}.

:: journey journey.b-loose-rope
setting: harbour
energy: lively

{onward}the wind was tugging at the little boats in the harbour.
"Help!" called a cormorant from the jetty.
"The green boat's rope has come undone!"
The rope was snaking over the boards towards the edge.
{trait:obstacle}
{name} ran and stamped on the end of it, just in time.[ {name's} {hair} hair whipped about in the wind.]
{Companion} took hold too, and together they pulled the boat back in.
<grown:Then the cormorant showed {name} a sailor's knot: round, over, under and through.><little:Round, over, under, through.
Tight!>
<big:{name} tied it twice, to be sure, and felt as proud as a real sailor.>
Then, with {item} still {itemHeld}, {name} hurried on towards {destination}.

:: journey journey.b-boat-name
setting: harbour
energy: gentle

{onward}a brand-new rowing boat sat at the end of the harbour.
A family of water voles stood round it, scratching their heads.
{trait:meet}
"She needs a name," said the smallest vole, "but we can't agree."
"What about Dipper?" said {name}.
"Because the oars go dip, dip, dip."
<grown:The voles clapped, and the smallest one painted the name on the side[ in {colour} letters].><little:The voles clapped.
The smallest vole painted the name on.>
{Companion} gave {sound}, which meant it was a very good name.
<big:{name} hoped the little boat would carry the voles somewhere wonderful one day.>
On they went towards {destination}, with {item}.

:: journey journey.b-turtle-itch
setting: island
energy: gentle

{onward}an old sea turtle lay on the island's warm sand, wriggling.
"My shell itches," she sighed, "right where I can't reach."
{trait:help}
{name} scratched it with a soft palm leaf, round and round.
"Left a bit," said the turtle.
"Up a bit.
Ahhh, just there!"
<grown:She closed her eyes.
"I've swum round the whole world," she said, "and that's the best scratch ever."><little:"Best scratch ever!" she said.>
{Companion} gave {sound}, and the turtle chuckled.
<big:{name} liked knowing that someone so old and wise still needed a little help now and then.>
{name} waved goodbye and carried {item} on towards {destination}.

:: journey journey.b-lagoon-rays
setting: island
energy: calm

{onward}behind the little island lay a lagoon, warm and still and clear as glass.
{name} lay on the sand and looked in.
<grown:Flat grey rays glided by underneath, slowly flapping their wide fins, like kites in a dream.><little:Flat grey rays went gliding by.
Flap... glide.
Flap... glide.>
{trait:rest}
{name} counted them, one, two, three, each number slower than the last.
{Companion} {ability:hush,comfort}.
<big:They never hurried, {name} noticed, and they never seemed to need to.>
The last ray rippled the water into silver rings.
{name} sat up, yawned, and went softly on with {item} towards {destination}.

:: journey journey.b-wind-the-lamp
setting: lighthouse
energy: lively

{onward}the lighthouse beam was going round slower, and slower, and then it stopped.
Far out at sea, a little boat gave a puzzled toot.
{trait:obstacle}
Just inside the door was a big brass handle marked WIND ME.
{name} took it with both hands and turned.
<grown:Creak, clunk, round it went, stiff at first, then easier.><little:Creak, clunk!
Round it went.>
{Companion} pushed too.
Then, high above, the great beam began to sweep across the sea again.
<big:For one whole minute, {name} had been the keeper of the night sea.>
The little boat tooted a happy toot, and {item} {itemTell}.

:: journey journey.b-sleeping-seals
setting: lighthouse
energy: calm

{onward}below the lighthouse, the flat rocks were covered in sleeping seals.
<grown:They lay like big grey cushions, and now and then one gave a long, whiffly snore.><little:Big grey seals, fast asleep.
Snore... whiffle.>
The beam swept slowly over them, and away.[ For a moment it lit up {name's} {hair} hair.]
{trait:rest}
{name} tiptoed along the path, keeping {item} close and quiet.
A seal pup lifted its head, blinked at {name}, and gave an enormous yawn.
{name} yawned too.
{Companion} {ability:hush,comfort}.
<big:Each time the beam passed, it seemed to tuck the seals in a little more.>
Softly, {friends} went on towards {destination}.

:: journey journey.b-pika-hay
setting: mountain
energy: lively

{onward}up on the mountain, a gust of wind came whooshing round the rocks.
Away flew little bundles of dry grass.
"Our hay!" squeaked a pika, a round little creature with big round ears.
{trait:help}
{name} ran and jumped and caught the bundles, one, two, three, four[, {their} {hair} hair blowing everywhere].
The last few had blown into cracks.
{Companion} {ability:find,lift,guide}.
<grown:Soon every bundle was back in the pikas' store under a flat stone.><little:Back went the hay, safe and dry.>
<big:All winter long, the pikas would be cosy, and {name} had helped.>
With {item} safe, {name} ran on up the path.

:: journey journey.b-white-bird
setting: mountain
energy: gentle

{onward}on the mountain, snow lay in patches between the rocks.
Something went cheep, but {name} could not see anyone.
{trait:wonder}
Then {name} spotted two small black eyes, and a little black beak.
<little:It was a little bird, as white as the snow!><middle:It was a little mountain bird, as white as the snow around it.><big:It was a ptarmigan, a mountain bird whose feathers turn white in winter to match the snow.>
"I've lost my family," it peeped.
{Companion} {ability:warm,comfort}.
{name} cupped {their} hands and called, "Cheep, cheep!"
A big white bird came hurrying from behind a rock.
<big:Being hard to see is clever on a snowy mountain, {name} thought, but not when you are lost.>
{name} waved goodbye to them both and went on with {item}.

:: journey journey.b-cloud-race
setting: clouds
energy: lively

{onward}up in the clouds, the night breezes were racing little clouds.
One small cloud had no breeze to push it, and was left behind.
{trait:help}
{name} filled {their} cheeks with air and blew, as hard as {they} could.
<grown:The little cloud wobbled, bobbed, then zoomed, and {name} ran alongside, blowing hard.><little:Phoo!
Off zoomed the little cloud.>
{Companion} blew too, and the small cloud flew past all the others.
It crossed the line first, by a whisker!
<big:Sometimes, {name} thought, all anyone needs is a bit of puff behind them.>
The little cloud did a happy twirl, and {item} {itemTell}.

:: journey journey.b-cloud-quilt
setting: clouds
energy: calm

{onward}the clouds were drawing together, slow and soft, like a quilt pulled up over the world.
<little:Pull, tuck.
Pull, tuck.>
One corner had come loose and was flapping in the breeze.
{trait:rest}
{name} took hold of it and tucked it in, the way a grown-up tucks in a bed.
<grown:Below it, the sleeping towns glowed soft and blurry, like night-lights.><little:Below, little lights glowed.>
{Companion} {ability:hush,guide}.
<big:Somewhere underneath, {name} thought, children were sleeping a little more soundly now.>
Yawning, {friends} drifted on with {item} towards {destination}.

:: journey journey.b-moon-hare
setting: moon
energy: gentle

{onward}in a round crater on the moon sat a silver hare, with a big wooden bowl.
Thump, thump, went her little wooden mallet.
"Moon cakes," she said.
"Want to help?"
{trait:meet}
{name} stirred and patted, and the hare pressed stars into each cake.[ One cake even had a {colour} star, just for {name}.]
<grown:They came out round and pale, like tiny full moons.><little:Round cakes, like tiny moons!>
{Companion} tried a crumb and gave {sound}.
<big:People on Earth tell stories about a hare in the moon, and now {name} knew those stories were true.>
The hare wrapped one cake in a scrap of starlight, for the way to {destination}.
{name} tucked it away, right next to {item}.

:: journey journey.b-earthlight
setting: moon
energy: calm

{onward}on the quiet side of the moon, {name} sat down on the rim of a crater to rest.
The moon dust was soft and grey, like flour.
High above hung the Earth, blue and white and glowing.
{trait:rest}
<grown:{name} looked for home, and found it: a tiny patch of land, and somewhere on it, {their} own bedroom window.><little:There was home, far, far away.>
<big:From up here, all of {name's} favourite people fitted inside one small blue ball.>[ The earthlight shone in {name's} {eyes} eyes.]
{Companion} {ability:hush,comfort}.
{name} held {item} and whispered, "Goodnight, Earth."
Then, slowly, {friends} got up and went on towards {destination}.

:: journey journey.b-ring-tilting
setting: castle
energy: lively

{onward}in the castle yard, a weasel was practising to be a squire.
A silver ring hung from the archway.
"Catch it on your pole!" said the weasel, handing {name} a hobby horse and a broom handle.
{trait:obstacle}
{name} galloped, clip-clop, and missed.
The ring was swinging in the wind.
{Companion} {ability:hush,guide}.
<grown:{name} galloped again, slowly this time, eyes on the ring, and clink, it slid onto the pole!><little:Slowly now... clink!
The ring was on the pole!>
<big:"A true knight," said the weasel, bowing so low that his ears touched the cobbles.>
{name} galloped on towards {destination}.

:: journey journey.b-coloured-light
setting: castle
energy: gentle

{onward}in the castle, moonlight shone through a window of coloured glass, making puddles of red, blue and gold.
A family of mice was hopping from colour to colour.
"I want to be gold," sighed the smallest, pointing up the wall.
{trait:help} {name} held out a flat hand, and she climbed on.
{Companion} {ability:lift,guide}.
<grown:Up into the gold went {name's} hand, and the little mouse shone like a tiny crown.><little:Up she went, into the gold.
She shone!>[ Beside her glowed a {colour} patch, {name's} favourite.]
<big:She squeaked so happily that the whole window seemed to glow a little brighter.>
{name} set her down and went on with {item}.

:: journey journey.b-runaway-letters
setting: library
energy: lively

{onward}in the library, a picture book lay open on the floor, and its letters were running away!
<grown:They scampered over the carpet like ants.><little:Off ran the letters, A, B, C!>[ The book was all about {interest}.]
{trait:obstacle}
{name} crawled after them, herding them like tiny sheep.
<grown:One by one, the letters hopped back into their words.><little:Back they hopped.>
But the little z was missing.
{Companion} {ability:find,guide}.
There it was, fast asleep under a chair, and {name} tucked it in at the very end of the story.
<big:Now the story could be read again, and {name} thought that was the most important thing of all.>
Then {name} hurried on with {item}.

:: journey journey.b-page-turner
setting: library
energy: gentle

{onward}in a corner of the library, a mouse sat reading by the light of a firefly.
But every page was as heavy as a door for her.
"I've been stuck on page nine since Tuesday," she sighed.
{trait:help}
{name} sat down beside her and turned the page.
<grown:They read about a paper ship, and the mouse laughed until her whiskers shook.><little:They read and read.
The mouse giggled.>
{Companion} {ability:light,hush,guide}.
<big:A story shared, {name} decided, was twice as good as a story alone.>
"I'll come back for the ending," said {name}, and went on with {item}.

:: journey journey.b-baby-bat
setting: cave
energy: gentle

{onward}deep in the cave, hundreds of bats hung from the roof like tiny folded umbrellas.
On the mossy floor sat one baby bat, all alone.
"I fell," it squeaked, "and I can't fly up from the ground."
{Companion} {ability:comfort}.
{trait:help}
{name} let it climb onto {their} hand, tickly and light, and held it up high.
<grown:With a flutter, it let go and flew up to its mother, who folded it under her wing.><little:Flutter, flutter, up!
Home to its mum.>
<big:{name} had never known that a bat could look so cuddly.>
{name} went on with {item}, smiling.

:: journey journey.b-cave-breath
setting: cave
energy: calm

{onward}the cave was dim and hushed, and it seemed to be breathing, slow and sleepy.
<little:Whooo... shhh.
Whooo... shhh.><grown:In came a long, slow whooo, and out went a soft shhh.>
{name} followed the sound to a crack in the rock.
It was only the wind, sighing in and out of the hill.
{name} felt the cool air come and go[, lifting {their} {hair} hair and letting it fall].
{trait:rest}
{name} breathed in time with it, in and out, slower and slower.
{Companion} {ability:hush,comfort}.
<big:It was the calmest sound {name} had ever heard, as if the whole hill were dreaming.>
On tiptoe, {name} went on with {item}, quiet as a whisper.
