import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reusePgliteStatements } from '../../src/db/pglite-statements';

/**
 * The PGlite statement cache answers exactly as PGlite's own query() does (rows, types, errors,
 * transactions, notifications), while parsing each distinct statement once.
 */
let plain: PGlite;
let reusing: PGlite;

const SETUP = `
  create table dish (id int primary key, title text not null, served date, at timestamptz,
    tags text[], extra jsonb, big bigint, rated boolean);
  insert into dish values
    (1, 'Bhuna Khichuri', '2026-03-12', '2026-03-12T10:30:00Z', '{rice,lentil}', '{"spice":2}', 9007199254740993, true),
    (2, 'Shorshe Ilish', null, null, '{}', null, 7, false);`;

beforeAll(async () => {
  plain = await PGlite.create();
  reusing = await PGlite.create();
  reusePgliteStatements(reusing, 3);
  await plain.exec(SETUP);
  await reusing.exec(SETUP);
});
afterAll(async () => {
  await plain.close();
  await reusing.close();
});

/** Statements PGlite holds prepared under the cache's names. */
async function keptStatements(db: PGlite): Promise<number> {
  const [result] = await db.exec(`select count(*)::int as n from pg_prepared_statements`);
  return (result?.rows[0] as { n: number } | undefined)?.n ?? -1;
}

const QUERIES: [string, unknown[]][] = [
  ['select * from dish where id = $1', [1]],
  ['select * from dish where id = $1', [2]],
  ['select title, tags, extra from dish where served = $1 or $1::date is null', ['2026-03-12']],
  ['select * from dish where at < $1 order by id', [new Date('2027-01-01')]],
  ['select count(*) from dish where tags @> $1', [['rice']]],
  ['select $1::jsonb as echoed', [{ spice: 3 }]],
  ['update dish set rated = $1 where id = $2', [true, 2]],
  ['select id from dish where title = $1', ['none']],
];

describe('reusePgliteStatements', () => {
  it('answers every query as PGlite does, in both row modes', async () => {
    for (const [text, params] of QUERIES) {
      for (const rowMode of ['object', 'array'] as const) {
        const expected = await plain.query(text, params, { rowMode });
        const actual = await reusing.query(text, params, { rowMode });
        expect({ text, rows: actual.rows, fields: actual.fields }).toEqual({
          text,
          rows: expected.rows,
          fields: expected.fields,
        });
        expect(actual.affectedRows).toBe(expected.affectedRows);
      }
    }
  });

  it('keeps at most its limit of statements, closing the least recently used', async () => {
    for (let n = 0; n < 6; n += 1) await reusing.query(`select ${n} as n`);
    expect(await keptStatements(reusing)).toBe(3);
    expect((await reusing.query<{ n: number }>('select 5 as n')).rows).toEqual([{ n: 5 }]);
  });

  it("throws the database's error with its code, and the next query works", async () => {
    const insert = 'insert into dish (id, title) values ($1, $2)';
    const failure = await reusing.query(insert, [1, 'again']).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '23505', query: insert });
    const missing = await reusing.query('select nope from dish').catch((error: unknown) => error);
    expect(missing).toMatchObject({ code: '42703' });
    expect((await reusing.query('select count(*)::int as n from dish')).rows).toEqual([{ n: 2 }]);
  });

  it('runs inside transactions: a rollback undoes, a failed statement aborts the rest', async () => {
    await reusing
      .transaction(async (tx) => {
        await tx.query('update dish set title = $1 where id = $2', ['Changed', 1]);
        expect((await tx.query('select title from dish where id = $1', [1])).rows).toEqual([
          { title: 'Changed' },
        ]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await reusing.query('select title from dish where id = $1', [1])).rows).toEqual([
      { title: 'Bhuna Khichuri' },
    ]);
    const aborted = await reusing
      .transaction(async (tx) => {
        await tx.query('insert into dish (id, title) values ($1, $2)', [1, 'dup']).catch(() => 0);
        return tx.query('select 1 as one');
      })
      .catch((error: unknown) => error);
    expect(aborted).toMatchObject({ code: '25P02' });
    expect((await reusing.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('delivers notifications sent by a cached statement to listeners', async () => {
    const heard: string[] = [];
    const unlisten = await reusing.listen('dish_news', (payload) => heard.push(payload));
    await reusing.query(`select pg_notify('dish_news', $1)`, ['served']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await unlisten();
    expect(heard).toEqual(['served']);
  });
});
