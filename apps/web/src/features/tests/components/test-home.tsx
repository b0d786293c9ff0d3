import { Anchor, Button, Card, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataList, type DataListProps } from "../../../components/data-list";
import { PageTitle } from "../../../components/page-title";

/** The namespaces whose "home." keys (title, forms, attempts, take, continue…) this page reads. */
type HomeNamespace = "act" | "toefl";

/** A form on a test type's home page: where its button goes, and whether that continues an unfinished attempt. */
export type TestHomeForm = { id: number; title: string; to: string; resumes: boolean; details?: ReactNode };

/**
 * A test type's home page (ACT, TOEFL): its heading, the links onward, the forms the reader may start or
 * continue, and the reader's own attempts (`attempts`: the list's rows).
 */
export function TestHome<Row>({
  ns,
  actions,
  forms,
  attempts,
}: {
  ns: HomeNamespace;
  actions: ReactNode;
  forms: readonly TestHomeForm[];
  attempts: Pick<DataListProps<Row>, "items" | "columns" | "rowKey">;
}) {
  const { t } = useTranslation(ns);
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("home.metaTitle")} />
      <Stack gap="lg">
        <div>
          <Title order={1}>{t("home.title")}</Title>
          <Text c="gray.7">{t("home.subtitle")}</Text>
        </div>
        {actions}
        <section aria-labelledby={`${ns}-forms`}>
          <Title order={2} size="h3" id={`${ns}-forms`} mb="sm">
            {t("home.forms")}
          </Title>
          {forms.length === 0 ? (
            <Text>{t("home.noForms")}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {forms.map((form) => (
                <FormCard key={form.id} ns={ns} form={form} />
              ))}
            </SimpleGrid>
          )}
        </section>
        <section aria-labelledby={`${ns}-attempts`}>
          <Title order={2} size="h3" id={`${ns}-attempts`} mb="sm">
            {t("home.attempts")}
          </Title>
          <DataList {...attempts} label={t("home.attempts")} empty={<Text>{t("home.noAttempts")}</Text>} />
        </section>
      </Stack>
    </Container>
  );
}

/** One form: its title, the caller's details, and "take" or "continue" it (named with the title). */
function FormCard({ ns, form: { title, to, resumes, details } }: { ns: HomeNamespace; form: TestHomeForm }) {
  const { t } = useTranslation(ns);
  const label = resumes ? t("home.continue") : t("home.take");
  return (
    <Card withBorder padding="md" component="article" aria-label={title}>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        {details}
        <Button
          component={Link}
          to={to}
          aria-label={`${label}: ${title}`}
          style={{ alignSelf: "flex-start" }}
        >
          {label}
        </Button>
      </Stack>
    </Card>
  );
}

/** A link in a list row, named with the row (`what`) for screen readers: "Continue: SAT 1". */
export function RowLink({ to, label, what }: { to: string; label: string; what: string }) {
  return (
    <Anchor component={Link} to={to} aria-label={`${label}: ${what}`}>
      {label}
    </Anchor>
  );
}
