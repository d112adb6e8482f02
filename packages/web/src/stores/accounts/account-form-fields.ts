import type { ErrorCode } from '@signal-portal/core';
import { makeAutoObservable } from 'mobx';

/**
 * The typed values of an account form and when their messages show: a field's problem shows once the
 * field was left (then as typed), every field's after a save was tried; the server's refusal of a
 * field shows at it until that field changes. `dirty` compares with the values the form started from.
 */
export class AccountFormFields<F extends string> {
  values: Record<F, string>;
  initial: Record<F, string>;
  touched: Partial<Record<F, boolean>> = {};
  attempted = false;
  serverProblem: { readonly field: F; readonly code: ErrorCode } | null = null;

  constructor(
    private readonly order: readonly F[],
    start: Record<F, string>,
  ) {
    this.values = { ...start };
    this.initial = { ...start };
    makeAutoObservable<AccountFormFields<F>, 'order'>(this, { order: false }, { autoBind: true });
  }

  get dirty(): boolean {
    return this.order.some((field) => this.values[field] !== this.initial[field]);
  }

  /** New starting values (an account loaded for editing): nothing typed yet. */
  reset(start: Record<F, string>): void {
    this.values = { ...start };
    this.initial = { ...start };
    this.touched = {};
    this.attempted = false;
    this.serverProblem = null;
  }

  set(field: F, value: string): void {
    this.values[field] = value;
    if (this.serverProblem?.field === field) this.serverProblem = null;
  }

  leave(field: F): void {
    this.touched[field] = true;
  }

  attempt(): void {
    this.attempted = true;
    this.serverProblem = null;
  }

  refuse(field: F, code: ErrorCode): void {
    this.serverProblem = { field, code };
  }

  /** The values are saved: they are the new starting point, so leaving asks nothing. */
  settle(): void {
    this.initial = { ...this.values };
  }

  /** The problem shown at a field, given every field's problem whether shown yet or not. */
  problemOf(field: F, problems: Partial<Record<F, ErrorCode>>): ErrorCode | null {
    if (this.serverProblem?.field === field) return this.serverProblem.code;
    if (!this.attempted && this.touched[field] !== true) return null;
    return problems[field] ?? null;
  }

  /** The first field showing a problem, for the focus after a refused save. */
  firstProblem(problems: Partial<Record<F, ErrorCode>>): F | null {
    return this.order.find((field) => this.problemOf(field, problems) !== null) ?? null;
  }
}
