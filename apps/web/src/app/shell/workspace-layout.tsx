import { ActionIcon, AppShell, ScrollArea, Tooltip } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { useSession } from "../../features/auth";
import { TodoPanelOpener } from "../../features/todos";
import { PeopleSearch } from "../../features/users";
import { readHandle } from "../route-handle";
import { WorkspaceNavList } from "./workspace-nav";
import { navFor } from "./workspace-nav-entries";

/** The header's main bar (site-header.module.css .mainBar): the side navigation sticks below it. */
const HEADER_BAR = 64;

/**
 * The signed-in workspace (spec §2 header above): a side navigation by role next to the page, from the
 * features' nav lists. From 992 px it is a Mantine AppShell navbar in static mode (the spec's header
 * scrolls and then sticks, so nothing here is fixed), collapsible to icons; below, the same items are in
 * the header's drawer (nav-drawer.tsx).
 */
export function WorkspaceLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [collapsed, setCollapsed] = useLocalStorage({
    key: "edu.workspace-nav-collapsed",
    defaultValue: false,
    getInitialValueInEffect: true,
  });
  // A page without the header (vocabulary's flashcards, spec 03 §2) is a focused screen: no side navigation either
  // (it would sit under a header that is not there); such a page carries its own way back.
  const focused = useMatches().some((match) => readHandle(match.handle).hideHeader);
  const groups = focused ? [] : navFor(user);
  // Signed-in pages carry no PageMeta (public pages only): one description of the school, in the reader's language.
  const description = <meta name="description" content={`${t("brand.name")}: ${t("brand.tagline")}`} />;
  if (groups.length === 0)
    return (
      <>
        {description}
        {children}
      </>
    );
  const toggleLabel = collapsed ? t("workspace.expand") : t("workspace.collapse");
  return (
    <AppShell
      mode="static"
      navbar={{ width: collapsed ? 68 : 232, breakpoint: "md", collapsed: { mobile: true } }}
      style={{ height: "auto", overflow: "visible" }}
    >
      {description}
      <AppShell.Navbar
        component="nav"
        aria-label={t("workspace.navLabel")}
        data-testid="workspace-nav"
        data-collapsed={collapsed}
        p={collapsed ? 8 : "sm"}
        style={{
          top: HEADER_BAR,
          height: `calc(100vh - ${HEADER_BAR}px)`,
          alignSelf: "start",
          zIndex: 1,
          background: "var(--mantine-color-gray-0)",
        }}
      >
        {!collapsed && (
          <AppShell.Section pb="sm">
            <PeopleSearch />
          </AppShell.Section>
        )}
        <AppShell.Section grow component={ScrollArea}>
          <WorkspaceNavList groups={groups} compact={collapsed} />
        </AppShell.Section>
        <AppShell.Section pt="xs">
          <Tooltip label={toggleLabel} position="right" withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={() => setCollapsed(!collapsed)}
              aria-label={toggleLabel}
              aria-expanded={!collapsed}
              data-testid="workspace-nav-toggle"
            >
              {collapsed ? (
                <IconLayoutSidebarLeftExpand size={20} />
              ) : (
                <IconLayoutSidebarLeftCollapse size={20} />
              )}
            </ActionIcon>
          </Tooltip>
        </AppShell.Section>
      </AppShell.Navbar>
      {/* A div: the page is already inside the shell's one <main id="main-content"> (app-shell-layout.tsx). */}
      <AppShell.Main style={{ minWidth: 0 }} renderRoot={(props) => <div {...props} />}>
        {children}
        <TodoPanelOpener />
      </AppShell.Main>
    </AppShell>
  );
}
