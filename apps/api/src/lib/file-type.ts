import { fileTypeFromBuffer } from 'file-type';
import type { DokumentEkstenzija } from '@rp/contract';

/**
 * What an uploaded file's content says it is (the `file-type` detector reads the magic numbers, and inside ZIPs tells
 * Office and OpenDocument files apart), checked against its extension.
 */
interface Accepted {
  mime: string;
  /** What the detector may call an acceptable file; `text` is UTF-8 without NUL that the detector does not claim. */
  detected: readonly string[];
}

// An Office file the detector can only call `zip` is taken; one it names as another kind (xlsx, docm, jar…) is not.
const officeZip = (kind: string, mime: string): Accepted => ({ mime, detected: [kind, 'zip'] });

// Exactly the contract's list: the portal's uploader names the same kinds before a file is chosen.
const ACCEPTED: Record<DokumentEkstenzija, Accepted> = {
  pdf: { mime: 'application/pdf', detected: ['pdf', 'ai'] },
  png: { mime: 'image/png', detected: ['png', 'apng'] },
  jpg: { mime: 'image/jpeg', detected: ['jpg'] },
  jpeg: { mime: 'image/jpeg', detected: ['jpg'] },
  gif: { mime: 'image/gif', detected: ['gif'] },
  bmp: { mime: 'image/bmp', detected: ['bmp'] },
  tif: { mime: 'image/tiff', detected: ['tif'] },
  tiff: { mime: 'image/tiff', detected: ['tif'] },
  webp: { mime: 'image/webp', detected: ['webp'] },
  docx: officeZip('docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  xlsx: officeZip('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  pptx: officeZip('pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'),
  odt: officeZip('odt', 'application/vnd.oasis.opendocument.text'),
  ods: officeZip('ods', 'application/vnd.oasis.opendocument.spreadsheet'),
  zip: { mime: 'application/zip', detected: ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods'] },
  doc: { mime: 'application/msword', detected: ['cfb'] },
  xls: { mime: 'application/vnd.ms-excel', detected: ['cfb'] },
  txt: { mime: 'text/plain; charset=utf-8', detected: ['text'] },
  csv: { mime: 'text/csv; charset=utf-8', detected: ['text'] },
};

export const ALLOWED_EXTENSIONS = Object.keys(ACCEPTED);

/** Programs and installers, whatever name they come under. */
const EXECUTABLES = new Set([
  'exe',
  'elf',
  'macho',
  'class',
  'jar',
  'apk',
  'wasm',
  'deb',
  'rpm',
  'dmg',
  'cab',
  'lnk',
  'crx',
  'xpi',
  'swf',
  'reg',
  'chm',
  'asar',
]);

function isPlainText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

function kindOf(detected: { ext: string; mime: string } | undefined, data: Buffer): string | undefined {
  const isText = isPlainText(data);
  if (!detected) return isText ? 'text' : undefined;
  // Text formats the detector names (XML, calendars, subtitles) are text all the same.
  if (isText && (detected.mime.startsWith('text/') || detected.ext === 'xml')) return 'text';
  return detected.ext;
}

export type FileCheck = { ok: true; mime: string } | { ok: false; reason: 'executable' | 'extension' | 'mismatch' };

export async function checkFile(name: string, data: Buffer): Promise<FileCheck> {
  const detected = await fileTypeFromBuffer(data);
  // A script is text to the detector; its #! line is what makes it run.
  if ((detected && EXECUTABLES.has(detected.ext)) || data.subarray(0, 2).toString('latin1') === '#!')
    return { ok: false, reason: 'executable' };
  const extension = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
  const accepted = Object.hasOwn(ACCEPTED, extension) ? ACCEPTED[extension as DokumentEkstenzija] : undefined;
  if (!accepted) return { ok: false, reason: 'extension' };
  const kind = kindOf(detected, data);
  if (!kind || !accepted.detected.includes(kind)) return { ok: false, reason: 'mismatch' };
  return { ok: true, mime: accepted.mime };
}

/** A file name without paths, control or reserved characters, at most 200 characters, never empty. */
export function safeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // Controls, reserved characters, and invisible or direction-changing ones (`a\u202Efdp.exe` shows as `aexe.pdf`).
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*\p{Cf}\uD800-\uDFFF]/gu, '')
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
