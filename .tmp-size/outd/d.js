// \0rolldown/runtime.js
var e = (e, t) => () => (t || (e((t = { exports: {} }).exports, t, t.exports), (e = null)), t.exports),
  t = /* @__PURE__ */ e((e) => {
    function t(e, t) {
      var n = e.length;
      e.push(t);
      for (; 0 < n; ) {
        var r = (n - 1) >>> 1,
          a = e[r];
        if (0 < i(a, t)) (e[r] = t), (e[n] = a), (n = r);
        else break;
      }
    }
    function n(e) {
      return e.length === 0 ? null : e[0];
    }
    function r(e) {
      if (e.length === 0) return null;
      var t = e[0],
        n = e.pop();
      if (n !== t) {
        e[0] = n;
        for (var r = 0, a = e.length, o = a >>> 1; r < o; ) {
          var s = 2 * (r + 1) - 1,
            c = e[s],
            l = s + 1,
            u = e[l];
          if (0 > i(c, n)) l < a && 0 > i(u, c) ? ((e[r] = u), (e[l] = n), (r = l)) : ((e[r] = c), (e[s] = n), (r = s));
          else if (l < a && 0 > i(u, n)) (e[r] = u), (e[l] = n), (r = l);
          else break;
        }
      }
      return t;
    }
    function i(e, t) {
      var n = e.sortIndex - t.sortIndex;
      return n === 0 ? e.id - t.id : n;
    }
    if (((e.unstable_now = void 0), typeof performance == 'object' && typeof performance.now == 'function')) {
      var a = performance;
      e.unstable_now = () => a.now();
    } else {
      var o = Date,
        s = o.now();
      e.unstable_now = () => o.now() - s;
    }
    var c = [],
      l = [],
      u = 1,
      d = null,
      f = 3,
      p = !1,
      m = !1,
      h = !1,
      g = !1,
      _ = typeof setTimeout == 'function' ? setTimeout : null,
      v = typeof clearTimeout == 'function' ? clearTimeout : null,
      y = typeof setImmediate < 'u' ? setImmediate : null;
    function b(e) {
      for (var i = n(l); i !== null; ) {
        if (i.callback === null) r(l);
        else if (i.startTime <= e) r(l), (i.sortIndex = i.expirationTime), t(c, i);
        else break;
        i = n(l);
      }
    }
    function ee(e) {
      if (((h = !1), b(e), !m)) {
        if (n(c) !== null) (m = !0), te || ((te = !0), ae());
        else {
          var t = n(l);
          t !== null && ce(ee, t.startTime - e);
        }
      }
    }
    var te = !1,
      ne = -1,
      re = 5,
      x = -1;
    function ie() {
      return g ? !0 : !(e.unstable_now() - x < re);
    }
    function S() {
      if (((g = !1), te)) {
        var t = e.unstable_now();
        x = t;
        var i = !0;
        try {
          a: {
            (m = !1), h && ((h = !1), v(ne), (ne = -1)), (p = !0);
            var a = f;
            try {
              b: {
                for (b(t), d = n(c); d !== null && !(d.expirationTime > t && ie()); ) {
                  var o = d.callback;
                  if (typeof o == 'function') {
                    (d.callback = null), (f = d.priorityLevel);
                    var s = o(d.expirationTime <= t);
                    if (((t = e.unstable_now()), typeof s == 'function')) {
                      (d.callback = s), b(t), (i = !0);
                      break b;
                    }
                    d === n(c) && r(c), b(t);
                  } else r(c);
                  d = n(c);
                }
                if (d !== null) i = !0;
                else {
                  var u = n(l);
                  u !== null && ce(ee, u.startTime - t), (i = !1);
                }
              }
              break a;
            } finally {
              (d = null), (f = a), (p = !1);
            }
            i = void 0;
          }
        } finally {
          i ? ae() : (te = !1);
        }
      }
    }
    var ae;
    if (typeof y == 'function')
      ae = () => {
        y(S);
      };
    else if (typeof MessageChannel < 'u') {
      var oe = new MessageChannel(),
        se = oe.port2;
      (oe.port1.onmessage = S),
        (ae = () => {
          se.postMessage(null);
        });
    } else
      ae = () => {
        _(S, 0);
      };
    function ce(t, n) {
      ne = _(() => {
        t(e.unstable_now());
      }, n);
    }
    (e.unstable_IdlePriority = 5),
      (e.unstable_ImmediatePriority = 1),
      (e.unstable_LowPriority = 4),
      (e.unstable_NormalPriority = 3),
      (e.unstable_Profiling = null),
      (e.unstable_UserBlockingPriority = 2),
      (e.unstable_cancelCallback = (e) => {
        e.callback = null;
      }),
      (e.unstable_forceFrameRate = (e) => {
        0 > e || 125 < e
          ? console.error('forceFrameRate takes a positive int between 0 and 125, forcing frame rates higher than 125 fps is not supported')
          : (re = 0 < e ? Math.floor(1e3 / e) : 5);
      }),
      (e.unstable_getCurrentPriorityLevel = () => f),
      (e.unstable_next = (e) => {
        switch (f) {
          case 1:
          case 2:
          case 3:
            var t = 3;
            break;
          default:
            t = f;
        }
        var n = f;
        f = t;
        try {
          return e();
        } finally {
          f = n;
        }
      }),
      (e.unstable_requestPaint = () => {
        g = !0;
      }),
      (e.unstable_runWithPriority = (e, t) => {
        switch (e) {
          case 1:
          case 2:
          case 3:
          case 4:
          case 5:
            break;
          default:
            e = 3;
        }
        var n = f;
        f = e;
        try {
          return t();
        } finally {
          f = n;
        }
      }),
      (e.unstable_scheduleCallback = (r, i, a) => {
        var o = e.unstable_now();
        switch ((typeof a == 'object' && a ? ((a = a.delay), (a = typeof a == 'number' && 0 < a ? o + a : o)) : (a = o), r)) {
          case 1:
            var s = -1;
            break;
          case 2:
            s = 250;
            break;
          case 5:
            s = 1073741823;
            break;
          case 4:
            s = 1e4;
            break;
          default:
            s = 5e3;
        }
        return (
          (s = a + s),
          (r = {
            id: u++,
            callback: i,
            priorityLevel: r,
            startTime: a,
            expirationTime: s,
            sortIndex: -1,
          }),
          a > o
            ? ((r.sortIndex = a), t(l, r), n(c) === null && r === n(l) && (h ? (v(ne), (ne = -1)) : (h = !0), ce(ee, a - o)))
            : ((r.sortIndex = s), t(c, r), m || p || ((m = !0), te || ((te = !0), ae()))),
          r
        );
      }),
      (e.unstable_shouldYield = ie),
      (e.unstable_wrapCallback = (e) => {
        var t = f;
        return function () {
          var n = f;
          f = t;
          try {
            return e.apply(this, arguments);
          } finally {
            f = n;
          }
        };
      });
  }),
  n = /* @__PURE__ */ e((e, n) => {
    n.exports = t();
  }),
  r = /* @__PURE__ */ e((e) => {
    var t = Symbol.for('react.transitional.element'),
      n = Symbol.for('react.portal'),
      r = Symbol.for('react.fragment'),
      i = Symbol.for('react.strict_mode'),
      a = Symbol.for('react.profiler'),
      o = Symbol.for('react.consumer'),
      s = Symbol.for('react.context'),
      c = Symbol.for('react.forward_ref'),
      l = Symbol.for('react.suspense'),
      u = Symbol.for('react.memo'),
      d = Symbol.for('react.lazy'),
      f = Symbol.for('react.activity'),
      p = Symbol.for('react.view_transition'),
      m = Symbol.iterator;
    function h(e) {
      return typeof e != 'object' || !e ? null : ((e = (m && e[m]) || e['@@iterator']), typeof e == 'function' ? e : null);
    }
    var g = {
        isMounted: () => !1,
        enqueueForceUpdate: () => {},
        enqueueReplaceState: () => {},
        enqueueSetState: () => {},
      },
      _ = Object.assign,
      v = {};
    function y(e, t, n) {
      (this.props = e), (this.context = t), (this.refs = v), (this.updater = n || g);
    }
    (y.prototype.isReactComponent = {}),
      (y.prototype.setState = function (e, t) {
        if (typeof e != 'object' && typeof e != 'function' && e != null)
          throw Error('takes an object of state variables to update or a function which returns an object of state variables.');
        this.updater.enqueueSetState(this, e, t, 'setState');
      }),
      (y.prototype.forceUpdate = function (e) {
        this.updater.enqueueForceUpdate(this, e, 'forceUpdate');
      });
    function b() {}
    b.prototype = y.prototype;
    function ee(e, t, n) {
      (this.props = e), (this.context = t), (this.refs = v), (this.updater = n || g);
    }
    var te = (ee.prototype = new b());
    (te.constructor = ee), _(te, y.prototype), (te.isPureReactComponent = !0);
    var ne = Array.isArray;
    function re() {}
    var x = {
        H: null,
        A: null,
        T: null,
        S: null,
      },
      ie = Object.prototype.hasOwnProperty;
    function S(e, n, r) {
      var i = r.ref;
      return {
        $$typeof: t,
        type: e,
        key: n,
        ref: i === void 0 ? null : i,
        props: r,
      };
    }
    function ae(e, t) {
      return S(e.type, t, e.props);
    }
    function oe(e) {
      return typeof e == 'object' && !!e && e.$$typeof === t;
    }
    function se(e) {
      var t = {
        '=': '=0',
        ':': '=2',
      };
      return '$' + e.replace(/[=:]/g, (e) => t[e]);
    }
    var ce = /\/+/g;
    function le(e, t) {
      return typeof e == 'object' && e && e.key != null ? se('' + e.key) : t.toString(36);
    }
    function ue(e) {
      switch (e.status) {
        case 'fulfilled':
          return e.value;
        case 'rejected':
          throw e.reason;
        default:
          switch (
            (typeof e.status == 'string'
              ? e.then(re, re)
              : ((e.status = 'pending'),
                e.then(
                  (t) => {
                    e.status === 'pending' && ((e.status = 'fulfilled'), (e.value = t));
                  },
                  (t) => {
                    e.status === 'pending' && ((e.status = 'rejected'), (e.reason = t));
                  },
                )),
            e.status)
          ) {
            case 'fulfilled':
              return e.value;
            case 'rejected':
              throw e.reason;
          }
      }
      throw e;
    }
    function de(e, r, i, a, o) {
      var s = typeof e;
      (s === 'undefined' || s === 'boolean') && (e = null);
      var c = !1;
      if (e === null) c = !0;
      else
        switch (s) {
          case 'bigint':
          case 'string':
          case 'number':
            c = !0;
            break;
          case 'object':
            switch (e.$$typeof) {
              case t:
              case n:
                c = !0;
                break;
              case d:
                return ((c = e._init), de(c(e._payload), r, i, a, o));
            }
        }
      if (c)
        return (
          (o = o(e)),
          (c = a === '' ? '.' + le(e, 0) : a),
          ne(o)
            ? ((i = ''), c != null && (i = c.replace(ce, '$&/') + '/'), de(o, r, i, '', (e) => e))
            : o != null && (oe(o) && (o = ae(o, i + (o.key == null || (e && e.key === o.key) ? '' : ('' + o.key).replace(ce, '$&/') + '/') + c)), r.push(o)),
          1
        );
      c = 0;
      var l = a === '' ? '.' : a + ':';
      if (ne(e)) for (var u = 0; u < e.length; u++) (a = e[u]), (s = l + le(a, u)), (c += de(a, r, i, s, o));
      else if (((u = h(e)), typeof u == 'function'))
        for (e = u.call(e), u = 0; !(a = e.next()).done; ) (a = a.value), (s = l + le(a, u++)), (c += de(a, r, i, s, o));
      else if (s === 'object') {
        if (typeof e.then == 'function') return de(ue(e), r, i, a, o);
        throw (
          (r = String(e)),
          Error(
            'Objects are not valid as a React child (found: ' +
              (r === '[object Object]' ? 'object with keys {' + Object.keys(e).join(', ') + '}' : r) +
              '). If you meant to render a collection of children, use an array instead.',
          )
        );
      }
      return c;
    }
    function fe(e, t, n) {
      if (e == null) return e;
      var r = [],
        i = 0;
      return (de(e, r, '', '', (e) => t.call(n, e, i++)), r);
    }
    function pe(e) {
      if (e._status === -1) {
        var t = e._result,
          n = t();
        n.then(
          (t) => {
            (e._status === 0 || e._status === -1) && ((e._status = 1), (e._result = t), n.status === void 0 && ((n.status = 'fulfilled'), (n.value = t)));
          },
          (t) => {
            (e._status === 0 || e._status === -1) && ((e._status = 2), (e._result = t), n.status === void 0 && ((n.status = 'rejected'), (n.reason = t)));
          },
        ),
          e._status === -1 && ((e._status = 0), (e._result = n));
      }
      if (e._status === 1) return e._result.default;
      throw e._result;
    }
    var me =
      typeof reportError == 'function'
        ? reportError
        : (e) => {
            if (typeof window == 'object' && typeof window.ErrorEvent == 'function') {
              var t = new window.ErrorEvent('error', {
                bubbles: !0,
                cancelable: !0,
                message: typeof e == 'object' && e && typeof e.message == 'string' ? String(e.message) : String(e),
                error: e,
              });
              if (!window.dispatchEvent(t)) return;
            } else if (typeof process == 'object' && typeof process.emit == 'function') {
              process.emit('uncaughtException', e);
              return;
            }
            console.error(e);
          };
    function he(e) {
      var t = x.T,
        n = {};
      (n.types = t === null ? null : t.types), (x.T = n);
      try {
        var r = e(),
          i = x.S;
        i !== null && i(n, r), typeof r == 'object' && r && typeof r.then == 'function' && r.then(re, me);
      } catch (e) {
        me(e);
      } finally {
        t !== null && n.types !== null && (t.types = n.types), (x.T = t);
      }
    }
    function ge(e) {
      var t = x.T;
      if (t !== null) {
        var n = t.types;
        n === null ? (t.types = [e]) : n.indexOf(e) === -1 && n.push(e);
      } else he(ge.bind(null, e));
    }
    var _e = {
      map: fe,
      forEach: (e, t, n) => {
        fe(
          e,
          function () {
            t.apply(this, arguments);
          },
          n,
        );
      },
      count: (e) => {
        var t = 0;
        return (
          fe(e, () => {
            t++;
          }),
          t
        );
      },
      toArray: (e) => fe(e, (e) => e) || [],
      only: (e) => {
        if (!oe(e)) throw Error('React.Children.only expected to receive a single React element child.');
        return e;
      },
    };
    (e.Activity = f),
      (e.Children = _e),
      (e.Component = y),
      (e.Fragment = r),
      (e.Profiler = a),
      (e.PureComponent = ee),
      (e.StrictMode = i),
      (e.Suspense = l),
      (e.ViewTransition = p),
      (e.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE = x),
      (e.__COMPILER_RUNTIME = {
        __proto__: null,
        c: (e) => x.H.useMemoCache(e),
      }),
      (e.addTransitionType = ge),
      (e.cache = (e) =>
        function () {
          return e.apply(null, arguments);
        }),
      (e.cacheSignal = () => null),
      (e.cloneElement = function (e, t, n) {
        if (e == null) throw Error('The argument must be a React element, but you passed ' + e + '.');
        var r = _({}, e.props),
          i = e.key;
        if (t != null)
          for (a in (t.key !== void 0 && (i = '' + t.key), t))
            !ie.call(t, a) || a === 'key' || a === '__self' || a === '__source' || (a === 'ref' && t.ref === void 0) || (r[a] = t[a]);
        var a = arguments.length - 2;
        if (a === 1) r.children = n;
        else if (1 < a) {
          for (var o = Array(a), s = 0; s < a; s++) o[s] = arguments[s + 2];
          r.children = o;
        }
        return S(e.type, i, r);
      }),
      (e.createContext = (e) => (
        (e = {
          $$typeof: s,
          _currentValue: e,
          _currentValue2: e,
          _threadCount: 0,
          Provider: null,
          Consumer: null,
        }),
        (e.Provider = e),
        (e.Consumer = {
          $$typeof: o,
          _context: e,
        }),
        e
      )),
      (e.createElement = function (e, t, n) {
        var r,
          i = {},
          a = null;
        if (t != null) for (r in (t.key !== void 0 && (a = '' + t.key), t)) ie.call(t, r) && r !== 'key' && r !== '__self' && r !== '__source' && (i[r] = t[r]);
        var o = arguments.length - 2;
        if (o === 1) i.children = n;
        else if (1 < o) {
          for (var s = Array(o), c = 0; c < o; c++) s[c] = arguments[c + 2];
          i.children = s;
        }
        if (e && e.defaultProps) for (r in ((o = e.defaultProps), o)) i[r] === void 0 && (i[r] = o[r]);
        return S(e, a, i);
      }),
      (e.createRef = () => ({ current: null })),
      (e.forwardRef = (e) => ({
        $$typeof: c,
        render: e,
      })),
      (e.isValidElement = oe),
      (e.lazy = (e) => ({
        $$typeof: d,
        _payload: {
          _status: -1,
          _result: e,
        },
        _init: pe,
      })),
      (e.memo = (e, t) => ({
        $$typeof: u,
        type: e,
        compare: t === void 0 ? null : t,
      })),
      (e.startTransition = he),
      (e.unstable_useCacheRefresh = () => x.H.useCacheRefresh()),
      (e.use = (e) => x.H.use(e)),
      (e.useActionState = (e, t, n) => x.H.useActionState(e, t, n)),
      (e.useCallback = (e, t) => x.H.useCallback(e, t)),
      (e.useContext = (e) => x.H.useContext(e)),
      (e.useDebugValue = () => {}),
      (e.useDeferredValue = (e, t) => x.H.useDeferredValue(e, t)),
      (e.useEffect = (e, t) => x.H.useEffect(e, t)),
      (e.useEffectEvent = (e) => x.H.useEffectEvent(e)),
      (e.useId = () => x.H.useId()),
      (e.useImperativeHandle = (e, t, n) => x.H.useImperativeHandle(e, t, n)),
      (e.useInsertionEffect = (e, t) => x.H.useInsertionEffect(e, t)),
      (e.useLayoutEffect = (e, t) => x.H.useLayoutEffect(e, t)),
      (e.useMemo = (e, t) => x.H.useMemo(e, t)),
      (e.useOptimistic = (e, t) => x.H.useOptimistic(e, t)),
      (e.useReducer = (e, t, n) => x.H.useReducer(e, t, n)),
      (e.useRef = (e) => x.H.useRef(e)),
      (e.useState = (e) => x.H.useState(e)),
      (e.useSyncExternalStore = (e, t, n) => x.H.useSyncExternalStore(e, t, n)),
      (e.useTransition = () => x.H.useTransition()),
      (e.version = '19.3.1');
  }),
  i = /* @__PURE__ */ e((e, t) => {
    t.exports = r();
  }),
  a = /* @__PURE__ */ e((e) => {
    var t = i();
    function n(e) {
      var t = 'https://react.dev/errors/' + e;
      if (1 < arguments.length) {
        t += '?args[]=' + encodeURIComponent(arguments[1]);
        for (var n = 2; n < arguments.length; n++) t += '&args[]=' + encodeURIComponent(arguments[n]);
      }
      return (
        'Minified React error #' +
        e +
        '; visit ' +
        t +
        ' for the full message or use the non-minified dev environment for full errors and additional helpful warnings.'
      );
    }
    function r() {}
    var a = {
        d: {
          f: r,
          r: () => {
            throw Error(n(522));
          },
          D: r,
          C: r,
          L: r,
          m: r,
          X: r,
          S: r,
          M: r,
        },
        p: 0,
        findDOMNode: null,
      },
      o = Symbol.for('react.portal'),
      s = Symbol.for('react.recoverable'),
      c = Symbol.for('react.optimistic_key');
    function l(e, t, n) {
      var r = 3 < arguments.length && arguments[3] !== void 0 ? arguments[3] : null;
      return {
        $$typeof: o,
        key: r == null ? null : r === c ? c : '' + r,
        children: e,
        containerInfo: t,
        implementation: n,
      };
    }
    var u = t.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
    function d(e, t) {
      if (e === 'font') return '';
      if (typeof t == 'string') return t === 'use-credentials' ? t : '';
    }
    (e.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE = a),
      (e.browser = (e) => ({
        $$typeof: s,
        _reason: e,
      })),
      (e.createPortal = function (e, t) {
        var r = 2 < arguments.length && arguments[2] !== void 0 ? arguments[2] : null;
        if (!t || (t.nodeType !== 1 && t.nodeType !== 9 && t.nodeType !== 11)) throw Error(n(299));
        return l(e, t, null, r);
      }),
      (e.flushSync = (e) => {
        var t = u.T,
          n = a.p;
        try {
          if (((u.T = null), (a.p = 2), e)) return e();
        } finally {
          (u.T = t), (a.p = n), a.d.f();
        }
      }),
      (e.preconnect = (e, t) => {
        typeof e == 'string' && (t ? ((t = t.crossOrigin), (t = typeof t == 'string' ? (t === 'use-credentials' ? t : '') : void 0)) : (t = null), a.d.C(e, t));
      }),
      (e.prefetchDNS = (e) => {
        typeof e == 'string' && a.d.D(e);
      }),
      (e.preinit = (e, t) => {
        if (typeof e == 'string' && t && typeof t.as == 'string') {
          var n = t.as,
            r = d(n, t.crossOrigin),
            i = typeof t.integrity == 'string' ? t.integrity : void 0,
            o = typeof t.fetchPriority == 'string' ? t.fetchPriority : void 0;
          n === 'style'
            ? a.d.S(e, typeof t.precedence == 'string' ? t.precedence : void 0, {
                crossOrigin: r,
                integrity: i,
                fetchPriority: o,
              })
            : n === 'script' &&
              a.d.X(e, {
                crossOrigin: r,
                integrity: i,
                fetchPriority: o,
                nonce: typeof t.nonce == 'string' ? t.nonce : void 0,
              });
        }
      }),
      (e.preinitModule = (e, t) => {
        if (typeof e == 'string') {
          if (typeof t == 'object' && t) {
            if (t.as == null || t.as === 'script') {
              var n = d(t.as, t.crossOrigin);
              a.d.M(e, {
                crossOrigin: n,
                integrity: typeof t.integrity == 'string' ? t.integrity : void 0,
                nonce: typeof t.nonce == 'string' ? t.nonce : void 0,
                fetchPriority: typeof t.fetchPriority == 'string' ? t.fetchPriority : void 0,
              });
            }
          } else t ?? a.d.M(e);
        }
      }),
      (e.preload = (e, t) => {
        if (typeof e == 'string' && typeof t == 'object' && t && typeof t.as == 'string') {
          var n = t.as,
            r = d(n, t.crossOrigin);
          a.d.L(e, n, {
            crossOrigin: r,
            integrity: typeof t.integrity == 'string' ? t.integrity : void 0,
            nonce: typeof t.nonce == 'string' ? t.nonce : void 0,
            type: typeof t.type == 'string' ? t.type : void 0,
            fetchPriority: typeof t.fetchPriority == 'string' ? t.fetchPriority : void 0,
            referrerPolicy: typeof t.referrerPolicy == 'string' ? t.referrerPolicy : void 0,
            imageSrcSet: typeof t.imageSrcSet == 'string' ? t.imageSrcSet : void 0,
            imageSizes: typeof t.imageSizes == 'string' ? t.imageSizes : void 0,
            media: typeof t.media == 'string' ? t.media : void 0,
          });
        }
      }),
      (e.preloadModule = (e, t) => {
        if (typeof e == 'string') {
          if (t) {
            var n = d(t.as, t.crossOrigin);
            a.d.m(e, {
              as: typeof t.as == 'string' && t.as !== 'script' ? t.as : void 0,
              crossOrigin: n,
              integrity: typeof t.integrity == 'string' ? t.integrity : void 0,
              nonce: typeof t.nonce == 'string' ? t.nonce : void 0,
              fetchPriority: typeof t.fetchPriority == 'string' ? t.fetchPriority : void 0,
            });
          } else a.d.m(e);
        }
      }),
      (e.requestFormReset = (e) => {
        a.d.r(e);
      }),
      (e.unstable_batchedUpdates = (e, t) => e(t)),
      (e.useFormState = (e, t, n) => u.H.useFormState(e, t, n)),
      (e.useFormStatus = () => u.H.useHostTransitionStatus()),
      (e.version = '19.3.1');
  }),
  o = /* @__PURE__ */ e((e, t) => {
    function n() {
      if (typeof __REACT_DEVTOOLS_GLOBAL_HOOK__ < 'u' && typeof __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE == 'function')
        try {
          __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE(n);
        } catch (e) {
          console.error(e);
        }
    }
    n(), (t.exports = a());
  }),
  s = /* @__PURE__ */ e((e) => {
    var t = n(),
      r = i(),
      a = o();
    function s(e) {
      var t = 'https://react.dev/errors/' + e;
      if (1 < arguments.length) {
        t += '?args[]=' + encodeURIComponent(arguments[1]);
        for (var n = 2; n < arguments.length; n++) t += '&args[]=' + encodeURIComponent(arguments[n]);
      }
      return (
        'Minified React error #' +
        e +
        '; visit ' +
        t +
        ' for the full message or use the non-minified dev environment for full errors and additional helpful warnings.'
      );
    }
    function c(e) {
      return !(!e || (e.nodeType !== 1 && e.nodeType !== 9 && e.nodeType !== 11));
    }
    function l(e) {
      for (var t = e, n = t; n && !n.alternate; ) (t = n), t.flags & 4098 && (e = t.return), (n = t.return);
      for (; t.return; ) t = t.return;
      return t.tag === 3 ? e : null;
    }
    function u(e) {
      if (e.tag === 13) {
        var t = e.memoizedState;
        if ((t === null && ((e = e.alternate), e !== null && (t = e.memoizedState)), t !== null)) return t.dehydrated;
      }
      return null;
    }
    function d(e) {
      if (e.tag === 31) {
        var t = e.memoizedState;
        if ((t === null && ((e = e.alternate), e !== null && (t = e.memoizedState)), t !== null)) return t.dehydrated;
      }
      return null;
    }
    function f(e) {
      if (l(e) !== e) throw Error(s(188));
    }
    function p(e) {
      var t = e.alternate;
      if (!t) {
        if (((t = l(e)), t === null)) throw Error(s(188));
        return t === e ? e : null;
      }
      for (var n = e, r = t; ; ) {
        var i = n.return;
        if (i === null) break;
        var a = i.alternate;
        if (a === null) {
          if (((r = i.return), r !== null)) {
            n = r;
            continue;
          }
          break;
        }
        if (i.child === a.child) {
          for (a = i.child; a; ) {
            if (a === n) return (f(i), e);
            if (a === r) return (f(i), t);
            a = a.sibling;
          }
          throw Error(s(188));
        }
        if (n.return !== r.return) (n = i), (r = a);
        else {
          for (var o = !1, c = i.child; c; ) {
            if (c === n) {
              (o = !0), (n = i), (r = a);
              break;
            }
            if (c === r) {
              (o = !0), (r = i), (n = a);
              break;
            }
            c = c.sibling;
          }
          if (!o) {
            for (c = a.child; c; ) {
              if (c === n) {
                (o = !0), (n = a), (r = i);
                break;
              }
              if (c === r) {
                (o = !0), (r = a), (n = i);
                break;
              }
              c = c.sibling;
            }
            if (!o) throw Error(s(189));
          }
        }
        if (n.alternate !== r) throw Error(s(190));
      }
      if (n.tag !== 3) throw Error(s(188));
      return n.stateNode.current === n ? e : t;
    }
    function m(e) {
      var t = e.tag;
      if (t === 5 || t === 26 || t === 27 || t === 6) return e;
      for (e = e.child; e !== null; ) {
        if (((t = m(e)), t !== null)) return t;
        e = e.sibling;
      }
      return null;
    }
    function h(e, t, n, r, i, a) {
      for (; e !== null; ) {
        if (
          ((e.tag === 5 || e.tag === 27 || e.tag === 6) && n(e, r, i, a)) ||
          ((e.tag !== 22 || e.memoizedState === null) && (t || (e.tag !== 5 && e.tag !== 27)) && h(e.child, t, n, r, i, a))
        )
          return !0;
        e = e.sibling;
      }
      return !1;
    }
    function g(e) {
      for (e = e.return; e !== null; ) {
        if (e.tag === 3 || e.tag === 5 || e.tag === 27) return e;
        e = e.return;
      }
      return null;
    }
    function _(e) {
      var t = !1;
      for (e = e.return; e !== null && (e.tag === 4 && (t = !0), e.tag !== 3 && e.tag !== 5 && e.tag !== 27); ) e = e.return;
      return t;
    }
    function v(e) {
      var t = [null, null],
        n = g(e);
      return (n === null || y(t, e, n.child, { foundSelf: !1 }), t);
    }
    function y(e, t, n, r) {
      for (; n !== null; ) {
        if (n === t) r.foundSelf = !0;
        else if (n.tag === 5 || n.tag === 27 || n.tag === 6) {
          if (r.foundSelf) return ((e[1] = n), !0);
          e[0] = n;
        } else if ((n.tag !== 22 || n.memoizedState === null) && y(e, t, n.child, r)) return !0;
        n = n.sibling;
      }
      return !1;
    }
    function b(e) {
      switch (e.tag) {
        case 5:
        case 27:
        case 6:
          return e.stateNode;
        case 3:
          return e.stateNode.containerInfo;
        default:
          throw Error(s(559));
      }
    }
    var ee = null,
      te = null;
    function ne(e, t, n) {
      return e === n || (e === t && ((ee = e), !0));
    }
    function re(e, t, n) {
      return e === n ? ((te = e), !1) : e === t && (te !== null && (ee = e), !0);
    }
    function x(e) {
      if (e === null) return null;
      do e = e === null ? null : e.return;
      while (e && e.tag !== 5 && e.tag !== 27 && e.tag !== 3);
      return e || null;
    }
    function ie(e, t, n) {
      for (var r = 0, i = e; i; i = n(i)) r++;
      i = 0;
      for (var a = t; a; a = n(a)) i++;
      for (; 0 < r - i; ) (e = n(e)), r--;
      for (; 0 < i - r; ) (t = n(t)), i--;
      for (; r--; ) {
        if (e === t || (t !== null && e === t.alternate)) return e;
        (e = n(e)), (t = n(t));
      }
      return null;
    }
    var S = Object.assign,
      ae = Symbol.for('react.element'),
      oe = Symbol.for('react.transitional.element'),
      se = Symbol.for('react.portal'),
      ce = Symbol.for('react.fragment'),
      le = Symbol.for('react.strict_mode'),
      ue = Symbol.for('react.profiler'),
      de = Symbol.for('react.consumer'),
      fe = Symbol.for('react.context'),
      pe = Symbol.for('react.forward_ref'),
      me = Symbol.for('react.suspense'),
      he = Symbol.for('react.suspense_list'),
      ge = Symbol.for('react.memo'),
      _e = Symbol.for('react.lazy'),
      ve = Symbol.for('react.activity'),
      ye = Symbol.for('react.legacy_hidden'),
      be = Symbol.for('react.memo_cache_sentinel'),
      xe = Symbol.for('react.view_transition'),
      Se = Symbol.for('react.recoverable'),
      Ce = Symbol.iterator;
    function we(e) {
      return typeof e != 'object' || !e ? null : ((e = (Ce && e[Ce]) || e['@@iterator']), typeof e == 'function' ? e : null);
    }
    var Te = Symbol.for('react.client.reference');
    function Ee(e) {
      if (e == null) return null;
      if (typeof e == 'function') return e.$$typeof === Te ? null : e.displayName || e.name || null;
      if (typeof e == 'string') return e;
      switch (e) {
        case ce:
          return 'Fragment';
        case ue:
          return 'Profiler';
        case le:
          return 'StrictMode';
        case me:
          return 'Suspense';
        case he:
          return 'SuspenseList';
        case ve:
          return 'Activity';
        case xe:
          return 'ViewTransition';
      }
      if (typeof e == 'object')
        switch (e.$$typeof) {
          case se:
            return 'Portal';
          case fe:
            return e.displayName || 'Context';
          case de:
            return (e._context.displayName || 'Context') + '.Consumer';
          case pe:
            var t = e.render;
            return ((e = e.displayName), (e ||= ((e = t.displayName || t.name || ''), e === '' ? 'ForwardRef' : 'ForwardRef(' + e + ')')), e);
          case ge:
            return ((t = e.displayName || null), t === null ? Ee(e.type) || 'Memo' : t);
          case _e:
            (t = e._payload), (e = e._init);
            try {
              return Ee(e(t));
            } catch {}
        }
      return null;
    }
    var De = Array.isArray,
      C = r.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE,
      w = a.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE,
      Oe = {
        pending: !1,
        data: null,
        method: null,
        action: null,
      },
      ke = [],
      Ae = -1;
    function je(e) {
      return { current: e };
    }
    function Me(e) {
      0 > Ae || ((e.current = ke[Ae]), (ke[Ae] = null), Ae--);
    }
    function T(e, t) {
      Ae++, (ke[Ae] = e.current), (e.current = t);
    }
    var Ne = je(null),
      Pe = je(null),
      Fe = je(null),
      Ie = je(null);
    function Le(e, t) {
      switch ((T(Fe, t), T(Pe, e), T(Ne, null), t.nodeType)) {
        case 9:
        case 11:
          e = (e = t.documentElement) && (e = e.namespaceURI) ? up(e) : 0;
          break;
        default:
          if (((e = t.tagName), (t = t.namespaceURI))) (t = up(t)), (e = dp(t, e));
          else
            switch (e) {
              case 'svg':
                e = 1;
                break;
              case 'math':
                e = 2;
                break;
              default:
                e = 0;
            }
      }
      Me(Ne), T(Ne, e);
    }
    function Re() {
      Me(Ne), Me(Pe), Me(Fe);
    }
    function ze(e) {
      var t = e.memoizedState;
      t !== null && ((sh._currentValue = t.memoizedState), T(Ie, e)), (t = Ne.current);
      var n = dp(t, e.type);
      t !== n && (T(Pe, e), T(Ne, n));
    }
    function Be(e) {
      Pe.current === e && (Me(Ne), Me(Pe)), Ie.current === e && (Me(Ie), (sh._currentValue = Oe));
    }
    var Ve, He;
    function Ue(e) {
      if (Ve === void 0)
        try {
          throw Error();
        } catch (e) {
          var t = e.stack.trim().match(/\n( *(at )?)/);
          (Ve = (t && t[1]) || ''), (He = -1 < e.stack.indexOf('\n    at') ? ' (<anonymous>)' : -1 < e.stack.indexOf('@') ? '@unknown:0:0' : '');
        }
      return '\n' + Ve + e + He;
    }
    var We = !1;
    function Ge(e, t) {
      if (!e || We) return '';
      We = !0;
      var n = Error.prepareStackTrace;
      Error.prepareStackTrace = void 0;
      try {
        var r = {
          DetermineComponentFrameRoot: () => {
            try {
              if (t) {
                var n = () => {
                  throw Error();
                };
                if (
                  (Object.defineProperty(n.prototype, 'props', {
                    set: () => {
                      throw Error();
                    },
                  }),
                  typeof Reflect == 'object' && Reflect.construct)
                ) {
                  try {
                    Reflect.construct(n, []);
                  } catch (e) {
                    var r = e;
                  }
                  Reflect.construct(e, [], n);
                } else {
                  try {
                    n.call();
                  } catch (e) {
                    r = e;
                  }
                  n = !1;
                  try {
                    var i = Object.getOwnPropertyDescriptor(e.prototype, 'props');
                    Object.defineProperty(e.prototype, 'props', {
                      configurable: !0,
                      set: () => {
                        throw Error();
                      },
                    }),
                      (n = !0),
                      new e();
                  } finally {
                    n && (i === void 0 ? delete e.prototype.props : Object.defineProperty(e.prototype, 'props', i));
                  }
                }
              } else {
                try {
                  throw Error();
                } catch (e) {
                  r = e;
                }
                (n = e()) && typeof n.catch == 'function' && n.catch(() => {});
              }
            } catch (e) {
              if (e && r && typeof e.stack == 'string') return [e.stack, r.stack];
            }
            return [null, null];
          },
        };
        r.DetermineComponentFrameRoot.displayName = 'DetermineComponentFrameRoot';
        var i = Object.getOwnPropertyDescriptor(r.DetermineComponentFrameRoot, 'name');
        i && i.configurable && Object.defineProperty(r.DetermineComponentFrameRoot, 'name', { value: 'DetermineComponentFrameRoot' });
        var a = r.DetermineComponentFrameRoot(),
          o = a[0],
          s = a[1];
        if (o && s) {
          var c = o.split('\n'),
            l = s.split('\n');
          for (i = r = 0; r < c.length && !c[r].includes('DetermineComponentFrameRoot'); ) r++;
          for (; i < l.length && !l[i].includes('DetermineComponentFrameRoot'); ) i++;
          if (r === c.length || i === l.length) for (r = c.length - 1, i = l.length - 1; 1 <= r && 0 <= i && c[r] !== l[i]; ) i--;
          for (; 1 <= r && 0 <= i; r--, i--)
            if (c[r] !== l[i]) {
              if (r !== 1 || i !== 1)
                do
                  if ((r--, i--, 0 > i || c[r] !== l[i])) {
                    var u = '\n' + c[r].replace(' at new ', ' at ');
                    return (e.displayName && u.includes('<anonymous>') && (u = u.replace('<anonymous>', e.displayName)), u);
                  }
                while (1 <= r && 0 <= i);
              break;
            }
        }
      } finally {
        (We = !1), (Error.prepareStackTrace = n);
      }
      return (n = e ? e.displayName || e.name : '') ? Ue(n) : '';
    }
    function Ke(e, t) {
      switch (e.tag) {
        case 26:
        case 27:
        case 5:
          return Ue(e.type);
        case 16:
          return Ue('Lazy');
        case 13:
          return e.child !== t && t !== null ? Ue('Suspense Fallback') : Ue('Suspense');
        case 19:
          return Ue('SuspenseList');
        case 0:
        case 15:
          return Ge(e.type, !1);
        case 11:
          return Ge(e.type.render, !1);
        case 1:
          return Ge(e.type, !0);
        case 31:
          return Ue('Activity');
        case 30:
          return Ue('ViewTransition');
        default:
          return '';
      }
    }
    function qe(e) {
      try {
        var t = '',
          n = null;
        do (t += Ke(e, n)), (n = e), (e = e.return);
        while (e);
        return t;
      } catch (e) {
        return '\nError generating stack: ' + e.message + '\n' + e.stack;
      }
    }
    var Je = Object.prototype.hasOwnProperty,
      Ye = t.unstable_scheduleCallback,
      Xe = t.unstable_cancelCallback,
      Ze = t.unstable_shouldYield,
      Qe = t.unstable_requestPaint,
      $e = t.unstable_now,
      et = t.unstable_getCurrentPriorityLevel,
      tt = t.unstable_ImmediatePriority,
      nt = t.unstable_UserBlockingPriority,
      rt = t.unstable_NormalPriority,
      it = t.unstable_LowPriority,
      at = t.unstable_IdlePriority,
      ot = t.log,
      st = t.unstable_setDisableYieldValue,
      ct = null,
      lt = null;
    function ut(e) {
      if ((typeof ot == 'function' && st(e), lt && typeof lt.setStrictMode == 'function'))
        try {
          lt.setStrictMode(ct, e);
        } catch {}
    }
    var dt = Math.clz32 ? Math.clz32 : mt,
      ft = Math.log,
      pt = Math.LN2;
    function mt(e) {
      return ((e >>>= 0), e === 0 ? 32 : (31 - ((ft(e) / pt) | 0)) | 0);
    }
    var ht = 256,
      gt = 262144,
      _t = 4194304;
    function vt(e) {
      var t = e & 42;
      if (t !== 0) return t;
      switch (e & -e) {
        case 1:
          return 1;
        case 2:
          return 2;
        case 4:
          return 4;
        case 8:
          return 8;
        case 16:
          return 16;
        case 32:
          return 32;
        case 64:
          return 64;
        case 128:
          return 128;
        case 256:
        case 512:
        case 1024:
        case 2048:
        case 4096:
        case 8192:
        case 16384:
        case 32768:
        case 65536:
        case 131072:
          return e & -e;
        case 262144:
        case 524288:
        case 1048576:
        case 2097152:
          return e & 3932160;
        case 4194304:
        case 8388608:
        case 16777216:
        case 33554432:
          return e & 62914560;
        case 67108864:
          return 67108864;
        case 134217728:
          return 134217728;
        case 268435456:
          return 268435456;
        case 536870912:
          return 536870912;
        case 1073741824:
          return 0;
        default:
          return e;
      }
    }
    function yt(e, t, n) {
      var r = e.pendingLanes;
      if (r === 0) return 0;
      var i = 0,
        a = e.suspendedLanes,
        o = e.pingedLanes;
      e = e.warmLanes;
      var s = r & 134217727;
      return (
        s === 0
          ? ((s = r & ~a), s === 0 ? (o === 0 ? n || ((n = r & ~e), n !== 0 && (i = vt(n))) : (i = vt(o))) : (i = vt(s)))
          : ((r = s & ~a), r === 0 ? ((o &= s), o === 0 ? n || ((n = s & ~e), n !== 0 && (i = vt(n))) : (i = vt(o))) : (i = vt(r))),
        i === 0 ? 0 : t !== 0 && t !== i && (t & a) === 0 && ((a = i & -i), (n = t & -t), a >= n || (a === 32 && n & 4194048)) ? t : i
      );
    }
    function bt(e, t) {
      return (e.pendingLanes & ~(e.suspendedLanes & ~e.pingedLanes) & t) === 0;
    }
    function xt(e, t) {
      t & 8 && (t |= t & 32);
      var n = e.entangledLanes;
      if (n !== 0)
        for (e = e.entanglements, n &= t; 0 < n; ) {
          var r = 31 - dt(n),
            i = 1 << r;
          (t |= e[r]), (n &= ~i);
        }
      return t;
    }
    function St(e, t) {
      switch (e) {
        case 1:
        case 2:
        case 4:
        case 8:
        case 64:
          return t + 250;
        case 16:
        case 32:
        case 128:
        case 256:
        case 512:
        case 1024:
        case 2048:
        case 4096:
        case 8192:
        case 16384:
        case 32768:
        case 65536:
        case 131072:
        case 262144:
        case 524288:
        case 1048576:
        case 2097152:
          return t + 5e3;
        case 4194304:
        case 8388608:
        case 16777216:
        case 33554432:
          return -1;
        case 67108864:
        case 134217728:
        case 268435456:
        case 536870912:
        case 1073741824:
          return -1;
        default:
          return -1;
      }
    }
    function Ct() {
      var e = _t;
      return ((_t <<= 1), !(_t & 62914560) && (_t = 4194304), e);
    }
    function wt(e) {
      for (var t = [], n = 0; 31 > n; n++) t.push(e);
      return t;
    }
    function Tt(e, t) {
      (e.pendingLanes |= t), t !== 268435456 && ((e.suspendedLanes = 0), (e.pingedLanes = 0), (e.warmLanes = 0));
    }
    function Et(e, t, n, r, i, a) {
      var o = e.pendingLanes;
      (e.pendingLanes = n),
        (e.suspendedLanes = 0),
        (e.pingedLanes = 0),
        (e.warmLanes = 0),
        (e.expiredLanes &= n),
        (e.entangledLanes &= n),
        (e.errorRecoveryDisabledLanes &= n),
        (e.shellSuspendCounter = 0);
      var s = e.entanglements,
        c = e.expirationTimes,
        l = e.hiddenUpdates;
      for (n = o & ~n; 0 < n; ) {
        var u = 31 - dt(n),
          d = 1 << u;
        (s[u] = 0), (c[u] = -1);
        var f = l[u];
        if (f !== null)
          for (l[u] = null, u = 0; u < f.length; u++) {
            var p = f[u];
            p !== null && (p.lane &= -536870913);
          }
        n &= ~d;
      }
      r !== 0 && Dt(e, r, 0), a !== 0 && i === 0 && e.tag !== 0 && (e.suspendedLanes |= a & ~(o & ~t));
    }
    function Dt(e, t, n) {
      (e.pendingLanes |= t), (e.suspendedLanes &= ~t);
      var r = 31 - dt(t);
      (e.entangledLanes |= t), (e.entanglements[r] = e.entanglements[r] | 1073741824 | (n & 261930));
    }
    function Ot(e, t) {
      var n = (e.entangledLanes |= t);
      for (e = e.entanglements; n; ) {
        var r = 31 - dt(n),
          i = 1 << r;
        (i & t) | (e[r] & t) && (e[r] |= t), (n &= ~i);
      }
    }
    function kt(e, t) {
      var n = t & -t;
      return ((n = n & 42 ? 1 : At(n)), (n & (e.suspendedLanes | t)) === 0 ? n : 0);
    }
    function At(e) {
      switch (e) {
        case 2:
          e = 1;
          break;
        case 8:
          e = 4;
          break;
        case 32:
          e = 16;
          break;
        case 256:
        case 512:
        case 1024:
        case 2048:
        case 4096:
        case 8192:
        case 16384:
        case 32768:
        case 65536:
        case 131072:
        case 262144:
        case 524288:
        case 1048576:
        case 2097152:
        case 4194304:
        case 8388608:
        case 16777216:
        case 33554432:
          e = 128;
          break;
        case 268435456:
          e = 134217728;
          break;
        default:
          e = 0;
      }
      return e;
    }
    function jt(e) {
      return ((e &= -e), 2 < e ? (8 < e ? (e & 134217727 ? 32 : 268435456) : 8) : 2);
    }
    function Mt() {
      var e = w.p;
      return e === 0 ? ((e = window.event), e === void 0 ? 32 : Ch(e.type)) : e;
    }
    function Nt(e, t) {
      var n = w.p;
      try {
        return ((w.p = e), t());
      } finally {
        w.p = n;
      }
    }
    var Pt = Math.random().toString(36).slice(2),
      Ft = '__reactFiber$' + Pt,
      It = '__reactProps$' + Pt,
      Lt = '__reactContainer$' + Pt,
      Rt = '__reactEvents$' + Pt,
      zt = '__reactListeners$' + Pt,
      Bt = '__reactHandles$' + Pt,
      Vt = '__reactResources$' + Pt,
      Ht = '__reactMarker$' + Pt,
      Ut = '__reactLoad$' + Pt;
    function Wt(e) {
      delete e[Ft], delete e[It], delete e[zt], delete e[Bt];
    }
    function Gt(e) {
      var t;
      if ((t = e[Ft])) return t;
      for (var n = e.parentNode; n; ) {
        if ((t = n[Lt] || n[Ft])) {
          if (((n = t.alternate), t.child !== null || (n !== null && n.child !== null)))
            for (e = fm(e); e !== null; ) {
              if ((n = e[Ft])) return n;
              e = fm(e);
            }
          return t;
        }
        (e = n), (n = e.parentNode);
      }
      return null;
    }
    function Kt(e) {
      if ((e = e[Ft] || e[Lt])) {
        var t = e.tag;
        if (t === 5 || t === 6 || t === 13 || t === 31 || t === 26 || t === 27 || t === 3) return e;
      }
      return null;
    }
    function qt(e) {
      var t = e.tag;
      if (t === 5 || t === 26 || t === 27 || t === 6) return e.stateNode;
      throw Error(s(33));
    }
    function Jt(e) {
      var t = e[Vt];
      return (
        (t ||= e[Vt] =
          {
            hoistableStyles: /* @__PURE__ */ new Map(),
            hoistableScripts: /* @__PURE__ */ new Map(),
          }),
        t
      );
    }
    function E(e) {
      e[Ht] = !0;
    }
    function Yt(e) {
      e[Ut] = void 0;
    }
    var Xt = /* @__PURE__ */ new Set(),
      Zt = {};
    function Qt(e, t) {
      $t(e, t), $t(e + 'Capture', t);
    }
    function $t(e, t) {
      for (Zt[e] = t, e = 0; e < t.length; e++) Xt.add(t[e]);
    }
    var en =
        /^[:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD][:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\-.0-9\u00B7\u0300-\u036F\u203F-\u2040]*$/,
      tn = {},
      nn = {};
    function rn(e) {
      return Je.call(nn, e) ? !0 : Je.call(tn, e) ? !1 : en.test(e) ? (nn[e] = !0) : ((tn[e] = !0), !1);
    }
    var D = !1;
    function an() {
      var e = D;
      return ((D = !1), e);
    }
    function on(e, t, n) {
      if (rn(t)) {
        if (n === null) e.removeAttribute(t);
        else {
          switch (typeof n) {
            case 'undefined':
            case 'function':
            case 'symbol':
              e.removeAttribute(t);
              return;
            case 'boolean':
              var r = t.toLowerCase().slice(0, 5);
              if (r !== 'data-' && r !== 'aria-') {
                e.removeAttribute(t);
                return;
              }
          }
          e.setAttribute(t, n);
        }
      }
    }
    function sn(e, t, n) {
      if (n === null) e.removeAttribute(t);
      else {
        switch (typeof n) {
          case 'undefined':
          case 'function':
          case 'symbol':
          case 'boolean':
            e.removeAttribute(t);
            return;
        }
        e.setAttribute(t, n);
      }
    }
    function cn(e, t, n, r) {
      if (r === null) e.removeAttribute(n);
      else {
        switch (typeof r) {
          case 'undefined':
          case 'function':
          case 'symbol':
          case 'boolean':
            e.removeAttribute(n);
            return;
        }
        e.setAttributeNS(t, n, r);
      }
    }
    function ln(e) {
      switch (typeof e) {
        case 'bigint':
        case 'boolean':
        case 'number':
        case 'string':
        case 'undefined':
          return e;
        case 'object':
          return e;
        default:
          return '';
      }
    }
    function un(e) {
      var t = e.type;
      return (e = e.nodeName) && e.toLowerCase() === 'input' && (t === 'checkbox' || t === 'radio');
    }
    function dn(e, t, n) {
      var r = Object.getOwnPropertyDescriptor(e.constructor.prototype, t);
      if (!Object.hasOwn(e, t) && r !== void 0 && typeof r.get == 'function' && typeof r.set == 'function') {
        var i = r.get,
          a = r.set;
        return (
          Object.defineProperty(e, t, {
            configurable: !0,
            get: function () {
              return i.call(this);
            },
            set: function (e) {
              (n = '' + e), a.call(this, e);
            },
          }),
          Object.defineProperty(e, t, { enumerable: r.enumerable }),
          {
            getValue: () => n,
            setValue: (e) => {
              n = '' + e;
            },
            stopTracking: () => {
              (e._valueTracker = null), delete e[t];
            },
          }
        );
      }
    }
    function fn(e) {
      if (!e._valueTracker) {
        var t = un(e) ? 'checked' : 'value';
        e._valueTracker = dn(e, t, '' + e[t]);
      }
    }
    function pn(e) {
      if (!e) return !1;
      var t = e._valueTracker;
      if (!t) return !0;
      var n = t.getValue(),
        r = '';
      return (e && (r = un(e) ? (e.checked ? 'true' : 'false') : e.value), (e = r), e !== n && (t.setValue(e), !0));
    }
    var mn = /[\n"\\]/g;
    function hn(e) {
      return e.replace(mn, (e) => '\\' + e.charCodeAt(0).toString(16) + ' ');
    }
    function gn(e, t, n, r, i, a, o, s) {
      (e.name = ''),
        o != null && typeof o != 'function' && typeof o != 'symbol' && typeof o != 'boolean' ? (e.type = o) : e.removeAttribute('type'),
        t == null
          ? (o !== 'submit' && o !== 'reset') || e.removeAttribute('value')
          : o === 'number'
            ? ((t === 0 && e.value === '') || e.value != t) && (e.value = '' + ln(t))
            : e.value !== '' + ln(t) && (e.value = '' + ln(t)),
        t == null ? (n == null ? r != null && e.removeAttribute('value') : vn(e, ln(n))) : o === 'number' && e.value == t ? vn(e, ln(e.value)) : vn(e, ln(t)),
        i == null && a != null && (e.defaultChecked = !!a),
        i != null && (e.checked = i && typeof i != 'function' && typeof i != 'symbol'),
        s != null && typeof s != 'function' && typeof s != 'symbol' && typeof s != 'boolean' ? (e.name = '' + ln(s)) : e.removeAttribute('name');
    }
    function _n(e, t, n, r, i, a, o, s) {
      if ((a != null && typeof a != 'function' && typeof a != 'symbol' && typeof a != 'boolean' && (e.type = a), t != null || n != null)) {
        if (!((a !== 'submit' && a !== 'reset') || t != null)) {
          fn(e);
          return;
        }
        (n = n == null ? '' : '' + ln(n)), (t = t == null ? n : '' + ln(t)), s || t === e.value || (e.value = t), (e.defaultValue = t);
      }
      (r ??= i),
        (r = typeof r != 'function' && typeof r != 'symbol' && !!r),
        (e.checked = s ? e.checked : !!r),
        (e.defaultChecked = !!r),
        o != null && typeof o != 'function' && typeof o != 'symbol' && typeof o != 'boolean' && (e.name = o),
        fn(e);
    }
    function vn(e, t) {
      e.defaultValue !== '' + t && (e.defaultValue = '' + t);
    }
    function yn(e, t, n, r) {
      if (((e = e.options), t)) {
        t = {};
        for (var i = 0; i < n.length; i++) t['$' + n[i]] = !0;
        for (n = 0; n < e.length; n++)
          (i = Object.hasOwn(t, '$' + e[n].value)), e[n].selected !== i && (e[n].selected = i), i && r && (e[n].defaultSelected = !0);
      } else {
        for (n = '' + ln(n), t = null, i = 0; i < e.length; i++) {
          if (e[i].value === n) {
            (e[i].selected = !0), r && (e[i].defaultSelected = !0);
            return;
          }
          t !== null || e[i].disabled || (t = e[i]);
        }
        t !== null && (t.selected = !0);
      }
    }
    function bn(e, t, n) {
      t != null && ((t = '' + ln(t)), t !== e.value && (e.value = t), n == null)
        ? e.defaultValue !== t && (e.defaultValue = t)
        : (e.defaultValue = n == null ? '' : '' + ln(n));
    }
    function xn(e, t, n, r) {
      if (t == null) {
        if (r != null) {
          if (n != null) throw Error(s(92));
          if (De(r)) {
            if (1 < r.length) throw Error(s(93));
            r = r[0];
          }
          n = r;
        }
        (n ??= ''), (t = n);
      }
      (n = ln(t)), (e.defaultValue = n), (r = e.textContent), r === n && r !== '' && r !== null && (e.value = r), fn(e);
    }
    function Sn(e, t) {
      if (t) {
        var n = e.firstChild;
        if (n && n === e.lastChild && n.nodeType === 3) {
          n.nodeValue = t;
          return;
        }
      }
      e.textContent = t;
    }
    var Cn = new Set(
      'animationIterationCount aspectRatio borderImageOutset borderImageSlice borderImageWidth boxFlex boxFlexGroup boxOrdinalGroup columnCount columns flex flexGrow flexPositive flexShrink flexNegative flexOrder gridArea gridRow gridRowEnd gridRowSpan gridRowStart gridColumn gridColumnEnd gridColumnSpan gridColumnStart fontWeight lineClamp lineHeight opacity order orphans scale tabSize widows zIndex zoom fillOpacity floodOpacity stopOpacity strokeDasharray strokeDashoffset strokeMiterlimit strokeOpacity strokeWidth MozAnimationIterationCount MozBoxFlex MozBoxFlexGroup MozLineClamp msAnimationIterationCount msFlex msZoom msFlexGrow msFlexNegative msFlexOrder msFlexPositive msFlexShrink msGridColumn msGridColumnSpan msGridRow msGridRowSpan WebkitAnimationIterationCount WebkitBoxFlex WebKitBoxFlexGroup WebkitBoxOrdinalGroup WebkitColumnCount WebkitColumns WebkitFlex WebkitFlexGrow WebkitFlexPositive WebkitFlexShrink WebkitLineClamp'.split(
        ' ',
      ),
    );
    function wn(e, t, n) {
      var r = t.indexOf('--') === 0;
      n == null || typeof n == 'boolean' || n === ''
        ? r
          ? e.setProperty(t, '')
          : t === 'float'
            ? (e.cssFloat = '')
            : (e[t] = '')
        : r
          ? e.setProperty(t, n)
          : typeof n != 'number' || n === 0 || Cn.has(t)
            ? t === 'float'
              ? (e.cssFloat = n)
              : (e[t] = ('' + n).trim())
            : (e[t] = n + 'px');
    }
    function Tn(e, t, n) {
      if (t != null && typeof t != 'object') throw Error(s(62));
      if (((e = e.style), n != null)) {
        for (var r in n)
          !Object.hasOwn(n, r) ||
            (t != null && Object.hasOwn(t, r)) ||
            (r.indexOf('--') === 0 ? e.setProperty(r, '') : r === 'float' ? (e.cssFloat = '') : (e[r] = ''), (D = !0));
        for (var i in t) (r = t[i]), Object.hasOwn(t, i) && n[i] !== r && (wn(e, i, r), (D = !0));
      } else for (var a in t) Object.hasOwn(t, a) && wn(e, a, t[a]);
    }
    function En(e) {
      if (e.indexOf('-') === -1) return !1;
      switch (e) {
        case 'annotation-xml':
        case 'color-profile':
        case 'font-face':
        case 'font-face-src':
        case 'font-face-uri':
        case 'font-face-format':
        case 'font-face-name':
        case 'missing-glyph':
          return !1;
        default:
          return !0;
      }
    }
    var Dn = /* @__PURE__ */ new Map([
        ['acceptCharset', 'accept-charset'],
        ['htmlFor', 'for'],
        ['httpEquiv', 'http-equiv'],
        ['crossOrigin', 'crossorigin'],
        ['accentHeight', 'accent-height'],
        ['alignmentBaseline', 'alignment-baseline'],
        ['arabicForm', 'arabic-form'],
        ['baselineShift', 'baseline-shift'],
        ['capHeight', 'cap-height'],
        ['clipPath', 'clip-path'],
        ['clipRule', 'clip-rule'],
        ['colorInterpolation', 'color-interpolation'],
        ['colorInterpolationFilters', 'color-interpolation-filters'],
        ['colorProfile', 'color-profile'],
        ['colorRendering', 'color-rendering'],
        ['dominantBaseline', 'dominant-baseline'],
        ['enableBackground', 'enable-background'],
        ['fillOpacity', 'fill-opacity'],
        ['fillRule', 'fill-rule'],
        ['floodColor', 'flood-color'],
        ['floodOpacity', 'flood-opacity'],
        ['fontFamily', 'font-family'],
        ['fontSize', 'font-size'],
        ['fontSizeAdjust', 'font-size-adjust'],
        ['fontStretch', 'font-stretch'],
        ['fontStyle', 'font-style'],
        ['fontVariant', 'font-variant'],
        ['fontWeight', 'font-weight'],
        ['glyphName', 'glyph-name'],
        ['glyphOrientationHorizontal', 'glyph-orientation-horizontal'],
        ['glyphOrientationVertical', 'glyph-orientation-vertical'],
        ['horizAdvX', 'horiz-adv-x'],
        ['horizOriginX', 'horiz-origin-x'],
        ['imageRendering', 'image-rendering'],
        ['letterSpacing', 'letter-spacing'],
        ['lightingColor', 'lighting-color'],
        ['markerEnd', 'marker-end'],
        ['markerMid', 'marker-mid'],
        ['markerStart', 'marker-start'],
        ['maskType', 'mask-type'],
        ['overlinePosition', 'overline-position'],
        ['overlineThickness', 'overline-thickness'],
        ['paintOrder', 'paint-order'],
        ['panose-1', 'panose-1'],
        ['pointerEvents', 'pointer-events'],
        ['renderingIntent', 'rendering-intent'],
        ['shapeRendering', 'shape-rendering'],
        ['stopColor', 'stop-color'],
        ['stopOpacity', 'stop-opacity'],
        ['strikethroughPosition', 'strikethrough-position'],
        ['strikethroughThickness', 'strikethrough-thickness'],
        ['strokeDasharray', 'stroke-dasharray'],
        ['strokeDashoffset', 'stroke-dashoffset'],
        ['strokeLinecap', 'stroke-linecap'],
        ['strokeLinejoin', 'stroke-linejoin'],
        ['strokeMiterlimit', 'stroke-miterlimit'],
        ['strokeOpacity', 'stroke-opacity'],
        ['strokeWidth', 'stroke-width'],
        ['textAnchor', 'text-anchor'],
        ['textDecoration', 'text-decoration'],
        ['textRendering', 'text-rendering'],
        ['transformOrigin', 'transform-origin'],
        ['underlinePosition', 'underline-position'],
        ['underlineThickness', 'underline-thickness'],
        ['unicodeBidi', 'unicode-bidi'],
        ['unicodeRange', 'unicode-range'],
        ['unitsPerEm', 'units-per-em'],
        ['vAlphabetic', 'v-alphabetic'],
        ['vHanging', 'v-hanging'],
        ['vIdeographic', 'v-ideographic'],
        ['vMathematical', 'v-mathematical'],
        ['vectorEffect', 'vector-effect'],
        ['vertAdvY', 'vert-adv-y'],
        ['vertOriginX', 'vert-origin-x'],
        ['vertOriginY', 'vert-origin-y'],
        ['wordSpacing', 'word-spacing'],
        ['writingMode', 'writing-mode'],
        ['xmlnsXlink', 'xmlns:xlink'],
        ['xHeight', 'x-height'],
      ]),
      On = /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
    function kn(e) {
      return On.test('' + e) ? "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')" : e;
    }
    function An() {}
    var jn = null;
    function Mn(e) {
      return ((e = e.target || e.srcElement || window), e.correspondingUseElement && (e = e.correspondingUseElement), e.nodeType === 3 ? e.parentNode : e);
    }
    var Nn = null,
      Pn = null;
    function Fn(e) {
      var t = Kt(e);
      if (t && (e = t.stateNode)) {
        var n = e[It] || null;
        switch (((e = t.stateNode), t.type)) {
          case 'input':
            if ((gn(e, n.value, n.defaultValue, n.defaultValue, n.checked, n.defaultChecked, n.type, n.name), (t = n.name), n.type === 'radio' && t != null)) {
              for (n = e; n.parentNode; ) n = n.parentNode;
              for (n = n.querySelectorAll('input[name="' + hn('' + t) + '"][type="radio"]'), t = 0; t < n.length; t++) {
                var r = n[t];
                if (r !== e && r.form === e.form) {
                  var i = r[It] || null;
                  if (!i) throw Error(s(90));
                  gn(r, i.value, i.defaultValue, i.defaultValue, i.checked, i.defaultChecked, i.type, i.name);
                }
              }
              for (t = 0; t < n.length; t++) (r = n[t]), r.form === e.form && pn(r);
            }
            break;
          case 'textarea':
            bn(e, n.value, n.defaultValue);
            break;
          case 'select':
            (t = n.value), t != null && yn(e, !!n.multiple, t, !1);
        }
      }
    }
    var In = !1;
    function Ln(e, t, n) {
      if (In) return e(t, n);
      In = !0;
      try {
        return e(t);
      } finally {
        if (((In = !1), (Nn !== null || Pn !== null) && (zd(), Nn && ((t = Nn), (e = Pn), (Pn = Nn = null), Fn(t), e))))
          for (t = 0; t < e.length; t++) Fn(e[t]);
      }
    }
    function Rn(e, t) {
      var n = e.stateNode;
      if (n === null) return null;
      var r = n[It] || null;
      if (r === null) return null;
      n = r[t];
      switch (t) {
        case 'onClick':
        case 'onClickCapture':
        case 'onDoubleClick':
        case 'onDoubleClickCapture':
        case 'onMouseDown':
        case 'onMouseDownCapture':
        case 'onMouseMove':
        case 'onMouseMoveCapture':
        case 'onMouseUp':
        case 'onMouseUpCapture':
        case 'onMouseEnter':
          (r = !r.disabled) || ((e = e.type), (r = e !== 'button' && e !== 'input' && e !== 'select' && e !== 'textarea')), (e = !r);
          break;
        default:
          e = !1;
      }
      if (e) return null;
      if (n && typeof n != 'function') throw Error(s(231, t, typeof n));
      return n;
    }
    var zn = typeof window < 'u' && window.document !== void 0 && window.document.createElement !== void 0,
      Bn = !1;
    if (zn)
      try {
        var Vn = {};
        Object.defineProperty(Vn, 'passive', {
          get: () => {
            Bn = !0;
          },
        }),
          window.addEventListener('test', Vn, Vn),
          window.removeEventListener('test', Vn, Vn);
      } catch {
        Bn = !1;
      }
    var Hn = null,
      Un = null,
      Wn = null;
    function Gn() {
      if (Wn) return Wn;
      var e,
        t = Un,
        n = t.length,
        r,
        i = 'value' in Hn ? Hn.value : Hn.textContent,
        a = i.length;
      for (e = 0; e < n && t[e] === i[e]; e++);
      var o = n - e;
      for (r = 1; r <= o && t[n - r] === i[a - r]; r++);
      return (Wn = i.slice(e, 1 < r ? 1 - r : void 0));
    }
    function Kn(e) {
      var t = e.keyCode;
      return ('charCode' in e ? ((e = e.charCode), e === 0 && t === 13 && (e = 13)) : (e = t), e === 10 && (e = 13), 32 <= e || e === 13 ? e : 0);
    }
    function qn() {
      return !0;
    }
    function Jn() {
      return !1;
    }
    function Yn(e) {
      function t(t, n, r, i, a) {
        for (var o in ((this._reactName = t),
        (this._targetInst = r),
        (this.type = n),
        (this.nativeEvent = i),
        (this.target = a),
        (this.currentTarget = null),
        e))
          Object.hasOwn(e, o) && ((t = e[o]), (this[o] = t ? t(i) : i[o]));
        return (
          (this.isDefaultPrevented = (i.defaultPrevented == null ? !1 === i.returnValue : i.defaultPrevented) ? qn : Jn), (this.isPropagationStopped = Jn), this
        );
      }
      return (
        S(t.prototype, {
          preventDefault: function () {
            this.defaultPrevented = !0;
            var e = this.nativeEvent;
            e && (e.preventDefault ? e.preventDefault() : typeof e.returnValue != 'unknown' && (e.returnValue = !1), (this.isDefaultPrevented = qn));
          },
          stopPropagation: function () {
            var e = this.nativeEvent;
            e && (e.stopPropagation ? e.stopPropagation() : typeof e.cancelBubble != 'unknown' && (e.cancelBubble = !0), (this.isPropagationStopped = qn));
          },
          persist: () => {},
          isPersistent: qn,
        }),
        t
      );
    }
    var Xn = {
        eventPhase: 0,
        bubbles: 0,
        cancelable: 0,
        timeStamp: (e) => e.timeStamp || Date.now(),
        defaultPrevented: 0,
        isTrusted: 0,
      },
      Zn = Yn(Xn),
      Qn = S({}, Xn, {
        view: 0,
        detail: 0,
      }),
      $n = Yn(Qn),
      er,
      tr,
      nr,
      rr = S({}, Qn, {
        screenX: 0,
        screenY: 0,
        clientX: 0,
        clientY: 0,
        pageX: 0,
        pageY: 0,
        ctrlKey: 0,
        shiftKey: 0,
        altKey: 0,
        metaKey: 0,
        getModifierState: mr,
        button: 0,
        buttons: 0,
        relatedTarget: (e) => (e.relatedTarget === void 0 ? (e.fromElement === e.srcElement ? e.toElement : e.fromElement) : e.relatedTarget),
        movementX: (e) =>
          'movementX' in e
            ? e.movementX
            : (e !== nr && (nr && e.type === 'mousemove' ? ((er = e.screenX - nr.screenX), (tr = e.screenY - nr.screenY)) : (tr = er = 0), (nr = e)), er),
        movementY: (e) => ('movementY' in e ? e.movementY : tr),
      }),
      ir = Yn(rr),
      ar = Yn(S({}, rr, { dataTransfer: 0 })),
      or = Yn(S({}, Qn, { relatedTarget: 0 })),
      sr = Yn(
        S({}, Xn, {
          animationName: 0,
          elapsedTime: 0,
          pseudoElement: 0,
        }),
      ),
      cr = Yn(S({}, Xn, { clipboardData: (e) => ('clipboardData' in e ? e.clipboardData : window.clipboardData) })),
      lr = Yn(S({}, Xn, { data: 0 })),
      ur = {
        Esc: 'Escape',
        Spacebar: ' ',
        Left: 'ArrowLeft',
        Up: 'ArrowUp',
        Right: 'ArrowRight',
        Down: 'ArrowDown',
        Del: 'Delete',
        Win: 'OS',
        Menu: 'ContextMenu',
        Apps: 'ContextMenu',
        Scroll: 'ScrollLock',
        MozPrintableKey: 'Unidentified',
      },
      dr = {
        8: 'Backspace',
        9: 'Tab',
        12: 'Clear',
        13: 'Enter',
        16: 'Shift',
        17: 'Control',
        18: 'Alt',
        19: 'Pause',
        20: 'CapsLock',
        27: 'Escape',
        32: ' ',
        33: 'PageUp',
        34: 'PageDown',
        35: 'End',
        36: 'Home',
        37: 'ArrowLeft',
        38: 'ArrowUp',
        39: 'ArrowRight',
        40: 'ArrowDown',
        45: 'Insert',
        46: 'Delete',
        112: 'F1',
        113: 'F2',
        114: 'F3',
        115: 'F4',
        116: 'F5',
        117: 'F6',
        118: 'F7',
        119: 'F8',
        120: 'F9',
        121: 'F10',
        122: 'F11',
        123: 'F12',
        144: 'NumLock',
        145: 'ScrollLock',
        224: 'Meta',
      },
      fr = {
        Alt: 'altKey',
        Control: 'ctrlKey',
        Meta: 'metaKey',
        Shift: 'shiftKey',
      };
    function pr(e) {
      var t = this.nativeEvent;
      return t.getModifierState ? t.getModifierState(e) : (e = fr[e]) ? !!t[e] : !1;
    }
    function mr() {
      return pr;
    }
    var hr = Yn(
        S({}, Qn, {
          key: (e) => {
            if (e.key) {
              var t = ur[e.key] || e.key;
              if (t !== 'Unidentified') return t;
            }
            return e.type === 'keypress'
              ? ((e = Kn(e)), e === 13 ? 'Enter' : String.fromCharCode(e))
              : e.type === 'keydown' || e.type === 'keyup'
                ? dr[e.keyCode] || 'Unidentified'
                : '';
          },
          code: 0,
          location: 0,
          ctrlKey: 0,
          shiftKey: 0,
          altKey: 0,
          metaKey: 0,
          repeat: 0,
          locale: 0,
          getModifierState: mr,
          charCode: (e) => (e.type === 'keypress' ? Kn(e) : 0),
          keyCode: (e) => (e.type === 'keydown' || e.type === 'keyup' ? e.keyCode : 0),
          which: (e) => (e.type === 'keypress' ? Kn(e) : e.type === 'keydown' || e.type === 'keyup' ? e.keyCode : 0),
        }),
      ),
      gr = Yn(
        S({}, rr, {
          pointerId: 0,
          width: 0,
          height: 0,
          pressure: 0,
          tangentialPressure: 0,
          tiltX: 0,
          tiltY: 0,
          twist: 0,
          pointerType: 0,
          isPrimary: 0,
        }),
      ),
      _r = Yn(S({}, Xn, { submitter: 0 })),
      vr = Yn(
        S({}, Qn, {
          touches: 0,
          targetTouches: 0,
          changedTouches: 0,
          altKey: 0,
          metaKey: 0,
          ctrlKey: 0,
          shiftKey: 0,
          getModifierState: mr,
        }),
      ),
      yr = Yn(
        S({}, Xn, {
          propertyName: 0,
          elapsedTime: 0,
          pseudoElement: 0,
        }),
      ),
      br = Yn(
        S({}, rr, {
          deltaX: (e) => ('deltaX' in e ? e.deltaX : 'wheelDeltaX' in e ? -e.wheelDeltaX : 0),
          deltaY: (e) => ('deltaY' in e ? e.deltaY : 'wheelDeltaY' in e ? -e.wheelDeltaY : 'wheelDelta' in e ? -e.wheelDelta : 0),
          deltaZ: 0,
          deltaMode: 0,
        }),
      ),
      xr = Yn(
        S({}, Xn, {
          newState: 0,
          oldState: 0,
          source: 0,
        }),
      ),
      Sr = [9, 13, 27, 32],
      Cr = zn && 'CompositionEvent' in window,
      wr = null;
    zn && 'documentMode' in document && (wr = document.documentMode);
    var Tr = zn && 'TextEvent' in window && !wr,
      Er = zn && (!Cr || (wr && 8 < wr && 11 >= wr)),
      Dr = ' ',
      Or = !1;
    function kr(e, t) {
      switch (e) {
        case 'keyup':
          return Sr.indexOf(t.keyCode) !== -1;
        case 'keydown':
          return t.keyCode !== 229;
        case 'keypress':
        case 'mousedown':
        case 'focusout':
          return !0;
        default:
          return !1;
      }
    }
    function Ar(e) {
      return ((e = e.detail), typeof e == 'object' && 'data' in e ? e.data : null);
    }
    var jr = !1;
    function Mr(e, t) {
      switch (e) {
        case 'compositionend':
          return Ar(t);
        case 'keypress':
          return t.which === 32 ? ((Or = !0), Dr) : null;
        case 'textInput':
          return ((e = t.data), e === Dr && Or ? null : e);
        default:
          return null;
      }
    }
    function Nr(e, t) {
      if (jr) return e === 'compositionend' || (!Cr && kr(e, t)) ? ((e = Gn()), (Wn = Un = Hn = null), (jr = !1), e) : null;
      switch (e) {
        case 'paste':
          return null;
        case 'keypress':
          if (!(t.ctrlKey || t.altKey || t.metaKey) || (t.ctrlKey && t.altKey)) {
            if (t.char && 1 < t.char.length) return t.char;
            if (t.which) return String.fromCharCode(t.which);
          }
          return null;
        case 'compositionend':
          return Er && t.locale !== 'ko' ? null : t.data;
        default:
          return null;
      }
    }
    var Pr = {
      color: !0,
      date: !0,
      datetime: !0,
      'datetime-local': !0,
      email: !0,
      month: !0,
      number: !0,
      password: !0,
      range: !0,
      search: !0,
      tel: !0,
      text: !0,
      time: !0,
      url: !0,
      week: !0,
    };
    function Fr(e) {
      var t = e && e.nodeName && e.nodeName.toLowerCase();
      return t === 'input' ? !!Pr[e.type] : t === 'textarea';
    }
    function Ir(e, t, n, r) {
      Nn ? (Pn ? Pn.push(r) : (Pn = [r])) : (Nn = r),
        (t = Jf(t, 'onChange')),
        0 < t.length &&
          ((n = new Zn('onChange', 'change', null, n, r)),
          e.push({
            event: n,
            listeners: t,
          }));
    }
    var Lr = null,
      Rr = null;
    function zr(e) {
      Vf(e, 0);
    }
    function Br(e) {
      if (pn(qt(e))) return e;
    }
    function Vr(e, t) {
      if (e === 'change') return t;
    }
    var Hr = !1;
    if (zn) {
      var Ur;
      if (zn) {
        var Wr = 'oninput' in document;
        if (!Wr) {
          var Gr = document.createElement('div');
          Gr.setAttribute('oninput', 'return;'), (Wr = typeof Gr.oninput == 'function');
        }
        Ur = Wr;
      } else Ur = !1;
      Hr = Ur && (!document.documentMode || 9 < document.documentMode);
    }
    function Kr() {
      Lr && (Lr.detachEvent('onpropertychange', qr), (Rr = Lr = null));
    }
    function qr(e) {
      if (e.propertyName === 'value' && Br(Rr)) {
        var t = [];
        Ir(t, Rr, e, Mn(e)), Ln(zr, t);
      }
    }
    function Jr(e, t, n) {
      e === 'focusin' ? (Kr(), (Lr = t), (Rr = n), Lr.attachEvent('onpropertychange', qr)) : e === 'focusout' && Kr();
    }
    function Yr(e) {
      if (e === 'selectionchange' || e === 'keyup' || e === 'keydown') return Br(Rr);
    }
    function Xr(e, t) {
      if (e === 'click') return Br(t);
    }
    function Zr(e, t) {
      if (e === 'input' || e === 'change') return Br(t);
    }
    function Qr(e, t) {
      return (e === t && (e !== 0 || 1 / e == 1 / t)) || (e !== e && t !== t);
    }
    var $r = typeof Object.is == 'function' ? Object.is : Qr;
    function ei(e, t) {
      if ($r(e, t)) return !0;
      if (typeof e != 'object' || !e || typeof t != 'object' || !t) return !1;
      var n = Object.keys(e),
        r = Object.keys(t);
      if (n.length !== r.length) return !1;
      for (r = 0; r < n.length; r++) {
        var i = n[r];
        if (!Je.call(t, i) || !$r(e[i], t[i])) return !1;
      }
      return !0;
    }
    function ti(e) {
      if (((e ||= typeof document < 'u' ? document : void 0), e === void 0)) return null;
      try {
        return e.activeElement || e.body;
      } catch {
        return e.body;
      }
    }
    function ni(e) {
      for (; e && e.firstChild; ) e = e.firstChild;
      return e;
    }
    function ri(e, t) {
      var n = ni(e);
      e = 0;
      for (var r; n; ) {
        if (n.nodeType === 3) {
          if (((r = e + n.textContent.length), e <= t && r >= t))
            return {
              node: n,
              offset: t - e,
            };
          e = r;
        }
        a: {
          for (; n; ) {
            if (n.nextSibling) {
              n = n.nextSibling;
              break a;
            }
            n = n.parentNode;
          }
          n = void 0;
        }
        n = ni(n);
      }
    }
    function ii(e, t) {
      return e && t
        ? e === t
          ? !0
          : e && e.nodeType === 3
            ? !1
            : t && t.nodeType === 3
              ? ii(e, t.parentNode)
              : 'contains' in e
                ? e.contains(t)
                : e.compareDocumentPosition
                  ? !!(e.compareDocumentPosition(t) & 16)
                  : !1
        : !1;
    }
    function ai(e) {
      e = e != null && e.ownerDocument != null && e.ownerDocument.defaultView != null ? e.ownerDocument.defaultView : window;
      for (var t = ti(e.document); t instanceof e.HTMLIFrameElement; ) {
        try {
          var n = typeof t.contentWindow.location.href == 'string';
        } catch {
          n = !1;
        }
        if (n) e = t.contentWindow;
        else break;
        t = ti(e.document);
      }
      return t;
    }
    function oi(e) {
      var t = e && e.nodeName && e.nodeName.toLowerCase();
      return (
        t &&
        ((t === 'input' && (e.type === 'text' || e.type === 'search' || e.type === 'tel' || e.type === 'url' || e.type === 'password')) ||
          t === 'textarea' ||
          e.contentEditable === 'true')
      );
    }
    var si = zn && 'documentMode' in document && 11 >= document.documentMode,
      ci = null,
      li = null,
      ui = null,
      di = !1;
    function fi(e, t, n) {
      var r = n.window === n ? n.document : n.nodeType === 9 ? n : n.ownerDocument;
      di ||
        ci == null ||
        ci !== ti(r) ||
        ((r = ci),
        'selectionStart' in r && oi(r)
          ? (r = {
              start: r.selectionStart,
              end: r.selectionEnd,
            })
          : ((r = ((r.ownerDocument && r.ownerDocument.defaultView) || window).getSelection()),
            (r = {
              anchorNode: r.anchorNode,
              anchorOffset: r.anchorOffset,
              focusNode: r.focusNode,
              focusOffset: r.focusOffset,
            })),
        (ui && ei(ui, r)) ||
          ((ui = r),
          (r = Jf(li, 'onSelect')),
          0 < r.length &&
            ((t = new Zn('onSelect', 'select', null, t, n)),
            e.push({
              event: t,
              listeners: r,
            }),
            (t.target = ci))));
    }
    function pi(e, t) {
      var n = {};
      return ((n[e.toLowerCase()] = t.toLowerCase()), (n['Webkit' + e] = 'webkit' + t), (n['Moz' + e] = 'moz' + t), n);
    }
    var mi = {
        animationend: pi('Animation', 'AnimationEnd'),
        animationiteration: pi('Animation', 'AnimationIteration'),
        animationstart: pi('Animation', 'AnimationStart'),
        transitionrun: pi('Transition', 'TransitionRun'),
        transitionstart: pi('Transition', 'TransitionStart'),
        transitioncancel: pi('Transition', 'TransitionCancel'),
        transitionend: pi('Transition', 'TransitionEnd'),
      },
      hi = {},
      gi = {};
    zn &&
      ((gi = document.createElement('div').style),
      'AnimationEvent' in window || (delete mi.animationend.animation, delete mi.animationiteration.animation, delete mi.animationstart.animation),
      'TransitionEvent' in window || delete mi.transitionend.transition);
    function _i(e) {
      if (hi[e]) return hi[e];
      if (!mi[e]) return e;
      var t = mi[e],
        n;
      for (n in t) if (Object.hasOwn(t, n) && n in gi) return (hi[e] = t[n]);
      return e;
    }
    var vi = _i('animationend'),
      yi = _i('animationiteration'),
      bi = _i('animationstart'),
      xi = _i('transitionrun'),
      Si = _i('transitionstart'),
      Ci = _i('transitioncancel'),
      wi = _i('transitionend'),
      Ti = /* @__PURE__ */ new Map(),
      Ei =
        'abort auxClick beforeToggle cancel canPlay canPlayThrough click close contextMenu copy cut drag dragEnd dragEnter dragExit dragLeave dragOver dragStart drop durationChange emptied encrypted ended error fullscreenChange fullscreenError gotPointerCapture input invalid keyDown keyPress keyUp load loadedData loadedMetadata loadStart lostPointerCapture mouseDown mouseMove mouseOut mouseOver mouseUp paste pause play playing pointerCancel pointerDown pointerMove pointerOut pointerOver pointerUp progress rateChange reset resize seeked seeking stalled submit suspend timeUpdate touchCancel touchEnd touchStart volumeChange scroll toggle touchMove waiting wheel'.split(
          ' ',
        );
    Ei.push('scrollEnd');
    function Di(e, t) {
      Ti.set(e, t), Qt(t, [e]);
    }
    var Oi = 0;
    function ki(e, t) {
      if (e.name != null && e.name !== 'auto') return e.name;
      if (t.autoName !== null) return t.autoName;
      e = bd.identifierPrefix;
      var n = Oi++;
      return ((e = '_' + e + 't_' + n.toString(32) + '_'), (t.autoName = e));
    }
    function Ai(e) {
      if (e == null || typeof e == 'string') return e;
      var t = null,
        n = Od;
      if (n !== null)
        for (var r = 0; r < n.length; r++) {
          var i = e[n[r]];
          if (i != null) {
            if (i === 'none') return 'none';
            t = t == null ? i : t + (' ' + i);
          }
        }
      return t ?? e.default;
    }
    function ji(e, t) {
      return ((e = Ai(e)), (t = Ai(t)), t == null ? (e === 'auto' ? null : e) : t === 'auto' ? null : t);
    }
    var Mi =
        typeof reportError == 'function'
          ? reportError
          : (e) => {
              if (typeof window == 'object' && typeof window.ErrorEvent == 'function') {
                var t = new window.ErrorEvent('error', {
                  bubbles: !0,
                  cancelable: !0,
                  message: typeof e == 'object' && e && typeof e.message == 'string' ? String(e.message) : String(e),
                  error: e,
                });
                if (!window.dispatchEvent(t)) return;
              } else if (typeof process == 'object' && typeof process.emit == 'function') {
                process.emit('uncaughtException', e);
                return;
              }
              console.error(e);
            },
      Ni = [],
      Pi = 0,
      Fi = 0;
    function Ii() {
      for (var e = Pi, t = (Fi = Pi = 0); t < e; ) {
        var n = Ni[t];
        Ni[t++] = null;
        var r = Ni[t];
        Ni[t++] = null;
        var i = Ni[t];
        Ni[t++] = null;
        var a = Ni[t];
        if (((Ni[t++] = null), r !== null && i !== null)) {
          var o = r.pending;
          o === null ? (i.next = i) : ((i.next = o.next), (o.next = i)), (r.pending = i);
        }
        a !== 0 && Bi(n, i, a);
      }
    }
    function Li(e, t, n, r) {
      (Ni[Pi++] = e), (Ni[Pi++] = t), (Ni[Pi++] = n), (Ni[Pi++] = r), (Fi |= r), (e.lanes |= r), (e = e.alternate), e !== null && (e.lanes |= r);
    }
    function Ri(e, t, n, r) {
      return (Li(e, t, n, r), Vi(e));
    }
    function zi(e, t) {
      return (Li(e, null, null, t), Vi(e));
    }
    function Bi(e, t, n) {
      e.lanes |= n;
      var r = e.alternate;
      r !== null && (r.lanes |= n);
      for (var i = !1, a = e.return; a !== null; )
        (a.childLanes |= n),
          (r = a.alternate),
          r !== null && (r.childLanes |= n),
          a.tag === 22 && ((e = a.stateNode), e === null || e._visibility & 1 || (i = !0)),
          (e = a),
          (a = a.return);
      return e.tag === 3
        ? ((a = e.stateNode),
          i && t !== null && ((i = 31 - dt(n)), (e = a.hiddenUpdates), (r = e[i]), r === null ? (e[i] = [t]) : r.push(t), (t.lane = n | 536870912)),
          a)
        : null;
    }
    function Vi(e) {
      if (50 < kd) throw ((kd = 0), (Ad = null), Error(s(185)));
      for (var t = e.return; t !== null; ) (e = t), (t = e.return);
      return e.tag === 3 ? e.stateNode : null;
    }
    var Hi = {};
    function Ui(e, t, n, r) {
      (this.tag = e),
        (this.key = n),
        (this.sibling = this.child = this.return = this.stateNode = this.type = this.elementType = null),
        (this.index = 0),
        (this.refCleanup = this.ref = null),
        (this.pendingProps = t),
        (this.dependencies = this.memoizedState = this.updateQueue = this.memoizedProps = null),
        (this.mode = r),
        (this.subtreeFlags = this.flags = 0),
        (this.deletions = null),
        (this.childLanes = this.lanes = 0),
        (this.alternate = null);
    }
    function Wi(e, t, n, r) {
      return new Ui(e, t, n, r);
    }
    function Gi(e) {
      return ((e = e.prototype), !(!e || !e.isReactComponent));
    }
    function Ki(e, t) {
      var n = e.alternate;
      return (
        n === null
          ? ((n = Wi(e.tag, t, e.key, e.mode)),
            (n.elementType = e.elementType),
            (n.type = e.type),
            (n.stateNode = e.stateNode),
            (n.alternate = e),
            (e.alternate = n))
          : ((n.pendingProps = t), (n.type = e.type), (n.flags = 0), (n.subtreeFlags = 0), (n.deletions = null)),
        (n.flags = e.flags & 1206910976),
        (n.childLanes = e.childLanes),
        (n.lanes = e.lanes),
        (n.child = e.child),
        (n.memoizedProps = e.memoizedProps),
        (n.memoizedState = e.memoizedState),
        (n.updateQueue = e.updateQueue),
        (t = e.dependencies),
        (n.dependencies =
          t === null
            ? null
            : {
                lanes: t.lanes,
                firstContext: t.firstContext,
              }),
        (n.sibling = e.sibling),
        (n.index = e.index),
        (n.ref = e.ref),
        (n.refCleanup = e.refCleanup),
        n
      );
    }
    function qi(e, t) {
      e.flags &= 1206910978;
      var n = e.alternate;
      return (
        n === null
          ? ((e.childLanes = 0),
            (e.lanes = t),
            (e.child = null),
            (e.subtreeFlags = 0),
            (e.memoizedProps = null),
            (e.memoizedState = null),
            (e.updateQueue = null),
            (e.dependencies = null),
            (e.stateNode = null))
          : ((e.childLanes = n.childLanes),
            (e.lanes = n.lanes),
            (e.child = n.child),
            (e.subtreeFlags = 0),
            (e.deletions = null),
            (e.memoizedProps = n.memoizedProps),
            (e.memoizedState = n.memoizedState),
            (e.updateQueue = n.updateQueue),
            (e.type = n.type),
            (t = n.dependencies),
            (e.dependencies =
              t === null
                ? null
                : {
                    lanes: t.lanes,
                    firstContext: t.firstContext,
                  })),
        e
      );
    }
    function Ji(e, t, n, r, i, a) {
      var o = 0;
      if (((r = e), typeof r == 'function')) Gi(r) && (o = 1);
      else if (typeof r == 'string') o = qm(e, n, Ne.current) ? 26 : e === 'html' || e === 'head' || e === 'body' ? 27 : 5;
      else
        a: switch (r) {
          case ve:
            return ((e = Wi(31, n, t, i)), (e.elementType = ve), (e.lanes = a), e);
          case ce:
            return Yi(n.children, i, a, t);
          case le:
            (o = 8), (i |= 24);
            break;
          case ue:
            return ((e = Wi(12, n, t, i | 2)), (e.elementType = ue), (e.lanes = a), e);
          case me:
            return ((e = Wi(13, n, t, i)), (e.elementType = me), (e.lanes = a), e);
          case he:
            return ((e = Wi(19, n, t, i)), (e.elementType = he), (e.lanes = a), e);
          case ye:
          case xe:
            return (
              (e = i | 32),
              (e = Wi(30, n, t, e)),
              (e.elementType = xe),
              (e.lanes = a),
              (e.stateNode = {
                autoName: null,
                paired: null,
                clones: null,
                ref: null,
              }),
              e
            );
          default:
            if (typeof r == 'object' && r)
              switch (r.$$typeof) {
                case fe:
                  o = 10;
                  break a;
                case de:
                  o = 9;
                  break a;
                case pe:
                  o = 11;
                  break a;
                case ge:
                  o = 14;
                  break a;
                case _e:
                  (o = 16), (r = null);
                  break a;
              }
            (o = 29), (n = Error(s(130, e === null ? 'null' : typeof e, ''))), (r = null);
        }
      return ((t = Wi(o, n, t, i)), (t.elementType = e), (t.type = r), (t.lanes = a), t);
    }
    function Yi(e, t, n, r) {
      return ((e = Wi(7, e, r, t)), (e.lanes = n), e);
    }
    function Xi(e, t, n) {
      return ((e = Wi(6, e, null, t)), (e.lanes = n), e);
    }
    function Zi(e) {
      var t = Wi(18, null, null, 0);
      return ((t.stateNode = e), t);
    }
    function Qi(e, t, n) {
      return (
        (t = Wi(4, e.children === null ? [] : e.children, e.key, t)),
        (t.lanes = n),
        (t.stateNode = {
          containerInfo: e.containerInfo,
          pendingChildren: null,
          implementation: e.implementation,
        }),
        t
      );
    }
    var $i = /* @__PURE__ */ new WeakMap();
    function ea(e, t) {
      if (typeof e == 'object' && e) {
        var n = $i.get(e);
        return n === void 0
          ? ((t = {
              value: e,
              source: t,
              stack: qe(t),
            }),
            $i.set(e, t),
            t)
          : n;
      }
      return {
        value: e,
        source: t,
        stack: qe(t),
      };
    }
    var ta = [],
      na = 0,
      ra = null,
      ia = 0,
      aa = [],
      oa = 0,
      sa = null,
      ca = 1,
      la = '';
    function ua(e, t) {
      (ta[na++] = ia), (ta[na++] = ra), (ra = e), (ia = t);
    }
    function da(e, t, n) {
      (aa[oa++] = ca), (aa[oa++] = la), (aa[oa++] = sa), (sa = e);
      var r = ca;
      e = la;
      var i = 32 - dt(r) - 1;
      (r &= ~(1 << i)), (n += 1);
      var a = 32 - dt(t) + i;
      if (30 < a) {
        var o = i - (i % 5);
        (a = (r & ((1 << o) - 1)).toString(32)), (r >>= o), (i -= o), (ca = (1 << (32 - dt(t) + i)) | (n << i) | r), (la = a + e);
      } else (ca = (1 << a) | (n << i) | r), (la = e);
    }
    function fa(e) {
      e.return !== null && (ua(e, 1), da(e, 1, 0));
    }
    function pa(e) {
      for (; e === ra; ) (ra = ta[--na]), (ta[na] = null), (ia = ta[--na]), (ta[na] = null);
      for (; e === sa; ) (sa = aa[--oa]), (aa[oa] = null), (la = aa[--oa]), (aa[oa] = null), (ca = aa[--oa]), (aa[oa] = null);
    }
    function ma(e, t) {
      (aa[oa++] = ca), (aa[oa++] = la), (aa[oa++] = sa), (ca = t.id), (la = t.overflow), (sa = e);
    }
    var O = null,
      k = null,
      A = !1,
      ha = null,
      ga = !1,
      _a = Error(s(519));
    function va(e) {
      throw (wa(ea(Error(s(418, 1 < arguments.length && arguments[1] !== void 0 && arguments[1] ? 'text' : 'HTML', '')), e)), _a);
    }
    function ya(e) {
      var t = e.stateNode,
        n = e.type,
        r = e.memoizedProps;
      switch (((t[Ft] = e), (t[It] = r), n)) {
        case 'dialog':
          Q('cancel', t), Q('close', t);
          break;
        case 'iframe':
        case 'object':
        case 'embed':
          Q('load', t);
          break;
        case 'video':
        case 'audio':
          for (n = 0; n < zf.length; n++) Q(zf[n], t);
          break;
        case 'source':
          Q('error', t);
          break;
        case 'img':
        case 'image':
        case 'link':
          Q('error', t), Q('load', t);
          break;
        case 'details':
          Q('toggle', t);
          break;
        case 'input':
          Q('invalid', t), _n(t, r.value, r.defaultValue, r.checked, r.defaultChecked, r.type, r.name, !0);
          break;
        case 'select':
          Q('invalid', t);
          break;
        case 'textarea':
          Q('invalid', t), xn(t, r.value, r.defaultValue, r.children);
      }
      (n = r.children),
        (typeof n != 'string' && typeof n != 'number' && typeof n != 'bigint') ||
        t.textContent === '' + n ||
        !0 === r.suppressHydrationWarning ||
        ep(t.textContent, n)
          ? (r.popover != null && (Q('beforetoggle', t), Q('toggle', t)),
            r.onScroll != null && Q('scroll', t),
            r.onScrollEnd != null && Q('scrollend', t),
            r.onClick != null && (t.onclick = An),
            (t = !0))
          : (t = !1),
        t || va(e, !0);
    }
    function ba(e) {
      for (O = e.return; O; )
        switch (O.tag) {
          case 5:
          case 31:
          case 13:
            ga = !1;
            return;
          case 27:
          case 3:
            ga = !0;
            return;
          default:
            O = O.return;
        }
    }
    function xa(e) {
      if (e !== O) return !1;
      if (!A) return (ba(e), (A = !0), !1);
      var t = e.tag,
        n;
      if (
        ((n = t !== 3 && t !== 27) && ((n = t === 5) && ((n = e.type), (n = n === 'form' || n === 'button' || pp(e.type, e.memoizedProps))), (n = !n)),
        n && k && va(e),
        ba(e),
        t === 13)
      ) {
        if (((e = e.memoizedState), (e = e === null ? null : e.dehydrated), !e)) throw Error(s(317));
        k = dm(e);
      } else if (t === 31) {
        if (((e = e.memoizedState), (e = e === null ? null : e.dehydrated), !e)) throw Error(s(317));
        k = dm(e);
      } else t === 27 ? ((t = k), Sp(e.type) ? ((e = um), (um = null), (k = e)) : (k = t)) : (k = O ? lm(e.stateNode.nextSibling) : null);
      return !0;
    }
    function Sa() {
      (k = O = null), (A = !1);
    }
    function Ca() {
      var e = ha;
      return (e !== null && (pd === null ? (pd = e) : pd.push.apply(pd, e), (ha = null)), e);
    }
    function wa(e) {
      ha === null ? (ha = [e]) : ha.push(e);
    }
    var Ta = je(null),
      Ea = null,
      Da = null;
    function Oa(e, t, n) {
      T(Ta, t._currentValue), (t._currentValue = n);
    }
    function ka(e) {
      (e._currentValue = Ta.current), Me(Ta);
    }
    function Aa(e, t, n) {
      for (; e !== null; ) {
        var r = e.alternate;
        if (
          ((e.childLanes & t) === t ? r !== null && (r.childLanes & t) !== t && (r.childLanes |= t) : ((e.childLanes |= t), r !== null && (r.childLanes |= t)),
          e === n)
        )
          break;
        e = e.return;
      }
    }
    function ja(e, t, n, r) {
      var i = e.child;
      for (i !== null && (i.return = e); i !== null; ) {
        var a = i.dependencies;
        if (a !== null) {
          var o = i.child;
          a = a.firstContext;
          a: for (; a !== null; ) {
            var c = a;
            a = i;
            for (var l = 0; l < t.length; l++)
              if (c.context === t[l]) {
                (a.lanes |= n), (c = a.alternate), c !== null && (c.lanes |= n), Aa(a.return, n, e), r || (o = null);
                break a;
              }
            a = c.next;
          }
        } else if (i.tag === 18) {
          if (((o = i.return), o === null)) throw Error(s(341));
          (o.lanes |= n), (a = o.alternate), a !== null && (a.lanes |= n), Aa(o, n, e), (o = null);
        } else
          i.tag === 13 && i.memoizedState !== null && i.memoizedState.dehydrated === null
            ? ((i.lanes |= n), (o = i.alternate), o !== null && (o.lanes |= n), Aa(i.return, n, e), (o = i.child), (o = o === null ? null : o.sibling))
            : (o = i.child);
        if (o !== null) o.return = i;
        else
          for (o = i; o !== null; ) {
            if (o === e) {
              o = null;
              break;
            }
            if (((i = o.sibling), i !== null)) {
              (i.return = o.return), (o = i);
              break;
            }
            o = o.return;
          }
        i = o;
      }
    }
    function Ma(e, t, n, r) {
      e = null;
      for (var i = t, a = !1; i !== null; ) {
        if (!a) {
          if (i.flags & 524288) a = !0;
          else if (i.flags & 262144) break;
        }
        if (i.tag === 10) {
          var o = i.alternate;
          if (o === null) throw Error(s(387));
          if (((o = o.memoizedProps), o !== null)) {
            var c = i.type;
            $r(i.pendingProps.value, o.value) || (e === null ? (e = [c]) : e.push(c));
          }
        } else if (i === Ie.current) {
          if (((o = i.alternate), o === null)) throw Error(s(387));
          o.memoizedState.memoizedState !== i.memoizedState.memoizedState && (e === null ? (e = [sh]) : e.push(sh));
        }
        i = i.return;
      }
      return (e !== null && ja(t, e, n, r), (t.flags |= 262144), e !== null);
    }
    function Na(e) {
      for (e = e.firstContext; e !== null; ) {
        if (!$r(e.context._currentValue, e.memoizedValue)) return !0;
        e = e.next;
      }
      return !1;
    }
    function Pa(e) {
      (Ea = e), (Da = null), (e = e.dependencies), e !== null && (e.firstContext = null);
    }
    function Fa(e) {
      return La(Ea, e);
    }
    function Ia(e, t) {
      return (Ea === null && Pa(e), La(e, t));
    }
    function La(e, t) {
      var n = t._currentValue;
      if (
        ((t = {
          context: t,
          memoizedValue: n,
          next: null,
        }),
        Da === null)
      ) {
        if (e === null) throw Error(s(308));
        (Da = t),
          (e.dependencies = {
            lanes: 0,
            firstContext: t,
          }),
          (e.flags |= 524288);
      } else Da = Da.next = t;
      return n;
    }
    var Ra =
        typeof AbortController < 'u'
          ? AbortController
          : function () {
              var e = [],
                t = (this.signal = {
                  aborted: !1,
                  addEventListener: (t, n) => {
                    e.push(n);
                  },
                });
              this.abort = () => {
                (t.aborted = !0), e.forEach((e) => e());
              };
            },
      za = t.unstable_scheduleCallback,
      Ba = t.unstable_NormalPriority,
      j = {
        $$typeof: fe,
        Consumer: null,
        Provider: null,
        _currentValue: null,
        _currentValue2: null,
        _threadCount: 0,
      };
    function Va() {
      return {
        controller: new Ra(),
        data: /* @__PURE__ */ new Map(),
        refCount: 0,
      };
    }
    function Ha(e) {
      e.refCount--,
        e.refCount === 0 &&
          za(Ba, () => {
            e.controller.abort();
          });
    }
    function Ua(e, t) {
      if (e.pendingLanes & 4194048) {
        var n = e.transitionTypes;
        for (n === null && (n = e.transitionTypes = []), e = 0; e < t.length; e++) {
          var r = t[e];
          n.indexOf(r) === -1 && n.push(r);
        }
      }
    }
    var Wa = null;
    function Ga(e) {
      var t = e.transitionTypes;
      return ((e.transitionTypes = null), t);
    }
    var Ka = null,
      qa = 0,
      Ja = 0,
      Ya = null;
    function Xa(e, t) {
      if (Ka === null) {
        var n = (Ka = []);
        (qa = 0),
          (Ja = Pf()),
          (Ya = {
            status: 'pending',
            value: void 0,
            then: (e) => {
              n.push(e);
            },
          });
      }
      return (qa++, t.then(Za, Za), t);
    }
    function Za() {
      if (--qa === 0 && ((Wa = null), Ka !== null)) {
        Ya !== null && (Ya.status = 'fulfilled');
        var e = Ka;
        (Ka = null), (Ja = 0), (Ya = null);
        for (var t = 0; t < e.length; t++) (0, e[t])();
      }
    }
    function Qa(e, t) {
      var n = [],
        r = {
          status: 'pending',
          value: null,
          reason: null,
          then: (e) => {
            n.push(e);
          },
        };
      return (
        e.then(
          () => {
            (r.status = 'fulfilled'), (r.value = t);
            for (var e = 0; e < n.length; e++) (0, n[e])(t);
          },
          (e) => {
            for (r.status = 'rejected', r.reason = e, e = 0; e < n.length; e++) (0, n[e])(void 0);
          },
        ),
        r
      );
    }
    var $a = C.S;
    C.S = (e, t) => {
      if (((gd = $e()), typeof t == 'object' && t && typeof t.then == 'function' && Xa(e, t), Wa !== null))
        for (var n = bf; n !== null; ) Ua(n, Wa), (n = n.next);
      if (((n = e.types), n !== null)) {
        for (var r = bf; r !== null; ) Ua(r, n), (r = r.next);
        if (Ja !== 0) {
          (r = Wa), r === null && (r = Wa = []);
          for (var i = 0; i < n.length; i++) {
            var a = n[i];
            r.indexOf(a) === -1 && r.push(a);
          }
        }
      }
      $a !== null && $a(e, t);
    };
    var eo = je(null);
    function to() {
      var e = eo.current;
      return e === null ? G.pooledCache : e;
    }
    function no(e, t) {
      t === null ? T(eo, eo.current) : T(eo, t.pool);
    }
    function ro() {
      var e = to();
      return e === null
        ? null
        : {
            parent: j._currentValue,
            pool: e,
          };
    }
    var io = Error(s(460)),
      ao = Error(s(474)),
      oo = Error(s(542)),
      so = { then: () => {} };
    function co(e) {
      return ((e = e.status), e === 'fulfilled' || e === 'rejected');
    }
    function lo(e, t, n) {
      switch (((n = e[n]), n === void 0 ? e.push(t) : n !== t && (t.then(An, An), (t = n)), t.status)) {
        case 'fulfilled':
          return t.value;
        case 'rejected':
          throw ((e = t.reason), mo(e), e === void 0 && !('reason' in t) ? Error(s(600)) : e);
        default:
          if (typeof t.status == 'string') t.then(An, An);
          else {
            if (((e = G), e !== null && 100 < e.shellSuspendCounter)) throw Error(s(482));
            (e = t),
              (e.status = 'pending'),
              e.then(
                (e) => {
                  if (t.status === 'pending') {
                    var n = t;
                    (n.status = 'fulfilled'), (n.value = e);
                  }
                },
                (e) => {
                  if (t.status === 'pending') {
                    var n = t;
                    (n.status = 'rejected'), (n.reason = e);
                  }
                },
              );
          }
          switch (t.status) {
            case 'fulfilled':
              return t.value;
            case 'rejected':
              throw ((e = t.reason), mo(e), e);
          }
          throw ((fo = t), io);
      }
    }
    function uo(e) {
      try {
        var t = e._init;
        return t(e._payload);
      } catch (e) {
        throw typeof e == 'object' && e && typeof e.then == 'function' ? ((fo = e), io) : e;
      }
    }
    var fo = null;
    function po() {
      if (fo === null) throw Error(s(459));
      var e = fo;
      return ((fo = null), e);
    }
    function mo(e) {
      if (e === io || e === oo) throw Error(s(483));
    }
    var ho = null,
      go = 0;
    function _o(e) {
      var t = go;
      return ((go += 1), ho === null && (ho = []), lo(ho, e, t));
    }
    function vo(e, t) {
      (t = t.props.ref), (e.ref = t === void 0 ? null : t);
    }
    function yo(e, t) {
      throw t.$$typeof === ae
        ? Error(s(525))
        : ((e = Object.prototype.toString.call(t)), Error(s(31, e === '[object Object]' ? 'object with keys {' + Object.keys(t).join(', ') + '}' : e)));
    }
    function bo(e) {
      function t(t, n) {
        if (e) {
          var r = t.deletions;
          r === null ? ((t.deletions = [n]), (t.flags |= 16)) : r.push(n);
        }
      }
      function n(n, r) {
        if (!e) return null;
        for (; r !== null; ) t(n, r), (r = r.sibling);
        return null;
      }
      function r(e) {
        for (var t = /* @__PURE__ */ new Map(); e !== null; ) e.key === null ? t.set(e.index, e) : t.set(e.key, e), (e = e.sibling);
        return t;
      }
      function i(e, t) {
        return ((e = Ki(e, t)), (e.index = 0), (e.sibling = null), e);
      }
      function a(t, n, r) {
        return (
          (t.index = r),
          e ? ((r = t.alternate), r === null ? ((t.flags |= 134217730), n) : ((r = r.index), r < n ? ((t.flags |= 2), n) : r)) : ((t.flags |= 1048576), n)
        );
      }
      function o(t) {
        return (e && t.alternate === null && (t.flags |= 134217730), t);
      }
      function c(e, t, n, r) {
        return t === null || t.tag !== 6 ? ((t = Xi(n, e.mode, r)), (t.return = e), t) : ((t = i(t, n)), (t.return = e), t);
      }
      function l(e, t, n, r) {
        var a = n.type;
        return a === ce
          ? ((e = d(e, t, n.props.children, r, n.key)), vo(e, n), e)
          : t !== null && (t.elementType === a || (typeof a == 'object' && a && a.$$typeof === _e && uo(a) === t.type))
            ? ((t = i(t, n.props)), vo(t, n), (t.return = e), t)
            : ((t = Ji(n.type, n.key, n.props, null, e.mode, r)), vo(t, n), (t.return = e), t);
      }
      function u(e, t, n, r) {
        return t === null || t.tag !== 4 || t.stateNode.containerInfo !== n.containerInfo || t.stateNode.implementation !== n.implementation
          ? ((t = Qi(n, e.mode, r)), (t.return = e), t)
          : ((t = i(t, n.children || [])), (t.return = e), t);
      }
      function d(e, t, n, r, a) {
        return t === null || t.tag !== 7 ? ((t = Yi(n, e.mode, r, a)), (t.return = e), t) : ((t = i(t, n)), (t.return = e), t);
      }
      function f(e, t, n) {
        if ((typeof t == 'string' && t !== '') || typeof t == 'number' || typeof t == 'bigint') return ((t = Xi('' + t, e.mode, n)), (t.return = e), t);
        if (typeof t == 'object' && t) {
          switch (t.$$typeof) {
            case oe:
              return ((n = Ji(t.type, t.key, t.props, null, e.mode, n)), vo(n, t), (n.return = e), n);
            case se:
              return ((t = Qi(t, e.mode, n)), (t.return = e), t);
            case _e:
              return ((t = uo(t)), f(e, t, n));
          }
          if (De(t) || we(t)) return ((t = Yi(t, e.mode, n, null)), (t.return = e), t);
          if (typeof t.then == 'function') return f(e, _o(t), n);
          if (t.$$typeof === fe) return f(e, Ia(e, t), n);
          yo(e, t);
        }
        return null;
      }
      function p(e, t, n, r) {
        var i = t === null ? null : t.key;
        if ((typeof n == 'string' && n !== '') || typeof n == 'number' || typeof n == 'bigint') return i === null ? c(e, t, '' + n, r) : null;
        if (typeof n == 'object' && n) {
          switch (n.$$typeof) {
            case oe:
              return n.key === i ? l(e, t, n, r) : null;
            case se:
              return n.key === i ? u(e, t, n, r) : null;
            case _e:
              return ((n = uo(n)), p(e, t, n, r));
          }
          if (De(n) || we(n)) return i === null ? d(e, t, n, r, null) : null;
          if (typeof n.then == 'function') return p(e, t, _o(n), r);
          if (n.$$typeof === fe) return p(e, t, Ia(e, n), r);
          yo(e, n);
        }
        return null;
      }
      function m(e, t, n, r, i) {
        if ((typeof r == 'string' && r !== '') || typeof r == 'number' || typeof r == 'bigint') return ((e = e.get(n) || null), c(t, e, '' + r, i));
        if (typeof r == 'object' && r) {
          switch (r.$$typeof) {
            case oe:
              return ((e = e.get(r.key === null ? n : r.key) || null), l(t, e, r, i));
            case se:
              return ((e = e.get(r.key === null ? n : r.key) || null), u(t, e, r, i));
            case _e:
              return ((r = uo(r)), m(e, t, n, r, i));
          }
          if (De(r) || we(r)) return ((e = e.get(n) || null), d(t, e, r, i, null));
          if (typeof r.then == 'function') return m(e, t, n, _o(r), i);
          if (r.$$typeof === fe) return m(e, t, n, Ia(t, r), i);
          yo(t, r);
        }
        return null;
      }
      function h(i, o, s, c) {
        for (var l = null, u = null, d = o, h = (o = 0), g = null; d !== null && h < s.length; h++) {
          d.index > h ? ((g = d), (d = null)) : (g = d.sibling);
          var _ = p(i, d, s[h], c);
          if (_ === null) {
            d === null && (d = g);
            break;
          }
          e && d && _.alternate === null && t(i, d), (o = a(_, o, h)), u === null ? (l = _) : (u.sibling = _), (u = _), (d = g);
        }
        if (h === s.length) return (n(i, d), A && ua(i, h), l);
        if (d === null) {
          for (; h < s.length; h++) (d = f(i, s[h], c)), d !== null && ((o = a(d, o, h)), u === null ? (l = d) : (u.sibling = d), (u = d));
          return (A && ua(i, h), l);
        }
        for (d = r(d); h < s.length; h++)
          (g = m(d, i, h, s[h], c)),
            g !== null &&
              (e && ((_ = g.alternate), _ !== null && d.delete(_.key === null ? h : _.key)), (o = a(g, o, h)), u === null ? (l = g) : (u.sibling = g), (u = g));
        return (e && d.forEach((e) => t(i, e)), A && ua(i, h), l);
      }
      function g(i, o, c, l) {
        if (c == null) throw Error(s(151));
        for (var u = null, d = null, h = o, g = (o = 0), _ = null, v = c.next(); h !== null && !v.done; g++, v = c.next()) {
          h.index > g ? ((_ = h), (h = null)) : (_ = h.sibling);
          var y = p(i, h, v.value, l);
          if (y === null) {
            h === null && (h = _);
            break;
          }
          e && h && y.alternate === null && t(i, h), (o = a(y, o, g)), d === null ? (u = y) : (d.sibling = y), (d = y), (h = _);
        }
        if (v.done) return (n(i, h), A && ua(i, g), u);
        if (h === null) {
          for (; !v.done; g++, v = c.next()) (v = f(i, v.value, l)), v !== null && ((o = a(v, o, g)), d === null ? (u = v) : (d.sibling = v), (d = v));
          return (A && ua(i, g), u);
        }
        for (h = r(h); !v.done; g++, v = c.next())
          (v = m(h, i, g, v.value, l)),
            v !== null &&
              (e && ((_ = v.alternate), _ !== null && h.delete(_.key === null ? g : _.key)), (o = a(v, o, g)), d === null ? (u = v) : (d.sibling = v), (d = v));
        return (e && h.forEach((e) => t(i, e)), A && ua(i, g), u);
      }
      function _(e, r, a, c) {
        if ((typeof a == 'object' && a && a.type === ce && a.key === null && a.props.ref === void 0 && (a = a.props.children), typeof a == 'object' && a)) {
          switch (a.$$typeof) {
            case oe:
              a: {
                for (var l = a.key; r !== null; ) {
                  if (r.key === l) {
                    if (((l = a.type), l === ce)) {
                      if (r.tag === 7) {
                        n(e, r.sibling), (c = i(r, a.props.children)), vo(c, a), (c.return = e), (e = c);
                        break a;
                      }
                    } else if (r.elementType === l || (typeof l == 'object' && l && l.$$typeof === _e && uo(l) === r.type)) {
                      n(e, r.sibling), (c = i(r, a.props)), vo(c, a), (c.return = e), (e = c);
                      break a;
                    }
                    n(e, r);
                    break;
                  }
                  t(e, r), (r = r.sibling);
                }
                a.type === ce
                  ? ((c = Yi(a.props.children, e.mode, c, a.key)), vo(c, a), (c.return = e), (e = c))
                  : ((c = Ji(a.type, a.key, a.props, null, e.mode, c)), vo(c, a), (c.return = e), (e = c));
              }
              return o(e);
            case se:
              a: {
                for (l = a.key; r !== null; ) {
                  if (r.key === l) {
                    if (r.tag === 4 && r.stateNode.containerInfo === a.containerInfo && r.stateNode.implementation === a.implementation) {
                      n(e, r.sibling), (c = i(r, a.children || [])), (c.return = e), (e = c);
                      break a;
                    }
                    n(e, r);
                    break;
                  }
                  t(e, r), (r = r.sibling);
                }
                (c = Qi(a, e.mode, c)), (c.return = e), (e = c);
              }
              return o(e);
            case _e:
              return ((a = uo(a)), _(e, r, a, c));
          }
          if (De(a)) return h(e, r, a, c);
          if (we(a)) {
            if (((l = we(a)), typeof l != 'function')) throw Error(s(150));
            return ((a = l.call(a)), g(e, r, a, c));
          }
          if (typeof a.then == 'function') return _(e, r, _o(a), c);
          if (a.$$typeof === fe) return _(e, r, Ia(e, a), c);
          yo(e, a);
        }
        return (typeof a == 'string' && a !== '') || typeof a == 'number' || typeof a == 'bigint'
          ? ((a = '' + a),
            r !== null && r.tag === 6 ? (n(e, r.sibling), (c = i(r, a)), (c.return = e), (e = c)) : (n(e, r), (c = Xi(a, e.mode, c)), (c.return = e), (e = c)),
            o(e))
          : n(e, r);
      }
      return (e, t, n, r) => {
        try {
          go = 0;
          var i = _(e, t, n, r);
          return ((ho = null), i);
        } catch (t) {
          if (t === io || t === oo) throw t;
          var a = Wi(29, t, null, e.mode);
          return ((a.lanes = r), (a.return = e), a);
        }
      };
    }
    var xo = bo(!0),
      So = bo(!1),
      Co = !1;
    function wo(e) {
      e.updateQueue = {
        baseState: e.memoizedState,
        firstBaseUpdate: null,
        lastBaseUpdate: null,
        shared: {
          pending: null,
          lanes: 0,
          hiddenCallbacks: null,
        },
        callbacks: null,
      };
    }
    function To(e, t) {
      (e = e.updateQueue),
        t.updateQueue === e &&
          (t.updateQueue = {
            baseState: e.baseState,
            firstBaseUpdate: e.firstBaseUpdate,
            lastBaseUpdate: e.lastBaseUpdate,
            shared: e.shared,
            callbacks: null,
          });
    }
    function Eo(e) {
      return {
        lane: e,
        tag: 0,
        payload: null,
        callback: null,
        next: null,
      };
    }
    function Do(e, t, n) {
      var r = e.updateQueue;
      if (r === null) return null;
      if (((r = r.shared), W & 2)) {
        var i = r.pending;
        return (i === null ? (t.next = t) : ((t.next = i.next), (i.next = t)), (r.pending = t), (t = Vi(e)), Bi(e, null, n), t);
      }
      return (Li(e, r, t, n), Vi(e));
    }
    function Oo(e, t, n) {
      if (((t = t.updateQueue), t !== null && ((t = t.shared), n & 4194048))) {
        var r = t.lanes;
        (r &= e.pendingLanes), (n |= r), (t.lanes = n), Ot(e, n);
      }
    }
    function ko(e, t) {
      var n = e.updateQueue,
        r = e.alternate;
      if (r !== null && ((r = r.updateQueue), n === r)) {
        var i = null,
          a = null;
        if (((n = n.firstBaseUpdate), n !== null)) {
          do {
            var o = {
              lane: n.lane,
              tag: n.tag,
              payload: n.payload,
              callback: null,
              next: null,
            };
            a === null ? (i = a = o) : (a = a.next = o), (n = n.next);
          } while (n !== null);
          a === null ? (i = a = t) : (a = a.next = t);
        } else i = a = t;
        (n = {
          baseState: r.baseState,
          firstBaseUpdate: i,
          lastBaseUpdate: a,
          shared: r.shared,
          callbacks: r.callbacks,
        }),
          (e.updateQueue = n);
      } else (e = n.lastBaseUpdate), e === null ? (n.firstBaseUpdate = t) : (e.next = t), (n.lastBaseUpdate = t);
    }
    var Ao = !1;
    function jo() {
      if (Ao) {
        var e = Ya;
        if (e !== null) throw e;
      }
    }
    function Mo(e, t, n, r) {
      Ao = !1;
      var i = e.updateQueue;
      Co = !1;
      var a = i.firstBaseUpdate,
        o = i.lastBaseUpdate,
        s = i.shared.pending;
      if (s !== null) {
        i.shared.pending = null;
        var c = s,
          l = c.next;
        (c.next = null), o === null ? (a = l) : (o.next = l), (o = c);
        var u = e.alternate;
        u !== null && ((u = u.updateQueue), (s = u.lastBaseUpdate), s !== o && (s === null ? (u.firstBaseUpdate = l) : (s.next = l), (u.lastBaseUpdate = c)));
      }
      if (a !== null) {
        var d = i.baseState;
        (o = 0), (u = l = c = null), (s = a);
        do {
          var f = s.lane & -536870913,
            p = f !== s.lane;
          if (p ? (q & f) === f : (r & f) === f) {
            f !== 0 && f === Ja && (Ao = !0),
              u !== null &&
                (u = u.next =
                  {
                    lane: 0,
                    tag: s.tag,
                    payload: s.payload,
                    callback: null,
                    next: null,
                  });
            a: {
              var m = e,
                h = s;
              f = t;
              var g = n;
              switch (h.tag) {
                case 1:
                  if (((m = h.payload), typeof m == 'function')) {
                    d = m.call(g, d, f);
                    break a;
                  }
                  d = m;
                  break a;
                case 3:
                  m.flags = (m.flags & -65537) | 128;
                case 0:
                  if (((m = h.payload), (f = typeof m == 'function' ? m.call(g, d, f) : m), f == null)) break a;
                  d = S({}, d, f);
                  break a;
                case 2:
                  Co = !0;
              }
            }
            (f = s.callback), f !== null && ((e.flags |= 64), p && (e.flags |= 8192), (p = i.callbacks), p === null ? (i.callbacks = [f]) : p.push(f));
          } else
            (p = {
              lane: f,
              tag: s.tag,
              payload: s.payload,
              callback: s.callback,
              next: null,
            }),
              u === null ? ((l = u = p), (c = d)) : (u = u.next = p),
              (o |= f);
          if (((s = s.next), s === null)) {
            if (((s = i.shared.pending), s === null)) break;
            (p = s), (s = p.next), (p.next = null), (i.lastBaseUpdate = p), (i.shared.pending = null);
          }
        } while (1);
        u === null && (c = d),
          (i.baseState = c),
          (i.firstBaseUpdate = l),
          (i.lastBaseUpdate = u),
          a === null && (i.shared.lanes = 0),
          (sd |= o),
          (e.lanes = o),
          (e.memoizedState = d);
      }
    }
    function No(e, t) {
      if (typeof e != 'function') throw Error(s(191, e));
      e.call(t);
    }
    function Po(e, t) {
      var n = e.callbacks;
      if (n !== null) for (e.callbacks = null, e = 0; e < n.length; e++) No(n[e], t);
    }
    var Fo = je(null),
      Io = je(0);
    function Lo(e, t) {
      (e = od), T(Io, e), T(Fo, t), (od = e | t.baseLanes);
    }
    function Ro() {
      T(Io, od), T(Fo, Fo.current);
    }
    function zo() {
      (od = Io.current), Me(Fo), Me(Io);
    }
    var Bo = je(null),
      Vo = null;
    function Ho(e) {
      var t = e.alternate;
      T(qo, qo.current & 1), T(Bo, e), Vo === null && (t === null || Fo.current !== null || t.memoizedState !== null) && (Vo = e);
    }
    function Uo(e) {
      T(qo, qo.current), T(Bo, e), Vo === null && (Vo = e);
    }
    function Wo(e) {
      e.tag === 22 ? (T(qo, qo.current), T(Bo, e), Vo === null && (Vo = e)) : Go();
    }
    function Go() {
      T(qo, qo.current), T(Bo, Bo.current);
    }
    function Ko(e) {
      Me(Bo), Vo === e && (Vo = null), Me(qo);
    }
    var qo = je(0);
    function Jo(e, t) {
      T(Bo, Bo.current), T(qo, t);
    }
    function Yo(e) {
      Me(qo), Me(Bo), Vo === e && (Vo = null);
    }
    function Xo(e) {
      for (var t = e; t !== null; ) {
        if (t.tag === 13) {
          var n = t.memoizedState;
          if (n !== null && ((n = n.dehydrated), n === null || om(n) || sm(n))) return t;
        } else if (t.tag === 19 && t.memoizedProps.revealOrder !== 'independent') {
          if (t.flags & 128) return t;
        } else if (t.child !== null) {
          (t.child.return = t), (t = t.child);
          continue;
        }
        if (t === e) break;
        for (; t.sibling === null; ) {
          if (t.return === null || t.return === e) return null;
          t = t.return;
        }
        (t.sibling.return = t.return), (t = t.sibling);
      }
      return null;
    }
    var Zo = 0,
      M = null,
      N = null,
      P = null,
      Qo = !1,
      $o = !1,
      es = !1,
      ts = 0,
      ns = 0,
      rs = null,
      is = 0;
    function F() {
      throw Error(s(321));
    }
    function as(e, t) {
      if (t === null) return !1;
      for (var n = 0; n < t.length && n < e.length; n++) if (!$r(e[n], t[n])) return !1;
      return !0;
    }
    function os(e, t, n, r, i, a) {
      return (
        (Zo = a),
        (M = t),
        (t.memoizedState = null),
        (t.updateQueue = null),
        (t.lanes = 0),
        (C.H = e === null || e.memoizedState === null ? Sc : Cc),
        (es = !1),
        (a = n(r, i)),
        (es = !1),
        $o && (a = cs(t, n, r, i)),
        ss(e),
        a
      );
    }
    function ss(e) {
      C.H = xc;
      var t = N !== null && N.next !== null;
      if (((Zo = 0), (P = N = M = null), (Qo = !1), (ns = 0), (rs = null), t)) throw Error(s(300));
      e === null || L || ((e = e.dependencies), e !== null && Na(e) && (L = !0));
    }
    function cs(e, t, n, r) {
      M = e;
      var i = 0;
      do {
        if (($o && (rs = null), (ns = 0), ($o = !1), 25 <= i)) throw Error(s(301));
        if (((i += 1), (P = N = null), e.updateQueue != null)) {
          var a = e.updateQueue;
          (a.lastEffect = null), (a.events = null), (a.stores = null), a.memoCache != null && (a.memoCache.index = 0);
        }
        (C.H = wc), (a = t(n, r));
      } while ($o);
      return a;
    }
    function ls() {
      var e = C.H,
        t = e.useState()[0];
      return ((t = typeof t.then == 'function' ? hs(t) : t), (e = e.useState()[0]), (N === null ? null : N.memoizedState) !== e && (M.flags |= 1024), t);
    }
    function us() {
      var e = ts !== 0;
      return ((ts = 0), e);
    }
    function ds(e, t, n) {
      (t.updateQueue = e.updateQueue), (t.flags &= -2053), (e.lanes &= ~n);
    }
    function fs(e) {
      if (Qo) {
        for (e = e.memoizedState; e !== null; ) {
          var t = e.queue;
          t !== null && (t.pending = null), (e = e.next);
        }
        Qo = !1;
      }
      (Zo = 0), (P = N = M = null), ($o = !1), (ns = ts = 0), (rs = null);
    }
    function ps() {
      var e = {
        memoizedState: null,
        baseState: null,
        baseQueue: null,
        queue: null,
        next: null,
      };
      return (P === null ? (M.memoizedState = P = e) : (P = P.next = e), P);
    }
    function I() {
      if (N === null) {
        var e = M.alternate;
        e = e === null ? null : e.memoizedState;
      } else e = N.next;
      var t = P === null ? M.memoizedState : P.next;
      if (t !== null) (P = t), (N = e);
      else {
        if (e === null) throw M.alternate === null ? Error(s(467)) : Error(s(310));
        (N = e),
          (e = {
            memoizedState: N.memoizedState,
            baseState: N.baseState,
            baseQueue: N.baseQueue,
            queue: N.queue,
            next: null,
          }),
          P === null ? (M.memoizedState = P = e) : (P = P.next = e);
      }
      return P;
    }
    function ms() {
      return {
        lastEffect: null,
        events: null,
        stores: null,
        memoCache: null,
      };
    }
    function hs(e) {
      var t = ns;
      return (
        (ns += 1),
        rs === null && (rs = []),
        (e = lo(rs, e, t)),
        (t = M),
        (P === null ? t.memoizedState : P.next) === null && ((t = t.alternate), (C.H = t === null || t.memoizedState === null ? Sc : Cc)),
        e
      );
    }
    function gs(e) {
      if (typeof e == 'object' && e) {
        if (typeof e.then == 'function') return hs(e);
        if (e.$$typeof === Se) return;
        if (e.$$typeof === fe) return Fa(e);
      }
      throw Error(s(438, String(e)));
    }
    function _s(e) {
      var t = null,
        n = M.updateQueue;
      if ((n !== null && (t = n.memoCache), t == null)) {
        var r = M.alternate;
        r !== null &&
          ((r = r.updateQueue),
          r !== null &&
            ((r = r.memoCache),
            r != null &&
              (t = {
                data: r.data.map((e) => e.slice()),
                index: 0,
              })));
      }
      if (
        ((t ??= {
          data: [],
          index: 0,
        }),
        n === null && ((n = ms()), (M.updateQueue = n)),
        (n.memoCache = t),
        (n = t.data[t.index]),
        n === void 0)
      )
        for (n = t.data[t.index] = Array(e), r = 0; r < e; r++) n[r] = be;
      return (t.index++, n);
    }
    function vs(e, t) {
      return typeof t == 'function' ? t(e) : t;
    }
    function ys(e) {
      return bs(I(), N, e);
    }
    function bs(e, t, n) {
      var r = e.queue;
      if (r === null) throw Error(s(311));
      r.lastRenderedReducer = n;
      var i = e.baseQueue,
        a = r.pending;
      if (a !== null) {
        if (i !== null) {
          var o = i.next;
          (i.next = a.next), (a.next = o);
        }
        (t.baseQueue = i = a), (r.pending = null);
      }
      if (((a = e.baseState), i === null)) e.memoizedState = a;
      else {
        t = i.next;
        var c = (o = null),
          l = null,
          u = t,
          d = !1;
        do {
          var f = u.lane & -536870913;
          if (f === u.lane ? (Zo & f) === f : (q & f) === f) {
            var p = u.revertLane;
            if (p === 0)
              l !== null &&
                (l = l.next =
                  {
                    lane: 0,
                    revertLane: 0,
                    gesture: null,
                    action: u.action,
                    hasEagerState: u.hasEagerState,
                    eagerState: u.eagerState,
                    next: null,
                  }),
                f === Ja && (d = !0);
            else if ((Zo & p) === p) {
              (u = u.next), p === Ja && (d = !0);
              continue;
            } else
              (f = {
                lane: 0,
                revertLane: u.revertLane,
                gesture: null,
                action: u.action,
                hasEagerState: u.hasEagerState,
                eagerState: u.eagerState,
                next: null,
              }),
                l === null ? ((c = l = f), (o = a)) : (l = l.next = f),
                (M.lanes |= p),
                (sd |= p);
            (f = u.action), es && n(a, f), (a = u.hasEagerState ? u.eagerState : n(a, f));
          } else
            (p = {
              lane: f,
              revertLane: u.revertLane,
              gesture: u.gesture,
              action: u.action,
              hasEagerState: u.hasEagerState,
              eagerState: u.eagerState,
              next: null,
            }),
              l === null ? ((c = l = p), (o = a)) : (l = l.next = p),
              (M.lanes |= f),
              (sd |= f);
          u = u.next;
        } while (u !== null && u !== t);
        if ((l === null ? (o = a) : (l.next = c), !$r(a, e.memoizedState) && ((L = !0), d && ((n = Ya), n !== null)))) throw n;
        (e.memoizedState = a), (e.baseState = o), (e.baseQueue = l), (r.lastRenderedState = a);
      }
      return (i === null && (r.lanes = 0), [e.memoizedState, r.dispatch]);
    }
    function xs(e) {
      var t = I(),
        n = t.queue;
      if (n === null) throw Error(s(311));
      n.lastRenderedReducer = e;
      var r = n.dispatch,
        i = n.pending,
        a = t.memoizedState;
      if (i !== null) {
        n.pending = null;
        var o = (i = i.next);
        do (a = e(a, o.action)), (o = o.next);
        while (o !== i);
        $r(a, t.memoizedState) || (L = !0), (t.memoizedState = a), t.baseQueue === null && (t.baseState = a), (n.lastRenderedState = a);
      }
      return [a, r];
    }
    function Ss(e, t, n) {
      var r = M,
        i = I(),
        a = A;
      if (a) {
        if (n === void 0) throw Error(s(407));
        n = n();
      } else n = t();
      var o = !$r((N || i).memoizedState, n);
      if (
        (o && ((i.memoizedState = n), (L = !0)),
        (i = i.queue),
        qs(Ts.bind(null, r, i, e), [e]),
        (e = i.getSnapshot !== t || o || (P !== null && !!(P.memoizedState.tag & 1))),
        Hs(e ? 9 : 8, { destroy: void 0 }, ws.bind(null, r, i, n, t), null),
        e)
      ) {
        if (((r.flags |= 2048), G === null)) throw Error(s(349));
        a || Zo & 127 || Cs(r, t, n);
      }
      return n;
    }
    function Cs(e, t, n) {
      (e.flags |= 16384),
        (e = {
          getSnapshot: t,
          value: n,
        }),
        (t = M.updateQueue),
        t === null ? ((t = ms()), (M.updateQueue = t), (t.stores = [e])) : ((n = t.stores), n === null ? (t.stores = [e]) : n.push(e));
    }
    function ws(e, t, n, r) {
      (t.value = n), (t.getSnapshot = r), Es(t) && Ds(e);
    }
    function Ts(e, t, n) {
      return n(() => {
        Es(t) && Ds(e);
      });
    }
    function Es(e) {
      var t = e.getSnapshot;
      e = e.value;
      try {
        var n = t();
        return !$r(e, n);
      } catch {
        return !0;
      }
    }
    function Ds(e) {
      var t = zi(e, 2);
      t !== null && Pd(t, e, 2);
    }
    function Os(e) {
      var t = ps();
      if (typeof e == 'function') {
        var n = e;
        if (((e = n()), es)) {
          ut(!0);
          try {
            n();
          } finally {
            ut(!1);
          }
        }
      }
      return (
        (t.memoizedState = t.baseState = e),
        (t.queue = {
          pending: null,
          lanes: 0,
          dispatch: null,
          lastRenderedReducer: vs,
          lastRenderedState: e,
        }),
        t
      );
    }
    function ks(e, t, n, r) {
      return ((e.baseState = n), bs(e, N, typeof r == 'function' ? r : vs));
    }
    function As(e, t, n, r, i) {
      if (vc(e)) throw Error(s(485));
      if (((e = t.action), e !== null)) {
        var a = {
          payload: i,
          action: e,
          next: null,
          isTransition: !0,
          status: 'pending',
          value: null,
          reason: null,
          listeners: [],
          then: (e) => {
            a.listeners.push(e);
          },
        };
        C.T === null ? (a.isTransition = !1) : n(!0),
          r(a),
          (n = t.pending),
          n === null ? ((a.next = t.pending = a), js(t, a)) : ((a.next = n.next), (t.pending = n.next = a));
      }
    }
    function js(e, t) {
      var n = t.action,
        r = t.payload,
        i = e.state;
      if (t.isTransition) {
        var a = C.T,
          o = {};
        (o.types = a === null ? null : a.types), (C.T = o);
        try {
          var s = n(i, r),
            c = C.S;
          c !== null && c(o, s), Ms(e, t, s);
        } catch (n) {
          Ps(e, t, n);
        } finally {
          a !== null && o.types !== null && (a.types = o.types), (C.T = a);
        }
      } else
        try {
          (a = n(i, r)), Ms(e, t, a);
        } catch (n) {
          Ps(e, t, n);
        }
    }
    function Ms(e, t, n) {
      typeof n == 'object' && n && typeof n.then == 'function'
        ? n.then(
            (n) => {
              Ns(e, t, n);
            },
            (n) => Ps(e, t, n),
          )
        : Ns(e, t, n);
    }
    function Ns(e, t, n) {
      (t.status = 'fulfilled'),
        (t.value = n),
        Fs(t),
        (e.state = n),
        (t = e.pending),
        t !== null && ((n = t.next), n === t ? (e.pending = null) : ((n = n.next), (t.next = n), js(e, n)));
    }
    function Ps(e, t, n) {
      var r = e.pending;
      if (((e.pending = null), r !== null)) {
        r = r.next;
        do (t.status = 'rejected'), (t.reason = n), Fs(t), (t = t.next);
        while (t !== r);
      }
      e.action = null;
    }
    function Fs(e) {
      e = e.listeners;
      for (var t = 0; t < e.length; t++) (0, e[t])();
    }
    function Is(e, t) {
      return t;
    }
    function Ls(e, t) {
      if (A) {
        var n = G.formState;
        if (n !== null) {
          a: {
            var r = M;
            if (A) {
              if (k) {
                b: {
                  for (var i = k, a = ga; i.nodeType !== 8; )
                    if (!a || ((i = lm(i.nextSibling)), i === null)) {
                      i = null;
                      break b;
                    }
                  (a = i.data), (i = a === 'F!' || a === 'F' ? i : null);
                }
                if (i) {
                  (k = lm(i.nextSibling)), (r = i.data === 'F!');
                  break a;
                }
              }
              va(r);
            }
            r = !1;
          }
          r && (t = n[0]);
        }
      }
      return (
        (n = ps()),
        (n.memoizedState = n.baseState = t),
        (r = {
          pending: null,
          lanes: 0,
          dispatch: null,
          lastRenderedReducer: Is,
          lastRenderedState: t,
        }),
        (n.queue = r),
        (n = hc.bind(null, M, r)),
        (r.dispatch = n),
        (r = Os(!1)),
        (a = _c.bind(null, M, !1, r.queue)),
        (r = ps()),
        (i = {
          state: t,
          dispatch: null,
          action: e,
          pending: null,
        }),
        (r.queue = i),
        (n = As.bind(null, M, i, a, n)),
        (i.dispatch = n),
        (r.memoizedState = e),
        [t, n, !1]
      );
    }
    function Rs(e) {
      return zs(I(), N, e);
    }
    function zs(e, t, n) {
      if (((t = bs(e, t, Is)[0]), (e = ys(vs)[0]), typeof t == 'object' && t && typeof t.then == 'function'))
        try {
          var r = hs(t);
        } catch (e) {
          throw e === io ? oo : e;
        }
      else r = t;
      t = I();
      var i = t.queue,
        a = i.dispatch;
      return (n !== t.memoizedState && ((M.flags |= 2048), Hs(9, { destroy: void 0 }, Bs.bind(null, i, n), null)), [r, a, e]);
    }
    function Bs(e, t) {
      e.action = t;
    }
    function Vs(e) {
      var t = I(),
        n = N;
      if (n !== null) return zs(t, n, e);
      I(), (t = t.memoizedState), (n = I());
      var r = n.queue.dispatch;
      return ((n.memoizedState = e), [t, r, !1]);
    }
    function Hs(e, t, n, r) {
      return (
        (e = {
          tag: e,
          create: n,
          deps: r,
          inst: t,
          next: null,
        }),
        (t = M.updateQueue),
        t === null && ((t = ms()), (M.updateQueue = t)),
        (n = t.lastEffect),
        n === null ? (t.lastEffect = e.next = e) : ((r = n.next), (n.next = e), (e.next = r), (t.lastEffect = e)),
        e
      );
    }
    function Us() {
      return I().memoizedState;
    }
    function Ws(e, t, n, r) {
      var i = ps();
      (M.flags |= e), (i.memoizedState = Hs(1 | t, { destroy: void 0 }, n, r === void 0 ? null : r));
    }
    function Gs(e, t, n, r) {
      var i = I();
      r = r === void 0 ? null : r;
      var a = i.memoizedState.inst;
      N !== null && r !== null && as(r, N.memoizedState.deps) ? (i.memoizedState = Hs(t, a, n, r)) : ((M.flags |= e), (i.memoizedState = Hs(1 | t, a, n, r)));
    }
    function Ks(e, t) {
      Ws(8390656, 8, e, t);
    }
    function qs(e, t) {
      Gs(2048, 8, e, t);
    }
    function Js(e) {
      M.flags |= 4;
      var t = M.updateQueue;
      if (t === null) (t = ms()), (M.updateQueue = t), (t.events = [e]);
      else {
        var n = t.events;
        n === null ? (t.events = [e]) : n.push(e);
      }
    }
    function Ys(e) {
      var t = I().memoizedState;
      return (
        Js({
          ref: t,
          nextImpl: e,
        }),
        function () {
          if (W & 2) throw Error(s(440));
          return t.impl.apply(void 0, arguments);
        }
      );
    }
    function Xs(e, t) {
      return Gs(4, 2, e, t);
    }
    function Zs(e, t) {
      return Gs(4, 4, e, t);
    }
    function Qs(e, t) {
      if (typeof t == 'function') {
        e = e();
        var n = t(e);
        return () => {
          typeof n == 'function' ? n() : t(null);
        };
      }
      if (t != null)
        return (
          (e = e()),
          (t.current = e),
          () => {
            t.current = null;
          }
        );
    }
    function $s(e, t, n) {
      (n = n == null ? null : n.concat([e])), Gs(4, 4, Qs.bind(null, t, e), n);
    }
    function ec() {}
    function tc(e, t) {
      var n = I();
      t = t === void 0 ? null : t;
      var r = n.memoizedState;
      return t !== null && as(t, r[1]) ? r[0] : ((n.memoizedState = [e, t]), e);
    }
    function nc(e, t) {
      var n = I();
      t = t === void 0 ? null : t;
      var r = n.memoizedState;
      if (t !== null && as(t, r[1])) return r[0];
      if (((r = e()), es)) {
        ut(!0);
        try {
          e();
        } finally {
          ut(!1);
        }
      }
      return ((n.memoizedState = [r, t]), r);
    }
    function rc(e, t, n) {
      return n === void 0 || (Zo & 1073741824 && !(q & 261930)) ? (e.memoizedState = t) : ((e.memoizedState = n), (e = Md()), (M.lanes |= e), (sd |= e), n);
    }
    function ic(e, t, n, r) {
      return $r(n, t)
        ? n
        : Fo.current === null
          ? !(Zo & 106) || (Zo & 1073741824 && !(q & 261930))
            ? ((L = !0), (e.memoizedState = n))
            : ((e = Md()), (M.lanes |= e), (sd |= e), t)
          : ((e = rc(e, n, r)), $r(e, t) || (L = !0), e);
    }
    function ac(e, t, n, r, i) {
      var a = w.p;
      w.p = a !== 0 && 8 > a ? a : 8;
      var o = C.T,
        s = {};
      (s.types = o === null ? null : o.types), (C.T = s), _c(e, !1, t, n);
      try {
        var c = i(),
          l = C.S;
        l !== null && l(s, c), typeof c == 'object' && c && typeof c.then == 'function' ? gc(e, t, Qa(c, r), jd(e)) : gc(e, t, r, jd(e));
      } catch (n) {
        gc(
          e,
          t,
          {
            then: () => {},
            status: 'rejected',
            reason: n,
          },
          jd(),
        );
      } finally {
        (w.p = a), o !== null && s.types !== null && (o.types = s.types), (C.T = o);
      }
    }
    function oc() {}
    function sc(e, t, n, r) {
      if (e.tag !== 5) throw Error(s(476));
      var i = cc(e).queue;
      ac(e, i, t, Oe, n === null ? oc : () => (lc(e), n(r)));
    }
    function cc(e) {
      var t = e.memoizedState;
      if (t !== null) return t;
      t = {
        memoizedState: Oe,
        baseState: Oe,
        baseQueue: null,
        queue: {
          pending: null,
          lanes: 0,
          dispatch: null,
          lastRenderedReducer: vs,
          lastRenderedState: Oe,
        },
        next: null,
      };
      var n = {};
      return (
        (t.next = {
          memoizedState: n,
          baseState: n,
          baseQueue: null,
          queue: {
            pending: null,
            lanes: 0,
            dispatch: null,
            lastRenderedReducer: vs,
            lastRenderedState: n,
          },
          next: null,
        }),
        (e.memoizedState = t),
        (e = e.alternate),
        e !== null && (e.memoizedState = t),
        t
      );
    }
    function lc(e) {
      var t = cc(e);
      t.next === null && (t = e.alternate.memoizedState), gc(e, t.next.queue, {}, jd());
    }
    function uc() {
      return Fa(sh);
    }
    function dc() {
      return I().memoizedState;
    }
    function fc() {
      return I().memoizedState;
    }
    function pc(e) {
      for (var t = e.return; t !== null; ) {
        switch (t.tag) {
          case 24:
          case 3:
            var n = jd();
            e = Eo(n);
            var r = Do(t, e, n);
            r !== null && (Pd(r, t, n), Oo(r, t, n)), (t = { cache: Va() }), (e.payload = t);
            return;
        }
        t = t.return;
      }
    }
    function mc(e, t, n) {
      var r = jd();
      (n = {
        lane: r,
        revertLane: 0,
        gesture: null,
        action: n,
        hasEagerState: !1,
        eagerState: null,
        next: null,
      }),
        vc(e) ? yc(t, n) : ((n = Ri(e, t, n, r)), n !== null && (Pd(n, e, r), bc(n, t, r)));
    }
    function hc(e, t, n) {
      gc(e, t, n, jd());
    }
    function gc(e, t, n, r) {
      var i = {
        lane: r,
        revertLane: 0,
        gesture: null,
        action: n,
        hasEagerState: !1,
        eagerState: null,
        next: null,
      };
      if (vc(e)) yc(t, i);
      else {
        var a = e.alternate;
        if (e.lanes === 0 && (a === null || a.lanes === 0) && ((a = t.lastRenderedReducer), a !== null))
          try {
            var o = t.lastRenderedState,
              s = a(o, n);
            if (((i.hasEagerState = !0), (i.eagerState = s), $r(s, o))) return (Li(e, t, i, 0), G === null && Ii(), !1);
          } catch {}
        if (((n = Ri(e, t, i, r)), n !== null)) return (Pd(n, e, r), bc(n, t, r), !0);
      }
      return !1;
    }
    function _c(e, t, n, r) {
      if (
        ((r = {
          lane: 2,
          revertLane: Pf(),
          gesture: null,
          action: r,
          hasEagerState: !1,
          eagerState: null,
          next: null,
        }),
        vc(e))
      ) {
        if (t) throw Error(s(479));
      } else (t = Ri(e, n, r, 2)), t !== null && Pd(t, e, 2);
    }
    function vc(e) {
      var t = e.alternate;
      return e === M || (t !== null && t === M);
    }
    function yc(e, t) {
      $o = Qo = !0;
      var n = e.pending;
      n === null ? (t.next = t) : ((t.next = n.next), (n.next = t)), (e.pending = t);
    }
    function bc(e, t, n) {
      if (n & 4194048) {
        var r = t.lanes;
        (r &= e.pendingLanes), (n |= r), (t.lanes = n), Ot(e, n);
      }
    }
    var xc = {
        readContext: Fa,
        use: gs,
        useCallback: F,
        useContext: F,
        useEffect: F,
        useImperativeHandle: F,
        useLayoutEffect: F,
        useInsertionEffect: F,
        useMemo: F,
        useReducer: F,
        useRef: F,
        useState: F,
        useDebugValue: F,
        useDeferredValue: F,
        useTransition: F,
        useSyncExternalStore: F,
        useId: F,
        useHostTransitionStatus: F,
        useFormState: F,
        useActionState: F,
        useOptimistic: F,
        useMemoCache: F,
        useCacheRefresh: F,
        useEffectEvent: F,
      },
      Sc = {
        readContext: Fa,
        use: gs,
        useCallback: (e, t) => ((ps().memoizedState = [e, t === void 0 ? null : t]), e),
        useContext: Fa,
        useEffect: Ks,
        useImperativeHandle: (e, t, n) => {
          (n = n == null ? null : n.concat([e])), Ws(4194308, 4, Qs.bind(null, t, e), n);
        },
        useLayoutEffect: (e, t) => Ws(4194308, 4, e, t),
        useInsertionEffect: (e, t) => {
          Ws(4, 2, e, t);
        },
        useMemo: (e, t) => {
          var n = ps();
          t = t === void 0 ? null : t;
          var r = e();
          if (es) {
            ut(!0);
            try {
              e();
            } finally {
              ut(!1);
            }
          }
          return ((n.memoizedState = [r, t]), r);
        },
        useReducer: (e, t, n) => {
          var r = ps();
          if (n !== void 0) {
            var i = n(t);
            if (es) {
              ut(!0);
              try {
                n(t);
              } finally {
                ut(!1);
              }
            }
          } else i = t;
          return (
            (r.memoizedState = r.baseState = i),
            (e = {
              pending: null,
              lanes: 0,
              dispatch: null,
              lastRenderedReducer: e,
              lastRenderedState: i,
            }),
            (r.queue = e),
            (e = e.dispatch = mc.bind(null, M, e)),
            [r.memoizedState, e]
          );
        },
        useRef: (e) => {
          var t = ps();
          return ((e = { current: e }), (t.memoizedState = e));
        },
        useState: (e) => {
          e = Os(e);
          var t = e.queue,
            n = hc.bind(null, M, t);
          return ((t.dispatch = n), [e.memoizedState, n]);
        },
        useDebugValue: ec,
        useDeferredValue: (e, t) => rc(ps(), e, t),
        useTransition: () => {
          var e = Os(!1);
          return ((e = ac.bind(null, M, e.queue, !0, !1)), (ps().memoizedState = e), [!1, e]);
        },
        useSyncExternalStore: (e, t, n) => {
          var r = M,
            i = ps();
          if (A) {
            if (n === void 0) throw Error(s(407));
            n = n();
          } else {
            if (((n = t()), G === null)) throw Error(s(349));
            q & 127 || Cs(r, t, n);
          }
          i.memoizedState = n;
          var a = {
            value: n,
            getSnapshot: t,
          };
          return ((i.queue = a), Ks(Ts.bind(null, r, a, e), [e]), (r.flags |= 2048), Hs(9, { destroy: void 0 }, ws.bind(null, r, a, n, t), null), n);
        },
        useId: () => {
          var e = ps(),
            t = G.identifierPrefix;
          if (A) {
            var n = la,
              r = ca;
            (n = (r & ~(1 << (32 - dt(r) - 1))).toString(32) + n), (t = '_' + t + 'R_' + n), (n = ts++), 0 < n && (t += 'H' + n.toString(32)), (t += '_');
          } else (n = is++), (t = '_' + t + 'r_' + n.toString(32) + '_');
          return (e.memoizedState = t);
        },
        useHostTransitionStatus: uc,
        useFormState: Ls,
        useActionState: Ls,
        useOptimistic: (e) => {
          var t = ps();
          t.memoizedState = t.baseState = e;
          var n = {
            pending: null,
            lanes: 0,
            dispatch: null,
            lastRenderedReducer: null,
            lastRenderedState: null,
          };
          return ((t.queue = n), (t = _c.bind(null, M, !0, n)), (n.dispatch = t), [e, t]);
        },
        useMemoCache: _s,
        useCacheRefresh: () => (ps().memoizedState = pc.bind(null, M)),
        useEffectEvent: (e) => {
          var t = ps(),
            n = { impl: e };
          return (
            (t.memoizedState = n),
            function () {
              if (W & 2) throw Error(s(440));
              return n.impl.apply(void 0, arguments);
            }
          );
        },
      },
      Cc = {
        readContext: Fa,
        use: gs,
        useCallback: tc,
        useContext: Fa,
        useEffect: qs,
        useImperativeHandle: $s,
        useInsertionEffect: Xs,
        useLayoutEffect: Zs,
        useMemo: nc,
        useReducer: ys,
        useRef: Us,
        useState: () => ys(vs),
        useDebugValue: ec,
        useDeferredValue: (e, t) => ic(I(), N.memoizedState, e, t),
        useTransition: () => {
          var e = ys(vs)[0],
            t = I().memoizedState;
          return [typeof e == 'boolean' ? e : hs(e), t];
        },
        useSyncExternalStore: Ss,
        useId: dc,
        useHostTransitionStatus: uc,
        useFormState: Rs,
        useActionState: Rs,
        useOptimistic: (e, t) => ks(I(), N, e, t),
        useMemoCache: _s,
        useCacheRefresh: fc,
        useEffectEvent: Ys,
      },
      wc = {
        readContext: Fa,
        use: gs,
        useCallback: tc,
        useContext: Fa,
        useEffect: qs,
        useImperativeHandle: $s,
        useInsertionEffect: Xs,
        useLayoutEffect: Zs,
        useMemo: nc,
        useReducer: xs,
        useRef: Us,
        useState: () => xs(vs),
        useDebugValue: ec,
        useDeferredValue: (e, t) => {
          var n = I();
          return N === null ? rc(n, e, t) : ic(n, N.memoizedState, e, t);
        },
        useTransition: () => {
          var e = xs(vs)[0],
            t = I().memoizedState;
          return [typeof e == 'boolean' ? e : hs(e), t];
        },
        useSyncExternalStore: Ss,
        useId: dc,
        useHostTransitionStatus: uc,
        useFormState: Vs,
        useActionState: Vs,
        useOptimistic: (e, t) => {
          var n = I();
          return N === null ? ((n.baseState = e), [e, n.queue.dispatch]) : ks(n, N, e, t);
        },
        useMemoCache: _s,
        useCacheRefresh: fc,
        useEffectEvent: Ys,
      };
    function Tc(e, t, n, r) {
      (t = e.memoizedState), (n = n(r, t)), (n = n == null ? t : S({}, t, n)), (e.memoizedState = n), e.lanes === 0 && (e.updateQueue.baseState = n);
    }
    var Ec = {
      enqueueSetState: (e, t, n) => {
        e = e._reactInternals;
        var r = jd(),
          i = Eo(r);
        (i.payload = t), n != null && (i.callback = n), (t = Do(e, i, r)), t !== null && (Pd(t, e, r), Oo(t, e, r));
      },
      enqueueReplaceState: (e, t, n) => {
        e = e._reactInternals;
        var r = jd(),
          i = Eo(r);
        (i.tag = 1), (i.payload = t), n != null && (i.callback = n), (t = Do(e, i, r)), t !== null && (Pd(t, e, r), Oo(t, e, r));
      },
      enqueueForceUpdate: (e, t) => {
        e = e._reactInternals;
        var n = jd(),
          r = Eo(n);
        (r.tag = 2), t != null && (r.callback = t), (t = Do(e, r, n)), t !== null && (Pd(t, e, n), Oo(t, e, n));
      },
    };
    function Dc(e, t, n, r, i, a, o) {
      return (
        (e = e.stateNode),
        typeof e.shouldComponentUpdate == 'function'
          ? e.shouldComponentUpdate(r, a, o)
          : t.prototype && t.prototype.isPureReactComponent
            ? !ei(n, r) || !ei(i, a)
            : !0
      );
    }
    function Oc(e, t, n, r) {
      (e = t.state),
        typeof t.componentWillReceiveProps == 'function' && t.componentWillReceiveProps(n, r),
        typeof t.UNSAFE_componentWillReceiveProps == 'function' && t.UNSAFE_componentWillReceiveProps(n, r),
        t.state !== e && Ec.enqueueReplaceState(t, t.state, null);
    }
    function kc(e, t) {
      var n = t;
      if ('ref' in t) for (var r in ((n = {}), t)) r !== 'ref' && (n[r] = t[r]);
      if ((e = e.defaultProps)) for (var i in (n === t && (n = S({}, n)), e)) n[i] === void 0 && (n[i] = e[i]);
      return n;
    }
    function Ac(e) {
      Mi(e);
    }
    function jc(e) {
      console.error(e);
    }
    function Mc(e) {
      Mi(e);
    }
    function Nc(e, t) {
      try {
        var n = e.onUncaughtError;
        n(t.value, { componentStack: t.stack });
      } catch (e) {
        setTimeout(() => {
          throw e;
        });
      }
    }
    function Pc(e, t, n) {
      try {
        var r = e.onCaughtError;
        r(n.value, {
          componentStack: n.stack,
          errorBoundary: t.tag === 1 ? t.stateNode : null,
        });
      } catch (e) {
        setTimeout(() => {
          throw e;
        });
      }
    }
    function Fc(e, t, n) {
      return (
        (n = Eo(n)),
        (n.tag = 3),
        (n.payload = { element: null }),
        (n.callback = () => {
          Nc(e, t);
        }),
        n
      );
    }
    function Ic(e) {
      return ((e = Eo(e)), (e.tag = 3), e);
    }
    function Lc(e, t, n, r) {
      var i = n.type.getDerivedStateFromError;
      if (typeof i == 'function') {
        var a = r.value;
        (e.payload = () => i(a)),
          (e.callback = () => {
            Pc(t, n, r);
          });
      }
      var o = n.stateNode;
      o !== null &&
        typeof o.componentDidCatch == 'function' &&
        (e.callback = function () {
          Pc(t, n, r), typeof i != 'function' && (yd === null ? (yd = /* @__PURE__ */ new Set([this])) : yd.add(this));
          var e = r.stack;
          this.componentDidCatch(r.value, { componentStack: e === null ? '' : e });
        });
    }
    function Rc(e, t, n, r, i) {
      if (((n.flags |= 32768), typeof r == 'object' && r && typeof r.then == 'function')) {
        if (((t = n.alternate), t !== null && Ma(t, n, i, !0), (n = Bo.current), n !== null)) {
          switch (n.tag) {
            case 31:
            case 13:
            case 19:
              return (
                Vo === null ? Kd() : n.alternate === null && Y === 0 && (Y = 3),
                (n.flags &= -257),
                (n.flags |= 65536),
                (n.lanes = i),
                r === so ? (n.flags |= 16384) : ((t = n.updateQueue), t === null ? (n.updateQueue = /* @__PURE__ */ new Set([r])) : t.add(r), mf(e, r, i)),
                !1
              );
            case 22:
              return (
                (n.flags |= 65536),
                r === so
                  ? (n.flags |= 16384)
                  : ((t = n.updateQueue),
                    t === null
                      ? ((t = {
                          transitions: null,
                          markerInstances: null,
                          retryQueue: /* @__PURE__ */ new Set([r]),
                        }),
                        (n.updateQueue = t))
                      : ((n = t.retryQueue), n === null ? (t.retryQueue = /* @__PURE__ */ new Set([r])) : n.add(r)),
                    mf(e, r, i)),
                !1
              );
          }
          throw Error(s(435, n.tag));
        }
        return (mf(e, r, i), Kd(), !1);
      }
      if (A)
        return (
          (t = Bo.current),
          t === null
            ? (r !== _a && ((t = Error(s(423), { cause: r })), wa(ea(t, n))),
              (e = e.current.alternate),
              (e.flags |= 65536),
              (i &= -i),
              (e.lanes |= i),
              (r = ea(r, n)),
              (i = Fc(e.stateNode, r, i)),
              ko(e, i),
              Y !== 4 && (Y = 2))
            : (!(t.flags & 65536) && (t.flags |= 256), (t.flags |= 65536), (t.lanes = i), r !== _a && ((e = Error(s(422), { cause: r })), wa(ea(e, n)))),
          !1
        );
      var a = Error(s(520), { cause: r });
      if (((a = ea(a, n)), fd === null ? (fd = [a]) : fd.push(a), Y !== 4 && (Y = 2), t === null)) return !0;
      (r = ea(r, n)), (n = t);
      do {
        switch (n.tag) {
          case 3:
            return ((n.flags |= 65536), (e = i & -i), (n.lanes |= e), (e = Fc(n.stateNode, r, e)), ko(n, e), !1);
          case 1:
            if (
              ((t = n.type),
              (a = n.stateNode),
              !(n.flags & 128) &&
                (typeof t.getDerivedStateFromError == 'function' || (a !== null && typeof a.componentDidCatch == 'function' && (yd === null || !yd.has(a)))))
            )
              return ((n.flags |= 65536), (i &= -i), (n.lanes |= i), (i = Ic(i)), Lc(i, e, n, r), ko(n, i), !1);
            break;
          case 22:
            if (n.memoizedState !== null) return ((n.flags |= 65536), !1);
        }
        n = n.return;
      } while (n !== null);
      return !1;
    }
    var zc = Error(s(461)),
      L = !1;
    function R(e, t, n, r) {
      t.child = e === null ? So(t, null, n, r) : xo(t, e.child, n, r);
    }
    function Bc(e, t, n, r, i) {
      n = n.render;
      var a = t.ref;
      if ('ref' in r) {
        var o = {};
        for (var s in r) s !== 'ref' && (o[s] = r[s]);
      } else o = r;
      return (
        Pa(t), (r = os(e, t, n, o, a, i)), (s = us()), e !== null && !L ? (ds(e, t, i), ml(e, t, i)) : (A && s && fa(t), (t.flags |= 1), R(e, t, r, i), t.child)
      );
    }
    function Vc(e, t, n, r, i) {
      if (e === null) {
        var a = n.type;
        return typeof a == 'function' && !Gi(a) && a.defaultProps === void 0 && n.compare === null
          ? ((t.tag = 15), (t.type = a), Hc(e, t, a, r, i))
          : ((e = Ji(n.type, null, r, t, t.mode, i)), (e.ref = t.ref), (e.return = t), (t.child = e));
      }
      if (((a = e.child), !hl(e, i))) {
        var o = a.memoizedProps;
        if (((n = n.compare), (n = n === null ? ei : n), n(o, r) && e.ref === t.ref)) return ml(e, t, i);
      }
      return ((t.flags |= 1), (e = Ki(a, r)), (e.ref = t.ref), (e.return = t), (t.child = e));
    }
    function Hc(e, t, n, r, i) {
      if (e !== null) {
        var a = e.memoizedProps;
        if (ei(a, r) && e.ref === t.ref) {
          if (((L = !1), (t.pendingProps = r = a), hl(e, i))) e.flags & 131072 && (L = !0);
          else return ((t.lanes = e.lanes), ml(e, t, i));
        }
      }
      return Xc(e, t, n, r, i);
    }
    function Uc(e, t, n, r) {
      var i = r.children,
        a = e === null ? null : e.memoizedState;
      if (
        (e === null &&
          t.stateNode === null &&
          (t.stateNode = {
            _visibility: 1,
            _pendingMarkers: null,
            _retryCache: null,
            _transitions: null,
          }),
        r.mode === 'hidden')
      ) {
        if (t.flags & 128) {
          if (((a = a === null ? n : a.baseLanes | n), e !== null)) {
            for (r = t.child = e.child, i = 0; r !== null; ) (i = i | r.lanes | r.childLanes), (r = r.sibling);
            r = i & ~a;
          } else (r = 0), (t.child = null);
          return Gc(e, t, a, n, r);
        }
        if (n & 536870912)
          (t.memoizedState = {
            baseLanes: 0,
            cachePool: null,
          }),
            e !== null && no(t, a === null ? null : a.cachePool),
            a === null ? Ro() : Lo(t, a),
            Wo(t);
        else return ((r = t.lanes = 536870912), Gc(e, t, a === null ? n : a.baseLanes | n, n, r));
      } else a === null ? (e !== null && no(t, null), Ro(), Go()) : (no(t, a.cachePool), Lo(t, a), Go(), (t.memoizedState = null));
      return (R(e, t, i, n), t.child);
    }
    function Wc(e, t) {
      return (
        (e !== null && e.tag === 22) ||
          t.stateNode !== null ||
          (t.stateNode = {
            _visibility: 1,
            _pendingMarkers: null,
            _retryCache: null,
            _transitions: null,
          }),
        t.sibling
      );
    }
    function Gc(e, t, n, r, i) {
      var a = to();
      return (
        (a =
          a === null
            ? null
            : {
                parent: j._currentValue,
                pool: a,
              }),
        (t.memoizedState = {
          baseLanes: n,
          cachePool: a,
        }),
        e !== null && no(t, null),
        Ro(),
        Wo(t),
        e !== null && Ma(e, t, r, !0),
        (t.childLanes = i),
        null
      );
    }
    function Kc(e, t) {
      return (
        (t = al(
          {
            mode: t.mode,
            children: t.children,
          },
          e.mode,
        )),
        (t.ref = e.ref),
        (e.child = t),
        (t.return = e),
        t
      );
    }
    function qc(e, t, n) {
      return (xo(t, e.child, null, n), (e = Kc(t, t.pendingProps)), (e.flags |= 2), Ko(t), (t.memoizedState = null), e);
    }
    function Jc(e, t, n) {
      var r = t.pendingProps,
        i = !!(t.flags & 128);
      if (((t.flags &= -129), e === null)) {
        if (A) {
          if (r.mode === 'hidden')
            return (
              (e = Kc(t, r)),
              (t.lanes = 536870912),
              (e.memoizedState = {
                baseLanes: 0,
                cachePool: null,
              }),
              Wc(null, e)
            );
          if (
            (Uo(t),
            (e = k)
              ? ((e = am(e, ga)),
                (e = e !== null && e.data === '&' ? e : null),
                e !== null &&
                  ((t.memoizedState = {
                    dehydrated: e,
                    treeContext:
                      sa === null
                        ? null
                        : {
                            id: ca,
                            overflow: la,
                          },
                    retryLane: 536870912,
                    hydrationErrors: null,
                  }),
                  (n = Zi(e)),
                  (n.return = t),
                  (t.child = n),
                  (O = t),
                  (k = null)))
              : (e = null),
            e === null)
          )
            throw va(t);
          return ((t.lanes = 536870912), null);
        }
        return Kc(t, r);
      }
      var a = e.memoizedState;
      if (a !== null) {
        var o = a.dehydrated;
        if ((Uo(t), i)) {
          if (t.flags & 256) (t.flags &= -257), (t = qc(e, t, n));
          else if (t.memoizedState !== null) (t.child = e.child), (t.flags |= 128), (t = null);
          else throw Error(s(558));
        } else if ((L || Ma(e, t, n, !1), (i = (n & e.childLanes) !== 0), L || i)) {
          if (Fo.current === null) {
            if (((r = G), r !== null && ((o = kt(r, n)), o !== 0 && o !== a.retryLane))) throw ((a.retryLane = o), zi(e, o), Pd(r, e, o), zc);
            Kd();
          }
          t = qc(e, t, n);
        } else
          (e = a.treeContext),
            (k = lm(o.nextSibling)),
            (O = t),
            (A = !0),
            (ha = null),
            (ga = !1),
            e !== null && ma(t, e),
            (t = Kc(t, r)),
            (t.flags |= 134221824);
        return t;
      }
      return (
        (e = Ki(e.child, {
          mode: r.mode,
          children: r.children,
        })),
        (e.ref = t.ref),
        (t.child = e),
        (e.return = t),
        e
      );
    }
    function Yc(e, t) {
      var n = t.ref;
      if (n === null) e !== null && e.ref !== null && (t.flags |= 4194816);
      else {
        if (typeof n != 'function' && typeof n != 'object') throw Error(s(284));
        (e === null || e.ref !== n) && (t.flags |= 4194816);
      }
    }
    function Xc(e, t, n, r, i) {
      return (
        Pa(t),
        (n = os(e, t, n, r, void 0, i)),
        (r = us()),
        e !== null && !L ? (ds(e, t, i), ml(e, t, i)) : (A && r && fa(t), (t.flags |= 1), R(e, t, n, i), t.child)
      );
    }
    function Zc(e, t, n, r, i, a) {
      return (
        Pa(t),
        (t.updateQueue = null),
        (n = cs(t, r, n, i)),
        ss(e),
        (r = us()),
        e !== null && !L ? (ds(e, t, a), ml(e, t, a)) : (A && r && fa(t), (t.flags |= 1), R(e, t, n, a), t.child)
      );
    }
    function Qc(e, t, n, r, i) {
      if ((Pa(t), t.stateNode === null)) {
        var a = Hi,
          o = n.contextType;
        typeof o == 'object' && o && (a = Fa(o)),
          (a = new n(r, a)),
          (t.memoizedState = a.state !== null && a.state !== void 0 ? a.state : null),
          (a.updater = Ec),
          (t.stateNode = a),
          (a._reactInternals = t),
          (a = t.stateNode),
          (a.props = r),
          (a.state = t.memoizedState),
          (a.refs = {}),
          wo(t),
          (o = n.contextType),
          (a.context = typeof o == 'object' && o ? Fa(o) : Hi),
          (a.state = t.memoizedState),
          (o = n.getDerivedStateFromProps),
          typeof o == 'function' && (Tc(t, n, o, r), (a.state = t.memoizedState)),
          typeof n.getDerivedStateFromProps == 'function' ||
            typeof a.getSnapshotBeforeUpdate == 'function' ||
            (typeof a.UNSAFE_componentWillMount != 'function' && typeof a.componentWillMount != 'function') ||
            ((o = a.state),
            typeof a.componentWillMount == 'function' && a.componentWillMount(),
            typeof a.UNSAFE_componentWillMount == 'function' && a.UNSAFE_componentWillMount(),
            o !== a.state && Ec.enqueueReplaceState(a, a.state, null),
            Mo(t, r, a, i),
            jo(),
            (a.state = t.memoizedState)),
          typeof a.componentDidMount == 'function' && (t.flags |= 4194308),
          (r = !0);
      } else if (e === null) {
        a = t.stateNode;
        var s = t.memoizedProps,
          c = kc(n, s);
        a.props = c;
        var l = a.context,
          u = n.contextType;
        (o = Hi), typeof u == 'object' && u && (o = Fa(u));
        var d = n.getDerivedStateFromProps;
        (u = typeof d == 'function' || typeof a.getSnapshotBeforeUpdate == 'function'),
          (s = t.pendingProps !== s),
          u ||
            (typeof a.UNSAFE_componentWillReceiveProps != 'function' && typeof a.componentWillReceiveProps != 'function') ||
            ((s || l !== o) && Oc(t, a, r, o)),
          (Co = !1);
        var f = t.memoizedState;
        (a.state = f),
          Mo(t, r, a, i),
          jo(),
          (l = t.memoizedState),
          s || f !== l || Co
            ? (typeof d == 'function' && (Tc(t, n, d, r), (l = t.memoizedState)),
              (c = Co || Dc(t, n, c, r, f, l, o))
                ? (u ||
                    (typeof a.UNSAFE_componentWillMount != 'function' && typeof a.componentWillMount != 'function') ||
                    (typeof a.componentWillMount == 'function' && a.componentWillMount(),
                    typeof a.UNSAFE_componentWillMount == 'function' && a.UNSAFE_componentWillMount()),
                  typeof a.componentDidMount == 'function' && (t.flags |= 4194308))
                : (typeof a.componentDidMount == 'function' && (t.flags |= 4194308), (t.memoizedProps = r), (t.memoizedState = l)),
              (a.props = r),
              (a.state = l),
              (a.context = o),
              (r = c))
            : (typeof a.componentDidMount == 'function' && (t.flags |= 4194308), (r = !1));
      } else {
        (a = t.stateNode),
          To(e, t),
          (o = t.memoizedProps),
          (u = kc(n, o)),
          (a.props = u),
          (d = t.pendingProps),
          (f = a.context),
          (l = n.contextType),
          (c = Hi),
          typeof l == 'object' && l && (c = Fa(l)),
          (s = n.getDerivedStateFromProps),
          (l = typeof s == 'function' || typeof a.getSnapshotBeforeUpdate == 'function') ||
            (typeof a.UNSAFE_componentWillReceiveProps != 'function' && typeof a.componentWillReceiveProps != 'function') ||
            ((o !== d || f !== c) && Oc(t, a, r, c)),
          (Co = !1),
          (f = t.memoizedState),
          (a.state = f),
          Mo(t, r, a, i),
          jo();
        var p = t.memoizedState;
        o !== d || f !== p || Co || (e !== null && e.dependencies !== null && Na(e.dependencies))
          ? (typeof s == 'function' && (Tc(t, n, s, r), (p = t.memoizedState)),
            (u = Co || Dc(t, n, u, r, f, p, c) || (e !== null && e.dependencies !== null && Na(e.dependencies)))
              ? (l ||
                  (typeof a.UNSAFE_componentWillUpdate != 'function' && typeof a.componentWillUpdate != 'function') ||
                  (typeof a.componentWillUpdate == 'function' && a.componentWillUpdate(r, p, c),
                  typeof a.UNSAFE_componentWillUpdate == 'function' && a.UNSAFE_componentWillUpdate(r, p, c)),
                typeof a.componentDidUpdate == 'function' && (t.flags |= 4),
                typeof a.getSnapshotBeforeUpdate == 'function' && (t.flags |= 1024))
              : (typeof a.componentDidUpdate != 'function' || (o === e.memoizedProps && f === e.memoizedState) || (t.flags |= 4),
                typeof a.getSnapshotBeforeUpdate != 'function' || (o === e.memoizedProps && f === e.memoizedState) || (t.flags |= 1024),
                (t.memoizedProps = r),
                (t.memoizedState = p)),
            (a.props = r),
            (a.state = p),
            (a.context = c),
            (r = u))
          : (typeof a.componentDidUpdate != 'function' || (o === e.memoizedProps && f === e.memoizedState) || (t.flags |= 4),
            typeof a.getSnapshotBeforeUpdate != 'function' || (o === e.memoizedProps && f === e.memoizedState) || (t.flags |= 1024),
            (r = !1));
      }
      return (
        (a = r),
        Yc(e, t),
        (r = !!(t.flags & 128)),
        a || r
          ? ((a = t.stateNode),
            (n = r && typeof n.getDerivedStateFromError != 'function' ? null : a.render()),
            (t.flags |= 1),
            e !== null && r ? ((t.child = xo(t, e.child, null, i)), (t.child = xo(t, null, n, i))) : R(e, t, n, i),
            (t.memoizedState = a.state),
            (e = t.child))
          : (e = ml(e, t, i)),
        e
      );
    }
    function $c(e, t, n, r) {
      return (Sa(), (t.flags |= 256), R(e, t, n, r), t.child);
    }
    var el = {
      dehydrated: null,
      treeContext: null,
      retryLane: 0,
      hydrationErrors: null,
    };
    function tl(e) {
      return {
        baseLanes: e,
        cachePool: ro(),
      };
    }
    function nl(e, t, n) {
      return ((e = e === null ? 0 : e.childLanes & ~n), t && (e |= ud), e);
    }
    function rl(e, t, n) {
      var r = t.pendingProps,
        i = !1,
        a = !!(t.flags & 128),
        o;
      if (
        ((o = a) || (o = e !== null && e.memoizedState === null ? !1 : !!(qo.current & 2)),
        o && ((i = !0), (t.flags &= -129)),
        (o = !!(t.flags & 32)),
        (t.flags &= -33),
        e === null)
      ) {
        if (A) {
          if (
            (i ? Ho(t) : Go(),
            (e = k)
              ? ((e = am(e, ga)),
                (e = e !== null && e.data !== '&' ? e : null),
                e !== null &&
                  ((t.memoizedState = {
                    dehydrated: e,
                    treeContext:
                      sa === null
                        ? null
                        : {
                            id: ca,
                            overflow: la,
                          },
                    retryLane: 536870912,
                    hydrationErrors: null,
                  }),
                  (n = Zi(e)),
                  (n.return = t),
                  (t.child = n),
                  (O = t),
                  (k = null)))
              : (e = null),
            e === null)
          )
            throw va(t);
          return ((t.lanes = sm(e) ? 32 : 536870912), null);
        }
        return (
          (a = r.children),
          (r = r.fallback),
          i
            ? (Go(),
              (i = t.mode),
              (a = al(
                {
                  mode: 'hidden',
                  children: a,
                },
                i,
              )),
              (r = Yi(r, i, n, null)),
              (a.return = t),
              (r.return = t),
              (a.sibling = r),
              (t.child = a),
              (r = t.child),
              (r.memoizedState = tl(n)),
              (r.childLanes = nl(e, o, n)),
              (t.memoizedState = el),
              Wc(null, r))
            : (Ho(t), il(t, a))
        );
      }
      var s = e.memoizedState;
      if (s !== null) {
        var c = s.dehydrated;
        if (c !== null) return sl(e, t, a, o, r, c, s, n);
      }
      return i
        ? (Go(),
          (i = r.fallback),
          (a = t.mode),
          (s = e.child),
          (c = s.sibling),
          (r = Ki(s, {
            mode: 'hidden',
            children: r.children,
          })),
          (r.subtreeFlags = s.subtreeFlags & 1206910976),
          c === null ? ((i = Yi(i, a, n, null)), (i.flags |= 2)) : (i = Ki(c, i)),
          (i.return = t),
          (r.return = t),
          (r.sibling = i),
          (t.child = r),
          Wc(null, r),
          (r = t.child),
          (i = e.child.memoizedState),
          i === null
            ? (i = tl(n))
            : ((a = i.cachePool),
              a === null
                ? (a = ro())
                : ((s = j._currentValue),
                  (a =
                    a.parent === s
                      ? a
                      : {
                          parent: s,
                          pool: s,
                        })),
              (i = {
                baseLanes: i.baseLanes | n,
                cachePool: a,
              })),
          (r.memoizedState = i),
          (r.childLanes = nl(e, o, n)),
          (t.memoizedState = el),
          Wc(e.child, r))
        : (Ho(t),
          (n = e.child),
          (e = n.sibling),
          (n = Ki(n, {
            mode: 'visible',
            children: r.children,
          })),
          (n.return = t),
          (n.sibling = null),
          e !== null && ((o = t.deletions), o === null ? ((t.deletions = [e]), (t.flags |= 16)) : o.push(e)),
          (t.child = n),
          (t.memoizedState = null),
          n);
    }
    function il(e, t) {
      return (
        (t = al(
          {
            mode: 'visible',
            children: t,
          },
          e.mode,
        )),
        (t.return = e),
        (e.child = t)
      );
    }
    function al(e, t) {
      return ((e = Wi(22, e, null, t)), (e.lanes = 0), e);
    }
    function ol(e, t, n) {
      return (xo(t, e.child, null, n), (e = il(t, t.pendingProps.children)), (e.flags |= 2), (t.memoizedState = null), e);
    }
    function sl(e, t, n, r, i, a, o, c) {
      if (n)
        return t.flags & 256
          ? (Ho(t), (t.flags &= -257), ol(e, t, c))
          : t.memoizedState === null
            ? (Go(),
              (a = i.fallback),
              (o = t.mode),
              (i = al(
                {
                  mode: 'visible',
                  children: i.children,
                },
                o,
              )),
              (a = Yi(a, o, c, null)),
              (a.flags |= 2),
              (i.return = t),
              (a.return = t),
              (i.sibling = a),
              (t.child = i),
              xo(t, e.child, null, c),
              (i = t.child),
              (i.memoizedState = tl(c)),
              (i.childLanes = nl(e, r, c)),
              (t.memoizedState = el),
              Wc(null, i))
            : (Go(), (t.child = e.child), (t.flags |= 128), null);
      if ((Ho(t), sm(a))) {
        if (((r = a.nextSibling && a.nextSibling.dataset), r)) var l = r.dgst;
        return (
          (r = l),
          r !== '' &&
            ((i = Error(s(419))),
            (i.stack = ''),
            (i.digest = r),
            wa({
              value: i,
              source: null,
              stack: null,
            })),
          ol(e, t, c)
        );
      }
      if ((L || Ma(e, t, c, !1), (r = (c & e.childLanes) !== 0), L || r)) {
        if (Fo.current !== null) return ol(e, t, c);
        if (((r = G), r !== null && ((i = kt(r, c)), i !== 0 && i !== o.retryLane))) throw ((o.retryLane = i), zi(e, i), Pd(r, e, i), zc);
        return (om(a) || Kd(), ol(e, t, c));
      }
      return om(a)
        ? ((t.flags |= 192), (t.child = e.child), null)
        : ((e = o.treeContext),
          (k = lm(a.nextSibling)),
          (O = t),
          (A = !0),
          (ha = null),
          (ga = !1),
          e !== null && ma(t, e),
          (t = il(t, i.children)),
          (t.flags |= 134221824),
          t);
    }
    function cl(e, t, n) {
      e.lanes |= t;
      var r = e.alternate;
      r !== null && (r.lanes |= t), Aa(e.return, t, n);
    }
    function ll(e) {
      for (var t = null; e !== null; ) {
        var n = e.alternate;
        n !== null && Xo(n) === null && (t = e), (e = e.sibling);
      }
      return t;
    }
    function ul(e, t, n, r, i, a) {
      var o = e.memoizedState;
      o === null
        ? (e.memoizedState = {
            isBackwards: t,
            rendering: null,
            renderingStartTime: 0,
            last: r,
            tail: n,
            tailMode: i,
            treeForkCount: a,
          })
        : ((o.isBackwards = t), (o.rendering = null), (o.renderingStartTime = 0), (o.last = r), (o.tail = n), (o.tailMode = i), (o.treeForkCount = a));
    }
    function dl(e) {
      var t = e.child;
      for (e.child = null; t !== null; ) {
        var n = t.sibling;
        (t.sibling = e.child), (e.child = t), (t = n);
      }
    }
    function fl(e, t, n) {
      var r = t.pendingProps,
        i = r.revealOrder,
        a = r.tail;
      r = r.children;
      var o = qo.current;
      if (t.flags & 128) return (Jo(t, o), null);
      var s = !!(o & 2);
      if (
        (s ? ((o = (o & 1) | 2), (t.flags |= 128)) : (o &= 1),
        Jo(t, o),
        i === 'backwards' && e !== null ? (dl(e), R(e, t, r, n), dl(e)) : R(e, t, r, n),
        (r = A ? ia : 0),
        !s && e !== null && e.flags & 128)
      )
        a: for (e = t.child; e !== null; ) {
          if (e.tag === 13) e.memoizedState !== null && cl(e, n, t);
          else if (e.tag === 19) cl(e, n, t);
          else if (e.child !== null) {
            (e.child.return = e), (e = e.child);
            continue;
          }
          if (e === t) break;
          for (; e.sibling === null; ) {
            if (e.return === null || e.return === t) break a;
            e = e.return;
          }
          (e.sibling.return = e.return), (e = e.sibling);
        }
      switch (i) {
        case 'backwards':
          (n = ll(t.child)), n === null ? ((i = t.child), (t.child = null)) : ((i = n.sibling), (n.sibling = null), dl(t)), ul(t, !0, i, null, a, r);
          break;
        case 'unstable_legacy-backwards':
          for (n = null, i = t.child, t.child = null; i !== null; ) {
            if (((e = i.alternate), e !== null && Xo(e) === null)) {
              t.child = i;
              break;
            }
            (e = i.sibling), (i.sibling = n), (n = i), (i = e);
          }
          ul(t, !0, n, null, a, r);
          break;
        case 'together':
          ul(t, !1, null, null, void 0, r);
          break;
        case 'independent':
          t.memoizedState = null;
          break;
        default:
          (n = ll(t.child)), n === null ? ((i = t.child), (t.child = null)) : ((i = n.sibling), (n.sibling = null)), ul(t, !1, i, n, a, r);
      }
      return t.child;
    }
    function pl(e, t, n) {
      var r = t.pendingProps;
      return (Oa(t, t.type, r.value), R(e, t, r.children, n), t.child);
    }
    function ml(e, t, n) {
      if ((e !== null && (t.dependencies = e.dependencies), (sd |= t.lanes), (n & t.childLanes) === 0)) {
        if (e !== null) {
          if ((Ma(e, t, n, !1), (n & t.childLanes) === 0)) return null;
        } else return null;
      }
      if (e !== null && t.child !== e.child) throw Error(s(153));
      if (t.child !== null) {
        for (e = t.child, n = Ki(e, e.pendingProps), t.child = n, n.return = t; e.sibling !== null; )
          (e = e.sibling), (n = n.sibling = Ki(e, e.pendingProps)), (n.return = t);
        n.sibling = null;
      }
      return t.child;
    }
    function hl(e, t) {
      return (e.lanes & t) !== 0 || ((e = e.dependencies), !!(e !== null && Na(e)));
    }
    function gl(e, t, n) {
      switch (t.tag) {
        case 3:
          Le(t, t.stateNode.containerInfo), Oa(t, j, e.memoizedState.cache), Sa();
          break;
        case 27:
        case 5:
          ze(t);
          break;
        case 4:
          Le(t, t.stateNode.containerInfo);
          break;
        case 10:
          Oa(t, t.type, t.memoizedProps.value);
          break;
        case 31:
          if (t.memoizedState !== null) return ((t.flags |= 128), Uo(t), null);
          break;
        case 13:
          var r = t.memoizedState;
          if (r !== null) {
            if (r.dehydrated !== null) return (Ho(t), (t.flags |= 128), null);
            r = Ma(e, t, n, !1);
            var i = t.child.childLanes;
            return r || (n & i) !== 0 ? rl(e, t, n) : (Ho(t), (e = ml(e, t, n)), e === null ? null : e.sibling);
          }
          Ho(t);
          break;
        case 19:
          if (t.flags & 128) return fl(e, t, n);
          if (((i = !!(e.flags & 128)), (r = (n & t.childLanes) !== 0), (r ||= (Ma(e, t, n, !1), (n & t.childLanes) !== 0)), i)) {
            if (r) return fl(e, t, n);
            t.flags |= 128;
          }
          if (((i = t.memoizedState), i !== null && ((i.rendering = null), (i.tail = null), (i.lastEffect = null)), Jo(t, qo.current), r)) break;
          return null;
        case 22:
          return ((t.lanes = 0), Uc(e, t, n, t.pendingProps));
        case 24:
          Oa(t, j, e.memoizedState.cache);
      }
      return ml(e, t, n);
    }
    function _l(e, t, n) {
      if (e !== null) {
        if (e.memoizedProps !== t.pendingProps) L = !0;
        else {
          if (!hl(e, n) && !(t.flags & 128)) return ((L = !1), gl(e, t, n));
          L = !!(e.flags & 131072);
        }
      } else (L = !1), A && t.flags & 1048576 && da(t, ia, t.index);
      switch (((t.lanes = 0), t.tag)) {
        case 16:
          a: {
            var r = t.pendingProps;
            if (((e = uo(t.elementType)), (t.type = e), typeof e == 'function'))
              Gi(e) ? ((r = kc(e, r)), (t.tag = 1), (t = Qc(null, t, e, r, n))) : ((t.tag = 0), (t = Xc(null, t, e, r, n)));
            else {
              if (e != null) {
                var i = e.$$typeof;
                if (i === pe) {
                  (t.tag = 11), (t = Bc(null, t, e, r, n));
                  break a;
                }
                if (i === ge) {
                  (t.tag = 14), (t = Vc(null, t, e, r, n));
                  break a;
                }
                if (i === fe) {
                  (t.tag = 10), (t.type = e), (t = pl(null, t, n));
                  break a;
                }
              }
              throw ((t = Ee(e) || e), Error(s(306, t, '')));
            }
          }
          return t;
        case 0:
          return Xc(e, t, t.type, t.pendingProps, n);
        case 1:
          return ((r = t.type), (i = kc(r, t.pendingProps)), Qc(e, t, r, i, n));
        case 3:
          a: {
            if ((Le(t, t.stateNode.containerInfo), e === null)) throw Error(s(387));
            r = t.pendingProps;
            var a = t.memoizedState;
            (i = a.element), To(e, t), Mo(t, r, null, n);
            var o = t.memoizedState;
            if (((r = o.cache), Oa(t, j, r), r !== a.cache && ja(t, [j], n, !0), jo(), (r = o.element), a.isDehydrated)) {
              if (
                ((a = {
                  element: r,
                  isDehydrated: !1,
                  cache: o.cache,
                }),
                (t.updateQueue.baseState = a),
                (t.memoizedState = a),
                t.flags & 256)
              ) {
                t = $c(e, t, r, n);
                break a;
              }
              if (r !== i) {
                (i = ea(Error(s(424)), t)), wa(i), (t = $c(e, t, r, n));
                break a;
              }
              switch (((e = t.stateNode.containerInfo), e.nodeType)) {
                case 9:
                  e = e.body;
                  break;
                default:
                  e = e.nodeName === 'HTML' ? e.ownerDocument.body : e;
              }
              for (k = lm(e.firstChild), O = t, A = !0, ha = null, ga = !0, n = So(t, null, r, n), t.child = n; n; )
                (n.flags = (n.flags & -3) | 134221824), (n = n.sibling);
            } else {
              if ((Sa(), r === i)) {
                t = ml(e, t, n);
                break a;
              }
              R(e, t, r, n);
            }
            t = t.child;
          }
          return t;
        case 26:
          return (
            Yc(e, t),
            e === null
              ? (n = Nm(t.type, null, t.pendingProps, null))
                ? (t.memoizedState = n)
                : A || (t.stateNode = fp(t.type, t.pendingProps, Fe.current, t))
              : (t.memoizedState = Nm(t.type, e.memoizedProps, t.pendingProps, e.memoizedState)),
            null
          );
        case 27:
          return (
            ze(t),
            e === null &&
              A &&
              ((r = t.stateNode = hm(t.type, t.pendingProps, Fe.current)),
              (O = t),
              (ga = !0),
              (i = k),
              Sp(t.type) ? ((um = i), (k = lm(r.firstChild))) : (k = i)),
            R(e, t, t.pendingProps.children, n),
            Yc(e, t),
            e === null && (t.flags |= 4194304),
            t.child
          );
        case 5:
          return (
            e === null &&
              A &&
              ((i = r = k) &&
                ((r = rm(r, t.type, t.pendingProps, ga)), r === null ? (i = !1) : ((t.stateNode = r), (O = t), (k = lm(r.firstChild)), (ga = !1), (i = !0))),
              i || va(t)),
            ze(t),
            (i = t.type),
            (a = t.pendingProps),
            (o = e === null ? null : e.memoizedProps),
            (r = a.children),
            pp(i, a) ? (r = null) : o !== null && pp(i, o) && (t.flags |= 32),
            t.memoizedState !== null && ((i = os(e, t, ls, null, null, n)), (sh._currentValue = i)),
            Yc(e, t),
            R(e, t, r, n),
            t.child
          );
        case 6:
          return (
            e === null &&
              A &&
              ((e = n = k) && ((n = im(n, t.pendingProps, ga)), n === null ? (e = !1) : ((t.stateNode = n), (O = t), (k = null), (e = !0))), e || va(t)),
            null
          );
        case 13:
          return rl(e, t, n);
        case 4:
          return (Le(t, t.stateNode.containerInfo), (r = t.pendingProps), e === null ? (t.child = xo(t, null, r, n)) : R(e, t, r, n), t.child);
        case 11:
          return Bc(e, t, t.type, t.pendingProps, n);
        case 7:
          return ((r = t.pendingProps), Yc(e, t), R(e, t, r, n), t.child);
        case 8:
          return (R(e, t, t.pendingProps.children, n), t.child);
        case 12:
          return (R(e, t, t.pendingProps.children, n), t.child);
        case 10:
          return pl(e, t, n);
        case 9:
          return ((i = t.type._context), (r = t.pendingProps.children), Pa(t), (i = Fa(i)), (r = r(i)), (t.flags |= 1), R(e, t, r, n), t.child);
        case 14:
          return Vc(e, t, t.type, t.pendingProps, n);
        case 15:
          return Hc(e, t, t.type, t.pendingProps, n);
        case 19:
          return fl(e, t, n);
        case 31:
          return Jc(e, t, n);
        case 22:
          return Uc(e, t, n, t.pendingProps);
        case 24:
          return (
            Pa(t),
            (r = Fa(j)),
            e === null
              ? ((i = to()),
                i === null && ((i = G), (a = Va()), (i.pooledCache = a), a.refCount++, a !== null && (i.pooledCacheLanes |= n), (i = a)),
                (t.memoizedState = {
                  parent: r,
                  cache: i,
                }),
                wo(t),
                Oa(t, j, i))
              : ((e.lanes & n) !== 0 && (To(e, t), Mo(t, null, null, n), jo()),
                (i = e.memoizedState),
                (a = t.memoizedState),
                i.parent === r
                  ? ((r = a.cache), Oa(t, j, r), r !== i.cache && ja(t, [j], n, !0))
                  : ((i = {
                      parent: r,
                      cache: r,
                    }),
                    (t.memoizedState = i),
                    t.lanes === 0 && (t.memoizedState = t.updateQueue.baseState = i),
                    Oa(t, j, r))),
            R(e, t, t.pendingProps.children, n),
            t.child
          );
        case 30:
          return (
            t.stateNode === null &&
              (t.stateNode = {
                autoName: null,
                paired: null,
                clones: null,
                ref: null,
              }),
            (r = t.pendingProps),
            r.name != null && r.name !== 'auto' ? (t.flags |= e === null ? 18882560 : 18874368) : A && fa(t),
            e !== null && e.memoizedProps.name !== r.name ? (t.flags |= 4194816) : Yc(e, t),
            R(e, t, r.children, n),
            t.child
          );
        case 29:
          throw t.pendingProps;
      }
      throw Error(s(156, t.tag));
    }
    function vl(e) {
      e.flags |= 4;
    }
    function yl(e, t, n, r, i) {
      var a;
      if (((a = !!(e.mode & 32)) && (a = n === null ? Jm(t, r) : Jm(t, r) && (r.src !== n.src || r.srcSet !== n.srcSet)), a)) {
        if (((e.flags |= 16777216), (i & 335544128) === i)) {
          if (e.stateNode.complete) e.flags |= 8192;
          else if (Ud()) e.flags |= 8192;
          else throw ((fo = so), ao);
        }
      } else e.flags &= -16777217;
    }
    function bl(e, t) {
      if (t.type !== 'stylesheet' || t.state.loading & 4) e.flags &= -16777217;
      else if (((e.flags |= 16777216), !Ym(t))) {
        if (Ud()) e.flags |= 8192;
        else throw ((fo = so), ao);
      }
    }
    function xl(e, t) {
      t !== null && (e.flags |= 4), e.flags & 16384 && ((t = e.tag === 22 ? 536870912 : Ct()), (e.lanes |= t), (dd |= t));
    }
    function Sl(e, t) {
      if (!A)
        switch (e.tailMode) {
          case 'visible':
            break;
          case 'collapsed':
            for (var n = e.tail, r = null; n !== null; ) n.alternate !== null && (r = n), (n = n.sibling);
            r === null ? (t || e.tail === null ? (e.tail = null) : (e.tail.sibling = null)) : (r.sibling = null);
            break;
          default:
            for (t = e.tail, n = null; t !== null; ) t.alternate !== null && (n = t), (t = t.sibling);
            n === null ? (e.tail = null) : (n.sibling = null);
        }
    }
    function z(e) {
      var t = e.alternate !== null && e.alternate.child === e.child,
        n = 0,
        r = 0;
      if (t)
        for (var i = e.child; i !== null; )
          (n |= i.lanes | i.childLanes), (r |= i.subtreeFlags & 1206910976), (r |= i.flags & 1206910976), (i.return = e), (i = i.sibling);
      else for (i = e.child; i !== null; ) (n |= i.lanes | i.childLanes), (r |= i.subtreeFlags), (r |= i.flags), (i.return = e), (i = i.sibling);
      return ((e.subtreeFlags |= r), (e.childLanes = n), t);
    }
    function Cl(e, t, n) {
      var r = t.pendingProps;
      switch ((pa(t), t.tag)) {
        case 16:
        case 15:
        case 0:
        case 11:
        case 7:
        case 8:
        case 12:
        case 9:
        case 14:
          return (z(t), null);
        case 1:
          return (z(t), null);
        case 3:
          return (
            (n = t.stateNode),
            (r = null),
            e !== null && (r = e.memoizedState.cache),
            t.memoizedState.cache !== r && (t.flags |= 2048),
            ka(j),
            Re(),
            n.pendingContext && ((n.context = n.pendingContext), (n.pendingContext = null)),
            (e === null || e.child === null) && (xa(t) ? vl(t) : e === null || (e.memoizedState.isDehydrated && !(t.flags & 256)) || ((t.flags |= 1024), Ca())),
            z(t),
            null
          );
        case 26:
          var i = t.type,
            a = t.memoizedState;
          return (
            e === null
              ? (vl(t), a === null ? (z(t), yl(t, i, null, r, n)) : (z(t), bl(t, a)))
              : a
                ? a === e.memoizedState
                  ? (z(t), (t.flags &= -16777217))
                  : (vl(t), z(t), bl(t, a))
                : ((e = e.memoizedProps), e !== r && vl(t), z(t), yl(t, i, e, r, n)),
            null
          );
        case 27:
          if ((Be(t), (n = Fe.current), (i = t.type), e !== null && t.stateNode != null)) e.memoizedProps !== r && vl(t);
          else {
            if (!r) {
              if (t.stateNode === null) throw Error(s(166));
              return (z(t), (t.subtreeFlags &= -33554433), null);
            }
            (e = Ne.current), xa(t) ? ya(t, e) : ((e = hm(i, r, n)), (t.stateNode = e), vl(t));
          }
          return (z(t), (t.subtreeFlags &= -33554433), null);
        case 5:
          if ((Be(t), (i = t.type), e !== null && t.stateNode != null)) e.memoizedProps !== r && vl(t);
          else {
            if (!r) {
              if (t.stateNode === null) throw Error(s(166));
              return (z(t), (t.subtreeFlags &= -33554433), null);
            }
            if (((a = Ne.current), xa(t))) ya(t, a);
            else {
              var o = lp(Fe.current);
              switch (a) {
                case 1:
                  a = o.createElementNS('http://www.w3.org/2000/svg', i);
                  break;
                case 2:
                  a = o.createElementNS('http://www.w3.org/1998/Math/MathML', i);
                  break;
                default:
                  switch (i) {
                    case 'svg':
                      a = o.createElementNS('http://www.w3.org/2000/svg', i);
                      break;
                    case 'math':
                      a = o.createElementNS('http://www.w3.org/1998/Math/MathML', i);
                      break;
                    case 'script':
                      (a = o.createElement('div')), (a.innerHTML = '<script></script>'), (a = a.removeChild(a.firstChild));
                      break;
                    case 'select':
                      (a = typeof r.is == 'string' ? o.createElement('select', { is: r.is }) : o.createElement('select')),
                        r.multiple ? (a.multiple = !0) : r.size && (a.size = r.size);
                      break;
                    default:
                      a = typeof r.is == 'string' ? o.createElement(i, { is: r.is }) : o.createElement(i);
                  }
              }
              (a[Ft] = t), (a[It] = r);
              a: for (o = t.child; o !== null; ) {
                if (o.tag === 5 || o.tag === 6) a.appendChild(o.stateNode);
                else if (o.tag !== 4 && o.tag !== 27 && o.child !== null) {
                  (o.child.return = o), (o = o.child);
                  continue;
                }
                if (o === t) break;
                for (; o.sibling === null; ) {
                  if (o.return === null || o.return === t) break a;
                  o = o.return;
                }
                (o.sibling.return = o.return), (o = o.sibling);
              }
              t.stateNode = a;
              switch ((np(a, i, r), i)) {
                case 'button':
                case 'input':
                case 'select':
                case 'textarea':
                  r = !!r.autoFocus;
                  break;
                case 'img':
                  r = !0;
                  break;
                default:
                  r = !1;
              }
              r && vl(t);
            }
          }
          return (z(t), (t.subtreeFlags &= -33554433), yl(t, t.type, e === null ? null : e.memoizedProps, t.pendingProps, n), null);
        case 6:
          if (e && t.stateNode != null) e.memoizedProps !== r && vl(t);
          else {
            if (typeof r != 'string' && t.stateNode === null) throw Error(s(166));
            if (((e = Fe.current), xa(t))) {
              if (((e = t.stateNode), (n = t.memoizedProps), (r = null), (i = O), i !== null))
                switch (i.tag) {
                  case 27:
                  case 5:
                    r = i.memoizedProps;
                }
              (e[Ft] = t), (e = !!(e.nodeValue === n || (r !== null && !0 === r.suppressHydrationWarning) || ep(e.nodeValue, n))), e || va(t, !0);
            } else (e = lp(e).createTextNode(r)), (e[Ft] = t), (t.stateNode = e);
          }
          return (z(t), null);
        case 31:
          if (((n = t.memoizedState), e === null || e.memoizedState !== null)) {
            if (((r = xa(t)), n !== null)) {
              if (e === null) {
                if (!r) throw Error(s(318));
                if (((e = t.memoizedState), (e = e === null ? null : e.dehydrated), !e)) throw Error(s(557));
                e[Ft] = t;
              } else Sa(), !(t.flags & 128) && (t.memoizedState = null), (t.flags |= 4);
              z(t), (e = !1);
            } else (n = Ca()), e !== null && e.memoizedState !== null && (e.memoizedState.hydrationErrors = n), (e = !0);
            if (!e) return t.flags & 256 ? (Ko(t), t) : (Ko(t), null);
            if (t.flags & 128) throw Error(s(558));
          }
          return (z(t), null);
        case 13:
          if (((r = t.memoizedState), e === null || (e.memoizedState !== null && e.memoizedState.dehydrated !== null))) {
            if (((i = xa(t)), r !== null && r.dehydrated !== null)) {
              if (e === null) {
                if (!i) throw Error(s(318));
                if (((i = t.memoizedState), (i = i === null ? null : i.dehydrated), !i)) throw Error(s(317));
                i[Ft] = t;
              } else Sa(), !(t.flags & 128) && (t.memoizedState = null), (t.flags |= 4);
              z(t), (i = !1);
            } else (i = Ca()), e !== null && e.memoizedState !== null && (e.memoizedState.hydrationErrors = i), (i = !0);
            if (!i) return t.flags & 256 ? (Ko(t), t) : (Ko(t), null);
          }
          return (
            Ko(t),
            t.flags & 128
              ? ((t.lanes = n), t)
              : ((n = r !== null),
                (e = e !== null && e.memoizedState !== null),
                n &&
                  ((r = t.child),
                  (i = null),
                  r.alternate !== null &&
                    r.alternate.memoizedState !== null &&
                    r.alternate.memoizedState.cachePool !== null &&
                    (i = r.alternate.memoizedState.cachePool.pool),
                  (a = null),
                  r.memoizedState !== null && r.memoizedState.cachePool !== null && (a = r.memoizedState.cachePool.pool),
                  a !== i && (r.flags |= 2048)),
                n !== e && n && (t.child.flags |= 8192),
                xl(t, t.updateQueue),
                z(t),
                null)
          );
        case 4:
          return (Re(), e === null && Wf(t.stateNode.containerInfo), (t.flags |= 67108864), z(t), null);
        case 10:
          return (ka(t.type), z(t), null);
        case 19:
          if ((Yo(t), (r = t.memoizedState), r === null)) return (z(t), null);
          if (((i = !!(t.flags & 128)), (a = r.rendering), a === null)) {
            if (i) Sl(r, !1);
            else {
              if (Y !== 0 || (e !== null && e.flags & 128))
                for (e = t.child; e !== null; ) {
                  if (((a = Xo(e)), a !== null)) {
                    for (t.flags |= 128, Sl(r, !1), e = a.updateQueue, t.updateQueue = e, xl(t, e), t.subtreeFlags = 0, e = n, n = t.child; n !== null; )
                      qi(n, e), (n = n.sibling);
                    return (Jo(t, (qo.current & 1) | 2), A && ua(t, r.treeForkCount), t.child);
                  }
                  e = e.sibling;
                }
              r.tail !== null && $e() > _d && ((t.flags |= 128), (i = !0), Sl(r, !1), (t.lanes = 4194304));
            }
          } else {
            if (!i) {
              if (((e = Xo(a)), e !== null)) {
                if (
                  ((t.flags |= 128),
                  (i = !0),
                  (e = e.updateQueue),
                  (t.updateQueue = e),
                  xl(t, e),
                  Sl(r, !0),
                  r.tail === null && r.tailMode !== 'collapsed' && r.tailMode !== 'visible' && !a.alternate && !A)
                )
                  return (z(t), null);
              } else 2 * $e() - r.renderingStartTime > _d && n !== 536870912 && ((t.flags |= 128), (i = !0), Sl(r, !1), (t.lanes = 4194304));
            }
            r.isBackwards ? ((a.sibling = t.child), (t.child = a)) : ((e = r.last), e === null ? (t.child = a) : (e.sibling = a), (r.last = a));
          }
          if (r.tail !== null) {
            e = r.tail;
            a: {
              for (n = e; n !== null; ) {
                if (n.alternate !== null) {
                  n = !1;
                  break a;
                }
                n = n.sibling;
              }
              n = !0;
            }
            return (
              (r.rendering = e),
              (r.tail = e.sibling),
              (r.renderingStartTime = $e()),
              (e.sibling = null),
              (a = qo.current),
              (a = i ? (a & 1) | 2 : a & 1),
              r.tailMode === 'visible' || r.tailMode === 'collapsed' || !n || A ? Jo(t, a) : ((n = a), T(Bo, t), T(qo, n), Vo === null && (Vo = t)),
              A && ua(t, r.treeForkCount),
              e
            );
          }
          return (z(t), null);
        case 22:
        case 23:
          return (
            Ko(t),
            zo(),
            (r = t.memoizedState !== null),
            e === null ? r && (t.flags |= 8192) : (e.memoizedState !== null) !== r && (t.flags |= 8192),
            r ? n & 536870912 && !(t.flags & 128) && (z(t), t.subtreeFlags & 6 && (t.flags |= 8192)) : z(t),
            (n = t.updateQueue),
            n !== null && xl(t, n.retryQueue),
            (n = null),
            e !== null && e.memoizedState !== null && e.memoizedState.cachePool !== null && (n = e.memoizedState.cachePool.pool),
            (r = null),
            t.memoizedState !== null && t.memoizedState.cachePool !== null && (r = t.memoizedState.cachePool.pool),
            r !== n && (t.flags |= 2048),
            e !== null && Me(eo),
            null
          );
        case 24:
          return ((n = null), e !== null && (n = e.memoizedState.cache), t.memoizedState.cache !== n && (t.flags |= 2048), ka(j), z(t), null);
        case 25:
          return null;
        case 30:
          return ((t.flags |= 33554432), z(t), null);
      }
      throw Error(s(156, t.tag));
    }
    function wl(e, t) {
      switch ((pa(t), t.tag)) {
        case 1:
          return ((e = t.flags), e & 65536 ? ((t.flags = (e & -65537) | 128), t) : null);
        case 3:
          return (ka(j), Re(), (e = t.flags), e & 65536 && !(e & 128) ? ((t.flags = (e & -65537) | 128), t) : null);
        case 26:
        case 27:
        case 5:
          return (Be(t), null);
        case 31:
          if (t.memoizedState !== null) {
            if ((Ko(t), t.alternate === null)) throw Error(s(340));
            Sa();
          }
          return ((e = t.flags), e & 65536 ? ((t.flags = (e & -65537) | 128), t) : null);
        case 13:
          if ((Ko(t), (e = t.memoizedState), e !== null && e.dehydrated !== null)) {
            if (t.alternate === null) throw Error(s(340));
            Sa();
          }
          return ((e = t.flags), e & 65536 ? ((t.flags = (e & -65537) | 128), t) : null);
        case 19:
          return (
            Yo(t),
            (e = t.flags),
            e & 65536 ? ((t.flags = (e & -65537) | 128), (e = t.memoizedState), e !== null && ((e.rendering = null), (e.tail = null)), (t.flags |= 4), t) : null
          );
        case 4:
          return (Re(), null);
        case 10:
          return (ka(t.type), null);
        case 22:
        case 23:
          return (Ko(t), zo(), e !== null && Me(eo), (e = t.flags), e & 65536 ? ((t.flags = (e & -65537) | 128), t) : null);
        case 24:
          return (ka(j), null);
        case 25:
          return null;
        default:
          return null;
      }
    }
    function Tl(e, t) {
      switch ((pa(t), t.tag)) {
        case 3:
          ka(j), Re();
          break;
        case 26:
        case 27:
        case 5:
          Be(t);
          break;
        case 4:
          Re();
          break;
        case 31:
          t.memoizedState !== null && Ko(t);
          break;
        case 13:
          Ko(t);
          break;
        case 19:
          Yo(t);
          break;
        case 10:
          ka(t.type);
          break;
        case 22:
        case 23:
          Ko(t), zo(), e !== null && Me(eo);
          break;
        case 24:
          ka(j);
      }
    }
    function El(e, t) {
      try {
        var n = t.updateQueue,
          r = n === null ? null : n.lastEffect;
        if (r !== null) {
          var i = r.next;
          n = i;
          do {
            if ((n.tag & e) === e) {
              r = void 0;
              var a = n.create,
                o = n.inst;
              (r = a()), (o.destroy = r);
            }
            n = n.next;
          } while (n !== i);
        }
      } catch (e) {
        Z(t, t.return, e);
      }
    }
    function Dl(e, t, n) {
      try {
        var r = t.updateQueue,
          i = r === null ? null : r.lastEffect;
        if (i !== null) {
          var a = i.next;
          r = a;
          do {
            if ((r.tag & e) === e) {
              var o = r.inst,
                s = o.destroy;
              if (s !== void 0) {
                (o.destroy = void 0), (i = t);
                var c = n,
                  l = s;
                try {
                  l();
                } catch (e) {
                  Z(i, c, e);
                }
              }
            }
            r = r.next;
          } while (r !== a);
        }
      } catch (e) {
        Z(t, t.return, e);
      }
    }
    function Ol(e) {
      var t = e.updateQueue;
      if (t !== null) {
        var n = e.stateNode;
        try {
          Po(t, n);
        } catch (t) {
          Z(e, e.return, t);
        }
      }
    }
    function kl(e, t, n) {
      (n.props = kc(e.type, e.memoizedProps)), (n.state = e.memoizedState);
      try {
        n.componentWillUnmount();
      } catch (n) {
        Z(e, t, n);
      }
    }
    function Al(e, t) {
      try {
        var n = e.ref;
        if (n !== null) {
          switch (e.tag) {
            case 26:
            case 27:
            case 5:
              var r = e.stateNode;
              break;
            case 30:
              var i = e.stateNode,
                a = ki(e.memoizedProps, i);
              (i.ref === null || i.ref.name !== a) && (i.ref = Pp(a)), (r = i.ref);
              break;
            case 7:
              if (e.stateNode === null) {
                var o = new Fp(e);
                h(e.child, !1, Qp, o, void 0, void 0), (e.stateNode = o);
              }
              r = e.stateNode;
              break;
            default:
              r = e.stateNode;
          }
          typeof n == 'function' ? (e.refCleanup = n(r)) : (n.current = r);
        }
      } catch (n) {
        Z(e, t, n);
      }
    }
    function jl(e, t) {
      var n = e.ref,
        r = e.refCleanup;
      if (n !== null) {
        if (typeof r == 'function')
          try {
            r();
          } catch (n) {
            Z(e, t, n);
          } finally {
            (e.refCleanup = null), (e = e.alternate), e != null && (e.refCleanup = null);
          }
        else if (typeof n == 'function')
          try {
            n(null);
          } catch (n) {
            Z(e, t, n);
          }
        else n.current = null;
      }
    }
    function Ml(e, t) {
      if ((e.tag === 5 || e.tag === 27 || e.tag === 6) && e.alternate === null && t !== null) for (var n = 0; n < t.length; n++) em(e.stateNode, t[n]);
    }
    function Nl(e) {
      for (var t = e.return; t !== null && (Il(t) && em(e.stateNode, t.stateNode), !Fl(t)); ) t = t.return;
    }
    function Pl(e) {
      for (var t = e.return; t !== null && (Il(t) && tm(e.stateNode, t.stateNode), !Fl(t)); ) t = t.return;
    }
    function Fl(e) {
      return e.tag === 5 || e.tag === 3 || e.tag === 27;
    }
    function Il(e) {
      return e && e.tag === 7 && e.stateNode !== null;
    }
    function Ll(e) {
      var t = e.type,
        n = e.memoizedProps,
        r = e.stateNode;
      try {
        switch (t) {
          case 'button':
          case 'input':
          case 'select':
          case 'textarea':
            n.autoFocus && r.focus();
            break;
          case 'img':
            n.src ? (r.src = n.src) : n.srcSet && (r.srcset = n.srcSet);
        }
      } catch (t) {
        Z(e, e.return, t);
      }
    }
    function Rl(e, t, n) {
      try {
        var r = e.stateNode;
        ip(r, e.type, n, t), (r[It] = t);
      } catch (t) {
        Z(e, e.return, t);
      }
    }
    function zl(e) {
      return e.tag === 5 || e.tag === 3 || e.tag === 26 || (e.tag === 27 && Sp(e.type)) || e.tag === 4;
    }
    function Bl(e) {
      a: for (;;) {
        for (; e.sibling === null; ) {
          if (e.return === null || zl(e.return)) return null;
          e = e.return;
        }
        for (e.sibling.return = e.return, e = e.sibling; e.tag !== 5 && e.tag !== 6 && e.tag !== 18; ) {
          if ((e.tag === 27 && Sp(e.type)) || e.flags & 2 || e.child === null || e.tag === 4) continue a;
          (e.child.return = e), (e = e.child);
        }
        if (!(e.flags & 2)) return e.stateNode;
      }
    }
    function Vl(e, t, n, r) {
      var i = e.tag;
      if (i === 5 || i === 6)
        (i = e.stateNode),
          t
            ? (n.nodeType === 9 ? n.body : n.nodeName === 'HTML' ? n.ownerDocument.body : n).insertBefore(i, t)
            : ((t = n.nodeType === 9 ? n.body : n.nodeName === 'HTML' ? n.ownerDocument.body : n),
              t.appendChild(i),
              (n = n._reactRootContainer),
              n != null || t.onclick !== null || (t.onclick = An)),
          Ml(e, r),
          (D = !0);
      else if (i !== 4 && (i === 27 && (Ml(e, r), (r = null), Sp(e.type) && ((n = e.stateNode), (t = null))), (e = e.child), e !== null))
        for (Vl(e, t, n, r), e = e.sibling; e !== null; ) Vl(e, t, n, r), (e = e.sibling);
    }
    function Hl(e, t, n, r) {
      var i = e.tag;
      if (i === 5 || i === 6) (i = e.stateNode), t ? n.insertBefore(i, t) : n.appendChild(i), Ml(e, r), (D = !0);
      else if (i !== 4 && (i === 27 && (Ml(e, r), (r = null), Sp(e.type) && (n = e.stateNode)), (e = e.child), e !== null))
        for (Hl(e, t, n, r), e = e.sibling; e !== null; ) Hl(e, t, n, r), (e = e.sibling);
    }
    function Ul(e) {
      var t = e.stateNode,
        n = e.memoizedProps;
      try {
        for (var r = e.type, i = t.attributes; i.length; ) t.removeAttributeNode(i[0]);
        np(t, r, n), (t[Ft] = e), (t[It] = n);
      } catch (t) {
        Z(e, e.return, t);
      }
    }
    var Wl = !1,
      Gl = null;
    function Kl(e) {
      (e.tag === 30 || e.subtreeFlags & 33554432) && (Wl = !0);
    }
    var ql = null;
    function Jl() {
      var e = ql;
      return ((ql = null), e);
    }
    var Yl = 0;
    function Xl(e, t, n, r, i) {
      return ((Yl = 0), Zl(e.child, t, n, r, i));
    }
    function Zl(e, t, n, r, i) {
      for (var a = !1; e !== null; ) {
        if (e.tag === 5) {
          var o = e.stateNode;
          if (r !== null) {
            var s = Op(o);
            r.push(s), s.view && (a = !0);
          } else a || (Op(o).view && (a = !0));
          (Wl = !0), Tp(o, Yl === 0 ? t : t + '_' + Yl, n), Yl++;
        } else (e.tag === 22 && e.memoizedState !== null) || (e.tag === 30 && i) || (Zl(e.child, t, n, r, i) && (a = !0));
        e = e.sibling;
      }
      return a;
    }
    function Ql(e, t) {
      for (; e !== null; )
        e.tag === 5 ? Ep(e.stateNode, e.memoizedProps) : (e.tag === 22 && e.memoizedState !== null) || (e.tag === 30 && t) || Ql(e.child, t), (e = e.sibling);
    }
    function $l(e) {
      if (e.subtreeFlags & 18874368)
        for (e = e.child; e !== null; ) {
          if ((e.tag !== 22 || e.memoizedState === null) && ($l(e), e.tag === 30 && e.flags & 18874368 && e.stateNode.paired)) {
            var t = e.memoizedProps;
            if (t.name == null || t.name === 'auto') throw Error(s(544));
            var n = t.name;
            (t = ji(t.default, t.share)), t !== 'none' && (Xl(e, n, t, null, !1) || Ql(e.child, !1));
          }
          e = e.sibling;
        }
    }
    function eu(e, t) {
      if (e.tag === 30) {
        var n = e.stateNode,
          r = e.memoizedProps,
          i = ki(r, n),
          a = ji(r.default, n.paired ? r.share : r.enter);
        a === 'none' ? $l(e) : Xl(e, i, a, null, !1) ? ($l(e), n.paired || t || Nd(e, r.onEnter)) : Ql(e.child, !1);
      } else if (e.subtreeFlags & 33554432) for (e = e.child; e !== null; ) eu(e, t), (e = e.sibling);
      else $l(e);
    }
    function tu(e) {
      if (Gl !== null && Gl.size !== 0) {
        var t = Gl;
        if (e.subtreeFlags & 18874368)
          for (e = e.child; e !== null; ) {
            if (e.tag !== 22 || e.memoizedState === null) {
              if (e.tag === 30 && e.flags & 18874368) {
                var n = e.memoizedProps,
                  r = n.name;
                if (r != null && r !== 'auto') {
                  var i = t.get(r);
                  if (i !== void 0) {
                    var a = ji(n.default, n.share);
                    if (
                      (a !== 'none' && (Xl(e, r, a, null, !1) ? ((a = e.stateNode), (i.paired = a), (a.paired = i), Nd(e, n.onShare)) : Ql(e.child, !1)),
                      t.delete(r),
                      t.size === 0)
                    )
                      break;
                  }
                }
              }
              tu(e);
            }
            e = e.sibling;
          }
      }
    }
    function nu(e) {
      if (e.tag === 30) {
        var t = e.memoizedProps,
          n = ki(t, e.stateNode),
          r = Gl === null ? void 0 : Gl.get(n),
          i = ji(t.default, r === void 0 ? t.exit : t.share);
        i !== 'none' &&
          (Xl(e, n, i, null, !1)
            ? r === void 0
              ? Nd(e, t.onExit)
              : ((i = e.stateNode), (r.paired = i), (i.paired = r), Gl.delete(n), Nd(e, t.onShare))
            : Ql(e.child, !1)),
          Gl !== null && tu(e);
      } else if (e.subtreeFlags & 33554432) for (e = e.child; e !== null; ) nu(e), (e = e.sibling);
      else Gl !== null && tu(e);
    }
    function ru(e) {
      for (e = e.child; e !== null; ) {
        if (e.tag === 30) {
          var t = e.memoizedProps,
            n = ki(t, e.stateNode);
          (t = ji(t.default, t.update)), (e.flags &= -5), t !== 'none' && Xl(e, n, t, (e.memoizedState = []), !1);
        } else e.subtreeFlags & 33554432 && ru(e);
        e = e.sibling;
      }
    }
    function iu(e) {
      if (e.subtreeFlags & 18874368)
        for (e = e.child; e !== null; ) {
          if (e.tag !== 22 || e.memoizedState === null) {
            if (e.tag === 30 && e.flags & 18874368) {
              var t = e.stateNode;
              t.paired !== null && ((t.paired = null), Ql(e.child, !1));
            }
            iu(e);
          }
          e = e.sibling;
        }
    }
    function au(e) {
      if (e.tag === 30) (e.stateNode.paired = null), Ql(e.child, !1), iu(e);
      else if (e.subtreeFlags & 33554432) for (e = e.child; e !== null; ) au(e), (e = e.sibling);
      else iu(e);
    }
    function ou(e) {
      for (e = e.child; e !== null; ) e.tag === 30 ? Ql(e.child, !1) : e.subtreeFlags & 33554432 && ou(e), (e = e.sibling);
    }
    function su(e, t, n, r, i, a, o) {
      for (var s = !1; t !== null; ) {
        if (t.tag === 5) {
          var c = t.stateNode;
          if (a !== null && Yl < a.length) {
            var l = a[Yl],
              u = Op(c);
            (l.view || u.view) && (s = !0);
            var d;
            if ((d = !(e.flags & 4))) {
              if (u.clip) d = !0;
              else {
                d = l.rect;
                var f = u.rect;
                d = d.y !== f.y || d.x !== f.x || d.height !== f.height || d.width !== f.width;
              }
            }
            d && (e.flags |= 4), u.abs ? (u = !l.abs) : ((l = l.rect), (u = u.rect), (u = l.height !== u.height || l.width !== u.width)), u && (e.flags |= 32);
          } else e.flags |= 32;
          e.flags & 4 && Tp(c, Yl === 0 ? n : n + '_' + Yl, i),
            (s && e.flags & 4) || (ql === null && (ql = []), ql.push(c, Yl === 0 ? r : r + '_' + Yl, t.memoizedProps)),
            Yl++;
        } else (t.tag !== 22 || t.memoizedState === null) && (t.tag === 30 && o ? (e.flags |= t.flags & 32) : su(e, t.child, n, r, i, a, o) && (s = !0));
        t = t.sibling;
      }
      return s;
    }
    function cu(e, t) {
      for (e = e.child; e !== null; ) {
        if (e.tag === 30) {
          var n = e.memoizedProps,
            r = e.stateNode,
            i = ki(n, r),
            a = ji(n.default, n.update);
          if (t) {
            r = r.clones;
            var o = r === null ? null : r.map(kp);
          } else (o = e.memoizedState), (e.memoizedState = null);
          r = e;
          var s = e.child;
          (Yl = 0), (i = su(r, s, i, i, a, o, !1)), e.flags & 4 && i && (t || Nd(e, n.onUpdate));
        } else e.subtreeFlags & 33554432 && cu(e, t);
        e = e.sibling;
      }
    }
    var B = !1,
      V = !1,
      lu = !1,
      uu = !1,
      du = typeof WeakSet == 'function' ? WeakSet : Set,
      H = null,
      fu = !1,
      pu = !1,
      mu = !1,
      hu = !1;
    function gu(e, t, n) {
      if (((e = e.containerInfo), (sp = gh), (e = ai(e)), oi(e))) {
        if ('selectionStart' in e)
          var r = {
            start: e.selectionStart,
            end: e.selectionEnd,
          };
        else
          a: {
            r = ((r = e.ownerDocument) && r.defaultView) || window;
            var i = r.getSelection && r.getSelection();
            if (i && i.rangeCount !== 0) {
              r = i.anchorNode;
              var a = i.anchorOffset,
                o = i.focusNode;
              i = i.focusOffset;
              try {
                r.nodeType, o.nodeType;
              } catch {
                r = null;
                break a;
              }
              var s = 0,
                c = -1,
                l = -1,
                u = 0,
                d = 0,
                f = e,
                p = null;
              b: for (;;) {
                for (
                  var m;
                  f !== r || (a !== 0 && f.nodeType !== 3) || (c = s + a),
                    f !== o || (i !== 0 && f.nodeType !== 3) || (l = s + i),
                    f.nodeType === 3 && (s += f.nodeValue.length),
                    (m = f.firstChild) !== null;
                )
                  (p = f), (f = m);
                for (;;) {
                  if (f === e) break b;
                  if ((p === r && ++u === a && (c = s), p === o && ++d === i && (l = s), (m = f.nextSibling) !== null)) break;
                  (f = p), (p = f.parentNode);
                }
                f = m;
              }
              r =
                c === -1 || l === -1
                  ? null
                  : {
                      start: c,
                      end: l,
                    };
            } else r = null;
          }
        r ||= {
          start: 0,
          end: 0,
        };
      } else r = null;
      for (
        cp = {
          focusedElem: e,
          selectionRange: r,
        },
          gh = !1,
          n = (n & 335544064) === n,
          H = t,
          t = n ? 9270 : 1024;
        H !== null;
      ) {
        if (((e = H), n && ((r = e.deletions), r !== null))) for (a = 0; a < r.length; a++) n && nu(r[a]);
        if (e.alternate === null && e.flags & 2) n && Kl(e), _u(n);
        else {
          if (e.tag === 22) {
            if (((r = e.alternate), e.memoizedState !== null)) {
              r !== null && r.memoizedState === null && n && nu(r), _u(n);
              continue;
            }
            if (r !== null && r.memoizedState !== null) {
              n && Kl(e), _u(n);
              continue;
            }
          }
          (r = e.child), (e.subtreeFlags & t) !== 0 && r !== null ? ((r.return = e), (H = r)) : (n && ru(e), _u(n));
        }
      }
      Gl = null;
    }
    function _u(e) {
      for (; H !== null; ) {
        var t = H,
          n = e,
          r = t.alternate,
          i = t.flags;
        switch (t.tag) {
          case 0:
          case 11:
          case 15:
            break;
          case 1:
            if (i & 1024 && r !== null) {
              (n = void 0), (i = r.memoizedProps), (r = r.memoizedState);
              var a = t.stateNode;
              try {
                var o = kc(t.type, i);
                (n = a.getSnapshotBeforeUpdate(o, r)), (a.__reactInternalSnapshotBeforeUpdate = n);
              } catch (e) {
                Z(t, t.return, e);
              }
            }
            break;
          case 3:
            if (i & 1024) {
              if (((r = t.stateNode.containerInfo), (n = r.nodeType), n === 9)) nm(r);
              else if (n === 1)
                switch (r.nodeName) {
                  case 'HEAD':
                  case 'HTML':
                  case 'BODY':
                    nm(r);
                    break;
                  default:
                    r.textContent = '';
                }
            }
            break;
          case 5:
          case 26:
          case 27:
          case 6:
          case 4:
          case 17:
            break;
          case 30:
            n &&
              r !== null &&
              ((n = ki(r.memoizedProps, r.stateNode)),
              (i = t.memoizedProps),
              (i = ji(i.default, i.update)),
              i !== 'none' && Xl(r, n, i, (r.memoizedState = []), !0));
            break;
          default:
            if (i & 1024) throw Error(s(163));
        }
        if (((r = t.sibling), r !== null)) {
          (r.return = t.return), (H = r);
          break;
        }
        H = t.return;
      }
    }
    function vu(e, t, n) {
      var r = n.flags;
      switch (n.tag) {
        case 0:
        case 11:
        case 15:
          Lu(e, n), r & 4 && El(5, n);
          break;
        case 1:
          if ((Lu(e, n), r & 4)) {
            if (((e = n.stateNode), t === null))
              try {
                e.componentDidMount();
              } catch (e) {
                Z(n, n.return, e);
              }
            else {
              var i = kc(n.type, t.memoizedProps);
              t = t.memoizedState;
              try {
                e.componentDidUpdate(i, t, e.__reactInternalSnapshotBeforeUpdate);
              } catch (e) {
                Z(n, n.return, e);
              }
            }
          }
          r & 64 && Ol(n), r & 512 && Al(n, n.return);
          break;
        case 3:
          if ((Lu(e, n), r & 64 && ((e = n.updateQueue), e !== null))) {
            if (((t = null), n.child !== null))
              switch (n.child.tag) {
                case 27:
                case 5:
                  t = n.child.stateNode;
                  break;
                case 1:
                  t = n.child.stateNode;
              }
            try {
              Po(e, t);
            } catch (e) {
              Z(n, n.return, e);
            }
          }
          break;
        case 27:
          t === null && r & 4 && Ul(n);
        case 26:
        case 5:
          Lu(e, n), t === null && r & 4 && Ll(n), r & 512 && Al(n, n.return);
          break;
        case 12:
          Lu(e, n);
          break;
        case 31:
          Lu(e, n), r & 4 && Eu(e, n);
          break;
        case 13:
          Lu(e, n), r & 4 && Du(e, n), r & 64 && ((e = n.memoizedState), e !== null && ((e = e.dehydrated), e !== null && ((n = _f.bind(null, n)), cm(e, n))));
          break;
        case 22:
          if (((r = n.memoizedState !== null || B), !r)) {
            var a = (t !== null && t.memoizedState !== null) || V;
            (t = B), (i = V), (B = r), (V = a) && !i ? ((r = 2), n.subtreeFlags & 8772 && (r |= 1), zu(e, n, r)) : Lu(e, n), (B = t), (V = i);
          }
          break;
        case 30:
          Lu(e, n), r & 512 && Al(n, n.return);
          break;
        case 7:
          r & 512 && Al(n, n.return);
        default:
          Lu(e, n);
      }
    }
    function yu(e, t) {
      for (e = e.child; e !== null; ) bu(e, t), (e = e.sibling);
    }
    function bu(e, t) {
      switch (e.tag) {
        case 5:
        case 26:
          try {
            var n = e.stateNode;
            if (t) {
              var r = n.style;
              typeof r.setProperty == 'function' ? r.setProperty('display', 'none', 'important') : (r.display = 'none');
            } else {
              var i = e.stateNode,
                a = e.memoizedProps.style,
                o = a != null && Object.hasOwn(a, 'display') ? a.display : null;
              i.style.display = o == null || typeof o == 'boolean' ? '' : ('' + o).trim();
            }
          } catch (t) {
            Z(e, e.return, t);
          }
          xu(e, t);
          break;
        case 6:
          try {
            (e.stateNode.nodeValue = t ? '' : e.memoizedProps), (D = !0);
          } catch (t) {
            Z(e, e.return, t);
          }
          break;
        case 18:
          try {
            var s = e.stateNode;
            t ? wp(s, !0) : wp(e.stateNode, !1);
          } catch (t) {
            Z(e, e.return, t);
          }
          break;
        case 22:
        case 23:
          e.memoizedState === null && yu(e, t);
          break;
        default:
          yu(e, t);
      }
    }
    function xu(e, t) {
      if (e.subtreeFlags & 67108864)
        for (e = e.child; e !== null; ) {
          a: {
            var n = e,
              r = t;
            switch (n.tag) {
              case 4:
                bu(n, r);
                break a;
              case 22:
                n.memoizedState === null && xu(n, r);
                break a;
              default:
                xu(n, r);
            }
          }
          e = e.sibling;
        }
    }
    function Su(e) {
      var t = e.alternate;
      t !== null && ((e.alternate = null), Su(t)),
        (e.child = null),
        (e.deletions = null),
        (e.sibling = null),
        e.tag === 5 && ((t = e.stateNode), t !== null && Wt(t)),
        (e.stateNode = null),
        (e.return = null),
        (e.dependencies = null),
        (e.memoizedProps = null),
        (e.memoizedState = null),
        (e.pendingProps = null),
        (e.stateNode = null),
        (e.updateQueue = null);
    }
    var U = null,
      Cu = !1;
    function wu(e, t, n) {
      for (n = n.child; n !== null; ) Tu(e, t, n), (n = n.sibling);
    }
    function Tu(e, t, n) {
      if (lt && typeof lt.onCommitFiberUnmount == 'function')
        try {
          lt.onCommitFiberUnmount(ct, n);
        } catch {}
      switch (n.tag) {
        case 26:
          V || jl(n, t), wu(e, t, n), n.memoizedState ? n.memoizedState.count-- : n.stateNode && !V && ((n = n.stateNode), n.parentNode.removeChild(n));
          break;
        case 27:
          V || jl(n, t), Pl(n);
          var r = U,
            i = Cu;
          Sp(n.type) && ((U = n.stateNode), (Cu = !1)), wu(e, t, n), gm(n.stateNode, n.type, n.memoizedProps), (U = r), (Cu = i);
          break;
        case 5:
          V || jl(n, t), Pl(n);
        case 6:
          if ((n.tag === 6 && Pl(n), (r = U), (i = Cu), (U = null), wu(e, t, n), (U = r), (Cu = i), U !== null)) {
            if (Cu)
              try {
                (U.nodeType === 9 ? U.body : U.nodeName === 'HTML' ? U.ownerDocument.body : U).removeChild(n.stateNode), (D = !0);
              } catch (e) {
                Z(n, t, e);
              }
            else
              try {
                U.removeChild(n.stateNode), (D = !0);
              } catch (e) {
                Z(n, t, e);
              }
          }
          break;
        case 18:
          U !== null &&
            (Cu ? ((e = U), Cp(e.nodeType === 9 ? e.body : e.nodeName === 'HTML' ? e.ownerDocument.body : e, n.stateNode), Hh(e)) : Cp(U, n.stateNode));
          break;
        case 4:
          (r = U), (i = Cu), (U = n.stateNode.containerInfo), (Cu = !0), wu(e, t, n), (U = r), (Cu = i);
          break;
        case 0:
        case 11:
        case 14:
        case 15:
          Dl(2, n, t), V || Dl(4, n, t), wu(e, t, n);
          break;
        case 1:
          V || (jl(n, t), (r = n.stateNode), typeof r.componentWillUnmount == 'function' && kl(n, t, r)), wu(e, t, n);
          break;
        case 21:
          wu(e, t, n);
          break;
        case 22:
          (V = (r = V) || n.memoizedState !== null), wu(e, t, n), (V = r);
          break;
        case 30:
          jl(n, t), wu(e, t, n);
          break;
        case 7:
          V || jl(n, t), wu(e, t, n);
          break;
        default:
          wu(e, t, n);
      }
    }
    function Eu(e, t) {
      if (t.memoizedState === null && ((e = t.alternate), e !== null && ((e = e.memoizedState), e !== null))) {
        e = e.dehydrated;
        try {
          Hh(e);
        } catch (e) {
          Z(t, t.return, e);
        }
      }
    }
    function Du(e, t) {
      if (t.memoizedState === null && ((e = t.alternate), e !== null && ((e = e.memoizedState), e !== null && ((e = e.dehydrated), e !== null))))
        try {
          Hh(e);
        } catch (e) {
          Z(t, t.return, e);
        }
    }
    function Ou(e) {
      switch (e.tag) {
        case 31:
        case 13:
        case 19:
          var t = e.stateNode;
          return (t === null && (t = e.stateNode = new du()), t);
        case 22:
          return ((e = e.stateNode), (t = e._retryCache), t === null && (t = e._retryCache = new du()), t);
        default:
          throw Error(s(435, e.tag));
      }
    }
    function ku(e, t) {
      var n = Ou(e);
      t.forEach((t) => {
        if (!n.has(t)) {
          n.add(t);
          var r = vf.bind(null, e, t);
          t.then(r, r);
        }
      });
    }
    function Au(e, t, n) {
      var r = t.deletions;
      if (r !== null)
        for (var i = 0; i < r.length; i++) {
          var a = r[i],
            o = e,
            c = t,
            l = c;
          a: for (; l !== null; ) {
            switch (l.tag) {
              case 27:
                if (Sp(l.type)) {
                  (U = l.stateNode), (Cu = !1);
                  break a;
                }
                break;
              case 5:
                (U = l.stateNode), (Cu = !1);
                break a;
              case 3:
              case 4:
                (U = l.stateNode.containerInfo), (Cu = !0);
                break a;
            }
            l = l.return;
          }
          if (U === null) throw Error(s(160));
          Tu(o, c, a), (U = null), (Cu = !1), (o = a.alternate), o !== null && (o.return = null), (a.return = null);
        }
      if (t.subtreeFlags & 13886) for (t = t.child; t !== null; ) Mu(t, e, n), (t = t.sibling);
    }
    var ju = null;
    function Mu(e, t, n) {
      var r = e.alternate,
        i = e.flags;
      switch (e.tag) {
        case 0:
        case 11:
        case 14:
        case 15:
          if (i & 4 && ((r = e.updateQueue), (r = r === null ? null : r.events), r !== null))
            for (var a = 0; a < r.length; a++) {
              var o = r[a];
              o.ref.impl = o.nextImpl;
            }
          Au(t, e, n), Nu(e), i & 4 && (Dl(3, e, e.return), El(3, e), Dl(5, e, e.return));
          break;
        case 1:
          Au(t, e, n),
            Nu(e),
            i & 512 && (V || r === null || jl(r, r.return)),
            i & 64 &&
              B &&
              ((e = e.updateQueue),
              e !== null && ((t = e.callbacks), t !== null && ((n = e.shared.hiddenCallbacks), (e.shared.hiddenCallbacks = n === null ? t : n.concat(t)))));
          break;
        case 26:
          if (((a = ju), Au(t, e, n), Nu(e), i & 512 && (V || r === null || jl(r, r.return)), i & 4)) {
            if (((i = r === null ? null : r.memoizedState), (n = e.memoizedState), r === null)) {
              if (n === null) {
                if (e.stateNode === null) {
                  if (B) e.stateNode = fp(e.type, e.memoizedProps, t.containerInfo, e);
                  else {
                    a: {
                      (t = e.type), (n = e.memoizedProps), (i = a.ownerDocument || a);
                      b: switch (t) {
                        case 'title':
                          (r = i.getElementsByTagName('title')[0]),
                            (!r || r[Ht] || r[Ft] || r.namespaceURI === 'http://www.w3.org/2000/svg' || r.hasAttribute('itemprop')) &&
                              ((r = i.createElement(t)), i.head.insertBefore(r, i.querySelector('head > title'))),
                            np(r, t, n),
                            (r[Ft] = e),
                            E(r),
                            (t = r);
                          break a;
                        case 'link':
                          if ((a = Gm('link', 'href', i).get(t + (n.href || '')))) {
                            for (o = 0; o < a.length; o++)
                              if (
                                ((r = a[o]),
                                r.getAttribute('href') === (n.href == null || n.href === '' ? null : n.href) &&
                                  r.getAttribute('rel') === (n.rel == null ? null : n.rel) &&
                                  r.getAttribute('title') === (n.title == null ? null : n.title) &&
                                  r.getAttribute('crossorigin') === (n.crossOrigin == null ? null : n.crossOrigin))
                              ) {
                                a.splice(o, 1);
                                break b;
                              }
                          }
                          (r = i.createElement(t)), np(r, t, n), i.head.appendChild(r);
                          break;
                        case 'meta':
                          if ((a = Gm('meta', 'content', i).get(t + (n.content || '')))) {
                            for (o = 0; o < a.length; o++)
                              if (
                                ((r = a[o]),
                                r.getAttribute('content') === (n.content == null ? null : '' + n.content) &&
                                  r.getAttribute('name') === (n.name == null ? null : n.name) &&
                                  r.getAttribute('property') === (n.property == null ? null : n.property) &&
                                  r.getAttribute('http-equiv') === (n.httpEquiv == null ? null : n.httpEquiv) &&
                                  r.getAttribute('charset') === (n.charSet == null ? null : n.charSet))
                              ) {
                                a.splice(o, 1);
                                break b;
                              }
                          }
                          (r = i.createElement(t)), np(r, t, n), i.head.appendChild(r);
                          break;
                        default:
                          throw Error(s(468, t));
                      }
                      (r[Ft] = e), E(r), (t = r);
                    }
                    e.stateNode = t;
                  }
                } else B || Km(a, e.type, e.stateNode);
              } else e.stateNode = Bm(a, n, e.memoizedProps);
            } else
              i === n
                ? n === null && e.stateNode !== null && Rl(e, e.memoizedProps, r.memoizedProps)
                : (i === null ? ((t = r.stateNode), t === null || V || t.parentNode.removeChild(t)) : i.count--,
                  n === null ? B || Km(a, e.type, e.stateNode) : Bm(a, n, e.memoizedProps));
          }
          break;
        case 27:
          Au(t, e, n), Nu(e), i & 512 && (V || r === null || jl(r, r.return)), r !== null && i & 4 && Rl(e, e.memoizedProps, r.memoizedProps);
          break;
        case 5:
          if (((a = lu), (lu = !1), Au(t, e, n), (lu = a), Nu(e), i & 512 && (V || r === null || jl(r, r.return)), e.flags & 32)) {
            t = e.stateNode;
            try {
              Sn(t, ''), (D = !0);
            } catch (t) {
              Z(e, e.return, t);
            }
          }
          i & 4 && e.stateNode != null && ((t = e.memoizedProps), Rl(e, t, r === null ? t : r.memoizedProps)), i & 1024 && (uu = !0);
          break;
        case 6:
          if ((Au(t, e, n), Nu(e), i & 4)) {
            if (e.stateNode === null) throw Error(s(162));
            (t = e.memoizedProps), (n = e.stateNode);
            try {
              (n.nodeValue = t), (D = !0);
            } catch (t) {
              Z(e, e.return, t);
            }
          }
          break;
        case 3:
          if (((D = !1), (Wm = null), (a = ju), (ju = bm(t.containerInfo)), Au(t, e, n), (ju = a), Nu(e), i & 4 && r !== null && r.memoizedState.isDehydrated))
            try {
              Hh(t.containerInfo);
            } catch (t) {
              Z(e, e.return, t);
            }
          uu && ((uu = !1), Pu(e)), (D = !1);
          break;
        case 4:
          (i = lu), (lu = B), (r = an()), (a = ju), (ju = bm(e.stateNode.containerInfo)), Au(t, e, n), Nu(e), (ju = a), D && pu && (mu = !0), (D = r), (lu = i);
          break;
        case 12:
          Au(t, e, n), Nu(e);
          break;
        case 31:
          Au(t, e, n), Nu(e), i & 4 && ((t = e.updateQueue), t !== null && ((e.updateQueue = null), ku(e, t)));
          break;
        case 13:
          Au(t, e, n),
            Nu(e),
            e.child.flags & 8192 && (e.memoizedState !== null) != (r !== null && r.memoizedState !== null) && (hd = $e()),
            i & 4 && ((t = e.updateQueue), t !== null && ((e.updateQueue = null), ku(e, t)));
          break;
        case 22:
          (a = e.memoizedState !== null), (o = r !== null && r.memoizedState !== null);
          var c = B,
            l = V,
            u = lu;
          (B = c || a),
            (lu = u || a),
            (V = l || o),
            Au(t, e, n),
            (V = l),
            (lu = u),
            (B = c),
            Nu(e),
            i & 8192 &&
              ((t = e.stateNode),
              (t._visibility = a ? t._visibility & -2 : t._visibility | 1),
              !a || r === null || o || B || V || ((t = o || V), (n = B), (r = V), (B = a || B), (V = t), Ru(e, 2), (B = n), (V = r)),
              (!a && lu) || yu(e, a)),
            i & 4 && ((t = e.updateQueue), t !== null && ((n = t.retryQueue), n !== null && ((t.retryQueue = null), ku(e, n))));
          break;
        case 19:
          Au(t, e, n), Nu(e), i & 4 && ((t = e.updateQueue), t !== null && ((e.updateQueue = null), ku(e, t)));
          break;
        case 30:
          i & 512 && (V || r === null || jl(r, r.return)),
            (i = an()),
            (a = pu),
            (o = (n & 335544064) === n),
            (c = e.memoizedProps),
            (pu = o && ji(c.default, c.update) !== 'none'),
            Au(t, e, n),
            Nu(e),
            o && r !== null && D && (e.flags |= 4),
            (pu = a),
            (D = i);
          break;
        case 21:
          break;
        case 7:
          i & 512 && (V || r === null || jl(r, r.return)), r && r.stateNode !== null && (r.stateNode._fragmentFiber = e);
        default:
          Au(t, e, n), Nu(e);
      }
    }
    function Nu(e) {
      var t = e.flags;
      if (t & 2) {
        try {
          for (var n, r = e.return; r !== null; ) {
            if (zl(r)) {
              n = r;
              break;
            }
            r = r.return;
          }
          r = null;
          for (var i = e.return; i !== null; ) {
            if (Il(i)) {
              var a = i.stateNode;
              r === null ? (r = [a]) : r.push(a);
            }
            if (Fl(i)) break;
            i = i.return;
          }
          var o = r;
          if (n == null) throw Error(s(160));
          switch (n.tag) {
            case 27:
              var c = n.stateNode;
              Hl(e, Bl(e), c, o);
              break;
            case 5:
              var l = n.stateNode;
              n.flags & 32 && (Sn(l, ''), (n.flags &= -33)), Hl(e, Bl(e), l, o);
              break;
            case 3:
            case 4:
              var u = n.stateNode.containerInfo;
              Vl(e, Bl(e), u, o);
              break;
            default:
              throw Error(s(161));
          }
        } catch (t) {
          Z(e, e.return, t);
        }
        e.flags &= -3;
      }
      t & 4096 && (e.flags &= -4097);
    }
    function Pu(e) {
      if (e.subtreeFlags & 1024)
        for (e = e.child; e !== null; ) {
          var t = e;
          Pu(t), t.tag === 5 && t.flags & 1024 && ((t = t.stateNode), (gh = !0), t.reset(), (gh = !1)), (e = e.sibling);
        }
    }
    function Fu(e, t) {
      if (t.subtreeFlags & 9270) for (t = t.child; t !== null; ) Iu(t, e), (t = t.sibling);
      else cu(t, !1);
    }
    function Iu(e, t) {
      var n = e.alternate;
      if (n === null) eu(e, !1);
      else
        switch (e.tag) {
          case 3:
            if (((hu = fu = !1), Jl(), Fu(t, e), !fu && !mu)) {
              if (((e = ql), e !== null))
                for (var r = 0; r < e.length; r += 3) {
                  n = e[r];
                  var i = e[r + 1];
                  Ep(n, e[r + 2]),
                    (n = n.ownerDocument.documentElement),
                    n !== null &&
                      n.animate(
                        {
                          opacity: [0, 0],
                          pointerEvents: ['none', 'none'],
                        },
                        {
                          duration: 0,
                          fill: 'forwards',
                          pseudoElement: '::view-transition-group(' + i + ')',
                        },
                      );
                }
              (e = t.containerInfo),
                (e = e.nodeType === 9 ? e.documentElement : e.ownerDocument.documentElement),
                e !== null &&
                  e.style.viewTransitionName === '' &&
                  ((e.style.viewTransitionName = 'none'),
                  e.animate(
                    {
                      opacity: [0, 0],
                      pointerEvents: ['none', 'none'],
                    },
                    {
                      duration: 0,
                      fill: 'forwards',
                      pseudoElement: '::view-transition-group(root)',
                    },
                  ),
                  e.animate(
                    {
                      width: [0, 0],
                      height: [0, 0],
                    },
                    {
                      duration: 0,
                      fill: 'forwards',
                      pseudoElement: '::view-transition',
                    },
                  )),
                (hu = !0);
            }
            ql = null;
            break;
          case 5:
            Fu(t, e);
            break;
          case 4:
            (r = fu), (fu = !1), Fu(t, e), fu && (mu = !0), (fu = r);
            break;
          case 22:
            e.memoizedState === null && (n.memoizedState === null ? Fu(t, e) : eu(e, !1));
            break;
          case 30:
            (r = fu), (i = Jl()), (fu = !1), Fu(t, e), fu && (e.flags |= 4);
            var a = e.memoizedProps,
              o = e.stateNode;
            (t = ki(a, o)), (o = ki(n.memoizedProps, o));
            var s = ji(a.default, a.update);
            s === 'none'
              ? (t = !1)
              : ((a = n.memoizedState),
                (n.memoizedState = null),
                (n = e.child),
                (Yl = 0),
                (t = su(e, n, t, o, s, a, !0)),
                Yl !== (a === null ? 0 : a.length) && (e.flags |= 32)),
              e.flags & 4 && t ? (Nd(e, e.memoizedProps.onUpdate), (ql = i)) : i !== null && (i.push.apply(i, ql), (ql = i)),
              (fu = e.flags & 32 ? !0 : r);
            break;
          default:
            Fu(t, e);
        }
    }
    function Lu(e, t) {
      if (t.subtreeFlags & 8772) for (t = t.child; t !== null; ) vu(e, t.alternate, t), (t = t.sibling);
    }
    function Ru(e, t) {
      for (e = e.child; e !== null; ) {
        var n = e,
          r = t;
        switch (n.tag) {
          case 0:
          case 11:
          case 14:
          case 15:
            Dl(4, n, n.return), Ru(n, r);
            break;
          case 1:
            jl(n, n.return);
            var i = n.stateNode;
            typeof i.componentWillUnmount == 'function' && kl(n, n.return, i), Ru(n, r);
            break;
          case 27:
            r & 2 && gm(n.stateNode, n.type, n.memoizedProps);
          case 5:
            jl(n, n.return), (n.tag !== 5 && n.tag !== 27) || Pl(n), Ru(n, r);
            break;
          case 6:
            Pl(n);
            break;
          case 26:
            jl(n, n.return), (i = n.stateNode), n.memoizedState !== null || i === null || V || i.parentNode.removeChild(i), Ru(n, r);
            break;
          case 22:
            n.memoizedState === null && Ru(n, r);
            break;
          case 30:
            jl(n, n.return), Ru(n, r);
            break;
          case 7:
            jl(n, n.return);
          default:
            Ru(n, r);
        }
        e = e.sibling;
      }
    }
    function zu(e, t, n) {
      for (n = t.subtreeFlags & 8772 ? n : n & -2, t = t.child; t !== null; ) {
        var r = t.alternate,
          i = e,
          a = t,
          o = a.flags,
          s = !!(n & 1);
        switch (a.tag) {
          case 0:
          case 11:
          case 15:
            zu(i, a, n), El(4, a);
            break;
          case 1:
            if ((zu(i, a, n), (r = a), (i = r.stateNode), typeof i.componentDidMount == 'function'))
              try {
                i.componentDidMount();
              } catch (e) {
                Z(r, r.return, e);
              }
            if (((r = a), (i = r.updateQueue), i !== null)) {
              var c = r.stateNode;
              try {
                var l = i.shared.hiddenCallbacks;
                if (l !== null) for (i.shared.hiddenCallbacks = null, i = 0; i < l.length; i++) No(l[i], c);
              } catch (e) {
                Z(r, r.return, e);
              }
            }
            s && o & 64 && Ol(a), Al(a, a.return);
            break;
          case 27:
            n & 2 && Ul(a);
          case 5:
            (a.tag !== 5 && a.tag !== 27) || Nl(a), zu(i, a, n), s && r === null && o & 4 && Ll(a), Al(a, a.return);
            break;
          case 6:
            Nl(a);
            break;
          case 26:
            (c = a.stateNode),
              a.memoizedState !== null || c === null || B || Km(bm(c.ownerDocument), a.type, c),
              zu(i, a, n),
              s && r === null && o & 4 && Ll(a),
              Al(a, a.return);
            break;
          case 12:
            zu(i, a, n);
            break;
          case 31:
            zu(i, a, n), s && o & 4 && Eu(i, a);
            break;
          case 13:
            zu(i, a, n), s && o & 4 && Du(i, a);
            break;
          case 22:
            a.memoizedState === null && zu(i, a, n), Al(a, a.return);
            break;
          case 30:
            zu(i, a, n), Al(a, a.return);
            break;
          case 7:
            Al(a, a.return);
          default:
            zu(i, a, n);
        }
        t = t.sibling;
      }
    }
    function Bu(e, t) {
      var n = null;
      e !== null && e.memoizedState !== null && e.memoizedState.cachePool !== null && (n = e.memoizedState.cachePool.pool),
        (e = null),
        t.memoizedState !== null && t.memoizedState.cachePool !== null && (e = t.memoizedState.cachePool.pool),
        e !== n && (e != null && e.refCount++, n != null && Ha(n));
    }
    function Vu(e, t) {
      (e = null), t.alternate !== null && (e = t.alternate.memoizedState.cache), (t = t.memoizedState.cache), t !== e && (t.refCount++, e != null && Ha(e));
    }
    function Hu(e, t, n, r) {
      var i = (n & 335544064) === n;
      if (t.subtreeFlags & (i ? 10262 : 10256)) for (t = t.child; t !== null; ) Uu(e, t, n, r), (t = t.sibling);
      else i && ou(t);
    }
    function Uu(e, t, n, r) {
      var i = (n & 335544064) === n;
      i && t.alternate === null && t.return !== null && t.return.alternate !== null && au(t);
      var a = t.flags;
      switch (t.tag) {
        case 0:
        case 11:
        case 15:
          Hu(e, t, n, r), a & 2048 && El(9, t);
          break;
        case 1:
          Hu(e, t, n, r);
          break;
        case 3:
          Hu(e, t, n, r),
            i &&
              hu &&
              ((e = e.containerInfo),
              (e = e.nodeType === 9 ? e.body : e.nodeName === 'HTML' ? e.ownerDocument.body : e),
              e.style.viewTransitionName === 'root' && (e.style.viewTransitionName = ''),
              (e = e.ownerDocument.documentElement),
              e !== null && e.style.viewTransitionName === 'none' && (e.style.viewTransitionName = '')),
            a & 2048 &&
              ((a = null),
              t.alternate !== null && (a = t.alternate.memoizedState.cache),
              (t = t.memoizedState.cache),
              t !== a && (t.refCount++, a != null && Ha(a)));
          break;
        case 12:
          if (a & 2048) {
            Hu(e, t, n, r), (a = t.stateNode);
            try {
              var o = t.memoizedProps,
                s = o.id,
                c = o.onPostCommit;
              typeof c == 'function' && c(s, t.alternate === null ? 'mount' : 'update', a.passiveEffectDuration, -0);
            } catch (e) {
              Z(t, t.return, e);
            }
          } else Hu(e, t, n, r);
          break;
        case 31:
          Hu(e, t, n, r);
          break;
        case 13:
          Hu(e, t, n, r);
          break;
        case 23:
          break;
        case 22:
          (o = t.stateNode),
            (s = t.alternate),
            t.memoizedState === null
              ? (i && s !== null && s.memoizedState !== null && au(t),
                o._visibility & 2 ? Hu(e, t, n, r) : ((o._visibility |= 2), Wu(e, t, n, r, !!(t.subtreeFlags & 10256) || !1)))
              : (i && s !== null && s.memoizedState === null && au(s), o._visibility & 2 ? Hu(e, t, n, r) : Gu(e, t)),
            a & 2048 && Bu(s, t);
          break;
        case 24:
          Hu(e, t, n, r), a & 2048 && Vu(t.alternate, t);
          break;
        case 30:
          i && ((a = t.alternate), a !== null && (Ql(a.child, !0), Ql(t.child, !0))), Hu(e, t, n, r);
          break;
        default:
          Hu(e, t, n, r);
      }
    }
    function Wu(e, t, n, r, i) {
      for (i &&= !!(t.subtreeFlags & 10256) || !1, t = t.child; t !== null; ) {
        var a = e,
          o = t,
          s = n,
          c = r,
          l = o.flags;
        switch (o.tag) {
          case 0:
          case 11:
          case 15:
            Wu(a, o, s, c, i), El(8, o);
            break;
          case 23:
            break;
          case 22:
            var u = o.stateNode;
            o.memoizedState === null ? ((u._visibility |= 2), Wu(a, o, s, c, i)) : u._visibility & 2 ? Wu(a, o, s, c, i) : Gu(a, o),
              i && l & 2048 && Bu(o.alternate, o);
            break;
          case 24:
            Wu(a, o, s, c, i), i && l & 2048 && Vu(o.alternate, o);
            break;
          default:
            Wu(a, o, s, c, i);
        }
        t = t.sibling;
      }
    }
    function Gu(e, t) {
      if (t.subtreeFlags & 10256)
        for (t = t.child; t !== null; ) {
          var n = e,
            r = t,
            i = r.flags;
          switch (r.tag) {
            case 22:
              Gu(n, r), i & 2048 && Bu(r.alternate, r);
              break;
            case 24:
              Gu(n, r), i & 2048 && Vu(r.alternate, r);
              break;
            default:
              Gu(n, r);
          }
          t = t.sibling;
        }
    }
    var Ku = 8192;
    function qu(e, t, n) {
      if (e.subtreeFlags & Ku) for (e = e.child; e !== null; ) Ju(e, t, n), (e = e.sibling);
    }
    function Ju(e, t, n) {
      switch (e.tag) {
        case 26:
          qu(e, t, n),
            e.flags & Ku && (e.memoizedState === null ? ((e = e.stateNode), (t & 335544128) === t && Zm(n, e)) : Qm(n, ju, e.memoizedState, e.memoizedProps));
          break;
        case 5:
          qu(e, t, n), e.flags & Ku && ((e = e.stateNode), (t & 335544128) === t && Zm(n, e));
          break;
        case 3:
        case 4:
          var r = ju;
          (ju = bm(e.stateNode.containerInfo)), qu(e, t, n), (ju = r);
          break;
        case 22:
          e.memoizedState === null &&
            ((r = e.alternate), r !== null && r.memoizedState !== null ? ((r = Ku), (Ku = 16777216), qu(e, t, n), (Ku = r)) : qu(e, t, n));
          break;
        case 30:
          if ((e.flags & Ku) !== 0 && ((r = e.memoizedProps.name), r != null && r !== 'auto')) {
            var i = e.stateNode;
            (i.paired = null), Gl === null && (Gl = /* @__PURE__ */ new Map()), Gl.set(r, i);
          }
          qu(e, t, n);
          break;
        default:
          qu(e, t, n);
      }
    }
    function Yu(e) {
      var t = e.alternate;
      if (t !== null && ((e = t.child), e !== null)) {
        t.child = null;
        do (t = e.sibling), (e.sibling = null), (e = t);
        while (e !== null);
      }
    }
    function Xu(e) {
      var t = e.deletions;
      if (e.flags & 16) {
        if (t !== null)
          for (var n = 0; n < t.length; n++) {
            var r = t[n];
            (H = r), $u(r, e);
          }
        Yu(e);
      }
      if (e.subtreeFlags & 10256) for (e = e.child; e !== null; ) Zu(e), (e = e.sibling);
    }
    function Zu(e) {
      switch (e.tag) {
        case 0:
        case 11:
        case 15:
          Xu(e), e.flags & 2048 && Dl(9, e, e.return);
          break;
        case 3:
          Xu(e);
          break;
        case 12:
          Xu(e);
          break;
        case 22:
          var t = e.stateNode;
          e.memoizedState !== null && t._visibility & 2 && (e.return === null || e.return.tag !== 13) ? ((t._visibility &= -3), Qu(e)) : Xu(e);
          break;
        default:
          Xu(e);
      }
    }
    function Qu(e) {
      var t = e.deletions;
      if (e.flags & 16) {
        if (t !== null)
          for (var n = 0; n < t.length; n++) {
            var r = t[n];
            (H = r), $u(r, e);
          }
        Yu(e);
      }
      for (e = e.child; e !== null; ) {
        switch (((t = e), t.tag)) {
          case 0:
          case 11:
          case 15:
            Dl(8, t, t.return), Qu(t);
            break;
          case 22:
            (n = t.stateNode), n._visibility & 2 && ((n._visibility &= -3), Qu(t));
            break;
          default:
            Qu(t);
        }
        e = e.sibling;
      }
    }
    function $u(e, t) {
      for (; H !== null; ) {
        var n = H;
        switch (n.tag) {
          case 0:
          case 11:
          case 15:
            Dl(8, n, t);
            break;
          case 23:
          case 22:
            if (n.memoizedState !== null && n.memoizedState.cachePool !== null) {
              var r = n.memoizedState.cachePool.pool;
              r != null && r.refCount++;
            }
            break;
          case 24:
            Ha(n.memoizedState.cache);
        }
        if (((r = n.child), r !== null)) (r.return = n), (H = r);
        else
          for (n = e; H !== null; ) {
            r = H;
            var i = r.sibling,
              a = r.return;
            if ((Su(r), r === n)) {
              H = null;
              break;
            }
            if (i !== null) {
              (i.return = a), (H = i);
              break;
            }
            H = a;
          }
      }
    }
    var ed = {
        getCacheForType: (e) => {
          var t = Fa(j),
            n = t.data.get(e);
          return (n === void 0 && ((n = e()), t.data.set(e, n)), n);
        },
        cacheSignal: () => Fa(j).controller.signal,
      },
      td = typeof WeakMap == 'function' ? WeakMap : Map,
      W = 0,
      G = null,
      K = null,
      q = 0,
      J = 0,
      nd = null,
      rd = !1,
      id = !1,
      ad = !1,
      od = 0,
      Y = 0,
      sd = 0,
      cd = 0,
      ld = 0,
      ud = 0,
      dd = 0,
      fd = null,
      pd = null,
      md = !1,
      hd = 0,
      gd = 0,
      _d = Infinity,
      vd = null,
      yd = null,
      X = 0,
      bd = null,
      xd = null,
      Sd = 0,
      Cd = 0,
      wd = null,
      Td = null,
      Ed = null,
      Dd = null,
      Od = null,
      kd = 0,
      Ad = null;
    function jd() {
      return W & 2 && q !== 0 ? q & -q : C.T === null ? Mt() : Pf();
    }
    function Md() {
      if (ud === 0) {
        if (!(q & 536870912) || A) {
          var e = gt;
          (gt <<= 1), !(gt & 3932160) && (gt = 262144), (ud = e);
        } else ud = 536870912;
      }
      return ((e = Bo.current), e !== null && (e.flags |= 32), ud);
    }
    function Nd(e, t) {
      if (t != null) {
        var n = e.stateNode,
          r = n.ref;
        r === null && (r = n.ref = Pp(ki(e.memoizedProps, n))), Dd === null && (Dd = []), Dd.push(t.bind(null, r));
      }
    }
    function Pd(e, t, n) {
      ((e === G && (J === 2 || J === 9)) || e.cancelPendingCommit !== null) && (Vd(e, 0), Rd(e, q, ud, !1)),
        Tt(e, n),
        (W & 2 && e === G) || (e === G && (!(W & 2) && (cd |= n), Y === 4 && Rd(e, q, ud, !1)), Ef(e));
    }
    function Fd(e, t, n) {
      if (W & 6) throw Error(s(327));
      var r = (!n && !(t & 127) && (t & e.expiredLanes) === 0) || bt(e, t),
        i = r ? Yd(e, t) : qd(e, t, !0),
        a = r;
      do {
        if (i === 0) {
          id && !r && Rd(e, t, 0, !1);
          break;
        }
        if (((n = e.current.alternate), a && !Ld(n))) (i = qd(e, t, !1)), (a = !1);
        else {
          if (i === 2) {
            if (((a = t), e.errorRecoveryDisabledLanes & a)) var o = 0;
            else (o = e.pendingLanes & -536870913), (o = o === 0 ? (o & 536870912 ? 536870912 : 0) : o);
            if (o !== 0) {
              t = o;
              a: {
                var c = e;
                i = fd;
                var l = c.current.memoizedState.isDehydrated;
                if ((l && (Vd(c, o).flags |= 256), (o = qd(c, o, !1)), o !== 2 && o !== 6)) {
                  if (ad && !l) {
                    (c.errorRecoveryDisabledLanes |= a), (cd |= a), (i = 4);
                    break a;
                  }
                  (a = pd), (pd = i), a !== null && (pd === null ? (pd = a) : pd.push.apply(pd, a));
                }
                i = o;
              }
              if (((a = !1), i !== 2)) continue;
            }
          }
          if (i === 1) {
            Vd(e, 0), Rd(e, t, 0, !0);
            break;
          }
          a: {
            switch (((r = e), (a = i), a)) {
              case 0:
              case 1:
                throw Error(s(345));
              case 4:
                if ((t & 4194048) !== t && (t & 62914560) !== t) break;
              case 6:
                Rd(r, t, ud, !rd);
                break a;
              case 2:
                pd = null;
                break;
              case 3:
              case 5:
                break;
              default:
                throw Error(s(329));
            }
            if ((t & 62914560) === t && ((i = hd + 300 - $e()), 10 < i)) {
              if ((Rd(r, t, ud, !rd), yt(r, 0, !0) !== 0)) break a;
              (Sd = t), (r.timeoutHandle = gp(Id.bind(null, r, n, pd, vd, md, t, ud, cd, dd, rd, a, 'Throttled', -0, 0), i));
              break a;
            }
            Id(r, n, pd, vd, md, t, ud, cd, dd, rd, a, null, -0, 0);
          }
          break;
        }
      } while (1);
      Ef(e);
    }
    function Id(e, t, n, r, i, a, o, s, c, l, u, d, f, p) {
      e.timeoutHandle = -1;
      var m = t.subtreeFlags,
        h = (a & 335544064) === a;
      (d = null),
        (h || m & 8192 || (m & 16785408) == 16785408) &&
        ((d = {
          stylesheets: null,
          count: 0,
          imgCount: 0,
          imgBytes: 0,
          suspenseyImages: [],
          waitingForImages: !0,
          waitingForViewTransition: !1,
          unsuspend: An,
        }),
        (Gl = null),
        Ju(t, a, d),
        h &&
          ((m = d),
          (h = e.containerInfo),
          (h = (h.nodeType === 9 ? h : h.ownerDocument).__reactViewTransition),
          h != null && (m.count++, (m.waitingForViewTransition = !0), (m = nh.bind(m)), h.finished.then(m, m))),
        (m = (a & 62914560) === a ? hd - $e() : (a & 4194048) === a ? gd - $e() : 0),
        (m = eh(d, m)),
        m !== null)
          ? ((Sd = a), (e.cancelPendingCommit = m(nf.bind(null, e, t, a, n, r, i, o, s, c, l, u, d, null, f, p))), Rd(e, a, o, !l))
          : nf(e, t, a, n, r, i, o, s, c, l, u, d);
    }
    function Ld(e) {
      for (var t = e; ; ) {
        var n = t.tag;
        if ((n === 0 || n === 11 || n === 15) && t.flags & 16384 && ((n = t.updateQueue), n !== null && ((n = n.stores), n !== null)))
          for (var r = 0; r < n.length; r++) {
            var i = n[r],
              a = i.getSnapshot;
            i = i.value;
            try {
              if (!$r(a(), i)) return !1;
            } catch {
              return !1;
            }
          }
        if (((n = t.child), t.subtreeFlags & 16384 && n !== null)) (n.return = t), (t = n);
        else {
          if (t === e) break;
          for (; t.sibling === null; ) {
            if (t.return === null || t.return === e) return !0;
            t = t.return;
          }
          (t.sibling.return = t.return), (t = t.sibling);
        }
      }
      return !0;
    }
    function Rd(e, t, n, r) {
      (t = xt(e, t)), (t &= ~ld), (t &= ~cd), (e.suspendedLanes |= t), (e.pingedLanes &= ~t), r && (e.warmLanes |= t), (r = e.expirationTimes);
      for (var i = t; 0 < i; ) {
        var a = 31 - dt(i),
          o = 1 << a;
        (r[a] = -1), (i &= ~o);
      }
      n !== 0 && Dt(e, n, t);
    }
    function zd() {
      return W & 6 ? !0 : (Df(0, !1), !1);
    }
    function Bd() {
      if (K !== null) {
        if (J === 0) var e = K.return;
        else (e = K), (Da = Ea = null), fs(e), (ho = null), (go = 0), (e = K);
        for (; e !== null; ) Tl(e.alternate, e), (e = e.return);
        K = null;
      }
    }
    function Vd(e, t) {
      var n = e.timeoutHandle;
      return (
        n !== -1 && ((e.timeoutHandle = -1), _p(n)),
        (n = e.cancelPendingCommit),
        n !== null && ((e.cancelPendingCommit = null), n()),
        (Sd = 0),
        Bd(),
        (G = e),
        (K = n = Ki(e.current, null)),
        (q = t),
        (J = 0),
        (nd = null),
        (rd = !1),
        (id = bt(e, t)),
        (ad = !1),
        (dd = ud = ld = cd = sd = Y = 0),
        (pd = fd = null),
        (md = !1),
        (od = xt(e, t)),
        Ii(),
        n
      );
    }
    function Hd(e, t) {
      (M = null),
        (C.H = xc),
        t === io || t === oo
          ? ((t = po()), (J = 3))
          : t === ao
            ? ((t = po()), (J = 4))
            : (J = t === zc ? 8 : typeof t == 'object' && t && typeof t.then == 'function' ? 6 : 1),
        (nd = t),
        K === null && ((Y = 1), Nc(e, ea(t, e.current)));
    }
    function Ud() {
      var e = Bo.current;
      return e === null ? !0 : (q & 4194048) === q ? Vo === null : (q & 62914560) === q || q & 536870912 ? e === Vo : !1;
    }
    function Wd() {
      var e = C.H;
      return ((C.H = xc), e === null ? xc : e);
    }
    function Gd() {
      var e = C.A;
      return ((C.A = ed), e);
    }
    function Kd() {
      (Y = 4), rd || ((q & 4194048) !== q && Bo.current !== null) || (id = !0), (!(sd & 134217727) && !(cd & 134217727)) || G === null || Rd(G, q, ud, !1);
    }
    function qd(e, t, n) {
      var r = W;
      W |= 2;
      var i = Wd(),
        a = Gd();
      (G !== e || q !== t) && ((vd = null), Vd(e, t)), (t = !1);
      var o = Y;
      a: do
        try {
          if (J !== 0 && K !== null) {
            var s = K,
              c = nd;
            switch (J) {
              case 8:
                Bd(), (o = 6);
                break a;
              case 3:
              case 2:
              case 9:
              case 6:
                Bo.current === null && (t = !0);
                var l = J;
                if (((J = 0), (nd = null), $d(e, s, c, l), n && id)) {
                  o = 0;
                  break a;
                }
                break;
              default:
                (l = J), (J = 0), (nd = null), $d(e, s, c, l);
            }
          }
          Jd(), (o = Y);
          break;
        } catch (t) {
          Hd(e, t);
        }
      while (1);
      return (t && e.shellSuspendCounter++, (Da = Ea = null), (W = r), (C.H = i), (C.A = a), K === null && ((G = null), (q = 0), Ii()), o);
    }
    function Jd() {
      for (; K !== null; ) Zd(K);
    }
    function Yd(e, t) {
      var n = W;
      W |= 2;
      var r = Wd(),
        i = Gd();
      G !== e || q !== t ? ((vd = null), (_d = $e() + 500), Vd(e, t)) : (id = bt(e, t));
      a: do
        try {
          if (J !== 0 && K !== null) {
            t = K;
            var a = nd;
            b: switch (J) {
              case 1:
                (J = 0), (nd = null), $d(e, t, a, 1);
                break;
              case 2:
              case 9:
                if (co(a)) {
                  (J = 0), (nd = null), Qd(t);
                  break;
                }
                (t = () => {
                  (J !== 2 && J !== 9) || G !== e || (J = 7), Ef(e);
                }),
                  a.then(t, t);
                break a;
              case 3:
                J = 7;
                break a;
              case 4:
                J = 5;
                break a;
              case 7:
                co(a) ? ((J = 0), (nd = null), Qd(t)) : ((J = 0), (nd = null), $d(e, t, a, 7));
                break;
              case 5:
                var o = null;
                switch (K.tag) {
                  case 26:
                    o = K.memoizedState;
                  case 5:
                  case 27:
                    var c = K;
                    if (o ? Ym(o) : c.stateNode.complete) {
                      (J = 0), (nd = null);
                      var l = c.sibling;
                      if (l !== null) K = l;
                      else {
                        var u = c.return;
                        u === null ? (K = null) : ((K = u), ef(u));
                      }
                      break b;
                    }
                }
                (J = 0), (nd = null), $d(e, t, a, 5);
                break;
              case 6:
                (J = 0), (nd = null), $d(e, t, a, 6);
                break;
              case 8:
                Bd(), (Y = 6);
                break a;
              default:
                throw Error(s(462));
            }
          }
          Xd();
          break;
        } catch (t) {
          Hd(e, t);
        }
      while (1);
      return ((Da = Ea = null), (C.H = r), (C.A = i), (W = n), K === null ? ((G = null), (q = 0), Ii(), Y) : 0);
    }
    function Xd() {
      for (; K !== null && !Ze(); ) Zd(K);
    }
    function Zd(e) {
      var t = _l(e.alternate, e, od);
      (e.memoizedProps = e.pendingProps), t === null ? ef(e) : (K = t);
    }
    function Qd(e) {
      var t = e,
        n = t.alternate;
      switch (t.tag) {
        case 15:
        case 0:
          t = Zc(n, t, t.pendingProps, t.type, void 0, q);
          break;
        case 11:
          t = Zc(n, t, t.pendingProps, t.type.render, t.ref, q);
          break;
        case 5:
          fs(t);
          var r = t;
          r === O && (A ? (ba(r), r.tag === 5 && r.stateNode != null && (k = r.stateNode)) : (ba(r), (A = !0)));
        default:
          Tl(n, t), (t = K = qi(t, od)), (t = _l(n, t, od));
      }
      (e.memoizedProps = e.pendingProps), t === null ? ef(e) : (K = t);
    }
    function $d(e, t, n, r) {
      (Da = Ea = null), fs(t), (ho = null), (go = 0);
      var i = t.return;
      try {
        if (Rc(e, i, t, n, q)) {
          (Y = 1), Nc(e, ea(n, e.current)), (K = null);
          return;
        }
      } catch (t) {
        if (i !== null) throw ((K = i), t);
        (Y = 1), Nc(e, ea(n, e.current)), (K = null);
        return;
      }
      t.flags & 32768
        ? (A || r === 1
            ? (e = !0)
            : id || q & 536870912
              ? (e = !1)
              : ((rd = e = !0), (r === 2 || r === 9 || r === 3 || r === 6) && ((r = Bo.current), r !== null && r.tag === 13 && (r.flags |= 16384))),
          tf(t, e))
        : ef(t);
    }
    function ef(e) {
      var t = e;
      do {
        if (t.flags & 32768) {
          tf(t, rd);
          return;
        }
        e = t.return;
        var n = Cl(t.alternate, t, od);
        if (n !== null) {
          K = n;
          return;
        }
        if (((t = t.sibling), t !== null)) {
          K = t;
          return;
        }
        K = t = e;
      } while (t !== null);
      Y === 0 && (Y = 5);
    }
    function tf(e, t) {
      do {
        var n = wl(e.alternate, e);
        if (n !== null) {
          (n.flags &= 32767), (K = n);
          return;
        }
        if (((n = e.return), n !== null && ((n.flags |= 32768), (n.subtreeFlags = 0), (n.deletions = null)), !t && ((e = e.sibling), e !== null))) {
          K = e;
          return;
        }
        K = e = n;
      } while (e !== null);
      (Y = 6), (K = null);
    }
    function nf(e, t, n, r, i, a, o, c, l, u, d, f) {
      e.cancelPendingCommit = null;
      do df();
      while (X !== 0);
      if (W & 6) throw Error(s(327));
      if (t !== null) {
        if (t === e.current) throw Error(s(177));
        e === G && ((K = G = null), (q = 0)), (xd = t), (bd = e), (Sd = n), (wd = i), (Td = r), rf(e, t, n, o, c, l, f);
      }
    }
    function rf(e, t, n, r, i, a, o) {
      var s = t.lanes | t.childLanes;
      if (
        ((Cd = s),
        (s |= Fi),
        Et(e, n, s, r, i, a),
        (Dd = null),
        (n & 335544064) === n ? ((Od = Ga(e)), (r = 10262)) : ((Od = null), (r = 10256)),
        (t.subtreeFlags & r) !== 0 || (t.flags & r) !== 0
          ? ((e.callbackNode = null), (e.callbackPriority = 0), yf(rt, () => (ff(), null)))
          : ((e.callbackNode = null), (e.callbackPriority = 0)),
        (Wl = !1),
        (r = !!(t.flags & 13878)),
        t.subtreeFlags & 13878 || r)
      ) {
        (r = C.T), (C.T = null), (i = w.p), (w.p = 2), (a = W), (W |= 4);
        try {
          gu(e, t, n);
        } finally {
          (W = a), (w.p = i), (C.T = r);
        }
      }
      (X = 1), Wl ? (Ed = Mp(o, e.containerInfo, Od, sf, cf, of, lf, ff, af, null, null)) : (sf(), cf(), lf());
    }
    function af(e) {
      if (X !== 0) {
        var t = bd.onRecoverableError;
        t(e, { componentStack: null });
      }
    }
    function of() {
      X === 3 && ((X = 0), Iu(xd, bd), (X = 4));
    }
    function sf() {
      if (X === 1) {
        X = 0;
        var e = bd,
          t = xd,
          n = Sd,
          r = !!(t.flags & 13878);
        if (t.subtreeFlags & 13878 || r) {
          (r = C.T), (C.T = null);
          var i = w.p;
          w.p = 2;
          var a = W;
          W |= 4;
          try {
            (pu = mu = !1), Mu(t, e, n), (n = cp);
            var o = ai(e.containerInfo),
              s = n.focusedElem,
              c = n.selectionRange;
            if (o !== s && s && s.ownerDocument && ii(s.ownerDocument.documentElement, s)) {
              if (c !== null && oi(s)) {
                var l = c.start,
                  u = c.end;
                if ((u === void 0 && (u = l), 'selectionStart' in s)) (s.selectionStart = l), (s.selectionEnd = Math.min(u, s.value.length));
                else {
                  var d = s.ownerDocument || document,
                    f = (d && d.defaultView) || window;
                  if (f.getSelection) {
                    var p = f.getSelection(),
                      m = s.textContent.length,
                      h = Math.min(c.start, m),
                      g = c.end === void 0 ? h : Math.min(c.end, m);
                    !p.extend && h > g && ((o = g), (g = h), (h = o));
                    var _ = ri(s, h),
                      v = ri(s, g);
                    if (
                      _ &&
                      v &&
                      (p.rangeCount !== 1 || p.anchorNode !== _.node || p.anchorOffset !== _.offset || p.focusNode !== v.node || p.focusOffset !== v.offset)
                    ) {
                      var y = d.createRange();
                      y.setStart(_.node, _.offset),
                        p.removeAllRanges(),
                        h > g ? (p.addRange(y), p.extend(v.node, v.offset)) : (y.setEnd(v.node, v.offset), p.addRange(y));
                    }
                  }
                }
              }
              for (d = [], p = s; (p = p.parentNode); )
                p.nodeType === 1 &&
                  d.push({
                    element: p,
                    left: p.scrollLeft,
                    top: p.scrollTop,
                  });
              for (typeof s.focus == 'function' && s.focus(), s = 0; s < d.length; s++) {
                var b = d[s];
                (b.element.scrollLeft = b.left), (b.element.scrollTop = b.top);
              }
            }
            (gh = !!sp), (cp = sp = null);
          } finally {
            (W = a), (w.p = i), (C.T = r);
          }
        }
        (e.current = t), (X = 2);
      }
    }
    function cf() {
      if (X === 2) {
        X = 0;
        var e = bd,
          t = xd,
          n = !!(t.flags & 8772);
        if (t.subtreeFlags & 8772 || n) {
          (n = C.T), (C.T = null);
          var r = w.p;
          w.p = 2;
          var i = W;
          W |= 4;
          try {
            vu(e, t.alternate, t);
          } finally {
            (W = i), (w.p = r), (C.T = n);
          }
        }
        X = 3;
      }
    }
    function lf() {
      if (X === 4 || X === 3) {
        X = 0;
        var e = Ed;
        (Ed = null), Qe();
        var t = bd,
          n = xd,
          r = Sd,
          i = Td,
          a = (r & 335544064) === r ? 10262 : 10256;
        if (
          ((n.subtreeFlags & a) !== 0 || (n.flags & a) !== 0 ? (X = 5) : ((X = 0), (xd = bd = null), uf(t, t.pendingLanes)),
          (a = t.pendingLanes),
          a === 0 && (yd = null),
          jt(r),
          (n = n.stateNode),
          lt && typeof lt.onCommitFiberRoot == 'function')
        )
          try {
            lt.onCommitFiberRoot(ct, n, void 0, (n.current.flags & 128) == 128);
          } catch {}
        if (i !== null) {
          (n = C.T), (a = w.p), (w.p = 2), (C.T = null);
          try {
            for (var o = t.onRecoverableError, s = 0; s < i.length; s++) {
              var c = i[s];
              o(c.value, { componentStack: c.stack });
            }
          } finally {
            (C.T = n), (w.p = a);
          }
        }
        if (((i = Dd), (o = Od), (Od = null), i !== null && ((Dd = null), o === null && (o = []), e !== null)))
          for (c = 0; c < i.length; c++) (n = (0, i[c])(o)), n !== void 0 && e.finished.finally(n);
        Sd & 3 && df(), Ef(t), (a = t.pendingLanes), r & 261930 && a & 42 ? (t === Ad ? kd++ : ((kd = 0), (Ad = t))) : ((kd = 0), (Ad = null)), Df(0, !1);
      }
    }
    function uf(e, t) {
      (e.pooledCacheLanes &= t) === 0 && ((t = e.pooledCache), t != null && ((e.pooledCache = null), Ha(t)));
    }
    function df() {
      return (Ed !== null && (Ed.skipTransition(), (Ed = null)), sf(), cf(), lf(), ff());
    }
    function ff() {
      if (X !== 5) return !1;
      var e = bd,
        t = Cd;
      Cd = 0;
      var n = jt(Sd),
        r = C.T,
        i = w.p;
      try {
        (w.p = 32 > n ? 32 : n), (C.T = null), (n = wd), (wd = null);
        var a = bd,
          o = Sd;
        if (((X = 0), (xd = bd = null), (Sd = 0), W & 6)) throw Error(s(331));
        var c = W;
        if (((W |= 4), Zu(a.current), Uu(a, a.current, o, n), (W = c), Df(0, !1), lt && typeof lt.onPostCommitFiberRoot == 'function'))
          try {
            lt.onPostCommitFiberRoot(ct, a);
          } catch {}
        return !0;
      } finally {
        (w.p = i), (C.T = r), uf(e, t);
      }
    }
    function pf(e, t, n) {
      (t = ea(n, t)), (t = Fc(e.stateNode, t, 2)), (e = Do(e, t, 2)), e !== null && (Tt(e, 2), Ef(e));
    }
    function Z(e, t, n) {
      if (e.tag === 3) pf(e, e, n);
      else
        for (; t !== null; ) {
          if (t.tag === 3) {
            pf(t, e, n);
            break;
          }
          if (t.tag === 1) {
            var r = t.stateNode;
            if (typeof t.type.getDerivedStateFromError == 'function' || (typeof r.componentDidCatch == 'function' && (yd === null || !yd.has(r)))) {
              (e = ea(n, e)), (n = Ic(2)), (r = Do(t, n, 2)), r !== null && (Lc(n, r, t, e), Tt(r, 2), Ef(r));
              break;
            }
          }
          t = t.return;
        }
    }
    function mf(e, t, n) {
      var r = e.pingCache;
      if (r === null) {
        r = e.pingCache = new td();
        var i = /* @__PURE__ */ new Set();
        r.set(t, i);
      } else (i = r.get(t)), i === void 0 && ((i = /* @__PURE__ */ new Set()), r.set(t, i));
      i.has(n) || ((ad = !0), i.add(n), (e = hf.bind(null, e, t, n)), t.then(e, e));
    }
    function hf(e, t, n) {
      var r = e.pingCache;
      r !== null && r.delete(t),
        (e.pingedLanes |= e.suspendedLanes & n),
        (e.warmLanes &= ~n),
        G === e &&
          (q & n) === n &&
          (Y === 4 || (Y === 3 && (q & 62914560) === q && 300 > $e() - hd) ? (W & 2 ? (ld |= n) : Vd(e, 0)) : (ld |= n), dd === q && (dd = 0)),
        Ef(e);
    }
    function gf(e, t) {
      t === 0 && (t = Ct()), (e = zi(e, t)), e !== null && (Tt(e, t), Ef(e));
    }
    function _f(e) {
      var t = e.memoizedState,
        n = 0;
      t !== null && (n = t.retryLane), gf(e, n);
    }
    function vf(e, t) {
      var n = 0;
      switch (e.tag) {
        case 31:
        case 13:
          var r = e.stateNode,
            i = e.memoizedState;
          i !== null && (n = i.retryLane);
          break;
        case 19:
          r = e.stateNode;
          break;
        case 22:
          r = e.stateNode._retryCache;
          break;
        default:
          throw Error(s(314));
      }
      r !== null && r.delete(t), gf(e, n);
    }
    function yf(e, t) {
      return Ye(e, t);
    }
    var bf = null,
      xf = null,
      Sf = !1,
      Cf = !1,
      wf = !1,
      Tf = 0;
    function Ef(e) {
      e !== xf && e.next === null && (xf === null ? (bf = xf = e) : (xf = xf.next = e)), (Cf = !0), Sf || ((Sf = !0), Nf());
    }
    function Df(e, t) {
      if (!wf && Cf) {
        wf = !0;
        do
          for (var n = !1, r = bf; r !== null; ) {
            if (!t) {
              if (e !== 0) {
                var i = r.pendingLanes;
                if (i === 0) var a = 0;
                else {
                  var o = r.suspendedLanes,
                    s = r.pingedLanes;
                  (a = (1 << (31 - dt(42 | e) + 1)) - 1), (a &= i & ~(o & ~s)), (a = a & 201326741 ? (a & 201326741) | 1 : a ? a | 2 : 0);
                }
                a !== 0 && ((n = !0), Mf(r, a));
              } else
                (a = q), (a = yt(r, r === G ? a : 0, r.cancelPendingCommit !== null || r.timeoutHandle !== -1)), !(a & 3) || bt(r, a) || ((n = !0), Mf(r, a));
            }
            r = r.next;
          }
        while (n);
        wf = !1;
      }
    }
    function Of() {
      kf();
    }
    function kf() {
      Cf = Sf = !1;
      var e = 0;
      Tf !== 0 && hp() && (e = Tf);
      for (var t = $e(), n = null, r = bf; r !== null; ) {
        var i = r.next,
          a = Af(r, t);
        a === 0 ? ((r.next = null), n === null ? (bf = i) : (n.next = i), i === null && (xf = n)) : ((n = r), (e !== 0 || a & 3) && (Cf = !0)), (r = i);
      }
      (X !== 0 && X !== 5) || Df(e, !1), Tf !== 0 && (Tf = 0);
    }
    function Af(e, t) {
      for (var n = e.suspendedLanes, r = e.pingedLanes, i = e.expirationTimes, a = e.pendingLanes & -62914561; 0 < a; ) {
        var o = 31 - dt(a),
          s = 1 << o,
          c = i[o];
        c === -1 ? ((s & n) === 0 || (s & r) !== 0) && (i[o] = St(s, t)) : c <= t && (e.expiredLanes |= s), (a &= ~s);
      }
      if (
        ((t = G),
        (n = q),
        (n = yt(e, e === t ? n : 0, e.cancelPendingCommit !== null || e.timeoutHandle !== -1)),
        (r = e.callbackNode),
        n === 0 || (e === t && (J === 2 || J === 9)) || e.cancelPendingCommit !== null)
      )
        return (r !== null && r !== null && Xe(r), (e.callbackNode = null), (e.callbackPriority = 0));
      if (!(n & 3) || bt(e, n)) {
        if (((t = n & -n), t === e.callbackPriority)) return t;
        switch ((r !== null && Xe(r), jt(n))) {
          case 2:
          case 8:
            n = nt;
            break;
          case 32:
            n = rt;
            break;
          case 268435456:
            n = at;
            break;
          default:
            n = rt;
        }
        return ((r = jf.bind(null, e)), (n = Ye(n, r)), (e.callbackPriority = t), (e.callbackNode = n), t);
      }
      return (r !== null && r !== null && Xe(r), (e.callbackPriority = 2), (e.callbackNode = null), 2);
    }
    function jf(e, t) {
      if (X !== 0 && X !== 5) return ((e.callbackNode = null), (e.callbackPriority = 0), null);
      var n = e.callbackNode;
      if (df() && e.callbackNode !== n) return null;
      var r = q;
      return (
        (r = yt(e, e === G ? r : 0, e.cancelPendingCommit !== null || e.timeoutHandle !== -1)),
        r === 0 ? null : (Fd(e, r, t), Af(e, $e()), e.callbackNode != null && e.callbackNode === n ? jf.bind(null, e) : null)
      );
    }
    function Mf(e, t) {
      if (df()) return null;
      Fd(e, t, !0);
    }
    function Nf() {
      bp(() => {
        W & 6 ? Ye(tt, Of) : kf();
      });
    }
    function Pf() {
      if (Tf === 0) {
        var e = Ja;
        e === 0 && ((e = ht), (ht <<= 1), !(ht & 261888) && (ht = 256)), (Tf = e);
      }
      return Tf;
    }
    function Ff(e) {
      return e == null || typeof e == 'symbol' || typeof e == 'boolean' ? null : typeof e == 'function' ? e : kn(e);
    }
    function If(e, t, n, r, i) {
      if (t === 'submit' && n && n.stateNode === i) {
        var a = Ff((i[It] || null).action),
          o = r.submitter;
        o && ((t = (t = o[It] || null) ? Ff(t.formAction) : o.getAttribute('formAction')), t !== null && ((a = t), (o = null)));
        var s = new Zn('action', 'action', null, r, i);
        e.push({
          event: s,
          listeners: [
            {
              instance: null,
              listener: () => {
                if (r.defaultPrevented) {
                  if (Tf !== 0) {
                    var e = new FormData(i, o);
                    sc(
                      n,
                      {
                        pending: !0,
                        data: e,
                        method: i.method,
                        action: a,
                      },
                      null,
                      e,
                    );
                  }
                } else
                  typeof a == 'function' &&
                    (s.preventDefault(),
                    (e = new FormData(i, o)),
                    sc(
                      n,
                      {
                        pending: !0,
                        data: e,
                        method: i.method,
                        action: a,
                      },
                      a,
                      e,
                    ));
              },
              currentTarget: i,
            },
          ],
        });
      }
    }
    for (var Lf = 0; Lf < Ei.length; Lf++) {
      var Rf = Ei[Lf];
      Di(Rf.toLowerCase(), 'on' + (Rf[0].toUpperCase() + Rf.slice(1)));
    }
    Di(vi, 'onAnimationEnd'),
      Di(yi, 'onAnimationIteration'),
      Di(bi, 'onAnimationStart'),
      Di('dblclick', 'onDoubleClick'),
      Di('focusin', 'onFocus'),
      Di('focusout', 'onBlur'),
      Di(xi, 'onTransitionRun'),
      Di(Si, 'onTransitionStart'),
      Di(Ci, 'onTransitionCancel'),
      Di(wi, 'onTransitionEnd'),
      $t('onMouseEnter', ['mouseout', 'mouseover']),
      $t('onMouseLeave', ['mouseout', 'mouseover']),
      $t('onPointerEnter', ['pointerout', 'pointerover']),
      $t('onPointerLeave', ['pointerout', 'pointerover']),
      Qt('onChange', 'change click focusin focusout input keydown keyup selectionchange'.split(' ')),
      Qt('onSelect', 'focusout contextmenu dragend focusin keydown keyup mousedown mouseup selectionchange'.split(' ')),
      Qt('onBeforeInput', ['compositionend', 'keypress', 'textInput', 'paste']),
      Qt('onCompositionEnd', 'compositionend focusout keydown keypress keyup mousedown'.split(' ')),
      Qt('onCompositionStart', 'compositionstart focusout keydown keypress keyup mousedown'.split(' ')),
      Qt('onCompositionUpdate', 'compositionupdate focusout keydown keypress keyup mousedown'.split(' '));
    var zf =
        'abort canplay canplaythrough durationchange emptied encrypted ended error loadeddata loadedmetadata loadstart pause play playing progress ratechange resize seeked seeking stalled suspend timeupdate volumechange waiting'.split(
          ' ',
        ),
      Bf = new Set('beforetoggle cancel close invalid load scroll scrollend toggle'.split(' ').concat(zf));
    function Vf(e, t) {
      t = !!(t & 4);
      for (var n = 0; n < e.length; n++) {
        var r = e[n],
          i = r.event;
        r = r.listeners;
        a: {
          var a = void 0;
          if (t)
            for (var o = r.length - 1; 0 <= o; o--) {
              var s = r[o],
                c = s.instance,
                l = s.currentTarget;
              if (((s = s.listener), c !== a && i.isPropagationStopped())) break a;
              (a = s), (i.currentTarget = l);
              try {
                a(i);
              } catch (e) {
                Mi(e);
              }
              (i.currentTarget = null), (a = c);
            }
          else
            for (o = 0; o < r.length; o++) {
              if (((s = r[o]), (c = s.instance), (l = s.currentTarget), (s = s.listener), c !== a && i.isPropagationStopped())) break a;
              (a = s), (i.currentTarget = l);
              try {
                a(i);
              } catch (e) {
                Mi(e);
              }
              (i.currentTarget = null), (a = c);
            }
        }
      }
    }
    function Q(e, t) {
      var n = t[Rt];
      n === void 0 && (n = t[Rt] = /* @__PURE__ */ new Set());
      var r = e + '__bubble';
      n.has(r) || (Gf(t, e, 2, !1), n.add(r));
    }
    function Hf(e, t, n) {
      var r = 0;
      t && (r |= 4), Gf(n, e, r, t);
    }
    var Uf = '_reactListening' + Math.random().toString(36).slice(2);
    function Wf(e) {
      if (!e[Uf]) {
        (e[Uf] = !0),
          Xt.forEach((t) => {
            t !== 'selectionchange' && (Bf.has(t) || Hf(t, !1, e), Hf(t, !0, e));
          });
        var t = e.nodeType === 9 ? e : e.ownerDocument;
        t === null || t[Uf] || ((t[Uf] = !0), Hf('selectionchange', !1, t));
      }
    }
    function Gf(e, t, n, r) {
      switch (Ch(t)) {
        case 2:
          var i = _h;
          break;
        case 8:
          i = vh;
          break;
        default:
          i = yh;
      }
      (n = i.bind(null, t, n, e)),
        (i = void 0),
        !Bn || (t !== 'touchstart' && t !== 'touchmove' && t !== 'wheel') || (i = !0),
        r
          ? i === void 0
            ? e.addEventListener(t, n, !0)
            : e.addEventListener(t, n, {
                capture: !0,
                passive: i,
              })
          : i === void 0
            ? e.addEventListener(t, n, !1)
            : e.addEventListener(t, n, { passive: i });
    }
    function Kf(e, t, n, r, i) {
      var a = r;
      if (!(t & 1) && !(t & 2) && r !== null)
        a: for (;;) {
          if (r === null) return;
          var o = r.tag;
          if (o === 3 || o === 4) {
            var s = r.stateNode.containerInfo;
            if (s === i) break;
            if (o === 4)
              for (o = r.return; o !== null; ) {
                var c = o.tag;
                if ((c === 3 || c === 4) && o.stateNode.containerInfo === i) return;
                o = o.return;
              }
            for (; s !== null; ) {
              if (((o = Gt(s)), o === null)) return;
              if (((c = o.tag), c === 5 || c === 6 || c === 26 || c === 27)) {
                r = a = o;
                continue a;
              }
              s = s.parentNode;
            }
          }
          r = r.return;
        }
      Ln(() => {
        var r = a,
          i = Mn(n),
          o = [];
        a: {
          var s = Ti.get(e);
          if (s !== void 0) {
            var c = Zn,
              u = e;
            switch (e) {
              case 'keypress':
                if (Kn(n) === 0) break a;
              case 'keydown':
              case 'keyup':
                c = hr;
                break;
              case 'focusin':
                (u = 'focus'), (c = or);
                break;
              case 'focusout':
                (u = 'blur'), (c = or);
                break;
              case 'beforeblur':
              case 'afterblur':
                c = or;
                break;
              case 'click':
                if (n.button === 2) break a;
              case 'auxclick':
              case 'dblclick':
              case 'mousedown':
              case 'mousemove':
              case 'mouseup':
              case 'mouseout':
              case 'mouseover':
              case 'contextmenu':
                c = ir;
                break;
              case 'drag':
              case 'dragend':
              case 'dragenter':
              case 'dragexit':
              case 'dragleave':
              case 'dragover':
              case 'dragstart':
              case 'drop':
                c = ar;
                break;
              case 'touchcancel':
              case 'touchend':
              case 'touchmove':
              case 'touchstart':
                c = vr;
                break;
              case vi:
              case yi:
              case bi:
                c = sr;
                break;
              case wi:
                c = yr;
                break;
              case 'scroll':
              case 'scrollend':
                c = $n;
                break;
              case 'wheel':
                c = br;
                break;
              case 'copy':
              case 'cut':
              case 'paste':
                c = cr;
                break;
              case 'gotpointercapture':
              case 'lostpointercapture':
              case 'pointercancel':
              case 'pointerdown':
              case 'pointermove':
              case 'pointerout':
              case 'pointerover':
              case 'pointerup':
                c = gr;
                break;
              case 'submit':
                c = _r;
                break;
              case 'toggle':
              case 'beforetoggle':
                c = xr;
            }
            var d = !!(t & 4),
              f = !d && (e === 'scroll' || e === 'scrollend'),
              p = d ? (s === null ? null : s + 'Capture') : s;
            d = [];
            for (var m = r, h; m !== null; ) {
              var g = m;
              if (
                ((h = g.stateNode),
                (g = g.tag),
                (g !== 5 && g !== 26 && g !== 27) || h === null || p === null || ((g = Rn(m, p)), g != null && d.push(qf(m, g, h))),
                f)
              )
                break;
              m = m.return;
            }
            0 < d.length &&
              ((s = new c(s, u, null, n, i)),
              o.push({
                event: s,
                listeners: d,
              }));
          }
        }
        if (!(t & 7)) {
          a: {
            if (
              ((c = e === 'mouseover' || e === 'pointerover'),
              (s = e === 'mouseout' || e === 'pointerout'),
              c && n !== jn && (u = n.relatedTarget || n.fromElement) && (Gt(u) || u[Lt]))
            )
              break a;
            (s || c) &&
              ((u = i.window === i ? i : (c = i.ownerDocument) ? c.defaultView || c.parentWindow : window),
              s
                ? ((c = n.relatedTarget || n.toElement),
                  (s = r),
                  (c = c ? Gt(c) : null),
                  c !== null && ((f = l(c)), (d = c.tag), c !== f || (d !== 5 && d !== 27 && d !== 6)) && (c = null))
                : ((s = null), (c = r)),
              s !== c &&
                ((d = ir),
                (g = 'onMouseLeave'),
                (p = 'onMouseEnter'),
                (m = 'mouse'),
                (e === 'pointerout' || e === 'pointerover') && ((d = gr), (g = 'onPointerLeave'), (p = 'onPointerEnter'), (m = 'pointer')),
                (f = s == null ? u : qt(s)),
                (h = c == null ? u : qt(c)),
                (u = new d(g, m + 'leave', s, n, i)),
                (u.target = f),
                (u.relatedTarget = h),
                (g = null),
                Gt(i) === r && ((d = new d(p, m + 'enter', c, n, i)), (d.target = h), (d.relatedTarget = f), (g = d)),
                (f = g),
                (d = s && c ? ie(s, c, Yf) : null),
                s !== null && Xf(o, u, s, d, !1),
                c !== null && f !== null && Xf(o, f, c, d, !0)));
          }
          a: {
            if (((s = r ? qt(r) : window), (c = s.nodeName && s.nodeName.toLowerCase()), c === 'select' || (c === 'input' && s.type === 'file'))) var _ = Vr;
            else if (Fr(s)) {
              if (Hr) _ = Zr;
              else {
                _ = Yr;
                var v = Jr;
              }
            } else
              (c = s.nodeName),
                !c || c.toLowerCase() !== 'input' || (s.type !== 'checkbox' && s.type !== 'radio') ? r && En(r.elementType) && (_ = Vr) : (_ = Xr);
            if ((_ &&= _(e, r))) {
              Ir(o, _, n, i);
              break a;
            }
            v && v(e, s, r);
          }
          switch (((v = r ? qt(r) : window), e)) {
            case 'focusin':
              (Fr(v) || v.contentEditable === 'true') && ((ci = v), (li = r), (ui = null));
              break;
            case 'focusout':
              ui = li = ci = null;
              break;
            case 'mousedown':
              di = !0;
              break;
            case 'contextmenu':
            case 'mouseup':
            case 'dragend':
              (di = !1), fi(o, n, i);
              break;
            case 'selectionchange':
              if (si) break;
            case 'keydown':
            case 'keyup':
              fi(o, n, i);
          }
          var y;
          if (Cr)
            b: {
              switch (e) {
                case 'compositionstart':
                  var b = 'onCompositionStart';
                  break b;
                case 'compositionend':
                  b = 'onCompositionEnd';
                  break b;
                case 'compositionupdate':
                  b = 'onCompositionUpdate';
                  break b;
              }
              b = void 0;
            }
          else jr ? kr(e, n) && (b = 'onCompositionEnd') : e === 'keydown' && n.keyCode === 229 && (b = 'onCompositionStart');
          b &&
            (Er &&
              n.locale !== 'ko' &&
              (jr || b !== 'onCompositionStart'
                ? b === 'onCompositionEnd' && jr && (y = Gn())
                : ((Hn = i), (Un = 'value' in Hn ? Hn.value : Hn.textContent), (jr = !0))),
            (v = Jf(r, b)),
            0 < v.length &&
              ((b = new lr(b, e, null, n, i)),
              o.push({
                event: b,
                listeners: v,
              }),
              y ? (b.data = y) : ((y = Ar(n)), y !== null && (b.data = y)))),
            (y = Tr ? Mr(e, n) : Nr(e, n)) &&
              ((b = Jf(r, 'onBeforeInput')),
              0 < b.length &&
                ((v = new lr('onBeforeInput', 'beforeinput', null, n, i)),
                o.push({
                  event: v,
                  listeners: b,
                }),
                (v.data = y))),
            If(o, e, r, n, i);
        }
        Vf(o, t);
      });
    }
    function qf(e, t, n) {
      return {
        instance: e,
        listener: t,
        currentTarget: n,
      };
    }
    function Jf(e, t) {
      for (var n = t + 'Capture', r = []; e !== null; ) {
        var i = e,
          a = i.stateNode;
        if (
          ((i = i.tag),
          (i !== 5 && i !== 26 && i !== 27) ||
            a === null ||
            ((i = Rn(e, n)), i != null && r.unshift(qf(e, i, a)), (i = Rn(e, t)), i != null && r.push(qf(e, i, a))),
          e.tag === 3)
        )
          return r;
        e = e.return;
      }
      return [];
    }
    function Yf(e) {
      if (e === null) return null;
      do e = e.return;
      while (e && e.tag !== 5 && e.tag !== 27);
      return e || null;
    }
    function Xf(e, t, n, r, i) {
      for (var a = t._reactName, o = []; n !== null && n !== r; ) {
        var s = n,
          c = s.alternate,
          l = s.stateNode;
        if (((s = s.tag), c !== null && c === r)) break;
        (s !== 5 && s !== 26 && s !== 27) ||
          l === null ||
          ((c = l), i ? ((l = Rn(n, a)), l != null && o.unshift(qf(n, l, c))) : i || ((l = Rn(n, a)), l != null && o.push(qf(n, l, c)))),
          (n = n.return);
      }
      o.length !== 0 &&
        e.push({
          event: t,
          listeners: o,
        });
    }
    var Zf = /\r\n?/g,
      Qf = /\u0000|\uFFFD/g;
    function $f(e) {
      return (typeof e == 'string' ? e : '' + e).replace(Zf, '\n').replace(Qf, '');
    }
    function ep(e, t) {
      return ((t = $f(t)), $f(e) === t);
    }
    function $(e, t, n, r, i, a) {
      switch (n) {
        case 'children':
          if (typeof r == 'string') t === 'body' || (t === 'textarea' && r === '') || Sn(e, r);
          else if (typeof r == 'number' || typeof r == 'bigint') t !== 'body' && Sn(e, '' + r);
          else return;
          break;
        case 'className':
          sn(e, 'class', r);
          break;
        case 'tabIndex':
          sn(e, 'tabindex', r);
          break;
        case 'dir':
        case 'role':
        case 'viewBox':
        case 'width':
        case 'height':
          sn(e, n, r);
          break;
        case 'style':
          Tn(e, r, a);
          return;
        case 'data':
          if (t !== 'object') {
            sn(e, 'data', r);
            break;
          }
        case 'src':
        case 'href':
          if ((r === '' && (t !== 'a' || n !== 'href')) || r == null || typeof r == 'function' || typeof r == 'symbol' || typeof r == 'boolean') {
            e.removeAttribute(n);
            break;
          }
          (r = kn(r)), e.setAttribute(n, r);
          break;
        case 'action':
        case 'formAction':
          if (typeof r == 'function') {
            e.setAttribute(
              n,
              "javascript:throw new Error('A React form was unexpectedly submitted. If you called form.submit() manually, consider using form.requestSubmit() instead. If you\\'re trying to use event.stopPropagation() in a submit event handler, consider also calling event.preventDefault().')",
            );
            break;
          }
          if (
            (typeof a == 'function' &&
              (n === 'formAction'
                ? (t !== 'input' && $(e, t, 'name', i.name, i, null),
                  $(e, t, 'formEncType', i.formEncType, i, null),
                  $(e, t, 'formMethod', i.formMethod, i, null),
                  $(e, t, 'formTarget', i.formTarget, i, null))
                : ($(e, t, 'encType', i.encType, i, null), $(e, t, 'method', i.method, i, null), $(e, t, 'target', i.target, i, null))),
            r == null || typeof r == 'symbol' || typeof r == 'boolean')
          ) {
            e.removeAttribute(n);
            break;
          }
          (r = kn(r)), e.setAttribute(n, r);
          break;
        case 'onClick':
          r != null && (e.onclick = An);
          return;
        case 'onScroll':
          r != null && Q('scroll', e);
          return;
        case 'onScrollEnd':
          r != null && Q('scrollend', e);
          return;
        case 'dangerouslySetInnerHTML':
          if (r != null) {
            if (typeof r != 'object' || !('__html' in r)) throw Error(s(61));
            if (((n = r.__html), n != null)) {
              if (i.children != null) throw Error(s(60));
              a?.__html !== n && (e.innerHTML = n);
            }
          }
          break;
        case 'multiple':
          e.multiple = r && typeof r != 'function' && typeof r != 'symbol';
          break;
        case 'muted':
          e.muted = r && typeof r != 'function' && typeof r != 'symbol';
          break;
        case 'suppressContentEditableWarning':
        case 'suppressHydrationWarning':
        case 'defaultValue':
        case 'defaultChecked':
        case 'innerHTML':
        case 'ref':
          break;
        case 'autoFocus':
          break;
        case 'xlinkHref':
          if (r == null || typeof r == 'function' || typeof r == 'boolean' || typeof r == 'symbol') {
            e.removeAttribute('xlink:href');
            break;
          }
          (n = kn(r)), e.setAttributeNS('http://www.w3.org/1999/xlink', 'xlink:href', n);
          break;
        case 'contentEditable':
        case 'spellCheck':
        case 'draggable':
        case 'value':
        case 'autoReverse':
        case 'externalResourcesRequired':
        case 'focusable':
        case 'preserveAlpha':
          r != null && typeof r != 'function' && typeof r != 'symbol' ? e.setAttribute(n, r) : e.removeAttribute(n);
          break;
        case 'inert':
        case 'allowFullScreen':
        case 'async':
        case 'autoPlay':
        case 'controls':
        case 'credentialless':
        case 'default':
        case 'defer':
        case 'disabled':
        case 'disablePictureInPicture':
        case 'disableRemotePlayback':
        case 'formNoValidate':
        case 'hidden':
        case 'loop':
        case 'noModule':
        case 'noValidate':
        case 'open':
        case 'playsInline':
        case 'readOnly':
        case 'required':
        case 'reversed':
        case 'scoped':
        case 'seamless':
        case 'itemScope':
          r && typeof r != 'function' && typeof r != 'symbol' ? e.setAttribute(n, '') : e.removeAttribute(n);
          break;
        case 'capture':
        case 'download':
          !0 === r
            ? e.setAttribute(n, '')
            : !1 !== r && r != null && typeof r != 'function' && typeof r != 'symbol'
              ? e.setAttribute(n, r)
              : e.removeAttribute(n);
          break;
        case 'cols':
        case 'rows':
        case 'size':
        case 'span':
          r != null && typeof r != 'function' && typeof r != 'symbol' && !isNaN(r) && 1 <= r ? e.setAttribute(n, r) : e.removeAttribute(n);
          break;
        case 'rowSpan':
        case 'start':
          r == null || typeof r == 'function' || typeof r == 'symbol' || isNaN(r) ? e.removeAttribute(n) : e.setAttribute(n, r);
          break;
        case 'popover':
          Q('beforetoggle', e), Q('toggle', e), on(e, 'popover', r);
          break;
        case 'xlinkActuate':
          cn(e, 'http://www.w3.org/1999/xlink', 'xlink:actuate', r);
          break;
        case 'xlinkArcrole':
          cn(e, 'http://www.w3.org/1999/xlink', 'xlink:arcrole', r);
          break;
        case 'xlinkRole':
          cn(e, 'http://www.w3.org/1999/xlink', 'xlink:role', r);
          break;
        case 'xlinkShow':
          cn(e, 'http://www.w3.org/1999/xlink', 'xlink:show', r);
          break;
        case 'xlinkTitle':
          cn(e, 'http://www.w3.org/1999/xlink', 'xlink:title', r);
          break;
        case 'xlinkType':
          cn(e, 'http://www.w3.org/1999/xlink', 'xlink:type', r);
          break;
        case 'xmlBase':
          cn(e, 'http://www.w3.org/XML/1998/namespace', 'xml:base', r);
          break;
        case 'xmlLang':
          cn(e, 'http://www.w3.org/XML/1998/namespace', 'xml:lang', r);
          break;
        case 'xmlSpace':
          cn(e, 'http://www.w3.org/XML/1998/namespace', 'xml:space', r);
          break;
        case 'is':
          on(e, 'is', r);
          break;
        case 'innerText':
        case 'textContent':
          return;
        default:
          if (!(2 < n.length) || (n[0] !== 'o' && n[0] !== 'O') || (n[1] !== 'n' && n[1] !== 'N')) (n = Dn.get(n) || n), on(e, n, r);
          else return;
      }
      D = !0;
    }
    function tp(e, t, n, r, i, a) {
      switch (n) {
        case 'style':
          Tn(e, r, a);
          return;
        case 'dangerouslySetInnerHTML':
          if (r != null) {
            if (typeof r != 'object' || !('__html' in r)) throw Error(s(61));
            if (((n = r.__html), n != null)) {
              if (i.children != null) throw Error(s(60));
              a?.__html !== n && (e.innerHTML = n);
            }
          }
          break;
        case 'children':
          if (typeof r == 'string') Sn(e, r);
          else if (typeof r == 'number' || typeof r == 'bigint') Sn(e, '' + r);
          else return;
          break;
        case 'onScroll':
          r != null && Q('scroll', e);
          return;
        case 'onScrollEnd':
          r != null && Q('scrollend', e);
          return;
        case 'onClick':
          r != null && (e.onclick = An);
          return;
        case 'suppressContentEditableWarning':
        case 'suppressHydrationWarning':
        case 'innerHTML':
        case 'ref':
          return;
        case 'innerText':
        case 'textContent':
          return;
        default:
          if (!Object.hasOwn(Zt, n))
            a: {
              if (
                n[0] === 'o' &&
                n[1] === 'n' &&
                ((i = n.endsWith('Capture')),
                (a = n.slice(2, i ? n.length - 7 : void 0)),
                (t = e[It] || null),
                (t = t == null ? null : t[n]),
                typeof t == 'function' && e.removeEventListener(a, t, i),
                typeof r == 'function')
              ) {
                typeof t != 'function' && t !== null && (n in e ? (e[n] = null) : e.hasAttribute(n) && e.removeAttribute(n)), e.addEventListener(a, r, i);
                break a;
              }
              (D = !0), n in e ? (e[n] = r) : !0 === r ? e.setAttribute(n, '') : on(e, n, r);
            }
          return;
      }
      D = !0;
    }
    function np(e, t, n) {
      switch (t) {
        case 'div':
        case 'span':
        case 'svg':
        case 'path':
        case 'a':
        case 'g':
        case 'p':
        case 'li':
          break;
        case 'img':
          Q('error', e), Q('load', e);
          var r = !1,
            i = !1,
            a;
          for (a in n)
            if (Object.hasOwn(n, a)) {
              var o = n[a];
              if (o != null)
                switch (a) {
                  case 'src':
                    r = !0;
                    break;
                  case 'srcSet':
                    i = !0;
                    break;
                  case 'children':
                  case 'dangerouslySetInnerHTML':
                    throw Error(s(137, t));
                  default:
                    $(e, t, a, o, n, null);
                }
            }
          i && $(e, t, 'srcSet', n.srcSet, n, null), r && $(e, t, 'src', n.src, n, null);
          return;
        case 'input':
          Q('invalid', e);
          var c = (a = o = i = null),
            l = null,
            u = null;
          for (r in n)
            if (Object.hasOwn(n, r)) {
              var d = n[r];
              if (d != null)
                switch (r) {
                  case 'name':
                    i = d;
                    break;
                  case 'type':
                    o = d;
                    break;
                  case 'checked':
                    l = d;
                    break;
                  case 'defaultChecked':
                    u = d;
                    break;
                  case 'value':
                    a = d;
                    break;
                  case 'defaultValue':
                    c = d;
                    break;
                  case 'children':
                  case 'dangerouslySetInnerHTML':
                    if (d != null) throw Error(s(137, t));
                    break;
                  default:
                    $(e, t, r, d, n, null);
                }
            }
          _n(e, a, c, l, u, o, i, !1);
          return;
        case 'select':
          for (i in (Q('invalid', e), (r = o = a = null), n))
            if (Object.hasOwn(n, i) && ((c = n[i]), c != null))
              switch (i) {
                case 'value':
                  a = c;
                  break;
                case 'defaultValue':
                  o = c;
                  break;
                case 'multiple':
                  r = c;
                default:
                  $(e, t, i, c, n, null);
              }
          (t = a), (n = o), (e.multiple = !!r), t == null ? n != null && yn(e, !!r, n, !0) : yn(e, !!r, t, !1);
          return;
        case 'textarea':
          for (o in (Q('invalid', e), (a = i = r = null), n))
            if (Object.hasOwn(n, o) && ((c = n[o]), c != null))
              switch (o) {
                case 'value':
                  r = c;
                  break;
                case 'defaultValue':
                  i = c;
                  break;
                case 'children':
                  a = c;
                  break;
                case 'dangerouslySetInnerHTML':
                  if (c != null) throw Error(s(91));
                  break;
                default:
                  $(e, t, o, c, n, null);
              }
          xn(e, r, i, a);
          return;
        case 'option':
          for (l in n)
            if (Object.hasOwn(n, l) && ((r = n[l]), r != null))
              switch (l) {
                case 'selected':
                  e.selected = r && typeof r != 'function' && typeof r != 'symbol';
                  break;
                default:
                  $(e, t, l, r, n, null);
              }
          return;
        case 'dialog':
          Q('beforetoggle', e), Q('toggle', e), Q('cancel', e), Q('close', e);
          break;
        case 'iframe':
        case 'object':
          Q('load', e);
          break;
        case 'video':
        case 'audio':
          for (r = 0; r < zf.length; r++) Q(zf[r], e);
          break;
        case 'image':
          Q('error', e), Q('load', e);
          break;
        case 'details':
          Q('toggle', e);
          break;
        case 'embed':
        case 'source':
        case 'link':
          Q('error', e), Q('load', e);
        case 'area':
        case 'base':
        case 'br':
        case 'col':
        case 'hr':
        case 'keygen':
        case 'meta':
        case 'param':
        case 'track':
        case 'wbr':
        case 'menuitem':
          for (u in n)
            if (Object.hasOwn(n, u) && ((r = n[u]), r != null))
              switch (u) {
                case 'children':
                case 'dangerouslySetInnerHTML':
                  throw Error(s(137, t));
                default:
                  $(e, t, u, r, n, null);
              }
          return;
        default:
          if (En(t)) {
            for (d in n) Object.hasOwn(n, d) && ((r = n[d]), r !== void 0 && tp(e, t, d, r, n, void 0));
            return;
          }
      }
      for (c in n) Object.hasOwn(n, c) && ((r = n[c]), r != null && $(e, t, c, r, n, null));
    }
    var rp = {};
    function ip(e, t, n, r) {
      switch (t) {
        case 'div':
        case 'span':
        case 'svg':
        case 'path':
        case 'a':
        case 'g':
        case 'p':
        case 'li':
          break;
        case 'input':
          var i = null,
            a = null,
            o = null,
            c = null,
            l = null,
            u = null,
            d = null;
          for (m in n) {
            var f = n[m];
            if (Object.hasOwn(n, m) && f != null)
              switch (m) {
                case 'checked':
                  break;
                case 'value':
                  break;
                case 'defaultValue':
                  l = f;
                default:
                  Object.hasOwn(r, m) || $(e, t, m, null, r, f);
              }
          }
          for (var p in r) {
            var m = r[p];
            if (((f = n[p]), Object.hasOwn(r, p) && (m != null || f != null)))
              switch (p) {
                case 'type':
                  m !== f && (D = !0), (a = m);
                  break;
                case 'name':
                  m !== f && (D = !0), (i = m);
                  break;
                case 'checked':
                  m !== f && (D = !0), (u = m);
                  break;
                case 'defaultChecked':
                  m !== f && (D = !0), (d = m);
                  break;
                case 'value':
                  m !== f && (D = !0), (o = m);
                  break;
                case 'defaultValue':
                  m !== f && (D = !0), (c = m);
                  break;
                case 'children':
                case 'dangerouslySetInnerHTML':
                  if (m != null) throw Error(s(137, t));
                  break;
                default:
                  m !== f && $(e, t, p, m, r, f);
              }
          }
          gn(e, o, c, l, u, d, a, i);
          return;
        case 'select':
          for (a in ((m = o = c = p = null), n))
            if (((l = n[a]), Object.hasOwn(n, a) && l != null))
              switch (a) {
                case 'value':
                  break;
                case 'multiple':
                  m = l;
                default:
                  Object.hasOwn(r, a) || $(e, t, a, null, r, l);
              }
          for (i in r)
            if (((a = r[i]), (l = n[i]), Object.hasOwn(r, i) && (a != null || l != null)))
              switch (i) {
                case 'value':
                  a !== l && (D = !0), (p = a);
                  break;
                case 'defaultValue':
                  a !== l && (D = !0), (c = a);
                  break;
                case 'multiple':
                  a !== l && (D = !0), (o = a);
                default:
                  a !== l && $(e, t, i, a, r, l);
              }
          (t = c), (n = o), (r = m), p == null ? !!r != !!n && (t == null ? yn(e, !!n, n ? [] : '', !1) : yn(e, !!n, t, !0)) : yn(e, !!n, p, !1);
          return;
        case 'textarea':
          for (c in ((m = p = null), n))
            if (((i = n[c]), Object.hasOwn(n, c) && i != null && !Object.hasOwn(r, c)))
              switch (c) {
                case 'value':
                  break;
                case 'children':
                  break;
                default:
                  $(e, t, c, null, r, i);
              }
          for (o in r)
            if (((i = r[o]), (a = n[o]), Object.hasOwn(r, o) && (i != null || a != null)))
              switch (o) {
                case 'value':
                  i !== a && (D = !0), (p = i);
                  break;
                case 'defaultValue':
                  i !== a && (D = !0), (m = i);
                  break;
                case 'children':
                  break;
                case 'dangerouslySetInnerHTML':
                  if (i != null) throw Error(s(91));
                  break;
                default:
                  i !== a && $(e, t, o, i, r, a);
              }
          bn(e, p, m);
          return;
        case 'option':
          for (var h in n)
            if (((p = n[h]), Object.hasOwn(n, h) && p != null && !Object.hasOwn(r, h)))
              switch (h) {
                case 'selected':
                  e.selected = !1;
                  break;
                default:
                  $(e, t, h, null, r, p);
              }
          for (l in r)
            if (((p = r[l]), (m = n[l]), Object.hasOwn(r, l) && p !== m && (p != null || m != null)))
              switch (l) {
                case 'selected':
                  p !== m && (D = !0), (e.selected = p && typeof p != 'function' && typeof p != 'symbol');
                  break;
                default:
                  $(e, t, l, p, r, m);
              }
          return;
        case 'img':
        case 'link':
        case 'area':
        case 'base':
        case 'br':
        case 'col':
        case 'embed':
        case 'hr':
        case 'keygen':
        case 'meta':
        case 'param':
        case 'source':
        case 'track':
        case 'wbr':
        case 'menuitem':
          for (var g in n) (p = n[g]), Object.hasOwn(n, g) && p != null && !Object.hasOwn(r, g) && $(e, t, g, null, r, p);
          for (u in r)
            if (((p = r[u]), (m = n[u]), Object.hasOwn(r, u) && p !== m && (p != null || m != null)))
              switch (u) {
                case 'children':
                case 'dangerouslySetInnerHTML':
                  if (p != null) throw Error(s(137, t));
                  break;
                default:
                  $(e, t, u, p, r, m);
              }
          return;
        default:
          if (En(t)) {
            for (var _ in n) (p = n[_]), Object.hasOwn(n, _) && p !== void 0 && !Object.hasOwn(r, _) && tp(e, t, _, void 0, r, p);
            for (d in r) (p = r[d]), (m = n[d]), !Object.hasOwn(r, d) || p === m || (p === void 0 && m === void 0) || tp(e, t, d, p, r, m);
            return;
          }
      }
      for (var v in n) (p = n[v]), Object.hasOwn(n, v) && p != null && !Object.hasOwn(r, v) && $(e, t, v, null, r, p);
      for (f in r) (p = r[f]), (m = n[f]), !Object.hasOwn(r, f) || p === m || (p == null && m == null) || $(e, t, f, p, r, m);
    }
    function ap(e) {
      switch (e) {
        case 'css':
        case 'script':
        case 'font':
        case 'img':
        case 'image':
        case 'input':
        case 'link':
          return !0;
        default:
          return !1;
      }
    }
    function op() {
      if (typeof performance.getEntriesByType == 'function') {
        for (var e = 0, t = 0, n = performance.getEntriesByType('resource'), r = 0; r < n.length; r++) {
          var i = n[r],
            a = i.transferSize,
            o = i.initiatorType,
            s = i.duration;
          if (a && s && ap(o)) {
            for (o = 0, s = i.responseEnd, r += 1; r < n.length; r++) {
              var c = n[r],
                l = c.startTime;
              if (l > s) break;
              var u = c.transferSize,
                d = c.initiatorType;
              u && ap(d) && ((c = c.responseEnd), (o += u * (c < s ? 1 : (s - l) / (c - l))));
            }
            if ((--r, (t += (8 * (a + o)) / (i.duration / 1e3)), e++, 10 < e)) break;
          }
        }
        if (0 < e) return t / e / 1e6;
      }
      return navigator.connection && ((e = navigator.connection.downlink), typeof e == 'number') ? e : 5;
    }
    var sp = null,
      cp = null;
    function lp(e) {
      return e.nodeType === 9 ? e : e.ownerDocument;
    }
    function up(e) {
      switch (e) {
        case 'http://www.w3.org/2000/svg':
          return 1;
        case 'http://www.w3.org/1998/Math/MathML':
          return 2;
        default:
          return 0;
      }
    }
    function dp(e, t) {
      if (e === 0)
        switch (t) {
          case 'svg':
            return 1;
          case 'math':
            return 2;
          default:
            return 0;
        }
      return e === 1 && t === 'foreignObject' ? 0 : e;
    }
    function fp(e, t, n, r) {
      return ((n = lp(n).createElement(e)), (n[Ft] = r), (n[It] = t), np(n, e, t), E(n), n);
    }
    function pp(e, t) {
      return (
        e === 'textarea' ||
        e === 'noscript' ||
        typeof t.children == 'string' ||
        typeof t.children == 'number' ||
        typeof t.children == 'bigint' ||
        (typeof t.dangerouslySetInnerHTML == 'object' && t.dangerouslySetInnerHTML !== null && t.dangerouslySetInnerHTML.__html != null)
      );
    }
    var mp = null;
    function hp() {
      var e = window.event;
      return e && e.type === 'popstate' ? e !== mp && ((mp = e), !0) : ((mp = null), !1);
    }
    var gp = typeof setTimeout == 'function' ? setTimeout : void 0,
      _p = typeof clearTimeout == 'function' ? clearTimeout : void 0,
      vp = typeof Promise == 'function' ? Promise : void 0,
      yp = typeof requestAnimationFrame == 'function' ? requestAnimationFrame : gp,
      bp = typeof queueMicrotask == 'function' ? queueMicrotask : vp === void 0 ? gp : (e) => vp.resolve(null).then(e).catch(xp);
    function xp(e) {
      setTimeout(() => {
        throw e;
      });
    }
    function Sp(e) {
      return e === 'head';
    }
    function Cp(e, t) {
      var n = t,
        r = 0;
      do {
        var i = n.nextSibling;
        if ((e.removeChild(n), i && i.nodeType === 8)) {
          if (((n = i.data), n === '/$' || n === '/&')) {
            if (r === 0) {
              e.removeChild(i), Hh(t);
              return;
            }
            r--;
          } else if (n === '$' || n === '$?' || n === '$~' || n === '$!' || n === '&') r++;
          else if (n === 'html') _m(e.ownerDocument.documentElement);
          else if (n === 'head') {
            (n = e.ownerDocument.head), _m(n);
            for (var a = n.firstChild; a; ) {
              var o = a.nextSibling,
                s = a.nodeName;
              a[Ht] || s === 'SCRIPT' || s === 'STYLE' || (s === 'LINK' && a.rel.toLowerCase() === 'stylesheet') || n.removeChild(a), (a = o);
            }
          } else n === 'body' && _m(e.ownerDocument.body);
        }
        n = i;
      } while (n);
      Hh(t);
    }
    function wp(e, t) {
      var n = e;
      e = 0;
      do {
        var r = n.nextSibling;
        if (
          (n.nodeType === 1
            ? t
              ? ((n._stashedDisplay = n.style.display), (n.style.display = 'none'))
              : ((n.style.display = n._stashedDisplay || ''), n.getAttribute('style') === '' && n.removeAttribute('style'))
            : n.nodeType === 3 && (t ? ((n._stashedText = n.nodeValue), (n.nodeValue = '')) : (n.nodeValue = n._stashedText || '')),
          r && r.nodeType === 8)
        ) {
          if (((n = r.data), n === '/$')) {
            if (e === 0) break;
            e--;
          } else (n !== '$' && n !== '$?' && n !== '$~' && n !== '$!') || e++;
        }
        n = r;
      } while (n);
    }
    function Tp(e, t, n) {
      if (
        ((t = CSS.escape(t) === t ? t : 'r-' + btoa(t).replace(/=/g, '')),
        (e.style.viewTransitionName = t),
        n != null && (e.style.viewTransitionClass = n),
        (n = getComputedStyle(e)),
        n.display === 'inline')
      ) {
        if (((t = e.getClientRects()), t.length === 1)) var r = 1;
        else
          for (var i = (r = 0); i < t.length; i++) {
            var a = t[i];
            0 < a.width && 0 < a.height && r++;
          }
        r === 1 &&
          ((e = e.style),
          (e.display = t.length === 1 ? 'inline-block' : 'block'),
          (e.marginTop = '-' + n.paddingTop),
          (e.marginBottom = '-' + n.paddingBottom));
      }
    }
    function Ep(e, t) {
      (e = e.style), (t = t.style);
      var n =
        t == null
          ? null
          : Object.hasOwn(t, 'viewTransitionName')
            ? t.viewTransitionName
            : Object.hasOwn(t, 'view-transition-name')
              ? t['view-transition-name']
              : null;
      (e.viewTransitionName = n == null || typeof n == 'boolean' ? '' : ('' + n).trim()),
        (n =
          t == null
            ? null
            : Object.hasOwn(t, 'viewTransitionClass')
              ? t.viewTransitionClass
              : Object.hasOwn(t, 'view-transition-class')
                ? t['view-transition-class']
                : null),
        (e.viewTransitionClass = n == null || typeof n == 'boolean' ? '' : ('' + n).trim()),
        e.display === 'inline-block' &&
          (t == null
            ? (e.display = e.margin = '')
            : ((n = t.display),
              (e.display = n == null || typeof n == 'boolean' ? '' : n),
              (n = t.margin),
              n == null
                ? ((n = Object.hasOwn(t, 'marginTop') ? t.marginTop : t['margin-top']),
                  (e.marginTop = n == null || typeof n == 'boolean' ? '' : n),
                  (t = Object.hasOwn(t, 'marginBottom') ? t.marginBottom : t['margin-bottom']),
                  (e.marginBottom = t == null || typeof t == 'boolean' ? '' : t))
                : (e.margin = n)));
    }
    function Dp(e, t, n) {
      return (
        (n = n.ownerDocument.defaultView),
        {
          rect: e,
          abs: t.position === 'absolute' || t.position === 'fixed',
          clip: t.clipPath !== 'none' || t.overflow !== 'visible' || t.filter !== 'none' || t.mask !== 'none' || t.mask !== 'none' || t.borderRadius !== '0px',
          view: 0 <= e.bottom && 0 <= e.right && e.top <= n.innerHeight && e.left <= n.innerWidth,
        }
      );
    }
    function Op(e) {
      return Dp(e.getBoundingClientRect(), getComputedStyle(e), e);
    }
    function kp(e) {
      var t = e.getBoundingClientRect();
      t = new DOMRect(t.x + 2e4, t.y + 2e4, t.width, t.height);
      var n = getComputedStyle(e);
      return Dp(t, n, e);
    }
    function Ap(e) {
      return e.documentElement.clientHeight;
    }
    function jp(e) {
      this.addEventListener('load', e), this.addEventListener('error', e);
    }
    function Mp(e, t, n, r, i, a, o, s, c) {
      var l = t.nodeType === 9 ? t : t.ownerDocument;
      try {
        var u = l.startViewTransition({
          update: () => {
            var t = l.defaultView,
              n = t.navigation && t.navigation.transition,
              o = l.fonts.status;
            r();
            var s = [];
            if ((o === 'loaded' && (Ap(l), l.fonts.status === 'loading' && s.push(l.fonts.ready)), (o = s.length), e !== null))
              for (var c = e.suspenseyImages, u = 0, d = 0; d < c.length; d++) {
                var f = c[d];
                if (!f.complete) {
                  var p = f.getBoundingClientRect();
                  if (0 < p.bottom && 0 < p.right && p.top < t.innerHeight && p.left < t.innerWidth) {
                    if (((u += Xm(f)), u > $m)) {
                      s.length = o;
                      break;
                    }
                    (f = new Promise(jp.bind(f))), s.push(f);
                  }
                }
              }
            if (0 < s.length)
              return (
                (t = Promise.race([Promise.all(s), new Promise((e) => setTimeout(e, 500))]).then(i, i)),
                (n ? Promise.allSettled([n.finished, t]) : t).then(a, a)
              );
            if ((i(), n)) return n.finished.then(a, a);
            a();
          },
          types: n,
        });
        l.__reactViewTransition = u;
        var d = [];
        return (
          u.ready.then(
            () => {
              for (var e = l.documentElement.getAnimations({ subtree: !0 }), t = 0; t < e.length; t++) {
                var n = e[t],
                  r = n.effect,
                  i = r.pseudoElement;
                if (i != null && i.startsWith('::view-transition')) {
                  d.push(n), (n = r.getKeyframes());
                  for (var a = (i = void 0), s = !0, c = 0; c < n.length; c++) {
                    var u = n[c],
                      f = u.width;
                    if (i === void 0) i = f;
                    else if (i !== f) {
                      s = !1;
                      break;
                    }
                    if (((f = u.height), a === void 0)) a = f;
                    else if (a !== f) {
                      s = !1;
                      break;
                    }
                    delete u.width, delete u.height, u.transform === 'none' && delete u.transform;
                  }
                  s &&
                    i !== void 0 &&
                    a !== void 0 &&
                    (r.setKeyframes(n), (s = getComputedStyle(r.target, r.pseudoElement)), s.width !== i || s.height !== a) &&
                    ((s = n[0]), (s.width = i), (s.height = a), (s = n[n.length - 1]), (s.width = i), (s.height = a), r.setKeyframes(n));
                }
              }
              o();
            },
            (e) => {
              l.__reactViewTransition === u && (l.__reactViewTransition = null);
              try {
                if (typeof e == 'object' && e)
                  switch (e.name) {
                    case 'InvalidStateError':
                      (e.message === 'View transition was skipped because document visibility state is hidden.' ||
                        e.message === 'Skipping view transition because document visibility state has become hidden.' ||
                        e.message === 'Skipping view transition because viewport size changed.' ||
                        e.message === 'Transition was aborted because of invalid state') &&
                        (e = null);
                  }
                e !== null && c(e);
              } finally {
                r(), i(), o();
              }
            },
          ),
          u.finished.finally(() => {
            for (var e = 0; e < d.length; e++) d[e].cancel();
            l.__reactViewTransition === u && (l.__reactViewTransition = null), s();
          }),
          u
        );
      } catch {
        return (r(), i(), o(), null);
      }
    }
    function Np(e, t) {
      (this._scope = document.documentElement), (this._selector = '::view-transition-' + e + '(' + t + ')');
    }
    (Np.prototype.animate = function (e, t) {
      return ((t = typeof t == 'number' ? { duration: t } : S({}, t)), (t.pseudoElement = this._selector), this._scope.animate(e, t));
    }),
      (Np.prototype.getAnimations = function () {
        for (var e = this._scope, t = this._selector, n = e.getAnimations({ subtree: !0 }), r = [], i = 0; i < n.length; i++) {
          var a = n[i].effect;
          a !== null && a.target === e && a.pseudoElement === t && r.push(n[i]);
        }
        return r;
      }),
      (Np.prototype.getComputedStyle = function () {
        return getComputedStyle(this._scope, this._selector);
      });
    function Pp(e) {
      return {
        name: e,
        group: new Np('group', e),
        imagePair: new Np('image-pair', e),
        old: new Np('old', e),
        new: new Np('new', e),
      };
    }
    function Fp(e) {
      (this._fragmentFiber = e), (this._observers = this._eventListeners = null);
    }
    Fp.prototype.addEventListener = function (e, t, n) {
      var r = null,
        i = null;
      if (!(n != null && typeof n != 'boolean' && ((r = n.signal || null), r !== null && r.aborted))) {
        this._eventListeners === null && (this._eventListeners = []);
        var a = this._eventListeners;
        if (Bp(a, e, t, n) === -1) {
          var o = this,
            s = t;
          n != null &&
            typeof n != 'boolean' &&
            !0 === n.once &&
            (s = function (r) {
              o.removeEventListener(e, t, n), typeof t == 'function' ? t.call(this, r) : t.handleEvent(r);
            }),
            r !== null &&
              ((i = o.removeEventListener.bind(o, e, t, n)), r.addEventListener('abort', i, { once: !0 }), (i = r.removeEventListener.bind(r, 'abort', i))),
            (r = Rp(n)),
            a.push({
              type: e,
              listener: t,
              optionsOrUseCapture: n,
              attachedListener: s,
              cleanup: i,
            }),
            h(this._fragmentFiber.child, !1, Ip, e, s, r);
        }
        this._eventListeners = a;
      }
    };
    function Ip(e, t, n, r) {
      return (b(e).addEventListener(t, n, r), !1);
    }
    Fp.prototype.removeEventListener = function (e, t, n) {
      var r = this._eventListeners;
      if (r !== null && ((t = Bp(r, e, t, n)), t !== -1)) {
        var i = r[t];
        n = i.attachedListener;
        var a = i.cleanup;
        (i = Rp(i.optionsOrUseCapture)), h(this._fragmentFiber.child, !1, Lp, e, n, i), r.splice(t, 1), a !== null && a();
      }
    };
    function Lp(e, t, n, r) {
      return (b(e).removeEventListener(t, n, r), !1);
    }
    function Rp(e) {
      return e != null && typeof e != 'boolean' && (!0 === e.once || e.signal instanceof AbortSignal)
        ? {
            capture: e.capture,
            passive: e.passive,
          }
        : e;
    }
    function zp(e) {
      return e == null ? 'c=0' : typeof e == 'boolean' ? 'c=' + (e ? '1' : '0') : 'c=' + (e.capture ? '1' : '0');
    }
    function Bp(e, t, n, r) {
      if (e.length === 0) return -1;
      r = zp(r);
      for (var i = 0; i < e.length; i++) {
        var a = e[i];
        if (a.type === t && a.listener === n && zp(a.optionsOrUseCapture) === r) return i;
      }
      return -1;
    }
    (Fp.prototype.dispatchEvent = function (e) {
      var t = g(this._fragmentFiber);
      if (t === null) return !0;
      t = b(t);
      var n = this._eventListeners;
      if ((n !== null && 0 < n.length) || !e.bubbles) {
        var r = t.nodeType === 9 ? t.createComment('') : document.createTextNode('');
        if (n)
          for (var i = 0; i < n.length; i++) {
            var a = n[i];
            r.addEventListener(a.type, a.attachedListener, Rp(a.optionsOrUseCapture));
          }
        if ((t.appendChild(r), (e = r.dispatchEvent(e)), n))
          for (i = 0; i < n.length; i++) (a = n[i]), r.removeEventListener(a.type, a.attachedListener, Rp(a.optionsOrUseCapture));
        return (t.removeChild(r), e);
      }
      return t.dispatchEvent(e);
    }),
      (Fp.prototype.focus = function (e) {
        h(this._fragmentFiber.child, !0, Vp, e, void 0, void 0);
      });
    function Vp(e, t) {
      return e.tag !== 6 && ((e = b(e)), pm(e, t));
    }
    Fp.prototype.focusLast = function (e) {
      var t = [];
      h(this._fragmentFiber.child, !0, Hp, t, void 0, void 0);
      for (var n = t.length - 1; 0 <= n && !Vp(t[n], e); n--);
    };
    function Hp(e, t) {
      return (t.push(e), !1);
    }
    Fp.prototype.blur = function () {
      var e = g(this._fragmentFiber);
      e !== null && ((e = b(e)), (e = lp(e).activeElement), e !== null && h(this._fragmentFiber.child, !1, Up, e, void 0, void 0));
    };
    function Up(e, t) {
      return e.tag !== 6 && ((e = b(e)), e === t || e.contains(t) ? (t.blur(), !0) : !1);
    }
    Fp.prototype.observeUsing = function (e) {
      this._observers === null && (this._observers = /* @__PURE__ */ new Set()),
        this._observers.add(e),
        h(this._fragmentFiber.child, !1, Wp, e, void 0, void 0);
    };
    function Wp(e, t) {
      return (e.tag === 6 || ((e = b(e)), t.observe(e)), !1);
    }
    Fp.prototype.unobserveUsing = function (e) {
      var t = this._observers;
      if (t !== null && t.has(e)) {
        t.delete(e), h(this._fragmentFiber.child, !1, Gp, e, void 0, void 0);
        for (var n = (t = 0); n < Kp.length; n++) {
          var r = Kp[n];
          r.fragmentInstance === this && r.observer === e ? e.unobserve(r.instance) : (Kp[t++] = r);
        }
        Kp.length = t;
      }
    };
    function Gp(e, t) {
      return (e.tag === 6 || ((e = b(e)), t.unobserve(e)), !1);
    }
    var Kp = [],
      qp = !1;
    function Jp(e, t, n) {
      Kp.push({
        fragmentInstance: e,
        observer: t,
        instance: n,
      }),
        qp ||
          ((qp = !0),
          mm(() => {
            qp = !1;
            var e = Kp;
            Kp = [];
            for (var t = 0; t < e.length; t++) {
              var n = e[t];
              n.observer.unobserve(n.instance);
            }
          }));
    }
    Fp.prototype.getClientRects = function () {
      var e = [];
      return (h(this._fragmentFiber.child, !1, Yp, e, void 0, void 0), e);
    };
    function Yp(e, t) {
      if (e.tag === 6) {
        e = e.stateNode;
        var n = e.ownerDocument.createRange();
        n.selectNodeContents(e), t.push.apply(t, n.getClientRects());
      } else (e = b(e)), t.push.apply(t, e.getClientRects());
      return !1;
    }
    (Fp.prototype.getRootNode = function (e) {
      var t = g(this._fragmentFiber);
      return t === null ? this : b(t).getRootNode(e);
    }),
      (Fp.prototype.compareDocumentPosition = function (e) {
        var t = g(this._fragmentFiber);
        if (t === null) return Node.DOCUMENT_POSITION_DISCONNECTED;
        var n = [];
        h(this._fragmentFiber.child, !1, Hp, n, void 0, void 0);
        var r = b(t);
        if (n.length === 0) {
          if (((n = r), _(this._fragmentFiber))) {
            a: {
              for (t = this._fragmentFiber.return; t !== null; ) {
                if (t.tag === 4) {
                  t = t.stateNode.containerInfo;
                  break a;
                }
                if (t.tag === 3 || t.tag === 5 || t.tag === 27) break;
                t = t.return;
              }
              t = null;
            }
            t != null && (n = t);
          }
          t = this._fragmentFiber;
          var i = (r = n.compareDocumentPosition(e));
          return (
            n === e
              ? (i = Node.DOCUMENT_POSITION_CONTAINS)
              : r & Node.DOCUMENT_POSITION_CONTAINED_BY &&
                ((n = v(t)[1]),
                n === null
                  ? (i = Node.DOCUMENT_POSITION_PRECEDING)
                  : ((e = b(n).compareDocumentPosition(e)),
                    (i = e === 0 || e & Node.DOCUMENT_POSITION_FOLLOWING ? Node.DOCUMENT_POSITION_FOLLOWING : Node.DOCUMENT_POSITION_PRECEDING))),
            (i |= Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC)
          );
        }
        (t = b(n[0])), (i = b(n[n.length - 1]));
        var a = _(this._fragmentFiber) ? t.parentElement : r;
        if (a == null) return Node.DOCUMENT_POSITION_DISCONNECTED;
        (r = a.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_CONTAINED_BY), (a = a.compareDocumentPosition(i) & Node.DOCUMENT_POSITION_CONTAINED_BY);
        var o = t.compareDocumentPosition(e),
          s = i.compareDocumentPosition(e),
          c = o & Node.DOCUMENT_POSITION_CONTAINED_BY || s & Node.DOCUMENT_POSITION_CONTAINED_BY;
        return (
          (s = r && a && o & Node.DOCUMENT_POSITION_FOLLOWING && s & Node.DOCUMENT_POSITION_PRECEDING),
          (t =
            (r && t === e) || (a && i === e) || c || s
              ? Node.DOCUMENT_POSITION_CONTAINED_BY
              : (!r && t === e) || (!a && i === e)
                ? Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC
                : o),
          t & Node.DOCUMENT_POSITION_DISCONNECTED || t & Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC || Xp(t, this._fragmentFiber, n[0], n[n.length - 1], e)
            ? t
            : Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC
        );
      });
    function Xp(e, t, n, r, i) {
      var a = Gt(i);
      if (e & Node.DOCUMENT_POSITION_CONTAINED_BY) {
        if ((n = !!a))
          a: {
            for (; a !== null; ) {
              if (a.tag === 7 && (a === t || a.alternate === t)) {
                n = !0;
                break a;
              }
              a = a.return;
            }
            n = !1;
          }
        return n;
      }
      if (e & Node.DOCUMENT_POSITION_CONTAINS) {
        if (a === null) return ((a = i.ownerDocument), i === a || i === a.documentElement || i === a.body);
        a: {
          for (a = t, t = g(t); a !== null; ) {
            if (!((a.tag !== 5 && a.tag !== 3 && a.tag !== 27) || (a !== t && a.alternate !== t))) {
              a = !0;
              break a;
            }
            a = a.return;
          }
          a = !1;
        }
        return a;
      }
      return e & Node.DOCUMENT_POSITION_PRECEDING
        ? ((t = !!a) && !(t = a === n) && ((t = ie(n, a, x)), t === null ? (t = !1) : (h(t, !0, ne, a, n), (a = ee), (ee = null), (t = a !== null))), t)
        : e & Node.DOCUMENT_POSITION_FOLLOWING
          ? ((t = !!a) && !(t = a === r) && ((t = ie(r, a, x)), t === null ? (t = !1) : (h(t, !0, re, a, r), (a = ee), (te = ee = null), (t = a !== null))), t)
          : !1;
    }
    function Zp(e, t) {
      var n = e.ownerDocument.createRange();
      n.selectNodeContents(e),
        (e = n.getBoundingClientRect()),
        window.scrollTo(window.scrollX + e.left, t ? window.scrollY + e.top : window.scrollY + e.bottom - window.innerHeight);
    }
    Fp.prototype.scrollIntoView = function (e) {
      if (typeof e == 'object') throw Error(s(566));
      var t = [];
      h(this._fragmentFiber.child, !1, Hp, t, void 0, void 0);
      var n = !1 !== e;
      if (t.length === 0) {
        var r = v(this._fragmentFiber);
        if (((r = n ? r[1] || r[0] || g(this._fragmentFiber) : r[0] || r[1]), r === null)) return;
        if (r.tag === 6) {
          (e = b(r)), Zp(e, n);
          return;
        }
        if (((r = b(r)), r.nodeType !== 9)) {
          if (r.nodeType === 11) {
            (n = 'host' in r ? r.host : null), n !== null && n.scrollIntoView(e);
            return;
          }
          r.scrollIntoView(e);
        }
      }
      for (r = n ? t.length - 1 : 0; r !== (n ? -1 : t.length); ) {
        var i = t[r];
        i.tag === 6 ? ((i = b(i)), Zp(i, n)) : b(i).scrollIntoView(e), (r += n ? -1 : 1);
      }
    };
    function Qp(e, t) {
      return ((e = b(e)), $p(e, t), !1);
    }
    function $p(e, t) {
      (e.reactFragments ??= /* @__PURE__ */ new Set()), e.reactFragments.add(t);
    }
    function em(e, t) {
      var n = t._eventListeners;
      if (n !== null)
        for (var r = 0; r < n.length; r++) {
          var i = n[r];
          e.addEventListener(i.type, i.attachedListener, Rp(i.optionsOrUseCapture));
        }
      e.nodeType !== 3 &&
        ((n = t._observers),
        n !== null &&
          n.forEach((n) => {
            for (var r = 0, i = 0; i < Kp.length; i++) {
              var a = Kp[i];
              (a.fragmentInstance !== t || a.observer !== n || a.instance !== e) && (Kp[r++] = a);
            }
            (Kp.length = r), n.observe(e);
          }),
        $p(e, t));
    }
    function tm(e, t) {
      var n = t._eventListeners;
      if (n !== null)
        for (var r = 0; r < n.length; r++) {
          var i = n[r];
          e.removeEventListener(i.type, i.attachedListener, Rp(i.optionsOrUseCapture));
        }
      e.nodeType !== 3 &&
        ((n = t._observers),
        n !== null &&
          n.forEach((n) => {
            typeof n.rootMargin == 'string' ? Jp(t, n, e) : n.unobserve(e);
          }),
        e.reactFragments != null && e.reactFragments.delete(t));
    }
    function nm(e) {
      var t = e.firstChild;
      for (t && t.nodeType === 10 && (t = t.nextSibling); t; ) {
        var n = t;
        switch (((t = t.nextSibling), n.nodeName)) {
          case 'HTML':
          case 'HEAD':
          case 'BODY':
            nm(n), Wt(n);
            continue;
          case 'SCRIPT':
          case 'STYLE':
            continue;
          case 'LINK':
            if (n.rel.toLowerCase() === 'stylesheet') continue;
        }
        e.removeChild(n);
      }
    }
    function rm(e, t, n, r) {
      for (; e.nodeType === 1; ) {
        var i = n;
        if (e.nodeName.toLowerCase() !== t.toLowerCase()) {
          if (!r && (e.nodeName !== 'INPUT' || e.type !== 'hidden')) break;
        } else if (!r) {
          if (t === 'input' && e.type === 'hidden') {
            var a = i.name == null ? null : '' + i.name;
            if (i.type === 'hidden' && e.getAttribute('name') === a) return e;
          } else return e;
        } else if (!e[Ht])
          switch (t) {
            case 'meta':
              if (!e.hasAttribute('itemprop')) break;
              return e;
            case 'link':
              if (
                ((a = e.getAttribute('rel')),
                (a === 'stylesheet' && e.hasAttribute('data-precedence')) ||
                  a !== i.rel ||
                  e.getAttribute('href') !== (i.href == null || i.href === '' ? null : i.href) ||
                  e.getAttribute('crossorigin') !== (i.crossOrigin == null ? null : i.crossOrigin) ||
                  e.getAttribute('title') !== (i.title == null ? null : i.title))
              )
                break;
              return e;
            case 'style':
              if (e.hasAttribute('data-precedence')) break;
              return e;
            case 'script':
              if (
                ((a = e.getAttribute('src')),
                (a !== (i.src == null ? null : i.src) ||
                  e.getAttribute('type') !== (i.type == null ? null : i.type) ||
                  e.getAttribute('crossorigin') !== (i.crossOrigin == null ? null : i.crossOrigin)) &&
                  a &&
                  e.hasAttribute('async') &&
                  !e.hasAttribute('itemprop'))
              )
                break;
              return e;
            default:
              return e;
          }
        if (((e = lm(e.nextSibling)), e === null)) break;
      }
      return null;
    }
    function im(e, t, n) {
      if (t === '') return null;
      for (; e.nodeType !== 3; )
        if (((e.nodeType !== 1 || e.nodeName !== 'INPUT' || e.type !== 'hidden') && !n) || ((e = lm(e.nextSibling)), e === null)) return null;
      return e;
    }
    function am(e, t) {
      for (; e.nodeType !== 8; )
        if (((e.nodeType !== 1 || e.nodeName !== 'INPUT' || e.type !== 'hidden') && !t) || ((e = lm(e.nextSibling)), e === null)) return null;
      return e;
    }
    function om(e) {
      return e.data === '$?' || e.data === '$~';
    }
    function sm(e) {
      return e.data === '$!' || (e.data === '$?' && e.ownerDocument.readyState !== 'loading');
    }
    function cm(e, t) {
      var n = e.ownerDocument;
      if (e.data === '$~') e._reactRetry = t;
      else if (e.data !== '$?' || n.readyState !== 'loading') t();
      else {
        var r = () => {
          t(), n.removeEventListener('DOMContentLoaded', r);
        };
        n.addEventListener('DOMContentLoaded', r), (e._reactRetry = r);
      }
    }
    function lm(e) {
      for (; e != null; e = e.nextSibling) {
        var t = e.nodeType;
        if (t === 1 || t === 3) break;
        if (t === 8) {
          if (((t = e.data), t === '$' || t === '$!' || t === '$?' || t === '$~' || t === '&' || t === 'F!' || t === 'F')) break;
          if (t === '/$' || t === '/&') return null;
        }
      }
      return e;
    }
    var um = null;
    function dm(e) {
      e = e.nextSibling;
      for (var t = 0; e; ) {
        if (e.nodeType === 8) {
          var n = e.data;
          if (n === '/$' || n === '/&') {
            if (t === 0) return lm(e.nextSibling);
            t--;
          } else (n !== '$' && n !== '$!' && n !== '$?' && n !== '$~' && n !== '&') || t++;
        }
        e = e.nextSibling;
      }
      return null;
    }
    function fm(e) {
      e = e.previousSibling;
      for (var t = 0; e; ) {
        if (e.nodeType === 8) {
          var n = e.data;
          if (n === '$' || n === '$!' || n === '$?' || n === '$~' || n === '&') {
            if (t === 0) return e;
            t--;
          } else (n !== '/$' && n !== '/&') || t++;
        }
        e = e.previousSibling;
      }
      return null;
    }
    function pm(e, t) {
      function n() {
        r = !0;
      }
      if (e.ownerDocument.activeElement === e) return !0;
      var r = !1;
      try {
        e.ownerDocument.addEventListener('focus', n, !0), (e.focus || HTMLElement.prototype.focus).call(e, t);
      } finally {
        e.ownerDocument.removeEventListener('focus', n, !0);
      }
      return r;
    }
    function mm(e) {
      yp(() => {
        yp((t) => e(t));
      });
    }
    function hm(e, t, n) {
      switch (((t = lp(n)), e)) {
        case 'html':
          if (((e = t.documentElement), !e)) throw Error(s(452));
          return e;
        case 'head':
          if (((e = t.head), !e)) throw Error(s(453));
          return e;
        case 'body':
          if (((e = t.body), !e)) throw Error(s(454));
          return e;
        default:
          throw Error(s(451));
      }
    }
    function gm(e, t, n) {
      for (var r in n) {
        var i = n[r];
        Object.hasOwn(n, r) && i != null && $(e, t, r, null, rp, i);
      }
      n.dangerouslySetInnerHTML != null && (e.textContent = ''), e.onclick === An && (e.onclick = null), Wt(e);
    }
    function _m(e) {
      for (var t = e.attributes; t.length; ) e.removeAttributeNode(t[0]);
      Wt(e);
    }
    var vm = /* @__PURE__ */ new Map(),
      ym = /* @__PURE__ */ new Set();
    function bm(e) {
      if (typeof e.getRootNode == 'function') {
        var t = e.getRootNode();
        if (t.nodeType === 9 || t.nodeType === 11) return t;
      }
      return e.nodeType === 9 ? e : e.ownerDocument;
    }
    var xm = w.d;
    w.d = {
      f: Sm,
      r: Cm,
      D: Em,
      C: Dm,
      L: Om,
      m: km,
      X: jm,
      S: Am,
      M: Mm,
    };
    function Sm() {
      var e = xm.f(),
        t = zd();
      return e || t;
    }
    function Cm(e) {
      var t = Kt(e);
      t !== null && t.tag === 5 && t.type === 'form' ? lc(t) : xm.r(e);
    }
    var wm = typeof document > 'u' ? null : document;
    function Tm(e, t, n) {
      var r = wm;
      if (r && typeof t == 'string' && t) {
        var i = hn(t);
        (i = 'link[rel="' + e + '"][href="' + i + '"]'),
          typeof n == 'string' && (i += '[crossorigin="' + n + '"]'),
          ym.has(i) ||
            (ym.add(i),
            (e = {
              rel: e,
              crossOrigin: n,
              href: t,
            }),
            r.querySelector(i) === null && ((t = r.createElement('link')), np(t, 'link', e), E(t), r.head.appendChild(t)));
      }
    }
    function Em(e) {
      xm.D(e), Tm('dns-prefetch', e, null);
    }
    function Dm(e, t) {
      xm.C(e, t), Tm('preconnect', e, t);
    }
    function Om(e, t, n) {
      xm.L(e, t, n);
      var r = wm;
      if (r && e && t) {
        var i = 'link[rel="preload"][as="' + hn(t) + '"]';
        t === 'image' && n && n.imageSrcSet
          ? ((i += '[imagesrcset="' + hn(n.imageSrcSet) + '"]'), typeof n.imageSizes == 'string' && (i += '[imagesizes="' + hn(n.imageSizes) + '"]'))
          : (i += '[href="' + hn(e) + '"]');
        var a = i;
        switch (t) {
          case 'style':
            a = Pm(e);
            break;
          case 'script':
            a = Rm(e);
        }
        if (
          !(
            vm.has(a) ||
            ((e = S(
              {
                rel: 'preload',
                href: t === 'image' && n && n.imageSrcSet ? void 0 : e,
                as: t,
              },
              n,
            )),
            vm.set(a, e),
            r.querySelector(i) !== null || (t === 'style' && r.querySelector(Fm(a))) || (t === 'script' && r.querySelector(zm(a))))
          )
        ) {
          var o = r.createElement('link');
          np(o, 'link', e),
            t === 'style' &&
              ((o[Ut] = !0),
              (o.onload = o.onerror =
                () => {
                  Yt(o);
                })),
            E(o),
            r.head.appendChild(o);
        }
      }
    }
    function km(e, t) {
      xm.m(e, t);
      var n = wm;
      if (n && e) {
        var r = t && typeof t.as == 'string' ? t.as : 'script',
          i = 'link[rel="modulepreload"][as="' + hn(r) + '"][href="' + hn(e) + '"]',
          a = i;
        switch (r) {
          case 'audioworklet':
          case 'paintworklet':
          case 'serviceworker':
          case 'sharedworker':
          case 'worker':
          case 'script':
            a = Rm(e);
        }
        if (
          !vm.has(a) &&
          ((e = S(
            {
              rel: 'modulepreload',
              href: e,
            },
            t,
          )),
          vm.set(a, e),
          n.querySelector(i) === null)
        ) {
          switch (r) {
            case 'audioworklet':
            case 'paintworklet':
            case 'serviceworker':
            case 'sharedworker':
            case 'worker':
            case 'script':
              if (n.querySelector(zm(a))) return;
          }
          (r = n.createElement('link')), np(r, 'link', e), E(r), n.head.appendChild(r);
        }
      }
    }
    function Am(e, t, n) {
      xm.S(e, t, n);
      var r = wm;
      if (r && e) {
        var i = Jt(r).hoistableStyles,
          a = Pm(e);
        t ||= 'default';
        var o = i.get(a);
        if (!o) {
          var s = {
            loading: 0,
            preload: null,
          };
          if ((o = r.querySelector(Fm(a)))) s.loading = 5;
          else {
            (e = S(
              {
                rel: 'stylesheet',
                href: e,
                'data-precedence': t,
              },
              n,
            )),
              (n = vm.get(a)) && Hm(e, n);
            var c = (o = r.createElement('link'));
            E(c),
              np(c, 'link', e),
              (c._p = new Promise((e, t) => {
                (c.onload = e), (c.onerror = t);
              })),
              c.addEventListener('load', () => {
                s.loading |= 1;
              }),
              c.addEventListener('error', () => {
                s.loading |= 2;
              }),
              (s.loading |= 4),
              Vm(o, t, r);
          }
          (o = {
            type: 'stylesheet',
            instance: o,
            count: 1,
            state: s,
          }),
            i.set(a, o);
        }
      }
    }
    function jm(e, t) {
      xm.X(e, t);
      var n = wm;
      if (n && e) {
        var r = Jt(n).hoistableScripts,
          i = Rm(e),
          a = r.get(i);
        a ||
          ((a = n.querySelector(zm(i))),
          a ||
            ((e = S(
              {
                src: e,
                async: !0,
              },
              t,
            )),
            (t = vm.get(i)) && Um(e, t),
            (a = n.createElement('script')),
            E(a),
            np(a, 'link', e),
            n.head.appendChild(a)),
          (a = {
            type: 'script',
            instance: a,
            count: 1,
            state: null,
          }),
          r.set(i, a));
      }
    }
    function Mm(e, t) {
      xm.M(e, t);
      var n = wm;
      if (n && e) {
        var r = Jt(n).hoistableScripts,
          i = Rm(e),
          a = r.get(i);
        a ||
          ((a = n.querySelector(zm(i))),
          a ||
            ((e = S(
              {
                src: e,
                async: !0,
                type: 'module',
              },
              t,
            )),
            (t = vm.get(i)) && Um(e, t),
            (a = n.createElement('script')),
            E(a),
            np(a, 'link', e),
            n.head.appendChild(a)),
          (a = {
            type: 'script',
            instance: a,
            count: 1,
            state: null,
          }),
          r.set(i, a));
      }
    }
    function Nm(e, t, n, r) {
      var i = (i = Fe.current) ? bm(i) : null;
      if (!i) throw Error(s(446));
      switch (e) {
        case 'meta':
        case 'title':
          return null;
        case 'style':
          return typeof n.precedence == 'string' && typeof n.href == 'string'
            ? ((n = Pm(n.href)),
              (t = Jt(i).hoistableStyles),
              (r = t.get(n)),
              r ||
                ((r = {
                  type: 'style',
                  instance: null,
                  count: 0,
                  state: null,
                }),
                t.set(n, r)),
              r)
            : {
                type: 'void',
                instance: null,
                count: 0,
                state: null,
              };
        case 'link':
          if (n.rel === 'stylesheet' && typeof n.href == 'string' && typeof n.precedence == 'string') {
            e = Pm(n.href);
            var a = Jt(i).hoistableStyles,
              o = a.get(e);
            if (
              (o ||
                ((i = i.ownerDocument || i),
                (o = {
                  type: 'stylesheet',
                  instance: null,
                  count: 0,
                  state: {
                    loading: 0,
                    preload: null,
                  },
                }),
                a.set(e, o),
                (a = i.querySelector(Fm(e)))
                  ? a._p || ((o.instance = a), (o.state.loading = 5))
                  : ((a = vm.get(e)),
                    a ||
                      ((a = {
                        rel: 'preload',
                        as: 'style',
                        href: n.href,
                        crossOrigin: n.crossOrigin,
                        integrity: n.integrity,
                        media: n.media,
                        hrefLang: n.hrefLang,
                        referrerPolicy: n.referrerPolicy,
                      }),
                      vm.set(e, a)),
                    Lm(i, e, a, o.state))),
              t && r === null)
            )
              throw Error(s(528, ''));
            return o;
          }
          if (t && r !== null) throw Error(s(529, ''));
          return null;
        case 'script':
          return (
            (t = n.async),
            (n = n.src),
            typeof n == 'string' && t && typeof t != 'function' && typeof t != 'symbol'
              ? ((n = Rm(n)),
                (t = Jt(i).hoistableScripts),
                (r = t.get(n)),
                r ||
                  ((r = {
                    type: 'script',
                    instance: null,
                    count: 0,
                    state: null,
                  }),
                  t.set(n, r)),
                r)
              : {
                  type: 'void',
                  instance: null,
                  count: 0,
                  state: null,
                }
          );
        default:
          throw Error(s(444, e));
      }
    }
    function Pm(e) {
      return 'href="' + hn(e) + '"';
    }
    function Fm(e) {
      return 'link[rel="stylesheet"][' + e + ']';
    }
    function Im(e) {
      return S({}, e, {
        'data-precedence': e.precedence,
        precedence: null,
      });
    }
    function Lm(e, t, n, r) {
      if ((t = e.querySelector('link[rel="preload"][as="style"][' + t + ']'))) {
        if (!0 !== t[Ut]) {
          r.loading = 1;
          return;
        }
      } else (t = e.createElement('link')), (t[Ut] = !0), (t.onload = t.onerror = Yt.bind(null, t)), np(t, 'link', n), E(t), e.head.appendChild(t);
      (r.preload = t), t.addEventListener('load', () => (r.loading |= 1)), t.addEventListener('error', () => (r.loading |= 2));
    }
    function Rm(e) {
      return '[src="' + hn(e) + '"]';
    }
    function zm(e) {
      return 'script[async]' + e;
    }
    function Bm(e, t, n) {
      if ((t.count++, t.instance === null))
        switch (t.type) {
          case 'style':
            var r = e.querySelector('style[data-href~="' + hn(n.href) + '"]');
            if (r) return ((t.instance = r), E(r), r);
            var i = S({}, n, {
              'data-href': n.href,
              'data-precedence': n.precedence,
              href: null,
              precedence: null,
            });
            return ((r = (e.ownerDocument || e).createElement('style')), E(r), np(r, 'style', i), Vm(r, n.precedence, e), (t.instance = r));
          case 'stylesheet':
            i = Pm(n.href);
            var a = e.querySelector(Fm(i));
            if (a) return ((t.state.loading |= 4), (t.instance = a), E(a), a);
            (r = Im(n)), (i = vm.get(i)) && Hm(r, i), (a = (e.ownerDocument || e).createElement('link')), E(a);
            var o = a;
            return (
              (o._p = new Promise((e, t) => {
                (o.onload = e), (o.onerror = t);
              })),
              np(a, 'link', r),
              (t.state.loading |= 4),
              Vm(a, n.precedence, e),
              (t.instance = a)
            );
          case 'script':
            return (
              (a = Rm(n.src)),
              (i = e.querySelector(zm(a)))
                ? ((t.instance = i), E(i), i)
                : ((r = n),
                  (i = vm.get(a)) && ((r = S({}, n)), Um(r, i)),
                  (e = e.ownerDocument || e),
                  (i = e.createElement('script')),
                  E(i),
                  np(i, 'link', r),
                  e.head.appendChild(i),
                  (t.instance = i))
            );
          case 'void':
            return null;
          default:
            throw Error(s(443, t.type));
        }
      else t.type === 'stylesheet' && !(t.state.loading & 4) && ((r = t.instance), (t.state.loading |= 4), Vm(r, n.precedence, e));
      return t.instance;
    }
    function Vm(e, t, n) {
      for (
        var r = n.querySelectorAll('link[rel="stylesheet"][data-precedence],style[data-precedence]'), i = r.length ? r[r.length - 1] : null, a = i, o = 0;
        o < r.length;
        o++
      ) {
        var s = r[o];
        if (s.dataset.precedence === t) a = s;
        else if (a !== i) break;
      }
      a ? a.parentNode.insertBefore(e, a.nextSibling) : ((t = n.nodeType === 9 ? n.head : n), t.insertBefore(e, t.firstChild));
    }
    function Hm(e, t) {
      (e.crossOrigin ??= t.crossOrigin), (e.referrerPolicy ??= t.referrerPolicy), (e.title ??= t.title);
    }
    function Um(e, t) {
      (e.crossOrigin ??= t.crossOrigin), (e.referrerPolicy ??= t.referrerPolicy), (e.integrity ??= t.integrity);
    }
    var Wm = null;
    function Gm(e, t, n) {
      if (Wm === null) {
        var r = /* @__PURE__ */ new Map(),
          i = (Wm = /* @__PURE__ */ new Map());
        i.set(n, r);
      } else (i = Wm), (r = i.get(n)), r || ((r = /* @__PURE__ */ new Map()), i.set(n, r));
      if (r.has(e)) return r;
      for (r.set(e, null), n = n.getElementsByTagName(e), i = 0; i < n.length; i++) {
        var a = n[i];
        if (!(a[Ht] || a[Ft] || (e === 'link' && a.getAttribute('rel') === 'stylesheet')) && a.namespaceURI !== 'http://www.w3.org/2000/svg') {
          var o = a.getAttribute(t) || '';
          o = e + o;
          var s = r.get(o);
          s ? s.push(a) : r.set(o, [a]);
        }
      }
      return r;
    }
    function Km(e, t, n) {
      (e = e.ownerDocument || e), e.head.insertBefore(n, t === 'title' ? e.querySelector('head > title') : null);
    }
    function qm(e, t, n) {
      if (n === 1 || t.itemProp != null) return !1;
      switch (e) {
        case 'meta':
        case 'title':
          return !0;
        case 'style':
          if (typeof t.precedence != 'string' || typeof t.href != 'string' || t.href === '') break;
          return !0;
        case 'link':
          if (typeof t.rel != 'string' || typeof t.href != 'string' || t.href === '' || t.onLoad || t.onError) break;
          switch (t.rel) {
            case 'stylesheet':
              return ((e = t.disabled), typeof t.precedence == 'string' && e == null);
            default:
              return !0;
          }
        case 'script':
          if (t.async && typeof t.async != 'function' && typeof t.async != 'symbol' && !t.onLoad && !t.onError && t.src && typeof t.src == 'string') return !0;
      }
      return !1;
    }
    function Jm(e, t) {
      return e === 'img' && t.src != null && t.src !== '' && t.onLoad == null && t.loading !== 'lazy';
    }
    function Ym(e) {
      return !(e.type === 'stylesheet' && !(e.state.loading & 3));
    }
    function Xm(e) {
      return (e.width || 100) * (e.height || 100) * (typeof devicePixelRatio == 'number' ? devicePixelRatio : 1) * 0.25;
    }
    function Zm(e, t) {
      typeof t.decode == 'function' &&
        (e.imgCount++, t.complete || ((e.imgBytes += Xm(t)), e.suspenseyImages.push(t)), (e = rh.bind(e)), t.decode().then(e, e));
    }
    function Qm(e, t, n, r) {
      if (n.type === 'stylesheet' && (typeof r.media != 'string' || !1 !== matchMedia(r.media).matches) && !(n.state.loading & 4)) {
        if (n.instance === null) {
          var i = Pm(r.href),
            a = t.querySelector(Fm(i));
          if (a) {
            (t = a._p),
              typeof t == 'object' && t && typeof t.then == 'function' && (e.count++, (e = nh.bind(e)), t.then(e, e)),
              (n.state.loading |= 4),
              (n.instance = a),
              E(a);
            return;
          }
          (a = t.ownerDocument || t), (r = Im(r)), (i = vm.get(i)) && Hm(r, i), (a = a.createElement('link')), E(a);
          var o = a;
          (o._p = new Promise((e, t) => {
            (o.onload = e), (o.onerror = t);
          })),
            np(a, 'link', r),
            (n.instance = a);
        }
        e.stylesheets === null && (e.stylesheets = /* @__PURE__ */ new Map()),
          e.stylesheets.set(n, t),
          (t = n.state.preload) && !(n.state.loading & 3) && (e.count++, (n = nh.bind(e)), t.addEventListener('load', n), t.addEventListener('error', n));
      }
    }
    var $m = 0;
    function eh(e, t) {
      return (
        e.stylesheets && e.count === 0 && ah(e, e.stylesheets),
        0 < e.count || 0 < e.imgCount
          ? (n) => {
              var r = setTimeout(() => {
                if ((e.stylesheets && ah(e, e.stylesheets), e.unsuspend)) {
                  var t = e.unsuspend;
                  (e.unsuspend = null), t();
                }
              }, 6e4 + t);
              0 < e.imgBytes && $m === 0 && ($m = 62500 * op());
              var i = setTimeout(
                () => {
                  if (((e.waitingForImages = !1), e.count === 0 && (e.stylesheets && ah(e, e.stylesheets), e.unsuspend))) {
                    var t = e.unsuspend;
                    (e.unsuspend = null), t();
                  }
                },
                (e.imgBytes > $m ? 50 : 800) + t,
              );
              return (
                (e.unsuspend = n),
                () => {
                  (e.unsuspend = null), clearTimeout(r), clearTimeout(i);
                }
              );
            }
          : null
      );
    }
    function th(e) {
      if (e.count === 0 && (e.imgCount === 0 || !e.waitingForImages)) {
        if (e.stylesheets) ah(e, e.stylesheets);
        else if (e.unsuspend) {
          var t = e.unsuspend;
          (e.unsuspend = null), t();
        }
      }
    }
    function nh() {
      this.count--, th(this);
    }
    function rh() {
      this.imgCount--, th(this);
    }
    var ih = null;
    function ah(e, t) {
      (e.stylesheets = null), e.unsuspend !== null && (e.count++, (ih = /* @__PURE__ */ new Map()), t.forEach(oh, e), (ih = null), nh.call(e));
    }
    function oh(e, t) {
      if (!(t.state.loading & 4)) {
        var n = ih.get(e);
        if (n) var r = n.get(null);
        else {
          (n = /* @__PURE__ */ new Map()), ih.set(e, n);
          for (var i = e.querySelectorAll('link[data-precedence],style[data-precedence]'), a = 0; a < i.length; a++) {
            var o = i[a];
            (o.nodeName === 'LINK' || o.getAttribute('media') !== 'not all') && (n.set(o.dataset.precedence, o), (r = o));
          }
          r && n.set(null, r);
        }
        (i = t.instance),
          (o = i.getAttribute('data-precedence')),
          (a = n.get(o) || r),
          a === r && n.set(null, i),
          n.set(o, i),
          this.count++,
          (r = nh.bind(this)),
          i.addEventListener('load', r),
          i.addEventListener('error', r),
          a ? a.parentNode.insertBefore(i, a.nextSibling) : ((e = e.nodeType === 9 ? e.head : e), e.insertBefore(i, e.firstChild)),
          (t.state.loading |= 4);
      }
    }
    var sh = {
      $$typeof: fe,
      Provider: null,
      Consumer: null,
      _currentValue: Oe,
      _currentValue2: Oe,
      _threadCount: 0,
    };
    function ch(e, t, n, r, i, a, o, s, c) {
      (this.tag = 1),
        (this.containerInfo = e),
        (this.pingCache = this.current = this.pendingChildren = null),
        (this.timeoutHandle = -1),
        (this.callbackNode = this.next = this.pendingContext = this.context = this.cancelPendingCommit = null),
        (this.callbackPriority = 0),
        (this.expirationTimes = wt(-1)),
        (this.entangledLanes =
          this.shellSuspendCounter =
          this.errorRecoveryDisabledLanes =
          this.expiredLanes =
          this.warmLanes =
          this.pingedLanes =
          this.suspendedLanes =
          this.pendingLanes =
            0),
        (this.entanglements = wt(0)),
        (this.hiddenUpdates = wt(null)),
        (this.identifierPrefix = r),
        (this.onUncaughtError = i),
        (this.onCaughtError = a),
        (this.onRecoverableError = o),
        (this.pooledCache = null),
        (this.pooledCacheLanes = 0),
        (this.formState = c),
        (this.transitionTypes = null),
        (this.incompleteTransitions = /* @__PURE__ */ new Map());
    }
    function lh(e, t, n, r, i, a, o, s, c, l, u, d) {
      return (
        (e = new ch(e, t, n, o, c, l, u, d, s)),
        (t = 1),
        !0 === a && (t |= 24),
        (a = Wi(3, null, null, t)),
        (e.current = a),
        (a.stateNode = e),
        (t = Va()),
        t.refCount++,
        (e.pooledCache = t),
        t.refCount++,
        (a.memoizedState = {
          element: r,
          isDehydrated: n,
          cache: t,
        }),
        wo(a),
        e
      );
    }
    function uh(e) {
      return e ? ((e = Hi), e) : Hi;
    }
    function dh(e, t, n, r, i, a) {
      (i = uh(i)),
        r.context === null ? (r.context = i) : (r.pendingContext = i),
        (r = Eo(t)),
        (r.payload = { element: n }),
        (a = a === void 0 ? null : a),
        a !== null && (r.callback = a),
        (n = Do(e, r, t)),
        n !== null && (Pd(n, e, t), Oo(n, e, t));
    }
    function fh(e, t) {
      if (((e = e.memoizedState), e !== null && e.dehydrated !== null)) {
        var n = e.retryLane;
        e.retryLane = n !== 0 && n < t ? n : t;
      }
    }
    function ph(e, t) {
      fh(e, t), (e = e.alternate) && fh(e, t);
    }
    function mh(e) {
      if (e.tag === 13 || e.tag === 31) {
        var t = zi(e, 67108864);
        t !== null && Pd(t, e, 67108864), ph(e, 67108864);
      }
    }
    function hh(e) {
      if (e.tag === 13 || e.tag === 31) {
        var t = jd();
        t = At(t);
        var n = zi(e, t);
        n !== null && Pd(n, e, t), ph(e, t);
      }
    }
    var gh = !0;
    function _h(e, t, n, r) {
      var i = C.T;
      C.T = null;
      var a = w.p;
      try {
        (w.p = 2), yh(e, t, n, r);
      } finally {
        (w.p = a), (C.T = i);
      }
    }
    function vh(e, t, n, r) {
      var i = C.T;
      C.T = null;
      var a = w.p;
      try {
        (w.p = 8), yh(e, t, n, r);
      } finally {
        (w.p = a), (C.T = i);
      }
    }
    function yh(e, t, n, r) {
      if (gh) {
        var i = bh(r);
        if (i === null) Kf(e, t, r, xh, n), Mh(e, r);
        else if (Ph(i, e, t, n, r)) r.stopPropagation();
        else if ((Mh(e, r), t & 4 && -1 < jh.indexOf(e))) {
          for (; i !== null; ) {
            var a = Kt(i);
            if (a !== null)
              switch (a.tag) {
                case 3:
                  if (((a = a.stateNode), a.current.memoizedState.isDehydrated)) {
                    var o = vt(a.pendingLanes);
                    if (o !== 0) {
                      var s = a;
                      for (s.pendingLanes |= 2, s.entangledLanes |= 2; o; ) {
                        var c = 1 << (31 - dt(o));
                        (s.entanglements[1] |= c), (o &= ~c);
                      }
                      Ef(a), !(W & 6) && ((_d = $e() + 500), Df(0, !1));
                    }
                  }
                  break;
                case 31:
                case 13:
                  (s = zi(a, 2)), s !== null && Pd(s, a, 2), zd(), ph(a, 2);
              }
            if (((a = bh(r)), a === null && Kf(e, t, r, xh, n), a === i)) break;
            i = a;
          }
          i !== null && r.stopPropagation();
        } else Kf(e, t, r, null, n);
      }
    }
    function bh(e) {
      return ((e = Mn(e)), Sh(e));
    }
    var xh = null;
    function Sh(e) {
      if (((xh = null), (e = Gt(e)), e !== null)) {
        var t = l(e);
        if (t === null) e = null;
        else {
          var n = t.tag;
          if (n === 13) {
            if (((e = u(t)), e !== null)) return e;
            e = null;
          } else if (n === 31) {
            if (((e = d(t)), e !== null)) return e;
            e = null;
          } else if (n === 3) {
            if (t.stateNode.current.memoizedState.isDehydrated) return t.tag === 3 ? t.stateNode.containerInfo : null;
            e = null;
          } else t !== e && (e = null);
        }
      }
      return ((xh = e), null);
    }
    function Ch(e) {
      switch (e) {
        case 'beforetoggle':
        case 'cancel':
        case 'click':
        case 'close':
        case 'contextmenu':
        case 'copy':
        case 'cut':
        case 'auxclick':
        case 'dblclick':
        case 'dragend':
        case 'dragstart':
        case 'drop':
        case 'focusin':
        case 'focusout':
        case 'input':
        case 'invalid':
        case 'keydown':
        case 'keypress':
        case 'keyup':
        case 'mousedown':
        case 'mouseup':
        case 'paste':
        case 'pause':
        case 'play':
        case 'pointercancel':
        case 'pointerdown':
        case 'pointerup':
        case 'ratechange':
        case 'reset':
        case 'seeked':
        case 'submit':
        case 'toggle':
        case 'touchcancel':
        case 'touchend':
        case 'touchstart':
        case 'volumechange':
        case 'change':
        case 'selectionchange':
        case 'textInput':
        case 'compositionstart':
        case 'compositionend':
        case 'compositionupdate':
        case 'beforeblur':
        case 'afterblur':
        case 'beforeinput':
        case 'blur':
        case 'fullscreenchange':
        case 'fullscreenerror':
        case 'focus':
        case 'hashchange':
        case 'popstate':
        case 'select':
        case 'selectstart':
          return 2;
        case 'drag':
        case 'dragenter':
        case 'dragexit':
        case 'dragleave':
        case 'dragover':
        case 'mousemove':
        case 'mouseout':
        case 'mouseover':
        case 'pointermove':
        case 'pointerout':
        case 'pointerover':
        case 'resize':
        case 'scroll':
        case 'touchmove':
        case 'wheel':
        case 'mouseenter':
        case 'mouseleave':
        case 'pointerenter':
        case 'pointerleave':
          return 8;
        case 'message':
          switch (et()) {
            case tt:
              return 2;
            case nt:
              return 8;
            case rt:
            case it:
              return 32;
            case at:
              return 268435456;
            default:
              return 32;
          }
        default:
          return 32;
      }
    }
    var wh = !1,
      Th = null,
      Eh = null,
      Dh = null,
      Oh = /* @__PURE__ */ new Map(),
      kh = /* @__PURE__ */ new Map(),
      Ah = [],
      jh =
        'mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown pointerup dragend dragstart drop compositionend compositionstart keydown keypress keyup input textInput copy cut paste click change contextmenu reset'.split(
          ' ',
        );
    function Mh(e, t) {
      switch (e) {
        case 'focusin':
        case 'focusout':
          Th = null;
          break;
        case 'dragenter':
        case 'dragleave':
          Eh = null;
          break;
        case 'mouseover':
        case 'mouseout':
          Dh = null;
          break;
        case 'pointerover':
        case 'pointerout':
          Oh.delete(t.pointerId);
          break;
        case 'gotpointercapture':
        case 'lostpointercapture':
          kh.delete(t.pointerId);
      }
    }
    function Nh(e, t, n, r, i, a) {
      return e === null || e.nativeEvent !== a
        ? ((e = {
            blockedOn: t,
            domEventName: n,
            eventSystemFlags: r,
            nativeEvent: a,
            targetContainers: [i],
          }),
          t !== null && ((t = Kt(t)), t !== null && mh(t)),
          e)
        : ((e.eventSystemFlags |= r), (t = e.targetContainers), i !== null && t.indexOf(i) === -1 && t.push(i), e);
    }
    function Ph(e, t, n, r, i) {
      switch (t) {
        case 'focusin':
          return ((Th = Nh(Th, e, t, n, r, i)), !0);
        case 'dragenter':
          return ((Eh = Nh(Eh, e, t, n, r, i)), !0);
        case 'mouseover':
          return ((Dh = Nh(Dh, e, t, n, r, i)), !0);
        case 'pointerover':
          var a = i.pointerId;
          return (Oh.set(a, Nh(Oh.get(a) || null, e, t, n, r, i)), !0);
        case 'gotpointercapture':
          return ((a = i.pointerId), kh.set(a, Nh(kh.get(a) || null, e, t, n, r, i)), !0);
      }
      return !1;
    }
    function Fh(e) {
      var t = Gt(e.target);
      if (t !== null) {
        var n = l(t);
        if (n !== null) {
          if (((t = n.tag), t === 13)) {
            if (((t = u(n)), t !== null)) {
              (e.blockedOn = t),
                Nt(e.priority, () => {
                  hh(n);
                });
              return;
            }
          } else if (t === 31) {
            if (((t = d(n)), t !== null)) {
              (e.blockedOn = t),
                Nt(e.priority, () => {
                  hh(n);
                });
              return;
            }
          } else if (t === 3 && n.stateNode.current.memoizedState.isDehydrated) {
            e.blockedOn = n.tag === 3 ? n.stateNode.containerInfo : null;
            return;
          }
        }
      }
      e.blockedOn = null;
    }
    function Ih(e) {
      if (e.blockedOn !== null) return !1;
      for (var t = e.targetContainers; 0 < t.length; ) {
        var n = bh(e.nativeEvent);
        if (n === null) {
          n = e.nativeEvent;
          var r = new n.constructor(n.type, n);
          (jn = r), n.target.dispatchEvent(r), (jn = null);
        } else return ((t = Kt(n)), t !== null && mh(t), (e.blockedOn = n), !1);
        t.shift();
      }
      return !0;
    }
    function Lh(e, t, n) {
      Ih(e) && n.delete(t);
    }
    function Rh() {
      (wh = !1),
        Th !== null && Ih(Th) && (Th = null),
        Eh !== null && Ih(Eh) && (Eh = null),
        Dh !== null && Ih(Dh) && (Dh = null),
        Oh.forEach(Lh),
        kh.forEach(Lh);
    }
    function zh(e, n) {
      e.blockedOn === n && ((e.blockedOn = null), wh || ((wh = !0), t.unstable_scheduleCallback(t.unstable_NormalPriority, Rh)));
    }
    var Bh = null;
    function Vh(e) {
      Bh !== e &&
        ((Bh = e),
        t.unstable_scheduleCallback(t.unstable_NormalPriority, () => {
          Bh === e && (Bh = null);
          for (var t = 0; t < e.length; t += 3) {
            var n = e[t],
              r = e[t + 1],
              i = e[t + 2];
            if (typeof r != 'function') {
              if (Sh(r || n) === null) continue;
              break;
            }
            var a = Kt(n);
            a !== null &&
              (e.splice(t, 3),
              (t -= 3),
              sc(
                a,
                {
                  pending: !0,
                  data: i,
                  method: n.method,
                  action: r,
                },
                r,
                i,
              ));
          }
        }));
    }
    function Hh(e) {
      function t(t) {
        return zh(t, e);
      }
      Th !== null && zh(Th, e), Eh !== null && zh(Eh, e), Dh !== null && zh(Dh, e), Oh.forEach(t), kh.forEach(t);
      for (var n = 0; n < Ah.length; n++) {
        var r = Ah[n];
        r.blockedOn === e && (r.blockedOn = null);
      }
      for (; 0 < Ah.length && ((n = Ah[0]), n.blockedOn === null); ) Fh(n), n.blockedOn === null && Ah.shift();
      if (((n = (e.ownerDocument || e).$$reactFormReplay), n != null))
        for (r = 0; r < n.length; r += 3) {
          var i = n[r],
            a = n[r + 1],
            o = i[It] || null;
          if (typeof a == 'function') o || Vh(n);
          else if (o) {
            var s = null;
            if (a && a.hasAttribute('formAction')) {
              if (((i = a), (o = a[It] || null))) s = o.formAction;
              else if (Sh(i) !== null) continue;
            } else s = o.action;
            typeof s == 'function' ? (n[r + 1] = s) : (n.splice(r, 3), (r -= 3)), Vh(n);
          }
        }
    }
    function Uh() {
      function e(e) {
        e.canIntercept &&
          e.info === 'react-transition' &&
          e.intercept({
            handler: () => new Promise((e) => (i = e)),
            focusReset: 'manual',
            scroll: 'manual',
          });
      }
      function t() {
        i !== null && (i(), (i = null)), r || setTimeout(n, 20);
      }
      function n() {
        if (!r && !navigation.transition) {
          var e = navigation.currentEntry;
          e &&
            e.url != null &&
            navigation.navigate(e.url, {
              state: e.getState(),
              info: 'react-transition',
              history: 'replace',
            });
        }
      }
      if (typeof navigation == 'object') {
        var r = !1,
          i = null;
        return (
          navigation.addEventListener('navigate', e),
          navigation.addEventListener('navigatesuccess', t),
          navigation.addEventListener('navigateerror', t),
          setTimeout(n, 100),
          () => {
            (r = !0),
              navigation.removeEventListener('navigate', e),
              navigation.removeEventListener('navigatesuccess', t),
              navigation.removeEventListener('navigateerror', t),
              i !== null && (i(), (i = null));
          }
        );
      }
    }
    function Wh(e) {
      this._internalRoot = e;
    }
    (Gh.prototype.render = Wh.prototype.render =
      function (e) {
        var t = this._internalRoot;
        if (t === null) throw Error(s(409));
        var n = t.current;
        dh(n, jd(), e, t, null, null);
      }),
      (Gh.prototype.unmount = Wh.prototype.unmount =
        function () {
          var e = this._internalRoot;
          if (e !== null) {
            this._internalRoot = null;
            var t = e.containerInfo;
            dh(e.current, 2, null, e, null, null), zd(), (t[Lt] = null);
          }
        });
    function Gh(e) {
      this._internalRoot = e;
    }
    Gh.prototype.unstable_scheduleHydration = (e) => {
      if (e) {
        var t = Mt();
        e = {
          blockedOn: null,
          target: e,
          priority: t,
        };
        for (var n = 0; n < Ah.length && t !== 0 && t < Ah[n].priority; n++);
        Ah.splice(n, 0, e), n === 0 && Fh(e);
      }
    };
    var Kh = r.version;
    if (Kh !== '19.3.1') throw Error(s(527, Kh, '19.3.1'));
    w.findDOMNode = (e) => {
      var t = e._reactInternals;
      if (t === void 0) throw typeof e.render == 'function' ? Error(s(188)) : ((e = Object.keys(e).join(',')), Error(s(268, e)));
      return ((e = p(t)), (e = e === null ? null : m(e)), (e = e === null ? null : e.stateNode), e);
    };
    var qh = {
      bundleType: 0,
      version: '19.3.1',
      rendererPackageName: 'react-dom',
      currentDispatcherRef: C,
      reconcilerVersion: '19.3.1',
    };
    if (typeof __REACT_DEVTOOLS_GLOBAL_HOOK__ < 'u') {
      var Jh = __REACT_DEVTOOLS_GLOBAL_HOOK__;
      if (!Jh.isDisabled && Jh.supportsFiber)
        try {
          (ct = Jh.inject(qh)), (lt = Jh);
        } catch {}
    }
    (e.createRoot = (e, t) => {
      if (!c(e)) throw Error(s(299));
      var n = !1,
        r = '',
        i = Ac,
        a = jc,
        o = Mc;
      return (
        t != null &&
          (!0 === t.unstable_strictMode && (n = !0),
          t.identifierPrefix !== void 0 && (r = t.identifierPrefix),
          t.onUncaughtError !== void 0 && (i = t.onUncaughtError),
          t.onCaughtError !== void 0 && (a = t.onCaughtError),
          t.onRecoverableError !== void 0 && (o = t.onRecoverableError)),
        (t = lh(e, 1, !1, null, null, n, r, null, i, a, o, Uh)),
        (e[Lt] = t.current),
        Wf(e),
        new Wh(t)
      );
    }),
      (e.hydrateRoot = (e, t, n) => {
        if (!c(e)) throw Error(s(299));
        var r = !1,
          i = '',
          a = Ac,
          o = jc,
          l = Mc,
          u = null;
        return (
          n != null &&
            (!0 === n.unstable_strictMode && (r = !0),
            n.identifierPrefix !== void 0 && (i = n.identifierPrefix),
            n.onUncaughtError !== void 0 && (a = n.onUncaughtError),
            n.onCaughtError !== void 0 && (o = n.onCaughtError),
            n.onRecoverableError !== void 0 && (l = n.onRecoverableError),
            n.formState !== void 0 && (u = n.formState)),
          (t = lh(e, 1, !0, t, n ?? null, r, i, u, a, o, l, Uh)),
          (t.context = uh(null)),
          (n = t.current),
          (r = jd()),
          (r = At(r)),
          (i = Eo(r)),
          (i.callback = null),
          Do(n, i, r),
          (n = r),
          (t.current.lanes = n),
          Tt(t, n),
          Ef(t),
          (e[Lt] = t.current),
          Wf(e),
          new Gh(t)
        );
      });
  }),
  c = /* @__PURE__ */ e((e, t) => {
    function n() {
      if (typeof __REACT_DEVTOOLS_GLOBAL_HOOK__ < 'u' && typeof __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE == 'function')
        try {
          __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE(n);
        } catch (e) {
          console.error(e);
        }
    }
    n(), (t.exports = s());
  })(),
  l = i(),
  u = [c.createRoot, c.hydrateRoot, l.createElement];

export { u as f };
