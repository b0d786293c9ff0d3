import type { TestForm } from "@edu/shared/test-engine";
import { useQuery } from "@tanstack/react-query";
import { hasRole } from "../../../lib/roles";
import { useViewerRoles } from "../../auth";
import { authoringFormQuery, useFormEdit } from "../api/authoring-api";

/** Who may change forms (the server's TEST_AUTHORS; super-admin passes); teachers read them. */
export function useCanAuthor() {
  const { user } = useViewerRoles();
  return hasRole(user, "test-editor", "staff");
}

/**
 * The form an editor page works on: its latest document (null until loaded or for a reader the server
 * shows only the outline), whether the viewer may change it, and the edit mutation.
 */
export function useAuthoringForm(formId: number | undefined) {
  const canAuthor = useCanAuthor();
  const query = useQuery({ ...authoringFormQuery(formId ?? 0), enabled: formId !== undefined });
  const edit = useFormEdit();
  const form = query.data?.data;
  const document: TestForm | null = form?.document ?? null;
  return { query, form, document, canAuthor, edit, version: form?.version ?? 0 };
}

export type AuthoringForm = ReturnType<typeof useAuthoringForm>;
