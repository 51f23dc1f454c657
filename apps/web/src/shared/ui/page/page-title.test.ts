import { describe, expect, it } from 'vitest';
import { documentTitle } from './page-title.tsx';

describe('documentTitle', () => {
  it("puts the page's own name before the brand", () => {
    expect(documentTitle('Live', 'Arenabet', 'Arenabet — sports betting')).toBe('Live — Arenabet');
  });

  it("is the site's title on a page that names none", () => {
    expect(documentTitle(undefined, 'Arenabet', 'Arenabet — sports betting')).toBe(
      'Arenabet — sports betting',
    );
  });
});
