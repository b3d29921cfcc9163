import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_SIGN_IN, safeRedirectTarget } from './safe-redirect';

describe('safeRedirectTarget', () => {
  it('follows a same-site path with its query', () => {
    expect(safeRedirectTarget('/admin/dashboard?tab=1')).toBe('/admin/dashboard?tab=1');
  });

  it.each([undefined, '', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/\t/evil.example', '/\n/evil.example', '/x\\y'])(
    'goes to the member home instead of %s',
    (redirect) => {
      expect(safeRedirectTarget(redirect)).toBe(DEFAULT_AFTER_SIGN_IN);
    },
  );
});
