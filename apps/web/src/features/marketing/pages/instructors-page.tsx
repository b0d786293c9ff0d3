import { Anchor, Card, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { CtaBand, PageHero, PageMeta, PageSection } from "../../../components/public-page";
import { useLocale } from "../../../lib/use-locale";
import { FaqAccordion } from "../../faq";
import { instructorFaqQuery } from "../api/instructor-faq";
import { shownInstructorsQuery } from "../api/instructors";
import { InstructorCard } from "../components/instructor-card";
import classes from "../components/marketing.module.css";

export const handle: RouteHandle = { i18n: ["marketing"] };

/** /instructors: overview, the instructors whose bio is shown, and the instructor FAQ. */
export default function InstructorsPage() {
  const { t } = useTranslation("marketing");
  const locale = useLocale();
  const teachers = useQuery(shownInstructorsQuery(50, locale));
  const faq = useQuery(instructorFaqQuery(locale));
  return (
    <>
      <PageMeta ns="marketing" k="instructors.meta" />
      <PageHero
        eyebrow={t("instructors.eyebrow")}
        title={t("instructors.title")}
        lead={t("instructors.lead")}
      />
      <PageSection id="overview" title={t("instructors.overview.title")}>
        <p className={classes.prose}>
          {t("instructors.overview.body")}{" "}
          <Anchor component={Link} to="/ClassesAndCounseling">
            {t("instructors.overview.link")}
          </Anchor>
          .
        </p>
      </PageSection>
      <PageSection id="instructor-list" title={t("instructors.list.title")} muted>
        {teachers.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-busy="true">
            {[0, 1, 2].map((key) => (
              <Card key={key} withBorder padding="lg" h={220}>
                <Skeleton h={56} w={56} circle />
                <Skeleton h={12} mt="md" />
                <Skeleton h={12} mt="xs" w="70%" />
              </Card>
            ))}
          </SimpleGrid>
        ) : teachers.data && teachers.data.data.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {teachers.data.data.map((teacher) => (
              <InstructorCard
                key={teacher.id}
                teacher={teacher}
                subjectsLabel={t("instructors.list.subjects")}
              />
            ))}
          </SimpleGrid>
        ) : (
          <Text c="gray.7">{t("instructors.list.empty")}</Text>
        )}
      </PageSection>
      <PageSection id="instructor-faq" title={t("instructors.faq.title")}>
        {faq.isPending ? (
          <Stack gap="sm" aria-busy="true">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} h={52} radius="md" />
            ))}
          </Stack>
        ) : faq.data && faq.data.data.length > 0 ? (
          <FaqAccordion items={faq.data.data} />
        ) : (
          <Text c="gray.7">{t("instructors.faq.empty")}</Text>
        )}
      </PageSection>
      <CtaBand />
    </>
  );
}
