// One toast at a time (the container's limit is 1), the newest replacing the one on screen. Each
// toast is a new notification: Mantine starts a toast's close timer when it mounts, so a toast
// updated in place would close when the one it replaced was due (a success shown 4.5 s after
// an error vanished half a second later).
let shownId: string | null = null;
let shownCount = 0;

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
  void import('@mantine/notifications').then(({ notifications }) => {
    if (shownId !== null) notifications.hide(shownId);
    shownCount += 1;
    shownId = `club-toast-${shownCount}`;
    notifications.show({ id: shownId, title, message, color, autoClose: 5000, closeButtonProps: { 'aria-label': 'Close notification' } });
  });
}

export function notifySuccess(title: string, message?: string): void {
  showToast(title, message ?? '', 'green');
}

/** The destructive style the product asks for on failures. */
export function notifyError(title: string, message?: string): void {
  showToast(title, message ?? '', 'red');
}
