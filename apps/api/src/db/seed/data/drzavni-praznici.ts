import { addDays } from '../../../lib/time.ts';

/** Orthodox Easter Sunday (Gregorian date) by the Julian computus; valid 1900–2099. */
export function pravoslavniVaskrs(godina: number): string {
  const a = godina % 4;
  const b = godina % 7;
  const c = godina % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  const julian = `${godina}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return addDays(julian, 13);
}

/** Serbia's non-working state holidays of a year (days that fall on the same date are merged). */
export function drzavniPrazniciSrbije(godina: number): { datum: string; naziv: string }[] {
  const vaskrs = pravoslavniVaskrs(godina);
  const list = [
    { datum: `${godina}-01-01`, naziv: 'Nova godina' },
    { datum: `${godina}-01-02`, naziv: 'Nova godina (drugi dan)' },
    { datum: `${godina}-01-07`, naziv: 'Božić' },
    { datum: `${godina}-02-15`, naziv: 'Sretenje – Dan državnosti' },
    { datum: `${godina}-02-16`, naziv: 'Sretenje – Dan državnosti (drugi dan)' },
    { datum: addDays(vaskrs, -2), naziv: 'Veliki petak' },
    { datum: addDays(vaskrs, -1), naziv: 'Velika subota' },
    { datum: vaskrs, naziv: 'Vaskrs' },
    { datum: addDays(vaskrs, 1), naziv: 'Vaskršnji ponedeljak' },
    { datum: `${godina}-05-01`, naziv: 'Praznik rada' },
    { datum: `${godina}-05-02`, naziv: 'Praznik rada (drugi dan)' },
    { datum: `${godina}-11-11`, naziv: 'Dan primirja u Prvom svetskom ratu' },
  ];
  const byDate = new Map<string, string>();
  for (const { datum, naziv } of list) byDate.set(datum, byDate.has(datum) ? `${byDate.get(datum)}, ${naziv}` : naziv);
  return [...byDate].map(([datum, naziv]) => ({ datum, naziv })).sort((x, y) => x.datum.localeCompare(y.datum));
}
