import {
  DescribedSchemas,
  isNode,
  readDescription,
  type DescriptionNode,
} from './openapi-schemas.ts'

/** GitHub's OpenAPI description of its webhooks, as @octokit/openapi-webhooks ships it. */
const DESCRIPTION_FILE = '@octokit/openapi-webhooks/generated/api.github.com.json'

/** Events whose payload GitHub Actions makes itself: no webhook describes them. */
const ACTIONS_ONLY_EVENTS = ['schedule']

/**
 * Events whose action is the sender's own word, all described by one webhook: a
 * `repository_dispatch` event's action is the `event_type` it was sent with.
 */
const ANY_ACTION_EVENTS: Record<string, string> = { repository_dispatch: 'sample.collected' }

/**
 * The payload of each webhook event, as GitHub's own OpenAPI description of them has it: what the
 * project's tests and scripts give a run as its event (emulator/webhooks.ts) is held to it.
 * Schemas are compiled for the events checked, when first checked.
 */
export class WebhookDescription {
  private readonly description: DescriptionNode
  private readonly schemas: DescribedSchemas

  constructor(description: DescriptionNode = readDescription(DESCRIPTION_FILE)) {
    this.description = description
    this.schemas = new DescribedSchemas(description, 'https://api.github.com/webhooks#')
  }

  /**
   * What `payload` of event `name` breaks of the description, one line each; [] for an event
   * GitHub Actions makes itself. The action is the payload's own. pull_request_target carries
   * pull_request's payload.
   */
  problems(name: string, payload: unknown): string[] {
    if (ACTIONS_ONLY_EVENTS.includes(name)) return []
    const event = (name === 'pull_request_target' ? 'pull_request' : name).replace(/_/g, '-')
    const action = isNode(payload) && typeof payload.action === 'string' ? payload.action : ''
    const webhooks = isNode(this.description.webhooks) ? this.description.webhooks : {}
    const described = ANY_ACTION_EVENTS[name] ?? action
    const webhook = webhooks[described === '' ? event : `${event}-${described}`]
    const body = isNode(webhook) && isNode(webhook.post) ? webhook.post.requestBody : undefined
    const content = isNode(body) && isNode(body.content) ? body.content['application/json'] : {}
    if (!isNode(content) || !isNode(content.schema)) {
      return [`GitHub's description has no ${name} event${action === '' ? '' : ` '${action}'`}`]
    }
    return this.schemas.problems(content.schema, payload, 'payload')
  }
}

let loaded: WebhookDescription | undefined

/** The description, read once per process (a twentieth of a second). */
export function webhookDescription(): WebhookDescription {
  loaded ??= new WebhookDescription()
  return loaded
}
