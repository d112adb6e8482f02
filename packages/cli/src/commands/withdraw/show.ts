import type { Withdrawal } from '@signal-portal/core';
import { fields, type FieldsBlock } from '../../output/blocks.js';
import type { CommandModule, Outcome, ViewContext } from '../../runner/command.js';
import { idValue } from '../../runner/options.js';
import { withdrawalFields } from './withdrawal-view.js';

type Row = readonly [label: string, value: string];

/** The review and payment so far, and the bank details a wire was applied with: only what is set. */
const progressFields = (w: Withdrawal, { t, format }: ViewContext): FieldsBlock => {
  const rows: Row[] = [];
  const at = (label: string, time: string | null): void => {
    if (time !== null) rows.push([label, format.dateTime(time)]);
  };
  at(t('withdraw.fields.approvedAt'), w.approvedAt);
  at(t('withdraw.fields.rejectedAt'), w.rejectedAt);
  at(t('withdraw.fields.completedAt'), w.completedAt);
  if (w.status === 'COMPLETED') rows.push([t('withdraw.fields.paidAmount'), format.amount(w.paidAmount)]);
  if (w.comment !== '') rows.push([t('withdraw.fields.comment'), w.comment]);
  if (w.paymentSlip !== '') rows.push([t('withdraw.fields.paymentSlip'), w.paymentSlip]);
  const bank = w.transferInfoForWire;
  if (bank !== null) {
    rows.push(
      [t('accounts.bank.bankName'), bank.bankName],
      [t('accounts.bank.accountNumber'), bank.accountNumber],
      [t('accounts.bank.swiftCode'), bank.swiftCode],
      [t('accounts.bank.iban'), bank.iban],
      [t('accounts.bank.beneficiaryName'), bank.beneficiaryName],
    );
  }
  return fields(rows);
};

/** `withdraw show <id>`: one withdrawal in full. */
export const withdrawShow: CommandModule<string, Withdrawal> = {
  needsApi: true,
  parse: (raw) => idValue(raw.args[0]),
  async run(context, id): Promise<Outcome<Withdrawal>> {
    const found = await context.services.withdrawals.get(id);
    if (!found.error || found.value !== 'WITHDRAW_ORDER_NOT_FOUND') return found;
    return {
      error: true,
      value: 'WITHDRAW_ORDER_NOT_FOUND',
      message: { key: 'cliMoney.withdraw.notFound', params: { id } },
    };
  },
  render: (withdrawal, view) => {
    const progress = progressFields(withdrawal, view);
    return progress.rows.length === 0
      ? [withdrawalFields(withdrawal, view)]
      : [withdrawalFields(withdrawal, view), progress];
  },
};
