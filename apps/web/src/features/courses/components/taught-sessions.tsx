import type { SessionClass } from "@edu/shared";
import { Alert, Anchor, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { taughtClassesQuery } from "../api/courses-api";

type TaughtSession = { id: number; title: string; classes: SessionClass[]; students: number };

/** Classes grouped by their course session, in the order the server lists the classes. */
export function groupBySession(classes: SessionClass[]): TaughtSession[] {
  const sessions = new Map<number, TaughtSession>();
  for (const item of classes) {
    const session = sessions.get(item.course_session_id) ?? {
      id: item.course_session_id,
      title: item.course_session.title,
      classes: [],
      students: 0,
    };
    session.classes.push(item);
    session.students += item.student_count;
    sessions.set(session.id, session);
  }
  return [...sessions.values()];
}

/** /my-courses for a teacher: the course sessions of the current classes they teach (or assist in). */
export function TaughtSessions() {
  const { t } = useTranslation("courses");
  const list = useQuery(taughtClassesQuery());
  const sessions = groupBySession(list.data?.data ?? []);
  return (
    <Stack gap="sm" data-testid="taught-sessions">
      <Title order={2} size="h3">
        {t("myCourses.teaching")}
      </Title>
      {list.isPending && <PageLoader />}
      {list.isError && <Alert color="red">{list.error.message}</Alert>}
      {list.data && sessions.length === 0 && <Text>{t("myCourses.teachingEmpty")}</Text>}
      {sessions.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("myCourses.session")}</Table.Th>
                <Table.Th>{t("myCourses.classes")}</Table.Th>
                <Table.Th>{t("myCourses.students")}</Table.Th>
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
                  <Table.Td>
                    <Group gap="xs">
                      {session.classes.map((item) => (
                        <Anchor key={item.id} component={Link} to={`/session-classes/${item.id}`}>
                          {item.name}
                        </Anchor>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>{session.students}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
