// Lines for a story with one sibling ({sib}) beside the lead ({name}): appended to the lead's paragraphs.
:: siblings one

join:
- {sib} had heard every word, and was already pulling on {sibTheir} socks.
- "Can I come too?" asked {sib}, wide awake. "Of course," said {companion}.
- Soft footsteps came padding over. It was {sib}, rubbing sleepy eyes and smiling.
- It turned out {sib} had only been pretending to sleep. "I'm coming too," {sib} whispered.
- Another pair of eyes was wide open too. {sib} wanted to come along.
- {Companion} looked past {name} and smiled. "There is room for {sib} as well," said {companion}.
- Already {sib} was tying {sibTheir} dressing-gown belt, ready to go.
- "Wait for me," called {sib} softly, hurrying to {name's} side.
- {sib} slipped a warm hand into {name's}. This adventure would be for both of them.
- {sib} stopped mid-yawn and stared at {companion}. "Is this a dream?" {sib} whispered.
- "Not sleepy either?" asked {companion}. {sib} shook {sibTheir} head and grinned.
- {name} looked across at {sib}, who was wide awake too. "Coming?" {name} whispered.
- Slippers on the wrong feet, {sib} came shuffling over, ready for anything.
- "I'll bring a hanky, just in case," said {sib}, very sensibly.
- {Companion} bowed to {sib}, very grandly. "Welcome, brave explorer," said {companion}.
- <little:"I'm ready," said {sib}, buttoned up tight.><grown:"Ready when you are," said {sib}, buttoning {sibTheir} pyjama top right up to the chin.>
- {sib} tapped {name} on the shoulder. "Don't forget about me," {sib} whispered with a grin.
- <little:{sib} stretched up big and tall. Bounce, bounce!><grown:One big stretch later, {sib} was wide awake and bouncing on {sibTheir} toes.>
- "I'm very good at adventures," said {sib}, standing up extra tall.
- <little:{sib} winked at {name}. They both grinned.><grown:{sib} gave {name} a nudge and a wink, and both of them grinned.>
- {sib} did a tiny happy dance, as quietly as anyone could.
- "Two explorers are better than one," said {sib}, and {name} agreed.
- {sib} had one very important question. "Will there be snacks on the way?"
- Still warm and sleepy, {sib} wandered over and leaned against {name}.

lively:
- {sib} laughed and laughed until the hiccups came.
- "Well done, {name}!" cheered {sib}, clapping hard.
- "Did you see that?" gasped {sib}, tugging at {name's} sleeve.
- {sib's} giggle was so catching that even {companion} joined in.
- {sib} copied everything {name} did, only a bit faster.
- <little:"Race you!" said {sib}. Off they ran after {companion}.><grown:"Race you," said {sib}, and off went both of them after {companion}.>
- "My heart is going thumpety-thump," said {sib}, grinning from ear to ear.
- {name} and {sib} gave each other a high five.
- "Nobody at home will ever believe this," said {sib}.
- {name} stopped short, and {sib} bumped right into {name's} back. "Oof," said {sib}, rubbing {sibTheir} nose.
- {Companion} winked at {sib}. {sib} tried to wink back, with both eyes.
- With a happy wiggle, {sib} clapped and clapped.
- By now, {sib's} hair stuck up every which way.
- "That was the best bit yet," said {sib}, cheeks glowing.
- Out of breath but beaming, {sib} caught up with {name}.
- Just for fun, {sib} zoomed round {name} with arms out like wings.
- Hopping from foot to foot, {sib} could hardly keep still.
- "What else will we find?" {sib} wondered out loud, eyes sparkling.

gentle:
- {sib} knelt beside {name} for a closer look.
- "Isn't it lovely?" {sib} whispered.
- Not wanting to spoil the moment, {sib} kept perfectly still.
- {name} shuffled over so that {sib} could see too.
- "Thank you for bringing me," {sib} whispered to {name}.
- {sib} gave {companion} a gentle thank-you pat.
- {Companion} smiled at {sib}. "You have a gentle way about you," said {companion}.
- {name} and {sib} shared a quiet smile.
- "Just looking, not touching," {sib} whispered, hands tucked behind {sibTheir} back.
- Softly, {sib} hummed a tune with no words in it.
- A warm, glowy feeling filled {sib} up, like a mug of cocoa.
- "I'll remember this for ever and ever," {sib} said softly.
- {sib's} eyes grew as round as buttons.
- Quietly, {sib} asked {companion} a question. {Companion} whispered the answer back.
- "I never knew," began {sib}, and then forgot the rest.
- {name} explained everything to {sib} in a whisper.
- "I'm proud of you," {sib} told {name}, very quietly.
- "Show me how," whispered {sib}, and {name} did.

calm:
- {sib} yawned, and then {name} yawned, and then {companion} yawned too.
- {name} and {sib} went on without a word, shoulders touching.
- Very softly, {sib} went on tiptoe, not wanting to break the hush.
- "Shh," {sib} told {name}, though {name} was already being quiet.
- "My feet are sleepy," {sib} whispered.
- {Companion} looked back to make sure {sib} was still close.
- For a while, {sib} listened to the quiet. The quiet seemed to listen back.
- "Everything has gone soft and slow," murmured {sib}.
- {sib's} eyes closed for a moment, then blinked open again.
- Out came a long, happy sigh from {sib}.
- "I could stay here all night," said {sib} dreamily.
- Without telling anyone, {sib} made a small wish.
- Snug and slow, {sib} pulled {sibTheir} pyjama sleeves down over {sibTheir} fingers.
- "Slowly, slowly," sang {sib}, barely louder than a breath.
- "Are you sleepy too?" {sib} whispered to {name}. "A bit," {name} whispered back.
- Heavy-headed, {sib} leaned against {name's} arm for a moment.
- "Tell me something nice," breathed {sib}, and {companion} did, very quietly.
- Pad, pad, pad went {sib's} feet, softer and softer.

payoff:
- <little:{sib} carried {item} for a bit. So proud!><grown:For some of the way, {sib} had carried {item}, and felt proud.>
- Part of the plan had been {sib's} idea. {name} made sure everyone knew.
- <little:{sib} checked on {item}. Safe and sound.><grown:Just to be sure, {sib} checked that {item} was safe where it belonged.>
- "Will you be all right now?" {sib} asked, and {recipient} nodded.
- {sib} bowed politely. "Pleased to meet you," said {sib}.
- <little:{sib} waved at {recipient}, and got a wave back.><grown:{sib} gave {recipient} a shy wave, and got a wave back.>
- "We did it," whispered {sib}, and hugged {name} tight.
- Leaning close, {sib} whispered a joke, and {recipient} chuckled.
- "All that way, just for you," {sib} told {recipient} proudly.
- {Companion} nodded at {sib}. "You were a great help," said {companion}.
- <little:{sib} gave {recipient} a big, wide smile.><grown:With nothing else to give, {sib} gave {recipient} the widest smile instead.>
- {sib} took one last look at {item} and whispered, "Goodbye."
- <little:At the end, {sib} helped {name} hold {item}.><grown:For the very last steps, {sib} had helped {name} hold {item} steady.>
- <little:"We kept it safe," {sib} told {recipient}.><grown:"We kept {item} safe the whole way," {sib} told {recipient}.>
- <little:{sib} gave {item} a gentle pat. Well done!><grown:{sib} gave {item} one gentle pat, just to say well done.>
- <little:Then {recipient} thanked {sib}, and {sib} went pink.><grown:Then {recipient} thanked {sib} as well, which made {sib} go pink.>
- "Was I a good helper?" whispered {sib}. "The very best," said {name}, and meant it.
- <little:{sib} told {recipient} all about it, very fast.><grown:{sib} told {recipient} all about the journey, in one big happy rush.>
- <little:"Be good," {sib} whispered to {item}.><grown:"Be good for {recipient}," {sib} whispered to {item}, just in case.>
- Somebody had to say the magic words, so {sib} whispered, "Ta-da!"
- {sib} wished {recipient} goodnight in {sibTheir} kindest, softest voice.
- <little:{sib} was careful with {item}, just as promised.><grown:{sib} had promised to be careful with {item}, and {sibThey} had been.>
- <little:{sib} held {name's} hand all the way. Squeeze!><grown:{sib} held {name's} hand the whole time, and squeezed it at the best bit.>
- <little:"What a good team," {recipient} told {name} and {sib}.><grown:"What a wonderful team you make," {recipient} told {name} and {sib}.>

sleep:
- Somewhere nearby, {sib} was already fast asleep, warm as toast.
- "Was it all real?" {sib} whispered, and fell asleep before anyone could answer.
- With one last yawn, {sib} curled up tight and warm.
- {sib's} eyes had closed, but a sleepy smile stayed behind.
- "Love you, {name}," {sib} whispered, so softly it was almost a dream.
- Already dreaming, {sib} wriggled, as if still on the adventure.
- {Companion} had tucked {sib} in as well, snug as a bug.
- {sib's} breathing and {name's} slowed together, in and out, in and out.
- Cuddling {sibTheir} pillow close, {sib} let sleep come.
- "Mmm," sighed {sib}, and then said nothing more at all.
- {sib} burrowed down until only a tuft of {sibTheir} hair peeped out.
- The house was hushed, apart from {sib's} tiny, whistling snore.
- {sib's} eyelids grew heavier and heavier, and slowly closed.
- Light as a feather, {sib} floated softly down into sleep.
- "Sleep tight," {sib} breathed, and was soon asleep.
- Slower and softer, slower and softer, went {sib's} breathing.
- {sib} lay very still, one hand tucked under {sibTheir} cheek, sound asleep.
- "Goodnight, everyone," whispered {sib}, eyes already shut.
- The whole adventure came back to {sib}, softly, in a dream.
- Snug as a dormouse in winter, {sib} slept and slept.
- {sib's} toes stopped wiggling, and {sib} was fast asleep.
- Somewhere between one breath and the next, {sib} fell asleep.
- Sleep tiptoed in without a sound, and {sib} was dreaming.
- Safe and warm, {sib} drifted off into the softest of dreams.
