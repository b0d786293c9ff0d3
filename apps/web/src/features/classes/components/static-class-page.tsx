import { Grid, List, Paper, Text, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { CtaBand, PageHero, PageSection } from "../../../components/public-page";
import { readList } from "../../marketing";
import { PAGE_FIGURES, type StaticClassSlug } from "../lib/class-pages";
import { ClassFigures } from "./class-figures";

/** A static class page (/classes/sat_course, …): text from translations, figures and price from site content. */
export function StaticClassPage({ slug }: { slug: StaticClassSlug }) {
  const { t } = useTranslation("classes");
  const key = `pages.${slug}`;
  return (
    <>
      <PageHero eyebrow={t(`${key}.eyebrow`)} title={t(`${key}.title`)} lead={t(`${key}.lead`)} />
      <PageSection id="highlights" title={t("highlights")}>
        <Grid gap={40}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <List
              spacing="sm"
              icon={<IconCheck size={18} color="var(--mantine-color-teal-8)" aria-hidden="true" />}
            >
              {readList(t, `${key}.highlights`).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder radius="md" p="lg" bg="gray.0">
              <Title order={3} size="h4">
                {t("whoFor")}
              </Title>
              <Text mt="xs">{t(`${key}.who`)}</Text>
            </Paper>
          </Grid.Col>
        </Grid>
      </PageSection>
      <PageSection id="format" title={t("format")} muted>
        <List spacing="xs" type="ordered">
          {readList(t, `${key}.format`).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </PageSection>
      <PageSection id="figures" title={t("figuresTitle")}>
        <ClassFigures page={slug} figures={PAGE_FIGURES[slug] ?? []} />
      </PageSection>
      <CtaBand />
    </>
  );
}
