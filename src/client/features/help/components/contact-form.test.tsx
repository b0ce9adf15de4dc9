import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupApp, fakeApi, fill, heldReply, renderWithApp } from '../../../lib/testing/render-with-api';
import { ContactForm } from './contact-form';

afterEach(cleanupApp);

const ROUTE = 'POST /api/help';
const button = () => screen.getByRole('button', { name: 'Send message' });

describe('the contact form', () => {
  it('starts from the known address and marks what the server says is too short, focusing it', async () => {
    const api = fakeApi({
      [ROUTE]: { status: 400, body: { message: 'Please tell us a little more (at least 10 characters).' } },
    });
    renderWithApp(<ContactForm email="maya@example.com" premium={false} />);
    expect((screen.getByLabelText('Your email') as HTMLInputElement).value).toBe('maya@example.com');
    fill('Your message', 'help');
    fireEvent.click(button());
    expect((await screen.findByText(/at least 10 characters/)).id).toBe('help-message-error');
    expect(document.activeElement).toBe(screen.getByLabelText('Your message'));
    expect(screen.getByLabelText('Your message').getAttribute('aria-invalid')).toBe('true');
    expect(api.bodies(ROUTE)).toEqual([{ email: 'maya@example.com', message: 'help' }]);
    fill('Your message', 'help me please');
    expect(document.getElementById('help-message-error')).toBeNull();
  });

  it('writes a refused address under the email field', async () => {
    fakeApi({
      [ROUTE]: {
        status: 400,
        body: { message: 'Please give an email address we can answer, like name@example.com.' },
      },
    });
    renderWithApp(<ContactForm email="" premium={false} />);
    fill('Your message', 'Read aloud stops after the first page.');
    fireEvent.click(button());
    expect((await screen.findByText(/like name@example.com/)).id).toBe('help-email-error');
    expect(document.activeElement).toBe(screen.getByLabelText('Your email'));
  });

  it('sends the message, busy meanwhile, and says it was sent', async () => {
    const held = heldReply({
      body: { message: 'Thank you: your message is marked priority.', priority: true },
    });
    const api = fakeApi({ [ROUTE]: held.handler });
    renderWithApp(<ContactForm email="maya@example.com" premium />);
    expect(screen.getByText(/marked priority and answered first/)).toBeTruthy();
    fill('Your message', 'Read aloud stops after the first page.');
    fireEvent.click(button());
    await waitFor(() => expect(button().getAttribute('aria-busy')).toBe('true'));
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    expect(api.bodies(ROUTE)).toEqual([
      { email: 'maya@example.com', message: 'Read aloud stops after the first page.' },
    ]);
    await act(async () => held.release());
    expect((await screen.findByRole('status')).textContent).toContain('marked priority');
  });
});
