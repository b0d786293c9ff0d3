import type { EnrollmentStatus, PaymentStatus } from "@edu/shared";
import { Badge, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

const STATUS_COLORS: Record<EnrollmentStatus, string> = {
  normal: "blue.9",
  archive: "gray.8",
  cancel: "grape.9",
  delete: "red.9",
};
const PAYMENT_COLORS: Record<PaymentStatus, string> = {
  unknown: "gray.8",
  unpaid: "accent.9",
  paid: "teal.9",
  cancelled: "red.9",
};

export function StatusBadge({ status }: { status: EnrollmentStatus }) {
  const { t } = useTranslation("enrollment");
  return (
    <Badge variant="outline" color={STATUS_COLORS[status]}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation("enrollment");
  return (
    <Badge variant="outline" color={PAYMENT_COLORS[status]}>
      {t(`payments.${status}`)}
    </Badge>
  );
}

/** The status of an enrollment with its "need to pay first" flag (list cells). */
export function StatusWithFlags({
  row,
  size,
}: {
  row: { status: EnrollmentStatus; need_pay_first: boolean };
  size?: "sm";
}) {
  const { t } = useTranslation("enrollment");
  return (
    <Group gap={4}>
      <StatusBadge status={row.status} />
      {row.need_pay_first && (
        <Badge size={size} color="grape" variant="light" autoContrast>
          {t("flags.needPayFirst")}
        </Badge>
      )}
    </Group>
  );
}
