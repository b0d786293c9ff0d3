// The lesson schedule: a class's dated planned lessons, the "lesson tomorrow" notice and the demo plan.
export { lessonScheduleRoutes } from "./lesson-schedule.routes";
export { addPlannedLessons } from "./lesson-schedule.service";
export { plannedLessons } from "./lesson-schedule.table";
export { type LessonTomorrowOptions, runLessonTomorrowOnce } from "./lesson-tomorrow";
