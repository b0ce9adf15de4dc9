// Moving house: the move may be coming or under way, so the lines speak of boxes, moving and "the new
// house", never of a last or a first night anywhere.
:: moment moving-house

:: raise moment.moving-house.r.star-box
setting: bedroom
opens: star-box

<little:All over the house, there were cardboard boxes.
They stood in stacks, like a little city.><grown:All over the house, cardboard boxes were stacked up like a little city.>
<little:{name} had drawn a big star[ in {colour} pen] on one box.
It held all {their} favourite things.><grown:{name} had drawn a big star[ in {colour} pen] on one of them, the box with all {their} favourite things inside.>
<grown:"What if my things get muddled up in all this moving?" {name} asked, and peeped into the star box again, just to check.><little:"Will my things get lost?" asked {name}.
{They} peeped in the star box, just to check.>
"Boxes are only for carrying," said {companion}.
"Everything inside stays yours."

:: raise moment.moving-house.r.which-window
setting: bedroom
opens: moon-finds-the-window

{name} had been thinking about windows.
<grown:A new house meant a new window, and a new window might be anywhere: high or low, round or square.><little:A new house means a new window.>
"How will the moon know which window is mine?" {name} asked.
{Companion} was quiet for a moment, thinking about it properly.
"The same moon looks in at every window," said {companion}.
"Yours too, wherever it is."

:: raise moment.moving-house.r.not-one-person
setting: bedroom

<little:{name} was very quiet.
{They} twisted a thread on {their} sleeve, round and round.><grown:{name} was very quiet, twisting a thread on {their} sleeve round and round.>
<grown:"At the new house, I won't know anybody," {name} said at last.
"Not one single person."><little:"I won't know anybody at the new house," said {name}.>
{name's} eyes went prickly.
{Companion} came close, warm and steady.
"You didn't know me once," said {companion}.
"And look at us now."

:: raise moment.moving-house.r.pencil-marks
setting: bedroom

<grown:{name} looked at the pencil marks on the door frame, one for every birthday.><little:{name} looked at the pencil marks on the door.
There was one for every birthday.>
"They can't come when we move," said {name}, very quietly.
"No," said {companion}, "but all that growing comes with you."

:: raise moment.moving-house.r.creaky-stair
setting: bedroom

<grown:{name} knew every creak in this house: the third stair, the loose board, the bathroom door.><little:{name} knew every creak in this house.>
"Will the new house creak too?" {name} asked.
"Every house creaks a little," said {companion}.
"You'll learn its creaks, one by one."

:: raise moment.moving-house.r.echo
setting: bedroom
opens: star-box

{name's} things were in a box with a big star on it.
{name} said hello, and the bare walls whispered hello back.
"It doesn't sound like my room," said {name}.
"Empty rooms echo," said {companion}, "until your things fill them up."


:: raise moment.moving-house.r.tummy-flip
setting: bedroom

<little:{name} thought about the new house.
{Their} tummy did a flip!><6-9:Whenever {name} thought about the new house, {their} tummy did a flip.>
<2-9:"Is it a happy flip or a worried flip?" asked {name}.
"Maybe some of each," said {companion}.
"New things often feel like that."><10-12:Every time {name} imagined the new house, {their} stomach turned a somersault.
"Is that an excited flip or a worried one?" {name} wondered.
"Probably a little of each," said {companion}, "because unfamiliar things often feel that way.">

:: raise moment.moving-house.r.fuzzy-picture
setting: bedroom

<little:{name} shut {their} eyes tight.
{They} tried to picture the new house.><6-9:{name} shut {their} eyes tight and tried to picture the new house.>
<2-9:"It's all fuzzy," said {name}.
"I can only see a door."
"That's alright," said {companion}.
"It gets a little clearer every time you see it."><10-12:{name} squeezed {their} eyes shut to picture the new house, but it stayed stubbornly blurry.
"All I can see is a door," {name} sighed.
"That's alright," said {companion}.
"It gets a little clearer every time you see it.">

:: raise moment.moving-house.r.busy-day
setting: bedroom

<2-9:All day, everyone had been busy with boxes.
"Nobody had time to play," sighed {name}.
"Moving takes a lot of doing," said {companion}.
"But I've got time now."
So {friends} played a quiet game of I-spy.><10-12:The whole day had disappeared into cardboard boxes.
"Nobody had a moment to play," {name} sighed.
"Moving takes an enormous amount of doing," said {companion}, "but I have time now."
So {friends} played a quiet game of I-spy.>

:: rehearse moment.moving-house.h.hermit-crab
setting: beach
energy: gentle

{onward}<little:a hermit crab sat in a tiny shell.
Squash!
It was far too small.><grown:a hermit crab was squashed into a shell that was far too small.>
<little:"I need a bigger house," it sighed.
"But new ones feel so strange."><grown:"I need a bigger house," it sighed, "but new ones feel so strange.">
<little:{name} looked along the shore.
There was a pearly shell, just the right size!><grown:{name} looked along the shore and found a pearly shell, just the right size.>
<grown:The crab peered in, then scuttled across, quick as a blink.><little:Scuttle, scuttle, in went the crab.>
For a moment it sat very still, while {friends} waited.
Then it wiggled, and stretched, and waved a claw.
"Roomy!" it said.
{name} laughed, and walked on towards {recipient}.

:: rehearse moment.moving-house.h.dormouse-unpacking
setting: treehouse
energy: gentle

{onward}<little:a family of dormice was moving house.
Their new home was an empty treehouse.><grown:a family of dormice was moving into an empty treehouse.>
It was bare and echoey, and the smallest dormouse looked glum.
"It doesn't feel like ours," she said.
So {name} helped.
<grown:{name} hung up a picture and put a lamp in the window, and {companion} spread a blanket on the bed.><little:{name} hung up a picture.
{Companion} spread a blanket on the bed.>
The dormouse put her own pine cone on the shelf.
<grown:Now it looked as if somebody lived there.><little:Now it looked like home.>
<little:"It's ours now," said the dormouse.
She waved {name} off, towards {recipient}.><grown:"It's ours now," said the dormouse, and waved {name} off towards {recipient}.>

:: rehearse moment.moving-house.h.three-things
setting: meadow
energy: calm

{onward}<little:a young vole sat in the long grass.
It looked this way and that.><grown:a young vole sat in the long grass, looking this way and that.>
<little:"We've only just moved here," it squeaked.
"Every path looks the same."><grown:"We've only just moved here," it squeaked, "and every path looks the same.">
<grown:{name} picked out three things to remember: a white stone, a crooked post and a thistle as tall as a lamp.><little:{name} found three things to remember.
A white stone.
A crooked post.
A tall thistle.>
"Stone, post, thistle," said the vole, pointing at each one.
{Companion} said it with the vole, twice, to be sure.
Off it scampered, and found its own front door first time.
<8-9:By next week, the vole would not even need to count.><10-12:By next week, {name} suspected, the vole would not even need to count, and the new paths would simply feel like home.>
<little:{name} walked on towards {recipient}.
{They} picked things to remember on the way.><grown:{name} walked on towards {recipient}, choosing things to remember on the way.>

:: rehearse moment.moving-house.h.new-roots
setting: orchard
energy: gentle

{onward}<little:two moles were planting a young apple tree.
It had a brand-new spot.><grown:two moles were planting a young apple tree in a new spot.>
<grown:{name} held it straight while the moles patted down the earth.><little:{name} held it straight.
The moles patted down the earth.>
Its leaves drooped.
<little:"Trees always droop at first," said a mole.
"Then the roots settle in."><grown:"Trees always droop at first," said a mole, "until the roots settle in.">
{Companion} fetched water, and {name} gave the tree a drink.
<little:Then off went {name} again.
Off to {destination}!><grown:Then {name} set off again for {destination}.>

:: rehearse moment.moving-house.h.hello-neighbour
setting: village
energy: gentle

{onward}the village was all little houses with lit windows.
An old badger in a nightcap was putting out the milk bottles.
"Hello," she called. "You're new round here, aren't you?"
<grown:{name} wanted to hide behind {companion}, but said hello back instead.><little:{name} stood close to {companion}, feeling shy.
But {name} said hello back.>
<grown:Soon the two of them were chatting about {recipient} like old neighbours.><little:Soon {name} was telling her all about {recipient}.>

:: close moment.moving-house.c.pillow-comes-too
setting: bedroom
closes: moon-finds-the-window

<little:Back home, {name} climbed into bed.
{They} laid {their} head on the pillow.><grown:Back home, {name} climbed into bed and laid {their} head on the pillow.>
<little:It smelled of clean washing, and of {name}.
Just the way it always did.><grown:It smelled of clean washing and of {name}, the way it always did.>
<little:Tonight {item} was with {recipient}.
Right where it belonged.><grown:Tonight {item} was with {recipient}, right where it belonged.>
Tomorrow there might be boxes and tape and lots of carrying.
<grown:But wherever the bed went, the pillow would go too, and the quilt, and every last sock.><little:But the pillow would come too.
And the quilt.
And every sock.>
"And me," said {companion}, "and the moon at the window."
{name} smiled into the soft, familiar pillow, and fell asleep.

:: close moment.moving-house.c.night-by-night
setting: bedroom
closes: moon-finds-the-window

<little:Back home, {name} wriggled down under the covers.
The moon peeped in at the window.><grown:Back home, {name} wriggled down under the covers, and the moon peeped in at the window, as it would at the new one.>
<little:{They} thought of {recipient} and {item}.
And of the long way there and back.><grown:{They} thought of {recipient} and {item}, and of the long way there and back.>
<grown:On the way there, every step had been new; on the way back, {name} had known the trees and the turns.><little:The way there was new.
The way back felt known.>
<grown:Perhaps a new house would be like that too: strange at first, a little less strange the next night, and then, one ordinary evening, simply home.><little:Maybe a new house is like that.
New at first, then home.>
"Night by night," whispered {companion}.
{name's} breathing went slow and soft, and {they} fell asleep.

:: close moment.moving-house.c.no-box-needed
setting: bedroom
closes: star-box

<little:Back home, {name} climbed into bed.
{Companion} tucked the quilt in all round.><grown:Back home, {name} climbed into bed, and {companion} tucked the quilt in all round.>
<little:{name} thought of {recipient}.
{recipient} had {item} at last.><grown:{name} thought of {recipient}, who had {item} at last.>
<little:Then {they} thought of the star box.
All {their} things, packed safe.><grown:Then {they} thought of the box with the star on it, with all {their} things packed up safe.>
<grown:Tomorrow, and every day after, some things would need no box at all: {name's} laugh, {their} favourite songs, and tonight's adventure.><little:Some things never need a box.
A laugh.
A song.
Tonight's adventure.>
"They come with you everywhere," said {companion}.
<little:{name} yawned and held on to all of them.
Then {they} drifted off to sleep.><grown:{name} yawned, held on to all of them, and drifted off to sleep.>

:: close moment.moving-house.c.first-out
setting: bedroom
closes: star-box

Back home, {name} snuggled down, with {companion} close by.
{name} thought of {recipient}, who had {item} now.
<grown:{name} had already chosen the first thing to unpack from the star box: {their} favourite bedtime book.><little:{name} had picked the first thing out of the star box.
It was {their} bedtime book.>
"Good choice," murmured {companion}.
<little:{name} thought of the first page, and the second.
Before the third, {they} was asleep.><grown:{name} thought of the first page, and the second, and was asleep before the third.>

:: close moment.moving-house.c.goodnight-room
setting: bedroom

Back home, {name} curled up in the dim, quiet room.
{They} thought of {recipient} and {item}, and smiled.
"Goodnight, room," {name} whispered, patting the wall by the bed.
{Companion} said goodnight too.
<grown:Tomorrow night, and every night after, wherever {name} slept, there would be a room to say goodnight to.><little:Every room {name} slept in would get a goodnight.>
{name's} eyes closed, and sleep came softly.

:: close moment.moving-house.c.best-spot
setting: bedroom

Back home, {name} burrowed under the covers.
<little:{They} thought of {recipient}.
{item} was safe at last.><grown:{They} thought of {recipient}, with {item} safe at last.>
<grown:Somewhere in the new house there would be a best spot: a sunny step, or a cosy corner.><little:The new house would have a best spot.
A sunny step, or a cosy corner.>
<grown:Soon {name} could go looking for it.><little:Soon {name} could find it.>
"I'll help you look," whispered {companion}.
{name} fell asleep wondering where it would be.

:: close moment.moving-house.c.good-at-hellos
setting: bedroom

<2-9:Home again, {name} lay snug under the covers.><10-12:Home again, {name} lay snug under the covers, thinking back over the night.>
<little:Tonight {name} took {item} to {recipient}.
Hello, hello, all the way!><6-9:Tonight {name} had taken {item} to {recipient}, saying hello to new faces all the way.><10-12:Tonight {name} had carried {item} to {recipient}, greeting new faces all along the way.>
<little:At the new house, there would be new faces too.
{name} knew how to say hello.><6-9:At the new house there would be new faces too, and {name} had plenty of practice now.><10-12:At the new house there would be new neighbours to meet as well, and after tonight, {name} had plenty of practice.>
<little:"Hello, new house," whispered {companion}.
Just to try it.><grown:"Hello, new house," whispered {companion}, just to try it out.>
<2-9:{name} smiled, and fell asleep.><10-12:{name} smiled at that, and fell asleep.>

:: close moment.moving-house.c.house-sounds
setting: bedroom

<2-9:Home again, {name} lay still in bed.
{Companion} listened too.><10-12:Home again, {name} lay motionless in bed, and {companion} listened too.>
<little:Tick went the clock.
Creak went the floor.
Hush went the wind.><6-9:The clock ticked, the floor creaked, and the wind hushed round the roof.><10-12:Somewhere a clock ticked, a floorboard creaked, and the wind hushed softly round the roof.>
<little:{item} was with {recipient} now.
All was quiet there too.><6-9:{item} was with {recipient} now, and all was quiet there too.><10-12:{item} was with {recipient} now, and everything there was peaceful too.>
<little:The new house would have its own sounds.
New ones, at first.><6-9:The new house would have its own night sounds, new and strange at first.><10-12:The new house would have night sounds of its own, unfamiliar at first.>
<little:Soon {name} would know them all.><6-9:But soon {name} would know every one, and they would sound like home.><10-12:But before long {name} would know each one, and they would simply sound like home.>
<2-9:"I'll listen with you," whispered {companion}, and {name} fell asleep.><10-12:"I'll listen with you," murmured {companion}, and {name} fell asleep.>
