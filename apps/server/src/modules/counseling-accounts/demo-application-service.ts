import type { Config } from "../../config";
import { startFakeApplicationService } from "./fake-application-service";

/**
 * The demo has no real application service: with demo data on, outside production and with no
 * APPLICATION_SERVICE_URL, a local fake (any username, any password but "wrong-password") answers on its
 * own port, so the accounts screens work end to end. Anything else: the configuration as it is.
 */
export async function withDemoApplicationService(config: Config): Promise<Config> {
  if (!config.SEED_DEMO || config.NODE_ENV === "production" || config.APPLICATION_SERVICE_URL) return config;
  const fake = await startFakeApplicationService({ acceptAny: true });
  return Object.freeze({ ...config, APPLICATION_SERVICE_URL: fake.url });
}
