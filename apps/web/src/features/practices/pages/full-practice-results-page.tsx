import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { DataList, ListPagination } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDateTime } from "../../../lib/format-date";
import { displayName } from "../../../lib/person-name";
import { fullPracticeQuery, fullResultsQuery } from "../api/full-practices-api";
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
    <Stack gap="md">
      <PageTitle title={t("full.resultsMetaTitle", { name })} />
      <div>
        <Anchor
          component={Link}
          to={full.data?.data.can_edit ? practicePaths.fullEdit(id) : practicePaths.fullStart(id)}
          size="sm"
        >
          {t("results.back")}
        </Anchor>
        <Title order={1}>{t("results.title", { name })}</Title>
        <Text c="gray.7">{t("results.subtitle")}</Text>
      </div>
      <DataList
        items={results.data.data}
        label={t("results.title", { name })}
        rowKey={(row) => row.full_attempt_id}
        empty={t("results.empty")}
        columns={[
          { key: "student", header: t("results.student"), cell: (row) => displayName(row), primary: true },
          {
            key: "submitted",
            header: t("results.submitted"),
            cell: (row) => formatDateTime(row.submitted_at),
          },
          {
            key: "score",
            header: t("results.score"),
            cell: (row) =>
              row.combined.scaled !== null
                ? t("score.scaled", { value: round(row.combined.scaled) })
                : t("score.percent", { value: round(row.combined.percent) }),
          },
          {
            key: "open",
            header: t("results.open"),
            actions: true,
            cell: (row) => (
              <Anchor component={Link} to={practicePaths.fullResult(id, row.full_attempt_id)}>
                {t("results.view", { name: displayName(row) })}
              </Anchor>
            ),
          },
        ]}
      />
      {results.data && <ListPagination list={results.data} page={page} onChange={setPage} />}
    </Stack>
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
