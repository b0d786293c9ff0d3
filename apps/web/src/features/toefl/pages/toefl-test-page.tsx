import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageTitle } from "../../../components/page-title";
import { AttemptScreen, idParam } from "../../tests";
import { toeflPaths } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["toefl", "tests"] };

/**
 * /toefl/test?exam=<id>: a sitting taken on the engine's screen (the server's clock, answers saved as
 * given, listening that plays as the form allows, speaking recorded and uploaded); once submitted the
 * transcript is where its scores are read.
 */
export default function ToeflTestPage() {
  const { t } = useTranslation("toefl");
  const [search] = useSearchParams();
  const examId = idParam(search.get("exam"));
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      {examId ? (
        <AttemptScreen key={examId} attemptId={examId} resultPath={toeflPaths.transcript} />
      ) : (
        <Stack gap="sm">
          <PageTitle title={t("test.metaTitle")} />
          <Title order={1}>{t("test.title")}</Title>
          <Text>
            {t("test.noExam")}{" "}
            <Anchor component={Link} to={toeflPaths.setTest()}>
              {t("test.choose")}
            </Anchor>
          </Text>
        </Stack>
      )}
    </Container>
  );
}
