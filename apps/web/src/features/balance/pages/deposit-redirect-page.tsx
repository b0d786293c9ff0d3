import { type CreateDepositInput, CURRENCIES, type Currency, type DepositCheckout } from "@edu/shared";
import { Alert, Anchor, Container, Loader, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-client";
import { useViewerRoles } from "../../auth";
import { newIdempotencyKey, startDeposit } from "../api/balance-api";

export const handle: RouteHandle = { i18n: ["balance"] };

function readRequest(params: URLSearchParams): CreateDepositInput | null {
  const amount = Number(params.get("amount"));
  const currency = params.get("currency") as Currency | null;
  if (!Number.isSafeInteger(amount) || amount <= 0 || !currency || !CURRENCIES.includes(currency))
    return null;
  const provider = params.get("provider") === "ecpay" ? "ecpay" : "card";
  const method = params.get("method") === "CVS" ? "CVS" : "ATM";
  const order = Number(params.get("order"));
  return {
    amount,
    currency,
    provider,
    ...(provider === "ecpay" ? { method } : {}),
    ...(Number.isSafeInteger(order) && order > 0 ? { order_id: order } : {}),
  };
}

/** Sends the browser to the provider: a redirect, or ECPay's form posted for it. */
function go(checkout: DepositCheckout, navigate: (to: string) => void) {
  if (checkout.form) {
    const form = document.createElement("form");
    form.method = "POST";
    form.action = checkout.form.action;
    for (const [name, value] of Object.entries(checkout.form.fields)) {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = name;
      input.value = value;
      form.appendChild(input);
    }
    document.body.appendChild(form);
    form.submit();
  } else if (checkout.redirect_url.startsWith("/")) {
    navigate(checkout.redirect_url);
  } else {
    window.location.assign(checkout.redirect_url);
  }
}

/**
 * /stripe/deposit?amount=&currency=&provider=&method=: opens the deposit with the provider and
 * leaves for its checkout. One request per visit (an idempotency key kept for the visit). Opened
 * without a deposit (a bare link), it starts one: the deposit form at /stripe.
 */
export default function DepositRedirectPage() {
  const { t } = useTranslation("balance");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const viewer = useViewerRoles();
  const [failure, setFailure] = useState<unknown>();
  const started = useRef(false);
  const [key] = useState(newIdempotencyKey);
  const request = readRequest(params);
  const mayStart = viewer.isParent;

  useEffect(() => {
    if (!request || !mayStart || started.current) return;
    started.current = true;
    startDeposit(request, key)
      .then((checkout) => go(checkout, navigate))
      .catch((error: unknown) => setFailure(error ?? new Error("deposit failed")));
  }, [request, mayStart, key, navigate]);

  if (!params.has("amount")) return <Navigate to="/stripe" replace />;
  if (viewer.isPending) return <PageLoader />;
  if (!mayStart) return <NoPermissionPage reason={t("parentsOnly")} />;
  // A refusal (403) is a page state; a field error (422) says what was wrong, with a way to start again.
  if (isApiError(failure) && failure.status === 403) return <LoadErrorPage error={failure} />;
  const error =
    failure === undefined
      ? undefined
      : isApiError(failure)
        ? (failure.firstFieldError() ?? failure.message)
        : String(failure);

  return (
    <Container size="sm" py="xl">
      <PageTitle title={t("deposit.redirectTitle")} />
      <Stack align="center" gap="md">
        <Title order={1}>{t("deposit.redirectTitle")}</Title>
        {!request || error ? (
          <>
            <Alert color="red" w="100%">
              {error ?? t("deposit.badRequest")}
            </Alert>
            <Anchor component={Link} to="/stripe">
              {t("deposit.again")}
            </Anchor>
          </>
        ) : (
          <>
            <Loader />
            <Text>{t("deposit.redirecting")}</Text>
          </>
        )}
      </Stack>
    </Container>
  );
}
