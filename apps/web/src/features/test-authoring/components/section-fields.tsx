import { SECTION_TOOLS, type TestForm, type TestSection } from "@edu/shared/test-engine";
import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Stack,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { authoringEndpoints } from "../api/authoring-api";
import { sectionBody } from "../lib/edit-bodies";
import type { AuthoringForm } from "../lib/use-authoring-form";
import { EditError } from "./edit-error";

/**
 * A section's own fields: English title and directions (Chinese kept as saved), optional or not, the
 * tools it offers and the break after it (the server keeps the next section closed until it ends).
 * Routing and scoring are kept as saved (their own panels edit them).
 */
export function SectionFields({
  editor,
  section,
}: {
  editor: AuthoringForm;
  section: TestSection;
  document: TestForm;
}) {
  const { t } = useTranslation("test-authoring");
  const readOnly = !editor.canAuthor;
  const [title, setTitle] = useState(section.title.en);
  const [directions, setDirections] = useState(section.directions?.en ?? "");
  const [optional, setOptional] = useState(section.optional);
  const [tools, setTools] = useState<string[]>(section.tools);
  const [breakMinutes, setBreakMinutes] = useState<number | string>(section.break_after_seconds / 60);
  const save = () =>
    editor.edit.mutate({
      endpoint: authoringEndpoints.updateTestFormSectionBySectionKey,
      input: {
        params: { id: editor.form?.id ?? 0, sectionKey: section.key },
        body: sectionBody(section, editor.version, {
          title: { ...section.title, en: title },
          directions: directions.trim() ? { ...section.directions, en: directions } : null,
          optional,
          tools: tools as TestSection["tools"],
          break_after_seconds: Math.round((typeof breakMinutes === "number" ? breakMinutes : 0) * 60),
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
            {t("section.fields")}
          </Title>
          <TextInput
            label={t("section.title")}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            disabled={readOnly}
            required
          />
          <Textarea
            label={t("section.directions")}
            autosize
            minRows={2}
            value={directions}
            onChange={(e) => setDirections(e.currentTarget.value)}
            disabled={readOnly}
          />
          <Group grow wrap="wrap" align="flex-start">
            <MultiSelect
              label={t("section.tools")}
              data={SECTION_TOOLS.map((value) => ({ value, label: t(`tool.${value}`) }))}
              value={tools}
              onChange={setTools}
              disabled={readOnly}
            />
            <NumberInput
              label={t("section.breakMinutes")}
              min={0}
              max={1440}
              value={breakMinutes}
              onChange={setBreakMinutes}
              disabled={readOnly}
            />
          </Group>
          <Checkbox
            label={t("section.optional")}
            checked={optional}
            onChange={(e) => setOptional(e.currentTarget.checked)}
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
