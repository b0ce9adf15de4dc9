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
import { ChangePasswordForm } from './change-password-form';

afterEach(cleanupApp);

const ROUTE = 'POST /api/auth/change-password';
const button = () => screen.getByRole('button', { name: 'Change password' });

describe('the change-password form', () => {
  it('marks an empty current password and a short new one, focusing the first, and sends nothing', async () => {
    const api = fakeApi({});
    renderWithApp(<ChangePasswordForm />);
    fill('New password', 'short');
    fireEvent.click(button());
    expect((await screen.findByText('Please enter your password.')).id).toBe('change-current-error');
    expect(screen.getByText('Your password must be at least 8 characters.').id).toBe('change-new-error');
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
    // Typing clears the field's message.
    fill('Current password', 'x');
    expect(screen.queryByText('Please enter your password.')).toBeNull();
  });

  it('sends both passwords, is busy meanwhile, and empties the fields once changed', async () => {
    const held = heldReply({ body: { id: 1, username: 'maya' } });
    const api = fakeApi({ [ROUTE]: held.handler });
    renderWithApp(<ChangePasswordForm />);
    fill('Current password', 'old-secret');
    fill('New password', 'a-new-secret');
    fireEvent.click(button());
    await waitFor(() => expect(button().getAttribute('aria-busy')).toBe('true'));
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    expect(api.bodies(ROUTE)).toEqual([{ currentPassword: 'old-secret', newPassword: 'a-new-secret' }]);
    await act(async () => held.release());
    await waitFor(() => expect(button().getAttribute('aria-busy')).toBe('false'));
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
    expect(toastText()).toContain('Password changed');
  });

  it("writes the server's refusal under the field it is about", async () => {
    fakeApi({ [ROUTE]: { status: 403, body: { message: 'Your current password is not right.' } } });
    renderWithApp(<ChangePasswordForm />);
    fill('Current password', 'wrong-one');
    fill('New password', 'a-new-secret');
    fireEvent.click(button());
    expect((await screen.findByText('Your current password is not right.')).id).toBe('change-current-error');
  });
});
