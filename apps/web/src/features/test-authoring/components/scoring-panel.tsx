import {
  editSection,
  type TestForm,
  type TestSection,
  updateTestSectionSchema,
} from "@edu/shared/test-engine";
import { Button, Checkbox, Group, NumberInput, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import { authoringEndpoints } from "../api/authoring-api";
import { sectionBody } from "../lib/edit-bodies";
import { checkEdit } from "../lib/edit-check";
import {
  draftErrors,
  newTable,
  type ScoringDraft,
  scoringDraftOf,
  scoringOf,
  type Translate,
} from "../lib/scoring-draft";
import type { AuthoringForm } from "../lib/use-authoring-form";
import { usePanelEdit } from "../lib/use-panel-edit";
import { BandsEditor } from "./bands-editor";
import { cellOf } from "./number-cell";
import { PanelFooter } from "./panel-footer";
import { ScaleTableEditor } from "./scale-table-editor";

/**
 * A section's scoring (issue 32): raw points only, or a scaled score from raw → scaled tables (SAT 200–800,
 * ACT 1–36, TOEFL 0–30 a section) with optional bands. Checked as the server checks it before sending:
 * every raw from 0 to the section's most listed, scores inside the scale and never decreasing.
 */
export function ScoringPanel({
  editor,
  section,
  document,
}: {
  editor: AuthoringForm;
  section: TestSection;
  document: TestForm;
}) {
  const { t } = useTranslation("test-authoring");
  const say: Translate = (key, values) => t(key, values ?? {});
  const locale = useLocale();
  const readOnly = !editor.canAuthor;
  const panel = usePanelEdit();
  const [draft, setDraft] = useState<ScoringDraft>(() =>
    scoringDraftOf(section.scoring, section, document.test_type),
  );
  const set = (patch: Partial<ScoringDraft>) => setDraft((old) => ({ ...old, ...patch }));
  const moduleOptions = section.modules.map((module) => ({
    value: module.key,
    label: localized(module.title, locale) ?? module.key,
  }));
  const save = () => {
    const body = sectionBody(section, editor.version, { scoring: scoringOf(draft) });
    const early = draftErrors(draft, section, say);
    const found =
      Object.keys(early).length > 0
        ? early
        : checkEdit(updateTestSectionSchema, body, (parsed) => editSection(document, section.key, parsed));
    panel.submit(found, {
      endpoint: authoringEndpoints.updateTestFormSectionBySectionKey,
      input: { params: { id: editor.form?.id ?? 0, sectionKey: section.key }, body },
    });
  };
  const last = draft.tables.length - 1;
  /** A module routing leads to that no table names yet (the SAT's harder module 2), as the new table's path. */
  const pathForNewTable = () => {
    const used = new Set(draft.tables.flatMap((table) => table.path));
    const target = section.routing
      .flatMap((rule) => rule.branches.map((branch) => branch.next))
      .find((key) => !used.has(key));
    return target ? [target] : [];
  };
  return (
    <Paper withBorder p="md" component="section" aria-label={t("scoring.heading")}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t("scoring.heading")}
          </Title>
          <Checkbox
            label={t("scoring.enabled")}
            description={t("scoring.enabledHint")}
            checked={draft.enabled}
            onChange={(e) => set({ enabled: e.currentTarget.checked })}
            disabled={readOnly}
          />
          {draft.enabled && (
            <>
              <Group gap="xs" align="flex-start" wrap="wrap">
                <NumberInput
                  label={t("scoring.min")}
                  value={draft.scaled_min}
                  onChange={(value) => set({ scaled_min: cellOf(value) })}
                  error={panel.errors["scoring.scaled_min"]}
                  disabled={readOnly}
                  w={150}
                />
                <NumberInput
                  label={t("scoring.max")}
                  value={draft.scaled_max}
                  onChange={(value) => set({ scaled_max: cellOf(value) })}
                  error={panel.errors["scoring.scaled_max"]}
                  disabled={readOnly}
                  w={150}
                />
              </Group>
              <Text size="sm" c="gray.7">
                {t("scoring.tablesHint")}
              </Text>
              {draft.tables.map((table, index) => (
                <ScaleTableEditor
                  // biome-ignore lint/suspicious/noArrayIndexKey: tables are positional (the last is the default); inputs are controlled
                  key={index}
                  table={table}
                  index={index}
                  isDefault={index === last}
                  section={section}
                  moduleOptions={moduleOptions}
                  scale={{ min: draft.scaled_min, max: draft.scaled_max }}
                  errors={panel.errors}
                  readOnly={readOnly}
                  onChange={(next) =>
                    set({ tables: draft.tables.map((other, i) => (i === index ? next : other)) })
                  }
                  onRemove={
                    index === last
                      ? undefined
                      : () => set({ tables: draft.tables.filter((_, i) => i !== index) })
                  }
                />
              ))}
              {!readOnly && section.modules.length > 1 && (
                <Group>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() =>
                      set({
                        tables: [
                          ...draft.tables.slice(0, last),
                          newTable(section, pathForNewTable()),
                          ...draft.tables.slice(last),
                        ],
                      })
                    }
                  >
                    {t("scoring.addTable")}
                  </Button>
                </Group>
              )}
              <BandsEditor
                bands={draft.bands}
                onChange={(bands) => set({ bands })}
                errors={panel.errors}
                prefix="scoring.bands"
                readOnly={readOnly}
              />
            </>
          )}
          <PanelFooter panel={panel} readOnly={readOnly} />
        </Stack>
      </form>
    </Paper>
  );
}
