import type { ModuleManifest } from "../../module-manifest";
import { runCounselingTaskDueOnce } from "./counseling-task-due";
import { counselingTaskRoutes } from "./counseling-tasks.routes";
import { demoCounselingTasksSeed } from "./demo-counseling-tasks.seed";

/** A counseling student's tasks and subtasks, and a counseling class's meeting logs (spec 03 §2, §4). */
export const counselingTasksModule: ModuleManifest = {
  name: "counseling-tasks",
  routes: [counselingTaskRoutes],
  scheduledJobs: ({ deps }) => [
    // Due dates are school calendar days: a task open on its day opens its counselor's to-do once.
    {
      name: "counseling-task-due",
      everyMs: 15 * 60_000,
      run: (now) => runCounselingTaskDueOnce(deps.db, now, { timeZone: deps.config.SCHOOL_TIME_ZONE }),
    },
  ],
  demoSeeds: [demoCounselingTasksSeed],
};
