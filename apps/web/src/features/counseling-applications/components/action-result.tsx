import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-error";

/** What a call to the application service ended with: its message, or why it failed. */
export type ActionOutcome = { ok: true; message: string } | { ok: false; error: unknown };

/**
 * The service's answer where the button is: the server writes it in the reader's language (申請表資料上傳成功！,
 * "Your username and/or password is incorrect!", a timeout that says to try again later). A failure without a
 * message of the server's (no connection) says so in the page's own words.
 */
export function ActionResult({ outcome }: { outcome: ActionOutcome | undefined }) {
  const { t } = useTranslation("counseling-applications");
  if (!outcome) return null;
  if (outcome.ok)
    return (
      <Alert color="teal" role="status">
        {outcome.message}
      </Alert>
    );
  const { error } = outcome;
  const fromServer = isApiError(error) && error.status >= 400 && error.message ? error.message : undefined;
  const field = isApiError(error) ? error.firstFieldError() : undefined;
  return (
    <Alert color="red" role="alert">
      {field ?? fromServer ?? t("actions.failed")}
    </Alert>
  );
}
