import { lessonScheduleEndpoints as endpoints } from "@edu/shared/lesson-schedule";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call, type EndpointBody } from "../../../lib/endpoint-client";

export const lessonScheduleKeys = {
  all: ["lesson-schedule"] as const,
  forClass: (classId: number) => ["lesson-schedule", "class", classId] as const,
};

/** GET session-classes/{id}/planned-lessons: from yesterday on (the server's default). */
export const plannedLessonsQuery = (classId: number) =>
  queryOptions({
    queryKey: lessonScheduleKeys.forClass(classId),
    queryFn: ({ signal }) =>
      call(endpoints.listSessionClassPlannedLessons, { params: { id: classId } }, { signal, overlay: false }),
  });

/** What the form sends: the shared schema's input (its defaults filled in by the server). */
export type PlannedLessonsPayload = EndpointBody<typeof endpoints.createSessionClassPlannedLesson>;

export function useAddPlannedLessons(classId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlannedLessonsPayload) =>
      call(endpoints.createSessionClassPlannedLesson, { params: { id: classId }, body }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: lessonScheduleKeys.forClass(classId) }),
  });
}

export function useUpdatePlannedLesson(classId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: EndpointBody<typeof endpoints.updatePlannedLesson> }) =>
      call(endpoints.updatePlannedLesson, { params: { id }, body }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: lessonScheduleKeys.forClass(classId) }),
  });
}

export function useDeletePlannedLesson(classId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.deletePlannedLesson, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: lessonScheduleKeys.forClass(classId) }),
  });
}
