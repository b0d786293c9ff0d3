import { Chip, Container, Grid, Group, NavLink, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { CtaBand, PageHero, PageMeta } from "../../../components/public-page";
import { useLocale } from "../../../lib/use-locale";
import { faqLabelsQuery, faqsQuery, faqTopicsQuery } from "../api/faq-api";
import { FaqAccordion } from "../components/faq-accordion";

export const handle: RouteHandle = { i18n: ["faq", "marketing"] };

/** Spec: /faq shows the default section, about-us (DEFAULT_FAQ_SECTION in @edu/shared/faq). */
const DEFAULT_SECTION = "about-us";

/** /faq and /faq/{id}: sections (topics) on the side, questions of the chosen section, label filter. */
export default function FaqPage() {
  const { t } = useTranslation("faq");
  const locale = useLocale();
  const section = useParams().id ?? DEFAULT_SECTION;
  const [labelId, setLabelId] = useState<number | null>(null);
  const topics = useQuery(faqTopicsQuery(locale));
  const labels = useQuery(faqLabelsQuery(locale));
  const faqs = useQuery(faqsQuery(locale, section, labelId));
  const topic = topics.data?.data.find((item) => item.slug === section);
  const unknownSection = topics.isSuccess && !topic;
  return (
    <>
      <PageMeta ns="faq" k="meta" />
      <PageHero eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
      <Container size="lg" py={48}>
        <Grid gap={40}>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <nav aria-label={t("sections")}>
              <Title order={2} size="h5" mb="xs">
                {t("sections")}
              </Title>
              {topics.isPending ? (
                <Stack gap={6}>
                  {[0, 1, 2, 3].map((key) => (
                    <Skeleton key={key} h={36} />
                  ))}
                </Stack>
              ) : (
                (topics.data?.data ?? []).map((item) => (
                  <NavLink
                    key={item.id}
                    component={Link}
                    to={`/faq/${item.slug}`}
                    label={item.name}
                    active={item.slug === section}
                    aria-current={item.slug === section ? "page" : undefined}
                    rightSection={
                      <Text size="xs" c="gray.7">
                        {item.faq_count}
                      </Text>
                    }
                  />
                ))
              )}
            </nav>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <section aria-labelledby="faq-section-title">
              <Title id="faq-section-title" order={2} mb="xs" mih={36}>
                {topic?.name ??
                  (unknownSection ? (
                    t("unknownSection")
                  ) : (
                    <Skeleton h={28} w="40%" component="span" display="block" />
                  ))}
              </Title>
              {topic?.description && (
                <Text c="gray.7" mb="md">
                  {topic.description}
                </Text>
              )}
              {(labels.data?.data.length ?? 0) > 0 && (
                <Group gap="xs" mb="md" role="group" aria-label={t("labels")}>
                  <Chip checked={labelId === null} onChange={() => setLabelId(null)} size="sm">
                    {t("allLabels")}
                  </Chip>
                  {labels.data?.data.map((label) => (
                    <Chip
                      key={label.id}
                      checked={labelId === label.id}
                      onChange={() => setLabelId(labelId === label.id ? null : label.id)}
                      size="sm"
                    >
                      {label.name}
                    </Chip>
                  ))}
                </Group>
              )}
              {faqs.isPending ? (
                <Stack gap="sm">
                  {[0, 1, 2, 3].map((key) => (
                    <Skeleton key={key} h={52} radius="md" />
                  ))}
                </Stack>
              ) : (faqs.data?.data.length ?? 0) > 0 ? (
                <FaqAccordion items={faqs.data?.data ?? []} />
              ) : (
                <Text c="gray.7">{t("empty")}</Text>
              )}
            </section>
          </Grid.Col>
        </Grid>
      </Container>
      <CtaBand />
    </>
  );
}
