import { useRef } from 'react';
import type { PostedFields } from '../../../shared/site/posted-form';
import type { FormRules } from '../../components/public-form/use-public-form';
import { clearApplicationSubmitted, markApplicationSubmitting } from '../../lib/application-storage';

/**
 * The spec's `applicationSubmitted` flag around the form's post: set as the checks pass (the post
 * goes right after), kept once the application went through, and removed when the post ended any
 * other way (refused, the server unreachable, an answer that was not one).
 */
export function useSubmissionFlag() {
  const sent = useRef(false);
  return {
    /** The form's checks, marking the flag when they pass. */
    marking:
      (load: () => Promise<FormRules>) =>
      (): Promise<FormRules> =>
        load().then(({ validate }) => ({
          validate: (fields: PostedFields) => {
            const found = validate(fields);
            if (Object.keys(found).length === 0) {
              sent.current = true;
              markApplicationSubmitting();
            }
            return found;
          },
        })),
    /** The application went through: the flag stays. */
    accepted: () => {
      sent.current = false;
    },
    /** After each render: a post that is no longer pending and did not go through takes the flag away. */
    settle: (pending: boolean) => {
      if (!sent.current || pending) return;
      sent.current = false;
      clearApplicationSubmitted();
    },
  };
}
