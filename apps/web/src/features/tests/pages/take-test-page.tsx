import { Alert, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useLocale } from "../../../lib/use-locale";
import { attemptQuery, submitAttempt, testKeys } from "../api/tests-api";
import { PhoneNote, StartPanel } from "../components/start-panel";
import { TakingModule } from "../components/taking-module";
import { localized } from "../lib/localized";
import { idParam, testsPaths } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["tests"] };

/** After the last module: submit (the attempt is scored) and read the result. */
function SubmitPanel({ attemptId }: { attemptId: number }) {
  const { t } = useTranslation("tests");
  const navigate = useNavigate();
  const client = useQueryClient();
  const submit = useMutation({
    mutationFn: () => submitAttempt(attemptId),
    onSuccess: (result) => {
      client.setQueryData(testKeys.result(attemptId), result);
      void client.invalidateQueries({ queryKey: testKeys.attemptLists });
      void navigate(testsPaths.result(attemptId));
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

/** One attempt as the server has it: the module to take, the submit step, or the finished attempt. */
function Attempt({ attemptId }: { attemptId: number }) {
  const { t } = useTranslation("tests");
  const locale = useLocale();
  const attempt = useQuery(attemptQuery(attemptId));
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
            <Button component={Link} to={testsPaths.result(view.id)} style={{ alignSelf: "flex-start" }}>
              {t("list.result")}
            </Button>
          </Stack>
        </Alert>
      ) : current ? (
        <TakingModule key={current.module.key} view={view} current={current} />
      ) : (
        <SubmitPanel attemptId={view.id} />
      )}
    </Stack>
  );
}

/**
 * /tests/start?form=<id> (start a form) and ?attempt=<id> (take or resume an attempt: a reload comes back
 * to the same module with its answers and the server's time left).
 */
export default function TakeTestPage() {
  const [search] = useSearchParams();
  const attemptId = idParam(search.get("attempt"));
  const formId = idParam(search.get("form"));
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      {attemptId ? (
        <Attempt key={attemptId} attemptId={attemptId} />
      ) : formId ? (
        <StartPanel formId={formId} />
      ) : (
        <NotFoundPage />
      )}
    </Container>
  );
}
