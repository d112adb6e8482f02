import type { Member } from '../http/session.js';
import { SESSION_ENDED_EVENT } from './feed-hub.js';
import type { FeedPublisher } from './feed-publisher.port.js';

/**
 * Tells every server process that a session ended (logout, a new log-in in its browser), after the
 * change committed: each un-authenticates that session's sockets at once. Its unused ws tokens are
 * refused anyway (the feed checks the session when a socket authenticates), and a lost event is made
 * good by the feed's periodic session check, so a failure to publish is not the caller's failure.
 */
export const announceSessionEnded = async (feed: FeedPublisher, member: Member): Promise<void> => {
  await feed
    .publish({
      siteId: member.siteId,
      userId: member.userId,
      channel: SESSION_ENDED_EVENT,
      data: { sessionHash: member.sessionHash },
    })
    .catch(() => undefined);
};
