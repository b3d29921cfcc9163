import { errorMessage } from '../../lib/error-message';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useMemberTime } from '../../lib/use-member-time';
import { teeTimeLabel } from './tee-time-format';
import { useInvalidate } from '../../lib/invalidation-map';

/** Booking and cancelling, with their toasts; both refresh the list and the places left. */
export function useReservationMutations(onBooked?: () => void) {
  const invalidate = useInvalidate();
  const time = useMemberTime();
  const refresh = () => invalidate('reservations');
  const book = trpc.reservations.create.useMutation({
    onSuccess: async (reservation) => {
      notifySuccess('Tee Time Reserved', `${teeTimeLabel(time, reservation)} for ${reservation.players} ${reservation.players === 1 ? 'player' : 'players'}.`);
      onBooked?.();
      await refresh();
    },
    onError: async (error) => {
      notifyError('Reservation Failed', errorMessage(error, 'Failed to reserve the tee time. Please try again.'));
      await refresh();
    },
  });
  const cancel = trpc.reservations.delete.useMutation({
    onSuccess: async () => {
      notifySuccess('Reservation Cancelled', 'Your tee time has been cancelled.');
      await refresh();
    },
    onError: (error) => notifyError('Cancellation Failed', errorMessage(error, 'Failed to cancel the reservation. Please try again.')),
  });
  const joinWaitlist = trpc.reservations.joinWaitlist.useMutation({
    onSuccess: async (entry) => {
      notifySuccess(
        'Joined the Waitlist',
        `${teeTimeLabel(time, entry)}: you are number ${entry.position}. If places open up for your party, it is booked and you get an e-mail.`,
      );
      await refresh();
    },
    onError: (error) => notifyError('Waitlist Failed', errorMessage(error, 'Failed to join the waitlist. Please try again.')),
  });
  const leaveWaitlist = trpc.reservations.leaveWaitlist.useMutation({
    onSuccess: async () => {
      notifySuccess('Left the Waitlist', 'You are no longer waiting for that tee time.');
      await refresh();
    },
    onError: (error) => notifyError('Waitlist Failed', errorMessage(error, 'Please try again.')),
  });
  return { book, cancel, joinWaitlist, leaveWaitlist };
}
