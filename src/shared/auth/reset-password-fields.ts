import { type PostedFields, textField } from '../site/posted-form';

/** The reset-password form's two password fields as the form schema's input (the token travels apart). */
export function resetPasswordFromFields(fields: PostedFields) {
  return { password: textField(fields, 'password'), confirmPassword: textField(fields, 'confirmPassword') };
}

/** Never sent back with a refused post. */
export const PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;

export const PASSWORD_UPDATED = { tone: 'success', title: 'Password Updated', text: 'Your new password is set. Please sign in.' } as const;
