import { useState } from "react";
import { isApiError } from "../../../lib/api-error";
import { serverFieldErrors } from "../../../lib/form-errors";
import { type EditVariables, useFormEdit } from "../api/authoring-api";
import type { EditErrors } from "./edit-check";

/**
 * One editor panel's save: its own mutation (so its errors show beside it only) and its field errors —
 * the checks run before sending (`checkEdit`), or the server's 422 by the same paths.
 */
export function usePanelEdit() {
  const edit = useFormEdit();
  const [errors, setErrors] = useState<EditErrors>({});
  const submit = (found: EditErrors, variables: EditVariables) => {
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    edit.mutate(variables, {
      onError: (error) => {
        if (isApiError(error) && error.errors) setErrors(serverFieldErrors(error.errors) as EditErrors);
      },
    });
  };
  return { edit, errors, submit };
}

export type PanelEdit = ReturnType<typeof usePanelEdit>;
