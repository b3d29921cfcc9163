import { CONTACT_SENT, contactFromFields } from '../../../../shared/contact/contact-fields';
import { contactInputSchema } from '../../../../shared/contact/contact.schema';
import { submitContactMessage } from '../../../domains/contact/contact.service';
import type { AppDeps } from '../../../platform/deps/deps';
import { parseInput } from '../../../platform/validation/parse-input';
import type { FormPost } from '../form-posts';

/** The contact form: sent, then back to the page saying so (the script toasts instead). */
export const contactForm = (deps: AppDeps): FormPost => ({
  path: '/contact',
  failureTitle: 'Message Not Sent',
  handle: async (fields, request) => {
    await submitContactMessage(deps, parseInput(contactInputSchema, contactFromFields(fields)), request.ip);
    return { location: '/contact?sent=true', notice: CONTACT_SENT };
  },
});
