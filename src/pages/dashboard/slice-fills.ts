/** antd's tag colour names (what dictionaries give their values) as fills. */
const TAG_FILLS: Readonly<Record<string, string>> = {
  green: '#52C41A',
  success: '#52C41A',
  red: '#F5222D',
  error: '#F5222D',
  gold: '#FAAD14',
  warning: '#FAAD14',
  orange: '#FA8C16',
  volcano: '#FA541C',
  blue: '#1677FF',
  processing: '#1677FF',
  geekblue: '#2F54EB',
  cyan: '#13C2C2',
  purple: '#722ED1',
  magenta: '#EB2F96',
  lime: '#A0D911',
  default: '#BFBFBF',
};

/**
 * A doughnut's slice fills: a slice whose value has a dictionary colour is drawn in it (a failed
 * inspection red, not the palette's second colour, green); the others take the palette in turn.
 */
export function sliceFills(
  count: number,
  palette: readonly string[],
  tagColors: readonly (string | undefined)[] = [],
): string[] {
  return Array.from({ length: count }, (_, i) => {
    const tag = tagColors[i] ?? '';
    // antd tags take a colour code as well as a name.
    return (tag.startsWith('#') ? tag : TAG_FILLS[tag]) ?? palette[i % palette.length] ?? '#BFBFBF';
  });
}
