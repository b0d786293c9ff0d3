import { Alert, Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PanelEdit } from "../lib/use-panel-edit";
import { EditError } from "./edit-error";

/** A panel's end: what stopped the save (checks before sending, or the server's answer) and Save. */
export function PanelFooter({ panel, readOnly }: { panel: PanelEdit; readOnly: boolean }) {
  const { t } = useTranslation("test-authoring");
  const count = Object.keys(panel.errors).length;
  return (
    <>
      {count > 0 && !panel.edit.error && (
        <Alert color="red" role="alert" title={t("error.notSent")}>
          {t("error.fieldsToFix", { count })}
        </Alert>
      )}
      <EditError error={panel.edit.error} />
      {!readOnly && (
        <Group>
          <Button type="submit" loading={panel.edit.isPending}>
            {t("action.save")}
          </Button>
        </Group>
      )}
    </>
  );
}
