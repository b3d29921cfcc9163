import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { POSTED_FORM_KEY, type PostedFormState, textField } from '../../../shared/site/posted-form';

/**
 * A field of the post the server refused and rendered this page with, if it was the form at
 * `action` (e.g. a link's token, sent as a hidden field, after the page's URL lost its query).
 */
export function postedField(queryClient: QueryClient, action: string, name: string): string | undefined {
  const state = queryClient.getQueryData<PostedFormState>(POSTED_FORM_KEY);
  if (state?.action !== action) return undefined;
  return textField(state.values, name) || undefined;
}

export function usePostedField(action: string, name: string): string | undefined {
  return postedField(useQueryClient(), action, name);
}
