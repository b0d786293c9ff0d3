/**
 * The lesson schedule's public surface: the class page's "Schedule" tab (planned lessons of a class).
 */
export { LessonSchedulePanel } from "./components/lesson-schedule-panel";
