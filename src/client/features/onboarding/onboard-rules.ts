import { onboardFromFields } from '../../../shared/auth/onboard-fields';
import { onboardingFormSchema } from '../../../shared/auth/onboarding.schema';
import type { PostedFields } from '../../../shared/site/posted-form';
import { validateWith } from '../../../shared/site/validate-fields';

/** Loaded when the visitor turns to the form: the server's own schema, so the messages match. */
export const validate = (fields: PostedFields) => validateWith(onboardingFormSchema, onboardFromFields(fields));
