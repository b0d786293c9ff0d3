import { editSettings, type TestForm, testFormSettingsBodySchema } from "@edu/shared/test-engine";
import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { authoringEndpoints } from "../api/authoring-api";
import { settingsBody } from "../lib/edit-bodies";
import { checkEdit } from "../lib/edit-check";
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
import { usePanelEdit } from "../lib/use-panel-edit";
import { LanguageSwitch } from "./language-switch";
import { PanelFooter } from "./panel-footer";

/**
 * A form's rubrics for teacher-graded answers (writing, speaking): the spec's 0–4 scale, a descriptor per
 * level, texts in English and optionally Chinese (one language shown at a time). A rubric a question uses
 * keeps its key and cannot be removed.
 */
export function RubricsPanel({ editor, document }: { editor: AuthoringForm; document: TestForm }) {
  const { t } = useTranslation("test-authoring");
  const readOnly = !editor.canAuthor;
  const panel = usePanelEdit();
  const [rubrics, setRubrics] = useState<RubricDraft[]>(() => rubricDraftsOf(document.rubrics));
  const [lang, setLang] = useState<TextLocale>("en");
  const uses = rubricUses(document);
  const setRubric = (index: number, patch: Partial<RubricDraft>) =>
    setRubrics((old) => old.map((rubric, i) => (i === index ? { ...rubric, ...patch } : rubric)));
  const save = () => {
    const body = settingsBody(document, editor.version, { rubrics: rubricsOf(rubrics) });
    panel.submit(
      checkEdit(testFormSettingsBodySchema, body, (parsed) => editSettings(document, parsed)),
      {
        endpoint: authoringEndpoints.updateTestFormSettings,
        input: { params: { id: editor.form?.id ?? 0 }, body },
      },
    );
  };
  return (
    <Paper withBorder p="md" component="section" aria-label={t("rubric.heading")}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t("rubric.heading")}
          </Title>
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
              // biome-ignore lint/suspicious/noArrayIndexKey: a new rubric's key is being edited; every input is controlled
              <Paper key={r} withBorder p="sm" component="section" aria-label={name}>
                <Stack gap="xs">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Title order={3} size="h5">
                      {name}
                    </Title>
                    {!readOnly && (
                      <Button
                        size="xs"
                        variant="default"
                        disabled={rubric.saved && used > 0}
                        onClick={() => setRubrics((old) => old.filter((_, i) => i !== r))}
                      >
                        {t("action.remove", { name })}
                      </Button>
                    )}
                  </Group>
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
                    <TextInput
                      label={t("rubric.title", { lang: t(`lang.${lang}`) })}
                      value={rubric.title[lang] ?? ""}
                      onChange={(e) =>
                        setRubric(r, { title: withText(rubric.title, lang, e.currentTarget.value) })
                      }
                      error={panel.errors[`${at}.title.${lang}`] ?? panel.errors[`${at}.title`]}
                      disabled={readOnly}
                      required={lang === "en"}
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
                          levels: rubric.levels.map((other, i) =>
                            i === l
                              ? { ...other, description: withText(other.description, lang, value) }
                              : other,
                          ),
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
                </Stack>
              </Paper>
            );
          })}
          {!readOnly && (
            <Group>
              <Button size="xs" variant="default" onClick={() => setRubrics((old) => [...old, newRubric()])}>
                {t("rubric.add")}
              </Button>
            </Group>
          )}
          <PanelFooter panel={panel} readOnly={readOnly} />
        </Stack>
      </form>
    </Paper>
  );
}
