import { type ClassVocabProgress, vocabularyEndpoints } from "@edu/shared/vocabulary";
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { DataList, type DataListColumn } from "../../../components/data-list";
import { call } from "../../../lib/endpoint-client";
import { VocabProgressChart } from "./vocab-progress-chart-lazy";

type StudentProgress = ClassVocabProgress["students"][number];

const progressQuery = (classId: number) =>
  queryOptions({
    queryKey: ["course-materials", classId, "vocab-progress"],
    queryFn: ({ signal }) =>
      call(vocabularyEndpoints.getClassVocabProgress, { params: { classId } }, { signal, overlay: false }),
  });

const percent = (share: number | null) => (share === null ? "—" : `${Math.round(share * 100)}%`);

/** The class's figures: cards due now, this week's reviews and the share of them not answered "again". */
function totalsOf(progress: ClassVocabProgress) {
  const due = progress.students.reduce((sum, s) => sum + s.cards_due, 0);
  const reviewed = progress.days.reduce((sum, d) => sum + d.reviews, 0);
  const again = progress.days.reduce((sum, d) => sum + d.again, 0);
  return { due, reviewed, retention: reviewed === 0 ? null : (reviewed - again) / reviewed };
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder p="xs">
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

/**
 * A class's vocabulary progress for its teachers and staff (issue 34; GET vocab-progress/{classId}): the class's
 * totals, its reviews per day as a chart, and per student cards, cards due, reviews this week and retention.
 * ClassMaterials shows it only to those who edit the class's materials, the same people the server lets read it.
 */
export function VocabProgressSection({ classId }: { classId: number }) {
  const { t } = useTranslation("course-materials");
  const progress = useQuery(progressQuery(classId));
  const columns: DataListColumn<StudentProgress>[] = [
    { key: "student", header: t("progress.student"), primary: true, cell: (s) => s.student.name },
    { key: "cards", header: t("progress.cards"), cell: (s) => s.cards },
    { key: "due", header: t("progress.due"), cell: (s) => s.cards_due },
    { key: "reviewed", header: t("progress.reviewed"), cell: (s) => s.reviewed_this_week },
    { key: "retention", header: t("progress.retention"), cell: (s) => percent(s.retention) },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="vocab-progress-title">
      <Title order={3} id="vocab-progress-title">
        {t("progress.title")}
      </Title>
      {progress.isPending ? (
        <Skeleton h={200} radius="sm" data-loading aria-hidden="true" />
      ) : progress.isError ? (
        <Alert color="red">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">{t("progress.loadFailed")}</Text>
            <Button size="xs" variant="default" onClick={() => progress.refetch()}>
              {t("progress.retry")}
            </Button>
          </Group>
        </Alert>
      ) : (
        <ProgressBody progress={progress.data} columns={columns} />
      )}
    </Stack>
  );
}

function ProgressBody({
  progress,
  columns,
}: {
  progress: ClassVocabProgress;
  columns: DataListColumn<StudentProgress>[];
}) {
  const { t } = useTranslation("course-materials");
  const totals = totalsOf(progress);
  const data = progress.days.map((d) => ({
    day: d.date.slice(5),
    remembered: d.reviews - d.again,
    again: d.again,
  }));
  return (
    <>
      <SimpleGrid cols={3} spacing="xs">
        <Figure label={t("progress.due")} value={totals.due} />
        <Figure label={t("progress.reviewed")} value={totals.reviewed} />
        <Figure label={t("progress.retention")} value={percent(totals.retention)} />
      </SimpleGrid>
      <VocabProgressChart
        data={data}
        series={[
          { name: "remembered", label: t("progress.remembered"), color: "teal.6" },
          { name: "again", label: t("progress.again"), color: "orange.6" },
        ]}
        summary={t("progress.chartSummary", {
          days: progress.days
            .map((d) => t("progress.daySummary", { date: d.date, count: d.reviews }))
            .join("; "),
        })}
      />
      <DataList
        items={progress.students}
        columns={columns}
        rowKey={(s) => s.student.id}
        label={t("progress.tableLabel")}
        testId="vocab-progress-table"
        minWidth={520}
        empty={<Text c="dimmed">{t("progress.noStudents")}</Text>}
      />
    </>
  );
}
