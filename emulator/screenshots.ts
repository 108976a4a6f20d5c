import { crc32, deflateSync } from 'node:zlib'

/**
 * The screenshots of a deployed docs site that the emulator serves for a successful deployment:
 * small PNG images drawn here (a top bar, a sidebar, a title, paragraphs and a code block), in a
 * light and a dark theme, so that no image is checked in and a client that links or embeds them
 * gets a real image. `seed` varies the page a little (the branch's), so two previews differ.
 */
export const SCREENSHOT_WIDTH = 320
export const SCREENSHOT_HEIGHT = 200

export type Theme = 'light' | 'dark'
type Rgb = readonly [number, number, number]

interface Palette {
  background: Rgb
  bar: Rgb
  sidebar: Rgb
  rule: Rgb
  title: Rgb
  text: Rgb
  faint: Rgb
  code: Rgb
  accent: Rgb
}

const PALETTES: Record<Theme, Palette> = {
  light: {
    background: [255, 255, 255],
    bar: [246, 247, 249],
    sidebar: [250, 250, 251],
    rule: [229, 231, 235],
    title: [17, 24, 39],
    text: [75, 85, 99],
    faint: [209, 213, 219],
    code: [243, 244, 246],
    accent: [22, 163, 74],
  },
  dark: {
    background: [15, 17, 23],
    bar: [22, 26, 34],
    sidebar: [18, 21, 28],
    rule: [38, 42, 52],
    title: [243, 244, 246],
    text: [156, 163, 175],
    faint: [55, 65, 81],
    code: [31, 36, 48],
    accent: [74, 222, 128],
  },
}

/** A small deterministic generator (mulberry32): the same seed draws the same page. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

class Canvas {
  readonly pixels = new Uint8Array(SCREENSHOT_WIDTH * SCREENSHOT_HEIGHT * 3)

  fill(x: number, y: number, width: number, height: number, [r, g, b]: Rgb): void {
    for (let row = Math.max(0, y); row < Math.min(SCREENSHOT_HEIGHT, y + height); row++) {
      for (let col = Math.max(0, x); col < Math.min(SCREENSHOT_WIDTH, x + width); col++) {
        const at = (row * SCREENSHOT_WIDTH + col) * 3
        this.pixels[at] = r
        this.pixels[at + 1] = g
        this.pixels[at + 2] = b
      }
    }
  }
}

/** The page, drawn: what a docs site's first screen looks like, reduced to blocks. */
function draw(theme: Theme, seed: number): Canvas {
  const p = PALETTES[theme]
  const next = random(seed)
  const canvas = new Canvas()
  canvas.fill(0, 0, SCREENSHOT_WIDTH, SCREENSHOT_HEIGHT, p.background)
  // Top bar: logo, name, links and a search box.
  canvas.fill(0, 0, SCREENSHOT_WIDTH, 24, p.bar)
  canvas.fill(0, 24, SCREENSHOT_WIDTH, 1, p.rule)
  canvas.fill(10, 7, 10, 10, p.accent)
  canvas.fill(24, 10, 34, 4, p.title)
  canvas.fill(196, 8, 64, 8, p.code)
  for (const x of [270, 292]) canvas.fill(x, 10, 16, 4, p.text)
  // Sidebar: a heading and its pages, the current one marked.
  canvas.fill(0, 25, 76, SCREENSHOT_HEIGHT - 25, p.sidebar)
  canvas.fill(76, 25, 1, SCREENSHOT_HEIGHT - 25, p.rule)
  const current = Math.floor(next() * 6)
  for (let i = 0; i < 9; i++) {
    const y = 36 + i * 16
    const width = 28 + Math.floor(next() * 32)
    if (i === 0 || i === 5) canvas.fill(10, y, width, 4, p.title)
    else canvas.fill(14, y, width, 4, i === current + 1 ? p.accent : p.text)
  }
  // Content: breadcrumb, title, paragraphs and a code block.
  canvas.fill(92, 36, 40, 3, p.accent)
  canvas.fill(92, 46, 120 + Math.floor(next() * 60), 9, p.title)
  let y = 66
  for (let paragraph = 0; paragraph < 2; paragraph++) {
    const lines = 2 + Math.floor(next() * 2)
    for (let line = 0; line < lines; line++) {
      const width =
        line === lines - 1 ? 60 + Math.floor(next() * 100) : 190 + Math.floor(next() * 22)
      canvas.fill(92, y, width, 4, p.text)
      y += 9
    }
    y += 7
  }
  canvas.fill(92, y, 212, 36, p.code)
  canvas.fill(92, y, 2, 36, p.accent)
  for (let line = 0; line < 3; line++) {
    canvas.fill(102, y + 8 + line * 9, 40 + Math.floor(next() * 110), 3, p.faint)
  }
  return canvas
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** A PNG (8-bit RGB, no interlace) of the docs page in `theme`. */
export function screenshotPng(theme: Theme, seed = 0): Buffer {
  const { pixels } = draw(theme, seed)
  const rowBytes = SCREENSHOT_WIDTH * 3
  // Each row: filter type 0 (none), then its pixels.
  const raw = Buffer.alloc((rowBytes + 1) * SCREENSHOT_HEIGHT)
  for (let row = 0; row < SCREENSHOT_HEIGHT; row++) {
    raw.set(pixels.subarray(row * rowBytes, (row + 1) * rowBytes), row * (rowBytes + 1) + 1)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(SCREENSHOT_WIDTH, 0)
  header.writeUInt32BE(SCREENSHOT_HEIGHT, 4)
  header.set([8, 2, 0, 0, 0], 8) // bit depth 8, colour type 2 (RGB), deflate, filter 0, no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
