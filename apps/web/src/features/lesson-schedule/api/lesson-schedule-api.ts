import type {
  CreatePlannedLessonsInput,
  PlannedLesson,
  PlannedLessonList,
  UpdatePlannedLessonInput,
} from "@edu/shared/lesson-schedule";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const lessonScheduleKeys = {
  all: ["lesson-schedule"] as const,
  forClass: (classId: number) => ["lesson-schedule", "class", classId] as const,
};

/** GET session-classes/{id}/planned-lessons: from yesterday on (the server's default). */
export const plannedLessonsQuery = (classId: number) =>
  queryOptions({
    queryKey: lessonScheduleKeys.forClass(classId),
    queryFn: ({ signal }) =>
      api.get<PlannedLessonList>(`/session-classes/${classId}/planned-lessons`, { signal, overlay: false }),
  });

/** What the form sends: the shared schema's input (its defaults filled in by the server). */
export type PlannedLessonsPayload = Omit<CreatePlannedLessonsInput, "note" | "weekdays"> & {
  note?: string;
  weekdays?: number[];
};

export function useAddPlannedLessons(classId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlannedLessonsPayload) =>
      api.post<{ data: PlannedLesson[]; skipped: number }>(
        `/session-classes/${classId}/planned-lessons`,
        body,
        {
          silent: true,
        },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: lessonScheduleKeys.forClass(classId) }),
  });
}

export function useUpdatePlannedLesson(classId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdatePlannedLessonInput }) =>
      api.patch<PlannedLesson>(`/planned-lessons/${id}`, body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: lessonScheduleKeys.forClass(classId) }),
  });
}

export function useDeletePlannedLesson(classId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true }>(`/planned-lessons/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: lessonScheduleKeys.forClass(classId) }),
  });
}
