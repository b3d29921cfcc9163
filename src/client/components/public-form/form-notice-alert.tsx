import { Alert } from '@mantine/core';
import type { FormNotice } from '../../../shared/site/posted-form';

/** The message a refused post was rendered with, where the script would show a toast. */
export function FormNoticeAlert({ notice }: { notice: FormNotice }) {
  return (
    <Alert color={notice.tone === 'error' ? 'red' : 'green'} title={notice.title} role={notice.tone === 'error' ? 'alert' : 'status'} mb="md">
      {notice.text}
    </Alert>
  );
}
