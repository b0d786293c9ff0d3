import {
  createFaqLabelSchema,
  createFaqTopicSchema,
  type FaqLabelAdmin,
  type FaqTopicAdmin,
  updateFaqLabelSchema,
  updateFaqTopicSchema,
} from "@edu/shared";
import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import { ConfirmDeleteButtons } from "../../../components/confirm-delete-buttons";
import { PageLoader } from "../../../components/page-loader";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { useViewerRoles } from "../../auth";
import {
  contentAdminKeys,
  createFaqLabel,
  createFaqTopic,
  deleteFaqLabel,
  deleteFaqTopic,
  faqLabelsQuery,
  faqTopicsQuery,
  updateFaqLabel,
  updateFaqTopic,
} from "../api/content-admin-api";
import { localizedName } from "../lib/localized-name";
import {
  diffTranslations,
  type LocaleTexts,
  toLocaleTexts,
  toTranslationsPayload,
} from "../lib/translations-form";
import { MissingLocalesBadges, type TranslationField, TranslationsEditor } from "./translations-editor";

type Kind = "topic" | "label";
type Item = FaqTopicAdmin | FaqLabelAdmin;
type Values = { slug: string; sort_order: number | string; translations: LocaleTexts };

const fieldsOf = (kind: Kind) =>
  kind === "topic" ? (["name", "description"] as const) : (["name"] as const);

function GroupForm({ kind, item, onDone }: { kind: Kind; item: Item | null; onDone: () => void }) {
  const { t } = useTranslation("content-admin");
  const queryClient = useQueryClient();
  const names = fieldsOf(kind);
  const toPayload = (values: Values) => {
    const sort_order = values.sort_order === "" ? undefined : Number(values.sort_order);
    const slug = kind === "topic" ? { slug: values.slug.trim() } : {};
    if (item) {
      return {
        ...slug,
        sort_order,
        translations: diffTranslations(item.translations as never, values.translations, names),
      };
    }
    return { ...slug, sort_order, translations: toTranslationsPayload(values.translations, names) };
  };
  const schema =
    kind === "topic"
      ? item
        ? updateFaqTopicSchema
        : createFaqTopicSchema
      : item
        ? updateFaqLabelSchema
        : createFaqLabelSchema;
  const form = useForm<Values>({
    initialValues: {
      slug: item && "slug" in item ? item.slug : "",
      sort_order: item?.sort_order ?? "",
      translations: toLocaleTexts(item?.translations as never, names),
    },
    validate: zodFormValidator(schema, toPayload),
  });
  const save = useMutation({
    mutationFn: (values: Values) => {
      const { sort_order, translations } = toPayload(values);
      if (kind === "topic") {
        const body = { slug: values.slug.trim(), sort_order, translations };
        return item ? updateFaqTopic(item.id, body) : createFaqTopic(body);
      }
      const body = { sort_order, translations };
      return item ? updateFaqLabel(item.id, body) : createFaqLabel(body);
    },
    onSuccess: async () => {
      form.resetDirty();
      notifications.show({ color: "teal", message: t("saved") });
      await queryClient.invalidateQueries({ queryKey: contentAdminKeys.faq });
      onDone();
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) form.setErrors(serverFieldErrors(error.errors));
    },
  });
  useUnsavedChangesGuard(form.isDirty() && !save.isSuccess);
  const fields: TranslationField[] = [
    { name: "name", label: t("faq.fields.name"), required: true },
    ...(kind === "topic"
      ? [{ name: "description", label: t("faq.fields.description"), multiline: true }]
      : []),
  ];
  return (
    <Paper withBorder p="md" radius="md" data-testid={`faq-${kind}-form`}>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {kind === "topic" && (
              <TextInput
                label={t("faq.fields.slug")}
                description={t("faq.slugHint")}
                styles={{ description: { color: "var(--mantine-color-gray-7)" } }}
                required
                {...form.getInputProps("slug")}
              />
            )}
            <NumberInput
              label={t("fields.sortOrder")}
              allowDecimal={false}
              {...form.getInputProps("sort_order")}
            />
          </SimpleGrid>
          <TranslationsEditor
            fields={fields}
            value={form.values.translations}
            errors={form.errors}
            onChange={(locale, field, text) => form.setFieldValue(`translations.${locale}.${field}`, text)}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t("save")}
            </Button>
            <Button variant="default" onClick={onDone}>
              {t("cancel")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Topics (sections with a slug) or labels (categories): list, create, edit, delete. */
export function FaqGroupManager({ kind }: { kind: Kind }) {
  const { t, i18n } = useTranslation("content-admin");
  const queryClient = useQueryClient();
  const { isAdmin } = useViewerRoles();
  const topics = useQuery({ ...faqTopicsQuery(), enabled: kind === "topic" });
  const labels = useQuery({ ...faqLabelsQuery(), enabled: kind === "label" });
  const query = kind === "topic" ? topics : labels;
  const items: Item[] = query.data?.data ?? [];
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [confirmId, setConfirmId] = useState<number | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => (kind === "topic" ? deleteFaqTopic(id) : deleteFaqLabel(id)),
    onSuccess: async () => {
      setConfirmId(null);
      notifications.show({ color: "teal", message: t("deleted") });
      await queryClient.invalidateQueries({ queryKey: contentAdminKeys.faq });
    },
  });
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  return (
    <Stack gap="md">
      {isAdmin && editing === null && (
        <Group>
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing("new")}>
            {t(kind === "topic" ? "faq.newTopic" : "faq.newLabel")}
          </Button>
        </Group>
      )}
      {editing === "new" && <GroupForm kind={kind} item={null} onDone={() => setEditing(null)} />}
      {items.length === 0 && <Text>{t("empty")}</Text>}
      {items.map((item) =>
        editing === item.id ? (
          <GroupForm key={item.id} kind={kind} item={item} onDone={() => setEditing(null)} />
        ) : (
          <Paper key={item.id} withBorder p="sm" radius="md" component="article">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>{localizedName(item.translations as never, "name", i18n.language)}</Text>
                  {"slug" in item && (
                    <Badge variant="outline" color="dark.6" tt="none">
                      {item.slug}
                    </Badge>
                  )}
                  {"faq_count" in item && (
                    <Text size="sm" c="gray.7">
                      {t("faq.count", { count: item.faq_count })}
                    </Text>
                  )}
                </Group>
                <MissingLocalesBadges locales={item.missing_locales} />
              </Stack>
              {isAdmin && editing === null && (
                <Group gap="xs">
                  <Button size="xs" variant="light" onClick={() => setEditing(item.id)}>
                    {t("edit")}
                  </Button>
                  <ConfirmDeleteButtons
                    confirming={confirmId === item.id}
                    pending={remove.isPending}
                    onAsk={() => setConfirmId(item.id)}
                    onCancel={() => setConfirmId(null)}
                    onConfirm={() => remove.mutate(item.id)}
                    labels={{ delete: t("delete"), confirm: t("confirmDelete"), cancel: t("cancel") }}
                  />
                </Group>
              )}
            </Group>
          </Paper>
        ),
      )}
    </Stack>
  );
}
