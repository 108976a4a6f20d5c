import { describe, expect, test } from '@jest/globals'
import { ApiError, formatWait, redact, serviceErrorMessage } from '../../src/shared/http/errors.js'
import { serviceMessage } from '../../src/shared/service/service-message.js'

// What a user reads when a request to the service fails: the service's own words made safe,
// secrets removed, and a message that says what to do.

describe('serviceMessage', () => {
  test('an empty body says nothing', () => {
    expect(serviceMessage(' \n ', 'application/json')).toBe('')
  })

  test('an HTML page is described, not quoted, whatever its content type says', () => {
    const described = 'an HTML page instead of JSON (usually a proxy or gateway error page)'
    expect(serviceMessage('  <html><b>502</b></html>', 'application/json')).toBe(described)
    expect(serviceMessage('Bad gateway', 'text/html; charset=utf-8')).toBe(described)
    expect(serviceMessage('Bad gateway <b>', undefined)).toBe('Bad gateway <b>')
  })

  test('JSON: the error and the messages of its details', () => {
    expect(
      serviceMessage(
        '{"error":"Invalid","details":[{"message":"a"},{"message":"b"}]}',
        'application/json',
      ),
    ).toBe('Invalid: a; b')
    expect(serviceMessage('{"error":"Invalid","details":[]}', undefined)).toBe('Invalid')
    expect(serviceMessage('{"message":"other shape"}', undefined)).toBe('{"message":"other shape"}')
  })

  test('text that is not JSON is kept as it is', () => {
    expect(serviceMessage('  upstream timed out  ', 'text/plain')).toBe('upstream timed out')
  })

  test('one line, without control characters', () => {
    expect(serviceMessage('a\r\n\tb\u0000\u001b[31mc  d', undefined)).toBe('a b [31mc d')
  })

  test('at most 300 characters', () => {
    expect(serviceMessage('x'.repeat(300), undefined)).toBe('x'.repeat(300))
    expect(serviceMessage('x'.repeat(301), undefined)).toBe(`${'x'.repeat(300)}…`)
  })
})

describe('redact', () => {
  test('removes each secret as sent and URL-encoded, every time it occurs', () => {
    expect(redact('key a/b c, again a/b c, encoded a%2Fb%20c', ['a/b c'])).toBe(
      'key ***, again ***, encoded ***',
    )
    expect(redact('one mint_x two ghs_y', ['mint_x', 'ghs_y'])).toBe('one *** two ***')
  })

  test('leaves values too short to be secrets (an empty token, say), so text stays readable', () => {
    expect(redact('abc abcd', ['abc', ''])).toBe('abc abcd')
    expect(redact('abc abcd', ['abcd'])).toBe('abc ***')
  })
})

describe('formatWait', () => {
  test.each([
    [0, '0 s'],
    [1, '1 s'],
    [1000, '1 s'],
    [1001, '2 s'],
    [119_000, '119 s'],
    [119_001, '2 min'],
    [120_000, '2 min'],
    [150_000, '3 min'],
    [3_600_000, '60 min'],
  ])('%i ms is %j', (ms, text) => {
    expect(formatWait(ms)).toBe(text)
  })
})

describe('ApiError', () => {
  test('is neither transient nor possibly acted on unless said so', () => {
    const error = new ApiError('m')
    expect(error).toMatchObject({
      name: 'ApiError',
      message: 'm',
      status: undefined,
      transient: false,
      mayHaveActed: false,
      retryAfterMs: undefined,
    })
    expect(
      new ApiError('m', { status: 503, transient: true, mayHaveActed: true, retryAfterMs: 5 }),
    ).toMatchObject({ status: 503, transient: true, mayHaveActed: true, retryAfterMs: 5 })
  })
})

describe('serviceErrorMessage', () => {
  const context = {
    operation: 'Doing it',
    notFound: 'thing 7 not found; check thing-id',
    rateLimit: '5 things per hour',
  }
  test.each([
    [
      401,
      'Doing it failed with HTTP 401: the API key was rejected; check api-key (admin keys start with mint_, and expired keys are refused). The service said: no.',
    ],
    [
      403,
      'Doing it failed with HTTP 403: the API key is not allowed to do this. Check that the key has the needed scope (read for polling, write for creating jobs and sending messages) and, if the key has an IP allowlist, that it admits this runner. The service said: no.',
    ],
    [
      404,
      'Doing it failed with HTTP 404: thing 7 not found; check thing-id. The service said: no.',
    ],
    [
      400,
      'Doing it failed with HTTP 400: the service rejected the request as invalid. The service said: no.',
    ],
    [
      500,
      'Doing it failed with HTTP 500: the service had an error or is unavailable. Try again later. The service said: no.',
    ],
    [
      599,
      'Doing it failed with HTTP 599: the service had an error or is unavailable. Try again later. The service said: no.',
    ],
    [418, 'Doing it failed with HTTP 418: unexpected answer. The service said: no.'],
    [499, 'Doing it failed with HTTP 499: unexpected answer. The service said: no.'],
  ])('HTTP %i', (status, message) => {
    expect(serviceErrorMessage(context, status, 'no', undefined)).toBe(message)
  })

  test('HTTP 429 names the budget, and the wait when the service gave one', () => {
    expect(serviceErrorMessage(context, 429, '', undefined)).toBe(
      'Doing it failed with HTTP 429: rate limit reached (the service allows 5 things per hour). Try again later, or spread runs out with a concurrency group.',
    )
    expect(serviceErrorMessage(context, 429, 'slow down', 90_000)).toBe(
      'Doing it failed with HTTP 429: rate limit reached (the service allows 5 things per hour). The service asks to wait 90 s, or spread runs out with a concurrency group. The service said: slow down.',
    )
  })

  test('says nothing of the service’s words when there were none', () => {
    expect(serviceErrorMessage(context, 400, '', undefined)).toBe(
      'Doing it failed with HTTP 400: the service rejected the request as invalid.',
    )
  })
})
