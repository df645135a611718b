/** What the test files know of the cluster (tests/cluster/support/global-setup.ts starts it). */
export interface ClusterInfo {
  /** haproxy's public frontend, the two storefronts behind it. */
  origin: string;
  /** haproxy's frontend over the two providers (the storefronts' PROVIDER_URL). */
  providerOrigin: string;
  /** haproxy's statistics page (`/;csv`). */
  statsOrigin: string;
  /** Each storefront's own origin. */
  storefronts: string[];
  /** Each provider's own origin. */
  providers: string[];
  databaseUrl: string;
  /** The control door of the global setup: kill, terminate and start providers, restart PostgreSQL. */
  control: string;
}

/**
 * The cluster's pace for the suite: scheduled work every 300 ms and the demo worker every second,
 * so that both providers run their rounds at the same moments many times within a test.
 */
export const CLUSTER_ENV = { SCHEDULE_EVERY_MS: '300', DEMO_STEP_MS: '1000', LOG_LEVEL: 'warn' } as const;
