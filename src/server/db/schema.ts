// The database's tables, by domain; drizzle-kit and the code read them all from here.
export * from './schema/accounts.ts';
export * from './schema/after-purchase.ts';
export * from './schema/buying.ts';
export * from './schema/catalogue.ts';
export * from './schema/companies.ts';
export * from './schema/content.ts';
export * from './schema/operators.ts';
export * from './schema/trade.ts';
