import type { CryptoAddressField, ErrorCode } from '@signal-portal/core';
import { useEffect, type FormEvent } from 'react';
import type { CryptoAddressFormStore } from '../../stores/accounts/crypto-address-form.store.js';
import { EmptyState, TextField } from '../components/kit/index.js';
import { observer, UiStore, useInjection, useTranslation, WarningIcon } from '../shared.js';
import { EditorActions } from './EditorActions.js';
import { SelectField } from './SelectField.js';

const fieldId = (field: CryptoAddressField): string => `crypto-${field}`;

const asProblem = (code: ErrorCode | null) => (code === null ? null : { code });

/** A saved value the platform no longer offers stays choosable, so editing does not silently change it. */
const withCurrent = (options: readonly string[], current: string): readonly string[] =>
  current === '' || options.includes(current) ? options : [current, ...options];

/**
 * Currency, network (those the platform pays the currency on) and address, checked against the
 * chosen network's format and checksum by the core's rules as typed once left.
 */
export const CryptoAddressForm = observer(function CryptoAddressForm({
  store,
}: {
  readonly store: CryptoAddressFormStore;
}) {
  const { t } = useTranslation();
  const ui = useInjection(UiStore);
  useEffect(() => {
    void ui.prepareErrorTexts();
  }, [ui]);

  if (store.options.length === 0 && !store.editing)
    return (
      <section className="panel">
        <EmptyState title={t('accountsPage.cryptoForm.noCurrencies')} />
      </section>
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.save()) return;
    const first = store.firstProblem;
    if (first !== null) document.getElementById(fieldId(first))?.focus();
  };

  const { values } = store;
  const network = store.network;
  return (
    <section className="panel account-editor">
      <form
        noValidate
        aria-label={t('accountsPage.cryptoForm.label')}
        onSubmit={(event) => void onSubmit(event)}
      >
        <p className="account-editor-note">{t('accountsPage.form.requiredNote')}</p>
        <div className="account-editor-grid">
          <SelectField
            id={fieldId('currency')}
            label={t('accounts.crypto.currency')}
            hint={t('accountsPage.cryptoForm.currencyHint')}
            placeholder={t('accountsPage.cryptoForm.chooseCurrency')}
            options={withCurrent(
              store.options.map((option) => option.currency),
              values.currency,
            )}
            value={values.currency}
            onChange={(event) => store.setCurrency(event.target.value)}
            onBlur={() => store.leave('currency')}
            problem={asProblem(store.problemOf('currency'))}
          />
          <SelectField
            id={fieldId('network')}
            label={t('accounts.crypto.network')}
            hint={t('accountsPage.cryptoForm.networkHint')}
            placeholder={t('accountsPage.cryptoForm.chooseNetwork')}
            options={withCurrent(store.networks, values.network)}
            value={values.network}
            onChange={(event) => store.setNetwork(event.target.value)}
            onBlur={() => store.leave('network')}
            problem={asProblem(store.problemOf('network'))}
          />
          <div className="account-editor-wide">
            <TextField
              id={fieldId('address')}
              label={t('accounts.crypto.address')}
              hint={t(`accountsPage.cryptoForm.addressFormat.${network ?? 'none'}`)}
              value={values.address}
              onChange={(event) => store.setAddress(event.target.value)}
              onBlur={() => store.leave('address')}
              problem={asProblem(store.problemOf('address'))}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="off"
              maxLength={120}
              className="account-code-input"
            />
          </div>
        </div>
        <p className="account-editor-warning">
          <WarningIcon size={18} />
          <span>{t('accounts.crypto.addressHint')}</span>
        </p>
        <EditorActions saving={store.saving} />
      </form>
    </section>
  );
});
