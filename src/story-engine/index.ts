/**
 * The story engine's public face (server-only): the generator over the whole library. See generator.ts.
 */
import { createStoryEngine } from './generator.js';
import { STORY_LIBRARY } from './library/index.js';

const engine = createStoryEngine(STORY_LIBRARY);
export const generateStory = engine.generateStory;
export { newSeed, StoryGenerationError, MEMORY_DEPTH } from './generator.js';
export { linesOf } from './engine/lines.js';
export type { ProfileDetails } from './generator.js';
