import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '../../../shared/auth/onboarding.schema';
import { FORGOT_PASSWORD_SENT } from '../../../shared/auth/forgot-password-fields';
import { fakeFormPosts } from '../../../test/form-posts';
import { renderWithRouter } from '../../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';

describe('ForgotPasswordPage', () => {
  it('is a real form posting to its page, so it works before and without scripts', async () => {
    await renderWithRouter(<ForgotPasswordPage />);
    const form = screen.getByRole('button', { name: 'Send Reset Link' }).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/forgot-password');
    expect(screen.getByLabelText('Email').getAttribute('name')).toBe('email');
  });

  it('checks the address first and sends nothing while it is wrong', async () => {
    const server = fakeFormPosts({ '/forgot-password': () => ({ ok: true, location: '/forgot-password?sent=true', notice: FORGOT_PASSWORD_SENT, data: null }) });
    await renderWithRouter(<ForgotPasswordPage />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('sends the address as the form post and then says to look for the mail, in place of the form', async () => {
    const server = fakeFormPosts({ '/forgot-password': () => ({ ok: true, location: '/forgot-password?sent=true', notice: FORGOT_PASSWORD_SENT, data: null }) });
    await renderWithRouter(<ForgotPasswordPage />);
    await userEvent.type(screen.getByLabelText('Email'), 'member@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(FORGOT_PASSWORD_ANSWER)).toBeTruthy();
    expect(screen.getByText('Check your e-mail')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Reset Link' })).toBeNull();
    expect(server.calls).toEqual([{ path: '/forgot-password', accept: 'application/json', fields: { email: 'member@example.com' } }]);
  });

  it('says so when the server comes back to the page after a post without scripts', async () => {
    await renderWithRouter(<ForgotPasswordPage sent />);
    expect(screen.getByText(FORGOT_PASSWORD_ANSWER)).toBeTruthy();
  });

  it('keeps the address and says why when the server refuses', async () => {
    fakeFormPosts({
      '/forgot-password': () => ({
        status: 429,
        answer: { ok: false, errors: {}, notice: { tone: 'error', title: 'Request Failed', text: 'Too many attempts. Please wait 5 minutes and try again.' } },
      }),
    });
    await renderWithRouter(<ForgotPasswordPage />);
    await userEvent.type(screen.getByLabelText('Email'), 'member@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Too many attempts. Please wait 5 minutes and try again.')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveProperty('value', 'member@example.com'));
  });
});
