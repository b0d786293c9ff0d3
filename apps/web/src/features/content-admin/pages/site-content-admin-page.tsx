import type { SiteContentAdmin } from "@edu/shared";
import { Alert, Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { DataList, type DataListColumn } from "../../../components/data-list";
import { PageTitle } from "../../../components/page-title";
import { formatDateTime } from "../../../lib/format-date";
import { siteContentListQuery } from "../api/content-admin-api";
import { AdminAccess } from "../components/admin-access";
import { ContentAdminNav } from "../components/content-admin-nav";
import { MissingLocalesBadges } from "../components/translations-editor";

export const handle: RouteHandle = { i18n: ["content-admin", "data-list"] };

function SiteContentList() {
  const { t } = useTranslation("content-admin");
  const list = useQuery(siteContentListQuery());
  const columns: DataListColumn<SiteContentAdmin>[] = [
    {
      key: "key",
      header: t("siteContent.key"),
      primary: true,
      cell: (entry) => (
        <Anchor component={Link} to={`/admin/site-content/${encodeURIComponent(entry.key)}`}>
          {entry.key}
        </Anchor>
      ),
    },
    {
      key: "describe",
      header: t("siteContent.describe"),
      cell: (entry) => t(`siteContent.keys.${entry.key}`, { defaultValue: "—" }),
    },
    {
      key: "translations",
      header: t("translations.title"),
      cell: (entry) => <MissingLocalesBadges locales={entry.missing_locales} />,
    },
    { key: "updated", header: t("siteContent.updatedAt"), cell: (entry) => formatDateTime(entry.updated_at) },
  ];
  return (
    <Container size="xl" py="lg">
      <PageTitle title={t("siteContent.metaTitle")} />
      <Stack gap="md">
        <ContentAdminNav />
        <Title order={1}>{t("siteContent.title")}</Title>
        <Text size="sm" c="gray.7">
          {t("siteContent.intro")}
        </Text>
        {list.isError && <Alert color="red">{list.error.message}</Alert>}
        {!list.isError && (
          <DataList
            items={list.data?.data ?? []}
            loading={list.isPending}
            columns={columns}
            rowKey={(entry) => entry.key}
            label={t("siteContent.title")}
            testId="site-content-table"
            minWidth={640}
          />
        )}
      </Stack>
    </Container>
  );
}

/** /admin/site-content: marketing figures, prices, the counseling service table, links, contact details. */
export default function SiteContentAdminPage() {
  return (
    <AdminAccess>
      <SiteContentList />
    </AdminAccess>
  );
}
