import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { asGuest, Browser, signUp, type SignedInBrowser } from '../../test-support/browser.js';
import { createTestApp, testAppForSuite } from '../../test-support/test-app.js';

let a: SignedInBrowser;
let b: SignedInBrowser;
let guest: Browser;

const t = testAppForSuite(() => createTestApp());

beforeAll(async () => {
  a = await signUp(t.app);
  b = await signUp(t.app);
  guest = (await asGuest(t.app)).browser;
});

const profile = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mia',
  age: 6,
  gender: 'Girl',
  hairColor: 'Red',
  eyeColor: 'Green',
  favoriteColor: 'purple',
  personality: ['Brave', 'Curious'],
  interests: ['dinosaurs', 'drawing'],
  description: 'Loves the moon.',
  ...overrides,
});

async function createProfile(owner: SignedInBrowser, overrides: Record<string, unknown> = {}) {
  const res = await owner.browser.post('/api/character-profiles', profile(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('character profiles: the owner', () => {
  it('creates (201), lists, updates and deletes a profile', async () => {
    const created = await createProfile(a);
    expect(created).toMatchObject({ ...profile(), userId: a.user.id });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);

    const list = await a.browser.get('/api/character-profiles');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((p: { id: string }) => p.id)).toContain(created.id);

    const patched = await a.browser.patch(`/api/character-profiles/${created.id}`, {
      age: 7,
      personality: ['Calm'],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ age: 7, personality: ['Calm'], name: 'Mia', hairColor: 'Red' });

    const deleted = await a.browser.delete(`/api/character-profiles/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(
      (await a.browser.get('/api/character-profiles')).json().map((p: { id: string }) => p.id),
    ).not.toContain(created.id);
    expect((await a.browser.delete(`/api/character-profiles/${created.id}`)).statusCode).toBe(404);
  });

  it('fills the defaults (age 5, Boy, Brown, Brown) from a name alone', async () => {
    const res = await a.browser.post('/api/character-profiles', { name: 'Leo' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Leo',
      age: 5,
      gender: 'Boy',
      hairColor: 'Brown',
      eyeColor: 'Brown',
      favoriteColor: null,
      personality: [],
      interests: [],
      description: null,
    });
  });

  it('trims interests, drops empty ones and duplicates', async () => {
    const res = await createProfile(a, { interests: [' trains ', '', 'trains', 'space'] });
    expect(res.interests).toEqual(['trains', 'space']);
  });
});

describe('character profiles: validation boundaries', () => {
  it.each([
    ['name of 1 character', { name: 'M' }, 201],
    ['name of 50 characters', { name: 'N'.repeat(50) }, 201],
    ['empty name', { name: '' }, 400],
    ['name of 51 characters', { name: 'N'.repeat(51) }, 400],
    ['age 0', { age: 0 }, 400],
    ['age 1', { age: 1 }, 201],
    ['age 18', { age: 18 }, 201],
    ['age 19', { age: 19 }, 400],
    ['age 5.5', { age: 5.5 }, 400],
    ['age as text', { age: 'five' }, 400],
    ['description of 500 characters', { description: 'd'.repeat(500) }, 201],
    ['description of 501 characters', { description: 'd'.repeat(501) }, 400],
    ['an unknown gender', { gender: 'Dragon' }, 400],
    ['an unknown hair colour', { hairColor: 'Plaid' }, 400],
    ['an unknown eye colour', { eyeColor: 'Silver' }, 400],
    ['an unknown trait', { personality: ['Grumpy'] }, 400],
    ['every skin tone and hair style', { skinTone: 'tone-8', hairStyle: 'coily', glasses: true }, 201],
    ['no skin tone or hair style (null)', { skinTone: null, hairStyle: null }, 201],
    ['an unknown skin tone', { skinTone: 'tone-9' }, 400],
    ['a skin tone in words', { skinTone: 'brown' }, 400],
    ['an unknown hair style', { hairStyle: 'mohawk' }, 400],
    ['glasses as text', { glasses: 'yes' }, 400],
    ['personality as text', { personality: 'Brave' }, 400],
    ['21 interests', { interests: Array.from({ length: 21 }, (_, i) => `thing${i}`) }, 400],
    ['an interest of 41 characters', { interests: ['i'.repeat(41)] }, 400],
    ['a userId field', { userId: 999 }, 400],
    ['an id field', { id: '00000000-0000-4000-8000-000000000000' }, 400],
  ])('%s answers %i', async (_label, overrides, status) => {
    const res = await a.browser.post('/api/character-profiles', profile(overrides));
    expect(res.statusCode, res.body).toBe(status);
    if (status === 400) expect(res.json().message).toEqual(expect.any(String));
  });

  it('names the rule: age and notes', async () => {
    expect((await a.browser.post('/api/character-profiles', profile({ age: 19 }))).json().message).toBe(
      'Age must be between 1 and 18.',
    );
    expect(
      (await a.browser.post('/api/character-profiles', profile({ description: 'd'.repeat(501) }))).json()
        .message,
    ).toBe('The notes must be at most 500 characters.');
  });

  it("names the rule: the look's closed lists", async () => {
    const message = async (overrides: Record<string, unknown>) =>
      (await a.browser.post('/api/character-profiles', profile(overrides))).json().message;
    expect(await message({ skinTone: 'tone-9' })).toBe(
      'Skin tone must be one of: tone-1, tone-2, tone-3, tone-4, tone-5, tone-6, tone-7, tone-8.',
    );
    expect(await message({ hairStyle: 'Mohawk' })).toBe(
      'Hair style must be one of: short, cropped, long, curly, coily, braids, puffs, bun, bob, wavy.',
    );
    expect(await message({ glasses: 1 })).toBe('Glasses must be true or false.');
  });

  it('keeps the look, answers it, changes it and clears it; exported with the account', async () => {
    const made = await createProfile(a, { skinTone: 'tone-4', hairStyle: 'braids', glasses: true });
    expect(made).toMatchObject({ skinTone: 'tone-4', hairStyle: 'braids', glasses: true });
    const plain = await createProfile(a);
    expect(plain).toMatchObject({ skinTone: null, hairStyle: null, glasses: false });
    const changed = await a.browser.patch(`/api/character-profiles/${made.id}`, {
      hairStyle: 'bun',
      glasses: false,
    });
    expect(changed.json()).toMatchObject({ skinTone: 'tone-4', hairStyle: 'bun', glasses: false });
    const cleared = await a.browser.patch(`/api/character-profiles/${made.id}`, { skinTone: null });
    expect(cleared.json()).toMatchObject({ skinTone: null, hairStyle: 'bun' });
    expect(
      (await a.browser.patch(`/api/character-profiles/${made.id}`, { skinTone: 'pale' })).statusCode,
    ).toBe(400);
    const exported = (await a.browser.get('/api/account/export')).json();
    const row = exported.characterProfiles.find((p: { id: string }) => p.id === made.id);
    expect(row).toMatchObject({ skinTone: null, hairStyle: 'bun', glasses: false });
  });

  it('PATCH applies the same rules and refuses a userId', async () => {
    const { id } = await createProfile(a);
    for (const body of [
      { age: 0 },
      { age: 19 },
      { name: '' },
      { description: 'd'.repeat(501) },
      { userId: b.user.id },
    ]) {
      expect((await a.browser.patch(`/api/character-profiles/${id}`, body)).statusCode).toBe(400);
    }
    expect((await a.browser.patch(`/api/character-profiles/${id}`, { age: 18 })).statusCode).toBe(200);
    const [row] = (await a.browser.get('/api/character-profiles'))
      .json()
      .filter((p: { id: string }) => p.id === id);
    expect(row.userId).toBe(a.user.id);
  });

  it('malformed bodies answer 4xx, never 5xx', async () => {
    for (const payload of [
      '{"name":',
      '[]',
      '"Mia"',
      '{"__proto__":{"name":"x"}}',
      JSON.stringify({ name: 'x'.repeat(70_000) }),
    ]) {
      const res = await a.browser.post('/api/character-profiles', payload);
      expect(res.statusCode, payload.slice(0, 30)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

describe('character profiles: who may', () => {
  it('anonymous and guests get 401 on every call', async () => {
    const { id } = await createProfile(a);
    for (const who of [new Browser(t.app), guest]) {
      expect((await who.get('/api/character-profiles')).statusCode).toBe(401);
      expect((await who.post('/api/character-profiles', profile())).statusCode).toBe(401);
      expect((await who.patch(`/api/character-profiles/${id}`, { age: 9 })).statusCode).toBe(401);
      const del = await who.delete(`/api/character-profiles/${id}`);
      expect(del.statusCode).toBe(401);
      expect(del.json().message).toBe(MESSAGES.signInRequired);
    }
  });

  it('another user neither sees, changes nor deletes a profile (404), and it stays as it was', async () => {
    const created = await createProfile(a, { name: 'Private' });
    expect(
      (await b.browser.get('/api/character-profiles')).json().map((p: { id: string }) => p.id),
    ).not.toContain(created.id);
    const patch = await b.browser.patch(`/api/character-profiles/${created.id}`, { name: 'Stolen' });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().message).toBe(MESSAGES.characterProfileNotFound);
    expect((await b.browser.delete(`/api/character-profiles/${created.id}`)).statusCode).toBe(404);
    const mine = (await a.browser.get('/api/character-profiles'))
      .json()
      .find((p: { id: string }) => p.id === created.id);
    expect(mine.name).toBe('Private');
  });

  it('a malformed or unknown id answers 404', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', "1' OR '1'='1"]) {
      expect(
        (await a.browser.patch(`/api/character-profiles/${encodeURIComponent(id)}`, { age: 9 })).statusCode,
      ).toBe(404);
      expect((await a.browser.delete(`/api/character-profiles/${encodeURIComponent(id)}`)).statusCode).toBe(
        404,
      );
    }
  });
});
