import { accountsMessages } from "../accounts/accounts.messages";
import { balanceMessages } from "../balance/balance.messages";
import { billPaymentsMessages } from "../billing/bill-payments.messages";
import { billVoidMessages } from "../billing/bill-void.messages";
import { billingMessages } from "../billing/billing.messages";
import { classesMessages } from "../classes/classes.messages";
import { contactMessages } from "../contact/contact.messages";
import { contentMessages } from "../content/content.messages";
import { counselingAccountsMessages } from "../counseling-accounts/counseling-accounts.messages";
import { counselingEssaysMessages } from "../counseling-essays/counseling-essays.messages";
import { counselingExportsMessages } from "../counseling-exports/counseling-exports.messages";
import { counselingProfileMessages } from "../counseling-profile/counseling-profile.messages";
import { counselingReportsMessages } from "../counseling-reports/counseling-reports.messages";
import { counselingSchoolsMessages } from "../counseling-schools/counseling-schools.messages";
import { counselingTasksMessages } from "../counseling-tasks/counseling-tasks.messages";
import { counselingWorkspaceMessages } from "../counseling-workspace/counseling-workspace.messages";
import { courseMaterialsMessages } from "../course-materials/course-materials.messages";
import { coursesMessages } from "../courses/courses.messages";
import { enrollmentMessages } from "../enrollment/enrollment.messages";
import { exchangeRatesMessages } from "../exchange-rates/exchange-rates.messages";
import { faqMessages } from "../faq/faq.messages";
import { feedbackMessages } from "../feedback/feedback.messages";
import { lessonScheduleMessages } from "../lesson-schedule/lesson-schedule.messages";
import { lessonsMessages } from "../lessons/lessons.messages";
import { lineMessages } from "../line/line.messages";
import { mailCenterMessages } from "../mail-center/mail-center.messages";
import { moneyMessages } from "../money/money.messages";
import { payrollMessages } from "../payroll/payroll.messages";
import { practicesMessages } from "../practices/practices.messages";
import { profilesMessages } from "../profiles/profiles.messages";
import { receivablesMessages } from "../receivables/receivables.messages";
import { schoolsMessages } from "../schools/schools.messages";
import { shortLinksMessages } from "../short-links/short-links.messages";
import { tagsMessages } from "../tags/tags.messages";
import { teacherContractsMessages } from "../teacher-contracts/teacher-contracts.messages";
import { testAssignmentsMessages } from "../test-assignments/test-assignments.messages";
import { testEngineMessages } from "../test-engine/test-engine.messages";
import { todosMessages } from "../todos/todos.messages";
import { toeflMessages } from "../toefl/toefl.messages";
import { uploadsMessages } from "../uploads/uploads.messages";
import { usersMessages } from "../users/users.messages";
import { vocabularyMessages } from "../vocabulary/vocabulary.messages";
import { generalMessages } from "./general.messages";
import type { MessageTable } from "./message-table";

/**
 * Every domain's server messages. A new domain: create `<domain>/<domain>.messages.ts` with
 * `defineMessages({ en, "zh-CN", "zh-TW" })`, import it above and add one line below. A key may be
 * declared by one domain only: a duplicate fails type-checking in messages.ts (and its test).
 */
export const MESSAGE_DOMAINS = {
  general: generalMessages,
  accounts: accountsMessages,
  balance: balanceMessages,
  billing: billingMessages,
  billPayments: billPaymentsMessages,
  billVoid: billVoidMessages,
  classes: classesMessages,
  contact: contactMessages,
  content: contentMessages,
  counselingAccounts: counselingAccountsMessages,
  counselingEssays: counselingEssaysMessages,
  counselingExports: counselingExportsMessages,
  counselingReports: counselingReportsMessages,
  counselingSchools: counselingSchoolsMessages,
  counselingTasks: counselingTasksMessages,
  counselingWorkspace: counselingWorkspaceMessages,
  courses: coursesMessages,
  enrollment: enrollmentMessages,
  exchangeRates: exchangeRatesMessages,
  faq: faqMessages,
  feedback: feedbackMessages,
  todos: todosMessages,
  lessons: lessonsMessages,
  lessonSchedule: lessonScheduleMessages,
  line: lineMessages,
  mailCenter: mailCenterMessages,
  money: moneyMessages,
  payroll: payrollMessages,
  profiles: profilesMessages,
  receivables: receivablesMessages,
  schools: schoolsMessages,
  counselingProfile: counselingProfileMessages,
  shortLinks: shortLinksMessages,
  tags: tagsMessages,
  teacherContracts: teacherContractsMessages,
  testEngine: testEngineMessages,
  toefl: toeflMessages,
  uploads: uploadsMessages,
  users: usersMessages,
  courseMaterials: courseMaterialsMessages,
  vocabulary: vocabularyMessages,
  testAssignments: testAssignmentsMessages,
  practices: practicesMessages,
} as const satisfies Record<string, MessageTable>;
