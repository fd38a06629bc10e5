"""Qt table models over the services' plain views, one module each (tested alone with ``qtmodeltester``)."""
