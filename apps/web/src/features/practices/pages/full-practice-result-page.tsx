import { Anchor, Container, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDateTime } from "../../../lib/format-date";
import { fullResultQuery } from "../api/full-practices-api";
import { useScoreText } from "../components/score-line";
import { PRACTICES_HANDLE } from "../lib/handle";
import { idParam, practicePaths } from "../lib/paths";

export const handle = PRACTICES_HANDLE;

const round = (value: number) => String(Math.round(value * 100) / 100);

function FullResult({ attemptId }: { attemptId: number }) {
  const { t } = useTranslation("practices");
  const scoreText = useScoreText();
  const result = useQuery(fullResultQuery(attemptId));
  if (result.isPending) return <PageLoader />;
  if (result.isError) return <LoadErrorPage error={result.error} onRetry={() => void result.refetch()} />;
  const data = result.data.data;
  const { combined } = data;
  return (
    <Stack gap="md">
      <PageTitle title={t("full.resultMetaTitle")} />
      <div>
        <Anchor component={Link} to={practicePaths.fullStart(data.full_practice_id)} size="sm">
          {t("result.back")}
        </Anchor>
        <Title order={1}>{t("full.resultTitle")}</Title>
        {data.submitted_at && (
          <Text c="gray.7">{t("result.submittedAt", { date: formatDateTime(data.submitted_at) })}</Text>
        )}
      </div>
      <Paper withBorder p="md">
        <Text size="sm">{t("full.combined")}</Text>
        <Text fz={28} fw={700}>
          {combined.scaled !== null
            ? t("score.scaled", { value: round(combined.scaled) })
            : t("score.percent", { value: round(combined.percent) })}
        </Text>
        <Text size="sm">{t("score.raw", { raw: round(combined.raw), max: round(combined.max) })}</Text>
        {combined.complete === 0 && <Text size="sm">{t("score.pending")}</Text>}
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {data.sections.map((section) => (
          <Paper key={section.position} withBorder p="sm">
            <Text fw={500}>{section.name}</Text>
            <Text size="sm">{section.score ? scoreText(section.score) : t("full.notTaken")}</Text>
            {section.test_attempt_id && section.score && (
              <Anchor
                component={Link}
                size="sm"
                to={practicePaths.result(section.practice_id, section.test_attempt_id)}
              >
                {t("full.sectionDetails", { name: section.name })}
              </Anchor>
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /fullPractice/{fullPracticeId}/userExam/{userExamId}/result: the combined score and each section's. */
export default function FullPracticeResultPage() {
  const params = useParams();
  const attemptId = idParam(params.userExamId);
  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      {attemptId && idParam(params.fullPracticeId) ? (
        <FullResult key={attemptId} attemptId={attemptId} />
      ) : (
        <NotFoundPage />
      )}
    </Container>
  );
}
