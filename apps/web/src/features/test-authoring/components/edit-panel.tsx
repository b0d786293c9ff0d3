import { Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { PanelEdit } from "../lib/use-panel-edit";
import { PanelFooter } from "./panel-footer";

/**
 * A panel that saves on its own (rubrics, composites, routing, scoring): a section named by its heading,
 * one form with the panel's fields, then what stopped the save and Save.
 */
export function EditPanel({
  heading,
  panel,
  readOnly,
  onSave,
  children,
}: {
  heading: string;
  panel: PanelEdit;
  readOnly: boolean;
  onSave: () => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-label={heading}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {heading}
          </Title>
          {children}
          <PanelFooter panel={panel} readOnly={readOnly} />
        </Stack>
      </form>
    </Paper>
  );
}
