import { describe, expect, test } from '@jest/globals'
import { GITHUB_ROUTES } from '../../emulator/github-routes.ts'
import {
  appTokenPermissions,
  mayWrite,
  permissionsOf,
  WRITE_PERMISSIONS,
} from '../../emulator/token-permissions.ts'
import { startsOn, workflowCommit } from '../../emulator/workflow-event.ts'

// The emulator's model of what a token may write (a job's GITHUB_TOKEN, an App's token), and of
// which version of a workflow file an event runs: what the played examples are held to.

describe('token permissions', () => {
  test('every write route of the emulated GitHub names the permissions that allow it', () => {
    const writes = GITHUB_ROUTES.filter((route) => route.method !== 'GET').map((r) => r.op)
    expect(writes.filter((op) => WRITE_PERMISSIONS[op] === undefined)).toEqual([])
    expect(Object.keys(WRITE_PERMISSIONS).filter((op) => !writes.includes(op))).toEqual([])
  })

  test('a write needs one of its permissions at write; none listed allows every write', () => {
    const issues = { issues: 'write' } as const
    expect(mayWrite('github.create-comment', issues)).toBe(true)
    expect(mayWrite('github.create-comment', { 'pull-requests': 'write' })).toBe(true)
    expect(mayWrite('github.create-comment', { issues: 'read' })).toBe(false)
    expect(mayWrite('github.react-issue', { 'pull-requests': 'write' })).toBe(false)
    expect(mayWrite('github.create-status', issues)).toBe(false)
    expect(mayWrite('github.create-status', { statuses: 'write' })).toBe(true)
    expect(mayWrite('github.dispatch', { contents: 'read', issues: 'write' })).toBe(false)
    expect(mayWrite('github.dispatch', { contents: 'write' })).toBe(true)
    expect(mayWrite('github.create-status', undefined)).toBe(true)
    expect(mayWrite('github.unknown-write', issues)).toBe(false)
  })

  test('permissions: as GITHUB_TOKEN gets them: read-all, write-all, a mapping, {} for none', () => {
    expect(permissionsOf(undefined)).toBeUndefined()
    expect(permissionsOf({})).toEqual({})
    expect(permissionsOf({ issues: 'write', contents: 'read' })).toEqual({
      issues: 'write',
      contents: 'read',
    })
    expect(permissionsOf('write-all')?.statuses).toBe('write')
    expect(permissionsOf('read-all')?.statuses).toBe('read')
    expect(() => permissionsOf({ issues: 'admin' })).toThrow(
      'permissions: issues: "admin" is not read, write or none',
    )
  })

  test("an App token's permissions are its permission-* inputs, or all of the installation's", () => {
    expect(appTokenPermissions({ owner: 'acme' })).toBeUndefined()
    expect(
      appTokenPermissions({
        owner: 'acme',
        'permission-issues': 'write',
        'permission-contents': 'read',
      }),
    ).toEqual({ issues: 'write', contents: 'read' })
  })
})

describe('which version of a workflow an event runs', () => {
  const pull = { pull_request: { head: { sha: 'a'.repeat(40) } } }

  test("a pull request's events run its merge commit's file; pull_request_target the default branch's", () => {
    for (const event of ['pull_request', 'pull_request_review', 'pull_request_review_comment'])
      expect(workflowCommit(event, pull)).toEqual({
        ref: 'a'.repeat(40),
        what: "the pull request's merge commit",
      })
    for (const event of ['pull_request_target', 'issue_comment', 'schedule', 'workflow_dispatch'])
      expect(workflowCommit(event, pull)).toEqual({ ref: 'main', what: 'the default branch' })
    expect(workflowCommit('merge_group', { merge_group: { head_sha: 'b'.repeat(40) } }).ref).toBe(
      'b'.repeat(40),
    )
    expect(workflowCommit('push', { after: 'c'.repeat(40) }).ref).toBe('c'.repeat(40))
  })

  test('an event starts a workflow only if it lists the event and the activity type', () => {
    const on = {
      pull_request_target: { types: ['opened', 'synchronize'] },
      pull_request: null,
      workflow_dispatch: null,
    }
    expect(startsOn(on, 'pull_request_target', 'opened')).toBe(true)
    expect(startsOn(on, 'pull_request_target', 'reopened')).toBe(false)
    // Without types, a pull request event starts it when opened, pushed to or reopened alone.
    expect(startsOn(on, 'pull_request', 'synchronize')).toBe(true)
    expect(startsOn(on, 'pull_request', 'closed')).toBe(false)
    expect(startsOn(on, 'workflow_dispatch', undefined)).toBe(true)
    expect(startsOn(on, 'issue_comment', 'created')).toBe(false)
    expect(startsOn('push', 'push', undefined)).toBe(true)
    expect(startsOn(['issues', 'issue_comment'], 'issue_comment', 'edited')).toBe(true)
  })
})
