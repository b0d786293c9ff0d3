import { type Locale, resolveField, type TeachersQuery } from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import { AppError, notFound } from "../../http/app-error";
import { recordAudit } from "../audit";
import { findUserByEmail, userHasRole } from "../users";
import { findTeacherProfile, listPublicTeachers, setTeacherShowBio } from "./profiles.repository";
import { getUserOrThrow } from "./profiles-rules";

// The teacher directory and what admins read or switch on a teacher.

export async function listTeachers(db: DbOrTx, query: TeachersQuery, locale: Locale = "en") {
  const subjects = [...(query.subjects ?? []), ...(query["subjects[]"] ?? [])];
  const { rows, total } = await listPublicTeachers(db, {
    subjects,
    q: query.q || undefined,
    showBio: query.show_bio,
    page: query.page,
    pageSize: query.page_size,
  });
  return {
    data: rows.map(({ bio_translations, ...row }) => ({
      ...row,
      // the translations are public only when the bio is (show_bio)
      localized: {
        bio: row.show_bio ? resolveField(row.bio, bio_translations, "bio", locale) || null : null,
      },
    })),
    current_page: query.page,
    per_page: query.page_size,
    total,
    last_page: Math.max(1, Math.ceil(total / query.page_size)),
  };
}

/** PATCH teacher/toggle-show-bio (admin). */
export async function toggleShowBio(db: Database, actorId: number, userId: number, requestId?: string) {
  await getUserOrThrow(db, userId);
  return db.transaction(async (tx) => {
    const current = await findTeacherProfile(tx, userId);
    if (!current || !(await userHasRole(tx, userId, "teacher"))) throw notFound("not_a_teacher");
    const showBio = !current.showBio;
    await setTeacherShowBio(tx, userId, showBio);
    await recordAudit(tx, {
      actorId,
      action: "profile.teacher_show_bio",
      targetType: "user",
      targetId: userId,
      before: { show_bio: current.showBio },
      after: { show_bio: showBio },
      requestId,
    });
    return { user_id: userId, show_bio: showBio };
  });
}

/** GET teacher-application-by-email (admin/staff): the answers a teacher gave when binding. */
export async function getTeacherApplicationByEmail(db: DbOrTx, email: string) {
  const user = await findUserByEmail(db, email);
  const teacher = user ? await findTeacherProfile(db, user.id) : undefined;
  if (!user || !teacher) throw new AppError("not_found", { message: "teacher_application_not_found" });
  return {
    user_id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    college: teacher.college,
    major: teacher.major,
    graduation_year: teacher.graduationYear,
    subjects: teacher.subjects,
    application_answers: teacher.applicationAnswers,
  };
}
