import type { ParseKeys } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../di/injection.js';
import { UiStore } from '../stores/ui.store.js';
import { messageText, type MessageParams } from './message-text.js';

/**
 * A message's text (see messageText): while an error message is missing, the fallback shows and the
 * error messages are fetched (again, if they failed before); i18next re-renders the component once
 * they are added. The member screens' texts come with the member session.
 */
export const useMessageText = (key: ParseKeys, params: MessageParams, fallback: ParseKeys): string => {
  const { i18n } = useTranslation();
  const ui = useInjection(UiStore);
  const missing = !i18n.exists(key);
  useEffect(() => {
    if (missing && key.startsWith('errors.')) void ui.prepareErrorTexts();
  }, [missing, key, ui]);
  return messageText(i18n, key, params, fallback);
};
