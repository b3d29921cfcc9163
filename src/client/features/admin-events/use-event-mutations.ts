import { errorMessage } from '../../lib/error-message';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

/** Event create, update and delete with the spec's toasts; the admin list, the public calendar and the dashboard refetch. */
export function useEventMutations() {
  const utils = trpc.useUtils();
  const refresh = async () => {
    await Promise.all([utils.admin.events.list.invalidate(), utils.events.list.invalidate(), utils.admin.dashboard.invalidate()]);
  };
  const create = trpc.admin.events.create.useMutation({
    onSuccess: async () => {
      notifySuccess('Event Created');
      await refresh();
    },
    onError: (error) => notifyError('Error Creating Event', errorMessage(error, 'Failed to create event')),
  });
  const update = trpc.admin.events.update.useMutation({
    onSuccess: async () => {
      notifySuccess('Event Updated');
      await refresh();
    },
    onError: (error) => notifyError('Error Updating Event', errorMessage(error, 'Failed to update event')),
  });
  const remove = trpc.admin.events.delete.useMutation({
    onSuccess: async () => {
      notifySuccess('Event Deleted');
      await refresh();
    },
    onError: (error) => notifyError('Error Deleting Event', errorMessage(error, 'Failed to delete event')),
  });
  return { create, update, remove };
}
