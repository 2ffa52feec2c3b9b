import type { Note } from '@rp/contract';

/** Priority 1 is the highest (as the server orders them); within a priority the newest note comes first. */
export function sortNotes(notes: readonly Note[]): Note[] {
  return [...notes].sort((a, b) => a.Prioritet - b.Prioritet || b.Kreirano.localeCompare(a.Kreirano) || b.Id - a.Id);
}

/** A note named in a few words, for the delete confirmation and the row's buttons. */
export function noteTitle(note: Pick<Note, 'Tekst'>, maxLength = 60): string {
  const text = note.Tekst.replace(/\s+/g, ' ').trim();
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`;
}
