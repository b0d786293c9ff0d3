ALTER TABLE "schools" ADD COLUMN "card_admission_rate" double precision;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "card_sat_25" double precision;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "card_sat_75" double precision;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "card_act_25" double precision;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "card_act_75" double precision;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "card_cost_of_attendance" double precision;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "card_net_price" double precision;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "card_undergraduates" double precision;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "card_ranking_national" double precision;--> statement-breakpoint
CREATE INDEX "schools_card_ranking_idx" ON "schools" USING btree ("card_ranking_national","card_undergraduates" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "schools_card_admission_rate_idx" ON "schools" USING btree ("card_admission_rate","id");--> statement-breakpoint
CREATE INDEX "schools_card_cost_idx" ON "schools" USING btree ("card_cost_of_attendance","id");--> statement-breakpoint
CREATE INDEX "schools_card_size_idx" ON "schools" USING btree ("card_undergraduates" DESC NULLS LAST,"id");--> statement-breakpoint
-- Schools already stored get their card figures as school-cards.ts computes them (the shown figure per key:
-- newest year, staff over Scorecard in one year; SAT totals unknown when either section is).
UPDATE "schools" s SET
  card_admission_rate = fx.admission_rate,
  card_sat_25 = fx.sat_reading_25 + fx.sat_math_25,
  card_sat_75 = fx.sat_reading_75 + fx.sat_math_75,
  card_act_25 = fx.act_composite_25,
  card_act_75 = fx.act_composite_75,
  card_cost_of_attendance = fx.cost_of_attendance,
  card_net_price = fx.net_price,
  card_undergraduates = fx.undergraduates,
  card_ranking_national = fx.ranking_national
FROM (
  SELECT x.school_id,
    max(CASE WHEN x.key = 'admission_rate' AND jsonb_typeof(x.value) = 'number' THEN (x.value #>> '{}')::float8 END) AS admission_rate,
    max(CASE WHEN x.key = 'sat_reading_25' AND jsonb_typeof(x.value) = 'number' THEN (x.value #>> '{}')::float8 END) AS sat_reading_25,
    max(CASE WHEN x.key = 'sat_reading_75' AND jsonb_typeof(x.value) = 'number' THEN (x.value #>> '{}')::float8 END) AS sat_reading_75,
    max(CASE WHEN x.key = 'sat_math_25' AND jsonb_typeof(x.value) = 'number' THEN (x.value #>> '{}')::float8 END) AS sat_math_25,
    max(CASE WHEN x.key = 'sat_math_75' AND jsonb_typeof(x.value) = 'number' THEN (x.value #>> '{}')::float8 END) AS sat_math_75,
    max(CASE WHEN x.key = 'act_composite_25' AND jsonb_typeof(x.value) = 'number' THEN (x.value #>> '{}')::float8 END) AS act_composite_25,
    max(CASE WHEN x.key = 'act_composite_75' AND jsonb_typeof(x.value) = 'number' THEN (x.value #>> '{}')::float8 END) AS act_composite_75,
    max(CASE WHEN x.key = 'cost_of_attendance' AND jsonb_typeof(x.value) = 'number' THEN (x.value #>> '{}')::float8 END) AS cost_of_attendance,
    max(CASE WHEN x.key = 'net_price' AND jsonb_typeof(x.value) = 'number' THEN (x.value #>> '{}')::float8 END) AS net_price,
    max(CASE WHEN x.key = 'undergraduates' AND jsonb_typeof(x.value) = 'number' THEN (x.value #>> '{}')::float8 END) AS undergraduates,
    max(CASE WHEN x.key = 'ranking_national' AND jsonb_typeof(x.value) = 'number' THEN (x.value #>> '{}')::float8 END) AS ranking_national
  FROM (SELECT DISTINCT ON (f.school_id, f.key) f.school_id, f.key, f.value FROM school_facts f
        ORDER BY f.school_id, f.key, f.year DESC, (f.source = 'staff') DESC) x
  GROUP BY x.school_id
) fx
WHERE fx.school_id = s.id;
