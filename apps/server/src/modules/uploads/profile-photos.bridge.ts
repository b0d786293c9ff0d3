import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { AppError } from "../../http/app-error";
import { assertCanReadUser, type TeacherStudentCheck } from "../profiles";
import { basicProfiles } from "../profiles/profiles.table";
import type { PersonalImageRule } from "./uploads.service";

/**
 * Profile photos are personal: the profiles module's own read rule ("may read the profile": self,
 * admin and staff, a parent their children, a teacher their students) decides who sees one. Which
 * students are a teacher's comes from the classes module, through ModuleDeps.
 */
export const profilePhotoRule = (isTeacherOfStudent: TeacherStudentCheck): PersonalImageRule => ({
  async subjectsOf(db: DbOrTx, uploadId: number) {
    const rows = await db
      .select({ userId: basicProfiles.userId })
      .from(basicProfiles)
      .where(eq(basicProfiles.photoUploadId, uploadId));
    return rows.map((row) => row.userId);
  },
  async mayRead(db, viewer, subjectId) {
    try {
      await assertCanReadUser(db, viewer, subjectId, isTeacherOfStudent);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.status === 403) return false;
      throw error;
    }
  },
});
