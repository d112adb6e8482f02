import type { SubscribeOptions } from '@signal-portal/core';

/**
 * How a screen subscribes to a member's channel whose data it shows. The platform does not replay
 * what it published while the feed was reconnecting, so every confirmation of the channel after the
 * first (it is subscribed anew on each new connection) calls `catchUp`, which reads the data again
 * quietly. The first confirmation follows the screen's own first load, which needs no repeat.
 */
export const memberChannel = (catchUp: () => void): SubscribeOptions => {
  let confirmations = 0;
  return {
    auth: true,
    onSubscribed: () => {
      confirmations += 1;
      if (confirmations > 1) catchUp();
    },
  };
};
