import type { TestModule, TestType } from "@edu/shared/test-engine";
import {
  Anchor,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { authoringEndpoints } from "../api/authoring-api";
import { authoringPaths } from "../lib/paths";
import type { AuthoringForm } from "../lib/use-authoring-form";
import { MathText } from "./math-preview";
import { moved, OrderButtons } from "./order-buttons";

/** One module: its title and time limit, its questions in order (move, remove, open), and "add a question". */
export function ModulePanel({
  editor,
  module,
  sectionKey,
  type,
  index,
  count,
}: {
  editor: AuthoringForm;
  module: TestModule;
  sectionKey: string;
  type: TestType;
  index: number;
  count: number;
}) {
  const { t } = useTranslation("test-authoring");
  const id = editor.form?.id ?? 0;
  const [title, setTitle] = useState(module.title?.en ?? "");
  const [minutes, setMinutes] = useState<number | string>(
    module.time_limit_seconds === null ? "" : module.time_limit_seconds / 60,
  );
  const name = module.title?.en || module.key;
  const busy = editor.edit.isPending;
  const base = editor.version;
  const saveModule = () =>
    editor.edit.mutate({
      endpoint: authoringEndpoints.updateTestFormModuleByModuleKey,
      input: {
        params: { id, moduleKey: module.key },
        body: {
          base_version: base,
          title: title.trim() ? { ...module.title, en: title } : null,
          directions: module.directions ?? null,
          time_limit_seconds: typeof minutes === "number" && minutes > 0 ? Math.round(minutes * 60) : null,
        },
      },
    });
  const itemKeys = module.items.map((item) => item.key);
  return (
    <Paper withBorder p="sm" component="section" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5">
            {name}
          </Title>
          {editor.canAuthor && (
            <OrderButtons
              name={name}
              index={index}
              count={count}
              disabled={busy}
              onMove={(to) =>
                editor.edit.mutate({
                  endpoint: authoringEndpoints.updateTestFormSectionModuleOrder,
                  input: {
                    params: { id, sectionKey },
                    body: {
                      base_version: base,
                      keys: moved(
                        editor.document?.sections
                          .find((s) => s.key === sectionKey)
                          ?.modules.map((m) => m.key) ?? [],
                        index,
                        to,
                      ),
                    },
                  },
                })
              }
              onRemove={() =>
                editor.edit.mutate({
                  endpoint: authoringEndpoints.deleteTestFormModuleByModuleKey,
                  input: { params: { id, moduleKey: module.key }, query: { base_version: base } },
                })
              }
            />
          )}
        </Group>
        {editor.canAuthor && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              saveModule();
            }}
          >
            <Group align="flex-end" wrap="wrap" gap="xs">
              <TextInput
                label={t("module.title")}
                value={title}
                onChange={(e) => setTitle(e.currentTarget.value)}
              />
              <NumberInput
                label={t("module.minutes")}
                description={t("module.minutesHint")}
                min={0}
                max={1440}
                value={minutes}
                onChange={setMinutes}
              />
              <Button type="submit" variant="default" loading={busy}>
                {t("action.save")}
              </Button>
            </Group>
          </form>
        )}
        <Stack gap={6} component="ol" style={{ paddingInlineStart: "1.25rem", margin: 0 }}>
          {module.items.map((item, position) => (
            <li key={item.key}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Anchor
                    component={Link}
                    to={authoringPaths.sectionQuestion(type, id, sectionKey, item.key)}
                    size="sm"
                  >
                    {item.key}
                  </Anchor>
                  <MathText
                    text={item.stem.length > 160 ? `${item.stem.slice(0, 160)}…` : item.stem}
                    component="span"
                    style={{ fontSize: "var(--mantine-font-size-sm)" }}
                  />
                  <Group gap={4}>
                    <Badge variant="outline" size="xs">
                      {t(`kind.${item.kind}`)}
                    </Badge>
                    {item.difficulty && (
                      <Badge variant="outline" size="xs">
                        {t(`difficulty.${item.difficulty}`)}
                      </Badge>
                    )}
                    {item.unscored && (
                      <Badge variant="outline" size="xs">
                        {t("question.pretest")}
                      </Badge>
                    )}
                  </Group>
                </Stack>
                {editor.canAuthor && (
                  <OrderButtons
                    name={item.key}
                    index={position}
                    count={itemKeys.length}
                    disabled={busy}
                    onMove={(to) =>
                      editor.edit.mutate({
                        endpoint: authoringEndpoints.updateTestFormModuleItemOrder,
                        input: {
                          params: { id, moduleKey: module.key },
                          body: { base_version: base, keys: moved(itemKeys, position, to) },
                        },
                      })
                    }
                    onRemove={() =>
                      editor.edit.mutate({
                        endpoint: authoringEndpoints.deleteTestFormItemByItemKey,
                        input: { params: { id, itemKey: item.key }, query: { base_version: base } },
                      })
                    }
                  />
                )}
              </Group>
            </li>
          ))}
        </Stack>
        <Text size="xs" c="gray.7">
          {t("tree.moduleFacts", {
            items: module.items.length,
            minutes:
              module.time_limit_seconds === null
                ? t("tree.untimed")
                : Math.round(module.time_limit_seconds / 60),
          })}
        </Text>
        {editor.canAuthor && (
          <Group>
            <Button
              component={Link}
              to={authoringPaths.newQuestion(type, id, module.key)}
              size="xs"
              variant="default"
            >
              {t("question.add")}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
