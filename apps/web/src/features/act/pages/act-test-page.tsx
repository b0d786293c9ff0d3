import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageTitle } from "../../../components/page-title";
import { AttemptScreen, idParam } from "../../tests";
import { ActStartPanel } from "../components/act-start-panel";
import { actPaths } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["act", "tests"] };

/**
 * /act/test?form=<id> (the form's sections, optional ones to leave out, then start) and ?attempt=<id>
 * (take or resume it on the engine's screen: a reload comes back to the same module with the server's time
 * left). Once submitted, the attempt's questions and explanations are where it goes on.
 */
export default function ActTestPage() {
  const { t } = useTranslation("act");
  const [search] = useSearchParams();
  const attemptId = idParam(search.get("attempt"));
  const formId = idParam(search.get("form"));
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      {attemptId ? (
        <AttemptScreen key={attemptId} attemptId={attemptId} resultPath={actPaths.explanations} />
      ) : formId ? (
        <ActStartPanel key={formId} formId={formId} />
      ) : (
        <Stack gap="sm">
          <PageTitle title={t("test.metaTitle")} />
          <Title order={1}>{t("test.title")}</Title>
          <Text>
            {t("test.noForm")}{" "}
            <Anchor component={Link} to={actPaths.home}>
              {t("test.choose")}
            </Anchor>
          </Text>
        </Stack>
      )}
    </Container>
  );
}
