import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import {
  FAZE_PLACANJA,
  FAZE_PROCENE,
  MISSING_DATE,
  TIPOVI_PROCENE,
  VRSTE_NEPOKRETNOSTI,
  type KomparativLista,
} from '@rp/contract';
import { localDate } from '../../lib/time.ts';
import type { IzvestajPodaci } from './izvestaj-repository.ts';

/**
 * The Word report: a template (.docx with docxtemplater tags) filled with a valuation, its first subject, its client,
 * bank, banker, leader, inspector, phases and the subject's main picture at `{%slika}`. The tags are flat names
 * (README: "Word report tags"), so an Admin's own template needs no expression syntax.
 */

/** The firm named on the report's cover and footer, and the place it signs in. */
export const FIRMA = process.env.FIRMA_NAZIV?.trim() || 'RP Procene d.o.o.';
export const FIRMA_MESTO = process.env.FIRMA_MESTO?.trim() || 'Novi Sad';

const NEMA = '—';
const broj = new Intl.NumberFormat('sr-Latn-RS', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const celi = new Intl.NumberFormat('sr-Latn-RS', { maximumFractionDigits: 0 });
const stepeni = new Intl.NumberFormat('sr-Latn-RS', { minimumFractionDigits: 6, maximumFractionDigits: 6 });

const nazivIz = (list: readonly { id: number; naziv: string }[], id: number | null | undefined) =>
  list.find((item) => item.id === id)?.naziv ?? NEMA;

/** A day (YYYY-MM-DD) as the firm writes it: 26.11.2026. */
export function danSr(dan: string | null | undefined): string {
  if (!dan || dan === MISSING_DATE) return NEMA;
  const [godina, mesec, danUMesecu] = dan.slice(0, 10).split('-');
  return `${danUMesecu}.${mesec}.${godina}.`;
}

const instantSr = (value: Date | null | undefined) => (value ? danSr(localDate(value)) : NEMA);
const eur = (value: number | null | undefined) => (value ? `${broj.format(value)} €` : NEMA);
const eurPoM2 = (value: number | null | undefined) => (value ? `${broj.format(value)} €/m²` : NEMA);
export const rsd = (value: number) => `${broj.format(value)} RSD`;
const tekst = (value: string | null | undefined) => (value && value.trim() ? value : NEMA);

const metara = (value: number | null) =>
  value === null ? NEMA : value <= 2000 ? `${celi.format(value)} m` : `${broj.format(value / 1000)} km`;
const procenat = (value: number) => `${value > 0 ? '+' : ''}${broj.format(value)} %`;

/**
 * The comparables of the first subject and the value they indicate (the sales comparison): the loop `komparativi`
 * and the indicated unit and market values with their spread.
 */
export function komparativiVrednosti(lista: KomparativLista | undefined): Record<string, unknown> {
  const indikacija = lista?.indikacija;
  return {
    komparativi: (lista?.itemList ?? []).map((komparativ, index) => ({
      redniBroj: `${index + 1}.`,
      komparativAdresa: tekst(
        [komparativ.nepokretnost.adresa, komparativ.nepokretnost.grad?.naziv ?? komparativ.nepokretnost.opstina.naziv]
          .filter((part) => part && part.trim())
          .join(', '),
      ),
      komparativKvadratura: `${broj.format(komparativ.nepokretnost.kvadratura)} m²`,
      korigovanaJedinicnaCena: eurPoM2(komparativ.korigovanaJedinicnaCena),
      uskladjivanje: procenat(komparativ.procentualnoUskladjivanje),
      uskladjenaJedinicnaVrednost: eurPoM2(komparativ.uskladjenaJedinicnaVrednost),
      udaljenost: metara(komparativ.udaljenost),
    })),
    brojKomparativa: String(indikacija?.brojKomparativa ?? 0),
    indikovanaJedinicnaVrednost: eurPoM2(indikacija?.indikovanaJedinicnaVrednost),
    rasponJedinicneVrednosti:
      indikacija?.minJedinicnaVrednost != null && indikacija.maxJedinicnaVrednost != null
        ? `${broj.format(indikacija.minJedinicnaVrednost)} – ${broj.format(indikacija.maxJedinicnaVrednost)} €/m²`
        : NEMA,
    standardnaDevijacija: eurPoM2(indikacija?.standardnaDevijacija),
    indikovanaTrzisnaVrednost: eur(indikacija?.indikovanaTrzisnaVrednost),
  };
}

/** What every tag of a template is filled with. */
export function izvestajVrednosti(
  podaci: IzvestajPodaci,
  sada: Date,
  komparativi?: KomparativLista,
): Record<string, unknown> {
  const { procena } = podaci;
  const n = podaci.predmet?.nepokretnost;
  const danas = localDate(sada);
  return {
    firma: FIRMA,
    mesto: FIRMA_MESTO,
    brojIzvestaja: `${procena.id}/${localDate(procena.kreirano).slice(0, 4)}`,
    datumIzvestaja: danSr(danas),
    naziv: procena.naziv,
    opis: tekst(procena.opis),
    tip: nazivIz(TIPOVI_PROCENE, procena.tip),
    faza: nazivIz(FAZE_PROCENE, procena.faza),
    fazaPlacanja: nazivIz(FAZE_PLACANJA, procena.fazaPlacanja),
    prioritet: ['', 'Visok', 'Srednji', 'Nizak'][procena.prioritet] ?? String(procena.prioritet),
    dogovorenaCena: rsd(procena.dogovorenaCena),
    datumUnosa: instantSr(procena.kreirano),
    datumZavrsetka: instantSr(procena.datumZavrsetka),
    datumSlanja: instantSr(procena.datumSlanja),
    datumPrethodneProc: danSr(procena.datumPrethodneProc),
    kursPrethodneProc: procena.kursPrethodneProc ? broj.format(procena.kursPrethodneProc) : NEMA,
    banka: tekst(podaci.banka),
    bankar: tekst(podaci.bankar),
    klijent: tekst(podaci.klijent ?? podaci.banka),
    klijentAdresa: tekst(podaci.klijentAdresa),
    klijentMaticniBroj: tekst(podaci.klijentMaticniBroj),
    vodja: tekst(podaci.vodja),
    inspektor: tekst(podaci.inspektor),
    vrsta: n ? nazivIz(VRSTE_NEPOKRETNOSTI, n.vrstaId) : NEMA,
    adresa: tekst(n?.adresa),
    opstina: tekst(podaci.predmet?.opstina),
    grad: tekst(podaci.predmet?.grad),
    katastar: tekst(podaci.predmet?.katastar),
    drzava: tekst(podaci.predmet?.drzava),
    koordinate:
      n && n.latitude !== null && n.longitude !== null
        ? `${stepeni.format(n.latitude)}, ${stepeni.format(n.longitude)}`
        : NEMA,
    kvadratura: n?.kvadratura ? `${broj.format(n.kvadratura)} m²` : NEMA,
    spratSpratnost: tekst(n?.spratSpratnost),
    spratnostObjekta: tekst(n?.spratnostObjekta),
    trazenaCena: eur(n?.trazenaCena),
    umanjenje: n ? `${celi.format(n.umanjenje)} %` : NEMA,
    jedinicnaCena: eurPoM2(n?.jedinicnaCena),
    korigovanaCena: eur(n?.korigovanaCena),
    jedCenaNakonKor: eurPoM2(n?.jedCenaNakonKor),
    trzisnaZakupnina: eur(n?.trzisnaZakupnina),
    jedinicnaCenaZakupnine: eurPoM2(n?.jedinicnaCenaZakupnine),
    gradjevinskaVrednost: eur(n?.gradjevinskaVrednost),
    prethodnoProceTrzisnaVrednost: eur(n?.prethodnoProceTrzisnaVrednost),
    prethodnoProcGradjevinskaVrednost: eur(n?.prethodnoProcGradjevinskaVrednost),
    izvorInformacija: tekst(n?.izvorInformacija),
    dodatneKarakteristike: tekst(n?.dodatneKarakteristike),
    faze: podaci.faze.map((faza, index) => ({
      redniBroj: `${index + 1}.`,
      faza: nazivIz(FAZE_PROCENE, faza.fazaId),
      aktivna: faza.aktivna ? ' (aktivna)' : '',
      radnik: tekst(faza.radnik),
      datum: danSr(faza.datumPromene),
    })),
    ...komparativiVrednosti(komparativi),
  };
}

/** Stands where `{%slika}` was until the picture's drawing replaces it. */
const SLIKA_MARKER = '\u2063RP-SLIKA\u2063';

export interface Slika {
  data: Buffer;
  mime: string;
}

/** Width and height in pixels of a PNG, JPEG or GIF; undefined for anything else. */
export function velicinaSlike(
  data: Buffer,
): { width: number; height: number; ext: 'png' | 'jpeg' | 'gif' } | undefined {
  if (data.length > 24 && data.readUInt32BE(0) === 0x89504e47)
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20), ext: 'png' };
  if (data.length > 10 && data.toString('latin1', 0, 3) === 'GIF')
    return { width: data.readUInt16LE(6), height: data.readUInt16LE(8), ext: 'gif' };
  if (data.length > 4 && data[0] === 0xff && data[1] === 0xd8) {
    let at = 2;
    while (at + 9 < data.length) {
      if (data[at] !== 0xff) return undefined;
      const marker = data[at + 1]!;
      const length = data.readUInt16BE(at + 2);
      // Start-of-frame markers (baseline, progressive, ...) hold the size; DHT, JPG and DAC do not.
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
        return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7), ext: 'jpeg' };
      at += 2 + length;
    }
  }
  return undefined;
}

const EMU_PER_PX = 9525;
const MAX_WIDTH_EMU = 5_760_000; // 16 cm
const MAX_HEIGHT_EMU = 3_600_000; // 10 cm

function drawing(relId: string, width: number, height: number): string {
  // Small pictures (the demo's façades are 192 px wide) are shown up to three times larger, within a 16 × 10 cm box.
  const fit = Math.min(3, MAX_WIDTH_EMU / (width * EMU_PER_PX), MAX_HEIGHT_EMU / (height * EMU_PER_PX));
  const cx = Math.round(width * EMU_PER_PX * fit);
  const cy = Math.round(height * EMU_PER_PX * fit);
  return (
    '<w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0" ' +
    'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing">' +
    `<wp:extent cx="${cx}" cy="${cy}"/><wp:docPr id="4242" name="Fotografija nepokretnosti"/>` +
    '<a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main">' +
    '<a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture">' +
    '<pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture">' +
    '<pic:nvPicPr><pic:cNvPr id="4242" name="slika"/><pic:cNvPicPr/></pic:nvPicPr>' +
    `<pic:blipFill><a:blip r:embed="${relId}" ` +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"/>' +
    '<a:stretch><a:fillRect/></a:stretch></pic:blipFill>' +
    `<pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm>` +
    '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic>' +
    '</wp:inline></w:drawing>'
  );
}

/** The XML parts of the document body where a tag may stand (the body, headers, footers). */
const delovi = (zip: PizZip) =>
  Object.keys(zip.files).filter((name) => /^word\/(document|header\d*|footer\d*)\.xml$/.test(name));

/**
 * Puts the picture where the marker stands (in its own run, splitting the text run around it), adding the media file,
 * its relationship and its content type; without a picture the marker gives way to a note.
 */
function umetniSliku(zip: PizZip, slika: Slika | undefined): void {
  const dimenzije = slika ? velicinaSlike(slika.data) : undefined;
  let relId: string | undefined;
  for (const name of delovi(zip)) {
    const xml = zip.file(name)!.asText();
    if (!xml.includes(SLIKA_MARKER)) continue;
    if (slika && dimenzije) {
      if (!relId) {
        relId = 'rIdRpSlika1';
        const media = `word/media/rp-slika.${dimenzije.ext === 'jpeg' ? 'jpg' : dimenzije.ext}`;
        zip.file(media, slika.data);
        const relsName = 'word/_rels/document.xml.rels';
        const rels =
          zip.file(relsName)?.asText() ??
          '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>';
        zip.file(
          relsName,
          rels.replace(
            '</Relationships>',
            `<Relationship Id="${relId}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="${media.slice(5)}"/></Relationships>`,
          ),
        );
        const types = zip.file('[Content_Types].xml')!.asText();
        const ext = media.slice(media.lastIndexOf('.') + 1);
        if (!new RegExp(`Extension="${ext}"`, 'i').test(types))
          zip.file(
            '[Content_Types].xml',
            types.replace('</Types>', `<Default Extension="${ext}" ContentType="${slika.mime}"/></Types>`),
          );
      }
      // Only the main document part holds the relationship; a header or footer gets the note.
      if (name === 'word/document.xml') {
        zip.file(
          name,
          xml.replaceAll(
            SLIKA_MARKER,
            `</w:t></w:r><w:r>${drawing(relId, dimenzije.width, dimenzije.height)}</w:r><w:r><w:t xml:space="preserve">`,
          ),
        );
        continue;
      }
    }
    zip.file(name, xml.replaceAll(SLIKA_MARKER, 'Fotografija nije dostupna.'));
  }
}

/** The Serbian explanation of a template's broken tag (docxtemplater's error ids). */
const GRESKE: Record<string, string> = {
  unopened_tag: 'zatvorena oznaka bez otvaranja',
  unclosed_tag: 'oznaka nije zatvorena',
  duplicate_open_tag: 'oznaka je otvorena dva puta',
  duplicate_close_tag: 'oznaka je zatvorena dva puta',
  unopened_loop: 'kraj petlje bez njenog početka',
  unclosed_loop: 'petlja nije zatvorena',
  closing_tag_does_not_match_opening_tag: 'kraj petlje ne odgovara njenom početku',
  raw_xml_tag_outside_paragraph: 'oznaka slike ili XML-a mora stajati sama u pasusu',
  raw_tag_outerxml_invalid: 'oznaka slike ili XML-a mora stajati sama u pasusu',
  unbalanced_loop_tags: 'petlje nisu pravilno ugnježdene',
  malformed_xml: 'sadržaj dokumenta nije ispravan',
};

export class SablonGreska extends Error {}

interface DocxError {
  properties?: { id?: string; xtag?: string; errors?: DocxError[] };
}

/** The first broken tag, in a catalogued message (the server answers it in the caller's language). */
function opisGreske(error: unknown): string {
  const first = (error as DocxError).properties?.errors?.[0] ?? (error as DocxError);
  const opis = GRESKE[first.properties?.id ?? ''] ?? 'neispravna oznaka';
  const tag = first.properties?.xtag;
  return tag ? `Šablon ima neispravnu oznaku „${tag}“: ${opis}.` : `Šablon ima neispravnu oznaku: ${opis}.`;
}

function compile(template: Buffer): Docxtemplater {
  let zip: PizZip;
  try {
    zip = new PizZip(template);
  } catch {
    throw new SablonGreska('Šablon nije ispravan Word dokument (.docx).');
  }
  if (!zip.file('word/document.xml')) throw new SablonGreska('Šablon nije ispravan Word dokument (.docx).');
  try {
    return new Docxtemplater(zip, {
      paragraphLoop: true,
      linebreaks: true,
      // The refusal says what is wrong; docxtemplater's own console dump of it is noise in the server's log.
      errorLogging: false,
      // A tag the report does not know stays empty instead of reading "undefined".
      nullGetter: () => '',
    });
  } catch (error) {
    throw new SablonGreska(opisGreske(error));
  }
}

/** Checks an uploaded template: a real .docx whose tags compile. Throws SablonGreska with the reason. */
export function proveriSablon(template: Buffer): void {
  compile(template);
}

/** The filled report's bytes. */
export function popuniIzvestaj(
  template: Buffer,
  podaci: IzvestajPodaci,
  slika: Slika | undefined,
  sada: Date,
  komparativi?: KomparativLista,
): Buffer {
  const doc = compile(template);
  try {
    doc.render({ ...izvestajVrednosti(podaci, sada, komparativi), '%slika': SLIKA_MARKER });
  } catch (error) {
    throw new SablonGreska(opisGreske(error));
  }
  const zip = doc.getZip();
  umetniSliku(zip, slika);
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
