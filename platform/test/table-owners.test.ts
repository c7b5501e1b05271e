/**
 * One owner per table's writes: each table is inserted into, updated and deleted from by one module (or core
 * folder) only, which others ask through its face. A write found elsewhere, or a new table without an owner, fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const OWNERS: Record<string, string> = {
  users: 'modules/user',
  auth_attempts: 'modules/auth',
  used_totp_codes: 'modules/auth',
  refresh_token_families: 'modules/auth',
  refresh_tokens: 'modules/auth',
  password_reset_tokens: 'modules/auth',
  two_factor_setups: 'modules/auth',
  recovery_codes: 'modules/auth',
  notifications: 'modules/notification',
  configurations: 'modules/configuration',
  configuration_audit: 'modules/configuration',
  settings: 'modules/configuration',
  captcha_solutions: 'modules/captcha',
  assets: 'modules/asset',
  wallets: 'modules/wallet',
  swap_quotes: 'modules/swap',
  deposits: 'modules/deposit',
  withdrawals: 'modules/withdrawal',
  withdrawal_events: 'modules/withdrawal',
  admin_audit: 'modules/audit',
  admin_requests: 'modules/approval',
  staking_products: 'modules/staking',
  stakes: 'modules/staking',
  staking_days: 'modules/staking',
  kyc_sessions: 'modules/kyc',
  kyc_steps: 'modules/kyc',
  kyc_documents: 'modules/kyc',
  booster_tiers: 'modules/booster',
  booster_packs: 'modules/booster',
  booster_orders: 'modules/booster',
  arbitrage_packs: 'modules/arbitrage',
  arbitrage_subscriptions: 'modules/arbitrage',
  // A movement writes its entry, its postings, the members' rows and the qualifying purchase together.
  ledger_accounts: 'core/ledger',
  journal_entries: 'core/ledger',
  postings: 'core/ledger',
  transactions: 'core/ledger',
  qualifying_purchases: 'core/ledger',
  idempotency_keys: 'core/idempotency',
  job_runs: 'core/jobs',
  job_items: 'core/jobs',
  job_run_totals: 'core/jobs',
  // Lookup tables of codes, filled from their lists when the database is migrated (db/codes.ts).
  account_kinds: 'db',
  transaction_types: 'db',
};

const src = new URL('../src/', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** modules/<name> or core/<name> for a file in one; the file itself otherwise (seed.ts, core/period.ts). */
function areaOf(file: string): string {
  const parts = file.split('/');
  return (parts[0] === 'modules' || parts[0] === 'core') && parts.length > 2 ? `${parts[0]}/${parts[1]}` : file;
}

// db/ is the schema's: migrations write any table, and the code tables are filled from there.
const files = sourceFiles(src)
  .map((path) => relative(src, path))
  .filter((file) => !file.startsWith('db/') && !file.startsWith('generated/'));

const WRITE = /\.(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*(\S)([a-z_]*)/g;

describe('table owners', () => {
  it('name every table of the schema, and no other', () => {
    const schema = readFileSync(join(src, 'db/database.ts'), 'utf8');
    const block = /export interface Database \{([^}]*)\}/.exec(schema)![1]!;
    const tables = [...block.matchAll(/^\s*(\w+):/gm)].map((match) => match[1]);
    expect(Object.keys(OWNERS).sort()).toEqual(tables.sort());
  });

  it('alone write their tables, each named in the statement', () => {
    const strays: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(src, file), 'utf8');
      for (const [, verb, quote, table] of text.matchAll(WRITE)) {
        if (quote !== "'") strays.push(`${file}: ${verb} of a table not named literally`);
        else if (OWNERS[table!] !== areaOf(file))
          strays.push(`${file}: ${verb}('${table}'), owned by ${OWNERS[table!]}`);
      }
    }
    expect(strays).toEqual([]);
  });

  it('see a write of every table outside db/, so the scan is not blind', () => {
    const written = new Set(
      files.flatMap((file) => [...readFileSync(join(src, file), 'utf8').matchAll(WRITE)].map((match) => match[3])),
    );
    const unwritten = Object.entries(OWNERS)
      .filter(([table, owner]) => owner !== 'db' && !written.has(table))
      .map(([table]) => table);
    expect(unwritten).toEqual([]);
  });
});
