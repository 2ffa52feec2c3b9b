/** What an uploaded file's first bytes say it is, checked against its extension. */

type Kind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'bmp' | 'tiff' | 'webp' | 'zip' | 'ole' | 'text';

const EXTENSIONS: Record<string, { kind: Kind; mime: string }> = {
  pdf: { kind: 'pdf', mime: 'application/pdf' },
  png: { kind: 'png', mime: 'image/png' },
  jpg: { kind: 'jpeg', mime: 'image/jpeg' },
  jpeg: { kind: 'jpeg', mime: 'image/jpeg' },
  gif: { kind: 'gif', mime: 'image/gif' },
  bmp: { kind: 'bmp', mime: 'image/bmp' },
  tif: { kind: 'tiff', mime: 'image/tiff' },
  tiff: { kind: 'tiff', mime: 'image/tiff' },
  webp: { kind: 'webp', mime: 'image/webp' },
  docx: { kind: 'zip', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { kind: 'zip', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: { kind: 'zip', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  odt: { kind: 'zip', mime: 'application/vnd.oasis.opendocument.text' },
  ods: { kind: 'zip', mime: 'application/vnd.oasis.opendocument.spreadsheet' },
  zip: { kind: 'zip', mime: 'application/zip' },
  doc: { kind: 'ole', mime: 'application/msword' },
  xls: { kind: 'ole', mime: 'application/vnd.ms-excel' },
  txt: { kind: 'text', mime: 'text/plain; charset=utf-8' },
  csv: { kind: 'text', mime: 'text/csv; charset=utf-8' },
};

export const ALLOWED_EXTENSIONS = Object.keys(EXTENSIONS);

const startsWith = (data: Buffer, bytes: readonly number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((byte, index) => data[at + index] === byte);

function isExecutable(data: Buffer): boolean {
  return (
    startsWith(data, [0x4d, 0x5a]) || // MZ: Windows PE
    startsWith(data, [0x7f, 0x45, 0x4c, 0x46]) || // ELF
    startsWith(data, [0xfe, 0xed, 0xfa, 0xce]) ||
    startsWith(data, [0xfe, 0xed, 0xfa, 0xcf]) ||
    startsWith(data, [0xcf, 0xfa, 0xed, 0xfe]) ||
    startsWith(data, [0xce, 0xfa, 0xed, 0xfe]) || // Mach-O
    startsWith(data, [0xca, 0xfe, 0xba, 0xbe]) || // Mach-O fat / Java class
    startsWith(data, [0x23, 0x21]) // #! script
  );
}

function sniff(data: Buffer): Kind | undefined {
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(data, [0x42, 0x4d])) return 'bmp';
  if (startsWith(data, [0x49, 0x49, 0x2a, 0x00]) || startsWith(data, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04]) || startsWith(data, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (!data.includes(0) && new TextDecoder('utf-8', { fatal: false }).decode(data).indexOf('\uFFFD') === -1)
    return 'text';
  return undefined;
}

export type FileCheck = { ok: true; mime: string } | { ok: false; reason: 'executable' | 'extension' | 'mismatch' };

export function checkFile(name: string, data: Buffer): FileCheck {
  if (isExecutable(data)) return { ok: false, reason: 'executable' };
  const extension = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
  const expected = EXTENSIONS[extension];
  if (!expected) return { ok: false, reason: 'extension' };
  if (sniff(data) !== expected.kind) return { ok: false, reason: 'mismatch' };
  return { ok: true, mime: expected.mime };
}

/** A file name without paths, control or reserved characters, at most 200 characters, never empty. */
export function safeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/^[.\s]+/, '')
    .trim();
  if (!cleaned) return 'dokument';
  if (cleaned.length <= 200) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 200 - extension.length) + extension;
}

/** `Content-Disposition` with an ASCII fallback and the RFC 5987 UTF-8 name. */
export function contentDisposition(name: string): string {
  const fallback = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
