import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServiceCollege } from "@edu/shared/counseling-accounts";

/**
 * A local stand-in for the application services, speaking the adapter's protocol
 * (`application-service.adapter.ts`) on its own port: the tests start it, and so does the demo when no
 * APPLICATION_SERVICE_URL is set. Switches let tests make it refuse, fail once, fail with 5xx or hang.
 */
export type FakeApplicationService = {
  url: string;
  /** Accounts it knows, `service:username` → password. `acceptAny`: any login but the password "wrong-password". */
  accounts: Map<string, string>;
  acceptAny: boolean;
  /** What the product sent it, in order (logins without their password). */
  calls: { method: string; path: string; username?: string }[];
  uploads: { service: string; username: string; payload: unknown }[];
  invitations: { service: string; username: string; email: string }[];
  /** The next `times` calls (login excepted unless `includeLogin`) answer this status. */
  failNext: (status: number, options?: { times?: number; includeLogin?: boolean }) => void;
  /** Takes `count` more logins, then refuses every login (a password changed at the service meanwhile). */
  refuseLoginsAfter: (count: number | undefined) => void;
  /** Every request (or, with "calls", every request but logins) hangs without an answer until switched off. */
  setHanging: (hanging: boolean | "calls") => void;
  /** Every session ends: the next call with an old token answers 401. */
  endSessions: () => void;
  close: () => Promise<void>;
};

/** A few member colleges so the demo's search has something to find. */
const CATALOGUE: ServiceCollege[] = [
  { id: "CA-1001", name: "Harvard University" },
  { id: "CA-1002", name: "Yale University" },
  { id: "CA-1003", name: "Stanford University" },
  { id: "CA-1004", name: "Massachusetts Institute of Technology" },
  { id: "CA-1005", name: "University of Chicago" },
  { id: "CA-1006", name: "Columbia University" },
  { id: "CA-1007", name: "New York University" },
  { id: "CA-1008", name: "Boston University" },
  { id: "UC-01", name: "University of California, Berkeley" },
  { id: "UC-02", name: "University of California, Los Angeles" },
];

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

export async function startFakeApplicationService(
  options: { acceptAny?: boolean; port?: number; host?: string } = {},
): Promise<FakeApplicationService> {
  const sessions = new Map<string, { service: string; username: string }>();
  const myColleges = new Map<string, ServiceCollege[]>();
  let failures: { status: number; times: number; includeLogin: boolean } | undefined;
  let hanging: boolean | "calls" = false;
  let loginsLeft: number | undefined;
  const hung = new Set<ServerResponse>();

  const fake: FakeApplicationService = {
    url: "",
    accounts: new Map(),
    acceptAny: options.acceptAny ?? false,
    calls: [],
    uploads: [],
    invitations: [],
    failNext: (status, { times = 1, includeLogin = false } = {}) => {
      failures = { status, times, includeLogin };
    },
    refuseLoginsAfter: (count) => {
      loginsLeft = count;
    },
    setHanging: (value) => {
      hanging = value;
    },
    endSessions: () => sessions.clear(),
    close: async () => {
      for (const response of hung) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const [, service = "", action = ""] = url.pathname.split("/");
    const body = request.method === "GET" ? {} : await readJson(request);
    const username = typeof body.username === "string" ? body.username : undefined;
    fake.calls.push({ method: request.method ?? "", path: url.pathname, username });
    if (hanging === true || (hanging === "calls" && action !== "login")) {
      hung.add(response);
      response.on("close", () => hung.delete(response));
      return;
    }
    if (failures && (action !== "login" || failures.includeLogin)) {
      const { status } = failures;
      failures.times -= 1;
      if (failures.times <= 0) failures = undefined;
      return json(response, status, { error: "failure_requested" });
    }
    if (action === "login" && request.method === "POST") {
      const password = typeof body.password === "string" ? body.password : "";
      const known = fake.accounts.get(`${service}:${username}`);
      const ok = fake.acceptAny ? password !== "" && password !== "wrong-password" : known === password;
      if (loginsLeft !== undefined) loginsLeft -= 1;
      if (!username || !ok || (loginsLeft !== undefined && loginsLeft < 0))
        return json(response, 401, { error: "invalid_credentials" });
      const token = randomUUID();
      sessions.set(token, { service, username });
      return json(response, 200, { token });
    }
    const session = sessions.get((request.headers.authorization ?? "").replace(/^Bearer /, ""));
    if (!session || session.service !== service) return json(response, 401, { error: "session_expired" });
    const key = `${service}:${session.username}`;
    if (action === "colleges" && request.method === "GET") {
      const keyword = (url.searchParams.get("keyword") ?? "").toLowerCase();
      return json(response, 200, {
        colleges: CATALOGUE.filter((college) => college.name.toLowerCase().includes(keyword)),
      });
    }
    if (action === "my-colleges" && request.method === "PUT") {
      const list = Array.isArray(body.colleges) ? (body.colleges as ServiceCollege[]) : [];
      myColleges.set(key, list.slice(0, 20));
      return json(response, 200, { colleges: myColleges.get(key) });
    }
    if (action === "application" && request.method === "POST") {
      fake.uploads.push({ service, username: session.username, payload: body.payload });
      return json(response, 200, { ok: true });
    }
    if (action === "advisor-invitations" && request.method === "POST") {
      const email = typeof body.email === "string" ? body.email : "";
      fake.invitations.push({ service, username: session.username, email });
      return json(response, 200, { ok: true });
    }
    return json(response, 404, { error: "no_such_call" });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve),
  );
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return fake;
}
