import { Alert, Anchor, Container, Group, NativeSelect, Stack, Switch, Text, Title } from "@mantine/core";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDate } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { idParam, localized, passagesBefore, ResultPassages } from "../../tests";
import { useAttemptReview } from "../api/use-attempt-review";
import { ExplanationItem } from "../components/explanation-item";
import { ScoreSummary } from "../components/score-summary";
import { bySection, isMissed } from "../lib/answer-sheet";
import { actPaths } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["act", "tests"] };

const ALL = "all";

function Review({ attemptId }: { attemptId: number }) {
  const { t } = useTranslation("act");
  const locale = useLocale();
  const { result, attempt, sectionTitle, own } = useAttemptReview(attemptId);
  const [section, setSection] = useState(ALL);
  const [missedOnly, setMissedOnly] = useState(false);
  if (result.isPending) return <PageLoader />;
  if (result.isError) return <LoadErrorPage error={result.error} onRetry={() => void result.refetch()} />;
  const data = result.data.data;
  const sections = bySection(data);
  const shown = sections
    .filter((s) => section === ALL || s.key === section)
    .map((s) => ({ ...s, items: s.items.filter(({ item }) => !missedOnly || isMissed(item)) }))
    // A passage shows (collapsed) above the first question shown that asks about it.
    .map((s) => ({
      ...s,
      passages: passagesBefore(
        s.items.map(({ item }) => item),
        data.stimuli,
      ),
    }));
  const count = shown.reduce((sum, s) => sum + s.items.length, 0);
  const title = attempt.data ? localized(attempt.data.data.title, locale) : t("review.title");
  return (
    <Stack gap="md">
      <PageTitle title={t("review.metaTitle")} />
      <div>
        <Title order={1}>{t("review.heading", { title })}</Title>
        {data.submitted_at && (
          <Text c="gray.7">{t("review.submittedOn", { date: formatDate(data.submitted_at) })}</Text>
        )}
      </div>
      <Group gap="md" wrap="wrap">
        <Anchor component={Link} to={actPaths.answers("ACT", attemptId)}>
          {t("links.answers")}
        </Anchor>
        <Anchor component={Link} to={actPaths.history()}>
          {t("links.history")}
        </Anchor>
      </Group>
      <ScoreSummary result={data} sectionTitle={sectionTitle} />
      {data.answers_shown === 0 && <Alert color="blue">{t("review.answersHidden")}</Alert>}
      <Group gap="md" wrap="wrap" align="flex-end">
        <NativeSelect
          label={t("review.section")}
          value={section}
          onChange={(event) => setSection(event.currentTarget.value)}
          data={[
            { value: ALL, label: t("review.allSections") },
            ...sections.map((s) => ({ value: s.key, label: sectionTitle(s.key) })),
          ]}
        />
        <Switch
          label={t("review.missedOnly")}
          checked={missedOnly}
          onChange={(event) => setMissedOnly(event.currentTarget.checked)}
        />
      </Group>
      <Text aria-live="polite">{t("review.count", { count })}</Text>
      {shown.map((s) =>
        s.items.length === 0 ? null : (
          <section key={s.key} aria-labelledby={`review-${s.key}`}>
            <Title order={2} size="h3" id={`review-${s.key}`} mb="sm">
              {sectionTitle(s.key)}
            </Title>
            <Stack gap="sm">
              {s.items.map((numbered, index) => (
                <Fragment key={`${numbered.item.module}:${numbered.item.key}`}>
                  <ResultPassages
                    stimuli={s.passages[index] ?? []}
                    formId={attempt.data?.data.form_id}
                    attemptId={attemptId}
                  />
                  <ExplanationItem numbered={numbered} sectionTitle={sectionTitle(s.key)} own={own} />
                </Fragment>
              ))}
            </Stack>
          </section>
        ),
      )}
    </Stack>
  );
}

/**
 * /act/Explanations?attempt=<id>: a submitted attempt's scores and its questions, section by section,
 * each with the student's answer, the right one, the explanation and the passages asked about when the
 * server reveals them (the form's rule for the student and their parents; teachers and staff always once
 * submitted); a section and "only the ones I missed" narrow the list.
 * Before submitting the server answers 409, shown as the error it is.
 */
export default function ExplanationsPage() {
  const [search] = useSearchParams();
  const attemptId = idParam(search.get("attempt"));
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      {attemptId ? <Review key={attemptId} attemptId={attemptId} /> : <NotFoundPage />}
    </Container>
  );
}
