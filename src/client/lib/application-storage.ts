// The spec's session storage keys, shared by the application and payment pages.
const SUBMITTED = 'applicationSubmitted';
const EMAIL = 'applicationEmail';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function markApplicationSubmitting(): void {
  storage()?.setItem(SUBMITTED, 'true');
}

export function clearApplicationSubmitted(): void {
  storage()?.removeItem(SUBMITTED);
}

export function rememberApplicationEmail(email: string): void {
  storage()?.setItem(EMAIL, email);
}

export function storedApplicationEmail(): string | undefined {
  return storage()?.getItem(EMAIL) ?? undefined;
}
