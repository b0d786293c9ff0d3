import type { ClassTicket } from "@edu/shared";
import { Anchor, Button, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataList, type DataListColumn } from "../../../components/data-list";
import { personName } from "../api/session-classes-api";

/**
 * The students tab: the placed tickets with their placement fields, each with a link to the student's
 * course progress (whoever sees the row may open it: staff, the class's teachers, the student and parents).
 */
export function ClassStudents({
  students,
  canOpenProfiles,
}: {
  students: ClassTicket[];
  canOpenProfiles: boolean;
}) {
  const { t } = useTranslation("session-classes");
  const dash = (value: string | null | undefined) => value || "—";
  const columns: DataListColumn<ClassTicket>[] = [
    {
      key: "name",
      header: t("students.name"),
      primary: true,
      cell: (ticket) =>
        canOpenProfiles ? (
          <Anchor component={Link} to={`/user/${ticket.student.id}`}>
            {personName(ticket.student)}
          </Anchor>
        ) : (
          personName(ticket.student)
        ),
    },
    { key: "date", header: t("placement.date"), cell: (ticket) => dash(ticket.date) },
    { key: "time", header: t("placement.time"), cell: (ticket) => dash(ticket.time) },
    { key: "classroom", header: t("placement.classroom"), cell: (ticket) => dash(ticket.classroom) },
    { key: "study_room", header: t("placement.studyRoom"), cell: (ticket) => dash(ticket.study_room) },
    { key: "score_range", header: t("placement.scoreRange"), cell: (ticket) => dash(ticket.score_range) },
    { key: "ta", header: t("placement.ta"), cell: (ticket) => (ticket.ta ? personName(ticket.ta) : "—") },
    {
      key: "progress",
      header: t("students.progress"),
      actions: true,
      cell: (ticket) => (
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={`/courses/studentprogress/${ticket.student.id}`}
          aria-label={t("students.progressNamed", { name: personName(ticket.student) })}
        >
          {t("students.progress")}
        </Button>
      ),
    },
  ];
  return (
    <DataList
      items={students}
      columns={columns}
      rowKey={(ticket) => ticket.id}
      label={t("fields.students")}
      testId="class-students"
      empty={<Text>{t("students.empty")}</Text>}
      minWidth={720}
    />
  );
}
