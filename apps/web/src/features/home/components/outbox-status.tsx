import { Anchor, Badge, Group, Text } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { homeSummaryQuery } from "../api/home-api";

/**
 * Admin home: whether mail can leave at all (no SMTP_URL: "held, not sent") and what waits, as a
 * link to the outbox (/admin/mail-outbox) where each message can be read.
 */
export function OutboxStatus() {
  const { t } = useTranslation("home");
  // The counts come with the home summary (one call for the whole page), counted on the server.
  const data = useQuery(homeSummaryQuery()).data?.outbox;
  return (
    <Group gap="xs" data-testid="home-outbox" wrap="wrap">
      <IconMail size={18} aria-hidden="true" />
      <Anchor component={Link} to="/admin/mail-outbox" size="sm" aria-label={t("admin.outboxOpen")}>
        {t("admin.outbox")}
      </Anchor>
      {data ? (
        <>
          <Badge
            color={data.delivery === "held" ? "orange" : "teal"}
            variant="light"
            tt="none"
            data-testid="home-outbox-delivery"
            // Dark text on the pale badge: Mantine's orange/teal label fails WCAG AA contrast (axe).
            style={{ "--badge-color": "var(--mantine-color-dark-7)" } as CSSProperties}
          >
            {data.delivery === "held" ? t("admin.outboxHeldNotSent") : t("admin.outboxSends")}
          </Badge>
          {data.held > 0 && (
            <Badge color="gray" variant="light" tt="none">
              {t("admin.outboxHeld", { count: data.held })}
            </Badge>
          )}
          <Badge color="blue" variant="light" tt="none">
            {t("admin.outboxPending", { count: data.pending })}
          </Badge>
          {data.failed > 0 && (
            <Badge color="red" variant="light" tt="none">
              {t("admin.outboxFailed", { count: data.failed })}
            </Badge>
          )}
        </>
      ) : (
        <Text size="sm" c="gray.7">
          …
        </Text>
      )}
    </Group>
  );
}
