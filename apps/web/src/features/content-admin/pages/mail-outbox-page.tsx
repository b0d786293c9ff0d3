import {
  Alert,
  Badge,
  Container,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDateTime } from "../../../lib/format-date";
import { useViewerRoles } from "../../auth";
import { mailOutboxQuery, type OutboxMail, type OutboxStatus } from "../api/mail-outbox-api";

export const handle: RouteHandle = { i18n: ["content-admin"] };

const FILTERS = ["all", "held", "pending", "failed", "sent"] as const;
const STATUS_COLORS: Record<OutboxStatus, string> = {
  held: "gray",
  pending: "blue",
  sending: "blue",
  failed: "red",
  sent: "teal",
};

function MailCard({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation("content-admin");
  // A mail's type and language are codes: labelled in the reader's language; a type
  // this page does not know yet shows its code rather than nothing.
  const kindLabel = (kind: string) => t(`outbox.kinds.${kind}`, { defaultValue: kind });
  const languageLabel = (locale: string) => t(`outbox.languages.${locale}`, { defaultValue: locale });
  return (
    <Paper withBorder p="md" radius="md" component="article" data-testid={`outbox-mail-${mail.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {mail.subject}
          </Text>
          <Badge color={STATUS_COLORS[mail.status]} variant="light">
            {t(`outbox.status.${mail.status}`)}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {t("outbox.to", { to: mail.to })} · {t("outbox.language", { language: languageLabel(mail.locale) })}{" "}
          · {t("outbox.kind", { kind: kindLabel(mail.kind) })}
        </Text>
        <Text size="sm" c="gray.7">
          {t("outbox.created", { date: formatDateTime(mail.created_at) })}
          {mail.sent_at ? ` · ${t("outbox.sent", { date: formatDateTime(mail.sent_at) })}` : ""}
        </Text>
        {mail.last_error && (
          <Text size="sm" c="red.8">
            {mail.last_error}
          </Text>
        )}
        <Text
          size="sm"
          component="details"
          style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
          data-testid="outbox-mail-text"
        >
          <summary>{t("outbox.text")}</summary>
          {mail.text}
        </Text>
      </Stack>
    </Paper>
  );
}

/** /admin/mail-outbox (admin): what the product mailed, and whether mail can leave at all. */
export default function MailOutboxPage() {
  const { t } = useTranslation("content-admin");
  const viewer = useViewerRoles();
  const [status, setStatus] = useState<(typeof FILTERS)[number]>("all");
  const outbox = useQuery({ ...mailOutboxQuery(status), enabled: viewer.isAdmin });
  if (viewer.isPending) return <PageLoader />;
  if (!viewer.isAdmin) return <NoPermissionPage reason={t("outbox.adminOnly")} />;
  const data = outbox.data;
  return (
    <Container size="lg" py="lg">
      <PageTitle title={t("outbox.title")} />
      <Stack gap="md">
        <Title order={1}>{t("outbox.title")}</Title>
        {data && (
          <Alert
            color={data.delivery === "held" ? "orange" : "teal"}
            title={data.delivery === "held" ? t("outbox.heldTitle") : t("outbox.smtpTitle")}
            data-testid="outbox-delivery"
          >
            {data.delivery === "held" ? t("outbox.heldText") : t("outbox.smtpText")}
          </Alert>
        )}
        <SegmentedControl
          aria-label={t("outbox.filter")}
          value={status}
          onChange={(value) => setStatus(value as (typeof FILTERS)[number])}
          data={FILTERS.map((value) => ({
            value,
            label: value === "all" ? t("outbox.all") : t(`outbox.status.${value}`),
          }))}
          style={{ alignSelf: "flex-start" }}
        />
        {outbox.isPending && <Loader size="sm" role="status" aria-label={t("outbox.loading")} />}
        {outbox.isError && <Alert color="red">{outbox.error.message}</Alert>}
        {data && data.data.length === 0 && <Text c="gray.7">{t("outbox.empty")}</Text>}
        {data?.data.map((mail) => (
          <MailCard key={mail.id} mail={mail} />
        ))}
      </Stack>
    </Container>
  );
}
