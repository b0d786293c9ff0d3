import { Anchor, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { PageTitle } from "../../../components/page-title";
import { vocabPaths } from "../lib/paths";

/** Each section and the paths under it (the reader's own lists live under /myvocablists). */
const SECTIONS = [
  { to: vocabPaths.flashcards, label: "nav.flashcards", under: vocabPaths.flashcards },
  { to: vocabPaths.search, label: "nav.search", under: vocabPaths.search },
  { to: vocabPaths.myLists, label: "nav.myLists", under: "/myvocablists" },
  { to: vocabPaths.myWords, label: "nav.myWords", under: vocabPaths.myWords },
] as const;

/**
 * The vocabulary screens hide the site's header and footer (spec 03 §2; the routes' handle), so this bar
 * is the way out (home) and between the four sections, in one row that wraps at 375 px.
 */
function VocabBar() {
  const { t } = useTranslation("vocabulary");
  const { pathname } = useLocation();
  const here = (section: (typeof SECTIONS)[number]) =>
    pathname === section.to || pathname.startsWith(`${section.under}/`);
  return (
    <Group component="nav" aria-label={t("nav.label")} gap="sm" wrap="wrap" justify="space-between">
      <Anchor component={Link} to="/home" size="sm">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t("nav.home")}
        </Group>
      </Anchor>
      <Group gap="sm" wrap="wrap">
        {SECTIONS.map((section) => (
          <Anchor
            key={section.to}
            component={Link}
            to={section.to}
            size="sm"
            fw={here(section) ? 700 : undefined}
            aria-current={here(section) ? "page" : undefined}
          >
            {t(section.label)}
          </Anchor>
        ))}
      </Group>
    </Group>
  );
}

/** A vocabulary page: the bar, the document title, one h1 and an optional line under it. */
export function VocabFrame({
  title,
  heading,
  subtitle,
  actions,
  children,
}: {
  title: string;
  heading?: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size="md" py="sm" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={title} />
      <Stack gap="md">
        <VocabBar />
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
              {heading ?? title}
            </Title>
            {subtitle && <Text c="gray.7">{subtitle}</Text>}
          </div>
          {actions}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
