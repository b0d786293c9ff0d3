export { runCounselingTaskDueOnce } from "./counseling-task-due";
export { counselingTasksModule } from "./counseling-tasks.manifest";
export { counselingMeetingLogs, counselingSubtasks, counselingTasks } from "./counseling-tasks.table";
export { assertClassRead, assertClassWrite, type ClassRole } from "./counseling-tasks-access";
