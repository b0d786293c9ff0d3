import type { CourseSession } from "@edu/shared";
import { Anchor, Badge, Table } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FeeText } from "./money-text";

/** Course sessions as rows: title (to the detail), course, city, dates, fee, state. */
export function SessionsTable({ sessions }: { sessions: CourseSession[] }) {
  const { t } = useTranslation("courses");
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="sm" data-testid="sessions-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("session.title")}</Table.Th>
            <Table.Th>{t("session.course")}</Table.Th>
            <Table.Th>{t("session.city")}</Table.Th>
            <Table.Th>{t("session.dates")}</Table.Th>
            <Table.Th>{t("session.fee")}</Table.Th>
            <Table.Th>{t("session.classCount")}</Table.Th>
            <Table.Th>{t("session.state")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sessions.map((session) => (
            <Table.Tr key={session.id}>
              <Table.Td>
                <Anchor component={Link} to={`/course-sessions/${session.id}/detail`}>
                  {session.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{session.course?.title ?? "—"}</Table.Td>
              <Table.Td>{session.is_online ? t("session.online") : session.city || "—"}</Table.Td>
              <Table.Td>
                {session.start_date || session.end_date
                  ? `${session.start_date ?? "…"} – ${session.end_date ?? "…"}`
                  : "—"}
              </Table.Td>
              <Table.Td>
                <FeeText fee={session.fee} currency={session.currency} />
              </Table.Td>
              <Table.Td>{session.class_count}</Table.Td>
              <Table.Td>
                <Badge
                  color={session.active ? "teal" : "gray"}
                  variant="outline"
                  c={`${session.active ? "teal" : "gray"}.9`}
                >
                  {session.active ? t("session.activeYes") : t("session.activeNo")}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
