/**
 * Understanding what a parent typed as a child's interest (../interests/: understand.ts says the rules).
 * The library's interest scenes are in interests.story; this is what picks the category and the words.
 */
export { INTEREST_CATEGORY_IDS, type Interest, type InterestCategoryId } from '../interests/types.js';
export { isUnderstood, understandInterest } from '../interests/understand.js';
