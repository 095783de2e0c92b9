import { type PGlite, parse, protocol } from '@electric-sql/pglite';

// Named statements on PGlite, planned once (issue 30). PGlite's `query` sends an unnamed statement each time:
// PostgreSQL parses, analyses and plans it again on every call, in WebAssembly on the server's one thread, and
// the call crosses into PGlite five times (parse, describe, bind, describe, execute). A hot statement with a name
// is parsed and described once per database (as PostgreSQL does per connection for the `pg` driver's named
// queries); each call is then one message batch (bind, describe, execute, sync), and after five calls
// PostgreSQL's plan cache may keep one generic plan (plan_cache_mode auto) and stop planning it at all.
//
// This speaks PostgreSQL's wire protocol through PGlite's public `execProtocol`, with PGlite's own serializers
// and row parsers, so a named statement answers exactly what the unnamed one would. It takes PGlite's locks as
// its `query` does: the transaction lock outside a transaction (so it waits for a running one), the query lock
// always.

const { serialize } = protocol;

/** What PGlite keeps per database and does not type: its locks, and its serializers by type oid. */
type PGliteInternals = PGlite & {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  serializers: Record<number, (value: unknown) => string>;
};

/** Per database: each name's text and its parameters' types, once PostgreSQL has parsed it. */
const statements = new WeakMap<PGlite, Map<string, { text: string; paramTypes: number[] }>>();

/** Runs a named statement's batch; PostgreSQL skips to the sync after an error, which is then thrown. */
async function run(pg: PGlite, batch: Uint8Array[], inTransaction: boolean) {
  // Outside a transaction the change is written through to PGlite's files, as its `query` does.
  const { messages } = await pg.execProtocol(Buffer.concat(batch), { syncToFs: !inTransaction });
  return messages;
}

async function describe(pg: PGlite, name: string, text: string, inTransaction: boolean) {
  let known = statements.get(pg);
  if (!known) {
    known = new Map();
    statements.set(pg, known);
  }
  const statement = known.get(name);
  if (statement) return statement;
  const messages = await run(
    pg,
    [serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()],
    inTransaction,
  );
  const described = { text, paramTypes: parse.parseDescribeStatementResults(messages) };
  known.set(name, described);
  return described;
}

/** The rows of the statement named `name` (parsed the first time), with `params` bound. */
export function queryPrepared<T>(
  pg: PGlite,
  name: string,
  text: string,
  params: unknown[],
  inTransaction: boolean,
): Promise<T[]> {
  // A programming error, not the database's: thrown as it is (not a 503).
  const known = statements.get(pg)?.get(name);
  if (known && known.text !== text) throw new Error(`The prepared statement ${name} has another text`);
  const internals = pg as PGliteInternals;
  const work = async () => {
    const { paramTypes } = await describe(pg, name, text, inTransaction);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = internals.serializers[paramTypes[index] as number];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await run(
      pg,
      [
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ],
      inTransaction,
    );
    const [result] = parse.parseResults(messages, internals.parsers);
    return (result?.rows ?? []) as T[];
  };
  const exclusive = () => internals._runExclusiveQuery(work);
  return inTransaction ? exclusive() : internals._runExclusiveTransaction(exclusive);
}
