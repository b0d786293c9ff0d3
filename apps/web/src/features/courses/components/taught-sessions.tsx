import type { SessionClass } from "@edu/shared";
import { Alert, Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataList, type DataListColumn } from "../../../components/data-list";
import { taughtClassesQuery } from "../api/courses-api";

type TaughtSession = { id: number; title: string; classes: SessionClass[]; students: number };

/** Classes grouped by their course session, in the order the server lists the classes. */
export function groupBySession(classes: SessionClass[]): TaughtSession[] {
  const sessions = new Map<number, TaughtSession>();
  for (const item of classes) {
    const session = sessions.get(item.course_session_id) ?? {
      id: item.course_session_id,
      title: item.course_session.localized?.title ?? item.course_session.title,
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
  const columns: DataListColumn<TaughtSession>[] = [
    {
      key: "session",
      header: t("myCourses.session"),
      primary: true,
      cell: (session) => (
        <Anchor component={Link} to={`/course-sessions/${session.id}/detail`}>
          {session.title}
        </Anchor>
      ),
    },
    {
      key: "classes",
      header: t("myCourses.classes"),
      cell: (session) => (
        <Group gap="xs">
          {session.classes.map((item) => (
            <Anchor key={item.id} component={Link} to={`/session-classes/${item.id}`}>
              {item.localized?.name ?? item.name}
            </Anchor>
          ))}
        </Group>
      ),
    },
    { key: "students", header: t("myCourses.students"), cell: (session) => session.students },
  ];
  return (
    <Stack gap="sm" data-testid="taught-sessions">
      <Title order={2} size="h3">
        {t("myCourses.teaching")}
      </Title>
      {list.isError && <Alert color="red">{list.error.message}</Alert>}
      {!list.isError && (
        <DataList
          items={sessions}
          loading={list.isPending}
          columns={columns}
          rowKey={(session) => session.id}
          label={t("myCourses.teaching")}
          empty={<Text>{t("myCourses.teachingEmpty")}</Text>}
          minWidth={560}
        />
      )}
    </Stack>
  );
}
