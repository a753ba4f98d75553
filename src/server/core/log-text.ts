/**
 * Text from a row or a request inside a server log line: quoted as JSON, with every control
 * character and line separator escaped (JSON leaves DEL, C1 and U+2028/9 as they are), so a
 * business name cannot end the line and write one of its own (DECISIONS.md section 16).
 */
export function logText(text: string): string {
  return JSON.stringify(text).replace(/[\u007f-\u009f\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
