/**
 * Every key template of the table lives here (ElectroDB-style: one owner). Prefixes are
 * upper case; ids are ULIDs, so sort keys built from them sort by creation time.
 */
export const ENTITY = {
  user: 'User',
  email: 'EmailReservation',
  throttle: 'Throttle',
  resetToken: 'ResetToken',
} as const;
export type EntityType = (typeof ENTITY)[keyof typeof ENTITY];

export const keys = {
  user: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  /** Users listed newest first for the back office. */
  userList: (createdAt: string, userId: string) => ({ GSI1PK: 'USERS', GSI1SK: `${createdAt}#${userId}` }),
  /** Reserves an address (lower-cased) so two accounts can never share it. */
  email: (emailLower: string) => ({ PK: `EMAIL#${emailLower}`, SK: 'EMAIL' }),
  throttle: (scope: string, subject: string) => ({ PK: `THROTTLE#${scope}#${subject}`, SK: 'THROTTLE' }),
  /** Reset tokens are stored by their SHA-256, never in clear. */
  resetToken: (tokenHash: string) => ({ PK: `RESET#${tokenHash}`, SK: 'RESET' }),
};
