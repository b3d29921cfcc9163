import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CREATED, MALFORMED_INVITATION } from '../../../shared/auth/onboard-fields';
import { fakeFormPosts } from '../../../test/form-posts';
import { fakeServer, renderWithRouter } from '../../../test/render';
import { OnboardPage } from './onboard-page';

const TOKEN = 'an-invitation-token-from-the-mail';
const valid = { valid: true, email: 'robin@example.com', fullName: 'Robin Greenway' };

function invitationServer(check: (input: unknown) => unknown = () => valid, usernameExists = false) {
  return fakeServer({ 'onboarding.checkToken': check, 'onboarding.checkUsername': () => ({ usernameExists }) });
}

async function typeAccount(username = 'robin_g', password = 'Fairway2026', confirm = password) {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password', { exact: true }), password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
}

describe('OnboardPage', () => {
  it('checks the invitation, then shows a real form posting to its page with the token as a hidden field', async () => {
    const server = invitationServer();
    await renderWithRouter(<OnboardPage token={TOKEN} />, server, `/onboard?token=${TOKEN}`);
    expect(await screen.findByText('Valid invitation token detected')).toBeTruthy();
    expect(screen.getByText(/Welcome, Robin Greenway/)).toBeTruthy();
    const form = screen.getByRole('button', { name: 'Create Account' }).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/onboard');
    expect(form?.querySelector('input[type="hidden"][name="token"]')?.getAttribute('value')).toBe(TOKEN);
    expect(server.calls).toEqual([{ path: 'onboarding.checkToken', input: { token: TOKEN } }]);
  });

  it('says why an invitation does not work', async () => {
    await renderWithRouter(<OnboardPage token={TOKEN} />, invitationServer(() => ({ valid: false, message: 'This invitation has expired. Please contact the club for a new one.' })));
    expect(await screen.findByText('This invitation has expired. Please contact the club for a new one.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Access Required' })).toBeTruthy();
  });

  it('takes a token the server refuses to look up for a malformed link', async () => {
    await renderWithRouter(
      <OnboardPage token="abc" />,
      invitationServer(() => {
        throw new Error('This link is not valid.');
      }),
    );
    expect(await screen.findByText(MALFORMED_INVITATION)).toBeTruthy();
  });

  it('shows the username hint and the strength meter as the (uncontrolled) fields are typed', async () => {
    await renderWithRouter(<OnboardPage token={TOKEN} />, invitationServer(undefined, true));
    await screen.findByText('Valid invitation token detected');
    await userEvent.type(screen.getByLabelText('Username'), 'ab');
    expect(screen.getByTestId('username-hint').textContent).toBe('Too short');
    await userEvent.type(screen.getByLabelText('Username'), 'cdef');
    await waitFor(() => expect(screen.getByTestId('username-hint').textContent).toBe('Username already taken'));
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'Fairway2026');
    expect(screen.getByText('Strong')).toBeTruthy();
  });

  it('checks the fields first and sends nothing while they are wrong', async () => {
    const posts = fakeFormPosts({ '/onboard': () => ({ ok: true, location: '/signin', notice: ACCOUNT_CREATED, data: null }) });
    await renderWithRouter(<OnboardPage token={TOKEN} />, invitationServer());
    await screen.findByText('Valid invitation token detected');
    await typeAccount('robin_g', 'Fairway2026', 'Fairway2027');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(posts.calls).toEqual([]);
  });

  it('sends the form post with the token, toasts and goes on to sign in', async () => {
    const posts = fakeFormPosts({ '/onboard': () => ({ ok: true, location: '/signin', notice: ACCOUNT_CREATED, data: null }) });
    const { router } = await renderWithRouter(<OnboardPage token={TOKEN} />, invitationServer(), `/onboard?token=${TOKEN}`);
    await screen.findByText('Valid invitation token detected');
    await typeAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account created successfully!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(posts.calls).toEqual([
      { path: '/onboard', accept: 'application/json', fields: { token: TOKEN, username: 'robin_g', password: 'Fairway2026', confirmPassword: 'Fairway2026' } },
    ]);
  });

  it('puts a username the server finds taken by its field and toasts, keeping what was typed', async () => {
    fakeFormPosts({ '/onboard': () => ({ status: 409, answer: { ok: false, errors: { username: 'Username already taken' }, notice: null } }) });
    await renderWithRouter(<OnboardPage token={TOKEN} />, invitationServer());
    await screen.findByText('Valid invitation token detected');
    await typeAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please choose a different username.')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Username')).toHaveProperty('value', 'robin_g');
  });

  it('says the network failed when the server cannot be reached', async () => {
    fakeFormPosts({ '/onboard': () => 'offline' });
    await renderWithRouter(<OnboardPage token={TOKEN} />, invitationServer());
    await screen.findByText('Valid invitation token detected');
    await typeAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please check your connection and try again.')).toBeTruthy();
  });
});
