/* Belote Club — helpers shared by the pages (plain ES5: old Android Chrome and iOS Safari). */
var BC = (function () {
  "use strict";

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
    /* French thousands: 1 234 with a narrow no-break space; minus sign U+2212. */
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

  /* Table codes: 6 characters of this alphabet (docs/TABLE_API.md); spaces and dashes are ignored. */
  var ALPHABET = "ACEFGHJKMNPRTWXY34679";

  function cleanCode(value) { return String(value || "").replace(/[\s\-]/g, "").toUpperCase(); }

  function codeProblem(value) {
    /* "" when the code can be one; else what is wrong, in French. */
    var code = cleanCode(value), wrong = "", i;
    if (!code) { return "Tapez le code imprimé sur le carton de la table."; }
    for (i = 0; i < code.length; i++) {
      if (ALPHABET.indexOf(code.charAt(i)) < 0 && wrong.indexOf(code.charAt(i)) < 0) { wrong += code.charAt(i); }
    }
    if (wrong) {
      return (wrong.length > 1 ? "Les caractères « " + wrong.split("").join(" ") + " » ne figurent" :
              "Le caractère « " + wrong + " » ne figure") + " dans aucun code : vérifiez sur le carton " +
             "(par exemple 7 et non 1, A et non 4).";
    }
    if (code.length !== 6) { return "Un code a 6 caractères (ici " + code.length + ")."; }
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
    /* « 21 h 05 » */
    var minutes = date.getMinutes();
    return date.getHours() + "\u00a0h\u00a0" + (minutes < 10 ? "0" : "") + minutes;
  }

  return { request: request, uuid: uuid, load: load, save: save, remove: remove, $: $, text: text, show: show,
           toggleClass: toggleClass, number: number, tap: tap, ALPHABET: ALPHABET, cleanCode: cleanCode,
           codeProblem: codeProblem, codeForm: codeForm, clock: clock };
}());
