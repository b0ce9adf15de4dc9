import { describe, expect, it } from 'vitest';
import type { Story } from '../../../shared/api-contracts';
import { NO_LOOK_CHOICE, type LookChoice } from '../../components/child-look/look-picker';
import { anotherStoryRequest, rememberedChoices } from './remembered-choices';
import { LOOKS_KEY, MAX_REMEMBERED, rememberLook, rememberedLook } from './remembered-looks';
import { storyRequest } from './story-rules';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const amara: LookChoice = {
  skinTone: 'tone-8',
  hairStyle: 'puffs',
  hairColor: 'Black',
  eyeColor: '',
  glasses: false,
};

describe('a typed-in child’s look, remembered on this device', () => {
  it('comes back for the same name, whatever its case and spaces; not for another child', () => {
    const storage = memoryStorage();
    rememberLook('Amara', amara, storage);
    expect(rememberedLook(' amara ', storage)).toEqual(amara);
    expect(rememberedLook('Leo', storage)).toBeNull();
    expect(rememberedLook('', storage)).toBeNull();
  });

  it('forgets a look emptied again, and keeps at most the most recent children', () => {
    const storage = memoryStorage();
    rememberLook('Amara', amara, storage);
    rememberLook('Amara', NO_LOOK_CHOICE, storage);
    expect(rememberedLook('Amara', storage)).toBeNull();
    for (let i = 0; i <= MAX_REMEMBERED; i++) rememberLook(`Child ${i}`, amara, storage);
    expect(rememberedLook('Child 0', storage)).toBeNull();
    expect(rememberedLook(`Child ${MAX_REMEMBERED}`, storage)).toEqual(amara);
    expect(Object.keys(JSON.parse(storage.items.get(LOOKS_KEY)!))).toHaveLength(MAX_REMEMBERED);
  });

  it('reads back only values of the closed lists, and survives broken storage', () => {
    const storage = memoryStorage();
    storage.setItem(
      LOOKS_KEY,
      JSON.stringify({ mia: { skinTone: '#fff', hairStyle: 'bob', glasses: 'yes' } }),
    );
    expect(rememberedLook('Mia', storage)).toEqual({ ...NO_LOOK_CHOICE, hairStyle: 'bob' });
    storage.setItem(LOOKS_KEY, '{not json');
    expect(rememberedLook('Mia', storage)).toBeNull();
    expect(rememberedLook('Mia', null)).toBeNull();
  });
});

describe('the look in story requests', () => {
  const values = { childName: 'Amara', animal: 'Owl', theme: 'Friendship', length: 'Short' } as const;
  const look = {
    skinTone: 'tone-8',
    hairStyle: 'puffs',
    hairColor: 'Black',
    eyeColor: null,
    glasses: false,
  } as const;

  it('a typed-in child sends their look; a profile brings its own', () => {
    const guest = storyRequest(values, {
      userId: null,
      guestSessionId: 'g',
      profileId: null,
      childAge: '',
      childLook: look,
    });
    expect(guest.childLook).toEqual(look);
    const profiled = storyRequest(values, { userId: 7, profileId: 'p-1', childAge: '', childLook: look });
    expect(profiled.childLook).toBeUndefined();
  });

  it("'Another story' and the form remember last night's typed-in look, without a profile's pyjamas", () => {
    const last = {
      childName: 'Amara',
      animal: 'Owl',
      theme: 'Friendship',
      length: 'Short',
      characterProfileId: null,
      childAge: null,
      childGender: null,
      childLook: { ...look, pyjamas: null },
    } as unknown as Story;
    expect(anotherStoryRequest(last, { guestSessionId: 'g' }).childLook).toEqual(look);
    expect(rememberedChoices(last).childLook).toEqual(look);
    const fromProfile = { ...last, characterProfileId: 'p-1' } as Story;
    expect(anotherStoryRequest(fromProfile, { userId: 7 }).childLook).toBeUndefined();
    expect(rememberedChoices(fromProfile).childLook).toBeNull();
  });
});
