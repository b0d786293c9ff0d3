import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { findBasicProfile, findStudentProfile } from "../profiles";

/** Phone, school and grade from a student's profile, for enrollments made without a form. */
export async function profileOf(db: DbOrTx, userId: number) {
  const [basic, student] = await readAll(db, [
    () => findBasicProfile(db, userId),
    () => findStudentProfile(db, userId),
  ]);
  return { phone: basic?.phone ?? "", school: student?.school ?? "", grade: student?.gradeLevel ?? "" };
}
