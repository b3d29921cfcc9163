import { errorMessage } from '../../lib/error-message';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useInvalidate } from '../../lib/invalidation-map';

/** Member create, update and delete with the product's toasts; the list and dashboard refetch after each. */
export function useMemberMutations() {
  const invalidate = useInvalidate();
  const refresh = async () => {
    await invalidate('members');
  };
  const create = trpc.admin.members.create.useMutation({
    onSuccess: async () => {
      notifySuccess('Member Created');
      await refresh();
    },
    onError: (error) => notifyError('Error Creating Member', errorMessage(error, 'Failed to create member')),
  });
  const update = trpc.admin.members.update.useMutation({
    onSuccess: async () => {
      notifySuccess('Member Updated');
      await refresh();
    },
    onError: (error) => notifyError('Error Updating Member', errorMessage(error, 'Failed to update member')),
  });
  const remove = trpc.admin.members.delete.useMutation({
    onSuccess: async () => {
      notifySuccess('Member Deleted');
      await refresh();
    },
    onError: (error) => notifyError('Error Deleting Member', errorMessage(error, 'Failed to delete member')),
  });
  return { create, update, remove };
}
