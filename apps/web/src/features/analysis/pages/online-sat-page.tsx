import type { OnlineSatRow } from "@edu/shared/analysis";
import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import type { DataListColumn } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDate } from "../../../lib/format-date";
import { displayName } from "../../../lib/person-name";
import { onlineSatQuery } from "../api/analysis-api";
import { TableSection } from "../components/table-section";
import { analysisPaths, percent, score } from "../lib/format";

export const handle: RouteHandle = { i18n: ["analysis", "data-list"] };

type Row = OnlineSatRow;

/** /online-sat: the online SAT programme's students (online classes the reader teaches, all for staff). */
export default function OnlineSatPage() {
  const { t } = useTranslation("analysis");
  const list = useQuery(onlineSatQuery());
  if (list.isPending) return <PageLoader />;
  if (list.isError) return <LoadErrorPage error={list.error} onRetry={() => void list.refetch()} />;
  const change = (row: Row) =>
    row.first_score === null || row.latest_score === null ? null : row.latest_score - row.first_score;
  const columns: DataListColumn<Row>[] = [
    {
      key: "student",
      header: t("online.student"),
      primary: true,
      cell: (row) => (
        <Anchor component={Link} to={analysisPaths.onlineDetail(row.student.id)}>
          {displayName(row.student)}
        </Anchor>
      ),
      csv: (row) => displayName(row.student),
    },
    { key: "class", header: t("online.class"), cell: (row) => row.class_name, csv: (row) => row.class_name },
    {
      key: "attempts",
      header: t("online.attempts"),
      cell: (row) => row.attempts,
      csv: (row) => row.attempts,
    },
    {
      key: "first",
      header: t("online.first"),
      cell: (row) => score(row.first_score),
      csv: (row) => row.first_score,
    },
    {
      key: "latest",
      header: t("online.latest"),
      cell: (row) => score(row.latest_score),
      csv: (row) => row.latest_score,
    },
    {
      key: "change",
      header: t("online.change"),
      cell: (row) => {
        const value = change(row);
        return value === null ? "—" : value > 0 ? `+${value}` : String(value);
      },
      csv: (row) => change(row),
    },
    {
      key: "best",
      header: t("online.best"),
      cell: (row) => score(row.best_score),
      csv: (row) => row.best_score,
    },
    {
      key: "accuracy",
      header: t("accuracy"),
      cell: (row) => percent(row.accuracy),
      csv: (row) => row.accuracy,
    },
    {
      key: "last",
      header: t("online.last"),
      cell: (row) => formatDate(row.last_submitted_at),
      csv: (row) => formatDate(row.last_submitted_at),
    },
  ];
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("online.metaTitle")} />
      <Stack gap="md">
        <Title order={1}>{t("online.title")}</Title>
        <Text c="dimmed" size="sm">
          {t("online.intro")}
        </Text>
        <TableSection
          title={t("online.students")}
          rows={list.data.data}
          columns={columns}
          rowKey={(row) => row.student.id}
          filename="online-sat"
          empty={t("online.none")}
          testId="online-sat-table"
        />
      </Stack>
    </Container>
  );
}
