/**
 * The first rules of every element (web-components.md 2): the host is a block, `hidden` hides it,
 * and the root class resets every inherited property (`all: initial`) so host CSS such as
 * `text-align`, `letter-spacing` or a coloured `*` rule stops at our border. Font and colour are set
 * again from antd tokens by the root component. Never `contain` or `transform` on :host: popups and
 * modal masks are positioned against the viewport.
 */
export const ROOT_CLASS = 'isps-root';

export const BASE_CSS = `
:host { display: block; }
:host([hidden]) { display: none; }
.${ROOT_CLASS} { all: initial; display: block; }
.${ROOT_CLASS} *, .${ROOT_CLASS} *::before, .${ROOT_CLASS} *::after { box-sizing: border-box; }
`;
