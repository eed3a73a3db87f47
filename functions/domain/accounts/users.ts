import type { AdminUser } from '../../../shared/api/users';
import { decodeCursor, encodeCursor } from '../../data/cursor';
import { listUsers as queryUsers, USER_LIST_CURSOR_KEYS } from '../../data/users-repo';

export async function listUsersPage(limit: number, cursor?: string): Promise<{ users: AdminUser[]; nextCursor?: string }> {
  const page = await queryUsers(limit, decodeCursor(cursor, USER_LIST_CURSOR_KEYS));
  return {
    users: page.items.map((u) => ({ id: u.id, name: u.name, email: u.email, role: u.role, status: u.status, created_at: u.createdAt })),
    nextCursor: encodeCursor(page.lastKey),
  };
}
