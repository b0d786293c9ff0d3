import type { TestForm } from "@edu/shared/test-engine";
import { Group, Text, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  newRubric,
  type RubricDraft,
  rubricDraftsOf,
  rubricsOf,
  rubricUses,
  type TextLocale,
  withText,
} from "../lib/rubric-draft";
import type { AuthoringForm } from "../lib/use-authoring-form";
import { useSettingsEdit } from "../lib/use-panel-edit";
import { patchAt, useRows } from "../lib/use-rows";
import { TitleInput } from "./draft-fields";
import { EditPanel } from "./edit-panel";
import { LanguageSwitch } from "./language-switch";
import { AddButton, RowCard } from "./row-parts";

/**
 * A form's rubrics for teacher-graded answers (writing, speaking): the spec's 0–4 scale, a descriptor per
 * level, texts in English and optionally Chinese (one language shown at a time). A rubric a question uses
 * keeps its key and cannot be removed.
 */
export function RubricsPanel({ editor, document }: { editor: AuthoringForm; document: TestForm }) {
  const { t } = useTranslation("test-authoring");
  const readOnly = !editor.canAuthor;
  const panel = useSettingsEdit({ editor, document });
  const rows = useRows<RubricDraft>(() => rubricDraftsOf(document.rubrics));
  const rubrics = rows.rows;
  const setRubric = rows.patch;
  const [lang, setLang] = useState<TextLocale>("en");
  const uses = rubricUses(document);
  const save = () => panel.save({ rubrics: rubricsOf(rubrics) });
  return (
    <EditPanel heading={t("rubric.heading")} panel={panel} readOnly={readOnly} onSave={save}>
      <Text size="sm" c="gray.7">
        {t("rubric.hint")}
      </Text>
      <LanguageSwitch value={lang} onChange={setLang} />
      {rubrics.length === 0 && <Text size="sm">{t("rubric.none")}</Text>}
      {rubrics.map((rubric, r) => {
        const at = `rubrics.${r}`;
        const name = rubric.title.en || rubric.key || t("rubric.new");
        const used = uses.get(rubric.key) ?? 0;
        return (
          <RowCard
            // biome-ignore lint/suspicious/noArrayIndexKey: a new rubric's key is being edited; every input is controlled
            key={r}
            name={name}
            onRemove={readOnly ? undefined : () => rows.remove(r)}
            removeDisabled={rubric.saved && used > 0}
          >
            <Group grow wrap="wrap" align="flex-start">
              <TextInput
                label={t("rubric.key")}
                description={rubric.saved ? t("rubric.usedBy", { count: used }) : t("create.keyHint")}
                value={rubric.key}
                onChange={(e) => setRubric(r, { key: e.currentTarget.value.trim() })}
                error={panel.errors[`${at}.key`]}
                disabled={readOnly || rubric.saved}
                required
              />
              <TitleInput
                labelKey="rubric.title"
                title={rubric.title}
                lang={lang}
                onChange={(title) => setRubric(r, { title })}
                errors={panel.errors}
                at={at}
                readOnly={readOnly}
              />
            </Group>
            {rubric.levels.map((level, l) => (
              <Textarea
                key={level.score}
                label={t("rubric.level", { score: level.score, lang: t(`lang.${lang}`) })}
                autosize
                minRows={1}
                value={level.description[lang] ?? ""}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setRubric(r, {
                    levels: patchAt(rubric.levels, l, {
                      description: withText(level.description, lang, value),
                    }),
                  });
                }}
                error={
                  panel.errors[`${at}.levels.${l}.description.${lang}`] ??
                  panel.errors[`${at}.levels.${l}.description`] ??
                  panel.errors[`${at}.levels.${l}.score`]
                }
                disabled={readOnly}
                required={lang === "en"}
              />
            ))}
          </RowCard>
        );
      })}
      {!readOnly && <AddButton onClick={() => rows.add(newRubric())}>{t("rubric.add")}</AddButton>}
    </EditPanel>
  );
}
