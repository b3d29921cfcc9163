import { notifications, notificationsStore } from '@mantine/notifications';

// One toast at a time, the newest replacing the one on screen (the spec's toast limit of 1).
const TOAST_ID = 'club-toast';

function showToast(title: string, message: string, color: string): void {
  const onScreen = notificationsStore.getState().notifications.some((shown) => shown.id === TOAST_ID);
  const toast = { id: TOAST_ID, title, message, color, autoClose: 5000, closeButtonProps: { 'aria-label': 'Close notification' } };
  if (onScreen) notifications.update(toast);
  else notifications.show(toast);
}

export function notifySuccess(title: string, message?: string): void {
  showToast(title, message ?? '', 'green');
}

/** The destructive style the spec asks for on failures. */
export function notifyError(title: string, message?: string): void {
  showToast(title, message ?? '', 'red');
}
