import { ActionIcon, Button, Group, Paper, Stack, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * One row of a panel's list (a rubric, a composite, a routing rule, a scale table): a section named by its
 * title, with `aside` and, when `onRemove` is given, a Remove button naming it beside the title.
 */
export function RowCard({
  name,
  aside,
  onRemove,
  removeDisabled,
  children,
}: {
  name: string;
  aside?: ReactNode;
  onRemove?: () => void;
  removeDisabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("test-authoring");
  return (
    <Paper withBorder p="sm" component="section" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {name}
          </Title>
          {aside}
          {onRemove && (
            <Button size="xs" variant="default" disabled={removeDisabled} onClick={onRemove}>
              {t("action.remove", { name })}
            </Button>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** The small button under a list that adds a row to it. */
export function AddButton({
  onClick,
  disabled,
  children,
}: {
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Group>
      <Button size="xs" variant="default" disabled={disabled} onClick={onClick}>
        {children}
      </Button>
    </Group>
  );
}

/** The trash icon that removes an entry from a list; `label` names the entry for screen readers. */
export function RemoveIcon({
  label,
  onClick,
  disabled,
  mt,
  mb,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  mt?: number;
  mb?: number;
}) {
  return (
    <ActionIcon variant="default" mt={mt} mb={mb} aria-label={label} disabled={disabled} onClick={onClick}>
      <IconTrash size={16} aria-hidden />
    </ActionIcon>
  );
}
