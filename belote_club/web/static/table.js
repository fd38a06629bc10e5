/* Belote Club — the table page: enter a deal in a few taps, see the engine's result, confirm the score.
 *
 * Uses nothing but the JSON API (docs/TABLE_API.md).  Deals entered while the network is down wait in
 * localStorage with their own id and are sent, in order, exactly once when it is back (the server answers a
 * repeated id as the first time).  A reloaded page resumes from what the server and the queue hold, and the
 * deal being typed (its draft, per code and round) is given back.  An unknown code, or too many wrong codes
 * from this phone, gives a page that says so and lets the code be typed again.
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
    var RANKS = ["7", "8", "9", "10", "J", "Q", "K", "A"];
    var RANK_NAMES = { "7": "7", "8": "8", "9": "9", "10": "10", J: t("Valet"), Q: t("Dame"), K: t("Roi"), A: t("As") };
    var SUITS = [["hearts", "\u2665 " + t("Cœur")], ["spades", "\u2660 " + t("Pique")], ["diamonds", "\u2666 " + t("Carreau")],
                 ["clubs", "\u2663 " + t("Trèfle")]];
    var KINDS = [["tierce", t("Tierce"), 3], ["cinquante", t("Cinquante"), 4], ["cent", t("Cent"), 5], ["carre", t("Carré"), 0]];

    var state = BC.load(stateKey, null);   /* the table as the server last described it */
    var queue = BC.load(queueKey, []);     /* deals waiting to be sent: {id, deal, position} */
    var sending = false, offline = false, retryTimer = null, pendingConfirm = {}, deleteArmed = false;
    var form = null, draftChecked = false, waitUntil = 0, waitTimer = null;
    var unknown = false, disputeArmed = false;  /* the server knows no such code: asking again would only count as wrong codes */

    function emptyForm() {
      return { taker: null, passed: false, penalty: null, faultStep: false, trump: null, digits: "", capot: null,
               belote: null, annonces: [], editing: false, picker: null, bid: null, contre: 0 };
    }
    form = emptyForm();

    /* ------------------------------------------------------------------ display */

    function names() { return state ? state.camps : ["", ""]; }

    /* Contrée (SCORING.md §10): every deal but a passed one or a penalty has a contract and a contre. */
    function contree() { return !!(state && state.rules && state.rules.game === "contree"); }

    /* A deal's outcome in words; a failed contract of contrée is « Chuté » (contrat chuté), not « Dedans ». */
    function outcomeText(outcome) {
      return outcome === "dedans" && contree() ? t("Chuté") : (OUTCOMES[outcome] || outcome);
    }

    function contractText(bid, trump) {
      /* « 110 ♥ contré », « Capot surcontré », « 80 » */
      if (!bid) { return ""; }
      var text = bid.value === "capot" ? t("Capot") : String(bid.value);
      for (var i = 0; i < SUITS.length; i++) { if (SUITS[i][0] === trump) { text += " " + SUITS[i][1].charAt(0); } }
      if (bid.contre === 1) { text += " " + t("contré"); }
      if (bid.contre === 2) { text += " " + t("surcontré"); }
      return text;
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
      renderEntry();
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
      form = draft.form;
      form.picker = null;
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
      BC.show("last-actions", state.writable && !form.editing);
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
        var bid = deal.deal && deal.deal.bid ? " · " + contractText(deal.deal.bid, deal.deal.trump) : "";
        row.childNodes[0].textContent = (shown[i] === null ? "–" : shown[i]) + bid +
          (deal.outcome !== "made" ? " · " + outcomeText(deal.outcome) : "");
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

    function choose(id, chosen) { BC.toggleClass($(id), "chosen", chosen); }

    function renderEntry() {
      var camps = names();
      var open = state.writable && (!state.finished || form.editing);
      BC.show("entry", open);
      if (!open) { return; }
      var lastShown = state.deals.length ? numbers()[state.deals.length - 1] : null;
      BC.text("entry-title", !form.editing ? t("Nouvelle donne") : lastShown === null ? t("Correction de la donne passée") :
              t("Correction de la donne {n}", { n: lastShown }));
      BC.text("taker0", camps[0]);
      BC.text("taker1", camps[1]);
      BC.text("fault0", camps[0]);
      BC.text("fault1", camps[1]);
      BC.text("belote0", t("Belote : {camp}", { camp: camps[0] }));
      BC.text("belote1", t("Belote : {camp}", { camp: camps[1] }));
      choose("taker0", form.taker === 0);
      choose("taker1", form.taker === 1);
      choose("passed", form.passed);
      choose("renonce", form.faultStep || form.penalty !== null);
      choose("fault0", form.penalty === 0);
      choose("fault1", form.penalty === 1);
      BC.show("step-penalty", form.faultStep || form.penalty !== null);
      /* Contrée: a renonce is scored on the contract in play (SCORING.md §10.2), asked under the faulty camp. */
      var fault = form.penalty !== null && contree(), box = $("contract-box"), home = fault ? $("step-penalty") : $("step-points");
      if (box.parentNode !== home) { home.insertBefore(box, fault ? null : home.firstChild); }
      if (fault) { BC.show(box, true); renderContract(); }
      var taking = form.taker !== null;
      BC.show("step-points", taking);
      BC.show("submit-box", taking || form.passed || form.penalty !== null);
      if (taking) { renderPoints(); }
    }

    function trumpModes() {
      var modes = state.rules.trump_modes || ["suit"];
      return modes;
    }

    function renderPoints() {
      var camps = names();
      var modes = trumpModes();
      var annonces = !!state.rules.annonces;
      var row = $("trumps");
      var bids = contree();
      BC.show("contract-box", bids);
      if (bids) { renderContract(); }
      var showTrumps = modes.length > 1 || annonces || bids;
      BC.show("trump-row", showTrumps);
      if (showTrumps) {
        var groups = [[], []];
        if (modes.indexOf("suit") >= 0) {
          if (annonces || bids) { groups[0] = SUITS.slice(0); } else { groups[0].push([null, t("Couleur")]); }
        }
        if (modes.indexOf("sans_atout") >= 0) { groups[1].push(["sans_atout", t("Sans-atout")]); }
        if (modes.indexOf("tout_atout") >= 0) { groups[1].push(["tout_atout", t("Tout-atout")]); }
        BC.rebuild(row, JSON.stringify(groups), function () {
          for (var g = 0; g < groups.length; g++) {
            if (!groups[g].length) { continue; }
            var line = document.createElement("div");
            line.className = "row";
            for (var i = 0; i < groups[g].length; i++) {
              var option = groups[g][i];
              var cell = document.createElement("div");
              var button = document.createElement("button");
              button.type = "button";
              var suit = /^(hearts|spades|diamonds|clubs)$/.test(option[0] || "");
              button.className = (suit ? "suit" : "small") +
                (option[0] === "hearts" || option[0] === "diamonds" ? " red" : "");
              button.textContent = suit ? option[1].charAt(0) : option[1];
              if (suit) { button.setAttribute("aria-label", option[1].slice(2)); button.title = option[1].slice(2); }
              button.setAttribute("data-trump", option[0] === null ? "" : option[0]);
              BC.tap(button, function (el) { form.trump = el.getAttribute("data-trump") || null; render(); });
              cell.appendChild(button);
              line.appendChild(cell);
            }
            row.appendChild(line);
          }
        });
        BC.chooseAll(row, "data-trump", form.trump === null ? "" : form.trump);
      }
      BC.text("points-label", t("Points du preneur ({camp})", { camp: camps[form.taker] }));
      var taker = form.capot !== null ? (form.capot === form.taker ? 162 : 0) : (form.digits === "" ? null : parseInt(form.digits, 10));
      BC.text("points-display", taker === null ? "…" : String(taker));
      var defence = taker === null ? "" : (taker <= 162 ? t("Défense ({camp}) : {points}", { camp: camps[1 - form.taker], points: 162 - taker })
                                                      : t("Au plus 162 points."));
      if (form.capot !== null) { defence = form.capot === form.taker ? t("Capot du preneur") : t("Capot de la défense"); }
      BC.text("defence", defence);
      choose("capot-taker", form.capot === form.taker);
      choose("capot-defence", form.capot !== null && form.capot !== form.taker);
      choose("belote-none", form.belote === null);
      choose("belote0", form.belote === 0);
      choose("belote1", form.belote === 1);
      var noBelote = form.trump === "sans_atout";
      $("belote0").disabled = noBelote;
      $("belote1").disabled = noBelote;
      BC.show("annonces-box", annonces);
      if (annonces) { renderAnnonces(); }
    }

    function renderContract() {
      /* The value buttons 80 … max_bid and capot, four to a row; then the contre. */
      var box = $("bids"), values = [], top = state.rules.max_bid || 160, v, i;
      for (v = 80; v <= top; v += 10) { values.push(v); }
      values.push("capot");
      BC.rebuild(box, String(top), function () {
        var line = null;
        for (var i = 0; i < values.length; i++) {
          if (i % 4 === 0) { line = document.createElement("div"); line.className = "row"; box.appendChild(line); }
          var cell = document.createElement("div");
          var button = document.createElement("button");
          button.type = "button";
          button.className = "bid";
          button.textContent = values[i] === "capot" ? t("Capot") : String(values[i]);
          button.setAttribute("data-bid", String(values[i]));
          BC.tap(button, function (el) {
            var value = el.getAttribute("data-bid");
            form.bid = value === "capot" ? "capot" : parseInt(value, 10);
            render();
          });
          cell.appendChild(button);
          line.appendChild(cell);
        }
        while (line && line.childNodes.length < 4) { line.appendChild(document.createElement("div")); }
      });
      BC.chooseAll(box, "data-bid", form.bid === null ? null : String(form.bid));
      BC.text("contract-label", form.bid === null ? (form.penalty !== null ? t("Contrat en jeu (sans contrat : 80)") : t("Contrat")) : t("Contrat : {contract}", { contract: contractText({ value: form.bid, contre: form.contre }, form.trump) }));
      for (i = 0; i < 3; i++) { choose("contre" + i, form.contre === i); }
    }

    function annonceText(a) {
      var kind = "";
      for (var i = 0; i < KINDS.length; i++) { if (KINDS[i][0] === a.kind) { kind = KINDS[i][1]; } }
      var suit = "";
      for (i = 0; i < SUITS.length; i++) { if (SUITS[i][0] === a.suit) { suit = " " + SUITS[i][1]; } }
      return a.kind === "carre" ? t("{camp} : {kind} de {card}", { camp: names()[a.camp], kind: kind, card: RANK_NAMES[a.high] })
        : t("{camp} : {kind} au {card}{suit}", { camp: names()[a.camp], kind: kind, card: RANK_NAMES[a.high], suit: suit });
    }

    function renderAnnonces() {
      var camps = names();
      BC.text("annonce0", t("+ annonce {camp}", { camp: camps[0] }));
      BC.text("annonce1", t("+ annonce {camp}", { camp: camps[1] }));
      var list = $("annonces-list"), texts = [];
      for (var i = 0; i < form.annonces.length; i++) { texts.push(annonceText(form.annonces[i])); }
      BC.rebuild(list, JSON.stringify(texts), function () {
        for (var i = 0; i < texts.length; i++) {
          var item = document.createElement("li");
          item.textContent = texts[i] + " ";
          var remove = document.createElement("a");
          remove.href = "#";
          remove.textContent = t("retirer");
          remove.setAttribute("data-index", String(i));
          BC.tap(remove, function (el) { form.annonces.splice(parseInt(el.getAttribute("data-index"), 10), 1); render(); });
          item.appendChild(remove);
          list.appendChild(item);
        }
      });
      var picker = form.picker;
      BC.show("annonce-picker", !!picker);
      if (!picker) { return; }
      var choices = [], question = "";
      if (!picker.kind) {
        question = t("Quelle annonce pour {camp} ?", { camp: camps[picker.camp] });
        for (i = 0; i < KINDS.length; i++) { choices.push(["kind", KINDS[i][0], KINDS[i][1]]); }
      } else if (!picker.high) {
        question = picker.kind === "carre" ? t("Carré de quelle carte ?") : t("Quelle est la plus haute carte ?");
        var lowest = picker.kind === "carre" ? 2 : picker.length - 1;
        for (i = lowest; i < RANKS.length; i++) { choices.push(["high", RANKS[i], RANK_NAMES[RANKS[i]]]); }
      } else {
        question = t("De quelle couleur ?");
        for (i = 0; i < SUITS.length; i++) { choices.push(["suit", SUITS[i][0], SUITS[i][1]]); }
      }
      BC.text("annonce-question", question);
      BC.rebuild($("annonce-choices"), JSON.stringify(choices), function (box) {
        for (var i = 0; i < choices.length; i++) {
          var button = document.createElement("button");
          button.type = "button";
          button.className = "small";
          button.textContent = choices[i][2];
          button.setAttribute("data-field", choices[i][0]);
          button.setAttribute("data-value", choices[i][1]);
          BC.tap(button, pickAnnonce);
          box.appendChild(button);
        }
      });
    }

    function pickAnnonce(el) {
      var picker = form.picker, field = el.getAttribute("data-field"), value = el.getAttribute("data-value");
      if (field === "kind") {
        picker.kind = value;
        for (var i = 0; i < KINDS.length; i++) { if (KINDS[i][0] === value) { picker.length = KINDS[i][2]; } }
      } else if (field === "high") {
        picker.high = value;
      } else {
        picker.suit = value;
      }
      if (picker.kind && picker.high && (picker.kind === "carre" || picker.suit)) {
        var annonce = { camp: picker.camp, kind: picker.kind, high: picker.high };
        if (picker.kind !== "carre") { annonce.suit = picker.suit; annonce.length = picker.length; }
        form.annonces.push(annonce);
        form.picker = null;
      }
      render();
    }

    function renderEnd() {
      var camps = names();
      var show = state.finished && !form.editing && state.game_mode === "deals";
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
          if (status === 422 && !queue.length && op.form) { form = op.form; form.picker = null; }
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

    /* ------------------------------------------------------------------ building a deal */

    function buildDeal() {
      if (form.passed) { return { passed: true }; }
      if (form.penalty !== null) {
        var fault = { penalty: { kind: "renonce", camp: form.penalty } };
        if (contree() && form.bid !== null) { fault.bid = { value: form.bid, contre: form.contre }; }
        else if (contree() && form.contre) { message(t("Choisissez le contrat : de 80 à {top}, ou capot.", { top: state.rules.max_bid || 160 })); return null; }
        return fault;
      }
      var taker = form.taker;
      var points;
      if (form.capot !== null) {
        points = [0, 0];
        points[form.capot] = 162;
      } else {
        if (form.digits === "") { message(t("Tapez les points du preneur.")); return null; }
        var value = parseInt(form.digits, 10);
        if (value > 162) { message(t("Les points du preneur vont de 0 à 162.")); return null; }
        points = [0, 0];
        points[taker] = value;
        points[1 - taker] = 162 - value;
      }
      var deal = { taker: taker, points: points };
      if (contree()) {
        if (form.bid === null) { message(t("Choisissez le contrat : de 80 à {top}, ou capot.", { top: state.rules.max_bid || 160 })); return null; }
        deal.bid = { value: form.bid, contre: form.contre };
      }
      if (form.trump) { deal.trump = form.trump; }
      if (form.capot !== null) { deal.capot = form.capot; }
      if (form.belote !== null) { deal.belote = [form.belote]; }
      if (form.annonces.length) { deal.annonces = form.annonces.slice(0); }
      return deal;
    }

    function formFromDeal(deal) {
      var f = emptyForm();
      if (deal.passed) { f.passed = true; return f; }
      if (deal.bid) { f.bid = deal.bid.value; f.contre = deal.bid.contre || 0; }
      if (deal.penalty) { f.penalty = deal.penalty.camp; return f; }
      f.taker = deal.taker;
      f.trump = deal.trump && (deal.trump === "sans_atout" || deal.trump === "tout_atout" || state.rules.annonces || contree()) ? deal.trump : null;
      if (deal.capot !== null && deal.capot !== undefined) { f.capot = deal.capot; }
      else if (deal.points) { f.digits = String(deal.points[deal.taker]); }
      if (deal.belote && deal.belote.length) { f.belote = deal.belote[0]; }
      if (deal.annonces) { f.annonces = deal.annonces.slice(0); }
      return f;
    }

    function submit() {
      var deal = buildDeal();
      if (!deal) { return; }
      message("");
      if (form.editing) {
        send("PUT", "/deals/last", { id: BC.uuid(), deal: deal, expected: state.fingerprint }, function () { form = emptyForm(); });
        return;
      }
      queue.push({ id: BC.uuid(), deal: deal, position: state.deals.length + queue.length + 1, form: form });
      BC.save(queueKey, queue);
      form = emptyForm();
      deleteArmed = false;
      render();
      flush();
      window.scrollTo(0, 0);
    }

    /* ------------------------------------------------------------------ taps */

    function wire() {
      BC.tap("taker0", function () { form.taker = 0; form.passed = false; form.penalty = null; form.faultStep = false; form.capot = null; render(); });
      BC.tap("taker1", function () { form.taker = 1; form.passed = false; form.penalty = null; form.faultStep = false; form.capot = null; render(); });
      BC.tap("passed", function () { var editing = form.editing; form = emptyForm(); form.editing = editing; form.passed = true; render(); });
      BC.tap("renonce", function () { var editing = form.editing; form = emptyForm(); form.editing = editing; form.faultStep = true; render(); });
      BC.tap("fault0", function () { form.penalty = 0; render(); });
      BC.tap("fault1", function () { form.penalty = 1; render(); });
      var keys = document.querySelectorAll("[data-key]");
      for (var i = 0; i < keys.length; i++) {
        BC.tap(keys[i], function (el) {
          var key = el.getAttribute("data-key");
          form.capot = null;
          if (key === "C") { form.digits = ""; }
          else if (key === "B") { form.digits = form.digits.slice(0, -1); }
          else if (form.digits.length < 3) { form.digits = (form.digits === "0" ? "" : form.digits) + key; }
          render();
        });
      }
      BC.tap("capot-taker", function () { form.capot = form.taker; form.digits = ""; render(); });
      BC.tap("capot-defence", function () { form.capot = 1 - form.taker; form.digits = ""; render(); });
      BC.tap("contre0", function () { form.contre = 0; render(); });
      BC.tap("contre1", function () { form.contre = 1; render(); });
      BC.tap("contre2", function () { form.contre = 2; render(); });
      BC.tap("belote-none", function () { form.belote = null; render(); });
      BC.tap("belote0", function () { form.belote = 0; render(); });
      BC.tap("belote1", function () { form.belote = 1; render(); });
      BC.tap("annonce0", function () { form.picker = { camp: 0 }; render(); });
      BC.tap("annonce1", function () { form.picker = { camp: 1 }; render(); });
      BC.tap("submit", submit);
      BC.tap("cancel", function () { form = emptyForm(); message(""); render(); });
      BC.tap("edit-last", function () {
        var last = state.deals[state.deals.length - 1];
        if (!last) { return; }
        form = formFromDeal(last.deal);
        form.editing = true;
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
