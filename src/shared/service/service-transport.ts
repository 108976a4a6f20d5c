import type { Dependencies } from '../dependencies.js'
import { serviceErrorMessage } from '../http/errors.js'
import { DEFAULT_RETRY_POLICY } from '../http/retry.js'
import { Transport } from '../http/json-transport.js'
import { USER_AGENT } from '../version.js'
import { serviceMessage } from './service-message.js'

/** A transport for the docs platform's API: bearer key, its error messages, its retry policy. */
export function serviceTransport(
  settings: {
    apiUrl: string
    apiKey: string
    timeoutMs: number
    /** Told about each retry, for a log line. */
    onRetry?: (message: string) => void
  },
  deps: Pick<Dependencies, 'clock' | 'random'>,
): Transport {
  return new Transport({
    baseUrl: settings.apiUrl,
    urlSetting: 'api-url',
    headers: { authorization: `Bearer ${settings.apiKey}`, accept: 'application/json' },
    secrets: [settings.apiKey],
    userAgent: USER_AGENT,
    timeoutMs: settings.timeoutMs,
    retry: DEFAULT_RETRY_POLICY,
    explain: serviceErrorMessage,
    readError: serviceMessage,
    clock: deps.clock,
    random: deps.random,
    onRetry: settings.onRetry,
  })
}
