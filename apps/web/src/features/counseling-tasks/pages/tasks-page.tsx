import { COUNSELING_TASK_STATUSES, type CounselingTaskStatus } from "@edu/shared/counseling-tasks";
import { Button, Chip, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { displayName } from "../../../lib/person-name";
import { tasksQuery } from "../api/counseling-tasks-api";
import { TaskCard } from "../components/task-card";
import { TaskForm } from "../components/task-form";
import { mayWriteTasks, useWorkspace, type Workspace, WorkspaceFrame } from "../components/workspace";
import { schoolToday } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["counseling-tasks", "counseling-profile", "rich-text-editor"] };

type Filter = CounselingTaskStatus | "all";

/** The student's tasks (in the route's counseling class, if any), filtered by status. */
function StudentTasks({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation("counseling-tasks");
  const { row, classId } = workspace;
  const [filter, setFilter] = useState<Filter>("all");
  const [creating, setCreating] = useState(false);
  const list = useQuery(
    tasksQuery({ student: row.student_user_id, classId, status: filter === "all" ? undefined : filter }),
  );
  const canWrite = mayWriteTasks(row);
  const student = { id: row.student_user_id, name: displayName(row.student) };
  const today = schoolToday();
  const tasks = list.data?.data ?? [];
  return (
    <Stack gap="md">
      {!canWrite && <Text size="sm">{t("readOnly")}</Text>}
      {canWrite && !creating && (
        <Group>
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setCreating(true)}>
            {t("task.new")}
          </Button>
        </Group>
      )}
      {creating && (
        <Paper withBorder p={{ base: "sm", sm: "md" }}>
          <Title order={2} size="h4" mb="sm">
            {t("task.new")}
          </Title>
          <TaskForm
            student={student}
            classId={classId}
            knownClassId={tasks[0]?.session_class_id}
            onDone={() => setCreating(false)}
          />
        </Paper>
      )}
      <Chip.Group value={filter} onChange={(value) => setFilter(value as Filter)}>
        <Group gap="xs" wrap="wrap" role="radiogroup" aria-label={t("filter.label")}>
          {(["all", ...COUNSELING_TASK_STATUSES] as const).map((value) => (
            <Chip key={value} value={value} size="sm">
              {value === "all" ? t("filter.all") : t(`status.${value}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <LoadErrorPage error={list.error} onRetry={() => void list.refetch()} />
      ) : tasks.length === 0 ? (
        <Text data-testid="tasks-empty">
          {filter !== "all" ? t("empty.filtered") : canWrite ? t("empty.write") : t("empty.read")}
        </Text>
      ) : (
        <Stack gap="sm" data-testid="task-list">
          {tasks.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              classId={classId}
              links={{ base: workspace.base, search: workspace.search, today }}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * /private/counseling/student/{username}/tasks and /private/counseling/{id}/tasks (spec 03 §2): a student's
 * tasks with their subtasks, status, due date and assignee.
 */
export default function TasksPage() {
  const { t } = useTranslation("counseling-tasks");
  const { gate, workspace } = useWorkspace();
  if (!workspace) return gate;
  return (
    <WorkspaceFrame
      workspace={workspace}
      tab="tasks"
      title={t("tasks.title")}
      metaTitle={(name) => t("tasks.metaTitle", { name })}
    >
      <StudentTasks key={workspace.row.student_user_id} workspace={workspace} />
    </WorkspaceFrame>
  );
}
