import type { Locale, SessionClassDetail } from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { listStudentIds } from "../users";
import { toTicketDto } from "./class-tickets.dto";
import { findClass, listTicketRows } from "./classes.repository";
import { accessToClass, toClassDtos } from "./classes-rules";

/** A class with its students; students and parents see only their own tickets in it. */
export async function getClassDetail(
  db: DbOrTx,
  user: Actor,
  id: number,
  locale: Locale = "en",
): Promise<SessionClassDetail> {
  const row = await findClass(db, id);
  if (!row) throw notFound("session_class_not_found");
  const access = await accessToClass(db, user, id);
  let studentUserIds: number[] | undefined;
  if (access === "family") {
    studentUserIds = [user.id];
    if (user.roles.includes("parent"))
      studentUserIds.push(...((await listStudentIds(db, [user.id])).get(user.id) ?? []));
  }
  const { rows } = await listTicketRows(
    db,
    { sessionClassId: id, studentUserIds },
    { limit: 1000, offset: 0 },
  );
  const [sessionClass] = await toClassDtos(db, [row], locale);
  if (!sessionClass) throw notFound("session_class_not_found");
  return { session_class: sessionClass, students: rows.map((r) => toTicketDto(r, locale)) };
}
