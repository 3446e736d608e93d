import { describe, expect, it } from 'vitest';
import { evaluateUrlTemplate, parsePropertyPath, urlTemplateContext } from '../../../src/client/urlTemplate';

const context = urlTemplateContext({
  domainURL: 'http://isps.example/jeecg-boot',
  staticDomainURL: 'http://isps.example/jeecg-boot/sys/common/static',
  token: 'tok123',
});

describe('menu url templates (spec 2.4)', () => {
  it('fills the legacy window._CONFIG expression of JeecgBoot menus', () => {
    expect(evaluateUrlTemplate("{{ window._CONFIG['domianURL'] }}/druid/", context)).toBe(
      'http://isps.example/jeecg-boot/druid/',
    );
  });

  it('fills plain names and several templates in one url', () => {
    expect(evaluateUrlTemplate('{{domainURL}}/report?token={{ token }}', context)).toBe(
      'http://isps.example/jeecg-boot/report?token=tok123',
    );
  });

  it('leaves a url without templates untouched', () => {
    expect(evaluateUrlTemplate('https://example.org/a', context)).toBe('https://example.org/a');
  });

  it('keeps the url as sent when a name is unknown', () => {
    expect(evaluateUrlTemplate('{{ secret }}/x', context)).toBe('{{ secret }}/x');
  });

  it('never runs code: calls, operators and prototype walks keep the url as sent', () => {
    for (const url of [
      "{{ alert('x') }}",
      '{{ domainURL + token }}',
      '{{ constructor.constructor }}',
      "{{ window['__proto__'] }}",
      '{{ token.toString }}',
    ]) {
      expect(evaluateUrlTemplate(url, context)).toBe(url);
    }
  });

  it('parses only property paths', () => {
    expect(parsePropertyPath("window._CONFIG['domianURL']")).toEqual(['window', '_CONFIG', 'domianURL']);
    expect(parsePropertyPath('a.b["c"]')).toEqual(['a', 'b', 'c']);
    expect(parsePropertyPath('a()')).toBeNull();
    expect(parsePropertyPath('1 + 1')).toBeNull();
  });
});
