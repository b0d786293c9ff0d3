/**
 * The lessons feature's public surface: its workspace navigation entries. The class page's lesson-log
 * and attendance views are pages of their own (/session-classes/{classId}/lesson-logs and /attendance),
 * so the session-classes tabs link there instead of importing them into the shell's chunk.
 */
export { lessonsNav } from "./nav";
