// Tomorrow's chapter (Premium): a story that carries on last night's, with the same companion.
// A chapter is told: recall (here, in place of the theme's opening) -> tonight's quest's set-up -> scenes
// -> pay-off -> the theme's ending; in the series' last chapter, a finale (here) in place of that ending.
//
// {lastItem}, {lastRecipient} and {lastDestination} are LAST night's quest; {item}, {recipient} and
// {destination} are tonight's. A recall comes before tonight's set-up, so it never names tonight's quest
// and never uses {item}, {recipient}, {destination}: it ends on wanting to go again, and the set-up finds
// the quest. The companion is known already: {companion}, never {companionIntro}.
//
// Last night's quest may have been a living thing (the baby dragon, the little glow-worm), a thing to give
// back or a thing to give, and its place may be a ship, a cave or the far side of the moon: say "carried",
// "taken", "brought", "all the way to", never "gave it back" or "home to". Never speak to a recipient.
// The series may be two, three or four nights long: say "all the nights of this adventure", never a number.
// A finale closes this adventure without promising or forbidding another.

// Recalls: 5-8 sentences, 50-85 words at the middle band. Each names last night's thing or creature at
// every age, and ends wanting to go, with the child awake in the bedroom (a set-up may begin in the
// bedroom, the garden or the kitchen).

:: recall chapter.r.back-at-the-window
setting: bedroom

<2-9:Tap, tap, tap.>
<2-9:{name} knew that tapping at once.>
<2-9:There at the window, smiling, was {companion}.><10-12:At the familiar tap, tap, tap, {name} looked up, and there at the window, smiling, was {companion}.>
<grown:Last night, {name} and {companion} had carried {lastItem} all the way to {lastRecipient}, and {name} had thought about it all day long.><little:Last night, {friends} went a long way.
They took {lastItem} to {lastRecipient}.>
<2-9:{name} opened the window wide.>
<2-9:"You came back!"><10-12:{name} flung the window wide open and said, delighted, "You came back!">
"Of course," said {companion}, "there is more to do tonight."
<8-9:The whole night seemed to open up, like the first page of a new chapter.><10-12:{name} felt the whole night opening out ahead, like the crisp first page of a chapter nobody had read yet.>

:: recall chapter.r.silver-dust
setting: bedroom

<little:In {name's} slipper, there was still some silver dust.><6-9:In the toe of {name's} slipper, there was still a pinch of silver dust.><10-12:Tucked in the toe of {name's} slipper, there was still a glittering pinch of silver dust.>
<grown:It had come all the way home from {lastDestination}, where {name} and {companion} had taken {lastItem} last night.><little:It came from last night's trip.
{lastItem} went all the way to {lastRecipient}!>
<2-9:{name} tipped it into {their} hand, and it twinkled.><10-12:{name} tipped it carefully into {their} palm, where it twinkled.>
<8-9:It was proof, {name} thought, that last night had not been a dream.><10-12:Dreams, {name} thought with quiet satisfaction, do not leave silver dust in your slippers, so last night must have been real.>
Then the curtains stirred, and there was {companion}, back again.
<2-9:"Ready?" said {companion}.>
<2-9:"There is more of our adventure still to come."><10-12:"There is more of our adventure still to come," said {companion}, "so are you ready?">

:: recall chapter.r.are-we-going-again
setting: bedroom

"Are we going again?" {name} asked, before {companion} was even through the window.
<2-9:{companion} laughed.>
<2-9:"Do you remember where we went last night?"><10-12:{companion} laughed and asked, "Do you remember where we went last night?">
<grown:{name} remembered every bit of it: the long way to {lastDestination}, and {lastItem}, and how glad {lastRecipient} had been.><little:{name} remembered.
They took {lastItem} all the way to {lastRecipient}.>
<8-9:It had been the sort of night that stays bright in your head all the next day.><10-12:It had been the sort of night that keeps glowing in your head all the next day, through breakfast, lunch and tea.>
<2-9:"Well," said {companion}, "I think tonight has something new for us."><10-12:"Well," said {companion}, "I have a feeling tonight has something new in store for us.">

:: recall chapter.r.a-wish-in-the-dark
setting: bedroom

{name} lay in bed with {their} eyes wide open, remembering.
<grown:Last night, {name} and {companion} had carried {lastItem} all the way to {lastRecipient}, one step and then another, right to the very end.><little:Last night, {name} and {companion} went far.
They took {lastItem} to {lastRecipient}.>
"I wish we could go again," {name} whispered to the dark.
<2-9:"Then it's lucky I'm here," said a warm, friendly voice.>
<2-9:It was {companion}, sitting in the chair by the window.><10-12:"Then it's lucky I'm here," said a warm, friendly voice, and there was {companion}, sitting in the chair by the window.>
<8-9:{name} grinned; some wishes, it seemed, were answered very quickly indeed.><10-12:{name} grinned, delighted; as far as wishes went, that one had been answered almost before it had finished being made.>
"Come on," said {companion}, "there's more of our story to tell."

:: recall chapter.r.feather-in-a-pocket
setting: bedroom
opens: grey-feather

<2-9:Something soft was tucked in {name's} pyjama pocket.>
<little:It was a small grey feather.
It came from {lastDestination}.><6-9:It was a small grey feather, picked up on the way to {lastDestination}.><10-12:Something soft was tucked in {name's} pyjama pocket: a small grey feather, picked up on the way to {lastDestination}.>
<grown:Twirling it, {name} remembered last night's long walk with {companion}, carrying {lastItem} all that way to {lastRecipient}.><little:{name} remembered last night's walk with {companion}.
They took {lastItem} to {lastRecipient}.>
<2-9:Whoosh, the curtains lifted, and in came {companion}.>
<2-9:"You kept a feather," said {companion}, pleased.><10-12:With a whoosh the curtains lifted, and in came {companion}, who noticed the feather at once and said, pleased, "You kept a feather.">
<8-9:Small things, {name} thought, are good at keeping big nights safe.><10-12:It was odd, {name} thought, how something as light as a feather could keep hold of a night as big as that.>
<2-9:"Shall we see what tonight brings?"><10-12:"Shall we see what tonight brings?" asked {companion}.>

:: recall chapter.r.crayon-picture
setting: bedroom

All afternoon, {name} had been drawing last night's adventure.
<grown:There was {lastDestination}, and there was {lastItem}, and there was {lastRecipient} at the very end, all in the best crayons.><little:There was {lastItem}, and there was {lastRecipient}.>
<little:In came {companion}.
{companion} looked at the picture for a long, long time.><6-9:{companion} came in and looked at the picture for a long time.>
<2-9:"That's us," said {companion}.><10-12:{companion} came in and studied the picture for a long, thoughtful moment before saying, "That's us.">
<8-9:It is a strange, warm feeling to see a night you remember in your own wobbly lines.><10-12:Seeing a remembered night in your own wobbly crayon lines gives you a peculiar glow, half pride and half shyness.>
<2-9:"Is there more to draw?" asked {name}.>
<2-9:"Oh yes," said {companion}, "tonight is a new page."><10-12:"Is there more to draw?" asked {name}, and {companion} replied, "Oh yes, because tonight is a new page.">

:: recall chapter.r.lucky-pebble
setting: bedroom
opens: lucky-pebble

<2-9:{name} had a smooth little pebble under {their} pillow.>
<little:It came from last night's long path.
It led to {lastDestination}.><6-9:It came from last night, from the long path to {lastDestination}.><10-12:Under {their} pillow, {name} kept a smooth little pebble from last night's long path to {lastDestination}.>
<grown:That was where {name} and {companion} had taken {lastItem}, and where {lastRecipient} had been so glad to see them.><little:That was where they took {lastItem}, for {lastRecipient}.>
<2-9:{name} took it out, held it tight and made a wish.>
<2-9:The curtains billowed, and {companion} was back.><10-12:{name} took it out, held it tight and made a wish, and at once the curtains billowed and {companion} was back.>
<8-9:Maybe, {name} thought, wishes work faster when you hold something from an adventure.><10-12:Perhaps, {name} thought, a wish travels faster when you are holding something that has already been on an adventure.>
<2-9:"I heard a wish," said {companion}.>
<2-9:"Good, because our adventure isn't finished yet."><10-12:"I heard a wish," said {companion}, "and that's good, because our adventure isn't finished yet.">

:: recall chapter.r.waiting-all-day
setting: bedroom

<2-9:For once, {name} had wanted bedtime to come quickly.><10-12:For once, {name} had spent the whole day wishing bedtime would hurry up.>
<grown:All day, {name} had been thinking about last night: {lastItem}, the long way to {lastDestination}, and {lastRecipient} at the very end.><little:{name} kept thinking of {lastItem}, and {lastRecipient}.>
<2-9:Now {name} was in bed, teeth brushed and wide awake.>
<6-9:The window creaked, and in came {companion}, just as {name} had hoped.><little:Creak!
In came {companion}.><10-12:Now {name} was in bed, teeth brushed and wide awake, when the window creaked and in came {companion}, just as {name} had hoped.>
<2-9:"You're still awake," said {companion}, smiling.>
<2-9:"I was waiting for you," said {name}.><10-12:"You're still awake," said {companion}, smiling, and {name} explained, "I was waiting for you.">
"Good," said {companion}, "because tonight needs you."

:: recall chapter.r.do-you-remember
setting: bedroom

<2-9:"Do you remember last night?" asked {companion}, eyes twinkling.><10-12:"Do you remember last night?" asked {companion}, eyes twinkling mischievously.>
<2-9:"Was there a long walk?" {name} asked, thinking hard.>
<little:"All the way," said {companion}.
"To {lastDestination}."><6-9:"All the way to {lastDestination}," said {companion}.><10-12:"Was there a long walk?" {name} asked, thinking hard, and {companion} nodded: "All the way to {lastDestination}.">
<little:"With {lastItem}, for {lastRecipient}!" said {name}.
Now {name} remembered it all.><6-9:"With {lastItem}, for {lastRecipient}!" said {name}, remembering it all now.><10-12:"With {lastItem}, for {lastRecipient}!" exclaimed {name}, suddenly remembering.>
<8-9:Once the first bit came back, the rest came tumbling after, like beads sliding along a string.><10-12:Memory is funny like that: once the first piece returned, the rest came after it, like washing pulled in along the line.>
<little:"That's the one," said {companion}.
"And tonight there is more to come!"><6-9:"That's the one," said {companion}, "and tonight there is more to come."><10-12:"That's the one," said {companion}, "and tonight, I suspect, there is more to come.">

:: recall chapter.r.folded-note
setting: bedroom

<little:That morning, {name} found a tiny note in {their} slipper.><grown:That morning, {name} had found a tiny folded note tucked inside {their} slipper.>
<grown:In very careful writing, it said: Thank you for bringing {lastItem}.
Love from {lastRecipient}.><little:It said: Thank you!
Love from {lastRecipient}.>
<little:Now {name} read it again by the night-light.
{companion} read it too, and looked very pleased.><grown:Now {name} read it again by the night-light, and {companion} read it too, looking very pleased.>
<8-9:Last night had been real, and here it was in writing to prove it.><10-12:Seeing last night written down in someone else's handwriting made it feel more real than ever, like a certificate.>
<2-9:"Can we do another?" asked {name}.>
<2-9:"Let's see what tonight needs," said {companion}.><10-12:"Can we do another?" asked {name}, and {companion} answered thoughtfully, "Let's see what tonight needs.">

:: recall chapter.r.same-moon
setting: bedroom

<2-9:The same round moon was at the window again.><10-12:The same round moon was looking in at the window again.>
<grown:Last night it had watched {name} and {companion} carry {lastItem} all the way to {lastRecipient}, and it looked as if it remembered.><little:Last night it watched {name} and {companion}.
They took {lastItem} to {lastRecipient}.>
<2-9:{name} waved at it, just in case.>
<2-9:Then, down a silver moonbeam, came {companion}.><10-12:{name} waved at it, just in case, and then, sliding down a silver moonbeam, came {companion}, who said warmly, "Hello again.">
<2-9:"Hello again," said {companion}.>
<8-9:Coming back felt different from coming the first time: it felt like something that belonged to them.><10-12:Coming back was different from the first time: less like a surprise, and more like returning to something that was already theirs.>
<2-9:"Shall we see what tonight brings?"><10-12:"Shall we see what tonight brings?" asked {companion}.>

:: recall chapter.r.ready-early
setting: bedroom

Tonight, {name} was ready early: dressing gown on, slippers on, wide awake.
<grown:Last night, {name} and {companion} had taken {lastItem} all the way to {lastRecipient}, and tonight {they} did not want to miss a thing.><little:Last night was {lastItem}, for {lastRecipient}.>
<little:{name} sat on the end of the bed, waiting.
Then in came {companion}.><6-9:When {companion} came, {name} was sitting on the end of the bed, waiting.>
<2-9:"Well," said {companion}, "look at you!"><10-12:When {companion} arrived, {name} was already perched on the end of the bed, waiting patiently. "Well," said {companion}, impressed, "look at you!">
<8-9:{name} felt like a traveller who already knew the way to the door.><10-12:{name} felt like a seasoned traveller, the kind who knows the way to the door and is always first to reach it.>
<2-9:"What's tonight?" asked {name}.>
<2-9:"Let's find out," said {companion}.><10-12:"What's tonight?" asked {name}, and {companion} replied, "Let's find out.">

// Finales: the series' last ending, 7-11 sentences, 70-110 words at the middle band. Home and into bed;
// tonight's thing or creature by name; the whole adventure (last night's, and "all the nights of this
// adventure"); the companion says this adventure is finished and always theirs; the last sentence is sleep.
// No new event.

:: finale chapter.f.last-page
setting: bedroom
closes: grey-feather

<2-9:Home again, {name} climbed into bed and pulled the covers up.>
<2-9:The small grey feather lay on the pillow, like a bookmark.><10-12:Home again, {name} climbed into bed, pulled the covers up and laid the small grey feather on the pillow, like a bookmark.>
<grown:Tonight, {item} had reached {recipient} at last, and last night, {lastItem} had reached {lastRecipient}.><little:{item} was with {recipient} now.
And {lastItem} was with {lastRecipient}.>
<grown:{name} thought of all the nights of this adventure, one after another, like pages in a book.><little:{name} thought of all the nights of this adventure.
They were like pages in a book.>
"Is that the last page?" {name} whispered.
<2-9:"It is," said {companion} softly.>
<2-9:"This adventure is finished now, and it will always be ours."><10-12:"It is," said {companion} softly, "and this adventure is finished now, but it will always be ours.">
<8-9:{name} smiled, because a good story does not stop belonging to you when it ends.><10-12:{name} smiled, understanding that a good story does not stop being yours when it ends; if anything, it becomes more yours.>
{name's} eyes closed, as gently as a book, and {they} was asleep.

:: finale chapter.f.counting-nights
setting: bedroom
closes: lucky-pebble

<2-9:Back in bed, {name} counted the adventure on {their} fingers.>
<2-9:One finger for every night of it.><10-12:Back in bed, {name} counted the adventure on {their} fingers, one finger for every night of it.>
<grown:The last two were easy: last night, {lastItem} for {lastRecipient}, and tonight, {item} for {recipient}.><little:Last night, {lastItem}.
Tonight, {item}, for {recipient}.>
<2-9:{companion} watched, smiling.>
<2-9:"Have we finished?" asked {name}.><10-12:{companion} watched, smiling, until {name} asked, "Have we finished?">
<2-9:"This adventure is finished," said {companion}.>
<2-9:"And it is yours and mine, always."><10-12:"This adventure is finished," said {companion}, "and it is yours and mine, always.">
<8-9:{name} took the little pebble from under the pillow and curled {their} fingers round it, as if holding all the nights at once.><10-12:{name} took the smooth little pebble from under the pillow and closed {their} fingers round it, as though every night of the adventure could be held in one hand.>
<6-9:Slowly, {name's} hand went soft round the pebble.><little:{name's} hand went soft round the little pebble.>
<2-9:And {name} was fast asleep.><10-12:Slowly, {name's} hand went soft on the pillow, and {name} was fast asleep.>

:: finale chapter.f.told-back
setting: bedroom
closes: grey-feather

<little:Home in bed, {name} snuggled down with the grey feather.
{companion} sat close, on the edge of the bed.><grown:Home in bed, {name} snuggled down, twirling the small grey feather, and {companion} sat close on the edge of the bed.>
<2-9:"Tell it back to me," whispered {name}.>
<2-9:"All of it."><10-12:"Tell it back to me," whispered {name}, "all of it.">
So {companion} told it, very softly, right up to tonight.
<6-9:There was {lastItem}, carried all that way for {lastRecipient}.
And tonight there was {item}, just where {recipient} wanted it.><little:There was {lastItem}, for {lastRecipient}.
There was {item}, for {recipient}.><10-12:There was {lastItem}, carried all that way for {lastRecipient}, and tonight there was {item}, just where {recipient} wanted it.>
<2-9:"That is all the nights of this adventure," said {companion}.>
<2-9:"Now it is finished, and it is ours to keep."><10-12:"That is all the nights of this adventure," said {companion}, "and now it is finished, and it is ours to keep.">
<8-9:{name} listened to the whole thing told in one soft voice, and it sounded like a song.><10-12:Told all together in one low, unhurried voice, the whole adventure sounded less like a list of nights and more like a song.>
<2-9:Somewhere before the very end, {name} fell asleep.><10-12:Somewhere before the very end, {name} drifted peacefully off to sleep.>

:: finale chapter.f.by-the-window
setting: bedroom
closes: lucky-pebble

<2-9:Home at last, {name} lay warm under the covers.>
<2-9:{companion} sat by the window, looking out at the night.><10-12:Home at last, {name} lay warm under the covers while {companion} sat by the window, gazing out at the night.>
<grown:Far away, {recipient} had {item} now, and somewhere further still, {lastRecipient} had {lastItem}.><little:{recipient} had {item} now.
{lastRecipient} had {lastItem}.>
"Is our adventure over?" asked {name}.
<2-9:"This one is finished," said {companion}.>
<2-9:"But every night of it is ours, for always."><10-12:"This one is finished," said {companion}, "but every night of it is ours, for always.">
<8-9:Finished, {name} found, was not an empty word at all; it felt full, like a cup filled right to the top.><10-12:{name} had expected finished to feel like an empty word, but instead it felt full, like a cup poured to the brim.>
<2-9:{name} nodded into the pillow, over the little wishing pebble.>
<2-9:By the time the nod was done, {they} was asleep.><10-12:{name} nodded slowly into the pillow, over the smooth little wishing pebble, and by the time the nod was done, {they} was asleep.>

:: finale chapter.f.whispered-names
setting: bedroom

<little:Back in bed, {name} whispered names from the adventure.
One by one.><grown:Back in bed, {name} whispered the names from the adventure, one by one.>
<grown:{lastRecipient}, who had been so glad of {lastItem}.
{recipient}, who had {item} now.><little:{lastRecipient}.
{recipient}.>
<grown:And every friend they had met on the way, through all the nights of this adventure.><little:And all the friends on the way.>
<2-9:"And you," {name} said to {companion}.><10-12:"And you," {name} added, turning to {companion}.>
<little:"This adventure is finished now," said {companion}.
"Every name in it is ours, always."><grown:"This adventure is finished now," said {companion}, "and every name in it belongs to us.">
<8-9:The names felt like smooth stones in a pocket, good to hold on to.><10-12:Each name felt like a smooth, familiar stone in a pocket, worn comfortable by being turned over and over.>
<grown:The names grew quieter and slower, until {name} was fast asleep, still saying them in a dream.><little:The names went quiet, and {name} was asleep.>

:: finale chapter.f.map-of-it-all
setting: bedroom

<little:Home in bed, {name} switched off the lamp.
Now {name} could see the whole adventure, like a map.><grown:Home in bed with the lamp off, {name} could see the whole adventure, like a map.>
<6-9:There was the long road to {lastDestination}, where {lastItem} had gone.
There was tonight's path, where {item} had gone to {recipient}.><little:There was {lastItem}, with {lastRecipient}.
There was {item}, with {recipient}.><10-12:There was the long road to {lastDestination}, where {lastItem} had gone, and there was tonight's path, where {item} had gone to {recipient}.>
<grown:All the nights of this adventure joined up into one path, winding home to this bed.><little:All the nights of this adventure made one path, home to bed.>
<2-9:"It's finished, isn't it?" said {name}.>
<2-9:"This adventure is," said {companion}.>
<2-9:"And the map of it is ours, always."><10-12:"It's finished, isn't it?" said {name}, and {companion} answered, "This adventure is, and the map of it is ours, always.">
<8-9:Some maps are for finding your way, {name} thought, and some are for remembering it.><10-12:Some maps help you find your way, {name} thought, but the best ones help you remember the way you have already come.>
<little:{name} followed the path once more, slower and slower.
Halfway along, {name} fell asleep.><grown:{name} followed the path once more, slower and slower, and fell asleep halfway along.>

:: finale chapter.f.will-you-remember
setting: bedroom

"Will you remember it all?" asked {name}, tucked up at last.
<2-9:"Every bit," said {companion}.>
<6-9:"{lastItem} and {lastRecipient}, and all the nights of this adventure.
And tonight, {item} for {recipient}."><little:"{lastItem}, and {lastRecipient}.
And {item}, for {recipient}."><10-12:"Every bit," said {companion}: "{lastItem} and {lastRecipient}, all the nights of this adventure, and tonight, {item} for {recipient}.">
<2-9:"Is it finished now?" {name} asked.>
<2-9:"This adventure is finished," said {companion}.><10-12:"Is it finished now?" {name} asked, and {companion} answered, "This adventure is finished, but it will always be ours, yours and mine.">
<2-9:"But it will always be ours, yours and mine.">
<8-9:Some things end and still stay, like a tune you keep humming after the music stops.><10-12:Some things finish and yet somehow stay, like a tune you find yourself still humming long after the music has stopped.>
<little:The house was quiet and warm.
{name} fell asleep with a smile.><6-9:The house was quiet and warm, and {name} fell asleep with a smile on {their} face.><10-12:The whole house was quiet and warm, and {name} drifted off to sleep with a contented smile on {their} face.>

:: finale chapter.f.two-slippers
setting: bedroom

Home again, {name} kicked off {their} slippers and climbed into bed.
<grown:The slippers sat side by side on the rug, dusty from every road of this adventure.><little:The slippers sat on the rug, all dusty.
They had been out all the nights of this adventure.>
<6-9:Tonight they had gone all the way to {recipient}, with {item}.
Last night, all the way to {lastRecipient}, with {lastItem}.><little:Tonight they went to {recipient}.
Last night they went to {lastRecipient}.><10-12:Tonight they had gone all the way to {recipient} with {item}, and last night all the way to {lastRecipient} with {lastItem}.>
"Those slippers have been on a real adventure," said {companion}.
<2-9:"Is it over now?" asked {name}.>
<2-9:"This one is finished," said {companion}, "and it is ours, always."><10-12:"Is it over now?" asked {name}, and {companion} replied, "This one is finished, and it is ours, always.">
<8-9:{name} thought that tired slippers were one of the best sights in the world.><10-12:There was something deeply satisfying, {name} thought, about a pair of slippers that had earned every speck of their dust.>
<grown:{name} wiggled {their} toes under the warm covers, once, twice, and then {they} was asleep.><little:Wiggle, wiggle went {name's} toes, and then {they} was asleep.>

:: finale chapter.f.same-stars
setting: bedroom

<2-9:Tucked in at last, {name} looked out at the stars.><10-12:Tucked in at last, {name} gazed out at the glittering stars.>
<6-9:The same stars were shining on {recipient}, with {item} safe at last.
They were shining on {lastRecipient} too, far away, still glad of {lastItem}.><little:The stars shone on {recipient}, and on {item}.
They shone on {lastRecipient} too.><10-12:The same stars were shining on {recipient}, with {item} safe at last, and on {lastRecipient} too, far away, still glad of {lastItem}.>
"Every night of this adventure had stars like these," said {name}.
"It did," said {companion}, "and now the adventure is finished."
<2-9:"It's still ours, though," said {name}.>
<2-9:"Always," said {companion}.><10-12:"It's still ours, though," said {name}, and {companion} agreed: "Always.">
<8-9:The stars would keep shining on all those places, whether anyone was looking or not.><10-12:It was a comfort that the stars would keep on shining over all those places, whether anyone was watching or not.>
<grown:The stars blinked slowly, and so did {name}, until {their} eyes stayed closed and {they} was asleep.><little:The stars blinked, and so did {name}, and then {they} was asleep.>

:: finale chapter.f.little-box
setting: bedroom

<grown:Home and tucked up at last, {name} pictured a little box, just the right size for keeping this adventure in.><little:Home in bed, {name} thought of a little box.
It was for keeping this adventure in.>
<2-9:It held no things at all, only thoughts.><10-12:It held nothing you could touch, only thoughts.>
<6-9:{name} put in tonight's thought: {item}, just where {recipient} wanted it.><little:{name} put in a thought: {item}, with {recipient}.>
<little:It went in beside last night's thought.
{lastItem}, and {lastRecipient}, so glad!><6-9:It went in beside last night's: {lastItem}, and how glad {lastRecipient} had been.><10-12:In went tonight's thought, {item} safe with {recipient}, right beside last night's: {lastItem}, and how glad {lastRecipient} had been.>
<2-9:"Is the box full now?" asked {name}.>
<2-9:"It is," said {companion}.><10-12:"Is the box full now?" asked {name}, and {companion} said, "It is, for this adventure is finished, and everything in that box is ours.">
<2-9:"This adventure is finished, and everything in that box is ours.">
<8-9:It was the kind of box that would never need a key.><10-12:It was the kind of box that would never need a lock, since nobody but {name} could ever open it.>
<little:{name} closed the lid, very gently.
Then {name} closed {their} eyes, and fell asleep.><grown:{name} closed the lid very gently, and then {their} eyes, and fell asleep.>
