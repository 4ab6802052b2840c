/**
 * Named statements on PGlite (./pgliteStatements.ts): from its second call a text answers the same as
 * PGlite's own `query` for every kind of value and both row modes, parsed once under its name;
 * errors are reported as `query` reports them, and a transaction on the database is waited for as
 * `query` waits. Its replies are read from the raw bytes by pg-protocol: a reply of many chunks and
 * multi-byte text reads the same, and a text that notifies still reaches `listen`.
 */
import { PGlite, messages, types } from '@electric-sql/pglite';
import { useNamedStatements, type PgliteStatements } from './pgliteStatements';

let client: PGlite;
let named: PgliteStatements;
/** PGlite's own `query`, for comparison (the client's runs named statements now) */
let plain: PGlite['query'];

/** The named statements PostgreSQL holds for this text. */
async function namesOf(text: string): Promise<string[]> {
  const rows = await plain<{ name: string; statement: string }>('select name, statement from pg_prepared_statements');
  return rows.rows.filter((row) => row.statement === text).map((row) => row.name);
}

const ROWS = `select id, name, tags, data, at, day, score, flag from items where id = any($1::int[]) and ($2::text is null or name <> $2) order by id`;

beforeAll(async () => {
  client = await PGlite.create();
  plain = client.query.bind(client);
  named = useNamedStatements(client);
  await client.exec(`
    create table items (id int primary key, name text, tags text[], data jsonb, at timestamptz, day date, score numeric, flag boolean);
    insert into items values
      (1, 'Bruckner', '{sinfonie,wien}', '{"movements": 4}', '2026-11-30T19:30:00Z', '2026-11-30', 7.5, true),
      (2, 'Bach – Passion', '{}', '{"de": "Matthäus"}', null, null, null, false),
      (3, null, null, 'null', '2027-01-01T00:00:00Z', '2027-01-01', 0, null);
  `);
});
afterAll(() => client?.close());

test('run again, a statement answers what query answers: values, nulls, arrays, JSON, dates, both row modes, the caller’s parsers', async () => {
  await client.query(ROWS, [[1], null]);
  expect(await namesOf(ROWS)).toEqual([]);
  const options = [undefined, { rowMode: 'array' as const }, { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value, [types.DATE]: (value: string) => value } }];
  for (const params of [[[1, 2, 3], null], [[1, 3], 'Bruckner'], [[], null]]) {
    for (const option of options) {
      const expected = await plain(ROWS, params, option);
      const got = await client.query(ROWS, params, option);
      expect(got.rows).toEqual(expected.rows);
      expect(got.fields).toEqual(expected.fields);
      expect(got.affectedRows).toEqual(expected.affectedRows);
    }
  }
  expect((await client.query<{ name: string | null }>(ROWS, [[1, 2, 3], 'Bruckner'])).rows.map((row) => row.name)).toEqual(['Bach – Passion']);
  expect(await namesOf(ROWS)).toHaveLength(1);
});

test('a caller’s parsers apply to its own calls only, its object used again (a prepared statement’s) as the first time', async () => {
  const text = 'select at, day, score from items where id = $1';
  const asText = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => `at ${value}` } };
  const asNumber = { rowMode: 'array' as const, parsers: { [types.DATE]: (value: string) => value.length } };
  await client.query(text, [1]);
  for (let call = 0; call < 3; call++) {
    for (const option of [asText, asNumber, undefined]) {
      const expected = await plain(text, [1], option);
      expect((await client.query(text, [1], option)).rows).toEqual(expected.rows);
    }
  }
  // PGlite's own parsers still apply to the types the caller left alone (a date as a Date)
  expect((await client.query(text, [1], asText)).rows).toEqual([['at 2026-11-30 19:30:00+00', new Date('2026-11-30T00:00:00.000Z'), '7.5']]);
  expect((await client.query(text, [1], asNumber)).rows).toEqual([[new Date('2026-11-30T19:30:00.000Z'), 10, '7.5']]);
});

test('a text run once stays unnamed; from its second call it is one named statement, parsed once', async () => {
  const text = 'select count(*)::int as n from items where flag = $1';
  const before = named.size;
  expect((await client.query<{ n: number }>(text, [true])).rows).toEqual([{ n: 1 }]);
  expect(await namesOf(text)).toEqual([]);
  for (let i = 0; i < 3; i++) expect((await client.query<{ n: number }>(text, [false])).rows).toEqual([{ n: 1 }]);
  expect(await namesOf(text)).toHaveLength(1);
  expect(named.size).toBe(before + 1);
});

test('a failing call is reported as query reports it, and the statement still runs afterwards', async () => {
  const text = 'select id from items where id = $1::int';
  await client.query(text, [1]);
  const failure = await client.query(text, ['not a number']).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(messages.DatabaseError);
  expect(failure).toMatchObject({ code: '22P02', message: expect.stringContaining('invalid input syntax for type integer'), query: text, params: ['not a number'] });
  expect((await client.query(text, [2])).rows).toEqual([{ id: 2 }]);
});

test('a statement run again before its table exists fails as query does, and runs once the table is there', async () => {
  const text = 'select label from later_table where id = $1';
  for (let i = 0; i < 2; i++) await expect(client.query(text, [1])).rejects.toMatchObject({ message: expect.stringContaining('later_table') });
  await client.exec(`create table later_table (id int, label text); insert into later_table values (1, 'erst später')`);
  expect((await client.query(text, [1])).rows).toEqual([{ label: 'erst später' }]);
});

test('while a transaction is open on the database, a named statement waits for it and sees what it committed', async () => {
  const text = 'select name from items where id = $1';
  await client.query(text, [1]);
  expect(await namesOf(text)).toEqual([]);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const transaction = client.transaction(async (tx) => {
    await tx.query(`update items set name = 'Mahler' where id = 3`);
    await held;
  });
  const read = client.query<{ name: string }>(text, [3]);
  let answered = false;
  void read.then(() => (answered = true));
  // the read has had every chance to run before the transaction ends
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
  expect(answered).toBe(false);
  release();
  await transaction;
  expect((await read).rows).toEqual([{ name: 'Mahler' }]);
  expect(await namesOf(text)).toHaveLength(1);
});

test('a reply of many chunks (thousands of rows, multi-byte text, JSON) reads as query reads it', async () => {
  const text = `select n, repeat('Bläser – Streicher ♪ ', n % 40) as label, jsonb_build_object('n', n, 'übung', array[n, n + 1]) as data
    from generate_series(1, $1::int) as n`;
  for (let i = 0; i < 2; i++) await client.query(text, [3]);
  expect(await namesOf(text)).toHaveLength(1);
  for (const options of [undefined, { rowMode: 'array' as const }]) {
    const expected = await plain(text, [5000], options);
    const got = await client.query(text, [5000], options);
    expect(got.rows).toHaveLength(5000);
    expect(got.rows).toEqual(expected.rows);
    expect(got.fields).toEqual(expected.fields);
  }
});

test('a text that notifies, run again, still reaches listen with every notification', async () => {
  const heard: string[] = [];
  const unlisten = await client.listen('statements_test', (payload) => heard.push(payload));
  const text = `select pg_notify('statements_test', $1::text) as sent`;
  for (const payload of ['1', '2', '3']) await client.query(text, [payload]);
  expect(await namesOf(text)).toHaveLength(1);
  await new Promise((resolve) => setImmediate(resolve));
  expect(heard).toEqual(['1', '2', '3']);
  await unlisten();
});

test('a notice in a reply is passed over as query passes it over', async () => {
  await client.exec(`create or replace function noisy(n int) returns int language plpgsql as $$ begin raise notice 'Probe %', n; return n; end $$`);
  const noisy = 'select noisy($1::int) as n';
  for (let i = 1; i <= 3; i++) expect((await client.query<{ n: number }>(noisy, [i])).rows).toEqual([{ n: i }]);
  expect(await namesOf(noisy)).toHaveLength(1);
});

test('the named statements are bounded: texts beyond the bound still answer, unnamed', async () => {
  const texts = Array.from({ length: 320 }, (_, k) => `select $1::int + ${k} as n`);
  for (const text of texts) for (let i = 0; i < 2; i++) await client.query(text, [1]);
  expect(named.size).toBe(300);
  const last = texts[texts.length - 1];
  expect((await client.query<{ n: number }>(last, [1])).rows).toEqual([{ n: 320 }]);
  expect(await namesOf(last)).toEqual([]);
});
