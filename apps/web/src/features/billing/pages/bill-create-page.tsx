import type { UnbilledTree } from "@edu/shared";
import { Anchor, Container, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useParams, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { minorToInput } from "../../../lib/format-money";
import { useViewerRoles } from "../../auth";
import { lessonLogOwnerQuery, ratesQuery, resetQuery, treeQuery } from "../api/billing-api";
import { BillForm } from "../components/bill-form";
import { UnpaidParents } from "../components/unpaid-parents";
import { type BillFormValues, emptyBillForm, withTree } from "../lib/bill-form";

export const handle: RouteHandle = { i18n: ["billing", "data-list"] };

const positiveId = (value: string | null | undefined) => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /bill/create and its variants (admins): enrollment (parents with unbilled items first),
 * lessonLog/{enrolledId}/{classId}/{lessonLogId} (that student's tree, the lesson preselected),
 * student/{studentId} (that student's tree), reset/{billId} (the bill's fields and lines preselected;
 * saving replaces it). `?parent={id}` opens the form on that parent's children.
 */
export default function BillCreatePage() {
  const { t } = useTranslation("billing");
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const viewer = useViewerRoles();
  const signedIn = Boolean(viewer.user) && viewer.isAdmin;
  const lessonLogId = positiveId(params.lessonLogId);
  // lessonLog/{enrolledId}/{classId}/{lessonLogId}: the lesson log says whose it is (enrolledId is
  // the student's id in the links we know of, used while the log loads or if it cannot be read).
  const owner = useQuery({
    ...lessonLogOwnerQuery(lessonLogId ?? 0),
    enabled: Boolean(viewer.user) && viewer.isAdmin && lessonLogId !== null,
  });
  const studentId =
    positiveId(params.studentId) ??
    (lessonLogId
      ? (owner.data?.student_user_id ?? (owner.isError ? positiveId(params.enrolledId) : null))
      : null);
  const billId = positiveId(params.billId);
  const parentId = positiveId(search.get("parent"));
  const enrollmentList = params.studentId === undefined && !params.enrolledId && !params.billId && !parentId;
  const listVariant = enrollmentList && location.pathname.endsWith("/enrollment");
  const badParam =
    (params.studentId !== undefined && !studentId) ||
    (params.enrolledId !== undefined && (!positiveId(params.enrolledId) || !lessonLogId)) ||
    (params.billId !== undefined && !billId);

  const rates = useQuery({ ...ratesQuery(), enabled: signedIn });
  const tree = useQuery({
    ...treeQuery(studentId ? { studentId } : { parentId: parentId ?? 0 }),
    enabled: signedIn && !billId && Boolean(studentId || parentId),
  });
  const waitingForOwner = lessonLogId !== null && studentId === null;
  const reset = useQuery({ ...resetQuery(billId ?? 0), enabled: signedIn && Boolean(billId) });

  if (badParam) return <Navigate to="/404" replace />;
  const heading = listVariant ? t("unpaid.title") : billId ? t("form.resetTitle") : t("form.createTitle");
  /** The page around its body; `withHeading` unless the body has the page's h1 (the bill form). */
  const page = (body: ReactNode, withHeading = true) => (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={heading} />
      <Stack gap="md">
        <Anchor component={Link} to="/bill" size="sm">
          {t("backToList")}
        </Anchor>
        {withHeading && <Title order={1}>{heading}</Title>}
        {body}
      </Stack>
    </Container>
  );
  if (viewer.isPending) return page(<PageLoader />);
  if (!viewer.isAdmin) return <NoPermissionPage reason={t("adminOnly")} />;
  if (listVariant) return page(<UnpaidParents />);

  const failed = tree.isError ? tree : reset.isError ? reset : null;
  if (failed) return <LoadErrorPage error={failed.error} onRetry={() => failed.refetch()} />;
  const loading =
    waitingForOwner || (Boolean(studentId || parentId) && !billId && !tree.data) || (billId && !reset.data);
  if (loading || rates.isPending) return page(<PageLoader />);

  let initial: BillFormValues = emptyBillForm();
  if (reset.data) {
    const { order } = reset.data;
    initial = withTree(
      {
        ...initial,
        title: order.title,
        notes: order.notes,
        receivable_date: order.receivable_date,
        price_currency: order.price_currency,
        payment_info: order.payment_info,
        payment_info_remark: order.payment_info_remark,
        remark: order.remark_to_system,
        parent: order.parent,
        reset_order_id: order.id,
        manual: order.order_items
          .filter((item) => item.type === "manual")
          .map((item) => ({
            key: `reset-${item.id}`,
            user_id: item.user_id,
            title: item.title,
            price: minorToInput(item.price, item.price_currency),
            price_currency: item.price_currency,
            remark: item.remark,
          })),
      },
      reset.data.tree,
      { keys: reset.data.selected_keys, lessonLogIds: reset.data.selected_lesson_log_ids },
    );
  } else if (tree.data) {
    initial = withTree(initial, tree.data as UnbilledTree, {
      studentId: studentId ?? undefined,
      lessonLogIds: lessonLogId ? [lessonLogId] : undefined,
    });
  }
  return page(
    <BillForm
      key={`${billId}-${studentId}-${parentId}-${lessonLogId}`}
      initial={initial}
      rates={rates.data?.rates}
      heading={heading}
    />,
    false,
  );
}
