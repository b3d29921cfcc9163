export const DEFAULT_AFTER_SIGN_IN = '/member/home';

/** Only same-site paths are followed after sign-in, so ?redirect= cannot send members elsewhere. */
export function safeRedirectTarget(redirect: string | undefined): string {
  // Browsers drop tabs and line breaks inside URLs, so "/\t/evil.example" would mean "//evil.example".
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (!redirect || !/^\/(?![/\\])/.test(redirect) || /[\u0000-\u001F\u007F\\]/.test(redirect)) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  return redirect;
}
