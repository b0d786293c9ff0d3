import type { UnfinishedLessonLogs } from "@edu/shared/lessons";
import { Alert, Anchor, List, Stack, Text } from "@mantine/core";
import { IconFileReport, IconNotebook } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { homeSummaryQuery, unfinishedLessonLogsQuery } from "../api/home-api";

/**
 * The teacher's prompts on /home (spec 03 §8): progress reports due in their classes that are not
 * written yet (required versus written), and lessons they taught in the last 14 days whose lesson
 * content is still empty, each linking to where it is written. Nothing shows when nothing is owed.
 * The counts come with the home summary; the lessons themselves are asked for only when some are open.
 */
export function TeacherPrompts() {
  const { t } = useTranslation("home");
  const summary = useQuery(homeSummaryQuery()).data;
  const due = summary?.unfinished_progress_reports;
  const counted = summary?.unfinished_lesson_logs;
  const logs = useQuery({ ...unfinishedLessonLogsQuery(), enabled: (counted?.count ?? 0) > 0 });
  const owed = due && due.written < due.required ? due : null;
  // Once the lessons are here, their own answer (it may be newer than the summary's count).
  const listed: UnfinishedLessonLogs | undefined =
    counted && counted.count > 0 ? (logs.data ?? { ...counted, data: [] }) : undefined;
  const open = listed && listed.count > 0 ? listed : null;
  if (!owed && !open) return null;
  const more = open && logs.data ? open.count - open.data.length : 0;
  return (
    <Stack gap="sm" data-testid="home-teacher-prompts">
      {owed && (
        <Alert
          color="yellow"
          icon={<IconFileReport size={20} aria-hidden="true" />}
          title={t("prompts.reportsTitle")}
          data-testid="home-unfinished-reports"
        >
          <Stack gap={6}>
            <Text size="sm">{t("prompts.reports", { required: owed.required, written: owed.written })}</Text>
            <Anchor component={Link} to="/progressReportStatuses?status=owed" size="sm" fw={600}>
              {t("prompts.reportsLink")}
            </Anchor>
          </Stack>
        </Alert>
      )}
      {open && (
        <Alert
          color="yellow"
          icon={<IconNotebook size={20} aria-hidden="true" />}
          title={t("prompts.logsTitle")}
          data-testid="home-unfinished-logs"
        >
          <Stack gap={6}>
            <Text size="sm">{t("prompts.logs", { count: open.count, days: open.days })}</Text>
            <List size="sm" spacing={4}>
              {open.data.map((log) => (
                <List.Item key={log.id}>
                  <Anchor
                    component={Link}
                    to={`/session-class/${log.session_class.id}/editLog/${log.id}`}
                    size="sm"
                    style={{ overflowWrap: "anywhere" }}
                  >
                    {t("prompts.logLink", {
                      name: log.session_class.localized?.name ?? log.session_class.name,
                      when: log.started_at_local.slice(0, 16),
                    })}
                  </Anchor>
                </List.Item>
              ))}
            </List>
            {more > 0 && (
              <Text size="sm" c="gray.7">
                {t("prompts.logsMore", { count: more })}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
