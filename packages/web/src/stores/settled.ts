import { fail, type Result } from '@signal-portal/core';

/**
 * A call's Result, whatever happens to it. The core's services answer refusals and lost connections
 * as Results; a rejection is a bug (or code that could not be downloaded), and a form that awaited the
 * call must not stay busy because of it: it is logged and answered as INTERNAL_ERROR, which the form
 * shows like any refusal (the edge's top handler, as docs/architecture.md describes).
 */
export const settled = async <T>(call: Promise<Result<T>>): Promise<Result<T>> => {
  try {
    return await call;
  } catch (error) {
    console.error('a call failed unexpectedly', error);
    return fail('INTERNAL_ERROR');
  }
};
