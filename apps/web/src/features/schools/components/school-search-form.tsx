import { SCHOOL_CONTROLS, SCHOOL_SIZES, SCHOOL_SORTS } from "@edu/shared/schools";
import {
  Badge,
  Button,
  Collapse,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconAdjustments, IconSearch, IconX } from "@tabler/icons-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCardLayout } from "../../../components/data-list";
import {
  countActiveFilters,
  defaultOrder,
  EMPTY_FILTERS,
  effectiveSort,
  type SchoolFilters,
  type SchoolSort,
  type SortOrder,
} from "../lib/search-filters";
import { US_STATE_CODES } from "../lib/us-states";

type Props = { filters: SchoolFilters; onChange: (change: Partial<SchoolFilters>) => void };

/** Typed text and numbers reach the address bar (and the search) once the typing pauses. */
const COMMIT_DELAY = 350;

/**
 * A field's own text while typing, committed once the typing pauses; reset when the address bar changes the
 * value otherwise (Back, a shared link), not when it only echoes what was committed (`normalize`: as the
 * committed value reads back, so "uc " stays "uc " while the search runs for "uc").
 */
function useTypedValue<T>(value: T, commit: (value: T) => void, normalize: (value: T) => T) {
  const [typed, setTyped] = useState(value);
  const sent = useRef(value);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setTyped(value);
  }, [value]);
  const later = useDebouncedCallback((next: T) => {
    sent.current = normalize(next);
    commit(next);
  }, COMMIT_DELAY);
  return {
    typed,
    change: (next: T) => {
      setTyped(next);
      later(next);
    },
  };
}

function NumberFilter({
  label,
  value,
  onCommit,
  min,
  max,
  prefix,
  suffix,
  scale = 1,
  testId,
}: {
  label: string;
  value: number | null;
  onCommit: (value: number | null) => void;
  min: number;
  max: number;
  prefix?: string;
  suffix?: string;
  /** The field shows value × scale (a share 0–1 as 0–100 %). */
  scale?: number;
  testId: string;
}) {
  const inRange = (typed: number | string): number | null => {
    const number = typeof typed === "number" ? typed : Number.parseFloat(typed);
    return Number.isFinite(number) && number >= min && number <= max ? number : null;
  };
  const shownOf = (number: number | null): number | string =>
    number === null ? "" : Math.round(number * 10) / 10;
  const field = useTypedValue<number | string>(
    shownOf(value === null ? null : value * scale),
    (typed) => {
      const number = inRange(typed);
      onCommit(number === null ? null : number / scale);
    },
    (typed) => shownOf(inRange(typed)),
  );
  return (
    <NumberInput
      label={label}
      value={field.typed}
      onChange={field.change}
      min={min}
      max={max}
      prefix={prefix}
      suffix={suffix}
      allowNegative={false}
      thousandSeparator=","
      data-testid={testId}
    />
  );
}

/** The keyword, the spec's sort control, and the filters a counselor uses (state, public or private, size, …). */
export function SchoolSearchForm({ filters, onChange }: Props) {
  const { t } = useTranslation("schools");
  const phone = useCardLayout();
  const [showFilters, setShowFilters] = useState(false);
  const filtersId = useId();
  const keyword = useTypedValue(
    filters.keyword,
    (next: string) => onChange({ keyword: next.trim() }),
    (next) => next.trim(),
  );
  const sort = effectiveSort(filters);
  const order = filters.order ?? defaultOrder(sort);
  const sorts = SCHOOL_SORTS.filter((option) => option !== "relevance" || filters.keyword);
  const active = countActiveFilters(filters);
  const orderWords = (value: SortOrder) =>
    t(`order.${sort === "ranking" || sort === "name" ? sort : "value"}.${value}`);

  return (
    <Stack gap="sm">
      <TextInput
        label={t("search.keyword")}
        description={t("search.keywordHint")}
        placeholder={t("search.keywordPlaceholder")}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={keyword.typed}
        onChange={(event) => keyword.change(event.currentTarget.value)}
        type="search"
        maxLength={100}
        data-testid="school-keyword"
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t("search.sort")}
          data={sorts.map((value) => ({ value, label: t(`sort.${value}`) }))}
          value={sort}
          onChange={(value) => value && onChange({ sort: value as SchoolSort, order: null })}
          allowDeselect={false}
          w={200}
          data-testid="school-sort"
        />
        {sort !== "relevance" && (
          <div>
            <Text component="span" size="sm" fw={500} id={`${filtersId}-order`} display="block" mb={4}>
              {t("search.order")}
            </Text>
            <SegmentedControl
              aria-labelledby={`${filtersId}-order`}
              data={(["asc", "desc"] as const).map((value) => ({ value, label: orderWords(value) }))}
              value={order}
              onChange={(value) => onChange({ order: value as SortOrder })}
              data-testid="school-order"
            />
          </div>
        )}
        {phone && (
          <Button
            variant="default"
            leftSection={<IconAdjustments size={16} aria-hidden="true" />}
            rightSection={active > 0 ? <Badge size="sm">{active}</Badge> : undefined}
            aria-expanded={showFilters}
            aria-controls={filtersId}
            onClick={() => setShowFilters((open) => !open)}
          >
            {t("search.filters")}
          </Button>
        )}
      </Group>
      <Collapse expanded={!phone || showFilters}>
        <Stack gap="sm" id={filtersId} role="group" aria-label={t("search.filters")}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <Select
              label={t("filters.state")}
              placeholder={t("filters.any")}
              data={[...US_STATE_CODES]}
              value={filters.state}
              onChange={(value) => onChange({ state: value })}
              searchable
              clearable
              data-testid="filter-state"
            />
            <Select
              label={t("filters.control")}
              placeholder={t("filters.any")}
              data={SCHOOL_CONTROLS.map((value) => ({ value, label: t(`control.${value}`) }))}
              value={filters.control}
              onChange={(value) => onChange({ control: value as SchoolFilters["control"] })}
              clearable
              data-testid="filter-control"
            />
            <Select
              label={t("filters.size")}
              placeholder={t("filters.any")}
              data={SCHOOL_SIZES.map((value) => ({ value, label: t(`size.${value}`) }))}
              value={filters.size}
              onChange={(value) => onChange({ size: value as SchoolFilters["size"] })}
              clearable
              data-testid="filter-size"
            />
            <NumberFilter
              label={t("filters.costMax")}
              value={filters.cost_max}
              onCommit={(value) => onChange({ cost_max: value === null ? null : Math.round(value) })}
              min={0}
              max={1_000_000}
              prefix="US$"
              testId="filter-cost"
            />
            <NumberFilter
              label={t("filters.admissionMin")}
              value={filters.admission_rate_min}
              onCommit={(value) => onChange({ admission_rate_min: value })}
              min={0}
              max={100}
              suffix="%"
              scale={100}
              testId="filter-admission-min"
            />
            <NumberFilter
              label={t("filters.admissionMax")}
              value={filters.admission_rate_max}
              onCommit={(value) => onChange({ admission_rate_max: value })}
              min={0}
              max={100}
              suffix="%"
              scale={100}
              testId="filter-admission-max"
            />
            <NumberFilter
              label={t("filters.sat")}
              value={filters.sat}
              onCommit={(value) => onChange({ sat: value === null ? null : Math.round(value) })}
              min={400}
              max={1600}
              testId="filter-sat"
            />
            <NumberFilter
              label={t("filters.act")}
              value={filters.act}
              onCommit={(value) => onChange({ act: value === null ? null : Math.round(value) })}
              min={1}
              max={36}
              testId="filter-act"
            />
          </SimpleGrid>
          <Text size="xs" c="gray.7">
            {t("filters.scoreHint")}
          </Text>
          {active > 0 && (
            <Group>
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconX size={14} aria-hidden="true" />}
                onClick={() =>
                  onChange({
                    ...EMPTY_FILTERS,
                    keyword: filters.keyword,
                    sort: filters.sort,
                    order: filters.order,
                  })
                }
              >
                {t("filters.clear")}
              </Button>
            </Group>
          )}
        </Stack>
      </Collapse>
    </Stack>
  );
}
