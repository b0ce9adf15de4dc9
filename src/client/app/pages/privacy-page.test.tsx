import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import PrivacyPage from './privacy-page';

afterEach(cleanup);

describe('the privacy page', () => {
  it('says what is deleted on its own, and when (the numbers the clean-up uses)', () => {
    const { hook } = memoryLocation({ path: '/privacy' });
    render(
      <Router hook={hook}>
        <PrivacyPage />
      </Router>,
    );
    const part = screen.getByRole('heading', { name: 'What is deleted on its own', level: 2 }).parentElement!;
    expect(part.textContent).toContain(
      'A guest session ends 30 days after it starts; 30 days after that, it is deleted with the stories made in it, unless they were saved into an account.',
    );
    expect(part.textContent).toContain('a password reset link once it is used or has run out');
    expect(part.textContent).toContain('every hour');
    expect(part.textContent).toContain(
      'Signing out, deleting your account, or a sign-in that has ended removes them from this device',
    );
  });
});
