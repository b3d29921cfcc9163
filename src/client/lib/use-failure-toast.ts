import { useEffect } from 'react';
import { errorMessage } from './error-message';
import { notifyError } from './notify';

/** Shows the product's failure toast once each time a query fails. */
export function useFailureToast(error: unknown, title: string, message?: string): void {
  useEffect(() => {
    if (error) notifyError(title, message ?? errorMessage(error, 'Please try again later.'));
  }, [error, title, message]);
}
