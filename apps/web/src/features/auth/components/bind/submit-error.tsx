import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The bind form's submit-error flag (spec §8): empty text = see the fields above. */
export function SubmitError({ text }: { text: string | null }) {
  const { t } = useTranslation("auth");
  if (text === null) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="bind-error">
      {text || t("detail.submitError")}
    </Alert>
  );
}
