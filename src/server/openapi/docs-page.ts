import { createHash } from 'node:crypto';

type JsonObject = Record<string, unknown>;
type Schema = JsonObject & { $ref?: string; type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; required?: string[] };

const escapeHtml = (text: unknown) =>
  String(text).replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** The little Markdown the description uses: `code`, **bold**, paragraphs and tables. */
function inline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
}

function markdown(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => {
      const lines = block.split('\n');
      if (!lines.every((line) => line.startsWith('|'))) return `<p>${inline(block)}</p>`;
      const cells = (line: string) =>
        line
          .slice(1, -1)
          .split(' | ')
          .map((cell) => cell.trim());
      const [head, , ...rows] = lines;
      return `<table><thead><tr>${cells(head!)
        .map((cell) => `<th>${inline(cell)}</th>`)
        .join('')}</tr></thead><tbody>${rows
        .map(
          (row) =>
            `<tr>${cells(row)
              .map((cell) => `<td>${inline(cell)}</td>`)
              .join('')}</tr>`,
        )
        .join('')}</tbody></table>`;
    })
    .join('\n');
}

/** The schema a `$ref` points at, within the document. */
function resolve(document: JsonObject, schema: Schema): Schema {
  if (!schema.$ref?.startsWith('#/')) return schema;
  return schema.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as JsonObject)[key], document) as Schema;
}

/** A schema's type in a few words: `integer`, `string | null`, `array of object`, `"express" | "logistics"`. */
function typeOf(document: JsonObject, schema: Schema): string {
  const resolved = resolve(document, schema);
  if ('const' in resolved) return JSON.stringify(resolved.const);
  if (Array.isArray(resolved.enum)) return resolved.enum.map((value) => JSON.stringify(value)).join(' | ');
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = resolved[key];
    if (Array.isArray(options)) return options.map((option) => typeOf(document, option as Schema)).join(' | ');
  }
  if (Array.isArray(resolved.type)) return resolved.type.join(' | ');
  if (resolved.type === 'array') return resolved.items ? `array of ${typeOf(document, resolved.items)}` : 'array';
  return resolved.type ?? 'any';
}

const constraintNames = ['minLength', 'maxLength', 'minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum', 'minItems', 'maxItems', 'pattern', 'format'];

function constraintsOf(schema: Schema): string {
  const found = constraintNames.filter((name) => name in schema).map((name) => `${name} ${JSON.stringify(schema[name])}`);
  return found.length ? ` <span class="rule">${escapeHtml(found.join(', '))}</span>` : '';
}

/**
 * The objects whose fields a schema shows: its own, its array items', or those of each option it may be;
 * each with the references followed to reach it, so that a recursive schema is shown once.
 */
function objectsWithin(document: JsonObject, schema: Schema, seen: ReadonlySet<string>): { object: Schema; seen: ReadonlySet<string> }[] {
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return [];
    seen = new Set(seen).add(schema.$ref);
  }
  const resolved = resolve(document, schema);
  if (resolved.properties) return [{ object: resolved, seen }];
  if (resolved.type === 'array' && resolved.items) return objectsWithin(document, resolved.items, seen);
  const options = (resolved.anyOf ?? resolved.oneOf) as Schema[] | undefined;
  return options?.flatMap((option) => objectsWithin(document, option, seen)) ?? [];
}

function fields(document: JsonObject, schema: Schema, seen: ReadonlySet<string> = new Set()): string {
  return objectsWithin(document, schema, seen)
    .map(({ object, seen: followed }) => {
      const required = new Set(object.required ?? []);
      const entries = Object.entries(object.properties ?? {});
      if (entries.length === 0) return '<p class="note">No fields.</p>';
      return `<ul class="fields">${entries
        .map(([name, field]) => {
          const resolved = resolve(document, field);
          const note = typeof resolved.description === 'string' ? ` — ${inline(resolved.description)}` : '';
          const recursive = JSON.stringify(field).match(/"\$ref":"([^"]+)"/)?.[1];
          const nested = recursive && followed.has(recursive) ? ' <span class="rule">(the same shape again)</span>' : fields(document, field, followed);
          return `<li><code>${escapeHtml(name)}</code> <span class="type">${escapeHtml(typeOf(document, field))}</span>${
            required.has(name) ? ' <span class="required">required</span>' : ''
          }${constraintsOf(resolved)}${note}${nested}</li>`;
        })
        .join('')}</ul>`;
    })
    .join('');
}

type Operation = JsonObject & {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, JsonObject>;
};

function renderOperation(document: JsonObject, method: string, path: string, operation: Operation): string {
  const body = operation.requestBody?.content;
  const jsonBody = body?.['application/json']?.schema;
  const request = body
    ? jsonBody
      ? `<h4>Request body</h4>${fields(document, jsonBody) || `<p><span class="type">${escapeHtml(typeOf(document, jsonBody))}</span></p>`}`
      : `<h4>Request body</h4><p>${Object.keys(body)
          .map((type) => `<code>${escapeHtml(type)}</code>`)
          .join(', ')}</p>${fields(document, Object.values(body)[0]?.schema ?? {})}`
    : '';
  const success = operation.responses['200'] as { description?: string; content?: Record<string, { schema?: Schema }> } | undefined;
  const answer = success?.content?.['application/json']?.schema;
  const data = answer?.properties?.data;
  const answerHtml = data
    ? `<h4>Answer <code>data</code>: <span class="type">${escapeHtml(typeOf(document, data))}</span></h4>${fields(document, data)}`
    : `<h4>Answer</h4><p>${inline(success?.description ?? '')}</p>`;
  const refusals = Object.keys(operation.responses).filter((status) => status !== '200');
  return `<section class="operation" id="${escapeHtml(operation.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p class="summary">${escapeHtml(operation.summary)}${operation.security ? ' <span class="auth">accessToken</span>' : ''}</p>
${operation.description ? markdown(operation.description) : ''}
${request}
${answerHtml}
${refusals.length ? `<p class="note">Refusals: ${refusals.map((status) => (status === 'default' ? 'any code of the catalogue' : `HTTP ${status}`)).join(', ')}.</p>` : ''}
</section>`;
}

const style = `
body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#1e293b;background:#f8fafc}
nav{position:fixed;top:0;bottom:0;left:0;width:17rem;overflow:auto;padding:1rem;background:#fff;border-right:1px solid #e2e8f0;font-size:13px}
nav ul{list-style:none;padding-left:.5rem;margin:.2rem 0 .8rem}
nav a{color:#334155;text-decoration:none;overflow-wrap:anywhere}nav a:hover{text-decoration:underline}
main{margin-left:19rem;padding:1rem 2rem 4rem;max-width:60rem}
h1{margin-top:0}h2{margin-top:2.5rem;border-bottom:1px solid #cbd5e1}
table{border-collapse:collapse;font-size:13px;margin:.5rem 0;display:block;max-width:100%;overflow-x:auto}td,th{border:1px solid #e2e8f0;padding:.2rem .5rem;text-align:left;vertical-align:top}
code{font:13px ui-monospace,monospace;background:#f1f5f9;padding:0 .2rem;border-radius:3px;overflow-wrap:anywhere}
.operation{background:#fff;border:1px solid #e2e8f0;border-radius:6px;padding:.2rem 1rem .6rem;margin:1rem 0}
.operation h3{font-size:15px}.operation h4{margin:.6rem 0 .2rem;font-size:14px}
.method{display:inline-block;min-width:3.2rem;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:.1rem .3rem;background:#0f766e}
.method.get{background:#1d4ed8}
.summary{margin:.2rem 0}.auth{font-size:12px;border:1px solid #b45309;color:#b45309;border-radius:4px;padding:0 .3rem}
.fields{margin:.2rem 0;padding-left:1.2rem}.type{color:#7c3aed;font-size:13px}.required{color:#b91c1c;font-size:12px}
.rule,.note{color:#64748b;font-size:12px}
@media (max-width:50rem){nav{position:static;width:auto;border:0}main{margin:0;padding:1rem}}
`;

/** The page's own policy: no script at all, its one inline style by hash, nothing fetched from elsewhere. */
export const docsPagePolicy = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The API reference for integrators: every call of the description with its fields, rendered on the server. */
export function renderDocsPage(document: JsonObject): string {
  const info = document.info as { title: string; version: string; description: string };
  const sections = new Map<string, string[]>();
  const links = new Map<string, string[]>();
  const append = (lists: Map<string, string[]>, tag: string, html: string) => lists.set(tag, [...(lists.get(tag) ?? []), html]);
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, operation] of Object.entries(item)) {
      const tag = operation.tags[0] ?? 'Other';
      append(sections, tag, renderOperation(document, method, path, operation));
      append(links, tag, `<li><a href="#${escapeHtml(operation.operationId)}">${escapeHtml(path.replace(/^\/api/, ''))}</a></li>`);
    }
  }
  const anchor = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(info.title)} reference</title>
<style>${style}</style>
</head>
<body>
<nav aria-label="Calls">
<p><strong>${escapeHtml(info.title)}</strong><br><a href="/api/openapi.json">OpenAPI 3.1 description (JSON)</a></p>
<p><a href="#introduction">Introduction and error codes</a></p>
${[...links].map(([tag, items]) => `<p><a href="#${anchor(tag)}">${escapeHtml(tag)}</a></p><ul>${items.join('')}</ul>`).join('\n')}
</nav>
<main>
<h1 id="introduction">${escapeHtml(info.title)}</h1>
<p>The machine-readable description of every call is at <a href="/api/openapi.json"><code>/api/openapi.json</code></a> (OpenAPI ${escapeHtml(document.openapi)}); import it into an API client or a code generator.</p>
${markdown(info.description)}
${[...sections].map(([tag, operations]) => `<h2 id="${anchor(tag)}">${escapeHtml(tag)}</h2>\n${operations.join('\n')}`).join('\n')}
</main>
</body>
</html>
`;
}
