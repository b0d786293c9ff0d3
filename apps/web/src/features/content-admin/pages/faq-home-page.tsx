import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { faqLabelsQuery, faqsQuery, faqTopicsQuery } from "../api/content-admin-api";
import { MissingLocalesBadges } from "../components/translations-editor";
import { localizedName } from "../lib/localized-name";

export const handle: RouteHandle = { i18n: ["content-admin"] };

/** /admin/edit-faq/home: every topic with its questions and what still lacks a translation. */
export default function FaqHomePage() {
  const { t, i18n } = useTranslation("content-admin");
  const topics = useQuery(faqTopicsQuery());
  const labels = useQuery(faqLabelsQuery());
  const faqs = useQuery(faqsQuery({}));
  if (topics.isPending || faqs.isPending) return <PageLoader />;
  if (topics.isError) return <Alert color="red">{topics.error.message}</Alert>;
  const all = faqs.data?.data ?? [];
  const incomplete = all.filter((faq) => faq.missing_locales.length > 0);
  return (
    <Stack gap="md">
      <Group gap="md" wrap="wrap">
        <Badge size="lg" color="cyan.9">
          {t("faq.count", { count: faqs.data?.total ?? 0 })}
        </Badge>
        <Badge size="lg" color={incomplete.length ? "accent.9" : "teal.9"}>
          {t("faq.incomplete", { count: incomplete.length })}
        </Badge>
        <Badge size="lg" color="gray.7">
          {t("faq.labelCount", { count: labels.data?.data.length ?? 0 })}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {topics.data.data.map((topic) => (
          <Paper key={topic.id} withBorder p="md" radius="md" component="section">
            <Stack gap={6}>
              <Title order={2} size="h4">
                {localizedName(topic.translations, "name", i18n.language)}
              </Title>
              <Text size="sm" c="gray.7">
                /faq/{topic.slug} · {t("faq.count", { count: topic.faq_count })}
              </Text>
              <MissingLocalesBadges locales={topic.missing_locales} />
              <Text size="sm">
                {t("faq.incomplete", {
                  count: incomplete.filter((faq) => faq.faq_topic_id === topic.id).length,
                })}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Group gap="md">
        <Anchor component={Link} to="/admin/edit-faq/about">
          {t("faq.tabs.about")}
        </Anchor>
        <Anchor component={Link} to="/faq">
          {t("faq.viewPublic")}
        </Anchor>
      </Group>
    </Stack>
  );
}
