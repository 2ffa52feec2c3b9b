// The work order's paths without zod (radni-nalog.ts holds the schemas): a portal's first bundle starts the opened
// order's requests with these and carries no schema library.

/**
 * The work order (radni nalog, part 2 §2, §3, §4, §5, §7): the inspection form of a valuation, one per valuation,
 * filled on site by the inspector. Its option fields point into the master data (`radniNalogMasterData`): one list
 * per field, each option `{ id, naziv }` (plus `nazivEn`, the English name). In the lists where "none" is a real
 * answer (no installations, no heating, no auxiliary rooms, no air conditioning…) the option 'nema' has the id
 * RADNI_NALOG_NEMA_ID.
 */
export const RADNI_NALOG_PATHS = {
  /** GET: the order of a valuation (an empty one, verzija 0, when none was saved yet). POST: save it whole. */
  byProcena: '/api/radninalog/:procenaId',
  /** GET: every option list of the form. */
  masterData: '/api/radninalog/masterdata',
} as const;
