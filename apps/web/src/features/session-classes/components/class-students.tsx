import type { ClassTicket } from "@edu/shared";
import { Anchor, Button, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
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
  if (students.length === 0) return <Text>{t("students.empty")}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="sm" data-testid="class-students">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("students.name")}</Table.Th>
            <Table.Th>{t("placement.date")}</Table.Th>
            <Table.Th>{t("placement.time")}</Table.Th>
            <Table.Th>{t("placement.classroom")}</Table.Th>
            <Table.Th>{t("placement.studyRoom")}</Table.Th>
            <Table.Th>{t("placement.scoreRange")}</Table.Th>
            <Table.Th>{t("placement.ta")}</Table.Th>
            <Table.Th>{t("students.progress")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((ticket) => (
            <Table.Tr key={ticket.id}>
              <Table.Td>
                {canOpenProfiles ? (
                  <Anchor component={Link} to={`/user/${ticket.student.id}`}>
                    {personName(ticket.student)}
                  </Anchor>
                ) : (
                  personName(ticket.student)
                )}
              </Table.Td>
              <Table.Td>{ticket.date ?? "—"}</Table.Td>
              <Table.Td>{ticket.time ?? "—"}</Table.Td>
              <Table.Td>{ticket.classroom || "—"}</Table.Td>
              <Table.Td>{ticket.study_room || "—"}</Table.Td>
              <Table.Td>{ticket.score_range || "—"}</Table.Td>
              <Table.Td>{ticket.ta ? personName(ticket.ta) : "—"}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  component={Link}
                  to={`/courses/studentprogress/${ticket.student.id}`}
                  aria-label={t("students.progressNamed", { name: personName(ticket.student) })}
                >
                  {t("students.progress")}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
