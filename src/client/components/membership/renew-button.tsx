import { Button, type ButtonProps } from '@mantine/core';
import type { Membership } from '../../../shared/membership/membership.schema';
import { formatPrice } from '../../lib/money';
import { useCheckout } from './use-checkout';

/**
 * Renew, only while the server would take it: inside the renewal window or after the renewal date.
 * Far ahead there is no button; the sentence beside it says when renewal opens.
 */
export function RenewButton({ membership, ...props }: { membership: Membership } & Omit<ButtonProps, 'children' | 'onClick' | 'loading'>) {
  const { renew, isPending } = useCheckout();
  if (!membership.canRenew) return null;
  return (
    <Button {...props} onClick={renew} loading={isPending}>
      Renew for {formatPrice(membership.renewalPrice)}
    </Button>
  );
}
