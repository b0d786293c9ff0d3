import { Button, Container, Group, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import classes from "./public-page.module.css";

/** "Ready to start?": free consultation and enroll buttons at the end of a public page. */
export function CtaBand({ id = "cta" }: { id?: string }) {
  const { t } = useTranslation("marketing");
  return (
    <Container size="lg" py={48}>
      <section className={classes.cta} aria-labelledby={`${id}-title`}>
        <Title id={`${id}-title`} order={2} size="h3">
          {t("cta.title")}
        </Title>
        <Text mt="xs">{t("cta.body")}</Text>
        <Group mt="md" gap="sm">
          <Button component={Link} to="/contact" color="accent.9">
            {t("cta.consult")}
          </Button>
          <Button component={Link} to="/enroll" variant="outline">
            {t("cta.enroll")}
          </Button>
        </Group>
      </section>
    </Container>
  );
}
