import { Alert, Anchor, Button, Container, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDateTime } from "../../../lib/format-date";
import { fullAttemptsQuery, fullKeys, fullPracticeQuery, startFullAttempt } from "../api/full-practices-api";
import { fullAttemptPath } from "../lib/full-attempt-place";
import { PRACTICES_HANDLE } from "../lib/handle";
import { idParam, practicePaths } from "../lib/paths";

export const handle = PRACTICES_HANDLE;

function StartFull({ id, link }: { id: number; link?: string }) {
  const { t } = useTranslation("practices");
  const navigate = useNavigate();
  const client = useQueryClient();
  const full = useQuery(fullPracticeQuery(id, link));
  const attempts = useQuery(fullAttemptsQuery(id, link));
  const start = useMutation({
    mutationFn: () => startFullAttempt(id, link),
    onSuccess: (answer) => {
      client.setQueryData(fullKeys.attempt(answer.data.id), answer);
      void client.invalidateQueries({ queryKey: fullKeys.attempts(id) });
      void navigate(fullAttemptPath(answer.data));
    },
  });
  if (full.isPending || attempts.isPending) return <PageLoader />;
  if (full.isError) return <LoadErrorPage error={full.error} onRetry={() => void full.refetch()} />;
  if (attempts.isError)
    return <LoadErrorPage error={attempts.error} onRetry={() => void attempts.refetch()} />;
  const data = full.data.data;
  const open = attempts.data.continue_attempt_id;
  const done = attempts.data.data.filter((attempt) => attempt.state === "submitted");
  const ready = data.sections.length > 0 && data.sections.every((section) => section.published === 1);
  return (
    <Stack gap="md">
      <PageTitle title={t("full.startMetaTitle", { name: data.name })} />
      <div>
        <Anchor component={Link} to={practicePaths.list} size="sm">
          {t("nav.back")}
        </Anchor>
        <Title order={1}>{data.name}</Title>
      </div>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Text>
            {t("full.facts", {
              count: data.question_count,
              minutes: data.total_minutes,
              date: data.due_date,
            })}
          </Text>
          <List size="sm" type="ordered">
            {data.sections.map((section) => (
              <List.Item key={section.position}>
                {t("full.sectionLine", {
                  name: section.name,
                  count: section.question_count,
                  minutes: section.duration_minutes,
                })}
              </List.Item>
            ))}
          </List>
          {data.break_seconds > 0 && (
            <Text size="sm">{t("start.breakNote", { minutes: Math.round(data.break_seconds / 60) })}</Text>
          )}
        </Stack>
      </Paper>
      {!ready ? (
        <Alert color="yellow">{t("start.notPublished")}</Alert>
      ) : open ? (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Text fw={500}>{t("start.unfinished")}</Text>
            <Group gap="xs" wrap="wrap">
              <Button component={Link} to={practicePaths.fullSection(id, open, 1)}>
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
                <Anchor component={Link} to={practicePaths.fullResult(id, attempt.id)}>
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

/** /fullPractice/{fullPracticeId}: its sections and breaks, start, or continue-or-new an unfinished walk. */
export default function FullPracticeStartPage() {
  const id = idParam(useParams().fullPracticeId);
  const [search] = useSearchParams();
  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      {id ? <StartFull key={id} id={id} link={search.get("link") ?? undefined} /> : <NotFoundPage />}
    </Container>
  );
}
