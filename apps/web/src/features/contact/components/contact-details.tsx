import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { lineUrlOf } from "../../../app/shell/contact-info";
import { useLocale } from "../../../lib/use-locale";
import { siteContactQuery } from "../api/site-contact";

/** The QR encoder (uqr) loads with the image, not with the prerendered section. */
const QrCodeImage = lazy(() => import("../../../app/shell/qr-code-image"));

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={700} c="gray.8">
        {label}
      </Text>
      <Text size="sm" mih={22}>
        {children}
      </Text>
    </div>
  );
}

/**
 * Phone, email, LINE (a link that opens LINE, and its QR code) and office hours from site content
 * (`site.contact`). `showQr`: the section shows the QR code once it nears the viewport, so the encoder is
 * not part of the landing page's first load.
 */
export function ContactDetails({ showQr = true }: { showQr?: boolean }) {
  const { t } = useTranslation("contact");
  const locale = useLocale();
  const contact = useQuery(siteContactQuery(locale)).data;
  const data = (contact?.data ?? {}) as Record<string, string | undefined>;
  const text = (contact?.content ?? {}) as Record<string, string | undefined>;
  return (
    <Stack gap="sm" aria-label={t("details.title")} component="div">
      <Title order={3} size="h4">
        {t("details.title")}
      </Title>
      <Line label={t("details.email")}>
        {data.email && <Anchor href={`mailto:${data.email}`}>{data.email}</Anchor>}
      </Line>
      <Line label={t("details.phoneTw")}>
        {data.phone_tw && (
          <Anchor href={`tel:${data.phone_tw.replace(/[^\d+]/g, "")}`}>{data.phone_tw}</Anchor>
        )}
      </Line>
      <Line label={t("details.phoneCn")}>
        {data.phone_cn && (
          <Anchor href={`tel:${data.phone_cn.replace(/[^\d+]/g, "")}`}>{data.phone_cn}</Anchor>
        )}
      </Line>
      <Line label={t("details.line")}>
        {data.line_id && (
          <Anchor
            href={lineUrlOf(data.line_id)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="line-link"
          >
            {data.line_id}
          </Anchor>
        )}
      </Line>
      {showQr && data.line_id && (
        <Suspense fallback={<div style={{ width: 120, height: 120 }} />}>
          <QrCodeImage value={lineUrlOf(data.line_id)} label={t("details.lineQr")} size={120} />
        </Suspense>
      )}
      <Line label={t("details.hours")}>{text.office_hours}</Line>
    </Stack>
  );
}
