import type * as oidc from "openid-client";
import type { Config } from "../../config";
import type { LineFlowState } from "./line.tokens";

export type LineSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
};

/** LINE is on only when issuer, client id and secret are all configured. */
export function lineSettingsFrom(config: Config): LineSettings | undefined {
  const { LINE_ISSUER, LINE_CLIENT_ID, LINE_CLIENT_SECRET } = config;
  if (!LINE_ISSUER || !LINE_CLIENT_ID || !LINE_CLIENT_SECRET) return undefined;
  return {
    issuer: LINE_ISSUER,
    clientId: LINE_CLIENT_ID,
    clientSecret: LINE_CLIENT_SECRET,
    redirectUri: new URL("/api/line/callback", config.PUBLIC_URL).toString(),
  };
}

const isLoopback = (url: URL) => ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);

export type LineClient = {
  startFlow: (base: Pick<LineFlowState, "mode" | "returnTo" | "userId">) => Promise<{
    url: URL;
    flow: LineFlowState;
  }>;
  /** Exchanges the code (PKCE, state, nonce checked; ID token verified) and returns the LINE user id. */
  finishFlow: (callbackUrl: URL, flow: LineFlowState) => Promise<{ sub: string }>;
};

/** openid-client with jose (+0.9 MB RSS together): loaded at the first LINE sign-in, not at start. */
let openidClient: Promise<typeof oidc> | undefined;
const loadOpenidClient = () => (openidClient ??= import("openid-client"));

export function createLineClient(settings: LineSettings): LineClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= (async () => {
      const oidc = await loadOpenidClient();
      const issuer = new URL(settings.issuer);
      // Plain http only for a provider on this machine (tests, local development).
      const execute = issuer.protocol === "http:" && isLoopback(issuer) ? [oidc.allowInsecureRequests] : [];
      return oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, { execute });
    })().catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
    return discovered;
  };

  return {
    async startFlow(base) {
      const oidc = await loadOpenidClient();
      const config = await configuration();
      const flow: LineFlowState = {
        ...base,
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: "openid profile",
        response_type: "code",
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: "S256",
      });
      return { url, flow };
    },
    async finishFlow(callbackUrl, flow) {
      const oidc = await loadOpenidClient();
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const sub = tokens.claims()?.sub;
      if (!sub) throw new Error("ID token without a subject");
      return { sub };
    },
  };
}
