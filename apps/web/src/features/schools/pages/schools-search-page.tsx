import { Alert, Container, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { ListPagination, ListTotal } from "../../../components/data-list";
import { PageTitle } from "../../../components/page-title";
import { useLocale } from "../../../lib/use-locale";
import { schoolSearchQuery } from "../api/schools-api";
import { SchoolResults } from "../components/school-results";
import { SchoolSearchForm } from "../components/school-search-form";
import {
  parseSchoolFilters,
  type SchoolFilters,
  toSchoolSearchApiQuery,
  toSchoolSearchParams,
  updateSchoolFilters,
} from "../lib/search-filters";

export const handle: RouteHandle = { i18n: ["schools", "data-list"] };

/**
 * /schools: the college search (spec 03 §2). A keyword in any language or script (柏克萊, ucb, "berkeley"), the
 * sort control and a counselor's filters; everything lives in the address bar, so a search is shared by its link
 * and Back returns to the search before. Everyone signed in reads schools.
 */
export default function SchoolsSearchPage() {
  const { t } = useTranslation("schools");
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseSchoolFilters(searchParams), [searchParams]);
  const apiQuery = useMemo(() => toSchoolSearchApiQuery(filters), [filters]);
  const result = useQuery(schoolSearchQuery(locale, apiQuery));
  const apply = (change: Partial<SchoolFilters>) =>
    setSearchParams(toSchoolSearchParams(updateSchoolFilters(filters, change)));
  const list = result.data;

  return (
    <Container size="xl" py="lg">
      <PageTitle title={t("search.metaTitle")} />
      <Stack gap="md">
        <div>
          <Title order={1}>{t("search.title")}</Title>
          <Text c="gray.7" size="sm">
            {t("search.intro")}
          </Text>
        </div>
        <SchoolSearchForm filters={filters} onChange={apply} />
        {result.isError ? (
          <Alert color="red" title={t("search.loadFailed")} role="alert">
            {t("search.loadFailedBody")}
          </Alert>
        ) : (
          <Stack gap="sm" aria-busy={result.isFetching}>
            {list && (
              <ListTotal
                list={list}
                label={(total, count) => t("search.total", { count, total })}
                testId="school-total"
              />
            )}
            <SchoolResults
              schools={list?.data ?? []}
              loading={result.isPending}
              empty={
                <Text data-testid="school-empty">
                  {t(filters.keyword ? "search.noMatch" : "search.empty")}
                </Text>
              }
            />
            {list && <ListPagination list={list} page={filters.page} onChange={(page) => apply({ page })} />}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
