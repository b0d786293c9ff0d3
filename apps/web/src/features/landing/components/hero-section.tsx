import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import classes from "./landing.module.css";

/** The banner: headline, free-consultation and sign-up buttons. */
export function HeroSection() {
  const { t } = useTranslation("landing");
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg">
        <Stack gap="lg">
          <Text tt="uppercase" fw={700} size="sm" c="accent.2" style={{ letterSpacing: 1 }}>
            {t("hero.eyebrow")}
          </Text>
          <Title id="hero-title" order={1} className={classes.title}>
            {t("hero.title")}
          </Title>
          <Text size="lg" className={classes.subtitle}>
            {t("hero.subtitle")}
          </Text>
          <Group gap="md" mt="sm">
            <Button
              component="a"
              href="#contact"
              size="md"
              color="accent.9"
              rightSection={<IconArrowRight size={18} aria-hidden="true" />}
            >
              {t("hero.consult")}
            </Button>
            <Button component={Link} to="/register" size="md" variant="white" color="brand.9">
              {t("hero.signUp")}
            </Button>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
