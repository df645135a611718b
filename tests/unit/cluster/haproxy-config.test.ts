import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clusterPorts, haproxyConfig } from '../../../scripts/cluster/cluster.mjs';

const haproxyInstalled = spawnSync('haproxy', ['-v']).status === 0;

describe("the cluster's haproxy configuration", () => {
  const config = haproxyConfig(clusterPorts(4500));

  it('is the one docs/operations.md shows', () => {
    const operations = readFileSync(new URL('../../../docs/operations.md', import.meta.url), 'utf8');
    expect(/```haproxy\n([\s\S]*?)```/.exec(operations)?.[1]).toBe(config);
  });

  it('names every process at the ports derived from the base port', () => {
    const config4800 = haproxyConfig(clusterPorts(4800));
    for (const line of ['bind 127.0.0.1:4800', 'bind 127.0.0.1:4801', 'bind 127.0.0.1:4802',
      'server storefront1 127.0.0.1:4811 check', 'server storefront2 127.0.0.1:4812 check',
      'server provider1 127.0.0.1:4821 check', 'server provider2 127.0.0.1:4822 check']) {
      expect(config4800).toContain(line);
    }
    expect(config4800).not.toContain('{{');
  });

  it('gives two clusters 100 apart no port in common', () => {
    const ports = (base: number): number[] => {
      const { lb, providerLb, stats, storefronts, providers, postgres } = clusterPorts(base);
      return [lb, providerLb, stats, ...storefronts, ...providers, postgres];
    };
    const first = ports(4700);
    expect(new Set(first).size).toBe(first.length);
    expect(first.filter((port) => ports(4800).includes(port))).toEqual([]);
  });

  it.skipIf(!haproxyInstalled)('is accepted by haproxy -c', () => {
    const dir = mkdtempSync(join(tmpdir(), 'haproxy-config-'));
    try {
      writeFileSync(join(dir, 'haproxy.cfg'), config);
      const check = spawnSync('haproxy', ['-c', '-f', join(dir, 'haproxy.cfg')], { encoding: 'utf8' });
      expect(check.stderr + check.stdout).toContain('Configuration file is valid');
      expect(check.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
