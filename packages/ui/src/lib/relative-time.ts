import type { RelativeDate } from '@rp/fields';

type RelativeTimeFormatter = (parts: RelativeDate) => string;

const srUnits: Record<Exclude<RelativeDate['unit'], 'now' | 'halfHour'>, [string, string, string]> = {
  minute: ['minut', 'minuta', 'minuta'],
  hour: ['sat', 'sata', 'sati'],
  day: ['dan', 'dana', 'dana'],
  week: ['nedelju', 'nedelje', 'nedelja'],
  month: ['mesec', 'meseca', 'meseci'],
  year: ['godinu', 'godine', 'godina'],
};

function srPlural(count: number, forms: [string, string, string]): string {
  const mod10 = count % 10;
  const mod100 = count % 100;
  if (mod10 === 1 && mod100 !== 11) return forms[0];
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return forms[1];
  return forms[2];
}

/** Serbian wording: 'upravo sada', 'pre 5 minuta', 'pre oko pola sata', 'za 3 dana'. */
const formatRelativeSr: RelativeTimeFormatter = (parts) => {
  if (parts.unit === 'now') return 'upravo sada';
  const phrase =
    parts.unit === 'halfHour'
      ? 'oko pola sata'
      : parts.approximate && parts.unit === 'hour'
        ? 'oko sat vremena'
        : `${parts.count} ${srPlural(parts.count, srUnits[parts.unit])}`;
  return parts.direction === 'future' ? `za ${phrase}` : `pre ${phrase}`;
};

/** English wording: 'just now', '5 minutes ago', 'about half an hour ago', 'in 3 days'. */
const formatRelativeEn: RelativeTimeFormatter = (parts) => {
  if (parts.unit === 'now') return 'just now';
  const phrase =
    parts.unit === 'halfHour'
      ? 'about half an hour'
      : parts.approximate && parts.unit === 'hour'
        ? 'about an hour'
        : `${parts.count} ${parts.unit}${parts.count === 1 ? '' : 's'}`;
  return parts.direction === 'future' ? `in ${phrase}` : `${phrase} ago`;
};

export { formatRelativeSr, formatRelativeEn };
export type { RelativeTimeFormatter };
