// How each companion moves, sounds and helps. Wordings rotate in a story, so each list has several; every
// phrase must read right after the companion's name:
//
//   intros     "One night {name} met ___."            a noun phrase (openings only)
//   moves      "{Companion} ___."                     how it goes along
//   sounds     "{Companion} gave ___."                a noun phrase
//   features   "{name} stroked {companion's} ___."    a noun phrase that takes 'was' (singular or mass)
//   ability    "{Companion} ___."                     its help, naming no particular object or creature:
//                                                     the scene says what is lifted or who is comforted
//
// Only `carry`, `cross` and `guide` name the child: the companion carries {name}, helps {name} over, or
// leads {name} on. `warm`, `comfort`, `hush` and `lift` may be for anyone in the scene.
// Each companion is itself: the owl flies and sees in the dark, the elephant lifts and remembers, the
// penguin huddles and slides; the heroes are gentle bedtime heroes who never fight.
//
// `ref:` is how a sentence names it mid-sentence ('the bear'); `species:` the words for its kind, singular
// and plural, so that no side character shares them ('none' for a hero).

:: companion Bear
ref: the bear
species: bear, bears

intros:
- <little:a big, gentle bear><grown:a big, gentle bear with a honey-sweet smile>
- <little:a round, cuddly toffee-brown bear><grown:a round, cuddly bear with fur the colour of toffee>
- <2-3:a sleepy-eyed bear><4-5:a sleepy-eyed bear who smelled of honey><grown:a sleepy-eyed bear who smelled of honey and pine needles>
- <2-3:a great, soft bear><4-5:a great, soft bear with a rumbly laugh><grown:a great, soft bear with a rumbly laugh and paws like warm mittens>
- <2-3:a friendly brown bear><4-5:a friendly brown bear with twinkly eyes><grown:a friendly brown bear with small, kind, twinkly eyes>

moves:
- <little:ambled on big, soft feet><grown:ambled along on big, soft feet>
- <little:went along, slow and steady><grown:lumbered beside {name}, slow and steady>
- <little:padded ahead, pad, pad, pad><grown:padded ahead, paws going pad, pad, pad>
- <little:waddled along, big and comfy><grown:rolled along in a big, comfy waddle>
- <little:swayed from side to side><grown:plodded on, swaying gently from side to side>
- <little:went along, hum, hum, hum><grown:trundled along, humming a little bear tune>
- <little:snuffled along, sniff, snuff><grown:shambled along beside {name}, snuffling at the night air>

sounds:
- a low, happy rumble
- a deep, honey-slow hum
- a big, warm huff
- a soft, growly chuckle
- a long, rumbly sigh

features:
- soft brown fur
- big, fuzzy tummy
- warm, shaggy neck
- great, padded paw

ability lift:
- <little:stood up tall and reached><grown:stood up tall and reached high with one strong, careful paw>
- <little:reached up, up, up><grown:reached up, up, up with one long, furry arm>
- <little:stretched up on back legs><grown:rose up on two back legs and stretched as high as a bear can>
- <little:heaved, slow and strong><grown:heaved, slow and strong, with big, gentle paws>

ability carry:
- <little:scooped {name} up, up, up><grown:scooped {name} up onto a broad, furry back>
- <little:crouched, and {name} climbed on><grown:crouched low so {name} could climb up for a bear-back ride>
- <little:carried {name} like a cub><grown:carried {name} along, snug as a cub in a den>
- <little:gave {name} a cosy piggyback><grown:hoisted {name} up for a cosy piggyback, big paws holding tight>
- <little:held {name} in furry arms><grown:cradled {name} in two big, furry arms and walked on>

ability warm:
- <little:curled round, close and warm><grown:curled around close, as warm as a fireside>
- <little:fluffed up thick, cosy fur><grown:fluffed up thick, cosy fur and made room to snuggle in>
- <little:sat close, like warm blankets><grown:sat down close, big and warm as a heap of blankets>
- <little:made a warm, furry tent><grown:hunched over everyone like a big, furry tent, warm as toast inside>
- <little:tucked everyone under one arm><grown:tucked everyone under one thick, furry arm until every shiver had stopped>

ability find:
- <little:sniffed, and followed the smell><grown:sniffed the air with a big black nose and followed the smell>
- <little:snuffled along, sniff, sniff><grown:snuffled along the ground, nose twitching, until the smell grew strong>
- <little:sniffed out the right spot><grown:lifted a big nose to the breeze and sniffed out just the right spot>
- <little:patted about and found it><grown:patted and felt about with one big, careful paw, and there it was>
- <little:dug it out, dig, dig><grown:dug with big, blunt claws until the hidden thing peeped out>

ability hush:
- <little:hummed, and all grew still><grown:hummed a low, slow bear hum, and everything grew still>
- <little:rumbled a soft lullaby><grown:rumbled a lullaby so deep and soft that the whole place seemed to sigh>
- <little:yawned a big, sleepy yawn><grown:settled down heavily and gave a long, peaceful yawn that hushed everyone>
- <little:rocked to and fro, shh><grown:rocked to and fro, big and heavy, until everything around grew still>
- <little:breathed slow, in and out><grown:breathed in deep and out long, again and again, until everyone was breathing along and all was quiet>

ability guide:
- <little:sniffed out the safe way><grown:padded ahead, sniffing out the safest way>
- <little:led {name} on, looking back><grown:led the way, looking back now and then to check on {name}>
- <little:remembered the path><grown:found the path with a clever nose and a good, long memory>
- <little:sniffed, then led {name} on><grown:stopped, sniffed, nodded, and led {name} the right way>
- <little:went first, and {name} followed><grown:went first, big and slow, so {name} could follow the swaying, furry back>
- <little:rumbled and led the way><grown:rumbled, "This way, little one," and padded on in front>
- <little:led {name} by the hand><grown:gave {name} a big, furry paw to hold and led on, step by careful step>
- <little:made {name} a wide path><grown:trod down a wide, easy path with heavy feet for {name} to follow>

ability comfort:
- <little:gave a big bear hug><grown:wrapped everyone in a big, warm bear hug>
- <little:nuzzled with a soft nose><grown:gave the gentlest nuzzle with a soft, warm nose>
- <little:sat close, big and kind><grown:sat down close, big and solid, until the worry melted away>
- <little:patted everyone, pat, pat><grown:patted everyone gently with a big, soft paw>
- <little:was a soft, furry pillow><grown:let everyone lean on a big, furry tummy, soft as a pillow>
- <little:hummed a low, kind hum><grown:hummed a honey-slow hum, low and kind, until every frown had gone>
- <little:made a silly, puffy face><grown:puffed out two round, furry cheeks and made such a silly face that everyone laughed>
- <little:whispered, "I'm here," and smiled><grown:whispered, "I'm right here," in a deep, kind voice>

:: companion Fox
ref: the fox
species: fox, foxes, vixen

intros:
- <2-3:a clever little fox><4-5:a clever little fox with a sunset tail><grown:a clever little fox with a tail like a paintbrush dipped in sunset>
- <2-3:a bright-eyed fox><4-5:a bright-eyed fox with a white-tipped tail><grown:a bright-eyed fox with a white-tipped tail and a grin full of secrets>
- <2-3:a quick, quiet fox><4-5:a quick, quiet fox, red as autumn leaves><grown:a quick, quiet fox in a coat the colour of autumn leaves>
- <2-3:a friendly fox><4-5:a friendly fox with a swishy tail><grown:a friendly fox with twitchy ears and a tail that never stopped swishing>

moves:
- <little:trotted along, light and quiet><grown:trotted along, light as a whisper>
- <little:slipped ahead on black paws><grown:slipped ahead on neat black paws>
- <little:darted on, then waited><grown:darted on, then waited, tail swishing>
- <little:tiptoed along, ears up><grown:tiptoed along, ears turning this way and that>
- <little:pitter-pattered beside {name}><grown:pitter-pattered beside {name}, quick and quiet>
- <little:crept through the dark><grown:slipped along through the shadows, quick and neat>
- <little:swished along, tail held high><grown:trotted beside {name}, tail held high like a feather>

sounds:
- a soft, yippy giggle
- a little yip of delight
- a cheeky, chattering laugh
- a short, bright bark
- a quick, happy chirrup

features:
- bushy orange tail
- soft, russet coat
- fluffy white chest
- warm, whiskery cheek

ability find:
- <little:heard it with sharp ears><grown:listened hard, ears twitching, and heard exactly where to look>
- <little:sniffed this way and that><grown:sniffed in quick little zigzags until the clever nose stopped, pointing>
- <little:nosed about, then yipped><grown:poked a sharp nose into every nook and cranny, then gave a yip of triumph>
- <little:pounced on the right spot><grown:pounced up high and landed, paws first, on just the right spot>
- <little:peeped about and spotted it><grown:peeped behind this and under that with bright, clever eyes, and spotted it>

ability cross:
- <little:sprang across in one leap><grown:found the narrowest place and sprang across in one neat leap>
- <little:went over, then called {name}><grown:ran up and down to find the best place, then sprang over and waited for {name}>
- <little:wiggled, then leapt across><grown:crouched, wiggled, and leapt across, light as a leaf>
- <little:tapped safe spots for {name}><grown:tapped each safe, firm spot with a paw, so {name} knew just where to step>
- <little:led {name} over, slow, slow><grown:held a bushy tail back for {name} to hold, and tiptoed over, nice and steady>

ability warm:
- <little:curled a bushy tail round><grown:curled up close and tucked a big, bushy tail round, snug as a scarf>
- <little:snuggled close, soft and warm><grown:snuggled in close, soft and warm as a hot-water bottle>
- <little:made a warm little nest><grown:fluffed up a russet coat and made a warm little nest>
- <little:rubbed cold hands warm><grown:rubbed a furry cheek against cold hands until they tingled warm again>
- <little:breathed warm puffs, huff, huff><grown:breathed warm little puffs onto cold fingers, huff, huff, huff>

ability hush:
- <little:went still as a shadow><grown:went as still as a shadow, and everything round about grew still too>
- <little:lay down, tail over nose><grown:lay down low, tail over nose, and everything grew calm and quiet>
- <little:went shh with one paw><grown:put one black paw to a black nose, as if to say shh>
- <little:yawned a tiny pink yawn><grown:yawned a tiny pink yawn, and the whole place grew sleepy>
- <little:sang a soft night song><grown:sang a thin, silvery night song, and every little noise stopped to listen>

ability guide:
- <little:trotted ahead, nose down><grown:trotted ahead, nose down, following the safest path>
- <little:took {name} a quiet way><grown:knew a quicker, quieter path and took {name} along it>
- <little:flicked a tail for {name}><grown:flicked a white-tipped tail like a little flag for {name} to follow>
- <little:showed {name} a clever way><grown:sniffed out a clever little way and showed {name} where to go>
- <little:ran on, then called {name}><grown:ran on a little way, then stopped and looked back, ears up, for {name}>
- <little:listened, then chose the way><grown:pricked up both ears, listened, and chose the quiet way>
- <little:left paw prints for {name}><grown:left a line of neat little paw prints for {name} to follow>
- <little:pointed the way for {name}><grown:pointed a sharp black nose the right way and set off, with {name} close by>

ability comfort:
- <little:nuzzled close, cool and kind><grown:nuzzled close with a cool, kind nose>
- <little:swished a soft tail, slowly><grown:sat down close and swished a soft tail, slow and soothing>
- <little:gave a soft little yip><grown:gave a gentle nudge and a soft little yip that meant all would be well>
- <little:gave a fluffy tail hug><grown:wrapped a fluffy tail round everyone, soft as a hug>
- <little:gave a cheeky grin><grown:gave a cheeky grin and a wink, and soon everyone was smiling again>
- <little:sat close, calm and kind><grown:sat close with ears laid low, calm and kind, until all was well>
- <little:told a happy secret><grown:told a happy little secret, and all at once the worry felt much smaller>
- <little:rolled over, paws up><grown:rolled over with four paws in the air and wriggled until everyone laughed>

:: companion Owl
ref: the owl
species: owl, owls, owlet, owlets

intros:
- <2-3:a wise old owl><4-5:a wise old owl with moon-bright eyes><grown:a wise old owl with round, moon-bright eyes>
- <little:a small, fluffy owl><grown:a small, fluffy owl with feathers as soft as dandelion seeds>
- <2-3:a snowy owl><4-5:a snowy owl with golden eyes><grown:a snowy owl with golden eyes and a voice like a lullaby>
- <2-3:a tawny owl><4-5:a tawny owl who knew the stars><grown:a tawny owl who knew the name of every star>

moves:
- <little:glided on soft, quiet wings><grown:glided along on silent, feathery wings>
- swooped ahead, then circled back
- <little:flew low beside {name}><grown:flew low beside {name}, hardly stirring the air>
- <little:hopped along, bob, bob><grown:hopped along with a funny, bobbing walk>
- <little:drifted on like a feather><grown:drifted on ahead like a soft, grey feather>
- <little:flapped ahead, then blinked><grown:flapped on ahead, then waited with a slow blink>
- <little:sailed over {name's} head><grown:sailed along on wide, quiet wings, low over {name's} head>

sounds:
- a soft, wise hoo-hoo
- a low, hooty chuckle
- a sleepy little trill
- <little:a round, gentle hoot><grown:a gentle hoot, round as the moon>
- <little:a soft click, click><grown:a soft click of the beak>

features:
- soft, speckled wing
- warm, downy chest
- cloak of speckled feathers
- round, feathery head

ability light:
- <little:lit the way, eyes shining><grown:lit the way with two round, moon-bright eyes>
- <little:glowed like a little lantern><grown:opened two round eyes that glowed like little lanterns>
- <little:shone soft, golden eyes><grown:shone two soft, golden eyes into the shadows>
- <little:shook out shiny, silver feathers><grown:shook out feathers tipped with silver, and they shimmered like moonlight in the dark>
- <little:hooted, and the moon came><grown:gave a hoot up at the clouds, and the moon peeped out to light the way>

ability fly:
- <little:flew up high to see><grown:flew up high into the night sky to see far and wide>
- <little:flapped up, flap, flap, flap><grown:rose into the air in three soft wingbeats and looked all around>
- <little:soared round and round><grown:soared up high, round and round, watching everything below>
- <little:flew up and away><grown:took off into the starry sky, up over the hills, to see where everything was>
- <little:rode the wind up high><grown:rode the night wind up high, steady as a kite, and saw for miles>

ability lift:
- <little:fluttered up and took hold><grown:fluttered up high and took hold with gentle claws>
- <little:flew up to the top><grown:flew up to the very top in two soft wingbeats>
- <little:hovered high and reached out><grown:hovered up high, wings beating softly, and reached out with careful claws>
- <little:hopped up, up, up><grown:hopped up and up, perch by perch, and took hold at the top with a curved beak>
- <little:swooped up and held on><grown:swooped up, held on tight with both feet, and glided all the way back down>

ability find:
- <little:turned a head right round><grown:turned a round head almost right round and spotted what no one else could>
- <little:listened hard and heard it><grown:tilted a feathery head, listened, and heard exactly where to look>
- <little:peered into the dark><grown:peered into the dark with sharp, patient eyes until nothing was hidden any more>
- <little:flew low and spotted it><grown:flew low over the ground, to and fro, until sharp eyes spotted the hidden thing at last>
- <little:blinked twice and saw it><grown:waited without a sound, blinking, until the hidden thing gave itself away>

ability hush:
- <little:gave a long, low hoo><grown:gave a long, low hoo that hushed the whole night>
- <little:sang a hooting lullaby><grown:fluffed up and sang a soft, hooting lullaby>
- <little:spread soft wings, hush, hush><grown:spread wide, soft wings, and everything went still and quiet>
- <little:closed both eyes, slow, slow><grown:closed one big eye, then the other, and a hush spread everywhere>
- <little:clicked a beak, tick, tock><grown:clicked a small beak, tick, tock, like a sleepy clock, until all was calm>

ability guide:
- <little:swooped ahead, showing the way><grown:flew ahead in short, silent swoops to show the way>
- <little:remembered, and led {name} on><grown:remembered the way from long ago and led {name} on>
- <little:hooted softly for {name}><grown:hooted softly from up ahead so {name} could follow the sound>
- <little:saw the way for {name}><grown:saw the way through the dark as clear as day, and hooted for {name} to follow>
- <little:flew ahead, and {name} followed><grown:flew from perch to perch, a little ahead, so {name} could follow>
- <little:led {name} with sharp eyes><grown:looked far ahead with night-sharp eyes and led {name} on>
- <little:dropped feathers for {name}><grown:dropped a speckled feather at every turn for {name} to follow>
- <little:whispered the way to {name}><grown:sat on {name's} shoulder and whispered, "Left, then right," at every turn>

ability comfort:
- <little:drew everyone under a wing><grown:drew everyone close under one soft wing>
- <little:said something wise and kind><grown:said something wise and kind in a soft, hooting voice>
- <little:nestled close and blinked><grown:nestled close, warm and feathery, and blinked slow, kind blinks>
- <little:tucked a soft wing round><grown:tucked a speckled wing round everyone, soft as a feather quilt>
- <little:said the day was sleeping><grown:said, in a soft, wise hoot, that the dark was only the day having a rest>
- <little:hooted a funny little hoot><grown:hooted a funny little hoot that made everyone giggle>
- <little:showed everyone the brightest star><grown:pointed a wing at the brightest star and said it had come out just to keep watch>
- <little:puffed up like a ball><grown:puffed up into a round, fluffy ball of feathers, and nobody could help smiling>

:: companion Rabbit
ref: the rabbit
species: rabbit, rabbits, bunny, bunnies

intros:
- <2-3:a bouncy rabbit><4-5:a bouncy rabbit with a button nose><grown:a bouncy rabbit with velvet ears and a button nose>
- <2-3:a little grey rabbit><4-5:a little grey rabbit with a twitchy nose><grown:a little grey rabbit with a twitchy pink nose and a tail like a cotton-wool ball>
- <2-3:a soft white rabbit><4-5:a soft white rabbit with floppy ears><grown:a soft white rabbit with long ears that flopped with every giggle>
- <little:a quick brown rabbit><grown:a quick brown rabbit who knew every burrow and hedgerow>

moves:
- <little:hopped along, bounce, bounce><grown:hopped along in happy little bounces>
- bounced ahead, ears flapping
- <little:scampered on, then sat up><grown:scampered on, then sat up tall to look around>
- <little:went hop, hop, hop><grown:lolloped beside {name}, hop, hop, hop>
- <little:zigzagged along, quick, quick><grown:zigzagged along, quick as a wink>
- <little:stopped to wash an ear><grown:hopped a few hops, then stopped to wash a velvet ear>
- <little:bobbed along, white tail bouncing><grown:bobbed along beside {name}, white tail bouncing like a powder puff>

sounds:
- a tiny, happy squeak
- <little:a happy foot thump><grown:a soft, happy thump of one back foot>
- a snuffly little sniff
- a quick, excited squeak
- a small, whiffly sigh

features:
- soft, velvety fur
- fluffy white tail
- long, silky ear
- twitchy pink nose

ability find:
- <little:heard it with long ears><grown:pricked up two velvet ears and heard exactly where to look>
- <little:hopped to the right spot><grown:twitched a pink nose, sniff, sniff, and hopped straight to the right spot>
- <little:dug, sniffed, and found it><grown:dug a little, sniffed a little, and found just the right place>
- <little:hopped round and found it><grown:hopped round in a wide circle, then a smaller one, and a smaller one, until there it was>
- <little:looked under and spotted it><grown:looked under, over and behind everything with bright, round eyes, and spotted what was hidden>

ability cross:
- <little:hopped over, stone by stone><grown:hopped from stone to stone, quick and sure, to show the way over>
- <little:sprang across in one bounce><grown:gathered up strong back legs and sprang across in one big bounce>
- <little:bounced over, calling {name}><grown:found the narrowest place and bounced over, then waited for {name} on the other side>
- <little:hopped over, holding {name's} hand><grown:held {name's} hand in a velvet paw, and together they hopped safely over>
- <little:showed {name} where to step><grown:went over first, hop by hop, and called back to tell {name} where to step>

ability warm:
- <little:snuggled in, warm and cosy><grown:snuggled in close, cosy and warm as a woolly hat>
- <little:curled up, a furry ball><grown:curled up into a warm, furry ball right alongside>
- <little:cuddled up like a blanket><grown:cuddled up close, fur as soft and warm as a blanket>
- <little:wrapped long ears round cheeks><grown:wrapped two long, silky ears round cold cheeks, as snug as earmuffs>
- <little:sat on cold toes><grown:settled down right on top of cold toes, as warm and fluffy as a slipper>

ability hush:
- <little:sat very, very still><grown:sat very, very still, nose hardly twitching, until everything grew calm>
- <little:lay down low and quiet><grown:gave the softest little sniff and lay down low, calm and quiet>
- <little:twitched sleepy ears, slow, slow><grown:twitched velvet ears, slow and sleepy, and everyone grew quiet>
- <little:flopped down flat and sighed><grown:flopped down flat with both back legs stretched out, and a deep hush settled everywhere>
- <little:blinked big, sleepy eyes><grown:blinked big brown eyes, slower and slower, until everything grew drowsy and hushed>

ability guide:
- <little:bounced along a secret path><grown:bounced ahead along a secret rabbit run>
- <little:hopped ahead, white tail bobbing><grown:hopped ahead, white tail bobbing like a little lantern for {name} to follow>
- <little:found a quick little way><grown:found the quickest little way through and hopped along it>
- <little:sniffed out the right way><grown:sat up tall on strong back legs, sniffed, and hopped off the right way>
- <little:bounded off with {name} behind><grown:tapped a back foot twice and bounded off, with {name} close behind>
- <little:showed {name} the way><grown:followed a twitchy pink nose and showed {name} the way>
- <little:hopped on, peeping at {name}><grown:kept peeping back over a furry shoulder to make sure {name} was still close>
- <little:pointed long ears for {name}><grown:pointed both long ears straight ahead like two arrows, and {name} followed>

ability comfort:
- <little:gave a tickly nose-kiss><grown:snuggled close and gave a soft, tickly nose-kiss>
- <little:leaned in, soft and warm><grown:leaned in close, soft and warm, until the worry went away>
- <little:gave a tiny, happy squeak><grown:gave a gentle nuzzle and a tiny, happy squeak>
- <little:thumped softly, thump, thump><grown:thumped one back foot, soft and steady, like a heartbeat>
- <little:let everyone stroke an ear><grown:sat very still so everyone could stroke a long, velvety ear>
- <little:wiggled a funny pink nose><grown:wiggled a pink nose so fast that everyone had to giggle>
- <little:did a happy, twisty jump><grown:leapt up and twisted in the air for pure joy, and a smile came back to every face>
- <little:held on, tight and warm><grown:said, "I get scared too, sometimes," and held on tight, paw in hand>

:: companion Elephant
ref: the elephant
species: elephant, elephants

intros:
- <2-3:a kind elephant><4-5:a kind elephant with big flappy ears><grown:a kind elephant with big flappy ears and a memory full of stories>
- <2-3:a small grey elephant><4-5:a small grey elephant with a curly trunk><grown:a small grey elephant with a curly trunk and a big, warm heart>
- <2-3:a gentle elephant><4-5:a gentle elephant with great big ears><grown:a gentle elephant whose ears were as big as bedsheets>
- <2-3:a wise old elephant><4-5:a wise old elephant with wrinkly knees><grown:a wise old elephant with wrinkly knees and a twinkle in one eye>

moves:
- <little:strolled along, thump, thump><grown:strolled along with slow, thumping steps>
- <little:plodded on, trunk swinging><grown:plodded on, trunk swinging, ears gently flapping>
- <little:tramped ahead, making a path><grown:tramped ahead, making a path wide enough for two>
- <little:swayed along, thud, thud, thud><grown:swayed along, big feet going thud, thud, thud>
- <little:stepped along on soft feet><grown:stepped along carefully, big feet soft as cushions>
- <little:wandered on, ears spread wide><grown:wandered on, big ears spread wide like two grey sails>
- <little:walked by {name}, trunk curled><grown:plodded beside {name}, trunk curled up like a question mark>

sounds:
- a cheerful little trumpet
- a low, rumbly hum
- <little:a happy trunk toot><grown:a happy toot through a curly trunk>
- a big, whooshing sigh
- a soft, trunk-wobbling chuckle

features:
- big, flappy ear
- long, curly trunk
- warm, wrinkly skin
- bristly grey head

ability lift:
- <little:lifted with a strong trunk><grown:curled a strong trunk round and lifted, slow and gentle>
- <little:reached up with a trunk><grown:reached up high with a long, careful trunk>
- <little:raised a trunk up high><grown:raised a long trunk right up high and gripped with the very tip>
- <little:swung up a mighty trunk><grown:swung up a mighty trunk, gentle as a feather at the tip>

ability carry:
- <little:knelt, and {name} climbed on><grown:knelt down low so {name} could climb up on a broad, grey back>
- <little:lifted {name} with a trunk><grown:lifted {name} up with a curly trunk and set {them} gently on top>
- <little:carried {name} like a boat><grown:carried {name} high on a swaying back, like a little boat>
- <little:let {name} sit up high><grown:let {name} ride right up on a big, wide head, snug between two flappy ears>
- <little:gave {name} a bumpy ride><grown:gave {name} a bumpy, giggly ride, bump, bump, bump, all the way along>

ability cross:
- <little:helped {name} across, slow, slow><grown:stretched out a long trunk for {name} to hold, and stepped across, slow and sure>
- <little:stepped across, steady, steady><grown:tested the way with one big foot, then crossed over, steady as a rock>
- <little:carried {name} over, stride, stride><grown:carried {name} over in three great, careful strides>
- <little:swung {name} up and over><grown:swung {name} over in a curled-up trunk, up, across and gently down on the other side>
- <little:kept {name} safe going over><grown:walked close beside {name} all the way over, ready with a trunk in case of a wobble>

ability find:
- <little:sniffed with a long trunk><grown:sniffed with a long, curly trunk, this way and that, and found just the right spot>
- <little:remembered where to look><grown:remembered, all at once, exactly where to look>
- <little:swung a trunk low, sniffing><grown:swung a wise trunk low over the ground, sniffing every inch>
- <little:felt about and found it><grown:felt around under everything with a trunk as clever as ten fingers, and found it>
- <little:blew, whoosh, and found it><grown:blew a big whoosh of air through a long trunk, and out from hiding it came>

ability hush:
- <little:gave a deep, slow rumble><grown:gave a deep, slow rumble that settled the night like a blanket>
- <little:flapped big ears, so slow><grown:flapped big ears, slow and soft, like a fan on a summer evening>
- <little:sighed a long, sleepy sigh><grown:breathed out a long, sleepy sigh, and everything went hushed>
- <little:rocked from foot to foot><grown:rocked from foot to foot, like a big rocking chair, until everything was calm>
- <little:closed two wise old eyes><grown:lowered a big grey head and closed two wise old eyes, and a hush came over everything>

ability guide:
- <little:remembered the way for {name}><grown:remembered the way, every twist and turn of it, and led {name} on>
- <little:walked ahead, trunk held high><grown:walked ahead, trunk held high, sniffing out the way>
- <little:pointed the way, trunk out><grown:pointed the way with a long, wise trunk>
- <little:felt the way, step, step><grown:felt the ground through big, wise feet and chose the way>
- <little:led {name} by the trunk><grown:let {name} hold the very tip of a curly trunk, and walked on ahead>
- <little:thought, then knew the way><grown:thought back, far back, to stories heard long ago, and knew the way>
- <little:left big footprints for {name}><grown:walked on in front, leaving big, round footprints for {name} to step in, one by one>
- <little:trumpeted the way for {name}><grown:trumpeted a little at every turn, so {name} always knew which way to go>

ability comfort:
- <little:gave a gentle trunk hug><grown:wrapped a warm trunk round in the gentlest hug>
- <little:rumbled a soft, deep hum><grown:rumbled a soft, deep hum that felt like a hug from the inside>
- <little:stood close, big and kind><grown:stood close, big and kind, and gave a slow, gentle blink>
- <little:fanned everyone with an ear><grown:fanned everyone with a big ear, cool and kind>
- <little:tooted a silly little tune><grown:tooted a silly little tune through a curly trunk, and everyone had to laugh>
- <little:leaned close, solid and warm><grown:leaned close, as solid and warm as a wall in the sunshine>
- <little:told an old, old story><grown:told a happy story from long, long ago, and bit by bit the worry drifted off>
- <little:gave a tickly trunk-kiss><grown:gave everyone a snuffly, tickly trunk-kiss on the cheek>

:: companion Giraffe
ref: the giraffe
species: giraffe, giraffes

intros:
- <little:a tall, friendly giraffe><grown:a tall, friendly giraffe with a neck as long as a ladder>
- <2-3:a gentle giraffe><4-5:a gentle giraffe with a patchwork coat><grown:a gentle giraffe with a patchwork coat and long, fluttery eyelashes>
- <2-3:a young giraffe><4-5:a young giraffe with knobbly knees><grown:a young giraffe with knobbly knees and a shy, sweet smile>
- <2-3:a smiling giraffe><4-5:a smiling giraffe who could see over rooftops><grown:a smiling giraffe who could see over rooftops and hills>

moves:
- <little:strode on long, knobbly legs><grown:strode along on long, knobbly legs>
- <little:loped ahead, big and slow><grown:loped ahead in big, slow strides>
- <little:swayed along, neck bobbing><grown:swayed along, neck bobbing gently with every step>
- <little:ducked low beside {name}><grown:ducked a long neck low to walk beside {name}>
- <little:tiptoed on little hooves><grown:tiptoed along on neat little hooves>
- <little:swayed like a tall flower><grown:wandered along, long neck swaying like a tall flower>
- <little:clip-clopped along, head high><grown:clip-clopped along, head up among the stars>

sounds:
- a soft, friendly hum
- a gentle, whiffly snort
- a low, dreamy hum
- <little:a shy, high-up giggle><grown:a shy little giggle, high up in the air>
- a happy little bleat

features:
- patchwork coat
- long, spotty neck
- soft, velvety nose
- short, tufty mane

ability lift:
- <little:reached up high, high, high><grown:reached up high with a long, long neck>
- <little:took hold with soft lips><grown:stretched up tall and took hold with soft, careful lips>
- <little:stretched up to the top><grown:stretched right up to the highest place, easy as anything>
- <little:craned up past the leaves><grown:craned a long neck up past the very top branches, gentle and careful>
- <little:raised a spotty head high><grown:raised a spotty head higher than the roof of a house, slow and steady>

ability fly:
- <little:stretched up high to see><grown:stretched up high to see the whole way ahead>
- <little:lifted {name} up to see><grown:lifted {name} high on a long neck to see far and wide>
- <little:stood on tiptoe and looked><grown:stood on tiptoe, neck high, and looked out over everything>
- <little:peeped over the treetops><grown:peeped over the tops of the tallest trees and saw for miles and miles>
- <little:rose up near the moon><grown:rose up so tall that the moon seemed near, and looked far across the land>

ability carry:
- <little:bent down, and {name} climbed><grown:lowered a long, gentle neck so {name} could climb on>
- <little:knelt for {name} to climb><grown:knelt down on knobbly knees and let {name} climb up high>
- <little:carried {name} high, sway, sway><grown:carried {name} along, high up and swaying like a boat on the sea>
- <little:strode on, {name} up top><grown:strode on with {name} riding up top, arms round a long, warm neck>
- <little:gave {name} a sky-high ride><grown:gave {name} a ride so high that the ground looked tiny, far below>

ability cross:
- <little:stepped over on long legs><grown:stepped right over on long, long legs, as easy as stepping over a puddle>
- <little:stretched a leg across><grown:stretched a long leg across and stepped over, slow and sure>
- <little:strode across with {name}><grown:bent low so {name} could hold on, then strode across in one great step>
- <little:lifted {name} softly over><grown:scooped {name} up like a crane and set {them} down softly on the other side>
- <little:took {name} over, high up><grown:found the narrowest spot, then took {name} over, safe and high above it all>

ability find:
- <little:peered down and spotted it><grown:peered down from way up high and spotted just the right place>
- <little:looked with big, dark eyes><grown:looked over everything with big, dark eyes and spotted what was hidden>
- <little:peeked into every nook><grown:bent a long neck low, peeking into every nook>
- <little:looked round and found it><grown:swept a long neck slowly round, like a lighthouse, and found what was lost>
- <little:nosed about and found it><grown:snuffled gently with a soft, whiffly nose until the lost thing peeped out>

ability hush:
- <little:hummed a low night hum><grown:hummed a long, low night-time hum, and all was quiet>
- <little:swayed slowly, like a tree><grown:swayed slowly, like a tall tree in the breeze, and everything grew calm>
- <little:blinked long, sleepy eyelashes><grown:blinked long, sleepy eyelashes, and everyone hushed>
- <little:gave a long, soft sigh><grown:breathed out a long, whispery sigh, and the whole night went soft and still>
- <little:bowed down and whispered shh><grown:bowed right down and whispered shh, and the whole wide world listened>

ability guide:
- <little:pointed the way, far ahead><grown:looked out over everything and pointed the way with a long neck>
- <little:strode ahead, head up high><grown:strode ahead, head high above everything, to find the way>
- <little:spotted the path for {name}><grown:spotted the path from far up high and led {name} on>
- <little:found the best way><grown:looked over the top of everything and found the best way>
- <little:nodded the way to {name}><grown:dipped a long neck right down to {name}, then nodded the right way>
- <little:went first, slow, for {name}><grown:went first in big, slow steps so {name} could keep up>
- <little:led {name}, tall and spotty><grown:went on ahead, as tall as a spotty lamp post, so {name} could never get lost>
- <little:said, "Follow!" and led on><grown:whispered, "Follow my spots, and you won't get lost," and off they went>

ability comfort:
- <little:gave a soft, velvety nuzzle><grown:bent down low and gave a soft, velvety nuzzle>
- <little:curled round like a scarf><grown:curled a long neck round like a scarf, warm and safe>
- <little:hummed softly, close and kind><grown:lowered a long neck and hummed softly, close and kind>
- <little:gave a shy, sweet smile><grown:blinked long eyelashes and gave a shy, sweet smile>
- <little:lay down for a cuddle><grown:lay down, folded up knobbly knees, and made a cosy place for everyone to lean>
- <little:sang from way up high><grown:hummed a little tune from way up high, like a song from the treetops>
- <little:rested a warm chin close><grown:rested a warm, whiskery chin ever so gently on every worried head>
- <little:stood over like a tent><grown:stood over everyone like a tall, patchwork tent, cosy and safe underneath>

:: companion Lion
ref: the lion
species: lion, lions, lioness, lionesses

intros:
- <2-3:a gentle lion><4-5:a gentle lion with a golden mane><grown:a gentle lion with a golden mane like the morning sun>
- <2-3:a big, soft-pawed lion><4-5:a big, soft-pawed lion with a kind face><grown:a big, soft-pawed lion with a kind face and a purr like faraway thunder>
- <2-3:a young lion><4-5:a young lion with a fluffy, messy mane><grown:a young lion with a fluffy, messy mane and a brave, kind heart>
- <2-3:a lion><4-5:a lion with warm amber eyes><grown:a lion with warm amber eyes and a mane full of sunshine>

moves:
- <little:padded along, mane glowing><grown:padded along, golden mane glowing softly>
- <little:strolled ahead like a king><grown:strolled ahead like a king, tail tip swishing>
- <little:prowled on big, quiet paws><grown:prowled along on big, quiet paws>
- <little:walked tall beside {name}><grown:walked tall beside {name}, mane bouncing with every step>
- <little:stretched, shook, and strode on><grown:stretched, shook out a golden mane, and strode on>
- <little:strode along, tail swinging><grown:strode along, proud and gentle, tail swinging>
- <little:walked on slipper-soft paws><grown:walked on beside {name}, big paws as soft as slippers>

sounds:
- a deep, purring rumble
- a warm, rolling purr
- <little:a soft, yawny roar><grown:a soft, friendly roar that was mostly a yawn>
- a low, happy grumble
- a proud little huff

features:
- golden mane
- warm, sandy coat
- big, soft paw
- tufted tail

ability carry:
- <little:crouched, and {name} climbed up><grown:crouched down so {name} could climb onto a broad, golden back>
- <little:carried {name}, snug and warm><grown:carried {name} along, snug in a mane as thick as a blanket>
- <little:let {name} ride up high><grown:let {name} ride high, holding on to handfuls of soft mane>
- <little:stood up, {name} on top><grown:lay down flat for {name} to scramble up, then rose, slow and proud>
- <little:set off, {name} rocking gently><grown:set off with {name} rocking gently on a warm, golden back>

ability warm:
- <little:lay close, warm as sunshine><grown:lay down close and shared the sunny warmth of a thick golden mane>
- <little:curled up like a cushion><grown:curled up round like a big, warm cushion>
- <little:shook out a sun-warm mane><grown:shook out a mane that was still warm from the sun, and snuggled in>
- <little:made a warm, golden bed><grown:stretched out long and made a warm, golden bed to snuggle into>
- <little:put a warm paw round><grown:draped a big paw round like a heavy quilt, warm and toasty>

ability find:
- <little:sniffed the wind, sniff, sniff><grown:lifted a big nose to the wind and sniffed, whiskers twitching>
- <little:listened and found the place><grown:listened with round ears and spotted just the right place>
- <little:searched slowly, sniffing every shadow><grown:searched slowly, sniffing every shadow, until amber eyes lit up>
- <little:pawed at the right spot><grown:padded round in a slow, careful circle, then patted the spot with a big paw>
- <little:looked hard with golden eyes><grown:gazed into the shadows with bright, golden eyes and spied what everyone had missed>

ability cross:
- <little:sprang across, one big leap><grown:sprang across in one great, golden leap>
- <little:bounded over, {name} holding tight><grown:crouched, wriggled, and bounded over with {name} holding on tight>
- <little:leapt, then waited for {name}><grown:found the best place and leapt over, then waited for {name} with a proud little huff>
- <little:gave {name} a paw across><grown:crossed first, slow and careful, then reached back a big, steady paw for {name}>
- <little:crossed over beside {name}><grown:let {name} hold on to a tufted tail, and over they went, side by side>

ability hush:
- <little:purred a slow, deep purr><grown:rumbled a slow, deep purr until everything was quiet>
- <little:gave one soft, low rumble><grown:gave one soft, low rumble, and the whole place went still>
- <little:yawned a huge, slow yawn><grown:yawned a huge, slow yawn, and everyone felt calm>
- <little:laid down a sleepy head><grown:rested a great, heavy chin on both front paws, and slowly everything settled>
- <little:swished a tail, tick, tock><grown:swished a tufted tail to and fro, tick, tock, until every eyelid drooped>

ability guide:
- <little:strode ahead, brave and sure><grown:strode ahead, brave and sure, to find the way>
- <little:led the way, head high><grown:led the way with head held high and a golden tail to follow>
- <little:sniffed, and padded in front><grown:sniffed the wind, chose the path, and padded on in front>
- <little:sniffed and chose the way><grown:lifted a golden head, sniffed, and chose the best way>
- <little:went first, glowing, for {name}><grown:went first, golden mane glowing in the dark, for {name} to follow>
- <little:strode on, waiting for {name}><grown:stopped now and then to let {name} catch up, then strode on>
- <little:knew every turn for {name}><grown:stayed close by {name's} side and knew which way to turn at every bend>
- <little:took {name} the gentle way><grown:purred, "Stay close, {name}," and took the gentlest way through>

ability comfort:
- <little:gave a warm, brave rumble><grown:gave a warm, brave rumble that made everyone feel safe>
- <little:lay close, soft and golden><grown:lay down close and let everyone lean into a soft, golden mane>
- <little:nuzzled in with a purr><grown:nuzzled in with a big, soft face and a gentle purr>
- <little:purred, deep and slow><grown:purred so deep and slow that everyone felt it in their tummy>
- <little:blinked slow, golden blinks><grown:blinked slow, golden blinks that said all was safe>
- <little:gave a tail hug><grown:curled a tufted tail round everyone, gentle as a hug>
- <little:gave a big, tickly lick><grown:gave one big, tickly lick with a rough tongue, and out came a giggle>
- <little:held everyone in soft paws><grown:held everyone close between two big, soft front paws>

:: companion Penguin
ref: the penguin
species: penguin, penguins

intros:
- <2-3:a waddly penguin><4-5:a waddly penguin in a black-and-white coat><grown:a waddly penguin in a smart black-and-white coat>
- <2-3:a little penguin><4-5:a little penguin with an orange beak><grown:a little penguin with a bright orange beak and happy, flappy flippers>
- <little:a round, cheerful penguin><grown:a round, cheerful penguin who had come sliding all the way from the snowy South>
- <2-3:a plump little penguin><4-5:a plump little penguin with a fluffy tummy><grown:a plump little penguin with a fluffy tummy and shiny, curious eyes>

moves:
- <little:waddled along, flippers out><grown:waddled along, flippers out for balance>
- <little:went flip-flap, flip-flap><grown:waddled and hopped along, flip-flap, flip-flap>
- <little:pattered beside {name}><grown:pattered on quick little feet beside {name}>
- <little:hopped along, boing, boing><grown:hopped along in small, springy jumps>
- <little:toddled along, rocking><grown:toddled along, rocking from side to side>
- <little:slid on a shiny tummy><grown:whooshed along on a round, shiny tummy>
- <little:waddled after {name}, flap, flap><grown:waddled after {name}, flippers flapping, trying to keep up>

sounds:
- a chirpy little squawk
- a happy honk
- a cheerful, trumpety bray
- a proud little chirp
- a soft, burbly chatter

features:
- smart black-and-white coat
- soft, fluffy tummy
- sleek, smooth head
- stubby little flipper

ability cross:
- <little:hopped across, hop, hop, hop><grown:hopped across in quick little jumps and waited on the other side, flippers waving>
- <little:showed {name} the way over><grown:found the safest way over, hop, slide, hop, and showed {name} where to step>
- <little:crossed, then waved {name} over><grown:went first, flippers wide for balance, then waved {name} over>
- <little:scooted over, flapping for {name}><grown:scooted over, half hopping and half sliding, then flapped for {name} to follow>
- <little:crossed, flipper in {name's} hand><grown:gave {name} a flipper to hold, and {friends} stepped over together, nice and slow>

ability warm:
- <little:huddled close, the penguin way><grown:huddled up close, the way penguins do on the coldest nights>
- <little:snuggled in, warm as toast><grown:snuggled in with a soft, fluffy tummy, warm as toast>
- <little:pressed close, cosy and snug><grown:pressed close and shared a cosy penguin huddle>
- <little:fluffed up into a nest><grown:fluffed up every little feather and made a soft, puffy nest to sit in>
- <little:rubbed flippers, swish, swish><grown:rubbed two little flippers together, swish, swish, and warmed everyone up>

ability find:
- <little:peered into every corner><grown:peered into every corner with bright, beady eyes>
- <little:poked about and found it><grown:poked a clever beak under this and that, and found just the right spot>
- <little:looked hard and spotted it><grown:tilted a sleek head, looked hard, and spotted what was hidden>
- <little:tiptoed up and spied it><grown:rose up on tiptoes, flippers flung back, and spied what was hiding>
- <little:went waddle, stop, look><grown:went waddle, stop, look, waddle, stop, look, and at last spotted the lost thing>

ability hush:
- <little:went as quiet as snow><grown:tucked a beak under one flipper, and everything went quiet as snow>
- <little:gave a soft, sleepy chirrup><grown:gave a soft, sleepy chirrup, and everyone settled down>
- <little:stood very, very still><grown:stood very still, calm and patient, and the calm spread all around>
- <little:rocked like a little boat><grown:rocked from foot to foot like a little boat, and every voice went quiet>
- <little:sang a tiny sea song><grown:sang a tiny, whispery song of the far-off sea, and the night went still>

ability guide:
- <little:slid ahead on a tummy><grown:slid ahead on a shiny tummy to show the way>
- <little:waddled ahead, showing the way><grown:waddled ahead to show the way, flippers out for balance>
- <little:remembered, and led {name} on><grown:remembered the way, as penguins always do, and led {name} on>
- <little:chirped for {name} to come><grown:hopped on ahead, then turned round and chirped for {name} to come along>
- <little:pointed with a stubby flipper><grown:pointed the way with one stubby flipper, as proud as anything>
- <little:looked left, right, and chose><grown:looked this way, then that way, then chose the best way with a happy honk>
- <little:left little footprints to follow><grown:left a neat trail of little webbed footprints, easy to follow in the dark>
- <little:marched in front, one, two><grown:marched in front like the leader of a tiny parade, one, two, one, two>

ability comfort:
- <little:gave a soft, feathery cuddle><grown:leaned close and gave a soft, feathery cuddle>
- <little:patted gently, pat, pat, pat><grown:patted gently with a little flipper, pat, pat, pat>
- <little:huddled close and chirped softly><grown:huddled close and chirped softly until the worry went away>
- <little:shuffled in for a huddle><grown:shuffled in close for a cosy huddle, the way penguins keep each other safe>
- <little:flapped both flippers, flap, flap><grown:flapped both flippers until everyone had to smile>
- <little:chirped a tiny, kind chirp><grown:rested a sleek head close and chirped a tiny, kind chirp>
- <little:did a silly belly-slide><grown:did a silly, wobbly belly-slide, and every frown turned into a giggle>
- <little:put a flipper round><grown:slipped a little flipper round and held on tight, the way good friends do>

:: companion Koala
ref: the koala
species: koala, koalas

intros:
- <2-3:a sleepy koala><4-5:a sleepy koala with fluffy ears><grown:a sleepy koala with fluffy ears and the softest cuddle in the world>
- <2-3:a grey koala><4-5:a grey koala with a big black nose><grown:a small grey koala with a big black nose and a smile full of yawns>
- <2-3:a cuddly koala><4-5:a cuddly koala who smelled of leaves><grown:a cuddly koala who smelled sweetly of gum leaves>
- <2-3:a round little koala><4-5:a round little koala with tufty ears><grown:a round little koala with fuzzy, tufty ears and a very slow blink>

moves:
- <little:clambered along, slow, slow><grown:clambered along slowly, never in a hurry>
- <little:shuffled along, sleepy and slow><grown:shuffled along in a slow, sleepy amble>
- <little:rode on {name's} shoulder><grown:rode along on {name's} shoulder, holding on tight>
- <little:waddled along, stopping to yawn><grown:waddled along with slow, careful steps, stopping now and then to yawn>
- <little:plodded along, blink, blink><grown:plodded along, blinking slow, sleepy blinks>
- <little:dozed on {name's} shoulder><grown:dozed along on {name's} shoulder, waking now and then to look>
- <little:pottered along, in no hurry><grown:pottered along, slow and sleepy, in no hurry at all>

sounds:
- a drowsy, contented murmur
- a sleepy, snuffly grunt
- a soft little hum
- a big, slow yawn
- a surprisingly deep, rumbly grunt

features:
- fluffy grey fur
- fuzzy, tufted ear
- round, fluffy tummy
- soft, woolly coat

ability lift:
- <little:climbed up, slow and steady><grown:climbed up, slow and steady, to the very top>
- <little:clambered up with grippy paws><grown:clambered up high with strong, grippy paws>
- <little:climbed, paw over paw><grown:hugged on tight and climbed, paw over paw, right to the top>
- <little:held on and reached up><grown:hooked on with one paw and stretched the other one right up high>
- <little:inched up, slow as honey><grown:inched up, slow as honey, and made it to the top in the end>

ability warm:
- <little:snuggled close like a blanket><grown:snuggled close, warm as a woolly blanket>
- <little:curled up, a fluffy bundle><grown:curled up close in a soft, fluffy bundle>
- <little:tucked in tight and warm><grown:tucked in tight, as warm and soft as a hot-water bottle in a jumper>
- <little:warmed a cold nose><grown:rubbed a warm, fuzzy ear against a cold nose until it glowed>
- <little:sat close, toasty and round><grown:sat close, round and fluffy, as toasty as a teapot in a knitted cosy>

ability find:
- <little:sniffed slowly and found it><grown:sniffed slowly with a big black nose and found just the right spot>
- <little:took a long, sleepy look><grown:took a long, sleepy look around and spotted what everyone had missed>
- <little:poked into every nook, slowly><grown:poked a fluffy head into every nook, slowly, slowly>
- <little:heard it with fuzzy ears><grown:turned two big, fuzzy ears to every little sound and heard just where to look>
- <little:felt about, pat, pat><grown:felt about with grippy paws, pat, pat, and found the hiding place>

ability hush:
- <little:yawned a big, slow yawn><grown:yawned such a big, slow yawn that everyone went quiet>
- hummed a sleepy gum-tree lullaby
- <little:blinked slow, sleepy blinks><grown:settled down and blinked slow, sleepy blinks until all was calm>
- <little:gave a tiny, whistly snore><grown:gave a tiny, whistly snore, and everyone began to whisper>
- <little:let out a long shhh><grown:let out a long, soft shhh, and the quiet settled down like a blanket>

ability guide:
- <little:remembered, slowly, and led {name}><grown:remembered the way, slowly but surely, and led {name} on>
- <little:pointed the way for {name}><grown:rode on {name's} shoulder, pointing the way with a fuzzy paw>
- <little:plodded ahead, slow and sure><grown:plodded ahead, slow and sure, never once getting lost>
- <little:went step by careful step><grown:moved slowly, step by careful step, and never went wrong>
- <little:peeped, and knew the way><grown:opened one sleepy eye, looked about, and knew the way at once>
- <little:climbed up, then led {name}><grown:climbed up high for a good look round, then climbed down and led {name} on>
- <little:held {name's} hand and led><grown:held {name's} hand in a soft, grippy paw and showed the way>
- <little:thought, then picked the way><grown:stopped at every turning for a long, slow think, then picked the right way>

ability comfort:
- <little:gave the cosiest cuddle><grown:gave the calmest, cosiest cuddle there ever was>
- <little:gave a clingy koala hug><grown:held on tight in a soft, clingy koala hug>
- <little:snuggled close and hummed><grown:snuggled close and hummed until the worry felt smaller>
- <little:gave a long, slow hug><grown:gave a long, slow hug that did not let go>
- <little:murmured sleepy, silly words><grown:snuggled in and murmured sleepy, kind nonsense until everyone smiled>
- <little:snuggled close, calm and cosy><grown:snuggled close, smelling sweetly of gum leaves, calm and cosy>
- <little:stroked round and round><grown:stroked a soft, fuzzy paw round and round, until every worry was smoothed away>
- <little:gave a big, slow smile><grown:gave a big, slow, sleepy smile, and nobody could stay sad for long>

:: companion Tiger
ref: the tiger
species: tiger, tigers, tigress

intros:
- <2-3:a stripy tiger><4-5:a stripy tiger with a playful grin><grown:a stripy tiger with a bright, playful grin>
- <little:a big, soft tiger><grown:a big, soft tiger with stripes like shadows in long grass>
- <2-3:a young tiger><4-5:a young tiger with white whiskers><grown:a young tiger with white whiskers and sunset-orange stripes>
- <2-3:a gentle tiger><4-5:a gentle tiger with great big paws><grown:a gentle tiger with amber eyes and paws as big as dinner plates>

moves:
- <little:bounded along in soft leaps><grown:bounded along in soft, silent leaps>
- <little:padded ahead on soft paws><grown:padded ahead on great, soft paws>
- <little:sprang ahead, then waited><grown:sprang ahead, then crouched, waiting with a grin>
- prowled beside {name}, stripes rippling
- <little:pounced along like a kitten><grown:pounced from shadow to shadow, light as a kitten>
- <little:slunk along, low and quiet><grown:slunk along low, stripes melting into the dark>
- <little:padded by {name}, tail swishing><grown:padded along at {name's} side, long tail swishing this way and that>

sounds:
- a friendly, rumbly chuff
- a soft, snuffly huff
- a low, growly giggle
- a big, rumbly yawn
- a deep, contented growl

features:
- stripy orange coat
- big, velvety paw
- long, stripy tail
- soft white chin

ability cross:
- <little:leapt across in one bound><grown:leapt across in one great, graceful bound>
- <little:sprang over, {name} holding tight><grown:crouched low, tail twitching, then sprang over with {name} holding on tight>
- <little:went over in a flash><grown:sprang over in a flash of orange and black>
- <little:tried each step for {name}><grown:tested every step with a soft paw, then called {name} across>
- <little:showed {name} how to cross><grown:went over once to show how, then came back and crossed again beside {name}>

ability carry:
- <little:gave {name} a stripy ride><grown:let {name} climb up onto a warm, stripy back>
- <little:carried {name} in smooth strides><grown:carried {name} along in long, smooth strides, soft as a rocking chair>
- <little:bounded off with {name}><grown:crouched so {name} could hop on, then bounded off, smooth and steady>
- <little:gave {name} a soft piggyback><grown:gave {name} a big, soft piggyback, one padded paw after another>
- <little:glided along with {name}><grown:glided along so smoothly that {name} never felt a single bump>

ability find:
- <little:crept low, sniffing it out><grown:crept low, nose to the ground, and sniffed out just the right spot>
- <little:pounced on the right spot><grown:stalked slowly this way and that, whiskers twitching, and pounced on the right spot>
- <little:listened, still, and found it><grown:listened with both ears, very still, then padded straight to the right place>
- <little:patted about like a kitten><grown:patted here and there like a playful kitten, until what was hidden popped out>
- <little:dug, scritch, scratch><grown:dug gently with one big paw, scritch, scratch, until the hiding place showed>

ability warm:
- <little:made a warm, stripy ring><grown:curled around in a big, stripy ring, warm as a fireside>
- <little:lay close, soft and toasty><grown:lay down close, thick fur soft and toasty>
- <little:snuggled in like a blanket><grown:snuggled in like a great, warm, stripy blanket>
- <little:breathed warm breaths, huff, huff><grown:breathed warm breaths, huff, huff, like a friendly little kettle>
- <little:flopped down in a heap><grown:flopped down close in a big, furry heap, warm from nose to tail>

ability hush:
- <little:gave a slow, sleepy chuff><grown:gave a slow, sleepy chuff, and everything grew calm>
- <little:moved so softly, hush, hush><grown:moved so softly that the whole night hushed to listen>
- <little:stretched out and yawned><grown:stretched out long and yawned, and a calm hush spread all around>
- <little:sank down with a sigh><grown:sank down low, soft as a sigh, and everything breathed out, slow and deep>
- <little:curled up, eyes closed><grown:curled a long, stripy tail round both paws, closed amber eyes, and everyone hushed>

ability guide:
- <little:crept ahead on quiet paws><grown:crept ahead on quiet paws, finding the safest way>
- <little:led the way, tail high><grown:led the way, tail held high like a stripy flag>
- <little:showed {name} the way><grown:bounded ahead, then came back to show {name} the way>
- <little:crept on, checking on {name}><grown:crept on a little, then looked back at {name} with bright amber eyes>
- <little:felt the way with whiskers><grown:felt the way in the dark with long, clever whiskers>
- <little:made paw prints for {name}><grown:went first, and {name} stepped in the big, soft paw prints>
- <little:found {name} a quiet path><grown:listened hard with round, twitchy ears, then chose the quietest way for {name}>
- <little:nudged {name} the right way><grown:nudged {name} gently the right way with a big, velvety nose>

ability comfort:
- <little:nuzzled close, soft and whiskery><grown:nuzzled close with a soft, whiskery face>
- <little:gave a gentle, happy chuff><grown:gave a gentle, happy chuff that meant everything was all right>
- <little:lay close and rumbled softly><grown:lay down close and rumbled softly until the worry went away>
- <little:rolled over, paws up><grown:rolled over, paws up, and made everyone laugh>
- <little:breathed slow, calm breaths><grown:rested a big, warm head close by and breathed slow, calm breaths>
- <little:tucked in, warm and kind><grown:tucked in close, stripes and all, warm and kind>
- <little:let everyone count the stripes><grown:let everyone count the stripes, one, two, three, until the worry was forgotten>
- <little:held out a soft paw><grown:held out a great, soft paw, warm and steady, for anyone to hold>

:: companion Cosmic Defender
ref: Cosmic Defender
species: none

intros:
- <2-3:{companion}, a starry hero><4-5:{companion}, a hero with a starry cape><grown:{companion}, a hero whose cape shimmered with tiny stars>
- <little:a kind hero called {companion}><grown:a kind hero called {companion}, with a cape full of twinkling stars>
- <2-3:{companion}, a gentle hero><4-5:{companion}, a gentle hero from the stars><grown:{companion}, a gentle hero who had flown all the way from the Milky Way>
- <2-3:{companion}, a shining hero><4-5:{companion}, a hero with a moon-bright shield><grown:{companion}, a smiling hero with a shield as bright as the moon>

moves:
- swooped low in a swirl of starlight
- floated along, cape rippling like the night sky
- flew beside {name}, leaving a trail of tiny, fading stars
- drifted ahead, boots glowing softly
- zoomed up, looped round, and came gently back down
- hovered along, silver star badge blinking
- drifted along on a soft beam of moonlight

sounds:
- a soft hum like a faraway rocket
- a bright, starry laugh
- a gentle whoosh, like a shooting star
- a happy little beep from a silver star badge
- a deep, calm hum, like the moon humming to itself

features:
- shimmering starry cape
- soft, star-speckled sleeve
- silvery, floating hair
- silver star badge

ability light:
- held up one hand, and soft starlight spilled all around
- raised a moon-bright shield that lit up the dark
- <little:let the starry cape glow, bright and soft><grown:let the starry cape glow, and a thousand tiny stars lit the way>
- <little:pulled down a ribbon of moonlight><grown:pulled down a long ribbon of moonlight, and it curled around everything, glowing>
- <little:tossed up tiny stars that hung there, twinkling><grown:tossed a handful of tiny stars into the air, where they hung and twinkled>

ability fly:
- rose up high into the sky to look far and wide
- zoomed up, up, up above everything and looked all around
- soared high, a streak of starlight, to see what lay ahead
- <little:circled round and round, looking far away><grown:circled slowly overhead, cape spread wide, and peered far into the distance>
- <little:climbed a ladder of moonbeams and gazed out><grown:climbed the sky on a ladder of moonbeams and gazed out over the sleeping land>

ability carry:
- scooped {name} up and flew, soft and slow, through the air
- held {name's} hand and floated along with {them}, high over everything
- wrapped {name} in a starry cape and carried {them} gently along
- <little:let {name} ride on the shining shield><grown:let {name} ride on the round, shining shield, like a little flying boat>
- <little:gave {name} a ride on starry shoulders><grown:set {name} up on strong, starry shoulders and sailed slowly through the night air>

ability lift:
- <little:floated up high on a cushion of starlight><grown:floated up high on a cushion of starlight and reached out with careful hands>
- <little:lifted with gentle, glowing hands><grown:lifted with gentle, glowing hands that made heavy things as light as stars>
- reached up high, higher than high, on a beam of moonlight
- <little:stood tiptoe on a floating star and stretched><grown:stood on tiptoe on a little floating star and stretched right up to the top>
- <little:hovered up, slow as a rising moon><grown:hovered up, slow and steady as a rising moon, until the top was in easy reach>

ability find:
- scanned everything with star-bright eyes and spotted what was hidden
- <little:held up a shining shield and spotted the right place><grown:held up the moon-bright shield, and its light picked out just the right spot>
- <little:listened to the stars, and they whispered where to look><grown:listened to the hum of the stars until they whispered where to look>
- <little:followed the stardust, and there it was><grown:followed a faint, glittering trail of stardust to where the lost thing was hiding>
- <little:swept a silver beam round till something sparkled><grown:swept a soft silver beam slowly to and fro until something sparkled back>

ability hush:
- <little:hummed a soft star song, and all went quiet><grown:hummed the soft, slow song of the stars, and everything went quiet>
- <little:spread a starry cape wide, and all was calm><grown:spread a starry cape wide, like a little piece of night sky, and all was calm>
- whispered, "Hush now," in a voice like moonlight
- <little:dimmed the starry cape, and all grew sleepy><grown:dimmed the starry cape to a soft, sleepy glow, and everything settled down>
- <little:counted stars softly, one, two, three><grown:counted the stars out loud, slower and softer, until everything lay still>

ability guide:
- drew a glowing arrow in the air to show the way
- read the stars like a map and led {name} on
- flew ahead, a bright little star for {name} to follow
- sent a small shooting star zipping ahead to show the way
- <little:went first, glowing bright, so {name} could see><grown:went first, glowing like a little moon, so {name} could see every step>
- flew up, looked once, and swooped down to lead {name} on
- <little:laid a path of stars for {name's} feet><grown:laid a path of little glowing stars on the ground, one for each of {name's} steps>
- <little:followed the blinking badge with {name}><grown:held the silver star badge up high until it blinked green, then set off that way with {name}>

ability comfort:
- raised a glowing shield of starlight, warm as a hug
- wrapped everyone in a soft, starry cape
- <little:knelt down and smiled a calm, starry smile><grown:knelt down and smiled a calm, starry smile until the worry drifted away>
- <little:made a tiny star glow, just for fun><grown:made a tiny star glow in cupped hands, until everyone smiled>
- <little:said that heroes feel small sometimes too><grown:said, very kindly, that even heroes feel small sometimes, and that is all right>
- gave a starry wink and a thumbs-up that made everyone grin
- <little:told a happy story about a little comet><grown:sat close and told a slow, happy story about a little comet who found its way home>
- <little:gave a warm, glowing hand to hold><grown:held out a warm, glowing hand to hold for as long as it was needed>

:: companion Lightning Warrior
ref: Lightning Warrior
species: none

intros:
- <little:{companion}, a speedy hero full of sparks><grown:{companion}, a speedy hero who crackled with friendly sparks>
- <little:{companion}, a quick, cheerful hero><grown:{companion}, a quick, cheerful hero with lightning-bolt boots>
- <little:a bright-eyed hero called {companion}><grown:a bright-eyed hero called {companion}, who could run faster than a thunderclap>
- <2-3:{companion}, a sparkly hero><4-5:{companion}, a hero with sparkly blue hair><grown:{companion}, a hero with sparkly blue hair that stood up like a dandelion clock>

moves:
- zipped along in a flicker of light
- dashed ahead and dashed back again, quick as a blink
- zigzagged beside {name}, sparks fizzing at every step
- jogged along on crackling blue boots
- skipped ahead, leaving little sparks like fireflies
- hopped along, hair crackling and boots sparkling
- slowed right down to walk by {name}, sparks twinkling

sounds:
- a cheerful crackle and zap
- a fizzy, sparkling laugh
- a soft, friendly rumble, like thunder far away
- a quick little zing
- a happy, buzzy hum

features:
- bright yellow cape
- sparkly blue hair
- zigzag-striped sleeve
- lightning-bolt badge

ability light:
- lit up the dark with a gentle flash of lightning
- <little:snapped two fingers, and a little light glowed><grown:snapped two fingers, and a little ball of lightning glowed like a lamp>
- let a soft, blue glow fizz from both hands
- <little:made the bolt badge shine like a torch><grown:made the lightning-bolt badge shine out like a torch, bright and blue>
- <little:ran on the spot till the boots glowed><grown:ran on the spot, faster and faster, until the blue boots glowed like two lanterns>

ability find:
- <little:zipped here, there and everywhere, quick as a blink><grown:zipped here, there and everywhere, looking in every corner, all in a blink>
- <little:zoomed round until the sparks found the right spot><grown:zoomed round in a crackling circle until the sparks jumped to just the right spot>
- <little:sent tiny sparks skipping, until one stopped and glowed><grown:sent tiny sparks skipping over the ground until one of them stopped and glowed>
- <little:let the sparky hair point to the spot><grown:crouched low, and the sparky blue hair twitched and pointed right at the hidden spot>
- <little:flashed a light, and something glinted back><grown:gave one quick, bright flicker, and something hidden glinted back from the dark>

ability cross:
- <little:made a crackling bridge of blue light><grown:threw a crackling bridge of blue light from one side to the other>
- zipped over and back so fast that {name} hardly saw it happen
- took {name's} hand, and whoosh, they were across in a flash
- <little:made sparky stepping stones for {name} to hop on><grown:made a row of glowing sparks, steady as stepping stones, and held {name's} hand on every hop>
- <little:made a blue slide, and whee, over went {name}><grown:made a long, smooth slide of blue light, and down slid {name}, whee, safe on the other side>

ability carry:
- scooped {name} up and zoomed along in a fizz of sparks
- gave {name} a speedy piggyback, quick as a blink
- <little:took {name's} hand and zipped along, whoosh><grown:took {name's} hand, and they zipped along together in a streak of light>
- <little:swung {name} up for a shoulder ride><grown:swung {name} up onto crackly shoulders and ran on, smooth and steady as a train>
- <little:held {name} close and sped softly along><grown:cradled {name} in both arms and sped along, soft and quick as a summer breeze>

ability hush:
- <little:let the sparks go soft and slow, and all was calm><grown:let the sparks go soft and slow, like sleepy fireflies, until all was calm>
- hummed very softly, like thunder rolling far, far away
- sat very still for once, and the quiet spread all around
- <little:smoothed down the sparky hair, and all hushed><grown:smoothed the crackly blue hair down flat, and a soft hush fell all around>
- <little:tapped the boots, and the fizz went quiet><grown:tapped the crackling boots together, and their fizz faded to a whisper until all was quiet>

ability guide:
- dashed ahead to look and dashed back to show the way
- drew a glowing zigzag on the ground for {name} to follow
- zipped along in front, leaving a trail of sparks to follow
- whizzed ahead, found the way, and was back before {name} could blink
- left glowing footprints that fizzed for {name} to follow
- pointed the way with a finger full of friendly blue sparks
- <little:sent a spark bouncing ahead for {name}><grown:sent one friendly spark bouncing ahead like a ball, and {name} followed where it bounced>
- <little:steered {name} gently round every bend><grown:kept a hand on {name's} shoulder and steered {them} gently round every bend>

ability comfort:
- sat down close and made a little glow, soft and friendly
- gave a quick, warm hug that fizzed with happiness
- <little:made tiny sparks dance like fireflies><grown:made the tiniest sparks dance like fireflies until the worry was gone>
- made the sparks twinkle pink and gold until everyone smiled
- gave a fizzy, tingly high five that chased the worry off
- <little:glowed soft and blue, like a night-light><grown:glowed soft and blue, like a friendly night-light, and stayed close>
- <little:told a joke about a sneezy cloud><grown:told a silly joke about a cloud that sneezed out thunder, until the worry turned into giggles>
- <little:traced a sparkly smiley face in the air><grown:traced a big, twinkly smiley face in the air, and it winked back>

:: companion Nature Guardian
ref: Nature Guardian
species: none

intros:
- <2-3:{companion}, a leafy hero><4-5:{companion}, a hero in a leafy cloak><grown:{companion}, a hero in a cloak of leaves who could talk to trees and flowers>
- <2-3:{companion}, a smiley hero><4-5:{companion}, a hero with a daisy crown><grown:{companion}, a gentle hero with a daisy crown and muddy, friendly boots>
- <little:a kind hero called {companion}><grown:a kind hero called {companion}, who smelled of rain and fresh-cut grass>
- <little:{companion}, a smiling hero><grown:{companion}, a smiling hero whose footsteps made tiny flowers grow>

moves:
- stepped lightly along as flowers opened all around
- walked softly on, leaves rustling like a whisper
- strode along in mossy boots, and the grass stood up to say hello
- skipped ahead, and little green shoots peeped up in every footprint
- drifted along in a swirl of falling petals
- strolled along, and the breeze smelled of blossom
- tiptoed along beside {name}, quiet as falling leaves

sounds:
- a rustle like wind in the leaves
- a soft, birdsong whistle
- a warm laugh like rain on leaves
- a low, creaky hum, like an old oak tree
- a cheerful chirrup, like a robin in spring

features:
- cloak of living leaves
- daisy crown
- soft, mossy sleeve
- leafy green hair

ability light:
- whispered to the glow-worms, and they lit up all around
- opened one hand, and a cloud of fireflies rose up, glowing softly
- asked the moonflowers to open, and they shone a pale, gentle light
- <little:brushed the moss, and it glowed green><grown:brushed the moss with one hand, and it began to glow a soft, silvery green>
- <little:made the daisy crown shine like stars><grown:let the daisy crown light up, each little flower shining like a tiny star>

ability lift:
- called up a curling vine that lifted, gentle and slow
- made a green vine grow up, up, up, right to the very top
- sent up a twisting beanstalk that reached higher than high
- <little:whistled, and a tree reached down, then up><grown:whistled, and a kind young tree lowered its branches, then slowly raised them up high>
- <little:grew a staircase of big green leaves><grown:grew a springy staircase of big, flat leaves and climbed it, all the way up>

ability cross:
- asked the vines to weave a bridge of leaves
- <little:grew giant toadstools for {name} to hop across><grown:grew a row of giant toadstools, like stepping stones, for {name} to hop across>
- grew a bridge of roots, twisty and strong, and walked {name} over
- <little:rolled a log across and led {name} over><grown:rolled an old, mossy log gently into place and led {name} over it, step by step>
- <little:bent the reeds into a path for {name}><grown:bent the tall reeds together into a soft, springy path and stayed beside {name} all the way over>

ability find:
- <little:asked the bees, and they knew where to look><grown:asked the birds and the bees, and they knew exactly where to look>
- knelt down and listened to the grass, which whispered where to look
- <little:asked the worms, who knew where to look><grown:asked the little worms under the soil, who knew everything that was hidden>
- <little:watched which way the flowers turned><grown:watched the flowers, which slowly turned their faces towards what was hidden>
- <little:blew a dandelion, and the seeds showed where><grown:blew a dandelion clock, and its fluffy seeds floated down right onto the hidden spot>

ability warm:
- wrapped everyone in a blanket of soft, warm moss
- made a nest of dry, warm leaves to snuggle into
- shared the cloak of leaves, snug and warm as a summer day
- <little:let out a warm puff, like sunshine><grown:cupped both hands, and out came a puff of air as warm as a sunny windowsill>
- <little:tucked everyone into warm, sweet hay><grown:piled up soft, sun-warmed hay, sweet-smelling and snug, and tucked everyone in>

ability hush:
- whispered to the wind, and the leaves began a soft, sleepy hush
- hummed an old tree song, slow and deep, and everything grew calm
- scattered a few soft petals, and a sleepy quiet settled all around
- <little:stroked the grass, and all grew still><grown:stroked the long grass flat, and the whole place grew still and quiet>
- <little:let a sleepy smell of lavender drift by><grown:breathed out slowly, and a sleepy smell of lavender drifted all around>

ability guide:
- asked the trees, and they pointed their branches the right way
- <little:followed a trail of little flowers><grown:followed a trail of little flowers that popped up to show the way>
- <little:read the moss like a map and led {name} on><grown:read the moss and the wind like a map and led {name} on>
- <little:made little flowers glow along the way><grown:made tiny white flowers open along the way, glowing, for {name} to follow>
- touched the ground, felt the roots, and knew the way
- <little:sent a leaf floating ahead for {name} to follow><grown:sent a single leaf floating ahead on the breeze, and {name} followed it>
- <little:parted the ferns to make a path><grown:parted the ferns with both hands, and a soft green path opened up for {name}>
- <little:planted an acorn that grew into an arrow><grown:pressed an acorn into the earth, and up sprang a green shoot, curling like an arrow to show {name} the way>

ability comfort:
- <little:made a little daisy bloom, just to cheer everyone up><grown:made a little daisy bloom, right there, just to say all would be well>
- knelt down close and hummed like bees on a sunny day
- <little:gave a leafy hug, like a hug from a tree><grown:wrapped everyone in a soft cloak of leaves, like a hug from a tree>
- tucked a little daisy behind an ear, just for luck
- <little:told a story of a tiny seed that grew tall><grown:told a story about a tiny seed that grew, bit by bit, into a great, brave tree>
- held everyone close, and it felt like sunshine through leaves
- <little:grew a tiny strawberry to share><grown:made a tiny wild strawberry grow, ripe and sweet, and shared it with a smile>
- <little:rocked everyone softly, like a nest><grown:rocked everyone gently to and fro, like a nest swaying on a branch in the breeze>

:: companion Time Traveler
ref: Time Traveler
species: none

intros:
- <2-3:{companion}, a tick-tock hero><4-5:{companion}, a hero with a silver watch><grown:{companion}, a hero with a ticking silver watch that could pause a moment>
- <2-3:{companion}, a kind hero><4-5:{companion}, a hero in a long coat><grown:{companion}, a cheerful hero in a long coat with pockets full of clocks>
- <little:a kind hero called {companion}><grown:a kind hero called {companion}, who had been to tomorrow and come back to say it was lovely>
- <little:{companion}, a twinkly hero><grown:{companion}, a twinkly hero who had travelled through a hundred yesterdays>

moves:
- strolled along, coat swishing, watch ticking
- blinked ahead to the next moment and waited with a grin
- stepped along in a soft shimmer, just a little ahead of time
- walked beside {name}, humming a tick-tock tune
- appeared a few steps ahead in a swirl of golden clock hands
- jingled along, pockets full of ticking clocks
- popped up beside {name} a moment early, smiling

sounds:
- a gentle tick-tock
- a cheerful little chime, like a clock striking one
- a soft whirr of tiny golden cogs
- a warm laugh that seemed to echo from tomorrow
- a tinkly, cuckoo-clock giggle

features:
- ticking silver watch
- long, swishy coat
- patchwork waistcoat
- golden clock-face badge

ability light:
- opened the silver watch, and a soft golden light spilled out
- borrowed a little light from yesterday's sunset
- held up a glowing clock face, round and bright as the moon
- <little:let tiny glowing clocks float out><grown:unbuttoned a coat pocket, and out floated tiny clocks that glowed like lanterns>
- <little:rubbed the gold badge till it shone><grown:polished the golden badge with a sleeve until it shone like a small sun>

ability find:
- <little:wound the watch back to see where to look><grown:wound the watch back a few minutes to see exactly where to look>
- <little:peeked into the past and knew where to look><grown:peeked into the past, just for a blink, and knew exactly where to look>
- <little:listened as the watch ticked faster, faster, right there><grown:listened to the watch, which ticked faster and faster near just the right spot>
- <little:put on old brass glasses and peered round><grown:put on a pair of old brass spectacles that saw through shadows, and peered all around>
- <little:made old footprints glow, and followed them><grown:made the footprints from earlier glow gold, and followed them to what was hidden>

ability cross:
- <little:opened a door in time and stepped to the other side><grown:opened a little door in time and stepped through to the other side>
- <little:took {name's} hand and skipped across in no time><grown:took {name's} hand and skipped to one minute later, safe on the other side>
- <little:slowed time down so {name} could cross><grown:slowed everything right down so {name} could cross, one careful step at a time>
- <little:hopped over with {name}, tick, tock><grown:held {name's} hand, hopped over on the tick, and landed softly on the tock>
- <little:brought back an old bridge for {name}><grown:brought back a little stone bridge from long, long ago, and walked {name} across it>

ability lift:
- <little:reached up high while the world waited><grown:reached up high while the world waited, still as a photograph>
- <little:paused the clock and climbed up in no time><grown:paused the clock, climbed up in no time at all, and reached right to the top>
- <little:stopped the world and reached up high><grown:slowed the world to a stop and reached up high, nice and easy>
- <little:pulled a ladder from a pocket and climbed><grown:pulled a folding ladder out of one deep coat pocket and climbed right up>
- <little:rode a clock face up, tick by tick><grown:stood on a golden clock face that rose up, tick by tick, to the very top>

ability hush:
- paused the clock for one calm, quiet moment
- made the moment last a little longer, slow and soft and still
- <little:set the watch to sleepy, and all was hushed><grown:turned the watch to its sleepiest setting, and everything slowed and hushed>
- <little:rang a soft bedtime chime, and all hushed><grown:rang a tiny bedtime chime, soft as a spoon on a teacup, and everything went quiet>
- <little:quietened every clock, one by one><grown:quietened every little clock in the long coat, one by one, until all was still>

ability guide:
- remembered the way from tomorrow and led {name} on
- <little:peeked ahead and came back to show the way><grown:peeked ahead to the next minute and came back to show the way>
- <little:let the silver watch point the way><grown:followed the hands of the silver watch, which pointed the right way like a compass>
- tapped the silver watch twice and strode off the right way
- <little:went on ahead, then waited a tick for {name}><grown:went a minute ahead, then came back a tick later for {name}>
- <little:knew the way from a trip some other day><grown:remembered the way from the last time, which was next Tuesday>
- <little:read an old, old map and led the way><grown:unfolded a map that was a hundred years old and followed its dotted line with {name}>
- <little:poured a trail of golden sand for {name}><grown:tipped up a little hourglass, and its golden sand trickled out a trail for {name}>

ability comfort:
- <little:paused the clock for a long, warm hug><grown:paused the clock so there was all the time in the world for a hug>
- knelt down and said, gently, that tomorrow would be a lovely day
- <little:sat close as the watch ticked, slow and steady><grown:sat close and let the watch tick slowly, steady as a heartbeat, until the worry passed>
- said this was a good moment, one to keep for ever
- let everyone listen to the slow, friendly tick of the watch
- told of all the happy tomorrows still to come
- <little:opened the watch, and a tiny tune played><grown:opened the watch lid, and a tiny tune played inside, soft as a lullaby>
- <little:told of a king who sat on a cake><grown:told a funny story from long ago, about a king who sat on his own birthday cake>

:: companion Mind Master
ref: Mind Master
species: none

intros:
- <little:{companion}, a thoughtful hero><grown:{companion}, a thoughtful hero who could hear what hearts were feeling>
- <2-3:{companion}, a calm hero><4-5:{companion}, a calm hero with a kind, quiet smile><grown:{companion}, a calm hero with a glowing purple circlet and a kind, quiet smile>
- <little:a gentle hero called {companion}><grown:a gentle hero called {companion}, who could make things float just by thinking>
- <little:{companion}, a soft-spoken hero><grown:{companion}, a soft-spoken hero whose thoughts sparkled like fairy lights>

moves:
- floated along, calm and thoughtful
- drifted beside {name}, feet just above the ground
- glided ahead, purple cape barely moving
- walked slowly along, eyes half closed, listening
- hovered on, cross-legged, as if sitting on a cushion of air
- floated along, thinking quiet, happy thoughts
- drifted on beside {name}, circlet glowing a soft purple

sounds:
- a soft, thoughtful hum
- a small, kind laugh that felt like a hug
- a gentle chime, like a thought landing softly
- a soft sigh, like a page turning
- a warm, knowing chuckle

features:
- glowing purple circlet
- soft purple cape
- silvery hair
- cool, velvety sleeve

ability lift:
- lifted with a single calm thought, as easy as blowing a bubble
- <little:made things float, light as bubbles><grown:reached up with a quiet mind and made things float, light as soap bubbles>
- <little:hummed, and heavy things grew light as feathers><grown:held out both hands and hummed, and heavy things grew as light as feathers>
- <little:rose up like a balloon and reached high><grown:rose gently into the air, like a balloon on a string, and reached right to the top>
- <little:stretched out a glowing thought, up high><grown:stretched out a long, glowing thought, like a soft purple arm, higher than a house>

ability light:
- made the purple circlet glow like a little lamp
- thought of something happy, and a soft glow spread all around
- cupped both hands and filled them with a gentle, thinking light
- <little:dreamed up a little purple moon><grown:imagined a round purple moon, and there it was, shining overhead like a night-light>
- <little:hung little glowing thoughts in the air><grown:hung tiny glowing thoughts in the air, one after another, like stars on strings>

ability find:
- closed both eyes, listened very hard, and knew exactly where to look
- <little:felt a tiny tug and followed it><grown:felt a tiny tug in the mind, like a thread, and followed it>
- <little:touched the glowing circlet and saw what was hidden><grown:touched the glowing circlet and saw, just for a moment, what was hidden>
- <little:asked without words, and an answer came><grown:asked a gentle question without saying a word, and a tiny answer floated back>
- <little:thought hard until a purple glow showed the spot><grown:pictured the lost thing very clearly, until a faint purple glow showed where it was>

ability hush:
- <little:sent out a calm thought, and everyone breathed slowly><grown:sent out a calm, quiet thought, and everyone breathed slow and soft>
- <little:hummed, and busy thoughts settled like snow><grown:hummed a thinking hum, and all the busy thoughts settled like snow>
- whispered, very softly, "Breathe in, breathe out," and everything grew calm
- <little:drew a slow circle, and all went dreamy><grown:drew a slow, soft circle in the air, and the whole place went dreamy and still>
- <little:let the circlet fade, and sounds tiptoed off><grown:let the purple circlet fade, and every little sound tiptoed away>

ability carry:
- lifted {name} gently with a thought, and they floated along together
- <little:made a cushion of air for {name} to ride><grown:made a cushion of air for {name} to sit on and drift along>
- took {name's} hand, and they both rose up and floated softly on
- <little:sat {name} on a soft purple cloud><grown:sat {name} on a soft purple cloud and steered it gently along with a thought>
- <little:gave {name} a ride on the floating cape><grown:spread the purple cape flat, like a magic carpet, and glided along with {name} on board>

ability guide:
- <little:listened to the night and felt the way><grown:listened to the quiet of the night and felt which way to go>
- felt the right way like a warm tug and led {name} on
- sent a small, glowing thought drifting ahead to show the way
- closed both eyes, felt for the way, and pointed
- <little:thought of a map, and the way glowed purple><grown:thought of a map, and a faint purple path glowed ahead for {name}>
- floated on ahead, humming, so {name} could follow the hum
- <little:showed {name} the way in a daydream><grown:shared a picture of the way ahead, and suddenly {name} knew it too>
- <little:whispered left and right for {name}><grown:whispered each turn in a quiet, sing-song voice, left, then right, with {name} close behind>

ability comfort:
- sent out a calm, kind thought that made everyone feel brave
- listened to the worry, nodded, and made it feel much smaller
- knelt down and said, very gently, exactly the right thing
- helped everyone picture a warm, safe, happy place
- shared a happy thought that felt warm, like a sip of cocoa
- said that worries are like clouds and always float away
- <little:made a glowing heart to hold><grown:made a small, glowing heart appear, soft and pink, for everyone to hold>
- <little:told about a happy, sunny day><grown:remembered the happiest day out loud, with all its sunshine and ice cream, until everyone smiled>

:: companion Solar Knight
ref: Solar Knight
species: none

intros:
- <little:{companion}, a hero in glowing armour><grown:{companion}, a hero in armour that glowed like a sunrise>
- <2-3:{companion}, a gentle knight><4-5:{companion}, a gentle knight with a sunny shield><grown:{companion}, a gentle knight with a sunburst shield and a warm, wide smile>
- <little:a kind hero called {companion}><grown:a kind hero called {companion}, who carried a little piece of the sun>
- <little:{companion}, a tall, kind knight><grown:{companion}, a tall, kind knight whose armour was warm to touch>

moves:
- marched along, armour glowing warm and gold
- strode ahead, each step clinking softly
- walked beside {name}, shining like a small, friendly sun
- clanked cheerfully along, cloak glowing like embers
- stepped lightly along, leaving warm, golden footprints
- strolled on, armour gleaming, humming a marching song
- clinked along beside {name}, warm as a summer evening

sounds:
- a bright, ringing chime
- a warm, golden laugh
- a cheerful clink of shining armour
- a soft, glowing hum, like a sunny afternoon
- a hearty chuckle that echoed inside the helmet

features:
- warm, golden cloak
- sun-warm armour
- bright, feathery plume
- sunburst shield

ability light:
- shone a warm beam of sunshine into the dark
- <little:lifted the shield, and golden light poured out><grown:lifted the sunburst shield, and golden light poured out like morning>
- glowed brighter and brighter, like a sunrise in a hurry
- opened the golden visor, and warm sunlight spilled out
- set the feathery plume glowing like a tall, golden candle

ability warm:
- glowed as warm as a summer afternoon
- held out two glowing hands, warm as toast
- wrapped a sun-warm cloak round, snug and golden
- spread a patch of sunshine, warm as a picnic rug
- <little:breathed out a warm, golden breath><grown:breathed out a slow, golden breath, warm as bread from the oven>

ability lift:
- reached up high with strong, shining arms
- <little:lifted with one steady, golden hand><grown:lifted with one steady, golden hand, as easy as picking a daisy>
- <little:stood on tiptoe and reached right to the top><grown:stood tall on tiptoe, armour clinking, and reached right to the top>
- stretched up so tall that the plume brushed the top
- <little:pulled up slowly, hand over hand><grown:hoisted slowly, hand over hand, like raising a flag at dawn>

ability carry:
- lifted {name} up onto broad, golden shoulders
- carried {name} in strong arms, warm and safe as a sunny day
- <little:scooped {name} up in a warm, golden cloak><grown:scooped {name} up in a warm, golden cloak and strode on, steady and strong>
- gave {name} a piggyback, armour jingling gently with every stride
- <little:swung {name} up for a high, golden ride><grown:swung {name} up for a ride, as steady as a knight's good horse>

ability cross:
- <little:laid down a bridge of warm sunbeams><grown:laid down a bridge of bright, warm sunbeams, strong enough to walk on>
- <little:crossed first, glowing, then came back for {name}><grown:stepped across first, glowing, to show where it was safe, then came back for {name}>
- <little:held up the shield, and a golden path shone across><grown:held up the sunburst shield, and a golden path shone out across the way>
- <little:lit up each safe step for {name}><grown:lit up each safe place to step, so {name} could hop across>
- <little:took one giant stride across, holding {name} tight><grown:took one giant, careful stride across, holding {name} safe and snug>

ability guide:
- shone a golden beam ahead, like a path of morning light
- marched in front, glowing, so {name} could follow the light
- held up the shield like a lantern and led the way
- <little:let the shield glow, and the way lit up gold><grown:tilted the sunburst shield, and the way ahead lit up in gold>
- went first, warm and bright, and {name} followed the glow
- knew just where the sun would rise, and marched that way
- <little:bowed low, then showed {name} the way><grown:bowed low, like a knight in a storybook, and showed {name} the way>
- <little:took {name's} hand and walked on slowly><grown:took {name's} hand and walked on, one sunny step at a time>

ability comfort:
- knelt down, warm and golden, and gave a gentle, clinky hug
- glowed softly, like the sun peeping out after rain
- said, kindly, that every night ends in a morning
- made a little sunrise in cupped hands, just for everyone
- <little:took off the helmet and smiled a warm smile><grown:took off the shining helmet and smiled the warmest smile there was>
- sat close and glowed like a cosy fire on a winter night
- drew a smiling sun in the air with one glowing finger
- sang a soft song about sunflowers turning to find the sun

:: companion Wind Rider
ref: Wind Rider
species: none

intros:
- {companion}, a hero who surfed on the breeze
- <2-3:{companion}, a laughing hero><4-5:{companion}, a laughing hero with a silver scarf><grown:{companion}, a laughing hero with a silver scarf that never stopped fluttering>
- <little:a breezy, smiling hero called {companion}><grown:a breezy, smiling hero called {companion}, with wind-tangled hair>
- <little:{companion}, a swift, kind hero><grown:{companion}, a swift, kind hero who could ride any wind in the world>

moves:
- whooshed along on a friendly breeze
- swooped and swirled around {name} like a leaf in the wind
- rode a soft gust just above the ground
- drifted ahead, scarf streaming out behind
- twirled up high and floated back down, light as a dandelion seed
- sailed along on a puff of warm air
- floated along beside {name}, scarf waving hello to everything

sounds:
- a soft whoosh like a sigh of wind
- a breezy, whistling laugh
- a long, low whistle, like wind in a chimney
- a happy whoop
- a gentle, fluttery hum

features:
- swirling silver scarf
- wind-tangled hair
- billowing blue cloak
- feather-light sleeve

ability fly:
- rode the wind up high to look far and wide
- <little:spun up into the sky and looked all around><grown:spun up into the sky, higher than the chimney pots, and looked all around>
- <little:soared up on a gust to see the way ahead><grown:soared up on a gust, round and round, to see the whole way ahead>
- <little:zipped up high and gazed far, far away><grown:zipped up high, quick as a whistle, and gazed far, far away>
- <little:spiralled up and up on a curl of wind><grown:spiralled up and up on a curl of wind, until everything below looked tiny>

ability carry:
- called up a gentle wind to carry {name} along
- scooped {name} up on a soft cushion of breeze
- took {name's} hand, and the wind carried them both, light as feathers
- <little:held {name} close and surfed along on the wind><grown:held {name} snug and surfed along on the wind, smooth as a wave>
- <little:made a soft cloud seat for {name}><grown:patted a puff of cloud into a soft seat, and {name} rode along on it>

ability lift:
- whistled up a breeze that lifted, slow and gentle, like a kite
- <little:floated up high on a whirl of wind><grown:floated up high on a little whirl of wind and reached right to the top>
- sent a soft, strong puff of wind curling upwards
- <little:stood on a gust of wind and stretched up tall><grown:stepped onto a gust of wind as if it were a stool, and stretched to the very top>
- <little:bobbed up like a balloon and reached up high><grown:bobbed up into the air like a balloon on a string and reached up high>

ability cross:
- <little:blew {name} over like a dandelion seed><grown:blew a steady breeze that carried {name} over like a dandelion seed>
- <little:held {name's} hand and floated across on the wind><grown:held {name's} hand and floated across on the wind, gentle as a bubble>
- whistled up a bridge of wind, firm and soft, to walk across
- <little:made a slide of wind, and {name} glided over><grown:curved the breeze into a long, soft slide, and {name} glided safely over>
- <little:counted to three, and {name} hopped over on the wind><grown:counted slowly to three, and a kind gust helped {name} hop over in one big bound>

ability find:
- asked the wind where to look, and the wind whispered back
- blew a small, careful breeze that swept every hiding place clear
- <little:sniffed the breeze and knew where to look><grown:sniffed the breeze, which carried every smell and sound, and knew where to look>
- <little:flew up high and spotted the hiding place><grown:flew up high, looked carefully down, and spotted what was hidden from above>
- <little:blew a feather, and it drifted to the right spot><grown:blew a little feather into the air and followed it, drifting, to just the right spot>

ability hush:
- calmed the wind until not a single leaf stirred
- blew a soft, sleepy breeze, like a lullaby you could feel
- hushed the gusts with one wave of the silver scarf
- <little:folded the wind away in the blue cloak><grown:caught every busy little gust in the blue cloak and folded them all away>
- <little:breathed out slowly, and everything breathed out too><grown:breathed out one long, slow breath, and the whole place seemed to breathe out too>

ability guide:
- <little:let the silver scarf point the way><grown:let the silver scarf stream out like an arrow, pointing the way>
- called up a breeze to blow everyone gently the right way
- flew a little ahead, riding the wind, and called {name} on
- <little:held up a finger to feel the way><grown:licked a finger, held it up, and felt which way the breeze wanted to go>
- sent a tiny swirl of breeze ahead to show {name} the way
- listened for the breeze, then followed it the way it blew
- <little:skipped ahead on the wind, and {name} skipped too><grown:skipped ahead from gust to gust, as if they were stepping stones, and {name} skipped after>
- <little:stood like a signpost and pointed the way><grown:spread both arms wide like a signpost and let the breeze nudge {name} the right way>

ability comfort:
- <little:wrapped everyone in a soft, warm breeze><grown:wrapped everyone in a soft, warm breeze, like a hug from summer>
- tucked a silver scarf round, gentle as a breeze
- sang a soft, whistling song that blew the worry away
- blew a soft, cool breeze that whisked the worry away
- made everyone's hair flutter and tickle until they giggled
- settled down close, and even the wind went calm and kind
- <little:whispered something kind, and the breeze carried it close><grown:whispered something kind, and the breeze carried it softly to every ear>
- <little:rocked everyone gently, like a garden swing><grown:rocked everyone gently to and fro on the breeze, like a garden swing on a summer evening>

:: companion Crystal Protector
ref: Crystal Protector
species: none

intros:
- <2-3:{companion}, a shiny hero><4-5:{companion}, a hero with a sparkly shield><grown:{companion}, a hero whose crystal shield sparkled with rainbows>
- <little:{companion}, a gentle hero in frosty armour><grown:{companion}, a gentle hero in armour that glittered like frost>
- <little:a kind hero called {companion}><grown:a kind hero called {companion}, with little rainbows dancing all around>
- <little:{companion}, a quiet, kind hero><grown:{companion}, a quiet, kind hero with a heart of clear blue crystal>

moves:
- glided along in a shimmer of rainbow light
- walked softly ahead, crystals chiming with every step
- stepped along on little crystal steps that melted away behind
- sparkled along beside {name}, scattering tiny rainbows
- moved lightly on, shining like a dewdrop in the sun
- walked on, cape glittering like frost at dawn
- tinkled along beside {name}, like a string of tiny bells

sounds:
- a tinkle like tiny bells
- a clear, bright chime
- a sparkling little laugh, like glass beads
- a soft, ringing hum, like a finger round a glass
- a twinkly, tinkly giggle

features:
- rainbow crystal shield
- glittering crystal crown
- shimmery, frost-white cape
- cool, smooth crystal armour

ability light:
- <little:held up a crystal shield that glowed like a lantern><grown:held up the crystal shield, and it glowed like a rainbow lantern>
- <little:made the crystals shine, soft and clear><grown:made the crystals shine, soft and clear, like moonlight in a glass>
- <little:turned the shield and sent starlight sparkling><grown:turned the shield to catch the starlight and sent it sparkling all around>
- lit up the crystal crown like a ring of tiny candles
- <little:breathed on a crystal, and it glowed blue><grown:breathed softly on one small crystal, and it glowed a clear, pale blue>

ability cross:
- built a sparkling bridge of crystal
- <little:laid down crystal stepping stones, one, two, three><grown:laid down crystal stepping stones, one, two, three, for {name} to cross>
- <little:made a rainbow path and held {name's} hand><grown:made a rainbow path across, bright and solid, and held {name's} hand>
- <little:grew a shining rail for {name} to hold><grown:grew a shining crystal handrail beside {name}, all the way across>
- <little:picked {name} up and stepped safely over><grown:picked {name} up in cool, glittering arms and stepped carefully across>

ability find:
- <little:looked in a little crystal and saw what was hidden><grown:held up a little crystal and saw everything hidden reflected inside>
- <little:tilted the shield, and a rainbow pointed to the spot><grown:tilted the shield until a rainbow pointed to just the right spot>
- looked through a clear crystal, which showed what no eye could see
- <little:sprinkled crystal dust, and the hiding place twinkled><grown:sprinkled a pinch of crystal dust, and it twinkled brightest over the hiding place>
- <little:shone a thin beam until something winked back><grown:shone a thin, clear beam into every nook and cranny, until something winked back>

ability lift:
- made crystal steps grow, up and up, to reach the very top
- raised a shining crystal platform, high and steady
- stood on a glittering crystal pillar and reached right up high
- <little:shimmered and grew tall, tall, tall><grown:shimmered and grew taller and taller, until the top was just in reach>
- <little:lifted, slow and careful, without a wobble><grown:lifted slowly and carefully, as if picking up a snowflake, without a single wobble>

ability hush:
- made the crystals hum, soft and low, and everything grew calm
- rang a tiny crystal chime that made the whole night hush
- <little:made a soft glow, like a night-light, and all was still><grown:let a soft rainbow glow spread, gentle as a night-light, until all was still>
- <little:drew a circle in the air, and a hush spread out><grown:drew a slow circle in the air, and a hush spread out like ripples on a pond>
- <little:dimmed the crystals, one by one, and all was calm><grown:dimmed the crystals one by one, like stars closing their eyes, until all was calm>

ability guide:
- sent a little rainbow ahead to show the way
- laid a trail of glittering crystal sparks for {name} to follow
- <little:turned the shield until a rainbow pointed the way><grown:turned the shield this way and that until a rainbow pointed the way>
- <little:raised a clear crystal, and it shone the way><grown:raised a clear crystal that caught the moonlight and shone the way>
- <little:listened until the crystals chimed the right way><grown:turned slowly, listening, until the crystals chimed for the right way>
- went first, and each step left a tiny, glowing crystal for {name}
- <little:gave {name} a crystal that tugged the right way><grown:gave {name} a little crystal to hold, which tugged gently towards the right way>
- <little:peeked at the stars, then led {name} on><grown:peeked at the stars through the clear crystal shield, then nodded and led {name} on>

ability comfort:
- raised a shining crystal shield, like a safe, sparkly bubble
- <little:held out a tiny crystal that glowed like a heart><grown:knelt down and held out a tiny crystal that glowed like a warm heart>
- <little:made a ring of soft rainbows, like a hug><grown:made a ring of soft rainbows all around, like a hug of light>
- made a tiny rainbow dance on the tip of every nose
- held everyone close inside a soft, shimmering glow
- chimed a tiny tune, clear as a bell, until everyone smiled
- <little:pulled a silly face in the shiny shield><grown:held up the shiny shield like a mirror and pulled a silly face until everyone giggled>
- <little:dabbed away tears with a soft, shimmery cape><grown:dabbed away any tears with a corner of the soft, shimmery cape>

:: companion Shadow Ninja
ref: Shadow Ninja
species: none

intros:
- <little:{companion}, a quiet hero><grown:{companion}, a quiet hero who moved as lightly as a moonbeam>
- <2-3:{companion}, a kind, quiet hero><4-5:{companion}, a kind, quiet hero in a blue mask><grown:{companion}, a kind, silent hero in a midnight-blue mask>
- <little:a gentle hero called {companion}><grown:a gentle hero called {companion}, who knew every secret of the dark>
- <little:{companion}, a soft-footed hero><grown:{companion}, a soft-footed hero who could vanish into a shadow and pop out smiling>

moves:
- slipped along as quietly as a shadow
- tiptoed ahead without making a single sound
- flipped, rolled and landed softly beside {name}
- crept along on soft, silent feet
- melted into one shadow and stepped out of the next
- rolled along in a silent somersault and bowed to {name}
- slid from shadow to shadow, as quiet as snowfall

sounds:
- a soft, secret whistle
- a tiny, whispery laugh
- a quiet shh and a wink
- a low, soft hoot, like a night bird
- a gentle click of the fingers

features:
- soft, shadowy cloak
- silky black scarf
- midnight-blue sleeve
- dark, velvety hood

ability lift:
- ran straight up, silent as a cat, and reached the very top
- climbed up high, quick and quiet, finding every foothold
- sprang up high in one soft, silent jump
- <little:stood on one tiptoe and stretched right up><grown:balanced on one tiptoe, light as a feather, and stretched right up high>
- lifted without a sound, smooth and slow as the rising moon

ability cross:
- <little:leapt across and held out a hand for {name}><grown:leapt across in a single, silent spring, and held out a hand for {name}>
- <little:crossed without a splash or a sound><grown:found the hidden stepping places and crossed without a splash or a sound>
- tiptoed across on a thread of shadow, then beckoned {name} over
- <little:taught {name} to cross like a ninja, soft and slow><grown:taught {name} to cross like a ninja, knees soft and arms out wide>
- <little:whispered each step, and {name} crossed over safely><grown:held {name's} hand and counted every step in a whisper, all the way over>

ability find:
- <little:peered into the dark and spotted what was hidden><grown:peered into the dark with sharp, patient eyes and spotted what was hidden>
- listened, still as stone, then pointed to just the right spot
- knew all the secret hiding places, and checked them, one by one
- <little:followed tiny clues that only a ninja would see><grown:crouched low and followed a trail of tiny clues that only a ninja would notice>
- <little:looked under, behind and between, and found the spot><grown:lay down flat and looked under, behind and in between, until the hiding place was found>

ability hush:
- raised one finger, and a soft hush fell over everything
- whispered a quiet shadow-song, and everyone grew still
- <little:spread a soft, dark cloak, and all was quiet><grown:spread a soft, dark cloak like a curtain, and all was calm and quiet>
- <little:sat very still, and every sound went to sleep><grown:sat down cross-legged, still as a pond, and one by one every sound went to sleep>
- <little:smoothed the shadows flat, and the night lay still><grown:smoothed the shadows out, soft and flat like a fresh bedsheet, until everything was calm>

ability guide:
- found the hidden path through the shadows
- <little:knew a secret way and led {name} along it><grown:knew a secret way and led {name} along it, step by silent step>
- <little:went first, then waved {name} on><grown:went first, then waved {name} on with a little flick of the hand>
- showed {name} where to put each foot, quiet and sure
- <little:whispered, "This way," and slipped ahead><grown:whispered, "This way," and slipped ahead without a sound>
- knew which shadows were friendly and led {name} through them
- <little:clicked softly ahead, and {name} followed the clicks><grown:clicked two fingers softly up ahead, and {name} followed the little clicks through the dark>
- <little:gave {name} one end of the scarf and led the way><grown:let {name} hold one end of the silky black scarf and led on, slow and sure>

ability comfort:
- <little:sat close and said the dark was a friend><grown:sat close in the soft dark and said that the dark was a friend>
- <little:knelt down and held out a steady hand><grown:knelt down, eyes smiling behind the mask, and held out a steady hand>
- <little:made a funny shadow puppet with two hands><grown:made a funny shadow puppet with two hands, just to make everyone smile>
- pulled down the mask and gave a big, warm smile
- taught everyone a secret, slow ninja breath, in and out
- stayed close, a quiet shape in the dark, keeping watch
- <little:folded a paper star and gave it away with a bow><grown:folded a tiny paper star, quick and neat, and gave it away with a little bow>
- <little:whispered that even ninjas got scared sometimes><grown:whispered that even ninjas felt a little scared sometimes, and that this was all right>

:: companion Star Voyager
ref: Star Voyager
species: none

intros:
- <2-3:{companion}, a star-sailing hero><4-5:{companion}, a hero with a little silver ship><grown:{companion}, a hero who sailed between the stars in a little silver ship>
- <2-3:{companion}, a smiling hero><4-5:{companion}, a smiling hero with a star-map><grown:{companion}, a smiling hero with a star-map compass and stardust on both boots>
- <little:a kind hero called {companion}><grown:a kind hero called {companion}, who had visited every planet in the sky>
- <little:{companion}, a friendly explorer of the night sky><grown:{companion}, a brave, friendly explorer of the night sky>

moves:
- sailed along, steering by the stars
- strolled ahead, checking the star-map compass
- drifted beside {name} in the little silver ship, low over the ground
- leapt along in long, floaty moon-walk steps
- flew on ahead, a trail of stardust twinkling behind
- rocked along in the silver ship, like a boat at sea
- walked beside {name}, stardust drifting from a starry scarf

sounds:
- a soft ping like a twinkling star
- a cheerful sailor's whistle
- a dreamy hum, like a ship far out at sea
- a happy laugh that made the stardust sparkle
- a gentle beep from the silver compass

features:
- star-map compass
- long, stardust-sprinkled coat
- silver captain's hat
- soft, starry scarf

ability guide:
- drew a shining map across the sky in stardust
- checked the star-map compass and pointed the way
- found the brightest star and steered {name} towards it
- <little:read the star map and led {name} on><grown:unrolled a crinkly star map, found the right way, and led {name} on>
- <little:steered by the North Star, steady and sure><grown:steered by the North Star, steady and sure, with {name} close beside>
- tapped the silver compass, and it beeped and pointed the way
- <little:held {name's} hand and followed the Milky Way><grown:held {name's} hand and followed the Milky Way, like a long, silvery road>
- <little:left glowing boot-prints for {name} to follow><grown:walked ahead, leaving a line of glowing boot-prints for {name} to follow>

ability fly:
- sailed the little silver ship up high to look far ahead
- zoomed up among the stars and peered down at the way ahead
- rose up high, quick as a rocket, to see far and wide
- <little:climbed the ship's tall mast to look far away><grown:climbed right up the silver ship's mast, hand over hand, and looked far, far out>
- <little:looped up high, like a comet, and looked around><grown:looped up high in the ship, bright as a comet, and gazed out at everything below>

ability carry:
- helped {name} into the little silver ship and sailed smoothly on
- took {name} along in the silver ship, gliding low and slow
- swung {name} up into the ship's soft seat and steered gently on
- <little:let {name} steer the ship, slow and safe><grown:let {name} take the ship's big wheel, and together they sailed on>
- <little:held {name} close and floated, like astronauts><grown:held {name} close and floated along, slow and weightless, like two astronauts in space>

ability light:
- held up a lantern full of real starlight
- switched on the silver ship's lamps, soft as a night-light
- scattered a handful of stardust, which glowed all around like tiny stars
- <little:caught a falling star and held it up high><grown:caught a falling star in one hand and held it up, glowing, like a torch>
- <little:opened the long coat, and it shone with stars><grown:opened the long, starry coat, and its lining shone like a whole sky of stars>

ability find:
- looked through a little brass telescope and spotted what was hidden
- <little:watched the compass needle spin, then stop, pointing><grown:followed the needle of the star-map compass, which spun, then stopped, pointing>
- shone the ship's searchlight softly into every corner
- <little:asked the stars, and one winked over the right spot><grown:asked the stars to help, and one of them winked, right above the hiding place>
- <little:sent out a ping and listened for the echo><grown:sent out a gentle ping and listened for the echo from the hiding place>

ability cross:
- steered the little silver ship across, smooth as sailing on air
- lifted {name} into the ship and floated over to the other side
- <little:made a ladder of stardust and climbed across with {name}><grown:threw out a ladder of stardust and climbed across, holding {name's} hand>
- <little:tossed down glowing stars for {name} to step on><grown:tossed down a row of flat, glowing stars, and {name} stepped across from star to star>
- <little:gave {name} moon boots for one big, floaty jump><grown:lent {name} a pair of floaty moon boots, and over {name} bounced, light as thistledown>

ability hush:
- <little:sang a slow, low space song, and all grew calm><grown:sang an old space-sailor's song, slow and low, and everything grew calm>
- dimmed the ship's lamps to a soft, sleepy glow
- <little:pointed out the quietest stars, one by one><grown:pointed out the quietest stars, one by one, until everyone was calm>
- <little:turned off the ship's hum, and all went quiet><grown:turned off the ship's humming engine, and a deep, velvety quiet settled over everything>
- <little:counted down from ten, softer and softer><grown:counted down slowly from ten, like a rocket going to sleep, softer and softer each time>

ability comfort:
- <little:told a happy story about a little lost star><grown:told a short, happy story about a little lost star that found its way home>
- <little:gave a starry smile and a big hug><grown:gave a bright, starry smile and a hug that smelled of stardust>
- <little:pointed up and said the stars were watching over everyone><grown:pointed up and said that the stars were always watching over everyone>
- <little:found a new star and named it Brave><grown:found a tiny new star and named it Brave, just for tonight>
- let everyone peep through a brass telescope at the smiling moon
- said that even the biggest stars started small
- <little:wrapped the starry scarf round, snug and soft><grown:wrapped the soft, starry scarf round everyone, cosy as a blanket of night sky>
- <little:joined up the stars into a smiling face><grown:joined up the stars with one finger until they made a big, smiling face in the sky>
