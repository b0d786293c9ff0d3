import { Alert, Button, Container, Group, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { formatName } from "../../../lib/person-name";
import { useViewerRoles } from "../../auth";
import { mySummaryQuery, parentSummaryQuery } from "../api/balance-api";
import { BalanceCards } from "../components/balance-cards";
import { EntriesList } from "../components/entries-list";
import { ParentPicker } from "../components/parent-picker";

export const handle: RouteHandle = { i18n: ["balance", "data-list"] };

/**
 * /balance: a parent sees their family balance per currency (available and pending apart) and its
 * entries; staff and admins pick a parent (?parent=id) and see theirs; admins adjust from here.
 */
export default function BalancePage() {
  const { t } = useTranslation("balance");
  const viewer = useViewerRoles();
  const [searchParams, setSearchParams] = useSearchParams();
  const office = viewer.isAdmin || viewer.isStaff;
  const picked = Number(searchParams.get("parent")) || null;
  const mine = useQuery({ ...mySummaryQuery(), enabled: Boolean(viewer.user) && !office && viewer.isParent });
  const theirs = useQuery({ ...parentSummaryQuery(picked ?? 0), enabled: office && picked !== null });
  const summary = office ? theirs.data : mine.data;

  if (viewer.isPending) return <PageLoader />;
  if (!office && !viewer.isParent) return <NoPermissionPage reason={t("parentsOnly")} />;
  // A parent's own balance is the whole page: its failure is a page state (a staff member's pick keeps the picker).
  if (!office && mine.isError) return <LoadErrorPage error={mine.error} onRetry={() => mine.refetch()} />;

  return (
    <Container size="lg" py="lg">
      <PageTitle title={office ? t("adminTitle") : t("title")} />
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>{office ? t("adminTitle") : t("title")}</Title>
          <Group gap="xs">
            {!office && (
              <Button component={Link} to="/stripe">
                {t("addMoney")}
              </Button>
            )}
            {viewer.isAdmin && (
              <Button
                component={Link}
                to={picked ? `/finance/add?parent=${picked}` : "/finance/add"}
                variant="light"
              >
                {t("adjust.title")}
              </Button>
            )}
          </Group>
        </Group>
        {office && (
          <ParentPicker value={picked} onChange={(id) => setSearchParams(id ? { parent: String(id) } : {})} />
        )}
        {office && picked === null && <Alert color="blue">{t("pickParent")}</Alert>}
        {office && theirs.isError && <Alert color="red">{t("loadFailed")}</Alert>}
        {summary && (
          <>
            {office && (
              <Title order={2} size="h4">
                {formatName(summary.parent) || summary.parent.username}
              </Title>
            )}
            <BalanceCards summary={summary} />
            <EntriesList
              parentId={summary.parent_user_id}
              currencies={summary.accounts.map((a) => a.currency)}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
