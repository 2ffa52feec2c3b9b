import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nepokretnosti } from '../../db/schema/index.ts';

/** True when the property exists (its documents and images are grouped by its id). */
export async function nepokretnostExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: nepokretnosti.id }).from(nepokretnosti).where(eq(nepokretnosti.id, id));
  return !!row;
}
