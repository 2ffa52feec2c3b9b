import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTES_PATHS, noteListSchema, uspehSchema, type NoteSave, type NoteUpdate } from '@rp/contract';
import { apiFetch } from '../../lib/api-client.ts';

export const notesKeys = {
  all: ['notes'] as const,
  radnik: (radnikId: number) => [...notesKeys.all, 'radnik', radnikId] as const,
  home: (radnikId: number) => [...notesKeys.all, 'home', radnikId] as const,
};

/** GET notes/get?radnikId: the notes about one worker (the worker's notes screen, Admin and Demo). */
export const radnikNotesQuery = (radnikId: number) =>
  queryOptions({
    queryKey: notesKeys.radnik(radnikId),
    queryFn: ({ signal }) =>
      apiFetch(NOTES_PATHS.list, { query: { radnikId }, schema: noteListSchema, signal }).then((r) => r.itemList),
    meta: { context: 'GetNotes' },
  });

/** GET notes/get?zaRadnika: what a worker reads on the home page, their own notes and the notes for everyone. */
export const homeNotesQuery = (radnikId: number) =>
  queryOptions({
    queryKey: notesKeys.home(radnikId),
    queryFn: ({ signal }) =>
      apiFetch(NOTES_PATHS.list, { query: { zaRadnika: radnikId }, schema: noteListSchema, signal }).then(
        (r) => r.itemList,
      ),
    meta: { context: 'GetNotes' },
  });

/** POST notes/save (Admin, Demo). */
export function useSaveNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoteSave) => apiFetch(NOTES_PATHS.save, { method: 'POST', body, schema: uspehSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKeys.all }),
    meta: { context: 'SaveNote' },
  });
}

/** POST notes/update (Admin, Demo); a stale verzija (409) is reported by the shared handler, then the list reloads. */
export function useUpdateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoteUpdate) => apiFetch(NOTES_PATHS.update, { method: 'POST', body, schema: uspehSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notesKeys.all }),
    meta: { context: 'UpdateNote' },
  });
}

/** POST notes/delete/{id} (Admin, Demo); a note already gone (404) also reloads the list. */
export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch(NOTES_PATHS.delete.replace(':id', String(id)), { method: 'POST', schema: uspehSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notesKeys.all }),
    meta: { context: 'DeleteNote' },
  });
}
