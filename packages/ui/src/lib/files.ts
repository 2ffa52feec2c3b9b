import { formatDecimal } from './format.ts';

/** Image uploads accept only these (part 1 §5). */
const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'tiff', 'gif', 'bmp'] as const;

/** Queue limit of an uploader (part 1 §9); the import uploader uses 1. */
const DEFAULT_QUEUE_LIMIT = 50;

function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The default Serbian rejection message for a non-image in an image uploader. */
function imageRejectedMessage(name: string): string {
  return `Fajl ${name} nije dodat: dozvoljene su samo slike (${IMAGE_EXTENSIONS.join(', ')}).`;
}

function queueFullMessage(name: string, limit: number): string {
  return `Fajl ${name} nije dodat: u redu može biti najviše ${limit} fajlova.`;
}

type RejectReason = 'type' | 'limit';

interface QueueDecision<T> {
  accepted: T[];
  rejected: Array<{ file: T; reason: RejectReason }>;
}

/**
 * Splits newly chosen files into those that enter the queue and those that do not: a wrong type, or no
 * room left under the limit. `extensions` empty means any type.
 */
function admitFiles<T extends { name: string }>(
  files: readonly T[],
  queuedCount: number,
  options: { limit?: number; extensions?: readonly string[] } = {},
): QueueDecision<T> {
  const { limit = DEFAULT_QUEUE_LIMIT, extensions = [] } = options;
  const allowed = extensions.map((extension) => extension.toLowerCase().replace(/^\./, ''));
  const decision: QueueDecision<T> = { accepted: [], rejected: [] };
  let room = Math.max(0, limit - queuedCount);
  for (const file of files) {
    if (allowed.length > 0 && !allowed.includes(fileExtension(file.name))) {
      decision.rejected.push({ file, reason: 'type' });
    } else if (room === 0) {
      decision.rejected.push({ file, reason: 'limit' });
    } else {
      decision.accepted.push(file);
      room -= 1;
    }
  }
  return decision;
}

function isPdf(name: string): boolean {
  return fileExtension(name) === 'pdf';
}

/** The download's name from the `x-filename` header (URL-encoded or plain), else the fallback. */
function fileNameFromHeaders(headers: { get(name: string): string | null }, fallback: string): string {
  const raw = headers.get('x-filename');
  if (!raw) return fallback;
  try {
    return decodeURIComponent(raw.replace(/^"|"$/g, '')) || fallback;
  } catch {
    return raw;
  }
}

/** Moves one item and renumbers `redniBroj` from 1, as the gallery saves it. */
function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved as T);
  return next;
}

function renumber<T extends { redniBroj: number }>(items: readonly T[]): T[] {
  return items.map((item, index) => ({ ...item, redniBroj: index + 1 }));
}

/** Renames an image keeping its extension: ('fasada.jpg', 'Ulaz') → 'Ulaz.jpg'. */
function renameKeepingExtension(current: string, base: string): string {
  const extension = fileExtension(current);
  const clean = base.trim();
  if (!extension) return clean;
  return clean.toLowerCase().endsWith(`.${extension}`) ? clean : `${clean}.${extension}`;
}

function baseName(name: string): string {
  const extension = fileExtension(name);
  return extension ? name.slice(0, -(extension.length + 1)) : name;
}

/** The product's number format in every language; `_locale` is accepted from callers and changes nothing. */
function formatFileSize(bytes: number, _locale?: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatDecimal(value, unit === 0 ? 0 : 1)} ${units[unit]}`;
}

export {
  IMAGE_EXTENSIONS,
  DEFAULT_QUEUE_LIMIT,
  fileExtension,
  imageRejectedMessage,
  queueFullMessage,
  admitFiles,
  isPdf,
  fileNameFromHeaders,
  moveItem,
  renumber,
  renameKeepingExtension,
  baseName,
  formatFileSize,
};
export type { RejectReason, QueueDecision };
