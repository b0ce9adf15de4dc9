import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthProvider } from '../../../lib/auth/auth-context';
import {
  cleanupApp,
  fakeApi,
  fill,
  heldReply,
  renderWithApp,
  type Reply,
} from '../../../lib/testing/render-with-api';
import { AuthForm } from './auth-form';

afterEach(() => {
  cleanupApp();
  localStorage.clear();
});

const USER = { id: 7, username: 'maya', email: 'maya@example.com' };
/** Nobody signed in; the server can mail reset links. */
const SERVER = { 'GET /api/user': { status: 401 }, 'GET /api/config': { body: { passwordReset: true } } };

function renderAuth(path = '/auth', routes: Record<string, Reply | (() => Promise<Reply>)> = {}) {
  const api = fakeApi({ ...SERVER, ...routes });
  const view = renderWithApp(
    <AuthProvider>
      <AuthForm />
    </AuthProvider>,
    { path },
  );
  return { api, ...view };
}

describe('the sign-in form', () => {
  const button = () => screen.getByRole('button', { name: /^(Sign In|Signing in\.\.\.)$/ });

  it('marks the empty fields beside them and focuses the first, sending nothing', async () => {
    const { api } = renderAuth();
    fireEvent.click(button());
    expect((await screen.findByText('Please enter your username.')).id).toBe('auth-username-error');
    expect(screen.getByText('Please enter your password.').id).toBe('auth-password-error');
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(api.bodies('POST /api/login')).toEqual([]);
  });

  it('sends the name and password, busy meanwhile, then goes where the visitor was going', async () => {
    const held = heldReply({ body: USER });
    const { api, history } = renderAuth('/auth?next=/library', { 'POST /api/login': held.handler });
    fill('Username', ' maya ');
    fill('Password', 'moonlight-1');
    fireEvent.click(button());
    await waitFor(() => expect(button().textContent).toBe('Signing in...'));
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    expect(api.bodies('POST /api/login')).toEqual([{ username: 'maya', password: 'moonlight-1' }]);
    await act(async () => held.release());
    await waitFor(() => expect(history.at(-1)).toBe('/library'));
  });

  it("writes the server's refusal under the password", async () => {
    renderAuth('/auth', {
      'POST /api/login': { status: 401, body: { message: 'Invalid username or password.' } },
    });
    fill('Username', 'maya');
    fill('Password', 'not-it');
    fireEvent.click(button());
    await waitFor(() =>
      expect(document.getElementById('auth-password-error')?.textContent).toBe(
        'Invalid username or password.',
      ),
    );
    // Typing again takes the refusal away.
    fill('Password', 'not-it-either');
    await waitFor(() => expect(document.getElementById('auth-password-error')).toBeNull());
  });
});

describe('the create-account form', () => {
  const button = () => screen.getByRole('button', { name: /^(Create Account|Creating account\.\.\.)$/ });

  it('marks a short username and a bad address, focusing the username', async () => {
    const { api } = renderAuth('/auth?mode=signup');
    fill('Username', 'ma');
    fill('Email', 'maya-at-home');
    fill('Password', 'moonlight-1');
    fireEvent.click(button());
    expect((await screen.findByText('Your username must be 3 to 50 characters.')).id).toBe(
      'auth-username-error',
    );
    expect(screen.getByText('Please enter a valid email address.').id).toBe('auth-email-error');
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(api.bodies('POST /api/register')).toEqual([]);
  });

  it('sends the new account, busy meanwhile, and writes a taken address under the email', async () => {
    const held = heldReply({ status: 409, body: { message: 'That email address is already in use.' } });
    const { api } = renderAuth('/auth?mode=signup', { 'POST /api/register': held.handler });
    fill('Username', 'maya');
    fill('Email', 'maya@example.com');
    fill('Password', 'moonlight-1');
    fireEvent.click(button());
    await waitFor(() => expect(button().getAttribute('aria-busy')).toBe('true'));
    expect(button().textContent).toBe('Creating account...');
    expect(api.bodies('POST /api/register')).toEqual([
      { username: 'maya', email: 'maya@example.com', password: 'moonlight-1' },
    ]);
    await act(async () => held.release());
    await waitFor(() =>
      expect(document.getElementById('auth-email-error')?.textContent).toBe(
        'That email address is already in use.',
      ),
    );
  });
});
