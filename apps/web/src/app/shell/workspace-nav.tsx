import { NavLink, Stack, Text, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { NavEntry, NavSection } from "../nav-entry";
import { isActive } from "./workspace-nav-entries";

type Groups = { section: NavSection; entries: NavEntry[] }[];

/** The entry the current page belongs to: the longest path that matches (so /courses/x is not /courses'). */
function activeEntry(groups: Groups, pathname: string): NavEntry | undefined {
  return groups
    .flatMap((group) => group.entries)
    .filter((entry) => isActive(entry, pathname))
    .sort((a, b) => b.to.length - a.to.length)[0];
}

function EntryLabel({ entry }: { entry: NavEntry }) {
  const { t } = useTranslation(entry.ns ?? "common");
  return <>{t(entry.label)}</>;
}

/**
 * The workspace items by section: full labels (side navigation, phone drawer) or icons with tooltips
 * (the collapsed side navigation).
 */
export function WorkspaceNavList({
  groups,
  compact = false,
  onNavigate,
}: {
  groups: Groups;
  compact?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeEntry(groups, pathname);
  return (
    <Stack gap="sm" data-testid="workspace-nav-list">
      {groups.map((group) => (
        <Stack key={group.section} gap={2}>
          {!compact && group.section !== "main" && (
            <Text size="xs" fw={700} c="gray.7" tt="uppercase" px="sm" pt={4}>
              {t(`workspace.sections.${group.section}`)}
            </Text>
          )}
          {group.entries.map((entry) => {
            const Icon = entry.icon;
            const current = entry === active;
            const label = <EntryLabel key="label" entry={entry} />;
            const link = (
              <NavLink
                key={`${entry.to}|${entry.label}`}
                component={Link}
                to={entry.to}
                onClick={onNavigate}
                active={current}
                aria-current={current ? "page" : undefined}
                leftSection={<Icon size={20} stroke={1.6} aria-hidden="true" />}
                label={compact ? undefined : label}
                aria-label={compact ? t(entry.label, { ns: entry.ns ?? "common" }) : undefined}
                styles={{ root: { borderRadius: 8 } }}
              />
            );
            return compact ? (
              <Tooltip key={`${entry.to}|${entry.label}`} label={label} position="right" withArrow>
                {link}
              </Tooltip>
            ) : (
              link
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
