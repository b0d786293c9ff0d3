import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBook, IconCertificate, IconCompass, IconMapPin, IconUser } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import classes from "./landing.module.css";

const OFFERINGS = [
  { key: "courses", Icon: IconBook },
  { key: "private", Icon: IconUser },
  { key: "testPrep", Icon: IconCertificate },
  { key: "counseling", Icon: IconCompass },
] as const;

export function OfferingsSection() {
  const { t } = useTranslation("landing");
  return (
    <Container size="lg" py={64}>
      <section aria-labelledby="offerings-title">
        <Title id="offerings-title" order={2} mb="xl">
          {t("offerings.title")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {OFFERINGS.map(({ key, Icon }) => (
            <Card key={key} withBorder padding="lg" className={classes.card}>
              <ThemeIcon size={44} radius="md" variant="light">
                <Icon size={24} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} size="h4" mt="md">
                {t(`offerings.${key}.title`)}
              </Title>
              <Text size="sm" c="gray.7" mt="xs">
                {t(`offerings.${key}.body`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>
      <section aria-labelledby="locations-title" style={{ marginTop: 56 }}>
        <Card padding="xl" bg="brand.0" radius="lg">
          <Title
            id="locations-title"
            order={2}
            size="h3"
            style={{ display: "flex", gap: 8, alignItems: "center" }}
          >
            <IconMapPin size={24} aria-hidden="true" />
            {t("locations.title")}
          </Title>
          <Text mt="sm">{t("locations.body")}</Text>
        </Card>
      </section>
    </Container>
  );
}
