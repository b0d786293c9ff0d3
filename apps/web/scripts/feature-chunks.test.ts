import { describe, expect, it } from "vitest";
import { assignFeatureChunks, featureChunkProblems, featureOf, stronglyConnected } from "./feature-chunks";

const SRC = "/app/src/";
const f = (path: string) => `${SRC}${path}`;
const lib = (path: string) => `/app/node_modules/${path}`;

/** A module graph as rolldown's chunking context shows it: id → static and lazy imports. */
function graph(modules: Record<string, { imports?: string[]; lazy?: string[] }>) {
  return {
    getModuleInfo(id: string) {
      const module = modules[id];
      if (!module) return null;
      return { importedIds: module.imports ?? [], dynamicallyImportedIds: module.lazy ?? [] } as never;
    },
  };
}

const ENTRY = f("entry.client.tsx");
const ROOT = f("root.tsx?client-route");
const LANDING = f("features/landing/page.tsx?client-route");
const ENROLL = f("features/enrollment/page.tsx?client-route");
const BILLS = f("features/billing/page.tsx?client-route");
const PEOPLE = f("features/users/page.tsx?client-route");

const modules: Record<string, { imports?: string[]; lazy?: string[] }> = {
  [ENTRY]: { imports: [ROOT] },
  [ROOT]: {
    imports: [f("app/shell.tsx")],
    lazy: [
      f("app/language-menu.tsx"),
      f("app/account-menu.tsx"),
      f("app/math.tsx"),
      f("app/locales/en.json"),
    ],
  },
  [f("app/shell.tsx")]: { imports: [lib("@mantine/core/button.mjs")] },
  [lib("@mantine/core/button.mjs")]: {},
  [f("app/locales/en.json")]: {},
  [f("app/language-menu.tsx")]: { imports: [lib("@mantine/core/menu.mjs")] },
  [f("app/account-menu.tsx")]: {
    imports: [lib("@mantine/core/menu.mjs"), f("features/auth/session.ts"), lib("icons/user.mjs")],
  },
  [lib("icons/user.mjs")]: {},
  [lib("@mantine/core/menu.mjs")]: { imports: [lib("@mantine/core/popover.mjs")] },
  [lib("@mantine/core/popover.mjs")]: {},
  [f("features/auth/session.ts")]: {},
  [f("app/math.tsx")]: { imports: [lib("katex/katex.mjs")] },
  [lib("katex/katex.mjs")]: {},
  [LANDING]: { imports: [f("features/landing/hero.tsx")] },
  [f("features/landing/hero.tsx")]: { imports: [f("lib/format.ts")] },
  [f("lib/format.ts")]: {},
  [ENROLL]: { imports: [f("features/enrollment/form.tsx")] },
  [f("features/enrollment/form.tsx")]: { imports: [lib("@mantine/core/select.mjs"), f("lib/format.ts")] },
  [lib("@mantine/core/select.mjs")]: {},
  [BILLS]: { imports: [f("features/billing/page.tsx")] },
  [f("features/billing/page.tsx")]: {
    imports: [
      f("features/users/index.ts"),
      f("features/auth/session.ts"),
      lib("@mantine/core/select.mjs"),
      lib("@mantine/core/table.mjs"),
    ],
    lazy: [f("features/billing/editor.tsx")],
  },
  [f("features/billing/editor.tsx")]: { imports: [lib("tiptap/core.mjs")] },
  [lib("tiptap/core.mjs")]: {},
  [lib("@mantine/core/table.mjs")]: { imports: [lib("@mantine/core/button.mjs")] },
  [PEOPLE]: { imports: [f("features/users/index.ts")] },
  [f("features/users/index.ts")]: { imports: [f("features/users/page.tsx")] },
  [f("features/users/page.tsx")]: { imports: [f("features/billing/balance.tsx"), f("lib/people.ts")] },
  [f("features/billing/balance.tsx")]: {},
  [f("lib/people.ts")]: {},
};

const options = {
  landingEntries: [ENTRY, ROOT, LANDING],
  publicEntries: [ENROLL],
  signedInEntries: [BILLS, PEOPLE],
  appDirectory: SRC,
};
const chunks = assignFeatureChunks(graph(modules) as never, options);

describe("feature chunks", () => {
  it("groups what the landing page imports up front by feature, its libraries and app modules in one base", () => {
    expect(chunks.get(f("app/shell.tsx"))).toBe("l-base");
    expect(chunks.get(lib("@mantine/core/button.mjs"))).toBe("l-base");
    expect(chunks.get(f("features/landing/hero.tsx"))).toBe("l-landing");
    expect(chunks.get(f("lib/format.ts"))).toBe("l-base");
  });

  it("groups what the landing page's lazy imports share, and leaves what one of them alone uses with it", () => {
    expect(chunks.get(lib("@mantine/core/menu.mjs"))).toBe("lz-base");
    expect(chunks.get(lib("@mantine/core/popover.mjs"))).toBe("lz-base");
    expect(chunks.get(f("app/language-menu.tsx"))).toBeUndefined();
    // used by one lazy import, but also by a signed-in page: grouped, so that page fetches it in one piece
    expect(chunks.get(f("features/auth/session.ts"))).toBe("lz-base");
    expect(chunks.get(lib("katex/katex.mjs"))).toBeUndefined();
    expect(chunks.get(f("app/account-menu.tsx"))).toBeUndefined();
    expect(chunks.get(lib("icons/user.mjs"))).toBeUndefined();
  });

  it("puts a lazy import every signed-in page loads at once in the lazy tier's base, with what it alone uses", () => {
    const withMenu = assignFeatureChunks(graph(modules) as never, {
      ...options,
      signedInLazy: [f("app/account-menu.tsx")],
    });
    expect(withMenu.get(f("app/account-menu.tsx"))).toBe("lz-base");
    expect(withMenu.get(lib("icons/user.mjs"))).toBe("lz-base");
    expect(withMenu.get(f("app/language-menu.tsx"))).toBeUndefined();
  });

  it("puts what other public pages use in pub- chunks (their base in the lazy tier's) and what only signed-in pages use in ws- chunks", () => {
    expect(chunks.get(lib("@mantine/core/select.mjs"))).toBe("lz-base");
    expect(chunks.get(f("features/enrollment/form.tsx"))).toBe("pub-enrollment");
    expect(chunks.get(lib("@mantine/core/table.mjs"))).toBe("ws-base");
    expect(chunks.get(f("lib/people.ts"))).toBe("ws-base");
  });

  it("leaves entries, translations and what signed-in pages load lazily to rolldown", () => {
    for (const id of [
      BILLS,
      ENROLL,
      f("app/locales/en.json"),
      f("features/billing/editor.tsx"),
      lib("tiptap/core.mjs"),
    ]) {
      expect(chunks.get(id), id).toBeUndefined();
    }
  });

  it("merges a public feature and the public base that import each other into the lazy tier's base", () => {
    const merged = assignFeatureChunks(
      graph({
        ...modules,
        [f("features/enrollment/form.tsx")]: { imports: [f("app/public-form.tsx")] },
        [f("app/public-form.tsx")]: { imports: [f("features/auth/login-link.tsx")] },
        [f("features/auth/login-link.tsx")]: { imports: [f("app/public-form.tsx")] },
      }) as never,
      options,
    );
    expect(merged.get(f("app/public-form.tsx"))).toBe("lz-base+pub-auth");
    expect(merged.get(f("features/auth/login-link.tsx"))).toBe("lz-base+pub-auth");
    expect(merged.get(f("features/enrollment/form.tsx"))).toBe("pub-enrollment");
  });

  it("puts the signed-in home's feature in ws-base", () => {
    const HOME = f("features/home/page.tsx?client-route");
    const withHome = assignFeatureChunks(
      graph({
        ...modules,
        [HOME]: { imports: [f("features/home/panel.tsx")] },
        [f("features/home/panel.tsx")]: { imports: [lib("@mantine/core/table.mjs")] },
      }) as never,
      { ...options, signedInEntries: [...options.signedInEntries, HOME], signedInHome: "home" },
    );
    expect(withHome.get(f("features/home/panel.tsx"))).toBe("ws-base");
    expect(withHome.get(lib("@mantine/core/table.mjs"))).toBe("ws-base");
    expect(withHome.get(f("features/enrollment/form.tsx"))).toBe("pub-enrollment");
  });

  it("merges features of a tier that import each other into one chunk", () => {
    for (const id of [
      f("features/billing/page.tsx"),
      f("features/billing/balance.tsx"),
      f("features/users/page.tsx"),
    ]) {
      expect(chunks.get(id), id).toBe("ws-billing+ws-users");
    }
  });

  it("names a module's group by its folder", () => {
    expect(featureOf(lib("zod/index.js"), SRC)).toBe("lib");
    expect(featureOf(f("features/payroll/components/x.tsx"), SRC)).toBe("payroll");
    expect(featureOf(f("components/date-field.tsx"), SRC)).toBe("app");
  });

  it("finds strongly connected components", () => {
    const edges = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["a", "c"])],
      ["c", new Set<string>()],
    ]);
    expect(stronglyConnected(["a", "b", "c"], edges).sort()).toEqual([["a", "b"], ["c"]]);
  });
});

describe("feature chunk problems (the build's check)", () => {
  const chunk = (
    name: string,
    facadeModuleId: string | null,
    imports: string[] = [],
    dynamicImports: string[] = [],
  ) => ({
    name,
    facadeModuleId,
    imports,
    dynamicImports,
  });
  const entries = { landingEntries: new Set([LANDING]), publicEntries: new Set([ENROLL]) };

  it("accepts a landing page that loads only its own chunks, and pages that load theirs", () => {
    const built = new Map([
      ["landing.js", chunk("landing", LANDING, ["l-lib.js"], ["lz-lib.js"])],
      ["l-lib.js", chunk("l-lib", null)],
      ["lz-lib.js", chunk("lz-lib", null, ["l-lib.js"])],
      ["enroll.js", chunk("enroll", ENROLL, ["pub-lib.js", "l-lib.js"])],
      ["pub-lib.js", chunk("pub-lib", null, ["l-lib.js"])],
      ["bills.js", chunk("bills", BILLS, ["ws-lib.js", "pub-lib.js"])],
      ["ws-lib.js", chunk("ws-lib", null, ["pub-lib.js"])],
    ]);
    expect(featureChunkProblems(built, entries)).toEqual([]);
  });

  it("fails when the landing page reaches a page chunk, a public page a signed-in one, or chunks form a cycle", () => {
    const built = new Map([
      ["landing.js", chunk("landing", LANDING, [], ["lz-lib.js"])],
      ["lz-lib.js", chunk("lz-lib", null, ["pub-lib.js"])],
      ["pub-lib.js", chunk("pub-lib", null)],
      ["enroll.js", chunk("enroll", ENROLL, ["ws-app.js"])],
      ["ws-app.js", chunk("ws-app", null, ["ws-lib.js"])],
      ["ws-lib.js", chunk("ws-lib", null, ["ws-app.js"])],
    ]);
    const problems = featureChunkProblems(built, entries);
    expect(
      problems.some((p) => p.includes("lz-lib.js (lz-lib), which visitors of / load, imports pub-lib.js")),
    ).toBe(true);
    expect(
      problems.some((p) => p.includes("enroll.js (enroll), which visitors load, imports ws-app.js")),
    ).toBe(true);
    expect(problems.some((p) => p.startsWith("chunks import each other") && p.includes("ws-lib.js"))).toBe(
      true,
    );
  });
});
