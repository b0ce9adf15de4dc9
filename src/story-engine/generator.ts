/**
 * The story generator. A story has a spine (docs/product.md, "Stories"): an opening at home, the set-up
 * of one small quest, scenes on the way that each bring the quest back (livelier first, calmer later),
 * the quest paid off by name, and an ending at home that winds down to sleep. The word ranges and the
 * paragraph cap of the catalogue hold.
 *
 * It remembers per child: given the passages of the child's last stories (newest first), it tells no
 * passage again from the last 5, no opening from the last 10, and prefers what was heard longest ago.
 * It knows the child: the name capitalised as a parent would, pronouns (or 'they'), the age (sentence
 * length and words), and for Premium customization the looks, favourite colour, traits and interests.
 *
 * Pure and seeded: the same request, memory and seed give the same story. How it is made, a module a
 * step (engine/): listener.ts (the child), plan.ts (the passages), tell.ts (fitting length and grade),
 * render.ts with story-state.ts (filling the slots, slots/registry.ts), personal.ts, metadata.ts.
 */
import { MESSAGES } from '../shared/messages.js';
import type { StoryLibrary } from './library/index.js';
import {
  NO_MEMORY,
  StoryGenerationError,
  type GeneratedStory,
  type StoryMemory,
  type StoryRequest,
} from './engine/request.js';
import { tell } from './engine/tell.js';

export interface StoryEngine {
  generateStory(request: StoryRequest, memory?: StoryMemory): GeneratedStory;
}

/** An engine over a library (the full one in index.ts; small ones in tests). */
export function createStoryEngine(library: StoryLibrary): StoryEngine {
  return {
    generateStory(request, memory = NO_MEMORY) {
      const childName = request.childName?.trim();
      if (!childName || !request.companion?.trim())
        throw new StoryGenerationError(MESSAGES.missingStoryInputs);
      // A small library (tests) may lack a theme or a companion of the catalogue.
      const theme = library.themes[request.theme];
      if (!theme) throw new StoryGenerationError(MESSAGES.invalidTheme);
      if (!library.voices[request.companion]) throw new StoryGenerationError(MESSAGES.invalidCompanion);
      return tell(library, theme, request, memory);
    },
  };
}

export {
  ageBand,
  MEMORY_DEPTH,
  newSeed,
  StoryGenerationError,
  type GeneratedStory,
  type ProfileDetails,
  type StoryMemory,
  type StoryRequest,
} from './engine/request.js';
export { NO_REPEAT_OPENING_STORIES, NO_REPEAT_STORIES } from './engine/memory.js';
