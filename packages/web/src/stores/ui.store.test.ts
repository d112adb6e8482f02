import { FakeClock } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import type { LocaleGroup } from '../i18n/locale-groups.js';
import { TOAST_DURATION_MS, UiStore } from './ui.store.js';

const makeUi = (requireTexts: (group: LocaleGroup) => Promise<void> = () => Promise.resolve()) => {
  const clock = new FakeClock();
  return { ui: new UiStore({ clock, requireTexts }), clock };
};

describe('UiStore: toasts', () => {
  it('keeps a toast for 5 seconds', () => {
    const { ui, clock } = makeUi();
    ui.showToast('check', 'toast.saved');
    clock.advance(TOAST_DURATION_MS - 1);
    expect(ui.toasts).toHaveLength(1);
    clock.advance(1);
    expect(ui.toasts).toHaveLength(0);
  });

  it('closes a toast on demand; its timer then removes nothing else', () => {
    const { ui, clock } = makeUi();
    ui.showToast('warning', 'toast.saved');
    ui.showToast('copy', 'toast.copied');
    const [first, second] = ui.toasts;
    ui.dismissToast(first?.id ?? -1);
    expect(ui.toasts).toEqual([second]);
    clock.advance(TOAST_DURATION_MS);
    expect(ui.toasts).toEqual([]);
  });

  it("shows a failure with its code's message, loading the messages first; unknown codes are apiError", async () => {
    const asked: LocaleGroup[] = [];
    const { ui } = makeUi((group) => {
      asked.push(group);
      return Promise.resolve();
    });
    await ui.showError('VERIFY_TOKEN_WRONG');
    await ui.showError('SOMETHING_NEW');
    expect(asked).toEqual(['errors', 'errors']);
    expect(ui.toasts.map((t) => [t.type, t.message])).toEqual([
      ['error', 'errors.VERIFY_TOKEN_WRONG'],
      ['error', 'errors.apiError'],
    ]);
  });

  it('still shows the toast when the messages cannot be fetched', async () => {
    const { ui } = makeUi(() => Promise.reject(new Error('offline')));
    await ui.showError('NETWORK_ERROR');
    expect(ui.toasts.map((t) => t.message)).toEqual(['errors.NETWORK_ERROR']);
  });
});

describe('UiStore: loading', () => {
  it('counts loads in progress, also failed ones', async () => {
    const { ui } = makeUi();
    let finish!: () => void;
    const first = ui.track(new Promise<void>((resolve) => (finish = resolve)));
    const second = ui.track(Promise.reject(new Error('boom')));
    expect(ui.loading).toBe(true);
    expect(ui.loadingCount).toBe(2);
    await expect(second).rejects.toThrow('boom');
    expect(ui.loadingCount).toBe(1);
    finish();
    await first;
    expect(ui.loading).toBe(false);
  });
});

describe('UiStore: legal texts', () => {
  it('opens a legal document once its texts are there', async () => {
    const { ui } = makeUi();
    await ui.openLegal('privacy');
    expect(ui.legalDocument).toBe('privacy');
    ui.closeLegal();
    expect(ui.legalDocument).toBeNull();
  });

  it('says so when the texts cannot be fetched', async () => {
    const { ui } = makeUi((group) =>
      group === 'legal' ? Promise.reject(new Error('offline')) : Promise.resolve(),
    );
    await ui.openLegal('terms');
    expect(ui.legalDocument).toBeNull();
    expect(ui.toasts.map((t) => t.message)).toEqual(['errors.NETWORK_ERROR']);
  });
});
