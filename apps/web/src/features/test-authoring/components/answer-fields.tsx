import type { AcceptedAnswer, TestForm } from "@edu/shared/test-engine";
import { Checkbox, Group, NumberInput, Radio, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import { type ItemDraft, nextChoiceKey } from "../lib/item-draft";
import { removeAt, replaceAt } from "../lib/use-rows";
import { MathPreview } from "./math-preview";
import { AddButton, RemoveIcon } from "./row-parts";

type Props = {
  draft: ItemDraft;
  set: (patch: Partial<ItemDraft>) => void;
  document: TestForm;
  readOnly: boolean;
};

/** What a question is answered with, by kind: choices and the right one(s), accepted answers, or a rubric. */
export function AnswerFields({ draft, set, document, readOnly }: Props) {
  const { t } = useTranslation("test-authoring");
  const locale = useLocale();
  if (draft.kind === "single_choice" || draft.kind === "multiple_select")
    return <ChoiceFields draft={draft} set={set} document={document} readOnly={readOnly} />;
  if (draft.kind === "student_response")
    return <AcceptedFields draft={draft} set={set} document={document} readOnly={readOnly} />;
  return (
    <Stack gap="xs">
      <Select
        label={t("question.rubric")}
        data={document.rubrics.map((rubric) => ({
          value: rubric.key,
          label: localized(rubric.title, locale),
        }))}
        value={draft.rubric || null}
        onChange={(value) => set({ rubric: value ?? "" })}
        disabled={readOnly}
        required
      />
      {document.rubrics.length === 0 && (
        <Text size="sm" c="gray.7">
          {t("question.noRubric")}
        </Text>
      )}
      {draft.kind === "written_response" ? (
        <Select
          label={t("question.length")}
          data={["short", "long"].map((value) => ({ value, label: t(`length.${value}`) }))}
          value={draft.length}
          onChange={(value) => value && set({ length: value as "short" | "long" })}
          allowDeselect={false}
          disabled={readOnly}
        />
      ) : (
        <Group grow wrap="wrap">
          <NumberInput
            label={t("question.prepSeconds")}
            min={0}
            max={600}
            value={draft.prepSeconds}
            onChange={(v) => typeof v === "number" && set({ prepSeconds: v })}
            disabled={readOnly}
          />
          <NumberInput
            label={t("question.responseSeconds")}
            min={1}
            max={600}
            value={draft.responseSeconds}
            onChange={(v) => typeof v === "number" && set({ responseSeconds: v })}
            disabled={readOnly}
          />
        </Group>
      )}
    </Stack>
  );
}

function ChoiceFields({ draft, set, readOnly }: Props) {
  const { t } = useTranslation("test-authoring");
  const single = draft.kind === "single_choice";
  const setText = (key: string, text: string) =>
    set({ choices: draft.choices.map((choice) => (choice.key === key ? { ...choice, text } : choice)) });
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t("question.choices")}
      </Text>
      {draft.choices.map((choice) => (
        <Stack key={choice.key} gap={4}>
          <Group align="flex-start" wrap="nowrap" gap="xs">
            {single ? (
              <Radio
                mt={8}
                aria-label={t("question.correctChoice", { key: choice.key })}
                checked={draft.answer === choice.key}
                onChange={() => set({ answer: choice.key })}
                disabled={readOnly}
              />
            ) : (
              <Checkbox
                mt={8}
                aria-label={t("question.correctChoice", { key: choice.key })}
                checked={draft.answers.includes(choice.key)}
                onChange={(e) =>
                  set({
                    answers: e.currentTarget.checked
                      ? [...draft.answers, choice.key]
                      : draft.answers.filter((key) => key !== choice.key),
                  })
                }
                disabled={readOnly}
              />
            )}
            <Textarea
              style={{ flex: 1 }}
              label={t("question.choice", { key: choice.key })}
              autosize
              minRows={1}
              value={choice.text}
              onChange={(e) => setText(choice.key, e.currentTarget.value)}
              disabled={readOnly}
              required
            />
            {!readOnly && (
              <RemoveIcon
                mt={28}
                label={t("action.remove", { name: choice.key })}
                disabled={draft.choices.length <= 2}
                onClick={() =>
                  set({
                    choices: draft.choices.filter((c) => c.key !== choice.key),
                    answers: draft.answers.filter((key) => key !== choice.key),
                  })
                }
              />
            )}
          </Group>
          <MathPreview text={choice.text} />
        </Stack>
      ))}
      {!readOnly && (
        <AddButton
          disabled={draft.choices.length >= 10}
          onClick={() =>
            set({ choices: [...draft.choices, { key: nextChoiceKey(draft.choices), text: "" }] })
          }
        >
          {t("question.addChoice")}
        </AddButton>
      )}
      {!single && (
        <Checkbox
          label={t("question.partialCredit")}
          checked={draft.partialCredit}
          onChange={(e) => set({ partialCredit: e.currentTarget.checked })}
          disabled={readOnly}
        />
      )}
    </Stack>
  );
}

function AcceptedFields({ draft, set, readOnly }: Props) {
  const { t } = useTranslation("test-authoring");
  const update = (index: number, next: AcceptedAnswer) =>
    set({ accepted: replaceAt(draft.accepted, index, next) });
  return (
    <Stack gap="xs">
      <Select
        label={t("question.entry")}
        data={["sat_grid", "free"].map((value) => ({ value, label: t(`entry.${value}`) }))}
        value={draft.entry}
        onChange={(value) => value && set({ entry: value as ItemDraft["entry"] })}
        allowDeselect={false}
        disabled={readOnly}
      />
      <Text fw={500} size="sm">
        {t("question.accepted")}
      </Text>
      {draft.accepted.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: accepted answers are positional and have no key
        <Group key={index} align="flex-end" gap="xs" wrap="wrap">
          <Select
            label={t("question.acceptedType")}
            w={130}
            data={["exact", "number", "range"].map((value) => ({ value, label: t(`accepted.${value}`) }))}
            value={entry.type}
            onChange={(type) =>
              update(
                index,
                type === "exact"
                  ? { type, value: "", case_sensitive: false }
                  : type === "range"
                    ? { type, min: "", max: "" }
                    : { type: "number", value: "", tolerance: "0" },
              )
            }
            allowDeselect={false}
            disabled={readOnly}
          />
          {entry.type === "range" ? (
            <>
              <TextInput
                label={t("accepted.min")}
                value={entry.min}
                onChange={(e) => update(index, { ...entry, min: e.currentTarget.value })}
                disabled={readOnly}
              />
              <TextInput
                label={t("accepted.max")}
                value={entry.max}
                onChange={(e) => update(index, { ...entry, max: e.currentTarget.value })}
                disabled={readOnly}
              />
            </>
          ) : (
            <TextInput
              label={t("accepted.value")}
              value={entry.value}
              onChange={(e) => update(index, { ...entry, value: e.currentTarget.value })}
              disabled={readOnly}
            />
          )}
          {entry.type === "number" && (
            <TextInput
              label={t("accepted.tolerance")}
              w={110}
              value={entry.tolerance}
              onChange={(e) => update(index, { ...entry, tolerance: e.currentTarget.value })}
              disabled={readOnly}
            />
          )}
          {!readOnly && (
            <RemoveIcon
              mb={4}
              label={t("action.remove", { name: String(index + 1) })}
              disabled={draft.accepted.length <= 1}
              onClick={() => set({ accepted: removeAt(draft.accepted, index) })}
            />
          )}
        </Group>
      ))}
      {!readOnly && (
        <AddButton
          onClick={() =>
            set({ accepted: [...draft.accepted, { type: "number", value: "", tolerance: "0" }] })
          }
        >
          {t("question.addAccepted")}
        </AddButton>
      )}
    </Stack>
  );
}
