import { editSettings, type TestForm, testFormSettingsBodySchema } from "@edu/shared/test-engine";
import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import { authoringEndpoints } from "../api/authoring-api";
import {
  type CompositeDraft,
  compositeDraftErrors,
  compositeDraftsOf,
  compositesOf,
  newComposite,
} from "../lib/composite-draft";
import { settingsBody } from "../lib/edit-bodies";
import { checkEdit, errorsUnder } from "../lib/edit-check";
import { type TextLocale, withText } from "../lib/rubric-draft";
import type { Translate } from "../lib/scoring-draft";
import type { AuthoringForm } from "../lib/use-authoring-form";
import { usePanelEdit } from "../lib/use-panel-edit";
import { BandsEditor } from "./bands-editor";
import { LanguageSwitch } from "./language-switch";
import { cellOf } from "./number-cell";
import { PanelFooter } from "./panel-footer";

/**
 * A form's composites: the SAT total (sum, 400–1600), the ACT composite (mean, 1–36), the TOEFL total
 * (sum, 0–120, with its 1–6 bands). Null in a result while a section in it is not scored.
 */
export function CompositesPanel({ editor, document }: { editor: AuthoringForm; document: TestForm }) {
  const { t } = useTranslation("test-authoring");
  const say: Translate = (key, values) => t(key, values ?? {});
  const locale = useLocale();
  const readOnly = !editor.canAuthor;
  const panel = usePanelEdit();
  const [drafts, setDrafts] = useState<CompositeDraft[]>(() => compositeDraftsOf(document.composites));
  const [lang, setLang] = useState<TextLocale>("en");
  const sectionOptions = document.sections.map((section) => ({
    value: section.key,
    label: localized(section.title, locale),
  }));
  const setDraft = (index: number, patch: Partial<CompositeDraft>) =>
    setDrafts((old) => old.map((draft, i) => (i === index ? { ...draft, ...patch } : draft)));
  const save = () => {
    const body = settingsBody(document, editor.version, { composites: compositesOf(drafts) });
    const early = compositeDraftErrors(drafts, say);
    panel.submit(
      Object.keys(early).length > 0
        ? early
        : checkEdit(testFormSettingsBodySchema, body, (parsed) => editSettings(document, parsed)),
      {
        endpoint: authoringEndpoints.updateTestFormSettings,
        input: { params: { id: editor.form?.id ?? 0 }, body },
      },
    );
  };
  return (
    <Paper withBorder p="md" component="section" aria-label={t("composite.heading")}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t("composite.heading")}
          </Title>
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
              <Paper key={c} withBorder p="sm" component="section" aria-label={name}>
                <Stack gap="xs">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Title order={3} size="h5">
                      {name}
                    </Title>
                    {!readOnly && (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setDrafts((old) => old.filter((_, i) => i !== c))}
                      >
                        {t("action.remove", { name })}
                      </Button>
                    )}
                  </Group>
                  <Group grow wrap="wrap" align="flex-start">
                    <TextInput
                      label={t("composite.key")}
                      value={draft.key}
                      onChange={(e) => setDraft(c, { key: e.currentTarget.value.trim() })}
                      error={panel.errors[`${at}.key`]}
                      disabled={readOnly}
                      required
                    />
                    <TextInput
                      label={t("composite.title", { lang: t(`lang.${lang}`) })}
                      value={draft.title[lang] ?? ""}
                      onChange={(e) =>
                        setDraft(c, { title: withText(draft.title, lang, e.currentTarget.value) })
                      }
                      error={panel.errors[`${at}.title.${lang}`] ?? panel.errors[`${at}.title`]}
                      disabled={readOnly}
                      required={lang === "en"}
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
                      onChange={(value) =>
                        value && setDraft(c, { method: value as CompositeDraft["method"] })
                      }
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
                  <Group gap="xs" align="flex-start" wrap="wrap">
                    <NumberInput
                      label={t("scoring.min")}
                      value={draft.min}
                      onChange={(value) => setDraft(c, { min: cellOf(value) })}
                      error={panel.errors[`${at}.min`]}
                      disabled={readOnly}
                      w={150}
                    />
                    <NumberInput
                      label={t("scoring.max")}
                      value={draft.max}
                      onChange={(value) => setDraft(c, { max: cellOf(value) })}
                      error={panel.errors[`${at}.max`]}
                      disabled={readOnly}
                      w={150}
                    />
                  </Group>
                  <BandsEditor
                    bands={draft.bands}
                    onChange={(bands) => setDraft(c, { bands })}
                    errors={panel.errors}
                    prefix={`${at}.bands`}
                    readOnly={readOnly}
                  />
                </Stack>
              </Paper>
            );
          })}
          {!readOnly && (
            <Group>
              <Button
                size="xs"
                variant="default"
                onClick={() => setDrafts((old) => [...old, newComposite(document)])}
              >
                {t("composite.add")}
              </Button>
            </Group>
          )}
          <PanelFooter panel={panel} readOnly={readOnly} />
        </Stack>
      </form>
    </Paper>
  );
}
