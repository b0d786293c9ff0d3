import { ActionIcon, Center, Loader, Popover, Stack, Text } from "@mantine/core";
import { IconQrcode } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useIpGeo } from "../../features/geo";
import { pickQrVariant, qrContent, useContactInfo } from "./contact-info";

const QrCodeImage = lazy(() => import("./qr-code-image"));

/** QR code for the visitor's region: the China variant for CN, the Taiwan variant for everyone else. */
export function QrPopover({
  color = "white",
  defaultOpened = false,
}: {
  color?: string;
  defaultOpened?: boolean;
}) {
  const { t } = useTranslation();
  const { data } = useIpGeo();
  const variant = pickQrVariant(data?.country_code);
  const content = qrContent(variant, useContactInfo());
  return (
    <Popover position="bottom" withArrow shadow="md" trapFocus defaultOpened={defaultOpened}>
      <Popover.Target>
        <ActionIcon variant="subtle" color={color} size="lg" aria-label={t("contact.qrButton")}>
          <IconQrcode size={20} stroke={1.6} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown data-testid="qr-dropdown" data-variant={variant}>
        <Stack gap="xs" align="center">
          <Text size="sm" fw={600}>
            {t(content.titleKey)}
          </Text>
          <Suspense
            fallback={
              <Center w={168} h={168}>
                <Loader size="sm" role="status" aria-label={t("contact.qrLoading")} />
              </Center>
            }
          >
            {content.value ? (
              <QrCodeImage value={content.value} label={`${t("contact.qrAlt")}: ${t(content.titleKey)}`} />
            ) : (
              <Center w={168} h={168}>
                <Loader size="sm" role="status" aria-label={t("contact.qrLoading")} />
              </Center>
            )}
          </Suspense>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
