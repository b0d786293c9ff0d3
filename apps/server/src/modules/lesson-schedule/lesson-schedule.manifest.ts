import type { ModuleManifest } from "../../module-manifest";
import { linePushQueue } from "../line";
import { demoLessonScheduleSeed } from "./demo-lesson-schedule.seed";
import { lessonScheduleRoutes } from "./lesson-schedule.routes";
import { runLessonTomorrowOnce } from "./lesson-tomorrow";

export const lessonScheduleModule: ModuleManifest = {
  name: "lesson-schedule",
  routes: [lessonScheduleRoutes],
  scheduledJobs: ({ deps }) => [
    // "Lesson tomorrow": each planned lesson once, from 18:00 of the day before in its zone (lesson-tomorrow.ts).
    {
      name: "lesson-tomorrow",
      everyMs: 5 * 60_000,
      run: (now) =>
        runLessonTomorrowOnce(deps.db, now, {
          publicUrl: deps.config.PUBLIC_URL,
          pushLine: linePushQueue(deps.config),
        }),
    },
  ],
  demoSeeds: [demoLessonScheduleSeed],
};
