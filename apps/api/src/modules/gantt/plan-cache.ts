import { constants as zlibConstants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { resultRows, type Db } from '../../db/client.ts';

/**
 * The plan tables' change stamp: `count:max` of `plan_izmene`, which the statement triggers of migration 0020 append
 * to in the same transaction as every change the Gantt shows. Rows are only inserted (and pruned together with a new
 * row, see `prunePlanIzmene`), so any commit changes the stamp, on this instance or another one.
 */
export async function planStamp(db: Db): Promise<string> {
  const [row] = resultRows<{ stamp: string }>(
    await db.execute(sql`select count(*)::text || ':' || coalesce(max(id), 0)::text as stamp from plan_izmene`),
  );
  return row!.stamp;
}

/** Rows of plan_izmene above which a build prunes the table (a count over a few thousand rows stays well under 1 ms). */
const PRUNE_ABOVE = 5_000;

/**
 * Deletes the older rows of `plan_izmene` and adds one, in one transaction: the added row raises `max`, so the stamp
 * after a prune is one no reader saw before (a late commit of an older row cannot bring back an earlier pair). One
 * pruner at a time (an advisory lock tried, not waited for).
 */
export async function prunePlanIzmene(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [lock] = resultRows<{ ok: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${PLAN_PRUNE_LOCK}) as ok`),
    );
    if (!lock?.ok) return;
    await tx.execute(sql`delete from plan_izmene where id <= (select max(id) from plan_izmene)`);
    await tx.execute(sql`insert into plan_izmene default values`);
  });
}

/** The advisory lock key of the pruning ('RP plan'). */
const PLAN_PRUNE_LOCK = 0x5250_706c_616e;

interface Entry {
  stamp: string;
  plan: Serialized;
}

/** A plan as JSON without its `currentTime`, and that JSON deflated (see `answerOf`). */
interface Serialized {
  /** The JSON of every field but `currentTime`, without the closing brace (`{"tasks":…,"canWrite":true`). */
  head: Buffer;
  /** `head` deflated up to a byte boundary (a sync flush, no final block), its CRC-32 and length, once ready. */
  gzip?: { deflated: Buffer; crc: number };
}

/** What `PlanCache.answer` gives: the body in chunks (no 7 MB copy), its length and its content coding. */
export interface PlanAnswer {
  chunks: Buffer[];
  length: number;
  encoding: 'gzip' | 'identity';
}

export interface PlanCacheOptions {
  /** The change stamp of the data (`planStamp` on the database). */
  stamp: () => Promise<string>;
  /** How many distinct plans (filters, write permission, days) are kept; the least recently used goes first. */
  entries?: number;
  /** Called before a build when the stamp table has grown past `pruneAbove` rows (the stamp's count). */
  prune?: () => Promise<void>;
  /** The stamp table's row count above which `prune` is called. */
  pruneAbove?: number;
}

/**
 * Serialized plans by request key and change stamp. A plan of 20,000 tasks takes about half a second to read and
 * build, and a few planners open the same plan many times between two changes: an unchanged plan is answered from
 * here, with only its current time written fresh.
 *
 * A build is kept only when the stamp read before it equals the stamp read after it: no change committed meanwhile,
 * so every read of the build (each its own statement, begun after the first stamp and ended before the second) saw
 * exactly the data of that stamp. Two requests for the same key and stamp at once share one build.
 */
export class PlanCache<T extends { currentTime: string }> {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<Serialized>>();
  private readonly options: Required<Omit<PlanCacheOptions, 'prune'>> & Pick<PlanCacheOptions, 'prune'>;

  constructor(options: PlanCacheOptions) {
    this.options = { entries: 4, pruneAbove: PRUNE_ABOVE, ...options };
  }

  /**
   * The plan for `key` as JSON with `currentTime` set to `now`, gzipped when `gzip` (the client accepts it) and the
   * compressed form is ready: from the cache when the data has not changed since it was built, otherwise built by
   * `build` (which must read only data the stamp covers, and answer a plan whose every field but `currentTime`
   * depends only on the data and `key`). `check` sees each newly built plan.
   */
  async answer(
    key: string,
    now: Date,
    gzip: boolean,
    build: () => Promise<T>,
    check?: (plan: T) => void,
  ): Promise<PlanAnswer> {
    let stamp = await this.options.stamp();
    const cached = this.entries.get(key);
    if (cached && cached.stamp === stamp) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return answerOf(cached.plan, now, gzip);
    }
    if (this.options.prune && Number(stamp.split(':')[0]) > this.options.pruneAbove) {
      await this.options.prune();
      stamp = await this.options.stamp();
    }
    const flight = `${key}\n${stamp}`;
    let pending = this.building.get(flight);
    if (!pending) {
      pending = this.build(key, stamp, build, check).finally(() => this.building.delete(flight));
      this.building.set(flight, pending);
    }
    return answerOf(await pending, now, gzip);
  }

  /** Forgets every plan (a test's or an operator's reset; the stamp alone keeps the cache right). */
  clear(): void {
    this.entries.clear();
  }

  private async build(
    key: string,
    before: string,
    build: () => Promise<T>,
    check: ((plan: T) => void) | undefined,
  ): Promise<Serialized> {
    const plan = await build();
    check?.(plan);
    const serialized = serialize(plan);
    const after = await this.options.stamp();
    if (after !== before) return serialized;
    this.entries.delete(key);
    this.entries.set(key, { stamp: before, plan: serialized });
    while (this.entries.size > this.options.entries) this.entries.delete(this.entries.keys().next().value!);
    // compressed once, off the event loop; the answers use it once it is there
    deflateRaw(serialized.head, { finishFlush: zlibConstants.Z_SYNC_FLUSH }, (error, deflated) => {
      if (!error) serialized.gzip = { deflated, crc: crc32(serialized.head) };
    });
    return serialized;
  }
}

function serialize(plan: { currentTime: string }): Serialized {
  const { currentTime: _now, ...rest } = plan;
  const json = JSON.stringify(rest);
  // `rest` always has fields (the plan's tasks and lists), so the object is `{` + fields + `}`
  return { head: Buffer.from(json.slice(0, -1), 'utf8') };
}

/** The gzip header of RFC 1952: magic, deflate, no flags, no time, no extra flags, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);

/**
 * The plan's body: `head` and `,"currentTime":…}`. Gzipped, one gzip member of the cached deflated `head` (it ends on
 * a byte boundary with no final block), the tail deflated on its own as the final block(s), and the trailer's CRC-32
 * continued from the head's over the tail, with the whole length: what a single compression would give, less well
 * packed at the joint.
 */
function answerOf(plan: Serialized, now: Date, gzip: boolean): PlanAnswer {
  const tail = Buffer.from(`,"currentTime":${JSON.stringify(now.toISOString())}}`, 'utf8');
  if (!gzip || !plan.gzip) {
    return { chunks: [plan.head, tail], length: plan.head.length + tail.length, encoding: 'identity' };
  }
  const deflatedTail = deflateRawSync(tail);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(tail, plan.gzip.crc), 0);
  trailer.writeUInt32LE((plan.head.length + tail.length) >>> 0, 4);
  const chunks = [GZIP_HEADER, plan.gzip.deflated, deflatedTail, trailer];
  return { chunks, length: chunks.reduce((sum, chunk) => sum + chunk.length, 0), encoding: 'gzip' };
}
