import { afterEach, describe, expect, test } from '@jest/globals'
import {
  InputError,
  parseDecimal,
  quote,
  readApiKey,
  readBaseUrl,
  readBoolean,
  readChoice,
  readIdentifier,
  readNumber,
  readRequestTimeout,
  readRequired,
  readSecret,
  REQUEST_TIMEOUT_VARIABLE,
} from '../../src/shared/inputs.js'
import { inStep } from './step.js'

// How both actions read their inputs: what is accepted, what is refused, and with which message.

/** What reading `name` set to `value` gives, or the message it is refused with; and the log. */
async function read<T>(
  value: string,
  reader: (name: string) => T,
): Promise<{ value?: T; error?: string; log: string }> {
  const outcome: { value?: T; error?: string } = {}
  const step = await inStep({ field: value }, () => {
    try {
      outcome.value = reader('field')
    } catch (error) {
      expect(error).toBeInstanceOf(InputError)
      outcome.error = (error as Error).message
    }
    return Promise.resolve()
  })
  return { ...outcome, log: step.log }
}

describe('quote', () => {
  test('quotes a value whole up to 80 characters, and shortens a longer one with its length', () => {
    expect(quote('a "b"')).toBe('"a \\"b\\""')
    expect(quote('x'.repeat(80))).toBe(`"${'x'.repeat(80)}"`)
    expect(quote('x'.repeat(81))).toBe(`"${'x'.repeat(80)}"… (81 characters)`)
  })
})

describe('readRequired', () => {
  test('trims the value, and refuses an empty one with the hint', async () => {
    expect(await read('  id  ', (n) => readRequired(n, 'Hint.'))).toMatchObject({ value: 'id' })
    expect(await read(' \t ', (n) => readRequired(n, 'Say it.'))).toMatchObject({
      error: "Input 'field' is required but was empty. Say it.",
    })
  })
})

describe('readIdentifier', () => {
  test.each(['job-1', 'a'.repeat(200), 'ünïcode'])('accepts %j', (value) => {
    expect(readIdentifier('job-id', value)).toBe(value)
  })
  test.each(['a b', 'a\tb', 'a\u0000b', 'a'.repeat(201)])('refuses %j', (value) => {
    expect(() => readIdentifier('job-id', value)).toThrow(
      `Input 'job-id' must be a single identifier without spaces or control characters; got ${quote(value)}.`,
    )
  })
})

describe('readBoolean', () => {
  test('true and false in any case; an empty value is the fallback', async () => {
    expect((await read('TRUE', (n) => readBoolean(n, false))).value).toBe(true)
    expect((await read(' False ', (n) => readBoolean(n, true))).value).toBe(false)
    expect((await read('', (n) => readBoolean(n, true))).value).toBe(true)
    expect((await read('', (n) => readBoolean(n, false))).value).toBe(false)
  })
  test.each(['yes', 'truely', 'untrue', 'false!', '1'])('refuses %j', async (value) => {
    expect((await read(value, (n) => readBoolean(n, true))).error).toBe(
      `Input 'field' must be 'true' or 'false'; got ${quote(value)}.`,
    )
  })
})

describe('parseDecimal', () => {
  test.each([
    ['5', 5],
    ['2.5', 2.5],
    ['.5', 0.5],
    ['5.', 5],
    ['007', 7],
  ])('reads %j', (value, number) => {
    expect(parseDecimal(value)).toBe(number)
  })
  test.each([
    '',
    '.',
    '1e3',
    '0x10',
    'Infinity',
    '-1',
    '+1',
    '1 2',
    ' 1',
    '1 ',
    '1.2.3',
    'a1',
    '1a',
  ])('refuses %j', (value) => {
    expect(parseDecimal(value)).toBeNaN()
  })
})

describe('readNumber', () => {
  const bounds = { min: 0, max: 60, unit: 'seconds' }
  test('an empty value is the fallback; the bounds are exclusive below and inclusive above', async () => {
    expect((await read('', (n) => readNumber(n, 7, bounds))).value).toBe(7)
    expect((await read(' 60 ', (n) => readNumber(n, 7, bounds))).value).toBe(60)
    expect((await read('0.001', (n) => readNumber(n, 7, bounds))).value).toBe(0.001)
  })
  test.each(['0', '60.5', 'soon'])('refuses %j', async (value) => {
    expect((await read(value, (n) => readNumber(n, 7, bounds))).error).toBe(
      `Input 'field' must be a number of seconds greater than 0 and at most 60; got ${quote(value)}.`,
    )
  })
})

describe('secrets', () => {
  test('a secret is masked before anything else, even when it is then refused', async () => {
    const result = await read(' mint_a\u0001b ', readSecret)
    expect(result.log).toContain('::add-mask::mint_a\u0001b')
    expect(result.error).toBe(
      "Input 'field' contains whitespace or control characters; the secret must hold the value alone.",
    )
    expect(result.error).not.toContain('mint_a')
  })

  test('an empty secret is not masked', async () => {
    const result = await read('  ', readSecret)
    expect(result.value).toBe('')
    expect(result.log).not.toContain('::add-mask::')
  })

  test('an API key without the mint_ prefix is used, with a warning', async () => {
    const other = await read('sk_live_1234', (n) => readApiKey(n))
    expect(other.value).toBe('sk_live_1234')
    expect(other.log).toContain(
      "::warning::Input 'field' does not start with 'mint_' as admin API keys do; the service may reject it.",
    )
    const mint = await read('mint_1234', (n) => readApiKey(n))
    expect(mint.value).toBe('mint_1234')
    expect(mint.log).not.toContain('::warning::')
  })

  test('an empty API key is refused unless it is optional', async () => {
    expect((await read('', (n) => readApiKey(n))).error).toBe(
      "Input 'field' is required but was empty. Store your admin API key as a repository secret and pass it with `field: ${{ secrets.DOCS_AGENT_API_KEY }}`.",
    )
    expect((await read('', (n) => readApiKey(n, { optional: true }))).value).toBe('')
  })
})

describe('readBaseUrl', () => {
  const FALLBACK = 'https://api.example.test'
  test.each([
    ['', FALLBACK],
    ['https://api.example.test/', FALLBACK],
    ['https://host.test/base//', 'https://host.test/base'],
    ['HTTPS://Host.Test/v1', 'https://host.test/v1'],
  ])('%j is read as %j', async (value, url) => {
    const result = await read(value, (n) => readBaseUrl(n, FALLBACK))
    expect(result.value).toBe(url)
    expect(result.log).not.toContain('::warning::')
  })

  test.each(['http://localhost:4010', 'http://127.0.0.1:4010', 'http://[::1]:4010'])(
    'plain http to %s stays on this machine: no warning',
    async (value) => {
      const result = await read(value, (n) => readBaseUrl(n, FALLBACK))
      expect(result.value).toBe(value)
      expect(result.log).not.toContain('::warning::')
    },
  )

  test('plain http elsewhere is a warning', async () => {
    const result = await read('http://api.example.test', (n) => readBaseUrl(n, FALLBACK))
    expect(result.value).toBe('http://api.example.test')
    expect(result.log).toContain(
      "::warning::Input 'field' uses plain http, so the API key crosses the network unencrypted; use https.",
    )
  })

  test.each([
    ['ftp://host.test', `Input 'field' must be an http or https URL; got "ftp://host.test".`],
    ['host.test', `Input 'field' must be an http or https URL; got "host.test".`],
    [
      'https://host.test/a?key=1',
      `Input 'field' must be a base URL without credentials, query or fragment; got "https://host.test/a".`,
    ],
    ['https://host.test/#x', `got "https://host.test/".`],
    ['https://user@host.test', `got "https://host.test/".`],
    ['https://:secret@host.test', `got "https://host.test/".`],
  ])('refuses %j', async (value, message) => {
    const result = await read(value, (n) => readBaseUrl(n, FALLBACK))
    expect(result.error).toContain(message)
    expect(result.error).not.toContain('secret')
  })
})

describe('readChoice', () => {
  const FORMATS = ['csv', 'json'] as const
  test('compares without case, and an empty value is the fallback', async () => {
    expect((await read(' JSON ', (n) => readChoice(n, FORMATS, 'csv'))).value).toBe('json')
    expect((await read('', (n) => readChoice(n, FORMATS, 'json'))).value).toBe('json')
    expect((await read('xml', (n) => readChoice(n, FORMATS, 'csv'))).error).toBe(
      `Input 'field' must be one of csv, json; got "xml".`,
    )
  })
})

describe('readRequestTimeout', () => {
  afterEach(() => {
    delete process.env[REQUEST_TIMEOUT_VARIABLE]
  })
  test.each([
    [undefined, 30_000],
    [' ', 30_000],
    ['2.5', 2500],
    ['600', 600_000],
  ])('%j seconds', (value, ms) => {
    if (value !== undefined) process.env[REQUEST_TIMEOUT_VARIABLE] = value
    expect(readRequestTimeout()).toBe(ms)
  })
  test.each(['0', '600.5', 'ten'])('refuses %j', (value) => {
    process.env[REQUEST_TIMEOUT_VARIABLE] = value
    expect(() => readRequestTimeout()).toThrow(
      new InputError(
        `Environment variable DOCS_AGENT_REQUEST_TIMEOUT must be a number of seconds greater than 0 and at most 600; got ${quote(value)}.`,
      ),
    )
  })
})
