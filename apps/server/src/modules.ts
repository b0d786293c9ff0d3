import type { ModuleManifest } from "./module-manifest";
import { accountsModule } from "./modules/accounts";
import { analysisModule } from "./modules/analysis";
import { auditModule } from "./modules/audit";
import { balanceModule } from "./modules/balance";
import { billingModule } from "./modules/billing";
import { captchaModule } from "./modules/captcha";
import { classesModule } from "./modules/classes";
import { contactModule } from "./modules/contact";
import { contentModule } from "./modules/content";
import { counselingAccountsModule } from "./modules/counseling-accounts";
import { counselingEssaysModule } from "./modules/counseling-essays";
import { counselingExportsModule } from "./modules/counseling-exports";
import { counselingProfileModule } from "./modules/counseling-profile";
import { counselingReportsModule } from "./modules/counseling-reports";
import { counselingSchoolsModule } from "./modules/counseling-schools";
import { counselingTasksModule } from "./modules/counseling-tasks";
import { counselingWorkspaceModule } from "./modules/counseling-workspace";
import { courseMaterialsModule } from "./modules/course-materials";
import { coursesModule } from "./modules/courses";
import { enrollmentModule } from "./modules/enrollment";
import { exchangeRatesModule } from "./modules/exchange-rates";
import { familyLinksModule } from "./modules/family-links";
import { faqModule } from "./modules/faq";
import { feedbackModule } from "./modules/feedback";
import { geoModule } from "./modules/geo";
import { healthModule } from "./modules/health";
import { homeModule } from "./modules/home";
import { lessonScheduleModule } from "./modules/lesson-schedule";
import { lessonsModule } from "./modules/lessons";
import { lineModule } from "./modules/line";
import { mailCenterModule } from "./modules/mail-center";
import { payrollModule } from "./modules/payroll";
import { practicesModule } from "./modules/practices";
import { profilesModule } from "./modules/profiles";
import { receivablesModule } from "./modules/receivables";
import { relationsModule } from "./modules/relations";
import { schoolsModule } from "./modules/schools";
import { sessionsModule } from "./modules/sessions";
import { shortLinksModule } from "./modules/short-links";
import { storiesModule } from "./modules/stories";
import { tagsModule } from "./modules/tags";
import { teacherContractsModule } from "./modules/teacher-contracts";
import { testAssignmentsModule } from "./modules/test-assignments";
import { testEngineModule } from "./modules/test-engine";
import { todosModule } from "./modules/todos";
import { toeflModule } from "./modules/toefl";
import { uploadsModule } from "./modules/uploads";
import { usersModule } from "./modules/users";
import { vocabularyModule } from "./modules/vocabulary";
import { demoSiteContent } from "./seed/demo-site-content";

/**
 * Every module of the product, one line each: app.ts registers their routes, main.ts starts their
 * scheduled jobs, jobs/job-handlers.ts merges their job handlers and the demo seed runs their
 * `demoSeeds` in this order (a step after the steps whose data it reads). Otherwise a module comes
 * after the modules it imports (todos and mail-center sit late for their demo steps). A module's
 * tables need no line: drizzle-kit finds every `*.table.ts`.
 */
export const MODULES: readonly ModuleManifest[] = [
  healthModule,
  geoModule,
  captchaModule,
  auditModule,
  sessionsModule,
  usersModule,
  tagsModule,
  familyLinksModule,
  profilesModule,
  uploadsModule,
  lineModule,
  accountsModule,
  teacherContractsModule,
  coursesModule,
  classesModule,
  relationsModule,
  demoSiteContent,
  contentModule,
  faqModule,
  storiesModule,
  contactModule,
  feedbackModule,
  shortLinksModule,
  enrollmentModule,
  lessonsModule,
  lessonScheduleModule,
  exchangeRatesModule,
  receivablesModule,
  balanceModule,
  billingModule,
  payrollModule,
  todosModule,
  mailCenterModule,
  homeModule,
  schoolsModule,
  counselingProfileModule,
  counselingAccountsModule,
  counselingExportsModule,
  counselingSchoolsModule,
  counselingEssaysModule,
  counselingTasksModule,
  counselingReportsModule,
  counselingWorkspaceModule,
  testEngineModule,
  courseMaterialsModule,
  vocabularyModule,
  testAssignmentsModule,
  practicesModule,
  analysisModule,
  toeflModule,
];
