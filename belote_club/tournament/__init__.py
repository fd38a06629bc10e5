"""Tournament domain: players, teams, registrations, draws, byes, paper-sheet checks and standings.

Pure Python (no Qt, no SQLAlchemy, no I/O).  The model lives in :mod:`belote_club.tournament.model`.
"""
