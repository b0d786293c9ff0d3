import {
  CONTRACT_TEMPLATES,
  type ContractTemplate,
  type EnrolledSession,
  MONEY_ERROR_MESSAGES,
  tryParseMoney,
} from "@edu/shared";
import { Anchor, Button, Card, Group, Select, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localizeMessage } from "../../../lib/form-errors";
import { useLocale } from "../../../lib/use-locale";
import { adminKeys, createContract, sendContract } from "../api/admin-api";
import { contractPdfUrl } from "../api/enroll-api";
import { formatDate, formatMoney } from "../lib/format";

/** Create (or replace while unsigned) the contract, mail it to the parent, and see its state. */
export function ContractPanel({ enrollment }: { enrollment: EnrolledSession }) {
  const { t, i18n } = useTranslation("enrollment");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const contract = enrollment.contract;
  const [template, setTemplate] = useState<ContractTemplate>(enrollment.type);
  const [fee, setFee] = useState("");
  const [terms, setTerms] = useState("");
  // The typed fee is in the enrollment's currency; read by the shared money rules (no floats).
  const parsedFee = fee.trim() === "" ? null : tryParseMoney(fee, enrollment.currency, { allowZero: false });
  const feeError =
    parsedFee && !parsedFee.ok ? localizeMessage(MONEY_ERROR_MESSAGES[parsedFee.error]) : undefined;
  // The contract is signed from the family's account: say what is missing instead of a silent grey button.
  const sendBlocked = !contract
    ? t("contract.needsContract")
    : !enrollment.parent_user_id && !enrollment.student_user_id
      ? t("contract.needsAccount")
      : null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  const create = useMutation({
    mutationFn: () =>
      createContract({
        enrolled_session_id: enrollment.id,
        template,
        ...(parsedFee?.ok && { fee_amount: parsedFee.value, currency: enrollment.currency }),
        extra_terms: terms.trim() || undefined,
      }),
    onSuccess: async () => {
      notifications.show({ color: "teal", message: t("contract.created") });
      await refresh();
    },
  });
  const send = useMutation({
    mutationFn: () => sendContract(enrollment.id),
    onSuccess: async () => {
      notifications.show({ color: "teal", message: t("contract.sent") });
      await refresh();
    },
  });

  return (
    <Card withBorder data-testid="contract-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("contract.title")}
        </Title>
        {contract ? (
          <Stack gap={4}>
            <Text fw={600}>{contract.title}</Text>
            <Text size="sm">
              {t("contract.fee")}: {formatMoney(contract.fee_amount, contract.currency)}
            </Text>
            <Text size="sm" data-testid="contract-state">
              {contract.signed_at
                ? t("contract.signedBy", {
                    name: contract.signer_name ?? "",
                    date: formatDate(contract.signed_at, i18n.language, true),
                  })
                : contract.sent_at
                  ? t("contract.sentOn", { date: formatDate(contract.sent_at, i18n.language, true) })
                  : t("contract.notSent")}
            </Text>
            {contract.signer_ip && (
              <Text size="xs" c="dimmed">
                {t("contract.signerIp", { ip: contract.signer_ip })}
              </Text>
            )}
            <Group gap="md">
              <Anchor href={contractPdfUrl(enrollment.id, locale)} target="_blank" rel="noopener" size="sm">
                {t("contract.openPdf")}
              </Anchor>
              <Anchor component={Link} to={`/enrollment/${enrollment.id}/contract`} size="sm">
                {t("contract.view")}
              </Anchor>
            </Group>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t("contract.none")}
          </Text>
        )}
        {!contract?.signed_at && (
          <Stack gap="sm">
            <Group grow align="flex-start">
              <Select
                label={t("contract.template")}
                data={CONTRACT_TEMPLATES.map((value) => ({ value, label: t(`types.${value}`) }))}
                value={template}
                onChange={(value) => setTemplate((value as ContractTemplate | null) ?? enrollment.type)}
                allowDeselect={false}
              />
              <TextInput
                label={t("contract.feeOverride", { currency: enrollment.currency })}
                description={t("contract.feeOverrideHint")}
                value={fee}
                onChange={(event) => setFee(event.currentTarget.value)}
                inputMode="decimal"
                error={feeError}
              />
            </Group>
            <Textarea
              label={t("contract.extraTerms")}
              rows={3}
              value={terms}
              onChange={(event) => setTerms(event.currentTarget.value)}
            />
            <Group>
              <Button
                onClick={() => create.mutate()}
                loading={create.isPending}
                disabled={feeError !== undefined}
                variant="light"
              >
                {contract ? t("contract.replace") : t("contract.create")}
              </Button>
              <Button
                onClick={() => send.mutate()}
                loading={send.isPending}
                disabled={sendBlocked !== null}
                aria-describedby={sendBlocked ? "contract-send-blocked" : undefined}
              >
                {t("contract.send")}
              </Button>
            </Group>
            {sendBlocked && (
              <Text size="sm" c="red.9" id="contract-send-blocked" data-testid="contract-send-blocked">
                {sendBlocked}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
