import type { ChosenFile } from '../../stores/kyc/kyc-form.store.js';

/** Reads a Blob as a data: URL: the page's CSP allows data: images, not blob: ones. */
const dataUrlOf = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no URL'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

/** A browser File as the KYC form reads it: the first bytes first, the whole only once accepted. */
export const chosenFileOf = (file: File): ChosenFile => ({
  name: file.name,
  size: file.size,
  head: async (length) => new Uint8Array(await file.slice(0, length).arrayBuffer()),
  bytes: async () => new Uint8Array(await file.arrayBuffer()),
  previewUrl: () => dataUrlOf(file),
});
