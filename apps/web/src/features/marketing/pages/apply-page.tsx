import { Button, Container, Group, List, SimpleGrid, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageHero, PageMeta } from "../../../components/public-page";
import { readList } from "../lib/use-list";

export const handle: RouteHandle = { i18n: ["marketing"] };

/** /apply: teach with us (the application itself is the teacher sign-up and its questions). */
export default function ApplyPage() {
  const { t } = useTranslation("marketing");
  return (
    <>
      <PageMeta ns="marketing" k="apply.meta" />
      <PageHero title={t("apply.title")} lead={t("apply.lead")} />
      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <section aria-labelledby="apply-who">
            <Title id="apply-who" order={2} size="h3" mb="md">
              {t("apply.whoTitle")}
            </Title>
            <List spacing="xs">
              {readList(t, "apply.who").map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </section>
          <section aria-labelledby="apply-how">
            <Title id="apply-how" order={2} size="h3" mb="md">
              {t("apply.howTitle")}
            </Title>
            <List type="ordered" spacing="xs">
              {readList(t, "apply.how").map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </section>
        </SimpleGrid>
        <Group mt="xl">
          <Button component={Link} to="/register?role=teacher" color="accent.9">
            {t("apply.start")}
          </Button>
          <Button component={Link} to="/contact" variant="outline">
            {t("apply.question")}
          </Button>
        </Group>
      </Container>
    </>
  );
}
