import { Alert, Anchor, Button, Container, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDateTime } from "../../../lib/format-date";
import {
  practiceAttemptsQuery,
  practiceKeys,
  practiceQuery,
  startPracticeAttempt,
} from "../api/practices-api";
import { PRACTICES_HANDLE } from "../lib/handle";
import { idParam, practicePaths } from "../lib/paths";

export const handle = PRACTICES_HANDLE;

function StartPractice({ id, link }: { id: number; link?: string }) {
  const { t } = useTranslation("practices");
  const navigate = useNavigate();
  const client = useQueryClient();
  const practice = useQuery(practiceQuery(id, link));
  const attempts = useQuery(practiceAttemptsQuery(id, link));
  const start = useMutation({
    mutationFn: () => startPracticeAttempt(id, link),
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: practiceKeys.attempts(id) });
      void navigate(practicePaths.question(id, answer.data.id, 1, link));
    },
  });
  if (practice.isPending || attempts.isPending) return <PageLoader />;
  if (practice.isError)
    return <LoadErrorPage error={practice.error} onRetry={() => void practice.refetch()} />;
  if (attempts.isError)
    return <LoadErrorPage error={attempts.error} onRetry={() => void attempts.refetch()} />;
  const data = practice.data.data;
  const open = attempts.data.continue_attempt_id;
  const done = attempts.data.data.filter((attempt) => attempt.state !== "in_progress");
  return (
    <Stack gap="md">
      <PageTitle title={t("start.metaTitle", { name: data.name })} />
      <div>
        <Anchor component={Link} to={practicePaths.list} size="sm">
          {t("nav.back")}
        </Anchor>
        <Title order={1}>{data.name}</Title>
      </div>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Text>
            {t("list.facts", {
              count: data.question_count,
              minutes: data.duration_minutes,
              date: data.due_date,
            })}
          </Text>
          <List size="sm">
            {data.sections.map((section, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: sections are positions.
              <List.Item key={index}>
                {t("edit.sectionCount", { title: section.title, count: section.items.length })}
              </List.Item>
            ))}
          </List>
          {data.break_seconds > 0 && data.sections.length > 1 && (
            <Text size="sm">{t("start.breakNote", { minutes: Math.round(data.break_seconds / 60) })}</Text>
          )}
        </Stack>
      </Paper>
      {data.form_id === null ? (
        <Alert color="yellow">{t("start.notPublished")}</Alert>
      ) : open ? (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Text fw={500}>{t("start.unfinished")}</Text>
            <Group gap="xs" wrap="wrap">
              <Button component={Link} to={practicePaths.question(id, open, 1, link)}>
                {t("start.continue")}
              </Button>
              <Button variant="default" onClick={() => start.mutate()} loading={start.isPending}>
                {t("start.new")}
              </Button>
            </Group>
            <Text size="sm" c="gray.7">
              {t("start.newKeepsOld")}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Button onClick={() => start.mutate()} loading={start.isPending} style={{ alignSelf: "flex-start" }}>
          {t("start.start")}
        </Button>
      )}
      {done.length > 0 && (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="xs">
            {t("start.history")}
          </Title>
          <List size="sm">
            {done.map((attempt) => (
              <List.Item key={attempt.id}>
                <Anchor component={Link} to={practicePaths.result(id, attempt.id, link)}>
                  {t("start.attemptOn", { date: formatDateTime(attempt.submitted_at ?? attempt.started_at) })}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}

/**
 * /practice/{practiceId} (an unlisted practice with ?link=): what the practice is, start it, or — with an
 * unfinished attempt — continue it or start new (the old one stays in the history).
 */
export default function PracticeStartPage() {
  const id = idParam(useParams().practiceId);
  const [search] = useSearchParams();
  const link = search.get("link") ?? undefined;
  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      {id ? <StartPractice key={id} id={id} link={link} /> : <NotFoundPage />}
    </Container>
  );
}
