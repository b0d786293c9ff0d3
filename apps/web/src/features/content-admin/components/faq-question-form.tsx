import {
  createFaqSchema,
  type FaqAdmin,
  type FaqLabelAdmin,
  type FaqTopicAdmin,
  updateFaqSchema,
} from "@edu/shared";
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Switch } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useUnsavedChangesGuard } from "../../../app/guards/use-unsaved-changes-guard";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { contentAdminKeys, createFaq, createInstructorFaq, updateFaq } from "../api/content-admin-api";
import { localizedName } from "../lib/localized-name";
import {
  diffTranslations,
  type LocaleTexts,
  toLocaleTexts,
  toTranslationsPayload,
} from "../lib/translations-form";
import { type TranslationField, TranslationsEditor } from "./translations-editor";

const FIELDS = ["question", "answer"] as const;
type Field = (typeof FIELDS)[number];

type Values = {
  faq_topic_id: string | null;
  faq_label_id: string | null;
  sort_order: number | string;
  is_published: boolean;
  translations: LocaleTexts<Field>;
};

type Props = {
  faq: FaqAdmin | null;
  topics: FaqTopicAdmin[];
  labels: FaqLabelAdmin[];
  defaultTopicId?: number;
  /** Create through POST instructor-faq (the topic is fixed). */
  instructor?: boolean;
  onDone: () => void;
};

/** Create or edit one question: topic, label, order, published, and the question and answer per language. */
export function FaqQuestionForm({ faq, topics, labels, defaultTopicId, instructor = false, onDone }: Props) {
  const { t, i18n } = useTranslation("content-admin");
  const queryClient = useQueryClient();
  const toPayload = (values: Values) => {
    const common = {
      faq_label_id: values.faq_label_id ? Number(values.faq_label_id) : null,
      sort_order: values.sort_order === "" ? undefined : Number(values.sort_order),
      is_published: values.is_published,
    };
    const topic = values.faq_topic_id ? Number(values.faq_topic_id) : undefined;
    if (faq) {
      return {
        ...common,
        ...(topic !== faq.faq_topic_id ? { faq_topic_id: topic } : {}),
        translations: diffTranslations(faq.translations, values.translations, FIELDS),
      };
    }
    return {
      ...common,
      ...(instructor ? {} : { faq_topic_id: topic }),
      translations: toTranslationsPayload(values.translations, FIELDS),
    };
  };
  const schema = faq
    ? updateFaqSchema
    : instructor
      ? createFaqSchema.omit({ faq_topic_id: true })
      : createFaqSchema;
  const form = useForm<Values>({
    initialValues: {
      faq_topic_id: String(faq?.faq_topic_id ?? defaultTopicId ?? "") || null,
      faq_label_id: faq?.faq_label_id ? String(faq.faq_label_id) : null,
      sort_order: faq?.sort_order ?? "",
      is_published: faq?.is_published ?? true,
      translations: toLocaleTexts(faq?.translations, FIELDS),
    },
    validate: zodFormValidator(schema, toPayload),
  });
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = toPayload(values);
      if (faq) return updateFaq(faq.id, body);
      if (instructor) return createInstructorFaq(body);
      // The form's validation (createFaqSchema) has made sure a topic is chosen.
      return createFaq({ ...body, faq_topic_id: Number(values.faq_topic_id) });
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

  const fields: TranslationField<Field>[] = [
    { name: "question", label: t("faq.fields.question"), required: true },
    { name: "answer", label: t("faq.fields.answer"), required: true, multiline: true },
  ];
  const lang = i18n.language;
  return (
    <Paper withBorder p="md" radius="md" data-testid="faq-form">
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {!instructor && (
              <Select
                label={t("faq.fields.topic")}
                required
                allowDeselect={false}
                data={topics.map((topic) => ({
                  value: String(topic.id),
                  label: localizedName(topic.translations, "name", lang) || topic.slug,
                }))}
                {...form.getInputProps("faq_topic_id")}
              />
            )}
            <Select
              label={t("faq.fields.label")}
              clearable
              placeholder={t("faq.noLabel")}
              data={labels.map((label) => ({
                value: String(label.id),
                label: localizedName(label.translations, "name", lang),
              }))}
              {...form.getInputProps("faq_label_id")}
            />
            <NumberInput
              label={t("fields.sortOrder")}
              allowDecimal={false}
              {...form.getInputProps("sort_order")}
            />
          </SimpleGrid>
          <Switch
            label={t("fields.published")}
            {...form.getInputProps("is_published", { type: "checkbox" })}
          />
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
