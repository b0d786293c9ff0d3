import { Button, Checkbox, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useLocale } from "../../../lib/use-locale";
import { attemptQuery, attemptsQuery, clockText, formQuery, localized, PhoneNote } from "../../tests";
import { startAct } from "../api/act-api";
import { actPaths } from "../lib/paths";

/**
 * Before an ACT: its sections and their times, the optional ones (Science, Writing) each with a box the
 * student clears to leave it out, then "start" (a click, never the page's load, so a reload never starts a
 * second attempt) or "continue" an attempt of this form left unfinished.
 */
export function ActStartPanel({ formId }: { formId: number }) {
  const { t } = useTranslation("act");
  const locale = useLocale();
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useQuery(formQuery(formId));
  const attempts = useQuery(attemptsQuery());
  const [skipped, setSkipped] = useState<readonly string[]>([]);
  const start = useMutation({
    mutationFn: () => startAct(formId, [...skipped]),
    onSuccess: (answer) => {
      client.setQueryData(attemptQuery(answer.data.id).queryKey, answer);
      void client.invalidateQueries({ queryKey: ["tests", "attempts"] });
      void navigate(actPaths.resume(answer.data.id), { replace: true });
    },
  });
  if (form.isPending || attempts.isPending) return <PageLoader />;
  if (form.isError) return <LoadErrorPage error={form.error} onRetry={() => void form.refetch()} />;
  if (attempts.isError)
    return <LoadErrorPage error={attempts.error} onRetry={() => void attempts.refetch()} />;
  const detail = form.data.data;
  const title = localized(detail.title, locale);
  const open = attempts.data.data.find(
    (attempt) => attempt.form_id === formId && attempt.state === "in_progress",
  );
  const toggle = (key: string, take: boolean) =>
    setSkipped((keys) => (take ? keys.filter((k) => k !== key) : [...keys, key]));
  return (
    <Stack gap="md">
      <PageTitle title={t("start.metaTitle", { title })} />
      <Title order={1}>{title}</Title>
      {detail.description && <Text>{localized(detail.description, locale)}</Text>}
      <PhoneNote testType={detail.test_type} />
      <Paper withBorder p="md" component="section" aria-labelledby="act-sections">
        <Title order={2} size="h4" mb="xs" id="act-sections">
          {t("start.sections")}
        </Title>
        <List spacing="xs">
          {detail.outline.map((section) => {
            const sectionTitle = localized(section.title, locale);
            const times = section.modules
              .map((module) =>
                t("start.module", {
                  count: module.items,
                  time:
                    module.time_limit_seconds === null
                      ? t("start.untimed")
                      : clockText(module.time_limit_seconds),
                }),
              )
              .join(" · ");
            return (
              <List.Item key={section.key}>
                {section.optional && !open ? (
                  <Checkbox
                    checked={!skipped.includes(section.key)}
                    onChange={(event) => toggle(section.key, event.currentTarget.checked)}
                    label={`${t("start.take", { section: sectionTitle })} (${times})`}
                  />
                ) : (
                  <Text>
                    {sectionTitle}
                    {section.optional && ` (${t("start.optional")})`}: {times}
                  </Text>
                )}
              </List.Item>
            );
          })}
        </List>
      </Paper>
      {open ? (
        <Button component={Link} to={actPaths.resume(open.id)} size="md" style={{ alignSelf: "flex-start" }}>
          {t("start.continue")}
        </Button>
      ) : (
        <Button
          size="md"
          onClick={() => start.mutate()}
          loading={start.isPending}
          style={{ alignSelf: "flex-start" }}
        >
          {t("start.start")}
        </Button>
      )}
    </Stack>
  );
}
