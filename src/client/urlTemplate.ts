/**
 * Menu urls may hold `{{ expression }}` templates (spec 2.4). The Vue2 client evaluated them as
 * JavaScript, which lets the server run code in every browser (api-contract 3.2, 11). We only look
 * names up in a fixed context: an expression is a property path such as `domainURL`, `token` or the
 * legacy `window._CONFIG['domianURL']`; anything else leaves the url as the server sent it.
 */
export type TemplateContext = { readonly [name: string]: string | TemplateContext };

const TEMPLATE = /\{\{\s*([^{}]*?)\s*\}\}/g;
const IDENTIFIER = /^[A-Za-z_$][\w$]*/;
const DOT_STEP = /^\.([A-Za-z_$][\w$]*)/;
const BRACKET_STEP = /^\[\s*(?:'([^']*)'|"([^"]*)")\s*\]/;

/** The names of a property path, or null when the expression is anything but one. */
export function parsePropertyPath(expression: string): string[] | null {
  const first = IDENTIFIER.exec(expression);
  if (!first) return null;
  const names = [first[0]];
  let rest = expression.slice(first[0].length).trim();
  while (rest.length > 0) {
    const dot = DOT_STEP.exec(rest);
    const bracket = dot ? null : BRACKET_STEP.exec(rest);
    const step = dot ?? bracket;
    if (!step) return null;
    names.push(dot ? (dot[1] as string) : ((bracket?.[1] ?? bracket?.[2]) as string));
    rest = rest.slice(step[0].length).trim();
  }
  return names;
}

/** Looks a path up through own properties only, so `constructor` or `__proto__` find nothing. */
function lookUp(context: TemplateContext, names: readonly string[]): string | null {
  let value: string | TemplateContext = context;
  for (const name of names) {
    if (typeof value !== 'object' || !Object.hasOwn(value, name)) return null;
    value = value[name] as string | TemplateContext;
  }
  return typeof value === 'string' ? value : null;
}

function isUrl(text: string, base: string): boolean {
  try {
    new URL(text, base);
    return true;
  } catch {
    return false;
  }
}

/**
 * Replaces every `{{ path }}` of `url` from `context`. As in the Vue2 client the result is used only
 * when it is a valid URL; an unknown name or a forbidden expression keeps the original url.
 */
export function evaluateUrlTemplate(
  url: string,
  context: TemplateContext,
  base = 'http://localhost/',
): string {
  if (!url.includes('{{')) return url;
  let failed = false;
  const result = url.replace(TEMPLATE, (_whole, expression: string) => {
    const names = parsePropertyPath(expression);
    const value = names ? lookUp(context, names) : null;
    if (value === null) failed = true;
    return value ?? '';
  });
  return failed || !isUrl(result, base) ? url : result;
}

/** The names a menu url may use: the API base, the static file domain and the session token. */
export function urlTemplateContext(values: {
  domainURL: string;
  staticDomainURL: string;
  token: string;
}): TemplateContext {
  // `window._CONFIG[...]` is how the JeecgBoot menus write it (the misspelt `domianURL` included).
  return {
    ...values,
    window: {
      _CONFIG: {
        domianURL: values.domainURL,
        domainURL: values.domainURL,
        staticDomainURL: values.staticDomainURL,
      },
    },
  };
}
