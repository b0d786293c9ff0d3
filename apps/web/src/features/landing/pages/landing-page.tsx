import { Button, Container, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageMeta } from "../../../components/public-page";
import { ContactSection } from "../../contact";
import { StatGrid, useFigures } from "../../marketing";
import { StoriesTeaser } from "../../stories";
import { CourseCards } from "../components/course-cards";
import { HeroSection } from "../components/hero-section";
import { InstructorTeaser } from "../components/instructor-teaser";
import classes from "../components/landing.module.css";

export const handle: RouteHandle = { i18n: ["landing", "marketing", "stories", "contact"] };

/** `/#/{id}` (the old landing contact link) and `#contact` go to the contact section. */
export function isContactHash(hash: string): boolean {
  return hash === "#contact" || hash.startsWith("#/");
}

function useScrollToContact() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!isContactHash(hash)) return;
    const frame = requestAnimationFrame(() => document.getElementById("contact")?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}

function Section({
  id,
  title,
  muted,
  children,
}: {
  id: string;
  title: string;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={muted ? classes.sectionMuted : classes.section}
    >
      <Container size="lg">
        <Title id={`${id}-title`} order={2} mb="lg">
          {title}
        </Title>
        {children}
      </Container>
    </section>
  );
}

/**
 * The landing page. Static structure and texts are prerendered; stories, instructors and figures are
 * fetched after hydration into fixed-size placeholders; the contact form's code loads near the viewport.
 */
export default function LandingPage() {
  const { t } = useTranslation("landing");
  const figures = useFigures();
  useScrollToContact();
  const size =
    figures?.class_size_min !== undefined && figures.class_size_max !== undefined
      ? `${figures.class_size_min}–${figures.class_size_max}`
      : undefined;
  return (
    <>
      <PageMeta ns="landing" k="meta" />
      <HeroSection />
      <Section id="intro" title={t("intro.title")}>
        <Text size="lg" maw={760} mb="xl">
          {t("intro.body")}
        </Text>
        <StatGrid
          stats={[
            { key: "class-size", value: size, label: t("intro.classSize") },
            {
              key: "sat-gain",
              value: figures?.sat_score_gain && `+${figures.sat_score_gain}`,
              label: t("intro.satGain"),
            },
            {
              key: "act-gain",
              value: figures?.act_score_gain && `+${figures.act_score_gain}`,
              label: t("intro.actGain"),
            },
          ]}
        />
      </Section>
      <Section id="courses" title={t("courses.title")} muted>
        <CourseCards />
      </Section>
      <Section id="instructors" title={t("instructors.title")}>
        <InstructorTeaser />
      </Section>
      <Section id="stories" title={t("stories.title")} muted>
        <StoriesTeaser />
      </Section>
      <Container size="lg" py={56}>
        <section className={classes.enroll} aria-labelledby="enroll-title">
          <Title id="enroll-title" order={2} c="white">
            {t("enroll.title")}
          </Title>
          <Text mt="xs" c="brand.0" maw={680}>
            {t("enroll.body")}
          </Text>
          <Button component={Link} to="/enroll" mt="md" color="accent.9" size="md">
            {t("enroll.button")}
          </Button>
        </section>
      </Container>
      <ContactSection />
    </>
  );
}
