import type { ClassFormAnalysis } from "@edu/shared/analysis";
import { Anchor, Badge, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import type { DataListColumn } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDate } from "../../../lib/format-date";
import { displayName } from "../../../lib/person-name";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import { classFormQuery } from "../api/analysis-api";
import { AccuracySection } from "../components/accuracy-section";
import { RateBars } from "../components/analysis-charts-lazy";
import { DrillButton } from "../components/drill-button";
import { StudentAnswers } from "../components/student-answers";
import { TableSection } from "../components/table-section";
import {
  analysisPaths,
  analysisTestOf,
  idParam,
  isWeak,
  percent,
  rateBarsOf,
  score,
  seconds,
} from "../lib/format";

export const handle: RouteHandle = { i18n: ["analysis", "data-list"] };

type Question = ClassFormAnalysis["questions"][number];
type Routing = ClassFormAnalysis["routing"][number];
type Student = ClassFormAnalysis["students"][number];

/**
 * /session-classes/analysis/detail?class=&form=: one form for one class, per question (what to reteach
 * next lesson: the weakest first in the chart, weak rows marked), per skill, routing and per student;
 * with &student=, that student's answers, right or wrong and seconds per question first.
 */
export default function ClassFormAnalysisPage() {
  const { t } = useTranslation("analysis");
  const [params] = useSearchParams();
  const classId = idParam(params.get("class"));
  const formId = idParam(params.get("form"));
  const studentId = idParam(params.get("student"));
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("detail.metaTitle")} />
      <Stack gap="md">
        <Anchor component={Link} to={analysisPaths.classes(classId)} size="sm">
          {t("detail.back")}
        </Anchor>
        {classId === undefined || formId === undefined ? (
          <>
            <Title order={1}>{t("detail.title")}</Title>
            <Text c="dimmed">{t("detail.pickFirst")}</Text>
          </>
        ) : (
          <Detail classId={classId} formId={formId} studentId={studentId} />
        )}
      </Stack>
    </Container>
  );
}

function Detail({
  classId,
  formId,
  studentId,
}: {
  classId: number;
  formId: number;
  studentId: number | undefined;
}) {
  const { t } = useTranslation("analysis");
  const locale = useLocale();
  const query = useQuery(classFormQuery(classId, formId));
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <LoadErrorPage error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data.data;
  const file = (what: string) => `class-${data.class.id}-form-${data.form.id}-${what}`;
  const choicesText = (row: Question) =>
    row.choices.map((c) => `${c.key}${c.correct ? "✓" : ""} ${c.count}`).join(" · ");
  const wrongPick = (row: Question) =>
    [...row.choices].filter((c) => !c.correct && c.count > 0).sort((a, b) => b.count - a.count)[0]?.key ??
    null;

  const questionColumns: DataListColumn<Question>[] = [
    {
      key: "q",
      header: t("detail.question"),
      primary: true,
      cell: (row) => (
        <Group gap={6} wrap="nowrap">
          <Text span fw={600}>
            {row.position}. {row.key}
          </Text>
          {isWeak(row.accuracy) && (
            <Badge color="red.8" size="sm">
              {t("detail.reteach")}
            </Badge>
          )}
        </Group>
      ),
      csv: (row) => row.key,
    },
    { key: "section", header: t("detail.module"), cell: (row) => row.module, csv: (row) => row.module },
    { key: "domain", header: t("detail.domain"), cell: (row) => row.domain ?? "—", csv: (row) => row.domain },
    { key: "seen", header: t("detail.seen"), cell: (row) => row.seen, csv: (row) => row.seen },
    {
      key: "accuracy",
      header: t("accuracy"),
      cell: (row) => percent(row.accuracy),
      csv: (row) => row.accuracy,
    },
    {
      key: "median",
      header: t("medianTime"),
      cell: (row) => seconds(row.median_seconds),
      csv: (row) => row.median_seconds,
    },
    { key: "choices", header: t("detail.choices"), cell: choicesText, csv: choicesText },
    { key: "wrong", header: t("detail.commonWrong"), cell: (row) => wrongPick(row) ?? "—", csv: wrongPick },
    { key: "guessed", header: t("guessed"), cell: (row) => row.guessed, csv: (row) => row.guessed },
    { key: "stuck", header: t("stuck"), cell: (row) => row.stuck, csv: (row) => row.stuck },
    {
      key: "unanswered",
      header: t("detail.unanswered"),
      cell: (row) => row.unanswered,
      csv: (row) => row.unanswered,
    },
  ];
  const routingColumns: DataListColumn<Routing>[] = [
    {
      key: "after",
      header: t("detail.after"),
      primary: true,
      cell: (row) => `${row.section} · ${row.after}`,
      csv: (row) => row.after,
    },
    { key: "harder", header: t("detail.harder"), cell: (row) => row.harder, csv: (row) => row.harder },
    { key: "took", header: t("detail.took"), cell: (row) => row.took, csv: (row) => row.took },
    {
      key: "routed",
      header: t("detail.routed"),
      cell: (row) => row.routed_harder,
      csv: (row) => row.routed_harder,
    },
    { key: "rate", header: t("detail.rate"), cell: (row) => percent(row.rate), csv: (row) => row.rate },
  ];
  const needing = data.students.filter((row) => isWeak(row.accuracy)).map((row) => row.student);
  const weakestSkills = data.skills
    .filter((row) => row.accuracy !== null)
    .slice(0, 3)
    .map((row) => localized(row.title, locale));
  const studentColumns: DataListColumn<Student>[] = [
    {
      key: "student",
      header: t("online.student"),
      primary: true,
      cell: (row) => (
        <Anchor
          component={Link}
          to={analysisPaths.student(analysisTestOf(data.form.test_type), row.student.id)}
        >
          {displayName(row.student)}
        </Anchor>
      ),
      csv: (row) => displayName(row.student),
    },
    {
      key: "date",
      header: t("student.date"),
      cell: (row) => formatDate(row.submitted_at),
      csv: (row) => formatDate(row.submitted_at),
    },
    { key: "score", header: t("student.score"), cell: (row) => score(row.score), csv: (row) => row.score },
    {
      key: "accuracy",
      header: t("accuracy"),
      cell: (row) => percent(row.accuracy),
      csv: (row) => row.accuracy,
    },
    {
      key: "seconds",
      header: t("detail.totalTime"),
      cell: (row) => seconds(row.seconds),
      csv: (row) => row.seconds,
    },
    { key: "guessed", header: t("guessed"), cell: (row) => row.guessed, csv: (row) => row.guessed },
    { key: "stuck", header: t("stuck"), cell: (row) => row.stuck, csv: (row) => row.stuck },
    {
      key: "answers",
      header: t("detail.answers.column"),
      cell: (row) => (
        <Anchor
          component={Link}
          to={analysisPaths.detail(classId, formId, row.student.id)}
          aria-label={t("detail.answers.open", { name: displayName(row.student) })}
        >
          {t("detail.answers.column")}
        </Anchor>
      ),
    },
    {
      key: "drill",
      header: t("drill.column"),
      actions: true,
      cell: (row) =>
        isWeak(row.accuracy) ? (
          <DrillButton
            student={row.student}
            weakest={weakestSkills}
            others={needing.filter((person) => person.id !== row.student.id)}
          />
        ) : null,
    },
  ];
  const byAccuracy = [...data.questions]
    .filter((row) => row.accuracy !== null)
    .sort((a, b) => (a.accuracy ?? 0) - (b.accuracy ?? 0))
    .slice(0, 15);

  return (
    <Stack gap="md">
      <Title order={1}>
        {t("detail.heading", { form: localized(data.form.title, locale), name: data.class.name })}
      </Title>
      {studentId !== undefined && <StudentAnswers classId={classId} formId={formId} studentId={studentId} />}
      <TableSection
        title={t("detail.questions")}
        rows={data.questions}
        columns={questionColumns}
        rowKey={(row) => row.key}
        filename={file("questions")}
        empty={t("detail.none")}
        testId="question-table"
        chart={
          <RateBars
            data={rateBarsOf(byAccuracy.map((row) => ({ ...row, name: `${row.position}. ${row.key}` })))}
            label={t("accuracy")}
            summary={t("detail.chartSummary", { count: byAccuracy.length })}
          />
        }
      />
      <AccuracySection
        title={t("detail.skills")}
        nameHeader={t("detail.skill")}
        rows={data.skills}
        filename={file("skills")}
        empty={t("detail.none")}
      />
      {data.routing.length > 0 && (
        <TableSection
          title={t("detail.routing")}
          rows={data.routing}
          columns={routingColumns}
          rowKey={(row) => `${row.after}-${row.harder}`}
          filename={file("routing")}
          empty={t("detail.none")}
        />
      )}
      <TableSection
        title={t("detail.students")}
        rows={data.students}
        columns={studentColumns}
        rowKey={(row) => row.attempt_id}
        filename={file("students")}
        empty={t("detail.none")}
        testId="student-table"
      />
    </Stack>
  );
}
