// ../node_modules/ky/distribution/errors/KyError.js
var e = class extends Error {
    name = 'KyError';
    get isKyError() {
      return !0;
    }
  },
  t = class extends e {
    name = 'HTTPError';
    response;
    request;
    options;
    data;
    constructor(e, t, n) {
      const r = `${e.status || e.status === 0 ? e.status : ''} ${e.statusText ?? ''}`.trim(),
        i = r ? `status code ${r}` : 'an unknown error';
      super(`Request failed with ${i}: ${t.method} ${t.url}`), (this.response = e), (this.request = t), (this.options = n);
    }
  },
  n = class extends e {
    name = 'NetworkError';
    request;
    constructor(e, t) {
      super(`Request failed due to a network error: ${e.method} ${e.url}`, t), (this.request = e);
    }
  },
  r = class extends Error {
    name = 'NonError';
    value;
    constructor(e) {
      let t = 'Non-error value was thrown';
      try {
        typeof e == 'string' ? (t = e) : e && typeof e == 'object' && 'message' in e && typeof e.message == 'string' && (t = e.message);
      } catch {}
      super(t), (this.value = e);
    }
  },
  i = class extends e {
    name = 'ForceRetryError';
    customDelay;
    code;
    customRequest;
    constructor(e) {
      const t = e?.cause ? (e.cause instanceof Error ? e.cause : new r(e.cause)) : void 0;
      super(e?.code ? `Forced retry: ${e.code}` : 'Forced retry', t ? { cause: t } : void 0),
        (this.customDelay = e?.delay),
        (this.code = e?.code),
        (this.customRequest = e?.request);
    }
  },
  a = class extends Error {
    name = 'SchemaValidationError';
    issues;
    constructor(e) {
      super('Response schema validation failed'), (this.issues = e);
    }
  },
  o = class extends e {
    name = 'TimeoutError';
    request;
    constructor(e) {
      super(`Request timed out: ${e.method} ${e.url}`), (this.request = e);
    }
  },
  s = (() => {
    let e = !1,
      t = !1,
      n = typeof globalThis.ReadableStream == 'function',
      r = typeof globalThis.Request == 'function';
    if (n && r)
      try {
        t = new globalThis.Request('https://empty.invalid', {
          body: new globalThis.ReadableStream(),
          method: 'POST',
          get duplex() {
            return ((e = !0), 'half');
          },
        }).headers.has('Content-Type');
      } catch (e) {
        if (e instanceof Error && e.message === 'unsupported BodyInit type') return !1;
        throw e;
      }
    return e && !t;
  })(),
  c = typeof globalThis.AbortController == 'function',
  l = typeof globalThis.AbortSignal == 'function' && typeof globalThis.AbortSignal.any == 'function',
  u = typeof globalThis.ReadableStream == 'function',
  d = typeof globalThis.FormData == 'function',
  f = ['get', 'post', 'put', 'patch', 'head', 'delete', 'query'],
  p = {
    json: 'application/json',
    text: 'text/*',
    formData: 'multipart/form-data',
    arrayBuffer: '*/*',
    blob: '*/*',
    bytes: '*/*',
  },
  m = 2147483647,
  h = Symbol('stop'),
  g = class {
    options;
    constructor(e) {
      this.options = e;
    }
  },
  ee = (e) => new g(e),
  te = {
    json: !0,
    parseJson: !0,
    stringifyJson: !0,
    searchParams: !0,
    baseUrl: !0,
    prefix: !0,
    retry: !0,
    timeout: !0,
    totalTimeout: !0,
    hooks: !0,
    throwHttpErrors: !0,
    onDownloadProgress: !0,
    onUploadProgress: !0,
    fetch: !0,
    context: !0,
  },
  ne = {
    method: !0,
    headers: !0,
    body: !0,
    mode: !0,
    credentials: !0,
    cache: !0,
    redirect: !0,
    referrer: !0,
    referrerPolicy: !0,
    integrity: !0,
    keepalive: !0,
    signal: !0,
    window: !0,
    duplex: !0,
  },
  _ = new TextEncoder(),
  re = (e) => {
    if (!e) return 0;
    if (e instanceof FormData) {
      let t = 0;
      for (const [n, r] of e)
        (t += 40), (t += _.encode(`Content-Disposition: form-data; name="${n}"`).byteLength), (t += typeof r == 'string' ? _.encode(r).byteLength : r.size);
      return t;
    }
    return e instanceof Blob
      ? e.size
      : e instanceof ArrayBuffer || ArrayBuffer.isView(e)
        ? e.byteLength
        : typeof e == 'string'
          ? _.encode(e).byteLength
          : e instanceof URLSearchParams
            ? _.encode(e.toString()).byteLength
            : 0;
  },
  v = (e, t, n) => {
    let r,
      i = 0;
    return e.pipeThrough(
      new TransformStream({
        transform(e, a) {
          if ((a.enqueue(e), r)) {
            i += r.byteLength;
            let e = t === 0 ? 0 : i / t;
            e >= 1 && (e = 1 - 2 ** -52),
              n?.(
                {
                  percent: e,
                  totalBytes: Math.max(t, i),
                  transferredBytes: i,
                },
                r,
              );
          }
          r = e;
        },
        flush() {
          const e = r ?? /* @__PURE__ */ new Uint8Array();
          (i += e.byteLength),
            n?.(
              {
                percent: 1,
                totalBytes: Math.max(t, i),
                transferredBytes: i,
              },
              e,
            );
        },
      }),
    );
  },
  ie = (e, t) => {
    if (!e.body) return e;
    const n = {
      status: e.status,
      statusText: e.statusText,
      headers: e.headers,
    };
    if (e.status === 204) return new Response(null, n);
    const r = Math.max(0, Number(e.headers.get('content-length')) || 0);
    return new Response(v(e.body, r, t), n);
  },
  y = (e, t, n) => {
    if (!e.body) return e;
    const r = re(n ?? e.body);
    return new Request(e, {
      duplex: 'half',
      body: v(e.body, r, t),
    });
  },
  b = (e) => typeof e == 'object' && !!e,
  ae = Symbol('replaceOption'),
  x = (e) =>
    b(e) && e[ae] === !0
      ? {
          isReplace: !0,
          value: e.value,
        }
      : {
          isReplace: !1,
          value: e,
        },
  S = (...e) => {
    for (const t of e) if ((!b(t) || Array.isArray(t)) && t !== void 0) throw TypeError('The `options` argument must be an object');
    return A({}, ...e);
  },
  C = (e = {}, t = {}) => {
    const n = new globalThis.Headers(e),
      r = t instanceof globalThis.Headers,
      i = new globalThis.Headers(t);
    for (const [e, t] of i.entries()) (r && t === 'undefined') || t === void 0 ? n.delete(e) : n.set(e, t);
    return n;
  },
  w = (e) => {
    if (!b(e) || Array.isArray(e)) return !1;
    const t = Object.getPrototypeOf(e);
    return t === Object.prototype || t === null;
  },
  T = (e) => {
    if (e instanceof URLSearchParams) {
      const t = new URLSearchParams(e),
        n = e[O];
      return (n && (t[O] = new Set(n)), t);
    }
    return e instanceof globalThis.Headers ? new globalThis.Headers(e) : Array.isArray(e) ? [...e] : w(e) ? { ...e } : e;
  },
  oe = (e) => Object.fromEntries(Object.entries(e).filter((e) => e[1] !== void 0)),
  se = (e, t) =>
    w(e) && w(t)
      ? oe({
          ...e,
          ...t,
        })
      : C(e, t);
function E(e, t, n) {
  return Object.hasOwn(t, n) && t[n] === void 0 ? [] : A(e[n] ?? [], t[n] ?? []);
}
var D = (e = {}, t = {}) => ({
    init: E(e, t, 'init'),
    beforeRequest: E(e, t, 'beforeRequest'),
    beforeRetry: E(e, t, 'beforeRetry'),
    beforeError: E(e, t, 'beforeError'),
    afterResponse: E(e, t, 'afterResponse'),
  }),
  O = Symbol('deletedParameters'),
  ce = (e, t) => {
    const n = new URLSearchParams(),
      r = /* @__PURE__ */ new Set();
    for (const i of [e, t])
      if (i !== void 0) {
        if (i instanceof URLSearchParams) {
          for (const [e, t] of i.entries()) n.append(e, t), r.delete(e);
          const e = i[O];
          if (e) for (const t of e) n.delete(t), r.add(t);
        } else if (Array.isArray(i))
          for (const e of i) {
            if (!Array.isArray(e) || e.length !== 2) throw TypeError('Array search parameters must be provided in [[key, value], ...] format');
            n.append(String(e[0]), String(e[1])), r.delete(String(e[0]));
          }
        else if (b(i)) for (const [e, t] of Object.entries(i)) t === void 0 ? (n.delete(e), r.add(e)) : (n.append(e, String(t)), r.delete(e));
        else {
          const e = new URLSearchParams(i);
          for (const [t, i] of e.entries()) n.append(t, i), r.delete(t);
        }
      }
    return (r.size > 0 && (n[O] = r), n);
  },
  k = (e, ...t) => {
    let n = {},
      r = {},
      i = {},
      a,
      o = [];
    for (const s of t)
      if (Array.isArray(s)) Array.isArray(n) || (n = []), (n = [...n, ...s]);
      else if (b(s)) {
        for (let [t, r] of Object.entries(s)) {
          const i = x(r),
            { isReplace: s } = i;
          r = i.value;
          const c = e && t === 'signal';
          if ((c && (s || r === void 0) && (o.length = 0), c && r instanceof globalThis.AbortSignal)) o.push(r);
          else if (t === 'context') {
            if (r != null && (!b(r) || Array.isArray(r))) throw TypeError('The `context` option must be an object');
            n = {
              ...n,
              context:
                r == null
                  ? {}
                  : s
                    ? { ...r }
                    : {
                        ...n.context,
                        ...r,
                      },
            };
          } else
            t === 'searchParams'
              ? (a = r == null ? void 0 : s || a === void 0 ? r : ce(a, r))
              : (e &&
                  t === 'retry' &&
                  b(r) &&
                  !s &&
                  typeof n[t] == 'number' &&
                  (n = {
                    ...n,
                    [t]: { limit: n[t] },
                  }),
                b(r) && !s && t in n && (r = k(!1, n[t], r)),
                (n = {
                  ...n,
                  [t]: r,
                }));
        }
        if (b(s.hooks)) {
          const { value: e, isReplace: t } = x(s.hooks);
          (i = D(t ? {} : i, e)), (n.hooks = i);
        }
        if (b(s.headers)) {
          const { value: e, isReplace: t } = x(s.headers);
          (r = t ? T(e) : se(r, e)), (n.headers = r);
        }
      }
    return (
      a !== void 0 && (n.searchParams = a),
      o.length > 0 && (o.length === 1 ? (n.signal = o[0]) : l ? (n.signal = AbortSignal.any(o)) : (n.signal = o.at(-1))),
      n
    );
  },
  A = (...e) => k(!0, ...e),
  le = (e) => (f.includes(e) ? e.toUpperCase() : e),
  j = ['get', 'put', 'head', 'delete', 'options', 'trace', 'query'],
  ue = [408, 413, 429, 500, 502, 503, 504],
  de = [413, 429, 503],
  fe = '`retry.limit` must be a finite, non-negative integer',
  M = {
    limit: 2,
    methods: j,
    statusCodes: ue,
    afterStatusCodes: de,
    maxRetryAfter: Infinity,
    backoffLimit: Infinity,
    delay: (e) => 0.3 * 2 ** (e - 1) * 1e3,
    jitter: void 0,
    retryOnTimeout: !1,
  },
  N = () => ({
    ...M,
    methods: [...M.methods],
    statusCodes: [...M.statusCodes],
    afterStatusCodes: [...M.afterStatusCodes],
  }),
  P = (e) => {
    if (e === void 0) return M.limit;
    if (typeof e != 'number' || !Number.isInteger(e) || e < 0) throw TypeError(fe);
    return e;
  },
  F = (e = {}) => {
    if (typeof e == 'number')
      return {
        ...N(),
        limit: P(e),
      };
    if (typeof e != 'object' || !e || Array.isArray(e)) throw TypeError('`retry` must be a number or an object');
    const t = Object.fromEntries(Object.entries(e).filter(([, e]) => e !== void 0)),
      n = P(t.limit);
    if (t.methods !== void 0 && !Array.isArray(t.methods)) throw Error('retry.methods must be an array');
    if (t.statusCodes !== void 0 && !Array.isArray(t.statusCodes)) throw Error('retry.statusCodes must be an array');
    if (t.afterStatusCodes !== void 0 && !Array.isArray(t.afterStatusCodes)) throw Error('retry.afterStatusCodes must be an array');
    return (
      t.methods !== void 0 && (t.methods = t.methods.map((e) => e.toLowerCase())),
      t.statusCodes !== void 0 && (t.statusCodes = [...t.statusCodes]),
      t.afterStatusCodes !== void 0 && (t.afterStatusCodes = [...t.afterStatusCodes]),
      {
        ...N(),
        ...t,
        limit: n,
      }
    );
  };
// ../node_modules/ky/distribution/utils/timeout.js
async function I(e, t, n, r) {
  return new Promise((i, a) => {
    const s = setTimeout(() => {
      n && n.abort(), a(new o(e));
    }, r.timeout);
    r.fetch(e, t)
      .then(i)
      .catch(a)
      .then(() => {
        clearTimeout(s);
      });
  });
}
// ../node_modules/ky/distribution/utils/delay.js
async function L(e, { signal: t }) {
  return new Promise((n, r) => {
    t && (t.throwIfAborted(), t.addEventListener('abort', i, { once: !0 }));
    function i() {
      clearTimeout(a), r(t.reason);
    }
    const a = setTimeout(() => {
      t?.removeEventListener('abort', i), n();
    }, e);
  });
}
// ../node_modules/ky/distribution/utils/options.js
var R = (e) => {
    const t = {};
    for (const n in e) Object.hasOwn(e, n) && !(n in ne) && !(n in te) && (t[n] = e[n]);
    return t;
  },
  z = (e) =>
    e === void 0
      ? !1
      : Array.isArray(e)
        ? e.length > 0
        : e instanceof URLSearchParams
          ? e.size > 0 || !!e[O]?.size
          : typeof e == 'object'
            ? Object.keys(e).length > 0
            : typeof e == 'string'
              ? e.trim().length > 0
              : !!e,
  B = Object.prototype.toString,
  V = (e) => B.call(e) === '[object Error]',
  pe = /* @__PURE__ */ new Set([
    'network error',
    'NetworkError when attempting to fetch resource.',
    'The Internet connection appears to be offline.',
    'Network request failed',
    'fetch failed',
    'terminated',
    ' A network error occurred.',
    'Network connection lost',
  ]);
function me(e) {
  if (!(e && V(e) && e.name === 'TypeError' && typeof e.message == 'string')) return !1;
  const { message: t, stack: n } = e;
  return t === 'Load failed' || (t.startsWith('Load failed (') && t.endsWith(')'))
    ? n === void 0 || '__sentry_captured__' in e
    : t.startsWith('error sending request for url') || t === 'Failed to fetch' || (t.startsWith('Failed to fetch (') && t.endsWith(')'))
      ? !0
      : pe.has(t);
}
// ../node_modules/ky/distribution/utils/type-guards.js
var H = (e, t) => e instanceof t || e?.name === t.name;
function he(e) {
  return H(e, t);
}
function ge(e) {
  return H(e, n);
}
function _e(e) {
  return H(e, o);
}
// ../node_modules/ky/distribution/core/retry-timing.js
var ve = Date.parse('2024-01-01'),
  U = /^\d+$/,
  ye = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  be = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/,
  xe =
    /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\d{2})-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-(\d{2}) (\d{2}):(\d{2}):(\d{2}) GMT$/,
  Se = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{2}| \d) (\d{2}:\d{2}:\d{2}) (\d{4})$/,
  Ce = (e) => {
    const t = e.get('Retry-After');
    if (t !== null)
      return {
        value: t,
        allowTimestamp: !1,
      };
    const n = e.get('RateLimit-Reset');
    if (n !== null)
      return {
        value: n,
        allowTimestamp: !0,
      };
    const r = e.get('X-RateLimit-Retry-After');
    if (r !== null)
      return {
        value: r,
        allowTimestamp: !1,
      };
    const i = e.get('X-RateLimit-Reset') ?? e.get('X-Rate-Limit-Reset');
    if (i !== null)
      return {
        value: i,
        allowTimestamp: !0,
      };
  },
  W = ({ year: e, month: t, day: n, hours: r, minutes: i, seconds: a }) => {
    const o = ye.indexOf(t),
      s = Number(n),
      c = Number(r),
      l = Number(i),
      u = Number(a);
    if (o === -1 || c > 23 || l > 59 || u > 60) return;
    const d = Math.min(u, 59),
      f = new Date(Date.UTC(e, o, s, c, l, d));
    f.setUTCFullYear(e);
    const p = f.getTime();
    if (
      f.getUTCFullYear() === e &&
      f.getUTCMonth() === o &&
      f.getUTCDate() === s &&
      f.getUTCHours() === c &&
      f.getUTCMinutes() === l &&
      f.getUTCSeconds() === d
    )
      return u === 60 ? p + 1e3 : p;
  },
  G = (e, t) => e[t],
  we = (e) => {
    const t = be.exec(e);
    if (t)
      return W({
        year: Number(G(t, 3)),
        month: G(t, 2),
        day: G(t, 1),
        hours: G(t, 4),
        minutes: G(t, 5),
        seconds: G(t, 6),
      });
    const n = xe.exec(e);
    if (n) {
      let e = /* @__PURE__ */ new Date(),
        t = Number(G(n, 3)),
        r = Math.floor(e.getUTCFullYear() / 100) * 100 + t,
        i = Date.UTC(e.getUTCFullYear() + 50, e.getUTCMonth(), e.getUTCDate(), e.getUTCHours(), e.getUTCMinutes(), e.getUTCSeconds(), e.getUTCMilliseconds()),
        a;
      for (const e of [r - 100, r, r + 100]) {
        const t = W({
          year: e,
          month: G(n, 2),
          day: G(n, 1),
          hours: G(n, 4),
          minutes: G(n, 5),
          seconds: G(n, 6),
        });
        t !== void 0 && t <= i && (a = t);
      }
      return a;
    }
    const r = Se.exec(e);
    if (r) {
      const [e, t, n] = G(r, 4).split(':');
      return W({
        year: Number(G(r, 5)),
        month: G(r, 2),
        day: G(r, 3).trim(),
        hours: e,
        minutes: t,
        seconds: n,
      });
    }
  },
  Te = ({ value: e, allowTimestamp: t }) => {
    if (U.test(e)) {
      let n = Number(e) * 1e3;
      return (t && n >= ve && (n -= Date.now()), Math.max(0, n));
    }
    const n = we(e);
    if (n === void 0) return;
    const r = n - Date.now();
    return Number.isFinite(r) ? Math.max(0, r) : void 0;
  },
  Ee = 10485760,
  De =
    'The `prefixUrl` option has been renamed `prefix` in v2 and enhanced to allow slashes in input. See also the new `baseUrl` option for improved flexibility with standard URL resolution: https://github.com/sindresorhus/ky#baseurl',
  K = Symbol('timedOutResponseData'),
  q = Symbol('timedOutOperation'),
  Oe = (e) => {
    const t = /;\s*charset\s*=\s*(?:"([^"]+)"|([^;,\s]+))/i.exec(e),
      n = t?.[1] ?? t?.[2];
    if (n)
      try {
        return new TextDecoder(n);
      } catch {}
    return new TextDecoder();
  },
  J = 'The `schema` argument must follow the Standard Schema specification',
  ke = (e) => {
    if (typeof e != 'object' || !e || Array.isArray(e)) return e;
    const t = { ...e };
    return (
      Array.isArray(t.methods) && (t.methods = [...t.methods]),
      Array.isArray(t.statusCodes) && (t.statusCodes = [...t.statusCodes]),
      Array.isArray(t.afterStatusCodes) && (t.afterStatusCodes = [...t.afterStatusCodes]),
      t
    );
  },
  Y = Object.prototype.toString,
  Ae = /^[\0-\u0020]+/g,
  je = /[\t\n\r]/g,
  Me = /^[a-z][\d+.a-z-]*:/i,
  Ne = /^https?:(?!\/\/)/i,
  X = (e) => e instanceof globalThis.Request || Y.call(e) === '[object Request]',
  Z = (e) => e instanceof globalThis.Response || Y.call(e) === '[object Response]',
  Pe = (e) => Me.test(e),
  Fe = (e) => e.replaceAll(Ae, '').replaceAll(je, ''),
  Ie = (e) => (Array.isArray(e) ? e.map((e) => [...e]) : T(e));
function Le(e) {
  const t = {
    ...e,
    json: T(e.json),
    context: T(e.context),
    headers: T(e.headers),
    searchParams: Ie(e.searchParams),
  };
  return (e.retry !== void 0 && (t.retry = ke(e.retry)), t);
}
var Re = async (e, t) => {
    if ((typeof t != 'object' && typeof t != 'function') || t === null) throw TypeError(J);
    const n = t['~standard'];
    if (typeof n != 'object' || !n || typeof n.validate != 'function') throw TypeError(J);
    const r = await n.validate(e);
    if (r.issues) throw new a(r.issues);
    return r.value;
  },
  Q = class e {
    static create(n, r) {
      const a = r.hooks?.init ?? [],
        s = a.length > 0 ? Le(r) : r;
      for (const e of a) e(s);
      const c = new e(n, s),
        l = async () => {
          if (typeof c.#a.timeout == 'number' && c.#a.timeout > 2147483647) throw RangeError(`The \`timeout\` option cannot be greater than ${m}`);
          if (typeof c.#a.totalTimeout == 'number' && c.#a.totalTimeout > 2147483647)
            throw RangeError(`The \`totalTimeout\` option cannot be greater than ${m}`);
          await Promise.resolve();
          const e = await c.#A();
          e !== void 0 && (c.#r = F(c.#a.retry).limit);
          let n = e ?? (await c.#M(async () => c.#F())),
            r = e !== void 0 || c.#P();
          for (;;) {
            if (n === void 0) return n;
            if (Z(n))
              try {
                n = await c.#j(n);
              } catch (e) {
                if (!(e instanceof i)) throw e;
                const t = await c.#N(e, async () => c.#F());
                if (t === void 0) return t;
                (n = t), (r = c.#P());
                continue;
              }
            const e = n;
            if (!e.ok && e.type !== 'opaque' && (typeof c.#a.throwHttpErrors == 'function' ? c.#a.throwHttpErrors(e.status) : c.#a.throwHttpErrors)) {
              const i = new t(e, c.#B(e), c.#R()),
                a = i;
              if (((i.data = await c.#_(e)), r)) throw a;
              const o = await c.#N(i, async () => c.#F());
              if (o === void 0) return o;
              (n = o), (r = c.#P());
            } else break;
          }
          if (!Z(n)) return n;
          if ((c.#h(n), c.#a.onDownloadProgress)) {
            if (typeof c.#a.onDownloadProgress != 'function') throw TypeError('The `onDownloadProgress` option must be a function');
            if (!u) throw Error('Streams are not supported in your environment. `ReadableStream` is missing.');
            const e = n.clone();
            return (c.#E(n), ie(e, c.#a.onDownloadProgress));
          }
          return n;
        },
        d = (async () => {
          try {
            return await l();
          } catch (e) {
            await c.#g(e);
          } finally {
            const e = c.#o;
            c.#T(e?.body ?? void 0), c.request !== e && c.#T(c.request.body ?? void 0);
          }
        })();
      for (const [e, t] of Object.entries(p))
        (e !== 'bytes' || typeof globalThis.Response?.prototype?.bytes == 'function') &&
          (d[e] = async (n) => {
            c.request.headers.set('accept', c.request.headers.get('accept') || t);
            const r = await d;
            if (e !== 'json') return c.#b(async () => r[e](), r);
            const i = await c.#b(async () => r.text(), r),
              a = c.#B(r),
              l = await c.#x(async () => {
                const e = s.parseJson
                  ? await s.parseJson(i, {
                      request: a,
                      response: r,
                    })
                  : i === '' && n !== void 0
                    ? void 0
                    : JSON.parse(i);
                return n === void 0 ? e : Re(e, n);
              });
            return (l === q && (await c.#g(new o(a))), l);
          });
      return d;
    }
    static #e(e) {
      return e && typeof e == 'object' && !Array.isArray(e) && !(e instanceof URLSearchParams)
        ? Object.fromEntries(Object.entries(e).filter(([, e]) => e !== void 0))
        : e;
    }
    request;
    #t;
    #n = 0;
    #r;
    #i;
    #a;
    #o;
    #s;
    #c = /* @__PURE__ */ new WeakSet();
    #l;
    #u;
    #d = !1;
    #f = /* @__PURE__ */ new WeakMap();
    constructor(t, n = {}) {
      if (((this.#i = t), Object.hasOwn(n, 'prefixUrl'))) throw Error(De);
      if (
        ((this.#a = {
          ...n,
          headers: C(this.#i.headers, n.headers),
          hooks: D({}, n.hooks),
          method: le(n.method ?? this.#i.method ?? 'GET'),
          prefix: String(n.prefix || ''),
          retry: F(n.retry),
          throwHttpErrors: n.throwHttpErrors ?? !0,
          timeout: n.timeout ?? 1e4,
          totalTimeout: n.totalTimeout ?? !1,
          fetch: n.fetch ?? globalThis.fetch.bind(globalThis),
          context: n.context ?? {},
        }),
        (this.#r = this.#a.retry.limit),
        typeof this.#i != 'string' && !(this.#i instanceof URL || this.#i instanceof globalThis.Request))
      )
        throw TypeError('`input` must be a string, URL, or Request');
      if (typeof this.#i == 'string') {
        if (this.#a.prefix) {
          const e = this.#a.prefix.replace(/\/+$/, ''),
            t = this.#i.replace(/^\/+/, '');
          this.#i = `${e}/${t}`;
        }
        if (this.#a.baseUrl) {
          const e = Fe(this.#i);
          if (Ne.test(e)) throw TypeError('`input` url protocol must be followed by `//` when using `baseUrl`');
          Pe(e) || (this.#i = new URL(this.#i, new Request(this.#a.baseUrl).url));
        }
      }
      c && l && ((this.#s = this.#a.signal ?? this.#i.signal), (this.#t = new globalThis.AbortController()), (this.#a.signal = this.#O())),
        s && (this.#a.duplex = 'half'),
        this.#a.json !== void 0 &&
          ((this.#a.body = this.#a.stringifyJson?.(this.#a.json) ?? JSON.stringify(this.#a.json)),
          this.#a.headers.set('content-type', this.#a.headers.get('content-type') ?? 'application/json'));
      const r = n.headers && new globalThis.Headers(n.headers).has('content-type');
      if (
        (this.#i instanceof globalThis.Request &&
          ((d && this.#a.body instanceof globalThis.FormData) || this.#a.body instanceof URLSearchParams) &&
          !r &&
          this.#a.headers.delete('content-type'),
        (this.request = new globalThis.Request(this.#i, this.#a)),
        z(this.#a.searchParams))
      ) {
        const t = new URL(this.request.url),
          n = this.#a.searchParams?.[O];
        if (n) for (const e of n) t.searchParams.delete(e);
        if (typeof this.#a.searchParams == 'string') {
          const e = this.#a.searchParams.replace(/^\?/, '');
          e !== '' && (t.search = t.search ? `${t.search}&${e}` : `?${e}`);
        } else {
          const n = new URLSearchParams(e.#e(this.#a.searchParams));
          for (const [e, r] of n.entries()) t.searchParams.append(e, r);
        }
        if (
          this.#a.searchParams &&
          typeof this.#a.searchParams == 'object' &&
          !Array.isArray(this.#a.searchParams) &&
          !(this.#a.searchParams instanceof URLSearchParams)
        )
          for (const [e, n] of Object.entries(this.#a.searchParams)) n === void 0 && t.searchParams.delete(e);
        this.request = new globalThis.Request(t, this.#a);
      }
      if (this.#a.onUploadProgress && typeof this.#a.onUploadProgress != 'function') throw TypeError('The `onUploadProgress` option must be a function');
      this.#u = typeof this.#a.totalTimeout == 'number' ? this.#L() : void 0;
    }
    #p(e) {
      let t = e.delay(this.#n + 1),
        n = t;
      return (
        e.jitter === !0 ? (n = Math.random() * t) : typeof e.jitter == 'function' && ((n = e.jitter(t)), (!Number.isFinite(n) || n < 0) && (n = t)),
        Math.min(e.backoffLimit, n)
      );
    }
    async #m(e) {
      const t = F(this.#a.retry);
      if (this.#n >= Math.min(t.limit, this.#r)) throw e;
      const n = e instanceof Error ? e : new r(e);
      if (n instanceof i) return n.customDelay ?? this.#p(t);
      if (!t.methods.includes(this.request.method.toLowerCase())) throw e;
      const { shouldRetry: a } = t;
      if (a !== void 0) {
        const r = await this.#x(async () =>
          a({
            error: n,
            retryCount: this.#n + 1,
          }),
        );
        if (r === q) throw new o(this.request);
        if (r === !1) throw e;
        if (r === !0) return this.#p(t);
      }
      if (_e(e)) {
        if (!t.retryOnTimeout) throw e;
        return this.#p(t);
      }
      if (he(e)) {
        if (!t.statusCodes.includes(e.response.status)) throw e;
        const n = Ce(e.response.headers);
        if (n && t.afterStatusCodes.includes(e.response.status)) {
          const e = Te(n);
          return e === void 0 ? this.#p(t) : Math.min(t.maxRetryAfter, e);
        }
        if (e.response.status === 413) throw e;
        return this.#p(t);
      }
      if (!ge(e)) throw e;
      return this.#p(t);
    }
    #h(e) {
      const t = this.#B(e);
      return (
        this.#a.parseJson &&
          (e.json = async () => {
            const n = await e.text();
            return this.#a.parseJson(n, {
              request: t,
              response: e,
            });
          }),
        e
      );
    }
    async #g(e) {
      if (!(e instanceof Error) || this.#c.has(e)) throw e;
      let t = e;
      for (const e of this.#a.hooks.beforeError) {
        const n = await e({
          request: this.request,
          options: this.#R(),
          error: t,
          retryCount: this.#n,
        });
        n instanceof Error && (t = n);
      }
      throw t;
    }
    async #_(e) {
      const t = this.#v(),
        n = await this.#C(e, t.milliseconds);
      if (n === K) {
        if (t.fromTotalTimeout) throw new o(this.request);
        this.#k();
        return;
      }
      if (!n) return;
      if (!this.#S(e.headers.get('content-type') ?? '')) return n;
      const r = this.#v(),
        i = await this.#w(n, e, r.milliseconds, this.#B(e));
      if (i === K) {
        if (r.fromTotalTimeout) throw new o(this.request);
        this.#k();
      } else return i;
    }
    #v() {
      const e = this.#a.timeout === !1 ? 1e4 : this.#a.timeout,
        t = this.#I();
      if (t === void 0)
        return {
          milliseconds: e,
          fromTotalTimeout: !1,
        };
      if (t <= 0) throw new o(this.request);
      return {
        milliseconds: Math.min(e, t),
        fromTotalTimeout: t <= e,
      };
    }
    #y() {
      const e = this.#I();
      if (e !== void 0) {
        if (e <= 0) throw new o(this.request);
        return this.#a.timeout === !1 ? e : Math.min(this.#a.timeout, e);
      }
      return this.#a.timeout === !1 ? void 0 : this.#a.timeout;
    }
    async #b(e, t) {
      let n;
      try {
        n = this.#y();
      } catch (e) {
        await this.#g(e);
      }
      const r = e();
      if (n === void 0) return r;
      const i = await Promise.race([
        r,
        new Promise((e) => {
          const t = setTimeout(() => {
            e(K);
          }, n);
          r.finally(() => {
            clearTimeout(t);
          }).catch(() => void 0);
        }),
      ]);
      return (i === K && (this.#t?.abort(), await this.#g(new o(this.#B(t)))), i);
    }
    async #x(e) {
      const t = this.#I();
      if (t === void 0) return e();
      if (t <= 0) return (this.#t?.abort(), q);
      let n;
      try {
        const r = new Promise((e) => {
            n = setTimeout(() => {
              e(q);
            }, t);
          }),
          i = Promise.resolve()
            .then(e)
            .then((e) => ({
              status: 'fulfilled',
              value: e,
            }))
            .catch((e) => ({
              status: 'rejected',
              error: e,
            })),
          a = await Promise.race([i, r]),
          o = this.#I();
        if (a === q || (o !== void 0 && o <= 0))
          return (
            this.#t?.abort(),
            a === q
              ? i.then((e) => {
                  e.status === 'fulfilled' && this.#D(e.value);
                })
              : a.status === 'fulfilled' && this.#D(a.value),
            q
          );
        if (a.status === 'rejected') throw a.error;
        return a.value;
      } finally {
        clearTimeout(n);
      }
    }
    #S(e) {
      const t = (e.split(';', 1)[0] ?? '').trim().toLowerCase();
      return /\/(?:.*[.+-])?json$/.test(t);
    }
    async #C(e, t) {
      const { body: n } = e;
      if (!n)
        try {
          return await e.text();
        } catch {
          return;
        }
      let r;
      try {
        r = n.getReader();
      } catch {
        return;
      }
      let i = Oe(e.headers.get('content-type') ?? ''),
        a = [],
        o = 0,
        s = (async () => {
          try {
            for (;;) {
              const { done: e, value: t } = await r.read();
              if (e) break;
              if (((o += t.byteLength), o > Ee)) {
                r.cancel().catch(() => void 0);
                return;
              }
              a.push(i.decode(t, { stream: !0 }));
            }
          } catch {
            return;
          }
          return (a.push(i.decode()), a.join(''));
        })(),
        c = new Promise((e) => {
          const n = setTimeout(() => {
            e(K);
          }, t);
          s.finally(() => {
            clearTimeout(n);
          });
        }),
        l = await Promise.race([s, c]);
      return (l === K && r.cancel().catch(() => void 0), l);
    }
    async #w(e, t, n, r) {
      let i;
      try {
        return await Promise.race([
          Promise.resolve().then(() =>
            this.#a.parseJson
              ? this.#a.parseJson(e, {
                  request: r,
                  response: t,
                })
              : JSON.parse(e),
          ),
          new Promise((e) => {
            i = setTimeout(() => {
              e(K);
            }, n);
          }),
        ]);
      } catch {
        return;
      } finally {
        clearTimeout(i);
      }
    }
    #T(e) {
      e && e.cancel().catch(() => void 0);
    }
    #E(e) {
      this.#T(e.body ?? void 0);
    }
    #D(e) {
      Z(e) ? this.#E(e) : X(e) && this.#T(e.body ?? void 0);
    }
    #O() {
      return this.#s ? AbortSignal.any([this.#s, this.#t.signal]) : this.#t.signal;
    }
    #k() {
      const e = this.#I();
      if (e !== void 0 && e <= 0) throw new o(this.request);
    }
    async #A() {
      for (const e of this.#a.hooks.beforeRequest) {
        const t = await this.#x(async () =>
          e({
            request: this.request,
            options: this.#R(),
            retryCount: 0,
          }),
        );
        if (t === q) throw new o(this.request);
        if (X(t)) this.#z(t);
        else if (Z(t)) return t;
      }
    }
    async #j(e) {
      const t = this.#B(e);
      for (const n of this.#a.hooks.afterResponse) {
        const r = this.#V(e.clone(), t);
        this.#h(r);
        let a;
        try {
          if (
            ((a = await this.#x(async () =>
              n({
                request: this.request,
                options: this.#R(),
                response: r,
                retryCount: this.#n,
              }),
            )),
            a === q)
          )
            throw new o(this.request);
        } catch (t) {
          throw (r !== e && this.#E(r), this.#E(e), t);
        }
        if (a instanceof g) throw (r !== e && this.#E(r), this.#E(e), new i(a.options));
        const s = Z(a) ? this.#V(a, t) : e;
        r !== e && r !== s && r.body !== s.body && this.#E(r), e !== s && e.body !== s.body && this.#E(e), (e = s);
      }
      return e;
    }
    async #M(e) {
      try {
        return await e();
      } catch (t) {
        return this.#N(t, e);
      }
    }
    async #N(e, t) {
      this.#d = !1;
      const n = Math.min(await this.#m(e), m),
        r = { signal: this.#s },
        a = this.#I();
      if (a !== void 0) {
        if (a <= 0) throw new o(this.request);
        if (n >= a) throw (await L(a, r), new o(this.request));
      }
      if ((await L(n, r), this.#k(), e instanceof i && e.customRequest)) {
        const t = new globalThis.Request(e.customRequest, this.#a.signal ? { signal: this.#a.signal } : void 0);
        this.#z(t);
      }
      for (const t of this.#a.hooks.beforeRetry) {
        let n;
        try {
          n = await this.#x(async () =>
            t({
              request: this.request,
              options: this.#R(),
              error: e,
              retryCount: this.#n + 1,
            }),
          );
        } catch (t) {
          throw (t instanceof Error && t !== e && this.#c.add(t), t);
        }
        if (n === q) throw new o(this.request);
        if (X(n)) {
          this.#z(n);
          break;
        }
        if (Z(n)) return ((this.#d = !0), this.#n++, n);
        if (n === h) return;
      }
      return (this.#k(), this.#n++, this.#M(t));
    }
    #P() {
      const e = this.#d;
      return ((this.#d = !1), e);
    }
    async #F() {
      this.#t?.signal.aborted &&
        ((this.#t = new globalThis.AbortController()),
        (this.#a.signal = this.#O()),
        (this.request = new globalThis.Request(this.request, { signal: this.#a.signal })));
      const e = R(this.#a);
      this.#r = F(this.#a.retry).limit;
      const t = this.#r > 0 ? this.request.clone() : void 0,
        r = this.#H(this.request, this.#a.body ?? void 0);
      (this.#o = r), t && (this.request = t);
      try {
        const t = this.#I();
        if (t !== void 0 && t <= 0) throw new o(this.request);
        const n = this.#a.timeout === !1 ? t : t === void 0 ? this.#a.timeout : Math.min(this.#a.timeout, t),
          i =
            n === void 0
              ? await this.#a.fetch(r, e)
              : await I(r, e, this.#t, {
                  timeout: n,
                  fetch: this.#a.fetch,
                });
        return this.#V(i, r);
      } catch (e) {
        throw me(e) ? new n(this.request, { cause: e }) : e;
      }
    }
    #I() {
      if (this.#u === void 0) return;
      const e = this.#L() - this.#u;
      return Math.max(0, this.#a.totalTimeout - e);
    }
    #L() {
      return globalThis.performance?.now() ?? Date.now();
    }
    #R() {
      if (!this.#l) {
        const { hooks: e, json: t, parseJson: n, stringifyJson: r, searchParams: i, timeout: a, totalTimeout: o, throwHttpErrors: s, fetch: c, ...l } = this.#a;
        this.#l = Object.freeze(l);
      }
      return this.#l;
    }
    #z(e) {
      (this.#l = void 0), (this.request = e);
    }
    #B(e) {
      return this.#f.get(e) ?? this.request;
    }
    #V(e, t) {
      return (this.#f.set(e, t), e);
    }
    #H(e, t) {
      return !this.#a.onUploadProgress || !e.body || !s ? e : y(e, this.#a.onUploadProgress, t ?? this.#a.body ?? void 0);
    }
  },
  $ = (e) => {
    const t = (t, n) => Q.create(t, S(e, n));
    for (const n of f) t[n] = (t, r) => Q.create(t, S(e, r, { method: n }));
    return ((t.create = (e) => $(S(e))), (t.extend = (t) => (typeof t == 'function' && (t = t(e ?? {})), $(S(e, t)))), (t.stop = h), (t.retry = ee), t);
  },
  ze = $().create({ prefix: '/x' });

export { ze as f };
