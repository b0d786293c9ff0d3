import { SCHOOL_TABS, type SchoolTab } from "@edu/shared/schools";
import { Anchor, Badge, Container, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { useLocale } from "../../../lib/use-locale";
import { useViewerRoles } from "../../auth";
import { schoolQuery } from "../api/schools-api";
import classes from "../components/school-page.module.css";
import { SchoolTabPanel } from "../components/school-tab-panel";
import { currentFacts } from "../lib/format-fact";
import { type IncomeBand, readIncomeBand } from "../lib/income-bands";

export const handle: RouteHandle = { i18n: ["schools"] };

const SCHOOL_REF = /^[a-z0-9-]{1,120}$/;

/**
 * /schools/{schoolId} and /schools/{schoolId}/{type}: a school's page (by id or slug), its tabs Overview,
 * Admissions, Financials, Academic, Campus Life, Students, Salaries and More Rankings, each its own address
 * (the tabs drive the router). Every figure says its source and year; a tab without figures says what is
 * missing and who adds it.
 */
export default function SchoolPage() {
  const { t } = useTranslation("schools");
  const locale = useLocale();
  const navigate = useNavigate();
  const { schoolId = "", type } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = (type ?? "overview") as SchoolTab;
  const validRef = SCHOOL_REF.test(schoolId);
  const validTab = (SCHOOL_TABS as readonly string[]).includes(tab);
  const school = useQuery({ ...schoolQuery(locale, schoolId), enabled: validRef && validTab });
  const viewer = useViewerRoles();
  const facts = useMemo(() => currentFacts(school.data?.facts ?? []), [school.data]);

  if (!validRef || !validTab) return <NotFoundPage />;
  if (school.isPending) return <PageLoader />;
  if (school.isError) return <LoadErrorPage error={school.error} onRetry={() => void school.refetch()} />;

  const data = school.data;
  const incomeBand = readIncomeBand(searchParams.get("income"));
  const setIncomeBand = (band: IncomeBand | null) => {
    const next = new URLSearchParams(searchParams);
    if (band) next.set("income", band);
    else next.delete("income");
    setSearchParams(next, { replace: true });
  };
  // The reader's income band follows them from tab to tab.
  const tabPath = (next: string) =>
    `/schools/${schoolId}${next === "overview" ? "" : `/${next}`}${incomeBand ? `?income=${incomeBand}` : ""}`;
  const place = [data.city, [data.state, data.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");

  return (
    <Container size="lg" py="lg">
      <PageTitle title={t("page.metaTitle", { name: data.name, tab: t(`tabs.${tab}`) })} />
      <Stack gap="md">
        <Anchor component={Link} to="/schools" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden="true" />
            {t("page.back")}
          </Group>
        </Anchor>
        <div>
          <Title order={1}>{data.name}</Title>
          {data.name_en !== data.name && (
            <Text c="gray.7" lang="en" className={classes.englishName} data-testid="english-name">
              {data.name_en}
            </Text>
          )}
          <Group gap="xs" mt={4}>
            {place && <Text size="sm">{place}</Text>}
            {data.control && (
              <Badge variant="light" color="gray">
                {t(`control.${data.control}`)}
              </Badge>
            )}
          </Group>
        </div>
        <Tabs
          value={tab}
          onChange={(next) => next && navigate(tabPath(next))}
          keepMounted={false}
          data-testid="school-tabs"
        >
          <Tabs.List>
            {SCHOOL_TABS.map((item) => (
              <Tabs.Tab key={item} value={item}>
                {t(`tabs.${item}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {SCHOOL_TABS.map((item) => (
            <Tabs.Panel key={item} value={item} pt="md">
              {item === tab && (
                <Stack gap="md">
                  <Title order={2} size="h3">
                    {t(`tabs.${item}`)}
                  </Title>
                  <SchoolTabPanel
                    tab={item}
                    school={data}
                    facts={facts}
                    canEdit={viewer.isStaff}
                    incomeBand={incomeBand}
                    onIncomeBand={setIncomeBand}
                  />
                </Stack>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
