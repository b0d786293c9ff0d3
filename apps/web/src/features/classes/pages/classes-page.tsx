import type { Course } from "@edu/shared/courses";
import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { CtaBand, PageHero, PageMeta, PageSection } from "../../../components/public-page";
import { useLocale } from "../../../lib/use-locale";
import { visibleCoursesQuery } from "../api/courses-api";

export const handle: RouteHandle = { i18n: ["classes", "marketing"] };

const SEASONS = ["summer", "year_round", "spring", "winter"] as const;

/** /classes: visible courses grouped under their seasonal labels (summer, year round, spring, winter). */
export default function ClassesPage() {
  const { t } = useTranslation("classes");
  const locale = useLocale();
  const courses = useQuery(visibleCoursesQuery(locale));
  const bySeason = (season: string): Course[] =>
    (courses.data?.data ?? []).filter((course) => course.season === season);
  return (
    <>
      <PageMeta ns="classes" k="list.meta" />
      <PageHero eyebrow={t("list.eyebrow")} title={t("list.title")} lead={t("list.lead")}>
        <Anchor
          component={Link}
          to="/ClassesAndCounseling"
          c="white"
          td="underline"
          mt="md"
          display="inline-block"
        >
          {t("list.programs")}
        </Anchor>
      </PageHero>
      {courses.isPending ? (
        <PageSection id="loading" title={t("list.loading")}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} h={180} radius="md" />
            ))}
          </SimpleGrid>
        </PageSection>
      ) : (courses.data?.data.length ?? 0) === 0 ? (
        <PageSection id="empty" title={t("list.emptyTitle")}>
          <Text c="gray.7">{t("list.empty")}</Text>
        </PageSection>
      ) : (
        SEASONS.filter((season) => bySeason(season).length > 0).map((season, index) => (
          <PageSection
            key={season}
            id={`season-${season}`}
            title={t(`seasons.${season}`)}
            muted={index % 2 === 1}
          >
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {bySeason(season).map((course) => (
                <Card key={course.id} withBorder padding="lg" component="article" data-testid="course-card">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Title order={3} size="h4">
                      <Anchor component={Link} to={`/classes/${course.id}`} inherit>
                        {course.title}
                      </Anchor>
                    </Title>
                    <Badge variant="light" data-testid="season-label">
                      {t(`seasons.${course.season}`)}
                    </Badge>
                  </Group>
                  <Text size="sm" c="gray.7" mt="xs" lineClamp={3}>
                    {course.description}
                  </Text>
                  {course.price_text && (
                    <Text size="sm" fw={700} mt="sm">
                      {course.price_text}
                    </Text>
                  )}
                </Card>
              ))}
            </SimpleGrid>
          </PageSection>
        ))
      )}
      <CtaBand />
    </>
  );
}
