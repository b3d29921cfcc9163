import { lazy, Suspense } from 'react';
import type { FormNotice } from '../../../shared/site/posted-form';

// Only a page showing a message loads the alert (a first visit shows none).
const Alert = lazy(() => import('./form-notice-alert').then((module) => ({ default: module.FormNoticeAlert })));

/** The message a form was rendered with (a refused post without scripts, or a message sent), where scripts would toast. */
export function FormNoticeAlert({ notice }: { notice: FormNotice | null }) {
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <Alert notice={notice} />
    </Suspense>
  );
}
