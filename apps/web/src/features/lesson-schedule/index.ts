/**
 * The lesson schedule's public surface: the class page's "Schedule" tab (planned lessons of a class) and the
 * "subscribe to my calendar" card (also on the profile page).
 */
export { CalendarSubscription } from "./components/calendar-subscription";
export { LessonSchedulePanel } from "./components/lesson-schedule-panel";
