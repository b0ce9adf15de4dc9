import { describe, expect, it } from 'vitest';
import { storyRules } from '../../../shared/schemas';
import { ApiError } from '../../lib/api-client';
import {
  checkStoryForm,
  classifyStoryError,
  STORY_TOASTS,
  storyRequest,
  type CheckContext,
} from './story-rules';

const guest: CheckContext = { audience: { kind: 'guest' }, usedThisMonth: 0, planKnown: true };
const free = (userId: number, used = 0): CheckContext => ({
  audience: { kind: 'user', plan: 'FREE', userId },
  usedThisMonth: used,
  planKnown: true,
});
const premium: CheckContext = {
  audience: { kind: 'user', plan: 'PREMIUM', userId: 9 },
  usedThisMonth: 500,
  planKnown: true,
};
const form = { childName: '  Luna ', animal: 'Fox', theme: 'Friendship', length: 'Short' };

describe('the story form checks (docs/product.md §5.2)', () => {
  it('trims the name and lets a complete, free story through', () => {
    expect(checkStoryForm(form, guest, storyRules)).toEqual({
      ok: true,
      values: { childName: 'Luna', animal: 'Fox', theme: 'Friendship', length: 'Short' },
    });
  });

  it('names the first missing detail, with an inline error for every empty field', () => {
    const result = checkStoryForm({ childName: '   ', animal: '', theme: '', length: '' }, guest, storyRules);
    expect(result).toEqual({
      ok: false,
      kind: 'missing',
      field: 'childName',
      fieldErrors: {
        childName: "Please enter your child's name.",
        animal: 'Please choose a magical friend or superhero.',
        theme: 'Please choose a theme.',
        length: 'Please choose a story length.',
      },
    });
    expect(STORY_TOASTS.missing('theme').description).toBe(
      'Please fill in the theme to help us create your perfect story!',
    );
  });

  it('uses the shared rule for the name length', () => {
    expect(checkStoryForm({ ...form, childName: 'L' }, guest, storyRules)).toEqual({
      ok: false,
      kind: 'invalid',
      fieldErrors: { childName: "The child's name must be 2 to 30 characters." },
    });
  });

  it('stops at the monthly limit, unless the plan is unlimited or the count is unknown', () => {
    expect(checkStoryForm(form, { ...guest, usedThisMonth: 4 }, storyRules)).toMatchObject({
      ok: false,
      kind: 'limit',
    });
    const limit = checkStoryForm(form, free(1, 4), storyRules);
    expect(limit.ok === false && limit.kind === 'limit' && limit.message).toContain('monthly story limit');
    expect(checkStoryForm(form, free(1, 3), storyRules).ok).toBe(true);
    expect(checkStoryForm(form, { ...guest, usedThisMonth: null }, storyRules).ok).toBe(true);
    expect(checkStoryForm(form, premium, storyRules).ok).toBe(true);
    expect(checkStoryForm(form, { ...free(3, 4), exemptUserIds: [3, 6] }, storyRules).ok).toBe(true);
  });

  it('refuses premium choices for guests and the free plan, naming what was refused', () => {
    expect(checkStoryForm({ ...form, theme: 'Adventure' }, guest, storyRules)).toMatchObject({
      ok: false,
      kind: 'premium',
      feature: 'The Adventure theme',
    });
    expect(checkStoryForm({ ...form, animal: 'Lion' }, free(1), storyRules)).toMatchObject({
      kind: 'premium',
      feature: 'Lion as a companion',
    });
    expect(checkStoryForm({ ...form, length: 'Long' }, free(1), storyRules)).toMatchObject({
      kind: 'premium',
      feature: 'A Long story',
    });
    // Every premium choice at once, in the form's order.
    expect(
      checkStoryForm({ ...form, animal: 'Giraffe', theme: 'Adventure', length: 'Long' }, guest, storyRules),
    ).toMatchObject({
      kind: 'premium',
      feature: 'Giraffe as a companion, the Adventure theme and a Long story',
      count: 3,
    });
    expect(checkStoryForm({ ...form, animal: 'Lion', length: 'Long' }, premium, storyRules).ok).toBe(true);
    // While the plan is unknown the server decides.
    expect(checkStoryForm({ ...form, animal: 'Lion' }, { ...free(1), planKnown: false }, storyRules).ok).toBe(
      true,
    );
    expect(STORY_TOASTS.premium('Lion as a companion').description).toBe(
      'Lion as a companion is part of our Premium story collection! Unlock unlimited magical adventures.',
    );
    expect(STORY_TOASTS.premium('Lion as a companion and a Long story', 2).description).toBe(
      'Lion as a companion and a Long story are part of our Premium story collection! Unlock unlimited magical adventures.',
    );
  });
});

describe('a failed creation (docs/product.md §8.2)', () => {
  it('maps the server refusals to Story Wishes Used Up!', () => {
    expect(
      classifyStoryError(
        new ApiError(403, '{"message":"You have used all 4 stories of your monthly story limit."}'),
      ),
    ).toBe('limit');
    expect(
      classifyStoryError(new ApiError(403, '{"message":"Lion is available to Premium subscribers only."}')),
    ).toBe('limit');
  });
  it("maps an unreachable server to Story Cloud Sleeping and anything else to Story Magic Didn't Work", () => {
    expect(classifyStoryError(new TypeError('Failed to fetch'))).toBe('connection');
    expect(classifyStoryError(new ApiError(503, 'Service Unavailable'))).toBe('connection');
    expect(classifyStoryError(new ApiError(500, '{"message":"Something went wrong."}'))).toBe('failed');
    expect(classifyStoryError(new ApiError(400, '{"message":"Invalid theme selected"}'))).toBe('failed');
  });
});

describe('storyRequest', () => {
  const values = { childName: 'Luna', animal: 'Owl', theme: 'Space', length: 'Short' as const };

  it('sends a parent’s story with the chosen profile, which brings its own age', () => {
    expect(storyRequest(values, { userId: 7, profileId: 'p1', childAge: '5' })).toEqual({
      ...values,
      userId: 7,
      characterProfileId: 'p1',
    });
  });

  it('sends a typed age when no profile is chosen', () => {
    expect(storyRequest(values, { userId: 7, profileId: null, childAge: '5' })).toEqual({
      ...values,
      userId: 7,
      childAge: 5,
    });
  });

  it('sends a guest’s story with the guest session, never a profile', () => {
    expect(
      storyRequest(values, { userId: null, guestSessionId: 'g1', profileId: 'p1', childAge: '' }),
    ).toEqual({
      ...values,
      guestSessionId: 'g1',
    });
  });
});
