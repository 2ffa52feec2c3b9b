import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { URL_MAX_LENGTH, parseUrl } from './url.ts';

describe('parseUrl', () => {
  it.each([
    'example.com',
    'www.example.rs',
    'http://example.com',
    'https://sub.domain.example.info',
    'https://www.example.com:8080/a/b?c=d&e=f#top',
    'ftp://files.example.org/pub/file.txt',
    'example.com/path/with-dash_and~tilde',
    'example.com/%20encoded',
    'example.com?only=query',
    'example.com#only-fragment',
    'https://maps.example.rs/@45.26,19.84,15z',
    'https://example.com/čačak',
    '  https://example.com  ',
    'xn--90a3ac.rs',
  ])('accepts %j', (text) => {
    expect(parseUrl(text)).toEqual({ ok: true, value: text.trim() });
  });

  it.each([
    'localhost',
    'example',
    'http://x.online',
    'http://example.c',
    'http://example.c0m',
    'http://-example.com',
    'http://example-.com',
    'http://exa mple.com',
    'http://example..com',
    'http://.example.com',
    'http://example.com:',
    'http://example.com:99999',
    'http://example.com/a b',
    'http://example.com/%zz',
    'javascript:alert(1)',
    'http:/example.com',
    'mailto:ana@example.com',
    'http://192.168.0.1',
    'http://example.com/<script>',
  ])('rejects %j', (text) => {
    expect(parseUrl(text)).toEqual({ ok: false, error: { code: 'INVALID_URL' } });
  });

  it('caps the length', () => {
    const long = `https://example.com/${'a'.repeat(URL_MAX_LENGTH)}`;
    expect(parseUrl(long)).toEqual({ ok: false, error: { code: 'TOO_LONG' } });
    expect(parseUrl(long, { maxLength: Number.POSITIVE_INFINITY }).ok).toBe(true);
  });

  it('handles adversarial shapes without the cap', () => {
    const options = { maxLength: Number.POSITIVE_INFINITY };
    expect(parseUrl(`${'a'.repeat(100_000)}!`, options).ok).toBe(false);
    expect(parseUrl('a.'.repeat(50_000), options).ok).toBe(false);
    expect(parseUrl(`http://${'a-'.repeat(50_000)}`, options).ok).toBe(false);
    expect(parseUrl(`example.com/${'%2'.repeat(30_000)}`, options).ok).toBe(false);
  });

  it('accepts generated URLs and never throws on arbitrary text', () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
    const tld = fc.stringMatching(/^[a-z]{2,4}$/);
    fc.assert(
      fc.property(
        fc.constantFrom('', 'http://', 'https://'),
        fc.array(label, { minLength: 1, maxLength: 3 }),
        tld,
        fc.constantFrom('', ':8080', '/a/b', '/x?y=1#z'),
        (scheme, labels, ending, rest) => {
          const url = `${scheme}${labels.join('.')}.${ending}${rest}`;
          expect(parseUrl(url)).toEqual({ ok: true, value: url });
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof parseUrl(text).ok).toBe('boolean');
      }),
    );
  });
});
