/**
 * WCAG 2.2's contrast ratio of two colours given as #rgb or #rrggbb (the tunnel's colour is one: spec §2):
 * (L1 + 0.05) / (L2 + 0.05) with the relative luminance L of each (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio).
 */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

function luminance(hex: string): number {
  const [red, green, blue] = channels(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function channels(hex: string): number[] {
  const digits = hex.replace(/^#/, '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16));
}
