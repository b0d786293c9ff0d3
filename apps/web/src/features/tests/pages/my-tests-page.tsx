import type { ATTEMPT_STATES } from "@edu/shared/test-engine";
import { Anchor, Badge, Container, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { DataList, type DataListColumn } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDate } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { attemptsQuery } from "../api/tests-api";
import { RowLink } from "../components/test-home";
import { localized } from "../lib/localized";
import { testsPaths } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["tests", "data-list"] };

type Row = {
  id: number;
  title: string;
  test_type: string;
  state: (typeof ATTEMPT_STATES)[number];
  started_at: string;
  submitted_at: string | null;
};

/** /my-tests: the reader's own attempts (in progress, submitted, graded), each linked to where it goes on. */
export default function MyTestsPage() {
  const { t } = useTranslation("tests");
  const locale = useLocale();
  const attempts = useQuery(attemptsQuery());
  if (attempts.isPending) return <PageLoader />;
  if (attempts.isError)
    return <LoadErrorPage error={attempts.error} onRetry={() => void attempts.refetch()} />;
  const rows: Row[] = attempts.data.data.map((attempt) => ({
    ...attempt,
    title: localized(attempt.title, locale),
  }));
  const columns: DataListColumn<Row>[] = [
    { key: "title", header: t("mine.test"), cell: (row) => row.title, primary: true },
    { key: "type", header: t("mine.type"), cell: (row) => row.test_type },
    {
      key: "state",
      header: t("mine.state"),
      cell: (row) => (
        <Badge color={row.state === "in_progress" ? "blue.9" : row.state === "graded" ? "teal.9" : "dark"}>
          {t(`mine.states.${row.state}`)}
        </Badge>
      ),
    },
    { key: "started", header: t("mine.started"), cell: (row) => formatDate(row.started_at) },
    { key: "submitted", header: t("mine.submitted"), cell: (row) => formatDate(row.submitted_at) },
    {
      key: "open",
      header: t("mine.open"),
      actions: true,
      cell: (row) =>
        row.state === "in_progress" ? (
          <RowLink to={testsPaths.resume(row.id)} label={t("list.continue")} what={row.title} />
        ) : (
          <RowLink to={testsPaths.result(row.id)} label={t("list.result")} what={row.title} />
        ),
    },
  ];
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("mine.metaTitle")} />
      <Stack gap="md">
        <div>
          <Title order={1}>{t("mine.title")}</Title>
          <Text c="gray.7">
            <Anchor component={Link} to={testsPaths.list}>
              {t("mine.toForms")}
            </Anchor>
          </Text>
        </div>
        <DataList
          items={rows}
          columns={columns}
          rowKey={(row) => row.id}
          label={t("mine.title")}
          empty={<Text>{t("mine.empty")}</Text>}
        />
      </Stack>
    </Container>
  );
}
