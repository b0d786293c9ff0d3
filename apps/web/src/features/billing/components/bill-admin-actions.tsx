import { Button, Group } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDeleteButtons } from "../../../components/confirm-delete-buttons";
import { type BillAnswer, deleteBill } from "../api/billing-api";

/** The dialogs an admin opens from a bill's page. */
export type BillAdminDialog = "send" | "edit" | "difference" | "markPaid" | "void";

type Props = {
  bill: BillAnswer;
  paid: boolean;
  /** Verified money on the bill (or paid): it is voided, never plainly deleted (the server's rule). */
  hasMoney: boolean;
  onOpen: (dialog: BillAdminDialog) => void;
  onDeleted: () => Promise<void>;
};

/** An admin's tools on a bill that is not void: send, mark paid, edit, difference, reset, void or delete. */
export function BillAdminActions({ bill, paid, hasMoney, onOpen, onDeleted }: Props) {
  const { t } = useTranslation("billing");
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteBill(bill.id),
    onSuccess: onDeleted,
  });
  return (
    <Group gap="xs" data-testid="admin-actions">
      <Button onClick={() => onOpen("send")}>{t("detail.send")}</Button>
      {!paid && (
        // The brand's light style (text brand-9, 5.7:1); teal's light text is 4.3:1, under WCAG AA.
        <Button variant="light" onClick={() => onOpen("markPaid")}>
          {t("detail.markPaid")}
        </Button>
      )}
      <Button variant="default" onClick={() => onOpen("edit")}>
        {t("detail.edit")}
      </Button>
      <Button variant="default" onClick={() => onOpen("difference")}>
        {t("detail.setDifference")}
      </Button>
      {!paid && (
        <Button component={Link} to={`/bill/create/reset/${bill.id}`} variant="default">
          {t("detail.reset")}
        </Button>
      )}
      {hasMoney ? (
        <Button color="red" variant="light" onClick={() => onOpen("void")}>
          {t("detail.void")}
        </Button>
      ) : (
        <ConfirmDeleteButtons
          confirming={confirmDelete}
          pending={remove.isPending}
          onAsk={() => setConfirmDelete(true)}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() => remove.mutate()}
          labels={{
            delete: t("detail.delete"),
            confirm: t("detail.deleteConfirm"),
            cancel: t("form.cancel"),
          }}
        />
      )}
    </Group>
  );
}
