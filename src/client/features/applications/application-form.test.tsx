import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FormAnswer } from '../../../shared/site/posted-form';
import { fakeFormPosts } from '../../../test/form-posts';
import { browserIn } from '../../../test/browser-zone';
import { renderWithRouter } from '../../../test/render';
import { ApplicationForm } from './application-form';

// The applicant's browser is in Tokyo, whatever the machine running the test.
beforeEach(() => browserIn('Asia/Tokyo'));

const accepted: FormAnswer = { ok: true, location: '/payment?email=kenji%40example.com', notice: null, data: null };

afterEach(() => sessionStorage.clear());

/** Types by pasting: a whole form of keystrokes is slow on a busy machine, and the keys are not what is tested. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function renderForm() {
  const rendered = await renderWithRouter(<ApplicationForm />, undefined, '/apply');
  await screen.findByRole('combobox', { name: 'Golf Experience Level' });
  return rendered;
}

async function fillSpecFields() {
  await fill(screen.getByLabelText('First Name'), 'Kenji');
  await fill(screen.getByLabelText('Last Name'), 'Sato');
  await fill(screen.getByLabelText('Email'), 'kenji@example.com');
  await fill(screen.getByLabelText('Phone Number'), '+81 3 1234 5678');
  await fill(screen.getByLabelText('Address'), '1-1 Chiyoda, Tokyo 100-0001');
  await fill(screen.getByLabelText('Why are you interested in joining our club?'), 'Evening rounds on GSPro with friends abroad.');
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));

describe('ApplicationForm', () => {
  it('is a real form posting to its page, its choices native controls, so it works before and without scripts', async () => {
    await renderForm();
    const form = screen.getByRole('button', { name: 'Submit Application' }).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/apply');
    expect(screen.getByRole('combobox', { name: 'Golf Experience Level' }).tagName).toBe('SELECT');
    expect(screen.getByRole('combobox', { name: 'Country' }).getAttribute('name')).toBe('country');
    expect(screen.getByLabelText('Handicap index').getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByLabelText('Years of golf experience').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByRole('checkbox', { name: 'GSPro' }).getAttribute('name')).toBe('platforms');
  });

  it('asks for a level: none is chosen at first, and the form says so', async () => {
    const server = fakeFormPosts({ '/apply': () => accepted });
    await renderForm();
    await fillSpecFields();
    const level = screen.getByRole('combobox', { name: 'Golf Experience Level' });
    expect(level).toHaveProperty('value', '');
    expect(screen.getByRole('option', { name: 'Choose your level', selected: true })).toBeTruthy();
    await submit();
    expect(await screen.findByText('Choose your experience level')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('asks where an index is kept only once an index is given, and needs both then', async () => {
    const server = fakeFormPosts({ '/apply': () => accepted });
    await renderForm();
    await fillSpecFields();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Golf Experience Level' }), 'Intermediate');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Where is your index kept?' })).toBeNull());
    expect(screen.queryByRole('textbox', { name: 'Your number or club there' })).toBeNull();

    await userEvent.type(screen.getByLabelText('Handicap index'), '14.2');
    expect(screen.getByRole('combobox', { name: 'Where is your index kept?' })).toBeTruthy();
    await submit();
    expect(await screen.findByText('Say where your index is kept')).toBeTruthy();
    expect(screen.getByText('Give your number or club there')).toBeTruthy();
    expect(server.calls).toEqual([]);

    // Clearing the index takes its source away with it, and the form goes through.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Where is your index kept?' }), 'GHIN');
    await userEvent.clear(screen.getByLabelText('Handicap index'));
    expect(screen.queryByRole('combobox', { name: 'Where is your index kept?' })).toBeNull();
    await submit();
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]?.fields).toMatchObject({ golfExperience: 'intermediate', handicap: '' });
    expect(server.calls[0]?.fields).not.toHaveProperty('handicapSystem');
  });

  it('says a half-typed or wordy number is not one, rather than dropping it', async () => {
    const server = fakeFormPosts({ '/apply': () => accepted });
    await renderForm();
    await fillSpecFields();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Golf Experience Level' }), 'Beginner');
    await fill(screen.getByLabelText('Handicap index'), '14.');
    await fill(screen.getByLabelText('Years of golf experience'), 'twelve');
    await submit();
    expect(await screen.findByText('Handicap index must be a number')).toBeTruthy();
    expect(screen.getByText('Years of golf experience must be a number')).toBeTruthy();
    expect(server.calls).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Years of golf experience')));
  });

  it('posts the remote club’s fields with the spec’s, the time zone prefilled from the browser, then toasts and goes to pay', async () => {
    const server = fakeFormPosts({ '/apply': () => accepted });
    const { router } = await renderForm();
    await fillSpecFields();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Golf Experience Level' }), 'Advanced');
    await fill(screen.getByLabelText('Handicap index'), '4.8');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Where is your index kept?' }), 'GHIN');
    expect(screen.getByText('Your GHIN number')).toBeTruthy();
    await fill(screen.getByRole('textbox', { name: 'Your number or club there' }), '1234567');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveProperty('value', 'Asia/Tokyo');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Japan');
    await userEvent.click(screen.getByRole('checkbox', { name: 'GSPro' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Trackman' }));
    await fill(screen.getByLabelText('Launch monitor'), 'Garmin R10');
    await fill(screen.getByLabelText('Home course'), 'Kasumigaseki');
    await submit();
    expect(await screen.findByText("We'll review your application and get back to you soon.")).toBeTruthy();
    expect(server.calls).toEqual([
      {
        path: '/apply',
        accept: 'application/json',
        fields: {
          firstName: 'Kenji',
          lastName: 'Sato',
          email: 'kenji@example.com',
          phone: '+81 3 1234 5678',
          address: '1-1 Chiyoda, Tokyo 100-0001',
          golfExperience: 'advanced',
          yearsExperience: '',
          handicap: '4.8',
          handicapSystem: 'ghin',
          handicapReference: '1234567',
          interests: 'Evening rounds on GSPro with friends abroad.',
          country: 'JP',
          timeZone: 'Asia/Tokyo',
          platforms: ['gspro', 'trackman'],
          launchMonitor: 'Garmin R10',
          homeCourse: 'Kasumigaseki',
        },
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.search).toEqual({ email: 'kenji@example.com' });
    expect(sessionStorage.getItem('applicationEmail')).toBe('kenji@example.com');
    expect(sessionStorage.getItem('applicationSubmitted')).toBe('true');
  });

  it('shows the server’s messages by the fields, toasts, keeps what was typed and takes the submitted flag away', async () => {
    fakeFormPosts({
      '/apply': () => ({ status: 400, answer: { ok: false, errors: { email: 'Invalid email address' }, notice: null } }),
    });
    await renderForm();
    await fillSpecFields();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Golf Experience Level' }), 'Beginner');
    sessionStorage.setItem('applicationSubmitted', 'true');
    await submit();
    expect(await screen.findByText('Please check the form for errors and try again.')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByLabelText('First Name')).toHaveProperty('value', 'Kenji');
    expect(screen.getByRole('combobox', { name: 'Golf Experience Level' })).toHaveProperty('value', 'beginner');
    expect(sessionStorage.getItem('applicationSubmitted')).toBeNull();
  });

  it('toasts the server’s own message when it refuses the application itself', async () => {
    const text = 'An application with this email is already pending review';
    fakeFormPosts({ '/apply': () => ({ status: 409, answer: { ok: false, errors: {}, notice: { tone: 'error', title: 'Submission Error', text } } }) });
    await renderForm();
    await fillSpecFields();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Golf Experience Level' }), 'Beginner');
    await submit();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByText('Submission Error')).toBeTruthy();
  });

  it('says the application was not sent when the server cannot be reached, and takes the submitted flag away', async () => {
    fakeFormPosts({ '/apply': () => 'offline' });
    await renderForm();
    await fillSpecFields();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Golf Experience Level' }), 'Beginner');
    sessionStorage.setItem('applicationSubmitted', 'true');
    await submit();
    expect(await screen.findByText('An error occurred while submitting your application. Please try again.')).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem('applicationSubmitted')).toBeNull());
    expect(screen.getByLabelText('Last Name')).toHaveProperty('value', 'Sato');
  });
});
