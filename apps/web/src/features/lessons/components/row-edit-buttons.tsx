import { Alert, Button, Group } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * A detail row's "Edit" and "Delete" (staff): delete takes a second click on the same button, which
 * then says "Confirm delete" (leaving the button asks again); once deleted a toast says `deletedMessage`
 * and the list reloads (`onDeleted`). The labels name the row for screen readers.
 */
export function EditDeleteButtons({
  editLabel,
  deleteLabel,
  confirmDeleteLabel,
  onEdit,
  deleteRow,
  deletedMessage,
  onDeleted,
}: {
  editLabel: string;
  deleteLabel: string;
  confirmDeleteLabel: string;
  onEdit: () => void;
  deleteRow: () => Promise<unknown>;
  deletedMessage: string;
  onDeleted: () => Promise<unknown>;
}) {
  const { t } = useTranslation("lessons");
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: deleteRow,
    onSuccess: async () => {
      notifications.show({ color: "teal", message: deletedMessage });
      await onDeleted();
    },
  });
  return (
    <>
      <Button size="xs" variant="subtle" aria-label={editLabel} onClick={onEdit}>
        {t("edit")}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        aria-label={confirming ? confirmDeleteLabel : deleteLabel}
        loading={remove.isPending}
        onClick={() => (confirming ? remove.mutate() : setConfirming(true))}
        onBlur={() => setConfirming(false)}
      >
        {confirming ? t("confirmDelete") : t("delete")}
      </Button>
    </>
  );
}

/** Under a row's inline editor: a failed save's message, then save and cancel. */
export function RowEditorActions({
  saveLabel,
  saving,
  error,
  onSave,
  onCancel,
}: {
  saveLabel: string;
  saving: boolean;
  error: Error | null;
  onSave: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("lessons");
  return (
    <>
      {error && <Alert color="red">{error.message}</Alert>}
      <Group gap="xs">
        <Button size="xs" loading={saving} onClick={onSave}>
          {saveLabel}
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </Group>
    </>
  );
}
