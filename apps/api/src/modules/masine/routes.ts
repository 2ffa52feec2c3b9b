import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_ROLES,
  ErrorCode,
  ErrorType,
  MASINE_PATHS,
  idParamSchema,
  kljucPretrage,
  masinaPostojiPoruka,
  masinaListSchema,
  masinaSaveSchema,
  masinaSchema,
  masinaUpdateSchema,
  uspeh,
  uspehSchema,
  ulogeZa,
} from '@rp/contract';
import { HttpError, notFound, stale } from '../../lib/http-error.ts';
import { findMasina, findMasinaIstogImena, insertMasina, listMasine, updateMasina } from './repository.ts';
import { RECORD_ERRORS } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { diffFields } from '../audit/diff.ts';
import { recordChange } from '../audit/repository.ts';
import { removeMasina } from './service.ts';

const duplicateName = (ime: string) =>
  new HttpError(409, masinaPostojiPoruka(ime), {
    errorCode: ErrorCode.DuplicateEquipmentName,
    type: ErrorType.Warning,
  });

export const masineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MASINE_PATHS.list,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['masine'],
        summary: 'Equipment (Oprema)',
        response: { 200: masinaListSchema, ...RECORD_ERRORS },
      },
    },
    async () => ({ itemList: await listMasine(app.db) }),
  );

  app.get(
    MASINE_PATHS.byId,
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags: ['masine'],
        summary: 'One machine',
        params: z.object({ id: idParamSchema }),
        response: { 200: masinaSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const masina = await findMasina(app.db, request.params.id);
      if (!masina) throw notFound(`Oprema sa id-em ${request.params.id}`);
      return masina;
    },
  );

  app.post(
    MASINE_PATHS.save,
    {
      config: { roles: ulogeZa('masine.izmena') },
      schema: {
        tags: ['masine'],
        summary: 'Create a machine (Admin, Demo)',
        body: masinaSaveSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const id = await app.db.transaction(async (tx) => {
        const existing = await findMasinaIstogImena(tx, request.body.Ime);
        if (existing) throw duplicateName(existing.Ime);
        const cenaPoSatu = request.body.CenaPoSatu ?? 0;
        const newId = await insertMasina(tx, request.body.Ime, cenaPoSatu);
        await recordChange(tx, {
          entitet: 'masine',
          zapisId: newId,
          akcija: 'create',
          autorId: currentUser(request).id,
          izmene: diffFields(null, { ime: request.body.Ime, cenaPoSatu }),
        });
        return newId;
      });
      return uspeh(`Oprema ${request.body.Ime} uspešno sačuvana.`, id);
    },
  );

  app.post(
    MASINE_PATHS.update,
    {
      config: { roles: ulogeZa('masine.izmena') },
      schema: {
        tags: ['masine'],
        summary: 'Rename a machine (Admin, Demo); a stale verzija is refused with 409',
        body: masinaUpdateSchema,
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const { Id, verzija, Ime, CenaPoSatu } = request.body;
      await app.db.transaction(async (tx) => {
        const current = await findMasina(tx, Id);
        if (!current) throw notFound(`Oprema sa id-em ${Id}`);
        // A machine that shared its name before names were checked may keep it; a new name must be free.
        const existing =
          kljucPretrage(current.Ime) === kljucPretrage(Ime) ? undefined : await findMasinaIstogImena(tx, Ime, Id);
        if (existing) throw duplicateName(existing.Ime);
        const cenaPoSatu = CenaPoSatu ?? current.CenaPoSatu;
        if (await updateMasina(tx, Id, verzija, Ime, cenaPoSatu)) {
          await recordChange(tx, {
            entitet: 'masine',
            zapisId: Id,
            akcija: 'update',
            autorId: currentUser(request).id,
            izmene: diffFields({ ime: current.Ime, cenaPoSatu: current.CenaPoSatu }, { ime: Ime, cenaPoSatu }),
          });
          return;
        }
        if (!(await findMasina(tx, Id))) throw notFound(`Oprema sa id-em ${Id}`);
        throw stale();
      });
      return uspeh(`Oprema ${Ime} uspešno ažurirana.`, Id);
    },
  );

  app.delete(
    MASINE_PATHS.delete,
    {
      config: { roles: ulogeZa('masine.izmena') },
      schema: {
        tags: ['masine'],
        summary: 'Delete a machine and its documents (Admin, Demo); refused with 409 while a task names it',
        params: z.object({ id: idParamSchema }),
        response: { 200: uspehSchema, ...RECORD_ERRORS },
      },
    },
    async (request) =>
      uspeh(await removeMasina(app.db, app.files, request.params.id, currentUser(request)), request.params.id),
  );
};
