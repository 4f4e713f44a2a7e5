import { describe, expect, it } from 'vitest';
import { renderTemplateText } from '../../../src/render/index.js';

const render = (text: string): string => renderTemplateText('t', text, {});

/**
 * Expected values are those of Go's regexp package: the examples of `regexp/example_test.go` (ReplaceAllString,
 * Split, FindAllString) and the loops of `regexp.go` (an empty match right after a match is neither found nor
 * replaced). sprig's functions call them directly.
 */
describe('template regex functions: Go regexp (RE2) semantics', () => {
  it.each([
    ['{{ regexReplaceAll "a(x*)b" "-ab-axxb-" "T" }}', '-T-T-'],
    ['{{ regexReplaceAll "a(x*)b" "-ab-axxb-" "$1" }}', '--xx-'],
    ['{{ regexReplaceAll "a(x*)b" "-ab-axxb-" "$1W" }}', '---'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: ${1} and ${name} are Go's replacement syntax, not JavaScript's
    ['{{ regexReplaceAll "a(x*)b" "-ab-axxb-" "${1}W" }}', '-W-xxW-'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: ${1} and ${name} are Go's replacement syntax, not JavaScript's
    ['{{ regexReplaceAllLiteral "a(x*)b" "-ab-axxb-" "${1}" }}', '-${1}-${1}-'],
    ['{{ regexReplaceAll "a*" "baaac" "X" }}', 'XbXcX'],
    ['{{ regexReplaceAll "x*" "abc" "-" }}', '-a-b-c-'],
    ['{{ regexReplaceAll "^a" "aaa" "X" }}', 'Xaa'],
    [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: ${1} and ${name} are Go's replacement syntax, not JavaScript's
      '{{ regexReplaceAll "(?P<first>\\\\w+) (?P<last>\\\\w+)" "John Smith" "${last}, ${first}" }}',
      'Smith, John',
    ],
    ['{{ regexSplit "a*" "abaabaccadaaae" 5 }}', '[ b b c cadaaae]'],
    ['{{ regexSplit "a" "banana" -1 }}', '[b n n ]'],
    ['{{ regexSplit "a" "apple" 0 }}', '[]'],
    ['{{ regexSplit "a" "grape" 1 }}', '[grape]'],
    ['{{ regexSplit "z+" "pizza" 2 }}', '[pi a]'],
    ['{{ regexFindAll "a." "paranormal" -1 }}', '[ar an al]'],
    ['{{ regexFindAll "a." "paranormal" 2 }}', '[ar an]'],
    ['{{ regexFindAll "a." "graal" -1 }}', '[aa]'],
    ['{{ regexFindAll "a*" "baaac" -1 }}', '[ aaa ]'],
    ['{{ regexFind "(?i)SEALOS" "labring/Sealos" }}', 'Sealos'],
    ['{{ regexMatch "(?s)a.b" "a\\nb" }} {{ regexMatch "a.b" "a\\nb" }}', 'true false'],
    ['{{ regexMatch "(?m)^b$" "a\\nb\\nc" }} {{ regexMatch "^b$" "a\\nb\\nc" }}', 'true false'],
    ['{{ regexFind "(?U)a+" "aaa" }} {{ regexFind "[[:digit:]]+" "v1.29" }}', 'a 1'],
    ['{{ regexMatch "\\\\Aab\\\\z" "ab" }} {{ regexMatch "\\\\Aab\\\\z" "ab\\n" }}', 'true false'],
  ])('%s', (template, expected) => {
    expect(render(template)).toBe(expected);
  });

  it('RE2 refuses what it cannot run in linear time, in Go’s words; regexMatch is false then', () => {
    expect(
      render('{{ regexMatch "(a)\\\\1" "aa" }} {{ regexMatch "(?=a)" "a" }} {{ regexMatch "a{1001}" "a" }}'),
    ).toBe('false false false');
    expect(() => render('{{ regexFind "(?=a)" "a" }}')).toThrow(
      'error calling regexFind: regexp: Compile(`(?=a)`): error parsing regexp: invalid or unsupported Perl syntax: `(?=`',
    );
    // The must* functions return regexp.Compile's error, without MustCompile's prefix.
    expect(() => render('{{ mustRegexFind "[" "x" }}')).toThrow(
      'error calling mustRegexFind: error parsing regexp: missing closing ]: `[`',
    );
  });

  it('nested quantifiers under (?i) and a failing end run in linear time over a long text', () => {
    const text = `${'a'.repeat(50_000)}!`;
    for (const pattern of ['(?i)^(a+)+$', '^(a|a)*$', '(?i)(a*)*b', '(?is)(.*a){20}$'])
      expect(renderTemplateText('t', `{{ regexMatch "${pattern}" .s }}`, { s: text })).toBe('false');
  });
});
