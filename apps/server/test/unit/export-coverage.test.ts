// The account export promises "every row the product keeps about the user": a table that belongs to a
// user (a foreign key to the user table) must be read by the export, or be named here with the
// reason it is left out. A new per-user table that nobody added to the export fails this test.
import { readFileSync } from 'node:fs';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema.ts';

/** Per-user tables the export leaves out on purpose. */
const NOT_EXPORTED: Record<string, string> = {
  token_reservation: 'tokens held for an answer being written, returned within minutes',
  broadcast: "an admin's sends are team records; each recipient's copy is exported with their messages",
  invite: 'invitations an admin sent to other people, records of the team',
};

const exportSource = readFileSync(new URL('../../src/modules/account/export.ts', import.meta.url), 'utf8');

function userTables(): { name: string; symbol: string }[] {
  const found: { name: string; symbol: string }[] = [];
  for (const [symbol, value] of Object.entries(schema)) {
    if (!value || typeof value !== 'object' || !(Symbol.for('drizzle:IsDrizzleTable') in value)) continue;
    const config = getTableConfig(value as PgTable);
    const ownedByUser = config.foreignKeys.some((fk) => getTableConfig(fk.reference().foreignTable).name === 'user');
    if (ownedByUser) found.push({ name: config.name, symbol });
  }
  return found;
}

describe('account export coverage', () => {
  it('finds the per-user tables in the schema', () => {
    const names = userTables().map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['chat', 'image', 'review_card', 'tasting_note']));
  });

  it('reads every per-user table, or says why not', () => {
    const missing = userTables()
      .filter((t) => !(t.name in NOT_EXPORTED))
      .filter((t) => !exportSource.includes(`.from(${t.symbol})`))
      .map((t) => t.name);
    expect(missing).toEqual([]);
  });
});
