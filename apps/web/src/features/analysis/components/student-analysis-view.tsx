import type { AnalysisTest, StudentAnalysis } from "@edu/shared/analysis";
import { Alert, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { DataListColumn } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { formatDate } from "../../../lib/format-date";
import { displayName } from "../../../lib/person-name";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import { studentAnalysisQuery } from "../api/analysis-api";
import { rateBarsOf, score, seconds } from "../lib/format";
import { AccuracySection } from "./accuracy-section";
import { RateBars, ScoreChart } from "./analysis-charts-lazy";
import { DrillButton } from "./drill-button";
import { TableSection } from "./table-section";

type History = StudentAnalysis["history"][number];
type Accuracy = StudentAnalysis["domains"][number];
type Timing = StudentAnalysis["timing"][number];
type School = StudentAnalysis["schools"][number];

/** One student's analysis for one test: the server's numbers as charts and tables, each exportable. */
export function StudentAnalysisView({
  test,
  studentId,
  canDrill,
}: {
  test: AnalysisTest;
  studentId: number | undefined;
  canDrill: boolean;
}) {
  const { t } = useTranslation("analysis");
  const locale = useLocale();
  const query = useQuery(studentAnalysisQuery(test, studentId));
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <LoadErrorPage error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data.data;
  const name = displayName(data.student);
  const file = (what: string) => `${data.student.username}-${test}-${what}`;
  const title = (text: { en: string }) => localized(text, locale);

  const historyColumns: DataListColumn<History>[] = [
    {
      key: "form",
      header: t("student.form"),
      cell: (row) => title(row.form_title),
      primary: true,
      csv: (row) => title(row.form_title),
    },
    {
      key: "date",
      header: t("student.date"),
      cell: (row) => formatDate(row.submitted_at),
      csv: (row) => formatDate(row.submitted_at),
    },
    { key: "score", header: t("student.score"), cell: (row) => score(row.score), csv: (row) => row.score },
    {
      key: "sections",
      header: t("student.sections"),
      cell: (row) => row.sections.map((s) => `${title(s.title)} ${score(s.scaled)}`).join(" · "),
      csv: (row) =>
        row.sections.map((s) => `${title(s.title)} ${s.scaled ?? ""} (${s.raw}/${s.max_raw})`).join("; "),
    },
    {
      key: "correct",
      header: t("student.correct"),
      cell: (row) => `${row.correct} / ${row.items}`,
      csv: (row) => `${row.correct}/${row.items}`,
    },
  ];
  const timingColumns: DataListColumn<Timing>[] = [
    {
      key: "section",
      header: t("student.section"),
      cell: (row) => title(row.title),
      primary: true,
      csv: (row) => title(row.title),
    },
    {
      key: "answered",
      header: t("student.answered"),
      cell: (row) => row.answered,
      csv: (row) => row.answered,
    },
    {
      key: "mean",
      header: t("student.mean"),
      cell: (row) => seconds(row.mean_seconds),
      csv: (row) => row.mean_seconds,
    },
    {
      key: "median",
      header: t("medianTime"),
      cell: (row) => seconds(row.median_seconds),
      csv: (row) => row.median_seconds,
    },
    { key: "guessed", header: t("guessed"), cell: (row) => row.guessed, csv: (row) => row.guessed },
  ];
  const schoolColumns: DataListColumn<School>[] = [
    {
      key: "name",
      header: t("student.school"),
      cell: (row) => row.name,
      primary: true,
      csv: (row) => row.name,
    },
    {
      key: "category",
      header: t("student.category"),
      cell: (row) => t(`categories.${row.category}`, { defaultValue: row.category }),
      csv: (row) => row.category,
    },
    { key: "low", header: t("student.low"), cell: (row) => score(row.low), csv: (row) => row.low },
    { key: "high", header: t("student.high"), cell: (row) => score(row.high), csv: (row) => row.high },
  ];
  const bars = (rows: Accuracy[]) => rateBarsOf(rows.map((row) => ({ ...row, name: title(row.title) })));
  const weakest = data.skills.filter((row) => row.accuracy !== null).slice(0, 3);

  return (
    <Stack gap="md" data-testid="student-analysis">
      <Title order={2} size="h3">
        {t("student.heading", { name, test: t(`tests.${test}`) })}
      </Title>
      {data.history.length === 0 && <Alert color="gray">{t("student.none")}</Alert>}
      {canDrill && weakest.length > 0 && (
        <DrillButton student={data.student} weakest={weakest.map((row) => title(row.title))} others={[]} />
      )}
      <TableSection
        title={t("student.history")}
        rows={data.history}
        columns={historyColumns}
        rowKey={(row) => row.attempt_id}
        filename={file("history")}
        empty={t("student.none")}
        testId="history-table"
        chart={
          <ScoreChart
            data={data.history.map((row) => ({ when: formatDate(row.submitted_at), score: row.score }))}
            target={data.target}
            targetLabel={t("student.target", { score: data.target ?? "" })}
            scoreLabel={t("student.score")}
            summary={t("student.historySummary", {
              count: data.history.length,
              latest: score(data.history.at(-1)?.score),
              target: score(data.target),
            })}
          />
        }
      />
      {data.counseling === 1 && (
        <>
          <Text size="sm" c="dimmed">
            {data.official.length > 0
              ? t("student.official", {
                  scores: data.official.map((o) => `${o.date} ${score(o.score)}`).join(" · "),
                })
              : t("student.noOfficial")}
          </Text>
          <TableSection
            title={t("student.schools")}
            rows={data.schools}
            columns={schoolColumns}
            rowKey={(row) => row.school_id}
            filename={file("schools")}
            empty={t("student.noSchools")}
          />
        </>
      )}
      <AccuracySection
        title={t("student.domains")}
        nameHeader={t("student.name")}
        rows={data.domains}
        filename={file("domains")}
        empty={t("student.none")}
        chart={
          <RateBars data={bars(data.domains)} label={t("accuracy")} summary={t("student.domainsSummary")} />
        }
      />
      <AccuracySection
        title={t("student.skills")}
        nameHeader={t("student.name")}
        rows={data.skills}
        filename={file("skills")}
        empty={t("student.none")}
      />
      <TableSection
        title={t("student.timing")}
        rows={data.timing}
        columns={timingColumns}
        rowKey={(row) => row.section}
        filename={file("timing")}
        empty={t("student.none")}
      />
    </Stack>
  );
}
