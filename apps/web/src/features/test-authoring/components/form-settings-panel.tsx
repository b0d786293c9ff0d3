import { REVEAL_ANSWERS, TEST_TYPES, type TestForm, type TestType, TIMINGS } from "@edu/shared/test-engine";
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { authoringEndpoints } from "../api/authoring-api";
import { settingsBody } from "../lib/edit-bodies";
import type { AuthoringForm } from "../lib/use-authoring-form";
import { EditError } from "./edit-error";

/**
 * A form's own fields: titles in three languages, type, timing (today's formats by default; the spec's
 * older constants — a 2.5-hour full TOEFL mock, a 1-hour quick mock — as presets), when answers show,
 * whether breaks may be skipped, authors' notes. Tags are kept as they are; rubrics and composites have
 * their own panels.
 */
export function FormSettingsPanel({ editor, document }: { editor: AuthoringForm; document: TestForm }) {
  const { t } = useTranslation("test-authoring");
  const [draft, setDraft] = useState(() => ({
    title: { ...document.title },
    test_type: document.test_type,
    settings: document.settings,
    notes: document.notes,
  }));
  const readOnly = !editor.canAuthor;
  const setTitle = (locale: "en" | "zh-TW" | "zh-CN", value: string) =>
    setDraft((old) => ({ ...old, title: { ...old.title, [locale]: value } }));
  const setSetting = (patch: Partial<TestForm["settings"]>) =>
    setDraft((old) => ({ ...old, settings: { ...old.settings, ...patch } }));
  const minutes = draft.settings.total_time_limit_seconds;
  const save = () =>
    editor.edit.mutate({
      endpoint: authoringEndpoints.updateTestFormSettings,
      input: {
        params: { id: editor.form?.id ?? 0 },
        body: settingsBody(document, editor.version, {
          test_type: draft.test_type,
          title: {
            en: draft.title.en,
            ...(draft.title["zh-TW"] ? { "zh-TW": draft.title["zh-TW"] } : {}),
            ...(draft.title["zh-CN"] ? { "zh-CN": draft.title["zh-CN"] } : {}),
          },
          notes: draft.notes,
          settings: draft.settings,
        }),
      },
    });
  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t("settings.heading")}
          </Title>
          <TextInput
            label={t("settings.titleEn")}
            value={draft.title.en}
            onChange={(e) => setTitle("en", e.currentTarget.value)}
            disabled={readOnly}
            required
          />
          <Group grow wrap="wrap">
            <TextInput
              label={t("settings.titleZhTW")}
              value={draft.title["zh-TW"] ?? ""}
              onChange={(e) => setTitle("zh-TW", e.currentTarget.value)}
              disabled={readOnly}
            />
            <TextInput
              label={t("settings.titleZhCN")}
              value={draft.title["zh-CN"] ?? ""}
              onChange={(e) => setTitle("zh-CN", e.currentTarget.value)}
              disabled={readOnly}
            />
          </Group>
          <Group grow wrap="wrap" align="flex-start">
            <Select
              label={t("create.type")}
              data={TEST_TYPES.map((value) => ({ value, label: value }))}
              value={draft.test_type}
              onChange={(value) => value && setDraft((old) => ({ ...old, test_type: value as TestType }))}
              allowDeselect={false}
              disabled={readOnly}
            />
            <Select
              label={t("settings.timing")}
              data={TIMINGS.map((value) => ({ value, label: t(`timing.${value}`) }))}
              value={draft.settings.timing}
              onChange={(value) => value && setSetting({ timing: value as TestForm["settings"]["timing"] })}
              allowDeselect={false}
              disabled={readOnly}
            />
          </Group>
          <Group grow wrap="wrap" align="flex-start">
            <NumberInput
              label={t("settings.totalMinutes")}
              description={t("settings.totalHint")}
              min={1}
              max={1440}
              value={minutes === null ? "" : Math.round(minutes / 60)}
              onChange={(value) =>
                setSetting({ total_time_limit_seconds: typeof value === "number" ? value * 60 : null })
              }
              disabled={readOnly || draft.settings.timing !== "current"}
            />
            <Select
              label={t("settings.reveal")}
              data={REVEAL_ANSWERS.map((value) => ({ value, label: t(`reveal.${value}`) }))}
              value={draft.settings.reveal_answers}
              onChange={(value) =>
                value && setSetting({ reveal_answers: value as TestForm["settings"]["reveal_answers"] })
              }
              allowDeselect={false}
              disabled={readOnly}
            />
          </Group>
          <Checkbox
            label={t("settings.breaksSkippable")}
            checked={draft.settings.breaks_skippable === true}
            onChange={(e) => setSetting({ breaks_skippable: e.currentTarget.checked })}
            disabled={readOnly}
          />
          <Textarea
            label={t("settings.notes")}
            description={t("settings.notesHint")}
            autosize
            minRows={2}
            value={draft.notes}
            onChange={(e) => setDraft((old) => ({ ...old, notes: e.currentTarget.value }))}
            disabled={readOnly}
          />
          <EditError error={editor.edit.error} />
          {!readOnly && (
            <Group>
              <Button type="submit" loading={editor.edit.isPending}>
                {t("action.save")}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
