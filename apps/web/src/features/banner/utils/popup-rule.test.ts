import { describe, expect, it } from 'vitest';
import { popupAllowed } from './popup-rule.ts';

describe('popupAllowed (public-site.md §4, as written)', () => {
  it("skips the popup when the session value live is 'false' or absent", () => {
    expect(popupAllowed('false')).toBe(false);
    expect(popupAllowed(null)).toBe(false);
  });

  it('shows it for any other value', () => {
    expect(popupAllowed('true')).toBe(true);
  });
});
