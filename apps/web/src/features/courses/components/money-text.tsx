import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format-money";

/** A fee in minor units as money with its code (TWD and USD both use $); "per lesson" when none. */
export function FeeText({ fee, currency }: { fee: number | null; currency: string }) {
  const { t } = useTranslation("courses");
  if (fee === null) return <>{t("session.perLesson")}</>;
  return (
    <>
      {formatMoney(fee, currency)} <abbr title={t(`currencies.${currency}`)}>{currency}</abbr>
    </>
  );
}
