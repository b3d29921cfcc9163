import { notifications } from '@mantine/notifications';

export function notifySuccess(title: string, message?: string): void {
  notifications.show({ title, message: message ?? '', color: 'green' });
}

/** The destructive style the spec asks for on failures. */
export function notifyError(title: string, message?: string): void {
  notifications.show({ title, message: message ?? '', color: 'red' });
}
