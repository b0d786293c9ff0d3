import { INSTRUCTOR_FAQ_TOPIC_SLUG } from "@edu/shared";
import { Alert, Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../../components/page-loader";
import { useViewerRoles } from "../../auth";
import {
  contentAdminKeys,
  deleteFaq,
  faqLabelsQuery,
  faqsQuery,
  faqTopicsQuery,
} from "../api/content-admin-api";
import { localizedName } from "../lib/localized-name";
import { FaqEntryCard } from "./faq-entry-card";
import { FaqQuestionForm } from "./faq-question-form";

type Props = { mode: "all" | "instructors"; defaultTopicSlug?: string };

/** Questions by topic and label, each editable per language. One form open at a time (one unsaved guard). */
export function FaqQuestionsManager({ mode, defaultTopicSlug }: Props) {
  const { t, i18n } = useTranslation("content-admin");
  const queryClient = useQueryClient();
  const { isAdmin } = useViewerRoles();
  const topics = useQuery(faqTopicsQuery());
  const labels = useQuery(faqLabelsQuery());
  const [topicChoice, setTopicChoice] = useState<string | null>(null);
  const [labelId, setLabelId] = useState<string | null>(null);
  const [q, setQ] = useState("");
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const [editing, setEditing] = useState<number | "new" | null>(null);

  const topicList = topics.data?.data ?? [];
  const labelList = labels.data?.data ?? [];
  const slug = mode === "instructors" ? INSTRUCTOR_FAQ_TOPIC_SLUG : defaultTopicSlug;
  const defaultTopic = topicList.find((topic) => topic.slug === slug);
  const topicId =
    mode === "instructors"
      ? defaultTopic?.id
      : topicChoice === null
        ? defaultTopic?.id
        : Number(topicChoice) || undefined;
  const filter = {
    faq_topic_id: topicId,
    faq_topic_slug: mode === "instructors" && !defaultTopic ? INSTRUCTOR_FAQ_TOPIC_SLUG : undefined,
    faq_label_id: labelId ? Number(labelId) : undefined,
    q: debounced,
  };
  const list = useQuery({ ...faqsQuery(filter), enabled: topics.isSuccess });
  const remove = useMutation({
    mutationFn: deleteFaq,
    onSuccess: async () => {
      notifications.show({ color: "teal", message: t("deleted") });
      await queryClient.invalidateQueries({ queryKey: contentAdminKeys.faq });
    },
  });

  if (topics.isPending || labels.isPending) return <PageLoader />;
  if (topics.isError) return <Alert color="red">{topics.error.message}</Alert>;
  const lang = i18n.language;
  const topicName = (id: number) => {
    const topic = topicList.find((item) => item.id === id);
    return topic ? localizedName(topic.translations, "name", lang) || topic.slug : undefined;
  };
  const labelName = (id: number | null) => {
    const label = labelList.find((item) => item.id === id);
    return label ? localizedName(label.translations, "name", lang) : undefined;
  };
  const form = (faqId: number | null) => (
    <FaqQuestionForm
      key={faqId ?? "new"}
      faq={faqId === null ? null : (list.data?.data.find((faq) => faq.id === faqId) ?? null)}
      topics={topicList}
      labels={labelList}
      defaultTopicId={topicId}
      instructor={mode === "instructors"}
      onDone={() => setEditing(null)}
    />
  );

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap" gap="sm">
        {mode === "all" && (
          <Select
            label={t("faq.fields.topic")}
            data={[
              { value: "0", label: t("faq.allTopics") },
              ...topicList.map((topic) => ({
                value: String(topic.id),
                label: topicName(topic.id) ?? topic.slug,
              })),
            ]}
            value={topicChoice ?? (defaultTopic ? String(defaultTopic.id) : "0")}
            onChange={(value) => setTopicChoice(value ?? "0")}
            allowDeselect={false}
            w={220}
          />
        )}
        <Select
          label={t("faq.fields.label")}
          data={labelList.map((label) => ({ value: String(label.id), label: labelName(label.id) ?? "" }))}
          placeholder={t("faq.allLabels")}
          clearable
          value={labelId}
          onChange={setLabelId}
          w={200}
        />
        <TextInput
          label={t("search")}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          w={240}
        />
        {isAdmin && editing === null && (
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing("new")}>
            {t("faq.newQuestion")}
          </Button>
        )}
      </Group>
      {editing === "new" && form(null)}
      {list.isError && <Alert color="red">{list.error.message}</Alert>}
      {list.data && list.data.data.length === 0 && <Text>{t("empty")}</Text>}
      {list.data && (
        <Text size="sm" c="gray.7">
          {t("faq.count", { count: list.data.total })}
        </Text>
      )}
      {list.data?.data.map((faq) =>
        editing === faq.id ? (
          form(faq.id)
        ) : (
          <FaqEntryCard
            key={faq.id}
            faq={faq}
            topicName={mode === "all" ? topicName(faq.faq_topic_id) : undefined}
            labelName={labelName(faq.faq_label_id)}
            canEdit={isAdmin && editing === null}
            onEdit={() => setEditing(faq.id)}
            onDelete={() => remove.mutate(faq.id)}
            deleting={remove.isPending && remove.variables === faq.id}
          />
        ),
      )}
    </Stack>
  );
}
