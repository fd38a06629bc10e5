/* Belote Club — helpers shared by the pages (plain ES5: old Android Chrome and iOS Safari).
 *
 * Loaded in the page's <head>: it decides the page's language before anything is shown.  French is the
 * pages' own text (in the HTML and the scripts); English comes from /static/en.json, a map from each French
 * text to its English one (a pair [singular, plural] for texts that agree with a number).  The language is
 * the phone's choice (the « English / Français » link, kept in localStorage), else the club's, which the
 * server writes in <html lang>.  Every API call says it in the X-Belote-Lang header, so the server's
 * messages come back in the same language.  Page scripts start with BC.ready(function () { … }). */
var BC = (function () {
  "use strict";

  var LANG_KEY = "belote.lang";
  /* Each language named in itself: the switch offers the other one. */
  var LANGUAGE_NAMES = { fr: "Fran\u00e7ais", en: "English" };
  var lang = pageLanguage();
  var catalogue = null;       /* French text → English (null: French, the pages' own text) */
  var loaded = lang === "fr";
  var waiting = [];

  function request(method, url, body, done) {
    /* done(status, json): status 0 when the network failed (no answer). */
    var xhr = new XMLHttpRequest();
    var finished = false;
    function finish(status, data) {
      if (finished) { return; }
      finished = true;
      done(status, data);
    }
    try {
      xhr.open(method, url, true);
      xhr.timeout = 8000;
      xhr.setRequestHeader("Accept", "application/json");
      xhr.setRequestHeader("X-Belote-Lang", lang);
      if (body !== null) { xhr.setRequestHeader("Content-Type", "application/json"); }
      xhr.onreadystatechange = function () {
        if (xhr.readyState !== 4) { return; }
        var data = null;
        try { data = JSON.parse(xhr.responseText); } catch (e) { data = null; }
        finish(xhr.status, data);
      };
      xhr.ontimeout = function () { finish(0, null); };
      xhr.onerror = function () { finish(0, null); };
      xhr.send(body === null ? null : JSON.stringify(body));
    } catch (e) {
      finish(0, null);
    }
  }

  function uuid() {
    var bytes = [], i, hex = "";
    var cryptoObj = window.crypto || window.msCrypto;
    if (cryptoObj && cryptoObj.getRandomValues) {
      var array = new Uint8Array(16);
      cryptoObj.getRandomValues(array);
      for (i = 0; i < 16; i++) { bytes.push(array[i]); }
    } else {
      for (i = 0; i < 16; i++) { bytes.push(Math.floor(Math.random() * 256)); }
    }
    bytes[6] = (bytes[6] & 15) | 64;
    bytes[8] = (bytes[8] & 63) | 128;
    for (i = 0; i < 16; i++) {
      hex += (bytes[i] < 16 ? "0" : "") + bytes[i].toString(16);
      if (i === 3 || i === 5 || i === 7 || i === 9) { hex += "-"; }
    }
    return hex;
  }

  function load(key, fallback) {
    try {
      var text = window.localStorage.getItem(key);
      return text ? JSON.parse(text) : fallback;
    } catch (e) { return fallback; }
  }

  function save(key, value) {
    try { window.localStorage.setItem(key, JSON.stringify(value)); return true; } catch (e) { return false; }
  }

  function remove(key) {
    try { window.localStorage.removeItem(key); } catch (e) { /* private mode: nothing was kept */ }
  }

  function $(id) { return document.getElementById(id); }

  function text(id, value) { $(id).textContent = value; }

  function show(id, visible) {
    var el = typeof id === "string" ? $(id) : id;
    if (visible) { el.className = el.className.replace(/(^|\s)hidden(\s|$)/g, " ").replace(/^\s+|\s+$/g, ""); }
    else if (!/(^|\s)hidden(\s|$)/.test(el.className)) { el.className += " hidden"; }
  }

  function toggleClass(el, name, on) {
    var has = new RegExp("(^|\\s)" + name + "(\\s|$)").test(el.className);
    if (on && !has) { el.className += " " + name; }
    if (!on && has) { el.className = el.className.replace(new RegExp("(^|\\s)" + name + "(\\s|$)", "g"), " "); }
  }

  function number(value) {
    /* As belote_club.text.number, in either language: 1 234 with a narrow no-break space; minus U+2212. */
    var sign = value < 0 ? "\u2212" : "";
    var digits = String(Math.abs(value));
    var out = "";
    while (digits.length > 3) {
      out = "\u202f" + digits.slice(digits.length - 3) + out;
      digits = digits.slice(0, digits.length - 3);
    }
    return sign + digits + out;
  }

  function tap(id, handler) {
    var el = typeof id === "string" ? $(id) : id;
    el.onclick = function (event) { if (event && event.preventDefault) { event.preventDefault(); } handler(el); };
  }

  function rebuild(box, key, build) {
    /* The buttons of a list made again only when what they show (the key) changes: a page drawn again at each
       refresh would otherwise replace a button under a finger, and the tap would be lost. */
    if (box.getAttribute("data-built") === key) { return; }
    box.innerHTML = "";
    build(box);
    box.setAttribute("data-built", key);
  }

  function chooseAll(box, attribute, value) {
    /* The one button of box whose attribute is value marked « chosen », the others not. */
    var buttons = box.getElementsByTagName("button");
    for (var i = 0; i < buttons.length; i++) { toggleClass(buttons[i], "chosen", buttons[i].getAttribute(attribute) === value); }
  }

  /* Table codes: 10 characters of this alphabet (docs/TABLE_API.md); spaces and dashes are ignored. */
  var ALPHABET = "ACEFGHJKMNPRTWXY34679";

  function cleanCode(value) { return String(value || "").replace(/[\s\-]/g, "").toUpperCase(); }

  function codeProblem(value) {
    /* "" when the code can be one; else what is wrong, in French. */
    var code = cleanCode(value), wrong = "", i;
    if (!code) { return t("Tapez le code imprimé sur le carton de la table."); }
    for (i = 0; i < code.length; i++) {
      if (ALPHABET.indexOf(code.charAt(i)) < 0 && wrong.indexOf(code.charAt(i)) < 0) { wrong += code.charAt(i); }
    }
    if (wrong) {
      return tn(wrong.length,
                "Le caractère « {chars} » ne figure dans aucun code : vérifiez sur le carton (par exemple 7 et non 1, A et non 4).",
                "Les caractères « {chars} » ne figurent dans aucun code : vérifiez sur le carton (par exemple 7 et non 1, A et non 4).",
                { chars: wrong.split("").join(" ") });
    }
    if (code.length !== 10) { return t("Un code a 10 caractères (ici {n}).", { n: code.length }); }
    return "";
  }

  function codeForm(formId, inputId, problemId) {
    /* The « code of your table » form: checked here (a wrong alphabet costs no try), then /t/CODE. */
    var formEl = $(formId), input = $(inputId), problem = $(problemId);
    formEl.onsubmit = function (event) {
      var why = codeProblem(input.value);
      if (event && event.preventDefault) { event.preventDefault(); }
      problem.textContent = why;
      show(problem, !!why);
      if (!why) { window.location.href = "/t/" + cleanCode(input.value); }
      return false;
    };
  }

  function clock(date) {
    /* « 21 h 05 » (English: 21:05) */
    var minutes = date.getMinutes();
    return date.getHours() + (lang === "en" ? ":" : "\u00a0h\u00a0") + (minutes < 10 ? "0" : "") + minutes;
  }

  /* ------------------------------------------------------------------ language */

  function pageLanguage() {
    /* The phone's choice, else the club's (the server's <html lang>), else French. */
    var chosen = load(LANG_KEY, null);
    if (typeof chosen === "string" && LANGUAGE_NAMES.hasOwnProperty(chosen)) { return chosen; }
    var given = String(document.documentElement.getAttribute("lang") || "fr").slice(0, 2).toLowerCase();
    return LANGUAGE_NAMES.hasOwnProperty(given) ? given : "fr";
  }

  function format(template, values) {
    /* « Donne {n} sur {total} » with values {n: 3, total: 12}. */
    if (!values) { return template; }
    return template.replace(/\{(\w+)\}/g, function (whole, name) {
      return values.hasOwnProperty(name) ? String(values[name]) : whole;
    });
  }

  function t(french, values) {
    /* A page text in the page's language; French is the key (its own home is the caller's code). */
    var english = catalogue ? catalogue[french] : null;
    return format(typeof english === "string" ? english : french, values);
  }

  function tn(n, singular, plural, values) {
    /* A text that agrees with n (French: singular for 0 and 1; English: for 1 only); {n} is n. */
    var english = catalogue ? catalogue[singular] : null, template;
    if (english && typeof english === "object" && english.length === 2) { template = english[n === 1 ? 0 : 1]; }
    else { template = Math.abs(n) > 1 ? plural : singular; }
    var all = { n: n };
    for (var name in values) { if (values.hasOwnProperty(name)) { all[name] = values[name]; } }
    return format(template, all);
  }

  function key(value) { return value.replace(/\s+/g, " ").replace(/^ | $/g, ""); }

  function translateNode(node) {
    /* The page's French texts (text nodes, titles, labels) replaced by their English ones. */
    var i, english, name;
    if (node.nodeType === 3) {
      english = catalogue[key(node.nodeValue)];
      if (typeof english === "string") {
        node.nodeValue = (/^\s/.test(node.nodeValue) ? " " : "") + english + (/\s$/.test(node.nodeValue) ? " " : "");
      }
      return;
    }
    if (node.nodeType !== 1 || node.nodeName === "SCRIPT" || node.nodeName === "STYLE") { return; }
    var attributes = ["title", "aria-label", "placeholder"];
    for (i = 0; i < attributes.length; i++) {
      name = attributes[i];
      english = node.getAttribute(name) ? catalogue[key(node.getAttribute(name))] : null;
      if (typeof english === "string") { node.setAttribute(name, english); }
    }
    for (i = 0; i < node.childNodes.length; i++) { translateNode(node.childNodes[i]); }
  }

  function switchLink() {
    /* The small « English / Français » link: the other language, remembered on this phone. */
    var link = $("lang-switch");
    if (!link) { return; }
    var other = lang === "en" ? "fr" : "en";
    link.textContent = LANGUAGE_NAMES[other];
    link.setAttribute("lang", other);
    link.setAttribute("hreflang", other);
    link.href = "#";
    link.onclick = function (event) {
      if (event && event.preventDefault) { event.preventDefault(); }
      save(LANG_KEY, other);
      window.location.reload();
      return false;
    };
  }

  function whenParsed(callback) {
    if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", callback, false); }
    else { callback(); }
  }

  function start() {
    /* Once the catalogue is there (or could not be had: French) and the page parsed: translate, show, run. */
    whenParsed(function () {
      if (catalogue) {
        document.title = t(key(document.title));
        translateNode(document.body);
      }
      document.documentElement.setAttribute("lang", lang);
      toggleClass(document.documentElement, "bc-wait", false);
      switchLink();
      var callbacks = waiting;
      waiting = [];
      loaded = true;
      for (var i = 0; i < callbacks.length; i++) { callbacks[i](); }
    });
  }

  function ready(callback) {
    /* Run the page's script once its language is in place (at once in French). */
    if (loaded) { callback(); } else { waiting.push(callback); }
  }

  /* The entry page's form (no script in the page itself: its Content-Security-Policy allows none). */
  whenParsed(function () {
    var entry = $("code-form");
    if (entry && entry.getAttribute("data-entry")) { ready(function () { codeForm("code-form", "code-input", "code-problem"); }); }
  });

  document.documentElement.setAttribute("lang", lang);
  if (lang === "fr") {
    whenParsed(switchLink);
  } else {
    toggleClass(document.documentElement, "bc-wait", true);  /* no French flash while the catalogue comes */
    request("GET", "/static/" + lang + ".json", null, function (status, data) {
      if (status === 200 && data && typeof data === "object") { catalogue = data; } else { lang = "fr"; }
      start();
    });
  }

  return { request: request, uuid: uuid, load: load, save: save, remove: remove, $: $, text: text, show: show,
           toggleClass: toggleClass, number: number, tap: tap, rebuild: rebuild, chooseAll: chooseAll,
           ALPHABET: ALPHABET, cleanCode: cleanCode,
           codeProblem: codeProblem, codeForm: codeForm, clock: clock, t: t, tn: tn, ready: ready,
           language: function () { return lang; } };
}());
