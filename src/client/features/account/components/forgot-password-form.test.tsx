import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupApp, fakeApi, heldReply, renderWithApp } from '../../../lib/testing/render-with-api';
import { ForgotPasswordForm } from './forgot-password-form';

afterEach(cleanupApp);

const ROUTE = 'POST /api/auth/forgot-password';
const CONFIG = { 'GET /api/config': { body: { passwordReset: true } } };
const button = () => screen.getByRole('button', { name: 'Send me a link' });
const typeEmail = (value: string) => fireEvent.change(screen.getByLabelText('Email'), { target: { value } });

describe('the forgot-password form', () => {
  it('marks an address that is not one and focuses it, sending nothing', async () => {
    const api = fakeApi(CONFIG);
    renderWithApp(<ForgotPasswordForm />);
    typeEmail('maya-at-home');
    fireEvent.click(button());
    expect((await screen.findByText('Please enter a valid email address.')).id).toBe('forgot-email-error');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(api.bodies(ROUTE)).toEqual([]);
  });

  it('sends the address, busy meanwhile, and says what was sent', async () => {
    const held = heldReply({ body: { message: 'If that address has an account, a link is on its way.' } });
    const api = fakeApi({ ...CONFIG, [ROUTE]: held.handler });
    renderWithApp(<ForgotPasswordForm />);
    typeEmail(' maya@example.com ');
    fireEvent.click(button());
    await waitFor(() => expect(button().getAttribute('aria-busy')).toBe('true'));
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    expect(api.bodies(ROUTE)).toEqual([{ email: 'maya@example.com' }]);
    await act(async () => held.release());
    expect((await screen.findByRole('status')).textContent).toContain('a link is on its way');
  });

  it("writes the server's refusal under the field", async () => {
    fakeApi({
      ...CONFIG,
      [ROUTE]: { status: 429, body: { message: 'Too many requests. Try again later.' } },
    });
    renderWithApp(<ForgotPasswordForm />);
    typeEmail('maya@example.com');
    fireEvent.click(button());
    expect((await screen.findByText('Too many requests. Try again later.')).id).toBe('forgot-email-error');
  });
});
