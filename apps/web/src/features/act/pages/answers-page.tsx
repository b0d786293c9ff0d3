import { Alert, Anchor, Container, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { ScrollTable } from "../../../components/scroll-table";
import { formatDate } from "../../../lib/format-date";
import { useLocale } from "../../../lib/use-locale";
import { idParam, localized } from "../../tests";
import { useAttemptReview } from "../api/use-attempt-review";
import { ScoreSummary } from "../components/score-summary";
import { bySection, type ResultItem, sheetAnswer, sheetKey } from "../lib/answer-sheet";
import { actPaths } from "../lib/paths";

export const handle: RouteHandle = { i18n: ["act"] };

type SheetType = "SAT" | "ACT";

/** The mark of a line, in words (a sign beside them for the eye). */
function Mark({ item }: { item: ResultItem }) {
  const { t } = useTranslation("act");
  const sign = item.state === "correct" ? "✓ " : item.state === "incorrect" ? "✗ " : "";
  return (
    <Text span fw={item.state === "correct" ? 700 : undefined}>
      <span aria-hidden>{sign}</span>
      {t(`review.state.${item.state}`)}
    </Text>
  );
}

function Sheet({ attemptId, type }: { attemptId: number; type: SheetType }) {
  const { t } = useTranslation("act");
  const locale = useLocale();
  const { result, attempt, sectionTitle, own } = useAttemptReview(attemptId);
  if (result.isPending || attempt.isPending) return <PageLoader />;
  if (result.isError) return <LoadErrorPage error={result.error} onRetry={() => void result.refetch()} />;
  // An attempt of another test has no sheet at this address (its own type's address has it).
  if (attempt.data && attempt.data.data.test_type !== type) return <NotFoundPage />;
  const data = result.data.data;
  const title = attempt.data ? localized(attempt.data.data.title, locale) : type;
  const answerText = (item: ResultItem) => {
    const given = sheetAnswer(item);
    return given === null ? "—" : given === "kind" ? t("sheet.written") : given;
  };
  return (
    <Stack gap="md">
      <PageTitle title={t("sheet.metaTitle", { type })} />
      <div>
        <Title order={1}>{t("sheet.heading", { title })}</Title>
        {data.submitted_at && (
          <Text c="gray.7">{t("review.submittedOn", { date: formatDate(data.submitted_at) })}</Text>
        )}
      </div>
      <Group gap="md" wrap="wrap">
        {type === "ACT" ? (
          <>
            <Anchor component={Link} to={actPaths.explanations(attemptId)}>
              {t("links.explanations")}
            </Anchor>
            <Anchor component={Link} to={actPaths.history()}>
              {t("links.history")}
            </Anchor>
          </>
        ) : (
          <Anchor component={Link} to={`/sat/result?attempt=${attemptId}`}>
            {t("links.satResult")}
          </Anchor>
        )}
      </Group>
      <ScoreSummary result={data} sectionTitle={sectionTitle} />
      {data.answers_shown === 0 && <Alert color="blue">{t("sheet.keysHidden")}</Alert>}
      {bySection(data).map((section) => (
        <section key={section.key} aria-labelledby={`sheet-${section.key}`}>
          <Group justify="space-between" wrap="wrap" mb="xs">
            <Title order={2} size="h3" id={`sheet-${section.key}`}>
              {sectionTitle(section.key)}
            </Title>
            <Text>{t("sheet.right", { correct: section.correct, count: section.scored })}</Text>
          </Group>
          <ScrollTable minWidth={320} label={sectionTitle(section.key)}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("sheet.number")}</Table.Th>
                  <Table.Th scope="col">{t(own ? "sheet.yours" : "sheet.theirs")}</Table.Th>
                  <Table.Th scope="col">{t("sheet.key")}</Table.Th>
                  <Table.Th scope="col">{t("sheet.mark")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {section.items.map(({ item, number }) => (
                  <Table.Tr key={`${item.module}:${item.key}`}>
                    <Table.Th scope="row">{number}</Table.Th>
                    <Table.Td>{answerText(item)}</Table.Td>
                    <Table.Td>{sheetKey(item) ?? "—"}</Table.Td>
                    <Table.Td>
                      <Mark item={item} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </section>
      ))}
    </Stack>
  );
}

/**
 * /sat/answers?attempt=<id> and /act/answers?attempt=<id> (one page module, two route ids): a submitted
 * attempt's answer sheet, section by section — each question's number, the student's answer, the right
 * one (when the server reveals it) and right or wrong — with the section's count of right answers.
 */
export default function AnswersPage() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const type: SheetType = pathname.toLowerCase().startsWith("/sat/") ? "SAT" : "ACT";
  const attemptId = idParam(search.get("attempt"));
  return (
    <Container size="lg" py="lg" px={{ base: "xs", sm: "md" }}>
      {attemptId ? (
        <Sheet key={`${type}:${attemptId}`} attemptId={attemptId} type={type} />
      ) : (
        <NotFoundPage />
      )}
    </Container>
  );
}
