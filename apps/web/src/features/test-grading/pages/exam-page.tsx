import { Alert, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-error";
import { useViewerRoles } from "../../auth";
import { gradeItem, gradingKeys, sheetQuery } from "../api/grading-api";
import { GradeHistory } from "../components/grade-history";
import { GradeItemCard } from "../components/grade-item-card";
import { PermissionRequest } from "../components/permission-request";
import { idParam } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["test-grading"] };

/**
 * /tests/grading/exam?attempt=: grade one attempt's written and speaking answers 0–4 with the rubric and a
 * comment, with the trail of every change. A student allowed to grade their own attempt lands here too
 * (marked self-graded); a teacher who may not grade it can ask an admin.
 */
export default function ExamPage() {
  const [params] = useSearchParams();
  const id = idParam(params.get("attempt"));
  if (id === undefined) return <NotFoundPage />;
  return <Exam attemptId={id} />;
}

function Exam({ attemptId }: { attemptId: number }) {
  const { t } = useTranslation("test-grading");
  const client = useQueryClient();
  const { isTeacher } = useViewerRoles();
  const sheet = useQuery(sheetQuery(attemptId));
  if (sheet.isPending) return <PageLoader />;
  if (sheet.isError) {
    if (isTeacher && isApiError(sheet.error) && sheet.error.status === 404)
      return <PermissionRequest attemptId={attemptId} />;
    return <LoadErrorPage error={sheet.error} onRetry={() => void sheet.refetch()} />;
  }
  const data = sheet.data.data;
  const editable = data.may_grade === 1;
  const save = (itemKey: string) => async (score: number, comment: string) => {
    const answer = await gradeItem(attemptId, { item_key: itemKey, score, comment });
    client.setQueryData(gradingKeys.sheet(attemptId), answer);
    void client.invalidateQueries({ queryKey: ["test-grading", "queue"] });
  };
  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("exam.metaTitle")} />
      <Stack gap="md">
        <div>
          <Title order={1}>{t("exam.title")}</Title>
          <Text c="gray.7">{t("exam.attempt", { id: data.attempt_id, student: data.student_user_id })}</Text>
        </div>
        {data.attempt_state === "in_progress" ? (
          <Alert color="yellow">{t("exam.notSubmitted")}</Alert>
        ) : !editable ? (
          <Alert color="gray">{t("exam.readOnly")}</Alert>
        ) : null}
        <Alert color={data.graded === 1 ? "teal" : "blue"}>
          {data.graded === 1 ? t("exam.complete") : t("exam.incomplete")}
          {data.self_graded === 1 && ` · ${t("common.selfGraded")}`}
        </Alert>
        {data.sections.length > 0 && (
          <Group gap="md" aria-label={t("exam.sections")}>
            {data.sections.map((line) => (
              <Text key={line.key}>
                {line.key}: <strong>{line.score ?? t("common.noScore")}</strong>
              </Text>
            ))}
          </Group>
        )}
        {data.items.length === 0 && <Text>{t("exam.noItems")}</Text>}
        {data.items.map((item) => (
          <GradeItemCard key={item.item_key} item={item} editable={editable} onSave={save(item.item_key)} />
        ))}
        <GradeHistory history={data.history} />
      </Stack>
    </Container>
  );
}
