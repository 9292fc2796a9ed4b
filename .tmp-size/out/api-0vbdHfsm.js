// ../node_modules/zod/v4/core/util.js
function e(e) {
  const t = Object.values(e).filter((e) => typeof e == 'number');
  return Object.entries(e)
    .filter(([e, n]) => t.indexOf(+e) === -1)
    .map(([e, t]) => t);
}
function t(e, t = '|') {
  return e.map((e) => ce(e)).join(t);
}
function n(e, t) {
  return typeof t == 'bigint' ? t.toString() : t;
}
var r = class {
  constructor(e) {
    (this._getter = e), (this._value = void 0);
  }
  get value() {
    const e = this._getter;
    return (e !== void 0 && ((this._value = e()), (this._getter = void 0)), this._value);
  }
};
function i(e) {
  return new r(e);
}
function a(e) {
  return e == null;
}
function o(e) {
  const t = +!!e.startsWith('^'),
    n = e.endsWith('$') ? e.length - 1 : e.length;
  return e.slice(t, n);
}
function s(e, t) {
  const n = e / t,
    r = Math.round(n),
    i = 4 * 2 ** -52 * Math.max(Math.abs(n), 1);
  return Math.abs(n - r) < i ? 0 : n - r;
}
var c = /* @__PURE__*/ Symbol('evaluating');
function l(e, t, n) {
  let r;
  Object.defineProperty(e, t, {
    get() {
      if (r !== c) return (r === void 0 && ((r = c), (r = n())), r);
    },
    set(n) {
      Object.defineProperty(e, t, { value: n });
    },
    configurable: !0,
  });
}
function u(e, t, n) {
  Object.defineProperty(e, t, {
    value: n,
    writable: !0,
    enumerable: !0,
    configurable: !0,
  });
}
function d(e) {
  const t = Object.getOwnPropertyDescriptor(e, 'shape');
  return t?.get ? t.get.raw : t?.value;
}
function f(e) {
  return d(e._zod.def) ?? e._zod.def.shape;
}
function p(e, t, n) {
  Object.defineProperty(e, t, {
    get() {
      const e = n();
      return (u(this, t, e), e);
    },
    enumerable: !0,
    configurable: !0,
  });
}
function ee(e, t, n) {
  t in e ? u(e, t, n) : (e[t] = n);
}
function m(e, t, n, r) {
  const i = f(t);
  for (const a of n) {
    const n = Object.getOwnPropertyDescriptor(i, a);
    n.enumerable &&
      (n.get
        ? p(e, a, () => {
            const e = t._zod.def.shape[a];
            return r ? r(e, a) : e;
          })
        : ee(e, a, r ? r(n.value, a) : n.value));
  }
}
function te(e, t) {
  for (const n of Reflect.ownKeys(t)) {
    const r = Object.getOwnPropertyDescriptor(t, n);
    r.enumerable && (r.get ? p(e, n, () => t[n]) : ee(e, n, r.value));
  }
}
function h(...e) {
  const t = {};
  for (const n of e) {
    const e = Object.getOwnPropertyDescriptors(n);
    Object.assign(t, e);
  }
  return Object.defineProperties({}, t);
}
function ne(e) {
  return JSON.stringify(e);
}
function re(e) {
  return e
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
var ie = 'captureStackTrace' in Error ? Error.captureStackTrace : (...e) => {};
function g(e) {
  return typeof e == 'object' && !!e && !Array.isArray(e);
}
var ae = /* @__PURE__*/ i(() => {
  if (P.jitless || (typeof navigator < 'u' && navigator?.userAgent?.includes('Cloudflare'))) return !1;
  try {
    return (Function(''), !0);
  } catch {
    return !1;
  }
});
function _(e) {
  if (g(e) === !1) return !1;
  const t = e.constructor;
  if (t === void 0 || typeof t != 'function') return !0;
  const n = t.prototype;
  return g(n) !== !1 && Object.hasOwn(n, 'isPrototypeOf') !== !1;
}
function oe(e) {
  return _(e) ? { ...e } : Array.isArray(e) ? [...e] : e instanceof Map ? new Map(e) : e instanceof Set ? new Set(e) : e;
}
var se = /* @__PURE__*/ new Set(['string', 'number', 'symbol']);
function v(e) {
  return e.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
function y(e, t, n) {
  const r = new e._zod.constr(t ?? e._zod.def);
  return ((!t || n?.parent) && (r._zod.parent = e), r);
}
function b(e) {
  const t = e;
  if (!t) return {};
  if (typeof t == 'string') return { error: () => t };
  if (t?.message !== void 0) {
    if (t?.error !== void 0) throw Error('Cannot specify both `message` and `error` params');
    t.error = t.message;
  }
  return (
    delete t.message,
    typeof t.error == 'string'
      ? {
          ...t,
          error: () => t.error,
        }
      : t
  );
}
function ce(e) {
  return typeof e == 'bigint' ? e.toString() + 'n' : typeof e == 'string' ? `"${e}"` : `${e}`;
}
function le(e) {
  return Object.keys(e).filter((t) => e[t]._zod.optin !== void 0 && e[t]._zod.optout === 'optional');
}
var ue = {
    safeint: [-(2 ** 53 - 1), 2 ** 53 - 1],
    int32: [-2147483648, 2147483647],
    uint32: [0, 4294967295],
    float32: [-34028234663852886e22, 34028234663852886e22],
    float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
  },
  de = {
    int64: [/* @__PURE__*/ BigInt('-9223372036854775808'), /* @__PURE__*/ BigInt('9223372036854775807')],
    uint64: [/* @__PURE__*/ BigInt(0), /* @__PURE__*/ BigInt('18446744073709551615')],
  };
function fe(e, t) {
  const n = e._zod.def,
    r = n.checks;
  if (r && r.length > 0) throw Error('.pick() cannot be used on object schemas containing refinements');
  const i = {};
  return (
    m(i, e, x(e, t)),
    y(
      e,
      h(n, {
        shape: i,
        checks: [],
      }),
    )
  );
}
function x(e, t) {
  const n = f(e),
    r = [];
  for (const e of Reflect.ownKeys(t)) {
    if (!Object.getOwnPropertyDescriptor(n, e)?.enumerable) throw Error(`Unrecognized key: "${String(e)}"`);
    t[e] && r.push(e);
  }
  return r;
}
function pe(e, t) {
  const n = e._zod.def,
    r = n.checks;
  if (r && r.length > 0) throw Error('.omit() cannot be used on object schemas containing refinements');
  const i = new Set(x(e, t)),
    a = {};
  return (
    m(
      a,
      e,
      Reflect.ownKeys(f(e)).filter((e) => !i.has(e)),
    ),
    y(
      e,
      h(n, {
        shape: a,
        checks: [],
      }),
    )
  );
}
function me(e, t) {
  if (!_(t)) throw Error('Invalid input to extend: expected a plain object');
  const n = e._zod.def.checks;
  if (n && n.length > 0) {
    const n = f(e);
    for (const e of Reflect.ownKeys(t))
      if (Object.getOwnPropertyDescriptor(n, e) !== void 0)
        throw Error('Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.');
  }
  return y(e, h(e._zod.def, { shape: he(e, t) }));
}
function he(e, t) {
  const n = {};
  return (m(n, e, Reflect.ownKeys(f(e))), te(n, t), n);
}
function ge(e, t) {
  if (!_(t)) throw Error('Invalid input to safeExtend: expected a plain object');
  return y(e, h(e._zod.def, { shape: he(e, t) }));
}
function _e(e, t) {
  if (!t?._zod?.def) throw Error('Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.');
  if (e._zod.def.checks?.length) throw Error('.merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.');
  const n = {};
  return (
    m(n, e, Reflect.ownKeys(f(e))),
    m(n, t, Reflect.ownKeys(f(t))),
    y(
      e,
      h(e._zod.def, {
        shape: n,
        get catchall() {
          return t._zod.def.catchall;
        },
        checks: t._zod.def.checks ?? [],
      }),
    )
  );
}
function ve(e, t, n, r = 'partial') {
  const i = t._zod.def.checks;
  if (i && i.length > 0) throw Error(`.${r}() cannot be used on object schemas containing refinements`);
  const a = n ? new Set(x(t, n)) : void 0,
    o = {};
  return (
    m(
      o,
      t,
      Reflect.ownKeys(f(t)),
      e &&
        ((t, n) =>
          a && !a.has(n)
            ? t
            : new e({
                type: 'optional',
                innerType: t,
              })),
    ),
    y(
      t,
      h(t._zod.def, {
        shape: o,
        checks: [],
      }),
    )
  );
}
function ye(e, t, n) {
  const r = n ? new Set(x(t, n)) : void 0,
    i = {};
  return (
    m(i, t, Reflect.ownKeys(f(t)), (t, n) =>
      r && !r.has(n)
        ? t
        : new e({
            type: 'nonoptional',
            innerType: t,
          }),
    ),
    y(t, h(t._zod.def, { shape: i }))
  );
}
function S(e, t = 0) {
  if (e.aborted === !0) return !0;
  for (let n = t; n < e.issues.length; n++) if (e.issues[n]?.continue !== !0) return !0;
  return !1;
}
function be(e, t = 0) {
  if (e.aborted === !0) return !0;
  for (let n = t; n < e.issues.length; n++) if (e.issues[n]?.continue === !1) return !0;
  return !1;
}
function xe(e, t) {
  return t.map((t) => {
    var n;
    return ((n = t).path ?? (n.path = []), t.path.unshift(e), t);
  });
}
function C(e) {
  return typeof e == 'string' ? e : e?.message;
}
function Se(e) {
  const t = [];
  for (const n of e ?? []) {
    const e = n._zod.def;
    if (!/_(length|size)$|_equals$/.test(e.check)) break;
    const r = e.maximum ?? e.length ?? e.size;
    r >= 0 && t.push([r, n]);
  }
  return t;
}
function w(e, t, n) {
  var r;
  for (let i = t; i < e.length; i++) (r = e[i]).schema ?? (r.schema = n);
}
function T(e, t, n) {
  var r;
  const i = e.inst?._zod?.traits;
  i?.has('$ZodType') && (i.has('$ZodCheck') ? ((r = e).schema ?? (r.schema = e.inst)) : (e.schema = e.inst));
  const a = e.schema === e.inst ? void 0 : e.schema?._zod.def?.error,
    o = e.message
      ? e.message
      : (C(e.inst?._zod.def?.error?.(e)) ?? C(a?.(e)) ?? C(t?.error?.(e)) ?? C(n.customError?.(e)) ?? C(n.localeError?.(e)) ?? 'Invalid input'),
    s = {};
  for (const t of Object.keys(e)) t !== 'inst' && t !== 'schema' && t !== 'continue' && t !== 'input' && t !== '__proto__' && (s[t] = e[t]);
  return ((s.path ??= []), (s.message = o), t?.reportInput && (s.input = e.input), s);
}
var Ce = /[\uD800-\uDBFF]/;
function we(e) {
  const t = e.length;
  if (!Ce.test(e)) return t;
  let n = t;
  for (let r = 0; r < t - 1; r++) (e.charCodeAt(r) & 64512) == 55296 && (e.charCodeAt(r + 1) & 64512) == 56320 && (n--, r++);
  return n;
}
function Te(e) {
  return Array.isArray(e) ? 'array' : typeof e == 'string' ? 'string' : 'unknown';
}
function Ee(e) {
  const t = typeof e;
  switch (t) {
    case 'number':
      return Number.isNaN(e) ? 'nan' : 'number';
    case 'object': {
      if (e === null) return 'null';
      if (Array.isArray(e)) return 'array';
      const t = e;
      if (t && Object.getPrototypeOf(t) !== Object.prototype && 'constructor' in t && t.constructor) return t.constructor.name;
    }
  }
  return t;
}
function E(...e) {
  const [t, n, r] = e;
  return typeof t == 'string'
    ? {
        message: t,
        code: 'custom',
        input: n,
        inst: r,
      }
    : { ...t };
}
function De(e, t) {
  for (const n in t) {
    const r = Object.getOwnPropertyDescriptor(t, n);
    r.get
      ? Object.defineProperty(e, n, {
          ...r,
          enumerable: !1,
        })
      : Ae(e, n, r.value);
  }
}
function D(e, t, n, r = !0) {
  return (
    Object.defineProperty(e, t, {
      configurable: !0,
      writable: !0,
      enumerable: r,
      value: n,
    }),
    n
  );
}
function Oe(e, t, n) {
  return D(e, t, n, !1);
}
/* @__NO_SIDE_EFFECTS__ */
function ke(e, t) {
  for (const n in e) {
    const r = e[n];
    Object.defineProperty(t, n, {
      configurable: !0,
      enumerable: !0,
      get() {
        return D(this, n, r(this));
      },
      set(e) {
        D(this, n, e);
      },
    });
  }
  return t;
}
function Ae(e, t, n) {
  Object.defineProperty(e, t, {
    configurable: !0,
    get() {
      return this == null ? n : D(this, t, n.bind(this));
    },
    set(e) {
      D(this, t, e);
    },
  });
}
function je(e, t) {
  const n = Object.getPrototypeOf(e);
  return t in n ? void 0 : n;
}
var O,
  k = !1,
  Me = {
    configurable: !0,
    get() {
      k = !0;
    },
  };
function A(e, t, n) {
  const r = Object.getPrototypeOf(e._zod);
  t in r && O !== e._zod
    ? (O = void 0)
    : ((O = e._zod),
      Object.defineProperty(r, t, {
        configurable: !0,
        get() {
          Object.defineProperty(this, t, Me);
          const e = k;
          k = !1;
          try {
            const r = n(this);
            return (
              k
                ? delete this[t]
                : Object.defineProperty(this, t, {
                    configurable: !0,
                    writable: !0,
                    value: r,
                  }),
              (k ||= e),
              r
            );
          } catch (n) {
            throw (delete this[t], (k ||= e), n);
          }
        },
        set(e) {
          Object.defineProperty(this, t, {
            configurable: !0,
            writable: !0,
            value: e,
          });
        },
      }));
}
function Ne(e, t, n, r) {
  const i = je(e, t);
  i &&
    Object.defineProperty(i, t, {
      configurable: !0,
      get() {
        const e = {
          configurable: !0,
          writable: !0,
          enumerable: r,
          value: void 0,
        };
        return (Object.defineProperty(this, t, e), (e.value = n(this)), Object.defineProperty(this, t, e), e.value);
      },
      set(e) {
        Object.defineProperty(this, t, {
          configurable: !0,
          writable: !0,
          enumerable: r,
          value: e,
        });
      },
    });
}
var Pe = '~constantCatch';
function Fe(e) {
  const t = () => e;
  return ((t[Pe] = !0), t);
}
// ../node_modules/zod/v4/core/core.js
var Ie,
  j = {
    value: void 0,
    enumerable: !1,
  },
  Le = 'captureStackTrace' in Error ? Error : null;
function Re(e) {
  const t = Le;
  if (t) {
    const n = t.stackTraceLimit;
    if (typeof n == 'number') {
      try {
        t.stackTraceLimit = 0;
      } catch {
        return ((Le = null), new e());
      }
      try {
        return new e();
      } finally {
        t.stackTraceLimit = n;
      }
    }
  }
  return new e();
}
/* @__NO_SIDE_EFFECTS__ */
function M(e, t, n, r) {
  const i = {};
  function a(e) {
    (this.def = e), (this.constr = d), (this.traits = /* @__PURE__ */ new Set());
  }
  a.prototype = i;
  const o = n,
    s = o && /* @__PURE__ */ new WeakSet();
  function c(n, r) {
    if (!n._zod) {
      j.value = new a(r);
      try {
        Object.defineProperty(n, '_zod', j);
      } finally {
        j.value = void 0;
      }
    } else if (n._zod.traits.has(e)) return;
    if ((n._zod.traits.add(e), t(n, r), s)) {
      let e = Object.getPrototypeOf(n),
        t = n._zod.constr.prototype,
        r = e;
      for (; r && r !== t; ) r = Object.getPrototypeOf(r);
      const i = r ?? e;
      s.has(i) || (s.add(i), De(i, o));
    }
    const i = d.prototype;
    for (const e in i) Object.hasOwn(i, e) && (e in n || (n[e] = i[e].bind(n)));
  }
  const l = r?.Parent ?? Object;
  class u extends l {}
  Object.defineProperty(u, 'name', { value: e });
  function d(e) {
    const t = r?.Parent ? Re(u) : this;
    c(t, e);
    const n = t._zod.deferred;
    if (n) {
      for (const e of n) e();
      t._zod.deferred = void 0;
    }
    const i = globalThis.__zod_globalConfig?.postProcessor;
    return (i && i(t), t);
  }
  return (
    Object.defineProperty(d, 'init', { value: c }),
    Object.defineProperty(d, Symbol.hasInstance, { value: (t) => (r?.Parent && t instanceof r.Parent ? !0 : t?._zod?.traits?.has(e)) }),
    Object.defineProperty(d, 'name', { value: e }),
    d
  );
}
var N = class extends Error {
    constructor() {
      super('Encountered Promise during synchronous parse. Use .parseAsync() instead.');
    }
  },
  ze = class extends Error {
    constructor(e) {
      super(`Encountered unidirectional transform during encode: ${e}`), (this.name = 'ZodEncodeError');
    }
  };
(Ie = globalThis).__zod_globalConfig ?? (Ie.__zod_globalConfig = {});
var P = globalThis.__zod_globalConfig;
function F(e) {
  return (e && Object.assign(P, e), P);
}
// ../node_modules/zod/v4/core/errors.js
function Be() {
  const e = this._zod;
  return ((e.message ??= JSON.stringify(e.def, n, 2)), e.message);
}
function Ve(e) {
  this._zod.message = e;
}
var He = {
    get: Be,
    set: Ve,
    enumerable: !0,
    configurable: !0,
  },
  I = {
    value: void 0,
    enumerable: !1,
  },
  Ue = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]),
  We = (e, t) => {
    (e.name = '$ZodError'), (I.value = t), Object.defineProperty(e, 'issues', I), (I.value = void 0), Object.defineProperty(e, 'message', He);
    const n = Object.getPrototypeOf(e);
    Ue.has(n) ||
      (Ue.add(n),
      Object.defineProperty(n, 'toString', {
        configurable: !0,
        enumerable: !1,
        get() {
          const e = () => this.message;
          return (
            Object.defineProperty(this, 'toString', {
              value: e,
              configurable: !0,
              writable: !0,
            }),
            e
          );
        },
        set(e) {
          Object.defineProperty(this, 'toString', {
            value: e,
            configurable: !0,
            writable: !0,
          });
        },
      }));
  },
  Ge = /* @__PURE__ */ M('$ZodError', We),
  L = /* @__PURE__ */ M('$ZodError', We, void 0, { Parent: Error });
function Ke(e, t, n) {
  return (
    Object.hasOwn(e, t) ||
      (t === '__proto__'
        ? Object.defineProperty(e, t, {
            value: n(),
            writable: !0,
            enumerable: !0,
            configurable: !0,
          })
        : (e[t] = n())),
    e[t]
  );
}
function qe(e, t = (e) => e.message) {
  const n = {},
    r = [];
  for (const i of e.issues) i.path.length > 0 ? Ke(n, i.path[0], () => []).push(t(i)) : r.push(t(i));
  return {
    formErrors: r,
    fieldErrors: n,
  };
}
function Je(e, t = (e) => e.message) {
  const n = { _errors: [] },
    r = (e, i = []) => {
      for (const a of e.issues)
        if (a.code === 'invalid_union' && a.errors.length) a.errors.map((e) => r({ issues: e }, [...i, ...a.path]));
        else if (a.code === 'invalid_key') r({ issues: a.issues }, [...i, ...a.path]);
        else if (a.code === 'invalid_element') r({ issues: a.issues }, [...i, ...a.path]);
        else {
          const e = [...i, ...a.path];
          if (e.length === 0) n._errors.push(t(a));
          else {
            let r = n,
              i = 0;
            for (; i < e.length; ) {
              const n = e[i],
                o = i === e.length - 1;
              if (n === '_errors') {
                o && r._errors.push(t(a)), i++;
                continue;
              }
              Object.hasOwn(r, n) ||
                Object.defineProperty(r, n, {
                  value: { _errors: [] },
                  enumerable: !0,
                  writable: !0,
                  configurable: !0,
                });
              const s = r[n];
              o && s._errors.push(t(a)), (r = s), i++;
            }
          }
        }
    };
  return (r(e), n);
}
// ../node_modules/zod/v4/core/parse.js
function R(e, t) {
  return {
    callee: t?.callee ?? e,
    Err: t?.Err,
  };
}
var z = (e) => {
    const t = (n, r, i, a) => {
      const o = i
          ? {
              ...i,
              async: !1,
            }
          : { async: !1 },
        s = n._zod.run(
          {
            value: r,
            issues: [],
          },
          o,
        );
      if (s instanceof Promise) throw new N();
      if (s.issues.length) {
        const n = new (a?.Err ?? e)(s.issues.map((e) => T(e, o, F())));
        throw (ie(n, a?.callee ?? t), n);
      }
      return s.value;
    };
    return t;
  },
  Ye = /* @__PURE__*/ z(L),
  B = (e) => {
    const t = async (n, r, i, a) => {
      let o = i
          ? {
              ...i,
              async: !0,
            }
          : { async: !0 },
        s = n._zod.run(
          {
            value: r,
            issues: [],
          },
          o,
        );
      if ((s instanceof Promise && (s = await s), s.issues.length)) {
        const n = new (a?.Err ?? e)(s.issues.map((e) => T(e, o, F())));
        throw (ie(n, a?.callee ?? t), n);
      }
      return s.value;
    };
    return t;
  },
  Xe = /* @__PURE__*/ B(L),
  V = (e) => (t, n, r) => {
    const i = r
        ? {
            ...r,
            async: !1,
          }
        : { async: !1 },
      a = t._zod.run(
        {
          value: n,
          issues: [],
        },
        i,
      );
    if (a instanceof Promise) throw new N();
    return a.issues.length
      ? Qe(e, a.issues, i)
      : {
          success: !0,
          data: a.value,
        };
  },
  Ze = /* @__PURE__*/ V(L);
function Qe(e, t, n) {
  let r;
  return {
    success: !1,
    get error() {
      return (r || ((r = new e(t.map((e) => T(e, n, F())))), (t = void 0), (n = void 0)), r);
    },
    set error(e) {
      (r = e), (t = void 0), (n = void 0);
    },
  };
}
var H = (e) => async (t, n, r) => {
    let i = r
        ? {
            ...r,
            async: !0,
          }
        : { async: !0 },
      a = t._zod.run(
        {
          value: n,
          issues: [],
        },
        i,
      );
    return (
      a instanceof Promise && (a = await a),
      a.issues.length
        ? Qe(e, a.issues, i)
        : {
            success: !0,
            data: a.value,
          }
    );
  },
  $e = /* @__PURE__*/ H(L),
  et = /* @__PURE__ */ Symbol.for('zod.compile.invalid'),
  tt = /* @__PURE__ */ Symbol.for('zod.compile.fallback'),
  nt = (e, t, n) => {
    const r = e._zod.bag.validator;
    if (r !== void 0) {
      if (r(t) !== et) return !0;
      if (r.definite === !0 && n === void 0) return !1;
    }
    return rt(e, t, n);
  };
function rt(e, t, n) {
  let r = n
      ? {
          ...n,
          async: !1,
          abortEarly: !0,
        }
      : {
          async: !1,
          abortEarly: !0,
        },
    i = e._zod.bag.fallbackRun,
    a;
  if (
    (i
      ? ((r[tt] = !0),
        (a = i(
          {
            value: t,
            issues: [],
          },
          r,
        )))
      : (a = e._zod.run(
          {
            value: t,
            issues: [],
          },
          r,
        )),
    a instanceof Promise)
  )
    throw new N();
  return a.issues.length === 0;
}
var it = async (e, t, n) => {
    let r = n
        ? {
            ...n,
            async: !0,
            abortEarly: !0,
          }
        : {
            async: !0,
            abortEarly: !0,
          },
      i = e._zod.run(
        {
          value: t,
          issues: [],
        },
        r,
      );
    return (i instanceof Promise && (i = await i), i.issues.length === 0);
  },
  at = (e) => {
    const t = z(e),
      n = (e, r, i, a) => {
        const o = i
          ? {
              ...i,
              direction: 'backward',
            }
          : { direction: 'backward' };
        return t(e, r, o, R(n, a));
      };
    return n;
  },
  ot = (e) => {
    const t = z(e),
      n = (e, r, i, a) => t(e, r, i, R(n, a));
    return n;
  },
  st = (e) => {
    const t = B(e),
      n = async (e, r, i, a) => {
        const o = i
          ? {
              ...i,
              direction: 'backward',
            }
          : { direction: 'backward' };
        return await t(e, r, o, R(n, a));
      };
    return n;
  },
  ct = (e) => {
    const t = B(e),
      n = async (e, r, i, a) => await t(e, r, i, R(n, a));
    return n;
  },
  lt = (e) => (t, n, r) => {
    const i = r
      ? {
          ...r,
          direction: 'backward',
        }
      : { direction: 'backward' };
    return V(e)(t, n, i);
  },
  ut = (e) => (t, n, r) => V(e)(t, n, r),
  dt = (e) => async (t, n, r) => {
    const i = r
      ? {
          ...r,
          direction: 'backward',
        }
      : { direction: 'backward' };
    return H(e)(t, n, i);
  },
  ft = (e) => async (t, n, r) => H(e)(t, n, r),
  pt = /^[cC][0-9a-z]{6,}$/,
  mt = /^[0-9a-z]+$/,
  ht = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/,
  gt = /^[0-9a-vA-V]{20}$/,
  _t = /^[A-Za-z0-9]{27}$/,
  vt = /^[a-zA-Z0-9_-]{21}$/;
function yt(e) {
  return RegExp(`^[a-zA-Z0-9_-]{${e}}$`);
}
var bt = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/,
  xt = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/,
  St = (e) =>
    e
      ? RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${e}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`)
      : /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/,
  Ct = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/,
  wt = '^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$';
function Tt() {
  return new RegExp(wt, 'u');
}
var Et = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/,
  Dt =
    /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/,
  Ot = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/,
  kt =
    /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/,
  At = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/,
  jt = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/,
  Mt = /^https?$/,
  Nt = /^\+[1-9]\d{6,14}$/,
  Pt =
    '(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))';
function Ft(e) {
  return RegExp(`^${e}$`);
}
var It = /*@__PURE__*/ Ft(Pt);
function U(e) {
  const t = '(?:[01]\\d|2[0-3]):[0-5]\\d';
  return typeof e.precision == 'number'
    ? e.precision === -1
      ? `${t}`
      : e.precision === 0
        ? `${t}:[0-5]\\d`
        : `${t}:[0-5]\\d\\.\\d{${e.precision}}`
    : e.seconds
      ? `${t}:[0-5]\\d(?:\\.\\d+)?`
      : `${t}(?::[0-5]\\d(?:\\.\\d+)?)?`;
}
function Lt(e) {
  return RegExp(`^${U(e)}$`);
}
function Rt(e) {
  const t = ['Z'];
  e.offset && t.push('([+-](?:[01]\\d|2[0-3]):[0-5]\\d)');
  const n = `${U({
      precision: e.precision,
      seconds: !0,
    })}(?:${t.join('|')})`,
    r = e.local ? `${n}|${U({ precision: e.precision })}` : n;
  return RegExp(`^${Pt}T(?:${r})$`);
}
var zt = /^[\s\S]{0,}$/,
  Bt = /^-?\d+(?:\.\d+)?$/,
  Vt = /^(?:true|false)$/i,
  Ht = /^[^A-Z]*$/,
  Ut = /^[^a-z]*$/,
  W = /*@__PURE__*/ M('$ZodCheck', (e, t) => {
    var n;
    (e._zod ??= {}), (e._zod.def = t), (n = e._zod).onattach ?? (n.onattach = []);
  }),
  G = (e) => {
    const t = e.value;
    return !a(t) && t.length !== void 0;
  },
  K = {
    number: 'number',
    bigint: 'bigint',
    object: 'date',
  },
  Wt = /*@__PURE__*/ M('$ZodCheckLessThan', (e, t) => {
    W.init(e, t);
    const n = K[typeof t.value];
    e._zod.check = (r) => {
      (t.inclusive ? r.value <= t.value : r.value < t.value) ||
        r.issues.push({
          origin: K[typeof r.value] ?? n,
          code: 'too_big',
          maximum: typeof t.value == 'object' ? t.value.getTime() : t.value,
          input: r.value,
          inclusive: t.inclusive,
          inst: e,
          continue: !t.abort,
        });
    };
  }),
  Gt = /*@__PURE__*/ M('$ZodCheckGreaterThan', (e, t) => {
    W.init(e, t);
    const n = K[typeof t.value];
    e._zod.check = (r) => {
      (t.inclusive ? r.value >= t.value : r.value > t.value) ||
        r.issues.push({
          origin: K[typeof r.value] ?? n,
          code: 'too_small',
          minimum: typeof t.value == 'object' ? t.value.getTime() : t.value,
          input: r.value,
          inclusive: t.inclusive,
          inst: e,
          continue: !t.abort,
        });
    };
  }),
  Kt = /*@__PURE__*/ M('$ZodCheckMultipleOf', (e, t) => {
    W.init(e, t),
      (e._zod.check = (n) => {
        if (typeof n.value != typeof t.value) throw Error('Cannot mix number and bigint in multiple_of check.');
        (typeof n.value == 'bigint' ? t.value !== BigInt(0) && n.value % t.value === BigInt(0) : s(n.value, t.value) === 0) ||
          n.issues.push({
            origin: typeof n.value,
            code: 'not_multiple_of',
            divisor: t.value,
            input: n.value,
            inst: e,
            continue: !t.abort,
          });
      });
  }),
  qt = /*@__PURE__*/ M('$ZodCheckNumberFormat', (e, t) => {
    W.init(e, t), (t.format = t.format || 'float64');
    const n = t.format?.includes('int'),
      r = n ? 'int' : 'number',
      [i, a] = ue[t.format];
    e._zod.check = (o) => {
      const s = o.value;
      if (n) {
        if (!Number.isInteger(s)) {
          o.issues.push({
            expected: r,
            format: t.format,
            code: 'invalid_type',
            continue: !1,
            input: s,
            inst: e,
          });
          return;
        }
        if (!Number.isSafeInteger(s)) {
          s > 0
            ? o.issues.push({
                input: s,
                code: 'too_big',
                maximum: 2 ** 53 - 1,
                note: 'Integers must be within the safe integer range.',
                inst: e,
                origin: r,
                inclusive: !0,
                continue: !t.abort,
              })
            : o.issues.push({
                input: s,
                code: 'too_small',
                minimum: -(2 ** 53 - 1),
                note: 'Integers must be within the safe integer range.',
                inst: e,
                origin: r,
                inclusive: !0,
                continue: !t.abort,
              });
          return;
        }
      }
      s < i &&
        o.issues.push({
          origin: 'number',
          input: s,
          code: 'too_small',
          minimum: i,
          inclusive: !0,
          inst: e,
          continue: !t.abort,
        }),
        s > a &&
          o.issues.push({
            origin: 'number',
            input: s,
            code: 'too_big',
            maximum: a,
            inclusive: !0,
            inst: e,
            continue: !t.abort,
          });
    };
  }),
  Jt = /*@__PURE__*/ M('$ZodCheckMaxLength', (e, t) => {
    var n;
    W.init(e, t),
      (n = e._zod.def).when ?? (n.when = G),
      (e._zod.check = (n) => {
        const r = n.value,
          i = r.length;
        if ((typeof r == 'string' && i > t.maximum ? we(r) : i) <= t.maximum) return;
        const a = Te(r);
        n.issues.push({
          origin: a,
          code: 'too_big',
          maximum: t.maximum,
          inclusive: !0,
          input: r,
          inst: e,
          continue: !t.abort,
        });
      });
  }),
  Yt = /*@__PURE__*/ M('$ZodCheckMinLength', (e, t) => {
    var n;
    W.init(e, t),
      (n = e._zod.def).when ?? (n.when = G),
      (e._zod.check = (n) => {
        const r = n.value,
          i = r.length;
        if ((typeof r == 'string' && i >= t.minimum && i < t.minimum * 2 ? we(r) : i) >= t.minimum) return;
        const a = Te(r);
        n.issues.push({
          origin: a,
          code: 'too_small',
          minimum: t.minimum,
          inclusive: !0,
          input: r,
          inst: e,
          continue: !t.abort,
        });
      });
  }),
  Xt = /*@__PURE__*/ M('$ZodCheckLengthEquals', (e, t) => {
    var n;
    W.init(e, t),
      (n = e._zod.def).when ?? (n.when = G),
      (e._zod.check = (n) => {
        const r = n.value,
          i = r.length,
          a = typeof r == 'string' && i >= t.length && i <= t.length * 2 ? we(r) : i;
        if (a === t.length) return;
        const o = Te(r),
          s = a > t.length;
        n.issues.push({
          origin: o,
          ...(s
            ? {
                code: 'too_big',
                maximum: t.length,
              }
            : {
                code: 'too_small',
                minimum: t.length,
              }),
          inclusive: !0,
          exact: !0,
          input: n.value,
          inst: e,
          continue: !t.abort,
        });
      });
  }),
  q = /*@__PURE__*/ M('$ZodCheckStringFormat', (e, t) => {
    var n, r;
    W.init(e, t),
      t.pattern
        ? ((n = e._zod).check ??
          (n.check = (n) => {
            (t.pattern.lastIndex = 0),
              t.pattern.test(n.value) ||
                n.issues.push({
                  origin: 'string',
                  code: 'invalid_format',
                  format: t.format,
                  input: n.value,
                  ...(t.pattern ? { pattern: t.pattern.toString() } : {}),
                  inst: e,
                  continue: !t.abort,
                });
          }))
        : ((r = e._zod).check ?? (r.check = () => {}));
  }),
  Zt = /*@__PURE__*/ M('$ZodCheckRegex', (e, t) => {
    q.init(e, t),
      (e._zod.check = (n) => {
        (t.pattern.lastIndex = 0),
          t.pattern.test(n.value) ||
            n.issues.push({
              origin: 'string',
              code: 'invalid_format',
              format: 'regex',
              input: n.value,
              pattern: t.pattern.toString(),
              inst: e,
              continue: !t.abort,
            });
      });
  }),
  Qt = /*@__PURE__*/ M('$ZodCheckLowerCase', (e, t) => {
    (t.pattern ??= Ht), q.init(e, t);
  }),
  $t = /*@__PURE__*/ M('$ZodCheckUpperCase', (e, t) => {
    (t.pattern ??= Ut), q.init(e, t);
  }),
  en = /*@__PURE__*/ M('$ZodCheckIncludes', (e, t) => {
    W.init(e, t);
    const n = v(t.includes);
    (t.pattern = new RegExp(typeof t.position == 'number' ? `^.{${t.position},}${n}` : n)),
      (e._zod.check = (n) => {
        n.value.includes(t.includes, t.position) ||
          n.issues.push({
            origin: 'string',
            code: 'invalid_format',
            format: 'includes',
            includes: t.includes,
            input: n.value,
            inst: e,
            continue: !t.abort,
          });
      });
  }),
  tn = /*@__PURE__*/ M('$ZodCheckStartsWith', (e, t) => {
    W.init(e, t);
    const n = RegExp(`^${v(t.prefix)}.*`);
    (t.pattern ??= n),
      (e._zod.check = (n) => {
        n.value.startsWith(t.prefix) ||
          n.issues.push({
            origin: 'string',
            code: 'invalid_format',
            format: 'starts_with',
            prefix: t.prefix,
            input: n.value,
            inst: e,
            continue: !t.abort,
          });
      });
  }),
  nn = /*@__PURE__*/ M('$ZodCheckEndsWith', (e, t) => {
    W.init(e, t);
    const n = RegExp(`.*${v(t.suffix)}$`);
    (t.pattern ??= n),
      (e._zod.check = (n) => {
        n.value.endsWith(t.suffix) ||
          n.issues.push({
            origin: 'string',
            code: 'invalid_format',
            format: 'ends_with',
            suffix: t.suffix,
            input: n.value,
            inst: e,
            continue: !t.abort,
          });
      });
  }),
  rn = /*@__PURE__*/ M('$ZodCheckOverwrite', (e, t) => {
    W.init(e, t),
      (e._zod.check = (e) => {
        e.value = t.tx(e.value);
      });
  }),
  an = class {
    constructor(e = [], t = {}) {
      (this.content = []), (this.indent = 0), (this.args = e), (this.closed = t);
    }
    indented(e) {
      this.indent += 1;
      try {
        e(this);
      } finally {
        --this.indent;
      }
    }
    write(e) {
      if (typeof e == 'function') {
        e(this, { execution: 'sync' }), e(this, { execution: 'async' });
        return;
      }
      const t = e.split('\n').filter((e) => e),
        n = Math.min(...t.map((e) => e.length - e.trimStart().length)),
        r = t.map((e) => e.slice(n)).map((e) => ' '.repeat(this.indent * 2) + e);
      for (const e of r) this.content.push(e);
    }
    compile() {
      const e = Function,
        t = this?.content ?? [''];
      return new e(...Object.keys(this.closed), `return function (${this.args.join(', ')}) {\n${t.join('\n')}\n};`)(...Object.values(this.closed));
    }
  },
  on = {
    major: 4,
    minor: 6,
    patch: 7,
  },
  J = /*@__PURE__*/ M(
    '$ZodType',
    (e, t) => {
      var n;
      (e ??= {}), (e._zod.def = t), (e._zod.bag = e._zod.bag || {}), (e._zod.version = on);
      const r = e._zod.def.checks,
        i = e._zod.traits.has('$ZodCheck') ? [e, ...(r ?? [])] : r?.length ? [...r] : [];
      for (const t of i) for (const n of t._zod.onattach) n(e);
      if (i.length === 0)
        (n = e._zod).deferred ?? (n.deferred = []),
          e._zod.deferred?.push(() => {
            e._zod.run = e._zod.parse;
          });
      else {
        const t = (t, n, r) => {
            if (t.memo) return t;
            let i = S(t),
              a;
            for (const o of n) {
              if (o._zod.def.when) {
                if (be(t) || !o._zod.def.when(t)) continue;
              } else if (i) continue;
              const n = t.issues.length,
                s = o._zod.check(t);
              if (s instanceof Promise && r?.async === !1) throw new N();
              if (a || s instanceof Promise)
                a = (a ?? Promise.resolve()).then(async () => {
                  await s, t.issues.length !== n && (w(t.issues, n, e), (i ||= S(t, n)));
                });
              else {
                if (t.issues.length === n) continue;
                w(t.issues, n, e), (i ||= S(t, n));
              }
            }
            return a ? a.then(() => t) : t;
          },
          n = (n, r, a) => {
            if (S(n)) return ((n.aborted = !0), n);
            const o = t(r, i, a);
            if (o instanceof Promise) {
              if (a.async === !1) throw new N();
              return o.then((t) => e._zod.parse(t, a));
            }
            return e._zod.parse(o, a);
          };
        e._zod.run = (r, a) => {
          if (a.skipChecks) return e._zod.parse(r, a);
          if (a.direction === 'backward') {
            const t = e._zod.parse(
              {
                value: r.value,
                issues: [],
              },
              {
                ...a,
                skipChecks: !0,
              },
            );
            return t instanceof Promise ? t.then((e) => n(e, r, a)) : n(t, r, a);
          }
          const o = e._zod.parse(r, a);
          if (o instanceof Promise) {
            if (a.async === !1) throw new N();
            return o.then((e) => t(e, i, a));
          }
          return t(o, i, a);
        };
      }
    },
    {
      get '~standard'() {
        return Oe(this, '~standard', ln(this));
      },
      set '~standard'(e) {
        D(this, '~standard', e);
      },
    },
  ),
  sn = (e, t) => (e.issues.length ? { issues: e.issues.map((e) => T(e, t, F())) } : { value: e.value });
async function cn(e, t) {
  const n = { async: !0 };
  return sn(
    await e._zod.run(
      {
        value: t,
        issues: [],
      },
      n,
    ),
    n,
  );
}
function ln(e) {
  return {
    validate: (t) => {
      const n = { async: !1 };
      try {
        const r = e._zod.run(
          {
            value: t,
            issues: [],
          },
          n,
        );
        if (!(r instanceof Promise)) return sn(r, n);
      } catch {}
      return cn(e, t);
    },
    vendor: 'zod',
    version: 1,
  };
}
var un = /*@__PURE__*/ M('$ZodString', (e, t) => {
    J.init(e, t),
      (e._zod.pattern = t.pattern ?? zt),
      (e._zod.parse = (n, r) => {
        if (t.coerce)
          try {
            n.value = String(n.value);
          } catch {}
        return (
          typeof n.value == 'string' ||
            n.issues.push({
              expected: 'string',
              code: 'invalid_type',
              input: n.value,
              inst: e,
            }),
          n
        );
      });
  }),
  Y = /*@__PURE__*/ M('$ZodStringFormat', (e, t) => {
    q.init(e, t), un.init(e, t);
  }),
  dn = /*@__PURE__*/ M('$ZodGUID', (e, t) => {
    (t.pattern ??= xt), Y.init(e, t);
  }),
  fn = /*@__PURE__*/ M('$ZodUUID', (e, t) => {
    if (t.version) {
      const e = {
        v1: 1,
        v2: 2,
        v3: 3,
        v4: 4,
        v5: 5,
        v6: 6,
        v7: 7,
        v8: 8,
      }[t.version];
      if (e === void 0) throw Error(`Invalid UUID version: "${t.version}"`);
      t.pattern ??= St(e);
    } else t.pattern ??= St();
    Y.init(e, t);
  }),
  pn = /*@__PURE__*/ M('$ZodEmail', (e, t) => {
    (t.pattern ??= Ct), Y.init(e, t);
  });
function mn(e) {
  try {
    return typeof URL < 'u' && typeof URL.canParse == 'function' ? URL.canParse(e) : (new URL(e), !0);
  } catch {
    return !1;
  }
}
function hn(e, t) {
  return !('normalize' in t) && !('hostname' in t) && !('protocol' in t) ? mn(e) || 2 : gn(e, t);
}
function gn(e, t) {
  if (!t.normalize && t.protocol?.source === Mt.source && !/^https?:\/\//i.test(e)) return 1;
  try {
    if (typeof URL < 'u') {
      const t = URL;
      if (typeof t.parse == 'function') return t.parse(e) ?? 2;
    }
    return new URL(e);
  } catch {
    return 2;
  }
}
var _n = /[\t\n\r]/g;
function vn(e) {
  return e.replace(_n, '');
}
function yn(e, t) {
  return ((t.lastIndex = 0), t.test(e.hostname));
}
function bn(e, t) {
  return ((t.lastIndex = 0), t.test(e.protocol.endsWith(':') ? e.protocol.slice(0, -1) : e.protocol));
}
var xn = /*@__PURE__*/ M('$ZodURL', (e, t) => {
    Y.init(e, t),
      (e._zod.check = (n) => {
        try {
          const r = n.value.trim(),
            i = hn(r, t);
          if (i === 1) {
            n.issues.push({
              code: 'invalid_format',
              format: 'url',
              note: 'Invalid URL format',
              input: n.value,
              inst: e,
              continue: !t.abort,
            });
            return;
          }
          if (i === 2) {
            n.issues.push({
              code: 'invalid_format',
              format: 'url',
              input: n.value,
              inst: e,
              continue: !t.abort,
            });
            return;
          }
          if (i === !0) {
            n.value = vn(r);
            return;
          }
          t.hostname &&
            !yn(i, t.hostname) &&
            n.issues.push({
              code: 'invalid_format',
              format: 'url',
              note: 'Invalid hostname',
              pattern: t.hostname.source,
              input: n.value,
              inst: e,
              continue: !t.abort,
            }),
            t.protocol &&
              !bn(i, t.protocol) &&
              n.issues.push({
                code: 'invalid_format',
                format: 'url',
                note: 'Invalid protocol',
                pattern: t.protocol.source,
                input: n.value,
                inst: e,
                continue: !t.abort,
              }),
            (n.value = t.normalize ? i.href : vn(r));
          return;
        } catch {
          n.issues.push({
            code: 'invalid_format',
            format: 'url',
            input: n.value,
            inst: e,
            continue: !t.abort,
          });
        }
      });
  }),
  Sn = /*@__PURE__*/ M('$ZodEmoji', (e, t) => {
    (t.pattern ??= Tt()), Y.init(e, t);
  }),
  Cn = /*@__PURE__*/ M('$ZodNanoID', (e, t) => {
    if (t.length !== void 0 && (!Number.isInteger(t.length) || t.length < 1)) throw Error(`Invalid nanoid length: ${t.length}`);
    (t.pattern ??= t.length === void 0 ? vt : yt(t.length)), Y.init(e, t);
  }),
  wn = /*@__PURE__*/ M('$ZodCUID', (e, t) => {
    (t.pattern ??= pt), Y.init(e, t);
  }),
  Tn = /*@__PURE__*/ M('$ZodCUID2', (e, t) => {
    (t.pattern ??= mt), Y.init(e, t);
  }),
  En = /*@__PURE__*/ M('$ZodULID', (e, t) => {
    (t.pattern ??= ht), Y.init(e, t);
  }),
  Dn = /*@__PURE__*/ M('$ZodXID', (e, t) => {
    (t.pattern ??= gt), Y.init(e, t);
  }),
  On = /*@__PURE__*/ M('$ZodKSUID', (e, t) => {
    (t.pattern ??= _t), Y.init(e, t);
  }),
  kn = /*@__PURE__*/ M('$ZodISODateTime', (e, t) => {
    (t.pattern ??= Rt(t)), Y.init(e, t);
  }),
  An = /*@__PURE__*/ M('$ZodISODate', (e, t) => {
    (t.pattern ??= It), Y.init(e, t);
  }),
  jn = /*@__PURE__*/ M('$ZodISOTime', (e, t) => {
    (t.pattern ??= Lt(t)), Y.init(e, t);
  }),
  Mn = /*@__PURE__*/ M('$ZodISODuration', (e, t) => {
    (t.pattern ??= bt), Y.init(e, t);
  }),
  Nn = /*@__PURE__*/ M('$ZodIPv4', (e, t) => {
    (t.pattern ??= Et), Y.init(e, t);
  }),
  Pn = /^[0-9a-fA-F:.]+$/;
function Fn(e) {
  return Pn.test(e) ? mn(`http://[${e}]`) : !1;
}
var In = /*@__PURE__*/ M('$ZodIPv6', (e, t) => {
    (t.pattern ??= Dt),
      Y.init(e, t),
      (e._zod.check = (n) => {
        Fn(n.value) ||
          n.issues.push({
            code: 'invalid_format',
            format: 'ipv6',
            input: n.value,
            inst: e,
            continue: !t.abort,
          });
      });
  }),
  Ln = /*@__PURE__*/ M('$ZodCIDRv4', (e, t) => {
    (t.pattern ??= Ot), Y.init(e, t);
  });
function Rn(e) {
  const t = e.split('/');
  if (t.length !== 2) return !1;
  const [n, r] = t;
  if (!r) return !1;
  const i = Number(r);
  return `${i}` !== r || i < 0 || i > 128 ? !1 : Fn(n);
}
var zn = /*@__PURE__*/ M('$ZodCIDRv6', (e, t) => {
  (t.pattern ??= kt),
    Y.init(e, t),
    (e._zod.check = (n) => {
      Rn(n.value) ||
        n.issues.push({
          code: 'invalid_format',
          format: 'cidrv6',
          input: n.value,
          inst: e,
          continue: !t.abort,
        });
    });
});
function Bn(e) {
  if (e === '') return !0;
  if (/\s/.test(e) || e.length % 4 != 0) return !1;
  try {
    return (atob(e), !0);
  } catch {
    return !1;
  }
}
var Vn = /^[0-9a-zA-Z+/]*={0,2}$/,
  Hn = /*@__PURE__*/ M('$ZodBase64', (e, t) => {
    (t.pattern ??= Vn),
      Y.init(e, t),
      (e._zod.check = (n) => {
        Bn(n.value) ||
          n.issues.push({
            code: 'invalid_format',
            format: 'base64',
            input: n.value,
            inst: e,
            continue: !t.abort,
          });
      });
  }),
  X = /^[A-Za-z0-9_-]*$/;
function Un(e) {
  if (!X.test(e)) return !1;
  const t = e.replace(/[-_]/g, (e) => (e === '-' ? '+' : '/'));
  return Bn(t.padEnd(Math.ceil(t.length / 4) * 4, '='));
}
var Wn = /*@__PURE__*/ M('$ZodBase64URL', (e, t) => {
    (t.pattern ??= X),
      Y.init(e, t),
      (e._zod.check = (n) => {
        Un(n.value) ||
          n.issues.push({
            code: 'invalid_format',
            format: 'base64url',
            input: n.value,
            inst: e,
            continue: !t.abort,
          });
      });
  }),
  Gn = /*@__PURE__*/ M('$ZodE164', (e, t) => {
    (t.pattern ??= Nt), Y.init(e, t);
  });
function Kn(e, t = null) {
  try {
    const n = e.split('.');
    if (n.length !== 3) return !1;
    const [r] = n;
    if (!r) return !1;
    const i = JSON.parse(atob(r));
    return !(('typ' in i && i?.typ !== 'JWT') || !i.alg || (t && (!('alg' in i) || i.alg !== t)));
  } catch {
    return !1;
  }
}
var qn = /*@__PURE__*/ M('$ZodJWT', (e, t) => {
    Y.init(e, t),
      (e._zod.check = (n) => {
        Kn(n.value, t.alg) ||
          n.issues.push({
            code: 'invalid_format',
            format: 'jwt',
            input: n.value,
            inst: e,
            continue: !t.abort,
          });
      });
  }),
  Jn = /*@__PURE__*/ M('$ZodNumber', (e, t) => {
    J.init(e, t),
      (e._zod.pattern = Bt),
      (e._zod.parse = (n, r) => {
        if (t.coerce)
          try {
            n.value = Number(n.value);
          } catch {}
        const i = n.value;
        if (typeof i == 'number' && !Number.isNaN(i) && Number.isFinite(i)) return n;
        const a = typeof i == 'number' ? (Number.isNaN(i) ? 'NaN' : Number.isFinite(i) ? void 0 : String(i)) : void 0;
        return (
          n.issues.push({
            expected: 'number',
            code: 'invalid_type',
            input: i,
            inst: e,
            ...(a ? { received: a } : {}),
          }),
          n
        );
      });
  }),
  Yn = /*@__PURE__*/ M('$ZodNumberFormat', (e, t) => {
    qt.init(e, t), Jn.init(e, t);
  }),
  Xn = /*@__PURE__*/ M('$ZodBoolean', (e, t) => {
    J.init(e, t),
      (e._zod.pattern = Vt),
      (e._zod.parse = (n, r) => {
        if (t.coerce)
          try {
            n.value = !!n.value;
          } catch {}
        const i = n.value;
        return (
          typeof i == 'boolean' ||
            n.issues.push({
              expected: 'boolean',
              code: 'invalid_type',
              input: i,
              inst: e,
            }),
          n
        );
      });
  }),
  Zn = /*@__PURE__*/ M('$ZodUnknown', (e, t) => {
    J.init(e, t), (e._zod.parse = (e) => e);
  }),
  Qn = /*@__PURE__*/ M('$ZodNever', (e, t) => {
    J.init(e, t),
      (e._zod.parse = (t, n) => (
        t.issues.push({
          expected: 'never',
          code: 'invalid_type',
          input: t.value,
          inst: e,
        }),
        t
      ));
  });
function $n(e, t) {
  const n = Se(e._zod.def.checks);
  if (!n.length) return;
  const r = Math.min(...n.map((e) => e[0])),
    i = e._zod.parse;
  e._zod.parse = (n, a) => {
    const o = t(n.value);
    if (o > r && !a?.skipChecks && a?.direction !== 'backward') {
      for (const [t, r] of Se(e._zod.def.checks))
        if (o > t && r._zod.def.when(n)) {
          const t = n.issues.length;
          return (r._zod.check(n), (n.issues[t].continue = !1), w(n.issues, t, e), n);
        }
    }
    return i(n, a);
  };
}
var er = (e) => (Array.isArray(e) ? e.length : -1);
function tr(e, t, n) {
  e.issues.length && t.issues.push(...xe(n, e.issues)), (t.value[n] = e.value);
}
var nr = /*@__PURE__*/ M('$ZodArray', (e, t) => {
  J.init(e, t);
  const n = P.memoizer;
  n?.attach(e),
    (e._zod.parse = (r, i) => {
      const a = r.value;
      if (!Array.isArray(a))
        return (
          r.issues.push({
            expected: 'array',
            code: 'invalid_type',
            input: a,
            inst: e,
          }),
          r
        );
      r.value = n ? n.alloc(e, r, Array(a.length), i) : Array(a.length);
      const o = [],
        s = i?.abortEarly;
      for (let e = 0; e < a.length; e++) {
        const n = a[e],
          c = t.element._zod.run(
            {
              value: n,
              issues: [],
            },
            i,
          );
        if (c instanceof Promise) o.push(c.then((t) => tr(t, r, e)));
        else if ((tr(c, r, e), s && c.issues.length !== 0 && S(c))) break;
      }
      return o.length ? Promise.all(o).then(() => r) : r;
    }),
    $n(e, er);
});
function Z(e, t, n, r, i, a) {
  const o = n in r,
    s = a === 'optional';
  if (o || !s || i !== 'optional') {
    if (e.issues.length) {
      if (i !== void 0 && s && !o) return;
      t.issues.push(...xe(n, e.issues));
    }
    !o && i === void 0
      ? e.issues.length ||
        t.issues.push({
          code: 'invalid_type',
          expected: 'nonoptional',
          input: void 0,
          path: [n],
        })
      : e.value === void 0
        ? (o || (i === 'defaulted' && !s)) && (t.value[n] = void 0)
        : (t.value[n] = e.value);
  }
}
var rr = [];
function ir(e) {
  const t = Object.keys(e.shape),
    n = Object.getOwnPropertySymbols(e.shape),
    r = n.length ? n : rr,
    i = r.length ? [...t, ...r] : t;
  for (const t of i) if (!e.shape?.[t]?._zod?.traits?.has('$ZodType')) throw Error(`Invalid element at key "${String(t)}": expected a Zod schema`);
  const a = le(e.shape);
  return {
    ...e,
    allKeys: i,
    symbolKeys: r,
    keySet: new Set(t),
    numKeys: t.length,
    optionalKeys: new Set(a),
  };
}
function ar(e, t, n, r, i, a, o) {
  let s = [],
    c = i.keySet,
    l = i.catchall._zod,
    u = l.def.type,
    d = l.optin,
    f = l.optout,
    p = 0;
  for (const i in t) {
    if (o && n.issues.length !== p) {
      if (S(n, p)) break;
      p = n.issues.length;
    }
    if (c.has(i)) continue;
    if (i === '__proto__') {
      u === 'never' && s.push(i);
      continue;
    }
    if (u === 'never') {
      s.push(i);
      continue;
    }
    const a = l.run(
      {
        value: t[i],
        issues: [],
      },
      r,
    );
    a instanceof Promise ? e.push(a.then((e) => Z(e, n, i, t, d, f))) : Z(a, n, i, t, d, f);
  }
  return (
    s.length &&
      n.issues.push({
        code: 'unrecognized_keys',
        keys: s,
        input: t,
        inst: a,
        continue: !0,
      }),
    e.length ? Promise.all(e).then(() => n) : n
  );
}
var or = /*@__PURE__*/ M('$ZodObject', (e, t) => {
    J.init(e, t);
    const n = Object.getOwnPropertyDescriptor(t, 'shape'),
      r = n?.get ? n.get.raw : (t.shape ?? {});
    if (r) {
      const e = () => {
        const n = { ...r };
        return (Object.defineProperty(t, 'shape', { value: n }), (e.raw = n), n);
      };
      (e.raw = r), Object.defineProperty(t, 'shape', { get: e });
    }
    const a = i(() => ir(t));
    A(e, 'propValues', (e) => {
      const t = e.def.shape,
        n = {};
      for (const e in t) {
        const r = t[e]._zod;
        if (r.values) {
          Object.hasOwn(n, e) || u(n, e, /* @__PURE__ */ new Set());
          for (const t of r.values) n[e].add(t);
          r.optin !== void 0 && n[e].add(void 0);
        }
      }
      return n;
    });
    let o = g,
      s = t.catchall,
      c,
      l = P.memoizer;
    l?.attach(e),
      (e._zod.parse = (t, n) => {
        c ??= a.value;
        const r = t.value;
        if (!o(r))
          return (
            t.issues.push({
              expected: 'object',
              code: 'invalid_type',
              input: r,
              inst: e,
            }),
            t
          );
        t.value = l ? l.alloc(e, t, {}, n) : {};
        let i = [],
          u = c.shape,
          d = n?.abortEarly,
          f = t.issues.length;
        for (const e of c.allKeys) {
          if (d && t.issues.length !== f) {
            if (S(t, f)) break;
            f = t.issues.length;
          }
          if (e === '__proto__') continue;
          const a = u[e],
            o = a._zod.optin,
            s = a._zod.optout,
            c = a._zod.run(
              {
                value: r[e],
                issues: [],
              },
              n,
            );
          c instanceof Promise ? i.push(c.then((n) => Z(n, t, e, r, o, s))) : Z(c, t, e, r, o, s);
        }
        return s ? ar(i, r, t, n, a.value, e, d === !0) : i.length ? Promise.all(i).then(() => t) : t;
      });
  }),
  sr = /*@__PURE__*/ M('$ZodObjectJIT', (e, t) => {
    or.init(e, t);
    let n = e._zod.parse,
      r = i(() => ir(t)),
      a = P.memoizer,
      o = (t) => {
        const n = r.value,
          i = n.symbolKeys,
          o = new an(['payload', 'ctx'], {
            shape: t,
            inst: e,
            memo: a,
            syms: i,
          }),
          s = (e) => `shape[${e}]._zod.run({ value: input[${e}], issues: [] }, ctx)`,
          c = (e, t) => `
          let ${e}_ab = false;
          for (let i = 0; i < ${e}.issues.length; i++) {
            const iss = ${e}.issues[i];
            iss.path = iss.path ? [${t}, ...iss.path] : [${t}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${e}_ab = true;
          }
          if (${e}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
        o.write('const input = payload.value;');
        let l = Object.create(null),
          u = 0;
        for (const e of n.allKeys) l[e] = `key_${u++}`;
        o.write(a ? 'const newResult = memo.alloc(inst, payload, {}, ctx);' : 'const newResult = {};');
        for (const e of n.allKeys) {
          if (e === '__proto__') continue;
          const n = l[e],
            r = typeof e == 'symbol' ? `syms[${i.indexOf(e)}]` : ne(e),
            a = `${r} in input`,
            u = t[e],
            d = u?._zod?.optin,
            f = d !== void 0,
            p = u?._zod?.optout === 'optional';
          if ((o.write(`const ${n} = ${s(r)};`), f && p)) {
            const e = d === 'optional' ? `${n}_present` : `${n}.value !== undefined || ${n}_present`;
            o.write(`
        const ${n}_present = ${a};
        if (!${n}.issues.length || ${n}_present) {
          if (${n}.issues.length) {${c(n, r)}
          }

          if (${e}) {
            newResult[${r}] = ${n}.value;
          }
        }

      `);
          } else
            f
              ? (o.write(`
        if (${n}.issues.length) {${c(n, r)}
        }
      `),
                d === 'defaulted'
                  ? o.write(`newResult[${r}] = ${n}.value;`)
                  : o.write(`
        if (${n}.value !== undefined || ${a}) {
          newResult[${r}] = ${n}.value;
        }
      `))
              : o.write(`
        const ${n}_present = ${a};
        if (${n}.issues.length) {${c(n, r)}
        }
        if (!${n}_present && !${n}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${r}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${n}_present) {
          newResult[${r}] = ${n}.value;
        }

      `);
        }
        return (o.write('payload.value = newResult;'), o.write('return payload;'), o.compile());
      },
      s,
      c = g,
      l = !P.jitless,
      u = l && ae.value,
      d = t.catchall,
      f;
    e._zod.parse = (i, a) => {
      f ??= r.value;
      const p = i.value;
      return c(p)
        ? l && u && a?.async === !1 && a.jitless !== !0
          ? ((s ||= o(t.shape)), (i = s(i, a)), d ? ar([], p, i, a, f, e, a?.abortEarly === !0) : i)
          : n(i, a)
        : (i.issues.push({
            expected: 'object',
            code: 'invalid_type',
            input: p,
            inst: e,
          }),
          i);
    };
  });
function cr(e, t, n, r) {
  for (const n of e) if (n.issues.length === 0) return ((t.value = n.value), t);
  const i = e.filter((e) => !S(e));
  return i.length === 1
    ? ((t.value = i[0].value), i[0])
    : (t.issues.push({
        code: 'invalid_union',
        input: t.value,
        inst: n,
        errors: e.map((e) => e.issues.map((e) => T(e, r, F()))),
      }),
      t);
}
var lr = /*@__PURE__*/ M('$ZodUnion', (e, t) => {
    J.init(e, t),
      A(e, 'optin', (e) =>
        e.def.options.some((e) => e._zod.optin === 'defaulted') ? 'defaulted' : e.def.options.some((e) => e._zod.optin !== void 0) ? 'optional' : void 0,
      ),
      A(e, 'optout', (e) => (e.def.options.some((e) => e._zod.optout === 'optional') ? 'optional' : void 0)),
      A(e, 'values', (e) => {
        if (e.def.options.every((e) => e._zod.values)) return new Set(e.def.options.flatMap((e) => Array.from(e._zod.values)));
      }),
      A(e, 'pattern', (e) => {
        if (e.def.options.every((e) => e._zod.pattern)) {
          const t = e.def.options.map((e) => e._zod.pattern);
          return RegExp(`^(${t.map((e) => o(e.source)).join('|')})$`);
        }
      });
    const n = t.options.length === 1 ? t.options[0]._zod.run : null;
    e._zod.parse = (r, i) => {
      if (n) return n(r, i);
      let a = !1,
        o = [];
      for (const e of t.options) {
        const t = e._zod.run(
          {
            value: r.value,
            issues: [],
          },
          i,
        );
        if (t instanceof Promise) o.push(t), (a = !0);
        else {
          if (t.issues.length === 0) return t;
          o.push(t);
        }
      }
      return a ? Promise.all(o).then((t) => cr(t, r, e, i)) : cr(o, r, e, i);
    };
  }),
  ur = /*@__PURE__*/ M('$ZodIntersection', (e, t) => {
    J.init(e, t),
      (e._zod.parse = (e, n) => {
        const r = e.value,
          i = t.left._zod.run(
            {
              value: r,
              issues: [],
            },
            n,
          ),
          a = t.right._zod.run(
            {
              value: r,
              issues: [],
            },
            n,
          );
        return i instanceof Promise || a instanceof Promise ? Promise.all([i, a]).then(([t, n]) => fr(e, t, n)) : fr(e, i, a);
      });
  });
function dr(e, t) {
  if (e === t || (e instanceof Date && t instanceof Date && +e == +t))
    return {
      valid: !0,
      data: e,
    };
  if (_(e) && _(t)) {
    const n = Object.keys(t),
      r = Object.keys(e).filter((e) => n.indexOf(e) !== -1),
      i = {
        ...e,
        ...t,
      };
    Object.hasOwn(i, '__proto__') && delete i.__proto__;
    for (const n of r) {
      if (n === '__proto__') continue;
      const r = dr(e[n], t[n]);
      if (!r.valid)
        return {
          valid: !1,
          mergeErrorPath: [n, ...r.mergeErrorPath],
        };
      i[n] = r.data;
    }
    return {
      valid: !0,
      data: i,
    };
  }
  if (Array.isArray(e) && Array.isArray(t)) {
    if (e.length !== t.length)
      return {
        valid: !1,
        mergeErrorPath: [],
      };
    const n = [];
    for (let r = 0; r < e.length; r++) {
      const i = e[r],
        a = t[r],
        o = dr(i, a);
      if (!o.valid)
        return {
          valid: !1,
          mergeErrorPath: [r, ...o.mergeErrorPath],
        };
      n.push(o.data);
    }
    return {
      valid: !0,
      data: n,
    };
  }
  return {
    valid: !1,
    mergeErrorPath: [],
  };
}
function fr(e, t, n) {
  let r = /* @__PURE__ */ new Map(),
    i,
    a = /* @__PURE__ */ new Map(),
    o = (e, t) => {
      let n;
      if (e.code === 'unrecognized_keys' && !e.path?.length) (i ??= e), (n = e.keys);
      else if (e.code === 'invalid_key' && e.origin === 'record' && e.path?.length === 1) {
        const t = String(e.path[0]);
        a.has(t) || a.set(t, e), (n = [t]);
      } else return !1;
      for (const e of n) r.has(e) || r.set(e, {}), (r.get(e)[t] = !0);
      return !0;
    };
  for (const n of t.issues) o(n, 'l') || e.issues.push(n);
  for (const t of n.issues) o(t, 'r') || e.issues.push(t);
  const s = [...r].filter(([, e]) => e.l && e.r).map(([e]) => e);
  if (s.length) {
    const t = i ? s.filter((e) => i.keys.includes(e)) : [];
    t.length &&
      e.issues.push({
        ...i,
        keys: t,
      });
    for (const n of s) !t.includes(n) && a.has(n) && e.issues.push(a.get(n));
  }
  const c = dr(t.value, n.value);
  if (!c.valid) {
    if (S(e)) return e;
    throw Error(`Unmergable intersection. Error path: ${JSON.stringify(c.mergeErrorPath)}`);
  }
  return ((e.value = c.data), e);
}
var pr = /*@__PURE__*/ M('$ZodEnum', (t, n) => {
    J.init(t, n);
    const r = e(n.entries),
      i = new Set(r);
    (t._zod.values = i),
      A(t, 'pattern', (t) => {
        const n = e(t.def.entries).filter((e) => se.has(typeof e));
        return RegExp(n.length ? `^(${n.map((e) => v(e.toString())).join('|')})$` : '^[^\\s\\S]$');
      }),
      (t._zod.parse = (e, n) => {
        const a = e.value;
        return (
          i.has(a) ||
            e.issues.push({
              code: 'invalid_value',
              values: r,
              input: a,
              inst: t,
            }),
          e
        );
      });
  }),
  mr = /*@__PURE__*/ M('$ZodTransform', (e, t) => {
    J.init(e, t),
      (e._zod.optin = 'optional'),
      P.memoizer?.guard(e),
      (e._zod.parse = (n, r) => {
        if (r.direction === 'backward') throw new ze(e.constructor.name);
        const i = t.transform(n.value, n);
        if (r.async) return (i instanceof Promise ? i : Promise.resolve(i)).then((e) => ((n.value = e), n));
        if (i instanceof Promise) throw new N();
        return ((n.value = i), n);
      });
  });
function hr(e, t) {
  return ((e.value = t.issues.length ? void 0 : t.value), e);
}
var gr = /*@__PURE__*/ M('$ZodOptional', (e, t) => {
    J.init(e, t),
      A(e, 'optin', (e) => (e.def.innerType._zod.optin === 'defaulted' ? 'defaulted' : 'optional')),
      (e._zod.optout = 'optional'),
      A(e, 'values', (e) => {
        const t = e.def.innerType._zod.values;
        return t ? /* @__PURE__ */ new Set([...t, void 0]) : void 0;
      }),
      A(e, 'pattern', (e) => {
        const t = e.def.innerType._zod.pattern;
        return t ? RegExp(`^(${o(t.source)})?$`) : void 0;
      }),
      (e._zod.parse = (e, n) => {
        if (e.value === void 0) {
          if (t.innerType._zod.optin !== 'defaulted') return e;
          const r = t.innerType._zod.run(
            {
              value: e.value,
              issues: [],
            },
            n,
          );
          return r instanceof Promise ? r.then((t) => hr(e, t)) : hr(e, r);
        }
        return t.innerType._zod.run(e, n);
      });
  }),
  _r = /*@__PURE__*/ M('$ZodExactOptional', (e, t) => {
    gr.init(e, t),
      A(e, 'values', (e) => e.def.innerType._zod.values),
      A(e, 'pattern', (e) => e.def.innerType._zod.pattern),
      (e._zod.parse = (e, n) => t.innerType._zod.run(e, n));
  }),
  vr = /*@__PURE__*/ M('$ZodNullable', (e, t) => {
    J.init(e, t),
      A(e, 'optin', (e) => e.def.innerType._zod.optin),
      A(e, 'optout', (e) => e.def.innerType._zod.optout),
      A(e, 'pattern', (e) => {
        const t = e.def.innerType._zod.pattern;
        return t ? RegExp(`^(${o(t.source)}|null)$`) : void 0;
      }),
      A(e, 'values', (e) => (e.def.innerType._zod.values ? /* @__PURE__ */ new Set([...e.def.innerType._zod.values, null]) : void 0)),
      (e._zod.parse = (e, n) => (e.value === null ? e : t.innerType._zod.run(e, n)));
  }),
  yr = /*@__PURE__*/ M('$ZodDefault', (e, t) => {
    J.init(e, t),
      (e._zod.optin = 'defaulted'),
      A(e, 'values', (e) => e.def.innerType._zod.values),
      (e._zod.parse = (e, n) => {
        if (n.direction === 'backward') return t.innerType._zod.run(e, n);
        if (e.value === void 0) return ((e.value = t.defaultValue), e);
        const r = t.innerType._zod.run(e, n);
        return r instanceof Promise ? r.then((e) => br(e, t)) : br(r, t);
      });
  });
function br(e, t) {
  return (e.value === void 0 && (e.value = t.defaultValue), e);
}
var xr = /*@__PURE__*/ M('$ZodPrefault', (e, t) => {
    J.init(e, t),
      (e._zod.optin = 'defaulted'),
      A(e, 'values', (e) => e.def.innerType._zod.values),
      (e._zod.parse = (e, n) => (n.direction === 'backward' || (e.value === void 0 && (e.value = t.defaultValue)), t.innerType._zod.run(e, n)));
  }),
  Sr = /*@__PURE__*/ M('$ZodNonOptional', (e, t) => {
    J.init(e, t),
      A(e, 'values', (e) => {
        const t = e.def.innerType._zod.values;
        return t ? new Set([...t].filter((e) => e !== void 0)) : void 0;
      }),
      (e._zod.parse = (n, r) => {
        const i = t.innerType._zod.run(n, r);
        return i instanceof Promise ? i.then((t) => Cr(t, e)) : Cr(i, e);
      });
  });
function Cr(e, t) {
  return (
    !e.issues.length &&
      e.value === void 0 &&
      e.issues.push({
        code: 'invalid_type',
        expected: 'nonoptional',
        input: e.value,
        inst: t,
      }),
    e
  );
}
function wr(e, t, n, r) {
  return t.issues.length
    ? ((e.value = n.catchValue({
        ...t,
        value: e.value,
        error: { issues: t.issues.map((e) => T(e, r, F())) },
        input: e.value,
      })),
      e)
    : ((e.value = t.value), t.memo && (e.memo = !0), e);
}
var Tr = /*@__PURE__*/ M('$ZodCatch', (e, t) => {
    J.init(e, t),
      A(e, 'optin', (e) => (e.def.innerType._zod.optin === 'defaulted' ? 'defaulted' : 'optional')),
      A(e, 'optout', (e) => e.def.innerType._zod.optout),
      A(e, 'values', (e) => e.def.innerType._zod.values),
      (e._zod.parse = (e, n) => {
        if (n.direction === 'backward') return t.innerType._zod.run(e, n);
        const r = t.innerType._zod.run(
          {
            value: e.value,
            issues: [],
          },
          n,
        );
        return r instanceof Promise ? r.then((r) => wr(e, r, t, n)) : wr(e, r, t, n);
      });
  }),
  Er = /*@__PURE__*/ M('$ZodPipe', (e, t) => {
    J.init(e, t),
      A(e, 'values', (e) => e.def.in._zod.values),
      A(e, 'optin', (e) => e.def.in._zod.optin),
      A(e, 'optout', (e) => e.def.out._zod.optout),
      A(e, 'propValues', (e) => e.def.in._zod.propValues),
      (e._zod.parse = (e, n) => {
        if (n.direction === 'backward') {
          const r = t.out._zod.run(e, n);
          return r instanceof Promise ? r.then((e) => Q(e, t.in, n)) : Q(r, t.in, n);
        }
        const r = t.in._zod.run(e, n);
        return r instanceof Promise ? r.then((e) => Q(e, t.out, n)) : Q(r, t.out, n);
      });
  });
function Q(e, t, n) {
  return e.issues.some((e) => e.code !== 'unrecognized_keys')
    ? ((e.aborted = !0), e)
    : t._zod.run(
        {
          value: e.value,
          issues: e.issues,
        },
        n,
      );
}
var Dr = /*@__PURE__*/ M('$ZodReadonly', (e, t) => {
  J.init(e, t),
    A(e, 'propValues', (e) => e.def.innerType._zod.propValues),
    A(e, 'values', (e) => e.def.innerType._zod.values),
    A(e, 'optin', (e) => e.def.innerType?._zod?.optin),
    A(e, 'optout', (e) => e.def.innerType?._zod?.optout),
    (e._zod.parse = (e, n) => {
      if (n.direction === 'backward') return t.innerType._zod.run(e, n);
      const r = t.innerType._zod.run(e, n);
      return r instanceof Promise ? r.then(Or) : Or(r);
    });
});
function Or(e) {
  return (e.memo || (e.value = Object.freeze(e.value)), e);
}
var kr = /*@__PURE__*/ M('$ZodLazy', (e, t) => {
    J.init(e, t),
      l(e._zod, 'innerType', () => {
        const e = t;
        return ((e._cachedInner ||= t.getter()), e._cachedInner);
      }),
      A(e, 'pattern', (e) => e.innerType?._zod?.pattern),
      A(e, 'propValues', (e) => e.innerType?._zod?.propValues),
      A(e, 'optin', (e) => e.innerType?._zod?.optin ?? void 0),
      A(e, 'optout', (e) => e.innerType?._zod?.optout ?? void 0),
      (e._zod.parse = (t, n) => e._zod.innerType._zod.run(t, n));
  }),
  Ar = /*@__PURE__*/ M('$ZodCustom', (e, t) => {
    W.init(e, t),
      J.init(e, t),
      (e._zod.parse = (e, t) => e),
      (e._zod.check = (n) => {
        const r = n.value,
          i = t.fn(r);
        if (i instanceof Promise) return i.then((t) => jr(t, n, r, e));
        jr(i, n, r, e);
      });
  });
function jr(e, t, n, r) {
  if (!e) {
    const e = {
      code: 'custom',
      input: n,
      inst: r,
      path: [...(r._zod.def.path ?? [])],
      continue: !r._zod.def.abort,
    };
    r._zod.def.params && (e.params = r._zod.def.params), t.issues.push(E(e));
  }
}
// ../node_modules/zod/v4/core/api.js
function Mr(e) {
  return ((e.checks &&= [...e.checks]), e);
}
// @__NO_SIDE_EFFECTS__
function Nr(e, t) {
  return new e(
    Mr({
      type: 'string',
      ...b(t),
    }),
  );
}
// @__NO_SIDE_EFFECTS__
function Pr(e, t) {
  return new e({
    type: 'string',
    format: 'email',
    check: 'string_format',
    abort: !1,
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Fr(e, t) {
  return new e({
    type: 'string',
    format: 'guid',
    check: 'string_format',
    abort: !1,
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Ir(e, t) {
  return new e({
    type: 'string',
    format: 'uuid',
    check: 'string_format',
    abort: !1,
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Lr(e, t) {
  return new e({
    type: 'string',
    format: 'uuid',
    check: 'string_format',
    abort: !1,
    version: 'v4',
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Rr(e, t) {
  return new e({
    type: 'string',
    format: 'uuid',
    check: 'string_format',
    abort: !1,
    version: 'v6',
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function zr(e, t) {
  return new e({
    type: 'string',
    format: 'uuid',
    check: 'string_format',
    abort: !1,
    version: 'v7',
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Br(e, t) {
  return new e({
    type: 'string',
    format: 'url',
    check: 'string_format',
    abort: !1,
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Vr(e, t) {
  return new e({
    type: 'string',
    format: 'emoji',
    check: 'string_format',
    abort: !1,
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Hr(e, t) {
  return new e({
    type: 'string',
    format: 'nanoid',
    check: 'string_format',
    abort: !1,
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Ur(e, t) {
  return new e({
    type: 'string',
    format: 'cuid',
    check: 'string_format',
    abort: !1,
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Wr(e, t) {
  return new e({
    type: 'string',
    format: 'cuid2',
    check: 'string_format',
    abort: !1,
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Gr(e, t) {
  return new e({
    type: 'string',
    format: 'ulid',
    check: 'string_format',
    abort: !1,
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Kr(e, t) {
  return new e({
    type: 'string',
    format: 'xid',
    check: 'string_format',
    abort: !1,
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function qr(e, t) {
  return new e({
    type: 'string',
    format: 'ksuid',
    check: 'string_format',
    abort: !1,
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Jr(e, t) {
  return new e({
    type: 'string',
    format: 'ipv4',
    check: 'string_format',
    abort: !1,
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Yr(e, t) {
  return new e({
    type: 'string',
    format: 'ipv6',
    check: 'string_format',
    abort: !1,
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Xr(e, t) {
  return new e({
    type: 'string',
    format: 'cidrv4',
    check: 'string_format',
    abort: !1,
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Zr(e, t) {
  return new e({
    type: 'string',
    format: 'cidrv6',
    check: 'string_format',
    abort: !1,
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Qr(e, t) {
  return new e({
    type: 'string',
    format: 'base64',
    check: 'string_format',
    abort: !1,
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function $r(e, t) {
  return new e({
    type: 'string',
    format: 'base64url',
    check: 'string_format',
    abort: !1,
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function ei(e, t) {
  return new e({
    type: 'string',
    format: 'e164',
    check: 'string_format',
    abort: !1,
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function ti(e, t) {
  return new e({
    type: 'string',
    format: 'jwt',
    check: 'string_format',
    abort: !1,
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function ni(e, t) {
  return new e({
    type: 'string',
    format: 'datetime',
    check: 'string_format',
    offset: !1,
    local: !1,
    precision: null,
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function ri(e, t) {
  return new e({
    type: 'string',
    format: 'date',
    check: 'string_format',
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function ii(e, t) {
  return new e({
    type: 'string',
    format: 'time',
    check: 'string_format',
    precision: null,
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function ai(e, t) {
  return new e({
    type: 'string',
    format: 'duration',
    check: 'string_format',
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function oi(e, t) {
  return new e(
    Mr({
      type: 'number',
      checks: [],
      ...b(t),
    }),
  );
}
// @__NO_SIDE_EFFECTS__
function si(e, t) {
  return new e({
    type: 'number',
    check: 'number_format',
    abort: !1,
    format: 'safeint',
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function ci(e, t) {
  return new e({
    type: 'boolean',
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function li(e) {
  return new e({ type: 'unknown' });
}
// @__NO_SIDE_EFFECTS__
function ui(e, t) {
  return new e({
    type: 'never',
    ...b(t),
  });
}
// @__NO_SIDE_EFFECTS__
function di(e, t) {
  return new Wt({
    check: 'less_than',
    ...b(t),
    value: e,
    inclusive: !1,
  });
}
// @__NO_SIDE_EFFECTS__
function fi(e, t) {
  return new Wt({
    check: 'less_than',
    ...b(t),
    value: e,
    inclusive: !0,
  });
}
// @__NO_SIDE_EFFECTS__
function pi(e, t) {
  return new Gt({
    check: 'greater_than',
    ...b(t),
    value: e,
    inclusive: !1,
  });
}
// @__NO_SIDE_EFFECTS__
function mi(e, t) {
  return new Gt({
    check: 'greater_than',
    ...b(t),
    value: e,
    inclusive: !0,
  });
}
// @__NO_SIDE_EFFECTS__
function hi(e, t) {
  return new Kt({
    check: 'multiple_of',
    ...b(t),
    value: e,
  });
}
// @__NO_SIDE_EFFECTS__
function gi(e, t) {
  return new Jt({
    check: 'max_length',
    ...b(t),
    maximum: e,
  });
}
// @__NO_SIDE_EFFECTS__
function _i(e, t) {
  return new Yt({
    check: 'min_length',
    ...b(t),
    minimum: e,
  });
}
// @__NO_SIDE_EFFECTS__
function vi(e, t) {
  return new Xt({
    check: 'length_equals',
    ...b(t),
    length: e,
  });
}
// @__NO_SIDE_EFFECTS__
function yi(e, t) {
  return new Zt({
    check: 'string_format',
    format: 'regex',
    ...b(t),
    pattern: e,
  });
}
// @__NO_SIDE_EFFECTS__
function bi(e) {
  return new Qt({
    check: 'string_format',
    format: 'lowercase',
    ...b(e),
  });
}
// @__NO_SIDE_EFFECTS__
function xi(e) {
  return new $t({
    check: 'string_format',
    format: 'uppercase',
    ...b(e),
  });
}
// @__NO_SIDE_EFFECTS__
function Si(e, t) {
  return new en({
    check: 'string_format',
    format: 'includes',
    ...b(t),
    includes: e,
  });
}
// @__NO_SIDE_EFFECTS__
function Ci(e, t) {
  return new tn({
    check: 'string_format',
    format: 'starts_with',
    ...b(t),
    prefix: e,
  });
}
// @__NO_SIDE_EFFECTS__
function wi(e, t) {
  return new nn({
    check: 'string_format',
    format: 'ends_with',
    ...b(t),
    suffix: e,
  });
}
// @__NO_SIDE_EFFECTS__
function $(e) {
  return new rn({
    check: 'overwrite',
    tx: e,
  });
}
// @__NO_SIDE_EFFECTS__
function Ti(e) {
  return /* @__PURE__ */ $((t) => t.normalize(e));
}
// @__NO_SIDE_EFFECTS__
function Ei() {
  return /* @__PURE__ */ $((e) => e.trim());
}
// @__NO_SIDE_EFFECTS__
function Di() {
  return /* @__PURE__ */ $((e) => e.toLowerCase());
}
// @__NO_SIDE_EFFECTS__
function Oi() {
  return /* @__PURE__ */ $((e) => e.toUpperCase());
}
// @__NO_SIDE_EFFECTS__
function ki() {
  return /* @__PURE__ */ $((e) => re(e));
}
// @__NO_SIDE_EFFECTS__
function Ai(e, t, n) {
  return new e({
    type: 'array',
    element: t,
    ...b(n),
  });
}
// @__NO_SIDE_EFFECTS__
function ji(e, t, n) {
  return new e({
    type: 'custom',
    check: 'custom',
    fn: t,
    ...b(n),
  });
}
// @__NO_SIDE_EFFECTS__
function Mi(e, t) {
  const n = /* @__PURE__ */ Ni(
    (t) => (
      (t.addIssue = (e) => {
        if (typeof e == 'string') t.issues.push(E(e, t.value, n._zod.def));
        else {
          const r = e;
          r.fatal && (r.continue = !1),
            (r.code ??= 'custom'),
            'input' in r || (r.input = t.value),
            (r.inst ??= n),
            (r.continue ??= !n._zod.def.abort),
            t.issues.push(E(r));
        }
      }),
      e(t.value, t)
    ),
    t,
  );
  return n;
}
// @__NO_SIDE_EFFECTS__
function Ni(e, t) {
  const n = new W({
    check: 'custom',
    ...b(t),
  });
  return ((n._zod.check = e), n);
}

export {
  _e as Bn,
  _i as j,
  _r as _t,
  $ as L,
  $e as _n,
  $r as r,
  Ai as t,
  An as xt,
  Ar as dt,
  At as en,
  ai as S,
  at as in,
  B as sn,
  Br as X,
  b as Hn,
  bi as D,
  Ci as V,
  Cn as kt,
  ce as Qn,
  ci as i,
  ct as rn,
  D as Wn,
  Di as W,
  Dn as Xt,
  Dr as Bt,
  d as Jn,
  de as Dn,
  di as O,
  dn as vt,
  dt as dn,
  E as Ln,
  Ee as Gn,
  Ei as K,
  En as Gt,
  Er as Rt,
  e as Pn,
  ei as l,
  F as Tn,
  Fe as jn,
  Fr as h,
  fe as qn,
  fi as k,
  fn as qt,
  ft as ln,
  Ge as bn,
  Gn as pt,
  Gr as q,
  ge as Xn,
  gi as A,
  gr as Lt,
  H as pn,
  Hn as rt,
  Hr as N,
  h as Vn,
  hi as M,
  In as bt,
  Ir as Z,
  ii as C,
  it as yn,
  J as Wt,
  Je as Sn,
  Jn as Nt,
  Jr as v,
  ji as R,
  jn as wt,
  jt as tn,
  Kr as tt,
  ke as Mn,
  ki as B,
  kn as St,
  kr as Ot,
  Ln as ot,
  Lr as Q,
  li as J,
  ln as $t,
  lr as Jt,
  lt as un,
  M as wn,
  Mi as U,
  Mn as Ct,
  me as Nn,
  mi as m,
  mr as Ut,
  Ne as In,
  Nn as yt,
  Nr as H,
  n as zn,
  ni as x,
  nr as nt,
  nt as vn,
  Oe as Fn,
  Oi as G,
  On as Dt,
  oe as Zn,
  oi as I,
  or as Ft,
  ot as nn,
  P as En,
  Pr as u,
  pe as Un,
  pi as p,
  pn as mt,
  pr as gt,
  Qn as At,
  Qr as n,
  qe as xn,
  qn as Et,
  qr as T,
  Rr as $,
  ri as b,
  Si as g,
  Sn as ht,
  Sr as jt,
  si as _,
  sr as It,
  st as an,
  Ti as F,
  Tn as lt,
  Tr as ut,
  t as Rn,
  ti as w,
  Ur as s,
  u as kn,
  ue as On,
  ui as P,
  un as Vt,
  ur as Tt,
  ut as cn,
  V as fn,
  Vn as Zt,
  Vr as d,
  ve as Kn,
  vi as E,
  vr as Mt,
  Wn as it,
  Wr as c,
  wi as f,
  wn as ct,
  X as Qt,
  Xe as hn,
  Xn as at,
  Xr as a,
  xi as Y,
  xn as Kt,
  xr as zt,
  Y as Ht,
  Ye as mn,
  Yn as Pt,
  Yr as y,
  y as An,
  ye as Yn,
  yi as z,
  yr as ft,
  Ze as gn,
  Zn as Yt,
  Zr as o,
  z as on,
  ze as Cn,
  zn as st,
  zr as et,
};
