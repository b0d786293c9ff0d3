import type { TestHistoryEntry } from "@edu/shared/test-engine";
import { Anchor, Container, Group, Stack, Text, Title } from "@mantine/core";
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
import { historyQuery } from "../api/act-api";
import { AttemptLinks } from "../components/attempt-links";
import { AttemptStateBadge } from "../components/attempt-state-badge";
import { scoreColumns, scoreOf } from "../lib/history-columns";
import { actPaths } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["act", "data-list"] };

const scoreText = (score: number | null) => (score === null ? "—" : String(Math.round(score * 100) / 100));

/**
 * /act/history(?student=<id>): submitted ACT attempts, newest first, with the composite (1–36) and each
 * section's score — the reader's own, a parent's children's, a teacher's students', every student's for
 * staff (the server keeps to that). A student's name narrows the list to them.
 */
export default function ActHistoryPage() {
  const [search] = useSearchParams();
  const studentId = idParam(search.get("student"));
  // A new student starts at page 1.
  return <History key={studentId ?? 0} studentId={studentId} />;
}

function History({ studentId }: { studentId: number | undefined }) {
  const { t } = useTranslation("act");
  const locale = useLocale();
  const { isParent, isTeacher, isStaff } = useViewerRoles();
  const showStudent = isParent || isTeacher || isStaff;
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...historyQuery({ test_type: "ACT", page, ...(studentId ? { student_id: studentId } : {}) }),
    placeholderData: keepPreviousData,
  });
  if (list.isError) return <LoadErrorPage error={list.error} onRetry={() => void list.refetch()} />;

  const entries = list.data?.data ?? [];
  const { composites, sections } = scoreColumns(entries);
  const what = (row: TestHistoryEntry) =>
    `${showStudent ? `${row.student.name}, ` : ""}${localized(row.title, locale)}, ${formatDate(row.submitted_at)}`;
  const columns: DataListColumn<TestHistoryEntry>[] = [
    {
      key: "date",
      header: t("history.date"),
      cell: (row) => formatDate(row.submitted_at),
      primary: !showStudent,
    },
    ...(showStudent
      ? [
          {
            key: "student",
            header: t("history.student"),
            primary: true,
            cell: (row: TestHistoryEntry) =>
              studentId ? (
                row.student.name
              ) : (
                <Anchor
                  component={Link}
                  to={actPaths.history(row.student.id)}
                  aria-label={`${row.student.name}: ${t("history.onlyThem")}`}
                >
                  {row.student.name}
                </Anchor>
              ),
          },
        ]
      : []),
    { key: "test", header: t("history.test"), cell: (row) => localized(row.title, locale) },
    ...composites.map((column) => ({
      key: `composite-${column.key}`,
      header: localized(column.title, locale),
      cell: (row: TestHistoryEntry) => (
        <Text fw={700} span>
          {scoreText(scoreOf(row, column, "composites"))}
        </Text>
      ),
    })),
    ...sections.map((column) => ({
      key: `section-${column.key}`,
      header: localized(column.title, locale),
      cell: (row: TestHistoryEntry) => scoreText(scoreOf(row, column, "sections")),
    })),
    {
      key: "state",
      header: t("history.state"),
      cell: (row) => (
        <Group gap={4}>
          <AttemptStateBadge state={row.state} />
          {!row.complete && <Text size="sm">{t("history.pending")}</Text>}
        </Group>
      ),
    },
    {
      key: "open",
      header: t("history.open"),
      actions: true,
      // Everyone the history lists an attempt to reads its questions too (the engine's one rule; a parent
      // sees answers as the form shows them to the student).
      cell: (row) => <AttemptLinks attemptId={row.id} what={what(row)} />,
    },
  ];
  return (
    <Container size="xl" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("history.metaTitle")} />
      <Stack gap="md">
        <div>
          <Title order={1}>{t("history.title")}</Title>
          <Text c="gray.7">{t("history.subtitle")}</Text>
        </div>
        <Group gap="md" wrap="wrap">
          <Anchor component={Link} to={actPaths.home}>
            {t("history.toHome")}
          </Anchor>
          {studentId && (
            <Anchor component={Link} to={actPaths.history()}>
              {t("history.everyone")}
            </Anchor>
          )}
        </Group>
        {list.isPending ? (
          <PageLoader />
        ) : (
          <>
            <DataList
              items={entries}
              columns={columns}
              rowKey={(row) => row.id}
              label={t("history.title")}
              empty={<Text>{t("history.empty")}</Text>}
            />
            <ListPagination list={list.data} page={page} onChange={setPage} />
          </>
        )}
      </Stack>
    </Container>
  );
}
