import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { linkParentStudents, parentStudents } from "../users";
import { parentLinkRequests } from "./family-links.table";

export type LinkRequestRow = typeof parentLinkRequests.$inferSelect;

const open = () => gt(parentLinkRequests.expiresAt, sql`now()`);

/** Confirmed links only: `parent_students` never holds an unconfirmed pair. */
export async function isLinkedParent(db: DbOrTx, parentId: number, studentId: number): Promise<boolean> {
  const [row] = await db
    .select({ parentId: parentStudents.parentId })
    .from(parentStudents)
    .where(and(eq(parentStudents.parentId, parentId), eq(parentStudents.studentId, studentId)));
  return Boolean(row);
}

/** Inserts confirmed pairs (an existing pair stays as it is); answers the students newly linked. */
export async function insertLinks(db: DbOrTx, parentId: number, studentIds: number[]): Promise<number[]> {
  // The pairs are the users module's table: it writes them.
  return linkParentStudents(db, parentId, studentIds);
}

export async function deleteRequestsForPairs(db: DbOrTx, parentId: number, studentIds: number[]) {
  if (studentIds.length === 0) return;
  await db
    .delete(parentLinkRequests)
    .where(and(eq(parentLinkRequests.parentId, parentId), inArray(parentLinkRequests.studentId, studentIds)));
}

/** Expired requests of these pairs: they no longer block a new request. */
export async function deleteExpiredRequests(db: DbOrTx, parentId: number, studentIds: number[]) {
  if (studentIds.length === 0) return;
  await db
    .delete(parentLinkRequests)
    .where(
      and(
        eq(parentLinkRequests.parentId, parentId),
        inArray(parentLinkRequests.studentId, studentIds),
        lte(parentLinkRequests.expiresAt, sql`now()`),
      ),
    );
}

export async function findOpenRequestStudentIds(
  db: DbOrTx,
  parentId: number,
  studentIds: number[],
): Promise<number[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .select({ studentId: parentLinkRequests.studentId })
    .from(parentLinkRequests)
    .where(
      and(
        eq(parentLinkRequests.parentId, parentId),
        inArray(parentLinkRequests.studentId, studentIds),
        open(),
      ),
    );
  return rows.map((row) => row.studentId);
}

export async function countOpenRequests(db: DbOrTx, parentId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(parentLinkRequests)
    .where(and(eq(parentLinkRequests.parentId, parentId), open()));
  return Number(row?.n ?? 0);
}

export async function insertRequest(
  db: DbOrTx,
  values: Pick<LinkRequestRow, "parentId" | "studentId" | "via" | "tokenHash" | "expiresAt">,
): Promise<LinkRequestRow> {
  const [row] = await db.insert(parentLinkRequests).values(values).returning();
  if (!row) throw new Error("link request insert returned no row");
  return row;
}

/** FOR UPDATE: two people answering one request at once — the second finds it gone. */
export async function lockRequestById(db: DbOrTx, id: number): Promise<LinkRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(parentLinkRequests)
    .where(and(eq(parentLinkRequests.id, id), open()))
    .for("update");
  return row;
}

/** By token hash, expired or not (an expired link gets its own message). */
export async function lockRequestByTokenHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<LinkRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(parentLinkRequests)
    .where(eq(parentLinkRequests.tokenHash, tokenHash))
    .for("update");
  return row;
}

export async function deleteRequest(db: DbOrTx, id: number): Promise<void> {
  await db.delete(parentLinkRequests).where(eq(parentLinkRequests.id, id));
}

export type RequestViewRow = {
  id: number;
  via: "bind-parent" | "link-student";
  parent_id: number;
  parent_username: string;
  parent_first_name: string;
  parent_last_name: string;
  parent_email: string | null;
  student_id: number;
  student_email: string | null;
  student_first_name: string;
  student_last_name: string;
  student_username: string;
  created_at: Date | string;
  expires_at: Date | string;
  /** The viewer is the student or a parent already linked to the student. */
  viewer_decides: boolean;
  total: number;
};

/** Whether the viewer decides request `r`: they are its student, or a parent linked to its student. */
const decidesSql = (viewerId: number) =>
  sql`(r.student_id = ${viewerId} or exists (select 1 from ${parentStudents} ps
    where ps.parent_id = ${viewerId} and ps.student_id = r.student_id))`;

/**
 * Open requests the viewer may see: those they asked for, those for them (the student), those for a
 * student they are a confirmed parent of, and (`everything`, admins) all of them. Newest first.
 */
export async function listRequestViews(
  db: DbOrTx,
  viewerId: number,
  options: { everything: boolean; ids?: number[]; page: number; pageSize: number },
): Promise<RequestViewRow[]> {
  const decides = decidesSql(viewerId);
  const visible = options.everything ? sql`true` : sql`(r.parent_id = ${viewerId} or ${decides})`;
  const only =
    options.ids === undefined
      ? sql`true`
      : options.ids.length
        ? sql`r.id in (${sql.join(
            options.ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`;
  return queryRows<RequestViewRow>(
    db,
    sql`select r.id, r.via, r.parent_id, p.username as parent_username, p.first_name as parent_first_name,
          p.last_name as parent_last_name, p.email::text as parent_email,
          r.student_id, s.email::text as student_email, s.first_name as student_first_name,
          s.last_name as student_last_name, s.username as student_username,
          r.created_at, r.expires_at, ${decides} as viewer_decides, count(*) over ()::int as total
        from ${parentLinkRequests} r
        join users p on p.id = r.parent_id
        join users s on s.id = r.student_id
        where r.expires_at > now() and ${visible} and ${only}
        order by r.created_at desc, r.id desc
        limit ${options.pageSize} offset ${(options.page - 1) * options.pageSize}`,
  );
}

/**
 * The open requests of the viewer's list, counted: those waiting for their answer (`can_confirm`: not
 * their own, and they decide it or `everything` — an admin) and those they made (`is_mine`).
 */
export async function countRequestViews(
  db: DbOrTx,
  viewerId: number,
  options: { everything: boolean },
): Promise<{ toAnswer: number; askedByMe: number }> {
  const decides = options.everything ? sql`true` : decidesSql(viewerId);
  const [row] = await queryRows<{ to_answer: number; asked_by_me: number }>(
    db,
    sql`select count(*) filter (where r.parent_id <> ${viewerId} and ${decides})::int as to_answer,
          count(*) filter (where r.parent_id = ${viewerId})::int as asked_by_me
        from ${parentLinkRequests} r
        where r.expires_at > now()`,
  );
  return { toAnswer: Number(row?.to_answer ?? 0), askedByMe: Number(row?.asked_by_me ?? 0) };
}
