import { useTranslation } from "react-i18next";
import { useFigures } from "../api/site-content";
import type { Stat } from "../components/stat-grid";

/** The marketing figures (site content) as stat cards. */
export function useResultStats(): Stat[] {
  const { t } = useTranslation("marketing");
  const figures = useFigures();
  const size =
    figures?.class_size_min !== undefined && figures.class_size_max !== undefined
      ? t("range", { min: figures.class_size_min, max: figures.class_size_max })
      : undefined;
  const plus = (value: number | undefined) => (value === undefined ? undefined : t("plus", { value }));
  return [
    { key: "sat-gain", value: plus(figures?.sat_score_gain), label: t("stats.satGain") },
    { key: "act-gain", value: plus(figures?.act_score_gain), label: t("stats.actGain") },
    { key: "class-size", value: size, label: t("stats.classSize") },
    {
      key: "served",
      value: figures?.students_served?.toLocaleString("en-US"),
      label: t("stats.served"),
    },
  ];
}
