// A sentence per personality trait and moment: how a brave, shy or funny child acts when meeting someone
// (meet), facing a problem (obstacle), helping (help), wondering (wonder), or slowing down (rest). A trait
// has lines only for the moments it fits, so it never contradicts the scene.
//
// A line stands on its own between two sentences of any scene with that moment, in any theme, with any
// companion: it shows the trait in action and names nothing the scene may not have (no particular
// creature, thing or place). Whoever is met may be one creature or many; the problem, the help and the
// wonder are the scene's own.

:: trait Adventurous

meet:
- "Hello! Where are you off to tonight?" asked {name}, ready for anything.
- <little:"Hello! Any secret paths?" asked {name}.><grown:{name} said hello at once and asked, "Do you know any secret paths?">
- <little:{name} was first to say hello.><grown:{name} was first to say hello, already wondering where a new friend might lead.>

obstacle:
- <little:{name} grinned: this was part of the adventure!><grown:{name} grinned, because a problem in the way was just another part of the adventure.>
- <little:"Adventures have tricky bits," said {name}.><grown:"Every good adventure has a tricky bit," said {name}, and {they} looked for a way through.>
- <little:{name} looked all around, like a real explorer.><grown:{name} looked left and right and all around, like a real explorer hunting for a way on.>

help:
- <little:"I'll go!" said {name}, feeling bold.><grown:"I'll go," said {name}, who loved a job that needed a bit of daring.>
- <little:{name} jumped up, ready to help.><grown:{name} jumped at the chance to help, ready to climb, crawl or wade if need be.>
- "Leave it to us," said {name}, already rolling up {their} sleeves.

wonder:
- {name} gasped, then wondered what else might be hiding further on.
- <little:"I'll explore the whole world," whispered {name}.><grown:"I'm going to explore every corner of the world one day," whispered {name}.>
- <little:{name} promised to come back and explore.><grown:{name} drank it all in and made a secret promise to come back and explore.>

rest:
- <little:{name} planned tomorrow's adventures, one yawn at a time.><grown:{name} began to plan tomorrow's adventures, very slowly, one yawn at a time.>
- Even explorers need to rest, thought {name}, stretching out {their} tired legs.
- <little:{name} thought of all the places {they} had been, and yawned.><grown:{name} whispered about all the places {they} had been tonight, and the words got slower and softer.>

:: trait Brave

meet:
- {name} stepped forward first and said a clear, friendly hello.
- <little:{name's} heart went thump, but {they} said hello.><grown:{name's} heart gave a little thump, but {they} smiled and said hello all the same.>
- {name} held out a hand to say hello, steady and kind.

obstacle:
- {name} took a big breath and said, "We can do this."
- {name's} knees felt a bit wobbly, but {they} stepped forward anyway.
- <little:{name} stood tall and went first, step by step.><grown:{name} pulled {their} shoulders back and went first, one careful step at a time.>

help:
- {name} didn't stop to worry; {they} just went to help.
- Even though it looked tricky, {name} said, "I'll help," and meant it.
- {name} went right up close to help, with no wobble at all.

rest:
- <little:The dark felt as soft as a blanket.><grown:The dark did not worry {name} one bit; it felt as soft as a blanket.>
- <little:{name} listened to the night, not a bit afraid.><grown:{name} listened to the night's small sounds and was not afraid of a single one.>
- <little:{name} smiled at the shadows. The night was tucking everyone in.><grown:{name} smiled at the shadows, which were only the night tucking everyone in.>

:: trait Creative

meet:
- <little:{name} said hello with a little dance.><grown:{name} made up a special hello on the spot, with a little dance to go with it.>
- {name} made up a little welcome song, right there and then.
- <little:{name} wanted to draw the new faces later.><grown:{name} noticed every colour and shape of the new faces, and tucked them away to draw later.>

obstacle:
- <little:{name} tilted {their} head and had a new idea.><grown:{name} tilted {their} head and thought of an idea nobody else had thought of.>
- "What if we tried it a different way?" said {name}, eyes sparkling.
- <little:{name} thought hard, and a new idea popped out.><grown:{name} turned the problem upside down in {their} head, and a brand-new idea popped out.>

help:
- <little:{name} made a plan with a job for everyone.><grown:{name} dreamed up a plan as bright as a painting, with a job for everyone.>
- <little:{name} hummed a helping song, and the work went fast.><grown:{name} hummed a made-up helping song, and the work went by in no time.>
- {name} found a clever new use for whatever was close at hand.

wonder:
- {name} wished for {their} paints, to catch every colour before it faded.
- {name} gave it a secret name, one {they} would keep forever.
- <little:{name} would tell the story at breakfast.><grown:In {their} head, {name} was already turning it into a story to tell at breakfast.>

rest:
- <little:{name} made up a tiny, sleepy story.><grown:{name} made up a tiny, quiet story in {their} head, and it got sleepier with every line.>
- <little:{name} saw pictures in the shapes of the dark.><grown:{name} watched the shapes in the dark and turned them into dreamy pictures.>
- <little:{name} hummed a soft little lullaby for {companion}.><grown:{name} hummed a made-up lullaby, so softly that only {companion} could hear.>

:: trait Curious

meet:
- <little:"Where do you live?" asked {name}.><grown:"Where do you live, and what do you like best?" asked {name}, who wanted to know everything.>
- {name} leaned in close, eyes wide, to get a really good look.
- <little:{name} said hello and asked lots of questions.><grown:{name} said hello and then asked a question, and then another, and then one more.>

obstacle:
- {name} crouched down for a closer look, because looking closely always helped.
- "Hmm, how does this work?" wondered {name}, peering until {they} understood.
- <little:{name} asked {companion} lots of questions. Soon it made sense.><grown:{name} asked {companion} lots of questions until the problem started to make sense.>

help:
- {name} asked what was wrong, and listened to every word.
- <little:{name} wanted to know how it all worked.><grown:{name} wanted to know how it all worked, and that turned out to be very useful.>
- <little:{name} looked, listened and asked, and knew what to do.><grown:{name} looked and listened and asked, and soon knew just what was needed.>

wonder:
- "How is that even possible?" breathed {name}, leaning closer to see.
- <little:"Where did it come from?" wondered {name}.><grown:{name} wanted to know everything about it: where it came from, and why, and how.>
- {name} tipped {their} head to one side, full of questions and delight.

rest:
- <little:{name} counted stars, slower and slower.><grown:{name} wondered how many stars there were, and started counting, slower and slower.>
- <little:{name} asked one last, sleepy question.><grown:{name} asked one last question, very quietly, and forgot to wait for the answer.>
- Where do dreams come from? {name} wondered, and {their} eyes began to close.

:: trait Funny

meet:
- {name} pulled {their} silliest face to say hello, and everyone giggled.
- <little:{name} bowed so low {they} nearly fell over!><grown:{name} said hello with a bow so low that {they} nearly toppled over.>
- {name} told a joke straight away, and soon everyone was laughing.

obstacle:
- <little:"What a silly place for a problem!" giggled {name}.><grown:"Well, that's a funny place to put a problem!" said {name}, and the worry turned into a giggle.>
- {name} made a silly joke, and the problem suddenly seemed much smaller.
- <little:{name} said in a funny voice, "Fear not!"><grown:{name} put on a grand, funny voice: "Fear not, for we shall sort this out!">

help:
- <little:{name} made a funny face, and everyone smiled.><grown:{name} made a funny face while helping, and soon there were smiles all round.>
- <little:{name} told a silly joke to cheer everyone up.><grown:{name} told a silly joke to cheer everyone up, which helped almost as much as anything.>
- <little:{name} helped with a wiggle and a giggle.><grown:{name} helped with a wiggle and a giggle, and the job felt much lighter.>

wonder:
- <little:{name} did a silly, happy dance.><grown:{name} did a tiny, silly dance of amazement, and {companion} joined in.>
- "It's so amazing, my socks nearly fell off!" whispered {name}.
- <little:{name} flopped down in surprise, then peeked and giggled.><grown:{name} pretended to faint with amazement, then peeked out with one eye and giggled.>

rest:
- {name} gave one last sleepy giggle, and then a great big yawn.
- <little:{name} whispered a sleepy joke and forgot the end.><grown:{name} whispered a very silly, very sleepy joke, and forgot how it ended.>
- <little:{name} pretended to snore, then yawned for real.><grown:{name} pretended to snore, just to make {companion} chuckle, and then yawned for real.>

:: trait Kind

meet:
- {name} smiled warmly and asked if everyone was all right.
- {name} said hello in {their} kindest voice, so nobody would feel shy.
- {name} shuffled over to make room, so nobody felt left out.

obstacle:
- <little:{name} held out a hand, so nobody was left behind.><grown:{name} made sure nobody was left behind, holding out a hand to whoever needed it.>
- First of all, {name} checked that everyone was safe.
- <little:"Let's do it together," said {name} kindly.><grown:{name} said, "Let's do it together," so that nobody had to try alone.>

help:
- <little:{name} was there at once, ready to help.><grown:{name} didn't need to be asked twice; {they} was already there, ready to help.>
- <little:{name} helped without any fuss.><grown:{name} helped without making a fuss, and smiled as if it were nothing at all.>
- {name} knelt down and asked, "What can I do to help?"

wonder:
- <little:{name} wished everyone at home could see it too.><grown:{name} wished everyone at home could see it too, and promised to tell them all about it.>
- {name} made sure {companion} had a good view as well.
- {name} shuffled over so that everyone could see, even the smallest.

rest:
- {name} thanked {companion} for everything, in a soft and sleepy voice.
- {name} made sure {companion} was comfy before settling down too.
- <little:{name} patted {companion} to say thank you.><grown:{name} patted {companion} gently, to say thank you for such a lovely night.>

:: trait Shy

meet:
- {name} whispered hello from behind {companion}, and gave a small wave.
- {name} waved first, a tiny wave, before the words came.
- <little:{name} felt shy, but gave a little smile.><grown:{name} felt suddenly shy, but {they} gave a little smile, and that was enough.>

obstacle:
- {name} did not say much, but {they} quietly found a way through.
- <little:{name} whispered a good idea to {companion}.><grown:{name} whispered an idea to {companion}, very softly, and it was a good one.>
- <little:{name} held on to {companion} and tried anyway.><grown:{name} felt very small for a moment, then held on to {companion} and tried anyway.>

help:
- <little:{name} helped quietly, with careful hands.><grown:{name} helped quietly, without a word, and with the most careful hands.>
- <little:{name} said very little, but knew what to do.><grown:{name} was too shy to say much, but {they} knew just what to do.>
- {name} stepped forward with a small, brave whisper: "I can help."

wonder:
- <little:"Oh," said {name}, very softly.><grown:{name} said nothing at all, just "oh," very softly, and held on to {companion}.>
- <little:{name} peeped, then crept closer, bit by bit.><grown:{name} peeped out at it, and then, little by little, came closer to see.>
- <little:{name's} cheeks went pink, and {they} smiled quietly.><grown:{name's} cheeks went pink with delight, and {they} smiled a quiet, secret smile.>

rest:
- <little:With {companion} close by, {name} felt safe.><grown:Here, with {companion} close by, {name} felt safe and easy and not a bit shy.>
- {name} snuggled in close to {companion}, quiet and content.
- <little:{name} liked the quiet best of all.><grown:{name} liked the hush best of all, when nobody needed to say anything.>

:: trait Outgoing

meet:
- {name} said a big, bright hello and asked everyone's names at once.
- {name} chatted away as if they had all been friends forever.
- {name} introduced {companion} with a grand wave: "This is my friend!"

obstacle:
- "Come on, let's think together!" {name} called to {companion}, cheerful as ever.
- {name} talked the problem through out loud, which always helped {them} think.
- {name} cheered everyone on: "We can do it, all of us together!"

help:
- <little:{name} called everyone, and they all helped.><grown:{name} called everyone round with a cheerful shout, and they all helped at once.>
- {name} chatted away the whole time, so nobody felt worried.
- <little:{name} chatted while {they} helped.><grown:{name} asked lots of friendly questions while helping, and made a new friend doing it.>

wonder:
- "Look, everyone, look!" called {name}, pointing so nobody would miss it.
- <little:{name} wanted to tell everyone, starting with {companion}.><grown:{name} wanted to tell the whole world about it, starting with {companion}.>
- <little:{name} gave a happy whoop, then whispered, "Wow."><grown:{name} gave a happy whoop, and then, remembering the hush, a whispered "wow".>

rest:
- <little:{name} chatted to {companion}, slower and slower.><grown:{name} chatted softly to {companion}, and the words came slower and slower.>
- <little:{name} told {companion} the best bits, very sleepily.><grown:{name} told {companion} all about the best bits of the night, in a sleepy, happy voice.>
- <little:{name} sat quietly, close to {companion}.><grown:For once, {name} was happy just to sit quietly, close beside {companion}.>

:: trait Smart

obstacle:
- {name} looked carefully, thought it through, and spotted a clever way round.
- {name} counted, measured with {their} eyes, and worked out a plan.
- <little:"Wait, I know!" said {name}, who had spotted something.><grown:"Wait, I know!" said {name}, who had noticed something everyone else had missed.>

help:
- <little:{name} thought of a clever way to help.><grown:{name} thought of the smartest way to help, and it worked first time.>
- {name} worked out exactly what was needed, step by step.
- {name} remembered something {they} had learned, and it was just the thing.

wonder:
- <little:{name} whispered a fact from a book.><grown:{name} remembered a fact about it from a book, and shared it in a whisper.>
- {name} noticed tiny details that nobody else had seen.
- "I think I know how that works," whispered {name}, eyes shining.

rest:
- {name} counted softly, all the way past twenty, before losing track.
- <little:{name} thought back over the whole night.><grown:{name} thought back over the whole night, putting every part in the right order.>
- <little:{name's} busy mind slowed down, tick, tock.><grown:{name's} busy mind slowed down, like a clock winding down for the night.>

:: trait Caring

meet:
- {name} asked gently, "Are you warm enough? Are you all right?"
- <little:{name} went first to anyone who looked sad.><grown:{name} noticed straight away if anyone looked sad, and went to them first.>
- {name} smiled and asked everyone how they were feeling tonight.

obstacle:
- <little:{name} checked that {companion} was all right first.><grown:{name} checked that {companion} was all right before thinking about anything else.>
- {name} held out a hand and said, "Careful now, I've got you."
- <little:{name} made sure everyone was safe first.><grown:{name} made sure everyone was safe first, and only then looked for a way through.>

help:
- <little:{name} knelt down and spoke softly.><grown:{name} knelt down and spoke in a soft, caring voice, so everyone felt looked after.>
- {name} didn't leave until everyone was safe and smiling.
- {name} took great care, checking again and again that all was well.

rest:
- <little:{name} tucked {companion} in, then rested too.><grown:{name} made sure {companion} was comfy and tucked in before {they} rested too.>
- <little:"Are you sleepy too?" {name} asked {companion}.><grown:{name} whispered, "Are you sleepy too?" and waited for {companion} to nod.>
- <little:{name} tucked in close to {companion}, warm and snug.><grown:{name} tucked in close to {companion}, so that neither of them felt the chill.>

:: trait Energetic

meet:
- {name} bounced over to say hello, waving with both arms.
- <little:{name} said hello with a hop and a grin.><grown:{name} said hello with a hop, a skip and a great big grin.>
- {name} couldn't keep still, and said hello with a happy little jump.

obstacle:
- {name} was raring to go, and had a go straight away.
- <little:{name} ran to look this side, then that side.><grown:{name} ran to look from one side, then the other, full of fizz.>
- <little:{name} shook out {their} arms, ready to try.><grown:{name} shook out {their} arms like a runner at the start of a race, ready to try.>

help:
- {name} dashed to help before anyone could blink.
- <little:{name} zoomed back and forth to help.><grown:{name} zoomed back and forth, fetching and carrying, never once running out of puff.>
- <little:{name} was full of bounce, and helped and helped.><grown:{name} was full of bounce, and put every bit of it into helping.>

wonder:
- <little:{name} jumped up and down, too excited to stop.><grown:{name} jumped up and down on the spot, too excited to keep still.>
- {name} spun round in a happy circle, then stopped to stare.
- {name} bounced on {their} tiptoes to see better.

rest:
- <little:{name's} bouncy legs grew slow and sleepy.><grown:{name} felt the bounce go out of {their} legs, one slow step at a time.>
- <little:For once, {name} was happy to sit still.><grown:For once, {name} was happy to sit still, {their} busy feet quiet at last.>
- All {name's} fizz had fizzled into a warm, sleepy yawn.

:: trait Calm

meet:
- {name} said a slow, steady hello, and everyone felt at ease.
- <little:{name} waited quietly for the others to say hello.><grown:{name} waited quietly and let the others say hello in their own time.>
- <little:{name} stood still and smiled, calm as a pond.><grown:{name} stood still and smiled, calm as a pond, until everyone felt comfortable.>

obstacle:
- {name} took a slow breath and had a good, long think.
- {name} did not rush; {they} looked, and thought, and then decided.
- "There's no hurry," said {name} softly, and the worry seemed to shrink.

help:
- {name's} hands were slow and steady, just right for helping.
- {name} spoke softly, and everyone stopped fussing and listened.
- {name} helped without any hurry, one careful bit at a time.

wonder:
- {name} stood very still and simply looked, drinking it all in.
- <little:{name} breathed out slowly. How lovely it was!><grown:{name} let out a long, slow breath: it was the most beautiful thing.>
- <little:{name} didn't say a word. All was still.><grown:{name} didn't say a word, so as not to break the peaceful spell.>

rest:
- <little:{name} breathed in, then out, and went all soft.><grown:{name} breathed in slowly, then out slowly, and felt {their} whole body go soft.>
- {name} lay back and listened to the quiet, calm and still.
- <little:{name} rested, as still as the night.><grown:{name} was happy to rest, as calm and still as the night all around.>

:: trait Determined

meet:
- <little:{name} kept on smiling until a smile came back.><grown:{name} wanted to make a new friend, so {they} kept on smiling until a smile came back.>
- <little:{name} felt unsure, but smiled anyway.><grown:{name} made up {their} mind to be friendly, even though {they} felt a bit unsure.>
- <little:{name} knew right away: this was a friend.><grown:{name} decided, right there and then, that this was going to be a friend.>

obstacle:
- <little:It didn't work, so {name} tried another way.><grown:{name} tried, and it didn't work, so {they} tried again, a different way.>
- "I'm not giving up," said {name}, and {they} meant it.
- {name} set {their} jaw, took a breath, and had another go.

help:
- {name} kept going until the job was done, properly, every last bit.
- {name} wouldn't stop helping until everyone was all right.
- <little:{name} kept on helping, again and again.><grown:Even when it was hard, {name} kept on helping, one more time, then one more.>

rest:
- <little:{name} tried to stay awake, but {their} eyes felt heavy.><grown:{name} meant to stay awake for the whole night, but {their} eyes had other ideas.>
- {name} rested now, knowing {they} had kept going, and it felt good.
- <little:{name} let {their} tired legs rest, just for a bit.><grown:{name} promised {companion} to finish the journey, and then let {their} tired legs rest.>

:: trait Gentle

meet:
- <little:{name} said hello in a soft, small voice.><grown:{name} said hello in a soft, small voice, so as not to startle anyone.>
- <little:{name} held out a hand, slow and gentle.><grown:{name} held out a hand slowly and gently, so anyone shy could come closer.>
- {name} crouched down low, to be eye to eye, and smiled.

obstacle:
- {name} moved slowly and carefully, so nothing would get hurt.
- {name} tried the softest way first, easing along with careful hands.
- {name} didn't push or pull, but found a gentle way through.

help:
- {name} used {their} softest hands, as careful as holding a baby bird.
- {name} was as gentle as a feather, and everyone felt safe.
- {name} spoke in a hushed, soothing voice the whole time.

wonder:
- <little:{name} just looked, ever so softly.><grown:{name} reached out one finger, ever so softly, then pulled it back just to look.>
- {name} breathed "oh" as softly as a feather landing.
- {name} tiptoed closer, careful not to spoil a single bit of it.

rest:
- <little:{name} stroked {companion's} {feature}, slow and soft.><grown:{name} stroked {companion's} {feature}, slow and soft, until they both felt drowsy.>
- {name} lay down gently, making hardly a sound.
- {name} hummed a tiny tune, soft as a moth's wing.

:: trait Playful

meet:
- {name} played peekaboo from behind {companion} until everyone was giggling.
- <little:{name} twirled and asked, "Want to play?"><grown:{name} said hello with a twirl and asked, "Do you want to play?">
- <little:{name} made up a copy-me game, and everyone joined in.><grown:{name} made up a game of copy-me, and soon everyone was joining in.>

obstacle:
- <little:{name} made it a game: "Who can find a way?"><grown:{name} turned the problem into a game: "First one to find a way wins!">
- {name} hopped, skipped and wriggled, making a game of every tricky step.
- "Let's pretend we're explorers," whispered {name}, and it felt much easier.

help:
- {name} made helping into a game, and it went twice as fast.
- {name} sang a silly counting song while helping: "One, two, three, heave!"
- {name} helped with a skip and a hop, making everyone smile.

wonder:
- {name} did a happy little twirl, right there and then.
- {name} played a quick game of I-spy, spotting something new each time.
- {name} wiggled {their} fingers at it, as if waving to a friend.

rest:
- {name} played one last quiet game, counting slow breaths with {companion}.
- <little:{name} walked {their} fingers along, slower and slower.><grown:{name} walked {their} fingers along like a tiny, sleepy creature, slower and slower.>
- <little:{name} made sleepy shadow shapes with {their} hands.><grown:{name} made shadow shapes with {their} hands, until the shapes grew sleepy too.>

:: trait Thoughtful

meet:
- <little:{name} gave the warmest smile to anyone new.><grown:{name} thought about how it feels to be new, and gave the warmest smile.>
- {name} listened first, and then said a quiet hello.
- {name} wondered if anyone was hungry or tired, and asked kindly.

obstacle:
- {name} stopped to think properly before doing anything.
- <little:{name} thought hard and made a plan for them both.><grown:{name} thought about what {companion} might need too, and made a plan for both of them.>
- <little:{name} sat down, chin in hand, to think.><grown:{name} sat down for a moment, chin in {their} hand, thinking it through.>

help:
- {name} thought about what would help most, not just what was quickest.
- {name} remembered the little things, the way a true friend does.
- <little:{name} asked what was needed first.><grown:{name} asked what was needed before rushing in, which made all the difference.>

wonder:
- <little:{name} kept it safe in {their} heart, to tell at home.><grown:{name} thought of someone at home who would love this, and kept the moment safe to tell them.>
- {name} stood quietly, thinking how lucky {they} was to be here.
- <little:{name} wondered what other wonders were out there.><grown:{name} wondered about all the other wonders in the world, hidden and waiting.>

rest:
- {name} thought back over the night, and smiled at the best bits.
- <little:{name} was glad to have such a good friend.><grown:{name} thought about {companion}, and how good it was to have a friend like that.>
- <little:{name's} thoughts drifted, like leaves on a stream.><grown:{name} let {their} thoughts drift, slow and soft, like leaves on a stream.>
