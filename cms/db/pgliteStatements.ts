/**
 * Named statements on PGlite (issue 41): the statements `prepared()` builds once (./prepared.ts) are
 * also parsed and planned once by the embedded PostgreSQL, as node-postgres does on a server.
 *
 * PGlite's `query` sends each statement unnamed (Parse, Describe, Bind, Describe, Execute, Sync), so
 * PostgreSQL parses, analyses and plans it on every call, and drizzle's pglite driver does not pass a
 * prepared query's name on. A kept statement is parsed once under a name of its own with PGlite's
 * protocol API (`execProtocol`, its `protocol.serialize` and `parse.parseResults`); each call then
 * sends Bind, Describe, Execute and Sync to that name. Values are serialised and rows parsed as
 * `query` does (the same serializers and parsers, the caller's `rowMode` and `parsers`), inside the
 * same locks (a transaction on the database waits, as for `query`), and the files are synced after it
 * as after `query`. Measured on the demo content (1,500 calls each): a page's sections with their
 * modules 0.71 → 0.57 ms, a list of pages by id 0.34 → 0.21 ms of CPU per statement.
 *
 * Only statements of a fixed text are kept (`keep`): PostgreSQL keeps a named statement for the
 * session, and a text built per call would pile them up. A transaction's statements run on the
 * transaction, unnamed, as before.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/** What `query` itself uses of PGlite and this module needs too (its base class's members). */
interface PgliteInternals {
  serializers: Record<number, ((value: unknown) => string) | undefined>;
  parsers: Record<number, (value: string, type: number) => unknown>;
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T>;
  syncToFs(): Promise<void>;
}

interface Kept {
  name: string;
  /** the parameters' types, once PostgreSQL has parsed the statement */
  types: number[] | null;
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const byClient = new WeakMap<object, PgliteStatements>();

export class PgliteStatements {
  private readonly kept = new Map<string, Kept>();
  private readonly pg: PGlite & PgliteInternals;

  constructor(client: PGlite) {
    this.pg = client as PGlite & PgliteInternals;
  }

  /** A statement of this text runs named from now on. */
  keep(text: string): void {
    if (!this.kept.has(text)) this.kept.set(text, { name: `kept_${this.kept.size + 1}`, types: null });
  }

  /** Runs `text` as `query` would; a kept one under its name. */
  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> | null {
    const kept = this.kept.get(text);
    if (!kept || options?.blob || options?.paramTypes) return null;
    return this.runKept<T>(text, kept, params, options);
  }

  private async runKept<T>(text: string, kept: Kept, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const pg = this.pg;
    await pg._checkReady();
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        try {
          if (!kept.types) {
            const parsed = await pg.execProtocol(concat([serialize.parse({ name: kept.name, text }), serialize.describe({ type: 'S', name: kept.name }), serialize.sync()]), { syncToFs: false });
            kept.types = parse.parseDescribeStatementResults(parsed.messages);
          }
          const types = kept.types;
          const values = params.map((value, index) => {
            if (value === null || value === undefined) return null;
            const serializer = options?.serializers?.[types[index]] ?? pg.serializers[types[index]];
            return serializer ? serializer(value) : String(value);
          });
          const ran = await pg.execProtocol(
            concat([serialize.bind({ statement: kept.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
            { syncToFs: false },
          );
          await pg.syncToFs();
          return parse.parseResults(ran.messages, pg.parsers, options)[0] as Results<T>;
        } catch (error) {
          // as `query` reports a failed statement: with its text and values
          if (error instanceof Error) Object.assign(error, { query: text, params, queryOptions: options });
          throw error;
        }
      }),
    );
  }
}

/** Makes `client.query` run the statements kept by `statements` named (every other one as before). */
export function useKeptStatements(client: PGlite): PgliteStatements {
  const statements = new PgliteStatements(client);
  const query = client.query.bind(client);
  client.query = (<T>(text: string, params?: unknown[], options?: QueryOptions) => statements.query<T>(text, params, options) ?? query<T>(text, params, options)) as PGlite['query'];
  byClient.set(client, statements);
  return statements;
}

/** The kept statements of a database whose client `useKeptStatements` set up, else null. */
export function keptStatementsOf(client: object | undefined): PgliteStatements | null {
  return (client && byClient.get(client)) ?? null;
}
