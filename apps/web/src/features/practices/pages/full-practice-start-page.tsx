import { Container, List, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { fullAttemptsQuery, fullKeys, fullPracticeQuery, startFullAttempt } from "../api/full-practices-api";
import { BreakNote, StartPanel } from "../components/start-panel";
import { fullAttemptPath } from "../lib/full-attempt-place";
import { PRACTICES_HANDLE } from "../lib/handle";
import { idParam, practicePaths } from "../lib/paths";

export const handle = PRACTICES_HANDLE;

function StartFull({ id, link }: { id: number; link?: string }) {
  const { t } = useTranslation("practices");
  const navigate = useNavigate();
  const client = useQueryClient();
  const full = useQuery(fullPracticeQuery(id, link));
  const attempts = useQuery(fullAttemptsQuery(id, link));
  const start = useMutation({
    mutationFn: () => startFullAttempt(id, link),
    onSuccess: (answer) => {
      client.setQueryData(fullKeys.attempt(answer.data.id), answer);
      void client.invalidateQueries({ queryKey: fullKeys.attempts(id) });
      void navigate(fullAttemptPath(answer.data));
    },
  });
  if (full.isPending || attempts.isPending) return <PageLoader />;
  if (full.isError) return <LoadErrorPage error={full.error} onRetry={() => void full.refetch()} />;
  if (attempts.isError)
    return <LoadErrorPage error={attempts.error} onRetry={() => void attempts.refetch()} />;
  const data = full.data.data;
  const open = attempts.data.continue_attempt_id;
  return (
    <StartPanel
      metaTitle={t("full.startMetaTitle", { name: data.name })}
      name={data.name}
      facts={
        <>
          <Text>
            {t("full.facts", {
              count: data.question_count,
              minutes: data.total_minutes,
              date: data.due_date,
            })}
          </Text>
          <List size="sm" type="ordered">
            {data.sections.map((section) => (
              <List.Item key={section.position}>
                {t("full.sectionLine", {
                  name: section.name,
                  count: section.question_count,
                  minutes: section.duration_minutes,
                })}
              </List.Item>
            ))}
          </List>
          <BreakNote seconds={data.break_seconds} />
        </>
      }
      ready={data.sections.length > 0 && data.sections.every((section) => section.published === 1)}
      continueTo={open ? practicePaths.fullSection(id, open, 1) : null}
      onStart={() => start.mutate()}
      starting={start.isPending}
      history={attempts.data.data.filter((attempt) => attempt.state === "submitted")}
      resultPath={(attemptId) => practicePaths.fullResult(id, attemptId)}
    />
  );
}

/** /fullPractice/{fullPracticeId}: its sections and breaks, start, or continue-or-new an unfinished walk. */
export default function FullPracticeStartPage() {
  const id = idParam(useParams().fullPracticeId);
  const [search] = useSearchParams();
  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      {id ? <StartFull key={id} id={id} link={search.get("link") ?? undefined} /> : <NotFoundPage />}
    </Container>
  );
}
