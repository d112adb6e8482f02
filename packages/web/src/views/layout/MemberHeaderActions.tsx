import { LiveIndicator } from './LiveIndicator.js';
import { MemberMenu } from './MemberMenu.js';

/** A member's side of the header: loaded only once someone is signed in, so guests never fetch it. */
export const MemberHeaderActions = () => (
  <>
    <LiveIndicator />
    <MemberMenu />
  </>
);
