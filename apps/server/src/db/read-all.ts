import { PgTransaction } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./database";

type Read = () => unknown;
type Results<R extends readonly Read[]> = { -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> };

/**
 * Independent reads: side by side on the pool (each takes a connection of its own), one after the other
 * in a transaction. A transaction is one connection, and queries queued on it in parallel are what pg
 * warns it will refuse (pg@9: "Calling client.query() when the client is already executing a query").
 */
export async function readAll<R extends readonly Read[]>(db: DbOrTx, reads: [...R]): Promise<Results<R>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<R>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<R>;
}
