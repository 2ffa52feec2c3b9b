/** Downloads of the statistics screens: a chart as PNG, its table as xlsx. Both are made in the browser. */

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const STYLE_PROPERTIES = ['fill', 'stroke', 'stroke-width', 'opacity', 'font-size', 'font-family', 'font-weight'];

/** A copy of the chart's SVG whose colours and fonts no longer depend on the page's style sheets. */
function standaloneSvg(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const source = [svg, ...svg.querySelectorAll('*')];
  const target = [copy, ...copy.querySelectorAll('*')];
  source.forEach((element, index) => {
    const style = getComputedStyle(element);
    const inline = STYLE_PROPERTIES.map((name) => `${name}:${style.getPropertyValue(name)}`).join(';');
    target[index]!.setAttribute('style', inline);
  });
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return new XMLSerializer().serializeToString(copy);
}

/** What a saved chart says of itself above the drawing: the chart's title, and the screen and period under it. */
export interface ChartImageHeading {
  title: string;
  subtitle?: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The words of `text` in lines no wider than `maxWidth` in `font` (a word longer than a line stands alone). */
function wrapText(context: CanvasRenderingContext2D, text: string, font: string, maxWidth: number): string[] {
  context.font = font;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && context.measureText(next).width > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A legend entry's words: its label and, in a pie's, its share; not its checkbox or swatch. */
function legendText(item: Element): string {
  return [...item.childNodes]
    .map((node) => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element)) return '';
      if (node.matches('svg, button, input') || node.querySelector('button, input')) return '';
      return node.textContent ?? '';
    })
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

const PAD = 16;
const TITLE_PX = 16;
const SUBTITLE_PX = 13;
const LEGEND_PX = 13;
const LEGEND_LINE = 18;
const LEGEND_GAP = 20;

/**
 * The chart inside `container` as one SVG document that reads on its own (pasted into a report): the heading above the
 * drawing and the legend under it, as the screen shows them (a line chart's hidden series left out, the note on the
 * month under way kept). Null without a chart.
 */
export function chartImageSvg(
  container: HTMLElement,
  heading: ChartImageHeading,
): { svg: string; width: number; height: number } | null {
  const svg = container.querySelector<SVGSVGElement>('svg[role="img"]');
  if (!svg) return null;
  const width = svg.width.baseVal.value || svg.clientWidth;
  const height = svg.height.baseVal.value || svg.clientHeight;
  const family = getComputedStyle(container).fontFamily || 'sans-serif';
  const measure = document.createElement('canvas').getContext('2d')!;
  const imageWidth = Math.ceil(width + 2 * PAD);
  const maxWidth = imageWidth - 2 * PAD;
  const parts: string[] = [];
  let y = PAD;

  const textLines = (lines: string[], size: number, weight: number, color: string) => {
    for (const line of lines) {
      parts.push(
        `<text x="${PAD}" y="${y + size}" font-family="${escapeXml(family)}" font-size="${size}" font-weight="${weight}" fill="${color}">${escapeXml(line)}</text>`,
      );
      y += Math.round(size * 1.4);
    }
  };
  textLines(wrapText(measure, heading.title, `600 ${TITLE_PX}px ${family}`, maxWidth), TITLE_PX, 600, '#111827');
  if (heading.subtitle) {
    textLines(wrapText(measure, heading.subtitle, `${SUBTITLE_PX}px ${family}`, maxWidth), SUBTITLE_PX, 400, '#4b5563');
  }
  y += 8;

  const chart = new DOMParser().parseFromString(standaloneSvg(svg), 'image/svg+xml').documentElement;
  chart.setAttribute('x', String(PAD));
  chart.setAttribute('y', String(y));
  parts.push(new XMLSerializer().serializeToString(chart));
  y += height + 12;

  // The legend in rows, centred as on the screen; an entry wider than a row wraps its words on its own row.
  // The note on the month under way ends it: the image draws that month as the screen does.
  const legendItems = [
    ...container.querySelectorAll(
      '[data-slot="chart-legend-item"]:not([data-hidden]), [data-slot="chart-provisional"]',
    ),
  ];
  const entries = legendItems.map((item) => {
    const swatch = item.querySelector<SVGSVGElement>('svg');
    const swatchWidth = swatch ? swatch.width.baseVal.value : 0;
    const room = maxWidth - swatchWidth - 6;
    const lines = wrapText(measure, legendText(item), `${LEGEND_PX}px ${family}`, room);
    measure.font = `${LEGEND_PX}px ${family}`;
    const textWidth = Math.max(0, ...lines.map((line) => measure.measureText(line).width));
    const isNote = item.getAttribute('data-slot') === 'chart-provisional';
    return { swatch, swatchWidth, lines, width: swatchWidth + 6 + textWidth, isNote };
  });
  const rows: Array<typeof entries> = [];
  for (const entry of entries) {
    const row = rows.at(-1);
    const rowWidth = row ? row.reduce((sum, e) => sum + e.width, 0) + LEGEND_GAP * row.length : 0;
    const fits = row && row.every((e) => e.lines.length === 1) && rowWidth + entry.width <= maxWidth;
    if (row && fits && entry.lines.length === 1 && !entry.isNote && !row.some((e) => e.isNote)) row.push(entry);
    else rows.push([entry]);
  }
  for (const row of rows) {
    const rowWidth = row.reduce((sum, e) => sum + e.width, 0) + LEGEND_GAP * (row.length - 1);
    let x = Math.max(PAD, (imageWidth - rowWidth) / 2);
    const rowHeight = Math.max(...row.map((e) => e.lines.length)) * LEGEND_LINE;
    for (const entry of row) {
      if (entry.swatch) {
        const copy = new DOMParser().parseFromString(standaloneSvg(entry.swatch), 'image/svg+xml').documentElement;
        const swatchHeight = entry.swatch.height.baseVal.value;
        copy.setAttribute('x', String(x));
        copy.setAttribute('y', String(y + (LEGEND_LINE - swatchHeight) / 2));
        parts.push(new XMLSerializer().serializeToString(copy));
      }
      entry.lines.forEach((line, index) => {
        parts.push(
          `<text x="${x + entry.swatchWidth + 6}" y="${y + index * LEGEND_LINE + LEGEND_PX}" font-family="${escapeXml(family)}" font-size="${LEGEND_PX}" fill="#111827">${escapeXml(line)}</text>`,
        );
      });
      x += entry.width + LEGEND_GAP;
    }
    y += rowHeight + 4;
  }
  const imageHeight = Math.ceil(y + PAD - 4);
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${imageWidth}" height="${imageHeight}">${parts.join('')}</svg>`,
    width: imageWidth,
    height: imageHeight,
  };
}

/** The chart inside `container` with its heading and legend (chartImageSvg) as a PNG, at twice the screen's size. */
export async function downloadChartPng(
  container: HTMLElement,
  name: string,
  heading: ChartImageHeading,
): Promise<void> {
  const composed = chartImageSvg(container, heading);
  if (!composed) return;
  const { svg, width: imageWidth, height: imageHeight } = composed;
  const image = new Image();
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('svg'));
  });
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await loaded;
  const scale = 2;
  const canvas = document.createElement('canvas');
  canvas.width = imageWidth * scale;
  canvas.height = imageHeight * scale;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, imageWidth, imageHeight);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (blob) saveBlob(blob, `${name}.png`);
}

export interface TabelaZaIzvoz {
  sheet: string;
  columns: Array<{ header: string; width?: number; isNumber?: boolean }>;
  rows: Array<Array<string | number>>;
  footer?: Array<string | number>;
}

/** The table as an .xlsx workbook (ExcelJS, loaded only when asked for): a bold frozen header, numbers as numbers. */
export async function downloadTableXlsx(table: TabelaZaIzvoz, name: string): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(table.sheet.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((column) => ({
    header: column.header,
    width: column.width ?? Math.max(12, column.header.length + 2),
    style: column.isNumber ? { numFmt: '#,##0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(table.rows);
  if (table.footer) sheet.addRow(table.footer).font = { bold: true };
  const buffer = await workbook.xlsx.writeBuffer();
  saveBlob(
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    `${name}.xlsx`,
  );
}
