import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy.ts';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each script without a source, whitespace included', () => {
    const boot = "\n  document.documentElement.dataset.theme = 'light';\n";
    const page = `<head><script>${boot}</script><script type="module" src="/assets/app.js"></script></head><body><script>x()</script></body>`;
    expect(inlineScriptHashes(page)).toEqual([sha256(boot), sha256('x()')]);
  });

  it('finds none in a page of linked scripts', () => {
    expect(
      inlineScriptHashes('<script src="/a.js"></script><script\n  src="/b.js"></script>'),
    ).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  it("allows our own scripts and the page's inline ones by hash, nothing else inline", () => {
    const policy = contentSecurityPolicy('<head><script>boot()</script></head>');
    expect(policy).toContain(`script-src 'self' '${sha256('boot()')}';`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'self'");
  });

  it('is our own scripts alone for a page without inline scripts', () => {
    expect(contentSecurityPolicy('<head></head>')).toContain("script-src 'self';");
  });
});
