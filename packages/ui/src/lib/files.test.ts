import { describe, expect, it } from 'vitest';
import {
  IMAGE_EXTENSIONS,
  admitFiles,
  baseName,
  fileExtension,
  fileNameFromHeaders,
  formatFileSize,
  imageRejectedMessage,
  isPdf,
  moveItem,
  renameKeepingExtension,
  renumber,
} from './files.ts';

const f = (name: string) => ({ name });

describe('admitFiles', () => {
  it.each(['a.jpeg', 'a.JPG', 'b.png', 'c.tiff', 'd.gif', 'e.bmp'])('accepts the image %s', (name) => {
    expect(admitFiles([f(name)], 0, { extensions: IMAGE_EXTENSIONS }).accepted).toHaveLength(1);
  });
  it.each(['a.pdf', 'b.webp', 'noextension', 'c.jpg.exe'])('rejects %s from an image uploader', (name) => {
    expect(admitFiles([f(name)], 0, { extensions: IMAGE_EXTENSIONS }).rejected).toEqual([
      { file: f(name), reason: 'type' },
    ]);
  });
  it('accepts anything without an extension list', () => {
    expect(admitFiles([f('a.pdf'), f('b.docx')], 0).accepted).toHaveLength(2);
  });
  it('stops at the queue limit (default 50)', () => {
    const files = Array.from({ length: 5 }, (_, index) => f(`${index}.jpg`));
    const decision = admitFiles(files, 47);
    expect(decision.accepted.map((file) => file.name)).toEqual(['0.jpg', '1.jpg', '2.jpg']);
    expect(decision.rejected.map((entry) => entry.reason)).toEqual(['limit', 'limit']);
    expect(admitFiles([f('a.xlsx'), f('b.xlsx')], 0, { limit: 1 }).accepted).toHaveLength(1);
  });
});

describe('messages and names', () => {
  it('words the Serbian image rejection', () => {
    expect(imageRejectedMessage('ugovor.pdf')).toBe(
      'Fajl ugovor.pdf nije dodat: dozvoljene su samo slike (jpeg, jpg, png, tiff, gif, bmp).',
    );
  });
  it('reads extensions', () => {
    expect(fileExtension('Slika.JPEG')).toBe('jpeg');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('a.')).toBe('');
    expect(isPdf('Izveštaj.PDF')).toBe(true);
  });
  it('names downloads from x-filename', () => {
    const headers = (value: string | null) => ({ get: () => value });
    expect(fileNameFromHeaders(headers('Izve%C5%A1taj.docx'), 'x')).toBe('Izveštaj.docx');
    expect(fileNameFromHeaders(headers('"plain.pdf"'), 'x')).toBe('plain.pdf');
    expect(fileNameFromHeaders(headers('%E0%A4%A'), 'x')).toBe('%E0%A4%A');
    expect(fileNameFromHeaders(headers(null), 'fajlovi.zip')).toBe('fajlovi.zip');
  });
  it('renames keeping the extension', () => {
    expect(renameKeepingExtension('fasada.jpg', 'Ulaz')).toBe('Ulaz.jpg');
    expect(renameKeepingExtension('fasada.jpg', 'Ulaz.JPG ')).toBe('Ulaz.JPG');
    expect(renameKeepingExtension('bez', 'novo')).toBe('novo');
    expect(baseName('kuhinja.png')).toBe('kuhinja');
  });
  it('formats sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
  });
});

describe('moveItem and renumber', () => {
  it('moves and renumbers from 1', () => {
    const items = [1, 2, 3, 4].map((id) => ({ id, redniBroj: id }));
    const moved = renumber(moveItem(items, 0, 2));
    expect(moved.map((item) => item.id)).toEqual([2, 3, 1, 4]);
    expect(moved.map((item) => item.redniBroj)).toEqual([1, 2, 3, 4]);
    expect(moveItem(items, 3, 0).map((item) => item.id)).toEqual([4, 1, 2, 3]);
    expect(moveItem(items, 1, 99).map((item) => item.id)).toEqual([1, 3, 4, 2]);
    expect(moveItem(items, 9, 0)).toEqual(items);
  });
});
