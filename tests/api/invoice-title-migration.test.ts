import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/server/db/client.ts';

// The migration run on the two tables as they stood before it (migrating a whole new database to that
// point takes a minute); what the rest of the schema holds does not enter into it.
let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
  const before = (table: string) => `create table ${table} (id serial primary key, type invoice_type not null, title varchar(100) not null,
    tax_no varchar(20) not null, unit_address varchar(200) not null, bank_account varchar(40) not null, bank_name varchar(100) not null,
    email varchar(254) not null, mobile varchar(20) not null)`;
  await db.exec(`create type invoice_type as enum ('ordinary', 'vat_special'); ${before('invoice_titles')}; ${before('invoice_applications')};`);
});
afterAll(() => db.close());

const oldRow = (type: string, title: string, taxNo: string, mobile: string) =>
  `('${type}', '${title}', '${taxNo}', '上海市浦东新区科苑路 88 号', '3100123456789012', '中国工商银行上海张江支行', 'finance@rainbow.example', '${mobile}')`;

it('existing invoice titles and applications become VAT special or company titles by what they hold; one without a tax number a person’s', async () => {
  for (const table of ['invoice_titles', 'invoice_applications']) {
    await db.exec(`insert into ${table} (type, title, tax_no, unit_address, bank_account, bank_name, email, mobile) values
      ${oldRow('vat_special', 'VAT', '91320506MA1N2ABC9P', '13900139000')},
      ${oldRow('ordinary', 'Ordinary', '91310115MA1H7XYZ3K', '13800138000')},
      ${oldRow('vat_special', 'VAT without a phone', '91310115MA1H7XYZ3K', ' ')},
      ${oldRow('ordinary', 'Without a tax number', '', '13800138000')}`);
  }
  const migration = readFileSync(join(migrationsFolder, '0031_invoice_title_kinds.sql'), 'utf8');
  for (const statement of migration.split('--> statement-breakpoint')) await db.exec(statement);

  for (const table of ['invoice_titles', 'invoice_applications']) {
    const { rows } = await db.query(`select type, title, tax_no as "taxNo", unit_phone as "unitPhone", bank_name as "bankName" from ${table} order by id`);
    expect(rows).toEqual([
      { type: 'vat_special', title: 'VAT', taxNo: '91320506MA1N2ABC9P', unitPhone: '13900139000', bankName: '中国工商银行上海张江支行' },
      { type: 'company', title: 'Ordinary', taxNo: '91310115MA1H7XYZ3K', unitPhone: null, bankName: '中国工商银行上海张江支行' },
      { type: 'company', title: 'VAT without a phone', taxNo: '91310115MA1H7XYZ3K', unitPhone: null, bankName: '中国工商银行上海张江支行' },
      { type: 'personal', title: 'Without a tax number', taxNo: '', unitPhone: null, bankName: '中国工商银行上海张江支行' },
    ]);
    // From now on the database itself refuses a title without what its kind needs.
    await expect(db.exec(`insert into ${table} (type, title, tax_no) values ('vat_special', 'Incomplete', '91320506MA1N2ABC9P')`)).rejects.toThrow(
      /details_of_type/,
    );
    await expect(db.exec(`insert into ${table} (type, title) values ('company', 'No tax number')`)).rejects.toThrow(/details_of_type/);
    await db.exec(`insert into ${table} (type, title) values ('personal', '张明')`);
  }
});
