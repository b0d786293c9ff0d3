// The lesson schedule: a class's dated planned lessons, the "lesson tomorrow" notice and the demo plan.

export { lessonScheduleModule } from "./lesson-schedule.manifest";
export { addPlannedLessons } from "./lesson-schedule.service";
export { plannedLessons } from "./lesson-schedule.table";
export { type LessonTomorrowOptions, runLessonTomorrowOnce } from "./lesson-tomorrow";
