import { Button, Container, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageMeta } from "../../../components/public-page";

export const handle: RouteHandle = { i18n: ["marketing"] };

/** /apply/thanks: shown after an application. */
export default function ApplyThanksPage() {
  const { t } = useTranslation("marketing");
  return (
    <Container size="sm" py={80}>
      <PageMeta ns="marketing" k="applyThanks.meta" />
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" color="teal.8" variant="light" aria-hidden="true">
          <IconCircleCheck size={40} />
        </ThemeIcon>
        <Title order={1}>{t("applyThanks.title")}</Title>
        <Text c="gray.7">{t("applyThanks.body")}</Text>
        <Button component={Link} to="/" mt="sm">
          {t("applyThanks.home")}
        </Button>
      </Stack>
    </Container>
  );
}
