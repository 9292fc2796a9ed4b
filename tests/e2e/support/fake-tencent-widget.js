// A stand-in for Tencent's TJCaptcha.js in the browser tests: `new TencentCaptcha(appId, callback, options).show()`
// opens a dialog whose buttons answer as the real widget does: a ticket the stand-in API passes once,
// a ticket it refuses, or the person closing it (ret 2).
window.TencentCaptcha = class {
  constructor(appId, callback, options) {
    this.appId = appId;
    this.callback = callback;
    this.options = options || {};
  }

  show() {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-label', 'Tencent captcha stand-in');
    dialog.dataset.appId = this.appId;
    dialog.dataset.userLanguage = this.options.userLanguage || '';
    Object.assign(dialog.style, { position: 'fixed', inset: '30% 30% auto', zIndex: '9999', background: 'white', border: '1px solid', padding: '1rem' });
    const random = () => Math.random().toString(36).slice(2, 10);
    const answers = {
      Pass: () => ({ ret: 0, ticket: `pass-${random()}`, randstr: `@${random()}` }),
      Forged: () => ({ ret: 0, ticket: `forged-${random()}`, randstr: `@${random()}` }),
      Close: () => ({ ret: 2, ticket: null }),
    };
    for (const [label, answer] of Object.entries(answers)) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      button.onclick = () => {
        dialog.remove();
        this.callback(answer());
      };
      dialog.append(button);
    }
    document.body.append(dialog);
  }
};
