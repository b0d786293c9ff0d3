/**
 * The demo forms (issue 32): a short digital-SAT-style form, an ACT and a TOEFL, every passage and
 * question original. Each is one canonical JSON document (form-json.ts `exportFormJson`) beside this
 * file, named by the form's key; the server reads one and parses it with `importFormJson`.
 */
export const DEMO_FORM_KEYS = ["demo-sat-short", "demo-act", "demo-toefl"] as const;
export type DemoFormKey = (typeof DEMO_FORM_KEYS)[number];

export const demoFormUrl = (key: DemoFormKey): URL => new URL(`./${key}.json`, import.meta.url);
