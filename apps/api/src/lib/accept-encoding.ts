/**
 * Whether a request's Accept-Encoding allows gzip (RFC 9110 §12.5.3): `gzip` (or `x-gzip`) with a weight above 0,
 * or, when gzip is not named, `*` with a weight above 0. No header: no (identity only, as the RFC lets a server do).
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (header === undefined) return false;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(weight)) continue;
    if (name === 'gzip' || name === 'x-gzip') gzip = Math.max(gzip ?? 0, weight);
    else if (name === '*') any = weight;
  }
  return (gzip ?? any ?? 0) > 0;
}
