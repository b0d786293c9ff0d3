import type { ServiceCollege, ThirdServiceType } from "@edu/shared/counseling-accounts";

/**
 * One interface over every application service (Common App, Coalition/Scoir, UC). None offers a public API
 * for this, so the product speaks one small HTTP protocol to APPLICATION_SERVICE_URL, where an adapter
 * deployment (or, in tests and the demo, `fake-application-service.ts`) answers for the service:
 *   POST /:service/login {username, password} → {token}            (401: refused)
 *   GET  /:service/colleges?keyword=            → {colleges}        (Bearer token; 401: session gone)
 *   PUT  /:service/my-colleges {colleges}       → {colleges}
 *   POST /:service/application {payload}        → {ok}
 *   POST /:service/advisor-invitations {email, first_name, last_name} → {ok}
 */
export type ServiceCredentials = { service: ThirdServiceType; username: string; password: string };
export type ServiceSession = { service: ThirdServiceType; token: string };
export type AdvisorInvitee = { email: string; first_name: string; last_name: string };

export interface ApplicationService {
  login(credentials: ServiceCredentials, signal: AbortSignal): Promise<ServiceSession>;
  listColleges(session: ServiceSession, keyword: string, signal: AbortSignal): Promise<ServiceCollege[]>;
  syncColleges(
    session: ServiceSession,
    colleges: ServiceCollege[],
    signal: AbortSignal,
  ): Promise<ServiceCollege[]>;
  uploadApplication(session: ServiceSession, payload: unknown, signal: AbortSignal): Promise<void>;
  sendInvitation(session: ServiceSession, invitee: AdvisorInvitee, signal: AbortSignal): Promise<void>;
}

/**
 * Why a call failed: `refused` (the login was not taken), `session` (a call's session was not taken),
 * `timeout`, `unavailable` (5xx, connection refused), `rejected` (another 4xx), `not_configured`.
 * The message names the status only: never a body, which could echo what was sent.
 */
export class ServiceError extends Error {
  constructor(
    readonly kind: "refused" | "session" | "timeout" | "unavailable" | "rejected" | "not_configured",
    detail: string,
  ) {
    super(`application service: ${kind} (${detail})`);
    this.name = "ServiceError";
  }
}

type Answer = Record<string, unknown>;

/** The HTTP adapter. `baseUrl` undefined: every call fails as `not_configured`. */
export function httpApplicationService(baseUrl: string | undefined): ApplicationService {
  async function request(
    method: string,
    path: string,
    body: unknown,
    signal: AbortSignal,
    token?: string,
  ): Promise<Answer> {
    if (!baseUrl) throw new ServiceError("not_configured", "APPLICATION_SERVICE_URL is not set");
    let response: Response;
    try {
      response = await fetch(new URL(path, baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`), {
        method,
        headers: {
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw new ServiceError("timeout", `${method} ${path}`);
      throw new ServiceError("unavailable", `${method} ${path}: ${(error as Error).name}`);
    }
    let answer: Answer;
    try {
      answer = (await response.json()) as Answer;
    } catch {
      if (signal.aborted) throw new ServiceError("timeout", `${method} ${path}`);
      answer = {};
    }
    if (response.ok) return answer;
    const status = `${method} ${path}: ${response.status}`;
    if (response.status >= 500) throw new ServiceError("unavailable", status);
    if (response.status === 401 || response.status === 403)
      throw new ServiceError(path.endsWith("/login") ? "refused" : "session", status);
    throw new ServiceError("rejected", status);
  }

  const colleges = (answer: Answer): ServiceCollege[] =>
    (Array.isArray(answer.colleges) ? answer.colleges : [])
      .filter(
        (item): item is ServiceCollege => typeof item?.id === "string" && typeof item?.name === "string",
      )
      .map((item) => ({ id: item.id, name: item.name }));

  return {
    async login(credentials, signal) {
      const answer = await request(
        "POST",
        `${credentials.service}/login`,
        { username: credentials.username, password: credentials.password },
        signal,
      );
      if (typeof answer.token !== "string" || !answer.token)
        throw new ServiceError("unavailable", "login answered no token");
      return { service: credentials.service, token: answer.token };
    },
    async listColleges(session, keyword, signal) {
      const query = keyword ? `?keyword=${encodeURIComponent(keyword)}` : "";
      return colleges(
        await request("GET", `${session.service}/colleges${query}`, undefined, signal, session.token),
      );
    },
    async syncColleges(session, list, signal) {
      return colleges(
        await request("PUT", `${session.service}/my-colleges`, { colleges: list }, signal, session.token),
      );
    },
    async uploadApplication(session, payload, signal) {
      await request("POST", `${session.service}/application`, { payload }, signal, session.token);
    },
    async sendInvitation(session, invitee, signal) {
      await request("POST", `${session.service}/advisor-invitations`, invitee, signal, session.token);
    },
  };
}
