import { createOrderProblemBodySchema, type OrderLineRefInput } from "@edu/shared";
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-client";
import { serverFieldErrors, zodFormValidator } from "../../../lib/form-errors";
import { formatMoney } from "../../../lib/format-money";
import { useViewerRoles } from "../../auth";
import { type BillAnswer, billingKeys, billQuery, submitProblem } from "../api/billing-api";
import { useSchoolTime } from "../lib/school-time";
import { keepEnterFromSubmitting } from "../lib/submit-by-button";

export const handle: RouteHandle = { i18n: ["billing"] };

const refKey = (ref: OrderLineRefInput) => `${ref.type}:${ref.id}`;

type ProblemValues = { items: OrderLineRefInput[]; description: string };

const validateProblem = zodFormValidator(createOrderProblemBodySchema, (values: ProblemValues) => values);

/** The problem form: tick wrong lines or lessons, describe what is wrong (spec 02 §3 Problem). */
export function ProblemForm({ bill }: { bill: BillAnswer }) {
  // Lines in several currencies: NT$ / US$ / ¥ then, else the spec's $.
  const among = bill.order_items.flatMap((item) => [
    item.price_currency,
    ...item.lesson_logs.map((log) => log.price_currency),
  ]);
  const { t } = useTranslation("billing");
  const when = useSchoolTime();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<ProblemValues>({
    initialValues: { items: [], description: "" },
    validate: (values) => {
      const errors = validateProblem(values);
      // Nothing ticked is said in the form's own words: tick an item or a lesson.
      return values.items.length === 0 ? { ...errors, items: t("problem.pickOne") } : errors;
    },
  });
  const picked = form.values.items;
  const isPicked = (ref: OrderLineRefInput) => picked.some((p) => refKey(p) === refKey(ref));
  const toggle = (ref: OrderLineRefInput) =>
    form.setFieldValue(
      "items",
      isPicked(ref) ? picked.filter((p) => refKey(p) !== refKey(ref)) : [...picked, ref],
    );
  const send = useMutation({
    mutationFn: (values: ProblemValues) => submitProblem(bill.id, values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
      notifications.show({ color: "teal", message: t("problem.submitted") });
      navigate(`/bill/${bill.id}`);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422 && error.errors) {
        const found = serverFieldErrors(error.errors);
        form.setErrors({ items: found.items, description: found.description });
      }
    },
  });
  return (
    <Stack
      gap="sm"
      renderRoot={(props) => <form {...props} noValidate />}
      onKeyDown={keepEnterFromSubmitting}
      onSubmit={(event) => {
        event.preventDefault();
        form.onSubmit((values) => send.mutate(values))();
      }}
    >
      <Text size="sm">{t("problem.intro")}</Text>
      <Stack gap="xs" data-testid="problem-lines">
        {bill.order_items.map((item) => (
          <Stack key={item.id} gap={4}>
            <Checkbox
              label={`${item.title} — ${formatMoney(item.price, item.price_currency, { among })}`}
              checked={isPicked({ type: "order_item", id: item.id })}
              onChange={() => toggle({ type: "order_item", id: item.id })}
            />
            {item.lesson_logs.map((log) => (
              <Checkbox
                key={log.id}
                pl="xl"
                label={`${when.date(log.started_at)} ${log.class_title} · ${log.teacher_name} — ${formatMoney(log.price, log.price_currency, { among })}`}
                checked={isPicked({ type: "lesson_log", id: log.lesson_log_id })}
                onChange={() => toggle({ type: "lesson_log", id: log.lesson_log_id })}
              />
            ))}
          </Stack>
        ))}
      </Stack>
      {form.errors.items && (
        <Text size="sm" c="red" role="alert">
          {form.errors.items}
        </Text>
      )}
      <Textarea
        label={t("problem.description")}
        required
        autosize
        minRows={3}
        {...form.getInputProps("description")}
      />
      {send.isError && !(isApiError(send.error) && send.error.status === 422) && (
        <Alert color="red">{send.error.message}</Alert>
      )}
      <Button type="submit" loading={send.isPending} w="fit-content">
        {t("problem.submit")}
      </Button>
    </Stack>
  );
}

/**
 * /bill/parents/problem/{billId}: the parent flags lines or lessons of their bill as wrong. A bill the
 * reader may not see, or that does not exist, is said as a page, not a toast.
 */
export default function ParentProblemPage() {
  const { t } = useTranslation("billing");
  const params = useParams();
  const billId = Number(params.billId);
  const valid = Number.isInteger(billId) && billId > 0;
  const viewer = useViewerRoles();
  const bill = useQuery({ ...billQuery(billId), enabled: valid && Boolean(viewer.user) });
  if (!valid) return <Navigate to="/404" replace />;
  if (bill.isError) return <LoadErrorPage error={bill.error} onRetry={() => bill.refetch()} />;
  return (
    <Container size="sm" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle
        title={bill.data ? t("problem.pageTitle", { title: bill.data.title }) : t("problem.title")}
      />
      <Stack gap="md">
        <Anchor component={Link} to={`/bill/${billId}`} size="sm">
          {bill.data?.title ?? t("detail.title")}
        </Anchor>
        <Title order={1}>{t("problem.title")}</Title>
        {!bill.data ? (
          <PageLoader />
        ) : (
          <Paper withBorder p="md">
            <ProblemForm bill={bill.data} />
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
