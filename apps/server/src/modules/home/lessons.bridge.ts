import type { HomeSummary } from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { countUnfinishedLessonLogs, unfinishedProgressReportsFor } from "../lessons";

/** The caller's progress reports due versus written (the lessons module's rule; null for others). */
export const unfinishedProgressReports = (
  db: DbOrTx,
  actor: Actor,
): Promise<HomeSummary["unfinished_progress_reports"]> => unfinishedProgressReportsFor(db, actor);

/** The caller's own lessons of the last days with no content (the lessons module's rule; null for others). */
export const unfinishedLessonLogs = (
  db: DbOrTx,
  actor: Actor,
): Promise<HomeSummary["unfinished_lesson_logs"]> => countUnfinishedLessonLogs(db, actor);
