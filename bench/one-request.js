// The yardstick of the start-up benchmark (bench/run.ts): the least a Node script can do to
// send the analytics action's first request. Run as the action is (inputs as INPUT_* variables),
// it sends the same GET with the same headers through node:http, reads the answer and exits.
import { request } from 'node:http'

const url = `${process.env['INPUT_API-URL']}/v1/analytics/${encodeURIComponent(process.env['INPUT_PROJECT-ID'] ?? '')}/visitors?limit=10&offset=0`
request(
  url,
  {
    headers: {
      authorization: `Bearer ${process.env['INPUT_API-KEY']}`,
      accept: 'application/json',
      'user-agent': 'docs-agent-action/0.1.0',
    },
  },
  (response) => {
    response.resume()
    response.on('end', () => process.exit(response.statusCode === 200 ? 0 : 1))
  },
).end()
