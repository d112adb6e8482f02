import { FakeClock } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import type { LocaleGroup } from '../i18n/locale-groups.js';
import { MAX_TOASTS, TOAST_DURATION_MS, UiStore } from './ui.store.js';

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

  it('merges a toast identical to one on screen (type, message, values): one toast, counted, its 5 seconds restarted', () => {
    const { ui, clock } = makeUi();
    ui.showToast('check', 'toast.languageChanged');
    clock.advance(4_000);
    ui.showToast('check', 'toast.languageChanged');
    expect(ui.toasts.map((t) => [t.message, t.count])).toEqual([['toast.languageChanged', 2]]);
    clock.advance(TOAST_DURATION_MS - 1);
    expect(ui.toasts).toHaveLength(1);
    clock.advance(1);
    expect(ui.toasts).toEqual([]);
  });

  it('keeps toasts apart when their type or values differ, and moves a merged one to the newest place', () => {
    const { ui } = makeUi();
    ui.showToast('check', 'signalLink.symbols.saved', { count: 2 });
    ui.showToast('check', 'signalLink.symbols.saved', { count: 3 });
    ui.showToast('warning', 'toast.saved');
    ui.showToast('check', 'signalLink.symbols.saved', { count: 2 });
    expect(ui.toasts.map((t) => [t.type, t.message, t.params, t.count])).toEqual([
      ['check', 'signalLink.symbols.saved', { count: 3 }, 1],
      ['warning', 'toast.saved', {}, 1],
      ['check', 'signalLink.symbols.saved', { count: 2 }, 2],
    ]);
  });

  it('shows at most three toasts: a fourth one sends the oldest away, whose timer then removes nothing', () => {
    const { ui, clock } = makeUi();
    expect(MAX_TOASTS).toBe(3);
    ui.showToast('check', 'toast.saved');
    clock.advance(1_000);
    ui.showToast('check', 'toast.deleted');
    ui.showToast('copy', 'toast.copied');
    ui.showToast('check', 'toast.loggedIn');
    expect(ui.toasts.map((t) => t.message)).toEqual(['toast.deleted', 'toast.copied', 'toast.loggedIn']);
    clock.advance(1_000);
    ui.showToast('check', 'toast.saved');
    expect(ui.toasts.map((t) => [t.message, t.count])).toEqual([
      ['toast.copied', 1],
      ['toast.loggedIn', 1],
      ['toast.saved', 1],
    ]);
    // The first 'saved' was sent away: its timer, due at 5 s, must not close the new one.
    clock.advance(3_000);
    expect(ui.toasts).toHaveLength(3);
    clock.advance(1_000);
    expect(ui.toasts.map((t) => t.message)).toEqual(['toast.saved']);
    expect(clock.pendingTimers).toBe(1);
    clock.advance(1_000);
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

  it("fills core's own limits, and shows a code whose limit it does not have by a code of the same meaning", async () => {
    const { ui } = makeUi();
    await ui.showError('DESCRIPTION_TOO_LONG');
    await ui.showError('WITHDRAW_AMOUNT_TOO_LOW');
    expect(ui.toasts.map((t) => [t.message, t.params])).toEqual([
      ['errors.DESCRIPTION_TOO_LONG', { max: 500 }],
      ['errors.OUT_OF_RANGE', {}],
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
