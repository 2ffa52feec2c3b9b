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

/** The chart inside `container` as a PNG on a white background, at twice the screen's resolution. */
export async function downloadChartPng(container: HTMLElement, name: string): Promise<void> {
  const svg = container.querySelector<SVGSVGElement>('svg[role="img"]');
  if (!svg) return;
  const width = svg.width.baseVal.value || svg.clientWidth;
  const height = svg.height.baseVal.value || svg.clientHeight;
  const image = new Image();
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('svg'));
  });
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(standaloneSvg(svg))}`;
  await loaded;
  const scale = 2;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(width * scale);
  canvas.height = Math.ceil(height * scale);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, width, height);
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
