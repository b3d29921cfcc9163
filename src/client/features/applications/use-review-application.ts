import type { ReviewResult } from '../../../shared/applications/application.schema';
import { errorMessage } from '../../lib/error-message';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useInvalidate } from '../../lib/invalidation-map';

function notifyReviewed(result: ReviewResult): void {
  if (result.application.status === 'rejected') {
    if (result.refund === 'refunded') notifySuccess('Status Updated', 'The application has been rejected. The payment was refunded and the applicant told by e-mail.');
    else if (result.refund === 'kept-for-review') notifyError('Status Updated', 'The application has been rejected. The refund did not go through: it waits on Payments to Review.');
    else notifySuccess('Status Updated', 'The application has been rejected.');
  } else if (!result.emailSent) {
    notifyError('Application Approved', 'The application has been approved but there was an issue sending the email.');
  } else if (result.email === 'invitation') {
    notifySuccess('Application Approved', 'The application has been approved and an invitation has been emailed to the applicant.');
  } else {
    notifySuccess('Application Approved', 'The application has been approved and a payment link has been emailed to the applicant.');
  }
}

/** Approve or reject with the product's toasts; the lists and the dashboard count refresh after. */
export function useReviewApplication(onDone: () => void) {
  const invalidate = useInvalidate();
  return trpc.applications.review.useMutation({
    onSuccess: async (result) => {
      notifyReviewed(result);
      onDone();
      await invalidate('applications');
    },
    onError: (error) => notifyError('Error Updating Status', errorMessage(error, 'Failed to update application status')),
  });
}
