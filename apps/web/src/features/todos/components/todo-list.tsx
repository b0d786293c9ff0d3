import type { Todo } from "@edu/shared";
import { ActionIcon, Badge, Button, Group, Loader, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCircle, IconCircleCheckFilled, IconPencil, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPagination } from "../../../components/data-list";
import { deleteTodo, setTodoStatus, type TodoListFilter, todoKeys, todoListQuery } from "../api/todos-api";
import { isLate } from "../lib/todo-rules";

type Props = {
  filter: TodoListFilter;
  today: string;
  onPage: (page: number) => void;
  onEdit: (todo: Todo) => void;
};

/** One tab's items: the circle toggles done/pending, late items are marked, done titles struck through. */
export function TodoList({ filter, today, onPage, onEdit }: Props) {
  const { t } = useTranslation("todos");
  const queryClient = useQueryClient();
  const list = useQuery(todoListQuery(filter));
  const refresh = () => queryClient.invalidateQueries({ queryKey: todoKeys.all });
  const toggle = useMutation({
    mutationFn: (todo: Todo) => setTodoStatus(todo.id, todo.status === 0 ? 1 : 0),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (todo: Todo) => deleteTodo(todo.id),
    onSuccess: async () => {
      notifications.show({ color: "teal", message: t("deleted") });
      await refresh();
    },
  });
  // Delete asks first, in the row (spec 02 §8: 確認刪除這條記錄？, then 已刪除!).
  const [confirming, setConfirming] = useState<number | null>(null);

  if (list.isPending) return <Loader size="sm" />;
  if (list.isError) return <Text c="red">{t("loadFailed")}</Text>;
  const page = list.data;
  if (page.data.length === 0) return <Text c="dimmed">{t("empty")}</Text>;
  return (
    <Stack gap="xs">
      {page.data.map((todo) => {
        const late = isLate(todo, today);
        const done = todo.status === 1;
        return (
          <Paper key={todo.id} withBorder p="xs" radius="sm" data-testid={`todo-${todo.id}`}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Tooltip label={done ? t("markPending") : t("markDone")}>
                <ActionIcon
                  variant="subtle"
                  color={done ? "teal" : "gray"}
                  onClick={() => toggle.mutate(todo)}
                  aria-label={
                    done
                      ? t("markPendingNamed", { title: todo.title })
                      : t("markDoneNamed", { title: todo.title })
                  }
                  aria-pressed={done}
                  loading={toggle.isPending && toggle.variables?.id === todo.id}
                >
                  {done ? <IconCircleCheckFilled size={20} /> : <IconCircle size={20} />}
                </ActionIcon>
              </Tooltip>
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group gap="xs" wrap="wrap">
                  <Text
                    fw={600}
                    td={done ? "line-through" : undefined}
                    c={done ? "dimmed" : undefined}
                    data-testid="todo-title"
                  >
                    {todo.title}
                  </Text>
                  {late && (
                    <Badge color="red.8" size="sm">
                      {t("late")}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {todo.is_all_day
                    ? `${todo.from_date} · ${t("allDay")}`
                    : `${todo.from_date} ${todo.from_time ?? ""}`}
                  {todo.location ? ` · ${todo.location}` : ""}
                  {todo.responsible_members.length > 0
                    ? ` · ${todo.responsible_members.map((m) => m.full_name).join(", ")}`
                    : ""}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  onClick={() => onEdit(todo)}
                  aria-label={t("editNamed", { title: todo.title })}
                >
                  <IconPencil size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => setConfirming(todo.id)}
                  aria-label={t("deleteNamed", { title: todo.title })}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Group>
            {confirming === todo.id && (
              <Group gap="xs" mt="xs" justify="flex-end" role="alertdialog" aria-label={t("confirmDelete")}>
                <Text size="sm">{t("confirmDelete")}</Text>
                <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                  {t("cancel")}
                </Button>
                <Button
                  size="xs"
                  color="red"
                  loading={remove.isPending}
                  onClick={() => remove.mutate(todo, { onSettled: () => setConfirming(null) })}
                >
                  {t("delete")}
                </Button>
              </Group>
            )}
          </Paper>
        );
      })}
      <Group justify="center">
        <ListPagination list={page} page={filter.page} onChange={onPage} />
      </Group>
    </Stack>
  );
}
