import type { FieldTranslations, SessionClassTextField } from "@edu/shared";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { sessionClasses } from "../classes";
import { users } from "../users";
import { greetMeetings } from "./greet-meetings.table";

export type GreetMeetingRow = typeof greetMeetings.$inferSelect;
export type NewGreetMeeting = typeof greetMeetings.$inferInsert;
export type GreetMeetingWithRefs = {
  meeting: GreetMeetingRow;
  startedAtLocal: string | null;
  cls: {
    id: number;
    name: string;
    address: string;
    translations: FieldTranslations<SessionClassTextField> | null;
  };
};

function meetingQuery(db: DbOrTx) {
  return db
    .select({
      meeting: greetMeetings,
      startedAtLocal: sql<
        string | null
      >`to_char(${greetMeetings.startedAt} at time zone ${greetMeetings.timezone}, 'YYYY-MM-DD HH24:MI:SS')`,
      cls: {
        id: sessionClasses.id,
        name: sessionClasses.name,
        address: sessionClasses.address,
        translations: sessionClasses.translations,
      },
    })
    .from(greetMeetings)
    .innerJoin(sessionClasses, eq(sessionClasses.id, greetMeetings.sessionClassId));
}

export async function findGreetMeeting(db: DbOrTx, id: number): Promise<GreetMeetingWithRefs | undefined> {
  const [row] = await meetingQuery(db).where(eq(greetMeetings.id, id));
  return row;
}

export async function lockGreetMeeting(db: DbOrTx, id: number): Promise<GreetMeetingRow | undefined> {
  const [row] = await db.select().from(greetMeetings).where(eq(greetMeetings.id, id)).for("update");
  return row;
}

export async function listGreetMeetingRows(
  db: DbOrTx,
  where: SQL | undefined,
): Promise<GreetMeetingWithRefs[]> {
  return meetingQuery(db)
    .where(where)
    .orderBy(sql`${greetMeetings.startedAt} asc nulls last`, asc(greetMeetings.id))
    .limit(500);
}

export async function insertGreetMeeting(db: DbOrTx, values: NewGreetMeeting): Promise<GreetMeetingRow> {
  const [row] = await db.insert(greetMeetings).values(values).returning();
  if (!row) throw new Error("greet meeting insert returned nothing");
  return row;
}

export async function updateGreetMeetingRow(db: DbOrTx, id: number, values: Partial<NewGreetMeeting>) {
  await db
    .update(greetMeetings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(greetMeetings.id, id));
}

export async function deleteGreetMeetingRow(db: DbOrTx, id: number) {
  await db.delete(greetMeetings).where(eq(greetMeetings.id, id));
}

export async function markMailed(db: DbOrTx, ids: number[]) {
  if (ids.length > 0)
    await db.update(greetMeetings).set({ mailedAt: new Date() }).where(inArray(greetMeetings.id, ids));
}

export async function findPeople(db: DbOrTx, ids: number[]) {
  if (ids.length === 0)
    return new Map<number, { id: number; username: string; firstName: string; lastName: string }>();
  const rows = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(inArray(users.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}
