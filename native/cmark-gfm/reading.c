/*
 * GitHub's reading of a Markdown text, for the sanitizer: cmark-gfm parses it with the
 * extensions github.com uses and renders its HTML as github.com does, and this file writes both
 * out as JSON: the HTML, and the tree with what the sanitizer needs of each node (its positions
 * in the source, where its HTML starts and ends, and the strings positions alone do not give).
 * Compiled with cmark-gfm's own sources to WebAssembly by build.sh; the projection onto the
 * source is done in TypeScript (src/shared/sanitizer/projection.ts).
 *
 * Exports: reading_parse(text, length) returns the JSON (NUL-terminated, freed by the next
 * call); reading_version() returns cmark-gfm's version string.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "cmark-gfm.h"
#include "cmark-gfm-core-extensions.h"
#include "node.h"
#include "buffer.h"
#include "registry.h"
#include "syntax_extension.h"

static char *last_output = NULL;

/* Set by the render hook (cmark-gfm.patch): where each node's HTML starts and ends, entering
 * and leaving it, by the node's index (kept in its user data, plus one). */
extern void (*cmark_html_render_hook)(cmark_node *, cmark_event_type, bufsize_t, bufsize_t);
static int *html_offsets = NULL;

static void record_html(cmark_node *node, cmark_event_type ev_type, bufsize_t before,
                        bufsize_t after) {
  intptr_t index = (intptr_t)cmark_node_get_user_data(node) - 1;
  if (index < 0) return;
  int *at = html_offsets + index * 4 + (ev_type == CMARK_EVENT_EXIT ? 2 : 0);
  at[0] = before;
  at[1] = after;
}

/* Each node's index in pre-order, in its user data (plus one). By cmark-gfm's iterator, not by
 * recursion: a text can nest thousands deep (`>>>>…`), past the stack. */
static int number_nodes(cmark_node *root) {
  int count = 0;
  cmark_iter *iter = cmark_iter_new(root);
  cmark_event_type ev_type;
  while ((ev_type = cmark_iter_next(iter)) != CMARK_EVENT_DONE)
    if (ev_type == CMARK_EVENT_ENTER)
      cmark_node_set_user_data(cmark_iter_get_node(iter), (void *)(intptr_t)(++count));
  cmark_iter_free(iter);
  return count;
}

static int index_of(cmark_node *node) {
  return node ? (int)(intptr_t)cmark_node_get_user_data(node) - 1 : -1;
}

static void put_string(cmark_strbuf *out, const unsigned char *data, bufsize_t len) {
  static const char hex[] = "0123456789abcdef";
  cmark_strbuf_putc(out, '"');
  for (bufsize_t i = 0; i < len; i++) {
    unsigned char c = data[i];
    if (c == '"' || c == '\\') {
      cmark_strbuf_putc(out, '\\');
      cmark_strbuf_putc(out, c);
    } else if (c < 0x20) {
      cmark_strbuf_puts(out, "\\u00");
      cmark_strbuf_putc(out, hex[c >> 4]);
      cmark_strbuf_putc(out, hex[c & 15]);
    } else {
      cmark_strbuf_putc(out, c);
    }
  }
  cmark_strbuf_putc(out, '"');
}

static void put_int(cmark_strbuf *out, const char *key, int value) {
  char number[48];
  snprintf(number, sizeof(number), ",\"%s\":%d", key, value);
  cmark_strbuf_puts(out, number);
}

static void put_field(cmark_strbuf *out, const char *key, cmark_chunk *chunk) {
  cmark_strbuf_puts(out, ",\"");
  cmark_strbuf_puts(out, key);
  cmark_strbuf_puts(out, "\":");
  put_string(out, chunk->data, chunk->len);
}

/* One node: its type, positions (cmark's: lines and byte columns, from 1), and what it adds. */
static void put_node(cmark_strbuf *out, cmark_node *node, int parent, int index) {
  char head[160];
  snprintf(head, sizeof(head), "%s{\"i\":%d,\"up\":%d,\"t\":", index ? "," : "", index, parent);
  cmark_strbuf_puts(out, head);
  /* Footnotes are core nodes without a name of their own ("<unknown>"). */
  const char *type = node->type == CMARK_NODE_FOOTNOTE_REFERENCE    ? "footnote_reference"
                     : node->type == CMARK_NODE_FOOTNOTE_DEFINITION ? "footnote_definition"
                                                                     : cmark_node_get_type_string(node);
  put_string(out, (const unsigned char *)type, (bufsize_t)strlen(type));
  snprintf(head, sizeof(head), ",\"p\":[%d,%d,%d,%d]", node->start_line, node->start_column,
           node->end_line, node->end_column);
  cmark_strbuf_puts(out, head);
  int *html = html_offsets + index * 4;
  snprintf(head, sizeof(head), ",\"h\":[%d,%d,%d,%d]", html[0], html[1], html[2], html[3]);
  cmark_strbuf_puts(out, head);
  put_int(out, "io", node->internal_offset);
  if (node->extension && strcmp(type, "table_cell") == 0) {
    /* A cell's content, its pipes unescaped and trimmed, as the inline parser read it. */
    cmark_strbuf_puts(out, ",\"c\":");
    put_string(out, node->content.ptr, node->content.size);
  }
  switch (node->type) {
  case CMARK_NODE_PARAGRAPH:
  case CMARK_NODE_HEADING:
    /* What the inline parser read: the lines left after definitions, less container prefixes. */
    cmark_strbuf_puts(out, ",\"c\":");
    put_string(out, node->content.ptr, node->content.size);
    if (node->type == CMARK_NODE_HEADING) put_int(out, "setext", node->as.heading.setext);
    break;
  case CMARK_NODE_CODE_BLOCK:
    put_int(out, "fenced", node->as.code.fenced);
    break;
  case CMARK_NODE_HTML_BLOCK:
  case CMARK_NODE_HTML_INLINE:
    put_field(out, "lit", &node->as.literal);
    break;
  case CMARK_NODE_LINK:
  case CMARK_NODE_IMAGE:
    put_field(out, "url", &node->as.link.url);
    put_field(out, "title", &node->as.link.title);
    break;
  case CMARK_NODE_FOOTNOTE_REFERENCE:
    /* After process_footnotes, the literal is the number a reader sees. */
    put_field(out, "lit", &node->as.literal);
    if (node->parent_footnote_def) put_field(out, "label", &node->parent_footnote_def->as.literal);
    break;
  case CMARK_NODE_FOOTNOTE_DEFINITION:
    put_field(out, "label", &node->as.literal);
    break;
  default:
    break;
  }
  cmark_strbuf_putc(out, '}');
}

/* Every node in pre-order, with its parent's index (iterating, as number_nodes does). */
static void put_tree(cmark_strbuf *out, cmark_node *root) {
  cmark_iter *iter = cmark_iter_new(root);
  cmark_event_type ev_type;
  while ((ev_type = cmark_iter_next(iter)) != CMARK_EVENT_DONE) {
    if (ev_type != CMARK_EVENT_ENTER) continue;
    cmark_node *node = cmark_iter_get_node(iter);
    put_node(out, node, node == root ? -1 : index_of(node->parent), index_of(node));
  }
  cmark_iter_free(iter);
}

static const char *EXTENSIONS[] = {"table", "strikethrough", "autolink", "tagfilter", "tasklist"};

__attribute__((export_name("reading_parse"))) const char *reading_parse(const char *text,
                                                                           int length) {
  free(last_output);
  last_output = NULL;
  cmark_gfm_core_extensions_ensure_registered();
  /* As github.com: raw HTML allowed (GitHub sanitizes the HTML), footnotes on; SOURCEPOS changes
   * no parse, it makes the inline parser count lines inside a node (a comment over two lines). */
  cmark_parser *parser =
      cmark_parser_new(CMARK_OPT_UNSAFE | CMARK_OPT_FOOTNOTES | CMARK_OPT_SOURCEPOS);
  for (size_t i = 0; i < sizeof(EXTENSIONS) / sizeof(EXTENSIONS[0]); i++) {
    cmark_syntax_extension *extension = cmark_find_syntax_extension(EXTENSIONS[i]);
    if (extension) cmark_parser_attach_syntax_extension(parser, extension);
  }
  cmark_parser_feed(parser, text, (size_t)length);
  cmark_node *document = cmark_parser_finish(parser);
  int count = number_nodes(document);
  html_offsets = calloc((size_t)count * 4, sizeof(int));
  /* As github.com renders it (without SOURCEPOS, which would add attributes). */
  cmark_html_render_hook = record_html;
  char *html = cmark_render_html(document, CMARK_OPT_UNSAFE | CMARK_OPT_FOOTNOTES,
                                 cmark_parser_get_syntax_extensions(parser));
  cmark_html_render_hook = NULL;
  cmark_strbuf out = CMARK_BUF_INIT(cmark_get_default_mem_allocator());
  cmark_strbuf_puts(&out, "{\"html\":");
  put_string(&out, (const unsigned char *)html, (bufsize_t)strlen(html));
  cmark_strbuf_puts(&out, ",\"nodes\":[");
  put_tree(&out, document);
  cmark_strbuf_puts(&out, "]}");
  free(html);
  free(html_offsets);
  html_offsets = NULL;
  cmark_node_free(document);
  cmark_parser_free(parser);
  last_output = (char *)cmark_strbuf_detach(&out);
  return last_output;
}

__attribute__((export_name("reading_version"))) const char *reading_version(void) {
  return cmark_version_string();
}

__attribute__((export_name("reading_alloc"))) void *reading_alloc(int size) {
  return malloc((size_t)size);
}

__attribute__((export_name("reading_free"))) void reading_free(void *pointer) { free(pointer); }
