"""The dialogs, one module each: concours, club, player, team, CSV import, paper totals, team detail, documents."""
