import { Container, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FeedbackButton } from "../../features/feedback";
import { useCurrentYear } from "../../lib/use-current-year";
import { ContactIcons } from "./contact-icons";

export function SiteFooter() {
  const { t } = useTranslation();
  const year = useCurrentYear();
  return (
    <footer style={{ background: "var(--mantine-color-brand-9)", color: "var(--mantine-color-white)" }}>
      <Container size="lg" py="xl">
        <Group justify="space-between" align="center" gap="md">
          <Stack gap={4}>
            <Text fw={700}>{t("brand.name")}</Text>
            <Text size="sm" c="brand.1">
              {t("footer.offices")}
            </Text>
          </Stack>
          <ContactIcons />
        </Group>
        <Group justify="space-between" align="center" mt="lg" gap="xs">
          <Text size="sm" c="brand.1" data-testid="copyright">
            {t("footer.copyright", { year, brand: t("brand.name") })}
          </Text>
          <FeedbackButton />
        </Group>
      </Container>
    </footer>
  );
}
