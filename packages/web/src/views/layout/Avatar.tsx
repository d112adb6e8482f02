import type { User } from '@signal-portal/core';

/** The member's headshot, or the first letter of the username on a coloured disc. */
export const Avatar = ({
  user,
  size,
}: {
  readonly user: Pick<User, 'headshot' | 'username'>;
  readonly size: number;
}) =>
  user.headshot ? (
    <img className="avatar" src={user.headshot} alt="" width={size} height={size} />
  ) : (
    <span className="avatar avatar-initial" style={{ width: size, height: size }} aria-hidden="true">
      {Array.from(user.username)[0]?.toUpperCase() ?? '?'}
    </span>
  );
