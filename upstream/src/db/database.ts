/** What every query site needs; implemented by PGlite (embedded) and a pg Pool (real server). */
export interface Queryable {
  /** One parameterised statement. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements, no parameters (PGlite refuses multi-statement prepared queries). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
