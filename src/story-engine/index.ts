/**
 * The story engine's public face (server-only). See generator.ts.
 */
export { generateStory, newSeed, StoryGenerationError } from './generator.js';
export type { StoryRequest, ProfileDetails, GeneratedStory } from './generator.js';
