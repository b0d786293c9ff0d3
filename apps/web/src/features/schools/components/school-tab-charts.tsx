import type { SchoolFact, SchoolFactKey } from "@edu/shared/schools";
import { Group, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatPercent, formatUsd, numberFact } from "../lib/format-fact";
import { INCOME_BANDS, type IncomeBand } from "../lib/income-bands";
import { RangeChart, ShareChart, ValueBarsChart } from "./school-chart";

type Facts = Map<SchoolFactKey, SchoolFact>;

const ETHNICITY_KEYS = [
  "share_white",
  "share_black",
  "share_hispanic",
  "share_asian",
  "share_american_indian",
  "share_pacific_islander",
  "share_two_or_more",
  "share_international",
  "share_unknown",
] as const satisfies readonly SchoolFactKey[];

/** "Title: a 1; b 2" — a chart's numbers as one sentence, its name for screen readers. */
const summarize = (title: string, rows: readonly { label: string; text: string }[]) =>
  `${title}: ${rows.map((row) => `${row.label} ${row.text}`).join("; ")}`;

function ChartBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Admissions: the admission rate, and the SAT and ACT middle 50% on their scales. */
export function AdmissionsCharts({ facts }: { facts: Facts }) {
  const { t, i18n } = useTranslation("schools");
  const rate = numberFact(facts, "admission_rate");
  const range = (label: string, low: SchoolFactKey, high: SchoolFactKey) => {
    const a = numberFact(facts, low);
    const b = numberFact(facts, high);
    return a === null || b === null ? [] : [{ label, low: a, high: b }];
  };
  const sat = [
    ...range(t("charts.satReading"), "sat_reading_25", "sat_reading_75"),
    ...range(t("charts.satMath"), "sat_math_25", "sat_math_75"),
  ];
  const act = range(t("charts.actComposite"), "act_composite_25", "act_composite_75");
  const rangeRows = (rows: typeof sat) =>
    rows.map((row) => ({ label: row.label, text: `${row.low}–${row.high}` }));
  if (rate === null && sat.length === 0 && act.length === 0) return null;
  return (
    <Group align="flex-start" gap="xl" wrap="wrap" grow>
      {rate !== null && (
        <ChartBlock title={t("facts.admission_rate")}>
          <ShareChart
            share={rate}
            label={t("charts.admitted")}
            restLabel={t("charts.notAdmitted")}
            centre={formatPercent(rate, i18n.language)}
            summary={t("charts.admissionSummary", { rate: formatPercent(rate, i18n.language) })}
          />
        </ChartBlock>
      )}
      {sat.length > 0 && (
        <ChartBlock title={t("charts.satRanges")}>
          <RangeChart
            rows={sat}
            max={800}
            rangeLabel={t("charts.middle50")}
            summary={summarize(t("charts.satRanges"), rangeRows(sat))}
          />
        </ChartBlock>
      )}
      {act.length > 0 && (
        <ChartBlock title={t("charts.actRange")}>
          <RangeChart
            rows={act}
            max={36}
            rangeLabel={t("charts.middle50")}
            summary={summarize(t("charts.actRange"), rangeRows(act))}
          />
        </ChartBlock>
      )}
    </Group>
  );
}

/** Financials: the net price by family income against the cost of attendance, the reader's band marked. */
export function NetPriceChart({ facts, band }: { facts: Facts; band: IncomeBand | null }) {
  const { t } = useTranslation("schools");
  const rows = INCOME_BANDS.flatMap((item) => {
    const value = numberFact(facts, item.key);
    return value === null ? [] : [{ label: t(`income.${item.band}`), value, highlight: item.band === band }];
  });
  if (rows.length === 0) return null;
  const cost = numberFact(facts, "cost_of_attendance");
  const title = t("charts.netPriceByIncome");
  const summary = summarize(title, [
    ...rows.map((row) => ({ label: row.label, text: formatUsd(row.value) })),
    ...(cost === null ? [] : [{ label: t("facts.cost_of_attendance"), text: formatUsd(cost) }]),
  ]);
  return (
    <ChartBlock title={title}>
      <ValueBarsChart
        rows={rows}
        seriesLabel={t("facts.net_price")}
        format={formatUsd}
        line={cost === null ? undefined : { value: cost, label: t("facts.cost_of_attendance") }}
        summary={summary}
      />
    </ChartBlock>
  );
}

/** Students: the ethnicity mix of undergraduates. */
export function EthnicityChart({ facts }: { facts: Facts }) {
  const { t, i18n } = useTranslation("schools");
  const rows = ETHNICITY_KEYS.flatMap((key) => {
    const value = numberFact(facts, key);
    return value === null ? [] : [{ label: t(`facts.${key}`), value }];
  });
  if (rows.length === 0) return null;
  const format = (value: number) => formatPercent(value, i18n.language);
  const title = t("charts.ethnicity");
  return (
    <ChartBlock title={title}>
      <ValueBarsChart
        rows={rows}
        seriesLabel={t("charts.share")}
        format={format}
        horizontal
        summary={summarize(
          title,
          rows.map((row) => ({ label: row.label, text: format(row.value) })),
        )}
      />
    </ChartBlock>
  );
}

/** Salaries: median earnings 6 and 10 years after entry. */
export function EarningsChart({ facts }: { facts: Facts }) {
  const { t } = useTranslation("schools");
  const rows = (["earnings_6y", "earnings_10y"] as const).flatMap((key) => {
    const value = numberFact(facts, key);
    return value === null ? [] : [{ label: t(`facts.${key}`), value }];
  });
  if (rows.length === 0) return null;
  const title = t("charts.earnings");
  return (
    <ChartBlock title={title}>
      <ValueBarsChart
        rows={rows}
        seriesLabel={t("charts.medianEarnings")}
        format={formatUsd}
        summary={summarize(
          title,
          rows.map((row) => ({ label: row.label, text: formatUsd(row.value) })),
        )}
      />
    </ChartBlock>
  );
}
