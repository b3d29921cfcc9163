import type { FormNotice, PostedFields } from '../site/posted-form';
import { textField } from '../site/posted-form';
import { FORGOT_PASSWORD_ANSWER } from './onboarding.schema';

/** The forgot-password form's posted fields as the schema's input. */
export function forgotPasswordFromFields(fields: PostedFields) {
  return { email: textField(fields, 'email') };
}

/** What the page says once the link was asked for: the service's own answer, the same for anyone. */
export const FORGOT_PASSWORD_SENT: FormNotice = { tone: 'success', title: 'Check your e-mail', text: FORGOT_PASSWORD_ANSWER };
