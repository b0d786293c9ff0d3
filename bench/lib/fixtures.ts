import { eq, sql } from "drizzle-orm";
import { jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import Fastify, { type FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../apps/server/src/db/database";
import { queryPrepared } from "../../apps/server/src/db/prepared-text";
import { AppError } from "../../apps/server/src/http/app-error";

export const BENCH_ROWS = 10_000;

/** Bench-only table (the foundation has no business table yet); created with raw SQL. */
export const benchItems = pgTable("bench_items", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
});

export async function createBenchTable(db: Database): Promise<void> {
  await db.execute(sql`drop table if exists bench_items`);
  await db.execute(
    sql`create table bench_items (id serial primary key, name text not null, payload jsonb not null)`,
  );
  await db.execute(sql`
    insert into bench_items (name, payload)
    select 'Item ' || g, jsonb_build_object('n', g, 'level', g % 7, 'tags', jsonb_build_array('a', 'b', 'c'))
    from generate_series(1, ${BENCH_ROWS}) as g`);
  await db.execute(sql`analyze bench_items`);
}

/** The one-row read as Drizzle builds it: routes run it through Drizzle, the driver loop as raw text. */
export const selectItemById = (db: Database, id: number) =>
  db.select().from(benchItems).where(eq(benchItems.id, id));

const itemParams = z.object({ id: z.coerce.number().int().positive() });
const itemResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  payload: z.record(z.string(), z.unknown()),
});

/** A route shaped like a real one (access rule, zod params and response schema) on the built app. */
export function registerItemRoute(app: FastifyInstance, db: Database): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/bench/items/:id",
      { config: { access: "public" }, schema: { params: itemParams, response: { 200: itemResponse } } },
      async (request) => {
        const [row] = await selectItemById(db, request.params.id);
        if (!row) throw new AppError("not_found");
        return row;
      },
    );
}

/**
 * The same read as one named prepared statement (db/prepared-text.ts), as hot reads may send it: sent
 * straight to the driver (db/driver-query.ts), not through Drizzle's prepared-query object.
 */
const SELECT_ITEM_TEXT = `select "id", "name", "payload" from "bench_items" where "bench_items"."id" = $1`;

export function registerPreparedItemRoute(app: FastifyInstance, db: Database): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/bench/prepared-items/:id",
      { config: { access: "public" }, schema: { params: itemParams, response: { 200: itemResponse } } },
      async (request) => {
        const [row] = await queryPrepared<z.infer<typeof itemResponse>>(db, SELECT_ITEM_TEXT, [
          request.params.id,
        ]);
        if (!row) throw new AppError("not_found");
        return row;
      },
    );
}

/** A signed-in route without a query of its own: what the session lookup costs every signed-in request. */
export function registerSignedInStaticRoute(app: FastifyInstance): void {
  app.get("/api/bench/signed-in-static", { config: { access: "authenticated" } }, async () => ({ ok: true }));
}

/** The app's own cost without a database: a static JSON route behind every plugin and hook. */
export function registerStaticRoute(app: FastifyInstance): void {
  app.get("/api/bench/static", { config: { access: "public" } }, async () => ({ ok: true }));
}

/** The ceiling: a separate, bare Fastify instance with one JSON route. */
export async function startBareServer(): Promise<{ origin: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get("/", async () => ({ ok: true }));
  const origin = await app.listen({ host: "127.0.0.1", port: 0 });
  return { origin, close: () => app.close() };
}
