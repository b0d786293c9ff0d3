import {
  DIFFICULTIES,
  ITEM_KINDS,
  type ItemKind,
  type TestForm,
  type TestItem,
} from "@edu/shared/test-engine";
import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import { authoringEndpoints } from "../api/authoring-api";
import { draftOf, type ItemDraft, toItem } from "../lib/item-draft";
import type { AuthoringForm } from "../lib/use-authoring-form";
import { AnswerFields } from "./answer-fields";
import { EditError } from "./edit-error";
import { MathPreview } from "./math-preview";

/**
 * One question's fields, the stem and explanation previewed as students will see them (math through
 * KaTeX). Saving an existing question that someone already answered gives it a new version on the
 * server; past attempts keep theirs. `moduleKey` set: a new question at the end of that module.
 */
export function QuestionEditor({
  editor,
  document,
  item,
  moduleKey,
  onSaved,
}: {
  editor: AuthoringForm;
  document: TestForm;
  item?: TestItem;
  moduleKey?: string;
  onSaved?: (key: string) => void;
}) {
  const { t } = useTranslation("test-authoring");
  const locale = useLocale();
  const [draft, setDraft] = useState<ItemDraft>(() => draftOf(item));
  const readOnly = !editor.canAuthor;
  const set = (patch: Partial<ItemDraft>) => setDraft((old) => ({ ...old, ...patch }));
  const id = editor.form?.id ?? 0;
  const save = () => {
    const body = { base_version: editor.version, item: toItem(draft, item) };
    const done = { onSuccess: () => onSaved?.(body.item.key) };
    if (item)
      editor.edit.mutate(
        {
          endpoint: authoringEndpoints.updateTestFormItemByItemKey,
          input: { params: { id, itemKey: item.key }, body },
        },
        done,
      );
    else if (moduleKey)
      editor.edit.mutate(
        { endpoint: authoringEndpoints.createTestFormModuleItem, input: { params: { id, moduleKey }, body } },
        done,
      );
  };
  const skills = document.taxonomy.skills.filter((skill) => !draft.domain || skill.domain === draft.domain);
  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="sm">
          <Group grow wrap="wrap" align="flex-start">
            <TextInput
              label={t("question.key")}
              description={item ? t("question.keyFixed") : t("create.keyHint")}
              value={draft.key}
              onChange={(e) => set({ key: e.currentTarget.value })}
              disabled={readOnly || item !== undefined}
              required
            />
            <Select
              label={t("question.kind")}
              data={ITEM_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))}
              value={draft.kind}
              onChange={(value) => value && set({ kind: value as ItemKind })}
              allowDeselect={false}
              disabled={readOnly}
            />
          </Group>
          <Textarea
            label={t("question.stem")}
            description={t("question.mathHint")}
            autosize
            minRows={3}
            value={draft.stem}
            onChange={(e) => set({ stem: e.currentTarget.value })}
            disabled={readOnly}
            required
          />
          <MathPreview text={draft.stem} />
          <MultiSelect
            label={t("question.stimuli")}
            data={document.stimuli.map((stimulus) => ({
              value: stimulus.key,
              label: stimulus.title || stimulus.key,
            }))}
            value={draft.stimuli}
            onChange={(stimuli) => set({ stimuli })}
            disabled={readOnly}
          />
          <AnswerFields draft={draft} set={set} document={document} readOnly={readOnly} />
          <Textarea
            label={t("question.explanation")}
            autosize
            minRows={2}
            value={draft.explanation}
            onChange={(e) => set({ explanation: e.currentTarget.value })}
            disabled={readOnly}
          />
          <MathPreview text={draft.explanation} />
          <Group grow wrap="wrap" align="flex-start">
            <Select
              label={t("question.domain")}
              data={document.taxonomy.domains.map((domain) => ({
                value: domain.key,
                label: localized(domain.title, locale),
              }))}
              value={draft.domain}
              onChange={(domain) => set({ domain, skills: [] })}
              clearable
              disabled={readOnly}
            />
            <MultiSelect
              label={t("question.skills")}
              data={skills.map((skill) => ({ value: skill.key, label: localized(skill.title, locale) }))}
              value={draft.skills}
              onChange={(value) => set({ skills: value })}
              disabled={readOnly}
            />
          </Group>
          <Group grow wrap="wrap" align="flex-start">
            <Select
              label={t("question.difficulty")}
              data={DIFFICULTIES.map((value) => ({ value, label: t(`difficulty.${value}`) }))}
              value={draft.difficulty}
              onChange={(value) => set({ difficulty: value as ItemDraft["difficulty"] })}
              clearable
              disabled={readOnly}
            />
            <NumberInput
              label={t("question.weight")}
              min={0.5}
              max={100}
              step={0.5}
              value={draft.weight}
              onChange={(value) => typeof value === "number" && set({ weight: value })}
              disabled={readOnly}
            />
          </Group>
          <Checkbox
            label={t("question.pretestHint")}
            checked={draft.unscored}
            onChange={(e) => set({ unscored: e.currentTarget.checked })}
            disabled={readOnly}
          />
          <EditError error={editor.edit.error} />
          {!readOnly && (
            <Group>
              <Button type="submit" loading={editor.edit.isPending}>
                {item ? t("action.save") : t("question.create")}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
