import { Button, Container, Group, Paper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageHero, PageMeta } from "../../../components/public-page";

export const handle: RouteHandle = { i18n: ["marketing"] };

/** /survey: the student survey lives in the student's profile; this page explains it and leads there. */
export default function SurveyPage() {
  const { t } = useTranslation("marketing");
  return (
    <>
      <PageMeta ns="marketing" k="survey.meta" />
      <PageHero title={t("survey.title")} lead={t("survey.lead")} />
      <Container size="sm" py={48}>
        <Paper withBorder radius="lg" p="xl">
          <Text>{t("survey.signedOut")}</Text>
          <Group mt="lg">
            <Button component={Link} to="/profile">
              {t("survey.profile")}
            </Button>
            <Button component={Link} to="/login" variant="outline">
              {t("survey.login")}
            </Button>
            <Button component={Link} to="/contact" variant="subtle">
              {t("survey.contact")}
            </Button>
          </Group>
        </Paper>
      </Container>
    </>
  );
}
