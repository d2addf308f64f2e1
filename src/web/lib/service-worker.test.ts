import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorkerWhenIdle } from './service-worker';

describe("the installable app's worker", () => {
  afterEach(() => vi.unstubAllGlobals());

  const stubBrowser = () => {
    const register = vi.fn(() => Promise.resolve({}));
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    return { register, idle };
  };

  it('is registered once the browser is idle, not as the page is taken over', () => {
    const { register, idle } = stubBrowser();
    registerServiceWorkerWhenIdle(); // jsdom's document has loaded
    expect(register).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('waits for the page to load first', () => {
    const { register, idle } = stubBrowser();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    registerServiceWorkerWhenIdle();
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    idle[0]!();
    expect(register).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });

  it('is left alone by a browser without service workers', () => {
    expect(() => registerServiceWorkerWhenIdle()).not.toThrow(); // jsdom has none
  });
});
