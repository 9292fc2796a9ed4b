import {
  wn as _,
  In as a,
  Vt as c,
  _n as d,
  An as e,
  gn as f,
  nt as g,
  mn as h,
  I as i,
  Wn as l,
  hn as m,
  H as n,
  Mt as o,
  gt as p,
  Hn as r,
  Nt as s,
  Ft as t,
  Wt as u,
} from './api-0vbdHfsm.js';

// ../node_modules/zod/v4/mini/schemas.js
var v = /*@__PURE__*/ _(
    'ZodMiniType',
    (e, t) => {
      if (!e._zod) throw Error('Uninitialized schema in ZodMiniType.');
      u.init(e, t), (e.def = t), (e.type = t.type);
    },
    {
      get with() {
        return this.check;
      },
      set with(e) {
        l(this, 'with', e);
      },
      parse(e, t) {
        return h(this, e, t, { callee: this.parse });
      },
      parseAsync(e, t) {
        return m(this, e, t, { callee: this.parseAsync });
      },
      safeParse(e, t) {
        return f(this, e, t);
      },
      safeParseAsync(e, t) {
        return d(this, e, t);
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
      clone(t, n) {
        return e(this, t, n);
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
  y = /*@__PURE__*/ _('ZodMiniString', (e, t) => {
    c.init(e, t), v.init(e, t);
  });
// @__NO_SIDE_EFFECTS__
function b(e) {
  return n(y, e);
}
var x = /*@__PURE__*/ _('ZodMiniNumber', (e, t) => {
  s.init(e, t), v.init(e, t);
});
// @__NO_SIDE_EFFECTS__
function S(e) {
  return i(x, e);
}
var C = /*@__PURE__*/ _('ZodMiniArray', (e, t) => {
  g.init(e, t), v.init(e, t);
});
// @__NO_SIDE_EFFECTS__
function w(e, t) {
  return new C({
    type: 'array',
    element: e,
    ...r(t),
  });
}
var T = /*@__PURE__*/ _('ZodMiniObject', (e, n) => {
  t.init(e, n), v.init(e, n), a(e, 'shape', (e) => e._zod.def.shape, !1);
});
// @__NO_SIDE_EFFECTS__
function E(e, t) {
  return new T({
    type: 'object',
    shape: e ?? {},
    ...r(t),
  });
}
var D = /*@__PURE__*/ _('ZodMiniEnum', (e, t) => {
  p.init(e, t), v.init(e, t), (e.options = [...e._zod.values]);
});
// @__NO_SIDE_EFFECTS__
function O(e, t) {
  return new D({
    type: 'enum',
    entries: Array.isArray(e) ? Object.fromEntries(e.map((e) => [e, e])) : e,
    ...r(t),
  });
}
var k = /*@__PURE__*/ _('ZodMiniNullable', (e, t) => {
  o.init(e, t), v.init(e, t);
});
// @__NO_SIDE_EFFECTS__
function A(e) {
  return new k({
    type: 'nullable',
    innerType: e,
  });
}
// b.ts
var j = /* @__PURE__ */ E({
    id: /* @__PURE__ */ S(),
    code: /* @__PURE__ */ b(),
    name: /* @__PURE__ */ b(),
    hex: /* @__PURE__ */ A(/* @__PURE__ */ b()),
    applicability: /* @__PURE__ */ w(/* @__PURE__ */ b()),
    e: /* @__PURE__ */ O(['a', 'b']),
  }),
  M = (e) =>
    f(
      /* @__PURE__ */ E({
        items: /* @__PURE__ */ w(j),
        total: /* @__PURE__ */ S(),
        p: /* @__PURE__ */ A(/* @__PURE__ */ E({ min: /* @__PURE__ */ S() })),
      }),
      e,
    );

export { M as f };
