/**
 * Named statements on PGlite (issue 41): a statement the back end runs again is parsed, analysed and
 * (where PostgreSQL finds it as cheap) planned once, as node-postgres's named statements are on a
 * server.
 *
 * PGlite's `query` sends each statement unnamed (Parse, Describe, Bind, Describe, Execute, Sync), so
 * PostgreSQL parsed and planned it on every call, and drizzle's pglite driver does not pass a
 * prepared query's name on. Here a text seen a second time is parsed once under a name of its own
 * with PGlite's protocol API (`execProtocol`, its `protocol.serialize` and `parse.parseResults`);
 * each call then sends Bind, Describe, Execute and Sync to that name. Values are serialised and rows
 * parsed as `query` does (the same serializers and parsers, the caller's `rowMode` and `parsers`),
 * inside the same locks (a transaction on the database waits, as for `query`), and the files are
 * synced after it as after `query`. PostgreSQL's `plan_cache_mode` stays `auto`: it keeps a generic
 * plan only where that is as cheap as planning each call (the search overview keeps being planned per
 * call: docs/performance.md). A transaction's statements run on the transaction, unnamed, as before.
 *
 * At most MAX_KEPT texts are kept (PostgreSQL keeps a named statement for the session; the back end
 * runs a few hundred different texts at most); texts seen once are counted among at most MAX_SEEN.
 *
 * A kept statement's reply is read by node-postgres's own protocol parser (pg-protocol) from the raw
 * bytes (`execProtocolRawStream`): PGlite's parser copies every field of every row into an
 * ArrayBuffer of its own before decoding it, the largest part of the rows' cost (a page's images with
 * their renditions: half the CPU of the statement). The messages are the same (pg-protocol is what
 * PGlite's parser was made from) and go through PGlite's `parseResults` as before. A reply that holds
 * an error or a notice is read again by PGlite's parser, so a failure is PGlite's own DatabaseError.
 * A text that may notify (`pg_notify`, the content version's bump) keeps PGlite's reading, which
 * hands its notifications to `listen`.
 */
import { messages as pgliteMessages, parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { Parser as ReplyParser } from 'pg-protocol/dist/parser';
import type { BackendMessage } from 'pg-protocol/dist/messages';

/** What `query` itself uses of PGlite and this module needs too (its base class's members). */
interface PgliteInternals {
  serializers: Record<number, ((value: unknown) => string) | undefined>;
  parsers: Record<number, (value: string, type: number) => unknown>;
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T>;
  syncToFs(): Promise<void>;
}

const MAX_KEPT = 300;
const MAX_SEEN = 2_000;

interface Kept {
  name: string;
  /** the parameters' types, once PostgreSQL has parsed the statement */
  types: number[] | null;
  /** its replies read from the raw bytes (no NOTIFY in its text) */
  raw: boolean;
}

/** Replies that need PGlite's own reading: a failure (its DatabaseError), a notice, a notification. */
const NOT_PLAIN = new Set(['error', 'notice', 'notification']);

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

/** what `parseResults` takes: parsers by type id */
type Parsers = Parameters<typeof parse.parseResults>[1];

export class PgliteStatements {
  private readonly kept = new Map<string, Kept>();
  /**
   * PGlite's parsers with a caller's laid over them, per caller's object. `parseResults` spreads
   * PGlite's 318 parsers and the caller's into a new object on every call that brings its own, and
   * drizzle always does (its dates and intervals stay text): a fifth of the CPU of a small read. A
   * prepared statement brings the same object every time, so its map is made once; the caller's
   * are own properties over PGlite's as prototype, which `parseResults` reads as it read the copy.
   */
  private readonly merged = new WeakMap<object, Parsers>();
  /** texts run once so far, not kept (yet) */
  private readonly seen = new Set<string>();
  private readonly pg: PGlite & PgliteInternals;

  constructor(client: PGlite) {
    this.pg = client as PGlite & PgliteInternals;
  }

  /** How many texts run named. */
  get size(): number {
    return this.kept.size;
  }

  /** Runs `text` as `query` would, named from its second call on; null: let `query` run it. */
  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> | null {
    if (options?.blob || options?.paramTypes) return null;
    const kept = this.kept.get(text) ?? this.keepOnSecondCall(text);
    return kept ? this.runKept<T>(text, kept, params, options) : null;
  }

  private keepOnSecondCall(text: string): Kept | null {
    if (!this.seen.has(text)) {
      if (this.seen.size >= MAX_SEEN) this.seen.clear();
      this.seen.add(text);
      return null;
    }
    if (this.kept.size >= MAX_KEPT) return null;
    this.seen.delete(text);
    const kept = { name: `kept_${this.kept.size + 1}`, types: null, raw: !/notify/i.test(text) };
    this.kept.set(text, kept);
    return kept;
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
          const run = concat([serialize.bind({ statement: kept.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]);
          const replies = kept.raw ? await this.exchangeRaw(run) : (await pg.execProtocol(run, { syncToFs: false })).messages;
          await pg.syncToFs();
          const own = options?.parsers;
          return parse.parseResults(replies as Parameters<typeof parse.parseResults>[0], own ? this.parsersWith(own) : (pg.parsers as Parsers), own ? { ...options, parsers: undefined } : options)[0] as Results<T>;
        } catch (error) {
          // as `query` reports a failed statement: with its text and values
          if (error instanceof Error) Object.assign(error, { query: text, params, queryOptions: options });
          throw error;
        }
      }),
    );
  }

  private parsersWith(own: NonNullable<QueryOptions['parsers']>): Parsers {
    let parsers = this.merged.get(own);
    if (!parsers) this.merged.set(own, (parsers = Object.assign(Object.create(this.pg.parsers) as Parsers, own)));
    return parsers;
  }

  /** PGlite's `execProtocol` without its parse of the reply: the raw bytes read by pg-protocol. */
  private async exchangeRaw(message: Uint8Array): Promise<unknown[]> {
    const chunks: Buffer[] = [];
    // each chunk is a view of PGlite's memory, valid only during the call: copied
    await this.pg.execProtocolRawStream(message, { syncToFs: false, onRawData: (data) => void chunks.push(Buffer.from(data)) });
    const reply = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    const replies: BackendMessage[] = [];
    new ReplyParser().parse(reply, (reply) => replies.push(reply));
    if (!replies.some((reply) => NOT_PLAIN.has(reply.name))) return replies;
    return pgliteReplies(reply);
  }
}

/** The reply as PGlite's `execProtocol` reads it: its messages, and its first failure thrown. */
function pgliteReplies(reply: Uint8Array): unknown[] {
  const replies: unknown[] = [];
  let failure: unknown = null;
  new protocol.Parser().parse(reply, (message) => {
    if (message instanceof pgliteMessages.DatabaseError) failure ??= message;
    else replies.push(message);
  });
  if (failure) throw failure;
  return replies;
}

/** Makes `client.query` run the texts it runs again as named statements (./pgliteStatements.ts). */
export function useNamedStatements(client: PGlite): PgliteStatements {
  const statements = new PgliteStatements(client);
  const query = client.query.bind(client);
  client.query = (<T>(text: string, params?: unknown[], options?: QueryOptions) => statements.query<T>(text, params, options) ?? query<T>(text, params, options)) as PGlite['query'];
  return statements;
}
