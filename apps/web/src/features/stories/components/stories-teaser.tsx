import { Anchor, Card, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "../../../lib/use-locale";
import { storiesQuery } from "../api/stories-api";
import classes from "./stories.module.css";
import { StoryCard } from "./story-card";

/** Three stories in fixed-height cards (skeletons of the same size until they arrive: no layout shift). */
export function StoriesTeaser() {
  const { t } = useTranslation("stories");
  const locale = useLocale();
  const stories = useQuery(storiesQuery(locale, 1, 3));
  const items = stories.data?.data ?? [];
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" aria-busy={stories.isPending}>
        {stories.isPending
          ? [0, 1, 2].map((key) => (
              <Card key={key} withBorder padding="lg" radius="md" className={classes.teaserCard}>
                <Skeleton h={64} w={64} circle />
                <Skeleton h={12} mt="md" w="60%" />
                <Skeleton h={10} mt="md" />
                <Skeleton h={10} mt="xs" />
                <Skeleton h={10} mt="xs" w="80%" />
              </Card>
            ))
          : items.map((story) => (
              <StoryCard key={story.id} story={story} clamp={5} className={classes.teaserCard} />
            ))}
      </SimpleGrid>
      {!stories.isPending && items.length === 0 && <Text c="gray.7">{t("empty")}</Text>}
      <Anchor component={Link} to="/stories" fw={600} mt="md" display="inline-block">
        {t("more")}
      </Anchor>
    </>
  );
}
