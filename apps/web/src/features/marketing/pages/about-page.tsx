import { Anchor, Card, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { CtaBand, PageHero, PageMeta, PageSection } from "../../../components/public-page";
import { useLocale } from "../../../lib/use-locale";
import { publicCountQuery } from "../api/public-counts";
import { FigureText } from "../components/figure-text";
import classes from "../components/marketing.module.css";
import { StatGrid } from "../components/stat-grid";
import { useResultStats } from "../lib/use-stats";

export const handle: RouteHandle = { i18n: ["marketing"] };

type LinkCard = { key: string; links: { to: string; label: string }[] };

const CARDS: { key: string; links: [string, string][] }[] = [
  { key: "group", links: [["/classes/sat_course", "link"]] },
  {
    key: "private",
    links: [
      ["/classes/private_inperson", "inperson"],
      ["/classes/private_online", "online"],
    ],
  },
  {
    key: "premier",
    links: [
      ["/classes/sat_course_part2", "part2"],
      ["/classes/sat_math", "math"],
    ],
  },
  {
    key: "holiday",
    links: [
      ["/classes/sat_course_winter", "winter"],
      ["/classes", "summer"],
    ],
  },
  {
    key: "counseling",
    links: [
      ["/classes/application_counseling", "application"],
      ["/classes/mentoring_program", "mentoring"],
    ],
  },
  {
    key: "exams",
    links: [
      ["/classes/act_course", "act"],
      ["/classes/toefl_course", "toefl"],
      ["/classes/sat_math_level2", "math2"],
      ["/toefl-videos", "videos"],
    ],
  },
];

const NAV = ["about-us", "services", "results", "instructors", "programs", "faq", "articles"] as const;

/** /about: about us, services, results, instructors, the programs, FAQ and articles (with counts). */
export default function AboutPage() {
  const { t } = useTranslation("marketing");
  const locale = useLocale();
  const stats = useResultStats();
  const faqCount = useQuery(publicCountQuery("/faqs", locale));
  const storyCount = useQuery(publicCountQuery("/stories", locale));
  const cards: LinkCard[] = CARDS.map(({ key, links }) => ({
    key,
    links: links.map(([to, label]) => ({ to, label: t(`about.sections.${key}.${label}`) })),
  }));
  const navTitle: Record<(typeof NAV)[number], string> = {
    "about-us": t("about.sections.aboutUs.title"),
    services: t("about.sections.services.title"),
    results: t("about.sections.results.title"),
    instructors: t("about.sections.instructors.title"),
    programs: t("about.sections.group.title"),
    faq: t("about.sections.faq.title"),
    articles: t("about.sections.articles.title"),
  };
  return (
    <>
      <PageMeta ns="marketing" k="about.meta" />
      <PageHero eyebrow={t("about.eyebrow")} title={t("about.title")} lead={t("about.lead")}>
        <nav aria-label={t("about.navLabel")}>
          <Group gap="md" mt="lg">
            {NAV.map((id) => (
              <Anchor key={id} href={`#${id}`} c="white" td="underline" size="sm">
                {navTitle[id]}
              </Anchor>
            ))}
          </Group>
        </nav>
      </PageHero>
      <PageSection id="about-us" title={t("about.sections.aboutUs.title")}>
        <p className={classes.prose}>{t("about.sections.aboutUs.body")}</p>
      </PageSection>
      <PageSection id="services" title={t("about.sections.services.title")} muted>
        <p className={classes.prose}>{t("about.sections.services.body")}</p>
        <Anchor component={Link} to="/ClassesAndCounseling" fw={600}>
          {t("about.sections.services.link")}
        </Anchor>
      </PageSection>
      <PageSection id="results" title={t("about.sections.results.title")}>
        <StatGrid stats={stats} />
      </PageSection>
      <PageSection id="instructors" title={t("about.sections.instructors.title")} muted>
        <p className={classes.prose}>{t("about.sections.instructors.body")}</p>
        <Anchor component={Link} to="/instructors" fw={600}>
          {t("about.sections.instructors.link")}
        </Anchor>
      </PageSection>
      <section id="programs" aria-label={t("about.sections.group.title")} className={classes.programs}>
        <Container size="lg">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {cards.map((card) => (
              <Card key={card.key} withBorder padding="lg" className={classes.card}>
                <Title order={2} size="h4">
                  {t(`about.sections.${card.key}.title`)}
                </Title>
                {t(`about.sections.${card.key}.body`, { defaultValue: "" }) && (
                  <Text size="sm" c="gray.7" mt="xs">
                    {t(`about.sections.${card.key}.body`)}
                  </Text>
                )}
                <Stack gap={4} mt="sm">
                  {card.links.map((link) => (
                    // A list of links a thumb picks from: 24 px tall each at least (WCAG 2.2 target size).
                    <Anchor
                      key={link.to}
                      component={Link}
                      to={link.to}
                      size="sm"
                      fw={600}
                      display="block"
                      py={2}
                    >
                      {link.label}
                    </Anchor>
                  ))}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </section>
      <PageSection id="faq" title={t("about.sections.faq.title")} muted>
        <p className={classes.prose}>{t("about.sections.faq.body")}</p>
        <Text fw={600} data-testid="faq-count">
          <FigureText
            value={
              faqCount.data === undefined
                ? undefined
                : t("about.sections.faq.count", { count: faqCount.data })
            }
            width="10em"
          />
        </Text>
        <Anchor component={Link} to="/faq" fw={600}>
          {t("about.sections.faq.link")}
        </Anchor>
      </PageSection>
      <PageSection id="articles" title={t("about.sections.articles.title")}>
        <p className={classes.prose}>{t("about.sections.articles.body")}</p>
        <Text fw={600} data-testid="articles-count">
          <FigureText
            value={
              storyCount.data === undefined
                ? undefined
                : t("about.sections.articles.count", { count: storyCount.data })
            }
            width="10em"
          />
        </Text>
        <Group gap="lg">
          <Anchor component={Link} to="/stories" fw={600}>
            {t("about.sections.articles.stories")}
          </Anchor>
          <Anchor component={Link} to="/blogs" fw={600}>
            {t("about.sections.articles.blog")}
          </Anchor>
        </Group>
      </PageSection>
      <CtaBand />
    </>
  );
}
