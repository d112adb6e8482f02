import type { Signal, SymbolMatching } from '@signal-portal/core';
import { useTranslation } from 'react-i18next';
import { SymbolMatcher } from '../symbols/SymbolMatcher.js';

/** Why no symbols show yet: the sync tool has not reported in, or the account is still being read. */
const waitingText = (signal: Signal): 'waitingTool' | 'waitingAccount' | null => {
  if (signal.symbols.length > 0) return null;
  if (signal.connStatus === 'CONNECTING')
    return signal.connMethod === 'EA' ? 'waitingTool' : 'waitingAccount';
  return signal.connStatus === 'CALCULATING' ? 'waitingAccount' : null;
};

/**
 * The symbols step: the shared matcher. It is made again (`version`) when the connection or the
 * synced symbols change while nothing in it is unsaved, so it shows what the sync found.
 */
export const SymbolsStep = ({
  signal,
  version,
  onSaved,
  onDirtyChange,
}: {
  readonly signal: Signal;
  readonly version: number;
  readonly onSaved: (matching: SymbolMatching) => void;
  readonly onDirtyChange: (dirty: boolean) => void;
}) => {
  const { t } = useTranslation();
  const waiting = waitingText(signal);
  return (
    <div className="wizard-symbols">
      <p className="wizard-text">{t('signalWizard.symbols.text')}</p>
      {waiting && (
        <p className="wizard-note" role="status">
          {t(`signalWizard.symbols.${waiting}`)}
        </p>
      )}
      <SymbolMatcher key={version} signalId={signal.id} onSaved={onSaved} onDirtyChange={onDirtyChange} />
    </div>
  );
};
