import type { TestForm } from "@edu/shared/test-engine";
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../../tests";
import { authoringEndpoints } from "../api/authoring-api";
import { authoringPaths } from "../lib/paths";
import type { AuthoringForm } from "../lib/use-authoring-form";
import { moved, OrderButtons } from "./order-buttons";

/** The form's sections and their modules (time, questions), each section linking to its editor. */
export function FormTree({ editor, document }: { editor: AuthoringForm; document: TestForm }) {
  const { t } = useTranslation("test-authoring");
  const locale = useLocale();
  const id = editor.form?.id ?? 0;
  const type = document.test_type;
  const [key, setKey] = useState("");
  const [title, setTitle] = useState("");
  const keys = document.sections.map((section) => section.key);
  const reorder = (from: number, to: number) =>
    editor.edit.mutate({
      endpoint: authoringEndpoints.updateTestFormSectionOrder,
      input: { params: { id }, body: { base_version: editor.version, keys: moved(keys, from, to) } },
    });
  const remove = (sectionKey: string) =>
    editor.edit.mutate({
      endpoint: authoringEndpoints.deleteTestFormSectionBySectionKey,
      input: { params: { id, sectionKey }, query: { base_version: editor.version } },
    });
  const add = () =>
    editor.edit.mutate(
      {
        endpoint: authoringEndpoints.createTestFormSection,
        input: {
          params: { id },
          body: {
            base_version: editor.version,
            key: key.trim(),
            title: { en: title.trim() },
            tools: [],
            break_after_seconds: 0,
          },
        },
      },
      {
        onSuccess: () => {
          setKey("");
          setTitle("");
        },
      },
    );
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("tree.heading")}
        </Title>
        {document.sections.map((section, index) => {
          const name = localized(section.title, locale);
          return (
            <Paper key={section.key} withBorder p="sm" component="section" aria-label={name}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Anchor component={Link} to={authoringPaths.section(type, id, section.key)} fw={600}>
                  {name}
                </Anchor>
                {editor.canAuthor && (
                  <OrderButtons
                    name={name}
                    index={index}
                    count={keys.length}
                    onMove={(to) => reorder(index, to)}
                    onRemove={() => remove(section.key)}
                    disabled={editor.edit.isPending}
                  />
                )}
              </Group>
              <Text size="sm" c="gray.7">
                {t("tree.sectionFacts", {
                  key: section.key,
                  modules: section.modules.length,
                  break: Math.round(section.break_after_seconds / 60),
                })}
              </Text>
              <Stack gap={2} mt={4}>
                {section.modules.map((module) => (
                  <Text key={module.key} size="sm">
                    {localized(module.title, locale) ?? module.key} ·{" "}
                    {t("tree.moduleFacts", {
                      items: module.items.length,
                      minutes:
                        module.time_limit_seconds === null
                          ? t("tree.untimed")
                          : Math.round(module.time_limit_seconds / 60),
                    })}
                  </Text>
                ))}
              </Stack>
            </Paper>
          );
        })}
        {editor.canAuthor && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              add();
            }}
          >
            <Group align="flex-end" wrap="wrap" gap="xs">
              <TextInput
                label={t("tree.newSectionKey")}
                value={key}
                onChange={(e) => setKey(e.currentTarget.value)}
                required
              />
              <TextInput
                label={t("tree.newSectionTitle")}
                value={title}
                onChange={(e) => setTitle(e.currentTarget.value)}
                required
              />
              <Button type="submit" variant="default" loading={editor.edit.isPending}>
                {t("tree.addSection")}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
