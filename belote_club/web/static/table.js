/* Belote Club — the table page: enter a deal in a few taps, see the engine's result, confirm the score.
 *
 * Uses nothing but the JSON API (docs/TABLE_API.md).  Deals entered while the network is down wait in
 * localStorage with their own id and are sent, in order, exactly once when it is back (the server answers a
 * repeated id as the first time).  A reloaded page resumes from what the server and the queue hold, and the
 * deal being typed (its draft, per code and round) is given back.  An unknown code, or too many wrong codes
 * from this phone, gives a page that says so and lets the code be typed again.  The « Nouvelle donne » card, the
 * form a deal is typed in, is table_entry.js (loaded before this file).
 * Its texts are French, each through BC.t (English from /static/en.json when the page is in English).
 * Plain ES5 for old phones: no arrow functions, no let/const, no fetch, no promises.
 */
(function () {
  "use strict";
  BC.ready(function () {
    var $ = BC.$, t = BC.t, tn = BC.tn;
    var code = decodeURIComponent(window.location.pathname.replace(/^.*\/t\//, "")).toUpperCase();
    var api = "/api/tables/" + encodeURIComponent(code);
    var queueKey = "belote.queue." + code;
    var stateKey = "belote.table." + code;
    var OUTCOMES = { made: t("Contrat rempli"), dedans: t("Dedans"), litige: t("Litige"), capot: t("Capot"),
                     capot_against: t("Capot de la défense"), passed: t("Donne passée"), penalty: t("Pénalité") };

    var state = BC.load(stateKey, null);   /* the table as the server last described it */
    var queue = BC.load(queueKey, []);     /* deals waiting to be sent: {id, deal, position} */
    var sending = false, offline = false, retryTimer = null, pendingConfirm = {}, deleteArmed = false;
    var draftChecked = false, waitUntil = 0, waitTimer = null;
    var unknown = false, disputeArmed = false;  /* the server knows no such code: asking again would only count as wrong codes */
    /* The « Nouvelle donne » card (table_entry.js): the form, its taps, the deal it makes. */
    var entry = BC.entry({
      state: function () { return state; },
      names: names,
      lastNumber: function () { return state.deals.length ? numbers()[state.deals.length - 1] : null; },
      message: message,
      render: render
    });

    /* ------------------------------------------------------------------ display */

    function names() { return state ? state.camps : ["", ""]; }

    /* A deal's outcome in words; a failed contract of contrée is « Chuté » (contrat chuté), not « Dedans ». */
    function outcomeText(outcome) {
      return outcome === "dedans" && entry.contree() ? t("Chuté") : (OUTCOMES[outcome] || outcome);
    }

    function message(text) {
      BC.text("message", text || "");
      BC.show("message", !!text);
    }

    function setStatus() {
      var el = $("status");
      var text = "";
      if (queue.length) {
        text = offline ? tn(queue.length, "{n} donne en attente d’envoi : réseau indisponible, nouvel essai automatique.",
                            "{n} donnes en attente d’envoi : réseau indisponible, nouvel essai automatique.")
                       : tn(queue.length, "{n} donne en attente d’envoi…", "{n} donnes en attente d’envoi…");
      } else if (offline) {
        text = t("Réseau indisponible : nouvel essai automatique.");
      }
      el.textContent = text;
      BC.toggleClass(el, "offline", offline);
      BC.show(el, !!text);
    }

    /* Deals are numbered as the desktop's score sheet numbers them: a passed deal the rules do not count
     * (`passed_deals_count` false, the default) has no number (« – »), the others are 1, 2, … — so the
     * phone's « Donne 5 » is the secretary's « 5 ».  The server's view of the game says which deals count
     * (each deal's `counted`, the game's `deal_count`); only a deal still waiting to be sent, which the
     * server has not seen, is counted here by the same rule. */
    function counts(passed) { return !passed || !!(state.rules && state.rules.passed_deals_count); }

    function numbers() {
      /* The shown number of each deal entered, then of each deal waiting to be sent (null: « – »). */
      var shown = [], counted = 0, i, counting;
      for (i = 0; i < state.deals.length + queue.length; i++) {
        counting = i < state.deals.length ? state.deals[i].counted !== false : counts(!!queue[i - state.deals.length].deal.passed);
        if (counting) { counted++; shown.push(counted); } else { shown.push(null); }
      }
      return shown;
    }

    function pendingCount() {
      var pending = 0;
      for (var i = 0; i < queue.length; i++) { if (counts(!!queue[i].deal.passed)) { pending++; } }
      return pending;
    }

    function render() {
      if (!state) { return; }
      var camps = names();
      BC.show("loading", false);
      BC.show("fatal", false);
      BC.show("wrong", false);
      BC.show("page", true);
      BC.text("title", t("Table {n}", { n: state.table }));
      BC.text("subtitle", t("{tournament} · manche {n}", { tournament: state.tournament, n: state.round }));
      BC.text("name0", camps[0]);
      BC.text("name1", camps[1]);
      BC.text("total0", BC.number(state.totals[0]));
      BC.text("total1", BC.number(state.totals[1]));
      BC.text("h0", camps[0]);
      BC.text("h1", camps[1]);
      var played = state.deal_count + pendingCount();
      var counter = state.finished ? t("Partie terminée") : t("Donne {n}", { n: played + 1 });
      if (!state.finished && state.deals_planned) { counter = t("Donne {n} sur {total}", { n: played + 1, total: state.deals_planned }); }
      if (!state.finished && state.target) { counter += t(" · partie en {points}", { points: BC.number(state.target) }); }
      if (state.reserve && !state.finished) { counter += t(" · réserve {points}", { points: state.reserve }); }
      BC.text("counter", counter);
      BC.text("notice", state.notice || "");
      BC.show("notice", !!state.notice);
      setStatus();
      renderLast();
      renderHistory();
      entry.render();
      renderEnd();
      saveDraft();
    }

    /* ------------------------------------------------------------------ the deal being typed (draft) */

    function draftKey() { return "belote.draft." + code + "." + state.round; }

    function typing(f) {
      return f.taker !== null || f.passed || f.penalty !== null || f.faultStep || f.editing;
    }

    function saveDraft() {
      /* Kept at every tap until the deal is sent or cancelled; only once the reloaded page had its look. */
      if (!state || !draftChecked) { return; }
      var form = entry.form();
      if (!typing(form) || !state.writable) { BC.remove(draftKey()); return; }
      BC.save(draftKey(), { form: form, position: state.deals.length + queue.length + 1,
                            fingerprint: state.fingerprint });
    }

    function restoreDraft() {
      /* The table as the server has it now: the draft comes back if it still fits the game. */
      draftChecked = true;
      var draft = BC.load(draftKey(), null);
      if (!draft || !draft.form || !typing(draft.form)) { return; }
      var fits = draft.form.editing ? draft.fingerprint === state.fingerprint :
        draft.position === state.deals.length + queue.length + 1;
      if (!fits || !state.writable) {
        BC.remove(draftKey());
        if (!fits) { message(t("La donne commencée avant le rechargement n’a pas été reprise : la partie a changé entre-temps.")); }
        return;
      }
      entry.restore(draft.form);
    }

    function renderLast() {
      var deals = state.deals;
      var last = deals.length ? deals[deals.length - 1] : null;
      BC.show("last", !!last && !queue.length);
      if (!last) { return; }
      var shown = numbers()[deals.length - 1];
      BC.text("last-title", shown === null ? t("Donne passée (elle ne compte pas)") :
              t("Donne {n} : {outcome}", { n: shown, outcome: outcomeText(last.outcome) }));
      BC.text("last-points", BC.number(last.points[0]) + " – " + BC.number(last.points[1]));
      var list = $("last-explain");
      list.innerHTML = "";
      for (var i = 0; i < last.explanation.length; i++) {
        var item = document.createElement("li");
        item.textContent = last.explanation[i];
        list.appendChild(item);
      }
      BC.show("last-actions", state.writable && !entry.form().editing);
      BC.text("delete-last", deleteArmed ? t("Vraiment supprimer ?") : t("Supprimer"));
    }

    function renderHistory() {
      BC.show("history-card", state.game_mode !== "forfeit");  // a forfeit has no deal to list
      var body = $("history").getElementsByTagName("tbody")[0];
      body.innerHTML = "";
      var i, row, shown = numbers();
      for (i = 0; i < state.deals.length; i++) {
        var deal = state.deals[i];
        row = document.createElement("tr");
        row.innerHTML = "<td></td><td></td><td></td>";
        var bid = deal.deal && deal.deal.bid ? " · " + entry.contractText(deal.deal.bid, deal.deal.trump) : "";
        /* A capot bid made says « Capot » once: the contract is the outcome. */
        var plain = deal.outcome === "made" || (deal.outcome === "capot" && !!bid && deal.deal.bid.value === "capot");
        row.childNodes[0].textContent = (shown[i] === null ? "–" : shown[i]) + bid + (plain ? "" : " · " + outcomeText(deal.outcome));
        row.childNodes[1].textContent = BC.number(deal.totals[0]);
        row.childNodes[2].textContent = BC.number(deal.totals[1]);
        body.appendChild(row);
      }
      for (i = 0; i < queue.length; i++) {
        row = document.createElement("tr");
        row.innerHTML = "<td></td><td></td><td></td>";
        row.childNodes[0].textContent = t("{n} · à envoyer", { n: shown[state.deals.length + i] === null ? "–" : shown[state.deals.length + i] });
        body.appendChild(row);
      }
    }

    function renderEnd() {
      var camps = names();
      var show = state.finished && !entry.form().editing && state.game_mode === "deals";
      BC.show("end", show);
      if (!show) { return; }
      var result = camps[0] + " " + BC.number(state.totals[0]) + " – " + BC.number(state.totals[1]) + " " + camps[1];
      BC.text("end-result", result);
      var closed = state.mode === "confirmed";
      for (var side = 0; side < 2; side++) {
        var done = state.confirmed_by.indexOf(side) >= 0;
        var button = $("confirm" + side);
        button.textContent = done ? "\u2713 " + t("{camp} a confirmé", { camp: camps[side] }) : t("{camp} : je confirme ce score", { camp: camps[side] });
        button.disabled = done || closed || !state.writable;
        BC.toggleClass(button, "primary", !done);
      }
      BC.show("dispute", !closed && state.writable && !disputeArmed);
      BC.show("dispute-pick", !closed && state.writable && disputeArmed);
      BC.text("dispute0", t("{camp} conteste", { camp: camps[0] }));
      BC.text("dispute1", t("{camp} conteste", { camp: camps[1] }));
      BC.text("end-state", closed ? t("Score confirmé par les deux camps. Merci, la partie est close.") :
              (state.referee_called ? t("L’arbitre est appelé.") : ""));
    }

    /* ------------------------------------------------------------------ the server */

    function adopt(data) {
      /* A table (GET) or a write's answer (which carries the game but not the table's description). */
      if (!data) { return; }
      if (data.camps) {
        state = data;
      } else if (state) {
        var keys = ["deals", "totals", "finished", "winner", "reserve", "fingerprint", "confirmed_by", "referee_called",
                    "deal_count"];
        for (var i = 0; i < keys.length; i++) { if (data.hasOwnProperty(keys[i])) { state[keys[i]] = data[keys[i]]; } }
        if (data.deals) { state.game_mode = data.deals.length ? "deals" : "empty"; }
        if (data.closed) { state.mode = "confirmed"; state.writable = false; }
      }
      BC.save(stateKey, state);
    }

    function refresh() {
      if (sending) { return; }
      if (unknown || waitUntil > new Date().getTime()) { return; }
      BC.request("GET", api, null, function (status, data) {
        if (status === 200 && data) {
          offline = false;
          adopt(data);
          if (!draftChecked) { restoreDraft(); }
          render();
          if (queue.length) { flush(); }
        } else if (status === 0) {
          offline = true;
          if (state) { render(); } else { fatal(t("Réseau indisponible : impossible de joindre le serveur de la salle. Nouvel essai…")); }
        } else if (status === 429) {
          limited(data);
        } else if (status === 404) {
          unknown = true;
          wrongCode(data && data.error ? data.error : t("Code de table inconnu."));
        } else {
          fatal(data && data.error ? data.error : t("Erreur du serveur ({status}).", { status: status }));
        }
      });
    }

    function fatal(text) {
      if (state) { message(text); return; }
      BC.show("loading", false);
      BC.text("subtitle", t("Serveur injoignable"));
      BC.text("fatal", text);
      BC.show("fatal", true);
    }

    function showWrong(title, subtitle, text) {
      /* The page of a code that opens no table: why, the code to type again, the live results. */
      BC.text("title", title);
      BC.text("subtitle", subtitle);
      BC.show("loading", false);
      BC.show("fatal", false);
      BC.text("wrong-text", text);
      BC.show("wrong", true);
      var input = $("code-input");
      if (!input.value) { input.value = code; }
    }

    function wrongCode(text) {
      /* No table has this code: a clear state, the code to type again, the live results. */
      BC.show("page", false);
      BC.show("wrong-wait", false);
      showWrong(t("Code inconnu"), t("Code tapé : {code}", { code: code }), text);
    }

    function limited(data) {
      /* Too many wrong codes from this phone: why, until when (this phone's clock), then a new try. */
      var seconds = data && data.retry_after ? data.retry_after : 60;
      waitUntil = new Date().getTime() + seconds * 1000;
      var text = data && data.error ? data.error : t("Trop de codes erronés depuis ce téléphone.");
      if (state) { message(text); render(); } else {
        showWrong(t("Patientez"), t("Trop de codes erronés"), text);
      }
      if (!waitTimer) { waitTimer = window.setInterval(tick, 1000); }
      tick();
    }

    function tick() {
      var left = Math.ceil((waitUntil - new Date().getTime()) / 1000);
      var el = $("wrong-wait");
      if (left > 0) {
        el.textContent = tn(left, "Nouvel essai possible à {time} (dans {n} seconde).", "Nouvel essai possible à {time} (dans {n} secondes).",
                            { time: BC.clock(new Date(waitUntil)) });
        BC.show(el, !state);
        $("code-open").disabled = true;
        return;
      }
      window.clearInterval(waitTimer);
      waitTimer = null;
      BC.show(el, false);
      $("code-open").disabled = false;
      refresh();
      if (queue.length) { flush(); }
    }

    function scheduleRetry() {
      if (retryTimer) { return; }
      retryTimer = window.setTimeout(function () { retryTimer = null; flush(); }, 3000);
    }

    function flush() {
      /* Send the queued deals one at a time, in order; each keeps its id until the server has answered. */
      if (sending || unknown || !queue.length || waitUntil > new Date().getTime()) { return; }
      sending = true;
      var op = queue[0];
      BC.request("POST", api + "/deals", { id: op.id, deal: op.deal, position: op.position }, function (status, data) {
        sending = false;
        if (status === 0 || status === 408 || status >= 500) {
          /* No answer, or the server could not store it now (busy, disk full…): kept, sent again (same id). */
          offline = status === 0;
          if (!offline) { message(data && data.error ? data.error : t("Serveur momentanément indisponible : la donne reste en attente, nouvel essai automatique.")); }
          setStatus();
          scheduleRetry();
          return;
        }
        if (status === 429) { limited(data); return; }  /* kept: sent again once the wait is over */
        offline = false;
        queue.shift();
        BC.save(queueKey, queue);
        if (status === 200 || status === 201) {
          adopt(data);
          message("");
        } else {
          /* Refused (invalid, stale, closed…): said aloud, then the table is reloaded as it now stands. */
          message((data && data.error ? data.error : t("Donne refusée ({status}).", { status: status })) + " " +
                  t("La donne saisie n’a pas été enregistrée."));
          if (status === 422 && !queue.length && op.form) { entry.restore(op.form); }
          if (queue.length) {
            for (var i = 0; i < queue.length; i++) { queue[i].position = null; }
            BC.save(queueKey, queue);
          }
          sending = false;
          render();
          refresh();
          return;
        }
        render();
        if (queue.length) { flush(); }
      });
    }

    function send(method, path, body, after) {
      if (sending) { message(t("Envoi en cours : patientez un instant.")); return; }
      sending = true;
      BC.request(method, api + path, body, function (status, data) {
        sending = false;
        if (status === 0 || status === 408 || status >= 500) {
          offline = status === 0;
          message(!offline && data && data.error ? data.error : t("Réseau indisponible : rien n’a été enregistré. Réessayez dans un instant."));
          render();
          return;
        }
        offline = false;
        if (status === 429) { limited(data); return; }
        if (status === 200 || status === 201) {
          message("");
          adopt(data);
          if (after) { after(data); }
          render();
          return;
        }
        message(data && data.error ? data.error : t("Erreur ({status}).", { status: status }));
        refresh();
      });
    }

    function submit() {
      var deal = entry.build(), form = entry.form();
      if (!deal) { return; }
      message("");
      if (form.editing) {
        send("PUT", "/deals/last", { id: BC.uuid(), deal: deal, expected: state.fingerprint }, function () { entry.reset(); });
        return;
      }
      queue.push({ id: BC.uuid(), deal: deal, position: state.deals.length + queue.length + 1, form: form });
      BC.save(queueKey, queue);
      entry.reset();
      deleteArmed = false;
      render();
      flush();
      window.scrollTo(0, 0);
    }

    /* ------------------------------------------------------------------ taps */

    function wire() {
      entry.wire();
      BC.tap("submit", submit);
      BC.tap("cancel", function () { entry.reset(); message(""); render(); });
      BC.tap("edit-last", function () {
        var last = state.deals[state.deals.length - 1];
        if (!last) { return; }
        entry.edit(last.deal);
        deleteArmed = false;
        render();
        $("entry").scrollIntoView();
      });
      BC.tap("delete-last", function () {
        if (!deleteArmed) { deleteArmed = true; render(); return; }
        deleteArmed = false;
        send("DELETE", "/deals/last", { id: BC.uuid(), expected: state.fingerprint });
      });
      BC.tap("confirm0", function () { confirmScore(0, true); });
      BC.tap("confirm1", function () { confirmScore(1, true); });
      BC.tap("dispute", function () { disputeArmed = true; render(); });
      BC.tap("dispute0", function () { disputeArmed = false; confirmScore(0, false); });
      BC.tap("dispute1", function () { disputeArmed = false; confirmScore(1, false); });
      BC.tap("referee", function () {
        send("POST", "/referee", { id: BC.uuid(), reason: "Appel depuis la table" }, function () {
          message("");
          window.alert(t("L’arbitre est appelé : il arrive."));
        });
      });
    }

    function confirmScore(camp, agree) {
      var key = agree ? "c" + camp : "dispute";
      if (!pendingConfirm[key]) { pendingConfirm[key] = BC.uuid(); }
      var body = { id: pendingConfirm[key], camp: camp, agree: agree, expected: state.fingerprint };
      send("POST", "/confirm", body, function (data) {
        delete pendingConfirm[key];
        if (data.referee_called) { state.referee_called = true; }
      });
    }

    wire();
    BC.codeForm("code-form", "code-input", "code-problem");
    if (state) { render(); }
    refresh();
    window.setInterval(function () { if (!queue.length && !sending) { refresh(); } else { flush(); } }, 4000);
    window.addEventListener("online", function () { flush(); refresh(); });
  });
}());
