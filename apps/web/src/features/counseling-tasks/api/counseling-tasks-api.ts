import { sessionClassEndpoints } from "@edu/shared";
import {
  type CounselingTaskStatus,
  type CreateCounselingSubtask,
  type CreateCounselingTask,
  type CreateMeetingLog,
  counselingTaskEndpoints as endpoints,
  type UpdateCounselingSubtask,
  type UpdateCounselingTask,
  type UpdateMeetingLog,
} from "@edu/shared/counseling-tasks";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

export const taskKeys = {
  all: ["counseling-tasks"] as const,
  tasks: (filter: TasksFilter) => ["counseling-tasks", "tasks", filter] as const,
  task: (id: number) => ["counseling-tasks", "task", id] as const,
  subtask: (id: number) => ["counseling-tasks", "subtask", id] as const,
  logs: (classId: number, page: number) => ["counseling-tasks", "logs", classId, page] as const,
  people: (classId: number) => ["counseling-tasks", "people", classId] as const,
};

/** A student's tasks (optionally in one counseling class), or a class's (every student the caller sees). */
export type TasksFilter = { student?: number; classId?: number; status?: CounselingTaskStatus };

/** A student rarely has more than a few dozen tasks: one page of 100 holds them (earliest due first). */
export const tasksQuery = (filter: TasksFilter) =>
  queryOptions({
    queryKey: taskKeys.tasks(filter),
    queryFn: ({ signal }) =>
      call(
        endpoints.listCounselingTasks,
        {
          query: {
            student_user_id: filter.student,
            session_class_id: filter.classId,
            status: filter.status,
            page: 1,
            page_size: 100,
          },
        },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

export const taskQuery = (id: number) =>
  queryOptions({
    queryKey: taskKeys.task(id),
    queryFn: ({ signal }) =>
      call(endpoints.getCounselingTask, { params: { id } }, { signal, overlay: false }),
  });

export const subtaskQuery = (id: number) =>
  queryOptions({
    queryKey: taskKeys.subtask(id),
    queryFn: ({ signal }) =>
      call(endpoints.getCounselingSubtask, { params: { id } }, { signal, overlay: false }),
  });

export const LOGS_PAGE_SIZE = 20;

export const meetingLogsQuery = (classId: number, page: number) =>
  queryOptions({
    queryKey: taskKeys.logs(classId, page),
    queryFn: ({ signal }) =>
      call(
        endpoints.listCounselingMeetingLogs,
        { query: { session_class_id: classId, page, page_size: LOGS_PAGE_SIZE } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
  });

/**
 * The counseling class with its teachers, TAs and students (GET session-classes/{id}): whom a task may be
 * assigned to and who may attend a meeting. Its students and parents read it too (their own tickets).
 */
export const classPeopleQuery = (classId: number) =>
  queryOptions({
    queryKey: taskKeys.people(classId),
    queryFn: ({ signal }) =>
      call(sessionClassEndpoints.getSessionClass, { params: { id: classId } }, { signal, overlay: false }),
    staleTime: 60_000,
  });

const quiet = { silent: true } as const;

export const createTask = (body: CreateCounselingTask) =>
  call(endpoints.createCounselingTask, { body }, quiet);
export const updateTask = (id: number, body: UpdateCounselingTask) =>
  call(endpoints.updateCounselingTask, { params: { id }, body }, quiet);
export const deleteTask = (id: number) => call(endpoints.deleteCounselingTask, { params: { id } }, quiet);

export const createSubtask = (body: CreateCounselingSubtask) =>
  call(endpoints.createCounselingSubtask, { body }, quiet);
export const updateSubtask = (id: number, body: UpdateCounselingSubtask) =>
  call(endpoints.updateCounselingSubtask, { params: { id }, body }, quiet);
export const deleteSubtask = (id: number) =>
  call(endpoints.deleteCounselingSubtask, { params: { id } }, quiet);

export const createMeetingLog = (body: CreateMeetingLog) =>
  call(endpoints.createCounselingMeetingLog, { body }, quiet);
export const updateMeetingLog = (id: number, body: UpdateMeetingLog) =>
  call(endpoints.updateCounselingMeetingLog, { params: { id }, body }, quiet);
export const deleteMeetingLog = (id: number) =>
  call(endpoints.deleteCounselingMeetingLog, { params: { id } }, quiet);
