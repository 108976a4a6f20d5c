import { expect, test } from '@jest/globals'
import { ApiError } from '../../src/shared/http/errors.js'
import { InputError } from '../../src/shared/inputs.js'
import { logUntrusted, messageOf } from '../../src/shared/log.js'
import { inStep } from './step.js'

test('untrusted text is printed in a group with workflow commands switched off around it', async () => {
  const step = await inStep({}, () => {
    logUntrusted('What the agent said', 'line 1\n::add-mask::x\n::error::y')
    return Promise.resolve()
  })
  const lines = step.log.trimEnd().split('\n')
  const token = /^::stop-commands::([0-9a-f-]{36})$/.exec(lines[1] ?? '')?.[1]
  expect(token).toBeDefined()
  expect(lines).toEqual([
    '::group::What the agent said',
    `::stop-commands::${token}`,
    'line 1',
    '::add-mask::x',
    '::error::y',
    `::${token}::`,
    '::endgroup::',
  ])
})

test('each block of untrusted text has its own token, so none can be guessed', async () => {
  const step = await inStep({}, () => {
    logUntrusted('a', 'x')
    logUntrusted('b', 'y')
    return Promise.resolve()
  })
  const tokens = [...step.log.matchAll(/::stop-commands::(\S+)/g)].map((m) => m[1])
  expect(tokens).toHaveLength(2)
  expect(tokens[0]).not.toBe(tokens[1])
})

test('messageOf: our errors speak for themselves; anything else is unexpected', async () => {
  expect(messageOf(new ApiError('The service said no.'))).toBe('The service said no.')
  expect(messageOf(new InputError("Input 'x' is bad."))).toBe("Input 'x' is bad.")
  expect(messageOf(42)).toBe('Unexpected error: 42')
  const step = await inStep({}, () => {
    expect(messageOf(new RangeError('out of range'))).toBe('Unexpected error: out of range')
    return Promise.resolve()
  })
  // The stack goes to the debug log, for whoever turns it on.
  expect(step.log).toMatch(/^::debug::RangeError: out of range%0A {4}at /m)
})

test('an error without a stack leaves its message in the debug log', async () => {
  const error = new Error('no stack here')
  error.stack = undefined
  const step = await inStep({}, () => {
    messageOf(error)
    return Promise.resolve()
  })
  expect(step.log).toBe('::debug::no stack here\n')
})
