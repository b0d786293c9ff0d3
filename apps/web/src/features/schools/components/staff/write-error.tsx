import { Alert } from "@mantine/core";
import { isApiError } from "../../../../lib/api-client";
import { useStaffTranslation } from "./staff-texts";

/**
 * A refused write, said where it happened: the server's message for a refusal (a 409 names the school a
 * name already belongs to); a 422's field errors go on the form's fields instead.
 */
export function WriteError({ error }: { error: unknown }) {
  const { t } = useStaffTranslation();
  if (!error) return null;
  if (isApiError(error) && error.status === 422 && error.errors) return null;
  const refused = isApiError(error) && error.status >= 400 && error.status < 500 && error.message;
  return (
    <Alert color="red" role="alert">
      {refused ? error.message : t("errors.failed")}
    </Alert>
  );
}
