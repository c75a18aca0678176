/**
 * The shipped nginx files (deploy/nginx/nginx.conf and parole.conf), laid
 * out as docs/deployment.md says and rendered with this machine's values
 * only where a line is marked EDIT, pass Debian's `nginx -t`. The several-node
 * tests (tests/e2e/cluster.test.ts) then run the same files for real.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX_SITE, nginxBinary, nginxVersion, renderNginxSite, throwawayCertificate, writeNginxPrefix, type NginxSiteValues } from '../support/cluster.js';

let dir: string;
let values: NginxSiteValues;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'parole-nginx-check-'));
  const { certificate, certificateKey } = throwawayCertificate(dir);
  values = {
    nginx: nginxVersion(),
    nodes: ['127.0.0.1:4001', '127.0.0.1:4002'],
    http: '127.0.0.1:8080',
    https: '127.0.0.1:8443',
    serverName: 'parole.test',
    certificate,
    certificateKey,
    accessLog: path.join(dir, 'access.log'),
    errorLog: path.join(dir, 'site-error.log'),
  };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const site = () => readFileSync(NGINX_SITE, 'utf8');

describe('the shipped nginx configuration', () => {
  it('passes nginx -t as the documented layout, run outside Debian’s service', async () => {
    const conf = await writeNginxPrefix(dir, renderNginxSite(site(), values));
    const check = spawnSync(nginxBinary(), ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
    expect(check.stderr).toContain('syntax is ok');
    expect(check.stderr).toContain('test is successful');
    expect(check.stderr).not.toMatch(/\[(warn|emerg|alert|crit)\]/);
    expect(check.status).toBe(0);
  });

  it('keeps every line not marked EDIT as shipped, in order', () => {
    const rendered = renderNginxSite(site(), values).split('\n');
    const kept = site()
      .split('\n')
      .filter((line) => !/# EDIT: (?!one line per node)/.test(line) && !/^\s*server 10\.0\.0\.\d+:/.test(line));
    // `kept` is a subsequence of `rendered`: the renderer only replaces marked lines.
    let at = 0;
    for (const line of kept) {
      at = rendered.indexOf(line, at);
      expect(at, line).toBeGreaterThanOrEqual(0);
      at++;
    }
    expect(rendered).toContain('    server 127.0.0.1:4002 max_fails=2 fail_timeout=10s;');
  });

  it('names the HTTPS port in the redirect unless it is 443', () => {
    expect(renderNginxSite(site(), values)).toContain('return 301 https://$host:8443$request_uri;');
    expect(renderNginxSite(site(), { ...values, https: '0.0.0.0:443' })).toContain('return 301 https://$host$request_uri;');
  });

  it('turns HTTP/2 on as each nginx takes it: on listen before 1.25.1, `http2 on;` from it', () => {
    const old = renderNginxSite(site(), { ...values, nginx: [1, 22, 1] });
    expect(old).toContain('listen 127.0.0.1:8443 ssl http2;');
    expect(old).not.toMatch(/^\s*http2 on;$/m);
    const current = renderNginxSite(site(), { ...values, nginx: [1, 25, 1] });
    expect(current).toContain('listen 127.0.0.1:8443 ssl;');
    expect(current).toMatch(/^\s*http2 on;$/m);
    expect(current).not.toMatch(/^\s*listen .* http2;/m);
  });
});
