/** A stake as it goes on the wire: complete decimal text, or nothing when none was typed. */
export function stakeOnWire(text: string): string | undefined {
  const trimmed = text.trim().replace(/\.$/, '');
  return /^\d+(\.\d+)?$/.test(trimmed) ? trimmed : undefined;
}
