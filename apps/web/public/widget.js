/*
 * Stagedoor ticket widget.
 *
 *   <script src="https://tickets.example.com/widget.js" async></script>
 *   <div data-stagedoor-event="42"></div>
 *
 * Every element with data-stagedoor-event (also ones added later) gets an iframe of
 * the event's widget page from the origin this script was loaded from. The widget
 * reports its height with postMessage; only messages from that origin and from the
 * element's own frame are believed.
 */
(function () {
  'use strict';

  var MESSAGE_TYPE = 'stagedoor:resize';
  var MOUNTED = 'stagedoorMounted';
  var DEFAULT_HEIGHT = 600;
  var MAX_HEIGHT = 20000;
  /** Optional attributes of the element (data-stagedoor-…) and the widget address parameter each one sets. */
  var OPTIONS = {
    stagedoorLocale: 'locale',
    stagedoorPromoCode: 'promo_code',
    stagedoorAffiliateCode: 'aff',
    stagedoorBackgroundColor: 'background_color',
    stagedoorTextColor: 'text_color',
    stagedoorPrimaryColor: 'primary_color',
    stagedoorPrimaryTextColor: 'primary_text_color',
    stagedoorPadding: 'padding',
  };

  if (window.Stagedoor && window.Stagedoor.mount) return;

  function scriptOrigin() {
    var script = document.currentScript;
    if (!script) {
      var candidates = document.querySelectorAll('script[src*="/widget.js"]');
      script = candidates[candidates.length - 1];
    }
    return new URL(script ? script.src : window.location.href, window.location.href).origin;
  }

  var origin = scriptOrigin();
  var frames = [];

  function widgetUrl(element) {
    var eventId = String(element.dataset.stagedoorEvent || '').trim();
    if (!/^[1-9][0-9]{0,9}$/.test(eventId)) return null;
    var url = new URL('/widget/' + eventId, origin);
    Object.keys(OPTIONS).forEach(function (key) {
      var value = element.dataset[key];
      if (value) url.searchParams.set(OPTIONS[key], value);
    });
    // A buyer who reached the host page through an affiliate's link is credited like on the event page.
    var hostAffiliate = new URL(window.location.href).searchParams.get('aff');
    if (hostAffiliate && !url.searchParams.has('aff')) url.searchParams.set('aff', hostAffiliate);
    return url.toString();
  }

  /** The frame's accessible name in the widget's language (or the host page's) unless the page gives one. */
  var FRAME_TITLES = {
    en: 'Tickets',
    de: 'Tickets',
    fr: 'Billets',
    pt: 'Bilhetes',
    es: 'Entradas',
    'zh-cn': '\u95e8\u7968',
    'pt-br': 'Ingressos',
  };
  function frameTitle(element) {
    if (element.dataset.stagedoorTitle) return element.dataset.stagedoorTitle;
    var lang = String(element.dataset.stagedoorLocale || document.documentElement.lang || 'en').toLowerCase();
    return FRAME_TITLES[lang] || FRAME_TITLES[lang.split('-')[0]] || FRAME_TITLES.en;
  }

  /** Puts the widget of one element's event into it; an element is mounted once. */
  function mount(element) {
    if (!element || element.dataset[MOUNTED]) return null;
    var src = widgetUrl(element);
    if (!src) return null;
    element.dataset[MOUNTED] = 'true';
    var height = parseInt(element.dataset.stagedoorHeight || '', 10);
    var iframe = document.createElement('iframe');
    iframe.src = src;
    iframe.title = frameTitle(element);
    iframe.loading = 'lazy';
    iframe.setAttribute('allow', 'payment');
    iframe.style.border = '0';
    iframe.style.width = '100%';
    iframe.style.display = 'block';
    iframe.style.height = (height > 0 ? height : DEFAULT_HEIGHT) + 'px';
    element.appendChild(iframe);
    frames.push(iframe);
    return iframe;
  }

  function mountAll(root) {
    if (root.nodeType !== 1 && root.nodeType !== 9) return;
    if (root.nodeType === 1 && root.hasAttribute('data-stagedoor-event')) mount(root);
    Array.prototype.forEach.call(root.querySelectorAll('[data-stagedoor-event]'), mount);
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== origin) return;
    var data = event.data;
    if (!data || data.type !== MESSAGE_TYPE || typeof data.height !== 'number' || !isFinite(data.height)) return;
    for (var i = 0; i < frames.length; i += 1) {
      if (frames[i].contentWindow === event.source) {
        frames[i].style.height = Math.min(Math.max(Math.ceil(data.height), 0), MAX_HEIGHT) + 'px';
        return;
      }
    }
  });

  function start() {
    mountAll(document);
    new MutationObserver(function (mutations) {
      mutations.forEach(function (mutation) {
        Array.prototype.forEach.call(mutation.addedNodes, mountAll);
      });
    }).observe(document.documentElement, { childList: true, subtree: true });
  }

  window.Stagedoor = { mount: mount };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
