import { sql } from 'drizzle-orm';
import { isPgEnum } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAfterSalesStatuses } from '../../src/schemas/after-sales.ts';
import { liveNegotiationStatuses } from '../../src/schemas/negotiations.ts';
import * as schema from '../../src/server/db/schema.ts';
import { createTestContext } from '../helpers/test-context.ts';

// schema.ts builds its enums from the contracts' lists; these check that the migrations the database was
// built from say the same, so a list changed without `npm run db:generate` fails here, not in production.
describe('the migrated database holds the contracts’ lists', () => {
  let ctx: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const enums = Object.values(schema as Record<string, unknown>).filter(isPgEnum);

  it('finds every enum of the schema', () => {
    expect(enums.map((pgEnum) => pgEnum.enumName).sort()).toEqual([
      'after_sales_mode',
      'after_sales_status',
      'bank_transfer_resolution',
      'bank_transfer_status',
      'colour_variant',
      'company_invitation_state',
      'company_role',
      'company_state',
      'document_language',
      'document_type',
      'gender',
      'invoice_status',
      'invoice_type',
      'message_kind',
      'negotiation_status',
      'order_status',
      'payment_channel',
      'payment_status',
      'product_kind',
      'requirement_status',
      'sample_status',
      'staff_role',
      'supplier_status',
      'user_role',
    ]);
  });

  it.each(enums.map((pgEnum) => [pgEnum.enumName, pgEnum] as const))('enum %s has the contract’s values in order', async (name, pgEnum) => {
    const result = (await ctx.db.execute(sql`select unnest(enum_range(null::${sql.identifier(name)}))::text as value`)) as unknown as {
      rows: { value: string }[];
    };
    expect(result.rows.map((row) => row.value)).toEqual([...pgEnum.enumValues]);
  });

  async function indexPredicate(index: string): Promise<string> {
    const result = (await ctx.db.execute(
      sql`select pg_get_expr(i.indpred, i.indrelid) as predicate from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = ${index}`,
    )) as unknown as { rows: { predicate: string }[] };
    return result.rows[0]!.predicate;
  }

  it('the one-open-application index covers exactly the open after-sales statuses', async () => {
    const predicate = await indexPredicate('after_sales_one_open_idx');
    expect([...predicate.matchAll(/'(\w+)'/g)].map((match) => match[1])).toEqual([...openAfterSalesStatuses]);
  });

  it('the one-live-negotiation index covers exactly the live negotiation statuses', async () => {
    const predicate = await indexPredicate('price_negotiations_one_live_idx');
    expect([...predicate.matchAll(/'(\w+)'/g)].map((match) => match[1])).toEqual([...liveNegotiationStatuses]);
  });
});
