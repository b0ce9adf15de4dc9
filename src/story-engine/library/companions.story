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
- <little:swooped down low, whoosh><grown:swooped low in a swirl of starlight>
- <little:floated along, cape flapping><grown:floated along, cape rippling like the night sky>
- <little:flew along, leaving stars><grown:flew beside {name}, leaving a trail of tiny, fading stars>
- drifted ahead, boots glowing softly
- <little:zoomed up and round><grown:zoomed up, looped round, and came gently back down>
- <little:hovered along, badge blinking><grown:hovered along, silver star badge blinking>
- <little:rode a moonbeam along><grown:drifted along on a soft beam of moonlight>

sounds:
- <little:a soft rocket hum><grown:a soft hum like a faraway rocket>
- a bright, starry laugh
- <little:a gentle, starry whoosh><grown:a gentle whoosh, like a shooting star>
- <little:a happy little beep><grown:a happy little beep from a silver star badge>
- <little:a deep, calm hum><grown:a deep, calm hum, like the moon humming to itself>

features:
- shimmering starry cape
- soft, star-speckled sleeve
- silvery, floating hair
- silver star badge

ability light:
- <little:let starlight spill out><grown:held up one hand, and soft starlight spilled all around>
- <little:raised a shining shield><grown:raised a moon-bright shield that lit up the dark>
- <little:made the starry cape glow><grown:let the starry cape glow, and a thousand tiny stars lit the way>
- <little:pulled down a moonbeam><grown:pulled down a long ribbon of moonlight, and it curled around everything, glowing>
- <little:tossed up twinkly stars><grown:tossed a handful of tiny stars into the air, where they hung and twinkled>

ability fly:
- <little:flew up high to look><grown:rose up high into the sky to look far and wide>
- <little:zoomed up, up, up><grown:zoomed up, up, up above everything and looked all around>
- <little:shot up like a star><grown:soared high, a streak of starlight, to see what lay ahead>
- <little:circled round, high up><grown:circled slowly overhead, cape spread wide, and peered far into the distance>
- <little:climbed up a moonbeam><grown:climbed the sky on a ladder of moonbeams and gazed out over the sleeping land>

ability carry:
- <little:scooped {name} up and flew><grown:scooped {name} up and flew, soft and slow, through the air>
- <little:held {name's} hand and floated><grown:held {name's} hand and floated along with {them}, high over everything>
- <little:carried {name} in the cape><grown:wrapped {name} in a starry cape and carried {them} gently along>
- <little:let {name} ride the shield><grown:let {name} ride on the round, shining shield, like a little flying boat>
- <little:gave {name} a shoulder ride><grown:set {name} up on strong, starry shoulders and sailed slowly through the night air>

ability lift:
- <little:floated up on starlight><grown:floated up high on a cushion of starlight and reached out with careful hands>
- <little:lifted with gentle, glowing hands><grown:lifted with gentle, glowing hands that made heavy things as light as stars>
- <little:reached up on a moonbeam><grown:reached up high, higher than high, on a beam of moonlight>
- <little:stretched up on a star><grown:stood on tiptoe on a little floating star and stretched right up to the top>
- <little:rose up, like the moon><grown:hovered up, slow and steady as a rising moon, until the top was in easy reach>

ability find:
- <little:spotted it with starry eyes><grown:scanned everything with star-bright eyes and spotted what was hidden>
- <little:lit up the right spot><grown:held up the moon-bright shield, and its light picked out just the right spot>
- <little:listened, and the stars told><grown:listened to the hum of the stars until they whispered where to look>
- <little:followed the stardust to it><grown:followed a faint, glittering trail of stardust to where the lost thing was hiding>
- <little:found it with silver light><grown:swept a soft silver beam slowly to and fro until something sparkled back>

ability hush:
- <little:hummed a soft star song><grown:hummed the soft, slow song of the stars, and everything went quiet>
- <little:spread the starry cape wide><grown:spread a starry cape wide, like a little piece of night sky, and all was calm>
- <little:whispered, "Hush, hush"><grown:whispered, "Hush now," in a voice like moonlight>
- <little:made the cape go dim><grown:dimmed the starry cape to a soft, sleepy glow, and everything settled down>
- <little:counted stars, one, two, three><grown:counted the stars out loud, slower and softer, until everything lay still>

ability guide:
- <little:drew an arrow of light><grown:drew a glowing arrow in the air to show the way>
- <little:led {name} by the stars><grown:read the stars like a map and led {name} on>
- <little:flew ahead for {name}><grown:flew ahead, a bright little star for {name} to follow>
- <little:sent a shooting star ahead><grown:sent a small shooting star zipping ahead to show the way>
- <little:went first, glowing, for {name}><grown:went first, glowing like a little moon, so {name} could see every step>
- <little:swooped down to lead {name}><grown:flew up, looked once, and swooped down to lead {name} on>
- <little:laid stars for {name's} feet><grown:laid a path of little glowing stars on the ground, one for each of {name's} steps>
- <little:followed the badge with {name}><grown:held the silver star badge up high until it blinked green, then set off that way with {name}>

ability comfort:
- <little:gave a warm starlight hug><grown:raised a glowing shield of starlight, warm as a hug>
- <little:wrapped everyone in the cape><grown:wrapped everyone in a soft, starry cape>
- <little:smiled a calm, starry smile><grown:knelt down and smiled a calm, starry smile until the worry drifted away>
- <little:made a tiny star glow><grown:made a tiny star glow in cupped hands, until everyone smiled>
- <little:said heroes feel small too><grown:said, very kindly, that even heroes feel small sometimes, and that is all right>
- <little:gave a starry wink><grown:gave a starry wink and a thumbs-up that made everyone grin>
- <little:told a little comet story><grown:sat close and told a slow, happy story about a little comet who found its way home>
- <little:held out a warm hand><grown:held out a warm, glowing hand to hold for as long as it was needed>

:: companion Lightning Warrior
ref: Lightning Warrior
species: none

intros:
- <little:{companion}, a speedy hero full of sparks><grown:{companion}, a speedy hero who crackled with friendly sparks>
- <little:{companion}, a quick, cheerful hero><grown:{companion}, a quick, cheerful hero with lightning-bolt boots>
- <little:a bright-eyed hero called {companion}><grown:a bright-eyed hero called {companion}, who could run faster than a thunderclap>
- <2-3:{companion}, a sparkly hero><4-5:{companion}, a hero with sparkly blue hair><grown:{companion}, a hero with sparkly blue hair that stood up like a dandelion clock>

moves:
- <little:zipped along in a flash><grown:zipped along in a flicker of light>
- <little:dashed ahead and back><grown:dashed ahead and dashed back again, quick as a blink>
- <little:zigzagged along, fizz, fizz><grown:zigzagged beside {name}, sparks fizzing at every step>
- <little:jogged on sparky boots><grown:jogged along on crackling blue boots>
- <little:skipped ahead, leaving sparks><grown:skipped ahead, leaving little sparks like fireflies>
- <little:hopped along, all crackly><grown:hopped along, hair crackling and boots sparkling>
- <little:walked slowly by {name}><grown:slowed right down to walk by {name}, sparks twinkling>

sounds:
- a cheerful crackle and zap
- a fizzy, sparkling laugh
- <little:a soft thunder rumble><grown:a soft, friendly rumble, like thunder far away>
- a quick little zing
- a happy, buzzy hum

features:
- bright yellow cape
- sparkly blue hair
- zigzag-striped sleeve
- lightning-bolt badge

ability light:
- <little:made a soft, bright flash><grown:lit up the dark with a gentle flash of lightning>
- <little:snapped, and a light glowed><grown:snapped two fingers, and a little ball of lightning glowed like a lamp>
- <little:made both hands glow blue><grown:let a soft, blue glow fizz from both hands>
- <little:made the badge shine bright><grown:made the lightning-bolt badge shine out like a torch, bright and blue>
- <little:ran until the boots glowed><grown:ran on the spot, faster and faster, until the blue boots glowed like two lanterns>

ability find:
- <little:zipped here, there, everywhere><grown:zipped here, there and everywhere, looking in every corner, all in a blink>
- <little:zoomed round and found it><grown:zoomed round in a crackling circle until the sparks jumped to just the right spot>
- <little:sent sparks to find it><grown:sent tiny sparks skipping over the ground until one of them stopped and glowed>
- <little:let the sparky hair point><grown:crouched low, and the sparky blue hair twitched and pointed right at the hidden spot>
- <little:flashed, and something glinted><grown:gave one quick, bright flicker, and something hidden glinted back from the dark>

ability cross:
- <little:made a blue light bridge><grown:threw a crackling bridge of blue light from one side to the other>
- <little:zipped {name} over, quick, quick><grown:zipped over and back so fast that {name} hardly saw it happen>
- <little:whooshed over with {name}><grown:took {name's} hand, and whoosh, they were across in a flash>
- <little:made sparky steps for {name}><grown:made a row of glowing sparks, steady as stepping stones, and held {name's} hand on every hop>
- <little:slid {name} over, whee><grown:made a long, smooth slide of blue light, and down slid {name}, whee, safe on the other side>

ability carry:
- <little:scooped {name} up and zoomed><grown:scooped {name} up and zoomed along in a fizz of sparks>
- <little:gave {name} a speedy piggyback><grown:gave {name} a speedy piggyback, quick as a blink>
- <little:zipped {name} along, whoosh><grown:took {name's} hand, and they zipped along together in a streak of light>
- <little:gave {name} a shoulder ride><grown:swung {name} up onto crackly shoulders and ran on, smooth and steady as a train>
- <little:held {name} close and ran><grown:cradled {name} in both arms and sped along, soft and quick as a summer breeze>

ability hush:
- <little:let the sparks go soft><grown:let the sparks go soft and slow, like sleepy fireflies, until all was calm>
- <little:hummed a soft thunder hum><grown:hummed very softly, like thunder rolling far, far away>
- <little:sat very, very still><grown:sat very still for once, and the quiet spread all around>
- <little:smoothed the sparky hair flat><grown:smoothed the crackly blue hair down flat, and a soft hush fell all around>
- <little:hushed the fizzy boots><grown:tapped the crackling boots together, and their fizz faded to a whisper until all was quiet>

ability guide:
- <little:showed the way, dash, dash><grown:dashed ahead to look and dashed back to show the way>
- <little:drew a zigzag for {name}><grown:drew a glowing zigzag on the ground for {name} to follow>
- <little:left a trail of sparks><grown:zipped along in front, leaving a trail of sparks to follow>
- <little:found the way for {name}><grown:whizzed ahead, found the way, and was back before {name} could blink>
- <little:left fizzy footprints for {name}><grown:left glowing footprints that fizzed for {name} to follow>
- <little:pointed the way with sparks><grown:pointed the way with a finger full of friendly blue sparks>
- <little:bounced a spark for {name}><grown:sent one friendly spark bouncing ahead like a ball, and {name} followed where it bounced>
- <little:steered {name} round each bend><grown:kept a hand on {name's} shoulder and steered {them} gently round every bend>

ability comfort:
- <little:made a soft, little glow><grown:sat down close and made a little glow, soft and friendly>
- <little:gave a quick, fizzy hug><grown:gave a quick, warm hug that fizzed with happiness>
- <little:made sparks dance like fireflies><grown:made the tiniest sparks dance like fireflies until the worry was gone>
- <little:made pink and gold sparks><grown:made the sparks twinkle pink and gold until everyone smiled>
- <little:gave a fizzy high five><grown:gave a fizzy, tingly high five that chased the worry off>
- <little:glowed like a night-light><grown:glowed soft and blue, like a friendly night-light, and stayed close>
- <little:told a sneezy cloud joke><grown:told a silly joke about a cloud that sneezed out thunder, until the worry turned into giggles>
- <little:drew a sparkly smiley face><grown:traced a big, twinkly smiley face in the air, and it winked back>

:: companion Nature Guardian
ref: Nature Guardian
species: none

intros:
- <2-3:{companion}, a leafy hero><4-5:{companion}, a hero in a leafy cloak><grown:{companion}, a hero in a cloak of leaves who could talk to trees and flowers>
- <2-3:{companion}, a smiley hero><4-5:{companion}, a hero with a daisy crown><grown:{companion}, a gentle hero with a daisy crown and muddy, friendly boots>
- <little:a kind hero called {companion}><grown:a kind hero called {companion}, who smelled of rain and fresh-cut grass>
- <little:{companion}, a smiling hero><grown:{companion}, a smiling hero whose footsteps made tiny flowers grow>

moves:
- <little:stepped along, and flowers opened><grown:stepped lightly along as flowers opened all around>
- <little:walked softly, rustle, rustle><grown:walked softly on, leaves rustling like a whisper>
- <little:strode on in mossy boots><grown:strode along in mossy boots, and the grass stood up to say hello>
- <little:skipped along, growing green shoots><grown:skipped ahead, and little green shoots peeped up in every footprint>
- <little:drifted along in petals><grown:drifted along in a swirl of falling petals>
- <little:strolled on, smelling of flowers><grown:strolled along, and the breeze smelled of blossom>
- <little:tiptoed along, quiet as leaves><grown:tiptoed along beside {name}, quiet as falling leaves>

sounds:
- <little:a leafy rustle><grown:a rustle like wind in the leaves>
- a soft, birdsong whistle
- <little:a laugh like rain><grown:a warm laugh like rain on leaves>
- <little:a low, creaky tree hum><grown:a low, creaky hum, like an old oak tree>
- <little:a cheerful robin chirrup><grown:a cheerful chirrup, like a robin in spring>

features:
- cloak of living leaves
- daisy crown
- soft, mossy sleeve
- leafy green hair

ability light:
- <little:made the glow-worms shine><grown:whispered to the glow-worms, and they lit up all around>
- <little:let glowing fireflies out><grown:opened one hand, and a cloud of fireflies rose up, glowing softly>
- <little:made the moonflowers shine><grown:asked the moonflowers to open, and they shone a pale, gentle light>
- <little:made the moss glow green><grown:brushed the moss with one hand, and it began to glow a soft, silvery green>
- <little:made the daisy crown shine><grown:let the daisy crown light up, each little flower shining like a tiny star>

ability lift:
- <little:called up a curly vine><grown:called up a curling vine that lifted, gentle and slow>
- <little:grew a vine, up, up><grown:made a green vine grow up, up, up, right to the very top>
- <little:sent up a tall beanstalk><grown:sent up a twisting beanstalk that reached higher than high>
- <little:asked a tree to lift><grown:whistled, and a kind young tree lowered its branches, then slowly raised them up high>
- <little:grew steps of big leaves><grown:grew a springy staircase of big, flat leaves and climbed it, all the way up>

ability cross:
- <little:made a bridge of leaves><grown:asked the vines to weave a bridge of leaves>
- <little:grew toadstool steps for {name}><grown:grew a row of giant toadstools, like stepping stones, for {name} to hop across>
- <little:walked {name} over on roots><grown:grew a bridge of roots, twisty and strong, and walked {name} over>
- <little:led {name} over a log><grown:rolled an old, mossy log gently into place and led {name} over it, step by step>
- <little:bent reeds for {name}><grown:bent the tall reeds together into a soft, springy path and stayed beside {name} all the way over>

ability find:
- <little:asked the busy bees><grown:asked the birds and the bees, and they knew exactly where to look>
- <little:listened to the grass><grown:knelt down and listened to the grass, which whispered where to look>
- <little:asked the little worms><grown:asked the little worms under the soil, who knew everything that was hidden>
- <little:watched the flowers turn><grown:watched the flowers, which slowly turned their faces towards what was hidden>
- <little:followed the dandelion seeds><grown:blew a dandelion clock, and its fluffy seeds floated down right onto the hidden spot>

ability warm:
- <little:wrapped everyone in warm moss><grown:wrapped everyone in a blanket of soft, warm moss>
- <little:made a warm leafy nest><grown:made a nest of dry, warm leaves to snuggle into>
- <little:shared the warm, leafy cloak><grown:shared the cloak of leaves, snug and warm as a summer day>
- <little:puffed out warm, sunny air><grown:cupped both hands, and out came a puff of air as warm as a sunny windowsill>
- <little:tucked everyone in warm hay><grown:piled up soft, sun-warmed hay, sweet-smelling and snug, and tucked everyone in>

ability hush:
- <little:whispered to the sleepy leaves><grown:whispered to the wind, and the leaves began a soft, sleepy hush>
- <little:hummed a slow tree song><grown:hummed an old tree song, slow and deep, and everything grew calm>
- <little:scattered soft, sleepy petals><grown:scattered a few soft petals, and a sleepy quiet settled all around>
- <little:stroked the grass quiet><grown:stroked the long grass flat, and the whole place grew still and quiet>
- <little:breathed out a sleepy smell><grown:breathed out slowly, and a sleepy smell of lavender drifted all around>

ability guide:
- <little:asked the trees to point><grown:asked the trees, and they pointed their branches the right way>
- <little:followed the little flowers><grown:followed a trail of little flowers that popped up to show the way>
- <little:led {name} by the moss><grown:read the moss and the wind like a map and led {name} on>
- <little:lit little flowers for {name}><grown:made tiny white flowers open along the way, glowing, for {name} to follow>
- <little:felt the roots, and knew><grown:touched the ground, felt the roots, and knew the way>
- <little:floated a leaf for {name}><grown:sent a single leaf floating ahead on the breeze, and {name} followed it>
- <little:opened the ferns for {name}><grown:parted the ferns with both hands, and a soft green path opened up for {name}>
- <little:grew an arrow for {name}><grown:pressed an acorn into the earth, and up sprang a green shoot, curling like an arrow to show {name} the way>

ability comfort:
- <little:made a little daisy grow><grown:made a little daisy bloom, right there, just to say all would be well>
- <little:hummed like buzzy bees><grown:knelt down close and hummed like bees on a sunny day>
- <little:gave a leafy hug><grown:wrapped everyone in a soft cloak of leaves, like a hug from a tree>
- <little:gave everyone a lucky daisy><grown:tucked a little daisy behind an ear, just for luck>
- <little:told a little seed story><grown:told a story about a tiny seed that grew, bit by bit, into a great, brave tree>
- <little:held everyone close and warm><grown:held everyone close, and it felt like sunshine through leaves>
- <little:shared a tiny strawberry><grown:made a tiny wild strawberry grow, ripe and sweet, and shared it with a smile>
- <little:rocked everyone like a nest><grown:rocked everyone gently to and fro, like a nest swaying on a branch in the breeze>

:: companion Time Traveler
ref: Time Traveler
species: none

intros:
- <2-3:{companion}, a tick-tock hero><4-5:{companion}, a hero with a silver watch><grown:{companion}, a hero with a ticking silver watch that could pause a moment>
- <2-3:{companion}, a kind hero><4-5:{companion}, a hero in a long coat><grown:{companion}, a cheerful hero in a long coat with pockets full of clocks>
- <little:a kind hero called {companion}><grown:a kind hero called {companion}, who had been to tomorrow and come back to say it was lovely>
- <little:{companion}, a twinkly hero><grown:{companion}, a twinkly hero who had travelled through a hundred yesterdays>

moves:
- <little:strolled along, tick, tock><grown:strolled along, coat swishing, watch ticking>
- <little:blinked ahead and grinned><grown:blinked ahead to the next moment and waited with a grin>
- <little:stepped along, all shimmery><grown:stepped along in a soft shimmer, just a little ahead of time>
- <little:hummed a tick-tock tune><grown:walked beside {name}, humming a tick-tock tune>
- <little:appeared ahead in a swirl><grown:appeared a few steps ahead in a swirl of golden clock hands>
- <little:jingled along, clocks ticking><grown:jingled along, pockets full of ticking clocks>
- <little:popped up early, smiling><grown:popped up beside {name} a moment early, smiling>

sounds:
- a gentle tick-tock
- <little:a cheerful little chime><grown:a cheerful little chime, like a clock striking one>
- <little:a soft, whirry hum><grown:a soft whirr of tiny golden cogs>
- <little:a warm, echoey laugh><grown:a warm laugh that seemed to echo from tomorrow>
- a tinkly, cuckoo-clock giggle

features:
- ticking silver watch
- long, swishy coat
- patchwork waistcoat
- golden clock-face badge

ability light:
- <little:opened the glowing watch><grown:opened the silver watch, and a soft golden light spilled out>
- <little:borrowed light from yesterday><grown:borrowed a little light from yesterday's sunset>
- <little:held up a glowing clock><grown:held up a glowing clock face, round and bright as the moon>
- <little:let glowing clocks float out><grown:unbuttoned a coat pocket, and out floated tiny clocks that glowed like lanterns>
- <little:made the gold badge shine><grown:polished the golden badge with a sleeve until it shone like a small sun>

ability find:
- <little:turned back time to look><grown:wound the watch back a few minutes to see exactly where to look>
- <little:peeked into the past><grown:peeked into the past, just for a blink, and knew exactly where to look>
- <little:listened for the tick, tick><grown:listened to the watch, which ticked faster and faster near just the right spot>
- <little:peered through magic glasses><grown:put on a pair of old brass spectacles that saw through shadows, and peered all around>
- <little:followed the glowing footprints><grown:made the footprints from earlier glow gold, and followed them to what was hidden>

ability cross:
- <little:stepped through a time door><grown:opened a little door in time and stepped through to the other side>
- <little:skipped across with {name}><grown:took {name's} hand and skipped to one minute later, safe on the other side>
- <little:slowed time for {name}><grown:slowed everything right down so {name} could cross, one careful step at a time>
- <little:hopped {name} over, tick, tock><grown:held {name's} hand, hopped over on the tick, and landed softly on the tock>
- <little:walked {name} over old stones><grown:brought back a little stone bridge from long, long ago, and walked {name} across it>

ability lift:
- <little:reached up while time waited><grown:reached up high while the world waited, still as a photograph>
- <little:paused the clock and climbed><grown:paused the clock, climbed up in no time at all, and reached right to the top>
- <little:stopped time and reached up><grown:slowed the world to a stop and reached up high, nice and easy>
- <little:pulled out a pocket ladder><grown:pulled a folding ladder out of one deep coat pocket and climbed right up>
- <little:rode a clock up high><grown:stood on a golden clock face that rose up, tick by tick, to the very top>

ability hush:
- <little:paused the clock for quiet><grown:paused the clock for one calm, quiet moment>
- <little:made time soft and slow><grown:made the moment last a little longer, slow and soft and still>
- <little:set the watch to sleepy><grown:turned the watch to its sleepiest setting, and everything slowed and hushed>
- <little:rang a soft bedtime chime><grown:rang a tiny bedtime chime, soft as a spoon on a teacup, and everything went quiet>
- <little:hushed every ticking clock><grown:quietened every little clock in the long coat, one by one, until all was still>

ability guide:
- <little:remembered and led {name} on><grown:remembered the way from tomorrow and led {name} on>
- <little:peeked ahead and led on><grown:peeked ahead to the next minute and came back to show the way>
- <little:followed the pointing watch><grown:followed the hands of the silver watch, which pointed the right way like a compass>
- <little:tapped the watch and went><grown:tapped the silver watch twice and strode off the right way>
- <little:waited a tick for {name}><grown:went a minute ahead, then came back a tick later for {name}>
- <little:knew the way from Tuesday><grown:remembered the way from the last time, which was next Tuesday>
- <little:followed a map with {name}><grown:unfolded a map that was a hundred years old and followed its dotted line with {name}>
- <little:left golden sand for {name}><grown:tipped up a little hourglass, and its golden sand trickled out a trail for {name}>

ability comfort:
- <little:stopped time for a hug><grown:paused the clock so there was all the time in the world for a hug>
- <little:said tomorrow would be lovely><grown:knelt down and said, gently, that tomorrow would be a lovely day>
- <little:let the watch tick softly><grown:sat close and let the watch tick slowly, steady as a heartbeat, until the worry passed>
- <little:called this a happy moment><grown:said this was a good moment, one to keep for ever>
- <little:let everyone hear the tick><grown:let everyone listen to the slow, friendly tick of the watch>
- <little:told of happy tomorrows><grown:told of all the happy tomorrows still to come>
- <little:played a tiny watch tune><grown:opened the watch lid, and a tiny tune played inside, soft as a lullaby>
- <little:told a funny cake story><grown:told a funny story from long ago, about a king who sat on his own birthday cake>

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
- <little:floated just off the ground><grown:drifted beside {name}, feet just above the ground>
- <little:glided ahead, cape still><grown:glided ahead, purple cape barely moving>
- <little:walked slowly, eyes half closed><grown:walked slowly along, eyes half closed, listening>
- <little:floated on, sitting on air><grown:hovered on, cross-legged, as if sitting on a cushion of air>
- <little:drifted on, thinking happy thoughts><grown:floated along, thinking quiet, happy thoughts>
- <little:drifted on, glowing purple><grown:drifted on beside {name}, circlet glowing a soft purple>

sounds:
- a soft, thoughtful hum
- <little:a small, huggy laugh><grown:a small, kind laugh that felt like a hug>
- <little:a gentle little chime><grown:a gentle chime, like a thought landing softly>
- <little:a soft, papery sigh><grown:a soft sigh, like a page turning>
- a warm, knowing chuckle

features:
- glowing purple circlet
- soft purple cape
- silvery hair
- cool, velvety sleeve

ability lift:
- <little:lifted with one calm thought><grown:lifted with a single calm thought, as easy as blowing a bubble>
- <little:made things float like bubbles><grown:reached up with a quiet mind and made things float, light as soap bubbles>
- <little:made heavy things feather-light><grown:held out both hands and hummed, and heavy things grew as light as feathers>
- <little:rose up like a balloon><grown:rose gently into the air, like a balloon on a string, and reached right to the top>
- <little:reached high with a thought><grown:stretched out a long, glowing thought, like a soft purple arm, higher than a house>

ability light:
- <little:made the circlet glow><grown:made the purple circlet glow like a little lamp>
- <little:thought a happy, glowing thought><grown:thought of something happy, and a soft glow spread all around>
- <little:cupped a gentle light><grown:cupped both hands and filled them with a gentle, thinking light>
- <little:dreamed up a purple moon><grown:imagined a round purple moon, and there it was, shining overhead like a night-light>
- <little:hung up glowing thoughts><grown:hung tiny glowing thoughts in the air, one after another, like stars on strings>

ability find:
- <little:closed both eyes and knew><grown:closed both eyes, listened very hard, and knew exactly where to look>
- <little:felt a tug and followed><grown:felt a tiny tug in the mind, like a thread, and followed it>
- <little:touched the circlet and saw><grown:touched the glowing circlet and saw, just for a moment, what was hidden>
- <little:asked without words, and knew><grown:asked a gentle question without saying a word, and a tiny answer floated back>
- <little:thought hard, and it glowed><grown:pictured the lost thing very clearly, until a faint purple glow showed where it was>

ability hush:
- <little:sent out a calm thought><grown:sent out a calm, quiet thought, and everyone breathed slow and soft>
- <little:hummed, and thoughts settled><grown:hummed a thinking hum, and all the busy thoughts settled like snow>
- <little:whispered, "Breathe in, breathe out"><grown:whispered, very softly, "Breathe in, breathe out," and everything grew calm>
- <little:drew a slow, dreamy circle><grown:drew a slow, soft circle in the air, and the whole place went dreamy and still>
- <little:let the circlet fade><grown:let the purple circlet fade, and every little sound tiptoed away>

ability carry:
- <little:lifted {name} with a thought><grown:lifted {name} gently with a thought, and they floated along together>
- <little:floated {name} on air><grown:made a cushion of air for {name} to sit on and drift along>
- <little:floated up with {name}><grown:took {name's} hand, and they both rose up and floated softly on>
- <little:put {name} on a cloud><grown:sat {name} on a soft purple cloud and steered it gently along with a thought>
- <little:flew {name} on the cape><grown:spread the purple cape flat, like a magic carpet, and glided along with {name} on board>

ability guide:
- <little:listened, and felt the way><grown:listened to the quiet of the night and felt which way to go>
- <little:felt the way for {name}><grown:felt the right way like a warm tug and led {name} on>
- <little:sent a glowing thought ahead><grown:sent a small, glowing thought drifting ahead to show the way>
- <little:closed both eyes and pointed><grown:closed both eyes, felt for the way, and pointed>
- <little:glowed a path for {name}><grown:thought of a map, and a faint purple path glowed ahead for {name}>
- <little:hummed, and {name} followed><grown:floated on ahead, humming, so {name} could follow the hum>
- <little:shared the way with {name}><grown:shared a picture of the way ahead, and suddenly {name} knew it too>
- <little:whispered left, right, for {name}><grown:whispered each turn in a quiet, sing-song voice, left, then right, with {name} close behind>

ability comfort:
- <little:sent a brave, kind thought><grown:sent out a calm, kind thought that made everyone feel brave>
- <little:made the worry smaller><grown:listened to the worry, nodded, and made it feel much smaller>
- <little:said just the right thing><grown:knelt down and said, very gently, exactly the right thing>
- <little:thought of a happy place><grown:helped everyone picture a warm, safe, happy place>
- <little:shared a warm, happy thought><grown:shared a happy thought that felt warm, like a sip of cocoa>
- <little:said worries float away><grown:said that worries are like clouds and always float away>
- <little:made a glowing heart><grown:made a small, glowing heart appear, soft and pink, for everyone to hold>
- <little:told about a sunny day><grown:remembered the happiest day out loud, with all its sunshine and ice cream, until everyone smiled>

:: companion Solar Knight
ref: Solar Knight
species: none

intros:
- <little:{companion}, a hero in glowing armour><grown:{companion}, a hero in armour that glowed like a sunrise>
- <2-3:{companion}, a gentle knight><4-5:{companion}, a gentle knight with a sunny shield><grown:{companion}, a gentle knight with a sunburst shield and a warm, wide smile>
- <little:a kind hero called {companion}><grown:a kind hero called {companion}, who carried a little piece of the sun>
- <little:{companion}, a tall, kind knight><grown:{companion}, a tall, kind knight whose armour was warm to touch>

moves:
- <little:marched along, all golden><grown:marched along, armour glowing warm and gold>
- <little:strode ahead, clink, clink><grown:strode ahead, each step clinking softly>
- <little:walked along, warm and sunny><grown:walked beside {name}, shining like a small, friendly sun>
- <little:clanked along, cloak glowing><grown:clanked cheerfully along, cloak glowing like embers>
- <little:left warm, golden footprints><grown:stepped lightly along, leaving warm, golden footprints>
- <little:strolled on, humming a march><grown:strolled on, armour gleaming, humming a marching song>
- <little:clinked along, warm as summer><grown:clinked along beside {name}, warm as a summer evening>

sounds:
- a bright, ringing chime
- a warm, golden laugh
- <little:a cheerful armour clink><grown:a cheerful clink of shining armour>
- <little:a soft, sunny hum><grown:a soft, glowing hum, like a sunny afternoon>
- <little:a big, echoey chuckle><grown:a hearty chuckle that echoed inside the helmet>

features:
- warm, golden cloak
- sun-warm armour
- bright, feathery plume
- sunburst shield

ability light:
- <little:shone a warm sunbeam><grown:shone a warm beam of sunshine into the dark>
- <little:lifted the shining shield><grown:lifted the sunburst shield, and golden light poured out like morning>
- <little:glowed bright like sunrise><grown:glowed brighter and brighter, like a sunrise in a hurry>
- <little:opened the helmet, and shone><grown:opened the golden visor, and warm sunlight spilled out>
- <little:made the feather glow><grown:set the feathery plume glowing like a tall, golden candle>

ability warm:
- <little:glowed, warm as summer><grown:glowed as warm as a summer afternoon>
- <little:held out warm hands><grown:held out two glowing hands, warm as toast>
- <little:wrapped the sunny cloak round><grown:wrapped a sun-warm cloak round, snug and golden>
- <little:spread warm sunshine><grown:spread a patch of sunshine, warm as a picnic rug>
- <little:breathed out warm, golden breath><grown:breathed out a slow, golden breath, warm as bread from the oven>

ability lift:
- <little:reached up with strong arms><grown:reached up high with strong, shining arms>
- <little:lifted with one golden hand><grown:lifted with one steady, golden hand, as easy as picking a daisy>
- <little:stood tiptoe and reached high><grown:stood tall on tiptoe, armour clinking, and reached right to the top>
- <little:stretched up very tall><grown:stretched up so tall that the plume brushed the top>
- <little:pulled up, hand over hand><grown:hoisted slowly, hand over hand, like raising a flag at dawn>

ability carry:
- <little:lifted {name} onto golden shoulders><grown:lifted {name} up onto broad, golden shoulders>
- <little:carried {name}, warm and safe><grown:carried {name} in strong arms, warm and safe as a sunny day>
- <little:scooped {name} into the cloak><grown:scooped {name} up in a warm, golden cloak and strode on, steady and strong>
- <little:gave {name} a clinky piggyback><grown:gave {name} a piggyback, armour jingling gently with every stride>
- <little:gave {name} a horsey ride><grown:swung {name} up for a ride, as steady as a knight's good horse>

ability cross:
- <little:made a bridge of sunbeams><grown:laid down a bridge of bright, warm sunbeams, strong enough to walk on>
- <little:crossed first, then fetched {name}><grown:stepped across first, glowing, to show where it was safe, then came back for {name}>
- <little:shone a golden path across><grown:held up the sunburst shield, and a golden path shone out across the way>
- <little:lit safe steps for {name}><grown:lit up each safe place to step, so {name} could hop across>
- <little:strode over, holding {name}><grown:took one giant, careful stride across, holding {name} safe and snug>

ability guide:
- <little:shone a beam ahead><grown:shone a golden beam ahead, like a path of morning light>
- <little:glowed ahead for {name}><grown:marched in front, glowing, so {name} could follow the light>
- <little:led on, like a lantern><grown:held up the shield like a lantern and led the way>
- <little:lit the way in gold><grown:tilted the sunburst shield, and the way ahead lit up in gold>
- <little:went first, and {name} followed><grown:went first, warm and bright, and {name} followed the glow>
- <little:marched off towards the sunrise><grown:knew just where the sun would rise, and marched that way>
- <little:bowed, and led {name} on><grown:bowed low, like a knight in a storybook, and showed {name} the way>
- <little:took {name's} hand and walked><grown:took {name's} hand and walked on, one sunny step at a time>

ability comfort:
- <little:gave a gentle, clinky hug><grown:knelt down, warm and golden, and gave a gentle, clinky hug>
- <little:glowed like sun after rain><grown:glowed softly, like the sun peeping out after rain>
- <little:said morning always comes><grown:said, kindly, that every night ends in a morning>
- <little:made a tiny sunrise><grown:made a little sunrise in cupped hands, just for everyone>
- <little:smiled the warmest smile><grown:took off the shining helmet and smiled the warmest smile there was>
- <little:glowed like a cosy fire><grown:sat close and glowed like a cosy fire on a winter night>
- <little:drew a smiling sun><grown:drew a smiling sun in the air with one glowing finger>
- <little:sang a soft sunflower song><grown:sang a soft song about sunflowers turning to find the sun>

:: companion Wind Rider
ref: Wind Rider
species: none

intros:
- <2-3:{companion}, a breezy hero><4-12:{companion}, a hero who surfed on the breeze>
- <2-3:{companion}, a laughing hero><4-5:{companion}, a laughing hero with a silver scarf><grown:{companion}, a laughing hero with a silver scarf that never stopped fluttering>
- <little:a breezy, smiling hero called {companion}><grown:a breezy, smiling hero called {companion}, with wind-tangled hair>
- <little:{companion}, a swift, kind hero><grown:{companion}, a swift, kind hero who could ride any wind in the world>

moves:
- <little:whooshed along on a breeze><grown:whooshed along on a friendly breeze>
- <little:swirled round like a leaf><grown:swooped and swirled around {name} like a leaf in the wind>
- <little:rode a soft gust><grown:rode a soft gust just above the ground>
- <little:drifted ahead, scarf streaming><grown:drifted ahead, scarf streaming out behind>
- <little:twirled up and floated down><grown:twirled up high and floated back down, light as a dandelion seed>
- <little:sailed along on warm air><grown:sailed along on a puff of warm air>
- <little:floated along, scarf waving><grown:floated along beside {name}, scarf waving hello to everything>

sounds:
- <little:a soft, sighing whoosh><grown:a soft whoosh like a sigh of wind>
- a breezy, whistling laugh
- <little:a long, low whistle><grown:a long, low whistle, like wind in a chimney>
- a happy whoop
- a gentle, fluttery hum

features:
- swirling silver scarf
- wind-tangled hair
- billowing blue cloak
- feather-light sleeve

ability fly:
- <little:rode the wind up high><grown:rode the wind up high to look far and wide>
- <little:spun up into the sky><grown:spun up into the sky, higher than the chimney pots, and looked all around>
- <little:soared up on a gust><grown:soared up on a gust, round and round, to see the whole way ahead>
- <little:zipped up high and looked><grown:zipped up high, quick as a whistle, and gazed far, far away>
- <little:swirled up, up, up><grown:spiralled up and up on a curl of wind, until everything below looked tiny>

ability carry:
- <little:blew {name} gently along><grown:called up a gentle wind to carry {name} along>
- <little:lifted {name} on a breeze><grown:scooped {name} up on a soft cushion of breeze>
- <little:floated {name} like a feather><grown:took {name's} hand, and the wind carried them both, light as feathers>
- <little:surfed along, holding {name}><grown:held {name} snug and surfed along on the wind, smooth as a wave>
- <little:gave {name} a cloud seat><grown:patted a puff of cloud into a soft seat, and {name} rode along on it>

ability lift:
- <little:lifted with a gentle breeze><grown:whistled up a breeze that lifted, slow and gentle, like a kite>
- <little:floated up on a whirl><grown:floated up high on a little whirl of wind and reached right to the top>
- <little:sent a strong puff upwards><grown:sent a soft, strong puff of wind curling upwards>
- <little:stepped up onto the wind><grown:stepped onto a gust of wind as if it were a stool, and stretched to the very top>
- <little:bobbed up like a balloon><grown:bobbed up into the air like a balloon on a string and reached up high>

ability cross:
- <little:blew {name} over, whoosh><grown:blew a steady breeze that carried {name} over like a dandelion seed>
- <little:floated over with {name}><grown:held {name's} hand and floated across on the wind, gentle as a bubble>
- <little:made a bridge of wind><grown:whistled up a bridge of wind, firm and soft, to walk across>
- <little:slid {name} over on wind><grown:curved the breeze into a long, soft slide, and {name} glided safely over>
- <little:counted three, and {name} hopped><grown:counted slowly to three, and a kind gust helped {name} hop over in one big bound>

ability find:
- <little:asked the whispering wind><grown:asked the wind where to look, and the wind whispered back>
- <little:blew every hiding place clear><grown:blew a small, careful breeze that swept every hiding place clear>
- <little:sniffed the breeze and knew><grown:sniffed the breeze, which carried every smell and sound, and knew where to look>
- <little:looked down from up high><grown:flew up high, looked carefully down, and spotted what was hidden from above>
- <little:followed a floating feather><grown:blew a little feather into the air and followed it, drifting, to just the right spot>

ability hush:
- <little:calmed the wind right down><grown:calmed the wind until not a single leaf stirred>
- <little:blew a sleepy breeze><grown:blew a soft, sleepy breeze, like a lullaby you could feel>
- <little:waved the wind quiet><grown:hushed the gusts with one wave of the silver scarf>
- <little:tucked away the busy wind><grown:caught every busy little gust in the blue cloak and folded them all away>
- <little:breathed out long and slow><grown:breathed out one long, slow breath, and the whole place seemed to breathe out too>

ability guide:
- <little:let the scarf point><grown:let the silver scarf stream out like an arrow, pointing the way>
- <little:blew everyone the right way><grown:called up a breeze to blow everyone gently the right way>
- <little:flew ahead and called {name}><grown:flew a little ahead, riding the wind, and called {name} on>
- <little:felt which way to go><grown:licked a finger, held it up, and felt which way the breeze wanted to go>
- <little:sent a swirl for {name}><grown:sent a tiny swirl of breeze ahead to show {name} the way>
- <little:followed where the breeze blew><grown:listened for the breeze, then followed it the way it blew>
- <little:skipped ahead, and {name} followed><grown:skipped ahead from gust to gust, as if they were stepping stones, and {name} skipped after>
- <little:nudged {name} the right way><grown:spread both arms wide like a signpost and let the breeze nudge {name} the right way>

ability comfort:
- <little:gave a warm, breezy hug><grown:wrapped everyone in a soft, warm breeze, like a hug from summer>
- <little:tucked the silver scarf round><grown:tucked a silver scarf round, gentle as a breeze>
- <little:whistled the worry away><grown:sang a soft, whistling song that blew the worry away>
- <little:blew a cool, soft breeze><grown:blew a soft, cool breeze that whisked the worry away>
- <little:made everyone's hair tickle><grown:made everyone's hair flutter and tickle until they giggled>
- <little:settled down close and calm><grown:settled down close, and even the wind went calm and kind>
- <little:whispered something kind><grown:whispered something kind, and the breeze carried it softly to every ear>
- <little:rocked everyone like a swing><grown:rocked everyone gently to and fro on the breeze, like a garden swing on a summer evening>

:: companion Crystal Protector
ref: Crystal Protector
species: none

intros:
- <2-3:{companion}, a shiny hero><4-5:{companion}, a hero with a sparkly shield><grown:{companion}, a hero whose crystal shield sparkled with rainbows>
- <little:{companion}, a gentle hero in frosty armour><grown:{companion}, a gentle hero in armour that glittered like frost>
- <little:a kind hero called {companion}><grown:a kind hero called {companion}, with little rainbows dancing all around>
- <little:{companion}, a quiet, kind hero><grown:{companion}, a quiet, kind hero with a heart of clear blue crystal>

moves:
- <little:glided along in rainbow light><grown:glided along in a shimmer of rainbow light>
- <little:walked ahead, chime, chime><grown:walked softly ahead, crystals chiming with every step>
- <little:stepped along on crystal steps><grown:stepped along on little crystal steps that melted away behind>
- <little:sparkled along, making rainbows><grown:sparkled along beside {name}, scattering tiny rainbows>
- <little:shone along like a dewdrop><grown:moved lightly on, shining like a dewdrop in the sun>
- <little:walked on, glittering like frost><grown:walked on, cape glittering like frost at dawn>
- <little:tinkled along like tiny bells><grown:tinkled along beside {name}, like a string of tiny bells>

sounds:
- a tinkle like tiny bells
- a clear, bright chime
- <little:a sparkly little laugh><grown:a sparkling little laugh, like glass beads>
- <little:a soft, ringing hum><grown:a soft, ringing hum, like a finger round a glass>
- a twinkly, tinkly giggle

features:
- rainbow crystal shield
- glittering crystal crown
- shimmery, frost-white cape
- cool, smooth crystal armour

ability light:
- <little:lit up the rainbow shield><grown:held up the crystal shield, and it glowed like a rainbow lantern>
- <little:made the crystals shine><grown:made the crystals shine, soft and clear, like moonlight in a glass>
- <little:sent starlight sparkling round><grown:turned the shield to catch the starlight and sent it sparkling all around>
- <little:lit up the crystal crown><grown:lit up the crystal crown like a ring of tiny candles>
- <little:made one crystal glow blue><grown:breathed softly on one small crystal, and it glowed a clear, pale blue>

ability cross:
- <little:built a sparkling crystal bridge><grown:built a sparkling bridge of crystal>
- <little:laid crystal stones for {name}><grown:laid down crystal stepping stones, one, two, three, for {name} to cross>
- <little:walked {name} over a rainbow><grown:made a rainbow path across, bright and solid, and held {name's} hand>
- <little:gave {name} a crystal handrail><grown:grew a shining crystal handrail beside {name}, all the way across>
- <little:carried {name} safely over><grown:picked {name} up in cool, glittering arms and stepped carefully across>

ability find:
- <little:saw it in a crystal><grown:held up a little crystal and saw everything hidden reflected inside>
- <little:let a rainbow point><grown:tilted the shield until a rainbow pointed to just the right spot>
- <little:looked through a magic crystal><grown:looked through a clear crystal, which showed what no eye could see>
- <little:sprinkled twinkly crystal dust><grown:sprinkled a pinch of crystal dust, and it twinkled brightest over the hiding place>
- <little:shone light till something winked><grown:shone a thin, clear beam into every nook and cranny, until something winked back>

ability lift:
- <little:grew crystal steps, up, up><grown:made crystal steps grow, up and up, to reach the very top>
- <little:rose up on shining crystal><grown:raised a shining crystal platform, high and steady>
- <little:reached up from a crystal><grown:stood on a glittering crystal pillar and reached right up high>
- <little:grew tall, tall, tall><grown:shimmered and grew taller and taller, until the top was just in reach>
- <little:lifted slowly, no wobble><grown:lifted slowly and carefully, as if picking up a snowflake, without a single wobble>

ability hush:
- <little:made the crystals hum softly><grown:made the crystals hum, soft and low, and everything grew calm>
- <little:rang a tiny crystal chime><grown:rang a tiny crystal chime that made the whole night hush>
- <little:made a night-light glow><grown:let a soft rainbow glow spread, gentle as a night-light, until all was still>
- <little:drew a slow, quiet circle><grown:drew a slow circle in the air, and a hush spread out like ripples on a pond>
- <little:dimmed the crystals slowly><grown:dimmed the crystals one by one, like stars closing their eyes, until all was calm>

ability guide:
- <little:sent a rainbow ahead><grown:sent a little rainbow ahead to show the way>
- <little:laid sparkles for {name}><grown:laid a trail of glittering crystal sparks for {name} to follow>
- <little:pointed the way with rainbows><grown:turned the shield this way and that until a rainbow pointed the way>
- <little:lit the way with crystal><grown:raised a clear crystal that caught the moonlight and shone the way>
- <little:followed the chiming crystals><grown:turned slowly, listening, until the crystals chimed for the right way>
- <little:left glowing crystals for {name}><grown:went first, and each step left a tiny, glowing crystal for {name}>
- <little:gave {name} a tugging crystal><grown:gave {name} a little crystal to hold, which tugged gently towards the right way>
- <little:led {name} by the stars><grown:peeked at the stars through the clear crystal shield, then nodded and led {name} on>

ability comfort:
- <little:made a safe, sparkly bubble><grown:raised a shining crystal shield, like a safe, sparkly bubble>
- <little:gave a tiny crystal heart><grown:knelt down and held out a tiny crystal that glowed like a warm heart>
- <little:made a ring of rainbows><grown:made a ring of soft rainbows all around, like a hug of light>
- <little:made tiny rainbows on noses><grown:made a tiny rainbow dance on the tip of every nose>
- <little:held everyone in a glow><grown:held everyone close inside a soft, shimmering glow>
- <little:chimed a happy tune><grown:chimed a tiny tune, clear as a bell, until everyone smiled>
- <little:pulled a silly face><grown:held up the shiny shield like a mirror and pulled a silly face until everyone giggled>
- <little:dabbed away tears softly><grown:dabbed away any tears with a corner of the soft, shimmery cape>

:: companion Shadow Ninja
ref: Shadow Ninja
species: none

intros:
- <little:{companion}, a quiet hero><grown:{companion}, a quiet hero who moved as lightly as a moonbeam>
- <2-3:{companion}, a kind, quiet hero><4-5:{companion}, a kind, quiet hero in a blue mask><grown:{companion}, a kind, silent hero in a midnight-blue mask>
- <little:a gentle hero called {companion}><grown:a gentle hero called {companion}, who knew every secret of the dark>
- <little:{companion}, a soft-footed hero><grown:{companion}, a soft-footed hero who could vanish into a shadow and pop out smiling>

moves:
- <little:slipped along like a shadow><grown:slipped along as quietly as a shadow>
- <little:tiptoed ahead, not a sound><grown:tiptoed ahead without making a single sound>
- <little:flipped, rolled and landed softly><grown:flipped, rolled and landed softly beside {name}>
- <little:crept on soft, quiet feet><grown:crept along on soft, silent feet>
- <little:popped from shadow to shadow><grown:melted into one shadow and stepped out of the next>
- <little:rolled along and bowed><grown:rolled along in a silent somersault and bowed to {name}>
- <little:slid along, quiet as snow><grown:slid from shadow to shadow, as quiet as snowfall>

sounds:
- a soft, secret whistle
- a tiny, whispery laugh
- <little:a quiet shh><grown:a quiet shh and a wink>
- <little:a soft night-bird hoot><grown:a low, soft hoot, like a night bird>
- <little:a gentle finger click><grown:a gentle click of the fingers>

features:
- soft, shadowy cloak
- silky black scarf
- midnight-blue sleeve
- dark, velvety hood

ability lift:
- <little:ran up like a cat><grown:ran straight up, silent as a cat, and reached the very top>
- <little:climbed up high, quick, quiet><grown:climbed up high, quick and quiet, finding every foothold>
- <little:sprang up in one jump><grown:sprang up high in one soft, silent jump>
- <little:stretched up on one tiptoe><grown:balanced on one tiptoe, light as a feather, and stretched right up high>
- <little:lifted without a sound><grown:lifted without a sound, smooth and slow as the rising moon>

ability cross:
- <little:leapt over and helped {name}><grown:leapt across in a single, silent spring, and held out a hand for {name}>
- <little:crossed without a splash><grown:found the hidden stepping places and crossed without a splash or a sound>
- <little:tiptoed over and called {name}><grown:tiptoed across on a thread of shadow, then beckoned {name} over>
- <little:taught {name} ninja steps><grown:taught {name} to cross like a ninja, knees soft and arms out wide>
- <little:whispered {name} over, step, step><grown:held {name's} hand and counted every step in a whisper, all the way over>

ability find:
- <little:spotted it in the dark><grown:peered into the dark with sharp, patient eyes and spotted what was hidden>
- <little:listened, then pointed to it><grown:listened, still as stone, then pointed to just the right spot>
- <little:checked every secret hiding place><grown:knew all the secret hiding places, and checked them, one by one>
- <little:followed tiny ninja clues><grown:crouched low and followed a trail of tiny clues that only a ninja would notice>
- <little:looked under, behind and between><grown:lay down flat and looked under, behind and in between, until the hiding place was found>

ability hush:
- <little:held up a shushing finger><grown:raised one finger, and a soft hush fell over everything>
- <little:whispered a shadow song><grown:whispered a quiet shadow-song, and everyone grew still>
- <little:spread a soft, dark cloak><grown:spread a soft, dark cloak like a curtain, and all was calm and quiet>
- <little:sat still as a pond><grown:sat down cross-legged, still as a pond, and one by one every sound went to sleep>
- <little:smoothed the shadows flat><grown:smoothed the shadows out, soft and flat like a fresh bedsheet, until everything was calm>

ability guide:
- <little:found the hidden shadow path><grown:found the hidden path through the shadows>
- <little:led {name} a secret way><grown:knew a secret way and led {name} along it, step by silent step>
- <little:waved {name} on><grown:went first, then waved {name} on with a little flick of the hand>
- <little:showed {name} each step><grown:showed {name} where to put each foot, quiet and sure>
- <little:whispered, "This way"><grown:whispered, "This way," and slipped ahead without a sound>
- <little:led {name} through friendly shadows><grown:knew which shadows were friendly and led {name} through them>
- <little:clicked softly for {name}><grown:clicked two fingers softly up ahead, and {name} followed the little clicks through the dark>
- <little:led {name} by the scarf><grown:let {name} hold one end of the silky black scarf and led on, slow and sure>

ability comfort:
- <little:said the dark was friendly><grown:sat close in the soft dark and said that the dark was a friend>
- <little:held out a steady hand><grown:knelt down, eyes smiling behind the mask, and held out a steady hand>
- <little:made a funny shadow puppet><grown:made a funny shadow puppet with two hands, just to make everyone smile>
- <little:gave a big, warm smile><grown:pulled down the mask and gave a big, warm smile>
- <little:taught a slow ninja breath><grown:taught everyone a secret, slow ninja breath, in and out>
- <little:stayed close, keeping watch><grown:stayed close, a quiet shape in the dark, keeping watch>
- <little:gave a little paper star><grown:folded a tiny paper star, quick and neat, and gave it away with a little bow>
- <little:said ninjas get scared too><grown:whispered that even ninjas felt a little scared sometimes, and that this was all right>

:: companion Star Voyager
ref: Star Voyager
species: none

intros:
- <2-3:{companion}, a star-sailing hero><4-5:{companion}, a hero with a little silver ship><grown:{companion}, a hero who sailed between the stars in a little silver ship>
- <2-3:{companion}, a smiling hero><4-5:{companion}, a smiling hero with a star-map><grown:{companion}, a smiling hero with a star-map compass and stardust on both boots>
- <little:a kind hero called {companion}><grown:a kind hero called {companion}, who had visited every planet in the sky>
- <2-3:{companion}, a friendly sky explorer><4-5:{companion}, a friendly explorer of the night sky><grown:{companion}, a brave, friendly explorer of the night sky>

moves:
- <little:sailed along by the stars><grown:sailed along, steering by the stars>
- <little:strolled ahead, checking the compass><grown:strolled ahead, checking the star-map compass>
- <little:drifted along in the ship><grown:drifted beside {name} in the little silver ship, low over the ground>
- <little:leapt along in moon steps><grown:leapt along in long, floaty moon-walk steps>
- <little:flew ahead, trailing stardust><grown:flew on ahead, a trail of stardust twinkling behind>
- <little:rocked along like a boat><grown:rocked along in the silver ship, like a boat at sea>
- <little:walked along, dropping stardust><grown:walked beside {name}, stardust drifting from a starry scarf>

sounds:
- <little:a soft, twinkly ping><grown:a soft ping like a twinkling star>
- a cheerful sailor's whistle
- <little:a dreamy, far-off hum><grown:a dreamy hum, like a ship far out at sea>
- <little:a happy, sparkly laugh><grown:a happy laugh that made the stardust sparkle>
- <little:a gentle compass beep><grown:a gentle beep from the silver compass>

features:
- star-map compass
- long, stardust-sprinkled coat
- silver captain's hat
- soft, starry scarf

ability guide:
- <little:drew a stardust map><grown:drew a shining map across the sky in stardust>
- <little:checked the compass and pointed><grown:checked the star-map compass and pointed the way>
- <little:found {name} the brightest star><grown:found the brightest star and steered {name} towards it>
- <little:read the map for {name}><grown:unrolled a crinkly star map, found the right way, and led {name} on>
- <little:steered {name} by a star><grown:steered by the North Star, steady and sure, with {name} close beside>
- <little:tapped the compass, beep, beep><grown:tapped the silver compass, and it beeped and pointed the way>
- <little:led {name}, star to star><grown:held {name's} hand and followed the Milky Way, like a long, silvery road>
- <little:left glowing boot-prints for {name}><grown:walked ahead, leaving a line of glowing boot-prints for {name} to follow>

ability fly:
- <little:flew the ship up high><grown:sailed the little silver ship up high to look far ahead>
- <little:zoomed up among the stars><grown:zoomed up among the stars and peered down at the way ahead>
- <little:shot up like a rocket><grown:rose up high, quick as a rocket, to see far and wide>
- <little:climbed the mast to look><grown:climbed right up the silver ship's mast, hand over hand, and looked far, far out>
- <little:looped up like a comet><grown:looped up high in the ship, bright as a comet, and gazed out at everything below>

ability carry:
- <little:helped {name} into the ship><grown:helped {name} into the little silver ship and sailed smoothly on>
- <little:sailed {name} low and slow><grown:took {name} along in the silver ship, gliding low and slow>
- <little:swung {name} up, and sailed><grown:swung {name} up into the ship's soft seat and steered gently on>
- <little:let {name} steer the ship><grown:let {name} take the ship's big wheel, and together they sailed on>
- <little:floated with {name} like astronauts><grown:held {name} close and floated along, slow and weightless, like two astronauts in space>

ability light:
- <little:held up a star lantern><grown:held up a lantern full of real starlight>
- <little:switched on the ship's lamps><grown:switched on the silver ship's lamps, soft as a night-light>
- <little:scattered glowing stardust><grown:scattered a handful of stardust, which glowed all around like tiny stars>
- <little:held up a falling star><grown:caught a falling star in one hand and held it up, glowing, like a torch>
- <little:opened the shining, starry coat><grown:opened the long, starry coat, and its lining shone like a whole sky of stars>

ability find:
- <little:spotted it through a telescope><grown:looked through a little brass telescope and spotted what was hidden>
- <little:watched the compass needle stop><grown:followed the needle of the star-map compass, which spun, then stopped, pointing>
- <little:shone the ship's big light><grown:shone the ship's searchlight softly into every corner>
- <little:asked the winking stars><grown:asked the stars to help, and one of them winked, right above the hiding place>
- <little:pinged and listened, ping, ping><grown:sent out a gentle ping and listened for the echo from the hiding place>

ability cross:
- <little:sailed the ship across><grown:steered the little silver ship across, smooth as sailing on air>
- <little:floated {name} across><grown:lifted {name} into the ship and floated over to the other side>
- <little:made {name} a stardust ladder><grown:threw out a ladder of stardust and climbed across, holding {name's} hand>
- <little:laid star steps for {name}><grown:tossed down a row of flat, glowing stars, and {name} stepped across from star to star>
- <little:gave {name} bouncy moon boots><grown:lent {name} a pair of floaty moon boots, and over {name} bounced, light as thistledown>

ability hush:
- <little:sang a slow space song><grown:sang an old space-sailor's song, slow and low, and everything grew calm>
- <little:dimmed the ship's lamps><grown:dimmed the ship's lamps to a soft, sleepy glow>
- <little:pointed at quiet stars><grown:pointed out the quietest stars, one by one, until everyone was calm>
- <little:turned off the ship's hum><grown:turned off the ship's humming engine, and a deep, velvety quiet settled over everything>
- <little:counted down, softer and softer><grown:counted down slowly from ten, like a rocket going to sleep, softer and softer each time>

ability comfort:
- <little:told a lost star story><grown:told a short, happy story about a little lost star that found its way home>
- <little:gave a starry hug><grown:gave a bright, starry smile and a hug that smelled of stardust>
- <little:said the stars were watching><grown:pointed up and said that the stars were always watching over everyone>
- <little:named a new star Brave><grown:found a tiny new star and named it Brave, just for tonight>
- <little:showed everyone the smiling moon><grown:let everyone peep through a brass telescope at the smiling moon>
- <little:said big stars start small><grown:said that even the biggest stars started small>
- <little:wrapped everyone in the scarf><grown:wrapped the soft, starry scarf round everyone, cosy as a blanket of night sky>
- <little:made the stars smile><grown:joined up the stars with one finger until they made a big, smiling face in the sky>
