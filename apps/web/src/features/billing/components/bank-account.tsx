import { ActionIcon, CopyButton, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/use-locale";
import { bankAccountQuery } from "../api/billing-api";

const text = (value: unknown): string =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";

/** The account as people read it; null unless admins set at least the bank and the account number. */
export function toBankAccount(
  entry: { data: Record<string, unknown>; content: Record<string, unknown> } | null,
) {
  if (!entry) return null;
  const account = {
    bankName: text(entry.content.bank_name),
    bankCode: text(entry.data.bank_code),
    branch: text(entry.content.branch),
    accountName: text(entry.content.account_name),
    accountNumber: text(entry.data.account_number),
    note: text(entry.content.note),
  };
  return (account.bankName || account.bankCode) && account.accountNumber ? account : null;
}

/**
 * The school's bank account for a transfer (site settings, in the reader's language), on a parent's bill
 * and on the transfer form, where the parent needs it. Shows nothing while the setting is not there.
 */
export function BankAccount() {
  const { t } = useTranslation("billing");
  const locale = useLocale();
  const entry = useQuery(bankAccountQuery(locale));
  const account = toBankAccount(entry.data ?? null);
  if (!account) return null;
  const bank = [account.bankName, account.bankCode && `(${account.bankCode})`].filter(Boolean).join(" ");
  const rows: Array<[string, string]> = [
    [t("bank.bank"), bank],
    [t("bank.branch"), account.branch],
    [t("bank.accountName"), account.accountName],
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="bank-account-title">
      <Stack gap={6}>
        <Text fw={700} id="bank-account-title">
          {t("bank.title")}
        </Text>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Group key={label} gap="xs" wrap="wrap">
              <Text size="sm" c="gray.7" miw={110}>
                {label}
              </Text>
              <Text size="sm">{value}</Text>
            </Group>
          ))}
        <Group gap="xs" wrap="wrap" align="center">
          <Text size="sm" c="gray.7" miw={110}>
            {t("bank.accountNumber")}
          </Text>
          <Text size="md" fw={600} ff="monospace" data-testid="bank-account-number">
            {account.accountNumber}
          </Text>
          <CopyButton value={account.accountNumber.replace(/[\s-]/g, "")}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t("bank.copied") : t("bank.copy")} withArrow>
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  onClick={copy}
                  aria-label={copied ? t("bank.copied") : t("bank.copy")}
                >
                  {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        {account.note && (
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {account.note}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
