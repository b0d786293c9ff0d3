import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { DataList, type DataListColumn } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDateTime } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { useViewerRoles } from "../../auth";
import { assignmentsQuery, fileToken, studentTestsQuery } from "../api/grading-api";
import { localized } from "../lib/localized";

export const handle: RouteHandle = { i18n: ["test-grading", "data-list"] };

type Row = { id: number; title: string; opens_at: string; due_at: string | null };

/**
 * /tests/file: paper tests. A student sees the assigned tests that carry a file and gets each through a
 * token (the download page); a teacher or staff member previews their assignments' files the same way.
 */
export default function FilesPage() {
  const { user, isPending, isTeacher, isStaff } = useViewerRoles();
  if (isPending || !user) return <PageLoader />;
  return isTeacher || isStaff ? <TeacherFiles /> : <StudentFiles studentId={user.id} />;
}

function StudentFiles({ studentId }: { studentId: number }) {
  const locale = useLocale();
  const tests = useQuery(studentTestsQuery(studentId));
  if (tests.isPending) return <PageLoader />;
  if (tests.isError) return <LoadErrorPage error={tests.error} onRetry={() => void tests.refetch()} />;
  const rows = tests.data.data
    .filter((test) => test.has_paper === 1)
    .map((test) => ({
      id: test.assignment_id,
      title: localized(test.title, locale),
      opens_at: test.opens_at,
      due_at: test.due_at,
    }));
  return <FilesList rows={rows} teacher={false} />;
}

function TeacherFiles() {
  const locale = useLocale();
  const assignments = useQuery(assignmentsQuery());
  if (assignments.isPending) return <PageLoader />;
  if (assignments.isError)
    return <LoadErrorPage error={assignments.error} onRetry={() => void assignments.refetch()} />;
  const rows = assignments.data.data
    .filter((row) => row.paper !== null)
    .map((row) => ({
      id: row.id,
      title: localized(row.form_title, locale),
      opens_at: row.opens_at,
      due_at: row.due_at,
    }));
  return <FilesList rows={rows} teacher />;
}

function FilesList({ rows, teacher }: { rows: Row[]; teacher: boolean }) {
  const { t } = useTranslation("test-grading");
  const navigate = useNavigate();
  const get = useMutation({
    mutationFn: (id: number) => fileToken(id),
    onSuccess: (answer) => navigate(answer.data.page),
  });
  const now = Date.now();
  const columns: DataListColumn<Row>[] = [
    { key: "title", header: t("common.test"), primary: true, cell: (row) => row.title },
    { key: "opens", header: t("files.opens"), cell: (row) => formatDateTime(row.opens_at) },
    { key: "due", header: t("files.due"), cell: (row) => formatDateTime(row.due_at) },
    {
      key: "get",
      header: t("files.get"),
      actions: true,
      cell: (row) =>
        !teacher && Date.parse(row.opens_at) > now ? (
          <Text size="sm">{t("files.notOpen")}</Text>
        ) : (
          <Button
            size="xs"
            onClick={() => get.mutate(row.id)}
            loading={get.isPending && get.variables === row.id}
            aria-label={t("files.getLabel", { title: row.title })}
          >
            {teacher ? t("files.preview") : t("files.get")}
          </Button>
        ),
    },
  ];
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("files.metaTitle")} />
      <Stack gap="md">
        <div>
          <Title order={1}>{t("files.title")}</Title>
          <Text c="gray.7">{t("files.subtitle")}</Text>
        </div>
        <DataList
          items={rows}
          columns={columns}
          rowKey={(row) => row.id}
          label={t("files.title")}
          empty={<Text>{teacher ? t("files.teacherEmpty") : t("files.empty")}</Text>}
        />
      </Stack>
    </Container>
  );
}
