import type { TestItem } from "@edu/shared/test-engine";
import { Button, Checkbox, Group, Paper, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { authoringEndpoints } from "../api/authoring-api";
import { EditError } from "../components/edit-error";
import { EditorPage } from "../components/editor-page";
import { MathPreview } from "../components/math-preview";
import { findItem } from "../lib/find-item";
import { authoringPaths, keyParam, questionParam, typeParam } from "../lib/paths";
import { type AuthoringForm, useAuthoringForm } from "../lib/use-authoring-form";

export const handle: RouteHandle = { i18n: ["test-authoring", "tests"] };

type ChoiceItem = Extract<TestItem, { kind: "single_choice" | "multiple_select" }>;

/** /tests/{testType}/{formId}-{itemKey}/{answerId}: one answer choice of a question, its text and whether it is right. */
export default function ChoicePage() {
  const { t } = useTranslation("test-authoring");
  const params = useParams();
  const question = questionParam(params.questionId);
  const choiceKey = keyParam(params.answerId);
  const editor = useAuthoringForm(question?.formId);
  const found = findItem(editor.document, question?.item);
  const item = found && "choices" in found.item ? (found.item as ChoiceItem) : undefined;
  const choice = item?.choices.find((entry) => entry.key === choiceKey);
  const missing =
    !question || !choiceKey || !typeParam(params.testType) || (editor.document !== null && !choice);
  const type = editor.document?.test_type ?? "SAT";
  return (
    <EditorPage
      editor={editor}
      missing={missing}
      heading={t("choice.title", { key: choiceKey ?? "", question: question?.item ?? "" })}
      metaTitle={t("choice.metaTitle")}
      crumbs={
        question
          ? [{ label: question.item, to: authoringPaths.question(type, question.formId, question.item) }]
          : []
      }
    >
      {item && choice && (
        <ChoiceForm
          key={`${item.version}-${editor.version}`}
          editor={editor}
          item={item}
          choiceKey={choice.key}
        />
      )}
    </EditorPage>
  );
}

function ChoiceForm({
  editor,
  item,
  choiceKey,
}: {
  editor: AuthoringForm;
  item: ChoiceItem;
  choiceKey: string;
}) {
  const { t } = useTranslation("test-authoring");
  const choice = item.choices.find((entry) => entry.key === choiceKey);
  const [text, setText] = useState(choice?.text ?? "");
  const right = item.kind === "single_choice" ? item.answer === choiceKey : item.answers.includes(choiceKey);
  const [correct, setCorrect] = useState(right);
  const readOnly = !editor.canAuthor;
  const save = () => {
    const choices = item.choices.map((entry) => (entry.key === choiceKey ? { ...entry, text } : entry));
    const next: TestItem =
      item.kind === "single_choice"
        ? { ...item, choices, answer: correct ? choiceKey : item.answer }
        : {
            ...item,
            choices,
            answers: correct
              ? [...new Set([...item.answers, choiceKey])]
              : item.answers.filter((key) => key !== choiceKey),
          };
    editor.edit.mutate({
      endpoint: authoringEndpoints.updateTestFormItemByItemKey,
      input: {
        params: { id: editor.form?.id ?? 0, itemKey: item.key },
        body: { base_version: editor.version, item: next },
      },
    });
  };
  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="xs">
          <Textarea
            label={t("question.choice", { key: choiceKey })}
            autosize
            minRows={2}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            disabled={readOnly}
            required
          />
          <MathPreview text={text} />
          <Checkbox
            label={t("choice.correct")}
            description={item.kind === "single_choice" && right ? t("choice.pickAnother") : undefined}
            checked={correct}
            onChange={(e) => setCorrect(e.currentTarget.checked)}
            disabled={readOnly || (item.kind === "single_choice" && right)}
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
