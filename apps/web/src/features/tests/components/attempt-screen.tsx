import type { AttemptView } from "@edu/shared/test-engine";
import { Alert, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useLocale } from "../../../lib/use-locale";
import { attemptQuery, formQuery, skipBreak, submitAttempt, testKeys } from "../api/tests-api";
import { localized } from "../lib/localized";
import { clearAttemptMarks } from "../lib/passage-marks";
import { BreakPanel } from "./break-panel";
import { PhoneNote } from "./start-panel";
import { TakingModule } from "./taking-module";

/** Where a submitted attempt's result is read (the tests' result page, or TOEFL's transcript). */
type ResultPath = (attemptId: number) => string;

/** After the last module: submit (the attempt is scored) and read the result. */
function SubmitPanel({ attemptId, resultPath }: { attemptId: number; resultPath: ResultPath }) {
  const { t } = useTranslation("tests");
  const navigate = useNavigate();
  const client = useQueryClient();
  const submit = useMutation({
    mutationFn: () => submitAttempt(attemptId),
    onSuccess: (result) => {
      clearAttemptMarks(attemptId); // the student's highlights and notes end with the attempt
      client.setQueryData(testKeys.result(attemptId), result);
      void client.invalidateQueries({ queryKey: testKeys.attemptLists });
      void navigate(resultPath(attemptId));
    },
  });
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t("take.allDone")}
        </Title>
        <Text>{t("take.submitHint")}</Text>
        <Button
          onClick={() => submit.mutate()}
          loading={submit.isPending}
          style={{ alignSelf: "flex-start" }}
        >
          {t("take.submit")}
        </Button>
      </Stack>
    </Paper>
  );
}

type Break = NonNullable<AttemptView["on_break"]>;

/**
 * The break between two sections, as the server's clock keeps it; at its end (or when the student ends it
 * early, where the form allows) the server opens the next section.
 */
function AttemptBreak({ view, pause }: { view: AttemptView; pause: Break }) {
  const locale = useLocale();
  const client = useQueryClient();
  const form = useQuery(formQuery(view.form_id));
  const reload = () => void client.invalidateQueries({ queryKey: testKeys.attempt(view.id) });
  const skip = useMutation({
    mutationFn: () => skipBreak(view.id),
    onSuccess: (answer) => client.setQueryData(testKeys.attempt(view.id), answer),
    onError: reload,
  });
  // The section after the last one taken; an optional one may be left out, so it is named only if required.
  const outline = form.data?.data.outline ?? [];
  const last = view.modules.at(-1)?.section;
  const next = outline[outline.findIndex((section) => section.key === last) + 1];
  return (
    <BreakPanel
      key={pause.until}
      seconds={pause.remaining_seconds}
      nextTitle={last && next && !next.optional ? localized(next.title, locale) : ""}
      onSkip={pause.skippable ? () => skip.mutate() : undefined}
      skipping={skip.isPending}
      onOver={reload}
    />
  );
}

/**
 * One attempt as the server has it: the module to take, a break between sections, the submit step, or the
 * finished attempt (the tests' taking screen and TOEFL's, which reads its result elsewhere).
 */
export function AttemptScreen({ attemptId, resultPath }: { attemptId: number; resultPath: ResultPath }) {
  const { t } = useTranslation("tests");
  const locale = useLocale();
  const attempt = useQuery(attemptQuery(attemptId));
  const submitted = attempt.data && attempt.data.data.state !== "in_progress";
  useEffect(() => {
    // Submitted elsewhere (another tab, the clock): its highlights and notes in this browser go too.
    if (submitted) clearAttemptMarks(attemptId);
  }, [submitted, attemptId]);
  if (attempt.isPending) return <PageLoader />;
  // A failed reload keeps the screen the student had (the next save or reload catches up).
  if (!attempt.data) return <LoadErrorPage error={attempt.error} onRetry={() => void attempt.refetch()} />;
  const view = attempt.data.data;
  const current = view.current;
  return (
    <Stack gap="md">
      <PageTitle title={t("take.metaTitle", { title: localized(view.title, locale) })} />
      <Title order={1} size="h2">
        {localized(view.title, locale)}
      </Title>
      <PhoneNote testType={view.test_type} />
      {view.state !== "in_progress" ? (
        <Alert color="blue">
          <Stack gap="xs">
            <Text>{t("take.alreadySubmitted")}</Text>
            <Button component={Link} to={resultPath(view.id)} style={{ alignSelf: "flex-start" }}>
              {t("list.result")}
            </Button>
          </Stack>
        </Alert>
      ) : current ? (
        <TakingModule key={current.module.key} view={view} current={current} />
      ) : view.on_break ? (
        <AttemptBreak view={view} pause={view.on_break} />
      ) : (
        <SubmitPanel attemptId={view.id} resultPath={resultPath} />
      )}
    </Stack>
  );
}
