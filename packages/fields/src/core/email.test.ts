import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEmail } from './email.ts';

describe('parseEmail', () => {
  it.each([
    'ana@example.com',
    'ana.petrovic@mail.example.rs',
    "o'neil+tag@example.org",
    'x_y-z@sub-domain.example.info',
    'a@b.co',
    '#!$%&*=?^`{|}~@example.com',
    'ana@[192.168.0.1]',
    'ana@10.0.0.255',
    'ana@example.museum',
  ])('accepts %j', (text) => {
    expect(parseEmail(text)).toEqual({ ok: true, value: text });
  });

  it.each([
    'ana',
    'ana@',
    '@example.com',
    'ana@@example.com',
    'ana@example',
    'ana@example.c',
    'ana@-example.com',
    'ana@example-.com',
    'ana@exa_mple.com',
    '.ana@example.com',
    'ana.@example.com',
    'an..a@example.com',
    'an a@example.com',
    'ana@example..com',
    'ana@[192.168.0.256]',
    'ana@[192.168.0.1',
    'ana@256.1.1.1.1',
    'ana@01.1.1.1',
    `${'a'.repeat(65)}@example.com`,
    'ana@example.com.',
  ])('rejects %j', (text) => {
    expect(parseEmail(text)).toEqual({ ok: false, error: { code: 'INVALID_EMAIL' } });
  });

  it('caps the length at 254', () => {
    expect(parseEmail(`a@${'b'.repeat(250)}.com`)).toEqual({ ok: false, error: { code: 'TOO_LONG' } });
  });

  it('handles adversarial shapes without the cap', () => {
    const options = { maxLength: Number.POSITIVE_INFINITY };
    expect(parseEmail(`${'a'.repeat(100_000)}!`, options).ok).toBe(false);
    expect(parseEmail(`a@${'a.'.repeat(50_000)}`, options).ok).toBe(false);
    expect(parseEmail(`${'a.'.repeat(50_000)}@x`, options).ok).toBe(false);
  });

  it('accepts generated addresses and never throws', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9!#$%&'*+/=?^_`{|}~-]{1,10}(\.[a-z0-9_-]{1,5}){0,2}$/),
        fc.stringMatching(/^[a-z0-9]{1,10}$/),
        fc.stringMatching(/^[a-z]{2,6}$/),
        (local, domain, ending) => {
          const email = `${local}@${domain}.${ending}`;
          expect(parseEmail(email)).toEqual({ ok: true, value: email });
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof parseEmail(text).ok).toBe('boolean');
      }),
    );
  });
});
