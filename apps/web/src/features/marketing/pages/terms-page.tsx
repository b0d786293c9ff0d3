import { Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { PageHero, PageMeta } from "../../../components/public-page";
import classes from "../components/marketing.module.css";
import { readList } from "../lib/use-list";

export const handle: RouteHandle = { i18n: ["marketing"] };

/** /terms: terms of service. */
export default function TermsPage() {
  const { t } = useTranslation("marketing");
  const sections = readList<{ title: string; body: string }>(t, "terms.sections");
  return (
    <>
      <PageMeta ns="marketing" k="terms.meta" />
      <PageHero title={t("terms.title")} lead={t("terms.updated")} />
      <Container size="md" py={48}>
        <Stack gap="xl">
          {sections.map((section) => (
            <section key={section.title}>
              <Title order={2} size="h3">
                {section.title}
              </Title>
              <Text className={classes.prose} mt="xs">
                {section.body}
              </Text>
            </section>
          ))}
        </Stack>
      </Container>
    </>
  );
}
