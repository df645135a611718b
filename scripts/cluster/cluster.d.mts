// Types of cluster.mjs for the TypeScript tests that import it.

/** The loopback ports of a cluster, all derived from its base port. */
export interface ClusterPorts {
  /** haproxy's public frontend (base). */
  lb: number;
  /** haproxy's provider frontend, the storefronts' PROVIDER_URL (base + 1). */
  providerLb: number;
  /** haproxy's statistics page (base + 2). */
  stats: number;
  /** base + 11, base + 12. */
  storefronts: number[];
  /** base + 21, base + 22. */
  providers: number[];
  /** base + 31. */
  postgres: number;
}

export function clusterPorts(basePort: number): ClusterPorts;
export function haproxyConfig(ports: ClusterPorts): string;

export interface ClusterOptions {
  /** Default 4500. */
  basePort?: number;
  /** DEMO=1 (demo shoppers, mailbox, demo worker); default true. */
  demo?: boolean;
  /** Every process's environment besides PATH, HOME and the cluster's own settings (the caller's is not passed on). */
  env?: Record<string, string | undefined>;
  /** Added to the providers' environment last. */
  providerEnv?: Record<string, string | undefined>;
  /** Added to the storefronts' environment last. */
  storefrontEnv?: Record<string, string | undefined>;
  /** Receives the start and stop lines; console.log by default. */
  log?: (line: string) => void;
  /** PostgreSQL `-c` settings, e.g. ['shared_buffers=512MB']. */
  postgresSettings?: string[];
  /** Aborting it stops a start under way (the start rejects after cleaning up). */
  signal?: AbortSignal;
}

export interface ClusterProcess {
  /** http://127.0.0.1:<port> of the process itself, past haproxy. */
  readonly origin: string;
  /** The current process (a restart changes it). */
  readonly pid: number;
  /** Its log file in the throwaway directory. */
  readonly log: string;
}

/** One server's row of haproxy's statistics (CSV columns of haproxy's management guide). */
export interface ServerStats {
  /** 'UP', 'DOWN', 'UP 1/2' (going down), 'DOWN 1/2' (coming up)… */
  status: string;
  /** Requests (sessions) it has been given. */
  stot: number;
  /** Retries and redispatches of requests that first went to it. */
  wretr: number;
  wredis: number;
  [column: string]: string | number;
}

/** haproxy's statistics page at `statsOrigin`, keyed 'providers/provider1', 'storefronts/storefront2'… (servers only). */
export function serverStats(statsOrigin: string): Promise<Record<string, ServerStats>>;

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Cluster {
  /** http://localhost:<base>: haproxy's public frontend; tenants are sub-domains (vn.localhost). */
  origin: string;
  /** http://127.0.0.1:<base + 1>: haproxy's provider frontend. */
  providerOrigin: string;
  /** http://127.0.0.1:<base + 2>: haproxy's statistics page. */
  statsOrigin: string;
  /** The throwaway directory: logs, haproxy.cfg, PostgreSQL's data, the shared STORAGE_DIR. */
  dir: string;
  haproxy: { pid: number; config: string; log: string };
  storefronts: ClusterProcess[];
  providers: ClusterProcess[];
  databaseUrl: string;
  /** haproxy's view of each server, keyed 'providers/provider1', 'storefronts/storefront2'… */
  serverStats(): Promise<Record<string, ServerStats>>;
  /** Resolves when haproxy sees `key` (e.g. 'providers/provider1') as `state`; rejects after `timeoutMs` (30 s). */
  waitForServer(key: string, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  /** Sends `signal` (SIGKILL by default) to provider `index`; resolves when it has exited. */
  killProvider(index: number, signal?: NodeJS.Signals): Promise<ProcessExit>;
  /** Starts provider `index` again; resolves when it is ready and haproxy has it UP. */
  startProvider(index: number): Promise<void>;
  killStorefront(index: number, signal?: NodeJS.Signals): Promise<ProcessExit>;
  startStorefront(index: number): Promise<void>;
  /** Stops PostgreSQL (fast: connections are cut) and starts it; resolves when it accepts connections. */
  restartPostgres(): Promise<void>;
  /** Stops every process, front to back, and removes the directory; a second call returns the same promise. */
  stop(): Promise<void>;
}

/** Starts the cluster; resolves when every process answers /api/health/ready and haproxy has them all UP. */
export function startCluster(options?: ClusterOptions): Promise<Cluster>;
