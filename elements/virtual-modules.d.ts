/** The compact tag list generated from the element files at build time (scripts/element-tags.ts). */
declare module 'virtual:isps-element-tags' {
  export const TAGS: string;
}
