import {
  type BillPerson,
  formatName,
  type Locale,
  lessonHours,
  lessonPrice,
  pagedList,
  type UnbilledItem,
  type UnbilledLessonLog,
  type UnbilledTree,
  type UnpaidUsersQuery,
} from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { notFound } from "../../http/app-error";
import {
  countUnbilledLessonLogs,
  type EnrollmentCandidate,
  familyStudentIds,
  familyStudentIdsOfParents,
  findEnrollments,
  findLessonLogs,
  findPeople,
  type LessonLogCandidate,
  type PersonRow,
  parentsOfStudent,
  unpaidParentIds,
} from "./bill-candidates.repository";
import { classNameIn } from "./bill-class-names";

/** A name as people of its script write it (the shared rule: 王 + 小明 → 王小明; Xiaoming + Wang → Xiaoming Wang). */
export function personName(first: string, last: string): string {
  return formatName({ first_name: first, last_name: last });
}

export const personDto = (row: PersonRow): BillPerson => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
});

/** A lesson's class named in the reader's language. */
const classTitleIn = (log: LessonLogCandidate, locale: Locale) =>
  classNameIn({ name: log.classTitle, translations: log.classTranslations }, locale);

export function lessonLogDto(log: LessonLogCandidate, locale: Locale = "en"): UnbilledLessonLog {
  return {
    lesson_log_id: log.id,
    teaching_log_id: log.teachingLogId,
    session_class_id: log.sessionClassId,
    class_title: classTitleIn(log, locale),
    student_user_id: log.studentUserId,
    student_name: personName(log.studentFirstName, log.studentLastName),
    teacher_name: personName(log.teacherFirstName, log.teacherLastName),
    started_at: log.startedAt.toISOString(),
    duration_minutes: log.durationMinutes,
    attendance_status: log.attendanceStatus,
    fee: log.fee,
    fee_currency: log.feeCurrency,
    full_hour: lessonHours(log.durationMinutes),
    price: lessonPrice(log.fee, log.durationMinutes, log.feeCurrency),
  };
}

export const enrollmentKey = (id: number) => `enrollment:${id}`;
export const lessonKey = (classId: number, studentId: number, currency: string) =>
  `lesson:${classId}:${studentId}:${currency}`;

/**
 * The selection tree: one item per enrollment, one lesson item per (class, student, currency)
 * holding its logs. Prices are the server's (fee × hours, rounded once per log).
 */
export function buildItems(
  enrollments: readonly EnrollmentCandidate[],
  logs: readonly LessonLogCandidate[],
  names: ReadonlyMap<number, PersonRow>,
  locale: Locale = "en",
): UnbilledItem[] {
  const nameOf = (id: number) => {
    const row = names.get(id);
    return row ? personName(row.firstName, row.lastName) : "";
  };
  const items: UnbilledItem[] = enrollments.map((e) => ({
    key: enrollmentKey(e.id),
    type: "enrollment",
    id: e.id,
    user_id: e.studentUserId,
    student_name: nameOf(e.studentUserId),
    title: e.title,
    price: e.fee,
    price_currency: e.currency,
    lesson_logs: [],
  }));
  const lessonItems = new Map<string, UnbilledItem>();
  for (const log of logs) {
    const key = lessonKey(log.sessionClassId, log.studentUserId, log.feeCurrency);
    let item = lessonItems.get(key);
    if (!item) {
      item = {
        key,
        type: "lesson",
        id: log.sessionClassId,
        user_id: log.studentUserId,
        student_name: personName(log.studentFirstName, log.studentLastName),
        title: classTitleIn(log, locale),
        price: 0,
        price_currency: log.feeCurrency,
        lesson_logs: [],
      };
      lessonItems.set(key, item);
    }
    const dto = lessonLogDto(log, locale);
    item.lesson_logs.push(dto);
    item.price += dto.price;
  }
  return [...items, ...lessonItems.values()];
}

async function treeFor(
  db: DbOrTx,
  parentId: number | null,
  studentIds: number[],
  locale: Locale,
): Promise<UnbilledTree> {
  const [enrollments, logs] = await readAll(db, [
    () => findEnrollments(db, { studentIds, unbilledOnly: true }),
    () => findLessonLogs(db, { studentIds, unbilledOnly: true }),
  ]);
  const people = await findPeople(db, [...studentIds, ...(parentId ? [parentId] : [])]);
  const parent = parentId ? people.get(parentId) : undefined;
  return {
    parent: parent ? personDto(parent) : null,
    students: studentIds.flatMap((id) => {
      const row = people.get(id);
      return row ? [personDto(row)] : [];
    }),
    items: buildItems(enrollments, logs, people, locale),
  };
}

/** GET order/{id}/children/unpaid: a parent's children's unbilled enrollments and lessons. */
export async function unbilledTreeOfParent(
  db: DbOrTx,
  parentId: number,
  /** The reader's language: classes are named in it. */
  locale: Locale = "en",
): Promise<{ data: UnbilledTree }> {
  const people = await findPeople(db, [parentId]);
  if (!people.has(parentId)) throw notFound("order_parent_not_found");
  return { data: await treeFor(db, parentId, await familyStudentIds(db, parentId), locale) };
}

/**
 * GET order/unpaid/{studentId}: one student's unbilled items; the parent is the one asked for
 * (when of the family), else the student's first linked parent.
 */
export async function unbilledTreeOfStudent(
  db: DbOrTx,
  studentId: number,
  parentId?: number,
  locale: Locale = "en",
): Promise<{ data: UnbilledTree }> {
  const people = await findPeople(db, [studentId]);
  if (!people.has(studentId)) throw notFound("not_found");
  const parents = await parentsOfStudent(db, studentId);
  const parent = parentId !== undefined && parents.includes(parentId) ? parentId : (parents[0] ?? null);
  return { data: await treeFor(db, parent, [studentId], locale) };
}

/** GET order/users/unpaid and …/unpaid-without-tag: parents with unbilled items, pages of 50. */
export async function listUnpaidParents(db: DbOrTx, query: UnpaidUsersQuery, withoutTag = false) {
  const { ids, total } = await unpaidParentIds(db, {
    q: query.q,
    tagId: withoutTag ? undefined : query.tag_id,
    withoutTag,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const familyOf = await familyStudentIdsOfParents(db, ids);
  const families = ids.map((id) => [id, familyOf.get(id) ?? []] as const);
  const allStudents = [...new Set(families.flatMap(([, students]) => students))];
  const [people, enrollments, logCounts] = await readAll(db, [
    () => findPeople(db, [...ids, ...allStudents]),
    () => findEnrollments(db, { studentIds: allStudents, unbilledOnly: true }),
    () => countUnbilledLessonLogs(db, allStudents),
  ]);
  const data = families.flatMap(([parentId, students]) => {
    const parent = people.get(parentId);
    if (!parent) return [];
    const own = new Set(students);
    return [
      {
        parent: personDto(parent),
        students: students.flatMap((id) => {
          const row = people.get(id);
          return row ? [personDto(row)] : [];
        }),
        enrollment_count: enrollments.filter((e) => own.has(e.studentUserId)).length,
        lesson_log_count: [...own].reduce((sum, id) => sum + (logCounts.get(id) ?? 0), 0),
      },
    ];
  });
  return pagedList(data, total, query.page, query.page_size);
}
