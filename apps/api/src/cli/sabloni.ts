// npm run sabloni -w @rp/api: rebuilds the shipped Word report templates in apps/api/templates/ from sabloni-docx.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { UGRADJENI_SABLONI, sablonDocx } from '../modules/procene/sabloni-docx.ts';

const dir = new URL('../../templates/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const sablon of UGRADJENI_SABLONI) {
  const data = sablonDocx(sablon);
  writeFileSync(new URL(sablon.fajl, dir), data);
  console.info(`${sablon.fajl}: ${sablon.naziv} (${data.length} bytes)`);
}
