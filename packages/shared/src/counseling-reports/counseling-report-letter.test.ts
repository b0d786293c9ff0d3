import { describe, expect, it } from "vitest";
import { ESSAY_STATUSES } from "../counseling-essays/counseling-essays.constants";
import { ADMISSIONS_RESULTS, APPLICATION_STATUSES } from "../counseling-schools/counseling-schools.constants";
import { COUNSELING_TASK_STATUSES } from "../counseling-tasks/counseling-tasks.constants";
import { LOCALES } from "../i18n/locales";
import { counselingReportLetter } from "./counseling-report-letter";
import type { ReportFacts } from "./counseling-reports.schemas";

/** One fact of every status and result, so a value without words shows up as "undefined". */
const EVERY: ReportFacts = {
  meetings: [{ id: 1, date: "2026-09-03", attendee_count: 3, next_steps: ["Pick safeties"] }],
  tasks: {
    created: COUNSELING_TASK_STATUSES.map((status, id) => ({
      id,
      title: "T",
      status,
      due_date: "2026-09-20",
    })),
    finished: [],
    due: [],
    overdue: [],
  },
  schools: APPLICATION_STATUSES.map((status, id) => ({
    id,
    school_id: id,
    school_name: "Yale University",
    chinese_names: { "zh-TW": "耶魯大學" },
    change: "updated" as const,
    category: "reach" as const,
    application_status: status,
    admissions_result: ADMISSIONS_RESULTS[id % ADMISSIONS_RESULTS.length] ?? null,
  })),
  essays: ESSAY_STATUSES.map((status, id) => ({
    id,
    title: "Why us",
    status,
    word_count: 10,
    change: "updated" as const,
  })),
};

describe("counselingReportLetter", () => {
  it.each(LOCALES)("words every status and result in %s", (locale) => {
    const letter = counselingReportLetter({ student_name: "黃宇恩", month: "2026-09", facts: EVERY }, locale);
    const text = [letter.subject, letter.intro, ...letter.sections.flatMap((s) => [s.heading, ...s.lines])];
    expect(text.join("\n")).not.toMatch(/undefined|\{[a-z]+\}/);
    expect(letter.sections).toHaveLength(4);
  });

  it("names schools in the reader's Chinese and says when a month had nothing", () => {
    const empty: ReportFacts = { ...EVERY, meetings: [], essays: [] };
    const tw = counselingReportLetter({ student_name: "黃宇恩", month: "2026-09", facts: empty }, "zh-TW");
    expect(tw.sections[2]?.lines[0]).toBe("已更新：耶魯大學（申請：未開始，結果：錄取）");
    expect(tw.sections[0]?.lines).toEqual(["本月沒有紀錄。"]);
    const en = counselingReportLetter({ student_name: "Ethan", month: "2026-09", facts: empty }, "en");
    expect(en.sections[2]?.lines[0]).toBe(
      "Updated: Yale University (application: not started, result: admitted)",
    );
  });
});
