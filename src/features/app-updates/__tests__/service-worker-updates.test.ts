import { checkForServiceWorkerUpdate, prepareReloadOnNextNavigation } from '../service-worker-updates';

describe('service worker updates', () => {
  it('asks the registration to look for a new worker, one check at a time', async () => {
    const update = jest.fn().mockResolvedValue(undefined);
    const container = { getRegistration: jest.fn().mockResolvedValue({ update }) };
    await Promise.all([checkForServiceWorkerUpdate(container), checkForServiceWorkerUpdate(container)]);
    expect(update).toHaveBeenCalledTimes(1);
    await checkForServiceWorkerUpdate(container);
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('never fails the page: no worker, no registration, or offline', async () => {
    await expect(checkForServiceWorkerUpdate(undefined)).resolves.toBeUndefined();
    await expect(checkForServiceWorkerUpdate({ getRegistration: jest.fn().mockResolvedValue(undefined) })).resolves.toBeUndefined();
    const offline = {
      getRegistration: jest.fn().mockResolvedValue({ update: jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) }),
    };
    await expect(checkForServiceWorkerUpdate(offline)).resolves.toBeUndefined();
  });

  it('makes the next link or back-button navigation reload the page once a new worker is ready', () => {
    const listeners: Record<string, () => void> = {};
    const reload = jest.fn();
    const win = {
      addEventListener: jest.fn((type: string, listener: () => void) => (listeners[type] = listener)),
      location: { reload },
    } as unknown as Window & {
      ___swUpdated?: boolean;
    };
    prepareReloadOnNextNavigation(win);
    expect(win.___swUpdated).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    listeners.popstate();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(win.addEventListener).toHaveBeenCalledWith('popstate', expect.any(Function), { once: true });
  });
});
