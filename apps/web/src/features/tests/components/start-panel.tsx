import { Alert, Button, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useLocale } from "../../../lib/use-locale";
import { attemptsQuery, formQuery, startAttempt, testKeys } from "../api/tests-api";
import { clockText } from "../lib/attempt-state";
import { localized } from "../lib/localized";
import { testsPaths } from "../lib/paths";

/** Full tests (not a school's own short ones) are best taken on a larger screen; phones may still take them. */
export function PhoneNote({ testType }: { testType: string }) {
  const { t } = useTranslation("tests");
  const phone = useMediaQuery("(max-width: 48em)");
  if (!phone || testType === "CUSTOM") return null;
  return <Alert color="blue">{t("take.phoneNote")}</Alert>;
}

/**
 * Before starting: the form's sections and their times, then "start" (a new attempt) or "continue" (an
 * attempt of this form left unfinished). Starting is a click, never the page's load, so a reload never
 * starts a second attempt.
 */
export function StartPanel({ formId }: { formId: number }) {
  const { t } = useTranslation("tests");
  const locale = useLocale();
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useQuery(formQuery(formId));
  const attempts = useQuery(attemptsQuery(formId));
  const start = useMutation({
    mutationFn: () => startAttempt(formId),
    onSuccess: (answer) => {
      client.setQueryData(testKeys.attempt(answer.data.id), answer);
      void client.invalidateQueries({ queryKey: testKeys.attemptLists });
      void navigate(testsPaths.resume(answer.data.id), { replace: true });
    },
  });
  if (form.isPending || attempts.isPending) return <PageLoader />;
  if (form.isError) return <LoadErrorPage error={form.error} onRetry={() => void form.refetch()} />;
  if (attempts.isError)
    return <LoadErrorPage error={attempts.error} onRetry={() => void attempts.refetch()} />;
  const detail = form.data.data;
  const open = attempts.data.data.find((attempt) => attempt.state === "in_progress");
  return (
    <Stack gap="md">
      <PageTitle title={t("take.metaTitle", { title: localized(detail.title, locale) })} />
      <Title order={1}>{localized(detail.title, locale)}</Title>
      {detail.description && <Text>{localized(detail.description, locale)}</Text>}
      <PhoneNote testType={detail.test_type} />
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">
          {t("start.sections")}
        </Title>
        <List>
          {detail.outline.map((section) => (
            <List.Item key={section.key}>
              {localized(section.title, locale)}
              {section.optional && ` (${t("start.optional")})`}
              {": "}
              {section.modules
                .map((module) =>
                  t("start.module", {
                    items: module.items,
                    time:
                      module.time_limit_seconds === null
                        ? t("take.untimed")
                        : clockText(module.time_limit_seconds),
                  }),
                )
                .join(" · ")}
            </List.Item>
          ))}
        </List>
      </Paper>
      {open ? (
        <Button
          component={Link}
          to={testsPaths.resume(open.id)}
          size="md"
          style={{ alignSelf: "flex-start" }}
        >
          {t("list.continue")}
        </Button>
      ) : (
        <Button
          size="md"
          onClick={() => start.mutate()}
          loading={start.isPending}
          style={{ alignSelf: "flex-start" }}
        >
          {t("list.start")}
        </Button>
      )}
    </Stack>
  );
}
