import { describe, expect, it } from 'vitest';
import { RADNI_NALOG_NEMA_ID as NEMA } from '@rp/contract';
import { brojIzTeksta, danZaSlanje, datumOf, prikazDana, razlike, toggleOpcija } from './radni-nalog-form.ts';

describe("the 'nema' rule of the work order (part 2 §4)", () => {
  it.each([
    ['instalacije', [], NEMA, [NEMA]],
    ['instalacije', [NEMA], 3, [3]],
    ['grejanje', [2, 3], NEMA, [NEMA]],
    ['pomocneProstorije', [NEMA], 4, [4]],
    ['pomocneProstorije', [4, 5], 5, [4]],
    ['grejanje', [NEMA], NEMA, []],
  ] as const)('%s %j + %i → %j', (polje, selected, id, expected) => {
    expect(toggleOpcija(polje, selected, id)).toEqual(expected);
  });

  it('leaves the other multi-selects plain: option 1 is no "none" there', () => {
    expect(toggleOpcija('podneObloge', [2, 3], 1)).toEqual([2, 3, 1]);
    expect(toggleOpcija('spoljasnjeStolarije', [1], 2)).toEqual([1, 2]);
  });
});

describe('the inspection day', () => {
  it('sends the picked local day, shifted by the zone offset (part 2 §5)', () => {
    expect(danZaSlanje(new Date(2026, 10, 20))).toBe('2026-11-20');
    expect(danZaSlanje(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
    expect(danZaSlanje(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it('shows day, month name and year in both languages', () => {
    expect(prikazDana('2026-11-20', 'sr')).toMatch(/^20\. novembar 2026\.?$/);
    expect(prikazDana('2026-11-20', 'en_US')).toBe('20 November 2026');
    expect(prikazDana(null, 'sr')).toBe('');
    expect(datumOf('2026-03-05')?.getDate()).toBe(5);
  });
});

describe('helpers', () => {
  it('reads numbers typed with a comma or a point, and flags letters', () => {
    expect(brojIzTeksta('')).toBeNull();
    expect(brojIzTeksta('2,6')).toBe(2.6);
    expect(brojIzTeksta('1978')).toBe(1978);
    expect(brojIzTeksta('19a5')).toBeNaN();
  });

  it('lists the fields two versions differ in', () => {
    const base = { sprat: '3', instalacije: [2], lift: 'da' } as never;
    expect(razlike(base, { ...(base as object), sprat: '4', instalacije: [2] } as never)).toEqual(['sprat']);
  });
});
