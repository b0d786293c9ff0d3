import { Button } from "@mantine/core";

type Labels = { delete: string; confirm: string; cancel: string };

/**
 * Delete in two clicks, inline in a list row: "Delete", then "Confirm delete" / "Cancel". The row
 * that is asking is the caller's state (one row at a time).
 */
export function ConfirmDeleteButtons({
  confirming,
  pending,
  onAsk,
  onCancel,
  onConfirm,
  labels,
  deleteAriaLabel,
}: {
  confirming: boolean;
  pending: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onConfirm: () => void;
  labels: Labels;
  deleteAriaLabel?: string;
}) {
  if (!confirming) {
    return (
      <Button size="xs" variant="subtle" color="red" onClick={onAsk} aria-label={deleteAriaLabel}>
        {labels.delete}
      </Button>
    );
  }
  return (
    <>
      <Button size="xs" color="red" loading={pending} onClick={onConfirm}>
        {labels.confirm}
      </Button>
      <Button size="xs" variant="default" onClick={onCancel}>
        {labels.cancel}
      </Button>
    </>
  );
}
