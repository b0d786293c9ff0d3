import { Button, Fieldset, Group, Paper, Stack, Text } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useId } from "react";
import { localizeMessage } from "../../../lib/form-errors";
import { type FieldNode, newEntry } from "../lib/section-shape";
import { useProfileTexts } from "../lib/use-profile-texts";
import { FieldsView, FieldView } from "./field-view";
import { useSectionContext, valueAt } from "./section-context";

type ListNode = Extract<FieldNode, { kind: "list" }>;

/**
 * A repeatable group (high schools, SAT scores, activities…): each entry with its remove button, and an
 * add button that stops at the list's limit and says which (the spec §5 limits in the server's own words).
 */
export function ListField({ node, path }: { node: ListNode; path: string }) {
  const { form, readOnly, section } = useSectionContext();
  const texts = useProfileTexts();
  const limitId = useId();
  const items = (valueAt(form.values, path) as unknown[] | undefined) ?? [];
  const full = items.length >= node.max;
  const limitText = node.limit
    ? localizeMessage(`v.cp_limit_${node.limit}`)
    : texts.t("list.atMost", { count: node.max });
  const error = form.errors[path];
  return (
    <Fieldset legend={texts.listTitle(node.key)} p="sm" data-testid={`list-${path}`}>
      <Stack gap="sm">
        {items.length === 0 && (
          <Text size="sm" c="gray.7">
            {texts.t("list.none")}
          </Text>
        )}
        {items.map((_, index) => {
          const itemPath = `${path}.${index}`;
          const name = texts.listItem(node.key, index + 1);
          return (
            // Entries are positions in the form's array: the form holds the values, not the inputs.
            // biome-ignore lint/suspicious/noArrayIndexKey: controlled inputs read the form by index
            <Paper key={index} withBorder radius="sm" p="sm" component="section" aria-label={name}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} size="sm">
                    {name}
                  </Text>
                  {!readOnly && (
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      leftSection={<IconTrash size={14} aria-hidden="true" />}
                      onClick={() => form.removeListItem(path, index)}
                      aria-label={texts.t("list.removeNamed", { name })}
                    >
                      {texts.t("list.remove")}
                    </Button>
                  )}
                </Group>
                {node.item.kind === "group" ? (
                  <FieldsView fields={node.item.fields} basePath={itemPath} parentKey={node.key} />
                ) : (
                  <FieldView node={node.item} path={itemPath} parentKey={node.key} />
                )}
              </Stack>
            </Paper>
          );
        })}
        {typeof error === "string" || error ? (
          <Text size="sm" c="red.8" role="alert">
            {String(error)}
          </Text>
        ) : null}
        {!readOnly && (
          <Group gap="sm" wrap="wrap">
            <Button
              variant="light"
              size="sm"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              disabled={full}
              aria-describedby={limitId}
              onClick={() => form.insertListItem(path, newEntry(section, path, node))}
            >
              {texts.listAdd(node.key)}
            </Button>
            <Text id={limitId} size="xs" c={full ? "red.9" : "gray.7"} data-testid={`limit-${path}`}>
              {Number.isFinite(node.max) ? `${items.length} / ${node.max}` : ""}
              {full ? ` · ${limitText}` : ""}
            </Text>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
