import { describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../src/data/browserNavigation';
import { isLoopbackHost, looksLikeImage, safeUrl } from '../../src/data/safeUrl';

/** A deployed console and one served from this machine (dev server, preview, browser suite). */
const DEPLOYED = { hostname: 'console.example.com' };
const LOCAL = { hostname: '127.0.0.1' };

describe('safeUrl: the one rule for URLs from API answers', () => {
  it.each<[string, unknown, string | null]>([
    ['an https URL', 'https://pay.example.com/checkout/1', 'https://pay.example.com/checkout/1'],
    [
      'upper-case scheme and host, normalised',
      'HTTPS://Pay.Example.COM/a',
      'https://pay.example.com/a',
    ],
    ['spaces around it', '  https://pay.example.com/a\n', 'https://pay.example.com/a'],
    ['a query and a fragment', 'https://x.example/p?a=1#b', 'https://x.example/p?a=1#b'],
    ['a port', 'https://x.example:8443/p', 'https://x.example:8443/p'],
    ['javascript:', 'javascript:alert(1)', null],
    ['JavaScript: in mixed case', 'JaVaScRiPt:alert(1)', null],
    ['javascript: after a space', ' javascript:alert(1)', null],
    ['javascript: after a tab', '\tjavascript:alert(1)', null],
    ['javascript: cut by a tab', 'java\tscript:alert(1)', null],
    ['javascript: cut by a newline', 'java\nscript:alert(1)', null],
    ['javascript: after a NUL', '\u0000javascript:alert(1)', null],
    ['an https URL with a NUL inside', 'https://x.example/\u0000', null],
    ['an https URL with a tab inside', 'https://x.exa\tmple/', null],
    ['javascript: with an https comment', 'javascript://https://x.example/%0aalert(1)', null],
    ['data:', 'data:text/html,<script>alert(1)</script>', null],
    ['vbscript:', 'vbscript:msgbox(1)', null],
    ['blob:', 'blob:https://x.example/0b3e', null],
    ['file:', 'file:///etc/passwd', null],
    ['ftp:', 'ftp://x.example/f', null],
    ['mailto:', 'mailto:a@x.example', null],
    ['protocol-relative //host', '//evil.example/pay', null],
    ['backslashes for slashes', 'https:\\\\evil.example', null],
    ['https without slashes', 'https:evil.example', null],
    ['a relative path', '/billing-proceed', null],
    ['a relative path without slash', 'billing-proceed', null],
    ['a bare host', 'pay.example.com', null],
    ['credentials', 'https://user:pass@x.example/', null],
    ['a user name only', 'https://user@x.example/', null],
    ['no host', 'https://', null],
    ['an unparsable host', 'https://exa mple.com/', null],
    ['plain http to a public host', 'http://pay.example.com/', null],
    ['http to loopback from a deployed console', 'http://127.0.0.1:4602/x', null],
    ['http to localhost from a deployed console', 'http://localhost/x', null],
    ['an empty string', '', null],
    ['null', null, null],
    ['a number', 42, null],
    ['an object', { href: 'https://x.example' }, null],
  ])('%s (deployed console)', (_, value, expected) => {
    expect(safeUrl(value, DEPLOYED)).toBe(expected);
  });

  it.each<[string, string, string | null]>([
    [
      'http to 127.0.0.1',
      'http://127.0.0.1:4602/billing-proceed',
      'http://127.0.0.1:4602/billing-proceed',
    ],
    ['http to 127.1.2.3', 'http://127.1.2.3/x', 'http://127.1.2.3/x'],
    ['http to localhost', 'http://localhost:5173/x', 'http://localhost:5173/x'],
    ['http to admin.localhost', 'http://admin.localhost:5173/x', 'http://admin.localhost:5173/x'],
    ['http to [::1]', 'http://[::1]:8080/x', 'http://[::1]:8080/x'],
    ['http to a public host', 'http://pay.example.com/', null],
    ['http to a host that only starts like loopback', 'http://127.0.0.1.evil.example/', null],
    ['http to localhost.evil.example', 'http://localhost.evil.example/', null],
    ['https anywhere', 'https://pay.example.com/', 'https://pay.example.com/'],
    ['javascript:', 'javascript:alert(1)', null],
    ['a relative path', '/billing-proceed', null],
  ])('%s (console served from this machine)', (_, value, expected) => {
    expect(safeUrl(value, LOCAL)).toBe(expected);
  });

  it('refuses http to loopback when where the console runs is unknown', () => {
    expect(safeUrl('http://127.0.0.1/x', null)).toBeNull();
  });

  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['admin.localhost', true],
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['[::1]', true],
    ['128.0.0.1', false],
    ['localhost.example', false],
    ['example.com', false],
  ])('loopback host %s: %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});

describe('looksLikeImage', () => {
  it.each([
    ['https://p.example/a.png', true],
    ['https://p.example/a.JPG', true],
    ['https://p.example/a.jpeg?size=2', true],
    ['https://p.example/a.gif#x', true],
    ['https://p.example/a.webp', true],
    ['https://p.example/a.avif', true],
    ['https://p.example/a.pdf', false],
    ['https://p.example/a.png.html', false],
    ['https://p.example/?file=a.png', false],
    ['https://p.example/', false],
  ])('%s: %s', (href, expected) => {
    expect(looksLikeImage(href)).toBe(expected);
  });
});

describe('the browser navigation takes only checked URLs', () => {
  it('opens a URL that passed the rule; a plain string does not type-check (npm run typecheck)', () => {
    // Never called: tsc fails on this file if an unchecked string becomes acceptable.
    const unchecked = (answer: string) =>
      // @ts-expect-error an answer's string must pass safeUrl before the browser opens it
      browserNavigation.newTab(answer);
    void unchecked;
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const checked = safeUrl('https://pay.example.com/a', DEPLOYED);
    if (checked) browserNavigation.newTab(checked);
    expect(open).toHaveBeenCalledWith('https://pay.example.com/a', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });
});

describe("the browser navigation's in-app reload", () => {
  it.each(['//evil.example/login', 'https://evil.example/', 'login'])(
    'refuses %s, which is not a path of this origin',
    (path) => {
      expect(() => browserNavigation.reloadAt(path)).toThrow('Not an app path');
    },
  );
});
