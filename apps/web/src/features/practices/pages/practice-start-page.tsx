import { Container, List, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import {
  practiceAttemptsQuery,
  practiceKeys,
  practiceQuery,
  startPracticeAttempt,
} from "../api/practices-api";
import { BreakNote, StartPanel } from "../components/start-panel";
import { PRACTICES_HANDLE } from "../lib/handle";
import { idParam, practicePaths } from "../lib/paths";

export const handle = PRACTICES_HANDLE;

function StartPractice({ id, link }: { id: number; link?: string }) {
  const { t } = useTranslation("practices");
  const navigate = useNavigate();
  const client = useQueryClient();
  const practice = useQuery(practiceQuery(id, link));
  const attempts = useQuery(practiceAttemptsQuery(id, link));
  const start = useMutation({
    mutationFn: () => startPracticeAttempt(id, link),
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: practiceKeys.attempts(id) });
      void navigate(practicePaths.question(id, answer.data.id, 1, link));
    },
  });
  if (practice.isPending || attempts.isPending) return <PageLoader />;
  if (practice.isError)
    return <LoadErrorPage error={practice.error} onRetry={() => void practice.refetch()} />;
  if (attempts.isError)
    return <LoadErrorPage error={attempts.error} onRetry={() => void attempts.refetch()} />;
  const data = practice.data.data;
  const open = attempts.data.continue_attempt_id;
  return (
    <StartPanel
      metaTitle={t("start.metaTitle", { name: data.name })}
      name={data.name}
      facts={
        <>
          <Text>
            {t("list.facts", {
              count: data.question_count,
              minutes: data.duration_minutes,
              date: data.due_date,
            })}
          </Text>
          <List size="sm">
            {data.sections.map((section, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: sections are positions.
              <List.Item key={index}>
                {t("edit.sectionCount", { title: section.title, count: section.items.length })}
              </List.Item>
            ))}
          </List>
          {data.sections.length > 1 && <BreakNote seconds={data.break_seconds} />}
        </>
      }
      ready={data.form_id !== null}
      continueTo={open ? practicePaths.question(id, open, 1, link) : null}
      onStart={() => start.mutate()}
      starting={start.isPending}
      history={attempts.data.data.filter((attempt) => attempt.state !== "in_progress")}
      resultPath={(attemptId) => practicePaths.result(id, attemptId, link)}
    />
  );
}

/**
 * /practice/{practiceId} (an unlisted practice with ?link=): what the practice is, start it, or — with an
 * unfinished attempt — continue it or start new (the old one stays in the history).
 */
export default function PracticeStartPage() {
  const id = idParam(useParams().practiceId);
  const [search] = useSearchParams();
  const link = search.get("link") ?? undefined;
  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      {id ? <StartPractice key={id} id={id} link={link} /> : <NotFoundPage />}
    </Container>
  );
}
