import { describe, expect, it } from 'vitest';
import { readServerReply } from './server-reply.ts';

describe('readServerReply', () => {
  it("prefixes the message of a failed reply with 'ERROR:'", () => {
    expect(readServerReply({ ok: false, message: 'Procena ne postoji' })).toEqual({
      alert: 'ERROR: Procena ne postoji',
      fieldErrors: {},
    });
    expect(readServerReply({ ok: false }).alert).toBe('ERROR:');
  });

  it('gives no alert for a successful reply', () => {
    expect(readServerReply({ ok: true, message: 'fine' }).alert).toBeNull();
  });

  it('maps each clientEntryErrors item to the input with that name', () => {
    const reply = {
      ok: false,
      message: 'Invalid input',
      clientEntryErrors: [
        { name: 'maticniBroj', error: 'invalid data' },
        { name: 'email', error: 'already used' },
        { name: '', error: 'ignored' },
      ],
    };
    expect(readServerReply(reply)).toEqual({
      alert: 'ERROR: Invalid input',
      fieldErrors: { maticniBroj: 'invalid data', email: 'already used' },
    });
  });

  it('keeps odd names as plain own keys', () => {
    const { fieldErrors } = readServerReply({ ok: false, clientEntryErrors: [{ name: '__proto__', error: 'x' }] });
    expect(Object.keys(fieldErrors)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(fieldErrors)).toBe(Object.prototype);
  });

  it('tolerates a null list', () => {
    expect(readServerReply({ ok: false, message: 'x', clientEntryErrors: null }).fieldErrors).toEqual({});
  });
});
