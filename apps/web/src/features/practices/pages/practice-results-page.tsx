import { Container } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { practiceQuery, practiceResultsQuery } from "../api/practices-api";
import { ResultsList } from "../components/results-list";
import { useScoreText } from "../components/score-line";
import { PRACTICES_HANDLE } from "../lib/handle";
import { idParam, practicePaths } from "../lib/paths";

export const handle = { ...PRACTICES_HANDLE, i18n: [...(PRACTICES_HANDLE.i18n ?? []), "data-list"] };

function Results({ id }: { id: number }) {
  const { t } = useTranslation("practices");
  const scoreText = useScoreText();
  const [page, setPage] = useState(1);
  const practice = useQuery(practiceQuery(id));
  const results = useQuery(practiceResultsQuery(id, page));
  if (results.isPending) return <PageLoader />;
  if (results.isError) return <LoadErrorPage error={results.error} onRetry={() => void results.refetch()} />;
  const name = practice.data?.data.name ?? "";
  return (
    <ResultsList
      metaTitle={t("results.metaTitle", { name })}
      name={name}
      backTo={practice.data?.data.can_edit ? practicePaths.edit(id) : practicePaths.start(id)}
      list={results.data}
      page={page}
      onPage={setPage}
      rowKey={(row) => row.attempt_id}
      score={(row) => scoreText(row.score)}
      resultPath={(row) => practicePaths.result(id, row.attempt_id)}
    />
  );
}

/** /practice/{practiceId}/results: every student's submitted attempts and scores (its editors; others their own). */
export default function PracticeResultsPage() {
  const id = idParam(useParams().practiceId);
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      {id ? <Results key={id} id={id} /> : <NotFoundPage />}
    </Container>
  );
}
