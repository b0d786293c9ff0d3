import type { ClassOverviewStudent } from "@edu/shared/counseling-workspace";
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { DeadlineText } from "./deadline-text";
import { SchoolChart } from "./school-chart";

/** One part of the overview: a heading, its content and a link to the tab where the work is done. */
function Part({
  title,
  to,
  more,
  wide = false,
  children,
}: {
  title: string;
  to: string;
  more: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} style={wide ? { gridColumn: "1 / -1" } : undefined}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Anchor component={Link} to={to} size="sm">
            {more}
          </Anchor>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * One student's progress in a counseling class: next deadlines, open tasks, essays, the school list by
 * category and result, the last meeting and report — each part leading to its tab (`base` and `search` as
 * the workspace tabs have them).
 */
export function StudentOverview({
  data,
  base,
  search,
}: {
  data: ClassOverviewStudent;
  base: string;
  search: string;
}) {
  const { t } = useTranslation("counseling-workspace");
  const tab = (name: string) => `${base}/${name}${search}`;
  const { essays, schools } = data;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Part title={t("detail.deadlines")} to={tab("colleges")} more={t("detail.toColleges")}>
        {data.next_deadlines.length === 0 ? (
          <Text size="sm">{t("detail.noDeadlines")}</Text>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: "none" }}
            data-testid="next-deadlines"
          >
            {data.next_deadlines.map((deadline) => (
              <li key={`${deadline.collected_school_id}-${deadline.kind}-${deadline.date}`}>
                <DeadlineText
                  deadline={deadline}
                  href={`${base}/collected/colleges/${deadline.collected_school_id}${search}`}
                />
              </li>
            ))}
          </Stack>
        )}
      </Part>
      <Part title={t("detail.tasks")} to={tab("tasks")} more={t("detail.toTasks")}>
        <Text size="sm">
          {t("detail.tasksCount", { count: data.open_tasks_total })}
          {data.overdue_tasks_total > 0 &&
            ` · ${t("portal.overdueTasks", { count: data.overdue_tasks_total })}`}
        </Text>
        {data.open_tasks.length === 0 ? (
          <Text size="sm">{t("detail.noTasks")}</Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }} data-testid="open-tasks">
            {data.open_tasks.map((task) => (
              <li key={task.id}>
                <Group gap={6} wrap="wrap">
                  <Text span fw={600}>
                    {task.title}
                  </Text>
                  <Text span size="sm" c="gray.7">
                    {t(`taskStatus.${task.status}`)}
                  </Text>
                  <Text span size="sm">
                    {task.due_date ? t("detail.due", { date: formatDate(task.due_date) }) : t("detail.noDue")}
                  </Text>
                  {task.overdue === 1 && (
                    <Badge color="red" variant="light" size="sm">
                      {t("detail.overdue")}
                    </Badge>
                  )}
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Part>
      <Part title={t("detail.essays")} to={tab("essays")} more={t("detail.toEssays")}>
        {essays.not_started + essays.in_progress + essays.finished === 0 ? (
          <Text size="sm">{t("detail.noEssays")}</Text>
        ) : (
          <Group gap="lg" wrap="wrap">
            {(["not_started", "in_progress", "finished"] as const).map((state) => (
              <Text key={state} size="sm">
                {t(`essayState.${state}`)}: <strong>{essays[state]}</strong>
              </Text>
            ))}
          </Group>
        )}
      </Part>
      <Part title={t("detail.meetingsReports")} to={tab("meetingLogs")} more={t("detail.toMeetings")}>
        <Text size="sm">
          {data.last_meeting
            ? t("detail.lastMeeting", { date: formatDate(data.last_meeting.meeting_date) })
            : t("detail.noMeeting")}
        </Text>
        <Text size="sm">
          {data.last_report ? (
            <Anchor component={Link} to={tab("reports")}>
              {data.last_report.sent_at
                ? t("detail.lastReportSent", {
                    month: data.last_report.month,
                    date: formatDateTime(data.last_report.sent_at),
                  })
                : t("detail.lastReportDraft", { month: data.last_report.month })}
            </Anchor>
          ) : (
            t("detail.noReport")
          )}
        </Text>
      </Part>
      <Part title={t("detail.schools")} to={tab("colleges")} more={t("detail.toColleges")} wide>
        {schools.total === 0 ? (
          <Text size="sm">{t("detail.noSchools")}</Text>
        ) : (
          <>
            <Text size="sm">
              {t("detail.schoolsCount", { count: schools.total, applying: schools.applying })}
            </Text>
            <SchoolChart summary={schools} />
          </>
        )}
      </Part>
    </SimpleGrid>
  );
}
