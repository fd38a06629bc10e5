/* Belote Club — the live results page (read-only): standings, table plan, each table's progress.
 * Polls GET /api/live every 2 seconds (robust on any network, any browser). Plain ES5. */
(function () {
  "use strict";
  var $ = BC.$;

  function cell(row, text, className) {
    var td = document.createElement("td");
    td.textContent = text;
    if (className) { td.className = className; }
    row.appendChild(td);
  }

  function render(data) {
    BC.text("title", data.tournament);
    BC.text("subtitle", data.round ? "Manche " + data.round + " en cours" : "Aucune manche tirée");
    var progress = data.progress;
    BC.show("progress-card", !!progress);
    if (progress) {
      BC.text("progress-title", "Manche " + progress.round);
      $("progress-bar").style.width = (progress.tables ? Math.round(100 * progress.finished / progress.tables) : 0) + "%";
      BC.text("progress-text", progress.finished + " table" + (progress.finished > 1 ? "s" : "") + " terminée" +
              (progress.finished > 1 ? "s" : "") + " sur " + progress.tables + " · " + progress.in_progress + " en jeu · " +
              progress.pending + " pas commencée" + (progress.pending > 1 ? "s" : ""));
    }
    var standings = data.standings;
    BC.text("standings-note", standings.after_round ? "Après la manche " + standings.after_round +
            (standings.incomplete_rounds.length ? " (provisoire : parties en cours)" : "") : "Pas encore de résultat.");
    var body = $("standings").getElementsByTagName("tbody")[0];
    body.innerHTML = "";
    for (var i = 0; i < standings.rows.length; i++) {
      var s = standings.rows[i];
      var row = document.createElement("tr");
      cell(row, String(s.rank));
      cell(row, (s.number !== null ? s.number + " · " : "") + s.name, "name");
      cell(row, String(s.wins));
      cell(row, BC.number(s.points_for));
      body.appendChild(row);
    }
    var box = $("tables");
    box.innerHTML = "";
    BC.text("tables-title", data.round ? "Tables de la manche " + data.round : "Tables");
    for (i = 0; i < data.tables.length; i++) {
      var t = data.tables[i];
      var div = document.createElement("div");
      div.className = "t" + (t.finished ? " finished" : (t.started ? " playing" : ""));
      var title = document.createElement("b");
      title.textContent = "Table " + t.table;
      div.appendChild(title);
      var line = document.createElement("div");
      line.textContent = t.camps[0] + " – " + t.camps[1];
      div.appendChild(line);
      var score = document.createElement("div");
      score.textContent = t.started ? BC.number(t.totals[0]) + " – " + BC.number(t.totals[1]) +
        (t.deals ? " · " + t.deals + " donne" + (t.deals > 1 ? "s" : "") : "") + (t.finished ? " · terminée" : "")
        : "pas commencée";
      div.appendChild(score);
      box.appendChild(div);
    }
  }

  function poll() {
    BC.request("GET", "/api/live", null, function (status, data) {
      var el = $("status");
      if (status === 200 && data) {
        BC.show(el, false);
        render(data);
      } else {
        el.textContent = "Connexion perdue : nouvel essai…";
        BC.toggleClass(el, "offline", true);
        BC.show(el, true);
      }
    });
  }

  poll();
  window.setInterval(poll, 2000);
}());
