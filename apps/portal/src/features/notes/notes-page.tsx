import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Pencil, Plus, StickyNote, Trash2 } from 'lucide-react';
import { Button, ConfirmDialog, EmptyState, IconButton, PageHeader, Skeleton } from '@rp/ui';
import { buildPath, fullName, type Note } from '@rp/contract';
import { hasScreen } from '../../app/screens.ts';
import { formatInstantDate, formatInstantTime } from '../../lib/format.ts';
import { useLocales } from '../../lib/use-locales.ts';
import { isNotFound } from '../../lib/api-client.ts';
import { radnikQuery } from '../radnici/api.ts';
import { radnikNotesQuery, useDeleteNote } from './api.ts';
import { NoteDialog } from './components/note-dialog.tsx';
import { NotePriorityBadge } from './components/note-priority-badge.tsx';
import { noteTitle, sortNotes } from './sort-notes.ts';

/** What the dialog edits: a new note, or an existing one by id (its current version comes from the list). */
type Editing = { kind: 'new' } | { kind: 'edit'; id: number } | null;

/** A worker's notes (Admin, Demo): by priority then newest, added and edited in a dialog, deleted after confirming. */
export function NotesPage() {
  const { t } = useTranslation();
  const locales = useLocales();
  const radnikId = Number(useParams().radnikId);
  const radnik = useQuery(radnikQuery(radnikId));
  const notes = useQuery(radnikNotesQuery(radnikId));
  const remove = useDeleteNote();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Note | null>(null);
  const sorted = sortNotes(notes.data ?? []);
  const edited = editing?.kind === 'edit' ? (sorted.find((note) => note.Id === editing.id) ?? null) : null;
  // A note deleted by someone else while its dialog was open simply closes the dialog.
  const isDialogOpen = editing?.kind === 'new' || edited !== null;
  const name = radnik.data ? fullName(radnik.data) : null;

  // A worker who does not exist has no notes to add: the address names no record (as a worker's status page does).
  if (isNotFound(radnik.error)) return <Navigate to="/404" replace />;

  const addButton = (
    <Button onClick={() => setEditing({ kind: 'new' })}>
      <Plus aria-hidden className="size-4" />
      {t('notes.add')}
    </Button>
  );

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      {hasScreen('radnici.list') && (
        <Button variant="ghost" size="sm" className="-ml-2" asChild>
          <Link to={buildPath('radnici.list')}>
            <ArrowLeft aria-hidden className="size-4" />
            {t('notes.backToList')}
          </Link>
        </Button>
      )}
      <PageHeader
        title={name ? t('notes.heading', { name }) : t('title.notes')}
        actions={sorted.length > 0 && addButton}
      />

      {notes.isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : sorted.length === 0 ? (
        <EmptyState
          icon={<StickyNote aria-hidden />}
          title={t('notes.empty')}
          description={t('notes.emptyHint')}
          action={addButton}
        />
      ) : (
        <ul
          aria-label={t('notes.listLabel')}
          className="divide-y divide-border rounded-lg border border-border bg-card"
        >
          {sorted.map((note) => {
            const title = noteTitle(note);
            return (
              <li key={note.Id} aria-label={title} className="flex items-start gap-3 px-4 py-3">
                <NotePriorityBadge prioritet={note.Prioritet} className="mt-0.5 w-16 justify-center" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm break-words whitespace-pre-line">{note.Tekst}</p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {t('notes.created', {
                      date: formatInstantDate(note.Kreirano),
                      time: formatInstantTime(note.Kreirano, locales.intl),
                    })}
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <IconButton
                    label={t('notes.edit', { name: title })}
                    size="sm"
                    icon={<Pencil aria-hidden className="size-4" />}
                    onClick={() => setEditing({ kind: 'edit', id: note.Id })}
                  />
                  <IconButton
                    label={t('notes.delete', { name: title })}
                    size="sm"
                    icon={<Trash2 aria-hidden className="size-4" />}
                    onClick={() => setToDelete(note)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {isDialogOpen && (
        <NoteDialog
          key={edited?.Id ?? 'new'}
          radnikId={radnikId}
          note={edited}
          open
          onOpenChange={(isOpen) => !isOpen && setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(isOpen) => !isOpen && setToDelete(null)}
        title={t('common.confirmDeletion')}
        itemName={toDelete ? noteTitle(toDelete) : ''}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        variant="destructive"
        onConfirm={() => (toDelete ? remove.mutateAsync(toDelete.Id).catch(() => undefined) : undefined)}
      />
    </div>
  );
}
