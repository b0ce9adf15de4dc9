// Small touches of a child's details, for a Premium story whose passages left too few (docs/product.md,
// "Stories": at least one sentence in eight carries a detail of the child). Each is one sentence with one
// detail in [ ], that reads right anywhere in its kind of paragraph: after the opening's first sentence,
// before the ending's last, after a scene's first.

:: touches

opening:
- [{name's} {hair} hair was still damp from the bath.]
- [{name} wriggled {their} toes under the {colour} blanket.]
- [The night-light glowed a soft, sleepy {colour}.]
- [{name} had been thinking about {interest} all day long.]
- [{name's} {eyes} eyes were still wide awake.]
- [{name} pushed {their} {hair} hair out of {their} eyes<grown: and sat up a little>.]
- [{name's} {colour} slippers waited side by side on the rug.]
- [<little:{name} loved {interest}.><grown:Tonight, like most nights, {name} was full of thoughts about {interest}.>]

ending:
- [{name's} {eyes} eyes grew slow and heavy.]
- [The {colour} blanket was soft and warm.]
- [{name's} {hair} hair fanned out across the pillow.]
- [Perhaps {they} would dream about {interest}.]
- [{name} thought about {interest} one last time<grown:, and smiled>.]
- [{name's} {colour} slippers stood side by side, ready for the morning.]

scene:
- [{name} pushed {their} {hair} hair out of {their} eyes.]
- [{name's} {colour} dressing gown flapped in the night breeze.]
- [{name's} {eyes} eyes went wide.]
- [<little:{name} thought of {interest}.><grown:For a moment, {name} thought of {interest}, and felt brave and glad.>]
- [The moonlight made {name's} {hair} hair shine.]
- [{name} wrapped {their} {colour} scarf a little tighter.]
