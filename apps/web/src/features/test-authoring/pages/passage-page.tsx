import type { Stimulus } from "@edu/shared/test-engine";
import { Button, Group, Paper, Stack, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import { authoringEndpoints } from "../api/authoring-api";
import { EditError } from "../components/edit-error";
import { EditorPage } from "../components/editor-page";
import { MathPreview } from "../components/math-preview";
import { authoringPaths, idParam, keyParam, typeParam } from "../lib/paths";
import { type AuthoringForm, useAuthoringForm } from "../lib/use-authoring-form";

export const handle: RouteHandle = { i18n: ["test-authoring", "tests"] };

/**
 * A passage questions show: /tests/{testType}/test/{testTypeId}/section/{sectionId}/passage/{passageId},
 * and …/passage/create for a new one. Audio and images come with imported documents; their title and
 * transcript or description are read here.
 */
export default function PassagePage() {
  const { t } = useTranslation("test-authoring");
  const locale = useLocale();
  const params = useParams();
  const formId = idParam(params.testTypeId);
  const sectionKey = keyParam(params.sectionId);
  const creating = params.passageId === undefined;
  const passageKey = creating ? undefined : keyParam(params.passageId);
  const editor = useAuthoringForm(formId);
  const section = editor.document?.sections.find((entry) => entry.key === sectionKey);
  const stimulus = editor.document?.stimuli.find((entry) => entry.key === passageKey);
  const loaded = editor.document !== null;
  const missing =
    !formId ||
    !sectionKey ||
    !typeParam(params.testType) ||
    (!creating && !passageKey) ||
    (loaded && (!section || (!creating && !stimulus)));
  const type = editor.document?.test_type ?? "SAT";
  return (
    <EditorPage
      editor={editor}
      missing={missing}
      heading={
        creating ? t("passage.newTitle") : t("passage.title", { name: stimulus?.title || passageKey || "" })
      }
      metaTitle={creating ? t("passage.newTitle") : t("passage.metaTitle")}
      crumbs={
        section && formId
          ? [
              {
                label: localized(section.title, locale),
                to: authoringPaths.section(type, formId, section.key),
              },
            ]
          : []
      }
    >
      {section && formId && (creating || stimulus) && (
        <PassageForm
          key={`${passageKey}-${stimulus?.version ?? 0}`}
          editor={editor}
          stimulus={stimulus}
          sectionKey={section.key}
        />
      )}
    </EditorPage>
  );
}

function PassageForm({
  editor,
  stimulus,
  sectionKey,
}: {
  editor: AuthoringForm;
  stimulus?: Stimulus;
  sectionKey: string;
}) {
  const { t } = useTranslation("test-authoring");
  const navigate = useNavigate();
  const [key, setKey] = useState(stimulus?.key ?? "");
  const [title, setTitle] = useState(stimulus?.title ?? "");
  const [text, setText] = useState(
    stimulus?.kind === "passage"
      ? stimulus.text
      : stimulus?.kind === "audio"
        ? stimulus.transcript
        : (stimulus?.alt ?? ""),
  );
  const readOnly = !editor.canAuthor;
  const id = editor.form?.id ?? 0;
  const type = editor.document?.test_type ?? "SAT";
  const body = (): Stimulus => {
    if (stimulus?.kind === "audio") return { ...stimulus, title, transcript: text };
    if (stimulus?.kind === "image") return { ...stimulus, title, alt: text };
    return { key: key.trim(), version: stimulus?.version ?? 1, kind: "passage", title, text };
  };
  const save = () => {
    const input = { base_version: editor.version, stimulus: body() };
    if (stimulus)
      editor.edit.mutate({
        endpoint: authoringEndpoints.updateTestFormStimulusByStimulusKey,
        input: { params: { id, stimulusKey: stimulus.key }, body: input },
      });
    else
      editor.edit.mutate(
        { endpoint: authoringEndpoints.createTestFormStimuli, input: { params: { id }, body: input } },
        {
          onSuccess: () =>
            navigate(authoringPaths.passage(type, id, sectionKey, input.stimulus.key), { replace: true }),
        },
      );
  };
  const textLabel =
    stimulus?.kind === "audio"
      ? t("passage.transcript")
      : stimulus?.kind === "image"
        ? t("passage.alt")
        : t("passage.text");
  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="xs">
          <Group grow wrap="wrap" align="flex-start">
            <TextInput
              label={t("passage.key")}
              description={stimulus ? t("question.keyFixed") : t("create.keyHint")}
              value={key}
              onChange={(e) => setKey(e.currentTarget.value)}
              disabled={readOnly || stimulus !== undefined}
              required
            />
            <TextInput
              label={t("passage.titleField")}
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              disabled={readOnly}
            />
          </Group>
          <Textarea
            label={textLabel}
            autosize
            minRows={6}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            disabled={readOnly}
            required={stimulus?.kind !== "audio"}
          />
          <MathPreview text={text} />
          <EditError error={editor.edit.error} />
          {!readOnly && (
            <Group>
              <Button type="submit" loading={editor.edit.isPending}>
                {stimulus ? t("action.save") : t("passage.create")}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
