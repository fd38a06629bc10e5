/* Belote Club — the table page's entry card (« Nouvelle donne »): the form a deal is typed in (taker, passed
 * deal, renonce, contract and contre in contrée, suit, points on the keypad, capot, belote, annonces), drawn from
 * the form at each render, its taps, the deal it makes and the form a stored deal gives back.  table.js owns the
 * table, the queue and the server, and gives this card what it reads of them (`page`).
 * Plain ES5 for old phones: no arrow functions, no let/const, no fetch, no promises.
 */
(function () {
  "use strict";
  /* page: state() the table as the server last described it, names() its two camps, lastNumber() the shown
     number of its last deal, message(text) a line above the form, render() the whole page drawn again. */
  BC.entry = function (page) {
    var $ = BC.$, t = BC.t;
    var RANKS = ["7", "8", "9", "10", "J", "Q", "K", "A"];
    var RANK_NAMES = { "7": "7", "8": "8", "9": "9", "10": "10", J: t("Valet"), Q: t("Dame"), K: t("Roi"), A: t("As") };
    var SUITS = [["hearts", "\u2665 " + t("Cœur")], ["spades", "\u2660 " + t("Pique")], ["diamonds", "\u2666 " + t("Carreau")],
                 ["clubs", "\u2663 " + t("Trèfle")]];
    var KINDS = [["tierce", t("Tierce"), 3], ["cinquante", t("Cinquante"), 4], ["cent", t("Cent"), 5], ["carre", t("Carré"), 0]];

    function emptyForm() {
      return { taker: null, passed: false, penalty: null, faultStep: false, trump: null, digits: "", capot: null,
               belote: null, annonces: [], editing: false, picker: null, bid: null, contre: 0 };
    }
    var form = emptyForm();

    /* Contrée (SCORING.md §10): every deal but a passed one or a penalty has a contract and a contre. */
    function contree() { var table = page.state(); return !!(table && table.rules && table.rules.game === "contree"); }

    function contractText(bid, trump) {
      /* « 110 ♥ contré », « Capot surcontré », « 80 » */
      if (!bid) { return ""; }
      var text = bid.value === "capot" ? t("Capot") : String(bid.value);
      for (var i = 0; i < SUITS.length; i++) { if (SUITS[i][0] === trump) { text += " " + SUITS[i][1].charAt(0); } }
      if (bid.contre === 1) { text += " " + t("contré"); }
      if (bid.contre === 2) { text += " " + t("surcontré"); }
      return text;
    }

    function choose(id, chosen) { BC.toggleClass($(id), "chosen", chosen); }

    function renderEntry() {
      var camps = page.names();
      var table = page.state(), open = table.writable && (!table.finished || form.editing);
      BC.show("entry", open);
      if (!open) { return; }
      var lastShown = page.lastNumber();
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
      var modes = page.state().rules.trump_modes || ["suit"];
      return modes;
    }

    function renderPoints() {
      var camps = page.names();
      var modes = trumpModes();
      var annonces = !!page.state().rules.annonces;
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
              BC.tap(button, function (el) { form.trump = el.getAttribute("data-trump") || null; page.render(); });
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
      var box = $("bids"), values = [], top = page.state().rules.max_bid || 160, v, i;
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
            page.render();
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
      return a.kind === "carre" ? t("{camp} : {kind} de {card}", { camp: page.names()[a.camp], kind: kind, card: RANK_NAMES[a.high] })
        : t("{camp} : {kind} au {card}{suit}", { camp: page.names()[a.camp], kind: kind, card: RANK_NAMES[a.high], suit: suit });
    }

    function renderAnnonces() {
      var camps = page.names();
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
          BC.tap(remove, function (el) { form.annonces.splice(parseInt(el.getAttribute("data-index"), 10), 1); page.render(); });
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
      page.render();
    }

    /* ------------------------------------------------------------------ building a deal */

    function buildDeal() {
      if (form.passed) { return { passed: true }; }
      if (form.penalty !== null) {
        var fault = { penalty: { kind: "renonce", camp: form.penalty } };
        if (contree() && form.bid !== null) { fault.bid = { value: form.bid, contre: form.contre }; }
        else if (contree() && form.contre) { page.message(t("Choisissez le contrat : de 80 à {top}, ou capot.", { top: page.state().rules.max_bid || 160 })); return null; }
        return fault;
      }
      var taker = form.taker;
      var points;
      if (form.capot !== null) {
        points = [0, 0];
        points[form.capot] = 162;
      } else {
        if (form.digits === "") { page.message(t("Tapez les points du preneur.")); return null; }
        var value = parseInt(form.digits, 10);
        if (value > 162) { page.message(t("Les points du preneur vont de 0 à 162.")); return null; }
        points = [0, 0];
        points[taker] = value;
        points[1 - taker] = 162 - value;
      }
      var deal = { taker: taker, points: points };
      if (contree()) {
        if (form.bid === null) { page.message(t("Choisissez le contrat : de 80 à {top}, ou capot.", { top: page.state().rules.max_bid || 160 })); return null; }
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
      f.trump = deal.trump && (deal.trump === "sans_atout" || deal.trump === "tout_atout" || page.state().rules.annonces || contree()) ? deal.trump : null;
      if (deal.capot !== null && deal.capot !== undefined) { f.capot = deal.capot; }
      else if (deal.points) { f.digits = String(deal.points[deal.taker]); }
      if (deal.belote && deal.belote.length) { f.belote = deal.belote[0]; }
      if (deal.annonces) { f.annonces = deal.annonces.slice(0); }
      return f;
    }

    function edit(deal) {
      /* The last deal given back to the form, to be corrected. */
      form = formFromDeal(deal);
      form.editing = true;
    }

    function restore(saved) {
      /* A form kept aside (a draft, a deal the server refused) typed in again; the annonce picker closed. */
      form = saved;
      form.picker = null;
    }

    function wire() {
      BC.tap("taker0", function () { form.taker = 0; form.passed = false; form.penalty = null; form.faultStep = false; form.capot = null; page.render(); });
      BC.tap("taker1", function () { form.taker = 1; form.passed = false; form.penalty = null; form.faultStep = false; form.capot = null; page.render(); });
      BC.tap("passed", function () { var editing = form.editing; form = emptyForm(); form.editing = editing; form.passed = true; page.render(); });
      BC.tap("renonce", function () { var editing = form.editing; form = emptyForm(); form.editing = editing; form.faultStep = true; page.render(); });
      BC.tap("fault0", function () { form.penalty = 0; page.render(); });
      BC.tap("fault1", function () { form.penalty = 1; page.render(); });
      var keys = document.querySelectorAll("[data-key]");
      for (var i = 0; i < keys.length; i++) {
        BC.tap(keys[i], function (el) {
          var key = el.getAttribute("data-key");
          form.capot = null;
          if (key === "C") { form.digits = ""; }
          else if (key === "B") { form.digits = form.digits.slice(0, -1); }
          else if (form.digits.length < 3) { form.digits = (form.digits === "0" ? "" : form.digits) + key; }
          page.render();
        });
      }
      BC.tap("capot-taker", function () { form.capot = form.taker; form.digits = ""; page.render(); });
      BC.tap("capot-defence", function () { form.capot = 1 - form.taker; form.digits = ""; page.render(); });
      BC.tap("contre0", function () { form.contre = 0; page.render(); });
      BC.tap("contre1", function () { form.contre = 1; page.render(); });
      BC.tap("contre2", function () { form.contre = 2; page.render(); });
      BC.tap("belote-none", function () { form.belote = null; page.render(); });
      BC.tap("belote0", function () { form.belote = 0; page.render(); });
      BC.tap("belote1", function () { form.belote = 1; page.render(); });
      BC.tap("annonce0", function () { form.picker = { camp: 0 }; page.render(); });
      BC.tap("annonce1", function () { form.picker = { camp: 1 }; page.render(); });
    }

    return { form: function () { return form; }, reset: function () { form = emptyForm(); }, edit: edit,
             restore: restore, render: renderEntry, build: buildDeal, wire: wire, contree: contree,
             contractText: contractText };
  };
}());
