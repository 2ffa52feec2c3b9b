import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_ROLES,
  NOTES_PATHS,
  moze,
  ulogeZa,
  noteListQuerySchema,
  noteListSchema,
  noteSaveSchema,
  noteSchema,
  noteUpdateSchema,
  uspeh,
  uspehSchema,
} from '@rp/contract';
import { assertMoze } from '../../lib/access.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { notFound, stale } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { deleteNote, findNote, insertNote, listNotes, updateNote } from './repository.ts';
import { RECORD_ERRORS, idParams } from '../../lib/route-schemas.ts';

async function writing<T>(radnikId: number | null, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound(`Radnik sa id-em ${radnikId}`);
    throw error;
  }
}

export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    NOTES_PATHS.list,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['notes'],
        summary:
          'Notes. Admin and Demo see all (?radnikId: about one worker; ?zaRadnika: one worker’s own and those for everyone); others see their own and those for everyone (home page).',
        querystring: noteListQuerySchema,
        response: { 200: noteListSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { radnikId, zaRadnika } = request.query;
      if (moze(user, 'notes.sve')) return { itemList: await listNotes(app.db, { radnikId, zaRadnika }) };
      for (const id of [radnikId, zaRadnika]) if (id !== undefined) assertMoze(user, 'notes.citanje', { radnikId: id });
      return { itemList: await listNotes(app.db, { zaRadnika: user.id }) };
    },
  );

  app.get(
    NOTES_PATHS.byId,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['notes'],
        summary: 'One note (others than Admin and Demo: only their own or one for everyone)',
        params: idParams,
        response: { 200: noteSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const note = await findNote(app.db, request.params.id);
      if (!note) throw notFound(`Beleška sa id-em ${request.params.id}`);
      assertMoze(user, 'notes.citanje', { radnikId: note.Radnik });
      return note;
    },
  );

  app.post(
    NOTES_PATHS.save,
    {
      config: { roles: ulogeZa('notes.izmena') },
      schema: {
        tags: ['notes'],
        summary: 'Create a note (Admin, Demo); Prioritet 1–3, default 2',
        body: noteSaveSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const { Radnik, Prioritet, Tekst } = request.body;
      const idKreatora = currentUser(request).id;
      const id = await writing(Radnik, () =>
        app.db.transaction((tx) =>
          insertNote(tx, { radnikId: Radnik, prioritet: Prioritet, tekst: Tekst, idKreatora }),
        ),
      );
      return uspeh('Beleška je sačuvana.', id);
    },
  );

  app.post(
    NOTES_PATHS.update,
    {
      config: { roles: ulogeZa('notes.izmena') },
      schema: {
        tags: ['notes'],
        summary: 'Edit a note (Admin, Demo); a stale verzija is refused with 409',
        body: noteUpdateSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const { Id, verzija, Radnik, Prioritet, Tekst } = request.body;
      await writing(Radnik, () =>
        app.db.transaction(async (tx) => {
          if (await updateNote(tx, Id, verzija, { radnikId: Radnik, prioritet: Prioritet, tekst: Tekst })) return;
          if (!(await findNote(tx, Id))) throw notFound(`Beleška sa id-em ${Id}`);
          throw stale();
        }),
      );
      return uspeh('Uspešno sačuvane izmene.', Id);
    },
  );

  app.post(
    NOTES_PATHS.delete,
    {
      config: { roles: ulogeZa('notes.izmena') },
      schema: {
        tags: ['notes'],
        summary: 'Delete a note (Admin, Demo)',
        params: idParams,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      if (!(await app.db.transaction((tx) => deleteNote(tx, request.params.id))))
        throw notFound(`Beleška sa id-em ${request.params.id}`);
      return uspeh('Beleška je obrisana.', request.params.id);
    },
  );
};
