import { displayName, type Locale, type MessageKey, translateMessage } from "@edu/shared";
import {
  APPLICATIONS_CSV_MAX_ROWS,
  type ApplicationsQuery,
  type CollectedSchool,
} from "@edu/shared/counseling-schools";
import { sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { addDays, schoolToday } from "../../school-calendar";
import { counseledByActor, editableBy } from "./collected-access";
import { NEXT_DEADLINE, ORDER_BY_DEADLINE, readCollected } from "./collected-read.repository";
import { filterSql, pageOf } from "./collected-read.service";
import { toCollectedSchool } from "./collected-view";

const STUDENT = sql`cs.student_user_id`;

/** The applying rows of the students the caller counsels (super-admin: every student), filtered. */
function applicationsWhere(actor: Actor, query: ApplicationsQuery, today: string) {
  const where = [counseledByActor(actor, STUDENT), sql`cs.is_applying`, ...filterSql(query)];
  if (query.deadline_within_days !== undefined)
    where.push(
      sql`${NEXT_DEADLINE} between ${today}::date and ${addDays(today, query.deadline_within_days)}::date`,
    );
  return sql.join(where, sql` and `);
}

/**
 * GET counseling-applications: every applying student's applications the caller counsels, soonest
 * deadline first (the earlier of the internal and the school's deadline).
 */
export async function listApplications(
  db: DbOrTx,
  config: Pick<Config, "SCHOOL_TIME_ZONE">,
  actor: Actor,
  query: ApplicationsQuery,
  locale: Locale,
) {
  const today = schoolToday(new Date(), config.SCHOOL_TIME_ZONE);
  const where = applicationsWhere(actor, query, today);
  const readsDeadline = query.deadline_within_days !== undefined;
  return pageOf(db, actor, where, locale, query, ORDER_BY_DEADLINE, readsDeadline);
}

/**
 * One CSV cell: a text a spreadsheet would run as a formula (= + - @, or a leading tab or carriage
 * return) gets a leading apostrophe; quotes, commas and line breaks are quoted (RFC 4180). As the web's
 * AdminList export (components/data-list/csv.ts).
 */
export function csvCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const label = (locale: Locale, prefix: string, value: string | null) =>
  value ? translateMessage(locale, `${prefix}${value}` as MessageKey) : "";

const COLUMNS: ReadonlyArray<[MessageKey, (row: CollectedSchool, locale: Locale) => string | null]> = [
  ["cs_csv_student", (row) => displayName(row.student)],
  ["cs_csv_school", (row) => row.school.name],
  ["cs_csv_school_en", (row) => row.school.name_en],
  ["cs_csv_category", (row, locale) => label(locale, "cs_category_", row.category)],
  ["cs_csv_plan", (row, locale) => label(locale, "cs_plan_", row.decision_plan)],
  ["cs_csv_application_type", (row, locale) => label(locale, "cs_type_", row.application_type)],
  ["cs_csv_portal", (row, locale) => label(locale, "cs_portal_", row.application_portal)],
  ["cs_csv_status", (row, locale) => label(locale, "cs_status_", row.application_status)],
  ["cs_csv_result", (row, locale) => label(locale, "cs_result_", row.admissions_result)],
  [
    "cs_csv_school_deadline",
    (row, locale) =>
      row.school_deadline
        ? row.school_deadline.estimated
          ? `${row.school_deadline.date} ${translateMessage(locale, "cs_csv_estimated").replace("{year}", row.school_deadline.fact_year)}`
          : row.school_deadline.date
        : null,
  ],
  ["cs_csv_internal_deadline", (row) => row.internal_deadline],
  ["cs_csv_submitted", (row) => row.application_submission_date],
  ["cs_csv_financial_submitted", (row) => row.financial_submission_date],
];

/** The applications list as CSV in the reader's language: BOM (Excel reads UTF-8), CRLF, formula-safe. */
export async function applicationsCsv(
  db: DbOrTx,
  config: Pick<Config, "SCHOOL_TIME_ZONE">,
  actor: Actor,
  query: ApplicationsQuery,
  locale: Locale,
): Promise<string> {
  const today = schoolToday(new Date(), config.SCHOOL_TIME_ZONE);
  const rows = await readCollected(db, {
    where: applicationsWhere(actor, query, today),
    canEdit: editableBy(actor, STUDENT),
    locale,
    orderBy: ORDER_BY_DEADLINE,
    window: { limit: APPLICATIONS_CSV_MAX_ROWS, offset: 0 },
  });
  const lines = [
    COLUMNS.map(([key]) => csvCell(translateMessage(locale, key))).join(","),
    ...rows.map((row) => {
      const item = toCollectedSchool(row, locale);
      return COLUMNS.map(([, value]) => csvCell(value(item, locale))).join(",");
    }),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
