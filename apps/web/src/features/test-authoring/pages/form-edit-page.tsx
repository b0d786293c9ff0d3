import { Button, Group } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import { authoringKeys, exportHref, publishForm } from "../api/authoring-api";
import { CompositesPanel } from "../components/composites-panel";
import { EditError } from "../components/edit-error";
import { EditorPage } from "../components/editor-page";
import { FormSettingsPanel } from "../components/form-settings-panel";
import { FormTree } from "../components/form-tree";
import { RubricsPanel } from "../components/rubrics-panel";
import { idParam, typeParam } from "../lib/paths";
import { useAuthoringForm } from "../lib/use-authoring-form";

export const handle: RouteHandle = { i18n: ["test-authoring"] };

/**
 * /tests/{testType}/edit/test?form={id}: a form's settings, its sections and modules, its rubrics and
 * composites, with publish and export. Teachers read it; test editors, staff and admins change it.
 */
export default function FormEditPage() {
  const { t } = useTranslation("test-authoring");
  const locale = useLocale();
  const { testType } = useParams();
  const [search] = useSearchParams();
  const formId = idParam(search.get("form"));
  const editor = useAuthoringForm(formId);
  const client = useQueryClient();
  const publish = useMutation({
    mutationFn: (isPublic: 0 | 1) => publishForm(formId ?? 0, isPublic),
    onSuccess: () => void client.invalidateQueries({ queryKey: authoringKeys.form(formId ?? 0) }),
  });
  const form = editor.form;
  return (
    <EditorPage
      editor={editor}
      missing={formId === undefined || typeParam(testType) === undefined}
      heading={form ? localized(form.title, locale) : ""}
      metaTitle={t("form.metaTitle")}
    >
      {form && editor.document && (
        <>
          {editor.canAuthor && (
            <Group wrap="wrap">
              <Button
                onClick={() => publish.mutate(1)}
                loading={publish.isPending}
                disabled={form.status === "published" && form.is_public === 1}
              >
                {t("form.publishPublic")}
              </Button>
              <Button
                variant="default"
                onClick={() => publish.mutate(0)}
                loading={publish.isPending}
                disabled={form.status === "published" && form.is_public === 0}
              >
                {t("form.publishPrivate")}
              </Button>
              <Button component="a" variant="default" href={exportHref(form.id)}>
                {t("list.export")}
              </Button>
            </Group>
          )}
          <EditError error={publish.error} />
          <FormSettingsPanel key={form.version} editor={editor} document={editor.document} />
          <FormTree editor={editor} document={editor.document} />
          <RubricsPanel key={`${form.version}-rubrics`} editor={editor} document={editor.document} />
          <CompositesPanel key={`${form.version}-composites`} editor={editor} document={editor.document} />
        </>
      )}
    </EditorPage>
  );
}
