// The valuations' paths and list constants without zod (procene.ts holds the schemas): a portal's first bundle starts
// the opened list's request with these and carries no schema library.

/**
 * Valuations (procene, part 2 §2, §3, §4, §7): what the firm sells. A valuation names a bank (idKlijenta), a client
 * (idKlijenta2) and a banker (idKlijenta3) from the client register, a leader and an inspector from the workers, and
 * holds its subjects: properties of the register marked as its subjects (the first one is the form's property
 * sub-form). Documents are grouped by the valuation's id (`fileGroupId`); images are the images of a subject property
 * (`slikaGroupId` = the property's id, the property image calls).
 */
export const PROCENE_PATHS = {
  list: '/api/procene',
  byId: '/api/procene/:id',
  naziv: '/api/procene/:id/naziv',
  create: '/api/procene',
  update: '/api/procene',
  /** POST procene/{id}: a new valuation of the same subjects for the same bank and client (a re-valuation). */
  kopija: '/api/procene/:id',
  /** POST procene/postojece/: the duplicate check before a new valuation is saved. */
  postojece: '/api/procene/postojece/',
  delete: '/api/procene/:id',
  /** PATCH procene/ body { Id, Opis }: the list's inline description. */
  opis: '/api/procene',
  /** PATCH procene/{id} body { Id, InspekcijaSnimanje }: the recording flag ('Sačuvano'). */
  snimanje: '/api/procene/:id',
  /** Every change of the valuation (who, when, which field, from what to what), newest first. */
  istorija: '/api/procene/:id/istorija',
  /** The generic list-service lists: every, active (phases 1 and 6) and finished (phase 3) valuations. */
  infoAll: '/api/procene/info/all',
  infoActive: '/api/procene/info/active',
  infoFinished: '/api/procene/info/finished',
  /** The filtered list as a file (xlsx or csv), up to PROCENE_IZVOZ_MAX rows, made on the server and streamed. */
  izvoz: '/api/procene/izvoz',
  /** PUT procene/{id}/document?template=: the Word report, saved among the valuation's documents. */
  dokument: '/api/procene/:id/document',
  /** Word report templates: list (all), upload (Admin, multipart .docx), download and delete (Admin). */
  sabloni: '/api/procene/sabloni',
  sablon: '/api/procene/sabloni/:id',
  /** The subjects of a valuation (part 2 §7). */
  predmeti: '/api/nepokretnosti/predmeti/get/:procenaId',
  /** Workers for the leader and inspector pickers (every role): id and name of active workers. */
  radnici: '/api/radnici/izbor',
} as const;

/** List constants (part 2 §9): 30 rows, then 10 more; the export raises the limit to 5,000. */
export const PROCENE_LIMIT = 30;
export const PROCENE_LOAD_MORE = 10;
/** The search window's default: 30 days back to today, start 00:00, end 23:59:59.999 (part 2 §9). */
export const PROCENE_PERIOD_DANA = 30;
