import { Button, Container, Group, List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import { referralPath } from "../api/enroll-api";
import pageClasses from "./page.module.css";

export const handle: RouteHandle = { i18n: ["enrollment"] };

/** The referral link's token, handed over by the form in the history entry's state. */
function referralTokenOf(state: unknown): string | null {
  const token = (state as { referralToken?: unknown } | null)?.referralToken;
  return typeof token === "string" && token ? token : null;
}

/**
 * /enroll/success: what happens next (spec §9: reply within 1 business day, mail within 5 minutes,
 * referral information within 7 days: linked here and in the mail).
 */
export default function EnrollSuccessPage() {
  const { t } = useTranslation("enrollment");
  const viewer = useViewerRoles();
  const referralToken = referralTokenOf(useLocation().state);
  return (
    <Container className={pageClasses.page} size="sm" py="xl">
      <PageTitle title={t("success.metaTitle")} />
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" color="teal" aria-hidden="true">
          <IconCircleCheck size={30} />
        </ThemeIcon>
        <Title order={1}>{t("success.title")}</Title>
        <Text>{t("success.received")}</Text>
        <List spacing="xs">
          <List.Item>{t("success.mail")}</List.Item>
          <List.Item>{t("success.reply")}</List.Item>
          <List.Item>{t(referralToken ? "success.referral" : "success.referralByMail")}</List.Item>
        </List>
        <Group>
          {referralToken && (
            <Button component={Link} to={referralPath(referralToken)} variant="light">
              {t("success.sendReferral")}
            </Button>
          )}
          {viewer.user ? (
            <Button component={Link} to="/applications">
              {t("success.toApplications")}
            </Button>
          ) : null}
          <Button component={Link} to="/" variant="default">
            {t("success.toHome")}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
