import type { RunningState, Signal } from '@signal-portal/core';
import type { BadgeTone } from '../components/kit/index.js';

/** The colour of each state badge, shared by the list's rows and the detail page's header. */
export const REVIEW_TONES: Readonly<Record<Signal['status'], BadgeTone>> = {
  NOT_SUBMITTED: 'neutral',
  CREATED: 'info',
  SUBMITTED: 'info',
  PASSED: 'success',
  NOT_PASSED: 'danger',
};

export const CONNECTION_TONES: Readonly<Record<Signal['connStatus'], BadgeTone>> = {
  CONNECTED: 'success',
  CONNECTING: 'info',
  CALCULATING: 'info',
  DISCONNECTED: 'neutral',
  LOST: 'danger',
};

export const RUNNING_TONES: Readonly<Record<RunningState, BadgeTone>> = {
  ACTIVE: 'success',
  INACTIVE: 'neutral',
  ARCHIVED: 'warning',
};
