import { APPLICATION_INVALID, applicationFromFields, paymentStepFor } from '../../../../shared/applications/application-fields';
import { applicationFormSchema } from '../../../../shared/applications/application.schema';
import { submitApplication } from '../../../domains/membership/applications/applications.service';
import type { AppDeps } from '../../../platform/deps/deps';
import { parseInput } from '../../../platform/validation/parse-input';
import type { FormPost } from '../form-posts';

/** The membership application: in, then on to the payment step (as `applications.submit` and the script do). */
export const applyForm = (deps: AppDeps): FormPost => ({
  path: '/apply',
  failureTitle: 'Submission Error',
  invalidNotice: APPLICATION_INVALID,
  handle: async (fields, request) => {
    const values = parseInput(applicationFormSchema, applicationFromFields(fields));
    await submitApplication(deps, values, request.ip);
    return { location: paymentStepFor(values.email) };
  },
});
