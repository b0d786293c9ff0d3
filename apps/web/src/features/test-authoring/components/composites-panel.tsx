import type { TestForm } from "@edu/shared/test-engine";
import { Group, MultiSelect, Select, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import {
  type CompositeDraft,
  compositeDraftErrors,
  compositeDraftsOf,
  compositesOf,
  newComposite,
} from "../lib/composite-draft";
import { errorsUnder } from "../lib/edit-check";
import type { TextLocale } from "../lib/rubric-draft";
import type { Translate } from "../lib/scoring-draft";
import type { AuthoringForm } from "../lib/use-authoring-form";
import { useSettingsEdit } from "../lib/use-panel-edit";
import { useRows } from "../lib/use-rows";
import { BandsEditor } from "./bands-editor";
import { ScaleInputs, TitleInput } from "./draft-fields";
import { EditPanel } from "./edit-panel";
import { LanguageSwitch } from "./language-switch";
import { AddButton, RowCard } from "./row-parts";

/**
 * A form's composites: the SAT total (sum, 400–1600), the ACT composite (mean, 1–36), the TOEFL total
 * (sum, 0–120, with its 1–6 bands). Null in a result while a section in it is not scored.
 */
export function CompositesPanel({ editor, document }: { editor: AuthoringForm; document: TestForm }) {
  const { t } = useTranslation("test-authoring");
  const say: Translate = (key, values) => t(key, values ?? {});
  const locale = useLocale();
  const readOnly = !editor.canAuthor;
  const panel = useSettingsEdit({ editor, document });
  const rows = useRows<CompositeDraft>(() => compositeDraftsOf(document.composites));
  const [lang, setLang] = useState<TextLocale>("en");
  const sectionOptions = document.sections.map((section) => ({
    value: section.key,
    label: localized(section.title, locale),
  }));
  const drafts = rows.rows;
  const setDraft = rows.patch;
  const save = () => panel.save({ composites: compositesOf(drafts) }, compositeDraftErrors(drafts, say));
  return (
    <EditPanel heading={t("composite.heading")} panel={panel} readOnly={readOnly} onSave={save}>
      <Text size="sm" c="gray.7">
        {t("composite.hint")}
      </Text>
      <LanguageSwitch value={lang} onChange={setLang} />
      {drafts.length === 0 && <Text size="sm">{t("composite.none")}</Text>}
      {drafts.map((draft, c) => {
        const at = `composites.${c}`;
        const name = draft.title.en || draft.key;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a composite's key is being edited; every input is controlled
          <RowCard key={c} name={name} onRemove={readOnly ? undefined : () => rows.remove(c)}>
            <Group grow wrap="wrap" align="flex-start">
              <TextInput
                label={t("composite.key")}
                value={draft.key}
                onChange={(e) => setDraft(c, { key: e.currentTarget.value.trim() })}
                error={panel.errors[`${at}.key`]}
                disabled={readOnly}
                required
              />
              <TitleInput
                labelKey="composite.title"
                title={draft.title}
                lang={lang}
                onChange={(title) => setDraft(c, { title })}
                errors={panel.errors}
                at={at}
                readOnly={readOnly}
              />
            </Group>
            <Group grow wrap="wrap" align="flex-start">
              <Select
                label={t("composite.method")}
                data={(["sum", "mean"] as const).map((value) => ({
                  value,
                  label: t(`composite.${value}`),
                }))}
                value={draft.method}
                onChange={(value) => value && setDraft(c, { method: value as CompositeDraft["method"] })}
                allowDeselect={false}
                disabled={readOnly}
              />
              <MultiSelect
                label={t("composite.sections")}
                data={sectionOptions}
                value={draft.sections}
                onChange={(sections) => setDraft(c, { sections })}
                error={errorsUnder(panel.errors, `${at}.sections`)[0]}
                disabled={readOnly}
              />
            </Group>
            <ScaleInputs
              min={draft.min}
              max={draft.max}
              onMin={(min) => setDraft(c, { min })}
              onMax={(max) => setDraft(c, { max })}
              minError={panel.errors[`${at}.min`]}
              maxError={panel.errors[`${at}.max`]}
              readOnly={readOnly}
            />
            <BandsEditor
              bands={draft.bands}
              onChange={(bands) => setDraft(c, { bands })}
              errors={panel.errors}
              prefix={`${at}.bands`}
              readOnly={readOnly}
            />
          </RowCard>
        );
      })}
      {!readOnly && (
        <AddButton onClick={() => rows.add(newComposite(document))}>{t("composite.add")}</AddButton>
      )}
    </EditPanel>
  );
}
