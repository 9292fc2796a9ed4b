// ../node_modules/zod/v4/core/util.js
function e(e) {
  const t = Object.values(e).filter((e) => typeof e == 'number');
  return Object.entries(e)
    .filter(([e, n]) => t.indexOf(+e) === -1)
    .map(([e, t]) => t);
}
function t(e, t = '|') {
  return e.map((e) => le(e)).join(t);
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
function m(e, t, n) {
  t in e ? u(e, t, n) : (e[t] = n);
}
function h(e, t, n, r) {
  const i = f(t);
  for (const a of n) {
    const n = Object.getOwnPropertyDescriptor(i, a);
    n.enumerable &&
      (n.get
        ? p(e, a, () => {
            const e = t._zod.def.shape[a];
            return r ? r(e, a) : e;
          })
        : m(e, a, r ? r(n.value, a) : n.value));
  }
}
function ee(e, t) {
  for (const n of Reflect.ownKeys(t)) {
    const r = Object.getOwnPropertyDescriptor(t, n);
    r.enumerable && (r.get ? p(e, n, () => t[n]) : m(e, n, r.value));
  }
}
function g(...e) {
  const t = {};
  for (const n of e) {
    const e = Object.getOwnPropertyDescriptors(n);
    Object.assign(t, e);
  }
  return Object.defineProperties({}, t);
}
function te(e) {
  return JSON.stringify(e);
}
function ne(e) {
  return e
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
var re = 'captureStackTrace' in Error ? Error.captureStackTrace : (...e) => {};
function ie(e) {
  return typeof e == 'object' && !!e && !Array.isArray(e);
}
var ae = /* @__PURE__*/ i(() => {
  if (O.jitless || (typeof navigator < 'u' && navigator?.userAgent?.includes('Cloudflare'))) return !1;
  try {
    return (Function(''), !0);
  } catch {
    return !1;
  }
});
function _(e) {
  if (ie(e) === !1) return !1;
  const t = e.constructor;
  if (t === void 0 || typeof t != 'function') return !0;
  const n = t.prototype;
  return ie(n) !== !1 && Object.hasOwn(n, 'isPrototypeOf') !== !1;
}
function oe(e) {
  return _(e) ? { ...e } : Array.isArray(e) ? [...e] : e instanceof Map ? new Map(e) : e instanceof Set ? new Set(e) : e;
}
var se = /* @__PURE__*/ new Set(['string', 'number', 'symbol']);
function ce(e) {
  return e.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
function v(e, t, n) {
  const r = new e._zod.constr(t ?? e._zod.def);
  return ((!t || n?.parent) && (r._zod.parent = e), r);
}
function y(e) {
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
function le(e) {
  return typeof e == 'bigint' ? e.toString() + 'n' : typeof e == 'string' ? `"${e}"` : `${e}`;
}
function ue(e) {
  return Object.keys(e).filter((t) => e[t]._zod.optin !== void 0 && e[t]._zod.optout === 'optional');
}
var de = {
    safeint: [-(2 ** 53 - 1), 2 ** 53 - 1],
    int32: [-2147483648, 2147483647],
    uint32: [0, 4294967295],
    float32: [-34028234663852886e22, 34028234663852886e22],
    float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
  },
  fe = {
    int64: [/* @__PURE__*/ BigInt('-9223372036854775808'), /* @__PURE__*/ BigInt('9223372036854775807')],
    uint64: [/* @__PURE__*/ BigInt(0), /* @__PURE__*/ BigInt('18446744073709551615')],
  };
function pe(e, t) {
  const n = e._zod.def,
    r = n.checks;
  if (r && r.length > 0) throw Error('.pick() cannot be used on object schemas containing refinements');
  const i = {};
  return (
    h(i, e, me(e, t)),
    v(
      e,
      g(n, {
        shape: i,
        checks: [],
      }),
    )
  );
}
function me(e, t) {
  const n = f(e),
    r = [];
  for (const e of Reflect.ownKeys(t)) {
    if (!Object.getOwnPropertyDescriptor(n, e)?.enumerable) throw Error(`Unrecognized key: "${String(e)}"`);
    t[e] && r.push(e);
  }
  return r;
}
function he(e, t) {
  const n = e._zod.def,
    r = n.checks;
  if (r && r.length > 0) throw Error('.omit() cannot be used on object schemas containing refinements');
  const i = new Set(me(e, t)),
    a = {};
  return (
    h(
      a,
      e,
      Reflect.ownKeys(f(e)).filter((e) => !i.has(e)),
    ),
    v(
      e,
      g(n, {
        shape: a,
        checks: [],
      }),
    )
  );
}
function ge(e, t) {
  if (!_(t)) throw Error('Invalid input to extend: expected a plain object');
  const n = e._zod.def.checks;
  if (n && n.length > 0) {
    const n = f(e);
    for (const e of Reflect.ownKeys(t))
      if (Object.getOwnPropertyDescriptor(n, e) !== void 0)
        throw Error('Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.');
  }
  return v(e, g(e._zod.def, { shape: _e(e, t) }));
}
function _e(e, t) {
  const n = {};
  return (h(n, e, Reflect.ownKeys(f(e))), ee(n, t), n);
}
function ve(e, t) {
  if (!_(t)) throw Error('Invalid input to safeExtend: expected a plain object');
  return v(e, g(e._zod.def, { shape: _e(e, t) }));
}
function ye(e, t) {
  if (!t?._zod?.def) throw Error('Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.');
  if (e._zod.def.checks?.length) throw Error('.merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.');
  const n = {};
  return (
    h(n, e, Reflect.ownKeys(f(e))),
    h(n, t, Reflect.ownKeys(f(t))),
    v(
      e,
      g(e._zod.def, {
        shape: n,
        get catchall() {
          return t._zod.def.catchall;
        },
        checks: t._zod.def.checks ?? [],
      }),
    )
  );
}
function be(e, t, n, r = 'partial') {
  const i = t._zod.def.checks;
  if (i && i.length > 0) throw Error(`.${r}() cannot be used on object schemas containing refinements`);
  const a = n ? new Set(me(t, n)) : void 0,
    o = {};
  return (
    h(
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
    v(
      t,
      g(t._zod.def, {
        shape: o,
        checks: [],
      }),
    )
  );
}
function xe(e, t, n) {
  const r = n ? new Set(me(t, n)) : void 0,
    i = {};
  return (
    h(i, t, Reflect.ownKeys(f(t)), (t, n) =>
      r && !r.has(n)
        ? t
        : new e({
            type: 'nonoptional',
            innerType: t,
          }),
    ),
    v(t, g(t._zod.def, { shape: i }))
  );
}
function b(e, t = 0) {
  if (e.aborted === !0) return !0;
  for (let n = t; n < e.issues.length; n++) if (e.issues[n]?.continue !== !0) return !0;
  return !1;
}
function Se(e, t = 0) {
  if (e.aborted === !0) return !0;
  for (let n = t; n < e.issues.length; n++) if (e.issues[n]?.continue === !1) return !0;
  return !1;
}
function Ce(e, t) {
  return t.map((t) => {
    var n;
    return ((n = t).path ?? (n.path = []), t.path.unshift(e), t);
  });
}
function we(e) {
  return typeof e == 'string' ? e : e?.message;
}
function Te(e) {
  const t = [];
  for (const n of e ?? []) {
    const e = n._zod.def;
    if (!/_(length|size)$|_equals$/.test(e.check)) break;
    const r = e.maximum ?? e.length ?? e.size;
    r >= 0 && t.push([r, n]);
  }
  return t;
}
function Ee(e, t, n) {
  var r;
  for (let i = t; i < e.length; i++) (r = e[i]).schema ?? (r.schema = n);
}
function x(e, t, n) {
  var r;
  const i = e.inst?._zod?.traits;
  i?.has('$ZodType') && (i.has('$ZodCheck') ? ((r = e).schema ?? (r.schema = e.inst)) : (e.schema = e.inst));
  const a = e.schema === e.inst ? void 0 : e.schema?._zod.def?.error,
    o = e.message
      ? e.message
      : (we(e.inst?._zod.def?.error?.(e)) ?? we(a?.(e)) ?? we(t?.error?.(e)) ?? we(n.customError?.(e)) ?? we(n.localeError?.(e)) ?? 'Invalid input'),
    s = {};
  for (const t of Object.keys(e)) t !== 'inst' && t !== 'schema' && t !== 'continue' && t !== 'input' && t !== '__proto__' && (s[t] = e[t]);
  return ((s.path ??= []), (s.message = o), t?.reportInput && (s.input = e.input), s);
}
var De = /[\uD800-\uDBFF]/;
function Oe(e) {
  const t = e.length;
  if (!De.test(e)) return t;
  let n = t;
  for (let r = 0; r < t - 1; r++) (e.charCodeAt(r) & 64512) == 55296 && (e.charCodeAt(r + 1) & 64512) == 56320 && (n--, r++);
  return n;
}
function ke(e) {
  return Array.isArray(e) ? 'array' : typeof e == 'string' ? 'string' : 'unknown';
}
function Ae(e) {
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
function S(...e) {
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
function je(e, t) {
  for (const n in t) {
    const r = Object.getOwnPropertyDescriptor(t, n);
    r.get
      ? Object.defineProperty(e, n, {
          ...r,
          enumerable: !1,
        })
      : Pe(e, n, r.value);
  }
}
function C(e, t, n, r = !0) {
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
function Me(e, t, n) {
  return C(e, t, n, !1);
}
/* @__NO_SIDE_EFFECTS__ */
function Ne(e, t) {
  for (const n in e) {
    const r = e[n];
    Object.defineProperty(t, n, {
      configurable: !0,
      enumerable: !0,
      get() {
        return C(this, n, r(this));
      },
      set(e) {
        C(this, n, e);
      },
    });
  }
  return t;
}
function Pe(e, t, n) {
  Object.defineProperty(e, t, {
    configurable: !0,
    get() {
      return this == null ? n : C(this, t, n.bind(this));
    },
    set(e) {
      C(this, t, e);
    },
  });
}
function Fe(e, t) {
  const n = Object.getPrototypeOf(e);
  return t in n ? void 0 : n;
}
var Ie,
  w = !1,
  Le = {
    configurable: !0,
    get() {
      w = !0;
    },
  };
function T(e, t, n) {
  const r = Object.getPrototypeOf(e._zod);
  t in r && Ie !== e._zod
    ? (Ie = void 0)
    : ((Ie = e._zod),
      Object.defineProperty(r, t, {
        configurable: !0,
        get() {
          Object.defineProperty(this, t, Le);
          const e = w;
          w = !1;
          try {
            const r = n(this);
            return (
              w
                ? delete this[t]
                : Object.defineProperty(this, t, {
                    configurable: !0,
                    writable: !0,
                    value: r,
                  }),
              (w ||= e),
              r
            );
          } catch (n) {
            throw (delete this[t], (w ||= e), n);
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
function Re(e, t, n, r) {
  const i = Fe(e, t);
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
var ze = '~constantCatch';
function Be(e) {
  const t = () => e;
  return ((t[ze] = !0), t);
}
// ../node_modules/zod/v4/core/core.js
var Ve,
  He = {
    value: void 0,
    enumerable: !1,
  },
  Ue = 'captureStackTrace' in Error ? Error : null;
function We(e) {
  const t = Ue;
  if (t) {
    const n = t.stackTraceLimit;
    if (typeof n == 'number') {
      try {
        t.stackTraceLimit = 0;
      } catch {
        return ((Ue = null), new e());
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
function E(e, t, n, r) {
  const i = {};
  function a(e) {
    (this.def = e), (this.constr = d), (this.traits = /* @__PURE__ */ new Set());
  }
  a.prototype = i;
  const o = n,
    s = o && /* @__PURE__ */ new WeakSet();
  function c(n, r) {
    if (!n._zod) {
      He.value = new a(r);
      try {
        Object.defineProperty(n, '_zod', He);
      } finally {
        He.value = void 0;
      }
    } else if (n._zod.traits.has(e)) return;
    if ((n._zod.traits.add(e), t(n, r), s)) {
      let e = Object.getPrototypeOf(n),
        t = n._zod.constr.prototype,
        r = e;
      for (; r && r !== t; ) r = Object.getPrototypeOf(r);
      const i = r ?? e;
      s.has(i) || (s.add(i), je(i, o));
    }
    const i = d.prototype;
    for (const e in i) Object.hasOwn(i, e) && (e in n || (n[e] = i[e].bind(n)));
  }
  const l = r?.Parent ?? Object;
  class u extends l {}
  Object.defineProperty(u, 'name', { value: e });
  function d(e) {
    const t = r?.Parent ? We(u) : this;
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
var D = class extends Error {
    constructor() {
      super('Encountered Promise during synchronous parse. Use .parseAsync() instead.');
    }
  },
  Ge = class extends Error {
    constructor(e) {
      super(`Encountered unidirectional transform during encode: ${e}`), (this.name = 'ZodEncodeError');
    }
  };
(Ve = globalThis).__zod_globalConfig ?? (Ve.__zod_globalConfig = {});
var O = globalThis.__zod_globalConfig;
function k(e) {
  return (e && Object.assign(O, e), O);
}
// ../node_modules/zod/v4/core/errors.js
function Ke() {
  const e = this._zod;
  return ((e.message ??= JSON.stringify(e.def, n, 2)), e.message);
}
function qe(e) {
  this._zod.message = e;
}
var Je = {
    get: Ke,
    set: qe,
    enumerable: !0,
    configurable: !0,
  },
  Ye = {
    value: void 0,
    enumerable: !1,
  },
  Xe = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]),
  Ze = /* @__PURE__ */ E('$ZodError', (e, t) => {
    (e.name = '$ZodError'), (Ye.value = t), Object.defineProperty(e, 'issues', Ye), (Ye.value = void 0), Object.defineProperty(e, 'message', Je);
    const n = Object.getPrototypeOf(e);
    Xe.has(n) ||
      (Xe.add(n),
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
  });
function Qe(e, t, n) {
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
function $e(e, t = (e) => e.message) {
  const n = {},
    r = [];
  for (const i of e.issues) i.path.length > 0 ? Qe(n, i.path[0], () => []).push(t(i)) : r.push(t(i));
  return {
    formErrors: r,
    fieldErrors: n,
  };
}
function et(e, t = (e) => e.message) {
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
function tt(e, t) {
  return {
    callee: t?.callee ?? e,
    Err: t?.Err,
  };
}
var nt = (e) => {
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
      if (s instanceof Promise) throw new D();
      if (s.issues.length) {
        const n = new (a?.Err ?? e)(s.issues.map((e) => x(e, o, k())));
        throw (re(n, a?.callee ?? t), n);
      }
      return s.value;
    };
    return t;
  },
  rt = (e) => {
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
        const n = new (a?.Err ?? e)(s.issues.map((e) => x(e, o, k())));
        throw (re(n, a?.callee ?? t), n);
      }
      return s.value;
    };
    return t;
  },
  it = (e) => (t, n, r) => {
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
    if (a instanceof Promise) throw new D();
    return a.issues.length
      ? at(e, a.issues, i)
      : {
          success: !0,
          data: a.value,
        };
  };
function at(e, t, n) {
  let r;
  return {
    success: !1,
    get error() {
      return (r || ((r = new e(t.map((e) => x(e, n, k())))), (t = void 0), (n = void 0)), r);
    },
    set error(e) {
      (r = e), (t = void 0), (n = void 0);
    },
  };
}
var ot = (e) => async (t, n, r) => {
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
        ? at(e, a.issues, i)
        : {
            success: !0,
            data: a.value,
          }
    );
  },
  st = /* @__PURE__ */ Symbol.for('zod.compile.invalid'),
  ct = /* @__PURE__ */ Symbol.for('zod.compile.fallback'),
  lt = (e, t, n) => {
    const r = e._zod.bag.validator;
    if (r !== void 0) {
      if (r(t) !== st) return !0;
      if (r.definite === !0 && n === void 0) return !1;
    }
    return ut(e, t, n);
  };
function ut(e, t, n) {
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
      ? ((r[ct] = !0),
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
    throw new D();
  return a.issues.length === 0;
}
var dt = async (e, t, n) => {
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
  ft = (e) => {
    const t = nt(e),
      n = (e, r, i, a) => {
        const o = i
          ? {
              ...i,
              direction: 'backward',
            }
          : { direction: 'backward' };
        return t(e, r, o, tt(n, a));
      };
    return n;
  },
  pt = (e) => {
    const t = nt(e),
      n = (e, r, i, a) => t(e, r, i, tt(n, a));
    return n;
  },
  mt = (e) => {
    const t = rt(e),
      n = async (e, r, i, a) => {
        const o = i
          ? {
              ...i,
              direction: 'backward',
            }
          : { direction: 'backward' };
        return await t(e, r, o, tt(n, a));
      };
    return n;
  },
  ht = (e) => {
    const t = rt(e),
      n = async (e, r, i, a) => await t(e, r, i, tt(n, a));
    return n;
  },
  gt = (e) => (t, n, r) => {
    const i = r
      ? {
          ...r,
          direction: 'backward',
        }
      : { direction: 'backward' };
    return it(e)(t, n, i);
  },
  _t = (e) => (t, n, r) => it(e)(t, n, r),
  vt = (e) => async (t, n, r) => {
    const i = r
      ? {
          ...r,
          direction: 'backward',
        }
      : { direction: 'backward' };
    return ot(e)(t, n, i);
  },
  yt = (e) => async (t, n, r) => ot(e)(t, n, r),
  bt = /^[cC][0-9a-z]{6,}$/,
  xt = /^[0-9a-z]+$/,
  St = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/,
  Ct = /^[0-9a-vA-V]{20}$/,
  wt = /^[A-Za-z0-9]{27}$/,
  Tt = /^[a-zA-Z0-9_-]{21}$/;
function Et(e) {
  return RegExp(`^[a-zA-Z0-9_-]{${e}}$`);
}
var Dt = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/,
  Ot = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/,
  kt = (e) =>
    e
      ? RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${e}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`)
      : /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/,
  At = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/,
  jt = '^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$';
function Mt() {
  return new RegExp(jt, 'u');
}
var Nt = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/,
  Pt =
    /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/,
  Ft = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/,
  It =
    /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/,
  Lt = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/,
  Rt = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/,
  zt = /^https?$/,
  Bt = /^\+[1-9]\d{6,14}$/,
  Vt =
    '(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))';
function Ht(e) {
  return RegExp(`^${e}$`);
}
var Ut = /*@__PURE__*/ Ht(Vt);
function Wt(e) {
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
function Gt(e) {
  return RegExp(`^${Wt(e)}$`);
}
function Kt(e) {
  const t = ['Z'];
  e.offset && t.push('([+-](?:[01]\\d|2[0-3]):[0-5]\\d)');
  const n = `${Wt({
      precision: e.precision,
      seconds: !0,
    })}(?:${t.join('|')})`,
    r = e.local ? `${n}|${Wt({ precision: e.precision })}` : n;
  return RegExp(`^${Vt}T(?:${r})$`);
}
var qt = /^[\s\S]{0,}$/,
  Jt = /^-?\d+(?:\.\d+)?$/,
  Yt = /^(?:true|false)$/i,
  Xt = /^[^A-Z]*$/,
  Zt = /^[^a-z]*$/,
  A = /*@__PURE__*/ E('$ZodCheck', (e, t) => {
    var n;
    (e._zod ??= {}), (e._zod.def = t), (n = e._zod).onattach ?? (n.onattach = []);
  }),
  Qt = (e) => {
    const t = e.value;
    return !a(t) && t.length !== void 0;
  },
  $t = {
    number: 'number',
    bigint: 'bigint',
    object: 'date',
  },
  en = /*@__PURE__*/ E('$ZodCheckLessThan', (e, t) => {
    A.init(e, t);
    const n = $t[typeof t.value];
    e._zod.check = (r) => {
      (t.inclusive ? r.value <= t.value : r.value < t.value) ||
        r.issues.push({
          origin: $t[typeof r.value] ?? n,
          code: 'too_big',
          maximum: typeof t.value == 'object' ? t.value.getTime() : t.value,
          input: r.value,
          inclusive: t.inclusive,
          inst: e,
          continue: !t.abort,
        });
    };
  }),
  tn = /*@__PURE__*/ E('$ZodCheckGreaterThan', (e, t) => {
    A.init(e, t);
    const n = $t[typeof t.value];
    e._zod.check = (r) => {
      (t.inclusive ? r.value >= t.value : r.value > t.value) ||
        r.issues.push({
          origin: $t[typeof r.value] ?? n,
          code: 'too_small',
          minimum: typeof t.value == 'object' ? t.value.getTime() : t.value,
          input: r.value,
          inclusive: t.inclusive,
          inst: e,
          continue: !t.abort,
        });
    };
  }),
  nn = /*@__PURE__*/ E('$ZodCheckMultipleOf', (e, t) => {
    A.init(e, t),
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
  rn = /*@__PURE__*/ E('$ZodCheckNumberFormat', (e, t) => {
    A.init(e, t), (t.format = t.format || 'float64');
    const n = t.format?.includes('int'),
      r = n ? 'int' : 'number',
      [i, a] = de[t.format];
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
  an = /*@__PURE__*/ E('$ZodCheckMaxLength', (e, t) => {
    var n;
    A.init(e, t),
      (n = e._zod.def).when ?? (n.when = Qt),
      (e._zod.check = (n) => {
        const r = n.value,
          i = r.length;
        if ((typeof r == 'string' && i > t.maximum ? Oe(r) : i) <= t.maximum) return;
        const a = ke(r);
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
  on = /*@__PURE__*/ E('$ZodCheckMinLength', (e, t) => {
    var n;
    A.init(e, t),
      (n = e._zod.def).when ?? (n.when = Qt),
      (e._zod.check = (n) => {
        const r = n.value,
          i = r.length;
        if ((typeof r == 'string' && i >= t.minimum && i < t.minimum * 2 ? Oe(r) : i) >= t.minimum) return;
        const a = ke(r);
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
  sn = /*@__PURE__*/ E('$ZodCheckLengthEquals', (e, t) => {
    var n;
    A.init(e, t),
      (n = e._zod.def).when ?? (n.when = Qt),
      (e._zod.check = (n) => {
        const r = n.value,
          i = r.length,
          a = typeof r == 'string' && i >= t.length && i <= t.length * 2 ? Oe(r) : i;
        if (a === t.length) return;
        const o = ke(r),
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
  cn = /*@__PURE__*/ E('$ZodCheckStringFormat', (e, t) => {
    var n, r;
    A.init(e, t),
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
  ln = /*@__PURE__*/ E('$ZodCheckRegex', (e, t) => {
    cn.init(e, t),
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
  un = /*@__PURE__*/ E('$ZodCheckLowerCase', (e, t) => {
    (t.pattern ??= Xt), cn.init(e, t);
  }),
  dn = /*@__PURE__*/ E('$ZodCheckUpperCase', (e, t) => {
    (t.pattern ??= Zt), cn.init(e, t);
  }),
  fn = /*@__PURE__*/ E('$ZodCheckIncludes', (e, t) => {
    A.init(e, t);
    const n = ce(t.includes);
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
  pn = /*@__PURE__*/ E('$ZodCheckStartsWith', (e, t) => {
    A.init(e, t);
    const n = RegExp(`^${ce(t.prefix)}.*`);
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
  mn = /*@__PURE__*/ E('$ZodCheckEndsWith', (e, t) => {
    A.init(e, t);
    const n = RegExp(`.*${ce(t.suffix)}$`);
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
  hn = /*@__PURE__*/ E('$ZodCheckOverwrite', (e, t) => {
    A.init(e, t),
      (e._zod.check = (e) => {
        e.value = t.tx(e.value);
      });
  }),
  gn = class {
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
  _n = {
    major: 4,
    minor: 6,
    patch: 7,
  },
  j = /*@__PURE__*/ E(
    '$ZodType',
    (e, t) => {
      var n;
      (e ??= {}), (e._zod.def = t), (e._zod.bag = e._zod.bag || {}), (e._zod.version = _n);
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
            let i = b(t),
              a;
            for (const o of n) {
              if (o._zod.def.when) {
                if (Se(t) || !o._zod.def.when(t)) continue;
              } else if (i) continue;
              const n = t.issues.length,
                s = o._zod.check(t);
              if (s instanceof Promise && r?.async === !1) throw new D();
              if (a || s instanceof Promise)
                a = (a ?? Promise.resolve()).then(async () => {
                  await s, t.issues.length !== n && (Ee(t.issues, n, e), (i ||= b(t, n)));
                });
              else {
                if (t.issues.length === n) continue;
                Ee(t.issues, n, e), (i ||= b(t, n));
              }
            }
            return a ? a.then(() => t) : t;
          },
          n = (n, r, a) => {
            if (b(n)) return ((n.aborted = !0), n);
            const o = t(r, i, a);
            if (o instanceof Promise) {
              if (a.async === !1) throw new D();
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
            if (a.async === !1) throw new D();
            return o.then((e) => t(e, i, a));
          }
          return t(o, i, a);
        };
      }
    },
    {
      get '~standard'() {
        return Me(this, '~standard', bn(this));
      },
      set '~standard'(e) {
        C(this, '~standard', e);
      },
    },
  ),
  vn = (e, t) => (e.issues.length ? { issues: e.issues.map((e) => x(e, t, k())) } : { value: e.value });
async function yn(e, t) {
  const n = { async: !0 };
  return vn(
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
function bn(e) {
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
        if (!(r instanceof Promise)) return vn(r, n);
      } catch {}
      return yn(e, t);
    },
    vendor: 'zod',
    version: 1,
  };
}
var xn = /*@__PURE__*/ E('$ZodString', (e, t) => {
    j.init(e, t),
      (e._zod.pattern = t.pattern ?? qt),
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
  M = /*@__PURE__*/ E('$ZodStringFormat', (e, t) => {
    cn.init(e, t), xn.init(e, t);
  }),
  Sn = /*@__PURE__*/ E('$ZodGUID', (e, t) => {
    (t.pattern ??= Ot), M.init(e, t);
  }),
  Cn = /*@__PURE__*/ E('$ZodUUID', (e, t) => {
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
      t.pattern ??= kt(e);
    } else t.pattern ??= kt();
    M.init(e, t);
  }),
  wn = /*@__PURE__*/ E('$ZodEmail', (e, t) => {
    (t.pattern ??= At), M.init(e, t);
  });
function Tn(e) {
  try {
    return typeof URL < 'u' && typeof URL.canParse == 'function' ? URL.canParse(e) : (new URL(e), !0);
  } catch {
    return !1;
  }
}
function En(e, t) {
  return !('normalize' in t) && !('hostname' in t) && !('protocol' in t) ? Tn(e) || 2 : Dn(e, t);
}
function Dn(e, t) {
  if (!t.normalize && t.protocol?.source === zt.source && !/^https?:\/\//i.test(e)) return 1;
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
var On = /[\t\n\r]/g;
function kn(e) {
  return e.replace(On, '');
}
function An(e, t) {
  return ((t.lastIndex = 0), t.test(e.hostname));
}
function jn(e, t) {
  return ((t.lastIndex = 0), t.test(e.protocol.endsWith(':') ? e.protocol.slice(0, -1) : e.protocol));
}
var Mn = /*@__PURE__*/ E('$ZodURL', (e, t) => {
    M.init(e, t),
      (e._zod.check = (n) => {
        try {
          const r = n.value.trim(),
            i = En(r, t);
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
            n.value = kn(r);
            return;
          }
          t.hostname &&
            !An(i, t.hostname) &&
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
              !jn(i, t.protocol) &&
              n.issues.push({
                code: 'invalid_format',
                format: 'url',
                note: 'Invalid protocol',
                pattern: t.protocol.source,
                input: n.value,
                inst: e,
                continue: !t.abort,
              }),
            (n.value = t.normalize ? i.href : kn(r));
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
  Nn = /*@__PURE__*/ E('$ZodEmoji', (e, t) => {
    (t.pattern ??= Mt()), M.init(e, t);
  }),
  Pn = /*@__PURE__*/ E('$ZodNanoID', (e, t) => {
    if (t.length !== void 0 && (!Number.isInteger(t.length) || t.length < 1)) throw Error(`Invalid nanoid length: ${t.length}`);
    (t.pattern ??= t.length === void 0 ? Tt : Et(t.length)), M.init(e, t);
  }),
  Fn = /*@__PURE__*/ E('$ZodCUID', (e, t) => {
    (t.pattern ??= bt), M.init(e, t);
  }),
  In = /*@__PURE__*/ E('$ZodCUID2', (e, t) => {
    (t.pattern ??= xt), M.init(e, t);
  }),
  Ln = /*@__PURE__*/ E('$ZodULID', (e, t) => {
    (t.pattern ??= St), M.init(e, t);
  }),
  Rn = /*@__PURE__*/ E('$ZodXID', (e, t) => {
    (t.pattern ??= Ct), M.init(e, t);
  }),
  zn = /*@__PURE__*/ E('$ZodKSUID', (e, t) => {
    (t.pattern ??= wt), M.init(e, t);
  }),
  Bn = /*@__PURE__*/ E('$ZodISODateTime', (e, t) => {
    (t.pattern ??= Kt(t)), M.init(e, t);
  }),
  Vn = /*@__PURE__*/ E('$ZodISODate', (e, t) => {
    (t.pattern ??= Ut), M.init(e, t);
  }),
  Hn = /*@__PURE__*/ E('$ZodISOTime', (e, t) => {
    (t.pattern ??= Gt(t)), M.init(e, t);
  }),
  Un = /*@__PURE__*/ E('$ZodISODuration', (e, t) => {
    (t.pattern ??= Dt), M.init(e, t);
  }),
  Wn = /*@__PURE__*/ E('$ZodIPv4', (e, t) => {
    (t.pattern ??= Nt), M.init(e, t);
  }),
  Gn = /^[0-9a-fA-F:.]+$/;
function Kn(e) {
  return Gn.test(e) ? Tn(`http://[${e}]`) : !1;
}
var qn = /*@__PURE__*/ E('$ZodIPv6', (e, t) => {
    (t.pattern ??= Pt),
      M.init(e, t),
      (e._zod.check = (n) => {
        Kn(n.value) ||
          n.issues.push({
            code: 'invalid_format',
            format: 'ipv6',
            input: n.value,
            inst: e,
            continue: !t.abort,
          });
      });
  }),
  Jn = /*@__PURE__*/ E('$ZodCIDRv4', (e, t) => {
    (t.pattern ??= Ft), M.init(e, t);
  });
function Yn(e) {
  const t = e.split('/');
  if (t.length !== 2) return !1;
  const [n, r] = t;
  if (!r) return !1;
  const i = Number(r);
  return `${i}` !== r || i < 0 || i > 128 ? !1 : Kn(n);
}
var Xn = /*@__PURE__*/ E('$ZodCIDRv6', (e, t) => {
  (t.pattern ??= It),
    M.init(e, t),
    (e._zod.check = (n) => {
      Yn(n.value) ||
        n.issues.push({
          code: 'invalid_format',
          format: 'cidrv6',
          input: n.value,
          inst: e,
          continue: !t.abort,
        });
    });
});
function Zn(e) {
  if (e === '') return !0;
  if (/\s/.test(e) || e.length % 4 != 0) return !1;
  try {
    return (atob(e), !0);
  } catch {
    return !1;
  }
}
var Qn = /^[0-9a-zA-Z+/]*={0,2}$/,
  $n = /*@__PURE__*/ E('$ZodBase64', (e, t) => {
    (t.pattern ??= Qn),
      M.init(e, t),
      (e._zod.check = (n) => {
        Zn(n.value) ||
          n.issues.push({
            code: 'invalid_format',
            format: 'base64',
            input: n.value,
            inst: e,
            continue: !t.abort,
          });
      });
  }),
  er = /^[A-Za-z0-9_-]*$/;
function tr(e) {
  if (!er.test(e)) return !1;
  const t = e.replace(/[-_]/g, (e) => (e === '-' ? '+' : '/'));
  return Zn(t.padEnd(Math.ceil(t.length / 4) * 4, '='));
}
var nr = /*@__PURE__*/ E('$ZodBase64URL', (e, t) => {
    (t.pattern ??= er),
      M.init(e, t),
      (e._zod.check = (n) => {
        tr(n.value) ||
          n.issues.push({
            code: 'invalid_format',
            format: 'base64url',
            input: n.value,
            inst: e,
            continue: !t.abort,
          });
      });
  }),
  rr = /*@__PURE__*/ E('$ZodE164', (e, t) => {
    (t.pattern ??= Bt), M.init(e, t);
  });
function ir(e, t = null) {
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
var ar = /*@__PURE__*/ E('$ZodJWT', (e, t) => {
    M.init(e, t),
      (e._zod.check = (n) => {
        ir(n.value, t.alg) ||
          n.issues.push({
            code: 'invalid_format',
            format: 'jwt',
            input: n.value,
            inst: e,
            continue: !t.abort,
          });
      });
  }),
  or = /*@__PURE__*/ E('$ZodNumber', (e, t) => {
    j.init(e, t),
      (e._zod.pattern = Jt),
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
  sr = /*@__PURE__*/ E('$ZodNumberFormat', (e, t) => {
    rn.init(e, t), or.init(e, t);
  }),
  cr = /*@__PURE__*/ E('$ZodBoolean', (e, t) => {
    j.init(e, t),
      (e._zod.pattern = Yt),
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
  lr = /*@__PURE__*/ E('$ZodUnknown', (e, t) => {
    j.init(e, t), (e._zod.parse = (e) => e);
  }),
  ur = /*@__PURE__*/ E('$ZodNever', (e, t) => {
    j.init(e, t),
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
function dr(e, t) {
  const n = Te(e._zod.def.checks);
  if (!n.length) return;
  const r = Math.min(...n.map((e) => e[0])),
    i = e._zod.parse;
  e._zod.parse = (n, a) => {
    const o = t(n.value);
    if (o > r && !a?.skipChecks && a?.direction !== 'backward') {
      for (const [t, r] of Te(e._zod.def.checks))
        if (o > t && r._zod.def.when(n)) {
          const t = n.issues.length;
          return (r._zod.check(n), (n.issues[t].continue = !1), Ee(n.issues, t, e), n);
        }
    }
    return i(n, a);
  };
}
var fr = (e) => (Array.isArray(e) ? e.length : -1);
function pr(e, t, n) {
  e.issues.length && t.issues.push(...Ce(n, e.issues)), (t.value[n] = e.value);
}
var mr = /*@__PURE__*/ E('$ZodArray', (e, t) => {
  j.init(e, t);
  const n = O.memoizer;
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
        if (c instanceof Promise) o.push(c.then((t) => pr(t, r, e)));
        else if ((pr(c, r, e), s && c.issues.length !== 0 && b(c))) break;
      }
      return o.length ? Promise.all(o).then(() => r) : r;
    }),
    dr(e, fr);
});
function hr(e, t, n, r, i, a) {
  const o = n in r,
    s = a === 'optional';
  if (o || !s || i !== 'optional') {
    if (e.issues.length) {
      if (i !== void 0 && s && !o) return;
      t.issues.push(...Ce(n, e.issues));
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
var gr = [];
function _r(e) {
  const t = Object.keys(e.shape),
    n = Object.getOwnPropertySymbols(e.shape),
    r = n.length ? n : gr,
    i = r.length ? [...t, ...r] : t;
  for (const t of i) if (!e.shape?.[t]?._zod?.traits?.has('$ZodType')) throw Error(`Invalid element at key "${String(t)}": expected a Zod schema`);
  const a = ue(e.shape);
  return {
    ...e,
    allKeys: i,
    symbolKeys: r,
    keySet: new Set(t),
    numKeys: t.length,
    optionalKeys: new Set(a),
  };
}
function vr(e, t, n, r, i, a, o) {
  let s = [],
    c = i.keySet,
    l = i.catchall._zod,
    u = l.def.type,
    d = l.optin,
    f = l.optout,
    p = 0;
  for (const i in t) {
    if (o && n.issues.length !== p) {
      if (b(n, p)) break;
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
    a instanceof Promise ? e.push(a.then((e) => hr(e, n, i, t, d, f))) : hr(a, n, i, t, d, f);
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
var yr = /*@__PURE__*/ E('$ZodObject', (e, t) => {
    j.init(e, t);
    const n = Object.getOwnPropertyDescriptor(t, 'shape'),
      r = n?.get ? n.get.raw : (t.shape ?? {});
    if (r) {
      const e = () => {
        const n = { ...r };
        return (Object.defineProperty(t, 'shape', { value: n }), (e.raw = n), n);
      };
      (e.raw = r), Object.defineProperty(t, 'shape', { get: e });
    }
    const a = i(() => _r(t));
    T(e, 'propValues', (e) => {
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
    let o = ie,
      s = t.catchall,
      c,
      l = O.memoizer;
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
            if (b(t, f)) break;
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
          c instanceof Promise ? i.push(c.then((n) => hr(n, t, e, r, o, s))) : hr(c, t, e, r, o, s);
        }
        return s ? vr(i, r, t, n, a.value, e, d === !0) : i.length ? Promise.all(i).then(() => t) : t;
      });
  }),
  br = /*@__PURE__*/ E('$ZodObjectJIT', (e, t) => {
    yr.init(e, t);
    let n = e._zod.parse,
      r = i(() => _r(t)),
      a = O.memoizer,
      o = (t) => {
        const n = r.value,
          i = n.symbolKeys,
          o = new gn(['payload', 'ctx'], {
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
            r = typeof e == 'symbol' ? `syms[${i.indexOf(e)}]` : te(e),
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
      c = ie,
      l = !O.jitless,
      u = l && ae.value,
      d = t.catchall,
      f;
    e._zod.parse = (i, a) => {
      f ??= r.value;
      const p = i.value;
      return c(p)
        ? l && u && a?.async === !1 && a.jitless !== !0
          ? ((s ||= o(t.shape)), (i = s(i, a)), d ? vr([], p, i, a, f, e, a?.abortEarly === !0) : i)
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
function xr(e, t, n, r) {
  for (const n of e) if (n.issues.length === 0) return ((t.value = n.value), t);
  const i = e.filter((e) => !b(e));
  return i.length === 1
    ? ((t.value = i[0].value), i[0])
    : (t.issues.push({
        code: 'invalid_union',
        input: t.value,
        inst: n,
        errors: e.map((e) => e.issues.map((e) => x(e, r, k()))),
      }),
      t);
}
var Sr = /*@__PURE__*/ E('$ZodUnion', (e, t) => {
    j.init(e, t),
      T(e, 'optin', (e) =>
        e.def.options.some((e) => e._zod.optin === 'defaulted') ? 'defaulted' : e.def.options.some((e) => e._zod.optin !== void 0) ? 'optional' : void 0,
      ),
      T(e, 'optout', (e) => (e.def.options.some((e) => e._zod.optout === 'optional') ? 'optional' : void 0)),
      T(e, 'values', (e) => {
        if (e.def.options.every((e) => e._zod.values)) return new Set(e.def.options.flatMap((e) => Array.from(e._zod.values)));
      }),
      T(e, 'pattern', (e) => {
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
      return a ? Promise.all(o).then((t) => xr(t, r, e, i)) : xr(o, r, e, i);
    };
  }),
  Cr = /*@__PURE__*/ E('$ZodIntersection', (e, t) => {
    j.init(e, t),
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
        return i instanceof Promise || a instanceof Promise ? Promise.all([i, a]).then(([t, n]) => Tr(e, t, n)) : Tr(e, i, a);
      });
  });
function wr(e, t) {
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
      const r = wr(e[n], t[n]);
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
        o = wr(i, a);
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
function Tr(e, t, n) {
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
  const c = wr(t.value, n.value);
  if (!c.valid) {
    if (b(e)) return e;
    throw Error(`Unmergable intersection. Error path: ${JSON.stringify(c.mergeErrorPath)}`);
  }
  return ((e.value = c.data), e);
}
var Er = /*@__PURE__*/ E('$ZodEnum', (t, n) => {
    j.init(t, n);
    const r = e(n.entries),
      i = new Set(r);
    (t._zod.values = i),
      T(t, 'pattern', (t) => {
        const n = e(t.def.entries).filter((e) => se.has(typeof e));
        return RegExp(n.length ? `^(${n.map((e) => ce(e.toString())).join('|')})$` : '^[^\\s\\S]$');
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
  Dr = /*@__PURE__*/ E('$ZodTransform', (e, t) => {
    j.init(e, t),
      (e._zod.optin = 'optional'),
      O.memoizer?.guard(e),
      (e._zod.parse = (n, r) => {
        if (r.direction === 'backward') throw new Ge(e.constructor.name);
        const i = t.transform(n.value, n);
        if (r.async) return (i instanceof Promise ? i : Promise.resolve(i)).then((e) => ((n.value = e), n));
        if (i instanceof Promise) throw new D();
        return ((n.value = i), n);
      });
  });
function Or(e, t) {
  return ((e.value = t.issues.length ? void 0 : t.value), e);
}
var kr = /*@__PURE__*/ E('$ZodOptional', (e, t) => {
    j.init(e, t),
      T(e, 'optin', (e) => (e.def.innerType._zod.optin === 'defaulted' ? 'defaulted' : 'optional')),
      (e._zod.optout = 'optional'),
      T(e, 'values', (e) => {
        const t = e.def.innerType._zod.values;
        return t ? /* @__PURE__ */ new Set([...t, void 0]) : void 0;
      }),
      T(e, 'pattern', (e) => {
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
          return r instanceof Promise ? r.then((t) => Or(e, t)) : Or(e, r);
        }
        return t.innerType._zod.run(e, n);
      });
  }),
  Ar = /*@__PURE__*/ E('$ZodExactOptional', (e, t) => {
    kr.init(e, t),
      T(e, 'values', (e) => e.def.innerType._zod.values),
      T(e, 'pattern', (e) => e.def.innerType._zod.pattern),
      (e._zod.parse = (e, n) => t.innerType._zod.run(e, n));
  }),
  jr = /*@__PURE__*/ E('$ZodNullable', (e, t) => {
    j.init(e, t),
      T(e, 'optin', (e) => e.def.innerType._zod.optin),
      T(e, 'optout', (e) => e.def.innerType._zod.optout),
      T(e, 'pattern', (e) => {
        const t = e.def.innerType._zod.pattern;
        return t ? RegExp(`^(${o(t.source)}|null)$`) : void 0;
      }),
      T(e, 'values', (e) => (e.def.innerType._zod.values ? /* @__PURE__ */ new Set([...e.def.innerType._zod.values, null]) : void 0)),
      (e._zod.parse = (e, n) => (e.value === null ? e : t.innerType._zod.run(e, n)));
  }),
  Mr = /*@__PURE__*/ E('$ZodDefault', (e, t) => {
    j.init(e, t),
      (e._zod.optin = 'defaulted'),
      T(e, 'values', (e) => e.def.innerType._zod.values),
      (e._zod.parse = (e, n) => {
        if (n.direction === 'backward') return t.innerType._zod.run(e, n);
        if (e.value === void 0) return ((e.value = t.defaultValue), e);
        const r = t.innerType._zod.run(e, n);
        return r instanceof Promise ? r.then((e) => Nr(e, t)) : Nr(r, t);
      });
  });
function Nr(e, t) {
  return (e.value === void 0 && (e.value = t.defaultValue), e);
}
var Pr = /*@__PURE__*/ E('$ZodPrefault', (e, t) => {
    j.init(e, t),
      (e._zod.optin = 'defaulted'),
      T(e, 'values', (e) => e.def.innerType._zod.values),
      (e._zod.parse = (e, n) => (n.direction === 'backward' || (e.value === void 0 && (e.value = t.defaultValue)), t.innerType._zod.run(e, n)));
  }),
  Fr = /*@__PURE__*/ E('$ZodNonOptional', (e, t) => {
    j.init(e, t),
      T(e, 'values', (e) => {
        const t = e.def.innerType._zod.values;
        return t ? new Set([...t].filter((e) => e !== void 0)) : void 0;
      }),
      (e._zod.parse = (n, r) => {
        const i = t.innerType._zod.run(n, r);
        return i instanceof Promise ? i.then((t) => Ir(t, e)) : Ir(i, e);
      });
  });
function Ir(e, t) {
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
function Lr(e, t, n, r) {
  return t.issues.length
    ? ((e.value = n.catchValue({
        ...t,
        value: e.value,
        error: { issues: t.issues.map((e) => x(e, r, k())) },
        input: e.value,
      })),
      e)
    : ((e.value = t.value), t.memo && (e.memo = !0), e);
}
var Rr = /*@__PURE__*/ E('$ZodCatch', (e, t) => {
    j.init(e, t),
      T(e, 'optin', (e) => (e.def.innerType._zod.optin === 'defaulted' ? 'defaulted' : 'optional')),
      T(e, 'optout', (e) => e.def.innerType._zod.optout),
      T(e, 'values', (e) => e.def.innerType._zod.values),
      (e._zod.parse = (e, n) => {
        if (n.direction === 'backward') return t.innerType._zod.run(e, n);
        const r = t.innerType._zod.run(
          {
            value: e.value,
            issues: [],
          },
          n,
        );
        return r instanceof Promise ? r.then((r) => Lr(e, r, t, n)) : Lr(e, r, t, n);
      });
  }),
  zr = /*@__PURE__*/ E('$ZodPipe', (e, t) => {
    j.init(e, t),
      T(e, 'values', (e) => e.def.in._zod.values),
      T(e, 'optin', (e) => e.def.in._zod.optin),
      T(e, 'optout', (e) => e.def.out._zod.optout),
      T(e, 'propValues', (e) => e.def.in._zod.propValues),
      (e._zod.parse = (e, n) => {
        if (n.direction === 'backward') {
          const r = t.out._zod.run(e, n);
          return r instanceof Promise ? r.then((e) => Br(e, t.in, n)) : Br(r, t.in, n);
        }
        const r = t.in._zod.run(e, n);
        return r instanceof Promise ? r.then((e) => Br(e, t.out, n)) : Br(r, t.out, n);
      });
  });
function Br(e, t, n) {
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
var Vr = /*@__PURE__*/ E('$ZodReadonly', (e, t) => {
  j.init(e, t),
    T(e, 'propValues', (e) => e.def.innerType._zod.propValues),
    T(e, 'values', (e) => e.def.innerType._zod.values),
    T(e, 'optin', (e) => e.def.innerType?._zod?.optin),
    T(e, 'optout', (e) => e.def.innerType?._zod?.optout),
    (e._zod.parse = (e, n) => {
      if (n.direction === 'backward') return t.innerType._zod.run(e, n);
      const r = t.innerType._zod.run(e, n);
      return r instanceof Promise ? r.then(Hr) : Hr(r);
    });
});
function Hr(e) {
  return (e.memo || (e.value = Object.freeze(e.value)), e);
}
var Ur = /*@__PURE__*/ E('$ZodLazy', (e, t) => {
    j.init(e, t),
      l(e._zod, 'innerType', () => {
        const e = t;
        return ((e._cachedInner ||= t.getter()), e._cachedInner);
      }),
      T(e, 'pattern', (e) => e.innerType?._zod?.pattern),
      T(e, 'propValues', (e) => e.innerType?._zod?.propValues),
      T(e, 'optin', (e) => e.innerType?._zod?.optin ?? void 0),
      T(e, 'optout', (e) => e.innerType?._zod?.optout ?? void 0),
      (e._zod.parse = (t, n) => e._zod.innerType._zod.run(t, n));
  }),
  Wr = /*@__PURE__*/ E('$ZodCustom', (e, t) => {
    A.init(e, t),
      j.init(e, t),
      (e._zod.parse = (e, t) => e),
      (e._zod.check = (n) => {
        const r = n.value,
          i = t.fn(r);
        if (i instanceof Promise) return i.then((t) => Gr(t, n, r, e));
        Gr(i, n, r, e);
      });
  });
function Gr(e, t, n, r) {
  if (!e) {
    const e = {
      code: 'custom',
      input: n,
      inst: r,
      path: [...(r._zod.def.path ?? [])],
      continue: !r._zod.def.abort,
    };
    r._zod.def.params && (e.params = r._zod.def.params), t.issues.push(S(e));
  }
}
// ../node_modules/zod/v4/core/memoizer.js
var Kr = class extends Error {
    constructor() {
      super('Cannot parse a reference cycle that closes through a transform'), (this.name = 'ZodCyclicError');
    }
  },
  qr = '~memo',
  Jr = [];
function Yr(e) {
  return typeof e == 'object' && !!e;
}
function Xr(e) {
  return e.map((e) =>
    e.path
      ? {
          ...e,
          path: e.path.slice(),
        }
      : { ...e },
  );
}
var Zr = /*@__PURE__*/ new WeakMap(),
  N = 0,
  Qr = 1,
  P = 2;
function $r(e, t, n) {
  const r = Zr.get(e);
  if (r !== void 0) return r ? P : N;
  if (t.has(e)) return P;
  t.add(e);
  let i = N,
    a = (e) => {
      if (i !== P && e?._zod) {
        const r = $r(e, t, n);
        r > i && (i = r);
      }
    },
    o = (e, r) => {
      let i = N;
      for (const a of Reflect.ownKeys(e)) {
        const o = Object.getOwnPropertyDescriptor(e, a);
        if (r && !o.enumerable) continue;
        const s = o.get ? Qr : o.value?._zod ? $r(o.value, t, n) : N;
        s > i && (i = s);
      }
      return i;
    },
    s = (e) => {
      e > i && (i = e);
    },
    c = e._zod.def;
  switch (c.type) {
    case 'object': {
      const e = d(c);
      s(e ? o(e, !0) : Qr), a(c.catchall);
      break;
    }
    case 'array':
      a(c.element);
      break;
    case 'tuple':
      for (const e of c.items) a(e);
      a(c.rest);
      break;
    case 'record':
    case 'map':
      a(c.keyType), a(c.valueType);
      break;
    case 'set':
      a(c.valueType);
      break;
    case 'union':
      for (const e of c.options) a(e);
      break;
    case 'intersection':
      a(c.left), a(c.right);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'promise':
    case 'success':
      a(c.innerType);
      break;
    case 'pipe':
      a(c.in), a(c.out);
      break;
    case 'function':
      a(c.input), a(c.output);
      break;
    case 'lazy': {
      const r = c._cachedInner ?? (n ? e._zod.innerType : void 0);
      s(r ? $r(r, t, !1) : Qr);
      break;
    }
    case 'template_literal':
    case 'string':
    case 'number':
    case 'int':
    case 'boolean':
    case 'bigint':
    case 'symbol':
    case 'undefined':
    case 'null':
    case 'void':
    case 'never':
    case 'any':
    case 'unknown':
    case 'date':
    case 'nan':
    case 'enum':
    case 'literal':
    case 'file':
    case 'transform':
    case 'custom':
      break;
    default:
      for (const e in c) {
        const t = Object.getOwnPropertyDescriptor(c, e);
        if (!t || t.get) continue;
        const n = t.value;
        if (n && typeof n == 'object') {
          if (n._zod) a(n);
          else if (Array.isArray(n)) for (const e of n) a(e);
        }
      }
  }
  return (t.delete(e), ei(e, i));
}
function ei(e, t) {
  return (t !== Qr && Zr.set(e, t === P), t);
}
function ti(e, t) {
  let n = e.buckets.get(t);
  return (n || ((n = /* @__PURE__ */ new WeakMap()), e.buckets.set(t, n)), n);
}
var ni,
  ri = [],
  ii = {
    alloc(e, t, n) {
      const r = ni;
      if (!r) return n;
      ni = void 0;
      const i = {
        value: n,
        issues: null,
      };
      return (r.set(t.value, i), ri.push(i), n);
    },
    guard(e) {
      var t;
      (t = e._zod).deferred ?? (t.deferred = []),
        e._zod.deferred.push(() => {
          const t = e._zod.parse,
            n = (e, n) => {
              if (n.direction !== 'backward' && oi(n, e.value)) throw new Kr();
              return t(e, n);
            };
          (e._zod.parse = n), e._zod.run === t && (e._zod.run = n);
        });
    },
    attach(e) {
      var t;
      let n,
        r = !1,
        i,
        a;
      (t = e._zod).deferred ?? (t.deferred = []),
        e._zod.deferred.push(() => {
          const t = e._zod.parse,
            o = (s, c) => {
              if (n === void 0) {
                const i = $r(e, /* @__PURE__ */ new Set(), !1);
                if (i === N) return ((e._zod.parse = t), e._zod.run === o && (e._zod.run = t), t(s, c));
                i === P || r ? (n = !0) : (r = !0);
              }
              const l = s.value;
              if (!Yr(l)) return t(s, c);
              let u = c[qr];
              u ||
                ((u = {
                  buckets: /* @__PURE__ */ new WeakMap(),
                  backEdges: void 0,
                }),
                (c[qr] = u));
              let d;
              i === c ? (d = a) : ((d = ti(u, e)), (i = c), (a = d));
              const f = d.get(l);
              if (f)
                return (
                  (s.value = f.value),
                  f.issues
                    ? f.issues.length && s.issues.push(...Xr(f.issues))
                    : ((s.memo = !0), u.backEdges ?? (u.backEdges = /* @__PURE__ */ new WeakSet()), u.backEdges.add(f.value)),
                  s
                );
              ni = d;
              const p = ri.length,
                m = t(s, c);
              ni = void 0;
              const h = ri.length > p ? ri.pop() : void 0;
              return m instanceof Promise
                ? m.then((e) => (h && (h.issues = e.issues.length ? Xr(e.issues) : Jr), e))
                : (h && (h.issues = m.issues.length ? Xr(m.issues) : Jr), m);
            };
          (e._zod.parse = o), e._zod.run === t && (e._zod.run = o);
        });
    },
  };
function ai() {
  return ii;
}
function oi(e, t) {
  const n = e[qr]?.backEdges;
  return n !== void 0 && Yr(t) && n.has(t);
}
// ../node_modules/zod/v4/locales/en.js
var si = () => {
  const e = {
    string: {
      unit: 'characters',
      verb: 'to have',
    },
    file: {
      unit: 'bytes',
      verb: 'to have',
    },
    array: {
      unit: 'items',
      verb: 'to have',
    },
    set: {
      unit: 'items',
      verb: 'to have',
    },
    map: {
      unit: 'entries',
      verb: 'to have',
    },
  };
  function n(t) {
    return e[t] ?? null;
  }
  const r = {
      regex: 'input',
      email: 'email address',
      url: 'URL',
      emoji: 'emoji',
      uuid: 'UUID',
      uuidv4: 'UUIDv4',
      uuidv6: 'UUIDv6',
      nanoid: 'nanoid',
      guid: 'GUID',
      cuid: 'cuid',
      cuid2: 'cuid2',
      ulid: 'ULID',
      xid: 'XID',
      ksuid: 'KSUID',
      datetime: 'ISO datetime',
      date: 'ISO date',
      time: 'ISO time',
      duration: 'ISO duration',
      ipv4: 'IPv4 address',
      ipv6: 'IPv6 address',
      mac: 'MAC address',
      cidrv4: 'IPv4 range',
      cidrv6: 'IPv6 range',
      base64: 'base64-encoded string',
      base64url: 'base64url-encoded string',
      json_string: 'JSON string',
      e164: 'E.164 number',
      currency_code: 'currency code',
      credit_card: 'credit card number',
      iban: 'IBAN',
      jwt: 'JWT',
      template_literal: 'input',
    },
    i = { nan: 'NaN' };
  function a(e, t) {
    return e === 'number' && typeof t == 'number' && !Number.isFinite(t) ? String(t) : (i[e] ?? e);
  }
  return (e) => {
    switch (e.code) {
      case 'invalid_type':
        return `Invalid input: expected ${a(e.expected)}, received ${a(Ae(e.input), e.input)}`;
      case 'invalid_value':
        return e.values.length === 1 ? `Invalid input: expected ${le(e.values[0])}` : `Invalid option: expected one of ${t(e.values, '|')}`;
      case 'too_big': {
        const t = e.exact ? 'exactly ' : e.inclusive ? '<=' : '<',
          r = n(e.origin);
        return r
          ? `Too big: expected ${e.origin ?? 'value'} to have ${t}${e.maximum.toString()} ${r.unit ?? 'elements'}`
          : `Too big: expected ${e.origin ?? 'value'} to be ${t}${e.maximum.toString()}`;
      }
      case 'too_small': {
        const t = e.exact ? 'exactly ' : e.inclusive ? '>=' : '>',
          r = n(e.origin);
        return r
          ? `Too small: expected ${e.origin} to have ${t}${e.minimum.toString()} ${r.unit}`
          : `Too small: expected ${e.origin} to be ${t}${e.minimum.toString()}`;
      }
      case 'invalid_format': {
        const t = e;
        return t.format === 'starts_with'
          ? `Invalid string: must start with "${t.prefix}"`
          : t.format === 'ends_with'
            ? `Invalid string: must end with "${t.suffix}"`
            : t.format === 'includes'
              ? `Invalid string: must include "${t.includes}"`
              : t.format === 'regex'
                ? `Invalid string: must match pattern ${t.pattern}`
                : `Invalid ${r[t.format] ?? e.format}`;
      }
      case 'not_multiple_of':
        return `Invalid number: must be a multiple of ${e.divisor}`;
      case 'unrecognized_keys':
        return `Unrecognized key${e.keys.length > 1 ? 's' : ''}: ${t(e.keys, ', ')}`;
      case 'invalid_key':
        return `Invalid key in ${e.origin}`;
      case 'invalid_union':
        return e.options && Array.isArray(e.options) && e.options.length > 0
          ? `Invalid discriminator value. Expected ${e.options.map((e) => `'${e}'`).join(' | ')}`
          : e.inclusive === !1
            ? 'Invalid input: more than one option matched'
            : 'Invalid input';
      case 'invalid_element':
        return `Invalid value in ${e.origin}`;
      default:
        return 'Invalid input';
    }
  };
};
function ci() {
  return { localeError: si() };
}
// ../node_modules/zod/v4/core/registries.js
var li,
  ui = class {
    constructor() {
      (this._map = /* @__PURE__ */ new WeakMap()), (this._idmap = /* @__PURE__ */ new Map());
    }
    add(e, ...t) {
      const n = t[0];
      return (this._map.set(e, n), n && typeof n == 'object' && 'id' in n && this._idmap.set(n.id, e), this);
    }
    clear() {
      return ((this._map = /* @__PURE__ */ new WeakMap()), (this._idmap = /* @__PURE__ */ new Map()), this);
    }
    remove(e) {
      const t = this._map.get(e);
      return (t && typeof t == 'object' && 'id' in t && this._idmap.delete(t.id), this._map.delete(e), this);
    }
    get(e) {
      const t = e._zod.parent;
      if (t) {
        const n = { ...(this.get(t) ?? {}) };
        delete n.id;
        const r = {
          ...n,
          ...this._map.get(e),
        };
        return Object.keys(r).length ? r : void 0;
      }
      return this._map.get(e);
    }
    has(e) {
      return this._map.has(e);
    }
  };
function di() {
  return new ui();
}
(li = globalThis).__zod_globalRegistry ?? (li.__zod_globalRegistry = di());
var F = globalThis.__zod_globalRegistry;
// ../node_modules/zod/v4/core/api.js
function fi(e) {
  return ((e.checks &&= [...e.checks]), e);
}
// @__NO_SIDE_EFFECTS__
function pi(e, t) {
  return new e(
    fi({
      type: 'string',
      ...y(t),
    }),
  );
}
// @__NO_SIDE_EFFECTS__
function mi(e, t) {
  return new e({
    type: 'string',
    format: 'email',
    check: 'string_format',
    abort: !1,
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function hi(e, t) {
  return new e({
    type: 'string',
    format: 'guid',
    check: 'string_format',
    abort: !1,
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function gi(e, t) {
  return new e({
    type: 'string',
    format: 'uuid',
    check: 'string_format',
    abort: !1,
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function _i(e, t) {
  return new e({
    type: 'string',
    format: 'uuid',
    check: 'string_format',
    abort: !1,
    version: 'v4',
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function vi(e, t) {
  return new e({
    type: 'string',
    format: 'uuid',
    check: 'string_format',
    abort: !1,
    version: 'v6',
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function yi(e, t) {
  return new e({
    type: 'string',
    format: 'uuid',
    check: 'string_format',
    abort: !1,
    version: 'v7',
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function bi(e, t) {
  return new e({
    type: 'string',
    format: 'url',
    check: 'string_format',
    abort: !1,
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function xi(e, t) {
  return new e({
    type: 'string',
    format: 'emoji',
    check: 'string_format',
    abort: !1,
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Si(e, t) {
  return new e({
    type: 'string',
    format: 'nanoid',
    check: 'string_format',
    abort: !1,
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Ci(e, t) {
  return new e({
    type: 'string',
    format: 'cuid',
    check: 'string_format',
    abort: !1,
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function wi(e, t) {
  return new e({
    type: 'string',
    format: 'cuid2',
    check: 'string_format',
    abort: !1,
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Ti(e, t) {
  return new e({
    type: 'string',
    format: 'ulid',
    check: 'string_format',
    abort: !1,
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Ei(e, t) {
  return new e({
    type: 'string',
    format: 'xid',
    check: 'string_format',
    abort: !1,
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Di(e, t) {
  return new e({
    type: 'string',
    format: 'ksuid',
    check: 'string_format',
    abort: !1,
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Oi(e, t) {
  return new e({
    type: 'string',
    format: 'ipv4',
    check: 'string_format',
    abort: !1,
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function ki(e, t) {
  return new e({
    type: 'string',
    format: 'ipv6',
    check: 'string_format',
    abort: !1,
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Ai(e, t) {
  return new e({
    type: 'string',
    format: 'cidrv4',
    check: 'string_format',
    abort: !1,
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function ji(e, t) {
  return new e({
    type: 'string',
    format: 'cidrv6',
    check: 'string_format',
    abort: !1,
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Mi(e, t) {
  return new e({
    type: 'string',
    format: 'base64',
    check: 'string_format',
    abort: !1,
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Ni(e, t) {
  return new e({
    type: 'string',
    format: 'base64url',
    check: 'string_format',
    abort: !1,
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Pi(e, t) {
  return new e({
    type: 'string',
    format: 'e164',
    check: 'string_format',
    abort: !1,
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Fi(e, t) {
  return new e({
    type: 'string',
    format: 'jwt',
    check: 'string_format',
    abort: !1,
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Ii(e, t) {
  return new e({
    type: 'string',
    format: 'datetime',
    check: 'string_format',
    offset: !1,
    local: !1,
    precision: null,
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Li(e, t) {
  return new e({
    type: 'string',
    format: 'date',
    check: 'string_format',
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Ri(e, t) {
  return new e({
    type: 'string',
    format: 'time',
    check: 'string_format',
    precision: null,
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function zi(e, t) {
  return new e({
    type: 'string',
    format: 'duration',
    check: 'string_format',
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Bi(e, t) {
  return new e(
    fi({
      type: 'number',
      checks: [],
      ...y(t),
    }),
  );
}
// @__NO_SIDE_EFFECTS__
function Vi(e, t) {
  return new e({
    type: 'number',
    check: 'number_format',
    abort: !1,
    format: 'safeint',
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Hi(e, t) {
  return new e({
    type: 'boolean',
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Ui(e) {
  return new e({ type: 'unknown' });
}
// @__NO_SIDE_EFFECTS__
function Wi(e, t) {
  return new e({
    type: 'never',
    ...y(t),
  });
}
// @__NO_SIDE_EFFECTS__
function Gi(e, t) {
  return new en({
    check: 'less_than',
    ...y(t),
    value: e,
    inclusive: !1,
  });
}
// @__NO_SIDE_EFFECTS__
function Ki(e, t) {
  return new en({
    check: 'less_than',
    ...y(t),
    value: e,
    inclusive: !0,
  });
}
// @__NO_SIDE_EFFECTS__
function qi(e, t) {
  return new tn({
    check: 'greater_than',
    ...y(t),
    value: e,
    inclusive: !1,
  });
}
// @__NO_SIDE_EFFECTS__
function Ji(e, t) {
  return new tn({
    check: 'greater_than',
    ...y(t),
    value: e,
    inclusive: !0,
  });
}
// @__NO_SIDE_EFFECTS__
function Yi(e, t) {
  return new nn({
    check: 'multiple_of',
    ...y(t),
    value: e,
  });
}
// @__NO_SIDE_EFFECTS__
function Xi(e, t) {
  return new an({
    check: 'max_length',
    ...y(t),
    maximum: e,
  });
}
// @__NO_SIDE_EFFECTS__
function Zi(e, t) {
  return new on({
    check: 'min_length',
    ...y(t),
    minimum: e,
  });
}
// @__NO_SIDE_EFFECTS__
function Qi(e, t) {
  return new sn({
    check: 'length_equals',
    ...y(t),
    length: e,
  });
}
// @__NO_SIDE_EFFECTS__
function $i(e, t) {
  return new ln({
    check: 'string_format',
    format: 'regex',
    ...y(t),
    pattern: e,
  });
}
// @__NO_SIDE_EFFECTS__
function ea(e) {
  return new un({
    check: 'string_format',
    format: 'lowercase',
    ...y(e),
  });
}
// @__NO_SIDE_EFFECTS__
function ta(e) {
  return new dn({
    check: 'string_format',
    format: 'uppercase',
    ...y(e),
  });
}
// @__NO_SIDE_EFFECTS__
function na(e, t) {
  return new fn({
    check: 'string_format',
    format: 'includes',
    ...y(t),
    includes: e,
  });
}
// @__NO_SIDE_EFFECTS__
function ra(e, t) {
  return new pn({
    check: 'string_format',
    format: 'starts_with',
    ...y(t),
    prefix: e,
  });
}
// @__NO_SIDE_EFFECTS__
function ia(e, t) {
  return new mn({
    check: 'string_format',
    format: 'ends_with',
    ...y(t),
    suffix: e,
  });
}
// @__NO_SIDE_EFFECTS__
function I(e) {
  return new hn({
    check: 'overwrite',
    tx: e,
  });
}
// @__NO_SIDE_EFFECTS__
function aa(e) {
  return /* @__PURE__ */ I((t) => t.normalize(e));
}
// @__NO_SIDE_EFFECTS__
function oa() {
  return /* @__PURE__ */ I((e) => e.trim());
}
// @__NO_SIDE_EFFECTS__
function sa() {
  return /* @__PURE__ */ I((e) => e.toLowerCase());
}
// @__NO_SIDE_EFFECTS__
function ca() {
  return /* @__PURE__ */ I((e) => e.toUpperCase());
}
// @__NO_SIDE_EFFECTS__
function la() {
  return /* @__PURE__ */ I((e) => ne(e));
}
// @__NO_SIDE_EFFECTS__
function ua(e, t, n) {
  return new e({
    type: 'array',
    element: t,
    ...y(n),
  });
}
// @__NO_SIDE_EFFECTS__
function da(e, t, n) {
  return new e({
    type: 'custom',
    check: 'custom',
    fn: t,
    ...y(n),
  });
}
// @__NO_SIDE_EFFECTS__
function fa(e, t) {
  const n = /* @__PURE__ */ pa(
    (t) => (
      (t.addIssue = (e) => {
        if (typeof e == 'string') t.issues.push(S(e, t.value, n._zod.def));
        else {
          const r = e;
          r.fatal && (r.continue = !1),
            (r.code ??= 'custom'),
            'input' in r || (r.input = t.value),
            (r.inst ??= n),
            (r.continue ??= !n._zod.def.abort),
            t.issues.push(S(r));
        }
      }),
      e(t.value, t)
    ),
    t,
  );
  return n;
}
// @__NO_SIDE_EFFECTS__
function pa(e, t) {
  const n = new A({
    check: 'custom',
    ...y(t),
  });
  return ((n._zod.check = e), n);
}
// ../node_modules/zod/v4/core/to-json-schema.js
function L(e, ...t) {
  for (const n of t) for (const t of Reflect.ownKeys(n)) Object.prototype.propertyIsEnumerable.call(n, t) && u(e, t, n[t]);
  return e;
}
function ma(e) {
  let t = e?.target ?? 'draft-2020-12';
  return (
    t === 'draft-4' && (t = 'draft-04'),
    t === 'draft-7' && (t = 'draft-07'),
    {
      processors: e.processors ?? {},
      metadataRegistry: e?.metadata ?? F,
      target: t,
      unrepresentable: e?.unrepresentable ?? 'throw',
      override: e?.override ?? (() => {}),
      io: e?.io ?? 'output',
      counter: 0,
      seen: /* @__PURE__ */ new Map(),
      sharedDefsExtractedFor: void 0,
      sharedEmitDoneFor: void 0,
      cycles: e?.cycles ?? 'ref',
      reused: e?.reused ?? 'inline',
      intersections: [],
      deferred: [],
      external: e?.external ?? void 0,
    }
  );
}
function R(e, t, n, r, i) {
  const a =
    typeof t.unrepresentable == 'function'
      ? t.unrepresentable({
          zodSchema: e,
          path: r.path,
          message: i,
        })
      : t.unrepresentable;
  if (a === 'any') return !1;
  if (a === void 0 || a === 'throw') throw Error(i);
  return (Object.assign(n, a), !0);
}
function z(
  e,
  t,
  n = {
    path: [],
    schemaPath: [],
  },
) {
  var r;
  const i = e._zod.def,
    a = t.seen.get(e);
  if (a) return (a.count++, n.schemaPath.includes(e) && (a.cycle = n.path), a.schema);
  const o = {
    schema: {},
    count: 1,
    cycle: void 0,
    path: n.path,
  };
  t.seen.set(e, o), (t.sharedDefsExtractedFor = void 0), (t.sharedEmitDoneFor = void 0);
  const s = e._zod.toJSONSchema?.();
  if (s) o.schema = s;
  else {
    const r = {
      ...n,
      schemaPath: [...n.schemaPath, e],
      path: n.path,
    };
    if (e._zod.processJSONSchema) e._zod.processJSONSchema(t, o.schema, r);
    else {
      const n = o.schema,
        a = t.processors[i.type];
      if (!a) throw Error(`[toJSONSchema]: Non-representable type encountered: ${i.type}`);
      a(e, t, n, r);
    }
    const a = e._zod.parent;
    a && ((o.ref ||= a), z(a, t, r), (t.seen.get(a).isParent = !0));
  }
  const c = t.metadataRegistry.get(e);
  return (
    c && L(o.schema, c),
    t.io === 'input' && B(e) && (delete o.schema.examples, delete o.schema.default),
    t.io === 'input' && '_prefault' in o.schema && ((r = o.schema).default ?? (r.default = o.schema._prefault)),
    delete o.schema._prefault,
    t.seen.get(e).schema
  );
}
function ha(e) {
  return e.replace(/~/g, '~0').replace(/\//g, '~1');
}
function ga(e, t) {
  const n = e.seen.get(t);
  if (!n) throw Error('Unprocessed schema. This is a bug in Zod.');
  if (e.external && e.sharedDefsExtractedFor === e.external) return;
  const r = /* @__PURE__ */ new Map();
  for (const t of e.seen.entries()) {
    const n = e.metadataRegistry.get(t[0])?.id;
    if (n) {
      const e = r.get(n);
      if (e && e !== t[0])
        throw Error(
          `Duplicate schema id "${n}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`,
        );
      r.set(n, t[0]);
    }
  }
  const i = (t) => {
      const r = e.target === 'draft-2020-12' ? '$defs' : 'definitions';
      if (e.external) {
        const n = e.external.registry.get(t[0])?.id,
          i = e.external.uri ?? ((e) => e);
        if (n) return { ref: i(n) };
        const a = t[1].defId ?? t[1].schema.id ?? `schema${e.counter++}`;
        return (
          (t[1].defId = a),
          {
            defId: a,
            ref: `${i('__shared')}#/${r}/${ha(a)}`,
          }
        );
      }
      const i = `#/${r}/`;
      if (t[1] === n && !t[1].schema.id) return { ref: '#' };
      const a = t[1].schema.id ?? `__schema${e.counter++}`;
      return {
        defId: a,
        ref: i + ha(a),
      };
    },
    a = (e) => {
      if (e[1].schema.$ref) return;
      const t = e[1],
        { ref: n, defId: r } = i(e);
      (t.def = { ...t.schema }), r && (t.defId = r);
      const a = t.schema;
      for (const e in a) delete a[e];
      a.$ref = n;
    };
  if (e.cycles === 'throw')
    for (const t of e.seen.entries()) {
      const e = t[1];
      if (e.cycle)
        throw Error(`Cycle detected: #/${e.cycle?.join('/')}/<root>

Set the \`cycles\` parameter to \`"ref"\` to resolve cyclical schemas with defs.`);
    }
  for (const n of e.seen.entries()) {
    const r = n[1];
    if (t === n[0]) a(n);
    else {
      if (e.external) {
        const r = e.external.registry.get(n[0])?.id;
        if (t !== n[0] && r) {
          a(n);
          continue;
        }
      }
      (e.metadataRegistry.get(n[0])?.id || r.cycle || (r.count > 1 && e.reused === 'ref')) && a(n);
    }
  }
  e.external && (e.sharedDefsExtractedFor = e.external);
}
function _a(e) {
  const t = e.anyOf;
  if (!Array.isArray(t) || t.length === 0 || e.type !== void 0) return;
  const n = [];
  for (const e of t) {
    if (!e || typeof e != 'object') return;
    _a(e);
    const t = Object.keys(e);
    if (t.length !== 1 || t[0] !== 'type') return;
    const r = e.type;
    for (const e of Array.isArray(r) ? r : [r]) {
      if (typeof e != 'string') return;
      n.includes(e) || n.push(e);
    }
  }
  delete e.anyOf, (e.type = n.length === 1 ? n[0] : n);
}
var va = /* @__PURE__ */ new Set(['type', 'properties', 'required', 'additionalProperties']),
  ya = ['oneOf', 'anyOf'];
function ba(e) {
  const t = e.additionalProperties;
  return t === void 0 || t === !1 || typeof t != 'object' || !t ? null : Object.keys(t).length ? t : null;
}
function xa(e) {
  const t = [];
  for (const n of e) {
    if (typeof n != 'object' || n.type !== 'object') return null;
    for (const e in n) if (!va.has(e)) return null;
    t.push(n);
  }
  const n = {},
    r = /* @__PURE__ */ new Set();
  for (const e of t) {
    for (const r in e.properties) {
      if (Object.hasOwn(n, r)) continue;
      const e = [];
      for (const n of t) {
        const t = n.properties?.[r] ?? ba(n);
        t != null && (e.some((e) => JSON.stringify(e) === JSON.stringify(t)) || e.push(t));
      }
      u(n, r, e.length === 1 ? e[0] : (xa(e) ?? { allOf: e }));
    }
    for (const t of e.required ?? []) r.add(t);
  }
  const i = {
    type: 'object',
    properties: n,
  };
  if ((r.size && (i.required = [...r]), t.every((e) => e.additionalProperties === !1))) i.additionalProperties = !1;
  else {
    const e = [];
    for (const n of t) {
      const t = ba(n);
      t && !e.some((e) => JSON.stringify(e) === JSON.stringify(t)) && e.push(t);
    }
    e.length === 1 ? (i.additionalProperties = e[0]) : e.length > 1 && (i.additionalProperties = { allOf: e });
  }
  return i;
}
function Sa(e) {
  const t = e.allOf;
  if (!Array.isArray(t) || t.length < 2) return;
  for (const t of va) if (t in e) return;
  let n = t.filter((e) => ya.some((t) => Array.isArray(e[t]))),
    r = null;
  if (!n.length) r = xa(t);
  else {
    const e = n[0],
      i = ya.find((t) => Array.isArray(e[t]));
    if (Object.keys(e).length !== 1) return;
    const a = t.filter((t) => t !== e),
      o = e[i].map((e) => xa([...a, e]));
    if (o.some((e) => !e)) return;
    r = { [i]: o };
  }
  r && (delete e.allOf, L(e, r));
}
function Ca(e, t) {
  const n = e.seen.get(t);
  if (!n) throw Error('Unprocessed schema. This is a bug in Zod.');
  const r = (t) => {
    const n = e.seen.get(t);
    if (n.ref === null) return;
    const i = n.def ?? n.schema,
      a = { ...i },
      o = n.ref;
    if (((n.ref = null), o)) {
      r(o);
      const n = e.seen.get(o),
        s = n.schema;
      if (
        (s.$ref && (e.target === 'draft-07' || e.target === 'draft-04' || e.target === 'openapi-3.0') ? ((i.allOf = i.allOf ?? []), i.allOf.push(s)) : L(i, s),
        L(i, a),
        t._zod.parent === o)
      )
        for (const e in i) e !== '$ref' && e !== 'allOf' && (e in a || delete i[e]);
      if (s.$ref && n.def) for (const e in i) e !== '$ref' && e !== 'allOf' && e in n.def && JSON.stringify(i[e]) === JSON.stringify(n.def[e]) && delete i[e];
    }
    const s = t._zod.parent;
    if (s && s !== o) {
      r(s);
      const t = e.seen.get(s);
      if (t?.schema.$ref && ((i.$ref = t.schema.$ref), t.def))
        for (const e in i) e !== '$ref' && e !== 'allOf' && e in t.def && JSON.stringify(i[e]) === JSON.stringify(t.def[e]) && delete i[e];
    }
    e.override({
      zodSchema: t,
      jsonSchema: i,
      path: n.path ?? [],
    });
  };
  if (!e.external || e.sharedEmitDoneFor !== e.external) {
    for (const t of [...e.seen.entries()].reverse()) r(t[0]);
    if (e.target !== 'openapi-3.0') for (const t of e.seen.entries()) _a(t[1].def ?? t[1].schema);
    for (const t of e.deferred) t();
    if (e.intersections.length) {
      const t = /* @__PURE__ */ new Map();
      for (const n of e.seen.values())
        for (const e of [n.schema, n.def]) {
          const n = e?.allOf;
          if (!Array.isArray(n)) continue;
          const r = t.get(n);
          r ? r.push(e) : t.set(n, [e]);
        }
      for (const n of e.intersections) for (const e of t.get(n) ?? []) Sa(e);
    }
  }
  const i = {};
  if (
    (e.target === 'draft-2020-12'
      ? (i.$schema = 'https://json-schema.org/draft/2020-12/schema')
      : e.target === 'draft-07'
        ? (i.$schema = 'http://json-schema.org/draft-07/schema#')
        : e.target === 'draft-04'
          ? (i.$schema = 'http://json-schema.org/draft-04/schema#')
          : e.target,
    e.external?.uri)
  ) {
    const n = e.external.registry.get(t)?.id;
    if (!n) throw Error('Schema is missing an `id` property');
    i.$id = e.external.uri(n);
  }
  L(i, n.defId ? n.schema : (n.def ?? n.schema));
  const a = e.metadataRegistry.get(t)?.id;
  a !== void 0 && i.id === a && delete i.id;
  const o = e.external?.defs ?? {};
  if (!e.external || e.sharedEmitDoneFor !== e.external)
    for (const t of e.seen.entries()) {
      const e = t[1];
      e.def && e.defId && (e.def.id === e.defId && delete e.def.id, u(o, e.defId, e.def));
    }
  e.external && (e.sharedEmitDoneFor = e.external),
    e.external || (Object.keys(o).length > 0 && (e.target === 'draft-2020-12' ? (i.$defs = o) : (i.definitions = o)));
  try {
    const n = JSON.parse(JSON.stringify(i));
    return (
      Object.defineProperty(n, '~standard', {
        value: {
          ...t['~standard'],
          jsonSchema: {
            input: Ta(t, 'input', e.processors),
            output: Ta(t, 'output', e.processors),
          },
        },
        enumerable: !1,
        writable: !1,
      }),
      n
    );
  } catch {
    throw Error('Error converting schema to JSON.');
  }
}
function B(e, t) {
  const n = t ?? { seen: /* @__PURE__ */ new Set() };
  if (n.seen.has(e)) return !1;
  n.seen.add(e);
  const r = e._zod.def;
  if (r.type === 'transform') return !0;
  if (r.type === 'array') return B(r.element, n);
  if (r.type === 'set') return B(r.valueType, n);
  if (r.type === 'lazy') return B(r.getter(), n);
  if (
    r.type === 'promise' ||
    r.type === 'optional' ||
    r.type === 'nonoptional' ||
    r.type === 'nullable' ||
    r.type === 'readonly' ||
    r.type === 'default' ||
    r.type === 'prefault' ||
    r.type === 'catch'
  )
    return B(r.innerType, n);
  if (r.type === 'intersection') return B(r.left, n) || B(r.right, n);
  if (r.type === 'record' || r.type === 'map') return B(r.keyType, n) || B(r.valueType, n);
  if (r.type === 'pipe') return e._zod.traits.has('$ZodCodec') ? !0 : B(r.in, n) || B(r.out, n);
  if (r.type === 'object') {
    for (const e in r.shape) if (B(r.shape[e], n)) return !0;
    return !1;
  }
  if (r.type === 'union') {
    for (const e of r.options) if (B(e, n)) return !0;
    return !1;
  }
  if (r.type === 'tuple') {
    for (const e of r.items) if (B(e, n)) return !0;
    return !!(r.rest && B(r.rest, n));
  }
  return !1;
}
var wa =
    (e, t = {}) =>
    (n) => {
      const r = ma({
        ...n,
        processors: t,
      });
      return (z(e, r), ga(r, e), Ca(r, e));
    },
  Ta =
    (e, t, n = {}) =>
    (r) => {
      const { libraryOptions: i, target: a } = r ?? {},
        o = ma({
          ...(i ?? {}),
          target: a,
          io: t,
          processors: n,
        });
      return (z(e, o), ga(o, e), Ca(o, e));
    },
  V = (e, t, n) => {
    (e[t] === void 0 || n > e[t]) && (e[t] = n);
  },
  H = (e, t, n) => {
    (e[t] === void 0 || n < e[t]) && (e[t] = n);
  },
  Ea = (e, t) => {
    V(e, 'minimum', t), H(e, 'maximum', t);
  },
  Da = (e, t) => {
    (e.multipleOf ??= []), e.multipleOf.includes(t) || e.multipleOf.push(t);
  },
  Oa = (e, t) => {
    (e.patterns ??= /* @__PURE__ */ new Set()), e.patterns.add(t);
  },
  ka = (e, t) => {
    e.mime = e.mime ? e.mime.filter((e) => t.includes(e)) : [...t];
  },
  Aa = (e, t) => {
    (e.format = t), t.includes('int') && (e.isInt = !0);
  },
  ja = (e, t) => V(e, 'minimum', t.minimum),
  Ma = (e, t) => H(e, 'maximum', t.maximum),
  Na = (e) => (t, n) => {
    Aa(t, n.format);
    const [r, i] = e[n.format];
    V(t, 'minimum', r), H(t, 'maximum', i);
  },
  Pa = {
    greater_than: (e, t) => V(e, t.inclusive ? 'minimum' : 'exclusiveMinimum', t.value),
    less_than: (e, t) => H(e, t.inclusive ? 'maximum' : 'exclusiveMaximum', t.value),
    multiple_of: (e, t) => Da(e, t.value),
    number_format: Na(de),
    bigint_format: Na(fe),
    min_length: ja,
    max_length: Ma,
    length_equals: (e, t) => Ea(e, t.length),
    min_size: ja,
    max_size: Ma,
    size_equals: (e, t) => Ea(e, t.size),
    string_format: (e, t) => {
      Aa(e, t.format),
        t.pattern && Oa(e, t.pattern),
        (t.format === 'base64' || t.format === 'base64url') && (e.contentEncoding = t.format),
        (t.local || t.precision === -1) && (e.laxFormat = !0);
    },
    mime_type: (e, t) => ka(e, t.mime),
  };
function U(e) {
  const t = {},
    n = e._zod.def,
    r = e._zod.traits.has('$ZodCheck') ? [e, ...(n.checks ?? [])] : (n.checks ?? []);
  for (const e of r) Pa[e._zod.def.check]?.(t, e._zod.def);
  const i = e._zod.bag;
  i.minimum !== void 0 && V(t, 'minimum', i.minimum),
    i.exclusiveMinimum !== void 0 && V(t, 'exclusiveMinimum', i.exclusiveMinimum),
    i.maximum !== void 0 && H(t, 'maximum', i.maximum),
    i.exclusiveMaximum !== void 0 && H(t, 'exclusiveMaximum', i.exclusiveMaximum),
    i.multipleOf !== void 0 && Da(t, i.multipleOf),
    i.format !== void 0 && ((t.format ??= i.format), i.format.includes('int') && (t.isInt = !0)),
    i.mime && ka(t, i.mime);
  for (const e of i.patterns ?? []) Oa(t, e);
  return t;
}
var Fa = {
    guid: 'uuid',
    url: 'uri',
    datetime: 'date-time',
    json_string: 'json-string',
    regex: '',
  },
  Ia = /* @__PURE__ */ new Map([
    [Qn, Lt],
    [er, Rt],
  ]),
  La = (e) => Ia.get(e) ?? e,
  Ra = (e, t, n, r) => {
    const i = n;
    i.type = 'string';
    const { minimum: a, maximum: o, format: s, patterns: c, contentEncoding: l, laxFormat: u } = U(e);
    if (
      (typeof a == 'number' && (i.minLength = a),
      typeof o == 'number' && (i.maxLength = o),
      s && ((i.format = Fa[s] ?? s), i.format === '' && delete i.format, (s === 'time' || u) && delete i.format),
      l && (i.contentEncoding = l),
      c && c.size > 0)
    ) {
      const e = [...c].map(La);
      e.length === 1
        ? (i.pattern = e[0].source)
        : e.length > 1 &&
          (i.allOf = [
            ...e.map((e) => ({
              ...(t.target === 'draft-07' || t.target === 'draft-04' || t.target === 'openapi-3.0' ? { type: 'string' } : {}),
              pattern: e.source,
            })),
          ]);
    }
  },
  za = (e, t, n, r) => {
    const i = n,
      { minimum: a, maximum: o, multipleOf: s, exclusiveMaximum: c, exclusiveMinimum: l, isInt: u } = U(e);
    i.type = u ? 'integer' : 'number';
    const d = typeof l == 'number' && l >= (a ?? -Infinity),
      f = typeof c == 'number' && c <= (o ?? Infinity),
      p = t.target === 'draft-04' || t.target === 'openapi-3.0';
    if (
      (d ? (p ? ((i.minimum = l), (i.exclusiveMinimum = !0)) : (i.exclusiveMinimum = l)) : typeof a == 'number' && (i.minimum = a),
      f ? (p ? ((i.maximum = c), (i.exclusiveMaximum = !0)) : (i.exclusiveMaximum = c)) : typeof o == 'number' && (i.maximum = o),
      s)
    ) {
      const n = /* @__PURE__ */ new Set();
      for (const a of s)
        Number.isFinite(a) && a !== 0 ? n.add(Math.abs(a)) : R(e, t, i, r, `A multipleOf divisor of ${a} cannot be represented in JSON Schema`);
      const [a, ...o] = n;
      a !== void 0 && (i.multipleOf = a), o.length && (i.allOf = [...(i.allOf ?? []), ...o.map((e) => ({ multipleOf: e }))]);
    }
  },
  Ba = (e, t, n, r) => {
    n.type = 'boolean';
  },
  Va = (e, t, n, r) => {
    n.not = {};
  },
  Ha = (t, n, r, i) => {
    const a = t._zod.def,
      o = e(a.entries);
    o.length === 0
      ? (r.not = {})
      : (o.every((e) => typeof e == 'number') && (r.type = 'number'), o.every((e) => typeof e == 'string') && (r.type = 'string'), (r.enum = o));
  },
  Ua = (e, t, n, r) => {
    R(e, t, n, r, 'Custom types cannot be represented in JSON Schema');
  },
  Wa = (e, t, n, r) => {
    R(e, t, n, r, 'Transforms cannot be represented in JSON Schema');
  },
  Ga = (e, t, n, r) => {
    const i = n,
      a = e._zod.def,
      { minimum: o, maximum: s } = U(e);
    typeof o == 'number' && (i.minItems = o),
      typeof s == 'number' && (i.maxItems = s),
      (i.type = 'array'),
      (i.items = z(a.element, t, {
        ...r,
        path: [...r.path, 'items'],
      }));
  };
function Ka(e) {
  const t = e._zod.def;
  return t.type === 'pipe' && t.in._zod.traits.has('$ZodTransform') ? Ka(t.out) : t.type === 'catch' ? Ka(t.innerType) : e._zod.optin;
}
var qa = (e, t, n, r) => {
    const i = n,
      a = e._zod.def,
      o = a.shape;
    if (Object.getOwnPropertySymbols(o).length && R(e, t, i, r, 'Symbol keys cannot be represented in JSON Schema')) return;
    (i.type = 'object'), (i.properties = {});
    for (const e in o)
      u(
        i.properties,
        e,
        z(o[e], t, {
          ...r,
          path: [...r.path, 'properties', e],
        }),
      );
    const s = [];
    for (const e of Object.keys(o)) {
      const n = a.shape[e];
      (t.io === 'input' ? Ka(n) === void 0 : n._zod.optout === void 0) && s.push(e);
    }
    s.length > 0 && (i.required = s),
      a.catchall?._zod.def.type === 'never'
        ? (i.additionalProperties = !1)
        : a.catchall
          ? a.catchall &&
            (i.additionalProperties = z(a.catchall, t, {
              ...r,
              path: [...r.path, 'additionalProperties'],
            }))
          : t.io === 'output' && (i.additionalProperties = !1);
  },
  Ja = (e, t, n, r) => {
    const i = e._zod.def,
      a = i.inclusive === !1,
      o = i.options.map((e, n) =>
        z(e, t, {
          ...r,
          path: [...r.path, a ? 'oneOf' : 'anyOf', n],
        }),
      );
    a ? (n.oneOf = o) : (n.anyOf = o);
  },
  Ya = (e, t, n, r) => {
    const i = e._zod.def,
      a = z(i.left, t, {
        ...r,
        path: [...r.path, 'allOf', 0],
      }),
      o = z(i.right, t, {
        ...r,
        path: [...r.path, 'allOf', 1],
      }),
      s = (e) => 'allOf' in e && Object.keys(e).length === 1,
      c = [...(s(a) ? a.allOf : [a]), ...(s(o) ? o.allOf : [o])];
    (n.allOf = c), t.intersections.push(c);
  },
  Xa = (e, t, n, r) => {
    const i = e._zod.def,
      a = z(i.innerType, t, r),
      o = t.seen.get(e);
    t.target === 'openapi-3.0' ? ((o.ref = i.innerType), (n.nullable = !0)) : (n.anyOf = [a, { type: 'null' }]);
  },
  Za = (e, t, n, r) => {
    const i = e._zod.def;
    z(i.innerType, t, r);
    const a = t.seen.get(e);
    a.ref = i.innerType;
  },
  Qa = Symbol();
function $a(e, t, n, r, i) {
  let a = !1,
    o = JSON.stringify(e, (e, t) => (typeof t == 'bigint' ? ((a = !0), null) : t));
  return a ? (R(t, n, r, i, 'BigInt defaults cannot be represented in JSON Schema'), Qa) : JSON.parse(o);
}
var eo = (e, t, n, r) => {
    const i = e._zod.def;
    z(i.innerType, t, r);
    const a = t.seen.get(e);
    a.ref = i.innerType;
    const o = $a(i.defaultValue, e, t, n, r);
    o !== Qa && (n.default = o);
  },
  to = (e, t, n, r) => {
    const i = e._zod.def;
    z(i.innerType, t, r);
    const a = t.seen.get(e);
    if (((a.ref = i.innerType), t.io !== 'input')) return;
    const o = $a(i.defaultValue, e, t, n, r);
    o !== Qa && (n._prefault = o);
  },
  no = (e, t, n, r) => {
    const i = e._zod.def;
    z(i.innerType, t, r);
    const a = t.seen.get(e);
    a.ref = i.innerType;
    let o;
    try {
      o = i.catchValue(void 0);
    } catch {
      R(e, t, n, r, 'Dynamic catch values are not supported in JSON Schema');
      return;
    }
    n.default = o;
  },
  ro = (e, t, n, r) => {
    const i = e._zod.def,
      a = i.in._zod.traits.has('$ZodTransform'),
      o = t.io === 'input' ? (a ? i.out : i.in) : i.out;
    z(o, t, r);
    const s = t.seen.get(e);
    s.ref = o;
  },
  io = (e, t, n, r) => {
    const i = e._zod.def;
    z(i.innerType, t, r);
    const a = t.seen.get(e);
    (a.ref = i.innerType), (n.readOnly = !0);
  },
  ao = (e, t, n, r) => {
    const i = e._zod.def;
    z(i.innerType, t, r);
    const a = t.seen.get(e);
    a.ref = i.innerType;
  },
  oo = (e, t, n, r) => {
    const i = e._zod.innerType;
    z(i, t, r);
    const a = t.seen.get(e);
    a.ref = i;
  },
  so = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
function co(e, t, n) {
  Object.defineProperty(e, t, {
    configurable: !0,
    enumerable: !1,
    get() {
      const e = n(this);
      return (
        Object.defineProperty(this, t, {
          value: e,
          configurable: !0,
          writable: !0,
        }),
        e
      );
    },
    set(e) {
      Object.defineProperty(this, t, {
        value: e,
        configurable: !0,
        writable: !0,
      });
    },
  });
}
var W = /*@__PURE__*/ E(
    'ZodError',
    (e, t) => {
      Ze.init(e, t), (e.name = 'ZodError');
      const r = Object.getPrototypeOf(e);
      so.has(r) ||
        (so.add(r),
        co(r, 'format', (e) => (t) => et(e, t)),
        co(r, 'flatten', (e) => (t) => $e(e, t)),
        co(r, 'addIssue', (e) => (t) => {
          e.issues.push(t), (e.message = JSON.stringify(e.issues, n, 2));
        }),
        co(r, 'addIssues', (e) => (t) => {
          e.issues.push(...t), (e.message = JSON.stringify(e.issues, n, 2));
        }),
        Object.defineProperty(r, 'isEmpty', {
          configurable: !0,
          enumerable: !1,
          get() {
            return this.issues.length === 0;
          },
        }));
    },
    void 0,
    { Parent: Error },
  ),
  lo = /* @__PURE__ */ nt(W),
  uo = /* @__PURE__ */ rt(W),
  fo = /* @__PURE__ */ it(W),
  po = /* @__PURE__ */ ot(W),
  mo = /* @__PURE__ */ ft(W),
  ho = /* @__PURE__ */ pt(W),
  go = /* @__PURE__ */ mt(W),
  _o = /* @__PURE__ */ ht(W),
  vo = /* @__PURE__ */ gt(W),
  yo = /* @__PURE__ */ _t(W),
  bo = /* @__PURE__ */ vt(W),
  xo = /* @__PURE__ */ yt(W);
// ../node_modules/zod/v4/classic/schemas.js
function So() {
  O.localeError || k(ci());
}
function Co() {
  O.memoizer || k({ memoizer: ai() });
}
var G = /*@__PURE__*/ E('ZodType', (e, t) => (So(), j.init(e, t), (e.def = t), (e.type = t.type), e), {
    check(...e) {
      const t = this.def;
      return this.clone(
        g(t, {
          checks: [
            ...(t.checks ?? []),
            ...e.map((e) =>
              typeof e == 'function'
                ? {
                    _zod: {
                      check: e,
                      def: { check: 'custom' },
                      onattach: [],
                    },
                  }
                : e,
            ),
          ],
        }),
        { parent: !0 },
      );
    },
    with(...e) {
      return this.check(...e);
    },
    clone(e, t) {
      return v(this, e, t);
    },
    brand() {
      return this;
    },
    register(e, t) {
      return (e.add(this, t), this);
    },
    refine(e, t) {
      return this.check(Ps(e, t));
    },
    superRefine(e, t) {
      return this.check(Fs(e, t));
    },
    overwrite(e) {
      return this.check(/* @__PURE__ */ I(e));
    },
    optional() {
      return ms(this);
    },
    exactOptional() {
      return gs(this);
    },
    nullable() {
      return vs(this);
    },
    nullish() {
      return ms(vs(this));
    },
    nonoptional(e) {
      return ws(this, e);
    },
    array() {
      return Y(this);
    },
    or(e) {
      return ss([this, e]);
    },
    and(e) {
      return ls(this, e);
    },
    transform(e) {
      return Os(this, fs(e));
    },
    default(e) {
      return bs(this, e);
    },
    prefault(e) {
      return Ss(this, e);
    },
    catch(e) {
      return Es(this, e);
    },
    pipe(e) {
      return Os(this, e);
    },
    readonly() {
      return As(this);
    },
    describe(e) {
      const t = this.clone();
      return (F.add(t, { description: e }), t);
    },
    meta(...e) {
      if (e.length === 0) return F.get(this);
      const t = this.clone();
      return (F.add(t, e[0]), t);
    },
    isOptional() {
      return this.safeParse(void 0).success;
    },
    isNullable() {
      return this.safeParse(null).success;
    },
    apply(e, ...t) {
      return t.length === 0 ? e(this) : e(this, ...t);
    },
    get '~standard'() {
      return Me(this, '~standard', {
        ...bn(this),
        jsonSchema: {
          input: Ta(this, 'input'),
          output: Ta(this, 'output'),
        },
      });
    },
    set '~standard'(e) {
      C(this, '~standard', e);
    },
    parse: function e(t, n) {
      return lo(this, t, n, { callee: e });
    },
    parseAsync: async function e(t, n) {
      return await uo(this, t, n, { callee: e });
    },
    safeParse(e, t) {
      return fo(this, e, t);
    },
    async safeParseAsync(e, t) {
      return po(this, e, t);
    },
    get spa() {
      return this?.safeParseAsync;
    },
    set spa(e) {
      C(this, 'spa', e);
    },
    validate(e, t) {
      return lt(this, e, t);
    },
    validateAsync(e, t) {
      return dt(this, e, t);
    },
    encode: function e(t, n) {
      return mo(this, t, n, { callee: e });
    },
    decode: function e(t, n) {
      return ho(this, t, n, { callee: e });
    },
    encodeAsync: async function e(t, n) {
      return await go(this, t, n, { callee: e });
    },
    decodeAsync: async function e(t, n) {
      return await _o(this, t, n, { callee: e });
    },
    safeEncode(e, t) {
      return vo(this, e, t);
    },
    safeDecode(e, t) {
      return yo(this, e, t);
    },
    async safeEncodeAsync(e, t) {
      return bo(this, e, t);
    },
    async safeDecodeAsync(e, t) {
      return xo(this, e, t);
    },
    toJSONSchema(e) {
      return wa(this, {})(e);
    },
    get description() {
      return F.get(this)?.description;
    },
    get _def() {
      return this._zod.def;
    },
  }),
  wo = /*@__PURE__*/ E(
    '_ZodString',
    (e, t) => {
      xn.init(e, t), G.init(e, t), (e._zod.processJSONSchema = (t, n, r) => Ra(e, t, n, r));
    },
    /*@__PURE__*/ Ne(
      {
        format: (e) => U(e).format ?? null,
        minLength: (e) => U(e).minimum ?? null,
        maxLength: (e) => U(e).maximum ?? null,
      },
      {
        regex(...e) {
          return this.check(/* @__PURE__ */ $i(...e));
        },
        includes(...e) {
          return this.check(/* @__PURE__ */ na(...e));
        },
        startsWith(...e) {
          return this.check(/* @__PURE__ */ ra(...e));
        },
        endsWith(...e) {
          return this.check(/* @__PURE__ */ ia(...e));
        },
        min(...e) {
          return this.check(/* @__PURE__ */ Zi(...e));
        },
        max(...e) {
          return this.check(/* @__PURE__ */ Xi(...e));
        },
        length(...e) {
          return this.check(/* @__PURE__ */ Qi(...e));
        },
        nonempty(...e) {
          return this.check(/* @__PURE__ */ Zi(1, ...e));
        },
        lowercase(e) {
          return this.check(/* @__PURE__ */ ea(e));
        },
        uppercase(e) {
          return this.check(/* @__PURE__ */ ta(e));
        },
        trim() {
          return this.check(/* @__PURE__ */ oa());
        },
        normalize(...e) {
          return this.check(/* @__PURE__ */ aa(...e));
        },
        toLowerCase() {
          return this.check(/* @__PURE__ */ sa());
        },
        toUpperCase() {
          return this.check(/* @__PURE__ */ ca());
        },
        slugify() {
          return this.check(/* @__PURE__ */ la());
        },
      },
    ),
  ),
  To = /*@__PURE__*/ E(
    'ZodString',
    (e, t) => {
      xn.init(e, t), wo.init(e, t);
    },
    {
      email(e) {
        return this.check(/* @__PURE__ */ mi(Ao, e));
      },
      url(e) {
        return this.check(/* @__PURE__ */ bi(No, e));
      },
      jwt(e) {
        return this.check(/* @__PURE__ */ Fi(Jo, e));
      },
      emoji(e) {
        return this.check(/* @__PURE__ */ xi(Po, e));
      },
      guid(e) {
        return this.check(/* @__PURE__ */ hi(jo, e));
      },
      uuid(e) {
        return this.check(/* @__PURE__ */ gi(Mo, e));
      },
      uuidv4(e) {
        return this.check(/* @__PURE__ */ _i(Mo, e));
      },
      uuidv6(e) {
        return this.check(/* @__PURE__ */ vi(Mo, e));
      },
      uuidv7(e) {
        return this.check(/* @__PURE__ */ yi(Mo, e));
      },
      nanoid(e) {
        return this.check(/* @__PURE__ */ Si(Fo, e));
      },
      cuid(e) {
        return this.check(/* @__PURE__ */ Ci(Io, e));
      },
      cuid2(e) {
        return this.check(/* @__PURE__ */ wi(Lo, e));
      },
      ulid(e) {
        return this.check(/* @__PURE__ */ Ti(Ro, e));
      },
      base64(e) {
        return this.check(/* @__PURE__ */ Mi(Go, e));
      },
      base64url(e) {
        return this.check(/* @__PURE__ */ Ni(Ko, e));
      },
      xid(e) {
        return this.check(/* @__PURE__ */ Ei(zo, e));
      },
      ksuid(e) {
        return this.check(/* @__PURE__ */ Di(Bo, e));
      },
      ipv4(e) {
        return this.check(/* @__PURE__ */ Oi(Vo, e));
      },
      ipv6(e) {
        return this.check(/* @__PURE__ */ ki(Ho, e));
      },
      cidrv4(e) {
        return this.check(/* @__PURE__ */ Ai(Uo, e));
      },
      cidrv6(e) {
        return this.check(/* @__PURE__ */ ji(Wo, e));
      },
      e164(e) {
        return this.check(/* @__PURE__ */ Pi(qo, e));
      },
      datetime(e) {
        return this.check(/* @__PURE__ */ Ii(Eo, e));
      },
      date(e) {
        return this.check(/* @__PURE__ */ Li(Do, e));
      },
      time(e) {
        return this.check(/* @__PURE__ */ Ri(Oo, e));
      },
      duration(e) {
        return this.check(/* @__PURE__ */ zi(ko, e));
      },
    },
  );
function K(e) {
  return /* @__PURE__ */ pi(To, e);
}
var q = /*@__PURE__*/ E('ZodStringFormat', (e, t) => {
    M.init(e, t), wo.init(e, t);
  }),
  Eo = /*@__PURE__*/ E('ZodISODateTime', (e, t) => {
    Bn.init(e, t), q.init(e, t);
  }),
  Do = /*@__PURE__*/ E('ZodISODate', (e, t) => {
    Vn.init(e, t), q.init(e, t);
  }),
  Oo = /*@__PURE__*/ E('ZodISOTime', (e, t) => {
    Hn.init(e, t), q.init(e, t);
  }),
  ko = /*@__PURE__*/ E('ZodISODuration', (e, t) => {
    Un.init(e, t), q.init(e, t);
  }),
  Ao = /*@__PURE__*/ E('ZodEmail', (e, t) => {
    wn.init(e, t), q.init(e, t);
  }),
  jo = /*@__PURE__*/ E('ZodGUID', (e, t) => {
    Sn.init(e, t), q.init(e, t);
  }),
  Mo = /*@__PURE__*/ E('ZodUUID', (e, t) => {
    Cn.init(e, t), q.init(e, t);
  }),
  No = /*@__PURE__*/ E('ZodURL', (e, t) => {
    Mn.init(e, t), q.init(e, t);
  }),
  Po = /*@__PURE__*/ E('ZodEmoji', (e, t) => {
    Nn.init(e, t), q.init(e, t);
  }),
  Fo = /*@__PURE__*/ E('ZodNanoID', (e, t) => {
    Pn.init(e, t), q.init(e, t);
  }),
  Io = /*@__PURE__*/ E('ZodCUID', (e, t) => {
    Fn.init(e, t), q.init(e, t);
  }),
  Lo = /*@__PURE__*/ E('ZodCUID2', (e, t) => {
    In.init(e, t), q.init(e, t);
  }),
  Ro = /*@__PURE__*/ E('ZodULID', (e, t) => {
    Ln.init(e, t), q.init(e, t);
  }),
  zo = /*@__PURE__*/ E('ZodXID', (e, t) => {
    Rn.init(e, t), q.init(e, t);
  }),
  Bo = /*@__PURE__*/ E('ZodKSUID', (e, t) => {
    zn.init(e, t), q.init(e, t);
  }),
  Vo = /*@__PURE__*/ E('ZodIPv4', (e, t) => {
    Wn.init(e, t), q.init(e, t);
  }),
  Ho = /*@__PURE__*/ E('ZodIPv6', (e, t) => {
    qn.init(e, t), q.init(e, t);
  }),
  Uo = /*@__PURE__*/ E('ZodCIDRv4', (e, t) => {
    Jn.init(e, t), q.init(e, t);
  }),
  Wo = /*@__PURE__*/ E('ZodCIDRv6', (e, t) => {
    Xn.init(e, t), q.init(e, t);
  }),
  Go = /*@__PURE__*/ E('ZodBase64', (e, t) => {
    $n.init(e, t), q.init(e, t);
  }),
  Ko = /*@__PURE__*/ E('ZodBase64URL', (e, t) => {
    nr.init(e, t), q.init(e, t);
  }),
  qo = /*@__PURE__*/ E('ZodE164', (e, t) => {
    rr.init(e, t), q.init(e, t);
  }),
  Jo = /*@__PURE__*/ E('ZodJWT', (e, t) => {
    ar.init(e, t), q.init(e, t);
  }),
  Yo = /*@__PURE__*/ E(
    'ZodNumber',
    (e, t) => {
      or.init(e, t), G.init(e, t), (e._zod.processJSONSchema = (t, n, r) => za(e, t, n, r)), (e.isFinite = !0);
    },
    /*@__PURE__*/ Ne(
      {
        minValue: (e) => {
          const { minimum: t, exclusiveMinimum: n } = U(e);
          return Math.max(t ?? -Infinity, n ?? -Infinity);
        },
        maxValue: (e) => {
          const { maximum: t, exclusiveMaximum: n } = U(e);
          return Math.min(t ?? Infinity, n ?? Infinity);
        },
        isInt: (e) => {
          const { isInt: t, multipleOf: n } = U(e);
          return !!t || !!n?.some(Number.isSafeInteger);
        },
        format: (e) => U(e).format ?? null,
      },
      {
        gt(e, t) {
          return this.check(/* @__PURE__ */ qi(e, t));
        },
        gte(e, t) {
          return this.check(/* @__PURE__ */ Ji(e, t));
        },
        min(e, t) {
          return this.check(/* @__PURE__ */ Ji(e, t));
        },
        lt(e, t) {
          return this.check(/* @__PURE__ */ Gi(e, t));
        },
        lte(e, t) {
          return this.check(/* @__PURE__ */ Ki(e, t));
        },
        max(e, t) {
          return this.check(/* @__PURE__ */ Ki(e, t));
        },
        int(e) {
          return this.check(Zo(e));
        },
        safe(e) {
          return this.check(Zo(e));
        },
        positive(e) {
          return this.check(/* @__PURE__ */ qi(0, e));
        },
        nonnegative(e) {
          return this.check(/* @__PURE__ */ Ji(0, e));
        },
        negative(e) {
          return this.check(/* @__PURE__ */ Gi(0, e));
        },
        nonpositive(e) {
          return this.check(/* @__PURE__ */ Ki(0, e));
        },
        multipleOf(e, t) {
          return this.check(/* @__PURE__ */ Yi(e, t));
        },
        step(e, t) {
          return this.check(/* @__PURE__ */ Yi(e, t));
        },
        finite() {
          return this;
        },
      },
    ),
  );
function J(e) {
  return /* @__PURE__ */ Bi(Yo, e);
}
var Xo = /*@__PURE__*/ E('ZodNumberFormat', (e, t) => {
  sr.init(e, t), Yo.init(e, t);
});
function Zo(e) {
  return /* @__PURE__ */ Vi(Xo, e);
}
var Qo = /*@__PURE__*/ E('ZodBoolean', (e, t) => {
  cr.init(e, t), G.init(e, t), (e._zod.processJSONSchema = (t, n, r) => Ba(e, t, n, r));
});
function $o(e) {
  return /* @__PURE__ */ Hi(Qo, e);
}
var es = /*@__PURE__*/ E('ZodUnknown', (e, t) => {
  lr.init(e, t), G.init(e, t), (e._zod.processJSONSchema = (e, t, n) => void 0);
});
function ts() {
  return /* @__PURE__ */ Ui(es);
}
var ns = /*@__PURE__*/ E('ZodNever', (e, t) => {
  ur.init(e, t), G.init(e, t), (e._zod.processJSONSchema = (t, n, r) => Va(e, t, n, r));
});
function rs(e) {
  return /* @__PURE__ */ Wi(ns, e);
}
var is = /*@__PURE__*/ E(
  'ZodArray',
  (e, t) => {
    Co(), mr.init(e, t), G.init(e, t), (e._zod.processJSONSchema = (t, n, r) => Ga(e, t, n, r)), (e.element = t.element);
  },
  {
    min(e, t) {
      return this.check(/* @__PURE__ */ Zi(e, t));
    },
    nonempty(e) {
      return this.check(/* @__PURE__ */ Zi(1, e));
    },
    max(e, t) {
      return this.check(/* @__PURE__ */ Xi(e, t));
    },
    length(e, t) {
      return this.check(/* @__PURE__ */ Qi(e, t));
    },
    unwrap() {
      return this.element;
    },
  },
);
function Y(e, t) {
  return /* @__PURE__ */ ua(is, e, t);
}
var as = /*@__PURE__*/ E(
  'ZodObject',
  (e, t) => {
    Co(), br.init(e, t), G.init(e, t), (e._zod.processJSONSchema = (t, n, r) => qa(e, t, n, r)), Re(e, 'shape', (e) => e._zod.def.shape, !1);
  },
  {
    keyof() {
      return Q(Object.keys(this._zod.def.shape));
    },
    catchall(e) {
      return this.clone(g(this._zod.def, { catchall: e }));
    },
    passthrough() {
      return this.clone(g(this._zod.def, { catchall: ts() }));
    },
    loose() {
      return this.clone(g(this._zod.def, { catchall: ts() }));
    },
    strict() {
      return this.clone(g(this._zod.def, { catchall: rs() }));
    },
    strip() {
      return this.clone(g(this._zod.def, { catchall: void 0 }));
    },
    extend(e) {
      return ge(this, e);
    },
    safeExtend(e) {
      return ve(this, e);
    },
    merge(e) {
      return ye(this, e);
    },
    pick(e) {
      return pe(this, e);
    },
    omit(e) {
      return he(this, e);
    },
    partial(...e) {
      return be(ps, this, e[0]);
    },
    exactPartial(...e) {
      return be(hs, this, e[0], 'exactPartial');
    },
    required(...e) {
      return xe(Cs, this, e[0]);
    },
  },
);
function X(e, t) {
  return new as({
    type: 'object',
    shape: e ?? {},
    ...y(t),
  });
}
function Z(e, t) {
  return new as({
    type: 'object',
    shape: e,
    catchall: rs(),
    ...y(t),
  });
}
var os = /*@__PURE__*/ E('ZodUnion', (e, t) => {
  Sr.init(e, t), G.init(e, t), (e._zod.processJSONSchema = (t, n, r) => Ja(e, t, n, r)), (e.options = t.options);
});
function ss(e, t) {
  return new os({
    type: 'union',
    options: e,
    ...y(t),
  });
}
var cs = /*@__PURE__*/ E('ZodIntersection', (e, t) => {
  Cr.init(e, t), G.init(e, t), (e._zod.processJSONSchema = (t, n, r) => Ya(e, t, n, r));
});
function ls(e, t) {
  return new cs({
    type: 'intersection',
    left: e,
    right: t,
  });
}
var us = /*@__PURE__*/ E('ZodEnum', (e, t) => {
  Er.init(e, t), G.init(e, t), (e._zod.processJSONSchema = (t, n, r) => Ha(e, t, n, r)), (e.enum = t.entries), (e.options = [...e._zod.values]);
  const n = new Set(Object.keys(t.entries));
  (e.extract = (e, r) => {
    const i = {};
    for (const r of e)
      if (n.has(r)) i[r] = t.entries[r];
      else throw Error(`Key ${r} not found in enum`);
    return new us({
      ...t,
      checks: [],
      ...y(r),
      entries: i,
    });
  }),
    (e.exclude = (e, r) => {
      const i = { ...t.entries };
      for (const t of e)
        if (n.has(t)) delete i[t];
        else throw Error(`Key ${t} not found in enum`);
      return new us({
        ...t,
        checks: [],
        ...y(r),
        entries: i,
      });
    });
});
function Q(e, t) {
  return new us({
    type: 'enum',
    entries: Array.isArray(e) ? Object.fromEntries(e.map((e) => [e, e])) : e,
    ...y(t),
  });
}
var ds = /*@__PURE__*/ E('ZodTransform', (e, t) => {
  Co(),
    Dr.init(e, t),
    G.init(e, t),
    (e._zod.processJSONSchema = (t, n, r) => Wa(e, t, n, r)),
    (e._zod.parse = (n, r) => {
      if (r.direction === 'backward') throw new Ge(e.constructor.name);
      n.addIssue = (r) => {
        if (typeof r == 'string') n.issues.push(S(r, n.value, t));
        else {
          const t = r;
          t.fatal && (t.continue = !1), (t.code ??= 'custom'), 'input' in t || (t.input = n.value), (t.inst ??= e), n.issues.push(S(t));
        }
      };
      const i = t.transform(n.value, n);
      return i instanceof Promise ? i.then((e) => ((n.value = e), n)) : ((n.value = i), n);
    });
});
function fs(e) {
  return new ds({
    type: 'transform',
    transform: e,
  });
}
var ps = /*@__PURE__*/ E('ZodOptional', (e, t) => {
  kr.init(e, t), G.init(e, t), (e._zod.processJSONSchema = (t, n, r) => ao(e, t, n, r)), (e.unwrap = () => e._zod.def.innerType);
});
function ms(e) {
  return new ps({
    type: 'optional',
    innerType: e,
  });
}
var hs = /*@__PURE__*/ E('ZodExactOptional', (e, t) => {
  Ar.init(e, t), G.init(e, t), (e._zod.processJSONSchema = (t, n, r) => ao(e, t, n, r)), (e.unwrap = () => e._zod.def.innerType);
});
function gs(e) {
  return new hs({
    type: 'optional',
    innerType: e,
  });
}
var _s = /*@__PURE__*/ E('ZodNullable', (e, t) => {
  jr.init(e, t), G.init(e, t), (e._zod.processJSONSchema = (t, n, r) => Xa(e, t, n, r)), (e.unwrap = () => e._zod.def.innerType);
});
function vs(e) {
  return new _s({
    type: 'nullable',
    innerType: e,
  });
}
var ys = /*@__PURE__*/ E('ZodDefault', (e, t) => {
  Mr.init(e, t), G.init(e, t), (e._zod.processJSONSchema = (t, n, r) => eo(e, t, n, r)), (e.unwrap = () => e._zod.def.innerType), (e.removeDefault = e.unwrap);
});
function bs(e, t) {
  return new ys({
    type: 'default',
    innerType: e,
    get defaultValue() {
      return typeof t == 'function' ? t() : oe(t);
    },
  });
}
var xs = /*@__PURE__*/ E('ZodPrefault', (e, t) => {
  Pr.init(e, t), G.init(e, t), (e._zod.processJSONSchema = (t, n, r) => to(e, t, n, r)), (e.unwrap = () => e._zod.def.innerType);
});
function Ss(e, t) {
  return new xs({
    type: 'prefault',
    innerType: e,
    get defaultValue() {
      return typeof t == 'function' ? t() : oe(t);
    },
  });
}
var Cs = /*@__PURE__*/ E('ZodNonOptional', (e, t) => {
  Fr.init(e, t), G.init(e, t), (e._zod.processJSONSchema = (t, n, r) => Za(e, t, n, r)), (e.unwrap = () => e._zod.def.innerType);
});
function ws(e, t) {
  return new Cs({
    type: 'nonoptional',
    innerType: e,
    ...y(t),
  });
}
var Ts = /*@__PURE__*/ E('ZodCatch', (e, t) => {
  Rr.init(e, t), G.init(e, t), (e._zod.processJSONSchema = (t, n, r) => no(e, t, n, r)), (e.unwrap = () => e._zod.def.innerType), (e.removeCatch = e.unwrap);
});
function Es(e, t) {
  return new Ts({
    type: 'catch',
    innerType: e,
    catchValue: typeof t == 'function' ? t : Be(t),
  });
}
var Ds = /*@__PURE__*/ E('ZodPipe', (e, t) => {
  zr.init(e, t), G.init(e, t), (e._zod.processJSONSchema = (t, n, r) => ro(e, t, n, r)), (e.in = t.in), (e.out = t.out);
});
function Os(e, t) {
  return new Ds({
    type: 'pipe',
    in: e,
    out: t,
  });
}
var ks = /*@__PURE__*/ E('ZodReadonly', (e, t) => {
  Vr.init(e, t), G.init(e, t), (e._zod.processJSONSchema = (t, n, r) => io(e, t, n, r)), (e.unwrap = () => e._zod.def.innerType);
});
function As(e) {
  return new ks({
    type: 'readonly',
    innerType: e,
  });
}
var js = /*@__PURE__*/ E('ZodLazy', (e, t) => {
  Ur.init(e, t), G.init(e, t), (e._zod.processJSONSchema = (t, n, r) => oo(e, t, n, r)), (e.unwrap = () => e._zod.def.getter());
});
function Ms(e) {
  return new js({
    type: 'lazy',
    getter: e,
  });
}
var Ns = /*@__PURE__*/ E('ZodCustom', (e, t) => {
  Wr.init(e, t), G.init(e, t), (e._zod.processJSONSchema = (t, n, r) => Ua(e, t, n, r));
});
function Ps(e, t = {}) {
  return /* @__PURE__ */ da(Ns, e, t);
}
function Fs(e, t) {
  return /* @__PURE__ */ fa(e, t);
}
// ../src/schemas/applications.ts
var Is = [
    'coatings',
    'automotive',
    'plastics',
    'inks',
    'paper',
    'rubber',
    'ceramics',
    'fibres',
    'textiles',
    'leather',
    'construction',
    'cosmetics',
    'detergents',
  ],
  Ls = ['comprehensive', 'sales', 'priceAsc', 'priceDesc'],
  Rs = 1e8,
  zs = 1e5,
  Bs = 2147483647,
  Vs = ['zh', 'en'],
  Hs = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
  Us = (e) => !Hs.test(e),
  Ws = (e) =>
    K(e).refine(Us, {
      message: 'validation.unstorableText',
      abort: !0,
    });
Q(Vs),
  X({
    zh: Ws(),
    en: Ws(),
  }),
  K()
    .trim()
    .regex(/^1[3-9]\d{9}$/, 'validation.phone');
var $ = J().int().positive().max(Bs);
Z({});
// ../src/schemas/catalog.ts
var Gs = J().int().min(0).max(Rs);
Z({
  keyword: Ws().trim().max(60).optional(),
  brandId: $.optional(),
  itemId: $.optional(),
  chId: $.optional(),
  threeLevelId: $.optional(),
  fourLevelId: $.optional(),
  applicability: Q(Is).optional(),
  inStock: $o().optional(),
  minPricePerKgFen: Gs.optional(),
  maxPricePerKgFen: Gs.optional(),
  sort: Q(Ls).default('comprehensive'),
  curPage: J().int().min(1).max(zs).default(1),
});
var Ks = X({
    id: J(),
    label: K(),
    netWeightGrams: J(),
    priceFen: J(),
    pricePerKgFen: J(),
    stock: J(),
  }),
  qs = X({
    id: J(),
    code: K(),
    name: K(),
    brandId: J(),
    brandName: K(),
    ciName: K().nullable(),
    hex: K().nullable(),
    imageUrl: K().nullable(),
    applicability: Y(K()),
    minPricePerKgFen: J().nullable(),
    minPriceFen: J().nullable(),
    stock: J(),
    salesCount: J(),
  }),
  Js = X({
    id: J(),
    name: K(),
    count: J(),
  }),
  Ys = Js.extend({
    level: J(),
    parentId: J().nullable(),
  }),
  Xs = X({
    items: Y(qs),
    total: J(),
    curPage: J(),
    pageSize: J(),
    pageCount: J(),
    facets: X({
      brands: Y(Js),
      categories: Y(Ys),
      applicability: Y(
        X({
          code: Q(Is),
          count: J(),
        }),
      ),
      inStock: J(),
      pricePerKgFen: X({
        min: J(),
        max: J(),
      }).nullable(),
    }),
  });
Z({ id: $ }),
  qs.extend({
    ciNumber: K().nullable(),
    ciLongName: K().nullable(),
    chemistry: K(),
    origin: K(),
    specification: K(),
    introHtml: K(),
    dilutedHex: K().nullable(),
    images: Y(K()),
    categoryPath: Y(
      X({
        id: J(),
        name: K(),
        level: J(),
      }),
    ),
    parameters: Y(
      X({
        name: K(),
        value: K(),
      }),
    ),
    skus: Y(Ks),
    updatedAt: K(),
  }),
  Z({ ids: Y($).min(1).max(50) });
var Zs = Y(
  X({
    id: J(),
    updatedAt: K(),
    skus: Y(Ks),
  }),
);
Z({ limit: J().int().min(1).max(24).default(8) }),
  Z({
    hex: K()
      .trim()
      .regex(/^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'validation.hex'),
    brandId: $.optional(),
    limit: J().int().min(1).max(24).default(12),
  }),
  qs.extend({ deltaE: J() }),
  Z({ brandId: $.optional() }),
  X({
    id: J(),
    name: K(),
    ciName: K().nullable(),
    brandId: J(),
    hex: K(),
  });
var Qs = Ms(() =>
    X({
      id: J(),
      name: K(),
      level: J(),
      children: Y(Qs),
    }),
  ),
  $s = (e) => [Xs.safeParse(e), Zs.safeParse(e)];

export { $s as f };
