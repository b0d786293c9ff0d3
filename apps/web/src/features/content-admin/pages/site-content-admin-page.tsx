import { Alert, Anchor, Container, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { siteContentListQuery } from "../api/content-admin-api";
import { AdminAccess } from "../components/admin-access";
import { ContentAdminNav } from "../components/content-admin-nav";
import { MissingLocalesBadges } from "../components/translations-editor";

export const handle: RouteHandle = { i18n: ["content-admin"] };

function SiteContentList() {
  const { t } = useTranslation("content-admin");
  const list = useQuery(siteContentListQuery());
  return (
    <Container size="xl" py="lg">
      <title>{t("siteContent.metaTitle")}</title>
      <Stack gap="md">
        <ContentAdminNav />
        <Title order={1}>{t("siteContent.title")}</Title>
        <Text size="sm" c="gray.7">
          {t("siteContent.intro")}
        </Text>
        {list.isPending && <PageLoader />}
        {list.isError && <Alert color="red">{list.error.message}</Alert>}
        {list.data && (
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="sm" data-testid="site-content-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("siteContent.key")}</Table.Th>
                  <Table.Th>{t("siteContent.describe")}</Table.Th>
                  <Table.Th>{t("translations.title")}</Table.Th>
                  <Table.Th>{t("siteContent.updatedAt")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((entry) => (
                  <Table.Tr key={entry.key}>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/site-content/${encodeURIComponent(entry.key)}`}>
                        {entry.key}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{t(`siteContent.keys.${entry.key}`, { defaultValue: "—" })}</Table.Td>
                    <Table.Td>
                      <MissingLocalesBadges locales={entry.missing_locales} />
                    </Table.Td>
                    <Table.Td>{dayjs(entry.updated_at).format("YYYY-MM-DD HH:mm")}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
