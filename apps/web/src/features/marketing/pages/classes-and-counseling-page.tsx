import { Anchor, Badge, Card, Group, SimpleGrid, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { CtaBand, PageHero, PageMeta, PageSection } from "../../../components/public-page";
import classes from "../components/marketing.module.css";

export const handle: RouteHandle = { i18n: ["marketing"] };

type Season = "summer" | "year_round" | "spring" | "winter";

const GROUPS: { key: string; items: { slug: string; season: Season }[] }[] = [
  {
    key: "tests",
    items: [
      { slug: "sat_course", season: "summer" },
      { slug: "sat_course_part2", season: "spring" },
      { slug: "sat_course_winter", season: "winter" },
      { slug: "sat_math", season: "year_round" },
      { slug: "sat_math_level2", season: "spring" },
      { slug: "act_course", season: "summer" },
      { slug: "toefl_course", season: "year_round" },
    ],
  },
  {
    key: "private",
    items: [
      { slug: "private_inperson", season: "year_round" },
      { slug: "private_online", season: "year_round" },
    ],
  },
  {
    key: "counseling",
    items: [
      { slug: "application_counseling", season: "year_round" },
      { slug: "mentoring_program", season: "year_round" },
    ],
  },
];

/** /ClassesAndCounseling: every program page, grouped, with its season. */
export default function ClassesAndCounselingPage() {
  const { t } = useTranslation("marketing");
  return (
    <>
      <PageMeta ns="marketing" k="programs.meta" />
      <PageHero eyebrow={t("programs.eyebrow")} title={t("programs.title")} lead={t("programs.lead")} />
      {GROUPS.map((group, index) => (
        <PageSection
          key={group.key}
          id={`group-${group.key}`}
          title={t(`programs.groups.${group.key}`)}
          muted={index % 2 === 1}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {group.items.map((item) => (
              <Card key={item.slug} withBorder padding="lg" className={classes.card}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Title order={3} size="h4">
                    {t(`programs.items.${item.slug}.title`)}
                  </Title>
                  <Badge
                    // A shade given to a light badge makes Mantine paint that shade as its background.
                    variant={item.season === "winter" ? "light" : "filled"}
                    color={item.season === "winter" ? "blue" : "accent.9"}
                    data-testid="season-label"
                  >
                    {t(`programs.seasons.${item.season}`)}
                  </Badge>
                </Group>
                <Text size="sm" c="gray.7" mt="xs" style={{ flex: 1 }}>
                  {t(`programs.items.${item.slug}.body`)}
                </Text>
                <Anchor
                  component={Link}
                  to={`/classes/${item.slug}`}
                  mt="sm"
                  fw={600}
                  aria-label={`${t("programs.more")}: ${t(`programs.items.${item.slug}.title`)}`}
                >
                  {t("programs.more")}
                </Anchor>
              </Card>
            ))}
          </SimpleGrid>
        </PageSection>
      ))}
      <CtaBand />
    </>
  );
}
