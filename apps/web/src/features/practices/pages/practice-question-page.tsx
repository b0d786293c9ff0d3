import { Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams, useSearchParams } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { attemptQuery, practiceKeys, practiceQuery, skipBreak, submitAttempt } from "../api/practices-api";
import { PracticeTaking } from "../components/practice-taking";
import { attemptPlace } from "../lib/attempt-place";
import { PRACTICES_HANDLE } from "../lib/handle";
import { idParam, practicePaths } from "../lib/paths";
import { BreakPanel } from "../lib/test-parts";

export const handle = PRACTICES_HANDLE;

type Ids = { practiceId: number; attemptId: number; order: number; link?: string };

/** After the last section: submit (the attempt is scored) and read the result. */
function SubmitPanel({ practiceId, attemptId, link }: Omit<Ids, "order">) {
  const { t } = useTranslation("practices");
  const navigate = useNavigate();
  const client = useQueryClient();
  const submit = useMutation({
    mutationFn: () => submitAttempt(attemptId),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: practiceKeys.all });
      void navigate(practicePaths.result(practiceId, attemptId, link));
    },
  });
  return (
    <Paper withBorder p="md">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t("take.allDone")}
        </Title>
        <Text>{t("take.submitHint")}</Text>
        <Button onClick={() => submit.mutate()} loading={submit.isPending}>
          {t("take.submit")}
        </Button>
      </Stack>
    </Paper>
  );
}

function Taking({ practiceId, attemptId, order, link }: Ids) {
  const { t } = useTranslation("practices");
  const navigate = useNavigate();
  const client = useQueryClient();
  const practice = useQuery(practiceQuery(practiceId, link));
  const attempt = useQuery(attemptQuery(attemptId));
  const skip = useMutation({
    mutationFn: () => skipBreak(attemptId),
    onSuccess: (answer) => client.setQueryData(practiceKeys.attempt(attemptId), answer),
    onError: () => void attempt.refetch(),
  });
  if (practice.isPending || attempt.isPending) return <PageLoader />;
  if (practice.isError)
    return <LoadErrorPage error={practice.error} onRetry={() => void practice.refetch()} />;
  // A failed reload keeps nothing stale on screen: the error and a retry.
  if (!attempt.data) return <LoadErrorPage error={attempt.error} onRetry={() => void attempt.refetch()} />;
  const view = attempt.data.data;
  const data = practice.data.data;
  if (view.state !== "in_progress")
    return <Navigate replace to={practicePaths.result(practiceId, attemptId, link)} />;
  const title = <PageTitle title={t("take.metaTitle", { name: data.name, n: order })} />;
  const heading = (
    <Title order={1} size="h2">
      {data.name}
    </Title>
  );
  const current = view.current;
  const sections = data.sections.filter((section) => section.items.length > 0);
  // BreakTime: the server keeps the next section closed until the break ends, and opens it when asked again.
  if (!current && view.on_break)
    return (
      <Stack gap="md">
        {title}
        {heading}
        <BreakPanel
          key={view.on_break.until}
          seconds={view.on_break.remaining_seconds}
          nextTitle={sections[view.modules.length]?.title ?? ""}
          onSkip={view.on_break.skippable ? () => skip.mutate() : undefined}
          skipping={skip.isPending}
          onOver={() => void attempt.refetch()}
        />
      </Stack>
    );
  if (!current)
    return (
      <Stack gap="md">
        {title}
        {heading}
        <SubmitPanel practiceId={practiceId} attemptId={attemptId} link={link} />
      </Stack>
    );
  const place = attemptPlace(
    view,
    sections.map((section) => section.items.length),
  );
  const position = order - place.firstOrder;
  if (position < 0 || position >= current.items.length)
    return <Navigate replace to={practicePaths.question(practiceId, attemptId, place.firstOrder, link)} />;
  const go = (index: number) => {
    const bounded = Math.min(Math.max(index, 0), current.items.length - 1);
    void navigate(practicePaths.question(practiceId, attemptId, place.firstOrder + bounded, link));
  };
  return (
    <Stack gap="md">
      {title}
      {heading}
      <PracticeTaking
        key={current.module.key}
        view={view}
        current={current}
        position={position}
        firstOrder={place.firstOrder}
        onGo={go}
      />
    </Stack>
  );
}

/**
 * /practice/{practiceId}/userExam/{userExamId}/question/{questionOrder}: one question per address,
 * numbered across the practice; the section on screen is the one the server's attempt is in (an address
 * in another section goes to this one's first question), with BreakTime between sections.
 */
export default function PracticeQuestionPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const practiceId = idParam(params.practiceId);
  const attemptId = idParam(params.userExamId);
  const order = idParam(params.questionOrder);
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      {practiceId && attemptId && order ? (
        <Taking
          key={attemptId}
          practiceId={practiceId}
          attemptId={attemptId}
          order={order}
          link={search.get("link") ?? undefined}
        />
      ) : (
        <NotFoundPage />
      )}
    </Container>
  );
}
