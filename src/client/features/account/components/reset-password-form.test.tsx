import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { passwordTooCommon } from '../../../../shared/messages';
import { cleanupApp, fakeApi, fill, heldReply, renderWithApp } from '../../../lib/testing/render-with-api';
import { ResetPasswordForm } from './reset-password-form';

afterEach(cleanupApp);

const ROUTE = 'POST /api/auth/reset-password';
const button = () => screen.getByRole('button', { name: 'Set new password' });

describe('the reset-password form', () => {
  it('marks a short password and focuses it, sending nothing', async () => {
    const api = fakeApi({});
    renderWithApp(<ResetPasswordForm token="tok-1" />);
    fill('New password', 'short');
    fireEvent.click(button());
    expect((await screen.findByText('Your password must be at least 8 characters.')).id).toBe(
      'reset-password-error',
    );
    expect(document.activeElement).toBe(screen.getByLabelText('New password'));
    expect(api.calls).toEqual([]);
  });

  it('marks a second password that differs and focuses it', async () => {
    const api = fakeApi({});
    renderWithApp(<ResetPasswordForm token="tok-1" />);
    fill('New password', 'moonlight-1');
    fill('New password, once more', 'moonlight-2');
    fireEvent.click(button());
    expect((await screen.findByText('The two passwords are not the same.')).id).toBe('reset-confirm-error');
    expect(document.activeElement).toBe(screen.getByLabelText('New password, once more'));
    expect(api.calls).toEqual([]);
  });

  it('sends the token and the password, busy meanwhile, then goes to sign in', async () => {
    const held = heldReply({ body: { message: 'Your password is set.' } });
    const api = fakeApi({ [ROUTE]: held.handler });
    const { history } = renderWithApp(<ResetPasswordForm token="tok-1" />, { path: '/reset-password' });
    fill('New password', 'moonlight-1');
    fill('New password, once more', 'moonlight-1');
    fireEvent.click(button());
    await waitFor(() => expect(button().getAttribute('aria-busy')).toBe('true'));
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    expect(api.bodies(ROUTE)).toEqual([{ token: 'tok-1', password: 'moonlight-1' }]);
    await act(async () => held.release());
    await waitFor(() => expect(history.at(-1)).toBe('/auth'));
  });

  it('writes a refused password under the field, and a dead link above the button', async () => {
    fakeApi({ [ROUTE]: { status: 400, body: { message: passwordTooCommon } } });
    renderWithApp(<ResetPasswordForm token="tok-1" />);
    fill('New password', 'password1');
    fill('New password, once more', 'password1');
    fireEvent.click(button());
    expect((await screen.findByText(passwordTooCommon)).id).toBe('reset-password-error');
  });

  it('says when the link no longer works, with a way to ask for another', async () => {
    fakeApi({ [ROUTE]: { status: 400, body: { message: 'This link has expired.' } } });
    renderWithApp(<ResetPasswordForm token="tok-1" />);
    fill('New password', 'moonlight-1');
    fill('New password, once more', 'moonlight-1');
    fireEvent.click(button());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This link has expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
  });
});
