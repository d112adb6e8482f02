import type { Signal } from '@signal-portal/core';

/** The signal's image, or its initial on a tinted square; decorative, as the name stands beside it. */
export const SignalAvatar = ({ signal }: { readonly signal: Pick<Signal, 'headshot' | 'name'> }) =>
  signal.headshot === '' ? (
    <span className="signal-avatar signal-avatar-initial" aria-hidden="true">
      {signal.name.slice(0, 1).toUpperCase()}
    </span>
  ) : (
    <img className="signal-avatar" src={signal.headshot} alt="" width={40} height={40} loading="lazy" />
  );
