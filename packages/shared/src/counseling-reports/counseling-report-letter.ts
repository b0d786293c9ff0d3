import type { Locale } from "../i18n/locales";
import { counselingReportsMessages } from "./counseling-reports.messages";
import type { ReportFacts, TaskFact } from "./counseling-reports.schemas";

type Key = keyof (typeof counselingReportsMessages)["en"];

export type ReportLetterSection = { heading: string; lines: string[] };
export type ReportLetter = {
  subject: string;
  intro: string;
  /** The facts, worded in the reader's language; a section with nothing says so. */
  sections: ReportLetterSection[];
  summaryHeading: string;
  planHeading: string;
};

/**
 * The report as a parent reads it in `locale`: the same words in the mail, the LINE message and the
 * web's preview. Only the facts are worded here; the counselor's summary and plan stay as written.
 */
export function counselingReportLetter(
  report: { student_name: string; month: string; facts: ReportFacts },
  locale: Locale,
): ReportLetter {
  const table = counselingReportsMessages[locale];
  const t = (key: Key, values: Record<string, string | number> = {}) =>
    Object.entries(values).reduce(
      (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
      table[key] as string,
    );
  const { facts } = report;
  const task = (key: Key, fact: TaskFact) =>
    t(key, { title: fact.title, date: fact.due_date ?? "", status: t(`cr_ts_${fact.status}` as Key) });
  const section = (heading: Key, lines: string[]): ReportLetterSection => ({
    heading: t(heading),
    lines: lines.length > 0 ? lines : [t("cr_none")],
  });
  return {
    subject: t("cr_subject", { student: report.student_name, month: report.month }),
    intro: t("cr_intro", { student: report.student_name, month: report.month }),
    sections: [
      section(
        "cr_h_meetings",
        facts.meetings.flatMap((meeting) => [
          t("cr_meeting", { date: meeting.date, count: meeting.attendee_count }),
          ...meeting.next_steps.map((step) => `· ${t("cr_next_step", { step })}`),
        ]),
      ),
      section("cr_h_tasks", [
        ...facts.tasks.created.map((fact) => task("cr_task_created", fact)),
        ...facts.tasks.finished.map((fact) => task("cr_task_finished", fact)),
        ...facts.tasks.due.map((fact) => task("cr_task_due", fact)),
        ...facts.tasks.overdue.map((fact) => task("cr_task_overdue", fact)),
      ]),
      section(
        "cr_h_schools",
        facts.schools.map((school) => {
          const head = t(school.change === "added" ? "cr_school_added" : "cr_school_updated", {
            school: schoolName(school, locale),
          });
          const details = [
            school.application_status &&
              t("cr_school_status", { status: t(`cr_as_${school.application_status}` as Key) }),
            school.admissions_result &&
              t("cr_school_result", { result: t(`cr_ar_${school.admissions_result}` as Key) }),
          ].filter(Boolean);
          return details.length > 0
            ? t("cr_with_details", { line: head, details: details.join(t("cr_list_sep")) })
            : head;
        }),
      ),
      section(
        "cr_h_essays",
        facts.essays.map((essay) =>
          t(essay.change === "finished" ? "cr_essay_finished" : "cr_essay_updated", {
            title: essay.title,
            words: essay.word_count,
            status: t(`cr_es_${essay.status}` as Key),
          }),
        ),
      ),
    ],
    summaryHeading: t("cr_h_summary"),
    planHeading: t("cr_h_plan"),
  };
}

/**
 * A school as the schools module names it for a reader: the default alias in the reader's Chinese, then
 * the other Chinese script's, else the English name (a Chinese reader never gets an English alias).
 */
function schoolName(school: ReportFacts["schools"][number], locale: Locale): string {
  if (locale === "en") return school.school_name;
  const other = locale === "zh-TW" ? "zh-CN" : "zh-TW";
  return school.chinese_names[locale] ?? school.chinese_names[other] ?? school.school_name;
}

/** "Sent by …" in the reader's language. */
export const reportSentBy = (locale: Locale, counselor: string) =>
  (counselingReportsMessages[locale].cr_sent_by as string).replace("{counselor}", counselor);
