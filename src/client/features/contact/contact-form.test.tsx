import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFormPosts } from '../../../test/form-posts';
import { renderWithProviders } from '../../../test/render';
import { ContactForm } from './contact-form';

async function typeMessage() {
  await userEvent.type(screen.getByLabelText('Name'), 'Alex');
  await userEvent.type(screen.getByLabelText('Email'), 'alex@example.com');
  await userEvent.type(screen.getByLabelText('Phone'), '5551234567');
  await userEvent.type(screen.getByLabelText('Message'), 'Tell me about the membership.');
}

describe('ContactForm', () => {
  it('is a real form posting to its page, so it works before and without scripts', () => {
    renderWithProviders(<ContactForm />);
    const form = screen.getByRole('button', { name: 'Submit' }).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/contact');
    expect(screen.getByLabelText('Message').getAttribute('name')).toBe('message');
  });

  it('shows every rule and sends nothing while the form is invalid', async () => {
    const server = fakeFormPosts({ '/contact': () => ({ ok: true, location: '/contact?sent=true', notice: null, data: null }) });
    renderWithProviders(<ContactForm />);
    await userEvent.type(screen.getByLabelText('Phone'), '123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy();
    expect(server.calls).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
  });

  it('sends the message as the form post with a JSON answer asked for, toasts and empties the fields', async () => {
    const server = fakeFormPosts({ '/contact': () => ({ ok: true, location: '/contact?sent=true', notice: null, data: null }) });
    renderWithProviders(<ContactForm />);
    await typeMessage();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText("Thank you for your message. We'll get back to you shortly.")).toBeTruthy();
    expect(server.calls).toEqual([
      {
        path: '/contact',
        accept: 'application/json',
        fields: { name: 'Alex', email: 'alex@example.com', phone: '5551234567', message: 'Tell me about the membership.' },
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveProperty('value', ''));
    expect(screen.getByLabelText('Message')).toHaveProperty('value', '');
  });

  it('keeps what was typed when the server refuses, and says why', async () => {
    fakeFormPosts({
      '/contact': () => ({
        status: 429,
        answer: { ok: false, errors: {}, notice: { tone: 'error', title: 'Message Not Sent', text: 'Too many attempts. Please wait 5 minutes and try again.' } },
      }),
    });
    renderWithProviders(<ContactForm />);
    await typeMessage();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too many attempts. Please wait 5 minutes and try again.')).toBeTruthy();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Alex');
  });

  it('says the message was not sent when the server cannot be reached', async () => {
    fakeFormPosts({ '/contact': () => 'offline' });
    renderWithProviders(<ContactForm />);
    await typeMessage();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Message Not Sent')).toBeTruthy();
    expect(screen.getByLabelText('Message')).toHaveProperty('value', 'Tell me about the membership.');
  });
});
