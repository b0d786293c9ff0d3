import type { CounselingSubtask, CounselingTask } from "@edu/shared/counseling-tasks";
import { Anchor, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { DataList, type DataListColumn } from "../../../components/data-list";
import { LoadErrorPage } from "../../../components/page-state";
import { tasksQuery } from "../api/counseling-tasks-api";
import { DueDate, StatusBadge } from "../components/task-status";
import { useWorkspace, type Workspace, WorkspaceFrame } from "../components/workspace";
import { schoolToday, subtaskPath, tasksPath } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["counseling-tasks", "counseling-profile", "data-list"] };

type Row = { subtask: CounselingSubtask; task: CounselingTask };

/** Every subtask of the class's tasks the caller may read, earliest due task first. */
function ClassSubtasks({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation("counseling-tasks");
  const list = useQuery(tasksQuery({ classId: workspace.classId }));
  if (list.isError) return <LoadErrorPage error={list.error} onRetry={() => void list.refetch()} />;
  const tasks = list.data?.data ?? [];
  const rows: Row[] = tasks.flatMap((task) => task.subtasks.map((subtask) => ({ subtask, task })));
  const severalStudents = new Set(tasks.map((task) => task.student.id)).size > 1;
  const today = schoolToday();
  const columns: DataListColumn<Row>[] = [
    {
      key: "title",
      header: t("subtasks.subtask"),
      primary: true,
      cell: ({ subtask }) => (
        <Anchor component={Link} to={subtaskPath(workspace.base, subtask.id, false, workspace.search)}>
          {subtask.title}
        </Anchor>
      ),
    },
    { key: "task", header: t("subtasks.task"), cell: ({ task }) => task.title },
    ...(severalStudents
      ? [{ key: "student", header: t("subtasks.student"), cell: ({ task }: Row) => task.student.name }]
      : []),
    {
      key: "status",
      header: t("form.status"),
      cell: ({ subtask }) => <StatusBadge status={subtask.status} />,
    },
    {
      key: "due",
      header: t("form.due"),
      cell: ({ subtask }) => <DueDate due={subtask.due_date} status={subtask.status} today={today} />,
    },
  ];
  return (
    <DataList
      items={rows}
      columns={columns}
      rowKey={(row) => row.subtask.id}
      label={t("subtasks.title")}
      testId="subtask-list"
      loading={list.isPending}
      empty={
        <Text>
          {t("subtasks.empty")}{" "}
          <Anchor component={Link} to={`${tasksPath(workspace.base)}${workspace.search}`}>
            {t("subtask.toTasks")}
          </Anchor>
        </Text>
      }
    />
  );
}

/** /private/counseling/{id}/subtasks (spec 03 §2): the counseling class's subtasks in one list. */
export default function SubtasksPage() {
  const { t } = useTranslation("counseling-tasks");
  const { gate, workspace } = useWorkspace({ classOnly: true });
  if (!workspace) return gate;
  return (
    <WorkspaceFrame
      workspace={workspace}
      tab="tasks"
      title={t("subtasks.title")}
      metaTitle={(name) => t("subtasks.metaTitle", { name })}
      chooseStudent={false}
    >
      <ClassSubtasks workspace={workspace} />
    </WorkspaceFrame>
  );
}
