// Sibling lines for a story with two siblings beside the lead child: each list's lines are appended to the lead's paragraphs of that kind.
:: siblings two

join:
- {sib} and {sib2} had heard every word. "We're coming too," said {sib}.
- Quick as a wink, {sib2} and {sib} were ready, eyes shining.
- "Where are we going?" whispered {sib2}, and {sib} leaned in to hear.
- {sib2} had only been pretending to sleep, and so had {sib}.
- Soft footsteps came up behind {name}. It was {sib} and {sib2}, wide awake and grinning.
- Hands over mouths, {sib} and {sib2} tried not to giggle. "Can we keep the secret too?" whispered {sib}.
- {sib} had brought a warm jumper for {name}. {sib2} had one for {sib}.
- Two pairs of hands shot up. "We can carry things," said {sib2}, and {sib} nodded.
- "Is there room for two more?" asked {sib}. {sib2} held up two hopeful thumbs.
- "I'm not sleepy at all," said {sib2}, mid-yawn, and {sib} laughed softly.
- {sib2} tugged {sib} by the sleeve, and both hurried to {name's} side.
- {Companion} made room for {sib} and {sib2}. Now there were three children ready to go.
- {sib} came padding in with one slipper on. {sib2} followed, holding the other one.
- "Wait for us!" whispered {sib2}, hopping into a sock. {sib} stood ready, hair sticking up every which way.
- "Can we come?" asked {sib}. {sib2} stood on tiptoe, trying to look very grown-up.
- {sib2} gave a huge yawn, then tried hard to look wide awake. {sib} giggled and did the same.
- "We won't make a peep," promised {sib2}. {sib} nodded, with a finger pressed to smiling lips.
- {sib} pulled a dressing-gown on inside out. {sib2} helped turn it the right way round.
- "Three explorers are better than one," said {sib}, standing tall beside {sib2}.
- {sib2} whispered to {companion}, "Is it all right if we come?" {sib} gave a shy little wave.
- {sib} took {name's} hand, and {sib2} took {sib's}. That made a wiggly little chain of three.
- "Is it an adventure?" asked {sib2}. "I think it is," whispered {sib}, eyes wide.
- Still smelling of bath-time bubbles, {sib} and {sib2} tiptoed over to {name}.
- <little:{sib2} brought a teddy. {sib} brought a biscuit.><grown:{sib2} brought a teddy for company, and {sib} brought a biscuit for later.>

lively:
- {sib2} laughed so hard it turned into hiccups. Then {sib} laughed at the hiccups.
- "Whee!" cried {sib2}, and {sib} joined in with both arms flung wide.
- Tugging {sib2's} sleeve, {sib} gasped, "Did you see that?"
- Hand in hand, {sib} and {sib2} skipped to keep up with {name}.
- Puffing, {sib2} said, "That was the best bit so far." {sib} whooped in agreement.
- {sib2} made up a silly song on the spot. {sib} joined in the chorus.
- "My heart is going boom, boom, boom," laughed {sib}. {sib2's} was too.
- {sib} and {sib2} did a wiggly happy dance, right there and then.
- {sib} pointed one way and {sib2} pointed the other. Then both burst out laughing.
- Grabbing {name's} sleeve, {sib2} called, "Stay close, everyone." {sib} held on too.
- For once, {sib2} had nothing to say. {sib} could only whisper, "Wow."
- {sib} counted to three with {sib2}, and all three children cheered.
- "High five!" called {sib}. {sib2} made it a three-way one with {name}.
- Zooming round in a circle, {sib} and {sib2} made {companion} laugh.
- With a hop, {sib2} told {sib}, "I knew something amazing would happen."
- Eyes like saucers, {sib} and {sib2} stared, then grinned at {name}.

gentle:
- Turning to {name}, {sib2} whispered, "You're good at being kind." {sib} thought so too.
- Side by side, {sib} and {sib2} looked closely at every tiny detail.
- Watching {name}, {sib} whispered to {sib2}, "Let's be gentle too."
- {sib2} saw that {sib} was tired, and offered a hand to hold.
- Leaning on {name}, {sib2} murmured, "Thank you for bringing us." {sib} leaned in too.
- {sib} asked a soft question, and {sib2} listened carefully for the answer.
- Quietly, {sib} said, "I feel all warm inside." {sib2} did too.
- Out of nowhere, {sib} gave {sib2} a hug, just because.
- "I like it here," said {sib2} softly. {sib} liked it too.
- Very still, {sib} and {sib2} hardly breathed. Nobody wanted to spoil the moment.
- Gently, {sib2} tucked a stray bit of hair behind {sib's} ear.
- {sib2} gave {sib} the best spot to see from, without being asked.
- Looking at {sib}, {sib2} said, "Everyone needs a friend sometimes."
- "I want to remember this," murmured {sib}. {sib2} shut both eyes to keep it safe.
- "Being kind is like a hug you give away," said {sib}. {sib2} thought about that.
- Without a word, {sib} and {sib2} moved closer to {name}.

calm:
- {sib} yawned a long, slow yawn. Then {sib2} caught it too.
- Drowsily, {sib2} murmured, "I could sleep standing up." {sib} smiled a sleepy smile.
- "Listen," whispered {sib2}. "You can hear everyone breathing." {sib} listened, very still.
- {sib2} leaned on {sib}, and {sib} leaned back, like two sleepy bookends.
- In a whisper, {sib} said, "The world has gone soft and slow." {sib2} slowed down too.
- "This is my favourite part," whispered {sib}, and {sib2} nodded slowly.
- Snuggling close, {sib2} whispered, "Tell me a story." {sib} began one, very slowly.
- Very softly, {sib2} asked, "Shall we hum?" {sib} hummed the first slow note.
- "Goodnight, everything," whispered {sib}, and {sib2} said it too, even more softly.
- Wrapped in the quiet, {sib} murmured, "The night feels like a blanket." {sib2} pulled it close.
- {sib2} gave a soft, happy sigh, and {sib} sighed one back.
- On tiptoe, {sib} and {sib2} took care not to break the hush.
- Slowly, the three children went on. {sib} and {sib2} stayed either side of {name}.
- {sib2} traced a slow, sleepy circle on {sib's} hand.
- {sib} tucked both hands into cosy sleeves, and {sib2} did the same.
- Warm as toast, {sib2} let {sib} snuggle close.

payoff:
- Off to one side, {sib} and {sib2} shared a proud, happy look.
- Shyly, {sib2} whispered to {recipient}, "We helped too." {sib} beamed.
- {recipient} thanked {sib} and {sib2} too, one at a time.
- "Now {item} is right where it should be," said {sib}. {sib2} agreed, glowing.
- <little:{sib2} whispered goodbye to {item}. {sib} blew a kiss.><grown:{sib2} whispered goodbye to {item}, and {sib} blew it a kiss.>
- {sib} and {sib2} clapped softly for {name} and {companion}.
- Nudging {sib}, {sib2} whispered, "Look how happy that made {recipient}."
- It was {sib's} idea to wish {recipient} goodnight. Adding a bow was {sib2's} idea.
- "We did it together," said {sib}. {sib2} linked arms with everyone in reach.
- For part of the way, {sib2} had carried {item}. {sib} had walked right beside, just in case.
- Rubbing tired eyes, {sib2} said, "That was worth every step." {sib} agreed.
- <little:{sib} asked {recipient} to look after {item}. {sib2} said please too.><grown:Softly, {sib} said to {recipient}, "Please look after {item}." {sib2} said please too.>
- "We kept {item} safe the whole way," said {sib} proudly. {sib2} nodded so hard that everyone smiled.
- {sib2} gave {recipient} a gentle wave. {sib} waved with both hands, just to be sure.
- "Thank you for letting us help," said {sib} to {name}. {sib2} gave the biggest, shyest smile.
- "Is {item} all right?" asked {sib2}. "Safe and sound," said {sib}, after a careful look.
- "Is {recipient} happy now?" whispered {sib2}. {sib} nodded and whispered, "Very, very happy."
- <little:{sib} gave {item} a gentle pat. So did {sib2}.><grown:{sib} gave {item} one last gentle pat, and {sib2} did the same, very carefully.>
- {sib2} couldn't wait to tell {recipient} all about the journey. {sib} would add the funny bits.
- "We'll always remember {item}," said {sib}. {sib2} drew a tiny heart in the air.
- <little:{sib} held {name's} hand. {sib2} held {sib's} sleeve.><grown:{sib} held {name's} hand the whole time, and {sib2} held on to {sib's} sleeve.>
- "Good job, everyone," whispered {sib2}. {sib} gave {companion} a thank-you smile.
- {sib} had remembered the way, and {sib2} had remembered to say please.
- A happy tear rolled down {sib2's} cheek. {sib} offered the corner of a pyjama sleeve.

sleep:
- Not far away, {sib} and {sib2} were already fast asleep.
- Softly, {sib} whispered, "Goodnight, {name}," and {sib2} mumbled the same, half asleep.
- {sib2} gave one last yawn, and {sib} gave a tiny snore.
- Eyes already closed, {sib2} breathed, "Best adventure ever." {sib} gave a sleepy thumbs up.
- "Love you," whispered {sib}, and {sib2} whispered it back.
- "Sleep tight," whispered {sib2}. {sib} was too sleepy to answer.
- {sib} snuggled deep under the covers. {sib2} curled up snug and warm.
- {sib2's} breathing slowed, and {sib's} slowed to match. In and out, in and out.
- First {sib2's} eyes closed, and then {sib's}.
- {sib} murmured something sleepy and sweet, and {sib2} smiled, eyes shut.
- Into the pillow, {sib} whispered, "What a night." {sib2} was already dreaming.
- "Keep my place in the dream," whispered {sib2}. {sib} sleepily promised to.
- {sib's} hand went loose in {sib2's}, and both drifted off to sleep.
- The last thing {sib} heard was {sib2's} slow, sleepy breathing.
- {sib} was dreaming of {companion} already. {sib2} was dreaming too, eyes softly closed.
- "See you in the morning," breathed {sib2}, soft as a feather. {sib} was already sound asleep, breathing slow.
- Warm and still, {sib} and {sib2} slipped quietly into sleep.
- One slow breath, then another, and {sib} and {sib2} were dreaming.
- {sib's} head nodded once, then twice. By the third nod, {sib} and {sib2} were both asleep.
- Cosy as two kittens, {sib} and {sib2} curled up close, eyes closed.
- <little:Tucked up warm, {sib} and {sib2} drifted off.><grown:Tucked up warm, {sib} and {sib2} floated off to the land of dreams.>
- "Same dream?" whispered {sib}. "Same dream," breathed {sib2}, and both fell fast asleep.
- <little:Soft as a sigh, {sib} and {sib2} fell asleep.><grown:Soft as a sigh, {sib} and {sib2} sank into a deep, cosy sleep.>
- Even {sib2's} last giggle had gone to sleep. {sib} was sleeping too, slow and deep.
