import type { Signal } from '@signal-portal/core';
import { useTranslation } from 'react-i18next';
import { ConnectForm } from '../connect/ConnectForm.js';

/** The connection step: the shared connect form, for this signal's method. */
export const ConnectStep = ({
  signal,
  mode,
  onConnected,
  onDirtyChange,
}: {
  readonly signal: Signal;
  readonly mode: 'connect' | 'reconnect';
  readonly onConnected: (signal: Signal) => void;
  readonly onDirtyChange: (dirty: boolean) => void;
}) => {
  const { t } = useTranslation();
  return (
    <div className="wizard-connect">
      <p className="wizard-text">{t(`signalWizard.connect.text.${signal.connMethod}`)}</p>
      <ConnectForm
        signal={signal}
        mode={mode}
        onConnected={onConnected}
        onDirtyChange={onDirtyChange}
        eaGuide={false}
      />
    </div>
  );
};
