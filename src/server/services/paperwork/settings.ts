import { eq } from 'drizzle-orm';
import { DEFAULT_PAPERWORK, type PaperworkConfig, paperworkConfig } from '../../../schemas/paperwork.ts';
import type { Db, Tx } from '../../db/client.ts';
import { configData } from '../../db/schema.ts';

/** The letterhead, validity and terms as the operator set them, or the defaults until they do. */
export async function loadPaperwork(db: Db | Tx): Promise<PaperworkConfig> {
  const [row] = await db.select({ value: configData.value }).from(configData).where(eq(configData.key, 'paperwork'));
  const parsed = row ? paperworkConfig.safeParse(row.value) : null;
  return parsed?.success ? parsed.data : DEFAULT_PAPERWORK;
}
