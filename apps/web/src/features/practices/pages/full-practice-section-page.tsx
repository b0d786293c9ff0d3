import { Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { fullAttemptQuery, fullKeys, nextSection } from "../api/full-practices-api";
import { attemptQuery, submitAttempt } from "../api/practices-api";
import { PracticeTaking } from "../components/practice-taking";
import { type FullAttempt, fullAttemptPath } from "../lib/full-attempt-place";
import { PRACTICES_HANDLE } from "../lib/handle";
import { idParam, practicePaths } from "../lib/paths";

export const handle = PRACTICES_HANDLE;

/** The section's last module is done: submit it and go on (BreakTime, the next section, or the result). */
function SectionDone({
  full,
  testAttemptId,
  submitted,
}: {
  full: FullAttempt;
  testAttemptId: number;
  submitted: boolean;
}) {
  const { t } = useTranslation("practices");
  const navigate = useNavigate();
  const client = useQueryClient();
  const next = useMutation({
    mutationFn: async () => {
      if (!submitted) await submitAttempt(testAttemptId);
      return nextSection(full.id);
    },
    onSuccess: (answer) => {
      client.setQueryData(fullKeys.attempt(full.id), answer);
      void navigate(fullAttemptPath(answer.data));
    },
    // A 409 (the server moved on already): its state says where the student is.
    onError: () => void client.invalidateQueries({ queryKey: fullKeys.attempt(full.id) }),
  });
  return (
    <Paper withBorder p="md">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t("full.sectionDone")}
        </Title>
        <Text>{t("full.sectionDoneHint")}</Text>
        <Button onClick={() => next.mutate()} loading={next.isPending}>
          {t("full.submitSection")}
        </Button>
      </Stack>
    </Paper>
  );
}

function SectionAttempt({ full, testAttemptId }: { full: FullAttempt; testAttemptId: number }) {
  const attempt = useQuery(attemptQuery(testAttemptId));
  const [position, setPosition] = useState(0);
  if (attempt.isPending) return <PageLoader />;
  if (!attempt.data) return <LoadErrorPage error={attempt.error} onRetry={() => void attempt.refetch()} />;
  const view = attempt.data.data;
  const current = view.state === "in_progress" ? view.current : null;
  if (!current)
    return <SectionDone full={full} testAttemptId={testAttemptId} submitted={view.state !== "in_progress"} />;
  return (
    <PracticeTaking
      key={current.module.key}
      view={view}
      current={current}
      position={Math.min(position, current.items.length - 1)}
      firstOrder={1}
      onGo={(index) => setPosition(Math.min(Math.max(index, 0), current.items.length - 1))}
    />
  );
}

function Section({ attemptId, order }: { attemptId: number; order: number }) {
  const { t } = useTranslation("practices");
  const full = useQuery(fullAttemptQuery(attemptId));
  if (full.isPending) return <PageLoader />;
  if (full.isError) return <LoadErrorPage error={full.error} onRetry={() => void full.refetch()} />;
  const data = full.data.data;
  const here = practicePaths.fullSection(data.full_practice_id, data.id, order);
  const where = fullAttemptPath(data);
  if (where !== here) return <Navigate replace to={where} />;
  const section = data.sections[order - 1];
  if (!section?.test_attempt_id) return <NotFoundPage />;
  return (
    <Stack gap="md">
      <PageTitle title={t("full.sectionMetaTitle", { name: section.name, n: order })} />
      <Title order={1} size="h2">
        {t("full.sectionTitle", { n: order, total: data.sections.length, name: section.name })}
      </Title>
      <SectionAttempt key={section.test_attempt_id} full={data} testAttemptId={section.test_attempt_id} />
    </Stack>
  );
}

/**
 * /fullPractice/{fullPracticeId}/userExam/{userExamId}/section/{sectionOrder}: one section of a full
 * practice (its practice's questions, timed by the server); the address follows the server's walk.
 */
export default function FullPracticeSectionPage() {
  const params = useParams();
  const attemptId = idParam(params.userExamId);
  const order = idParam(params.sectionOrder);
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      {attemptId && order && idParam(params.fullPracticeId) ? (
        <Section key={`${attemptId}-${order}`} attemptId={attemptId} order={order} />
      ) : (
        <NotFoundPage />
      )}
    </Container>
  );
}
