/** Who is calling a domain function: the signed-in principal's id and role, as every layer sees it. */
export interface Caller {
  userId: string;
  role: string;
}
