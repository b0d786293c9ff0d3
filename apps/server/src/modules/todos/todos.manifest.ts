import type { ModuleManifest } from "../../module-manifest";
import { linePushQueue } from "../line";
import { demoTodosSeed } from "./demo-todos.seed";
import { runSystemTodosOnce } from "./system-todos";
import { todosRoutes } from "./todos.routes";
import { runTodoRemindersOnce } from "./todos.service";

export const todosModule: ModuleManifest = {
  name: "todos",
  routes: [todosRoutes],
  scheduledJobs: ({ deps }) => [
    // Reminders are due to the minute (spec 02 §3 to-do).
    {
      name: "todo-reminders",
      everyMs: 30_000,
      run: (now) =>
        runTodoRemindersOnce(deps.db, now, {
          publicUrl: deps.config.PUBLIC_URL,
          pushLine: linePushQueue(deps.config),
        }),
    },
    // What needs a person (a proof to verify, a bill problem…) opens a to-do; done causes close theirs.
    {
      name: "system-todos",
      everyMs: 5 * 60_000,
      run: (now) => runSystemTodosOnce(deps.db, now, { timeZone: deps.config.SCHOOL_TIME_ZONE }),
    },
  ],
  demoSeeds: [demoTodosSeed],
};
