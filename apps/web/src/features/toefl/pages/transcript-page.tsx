import { Anchor, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useLocale } from "../../../lib/use-locale";
import { useViewerRoles } from "../../auth";
import { idParam, localized } from "../../tests";
import { transcriptQuery } from "../api/toefl-api";
import { ScoreOverride } from "../components/score-override";
import { TranscriptCard } from "../components/transcript-card";
import { toeflPaths } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["toefl"] };

function Transcript({ examId }: { examId: number }) {
  const { t } = useTranslation("toefl");
  const locale = useLocale();
  const { isStaff, isTeacher } = useViewerRoles();
  const transcript = useQuery(transcriptQuery(examId));
  if (transcript.isPending) return <PageLoader />;
  if (transcript.isError)
    return <LoadErrorPage error={transcript.error} onRetry={() => void transcript.refetch()} />;
  const data = transcript.data.data;
  const title = localized(data.title, locale);
  return (
    <Stack gap="md">
      <PageTitle title={t("transcript.metaTitle", { title })} />
      <Title order={1}>{t("transcript.title", { title })}</Title>
      <TranscriptCard transcript={data} />
      {isStaff && data.state !== "in_progress" && <ScoreOverride transcript={data} />}
      <Group gap="md" wrap="wrap">
        <Anchor component={Link} to={toeflPaths.results(data.student.id)}>
          {t("transcript.allOf", { name: data.student.name })}
        </Anchor>
        {(isStaff || isTeacher) && data.state !== "in_progress" && (
          <Anchor component={Link} to={toeflPaths.resolve(examId)}>
            {t("transcript.grade")}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}

/** /toefl/transcript?exam=<id>: one sitting's transcript (the student, their parents, teachers, staff). */
export default function TranscriptPage() {
  const { t } = useTranslation("toefl");
  const [search] = useSearchParams();
  const examId = idParam(search.get("exam"));
  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      {examId ? (
        <Transcript key={examId} examId={examId} />
      ) : (
        <Stack gap="sm">
          <PageTitle title={t("transcript.chooseMeta")} />
          <Title order={1}>{t("transcript.chooseTitle")}</Title>
          <Text>
            <Anchor component={Link} to={toeflPaths.results()}>
              {t("transcript.toResults")}
            </Anchor>
          </Text>
        </Stack>
      )}
    </Container>
  );
}
