import { Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-error";
import { fullAttemptQuery, fullKeys, nextSection } from "../api/full-practices-api";
import { type FullAttempt, fullAttemptPath } from "../lib/full-attempt-place";
import { PRACTICES_HANDLE } from "../lib/handle";
import { idParam, practicePaths } from "../lib/paths";
import { clockText, useCountdown } from "../lib/test-parts";

export const handle = PRACTICES_HANDLE;

/** The break the server keeps: its time left counted down here; the next section opens when it ends. */
function Break({ full, order }: { full: FullAttempt; order: number }) {
  const { t } = useTranslation("practices");
  const navigate = useNavigate();
  const client = useQueryClient();
  const next = useMutation({
    mutationFn: () => nextSection(full.id),
    onSuccess: (answer) => {
      client.setQueryData(fullKeys.attempt(full.id), answer);
      void navigate(fullAttemptPath(answer.data));
    },
    // 409 fp_break_running: the server's clock says the break is not over; read its time left again.
    onError: () => void client.invalidateQueries({ queryKey: fullKeys.attempt(full.id) }),
  });
  const countdown = useCountdown(full.break_seconds_left, () => next.mutate());
  const nextSectionName = full.sections[order]?.name ?? "";
  const over = (countdown.left ?? 0) === 0;
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm" align="flex-start">
        <Text>{t("break.body", { title: nextSectionName })}</Text>
        <Text fz={36} fw={700} ff="monospace" role="timer" aria-label={t("break.left")}>
          {clockText(countdown.left ?? 0)}
        </Text>
        {!over && (
          <Text size="sm" c="gray.7">
            {t("break.serverHeld")}
          </Text>
        )}
        <Button onClick={() => next.mutate()} loading={next.isPending} disabled={!over}>
          {t("break.next")}
        </Button>
        {next.isError && isApiError(next.error) && next.error.status !== 409 && (
          <Text c="red.8" role="alert">
            {next.error.message}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function BreakTime({ attemptId, order }: { attemptId: number; order: number }) {
  const { t } = useTranslation("practices");
  const full = useQuery(fullAttemptQuery(attemptId));
  if (full.isPending) return <PageLoader />;
  if (full.isError) return <LoadErrorPage error={full.error} onRetry={() => void full.refetch()} />;
  const data = full.data.data;
  const where = fullAttemptPath(data);
  if (where !== practicePaths.fullBreak(data.full_practice_id, data.id, order))
    return <Navigate replace to={where} />;
  return (
    <Stack gap="md">
      <PageTitle title={t("break.metaTitle")} />
      <Title order={1}>{t("break.title")}</Title>
      <Break key={data.break_ends_at ?? ""} full={data} order={order} />
    </Stack>
  );
}

/** /fullPractice/{fullPracticeId}/userExam/{userExamId}/breakTime/{sectionOrder}: BreakTime after a section. */
export default function FullPracticeBreakPage() {
  const params = useParams();
  const attemptId = idParam(params.userExamId);
  const order = idParam(params.sectionOrder);
  return (
    <Container size="sm" py="lg" px={{ base: "xs", sm: "md" }}>
      {attemptId && order && idParam(params.fullPracticeId) ? (
        <BreakTime key={attemptId} attemptId={attemptId} order={order} />
      ) : (
        <NotFoundPage />
      )}
    </Container>
  );
}
