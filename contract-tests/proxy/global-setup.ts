/**
 * The suite's one server set:
 *   test -> Prism proxy -> tap -> platform            (the platform's own traffic)
 *   test -> Prism proxy -> tap -> BFF /account/api -> platform
 * The BFF talks to the platform directly: each hop is checked once, on its own proxy.
 */
import type { TestProject } from 'vitest/node';
import { startBff, startPlatform, startPrismProxy, type Service } from '../../scripts/lib/processes.ts';
import { startTap, type Tap } from './upstream-tap.ts';

export interface ProxyHarness {
  platformUrl: string;
  bffUrl: string;
  platformProxyUrl: string;
  bffProxyUrl: string;
  platformTapUrl: string;
  bffTapUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    proxyHarness: ProxyHarness;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const services: Service[] = [];
  const taps: Tap[] = [];
  const teardown = async (): Promise<void> => {
    for (const tap of taps) await tap.close();
    // Reverse order: proxies before the servers they front.
    for (const service of services.reverse()) await service.stop();
  };
  try {
    const platform = await startPlatform({ databaseUrl: ':memory:' });
    services.push(platform);
    const bff = await startBff({ platformUrl: platform.url });
    services.push(bff);
    const platformTap = await startTap(platform.url);
    // The contract declares bearer security as the platform sees it; the browser's calls to the
    // BFF carry cookies only, so what Prism needs to see is not passed on to the BFF.
    const bffTap = await startTap(bff.url, ['authorization']);
    taps.push(platformTap, bffTap);
    const platformProxy = await startPrismProxy({ upstream: platformTap.url });
    services.push(platformProxy);
    const bffProxy = await startPrismProxy({ upstream: `${bffTap.url}/account/api` });
    services.push(bffProxy);
    project.provide('proxyHarness', {
      platformUrl: platform.url,
      bffUrl: bff.url,
      platformProxyUrl: platformProxy.url,
      bffProxyUrl: bffProxy.url,
      platformTapUrl: platformTap.url,
      bffTapUrl: bffTap.url,
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
