import {
  editSection,
  editSettings,
  type TestForm,
  type TestFormSettingsBody,
  type TestSection,
  testFormSettingsBodySchema,
  type UpdateTestSection,
  updateTestSectionSchema,
} from "@edu/shared/test-engine";
import { useState } from "react";
import { isApiError } from "../../../lib/api-error";
import { serverFieldErrors } from "../../../lib/form-errors";
import { authoringEndpoints, type EditVariables, useFormEdit } from "../api/authoring-api";
import { sectionBody, settingsBody } from "./edit-bodies";
import { checkEdit, type EditErrors } from "./edit-check";
import type { AuthoringForm } from "./use-authoring-form";

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

/** What a section's own panels (routing, scoring) are given. */
export type SectionPanelProps = { editor: AuthoringForm; section: TestSection; document: TestForm };

/** The editor's own checks first (`early`); only when they pass, the server's checks run here. */
const earlyOr = (early: EditErrors, check: () => EditErrors): EditErrors =>
  Object.keys(early).length > 0 ? early : check();

/** A section panel's save: the section as saved with `patch`, checked as the server checks it. */
export function useSectionEdit({ editor, section, document }: SectionPanelProps) {
  const panel = usePanelEdit();
  const save = (patch: Partial<UpdateTestSection>, early: EditErrors = {}) => {
    const body = sectionBody(section, editor.version, patch);
    panel.submit(
      earlyOr(early, () =>
        checkEdit(updateTestSectionSchema, body, (parsed) => editSection(document, section.key, parsed)),
      ),
      {
        endpoint: authoringEndpoints.updateTestFormSectionBySectionKey,
        input: { params: { id: editor.form?.id ?? 0, sectionKey: section.key }, body },
      },
    );
  };
  return { ...panel, save };
}

/** A settings panel's save (rubrics, composites): the form's settings as saved with `patch`, checked. */
export function useSettingsEdit({ editor, document }: { editor: AuthoringForm; document: TestForm }) {
  const panel = usePanelEdit();
  const save = (patch: Partial<TestFormSettingsBody>, early: EditErrors = {}) => {
    const body = settingsBody(document, editor.version, patch);
    panel.submit(
      earlyOr(early, () =>
        checkEdit(testFormSettingsBodySchema, body, (parsed) => editSettings(document, parsed)),
      ),
      {
        endpoint: authoringEndpoints.updateTestFormSettings,
        input: { params: { id: editor.form?.id ?? 0 }, body },
      },
    );
  };
  return { ...panel, save };
}
