import { errorMessage } from '../../lib/error-message';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useInvalidate } from '../../lib/invalidation-map';
import { trpc } from '../../lib/trpc';

/** Event create, update and delete with the product's toasts; every list that shows events refetches (lib/invalidation-map.ts). */
export function useEventMutations() {
  const invalidate = useInvalidate();
  const refresh = () => invalidate('events');
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
