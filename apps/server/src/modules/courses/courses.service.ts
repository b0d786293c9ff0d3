import {
  type Course,
  type CourseListQuery,
  type CreateCourseInput,
  type Locale,
  mergeTranslations,
  resolveTranslations,
  type UpdateCourseInput,
} from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import { type Actor, isStaff } from "../../http/actor";
import { conflict, fieldError, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { recordAudit } from "../audit";
import { fileUrl } from "../uploads";
import {
  type CourseWithCover,
  countSessionsOfCourse,
  deleteCourseRow,
  findCourse,
  insertCourse,
  isPublicImage,
  listCourseRows,
  lockCourse,
  updateCourseRow,
} from "./courses.repository";
import type { CourseTexts } from "./courses.table";

export function toCourseDto({ course, coverName }: CourseWithCover, locale: Locale): Course {
  const { values, missing_locales } = resolveTranslations<CourseTexts>(course.translations, locale);
  return {
    id: course.id,
    title: values.title ?? "",
    description: values.description ?? "",
    price_text: values.price_text ?? "",
    locale,
    missing_locales,
    translations: course.translations,
    category: course.category,
    season: course.season,
    show_index: course.showIndex,
    is_visible: course.isVisible,
    order: course.sortOrder,
    cover_upload_id: course.coverUploadId,
    cover_image_url:
      course.coverUploadId && coverName
        ? fileUrl({ id: course.coverUploadId, originalName: coverName })
        : null,
    created_at: course.createdAt.toISOString(),
    updated_at: course.updatedAt.toISOString(),
  };
}

/** GET courses: visitors, students, parents and teachers get visible courses only. */
export async function listCourses(
  db: DbOrTx,
  viewer: Actor | undefined,
  query: CourseListQuery,
  locale: Locale,
) {
  const { rows, total } = await listCourseRows(
    db,
    {
      showIndex: query.show_index,
      isVisible: isStaff(viewer) ? query.is_visible : true,
      category: query.category,
      season: query.season,
    },
    { limit: query.page_size, offset: (query.page - 1) * query.page_size },
  );
  return toPage(
    rows.map((row) => toCourseDto(row, locale)),
    total,
    query.page,
    query.page_size,
  );
}

export async function getCourse(db: DbOrTx, viewer: Actor | undefined, id: number, locale: Locale) {
  const row = await findCourse(db, id);
  if (!row || (!row.course.isVisible && !isStaff(viewer))) throw notFound("course_not_found");
  return toCourseDto(row, locale);
}

async function assertCover(db: DbOrTx, uploadId: number | null | undefined) {
  if (uploadId && !(await isPublicImage(db, uploadId)))
    throw fieldError("cover_upload_id", "photo_not_found");
}

const auditView = (row: {
  translations: unknown;
  category: string;
  isVisible: boolean;
  showIndex: boolean;
}) => row;

export async function createCourse(db: Database, actor: Actor, input: CreateCourseInput, locale: Locale) {
  return db.transaction(async (tx) => {
    await assertCover(tx, input.cover_upload_id);
    const row = await insertCourse(tx, {
      translations: input.translations as CourseWithCover["course"]["translations"],
      category: input.category,
      season: input.season,
      showIndex: input.show_index,
      isVisible: input.is_visible,
      sortOrder: input.order,
      coverUploadId: input.cover_upload_id,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "course.create",
      targetType: "course",
      targetId: row.id,
      after: auditView(row),
      requestId: actor.requestId,
    });
    const created = await findCourse(tx, row.id);
    if (!created) throw notFound("course_not_found");
    return toCourseDto(created, locale);
  });
}

export async function updateCourse(
  db: Database,
  actor: Actor,
  id: number,
  input: UpdateCourseInput,
  locale: Locale,
) {
  return db.transaction(async (tx) => {
    const before = await lockCourse(tx, id);
    if (!before) throw notFound("course_not_found");
    await assertCover(tx, input.cover_upload_id);
    await updateCourseRow(tx, id, {
      translations: input.translations
        ? mergeTranslations(before.translations, input.translations)
        : undefined,
      category: input.category,
      season: input.season,
      showIndex: input.show_index,
      isVisible: input.is_visible,
      sortOrder: input.order,
      coverUploadId: input.cover_upload_id,
    });
    const after = await findCourse(tx, id);
    if (!after) throw notFound("course_not_found");
    await recordAudit(tx, {
      actorId: actor.id,
      action: "course.update",
      targetType: "course",
      targetId: id,
      before: auditView(before),
      after: auditView(after.course),
      requestId: actor.requestId,
    });
    return toCourseDto(after, locale);
  });
}

/** A course with sessions is refused (409): its sessions would lose their course. */
export async function deleteCourse(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockCourse(tx, id);
    if (!before) throw notFound("course_not_found");
    if ((await countSessionsOfCourse(tx, id)) > 0) throw conflict("course_has_sessions");
    await deleteCourseRow(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "course.delete",
      targetType: "course",
      targetId: id,
      before: auditView(before),
      requestId: actor.requestId,
    });
  });
}
