import { Suspense } from 'react';
import { retryingLazy } from '../../routing/retrying-lazy.js';
import { PageSpinner } from '../shared.js';
import type { CodeStepProps } from './CodeStep.js';

const CodeStep = retryingLazy(async () => ({ default: (await import('./CodeStep.js')).CodeStep }));

/** The code step loads when a code has been sent: a first visit of the form does not fetch it. */
export const CodeStepLoader = (props: CodeStepProps) => (
  <Suspense fallback={<PageSpinner />}>
    <CodeStep {...props} />
  </Suspense>
);
