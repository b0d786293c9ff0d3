import { Container } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { fullPracticeQuery, fullResultsQuery } from "../api/full-practices-api";
import { ResultsList } from "../components/results-list";
import { PRACTICES_HANDLE } from "../lib/handle";
import { idParam, practicePaths } from "../lib/paths";

export const handle = { ...PRACTICES_HANDLE, i18n: [...(PRACTICES_HANDLE.i18n ?? []), "data-list"] };

const round = (value: number) => String(Math.round(value * 100) / 100);

function FullResults({ id }: { id: number }) {
  const { t } = useTranslation("practices");
  const [page, setPage] = useState(1);
  const full = useQuery(fullPracticeQuery(id));
  const results = useQuery(fullResultsQuery(id, page));
  if (results.isPending) return <PageLoader />;
  if (results.isError) return <LoadErrorPage error={results.error} onRetry={() => void results.refetch()} />;
  const name = full.data?.data.name ?? "";
  return (
    <ResultsList
      metaTitle={t("full.resultsMetaTitle", { name })}
      name={name}
      backTo={full.data?.data.can_edit ? practicePaths.fullEdit(id) : practicePaths.fullStart(id)}
      list={results.data}
      page={page}
      onPage={setPage}
      rowKey={(row) => row.full_attempt_id}
      score={(row) =>
        row.combined.scaled !== null
          ? t("score.scaled", { value: round(row.combined.scaled) })
          : t("score.percent", { value: round(row.combined.percent) })
      }
      resultPath={(row) => practicePaths.fullResult(id, row.full_attempt_id)}
    />
  );
}

/** /fullPractice/{fullPracticeId}/results: every student's walks through it with their combined scores. */
export default function FullPracticeResultsPage() {
  const id = idParam(useParams().fullPracticeId);
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      {id ? <FullResults key={id} id={id} /> : <NotFoundPage />}
    </Container>
  );
}
