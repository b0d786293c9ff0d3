import type { PracticeScore } from "@edu/shared/practices";
import { useTranslation } from "react-i18next";

const round = (value: number) => String(Math.round(value * 100) / 100);

/** A score as the practice's scoring names it: "12 / 20", "60%" or the scaled score (with raw beside). */
export function useScoreText() {
  const { t } = useTranslation("practices");
  return (score: PracticeScore) => {
    const raw = t("score.raw", { raw: round(score.raw), max: round(score.max) });
    const main =
      score.scoring === "percent"
        ? t("score.percent", { value: round(score.percent) })
        : score.scoring === "scaled" && score.scaled !== null
          ? t("score.scaled", { value: round(score.scaled) })
          : raw;
    const text = main === raw ? raw : `${main} (${raw})`;
    return score.complete === 1 ? text : `${text} · ${t("score.pending")}`;
  };
}
