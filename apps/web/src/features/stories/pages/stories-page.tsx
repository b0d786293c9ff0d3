import { Button, Container, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { CtaBand, PageHero, PageMeta, PageSection } from "../../../components/public-page";
import { useLocale } from "../../../lib/use-locale";
import { StatGrid, useFigures } from "../../marketing";
import { storiesQuery } from "../api/stories-api";
import { StoryCard } from "../components/story-card";

export const handle: RouteHandle = { i18n: ["stories", "marketing"] };

/** /stories: results in figures and the latest student stories. */
export default function StoriesPage() {
  const { t } = useTranslation("stories");
  const locale = useLocale();
  const figures = useFigures();
  const stories = useQuery(storiesQuery(locale, 1, 6));
  return (
    <>
      <PageMeta ns="stories" k="meta" />
      <PageHero eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
      <PageSection id="results" title={t("resultsTitle")}>
        <StatGrid
          stats={[
            {
              key: "sat",
              value: figures?.sat_score_gain && `+${figures.sat_score_gain}`,
              label: t("satGain"),
            },
            {
              key: "act",
              value: figures?.act_score_gain && `+${figures.act_score_gain}`,
              label: t("actGain"),
            },
            { key: "served", value: figures?.students_served?.toLocaleString("en-US"), label: t("served") },
          ]}
        />
      </PageSection>
      <PageSection id="latest" title={t("latestTitle")} muted>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {stories.isPending
            ? [0, 1, 2].map((key) => <Skeleton key={key} h={300} radius="md" />)
            : (stories.data?.data ?? []).map((story) => <StoryCard key={story.id} story={story} clamp={8} />)}
        </SimpleGrid>
        {!stories.isPending && (stories.data?.data.length ?? 0) === 0 && <Text c="gray.7">{t("empty")}</Text>}
        <Container p={0} mt="lg">
          <Button component={Link} to="/stories/list" variant="outline">
            {t("all")}
          </Button>
        </Container>
      </PageSection>
      <CtaBand />
    </>
  );
}
