import { type PostedFields, textField } from '../site/posted-form';

/** The onboarding form's posted fields as the form schema's input (the token travels apart). */
export function onboardFromFields(fields: PostedFields) {
  return { username: textField(fields, 'username'), password: textField(fields, 'password'), confirmPassword: textField(fields, 'confirmPassword') };
}

/** A link whose token is not even shaped like one (cut short, mangled by a mail program). */
export const MALFORMED_INVITATION = 'This invitation link is not valid. Please use the link from your invitation e-mail.';

export const ACCOUNT_CREATED = { tone: 'success', title: 'Account created successfully!', text: 'You can now sign in with your new account.' } as const;
