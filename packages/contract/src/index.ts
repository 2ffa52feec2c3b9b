export {
  API_MARKER_HEADER,
  API_MARKER_VALUE,
  ErrorCode,
  ErrorType,
  FILENAME_HEADER,
  apiError,
  imeIzPorukeODuplikatu,
  isApiError,
} from './error-model.ts';
export { apiErrorSchema, clientEntryErrorSchema } from './errors.ts';
export { isInt, isRecord } from './guards.ts';
export type { ApiError, ClientEntryError } from './errors.ts';
export { JEZIK_HEADER, jezikIzZaglavlja, jezikOd } from './jezik.ts';
export type { JezikPoruka } from './jezik.ts';
export { KATALOG_PORUKA, ZOD_DEFAULT_PHRASES, imaPrevod, poruka, prevedi, zodPoruka, zodPorukaSr } from './poruke.ts';
export { ALL_ROLES, ROLES, hasRole, rolesFromLetters } from './uloge.ts';
export type { Role } from './uloge.ts';
export { roleSchema } from './roles.ts';
export {
  DEFAULT_PATH,
  ROUTES,
  ROUTE_ID_PATTERN,
  buildPath,
  isRouteId,
  matchRoute,
  routeById,
  routeTitleKey,
} from './routes.ts';
export type { RouteDef, RouteId } from './routes.ts';
export { AKCIJE, moze, mozeOtvoriti, ulogeZa } from './dozvole.ts';
export type { Akcija, DozvolaZapisi, Korisnik } from './dozvole.ts';
export { DEMO_LOGINS, SESSION_PATHS, TOKEN_RENEWAL_HEADER } from './session-paths.ts';
export { clientConfigSchema, loginRequestSchema, loginResponseSchema, sessionSchema } from './session.ts';
export type { ClientConfig, LoginRequest, LoginResponse, Session } from './session.ts';
export { TITLE_PREFIX, pageTitle } from './titles.ts';
export { RADNICI_PATHS } from './radnici-paths.ts';
export { fullName, idParamSchema, radnikSchema } from './radnici.ts';
export type { Radnik } from './radnici.ts';
export {
  DATUM_MAX,
  DATUM_MIN,
  GODINA_MAX,
  GODINA_MIN,
  MAX_DANA_U_OPSEGU,
  MAX_ID,
  MAX_INT,
  MISSING_DATE,
  PORUKA_NEDOZVOLJENI_ZNAKOVI,
  brojDana,
  prikazDatuma,
  ceoBrojSchema,
  datumSchema,
  flagSchema,
  idSchema,
  imaVidljivihZnakova,
  itemListSchema,
  korisnickoImeSchema,
  korisnickoImeUnosSchema,
  prioritetSchema,
  tekstSchema,
  trajanjeSchema,
  trenutakSchema,
  uspeh,
  uspehSchema,
  verzijaSchema,
  vremeSchema,
} from './common.ts';
export type { TekstOptions, Uspeh } from './common.ts';
export {
  DEFAULT_TRAJANJE_KRAJ,
  DEFAULT_TRAJANJE_POCETAK,
  EVIDENCIJA_PATHS,
  STANJA_EVIDENCIJE,
  evidencijaInfoParamsSchema,
  evidencijaMesecSchema,
  evidencijaResponseSchema,
  evidencijaSaveSchema,
  evidencijaSchema,
  evidencijaUpdateSchema,
  radnikIdParamsSchema,
  stanjeEvidencijeSchema,
  STATUSI_ZAHTEVA,
  VRSTE_ZAHTEVA,
  ZAHTEVI_PATHS,
  jeZaposlen,
  statusZahtevaSchema,
  uspehIzmeneSchema,
  vrstaZahtevaSchema,
  zahtevIdParamsSchema,
  zahtevListSchema,
  zahtevSchema,
} from './evidencija.ts';
export type {
  Evidencija,
  EvidencijaMesec,
  EvidencijaResponse,
  EvidencijaSave,
  EvidencijaUpdate,
  StanjeEvidencije,
  StatusZahteva,
  UspehIzmene,
  VrstaZahteva,
  Zahtev,
  ZahtevLista,
  Zaposlenje,
} from './evidencija.ts';
export {
  DRZAVNI_PRAZNICI_PATHS,
  PRAZNICI_PATHS,
  drzavniPraznikListSchema,
  drzavniPraznikSaveSchema,
  drzavniPraznikSchema,
  drzavniPraznikUpdateSchema,
  praznikInsertSchema,
  praznikListSchema,
  praznikSchema,
} from './praznici.ts';
export type { DrzavniPraznik, DrzavniPraznikSave, DrzavniPraznikUpdate, Praznik, PraznikInsert } from './praznici.ts';
export { GODISNJI_PATHS, godisnjiListSchema, godisnjiSaveSchema, godisnjiSchema } from './godisnji.ts';
export type { Godisnji, GodisnjiLista, GodisnjiSave } from './godisnji.ts';
export {
  JEZICI,
  changePasswordResponseSchema,
  changePasswordSchema,
  jezikSchema,
  jezikUpdateSchema,
  novaLozinkaSchema,
  radnikCreateSchema,
  radnikListQuerySchema,
  radnikListSchema,
  radnikUpdateSchema,
  resetPasswordResponseSchema,
  resetPasswordSchema,
} from './radnici.ts';
export type {
  ChangePassword,
  ChangePasswordResponse,
  Jezik,
  RadnikCreate,
  RadnikUpdate,
  ResetPassword,
  ResetPasswordResponse,
} from './radnici.ts';
export {
  MASINE_PATHS,
  MASINA_CENA_MAX,
  masinaListSchema,
  masinaObrisanaPoruka,
  masinaPostojiPoruka,
  masinaUpotrebljenaPoruka,
  masinaSaveSchema,
  masinaSchema,
  masinaUpdateSchema,
} from './masine.ts';
export type { Masina, MasinaSave, MasinaUpdate } from './masine.ts';
export {
  NOTES_PATHS,
  noteListQuerySchema,
  noteListSchema,
  noteSaveSchema,
  noteSchema,
  noteUpdateSchema,
} from './notes.ts';
export type { Note, NoteSave, NoteUpdate } from './notes.ts';
export {
  RSS_PATHS,
  rssFeedListSchema,
  rssFeedPostojiPoruka,
  rssFeedSaveSchema,
  rssFeedSchema,
  rssFeedUpdateSchema,
  rssItemListSchema,
  rssItemSchema,
} from './rss.ts';
export type { RssFeed, RssFeedSave, RssFeedUpdate, RssItem, RssItemList } from './rss.ts';
export {
  LOKACIJE_PATHS,
  drzavaListSchema,
  drzavaSchema,
  gradListSchema,
  gradSchema,
  gradoviQuerySchema,
  opstinaListSchema,
  opstinaSchema,
  opstineQuerySchema,
} from './lokacije.ts';
export type { Drzava, Grad, Opstina } from './lokacije.ts';
export {
  DOKUMENT_EKSTENZIJE,
  FAJL_ENTITETI,
  MAX_FILES_PER_UPLOAD,
  MAX_FILE_BYTES,
  UPLOAD_FIELD,
  fajlListSchema,
  fajlSchema,
  fajlUploadResponseSchema,
  fajloviPaths,
} from './fajlovi.ts';
export type { DokumentEkstenzija, Fajl, FajlEntitet, FajlUploadResponse } from './fajlovi.ts';
export {
  SATI_PO_DANU,
  STATUSI_ZADATKA,
  ZADACI_PATHS,
  pocniQuerySchema,
  statusZadatkaSchema,
  trenutniSledeciSchema,
  zadaciRadnikaParamsSchema,
  zadatakListSchema,
  zadatakSchema,
  zauzetostSchema,
  MAX_RADNIKA_ZAUZETOSTI,
  MAX_SATI_ZADATKA,
  moguceZavisnostiParamsSchema,
  moguceZavisnostiSchema,
  zadatakCreateSchema,
  zadatakUpdateSchema,
  zauzetostZaSveQuerySchema,
  zauzetostZaSveSchema,
} from './zadaci.ts';
export type {
  MoguceZavisnosti,
  StatusZadatka,
  TrenutniSledeci,
  Zadatak,
  ZadatakIzmena,
  ZadatakUnos,
  Zauzetost,
  ZauzetostZaSve,
} from './zadaci.ts';
export {
  MAX_DANA_FILTERA_POSLOVA,
  MAX_DOGOVORENA_CENA,
  POSLOVI_PATHS,
  PRIORITETI,
  PRIORITET_SVI,
  posaoCreateSchema,
  posaoIdParamsSchema,
  posaoListSchema,
  posaoSchema,
  posaoUpdateSchema,
  posloviFilterQuerySchema,
  radniDanSchema,
  sablonPoslaListSchema,
  sablonPoslaSaveSchema,
  sablonPoslaSchema,
} from './poslovi.ts';
export type { Posao, PosaoIzmena, PosaoLista, PosaoUnos, PosloviFilter, SablonPosla } from './poslovi.ts';
export {
  GANTT_MAX_REDOVA,
  GANTT_PATHS,
  PLANNER_STATUSI,
  ULOGA_RADNIK,
  ganttAnswerSchema,
  ganttSaveResultSchema,
  ganttSaveSchema,
  ganttSaveTaskSchema,
  ganttSchema,
  ganttTaskSchema,
  isGanttTask,
  posaoIdReda,
  posaoRedId,
  radnikIdResursa,
  radnikResursId,
} from './gantt.ts';
export type { Gantt, GanttSave, GanttSaveResult, GanttTask } from './gantt.ts';
export {
  AUDIT_AKCIJE,
  AUDIT_ENTITETI,
  AUDIT_PATHS,
  auditAkcijaSchema,
  auditEntitetSchema,
  auditListSchema,
  auditParamsSchema,
  auditStavkaSchema,
} from './audit.ts';
export type { AuditAkcija, AuditEntitet, AuditLista, AuditStavka } from './audit.ts';
export {
  PASSWORD_ERROR_CODES,
  PASSWORD_INPUT_LIMIT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  checkPassword,
  foldForComparison,
  passwordLength,
  passwordRuleOf,
} from './password-policy.ts';
export type { PasswordRule } from './password-policy.ts';
export { KLIJENTI_PATHS, KLIJENT_SORT, TIPOVI_KLIJENTA, TIP_KLIJENTA } from './klijenti-paths.ts';
export type { KlijentSort, TipKlijenta } from './klijenti-paths.ts';
export {
  KLIJENTI_MAX_LIMIT,
  KLIJENT_BRISANJE_ROLES,
  LICE,
  MATICNI_BROJ_MAX,
  PRAVNO_LICE_POSTOJI,
  isMaticniBrojValid,
  klijentCreateSchema,
  klijentIdParamsSchema,
  KLIJENTI_KRATKO_MAX,
  klijentKratkoListSchema,
  klijentKratkoQuerySchema,
  klijentKratkoSchema,
  klijentListQuerySchema,
  klijentListSchema,
  klijentSacuvanPoruka,
  klijentSchema,
  klijentUpdateSchema,
  klijentUpotrebljenPoruka,
  liceSchema,
  tipKlijentaSchema,
} from './klijenti.ts';
export type { Klijent, KlijentCreate, KlijentListQuery, KlijentLista, KlijentUpdate, Lice } from './klijenti.ts';
export { kljucPretrage } from './pretraga.ts';
export {
  IMPORT_BEZ_PRAVA,
  IZVOR_INFORMACIJA_DEFAULT,
  MAX_CENA,
  MAX_KVADRATURA,
  NEPOKRETNOSTI_LIMIT,
  NEPOKRETNOSTI_LOAD_MORE,
  NEPOKRETNOSTI_MAPA_MAX,
  NEPOKRETNOSTI_MAX_LIMIT,
  NEPOKRETNOSTI_PATHS,
  NEPOKRETNOSTI_PERIOD_MS,
  NEPOKRETNOST_AZURIRANA,
  NEPOKRETNOST_BRISANJE_ROLES,
  NEPOKRETNOST_IMPORT_ROLES,
  NEPOKRETNOST_OBRISANA,
  NEPOKRETNOST_SACUVANA,
  NEPOKRETNOST_SORT,
  OPSEZI_PRETRAGE,
  RADIUS_DEFAULT_M,
  RADIUS_MAX_M,
  RADIUS_MIN_M,
  SLIKA_EKSTENZIJE,
  SLIKA_MIME,
  TIPOVI_NEPOKRETNOSTI,
  VRSTA_KODOVI,
  VRSTE_NEPOKRETNOSTI,
  glavnaSlikaParamsSchema,
  importOdgovorSchema,
  isVrstaKod,
  katastarListSchema,
  katastarSchema,
  katastriQuerySchema,
  nepokretnostCreateSchema,
  nepokretnostIdParamsSchema,
  nepokretnostListQueryObject,
  nepokretnostListQuerySchema,
  nepokretnostListSchema,
  nepokretnostMapItemSchema,
  nepokretnostMapaQuerySchema,
  nepokretnostMapaSchema,
  nepokretnostQueryRules,
  nepokretnostSaveObject,
  nepokretnostSchema,
  nepokretnostUpdateSchema,
  neuspesniRedoviPoruka,
  pronadjenoNepokretnostiPoruka,
  slikaListSchema,
  slikaRenameSchema,
  slikaSchema,
  slikeBrisanjeSchema,
  slikeListaSaveSchema,
  tipOdVrste,
  vrstaKodSchema,
} from './nepokretnosti.ts';
export type {
  ImportOdgovor,
  Katastar,
  Nepokretnost,
  NepokretnostCreate,
  NepokretnostCreateParsed,
  NepokretnostLista,
  NepokretnostListQuery,
  NepokretnostMapItem,
  NepokretnostMapa,
  NepokretnostSort,
  NepokretnostUpdate,
  Slika,
  SlikeListaSave,
  VrstaKod,
  VrstaNepokretnosti,
} from './nepokretnosti.ts';
export {
  IMPORT_ACCEPT,
  IMPORT_FIELD,
  IMPORT_KOLONE,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_TEMPLATE_NAME,
  importPoruka,
} from './nepokretnosti-import.ts';
export type { ImportKolona, ImportKolonaKljuc } from './nepokretnosti-import.ts';
export * from './procene.ts';
export * from './radni-nalog.ts';
export * from './statistika.ts';
export * from './komparativi.ts';
