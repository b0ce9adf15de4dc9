/**
 * What the server hands the generator (docs/product.md §4.3): PREMIUM stories from a profile are customized
 * with the whole profile; other plans get the pronouns (gender) only; guests and profile-less stories none.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as engine from '../../../story-engine/index.js';
import { asGuest, grantPlan, signUp, storyInput } from '../../test-support/browser.js';
import { createTestApp, testAppForSuite } from '../../test-support/test-app.js';

vi.mock('../../../story-engine/index.js', async (importOriginal) => {
  const actual = await importOriginal<typeof engine>();
  return { ...actual, generateStory: vi.fn(actual.generateStory) };
});
const generateStory = vi.mocked(engine.generateStory);

const t = testAppForSuite(() => createTestApp());
beforeEach(() => {
  generateStory.mockClear();
});

/** The profile's details, which a PREMIUM story hands the generator as they are. */
const profileDetails = {
  gender: 'Girl',
  hairColor: 'Red',
  eyeColor: 'Green',
  favoriteColor: 'turquoise',
  personality: ['Brave'],
  interests: ['dinosaurs'],
};
const profileFields = { name: 'Mia', ...profileDetails };

describe('story customization', () => {
  it('PREMIUM with a profile: customize, with every detail of the profile', async () => {
    const { browser, user } = await signUp(t.app);
    await grantPlan(t.database, user.id, 'PREMIUM');
    const profile = (await browser.post('/api/character-profiles', profileFields)).json();
    const res = await browser.post(
      '/api/stories',
      storyInput({ characterProfileId: profile.id, theme: 'Adventure' }),
    );
    expect(res.statusCode).toBe(201);
    expect(generateStory).toHaveBeenCalledTimes(1);
    const request = generateStory.mock.calls[0]![0];
    expect(request).toMatchObject({
      childName: 'Mia',
      companion: 'Bear',
      theme: 'Adventure',
      length: 'Short',
      customize: true,
      profile: { age: 5, ...profileDetails },
    });
    // The stored seed is the one the generator used: the story can be regenerated.
    expect(generateStory.mock.results[0]!.value.seed).toBe(request.seed);
  });

  it('FREE and STANDARD with a profile: the pronouns only', async () => {
    for (const plan of ['FREE', 'STANDARD'] as const) {
      generateStory.mockClear();
      const { browser, user } = await signUp(t.app);
      if (plan !== 'FREE') await grantPlan(t.database, user.id, plan);
      const profile = (await browser.post('/api/character-profiles', profileFields)).json();
      expect(
        (await browser.post('/api/stories', storyInput({ characterProfileId: profile.id }))).statusCode,
      ).toBe(201);
      const request = generateStory.mock.calls[0]![0];
      expect(request.customize).toBe(false);
      expect(request.profile).toEqual({ gender: 'Girl', age: 5 });
    }
  });

  it('without a profile, or as a guest: no profile at all', async () => {
    const { browser, user } = await signUp(t.app);
    await grantPlan(t.database, user.id, 'PREMIUM');
    await browser.post('/api/stories', storyInput());
    await (await asGuest(t.app)).browser.post('/api/stories', storyInput());
    expect(generateStory).toHaveBeenCalledTimes(2);
    for (const [request] of generateStory.mock.calls) {
      expect(request.customize).toBe(false);
      expect(request.profile ?? null).toBeNull();
    }
  });

  it('a generator failure answers 400 with its message and spends nothing', async () => {
    const { browser, user } = await signUp(t.app);
    generateStory.mockImplementationOnce(() => {
      throw new engine.StoryGenerationError('Failed to generate story content');
    });
    const res = await browser.post('/api/stories', storyInput());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Failed to generate story content');
    expect((await browser.get(`/api/stories/count/${user.id}`)).json()).toEqual({ count: 0 });
    expect((await browser.get('/api/stories')).json()).toHaveLength(0);
  });
});
