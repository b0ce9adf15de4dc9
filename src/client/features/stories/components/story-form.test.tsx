import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { PRODUCT_NAME } from '../../../../shared/product';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { queryKeys } from '../../../lib/query-keys';
import { resetGuestSessionCacheForTests } from '../../../lib/storage';
import {
  cleanupApp,
  fakeApi,
  heldReply,
  renderWithApp,
  toastText,
  type Reply,
} from '../../../lib/testing/render-with-api';
import { FIRST_CHOICES, type StoryChoices } from '../remembered-choices';
import { StoryForm } from './story-form';

beforeEach(() => {
  localStorage.clear();
  resetGuestSessionCacheForTests();
});
afterEach(() => {
  cleanupApp();
  vi.restoreAllMocks();
  localStorage.clear();
  resetGuestSessionCacheForTests();
});

const ROUTE = 'POST /api/stories';
/** Guest session ids are 22 to 64 base64url characters (shared/api-contracts.ts). */
const GUEST_ID = 'guest-session-000000000001';
const NEW_GUEST_ID = 'guest-session-000000000002';
const USER = { id: 7, username: 'maya', email: 'maya@example.com' };
const STORY = { id: 'story-42', childName: 'Mia' };
/** The monthly limit as the server words its refusal (src/shared/messages.ts). */
const LIMIT_MESSAGE =
  'You have used all 4 stories of your monthly story limit. New stories arrive on the 1st of next month, or upgrade your plan for more.';

/**
 * The first-visit choices as sent, with the look of a child typed in by hand: none chosen, every part null
 * (drawn without guessing).
 */
const TONIGHT = {
  animal: 'Owl',
  theme: 'Friendship',
  length: 'Medium',
  childLook: { skinTone: null, hairStyle: null, hairColor: null, eyeColor: null, glasses: false },
};

type Routes = Record<string, Reply | (() => Promise<Reply>)>;

/** A guest whose 30-day session is kept on this device, 1 story made this month. */
function asGuest(routes: Routes = {}, initial?: StoryChoices) {
  localStorage.setItem(
    'guestSession',
    JSON.stringify({ sessionId: GUEST_ID, expiresAt: Date.now() + 86_400_000 }),
  );
  return renderForm(
    { [`GET /api/stories/guest-count/${GUEST_ID}`]: { body: { count: 1 } }, ...routes },
    initial,
  );
}

/** Maya, signed in on `plan`, no saved profiles, 1 story made this month. */
async function asUser(plan: 'FREE' | 'PREMIUM', routes: Routes = {}, initial?: StoryChoices) {
  localStorage.setItem('userId', String(USER.id));
  const view = renderForm(
    {
      'GET /api/user': { body: USER },
      [`GET /api/subscription/status/${USER.id}`]: { body: { planType: plan, status: 'active' } },
      [`GET /api/stories/count/${USER.id}`]: { body: { count: 1 } },
      'GET /api/character-profiles': { body: [] },
      ...routes,
    },
    initial,
  );
  // Signed in, and the plan known: the form gates (or not) by it from here on.
  await screen.findByRole('region', { name: 'No Character Profiles Yet' });
  await waitFor(() => expect(view.client.getQueryData(queryKeys.subscriptionStatus(USER.id))).toBeDefined());
  return view;
}

function renderForm(routes: Routes, initial?: StoryChoices) {
  const api = fakeApi(routes);
  const seen: string[] = [];
  const view = renderWithApp(
    <AuthProvider>
      <StoryForm onSeePlans={() => seen.push('plans')} {...(initial ? { initial } : {})} />
    </AuthProvider>,
  );
  return { api, seen, ...view };
}

const button = () =>
  screen.getByRole('button', {
    name: new RegExp(`^(Create My ${PRODUCT_NAME.replace(/s$/, '')}|Creating Magic\\.\\.\\.)$`),
  });
const nameField = () => screen.getByLabelText("Child's name");
const fill = (value: string) => fireEvent.change(nameField(), { target: { value } });
const withTheme = (theme: string): StoryChoices => ({
  ...FIRST_CHOICES,
  values: { ...FIRST_CHOICES.values, theme },
});

describe('the story form, checked before anything is sent', () => {
  it("marks an empty child's name beside the field and focuses it, sending nothing", async () => {
    const { api } = asGuest();
    fireEvent.click(button());
    const error = await screen.findByText("Please enter your child's name.");
    expect(error.id).toBe('child-name-error');
    expect(nameField().getAttribute('aria-describedby')).toBe('child-name-error');
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(nameField());
    expect(toastText()).toBe(
      "Story Details Missing: Please fill in the child's name to help us create your perfect story!",
    );
    expect(api.bodies(ROUTE)).toEqual([]);
    // Not even a guest session is asked for.
    expect(api.bodies('POST /api/guest/session')).toEqual([]);
  });

  it('marks a name the shared rules refuse (too short, no letter) and focuses it', async () => {
    const { api } = asGuest();
    fill(' M ');
    fireEvent.click(button());
    expect((await screen.findByText("The child's name must be 2 to 30 characters.")).id).toBe(
      'child-name-error',
    );
    expect(document.activeElement).toBe(nameField());

    fill('42');
    // Typing takes the mark away until the next submit.
    await waitFor(() => expect(document.getElementById('child-name-error')).toBeNull());
    nameField().blur();
    fireEvent.click(button());
    expect((await screen.findByText("The child's name needs at least one letter.")).id).toBe(
      'child-name-error',
    );
    expect(document.activeElement).toBe(nameField());
    expect(api.bodies(ROUTE)).toEqual([]);
  });

  it("stops at the guest's monthly limit before asking the server", async () => {
    const { api, client } = asGuest({ [`GET /api/stories/guest-count/${GUEST_ID}`]: { body: { count: 4 } } });
    await waitFor(() => expect(client.getQueryData(queryKeys.guestStoryCount(GUEST_ID))).toBe(4));
    fill('Mia');
    fireEvent.click(button());
    await waitFor(() =>
      expect(toastText()).toBe(
        "Story Wishes Used Up!: You've created all your magical stories for this month. Let's unlock more adventures!",
      ),
    );
    expect(api.bodies(ROUTE)).toEqual([]);
  });
});

describe('the story form, sending', () => {
  it("sends a guest's story with the kept session, busy meanwhile, then opens it", async () => {
    const held = heldReply({ status: 201, body: STORY });
    const { api, history } = asGuest({ [ROUTE]: held.handler });
    fill(' Mia ');
    fireEvent.click(button());
    await waitFor(() => expect(button().textContent).toBe('Creating Magic...'));
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    expect(api.bodies(ROUTE)).toEqual([{ ...TONIGHT, childName: 'Mia', guestSessionId: GUEST_ID }]);
    expect(api.bodies('POST /api/guest/session')).toEqual([]);
    // A second press while it is written sends nothing more.
    fireEvent.submit(screen.getByRole('form', { name: 'Create a story' }));
    expect(api.bodies(ROUTE)).toHaveLength(1);

    await act(async () => held.release());
    await waitFor(() => expect(history.at(-1)).toBe('/story/story-42'));
    expect(toastText()).toBe('Story Magic Complete!: Your magical bedtime story is ready for adventure!');
  });

  it('starts a guest session first when the device has none, and sends its id', async () => {
    const { api } = renderForm({
      'POST /api/guest/session': {
        body: { sessionId: NEW_GUEST_ID, expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
      },
      [ROUTE]: { status: 201, body: STORY },
    });
    fill('Mia');
    fireEvent.click(button());
    await waitFor(() => expect(api.bodies(ROUTE)).toHaveLength(1));
    expect(api.calls.map((c) => c.route).filter((r) => r.startsWith('POST'))).toEqual([
      'POST /api/guest/session',
      ROUTE,
    ]);
    expect(api.bodies(ROUTE)[0]).toEqual({ ...TONIGHT, childName: 'Mia', guestSessionId: NEW_GUEST_ID });
  });

  it("sends a signed-in parent's story with their userId and no guest session", async () => {
    const { api, history } = await asUser('FREE', { [ROUTE]: { status: 201, body: STORY } });
    fill('Leo');
    fireEvent.change(screen.getByLabelText('Age'), { target: { value: '6' } });
    fireEvent.click(button());
    await waitFor(() => expect(history.at(-1)).toBe('/story/story-42'));
    expect(api.bodies(ROUTE)).toEqual([{ ...TONIGHT, childName: 'Leo', userId: USER.id, childAge: 6 }]);
    expect(api.bodies('POST /api/guest/session')).toEqual([]);
  });
});

describe("the story form, on the server's refusal", () => {
  it('tells a guest their monthly stories are used up (403), and is ready again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const held = heldReply({ status: 403, body: { message: LIMIT_MESSAGE } });
    const { api, history } = asGuest({ [ROUTE]: held.handler });
    fill('Mia');
    fireEvent.click(button());
    await waitFor(() => expect(button().getAttribute('aria-busy')).toBe('true'));
    await act(async () => held.release());
    await waitFor(() =>
      expect(toastText()).toBe(
        "Story Wishes Used Up!: You've created all your magical stories for this month. Let's unlock more adventures!",
      ),
    );
    expect(button().getAttribute('aria-busy')).toBe('false');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
    expect(api.bodies(ROUTE)).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith('Story generation failed', expect.any(Error));
    expect(history.at(-1)).toBe('/');
    // What was typed stays.
    expect((nameField() as HTMLInputElement).value).toBe('Mia');
  });

  it("says the story magic didn't work on another refusal (400), with nothing lost", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { history } = asGuest({
      [ROUTE]: { status: 400, body: { message: "The child's name must be 2 to 30 characters." } },
    });
    fill('Mia');
    fireEvent.click(button());
    await waitFor(() =>
      expect(toastText()).toBe(
        "Story Magic Didn't Work: Our story wizards are having trouble creating your tale. Let's try again!",
      ),
    );
    expect(button().getAttribute('aria-busy')).toBe('false');
    expect(logged).toHaveBeenCalledWith('Story generation failed', expect.any(Error));
    expect(history.at(-1)).toBe('/');
    expect((nameField() as HTMLInputElement).value).toBe('Mia');
  });
});

describe("the story form's Premium choices", () => {
  it('tells a guest a Premium theme is locked, and sends nothing with it', async () => {
    const { api, seen } = asGuest({}, withTheme('Adventure'));
    const note = screen.getByText(
      'The Adventure theme is part of Premium. Choose another, or see the plans.',
    );
    expect(screen.getByRole('combobox', { name: 'Choose a Theme' }).getAttribute('aria-describedby')).toBe(
      note.id,
    );
    fill('Mia');
    fireEvent.click(button());
    await waitFor(() =>
      expect(toastText()).toBe(
        'Premium Magic Required: The Adventure theme is part of our Premium story collection! Unlock unlimited magical adventures.',
      ),
    );
    expect(api.bodies(ROUTE)).toEqual([]);
    expect(api.bodies('POST /api/guest/session')).toEqual([]);
    expect(seen).toEqual([]);
  });

  it("marks the list's Premium options locked for a guest", async () => {
    // The list (Radix Select) scrolls its chosen option into view, which jsdom does not do.
    Element.prototype.scrollIntoView = () => undefined;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    asGuest();
    const picker = screen.getByRole('combobox', { name: 'Story Length' });
    fireEvent.keyDown(picker, { key: 'Enter' });
    const long = await screen.findByRole('option', { name: /Long/ });
    expect(long.querySelector('[data-premium-star]')?.hasAttribute('data-locked')).toBe(true);
    const medium = screen.getByRole('option', { name: /Medium/ });
    expect(medium.querySelector('[data-premium-star]')).toBeNull();
  });

  it('lets a Premium parent send the same theme', async () => {
    const { api } = await asUser(
      'PREMIUM',
      { [ROUTE]: { status: 201, body: STORY } },
      withTheme('Adventure'),
    );
    expect(screen.queryByText(/is part of Premium/)).toBeNull();
    fill('Mia');
    fireEvent.click(button());
    await waitFor(() => expect(api.bodies(ROUTE)).toHaveLength(1));
    expect(api.bodies(ROUTE)[0]).toMatchObject({ theme: 'Adventure', userId: USER.id });
  });
});
