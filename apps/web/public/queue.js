/*
 * Stagedoor waiting room page (docs/waiting-room.md): /queue.html?event=<id>.
 *
 * A page of its own, a few kilobytes without the app's libraries, so that it loads on a phone in a crowd and keeps
 * working while the rest of the app is busy. It joins the event's queue once, keeps the queue token in localStorage
 * (a reload or another tab keeps the place), asks again when the server says (poll_after_seconds), and once admitted
 * keeps the admission for the order request (the event page sends it as Stagedoor-Admission) and links to the event.
 */
(function () {
  'use strict';

  /** The page's texts are in the app's catalogues; the build writes one file per language (scripts/queue-texts.mjs). */
  var LOCALES = ['en', 'de', 'fr', 'pt', 'es', 'zh-cn', 'pt-br'];

  /** The buyer's language: the app's locale cookie, else the browser's. */
  function pickLocale() {
    var cookie = /(?:^|;\s*)locale=([^;]+)/.exec(document.cookie);
    var wanted = [cookie ? decodeURIComponent(cookie[1]) : null].concat(navigator.languages || [navigator.language]);
    for (var i = 0; i < wanted.length; i += 1) {
      if (!wanted[i]) continue;
      var tag = String(wanted[i]).toLowerCase();
      if (LOCALES.indexOf(tag) >= 0) return tag;
      if (tag === 'pt-pt') return 'pt';
      if (tag.indexOf('zh') === 0) return 'zh-cn';
      var base = tag.split('-')[0];
      if (LOCALES.indexOf(base) >= 0) return base;
    }
    return 'en';
  }

  var locale = pickLocale();
  var text = null;
  var eventId = /^[1-9][0-9]{0,9}$/.test(new URLSearchParams(location.search).get('event') || '')
    ? new URLSearchParams(location.search).get('event')
    : null;
  var tokenKey = 'stagedoor-queue:' + eventId;
  var admissionKey = 'stagedoor-admission:' + eventId;
  var longest = 0;
  var $ = function (id) {
    return document.getElementById(id);
  };

  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (_, name) {
      return values[name];
    });
  }

  function storage(action, key, value) {
    try {
      if (action === 'get') return localStorage.getItem(key);
      if (action === 'set') localStorage.setItem(key, value);
      if (action === 'remove') localStorage.removeItem(key);
    } catch (_) {
      // Private mode: the place lasts as long as the page.
    }
    return null;
  }

  function call(method, path, body) {
    return fetch('/api/public/events/' + eventId + '/queue' + path, {
      method: method,
      headers: { 'content-type': 'application/json', 'accept-language': locale },
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'same-origin',
    }).then(function (res) {
      return res.json().then(function (json) {
        return { status: res.status, json: json };
      });
    });
  }

  function wait(seconds) {
    if (seconds === null || seconds === undefined) return text.unknown;
    if (seconds < 60) return text.seconds;
    return fill(text.minutes, { n: new Intl.NumberFormat(locale).format(Math.ceil(seconds / 60)) });
  }

  function show(place) {
    storage('set', tokenKey, place.queue_token);
    var go = $('go');
    if (place.status === 'ADMITTED') {
      var expires = new Date(place.admission_expires_at);
      $('position').textContent = '✓';
      $('wait').textContent = '–';
      $('progress').value = 100;
      if (expires.getTime() <= Date.now()) {
        storage('remove', admissionKey);
        $('status').textContent = text.expired;
        go.textContent = text.rejoin;
        go.href = '#';
        go.onclick = function (e) {
          e.preventDefault();
          storage('remove', tokenKey);
          location.reload();
        };
      } else {
        storage('set', admissionKey, JSON.stringify({ token: place.admission_token, expires_at: place.admission_expires_at }));
        var time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(expires);
        $('status').textContent = fill(text.admitted, { time: time });
        go.textContent = text.go;
        go.href = '/event/' + eventId;
      }
      go.hidden = false;
      return null;
    }
    var position = place.position;
    $('position').textContent = position === null ? text.unknown : new Intl.NumberFormat(locale).format(position);
    $('wait').textContent = wait(place.estimated_wait_seconds);
    $('status').textContent = position === null ? text.before : text.waiting;
    // Progress: how much of the line ahead at the first sight of a place has gone since.
    if (position !== null) {
      longest = Math.max(longest, position);
      $('progress').value = Math.round(((longest - position) / longest) * 100);
    }
    return place.poll_after_seconds;
  }

  function poll(token) {
    call('GET', '/' + encodeURIComponent(token))
      .then(function (answer) {
        if (answer.status === 404) return join(null);
        if (answer.status !== 200) throw new Error(String(answer.status));
        schedule(show(answer.json.data), token);
      })
      .catch(function () {
        $('status').textContent = text.error;
        schedule(5, token);
      });
  }

  function schedule(seconds, token) {
    if (seconds !== null) setTimeout(poll, seconds * 1000, token);
  }

  function join(token) {
    call('POST', '', token ? { queue_token: token } : {})
      .then(function (answer) {
        if (answer.status === 404) {
          $('status').textContent = text.closed;
          return;
        }
        if (answer.status !== 201) {
          $('status').textContent = answer.json && answer.json.message ? answer.json.message : text.error;
          if (answer.status >= 500 || answer.status === 409 || answer.status === 429) setTimeout(join, 10000, token);
          return;
        }
        schedule(show(answer.json.data), answer.json.data.queue_token);
      })
      .catch(function () {
        $('status').textContent = text.error;
        setTimeout(join, 5000, token);
      });
  }

  /** Only the buyer's language is loaded (English if that fails), then the page joins the queue. */
  function loadTexts(tag) {
    return fetch('/queue-texts/' + tag + '.json', { credentials: 'same-origin' }).then(function (res) {
      if (!res.ok) throw new Error(String(res.status));
      return res.json();
    });
  }

  function start(texts) {
    text = texts;
    document.documentElement.lang = locale;
    document.title = text.title;
    $('title').textContent = text.title;
    $('position-label').textContent = text.position;
    $('wait-label').textContent = text.wait;
    $('progress-label').textContent = text.progress;
    if (!eventId) $('status').textContent = text.closed;
    else join(storage('get', tokenKey));
  }

  loadTexts(locale)
    .catch(function () {
      locale = 'en';
      return loadTexts('en');
    })
    .then(start)
    .catch(function () {
      setTimeout(location.reload.bind(location), 10000);
    });
})();
