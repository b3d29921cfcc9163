import type { AppDeps } from '../../platform/deps/deps';
import type { FormPost } from './form-posts';
import { applyForm } from './forms/apply-form';
import { contactForm } from './forms/contact-form';
import { forgotPasswordForm } from './forms/forgot-password-form';
import { onboardForm } from './forms/onboard-form';
import { resetPasswordForm } from './forms/reset-password-form';
import { signInForm } from './forms/sign-in-form';

/** Every public form the server handles on its own, for visitors whose scripts have not arrived. */
export function publicForms(deps: AppDeps): FormPost[] {
  return [contactForm(deps), signInForm(deps), applyForm(deps), forgotPasswordForm(deps), resetPasswordForm(deps), onboardForm(deps)];
}
