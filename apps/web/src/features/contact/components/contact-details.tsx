import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/use-locale";
import { siteContactQuery } from "../api/site-contact";

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

/** Phone, email, LINE and addresses from site content (`site.contact`). */
export function ContactDetails() {
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
      <Line label={t("details.line")}>{data.line_id}</Line>
      <Line label={t("details.hours")}>{text.office_hours}</Line>
    </Stack>
  );
}
