import { Button, Container, Group, List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageTitle } from "../../../components/page-title";
import { useViewerRoles } from "../../auth";
import pageClasses from "./page.module.css";

export const handle: RouteHandle = { i18n: ["enrollment"] };

/** /enroll/success: what happens next (spec §9: reply within 1 business day, mail within 5 minutes). */
export default function EnrollSuccessPage() {
  const { t } = useTranslation("enrollment");
  const viewer = useViewerRoles();
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
          <List.Item>{t("success.referral")}</List.Item>
        </List>
        <Group>
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
