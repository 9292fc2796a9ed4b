// ../node_modules/zod/v4/core/util.js
function e(e) {
  const t = Object.values(e).filter((e) => typeof e == 'number');
  return Object.entries(e)
    .filter(([e, n]) => t.indexOf(+e) === -1)
    .map(([e, t]) => t);
}
function t(e, t) {
  return typeof t == 'bigint' ? t.toString() : t;
}
var n = class {
  constructor(e) {
    (this._getter = e), (this._value = void 0);
  }
  get value() {
    const e = this._getter;
    return (e !== void 0 && ((this._value = e()), (this._getter = void 0)), this._value);
  }
};
function r(e) {
  return new n(e);
}
function i(e) {
  const t = +!!e.startsWith('^'),
    n = e.endsWith('$') ? e.length - 1 : e.length;
  return e.slice(t, n);
}
function a(e, t, n) {
  Object.defineProperty(e, t, {
    value: n,
    writable: !0,
    enumerable: !0,
    configurable: !0,
  });
}
var o = 'captureStackTrace' in Error ? Error.captureStackTrace : (...e) => {};
function s(e) {
  return typeof e == 'object' && !!e && !Array.isArray(e);
}
var c = /* @__PURE__*/ new Set(['string', 'number', 'symbol']);
function l(e) {
  return e.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
function u(e, t, n) {
  const r = new e._zod.constr(t ?? e._zod.def);
  return ((!t || n?.parent) && (r._zod.parent = e), r);
}
function d(e) {
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
function f(e) {
  return Object.keys(e).filter((t) => e[t]._zod.optin !== void 0 && e[t]._zod.optout === 'optional');
}
function p(e, t = 0) {
  if (e.aborted === !0) return !0;
  for (let n = t; n < e.issues.length; n++) if (e.issues[n]?.continue !== !0) return !0;
  return !1;
}
function m(e, t = 0) {
  if (e.aborted === !0) return !0;
  for (let n = t; n < e.issues.length; n++) if (e.issues[n]?.continue === !1) return !0;
  return !1;
}
function h(e, t) {
  return t.map((t) => {
    var n;
    return ((n = t).path ?? (n.path = []), t.path.unshift(e), t);
  });
}
function g(e) {
  return typeof e == 'string' ? e : e?.message;
}
function _(e) {
  const t = [];
  for (const n of e ?? []) {
    const e = n._zod.def;
    if (!/_(length|size)$|_equals$/.test(e.check)) break;
    const r = e.maximum ?? e.length ?? e.size;
    r >= 0 && t.push([r, n]);
  }
  return t;
}
function v(e, t, n) {
  var r;
  for (let i = t; i < e.length; i++) (r = e[i]).schema ?? (r.schema = n);
}
function y(e, t, n) {
  var r;
  const i = e.inst?._zod?.traits;
  i?.has('$ZodType') && (i.has('$ZodCheck') ? ((r = e).schema ?? (r.schema = e.inst)) : (e.schema = e.inst));
  const a = e.schema === e.inst ? void 0 : e.schema?._zod.def?.error,
    o = e.message
      ? e.message
      : (g(e.inst?._zod.def?.error?.(e)) ?? g(a?.(e)) ?? g(t?.error?.(e)) ?? g(n.customError?.(e)) ?? g(n.localeError?.(e)) ?? 'Invalid input'),
    s = {};
  for (const t of Object.keys(e)) t !== 'inst' && t !== 'schema' && t !== 'continue' && t !== 'input' && t !== '__proto__' && (s[t] = e[t]);
  return ((s.path ??= []), (s.message = o), t?.reportInput && (s.input = e.input), s);
}
function ee(e, t) {
  for (const n in t) {
    const r = Object.getOwnPropertyDescriptor(t, n);
    r.get
      ? Object.defineProperty(e, n, {
          ...r,
          enumerable: !1,
        })
      : ne(e, n, r.value);
  }
}
function b(e, t, n, r = !0) {
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
function te(e, t, n) {
  return b(e, t, n, !1);
}
function ne(e, t, n) {
  Object.defineProperty(e, t, {
    configurable: !0,
    get() {
      return this == null ? n : b(this, t, n.bind(this));
    },
    set(e) {
      b(this, t, e);
    },
  });
}
function x(e, t) {
  const n = Object.getPrototypeOf(e);
  return t in n ? void 0 : n;
}
var S,
  C = !1,
  re = {
    configurable: !0,
    get() {
      C = !0;
    },
  };
function w(e, t, n) {
  const r = Object.getPrototypeOf(e._zod);
  t in r && S !== e._zod
    ? (S = void 0)
    : ((S = e._zod),
      Object.defineProperty(r, t, {
        configurable: !0,
        get() {
          Object.defineProperty(this, t, re);
          const e = C;
          C = !1;
          try {
            const r = n(this);
            return (
              C
                ? delete this[t]
                : Object.defineProperty(this, t, {
                    configurable: !0,
                    writable: !0,
                    value: r,
                  }),
              (C ||= e),
              r
            );
          } catch (n) {
            throw (delete this[t], (C ||= e), n);
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
function T(e, t, n, r) {
  const i = x(e, t);
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
// ../node_modules/zod/v4/core/core.js
var E,
  D = {
    value: void 0,
    enumerable: !1,
  },
  O = 'captureStackTrace' in Error ? Error : null;
function ie(e) {
  const t = O;
  if (t) {
    const n = t.stackTraceLimit;
    if (typeof n == 'number') {
      try {
        t.stackTraceLimit = 0;
      } catch {
        return ((O = null), new e());
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
function k(e, t, n, r) {
  const i = {};
  function a(e) {
    (this.def = e), (this.constr = d), (this.traits = /* @__PURE__ */ new Set());
  }
  a.prototype = i;
  const o = n,
    s = o && /* @__PURE__ */ new WeakSet();
  function c(n, r) {
    if (!n._zod) {
      D.value = new a(r);
      try {
        Object.defineProperty(n, '_zod', D);
      } finally {
        D.value = void 0;
      }
    } else if (n._zod.traits.has(e)) return;
    if ((n._zod.traits.add(e), t(n, r), s)) {
      let e = Object.getPrototypeOf(n),
        t = n._zod.constr.prototype,
        r = e;
      for (; r && r !== t; ) r = Object.getPrototypeOf(r);
      const i = r ?? e;
      s.has(i) || (s.add(i), ee(i, o));
    }
    const i = d.prototype;
    for (const e in i) Object.hasOwn(i, e) && (e in n || (n[e] = i[e].bind(n)));
  }
  const l = r?.Parent ?? Object;
  class u extends l {}
  Object.defineProperty(u, 'name', { value: e });
  function d(e) {
    const t = r?.Parent ? ie(u) : this;
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
var A = class extends Error {
  constructor() {
    super('Encountered Promise during synchronous parse. Use .parseAsync() instead.');
  }
};
(E = globalThis).__zod_globalConfig ?? (E.__zod_globalConfig = {});
var j = globalThis.__zod_globalConfig;
function M(e) {
  return (e && Object.assign(j, e), j);
}
// ../node_modules/zod/v4/core/errors.js
function ae() {
  const e = this._zod;
  return ((e.message ??= JSON.stringify(e.def, t, 2)), e.message);
}
function oe(e) {
  this._zod.message = e;
}
var se = {
    get: ae,
    set: oe,
    enumerable: !0,
    configurable: !0,
  },
  N = {
    value: void 0,
    enumerable: !1,
  },
  P = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]),
  F = /* @__PURE__ */ k(
    '$ZodError',
    (e, t) => {
      (e.name = '$ZodError'), (N.value = t), Object.defineProperty(e, 'issues', N), (N.value = void 0), Object.defineProperty(e, 'message', se);
      const n = Object.getPrototypeOf(e);
      P.has(n) ||
        (P.add(n),
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
    void 0,
    { Parent: Error },
  ),
  ce = /* @__PURE__*/ ((e) => {
    const t = (n, r, i, a) => {
      const s = i
          ? {
              ...i,
              async: !1,
            }
          : { async: !1 },
        c = n._zod.run(
          {
            value: r,
            issues: [],
          },
          s,
        );
      if (c instanceof Promise) throw new A();
      if (c.issues.length) {
        const n = new (a?.Err ?? e)(c.issues.map((e) => y(e, s, M())));
        throw (o(n, a?.callee ?? t), n);
      }
      return c.value;
    };
    return t;
  })(F),
  le = /* @__PURE__*/ ((e) => {
    const t = async (n, r, i, a) => {
      let s = i
          ? {
              ...i,
              async: !0,
            }
          : { async: !0 },
        c = n._zod.run(
          {
            value: r,
            issues: [],
          },
          s,
        );
      if ((c instanceof Promise && (c = await c), c.issues.length)) {
        const n = new (a?.Err ?? e)(c.issues.map((e) => y(e, s, M())));
        throw (o(n, a?.callee ?? t), n);
      }
      return c.value;
    };
    return t;
  })(F),
  I = /* @__PURE__*/ ((e) => (t, n, r) => {
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
    if (a instanceof Promise) throw new A();
    return a.issues.length
      ? L(e, a.issues, i)
      : {
          success: !0,
          data: a.value,
        };
  })(F);
function L(e, t, n) {
  let r;
  return {
    success: !1,
    get error() {
      return (r || ((r = new e(t.map((e) => y(e, n, M())))), (t = void 0), (n = void 0)), r);
    },
    set error(e) {
      (r = e), (t = void 0), (n = void 0);
    },
  };
}
var ue = /* @__PURE__*/ ((e) => async (t, n, r) => {
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
        ? L(e, a.issues, i)
        : {
            success: !0,
            data: a.value,
          }
    );
  })(F),
  R = /^[\s\S]{0,}$/,
  z = /^-?\d+(?:\.\d+)?$/,
  B = {
    major: 4,
    minor: 6,
    patch: 7,
  },
  V = /*@__PURE__*/ k(
    '$ZodType',
    (e, t) => {
      var n;
      (e ??= {}), (e._zod.def = t), (e._zod.bag = e._zod.bag || {}), (e._zod.version = B);
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
            let i = p(t),
              a;
            for (const o of n) {
              if (o._zod.def.when) {
                if (m(t) || !o._zod.def.when(t)) continue;
              } else if (i) continue;
              const n = t.issues.length,
                s = o._zod.check(t);
              if (s instanceof Promise && r?.async === !1) throw new A();
              if (a || s instanceof Promise)
                a = (a ?? Promise.resolve()).then(async () => {
                  await s, t.issues.length !== n && (v(t.issues, n, e), (i ||= p(t, n)));
                });
              else {
                if (t.issues.length === n) continue;
                v(t.issues, n, e), (i ||= p(t, n));
              }
            }
            return a ? a.then(() => t) : t;
          },
          n = (n, r, a) => {
            if (p(n)) return ((n.aborted = !0), n);
            const o = t(r, i, a);
            if (o instanceof Promise) {
              if (a.async === !1) throw new A();
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
            if (a.async === !1) throw new A();
            return o.then((e) => t(e, i, a));
          }
          return t(o, i, a);
        };
      }
    },
    {
      get '~standard'() {
        return te(this, '~standard', de(this));
      },
      set '~standard'(e) {
        b(this, '~standard', e);
      },
    },
  ),
  H = (e, t) => (e.issues.length ? { issues: e.issues.map((e) => y(e, t, M())) } : { value: e.value });
async function U(e, t) {
  const n = { async: !0 };
  return H(
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
function de(e) {
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
        if (!(r instanceof Promise)) return H(r, n);
      } catch {}
      return U(e, t);
    },
    vendor: 'zod',
    version: 1,
  };
}
var fe = /*@__PURE__*/ k('$ZodString', (e, t) => {
    V.init(e, t),
      (e._zod.pattern = t.pattern ?? R),
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
  pe = /*@__PURE__*/ k('$ZodNumber', (e, t) => {
    V.init(e, t),
      (e._zod.pattern = z),
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
  });
function me(e, t) {
  const n = _(e._zod.def.checks);
  if (!n.length) return;
  const r = Math.min(...n.map((e) => e[0])),
    i = e._zod.parse;
  e._zod.parse = (n, a) => {
    const o = t(n.value);
    if (o > r && !a?.skipChecks && a?.direction !== 'backward') {
      for (const [t, r] of _(e._zod.def.checks))
        if (o > t && r._zod.def.when(n)) {
          const t = n.issues.length;
          return (r._zod.check(n), (n.issues[t].continue = !1), v(n.issues, t, e), n);
        }
    }
    return i(n, a);
  };
}
var he = (e) => (Array.isArray(e) ? e.length : -1);
function W(e, t, n) {
  e.issues.length && t.issues.push(...h(n, e.issues)), (t.value[n] = e.value);
}
var ge = /*@__PURE__*/ k('$ZodArray', (e, t) => {
  V.init(e, t);
  const n = j.memoizer;
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
        if (c instanceof Promise) o.push(c.then((t) => W(t, r, e)));
        else if ((W(c, r, e), s && c.issues.length !== 0 && p(c))) break;
      }
      return o.length ? Promise.all(o).then(() => r) : r;
    }),
    me(e, he);
});
function G(e, t, n, r, i, a) {
  const o = n in r,
    s = a === 'optional';
  if (o || !s || i !== 'optional') {
    if (e.issues.length) {
      if (i !== void 0 && s && !o) return;
      t.issues.push(...h(n, e.issues));
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
var _e = [];
function ve(e) {
  const t = Object.keys(e.shape),
    n = Object.getOwnPropertySymbols(e.shape),
    r = n.length ? n : _e,
    i = r.length ? [...t, ...r] : t;
  for (const t of i) if (!e.shape?.[t]?._zod?.traits?.has('$ZodType')) throw Error(`Invalid element at key "${String(t)}": expected a Zod schema`);
  const a = f(e.shape);
  return {
    ...e,
    allKeys: i,
    symbolKeys: r,
    keySet: new Set(t),
    numKeys: t.length,
    optionalKeys: new Set(a),
  };
}
function ye(e, t, n, r, i, a, o) {
  let s = [],
    c = i.keySet,
    l = i.catchall._zod,
    u = l.def.type,
    d = l.optin,
    f = l.optout,
    m = 0;
  for (const i in t) {
    if (o && n.issues.length !== m) {
      if (p(n, m)) break;
      m = n.issues.length;
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
    a instanceof Promise ? e.push(a.then((e) => G(e, n, i, t, d, f))) : G(a, n, i, t, d, f);
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
var be = /*@__PURE__*/ k('$ZodObject', (e, t) => {
    V.init(e, t);
    const n = Object.getOwnPropertyDescriptor(t, 'shape'),
      i = n?.get ? n.get.raw : (t.shape ?? {});
    if (i) {
      const e = () => {
        const n = { ...i };
        return (Object.defineProperty(t, 'shape', { value: n }), (e.raw = n), n);
      };
      (e.raw = i), Object.defineProperty(t, 'shape', { get: e });
    }
    const o = r(() => ve(t));
    w(e, 'propValues', (e) => {
      const t = e.def.shape,
        n = {};
      for (const e in t) {
        const r = t[e]._zod;
        if (r.values) {
          Object.hasOwn(n, e) || a(n, e, /* @__PURE__ */ new Set());
          for (const t of r.values) n[e].add(t);
          r.optin !== void 0 && n[e].add(void 0);
        }
      }
      return n;
    });
    let c = s,
      l = t.catchall,
      u,
      d = j.memoizer;
    d?.attach(e),
      (e._zod.parse = (t, n) => {
        u ??= o.value;
        const r = t.value;
        if (!c(r))
          return (
            t.issues.push({
              expected: 'object',
              code: 'invalid_type',
              input: r,
              inst: e,
            }),
            t
          );
        t.value = d ? d.alloc(e, t, {}, n) : {};
        let i = [],
          a = u.shape,
          s = n?.abortEarly,
          f = t.issues.length;
        for (const e of u.allKeys) {
          if (s && t.issues.length !== f) {
            if (p(t, f)) break;
            f = t.issues.length;
          }
          if (e === '__proto__') continue;
          const o = a[e],
            c = o._zod.optin,
            l = o._zod.optout,
            u = o._zod.run(
              {
                value: r[e],
                issues: [],
              },
              n,
            );
          u instanceof Promise ? i.push(u.then((n) => G(n, t, e, r, c, l))) : G(u, t, e, r, c, l);
        }
        return l ? ye(i, r, t, n, o.value, e, s === !0) : i.length ? Promise.all(i).then(() => t) : t;
      });
  }),
  xe = /*@__PURE__*/ k('$ZodEnum', (t, n) => {
    V.init(t, n);
    const r = e(n.entries),
      i = new Set(r);
    (t._zod.values = i),
      w(t, 'pattern', (t) => {
        const n = e(t.def.entries).filter((e) => c.has(typeof e));
        return RegExp(n.length ? `^(${n.map((e) => l(e.toString())).join('|')})$` : '^[^\\s\\S]$');
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
  Se = /*@__PURE__*/ k('$ZodNullable', (e, t) => {
    V.init(e, t),
      w(e, 'optin', (e) => e.def.innerType._zod.optin),
      w(e, 'optout', (e) => e.def.innerType._zod.optout),
      w(e, 'pattern', (e) => {
        const t = e.def.innerType._zod.pattern;
        return t ? RegExp(`^(${i(t.source)}|null)$`) : void 0;
      }),
      w(e, 'values', (e) => (e.def.innerType._zod.values ? /* @__PURE__ */ new Set([...e.def.innerType._zod.values, null]) : void 0)),
      (e._zod.parse = (e, n) => (e.value === null ? e : t.innerType._zod.run(e, n)));
  });
// ../node_modules/zod/v4/core/api.js
function K(e) {
  return ((e.checks &&= [...e.checks]), e);
}
// @__NO_SIDE_EFFECTS__
function Ce(e, t) {
  return new e(
    K({
      type: 'string',
      ...d(t),
    }),
  );
}
// @__NO_SIDE_EFFECTS__
function we(e, t) {
  return new e(
    K({
      type: 'number',
      checks: [],
      ...d(t),
    }),
  );
}
// ../node_modules/zod/v4/mini/schemas.js
var q = /*@__PURE__*/ k(
    'ZodMiniType',
    (e, t) => {
      if (!e._zod) throw Error('Uninitialized schema in ZodMiniType.');
      V.init(e, t), (e.def = t), (e.type = t.type);
    },
    {
      get with() {
        return this.check;
      },
      set with(e) {
        b(this, 'with', e);
      },
      parse(e, t) {
        return ce(this, e, t, { callee: this.parse });
      },
      parseAsync(e, t) {
        return le(this, e, t, { callee: this.parseAsync });
      },
      safeParse(e, t) {
        return I(this, e, t);
      },
      safeParseAsync(e, t) {
        return ue(this, e, t);
      },
      check(...e) {
        const t = this.def;
        return this.clone(
          {
            ...t,
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
          },
          { parent: !0 },
        );
      },
      clone(e, t) {
        return u(this, e, t);
      },
      brand() {
        return this;
      },
      register(e, t) {
        return (e.add(this, t), this);
      },
      apply(e, ...t) {
        return t.length === 0 ? e(this) : e(this, ...t);
      },
    },
  ),
  Te = /*@__PURE__*/ k('ZodMiniString', (e, t) => {
    fe.init(e, t), q.init(e, t);
  });
// @__NO_SIDE_EFFECTS__
function J(e) {
  return /* @__PURE__ */ Ce(Te, e);
}
var Ee = /*@__PURE__*/ k('ZodMiniNumber', (e, t) => {
  pe.init(e, t), q.init(e, t);
});
// @__NO_SIDE_EFFECTS__
function Y(e) {
  return /* @__PURE__ */ we(Ee, e);
}
var X = /*@__PURE__*/ k('ZodMiniArray', (e, t) => {
  ge.init(e, t), q.init(e, t);
});
// @__NO_SIDE_EFFECTS__
function Z(e, t) {
  return new X({
    type: 'array',
    element: e,
    ...d(t),
  });
}
var De = /*@__PURE__*/ k('ZodMiniObject', (e, t) => {
  be.init(e, t), q.init(e, t), T(e, 'shape', (e) => e._zod.def.shape, !1);
});
// @__NO_SIDE_EFFECTS__
function Q(e, t) {
  return new De({
    type: 'object',
    shape: e ?? {},
    ...d(t),
  });
}
var Oe = /*@__PURE__*/ k('ZodMiniEnum', (e, t) => {
  xe.init(e, t), q.init(e, t), (e.options = [...e._zod.values]);
});
// @__NO_SIDE_EFFECTS__
function ke(e, t) {
  return new Oe({
    type: 'enum',
    entries: Array.isArray(e) ? Object.fromEntries(e.map((e) => [e, e])) : e,
    ...d(t),
  });
}
var Ae = /*@__PURE__*/ k('ZodMiniNullable', (e, t) => {
  Se.init(e, t), q.init(e, t);
});
// @__NO_SIDE_EFFECTS__
function $(e) {
  return new Ae({
    type: 'nullable',
    innerType: e,
  });
}
// b.ts
var je = /* @__PURE__ */ Q({
    id: /* @__PURE__ */ Y(),
    code: /* @__PURE__ */ J(),
    name: /* @__PURE__ */ J(),
    hex: /* @__PURE__ */ $(/* @__PURE__ */ J()),
    applicability: /* @__PURE__ */ Z(/* @__PURE__ */ J()),
    e: /* @__PURE__ */ ke(['a', 'b']),
  }),
  Me = (e) =>
    I(
      /* @__PURE__ */ Q({
        items: /* @__PURE__ */ Z(je),
        total: /* @__PURE__ */ Y(),
        p: /* @__PURE__ */ $(/* @__PURE__ */ Q({ min: /* @__PURE__ */ Y() })),
      }),
      e,
    );

export { Me as f };
