import type { CounselingOverviewRow, WorkspaceRoleType } from "@edu/shared/counseling-workspace";
import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataList, type DataListColumn, ListPagination, ListTotal } from "../../../components/data-list";
import { ListSearchInput } from "../../../components/list-search-input";
import { displayName } from "../../../lib/person-name";
import { portalQuery } from "../api/counseling-workspace-api";
import { collectedPath, workspacePath } from "../lib/paths";
import { DeadlineText } from "./deadline-text";

const PAGE_SIZE = 20;

/** Open and overdue tasks in words ("3 open, 1 overdue"), so overdue is never said by colour alone. */
function TasksCell({ row }: { row: CounselingOverviewRow }) {
  const { t } = useTranslation("counseling-workspace");
  if (row.open_tasks === 0) return <Text span>{t("portal.noOpenTasks")}</Text>;
  return (
    <Text span>
      {t("portal.openTasks", { count: row.open_tasks })}
      {row.overdue_tasks > 0 && (
        <Text span c="red.8" fw={600}>
          {" · "}
          {t("portal.overdueTasks", { count: row.overdue_tasks })}
        </Text>
      )}
    </Text>
  );
}

/**
 * The portal's students (GET counseling-overview): each with the next deadline, open and overdue tasks,
 * unfinished essays and the size of the school list, searchable, each leading into the student's
 * workspace. `filter` narrows it to one counselor's students, one parent's children or one student.
 */
export function PortalList({
  filter,
  empty,
}: {
  filter?: { role_type: WorkspaceRoleType; user_id: number };
  empty: ReactNode;
}) {
  const { t, i18n } = useTranslation("counseling-workspace");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const list = useQuery(
    portalQuery(i18n.language, { page, page_size: PAGE_SIZE, ...filter, ...(keyword ? { keyword } : {}) }),
  );
  const columns: DataListColumn<CounselingOverviewRow>[] = [
    {
      key: "name",
      header: t("portal.student"),
      primary: true,
      cell: (row) => (
        <Anchor component={Link} to={workspacePath(row)} fw={600}>
          {displayName(row.student)}
        </Anchor>
      ),
    },
    {
      key: "deadline",
      header: t("portal.nextDeadline"),
      cell: (row) =>
        row.next_deadline ? (
          <DeadlineText
            deadline={row.next_deadline}
            href={collectedPath(row.student.username, row.next_deadline.collected_school_id)}
          />
        ) : (
          t("portal.noDeadline")
        ),
    },
    { key: "tasks", header: t("portal.tasks"), cell: (row) => <TasksCell row={row} /> },
    { key: "essays", header: t("portal.essaysUnfinished"), cell: (row) => row.essays_unfinished },
    { key: "schools", header: t("portal.schools"), cell: (row) => row.schools },
    {
      key: "open",
      header: t("portal.actions"),
      actions: true,
      cell: (row) => (
        <Button component={Link} to={workspacePath(row)} size="xs" variant="light">
          {t("portal.open", { name: displayName(row.student) })}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <ListSearchInput
        label={t("portal.search")}
        value={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {list.isError ? (
        <Alert color="red" role="alert" title={t("portal.loadFailed")}>
          {list.error.message}
        </Alert>
      ) : (
        <Stack gap="sm" aria-busy={list.isFetching}>
          {list.data && (
            <ListTotal list={list.data} label={(total, count) => t("portal.total", { count, total })} />
          )}
          <DataList
            items={list.data?.data ?? []}
            columns={columns}
            rowKey={(row) => row.student.id}
            label={t("portal.listLabel")}
            testId="counseling-portal"
            loading={list.isPending}
            empty={keyword ? <Text>{t("portal.noMatch")}</Text> : empty}
          />
          {list.data && <ListPagination list={list.data} page={page} onChange={setPage} />}
        </Stack>
      )}
    </Stack>
  );
}
