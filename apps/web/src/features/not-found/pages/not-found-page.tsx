import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageTitle } from "../../../components/page-title";

export const handle: RouteHandle = { i18n: ["not-found"] };

export default function NotFoundPage() {
  const { t } = useTranslation("not-found");
  return (
    <Container size="sm" py={96} data-page-state="not-found">
      <PageTitle title={t("metaTitle")} />
      <meta name="robots" content="noindex" />
      <Stack align="center" gap="md" ta="center">
        <Text fz={88} fw={800} c="brand.7" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>{t("title")}</Title>
        <Text c="gray.7">{t("body")}</Text>
        <Button component={Link} to="/" mt="md">
          {t("home")}
        </Button>
      </Stack>
    </Container>
  );
}
