// The words the engine itself says between and around passages: how a scene moves on from the one before,
// wordings any companion can say, the child's pronouns, and single lines for one moment of a story.

// What {onward} says at the very start of a scene: past the place of the scene before ({place} is its
// name: 'the orchard'), on in the same place, or out from home. Each ends with its comma; the engine puts
// a space after it. A 2-3-year-old's scene often just begins (<2-3:>): its sentences stay short.
:: onward

from a place:
- Past {place},
- <little:Past {place},><grown:Beyond {place},>
- <2-3:><4-5:Near {place},><grown:Not far from {place},>
- <2-3:><4-5:On past {place},><grown:A little way past {place},>

in the same place:
- A little further on,
- Further along,
- Not much further,

from home:
- Outside,
- <2-3:><4-5:Out in the night,><grown:Out in the night air,>
- <little:Out of the gate,><grown:Beyond the garden gate,>

// Wordings that fit any companion, for a long story that has used each of its own twice (they read like
// a companion's own: see companions.story).
:: any-companion

moves:
- went along at {name's} side
- kept close beside {name}
- came along, steady and sure
- followed without a sound

sounds:
- a soft, happy sound
- a small, contented sigh
- a quiet, cheerful hum
- a gentle, friendly murmur

features:
- kind, bright eyes
- warm, friendly face
- steady, gentle smile

help:
- stayed close beside {name}, steady and kind
- gave {name} a brave little nod
- kept watch nearby, calm and sure
- waited patiently until {name} was ready
- said, "I am right here with you"

// The child's pronouns ({they}, {them}, {their}): a girl's, a boy's, and a child with no gender given.
:: pronouns Girl
they: she
them: her
their: her

:: pronouns Boy
they: he
them: him
their: his

:: pronouns none
they: they
them: them
their: their

// Said in the opening when the child loves the very animal the companion is (a child who loves foxes, with
// the fox).
:: line companion-is-interest

[<little:{name} loved {interest} best of all. What a lucky night!><grown:Of all the animals in the world, {name} loved {interest} best, so this was the luckiest night {they} had ever had.>]
