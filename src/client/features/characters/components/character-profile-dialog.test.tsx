import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanupApp,
  fakeApi,
  fill,
  heldReply,
  renderWithApp,
  toastText,
} from '../../../lib/testing/render-with-api';
import CharacterProfileDialog from './character-profile-dialog';

afterEach(cleanupApp);

const ROUTE = 'POST /api/character-profiles';
const button = () => screen.getByRole('button', { name: /^(Create Profile|Saving\.\.\.)$/ });

function renderDialog(onOpenChange: (open: boolean) => void = () => undefined) {
  return renderWithApp(<CharacterProfileDialog profile={null} open onOpenChange={onOpenChange} />);
}

describe('the character profile dialog', () => {
  it('marks an empty name beside it and focuses it, sending nothing', async () => {
    const api = fakeApi({});
    renderDialog();
    fireEvent.click(button());
    const error = await screen.findByText('Please enter a name.');
    expect(screen.getByLabelText('Name').getAttribute('aria-describedby')).toContain(error.id);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(api.calls).toEqual([]);
  });

  it("marks what the shared rules refuse (a name with no letter), from the schemas' check", async () => {
    const api = fakeApi({});
    renderDialog();
    fill('Name', '1234');
    fireEvent.click(button());
    expect(await screen.findByText('The name needs at least one letter.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(api.calls).toEqual([]);
  });

  it('sends the profile, busy meanwhile (focus kept on the button), then closes', async () => {
    const held = heldReply({ body: { id: 3, name: 'Luna' } });
    const api = fakeApi({ [ROUTE]: held.handler, 'GET /api/character-profiles': { body: [] } });
    const closed: boolean[] = [];
    renderDialog((open) => closed.push(open));
    fill('Name', ' Luna ');
    fill('Age', '6');
    fireEvent.click(button());
    await waitFor(() => expect(button().textContent).toBe('Saving...'));
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
    expect(api.bodies(ROUTE)).toEqual([
      expect.objectContaining({
        name: 'Luna',
        age: 6,
        interests: [],
        favoriteColor: null,
        description: null,
      }),
    ]);
    // A second press while saving sends nothing more.
    fireEvent.click(button());
    expect(api.bodies(ROUTE)).toHaveLength(1);
    await act(async () => held.release());
    await waitFor(() => expect(closed).toEqual([false]));
    expect(toastText()).toContain('Profile Created');
  });

  it("shows the server's refusal and stays open", async () => {
    fakeApi({ [ROUTE]: { status: 403, body: { message: 'Your plan allows 1 character profile.' } } });
    const closed: boolean[] = [];
    renderDialog((open) => closed.push(open));
    fill('Name', 'Luna');
    fireEvent.click(button());
    await waitFor(() => expect(toastText()).toContain('Error: Your plan allows 1 character profile.'));
    expect(button().getAttribute('aria-busy')).toBe('false');
    expect(closed).toEqual([]);
  });
});
