import { useInvalidate } from '../../lib/invalidation-map';
import { notifyError, notifySuccess } from '../../lib/notify';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';

/** Every change to courses and tees refreshes the Courses page, the match form's choices and the audit log. */
export function useCourseMutations() {
  const invalidate = useInvalidate();
  const done = (title: string, message: string) => ({
    onSuccess: async () => {
      notifySuccess(title, message);
      await invalidate('golf');
    },
    onError: (error: unknown) => notifyError(`${title.replace(/ed$/, '')} failed`, errorMessage(error, 'Please try again.')),
  });
  return {
    create: trpc.admin.courses.create.useMutation(done('Course Added', 'The course is ready for its tees.')),
    update: trpc.admin.courses.update.useMutation(done('Course Updated', 'The course has been saved.')),
    retire: trpc.admin.courses.retire.useMutation(done('Course Changed', 'New matches see the change; past rounds keep what they were played with.')),
    addTee: trpc.admin.courses.addTee.useMutation(done('Tees Added', 'Members can play these tees in new matches.')),
    updateTee: trpc.admin.courses.updateTee.useMutation(done('Tees Updated', 'New rounds use the new figures; past rounds keep theirs.')),
    retireTee: trpc.admin.courses.retireTee.useMutation(done('Tees Changed', 'New matches see the change; past rounds keep what they were played with.')),
  };
}
