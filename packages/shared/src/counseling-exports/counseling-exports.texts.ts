import type { Locale } from "../i18n/locales";
import { LABEL_ROWS } from "./counseling-exports.labels";
import type { ExportTarget } from "./counseling-exports.rules";

/**
 * The texts of an export (its preview, JSON and PDF), per language: field labels (`f.<field name>`),
 * section and service names, each rule's reason, each warning, the PDF's headings. Kept out of the server
 * message catalogue (MESSAGE_DOMAINS): they are a document's words, not API messages, and the web reads
 * them already resolved in the export (`label`, `reason`, `message`). Rows are [key, en, zh-CN, zh-TW], so
 * no language can miss a key. `{name}` is filled by `exportText`.
 */
const ROWS = [
  ...LABEL_ROWS,
  // Services
  ["target.common_app", "Common App", "Common App", "Common App"],
  [
    "target.coalition_app",
    "Coalition App (on Scoir)",
    "Coalition App（Scoir 平台）",
    "Coalition App（Scoir 平台）",
  ],
  ["target.california_app", "UC App", "加州大学申请（UC App）", "加州大學申請（UC App）"],
  // Sections
  ["section.profile", "Profile", "基本资料", "基本資料"],
  ["section.family", "Family", "家庭", "家庭"],
  ["section.campuses_majors", "Campuses and majors", "校区与专业", "校區與主修"],
  ["section.education", "Education", "教育背景", "教育背景"],
  ["section.testing", "Testing", "考试成绩", "考試成績"],
  ["section.activities", "Activities and awards", "活动与奖项", "活動與獎項"],
  ["section.scholarships", "Scholarships and programs", "奖学金与项目", "獎學金與計畫"],
  ["section.writing", "Writing", "写作", "寫作"],
  // Values
  ["value.yes", "Yes", "是", "是"],
  ["value.no", "No", "否", "否"],
  ["value.pair", "{label}: {value}", "{label}：{value}", "{label}：{value}"],
  // Cut reasons: one per target and rule ({limit}, {kept}, {dropped})
  [
    "reason.common_app.other_high_schools",
    "Common App takes {limit} other high schools (the most recently attended are kept): kept {kept}, left out {dropped}.",
    "Common App 只收 {limit} 所其他高中（保留最近就读的）：保留 {kept}，删去 {dropped}。",
    "Common App 只收 {limit} 所其他高中（保留最近就讀的）：保留 {kept}，刪去 {dropped}。",
  ],
  [
    "reason.common_app.colleges",
    "Common App takes {limit} colleges (the most recently attended are kept): kept {kept}, left out {dropped}.",
    "Common App 只收 {limit} 所大学（保留最近就读的）：保留 {kept}，删去 {dropped}。",
    "Common App 只收 {limit} 所大學（保留最近就讀的）：保留 {kept}，刪去 {dropped}。",
  ],
  [
    "reason.common_app.community_organizations",
    "Common App takes {limit} community organizations (the first listed are kept): kept {kept}, left out {dropped}.",
    "Common App 只收 {limit} 个社区组织（保留排在前面的）：保留 {kept}，删去 {dropped}。",
    "Common App 只收 {limit} 個社區組織（保留排在前面的）：保留 {kept}，刪去 {dropped}。",
  ],
  [
    "reason.common_app.parents",
    "Common App takes {limit} parents (the first listed are kept): kept {kept}, left out {dropped}.",
    "Common App 只收 {limit} 位父母（保留排在前面的）：保留 {kept}，删去 {dropped}。",
    "Common App 只收 {limit} 位父母（保留排在前面的）：保留 {kept}，刪去 {dropped}。",
  ],
  [
    "reason.common_app.legal_guardians",
    "Common App takes {limit} legal guardian besides the parents (the first listed is kept): kept {kept}, left out {dropped}.",
    "Common App 除父母外只收 {limit} 位法定监护人（保留排在前面的）：保留 {kept}，删去 {dropped}。",
    "Common App 除父母外只收 {limit} 位法定監護人（保留排在前面的）：保留 {kept}，刪去 {dropped}。",
  ],
  [
    "reason.common_app.first_attendance_date",
    "Common App takes the first attendance dates only (the earliest span is kept): kept {kept}, left out {dropped}.",
    "Common App 只收第一段就读期间（保留最早的）：保留 {kept}，删去 {dropped}。",
    "Common App 只收第一段就讀期間（保留最早的）：保留 {kept}，刪去 {dropped}。",
  ],
  [
    "reason.common_app.highest_duolingo",
    "Common App takes the highest Duolingo score only: kept {kept}, left out {dropped}.",
    "Common App 只收最高的多邻国成绩：保留 {kept}，删去 {dropped}。",
    "Common App 只收最高的多鄰國成績：保留 {kept}，刪去 {dropped}。",
  ],
  [
    "reason.coalition_app.siblings",
    "Coalition App takes {limit} siblings (the first listed are kept): kept {kept}, left out {dropped}.",
    "Coalition App 只收 {limit} 位兄弟姐妹（保留排在前面的）：保留 {kept}，删去 {dropped}。",
    "Coalition App 只收 {limit} 位兄弟姊妹（保留排在前面的）：保留 {kept}，刪去 {dropped}。",
  ],
  [
    "reason.coalition_app.parents_guardians",
    "Coalition App takes {limit} parents and guardians together (parents first, then guardians, as listed): kept {kept}, left out {dropped}.",
    "Coalition App 父母与监护人合计只收 {limit} 位（先父母后监护人，依排列顺序）：保留 {kept}，删去 {dropped}。",
    "Coalition App 父母與監護人合計只收 {limit} 位（先父母後監護人，依排列順序）：保留 {kept}，刪去 {dropped}。",
  ],
  [
    "reason.coalition_app.address_lines",
    "Coalition App takes {limit} address lines (the first non-empty lines are kept): kept {kept}, left out {dropped}.",
    "Coalition App 地址只收 {limit} 行（保留前面非空白的行）：保留 {kept}，删去 {dropped}。",
    "Coalition App 地址只收 {limit} 行（保留前面非空白的行）：保留 {kept}，刪去 {dropped}。",
  ],
  [
    "reason.coalition_app.languages",
    "Coalition App takes {limit} languages (the first listed are kept): kept {kept}, left out {dropped}.",
    "Coalition App 只收 {limit} 种语言（保留排在前面的）：保留 {kept}，删去 {dropped}。",
    "Coalition App 只收 {limit} 種語言（保留排在前面的）：保留 {kept}，刪去 {dropped}。",
  ],
  [
    "reason.coalition_app.citizenships",
    "Coalition App takes {limit} citizenships (the first listed are kept): kept {kept}, left out {dropped}.",
    "Coalition App 只收 {limit} 个国籍（保留排在前面的）：保留 {kept}，删去 {dropped}。",
    "Coalition App 只收 {limit} 個國籍（保留排在前面的）：保留 {kept}，刪去 {dropped}。",
  ],
  [
    "reason.coalition_app.ap_scores",
    "Coalition App takes {limit} AP scores (the highest are kept): kept {kept}, left out {dropped}.",
    "Coalition App 只收 {limit} 个 AP 成绩（保留最高分）：保留 {kept}，删去 {dropped}。",
    "Coalition App 只收 {limit} 個 AP 成績（保留最高分）：保留 {kept}，刪去 {dropped}。",
  ],
  [
    "reason.coalition_app.ib_scores",
    "Coalition App takes {limit} IB scores (the highest are kept): kept {kept}, left out {dropped}.",
    "Coalition App 只收 {limit} 个 IB 成绩（保留最高分）：保留 {kept}，删去 {dropped}。",
    "Coalition App 只收 {limit} 個 IB 成績（保留最高分）：保留 {kept}，刪去 {dropped}。",
  ],
  [
    "reason.coalition_app.english_proficiency",
    "Coalition App takes {limit} English proficiency scores across TOEFL, IELTS, PTE and Duolingo (the most recent are kept): kept {kept}, left out {dropped}.",
    "Coalition App 的 TOEFL、IELTS、PTE 与多邻国成绩合计只收 {limit} 个（保留最近的）：保留 {kept}，删去 {dropped}。",
    "Coalition App 的 TOEFL、IELTS、PTE 與多鄰國成績合計只收 {limit} 個（保留最近的）：保留 {kept}，刪去 {dropped}。",
  ],
  [
    "reason.coalition_app.sat_act_date",
    "Coalition App takes one date per SAT and ACT (the most recent sitting is kept): kept {kept}, left out {dropped}.",
    "Coalition App 的 SAT 与 ACT 各只收一个日期（保留最近一次）：保留 {kept}，删去 {dropped}。",
    "Coalition App 的 SAT 與 ACT 各只收一個日期（保留最近一次）：保留 {kept}，刪去 {dropped}。",
  ],
  [
    "reason.california_app.english_proficiency",
    "UC App takes {limit} English proficiency exam (the most recent is kept): kept {kept}, left out {dropped}.",
    "UC App 只收 {limit} 个英语能力考试（保留最近的）：保留 {kept}，删去 {dropped}。",
    "UC App 只收 {limit} 個英語能力考試（保留最近的）：保留 {kept}，刪去 {dropped}。",
  ],
  [
    "reason.california_app.one_grade_per_term",
    "UC App takes one grade per term (the last one listed for a term is kept): kept {kept}, left out {dropped}.",
    "UC App 每学期只收一个成绩（同一学期保留最后列出的）：保留 {kept}，删去 {dropped}。",
    "UC App 每學期只收一個成績（同一學期保留最後列出的）：保留 {kept}，刪去 {dropped}。",
  ],
  // Warnings: spec rule, today's form, message ({words}, {count}, {over})
  [
    "warning.common_app_additional_info.spec",
    "No word limit in the spec",
    "规格未定字数上限",
    "規格未定字數上限",
  ],
  ["warning.common_app_additional_info.today", "650 words", "650 字", "650 字"],
  [
    "warning.common_app_additional_info.message",
    "Common App's Additional Information takes up to 650 words (its own instructions; the issue said 300); this profile's has {words}.",
    "Common App 的补充资料最多 650 字（Common App 官方说明；议题写的是 300）；此档案为 {words} 字。",
    "Common App 的補充資料最多 650 字（Common App 官方說明；議題寫的是 300）；此檔案為 {words} 字。",
  ],
  ["warning.common_app_challenges.spec", "COVID-19 statement", "疫情说明", "疫情說明"],
  [
    "warning.common_app_challenges.today",
    "Challenges and Circumstances, 250 words",
    "挑战与处境（Challenges and Circumstances），250 字",
    "挑戰與處境（Challenges and Circumstances），250 字",
  ],
  [
    "warning.common_app_challenges.message",
    "Common App replaced the COVID-19 question with Challenges and Circumstances (up to 250 words): the statement goes there; this profile's has {words} words.",
    "Common App 已用「挑战与处境」（最多 250 字）取代疫情问题：此说明填入该处；此档案为 {words} 字。",
    "Common App 已用「挑戰與處境」（最多 250 字）取代疫情問題：此說明填入該處；此檔案為 {words} 字。",
  ],
  [
    "warning.coalition_scoir.spec",
    "Coalition App (spec 03 §5)",
    "Coalition App（规格 03 §5）",
    "Coalition App（規格 03 §5）",
  ],
  ["warning.coalition_scoir.today", "Coalition with Scoir", "Coalition with Scoir", "Coalition with Scoir"],
  [
    "warning.coalition_scoir.message",
    "The Coalition Application now runs on Scoir; this export keeps the spec's Coalition rules. Check the form on Scoir before submitting.",
    "Coalition 申请现已改在 Scoir 平台；此导出沿用规格的 Coalition 规则，提交前请在 Scoir 核对表单。",
    "Coalition 申請現已改在 Scoir 平台；此匯出沿用規格的 Coalition 規則，送出前請在 Scoir 核對表單。",
  ],
  [
    "warning.uc_activities.spec",
    "10 activities (profile limit)",
    "10 项活动（档案上限）",
    "10 項活動（檔案上限）",
  ],
  ["warning.uc_activities.today", "20 activities and awards", "20 项活动与奖项", "20 項活動與獎項"],
  [
    "warning.uc_activities.message",
    "UC's form takes up to 20 activities and awards; the profile keeps at most 10, so nothing is cut ({count} here) and more can be added on UC's form.",
    "UC 表单最多可填 20 项活动与奖项；档案最多 10 项，因此不会删减（此处 {count} 项），其余可在 UC 表单补填。",
    "UC 表單最多可填 20 項活動與獎項；檔案最多 10 項，因此不會刪減（此處 {count} 項），其餘可在 UC 表單補填。",
  ],
  ["warning.uc_piq.spec", "Essays: no rule", "文章：无规定", "文章：無規定"],
  [
    "warning.uc_piq.today",
    "4 of 8 personal insight questions, 350 words each",
    "8 题个人见解问题选答 4 题，每题 350 字",
    "8 題個人見解問題選答 4 題，每題 350 字",
  ],
  [
    "warning.uc_piq.message",
    "UC asks for 4 of 8 personal insight questions, up to 350 words each: this profile has {count} essays, {over} over 350 words.",
    "UC 要求从 8 题个人见解问题中选答 4 题，每题最多 350 字：此档案有 {count} 篇文章，其中 {over} 篇超过 350 字。",
    "UC 要求從 8 題個人見解問題中選答 4 題，每題最多 350 字：此檔案有 {count} 篇文章，其中 {over} 篇超過 350 字。",
  ],
  // The PDF
  ["pdf.title", "{target} export", "{target} 导出", "{target} 匯出"],
  ["pdf.student", "Student", "学生", "學生"],
  ["pdf.generated", "Generated", "产生时间", "產生時間"],
  ["pdf.field", "Field", "项目", "項目"],
  ["pdf.value", "Value", "内容", "內容"],
  ["pdf.cuts", "What the export leaves out", "导出删去的项目", "匯出刪去的項目"],
  [
    "pdf.no_cuts",
    "Nothing is cut: every item fits this service's limits.",
    "没有删减：所有项目都符合此服务的上限。",
    "沒有刪減：所有項目都符合此服務的上限。",
  ],
  ["pdf.left_out", "Left out", "删去", "刪去"],
  ["pdf.rule", "Rule", "规则", "規則"],
  ["pdf.note", "What it means here", "对此档案的影响", "對此檔案的影響"],
  ["pdf.warnings", "Where today's form differs", "与现行表单不同之处", "與現行表單不同之處"],
  ["pdf.spec_rule", "Spec", "规格", "規格"],
  ["pdf.today_rule", "Today's form", "现行表单", "現行表單"],
  ["pdf.empty_section", "Nothing filled in.", "尚未填写。", "尚未填寫。"],
  ["pdf.page", "Page {page} of {pages}", "第 {page} 页，共 {pages} 页", "第 {page} 頁，共 {pages} 頁"],
] as const satisfies readonly (readonly [string, string, string, string])[];

export type ExportTextKey = (typeof ROWS)[number][0];

const column = (index: 1 | 2 | 3) =>
  Object.fromEntries(ROWS.map((row) => [row[0], row[index]])) as Record<ExportTextKey, string>;

export const EXPORT_TEXTS: Record<Locale, Record<ExportTextKey, string>> = {
  en: column(1),
  "zh-CN": column(2),
  "zh-TW": column(3),
};

export const isExportTextKey = (key: string): key is ExportTextKey => Object.hasOwn(EXPORT_TEXTS.en, key);

/** A text in `locale` with its `{name}` placeholders filled. */
export function exportText(
  locale: Locale,
  key: ExportTextKey,
  params: Record<string, string | number> = {},
): string {
  return EXPORT_TEXTS[locale][key].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** A field's label: the table's, else the field name made readable (a field added to the profile later). */
export function exportFieldLabel(locale: Locale, field: string): string {
  const key = `f.${field}`;
  if (isExportTextKey(key)) return EXPORT_TEXTS[locale][key];
  const words = field.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Fields whose values come from an option list named differently (a course year list). */
const OPTION_LIST_OF: Record<string, string> = {
  year: "course_year",
  grades: "course_year",
  grade_levels: "course_year",
};

/** A field's value in the reader's words when it is one of an option list's codes, else as written. */
export function exportValueText(locale: Locale, field: string, value: string): string {
  const key = `o.${OPTION_LIST_OF[field] ?? field}.${value}`;
  return isExportTextKey(key) ? EXPORT_TEXTS[locale][key] : value;
}

export const exportTargetName = (locale: Locale, target: ExportTarget) =>
  EXPORT_TEXTS[locale][`target.${target}`];
