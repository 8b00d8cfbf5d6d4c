// The workspace's own tools (the reference wallet and the demo operator site): exported for the API's
// tests under the workspace-only source condition, never built into the published package.
export { FaultPlan, type Fault, type FaultMatch } from './faults';
export { createReferenceWallet, type RecordedRequest, type ReferenceWallet, type ReferenceWalletOptions } from './reference-wallet';
export { demoSiteRoutes, type DemoSiteOptions } from '../demo-site/demo-routes';
