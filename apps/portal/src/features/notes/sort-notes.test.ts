import { describe, expect, it } from 'vitest';
import type { Note } from '@rp/contract';
import { noteTitle, sortNotes } from './sort-notes.ts';

const note = (Id: number, Prioritet: number, Kreirano: string): Note => ({
  Id,
  Radnik: 3,
  Prioritet,
  idKreatora: 1,
  Tekst: `beleška ${Id}`,
  Kreirano,
  verzija: 1,
});

describe('sortNotes', () => {
  it('puts priority 1 first, then the newest', () => {
    const notes = [
      note(1, 3, '2026-03-01T08:00:00.000Z'),
      note(2, 1, '2026-01-01T08:00:00.000Z'),
      note(3, 2, '2026-02-01T08:00:00.000Z'),
      note(4, 1, '2026-02-01T08:00:00.000Z'),
      note(5, 2, '2026-02-01T08:00:00.000Z'),
    ];
    expect(sortNotes(notes).map((n) => n.Id)).toEqual([4, 2, 5, 3, 1]);
  });

  it('leaves its input alone', () => {
    const notes = [note(1, 3, '2026-03-01T08:00:00.000Z'), note(2, 1, '2026-03-01T08:00:00.000Z')];
    sortNotes(notes);
    expect(notes.map((n) => n.Id)).toEqual([1, 2]);
  });
});

describe('noteTitle', () => {
  it.each([
    ['Pozvati banku', 'Pozvati banku'],
    ['  Više\n\nredova   teksta ', 'Više redova teksta'],
    ['a'.repeat(60), 'a'.repeat(60)],
    ['a'.repeat(61), `${'a'.repeat(59)}…`],
  ])('%j → %j', (Tekst, expected) => {
    expect(noteTitle({ Tekst })).toBe(expected);
  });
});
