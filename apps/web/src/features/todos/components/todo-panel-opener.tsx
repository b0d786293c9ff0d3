import { ActionIcon, Box, Indicator, Tooltip } from "@mantine/core";
import { IconChecklist } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession, useViewerRoles } from "../../auth";
import { todoBadgeQuery } from "../api/todos-api";
import { badgeLabel } from "../lib/todo-rules";
import classes from "./todo-panel-opener.module.css";

// The panel (lists, form, the rich-text editor on demand) loads on first open.
const TodoPanel = lazy(() => import("./todo-panel").then((module) => ({ default: module.TodoPanel })));

/**
 * The floating opener of the to-do panel, for admins only, with my pending count (≤ 99). Smaller on
 * phones; the page gets room below its content so that nothing stays under the opener.
 */
export function TodoPanelOpener() {
  const { isAdmin } = useViewerRoles();
  const { user } = useSession();
  if (!isAdmin || !user) return null;
  // Its words load with it: the page never waits for them.
  return (
    <Suspense fallback={null}>
      <Opener userId={user.id} />
    </Suspense>
  );
}

function Opener({ userId }: { userId: number }) {
  const { t } = useTranslation("todos");
  const [opened, setOpened] = useState(false);
  const badge = useQuery(todoBadgeQuery(userId));
  const label = badgeLabel(badge.data?.total ?? 0);
  return (
    <>
      {/* Room under the page (or the footer, CSS) for the opener: nothing ends up under it. */}
      <Box className={classes.spacer} aria-hidden="true" data-testid="todo-opener-spacer" />
      <Box className={classes.anchor}>
        <Tooltip label={t("open")} position="left">
          <Indicator label={label} disabled={!label} size={18} color="red" offset={6} inline>
            <ActionIcon
              size={52}
              radius="xl"
              variant="filled"
              onClick={() => setOpened((open) => !open)}
              aria-label={label ? t("openWithCount", { count: Number(label) }) : t("open")}
              aria-expanded={opened}
              data-testid="todo-opener"
              className={classes.opener}
              style={{ boxShadow: "var(--mantine-shadow-md)" }}
            >
              <IconChecklist size={26} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Box>
      {opened && (
        <Suspense fallback={null}>
          <TodoPanel userId={userId} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
