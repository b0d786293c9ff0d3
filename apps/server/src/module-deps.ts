import type { Locale } from "@edu/shared";
import type { Config } from "./config";
import type { Database, DatabaseKind, DbOrTx } from "./db/database";
import type { IsFamilyOrder, SettleBillAfterDeposit } from "./modules/balance";
import type { CaptchaVerifier } from "./modules/captcha";
import type { TeacherStudentCheck } from "./modules/profiles";
import type { FileReadGrant } from "./modules/uploads";

/**
 * Rules a lower module needs but a higher one owns (importing it would close a cycle). The lower
 * module names the point (its type); the owner's manifest `contributes` it; app.ts, main.ts and
 * jobs/job-handlers.ts collect the contributions from modules.ts (`collectExtensions`).
 */
export type Extensions = {
  /** profiles and uploads ask, classes answers: whether a teacher teaches a student (who reads a profile). */
  isTeacherOfStudent: TeacherStudentCheck;
  /** uploads asks: who else may read a private file, e.g. a teacher their own contract's document. */
  fileReadGrants: readonly FileReadGrant[];
  /** balance asks, billing answers: a deposit may name only a bill its parent may read. */
  isFamilyOrder: IsFamilyOrder;
  /** balance asks, billing answers: pay the bill a credited deposit names, from that credit (a job). */
  settleOrderFromDeposit: SettleBillAfterDeposit;
  /** lessons asks (its calendar feeds), counseling-workspace answers (application deadlines): all-day events. */
  calendarExtraEvents: readonly CalendarExtraEvents[];
  /** test-engine asks (who may start a form that is not public), test-assignments answers: assigned or admitted. */
  testFormStartGrants: readonly TestFormStartGrant[];
};

/** Whether `userId` may start (and read) form `formId` now, though it is not public (a list: any one grants). */
export type TestFormStartGrant = (
  db: DbOrTx,
  ask: { userId: number; formId: number; now: Date },
) => Promise<boolean>;

/** An all-day event a module adds to a calendar feed: a stable uid, the school day, a title in the feed's language. */
export type CalendarAllDayEvent = { uid: string; date: string; summary: string };
/** The all-day events one module adds to the feed of `userId` (read on every request, from `today` back 180 days on). */
export type CalendarExtraEvents = (
  db: DbOrTx,
  feed: { userId: number; lang: Locale; since: string },
) => Promise<CalendarAllDayEvent[]>;

/** What every domain module's routes plugin receives, its only option: `{ deps }`. */
export type ModuleDeps = Extensions & {
  db: Database;
  databaseKind: DatabaseKind;
  config: Config;
  verifyCaptcha: CaptchaVerifier;
};
