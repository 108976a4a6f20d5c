import { describe, expect, test } from '@jest/globals'
import { HANDLER_GROUPS, routeHandlers } from '../../emulator/github.ts'
import { GITHUB_ROUTES } from '../../emulator/github-routes.ts'

// The emulator's GitHub answers each route of GITHUB_ROUTES with the handler one group of
// emulator/github/ contributes for its operation: a route left unanswered, or answered by two
// groups, is found when the emulator loads.

describe("the emulator's GitHub route table", () => {
  test('every route of GITHUB_ROUTES has one handler, and every handler a route', () => {
    const handlers = routeHandlers(GITHUB_ROUTES, HANDLER_GROUPS)
    const ops = new Set(GITHUB_ROUTES.map((r) => r.op))
    expect([...handlers.keys()].sort()).toEqual([...ops].sort())
  })

  test('a route no group answers, an operation answered twice, or a stray handler is refused', () => {
    // The first group is the comments'.
    expect(() => routeHandlers(GITHUB_ROUTES, HANDLER_GROUPS.slice(1))).toThrow(
      'Emulator error: no handler answers github.list-comments',
    )
    const twice = [...HANDLER_GROUPS, HANDLER_GROUPS[0] ?? {}]
    expect(() => routeHandlers(GITHUB_ROUTES, twice)).toThrow(
      'Emulator error: two handlers answer github.list-comments',
    )
    const stray = { 'github.delete-issue': () => ({ status: 204 }) }
    expect(() => routeHandlers(GITHUB_ROUTES, [...HANDLER_GROUPS, stray])).toThrow(
      'Emulator error: github.delete-issue is no route of GITHUB_ROUTES',
    )
  })
})
