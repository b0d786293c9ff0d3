import { Button, Container, List, Paper, Text, Title } from "@mantine/core";
import { IconBrandLine } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { lineUrlOf } from "../../../app/shell/contact-info";
import { PageHero, PageMeta } from "../../../components/public-page";
import { CONTENT_KEYS, type SiteLinks, useSiteContent } from "../api/site-content";
import { FigureText } from "../components/figure-text";
import { readList } from "../lib/use-list";

const QrCodeImage = lazy(() => import("../../../app/shell/qr-code-image"));

export const handle: RouteHandle = { i18n: ["marketing"] };

/** /line: our LINE official account (ID and address from site content). */
export default function LinePage() {
  const { t } = useTranslation("marketing");
  const links = useSiteContent(CONTENT_KEYS.links).data?.data as SiteLinks | undefined;
  const contact = useSiteContent(CONTENT_KEYS.contact).data?.data as { line_id?: string } | undefined;
  // The LINE ID admins edit in site.contact is the one truth; site.links' line_url only if it is unset.
  const lineUrl = contact?.line_id ? lineUrlOf(contact.line_id) : links?.line_url;
  return (
    <>
      <PageMeta ns="marketing" k="line.meta" />
      <PageHero title={t("line.title")} lead={t("line.lead")} />
      <Container size="sm" py={48}>
        <Paper withBorder radius="lg" p="xl">
          <Title order={2} size="h4">
            {t("line.idLabel")}
          </Title>
          <Text size="xl" fw={700} mt={4} data-testid="line-id">
            <FigureText value={contact?.line_id} width="8em" />
          </Text>
          {lineUrl && (
            <Suspense fallback={<div style={{ width: 160, height: 160 }} />}>
              <QrCodeImage value={lineUrl} label={t("line.qr")} size={160} />
            </Suspense>
          )}
          <List type="ordered" mt="lg" spacing="xs">
            {readList(t, "line.steps").map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
          <Button
            component="a"
            href={lineUrl ?? "https://line.me/"}
            target="_blank"
            rel="noopener noreferrer"
            mt="lg"
            color="teal.9"
            leftSection={<IconBrandLine size={20} aria-hidden="true" />}
          >
            {t("line.add")}
          </Button>
        </Paper>
      </Container>
    </>
  );
}
