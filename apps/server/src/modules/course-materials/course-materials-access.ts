import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { type Actor, isStaff } from "../../http/actor";
import { AppError, notFound } from "../../http/app-error";
import { sessionClasses, sessionClassTeachers, studentClassTickets } from "../classes";
import { parentStudents, userRoles } from "../users";
import { courseMaterialItems } from "./course-materials.table";

export type MaterialRole = "editor" | "reader";

/** Whether `userId` is a teacher/TA of the class, a student placed in it, or a linked parent of one. */
const classPeopleSql = (classId: unknown, userId: number) => sql`
  exists (select 1 from ${sessionClassTeachers} ct where ct.session_class_id = ${classId} and ct.user_id = ${userId}) as teaches,
  exists (select 1 from ${studentClassTickets} t where t.session_class_id = ${classId} and t.student_user_id = ${userId}) as placed,
  exists (select 1 from ${studentClassTickets} t join ${parentStudents} ps on ps.student_id = t.student_user_id
    where t.session_class_id = ${classId} and ps.parent_id = ${userId}) as parent`;

type PeopleRow = { teaches: boolean; placed: boolean; parent: boolean };

function roleOf(actor: Actor, row: PeopleRow): MaterialRole | null {
  if (isStaff(actor) || row.teaches) return "editor";
  if ((row.placed && actor.roles.includes("student")) || (row.parent && actor.roles.includes("parent")))
    return "reader";
  return null;
}

/**
 * Who the caller is to a class's materials: admins, staff and the class's teachers and TAs edit;
 * students placed in it and their linked parents read. No such class, or nobody the caller is to it: 404.
 */
export async function assertMaterialsRead(db: DbOrTx, actor: Actor, classId: number): Promise<MaterialRole> {
  const [row] = await queryRows<PeopleRow>(
    db,
    sql`select ${classPeopleSql(sql`${sessionClasses.id}`, actor.id)} from ${sessionClasses} where ${sessionClasses.id} = ${classId}`,
  );
  const role = row ? roleOf(actor, row) : null;
  if (!role) throw notFound();
  return role;
}

/** Readers may not write what they can already see (403); others 404 as above. */
export async function assertMaterialsWrite(db: DbOrTx, actor: Actor, classId: number): Promise<void> {
  if ((await assertMaterialsRead(db, actor, classId)) !== "editor") throw new AppError("forbidden");
}

/**
 * The uploads module's grant (GET /files/{id}): a material's file is read by the people of its class
 * (staff and the uploader are let in by uploads itself).
 */
export async function classReadsMaterialFile(db: DbOrTx, uploadId: number, userId: number): Promise<boolean> {
  const hasRoleSql = (role: string) =>
    sql`exists (select 1 from ${userRoles} ur where ur.user_id = ${userId} and ur.role = ${role})`;
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select exists (select 1 from (select ${classPeopleSql(sql`i.session_class_id`, userId)}
        from ${courseMaterialItems} i where i.upload_id = ${uploadId}) p
      where p.teaches or (p.placed and ${hasRoleSql("student")}) or (p.parent and ${hasRoleSql("parent")})) as ok`,
  );
  return Boolean(row?.ok);
}
