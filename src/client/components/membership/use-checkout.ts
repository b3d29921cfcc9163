import { errorMessage } from '../../lib/error-message';
import { notifyError } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

const goTo = ({ url }: { url: string }) => window.location.assign(url);

/** Renew or pay the balance: the server opens a checkout and the browser goes there to pay. */
export function useCheckout() {
  const onError = (error: unknown) => notifyError('Payment not started', errorMessage(error, 'Please try again.'));
  const renew = trpc.membership.renew.useMutation({ onSuccess: goTo, onError });
  const payBalance = trpc.membership.payBalance.useMutation({ onSuccess: goTo, onError });
  return {
    renew: () => renew.mutate(),
    payBalance: () => payBalance.mutate(),
    // Stays pending while the browser leaves for the payment page.
    isPending: renew.isPending || payBalance.isPending || renew.isSuccess || payBalance.isSuccess,
  };
}
