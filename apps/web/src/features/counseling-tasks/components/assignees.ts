import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { displayName } from "../../../lib/person-name";
import { classPeopleQuery } from "../api/counseling-tasks-api";

type Person = { id: number; name: string };

/**
 * Whom a task may be assigned to (the server's rule): the student, or a teacher or TA of the task's
 * counseling class. Without a known class only the student (and whoever is assigned now) is offered.
 */
export function useAssigneeOptions(
  classId: number | null | undefined,
  student: Person,
  current?: Person | null,
) {
  const { t } = useTranslation("counseling-tasks");
  const people = useQuery({ ...classPeopleQuery(classId ?? 0), enabled: classId != null });
  const found = new Map<number, string>([[student.id, t("assignee.student", { name: student.name })]]);
  const klass = people.data?.session_class;
  for (const person of [...(klass?.teachers ?? []), ...(klass?.tas ?? [])])
    if (!found.has(person.id)) found.set(person.id, t("assignee.counselor", { name: displayName(person) }));
  if (current && !found.has(current.id)) found.set(current.id, current.name);
  return [...found].map(([id, label]) => ({ value: String(id), label }));
}

/** Who may attend a meeting of the class: its teachers, TAs and students (by name). */
export function useClassPeople(classId: number, enabled: boolean) {
  const people = useQuery({ ...classPeopleQuery(classId), enabled });
  const klass = people.data?.session_class;
  const found = new Map<number, string>();
  for (const person of [
    ...(klass?.teachers ?? []),
    ...(klass?.tas ?? []),
    ...(people.data?.students ?? []).map((ticket) => ticket.student),
  ])
    if (!found.has(person.id)) found.set(person.id, displayName(person));
  return {
    loading: people.isPending && enabled,
    options: [...found].map(([id, label]) => ({ value: String(id), label })),
  };
}
