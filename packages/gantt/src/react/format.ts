const pad = (n: number): string => (n < 10 ? `0${n}` : String(n));

/**
 * A model day (UTC-aligned) in the spec's dd/MM/yyyy, as `formatDate` of @rp/fields writes it; done by hand
 * because the grid and the bars format dozens of dates in every scroll frame.
 */
export function formatDay(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}
