import type { z } from "zod";
import type { testFormObjectSchema } from "./test-form.schemas";

type Form = z.output<typeof testFormObjectSchema>;
type Path = (string | number)[];
type Report = (message: string, path: Path) => void;

/**
 * What a form's parts refer to, checked once the shapes are valid: keys unique in their kind, every
 * reference (stimulus, tag, rubric, choice, module, section) naming something that exists, routing only
 * forward inside its section. One issue per mistake, at the path of the field to fix.
 */
export function checkFormRules(form: Form, ctx: z.RefinementCtx): void {
  const report: Report = (message, path) => ctx.addIssue({ code: "custom", message, path });
  const modules = form.sections.flatMap((section, s) =>
    section.modules.map((module, m) => ({ module, path: ["sections", s, "modules", m] as Path })),
  );
  const items = modules.flatMap(({ module, path }) =>
    module.items.map((item, i) => ({ item, path: [...path, "items", i] })),
  );

  unique(
    form.sections.map((section, s) => [section.key, ["sections", s, "key"]]),
    report,
  );
  unique(
    modules.map(({ module, path }) => [module.key, [...path, "key"]]),
    report,
  );
  unique(
    items.map(({ item, path }) => [item.key, [...path, "key"]]),
    report,
  );
  unique(
    form.stimuli.map((stimulus, i) => [stimulus.key, ["stimuli", i, "key"]]),
    report,
  );
  unique(
    form.rubrics.map((rubric, i) => [rubric.key, ["rubrics", i, "key"]]),
    report,
  );
  unique(
    form.taxonomy.domains.map((domain, i) => [domain.key, ["taxonomy", "domains", i, "key"]]),
    report,
  );
  unique(
    form.taxonomy.skills.map((skill, i) => [skill.key, ["taxonomy", "skills", i, "key"]]),
    report,
  );
  unique(
    form.composites.map((composite, i) => [composite.key, ["composites", i, "key"]]),
    report,
  );
  form.rubrics.forEach((rubric, r) => {
    unique(
      rubric.levels.map((level, l) => [String(level.score), ["rubrics", r, "levels", l, "score"]]),
      report,
    );
  });

  const domains = new Set(form.taxonomy.domains.map((domain) => domain.key));
  const skillDomain = new Map(form.taxonomy.skills.map((skill) => [skill.key, skill.domain]));
  form.taxonomy.skills.forEach((skill, i) => {
    if (!domains.has(skill.domain)) report("v.te_unknown_key", ["taxonomy", "skills", i, "domain"]);
  });
  const stimuli = new Set(form.stimuli.map((stimulus) => stimulus.key));
  const rubrics = new Set(form.rubrics.map((rubric) => rubric.key));

  for (const { item, path } of items) {
    item.stimuli.forEach((key, i) => {
      if (!stimuli.has(key)) report("v.te_unknown_key", [...path, "stimuli", i]);
    });
    if (item.domain !== null && !domains.has(item.domain)) report("v.te_unknown_key", [...path, "domain"]);
    item.skills.forEach((key, i) => {
      const domain = skillDomain.get(key);
      if (domain === undefined) report("v.te_unknown_key", [...path, "skills", i]);
      else if (item.domain !== null && domain !== item.domain)
        report("v.te_skill_domain", [...path, "skills", i]);
    });
    if (item.kind === "single_choice" || item.kind === "multiple_select") {
      const choices = new Set(item.choices.map((choice) => choice.key));
      unique(
        item.choices.map((choice, c) => [choice.key, [...path, "choices", c, "key"]]),
        report,
      );
      const answers: [string, Path][] =
        item.kind === "single_choice"
          ? [[item.answer, [...path, "answer"]]]
          : item.answers.map((answer, a) => [answer, [...path, "answers", a]]);
      for (const [answer, answerPath] of answers)
        if (!choices.has(answer)) report("v.te_unknown_key", answerPath);
      unique(answers, report);
    }
    if ((item.kind === "written_response" || item.kind === "speaking") && !rubrics.has(item.rubric))
      report("v.te_unknown_key", [...path, "rubric"]);
    if (item.kind === "written_response" && item.min_words !== null && item.max_words !== null)
      if (item.min_words > item.max_words) report("v.te_min_above_max", [...path, "min_words"]);
  }

  form.sections.forEach((section, s) => {
    checkSection(section, ["sections", s], report);
  });

  const sectionKeys = new Set(form.sections.map((section) => section.key));
  form.composites.forEach((composite, c) => {
    composite.sections.forEach((key, i) => {
      if (!sectionKeys.has(key)) report("v.te_unknown_key", ["composites", c, "sections", i]);
    });
    unique(
      composite.sections.map((key, i) => [key, ["composites", c, "sections", i]]),
      report,
    );
  });
}

/**
 * Routing stays inside the section and goes forward: no loop, and a section's first module is never a
 * target (it starts the section). Scale table paths name the section's modules.
 */
function checkSection(section: Form["sections"][number], at: Path, report: Report) {
  const order = new Map(section.modules.map((module, m) => [module.key, m]));
  unique(
    section.routing.map((rule, r) => [rule.after, [...at, "routing", r, "after"]]),
    report,
  );
  section.routing.forEach((rule, r) => {
    const path = [...at, "routing", r];
    const after = order.get(rule.after);
    if (after === undefined) {
      report("v.te_unknown_key", [...path, "after"]);
      return;
    }
    rule.score_of?.forEach((key, i) => {
      const index = order.get(key);
      if (index === undefined) report("v.te_unknown_key", [...path, "score_of", i]);
      else if (index > after) report("v.te_routing_order", [...path, "score_of", i]);
    });
    const nexts: [string, Path][] = [
      ...rule.branches.map((branch, b): [string, Path] => [branch.next, [...path, "branches", b, "next"]]),
      [rule.otherwise, [...path, "otherwise"]],
    ];
    for (const [key, nextPath] of nexts) {
      const index = order.get(key);
      if (index === undefined) report("v.te_unknown_key", nextPath);
      else if (index <= after) report("v.te_routing_order", nextPath);
    }
    rule.branches.forEach((branch, b) => {
      if (branch.min_raw !== undefined && branch.max_raw !== undefined && branch.min_raw > branch.max_raw)
        report("v.te_min_above_max", [...path, "branches", b, "min_raw"]);
    });
  });
  section.scoring?.tables.forEach((table, t) => {
    table.path.forEach((key, i) => {
      if (!order.has(key)) report("v.te_unknown_key", [...at, "scoring", "tables", t, "path", i]);
    });
  });
}

/** Reports every repeat of a key after its first use. */
function unique(entries: [string, Path][], report: Report) {
  const seen = new Set<string>();
  for (const [key, path] of entries) {
    if (seen.has(key)) report("v.te_duplicate_key", path);
    seen.add(key);
  }
}
