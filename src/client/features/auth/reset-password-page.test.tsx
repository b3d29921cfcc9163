import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PASSWORD_UPDATED } from '../../../shared/auth/reset-password-fields';
import { fakeFormPosts } from '../../../test/form-posts';
import { renderWithRouter } from '../../../test/render';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'a-reset-token-from-the-mail';
const LINK_SPENT = 'This password reset link is not valid or has expired. Please ask for a new one.';

async function typePasswords(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('New Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
}

describe('ResetPasswordPage', () => {
  it('is a real form posting to its page with the link token as a hidden field', async () => {
    await renderWithRouter(<ResetPasswordPage token={TOKEN} />, undefined, `/reset-password?token=${TOKEN}`);
    const form = screen.getByRole('button', { name: 'Set New Password' }).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/reset-password');
    expect(form?.querySelector('input[type="hidden"][name="token"]')?.getAttribute('value')).toBe(TOKEN);
    expect(screen.getByLabelText('New Password').getAttribute('name')).toBe('password');
    expect(screen.getByLabelText('Confirm Password').getAttribute('name')).toBe('confirmPassword');
  });

  it('says the link is not complete without a token', async () => {
    await renderWithRouter(<ResetPasswordPage token={undefined} />);
    expect(screen.getByText('This link is not complete')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set New Password' })).toBeNull();
  });

  it('shows the strength meter as the (uncontrolled) password is typed', async () => {
    await renderWithRouter(<ResetPasswordPage token={TOKEN} />);
    expect(screen.queryByText(/Strength:/)).toBeNull();
    await userEvent.type(screen.getByLabelText('New Password'), 'NewFairway2026');
    expect(screen.getByText('Strong')).toBeTruthy();
  });

  it('checks the passwords first and sends nothing while they are wrong', async () => {
    const server = fakeFormPosts({ '/reset-password': () => ({ ok: true, location: '/signin', notice: PASSWORD_UPDATED, data: null }) });
    await renderWithRouter(<ResetPasswordPage token={TOKEN} />);
    await typePasswords('NewFairway2026', 'NewFairway2025');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('sends the form post with the token, toasts and goes on to sign in', async () => {
    const server = fakeFormPosts({ '/reset-password': () => ({ ok: true, location: '/signin', notice: PASSWORD_UPDATED, data: null }) });
    const { router } = await renderWithRouter(<ResetPasswordPage token={TOKEN} />, undefined, `/reset-password?token=${TOKEN}`);
    await typePasswords('NewFairway2026');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('Your new password is set. Please sign in.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(server.calls).toEqual([
      { path: '/reset-password', accept: 'application/json', fields: { token: TOKEN, password: 'NewFairway2026', confirmPassword: 'NewFairway2026' } },
    ]);
  });

  it('toasts the server refusal of a spent link and stays', async () => {
    fakeFormPosts({
      '/reset-password': () => ({ ok: false, errors: {}, notice: { tone: 'error', title: 'Password Not Changed', text: LINK_SPENT } }),
    });
    const { router } = await renderWithRouter(<ResetPasswordPage token={TOKEN} />, undefined, `/reset-password?token=${TOKEN}`);
    await typePasswords('NewFairway2026');
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText(LINK_SPENT)).toBeTruthy();
    expect(screen.getByText('Password Not Changed')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/reset-password');
  });
});
