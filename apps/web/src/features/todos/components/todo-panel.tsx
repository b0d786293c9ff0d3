import type { Todo } from "@edu/shared";
import {
  ActionIcon,
  Box,
  Button,
  CloseButton,
  Group,
  NavLink,
  Paper,
  Radio,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import {
  IconChecklist,
  IconCircleCheck,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconPlus,
  IconSearch,
  IconUser,
} from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { type PointerEvent as ReactPointerEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { createTodo, todoKeys, updateTodo } from "../api/todos-api";
import { TODO_PHONE_QUERY, TODO_TABS, type TodoTab, todayIn, type valuesToPayload } from "../lib/todo-rules";
import { TodoForm } from "./todo-form";
import { TodoList } from "./todo-list";
import classes from "./todo-panel.module.css";

const TAB_ICONS = {
  todoList: IconChecklist,
  checkedList: IconCircleCheck,
  newTodo: IconPlus,
  myList: IconUser,
};

type Props = { userId: number; onClose: () => void };

/**
 * The admins' to-do panel (spec 02 §2): floating, dragged by its header and resized from its corner;
 * tabs pending / done / form / mine in a left menu that collapses, except on phones (≤ 768 px), where the
 * panel fills the screen and the menu stays.
 */
export function TodoPanel({ userId, onClose }: Props) {
  // The list's pagination words load with the panel's: a namespace first asked for by a child would
  // suspend the opener's boundary and hide the open panel for a moment.
  const { t } = useTranslation(["todos", "data-list"]);
  const queryClient = useQueryClient();
  const phone = useMediaQuery(TODO_PHONE_QUERY) ?? false;
  const [tab, setTab] = useState<TodoTab>("todoList");
  const [scope, setScope] = useState<"mine" | "all">("mine");
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Todo | undefined>();
  const [collapsed, setCollapsed] = useState(false);
  const [position, setPosition] = useState({ right: 24, bottom: 88 });
  const drag = useRef<{ x: number; y: number; right: number; bottom: number } | null>(null);
  const today = todayIn("Asia/Taipei");

  const go = (next: TodoTab) => {
    if (next !== "newTodo") setEditing(undefined);
    setPage(1);
    setTab(next);
  };
  const search = () => {
    setPage(1);
    setQuery(typed.trim());
    if (tab === "newTodo") setTab("todoList");
  };
  const startDrag = (event: ReactPointerEvent) => {
    if (phone || (event.target as HTMLElement).closest("button")) return;
    drag.current = { x: event.clientX, y: event.clientY, ...position };
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
  };
  const moveDrag = (event: ReactPointerEvent) => {
    const start = drag.current;
    if (!start) return;
    const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max, 0));
    setPosition({
      right: clamp(start.right - (event.clientX - start.x), window.innerWidth - 120),
      bottom: clamp(start.bottom - (event.clientY - start.y), window.innerHeight - 60),
    });
  };
  const save = async (payload: ReturnType<typeof valuesToPayload>) => {
    const saved = editing ? await updateTodo(editing.id, payload) : await createTodo(payload);
    notifications.show({
      color: "teal",
      message: editing ? t("updated") : t("created", { title: saved.title }),
    });
    await queryClient.invalidateQueries({ queryKey: todoKeys.all });
    // Saving returns to the pending list (spec 02 §2).
    go("todoList");
  };

  const filter = {
    todoList: { status: 0 as const, userId: scope === "mine" ? userId : undefined },
    checkedList: { status: 1 as const, userId: scope === "mine" ? userId : undefined },
    myList: { status: undefined, userId },
    newTodo: { status: undefined, userId: undefined },
  }[tab];
  const showMenuLabels = phone || !collapsed;

  return (
    <Paper
      shadow="xl"
      withBorder
      radius={phone ? 0 : "md"}
      role="dialog"
      aria-label={t("title")}
      data-testid="todo-panel"
      className={classes.panel}
      style={{
        position: "fixed",
        // Over the page and its header, under modals and drawers (200), which may open over it.
        zIndex: 190,
        display: "flex",
        flexDirection: "column",
        overflow: "hidden",
        ...(phone
          ? { inset: 0 }
          : {
              right: position.right,
              bottom: position.bottom,
              width: 720,
              height: 540,
              minWidth: 420,
              minHeight: 320,
              maxWidth: "calc(100vw - 16px)",
              maxHeight: "calc(100vh - 16px)",
              resize: "both",
            }),
      }}
    >
      <Group
        justify="space-between"
        px="sm"
        py={6}
        bg="brand.8"
        c="white"
        onPointerDown={startDrag}
        onPointerMove={moveDrag}
        onPointerUp={() => {
          drag.current = null;
        }}
        style={{ cursor: phone ? undefined : "move", touchAction: "none", userSelect: "none" }}
        data-testid="todo-panel-header"
      >
        <Text fw={700}>{t("title")}</Text>
        <CloseButton variant="transparent" c="white" onClick={onClose} aria-label={t("close")} />
      </Group>
      <Box style={{ display: "flex", flex: 1, minHeight: 0, flexDirection: phone ? "column" : "row" }}>
        <Stack
          component="nav"
          aria-label={t("menu")}
          gap={2}
          p={4}
          style={{
            borderRight: phone ? undefined : "1px solid var(--mantine-color-gray-3)",
            borderBottom: phone ? "1px solid var(--mantine-color-gray-3)" : undefined,
            flexDirection: phone ? "row" : "column",
            // On a phone the four tabs wrap rather than scroll: the last one ("mine") was cut off at 375 px.
            flexWrap: phone ? "wrap" : undefined,
            width: phone ? undefined : collapsed ? 48 : 168,
            flexShrink: 0,
          }}
        >
          {TODO_TABS.map((name) => {
            const Icon = TAB_ICONS[name];
            return (
              <NavLink
                key={name}
                component="button"
                active={tab === name}
                // Filled: white on the brand colour (the light variant's label fails WCAG AA contrast).
                variant="filled"
                onClick={() => go(name)}
                label={
                  showMenuLabels
                    ? name === "newTodo" && editing
                      ? t("tabs.editTodo")
                      : t(`tabs.${name}`)
                    : undefined
                }
                aria-label={t(`tabs.${name}`)}
                leftSection={<Icon size={18} />}
                data-testid={`todo-tab-${name}`}
                style={{ borderRadius: 4, whiteSpace: "nowrap", width: phone ? "auto" : undefined }}
              />
            );
          })}
          {!phone && (
            <ActionIcon
              variant="subtle"
              color="gray"
              mt="auto"
              onClick={() => setCollapsed(!collapsed)}
              aria-label={collapsed ? t("expandMenu") : t("collapseMenu")}
              aria-expanded={!collapsed}
              data-testid="todo-menu-toggle"
            >
              {collapsed ? (
                <IconLayoutSidebarLeftExpand size={18} />
              ) : (
                <IconLayoutSidebarLeftCollapse size={18} />
              )}
            </ActionIcon>
          )}
        </Stack>
        <Stack gap="sm" p="sm" style={{ flex: 1, minWidth: 0, minHeight: 0 }}>
          {tab !== "newTodo" && (
            <Group gap="xs" wrap="wrap">
              {tab !== "myList" && (
                <Radio.Group
                  value={scope}
                  onChange={(value) => setScope(value as "mine" | "all")}
                  aria-label={t("scope")}
                >
                  <Group gap="sm">
                    <Radio value="mine" label={t("scopeMine")} />
                    <Radio value="all" label={t("scopeAll")} />
                  </Group>
                </Radio.Group>
              )}
              <TextInput
                size="xs"
                placeholder={t("search")}
                aria-label={t("search")}
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") search();
                }}
                style={{ flex: 1, minWidth: 120 }}
              />
              <Button size="xs" variant="light" leftSection={<IconSearch size={14} />} onClick={search}>
                {t("searchButton")}
              </Button>
            </Group>
          )}
          <ScrollArea style={{ flex: 1 }} offsetScrollbars>
            {tab === "newTodo" ? (
              <TodoForm
                key={editing?.id ?? "new"}
                todo={editing}
                today={today}
                currentUrl={`${window.location.pathname}${window.location.search}`}
                userId={userId}
                onSave={save}
                onCancel={() => go("todoList")}
              />
            ) : (
              <TodoList
                filter={{ ...filter, q: query, page }}
                today={today}
                onPage={setPage}
                onEdit={(todo) => {
                  // Editing switches to the form tab (spec 02 §2).
                  setEditing(todo);
                  setTab("newTodo");
                }}
              />
            )}
          </ScrollArea>
        </Stack>
      </Box>
    </Paper>
  );
}
