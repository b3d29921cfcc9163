export const DEFAULT_AFTER_SIGN_IN = '/member/home';

/** Only same-site paths are followed after sign-in, so ?redirect= cannot send members elsewhere. */
export function safeRedirectTarget(redirect: string | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  return redirect;
}
