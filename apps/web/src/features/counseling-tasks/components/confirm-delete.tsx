import { Button } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** Delete in two clicks: the first asks, the second (named "Confirm …") deletes. */
export function ConfirmDelete({
  what,
  onConfirm,
  loading,
}: {
  /** The item's name, for the buttons' accessible names. */
  what: string;
  onConfirm: () => void;
  loading?: boolean;
}) {
  const { t } = useTranslation("counseling-tasks");
  const [asked, setAsked] = useState(false);
  if (!asked)
    return (
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        onClick={() => setAsked(true)}
        aria-label={t("delete.ask", { what })}
      >
        {t("delete.button")}
      </Button>
    );
  return (
    <>
      <Button
        size="compact-sm"
        color="red"
        loading={loading}
        onClick={onConfirm}
        aria-label={t("delete.confirm", { what })}
      >
        {t("delete.confirmShort")}
      </Button>
      <Button size="compact-sm" variant="default" onClick={() => setAsked(false)}>
        {t("form.cancel")}
      </Button>
    </>
  );
}
