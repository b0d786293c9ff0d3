import { Alert, Anchor, Button, List, Stack, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { telHref, useContactInfo } from "../../../app/shell/contact-info";
import { AuthCard } from "../components/auth-card";

export const handle: RouteHandle = { i18n: ["auth"] };

/** /inactive: the account was deactivated; only the provider can turn it back on (spec §4). */
export default function InactivePage() {
  const { t } = useTranslation("auth");
  const contact = useContactInfo();
  const phones = [contact.phoneTw, contact.phoneCn].filter((phone): phone is string => Boolean(phone));
  return (
    <AuthCard title={t("inactive.title")}>
      <Alert color="orange" icon={<IconLock size={18} />} data-testid="inactive-message">
        {t("inactive.body")}
      </Alert>
      <Stack gap={4}>
        <Text fw={600}>{t("inactive.contact")}</Text>
        <List size="sm" spacing={4}>
          {phones.map((phone) => (
            <List.Item key={phone}>
              {t("inactive.phone")} <Anchor href={telHref(phone)}>{phone}</Anchor>
            </List.Item>
          ))}
          {contact.email && (
            <List.Item>
              {t("inactive.email")} <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
            </List.Item>
          )}
          {contact.lineId && (
            <List.Item>
              LINE{" "}
              <Anchor href={contact.lineUrl} target="_blank" rel="noopener noreferrer">
                {contact.lineId}
              </Anchor>
            </List.Item>
          )}
        </List>
      </Stack>
      <Button component={Link} to="/" variant="default">
        {t("inactive.backHome")}
      </Button>
    </AuthCard>
  );
}
