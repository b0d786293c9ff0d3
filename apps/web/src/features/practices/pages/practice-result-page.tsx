import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDateTime } from "../../../lib/format-date";
import { practiceQuery, practiceResultQuery } from "../api/practices-api";
import { PracticeResultView } from "../components/practice-result-view";
import { PRACTICES_HANDLE } from "../lib/handle";
import { idParam, practicePaths } from "../lib/paths";

export const handle = PRACTICES_HANDLE;

function Result({ id, attemptId, link }: { id: number; attemptId: number; link?: string }) {
  const { t } = useTranslation("practices");
  const result = useQuery(practiceResultQuery(id, attemptId));
  const practice = useQuery(practiceQuery(id, link));
  if (result.isPending) return <PageLoader />;
  if (result.isError) return <LoadErrorPage error={result.error} onRetry={() => void result.refetch()} />;
  const data = result.data.data;
  const name = practice.data?.data.name;
  return (
    <Stack gap="md">
      <PageTitle title={t("result.metaTitle")} />
      <div>
        <Anchor
          component={Link}
          to={practicePaths.start(id) + (link ? `?link=${encodeURIComponent(link)}` : "")}
          size="sm"
        >
          {t("result.back")}
        </Anchor>
        <Title order={1}>{name ? t("result.titleNamed", { name }) : t("result.title")}</Title>
        {data.submitted_at && (
          <Text c="gray.7">{t("result.submittedAt", { date: formatDateTime(data.submitted_at) })}</Text>
        )}
      </div>
      <PracticeResultView result={data} />
    </Stack>
  );
}

/** /practice/{practiceId}/userExam/{userExamId}/result: one attempt's score and what "show after" allows. */
export default function PracticeResultPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = idParam(params.practiceId);
  const attemptId = idParam(params.userExamId);
  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      {id && attemptId ? (
        <Result key={attemptId} id={id} attemptId={attemptId} link={search.get("link") ?? undefined} />
      ) : (
        <NotFoundPage />
      )}
    </Container>
  );
}
