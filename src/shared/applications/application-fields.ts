import { listField, type PostedFields, textField } from '../site/posted-form';

/** A number as typed: digits, perhaps a minus, perhaps decimals after a point (or a comma, as many phones type it). */
const NUMBER = /^-?\d+([.,]\d+)?$/;

/**
 * A typed number as the schema's input: none when empty, the number when it is one, and otherwise
 * the text itself, so the schema says it is not a number ('14.', '-', 'twelve') rather than dropping it.
 */
function numberField(fields: PostedFields, name: string): number | string | null {
  const text = textField(fields, name).trim();
  if (text === '') return null;
  return NUMBER.test(text) ? Number(text.replace(',', '.')) : text;
}

/** A choice from a list: none when the empty option is left. */
function choiceField(fields: PostedFields, name: string): string | null {
  const value = textField(fields, name);
  return value === '' ? null : value;
}

/** The /apply form's posted fields as the application schema's input (numbers parsed, empty choices none). */
export function applicationFromFields(fields: PostedFields) {
  return {
    firstName: textField(fields, 'firstName'),
    lastName: textField(fields, 'lastName'),
    email: textField(fields, 'email'),
    phone: textField(fields, 'phone'),
    address: textField(fields, 'address'),
    golfExperience: textField(fields, 'golfExperience'),
    // Years are whole: '12.5' goes to the schema as 12.5 and gets its 'whole number' message.
    yearsExperience: numberField(fields, 'yearsExperience'),
    handicap: numberField(fields, 'handicap'),
    interests: textField(fields, 'interests'),
    country: choiceField(fields, 'country'),
    timeZone: choiceField(fields, 'timeZone'),
    platforms: listField(fields, 'platforms'),
    launchMonitor: textField(fields, 'launchMonitor'),
    homeCourse: textField(fields, 'homeCourse'),
    handicapSystem: choiceField(fields, 'handicapSystem'),
    handicapReference: textField(fields, 'handicapReference'),
  };
}

/** What the applicant reads once the application is in (the toast with scripts). */
export const APPLICATION_SUBMITTED = { tone: 'success', title: 'Application Submitted', text: "We'll review your application and get back to you soon." } as const;

/** The whole form's message when fields are wrong (the toast with scripts, the alert without). */
export const APPLICATION_INVALID = { tone: 'error', title: 'Submission Error', text: 'Please check the form for errors and try again.' } as const;

/** Where an accepted application goes next: the payment step, with the applicant's e-mail. */
export function paymentStepFor(email: string): string {
  return `/payment?${new URLSearchParams({ email: email.trim() }).toString()}`;
}
