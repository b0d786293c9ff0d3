import {
  ADMISSIONS_RESULTS,
  APPLICATION_STATUSES,
  type ApplicationsQuery,
  type CollectedSchool,
  counselingSchoolEndpoints,
  DECISION_PLANS,
  MAX_DEADLINE_WITHIN_DAYS,
} from "@edu/shared/counseling-schools";
import { Anchor, Button, Group, NumberInput, Select, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataList, type DataListColumn, ListPagination, ListTotal } from "../../../components/data-list";
import { endpointHref } from "../../../lib/endpoint-client";
import { displayName } from "../../../lib/person-name";
import { applicationsQuery } from "../api/counseling-schools-api";
import { collectedPath } from "../lib/paths";
import { Deadlines, SchoolName } from "./school-cells";

const PAGE_SIZE = 20;

type Filters = Pick<
  ApplicationsQuery,
  "application_status" | "decision_plan" | "admissions_result" | "deadline_within_days"
>;

/**
 * The counselors' applications list (GET counseling-applications): the applying schools of every student
 * the caller counsels, filtered by status, plan, result and deadline within N days, paged, with the same
 * filters as a CSV download. Mounted on /applications for teachers, staff and admins (the server answers
 * each only their own students; super-admin all). Its heading is an h2: the page keeps its own h1.
 */
export function ApplicationsManagement() {
  const { t, i18n } = useTranslation("counseling-schools");
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const query: ApplicationsQuery = { ...filters, page, page_size: PAGE_SIZE };
  const list = useQuery(applicationsQuery(i18n.language, query));
  const change = (patch: Filters) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  const columns: DataListColumn<CollectedSchool>[] = [
    {
      key: "school",
      header: t("list.school"),
      primary: true,
      cell: (item) => (
        <Anchor
          component={Link}
          to={collectedPath(
            `/private/counseling/student/${encodeURIComponent(item.student.username)}`,
            item.id,
          )}
          underline="hover"
        >
          <SchoolName name={item.school.name} nameEn={item.school.name_en} />
        </Anchor>
      ),
    },
    { key: "student", header: t("apps.student"), cell: (item) => displayName(item.student) },
    {
      key: "plan",
      header: t("list.plan"),
      cell: (item) => (item.decision_plan ? t(`plan.${item.decision_plan}`) : t("plan.none")),
    },
    { key: "deadline", header: t("list.deadline"), cell: (item) => <Deadlines school={item} /> },
    {
      key: "status",
      header: t("list.status"),
      cell: (item) => (item.application_status ? t(`status.${item.application_status}`) : "—"),
    },
    {
      key: "result",
      header: t("list.result"),
      cell: (item) => (item.admissions_result ? t(`result.${item.admissions_result}`) : "—"),
    },
  ];
  const csvHref = endpointHref(counselingSchoolEndpoints.getCounselingApplicationsCsv, { query: filters });
  return (
    <Stack gap="md" component="section" aria-labelledby="applications-heading">
      <Title order={2} id="applications-heading">
        {t("apps.title")}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t("list.status")}
          data={options(APPLICATION_STATUSES, "status")}
          clearable
          value={filters.application_status ?? null}
          onChange={(value) =>
            change({ application_status: (value ?? undefined) as Filters["application_status"] })
          }
          w={180}
        />
        <Select
          label={t("list.plan")}
          data={options(DECISION_PLANS, "plan")}
          clearable
          value={filters.decision_plan ?? null}
          onChange={(value) => change({ decision_plan: (value ?? undefined) as Filters["decision_plan"] })}
          w={160}
        />
        <Select
          label={t("list.result")}
          data={options(ADMISSIONS_RESULTS, "result")}
          clearable
          value={filters.admissions_result ?? null}
          onChange={(value) =>
            change({ admissions_result: (value ?? undefined) as Filters["admissions_result"] })
          }
          w={160}
        />
        <NumberInput
          label={t("apps.within")}
          min={0}
          max={MAX_DEADLINE_WITHIN_DAYS}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={filters.deadline_within_days ?? ""}
          onChange={(value) =>
            change({ deadline_within_days: typeof value === "number" ? value : undefined })
          }
          w={180}
        />
        <Button
          component="a"
          href={csvHref}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          {t("apps.csv")}
        </Button>
      </Group>
      {list.isError && (
        <Text c="red.8" role="alert">
          {t("apps.loadFailed")}
        </Text>
      )}
      {list.data && <ListTotal list={list.data} />}
      <DataList
        items={list.data?.data ?? []}
        columns={columns}
        rowKey={(item) => item.id}
        label={t("apps.title")}
        testId="applications-list"
        loading={list.isPending}
        empty={<Text>{t("apps.empty")}</Text>}
        minWidth={760}
      />
      {list.data && <ListPagination list={list.data} page={page} onChange={setPage} />}
    </Stack>
  );
}
