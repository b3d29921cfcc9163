// One toast at a time, the newest replacing the one on screen (one toast at a time).
const TOAST_ID = 'club-toast';

// Toasts only follow something the user did, so Mantine's notifications (store, container and
// animations) load with the first one rather than with every visitor's first page.
let requested = false;
const listeners = new Set<() => void>();

/** For useSyncExternalStore: becomes true with the first toast, when the container must mount. */
export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastsRequested(): boolean {
  return requested;
}

function showToast(title: string, message: string, color: string): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import('@mantine/notifications').then(({ notifications, notificationsStore }) => {
    const onScreen = notificationsStore.getState().notifications.some((shown) => shown.id === TOAST_ID);
    const toast = { id: TOAST_ID, title, message, color, autoClose: 5000, closeButtonProps: { 'aria-label': 'Close notification' } };
    if (onScreen) notifications.update(toast);
    else notifications.show(toast);
  });
}

export function notifySuccess(title: string, message?: string): void {
  showToast(title, message ?? '', 'green');
}

/** The destructive style the product asks for on failures. */
export function notifyError(title: string, message?: string): void {
  showToast(title, message ?? '', 'red');
}
