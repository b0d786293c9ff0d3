import type { ClassFormStudent } from "@edu/shared/analysis";
import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DataListColumn } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { formatDate } from "../../../lib/format-date";
import { displayName } from "../../../lib/person-name";
import { classFormStudentQuery } from "../api/analysis-api";
import { analysisPaths, seconds } from "../lib/format";
import { TableSection } from "./table-section";

type Answer = ClassFormStudent["answers"][number];

const STATE_COLORS: Record<Answer["state"], string> = {
  correct: "green.9",
  partial: "orange.9",
  incorrect: "red.8",
  unanswered: "gray.7",
  pending: "blue.8",
  graded: "blue.8",
};

/** What the student gave, as text: choice keys, the typed text, or that a recording was made. */
function answerText(row: Answer, t: TFunction<"analysis">): string | null {
  const response = row.response;
  if (!response) return null;
  switch (response.kind) {
    case "single_choice":
      return response.choice;
    case "multiple_select":
      return response.choices.length > 0 ? response.choices.join(", ") : null;
    case "student_response":
    case "written_response":
      return response.text.trim() ? response.text : null;
    case "speaking":
      return response.document_id === null ? null : t("detail.answers.recording");
  }
}

/**
 * One student's answers to the form (their latest submitted attempt, the one the class's numbers count):
 * per question met, what they answered, the right choice, right or wrong, and the seconds the server
 * counted (the page visible). Shown on the question analysis page by ?student=.
 */
export function StudentAnswers({
  classId,
  formId,
  studentId,
}: {
  classId: number;
  formId: number;
  studentId: number;
}) {
  const { t } = useTranslation("analysis");
  const query = useQuery(classFormStudentQuery(classId, formId, studentId));
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <LoadErrorPage error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data.data;
  const name = displayName(data.student);
  const given = (row: Answer) => answerText(row, t) ?? t("detail.answers.noAnswer");
  const columns: DataListColumn<Answer>[] = [
    {
      key: "q",
      header: t("detail.question"),
      primary: true,
      cell: (row) => `${row.position}. ${row.key}`,
      csv: (row) => row.key,
    },
    { key: "module", header: t("detail.module"), cell: (row) => row.module, csv: (row) => row.module },
    { key: "answer", header: t("detail.answers.answer"), cell: given, csv: (row) => answerText(row, t) },
    {
      key: "right",
      header: t("detail.answers.right"),
      cell: (row) => (row.right.length > 0 ? row.right.join(", ") : "—"),
      csv: (row) => row.right.join(", "),
    },
    {
      key: "result",
      header: t("detail.answers.result"),
      cell: (row) => (
        <Badge color={STATE_COLORS[row.state]} size="sm">
          {t(`detail.answers.state.${row.state}`)}
        </Badge>
      ),
      csv: (row) => t(`detail.answers.state.${row.state}`),
    },
    {
      key: "seconds",
      header: t("detail.answers.seconds"),
      cell: (row) => seconds(row.seconds),
      csv: (row) => row.seconds,
    },
  ];

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          {data.submitted_at
            ? t("detail.answers.submitted", { date: formatDate(data.submitted_at) })
            : t("detail.answers.noAttempt", { name })}
        </Text>
        <Anchor component={Link} to={analysisPaths.detail(classId, formId)} size="sm">
          {t("detail.answers.all")}
        </Anchor>
      </Group>
      <TableSection
        title={t("detail.answers.title", { name })}
        rows={data.answers}
        columns={columns}
        rowKey={(row) => row.key}
        filename={`class-${classId}-form-${formId}-${data.student.username}-answers`}
        empty={t("detail.none")}
        testId="answer-table"
      />
    </Stack>
  );
}
