import { Anchor, Card, SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBook, IconCertificate, IconCompass } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import classes from "./landing.module.css";

/** Spec 03 §2: the landing course links go to /classes/18, /classes/sat_course and /classes/application_counseling. */
const COURSES = [
  { key: "featured", to: "/classes/18", Icon: IconBook },
  { key: "sat", to: "/classes/sat_course", Icon: IconCertificate },
  { key: "counseling", to: "/classes/application_counseling", Icon: IconCompass },
] as const;

export function CourseCards() {
  const { t } = useTranslation("landing");
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {COURSES.map(({ key, to, Icon }) => (
        <Card key={key} withBorder padding="lg" className={classes.card} data-testid="course-link-card">
          <ThemeIcon size={44} radius="md" variant="light">
            <Icon size={24} stroke={1.6} aria-hidden="true" />
          </ThemeIcon>
          <Title order={3} size="h4" mt="md">
            <Anchor component={Link} to={to} inherit c="brand.9" className={classes.cardLink}>
              {t(`courses.${key}.title`)}
            </Anchor>
          </Title>
          <Text size="sm" c="gray.7" mt="xs">
            {t(`courses.${key}.body`)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
