/**
 * DynamoDB Local is a Java program: check for a usable runtime before starting anything.
 */
import { spawnSync } from 'node:child_process';

export const MIN_JAVA_MAJOR = 17;

export type JavaCheck = { ok: true; major: number | null; version: string } | { ok: false; message: string };

const installHelp = [
  'Install one and start again:',
  '  Debian/Ubuntu:  sudo apt-get install -y default-jdk-headless   (a JDK: javac keeps DynamoDB Local on 127.0.0.1)',
  '  macOS:          brew install openjdk@17   (then put it on PATH as brew explains)',
  '  elsewhere:      any Java 17+ JDK (e.g. Eclipse Temurin) with `java` and `javac` on PATH',
].join('\n');

/** Parses `openjdk version "17.0.15"` / `java version "1.8.0_392"` → 17 / 8. */
export function parseJavaMajor(output: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?[^"]*"/.exec(output);
  if (!match) return null;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

/** Runs `java -version` (on PATH) and explains what to install when it is missing or too old. */
export function checkJava(command = 'java'): JavaCheck {
  const result = spawnSync(command, ['-version'], { encoding: 'utf8', timeout: 20_000 });
  if (result.error || result.status !== 0) {
    const why =
      result.error && 'code' in result.error && result.error.code === 'ENOENT'
        ? '`java` was not found on PATH'
        : result.error
          ? `\`java -version\` failed: ${result.error.message}`
          : `\`java -version\` exited with status ${result.status ?? result.signal}`;
    return {
      ok: false,
      message: `DynamoDB Local (the local database behind \`npm start\`) needs a Java ${MIN_JAVA_MAJOR}+ runtime, but ${why}.\n${installHelp}`,
    };
  }
  const output = `${result.stderr ?? ''}${result.stdout ?? ''}`;
  const major = parseJavaMajor(output);
  if (major !== null && major < MIN_JAVA_MAJOR) {
    return {
      ok: false,
      message: `DynamoDB Local (the local database behind \`npm start\`) needs a Java ${MIN_JAVA_MAJOR}+ runtime, but \`java\` on PATH is Java ${major}.\n${installHelp}`,
    };
  }
  return { ok: true, major, version: output.split('\n')[0]?.trim() ?? '' };
}
