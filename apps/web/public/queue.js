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

  var TEXTS = {
    en: {
      title: 'Waiting room',
      position: 'Your place in line',
      wait: 'Estimated wait',
      progress: 'Progress',
      before: 'You are in the queue. At the on-sale everyone who arrived before it gets a place in random order: refreshing gains nothing.',
      waiting: 'You are in the queue. Keep this page open; it updates by itself.',
      admitted: 'It is your turn! You have until {time} to start your order.',
      expired: 'Your turn has passed. Join the queue again to get a new place.',
      go: 'Continue to the tickets',
      rejoin: 'Join the queue again',
      minutes: 'about {n} min',
      seconds: 'less than a minute',
      unknown: 'decided at the on-sale',
      error: 'The waiting room cannot be reached right now. Trying again…',
      closed: 'There is no waiting room for this event.',
    },
    de: {
      title: 'Warteraum',
      position: 'Ihr Platz in der Schlange',
      wait: 'Geschätzte Wartezeit',
      progress: 'Fortschritt',
      before:
        'Sie sind in der Warteschlange. Zum Verkaufsstart erhalten alle, die vorher da sind, einen Platz in zufälliger Reihenfolge: Neu laden bringt nichts.',
      waiting: 'Sie sind in der Warteschlange. Lassen Sie diese Seite geöffnet; sie aktualisiert sich selbst.',
      admitted: 'Sie sind an der Reihe! Sie haben bis {time} Zeit, Ihre Bestellung zu beginnen.',
      expired: 'Ihre Zeit ist abgelaufen. Reihen Sie sich erneut ein, um einen neuen Platz zu erhalten.',
      go: 'Weiter zu den Tickets',
      rejoin: 'Erneut einreihen',
      minutes: 'etwa {n} Min.',
      seconds: 'weniger als eine Minute',
      unknown: 'wird zum Verkaufsstart entschieden',
      error: 'Der Warteraum ist gerade nicht erreichbar. Neuer Versuch…',
      closed: 'Für diese Veranstaltung gibt es keinen Warteraum.',
    },
    fr: {
      title: "Salle d'attente",
      position: 'Votre place dans la file',
      wait: 'Attente estimée',
      progress: 'Progression',
      before:
        'Vous êtes dans la file. À la mise en vente, tous ceux arrivés avant reçoivent une place tirée au sort : actualiser ne sert à rien.',
      waiting: 'Vous êtes dans la file. Gardez cette page ouverte ; elle se met à jour toute seule.',
      admitted: "C'est votre tour ! Vous avez jusqu'à {time} pour commencer votre commande.",
      expired: 'Votre tour est passé. Rejoignez la file pour obtenir une nouvelle place.',
      go: 'Continuer vers les billets',
      rejoin: 'Rejoindre la file',
      minutes: 'environ {n} min',
      seconds: "moins d'une minute",
      unknown: 'décidée à la mise en vente',
      error: "La salle d'attente est injoignable pour le moment. Nouvelle tentative…",
      closed: "Cet événement n'a pas de salle d'attente.",
    },
    pt: {
      title: 'Sala de espera',
      position: 'O seu lugar na fila',
      wait: 'Espera estimada',
      progress: 'Progresso',
      before: 'Está na fila. No início das vendas, todos os que chegaram antes recebem um lugar por sorteio: atualizar não ajuda.',
      waiting: 'Está na fila. Mantenha esta página aberta; atualiza-se sozinha.',
      admitted: 'É a sua vez! Tem até às {time} para iniciar a sua encomenda.',
      expired: 'A sua vez passou. Volte a entrar na fila para obter um novo lugar.',
      go: 'Continuar para os bilhetes',
      rejoin: 'Voltar a entrar na fila',
      minutes: 'cerca de {n} min',
      seconds: 'menos de um minuto',
      unknown: 'decidido no início das vendas',
      error: 'A sala de espera não está acessível de momento. A tentar novamente…',
      closed: 'Este evento não tem sala de espera.',
    },
    es: {
      title: 'Sala de espera',
      position: 'Su lugar en la cola',
      wait: 'Espera estimada',
      progress: 'Progreso',
      before:
        'Está en la cola. Al inicio de la venta, todos los que llegaron antes reciben un lugar por sorteo: recargar no sirve de nada.',
      waiting: 'Está en la cola. Mantenga esta página abierta; se actualiza sola.',
      admitted: '¡Es su turno! Tiene hasta las {time} para iniciar su pedido.',
      expired: 'Su turno ha pasado. Vuelva a unirse a la cola para obtener un nuevo lugar.',
      go: 'Continuar a las entradas',
      rejoin: 'Volver a la cola',
      minutes: 'unos {n} min',
      seconds: 'menos de un minuto',
      unknown: 'se decide al inicio de la venta',
      error: 'La sala de espera no está disponible ahora. Reintentando…',
      closed: 'Este evento no tiene sala de espera.',
    },
    'zh-cn': {
      title: '候场室',
      position: '您的排队位置',
      wait: '预计等待',
      progress: '进度',
      before: '您已在排队中。开售时，所有提前到达的人将被随机排序：刷新页面没有任何帮助。',
      waiting: '您已在排队中。请保持此页面打开，它会自动更新。',
      admitted: '轮到您了！请在 {time} 之前开始下单。',
      expired: '您的轮次已过。请重新排队以获得新的位置。',
      go: '继续选购门票',
      rejoin: '重新排队',
      minutes: '约 {n} 分钟',
      seconds: '不到一分钟',
      unknown: '开售时决定',
      error: '暂时无法连接候场室，正在重试…',
      closed: '此活动没有候场室。',
    },
    'pt-br': {
      title: 'Sala de espera',
      position: 'Seu lugar na fila',
      wait: 'Espera estimada',
      progress: 'Progresso',
      before: 'Você está na fila. No início das vendas, todos que chegaram antes recebem um lugar por sorteio: atualizar não adianta.',
      waiting: 'Você está na fila. Mantenha esta página aberta; ela se atualiza sozinha.',
      admitted: 'É a sua vez! Você tem até {time} para iniciar o seu pedido.',
      expired: 'A sua vez passou. Entre na fila de novo para conseguir um novo lugar.',
      go: 'Continuar para os ingressos',
      rejoin: 'Entrar na fila de novo',
      minutes: 'cerca de {n} min',
      seconds: 'menos de um minuto',
      unknown: 'decidido no início das vendas',
      error: 'A sala de espera não está acessível agora. Tentando de novo…',
      closed: 'Este evento não tem sala de espera.',
    },
  };

  /** The buyer's language: the app's locale cookie, else the browser's. */
  function pickLocale() {
    var cookie = /(?:^|;\s*)locale=([^;]+)/.exec(document.cookie);
    var wanted = [cookie ? decodeURIComponent(cookie[1]) : null].concat(navigator.languages || [navigator.language]);
    for (var i = 0; i < wanted.length; i += 1) {
      if (!wanted[i]) continue;
      var tag = String(wanted[i]).toLowerCase();
      if (TEXTS[tag]) return tag;
      if (tag === 'pt-pt') return 'pt';
      if (tag.indexOf('zh') === 0) return 'zh-cn';
      var base = tag.split('-')[0];
      if (TEXTS[base]) return base;
    }
    return 'en';
  }

  var locale = pickLocale();
  var text = TEXTS[locale];
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

  document.documentElement.lang = locale;
  document.title = text.title;
  $('title').textContent = text.title;
  $('position-label').textContent = text.position;
  $('wait-label').textContent = text.wait;
  $('progress-label').textContent = text.progress;
  if (!eventId) $('status').textContent = text.closed;
  else join(storage('get', tokenKey));
})();
