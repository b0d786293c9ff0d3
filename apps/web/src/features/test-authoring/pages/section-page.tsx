import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import { authoringEndpoints } from "../api/authoring-api";
import { EditError } from "../components/edit-error";
import { EditorPage } from "../components/editor-page";
import { ModulePanel } from "../components/module-panel";
import { RoutingPanel } from "../components/routing-panel";
import { ScoringPanel } from "../components/scoring-panel";
import { SectionFields } from "../components/section-fields";
import { authoringPaths, idParam, keyParam, typeParam } from "../lib/paths";
import { useAuthoringForm } from "../lib/use-authoring-form";

export const handle: RouteHandle = { i18n: ["test-authoring"] };

/**
 * /tests/{testType}/test/{testTypeId}/section/{sectionId}: one section's fields, its modules with their
 * questions (order, remove, open, add), a new module, the routing between its modules, its scoring
 * (raw → scaled tables, bands) and the form's passages (shared by every section).
 */
export default function SectionPage() {
  const { t } = useTranslation("test-authoring");
  const locale = useLocale();
  const params = useParams();
  const formId = idParam(params.testTypeId);
  const sectionKey = keyParam(params.sectionId);
  const editor = useAuthoringForm(formId);
  const section = editor.document?.sections.find((entry) => entry.key === sectionKey);
  const [moduleKey, setModuleKey] = useState("");
  const id = formId ?? 0;
  const missing =
    !formId || !sectionKey || !typeParam(params.testType) || (editor.document !== null && !section);
  const type = editor.document?.test_type ?? "SAT";
  return (
    <EditorPage
      editor={editor}
      missing={missing}
      heading={section ? localized(section.title, locale) : ""}
      metaTitle={t("section.metaTitle")}
    >
      {section && editor.document && sectionKey && (
        <>
          <SectionFields
            key={`${editor.version}-fields`}
            editor={editor}
            section={section}
            document={editor.document}
          />
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t("section.modules")}
            </Title>
            {section.modules.map((module, index) => (
              <ModulePanel
                key={`${module.key}-${editor.version}`}
                editor={editor}
                module={module}
                sectionKey={sectionKey}
                type={type}
                index={index}
                count={section.modules.length}
              />
            ))}
            {editor.canAuthor && (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  editor.edit.mutate(
                    {
                      endpoint: authoringEndpoints.createTestFormSectionModule,
                      input: {
                        params: { id, sectionKey },
                        body: {
                          base_version: editor.version,
                          key: moduleKey.trim(),
                          title: null,
                          directions: null,
                          time_limit_seconds: null,
                        },
                      },
                    },
                    { onSuccess: () => setModuleKey("") },
                  );
                }}
              >
                <Group align="flex-end" gap="xs" wrap="wrap">
                  <TextInput
                    label={t("module.newKey")}
                    value={moduleKey}
                    onChange={(e) => setModuleKey(e.currentTarget.value)}
                    required
                  />
                  <Button type="submit" variant="default" loading={editor.edit.isPending}>
                    {t("module.add")}
                  </Button>
                </Group>
              </form>
            )}
            <EditError error={editor.edit.error} />
          </Stack>
          <RoutingPanel
            key={`${editor.version}-routing`}
            editor={editor}
            section={section}
            document={editor.document}
          />
          <ScoringPanel
            key={`${editor.version}-scoring`}
            editor={editor}
            section={section}
            document={editor.document}
          />
          <Paper withBorder p="md">
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t("passage.list")}
              </Title>
              {editor.document.stimuli.length === 0 && <Text size="sm">{t("passage.none")}</Text>}
              {editor.document.stimuli.map((stimulus) => (
                <Anchor
                  key={stimulus.key}
                  component={Link}
                  to={authoringPaths.passage(type, id, sectionKey, stimulus.key)}
                  size="sm"
                >
                  {stimulus.title || stimulus.key} · {t(`stimulus.${stimulus.kind}`)}
                </Anchor>
              ))}
              {editor.canAuthor && (
                <Group>
                  <Button
                    component={Link}
                    to={authoringPaths.newPassage(type, id, sectionKey)}
                    size="xs"
                    variant="default"
                  >
                    {t("passage.add")}
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        </>
      )}
    </EditorPage>
  );
}
