import type { Transcript } from "@edu/shared/toefl";
import { Anchor, Badge, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { DataList, type DataListColumn, ListPagination } from "../../../components/data-list";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDate } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { useViewerRoles } from "../../auth";
import { idParam, localized } from "../../tests";
import { transcriptsQuery } from "../api/toefl-api";
import { SittingState } from "../components/sitting-state";
import { StudentPicker } from "../components/student-picker";
import { bandText, toeflPaths } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["toefl", "data-list"] };

/**
 * /toefl/testresults(?student=<id>): submitted sittings' transcripts, newest first — a student's own, a
 * parent's children's, a teacher's students', every student's for staff (the server keeps to that).
 * Teachers and staff pick a student; from one student's list, the best-of combination.
 */
export default function TestResultsPage() {
  const { t } = useTranslation("toefl");
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const { isStaff, isTeacher } = useViewerRoles();
  const teaching = isStaff || isTeacher;
  const studentId = idParam(search.get("student"));
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...transcriptsQuery({ page, ...(studentId ? { student_id: studentId } : {}) }),
    placeholderData: keepPreviousData,
  });
  const chooseStudent = (id: number | undefined) => {
    setPage(1);
    setSearch(id ? { student: String(id) } : {}, { replace: true });
  };
  // Combining is per student: the one picked, or the only one the list holds (a student's own sittings).
  const students = new Set(list.data?.data.map((row) => row.student.id));
  const combineFor = studentId ?? (students.size === 1 ? [...students][0] : undefined);
  if (list.isError) return <LoadErrorPage error={list.error} onRetry={() => void list.refetch()} />;

  const columns: DataListColumn<Transcript>[] = [
    { key: "student", header: t("results.student"), cell: (row) => row.student.name, primary: true },
    { key: "test", header: t("home.test"), cell: (row) => localized(row.title, locale) },
    { key: "date", header: t("results.date"), cell: (row) => formatDate(row.submitted_at) },
    {
      key: "state",
      header: t("home.state"),
      cell: (row) => (
        <Group gap={4}>
          <SittingState state={row.state} />
          {row.pending > 0 && <Badge color="yellow.8">{t("results.pending", { count: row.pending })}</Badge>}
        </Group>
      ),
    },
    { key: "total", header: t("home.total"), cell: (row) => (row.total === null ? "—" : row.total) },
    { key: "band", header: t("home.band"), cell: (row) => bandText(row.band) },
    {
      key: "open",
      header: t("home.open"),
      actions: true,
      cell: (row) => (
        <Group gap="sm">
          <Anchor
            component={Link}
            to={toeflPaths.transcript(row.exam_id)}
            aria-label={`${t("home.transcript")}: ${row.student.name}, ${formatDate(row.submitted_at)}`}
          >
            {t("home.transcript")}
          </Anchor>
          {teaching && row.pending > 0 && (
            <Anchor
              component={Link}
              to={toeflPaths.resolve(row.exam_id)}
              aria-label={`${t("results.grade")}: ${row.student.name}, ${formatDate(row.submitted_at)}`}
            >
              {t("results.grade")}
            </Anchor>
          )}
        </Group>
      ),
    },
  ];
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("results.metaTitle")} />
      <Stack gap="md">
        <div>
          <Title order={1}>{t("results.title")}</Title>
          <Text c="gray.7">{t("results.subtitle")}</Text>
        </div>
        <Group gap="sm" align="flex-end" wrap="wrap">
          {teaching && <StudentPicker value={studentId} onChange={chooseStudent} />}
          {combineFor && (
            <Button component={Link} to={toeflPaths.combine(combineFor)} variant="default">
              {t("results.combine")}
            </Button>
          )}
        </Group>
        {list.isPending ? (
          <PageLoader />
        ) : (
          <>
            <DataList
              items={list.data.data}
              columns={columns}
              rowKey={(row) => row.exam_id}
              label={t("results.title")}
              empty={<Text>{t("results.empty")}</Text>}
            />
            <ListPagination list={list.data} page={page} onChange={setPage} />
          </>
        )}
      </Stack>
    </Container>
  );
}
