/* Belote Club — the live results page (read-only): standings, table plan, each table's progress.
 * Polls GET /api/live every 2 seconds (robust on any network, any browser). Texts through BC.t. Plain ES5. */
(function () {
  "use strict";
  BC.ready(function () {
    var $ = BC.$, t = BC.t, tn = BC.tn;

    function cell(row, text, className) {
      var td = document.createElement("td");
      td.textContent = text;
      if (className) { td.className = className; }
      row.appendChild(td);
    }

    function render(data) {
      BC.text("title", data.tournament);
      BC.text("subtitle", data.round ? t("Manche {n} en cours", { n: data.round }) : t("Aucune manche tirée"));
      var progress = data.progress;
      BC.show("progress-card", !!progress);
      if (progress) {
        BC.text("progress-title", t("Manche {n}", { n: progress.round }));
        $("progress-bar").style.width = (progress.tables ? Math.round(100 * progress.finished / progress.tables) : 0) + "%";
        BC.text("progress-text", tn(progress.finished, "{n} table terminée sur {tables}", "{n} tables terminées sur {tables}",
                                    { tables: progress.tables }) + " · " + t("{n} en jeu", { n: progress.in_progress }) + " · " +
                tn(progress.pending, "{n} pas commencée", "{n} pas commencées"));
      }
      var standings = data.standings;
      BC.text("standings-note", standings.after_round ?
              (standings.incomplete_rounds.length ? t("Après la manche {n} (provisoire : parties en cours)", { n: standings.after_round })
                                                  : t("Après la manche {n}", { n: standings.after_round }))
              : t("Pas encore de résultat."));
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
      BC.text("tables-title", data.round ? t("Tables de la manche {n}", { n: data.round }) : t("Tables"));
      for (i = 0; i < data.tables.length; i++) {
        var table = data.tables[i];
        var div = document.createElement("div");
        div.className = "t" + (table.forfeit !== null && table.forfeit !== undefined ? " finished forfeit" :
                               (table.finished ? " finished" : (table.started ? " playing" : "")));
        var title = document.createElement("b");
        title.textContent = t("Table {n}", { n: table.table });
        div.appendChild(title);
        for (var c = 0; c < 2; c++) {  // one camp a line: « 3 · Les As » then « 7 · Marie Dupont / Jean Dupont »
          var line = document.createElement("div");
          line.textContent = (c ? "– " : "") + table.camps[c];
          div.appendChild(line);
        }
        var score = document.createElement("div");
        var forfeited = table.forfeit !== null && table.forfeit !== undefined;
        // A forfeited table says « Forfait » (and who gave up), as the desk does: never « terminée » nor « 0 donne ».
        score.textContent = forfeited ? BC.number(table.totals[0]) + " – " + BC.number(table.totals[1]) + " · " +
          t("Forfait de {camp}", { camp: table.camps[table.forfeit] })
          : table.started ? BC.number(table.totals[0]) + " – " + BC.number(table.totals[1]) +
          (table.deals ? " · " + tn(table.deals, "{n} donne", "{n} donnes") : "") + (table.finished ? " · " + t("terminée") : "")
          : t("pas commencée");
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
          el.textContent = t("Connexion perdue : nouvel essai…");
          BC.toggleClass(el, "offline", true);
          BC.show(el, true);
        }
      });
    }

    poll();
    window.setInterval(poll, 2000);
  });
}());
