import {
  Vn as _,
  L as _e,
  xn as _n,
  ct as _t,
  Xn as $e,
  rn as $t,
  Pn as Ae,
  i as At,
  B as a,
  Gt as ae,
  t as an,
  Zn as at,
  St as Be,
  n as Bt,
  kn as b,
  M as be,
  yn as bn,
  dt as bt,
  N as Ce,
  zn as Cn,
  f as Ct,
  C as c,
  I as ce,
  u as cn,
  _t as ct,
  On as De,
  gt as Dt,
  D as d,
  J as de,
  v as dn,
  at as dt,
  O as Ee,
  g as Et,
  $ as e,
  Et as ee,
  rt as en,
  Xt as et,
  R as Fe,
  kt as Ft,
  Dn as f,
  Jn as fe,
  vn as fn,
  b as ft,
  Un as Ge,
  ot as Gt,
  Hn as g,
  Kt as ge,
  x as gn,
  cn as gt,
  Tn as He,
  nt as Ht,
  En as h,
  Kn as he,
  wt as hn,
  c as ht,
  Rn as Ie,
  l as It,
  At as i,
  Gn as ie,
  Z as it,
  Vt as Je,
  pt as Jt,
  Pt as je,
  in as jt,
  Ut as Ke,
  p as Kt,
  P as ke,
  ht as kt,
  Rt as Le,
  ln as Lt,
  Cn as l,
  In as le,
  un as ln,
  a as lt,
  Q as Me,
  it as Mt,
  E as m,
  K as me,
  w as mn,
  bt as mt,
  Qn as Ne,
  jn as Nt,
  A as n,
  Fn as ne,
  sn as nn,
  Yn as nt,
  Ot as Oe,
  h as Ot,
  Bn as o,
  H as oe,
  tn as on,
  Zt as ot,
  Qt as Pe,
  jt as Pt,
  Dt as p,
  Jt as pe,
  vt as pn,
  bn as pt,
  X as Qe,
  r as Qt,
  V as qe,
  pn as qt,
  S as Re,
  lt as Rt,
  An as r,
  G as re,
  st as rn,
  Yt as rt,
  wn as S,
  Mt as Se,
  z as Sn,
  et as St,
  Bt as s,
  Ht as se,
  tt as sn,
  _ as st,
  Nt as Te,
  ft as Tt,
  $t as t,
  F as te,
  s as tn,
  Y as tt,
  Tt as Ue,
  o as Ut,
  Ct as u,
  It as ue,
  ut as un,
  an as ut,
  T as Ve,
  nn as Vt,
  j as v,
  Ln as ve,
  xt as vn,
  d as vt,
  U as We,
  on as Wt,
  Nn as we,
  zt as wn,
  fn as wt,
  Wn as Xe,
  qn as Xt,
  m as x,
  Mn as xe,
  yt as xn,
  en as xt,
  W as Ye,
  q as Yt,
  k as y,
  Lt as ye,
  y as yn,
  dn as yt,
  Wt as Ze,
  qt as Zt,
  Sn as ze,
  mt as zt,
} from './api-0vbdHfsm.js';

// ../node_modules/zod/v4/core/memoizer.js
var Tn = class extends Error {
    constructor() {
      super('Cannot parse a reference cycle that closes through a transform'), (this.name = 'ZodCyclicError');
    }
  },
  En = '~memo',
  Dn = [];
function On(e) {
  return typeof e == 'object' && !!e;
}
function kn(e) {
  return e.map((e) =>
    e.path
      ? {
          ...e,
          path: e.path.slice(),
        }
      : { ...e },
  );
}
var An = /*@__PURE__*/ new WeakMap(),
  C = 0,
  w = 1,
  T = 2;
function E(e, t, n) {
  const r = An.get(e);
  if (r !== void 0) return r ? T : C;
  if (t.has(e)) return T;
  t.add(e);
  let i = C,
    a = (e) => {
      if (i !== T && e?._zod) {
        const r = E(e, t, n);
        r > i && (i = r);
      }
    },
    o = (e, r) => {
      let i = C;
      for (const a of Reflect.ownKeys(e)) {
        const o = Object.getOwnPropertyDescriptor(e, a);
        if (r && !o.enumerable) continue;
        const s = o.get ? w : o.value?._zod ? E(o.value, t, n) : C;
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
      const e = fe(c);
      s(e ? o(e, !0) : w), a(c.catchall);
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
      s(r ? E(r, t, !1) : w);
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
  return (t.delete(e), jn(e, i));
}
function jn(e, t) {
  return (t !== w && An.set(e, t === T), t);
}
function Mn(e, t) {
  let n = e.buckets.get(t);
  return (n || ((n = /* @__PURE__ */ new WeakMap()), e.buckets.set(t, n)), n);
}
var D,
  O = [],
  Nn = {
    alloc(e, t, n) {
      const r = D;
      if (!r) return n;
      D = void 0;
      const i = {
        value: n,
        issues: null,
      };
      return (r.set(t.value, i), O.push(i), n);
    },
    guard(e) {
      var t;
      (t = e._zod).deferred ?? (t.deferred = []),
        e._zod.deferred.push(() => {
          const t = e._zod.parse,
            n = (e, n) => {
              if (n.direction !== 'backward' && Fn(n, e.value)) throw new Tn();
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
                const i = E(e, /* @__PURE__ */ new Set(), !1);
                if (i === C) return ((e._zod.parse = t), e._zod.run === o && (e._zod.run = t), t(s, c));
                i === T || r ? (n = !0) : (r = !0);
              }
              const l = s.value;
              if (!On(l)) return t(s, c);
              let u = c[En];
              u ||
                ((u = {
                  buckets: /* @__PURE__ */ new WeakMap(),
                  backEdges: void 0,
                }),
                (c[En] = u));
              let d;
              i === c ? (d = a) : ((d = Mn(u, e)), (i = c), (a = d));
              const f = d.get(l);
              if (f)
                return (
                  (s.value = f.value),
                  f.issues
                    ? f.issues.length && s.issues.push(...kn(f.issues))
                    : ((s.memo = !0), u.backEdges ?? (u.backEdges = /* @__PURE__ */ new WeakSet()), u.backEdges.add(f.value)),
                  s
                );
              D = d;
              const p = O.length,
                m = t(s, c);
              D = void 0;
              const h = O.length > p ? O.pop() : void 0;
              return m instanceof Promise
                ? m.then((e) => (h && (h.issues = e.issues.length ? kn(e.issues) : Dn), e))
                : (h && (h.issues = m.issues.length ? kn(m.issues) : Dn), m);
            };
          (e._zod.parse = o), e._zod.run === t && (e._zod.run = o);
        });
    },
  };
function Pn() {
  return Nn;
}
function Fn(e, t) {
  const n = e[En]?.backEdges;
  return n !== void 0 && On(t) && n.has(t);
}
// ../node_modules/zod/v4/locales/en.js
var In = () => {
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
  function t(t) {
    return e[t] ?? null;
  }
  const n = {
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
    r = { nan: 'NaN' };
  function i(e, t) {
    return e === 'number' && typeof t == 'number' && !Number.isFinite(t) ? String(t) : (r[e] ?? e);
  }
  return (e) => {
    switch (e.code) {
      case 'invalid_type':
        return `Invalid input: expected ${i(e.expected)}, received ${i(ie(e.input), e.input)}`;
      case 'invalid_value':
        return e.values.length === 1 ? `Invalid input: expected ${Ne(e.values[0])}` : `Invalid option: expected one of ${Ie(e.values, '|')}`;
      case 'too_big': {
        const n = e.exact ? 'exactly ' : e.inclusive ? '<=' : '<',
          r = t(e.origin);
        return r
          ? `Too big: expected ${e.origin ?? 'value'} to have ${n}${e.maximum.toString()} ${r.unit ?? 'elements'}`
          : `Too big: expected ${e.origin ?? 'value'} to be ${n}${e.maximum.toString()}`;
      }
      case 'too_small': {
        const n = e.exact ? 'exactly ' : e.inclusive ? '>=' : '>',
          r = t(e.origin);
        return r
          ? `Too small: expected ${e.origin} to have ${n}${e.minimum.toString()} ${r.unit}`
          : `Too small: expected ${e.origin} to be ${n}${e.minimum.toString()}`;
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
                : `Invalid ${n[t.format] ?? e.format}`;
      }
      case 'not_multiple_of':
        return `Invalid number: must be a multiple of ${e.divisor}`;
      case 'unrecognized_keys':
        return `Unrecognized key${e.keys.length > 1 ? 's' : ''}: ${Ie(e.keys, ', ')}`;
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
function Ln() {
  return { localeError: In() };
}
// ../node_modules/zod/v4/core/registries.js
var Rn,
  zn = class {
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
function Bn() {
  return new zn();
}
(Rn = globalThis).__zod_globalRegistry ?? (Rn.__zod_globalRegistry = Bn());
var k = globalThis.__zod_globalRegistry;
// ../node_modules/zod/v4/core/to-json-schema.js
function A(e, ...t) {
  for (const n of t) for (const t of Reflect.ownKeys(n)) Object.prototype.propertyIsEnumerable.call(n, t) && b(e, t, n[t]);
  return e;
}
function Vn(e) {
  let t = e?.target ?? 'draft-2020-12';
  return (
    t === 'draft-4' && (t = 'draft-04'),
    t === 'draft-7' && (t = 'draft-07'),
    {
      processors: e.processors ?? {},
      metadataRegistry: e?.metadata ?? k,
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
function j(e, t, n, r, i) {
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
function M(
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
    a && ((o.ref ||= a), M(a, t, r), (t.seen.get(a).isParent = !0));
  }
  const c = t.metadataRegistry.get(e);
  return (
    c && A(o.schema, c),
    t.io === 'input' && N(e) && (delete o.schema.examples, delete o.schema.default),
    t.io === 'input' && '_prefault' in o.schema && ((r = o.schema).default ?? (r.default = o.schema._prefault)),
    delete o.schema._prefault,
    t.seen.get(e).schema
  );
}
function Hn(e) {
  return e.replace(/~/g, '~0').replace(/\//g, '~1');
}
function Un(e, t) {
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
            ref: `${i('__shared')}#/${r}/${Hn(a)}`,
          }
        );
      }
      const i = `#/${r}/`;
      if (t[1] === n && !t[1].schema.id) return { ref: '#' };
      const a = t[1].schema.id ?? `__schema${e.counter++}`;
      return {
        defId: a,
        ref: i + Hn(a),
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
function Wn(e) {
  const t = e.anyOf;
  if (!Array.isArray(t) || t.length === 0 || e.type !== void 0) return;
  const n = [];
  for (const e of t) {
    if (!e || typeof e != 'object') return;
    Wn(e);
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
var Gn = /* @__PURE__ */ new Set(['type', 'properties', 'required', 'additionalProperties']),
  Kn = ['oneOf', 'anyOf'];
function qn(e) {
  const t = e.additionalProperties;
  return t === void 0 || t === !1 || typeof t != 'object' || !t ? null : Object.keys(t).length ? t : null;
}
function Jn(e) {
  const t = [];
  for (const n of e) {
    if (typeof n != 'object' || n.type !== 'object') return null;
    for (const e in n) if (!Gn.has(e)) return null;
    t.push(n);
  }
  const n = {},
    r = /* @__PURE__ */ new Set();
  for (const e of t) {
    for (const r in e.properties) {
      if (Object.hasOwn(n, r)) continue;
      const e = [];
      for (const n of t) {
        const t = n.properties?.[r] ?? qn(n);
        t != null && (e.some((e) => JSON.stringify(e) === JSON.stringify(t)) || e.push(t));
      }
      const i = e.length === 1 ? e[0] : (Jn(e) ?? { allOf: e });
      b(n, r, i);
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
      const t = qn(n);
      t && !e.some((e) => JSON.stringify(e) === JSON.stringify(t)) && e.push(t);
    }
    e.length === 1 ? (i.additionalProperties = e[0]) : e.length > 1 && (i.additionalProperties = { allOf: e });
  }
  return i;
}
function Yn(e) {
  const t = e.allOf;
  if (!Array.isArray(t) || t.length < 2) return;
  for (const t of Gn) if (t in e) return;
  let n = t.filter((e) => Kn.some((t) => Array.isArray(e[t]))),
    r = null;
  if (!n.length) r = Jn(t);
  else {
    const e = n[0],
      i = Kn.find((t) => Array.isArray(e[t]));
    if (Object.keys(e).length !== 1) return;
    const a = t.filter((t) => t !== e),
      o = e[i].map((e) => Jn([...a, e]));
    if (o.some((e) => !e)) return;
    r = { [i]: o };
  }
  r && (delete e.allOf, A(e, r));
}
function Xn(e, t) {
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
        (s.$ref && (e.target === 'draft-07' || e.target === 'draft-04' || e.target === 'openapi-3.0') ? ((i.allOf = i.allOf ?? []), i.allOf.push(s)) : A(i, s),
        A(i, a),
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
    if (e.target !== 'openapi-3.0') for (const t of e.seen.entries()) Wn(t[1].def ?? t[1].schema);
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
      for (const n of e.intersections) for (const e of t.get(n) ?? []) Yn(e);
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
  A(i, n.defId ? n.schema : (n.def ?? n.schema));
  const a = e.metadataRegistry.get(t)?.id;
  a !== void 0 && i.id === a && delete i.id;
  const o = e.external?.defs ?? {};
  if (!e.external || e.sharedEmitDoneFor !== e.external)
    for (const t of e.seen.entries()) {
      const e = t[1];
      e.def && e.defId && (e.def.id === e.defId && delete e.def.id, b(o, e.defId, e.def));
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
            input: P(t, 'input', e.processors),
            output: P(t, 'output', e.processors),
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
function N(e, t) {
  const n = t ?? { seen: /* @__PURE__ */ new Set() };
  if (n.seen.has(e)) return !1;
  n.seen.add(e);
  const r = e._zod.def;
  if (r.type === 'transform') return !0;
  if (r.type === 'array') return N(r.element, n);
  if (r.type === 'set') return N(r.valueType, n);
  if (r.type === 'lazy') return N(r.getter(), n);
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
    return N(r.innerType, n);
  if (r.type === 'intersection') return N(r.left, n) || N(r.right, n);
  if (r.type === 'record' || r.type === 'map') return N(r.keyType, n) || N(r.valueType, n);
  if (r.type === 'pipe') return e._zod.traits.has('$ZodCodec') ? !0 : N(r.in, n) || N(r.out, n);
  if (r.type === 'object') {
    for (const e in r.shape) if (N(r.shape[e], n)) return !0;
    return !1;
  }
  if (r.type === 'union') {
    for (const e of r.options) if (N(e, n)) return !0;
    return !1;
  }
  if (r.type === 'tuple') {
    for (const e of r.items) if (N(e, n)) return !0;
    return !!(r.rest && N(r.rest, n));
  }
  return !1;
}
var Zn =
    (e, t = {}) =>
    (n) => {
      const r = Vn({
        ...n,
        processors: t,
      });
      return (M(e, r), Un(r, e), Xn(r, e));
    },
  P =
    (e, t, n = {}) =>
    (r) => {
      const { libraryOptions: i, target: a } = r ?? {},
        o = Vn({
          ...(i ?? {}),
          target: a,
          io: t,
          processors: n,
        });
      return (M(e, o), Un(o, e), Xn(o, e));
    },
  F = (e, t, n) => {
    (e[t] === void 0 || n > e[t]) && (e[t] = n);
  },
  I = (e, t, n) => {
    (e[t] === void 0 || n < e[t]) && (e[t] = n);
  },
  Qn = (e, t) => {
    F(e, 'minimum', t), I(e, 'maximum', t);
  },
  $n = (e, t) => {
    (e.multipleOf ??= []), e.multipleOf.includes(t) || e.multipleOf.push(t);
  },
  er = (e, t) => {
    (e.patterns ??= /* @__PURE__ */ new Set()), e.patterns.add(t);
  },
  tr = (e, t) => {
    e.mime = e.mime ? e.mime.filter((e) => t.includes(e)) : [...t];
  },
  nr = (e, t) => {
    (e.format = t), t.includes('int') && (e.isInt = !0);
  },
  rr = (e, t) => F(e, 'minimum', t.minimum),
  ir = (e, t) => I(e, 'maximum', t.maximum),
  ar = (e) => (t, n) => {
    nr(t, n.format);
    const [r, i] = e[n.format];
    F(t, 'minimum', r), I(t, 'maximum', i);
  },
  or = {
    greater_than: (e, t) => F(e, t.inclusive ? 'minimum' : 'exclusiveMinimum', t.value),
    less_than: (e, t) => I(e, t.inclusive ? 'maximum' : 'exclusiveMaximum', t.value),
    multiple_of: (e, t) => $n(e, t.value),
    number_format: ar(De),
    bigint_format: ar(f),
    min_length: rr,
    max_length: ir,
    length_equals: (e, t) => Qn(e, t.length),
    min_size: rr,
    max_size: ir,
    size_equals: (e, t) => Qn(e, t.size),
    string_format: (e, t) => {
      nr(e, t.format),
        t.pattern && er(e, t.pattern),
        (t.format === 'base64' || t.format === 'base64url') && (e.contentEncoding = t.format),
        (t.local || t.precision === -1) && (e.laxFormat = !0);
    },
    mime_type: (e, t) => tr(e, t.mime),
  };
function L(e) {
  const t = {},
    n = e._zod.def,
    r = e._zod.traits.has('$ZodCheck') ? [e, ...(n.checks ?? [])] : (n.checks ?? []);
  for (const e of r) or[e._zod.def.check]?.(t, e._zod.def);
  const i = e._zod.bag;
  i.minimum !== void 0 && F(t, 'minimum', i.minimum),
    i.exclusiveMinimum !== void 0 && F(t, 'exclusiveMinimum', i.exclusiveMinimum),
    i.maximum !== void 0 && I(t, 'maximum', i.maximum),
    i.exclusiveMaximum !== void 0 && I(t, 'exclusiveMaximum', i.exclusiveMaximum),
    i.multipleOf !== void 0 && $n(t, i.multipleOf),
    i.format !== void 0 && ((t.format ??= i.format), i.format.includes('int') && (t.isInt = !0)),
    i.mime && tr(t, i.mime);
  for (const e of i.patterns ?? []) er(t, e);
  return t;
}
var sr = {
    guid: 'uuid',
    url: 'uri',
    datetime: 'date-time',
    json_string: 'json-string',
    regex: '',
  },
  cr = /* @__PURE__ */ new Map([
    [ot, xt],
    [Pe, on],
  ]),
  lr = (e) => cr.get(e) ?? e,
  ur = (e, t, n, r) => {
    const i = n;
    i.type = 'string';
    const { minimum: a, maximum: o, format: s, patterns: c, contentEncoding: l, laxFormat: u } = L(e);
    if (
      (typeof a == 'number' && (i.minLength = a),
      typeof o == 'number' && (i.maxLength = o),
      s && ((i.format = sr[s] ?? s), i.format === '' && delete i.format, (s === 'time' || u) && delete i.format),
      l && (i.contentEncoding = l),
      c && c.size > 0)
    ) {
      const e = [...c].map(lr);
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
  dr = (e, t, n, r) => {
    const i = n,
      { minimum: a, maximum: o, multipleOf: s, exclusiveMaximum: c, exclusiveMinimum: l, isInt: u } = L(e);
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
        Number.isFinite(a) && a !== 0 ? n.add(Math.abs(a)) : j(e, t, i, r, `A multipleOf divisor of ${a} cannot be represented in JSON Schema`);
      const [a, ...o] = n;
      a !== void 0 && (i.multipleOf = a), o.length && (i.allOf = [...(i.allOf ?? []), ...o.map((e) => ({ multipleOf: e }))]);
    }
  },
  fr = (e, t, n, r) => {
    n.type = 'boolean';
  },
  pr = (e, t, n, r) => {
    n.not = {};
  },
  mr = (e, t, n, r) => {
    const i = e._zod.def,
      a = Ae(i.entries);
    a.length === 0
      ? (n.not = {})
      : (a.every((e) => typeof e == 'number') && (n.type = 'number'), a.every((e) => typeof e == 'string') && (n.type = 'string'), (n.enum = a));
  },
  hr = (e, t, n, r) => {
    j(e, t, n, r, 'Custom types cannot be represented in JSON Schema');
  },
  gr = (e, t, n, r) => {
    j(e, t, n, r, 'Transforms cannot be represented in JSON Schema');
  },
  _r = (e, t, n, r) => {
    const i = n,
      a = e._zod.def,
      { minimum: o, maximum: s } = L(e);
    typeof o == 'number' && (i.minItems = o),
      typeof s == 'number' && (i.maxItems = s),
      (i.type = 'array'),
      (i.items = M(a.element, t, {
        ...r,
        path: [...r.path, 'items'],
      }));
  };
function R(e) {
  const t = e._zod.def;
  return t.type === 'pipe' && t.in._zod.traits.has('$ZodTransform') ? R(t.out) : t.type === 'catch' ? R(t.innerType) : e._zod.optin;
}
var vr = (e, t, n, r) => {
    const i = n,
      a = e._zod.def,
      o = a.shape;
    if (Object.getOwnPropertySymbols(o).length && j(e, t, i, r, 'Symbol keys cannot be represented in JSON Schema')) return;
    (i.type = 'object'), (i.properties = {});
    for (const e in o)
      b(
        i.properties,
        e,
        M(o[e], t, {
          ...r,
          path: [...r.path, 'properties', e],
        }),
      );
    const s = [];
    for (const e of Object.keys(o)) {
      const n = a.shape[e];
      (t.io === 'input' ? R(n) === void 0 : n._zod.optout === void 0) && s.push(e);
    }
    s.length > 0 && (i.required = s),
      a.catchall?._zod.def.type === 'never'
        ? (i.additionalProperties = !1)
        : a.catchall
          ? a.catchall &&
            (i.additionalProperties = M(a.catchall, t, {
              ...r,
              path: [...r.path, 'additionalProperties'],
            }))
          : t.io === 'output' && (i.additionalProperties = !1);
  },
  yr = (e, t, n, r) => {
    const i = e._zod.def,
      a = i.inclusive === !1,
      o = i.options.map((e, n) =>
        M(e, t, {
          ...r,
          path: [...r.path, a ? 'oneOf' : 'anyOf', n],
        }),
      );
    a ? (n.oneOf = o) : (n.anyOf = o);
  },
  br = (e, t, n, r) => {
    const i = e._zod.def,
      a = M(i.left, t, {
        ...r,
        path: [...r.path, 'allOf', 0],
      }),
      o = M(i.right, t, {
        ...r,
        path: [...r.path, 'allOf', 1],
      }),
      s = (e) => 'allOf' in e && Object.keys(e).length === 1,
      c = [...(s(a) ? a.allOf : [a]), ...(s(o) ? o.allOf : [o])];
    (n.allOf = c), t.intersections.push(c);
  },
  xr = (e, t, n, r) => {
    const i = e._zod.def,
      a = M(i.innerType, t, r),
      o = t.seen.get(e);
    t.target === 'openapi-3.0' ? ((o.ref = i.innerType), (n.nullable = !0)) : (n.anyOf = [a, { type: 'null' }]);
  },
  Sr = (e, t, n, r) => {
    const i = e._zod.def;
    M(i.innerType, t, r);
    const a = t.seen.get(e);
    a.ref = i.innerType;
  },
  z = Symbol();
function Cr(e, t, n, r, i) {
  let a = !1,
    o = JSON.stringify(e, (e, t) => (typeof t == 'bigint' ? ((a = !0), null) : t));
  return a ? (j(t, n, r, i, 'BigInt defaults cannot be represented in JSON Schema'), z) : JSON.parse(o);
}
var wr = (e, t, n, r) => {
    const i = e._zod.def;
    M(i.innerType, t, r);
    const a = t.seen.get(e);
    a.ref = i.innerType;
    const o = Cr(i.defaultValue, e, t, n, r);
    o !== z && (n.default = o);
  },
  Tr = (e, t, n, r) => {
    const i = e._zod.def;
    M(i.innerType, t, r);
    const a = t.seen.get(e);
    if (((a.ref = i.innerType), t.io !== 'input')) return;
    const o = Cr(i.defaultValue, e, t, n, r);
    o !== z && (n._prefault = o);
  },
  Er = (e, t, n, r) => {
    const i = e._zod.def;
    M(i.innerType, t, r);
    const a = t.seen.get(e);
    a.ref = i.innerType;
    let o;
    try {
      o = i.catchValue(void 0);
    } catch {
      j(e, t, n, r, 'Dynamic catch values are not supported in JSON Schema');
      return;
    }
    n.default = o;
  },
  Dr = (e, t, n, r) => {
    const i = e._zod.def,
      a = i.in._zod.traits.has('$ZodTransform'),
      o = t.io === 'input' ? (a ? i.out : i.in) : i.out;
    M(o, t, r);
    const s = t.seen.get(e);
    s.ref = o;
  },
  Or = (e, t, n, r) => {
    const i = e._zod.def;
    M(i.innerType, t, r);
    const a = t.seen.get(e);
    (a.ref = i.innerType), (n.readOnly = !0);
  },
  kr = (e, t, n, r) => {
    const i = e._zod.def;
    M(i.innerType, t, r);
    const a = t.seen.get(e);
    a.ref = i.innerType;
  },
  Ar = (e, t, n, r) => {
    const i = e._zod.innerType;
    M(i, t, r);
    const a = t.seen.get(e);
    a.ref = i;
  },
  jr = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
function B(e, t, n) {
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
var V = /*@__PURE__*/ S(
    'ZodError',
    (e, t) => {
      pt.init(e, t), (e.name = 'ZodError');
      const n = Object.getPrototypeOf(e);
      jr.has(n) ||
        (jr.add(n),
        B(n, 'format', (e) => (t) => ze(e, t)),
        B(n, 'flatten', (e) => (t) => _n(e, t)),
        B(n, 'addIssue', (e) => (t) => {
          e.issues.push(t), (e.message = JSON.stringify(e.issues, Cn, 2));
        }),
        B(n, 'addIssues', (e) => (t) => {
          e.issues.push(...t), (e.message = JSON.stringify(e.issues, Cn, 2));
        }),
        Object.defineProperty(n, 'isEmpty', {
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
  Mr = /* @__PURE__ */ Wt(V),
  Nr = /* @__PURE__ */ nn(V),
  Pr = /* @__PURE__ */ wt(V),
  Fr = /* @__PURE__ */ qt(V),
  Ir = /* @__PURE__ */ jt(V),
  Lr = /* @__PURE__ */ Vt(V),
  Rr = /* @__PURE__ */ ut(V),
  zr = /* @__PURE__ */ $t(V),
  Br = /* @__PURE__ */ ln(V),
  Vr = /* @__PURE__ */ gt(V),
  Hr = /* @__PURE__ */ yt(V),
  Ur = /* @__PURE__ */ Lt(V);
// ../node_modules/zod/v4/classic/schemas.js
function Wr() {
  h.localeError || He(Ln());
}
function H() {
  h.memoizer || He({ memoizer: Pn() });
}
var U = /*@__PURE__*/ S('ZodType', (e, t) => (Wr(), Ze.init(e, t), (e.def = t), (e.type = t.type), e), {
    check(...e) {
      const t = this.def;
      return this.clone(
        _(t, {
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
      return r(this, e, t);
    },
    brand() {
      return this;
    },
    register(e, t) {
      return (e.add(this, t), this);
    },
    refine(e, t) {
      return this.check(ea(e, t));
    },
    superRefine(e, t) {
      return this.check(ta(e, t));
    },
    overwrite(e) {
      return this.check(_e(e));
    },
    optional() {
      return Pi(this);
    },
    exactOptional() {
      return Ii(this);
    },
    nullable() {
      return Ri(this);
    },
    nullish() {
      return Pi(Ri(this));
    },
    nonoptional(e) {
      return Wi(this, e);
    },
    array() {
      return J(this);
    },
    or(e) {
      return Di([this, e]);
    },
    and(e) {
      return ki(this, e);
    },
    transform(e) {
      return Ji(this, Mi(e));
    },
    default(e) {
      return Bi(this, e);
    },
    prefault(e) {
      return Hi(this, e);
    },
    catch(e) {
      return Ki(this, e);
    },
    pipe(e) {
      return Ji(this, e);
    },
    readonly() {
      return Xi(this);
    },
    describe(e) {
      const t = this.clone();
      return (k.add(t, { description: e }), t);
    },
    meta(...e) {
      if (e.length === 0) return k.get(this);
      const t = this.clone();
      return (k.add(t, e[0]), t);
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
      return ne(this, '~standard', {
        ...t(this),
        jsonSchema: {
          input: P(this, 'input'),
          output: P(this, 'output'),
        },
      });
    },
    set '~standard'(e) {
      Xe(this, '~standard', e);
    },
    parse: function e(t, n) {
      return Mr(this, t, n, { callee: e });
    },
    parseAsync: async function e(t, n) {
      return await Nr(this, t, n, { callee: e });
    },
    safeParse(e, t) {
      return Pr(this, e, t);
    },
    async safeParseAsync(e, t) {
      return Fr(this, e, t);
    },
    get spa() {
      return this?.safeParseAsync;
    },
    set spa(e) {
      Xe(this, 'spa', e);
    },
    validate(e, t) {
      return fn(this, e, t);
    },
    validateAsync(e, t) {
      return bn(this, e, t);
    },
    encode: function e(t, n) {
      return Ir(this, t, n, { callee: e });
    },
    decode: function e(t, n) {
      return Lr(this, t, n, { callee: e });
    },
    encodeAsync: async function e(t, n) {
      return await Rr(this, t, n, { callee: e });
    },
    decodeAsync: async function e(t, n) {
      return await zr(this, t, n, { callee: e });
    },
    safeEncode(e, t) {
      return Br(this, e, t);
    },
    safeDecode(e, t) {
      return Vr(this, e, t);
    },
    async safeEncodeAsync(e, t) {
      return Hr(this, e, t);
    },
    async safeDecodeAsync(e, t) {
      return Ur(this, e, t);
    },
    toJSONSchema(e) {
      return Zn(this, {})(e);
    },
    get description() {
      return k.get(this)?.description;
    },
    get _def() {
      return this._zod.def;
    },
  }),
  Gr = /*@__PURE__*/ S(
    '_ZodString',
    (e, t) => {
      Je.init(e, t), U.init(e, t), (e._zod.processJSONSchema = (t, n, r) => ur(e, t, n, r));
    },
    /*@__PURE__*/ xe(
      {
        format: (e) => L(e).format ?? null,
        minLength: (e) => L(e).minimum ?? null,
        maxLength: (e) => L(e).maximum ?? null,
      },
      {
        regex(...e) {
          return this.check(Sn(...e));
        },
        includes(...e) {
          return this.check(Et(...e));
        },
        startsWith(...e) {
          return this.check(qe(...e));
        },
        endsWith(...e) {
          return this.check(Ct(...e));
        },
        min(...e) {
          return this.check(v(...e));
        },
        max(...e) {
          return this.check(n(...e));
        },
        length(...e) {
          return this.check(m(...e));
        },
        nonempty(...e) {
          return this.check(v(1, ...e));
        },
        lowercase(e) {
          return this.check(d(e));
        },
        uppercase(e) {
          return this.check(tt(e));
        },
        trim() {
          return this.check(me());
        },
        normalize(...e) {
          return this.check(te(...e));
        },
        toLowerCase() {
          return this.check(Ye());
        },
        toUpperCase() {
          return this.check(re());
        },
        slugify() {
          return this.check(a());
        },
      },
    ),
  ),
  Kr = /*@__PURE__*/ S(
    'ZodString',
    (e, t) => {
      Je.init(e, t), Gr.init(e, t);
    },
    {
      email(e) {
        return this.check(cn(Zr, e));
      },
      url(e) {
        return this.check(Qe($r, e));
      },
      jwt(e) {
        return this.check(mn(mi, e));
      },
      emoji(e) {
        return this.check(vt(ei, e));
      },
      guid(e) {
        return this.check(Ot(Qr, e));
      },
      uuid(e) {
        return this.check(it(K, e));
      },
      uuidv4(e) {
        return this.check(Me(K, e));
      },
      uuidv6(t) {
        return this.check(e(K, t));
      },
      uuidv7(e) {
        return this.check(St(K, e));
      },
      nanoid(e) {
        return this.check(Ce(ti, e));
      },
      cuid(e) {
        return this.check(tn(ni, e));
      },
      cuid2(e) {
        return this.check(ht(ri, e));
      },
      ulid(e) {
        return this.check(Yt(ii, e));
      },
      base64(e) {
        return this.check(Bt(di, e));
      },
      base64url(e) {
        return this.check(Qt(fi, e));
      },
      xid(e) {
        return this.check(sn(ai, e));
      },
      ksuid(e) {
        return this.check(Ve(oi, e));
      },
      ipv4(e) {
        return this.check(dn(si, e));
      },
      ipv6(e) {
        return this.check(yn(ci, e));
      },
      cidrv4(e) {
        return this.check(lt(li, e));
      },
      cidrv6(e) {
        return this.check(Ut(ui, e));
      },
      e164(e) {
        return this.check(It(pi, e));
      },
      datetime(e) {
        return this.check(gn(qr, e));
      },
      date(e) {
        return this.check(ft(Jr, e));
      },
      time(e) {
        return this.check(c(Yr, e));
      },
      duration(e) {
        return this.check(Re(Xr, e));
      },
    },
  );
function W(e) {
  return oe(Kr, e);
}
var G = /*@__PURE__*/ S('ZodStringFormat', (e, t) => {
    se.init(e, t), Gr.init(e, t);
  }),
  qr = /*@__PURE__*/ S('ZodISODateTime', (e, t) => {
    Be.init(e, t), G.init(e, t);
  }),
  Jr = /*@__PURE__*/ S('ZodISODate', (e, t) => {
    vn.init(e, t), G.init(e, t);
  }),
  Yr = /*@__PURE__*/ S('ZodISOTime', (e, t) => {
    hn.init(e, t), G.init(e, t);
  }),
  Xr = /*@__PURE__*/ S('ZodISODuration', (e, t) => {
    u.init(e, t), G.init(e, t);
  }),
  Zr = /*@__PURE__*/ S('ZodEmail', (e, t) => {
    zt.init(e, t), G.init(e, t);
  }),
  Qr = /*@__PURE__*/ S('ZodGUID', (e, t) => {
    pn.init(e, t), G.init(e, t);
  }),
  K = /*@__PURE__*/ S('ZodUUID', (e, t) => {
    Zt.init(e, t), G.init(e, t);
  }),
  $r = /*@__PURE__*/ S('ZodURL', (e, t) => {
    ge.init(e, t), G.init(e, t);
  }),
  ei = /*@__PURE__*/ S('ZodEmoji', (e, t) => {
    kt.init(e, t), G.init(e, t);
  }),
  ti = /*@__PURE__*/ S('ZodNanoID', (e, t) => {
    Ft.init(e, t), G.init(e, t);
  }),
  ni = /*@__PURE__*/ S('ZodCUID', (e, t) => {
    _t.init(e, t), G.init(e, t);
  }),
  ri = /*@__PURE__*/ S('ZodCUID2', (e, t) => {
    Rt.init(e, t), G.init(e, t);
  }),
  ii = /*@__PURE__*/ S('ZodULID', (e, t) => {
    ae.init(e, t), G.init(e, t);
  }),
  ai = /*@__PURE__*/ S('ZodXID', (e, t) => {
    et.init(e, t), G.init(e, t);
  }),
  oi = /*@__PURE__*/ S('ZodKSUID', (e, t) => {
    p.init(e, t), G.init(e, t);
  }),
  si = /*@__PURE__*/ S('ZodIPv4', (e, t) => {
    xn.init(e, t), G.init(e, t);
  }),
  ci = /*@__PURE__*/ S('ZodIPv6', (e, t) => {
    mt.init(e, t), G.init(e, t);
  }),
  li = /*@__PURE__*/ S('ZodCIDRv4', (e, t) => {
    Gt.init(e, t), G.init(e, t);
  }),
  ui = /*@__PURE__*/ S('ZodCIDRv6', (e, t) => {
    rn.init(e, t), G.init(e, t);
  }),
  di = /*@__PURE__*/ S('ZodBase64', (e, t) => {
    en.init(e, t), G.init(e, t);
  }),
  fi = /*@__PURE__*/ S('ZodBase64URL', (e, t) => {
    Mt.init(e, t), G.init(e, t);
  }),
  pi = /*@__PURE__*/ S('ZodE164', (e, t) => {
    Jt.init(e, t), G.init(e, t);
  }),
  mi = /*@__PURE__*/ S('ZodJWT', (e, t) => {
    ee.init(e, t), G.init(e, t);
  }),
  hi = /*@__PURE__*/ S(
    'ZodNumber',
    (e, t) => {
      Te.init(e, t), U.init(e, t), (e._zod.processJSONSchema = (t, n, r) => dr(e, t, n, r)), (e.isFinite = !0);
    },
    /*@__PURE__*/ xe(
      {
        minValue: (e) => {
          const { minimum: t, exclusiveMinimum: n } = L(e);
          return Math.max(t ?? -Infinity, n ?? -Infinity);
        },
        maxValue: (e) => {
          const { maximum: t, exclusiveMaximum: n } = L(e);
          return Math.min(t ?? Infinity, n ?? Infinity);
        },
        isInt: (e) => {
          const { isInt: t, multipleOf: n } = L(e);
          return !!t || !!n?.some(Number.isSafeInteger);
        },
        format: (e) => L(e).format ?? null,
      },
      {
        gt(e, t) {
          return this.check(Kt(e, t));
        },
        gte(e, t) {
          return this.check(x(e, t));
        },
        min(e, t) {
          return this.check(x(e, t));
        },
        lt(e, t) {
          return this.check(Ee(e, t));
        },
        lte(e, t) {
          return this.check(y(e, t));
        },
        max(e, t) {
          return this.check(y(e, t));
        },
        int(e) {
          return this.check(_i(e));
        },
        safe(e) {
          return this.check(_i(e));
        },
        positive(e) {
          return this.check(Kt(0, e));
        },
        nonnegative(e) {
          return this.check(x(0, e));
        },
        negative(e) {
          return this.check(Ee(0, e));
        },
        nonpositive(e) {
          return this.check(y(0, e));
        },
        multipleOf(e, t) {
          return this.check(be(e, t));
        },
        step(e, t) {
          return this.check(be(e, t));
        },
        finite() {
          return this;
        },
      },
    ),
  );
function q(e) {
  return ce(hi, e);
}
var gi = /*@__PURE__*/ S('ZodNumberFormat', (e, t) => {
  je.init(e, t), hi.init(e, t);
});
function _i(e) {
  return st(gi, e);
}
var vi = /*@__PURE__*/ S('ZodBoolean', (e, t) => {
  dt.init(e, t), U.init(e, t), (e._zod.processJSONSchema = (t, n, r) => fr(e, t, n, r));
});
function yi(e) {
  return At(vi, e);
}
var bi = /*@__PURE__*/ S('ZodUnknown', (e, t) => {
  rt.init(e, t), U.init(e, t), (e._zod.processJSONSchema = (e, t, n) => void 0);
});
function xi() {
  return de(bi);
}
var Si = /*@__PURE__*/ S('ZodNever', (e, t) => {
  i.init(e, t), U.init(e, t), (e._zod.processJSONSchema = (t, n, r) => pr(e, t, n, r));
});
function Ci(e) {
  return ke(Si, e);
}
var wi = /*@__PURE__*/ S(
  'ZodArray',
  (e, t) => {
    H(), Ht.init(e, t), U.init(e, t), (e._zod.processJSONSchema = (t, n, r) => _r(e, t, n, r)), (e.element = t.element);
  },
  {
    min(e, t) {
      return this.check(v(e, t));
    },
    nonempty(e) {
      return this.check(v(1, e));
    },
    max(e, t) {
      return this.check(n(e, t));
    },
    length(e, t) {
      return this.check(m(e, t));
    },
    unwrap() {
      return this.element;
    },
  },
);
function J(e, t) {
  return an(wi, e, t);
}
var Ti = /*@__PURE__*/ S(
  'ZodObject',
  (e, t) => {
    H(), ue.init(e, t), U.init(e, t), (e._zod.processJSONSchema = (t, n, r) => vr(e, t, n, r)), le(e, 'shape', (e) => e._zod.def.shape, !1);
  },
  {
    keyof() {
      return Z(Object.keys(this._zod.def.shape));
    },
    catchall(e) {
      return this.clone(_(this._zod.def, { catchall: e }));
    },
    passthrough() {
      return this.clone(_(this._zod.def, { catchall: xi() }));
    },
    loose() {
      return this.clone(_(this._zod.def, { catchall: xi() }));
    },
    strict() {
      return this.clone(_(this._zod.def, { catchall: Ci() }));
    },
    strip() {
      return this.clone(_(this._zod.def, { catchall: void 0 }));
    },
    extend(e) {
      return we(this, e);
    },
    safeExtend(e) {
      return $e(this, e);
    },
    merge(e) {
      return o(this, e);
    },
    pick(e) {
      return Xt(this, e);
    },
    omit(e) {
      return Ge(this, e);
    },
    partial(...e) {
      return he(Ni, this, e[0]);
    },
    exactPartial(...e) {
      return he(Fi, this, e[0], 'exactPartial');
    },
    required(...e) {
      return nt(Ui, this, e[0]);
    },
  },
);
function Y(e, t) {
  return new Ti({
    type: 'object',
    shape: e ?? {},
    ...g(t),
  });
}
function X(e, t) {
  return new Ti({
    type: 'object',
    shape: e,
    catchall: Ci(),
    ...g(t),
  });
}
var Ei = /*@__PURE__*/ S('ZodUnion', (e, t) => {
  pe.init(e, t), U.init(e, t), (e._zod.processJSONSchema = (t, n, r) => yr(e, t, n, r)), (e.options = t.options);
});
function Di(e, t) {
  return new Ei({
    type: 'union',
    options: e,
    ...g(t),
  });
}
var Oi = /*@__PURE__*/ S('ZodIntersection', (e, t) => {
  Ue.init(e, t), U.init(e, t), (e._zod.processJSONSchema = (t, n, r) => br(e, t, n, r));
});
function ki(e, t) {
  return new Oi({
    type: 'intersection',
    left: e,
    right: t,
  });
}
var Ai = /*@__PURE__*/ S('ZodEnum', (e, t) => {
  Dt.init(e, t), U.init(e, t), (e._zod.processJSONSchema = (t, n, r) => mr(e, t, n, r)), (e.enum = t.entries), (e.options = [...e._zod.values]);
  const n = new Set(Object.keys(t.entries));
  (e.extract = (e, r) => {
    const i = {};
    for (const r of e)
      if (n.has(r)) i[r] = t.entries[r];
      else throw Error(`Key ${r} not found in enum`);
    return new Ai({
      ...t,
      checks: [],
      ...g(r),
      entries: i,
    });
  }),
    (e.exclude = (e, r) => {
      const i = { ...t.entries };
      for (const t of e)
        if (n.has(t)) delete i[t];
        else throw Error(`Key ${t} not found in enum`);
      return new Ai({
        ...t,
        checks: [],
        ...g(r),
        entries: i,
      });
    });
});
function Z(e, t) {
  return new Ai({
    type: 'enum',
    entries: Array.isArray(e) ? Object.fromEntries(e.map((e) => [e, e])) : e,
    ...g(t),
  });
}
var ji = /*@__PURE__*/ S('ZodTransform', (e, t) => {
  H(),
    Ke.init(e, t),
    U.init(e, t),
    (e._zod.processJSONSchema = (t, n, r) => gr(e, t, n, r)),
    (e._zod.parse = (n, r) => {
      if (r.direction === 'backward') throw new l(e.constructor.name);
      n.addIssue = (r) => {
        if (typeof r == 'string') n.issues.push(ve(r, n.value, t));
        else {
          const t = r;
          t.fatal && (t.continue = !1), (t.code ??= 'custom'), 'input' in t || (t.input = n.value), (t.inst ??= e), n.issues.push(ve(t));
        }
      };
      const i = t.transform(n.value, n);
      return i instanceof Promise ? i.then((e) => ((n.value = e), n)) : ((n.value = i), n);
    });
});
function Mi(e) {
  return new ji({
    type: 'transform',
    transform: e,
  });
}
var Ni = /*@__PURE__*/ S('ZodOptional', (e, t) => {
  ye.init(e, t), U.init(e, t), (e._zod.processJSONSchema = (t, n, r) => kr(e, t, n, r)), (e.unwrap = () => e._zod.def.innerType);
});
function Pi(e) {
  return new Ni({
    type: 'optional',
    innerType: e,
  });
}
var Fi = /*@__PURE__*/ S('ZodExactOptional', (e, t) => {
  ct.init(e, t), U.init(e, t), (e._zod.processJSONSchema = (t, n, r) => kr(e, t, n, r)), (e.unwrap = () => e._zod.def.innerType);
});
function Ii(e) {
  return new Fi({
    type: 'optional',
    innerType: e,
  });
}
var Li = /*@__PURE__*/ S('ZodNullable', (e, t) => {
  Se.init(e, t), U.init(e, t), (e._zod.processJSONSchema = (t, n, r) => xr(e, t, n, r)), (e.unwrap = () => e._zod.def.innerType);
});
function Ri(e) {
  return new Li({
    type: 'nullable',
    innerType: e,
  });
}
var zi = /*@__PURE__*/ S('ZodDefault', (e, t) => {
  Tt.init(e, t), U.init(e, t), (e._zod.processJSONSchema = (t, n, r) => wr(e, t, n, r)), (e.unwrap = () => e._zod.def.innerType), (e.removeDefault = e.unwrap);
});
function Bi(e, t) {
  return new zi({
    type: 'default',
    innerType: e,
    get defaultValue() {
      return typeof t == 'function' ? t() : at(t);
    },
  });
}
var Vi = /*@__PURE__*/ S('ZodPrefault', (e, t) => {
  wn.init(e, t), U.init(e, t), (e._zod.processJSONSchema = (t, n, r) => Tr(e, t, n, r)), (e.unwrap = () => e._zod.def.innerType);
});
function Hi(e, t) {
  return new Vi({
    type: 'prefault',
    innerType: e,
    get defaultValue() {
      return typeof t == 'function' ? t() : at(t);
    },
  });
}
var Ui = /*@__PURE__*/ S('ZodNonOptional', (e, t) => {
  Pt.init(e, t), U.init(e, t), (e._zod.processJSONSchema = (t, n, r) => Sr(e, t, n, r)), (e.unwrap = () => e._zod.def.innerType);
});
function Wi(e, t) {
  return new Ui({
    type: 'nonoptional',
    innerType: e,
    ...g(t),
  });
}
var Gi = /*@__PURE__*/ S('ZodCatch', (e, t) => {
  un.init(e, t), U.init(e, t), (e._zod.processJSONSchema = (t, n, r) => Er(e, t, n, r)), (e.unwrap = () => e._zod.def.innerType), (e.removeCatch = e.unwrap);
});
function Ki(e, t) {
  return new Gi({
    type: 'catch',
    innerType: e,
    catchValue: typeof t == 'function' ? t : Nt(t),
  });
}
var qi = /*@__PURE__*/ S('ZodPipe', (e, t) => {
  Le.init(e, t), U.init(e, t), (e._zod.processJSONSchema = (t, n, r) => Dr(e, t, n, r)), (e.in = t.in), (e.out = t.out);
});
function Ji(e, t) {
  return new qi({
    type: 'pipe',
    in: e,
    out: t,
  });
}
var Yi = /*@__PURE__*/ S('ZodReadonly', (e, t) => {
  s.init(e, t), U.init(e, t), (e._zod.processJSONSchema = (t, n, r) => Or(e, t, n, r)), (e.unwrap = () => e._zod.def.innerType);
});
function Xi(e) {
  return new Yi({
    type: 'readonly',
    innerType: e,
  });
}
var Zi = /*@__PURE__*/ S('ZodLazy', (e, t) => {
  Oe.init(e, t), U.init(e, t), (e._zod.processJSONSchema = (t, n, r) => Ar(e, t, n, r)), (e.unwrap = () => e._zod.def.getter());
});
function Qi(e) {
  return new Zi({
    type: 'lazy',
    getter: e,
  });
}
var $i = /*@__PURE__*/ S('ZodCustom', (e, t) => {
  bt.init(e, t), U.init(e, t), (e._zod.processJSONSchema = (t, n, r) => hr(e, t, n, r));
});
function ea(e, t = {}) {
  return Fe($i, e, t);
}
function ta(e, t) {
  return We(e, t);
}
// ../src/schemas/applications.ts
var na = [
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
  ra = ['comprehensive', 'sales', 'priceAsc', 'priceDesc'],
  ia = 1e8,
  aa = 1e5,
  oa = 2147483647,
  sa = ['zh', 'en'],
  ca = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
  la = (e) => !ca.test(e),
  ua = (e) =>
    W(e).refine(la, {
      message: 'validation.unstorableText',
      abort: !0,
    });
Z(sa),
  Y({
    zh: ua(),
    en: ua(),
  }),
  W()
    .trim()
    .regex(/^1[3-9]\d{9}$/, 'validation.phone');
var Q = q().int().positive().max(oa);
X({});
// ../src/schemas/catalog.ts
var da = q().int().min(0).max(ia);
X({
  keyword: ua().trim().max(60).optional(),
  brandId: Q.optional(),
  itemId: Q.optional(),
  chId: Q.optional(),
  threeLevelId: Q.optional(),
  fourLevelId: Q.optional(),
  applicability: Z(na).optional(),
  inStock: yi().optional(),
  minPricePerKgFen: da.optional(),
  maxPricePerKgFen: da.optional(),
  sort: Z(ra).default('comprehensive'),
  curPage: q().int().min(1).max(aa).default(1),
});
var fa = Y({
    id: q(),
    label: W(),
    netWeightGrams: q(),
    priceFen: q(),
    pricePerKgFen: q(),
    stock: q(),
  }),
  $ = Y({
    id: q(),
    code: W(),
    name: W(),
    brandId: q(),
    brandName: W(),
    ciName: W().nullable(),
    hex: W().nullable(),
    imageUrl: W().nullable(),
    applicability: J(W()),
    minPricePerKgFen: q().nullable(),
    minPriceFen: q().nullable(),
    stock: q(),
    salesCount: q(),
  }),
  pa = Y({
    id: q(),
    name: W(),
    count: q(),
  }),
  ma = pa.extend({
    level: q(),
    parentId: q().nullable(),
  }),
  ha = Y({
    items: J($),
    total: q(),
    curPage: q(),
    pageSize: q(),
    pageCount: q(),
    facets: Y({
      brands: J(pa),
      categories: J(ma),
      applicability: J(
        Y({
          code: Z(na),
          count: q(),
        }),
      ),
      inStock: q(),
      pricePerKgFen: Y({
        min: q(),
        max: q(),
      }).nullable(),
    }),
  });
X({ id: Q }),
  $.extend({
    ciNumber: W().nullable(),
    ciLongName: W().nullable(),
    chemistry: W(),
    origin: W(),
    specification: W(),
    introHtml: W(),
    dilutedHex: W().nullable(),
    images: J(W()),
    categoryPath: J(
      Y({
        id: q(),
        name: W(),
        level: q(),
      }),
    ),
    parameters: J(
      Y({
        name: W(),
        value: W(),
      }),
    ),
    skus: J(fa),
    updatedAt: W(),
  }),
  X({ ids: J(Q).min(1).max(50) });
var ga = J(
  Y({
    id: q(),
    updatedAt: W(),
    skus: J(fa),
  }),
);
X({ limit: q().int().min(1).max(24).default(8) }),
  J($),
  X({
    hex: W()
      .trim()
      .regex(/^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'validation.hex'),
    brandId: Q.optional(),
    limit: q().int().min(1).max(24).default(12),
  }),
  J($.extend({ deltaE: q() })),
  X({ brandId: Q.optional() }),
  J(
    Y({
      id: q(),
      name: W(),
      ciName: W().nullable(),
      brandId: q(),
      hex: W(),
    }),
  );
var _a = Qi(() =>
  Y({
    id: q(),
    name: W(),
    level: q(),
    children: J(_a),
  }),
);
J(_a);
// a.ts
var va = (e) => [ha.safeParse(e), ga.safeParse(e)];

export { va as f };
