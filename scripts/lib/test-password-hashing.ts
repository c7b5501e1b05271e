/**
 * The test suites hash passwords with 4 MiB of argon2 memory instead of the default 46: on a 2-core
 * machine a 46 MiB hash takes about 230 ms, and the suites sign in thousands of times. The default
 * itself is asserted by the platform's seed and configuration tests.
 */
export const TEST_PASSWORD_HASH_MEMORY_KIB = 4_096;

/** For the platforms a suite starts as processes, which inherit this environment; a value set outside stays. */
export function useTestPasswordHashing(): void {
  process.env.PASSWORD_HASH_MEMORY_KIB ??= String(TEST_PASSWORD_HASH_MEMORY_KIB);
}
