import type { OrderPayments, OrderTransaction } from "@edu/shared";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ConfirmDeleteButtons } from "../../../components/confirm-delete-buttons";
import { DataList, type DataListColumn } from "../../../components/data-list";
import { isApiError } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format-date";
import { formatMoney, minorToInput, moneyFieldErrors, readMoneyField } from "../../../lib/format-money";
import { formatName } from "../../../lib/person-name";
import { useLocale } from "../../../lib/use-locale";
import {
  type BillAnswer,
  billingKeys,
  deleteBill,
  isFullBill,
  markPaid,
  newIdempotencyKey,
  payFromBalance,
  receiptUrl,
  resolveProblem,
  reviewTransaction,
  setDifferencePrice,
  updateBill,
  voidBill,
} from "../api/billing-api";
import { hoursText } from "../lib/bill-form";
import { useSchoolTime } from "../lib/school-time";
import { BankAccount } from "./bank-account";
import { isRevertable, RevertPaymentButton } from "./revert-payment-button";
import { SendDialog } from "./send-dialog";
import { BillStatusBadge, LIGHT_BADGE_TEXT } from "./status-badge";

type Props = { bill: BillAnswer; payments: OrderPayments | undefined; isAdmin: boolean };

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/**
 * A bill's page (spec 02 §3, §4, §7): its fields, lines and lesson logs, payments and problems.
 * Admins verify or reject payments, mark the bill paid, set a difference price, edit the title and
 * notes, send it, reset or delete it (a bill with verified money is voided instead: its money goes back
 * to the family as credit); the parent pays (bank transfer with a proof, or from the family balance),
 * reports a problem, and opens the receipt once it is paid. A voided bill is shown as void, read only.
 */
export function BillDetail({ bill, payments, isAdmin }: Props) {
  const { t } = useTranslation("billing");
  const locale = useLocale();
  const when = useSchoolTime();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<
    null | "send" | "edit" | "difference" | "balance" | "markPaid" | "void"
  >(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const status = payments?.summary.status_key ?? bill.status_key;
  const paid = status === "paid";
  const voided = Boolean(bill.voided_at);
  // The server's rule: a bill with verified money (or a paid one) goes through void, never plain delete.
  const hasMoney = paid || (payments?.transactions ?? []).some((tx) => tx.status === "verified");
  const refresh = () => queryClient.invalidateQueries({ queryKey: billingKeys.all });
  /**
   * After the bill is deleted (`gone`) or voided: its queries that would now answer 404 are dropped or
   * left out, never refetched into an error toast (a voided bill is read again: it shows as void).
   */
  const refreshAfterRemoval = async (gone: boolean) => {
    const own = gone
      ? [billingKeys.detail(bill.id), billingKeys.payments(bill.id)]
      : [billingKeys.payments(bill.id)];
    const isOwn = (key: readonly unknown[]) =>
      own.some((ownKey) => ownKey.length === key.length && ownKey.every((part, i) => part === key[i]));
    if (gone) for (const queryKey of own) queryClient.removeQueries({ queryKey, exact: true });
    await queryClient.invalidateQueries({
      queryKey: billingKeys.all,
      predicate: (query) => !isOwn(query.queryKey),
    });
  };
  const done = (message: string) => async () => {
    await refresh();
    notifications.show({ color: "teal", message });
  };

  const review = useMutation({
    mutationFn: (args: { id: number; status: "verified" | "rejected" }) =>
      reviewTransaction(args.id, { status: args.status }),
    onSuccess: async (_, args) =>
      done(args.status === "verified" ? t("detail.verifyDone") : t("detail.rejectDone"))(),
  });
  const resolve = useMutation({
    mutationFn: (id: number) => resolveProblem(id, {}),
    onSuccess: done(t("detail.updated")),
  });
  const removed = async (wasVoided: boolean) => {
    setDialog(null);
    notifications.show({ color: "teal", message: t(wasVoided ? "detail.voidDone" : "detail.deleted") });
    if (!wasVoided) navigate("/bill");
    await refreshAfterRemoval(!wasVoided);
  };
  const remove = useMutation({
    mutationFn: () => deleteBill(bill.id),
    onSuccess: () => removed(false),
  });

  const summary = payments?.summary;
  // Every currency the bill shows (its own, the difference's, its lines', the payments' before conversion):
  // NT$ / US$ / ¥ wherever two meet, the spec's $ when the bill is in one currency (issue 27.13).
  const among = [
    bill.price_currency,
    bill.difference_price_currency,
    ...bill.order_items.flatMap((item) => [
      item.price_currency,
      ...item.lesson_logs.map((l) => l.price_currency),
    ]),
    ...(payments?.transactions ?? []).flatMap((tx) => [tx.original_currency, tx.price_currency]),
  ];
  const money = (amount: number, currency: string) => formatMoney(amount, currency, { among });
  const itemColumns: DataListColumn<BillAnswer["order_items"][number]>[] = [
    {
      key: "title",
      header: t("detail.item"),
      primary: true,
      cell: (item) => (
        <>
          <Text size="sm" fw={500}>
            {item.title}
          </Text>
          <Text size="xs" c="gray.7">
            {t(`types.${item.type}`)}
            {item.remark ? ` · ${item.remark}` : ""}
          </Text>
        </>
      ),
    },
    { key: "student", header: t("detail.student"), cell: (item) => item.student_name || "—" },
    {
      key: "price",
      header: t("detail.price"),
      cell: (item) =>
        item.price_currency === bill.price_currency
          ? money(item.price, item.price_currency)
          : `${money(item.price, item.price_currency)} → ${money(item.converted_price, bill.price_currency)}`,
    },
  ];
  const logs = bill.order_items.flatMap((item) =>
    item.lesson_logs.map((log) => ({ ...log, item: item.title })),
  );
  const logColumns: DataListColumn<(typeof logs)[number]>[] = [
    { key: "date", header: t("detail.date"), primary: true, cell: (log) => when.dateTime(log.started_at) },
    { key: "subject", header: t("detail.subject"), cell: (log) => log.class_title },
    { key: "student", header: t("detail.student"), cell: (log) => log.student_name },
    { key: "teacher", header: t("detail.teacher"), cell: (log) => log.teacher_name },
    { key: "hours", header: t("detail.hours"), cell: (log) => hoursText(log.unit) },
    { key: "fee", header: t("detail.fee"), cell: (log) => money(log.unit_price, log.price_currency) },
    { key: "price", header: t("detail.price"), cell: (log) => money(log.price, log.price_currency) },
  ];
  const transactionColumns: DataListColumn<OrderTransaction>[] = [
    { key: "date", header: t("detail.date"), primary: true, cell: (tx) => formatDate(tx.date) },
    {
      key: "amount",
      header: t("detail.amount"),
      cell: (tx) =>
        tx.original_currency === tx.price_currency
          ? money(tx.price, tx.price_currency)
          : `${money(tx.original_price, tx.original_currency)} → ${money(tx.price, tx.price_currency)}`,
    },
    { key: "method", header: t("detail.method"), cell: (tx) => t(`kinds.${tx.kind}`) },
    {
      key: "proof",
      header: t("detail.proof"),
      cell: (tx) =>
        tx.proof_url ? (
          <Anchor href={tx.proof_url} target="_blank" rel="noreferrer" size="sm">
            {t("detail.viewProof")}
          </Anchor>
        ) : (
          "—"
        ),
    },
    { key: "last5", header: t("detail.lastFive"), cell: (tx) => tx.account_last5 ?? "—" },
    {
      key: "remark",
      header: t("detail.remark"),
      cell: (tx) =>
        tx.status === "reverted" ? (
          <>
            {tx.remark && <Text size="sm">{tx.remark}</Text>}
            <Text size="xs" c="red.8" data-testid={`transaction-${tx.id}-reverted`}>
              {t("revert.undoneBy", {
                date: tx.reverted_at ? when.date(tx.reverted_at) : "",
                reason: tx.revert_reason,
              })}
            </Text>
          </>
        ) : (
          tx.remark || "—"
        ),
    },
    {
      key: "state",
      header: t("detail.state"),
      cell: (tx) => (
        <Group gap={6} wrap="nowrap">
          <Badge
            size="sm"
            variant="light"
            color={
              tx.status === "verified"
                ? "teal"
                : tx.status === "rejected" || tx.status === "reverted"
                  ? "gray"
                  : "orange"
            }
            style={LIGHT_BADGE_TEXT}
            data-testid={`transaction-${tx.id}-status`}
          >
            {t(`detail.${tx.status}`)}
          </Badge>
          {isAdmin && tx.status === "pending" && (
            <>
              <Button
                size="xs"
                loading={review.isPending}
                onClick={() => review.mutate({ id: tx.id, status: "verified" })}
              >
                {t("detail.verify")}
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={review.isPending}
                onClick={() => review.mutate({ id: tx.id, status: "rejected" })}
              >
                {t("detail.reject")}
              </Button>
            </>
          )}
          {isAdmin && isRevertable(tx) && <RevertPaymentButton transaction={tx} />}
        </Group>
      ),
    },
  ];

  const openProblems = payments?.problems ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{bill.title}</Title>
          <Group gap="xs">
            <BillStatusBadge status={status} voided={voided} size="md" />
            {bill.mark_paid_at && (
              <Text size="xs" c="gray.7">
                {t("detail.markedPaid", { date: when.date(bill.mark_paid_at) })}
              </Text>
            )}
          </Group>
        </Stack>
        <Group gap="xs">
          {paid && !voided && (
            <Button component="a" href={receiptUrl(bill.id, locale)} target="_blank" variant="light">
              {t("detail.receipt")}
            </Button>
          )}
          {!isAdmin && !paid && !voided && (
            <>
              <Button component={Link} to={`/bill/parents/transaction/${bill.id}`}>
                {t("detail.pay")}
              </Button>
              <Button variant="light" onClick={() => setDialog("balance")}>
                {t("detail.payBalance")}
              </Button>
              <Button component={Link} to={`/bill/parents/problem/${bill.id}`} variant="default">
                {t("detail.flagProblem")}
              </Button>
            </>
          )}
        </Group>
      </Group>

      {bill.voided_at && (
        <Alert
          color="gray"
          title={t("detail.voidedTitle", { date: when.date(bill.voided_at) })}
          data-testid="bill-voided"
        >
          <Text size="sm">{t("detail.voidedText")}</Text>
          {bill.void_reason && (
            <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap" }}>
              {t("detail.voidedReason", { reason: bill.void_reason })}
            </Text>
          )}
        </Alert>
      )}

      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Field label={t("detail.parent")}>{formatName(bill.parent) || `#${bill.parent.id}`}</Field>
          <Field label={t("detail.receivableDate")}>{formatDate(bill.receivable_date)}</Field>
          <Field label={t("detail.created")}>{when.date(bill.created_at)}</Field>
          <Field label={t("detail.total")}>
            <span data-testid="bill-total">{money(bill.total_price, bill.price_currency)}</span>
          </Field>
          {bill.difference_price !== 0 && (
            <Field label={t("detail.difference")}>
              {money(bill.difference_price, bill.difference_price_currency)}
            </Field>
          )}
          <Field label={t("detail.due")}>{money(bill.amount_due, bill.price_currency)}</Field>
          {summary && (
            <>
              <Field label={t("detail.paidSoFar")}>
                {money(
                  summary.verified_paid + summary.balance_paid + summary.marked_paid,
                  summary.price_currency,
                )}
              </Field>
              <Field label={t("detail.outstanding")}>
                <span data-testid="bill-outstanding">
                  {money(summary.outstanding, summary.price_currency)}
                </span>
              </Field>
            </>
          )}
        </SimpleGrid>
        {bill.notes && (
          <Stack gap={0} mt="sm">
            <Text size="xs" c="gray.7">
              {t("detail.notes")}
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {bill.notes}
            </Text>
          </Stack>
        )}
        {bill.payment_info && !voided && (
          <Alert mt="sm" color="blue" title={t("detail.paymentInfo")} style={{ whiteSpace: "pre-wrap" }}>
            {bill.payment_info}
            {bill.payment_info_remark ? `\n${bill.payment_info_remark}` : ""}
          </Alert>
        )}
      </Paper>

      {/* Where the family's transfer goes (site settings), while there is something to pay. */}
      {!isAdmin && !paid && !voided && <BankAccount />}

      {isAdmin && !voided && (
        <Group gap="xs" data-testid="admin-actions">
          <Button onClick={() => setDialog("send")}>{t("detail.send")}</Button>
          {!paid && (
            // The brand's light style (text brand-9, 5.7:1); teal's light text is 4.3:1, under WCAG AA.
            <Button variant="light" onClick={() => setDialog("markPaid")}>
              {t("detail.markPaid")}
            </Button>
          )}
          <Button variant="default" onClick={() => setDialog("edit")}>
            {t("detail.edit")}
          </Button>
          <Button variant="default" onClick={() => setDialog("difference")}>
            {t("detail.setDifference")}
          </Button>
          {!paid && (
            <Button component={Link} to={`/bill/create/reset/${bill.id}`} variant="default">
              {t("detail.reset")}
            </Button>
          )}
          {hasMoney ? (
            <Button color="red" variant="light" onClick={() => setDialog("void")}>
              {t("detail.void")}
            </Button>
          ) : (
            <ConfirmDeleteButtons
              confirming={confirmDelete}
              pending={remove.isPending}
              onAsk={() => setConfirmDelete(true)}
              onCancel={() => setConfirmDelete(false)}
              onConfirm={() => remove.mutate()}
              labels={{
                delete: t("detail.delete"),
                confirm: t("detail.deleteConfirm"),
                cancel: t("form.cancel"),
              }}
            />
          )}
        </Group>
      )}

      <Title order={2} size="h4">
        {t("detail.items")}
      </Title>
      <DataList
        items={bill.order_items}
        columns={itemColumns}
        rowKey={(item) => item.id}
        label={t("detail.items")}
        minWidth={560}
      />
      {logs.length > 0 && (
        <>
          <Title order={2} size="h4">
            {t("detail.lessonLogs")}
          </Title>
          <DataList
            items={logs}
            columns={logColumns}
            rowKey={(log) => log.id}
            label={t("detail.lessonLogs")}
          />
        </>
      )}

      {!voided && (
        <>
          <Title order={2} size="h4">
            {t("detail.transactions")}
          </Title>
          <DataList
            items={payments?.transactions ?? []}
            loading={!payments}
            columns={transactionColumns}
            rowKey={(tx) => tx.id}
            label={t("detail.transactions")}
            empty={<Text size="sm">{t("detail.noTransactions")}</Text>}
            minWidth={760}
          />
        </>
      )}

      {openProblems.length > 0 && (
        <>
          <Title order={2} size="h4">
            {t("detail.problems")}
          </Title>
          <Stack gap="xs">
            {openProblems.map((problem) => (
              <Paper key={problem.id} withBorder p="sm">
                <Group justify="space-between" align="flex-start">
                  <Stack gap={2}>
                    <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                      {problem.description}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {when.dateTime(problem.created_at)} ·{" "}
                      {problem.items
                        .map((ref) => lineName(bill, ref, when.date))
                        .filter(Boolean)
                        .join(", ")}
                    </Text>
                  </Stack>
                  {problem.resolved_at ? (
                    <Badge color="gray" variant="light">
                      {t("detail.problemResolved")}
                    </Badge>
                  ) : (
                    isAdmin && (
                      <Button
                        size="xs"
                        variant="light"
                        loading={resolve.isPending}
                        onClick={() => resolve.mutate(problem.id)}
                      >
                        {t("detail.resolve")}
                      </Button>
                    )
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        </>
      )}

      {isFullBill(bill) && bill.order_emails.length > 0 && (
        <>
          <Title order={2} size="h4">
            {t("detail.emails")}
          </Title>
          <Table>
            <Table.Tbody>
              {bill.order_emails.map((mail) => (
                <Table.Tr key={mail.id}>
                  <Table.Td>{when.dateTime(mail.sent_at)}</Table.Td>
                  <Table.Td>{mail.emails.join(", ")}</Table.Td>
                  <Table.Td>{t(`langs.${mail.lang}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}

      <SendDialog bill={bill} opened={dialog === "send"} onClose={() => setDialog(null)} />
      {dialog === "edit" && <EditDialog bill={bill} onClose={() => setDialog(null)} />}
      {dialog === "difference" && <DifferenceDialog bill={bill} onClose={() => setDialog(null)} />}
      {dialog === "balance" && (
        <BalanceDialog
          bill={bill}
          outstanding={summary?.outstanding ?? bill.amount_due}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === "markPaid" && <MarkPaidDialog bill={bill} onClose={() => setDialog(null)} />}
      {dialog === "void" && <VoidDialog bill={bill} onClose={() => setDialog(null)} onDone={removed} />}
    </Stack>
  );
}

function lineName(
  bill: BillAnswer,
  ref: { type: string; id: number },
  dateOf: (value: string) => string,
): string {
  if (ref.type === "order_item") return bill.order_items.find((item) => item.id === ref.id)?.title ?? "";
  for (const item of bill.order_items) {
    const log = item.lesson_logs.find((l) => l.lesson_log_id === ref.id);
    if (log) return `${dateOf(log.started_at)} ${log.class_title}`;
  }
  return "";
}

/** DELETE order/{id}/completed with the admin's reason: the server voids (money back as credit) or deletes. */
function VoidDialog({
  bill,
  onClose,
  onDone,
}: {
  bill: BillAnswer;
  onClose: () => void;
  onDone: (voided: boolean) => Promise<void>;
}) {
  const { t } = useTranslation("billing");
  const [reason, setReason] = useState("");
  const [key, setKey] = useState(newIdempotencyKey);
  const run = useMutation({
    mutationFn: () => voidBill(bill.id, reason.trim(), key),
    onSuccess: (answer) => onDone(answer.voided === 1),
    // A refused attempt gets a new key; a lost answer keeps it, so a retry is replayed, never run twice.
    onError: (failure) => {
      if (isApiError(failure) && failure.status >= 400 && failure.status < 500) setKey(newIdempotencyKey());
    },
  });
  return (
    <Modal opened onClose={onClose} title={t("detail.voidTitle")}>
      <Stack gap="sm">
        <Text size="sm">{t("detail.voidExplain")}</Text>
        <Textarea
          label={t("detail.voidReason")}
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("form.cancel")}
          </Button>
          <Button color="red" loading={run.isPending} onClick={() => run.mutate()}>
            {t("detail.voidConfirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function EditDialog({ bill, onClose }: { bill: BillAnswer; onClose: () => void }) {
  const { t } = useTranslation("billing");
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(bill.title);
  const [notes, setNotes] = useState(bill.notes);
  const save = useMutation({
    mutationFn: () => updateBill(bill.id, { title, notes }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
      notifications.show({ color: "teal", message: t("detail.updated") });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t("detail.edit")}>
      <Stack gap="sm">
        <TextInput label={t("form.title")} value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        <Textarea
          label={t("form.notes")}
          autosize
          minRows={3}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        <Button loading={save.isPending} onClick={() => save.mutate()} w="fit-content">
          {t("detail.saveEdit")}
        </Button>
      </Stack>
    </Modal>
  );
}

function DifferenceDialog({ bill, onClose }: { bill: BillAnswer; onClose: () => void }) {
  const { t } = useTranslation("billing");
  const queryClient = useQueryClient();
  const [text, setText] = useState(minorToInput(bill.difference_price, bill.price_currency));
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (amount: number) =>
      setDifferencePrice(bill.id, {
        difference_price: amount,
        difference_price_currency: bill.price_currency,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
      notifications.show({ color: "teal", message: t("detail.differenceSaved") });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t("detail.setDifference")}>
      <Stack gap="sm">
        <TextInput
          label={`${t("detail.difference")} (${bill.price_currency})`}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(undefined);
          }}
          error={error}
        />
        <Button
          loading={save.isPending}
          w="fit-content"
          onClick={() => {
            const read = readAmountText(text, bill.price_currency, { allowNegative: true, allowZero: true });
            if ("error" in read) setError(read.error);
            else save.mutate(read.amount);
          }}
        >
          {t("detail.saveDifference")}
        </Button>
      </Stack>
    </Modal>
  );
}

/**
 * A typed amount judged by the money module's one schema, as the server judges it (issue 27.12): the
 * minor units, or the reason in the reader's language. A difference may be negative (it lowers the bill).
 */
function readAmountText(
  text: string,
  currency: string,
  options: { allowNegative?: boolean; allowZero?: boolean } = {},
): { amount: number } | { error: string } {
  const amount = readMoneyField(text, currency) ?? Number.NaN;
  const error = moneyFieldErrors({ amount }, currency, options).amount;
  return error ? { error: String(error) } : { amount };
}

function BalanceDialog({
  bill,
  outstanding,
  onClose,
}: {
  bill: BillAnswer;
  outstanding: number;
  onClose: () => void;
}) {
  const { t } = useTranslation("billing");
  const queryClient = useQueryClient();
  const [text, setText] = useState(minorToInput(outstanding, bill.price_currency));
  const [error, setError] = useState<string | undefined>();
  const [key, setKey] = useState(newIdempotencyKey);
  const pay = useMutation({
    mutationFn: (amount: number) => payFromBalance(bill.id, { amount, currency: bill.price_currency }, key),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
      notifications.show({ color: "teal", message: t("detail.payBalanceDone") });
      onClose();
    },
    onError: (failure) => {
      // A refused attempt gets a new key; a lost answer keeps it so a retry is replayed, never paid twice.
      if (isApiError(failure) && failure.status >= 400 && failure.status < 500) setKey(newIdempotencyKey());
      setError(isApiError(failure) ? (failure.firstFieldError() ?? failure.message) : String(failure));
    },
  });
  return (
    <Modal opened onClose={onClose} title={t("detail.payBalance")}>
      <Stack gap="sm">
        <TextInput
          label={`${t("detail.payBalanceAmount")} (${bill.price_currency})`}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(undefined);
          }}
          error={error}
        />
        <Button
          loading={pay.isPending}
          w="fit-content"
          onClick={() => {
            const read = readAmountText(text, bill.price_currency);
            if ("error" in read) setError(read.error);
            else pay.mutate(read.amount);
          }}
        >
          {t("detail.payBalance")}
        </Button>
      </Stack>
    </Modal>
  );
}

function MarkPaidDialog({ bill, onClose }: { bill: BillAnswer; onClose: () => void }) {
  const { t } = useTranslation("billing");
  const queryClient = useQueryClient();
  // Spec §7: mark paid names the lines (items each with type and id); every line is ticked to start.
  const [lines, setLines] = useState<number[]>(bill.order_items.map((item) => item.id));
  const mark = useMutation({
    mutationFn: () => markPaid(bill.id, { items: lines.map((id) => ({ type: "order_item" as const, id })) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
      notifications.show({ color: "teal", message: t("detail.markPaidDone") });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t("detail.markPaid")}>
      <Stack gap="sm">
        <Text size="sm">{t("detail.markPaidConfirm")}</Text>
        <Checkbox.Group value={lines.map(String)} onChange={(next) => setLines(next.map(Number))}>
          <Stack gap={4}>
            {bill.order_items.map((item) => (
              <Checkbox
                key={item.id}
                value={String(item.id)}
                label={`${item.title} — ${formatMoney(item.converted_price, bill.price_currency)}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("form.cancel")}
          </Button>
          <Button
            color="teal"
            loading={mark.isPending}
            disabled={lines.length === 0}
            onClick={() => mark.mutate()}
          >
            {t("detail.markPaid")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
