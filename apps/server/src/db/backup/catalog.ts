import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { rowsOf } from '../rows-of';
import { qualifiedName } from './identifiers';

/** Schemas that hold PostgreSQL's own tables, and drizzle's record of migrations. */
const NOT_OURS = `('pg_catalog', 'information_schema', 'drizzle')`;

export interface CatalogTable {
  /** "schema"."table", quoted. */
  name: string;
  /** Columns a row is written with, quoted, in table order (generated columns are left out). */
  columns: string[];
}

/** Every table of the community, read from the catalog: tables added later are covered too. */
export async function listTables(db: Executor): Promise<CatalogTable[]> {
  const rows = await rowsOf<{ table_schema: string; table_name: string; column_name: string }>(
    db,
    sql.raw(`select c.table_schema, c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where t.table_type = 'BASE TABLE' and c.table_schema not in ${NOT_OURS}
        and c.table_schema not like 'pg\\_%' and c.is_generated = 'NEVER'
      order by c.table_schema, c.table_name, c.ordinal_position`),
  );
  const tables = new Map<string, CatalogTable>();
  for (const row of rows) {
    const name = qualifiedName(row.table_schema, row.table_name);
    const table = tables.get(name) ?? { name, columns: [] };
    table.columns.push(row.column_name);
    tables.set(name, table);
  }
  return [...tables.values()];
}

export interface CatalogSequence {
  name: string;
  value: number | null;
}

export async function listSequences(db: Executor): Promise<CatalogSequence[]> {
  const rows = await rowsOf<{ schemaname: string; sequencename: string; last_value: unknown }>(
    db,
    sql.raw(`select schemaname, sequencename, last_value from pg_sequences
      where schemaname not in ${NOT_OURS} order by schemaname, sequencename`),
  );
  return rows.map((row) => ({
    name: qualifiedName(row.schemaname, row.sequencename),
    value: row.last_value === null ? null : Number(row.last_value),
  }));
}

export interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

export async function listForeignKeys(db: Executor): Promise<ForeignKey[]> {
  const rows = await rowsOf<{ tbl: string; conname: string; def: string }>(
    db,
    sql.raw(`select format('%I.%I', n.nspname, c.relname) as tbl, k.conname,
        pg_get_constraintdef(k.oid) as def
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname not in ${NOT_OURS}`),
  );
  return rows.map((row) => ({ table: row.tbl, name: row.conname, definition: row.def }));
}

/** drizzle's created_at of every applied migration, oldest first (none on an empty database). */
export async function appliedMigrations(db: Executor): Promise<number[]> {
  const exists = await rowsOf<{ found: string | null }>(
    db,
    sql.raw(`select to_regclass('drizzle.__drizzle_migrations')::text as found`),
  );
  if (!exists[0]?.found) return [];
  const rows = await rowsOf<{ created_at: unknown }>(
    db,
    sql.raw(`select created_at from drizzle.__drizzle_migrations order by created_at`),
  );
  return rows.map((row) => Number(row.created_at));
}
