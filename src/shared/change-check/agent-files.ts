/**
 * Files the change check never lets a broad glob allow: instructions that AI agents read as part
 * of their prompt (the platform's own agent reads `AGENTS.md`), and the files that decide what
 * runs with the repository's secrets or who must review it (`.github/`, `CODEOWNERS`). Pure.
 */
import picomatch from 'picomatch'
import { GLOB_OPTIONS } from './allowed-paths.js'

/**
 * Instructions and settings that coding agents read from a repository, by the platforms' own
 * documentation: the AGENTS.md convention (the platform's agent, Codex, Jules, Amp and others),
 * Claude Code, Gemini, Copilot, Cursor, Windsurf, Cline, Roo, Kilo, Junie, Goose, Kiro, Amazon Q,
 * Continue, Augment, OpenHands, the MCP servers an agent starts, and the platform's own agent
 * workflows (`.mintlify/workflows/`, instructions it runs by itself); Copilot's other files
 * (`.github/instructions/`, `.github/prompts/`) are in `.github/`, which is never allowed.
 * Matched in any folder, dot folders included, and whatever the case of the letters.
 */
export const AGENT_FILES: readonly string[] = [
  '**/AGENTS.md',
  '**/AGENT.md',
  '**/CLAUDE.md',
  '**/CLAUDE.local.md',
  '**/.claude/**',
  '**/GEMINI.md',
  '**/.gemini/**',
  '**/copilot-instructions.md',
  '**/.cursorrules',
  '**/.cursor/**',
  '**/.windsurfrules',
  '**/.windsurf/**',
  '**/.clinerules',
  '**/.clinerules/**',
  '**/.roorules',
  '**/.roo/**',
  '**/.kilocode/**',
  '**/.junie/**',
  '**/.goosehints',
  '**/.kiro/**',
  '**/.amazonq/**',
  '**/.continue/**',
  '**/.augment-guidelines',
  '**/.augment/**',
  '**/.openhands/**',
  '**/.openhands_instructions',
  '**/.mcp.json',
  '**/.vscode/mcp.json',
  '**/.mintlify/workflows/**',
]

const isAgentPath = picomatch([...AGENT_FILES], { dot: true, nocase: true })

/** Whether a path is instructions or settings an AI agent reads. */
export function isAgentFile(path: string): boolean {
  return isAgentPath(path)
}

/** Characters that make a glob's segment a pattern rather than a name. */
const GLOB_SYNTAX = /[*?[\]{}()!+@\\]/

/**
 * Whether one of `globs` names this agent file: it matches the path, and its last segment is the
 * file's name written out (`AGENTS.md`, `docs/AGENTS.md`, `.cursor/rules/style.mdc`). A glob
 * that merely matches it (`**\/*.md`, `**\/*agents*`, `.cursor/**`) allows other files, not this.
 */
export function agentFileNamed(path: string, globs: readonly string[]): boolean {
  const name = path.split('/').at(-1) ?? path
  return globs.some((glob) => {
    const last = glob.split('/').at(-1) ?? glob
    return last === name && !GLOB_SYNTAX.test(last) && picomatch(glob, GLOB_OPTIONS)(path)
  })
}

/**
 * Why a path can never be allowed, or undefined: `.github/` at the repository's root (workflows
 * and actions run with its secrets; CODEOWNERS, dependabot and the rest set who reviews and what
 * runs), and a CODEOWNERS file where GitHub reads one (the root or `docs/`). The agent's branch
 * must never change them, whatever `allowed-paths` says.
 */
export function neverAllowed(path: string): string | undefined {
  if (/^\.github(\/|$)/i.test(path))
    return `${path} is in .github/, which sets what runs with the repository's secrets: never allowed`
  if (/^(docs\/)?CODEOWNERS$/i.test(path))
    return `${path} sets who must review changes: never allowed`
  return undefined
}
