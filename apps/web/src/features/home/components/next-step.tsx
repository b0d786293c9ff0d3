import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** One card of the dashboard: a title, what to do, and the links that do it. */
export function DashboardCard({
  title,
  icon,
  children,
  testId,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="md" p="lg" data-testid={testId} component="section" aria-label={title}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden="true">
            {icon}
          </ThemeIcon>
          <Title order={2} fz="lg">
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A link with a line of explanation. */
export function NextStep({ to, label, hint }: { to: string; label: string; hint?: string }) {
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={to} fw={600}>
        <Group gap={4} wrap="nowrap" component="span">
          {label}
          <IconChevronRight size={16} aria-hidden="true" />
        </Group>
      </Anchor>
      {hint && (
        <Text size="sm" c="gray.7">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
