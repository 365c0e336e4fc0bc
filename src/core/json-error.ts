/**
 * Where a JSON text first goes wrong. Node 20's JSON.parse often reports a syntax error
 * without a position, and users deserve "line 3, column 7". Called only after
 * JSON.parse has failed, so it needs to find the spot, not to build values.
 */

const WS = new Set([' ', '\t', '\n', '\r']);

export interface JsonSyntaxError {
  readonly index: number;
  readonly reason: string;
}

class Found extends Error {
  constructor(readonly found: JsonSyntaxError) {
    super(found.reason);
  }
}

export function locateJsonError(text: string): JsonSyntaxError | null {
  let i = 0;
  const fail = (reason: string): never => {
    throw new Found({ index: i, reason });
  };
  const ws = (): void => {
    while (i < text.length && WS.has(text[i] ?? '')) i++;
  };
  const expect = (c: string): void => {
    if (text[i] !== c)
      fail(
        text[i] === undefined
          ? `expected "${c}" but the text ended`
          : `expected "${c}", found "${text[i]}"`,
      );
    i++;
  };
  const string = (): void => {
    expect('"');
    for (;;) {
      const c = text[i];
      if (c === undefined) fail('unterminated string');
      if (c === '"') break;
      if (c === '\\') {
        i++;
        const e = text[i];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail('bad \\u escape');
          i += 4;
        } else if (e === undefined || !'"\\/bfnrt'.includes(e)) fail('bad escape in string');
      } else if (c !== undefined && c < ' ') fail('control character in string');
      i++;
    }
    i++;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        ws();
        if (text[i] !== '"')
          fail(
            `expected a property name in quotes, found ${text[i] === undefined ? 'the end' : `"${text[i]}"`}`,
          );
        string();
        ws();
        expect(':');
        value();
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        expect('}');
        return;
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') {
        i++;
        return;
      }
      for (;;) {
        value();
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        expect(']');
        return;
      }
    }
    if (c === '"') {
      string();
      return;
    }
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (m !== null && m[0] !== '') {
      i += m[0].length;
      return;
    }
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return;
      }
    }
    fail(c === undefined ? 'the text ended where a value was expected' : `unexpected "${c}"`);
  };
  try {
    value();
    ws();
    if (i < text.length) fail(`unexpected "${text[i] ?? ''}" after the end of the document`);
    return null;
  } catch (e) {
    if (e instanceof Found) return e.found;
    throw e;
  }
}
