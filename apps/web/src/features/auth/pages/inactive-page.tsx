import { Alert, Anchor, Button, List, Stack, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { CONTACT } from "../../../app/shell/contact-info";
import { AuthCard } from "../components/auth-card";

export const handle: RouteHandle = { i18n: ["auth"] };

/** /inactive: the account was deactivated; only the provider can turn it back on (spec §4). */
export default function InactivePage() {
  const { t } = useTranslation("auth");
  return (
    <AuthCard title={t("inactive.title")}>
      <Alert color="orange" icon={<IconLock size={18} />} data-testid="inactive-message">
        {t("inactive.body")}
      </Alert>
      <Stack gap={4}>
        <Text fw={600}>{t("inactive.contact")}</Text>
        <List size="sm" spacing={4}>
          <List.Item>
            {t("inactive.phone")}{" "}
            <Anchor href={`tel:${CONTACT.phone.replace(/[^+\d]/g, "")}`}>{CONTACT.phone}</Anchor>
          </List.Item>
          <List.Item>
            {t("inactive.email")} <Anchor href={`mailto:${CONTACT.email}`}>{CONTACT.email}</Anchor>
          </List.Item>
          <List.Item>
            LINE{" "}
            <Anchor href={CONTACT.lineUrl} target="_blank" rel="noopener noreferrer">
              {CONTACT.lineId}
            </Anchor>
          </List.Item>
        </List>
      </Stack>
      <Button component={Link} to="/" variant="default">
        {t("inactive.backHome")}
      </Button>
    </AuthCard>
  );
}
