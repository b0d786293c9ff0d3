export type { ApplicationService, ServiceCredentials, ServiceSession } from "./application-service.adapter";
export { counselingAccountsModule } from "./counseling-accounts.manifest";
export { counselingThirdAccounts } from "./counseling-accounts.table";
export { withDemoApplicationService } from "./demo-application-service";
export { type FakeApplicationService, startFakeApplicationService } from "./fake-application-service";
export { type ServiceConfig, uploadApplicationData } from "./service-calls.service";
