import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Shown instead of a page the signed-in user's roles do not open (the server refuses it too). */
export function NotAllowed() {
  const { t } = useTranslation("courses");
  return (
    <Alert color="yellow" title={t("notAllowed.title")}>
      {t("notAllowed.body")}
    </Alert>
  );
}
