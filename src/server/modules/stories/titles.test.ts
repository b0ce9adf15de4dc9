/**
 * A story's own title (docs/product.md, "Stories"), the gender given by hand for a child with no profile,
 * and names that are names: through POST /api/stories and every read of the story.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generateStory } from '../../../story-engine/index.js';
import { fixedClock } from '../../clock.js';
import { stories } from '../../db/schema.js';
import { callersForSuite, storyInput } from '../../test-support/browser.js';
import { createTestApp, testAppForSuite } from '../../test-support/test-app.js';

const clock = fixedClock('2030-05-10T12:00:00Z');
const t = testAppForSuite(() => createTestApp({ clock }));
const { parent, guest } = callersForSuite(t, ['parent'], ['guest']);

describe('story titles', () => {
  it('a new story has a title from its quest, in its answer, its read and every list', async () => {
    const res = await parent.browser.post(
      '/api/stories',
      storyInput({ childName: 'Mia', theme: 'Kindness' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.title).toMatch(/^Mia and the [A-Z][\w-]*( [\w-]+)*$/);
    expect(created.title).not.toBe('Mia and the Bear');

    const read = await parent.browser.get(`/api/stories/${created.id}`);
    expect(read.json().title).toBe(created.title);
    for (const path of ['/api/stories', '/api/stories/user', '/api/stories/recent']) {
      const list = await parent.browser.get(path);
      expect(list.statusCode, `${path} ${list.body}`).toBe(200);
      expect(list.json().find((s: { id: string }) => s.id === created.id)?.title, path).toBe(created.title);
    }
  });

  it("a child's stories of one theme each get a title the child has not had", async () => {
    const titles: string[] = [];
    // Eight quests a theme: the ninth story comes back to a quest, and still takes a new title.
    for (let night = 0; night < 10; night++) {
      clock.advance(60_000);
      const res = await parent.browser.post(
        '/api/stories',
        storyInput({ childName: 'Noor', theme: 'Courage', animal: 'Fox' }),
      );
      expect(res.statusCode, res.body).toBe(201);
      titles.push(res.json().title);
    }
    expect(new Set(titles).size).toBe(10);
    for (const title of titles) expect(title).toMatch(/^Noor[ ,:]/);
  });

  it('the title is the name as the story writes it', async () => {
    const res = await guest.browser.post(
      '/api/stories',
      storyInput({ childName: '  zoë  ', guestSessionId: guest.sessionId }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().title).toMatch(/^Zoë and the /);
  });
});

describe('a child entered by hand', () => {
  it('a gender given by hand sets the pronouns and comes back with the story', async () => {
    const res = await parent.browser.post(
      '/api/stories',
      storyInput({ childName: 'Sam', childGender: 'Girl', childAge: 6, length: 'Medium' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const story = res.json();
    expect(story).toMatchObject({ childGender: 'Girl', childAge: 6 });
    // The story is the one the engine tells for a girl, not the one it tells with no gender given: told
    // again from the stored seed (Sam's first story, so nothing heard before), once each way.
    const [row] = await t.database.db
      .select({ seed: stories.seed })
      .from(stories)
      .where(eq(stories.id, story.id));
    const request = {
      childName: 'Sam',
      companion: 'Bear' as const,
      theme: 'Friendship' as const,
      length: 'Medium' as const,
      seed: row!.seed,
      age: 6,
      customize: false,
    };
    expect(story.storyContent).toBe(generateStory({ ...request, profile: { gender: 'Girl' } }).content);
    expect(story.storyContent).not.toBe(generateStory({ ...request, profile: null }).content);
  });

  it('no gender: null, and no he or she for the child', async () => {
    const res = await parent.browser.post('/api/stories', storyInput({ childName: 'Sam' }));
    expect(res.json().childGender).toBeNull();
  });

  it('refuses a gender off the list with a 400 that says what is allowed', async () => {
    const res = await parent.browser.post(
      '/api/stories',
      storyInput({ childName: 'Sam', childGender: 'robot' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Boy, Girl/);
  });

  it('refuses a name with no letter in it, and takes one in any alphabet', async () => {
    for (const childName of ['42', '!!!', '  --  ', '12 34']) {
      const res = await parent.browser.post('/api/stories', storyInput({ childName }));
      expect(res.statusCode, childName).toBe(400);
      expect(res.json().message).toBe("The child's name needs at least one letter.");
    }
    for (const childName of ['Zoë', 'Ана', '美咲', "O'Neil"]) {
      const res = await parent.browser.post('/api/stories', storyInput({ childName }));
      expect(res.statusCode, `${childName} ${res.body}`).toBe(201);
    }
  });
});
