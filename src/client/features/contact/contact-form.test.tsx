import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderWithProviders } from '../../../test/render';
import { ContactForm } from './contact-form';

describe('ContactForm', () => {
  it('shows every rule and sends nothing while the form is invalid', async () => {
    const server = fakeServer({ 'contact.send': () => ({ success: true }) });
    renderWithProviders(<ContactForm />, server);
    await userEvent.type(screen.getByLabelText('Phone'), '123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('sends the message, toasts and empties the fields', async () => {
    const server = fakeServer({ 'contact.send': () => ({ success: true }) });
    renderWithProviders(<ContactForm />, server);
    await userEvent.type(screen.getByLabelText('Name'), 'Alex');
    await userEvent.type(screen.getByLabelText('Email'), 'alex@example.com');
    await userEvent.type(screen.getByLabelText('Phone'), '5551234567');
    await userEvent.type(screen.getByLabelText('Message'), 'Tell me about the membership.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText("Thank you for your message. We'll get back to you shortly.")).toBeTruthy();
    expect(server.calls).toEqual([
      { path: 'contact.send', input: { name: 'Alex', email: 'alex@example.com', phone: '5551234567', message: 'Tell me about the membership.' } },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveProperty('value', ''));
    expect(screen.getByLabelText('Message')).toHaveProperty('value', '');
  });

  it('keeps what was typed when the server refuses', async () => {
    const server = fakeServer({
      'contact.send': () => {
        throw new Error('Too many attempts. Please wait 5 minutes and try again.');
      },
    });
    renderWithProviders(<ContactForm />, server);
    await userEvent.type(screen.getByLabelText('Name'), 'Alex');
    await userEvent.type(screen.getByLabelText('Email'), 'alex@example.com');
    await userEvent.type(screen.getByLabelText('Phone'), '5551234567');
    await userEvent.type(screen.getByLabelText('Message'), 'Tell me about the membership.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too many attempts. Please wait 5 minutes and try again.')).toBeTruthy();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Alex');
  });
});
