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
import { practiceQuery, practiceResultsQuery } from "../api/practices-api";
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
    <Stack gap="md">
      <PageTitle title={t("results.metaTitle", { name })} />
      <div>
        <Anchor
          component={Link}
          to={practice.data?.data.can_edit ? practicePaths.edit(id) : practicePaths.start(id)}
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
        rowKey={(row) => row.attempt_id}
        empty={t("results.empty")}
        columns={[
          { key: "student", header: t("results.student"), cell: (row) => displayName(row), primary: true },
          {
            key: "submitted",
            header: t("results.submitted"),
            cell: (row) => formatDateTime(row.submitted_at),
          },
          { key: "score", header: t("results.score"), cell: (row) => scoreText(row.score) },
          {
            key: "open",
            header: t("results.open"),
            actions: true,
            cell: (row) => (
              <Anchor component={Link} to={practicePaths.result(id, row.attempt_id)}>
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

/** /practice/{practiceId}/results: every student's submitted attempts and scores (its editors; others their own). */
export default function PracticeResultsPage() {
  const id = idParam(useParams().practiceId);
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      {id ? <Results key={id} id={id} /> : <NotFoundPage />}
    </Container>
  );
}
