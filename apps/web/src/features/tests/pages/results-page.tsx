import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatDate } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { attemptQuery, formQuery, resultQuery } from "../api/tests-api";
import { ResultView } from "../components/result-view";
import { SelfGradeLink } from "../components/self-grade-link";
import { localized } from "../lib/localized";
import { idParam, testsPaths } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["tests"] };

function AttemptResult({ attemptId }: { attemptId: number }) {
  const { t } = useTranslation("tests");
  const locale = useLocale();
  const result = useQuery(resultQuery(attemptId));
  const attempt = useQuery(attemptQuery(attemptId));
  const formId = attempt.data?.data.form_id;
  // Module titles from the form's outline (a reader who may not read the form goes without).
  const form = useQuery(formQuery(formId));
  if (result.isPending) return <PageLoader />;
  if (result.isError) return <LoadErrorPage error={result.error} onRetry={() => void result.refetch()} />;
  const outline = form.data?.data.outline ?? [];
  const data = result.data.data;
  // The version the attempt took names its sections (the form's outline where it does not; the key last).
  const sectionTitle = (key: string) => {
    const title =
      data.sections.find((s) => s.key === key)?.title ?? outline.find((s) => s.key === key)?.title;
    return localized(title, locale) ?? key;
  };
  const moduleTitle = (key: string) => {
    const module = outline.flatMap((s) => s.modules).find((m) => m.key === key);
    return module?.title ? localized(module.title, locale) : "";
  };
  return (
    <Stack gap="md">
      <PageTitle title={t("result.metaTitle")} />
      <div>
        <Title order={1}>
          {attempt.data ? localized(attempt.data.data.title, locale) : t("result.title")}
        </Title>
        <Text c="gray.7">
          {data.submitted_at
            ? t("result.submittedOn", { date: formatDate(data.submitted_at) })
            : t("result.title")}
        </Text>
      </div>
      <SelfGradeLink attemptId={attemptId} />
      <ResultView result={data} sectionTitle={sectionTitle} moduleTitle={moduleTitle} formId={formId} />
      <Anchor component={Link} to={testsPaths.mine}>
        {t("mine.back")}
      </Anchor>
    </Stack>
  );
}

/**
 * /tests/results?attempt=<id>, also reached as /{testType}/result?attempt=<id> (the spec's address for the
 * same page): a submitted attempt's scores, breakdown and items, with answers and explanations only when
 * the server returns them. Before submitting the server answers 409, shown as the error it is.
 */
export default function ResultsPage() {
  const [search] = useSearchParams();
  const attemptId = idParam(search.get("attempt"));
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      {attemptId ? <AttemptResult key={attemptId} attemptId={attemptId} /> : <NotFoundPage />}
    </Container>
  );
}
