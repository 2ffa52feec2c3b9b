/** The firm's time zone: days, weekends and working hours are reckoned in it whatever the server's zone. */
export const FIRM_TIME_ZONE = 'Europe/Belgrade';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: FIRM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: FIRM_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The firm's calendar day of an instant, `YYYY-MM-DD`. */
export function localDate(instant: Date): string {
  return dayFormat.format(instant);
}

/** Offset of the firm's zone from UTC at an instant, in ms. */
function zoneOffset(instant: Date): number {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant of a wall-clock time (`HH:mm:ss`) on a day in the firm's zone. */
export function localInstant(datum: string, vreme = '00:00:00'): Date {
  const guess = new Date(`${datum}T${vreme}Z`);
  const first = new Date(guess.getTime() - zoneOffset(guess));
  return new Date(guess.getTime() - zoneOffset(first));
}

export function isWeekend(datum: string): boolean {
  const day = new Date(`${datum}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

export function addDays(datum: string, days: number): string {
  const date = new Date(`${datum}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export function monthRange(godina: number, mesec: number): { from: string; to: string } {
  const from = `${godina}-${String(mesec).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(godina, mesec, 0)).getUTCDate();
  return { from, to: `${from.slice(0, 8)}${String(last).padStart(2, '0')}` };
}

/** Seconds as `HH:mm:ss` with 60/60 carry; hours grow past 24 for totals. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** `HH:mm[:ss]` as seconds. */
export function parseDuration(text: string): number {
  const [h = 0, m = 0, s = 0] = text.split(':').map(Number);
  return h * 3600 + m * 60 + s;
}
