import type { HomeSummary } from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import type { Actor } from "../../http/actor";
import { studentsToPlace } from "./classes.bridge";
import { contractsToSign, unreadEnrollments } from "./enrollment.bridge";
import { linkRequests } from "./family-links.bridge";
import { unfinishedLessonLogs, unfinishedProgressReports } from "./lessons.bridge";
import { outboxWaiting } from "./outbox.bridge";

const none = Promise.resolve(null);

/**
 * GET home/summary: every count the caller's home page shows, in one request. Each
 * count is the owning module's (through a bridge), counted in SQL, and null when that module's list
 * would refuse the caller; the counts a home does not show for the caller's roles (contracts for
 * someone who is neither parent nor student, a teacher's prompts for a non-teacher) are not counted.
 */
export async function homeSummary(
  db: DbOrTx,
  actor: Actor,
  options: { smtpConfigured: boolean },
): Promise<HomeSummary> {
  // The roles the caller holds, not hasRole (for which a super-admin holds every role): an admin's home shows
  // no family or teacher counts unless they are also a parent, student or teacher.
  const holds = (role: Actor["roles"][number]) => actor.roles.includes(role);
  const family = holds("parent") || holds("student");
  const teacher = holds("teacher");
  const [unread, toPlace, outbox, contracts, links, reports, logs] = await readAll(db, [
    () => unreadEnrollments(db, actor),
    () => studentsToPlace(db, actor),
    () => outboxWaiting(db, actor, options.smtpConfigured),
    () => (family ? contractsToSign(db, actor) : none),
    () => linkRequests(db, actor),
    () => (teacher ? unfinishedProgressReports(db, actor) : none),
    () => (teacher ? unfinishedLessonLogs(db, actor) : none),
  ]);
  // In the schema's key order: the answer is serialized without zod's copy (http/response-serializer.ts).
  return {
    unread_enrollments: unread,
    students_to_place: toPlace,
    outbox,
    contracts_to_sign: contracts,
    parent_link_requests: links,
    unfinished_progress_reports: reports,
    unfinished_lesson_logs: logs,
  };
}
