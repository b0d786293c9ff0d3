import type { DemoSeed } from "./seed";
import { demoAccountsSeed } from "./steps/demo-accounts";
import { demoBillingProofSeed, demoBillingSeed } from "./steps/demo-billing";
import { demoContentSeed } from "./steps/demo-content";
import { demoCoursesSeed } from "./steps/demo-courses";
import { demoEnrollmentSeed } from "./steps/demo-enrollment";
import { demoLessonScheduleSeed } from "./steps/demo-lesson-schedule";
import { demoLessonsSeed } from "./steps/demo-lessons";
import { demoMailCenterSeed } from "./steps/demo-mail-center";
import { demoPayrollSeed } from "./steps/demo-payroll";
import { demoTodosSeed } from "./steps/demo-todos";

export { type DemoSeed, runSeeds, type SeedContext } from "./seed";
export { DEMO_USERS } from "./steps/demo-accounts";

/**
 * Demo data steps in the order they run; each module adds its own (accounts, courses, …). A new
 * step is a file in steps/ exporting a `DemoSeed`, imported and listed here after the steps whose data it
 * reads. It calls the modules' services (through their index.ts) as the demo admin
 * (`demoPeople`, steps/demo-people.ts) and finds rows by natural keys — usernames, short names,
 * class names — never by id; dates come from steps/demo-calendar.ts. A step's name is recorded in
 * `seed_runs` once it ran: rename it only to run it again on existing databases.
 */
export const DEMO_SEEDS: readonly DemoSeed[] = [
  demoAccountsSeed,
  demoCoursesSeed,
  demoContentSeed,
  demoEnrollmentSeed,
  demoLessonsSeed,
  demoLessonScheduleSeed,
  demoBillingSeed,
  demoBillingProofSeed,
  demoPayrollSeed,
  demoTodosSeed,
  demoMailCenterSeed,
];
