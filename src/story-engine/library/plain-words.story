// Plain words for the youngest: a word a 2-3-year-old does not know, and what a story says to them instead.
// Only the library's own words change (never a name a parent typed), whole words, a capital kept, and
// 'a' or 'an' fitted to the new word. From 4 on, a child hears the word as written.
//
// One word a line, in lower case, each form that occurs (a plural is its own line): `word: plain words`.
// What is said instead must read right everywhere the word is written (the badgers' sett -> the badgers'
// home), so read `npm run library:check -- --print=toddler` for the passages that use it. Where a plain
// word cannot fit a sentence, write the sentence a toddler's own way in the passage (<2-3: ...>).
:: plain-words
jerboa: desert mouse
jerboas: desert mice
sett: home
circlet: crown
tussock: clump of grass
