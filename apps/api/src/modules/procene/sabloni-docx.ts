import PizZip from 'pizzip';

/**
 * The two report templates the product ships, written as plain OOXML (WordprocessingML) and zipped: a cover, then
 * 1. Predmet procene, 2. Podaci o nepokretnosti, 3. Tržišna vrednost, 4. Istorija faza (a table row per phase) and
 * 5. Izjava procenitelja with signature lines. The tags are docxtemplater's `{naziv}`; `{%slika}` is where the report
 * puts the subject's main picture (izvestaj.ts). Rebuilt by `npm run sabloni -w @rp/api`.
 */

export interface UgradjenSablon {
  /** The file under apps/api/templates/. */
  fajl: string;
  /** The name it is listed under. */
  naziv: string;
  vrsta: 'stambeni' | 'poslovni';
}

export const UGRADJENI_SABLONI: readonly UgradjenSablon[] = [
  { fajl: 'izvestaj-stambeni.docx', naziv: 'Izveštaj o proceni – stambeni prostor', vrsta: 'stambeni' },
  { fajl: 'izvestaj-poslovni.docx', naziv: 'Izveštaj o proceni – poslovni prostor', vrsta: 'poslovni' },
];

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface RunOptions {
  bold?: boolean;
  italic?: boolean;
  /** Half-points. */
  size?: number;
  color?: string;
  caps?: boolean;
}

function run(text: string, options: RunOptions = {}): string {
  const props = [
    options.bold ? '<w:b/>' : '',
    options.italic ? '<w:i/>' : '',
    options.caps ? '<w:caps/>' : '',
    options.color ? `<w:color w:val="${options.color}"/>` : '',
    options.size ? `<w:sz w:val="${options.size}"/><w:szCs w:val="${options.size}"/>` : '',
  ].join('');
  return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${escape(text)}</w:t></w:r>`;
}

interface ParagraphOptions {
  style?: string;
  align?: 'left' | 'center' | 'right' | 'both';
  /** Twentieths of a point. */
  before?: number;
  after?: number;
  keepNext?: boolean;
  pageBreakBefore?: boolean;
}

function paragraph(runs: string | readonly string[], options: ParagraphOptions = {}): string {
  const props = [
    options.style ? `<w:pStyle w:val="${options.style}"/>` : '',
    options.keepNext ? '<w:keepNext/>' : '',
    options.pageBreakBefore ? '<w:pageBreakBefore/>' : '',
    options.before !== undefined || options.after !== undefined
      ? `<w:spacing w:before="${options.before ?? 0}" w:after="${options.after ?? 120}"/>`
      : '',
    options.align ? `<w:jc w:val="${options.align}"/>` : '',
  ].join('');
  return `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ''}${typeof runs === 'string' ? runs : runs.join('')}</w:p>`;
}

const text = (value: string, options: RunOptions & ParagraphOptions = {}) => paragraph(run(value, options), options);
const heading = (value: string) => paragraph(run(value), { style: 'Heading1', keepNext: true });

/** A cell of `width` twips with paragraphs; `shade` colours its background. */
function cell(content: string, width: number, shade?: string): string {
  return (
    `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${shade ? `<w:shd w:val="clear" w:color="auto" w:fill="${shade}"/>` : ''}` +
    `<w:vAlign w:val="center"/></w:tcPr>${content}</w:tc>`
  );
}

const cellText = (value: string, options: RunOptions = {}) => paragraph(run(value, options), { before: 40, after: 40 });

const BORDERS =
  '<w:tblBorders>' +
  ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="9AA5B1"/>`)
    .join('') +
  '</w:tblBorders>';

function table(widths: readonly number[], rows: readonly string[]): string {
  return (
    `<w:tbl><w:tblPr><w:tblW w:w="${widths.reduce((a, b) => a + b, 0)}" w:type="dxa"/>${BORDERS}` +
    '<w:tblLayout w:type="fixed"/><w:tblCellMar><w:left w:w="100" w:type="dxa"/><w:right w:w="100" w:type="dxa"/>' +
    '</w:tblCellMar></w:tblPr>' +
    `<w:tblGrid>${widths.map((width) => `<w:gridCol w:w="${width}"/>`).join('')}</w:tblGrid>${rows.join('')}</w:tbl>`
  );
}

const LABEL_SHADE = 'EEF2F6';
const HEADER_SHADE = '1F3A5F';

/** A two-column table of labels and tags. */
function labelTable(rows: readonly (readonly [string, string])[]): string {
  return table(
    [3400, 5600],
    rows.map(
      ([label, value]) =>
        `<w:tr><w:trPr><w:cantSplit/></w:trPr>${cell(cellText(label, { bold: true }), 3400, LABEL_SHADE)}${cell(cellText(value), 5600)}</w:tr>`,
    ),
  );
}

function headerRow(labels: readonly string[], widths: readonly number[], size?: number): string {
  return `<w:tr><w:trPr><w:tblHeader/><w:cantSplit/></w:trPr>${labels
    .map((label, index) => cell(cellText(label, { bold: true, color: 'FFFFFF', size }), widths[index]!, HEADER_SHADE))
    .join('')}</w:tr>`;
}

interface Tekstovi {
  vrstaNaslov: string;
  predmetUvod: string;
  metod: string;
  dodatniRedovi: readonly (readonly [string, string])[];
  vrednostRedovi: readonly (readonly [string, string])[];
}

const TEKSTOVI: Record<UgradjenSablon['vrsta'], Tekstovi> = {
  stambeni: {
    vrstaNaslov: 'STAMBENI PROSTOR',
    predmetUvod:
      'Predmet procene je utvrđivanje tržišne vrednosti stambene nepokretnosti opisane u ovom izveštaju, za potrebe ' +
      'naručioca navedenog na naslovnoj strani (obezbeđenje kredita, kupoprodaja ili drugi zakoniti interes).',
    metod:
      'Tržišna vrednost utvrđena je prvenstveno tržišnim pristupom (metod uporedivih prodaja): jedinična cena uporedivih ' +
      'stanova u neposrednoj blizini korigovana je za razlike u lokaciji, spratnosti, stanju i opremljenosti.',
    dodatniRedovi: [
      ['Sprat / spratnost', '{spratSpratnost}'],
      ['Spratnost objekta', '{spratnostObjekta}'],
    ],
    vrednostRedovi: [],
  },
  poslovni: {
    vrstaNaslov: 'POSLOVNI PROSTOR',
    predmetUvod:
      'Predmet procene je utvrđivanje tržišne vrednosti i tržišne zakupnine poslovne nepokretnosti opisane u ovom ' +
      'izveštaju, za potrebe naručioca navedenog na naslovnoj strani.',
    metod:
      'Tržišna vrednost utvrđena je kombinacijom pristupa uporedivih prodaja i prihodnog pristupa (kapitalizacija ' +
      'tržišne zakupnine), uz proveru troškovnim pristupom preko građevinske vrednosti objekta.',
    dodatniRedovi: [
      ['Sprat / spratnost', '{spratSpratnost}'],
      ['Spratnost objekta', '{spratnostObjekta}'],
    ],
    vrednostRedovi: [
      ['Tržišna zakupnina (mesečno)', '{trzisnaZakupnina}'],
      ['Jedinična cena zakupnine', '{jedinicnaCenaZakupnine}'],
    ],
  },
};

function documentXml(vrsta: UgradjenSablon['vrsta']): string {
  const t = TEKSTOVI[vrsta];
  const faze = [900, 2700, 3200, 2200];
  // Each header word fits its column whole at 9 pt (none broken mid-word), as do an area and a price per m².
  const komparativi = [600, 1550, 1100, 1650, 1050, 1650, 1400];
  const body = [
    // Cover
    text('{firma}', { bold: true, size: 32, color: HEADER_SHADE, align: 'center', before: 1200, after: 120 }),
    text('Procena vrednosti nepokretnosti', { italic: true, size: 22, color: '52606D', align: 'center', after: 1400 }),
    text('IZVEŠTAJ O PROCENI TRŽIŠNE VREDNOSTI', { bold: true, size: 36, align: 'center', after: 120 }),
    text(t.vrstaNaslov, { bold: true, size: 28, color: HEADER_SHADE, align: 'center', after: 600 }),
    text('{naziv}', { size: 24, align: 'center', after: 600 }),
    paragraph(run('{%slika}'), { align: 'center', after: 600 }),
    labelTable([
      ['Broj izveštaja', '{brojIzvestaja}'],
      ['Datum izveštaja', '{datumIzvestaja}'],
      ['Naručilac (klijent)', '{klijent}'],
      ['Banka', '{banka}'],
      ['Bankar', '{bankar}'],
    ]),
    // 1. Predmet procene
    paragraph(run('1. Predmet procene'), { style: 'Heading1', keepNext: true, pageBreakBefore: true }),
    text(t.predmetUvod, { align: 'both' }),
    labelTable([
      ['Vrsta procene', '{tip}'],
      ['Datum prijema naloga', '{datumUnosa}'],
      ['Dogovorena cena usluge', '{dogovorenaCena}'],
      ['Rukovodilac procene', '{vodja}'],
      ['Inspekciju obavio', '{inspektor}'],
      ['Datum prethodne procene', '{datumPrethodneProc}'],
      ['Kurs prethodne procene (RSD/EUR)', '{kursPrethodneProc}'],
      ['Napomena', '{opis}'],
    ]),
    // 2. Podaci o nepokretnosti
    heading('2. Podaci o nepokretnosti'),
    labelTable([
      ['Vrsta nepokretnosti', '{vrsta}'],
      ['Adresa', '{adresa}'],
      ['Mesto', '{grad}'],
      ['Opština', '{opstina}'],
      ['Katastarska opština', '{katastar}'],
      ['Država', '{drzava}'],
      ['Koordinate', '{koordinate}'],
      ['Površina', '{kvadratura}'],
      ...t.dodatniRedovi,
      ['Izvor informacija', '{izvorInformacija}'],
      ['Opis i dodatne karakteristike', '{dodatneKarakteristike}'],
    ]),
    // 3. Tržišna vrednost
    heading('3. Tržišna vrednost'),
    text(t.metod, { align: 'both' }),
    labelTable([
      ['Tražena cena', '{trazenaCena}'],
      ['Umanjenje', '{umanjenje}'],
      ['Jedinična cena', '{jedinicnaCena}'],
      ['Jedinična cena nakon korekcije', '{jedCenaNakonKor}'],
      ...t.vrednostRedovi,
      ['Građevinska vrednost', '{gradjevinskaVrednost}'],
      ['Prethodno procenjena tržišna vrednost', '{prethodnoProceTrzisnaVrednost}'],
      ['Prethodno procenjena građevinska vrednost', '{prethodnoProcGradjevinskaVrednost}'],
    ]),
    paragraph(
      [
        run('Procenjena tržišna vrednost: ', { bold: true, size: 26 }),
        run('{korigovanaCena}', { bold: true, size: 26, color: HEADER_SHADE }),
      ],
      {
        before: 240,
        after: 240,
      },
    ),
    // 3.1 Uporedive nepokretnosti: the comparables of the first subject and the value they indicate.
    paragraph(run('Uporedive nepokretnosti (komparativi)', { bold: true }), { keepNext: true, before: 240 }),
    table(komparativi, [
      headerRow(
        ['R. br.', 'Adresa', 'Površina', 'Korig. jed. cena', 'Usklađ.', 'Usklađena jed. vrednost', 'Udaljenost'],
        komparativi,
        18,
      ),
      `<w:tr><w:trPr><w:cantSplit/></w:trPr>${cell(cellText('{#komparativi}{redniBroj}', { size: 18 }), komparativi[0]!)}` +
        `${cell(cellText('{komparativAdresa}', { size: 18 }), komparativi[1]!)}${cell(cellText('{komparativKvadratura}', { size: 18 }), komparativi[2]!)}` +
        `${cell(cellText('{korigovanaJedinicnaCena}', { size: 18 }), komparativi[3]!)}${cell(cellText('{uskladjivanje}', { size: 18 }), komparativi[4]!)}` +
        `${cell(cellText('{uskladjenaJedinicnaVrednost}', { size: 18 }), komparativi[5]!)}${cell(cellText('{udaljenost}{/komparativi}', { size: 18 }), komparativi[6]!)}</w:tr>`,
    ]),
    labelTable([
      ['Broj komparativa', '{brojKomparativa}'],
      ['Indikovana jedinična vrednost (prosek)', '{indikovanaJedinicnaVrednost}'],
      ['Raspon usklađenih jediničnih vrednosti', '{rasponJedinicneVrednosti}'],
      ['Standardna devijacija', '{standardnaDevijacija}'],
      ['Indikovana tržišna vrednost (× površina)', '{indikovanaTrzisnaVrednost}'],
    ]),
    // 4. Istorija faza
    heading('4. Istorija faza'),
    table(faze, [
      headerRow(['R. br.', 'Faza', 'Promenio', 'Datum promene'], faze),
      `<w:tr><w:trPr><w:cantSplit/></w:trPr>${cell(cellText('{#faze}{redniBroj}'), faze[0]!)}${cell(cellText('{faza}{aktivna}'), faze[1]!)}` +
        `${cell(cellText('{radnik}'), faze[2]!)}${cell(cellText('{datum}{/faze}'), faze[3]!)}</w:tr>`,
    ]),
    text('Trenutna faza: {faza}. Faza plaćanja: {fazaPlacanja}.', { before: 120 }),
    // 5. Izjava procenitelja
    heading('5. Izjava procenitelja'),
    text(
      'Izjavljujem da su, prema mom najboljem znanju i uverenju, činjenice iznete u ovom izveštaju tačne i istinite; ' +
        'da su analize, mišljenja i zaključci ograničeni samo navedenim pretpostavkama i uslovima i predstavljaju moje ' +
        'lično, nepristrasno profesionalno mišljenje; da nemam sadašnji niti budući interes u vezi sa nepokretnošću ' +
        'koja je predmet ovog izveštaja; i da moja naknada ne zavisi od utvrđene vrednosti.',
      { align: 'both' },
    ),
    text('Mesto i datum: {mesto}, {datumIzvestaja}', { before: 360, after: 600 }),
    table(
      [4500, 4500],
      [
        `<w:tr>${cell(paragraph(run('______________________________'), { align: 'center', before: 0, after: 0 }), 4500)}` +
          `${cell(paragraph(run('______________________________'), { align: 'center', before: 0, after: 0 }), 4500)}</w:tr>`,
        `<w:tr>${cell(text('{vodja}', { align: 'center', before: 0, after: 0 }), 4500)}${cell(text('{inspektor}', { align: 'center', before: 0, after: 0 }), 4500)}</w:tr>`,
        `<w:tr>${cell(text('Licencirani procenitelj', { italic: true, size: 18, align: 'center', before: 0, after: 0 }), 4500)}` +
          `${cell(text('Inspekciju obavio', { italic: true, size: 18, align: 'center', before: 0, after: 0 }), 4500)}</w:tr>`,
      ],
    ).replace(
      BORDERS,
      '<w:tblBorders><w:top w:val="nil"/><w:left w:val="nil"/><w:bottom w:val="nil"/><w:right w:val="nil"/><w:insideH w:val="nil"/><w:insideV w:val="nil"/></w:tblBorders>',
    ),
  ];
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n` +
    `<w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>${body.join('')}` +
    '<w:sectPr><w:footerReference w:type="default" r:id="rIdFooter"/><w:pgSz w:w="11906" w:h="16838"/>' +
    '<w:pgMar w:top="1304" w:right="1304" w:bottom="1304" w:left="1304" w:header="708" w:footer="567" w:gutter="0"/>' +
    '<w:titlePg/></w:sectPr></w:body></w:document>'
  );
}

const FOOTER =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:ftr xmlns:w="${W}" xmlns:r="${R}">` +
  '<w:p><w:pPr><w:pBdr><w:top w:val="single" w:sz="4" w:space="4" w:color="9AA5B1"/></w:pBdr><w:tabs>' +
  '<w:tab w:val="right" w:pos="9298"/></w:tabs></w:pPr>' +
  '<w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:t xml:space="preserve">{firma} · Izveštaj br. {brojIzvestaja}</w:t></w:r>' +
  '<w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:tab/><w:t xml:space="preserve">Strana </w:t></w:r>' +
  '<w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:fldChar w:fldCharType="begin"/></w:r>' +
  '<w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r>' +
  '<w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:fldChar w:fldCharType="separate"/></w:r>' +
  '<w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:t>2</w:t></w:r>' +
  '<w:r><w:rPr><w:sz w:val="16"/></w:rPr><w:fldChar w:fldCharType="end"/></w:r></w:p></w:ftr>';

const STYLES =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:styles xmlns:w="${W}">` +
  '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="Calibri" w:cs="Calibri"/>' +
  '<w:sz w:val="21"/><w:szCs w:val="21"/><w:lang w:val="sr-Latn-RS"/></w:rPr></w:rPrDefault>' +
  '<w:pPrDefault><w:pPr><w:spacing w:after="120" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>' +
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/>' +
  '<w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:spacing w:before="360" w:after="160"/>' +
  '<w:pBdr><w:bottom w:val="single" w:sz="6" w:space="2" w:color="1F3A5F"/></w:pBdr><w:outlineLvl w:val="0"/></w:pPr>' +
  '<w:rPr><w:b/><w:color w:val="1F3A5F"/><w:sz w:val="28"/><w:szCs w:val="28"/></w:rPr></w:style>' +
  '<w:style w:type="table" w:default="1" w:styleId="TableNormal"><w:name w:val="Normal Table"/><w:tblPr>' +
  '<w:tblInd w:w="0" w:type="dxa"/><w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/>' +
  '<w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>' +
  '</w:styles>';

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>' +
  '<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>' +
  '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
  '</Types>';

const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
  '</Relationships>';

const DOCUMENT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rIdStyles" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
  '<Relationship Id="rIdFooter" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/>' +
  '</Relationships>';

function coreXml(naslov: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ' +
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dc:title>${escape(naslov)}</dc:title><dc:language>sr-Latn-RS</dc:language></cp:coreProperties>`
  );
}

/** The .docx bytes of a shipped template. Deterministic (fixed file dates), so a rebuild changes nothing. */
export function sablonDocx(sablon: UgradjenSablon): Buffer {
  const zip = new PizZip();
  const date = new Date('2026-01-01T00:00:00Z');
  const add = (name: string, content: string) => zip.file(name, content, { date });
  add('[Content_Types].xml', CONTENT_TYPES);
  add('_rels/.rels', ROOT_RELS);
  add('docProps/core.xml', coreXml(sablon.naziv));
  add('word/document.xml', documentXml(sablon.vrsta));
  add('word/styles.xml', STYLES);
  add('word/footer1.xml', FOOTER);
  add('word/_rels/document.xml.rels', DOCUMENT_RELS);
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
