import { CURRENCIES, type Currency, type DepositProviders } from "@edu/shared";
import { Alert, Button, Group, Radio, Select, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { readAmount } from "../lib/money-field";

export type DepositMethod = "card" | "ecpay-ATM" | "ecpay-CVS";

/**
 * /stripe: the amount and currency of a deposit, and how to pay (card; in Taiwan also an ATM virtual
 * account or a convenience-store code through ECPay, TWD only). Submitting goes to /stripe/deposit,
 * which opens the provider's checkout.
 */
export function DepositForm({
  providers,
  defaultCurrency,
}: {
  providers: DepositProviders;
  defaultCurrency: Currency;
}) {
  const { t } = useTranslation("balance");
  const navigate = useNavigate();
  const [amount, setAmount] = useState("");
  const [currency, setCurrency] = useState<Currency>(defaultCurrency);
  const [method, setMethod] = useState<DepositMethod>(providers.card ? "card" : "ecpay-ATM");
  const [error, setError] = useState<string | undefined>();
  const ecpay = method !== "card";
  const nothing = !providers.card && !providers.ecpay;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const read = readAmount(amount, ecpay ? "TWD" : currency);
    if (!read.ok) {
      setError(read.error);
      return;
    }
    const query = new URLSearchParams({
      amount: String(read.amount),
      currency: ecpay ? "TWD" : currency,
      provider: ecpay ? "ecpay" : "card",
      ...(ecpay ? { method: method === "ecpay-CVS" ? "CVS" : "ATM" } : {}),
    });
    navigate(`/stripe/deposit?${query}`);
  };

  if (nothing) return <Alert color="yellow">{t("deposit.unavailable")}</Alert>;
  return (
    <form onSubmit={submit} noValidate data-testid="deposit-form">
      <Stack gap="md" maw={420}>
        <Radio.Group
          label={t("deposit.method")}
          value={method}
          onChange={(value) => setMethod(value as DepositMethod)}
        >
          <Stack gap={6} mt={6}>
            {providers.card && (
              <Radio
                value="card"
                label={providers.card === "sandbox" ? t("deposit.cardSandbox") : t("deposit.card")}
              />
            )}
            {providers.ecpay && <Radio value="ecpay-ATM" label={t("deposit.ecpayAtm")} />}
            {providers.ecpay && <Radio value="ecpay-CVS" label={t("deposit.ecpayCvs")} />}
          </Stack>
        </Radio.Group>
        <Group align="flex-start" grow>
          <TextInput
            label={t("deposit.amount")}
            inputMode="decimal"
            value={amount}
            onChange={(event) => {
              setAmount(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            required
          />
          <Select
            label={t("deposit.currency")}
            data={ecpay ? ["TWD"] : [...CURRENCIES]}
            value={ecpay ? "TWD" : currency}
            onChange={(value) => value && setCurrency(value as Currency)}
            allowDeselect={false}
            disabled={ecpay}
          />
        </Group>
        <Button type="submit">{t("deposit.continue")}</Button>
      </Stack>
    </form>
  );
}
