export { loginBrojaci, loginPokusaji, radnici } from './radnici.ts';
export {
  drzavniPraznici,
  evidencija,
  evidencijaIntervali,
  evidencijaZahtevi,
  godisnji,
  prazniciRadnika,
} from './evidencija.ts';
export { fajlovi, masine, napomene, rssFeedovi, rssKes } from './ostalo.ts';
export type { RssKesStavka } from './ostalo.ts';
export { drzave, gradovi, opstine } from './lokacije.ts';
export { klijenti, klijentiBroj } from './klijenti.ts';
export { planIzmene, poslovi, zadaci, zadatakIntervali, zadatakOprema, zadatakRadnici } from './poslovi.ts';
export { izmene } from './audit.ts';
export type { AuditIzmene } from './audit.ts';
export { katastri, nepokretnosti, nepokretnostiBroj, nepokretnostiSlike } from './nepokretnosti.ts';
export { idempotencyKeys } from './idempotency.ts';
export { procene, proceneFaze, sabloniIzvestaja } from './procene.ts';
export { radniNalogOpcije, radniNalozi } from './radni-nalog.ts';
export { komparativi } from './komparativi.ts';
export {
  proceneStatistika,
  statistikaBankariMesec,
  statistikaKlijentiMesec,
  statistikaRadniciMesec,
} from './statistika.ts';
export { rateLimits, scheduledJobs } from './instance.ts';
