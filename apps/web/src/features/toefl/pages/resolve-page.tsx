import { Alert, Anchor, Badge, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { useViewerRoles } from "../../auth";
import { idParam, localized } from "../../tests";
import {
  askToGrade,
  explainedQuery,
  gradeAnswer,
  gradingSheetQuery,
  markCorrected,
  toeflKeys,
  transcriptQuery,
  transcriptsQuery,
} from "../api/toefl-api";
import { GradeItem } from "../components/grade-item";
import { toeflPaths } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["toefl"] };

/** Sittings waiting for a teacher's grades, oldest questions first to whoever opens the page. */
function Waiting() {
  const { t } = useTranslation("toefl");
  const locale = useLocale();
  const waiting = useQuery(transcriptsQuery({ pending: "1", page_size: 100 }));
  if (waiting.isPending) return <PageLoader />;
  if (waiting.isError) return <LoadErrorPage error={waiting.error} onRetry={() => void waiting.refetch()} />;
  const rows = waiting.data.data;
  return (
    <Stack gap="md">
      <PageTitle title={t("resolve.metaTitle")} />
      <Title order={1}>{t("resolve.title")}</Title>
      <Text c="gray.7">{t("resolve.subtitle")}</Text>
      {rows.length === 0 ? (
        <Text>{t("resolve.nothing")}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0 }}>
          {rows.map((row) => (
            <Group key={row.exam_id} component="li" gap="sm" wrap="wrap">
              <Anchor component={Link} to={toeflPaths.resolve(row.exam_id)}>
                {t("resolve.sitting", {
                  name: row.student.name,
                  title: localized(row.title, locale),
                  date: formatDate(row.submitted_at),
                })}
              </Anchor>
              <Badge color="yellow.8">{t("results.pending", { count: row.pending })}</Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** One sitting's writing and speaking answers graded 0–4, then "grading done" mails the student. */
function Grading({ examId }: { examId: number }) {
  const { t } = useTranslation("toefl");
  const locale = useLocale();
  const client = useQueryClient();
  const transcript = useQuery(transcriptQuery(examId));
  const sheet = useQuery(gradingSheetQuery(examId));
  const explained = useQuery({ ...explainedQuery(examId), retry: false });
  const [savingKey, setSavingKey] = useState<string | null>(null);
  const grade = useMutation({
    mutationFn: (input: { item_key: string; score: number; comment: string }) =>
      gradeAnswer({ exam_id: examId, ...input }),
    onMutate: (input) => setSavingKey(input.item_key),
    onSettled: () => setSavingKey(null),
    onSuccess: (answer) => {
      client.setQueryData(toeflKeys.sheet(examId), answer);
      void client.invalidateQueries({ queryKey: toeflKeys.transcript(examId) });
      void client.invalidateQueries({ queryKey: toeflKeys.transcriptLists });
    },
  });
  const ask = useMutation({ mutationFn: () => askToGrade(examId) });
  const corrected = useMutation({
    mutationFn: () => markCorrected(examId),
    onSuccess: () => void client.invalidateQueries({ queryKey: toeflKeys.transcript(examId) }),
  });
  if (transcript.isPending || sheet.isPending) return <PageLoader />;
  if (transcript.isError)
    return <LoadErrorPage error={transcript.error} onRetry={() => void transcript.refetch()} />;
  if (sheet.isError) return <LoadErrorPage error={sheet.error} onRetry={() => void sheet.refetch()} />;
  const data = transcript.data.data;
  const items = sheet.data.data.items;
  const prompts = new Map(explained.data?.data.items.map((item) => [item.key, item.content.stem]));
  // An unanswered task needs no grade (it scores 0); the server answers 409 if anything is still missing.
  const allGraded =
    sheet.data.data.graded === 1 || items.every((item) => item.score !== null || item.response === null);
  const mailedAt = corrected.data?.data.mailed_at ?? data.corrected_mailed_at;
  const title = localized(data.title, locale);
  return (
    <Stack gap="md">
      <PageTitle title={t("resolve.gradeMeta", { name: data.student.name })} />
      <div>
        <Title order={1}>{t("resolve.gradeTitle", { name: data.student.name })}</Title>
        <Text c="gray.7">
          {title} · {formatDate(data.submitted_at)} ·{" "}
          <Anchor component={Link} to={toeflPaths.transcript(examId)}>
            {t("home.transcript")}
          </Anchor>
        </Text>
      </div>
      {data.state === "in_progress" && <Alert color="blue">{t("resolve.notSubmitted")}</Alert>}
      {sheet.data.data.may_grade === 0 && (
        <Alert color="yellow" title={t("resolve.mayNotTitle")}>
          <Stack gap="xs">
            <Text size="sm">{t("resolve.mayNot")}</Text>
            {ask.isSuccess ? (
              <Text size="sm" fw={700} aria-live="polite">
                {t("resolve.asked")}
              </Text>
            ) : (
              <Button
                size="compact-sm"
                onClick={() => ask.mutate()}
                loading={ask.isPending}
                style={{ alignSelf: "flex-start" }}
              >
                {t("resolve.ask")}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {items.length === 0 && <Text>{t("resolve.noItems")}</Text>}
      {items.map((item, index) => (
        <GradeItem
          key={`${item.item_key}-${item.updated_at ?? "new"}`}
          item={item}
          number={index + 1}
          prompt={prompts.get(item.item_key)}
          saving={savingKey === item.item_key}
          onSave={(score, comment) => grade.mutate({ item_key: item.item_key, score, comment })}
        />
      ))}
      {items.length > 0 && (
        <Stack gap="xs">
          <Group gap="sm" wrap="wrap">
            <Button
              color="teal.8"
              disabled={!allGraded}
              loading={corrected.isPending}
              onClick={() => corrected.mutate()}
            >
              {t("resolve.done")}
            </Button>
            {!allGraded && <Text size="sm">{t("resolve.doneHint")}</Text>}
          </Group>
          {corrected.data && (
            <Alert color="teal" aria-live="polite">
              {corrected.data.data.mailed === 1 ? t("resolve.mailed") : t("resolve.mailedBefore")}
            </Alert>
          )}
          {mailedAt && (
            <Text size="sm" c="gray.7">
              {t("resolve.mailedAt", { date: formatDateTime(mailedAt) })}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** /toefl/resolve(?exam=<id>): teachers and staff grade TOEFL speaking and writing on the 0–4 scale. */
export default function ResolvePage() {
  const [search] = useSearchParams();
  const { isStaff, isTeacher, isPending } = useViewerRoles();
  const examId = idParam(search.get("exam"));
  if (isPending) return <PageLoader />;
  if (!isStaff && !isTeacher) return <NoPermissionPage />;
  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      {examId ? <Grading key={examId} examId={examId} /> : <Waiting />}
    </Container>
  );
}
