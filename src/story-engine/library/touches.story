// Small touches of a child's details, for a Premium story whose passages left too few (docs/product.md,
// "Stories": at least one sentence in eight carries a detail of the child). Each is one sentence with one
// detail in [ ], that reads right anywhere in its kind of paragraph: early in the opening and a scene, late
// in the ending, where the sentence after it does not lean on the one before ('It', 'They', 'Then on they
// went', speech: engine/personal.ts).

:: touches

opening:
- [{name's} {hair} hair was still damp from the bath.]
- [{name} wriggled {their} toes under the {colour} blanket.]
- [The night-light glowed a soft, sleepy {colour}.]
- [{name} had been thinking about {interest} all day long.]
- [{name's} {eyes} eyes were still wide awake.]
- [{name} pushed {their} {hair} hair out of {their} eyes<grown: and sat up a little>.]
- [{name's} {colour} slippers waited side by side on the rug.]
- [<little:{name's} head was full of {interest}.><grown:Tonight, like most nights, {name} was full of thoughts about {interest}.>]
- [{name} gave {their} {hair} hair one last brush before bed.]
- [The lamplight made {name's} {hair} hair look warm and soft.]
- [{name's} {hair} hair was brushed and neat, for once.]
- [{name} rubbed {their} {eyes} eyes and gave a tiny yawn.]
- [{name's} {eyes} eyes peeped out over the top of the covers.]
- [{name's} {eyes} eyes kept drifting to the dark window.]
- [{name's} pyjamas were {colour}, {their} favourite colour of all.]
- [{name} tucked a {colour} toy in beside the pillow.]
- [{name} plumped up {their} {colour} pillow and snuggled down.]
- [{name} was wondering all sorts of things about {interest}.]
- [{name} had spent the whole evening talking about {interest}.]
- [{name} knew more about {interest} than almost anyone.]

ending:
- [{name's} {eyes} eyes grew slow and heavy.]
- [The {colour} blanket was soft and warm.]
- [{name's} {hair} hair fanned out across the pillow.]
- [Perhaps {they} would dream about {interest}.]
- [{name} thought about {interest} one last time<grown:, and smiled>.]
- [{name's} {colour} slippers stood side by side, ready for the morning.]
- [{name's} {hair} hair was a sleepy tangle now.]
- [A strand of {hair} hair lay across {name's} sleepy face.]
- [{name's} {hair} hair still smelled faintly of the night air.]
- [A big yawn made {name's} {eyes} eyes water.]
- [Slowly, slowly, {name's} {eyes} eyes began to droop.]
- [{name's} {eyes} eyes looked once more round the quiet room.]
- [{name} snuggled deeper under the {colour} covers.]
- [{name's} {colour} pyjamas felt soft and cosy after the long night.]
- [{name's} {colour} socks lay in a little heap on the floor.]
- [A last sleepy thought of {interest} drifted through {name's} head.]
- [In the morning, {interest} would still be there.]
- [{name} mumbled something sleepy about {interest}.]

scene:
- [{name} pushed {their} {hair} hair out of {their} eyes.]
- [{name's} {colour} dressing gown flapped in the night breeze.]
- [{name's} {eyes} eyes went wide with wonder.]
- [<little:{name} smiled at the thought of {interest}.><grown:For a moment, {name} thought of {interest}, and felt brave and glad.>]
- [The moonlight made {name's} {hair} hair shine.]
- [{name} wrapped {their} {colour} scarf a little tighter.]
- [{name} ran a hand through {their} {hair} hair and looked around.]
- [<little:{name's} {hair} hair was all messy. Never mind!><grown:{name's} {hair} hair was tousled from the journey, and {name} did not mind.>]
- [{name} smoothed down {their} {hair} hair and took a deep breath.]
- [{name's} {eyes} eyes darted here and there, taking it all in.]
- [{name} peered into the dark with curious {eyes} eyes.]
- [Nothing could escape {name's} sharp {eyes} eyes tonight.]
- [{name} was glad of {their} warm {colour} jumper.]
- [{name's} {colour} hat kept {their} ears nice and cosy.]
- [<little:{name} spotted a flash of {colour}. {Their} favourite!><grown:{name} spotted a flash of {colour}, {their} very favourite colour, and smiled.>]
- [{name} chattered happily about {interest} along the way.]
- [<little:{name} made up a story about {interest}.><grown:{name} made up a little story about {interest} to pass the time.>]
- [<little:For a bit, {name} thought about {interest}.><grown:Far from bed, {name's} mind wandered to {interest} for a moment.>]

// A brother's or sister's own details (Premium, a sibling chosen from their profile): one for each, said
// after their line joining the opening, at home at bedtime. {sib} is the one it is about.
sibling:
- [<little:{sib's} {sibHair} hair stuck up at the back.><grown:{sib's} {sibHair} hair was sticking up at the back, the way it always did at bedtime.>]
- [{sib's} {sibEyes} eyes were shining in the dark.]
- [<little:{sib} put on {sibTheir} {sibColour} dressing gown.><grown:{sib} pulled on {sibTheir} {sibColour} dressing gown and tied the belt in a bow.>]
- [{sib} wiggled {sibTheir} toes into {sibTheir} {sibColour} slippers.]
- [<little:{sib's} {sibHair} hair was flat from the pillow.><grown:{sib's} {sibHair} hair was all squashed flat on one side from the pillow.>]
- [{sib} blinked {sibTheir} {sibEyes} eyes, suddenly not sleepy at all.]
- [{sib} tucked {sibTheir} {sibColour} pyjama top in, ready for anything.]
- [{sib} gave {sibTheir} {sibHair} hair a quick shake and grinned.]
- [{sib's} {sibColour} socks had stripes, and one was nearly falling off.]
- [{sib's} {sibEyes} eyes went from {name} to {companion} and back again.]
