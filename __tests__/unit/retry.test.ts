import { describe, expect, test } from '@jest/globals'
import {
  DEFAULT_RETRY_POLICY,
  backoffDelay,
  isRetryable,
  parseRetryAfter,
} from '../../src/shared/http/retry.js'

describe('isRetryable', () => {
  test('a request safe to repeat is retried on every transient failure', () => {
    for (const status of [408, 429, 500, 502, 503, 504]) {
      expect(isRetryable(true, { kind: 'status', status, retryAfterMs: undefined })).toBe(true)
    }
    expect(isRetryable(true, { kind: 'network', notSent: false })).toBe(true)
    expect(isRetryable(true, { kind: 'timeout' })).toBe(true)
    expect(isRetryable(true, { kind: 'malformed' })).toBe(true)
  })

  test('no request is retried on a client error other than 408 and 429', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(isRetryable(true, { kind: 'status', status, retryAfterMs: undefined })).toBe(false)
      expect(isRetryable(false, { kind: 'status', status, retryAfterMs: undefined })).toBe(false)
    }
  })

  test('an unsafe request (POST) is retried only when the service certainly did not act', () => {
    expect(isRetryable(false, { kind: 'status', status: 429, retryAfterMs: undefined })).toBe(true)
    expect(isRetryable(false, { kind: 'status', status: 503, retryAfterMs: undefined })).toBe(true)
    expect(isRetryable(false, { kind: 'network', notSent: true })).toBe(true)
    for (const status of [500, 502, 504, 408]) {
      expect(isRetryable(false, { kind: 'status', status, retryAfterMs: undefined })).toBe(false)
    }
    expect(isRetryable(false, { kind: 'network', notSent: false })).toBe(false)
    expect(isRetryable(false, { kind: 'timeout' })).toBe(false)
    expect(isRetryable(false, { kind: 'malformed' })).toBe(false)
  })
})

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-22T12:00:00Z')
  test('reads delta-seconds and HTTP dates', () => {
    expect(parseRetryAfter('7', now)).toBe(7000)
    expect(parseRetryAfter(' 0 ', now)).toBe(0)
    expect(parseRetryAfter('Sun, 22 Nov 2026 12:00:30 GMT', now)).toBe(30_000)
    expect(parseRetryAfter('Sun, 22 Nov 2026 11:00:00 GMT', now)).toBe(0)
  })
  test('ignores what it cannot read', () => {
    expect(parseRetryAfter(undefined, now)).toBeUndefined()
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter('-5', now)).toBeUndefined()
  })
})

describe('backoffDelay', () => {
  test('full jitter below a ceiling that doubles and is capped', () => {
    const top = (): number => 1
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n, DEFAULT_RETRY_POLICY, top))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 16_000, 16_000,
    ])
    expect(backoffDelay(3, DEFAULT_RETRY_POLICY, () => 0.5)).toBe(2000)
    expect(backoffDelay(3, DEFAULT_RETRY_POLICY, () => 0)).toBe(0)
  })
})
