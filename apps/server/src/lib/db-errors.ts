/** True for a unique-constraint violation from PostgreSQL or PGlite, also when wrapped by Drizzle. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return (
        constraint === undefined || candidate.constraint === constraint || candidate.constraint === undefined
      );
    }
    current = candidate.cause;
  }
  return false;
}
