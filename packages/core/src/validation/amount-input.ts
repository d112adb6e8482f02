/** The separators of numbers in an interface language ('1,234.5' in en-US, '1.234,5' in vi-VN). */
export interface NumberSeparators {
  readonly decimal: string;
  readonly group: string;
}

export const DOT_DECIMAL: NumberSeparators = { decimal: '.', group: ',' };

/** Digits typed in other scripts (Myanmar; full-width from a CJK input method) and full-width marks. */
const asciiOf = (text: string): string =>
  text.replace(/[\u1040-\u1049\uff10-\uff19\uff0c\uff0e]/g, (char) => {
    const code = char.charCodeAt(0);
    if (code === 0xff0c) return ',';
    if (code === 0xff0e) return '.';
    return String(code - (code >= 0xff10 ? 0xff10 : 0x1040));
  });

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An amount as typed in the interface language, in the form the money rules read ('1234.56'): digit
 * groups dropped and the decimal separator made a dot, but only where the text is unambiguous in that
 * language: '1.234,56' and '100,5' in vi-VN, '1,234.56' in en-US. Anything else comes back as typed
 * (trimmed, with Myanmar and full-width digits made ASCII), so the rules judge it as they always do: a lone dot is still a decimal point everywhere,
 * and a text that fits no form ('100,50' in en-US) is refused rather than guessed at.
 */
export const readAmountInput = (text: string, separators: NumberSeparators): string => {
  const typed = asciiOf(text.trim());
  const group = escape(separators.group);
  const decimal = escape(separators.decimal);
  if (separators.group !== '') {
    const grouped = new RegExp(`^([+-]?)(\\d{1,3}(?:${group}\\d{3})+)(?:${decimal}(\\d+))?$`).exec(typed);
    if (grouped) {
      const [, sign = '', whole = '', fraction] = grouped;
      return `${sign}${whole.split(separators.group).join('')}${fraction === undefined ? '' : `.${fraction}`}`;
    }
  }
  if (separators.decimal !== '.') {
    const plain = new RegExp(`^([+-]?\\d+)${decimal}(\\d+)$`).exec(typed);
    if (plain) return `${plain[1] ?? ''}.${plain[2] ?? ''}`;
  }
  return typed;
};
