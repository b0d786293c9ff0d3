import { Checkbox, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import {
  draftErrors,
  newTable,
  type ScoringDraft,
  scoringDraftOf,
  scoringOf,
  type Translate,
} from "../lib/scoring-draft";
import { type SectionPanelProps, useSectionEdit } from "../lib/use-panel-edit";
import { removeAt, replaceAt } from "../lib/use-rows";
import { BandsEditor } from "./bands-editor";
import { ScaleInputs } from "./draft-fields";
import { EditPanel } from "./edit-panel";
import { AddButton } from "./row-parts";
import { ScaleTableEditor } from "./scale-table-editor";

/**
 * A section's scoring (issue 32): raw points only, or a scaled score from raw → scaled tables (SAT 200–800,
 * ACT 1–36, TOEFL 0–30 a section) with optional bands. Checked as the server checks it before sending:
 * every raw from 0 to the section's most listed, scores inside the scale and never decreasing.
 */
export function ScoringPanel(props: SectionPanelProps) {
  const { editor, section, document } = props;
  const { t } = useTranslation("test-authoring");
  const say: Translate = (key, values) => t(key, values ?? {});
  const locale = useLocale();
  const readOnly = !editor.canAuthor;
  const panel = useSectionEdit(props);
  const [draft, setDraft] = useState<ScoringDraft>(() =>
    scoringDraftOf(section.scoring, section, document.test_type),
  );
  const set = (patch: Partial<ScoringDraft>) => setDraft((old) => ({ ...old, ...patch }));
  const moduleOptions = section.modules.map((module) => ({
    value: module.key,
    label: localized(module.title, locale) ?? module.key,
  }));
  const save = () => panel.save({ scoring: scoringOf(draft) }, draftErrors(draft, section, say));
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
    <EditPanel heading={t("scoring.heading")} panel={panel} readOnly={readOnly} onSave={save}>
      <Checkbox
        label={t("scoring.enabled")}
        description={t("scoring.enabledHint")}
        checked={draft.enabled}
        onChange={(e) => set({ enabled: e.currentTarget.checked })}
        disabled={readOnly}
      />
      {draft.enabled && (
        <>
          <ScaleInputs
            min={draft.scaled_min}
            max={draft.scaled_max}
            onMin={(scaled_min) => set({ scaled_min })}
            onMax={(scaled_max) => set({ scaled_max })}
            minError={panel.errors["scoring.scaled_min"]}
            maxError={panel.errors["scoring.scaled_max"]}
            readOnly={readOnly}
          />
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
              onChange={(next) => set({ tables: replaceAt(draft.tables, index, next) })}
              onRemove={index === last ? undefined : () => set({ tables: removeAt(draft.tables, index) })}
            />
          ))}
          {!readOnly && section.modules.length > 1 && (
            <AddButton
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
            </AddButton>
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
    </EditPanel>
  );
}
