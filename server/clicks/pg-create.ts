/** A table made in Postgres by whichever server starts first. */
import type pg from "pg";

/**
 * CREATE TABLE IF NOT EXISTS by several servers at once can still collide in Postgres's
 * catalogue (a unique violation, or "type … already exists" for the table's row type): the table
 * exists then, which is all that was asked.
 */
export async function createOnce(pool: pg.Pool, sql: string): Promise<void> {
  try {
    await pool.query(sql);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code !== "23505" && code !== "42P07" && code !== "42710") throw error;
  }
}
