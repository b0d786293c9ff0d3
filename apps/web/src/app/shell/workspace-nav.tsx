import { Collapse, Divider, Group, NavLink, Stack, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { NavEntry, NavSection } from "../nav-entry";
import { isActive, type NavBlock, navBlocks } from "./workspace-nav-entries";

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

function EntryLink({
  entry,
  current,
  compact,
  onNavigate,
}: {
  entry: NavEntry;
  current: boolean;
  compact: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const Icon = entry.icon;
  const label = <EntryLabel entry={entry} />;
  const link = (
    <NavLink
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
    <Tooltip label={label} position="right" withArrow>
      {link}
    </Tooltip>
  ) : (
    link
  );
}

/** An office domain: a heading that folds its items away. */
function CollapsibleBlock({
  block,
  opened,
  onToggle,
  children,
}: {
  block: NavBlock;
  opened: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack gap={2} data-testid={`workspace-nav-group-${block.key}`}>
      <UnstyledButton
        onClick={onToggle}
        aria-expanded={opened}
        aria-controls={id}
        px="sm"
        py={6}
        style={{ borderRadius: 8 }}
      >
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Text size="xs" fw={700} c="gray.7" tt="uppercase">
            {block.title ? t(block.title) : null}
          </Text>
          <IconChevronRight
            size={14}
            aria-hidden="true"
            style={{ transform: opened ? "rotate(90deg)" : undefined, transition: "transform 150ms ease" }}
          />
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened} id={id}>
        <Stack gap={2}>{children}</Stack>
      </Collapse>
    </Stack>
  );
}

/**
 * The workspace items: the roles' sections under headings, the office's items by domain (people, classes,
 * money, lessons, content, tools) in groups that fold, the current page's group open (in the phone drawer,
 * `openAll`: every group starts open). `compact`: icons with tooltips (the collapsed side navigation),
 * groups separated by a line.
 */
export function WorkspaceNavList({
  groups,
  compact = false,
  openAll = false,
  onNavigate,
}: {
  groups: Groups;
  compact?: boolean;
  openAll?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeEntry(groups, pathname);
  const blocks = navBlocks(groups);
  const current = blocks.find((block) => active && block.entries.includes(active))?.key;
  const [opened, setOpened] = useState<ReadonlySet<string>>(
    () => new Set(openAll ? blocks.map((block) => block.key) : current ? [current] : []),
  );
  // Moving to a page of a folded group opens it (the others stay as the user left them).
  const [seenCurrent, setSeenCurrent] = useState(current);
  if (current !== seenCurrent) {
    setSeenCurrent(current);
    if (current && !opened.has(current)) setOpened(new Set([...opened, current]));
  }
  const toggle = (key: string) => {
    const next = new Set(opened);
    if (!next.delete(key)) next.add(key);
    setOpened(next);
  };
  const links = (block: NavBlock) =>
    block.entries.map((entry) => (
      <EntryLink
        key={`${entry.to}|${entry.label}`}
        entry={entry}
        current={entry === active}
        compact={compact}
        onNavigate={onNavigate}
      />
    ));
  return (
    <Stack gap="sm" data-testid="workspace-nav-list">
      {blocks.map((block, index) => {
        if (compact) {
          return (
            <Stack key={block.key} gap={2}>
              {index > 0 && <Divider />}
              {links(block)}
            </Stack>
          );
        }
        if (block.collapsible) {
          return (
            <CollapsibleBlock
              key={block.key}
              block={block}
              opened={opened.has(block.key)}
              onToggle={() => toggle(block.key)}
            >
              {links(block)}
            </CollapsibleBlock>
          );
        }
        return (
          <Stack key={block.key} gap={2}>
            {block.title && (
              <Text size="xs" fw={700} c="gray.7" tt="uppercase" px="sm" pt={4}>
                {t(block.title)}
              </Text>
            )}
            {links(block)}
          </Stack>
        );
      })}
    </Stack>
  );
}
